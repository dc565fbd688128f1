"""IFileDialogCustomize of the Common Item Dialog, and IFileDialogControlEvents.

The program adds controls by its own ids before Show; Show lays them out under the file
dialog's own controls (``layout``), one row each in the order added, a visual group's
label heading the controls added until EndVisualGroup (indented under it), the prominent
control and the Open button's drop-down (EnableOpenDropDown) in the right-hand column
under Cancel. Each is a real control of the dialog with an id of its own (the program's
ids may be any number, the dialog's own included): a push button (BUTTON), a menu (a
BUTTON that opens a popup menu of its items), a combo box (a CBS_DROPDOWNLIST COMBOBOX),
a radio button list (one BS_AUTORADIOBUTTON per item), a check button (BS_AUTOCHECKBOX),
an edit box (EDIT), a separator (an etched STATIC), a text (STATIC) and a visual group's
label (STATIC). The state (label, CDCS_* state, check, text, items and their states,
selection) is kept here and shown on the live control while the dialog runs, and what the
user does there comes back: the check, the edit text, the selection.

The program hears about the controls through its event sinks: the dialog asks each sink
for IFileDialogControlEvents (QueryInterface, when an event happens, as Windows does) and
calls OnButtonClicked (push button), OnCheckButtonToggled (check button), OnItemSelected
(combo box, radio button, menu and drop-down item) and OnControlActivating (a menu, before
it opens, so the program may change its items).

Answers as Windows gives them (Wine's itemdlg.c conformance test was written on it): an id
used before is E_UNEXPECTED; an unknown id E_INVALIDARG; items on a control that has none
E_NOINTERFACE; a duplicate item id E_INVALIDARG; GetSelectedControlItem of a menu
E_NOTIMPL and of a combo box or radio list with nothing selected E_FAIL; the drop-down's
state and label E_NOTIMPL; RemoveAllControlItems E_NOTIMPL (as documented); a second
visual group before EndVisualGroup, or a second drop-down, E_UNEXPECTED. A visual group's
state is its own: setting it does not change its controls' answers, but a hidden or
disabled group hides or disables what it holds on the screen. Adding a control while the
dialog is shown stops the guest naming it (the layout is made at Show).
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import COMDLG32
from ...core.messages import WM_COMMAND, WM_GETFONT, WM_SETFONT, WM_SETTEXT
from ...core.styles import BS_AUTOCHECKBOX, BM_GETCHECK, BM_SETCHECK
from ...core.winerror import (E_FAIL, E_INVALIDARG, E_NOINTERFACE, E_NOTIMPL, E_POINTER,
                              E_UNEXPECTED, S_OK)
from ...kernel.comobj import com_impl, method_call
from ...user.dialogs import find_control
from ...user.dlgtemplate import template_item
from ...user.pyproc import window_proc
from ...user.menus import MenuItem
from ...user.window import create_window, def_window_proc, enable_window, show_window
from ...user.wm import (WS_BORDER, WS_CHILD, WS_DISABLED, WS_GROUP, WS_TABSTOP, WS_VISIBLE,
                        WS_VSCROLL, WindowClass)
from ..ole32.guids import guid_bytes
from .itemstate import (CUSTOMIZE, IID_IFILEDIALOGCONTROLEVENTS, iface_pointer,
                        not_a_dialog, release)

__all__ = ["Controls", "layout", "fill", "install_classes", "host_proc", "control_command",
           "IFACE", "IID_IFILEDIALOGCUSTOMIZE"]

IFACE = CUSTOMIZE
IID_IFILEDIALOGCUSTOMIZE = guid_bytes("{E6FDD21A-163F-4975-9C8C-A69F1BA37034}")

# CDCONTROLSTATEF
CDCS_INACTIVE, CDCS_ENABLED, CDCS_VISIBLE, CDCS_ENABLEDVISIBLE = 0, 1, 2, 3
# the kinds of control
MENU, PUSHBUTTON, COMBOBOX, RADIOLIST, CHECKBUTTON = "menu", "push", "combo", "radio", "check"
EDITBOX, SEPARATOR, TEXT, GROUP, DROPDOWN = "edit", "separator", "text", "group", "dropdown"
_WITH_ITEMS = (MENU, COMBOBOX, RADIOLIST, DROPDOWN)
_CAN_BE_PROMINENT = (MENU, PUSHBUTTON, COMBOBOX, CHECKBUTTON, GROUP)

BS_PUSHBUTTON, BS_AUTORADIOBUTTON = 0x0, 0x9
CBS_DROPDOWNLIST = 0x3
ES_AUTOHSCROLL, SS_ETCHEDHORZ = 0x80, 0x10
BN_CLICKED, CBN_SELCHANGE, EN_CHANGE = 0, 1, 0x300
CB_ADDSTRING, CB_RESETCONTENT, CB_GETCURSEL, CB_SETCURSEL = 0x143, 0x14B, 0x147, 0x14E
TPM_RETURNCMD = 0x100
#: The first id the dialog gives the program's controls (above every id dlgs.h names),
#: and their hosts'.
FIRST_ID, HOST_ID = 0x3000, 0x2800
#: The classes of the windows the controls live in (a radio list's buttons in a
#: RadioButtonList in its FloatNotifySink), Windows' names for them.
SINK_CLASS, RADIO_CLASS = "FloatNotifySink", "RadioButtonList"
HOST_PROC = "wineagent.FloatNotifySinkProc"
WM_DRAWITEM, WM_MEASUREITEM, WM_NOTIFY = 0x2B, 0x2C, 0x4E
WM_CTLCOLOREDIT, WM_CTLCOLORLISTBOX, WM_CTLCOLORBTN, WM_CTLCOLORSTATIC = 0x133, 0x134, 0x135, 0x138
WS_EX_CONTROLPARENT = 0x10000
_FORWARDED = (WM_COMMAND, WM_NOTIFY, WM_CTLCOLORBTN, WM_CTLCOLORSTATIC, WM_CTLCOLOREDIT,
              WM_CTLCOLORLISTBOX, WM_DRAWITEM, WM_MEASUREITEM)
# IFileDialogControlEvents' slots
ON_ITEM_SELECTED, ON_BUTTON_CLICKED, ON_CHECK_TOGGLED, ON_CONTROL_ACTIVATING = 3, 4, 5, 6


class Item:
    """One item of a menu, combo box, radio list or drop-down."""

    def __init__(self, item_id, label):
        self.id, self.label, self.state = item_id, label, CDCS_ENABLEDVISIBLE
        self.cid = 0                    # a radio button's dialog id while shown


class Control:
    """One control the program added: its kind, label, state and contents."""

    def __init__(self, kind, ctl_id, label="", group=None):
        self.kind, self.id, self.label = kind, ctl_id, label
        self.state = CDCS_ENABLEDVISIBLE
        self.items = []                 # [Item] in the order added
        self.selected = None            # the selected item's id
        self.checked = False
        self.text = ""                  # an edit box's text
        self.group = group              # the visual group's id it is in, or None
        self.cid = 0                    # its dialog id while shown

    def item(self, item_id):
        """The Item of id ``item_id``, or None."""
        return next((it for it in self.items if it.id == item_id), None)


class Controls:
    """The program's controls of one dialog, in the order added."""

    def __init__(self):
        self.by_id = {}
        self.open_group = None          # the visual group controls are added to
        self.dropdown = None            # EnableOpenDropDown's id
        self.prominent = None           # MakeProminent's id
        self.by_cid = {}                # dialog id -> (Control, Item or None) while shown
        self.hosts = []                 # [(host id, Control, size, children, radio)]
        self.hwnds = {}                 # dialog id -> the control's window while shown

    def add(self, kind, ctl_id, label=""):
        """A new control, in the open visual group (but a group itself)."""
        group = self.open_group if kind not in (GROUP, DROPDOWN) else None
        ctl = self.by_id[ctl_id] = Control(kind, ctl_id, label, group)
        return ctl

    def shown_state(self, ctl):
        """The state ``ctl`` is shown with: its own, within its group's."""
        state = ctl.state
        if ctl.group is not None and ctl.group in self.by_id:
            state &= self.by_id[ctl.group].state
        return state


