"""Device-independent bitmaps: guest DIB pixel rows to Pillow images.

CreateDIBSection, SetDIBitsToDevice, StretchDIBits, resource bitmaps and icons all decode
through here, and so does the GDI when it refreshes a DIB section from guest memory.
"""

from PIL import Image

from ...abi.api import Unimplemented
from ..core.structures import BITMAPCOREHEADER, BITMAPINFOHEADER

__all__ = ["dib_to_image", "image_to_dib"]


#: BI_BITFIELDS masks Pillow decodes natively: (bpp, (red, green, blue)) -> raw mode
_NATIVE = {(16, (0x7C00, 0x03E0, 0x001F)): "BGR;15", (16, (0xF800, 0x07E0, 0x001F)): "BGR;16",
           (32, (0xFF0000, 0x00FF00, 0x0000FF)): "BGRX"}


def _bitfields(raw, width, h, bpp, stride, masks):
    """Decode 16/32-bpp rows with arbitrary BI_BITFIELDS masks (pure Python, rare)."""
    shifts = []
    for m in masks:
        shift = (m & -m).bit_length() - 1 if m else 0
        bits = bin(m).count("1")
        shifts.append((m, shift, (1 << bits) - 1 if bits else 1))
    out = bytearray()
    step = bpp // 8
    for y in range(h):
        row = raw[y * stride:y * stride + width * step]
        for x in range(width):
            v = int.from_bytes(row[x * step:(x + 1) * step], "little")
            for m, shift, top in shifts:
                out.append(((v & m) >> shift) * 255 // top if m else 0)
    return Image.frombytes("RGB", (width, h), bytes(out))


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
        flat = []
        for r, g, b in palette[:256]:
            flat += [r, g, b]
        img.putpalette(flat + [0] * (768 - len(flat)))
        img = img.convert("RGB")
    else:
        raise Unimplemented("GDI32.dll!DIB with %d bits per pixel" % bpp)
    if height > 0:
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    return img


def image_to_dib(img, bpp, bottom_up=True, palette=None, masks=None):
    """Encode an RGB image as DIB rows (GetDIBits): 1, 4, 8 bpp against ``palette``
    (a list of (r, g, b)), 16 (5-5-5, or the (red, green, blue) ``masks``), 24 or
    32 bpp."""
    width = img.width
    stride = ((width * bpp + 31) // 32) * 4
    if bottom_up:
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    if bpp == 24:
        return img.tobytes("raw", "BGR", stride)
    if bpp == 32:
        return img.tobytes("raw", "BGRX", stride)
    if bpp == 16:   # packed by hand (Pillow has no packer for 5-5-5 or bit fields)
        fields = []
        for m in masks or (0x7C00, 0x03E0, 0x001F):
            # each channel's top bits, as many as its mask has, at the mask's place
            fields.append(((m & -m).bit_length() - 1 if m else 0, bin(m).count("1")))
        rgb, out = img.tobytes(), bytearray()
        for y in range(img.height):
            row = rgb[y * width * 3:(y + 1) * width * 3]
            for i in range(0, len(row), 3):
                v = 0
                for k, (shift, bits) in enumerate(fields):
                    if bits:
                        v |= (row[i + k] >> (8 - bits)) << shift
                out += v.to_bytes(2, "little")
            out += bytes(stride - 2 * width)
        return bytes(out)
    if bpp in (1, 4, 8):
        pal = Image.new("P", (1, 1))
        flat = [v for col in (palette or [(0, 0, 0), (255, 255, 255)])[:1 << bpp] for v in col]
        pal.putpalette(flat + [0] * (768 - len(flat)))
        q = img.quantize(palette=pal, dither=Image.Dither.NONE)
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
