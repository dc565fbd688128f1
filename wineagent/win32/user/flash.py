"""FlashWindow and FlashWindowEx (docs/user.md, "Flashing a window"): a window's caption
drawn in the other activation state than the window's, once or by a timer.

Windows keeps, per window, whether its caption is drawn active (the WM_NCACTIVATE state).
Flashing inverts that look: the window hears WM_NCACTIVATE with the look it now has and
its frame is drawn so; the answer is whether the caption was drawn active before the
call. FLASHW_STOP gives the window back its own look. A count or FLASHW_TIMER /
FLASHW_TIMERNOFG keeps it going on a system timer of the window's (WM_SYSTIMER, which
DefWindowProc turns into the next flash) every dwTimeout milliseconds (0: the caret's
blink time): ``count`` flashes (each one there and back), continuously with FLASHW_TIMER
until FLASHW_STOP, with FLASHW_TIMERNOFG until the window is the foreground window.
FLASHW_TRAY asks for the taskbar button too: wineagent's desktop has no taskbar, so the
caption is all there is to flash."""

__all__ = ["FLASHW_STOP", "FLASHW_CAPTION", "FLASHW_TRAY", "FLASHW_TIMER",
           "FLASHW_TIMERNOFG", "FLASH_TIMER_ID", "drawn_active", "flash", "tick"]

FLASHW_STOP, FLASHW_CAPTION, FLASHW_TRAY, FLASHW_TIMER, FLASHW_TIMERNOFG = 0, 1, 2, 4, 0xC
WM_NCACTIVATE, WM_SYSTIMER = 0x0086, 0x0118
#: the flash timer's id (WM_SYSTIMER's wParam), beside the caret's 0xFFFF
FLASH_TIMER_ID = 0xFFFE
_KEY = -2           # its key in the window manager's timers (the caret's is -1)


def drawn_active(wm, win):
    """Whether ``win``'s caption is drawn active: its activation, inverted while it
    flashes."""
    return wm.is_active(win.hwnd) != bool(win.state.get("flash_inverted"))


def _invert(wm, win, inverted):
    """Generator: the caption's look inverted (or not); WM_NCACTIVATE tells the window
    the look it now has."""
    if bool(win.state.get("flash_inverted")) == inverted:
        return
    win.state["flash_inverted"] = inverted
    yield from wm.send(win.hwnd, WM_NCACTIVATE, 1 if drawn_active(wm, win) else 0, 0)
    if wm.get(win.hwnd) is win:
        wm.redraw_nonclient(win)
        wm.vm.gdi.touch()


def _stop(wm, win):
    wm.timers.pop((win.hwnd, _KEY), None)
    win.state.pop("flash_timer", None)


def flash(wm, win, flags, count=1, timeout=0):
    """Generator: FlashWindowEx's work on ``win``; whether the caption was drawn active
    before."""
    before = drawn_active(wm, win)
    if flags == FLASHW_STOP:
        _stop(wm, win)
        yield from _invert(wm, win, False)
        return before
    yield from _invert(wm, win, not win.state.get("flash_inverted"))
    toggles = 2 * count - 1         # the rest of ``count`` flashes, each there and back
    if flags & FLASHW_TIMERNOFG or toggles > 0:
        ms = timeout or wm.caret_blink_ms
        win.state["flash_timer"] = (flags, toggles)
        wm.timers[(win.hwnd, _KEY)] = [ms, wm.vm.clock.now_ms() + ms, 0, WM_SYSTIMER,
                                       FLASH_TIMER_ID]
    else:
        _stop(wm, win)
    return before


def tick(wm, win):
    """Generator: DefWindowProc's WM_SYSTIMER for the flash timer: the next flash, or the
    end (the count done, or the window in the foreground with FLASHW_TIMERNOFG)."""
    entry = win.state.get("flash_timer")
    if entry is None:
        _stop(wm, win)
        return
    flags, toggles = entry
    if flags & FLASHW_TIMERNOFG == FLASHW_TIMERNOFG and wm.is_active(win.hwnd):
        _stop(wm, win)
        yield from _invert(wm, win, False)
        return
    if not flags & FLASHW_TIMER:
        toggles -= 1
        if toggles < 0:
            _stop(wm, win)
            yield from _invert(wm, win, False)
            return
    win.state["flash_timer"] = (flags, toggles)
    yield from _invert(wm, win, not win.state.get("flash_inverted"))