# -- the dialog's side -------------------------------------------------------------------
def _style(controls, ctl, extra, item=None):
    state = controls.shown_state(ctl)
    if item is not None:
        state &= item.state
    return extra | (0 if state & CDCS_ENABLED else WS_DISABLED)


def layout(t, controls, top, right_top):
    """Add the controls' hosts to DialogTemplate ``t``: one FloatNotifySink window per
    control, in rows from dialog unit ``top`` in the left column, the prominent control
    and the drop-down in the right one from ``right_top``; the height the left column
    took. The controls themselves are made inside their hosts at WM_INITDIALOG
    (``fill``), as Windows' dialog nests them."""
    controls.by_cid.clear()
    controls.hosts = []
    next_id = [FIRST_ID]

    def host(ctl, x, y, cx, cy, children, radio=False):
        """One FloatNotifySink of ``children``: [(class, style, title, item, x, y, cx,
        cy)] in dialog units inside it."""
        hid = HOST_ID + len(controls.hosts)
        t.items.append(template_item(SINK_CLASS, hid, 0, x, y, cx, cy))
        t.items[-1].exstyle |= WS_EX_CONTROLPARENT
        specs = []
        for cls, style, title, it, cxx, cyy, ccx, ccy in children:
            cid = next_id[0]
            next_id[0] += 1
            controls.by_cid[cid] = (ctl, it)
            if it is not None:
                it.cid = cid
            specs.append((cls, _style(controls, ctl, style, it), title, it, cid,
                          (cxx, cyy, ccx, ccy)))
        controls.hosts.append((hid, ctl, (cx, cy), specs, radio))
        return specs[0][4] if specs else 0

    y = top
    ry = right_top
    for ctl in controls.by_id.values():
        if ctl.kind == DROPDOWN or ctl.id == controls.prominent:
            ctl.cid = host(ctl, 166, ry, 57, 14, [_child(ctl, 57)])
            ry += 16
            continue
        x, w = (15, 142) if ctl.group is not None else (7, 150)
        if ctl.kind == RADIOLIST:
            rows = [("BUTTON", BS_AUTORADIOBUTTON | (WS_GROUP | WS_TABSTOP if n == 0 else 0),
                     it.label, it, 0, 12 * n, w, 10) for n, it in enumerate(ctl.items)]
            ctl.cid = host(ctl, x, y, w, max(12 * len(rows), 1), rows, radio=True)
            y += 12 * len(rows)
            continue
        if ctl.kind == SEPARATOR:
            ctl.cid = host(ctl, x, y + 2, w, 2, [("STATIC", SS_ETCHEDHORZ, "", None,
                                                  0, 0, w, 2)])
            y += 6
            continue
        if ctl.kind in (TEXT, GROUP):
            ctl.cid = host(ctl, x, y, w, 9, [("STATIC", 0, ctl.label, None, 0, 0, w, 9)])
            y += 11
            continue
        child = _child(ctl, w)
        ctl.cid = host(ctl, x, y, child[6], min(child[7], 14), [child])
        y += 16
    return y - top


