"""COMCTL32's IImageList / IImageList2: an image list as a COM object.

Since comctl32 6 an HIMAGELIST is the list's IImageList2 pointer (``controls/imagelist.py``
``new_handle``), so a program may cast one to the other, call the methods on a list made
by ImageList_Create, and get a list's interface with HIMAGELIST_QueryInterface or a new
one with ImageList_CoCreateInstance (CLSID_ImageList; IImageList2::Initialize gives it its
size). Each method is the ImageList_* function of the same name with an HRESULT: S_OK, or
E_FAIL where the function answers FALSE / -1 / NULL, E_INVALIDARG where Windows answers it
(Wine's imagelist.c tests, written against Windows: GetIconSize without both pointers,
Remove and Draw of an index that is no image, GetItemFlags past the images).
QueryInterface answers IUnknown, IImageList and IImageList2 with the object itself;
Release is ImageList_Destroy (the last reference frees the list). IImageList::Draw draws
with the IMAGELISTDRAWPARAMS' list, as ImageList_DrawIndirect does.

IImageList2's own methods: Initialize and GetStatistics (IMAGELISTSTATS: the room and the
images used; none on standby, since no image is ever discarded here); Resize,
Get/SetOriginalSize, Set/GetCallback, ForceImagePresent, DiscardImages, PreloadImages,
Replace2 and ReplaceFromImageList (the delay-loading machinery of the shell's lists) stop
the guest naming them.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...controls.imagelist import (ImageList, MAX_OVERLAY, has_alpha, image_list, new_handle,
                                   query_list, release_list)
from ...core.bits import s32
from ...core.dllnames import COMCTL32
from ...kernel.comobj import com_addref
from ..ole32.guids import guid_bytes
from .imagelist import (ImageList_Add, ImageList_AddMasked, ImageList_BeginDrag, ImageList_Copy,
                        ImageList_DragEnter, ImageList_DragLeave, ImageList_DragMove,
                        ImageList_DragShowNolock, ImageList_DrawIndirect, ImageList_Duplicate,
                        ImageList_EndDrag, ImageList_GetDragImage, ImageList_GetIcon,
                        ImageList_GetIconSize, ImageList_GetImageInfo, ImageList_GetImageRect,
                        ImageList_Merge, ImageList_Remove, ImageList_Replace,
                        ImageList_ReplaceIcon, ImageList_SetDragCursorImage,
                        ImageList_SetIconSize, ImageList_SetImageCount,
                        ImageList_SetOverlayImage)

S_OK, E_FAIL, E_INVALIDARG = 0, 0x80004005, 0x80070057
E_NOINTERFACE, E_POINTER = 0x80004002, 0x80004003
CLASS_E_NOAGGREGATION = 0x80040110
CLSID_IMAGELIST = guid_bytes("{7C476BA2-02B1-48F4-8048-B24619DDC058}")
ILIF_ALPHA = 0x1


def _self(c, this):
    il = image_list(c.vm, this)
    if il is None:
        raise Unimplemented("%s IImageList method on an object that is not one (0x%08X)"
                            % (COMCTL32, this))
    return il


def _hr(ok):
    return S_OK if ok else E_FAIL


def _index_out(c, out, value):
    """An index answer (-1: failure) written to ``out``; its HRESULT."""
    value = s32(value)
    if out:
        c.vm.mem.w32(out, value & 0xFFFFFFFF)
    return S_OK if value != -1 else E_FAIL


#: QueryInterface of a list (``controls/imagelist.py``)
query = query_list


def _handed_over(vm, made, riid, out):
    """A list this call made, as the interface asked for: the caller holds the only
    reference (or none, and the list is gone, when the interface is not one of ours)."""
    if not made:
        if out:
            vm.mem.wptr(out, 0)
        return E_FAIL
    hr = query(vm, made, riid, out)
    release_list(vm, made)
    return hr


@api(COMCTL32, "HIMAGELIST_QueryInterface", "HANDLE himl, LPVOID riid, LPVOID ppv", widths=BOTH)
def HIMAGELIST_QueryInterface(c, himl, riid, ppv):
    """The list's IImageList / IImageList2 (the same pointer), AddRef'd."""
    if image_list(c.vm, himl) is None:
        if ppv:
            c.vm.mem.wptr(ppv, 0)
        return E_INVALIDARG
    return query(c.vm, himl, riid, ppv)


@api(COMCTL32, "ImageList_CoCreateInstance", "LPVOID rclsid, LPVOID punkOuter, LPVOID riid, "
     "LPVOID ppv", widths=BOTH)
def ImageList_CoCreateInstance(c, rclsid, punkOuter, riid, ppv):
    """A new, empty list of no size (CLSID_ImageList; IImageList2::Initialize sizes it)."""
    vm = c.vm
    if not ppv:
        return E_POINTER
    vm.mem.wptr(ppv, 0)
    if bytes(vm.mem.read(rclsid, 16)) != CLSID_IMAGELIST:
        return E_NOINTERFACE            # Wine 8's answer; Windows documents none
    if punkOuter:
        return CLASS_E_NOAGGREGATION
    return _handed_over(vm, new_handle(vm, ImageList(0, 0, 0, 0)), riid, ppv)


def method(name, params):
    """Declare IImageList2 method ``name`` (its thunk in COMCTL32's vtable)."""
    return api(COMCTL32, "wineagent.IImageList_" + name, "LPVOID this" + params, widths=BOTH)


@method("QueryInterface", ", LPVOID riid, LPVOID out")
def _query(c, this, riid, out):
    """IUnknown, IImageList and IImageList2 are the list itself."""
    _self(c, this)
    return query(c.vm, this, riid, out)


@method("AddRef", "")
def _addref(c, this):
    """One more reference."""
    _self(c, this)
    return com_addref(c.vm, this)


@method("Release", "")
def _release(c, this):
    """One reference less (ImageList_Destroy's); the last frees the list."""
    _self(c, this)
    return release_list(c.vm, this) or 0


@method("Add", ", HANDLE image, HANDLE mask, LPVOID out")
def _add(c, this, image, mask, out):
    """ImageList_Add; the first new index in ``*out``."""
    _self(c, this)
    return _index_out(c, out, ImageList_Add(c, this, image, mask))


@method("ReplaceIcon", ", int index, HANDLE icon, LPVOID out")
def _replace_icon(c, this, index, icon, out):
    """ImageList_ReplaceIcon; the index in ``*out``."""
    _self(c, this)
    return _index_out(c, out, ImageList_ReplaceIcon(c, this, index, icon))


@method("SetOverlayImage", ", int image, int overlay")
def _set_overlay(c, this, image, overlay):
    """ImageList_SetOverlayImage."""
    _self(c, this)
    return _hr(ImageList_SetOverlayImage(c, this, image, overlay))


@method("Replace", ", int index, HANDLE image, HANDLE mask")
def _replace(c, this, index, image, mask):
    """ImageList_Replace."""
    _self(c, this)
    return _hr(ImageList_Replace(c, this, index, image, mask))


@method("AddMasked", ", HANDLE image, DWORD color, LPVOID out")
def _add_masked(c, this, image, color, out):
    """ImageList_AddMasked; the first new index in ``*out``."""
    _self(c, this)
    return _index_out(c, out, ImageList_AddMasked(c, this, image, color))


@method("Draw", ", LPVOID params")
def _draw(c, this, params):
    """ImageList_DrawIndirect; E_INVALIDARG when it fails (Windows' answer)."""
    _self(c, this)
    return S_OK if ImageList_DrawIndirect(c, params) else E_INVALIDARG


@method("Remove", ", int index")
def _remove(c, this, index):
    """ImageList_Remove (-1: all); E_INVALIDARG for an index that is no image."""
    _self(c, this)
    return S_OK if ImageList_Remove(c, this, index) else E_INVALIDARG


@method("GetIcon", ", int index, UINT flags, LPVOID out")
def _get_icon(c, this, index, flags, out):
    """ImageList_GetIcon into ``*out``."""
    _self(c, this)
    if not out:
        return E_INVALIDARG
    icon = ImageList_GetIcon(c, this, index, flags)
    c.vm.mem.wptr(out, icon)
    return _hr(icon)


@method("GetImageInfo", ", int index, LPVOID out")
def _get_image_info(c, this, index, out):
    """ImageList_GetImageInfo."""
    _self(c, this)
    return _hr(ImageList_GetImageInfo(c, this, index, out))


@method("Copy", ", int dst, LPVOID src, int index, UINT flags")
def _copy(c, this, dst, src, index, flags):
    """ImageList_Copy from list ``src`` (an image list of ours) into this one."""
    _self(c, this)
    return _hr(ImageList_Copy(c, this, dst, src, index, flags))


@method("Merge", ", int one, LPVOID other, int two, int dx, int dy, LPVOID riid, LPVOID out")
def _merge(c, this, one, other, two, dx, dy, riid, out):
    """ImageList_Merge of this list's image ``one`` and ``other``'s image ``two``: the new
    list as the interface asked for."""
    _self(c, this)
    return _handed_over(c.vm, ImageList_Merge(c, this, one, other, two, dx, dy), riid, out)


@method("Clone", ", LPVOID riid, LPVOID out")
def _clone(c, this, riid, out):
    """ImageList_Duplicate, as the interface asked for."""
    _self(c, this)
    return _handed_over(c.vm, ImageList_Duplicate(c, this), riid, out)


@method("GetImageRect", ", int index, LPVOID out")
def _get_image_rect(c, this, index, out):
    """ImageList_GetImageRect."""
    _self(c, this)
    return _hr(out and ImageList_GetImageRect(c, this, index, out))


@method("GetIconSize", ", LPVOID cx, LPVOID cy")
def _get_icon_size(c, this, cx, cy):
    """The images' size; E_INVALIDARG without both pointers."""
    _self(c, this)
    return S_OK if ImageList_GetIconSize(c, this, cx, cy) else E_INVALIDARG


@method("SetIconSize", ", int cx, int cy")
def _set_icon_size(c, this, cx, cy):
    """ImageList_SetIconSize (the images are removed)."""
    _self(c, this)
    return _hr(ImageList_SetIconSize(c, this, cx, cy))


@method("GetImageCount", ", LPVOID out")
def _get_image_count(c, this, out):
    """The number of images."""
    il = _self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, len(il.images))
    return S_OK


