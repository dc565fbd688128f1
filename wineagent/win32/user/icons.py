"""Drawing icons (DrawIcon / DrawIconEx, ``dlls/user32/icons.py``): the executable's icons
and the system ones.

An RT_ICON image is either a PNG (Vista-style icons) or a DIB whose height is doubled: the
colour (XOR) bitmap followed by a 1-bit AND mask, both bottom-up. Where the mask is 1 the
screen shows through; 32-bit images carry their own alpha instead.
"""

import io
import struct

from PIL import Image

from ...abi.api import Unimplemented
from ..core.builtin_dlls import module_name
from ..core.winerror import (ERROR_INVALID_CURSOR_HANDLE, ERROR_INVALID_HANDLE,
                             ERROR_RESOURCE_NAME_NOT_FOUND, ERROR_RESOURCE_TYPE_NOT_FOUND)
from ..kernel.resources import RT_GROUP_ICON, module_resources
from .imagefile import find_image_file, icon_from_file
from ..gdi.dib import dib_to_image
from ..gdi.fontmap import load_pil
from .resources import IDI_IDS, Icon, load_icon
from ..core.dllnames import USER32
from ..gdi.pildraw import Draw
from ..gdi.colors import SYS_COLORS

DI_MASK, DI_IMAGE, DI_NORMAL, DI_DEFAULTSIZE = 0x1, 0x2, 0x3, 0x8
SYSTEM_ICON_BASE = 0x00070000
ICON_SIZE = 32   # SM_CXICON / SM_CYICON
COLOR_3DSHADOW, COLOR_3DHILIGHT = 16, 20

__all__ = ["icon_image", "draw_system_icon", "load_scaled_icon", "paste_in_state"]


def draw_system_icon(d, x, y, kind):
    """Draw the 32x32 system icon for an MB_ICON* ``kind`` at (x, y) on ImageDraw ``d``."""
    if kind == 0x10:    # MB_ICONHAND: red disc with a white X
        d.ellipse([x, y, x + 31, y + 31], fill=(255, 0, 0), outline=(128, 0, 0))
        d.line([(x + 9, y + 9), (x + 22, y + 22)], fill=(255, 255, 255), width=3)
        d.line([(x + 9, y + 22), (x + 22, y + 9)], fill=(255, 255, 255), width=3)
    elif kind == 0x30:  # MB_ICONEXCLAMATION: yellow triangle with "!"
        d.polygon([(x + 16, y + 1), (x + 31, y + 30), (x + 1, y + 30)], fill=(255, 255, 0),
                  outline=(0, 0, 0))
        d.rectangle([x + 15, y + 10, x + 17, y + 21], fill=(0, 0, 0))
        d.rectangle([x + 15, y + 24, x + 17, y + 26], fill=(0, 0, 0))
    else:               # question / information: white disc with a blue sign
        d.ellipse([x, y, x + 31, y + 31], fill=(255, 255, 255), outline=(0, 0, 128))
        sign = "?" if kind == 0x20 else "i"
        d.text((x + 13, y + 8), sign, font=load_pil("helvB-12"), fill=(0, 0, 255))


