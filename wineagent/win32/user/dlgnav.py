"""Keyboard navigation in dialogs: IsDialogMessage's work (Tab and Shift+Tab through
WS_TABSTOP controls, the arrow keys within a WS_GROUP group, Enter and Esc as the default
and cancel buttons, mnemonics with and without Alt, WM_GETDLGCODE's answers), and
GetNextDlgTabItem / GetNextDlgGroupItem's order. ``dialogs.py`` holds the dialog manager."""

from ..core.messages import WM_CHAR, WM_COMMAND, WM_GETDLGCODE, WM_KEYDOWN
from ..core.mnemonics import mnemonic_char
from ..core.styles import (BM_CLICK, BM_GETCHECK, BN_CLICKED, BS_AUTORADIOBUTTON,
                           DLGC_BUTTON, DLGC_DEFPUSHBUTTON, DLGC_RADIOBUTTON, WS_GROUP,
                           WS_TABSTOP)
from .dlgconst import (BS_GROUPBOX, DC_HASDEFID, DLGC_STATIC, DLGC_WANTARROWS,
                       DLGC_WANTCHARS, DLGC_WANTMESSAGE, DLGC_WANTTAB, DM_GETDEFID,
                       IDCANCEL, IDOK, VK_CANCEL, VK_DOWN, VK_ESCAPE, VK_EXECUTE, VK_LEFT,
                       VK_RETURN, VK_RIGHT, VK_TAB, VK_UP, WM_NEXTDLGCTL, WM_SYSCHAR,
                       WM_SYSKEYDOWN)
from .msgloop import dispatch
from .wm import WS_DISABLED, WS_VISIBLE

def _children(wm, win):
    out = []
    for h in win.children:
        c = wm.get(h)
        if c is not None:
            out.append(c)
    return out


def find_control(wm, dlg, ctrl_id):
    """The child of ``dlg`` with control id ``ctrl_id`` (GetDlgItem), or None."""
    for c in _children(wm, dlg):
        if c.id == ctrl_id:
            return c
    return None


def _descends(wm, win, ancestor):
    while win is not None:
        if win is ancestor:
            return True
        if not win.is_child:
            return False
        win = wm.get(win.parent)
    return False


def _usable(wm, c):
    return wm.is_visible(c) and not c.style & WS_DISABLED


def next_tab_item(wm, dlg, ctl, previous):
    """GetNextDlgTabItem: the next (or previous) visible enabled WS_TABSTOP child."""
    kids = _children(wm, dlg)
    cands = [c for c in kids if c.style & WS_TABSTOP and _usable(wm, c)]
    if not cands:
        return None
    if ctl is None or ctl not in kids:
        return cands[-1] if previous else cands[0]
    i = kids.index(ctl)
    n = len(kids)
    for k in range(1, n + 1):
        c = kids[(i - k) % n] if previous else kids[(i + k) % n]
        if c in cands:
            return c
    return ctl


def _group(wm, dlg, ctl):
    kids = _children(wm, dlg)
    i = kids.index(ctl)
    start = i
    while start > 0 and not kids[start].style & WS_GROUP:
        start -= 1
    end = i + 1
    while end < len(kids) and not kids[end].style & WS_GROUP:
        end += 1
    return kids[start:end]


def next_group_item(wm, dlg, ctl, previous):
    """GetNextDlgGroupItem: the next (or previous) usable control in ctl's group (cyclic)."""
    kids = _children(wm, dlg)
    if ctl is None or ctl not in kids:
        return next((c for c in kids if _usable(wm, c)), None)
    group = _group(wm, dlg, ctl)
    i = group.index(ctl)
    n = len(group)
    for k in range(1, n + 1):
        c = group[(i - k) % n] if previous else group[(i + k) % n]
        if _usable(wm, c):
            return c
    return ctl


def is_dialog_message(vm, dlg_hwnd, m, msgp):
    """Generator: IsDialogMessage — the dialog keyboard interface; True if ``m`` was handled."""
    wm = vm.wm
    dlg = wm.get(dlg_hwnd)
    target = wm.get(m.hwnd)
    if dlg is None or target is None or not _descends(wm, target, dlg):
        return False
    if m.msg in (WM_KEYDOWN, WM_CHAR):
        code = yield from wm.send(m.hwnd, WM_GETDLGCODE, m.wparam, msgp)
        if m.msg == WM_KEYDOWN and not code & DLGC_WANTMESSAGE:
            done = yield from _dialog_key(wm, dlg, target, m.wparam, code, msgp)
            if done:
                return True
        if m.msg == WM_CHAR and not code & (DLGC_WANTCHARS | DLGC_WANTMESSAGE) and \
                not (m.wparam == 9 and code & DLGC_WANTTAB):
            # A plain letter where the focus takes no characters is a mnemonic.
            if (yield from dialog_mnemonic(wm, dlg, target, m.wparam)):
                return True
    elif m.msg == WM_SYSCHAR:
        swallow = dlg.state.pop("mnemonic_key", None)
        if swallow is not None and chr(m.wparam).upper() == swallow:
            return True    # already acted on at its WM_SYSKEYDOWN
        if (yield from dialog_mnemonic(wm, dlg, target, m.wparam)):
            return True
    elif m.msg == WM_SYSKEYDOWN and 0x12 in wm.keys_down and (
            0x30 <= m.wparam <= 0x39 or 0x41 <= m.wparam <= 0x5A):
        # Alt+letter. Windows acts on the WM_SYSCHAR that TranslateMessage makes; our
        # characters arrive on their own (a keypress may not follow), so the key acts
        # and the WM_SYSCHAR of the same letter, if it comes, is swallowed.
        dlg.state.pop("mnemonic_key", None)
        if (yield from dialog_mnemonic(wm, dlg, target, m.wparam)):
            dlg.state["mnemonic_key"] = chr(m.wparam).upper()
            return True
    yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
    return True


