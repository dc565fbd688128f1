"""WIC's pixel formats and the conversions between them, on bytes (no guest memory here).

A frame's pixels travel as packed rows: each row ``stride(fmt, width)`` bytes (whole
bytes, no padding: WIC's own default stride), the rows top-down. Conversions go through
8-bit RGBA (a Pillow image of mode "RGBA"), which every format here reads to and writes
from; 16-bit channels are kept as their high byte on the way through (what Wine 8's
converter does for 48/64bpp sources), so a 16-bit source converted to an 8-bit format is
exact and a 16-bit destination holds ``v * 257``.

Gray from colour follows Wine 8 (and Windows): the Rec. 709 weights on the sRGB values,
then gamma-encoded again (``to_sRGB``); premultiplying rounds ``c * a / 255`` to
nearest, as both do.
"""

import struct
import uuid

from PIL import Image

__all__ = ["Format", "FORMATS", "BY_GUID", "BY_NAME", "stride", "to_rgba", "from_rgba",
           "convert", "guid", "unpack_indices", "pack_indices"]


def guid(text):
    """The 16 bytes of GUID ``text`` (``xxxxxxxx-xxxx-...``), as they lie in memory."""
    return uuid.UUID(text).bytes_le


_WIC = "6fddc324-4e03-4bfe-b185-3d77768dc9%02x"


class Format:
    """One WIC pixel format: its name (GUID_WICPixelFormat<name>), GUID bytes, bits per
    pixel, channel count, whether it has alpha (and whether premultiplied), and the kind
    of layout the conversions know (None: known by name only, never converted)."""

    def __init__(self, name, text, bpp, channels, kind, alpha=False, premultiplied=False,
                 numeric=1):
        self.name, self.guid, self.bpp, self.channels = name, guid(text), bpp, channels
        self.kind, self.alpha, self.premultiplied = kind, alpha, premultiplied
        #: WICPixelFormatNumericRepresentation: 1 indexed, 2 unsigned integer, 5 float...
        self.numeric = numeric

    def __repr__(self):
        return "<WIC %s>" % self.name


FORMATS = [
    Format("DontCare", _WIC % 0x00, 0, 0, None, numeric=0),
    Format("1bppIndexed", _WIC % 0x01, 1, 1, "indexed"),
    Format("2bppIndexed", _WIC % 0x02, 2, 1, "indexed"),
    Format("4bppIndexed", _WIC % 0x03, 4, 1, "indexed"),
    Format("8bppIndexed", _WIC % 0x04, 8, 1, "indexed"),
    Format("BlackWhite", _WIC % 0x05, 1, 1, "gray", numeric=2),
    Format("2bppGray", _WIC % 0x06, 2, 1, "gray", numeric=2),
    Format("4bppGray", _WIC % 0x07, 4, 1, "gray", numeric=2),
    Format("8bppGray", _WIC % 0x08, 8, 1, "gray", numeric=2),
    Format("16bppGray", _WIC % 0x0b, 16, 1, "gray16", numeric=2),
    Format("16bppBGR555", _WIC % 0x09, 16, 3, "bgr555", numeric=2),
    Format("16bppBGR565", _WIC % 0x0a, 16, 3, "bgr565", numeric=2),
    Format("24bppBGR", _WIC % 0x0c, 24, 3, "BGR", numeric=2),
    Format("24bppRGB", _WIC % 0x0d, 24, 3, "RGB", numeric=2),
    Format("32bppBGR", _WIC % 0x0e, 32, 3, "BGRX", numeric=2),
    Format("32bppBGRA", _WIC % 0x0f, 32, 4, "BGRA", True, numeric=2),
    Format("32bppPBGRA", _WIC % 0x10, 32, 4, "BGRA", True, True, numeric=2),
    Format("32bppRGB", "d98c6b95-3efe-47d6-bb25-eb1748ab0cf1", 32, 3, "RGBX", numeric=2),
    Format("32bppRGBA", "f5c7ad2d-6a8d-43dd-a7a8-a29935261ae9", 32, 4, "RGBA", True,
           numeric=2),
    Format("32bppPRGBA", "3cc4a650-a527-4d37-a916-3142c7ebedba", 32, 4, "RGBA", True, True,
           numeric=2),
    Format("48bppRGB", _WIC % 0x15, 48, 3, "RGB16", numeric=2),
    Format("48bppBGR", "e605a384-b468-46ce-bb2e-36f180e64313", 48, 3, "BGR16", numeric=2),
    Format("64bppRGBA", _WIC % 0x16, 64, 4, "RGBA16", True, numeric=2),
    Format("64bppBGRA", "1562ff7c-d352-46f9-979e-42976b792246", 64, 4, "BGRA16", True,
           numeric=2),
    Format("64bppPRGBA", _WIC % 0x17, 64, 4, "RGBA16", True, True, numeric=2),
    Format("64bppPBGRA", "8c518e8e-a4ec-468b-ae70-c9a35a9c5530", 64, 4, "BGRA16", True, True,
           numeric=2),
    Format("32bppCMYK", _WIC % 0x1c, 32, 4, "CMYK", numeric=2),
    Format("32bppGrayFloat", _WIC % 0x11, 32, 1, None, numeric=5),
    Format("128bppRGBAFloat", _WIC % 0x19, 128, 4, None, True, numeric=5),
]
BY_GUID = {f.guid: f for f in FORMATS}
BY_NAME = {f.name: f for f in FORMATS}


