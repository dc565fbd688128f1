"""System-wide answers USER gives about the desktop: SystemParametersInfo's settings,
the display mode EnumDisplaySettings reports, registered window-message names, and the
desktop window itself.

The values are those of a Windows 2000 desktop in the classic scheme at 96 dpi with no
taskbar (the work area is the whole screen) and no visual effects switched on; the
metrics in NONCLIENTMETRICS follow GetSystemMetrics (``system_metric``) as Windows
derives them (``SM_CYCAPTION = iCaptionHeight + 1``), so the two never disagree.
"""

import struct

from .pyproc import window_proc
from .scrollbars import WHEEL_SCROLL_CHARS, WHEEL_SCROLL_LINES
from .uistate import KEYBOARD_CUES
from .window import def_window_proc, frame_changed
from .wm import DEFAULT_FRAME, WS_POPUP, WS_VISIBLE, FrameSizes, Window, WindowClass
from ..core.structures import ICONMETRICS, LOGFONT, NONCLIENTMETRICS
from ..kernel.atoms import AtomError
from ..gdi.devcaps import SCREEN_BPP
from ..gdi.objects import Font
from ..gdi.textmetrics import metrics as text_metrics

__all__ = ["icon_font", "set_icon_font", "NCM_SIZES", "NCM_FONTS", "nonclient_raw", "nonclient_cooked", "set_nonclient",
           "frame_sizes", "apply_nonclient", "nonclient_writes",
           "font_of", "avg_char_width", "registry_defaults", "SPI_SETTINGS", "SPI_GETS", "SPI_SETS", "SPI_NAMES", "setting", "set_setting", "logfont", "nonclient_metrics", "icon_metrics",
           "display_mode", "register_message", "desktop_window", "desktop_proc", "DESKTOP_HWND",
           "message_window", "MESSAGE_HWND"]

#: The desktop window's handle: below the first handle the window manager gives out, so
#: creating it on first use shifts no other window's handle.
DESKTOP_HWND = 0x00010010
WS_CLIPCHILDREN = 0x02000000
WS_CLIPSIBLINGS = 0x04000000

# -- SystemParametersInfo --------------------------------------------------------------
class Setting:
    """One SystemParametersInfo setting: its GET and SET actions (None: Windows has no
    such action), its Windows 2000 default (classic scheme, effects off), where SET
    takes the value (``"ui"`` uiParam, ``"pv"`` pvParam itself), and where
    SPIF_UPDATEINIFILE keeps it: HKCU\\``key`` value ``value`` in ``form`` —
    ``"num"`` a decimal REG_SZ, ``"bool"`` "1"/"0", ``"yesno"`` "Yes"/"No",
    ``"smooth"`` "2"/"0" (FontSmoothing), ``"dword"`` a REG_DWORD. (Windows XP writes the
    WindowMetrics sizes in twips, -15 a pixel; Wine 8, the oracle, in pixels, as here.)
    ``low`` is the smallest value SET keeps."""

    def __init__(self, name, get, set_, default, arg="ui", key=None, value=None, form="num",
                 low=None):
        self.name, self.get, self.set, self.default, self.arg = name, get, set_, default, arg
        self.key, self.value, self.form, self.low = key, value, form, low

    def reg_value(self, value):
        """(registry type, data) of ``value`` as Windows writes it."""
        if self.form == "dword":
            return 4, struct.pack("<I", value & 0xFFFFFFFF)
        text = {"bool": lambda v: "1" if v else "0", "yesno": lambda v: "Yes" if v else "No",
                "smooth": lambda v: "2" if v else "0"}.get(self.form, str)(value)
        return 1, text


DESKTOP, MOUSE, KEYBOARD = "Control Panel\\Desktop", "Control Panel\\Mouse", \
    "Control Panel\\Keyboard"
