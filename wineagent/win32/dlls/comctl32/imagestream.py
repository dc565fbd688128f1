"""COMCTL32's ImageList_Write / ImageList_Read: an image list in a program's IStream.

The stream holds, as Windows' comctl32 5 writes it (and Wine 8 reads and writes it, the
format Wine's imagelist.c check_iml_data takes apart): an ILHEAD (``IL``, version 0x101,
the image count, the room, the growth step, the image size, the background colour, the
ILC_* flags with ILC_COLOR4 for a list made without a depth, four overlay indexes), then
hbmImage as a .bmp file (BITMAPFILEHEADER whose bfSize and bfOffBits are its headers'
size, BITMAPINFOHEADER, the colour table of a 1-, 4- or 8-bit one, the bits bottom-up),
then, for an ILC_MASK list, hbmMask the same way at 1 bit. The bitmaps are the list's
own (``controls/imagebits.py``: four images a row).
"""

import struct

from PIL import Image

from ....abi.api import BOTH, GuestCall, api
from ...controls.imagebits import list_depth, tile_origin
from ...controls.imagelist import (ILC_COLOR32, ImageList, image_list, new_handle, query_list,
                                   release_list)
from ...core.dllnames import COMCTL32
from ...gdi.dib import dib_to_image, image_to_dib
from ...kernel.comobj import vtable_slot

_READ, _WRITE = 3, 4                        # IStream vtable slots
MAGIC, VERSION = 0x4C49, 0x101              # "IL"
ILHEAD = struct.Struct("<HHHHHHHIHhhhh")     # 28 bytes (2-byte packing)
FILEHEADER = struct.Struct("<HIHHI")         # BITMAPFILEHEADER, 14 bytes
INFOHEADER = struct.Struct("<IiiHHIIiiII")   # BITMAPINFOHEADER, 40 bytes
ILC_MASK, ILC_COLORMASK, ILC_COLOR4 = 0x1, 0xFE, 0x4


def _call(vm, stream, slot, buf, size, cell):
    """Generator: IStream::Read / Write(buf, size, cell); True when all ``size`` went."""
    hr = yield GuestCall(vtable_slot(vm, stream, slot), (stream, buf, size, cell))
    return not hr & 0x80000000 and vm.mem.u32(cell) == size