def _tab_order(wm, dlg):
    """The dialog's descendants in GetWindow(GW_CHILD / GW_HWNDNEXT) walk order, entering
    only visible, enabled windows, as DIALOG_IsAccelerator walks them."""
    out = []

    def walk(win):
        for h in win.children:
            c = wm.get(h)
            if c is None:
                continue
            out.append(c)
            if c.style & WS_VISIBLE and wm.is_enabled(c):
                walk(c)
    walk(dlg)
    return out


def dialog_mnemonic(wm, dlg, start, ch):
    """Generator: DIALOG_IsAccelerator — find, from ``start`` (the focus) onwards and round,
    the visible enabled button or static whose label's mnemonic is ``ch``. A button is
    clicked (BM_CLICK); a static or group box moves the focus to the next tab stop after
    it. True when one was found."""
    want = chr(ch).upper()
    order = _tab_order(wm, dlg)
    at = next((i for i, c in enumerate(order) if c is start), 0)
    for ctl in order[at:] + order[:at]:
        if wm.get(ctl.hwnd) is None or not ctl.style & WS_VISIBLE or not wm.is_enabled(ctl):
            continue
        code = yield from wm.send(ctl.hwnd, WM_GETDLGCODE, 0, 0)
        if not code & (DLGC_BUTTON | DLGC_STATIC) or mnemonic_char(ctl.title) != want:
            continue
        if code & DLGC_STATIC or ctl.style & 0xF == BS_GROUPBOX:
            yield from wm.send(dlg.hwnd, WM_NEXTDLGCTL, ctl.hwnd, 1)
            yield from wm.send(dlg.hwnd, WM_NEXTDLGCTL, 0, 0)
        else:
            yield from wm.send(ctl.hwnd, BM_CLICK, 0, 0)
        return True
    return False


def _dialog_key(wm, dlg, target, vk, code, msgp):
    """Generator: the dialog manager's WM_KEYDOWN keys; True when the key was used."""
    if vk == VK_TAB and not code & DLGC_WANTTAB:
        yield from wm.send(dlg.hwnd, WM_NEXTDLGCTL, 1 if 0x10 in wm.keys_down else 0, 0)
        return True
    if vk in (VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN) and not code & DLGC_WANTARROWS:
        ctl = target
        while ctl is not None and ctl.is_child and ctl.parent != dlg.hwnd:
            ctl = wm.get(ctl.parent)
        if ctl is None or ctl is dlg:
            return True
        nxt = next_group_item(wm, dlg, ctl, vk in (VK_LEFT, VK_UP))
        if nxt is not None and nxt is not ctl:
            ncode = yield from wm.send(nxt.hwnd, WM_GETDLGCODE, vk, msgp)
            if ncode == DLGC_BUTTON | DLGC_RADIOBUTTON:
                yield from wm.set_focus(nxt.hwnd)
                if nxt.style & 0xF == BS_AUTORADIOBUTTON:
                    checked = yield from wm.send(nxt.hwnd, BM_GETCHECK, 0, 0)
                    if checked != 1:
                        yield from wm.send(nxt.hwnd, BM_CLICK, 1, 0)
            else:
                yield from wm.send(dlg.hwnd, WM_NEXTDLGCTL, nxt.hwnd, 1)
        return True
    if vk in (VK_ESCAPE, VK_CANCEL):
        cancel = find_control(wm, dlg, IDCANCEL)
        yield from wm.send(dlg.hwnd, WM_COMMAND, IDCANCEL, cancel.hwnd if cancel else 0)
        return True
    if vk in (VK_RETURN, VK_EXECUTE):
        focus = wm.get(wm.focus)
        if focus is not None and focus is not dlg and _descends(wm, focus, dlg):
            fcode = yield from wm.send(focus.hwnd, WM_GETDLGCODE, 0, 0)
        else:
            fcode = 0
        if fcode & DLGC_DEFPUSHBUTTON:
            yield from wm.send(dlg.hwnd, WM_COMMAND, (BN_CLICKED << 16) | (focus.id & 0xFFFF),
                               focus.hwnd)
            return True
        dw = yield from wm.send(dlg.hwnd, DM_GETDEFID, 0, 0)
        if (dw >> 16) == DC_HASDEFID:
            cid = dw & 0xFFFF
            d = find_control(wm, dlg, cid)
            if d is None or wm.is_enabled(d):
                yield from wm.send(dlg.hwnd, WM_COMMAND, (BN_CLICKED << 16) | cid,
                                   d.hwnd if d is not None else 0)
        else:
            yield from wm.send(dlg.hwnd, WM_COMMAND, IDOK, wm.focus)
        return True
    return False
