"""COMCTL32's ImageList_* entry points over ``controls/imagelist.py``."""

from PIL import Image

from ....abi.api import BOTH, Unimplemented, api
from ...controls.imagelist import (CLR_DEFAULT, MAX_OVERLAY, Drag, ImageList, bitmap_images,
                                   icon_of,
                                   copy_image, draw_image, draw_styled, icon_rgba, image_list,
                                   merge_images, new_handle, release_list)
from ...controls import imagedrag
from ...controls.imagebits import default_table, list_depth, tile_origin
from ...gdi.objects import Bitmap
from ...core.structures import POINT, RECT
from ...core.bits import s32
from ...core.dllnames import COMCTL32
from ...gdi.colors import SYS_COLORS

ILD_TRANSPARENT = 0x1
ILC_MASK = 0x1
ILC_COLORMASK, ILC_COLORDDB, ILC_COLOR16, ILC_COLOR4 = 0xFE, 0xFE, 0x10, 0x4


@api(COMCTL32, "ImageList_Create", "INT cx, INT cy, UINT flags, INT initial, INT grow", widths=BOTH)
def ImageList_Create(c, cx, cy, flags, initial, grow):
    """A list of ``cx`` x ``cy`` images. A negative size fails, and so does 0 but for
    an ILC_COLORDDB list, which may be empty in a dimension (Wine's tests of Windows)."""
    cx, cy = s32(cx), s32(cy)
    if cx < 0 or cy < 0 or ((not cx or not cy) and flags & ILC_COLORMASK != ILC_COLORDDB):
        return 0
    return new_handle(c.vm, ImageList(cx, cy, flags, s32(grow), s32(initial)))


@api(COMCTL32, "ImageList_Destroy", "HANDLE himl", widths=BOTH)
def ImageList_Destroy(c, himl):
    """Release the program's reference to the list (an HIMAGELIST is its IImageList
    pointer, so an AddRef'd list outlives one Destroy, as in Windows: Wine's
    test_iimagelist); FALSE for no list."""
    return 0 if release_list(c.vm, himl) is None else 1


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
    il.capacity = count + 1
    while len(il.images) < count:
        il.images.append(Image.new("RGBA", (il.cx, il.cy), (0, 0, 0, 0)))
    il.settle()
    return 1


@api(COMCTL32, "ImageList_GetIconSize", "HANDLE himl, LPVOID pcx, LPVOID pcy", widths=BOTH)
def ImageList_GetIconSize(c, himl, pcx, pcy):
    il = image_list(c.vm, himl)
    if il is None or not pcx or not pcy:
        return 0
    c.vm.mem.w32(pcx, il.cx)
    c.vm.mem.w32(pcy, il.cy)
    return 1


@api(COMCTL32, "ImageList_SetIconSize", "HANDLE himl, INT cx, INT cy", widths=BOTH)
def ImageList_SetIconSize(c, himl, cx, cy):
    """Give the list a new image size: every image it held is removed, as documented."""
    il = image_list(c.vm, himl)
    if il is None:
        return 0
    il.cx, il.cy = s32(cx), s32(cy)
    il.images.clear()
    il.overlays = [-1] * MAX_OVERLAY
    il.settle()
    return 1


@api(COMCTL32, "ImageList_ReplaceIcon", "HANDLE himl, INT index, HANDLE hicon", widths=BOTH)
def ImageList_ReplaceIcon(c, himl, index, hicon):
    il = image_list(c.vm, himl)
    img = icon_rgba(c.vm, hicon)
    if il is None or img is None:
        return -1 & 0xFFFFFFFF
    index = il.put(s32(index), img)
    il.settle()
    return index & 0xFFFFFFFF


@api(COMCTL32, "ImageList_Add", "HANDLE himl, HANDLE hbm, HANDLE hmask", widths=BOTH)
def ImageList_Add(c, himl, hbm, hmask):
    """Add the bitmap's images (its width in images of the list's); the first
    palettized DIB section added to an empty 4- or 8-bit list whose colour table was
    never set gives it its table (``_take_table``). -1 for no list or no bitmap."""
    il = image_list(c.vm, himl)
    images = bitmap_images(c.vm, il or _NONE, hbm, hmask)
    if il is not None and images is not None:
        _take_table(c.vm, il, hbm)
    return _add(c, himl, images)