METRICS, ACCESS = DESKTOP + "\\WindowMetrics", "Control Panel\\Accessibility\\"
S = Setting
#: Every setting SystemParametersInfo keeps: one row per GET/SET pair.
SPI_SETTINGS = (
    S("BEEP", 0x01, 0x02, 1, key="Control Panel\\Sound", value="Beep", form="yesno"),
    S("BORDER", 0x05, 0x06, 1, key=METRICS, value="BorderWidth", low=1),
    S("KEYBOARDSPEED", 0x0A, 0x0B, 31, key=KEYBOARD, value="KeyboardSpeed"),
    S("ICONHORIZONTALSPACING", None, 0x0D, 75, key=METRICS, value="IconSpacing",
      low=32),
    S("SCREENSAVETIMEOUT", 0x0E, 0x0F, 0, key=DESKTOP, value="ScreenSaveTimeOut"),
    S("SCREENSAVEACTIVE", 0x10, 0x11, 0, key=DESKTOP, value="ScreenSaveActive", form="bool"),
    S("KEYBOARDDELAY", 0x16, 0x17, 1, key=KEYBOARD, value="KeyboardDelay"),
    S("ICONVERTICALSPACING", None, 0x18, 75, key=METRICS, value="IconVerticalSpacing",
      low=32),
    S("ICONTITLEWRAP", 0x19, 0x1A, 1, key=METRICS, value="IconTitleWrap", form="bool"),
    S("MENUDROPALIGNMENT", 0x1B, 0x1C, 0,
      key="Software\\Microsoft\\Windows NT\\CurrentVersion\\Windows",
      value="MenuDropAlignment", form="bool"),
    S("DOUBLECLKWIDTH", None, 0x1D, 4, key=MOUSE, value="DoubleClickWidth"),
    S("DOUBLECLKHEIGHT", None, 0x1E, 4, key=MOUSE, value="DoubleClickHeight"),
    S("DOUBLECLICKTIME", None, 0x20, 500, key=MOUSE, value="DoubleClickSpeed"),
    S("MOUSEBUTTONSWAP", None, 0x21, 0, key=MOUSE, value="SwapMouseButtons", form="bool"),
    S("DRAGFULLWINDOWS", 0x26, 0x25, 0, key=DESKTOP, value="DragFullWindows", form="bool"),
    S("SHOWSOUNDS", 0x38, 0x39, 0, key=ACCESS + "ShowSounds", value="On", form="bool"),
    S("KEYBOARDPREF", 0x44, 0x45, 0, key=ACCESS + "Keyboard Preference", value="On",
      form="bool"),
    S("SCREENREADER", 0x46, 0x47, 0, key=ACCESS + "Blind Access", value="On", form="bool"),
    S("FONTSMOOTHING", 0x4A, 0x4B, 0, key=DESKTOP, value="FontSmoothing", form="smooth"),
    S("LOWPOWERACTIVE", 0x53, 0x55, 0, key=DESKTOP, value="LowPowerActive", form="bool"),
    S("POWEROFFACTIVE", 0x54, 0x56, 0, key=DESKTOP, value="PowerOffActive", form="bool"),
    S("SNAPTODEFBUTTON", 0x5F, 0x60, 0, key=MOUSE, value="SnapToDefaultButton", form="bool"),
    S("MOUSEHOVERWIDTH", 0x62, 0x63, 4, key=MOUSE, value="MouseHoverWidth"),
    S("MOUSEHOVERHEIGHT", 0x64, 0x65, 4, key=MOUSE, value="MouseHoverHeight"),
    S("MOUSEHOVERTIME", 0x66, 0x67, 400, key=MOUSE, value="MouseHoverTime"),
    S("WHEELSCROLLLINES", 0x68, 0x69, WHEEL_SCROLL_LINES, key=DESKTOP,
      value="WheelScrollLines"),
    S("MENUSHOWDELAY", 0x6A, 0x6B, 400, key=DESKTOP, value="MenuShowDelay"),
    S("WHEELSCROLLCHARS", 0x6C, 0x6D, WHEEL_SCROLL_CHARS, key=DESKTOP,
      value="WheelScrollChars"),
    S("MOUSESPEED", 0x70, 0x71, 10, arg="pv", key=MOUSE, value="MouseSensitivity"),
    S("CARETWIDTH", 0x2006, 0x2007, 1, arg="pv", key=DESKTOP, value="CaretWidth",
      form="dword"),
    S("FONTSMOOTHINGTYPE", 0x200A, 0x200B, 1, arg="pv", key=DESKTOP,
      value="FontSmoothingType", form="dword"),
    S("FONTSMOOTHINGCONTRAST", 0x200C, 0x200D, 1400, arg="pv", key=DESKTOP,
      value="FontSmoothingGamma", form="dword"),
    S("FOCUSBORDERWIDTH", 0x200E, 0x200F, 1, arg="pv", key=DESKTOP,
      value="FocusBorderWidth", form="dword"),
    S("FOCUSBORDERHEIGHT", 0x2010, 0x2011, 1, arg="pv", key=DESKTOP,
      value="FocusBorderHeight", form="dword"),
    S("FONTSMOOTHINGORIENTATION", 0x2012, 0x2013, 1, arg="pv", key=DESKTOP,
      value="FontSmoothingOrientation", form="dword"),
    S("FOREGROUNDLOCKTIMEOUT", 0x2000, 0x2001, 200000, arg="pv", key=DESKTOP,
      value="ForegroundLockTimeout", form="dword"),
    # Read only here: setting them stops the guest (SPI_NAMES).
    S("ACTIVEWINDOWTRACKING", 0x1000, None, 0), S("MENUANIMATION", 0x1002, None, 0),
    S("COMBOBOXANIMATION", 0x1004, None, 0), S("LISTBOXSMOOTHSCROLLING", 0x1006, None, 0),
    S("GRADIENTCAPTIONS", 0x1008, None, 0),
    S("KEYBOARDCUES", 0x100A, None, int(KEYBOARD_CUES)),   # underlines hidden until Alt
    S("ACTIVEWNDTRKZORDER", 0x100C, None, 0), S("HOTTRACKING", 0x100E, None, 0),
    S("MENUFADE", 0x1012, None, 0), S("SELECTIONFADE", 0x1014, None, 0),
    S("TOOLTIPANIMATION", 0x1016, None, 0), S("TOOLTIPFADE", 0x1018, None, 0),
    S("CURSORSHADOW", 0x101A, None, 0), S("MOUSESONAR", 0x101C, None, 0),
    S("MOUSECLICKLOCK", 0x101E, None, 0), S("MOUSEVANISH", 0x1020, None, 0),
    S("FLATMENU", 0x1022, None, 0), S("DROPSHADOW", 0x1024, None, 0),
    S("BLOCKSENDINPUTRESETS", 0x1026, None, 0), S("UIEFFECTS", 0x103E, None, 0),
    # Windows 10's wheel routing (a DWORD at pvParam; Delphi's VCL asks it on 10):
    # MOUSEWHEEL_ROUTING_FOCUS, the wheel goes to the focus window (user/wm_input.py).
    S("MOUSEWHEELROUTING", 0x201C, None, 0),
)
del S
SPI_BY_NAME = {s.name: s for s in SPI_SETTINGS}
SPI_GETS = {s.get: s for s in SPI_SETTINGS if s.get is not None}
SPI_SETS = {s.set: s for s in SPI_SETTINGS if s.set is not None}
#: SPI_GETMOUSE/SPI_SETMOUSE's three numbers (pvParam -> INT[3]) and where they are kept.
SPI_GETMOUSE, SPI_SETMOUSE = 0x03, 0x04
MOUSE_DEFAULT = (6, 10, 1)
MOUSE_VALUES = ("MouseThreshold1", "MouseThreshold2", "MouseSpeed")


