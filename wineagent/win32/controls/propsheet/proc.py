"""PropertySheet itself and the frame's dialog procedure: building and running the
modal frame, WM_INITDIALOG (the tabs, the first page, PSCB_INITIALIZED), the buttons'
and the tabs' messages, and the PSM_* messages."""

from ....abi.api import GuestCall, Unimplemented
from ...core.dllnames import COMCTL32
from ...core.messages import WM_COMMAND, WM_DESTROY, WM_INITDIALOG, WM_KEYDOWN
from ...core.styles import WS_VISIBLE
from ...core.structures import NMHDR, PROPSHEETHEADER, TCITEM
from ...core.winerror import ERROR_RESOURCE_NAME_NOT_FOUND
from ...user.dialogs import (create_dialog, dialog_box, end_dialog, read_template,
                             set_dialog_focus)
from ...user.dlgnav import descends, is_dialog_message
from ...user.keystate import key_state
from ...user.msgloop import read_msg
from ...user.pyproc import window_proc
from ...user.window import show_window
from ...user.wm import Message
from .frame import _control, _enable, _layout, _set_result, _set_text, _show, _signed
from .header import _page_title, _string_or_id, read_header
from .navigate import (_activate, _apply, _button, _index_of_id, _leave, _make_page,
                       _page_index, _select, _wiz_buttons)
from .pages import (BN_CLICKED, IDCANCEL, IDC_APPLY_BUTTON, IDC_BACK_BUTTON,
                    IDC_FINISH_BUTTON, IDC_NEXT_BUTTON, IDC_TABCONTROL, IDOK,
                    ID_PSREBOOTSYSTEM, ID_PSRESTARTWINDOWS, PSCB_INITIALIZED, PSCB_PRECREATE,
                    PSH_PROPTITLE, PSM_APPLY, PSM_CANCELTOCLOSE, PSM_CHANGED,
                    PSM_GETCURRENTPAGEHWND, PSM_GETRESULT, PSM_GETTABCONTROL,
                    PSM_HWNDTOINDEX, PSM_IDTOINDEX, PSM_INDEXTOHWND, PSM_INDEXTOID,
                    PSM_INDEXTOPAGE, PSM_ISDIALOGMESSAGE, PSM_PAGETOINDEX, PSM_PRESSBUTTON,
                    PSM_QUERYSIBLINGS, PSM_REBOOTSYSTEM, PSM_RESTARTWINDOWS, PSM_SETCURSEL,
                    PSM_SETCURSELID, PSM_SETFINISHTEXTA, PSM_SETFINISHTEXTW, PSM_SETTITLEA, PSM_SETTITLEW,
                    PSM_SETWIZBUTTONS, PSM_UNCHANGED, PSP_PREMATURE, PageError,
                    TCIF_TEXT, TCM_GETCURSEL, TCM_INSERTITEMW, TCN_SELCHANGE,
                    TCN_SELCHANGING, WM_NOTIFY, _PRESS, _REFUSED_PSM, destroy_page)
from .template import frame_template, template_bytes

VK_TAB, VK_SHIFT, VK_CONTROL, VK_PRIOR, VK_NEXT = 0x09, 0x10, 0x11, 0x21, 0x22

#: The frame's dialog procedure, an internal thunk of COMCTL32 (``window_proc`` below).
SHEET_PROC = "wineagent.PropSheetDlgProc"


