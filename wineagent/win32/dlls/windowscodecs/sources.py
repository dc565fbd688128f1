"""WindowsCodecs.dll's bitmap sources: what every IWICBitmapSource of ours answers (GetSize,
GetPixelFormat, GetResolution, CopyPalette, CopyPixels with Windows' checks).

A source may be one of ours or the program's own: the program's is read through its
vtable (GetSize, GetPixelFormat, CopyPalette, CopyPixels), :func:`source_of`.
"""

import struct

from ...core.winerror import (E_INVALIDARG, S_OK, WINCODEC_ERR_NOTINITIALIZED,
                              WINCODEC_ERR_PALETTEUNAVAILABLE,
                              WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT)
from ...kernel.comobj import method_call
from ...kernel.wiccodecs import CodecError
from ...kernel.wicpixels import BY_GUID, stride
from .objects import WICObject, WICRECT, _method, _ours, _release
from .palettes import Palette

__all__ = ["GuestSource", "Source", "check_copy", "copy_rect", "source_of"]


# -- bitmap sources -------------------------------------------------------------------------------
class Source(WICObject):
    """A bitmap source of ours: ``info()`` gives (width, height, Format, dpi, palette)
    once initialized; ``pixels(vm)`` is a generator giving every packed row."""

    def ready(self):
        """Whether the source can answer (initialized)."""
        return True

    def info(self):
        """(width, height, format, (dpi x, dpi y), palette or None)."""
        raise NotImplementedError

    def pixels(self, vm):
        """Generator: the packed pixels, top-down (``pixels.stride`` bytes a row)."""
        raise NotImplementedError


class GuestSource:
    """The program's own IWICBitmapSource, read through its vtable."""

    def __init__(self, ptr, width, height, fmt, dpi):
        self.ptr, self.width, self.height, self.fmt, self.dpi = ptr, width, height, fmt, dpi
        self.palette = None

    def info(self):
        """As Source.info."""
        return self.width, self.height, self.fmt, self.dpi, self.palette

    def pixels(self, vm):
        """Generator: its pixels by CopyPixels of the whole rectangle."""
        row = stride(self.fmt, self.width)
        size = row * self.height
        buf = vm.heap.alloc(max(size, 1))
        try:
            hr = (yield method_call(vm, self.ptr, 7, 0, row, size, buf)) & 0xFFFFFFFF
            if hr & 0x80000000:
                raise CodecError(hr)
            return bytes(vm.mem.read(buf, size))
        finally:
            vm.heap.free(buf)


def source_of(vm, ptr):
    """Generator: the Source or GuestSource behind IWICBitmapSource ``ptr``
    (CodecError with the program's HRESULT when its source fails)."""
    obj = _ours(vm, ptr, Source)
    if obj is not None:
        if not obj.ready():
            raise CodecError(WINCODEC_ERR_NOTINITIALIZED)
        return obj
    if _ours(vm, ptr) is not None:
        raise CodecError(E_INVALIDARG)                      # ours, but no bitmap source
    buf = vm.heap.alloc(32)
    try:
        hr = (yield method_call(vm, ptr, 3, buf, buf + 4)) & 0xFFFFFFFF        # GetSize
        if hr & 0x80000000:
            raise CodecError(hr)
        width, height = vm.mem.u32(buf), vm.mem.u32(buf + 4)
        hr = (yield method_call(vm, ptr, 4, buf + 8)) & 0xFFFFFFFF             # format
        if hr & 0x80000000:
            raise CodecError(hr)
        fmt = BY_GUID.get(bytes(vm.mem.read(buf + 8, 16)))
        hr = (yield method_call(vm, ptr, 5, buf, buf + 8)) & 0xFFFFFFFF        # resolution
        dpi = struct.unpack("<dd", bytes(vm.mem.read(buf, 16))) if hr < 0x80000000 \
            else (96.0, 96.0)
    finally:
        vm.heap.free(buf)
    if fmt is None or fmt.kind is None:
        raise CodecError(WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT)
    src = GuestSource(ptr, width, height, fmt, dpi)
    if fmt.kind == "indexed":
        pal = Palette(vm)
        hr = (yield method_call(vm, ptr, 6, pal.ptr)) & 0xFFFFFFFF             # CopyPalette
        src.palette = pal.colors if hr < 0x80000000 else []
        yield from _release(vm, pal.ptr)
    return src


def _source_info(c, obj, width, height):
    """GetSize's answer for a source."""
    if not obj.ready():
        return WINCODEC_ERR_NOTINITIALIZED
    if not width or not height:
        return E_INVALIDARG
    w, h = obj.info()[:2]
    c.vm.mem.w32(width, w)
    c.vm.mem.w32(height, h)
    return S_OK


_SOURCES = ("IWICBitmapFrameDecode", "IWICFormatConverter", "IWICBitmapScaler",
            "IWICBitmapFlipRotator", "IWICBitmapClipper", "IWICBitmap")


@_method(_SOURCES, "GetSize", ", LPVOID width, LPVOID height", "the size in pixels.")
def _get_size(c, obj, width, height):
    return _source_info(c, obj, width, height)


