"""WindowsCodecs.dll's sources over another source: the format converter
(IWICFormatConverter, WICConvertBitmapSource's), the bitmap scaler, flip-rotator and
clipper; the pixel conversions are kernel/wicpixels.py's.
"""

from PIL import Image

from ....abi.api import Unimplemented
from ...core.dllnames import WINDOWSCODECS
from ...core.winerror import (E_INVALIDARG, S_OK, WINCODEC_ERR_UNSUPPORTEDOPERATION,
                              WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT, WINCODEC_ERR_WRONGSTATE)
from ...kernel import wicpixels as pixels
from ...kernel.wiccodecs import CodecError
from ...kernel.wicpixels import BY_GUID, stride
from .objects import _guid_at, _hold, _method, _ours
from .palettes import Palette
from .sources import Source, _read_rect, copy_rect, source_of
from .decoders import FrameDecode

__all__ = ["Clipper", "Converter", "FLIP_H", "FLIP_V", "FlipRotator", "ROTATE_180",
           "ROTATE_270", "ROTATE_90", "Scaler"]


# -- the format converter ------------------------------------------------------------------------------
class Converter(Source):
    """IWICFormatConverter: its source, the format asked for and the palette given."""

    IFACE = "IWICFormatConverter"

    def __init__(self, vm):
        super().__init__(vm)
        self.source, self.fmt, self.palette, self.cache = None, None, None, None

    def ready(self):
        """Initialized."""
        return self.source is not None

    def info(self):
        """The source's size and resolution, the target format."""
        w, h, _, dpi, _ = self.source.info()
        return w, h, self.fmt, dpi, self.palette

    def pixels(self, vm):
        """Generator: the source's pixels converted (kept when the source cannot change)."""
        if self.cache is not None:
            return self.cache
        w, h, fmt, _, pal = self.source.info()
        data = yield from self.source.pixels(vm)
        out = pixels.convert(fmt, data, w, h, self.fmt, pal, self.palette)
        if isinstance(self.source, (FrameDecode, Converter)) and \
                (not isinstance(self.source, Converter) or self.source.cache is not None):
            self.cache = out
        return out


def _convertible(fmt):
    return fmt is not None and fmt.kind is not None


@_method("IWICFormatConverter", "Initialize",
         ", LPVOID source, LPVOID format, UINT dither, LPVOID palette, double threshold,"
         " UINT paltype",
         "convert ``source`` to ``format``; an indexed target takes ``palette`` (the"
         " program's) or the source's own; WINCODEC_ERR_UNSUPPORTEDOPERATION for a format"
         " the converter does not know; dithering and alpha thresholds are not done.")
def _conv_initialize(c, conv, source, fmt_ptr, dither, pal, threshold, paltype):
    vm = c.vm
    if not source or not fmt_ptr:
        return E_INVALIDARG
    if conv.source is not None:
        return WINCODEC_ERR_WRONGSTATE
    fmt = BY_GUID.get(_guid_at(c, fmt_ptr))
    try:
        src = yield from source_of(vm, source)
    except CodecError as e:
        return e.hresult
    if not _convertible(fmt) or not _convertible(src.info()[2]):
        return WINCODEC_ERR_UNSUPPORTEDOPERATION
    colors = None
    if fmt.kind == "indexed":
        if pal:
            p = _ours(vm, pal, Palette)
            if p is None:
                raise Unimplemented("%s IWICFormatConverter::Initialize with the program's"
                                    " own palette" % WINDOWSCODECS)
            colors = list(p.colors)
        elif src.info()[2].kind == "indexed":
            colors = src.info()[4]
        else:
            raise Unimplemented("%s IWICFormatConverter::Initialize to an indexed format"
                                " without a palette (palette type %d)"
                                % (WINDOWSCODECS, paltype))
    if dither and src.info()[2] is not fmt and fmt.kind == "indexed":
        raise Unimplemented("%s IWICFormatConverter::Initialize with dithering %d"
                            % (WINDOWSCODECS, dither))
    conv.source, conv.fmt, conv.palette = src, fmt, colors
    yield from _hold(vm, conv, source)
    return S_OK


