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

__all__ = ["Draw", "TolerantDraw", "BOX_SHAPES"]


def _empty(xy):
    """Whether a box given as ``[x0, y0, x1, y1]`` or ``[(x0, y0), (x1, y1)]`` is
    inverted (Pillow's inclusive boxes: x1 == x0 is one pixel wide, not empty)."""
    if len(xy) == 2:
        (x0, y0), (x1, y1) = xy
    else:
        x0, y0, x1, y1 = xy
    return x1 < x0 or y1 < y0


#: Pillow's box-taking shapes, each of which raises for an inverted box
BOX_SHAPES = ("rectangle", "rounded_rectangle", "ellipse", "arc", "chord", "pieslice")


def _tolerant(name):
    """Pillow's shape ``name``, drawing nothing for an inverted box."""
    shape = getattr(ImageDraw.ImageDraw, name)

    def draw(self, xy, *args, **kwargs):
        if not _empty(xy):
            shape(self, xy, *args, **kwargs)
    draw.__name__ = draw.__qualname__ = name
    draw.__doc__ = "Pillow's %s, or nothing for an inverted box." % name.replace("_", " ")
    return draw


class TolerantDraw(ImageDraw.ImageDraw):
    """An ImageDraw whose box shapes (BOX_SHAPES) draw nothing for an inverted box.
    ``line`` and ``rectangle`` in an (r, g, b) colour on an image with no palette go
    straight to Pillow's core (USER's frames, edges and glyphs: ~70 calls a Gym step),
    without ImageDraw's ``_getink`` frame: the ink it would make is the core's
    ``draw_ink`` of the same tuple."""

    def line(self, xy, fill=None, width=1, joint=None):
        """Pillow's line."""
        if type(fill) is tuple and self.palette is None and width != 0 and \
                (joint != "curve" or width <= 4):
            self.draw.draw_lines(xy, self.draw.draw_ink(fill), width)
        else:
            ImageDraw.ImageDraw.line(self, xy, fill, width, joint)

    def rectangle(self, xy, fill=None, outline=None, width=1):
        """Pillow's rectangle, or nothing for an inverted box."""
        if _empty(xy):
            return
        if self.palette is not None or (fill is None and outline is None) or \
                fill is not None and type(fill) is not tuple or \
                outline is not None and type(outline) is not tuple:
            ImageDraw.ImageDraw.rectangle(self, xy, fill, outline, width)
            return
        draw = self.draw
        fill_ink = None if fill is None else draw.draw_ink(fill)
        if fill_ink is not None:
            draw.draw_rectangle(xy, fill_ink, 1)
        if outline is not None and width != 0:
            ink = draw.draw_ink(outline)
            if ink != fill_ink:
                draw.draw_rectangle(xy, ink, 0, width)


for _name in BOX_SHAPES:
    if _name not in TolerantDraw.__dict__:
        setattr(TolerantDraw, _name, _tolerant(_name))
del _name


def Draw(img, mode=None):   # noqa: N802 - Pillow's own name for the same call
    """A :class:`TolerantDraw` on ``img`` (``ImageDraw.Draw``'s signature)."""
    return TolerantDraw(img, mode)
