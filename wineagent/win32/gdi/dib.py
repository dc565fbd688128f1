"""Device-independent bitmaps: guest DIB pixel rows to Pillow images.

CreateDIBSection, SetDIBitsToDevice, StretchDIBits, resource bitmaps and icons all decode
through here, and so does the GDI when it refreshes a DIB section from guest memory.
Every conversion works on whole buffers (Pillow's codecs, numpy for what they lack):
a program that reads a bitmap back pixel by pixel (Wine's bitmap.c: ~5 M calls on 16x16
bitmaps) pays for each call, never for each pixel in Python.

numpy is imported by the functions that use it, on their first call: a program whose
bitmaps Pillow decodes alone (1, 4, 8, 24 bpp and the common 16/32-bit layouts) never
loads it, and importing it (~70 ms of CPU with bytecode, ~30 ms of it OpenBLAS's worker
thread spinning as it starts) is no part of a run's start (bench/README.md, session 39).
"""

from PIL import Image

from ...abi.api import Unimplemented
from ..core.structures import BITMAPCOREHEADER, BITMAPINFOHEADER

__all__ = ["dib_to_image", "image_to_dib", "color_table", "nearest_indexes",
           "rgb_array", "pack_indexes"]


#: BI_BITFIELDS masks Pillow decodes natively: (bpp, (red, green, blue)) -> raw mode
_NATIVE = {(16, (0x7C00, 0x03E0, 0x001F)): "BGR;15", (16, (0xF800, 0x07E0, 0x001F)): "BGR;16",
           (32, (0xFF0000, 0x00FF00, 0x0000FF)): "BGRX"}

#: colour tables seen (a tuple of (r, g, b)) -> (their 768 palette bytes, padded with
#: black; a 1x1 mode "P" image holding them): see :func:`color_table`
_TABLES = {}
_TABLES_KEPT = 256


def color_table(colors):
    """(palette bytes, holder) of a colour table ``colors`` ((r, g, b) each, at most 256
    used): its 768 bytes padded with black, as Pillow takes a palette, and a 1x1 mode "P"
    image holding them for ``Image.quantize``. Kept per table: Pillow keeps its
    nearest-colour cache on the holder's palette, so matching against a table seen before
    skips building that cache (a fresh holder clears 1 MB and searches each colour's
    neighbourhood again: ~12 ms for a 16x16 image of many colours; the answers are the
    same either way, the cache being a function of the table alone)."""
    try:
        key = tuple(colors[:256])
        hit = _TABLES.get(key)
    except TypeError:       # colours given as lists
        key = tuple(tuple(col) for col in colors[:256])
        hit = _TABLES.get(key)
    if hit is None:
        flat = bytes(v for col in key for v in col)
        flat += bytes(768 - len(flat))
        holder = Image.new("P", (1, 1))
        holder.putpalette(flat)
        if len(_TABLES) >= _TABLES_KEPT:
            _TABLES.clear()
        hit = _TABLES[key] = (flat, holder)
    return hit


def rgb_array(img):
    """An RGB image's pixels as a (height, width, 3) uint8 array (read-only)."""
    import numpy as np
    return np.frombuffer(img.tobytes(), np.uint8).reshape(img.height, img.width, 3)


def _words(raw, width, h, bpp, stride):
    """The 16- or 32-bit pixels of DIB rows (each ``stride`` bytes) as a (h, width)
    uint32 array, little-endian as stored."""
    import numpy as np
    step = bpp // 8
    need = stride * h
    buf = bytes(raw[:need])
    if len(buf) < need:
        buf += bytes(need - len(buf))
    rows = np.frombuffer(buf, np.uint8).reshape(h, stride)[:, :width * step]
    if step == 2:
        return rows[:, 0::2].astype(np.uint32) | (rows[:, 1::2].astype(np.uint32) << 8)
    return np.ascontiguousarray(rows).view("<u4").astype(np.uint32).reshape(h, width)


