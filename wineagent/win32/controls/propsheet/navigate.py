"""Moving between a sheet's pages: creating a page's dialog when first shown,
PSN_SETACTIVE / PSN_KILLACTIVE, selecting by index or resource id, Apply and OK
(PSN_APPLY), Cancel (PSN_QUERYCANCEL, PSN_RESET), the wizard's Back, Next and Finish,
the buttons' clicks and PSM_SETWIZBUTTONS."""

from ....abi.api import GuestCall, Unimplemented
from ...core.dllnames import COMCTL32
from ...core.styles import (WS_CAPTION, WS_CHILD, WS_DISABLED, WS_POPUP, WS_SYSMENU,
                            WS_THICKFRAME, WS_VISIBLE)
from ...user.dialogs import (DC_HASDEFID, DM_GETDEFID, DM_SETDEFID, DS_3DLOOK, DS_CONTROL,
                             DS_MODALFRAME, create_dialog, end_dialog, next_tab_item,
                             set_dialog_focus)
from ...user.window import reposition, show_window
from .frame import _control, _enable, _notify, _set_text, _show, _signed
from .header import _page_title
from .pages import (IDCANCEL, IDC_APPLY_BUTTON, IDC_BACK_BUTTON, IDC_FINISH_BUTTON,
                    IDC_NEXT_BUTTON, IDHELP, IDOK, PSH_HASHELP, PSH_WIZARDHASFINISH,
                    PSNRET_INVALID, PSNRET_INVALID_NOCHANGEPAGE, PSN_APPLY, PSN_HELP,
                    PSN_KILLACTIVE, PSN_QUERYCANCEL, PSN_RESET, PSN_SETACTIVE, PSN_WIZBACK,
                    PSN_WIZFINISH, PSN_WIZNEXT, PSPCB_CREATE, PSP_DLGINDIRECT, PSP_HASHELP,
                    PSWIZB_BACK, PSWIZB_DISABLEDFINISH, PSWIZB_FINISH, PSWIZB_NEXT,
                    TCM_SETCURSEL)


def _make_page(vm, sheet, i):
    """Generator: create page ``i``'s dialog (PSPCB_CREATE first); its window or None."""
    page = sheet.pages[i]
    if page.hwnd and vm.wm.get(page.hwnd) is not None:
        return vm.wm.get(page.hwnd)
    if page.callback:
        ok = yield GuestCall(page.callback, (0, PSPCB_CREATE, page.addr))
        if not ok:
            raise Unimplemented("%s!PropertySheet: a page whose PSPCB_CREATE refuses it" % COMCTL32)
    tpl = page.tpl
    # A page is a control parent inside the sheet, whatever its template says.
    tpl.style = ((tpl.style & ~(WS_POPUP | WS_CAPTION | WS_SYSMENU | WS_THICKFRAME
                                | WS_DISABLED | WS_VISIBLE | DS_MODALFRAME))
                 | WS_CHILD | DS_CONTROL | DS_3DLOOK)
    tpl.exstyle |= 0x10000                        # WS_EX_CONTROLPARENT
    tpl.x = tpl.y = 0
    inst = page.inst or vm.image.base
    hwnd = yield from create_dialog(vm, tpl, inst, sheet.hwnd, page.dlgproc, page.addr,
                                    page.wide)
    win = vm.wm.get(hwnd) if hwnd else None
    if win is None:
        return None
    page.hwnd = hwnd
    x, y, w, h = sheet.page_rect
    yield from reposition(vm, win, x, y, w, h)
    return win


