"""Window placement states: normal, minimized (iconic) and maximized (zoomed).

ShowWindow's SW_MINIMIZE / SW_SHOWMINIMIZED / SW_SHOWMINNOACTIVE / SW_FORCEMINIMIZE,
SW_MAXIMIZE and SW_RESTORE / SW_SHOWNORMAL / SW_SHOWDEFAULT move a window (top-level or
child) between them, as Windows does:

- maximized: the window asks its own size with WM_GETMINMAXINFO (default: the work area,
  a child's: its parent's client, with the frame just outside it) and gets WS_MAXIMIZE;
  the maximize box shows the restore glyph;
- minimized: the window shrinks to an iconic caption of SM_CXMINIMIZED x SM_CYMINIMIZED
  (160 x 24: the 18-pixel caption bar in a 3-pixel frame) with WS_MINIMIZE and an empty
  client area. Where it goes is MINIMIZEDMETRICS' (SPI_SETMINIMIZEDMETRICS): with
  ARW_HIDE (set by a program: this desktop has no taskbar, so its default is without it) a
  top-level window is put off the screen at (-32000, -32000), as Windows does when a
  taskbar shows minimized windows; a child window (and a
  top-level one without ARW_HIDE) goes back to where it was last minimized if that
  still lies inside its parent's client (the work area), else to the first free slot
  from the start corner in the arrangement's direction (:func:`icon_slots`);
- restoring brings back the normal rectangle remembered when it left the normal state,
  or the maximized one for a window minimized from maximized (WPF_RESTORETOMAXIMIZED).

Each change sends WM_SIZE with SIZE_RESTORED / SIZE_MINIMIZED / SIZE_MAXIMIZED and the
client size, and WM_MOVE when the window moved.
"""

import struct

from ..core.messages import WM_MOVE, WM_SIZE
from . import threadinput
from .nonclient import WS_MAXIMIZE, WS_MINIMIZE
from .iconic import ARW_HIDE, HIDDEN_ICON, icon_slots, minimized_metrics, minimized_size
from .wm import WS_BORDER, WS_VISIBLE, frame_width

__all__ = ["NORMAL", "MINIMIZED", "MAXIMIZED", "state_of", "set_state", "normal_rect",
           "command_state", "state_rect", "apply_state", "min_track", "is_mdi_child",
           "icon_area", "minimized_pos", "min_position", "max_position", "restores_maximized",
           "restore_target",
           "work_area", "refit_maximized", "max_track", "default_minmax", "ask_minmax"]

NORMAL, MINIMIZED, MAXIMIZED = "normal", "minimized", "maximized"
SIZE_RESTORED, SIZE_MINIMIZED, SIZE_MAXIMIZED = 0, 1, 2
WM_GETMINMAXINFO = 0x0024
WS_EX_MDICHILD = 0x40
MINMAXINFO = struct.Struct("<10i")


def min_track(wm):
    """SM_CXMINTRACK x SM_CYMINTRACK (= SM_CXMIN x SM_CYMIN): the smallest a window with
    a caption is tracked to, the caption's buttons and a few title characters (the frame
    sizes' ``cxmin``) or the caption, each with the sizing frame (SM_CXFRAME, the border
    setting + 3) on both sides: 112 x 27 on Windows 2000's defaults."""
    frame = 2 * (wm.nc.border + 3)
    return wm.nc.cxmin + frame, wm.nc.caption + frame


WS_CAPTION = 0x00C00000

#: ShowWindow commands that change the placement state (the others only show or hide).
#: SW_SHOWNOACTIVATE (4) is SW_SHOWNORMAL without the activation, as documented ("its
#: most recent size and position"): it restores a minimized or maximized window.
_COMMANDS = {2: MINIMIZED, 6: MINIMIZED, 7: MINIMIZED, 11: MINIMIZED, 3: MAXIMIZED,
             1: NORMAL, 4: NORMAL, 9: NORMAL, 10: NORMAL}