def _child(ctl, w):
    """(class, style, title, item, x, y, cx, cy) of a one-window control ``w`` units
    wide at most."""
    if ctl.kind in (PUSHBUTTON, MENU):
        return ("BUTTON", BS_PUSHBUTTON | WS_TABSTOP, ctl.label, None, 0, 0, min(w, 70), 14)
    if ctl.kind == CHECKBUTTON:
        return ("BUTTON", BS_AUTOCHECKBOX | WS_TABSTOP, ctl.label, None, 0, 0, w, 12)
    if ctl.kind == EDITBOX:
        return ("EDIT", WS_BORDER | WS_TABSTOP | ES_AUTOHSCROLL, ctl.text, None, 0, 0, w, 13)
    if ctl.kind in (COMBOBOX, DROPDOWN):
        return ("COMBOBOX", CBS_DROPDOWNLIST | WS_VSCROLL | WS_TABSTOP, "", None, 0, 0, w, 80)
    if ctl.kind == GROUP:
        return ("STATIC", 0, ctl.label, None, 0, 0, w, 9)
    raise Unimplemented("%s IFileDialogCustomize: a %s control made prominent"
                        % (COMDLG32, ctl.kind))


def install_classes(vm):
    """Register the host windows' classes (once per VM)."""
    wm = vm.wm
    for name in (SINK_CLASS, RADIO_CLASS):
        if wm.find_class(name) is None:
            addr = vm.proc_address(COMDLG32, HOST_PROC)
            wm.register_python_proc(addr, host_proc)
            wm.register_class(WindowClass(name, 0, addr, 0, 0, 0, 0, 0, 0, builtin=True))


def host_proc(wm, win, msg, wparam, lparam):
    """The FloatNotifySink and RadioButtonList windows' procedure: what their controls
    tell their parent (commands, notifications, the colours to draw with) goes on up to
    the dialog."""
    if msg in _FORWARDED and win.parent:
        return (yield from wm.send(win.parent, msg, wparam, lparam))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, True))