def _take_table(vm, il, hbm):
    """An empty 4- or 8-bit list with no table set takes a palettized section's: its
    first entries over the default table (Windows' answers in test_color_table)."""
    depth = list_depth(il.flags)
    if il.images or il.palette_set or depth not in (4, 8):
        return
    bm = vm.gdi.get(hbm, Bitmap)
    if bm is None or not bm.bits or bm.bpp > 8:
        return
    table = default_table(depth)
    source = list(bm.palette[:1 << bm.bpp])
    source += [(0, 0, 0)] * ((1 << bm.bpp) - len(source))
    for i in range(min(len(table), len(source))):
        table[i] = tuple(source[i])
    il.palette, il.palette_set = table, True


@api(COMCTL32, "ImageList_SetColorTable", "HANDLE himl, UINT start, UINT count, LPVOID prgb",
     widths=BOTH)
def ImageList_SetColorTable(c, himl, start, count, prgb):
    """Set entries ``start`` on of a 4- or 8-bit list's colour table from RGBQUADs;
    the entries set (0 for a list of another depth, as SetDIBColorTable answers)."""
    vm = c.vm
    il = image_list(vm, himl)
    if il is None:
        return 0
    depth = list_depth(il.flags)
    if depth not in (4, 8) or not prgb or start >= 1 << depth:
        return 0
    table = list(il.palette or default_table(depth))
    n = min(count, (1 << depth) - start)
    raw = vm.mem.read(prgb, 4 * n)
    for i in range(n):
        table[start + i] = (raw[4 * i + 2], raw[4 * i + 1], raw[4 * i])
    il.palette, il.palette_set = table, True
    il.settle()
    return n


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
    il.reserve(len(images))
    for img in images:
        il.put(-1, img)
    il.settle()
    return first


@api(COMCTL32, "ImageList_Remove", "HANDLE himl, INT index", widths=BOTH)
def ImageList_Remove(c, himl, index):
    il = image_list(c.vm, himl)
    if il is None or not il.remove(s32(index)):
        return 0
    il.settle()
    return 1


ILCF_MOVE, ILCF_SWAP = 0x0, 0x1


@api(COMCTL32, "ImageList_Copy", "HANDLE himlDst, INT iDst, HANDLE himlSrc, INT iSrc, UINT uFlags",
     widths=BOTH)
def ImageList_Copy(c, himlDst, iDst, himlSrc, iSrc, uFlags):
    """Copy (ILCF_MOVE) or exchange (ILCF_SWAP) two images; FALSE for a bad list or
    index. Other flags are none Windows documents."""
    if uFlags not in (ILCF_MOVE, ILCF_SWAP):
        raise Unimplemented("%s!ImageList_Copy flags %#x" % (COMCTL32, uFlags))
    dst, src = image_list(c.vm, himlDst), image_list(c.vm, himlSrc)
    if dst is None or src is None:
        return 0
    done = copy_image(dst, s32(iDst), src, s32(iSrc), uFlags == ILCF_SWAP)
    dst.settle()
    src.settle()
    return int(done)


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
    """Image ``index`` at (x, y): ILD_NORMAL / ILD_TRANSPARENT over the list's background
    colour (``draw_image``); another style as ImageList_DrawEx with the list's own
    background and the highlight colour for a blend (``draw_styled``)."""
    il = image_list(c.vm, himl)
    dc = c.vm.gdi.dc(hdc)
    if il is None or dc is None or not 0 <= s32(index) < len(il.images):
        return 0
    if style & ~ILD_TRANSPARENT & 0xFFFF:
        return 1 if draw_styled(dc, il, s32(index), s32(x), s32(y), 0, 0, 0, 0, CLR_DEFAULT,
                                CLR_DEFAULT, style, SYS_COLORS[COLOR_HIGHLIGHT]) else 0
    draw_image(dc, il, s32(index), s32(x), s32(y))
    return 1