_HKCU = 0x80000001


def registry_defaults():
    """The HKEY_CURRENT_USER values a new Windows user has for the settings kept here,
    as (root, key, value name, type, data): each setting's default in the form
    SPIF_UPDATEINIFILE would write it, so the registry and SystemParametersInfo agree
    before any program changes either (kernel/regdefaults.py has the machine's keys)."""
    out = []
    for s in SPI_SETTINGS:
        if s.key is not None:
            type_, data = s.reg_value(s.default)
            out.append((_HKCU, s.key, s.value, type_, data))
    for name, value in zip(MOUSE_VALUES, MOUSE_DEFAULT):
        out.append((_HKCU, MOUSE, name, 1, str(value)))
    out.extend((_HKCU, METRICS) + w for w in nonclient_writes(default_nonclient()))
    out.append((_HKCU, METRICS, "IconFont", 3, logfont(True)))
    out.append((_HKCU, DESKTOP, "Wallpaper", 1, ""))      # no wallpaper
    return out


def setting(vm, name):
    """The session's value of a setting (its default until SystemParametersInfo sets
    it)."""
    return vm.user.spi.get(name, SPI_BY_NAME[name].default) if name in SPI_BY_NAME \
        else vm.user.spi.get(name, MOUSE_DEFAULT)


