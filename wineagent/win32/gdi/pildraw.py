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

import ctypes

from PIL import Image, ImageDraw

__all__ = ["Draw", "TolerantDraw", "BOX_SHAPES", "pixel_rows", "point_table"]


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


def point_table(img, table):
    """``img.point(table)`` for a table of 256 ints a band (``table``: a list), the same
    image: Image.point rounds every entry of the table again in Python on each call
    (768 for an RGB image), which cost more than mapping a small bitmap's pixels."""
    return img._new(img.im.point(table, None))


# -- the row pointers of an RGB image -------------------------------------------------------
_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = (ctypes.py_object, ctypes.c_char_p)
_CAPSULE = b"Pillow Imaging"


def _words(addr, n):
    return [ctypes.c_uint64.from_address(addr + 8 * i).value for i in range(n)]


def _find_image32():
    """The byte offset of ``image32`` (the row pointers of a 32-bit image) in Pillow's
    ``ImagingMemoryInstance``, found on a probe image rather than assumed (the struct's
    head changed across Pillow versions): the words ``palette, image8, image32, image``
    read 0, 0, p, p on an RGB image (no palette, no 8-bit rows, ``image`` the same
    array), and a pixel Pillow's ``paste`` wrote is where the rows say. None when no
    offset passes (then nothing uses the rows)."""
    try:
        probe = Image.new("RGB", (3, 2))
        core = probe.im
        core.paste(0xFF030201, (1, 1, 2, 2))
        core.paste(0xFF0C0B0A, (2, 0, 3, 1))
        base = _capsule_pointer(core.ptr, _CAPSULE)
    except (AttributeError, TypeError, ValueError, OSError):
        return None
    if not base:
        return None
    head = _words(base, 12)
    for k in range(len(head) - 3):
        rows = head[k + 2]
        if head[k] or head[k + 1] or not rows or head[k + 3] != rows:
            continue
        row0, row1 = _words(rows, 2)
        if ctypes.c_uint32.from_address(row1 + 4).value == 0xFF030201 and \
                ctypes.c_uint32.from_address(row0 + 8).value == 0xFF0C0B0A and \
                ctypes.c_uint32.from_address(row0).value == 0:
            return 8 * (k + 2)
    return None


_IMAGE32 = _find_image32()


def pixel_rows(core):
    """The host address of the row pointers of ``core`` (a Pillow core of an RGB image:
    4 bytes a pixel, R, G, B and 255, as ``paste`` of ``colorref | 0xFF000000`` writes
    it), valid while the core lives; None where they cannot be found."""
    if _IMAGE32 is None:
        return None
    base = _capsule_pointer(core.ptr, _CAPSULE)
    return ctypes.c_uint64.from_address(base + _IMAGE32).value or None