def _bitfields(raw, width, h, bpp, stride, masks):
    """Decode 16/32-bpp rows with arbitrary BI_BITFIELDS masks: each channel the bits
    under its mask, shifted down, scaled to 0..255 by the mask's bit count (a channel
    without a mask is 0). A mask with gaps (0x55: the documentation asks for contiguous
    bits, programs pass anything) can read past 255 that way: such a channel is 255."""
    import numpy as np
    v = _words(raw, width, h, bpp, stride).astype(np.uint64)
    out = np.zeros((h, width, 3), np.uint8)
    for k, m in enumerate(masks):
        if m:
            shift = (m & -m).bit_length() - 1
            bits = bin(m).count("1")
            out[:, :, k] = np.minimum(((v & m) >> shift) * 255 // ((1 << bits) - 1), 255)
    return Image.frombytes("RGB", (width, h), out.tobytes())


def dib_to_image(raw, width, height, bpp, palette, masks=None, stride=None):
    """Decode DIB pixel rows (bottom-up when height > 0) to a Pillow RGB image;
    ``masks``: the (red, green, blue) masks of a BI_BITFIELDS DIB; ``stride``: the
    distance between rows when it is not a DIB's own (D3DKMTCreateDCFromMemory's pitch)."""
    h = abs(height)
    stride = stride or ((width * bpp + 31) // 32) * 4
    if masks is not None and bpp in (16, 32):
        mode = _NATIVE.get((bpp, tuple(masks)))
        img = Image.frombytes("RGB", (width, h), raw, "raw", mode, stride) if mode else \
            _bitfields(raw, width, h, bpp, stride, masks)
        return img.transpose(Image.FLIP_TOP_BOTTOM) if height > 0 else img
    if bpp == 24:
        img = Image.frombytes("RGB", (width, h), raw, "raw", "BGR", stride)
    elif bpp == 32:
        img = Image.frombytes("RGB", (width, h), raw, "raw", "BGRX", stride)
    elif bpp == 16:
        img = Image.frombytes("RGB", (width, h), raw, "raw", "BGR;15", stride)
    elif bpp in (1, 4, 8):
        mode = {1: "1", 4: "P;4", 8: "P"}[bpp]
        img = Image.frombytes("P", (width, h), raw, "raw", mode if bpp != 1 else "P;1", stride)
        img.putpalette(color_table(palette)[0])
        img = img.convert("RGB")
    else:
        raise Unimplemented("GDI32.dll!DIB with %d bits per pixel" % bpp)
    if height > 0:
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    return img


def _pack16(img, masks):
    """The pixels of ``img`` as 16-bit words: each channel's top bits, as many as its mask
    has, at the mask's place (5-5-5 without ``masks``); a (h, w) uint32 array."""
    import numpy as np
    a = rgb_array(img).astype(np.uint32)
    v = np.zeros(a.shape[:2], np.uint32)
    for k, m in enumerate(masks or (0x7C00, 0x03E0, 0x001F)):
        shift, bits = ((m & -m).bit_length() - 1 if m else 0), bin(m).count("1")
        if bits > 8:
            raise ValueError("negative shift count")     # no 8-bit channel fills it
        if bits:
            v |= (a[:, :, k] >> (8 - bits)) << shift
    if v.size and v.max() > 0xFFFF:
        raise OverflowError("int too big to convert")     # a mask past 16 bits
    return v


def pack_indexes(idx, bpp, stride):
    """Colour-table indexes (an (h, w) integer array) as DIB rows of ``bpp`` (1, 4, 8)
    bits, most significant first, each row ``stride`` bytes (zero padded); only each
    index's low ``bpp`` bits are kept."""
    import numpy as np
    h, w = idx.shape
    idx = idx.astype(np.uint8) & ((1 << bpp) - 1)
    if bpp == 8:
        packed = idx
    elif bpp == 4:
        if w % 2:
            idx = np.concatenate((idx, np.zeros((h, 1), np.uint8)), axis=1)
        packed = (idx[:, 0::2] << 4) | idx[:, 1::2]
    else:
        packed = np.packbits(idx, axis=1) if w else np.zeros((h, 0), np.uint8)
    out = np.zeros((h, stride), np.uint8)
    n = min(stride, packed.shape[1])
    out[:, :n] = packed[:, :n]
    return out.tobytes()


def nearest_indexes(img, table):
    """For each pixel of ``img`` (RGB) the index of the nearest colour of ``table``
    ((r, g, b) each): the least squared RGB distance, the lowest index on a tie (how
    Windows matches a colour to a palettized DIB's table); an (h, w) array. Worked out
    once per distinct colour."""
    import numpy as np
    a = rgb_array(img).astype(np.int32)
    keys = (a[:, :, 0] << 16) | (a[:, :, 1] << 8) | a[:, :, 2]
    colors, inverse = np.unique(keys.ravel(), return_inverse=True)
    rgb = np.stack(((colors >> 16) & 0xFF, (colors >> 8) & 0xFF, colors & 0xFF), axis=1)
    pal = np.array([tuple(p[:3]) for p in table], np.int64).reshape(-1, 3)
    dist = ((rgb[:, None, :].astype(np.int64) - pal[None, :, :]) ** 2).sum(axis=2)
    best = dist.argmin(axis=1)        # the first of equal distances: the lowest index
    return best[inverse.ravel()].reshape(keys.shape)


_BLACK_WHITE = ((0, 0, 0), (255, 255, 255))


def image_to_dib(img, bpp, bottom_up=True, palette=None, masks=None, stride=None):
    """Encode an RGB image as DIB rows (GetDIBits): 1, 4, 8 bpp against ``palette``
    (a list of (r, g, b)), 16 (5-5-5, or the (red, green, blue) ``masks``), 24 or
    32 bpp; ``stride``: bytes a row when not a DIB's own DWORD-aligned rows (a DDB's
    WORD-aligned ones), the pad zeros."""
    width = img.width
    stride = stride or ((width * bpp + 31) // 32) * 4
    if bottom_up:
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    if bpp == 24:
        return img.tobytes("raw", "BGR", stride)
    if bpp == 32:
        return img.tobytes("raw", "BGRX", stride)
    if bpp == 16:   # packed by numpy (Pillow has no packer for 5-5-5 or bit fields)
        import numpy as np
        v = _pack16(img, masks)
        out = np.zeros((img.height, stride), np.uint8)
        out[:, 0:2 * width:2] = v & 0xFF
        out[:, 1:2 * width:2] = v >> 8
        return out.tobytes()
    if bpp in (1, 4, 8):
        table = (palette or _BLACK_WHITE)[:1 << bpp]
        if bpp == 1 and tuple(table) == _BLACK_WHITE:
            colors = img.getcolors(2)
            if colors is not None and all(c in _BLACK_WHITE for _, c in colors):
                # a monochrome bitmap's own pixels: black 0, white 1, as the match
                # below gives them, without it
                return img.convert("1", dither=Image.Dither.NONE).tobytes("raw", "1", stride)
        _, holder = color_table(table)
        q = img.quantize(palette=holder, dither=Image.Dither.NONE)
        return q.tobytes("raw", {1: "P;1", 4: "P;4", 8: "P"}[bpp], stride)
    raise Unimplemented("GDI32.dll!GetDIBits (%d bits per pixel)" % bpp)


def rle_decode(raw, width, height, bpp):
    """Decode a BI_RLE8 (``bpp`` 8) or BI_RLE4 (4) bitmap: (indexes, mask), two mode "L"
    images top-down, ``mask`` 255 where the run data set a pixel (pixels it skips with a
    delta or an early end of line or bitmap stay as they were, as Windows leaves them).
    Rows run from the bottom, as in every bottom-up DIB."""
    h = abs(height)
    idx = bytearray(width * h)
    mask = bytearray(width * h)
    x = y = 0
    i, n = 0, len(raw)

    def put(v):
        if 0 <= x < width and 0 <= y < h:
            row = h - 1 - y
            idx[row * width + x] = v
            mask[row * width + x] = 255

    while i + 1 < n:
        count, value = raw[i], raw[i + 1]
        i += 2
        if count:
            for k in range(count):
                put(value if bpp == 8 else (value >> 4 if k % 2 == 0 else value & 0xF))
                x += 1
            continue
        if value == 0:              # end of line
            x, y = 0, y + 1
        elif value == 1:            # end of bitmap
            break
        elif value == 2:            # delta
            if i + 1 >= n:
                break
            x, y = x + raw[i], y + raw[i + 1]
            i += 2
        else:                       # absolute run of ``value`` pixels, word aligned
            nbytes = value if bpp == 8 else (value + 1) // 2
            data = raw[i:i + nbytes]
            for k in range(value):
                if bpp == 8:
                    v = data[k] if k < len(data) else 0
                else:
                    b = data[k // 2] if k // 2 < len(data) else 0
                    v = b >> 4 if k % 2 == 0 else b & 0xF
                put(v)
                x += 1
            i += nbytes + (nbytes & 1)
    size = (width, h)
    return Image.frombytes("L", size, bytes(idx)), Image.frombytes("L", size, bytes(mask))


def dib_info_bytes(mem, bmi, usage=0):
    """The BITMAPINFO at guest ``bmi`` as a metafile holds it: a BITMAPINFOHEADER (an OS/2
    BITMAPCOREHEADER converted to one, its RGBTRIPLE colours to RGBQUADs), the BI_BITFIELDS
    masks, the colour table (biClrUsed entries, or 2^bpp up to 8 bits; WORDs for
    DIB_PAL_COLORS); and (width, height, bpp) for the bits' size."""
    size = BITMAPCOREHEADER.values(mem, bmi)[0]
    if size == BITMAPCOREHEADER.sizeof():
        _, width, height, planes, bpp = BITMAPCOREHEADER.values(mem, bmi)
        colors = 1 << bpp if bpp <= 8 else 0
        head = BITMAPINFOHEADER.pack_values(40, width, height, planes, bpp, 0, 0, 0, 0, 0, 0)
        raw = bytes(mem.read(bmi + size, 3 * colors))
        table = b"".join(raw[3 * i:3 * i + 3] + b"\0" for i in range(colors))
        return head + table, (width, height, bpp)
    _, width, height, _, bpp, comp, _, _, _, used, _ = BITMAPINFOHEADER.values(mem, bmi)
    colors = (used or 1 << bpp) if bpp <= 8 else 0
    masks = 12 if comp == 3 else 0
    table = colors * (2 if usage == 1 else 4)
    return bytes(mem.read(bmi, size + masks + table)), (width, height, bpp)