window_proc(COMDLG32, HOST_PROC, host_proc)


def fill(fd, controls):
    """Generator: at WM_INITDIALOG, the controls inside their hosts, then what templates
    cannot hold (combo box items and selection, checks)."""
    vm = fd.vm
    dlg = vm.wm.get(fd.hwnd)
    font = (yield from vm.wm.send(fd.hwnd, WM_GETFONT, 0, 0)) if dlg is not None else 0
    controls.hwnds = {}
    for hid, ctl, (hcx, hcy), specs, radio in controls.hosts:
        sink = find_control(vm.wm, dlg, hid)
        if sink is None:
            continue
        pw, ph = sink.client_size()
        parent = sink
        if radio:
            h = yield from create_window(vm, WS_EX_CONTROLPARENT, RADIO_CLASS, "",
                                         WS_CHILD | WS_VISIBLE, 0, 0, pw, ph, sink.hwnd, 0,
                                         dlg.instance, 0, True)
            parent = vm.wm.get(h) if h else sink
        for cls, style, title, it, cid, (x, y, cx, cy) in specs:
            state = controls.shown_state(ctl) & (it.state if it is not None else CDCS_VISIBLE)
            style |= WS_CHILD | (WS_VISIBLE if state & CDCS_VISIBLE else 0)
            # (a combo box's height is its list's when dropped, beyond its host)
            h = yield from create_window(vm, 0, cls, title, style, x * pw // hcx,
                                         y * ph // hcy, cx * pw // hcx, cy * ph // hcy,
                                         parent.hwnd, cid, dlg.instance, 0, True)
            if h:
                controls.hwnds[cid] = h
                if font:
                    yield from vm.wm.send(h, WM_SETFONT, font, 0)
    for ctl in controls.by_id.values():
        yield from sync(fd, controls, ctl)


def _window(fd, cid):
    return fd._ctl(cid) if cid else None


def sync(fd, controls, ctl):
    """Generator: show ``ctl``'s state on its live control(s) (nothing when not shown)."""
    if fd is None or not fd.hwnd or not ctl.cid:
        return
    vm = fd.vm
    state = controls.shown_state(ctl)
    wins = [(it.cid, state & it.state) for it in ctl.items] if ctl.kind == RADIOLIST \
        else [(ctl.cid, state)]
    for cid, st in wins:
        win = _window(fd, cid)
        if win is not None:
            yield from enable_window(vm, win, bool(st & CDCS_ENABLED))
            if bool(win.style & WS_VISIBLE) != bool(st & CDCS_VISIBLE):
                yield from show_window(vm, win, 5 if st & CDCS_VISIBLE else 0)
    if ctl.kind == CHECKBUTTON:
        yield from fd._send(ctl.cid, BM_SETCHECK, int(ctl.checked))
    elif ctl.kind == RADIOLIST:
        for it in ctl.items:
            yield from fd._send(it.cid, BM_SETCHECK, int(it.id == ctl.selected))
    elif ctl.kind in (COMBOBOX, DROPDOWN):
        yield from fd._send(ctl.cid, CB_RESETCONTENT)
        shown = [it for it in ctl.items if it.state & CDCS_VISIBLE]
        for it in shown:
            yield from fd._send_text(ctl.cid, CB_ADDSTRING, 0, it.label)
        sel = ctl.selected if ctl.kind == COMBOBOX else _dropdown_selected(ctl)
        index = next((n for n, it in enumerate(shown) if it.id == sel), -1)
        yield from fd._send(ctl.cid, CB_SETCURSEL, index & 0xFFFFFFFF)


def _set_label(fd, ctl):
    """Generator: a changed label onto the live control."""
    if fd is not None and fd.hwnd and ctl.cid and ctl.kind in (PUSHBUTTON, MENU, CHECKBUTTON,
                                                                TEXT, GROUP):
        yield from fd._send_text(ctl.cid, WM_SETTEXT, 0, ctl.label)


def _read_selection(fd, ctl):
    """Generator: a live combo box's or radio list's selection into ``ctl``."""
    if ctl.kind == RADIOLIST:
        for it in ctl.items:
            if it.cid and (yield from fd._send(it.cid, BM_GETCHECK)) == 1:
                ctl.selected = it.id
    elif ctl.kind in (COMBOBOX, DROPDOWN):
        n = yield from fd._send(ctl.cid, CB_GETCURSEL)
        shown = [it for it in ctl.items if it.state & CDCS_VISIBLE]
        if 0 <= n < len(shown):
            ctl.selected = shown[n].id