def stride(fmt, width):
    """Bytes in one packed row of ``width`` pixels."""
    return (fmt.bpp * width + 7) // 8


# -- indices and low-depth gray ---------------------------------------------------------------
def unpack_indices(data, bits, width, height):
    """Packed ``bits``-per-pixel rows (MSB first, each row whole bytes) -> one byte each."""
    if bits == 8:
        return bytes(data[:width * height])
    rowbytes = (bits * width + 7) // 8
    rawmode = {1: "P;1", 2: "P;2", 4: "P;4"}[bits]
    im = Image.frombytes("P", (width, height), bytes(data[:rowbytes * height]), "raw",
                         rawmode, rowbytes)
    return im.tobytes()


def pack_indices(values, bits, width, height):
    """One byte per pixel -> packed ``bits``-per-pixel rows (MSB first, whole bytes)."""
    if bits == 8:
        return bytes(values)
    per = 8 // bits
    rowbytes = (width + per - 1) // per
    out = bytearray(rowbytes * height)
    for y in range(height):
        row = values[y * width:(y + 1) * width]
        base = y * rowbytes
        for x in range(0, width, per):
            acc = 0
            for k, v in enumerate(row[x:x + per]):
                acc |= (v & ((1 << bits) - 1)) << (8 - bits * (k + 1))
            out[base + x // per] = acc
    return bytes(out)


# -- to 8-bit RGBA ------------------------------------------------------------------------------
def _palette_image(indices, width, height, palette):
    im = Image.frombytes("P", (width, height), indices)
    colors = list(palette) + [0xFF000000] * (256 - len(palette))
    flat = []
    for argb in colors[:256]:
        flat += [(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF, (argb >> 24) & 0xFF]
    im.putpalette(flat, "RGBA")
    return im.convert("RGBA")


def _high_bytes(data, count):
    """Every other byte from 1: the high byte of each little-endian 16-bit value."""
    return bytes(data[1:2 * count:2])


def to_rgba(fmt, data, width, height, palette=None):
    """A Pillow RGBA image of the packed pixels ``data`` of ``fmt``; ``palette`` (ARGB
    ints) for an indexed format. Premultiplied formats are unpremultiplied."""
    kind, size = fmt.kind, (width, height)
    data = bytes(data)
    if kind == "indexed":
        return _palette_image(unpack_indices(data, fmt.bpp, width, height), width, height,
                              palette or [])
    if kind == "gray":
        if fmt.bpp == 8:
            im = Image.frombytes("L", size, data)
        else:
            rawmode = {1: "1", 2: "L;2", 4: "L;4"}[fmt.bpp]
            im = Image.frombytes("1" if fmt.bpp == 1 else "L", size, data, "raw", rawmode,
                                 stride(fmt, width))
        return im.convert("RGBA")
    if kind == "gray16":
        return Image.frombytes("L", size, _high_bytes(data, width * height)).convert("RGBA")
    if kind in ("bgr555", "bgr565"):
        rawmode = "BGR;15" if kind == "bgr555" else "BGR;16"
        return Image.frombytes("RGB", size, data, "raw", rawmode).convert("RGBA")
    if kind in ("BGR", "RGB", "BGRX", "RGBX"):
        return Image.frombytes("RGB", size, data, "raw", kind).convert("RGBA")
    if kind in ("BGRA", "RGBA"):
        rawmode = kind[:3] + ("a" if fmt.premultiplied else "A")
        return Image.frombytes("RGBA", size, data, "raw", rawmode)
    if kind in ("RGB16", "BGR16"):
        high = _high_bytes(data, width * height * 3)
        return Image.frombytes("RGB", size, high, "raw", kind[:3]).convert("RGBA")
    if kind in ("RGBA16", "BGRA16"):
        high = _high_bytes(data, width * height * 4)
        rawmode = kind[:3] + ("a" if fmt.premultiplied else "A")
        return Image.frombytes("RGBA", size, high, "raw", rawmode)
    if kind == "CMYK":
        return Image.frombytes("CMYK", size, data).convert("RGBA")
    raise ValueError("no conversion from %s" % fmt.name)


# -- from 8-bit RGBA ----------------------------------------------------------------------------
def _srgb(value):
    if value <= 0.0031308:
        return value * 12.92
    return 1.055 * value ** (1 / 2.4) - 0.055


def _gray_levels(im):
    """8-bit gray of an RGBA image as Wine 8 computes it (Rec. 709 weights, sRGB gamma,
    ``floor(v + 0.51)``); a cache per colour keeps it quick on flat images."""
    cache, out = {}, bytearray()
    rgb = im.convert("RGB").tobytes()
    for i in range(0, len(rgb), 3):
        key = rgb[i:i + 3]
        v = cache.get(key)
        if v is None:
            r, g, b = key
            linear = (r * 0.2126 + g * 0.7152 + b * 0.0722) / 255.0
            v = cache[key] = min(255, int(_srgb(linear) * 255.0 + 0.51))
        out.append(v)
    return bytes(out)


def _widen(data):
    """8-bit values -> little-endian 16-bit ``v * 257``."""
    out = bytearray(2 * len(data))
    out[0::2] = data
    out[1::2] = data
    return bytes(out)


def from_rgba(fmt, im, palette=None):
    """The packed pixels of ``fmt`` for RGBA image ``im``; an indexed format maps each
    pixel to the nearest ``palette`` entry (ARGB ints)."""
    width, height = im.size
    kind = fmt.kind
    if kind == "indexed":
        return pack_indices(_nearest(im, palette or [0xFF000000]), fmt.bpp, width, height)
    if kind == "gray":
        levels = _gray_levels(im)
        if fmt.bpp == 8:
            return levels
        shift = 8 - fmt.bpp
        return pack_indices(bytes(v >> shift for v in levels), fmt.bpp, width, height)
    if kind == "gray16":
        return _widen(_gray_levels(im))
    if kind in ("bgr555", "bgr565"):
        rgb = im.convert("RGB").tobytes()
        out = bytearray()
        for i in range(0, len(rgb), 3):
            r, g, b = rgb[i], rgb[i + 1], rgb[i + 2]
            if kind == "bgr555":
                v = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
            else:
                v = (r >> 3) << 11 | (g >> 2) << 5 | b >> 3
            out += struct.pack("<H", v)
        return bytes(out)
    if kind in ("BGR", "RGB"):
        return im.convert("RGB").tobytes("raw", kind)
    if kind in ("BGRX", "RGBX"):
        # the fourth byte of 32bppBGR/RGB: 0xFF, as Windows' converter writes it
        return im.convert("RGB").convert("RGBA").tobytes("raw", kind[:3] + "A")
    if kind in ("BGRA", "RGBA"):
        if fmt.premultiplied:
            # Pillow's RGBa rounds c * a / 255 to nearest, as Wine 8 and Windows do
            raw = im.convert("RGBa").tobytes()
            if kind == "BGRA":
                return _swap_rb(raw, 4)
            return raw
        return im.tobytes("raw", kind)
    if kind in ("RGB16", "BGR16"):
        return _widen(im.convert("RGB").tobytes("raw", kind[:3]))
    if kind in ("RGBA16", "BGRA16"):
        raw = im.convert("RGBa").tobytes() if fmt.premultiplied else im.tobytes()
        if kind == "BGRA16":
            raw = _swap_rb(raw, 4)
        return _widen(raw)
    if kind == "CMYK":
        return im.convert("RGB").convert("CMYK").tobytes()
    raise ValueError("no conversion to %s" % fmt.name)


def _swap_rb(data, step):
    out = bytearray(data)
    out[0::step] = data[2::step]
    out[2::step] = data[0::step]
    return bytes(out)


def _nearest(im, palette):
    """One palette index per pixel: the entry nearest in RGBA (the first of equals)."""
    entries = [((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, (c >> 24) & 0xFF)
               for c in palette]
    cache, out = {}, bytearray()
    raw = im.tobytes()
    for i in range(0, len(raw), 4):
        key = raw[i:i + 4]
        v = cache.get(key)
        if v is None:
            r, g, b, a = key
            best, v = None, 0
            for k, (er, eg, eb, ea) in enumerate(entries):
                d = (r - er) ** 2 + (g - eg) ** 2 + (b - eb) ** 2 + (a - ea) ** 2
                if best is None or d < best:
                    best, v = d, k
            cache[key] = v
        out.append(v)
    return bytes(out)


def convert(src, data, width, height, dst, palette=None, dst_palette=None):
    """``data`` (packed pixels of ``src``) as packed pixels of ``dst``."""
    if src is dst and src.kind != "indexed":
        return bytes(data)
    if src is dst and (dst_palette is None or dst_palette == palette):
        return bytes(data)
    if dst.kind in ("BGRX", "RGBX") and src.kind == dst.kind[:3] + "A":
        # 32bppBGRA to 32bppBGR keeps the fourth byte as it was: the bytes are copied
        # (Wine 8's converter; the byte is unused in the target)
        return bytes(data)
    return from_rgba(dst, to_rgba(src, data, width, height, palette), dst_palette)