def _activate(vm, sheet, i, direction=1, focus_page=True):
    """Generator: show page ``i`` (made if needed) and tell it PSN_SETACTIVE; a wizard
    page answering -1 is skipped in ``direction``. True when a page became current. The
    page's first control takes the focus unless ``focus_page`` is False (the keyboard's
    Ctrl+Tab, which leaves it on the tabs)."""
    wm = vm.wm
    while 0 <= i < len(sheet.pages):
        win = yield from _make_page(vm, sheet, i)
        if win is None:
            return False
        answer = _signed((yield from _notify(vm, sheet, sheet.pages[i], PSN_SETACTIVE)))
        if answer == 0 or not sheet.wizard:
            break
        if answer == -1:
            i += direction
            continue
        target = _index_of_id(sheet, answer)
        if target is None or target == i:
            break
        i = target
    else:
        return False
    old = sheet.pages[sheet.current] if 0 <= sheet.current < len(sheet.pages) else None
    if old is not None and old.hwnd != sheet.pages[i].hwnd and wm.get(old.hwnd) is not None:
        yield from show_window(vm, wm.get(old.hwnd), 0)
    sheet.current = i
    page = sheet.pages[i]
    win = wm.get(page.hwnd)
    if sheet.wizard:
        # A wizard is captioned by its current page (the header's caption when it has none).
        frame = wm.get(sheet.hwnd)
        title = _page_title(vm, page) or sheet.caption
        if frame is not None and frame.title != title:
            yield from _set_text(vm, frame, title)
    # the page goes on top of the sheet's children (above the tab control it lies over,
    # made before it), as comctl32 places it: clicks inside it reach its controls
    wm.raise_child(win)
    yield from show_window(vm, win, 5)                     # SW_SHOW
    if sheet.tab:
        yield from wm.send(sheet.tab, TCM_SETCURSEL, i, 0)
    if sheet.flags & PSH_HASHELP:
        yield from _enable(wm, _control(wm, sheet, IDHELP), page.flags & PSP_HASHELP)
    if not focus_page:
        return True
    first = next_tab_item(wm, win, None, False)
    if first is None:
        # A page with nothing to focus: the sheet's default button (OK, Next or Finish).
        defid = yield from wm.send(sheet.hwnd, DM_GETDEFID, 0, 0)
        first = _control(wm, sheet, defid & 0xFFFF) if defid >> 16 == DC_HASDEFID else None
    if first is not None and not first.style & WS_DISABLED:
        yield from set_dialog_focus(wm, first)
    return True


def _index_of_id(sheet, rid):
    for k, p in enumerate(sheet.pages):
        if not p.flags & PSP_DLGINDIRECT and p.template == rid:
            return k
    return None


def _leave(vm, sheet):
    """Generator: PSN_KILLACTIVE to the current page; True when it lets go."""
    if not 0 <= sheet.current < len(sheet.pages):
        return True
    refused = yield from _notify(vm, sheet, sheet.pages[sheet.current], PSN_KILLACTIVE)
    return not refused


def _select(vm, sheet, i, focus_page=True):
    """Generator: PSM_SETCURSEL's switch: leave the current page, activate page ``i``."""
    if not 0 <= i < len(sheet.pages):
        return False
    if i == sheet.current:
        return True
    if not (yield from _leave(vm, sheet)):
        return False
    return (yield from _activate(vm, sheet, i, 1 if i > sheet.current else -1, focus_page))


def _apply(vm, sheet, closing):
    """Generator: OK / Apply / PSM_APPLY: PSN_KILLACTIVE, then PSN_APPLY to each page made
    so far; True when every page accepted."""
    if not (yield from _leave(vm, sheet)):
        return False
    for i, page in enumerate(sheet.pages):
        answer = yield from _notify(vm, sheet, page, PSN_APPLY, 1 if closing else 0)
        if answer in (PSNRET_INVALID, PSNRET_INVALID_NOCHANGEPAGE):
            if answer == PSNRET_INVALID and i != sheet.current:
                yield from _activate(vm, sheet, i)
            return False
    sheet.saved = True
    sheet.changed.clear()
    yield from _enable(vm.wm, _control(vm.wm, sheet, IDC_APPLY_BUTTON), False)
    return True


def _cancel(vm, sheet, from_close):
    """Generator: Cancel: PSN_QUERYCANCEL (non-zero keeps the sheet), PSN_RESET to each page."""
    if 0 <= sheet.current < len(sheet.pages):
        keep = yield from _notify(vm, sheet, sheet.pages[sheet.current], PSN_QUERYCANCEL)
        if keep:
            return
    for page in sheet.pages:
        yield from _notify(vm, sheet, page, PSN_RESET, 1 if from_close else 0)
    yield from close_sheet(vm, sheet, 0)