@method("SetImageCount", ", UINT count")
def _set_image_count(c, this, count):
    """ImageList_SetImageCount."""
    _self(c, this)
    return _hr(ImageList_SetImageCount(c, this, count))


@method("SetBkColor", ", DWORD color, LPVOID out")
def _set_bk(c, this, color, out):
    """Set the background colour; the previous one in ``*out``."""
    il = _self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, il.bk)
    il.bk = color
    return S_OK


@method("GetBkColor", ", LPVOID out")
def _get_bk(c, this, out):
    """The background colour (CLR_NONE: drawn transparent)."""
    il = _self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, il.bk)
    return S_OK


@method("BeginDrag", ", int index, int dx, int dy")
def _begin_drag(c, this, index, dx, dy):
    """ImageList_BeginDrag."""
    _self(c, this)
    return _hr(ImageList_BeginDrag(c, this, index, dx, dy))


@method("EndDrag", "")
def _end_drag(c, this):
    """ImageList_EndDrag."""
    _self(c, this)
    ImageList_EndDrag(c)
    return S_OK


@method("DragEnter", ", HWND hwnd, int x, int y")
def _drag_enter(c, this, hwnd, x, y):
    """ImageList_DragEnter."""
    _self(c, this)
    return _hr(ImageList_DragEnter(c, hwnd, x, y))


