"""Pillow's ImageDraw as the Win32 layer draws with it: an empty box draws nothing.

Windows draws nothing for a rectangle with no pixels: a window narrower than its own
frame (AutoHotkey creates its hidden main window 0 pixels wide, with a caption), a
control sized to 0 x 0 before its first layout, an ellipse in an empty box. Pillow
raises ``ValueError`` for a box whose right or bottom lies before its left or top, and
that error would stop the guest with an "internal error" in whatever API happened to
draw. Every coordinate here comes from the guest, so the whole layer draws through
:func:`Draw`, whose box-taking shapes return quietly for such a box. Lines, points,
polygons and text take any coordinates and are Pillow's own.
"""

from PIL import ImageDraw

__all__ = ["Draw", "TolerantDraw"]


def _empty(xy):
    """Whether a box given as ``[x0, y0, x1, y1]`` or ``[(x0, y0), (x1, y1)]`` is
    inverted (Pillow's inclusive boxes: x1 == x0 is one pixel wide, not empty)."""
    if len(xy) == 2:
        (x0, y0), (x1, y1) = xy
    else:
        x0, y0, x1, y1 = xy
    return x1 < x0 or y1 < y0


class TolerantDraw(ImageDraw.ImageDraw):
    """An ImageDraw whose box shapes draw nothing for an inverted box."""

    def rectangle(self, xy, *args, **kwargs):
        """Pillow's rectangle, or nothing for an inverted box."""
        if not _empty(xy):
            super().rectangle(xy, *args, **kwargs)

    def rounded_rectangle(self, xy, *args, **kwargs):
        """Pillow's rounded rectangle, or nothing for an inverted box."""
        if not _empty(xy):
            super().rounded_rectangle(xy, *args, **kwargs)

    def ellipse(self, xy, *args, **kwargs):
        """Pillow's ellipse, or nothing for an inverted box."""
        if not _empty(xy):
            super().ellipse(xy, *args, **kwargs)

    def arc(self, xy, *args, **kwargs):
        """Pillow's arc, or nothing for an inverted box."""
        if not _empty(xy):
            super().arc(xy, *args, **kwargs)

    def chord(self, xy, *args, **kwargs):
        """Pillow's chord, or nothing for an inverted box."""
        if not _empty(xy):
            super().chord(xy, *args, **kwargs)

    def pieslice(self, xy, *args, **kwargs):
        """Pillow's pie slice, or nothing for an inverted box."""
        if not _empty(xy):
            super().pieslice(xy, *args, **kwargs)


def Draw(img, mode=None):   # noqa: N802 - Pillow's own name for the same call
    """A :class:`TolerantDraw` on ``img`` (``ImageDraw.Draw``'s signature)."""
    return TolerantDraw(img, mode)
