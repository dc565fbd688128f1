"""Device-dependent bitmaps from guest bits (CreateBitmap/CreateBitmapIndirect) and the
8x8 patterns of hatch brushes.

A 1-bpp bitmap stays monochrome (``Bitmap.mono``: only black and white pixels), so the
colour <-> mono rules of BitBlt apply to it. DDB rows are WORD aligned and top-down.
4- and 8-bpp DDBs index the default palette (the 16 VGA colours; for 8 bpp the 20
static colours at both ends of the halftone palette, the halftone cube between).
"""

from PIL import Image

from .objects import Bitmap
from .palette import halftone_entries
from .rop import rop3
from ...abi.api import Unimplemented

VGA16 = [(0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128), (128, 0, 128),
         (0, 128, 128), (192, 192, 192), (128, 128, 128), (255, 0, 0), (0, 255, 0),
         (255, 255, 0), (0, 0, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]

#: HS_HORIZONTAL .. HS_DIAGCROSS, rows of 8 bits, 0x80 = leftmost pixel, set = hatch line
HATCHES = [
    (0x00, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x00),
    (0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08),
    (0x80, 0x40, 0x20, 0x10, 0x08, 0x04, 0x02, 0x01),
    (0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80),
    (0x08, 0x08, 0x08, 0xFF, 0x08, 0x08, 0x08, 0x08),
    (0x81, 0x42, 0x24, 0x18, 0x18, 0x24, 0x42, 0x81),
]


def hatch_pattern(style):
    """The 8x8 mode "L" image of hatch style ``style`` (255 = the hatch line), or None."""
    if not 0 <= style < len(HATCHES):
        return None
    return Image.frombytes("1", (8, 8), bytes(HATCHES[style])).convert("L")


def mono_bitmap(width, height, image=None):
    """A monochrome Bitmap (pixels black or white)."""
    bmp = Bitmap(width, height, image)
    bmp.mono, bmp.bpp = True, 1
    return bmp


def create_bitmap(mem, width, height, planes, bpp, bits):
    """CreateBitmap: a Bitmap of ``bpp`` bits (1, 4, 8, 16, 24, 32), filled from guest
    ``bits`` (top-down WORD-aligned rows) when given, black otherwise."""
    width, height = max(1, width), max(1, height)
    if planes != 1 or bpp not in (1, 4, 8, 16, 24, 32):
        raise Unimplemented("GDI32.dll!CreateBitmap (%d planes, %d bits per pixel)"
                            % (planes, bpp))
    stride = ((width * bpp + 15) // 16) * 2
    img = None
    if bits:
        raw = mem.read(bits, stride * height)
        img = decode_rows(raw, width, height, bpp, stride)
    if bpp == 1:
        return mono_bitmap(width, height, img)
    bmp = Bitmap(width, height, img)
    bmp.bpp = bpp
    return bmp


def decode_rows(raw, width, height, bpp, stride):
    """Top-down DDB rows -> RGB image."""
    if bpp == 24:
        return Image.frombytes("RGB", (width, height), raw, "raw", "BGR", stride)
    if bpp == 32:
        return Image.frombytes("RGB", (width, height), raw, "raw", "BGRX", stride)
    if bpp == 16:
        return Image.frombytes("RGB", (width, height), raw, "raw", "BGR;15", stride)
    if bpp == 1:
        return Image.frombytes("1", (width, height), raw, "raw", "1", stride).convert("RGB")
    img = Image.frombytes("P", (width, height), raw, "raw", "P;4" if bpp == 4 else "P",
                          stride)
    pal = VGA16 if bpp == 4 else halftone_entries()
    flat = [v for col in pal for v in col]
    img.putpalette(flat + [0] * (768 - len(flat)))
    return img.convert("RGB")


def encode_rows(img, bpp):
    """An RGB image as top-down WORD-aligned DDB rows (GetBitmapBits)."""
    w, h = img.size
    stride = ((w * bpp + 15) // 16) * 2
    if bpp == 24:
        return img.tobytes("raw", "BGR", stride)
    if bpp == 32:
        return img.tobytes("raw", "BGRX", stride)
    if bpp == 1:
        return img.convert("L").point(lambda v: 255 if v >= 128 else 0).convert("1") \
            .tobytes("raw", "1", stride)
    raise Unimplemented("GDI32.dll!GetBitmapBits (%d bits per pixel)" % bpp)


def stretch(img, w, h, mode):
    """Resize ``img`` to w x h as StretchBlt does in stretch mode ``mode``: enlarging
    repeats pixels; shrinking drops rows and columns (COLORONCOLOR, 3), ANDs them
    (BLACKONWHITE, 1: black lines survive), ORs them (WHITEONBLACK, 2: white lines
    survive) or averages them (HALFTONE, 4)."""
    sw, sh = img.size
    if (w, h) == (sw, sh):
        return img
    if mode == 4:
        return img.resize((w, h), Image.BOX if w <= sw and h <= sh else Image.NEAREST)
    if mode not in (1, 2) or (w >= sw and h >= sh):
        return img.resize((w, h), Image.NEAREST)
    index = 0x88 if mode == 1 else 0xEE          # S & D, S | D
    if w < sw:
        img = _merge_axis(img, w, 0, index)
    if h < sh:
        img = _merge_axis(img, h, 1, index)
    return img.resize((w, h), Image.NEAREST)


def _merge_axis(img, n, axis, index):
    """Shrink one axis to ``n`` by combining the source lines that land on each."""
    size = img.size[axis]
    out = Image.new("RGB", (n, img.height) if axis == 0 else (img.width, n))
    for i in range(n):
        a, b = i * size // n, max(i * size // n + 1, (i + 1) * size // n)
        box = (a, 0, a + 1, img.height) if axis == 0 else (0, a, img.width, a + 1)
        acc = img.crop(box)
        for k in range(a + 1, b):
            box = (k, 0, k + 1, img.height) if axis == 0 else (0, k, img.width, k + 1)
            acc = rop3(index, acc.size, None, img.crop(box), acc)
        out.paste(acc, (i, 0) if axis == 0 else (0, i))
    return out