@method("DragLeave", ", HWND hwnd")
def _drag_leave(c, this, hwnd):
    """ImageList_DragLeave."""
    _self(c, this)
    return _hr(ImageList_DragLeave(c, hwnd))


@method("DragMove", ", int x, int y")
def _drag_move(c, this, x, y):
    """ImageList_DragMove."""
    _self(c, this)
    return _hr(ImageList_DragMove(c, x, y))


@method("SetDragCursorImage", ", LPVOID other, int index, int dx, int dy")
def _set_drag_cursor(c, this, other, index, dx, dy):
    """ImageList_SetDragCursorImage with image ``index`` of list ``other``."""
    _self(c, this)
    return _hr(ImageList_SetDragCursorImage(c, other, index, dx, dy))


@method("DragShowNolock", ", BOOL show")
def _drag_show(c, this, show):
    """ImageList_DragShowNolock."""
    _self(c, this)
    return _hr(ImageList_DragShowNolock(c, show))


@method("GetDragImage", ", LPVOID pt, LPVOID hotspot, LPVOID riid, LPVOID out")
def _get_drag_image(c, this, pt, hotspot, riid, out):
    """The drag's temporary list as the interface asked for (AddRef'd), its position and
    hotspot; E_FAIL with no drag."""
    _self(c, this)
    temp = ImageList_GetDragImage(c, pt, hotspot)
    if not temp:
        return E_FAIL
    return query(c.vm, temp, riid, out)