def _dropdown_selected(ctl):
    if ctl.selected is not None:
        return ctl.selected
    return ctl.items[0].id if ctl.items else None


def _tell(vm, d, slot, *args):
    """Generator: IFileDialogControlEvents method ``slot`` on every sink that has it."""
    pfdc = iface_pointer(vm, d, IFACE)
    try:
        for sink in list(d.sinks.values()):
            out = vm.heap.alloc(vm.ptr_size)
            try:
                vm.mem.wptr(out, 0)
                iid = vm.heap.alloc(16)
                vm.mem.write(iid, IID_IFILEDIALOGCONTROLEVENTS)
                hr = (yield method_call(vm, sink, 0, iid, out)) & 0xFFFFFFFF
                vm.heap.free(iid)
                events = vm.mem.uptr(out)
            finally:
                vm.heap.free(out)
            if hr != S_OK or not events:
                continue
            yield method_call(vm, events, slot, pfdc, *args)
            yield method_call(vm, events, 2)    # Release
    finally:
        yield from release(vm, d)


def control_command(fd, d, cid, code):
    """Generator: WM_COMMAND from one of the program's controls; True when it was one."""
    controls = d.controls
    hit = controls.by_cid.get(cid) if controls is not None else None
    if hit is None:
        return False
    vm = fd.vm
    ctl, it = hit
    if ctl.kind == PUSHBUTTON and code == BN_CLICKED:
        yield from _tell(vm, d, ON_BUTTON_CLICKED, ctl.id)
    elif ctl.kind == CHECKBUTTON and code == BN_CLICKED:
        ctl.checked = (yield from fd._send(cid, BM_GETCHECK)) == 1
        yield from _tell(vm, d, ON_CHECK_TOGGLED, ctl.id, int(ctl.checked))
    elif ctl.kind == RADIOLIST and code == BN_CLICKED and it is not None:
        ctl.selected = it.id
        yield from _tell(vm, d, ON_ITEM_SELECTED, ctl.id, it.id)
    elif ctl.kind in (COMBOBOX, DROPDOWN) and code == CBN_SELCHANGE:
        n = yield from fd._send(cid, CB_GETCURSEL)
        shown = [i for i in ctl.items if i.state & CDCS_VISIBLE]
        if 0 <= n < len(shown):
            ctl.selected = shown[n].id
            yield from _tell(vm, d, ON_ITEM_SELECTED, ctl.id, ctl.selected)
    elif ctl.kind == EDITBOX and code == EN_CHANGE:
        ctl.text = yield from fd._get_text(cid)
    elif ctl.kind == MENU and code == BN_CLICKED:
        yield from _tell(vm, d, ON_CONTROL_ACTIVATING, ctl.id)
        chosen = yield from _track_menu(fd, ctl, cid)
        if chosen is not None:
            yield from _tell(vm, d, ON_ITEM_SELECTED, ctl.id, chosen)
    return True


def _track_menu(fd, ctl, cid):
    """Generator: the menu control's items as a popup under its button; the chosen
    item's id or None."""
    vm = fd.vm
    win = _window(fd, cid)
    shown = [it for it in ctl.items if it.state & CDCS_VISIBLE]
    if win is None or not shown:
        return None
    menu = vm.menus.create(True)
    for n, it in enumerate(shown):
        menu.items.append(MenuItem(id=n + 1, text=it.label,
                                   state=0 if it.state & CDCS_ENABLED else 0x3))  # MFS_GRAYED
    left, _top, _right, bottom = vm.wm.window_rect(win)
    try:
        chosen = yield from vm.menus.track_popup(menu, vm.wm.get(fd.hwnd), left, bottom,
                                                 TPM_RETURNCMD)
    finally:
        vm.menus.destroy(menu.handle)
    return shown[chosen - 1].id if 1 <= chosen <= len(shown) else None


# -- the interface -----------------------------------------------------------------------
def _m(name, params):
    return api(COMDLG32, "wineagent.%s_%s" % (IFACE, name), params, widths=BOTH)


def _self(c, this):
    d = com_impl(c.vm, this, IFACE)
    if d is None:
        raise not_a_dialog(IFACE, this)
    if d.controls is None:
        d.controls = Controls()
    return d