def property_sheet(vm, hdr, wide):
    """Generator: PropertySheet(A/W): a modal sheet's result, a modeless sheet's frame
    (PSH_MODELESS); -1 when it failed."""
    try:
        sheet = yield from read_header(vm, hdr, wide)
    except PageError:
        vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND
        return 0xFFFFFFFF
    if sheet is None or not sheet.pages:
        return 0xFFFFFFFF
    tpl = frame_template(sheet)
    if sheet.callback:
        data = template_bytes(tpl)
        addr = vm.heap.alloc(len(data))
        vm.mem.write(addr, data)
        try:
            yield GuestCall(sheet.callback, (0, PSCB_PRECREATE, addr))
            tpl = read_template(vm.mem, addr)
        finally:
            vm.heap.free(addr)
    key = vm.user.propsheet_next
    vm.user.propsheet_next = key + 1
    vm.user.propsheet_starting[key] = sheet
    parent = PROPSHEETHEADER.variant(wide).at(vm.mem, hdr, vm.ptr_size).hwndParent
    proc = vm.proc_address(COMCTL32, SHEET_PROC)
    if sheet.modeless:
        # the frame is shown and handed back; the program's loop runs it, passing its
        # messages through PSM_ISDIALOGMESSAGE, and destroys it once closed
        try:
            hwnd = yield from create_dialog(vm, tpl, vm.image.base, parent, proc, key, wide)
        finally:
            vm.user.propsheet_starting.pop(key, None)
        frame = vm.wm.get(hwnd) if hwnd else None
        if frame is None or not sheet.hwnd:
            return 0xFFFFFFFF
        if not frame.style & WS_VISIBLE:
            yield from show_window(vm, frame, 5)              # SW_SHOW
        return hwnd
    try:
        yield from dialog_box(vm, tpl, vm.image.base, parent, proc, key, wide)
    finally:
        vm.user.propsheet_starting.pop(key, None)
    # The sheet owns its pages: they are destroyed with it (their callbacks hear
    # PSPCB_RELEASE), also those the program made with CreatePropertySheetPage.
    for page in sheet.pages:
        yield from destroy_page(vm, page.addr)
    if not sheet.hwnd:
        return 0xFFFFFFFF
    return sheet.result()


def _init(vm, win, key):
    """Generator: WM_INITDIALOG of the frame: tabs, layout, the start page, PSCB_INITIALIZED."""
    wm = vm.wm
    sheet = vm.user.propsheet_starting.pop(key)
    win.state["propsheet"] = sheet
    sheet.hwnd = win.hwnd
    if not sheet.wizard:
        tab = _control(wm, sheet, IDC_TABCONTROL)
        sheet.tab = tab.hwnd if tab is not None else 0
        size = TCITEM.W.sizeof(vm.ptr_size)
        item = vm.heap.alloc(size + 2 * 260, zero=True)      # TCITEMW and its text
        tci = TCITEM.W.at(vm.mem, item, vm.ptr_size)
        try:
            for i, page in enumerate(sheet.pages):
                title = _page_title(vm, page)
                tci.mask = TCIF_TEXT
                vm.mem.write_wstr(item + size, title[:259])
                tci.pszText = item + size
                yield from wm.send(sheet.tab, TCM_INSERTITEMW, i, item)
        finally:
            vm.heap.free(item)
    yield from _layout(vm, sheet)
    for i, page in enumerate(sheet.pages):
        if page.flags & PSP_PREMATURE:
            made = yield from _make_page(vm, sheet, i)
            if made is not None:
                yield from show_window(vm, made, 0)
    if sheet.callback:
        # Before the first page exists, as Windows and Wine do.
        yield GuestCall(sheet.callback, (win.hwnd, PSCB_INITIALIZED, 0))
    if not (yield from _activate(vm, sheet, sheet.start)):
        if sheet.modeless:
            yield from vm.wm.destroy(sheet.hwnd)
        else:
            yield from end_dialog(vm, sheet.hwnd, 0)
        sheet.hwnd = 0
        return 0
    return 0                                      # the start page has the focus


