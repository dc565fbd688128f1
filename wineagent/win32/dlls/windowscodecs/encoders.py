"""WindowsCodecs.dll's encoders for PNG, BMP, JPEG and TIFF (IWICBitmapEncoder,
IWICBitmapFrameEncode) and their options (IPropertyBag2); the encoding is
kernel/wiccodecs.py's.
"""

import struct

from ....abi.api import Unimplemented
from ...core.dllnames import WINDOWSCODECS
from ...core.winerror import (E_FAIL, E_INVALIDARG, E_OUTOFMEMORY, S_OK,
                              WINCODEC_ERR_NOTINITIALIZED, WINCODEC_ERR_PALETTEUNAVAILABLE,
                              WINCODEC_ERR_UNSUPPORTEDOPERATION,
                              WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT, WINCODEC_ERR_WRONGSTATE)
from ...kernel import wiccodecs as codecs, wicpixels as pixels
from ...kernel.wiccodecs import CodecError, Frame
from ...kernel.wicpixels import BY_GUID, BY_NAME, stride
from .objects import PROPBAG2, WICObject, _guid_at, _hold, _method, _ours
from .streams import write_stream
from .palettes import Palette
from .sources import _read_rect, copy_rect, source_of
from .convert import _convertible

__all__ = ["ENCODER_OPTIONS", "Encoder", "FrameEncode", "Options", "VT_BOOL", "VT_R4",
           "VT_UI1"]


# -- encoders ------------------------------------------------------------------------------------------
class Encoder(WICObject):
    """An IWICBitmapEncoder of one container: its stream, frames, palette, state."""

    IFACE = "IWICBitmapEncoder"

    def __init__(self, vm, container):
        super().__init__(vm)
        self.container, self.stream, self.frames = container, None, []
        self.palette, self.committed, self.open_frame = None, False, None


class FrameEncode(WICObject):
    """An IWICBitmapFrameEncode: size, format, resolution, palette and the rows written."""

    IFACE = "IWICBitmapFrameEncode"

    def __init__(self, vm, encoder):
        super().__init__(vm)
        self.encoder, self.initialized, self.committed = encoder, False, False
        self.size, self.fmt, self.dpi, self.palette = None, None, (0.0, 0.0), None
        self.rows, self.options = [], {}

    def ensure_format(self):
        """The format WritePixels uses: the one set, else the encoder's first."""
        if self.fmt is None:
            self.fmt = BY_NAME[codecs.ENCODER_FORMATS[self.encoder.container.name][0]]
        return self.fmt


@_method("IWICBitmapEncoder", "Initialize", ", LPVOID stream, UINT cache",
         "write the file to ``stream`` (WICBitmapEncoderNoCache and the others alike).")
def _enc_initialize(c, enc, stream, cache):
    if not stream:
        return E_INVALIDARG
    if enc.stream is not None:
        return WINCODEC_ERR_WRONGSTATE
    yield from _hold(c.vm, enc, stream)
    enc.stream = stream
    return S_OK


@_method("IWICBitmapEncoder", "GetContainerFormat", ", LPVOID out", "the container's GUID.")
def _enc_container(c, enc, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, enc.container.guid)
    return S_OK


@_method("IWICBitmapEncoder", "SetPalette", ", LPVOID palette",
         "the container's palette: GIF's only (WINCODEC_ERR_UNSUPPORTEDOPERATION for the"
         " others, as Windows).")
def _enc_palette(c, enc, pal):
    if not pal:
        return E_INVALIDARG
    if enc.stream is None:
        return WINCODEC_ERR_NOTINITIALIZED
    return WINCODEC_ERR_UNSUPPORTEDOPERATION


@_method("IWICBitmapEncoder", "SetThumbnail", ", LPVOID source",
         "WINCODEC_ERR_UNSUPPORTEDOPERATION: these containers hold no thumbnail.")
def _enc_thumbnail(c, enc, source):
    if enc.stream is None:
        return WINCODEC_ERR_NOTINITIALIZED
    return WINCODEC_ERR_UNSUPPORTEDOPERATION


@_method("IWICBitmapEncoder", "SetPreview", ", LPVOID source",
         "WINCODEC_ERR_UNSUPPORTEDOPERATION: these containers hold no preview.")
def _enc_preview(c, enc, source):
    if enc.stream is None:
        return WINCODEC_ERR_NOTINITIALIZED
    return WINCODEC_ERR_UNSUPPORTEDOPERATION


