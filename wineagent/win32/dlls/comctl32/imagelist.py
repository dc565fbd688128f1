"""COMCTL32's ImageList_* entry points over ``controls/imagelist.py``."""

from PIL import Image

from ....abi.api import BOTH, Unimplemented, api
from ...controls.imagelist import ImageList, bitmap_images, draw_image, icon_rgba, image_list
from ...core.bits import s32
from ...core.dllnames import COMCTL32
from ...gdi.colors import SYS_COLORS, rgb

ILD_TRANSPARENT = 0x1
ILC_MASK = 0x1


@api(COMCTL32, "ImageList_Create", "INT cx, INT cy, UINT flags, INT initial, INT grow", widths=BOTH)
def ImageList_Create(c, cx, cy, flags, initial, grow):
    if s32(cx) <= 0 or s32(cy) <= 0:
        return 0
    return c.vm.gdi.add(ImageList(s32(cx), s32(cy), flags, grow))


@api(COMCTL32, "ImageList_Destroy", "HANDLE himl", widths=BOTH)
def ImageList_Destroy(c, himl):
    if image_list(c.vm, himl) is None:
        return 0
    c.vm.gdi.delete(himl)
    return 1


@api(COMCTL32, "ImageList_GetImageCount", "HANDLE himl", widths=BOTH)
def ImageList_GetImageCount(c, himl):
    il = image_list(c.vm, himl)
    return len(il.images) if il else 0


@api(COMCTL32, "ImageList_SetImageCount", "HANDLE himl, UINT count", widths=BOTH)
def ImageList_SetImageCount(c, himl, count):
    il = image_list(c.vm, himl)
    if il is None:
        return 0
    del il.images[count:]
    while len(il.images) < count:
        il.images.append(Image.new("RGBA", (il.cx, il.cy), (0, 0, 0, 0)))
    return 1


@api(COMCTL32, "ImageList_GetIconSize", "HANDLE himl, LPVOID pcx, LPVOID pcy", widths=BOTH)
def ImageList_GetIconSize(c, himl, pcx, pcy):
    il = image_list(c.vm, himl)
    if il is None or not pcx or not pcy:
        return 0
    c.vm.mem.w32(pcx, il.cx)
    c.vm.mem.w32(pcy, il.cy)
    return 1


@api(COMCTL32, "ImageList_ReplaceIcon", "HANDLE himl, INT index, HANDLE hicon", widths=BOTH)
def ImageList_ReplaceIcon(c, himl, index, hicon):
    il = image_list(c.vm, himl)
    img = icon_rgba(c.vm, hicon)
    if il is None or img is None:
        return -1 & 0xFFFFFFFF
    return il.put(s32(index), img) & 0xFFFFFFFF


@api(COMCTL32, "ImageList_Add", "HANDLE himl, HANDLE hbm, HANDLE hmask", widths=BOTH)
def ImageList_Add(c, himl, hbm, hmask):
    return _add(c, himl, bitmap_images(c.vm, image_list(c.vm, himl) or _NONE, hbm, hmask))


@api(COMCTL32, "ImageList_AddMasked", "HANDLE himl, HANDLE hbm, DWORD color", widths=BOTH)
def ImageList_AddMasked(c, himl, hbm, color):
    return _add(c, himl, bitmap_images(c.vm, image_list(c.vm, himl) or _NONE, hbm,
                                       mask_color=color))


_NONE = ImageList(1, 1, 0, 0)


def _add(c, himl, images):
    il = image_list(c.vm, himl)
    if il is None or images is None:
        return -1 & 0xFFFFFFFF
    first = len(il.images)
    for img in images:
        il.put(-1, img)
    return first


@api(COMCTL32, "ImageList_Remove", "HANDLE himl, INT index", widths=BOTH)
def ImageList_Remove(c, himl, index):
    il = image_list(c.vm, himl)
    return 1 if il is not None and il.remove(s32(index)) else 0


@api(COMCTL32, "ImageList_SetBkColor", "HANDLE himl, DWORD color", widths=BOTH)
def ImageList_SetBkColor(c, himl, color):
    il = image_list(c.vm, himl)
    if il is None:
        return 0xFFFFFFFF
    old, il.bk = il.bk, color
    return old


@api(COMCTL32, "ImageList_GetBkColor", "HANDLE himl", widths=BOTH)
def ImageList_GetBkColor(c, himl):
    il = image_list(c.vm, himl)
    return il.bk if il else 0xFFFFFFFF


@api(COMCTL32, "ImageList_Draw", "HANDLE himl, INT index, HDC hdc, INT x, INT y, UINT style", widths=BOTH)
def ImageList_Draw(c, himl, index, hdc, x, y, style):
    il = image_list(c.vm, himl)
    dc = c.vm.gdi.dc(hdc)
    if il is None or dc is None or not 0 <= s32(index) < len(il.images):
        return 0
    if style & ~ILD_TRANSPARENT & 0xFFFF:
        raise Unimplemented("%s!ImageList_Draw (style 0x%x)" % (COMCTL32, style))
    draw_image(dc, il, s32(index), s32(x), s32(y))
    return 1


CLR_NONE, CLR_DEFAULT = 0xFFFFFFFF, 0xFF000000
ILD_BLEND25, ILD_BLEND50 = 0x2, 0x4
COLOR_HIGHLIGHT = 13


@api(COMCTL32, "ImageList_DrawEx", "HANDLE himl, INT index, HDC hdc, INT x, INT y, INT dx, "
     "INT dy, DWORD bk, DWORD fg, UINT style", widths=BOTH)
def ImageList_DrawEx(c, himl, index, hdc, x, y, dx, dy, bk, fg, style):
    """Draw image ``index`` at (x, y): ``dx`` x ``dy`` pixels of it from its top-left (0:
    all of it), over background ``bk`` (CLR_NONE: none, what ILD_TRANSPARENT also asks;
    CLR_DEFAULT: the list's own background colour), ILD_BLEND25 / ILD_BLEND50 (focus,
    selected) mixing a quarter / a half of ``fg`` (CLR_DEFAULT: the highlight colour)
    into the image. Masks, raster operations and overlays are not implemented."""
    il = image_list(c.vm, himl)
    dc = c.vm.gdi.dc(hdc)
    index = s32(index)
    if il is None or dc is None or not 0 <= index < len(il.images):
        return 0
    if style & ~(ILD_TRANSPARENT | ILD_BLEND25 | ILD_BLEND50) & 0xFFFF:
        raise Unimplemented("%s!ImageList_DrawEx (style 0x%x)" % (COMCTL32, style))
    img = il.images[index]
    w, h = s32(dx) or img.width, s32(dy) or img.height
    img = img.crop((0, 0, min(w, img.width), min(h, img.height)))
    if style & (ILD_BLEND25 | ILD_BLEND50):
        colour = SYS_COLORS[COLOR_HIGHLIGHT] if fg in (CLR_DEFAULT, CLR_NONE) else fg
        tint = Image.new("RGBA", img.size, rgb(colour) + (255,))
        mixed = Image.blend(img, tint, 0.5 if style & ILD_BLEND50 else 0.25)
        mixed.putalpha(img.getchannel("A"))
        img = mixed
    back = il.bk if bk == CLR_DEFAULT else bk
    if not style & ILD_TRANSPARENT and back != CLR_NONE:
        img = Image.alpha_composite(Image.new("RGBA", img.size, rgb(back) + (255,)), img)
    dc.paste_rgba(img, s32(x), s32(y))
    return 1
