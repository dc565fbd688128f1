"""Device-dependent bitmaps of every depth Windows makes (1, 4, 8, 16, 24, 32 bits:
CreateBitmap/CreateBitmapIndirect, their rows for GetBitmapBits/SetBitmapBits) and the
8x8 patterns of hatch brushes.

A 1-bpp bitmap stays monochrome (``Bitmap.mono``: only black and white pixels), so the
colour <-> mono rules of BitBlt apply to it. DDB rows are WORD aligned and top-down.
4- and 8-bpp DDBs index the default colour tables (the 16 VGA colours; for 8 bpp the 20
static colours at both ends, a 3-3-2 colour cube between); 16-bpp
ones hold 5 bits a channel (5-5-5). Every DDB keeps an RGB image of only the colours its
depth holds (``to_depth``), so what is read back is what Windows would give.
"""

from PIL import Image

from .dib import color_table, dib_to_image, image_to_dib, rgb_array
from .objects import Bitmap
from .pildraw import point_table
from .palette import STATIC20
from .rop import rop3
from ...abi.api import Unimplemented
from ..core.winerror import ERROR_INVALID_PARAMETER, ERROR_NOT_ENOUGH_MEMORY

#: Windows' 16 colours as its default 4-bit colour table orders them (grey before silver,
#: as the system palette has them)
VGA16 = [(0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128), (128, 0, 128),
         (0, 128, 128), (128, 128, 128), (192, 192, 192), (255, 0, 0), (0, 255, 0),
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


#: CreateBitmap's depths: a depth asked for is rounded up to the next of these (15 makes
#: a 16-bit bitmap, 2 a 4-bit one); past 32 it fails with ERROR_INVALID_PARAMETER
DDB_DEPTHS = (1, 4, 8, 16, 24, 32)
#: the widest and tallest bitmap CreateBitmap takes (wider fails: ERROR_INVALID_PARAMETER)
MAX_SIDE = 0x7FFFFFF
#: the most pixels a bitmap may have here (each is 3 bytes of a Pillow image): more fails
#: with ERROR_NOT_ENOUGH_MEMORY, as Windows answers a bitmap it cannot allocate
MAX_PIXELS = 1 << 26


def ddb_depth(bpp):
    """The depth CreateBitmap makes for ``bpp`` bits per pixel (None: refused); 0 makes
    a 4-bit bitmap (only 1 itself is monochrome)."""
    if bpp == 1:
        return 1
    for depth in DDB_DEPTHS[1:]:
        if bpp <= depth:
            return depth
    return None


_DEFAULT8 = []


def default_table_8():
    """Windows' default 8-bit colour table: the 20 static colours at both ends (10 and
    10) and between them entries 10..245 of a 3-3-2 cube (index i: red (i & 7) * 32,
    green ((i >> 3) & 7) * 32, blue (i >> 6) * 64)."""
    if not _DEFAULT8:
        cube = [((i & 7) * 32, ((i >> 3) & 7) * 32, (i >> 6) * 64) for i in range(256)]
        _DEFAULT8.extend(STATIC20[:10] + cube[10:246] + STATIC20[10:])
    return _DEFAULT8


def ddb_palette(bpp):
    """The colours a 4- or 8-bit DDB's pixels index: the 16 VGA colours, or Windows'
    default 8-bit table (what GetDIBits writes as the colour table of a bitmap of more
    bits); None for other depths."""
    return VGA16 if bpp == 4 else default_table_8() if bpp == 8 else None


#: a 16-bit DDB's 5 bits a channel widened back to 8 as Windows does (the top bits
#: repeated in the low ones: 31 -> 255, 16 -> 132)
_LUT555 = [((v >> 3) << 3) | (v >> 5) for v in range(256)] * 3


def to_depth(img, bpp):
    """``img`` (RGB) with each pixel as a DDB of ``bpp`` bits holds it: black or white at
    1 (the nearer), the nearest default colour at 4 and 8, 5 bits a channel at 16,
    unchanged at 24 and 32."""
    if bpp >= 24:
        return img
    if bpp == 16:
        return point_table(img, _LUT555)
    pal = [(0, 0, 0), (255, 255, 255)] if bpp == 1 else ddb_palette(bpp)
    _, holder = color_table(pal)
    return img.quantize(palette=holder, dither=Image.Dither.NONE).convert("RGB")


def ddb(width, height, bpp, image=None):
    """A device-dependent bitmap of ``bpp`` bits (one of DDB_DEPTHS), black or
    ``image`` as that depth holds it."""
    if image is not None:
        image = to_depth(image, bpp)
    if bpp == 1:
        return mono_bitmap(width, height, image)
    bmp = Bitmap(width, height, image)
    bmp.bpp = bpp
    return bmp


def create_bitmap(mem, width, height, planes, bpp, bits):
    """CreateBitmap: a Bitmap of ``bpp`` bits rounded up to a DDB depth, filled from
    guest ``bits`` (top-down WORD-aligned rows) when given, black otherwise; or the
    error code of why not (a side past MAX_SIDE or a depth past 32: invalid parameter;
    too many pixels: not enough memory). A side of 0 is the caller's (the stock bitmap);
    a negative one counts as its size."""
    if abs(width) > MAX_SIDE or abs(height) > MAX_SIDE:
        return ERROR_INVALID_PARAMETER
    width, height = abs(width), abs(height)
    if planes != 1:
        raise Unimplemented("GDI32.dll!CreateBitmap (%d planes: only 1 exists on this "
                            "display)" % planes)
    depth = ddb_depth(bpp)
    if depth is None:
        return ERROR_INVALID_PARAMETER
    if width * height > MAX_PIXELS:
        return ERROR_NOT_ENOUGH_MEMORY
    if not bits:
        return ddb(width, height, depth)
    raw = mem.read(bits, ddb_stride(width, depth) * height)
    bmp = ddb(width, height, depth, decode_rows(raw, width, height, depth))
    bmp.alpha = ddb_alpha(raw, width, height, depth)
    return bmp


def ddb_alpha(raw, width, height, bpp):
    """The fourth bytes of 32-bit DDB rows (mode "L"), None when all are 0 or the depth
    has none."""
    if bpp != 32:
        return None
    alpha = Image.frombytes("RGBA", (width, height), bytes(raw), "raw", "BGRA").getchannel("A")
    return alpha if alpha.getbbox() else None


def ddb_stride(width, bpp):
    """Bytes in one DDB row: WORD aligned."""
    return ((width * bpp + 15) // 16) * 2


def decode_rows(raw, width, height, bpp, stride=None):
    """Top-down DDB rows of ``bpp`` bits (WORD aligned unless ``stride`` says) -> an RGB
    image of the colours they hold (4- and 8-bit pixels index ddb_palette)."""
    if bpp == 1:
        pal = [(0, 0, 0), (255, 255, 255)]
    else:
        pal = ddb_palette(bpp) or []
    img = dib_to_image(raw, width, -height, bpp, pal, stride=stride or ddb_stride(width, bpp))
    return point_table(img, _LUT555) if bpp == 16 else img


def encode_rows(img, bpp, alpha=None):
    """An RGB image as top-down WORD-aligned DDB rows of ``bpp`` bits (GetBitmapBits);
    ``alpha``: a 32-bit DDB's fourth bytes."""
    if bpp == 32 and alpha is not None:
        return Image.merge("RGBA", img.split() + (alpha,)).tobytes("raw", "BGRA")
    pal = [(0, 0, 0), (255, 255, 255)] if bpp == 1 else ddb_palette(bpp)
    return image_to_dib(img, bpp, False, pal, stride=ddb_stride(img.width, bpp))


BLACK, WHITE = (0, 0, 0), (255, 255, 255)


def nearest_mono(col):
    """The black or white nearer to (r, g, b) (squared distance; black on a tie): what
    a colour is on a monochrome bitmap where no DC colour decides (SetPixel,
    GetNearestColor, SetDIBits)."""
    r, g, b = col[:3]
    return BLACK if r * r + g * g + b * b < (255 - r) ** 2 + (255 - g) ** 2 + \
        (255 - b) ** 2 else WHITE


def mono_pen_color(col, bk):
    """The black or white a pen, brush or text colour ``col`` draws on a monochrome
    bitmap whose DC has the background colour ``bk`` (:func:`mono_fixup`'s rule)."""
    col = tuple(col[:3])
    if col in (BLACK, WHITE):
        return col
    on_bk = nearest_mono(bk)
    return on_bk if col == tuple(bk[:3]) else (WHITE if on_bk == BLACK else BLACK)


#: a point() table: 255 where a value is 0, else 0 (a table, not a function: point()
#: calls a function 256 times to make one, on every call)
IS_ZERO = [255] + [0] * 255


def mono_fixup(img, box, bk):
    """Turn what was just drawn in ``box`` of a monochrome bitmap's image into black and
    white as Windows draws a pen, brush or text colour there (:func:`mono_pen_color`):
    black and white stay; the DC's background colour ``bk`` becomes the nearer of the
    two; any other colour the other one (so on a white background every colour but white
    draws black, and on a grey one (0x808080, nearer white) a grey pen draws white)."""
    import numpy as np      # on first use, not at start (gdi/dib.py says why)
    part = img.crop(box)
    colors = part.getcolors(2)
    if colors is not None and all(c in (BLACK, WHITE) for _, c in colors):
        return
    on_bk = nearest_mono(bk)
    a = rgb_array(part)
    white = (a == 255).all(axis=2)
    black = (a == 0).all(axis=2)
    at_bk = (a == np.array(bk[:3], np.uint8)).all(axis=2)
    # every other colour the one the background colour is not; then the background
    # colour's own; black and white last, as they are whatever the background
    out = np.where(at_bk, on_bk[0], 255 - on_bk[0]).astype(np.uint8)
    out[white] = 255
    out[black] = 0
    img.paste(Image.frombytes("L", part.size, out.tobytes()).convert("RGB"), box[:2])


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