def set_setting(vm, name, value):
    """Keep ``value`` for the session (raised to the setting's smallest value; a
    yes-or-no setting keeps TRUE for any value but 0, as Windows answers FONTSMOOTHING
    set with 2 or -1 as 1); the value kept."""
    s = SPI_BY_NAME[name]
    if s.form in ("bool", "yesno", "smooth"):
        value = int(value != 0)
    value = value if s.low is None else max(value, s.low)
    vm.user.spi[name] = value
    return value


#: Names for the error that stops a guest using an action we do not implement.
SPI_NAMES = {
    0x0015: "SPI_SETDESKPATTERN",
    0x0042: "SPI_GETHIGHCONTRAST",
    0x0043: "SPI_SETHIGHCONTRAST", 0x0057: "SPI_SETCURSORS",
}
SPI_NAMES.update({s.get + 1: "SPI_SET" + s.name for s in SPI_SETTINGS if s.set is None})

UI_FACE = "MS Sans Serif"   # the Windows 9x/2000 dialog font: 8 points at 96 dpi
UI_HEIGHT = -11


def logfont(wide, height=UI_HEIGHT, weight=400, face=UI_FACE):
    """A LOGFONTA (60 bytes) or LOGFONTW (92 bytes) describing a UI font."""
    return LOGFONT.variant(wide).pack(lfHeight=height, lfWeight=weight, lfFaceName=face)


# -- NONCLIENTMETRICS as settings ------------------------------------------------------
#: NONCLIENTMETRICS' sizes after iBorderWidth (which is the BORDER setting): the field,
#: its value under HKCU\Control Panel\Desktop\WindowMetrics, its Windows 2000 classic
#: default in pixels at 96 dpi (SM_CXVSCROLL 16, SM_CYCAPTION 19, SM_CYMENU 19, ...)
NCM_SIZES = (("iScrollWidth", "ScrollWidth", 16), ("iScrollHeight", "ScrollHeight", 16),
             ("iCaptionWidth", "CaptionWidth", 18), ("iCaptionHeight", "CaptionHeight", 18),
             ("iSmCaptionWidth", "SmCaptionWidth", 12),
             ("iSmCaptionHeight", "SmCaptionHeight", 15),
             ("iMenuWidth", "MenuWidth", 18), ("iMenuHeight", "MenuHeight", 18))
#: its five fonts: the field, the WindowMetrics value (a LOGFONTW, REG_BINARY), the weight
#: of the default (MS Sans Serif 8, bold in captions)
NCM_FONTS = (("lfCaptionFont", "CaptionFont", 700), ("lfSmCaptionFont", "SmCaptionFont", 700),
             ("lfMenuFont", "MenuFont", 400), ("lfStatusFont", "StatusFont", 400),
             ("lfMessageFont", "MessageFont", 400))


def default_nonclient():
    """The NONCLIENTMETRICS a new session starts with (sizes, and fonts as LOGFONT
    field dicts)."""
    lf = LOGFONT.variant(True)
    ncm = {field: value for field, _, value in NCM_SIZES}
    ncm.update((field, lf.unpack(logfont(True, weight=weight))) for field, _, weight in NCM_FONTS)
    return ncm


_DEFAULT = default_nonclient()


def nonclient_raw(vm):
    """The session's NONCLIENTMETRICS as SPI_SETNONCLIENTMETRICS last gave them (what the
    registry keeps), without iBorderWidth (the BORDER setting)."""
    raw = vm.user.spi.get("NCM")
    return raw if raw is not None else default_nonclient()


def font_of(lf):
    """The :class:`Font` a LOGFONT field dict describes (as CreateFontIndirect makes it)."""
    return Font(lf["lfHeight"], lf["lfWeight"], lf["lfFaceName"], lf["lfPitchAndFamily"],
                lf["lfWidth"], lf["lfEscapement"], lf["lfOrientation"], lf["lfItalic"],
                lf["lfUnderline"], lf["lfStrikeOut"], lf["lfCharSet"])


