"""The caret: one per thread (we run one), owned by a window, blinking on the guest clock.

As in Windows 2000, the caret is drawn by inverting its rectangle in the owner's client
area (XOR: drawing it twice restores the pixels), and it blinks through a system timer
on the owner: every blink interval the queue yields WM_SYSTIMER (wParam 0xFFFF), which
DefWindowProc answers by toggling the caret. Its timing is therefore guest time, so a
frozen run blinks identically in every process. BeginPaint hides the caret and EndPaint
shows it again, so painting never lands under an inverted caret.

A caret is created hidden (its hide count is 1); ShowCaret and HideCaret move the count
(hiding is cumulative), SetCaretPos moves it and restarts the blink with the caret on.
"""

from .wm import WS_VISIBLE

__all__ = ["Caret", "create", "destroy", "show", "hide", "set_pos", "set_blink_time",
           "blink", "paint_hide", "paint_show", "WM_SYSTIMER",
           "CARET_TIMER_ID", "DEFAULT_BLINK_MS"]

WM_SYSTIMER = 0x0118
CARET_TIMER_ID = 0xFFFF      # the system timer's id (WM_SYSTIMER's wParam), as in Windows
DEFAULT_BLINK_MS = 530       # GetCaretBlinkTime on a fresh Windows installation
#: Key of the blink timer in the window manager's timer table: a negative id, which no
#: guest SetTimer (a UINT) can name, so KillTimer cannot stop the blink by accident.
_TIMER_KEY_ID = -1


class Caret:
    """The caret's state: owner, shape, position, hide count and whether it is drawn."""

    def __init__(self, hwnd, shape, width, height):
        self.hwnd = hwnd
        self.shape = shape        # 0 solid, 1 gray (every other pixel), else a bitmap image
        self.w, self.h = width, height
        self.x = self.y = 0
        self.hidden = 1           # hide count: created hidden, shown when it reaches 0
        self.drawn = False        # True while its rectangle is inverted on the window
        self.painting = False     # hidden by BeginPaint, to be shown by EndPaint


def _invert(wm, caret):
    """Invert the caret's rectangle (draws it, or erases it when drawn)."""
    win = wm.get(caret.hwnd)
    if win is None or wm.toplevel(win).surface is None:
        return
    dc = wm.surface_dc(win)
    img = dc.target.image
    ox, oy = dc.origin
    cl, ct, cr, cb = dc._clip_box()
    for py in range(max(caret.y + oy, ct), min(caret.y + oy + caret.h, cb)):
        for px in range(max(caret.x + ox, cl), min(caret.x + ox + caret.w, cr)):
            if caret.shape == 1 and (px - ox + py - oy) & 1:
                # The gray caret inverts a checkerboard (the 50% gray brush), aligned to
                # the DC's origin, the client area, as NT aligns brushes (not the frame,
                # whose caption and menu bar would shift it).
                continue
            if caret.shape not in (0, 1):
                # A bitmap caret XORs its bitmap: black bitmap pixels leave the window.
                bx, by = px - ox - caret.x, py - oy - caret.y
                mask = caret.shape.getpixel((bx, by))
                r, g, b = img.getpixel((px, py))[:3]
                img.putpixel((px, py), (r ^ mask[0], g ^ mask[1], b ^ mask[2]))
                continue
            r, g, b = img.getpixel((px, py))[:3]
            img.putpixel((px, py), (255 - r, 255 - g, 255 - b))
    wm.vm.gdi.touch(dc.target)
    caret.drawn = not caret.drawn


def _can_draw(wm, caret):
    win = wm.get(caret.hwnd)
    return win is not None and wm.is_visible(win) and win.style & WS_VISIBLE


def _arm(wm, caret):
    """(Re)start the blink timer: the next toggle is one blink interval from now."""
    ms = wm.caret_blink_ms
    wm.timers[(caret.hwnd, _TIMER_KEY_ID)] = [ms, wm.vm.clock.now_ms() + ms, 0, WM_SYSTIMER,
                                               CARET_TIMER_ID]


def _disarm(wm, caret):
    wm.timers.pop((caret.hwnd, _TIMER_KEY_ID), None)


def _erase(wm, caret):
    if caret.drawn:
        _invert(wm, caret)


def create(wm, hwnd, shape, width, height):
    """CreateCaret: replace any caret with a hidden one owned by ``hwnd``."""
    destroy(wm)
    wm.caret = Caret(hwnd, shape, width, height)
    return wm.caret


def destroy(wm):
    """DestroyCaret: erase it and stop its timer; False when there was none."""
    caret = wm.caret
    if caret is None:
        return False
    _erase(wm, caret)
    _disarm(wm, caret)
    wm.caret = None
    return True


def show(wm):
    """ShowCaret: one hide fewer; at zero it is drawn and starts blinking."""
    caret = wm.caret
    if caret.hidden:
        caret.hidden -= 1
        if not caret.hidden:
            if _can_draw(wm, caret) and not caret.drawn:
                _invert(wm, caret)
            _arm(wm, caret)


def hide(wm):
    """HideCaret: one hide more (cumulative); the caret is erased and stops blinking."""
    caret = wm.caret
    caret.hidden += 1
    _erase(wm, caret)
    _disarm(wm, caret)


def set_pos(wm, x, y):
    """SetCaretPos: move it; a visible caret shows at once at the new place."""
    caret = wm.caret
    _erase(wm, caret)
    caret.x, caret.y = x, y
    if not caret.hidden:
        if _can_draw(wm, caret):
            _invert(wm, caret)
        _arm(wm, caret)


def set_blink_time(wm, ms):
    """SetCaretBlinkTime: the new interval applies from now."""
    wm.caret_blink_ms = ms
    if wm.caret is not None and not wm.caret.hidden:
        _arm(wm, wm.caret)


def blink(wm, win):
    """DefWindowProc's WM_SYSTIMER for the caret timer: toggle the caret."""
    caret = wm.caret
    if caret is None or caret.hwnd != win.hwnd or caret.hidden:
        return
    if caret.drawn or _can_draw(wm, caret):
        _invert(wm, caret)


def paint_hide(wm, win):
    """BeginPaint: take the caret off a window about to be painted."""
    caret = wm.caret
    if caret is not None and caret.hwnd == win.hwnd:
        hide(wm)
        caret.painting = True


def paint_show(wm, win):
    """EndPaint: put back the caret BeginPaint took off."""
    caret = wm.caret
    if caret is not None and caret.hwnd == win.hwnd and caret.painting:
        caret.painting = False
        show(wm)