COLOR_HIGHLIGHT = 13


@api(COMCTL32, "ImageList_DrawEx", "HANDLE himl, INT index, HDC hdc, INT x, INT y, INT dx, "
     "INT dy, DWORD bk, DWORD fg, UINT style", widths=BOTH)
def ImageList_DrawEx(c, himl, index, hdc, x, y, dx, dy, bk, fg, style):
    """Draw image ``index`` at (x, y): ``dx`` x ``dy`` pixels of it from its top-left (0:
    all of it), over background ``bk``, blended with ``fg``, as ``draw_styled`` says."""
    il = image_list(c.vm, himl)
    dc = c.vm.gdi.dc(hdc)
    if il is None or dc is None:
        return 0
    return 1 if draw_styled(dc, il, s32(index), s32(x), s32(y), max(0, s32(dx)),
                            max(0, s32(dy)), 0, 0, bk, fg, style,
                            SYS_COLORS[COLOR_HIGHLIGHT]) else 0


#: IMAGELISTDRAWPARAMS: field offsets for 32- and 64-bit callers; cbSize is at least
#: IMAGELISTDRAWPARAMS_V3_SIZE (up to dwRop) and fState / Frame / crEffect follow
_ILDP = {4: dict(himl=4, i=8, hdc=12, x=16, y=20, cx=24, cy=28, xb=32, yb=36, bk=40,
                 fg=44, style=48, rop=52, state=56, frame=60, v3=56),
         8: dict(himl=8, i=16, hdc=24, x=32, y=36, cx=40, cy=44, xb=48, yb=52, bk=56,
                 fg=60, style=64, rop=68, state=72, frame=76, v3=72)}


@api(COMCTL32, "ImageList_DrawIndirect", "LPVOID pimldp", widths=BOTH)
def ImageList_DrawIndirect(c, pimldp):
    """IMAGELISTDRAWPARAMS' draw: the list's image ``i`` at (x, y) of ``hdcDst``, cx x cy
    pixels from (xBitmap, yBitmap) in it (ILD_SCALE: stretched to cx x cy), rgbBk / rgbFg,
    fStyle with dwRop, and (with a cbSize that has them) fState and Frame as
    ``draw_styled`` says. FALSE for no structure, a cbSize below
    IMAGELISTDRAWPARAMS_V3_SIZE, no DC, no list or an index that is no image."""
    vm = c.vm
    if not pimldp:
        return 0
    ptr = vm.ptr_size
    off = _ILDP[ptr]
    mem = vm.mem
    size = mem.u32(pimldp)
    if size < off["v3"]:
        return 0
    word = (lambda a: mem.u64(pimldp + a)) if ptr == 8 else (lambda a: mem.u32(pimldp + a))
    field = {k: s32(mem.u32(pimldp + v)) for k, v in off.items() if k not in ("himl", "hdc")}
    il = image_list(vm, word(off["himl"]))
    dc = vm.gdi.dc(word(off["hdc"]))
    if il is None or dc is None:
        return 0
    state = field["state"] & 0xFFFFFFFF if size > off["state"] else 0
    frame = field["frame"] & 0xFFFFFFFF if size > off["frame"] else 0
    return 1 if draw_styled(dc, il, field["i"], field["x"], field["y"],
                            max(0, field["cx"]), max(0, field["cy"]),
                            max(0, field["xb"]), max(0, field["yb"]),
                            field["bk"] & 0xFFFFFFFF, field["fg"] & 0xFFFFFFFF,
                            field["style"] & 0xFFFFFFFF, SYS_COLORS[COLOR_HIGHLIGHT],
                            field["rop"] & 0xFFFFFFFF, state, frame) else 0


# -- dragging: BeginDrag, SetDragCursorImage, GetDragImage, EndDrag; the image shown over
# a window (DragEnter, DragMove, DragShowNolock, DragLeave) is ``controls/imagedrag.py``