@_method("IWICBitmapEncoder", "CreateNewFrame", ", LPVOID out, LPVOID options",
         "a new frame; one for PNG, BMP and JPEG, as many as wanted for TIFF"
         " (WINCODEC_ERR_UNSUPPORTEDOPERATION for a second of a single-frame format);"
         " with ``options``, the encoder's options (IPropertyBag2) for the frame's"
         " Initialize.")
def _enc_new_frame(c, enc, out, options):
    if not out:
        return E_INVALIDARG
    if enc.stream is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if enc.committed or enc.open_frame is not None and not enc.open_frame.committed:
        return WINCODEC_ERR_WRONGSTATE
    if enc.frames and enc.container.name != "TIFF":
        return WINCODEC_ERR_UNSUPPORTEDOPERATION
    frame = FrameEncode(c.vm, enc)
    enc.open_frame = frame
    c.vm.mem.wptr(out, frame.ptr)
    yield from _hold(c.vm, frame, enc.ptr)
    if options:
        c.vm.mem.wptr(options, Options(c.vm, enc.container.name).ptr)
    return S_OK


@_method("IWICBitmapEncoder", "Commit", "",
         "write the file: every frame committed first (WINCODEC_ERR_WRONGSTATE otherwise).")
def _enc_commit(c, enc):
    vm = c.vm
    if enc.stream is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if enc.committed or not enc.frames or any(not f.committed for f in
                                              ([enc.open_frame] if enc.open_frame else [])):
        return WINCODEC_ERR_WRONGSTATE
    try:
        data = codecs.encode(enc.container, enc.frames)
    except CodecError as e:
        return e.hresult
    hr = yield from write_stream(vm, enc.stream, data)
    if hr:
        return hr
    enc.committed = True
    return S_OK


@_method("IWICBitmapFrameEncode", "Initialize", ", LPVOID options",
         "ready the frame with the options of CreateNewFrame's property bag (NULL: the"
         " defaults); an option this encoder cannot honour stops the program naming it.")
def _fe_initialize(c, fe, options):
    if fe.initialized:
        return WINCODEC_ERR_WRONGSTATE
    if options:
        bag = _ours(c.vm, options, Options)
        if bag is None:
            raise Unimplemented("%s IWICBitmapFrameEncode::Initialize with the program's own"
                                " property bag" % WINDOWSCODECS)
        for name, (_, _, honoured) in ENCODER_OPTIONS[fe.encoder.container.name].items():
            value = bag.values[name]
            if not honoured(value):
                raise Unimplemented("%s %s encoder option %s = %r" % (
                    WINDOWSCODECS, fe.encoder.container.name, name, value))
        fe.options = dict(bag.values)
    fe.initialized = True
    return S_OK


@_method("IWICBitmapFrameEncode", "SetSize", ", UINT width, UINT height", "the frame's size.")
def _fe_size(c, fe, width, height):
    if not fe.initialized or fe.rows:
        return WINCODEC_ERR_WRONGSTATE
    if not width or not height:
        return E_INVALIDARG
    if width * height > codecs.MAX_PIXELS:
        return E_OUTOFMEMORY
    fe.size = (width, height)
    return S_OK


@_method("IWICBitmapFrameEncode", "SetResolution", ", double x, double y",
         "the resolution written to the file.")
def _fe_resolution(c, fe, x, y):
    if not fe.initialized or fe.rows:
        return WINCODEC_ERR_WRONGSTATE
    fe.dpi = (x, y)
    return S_OK


@_method("IWICBitmapFrameEncode", "SetPixelFormat", ", LPVOID format",
         "the pixels' format: one the encoder takes, else its closest (the encoder's"
         " first), written back to ``format``.")
def _fe_format(c, fe, fmt_ptr):
    if not fmt_ptr:
        return E_INVALIDARG
    if not fe.initialized or fe.rows:
        return WINCODEC_ERR_WRONGSTATE
    names = codecs.ENCODER_FORMATS[fe.encoder.container.name]
    fmt = BY_GUID.get(_guid_at(c, fmt_ptr))
    if fmt is None or fmt.name not in names:
        fmt = BY_NAME[names[0]]
    fe.fmt = fmt
    c.vm.mem.write(fmt_ptr, fmt.guid)
    return S_OK


@_method("IWICBitmapFrameEncode", "SetPalette", ", LPVOID palette",
         "the palette of an indexed frame.")
def _fe_palette(c, fe, pal):
    if not pal:
        return E_INVALIDARG
    if not fe.initialized:
        return WINCODEC_ERR_NOTINITIALIZED
    p = _ours(c.vm, pal, Palette)
    if p is None:
        raise Unimplemented("%s IWICBitmapFrameEncode::SetPalette of the program's own palette"
                            % WINDOWSCODECS)
    fe.palette = list(p.colors)
    return S_OK