def command_state(cmd):
    """The state a ShowWindow command asks for, or None when it asks for none."""
    return _COMMANDS.get(cmd)


def state_of(win):
    """NORMAL, MINIMIZED or MAXIMIZED, from the window's style bits."""
    if win.style & WS_MINIMIZE:
        return MINIMIZED
    if win.style & WS_MAXIMIZE:
        return MAXIMIZED
    return NORMAL


def normal_rect(win):
    """(x, y, w, h) the window has, or will have again, in the normal state (a window in
    the normal state: where it is now, however it got there)."""
    if state_of(win) == NORMAL:
        return win.x, win.y, win.w, win.h
    return win.state.get("normal_rect") or (win.x, win.y, win.w, win.h)


def is_mdi_child(win):
    """True for an MDI child (WS_EX_MDICHILD): it is minimized and maximized inside its
    MDI client, the only child windows that are."""
    return win.is_child and bool(win.exstyle & WS_EX_MDICHILD)


def work_area(wm):
    """The work area (left, top, right, bottom): what SPI_SETWORKAREA set, else the whole
    screen (there is no taskbar)."""
    return wm.work if wm.work is not None else (0, 0, wm.width, wm.height)


def _area(wm, win):
    """(left, top, width, height) of what ``win`` maximizes into: the work area, or an
    MDI child's client (its parent's client area, from its origin)."""
    if win.is_child:
        return (0, 0) + wm.get(win.parent).client_size()
    l, t, r, b = work_area(wm)
    return l, t, r - l, b - t


def max_track(wm):
    """SM_CXMAXTRACK x SM_CYMAXTRACK: the screen, its sizing frame (SM_CXFRAME, 4 by
    default: the border setting + 3) on both sides and 4 pixels more, as Windows
    computes them."""
    frame = wm.nc.border + 3
    return wm.width + 4 + 2 * frame, wm.height + 4 + 2 * frame


def default_minmax(wm, win):
    """The MINMAXINFO DefWindowProc's defaults make before WM_GETMINMAXINFO (ptReserved,
    ptMaxSize, ptMaxPosition, ptMinTrackSize, ptMaxTrackSize as ten ints): maximized, the
    frame just outside the screen (a child's: outside its parent's client); the smallest size SM_CXMINTRACK x SM_CYMINTRACK for a window with WS_DLGFRAME or WS_BORDER,
    its frame twice over without one; the largest SM_CXMAXTRACK x SM_CYMAXTRACK."""
    b = frame_width(win.style & ~WS_MINIMIZE, win.exstyle, win.nc.border)   # its own frame, even from iconic
    ax, ay, aw, ah = _area(wm, win)
    # SM_CXMINTRACK x SM_CYMINTRACK for any window with WS_DLGFRAME or WS_BORDER (half
    # a caption is enough, as on Windows: win.c's thick children), else its frame twice
    mw, mh = min_track(wm) if win.style & (WS_CAPTION | WS_BORDER) else (2 * b, 2 * b)
    if win.is_child:
        # a child's maximized rectangle is its parent's client with the frame its style
        # without WS_BORDER would have (for one with a caption: no caption, Windows'
        # default); DefMDIChildProc then adds an MDI child's caption (controls/mdi.py)
        style = win.style & ~WS_MINIMIZE
        if style & WS_CAPTION == WS_CAPTION:
            style &= ~WS_BORDER
        f = frame_width(style, win.exstyle, win.nc.border)
        return [0, 0, aw + 2 * f, ah + 2 * f, ax - f, ay - f, mw, mh, *max_track(wm)]
    return [0, 0, aw + 2 * b, ah + 2 * b, ax - b, ay - b, mw, mh, *max_track(wm)]