@api(COMCTL32, "ImageList_BeginDrag", "HANDLE himl, INT index, INT dx, INT dy", widths=BOTH)
def ImageList_BeginDrag(c, himl, index, dx, dy):
    """Start dragging image ``index`` with its hotspot at (dx, dy): a temporary list holds
    it. FALSE while a drag is in progress or for an index past the list's end; a negative
    index drags an empty image, as Windows does (Wine's tests)."""
    vm = c.vm
    il = image_list(vm, himl)
    index = s32(index)
    if vm.user.imagelist_drag is not None or il is None or index >= len(il.images):
        return 0
    img = il.images[index] if index >= 0 else Image.new("RGBA", (il.cx, il.cy), (0, 0, 0, 0))
    temp = ImageList(il.cx, il.cy, il.flags, 1)
    temp.images.append(img.copy())
    vm.user.imagelist_drag = Drag(new_handle(vm, temp), img.copy(), (s32(dx), s32(dy)))
    return 1


@api(COMCTL32, "ImageList_EndDrag", "", widths=BOTH)
def ImageList_EndDrag(c):
    """End the drag: the temporary list is destroyed and the window's updates unlocked
    (``imagedrag.end``)."""
    drag = c.vm.user.imagelist_drag
    if drag is not None:
        imagedrag.end(c.vm, drag)
        release_list(c.vm, drag.handle)
        c.vm.user.imagelist_drag = None
    return 0


@api(COMCTL32, "ImageList_DragEnter", "HWND hwndLock, INT x, INT y", widths=BOTH)
def ImageList_DragEnter(c, hwndLock, x, y):
    """Lock ``hwndLock``'s updates and show the drag image at (x, y) from its top-left
    corner (``imagedrag.enter``). FALSE with no drag in progress or the image already
    shown."""
    drag = c.vm.user.imagelist_drag
    if drag is None:
        return 0
    return int(imagedrag.enter(c.vm, drag, hwndLock, s32(x), s32(y)))


@api(COMCTL32, "ImageList_DragMove", "INT x, INT y", widths=BOTH)
def ImageList_DragMove(c, x, y):
    """Move the drag image (shown or not) to (x, y) of the window; FALSE with no drag."""
    drag = c.vm.user.imagelist_drag
    if drag is None:
        return 0
    return int(imagedrag.move(c.vm, drag, s32(x), s32(y)))


@api(COMCTL32, "ImageList_DragShowNolock", "BOOL fShow", widths=BOTH)
def ImageList_DragShowNolock(c, fShow):
    """Show or hide the drag image without touching the window's lock; FALSE with no
    drag or when the image already was as asked."""
    drag = c.vm.user.imagelist_drag
    if drag is None:
        return 0
    return int(imagedrag.show(c.vm, drag, fShow & 0xFFFFFFFF))


@api(COMCTL32, "ImageList_DragLeave", "HWND hwndLock", widths=BOTH)
def ImageList_DragLeave(c, hwndLock):
    """Hide the drag image and unlock the window; TRUE (with no drag too, as Windows
    answers: Wine's lines)."""
    drag = c.vm.user.imagelist_drag
    if drag is not None:
        imagedrag.leave(c.vm, drag)
    return 1


@api(COMCTL32, "ImageList_GetDragImage", "LPVOID ppt, LPVOID photspot", widths=BOTH)
def ImageList_GetDragImage(c, ppt, photspot):
    """The temporary list of the drag in progress (NULL without one); where the image was
    last put and its hotspot, for the pointers given."""
    drag = c.vm.user.imagelist_drag
    if drag is None:
        return 0
    if ppt:
        POINT.write(c.vm.mem, ppt, x=drag.pos[0], y=drag.pos[1])
    if photspot:
        POINT.write(c.vm.mem, photspot, x=drag.hotspot[0], y=drag.hotspot[1])
    return drag.handle


