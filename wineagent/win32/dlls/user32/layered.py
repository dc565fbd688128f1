"""USER32's layered windows: SetLayeredWindowAttributes, GetLayeredWindowAttributes,
UpdateLayeredWindow and UpdateLayeredWindowIndirect (the window's side in
user/layered.py, the pixels in gdi/layered.py; docs/user.md, "Layered windows")."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import USER32
from ...core.styles import WS_EX_LAYERED
from ...core.structures import BLENDFUNCTION, POINT, RECT, SIZE, UPDATELAYEREDWINDOWINFO
from ...core.winerror import ERROR_GEN_FAILURE, ERROR_INVALID_PARAMETER
from ...user import layered
from ...user.window import reposition
from ..gdi32.blend import AC_SRC_ALPHA, source_alpha, source_in_bounds
from ..gdi32.main import _dc
from .main import win_of


def _refuse(c):
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return 0


def _top_level(name, win):
    """A layered child window (Windows 8's) is not composed: only top-level windows
    reach the compositor on their own, so the call stops the guest naming it."""
    if win.is_child and win.exstyle & WS_EX_LAYERED:
        raise Unimplemented("%s!%s of a layered child window" % (USER32, name))


@api(USER32, "SetLayeredWindowAttributes", "HWND hwnd, COLORREF key, BYTE alpha, DWORD flags",
     widths=BOTH)
def SetLayeredWindowAttributes(c, hwnd, key, alpha, flags):
    """Compose a layered window with a constant alpha (LWA_ALPHA) and a colour key
    (LWA_COLORKEY); a window without WS_EX_LAYERED is refused (ERROR_INVALID_PARAMETER)."""
    win = win_of(c, hwnd)
    if win is None:
        return 0
    _top_level("SetLayeredWindowAttributes", win)
    return 1 if layered.set_attributes(c.vm, win, key, alpha & 0xFF, flags) else _refuse(c)


@api(USER32, "GetLayeredWindowAttributes", "HWND hwnd, LPVOID key, LPVOID alpha, LPVOID flags",
     widths=BOTH)
def GetLayeredWindowAttributes(c, hwnd, pkey, palpha, pflags):
    """The attributes SetLayeredWindowAttributes set (each pointer may be NULL); a window
    not layered, or whose look UpdateLayeredWindow gives, fails (ERROR_INVALID_PARAMETER)."""
    win = win_of(c, hwnd)
    if win is None:
        return 0
    got = layered.attributes(win)
    if got is None:
        return _refuse(c)
    mem = c.vm.mem
    key, alpha, flags = got
    if pkey:
        mem.w32(pkey, key)
    if palpha:
        mem.write(palpha, bytes((alpha,)))
    if pflags:
        mem.w32(pflags, flags)
    return 1


def _update(c, hwnd, pdst, psize, hsrc, psrc, key, pblend, flags, pdirty, noresize_ok):
    """Generator: UpdateLayeredWindow(Indirect)'s work (see UpdateLayeredWindow)."""
    vm, mem = c.vm, c.vm.mem
    win = win_of(c, hwnd)
    if win is None:
        return 0
    _top_level("UpdateLayeredWindow", win)
    allowed = layered.ULW_COLORKEY | layered.ULW_ALPHA | layered.ULW_OPAQUE
    if noresize_ok:
        allowed |= layered.ULW_EX_NORESIZE
    if flags & ~allowed or not layered.may_update(win):
        return _refuse(c)
    x, y = POINT.values(mem, pdst) if pdst else (win.x, win.y)
    w, h = SIZE.values(mem, psize) if psize else (win.w, win.h)
    if w < 0 or h < 0:
        return _refuse(c)
    if flags & layered.ULW_EX_NORESIZE and (w, h) != (win.w, win.h):
        # the size differs from the window's: refused (Windows 8 and 10 answer
        # ERROR_GEN_FAILURE, older ones other codes, as win.c notes)
        vm.last_error = ERROR_GEN_FAILURE
        return 0
    blend = BLENDFUNCTION.values(mem, pblend) if pblend else (0, 0, 255, 0)
    picture = alpha = at = None
    if hsrc and w and h:
        src = _dc(c, hsrc)
        if src is None:
            return 0
        sx, sy = POINT.values(mem, psrc) if psrc else (0, 0)
        got = source_in_bounds(c, src, sx, sy, w, h)
        if got is None:
            return _refuse(c)
        picture, box = got
        if flags & layered.ULW_ALPHA and blend[3] & AC_SRC_ALPHA:
            alpha = source_alpha(c, src, box)
            if alpha is None:
                return _refuse(c)       # a source without an alpha channel
        if pdirty:
            # only the dirty rectangle (window coordinates) of the picture is taken
            l, t, r, b = RECT.values(mem, pdirty)
            l, t, r, b = max(l, 0), max(t, 0), min(r, w), min(b, h)
            if l < r and t < b:
                picture = picture.crop((l, t, r, b))
                alpha = alpha.crop((l, t, r, b)) if alpha is not None else None
                at = (l, t)
    if (x, y, w, h) != (win.x, win.y, win.w, win.h):
        yield from reposition(vm, win, x, y, w, h)
        if vm.wm.get(win.hwnd) is not win:
            return 0
    layered.update(vm, win, picture, alpha, at, key & 0xFFFFFF, blend[2], flags)
    return 1


@api(USER32, "UpdateLayeredWindow", "HWND hwnd, HDC dst, LPVOID ptDst, LPVOID size, HDC src,"
                                    " LPVOID ptSrc, COLORREF key, LPVOID blend, DWORD flags",
     widths=BOTH)
def UpdateLayeredWindow(c, hwnd, hdst, pdst, psize, hsrc, psrc, key, pblend, flags):
    """Generator: give a layered window its picture: ``size`` of the source DC's pixels
    from ``ptSrc``, the window moved to ``ptDst`` and sized to ``size`` (either NULL:
    kept), shown opaque (ULW_OPAQUE), colour-keyed (ULW_COLORKEY) or blended with the
    BLENDFUNCTION (ULW_ALPHA: its constant alpha, and the source's per-pixel alpha with
    AC_SRC_ALPHA). A window that is not layered, whose attributes were set, or an unknown
    flag (ULW_EX_NORESIZE too) is ERROR_INVALID_PARAMETER. The screen DC ``dst`` names
    nothing more here (one screen)."""
    return (yield from _update(c, hwnd, pdst, psize, hsrc, psrc, key, pblend, flags, 0,
                               False))


@api(USER32, "UpdateLayeredWindowIndirect", "HWND hwnd, LPVOID info", widths=BOTH)
def UpdateLayeredWindowIndirect(c, hwnd, info):
    """Generator: UpdateLayeredWindow from an UPDATELAYEREDWINDOWINFO (a cbSize other
    than the structure's, or none, is ERROR_INVALID_PARAMETER), with its dirty rectangle
    (only that part of the picture taken) and ULW_EX_NORESIZE (a size other than the
    window's refused)."""
    layout = UPDATELAYEREDWINDOWINFO
    if not info or c.vm.mem.u32(info) != layout.sizeof(c.ptr_size):
        return _refuse(c)
    u = layout.at(c.vm.mem, info, c.ptr_size)
    return (yield from _update(c, hwnd, u.pptDst, u.psize, u.hdcSrc, u.pptSrc, u.crKey,
                               u.pblend, u.dwFlags, u.prcDirty, True))