def ask_minmax(wm, win):
    """Generator: the window's WM_GETMINMAXINFO answer over the defaults (ten ints)."""
    vm = wm.vm
    info = default_minmax(wm, win)
    p = vm.heap.alloc(MINMAXINFO.size)
    try:
        vm.mem.write(p, MINMAXINFO.pack(*info))
        yield from wm.send(win.hwnd, WM_GETMINMAXINFO, 0, p)
        return list(MINMAXINFO.unpack(vm.mem.read(p, MINMAXINFO.size)))
    finally:
        vm.heap.free(p)


def _maximized_rect(wm, win):
    """Generator: WM_GETMINMAXINFO's answer for the maximized size and position. An MDI
    child's caption goes above its parent's client too: its client fills the parent's."""
    info = yield from ask_minmax(wm, win)
    return info[4], info[5], info[2], info[3]


def icon_area(wm, parent):
    """(left, top, right, bottom) minimized windows are arranged in: the work area for
    top-level windows (``parent`` None), else the parent's client area (in its client
    coordinates, where a child's position is)."""
    if parent is None:
        return work_area(wm)
    return (0, 0) + parent.client_size()


def _fits(area, x, y, w, h):
    """True when an icon at (x, y) lies inside ``area`` (its far edges short of the
    area's, as Windows' test of a remembered position is)."""
    left, top, right, bottom = area
    return left <= x and x + w < right and top <= y and y + h < bottom


def minimized_pos(wm, win):
    """Where ``win`` goes when it is minimized (in its parent's client coordinates, a
    top-level window's on the screen): off the screen for a top-level window without
    an owner under ARW_HIDE (the taskbar stands for it), else the position it was last
    minimized at if that still fits its area, else the first slot no other visible
    minimized sibling overlaps (an owned window has no taskbar button: Windows leaves
    its icon on the desktop, where Wine 8 hides it too; win.c's test_ShowWindow_owned)."""
    parent = wm.get(win.parent) if win.is_child else None
    if parent is None and not win.owner and minimized_metrics(wm.vm)[3] & ARW_HIDE:
        return HIDDEN_ICON
    area = icon_area(wm, parent)
    w, h = minimized_size(wm.vm)
    last = win.state.get("min_pos")
    if last is not None and _fits(area, last[0], last[1], w, h):
        return last
    taken = [(o.x, o.y, o.x + o.w, o.y + o.h) for o in wm.windows.values()
             if o is not win and not o.destroyed and o.is_child == win.is_child
             and o.parent == win.parent and o.style & WS_MINIMIZE and o.style & WS_VISIBLE]
    for x, y in icon_slots(wm.vm, area):
        if not any(x < r and l < x + w and y < b and t < y + h for l, t, r, b in taken):
            return x, y


def min_position(win):
    """GetWindowPlacement's ptMinPosition: where the window is while minimized, else
    where it last was minimized (or SetWindowPlacement's WPF_SETMINPOSITION put it);
    (-1, -1) for a window never minimized."""
    if win.style & WS_MINIMIZE:
        win.state["min_pos"] = (win.x, win.y)
    return win.state.get("min_pos", (-1, -1))


def max_position(wm, win):
    """GetWindowPlacement's ptMaxPosition: the place of a maximized window that was moved
    off its maximized rectangle. Windows forgets it for a top-level window that covers
    the work area or is not maximized (so a saved placement does not pin the window
    where another frame or screen would leave it); a child keeps the last one seen."""
    if win.style & WS_MAXIMIZE:
        win.state["max_pos"] = (win.x, win.y)
    if not win.is_child:
        l, t, r, b = work_area(wm)
        if not win.style & WS_MAXIMIZE or (
                win.x <= l and win.y <= t and win.x + win.w >= r and win.y + win.h >= b):
            win.state["max_pos"] = (-1, -1)
    return win.state.get("max_pos", (-1, -1))


def restores_maximized(win):
    """WPF_RESTORETOMAXIMIZED: a maximized window, or a minimized one that was maximized
    (restoring it maximizes it again)."""
    return bool(win.style & WS_MAXIMIZE or
                win.style & WS_MINIMIZE and win.state.get("restore_max"))