@api(COMCTL32, "ImageList_SetDragCursorImage", "HANDLE himl, INT index, INT dx, INT dy",
     widths=BOTH)
def ImageList_SetDragCursorImage(c, himl, index, dx, dy):
    """Combine image ``index`` of ``himl`` (a cursor's picture) with the dragged image as
    BeginDrag took it, at (dx, dy) from it (ImageList_Merge's rule); the temporary list
    takes the combination's size, and the hotspot stays."""
    vm = c.vm
    drag = vm.user.imagelist_drag
    il = image_list(vm, himl)
    index = s32(index)
    if drag is None or il is None or not 0 <= index < len(il.images):
        return 0
    merged = merge_images(drag.base, il.images[index], s32(dx), s32(dy))
    temp = image_list(vm, drag.handle)
    temp.cx, temp.cy = merged.size
    temp.images[:] = [merged]
    temp.settle()
    return 1


@api(COMCTL32, "ImageList_Merge", "HANDLE himl1, INT i1, HANDLE himl2, INT i2, INT dx, INT dy",
     widths=BOTH)
def ImageList_Merge(c, himl1, i1, himl2, i2, dx, dy):
    """A new list (ILC_MASK, the deeper colour format of the two, but 16 bits for a 16-bit
    first list and a DDB second, as Windows 5 answers) whose one image is image ``i2`` of
    ``himl2`` drawn over image ``i1`` of ``himl1`` at (dx, dy) from it, in a size
    that holds both (``merge_images``). NULL when either list is none. An index that is no
    image of its list counts as an empty (transparent) image of the list's size: Windows
    merges it all the same (Wine's imagelist.c test_merge, written against Windows)."""
    vm = c.vm
    first, second = image_list(vm, himl1), image_list(vm, himl2)
    if first is None or second is None:
        return 0
    merged = merge_images(_image_or_empty(first, s32(i1)), _image_or_empty(second, s32(i2)),
                          s32(dx), s32(dy))
    colour = max(first.flags & ILC_COLORMASK, second.flags & ILC_COLORMASK)
    if colour == ILC_COLORDDB and first.flags & ILC_COLORMASK == ILC_COLOR16:
        colour = ILC_COLOR16    # a 16-bit list merged with a DDB one (test_merge_colors)
    out = ImageList(merged.width, merged.height, ILC_MASK | colour, 1, 1)
    out.put(-1, merged)
    return new_handle(vm, out)


def _image_or_empty(il, index):
    """Image ``index`` of ``il``, or a transparent image of its size for another index."""
    if 0 <= index < len(il.images):
        return il.images[index]
    return Image.new("RGBA", (il.cx, il.cy), (0, 0, 0, 0))


@api(COMCTL32, "ImageList_Replace", "HANDLE himl, INT index, HANDLE hbm, HANDLE hmask",
     widths=BOTH)
def ImageList_Replace(c, himl, index, hbm, hmask):
    """Replace image ``index`` with the first image's worth of a bitmap (transparency from
    the mask bitmap, if any); FALSE for an index outside the list's room or no bitmap.
    An index past the images but inside the room is accepted and changes no image (the
    slot is not one of the list's images until ImageList_SetImageCount makes it one:
    Wine 8 answers the same)."""
    il = image_list(c.vm, himl)
    index = s32(index)
    if il is None or not 0 <= index < max(il.capacity, len(il.images)):
        return 0
    images = bitmap_images(c.vm, il, hbm, hmask)
    if not images:
        return 0
    if index < len(il.images):
        il.put(index, images[0])
        il.settle()
    return 1


#: IMAGEINFO: hbmImage, hbmMask, Unused1, Unused2, rcImage (offsets for 32/64-bit callers)
_IMAGEINFO = {4: (0, 4, 16), 8: (0, 8, 24)}


