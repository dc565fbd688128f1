"""Blending and gradients (msimg32's family, in GDI32 as GdiAlphaBlend, GdiTransparentBlt
and GdiGradientFill): constant and per-pixel alpha blending, colour-keyed copies and
Gouraud-shaded rectangles and triangles, over Pillow images.

Arithmetic follows the documented formulas with 8-bit rounding to nearest:
``dst = src * a + dst * (1 - a)`` for a constant alpha; with per-pixel alpha the source
is premultiplied, ``dst = src * SCA + dst * (1 - srcAlpha * SCA)``.
"""

from PIL import Image

__all__ = ["alpha_blend", "transparent_copy", "gradient_rect", "gradient_triangle"]


def _div255(v):
    return (v + 127) // 255


def alpha_blend(dst, src, sca, src_alpha=None):
    """``src`` blended over ``dst`` (two RGB images of one size) with the constant
    alpha ``sca`` (0..255) and, when given, the source's own alpha (a mode "L" image,
    the colours then premultiplied by it as AC_SRC_ALPHA requires)."""
    if src_alpha is None:
        if sca == 255:
            return src.copy()
        return Image.blend(dst, src, sca / 255.0) if sca else dst.copy()
    d = dst.tobytes()
    s = src.tobytes()
    a = src_alpha.tobytes()
    out = bytearray(len(d))
    for i in range(len(a)):
        sa = a[i] if sca == 255 else _div255(a[i] * sca)
        keep = 255 - sa
        for k in range(3):
            j = 3 * i + k
            sc = s[j] if sca == 255 else _div255(s[j] * sca)
            # A colour brighter than its alpha (not premultiplied) overflows and wraps
            # round, as GDI's byte arithmetic does (Wine 8 agrees).
            out[j] = (sc + _div255(d[j] * keep)) & 0xFF
    return Image.frombytes("RGB", dst.size, bytes(out))


def transparent_copy(dst, src, key):
    """``src`` over ``dst`` except where ``src`` is the colour ``key`` (r, g, b)."""
    mask = Image.new("L", src.size, 0)
    s = src.tobytes()
    m = bytearray(src.width * src.height)
    kr, kg, kb = key
    for i in range(len(m)):
        if (s[3 * i], s[3 * i + 1], s[3 * i + 2]) != (kr, kg, kb):
            m[i] = 255
    mask = Image.frombytes("L", src.size, bytes(m))
    out = dst.copy()
    out.paste(src, (0, 0), mask)
    return out


def _c8(v16):
    return (v16 >> 8) & 0xFF


def gradient_rect(w, h, c0, c1, vertical):
    """A w x h RGB image shading from colour ``c0`` to ``c1`` (16-bit (r, g, b) triples
    of TRIVERTEX) left to right, or top to bottom when ``vertical``."""
    n = h if vertical else w
    line = []
    for i in range(n):
        line.append(tuple(_c8(a + (b - a) * i // n) for a, b in zip(c0, c1)))
    strip = Image.new("RGB", (1, n) if vertical else (n, 1))
    strip.putdata(line)
    return strip.resize((w, h), Image.NEAREST)


def gradient_triangle(pts, colors):
    """(image, mask, (left, top)) of the triangle with device vertices ``pts`` shaded
    between the vertices' 16-bit colours: each pixel whose centre is inside takes the
    barycentric mix of the three."""
    (x0, y0), (x1, y1), (x2, y2) = pts
    l, t = min(x0, x1, x2), min(y0, y1, y2)
    r, b = max(x0, x1, x2), max(y0, y1, y2)
    w, h = max(1, r - l), max(1, b - t)
    det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
    img = Image.new("RGB", (w, h))
    mask = Image.new("L", (w, h), 0)
    if det == 0:
        return img, mask, (l, t)
    px = img.load()
    mk = mask.load()
    for yy in range(h):
        y = t + yy
        for xx in range(w):
            x = l + xx
            w1 = ((x - x0) * (y2 - y0) - (x2 - x0) * (y - y0)) / det
            w2 = ((x1 - x0) * (y - y0) - (x - x0) * (y1 - y0)) / det
            w0 = 1 - w1 - w2
            if w0 < 0 or w1 < 0 or w2 < 0:
                continue
            px[xx, yy] = tuple(_c8(int(w0 * a + w1 * b + w2 * c))
                               for a, b, c in zip(*colors))
            mk[xx, yy] = 255
    return img, mask, (l, t)