def _ui(d):
    return d.ui if d.ui is not None and getattr(d.ui, "hwnd", 0) and hasattr(d.ui, "_ctl") \
        else None


def _adder(kind, with_label):
    def add(c, this, ctl_id, label=0, *rest):
        d = _self(c, this)
        controls = d.controls
        if ctl_id in controls.by_id:
            return E_UNEXPECTED
        if _ui(d) is not None:
            raise Unimplemented("%s IFileDialogCustomize::Add* while the dialog is shown"
                                % COMDLG32)
        text = (label or "") if with_label else ""
        ctl = controls.add(kind, ctl_id, "" if kind == EDITBOX else text)
        if kind == EDITBOX:
            ctl.text = text
        if kind == CHECKBUTTON:
            ctl.checked = bool(rest[0])
        return S_OK
    return add


_m("AddMenu", "LPVOID this, DWORD id, LPCWSTR label")(_adder(MENU, True))
_m("AddPushButton", "LPVOID this, DWORD id, LPCWSTR label")(_adder(PUSHBUTTON, True))
_m("AddComboBox", "LPVOID this, DWORD id")(_adder(COMBOBOX, False))
_m("AddRadioButtonList", "LPVOID this, DWORD id")(_adder(RADIOLIST, False))
_m("AddCheckButton", "LPVOID this, DWORD id, LPCWSTR label, BOOL checked")(
    _adder(CHECKBUTTON, True))
_m("AddEditBox", "LPVOID this, DWORD id, LPCWSTR text")(_adder(EDITBOX, True))
_m("AddSeparator", "LPVOID this, DWORD id")(_adder(SEPARATOR, False))
_m("AddText", "LPVOID this, DWORD id, LPCWSTR text")(_adder(TEXT, True))


@_m("EnableOpenDropDown", "LPVOID this, DWORD id")
def _enable_dropdown(c, this, ctl_id):
    """The Open button's drop-down list of items (shown as a list beside it); one only."""
    d = _self(c, this)
    if ctl_id in d.controls.by_id or d.controls.dropdown is not None:
        return E_UNEXPECTED
    if _ui(d) is not None:
        raise Unimplemented("%s IFileDialogCustomize::EnableOpenDropDown while the dialog "
                            "is shown" % COMDLG32)
    d.controls.add(DROPDOWN, ctl_id)
    d.controls.dropdown = ctl_id
    return S_OK


@_m("StartVisualGroup", "LPVOID this, DWORD id, LPCWSTR label")
def _start_group(c, this, ctl_id, label):
    """A labelled group the controls added next belong to (E_UNEXPECTED while one is
    open)."""
    d = _self(c, this)
    controls = d.controls
    if ctl_id in controls.by_id or controls.open_group is not None:
        return E_UNEXPECTED
    controls.add(GROUP, ctl_id, label or "")
    controls.open_group = ctl_id
    return S_OK


@_m("EndVisualGroup", "LPVOID this")
def _end_group(c, this):
    """Controls added from now on are in no group."""
    _self(c, this).controls.open_group = None
    return S_OK


@_m("MakeProminent", "LPVOID this, DWORD id")
def _make_prominent(c, this, ctl_id):
    """Show a check button, push button, combo box, menu or visual group beside the OK
    button (E_INVALIDARG for other controls)."""
    d = _self(c, this)
    ctl = d.controls.by_id.get(ctl_id)
    if ctl is None or ctl.kind not in _CAN_BE_PROMINENT:
        return E_INVALIDARG
    d.controls.prominent = ctl_id
    return S_OK


def _lookup(d, ctl_id):
    return d.controls.by_id.get(ctl_id)


def _labelled(d, ctl_id):
    """(control, S_OK) of a control whose label and state the program may set; (None,
    E_INVALIDARG) for no such control, (None, E_NOTIMPL) for the drop-down (its label
    and state are the dialog's, as Windows answers)."""
    ctl = _lookup(d, ctl_id)
    if ctl is None:
        return None, E_INVALIDARG
    if ctl.kind == DROPDOWN:
        return None, E_NOTIMPL
    return ctl, S_OK


@_m("SetControlLabel", "LPVOID this, DWORD id, LPCWSTR label")
def _set_label_m(c, this, ctl_id, label):
    """A control's label (an edit box's is not its text)."""
    d = _self(c, this)
    ctl, hr = _labelled(d, ctl_id)
    if ctl is None:
        return hr
    ctl.label = label or ""
    yield from _set_label(_ui(d), ctl)
    return S_OK