@_method(_SOURCES, "GetPixelFormat", ", LPVOID out", "the pixel format's GUID.")
def _get_format(c, obj, out):
    if not obj.ready():
        return WINCODEC_ERR_NOTINITIALIZED
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, obj.info()[2].guid)
    return S_OK


@_method(_SOURCES, "GetResolution", ", LPVOID x, LPVOID y",
         "the resolution in dots per inch (doubles).")
def _get_resolution(c, obj, x, y):
    if not obj.ready():
        return WINCODEC_ERR_NOTINITIALIZED
    if not x or not y:
        return E_INVALIDARG
    dx, dy = obj.info()[3]
    c.vm.mem.write(x, struct.pack("<d", dx))
    c.vm.mem.write(y, struct.pack("<d", dy))
    return S_OK


def _fill_palette(vm, pal, colors):
    """Generator: IWICPalette ``pal`` (ours or the program's) made of ``colors``."""
    ours = _ours(vm, pal, Palette)
    if ours is not None:
        ours.colors, ours.kind = list(colors), 0
        return S_OK
    buf = vm.heap.alloc(4 * len(colors) + 4)
    try:
        vm.mem.write(buf, b"".join(struct.pack("<I", v) for v in colors))
        return (yield method_call(vm, pal, 4, buf, len(colors))) & 0xFFFFFFFF
    finally:
        vm.heap.free(buf)


@_method(_SOURCES, "CopyPalette", ", LPVOID palette",
         "the frame's palette into ``palette``; WINCODEC_ERR_PALETTEUNAVAILABLE when the"
         " format is not indexed.")
def _copy_palette(c, obj, pal):
    if not obj.ready():
        return WINCODEC_ERR_NOTINITIALIZED
    if not pal:
        return E_INVALIDARG
    colors = obj.info()[4]
    if colors is None or obj.info()[2].kind != "indexed":
        return WINCODEC_ERR_PALETTEUNAVAILABLE
    return (yield from _fill_palette(c.vm, pal, colors))


def check_copy(fmt, width, height, rect, out_stride, size):
    """CopyPixels' checks, as Windows makes them, of ``rect`` ((x, y, w, h) or None: all)
    into a buffer of ``size`` bytes whose rows are ``out_stride`` apart: the HRESULT."""
    x, y, w, h = rect if rect is not None else (0, 0, width, height)
    if rect is not None and (x < 0 or y < 0 or x + w > width or y + h > height):
        return E_INVALIDARG
    per_row = (fmt.bpp * w + 7) // 8
    if out_stride < per_row:
        return E_INVALIDARG
    # the last row need not be whole: (rows - 1) strides plus one row's bytes, the product
    # in 32 bits as Windows computes it (a zero height wraps and fails)
    if ((out_stride * (h - 1)) & 0xFFFFFFFF) + per_row > size:
        return E_INVALIDARG
    return S_OK


def copy_rect(fmt, data, width, height, rect, out_stride, size):
    """CopyPixels' checks and copy: (HRESULT, [(offset, bytes)]), the rows of ``rect``
    (None: all) cut from the packed pixels ``data``."""
    hr = check_copy(fmt, width, height, rect, out_stride, size)
    if hr:
        return hr, []
    x, y, w, h = rect if rect is not None else (0, 0, width, height)
    per_row = (fmt.bpp * w + 7) // 8
    row = stride(fmt, width)
    bit = x * fmt.bpp
    parts = []
    for r in range(h):
        start = (y + r) * row
        line = data[start:start + row]
        if bit % 8 == 0:
            piece = line[bit // 8:bit // 8 + per_row]
        else:
            # a rectangle starting inside a byte (formats under 8 bits): shift it out
            value = int.from_bytes(line, "big")
            total = len(line) * 8
            value = (value << bit) & ((1 << total) - 1)
            piece = value.to_bytes(len(line), "big")[:per_row]
            spare = per_row * 8 - fmt.bpp * w
            if spare:
                piece = piece[:-1] + bytes([piece[-1] & (0xFF << spare) & 0xFF])
        parts.append((r * out_stride, bytes(piece)))
    return S_OK, parts


def _read_rect(c, ptr):
    if not ptr:
        return None
    v = c.struct(WICRECT, ptr)
    return v.X, v.Y, v.Width, v.Height


@_method(_SOURCES, "CopyPixels", ", LPVOID rect, UINT stride, UINT size, LPVOID buffer",
         "the pixels of ``rect`` (NULL: all) in the source's format, rows ``stride`` apart;"
         " E_INVALIDARG for a rectangle outside, a short stride or buffer.")
def _copy_pixels(c, obj, rect, row_stride, size, buf):
    vm = c.vm
    if not obj.ready():
        return WINCODEC_ERR_NOTINITIALIZED
    if not buf:
        return E_INVALIDARG
    width, height, fmt = obj.info()[:3]
    area = _read_rect(c, rect)
    hr = check_copy(fmt, width, height, area, row_stride, size)
    if hr:
        return hr
    try:
        data = yield from obj.pixels(vm)
    except CodecError as e:
        return e.hresult
    hr, parts = copy_rect(fmt, data, width, height, area, row_stride, size)
    for offset, piece in parts:
        vm.mem.write(buf + offset, piece)
    return hr
