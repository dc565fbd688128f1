"""WindowsCodecs.dll's bitmaps in memory: IWICBitmap and its locks (IWICBitmapLock), made by
the factory's CreateBitmap* methods.
"""

from ....abi.api import Unimplemented
from ...core.dllnames import WINDOWSCODECS
from ...core.winerror import E_FAIL, E_INVALIDARG, S_OK
from ...kernel.wicpixels import stride
from .objects import WICObject, _hold, _method, _ours
from .palettes import Palette
from .sources import Source, _read_rect

__all__ = ["Bitmap", "BitmapLock", "WICBITMAPLOCKREAD", "WICBITMAPLOCKWRITE", "bitmap_stride"]


# -- bitmaps in memory -----------------------------------------------------------------------------
def bitmap_stride(fmt, width):
    """An IWICBitmap's row pitch: whole 32-bit words, as Windows' bitmaps lay rows out."""
    return ((fmt.bpp * width + 31) // 32) * 4


class Bitmap(Source):
    """IWICBitmap: pixels in a block of guest memory (``bits``, rows ``pitch`` apart),
    its format, resolution, palette and the lock held on it."""

    IFACE = "IWICBitmap"

    def __init__(self, vm, width, height, fmt, pitch=None):
        super().__init__(vm)
        self.width, self.height, self.fmt = width, height, fmt
        self.pitch = pitch or bitmap_stride(fmt, width)
        self.bits = vm.heap.alloc(max(self.pitch * height, 1))
        vm.mem.write(self.bits, bytes(self.pitch * height))
        self.dpi, self.palette = (0.0, 0.0), None
        self.locks = {}           # lock object -> writable

    def info(self):
        """Its size, format, resolution and palette."""
        return self.width, self.height, self.fmt, self.dpi, self.palette

    def pixels(self, vm):
        """Generator: its rows read from guest memory."""
        row = stride(self.fmt, self.width)
        raw = bytes(vm.mem.read(self.bits, self.pitch * self.height))
        if row == self.pitch:
            return raw
        return b"".join(raw[y * self.pitch:y * self.pitch + row] for y in range(self.height))
        yield

    def store(self, vm, data):
        """Write packed rows ``data`` into the bitmap's memory."""
        row = stride(self.fmt, self.width)
        for y in range(self.height):
            vm.mem.write(self.bits + y * self.pitch, data[y * row:(y + 1) * row])

    def on_free(self, vm):
        """Free the pixels' block."""
        vm.heap.free(self.bits)


class BitmapLock(WICObject):
    """IWICBitmapLock: a rectangle of a bitmap, readable or also writable."""

    IFACE = "IWICBitmapLock"

    def __init__(self, vm, bitmap, rect, write):
        super().__init__(vm)
        self.bitmap, self.rect, self.write = bitmap, rect, write

    def on_free(self, vm):
        """The bitmap is unlocked."""
        self.bitmap.locks.pop(self, None)


WICBITMAPLOCKREAD, WICBITMAPLOCKWRITE = 1, 2


@_method("IWICBitmap", "Lock", ", LPVOID rect, DWORD flags, LPVOID out",
         "a lock on ``rect`` (NULL: all) for reading and/or writing: several readers or one"
         " writer at a time (WINCODEC_ERR_ALREADYLOCKED otherwise, as Windows).")
def _bmp_lock(c, bmp, rect, flags, out):
    if not out or not flags & 3 or flags & ~3:
        return E_INVALIDARG
    area = _read_rect(c, rect) or (0, 0, bmp.width, bmp.height)
    x, y, w, h = area
    if x < 0 or y < 0 or w <= 0 or h <= 0 or x + w > bmp.width or y + h > bmp.height:
        return E_INVALIDARG
    write = bool(flags & WICBITMAPLOCKWRITE)
    if bmp.locks and (write or any(bmp.locks.values())):
        return 0x88982F0D                                     # WINCODEC_ERR_ALREADYLOCKED
    lock = BitmapLock(c.vm, bmp, area, write)
    bmp.locks[lock] = write
    c.vm.mem.wptr(out, lock.ptr)
    yield from _hold(c.vm, lock, bmp.ptr)
    return S_OK


@_method("IWICBitmap", "SetPalette", ", LPVOID palette", "the palette of an indexed bitmap.")
def _bmp_set_palette(c, bmp, pal):
    p = _ours(c.vm, pal, Palette)
    if not pal:
        return E_INVALIDARG
    if p is None:
        raise Unimplemented("%s IWICBitmap::SetPalette of the program's own palette"
                            % WINDOWSCODECS)
    bmp.palette = list(p.colors)
    return S_OK


@_method("IWICBitmap", "SetResolution", ", double x, double y", "the resolution (dpi).")
def _bmp_set_resolution(c, bmp, x, y):
    bmp.dpi = (x, y)
    return S_OK


@_method("IWICBitmapLock", "GetSize", ", LPVOID width, LPVOID height",
         "the locked rectangle's size.")
def _lock_size(c, lock, width, height):
    if not width or not height:
        return E_INVALIDARG
    c.vm.mem.w32(width, lock.rect[2])
    c.vm.mem.w32(height, lock.rect[3])
    return S_OK


@_method("IWICBitmapLock", "GetStride", ", LPVOID out", "the bitmap's row pitch.")
def _lock_stride(c, lock, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, lock.bitmap.pitch)
    return S_OK


@_method("IWICBitmapLock", "GetDataPointer", ", LPVOID size, LPVOID out",
         "the address of the rectangle's first pixel in the bitmap's memory and the bytes"
         " from there to the end of its last row.")
def _lock_data(c, lock, size, out):
    if not size or not out:
        return E_INVALIDARG
    bmp = lock.bitmap
    x, y, w, h = lock.rect
    if x * bmp.fmt.bpp % 8:
        return E_FAIL          # a rectangle starting inside a byte has no address (Wine 8)
    start = bmp.bits + y * bmp.pitch + x * bmp.fmt.bpp // 8
    c.vm.mem.w32(size, bmp.pitch * (h - 1) + (bmp.fmt.bpp * w + 7) // 8)
    c.vm.mem.wptr(out, start)
    return S_OK


@_method("IWICBitmapLock", "GetPixelFormat", ", LPVOID out", "the bitmap's pixel format.")
def _lock_format(c, lock, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, lock.bitmap.fmt.guid)
    return S_OK