@_m("GetControlState", "LPVOID this, DWORD id, LPVOID out")
def _get_state(c, this, ctl_id, out):
    """A control's CDCS_* state."""
    d = _self(c, this)
    ctl, hr = _labelled(d, ctl_id)
    if ctl is None:
        return hr
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, ctl.state)
    return S_OK


@_m("SetControlState", "LPVOID this, DWORD id, DWORD state")
def _set_state(c, this, ctl_id, state):
    """A control's CDCS_* state: shown, enabled, both or neither."""
    d = _self(c, this)
    ctl, hr = _labelled(d, ctl_id)
    if ctl is None:
        return hr
    ctl.state = state & CDCS_ENABLEDVISIBLE
    fd = _ui(d)
    for other in d.controls.by_id.values():
        if other is ctl or other.group == ctl.id:
            yield from sync(fd, d.controls, other)
    return S_OK


@_m("GetEditBoxText", "LPVOID this, DWORD id, LPVOID out")
def _get_edit(c, this, ctl_id, out):
    """An edit box's text (CoTaskMemAlloc'ed): what the user typed while it runs."""
    vm = c.vm
    d = _self(c, this)
    ctl = _lookup(d, ctl_id)
    if ctl is None:
        return E_INVALIDARG
    if ctl.kind != EDITBOX:
        return E_NOINTERFACE
    if not out:
        return E_POINTER
    fd = _ui(d)
    if fd is not None and ctl.cid:
        ctl.text = yield from fd._get_text(ctl.cid)
    p = vm.heap.alloc(2 * len(ctl.text) + 2)
    vm.mem.write_wstr(p, ctl.text)
    vm.mem.wptr(out, p)
    return S_OK


@_m("SetEditBoxText", "LPVOID this, DWORD id, LPCWSTR text")
def _set_edit(c, this, ctl_id, text):
    """An edit box's text."""
    d = _self(c, this)
    ctl = _lookup(d, ctl_id)
    if ctl is None:
        return E_INVALIDARG
    if ctl.kind != EDITBOX:
        return E_NOINTERFACE
    ctl.text = text or ""
    fd = _ui(d)
    if fd is not None and ctl.cid:
        yield from fd._send_text(ctl.cid, WM_SETTEXT, 0, ctl.text)
    return S_OK


@_m("GetCheckButtonState", "LPVOID this, DWORD id, LPVOID out")
def _get_check(c, this, ctl_id, out):
    """A check button's state (the user's click included)."""
    d = _self(c, this)
    ctl = _lookup(d, ctl_id)
    if ctl is None:
        return E_INVALIDARG
    if ctl.kind != CHECKBUTTON:
        return E_NOINTERFACE
    if not out:
        return E_POINTER
    fd = _ui(d)
    if fd is not None and ctl.cid:             # the box as it is on the screen
        ctl.checked = (yield from fd._send(ctl.cid, BM_GETCHECK)) == 1
    c.vm.mem.w32(out, int(ctl.checked))
    return S_OK


@_m("SetCheckButtonState", "LPVOID this, DWORD id, BOOL checked")
def _set_check(c, this, ctl_id, checked):
    """Check or clear a check button."""
    d = _self(c, this)
    ctl = _lookup(d, ctl_id)
    if ctl is None:
        return E_INVALIDARG
    if ctl.kind != CHECKBUTTON:
        return E_NOINTERFACE
    ctl.checked = bool(checked)
    yield from sync(_ui(d), d.controls, ctl)
    return S_OK


def _with_items(d, ctl_id):
    ctl = _lookup(d, ctl_id)
    if ctl is None:
        return None, E_INVALIDARG
    if ctl.kind not in _WITH_ITEMS:
        return None, E_NOINTERFACE
    return ctl, S_OK


def _with_item(d, ctl_id, item_id):
    """(control, item, S_OK) of a control with items and one of its items; (None, None,
    the HRESULT) when either is not there."""
    ctl, hr = _with_items(d, ctl_id)
    if ctl is None:
        return None, None, hr
    it = ctl.item(item_id)
    if it is None:
        return None, None, E_INVALIDARG
    return ctl, it, S_OK