def sheet_proc(wm, win, msg, wparam, lparam):
    """The frame's DLGPROC (see the module docstring)."""
    vm = wm.vm
    if msg == WM_INITDIALOG:
        return (yield from _init(vm, win, lparam))
    sheet = win.state.get("propsheet")
    if sheet is None:
        return 0
    if msg == WM_DESTROY and sheet.modeless:
        # the sheet owns its pages (PSPCB_RELEASE); a modal one frees them in
        # PropertySheet, once its loop has ended
        win.state.pop("propsheet", None)
        for page in sheet.pages:
            yield from destroy_page(vm, page.addr)
        return 0
    if msg == WM_COMMAND and wparam >> 16 in (BN_CLICKED, 1):   # a click, or Enter / Esc
        yield from _button(vm, sheet, wparam & 0xFFFF)
        return 1
    if msg == WM_NOTIFY and sheet.tab and lparam:
        nm = NMHDR.at(vm.mem, lparam, vm.ptr_size)
        src = nm.hwndFrom
        code = _signed(nm.code)
        if src == sheet.tab and code == TCN_SELCHANGING:
            return _set_result(vm, win, 0 if (yield from _leave(vm, sheet)) else 1)
        if src == sheet.tab and code == TCN_SELCHANGE:
            i = yield from wm.send(sheet.tab, TCM_GETCURSEL, 0, 0)
            yield from _activate(vm, sheet, _signed(i))
            return 1
        return 0
    if not 0x465 <= msg <= 0x488:
        return 0
    if msg in _REFUSED_PSM:
        raise Unimplemented("%s!PropertySheet: %s" % (COMCTL32, _REFUSED_PSM[msg]))
    return (yield from _sheet_message(vm, win, sheet, msg, wparam, lparam))


def _sheet_message(vm, win, sheet, msg, wparam, lparam):
    """Generator: the PSM_* messages; answers through DWLP_MSGRESULT."""
    wm = vm.wm
    if msg == PSM_SETCURSEL:
        i = _page_index(sheet, handle=lparam) if lparam else wparam
        return _set_result(vm, win, (yield from _select(vm, sheet, _signed(i))))
    if msg == PSM_SETCURSELID:
        i = _index_of_id(sheet, lparam)
        return _set_result(vm, win, (yield from _select(vm, sheet, i)) if i is not None else 0)
    if msg == PSM_CHANGED:
        sheet.changed.add(wparam)
        yield from _enable(wm, _control(wm, sheet, IDC_APPLY_BUTTON), True)
        return _set_result(vm, win, 0)
    if msg == PSM_UNCHANGED:
        sheet.changed.discard(wparam)
        if not sheet.changed:
            yield from _enable(wm, _control(wm, sheet, IDC_APPLY_BUTTON), False)
        return _set_result(vm, win, 0)
    if msg == PSM_RESTARTWINDOWS:
        sheet.restart = sheet.restart or ID_PSRESTARTWINDOWS
        return _set_result(vm, win, 0)
    if msg == PSM_REBOOTSYSTEM:
        sheet.restart = ID_PSREBOOTSYSTEM
        return _set_result(vm, win, 0)
    if msg == PSM_CANCELTOCLOSE:
        yield from _enable(wm, _control(wm, sheet, IDCANCEL), False)
        ok = _control(wm, sheet, IDOK)
        if ok is not None:
            yield from _set_text(vm, ok, "Close")
        return _set_result(vm, win, 0)
    if msg == PSM_QUERYSIBLINGS:
        for page in sheet.pages:
            if page.hwnd and wm.get(page.hwnd) is not None:
                r = yield from wm.send(page.hwnd, PSM_QUERYSIBLINGS, wparam, lparam)
                if r:
                    return _set_result(vm, win, r)
        return _set_result(vm, win, 0)
    if msg == PSM_APPLY:
        return _set_result(vm, win, (yield from _apply(vm, sheet, False)))
    if msg in (PSM_SETTITLEA, PSM_SETTITLEW):
        text = _string_or_id(vm, lparam, sheet.inst, msg == PSM_SETTITLEW)
        if wparam & PSH_PROPTITLE:
            text = "%s Properties" % text
        yield from _set_text(vm, win, text)
        return _set_result(vm, win, 0)
    if msg == PSM_SETWIZBUTTONS:
        yield from _wiz_buttons(vm, sheet, lparam)
        return _set_result(vm, win, 0)
    if msg == PSM_PRESSBUTTON:
        cid = _PRESS.get(wparam)
        if cid is not None:
            yield from _button(vm, sheet, cid)
        return _set_result(vm, win, 0)
    if msg in (PSM_SETFINISHTEXTA, PSM_SETFINISHTEXTW):
        # Documented: the Finish button gets the text; Back and Next go away.
        text = (vm.mem.wstr(lparam) if msg == PSM_SETFINISHTEXTW else vm.mem.cstr(lparam)) \
            if lparam else ""
        fin = _control(wm, sheet, IDC_FINISH_BUTTON)
        if fin is not None:
            yield from _set_text(vm, fin, text)
            yield from _show(vm, fin, True)
            yield from _enable(wm, fin, True)
        yield from _show(vm, _control(wm, sheet, IDC_NEXT_BUTTON), False)
        yield from _show(vm, _control(wm, sheet, IDC_BACK_BUTTON), False)
        return _set_result(vm, win, 0)
    if msg == PSM_GETTABCONTROL:
        return _set_result(vm, win, sheet.tab)
    if msg == PSM_GETCURRENTPAGEHWND:
        ok = 0 <= sheet.current < len(sheet.pages) and not win.state.get("ended") \
            and not sheet.closed
        return _set_result(vm, win, sheet.pages[sheet.current].hwnd if ok else 0)
    if msg == PSM_HWNDTOINDEX:
        return _set_result(vm, win, _page_index(sheet, hwnd=wparam))
    if msg == PSM_PAGETOINDEX:
        return _set_result(vm, win, _page_index(sheet, handle=lparam))
    if msg in (PSM_INDEXTOHWND, PSM_INDEXTOPAGE, PSM_INDEXTOID):
        if not 0 <= wparam < len(sheet.pages):
            return _set_result(vm, win, 0)
        page = sheet.pages[wparam]
        value = {PSM_INDEXTOHWND: page.hwnd, PSM_INDEXTOPAGE: page.addr,
                 PSM_INDEXTOID: page.template}[msg]
        return _set_result(vm, win, value)
    if msg == PSM_IDTOINDEX:
        i = _index_of_id(sheet, lparam)
        return _set_result(vm, win, -1 if i is None else i)
    if msg == PSM_GETRESULT:
        # a modeless sheet answers what it would return so far (0 before OK or Apply, as
        # Wine 8 answers); a modal one -1 until its loop ended
        ended = sheet.modeless or win.state.get("ended")
        return _set_result(vm, win, sheet.result() if ended else -1)
    if msg == PSM_ISDIALOGMESSAGE:
        return _set_result(vm, win, (yield from _dialog_message(vm, sheet, lparam)))
    return 0