def avg_char_width(font):
    """GdiGetCharDimensions' average width of ``font``: the extent of a-z A-Z over 26,
    rounded as (x / 26 + 1) / 2."""
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return (int(font.pil.getlength(letters)) // 26 + 1) // 2


def nonclient_cooked(vm):
    """The NONCLIENTMETRICS SPI_GETNONCLIENTMETRICS answers and GetSystemMetrics and the
    frames follow: the raw values with Windows' floors (a border of 1, caption buttons
    and scroll bars of 8) and each bar at least as tall as its font needs (the caption
    and small caption 2 + tmHeight, the menu bar 2 + tmHeight + tmExternalLeading), as
    sysparams.c shows of Windows ("cooked values are returned")."""
    ncm = dict(nonclient_raw(vm))
    ncm["iBorderWidth"] = max(1, setting(vm, "BORDER"))
    for field in ("iCaptionWidth", "iScrollWidth", "iScrollHeight"):
        ncm[field] = max(8, ncm[field])
    for field, lf, extra in (("iMenuHeight", "lfMenuFont", True),
                             ("iCaptionHeight", "lfCaptionFont", False),
                             ("iSmCaptionHeight", "lfSmCaptionFont", False)):
        tm = text_metrics(font_of(ncm[lf]))
        ncm[field] = max(ncm[field], 2 + tm["height"] + (tm["external"] if extra else 0))
    return ncm


def nonclient_writes(ncm):
    """(value name, type, data) of the WindowMetrics values SPIF_UPDATEINIFILE writes
    for ``ncm`` (raw): the sizes as decimal REG_SZ pixels, the fonts as LOGFONTW
    REG_BINARY with the face padded with NULs (as Wine 8 writes them)."""
    lf = LOGFONT.variant(True)
    out = [(value, 1, str(ncm[field])) for field, value, _ in NCM_SIZES]
    out.extend((value, 3, lf.pack(**ncm[field])) for field, value, _ in NCM_FONTS)
    return out


def frame_sizes(vm):
    """The :class:`FrameSizes` of the session's cooked metrics (the default object
    itself when they are Windows' defaults, so an untouched session shares it)."""
    ncm = nonclient_cooked(vm)
    fonts = None
    if any(ncm[f] != d for f, d in (("lfCaptionFont", _DEFAULT["lfCaptionFont"]),
                                    ("lfMenuFont", _DEFAULT["lfMenuFont"]))):
        menu = ncm["lfMenuFont"]
        # the menu's default item (MFS_DEFAULT) is drawn in the menu font 300 heavier
        fonts = {"caption": font_of(ncm["lfCaptionFont"]), "menu": font_of(menu),
                 "menu_bold": font_of(dict(menu, lfWeight=min(1000, menu["lfWeight"] + 300)))}
    # SM_CXMIN less the frames: three caption buttons (at least 8 wide), SM_CYSIZE, 4 and
    # four average characters of the caption font. Windows 2000's caption font is Tahoma
    # 8 bold, 7 wide on average (SM_CXMIN 112); the MS Sans Serif strike that stands for
    # it here measures 6, so the default font counts as Tahoma's 7, a font a program
    # sets as measured.
    avcw = 7 if fonts is None else avg_char_width(fonts["caption"])
    sizes = FrameSizes(cx_size=ncm["iCaptionWidth"], cy_size=ncm["iCaptionHeight"],
                       menu_w=ncm["iMenuWidth"], menu_h=ncm["iMenuHeight"],
                       scroll_w=ncm["iScrollWidth"], scroll_h=ncm["iScrollHeight"],
                       sm_w=ncm["iSmCaptionWidth"], sm_h=ncm["iSmCaptionHeight"],
                       cxmin=3 * ncm["iCaptionWidth"] + ncm["iCaptionHeight"] + 4 + 4 * avcw,
                       border=ncm["iBorderWidth"], fonts=fonts)
    return DEFAULT_FRAME if vars(sizes) == vars(DEFAULT_FRAME) else sizes


def menu_check_size(vm, height=None):
    """SM_CXMENUCHECK / SM_CYMENUCHECK: the menu font's height with its external leading,
    less one, made odd (13 for the default MS Sans Serif 8), as Windows sizes its check
    mark after the font (sysparams.c checks it at 96 and 192 DPI). ``height``: the
    font's lfHeight at another DPI (GetSystemMetricsForDpi)."""
    if height is None and vm.wm.nc.fonts is None:
        return 13
    lf = nonclient_cooked(vm)["lfMenuFont"]
    if height is not None:
        lf = dict(lf, lfHeight=height)
    tm = text_metrics(font_of(lf))
    return (tm["height"] + tm["external"] - 1) | 1


def apply_nonclient(vm):
    """Generator: every window takes the session's frame sizes, as Windows lays every
    frame out again after SPI_SETNONCLIENTMETRICS (or SPI_SETBORDER): a window whose
    client area moved or changed size has its frame redrawn, its client area repainted
    and WM_SIZE (SWP_FRAMECHANGED's work); one whose client area stayed has its frame
    redrawn (the caption's font may have changed)."""
    wm = vm.wm
    sizes = frame_sizes(vm)
    if sizes is wm.nc or vars(sizes) == vars(wm.nc):
        return
    wm.nc = sizes
    for win in [w for w in wm.windows.values() if not w.destroyed and w.hwnd != DESKTOP_HWND]:
        before = win.client_offset(), win.client_size()
        win.nc = sizes
        if wm.get(win.hwnd) is not win:
            continue
        if (win.client_offset(), win.client_size()) != before:
            yield from frame_changed(vm, win)
        elif not win.is_child and win.surface is not None:
            wm.redraw_nonclient(win)


def set_nonclient(vm, ncm):
    """Keep ``ncm`` (NONCLIENTMETRICS' fields after cbSize, LOGFONTs as field dicts) as
    the session's raw metrics: iBorderWidth goes to the BORDER setting, the rest is kept
    as given (GET cooks it)."""
    set_setting(vm, "BORDER", ncm["iBorderWidth"])
    vm.user.spi["NCM"] = {k: v for k, v in ncm.items()
                          if k in dict((f, 0) for f, _, _ in NCM_SIZES + NCM_FONTS)}


def nonclient_metrics(vm, wide, metric=None, font_height=None, border=None):
    """NONCLIENTMETRICS after cbSize (without Vista's iPaddedBorderWidth): the session's
    cooked metrics (:func:`nonclient_cooked`). At another DPI (SystemParametersInfoForDpi)
    ``metric`` is GetSystemMetricsForDpi, from which the sizes are taken the way Windows
    derives those metrics from this structure (SM_CYCAPTION = iCaptionHeight + 1, ...),
    and ``font_height`` and ``border`` are the scaled font heights and border."""
    ncm = nonclient_cooked(vm)
    if border is not None:
        ncm["iBorderWidth"] = border
    if font_height is not None:
        for field, _, _ in NCM_FONTS:
            ncm[field] = dict(ncm[field], lfHeight=font_height)
    if metric is not None:
        ncm.update(iScrollWidth=metric(2), iScrollHeight=metric(3), iCaptionWidth=metric(30),
                   iCaptionHeight=metric(4) - 1, iSmCaptionWidth=metric(52),
                   iSmCaptionHeight=metric(51) - 1, iMenuWidth=metric(54),
                   iMenuHeight=metric(15) - 1)
    layout = NONCLIENTMETRICS.variant(wide)
    data = layout.pack(**ncm)
    return data[layout.offsetof("iBorderWidth"):layout.offsetof("iPaddedBorderWidth")]


def icon_font(vm):
    """The session's icon title font (SPI_GETICONTITLELOGFONT, ICONMETRICS' lfFont) as a
    LOGFONTW field dict: MS Sans Serif 8 until a program sets another."""
    lf = vm.user.spi.get("ICONFONT")
    return lf if lf is not None else LOGFONT.variant(True).unpack(logfont(True))


def set_icon_font(vm, lf):
    """Keep ``lf`` (a LOGFONT field dict) as the icon title font; the (value name, type,
    data) SPIF_UPDATEINIFILE writes under WindowMetrics (IconFont, a LOGFONTW)."""
    vm.user.spi["ICONFONT"] = dict(lf)
    return ("IconFont", 3, LOGFONT.variant(True).pack(**lf))


def icon_metrics(vm, metric, wide, font_height=None):
    """ICONMETRICS after cbSize: spacing (GetSystemMetrics' SM_CX/CYICONSPACING through
    ``metric``), wrap, and the icon title font (its height ``font_height`` at another
    DPI)."""
    im = ICONMETRICS.variant(wide)
    font = icon_font(vm)
    if font_height is not None:
        font = dict(font, lfHeight=font_height)
    data = im.pack(iHorzSpacing=metric(38), iVertSpacing=metric(39),
                   iTitleWrap=setting(vm, "ICONTITLEWRAP"), lfFont=font)
    return data[im.offsetof("iHorzSpacing"):]


# -- EnumDisplaySettings ---------------------------------------------------------------
DISPLAY_DEVICE = "\\\\.\\DISPLAY1"
DM_BITSPERPEL, DM_PELSWIDTH, DM_PELSHEIGHT = 0x40000, 0x80000, 0x100000
DM_DISPLAYFLAGS, DM_DISPLAYFREQUENCY, DM_POSITION = 0x200000, 0x400000, 0x20


def display_mode(width, height):
    """(bits per pixel, width, height, flags, frequency) of the one display mode: the
    screen as it is, of the display's depth (what GetDeviceCaps(BITSPIXEL) says), 60 Hz."""
    return (SCREEN_BPP, width, height, 0, 60)


# -- RegisterWindowMessage and RegisterClipboardFormat -----------------------------------
def register_message(wm, name):
    """The message number for ``name`` (in 0xC000-0xFFFF): its atom in the user atom
    table, which window class names and clipboard formats share as on Windows (so
    RegisterWindowMessage of a registered class's name is the class atom); the same for
    every spelling that differs only in case, named by the first one; 0 when full. A
    registered name stays as long as the session."""
    table = wm.user_atoms
    atom = table.find(name)
    if atom:
        return atom
    try:
        return table.add(name)
    except AtomError:
        return 0


# -- the desktop window -------------------------------------------------------------------
def desktop_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the desktop (#32769): DefWindowProc's answers, except that
    the desktop cannot be closed."""
    if msg == 0x0010:  # WM_CLOSE
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, True))


window_proc("USER32.dll", "wineagent.DesktopProc", desktop_proc)


#: The message-only windows' parent (GetAncestor(GA_PARENT) of an HWND_MESSAGE window):
#: like the desktop, below the first handle the window manager gives out.
MESSAGE_HWND = 0x00010012


def message_window(vm):
    """The root of the message-only windows (class "Message"), made on first use: a
    hidden 100 x 100 popup at (0, 0), as Windows and Wine make it. A WS_CHILD window
    created with HWND_MESSAGE is its child; it is never shown, so neither are they."""
    wm = vm.wm
    win = wm.windows.get(MESSAGE_HWND)
    if win is None:
        cls = wm.find_class("Message")
        if cls is None:
            desktop_window(vm)      # registers the procedure both use
            addr = vm.proc_address("USER32.dll", "wineagent.DesktopProc")
            cls = WindowClass("Message", 0, addr, 0, 0, 0, 0, 0, 0, builtin=True)
            wm.register_class(cls)
        win = Window(MESSAGE_HWND, cls, "", WS_POPUP | WS_CLIPSIBLINGS | WS_CLIPCHILDREN, 0,
                     0, 0, 100, 100, 0, 0, 0, 0)
        win.state["message_only"] = win.state["message_root"] = True
        wm.windows[MESSAGE_HWND] = win
    return win


def desktop_window(vm):
    """The desktop window (class #32769), made on first use: a screen-sized popup that
    is the parent of every top-level window but is never composed (the screen's
    background is drawn by GDI)."""
    wm = vm.wm
    win = wm.windows.get(DESKTOP_HWND)
    if win is None:
        cls = wm.find_class("#32769")
        if cls is None:
            addr = vm.proc_address("USER32.dll", "wineagent.DesktopProc")
            wm.register_python_proc(addr, desktop_proc)
            cls = WindowClass("#32769", 0x8, addr, 0, 0, 0, 0, 0, 2, builtin=True)
            wm.register_class(cls)
        win = Window(DESKTOP_HWND, cls, "", WS_POPUP | WS_VISIBLE | WS_CLIPCHILDREN, 0, 0, 0,
                     wm.width, wm.height, 0, 0, 0, 0)
        wm.windows[DESKTOP_HWND] = win
    return win
