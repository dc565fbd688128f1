"""comctl32 6's task dialog: TaskDialogIndirect's window, its layout and its procedure.

What Microsoft documents (TASKDIALOGCONFIG, TASKDIALOG_BUTTON, the TDF_* flags, the TDN_*
notifications to ``pfCallback`` and the TDM_* messages it may send), built as Wine's
comctl32 builds it: a modal ``#32770`` dialog (``dialogs.dialog_box``) whose procedure
makes ordinary child windows in WM_INITDIALOG, in this order (the order EnumChildWindows
and ``snapshot`` see them): the main icon (a STATIC with SS_ICON), the main instruction
(a STATIC in a bold font 5/4 of the message font's height), the content, the expanded
information (a STATIC, or a SysLink with TDF_ENABLE_HYPERLINKS), the progress bar, the
radio buttons, the command links (TDF_USE_COMMAND_LINKS: the custom buttons as
BS_COMMANDLINK buttons), the expando button ("See details" / "Hide details"), the
verification check box, the push buttons (the custom ones, then the common ones in the
order OK, Yes, No, Retry, Cancel, Close; OK alone when there is no button at all), the
footer icon and the footer. Every control is a real window: an agent reads them in a
snapshot and clicks them; Enter presses the default button (``nDefaultButton``, else the
first), Esc and the close box press Cancel when there is one or with
TDF_ALLOW_DIALOG_CANCELLATION, Alt+letter a control's mnemonic (the dialog manager's).

The callback hears TDN_DIALOG_CONSTRUCTED and TDN_CREATED before the dialog shows, then
TDN_RADIO_BUTTON_CLICKED for the default radio button (unless
TDF_NO_DEFAULT_RADIO_BUTTON), TDN_BUTTON_CLICKED for each button pressed (S_FALSE keeps
the dialog open), TDN_RADIO_BUTTON_CLICKED, TDN_VERIFICATION_CLICKED,
TDN_EXPANDO_BUTTON_CLICKED, TDN_HYPERLINK_CLICKED (the link's href), TDN_TIMER about every
200 ms with TDF_CALLBACK_TIMER (milliseconds since the dialog was made or since the
callback last answered S_FALSE), TDN_DIALOG_CONSTRUCTED and TDN_NAVIGATED after
TDM_NAVIGATE_PAGE (the window takes the new page's title), TDN_HELP on
WM_HELP, and TDN_DESTROYED.

Not here (each stops the guest naming it): right-to-left layout (TDF_RTL_LAYOUT), the
marquee progress bar and the progress bar's states (our progress bar has neither), and
buttons' elevation shields (TDM_SET_BUTTON_ELEVATION_REQUIRED_STATE). Command links are
drawn with their arrow also under TDF_USE_COMMAND_LINKS_NO_ICON. TDF_SIZE_TO_CONTENT
keeps the minimum width, as in Wine 8: its measure of the content (a label laid out
within zero pixels, the answer capped at zero) never widens the dialog; Windows' own
rule for a wider one is not documented beyond "the width of its content area", so the
layout stays Wine's, whose screens the tests compare with.
"""

import os

from ...abi.api import GuestCall, Unimplemented
from ..core.dllnames import COMCTL32
from ..core.messages import (WM_COMMAND, WM_DESTROY, WM_INITDIALOG, WM_SETFONT, WM_SETTEXT,
                             WM_TIMER)
from ..core.structures import DRAWITEMSTRUCT, NMHDR, TASKDIALOG_BUTTON, TASKDIALOGCONFIG
from ..core.styles import WS_CHILD, WS_GROUP, WS_TABSTOP, WS_VISIBLE
from ..gdi.colors import SYS_COLORS
from ..gdi.drawtext import draw_text, text_extent
from ..gdi.objects import Font, ui_font
from ..kernel.resources import module_resources
from ..user.dialogs import (DialogTemplate, dialog_box, end_dialog, font_base_units, muldiv,
                            set_msgresult)
from ..user.dlgconst import DS_MODALFRAME, DS_SETFOREGROUND
from ..user.pyproc import window_proc
from ..user.resources import IDI_IDS, load_icon
from ..user.window import adjust_rect, create_window, reposition, show_window
from ..user.wm import WS_CAPTION, WS_DISABLED, WS_POPUP, WS_SYSMENU
from .syslink import NM_CLICK, NM_RETURN, SZURL_OFF, parse_markup

__all__ = ["task_dialog", "TASKDIALOG_PROC", "S_OK", "S_FALSE", "E_INVALIDARG", "E_FAIL"]

#: The dialog's procedure, an internal thunk of COMCTL32 (``window_proc`` below).
TASKDIALOG_PROC = "wineagent.TaskDialogProc"

S_OK, S_FALSE, E_INVALIDARG, E_FAIL = 0, 1, 0x80070057, 0x80004005

