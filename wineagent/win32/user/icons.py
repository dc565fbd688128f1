"""Drawing icons (DrawIcon / DrawIconEx, ``dlls/user32/icons.py``): the executable's icons
and the system ones.

An RT_ICON image is either a PNG (Vista-style icons) or a DIB whose height is doubled: the
colour (XOR) bitmap followed by a 1-bit AND mask, both bottom-up. Where the mask is 1 the
screen shows through; 32-bit images carry their own alpha instead.
"""

import io
import struct

from PIL import Image, ImageChops

from ...abi.api import Unimplemented
from ..core.builtin_dlls import module_handle, module_name
from ..core.winerror import (ERROR_INVALID_CURSOR_HANDLE, ERROR_INVALID_HANDLE,
                             ERROR_RESOURCE_NAME_NOT_FOUND, ERROR_RESOURCE_TYPE_NOT_FOUND)
from ..kernel.resources import RT_GROUP_ICON, builtin_resources, module_resources
from .imagefile import find_image_file, icon_from_file
from ..gdi.dib import dib_to_image
from ..gdi.fontmap import load_pil
from .resources import IDC_IDS, IDI_IDS, Icon, load_icon
from ..core.dllnames import USER32
from ..gdi.pildraw import Draw
from ..gdi.colors import SYS_COLORS

DI_MASK, DI_IMAGE, DI_NORMAL, DI_DEFAULTSIZE = 0x1, 0x2, 0x3, 0x8
SYSTEM_ICON_BASE, SYSTEM_CURSOR_BASE = 0x00070000, 0x00060000
ICON_SIZE = 32   # SM_CXICON / SM_CYICON
COLOR_3DSHADOW, COLOR_3DHILIGHT = 16, 20

__all__ = ["icon_image", "icon_object", "system_cursor", "system_icon_rgba", "icon_parts", "is_monochrome_image", "rgba_parts", "parts_rgba", "draw_system_icon",
           "load_scaled_icon", "paste_in_state"]


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


def _decode_parts(data):
    """(colour RGB, AND mask L, alpha L or None) of one RT_ICON/RT_CURSOR image (PNG or
    DIB + AND mask): the three ``icon_parts`` describes."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return rgba_parts(Image.open(io.BytesIO(data)).convert("RGBA"))
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
    alpha = None
    if bpp == 32:
        a = Image.frombytes("L", (width, height), bytes(xor[3::4][:width * height]))
        if a.getextrema()[1] > 0:  # a real alpha channel: it replaces the mask
            alpha = a.transpose(Image.FLIP_TOP_BOTTOM)
    mstride = ((width + 31) // 32) * 4
    mask = data[off + stride * height:off + stride * height + mstride * height]
    if len(mask) == mstride * height:
        m = Image.frombytes("1", (width, height), mask, "raw", "1", mstride)
        and_l = m.transpose(Image.FLIP_TOP_BOTTOM).convert("L")
    else:
        and_l = Image.new("L", (width, height), 0)
    return rgb, and_l, alpha


def is_monochrome_image(data):
    """True for an RT_ICON/RT_CURSOR image of one bit a pixel whose two colours are
    black then white: Windows makes a monochrome icon of it (GetIconInfo: no colour
    bitmap, the AND mask over the XOR mask)."""
    if len(data) < 48 or data[:8] == b"\x89PNG\r\n\x1a\n":
        return False
    size, bpp = struct.unpack_from("<I", data, 0)[0], struct.unpack_from("<H", data, 14)[0]
    return size >= 40 and bpp == 1 and data[size:size + 3] == b"\0\0\0" and \
        data[size + 4:size + 7] == b"\xff\xff\xff"


def rgba_parts(rgba):
    """``icon_parts`` of an icon known only as an RGBA image: its colour where it is
    opaque (black elsewhere, so that XOR leaves the screen), the mask set where it is
    transparent, and its alpha when it has shades between."""
    alpha = rgba.getchannel("A")
    opaque = alpha.point(lambda v: 255 if v else 0)
    rgb = Image.composite(rgba.convert("RGB"), Image.new("RGB", rgba.size), opaque)
    shades = any(alpha.histogram()[1:255])
    return rgb, opaque.point(lambda v: 0 if v else 255), alpha if shades else None


def parts_rgba(parts):
    """An RGBA picture of ``icon_parts``: the alpha where there is one, otherwise opaque
    where the AND bit is 0 (a pixel that inverts the screen is drawn transparent)."""
    rgb, and_l, alpha = parts
    img = rgb.convert("RGBA")
    img.putalpha(alpha if alpha is not None else and_l.point(lambda v: 0 if v > 127 else 255))
    return img


def _decode(data):
    """RGBA image of one RT_ICON/RT_CURSOR image (PNG or DIB + AND mask)."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return Image.open(io.BytesIO(data)).convert("RGBA")
    return parts_rgba(_decode_parts(data))


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


def system_icon_rgba(ident):
    """Our 32 x 32 RGBA drawing of system icon ``ident`` (IDI_* / OIC_*): what
    LoadIcon(NULL, IDI_*) draws and USER32's icon resources are made from
    (``builtinres.py``)."""
    return _system_icon(ident)


