"""The pointer's recent positions: what GetMouseMovePointsEx reads
(``dlls/user32/input.py``).

Windows keeps the last 64 positions the mouse pointer moved to, each with its time
stamp (the GetTickCount clock) and the dwExtraInfo of the input that moved it. Every
move counts, whoever made it: SetCursorPos (extra info 0), mouse_event and SendInput
(their dwExtraInfo) and the hardware — here the agent's pointer input. A move to where
the pointer already is is kept too (no deduplication), and the history belongs to the
window station, so every desktop of it (and every process of the session) reads the
same one. Button presses, releases and the wheel move nothing and add nothing.

GetMouseMovePointsEx finds a point in the history — the newest with those coordinates,
or the one with that time stamp as well when the caller gives one — and answers the
points from it back into the past, newest first. The point is given in screen
coordinates in both resolutions: GMMP_USE_DISPLAY_POINTS answers screen coordinates,
GMMP_USE_HIGH_RESOLUTION_POINTS the same points on the 0..65535 scale of an absolute
pointing device, the normalized coordinates SendInput's MOUSEEVENTF_ABSOLUTE takes
(the display is the one monitor, so its virtual screen is the screen).
"""

__all__ = ["HISTORY", "GMMP_USE_DISPLAY_POINTS", "GMMP_USE_HIGH_RESOLUTION_POINTS",
           "moved", "history", "points_from"]

#: how many positions Windows keeps
HISTORY = 64
GMMP_USE_DISPLAY_POINTS, GMMP_USE_HIGH_RESOLUTION_POINTS = 1, 2


def _session(vm):
    """The process whose state holds the session's (the window station's) history."""
    return vm if vm.processes is None else vm.processes.first


def history(vm):
    """The positions kept, newest first: (x, y, time, extra info) each."""
    return _session(vm).user.move_points


def moved(vm, x, y, extra=0):
    """The pointer moved to (x, y), moved by input carrying ``extra`` (dwExtraInfo): it
    joins the history now, stamped with the tick count; the oldest beyond 64 goes."""
    kept = history(vm)
    kept.insert(0, (x, y, vm.clock.now_ms() & 0xFFFFFFFF, extra))
    del kept[HISTORY:]


def _high_resolution(x, y, width, height):
    """A screen point on the absolute devices' 0..65535 scale: the normalized point
    that SendInput's MOUSEEVENTF_ABSOLUTE takes to (x, y)."""
    return (min(-(-x * 65536 // width), 0xFFFF), min(-(-y * 65536 // height), 0xFFFF))


def points_from(vm, x, y, time, count, high_resolution):
    """GetMouseMovePointsEx's search: up to ``count`` positions (x, y, time, extra),
    newest first, from the newest one at screen point (x, y) — with time stamp ``time``
    too unless it is 0 — back into the past; None when the history has no such point.
    Coordinates are compared as the history keeps them, 16 bits each (Microsoft's
    example masks the point it passes with 0xFFFF)."""
    x, y = x & 0xFFFF, y & 0xFFFF
    kept = history(vm)
    for i, (px, py, ptime, _) in enumerate(kept):
        if (px & 0xFFFF, py & 0xFFFF) == (x, y) and (not time or time == ptime):
            break
    else:
        return None
    found = kept[i:i + count]
    if high_resolution:
        w, h = vm.wm.width, vm.wm.height
        found = [_high_resolution(px, py, w, h) + (t, extra) for px, py, t, extra in found]
    return found
