"""USER32.dll's own resources: what a program finds, enumerates and loads on
GetModuleHandle("user32.dll") (docs/dlls.md, "Resources of the built-in DLLs").

A built-in DLL has no PE image; ``kernel/resources.py`` lays the tree built here out as
a resource section in guest memory the first time a program asks, and every resource
function reads it as it reads a file's. The ids, types and languages are the ones a
program enumerating USER32 sees under Wine 8 (checked with guests/tests/builtinres.c
at both widths); the pictures are ours, made from the drawings the desktop already
shows, so that what a program loads from USER32 is what LoadIcon, LoadCursor and
LoadBitmap with no module answer:

- RT_GROUP_ICON OIC_SAMPLE .. OIC_SHIELD (32512-32518): each 16, 32 and 48 pixels at 4,
  8 and 32 bits a pixel (Windows and Wine add a 256-pixel PNG; our drawings are made at
  32 pixels, the others are that drawing scaled). The 32-pixel images are
  ``icons.system_icon_rgba``, the icons LoadIcon(NULL, IDI_*) draws.
- RT_GROUP_CURSOR OCR_* (32512-32516, 32631, 32640-32662 but 32647): each 64, 48 and
  32 pixels at 32 bits and at one bit a pixel, as Wine 8 has them; OCR_ICON one
  monochrome 32-pixel image. The drawings are ``syscursors.py``.
- RT_BITMAP OBM_* (32734-32767): the OEM bitmaps ``framectl.obm_image`` draws for
  LoadBitmap(NULL, OBM_*), stored losslessly (one bit a pixel when black and white,
  four with the 16 VGA colours when they suffice, else eight). The OBM_OLD_* ones are
  the current pictures, and OBM_TRTYPE (Wine's own) is left out as Windows has none.
- RT_STRING, US English: 2 "Error" and 13 "&More Windows..." (Wine's), 800-810 the
  MessageBox buttons' texts Windows keeps there (MB_GetString's), as our MessageBox
  shows them.

Wine's menus (EDITMENU, SYSMENU, SYSMENUMDI), dialogs (MSGBOX, MDI_MOREWINDOWS) and
version resource are not built: our window menu and MessageBox are made in code, and
a program asking for those resources gets ERROR_RESOURCE_TYPE_NOT_FOUND.
"""

import struct

from PIL import Image

from ..kernel.resources import (RT_BITMAP, RT_CURSOR, RT_GROUP_CURSOR, RT_GROUP_ICON,
                                RT_ICON, RT_STRING, register_builtin_resources)
from .framectl import obm_image
from .icons import system_icon_rgba
from .syscursors import CURSORS, ONE_BIT_ONLY, cursor_hotspot, cursor_rgba

__all__ = ["user32_resources", "OIC_IDS", "OBM_IDS", "STRINGS", "dib_bytes", "icon_image"]

LANG_NEUTRAL, LANG_EN_US = 0x0000, 0x0409
#: OIC_SAMPLE, HAND, QUES, BANG, NOTE, WINLOGO, SHIELD
OIC_IDS = tuple(range(32512, 32519))
#: OBM_* ids and, for the old Windows 3 pictures, the current one they show
OBM_IDS = tuple(range(32734, 32768))
_OBM_SAME = {32767: 32754, 32765: 32753, 32764: 32752, 32763: 32751, 32762: 32750,
             32757: 32749, 32756: 32748, 32755: 32747}
OBM_BTNCORNERS = 32758
#: RT_STRING ids: Wine's two and the MessageBox button texts (800 + IDOK - 1 ...)
STRINGS = {2: "Error", 13: "&More Windows...",
           800: "OK", 801: "Cancel", 802: "&Abort", 803: "&Retry", 804: "&Ignore",
           805: "&Yes", 806: "&No", 807: "&Close", 808: "Help", 809: "&Try Again",
           810: "&Continue"}

