"""What USER32 makes of a module's resources: bitmaps, icons and cursors (LoadBitmap,
LoadImage, LoadIcon/LoadCursor's module part, DestroyIcon, DestroyCursor:
``dlls/user32/resources.py``).

The resource directory itself, and the handles FindResource returns, are KERNEL32's
(``kernel/resources.py``); menus and accelerators are in ``menus.py``.
"""

import struct

from ...abi.api import Unimplemented
from ..core.winerror import ERROR_INVALID_CURSOR_HANDLE
from ..gdi.devcaps import SCREEN_BPP
from ..gdi.objects import Bitmap
from .cursorstate import thread_cursor
from ..gdi.dib import dib_to_image
from ..kernel.resources import (RT_BITMAP, RT_CURSOR, RT_GROUP_CURSOR, RT_GROUP_ICON,
                                RT_ICON, key)

__all__ = ["Icon", "IDC_IDS", "IDI_IDS", "load_bitmap", "load_icon",
           "destroy_icon", "closest_entry", "icon_image_id", "lookup_icon_id",
           "shared_icon"]

# The system cursors (IDC_*) and icons (IDI_*) LoadCursor/LoadIcon/LoadImage know without
# a module.
IDC_IDS = {32512, 32513, 32514, 32515, 32516, 32642, 32643, 32644, 32645, 32646, 32648,
           32649, 32650, 32651}
IDI_IDS = {32512, 32513, 32514, 32515, 32516, 32517, 32518}

IMAGE_BITMAP, IMAGE_ICON, IMAGE_CURSOR = 0, 1, 2
LR_DEFAULTSIZE, LR_LOADFROMFILE, LR_LOADTRANSPARENT = 0x40, 0x10, 0x20
LR_LOADMAP3DCOLORS = 0x1000

# System icon/cursor handles, shared with user32.LoadIcon/LoadCursor (inst == 0).
SYSTEM_CURSOR_BASE, SYSTEM_ICON_BASE = 0x00060000, 0x00070000


class Icon:
    """An icon or cursor handle's object (HICON/HCURSOR).

    It keeps the chosen image's size, its raw RT_ICON/RT_CURSOR bytes and (cursors) the
    hot spot; ``icons.py`` decodes and draws it. An animated cursor also has its
    ``frames`` (cursor handles) and ``steps`` ((frame index, rate) shown in turn:
    ``cursorfile.py``); a ``shared`` one (LR_SHARED, LoadIcon, LoadCursor) outlives
    DestroyIcon, as Windows documents for shared icons. ``color_bpp`` is the depth of
    the colour bitmap GetIconInfo hands out: the display's (SCREEN_BPP) for most, 32 for a
    copy CopyImage made (Windows' 32-bit copies; Wine's cursoricon.c tests).
    """

    frames, steps, shared, color_bpp = None, (), False, SCREEN_BPP
    #: (colour, AND mask, alpha or None) once decoded or made (``icons.icon_parts``)
    parts = None

    def __init__(self, cursor, name, width, height, data, hotspot=(0, 0), module=0):
        self.cursor, self.name = cursor, name
        self.module = module     # the module whose resource it is (0: made, or a file)
        self.width, self.height, self.data, self.hotspot = width, height, data, hotspot


# -- USER32: bitmaps, icons, cursors -----------------------------------------------------------
#: LR_LOADMAP3DCOLORS: the greys of a colour table and the 3-D colours replacing them
_MAP3D = {(128, 128, 128): 16, (192, 192, 192): 15, (223, 223, 223): 22}
COLOR_WINDOW, COLOR_3DFACE = 5, 15


