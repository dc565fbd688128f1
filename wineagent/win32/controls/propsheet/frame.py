"""The running frame's controls: the dialog result, enabling, showing and naming the
buttons, the page notifications (PSHNOTIFY), and laying the frame out around the largest
page."""


from ...core.messages import WM_SETTEXT
from ...core.structures import PSHNOTIFY, RECT
from ...core.styles import WS_DISABLED, WS_VISIBLE
from ...gdi.objects import Font
from ...user.dialogs import base_units, muldiv, set_msgresult
from ...user.window import adjust_rect, reposition, show_window
from .pages import (BUTTON_CX_DLU, BUTTON_CY_DLU, GAP_DLU, IDCANCEL, IDC_APPLY_BUTTON,
                    IDC_BACK_BUTTON, IDC_FINISH_BUTTON, IDC_NEXT_BUTTON, IDC_SUNKEN_LINE,
                    IDHELP, IDOK, MARGIN_DLU, MIN_PAGE_CX_DLU, MIN_PAGE_CY_DLU,
                    PSH_WIZARDHASFINISH, TCM_ADJUSTRECT, WIZ_BUTTON_CX_DLU, WM_NOTIFY)


# -- the frame's dialog procedure -----------------------------------------------------------------
def _set_result(vm, win, value):
    # DWLP_MSGRESULT (offset 0 of the dialog's extra bytes, pointer-sized): the
    # SendMessage answer.
    set_msgresult(win, value, vm.ptr_size)
    return 1


def _control(wm, sheet, cid):
    frame = wm.get(sheet.hwnd)
    for h in frame.children if frame is not None else ():
        c = wm.get(h)
        if c is not None and c.id == cid:
            return c
    return None


def _enable(wm, ctl, on):
    if ctl is None or bool(ctl.style & WS_DISABLED) != bool(on):
        return
    ctl.style = ctl.style & ~WS_DISABLED if on else ctl.style | WS_DISABLED
    yield from wm.send(ctl.hwnd, 0x000A, 1 if on else 0, 0)          # WM_ENABLE
    wm.invalidate(ctl, None, True)


def _set_text(vm, win, text):
    p = vm.heap.alloc(2 * len(text) + 2)
    try:
        if win.unicode:
            vm.mem.write_wstr(p, text)
        else:
            vm.mem.write_cstr(p, text)
        yield from vm.wm.send(win.hwnd, WM_SETTEXT, 0, p)
    finally:
        vm.heap.free(p)


def _show(vm, ctl, on):
    if ctl is not None and bool(ctl.style & WS_VISIBLE) != bool(on):
        yield from show_window(vm, ctl, 5 if on else 0)


def _notify(vm, sheet, page, code, lparam=0):
    """Generator: WM_NOTIFY with a PSHNOTIFY to a page; the page's answer."""
    if not page.hwnd or vm.wm.get(page.hwnd) is None:
        return 0
    nm = vm.heap.alloc(PSHNOTIFY.sizeof(vm.ptr_size), zero=True)
    try:
        # hdr.hwndFrom: the sheet; idFrom 0
        vm.mem.write(nm, PSHNOTIFY.pack(vm.ptr_size, hdr=dict(hwndFrom=sheet.hwnd, code=code),
                                        lParam=lparam))
        r = yield from vm.wm.send(page.hwnd, WM_NOTIFY, 0, nm)
    finally:
        vm.heap.free(nm)
    return r & 0xFFFFFFFF


def _signed(v):
    # An index or a notification code is 32 bits wide at both widths: a 64-bit program's
    # WPARAM -1 is 2**64 - 1, a 32-bit one's 2**32 - 1.
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