@_method("IWICBitmapFrameEncode", "SetColorContexts", ", UINT count, LPVOID contexts",
         "no colour contexts here: a count of 0 is accepted, any other stops the program.")
def _fe_contexts(c, fe, count, contexts):
    if count:
        raise Unimplemented("%s IWICBitmapFrameEncode::SetColorContexts" % WINDOWSCODECS)
    return S_OK


@_method("IWICBitmapFrameEncode", "SetThumbnail", ", LPVOID source",
         "WINCODEC_ERR_UNSUPPORTEDOPERATION, as these encoders answer.")
def _fe_thumbnail(c, fe, source):
    return WINCODEC_ERR_UNSUPPORTEDOPERATION


def _frame_rows_needed(fe):
    return fe.size[1] - sum(len(r) for r in fe.rows) // stride(fe.fmt, fe.size[0])


@_method("IWICBitmapFrameEncode", "WritePixels",
         ", UINT lines, UINT stride, UINT size, LPVOID pixels",
         "the next ``lines`` rows, ``stride`` apart, in the frame's format (the size and"
         " format first; WINCODEC_ERR_CODECTOOMANYSCANLINES past the last row).")
def _fe_write(c, fe, lines, row_stride, size, buf):
    if not fe.initialized or fe.size is None or fe.committed:
        return WINCODEC_ERR_WRONGSTATE
    fmt = fe.ensure_format()
    row = stride(fmt, fe.size[0])
    if lines > _frame_rows_needed(fe):
        return 0x88982F46                                   # CODECTOOMANYSCANLINES
    if not buf or row_stride < row or lines and row_stride * (lines - 1) + row > size:
        return E_INVALIDARG
    mem = c.vm.mem
    fe.rows += [bytes(mem.read(buf + i * row_stride, row)) for i in range(lines)]
    return S_OK


@_method("IWICBitmapFrameEncode", "WriteSource", ", LPVOID source, LPVOID rect",
         "the pixels of ``source`` (``rect`` of it; NULL: all), converted to the frame's"
         " format; the frame takes the source's size, format and resolution when they were"
         " not set.")
def _fe_write_source(c, fe, source, rect):
    vm = c.vm
    if not source:
        return E_INVALIDARG
    if not fe.initialized or fe.committed:
        return WINCODEC_ERR_WRONGSTATE
    try:
        src = yield from source_of(vm, source)
        w, h, sfmt, dpi, pal = src.info()
        area = _read_rect(c, rect) or (0, 0, w, h)
        if area[0] < 0 or area[1] < 0 or area[2] <= 0 or area[3] <= 0 or \
                area[0] + area[2] > w or area[1] + area[3] > h:
            return E_INVALIDARG
        if fe.size is None:
            fe.size = (area[2], area[3])
        if area[2] != fe.size[0]:
            return E_INVALIDARG
        if fe.fmt is None:
            names = codecs.ENCODER_FORMATS[fe.encoder.container.name]
            fe.fmt = sfmt if sfmt.name in names else BY_NAME[names[0]]
        if fe.dpi == (0.0, 0.0):
            fe.dpi = dpi
        if fe.fmt.kind == "indexed" and fe.palette is None:
            fe.palette = pal
        if area[3] > _frame_rows_needed(fe):
            return 0x88982F46                                 # CODECTOOMANYSCANLINES
        data = yield from src.pixels(vm)
        row = stride(sfmt, area[2])
        _, parts = copy_rect(sfmt, data, w, h, area, row, row * area[3])
        clipped = b"".join(p for _, p in parts)
        if not _convertible(sfmt):
            return WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT
        out = pixels.convert(sfmt, clipped, area[2], area[3], fe.fmt, pal, fe.palette)
    except CodecError as e:
        return e.hresult
    frow = stride(fe.fmt, fe.size[0])
    fe.rows += [out[i * frow:(i + 1) * frow] for i in range(area[3])]
    return S_OK


@_method("IWICBitmapFrameEncode", "Commit", "",
         "end the frame: every row written first (WINCODEC_ERR_WRONGSTATE otherwise).")
def _fe_commit(c, fe):
    if not fe.initialized or fe.size is None or fe.committed or _frame_rows_needed(fe):
        return WINCODEC_ERR_WRONGSTATE
    fmt = fe.ensure_format()
    if fmt.kind == "indexed" and fe.palette is None:
        return WINCODEC_ERR_PALETTEUNAVAILABLE
    fe.committed = True
    frame = Frame(fe.size[0], fe.size[1], fmt, b"".join(fe.rows), fe.palette, fe.dpi)
    frame.options = fe.options
    fe.encoder.frames.append(frame)
    fe.rows = []
    return S_OK