def recolour_palette(palette, bits, bpp, flags, sys_color):
    """LoadImage's colour-table mapping of a bitmap of ``bpp`` <= 8 (a deeper one has
    no table and is left alone, as documented): LR_LOADTRANSPARENT gives the entry of
    the first pixel in the bits (the bottom-left one of a bottom-up DIB) the window
    colour (the 3-D face colour when LR_LOADMAP3DCOLORS is given too, as documented);
    LR_LOADMAP3DCOLORS gives dark grey, grey and light grey entries the 3-D shadow,
    face and light colours. ``sys_color(index)`` answers (r, g, b)."""
    if bpp > 8 or not palette:
        return palette
    out = list(palette)
    if flags & LR_LOADMAP3DCOLORS:
        out = [sys_color(_MAP3D[c]) if c in _MAP3D else c for c in out]
    if flags & LR_LOADTRANSPARENT and bits:
        index = bits[0] >> (8 - bpp)            # the first pixel: the top bits of byte 0
        if index < len(out):
            out[index] = sys_color(COLOR_3DFACE if flags & LR_LOADMAP3DCOLORS
                                   else COLOR_WINDOW)
    return out


def load_bitmap(vm, name, flags=0, res=None):
    """A gdi Bitmap decoded from RT_BITMAP ``name`` (a packed DIB) of ``res`` (default:
    the executable's resources), or None; ``flags``: LoadImage's LR_* colour mapping
    (``recolour_palette``)."""
    raw = (res or vm.resources).data(RT_BITMAP, name)
    if raw is None:
        return None
    hsize = struct.unpack_from("<I", raw, 0)[0]
    if hsize < 40:
        raise Unimplemented("USER32.dll!LoadBitmap: OS/2 BITMAPCOREHEADER bitmaps")
    width, height, _, bpp, compression, _, _, _, used = struct.unpack_from("<iiHHIIiiI", raw, 4)
    if compression not in (0, 3):
        raise Unimplemented("USER32.dll!LoadBitmap: compressed bitmap (%d)" % compression)
    off = hsize + (12 if compression == 3 and hsize == 40 else 0)
    colors = used or (1 << bpp if bpp <= 8 else 0)
    palette = []
    for i in range(colors):
        b, g, r, _ = raw[off + 4 * i:off + 4 * i + 4]
        palette.append((r, g, b))
    off += 4 * colors
    if flags & (LR_LOADTRANSPARENT | LR_LOADMAP3DCOLORS):
        palette = recolour_palette(palette, raw[off:off + 1], bpp, flags, vm.gdi.sys_color)
    img = dib_to_image(raw[off:], width, height, bpp, palette)
    return Bitmap(width, abs(height), img)