# TASKDIALOG_FLAGS
TDF_ENABLE_HYPERLINKS, TDF_USE_HICON_MAIN, TDF_USE_HICON_FOOTER = 0x1, 0x2, 0x4
TDF_ALLOW_DIALOG_CANCELLATION, TDF_USE_COMMAND_LINKS = 0x8, 0x10
TDF_USE_COMMAND_LINKS_NO_ICON, TDF_EXPAND_FOOTER_AREA = 0x20, 0x40
TDF_EXPANDED_BY_DEFAULT, TDF_VERIFICATION_FLAG_CHECKED = 0x80, 0x100
TDF_SHOW_PROGRESS_BAR, TDF_SHOW_MARQUEE_PROGRESS_BAR = 0x200, 0x400
TDF_CALLBACK_TIMER, TDF_POSITION_RELATIVE_TO_WINDOW = 0x800, 0x1000
TDF_RTL_LAYOUT, TDF_NO_DEFAULT_RADIO_BUTTON, TDF_CAN_BE_MINIMIZED = 0x2000, 0x4000, 0x8000
# TASKDIALOG_COMMON_BUTTON_FLAGS, in the order the buttons appear, with their ids and labels
IDOK, IDCANCEL, IDRETRY, IDYES, IDNO, IDCLOSE = 1, 2, 4, 6, 7, 8
COMMON_BUTTONS = ((0x01, IDOK, "OK"), (0x02, IDYES, "&Yes"), (0x04, IDNO, "&No"),
                  (0x10, IDRETRY, "&Retry"), (0x08, IDCANCEL, "Cancel"),
                  (0x20, IDCLOSE, "&Close"))
# TASKDIALOG_NOTIFICATIONS
(TDN_CREATED, TDN_NAVIGATED, TDN_BUTTON_CLICKED, TDN_HYPERLINK_CLICKED, TDN_TIMER,
 TDN_DESTROYED, TDN_RADIO_BUTTON_CLICKED, TDN_DIALOG_CONSTRUCTED, TDN_VERIFICATION_CLICKED,
 TDN_HELP, TDN_EXPANDO_BUTTON_CLICKED) = range(11)
# TASKDIALOG_MESSAGES
WM_USER = 0x400
TDM_NAVIGATE_PAGE = WM_USER + 101
TDM_CLICK_BUTTON = WM_USER + 102
TDM_SET_MARQUEE_PROGRESS_BAR = WM_USER + 103
TDM_SET_PROGRESS_BAR_STATE = WM_USER + 104
TDM_SET_PROGRESS_BAR_RANGE = WM_USER + 105
TDM_SET_PROGRESS_BAR_POS = WM_USER + 106
TDM_SET_PROGRESS_BAR_MARQUEE = WM_USER + 107
TDM_SET_ELEMENT_TEXT = WM_USER + 108
TDM_CLICK_RADIO_BUTTON = WM_USER + 110
TDM_ENABLE_BUTTON = WM_USER + 111
TDM_ENABLE_RADIO_BUTTON = WM_USER + 112
TDM_CLICK_VERIFICATION = WM_USER + 113
TDM_UPDATE_ELEMENT_TEXT = WM_USER + 114
TDM_SET_BUTTON_ELEVATION_REQUIRED_STATE = WM_USER + 115
TDM_UPDATE_ICON = WM_USER + 116
# TASKDIALOG_ELEMENTS and TASKDIALOG_ICON_ELEMENTS
TDE_CONTENT, TDE_EXPANDED_INFORMATION, TDE_FOOTER, TDE_MAIN_INSTRUCTION = 0, 1, 2, 3
TDIE_ICON_MAIN, TDIE_ICON_FOOTER = 0, 1
#: TD_WARNING_ICON .. TD_SHIELD_ICON (MAKEINTRESOURCEW(-1) .. (-4)) -> the IDI_* they show.
TD_ICONS = {0xFFFF: 32515, 0xFFFE: 32513, 0xFFFD: 32516, 0xFFFC: 32518}
SYSTEM_ICON_BASE = 0x00070000

# Other windows' numbers
WM_ENABLE, WM_NOTIFY, WM_HELP, WM_DRAWITEM, WM_NEXTDLGCTL = 0x000A, 0x004E, 0x0053, 0x002B, 0x0028
DM_SETDEFID = WM_USER + 1
BN_CLICKED, BM_GETCHECK, BM_SETCHECK, BM_CLICK = 0, 0xF0, 0xF1, 0xF5
BS_AUTOCHECKBOX, BS_AUTORADIOBUTTON, BS_OWNERDRAW = 0x3, 0x9, 0xB
BS_COMMANDLINK, BS_DEFCOMMANDLINK = 0xE, 0xF
BS_LEFT, BS_TOP, BS_MULTILINE = 0x100, 0x400, 0x2000
SS_ICON, STM_SETICON = 0x3, 0x170
PBM_SETRANGE, PBM_SETPOS = 0x401, 0x402
WS_MINIMIZEBOX = 0x00020000
DT_WORDBREAK, DT_EXPANDTABS, DT_NOPREFIX = 0x10, 0x40, 0x800
LM_GETIDEALSIZE = WM_USER + 0x301

# Layout, in dialog units of the message font (Wine's numbers)
MIN_WIDTH_DLU, SPACING_DLU, BUTTON_W_DLU, BUTTON_H_DLU, EXPANDO_ICON_DLU = 240, 5, 50, 14, 10
TIMER_ID, TIMER_MS = 1, 200
ICON_SIZE, SMALL_ICON_SIZE, PROGRESS_H, RADIO_BOX = 32, 16, 16, 13


