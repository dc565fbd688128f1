"""The MessageBox window: its layout, its procedure and its modal loop.

Their window procedures are reachable from the guest like any other: each has a thunk
address (so GetWindowLong(GWL_WNDPROC) and CallWindowProc work), and the window manager
calls them directly when it sends a message.
"""


from ..user import emit as event_hooks
from ..user.pyproc import window_proc
from ..user.procwindows import foreign_owner
from ..user.placement import work_area
from ..gdi.objects import SYS_COLORS, ui_font
from ..core.styles import BS_DEFPUSHBUTTON, WS_TABSTOP
from ..core.messages import WM_CLOSE, WM_COMMAND, WM_KEYDOWN, WM_PAINT, WM_SETFONT, WM_TIMER
from ..core.winerror import ERROR_INVALID_PARAMETER
from ..user.wm import (WS_CAPTION, WS_CHILD, WS_DISABLED, WS_EX_DLGMODALFRAME, WS_POPUP,
                       WS_SYSMENU, WS_VISIBLE)

__all__ = ["install", "message_box", "msgbox_proc"]

VK_RETURN, VK_ESCAPE, VK_TAB, VK_SPACE, VK_LEFT, VK_RIGHT = 0x0D, 0x1B, 0x09, 0x20, 0x25, 0x27

IDOK, IDCANCEL, IDABORT, IDRETRY, IDIGNORE, IDYES, IDNO = 1, 2, 3, 4, 5, 6, 7
MB_BUTTONS = {
    0: [(IDOK, "OK")],
    1: [(IDOK, "OK"), (IDCANCEL, "Cancel")],
    2: [(IDABORT, "&Abort"), (IDRETRY, "&Retry"), (IDIGNORE, "&Ignore")],
    3: [(IDYES, "&Yes"), (IDNO, "&No"), (IDCANCEL, "Cancel")],
    4: [(IDYES, "&Yes"), (IDNO, "&No")],
    5: [(IDRETRY, "&Retry"), (IDCANCEL, "Cancel")],
}


from ..user.icons import draw_system_icon
from ..user.msgloop import MSGF_MESSAGEBOX, dispatch, msg_filter
from ..user.window import (adjust_rect, begin_paint, create_window, def_window_proc, end_paint,
                           show_window)
from ..core.dllnames import USER32