def _layout(vm, sheet):
    """Generator: size the frame around the largest page and place tab, pages, buttons."""
    wm = vm.wm
    frame = wm.get(sheet.hwnd)
    # the frame's own template is in MS Shell Dlg 8 (MS Sans Serif 8 here)
    bx, by = base_units(vm, Font(-11, 400, "MS Sans Serif"))
    mx, my = muldiv(MARGIN_DLU, bx, 4), muldiv(MARGIN_DLU, by, 8)
    gap = muldiv(GAP_DLU, bx, 4)
    bh = muldiv(BUTTON_CY_DLU, by, 8)
    pw = max([muldiv(p.tpl.cx, bx, 4) for p in sheet.pages]
             + ([] if sheet.wizard else [muldiv(MIN_PAGE_CX_DLU - 8, bx, 4)]))
    ph = max([muldiv(p.tpl.cy, by, 8) for p in sheet.pages]
             + ([] if sheet.wizard else [muldiv(MIN_PAGE_CY_DLU - 20, by, 8)]))
    if sheet.wizard:
        bw = muldiv(WIZ_BUTTON_CX_DLU, bx, 4)
        next_finish = [IDC_NEXT_BUTTON, IDC_FINISH_BUTTON] if sheet.flags & PSH_WIZARDHASFINISH \
            else [IDC_NEXT_BUTTON]
        ids = [IDC_BACK_BUTTON] + next_finish + [IDCANCEL, IDHELP]
        page_x, page_y = 0, 0
        line_y = ph + my
        row_y = line_y + 1 + my
        cw = max(pw, len(ids) * (bw + gap) + 2 * mx)
        line = _control(wm, sheet, IDC_SUNKEN_LINE)
        if line is not None:
            yield from reposition(vm, line, mx, line_y, cw - 2 * mx, 1)
        if not sheet.flags & PSH_WIZARDHASFINISH:
            # Finish shares Next's place; PSM_SETWIZBUTTONS shows one or the other.
            fin = _control(wm, sheet, IDC_FINISH_BUTTON)
            if fin is not None:
                yield from _show(vm, fin, False)
    else:
        bw = muldiv(BUTTON_CX_DLU, bx, 4)
        ids = [IDOK, IDCANCEL, IDC_APPLY_BUTTON, IDHELP]
        tab = wm.get(sheet.tab)
        rect = vm.heap.alloc(RECT.sizeof())
        try:
            vm.mem.write(rect, RECT.pack_values(0, 0, pw, ph))
            yield from wm.send(sheet.tab, TCM_ADJUSTRECT, 1, rect)      # page -> window
            l, t, r, b = RECT.values(vm.mem, rect)
        finally:
            vm.heap.free(rect)
        tw, th = r - l, b - t
        yield from reposition(vm, tab, mx, my, tw, th)
        page_x, page_y = mx - l, my - t
        row_y = my + th + my
        cw = tw + 2 * mx
    x = cw - mx
    placed = [cid for cid in ids if _control(wm, sheet, cid) is not None]
    for cid in reversed(placed):
        ctl = _control(wm, sheet, cid)
        if cid == IDC_FINISH_BUTTON and not sheet.flags & PSH_WIZARDHASFINISH:
            continue
        x -= bw
        yield from reposition(vm, ctl, x, row_y, bw, bh)
        if cid == IDC_NEXT_BUTTON and not sheet.flags & PSH_WIZARDHASFINISH:
            fin = _control(wm, sheet, IDC_FINISH_BUTTON)
            yield from reposition(vm, fin, x, row_y, bw, bh)
        x -= gap
    ch = row_y + bh + my
    sheet.page_rect = (page_x, page_y, pw, ph)
    l, t, r, b = adjust_rect((0, 0, cw, ch), frame.style, bool(frame.menu), frame.exstyle)
    w, h = r - l, b - t
    # sized where the dialog manager put it: comctl32's frame template has no DS_CENTER,
    # so the frame's client area starts at the owner's client origin (the screen's
    # without an owner), and the frame grows right and down from there, as Wine 8's
    # SetWindowPos(SWP_NOMOVE); programs that want it centred move it themselves
    yield from reposition(vm, frame, frame.x, frame.y, w, h)