# -- encoder options ---------------------------------------------------------------------------------
VT_BOOL, VT_R4, VT_UI1 = 11, 4, 17
def _default_only(default):
    return lambda value: value == default


#: Each encoder's options as Windows documents them ("Native WIC Codecs"): name ->
#: (VARTYPE, default, which values are honoured here: the others stop the program).
ENCODER_OPTIONS = {
    "BMP": {"EnableV5Header32bppBGRA": (VT_BOOL, False, _default_only(False))},
    "PNG": {"InterlaceOption": (VT_BOOL, False, _default_only(False)),
            "FilterOption": (VT_UI1, 0, _default_only(0))},
    "JPEG": {"ImageQuality": (VT_R4, 0.9, lambda q: 0.0 <= q <= 1.0),
             "BitmapTransform": (VT_UI1, 0, _default_only(0)),
             "JpegYCrCbSubsampling": (VT_UI1, 0, _default_only(0)),
             "SuppressApp0": (VT_BOOL, False, _default_only(False))},
    "TIFF": {"CompressionQuality": (VT_R4, 0.0, lambda q: 0.0 <= q <= 1.0),
             "TiffCompressionMethod": (VT_UI1, 0, lambda m: m in codecs.TIFF_COMPRESSION)},
}


class Options(WICObject):
    """The IPropertyBag2 of an encoder's frame options: each option's value."""

    IFACE = "IPropertyBag2"

    def __init__(self, vm, container_name):
        super().__init__(vm)
        self.container_name = container_name
        self.values = {name: default for name, (_, default, _) in self.spec.items()}

    @property
    def spec(self):
        """The encoder's options (ENCODER_OPTIONS)."""
        return ENCODER_OPTIONS[self.container_name]


def _option_name(c, bag, entry):
    """The option a PROPBAG2 names (by dwHint, 1-based, else by name), or None."""
    v = c.struct(PROPBAG2, entry)
    names = list(bag.spec)
    if v.dwHint and v.dwHint <= len(names):
        return names[v.dwHint - 1]
    name = c.vm.mem.wstr(v.pstrName) if v.pstrName else None
    return name if name in bag.spec else None


def _variant_size(c):
    return 24 if c.ptr_size == 8 else 16


@_method("IPropertyBag2", "Write", ", ULONG count, LPVOID props, LPVOID values",
         "set options by name (or dwHint); an unknown one is E_FAIL, another VARTYPE"
         " WINCODEC_ERR_PROPERTYUNEXPECTEDTYPE (Wine 8's answers).")
def _bag_write(c, bag, count, props, values):
    mem = c.vm.mem
    for i in range(count):
        name = _option_name(c, bag, props + i * PROPBAG2.sizeof(c.ptr_size))
        if name is None:
            return E_FAIL
        var = values + i * _variant_size(c)
        vt = struct.unpack("<H", bytes(mem.read(var, 2)))[0]
        want = bag.spec[name][0]
        if vt != want:
            return 0x88982F8E                      # WINCODEC_ERR_PROPERTYUNEXPECTEDTYPE
        raw = bytes(mem.read(var + 8, 4))
        if vt == VT_R4:
            bag.values[name] = struct.unpack("<f", raw)[0]
        elif vt == VT_BOOL:
            bag.values[name] = struct.unpack("<h", raw[:2])[0] != 0
        else:
            bag.values[name] = raw[0]
    return S_OK


@_method("IPropertyBag2", "Read", ", ULONG count, LPVOID props, LPVOID log, LPVOID values,"
         " LPVOID errors", "the options' values as VARIANTs (E_FAIL for an unknown one).")
def _bag_read(c, bag, count, props, log, values, errors):
    mem = c.vm.mem
    for i in range(count):
        name = _option_name(c, bag, props + i * PROPBAG2.sizeof(c.ptr_size))
        if name is None:
            return E_FAIL
        vt = bag.spec[name][0]
        value = bag.values[name]
        var = values + i * _variant_size(c)
        mem.write(var, bytes(_variant_size(c)))
        mem.write(var, struct.pack("<H", vt))
        if vt == VT_R4:
            mem.write(var + 8, struct.pack("<f", value))
        elif vt == VT_BOOL:
            mem.write(var + 8, struct.pack("<h", -1 if value else 0))
        else:
            mem.write(var + 8, bytes([value]))
        if errors:
            mem.w32(errors + 4 * i, S_OK)
    return S_OK


@_method("IPropertyBag2", "CountProperties", ", LPVOID out", "how many options.")
def _bag_count(c, bag, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, len(bag.spec))
    return S_OK