def system_cursor(vm, ident):
    """The Icon behind LoadCursor(NULL, IDC_*)'s handle: USER32's cursor resource
    ``ident`` at the system size (``builtinres.py``), so that GetIconInfo, DrawIcon and
    CopyIcon see the cursor a program would load from USER32 by that number, as on
    Windows. Made anew at each call: the handle is shared and never destroyed."""
    icon = load_icon(vm, ident, True, None, builtin_resources(vm, USER32))
    icon.module, icon.shared = module_handle(vm, USER32), True
    return icon


def icon_object(vm, handle):
    """The Icon of an HICON / HCURSOR: a system cursor's (``system_cursor``), an icon's
    or cursor's the program made or loaded; None for a system icon (drawn, not loaded)
    or a handle that is no icon."""
    if handle & 0xFFFF0000 == SYSTEM_CURSOR_BASE and handle & 0xFFFF in IDC_IDS:
        return system_cursor(vm, handle & 0xFFFF)
    if handle & 0xFFFF0000 == SYSTEM_ICON_BASE:
        return None
    return vm.gdi.get(handle, Icon)


def icon_image(vm, handle):
    """RGBA image of an HICON, or None for a handle that is not an icon."""
    if handle & 0xFFFF0000 == SYSTEM_ICON_BASE:
        return _system_icon(handle & 0xFFFF)
    icon = icon_object(vm, handle)
    if icon is None:
        return None
    cache = getattr(icon, "_rgba", None)
    if cache is None:
        cache = icon._rgba = _decode(icon.data)
    return cache


def icon_parts(vm, handle):
    """(colour RGB, AND mask L, alpha L or None) of an HICON, or None for a handle that
    is not an icon: what Windows draws with. Where the AND bit is 1 (255 here) the
    screen stays and the colour is XORed onto it (black leaves it, white inverts it);
    an alpha channel (32-bit images with any alpha set) replaces the mask."""
    obj = icon_object(vm, handle)
    if obj is not None and obj.parts is not None:
        return obj.parts
    if obj is not None and obj.data:
        obj.parts = _decode_parts(obj.data)
        return obj.parts
    rgba = icon_image(vm, handle)
    if rgba is None:
        return None
    parts = rgba_parts(rgba)
    if obj is not None:
        obj.parts = parts
    return parts


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


def _draw(c, hdc, x, y, handle, cx, cy, flags, step=0, brush=None):
    """DrawIcon / DrawIconEx: the icon at (x, y) of ``hdc``, cx x cy (0: its own size,
    or the system's with DI_DEFAULTSIZE). As Windows documents the flags: DI_MASK and
    DI_IMAGE together AND the mask onto the screen and XOR the colour (an alpha icon is
    blended instead); DI_MASK alone copies the mask, DI_IMAGE alone the colour (an alpha
    icon blended); neither draws nothing. ``brush`` (DrawIconEx's hbrFlickerFreeDraw, a
    Brush) paints the icon's rectangle first, as documented for the bitmap the icon is
    drawn on off-screen before it is copied."""
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    obj = vm.gdi.get(handle, Icon)
    if obj is not None and obj.frames:
        # An animated cursor draws the frame of step ``step``; past its last step there
        # is nothing to draw (documented: istepIfAniCur is ignored for other icons).
        if step >= len(obj.steps):
            return 0
        handle = obj.frames[obj.steps[step][0]]
    parts = icon_parts(vm, handle)
    if dc is None or parts is None:
        vm.last_error = ERROR_INVALID_CURSOR_HANDLE if parts is None else ERROR_INVALID_HANDLE
        return 0
    rgb, and_l, alpha = parts
    size = (cx or (ICON_SIZE if flags & DI_DEFAULTSIZE else rgb.width),
            cy or (ICON_SIZE if flags & DI_DEFAULTSIZE else rgb.height))
    if brush is not None:
        dc.paint_brush((x, y, x + size[0], y + size[1]), brush)
    if not flags & DI_NORMAL:
        return 1
    if size != rgb.size:
        rgb, and_l = rgb.resize(size, Image.NEAREST), and_l.resize(size, Image.NEAREST)
        alpha = alpha.resize(size, Image.NEAREST) if alpha is not None else None
    ox, oy = dc.origin
    left, top = x + ox, y + oy
    box = dc.visible((left, top, left + size[0], top + size[1]))
    if box is None:
        return 1
    cut = (box[0] - left, box[1] - top, box[2] - left, box[3] - top)
    rgb, and_l = rgb.crop(cut), and_l.crop(cut)
    if alpha is not None and flags & DI_IMAGE:
        dc.put(box, rgb, alpha.crop(cut), rop2=False)
        return 1
    mask_rgb = and_l.point(lambda v: 255 if v > 127 else 0).convert("RGB")
    if flags & DI_NORMAL == DI_MASK:
        out = mask_rgb
    elif flags & DI_NORMAL == DI_IMAGE:
        out = rgb
    else:
        # SRCAND then SRCINVERT: the mask's bits are all 0 or all 1, so ANDing is a
        # multiplication; XOR goes byte by byte.
        kept = ImageChops.multiply(dc.target.image.crop(box).convert("RGB"), mask_rgb)
        out = Image.frombytes("RGB", rgb.size, bytes(
            a ^ b for a, b in zip(kept.tobytes(), rgb.tobytes())))
    dc.put(box, out, None, rop2=False)
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