def _bmp(bits, width, height, bpp, palette):
    """A .bmp file's headers and bits as ImageList_Write puts them."""
    table = b"".join(bytes((b, g, r, 0)) for r, g, b in palette) if bpp <= 8 else b""
    head = FILEHEADER.size + INFOHEADER.size + len(table)
    stride = ((width * bpp + 31) // 32) * 4
    return (FILEHEADER.pack(0x4D42, head, 0, 0, head)
            + INFOHEADER.pack(INFOHEADER.size, width, height, 1, bpp, 0, stride * height,
                              0, 0, 0, 0)
            + table + bytes(bits[:stride * height]))


def _bitmap_file(vm, bmp, bpp):
    """A list's bitmap as a .bmp file: a DIB section's own bits, else its pixels."""
    if bmp.bits:
        vm.gdi.refresh_from_guest(bmp)
        raw = bytes(vm.mem.read(bmp.bits, bmp.stride * bmp.height))
        palette = list(bmp.palette[:1 << bpp]) if bpp <= 8 else []
        palette += [(0, 0, 0)] * ((1 << bpp) - len(palette) if bpp <= 8 else 0)
        return _bmp(raw, bmp.width, bmp.height, bpp, palette)
    palette = [(0, 0, 0), (255, 255, 255)] if bpp == 1 else []
    return _bmp(image_to_dib(bmp.image, bpp, True, palette or None), bmp.width,
                bmp.height, bpp, palette)


@api(COMCTL32, "ImageList_Write", "HANDLE himl, LPVOID pstm", widths=BOTH)
def ImageList_Write(c, himl, pstm):
    """Write the list to the stream (the module's format); FALSE for no list, no stream
    or a stream that took fewer bytes or failed."""
    vm = c.vm
    il = image_list(vm, himl)
    if il is None or not pstm:
        return 0
    bits = il.bitmaps(vm)
    image, mask = bits.bitmaps()
    depth = list_depth(il.flags) or 32
    flags = il.flags if il.flags & ILC_COLORMASK else il.flags | ILC_COLOR4
    data = ILHEAD.pack(MAGIC, VERSION, len(il.images) & 0xFFFF, il.capacity & 0xFFFF,
                       il.step, il.cx & 0xFFFF, il.cy & 0xFFFF, il.bk & 0xFFFFFFFF,
                       flags & 0xFFFF, *il.overlays[:4])
    data += _bitmap_file(vm, image, depth)
    if mask is not None:
        data += _bitmap_file(vm, mask, 1)
    buf = vm.heap.alloc(len(data) + 4)
    try:
        vm.mem.write(buf + 4, data)
        done = yield from _call(vm, pstm, _WRITE, buf + 4, len(data), buf)
    finally:
        vm.heap.free(buf)
    return 1 if done else 0


def _read(vm, stream, size):
    """Generator: ``size`` bytes from the stream, or None when fewer came."""
    buf = vm.heap.alloc(size + 4)
    try:
        if not (yield from _call(vm, stream, _READ, buf + 4, size, buf)):
            return None
        return bytes(vm.mem.read(buf + 4, size))
    finally:
        vm.heap.free(buf)


def _read_bitmap(vm, stream):
    """Generator: (RGB image, raw bits, bpp) of one .bmp file in the stream, or None."""
    head = yield from _read(vm, stream, FILEHEADER.size + INFOHEADER.size)
    if head is None:
        return None
    kind = FILEHEADER.unpack_from(head)[0]
    (size, width, height, planes, bpp, compression,
     *_) = INFOHEADER.unpack_from(head, FILEHEADER.size)
    if kind != 0x4D42 or size != INFOHEADER.size or planes != 1 or compression or \
            bpp not in (1, 4, 8, 16, 24, 32) or width <= 0 or height <= 0:
        return None
    palette = []
    if bpp <= 8:
        table = yield from _read(vm, stream, 4 << bpp)
        if table is None:
            return None
        palette = [(table[i + 2], table[i + 1], table[i]) for i in range(0, len(table), 4)]
    stride = ((width * bpp + 31) // 32) * 4
    raw = yield from _read(vm, stream, stride * height)
    if raw is None:
        return None
    return dib_to_image(raw, width, height, bpp, palette), raw, bpp


@api(COMCTL32, "ImageList_Read", "LPVOID pstm", widths=BOTH)
def ImageList_Read(c, pstm):
    """A new list from the stream (the module's format: version 0x101); NULL for no
    stream, another format or a stream that ends early."""
    vm = c.vm
    if not pstm:
        return 0
    head = yield from _read(vm, pstm, ILHEAD.size)
    if head is None:
        return 0
    (magic, version, count, room, step, cx, cy, bk, flags,
     *overlays) = ILHEAD.unpack(head)
    if magic != MAGIC or version != VERSION or not cx or not cy:
        return 0
    image = yield from _read_bitmap(vm, pstm)
    if image is None:
        return 0
    mask = None
    if flags & ILC_MASK:
        mask = yield from _read_bitmap(vm, pstm)
        if mask is None:
            return 0
    il = ImageList(cx, cy, flags, step)
    il.capacity, il.step, il.bk = max(room, count + 1), step, bk
    colours, raw, bpp = image
    alpha = None
    if bpp == 32 and flags & ILC_COLORMASK == ILC_COLOR32 and any(raw[3::4]):
        alpha = Image.frombytes("L", colours.size, raw[3::4]).transpose(
            Image.FLIP_TOP_BOTTOM)
    for i in range(count):
        x, y = tile_origin(il, i)
        if x + cx > colours.width or y + cy > colours.height:
            break
        box = (x, y, x + cx, y + cy)
        picture = colours.crop(box).convert("RGBA")
        if alpha is not None:
            picture.putalpha(alpha.crop(box))
        elif mask is not None:
            picture.putalpha(mask[0].crop(box).convert("L").point(
                lambda v: 0 if v > 127 else 255))
        il.images.append(picture)
    for n, image in enumerate(overlays):
        if image == -1 or 0 <= image <= len(il.images):   # SetOverlayImage's rule
            il.overlays[n] = image
    return new_handle(vm, il)




ILP_NORMAL, ILP_DOWNLEVEL = 0, 1
S_OK, E_FAIL, E_INVALIDARG = 0, 0x80004005, 0x80070057


@api(COMCTL32, "ImageList_WriteEx", "HANDLE himl, DWORD dwFlags, LPVOID pstm", widths=BOTH)
def ImageList_WriteEx(c, himl, dwFlags, pstm):
    """ImageList_Write with an HRESULT. ILP_DOWNLEVEL asks for the format comctl32 5
    reads, ILP_NORMAL for this comctl32's own: ImageList_Write's (ILHEAD 0x101 and the
    list's bitmaps) is both here, and every version reads it. E_INVALIDARG for other
    flags, E_FAIL when the list or the stream fails."""
    if dwFlags not in (ILP_NORMAL, ILP_DOWNLEVEL):
        return E_INVALIDARG
    done = yield from ImageList_Write(c, himl, pstm)
    return S_OK if done else E_FAIL


@api(COMCTL32, "ImageList_ReadEx", "DWORD dwFlags, LPVOID pstm, LPVOID riid, LPVOID ppv",
     widths=BOTH)
def ImageList_ReadEx(c, dwFlags, pstm, riid, ppv):
    """ImageList_Read, the new list handed over as the interface ``riid`` asks for
    (IImageList, IImageList2, IUnknown: the list itself). E_INVALIDARG for flags other
    than ILP_NORMAL / ILP_DOWNLEVEL or no ``ppv``, E_FAIL when the stream holds no list."""
    vm = c.vm
    if dwFlags not in (ILP_NORMAL, ILP_DOWNLEVEL) or not ppv:
        return E_INVALIDARG
    vm.mem.wptr(ppv, 0)
    made = yield from ImageList_Read(c, pstm)
    if not made:
        return E_FAIL
    hr = query_list(vm, made, riid, ppv)
    release_list(vm, made)
    return hr