@_m("AddControlItem", "LPVOID this, DWORD id, DWORD item, LPCWSTR label")
def _add_item(c, this, ctl_id, item_id, label):
    """An item of a menu, combo box, radio button list or the drop-down."""
    d = _self(c, this)
    ctl, hr = _with_items(d, ctl_id)
    if ctl is None:
        return hr
    if ctl.item(item_id) is not None:
        return E_INVALIDARG
    if ctl.kind == RADIOLIST and _ui(d) is not None:
        raise Unimplemented("%s IFileDialogCustomize::AddControlItem on a radio button list "
                            "while the dialog is shown" % COMDLG32)
    ctl.items.append(Item(item_id, label or ""))
    yield from sync(_ui(d), d.controls, ctl)
    return S_OK


@_m("RemoveControlItem", "LPVOID this, DWORD id, DWORD item")
def _remove_item(c, this, ctl_id, item_id):
    """Remove an item (a selected one leaves nothing selected)."""
    d = _self(c, this)
    ctl, it, hr = _with_item(d, ctl_id, item_id)
    if ctl is None:
        return hr
    if ctl.kind == RADIOLIST and _ui(d) is not None:
        raise Unimplemented("%s IFileDialogCustomize::RemoveControlItem on a radio button "
                            "list while the dialog is shown" % COMDLG32)
    ctl.items.remove(it)
    if ctl.selected == item_id:
        ctl.selected = None
    yield from sync(_ui(d), d.controls, ctl)
    return S_OK


@_m("RemoveAllControlItems", "LPVOID this, DWORD id")
def _remove_all(c, this, ctl_id):
    """E_NOTIMPL, as Windows documents it."""
    _self(c, this)
    return E_NOTIMPL


@_m("GetControlItemState", "LPVOID this, DWORD id, DWORD item, LPVOID out")
def _get_item_state(c, this, ctl_id, item_id, out):
    """An item's CDCS_* state."""
    d = _self(c, this)
    ctl, it, hr = _with_item(d, ctl_id, item_id)
    if ctl is None:
        return hr
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, it.state)
    return S_OK


@_m("SetControlItemState", "LPVOID this, DWORD id, DWORD item, DWORD state")
def _set_item_state(c, this, ctl_id, item_id, state):
    """An item's CDCS_* state (a hidden item is left out of the list shown)."""
    d = _self(c, this)
    ctl, it, hr = _with_item(d, ctl_id, item_id)
    if ctl is None:
        return hr
    it.state = state & CDCS_ENABLEDVISIBLE
    yield from sync(_ui(d), d.controls, ctl)
    return S_OK


@_m("GetSelectedControlItem", "LPVOID this, DWORD id, LPVOID out")
def _get_selected(c, this, ctl_id, out):
    """The selected item of a combo box, radio list (E_FAIL: none yet) or the drop-down
    (its first item until one is chosen); E_NOTIMPL for a menu, which keeps none."""
    d = _self(c, this)
    ctl, hr = _with_items(d, ctl_id)
    if ctl is None:
        return hr
    if ctl.kind == MENU:
        return E_NOTIMPL
    fd = _ui(d)
    if fd is not None and ctl.cid:             # the selection as it is on the screen
        yield from _read_selection(fd, ctl)
    sel = _dropdown_selected(ctl) if ctl.kind == DROPDOWN else ctl.selected
    if sel is None:
        return E_FAIL
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, sel)
    return S_OK


@_m("SetSelectedControlItem", "LPVOID this, DWORD id, DWORD item")
def _set_selected(c, this, ctl_id, item_id):
    """Select an item of a combo box or radio list (E_NOTIMPL for a menu and the
    drop-down, as Windows answers)."""
    d = _self(c, this)
    ctl, hr = _with_items(d, ctl_id)
    if ctl is None:
        return hr
    if ctl.kind in (MENU, DROPDOWN):
        return E_NOTIMPL
    if ctl.item(item_id) is None:
        return E_INVALIDARG
    ctl.selected = item_id
    yield from sync(_ui(d), d.controls, ctl)
    return S_OK


@_m("SetControlItemText", "LPVOID this, DWORD id, DWORD item, LPCWSTR label")
def _set_item_text(c, this, ctl_id, item_id, label):
    """An item's label."""
    d = _self(c, this)
    ctl, it, hr = _with_item(d, ctl_id, item_id)
    if ctl is None:
        return hr
    it.label = label or ""
    fd = _ui(d)
    if ctl.kind == RADIOLIST and fd is not None and it.cid:
        yield from fd._send_text(it.cid, WM_SETTEXT, 0, it.label)
    else:
        yield from sync(fd, d.controls, ctl)
    return S_OK