def restore_target(win, state):
    """The state a change to ``state`` really makes: restoring (NORMAL) a window that was
    maximized when it was minimized maximizes it again (WPF_RESTORETOMAXIMIZED)."""
    if state == NORMAL and win.style & WS_MINIMIZE and win.state.get("restore_max"):
        return MAXIMIZED
    return state


def _focus_out(wm, win):
    """Generator: a window being minimized gives up the keyboard focus it holds: a child
    to its parent, a top-level window to nobody (its thread keeps it active)."""
    inp = threadinput.of_window(wm.vm, win.hwnd)
    if inp.focus == win.hwnd:
        yield from wm.set_focus(win.parent if win.is_child else 0, within=inp)


def set_state(wm, win, state):
    """Generator: move ``win`` into ``state``; False when it was there. Restoring a window
    that was maximized when it was minimized maximizes it again."""
    old = state_of(win)
    state = restore_target(win, state)
    if old == state:
        return False
    if state == MINIMIZED:
        win.state["restore_max"] = old == MAXIMIZED
        yield from _focus_out(wm, win)
        if wm.get(win.hwnd) is not win:
            return False
    rect = yield from state_rect(wm, win, state)
    moved, _ = apply_state(wm, win, state, rect)
    cw, ch = win.client_size()
    kind = {MINIMIZED: SIZE_MINIMIZED, MAXIMIZED: SIZE_MAXIMIZED, NORMAL: SIZE_RESTORED}[state]
    yield from wm.send(win.hwnd, WM_SIZE, kind, (ch << 16) | cw)
    if moved:
        yield from wm.send(win.hwnd, WM_MOVE, 0, wm.move_lparam(win))
    return True


def state_rect(wm, win, state):
    """Generator: the rectangle (x, y, w, h) ``win`` takes in ``state``: for MAXIMIZED
    the one WM_GETMINMAXINFO gives (the message is sent), for NORMAL where it was."""
    if state == MAXIMIZED:
        return (yield from _maximized_rect(wm, win))
    if state == MINIMIZED:
        win.state["min_pos"] = minimized_pos(wm, win)
        return win.state["min_pos"] + minimized_size(wm.vm)
    return normal_rect(win)


def apply_state(wm, win, state, rect):
    """Put ``win`` into ``state`` at ``rect`` without a message: its style bits, its
    place (the normal one kept when it leaves NORMAL), repainted; (moved, resized)."""
    if state_of(win) == NORMAL:
        win.state["normal_rect"] = (win.x, win.y, win.w, win.h)
    win.style = (win.style & ~(WS_MINIMIZE | WS_MAXIMIZE)) | \
        {MINIMIZED: WS_MINIMIZE, MAXIMIZED: WS_MAXIMIZE, NORMAL: 0}[state]
    moved, resized = wm.move_window(win, *rect)
    wm.invalidate_tree(win)
    wm.redraw_nonclient(win)
    wm.vm.gdi.touch()
    return moved, resized


def refit_maximized(wm):
    """Generator: every maximized top-level window takes the size and place
    WM_GETMINMAXINFO now gives it (Windows refits them when the work area changes):
    moved, repainted, WM_SIZE (SIZE_MAXIMIZED) and WM_MOVE."""
    for win in [w for w in wm.windows.values() if not w.destroyed and not w.is_child
                and w.style & WS_MAXIMIZE and w.parent is None]:
        rect = yield from _maximized_rect(wm, win)
        if wm.get(win.hwnd) is not win or rect == (win.x, win.y, win.w, win.h):
            continue
        moved, _ = wm.move_window(win, *rect)
        wm.invalidate_tree(win)
        wm.redraw_nonclient(win)
        cw, ch = win.client_size()
        yield from wm.send(win.hwnd, WM_SIZE, SIZE_MAXIMIZED, (ch << 16) | cw)
        if moved:
            yield from wm.send(win.hwnd, WM_MOVE, 0, wm.move_lparam(win))