window_proc(COMCTL32, SHEET_PROC, sheet_proc)


def _dialog_message(vm, sheet, msgp):
    """Generator: PSM_ISDIALOGMESSAGE, what a modeless sheet's message loop calls instead
    of IsDialogMessage: Ctrl+Tab and Ctrl+Page Down go to the next page, with Shift or
    Page Up to the one before (round the tabs: the keys the Property Sheets overview
    names), the focus on the tabs (under Wine 8 no control of the new page takes it); any
    other message goes to IsDialogMessage on the frame. TRUE when the message was
    handled."""
    if not msgp:
        return 0
    m = read_msg(vm.mem, msgp, vm.ptr_size)
    msg = Message(m["hwnd"], m["message"], m["wParam"], m["lParam"], m["time"],
                  (m["pt"]["x"] & 0xFFFFFFFF, m["pt"]["y"] & 0xFFFFFFFF))
    frame = vm.wm.get(sheet.hwnd)
    target = vm.wm.get(msg.hwnd)
    if msg.msg == WM_KEYDOWN and msg.wparam in (VK_TAB, VK_PRIOR, VK_NEXT) \
            and frame is not None and target is not None and sheet.tab \
            and key_state(vm, VK_CONTROL) & 0x80 and descends(vm.wm, target, frame):
        back = msg.wparam == VK_PRIOR or (msg.wparam == VK_TAB
                                          and key_state(vm, VK_SHIFT) & 0x80)
        n = len(sheet.pages)
        if (yield from _select(vm, sheet, (sheet.current + (-1 if back else 1)) % n, False)):
            tab = vm.wm.get(sheet.tab)
            if tab is not None:
                yield from set_dialog_focus(vm.wm, tab)
        return 1
    return 1 if (yield from is_dialog_message(vm, sheet.hwnd, msg, msgp)) else 0