# -- the MessageBox window ------------------------------------------------------------------
def _tab_pieces(font, line):
    """(x, text) runs of one line with its tabs expanded as DrawText's DT_EXPANDTABS does
    (MessageBox draws with it): a tab moves to the next multiple of 8 average characters."""
    stop = 8 * ((int(font.getlength(_LETTERS)) // 26 + 1) // 2)
    x, out = 0, []
    for k, piece in enumerate(line.split("\t")):
        if k:
            x = (x // stop + 1) * stop
        if piece:
            out.append((x, piece))
            x += int(font.getlength(piece))
    return out


def _line_width(font, line):
    pieces = _tab_pieces(font, line)
    return pieces[-1][0] + int(font.getlength(pieces[-1][1])) if pieces else 0


_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

#: How wide the box's text may grow before it wraps, in dialog units of the message font:
#: the width of the text control in the message box's dialog template (176 units, as in
#: Wine's user32 resources), about 264 pixels with MS Sans Serif 8.
TEXT_MAX_DLU = 176


def _wrap(font, line, max_w):
    """``line`` broken into the lines DrawText's DT_WORDBREAK makes within ``max_w``
    pixels: each break falls after a space, the spaces at a break are dropped, and a word
    wider than the whole width stays alone on its line (it is not cut)."""
    words = line.split(" ")
    out, cur = [], None
    for word in words:
        trial = word if cur is None else cur + " " + word
        if cur is None or _line_width(font, trial) <= max_w:
            cur = trial
            continue
        out.append(cur.rstrip(" "))
        cur = word
    out.append(cur if cur is not None else "")
    return out


def _text_lines(font, text):
    """The box's text as drawn: its own lines (CR LF or LF), each word-wrapped to the
    template's text width (TEXT_MAX_DLU)."""
    base_x = (int(font.getlength(_LETTERS)) // 26 + 1) // 2
    max_w = TEXT_MAX_DLU * base_x // 4
    return [piece for line in (text or "").replace("\r\n", "\n").split("\n")
            for piece in _wrap(font, line, max_w)]


MSGBOX_CLASS = "#32770"   # the dialog class, as on Windows
MARGIN = 12
BUTTON_W, BUTTON_H, BUTTON_GAP = 75, 23, 6
#: MessageBoxTimeout's answer when the time runs out before a button is pressed.
MB_TIMEDOUT = 32000
#: The id of the box's own timeout timer (a box has no other timers).
TIMEOUT_TIMER = 0xB0C5


def msgbox_proc(wm, win, msg, wparam, lparam):
    """Window procedure of a MessageBox window."""
    st = win.state
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        w, h = win.client_size()
        dc.fill_rect((0, 0, w, h), SYS_COLORS[15])
        x = MARGIN
        icon = st.get("icon")
        if icon:
            dc.draw((MARGIN, MARGIN, MARGIN + 32, MARGIN + 32),
                    lambda d, ox, oy: draw_system_icon(d, ox + MARGIN, oy + MARGIN, icon))
            x += 32 + MARGIN
        mfont = ui_font("message")
        font, lh = mfont.pil, mfont.line_height
        lines = st["lines"]

        def text(d, ox, oy):
            for i, line in enumerate(lines):
                for sx, piece in _tab_pieces(font, line):
                    d.text((ox + x + sx, oy + MARGIN + i * lh), piece, font=font,
                           fill=(0, 0, 0))
        dc.draw((0, 0, w, h), text)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_COMMAND:
        cid = wparam & 0xFFFF
        if cid in [b for b, _ in st["buttons"]]:
            st["result"] = cid
        return 0
    if msg == WM_TIMER and wparam == TIMEOUT_TIMER:
        st["result"] = MB_TIMEDOUT
        return 0
    if msg == WM_CLOSE:
        ids = [b for b, _ in st["buttons"]]
        if IDCANCEL in ids:
            st["result"] = IDCANCEL
        elif ids == [IDOK]:
            st["result"] = IDOK
        return 0  # a box without Cancel cannot be closed from its caption
    return (yield from def_window_proc(wm, win, msg, wparam, lparam))


def message_box(vm, owner_hwnd, text, caption, mb_type, timeout=None):
    """Generator: show a modal MessageBox, run its loop, return the button pressed
    (``timeout``: milliseconds of guest time after which the box closes itself and
    answers MB_TIMEDOUT, as MessageBoxTimeout's does)."""
    wm = vm.wm
    buttons = MB_BUTTONS.get(mb_type & 0xF)
    if buttons is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    owner = wm.get(owner_hwnd) if owner_hwnd else None
    if owner is not None:
        owner = wm.toplevel(owner)
    elif owner_hwnd:
        # another process's window as the owner (user/procwindows.py)
        found = foreign_owner(vm, "USER32.dll!MessageBox", owner_hwnd, False)
        if found is not None:
            owner = found[0].wm.toplevel(found[1])
    font = ui_font("message").pil
    lines = _text_lines(font, text)
    text_w = max(_line_width(font, s) for s in lines)
    icon = mb_type & 0xF0
    text_h = ui_font("message").line_height * len(lines)
    body_w = text_w + (32 + MARGIN if icon else 0)
    buttons_w = len(buttons) * BUTTON_W + (len(buttons) - 1) * BUTTON_GAP
    cap_w = int(ui_font("caption").pil.getlength(caption or "")) + 40
    cw = max(body_w + 2 * MARGIN, buttons_w + 2 * MARGIN, cap_w, 120)
    ch = MARGIN + max(text_h, 32 if icon else 0) + MARGIN + BUTTON_H + MARGIN
    style = WS_POPUP | WS_CAPTION | WS_SYSMENU
    l, t, r, b = adjust_rect((0, 0, cw, ch), style, False, WS_EX_DLGMODALFRAME)
    w, h = r - l, b - t
    # Windows centres a message box in the work area, wherever its owner is (a program
    # that wants it over its window moves it from a CBT hook); Wine 8 does the same
    wl, wt, wr, wb = work_area(wm)
    ox, oy = (wl + wr - w) // 2, (wt + wb - h) // 2
    ox = max(0, min(ox, wm.width - w))
    oy = max(0, min(oy, wm.height - h))
    hwnd = yield from create_window(vm, WS_EX_DLGMODALFRAME, MSGBOX_CLASS, caption or "Error",
                                    style, ox, oy, w, h, owner.hwnd if owner else 0, 0, 0, 0)
    box = wm.get(hwnd)
    # The box is a #32770 window (so it counts as a dialog) driven by its own procedure.
    box.wndproc = vm.proc_address(USER32, "wineagent.MessageBoxProc")
    box.state.update(lines=lines, buttons=buttons, icon=icon)
    default_index = min((mb_type >> 8) & 0xF, len(buttons) - 1)
    bx = (cw - buttons_w) // 2
    by = ch - MARGIN - BUTTON_H
    default_hwnd = 0
    # The buttons speak the message font, as the dialog Windows builds for a message box
    # gives them (without WM_SETFONT a button would draw in the System font).
    mfont = ui_font("message")
    hfont = vm.gdi.handle_of(mfont) or vm.gdi.add(mfont)
    box.state["font"] = hfont
    for i, (bid, label) in enumerate(buttons):
        style_b = WS_CHILD | WS_VISIBLE | WS_TABSTOP | (BS_DEFPUSHBUTTON if i == default_index else 0)
        bh = yield from create_window(vm, 0, "BUTTON", label, style_b,
                                      bx + i * (BUTTON_W + BUTTON_GAP), by, BUTTON_W, BUTTON_H,
                                      hwnd, bid, 0, 0)
        if bh:
            yield from wm.send(bh, WM_SETFONT, hfont, 0)
        if i == default_index:
            default_hwnd = bh
    if owner is not None:
        owner.style |= WS_DISABLED
    wm.modal_depth += 1
    wm.last_message_box = {"hwnd": hwnd, "title": box.title, "text": text or ""}
    event_hooks.messagebox_opened(vm, hwnd, box.title, text or "", [lb for _, lb in buttons],
                                  owner.hwnd if owner else 0, mb_type)
    try:
        yield from show_window(vm, box, 5)
        yield from wm.set_focus(default_hwnd)
        if timeout is not None:
            wm.set_timer(hwnd, TIMEOUT_TIMER, timeout, 0)
    except BaseException:
        _release_owner(wm, owner)
        raise
    return (yield from _msgbox_loop(vm, box, owner, buttons))


def _release_owner(wm, owner):
    """The end of the box's modal state: one modal level less, the owner enabled again."""
    wm.modal_depth -= 1
    if owner is not None and not owner.destroyed:     # (another process's too)
        owner.style &= ~WS_DISABLED


def _msgbox_loop(vm, box, owner, buttons):
    """Generator: the MessageBox's modal loop and its ending; returns the button pressed.
    Starting it over from its arguments is the same as resuming it parked in its wait for
    a message, which is how a savestate carries an open MessageBox (state/coroutines.py)."""
    wm = vm.wm
    hwnd = box.hwnd
    try:
        while "result" not in box.state and wm.get(hwnd) is not None:
            m = yield from wm.modal_message()
            if m is None:  # WM_QUIT: the box ends as if cancelled
                box.state["result"] = IDCANCEL if any(b == IDCANCEL for b, _ in buttons) \
                    else buttons[0][0]
                break
            if (yield from msg_filter(vm, m, MSGF_MESSAGEBOX)):
                continue            # a WH_MSGFILTER hook took the message
            if m.msg == WM_KEYDOWN and _in_box(wm, m.hwnd, hwnd):
                yield from _dialog_key(wm, box, m.wparam)
                continue
            yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
    finally:
        _release_owner(wm, owner)
    result = box.state.get("result", IDCANCEL)
    event_hooks.messagebox_closed(vm, hwnd, box.title, result)
    if wm.get(hwnd) is not None:
        yield from wm.destroy(hwnd)
    if owner is not None and wm.get(owner.hwnd) is not None:
        yield from wm.activate(owner.hwnd)
        yield from wm.set_focus(owner.hwnd)
    return result


def _in_box(wm, target, box_hwnd):
    w = wm.get(target)
    while w is not None:
        if w.hwnd == box_hwnd:
            return True
        w = wm.get(w.parent) if w.is_child else None
    return False


def _dialog_key(wm, box, vk):
    """Dialog keyboard interface on WM_KEYDOWN: Enter, Esc, Tab/arrows, Space."""
    buttons = [wm.get(h) for h in box.children]
    buttons = [b for b in buttons if b is not None]
    focus = wm.get(wm.focus)
    if vk == VK_RETURN:
        target = focus if focus in buttons else \
            next((b for b in buttons if b.style & 0xF == BS_DEFPUSHBUTTON), None)
        if target is not None:
            yield from wm.send(box.hwnd, WM_COMMAND, target.id & 0xFFFF, target.hwnd)
    elif vk == VK_ESCAPE:
        ids = [b for b, _ in box.state["buttons"]]
        if IDCANCEL in ids or ids == [IDOK]:
            box.state["result"] = IDCANCEL if IDCANCEL in ids else IDOK
    elif vk in (VK_TAB, VK_LEFT, VK_RIGHT) and buttons:
        i = buttons.index(focus) if focus in buttons else -1
        back = vk == VK_LEFT or (vk == VK_TAB and 0x10 in wm.keys_down)
        nxt = buttons[(i + (-1 if back else 1)) % len(buttons)]
        yield from wm.set_focus(nxt.hwnd)
    elif vk == VK_SPACE and focus in buttons:
        yield from wm.send(box.hwnd, WM_COMMAND, focus.id & 0xFFFF, focus.hwnd)


# Reachable by address: declared like an API so it gets a thunk.
window_proc(USER32, "wineagent.MessageBoxProc", msgbox_proc)


def install(vm):
    """Make the MessageBox procedure callable. MessageBox windows are of the dialog class
    (#32770, registered by dialogs.install) and switch to msgbox_proc once created."""
    vm.wm.register_python_proc(vm.proc_address(USER32, "wineagent.MessageBoxProc"), msgbox_proc)
