"""USER32: the dialog functions. Templates, the modal loop, the dialog procedure's
keyboard interface and DefDlgProc are in ``user/dialogs.py``."""

from ....abi.api import BOTH, api
from ...core.messages import WM_GETTEXT, WM_SETTEXT
from ...core.styles import BM_GETCHECK, BM_SETCHECK
from ...core.winerror import ERROR_INVALID_PARAMETER, ERROR_INVALID_WINDOW_HANDLE
from ...user.dialogs import (_children, _item, _resource_template, _send_text_op, _text_of,
                            base_units, create_dialog, dialog_base_units, def_dlg_proc, dialog_box, end_dialog,
                            is_dialog_message, muldiv, next_group_item, next_tab_item,
                            read_template)
from ...user.msgloop import read_msg
from ...user.wm import is_wide, Message
from ...core.dllnames import USER32
from ...core.structures import RECT



@api(USER32, "DefDlgProc{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def DefDlgProc(c, hwnd, msg, wparam, lparam):
    win = c.vm.wm.get(hwnd)
    if win is None:
        return 0
    return def_dlg_proc(c.vm.wm, win, msg, wparam, lparam, c.wide)


@api(USER32, "DialogBoxParam{AW}", "HINSTANCE inst, LPCTSTR_ID name, HWND owner, LPVOID proc, LPARAM param", widths=BOTH)
def DialogBoxParam(c, inst, name, owner, proc, param):
    tpl = _resource_template(c, inst, name)
    if tpl is None:
        return -1                       # (INT_PTR)-1 at either width
    return dialog_box(c.vm, tpl, inst, owner, proc, param, c.wide)


@api(USER32, "DialogBoxIndirectParam{AW}", "HINSTANCE inst, LPVOID tpl, HWND owner, LPVOID proc, LPARAM param", widths=BOTH)
def DialogBoxIndirectParam(c, inst, tpl, owner, proc, param):
    """A modal dialog from a template in memory; no template: -1, ERROR_INVALID_PARAMETER
    (a program that failed to find its dialog resource passes NULL)."""
    if not tpl:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return -1                       # (INT_PTR)-1 at either width
    return dialog_box(c.vm, read_template(c.vm.mem, tpl), inst, owner, proc, param, c.wide)


@api(USER32, "CreateDialogParam{AW}", "HINSTANCE inst, LPCTSTR_ID name, HWND owner, LPVOID proc, LPARAM param", widths=BOTH)
def CreateDialogParam(c, inst, name, owner, proc, param):
    tpl = _resource_template(c, inst, name)
    if tpl is None:
        return 0
    return create_dialog(c.vm, tpl, inst, owner, proc, param, c.wide)


@api(USER32, "CreateDialogIndirectParam{AW}", "HINSTANCE inst, LPVOID tpl, HWND owner, LPVOID proc, LPARAM param", widths=BOTH)
def CreateDialogIndirectParam(c, inst, tpl, owner, proc, param):
    """A modeless dialog from a template in memory; no template: NULL,
    ERROR_INVALID_PARAMETER."""
    if not tpl:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return create_dialog(c.vm, read_template(c.vm.mem, tpl), inst, owner, proc, param, c.wide)


@api(USER32, "EndDialog", "HWND hwnd, INT_PTR result", widths=BOTH)
def EndDialog(c, hwnd, result):
    return end_dialog(c.vm, hwnd, result)


@api(USER32, "IsDialogMessage{AW}", "HWND hwnd, LPVOID msg", widths=BOTH)
def IsDialogMessage(c, hwnd, pmsg):
    m = read_msg(c.vm.mem, pmsg, c.ptr_size)
    return is_dialog_message(c.vm, hwnd, Message(m["hwnd"], m["message"], m["wParam"],
                                                 m["lParam"], m["time"],
                                                 (m["pt"]["x"] & 0xFFFFFFFF,
                                                  m["pt"]["y"] & 0xFFFFFFFF)), pmsg)


@api(USER32, "GetDlgItem", "HWND dlg, INT id", widths=BOTH)
def GetDlgItem(c, dlg, ctrl_id):
    ctl = _item(c, dlg, ctrl_id)
    return ctl.hwnd if ctl is not None else 0


@api(USER32, "GetDlgItemText{AW}", "HWND dlg, INT id, LPVOID buf, INT size", widths=BOTH)
def GetDlgItemText(c, dlg, ctrl_id, buf, size):
    ctl = _item(c, dlg, ctrl_id)
    if ctl is None:
        if size > 0 and buf:
            c.write_str(buf, "", size)
        return 0
    if size <= 0:
        return 0
    return (yield from _send_text_op(c, ctl, WM_GETTEXT, size, buf))


@api(USER32, "SetDlgItemText{AW}", "HWND dlg, INT id, LPVOID text", widths=BOTH)
def SetDlgItemText(c, dlg, ctrl_id, text):
    ctl = _item(c, dlg, ctrl_id)
    if ctl is None:
        return 0
    if not text:
        p = c.vm.heap.alloc(2)
        c.vm.mem.write(p, b"\0\0")
        try:
            return (yield from c.vm.wm.send(ctl.hwnd, WM_SETTEXT, 0, p))
        finally:
            c.vm.heap.free(p)
    return (yield from _send_text_op(c, ctl, WM_SETTEXT, 0, text))


@api(USER32, "GetDlgItemInt", "HWND dlg, INT id, LPVOID ok, BOOL signed", widths=BOTH)
def GetDlgItemInt(c, dlg, ctrl_id, ok, signed):
    ctl = _item(c, dlg, ctrl_id)
    value, good = 0, False
    if ctl is not None:
        text = (yield from _text_of(c, ctl)).lstrip(" \t")
        neg = False
        if signed and text[:1] in ("-", "+"):
            neg, text = text[0] == "-", text[1:]
        digits = ""
        for ch in text:
            if not ch.isdigit():
                break
            digits += ch
        if digits:
            v = -int(digits) if neg else int(digits)
            limit_ok = (-(1 << 31) <= v < (1 << 31)) if signed else (0 <= v < (1 << 32))
            if limit_ok:
                value, good = v & 0xFFFFFFFF, True
    if ok:
        c.vm.mem.w32(ok, 1 if good else 0)
    return value


@api(USER32, "SetDlgItemInt", "HWND dlg, INT id, UINT value, BOOL signed", widths=BOTH)
def SetDlgItemInt(c, dlg, ctrl_id, value, signed):
    ctl = _item(c, dlg, ctrl_id)
    if ctl is None:
        return 0
    v = value - (1 << 32) if signed and value & 0x80000000 else value
    text = str(v)
    p = c.vm.heap.alloc(2 * len(text) + 2)
    (c.vm.mem.write_wstr if is_wide(ctl) else c.vm.mem.write_cstr)(p, text)
    try:
        return (yield from c.vm.wm.send(ctl.hwnd, WM_SETTEXT, 0, p))
    finally:
        c.vm.heap.free(p)


@api(USER32, "CheckDlgButton", "HWND dlg, INT id, UINT check", widths=BOTH)
def CheckDlgButton(c, dlg, ctrl_id, check):
    ctl = _item(c, dlg, ctrl_id)
    if ctl is None:
        return 0
    yield from c.vm.wm.send(ctl.hwnd, BM_SETCHECK, check, 0)
    return 1


@api(USER32, "IsDlgButtonChecked", "HWND dlg, INT id", widths=BOTH)
def IsDlgButtonChecked(c, dlg, ctrl_id):
    ctl = _item(c, dlg, ctrl_id)
    if ctl is None:
        return 0
    return (yield from c.vm.wm.send(ctl.hwnd, BM_GETCHECK, 0, 0))


@api(USER32, "CheckRadioButton", "HWND dlg, INT first, INT last, INT check", widths=BOTH)
def CheckRadioButton(c, dlg, first, last, check):
    wm = c.vm.wm
    d = wm.get(dlg)
    if d is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    for ctl in _children(wm, d):
        if first <= ctl.id <= last:
            yield from wm.send(ctl.hwnd, BM_SETCHECK, 1 if ctl.id == check else 0, 0)
    return 1


@api(USER32, "SendDlgItemMessage{AW}", "HWND dlg, INT id, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def SendDlgItemMessage(c, dlg, ctrl_id, msg, wparam, lparam):
    ctl = _item(c, dlg, ctrl_id)
    if ctl is None:
        return 0
    return (yield from _send_text_op(c, ctl, msg, wparam, lparam))


@api(USER32, "GetNextDlgTabItem", "HWND dlg, HWND ctl, BOOL previous", widths=BOTH)
def GetNextDlgTabItem(c, dlg, ctl, previous):
    wm = c.vm.wm
    d = wm.get(dlg)
    if d is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    # Not as MSDN says: the dialog itself stands for no control, and the previous item
    # of no control is none (Wine's tests, run on Windows).
    if ctl == dlg or not ctl:
        if previous:
            return 0
        ctl = 0
    r = next_tab_item(wm, d, wm.get(ctl) if ctl else None, bool(previous))
    return r.hwnd if r is not None else 0


@api(USER32, "GetNextDlgGroupItem", "HWND dlg, HWND ctl, BOOL previous", widths=BOTH)
def GetNextDlgGroupItem(c, dlg, ctl, previous):
    wm = c.vm.wm
    d = wm.get(dlg)
    if d is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if ctl == dlg or not ctl:
        if previous:
            return 0
        ctl = 0
    r = next_group_item(wm, d, wm.get(ctl) if ctl else None, bool(previous))
    return r.hwnd if r is not None else 0


@api(USER32, "MapDialogRect", "HWND:window dlg, LPVOID rect", widths=BOTH)
def MapDialogRect(c, dlg, rect):
    d = c.vm.wm.get(dlg)
    cx, cy = dialog_base_units(c.vm, d)
    l, t, r, b = RECT.values(c.vm.mem, rect)
    c.vm.mem.write(rect, RECT.pack_values(muldiv(l, cx, 4), muldiv(t, cy, 8),
                                          muldiv(r, cx, 4), muldiv(b, cy, 8)))
    return 1


@api(USER32, "GetDialogBaseUnits", widths=BOTH)
def GetDialogBaseUnits(c):
    cx, cy = base_units(c.vm)
    return (cy << 16) | cx
