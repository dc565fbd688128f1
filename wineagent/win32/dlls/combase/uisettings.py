"""COMBASE: the runtime class Windows.UI.ViewManagement.UISettings (what Qt 6's platform
plugin asks for the system's colours through C++/WinRT), activatable by
RoGetActivationFactory / RoActivateInstance (inspectable.py).

Its interfaces IUISettings to IUISettings6 answer from the desktop's own settings:

- IUISettings: the hand preference (Tablet PC Settings keep handedness as
  SPI_GETMENUDROPALIGNMENT: menus dropping to the left are the right-handed setting, so
  the desktop's default, FALSE, is LeftHanded), the cursor and scroll bar sizes
  (GetSystemMetrics' SM_CXCURSOR..., as floats), the message duration (5 s, Windows'
  default), the animations (SPI_GETUIEFFECTS: off on this desktop), caret browsing
  (off), the caret's blink time and width, the double-click and hover times, and
  UIElementColor: GetSysColor of the classic elements, the accent colour for
  UIElementType_AccentColor; the other types (1001-1012, the phone's text and surface
  colours) are E_INVALIDARG;
- IUISettings2: the text scale factor, 1.0 (the user has not enlarged text);
- IUISettings3: GetColorValue of the default light theme — Background white, Foreground
  black — and Windows 10's default accent, blue #0078D7, with its shades as the default
  AccentPalette has them (AccentLight3..AccentDark3: #A6D8FF #76B9ED #429CE3 #0078D7
  #005A9E #004275 #002642). UIColorType_Complement is "not supported and will cause an
  exception" (the documentation): E_INVALIDARG, as are numbers past it;
- IUISettings4: the advanced effects (transparency): off, as every visual effect here;
- IUISettings5: auto-hiding scroll bars: on (Windows' default, DynamicScrollbars);
- IUISettings6 and the ``*Changed`` events of all: handlers are kept (a reference taken)
  and released at removal. The settings never change during a session, so no event is
  ever raised.
"""

import struct

from ....abi.api import BOTH, api
from ...core.dllnames import COMBASE
from ...core.winerror import E_INVALIDARG, E_POINTER
from ...user.sysparams import setting
from ..user32.main import system_metric
from .inspectable import EventSource, RuntimeObject, declare_interface, iid, register_class

CLASS_NAME = "Windows.UI.ViewManagement.UISettings"
S_OK = 0
LEFT_HANDED, RIGHT_HANDED = 0, 1
MESSAGE_DURATION = 5          # seconds: SPI_GETMESSAGEDURATION's default
DOUBLE_CLICK_MS = 500

#: UIColorType -> (A, R, G, B) of the light theme with Windows 10's default accent.
_COLORS = {0: (255, 255, 255, 255), 1: (255, 0, 0, 0),
           2: (255, 0x00, 0x26, 0x42), 3: (255, 0x00, 0x42, 0x75),
           4: (255, 0x00, 0x5A, 0x9E), 5: (255, 0x00, 0x78, 0xD7),
           6: (255, 0x42, 0x9C, 0xE3), 7: (255, 0x76, 0xB9, 0xED),
           8: (255, 0xA6, 0xD8, 0xFF)}
ACCENT = 5
#: UIElementType -> the COLOR_* index GetSysColor answers for it.
_ELEMENTS = {0: 2, 1: 1, 2: 15, 3: 18, 4: 9, 5: 17, 6: 13, 7: 14, 8: 26, 9: 3, 10: 19,
             11: 5, 12: 8}
ELEMENT_ACCENT = 1000

_EVENTS = ("TextScaleFactorChanged", "ColorValuesChanged", "AdvancedEffectsEnabledChanged",
           "AutoHideScrollBarsChanged", "AnimationsEnabledChanged", "MessageDurationChanged")

INTERFACES = [
    ("IUISettings", iid("85361600-1C63-4627-BCB1-3A89E0BC9C55"),
     ("get_HandPreference", "get_CursorSize", "get_ScrollBarSize", "get_ScrollBarArrowSize",
      "get_ScrollBarThumbBoxSize", "get_MessageDuration", "get_AnimationsEnabled",
      "get_CaretBrowsingEnabled", "get_CaretBlinkRate", "get_CaretWidth",
      "get_DoubleClickTime", "get_MouseHoverTime", "UIElementColor")),
    ("IUISettings2", iid("BAD82401-2721-44F9-BB91-2BB228BE442F"),
     ("get_TextScaleFactor", "add_TextScaleFactorChanged", "remove_TextScaleFactorChanged")),
    ("IUISettings3", iid("03021BE4-5254-4781-8194-5168F7D06D7B"),
     ("GetColorValue", "add_ColorValuesChanged", "remove_ColorValuesChanged")),
    ("IUISettings4", iid("52BB3002-919B-4D6B-9B78-8DD66FF4B93B"),
     ("get_AdvancedEffectsEnabled", "add_AdvancedEffectsEnabledChanged",
      "remove_AdvancedEffectsEnabledChanged")),
    ("IUISettings5", iid("5349D588-0CB5-5F05-BD34-706B3231F0BD"),
     ("get_AutoHideScrollBars", "add_AutoHideScrollBarsChanged",
      "remove_AutoHideScrollBarsChanged")),
    ("IUISettings6", iid("AEF19BD7-FE31-5A04-ADA4-469AAEC6DFA9"),
     ("add_AnimationsEnabledChanged", "remove_AnimationsEnabledChanged",
      "add_MessageDurationChanged", "remove_MessageDurationChanged")),
]


def _new(vm):
    return RuntimeObject(vm, CLASS_NAME, INTERFACES,
                         state={name: EventSource() for name in _EVENTS})


register_class(CLASS_NAME, _new)
_self = {name: declare_interface(name) for name, _, _ in INTERFACES}