def close_sheet(vm, sheet, result):
    """Generator: OK, Cancel or Finish ends the sheet. A modal sheet's loop ends
    (EndDialog); a modeless one stays on the screen until the program destroys it, having
    learnt that it closed from PSM_GETCURRENTPAGEHWND answering NULL (PropertySheet's
    documentation, "Modeless property sheets")."""
    if sheet.modeless:
        sheet.closed = True
        return
    yield from end_dialog(vm, sheet.hwnd, result)


def _wizard_step(vm, sheet, code, step):
    """Generator: Back / Next: the page's answer picks the page to go to."""
    if not 0 <= sheet.current < len(sheet.pages):
        return
    answer = _signed((yield from _notify(vm, sheet, sheet.pages[sheet.current], code)))
    if answer == -1:
        return
    target = sheet.current + step if answer == 0 else _index_of_id(sheet, answer)
    if target is None or not 0 <= target < len(sheet.pages):
        return
    if (yield from _leave(vm, sheet)):
        yield from _activate(vm, sheet, target, step)


def _button(vm, sheet, cid):
    """Generator: a click on one of the frame's buttons."""
    wm = vm.wm
    if cid == IDOK:
        if (yield from _apply(vm, sheet, True)):
            yield from close_sheet(vm, sheet, 1)
    elif cid == IDCANCEL:
        cancel = _control(wm, sheet, IDCANCEL)
        if cancel is None or not cancel.style & WS_DISABLED:
            yield from _cancel(vm, sheet, False)
    elif cid == IDC_APPLY_BUTTON:
        yield from _apply(vm, sheet, False)
    elif cid == IDHELP:
        if 0 <= sheet.current < len(sheet.pages):
            yield from _notify(vm, sheet, sheet.pages[sheet.current], PSN_HELP)
    elif cid == IDC_BACK_BUTTON:
        yield from _wizard_step(vm, sheet, PSN_WIZBACK, -1)
    elif cid == IDC_NEXT_BUTTON:
        yield from _wizard_step(vm, sheet, PSN_WIZNEXT, 1)
    elif cid == IDC_FINISH_BUTTON:
        page = sheet.pages[sheet.current] if 0 <= sheet.current < len(sheet.pages) else None
        refused = (yield from _notify(vm, sheet, page, PSN_WIZFINISH)) if page else 0
        if not refused:
            sheet.saved = True
            yield from close_sheet(vm, sheet, 1)


def _wiz_buttons(vm, sheet, flags):
    """Generator: PSM_SETWIZBUTTONS: Back and Next enabled as asked; Finish in Next's place."""
    wm = vm.wm
    yield from _enable(wm, _control(wm, sheet, IDC_BACK_BUTTON), flags & PSWIZB_BACK)
    nxt = _control(wm, sheet, IDC_NEXT_BUTTON)
    fin = _control(wm, sheet, IDC_FINISH_BUTTON)
    finish = flags & (PSWIZB_FINISH | PSWIZB_DISABLEDFINISH)
    if sheet.flags & PSH_WIZARDHASFINISH:
        yield from _enable(wm, nxt, flags & PSWIZB_NEXT)
        yield from _enable(wm, fin, flags & PSWIZB_FINISH or not finish)
        return
    yield from _show(vm, nxt, not finish)
    yield from _show(vm, fin, finish)
    yield from _enable(wm, nxt, flags & PSWIZB_NEXT)
    yield from _enable(wm, fin, flags & PSWIZB_FINISH)
    # Enter presses what moves the wizard on: Finish when shown, else Next.
    default = IDC_FINISH_BUTTON if finish else IDC_NEXT_BUTTON
    yield from wm.send(sheet.hwnd, DM_SETDEFID, default, 0)


def _page_index(sheet, hwnd=None, handle=None):
    for i, p in enumerate(sheet.pages):
        if (hwnd is not None and p.hwnd == hwnd) or (handle is not None and p.addr == handle):
            return i
    return -1