def _decode(data):
    """RGBA image of one RT_ICON/RT_CURSOR image (PNG or DIB + AND mask)."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return Image.open(io.BytesIO(data)).convert("RGBA")
    size, width, height2, _, bpp, compression = struct.unpack_from("<IiiHHI", data, 0)
    if compression != 0:
        raise Unimplemented("%s!DrawIcon: compressed icon bitmaps" % USER32)
    height = height2 // 2
    colors = struct.unpack_from("<I", data, 32)[0] if len(data) >= 36 else 0
    ncolors = colors or (1 << bpp if bpp <= 8 else 0)
    palette = []
    for i in range(ncolors):
        b, g, r, _ = data[size + 4 * i:size + 4 * i + 4]
        palette.append((r, g, b))
    off = size + 4 * ncolors
    stride = ((width * bpp + 31) // 32) * 4
    xor = data[off:off + stride * height]
    rgb = dib_to_image(xor, width, height, bpp, palette)
    img = rgb.convert("RGBA")
    if bpp == 32:
        alpha = Image.frombytes("L", (width, height), bytes(xor[3::4][:width * height]))
        if alpha.getextrema()[1] > 0:  # a real alpha channel: it replaces the mask
            img.putalpha(alpha.transpose(Image.FLIP_TOP_BOTTOM))
            return img
    mstride = ((width + 31) // 32) * 4
    mask = data[off + stride * height:off + stride * height + mstride * height]
    if len(mask) == mstride * height:
        m = Image.frombytes("1", (width, height), mask, "raw", "1", mstride)
        m = m.transpose(Image.FLIP_TOP_BOTTOM).convert("L")
        img.putalpha(m.point(lambda v: 0 if v else 255))
    return img


def _system_icon(ident):
    """Our drawings of the predefined IDI_* icons (32x32, RGBA)."""
    img = Image.new("RGBA", (ICON_SIZE, ICON_SIZE), (0, 0, 0, 0))
    d = Draw(img)
    kinds = {32513: 0x10, 32514: 0x20, 32515: 0x30, 32516: 0x40}  # hand ? ! i
    if ident in kinds:
        draw_system_icon(d, 0, 0, kinds[ident])
    else:  # IDI_APPLICATION, IDI_WINLOGO: a little window
        d.rectangle([2, 4, 29, 27], fill=(255, 255, 255), outline=(0, 0, 0))
        d.rectangle([3, 5, 28, 9], fill=(0, 0, 128))
    return img


def icon_image(vm, handle):
    """RGBA image of an HICON, or None for a handle that is not an icon."""
    if handle & 0xFFFF0000 == SYSTEM_ICON_BASE:
        return _system_icon(handle & 0xFFFF)
    icon = vm.gdi.get(handle, Icon)
    if icon is None:
        return None
    cache = getattr(icon, "_rgba", None)
    if cache is None:
        cache = icon._rgba = _decode(icon.data)
    return cache


def paste_in_state(dc, img, x, y, disabled=False, mono=None):
    """Paste the RGBA ``img`` at (x, y) of ``dc`` as DrawState draws an icon or bitmap:
    as it is, embossed (``disabled``: its opaque pixels in the 3D highlight one pixel
    down and right, then in the 3D shadow) or in one colour (``mono``, an RGB)."""
    if disabled or mono is not None:
        alpha = img.getchannel("A")

        def solid(rgb):
            out = Image.new("RGBA", img.size, tuple(rgb) + (0,))
            out.putalpha(alpha)
            return out
        if disabled:
            dc.paste_rgba(solid(SYS_COLORS[COLOR_3DHILIGHT]), x + 1, y + 1)
            img = solid(SYS_COLORS[COLOR_3DSHADOW])
        else:
            img = solid(mono)
    dc.paste_rgba(img, x, y)


def _draw(c, hdc, x, y, handle, cx, cy, flags, step=0):
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    obj = vm.gdi.get(handle, Icon)
    if obj is not None and obj.frames:
        # An animated cursor draws the frame of step ``step``; past its last step there
        # is nothing to draw (documented: istepIfAniCur is ignored for other icons).
        if step >= len(obj.steps):
            return 0
        handle = obj.frames[obj.steps[step][0]]
    img = icon_image(vm, handle)
    if dc is None or img is None:
        vm.last_error = ERROR_INVALID_CURSOR_HANDLE if img is None else ERROR_INVALID_HANDLE
        return 0
    if cx or cy or flags & DI_DEFAULTSIZE:
        size = (cx or (ICON_SIZE if flags & DI_DEFAULTSIZE else img.width),
                cy or (ICON_SIZE if flags & DI_DEFAULTSIZE else img.height))
        if size != img.size:
            img = img.resize(size, Image.NEAREST)
    if flags & DI_NORMAL == DI_MASK:
        # The mask alone: black where the icon is opaque, white where it is transparent.
        a = img.getchannel("A")
        img = Image.merge("RGBA", (a.point(lambda v: 0 if v else 255),) * 3 + (Image.new(
            "L", img.size, 255),))
    elif flags & DI_NORMAL == DI_IMAGE:
        img = img.copy()
        img.putalpha(255)
    dc.paste_rgba(img, x, y)
    return 1


def load_scaled_icon(vm, inst, name, cx, cy):
    """(Win32 error, new HICON) of comctl32's LoadIconWithScaleDown: the icon ``name`` at
    exactly ``cx`` x ``cy``, made from the image of it closest to that size and scaled (a
    larger one scaled down, as documented). ``inst`` 0: ``name`` is a system icon (IDI_*)
    or, a string, an .ico file; otherwise the icon group ``name`` of module ``inst``.
    comctl32 itself has no icon resources (Windows answers ERROR_RESOURCE_TYPE_NOT_FOUND
    for any name, as Wine's misc.c checks); another built-in DLL's stop the guest."""
    if inst == 0 and isinstance(name, int):
        if name not in IDI_IDS:
            raise Unimplemented("COMCTL32.dll!LoadIconWithScaleDown: system icon %r" % name)
        rgba = _system_icon(name)
    elif inst == 0:
        host = find_image_file(vm, name)
        icon = icon_from_file(host, False, (cx, cy)) if host is not None else None
        if icon is None:
            return ERROR_RESOURCE_TYPE_NOT_FOUND, 0
        rgba = _decode(icon.data)
    else:
        dll = module_name(vm, inst)
        if dll is not None and dll.lower() == "comctl32.dll":
            return ERROR_RESOURCE_TYPE_NOT_FOUND, 0
        res = module_resources(vm, inst)
        if res is None:
            raise Unimplemented("COMCTL32.dll!LoadIconWithScaleDown: icons of module %#x "
                                "(not the executable's or a guest DLL's)" % inst)
        icon = load_icon(vm, name, False, (cx, cy), res)
        if icon is None:
            return (ERROR_RESOURCE_NAME_NOT_FOUND if res.has_type(RT_GROUP_ICON)
                    else ERROR_RESOURCE_TYPE_NOT_FOUND), 0
        rgba = _decode(icon.data)
    if rgba.size != (cx, cy):
        rgba = rgba.resize((cx, cy), Image.LANCZOS)
    icon = Icon(False, None, cx, cy, b"")
    icon._rgba = rgba
    return 0, vm.gdi.add(icon)