#: The 16 colours of the VGA palette, in Windows' order (a 4-bit DIB's table).
VGA = [(0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128), (128, 0, 128),
       (0, 128, 128), (192, 192, 192), (128, 128, 128), (255, 0, 0), (0, 255, 0),
       (255, 255, 0), (0, 0, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
#: An 8-bit table: the VGA colours, a 6 x 6 x 6 cube and 24 greys.
PALETTE_256 = VGA + [(r * 51, g * 51, b * 51) for r in range(6) for g in range(6)
                     for b in range(6)] + [(8 + 10 * i,) * 3 for i in range(24)]
ICON_SIZES, ICON_DEPTHS = (16, 32, 48), (4, 8, 32)
CURSOR_SIZES = (64, 48, 32)


# -- DIB encoding --------------------------------------------------------------------------
def _rows(data, width, height, bpp):
    """A bottom-up DIB's rows (each padded to 4 bytes) of top-down packed ``data``."""
    stride = (width * bpp + 7) // 8
    pad = b"\0" * (-stride & 3)
    return b"".join(data[y * stride:(y + 1) * stride] + pad
                    for y in range(height - 1, -1, -1))


def _indexed(img, palette, bpp):
    """(packed indices, table) of RGB ``img`` on ``palette`` (exact colours first, the
    nearest otherwise)."""
    pal = Image.new("P", (1, 1))
    flat = [v for c in palette for v in c]
    pal.putpalette(flat + [0] * (768 - len(flat)))
    idx = img.convert("RGB").quantize(palette=pal, dither=Image.Dither.NONE)
    raw = idx.tobytes()
    if bpp == 8:
        return raw, palette
    packed = bytearray()
    w = img.width
    per = 8 // bpp
    for y in range(img.height):
        row = raw[y * w:(y + 1) * w]
        for x in range(0, w, per):
            byte = 0
            for i, v in enumerate(row[x:x + per]):
                byte |= (v & ((1 << bpp) - 1)) << (8 - bpp * (i + 1))
            packed.append(byte)
    return bytes(packed), palette


def _header(width, height, bpp, colours, image_size):
    return struct.pack("<IiiHHIIiiII", 40, width, height, 1, bpp, 0, image_size, 0, 0,
                       colours, 0)


def _table(palette, count):
    return b"".join(struct.pack("<BBBB", b, g, r, 0) for r, g, b in palette[:count])


def _xor_bits(rgba, bpp):
    """(table bytes, colour count, bottom-up colour bits) of an icon's RGBA at ``bpp``."""
    w, h = rgba.size
    if bpp == 32:
        r, g, b, a = rgba.split()
        data = Image.merge("RGBA", (b, g, r, a)).tobytes()      # BGRA
        return b"", 0, _rows(data, w, h, 32)
    opaque = rgba.getchannel("A").point(lambda v: 255 if v >= 128 else 0)
    # Where the mask shows the screen the colour is black: XOR leaves the screen alone.
    rgb = Image.composite(rgba.convert("RGB"), Image.new("RGB", rgba.size), opaque)
    if bpp == 1:
        bits = rgb.convert("L").point(lambda v: 255 if v >= 128 else 0).convert("1")
        return _table([(0, 0, 0), (255, 255, 255)], 2), 2, _rows(bits.tobytes(), w, h, 1)
    palette = VGA if bpp == 4 else PALETTE_256
    packed, table = _indexed(rgb, palette, bpp)
    return _table(table, len(table)), len(table), _rows(packed, w, h, bpp)


def _and_bits(rgba):
    """The bottom-up AND mask: 1 (the screen shows) where the picture is transparent."""
    w, h = rgba.size
    mask = rgba.getchannel("A").point(lambda v: 0 if v >= 128 else 255).convert("1")
    return _rows(mask.tobytes(), w, h, 1)


def icon_image(rgba, bpp):
    """An RT_ICON / RT_CURSOR image (without a cursor's hot spot): a DIB of twice the
    height, the colour bits then the AND mask."""
    w, h = rgba.size
    table, colours, xor = _xor_bits(rgba, bpp)
    mask = _and_bits(rgba)
    head = _header(w, 2 * h, bpp, colours if bpp == 4 or bpp == 8 else 0,
                   len(xor) + len(mask))
    return head + table + xor + mask


def dib_bytes(img):
    """A packed DIB (RT_BITMAP) of RGB ``img`` that loses nothing: one bit a pixel for
    black and white, four for VGA colours, else eight (every OEM bitmap has fewer
    than 256 colours)."""
    img = img.convert("RGB")
    w, h = img.size
    colours = sorted({c for _, c in img.getcolors(256 * 256)})
    if set(colours) <= {(0, 0, 0), (255, 255, 255)}:
        bits = img.convert("L").point(lambda v: 255 if v >= 128 else 0).convert("1")
        xor = _rows(bits.tobytes(), w, h, 1)
        return _header(w, h, 1, 0, len(xor)) + _table([(0, 0, 0), (255, 255, 255)], 2) + xor
    if set(colours) <= set(VGA):
        packed, table = _indexed(img, VGA, 4)
        xor = _rows(packed, w, h, 4)
        return _header(w, h, 4, 0, len(xor)) + _table(table, 16) + xor
    if len(colours) > 256:
        raise ValueError("an OEM bitmap of more than 256 colours")
    packed, table = _indexed(img, colours, 8)
    xor = _rows(packed, w, h, 8)
    return _header(w, h, 8, len(colours), len(xor)) + _table(table, len(colours)) + xor


# -- groups -------------------------------------------------------------------------------
def _icon_entry(w, h, bpp, size, rid):
    # GRPICONDIRENTRY: width, height, colour count (16 for 4 bits), planes, bit count
    return struct.pack("<BBBBHHIH", w & 0xFF, h & 0xFF, 16 if bpp == 4 else 0, 0, 1, bpp,
                       size, rid)


def _cursor_entry(w, h, bpp, size, rid):
    # a cursor's directory entry: width, height counting the mask, planes, bit count
    return struct.pack("<HHHHIH", w, 2 * h, 1, bpp, size, rid)


def _group(kind, entries):
    return struct.pack("<HHH", 0, kind, len(entries)) + b"".join(entries)


def _scaled(rgba, size):
    return rgba if rgba.width == size else rgba.resize((size, size), Image.LANCZOS)


def _icons(tree):
    icons, groups = tree.setdefault(RT_ICON, {}), tree.setdefault(RT_GROUP_ICON, {})
    rid = 0
    for oic in OIC_IDS:
        base = system_icon_rgba(oic)
        made = []
        for size in ICON_SIZES:
            pic = _scaled(base, size)
            for bpp in ICON_DEPTHS:
                rid += 1
                data = icon_image(pic, bpp)
                icons[rid] = {LANG_NEUTRAL: data}
                made.append(_icon_entry(size, size, bpp, len(data), rid))
        # the largest first, the most colours first, as Windows' and Wine's groups list
        groups[oic] = {LANG_NEUTRAL: _group(1, made[::-1])}


def _cursors(tree):
    cursors, groups = tree.setdefault(RT_CURSOR, {}), tree.setdefault(RT_GROUP_CURSOR, {})
    rid = 0
    for ocr in sorted(CURSORS):
        forms = [(32, 1)] if ocr in ONE_BIT_ONLY else \
            [(s, 32) for s in CURSOR_SIZES] + [(s, 1) for s in CURSOR_SIZES]
        made = []
        for size, bpp in forms:
            rid += 1
            hx, hy = cursor_hotspot(ocr, size)
            data = struct.pack("<HH", hx, hy) + icon_image(cursor_rgba(ocr, size), bpp)
            cursors[rid] = {LANG_NEUTRAL: data}
            made.append(_cursor_entry(size, size, bpp, len(data), rid))
        groups[ocr] = {LANG_NEUTRAL: _group(2, made)}


def _btncorners():
    """OBM_BTNCORNERS: the corners of a rounded button, black dots on white (ours)."""
    img = Image.new("RGB", (5, 5), (255, 255, 255))
    for x, y in ((0, 0), (4, 0), (0, 4), (4, 4)):
        img.putpixel((x, y), (0, 0, 0))
    return img


def _bitmaps(tree):
    bitmaps = tree.setdefault(RT_BITMAP, {})
    for obm in OBM_IDS:
        img = _btncorners() if obm == OBM_BTNCORNERS else obm_image(_OBM_SAME.get(obm, obm))
        bitmaps[obm] = {LANG_NEUTRAL: dib_bytes(img)}


def _strings(tree):
    blocks = {}
    for sid, text in STRINGS.items():
        blocks.setdefault((sid >> 4) + 1, [""] * 16)[sid & 15] = text
    table = tree.setdefault(RT_STRING, {})
    for block, texts in blocks.items():
        table[block] = {LANG_EN_US: b"".join(struct.pack("<H", len(t)) + t.encode("utf-16-le")
                                             for t in texts)}


def user32_resources(vm):
    """USER32's resource tree {type: {name: {language: bytes}}} (the module's docstring
    says what it holds)."""
    tree = {}
    _cursors(tree)
    _bitmaps(tree)
    _icons(tree)
    _strings(tree)
    return tree


register_builtin_resources("USER32.dll", user32_resources)
