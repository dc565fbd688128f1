"""Layered windows (WS_EX_LAYERED): the two ways a program gives one its look, and the
rules of which it may use when (win.c test_layered_window, checked against Windows).

A window made layered is not seen until the program calls SetLayeredWindowAttributes
(the window is then drawn as any window, composed with a constant alpha and a colour key)
or UpdateLayeredWindow (it then shows the picture given, opaque, keyed or blended). Once
the attributes are set, UpdateLayeredWindow is refused (ERROR_INVALID_PARAMETER) and
GetLayeredWindowAttributes answers them; before, it fails. Clearing WS_EX_LAYERED forgets
both. The composition itself is gdi/layered.py's :class:`LayeredLook`, which the window
keeps in ``state["layered_look"]`` for the compositor; the attributes the program set are
``state["layered"]`` ({"key", "alpha", "flags"}).
"""

from PIL import Image

from ..core.styles import WS_EX_LAYERED
from ..gdi.layered import LayeredLook

__all__ = ["style_changed", "attributes", "set_attributes", "may_update", "update",
           "LWA_COLORKEY", "LWA_ALPHA", "ULW_COLORKEY", "ULW_ALPHA", "ULW_OPAQUE",
           "ULW_EX_NORESIZE"]

LWA_COLORKEY, LWA_ALPHA = 1, 2
ULW_COLORKEY, ULW_ALPHA, ULW_OPAQUE, ULW_EX_NORESIZE = 1, 2, 4, 8


def _rgb(colorref):
    """A COLORREF as (r, g, b)."""
    return colorref & 0xFF, (colorref >> 8) & 0xFF, (colorref >> 16) & 0xFF


def _set_look(vm, win, look):
    """Give ``win`` its look (None: an ordinary window) and have the screen recomposed."""
    if look is None:
        win.state.pop("layered_look", None)
    else:
        win.state["layered_look"] = look
    vm.gdi.touch(None, None)


def style_changed(vm, win, old_exstyle):
    """The window's WS_EX_LAYERED came or went (creation, SetWindowLong): made layered
    it is hidden until its look is given; no longer layered, its attributes and picture
    are forgotten and it is drawn as any window."""
    was, now = old_exstyle & WS_EX_LAYERED, win.exstyle & WS_EX_LAYERED
    if was == now:
        return
    win.state.pop("layered", None)
    _set_look(vm, win, LayeredLook(shown=False) if now else None)


def attributes(win):
    """(key COLORREF, alpha, LWA_* flags) SetLayeredWindowAttributes set, or None: not
    layered, or its look was never set so (GetLayeredWindowAttributes fails)."""
    got = win.state.get("layered") if win.exstyle & WS_EX_LAYERED else None
    return None if got is None else (got["key"], got["alpha"], got["flags"])


def set_attributes(vm, win, key, alpha, flags):
    """SetLayeredWindowAttributes on a layered window (False otherwise): the key is kept
    whatever the flags, the alpha only with LWA_ALPHA (the one before, 0 at first,
    stays), as Windows since Vista; the window is drawn as any window from now on (a
    picture UpdateLayeredWindow gave is dropped), composed with what the flags name."""
    if not win.exstyle & WS_EX_LAYERED:
        return False
    before = win.state.get("layered") or {"alpha": 0}
    kept = alpha if flags & LWA_ALPHA else before["alpha"]
    win.state["layered"] = {"key": key & 0xFFFFFF, "alpha": kept, "flags": flags}
    _set_look(vm, win, LayeredLook(shown=True, alpha=kept if flags & LWA_ALPHA else 255,
                                   key=_rgb(key) if flags & LWA_COLORKEY else None))
    return True


def may_update(win):
    """Whether UpdateLayeredWindow may give ``win`` a picture: a layered window whose
    attributes were not set."""
    return bool(win.exstyle & WS_EX_LAYERED) and "layered" not in win.state


def update(vm, win, picture, src_alpha, at, key, alpha, flags):
    """UpdateLayeredWindow's picture for ``win`` (``may_update``): ``picture`` (RGB, None:
    keep the one it has) is put at ``at`` (x, y) of the window's current one when only a
    part changed, else replaces it; ULW_COLORKEY keys out ``key``, ULW_ALPHA blends with
    the constant ``alpha`` and ``src_alpha`` (the picture's premultiplied per-pixel
    alpha, "L", or None), ULW_OPAQUE shows it as it is."""
    old = win.state.get("layered_look")
    image = old.image if old is not None else None
    old_alpha = old.src_alpha if old is not None else None
    if picture is not None:
        if at is not None and image is not None:
            image = image.copy()
            image.paste(picture, at)
            if src_alpha is not None or old_alpha is not None:
                merged = (old_alpha.copy() if old_alpha is not None
                          else _full(image.size))
                merged.paste(src_alpha if src_alpha is not None else _full(picture.size),
                             at)
                src_alpha = merged
        else:
            image = picture
    elif src_alpha is None:
        src_alpha = old_alpha
    if image is None:
        image = win.surface.image.copy()
    look = LayeredLook(shown=True, image=image, alpha=alpha if flags & ULW_ALPHA else 255,
                       key=_rgb(key) if flags & ULW_COLORKEY else None,
                       src_alpha=src_alpha if flags & ULW_ALPHA else None)
    _set_look(vm, win, look)


def _full(size):
    """An opaque per-pixel alpha of ``size``."""
    return Image.new("L", size, 255)