@method("GetItemFlags", ", int index, LPVOID out")
def _get_item_flags(c, this, index, out):
    """ILIF_ALPHA for an image with an alpha channel of its own (partly transparent
    pixels); E_INVALIDARG for an index that is no image."""
    il = _self(c, this)
    index = s32(index)
    if not 0 <= index < len(il.images) or not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, ILIF_ALPHA if has_alpha(il.images[index]) else 0)
    return S_OK


@method("GetOverlayImage", ", int overlay, LPVOID out")
def _get_overlay(c, this, overlay, out):
    """The image index of overlay ``overlay`` (1 to 15), as documented; E_FAIL for
    another number or an overlay set to no image."""
    il = _self(c, this)
    overlay = s32(overlay)
    if not out or not 1 <= overlay <= MAX_OVERLAY or il.overlays[overlay - 1] == -1:
        return E_FAIL
    c.vm.mem.w32(out, il.overlays[overlay - 1] & 0xFFFFFFFF)
    return S_OK


@method("Initialize", ", int cx, int cy, UINT flags, int initial, int grow")
def _initialize(c, this, cx, cy, flags, initial, grow):
    """Give a list its size, flags and growth, as ImageList_Create would have (the images
    it held are gone); E_INVALIDARG for a negative size."""
    il = _self(c, this)
    cx, cy = s32(cx), s32(cy)
    if cx < 0 or cy < 0:
        return E_INVALIDARG
    if il.backing is not None:
        il.backing.free()
    il.__init__(cx, cy, flags, s32(grow), s32(initial))
    return S_OK


@method("GetStatistics", ", LPVOID stats")
def _get_statistics(c, this, stats):
    """IMAGELISTSTATS {cbSize, cAlloc, cUsed, cStandby}: the room, the images, and none
    on standby (no image is discarded here). E_INVALIDARG for a cbSize under 16."""
    il = _self(c, this)
    mem = c.vm.mem
    if not stats or mem.u32(stats) < 16:
        return E_INVALIDARG
    mem.w32(stats + 4, max(il.capacity, len(il.images)))
    mem.w32(stats + 8, len(il.images))
    mem.w32(stats + 12, 0)
    return S_OK


def _not_implemented(name, params):
    def handler(c, this, *args):
        raise Unimplemented("%s IImageList2::%s" % (COMCTL32, name))
    handler.__name__ = handler.__qualname__ = "_il_" + name
    handler.__doc__ = "IImageList2::%s: not implemented (stops the guest naming it)." % name
    method(name, params)(handler)


for _name, _params in (
        ("Resize", ", int cx, int cy"),
        ("GetOriginalSize", ", int index, DWORD flags, LPVOID cx, LPVOID cy"),
        ("SetOriginalSize", ", int index, int cx, int cy"),
        ("SetCallback", ", LPVOID callback"),
        ("GetCallback", ", LPVOID riid, LPVOID out"),
        ("ForceImagePresent", ", int index, DWORD flags"),
        ("DiscardImages", ", int first, int last, DWORD flags"),
        ("PreloadImages", ", LPVOID params"),
        ("Replace2", ", int index, HANDLE image, HANDLE mask, LPVOID unk, DWORD flags"),
        ("ReplaceFromImageList", ", int index, LPVOID other, int source, LPVOID unk, "
                                 "DWORD flags")):
    _not_implemented(_name, _params)
