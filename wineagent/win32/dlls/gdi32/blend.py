"""GDI32's blending family: GdiAlphaBlend, GdiTransparentBlt and GdiGradientFill (what
msimg32's AlphaBlend, TransparentBlt and GradientFill call). The pixels are gdi/blend.py's."""

from PIL import Image

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import GDI32
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi import bitmaps, blend
from ...gdi.colors import rgb
from ...gdi.objects import Bitmap
from ...gdi.recording import records
from .main import _dc, source_image
from ...core.structures import GRADIENT_RECT, GRADIENT_TRIANGLE, TRIVERTEX

AC_SRC_OVER, AC_SRC_ALPHA = 0, 1
GRADIENT_FILL_RECT_H, GRADIENT_FILL_RECT_V, GRADIENT_FILL_TRIANGLE = 0, 1, 2


def _refuse(c):
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return 0


def source_in_bounds(c, src, sx, sy, sw, sh):
    """The source rectangle's pixels, or None when it is not inside the source's
    device area (Windows refuses such a blend)."""
    l, t, r, b = src.lp_rect((sx, sy, sx + sw, sy + sh))
    img = src.target.image
    area = src.clip or (0, 0, img.width, img.height)
    ox, oy = src.origin
    if l < 0 or t < 0 or r + ox > area[2] or b + oy > area[3]:
        return None
    return source_image(src, sx, sy, sw, sh), (l + ox, t + oy, r + ox, b + oy)


def source_alpha(c, src, box):
    """The per-pixel alpha of the source's pixels in ``box`` (target pixels): a 32-bpp
    DIB section keeps it in its bits, a 32-bit DDB in ``Bitmap.alpha``; None for a bitmap
    without (another depth, or 32 bits in another order than BGRA)."""
    bmp = src.target
    if isinstance(bmp, Bitmap) and not bmp.bits and bmp.bpp == 32:
        # a 32-bit DDB: the fourth bytes it was given, 0 where GDI drew
        alpha = bmp.alpha or Image.new("L", (bmp.width, bmp.height), 0)
        return alpha.crop(box)
    if isinstance(bmp, Bitmap) and (bmp.bpp != 32 or bmp.masks not in (
            None, (0xFF0000, 0xFF00, 0xFF), [0xFF0000, 0xFF00, 0xFF])):
        return None     # no alpha channel: refused (Wine's bitmap.c test_GdiAlphaBlend)
    if not (getattr(bmp, "bits", 0) and bmp.bpp == 32):
        raise Unimplemented("GDI32.dll!GdiAlphaBlend (AC_SRC_ALPHA from a source without "
                            "an alpha channel)")
    raw = c.vm.mem.read(bmp.bits, bmp.stride * bmp.height)
    img = Image.frombytes("RGBA", (bmp.width, bmp.height), raw, "raw", "BGRA", bmp.stride)
    if bmp.dib_height > 0:
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    return img.crop(box).getchannel("A")


def _compose(dst, x, y, w, h, fn):
    """Replace the destination's logical rectangle with ``fn(destination pixels)``,
    clipped as any drawing is."""
    l, t, r, b = dst.lp_rect((x, y, x + w, y + h))
    ox, oy = dst.origin
    box = dst.visible((l + ox, t + oy, r + ox, b + oy))
    if box is None:
        return
    full = (l + ox, t + oy, r + ox, b + oy)
    under = Image.new("RGB", (r - l, b - t))
    under.paste(dst.target.image.crop(box), (box[0] - full[0], box[1] - full[1]))
    out = fn(under)
    cut = (box[0] - full[0], box[1] - full[1], box[2] - full[0], box[3] - full[1])
    dst.put(box, out.crop(cut), rop2=False)


@api(GDI32, "GdiAlphaBlend", "HDC dst, INT x, INT y, INT w, INT h, HDC src, INT sx, INT sy, INT sw, INT sh, DWORD blend", widths=BOTH)
@records
def GdiAlphaBlend(c, hdst, x, y, w, h, hsrc, sx, sy, sw, sh, bf):
    """Blend the source rectangle (stretched to the destination's) over the destination
    with BLENDFUNCTION ``bf``: AC_SRC_OVER, a constant alpha, and AC_SRC_ALPHA for a
    premultiplied per-pixel alpha. Negative sizes, a source rectangle outside the
    source, or another operation fail with ERROR_INVALID_PARAMETER."""
    dst, src = _dc(c, hdst), _dc(c, hsrc)
    if dst is None or src is None or src.recorder is not None:   # (a metafile DC: no pixels)
        return 0
    op, sca, fmt = bf & 0xFF, (bf >> 16) & 0xFF, bf >> 24    # BlendFlags (byte 1) unused
    if op != AC_SRC_OVER or w < 0 or h < 0 or sw < 0 or sh < 0 or fmt & ~AC_SRC_ALPHA:
        return _refuse(c)
    if w == 0 or h == 0 or sw == 0 or sh == 0:
        return 1
    got = source_in_bounds(c, src, sx, sy, sw, sh)
    if got is None:
        return 0            # no error code for a source outside its bitmap (as Wine 8)
    img, sbox = got
    alpha = source_alpha(c, src, sbox) if fmt & AC_SRC_ALPHA else None
    if fmt & AC_SRC_ALPHA and alpha is None:
        return _refuse(c)   # a source of another depth or colour layout than BGRA
    l, t, r, b = dst.lp_rect((x, y, x + w, y + h))
    if img.size != (r - l, b - t):
        img = bitmaps.stretch(img, r - l, b - t, 3)
        if alpha is not None:
            alpha = alpha.resize((r - l, b - t), Image.NEAREST)
    _compose(dst, x, y, w, h, lambda under: blend.alpha_blend(under, img, sca, alpha))
    return 1