class TaskDialog:
    """One running task dialog: the configuration read from the program, its controls,
    and the answers TaskDialogIndirect returns."""

    def __init__(self, vm, config):
        self.vm, self.hwnd = vm, 0
        self.radio, self.verified, self.expanded = 0, False, False
        self.tick = 0
        self.read(config)

    # -- the configuration ------------------------------------------------------------------
    def read(self, addr):
        """Read a TASKDIALOGCONFIG (again for TDM_NAVIGATE_PAGE)."""
        vm = self.vm
        c = TASKDIALOGCONFIG.at(vm.mem, addr, vm.ptr_size)
        self.flags = c.dwFlags & 0xFFFFFFFF
        for bit, what in ((TDF_RTL_LAYOUT, "TDF_RTL_LAYOUT"),
                          (TDF_SHOW_MARQUEE_PROGRESS_BAR, "TDF_SHOW_MARQUEE_PROGRESS_BAR")):
            if self.flags & bit:
                raise Unimplemented("%s!TaskDialogIndirect: %s" % (COMCTL32, what))
        self.parent, self.inst = c.hwndParent, c.hInstance
        self.common = c.dwCommonButtons
        self.title = self.text(c.pszWindowTitle)
        if self.title is None:
            self.title = os.path.basename((vm.image_path or "").replace("\\", "/"))
        self.main_icon, self.footer_icon = c.hMainIcon, c.hFooterIcon
        self.instruction = self.text(c.pszMainInstruction)
        self.content = self.text(c.pszContent)
        self.buttons = self.button_list(c.cButtons, c.pButtons)
        self.default_button = c.nDefaultButton
        self.radios = self.button_list(c.cRadioButtons, c.pRadioButtons)
        self.default_radio = c.nDefaultRadioButton
        self.verification = self.text(c.pszVerificationText)
        self.expanded_info = self.text(c.pszExpandedInformation)
        expanded_ctl = self.text(c.pszExpandedControlText)
        collapsed_ctl = self.text(c.pszCollapsedControlText)
        if expanded_ctl is None and collapsed_ctl is None:
            expanded_ctl, collapsed_ctl = "Hide details", "See details"
        self.expando_texts = (collapsed_ctl if collapsed_ctl is not None else expanded_ctl,
                              expanded_ctl if expanded_ctl is not None else collapsed_ctl)
        self.footer = self.text(c.pszFooter)
        self.callback, self.data = c.pfCallback, c.lpCallbackData
        self.cx_dlu = c.cxWidth
        self.controls = {}

    def text(self, value):
        """A PCWSTR member: None, a string of the program's (or ``hInstance``'s) string
        table when it is a resource id (IS_INTRESOURCE), else the string."""
        if not value:
            return None
        if value < 0x10000:
            res = module_resources(self.vm, self.inst)
            if res is None:
                raise Unimplemented("%s!TaskDialogIndirect: a string of module %#x"
                                    % (COMCTL32, self.inst))
            return res.string(value)
        return self.vm.mem.wstr(value)

    def button_list(self, count, addr):
        if not count or not addr:
            return []
        size = TASKDIALOG_BUTTON.sizeof(self.vm.ptr_size)
        out = []
        for i in range(count):
            b = TASKDIALOG_BUTTON.at(self.vm.mem, addr + i * size, self.vm.ptr_size)
            out.append((b.nButtonID, self.text(b.pszButtonText) or ""))
        return out

    @property
    def command_links(self):
        return bool(self.flags & (TDF_USE_COMMAND_LINKS | TDF_USE_COMMAND_LINKS_NO_ICON))

    # -- the callback -----------------------------------------------------------------------
    def notify(self, code, wparam=0, lparam=0):
        """Generator: tell the callback ``code``; its HRESULT (S_OK without a callback)."""
        if not self.callback:
            return S_OK
        r = yield GuestCall(self.callback, (self.hwnd, code, wparam, lparam, self.data))
        return (r or 0) & 0xFFFFFFFF


def task_dialog(vm, config, wide=True):
    """Generator: TaskDialogIndirect — (HRESULT, button, radio button, verification)."""
    if not config or vm.mem.u32(config) != TASKDIALOGCONFIG.sizeof(vm.ptr_size):
        return E_INVALIDARG, 0, 0, False
    td = TaskDialog(vm, config)
    tpl = DialogTemplate()
    tpl.style = WS_POPUP | DS_MODALFRAME | WS_CAPTION | WS_SYSMENU
    if td.flags & TDF_CAN_BE_MINIMIZED:
        tpl.style |= WS_MINIMIZEBOX
    if not td.flags & 0x10000:                    # TDF_NO_SET_FOREGROUND
        tpl.style |= DS_SETFOREGROUND
    tpl.title = td.title
    key = vm.user.taskdialog_next
    vm.user.taskdialog_next = key + 1
    vm.user.taskdialog_starting[key] = td
    try:
        result = yield from dialog_box(vm, tpl, vm.image.base, td.parent,
                                       vm.proc_address(COMCTL32, TASKDIALOG_PROC), key, wide)
    finally:
        vm.user.taskdialog_starting.pop(key, None)
    if not td.hwnd or result == 0xFFFFFFFF:
        return E_FAIL, 0, 0, False
    return S_OK, result, td.radio, td.verified


# -- building the controls ----------------------------------------------------------------------
def _font_handle(vm, font):
    return vm.gdi.handle_of(font) or vm.gdi.add(font)