@_method("IWICFormatConverter", "CanConvert", ", LPVOID src, LPVOID dst, LPVOID out",
         "whether the converter turns ``src`` into ``dst`` (both formats it knows).")
def _conv_can(c, conv, src, dst, out):
    if not src or not dst or not out:
        return E_INVALIDARG
    a, b = BY_GUID.get(_guid_at(c, src)), BY_GUID.get(_guid_at(c, dst))
    c.vm.mem.w32(out, int(_convertible(a) and _convertible(b)))
    return S_OK


# -- scaler, flip-rotator, clipper ---------------------------------------------------------------------
def _units(fmt):
    """How pixels of ``fmt`` split into planes for Pillow: (unit bytes, planes)."""
    size = fmt.bpp // 8
    for unit in (4, 2, 1):
        if size % unit == 0:
            return unit, size // unit
    return 1, size


class Scaler(Source):
    """IWICBitmapScaler: its source, target size and interpolation mode."""

    IFACE = "IWICBitmapScaler"

    def __init__(self, vm):
        super().__init__(vm)
        self.source, self.size, self.mode = None, None, 0

    def ready(self):
        """Initialized."""
        return self.source is not None

    def info(self):
        """The target size, the source's format, resolution and palette."""
        _, _, fmt, dpi, pal = self.source.info()
        return self.size[0], self.size[1], fmt, dpi, pal

    def pixels(self, vm):
        """Generator: the source scaled (nearest neighbour: each target pixel takes
        source pixel ``x * source width // width``, as Wine 8's scaler for every mode)."""
        sw, sh, fmt, _, _ = self.source.info()
        data = yield from self.source.pixels(vm)
        dw, dh = self.size
        if fmt.bpp < 8:
            values = pixels.unpack_indices(data, fmt.bpp, sw, sh)
            per, row = 1, sw
        else:
            values, per, row = data, fmt.bpp // 8, stride(fmt, sw)
        cols = [(x * sw // dw) * per for x in range(dw)]
        out, cache = [], {}
        for y in range(dh):
            sy = y * sh // dh
            line = cache.get(sy)
            if line is None:
                src = values[sy * row:(sy + 1) * row]
                line = cache[sy] = b"".join(src[i:i + per] for i in cols)
            out.append(line)
        joined = b"".join(out)
        if fmt.bpp < 8:
            return pixels.pack_indices(joined, fmt.bpp, dw, dh)
        return joined


@_method("IWICBitmapScaler", "Initialize", ", LPVOID source, UINT width, UINT height, UINT mode",
         "scale ``source`` to ``width`` x ``height`` (any interpolation mode samples the"
         " nearest pixel, as Wine 8 does).")
def _scaler_initialize(c, sc, source, width, height, mode):
    if not source or not width or not height:
        return E_INVALIDARG
    if sc.source is not None:
        return WINCODEC_ERR_WRONGSTATE
    if mode > 4:
        return E_INVALIDARG
    try:
        src = yield from source_of(c.vm, source)
    except CodecError as e:
        return e.hresult
    if src.info()[2].bpp % 8 and src.info()[2].bpp not in (1, 2, 4):
        return WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT
    sc.source, sc.size, sc.mode = src, (width, height), mode
    yield from _hold(c.vm, sc, source)
    return S_OK


ROTATE_90, ROTATE_180, ROTATE_270, FLIP_H, FLIP_V = 1, 2, 3, 8, 16


class FlipRotator(Source):
    """IWICBitmapFlipRotator: its source and WICBitmapTransformOptions."""

    IFACE = "IWICBitmapFlipRotator"

    def __init__(self, vm):
        super().__init__(vm)
        self.source, self.options = None, 0

    def ready(self):
        """Initialized."""
        return self.source is not None

    def info(self):
        """The source's, width and height swapped by a quarter turn."""
        w, h, fmt, dpi, pal = self.source.info()
        if self.options & 1:
            w, h, dpi = h, w, (dpi[1], dpi[0])
        return w, h, fmt, dpi, pal

    def pixels(self, vm):
        """Generator: the source turned then flipped, pixel for pixel."""
        sw, sh, fmt, _, _ = self.source.info()
        data = yield from self.source.pixels(vm)
        ops = []
        turn = self.options & 3
        if turn:
            ops.append({1: Image.Transpose.ROTATE_270, 2: Image.Transpose.ROTATE_180,
                        3: Image.Transpose.ROTATE_90}[turn])
        if self.options & FLIP_H:
            ops.append(Image.Transpose.FLIP_LEFT_RIGHT)
        if self.options & FLIP_V:
            ops.append(Image.Transpose.FLIP_TOP_BOTTOM)
        if fmt.bpp < 8:
            planes = [Image.frombytes("L", (sw, sh),
                                      pixels.unpack_indices(data, fmt.bpp, sw, sh))]
            unit, count = 1, 1
        else:
            unit, count = _units(fmt)
            mode = {1: "L", 2: "I;16", 4: "I"}[unit]
            view = memoryview(bytes(data)).cast({1: "B", 2: "H", 4: "I"}[unit])
            planes = [Image.frombytes(mode, (sw, sh), view[k::count].tobytes())
                      for k in range(count)]
        for op in ops:
            planes = [p.transpose(op) for p in planes]
        w, h = planes[0].size
        if fmt.bpp < 8:
            return pixels.pack_indices(planes[0].tobytes(), fmt.bpp, w, h)
        if count == 1:
            return planes[0].tobytes()
        out = memoryview(bytearray(w * h * unit * count)).cast({1: "B", 2: "H", 4: "I"}[unit])
        for k, p in enumerate(planes):
            out[k::count] = memoryview(p.tobytes()).cast({1: "B", 2: "H", 4: "I"}[unit])
        return out.cast("B").tobytes()


@_method("IWICBitmapFlipRotator", "Initialize", ", LPVOID source, UINT options",
         "turn ``source`` by quarter turns clockwise, then flip it (WICBitmapTransformOptions).")
def _flip_initialize(c, fr, source, options):
    if not source:
        return E_INVALIDARG
    if fr.source is not None:
        return WINCODEC_ERR_WRONGSTATE
    if options & ~(3 | FLIP_H | FLIP_V):
        return E_INVALIDARG
    try:
        src = yield from source_of(c.vm, source)
    except CodecError as e:
        return e.hresult
    fr.source, fr.options = src, options
    yield from _hold(c.vm, fr, source)
    return S_OK


class Clipper(Source):
    """IWICBitmapClipper: its source and rectangle."""

    IFACE = "IWICBitmapClipper"

    def __init__(self, vm):
        super().__init__(vm)
        self.source, self.rect = None, None

    def ready(self):
        """Initialized."""
        return self.source is not None

    def info(self):
        """The rectangle's size, the source's format, resolution and palette."""
        _, _, fmt, dpi, pal = self.source.info()
        return self.rect[2], self.rect[3], fmt, dpi, pal

    def pixels(self, vm):
        """Generator: the rectangle's pixels."""
        w, h, fmt, _, _ = self.source.info()
        data = yield from self.source.pixels(vm)
        row = stride(fmt, self.rect[2])
        _, parts = copy_rect(fmt, data, w, h, self.rect, row, row * self.rect[3])
        return b"".join(p for _, p in parts)


@_method("IWICBitmapClipper", "Initialize", ", LPVOID source, LPVOID rect",
         "the part ``rect`` of ``source`` (E_INVALIDARG when it is not inside).")
def _clip_initialize(c, cl, source, rect):
    if not source or not rect:
        return E_INVALIDARG
    if cl.source is not None:
        return WINCODEC_ERR_WRONGSTATE
    try:
        src = yield from source_of(c.vm, source)
    except CodecError as e:
        return e.hresult
    x, y, w, h = _read_rect(c, rect)
    sw, sh = src.info()[:2]
    if x < 0 or y < 0 or w <= 0 or h <= 0 or x + w > sw or y + h > sh:
        return E_INVALIDARG
    cl.source, cl.rect = src, (x, y, w, h)
    yield from _hold(c.vm, cl, source)
    return S_OK
