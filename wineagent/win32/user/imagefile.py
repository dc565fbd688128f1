"""LoadImage's LR_LOADFROMFILE: a bitmap from a .bmp file, an icon or a cursor from a
.ico / .cur file.

The name is looked up as SearchPath looks up a file (a name with a folder as it is; a
bare name in the program's folder, the current folder, the system folders and the PATH
variable's folders), so a program finds the image beside itself as well as in its
current folder, as on Windows. A bitmap file is a BITMAPFILEHEADER ("BM") and a packed
DIB (BITMAPINFOHEADER or the OS/2 BITMAPCOREHEADER) whose rows must all be in the file;
an icon or cursor file is a directory (type 1 icons, 2 cursors) of entries whose image
(a DIB with its AND mask, or a PNG) lies at the entry's offset. Either kind of directory
makes an icon or a cursor: the cursor's hot spot is the entry's (an icon file's entries
hold planes and bit counts there, which Windows takes as the hot spot all the same).
An animated cursor file (.ani, a RIFF "ACON" form) is read by ``cursorfile.py``: its
frames are icon directories like an .ico file's."""

import struct

from PIL import Image

from ...abi.api import Unimplemented
from ..gdi.dib import dib_to_image
from ..gdi.objects import Bitmap
from ..kernel.environ import environment
from ..kernel.searchpath import SYSTEM, SYSTEM32, WINDOWS, app_dir, first_file
from .cursorfile import icon_from_bytes, parse_ani

__all__ = ["find_image_file", "find_image_path", "bitmap_from_file", "icon_from_file",
           "stretch_image"]

BFH_SIZE = 14            # BITMAPFILEHEADER
CORE_SIZE = 12           # BITMAPCOREHEADER


def find_image_file(vm, name):
    """The host path of the file LoadImage opens for ``name``, or None."""
    found = find_image_path(vm, name)
    return found[1] if found else None


def find_image_path(vm, name):
    """(guest path, host path) of the file LoadImage opens for ``name``, or None."""
    name = name.replace("/", "\\")
    if "\\" in name or name[1:2] == ":":
        candidates = [name]
    else:
        folders = [app_dir(vm) + "\\", ".", SYSTEM32, SYSTEM, WINDOWS]
        folders += [p for p in (environment(vm).get("PATH") or "").split(";") if p]
        candidates = [f.rstrip("\\/") + "\\" + name for f in folders]
    return first_file(vm, candidates)


def _read(host):
    with open(host, "rb") as f:
        return f.read()


def bitmap_from_file(host, recolour=None, size=(0, 0)):
    """A Bitmap of a .bmp file, or None when the file is no whole bitmap; ``recolour``
    (palette, bits, bpp) answers the colour table to draw with (LoadImage's mapping);
    ``size`` (cx, cy; 0 keeps a side) the size to stretch it to (``stretch_image``)."""
    data = _read(host)
    if len(data) < BFH_SIZE + CORE_SIZE or data[:2] != b"BM":
        return None
    bits_at = struct.unpack_from("<I", data, 10)[0]
    hsize = struct.unpack_from("<I", data, BFH_SIZE)[0]
    at = BFH_SIZE + hsize
    if hsize == CORE_SIZE:
        width, height, planes, bpp = struct.unpack_from("<HHHH", data, BFH_SIZE + 4)
        compression, used, entry = 0, 0, 3       # an RGBTRIPLE palette
    elif hsize in (40, 52, 56, 108, 124) and len(data) >= BFH_SIZE + hsize:
        # BITMAPINFOHEADER and its V2 ... V5 successors; another size is no bitmap
        width, height, planes, bpp, compression = struct.unpack_from("<iiHHI", data,
                                                                      BFH_SIZE + 4)
        used = struct.unpack_from("<I", data, BFH_SIZE + 32)[0]
        entry = 4
    else:
        return None
    if width <= 0 or height == 0 or planes != 1 or bpp not in (1, 4, 8, 16, 24, 32):
        return None
    if compression not in (0, 3):
        raise Unimplemented("USER32.dll!LoadImage: compressed bitmap file (%d)" % compression)
    masks = None
    if compression == 3:
        masks = struct.unpack_from("<III", data, at) if hsize == 40 else \
            struct.unpack_from("<III", data, BFH_SIZE + 40)
        at += 12 if hsize == 40 else 0
    colors = used or (1 << bpp if bpp <= 8 else 0)
    if at + entry * colors > len(data):
        return None
    palette = []
    for i in range(colors):
        b, g, r = data[at + entry * i:at + entry * i + 3]
        palette.append((r, g, b))
    if not bits_at:
        bits_at = at + entry * colors
    stride = ((width * bpp + 31) // 32) * 4
    bits = data[bits_at:]
    if len(bits) < stride * abs(height):
        return None                      # rows missing: Windows refuses the file
    if recolour is not None:
        palette = recolour(palette, bits[:1], bpp)
    img = dib_to_image(bits, width, height, bpp, palette, masks)
    want = (size[0] if size[0] > 0 else width, size[1] if size[1] > 0 else abs(height))
    return Bitmap(want[0], want[1], stretch_image(img, want, bpp))


def icon_from_file(host, cursor, size):
    """An Icon (a cursor with ``cursor``) of the .ico / .cur file's entry closest to
    ``size`` ((w, h); None: 32x32), or None when the file is no icon directory or the
    chosen entry's image is not in it. An animated cursor file (.ani) answers an
    ``AniFile`` (``cursorfile.py``) the caller turns into handles."""
    data = _read(host)
    if data[:4] == b"RIFF":
        return parse_ani(data)
    return icon_from_bytes(data, cursor, size)


def stretch_image(img, size, bpp):
    """``img`` (RGB) stretched to ``size`` as LoadImage and CopyImage stretch a bitmap
    of ``bpp`` bits: StretchBlt's default mode, BLACKONWHITE, which ANDs the pixels a
    shrink drops into the one kept -- on a one-bit bitmap, a black pixel wins -- and, as
    Windows answers for deeper bitmaps (Wine's cursoricon.c test_Image_StretchMode),
    keeps the nearest pixel, no colours blended."""
    if size == img.size:
        return img.copy()
    if bpp == 1 and size[0] <= img.width and size[1] <= img.height:
        grey = img.convert("L").resize(size, Image.BOX)
        return grey.point(lambda v: 255 if v == 255 else 0).convert("RGB")
    return img.resize(size, Image.NEAREST)
