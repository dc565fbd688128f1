"""USER32: icons made, copied and taken apart: CreateIcon, CreateIconFromResource(Ex),
CopyIcon, GetIconInfo.

An icon is kept as one RGBA image (``user/icons.py``): opaque where its AND mask is 0,
transparent where it is 1. GetIconInfo gives that back the Windows way, as two new bitmaps
the caller owns: a monochrome AND mask (white = transparent) and a colour bitmap that is
black where the icon is transparent, so that AND-then-XOR drawing shows the icon. Pixels
whose mask is 1 and colour white ("invert the screen", monochrome cursors) are kept
transparent, as the resource icons are (``icons._decode``).
"""

import io
import struct

from PIL import Image

from ....abi.api import BOTH, Unimplemented, api
from ...core.builtin_dlls import module_handle, module_name
from ...core.structures import ICONINFO, ICONINFOEX
from ...core.winerror import ERROR_INVALID_CURSOR_HANDLE, ERROR_INVALID_PARAMETER
from ...gdi.bitmaps import create_bitmap, mono_bitmap
from ...gdi.objects import Bitmap
from ...kernel.mapping import PAGE_READWRITE
from ...kernel.vmem import MEM_COMMIT, MEM_RELEASE, MEM_RESERVE
from ...user.icons import (ICON_SIZE, SYSTEM_ICON_BASE, _decode, _decode_parts, icon_image,
                           icon_object,
                           icon_parts, is_monochrome_image, parts_rgba)
from ...kernel.resources import module_resources
from ...user.cursorfile import ani_icon, parse_ani
from ...user.imagefile import stretch_image
from ...user.resources import Icon, load_icon
from ...core.dllnames import USER32

LR_MONOCHROME, LR_DEFAULTSIZE, LR_SHARED = 0x1, 0x40, 0x8000


def _new_icon(c, rgba, cursor, hotspot, shared=False):
    icon = Icon(cursor, None, rgba.width, rgba.height, b"", hotspot)
    icon._rgba = rgba
    icon.shared = bool(shared)
    return c.vm.gdi.add(icon)


def _from_bitmaps(color_rgb, mask_l):
    """RGBA from a colour image and a mask image (255 where the AND bit is 1)."""
    img = color_rgb.convert("RGBA")
    img.putalpha(mask_l.point(lambda v: 0 if v > 127 else 255))
    return img


@api(USER32, "CreateIcon", "HINSTANCE inst, INT width, INT height, BYTE planes, BYTE bpp,"
                      " LPVOID and_bits, LPVOID xor_bits", widths=BOTH)