@api(COMCTL32, "ImageList_GetImageInfo", "HANDLE himl, INT i, LPVOID pImageInfo", widths=BOTH)
def ImageList_GetImageInfo(c, himl, i, pImageInfo):
    """IMAGEINFO of image ``i``: the list's own bitmaps (hbmMask NULL for a list without
    ILC_MASK) and the image's rectangle in them (``imagebits``' layout, four images a
    row). FALSE for no list, no structure or an index that is no image."""
    vm = c.vm
    il = image_list(vm, himl)
    i = s32(i)
    if il is None or not pImageInfo or not 0 <= i < len(il.images):
        return 0
    bits = il.bitmaps(vm)
    at_image, at_mask, at_rect = _IMAGEINFO[vm.ptr_size]
    vm.mem.wptr(pImageInfo + at_image, bits.image)
    vm.mem.wptr(pImageInfo + at_mask, bits.mask)
    x, y = tile_origin(il, i)
    RECT.write(vm.mem, pImageInfo + at_rect, left=x, top=y, right=x + il.cx,
               bottom=y + il.cy)
    return 1


@api(COMCTL32, "ImageList_GetImageRect", "HANDLE himl, INT i, LPVOID prc", widths=BOTH)
def ImageList_GetImageRect(c, himl, i, prc):
    """Image ``i``'s rectangle in the list's bitmaps (as GetImageInfo's rcImage); FALSE
    for no list, no RECT or an index that is no image."""
    il = image_list(c.vm, himl)
    i = s32(i)
    if il is None or not prc or not 0 <= i < len(il.images):
        return 0
    x, y = tile_origin(il, i)
    RECT.write(c.vm.mem, prc, left=x, top=y, right=x + il.cx, bottom=y + il.cy)
    return 1


@api(COMCTL32, "ImageList_GetFlags", "HANDLE himl", widths=BOTH)
def ImageList_GetFlags(c, himl):
    """The list's ILC_* flags, ILC_COLOR4 for one made without a depth (ILC_COLOR, as
    Windows keeps it); 0 for no list."""
    il = image_list(c.vm, himl)
    if il is None:
        return 0
    return il.flags if il.flags & ILC_COLORMASK else il.flags | ILC_COLOR4


@api(COMCTL32, "ImageList_Duplicate", "HANDLE himl", widths=BOTH)
def ImageList_Duplicate(c, himl):
    """A new list with the same size, flags, growth, background, colour table and
    images (bitmaps of its own); NULL for no list."""
    vm = c.vm
    il = image_list(vm, himl)
    if il is None:
        return 0
    out = ImageList(il.cx, il.cy, il.flags, il.grow, len(il.images))
    out.step, out.bk = il.step, il.bk
    out.palette, out.palette_set = il.palette, il.palette_set
    out.images = [img.copy() for img in il.images]
    out.overlays = list(il.overlays)
    return new_handle(vm, out)


@api(COMCTL32, "ImageList_GetIcon", "HANDLE himl, INT i, UINT flags", widths=BOTH)
def ImageList_GetIcon(c, himl, i, flags):
    """A new icon of image ``i`` with its mask (``icon_of``: ILD_NORMAL / ILD_TRANSPARENT
    and an INDEXTOOVERLAYMASK overlay); NULL for no list or an index that is no image."""
    il = image_list(c.vm, himl)
    if il is None:
        return 0
    return icon_of(c.vm, il, s32(i), flags) or 0


@api(COMCTL32, "ImageList_SetOverlayImage", "HANDLE himl, INT iImage, INT iOverlay",
     widths=BOTH)
def ImageList_SetOverlayImage(c, himl, iImage, iOverlay):
    """Make image ``iImage`` (-1: none) overlay ``iOverlay`` (1 to 15), which
    INDEXTOOVERLAYMASK(iOverlay) in a draw's style puts over the image drawn. FALSE for
    no list, another overlay number or an index past the images (the count itself is
    accepted, as Windows does: Wine's lines)."""
    il = image_list(c.vm, himl)
    image, overlay = s32(iImage), s32(iOverlay)
    if il is None or not 1 <= overlay <= MAX_OVERLAY:
        return 0
    if image != -1 and not 0 <= image <= len(il.images):
        return 0
    il.overlays[overlay - 1] = image
    return 1