def _group_entries(raw, cursor):
    """(width, height, id) of each image in an RT_GROUP_ICON/RT_GROUP_CURSOR directory."""
    _, _, count = struct.unpack_from("<HHH", raw, 0)
    out = []
    for i in range(count):
        off = 6 + 14 * i
        if cursor:
            w, h2, _, _, _, rid = struct.unpack_from("<HHHHIH", raw, off)
            out.append((w, h2 // 2, rid))   # cursor heights count the AND mask too
        else:
            w, h, _, _, _, _, _, rid = struct.unpack_from("<BBBBHHIH", raw, off)
            out.append((w or 256, h or 256, rid))
    return out


def lookup_icon_id(raw, cursor, size, mono=False):
    """LookupIconIdFromDirectoryEx: the image id of the RT_GROUP_ICON / RT_GROUP_CURSOR
    directory ``raw`` that fits ``size`` (w, h) best: the least sum of the width's and
    height's distances, the larger of two as close (scaled down rather than up), then
    (``mono``: LR_MONOCHROME) a one-bit image, otherwise the most colours; 0 for an empty
    directory (a cursor directory's heights count the mask too)."""
    if len(raw) < 6:
        return 0
    count = struct.unpack_from("<H", raw, 4)[0]
    if len(raw) < 6 + 14 * count:
        return 0
    # The directory's type word is not looked at: ``cursor`` says how to read the entries
    # (Wine 8 answers so for a cursor directory read as icons).
    entries = []
    for i in range(count):
        off = 6 + 14 * i
        if cursor:
            w, h2, _, bpp, _, rid = struct.unpack_from("<HHHHIH", raw, off)
            w, h = w, h2 // 2
        else:
            w, h, colors, _, _, bpp, _, rid = struct.unpack_from("<BBBBHHIH", raw, off)
            w, h = w or 256, h or 256
            bpp = bpp or (colors.bit_length() - 1 if colors else 8)
        entries.append((w, h, bpp, rid))
    if not entries:
        return 0
    return min(entries, key=lambda e: (abs(e[0] - size[0]) + abs(e[1] - size[1]), -e[0],
                                       abs(e[2] - 1) if mono else -e[2]))[3]


def closest_entry(entries, size):
    """The (w, h, id) of a group's ``entries`` closest to ``size`` ((w, h); None: 32x32):
    the least sum of the width's and height's distances, the larger of two as close."""
    want = size or (32, 32)
    return min(entries, key=lambda e: (abs(e[0] - want[0]) + abs(e[1] - want[1]), -e[0]))


def icon_image_id(vm, name, size, res=None):
    """The RT_ICON id of icon group ``name``'s image closest to ``size``, or None."""
    res = res or vm.resources
    group = res.data(RT_GROUP_ICON, name)
    entries = _group_entries(group, False) if group is not None else []
    return closest_entry(entries, size)[2] if entries else None


def load_icon(vm, name, cursor, size=None, res=None):
    """An Icon from a resource group of ``res`` (the executable's by default): the image
    closest to ``size`` ((w, h); None = the system size 32x32, as LoadIcon/LoadCursor
    use). Returns None if absent."""
    res = res or vm.resources
    group = res.data(RT_GROUP_CURSOR if cursor else RT_GROUP_ICON, name)
    if group is None:
        return None
    entries = _group_entries(group, cursor)
    if not entries:
        return None
    w, h, rid = closest_entry(entries, size)
    data = res.data(RT_CURSOR if cursor else RT_ICON, rid) or b""
    hotspot = (0, 0)
    if cursor and len(data) >= 4:
        hotspot = struct.unpack_from("<HH", data, 0)
        data = data[4:]
    return Icon(cursor, name, w, h, data, hotspot)


def shared_icon(vm, module, name, cursor, size, make):
    """The shared icon or cursor of ``module``'s resource ``name`` at ``size`` (None: the
    system size): the handle an earlier load made, if it is still there, or a new shared
    one from ``make()`` (an Icon, or None: 0). LoadIcon, LoadCursor and LoadImage with
    LR_SHARED answer one handle for one resource and size, as documented ("shares the
    image handle if the image is loaded multiple times"; another size is another image)."""
    k = (module, key(name), bool(cursor), size)
    h = vm.user.shared_icons.get(k)
    if h and vm.gdi.get(h, Icon) is not None:
        return h
    icon = make()
    if icon is None:
        return 0
    icon.module, icon.shared = module, True
    h = vm.user.shared_icons[k] = vm.gdi.add(icon)
    return h


def destroy_icon(c, h):
    """DestroyIcon / DestroyCursor: free an icon or cursor (and an animated cursor's
    frames). A shared one is left alone and the call succeeds all the same, as Windows
    does (Wine's cursoricon.c tests: GetIconInfo still answers afterwards); destroying
    the thread's current cursor answers FALSE."""
    if h & 0xFFFF0000 in (SYSTEM_CURSOR_BASE, SYSTEM_ICON_BASE):
        return 1   # shared system images: destroying them is a harmless no-op
    icon = c.vm.gdi.get(h, Icon)
    if icon is not None:
        if icon.shared:
            return 1
        del c.vm.gdi.objects[h]
        for frame in icon.frames or ():
            c.vm.gdi.objects.pop(frame, None)
        # The calling thread's current cursor is destroyed all the same, but the call
        # answers FALSE leaving the last error alone (Windows, Wine's cursoricon.c).
        return 0 if thread_cursor(c.vm) == h else 1
    c.vm.last_error = ERROR_INVALID_CURSOR_HANDLE
    return 0