@api(GDI32, "GdiTransparentBlt", "HDC dst, INT x, INT y, INT w, INT h, HDC src, INT sx, INT sy, INT sw, INT sh, UINT key", widths=BOTH)
@records
def GdiTransparentBlt(c, hdst, x, y, w, h, hsrc, sx, sy, sw, sh, key):
    """Copy the source rectangle (stretched to the destination's) except its pixels of
    colour ``key``; negative or zero sizes fail with ERROR_INVALID_PARAMETER."""
    dst, src = _dc(c, hdst), _dc(c, hsrc)
    if dst is None or src is None or src.recorder is not None:   # (a metafile DC: no pixels)
        return 0
    if w <= 0 or h <= 0 or sw <= 0 or sh <= 0:
        return _refuse(c)
    got = source_in_bounds(c, src, sx, sy, sw, sh)
    if got is None:
        return _refuse(c)
    img, _ = got
    l, t, r, b = dst.lp_rect((x, y, x + w, y + h))
    if img.size != (r - l, b - t):
        img = bitmaps.stretch(img, r - l, b - t, 3)
    colour = src.color(key & 0xFFFFFF) if key >> 24 else rgb(key)
    _compose(dst, x, y, w, h, lambda under: blend.transparent_copy(under, img, colour))
    return 1


def _vertex(mem, base, i):
    x, y, r, g, b, _a = TRIVERTEX.values(mem, base + TRIVERTEX.sizeof() * i)
    return (x, y), (r, g, b)


@api(GDI32, "GdiGradientFill", "HDC hdc, LPVOID verts, DWORD nv, LPVOID mesh, DWORD nm, DWORD mode", widths=BOTH)
@records
def GdiGradientFill(c, hdc, verts, nv, mesh, nm, mode):
    """Shade rectangles (GRADIENT_RECT pairs, left to right or top to bottom) or
    triangles (GRADIENT_TRIANGLE) between TRIVERTEX colours. A vertex index past ``nv``
    or an unknown mode fails with ERROR_INVALID_PARAMETER."""
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if mode not in (GRADIENT_FILL_RECT_H, GRADIENT_FILL_RECT_V, GRADIENT_FILL_TRIANGLE) or \
            not verts or not mesh:
        return _refuse(c)
    mem = c.vm.mem
    kind = GRADIENT_TRIANGLE if mode == GRADIENT_FILL_TRIANGLE else GRADIENT_RECT
    items = kind.values_array(mem, mesh, nm)
    if any(k >= nv for item in items for k in item):
        return _refuse(c)
    ox, oy = dc.origin
    for item in items:
        if mode == GRADIENT_FILL_TRIANGLE:
            vs = [_vertex(mem, verts, k) for k in item]
            pts = [dc.lp(*p) for p, _ in vs]
            img, mask, (l, t) = blend.gradient_triangle(pts, [col for _, col in vs])
            box = dc.visible((l + ox, t + oy, l + ox + img.width, t + oy + img.height))
            if box is None:
                continue
            cut = (box[0] - l - ox, box[1] - t - oy, box[2] - l - ox, box[3] - t - oy)
            dc.put(box, img.crop(cut), mask.crop(cut), rop2=False)
            continue
        (p0, c0), (p1, c1) = (_vertex(mem, verts, k) for k in item)
        axis = 1 if mode == GRADIENT_FILL_RECT_V else 0
        if p1[axis] < p0[axis]:     # shading runs from the left (top) vertex
            (p0, c0), (p1, c1) = (p1, c1), (p0, c0)
        x0, y0 = p0
        x1, y1 = p1
        l, t, r, b = dc.lp_rect((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))
        if r <= l or b <= t:
            continue
        img = blend.gradient_rect(r - l, b - t, c0, c1, mode == GRADIENT_FILL_RECT_V)
        box = dc.visible((l + ox, t + oy, r + ox, b + oy))
        if box is None:
            continue
        cut = (box[0] - l - ox, box[1] - t - oy, box[2] - l - ox, box[3] - t - oy)
        dc.put(box, img.crop(cut), rop2=False)
    return 1
