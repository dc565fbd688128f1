"""COMCTL32's ImageList_LoadImage(A/W): an image list made from a bitmap resource.

As documented: the bitmap is cut into images ``cx`` pixels wide (as high as the bitmap);
``crMask`` names the transparent colour — CLR_NONE for none, CLR_DEFAULT for the colour of
the bitmap's upper-left pixel — and makes a masked list (ILC_MASK). Icons and cursors
(IMAGE_ICON, IMAGE_CURSOR), LR_LOADFROMFILE and a built-in DLL's resources stop the guest
naming the part; a missing resource answers NULL with the resource error, as LoadImage.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...controls.imagelist import CLR_DEFAULT, CLR_NONE, ImageList, bitmap_images, new_handle
from ...core.bits import s32
from ...kernel.resources import RT_BITMAP, not_found, resources_of
from ...user.resources import load_bitmap
from ...core.dllnames import COMCTL32

IMAGE_BITMAP = 0
LR_LOADFROMFILE = 0x10
ILC_MASK = 0x1


@api(COMCTL32, "ImageList_LoadImage{AW}",
     "HINSTANCE inst, LPCTSTR_ID name, INT cx, INT grow, DWORD mask, UINT type, UINT flags", widths=BOTH)
def ImageList_LoadImage(c, inst, name, cx, grow, mask, itype, flags):
    fn = "COMCTL32.dll!ImageList_LoadImage" + ("W" if c.wide else "A")
    if itype != IMAGE_BITMAP:
        raise Unimplemented("%s (image type %d: only bitmaps)" % (fn, itype))
    if flags & LR_LOADFROMFILE:
        raise Unimplemented("%s (LR_LOADFROMFILE)" % fn)
    res = resources_of(c, inst, fn)
    bmp = load_bitmap(c.vm, name, res=res)
    if bmp is None:
        return not_found(c, RT_BITMAP, name, res)
    cx = s32(cx)
    if cx <= 0:
        return 0
    if mask == CLR_DEFAULT:
        r, g, b = bmp.image.convert("RGB").getpixel((0, 0))
        mask = r | (g << 8) | (b << 16)
    il = ImageList(cx, bmp.height, ILC_MASK if mask != CLR_NONE else 0, s32(grow))
    gdi = c.vm.gdi
    hbm = gdi.add(bmp)
    try:
        images = bitmap_images(c.vm, il, hbm, mask_color=mask)
    finally:
        gdi.delete(hbm)
    for img in images:
        il.put(-1, img)
    return new_handle(c.vm, il)
