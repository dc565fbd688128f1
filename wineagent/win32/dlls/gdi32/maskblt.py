"""GDI32's masked blits: MaskBlt (two raster operations chosen pixel by pixel by a
monochrome mask; the pixels are main.py's ``blit``) and PlgBlt (the source rectangle
onto a parallelogram, through an optional mask)."""

from PIL import Image

from ....abi.api import BOTH, api
from ....abi.structs import read_array
from ...core.dllnames import GDI32
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi.objects import Bitmap
from ...gdi.recording import records
from ...gdi.rop import rop3_index, uses_source
from .main import _dc, blit, source_image


def mask_image(c, mask, mx, my, w, h):
    """The mask's pixels under (mx, my, w, h) as an "L" image: 255 (foreground) where the
    mask bit is 1 (white), 0 elsewhere and outside the mask."""
    c.vm.gdi.sync_from_guest(mask)
    part = mask.image.crop((mx, my, mx + w, my + h)).convert("L")
    return part.point(lambda v: 255 if v >= 128 else 0)


@api(GDI32, "MaskBlt", "HDC dst, INT x, INT y, INT w, INT h, HDC src, INT sx, INT sy, HBITMAP mask, INT mx, INT my, DWORD rop", widths=BOTH)
@records
def MaskBlt(c, hdst, x, y, w, h, hsrc, sx, sy, hmask, mx, my, rop):
    """Combine source and destination through a monochrome mask: where a mask bit is 1
    the foreground ROP3 (``rop``'s low three bytes) applies, where it is 0 the background
    ROP3 (its high byte, MAKEROP4). Without a mask it is a BitBlt with the foreground
    ROP; a mask that is not monochrome fails with ERROR_INVALID_PARAMETER."""
    dst = _dc(c, hdst)
    if dst is None:
        return 0
    fore = rop & 0x00FFFFFF
    back = ((rop >> 24) & 0xFF) << 16
    mask = None
    if hmask:
        mask = c.vm.gdi.get(hmask, Bitmap)
        if mask is None or not (mask.mono or mask.bpp == 1):
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
    if w < 0:
        x, w = x + w, -w
    if h < 0:
        y, h = y + h, -h
    if w == 0 or h == 0:
        return 1
    src, src_img = None, None
    if uses_source(rop3_index(fore)) or (mask is not None and uses_source(rop3_index(back))):
        src = _dc(c, hsrc)
        if src is None or src.recorder is not None:     # a metafile DC has no pixels
            return 0
        src_img = source_image(src, sx, sy, w, h)
    if mask is None:
        blit(c, dst, x, y, w, h, src_img, fore, src)
        return 1
    img = dst.target.image
    l, t, r, b = dst.lp_rect((x, y, x + w, y + h))
    ox, oy = dst.origin
    box = (max(0, l + ox), max(0, t + oy), min(img.width, r + ox), min(img.height, b + oy))
    if box[0] >= box[2] or box[1] >= box[3]:
        return 1
    # both operations over the same destination pixels, then the mask picks between them
    before = img.crop(box)
    blit(c, dst, x, y, w, h, src_img, fore, src)
    fg = img.crop(box)
    img.paste(before, box[:2])
    blit(c, dst, x, y, w, h, src_img, back, src)
    bg = img.crop(box)
    picks = mask_image(c, mask, mx + box[0] - (l + ox), my + box[1] - (t + oy),
                       box[2] - box[0], box[3] - box[1])
    dst.put(box, Image.composite(fg, bg, picks), rop2=False)
    return 1


def _unit_inverse(p0, p1, p2, sw, sh):
    """The affine map from destination pixels back to source pixels for the source
    rectangle sw x sh sent to the parallelogram p0 (its upper left), p1 (upper right),
    p2 (lower left), as PIL's AFFINE data without the translation of the output box."""
    ax, ay = (p1[0] - p0[0]) / sw, (p1[1] - p0[1]) / sw
    bx, by = (p2[0] - p0[0]) / sh, (p2[1] - p0[1]) / sh
    det = ax * by - bx * ay
    if det == 0:
        return None
    return (by / det, -bx / det, -ay / det, ax / det)


@api(GDI32, "PlgBlt", "HDC dst, LPVOID points, HDC src, INT sx, INT sy, INT w, INT h, HBITMAP mask, INT mx, INT my", widths=BOTH)
@records
def PlgBlt(c, hdst, pts, hsrc, sx, sy, w, h, hmask, mx, my):
    """Copy the source rectangle onto the parallelogram whose upper-left, upper-right and
    lower-left corners are the three points (logical units of the destination), through
    the monochrome mask when one is given (its set bits are copied). A mask that is not
    monochrome, or a flat parallelogram, fails."""
    dst, src = _dc(c, hdst), _dc(c, hsrc)
    if dst is None or src is None or src.recorder is not None or not pts:
        return 0
    mask = None
    if hmask:
        mask = c.vm.gdi.get(hmask, Bitmap)
        if mask is None or not (mask.mono or mask.bpp == 1):
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
    if w == 0 or h == 0:
        return 1
    ox, oy = dst.origin
    p = read_array(c.vm.mem, pts, "LONG", 6)
    (x0, y0), (x1, y1), (x2, y2) = [dst.lp(p[2 * i], p[2 * i + 1]) for i in range(3)]
    img = source_image(src, min(sx, sx + w), min(sy, sy + h), abs(w), abs(h))
    if w < 0:
        img = img.transpose(Image.FLIP_LEFT_RIGHT)
    if h < 0:
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    sw, sh = img.size
    inv = _unit_inverse((x0, y0), (x1, y1), (x2, y2), sw, sh)
    if inv is None:
        return 0
    xs = (x0, x1, x2, x1 + x2 - x0)
    ys = (y0, y1, y2, y1 + y2 - y0)
    # a pixel wider and taller than the corners span: a mirrored side ends on its corner's
    # pixel (the coverage below keeps only the pixels the source maps to)
    l, t, r, b = min(xs), min(ys), max(xs) + 1, max(ys) + 1
    a, bb, d, e = inv
    # device pixel (X, Y) takes the source pixel nearest inverse((X, Y) - p0), the map
    # taken at the pixel's corner, as Windows does (a mirrored parallelogram starts on its
    # first point's pixel); PIL samples output pixels at their centres (+0.5), hence the
    # correction, and NEAREST floors
    data = (a, bb, a * (l - x0) + bb * (t - y0) - 0.5 * (a + bb) + 0.5,
            d, e, d * (l - x0) + e * (t - y0) - 0.5 * (d + e) + 0.5)
    size = (r - l, b - t)
    out = img.transform(size, Image.AFFINE, data, Image.NEAREST)
    cover = Image.new("L", (sw, sh), 255)
    if mask is not None:
        cover = mask_image(c, mask, mx, my, sw, sh)
    cover = cover.transform(size, Image.AFFINE, data, Image.NEAREST, fillcolor=0)
    box = dst.visible((l + ox, t + oy, r + ox, b + oy))
    if box is None:
        return 1
    cut = (box[0] - l - ox, box[1] - t - oy, box[2] - l - ox, box[3] - t - oy)
    dst.put(box, out.crop(cut), cover.crop(cut), rop2=False)
    return 1