def _declare(iface, method, params, doc):
    """Declare ``iface``'s ``method`` over ``fn(c, obj, *args)``."""
    def wrap(fn):
        def handler(c, this, *args):
            return fn(c, _self[iface](c, this), *args)
        handler.__name__ = "%s_%s" % (iface, method)
        handler.__doc__ = "%s::%s: %s" % (iface, method, doc)
        api(COMBASE, "wineagent.%s_%s" % (iface, method), "LPVOID this" + params,
            widths=BOTH)(handler)
        return fn
    return wrap


def _out(c, out, data):
    if not out:
        return E_POINTER
    c.vm.mem.write(out, data)
    return S_OK


def _size(c, out, cx, cy):
    vm = c.vm
    return _out(c, out, struct.pack("<ff", system_metric(vm, cx), system_metric(vm, cy)))


def _u32(c, out, value):
    return _out(c, out, struct.pack("<I", value))


def _bool(c, out, value):
    return _out(c, out, bytes([1 if value else 0]))


# -- IUISettings ----------------------------------------------------------------------------
for _method, _doc, _fn in (
        ("get_HandPreference", "LeftHanded unless SPI_GETMENUDROPALIGNMENT is set.",
         lambda c, o, out: _u32(c, out, RIGHT_HANDED if setting(c.vm, "MENUDROPALIGNMENT")
                                else LEFT_HANDED)),
        ("get_CursorSize", "SM_CXCURSOR x SM_CYCURSOR.", lambda c, o, out: _size(c, out, 13, 14)),
        ("get_ScrollBarSize", "SM_CXVSCROLL x SM_CYHSCROLL.",
         lambda c, o, out: _size(c, out, 2, 3)),
        ("get_ScrollBarArrowSize", "SM_CXHSCROLL x SM_CYVSCROLL.",
         lambda c, o, out: _size(c, out, 21, 20)),
        ("get_ScrollBarThumbBoxSize", "SM_CXHTHUMB x SM_CYVTHUMB.",
         lambda c, o, out: _size(c, out, 10, 9)),
        ("get_MessageDuration", "5 seconds.",
         lambda c, o, out: _u32(c, out, MESSAGE_DURATION)),
        ("get_AnimationsEnabled", "SPI_GETUIEFFECTS.",
         lambda c, o, out: _bool(c, out, setting(c.vm, "UIEFFECTS"))),
        ("get_CaretBrowsingEnabled", "FALSE.", lambda c, o, out: _bool(c, out, False)),
        ("get_CaretBlinkRate", "GetCaretBlinkTime.",
         lambda c, o, out: _u32(c, out, c.vm.wm.caret_blink_ms)),
        ("get_CaretWidth", "SPI_GETCARETWIDTH.",
         lambda c, o, out: _u32(c, out, setting(c.vm, "CARETWIDTH"))),
        ("get_DoubleClickTime", "GetDoubleClickTime.",
         lambda c, o, out: _u32(c, out, setting(c.vm, "DOUBLECLICKTIME") or DOUBLE_CLICK_MS)),
        ("get_MouseHoverTime", "SPI_GETMOUSEHOVERTIME.",
         lambda c, o, out: _u32(c, out, setting(c.vm, "MOUSEHOVERTIME")))):
    _declare("IUISettings", _method, ", LPVOID out", _doc)(_fn)


def _argb(a, r, g, b):
    return bytes([a, r, g, b])


@_declare("IUISettings", "UIElementColor", ", INT element, LPVOID out",
          "GetSysColor of a classic element; the accent colour for AccentColor.")
def _element_color(c, obj, element, out):
    if element == ELEMENT_ACCENT:
        return _out(c, out, _argb(*_COLORS[ACCENT]))
    index = _ELEMENTS.get(element)
    if index is None:
        return E_INVALIDARG
    return _out(c, out, _argb(255, *c.vm.gdi.sys_color(index)))


# -- IUISettings2 to 6 --------------------------------------------------------------------
@_declare("IUISettings2", "get_TextScaleFactor", ", LPVOID out", "1.0.")
def _text_scale(c, obj, out):
    return _out(c, out, struct.pack("<d", 1.0))


@_declare("IUISettings3", "GetColorValue", ", INT kind, LPVOID out",
          "The light theme's colour of a UIColorType (E_INVALIDARG for Complement).")
def _color_value(c, obj, kind, out):
    color = _COLORS.get(kind)
    if color is None:
        return E_INVALIDARG
    return _out(c, out, _argb(*color))


@_declare("IUISettings4", "get_AdvancedEffectsEnabled", ", LPVOID out", "FALSE.")
def _effects(c, obj, out):
    return _bool(c, out, False)


@_declare("IUISettings5", "get_AutoHideScrollBars", ", LPVOID out", "TRUE.")
def _autohide(c, obj, out):
    return _bool(c, out, True)


def _declare_event(iface, event):
    _declare(iface, "add_" + event, ", LPVOID handler, LPVOID token",
             "keep a handler of %s (a reference taken); its token." % event)(
        lambda c, obj, handler, token: obj.state[event].add(c.vm, handler, token))
    _declare(iface, "remove_" + event, ", INT64 token",
             "drop the %s handler of a token." % event)(
        lambda c, obj, token: obj.state[event].remove(c.vm, token))


for _iface, _event in (("IUISettings2", "TextScaleFactorChanged"),
                       ("IUISettings3", "ColorValuesChanged"),
                       ("IUISettings4", "AdvancedEffectsEnabledChanged"),
                       ("IUISettings5", "AutoHideScrollBarsChanged"),
                       ("IUISettings6", "AnimationsEnabledChanged"),
                       ("IUISettings6", "MessageDurationChanged")):
    _declare_event(_iface, _event)