def _instruction_font():
    # Wine's choice: the message font, bold, 5/4 as high (Windows draws it in a larger,
    # blue font of its theme).
    base = ui_font("message")
    return Font(base.height * 5 // 4, 700, base.face)


def _child(vm, td, key, cls, text, style, cid=0, font=None):
    """Generator: create one control of the dialog (placed later by _layout)."""
    from_hwnd = yield from _create(vm, td, cls, text, style, cid)
    ctl = vm.wm.get(from_hwnd) if from_hwnd else None
    if ctl is None:
        return None
    yield from vm.wm.send(from_hwnd, WM_SETFONT, _font_handle(vm, font or ui_font("message")), 0)
    if key is not None:
        td.controls[key] = ctl
    return ctl


def _create(vm, td, cls, text, style, cid):
    return (yield from create_window(vm, 0, cls, text or "", WS_CHILD | WS_VISIBLE | style,
                                     0, 0, 0, 0, td.hwnd, cid, 0, 0, True))


def _icon_handle(vm, td, value, use_handle, small):
    """The HICON an icon member names: the handle itself (TDF_USE_HICON_*), a TD_*_ICON,
    or an icon of ``hInstance``'s resources (an id or a name); 0 when there is none."""
    if not value:
        return 0
    if use_handle:
        return value
    if value in TD_ICONS:
        return SYSTEM_ICON_BASE | TD_ICONS[value]
    name = value if value < 0x10000 else vm.mem.wstr(value)
    res = module_resources(vm, td.inst) if td.inst else vm.resources
    icon = load_icon(vm, name, False, (SMALL_ICON_SIZE,) * 2 if small else None, res=res) \
        if res is not None else None
    if icon is not None:
        icon.module = td.inst or vm.image.base
        return vm.gdi.add(icon)
    if isinstance(name, int) and name in IDI_IDS:
        return SYSTEM_ICON_BASE | name
    return 0


def _icon_control(vm, td, key, which, is_handle, small):
    """Generator: the Static showing the main or footer icon (``which``: a TD_*_ICON, a
    resource or, with ``is_handle``, an HICON), when the page has one."""
    icon = _icon_handle(vm, td, which, is_handle, small)
    if which:
        ctl = yield from _child(vm, td, key, "Static", "", SS_ICON)
        if ctl is not None and icon:
            yield from vm.wm.send(ctl.hwnd, STM_SETICON, icon, 0)


def _build(vm, td):
    """Generator: the controls of the page ``td`` describes, in Wine's order."""
    link = "SysLink" if td.flags & TDF_ENABLE_HYPERLINKS else "Static"
    td.controls = {}
    td.radio_ctls, td.link_ctls, td.button_ctls = [], [], []
    yield from _icon_control(vm, td, "main_icon", td.main_icon,
                             td.flags & TDF_USE_HICON_MAIN, False)
    if td.instruction is not None:
        yield from _child(vm, td, "instruction", "Static", td.instruction, 0,
                          font=_instruction_font())
    if td.content is not None:
        yield from _child(vm, td, "content", link, td.content, WS_TABSTOP if link != "Static" else 0)
    if td.expanded_info is not None:
        td.expanded = bool(td.flags & TDF_EXPANDED_BY_DEFAULT)
        ctl = yield from _child(vm, td, "expanded", link, td.expanded_info,
                                WS_TABSTOP if link != "Static" else 0)
        if ctl is not None and not td.expanded:
            yield from show_window(vm, ctl, 0)
    if td.flags & TDF_SHOW_PROGRESS_BAR:
        yield from _child(vm, td, "progress", "msctls_progress32", "", 0)
    for i, (rid, text) in enumerate(td.radios):
        style = BS_AUTORADIOBUTTON | BS_MULTILINE | BS_TOP | WS_TABSTOP | (WS_GROUP if i == 0 else 0)
        ctl = yield from _child(vm, td, None, "Button", text, style, rid)
        if ctl is not None:
            td.radio_ctls.append(ctl)
    if td.command_links:
        for bid, text in td.buttons:
            kind = BS_DEFCOMMANDLINK if bid == td.default_button else BS_COMMANDLINK
            ctl = yield from _child(vm, td, None, "Button", text,
                                    kind | BS_MULTILINE | BS_LEFT | BS_TOP | WS_TABSTOP, bid)
            if ctl is not None:
                td.link_ctls.append(ctl)
    if td.expanded_info is not None:
        yield from _child(vm, td, "expando", "Button", td.expando_texts[td.expanded],
                          BS_OWNERDRAW | WS_TABSTOP)
    td.verified = bool(td.flags & TDF_VERIFICATION_FLAG_CHECKED)
    if td.verification is not None:
        ctl = yield from _child(vm, td, "verification", "Button", td.verification,
                                BS_AUTOCHECKBOX | BS_MULTILINE | BS_LEFT | BS_TOP | WS_TABSTOP)
        if ctl is not None and td.verified:
            yield from vm.wm.send(ctl.hwnd, BM_SETCHECK, 1, 0)
    push = [] if td.command_links else list(td.buttons)
    push += [(bid, label) for bit, bid, label in COMMON_BUTTONS if td.common & bit]
    if not push and not td.link_ctls:
        push = [(IDOK, "OK")]
    for bid, text in push:
        ctl = yield from _child(vm, td, None, "Button", text, WS_TABSTOP, bid)
        if ctl is not None:
            td.button_ctls.append(ctl)
    yield from _icon_control(vm, td, "footer_icon", td.footer_icon,
                             td.flags & TDF_USE_HICON_FOOTER, True)
    if td.footer is not None:
        yield from _child(vm, td, "footer", link, td.footer, WS_TABSTOP if link != "Static" else 0)
    # The default button: nDefaultButton's, else the first command link or push button.
    everything = td.link_ctls + td.button_ctls
    default = next((c for c in everything if c.id == td.default_button), None) \
        or (everything[0] if everything else None)
    if default is not None:
        yield from vm.wm.send(td.hwnd, WM_NEXTDLGCTL, default.hwnd, 1)
        yield from vm.wm.send(td.hwnd, DM_SETDEFID, default.id, 0)


# -- layout ---------------------------------------------------------------------------------------
def _text_size(wm, ctl, width, font=None):
    """(cx, cy) a label's text takes wrapped within ``width`` pixels."""
    f = font or ui_font("message")
    text = ctl.title or ""
    if ctl.cls.name.lower() == "syslink":
        text = "".join(t for t, _ in parse_markup(text)[0])
        fmt = DT_WORDBREAK | DT_EXPANDTABS | DT_NOPREFIX
    else:
        fmt = DT_WORDBREAK | DT_EXPANDTABS
    w, h = text_extent(f, text, fmt, max(width, 1))
    return min(w, width), max(h, f.line_height)


def _layout(vm, td, first=False):
    """Generator: place the controls top to bottom as Wine's comctl32 does and size the
    dialog to them (centred on the parent with TDF_POSITION_RELATIVE_TO_WINDOW, else on
    the screen, the first time)."""
    wm = vm.wm
    dlg = wm.get(td.hwnd)
    cx, cy = font_base_units(ui_font("message"))
    px = lambda dlu: muldiv(dlu, cx, 4)                    # noqa: E731
    py = lambda dlu: muldiv(dlu, cy, 8)                    # noqa: E731
    hs, vs = px(SPACING_DLU), py(SPACING_DLU)
    width = min(px(max(td.cx_dlu, MIN_WIDTH_DLU)), wm.width)
    ctl = td.controls
    places = []
    y = 0
    icon_r = icon_b = 0
    if "main_icon" in ctl:
        places.append((ctl["main_icon"], hs, vs, ICON_SIZE, ICON_SIZE))
        icon_r, icon_b = hs + ICON_SIZE, vs + ICON_SIZE

    def label(c, left, font=None):
        nonlocal y
        x = left + hs
        w, h = _text_size(wm, c, width - x - hs, font)
        places.append((c, x, y + vs, w, h))
        y = y + vs + h

    if "instruction" in ctl:
        label(ctl["instruction"], icon_r, _instruction_font())
    if "content" in ctl:
        label(ctl["content"], icon_r)
    if "expanded" in ctl and td.expanded and not td.flags & TDF_EXPAND_FOOTER_AREA:
        label(ctl["expanded"], icon_r)
    if "progress" in ctl:
        x = icon_r + hs
        places.append((ctl["progress"], x, y + vs, width - x - hs, PROGRESS_H))
        y += vs + PROGRESS_H
    for c in td.radio_ctls:
        x = icon_r + hs
        w, h = _text_size(wm, c, width - x - hs - RADIO_BOX - 4)
        places.append((c, x, y, width - x - hs, max(h, RADIO_BOX)))
        y += max(h, RADIO_BOX)
    for c in td.link_ctls:
        x = icon_r + hs
        w, h = _text_size(wm, c, width - x - hs - 29)
        places.append((c, x, y + vs, width - x - hs, h + 16))
        y += vs + h + 16
    y = max(y, icon_b)
    exp_r, exp_b = 0, y
    if "expando" in ctl:
        ew = px(MIN_WIDTH_DLU // 2)
        tw = max(_text_size(wm, _Title(t), ew)[0] for t in td.expando_texts)
        h = max(py(EXPANDO_ICON_DLU), ui_font("message").line_height)
        w = min(ew, px(EXPANDO_ICON_DLU) + cx // 2 + tw)
        places.append((ctl["expando"], hs, y + vs, w, h))
        exp_r, exp_b = hs + w, y + vs + h
    if "verification" in ctl:
        c = ctl["verification"]
        w, h = _text_size(wm, c, px(MIN_WIDTH_DLU // 2) - RADIO_BOX - 4)
        w, h = w + RADIO_BOX + 4, max(h, RADIO_BOX)
        places.append((c, hs, exp_b + vs, w, h))
        exp_r, exp_b = max(exp_r, hs + w), exp_b + vs + h
    # The push buttons: right-aligned rows that wrap when they do not fit beside the
    # expando button and the check box.
    bw_min, bh = px(BUTTON_W_DLU), py(BUTTON_H_DLU)
    sizes = [max(_text_size(wm, c, width - exp_r - 2 * hs)[0] + 2 * cx, bw_min)
             for c in td.button_ctls]
    rows, row, x = [], [], exp_r + hs
    for c, w in zip(td.button_ctls, sizes):
        if row and x + w + hs > width:
            rows.append(row)
            row, x = [], exp_r + hs
        row.append((c, w))
        x += w + hs
    if row:
        rows.append(row)
    for i, row in enumerate(rows):
        total = sum(w + hs for _, w in row)
        x = width - total
        for c, w in row:
            places.append((c, x, y + vs, w, bh))
            x += w + hs
        y += vs + bh
    y = max(y, exp_b)
    foot_r, foot_b = 0, y
    if "footer_icon" in ctl:
        places.append((ctl["footer_icon"], hs, y + vs, SMALL_ICON_SIZE, SMALL_ICON_SIZE))
        foot_r, foot_b = hs + SMALL_ICON_SIZE, y + vs + SMALL_ICON_SIZE
    if "footer" in ctl:
        label(ctl["footer"], foot_r)
    y = max(y, foot_b)
    if "expanded" in ctl and td.expanded and td.flags & TDF_EXPAND_FOOTER_AREA:
        label(ctl["expanded"], 0)
    y += vs
    for c, x0, y0, w, h in places:
        if wm.get(c.hwnd) is not None:
            yield from reposition(vm, c, x0, y0, w, h)
    l, t, r, b = adjust_rect((0, 0, width, y), dlg.style, False, dlg.exstyle)
    w, h = r - l, b - t
    if first:
        ref = wm.get(td.parent) if td.parent else None
        if td.flags & TDF_POSITION_RELATIVE_TO_WINDOW and ref is not None:
            ref = wm.toplevel(ref)
            x, y0 = ref.x + (ref.w - w) // 2, ref.y + (ref.h - h) // 2
        else:
            x, y0 = (wm.width - w) // 2, (wm.height - h) // 2
        x, y0 = max(0, min(x, wm.width - w)), max(0, min(y0, wm.height - h))
    else:
        x, y0 = dlg.x, dlg.y
    yield from reposition(vm, dlg, x, y0, w, h)
    wm.invalidate(dlg, None, True)


class _Title:
    """A stand-in control for measuring a string that is no window's title."""

    class cls:
        name = "Button"

    def __init__(self, title):
        self.title = title


# -- what the dialog does -------------------------------------------------------------------------
def _find(td, cid, kinds):
    for c in kinds:
        if c.id == cid:
            return c
    return None


def _enable(vm, ctl, on):
    if ctl is None or bool(ctl.style & WS_DISABLED) == (not on):
        return
    ctl.style = ctl.style & ~WS_DISABLED if on else ctl.style | WS_DISABLED
    yield from vm.wm.send(ctl.hwnd, WM_ENABLE, 1 if on else 0, 0)
    vm.wm.invalidate(ctl, None, True)


def _click(vm, td, ctl):
    """Generator: a control of the dialog was clicked (by the user or TDM_CLICK_*)."""
    ctls = td.controls
    if ctl is ctls.get("expando"):
        td.expanded = not td.expanded
        yield from _set_text(vm, ctl, td.expando_texts[td.expanded])
        exp = ctls.get("expanded")
        if exp is not None:
            yield from show_window(vm, exp, 5 if td.expanded else 0)
        yield from _layout(vm, td)
        yield from td.notify(TDN_EXPANDO_BUTTON_CLICKED, int(td.expanded))
        return
    if ctl is ctls.get("verification"):
        td.verified = bool((yield from vm.wm.send(ctl.hwnd, BM_GETCHECK, 0, 0)) & 1)
        yield from td.notify(TDN_VERIFICATION_CLICKED, int(td.verified))
        return
    if ctl in td.radio_ctls:
        td.radio = ctl.id
        yield from td.notify(TDN_RADIO_BUTTON_CLICKED, ctl.id)
        return
    yield from _press(vm, td, ctl.id)


def _press(vm, td, cid):
    """Generator: TDN_BUTTON_CLICKED; the dialog ends with ``cid`` unless the callback
    answers S_FALSE (documented: any other answer closes it)."""
    if (yield from td.notify(TDN_BUTTON_CLICKED, cid)) != S_FALSE:
        yield from end_dialog(vm, td.hwnd, cid)


def _set_text(vm, ctl, text):
    p = vm.heap.alloc(2 * len(text) + 2)
    try:
        vm.mem.write_wstr(p, text)
        yield from vm.wm.send(ctl.hwnd, WM_SETTEXT, 0, p)
    finally:
        vm.heap.free(p)


def _cancellable(td):
    return bool(td.flags & TDF_ALLOW_DIALOG_CANCELLATION) or \
        any(c.id == IDCANCEL for c in td.button_ctls)


def _draw_expando(vm, td, dis):
    """WM_DRAWITEM of the expando button: a chevron (down: collapsed, up: expanded) and
    the control text beside it."""
    hdc = dis.hDC
    rc = dis.rcItem
    l, t, r, b = rc.left, rc.top, rc.right, rc.bottom
    dc = vm.gdi.get(hdc)
    if dc is None or not hasattr(dc, "fill_rect"):
        return
    dc.fill_rect((l, t, r, b), SYS_COLORS[15])
    cx, cy = font_base_units(ui_font("message"))
    s = muldiv(EXPANDO_ICON_DLU, cx, 4)
    up = td.expanded

    def chevron(d, ox, oy):
        x0, y0 = ox + l + 2, oy + t + (min(b - t, s) - 4) // 2
        pts = [(x0, y0 + 4), (x0 + 4, y0), (x0 + 8, y0 + 4)] if up else \
            [(x0, y0), (x0 + 4, y0 + 4), (x0 + 8, y0)]
        d.line(pts, fill=(0, 0, 0), width=2)
    dc.draw((l, t, r, b), chevron)
    old = dc.font
    dc.font = ui_font("message")
    try:
        draw_text(dc, td.expando_texts[td.expanded], (l + s + cx // 2, t, r, b),
                  DT_WORDBREAK | DT_EXPANDTABS)
    finally:
        dc.font = old


def _init(vm, win, key):
    """Generator: WM_INITDIALOG — controls, layout, TDN_DIALOG_CONSTRUCTED, TDN_CREATED,
    the default radio button."""
    td = vm.user.taskdialog_starting.pop(key)
    win.state["taskdialog"] = td
    td.hwnd = win.hwnd
    mfont = _font_handle(vm, ui_font("message"))
    win.state["font"] = mfont
    yield from _show_page(vm, win, td)
    if vm.wm.get(win.hwnd) is None:
        return 0
    yield from td.notify(TDN_CREATED)
    yield from _default_radio(vm, td)
    return 0                                  # the default button has the focus


def _show_page(vm, win, td):
    """Generator: the page's timer, controls and layout, then TDN_DIALOG_CONSTRUCTED (the
    first page and each one TDM_NAVIGATE_PAGE brings)."""
    if td.flags & TDF_CALLBACK_TIMER:
        vm.wm.set_timer(win.hwnd, TIMER_ID, TIMER_MS, 0)
        td.tick = vm.clock.now_ms()
    yield from _build(vm, td)
    yield from _layout(vm, td, first=True)
    yield from td.notify(TDN_DIALOG_CONSTRUCTED)


def _default_radio(vm, td):
    if win_gone(vm, td) or win_ended(vm, td):
        return
    chosen = _find(td, td.default_radio, td.radio_ctls)
    if chosen is None and td.radio_ctls and not td.flags & TDF_NO_DEFAULT_RADIO_BUTTON:
        chosen = td.radio_ctls[0]
    if chosen is not None:
        yield from vm.wm.send(chosen.hwnd, BM_SETCHECK, 1, 0)
        yield from _click(vm, td, chosen)


def win_gone(vm, td):
    return vm.wm.get(td.hwnd) is None


def win_ended(vm, td):
    w = vm.wm.get(td.hwnd)
    return w is None or bool(w.state.get("ended"))


def _navigate(vm, win, td, config):
    """Generator: TDM_NAVIGATE_PAGE — the same window shows the page of another
    TASKDIALOGCONFIG: its controls are made again, then TDN_NAVIGATED."""
    if not config or vm.mem.u32(config) != TASKDIALOGCONFIG.sizeof(vm.ptr_size):
        return
    for h in list(win.children):
        if vm.wm.get(h) is not None:
            yield from vm.wm.destroy(h)
    vm.wm.kill_timer(win.hwnd, TIMER_ID)
    td.read(config)
    td.radio, td.expanded = 0, False
    yield from _set_text(vm, win, td.title)
    # The new page is announced as the first one was, then as a navigation (Wine's
    # order, which its tests check against Windows').
    yield from _show_page(vm, win, td)
    yield from td.notify(TDN_NAVIGATED)
    yield from _default_radio(vm, td)


def _element(td, which):
    return {TDE_CONTENT: "content", TDE_EXPANDED_INFORMATION: "expanded",
            TDE_FOOTER: "footer", TDE_MAIN_INSTRUCTION: "instruction"}.get(which)


def _message(vm, win, td, msg, wparam, lparam):
    """Generator: the TDM_* messages; answers through DWLP_MSGRESULT."""
    ptr = vm.ptr_size
    ctls = td.controls
    if msg == TDM_CLICK_BUTTON:
        c = _find(td, wparam & 0xFFFFFFFF, td.link_ctls + td.button_ctls)
        if c is not None:
            yield from _click(vm, td, c)
    elif msg in (TDM_ENABLE_BUTTON, TDM_ENABLE_RADIO_BUTTON):
        kinds = td.radio_ctls if msg == TDM_ENABLE_RADIO_BUTTON else td.link_ctls + td.button_ctls
        yield from _enable(vm, _find(td, wparam & 0xFFFFFFFF, kinds), bool(lparam))
    elif msg == TDM_CLICK_RADIO_BUTTON:
        c = _find(td, wparam & 0xFFFFFFFF, td.radio_ctls)
        if c is not None:
            yield from vm.wm.send(c.hwnd, BM_CLICK, 0, 0)
    elif msg == TDM_CLICK_VERIFICATION:
        td.verified = bool(wparam)
        c = ctls.get("verification")
        if c is not None:
            yield from vm.wm.send(c.hwnd, BM_SETCHECK, int(td.verified), 0)
            yield from td.notify(TDN_VERIFICATION_CLICKED, int(td.verified))
            if lparam and vm.wm.get(c.hwnd) is not None:
                yield from vm.wm.set_focus(c.hwnd)
    elif msg == TDM_SET_PROGRESS_BAR_RANGE:
        c = ctls.get("progress")
        r = (yield from vm.wm.send(c.hwnd, PBM_SETRANGE, 0, lparam)) if c is not None else 0
        set_msgresult(win, r, ptr)
    elif msg == TDM_SET_PROGRESS_BAR_POS:
        c = ctls.get("progress")
        r = (yield from vm.wm.send(c.hwnd, PBM_SETPOS, wparam, 0)) if c is not None else 0
        set_msgresult(win, r, ptr)
    elif msg in (TDM_SET_ELEMENT_TEXT, TDM_UPDATE_ELEMENT_TEXT):
        name = _element(td, wparam)
        c = ctls.get(name) if name else None
        if c is not None:
            text = td.text(lparam) or ""
            yield from _set_text(vm, c, text)
            if msg == TDM_SET_ELEMENT_TEXT:
                yield from _layout(vm, td)     # SET lays the dialog out again, UPDATE not
            else:
                vm.wm.invalidate(c, None, True)
    elif msg == TDM_UPDATE_ICON:
        main = wparam == TDIE_ICON_MAIN
        c = ctls.get("main_icon" if main else "footer_icon")
        if c is not None:
            h = _icon_handle(vm, td, lparam,
                             td.flags & (TDF_USE_HICON_MAIN if main else TDF_USE_HICON_FOOTER),
                             not main)
            yield from vm.wm.send(c.hwnd, STM_SETICON, h, 0)
    elif msg == TDM_NAVIGATE_PAGE:
        yield from _navigate(vm, win, td, lparam)
    else:
        raise Unimplemented("%s!TaskDialog: %s" % (COMCTL32, _REFUSED[msg]))
    return 1


_REFUSED = {TDM_SET_MARQUEE_PROGRESS_BAR: "TDM_SET_MARQUEE_PROGRESS_BAR (a marquee progress bar)",
            TDM_SET_PROGRESS_BAR_STATE: "TDM_SET_PROGRESS_BAR_STATE (progress bar states)",
            TDM_SET_PROGRESS_BAR_MARQUEE: "TDM_SET_PROGRESS_BAR_MARQUEE (a marquee progress bar)",
            TDM_SET_BUTTON_ELEVATION_REQUIRED_STATE:
                "TDM_SET_BUTTON_ELEVATION_REQUIRED_STATE (elevation shields)"}
_TDM = {TDM_NAVIGATE_PAGE, TDM_CLICK_BUTTON, TDM_SET_PROGRESS_BAR_RANGE,
        TDM_SET_PROGRESS_BAR_POS, TDM_SET_ELEMENT_TEXT, TDM_CLICK_RADIO_BUTTON,
        TDM_ENABLE_BUTTON, TDM_ENABLE_RADIO_BUTTON, TDM_CLICK_VERIFICATION,
        TDM_UPDATE_ELEMENT_TEXT, TDM_UPDATE_ICON} | set(_REFUSED)


def taskdialog_proc(wm, win, msg, wparam, lparam):
    """The task dialog's DLGPROC (see the module docstring)."""
    vm = wm.vm
    if msg == WM_INITDIALOG:
        return (yield from _init(vm, win, lparam))
    td = win.state.get("taskdialog")
    if td is None:
        return 0
    if msg in _TDM:
        return (yield from _message(vm, win, td, msg, wparam, lparam))
    if msg == WM_COMMAND and (wparam >> 16) & 0xFFFF == BN_CLICKED:
        ctl = wm.get(lparam) if lparam else None
        if ctl is not None and ctl.parent == win.hwnd:
            yield from _click(vm, td, ctl)
        elif wparam & 0xFFFF == IDCANCEL and _cancellable(td):
            yield from _press(vm, td, IDCANCEL)   # Esc or the close box, without a button
        return 1
    if msg == WM_TIMER and wparam == TIMER_ID:
        now = vm.clock.now_ms()
        if (yield from td.notify(TDN_TIMER, (now - td.tick) & 0xFFFFFFFF)) == S_FALSE:
            td.tick = now
        return 1
    if msg == WM_NOTIFY and lparam and td.flags & TDF_ENABLE_HYPERLINKS:
        nm = NMHDR.at(vm.mem, lparam, vm.ptr_size)
        code = nm.code - (1 << 32) if nm.code >= 1 << 31 else nm.code
        src = wm.get(nm.hwndFrom)
        if code in (NM_CLICK, NM_RETURN) and src is not None and \
                src in (td.controls.get("content"), td.controls.get("expanded"),
                        td.controls.get("footer")):
            url = lparam + NMHDR.sizeof(vm.ptr_size) + SZURL_OFF
            yield from td.notify(TDN_HYPERLINK_CLICKED, 0, url)
            return 1
        return 0
    if msg == WM_DRAWITEM and lparam:
        exp = td.controls.get("expando")
        dis = DRAWITEMSTRUCT.at(vm.mem, lparam, vm.ptr_size)
        if exp is not None and dis.hwndItem == exp.hwnd:
            _draw_expando(vm, td, dis)
            set_msgresult(win, 1, vm.ptr_size)
            return 1
        return 0
    if msg == WM_HELP:
        yield from td.notify(TDN_HELP)
        return 1
    if msg == WM_DESTROY:
        if td.flags & TDF_CALLBACK_TIMER:
            wm.kill_timer(win.hwnd, TIMER_ID)
        win.state.pop("taskdialog", None)
        yield from td.notify(TDN_DESTROYED)
        return 1
    return 0


window_proc(COMCTL32, TASKDIALOG_PROC, taskdialog_proc)