def CreateIcon(c, inst, width, height, planes, bpp, and_bits, xor_bits):
    """An icon from an AND mask and XOR bits, both device-dependent bitmaps (top-down
    rows padded to a WORD). One plane of one bit makes a monochrome icon: GetIconInfo
    then answers no colour bitmap and a mask of twice the height (AND over XOR), as
    Windows does (Wine's cursoricon.c tests)."""
    if width <= 0 or height <= 0 or not and_bits or not xor_bits:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    mem = c.vm.mem
    planes, bpp = planes & 0xFF, bpp & 0xFF   # BYTEs: the rest of their slot is not theirs
    mask = create_bitmap(mem, width, height, 1, 1, and_bits).image.convert("L")
    if planes * bpp == 1:
        xor = create_bitmap(mem, width, height, 1, 1, xor_bits).image.convert("L")
        return _new_mono(c, mask, xor, False, (width // 2, height // 2))
    color = create_bitmap(mem, width, height, planes, bpp, xor_bits).image.convert("RGB")
    h = _new_icon(c, _from_bitmaps(color, mask), False, (width // 2, height // 2))
    c.vm.gdi.get(h).parts = (color, mask.point(lambda v: 255 if v > 127 else 0), None)
    return h


@api(USER32, "CreateCursor", "HINSTANCE inst, INT hx, INT hy, INT width, INT height,"
                        " LPVOID and_bits, LPVOID xor_bits", widths=BOTH)
def CreateCursor(c, inst, hx, hy, width, height, and_bits, xor_bits):
    """A monochrome cursor (CreateIcon's two planes, both one bit a pixel) with its hot
    spot at (hx, hy)."""
    if width <= 0 or height <= 0 or not and_bits or not xor_bits:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    mem = c.vm.mem
    mask = create_bitmap(mem, width, height, 1, 1, and_bits).image.convert("L")
    xor = create_bitmap(mem, width, height, 1, 1, xor_bits).image.convert("L")
    return _new_mono(c, mask, xor, True, (hx, hy))


def _new_mono(c, and_l, xor_l, cursor, hotspot):
    """A monochrome icon or cursor: black or white where the AND bit is 0, the screen
    where it is 1 (an XOR bit of 1 there, "invert", drawn as the screen too); its
    ``mono_mask`` is the AND mask over the XOR mask, what GetIconInfo hands out."""
    w, h = and_l.size
    img = Image.merge("RGBA", (xor_l, xor_l, xor_l, and_l.point(lambda v: 0 if v > 127 else 255)))
    both = Image.new("L", (w, 2 * h))
    both.paste(and_l, (0, 0))
    both.paste(xor_l, (0, h))
    icon = Icon(cursor, None, w, h, b"", hotspot)
    icon._rgba = img
    icon.parts = (xor_l.convert("RGB"), and_l.point(lambda v: 255 if v > 127 else 0), None)
    icon.mono_mask = both
    return c.vm.gdi.add(icon)


def _resource_rgba(data):
    """The RGBA image and its size of one RT_ICON image (PNG or DIB with the height of
    colour + mask)."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return Image.open(io.BytesIO(data)).convert("RGBA")
    if len(data) < 40:
        return None
    return _decode(data)


@api(USER32, "CreateIconFromResourceEx", "LPVOID bits, DWORD size, BOOL is_icon, DWORD version,"
                                    " INT cx, INT cy, UINT flags", widths=BOTH)
def CreateIconFromResourceEx(c, bits, size, is_icon, version, cx, cy, flags):
    """An icon or cursor from the bytes of one RT_ICON / RT_CURSOR image (a DIB with its
    AND mask, or a PNG; a cursor's starts with its hot spot) or of an animated cursor
    (RIFF ACON), at cx x cy (0: the image's own size, or the system's with
    LR_DEFAULTSIZE), stretched; LR_SHARED makes it outlive DestroyIcon. A one-bit image
    whose colours are black and white makes a monochrome icon, as Windows does."""
    if not bits or size < 4:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if flags & LR_MONOCHROME:
        raise Unimplemented("USER32.dll!CreateIconFromResourceEx: LR_MONOCHROME")
    if version not in (0x30000, 0x20000):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    data = bytes(c.vm.mem.read(bits, size))
    if data[:4] == b"RIFF":
        return _animated(c, data, is_icon, cx, cy, flags)
    hotspot = None
    if not is_icon:                  # an RT_CURSOR image starts with its hot spot
        hotspot = struct.unpack_from("<HH", data, 0)
        data = data[4:]
    rgba = _resource_rgba(data)
    if rgba is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    # 0 for a size: the image's own, or the system icon size with LR_DEFAULTSIZE.
    w = cx or (ICON_SIZE if flags & LR_DEFAULTSIZE else rgba.width)
    h = cy or (ICON_SIZE if flags & LR_DEFAULTSIZE else rgba.height)
    parts = _decode_parts(data)
    if (w, h) != rgba.size:
        if hotspot is not None:
            hotspot = (hotspot[0] * w // rgba.width, hotspot[1] * h // rgba.height)
        rgba = rgba.resize((w, h), Image.NEAREST)
        parts = tuple(p.resize((w, h), Image.NEAREST) if p is not None else None
                      for p in parts)
    handle = _new_icon(c, rgba, not is_icon, hotspot or (w // 2, h // 2), flags & LR_SHARED)
    icon = c.vm.gdi.get(handle)
    icon.parts = parts
    if is_monochrome_image(data):
        icon.mono_mask = _mono_of(parts)
    return handle


def _mono_of(parts):
    """The AND-over-XOR mask GetIconInfo answers for a monochrome icon of ``parts``."""
    rgb, and_l, _ = parts
    both = Image.new("L", (rgb.width, 2 * rgb.height))
    both.paste(and_l, (0, 0))
    both.paste(rgb.convert("L"), (0, rgb.height))
    return both


def _animated(c, data, is_icon, cx, cy, flags):
    """CreateIconFromResourceEx of an animated cursor's RIFF bytes (``cursorfile.py``):
    each frame the image closest to the size asked (the system's with LR_DEFAULTSIZE)."""
    ani = parse_ani(data)
    size = (cx or ICON_SIZE, cy or ICON_SIZE) if cx or cy or flags & LR_DEFAULTSIZE else None
    icon = ani_icon(c.vm.gdi, ani, not is_icon, size) if ani is not None else None
    if icon is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    icon.shared = bool(flags & LR_SHARED)
    return c.vm.gdi.add(icon)


@api(USER32, "CreateIconFromResource", "LPVOID bits, DWORD size, BOOL is_icon, DWORD version", widths=BOTH)
def CreateIconFromResource(c, bits, size, is_icon, version):
    """The Ex form at the system icon size, shared: documented as passing
    LR_DEFAULTSIZE | LR_SHARED, so DestroyIcon leaves the icon alone."""
    return CreateIconFromResourceEx(c, bits, size, is_icon, version, 0, 0,
                                    LR_DEFAULTSIZE | LR_SHARED)


def _icon(c, handle):
    """(Icon or None, RGBA) of an HICON/HCURSOR; (None, None) after the error."""
    rgba = icon_image(c.vm, handle)
    if rgba is None:
        c.vm.last_error = ERROR_INVALID_CURSOR_HANDLE
        return None, None
    return icon_object(c.vm, handle), rgba


@api(USER32, "CopyIcon", "HICON icon", widths=BOTH)
def CopyIcon(c, icon):
    """A new icon or cursor like ``icon`` (its parts, hot spot and kind); a handle that is
    no icon fails with ERROR_INVALID_CURSOR_HANDLE."""
    obj, rgba = _icon(c, icon)
    if rgba is None:
        return 0
    cursor = obj.cursor if obj is not None else False
    hotspot = obj.hotspot if obj is not None and obj.cursor else (rgba.width // 2,
                                                                  rgba.height // 2)
    h = _new_icon(c, rgba.copy(), cursor, hotspot)
    copy = c.vm.gdi.get(h)
    copy.parts = icon_parts(c.vm, icon)
    mono = getattr(obj, "mono_mask", None)
    if mono is None and obj is not None and is_monochrome_image(obj.data):
        mono = _mono_of(copy.parts)
    if mono is not None:
        copy.mono_mask = mono          # a monochrome icon's copy is monochrome too
    return h


def _icon_bitmaps(c, handle, obj, rgba):
    """(fIcon, hot spot x, y, new mask bitmap, new colour bitmap) of an icon: what
    GetIconInfo hands out (the program deletes the two bitmaps)."""
    w, h = rgba.size
    gdi = c.vm.gdi
    cursor = obj is not None and obj.cursor
    hx, hy = obj.hotspot if cursor else (w // 2, h // 2)
    mono = getattr(obj, "mono_mask", None)
    if mono is None and obj is not None and is_monochrome_image(obj.data):
        mono = _mono_of(icon_parts(c.vm, handle))
    if mono is not None:
        # A monochrome icon: its AND and XOR masks in one bitmap, no colour bitmap.
        return (0 if cursor else 1), hx, hy, gdi.add(mono_bitmap(
            mono.width, mono.height, mono.convert("RGB"))), 0
    rgb, and_l, _ = icon_parts(c.vm, handle)
    hmask = gdi.add(mono_bitmap(w, h, and_l.point(lambda v: 255 if v > 127 else 0)
                                .convert("RGB")))
    # A bitmap of the display's depth, as GetIconInfo answers since XP whatever the icon
    # was made from, but for CopyImage's copies (32 bits: Wine's cursoricon.c tests).
    color = Bitmap(w, h, rgb.copy())
    color.bpp = getattr(obj, "color_bpp", Icon.color_bpp)
    hcolor = gdi.add(color)
    return (0 if cursor else 1), hx, hy, hmask, hcolor


@api(USER32, "GetIconInfo", "HICON icon, LPVOID info", widths=BOTH)
def GetIconInfo(c, icon, info):
    """ICONINFO of an icon or cursor: icon or cursor, the hot spot (an icon's centre) and
    two new bitmaps the program deletes (``_icon_bitmaps``)."""
    obj, rgba = _icon(c, icon)
    if rgba is None:
        return 0
    if not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    is_icon, hx, hy, hmask, hcolor = _icon_bitmaps(c, icon, obj, rgba)
    ICONINFO.write(c.vm.mem, info, c.vm.ptr_size, fIcon=is_icon, xHotspot=hx,
                   yHotspot=hy, hbmMask=hmask, hbmColor=hcolor)
    return 1


def _origin(c, icon, obj):
    """(wResID, szModName, szResName) of an icon: a system icon is USER32's resource of
    its IDI_ number; one LoadIcon / LoadImage took from a module names that module and
    its resource (an integer id or a name); a made one (CreateIcon, a file) has none."""
    vm = c.vm
    if icon & 0xFFFF0000 == SYSTEM_ICON_BASE:
        return icon & 0xFFFF, "C:\\WINDOWS\\SYSTEM32\\" + module_name(vm, module_handle(
            vm, USER32)), ""
    inst = getattr(obj, "module", None)
    if obj is None or not inst:
        return 0, "", ""
    if inst == vm.image.base:
        path = vm.image_path
    else:
        path = "C:\\WINDOWS\\SYSTEM32\\" + (module_name(vm, inst) or "")
    if isinstance(obj.name, int):
        return obj.name & 0xFFFF, path, ""
    return 0, path, obj.name or ""


@api(USER32, "GetIconInfoEx{AW}", "HICON icon, LPVOID info", widths=BOTH)
def GetIconInfoEx(c, icon, info):
    """GetIconInfo and where the icon came from (ICONINFOEX's wResID, szModName,
    szResName). cbSize must be the structure's (ERROR_INVALID_PARAMETER);
    a handle that is no icon fails with ERROR_INVALID_CURSOR_HANDLE."""
    view = ICONINFOEX.variant(c.wide)
    size = view.sizeof(c.ptr_size)
    if not info or view.read(c.vm.mem, info, c.ptr_size)["cbSize"] != size:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    obj, rgba = _icon(c, icon)
    if rgba is None:
        return 0
    is_icon, hx, hy, hmask, hcolor = _icon_bitmaps(c, icon, obj, rgba)
    rid, mod, res = _origin(c, icon, obj)
    view.write(c.vm.mem, info, c.ptr_size, cbSize=size, fIcon=is_icon, xHotspot=hx,
               yHotspot=hy, hbmMask=hmask, hbmColor=hcolor, wResID=rid, szModName=mod,
               szResName=res)
    return 1


LR_MONOCHROME_COPY, LR_COPYRETURNORG, LR_COPYDELETEORG = 0x1, 0x4, 0x8
LR_CREATEDIBSECTION, LR_COPYFROMRESOURCE = 0x2000, 0x4000
IMAGE_BITMAP, IMAGE_ICON, IMAGE_CURSOR = 0, 1, 2


def _copy_bitmap(vm, src, img, flags):
    """The Bitmap CopyImage makes of ``src`` (its pixels ``img``, already at the new
    size). LR_CREATEDIBSECTION: a DIB section of the source's depth and colour table,
    LR_MONOCHROME then ignored; LR_MONOCHROME: a monochrome bitmap; neither: a bitmap
    compatible with the display, monochrome for a monochrome source (a DDB of one bit,
    or a one-bit DIB whose two colours are black and white). As Windows answers (Wine's
    cursoricon.c tests)."""
    w, h = img.size
    if flags & LR_CREATEDIBSECTION:
        bpp = src.bpp
        palette = list(src.palette) or ([(0, 0, 0), (255, 255, 255)] if bpp == 1 else [])
        stride = ((w * bpp + 31) // 32) * 4
        bits = vm.vspace.alloc(0, stride * h, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE)
        new = Bitmap(w, h, img)
        new.release = lambda: vm.vspace.free(bits, 0, MEM_RELEASE)
        new.bits, new.bpp, new.dib_height, new.palette, new.stride = bits, bpp, h, palette, stride
        new.masks = src.masks
        vm.gdi.sync_to_guest(new)
        return new
    mono = src.mono or (src.bits and src.bpp == 1 and
                        sorted(src.palette[:2]) == [(0, 0, 0), (255, 255, 255)])
    if flags & LR_MONOCHROME_COPY or mono:
        img = img.convert("L").point(lambda v: 255 if v >= 128 else 0).convert("RGB")
        return mono_bitmap(w, h, img)
    return Bitmap(w, h, img)          # the display's depth


def _from_resource(vm, obj, size):
    """LR_COPYFROMRESOURCE: (None, Icon, RGBA, parts) of the image of the resource ``obj``
    was loaded from (LoadIcon, LoadCursor, LoadImage of a module) closest to ``size``,
    or None for an icon that came from no resource, which CopyImage then copies as it
    is, stretched (Wine 8 answers so)."""
    res = module_resources(vm, obj.module) if obj is not None and obj.module else None
    fresh = load_icon(vm, obj.name, obj.cursor, size, res) if res is not None else None
    if fresh is None:
        return None
    parts = _decode_parts(fresh.data)
    return None, fresh, parts_rgba(parts), parts


@api(USER32, "CopyImage", "HANDLE image, UINT type, INT cx, INT cy, UINT flags", widths=BOTH)
def CopyImage(c, image, itype, cx, cy, flags):
    """A new bitmap, icon or cursor like ``image``, stretched to cx x cy when given
    (0 keeps a side); LR_COPYRETURNORG hands back the original when nothing changes,
    LR_COPYDELETEORG deletes it, LR_MONOCHROME makes a black-and-white bitmap.
    LR_CREATEDIBSECTION makes a DIB section (``_copy_bitmap``); an icon's copy has a
    32-bit colour bitmap; LR_COPYFROMRESOURCE copies an icon from the image of its
    resource closest to the size rather than stretching it (``_from_resource``)."""
    vm = c.vm
    if itype == IMAGE_BITMAP:
        src = vm.gdi.get(image, Bitmap)
        if src is None:
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        vm.gdi.sync_from_guest(src)
        size = (cx or src.width, cy or src.height)
        if flags & LR_COPYRETURNORG and size == (src.width, src.height) and \
                not flags & (LR_MONOCHROME_COPY | LR_CREATEDIBSECTION):
            return image
        img = stretch_image(src.image, size, src.bpp)
        h = vm.gdi.add(_copy_bitmap(vm, src, img, flags))
    elif itype in (IMAGE_ICON, IMAGE_CURSOR):
        obj, rgba = _icon(c, image)
        if rgba is None:
            return 0
        size = (cx or rgba.width, cy or rgba.height)
        if flags & LR_COPYRETURNORG and size == rgba.size:
            return image
        fresh = _from_resource(vm, obj, size) if flags & LR_COPYFROMRESOURCE else None
        if fresh is not None:
            obj, rgba = fresh[1], fresh[2]
        cursor = obj.cursor if obj is not None else itype == IMAGE_CURSOR
        hot = obj.hotspot if obj is not None and obj.cursor else (size[0] // 2, size[1] // 2)
        if obj is not None and obj.cursor and size != rgba.size:
            hot = (hot[0] * size[0] // rgba.width, hot[1] * size[1] // rgba.height)
        parts = icon_parts(vm, image) if fresh is None else fresh[3]
        h = _new_icon(c, rgba.resize(size, Image.NEAREST) if size != rgba.size
                      else rgba.copy(), cursor, hot)
        copy = vm.gdi.get(h)
        copy.color_bpp = 32
        copy.parts = tuple(p.resize(size, Image.NEAREST) if p is not None else None
                           for p in parts)
    else:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if flags & LR_COPYDELETEORG and h != image:
        if image & 0xFFFF0000 != SYSTEM_ICON_BASE:
            vm.gdi.objects.pop(image, None)
    return h
