"""Window placement states: normal, minimized (iconic) and maximized (zoomed).

ShowWindow's SW_MINIMIZE / SW_SHOWMINIMIZED / SW_SHOWMINNOACTIVE / SW_FORCEMINIMIZE,
SW_MAXIMIZE and SW_RESTORE / SW_SHOWNORMAL / SW_SHOWDEFAULT move a top-level window
between them, as Windows 2000 does on a desktop without a taskbar:

- maximized: the window asks its own size with WM_GETMINMAXINFO (default: the screen
  with the frame just outside it) and gets WS_MAXIMIZE; the maximize box shows the
  restore glyph;
- minimized: the window shrinks to an iconic caption of SM_CXMINIMIZED x SM_CYMINIMIZED
  (160 x 24: the 18-pixel caption bar in a 3-pixel frame) at the bottom left of the
  screen (the next free slot to the right), with WS_MINIMIZE and an empty client area;
  the minimize box shows the restore glyph;
- restoring brings back the normal rectangle remembered when it left the normal state.

Each change sends WM_SIZE with SIZE_RESTORED / SIZE_MINIMIZED / SIZE_MAXIMIZED and the
client size, and WM_MOVE when the window moved.
"""

import struct

from ..core.messages import WM_MOVE, WM_SIZE
from .nonclient import WS_MAXIMIZE, WS_MINIMIZE
from .wm import ICONIC_HEIGHT, ICONIC_WIDTH, WS_BORDER, WS_VISIBLE, frame_width

__all__ = ["NORMAL", "MINIMIZED", "MAXIMIZED", "state_of", "set_state", "normal_rect",
           "command_state", "state_rect", "apply_state", "minimized_metrics", "minimized_width", "min_track", "is_mdi_child", "arrange_icons",
           "work_area", "refit_maximized", "max_track", "default_minmax", "ask_minmax"]

NORMAL, MINIMIZED, MAXIMIZED = "normal", "minimized", "maximized"
SIZE_RESTORED, SIZE_MINIMIZED, SIZE_MAXIMIZED = 0, 1, 2
WM_GETMINMAXINFO = 0x0024
WS_EX_MDICHILD = 0x40
#: MINIMIZEDMETRICS' fields as SystemParametersInfo keeps them (user/sysparams.py), with
#: their defaults: iWidth (SM_CXMINIMIZED less the 6 pixels of the iconic caption's edges),
#: iHorzGap, iVertGap, iArrange (ARW_BOTTOMLEFT | ARW_LEFT | ARW_HIDE: 8)
MINIMIZED_DEFAULTS = {"MINWIDTH": ICONIC_WIDTH - 6, "MINHORZGAP": 0, "MINVERTGAP": 0,
                      "MINARRANGE": 8}


def minimized_metrics(vm):
    """(iWidth, iHorzGap, iVertGap, iArrange): SPI_GETMINIMIZEDMETRICS's answer."""
    spi = vm.user.spi
    return tuple(spi.get(k, d) for k, d in MINIMIZED_DEFAULTS.items())


def minimized_width(vm):
    """SM_CXMINIMIZED: a minimized window's width, iWidth + 6."""
    return minimized_metrics(vm)[0] + 6
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
    """(x, y, w, h) the window has, or will have again, in the normal state."""
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


def _minimized_rect(wm, win):
    """The next free iconic slot along the bottom of the work area (an MDI child's: of
    its parent's client), left to right: SM_CXMINIMIZED x SM_CYMINIMIZED."""
    h = ICONIC_HEIGHT
    ax, ay, aw, ah = _area(wm, win)
    taken = {w.x for w in wm.windows.values()
             if w is not win and w.is_child == win.is_child and w.parent == win.parent
             and w.style & WS_MINIMIZE and w.style & WS_VISIBLE}
    x = ax
    width = minimized_width(wm.vm)
    while x in taken and x + width <= ax + aw:
        x += width
    return x, ay + ah - h, width, h


def set_state(wm, win, state):
    """Generator: move top-level ``win`` (or an MDI child) into ``state``; False when it
    was there."""
    old = state_of(win)
    if old == state or (win.is_child and not is_mdi_child(win)):
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
        return _minimized_rect(wm, win)
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


def arrange_icons(wm, parent_hwnd, kids):
    """Generator: put the minimized windows of ``kids`` in slots along the bottom of their
    parent's client, left to right in the given order (WM_MDIICONARRANGE); returns
    their count."""
    icons = [k for k in kids if k.style & WS_MINIMIZE and k.style & WS_VISIBLE]
    for k in icons:
        k.x = -minimized_width(wm.vm) - 1      # out of the way while the slots are handed out again
    for k in icons:
        x, y, w, h = _minimized_rect(wm, k)
        moved, _ = wm.move_window(k, x, y, w, h)
        if moved:
            yield from wm.send(k.hwnd, WM_MOVE, 0, wm.move_lparam(k))
    if icons:
        wm.invalidate_tree(wm.get(parent_hwnd))
    return len(icons)
