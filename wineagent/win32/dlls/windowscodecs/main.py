"""WindowsCodecs.dll: the Windows Imaging Component (WIC) over Pillow (docs/dlls.md, "WIC").

This module holds the imaging factory and the DLL's exports. The factory
(CLSID_WICImagingFactory and CLSID_WICImagingFactory2 through CoCreateInstance, or
WICCreateImagingFactory_Proxy) makes everything else, each in a module of its own:

- decoders.py: decoders for BMP, PNG, JPEG, GIF, TIFF and ICO (CreateDecoderFromFilename,
  CreateDecoderFromStream, CreateDecoderFromFileHandle, CreateDecoder; the decoders'
  own CLSIDs through CoCreateInstance, registered here) and their frames;
  metadata.py: their metadata readers and colour contexts;
- streams.py: IWICStream over a file, a block of memory, another IStream or a region of one;
- convert.py: the format converter, the bitmap scaler, flip-rotator and clipper;
  bitmaps.py: bitmaps in memory (IWICBitmap and its locks); palettes.py: palettes;
  sources.py: what every bitmap source answers;
- encoders.py: encoders for PNG, BMP, JPEG and TIFF (IWICBitmapEncoder,
  IWICBitmapFrameEncode);
- info.py: component infos of the codecs and pixel formats, and their enumerator;
- objects.py: the COM plumbing they share.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import WINDOWSCODECS
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE, E_FAIL, E_INVALIDARG,
                              E_OUTOFMEMORY, S_OK, WINCODEC_ERR_COMPONENTNOTFOUND,
                              WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT, WINCODEC_ERR_WIN32ERROR,
                              hresult_from_win32)
from ...gdi.objects import Bitmap as GdiBitmap
from ...kernel import wiccodecs as codecs, wicpixels as pixels
from ...kernel.comobj import com_new
from ...kernel.files import FileObject
from ...kernel.wiccodecs import BY_CONTAINER, CONTAINERS, CodecError
from ...kernel.wicpixels import BY_GUID, BY_NAME, stride
from ...user.icons import icon_image
from ..ole32.classes import in_process_class
from ..ole32.enumerator import ENUM_METHODS, EnumCursor
from ..shlwapi.stream import create_stream
from .objects import (CLSID_FACTORY, CLSID_FACTORY2, GENERIC_WRITE, IID_FACTORY2, MAX_STREAM,
                      STGM_READ, STGM_SHARE_DENY_WRITE, WICObject, _guid_at, _method,
                      _release, _wptr)
from .streams import Stream, read_stream
from .palettes import Palette
from .sources import copy_rect, source_of
from .decoders import Decoder
from .metadata import ColorContext
from .convert import Clipper, Converter, FlipRotator, Scaler, _conv_initialize
from .bitmaps import Bitmap, bitmap_stride
from .encoders import Encoder
from .info import (CodecInfo, ENUM_IFACE, PixelFormatInfo, WICALLCOMPONENTS, WICDECODER,
                   WICENCODER, WICPIXELFORMAT, _component_items)

__all__ = ["WICCreateImagingFactory_Proxy", "WICConvertBitmapSource", "Factory"]


# -- the factory --------------------------------------------------------------------------------------
class Factory(WICObject):
    """IWICImagingFactory (and IWICImagingFactory2 when made by CLSID_WICImagingFactory2)."""

    IFACE = "IWICImagingFactory"

    def __init__(self, vm, second=False):
        super().__init__(vm)
        self.second = second

    def answers(self, riid):
        """IWICImagingFactory2 only from a factory of CLSID_WICImagingFactory2."""
        return super().answers(riid) or (self.second and riid == IID_FACTORY2)


def _new_decoder_from(c, stream, out, vendor=0):
    """Generator: a decoder of whatever ``stream`` holds, initialized; the HRESULT.
    ``vendor`` is a preference: every codec here is Microsoft's, and a decoder of another
    vendor's that is not there falls back to any (as Windows does: Wine 8's tests)."""
    vm = c.vm
    vm.mem.wptr(out, 0)
    hr, data = yield from read_stream(vm, stream)
    if hr:
        return hr
    return (yield from _decoder_of_bytes(c, data, out, vendor))


def _decoder_of_bytes(c, data, out, vendor):
    """Generator: a decoder of file ``data`` into ``out``; the HRESULT."""
    vm = c.vm
    container = codecs.sniff(data)
    if container is None:
        return WINCODEC_ERR_COMPONENTNOTFOUND
    dec = Decoder(vm, container)
    try:
        dec.decoded = codecs.decode(data)
    except CodecError as e:
        yield from _release(vm, dec.ptr)
        return e.hresult
    vm.mem.wptr(out, dec.ptr)
    return S_OK


@_method("IWICImagingFactory", "CreateDecoderFromStream",
         ", LPVOID stream, LPVOID vendor, UINT options, LPVOID out",
         "a decoder for the image in ``stream`` (WINCODEC_ERR_COMPONENTNOTFOUND when no"
         " decoder knows it).")
def _fac_from_stream(c, f, stream, vendor, options, out):
    if not stream or not out:
        return E_INVALIDARG
    return (yield from _new_decoder_from(c, stream, out, vendor))


@_method("IWICImagingFactory", "CreateDecoderFromFilename",
         ", LPCWSTR path, LPVOID vendor, DWORD access, UINT options, LPVOID out",
         "a decoder for the image in file ``path`` (opened as IWICStream's"
         " InitializeFromFilename opens it; its error as an HRESULT).")
def _fac_from_file(c, f, path, vendor, access, options, out):
    vm = c.vm
    if path is None or not out:
        return E_INVALIDARG
    if access & GENERIC_WRITE:
        return E_INVALIDARG
    hr, stream = create_stream(c, path, STGM_SHARE_DENY_WRITE | STGM_READ, False)
    if hr:
        return hr                       # ``out`` untouched, as Wine 8 leaves it
    try:
        return (yield from _new_decoder_from(c, stream, out, vendor))
    finally:
        yield from _release(vm, stream)


@_method("IWICImagingFactory", "CreateDecoderFromFileHandle",
         ", ULONG_PTR handle, LPVOID vendor, UINT options, LPVOID out",
         "a decoder for the image in open file ``handle`` (read from its start).")
def _fac_from_handle(c, f, handle, vendor, options, out):
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    f_obj = vm.handles.get(handle & 0xFFFFFFFF, FileObject)
    if f_obj is None:
        return hresult_from_win32(ERROR_INVALID_HANDLE)
    if not f_obj.readable:
        return hresult_from_win32(ERROR_ACCESS_DENIED)
    # Windows maps the file and reads it from its start: the handle's position stays
    where = f_obj.tell()
    try:
        f_obj.seek(0)
        data = f_obj.read(MAX_STREAM + 1)
    finally:
        f_obj.seek(where)
    if len(data) > MAX_STREAM:
        return E_OUTOFMEMORY
    return (yield from _decoder_of_bytes(c, data, out, vendor))


def _container_for(c, ptr, encoder):
    want = _guid_at(c, ptr)
    cont = BY_CONTAINER.get(want)
    if cont is None or encoder and cont.name not in codecs.ENCODER_FORMATS:
        return None
    return cont


@_method("IWICImagingFactory", "CreateDecoder", ", LPVOID container, LPVOID vendor, LPVOID out",
         "an uninitialized decoder of ``container`` (WINCODEC_ERR_COMPONENTNOTFOUND for one"
         " without a decoder here).")
def _fac_decoder(c, f, container, vendor, out):
    if not container or not out:
        return E_INVALIDARG
    cont = _container_for(c, container, False)
    if cont is None:
        c.vm.mem.wptr(out, 0)
        return WINCODEC_ERR_COMPONENTNOTFOUND
    return _wptr(c, out, Decoder(c.vm, cont).ptr)


@_method("IWICImagingFactory", "CreateEncoder", ", LPVOID container, LPVOID vendor, LPVOID out",
         "an encoder of ``container``: PNG, BMP, JPEG or TIFF (GIF's encoder is not done and"
         " stops the program; another container is WINCODEC_ERR_COMPONENTNOTFOUND).")
def _fac_encoder(c, f, container, vendor, out):
    if not container or not out:
        return E_INVALIDARG
    want = _guid_at(c, container)
    cont = BY_CONTAINER.get(want)
    if cont is not None and cont.name == "GIF":
        raise Unimplemented("%s IWICImagingFactory::CreateEncoder of GIF" % WINDOWSCODECS)
    cont = _container_for(c, container, True)
    if cont is None:
        c.vm.mem.wptr(out, 0)
        return WINCODEC_ERR_COMPONENTNOTFOUND
    return _wptr(c, out, Encoder(c.vm, cont).ptr)


@_method("IWICImagingFactory", "CreateComponentInfo", ", LPVOID clsid, LPVOID out",
         "the component info of a codec (by its decoder's or encoder's CLSID) or of a pixel"
         " format (by its GUID); E_FAIL for anything else.")
def _fac_component(c, f, clsid, out):
    if not clsid or not out:
        return E_INVALIDARG
    want = _guid_at(c, clsid)
    for cont in CONTAINERS:
        if want == cont.decoder:
            return _wptr(c, out, CodecInfo(c.vm, cont, False).ptr)
        if want == cont.encoder and cont.name in codecs.ENCODER_FORMATS:
            return _wptr(c, out, CodecInfo(c.vm, cont, True).ptr)
    fmt = BY_GUID.get(want)
    if fmt is not None and fmt.name != "DontCare":
        return _wptr(c, out, PixelFormatInfo(c.vm, fmt).ptr)
    return E_FAIL                       # ``out`` untouched (Wine 8: no such registry key)


for _fname, _cls, _doc in (
        ("CreatePalette", Palette, "a new empty palette."),
        ("CreateFormatConverter", Converter, "a new format converter."),
        ("CreateBitmapScaler", Scaler, "a new bitmap scaler."),
        ("CreateBitmapClipper", Clipper, "a new bitmap clipper."),
        ("CreateBitmapFlipRotator", FlipRotator, "a new flip-rotator."),
        ("CreateStream", Stream, "a new, uninitialized IWICStream."),
        ("CreateColorContext", ColorContext, "a new, uninitialized colour context.")):
    _method("IWICImagingFactory", _fname, ", LPVOID out", _doc)(
        lambda c, f, out, _k=_cls: _wptr(c, out, _k(c.vm).ptr) if out else E_INVALIDARG)


def _new_bitmap(c, width, height, fmt_ptr, pitch=None):
    """(HRESULT, Bitmap or None) for CreateBitmap's checks; ``pitch``: the rows' (the
    bitmap's own, 32-bit aligned, when None)."""
    if not width or not height or not fmt_ptr:
        return E_INVALIDARG, None
    fmt = BY_GUID.get(_guid_at(c, fmt_ptr))
    if fmt is None or fmt.bpp == 0:
        return WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT, None
    if width * height > codecs.MAX_PIXELS or bitmap_stride(fmt, width) * height >= 1 << 31:
        return E_OUTOFMEMORY, None
    return S_OK, Bitmap(c.vm, width, height, fmt, pitch)


@_method("IWICImagingFactory", "CreateBitmap",
         ", UINT width, UINT height, LPVOID format, UINT cache, LPVOID out",
         "a new bitmap of zeros.")
def _fac_bitmap(c, f, width, height, fmt_ptr, cache, out):
    if not out:
        return E_INVALIDARG
    hr, bmp = _new_bitmap(c, width, height, fmt_ptr)
    if hr:
        c.vm.mem.wptr(out, 0)
        return hr
    return _wptr(c, out, bmp.ptr)


@_method("IWICImagingFactory", "CreateBitmapFromMemory",
         ", UINT width, UINT height, LPVOID format, UINT stride, UINT size, LPVOID buffer,"
         " LPVOID out",
         "a new bitmap holding a copy of the pixels at ``buffer`` (rows ``stride`` apart;"
         " E_INVALIDARG when ``size`` is short).")
def _fac_bitmap_memory(c, f, width, height, fmt_ptr, row_stride, size, buf, out):
    if not out or not buf:
        return E_INVALIDARG
    c.vm.mem.wptr(out, 0)
    fmt = BY_GUID.get(_guid_at(c, fmt_ptr)) if fmt_ptr else None
    row = stride(fmt, width) if fmt is not None and fmt.bpp else 0
    if fmt is not None and (row_stride < row or row_stride * (height - 1) + row > size):
        return E_INVALIDARG
    # the bitmap keeps the caller's row pitch (Wine 8; what its locks' GetStride answers)
    hr, bmp = _new_bitmap(c, width, height, fmt_ptr, row_stride)
    if hr:
        return hr
    mem = c.vm.mem
    bmp.store(c.vm, b"".join(bytes(mem.read(buf + y * row_stride, row)) for y in range(height)))
    return _wptr(c, out, bmp.ptr)


@_method("IWICImagingFactory", "CreateBitmapFromSource",
         ", LPVOID source, UINT cache, LPVOID out",
         "a new bitmap holding a copy of ``source``'s pixels, format, resolution and palette.")
def _fac_bitmap_source(c, f, source, cache, out):
    return (yield from _bitmap_from_source(c, source, None, out))


@_method("IWICImagingFactory", "CreateBitmapFromSourceRect",
         ", LPVOID source, UINT x, UINT y, UINT width, UINT height, LPVOID out",
         "a new bitmap holding a copy of a rectangle of ``source`` (cut to the source).")
def _fac_bitmap_source_rect(c, f, source, x, y, width, height, out):
    return (yield from _bitmap_from_source(c, source, (x, y, width, height), out))


WICBITMAPUSEALPHA, WICBITMAPUSEPREMULTIPLIEDALPHA, WICBITMAPIGNOREALPHA = 0, 1, 2


@_method("IWICImagingFactory", "CreateBitmapFromHBITMAP",
         ", HANDLE hbitmap, HANDLE hpalette, UINT alpha, LPVOID out",
         "a bitmap holding a copy of a GDI bitmap's pixels in the format of its depth, as"
         " GetDIBits gives them (1, 4, 8 bits indexed, 16 bits 16bppBGR555, 24 bits"
         " 24bppBGR, 32 bits 32bppBGRA, 32bppPBGRA or 32bppBGR as ``alpha`` says); no"
         " palette without ``hpalette`` (a palette handle stops the program);"
         " WINCODEC_ERR_WIN32ERROR for a handle that is no bitmap.")
def _fac_bitmap_hbitmap(c, f, hbm, hpal, alpha, out):
    vm = c.vm
    if not out:
        return E_INVALIDARG
    gdi_bmp = vm.gdi.get(hbm, GdiBitmap)
    if gdi_bmp is None:
        return WINCODEC_ERR_WIN32ERROR          # GetObject failed (Wine 8's answer)
    if alpha > WICBITMAPIGNOREALPHA or gdi_bmp.bpp not in (1, 4, 8, 16, 24, 32):
        return E_INVALIDARG
    if hpal:
        raise Unimplemented("%s IWICImagingFactory::CreateBitmapFromHBITMAP with a palette"
                            % WINDOWSCODECS)
    vm.gdi.sync_from_guest(gdi_bmp)
    w, h, bpp = gdi_bmp.width, gdi_bmp.height, gdi_bmp.bpp
    name = {1: "1bppIndexed", 4: "4bppIndexed", 8: "8bppIndexed", 16: "16bppBGR555",
            24: "24bppBGR", 32: ("32bppBGRA", "32bppPBGRA", "32bppBGR")[alpha]}[bpp]
    if gdi_bmp.bits:
        # a DIB section: its own bits, top-down (a positive height is bottom-up)
        raw = bytes(vm.mem.read(gdi_bmp.bits, gdi_bmp.stride * h))
        rows = [raw[y * gdi_bmp.stride:y * gdi_bmp.stride + (w * bpp + 7) // 8]
                for y in range(h)]
        if gdi_bmp.dib_height > 0:
            rows.reverse()
        data = b"".join(rows)
    elif bpp == 1:
        # a monochrome device bitmap: white pixels are 1, as GetDIBits gives them
        data = pixels.pack_indices(bytes(1 if v else 0 for v in
                                         gdi_bmp.image.convert("L").tobytes()), 1, w, h)
    elif bpp == 32:
        # a device bitmap's fourth byte is 0, as GetDIBits gives it
        bgr = gdi_bmp.image.convert("RGB").tobytes("raw", "BGR")
        out_data = bytearray(4 * w * h)
        for k in range(3):
            out_data[k::4] = bgr[k::3]
        data = bytes(out_data)
    else:
        data = pixels.from_rgba(BY_NAME[name], gdi_bmp.image.convert("RGBA"))
    bmp = Bitmap(vm, w, h, BY_NAME[name])
    bmp.store(vm, data)
    return _wptr(c, out, bmp.ptr)


@_method("IWICImagingFactory", "CreateBitmapFromHICON", ", HANDLE hicon, LPVOID out",
         "a 32bppBGRA bitmap of an icon's image (its mask as alpha); E_INVALIDARG for a"
         " handle that is no icon.")
def _fac_bitmap_hicon(c, f, hicon, out):
    if not out:
        return E_INVALIDARG
    image = icon_image(c.vm, hicon)
    if image is None:
        return E_INVALIDARG
    image = image.convert("RGBA")
    bmp = Bitmap(c.vm, image.size[0], image.size[1], BY_NAME["32bppBGRA"])
    bmp.store(c.vm, image.tobytes("raw", "BGRA"))
    return _wptr(c, out, bmp.ptr)


def _bitmap_from_source(c, source, rect, out):
    vm = c.vm
    if not source or not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    try:
        src = yield from source_of(vm, source)
        w, h, fmt, dpi, pal = src.info()
        if rect is None:
            rect = (0, 0, w, h)
        x, y, rw, rh = rect
        rw, rh = min(rw, max(0, w - x)), min(rh, max(0, h - y))
        if rw <= 0 or rh <= 0:
            return E_INVALIDARG
        data = yield from src.pixels(vm)
    except CodecError as e:
        return e.hresult
    row = stride(fmt, rw)
    _, parts = copy_rect(fmt, data, w, h, (x, y, rw, rh), row, row * rh)
    bmp = Bitmap(vm, rw, rh, fmt)
    bmp.store(vm, b"".join(p for _, p in parts))
    bmp.dpi, bmp.palette = dpi, pal
    vm.mem.wptr(out, bmp.ptr)
    return S_OK


@_method("IWICImagingFactory", "CreateComponentEnumerator",
         ", DWORD kinds, DWORD options, LPVOID out",
         "an IEnumUnknown of the component infos of the types asked for: decoders,"
         " encoders and pixel formats (each a new info object); asking for format"
         " converters or metadata readers and writers stops the program.")
def _fac_enumerator(c, f, kinds, options, out):
    if not out:
        return E_INVALIDARG
    if kinds & ~(WICDECODER | WICENCODER | WICPIXELFORMAT) & WICALLCOMPONENTS:
        raise Unimplemented("%s IWICImagingFactory::CreateComponentEnumerator of component"
                            " types 0x%X (converters, metadata handlers)"
                            % (WINDOWSCODECS, kinds))
    enum = com_new(c.vm, WINDOWSCODECS, ENUM_IFACE, ENUM_METHODS,
                   EnumCursor(_component_items(kinds)))
    c.vm.mem.wptr(out, enum)
    return S_OK


# -- DLL exports -------------------------------------------------------------------------------------
WINCODEC_SDK_VERSION1, WINCODEC_SDK_VERSION2 = 0x0236, 0x0237


@api(WINDOWSCODECS, "WICCreateImagingFactory_Proxy", "UINT version, LPVOID out", widths=BOTH)
def WICCreateImagingFactory_Proxy(c, version, out):
    """A new imaging factory (what CoCreateInstance of CLSID_WICImagingFactory makes);
    ``version`` is WINCODEC_SDK_VERSION1 or 2."""
    if not out:
        return E_INVALIDARG
    return _wptr(c, out, Factory(c.vm).ptr)


@api(WINDOWSCODECS, "WICConvertBitmapSource", "LPVOID format, LPVOID source, LPVOID out",
     widths=BOTH)
def WICConvertBitmapSource(c, fmt_ptr, source, out):
    """``source`` as a source of pixel format ``format``: a format converter over it."""
    vm = c.vm
    if not fmt_ptr or not source or not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    conv = Converter(vm)
    hr = yield from _conv_initialize(c, conv, source, fmt_ptr, 0, 0, 0.0, 0)
    if hr:
        yield from _release(vm, conv.ptr)
        return hr
    vm.mem.wptr(out, conv.ptr)
    return S_OK


def _make_factory(second):
    return lambda vm: Factory(vm, second).ptr


in_process_class(CLSID_FACTORY, "WICImagingFactory", _make_factory(False))
in_process_class(CLSID_FACTORY2, "WICImagingFactory2", _make_factory(True))
for _cont in CONTAINERS:
    in_process_class(_cont.decoder, "WIC%sDecoder" % _cont.name.title(),
                     lambda vm, _k=_cont: Decoder(vm, _k).ptr)
    if _cont.name in codecs.ENCODER_FORMATS:
        in_process_class(_cont.encoder, "WIC%sEncoder" % _cont.name.title(),
                         lambda vm, _k=_cont: Encoder(vm, _k).ptr)
