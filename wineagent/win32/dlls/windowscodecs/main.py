"""WindowsCodecs.dll: the Windows Imaging Component (WIC) over Pillow (docs/dlls.md, "WIC").

The imaging factory (CLSID_WICImagingFactory and CLSID_WICImagingFactory2 through
CoCreateInstance, or WICCreateImagingFactory_Proxy) makes everything else:

- decoders for BMP, PNG, JPEG, GIF, TIFF and ICO (CreateDecoderFromFilename,
  CreateDecoderFromStream, CreateDecoderFromFileHandle, CreateDecoder; the decoders'
  own CLSIDs through CoCreateInstance), their frames (IWICBitmapFrameDecode: size, pixel
  format as Windows' decoder reports it, resolution, palette, pixels);
- IWICStream over a file, a block of memory, another IStream or a region of one;
- the format converter, the bitmap scaler, flip-rotator and clipper, bitmaps in memory
  (IWICBitmap and its locks), palettes;
- encoders for PNG, BMP, JPEG and TIFF (IWICBitmapEncoder, IWICBitmapFrameEncode);
- component infos of the codecs and pixel formats.

A source (IWICBitmapSource) may be one of ours or the program's own: the program's is
read through its vtable (GetSize, GetPixelFormat, CopyPalette, CopyPixels). Streams are
always read and written through their vtables, so the program's own IStream works too.

Every method a vtable here has but that is not done (metadata readers and writers,
colour contexts and transforms, thumbnails and previews Windows has, palettes made by
median cut, Direct2D's image encoder) stops the program naming itself.
"""

import struct

from PIL import Image

from ....abi.api import BOTH, REGISTRY, Unimplemented, api
from ....abi.structs import struct as declare
from ...core.dllnames import WINDOWSCODECS
from ...core.structures import STATSTG
from ...core.winerror import (E_FAIL, E_INVALIDARG, E_NOINTERFACE, E_NOTIMPL,
                              E_OUTOFMEMORY, S_OK,
                              WINCODEC_ERR_CODECNOTHUMBNAIL, WINCODEC_ERR_COMPONENTNOTFOUND,
                              WINCODEC_ERR_INSUFFICIENTBUFFER, WINCODEC_ERR_NOTINITIALIZED,
                              WINCODEC_ERR_PALETTEUNAVAILABLE,
                              WINCODEC_ERR_UNSUPPORTEDOPERATION,
                              WINCODEC_ERR_UNSUPPORTEDPIXELFORMAT,
                              WINCODEC_ERR_WIN32ERROR, WINCODEC_ERR_WRONGSTATE,
                              ERROR_ACCESS_DENIED,
                              ERROR_ARITHMETIC_OVERFLOW, ERROR_INVALID_HANDLE,
                              hresult_from_win32)
from ...gdi.objects import Bitmap as GdiBitmap
from ...kernel import wiccodecs as codecs, wicpixels as pixels
from ...kernel.comobj import (IID_IUNKNOWN, com_addref, com_impl, com_new, com_release,
                              method_call)
from ...kernel.files import FileObject
from ...kernel.wiccodecs import BY_CONTAINER, CONTAINERS, CodecError, Frame
from ...kernel.wicpixels import BY_GUID, BY_NAME, guid, stride
from ...user.icons import icon_image
from ..ole32.classes import in_process_class
from ..ole32.enumerator import ENUM_METHODS, EnumCursor, declare_pointer_enum
from ..shlwapi.stream import create_stream

__all__ = ["WICCreateImagingFactory_Proxy", "WICConvertBitmapSource", "INTERFACES",
           "CLSID_FACTORY", "CLSID_FACTORY2"]

WICRECT = declare("WICRect", "INT X; INT Y; INT Width; INT Height")
PROPBAG2 = declare("PROPBAG2", "DWORD dwType; WORD vt; WORD cfType; DWORD dwHint;"
                               " LPVOID pstrName; GUID clsid")

CLSID_FACTORY = guid("cacaf262-9370-4615-a13b-9f5539da4c0a")
CLSID_FACTORY2 = guid("317d06e8-5f24-433d-bdf7-79ce68d8abc2")
IID_ISTREAM = guid("0000000c-0000-0000-c000-000000000046")
IID_ISEQUENTIALSTREAM = guid("0c733a30-2a1c-11ce-ade5-00aa0044773d")
IID_SOURCE = guid("00000120-a8f2-4877-ba0a-fd2b6645fb94")
GUID_VENDOR_MICROSOFT = guid("f0e749ca-edef-4589-a73a-ee0e626a2a2b")

GENERIC_READ, GENERIC_WRITE = 0x80000000, 0x40000000
STGM_READ, STGM_WRITE, STGM_CREATE, STGM_SHARE_DENY_WRITE = 0, 1, 0x1000, 0x20
STREAM_SEEK_SET, STREAM_SEEK_CUR, STREAM_SEEK_END = 0, 1, 2
STGTY_STREAM = 2
#: The largest stream a decoder reads (a file bigger than this is no image we decode).
MAX_STREAM = 1 << 28
_CHUNK = 1 << 20

_UNKNOWN = ("QueryInterface", "AddRef", "Release")
_SOURCE = _UNKNOWN + ("GetSize", "GetPixelFormat", "GetResolution", "CopyPalette",
                      "CopyPixels")
_ISTREAM = _UNKNOWN + ("Read", "Write", "Seek", "SetSize", "CopyTo", "Commit", "Revert",
                       "LockRegion", "UnlockRegion", "Stat", "Clone")
_COMPONENT = _UNKNOWN + ("GetComponentType", "GetCLSID", "GetSigningStatus", "GetAuthor",
                         "GetVendorGUID", "GetVersion", "GetSpecVersion", "GetFriendlyName")
_CODEC = _COMPONENT + ("GetContainerFormat", "GetPixelFormats", "GetColorManagementVersion",
                       "GetDeviceManufacturer", "GetDeviceModels", "GetMimeTypes",
                       "GetFileExtensions", "DoesSupportAnimation", "DoesSupportChromakey",
                       "DoesSupportLossless", "DoesSupportMultiframe", "MatchesMimeType")
_FACTORY = _UNKNOWN + (
    "CreateDecoderFromFilename", "CreateDecoderFromStream", "CreateDecoderFromFileHandle",
    "CreateComponentInfo", "CreateDecoder", "CreateEncoder", "CreatePalette",
    "CreateFormatConverter", "CreateBitmapScaler", "CreateBitmapClipper",
    "CreateBitmapFlipRotator", "CreateStream", "CreateColorContext",
    "CreateColorTransformer", "CreateBitmap", "CreateBitmapFromSource",
    "CreateBitmapFromSourceRect", "CreateBitmapFromMemory", "CreateBitmapFromHBITMAP",
    "CreateBitmapFromHICON", "CreateComponentEnumerator",
    "CreateFastMetadataEncoderFromDecoder", "CreateFastMetadataEncoderFromFrameDecode",
    "CreateQueryWriter", "CreateQueryWriterFromReader")
#: interface -> its vtable's methods, in order
INTERFACES = {
    "IWICImagingFactory": _FACTORY + ("CreateImageEncoder",),
    "IWICBitmapDecoder": _UNKNOWN + (
        "QueryCapability", "Initialize", "GetContainerFormat", "GetDecoderInfo",
        "CopyPalette", "GetMetadataQueryReader", "GetPreview", "GetColorContexts",
        "GetThumbnail", "GetFrameCount", "GetFrame"),
    "IWICBitmapFrameDecode": _SOURCE + ("GetMetadataQueryReader", "GetColorContexts",
                                        "GetThumbnail"),
    "IWICFormatConverter": _SOURCE + ("Initialize", "CanConvert"),
    "IWICBitmapScaler": _SOURCE + ("Initialize",),
    "IWICBitmapFlipRotator": _SOURCE + ("Initialize",),
    "IWICBitmapClipper": _SOURCE + ("Initialize",),
    "IWICBitmap": _SOURCE + ("Lock", "SetPalette", "SetResolution"),
    "IWICBitmapLock": _UNKNOWN + ("GetSize", "GetStride", "GetDataPointer",
                                  "GetPixelFormat"),
    "IWICStream": _ISTREAM + ("InitializeFromIStream", "InitializeFromFilename",
                              "InitializeFromMemory", "InitializeFromIStreamRegion"),
    "IWICPalette": _UNKNOWN + ("InitializePredefined", "InitializeCustom",
                               "InitializeFromBitmap", "InitializeFromPalette", "GetType",
                               "GetColorCount", "GetColors", "IsBlackWhite", "IsGrayscale",
                               "HasAlpha"),
    "IWICBitmapEncoder": _UNKNOWN + (
        "Initialize", "GetContainerFormat", "GetEncoderInfo", "SetColorContexts",
        "SetPalette", "SetThumbnail", "SetPreview", "CreateNewFrame", "Commit",
        "GetMetadataQueryWriter"),
    "IWICBitmapFrameEncode": _UNKNOWN + (
        "Initialize", "SetSize", "SetResolution", "SetPixelFormat", "SetColorContexts",
        "SetPalette", "SetThumbnail", "WritePixels", "WriteSource", "Commit",
        "GetMetadataQueryWriter"),
    "IWICBitmapDecoderInfo": _CODEC + ("GetPatterns", "MatchesPattern", "CreateInstance"),
    "IWICBitmapEncoderInfo": _CODEC + ("CreateInstance",),
    "IWICColorContext": _UNKNOWN + ("InitializeFromFilename", "InitializeFromMemory",
                                    "InitializeFromExifColorSpace", "GetType",
                                    "GetProfileBytes", "GetExifColorSpace"),
    "IWICMetadataQueryReader": _UNKNOWN + ("GetContainerFormat", "GetLocation",
                                           "GetMetadataByName", "GetEnumerator"),
    "IPropertyBag2": _UNKNOWN + ("Read", "Write", "CountProperties", "GetPropertyInfo",
                                 "LoadObject"),
    "IWICPixelFormatInfo2": _COMPONENT + ("GetFormatGUID", "GetColorContext",
                                          "GetBitsPerPixel", "GetChannelCount",
                                          "GetChannelMask", "SupportsTransparency",
                                          "GetNumericRepresentation"),
}


def _iids(*texts):
    return tuple(guid(t) for t in texts)


_COMPONENT_IID = "23bc3f0a-698b-4357-886b-f24d50671334"
_CODEC_IID = "e87a44c4-b76e-4c47-8b09-298eb12a2714"
#: interface -> the IIDs QueryInterface answers with it (its own and its bases')
_IIDS = {
    "IWICImagingFactory": _iids("ec5ec8a9-c395-4314-9c77-54d7a935ff70"),
    "IWICBitmapDecoder": _iids("9edde9e7-8dee-47ea-99df-e6faf2ed44bf"),
    "IWICBitmapFrameDecode": _iids("3b16811b-6a43-4ec9-a813-3d930c13b940") + (IID_SOURCE,),
    "IWICFormatConverter": _iids("00000301-a8f2-4877-ba0a-fd2b6645fb94") + (IID_SOURCE,),
    "IWICBitmapScaler": _iids("00000302-a8f2-4877-ba0a-fd2b6645fb94") + (IID_SOURCE,),
    "IWICBitmapFlipRotator": _iids("5009834f-2d6a-41ce-9e1b-17c5aff7a782") + (IID_SOURCE,),
    "IWICBitmapClipper": _iids("e4fbcf03-223d-4e81-9333-d635556dd1b5") + (IID_SOURCE,),
    "IWICBitmap": _iids("00000121-a8f2-4877-ba0a-fd2b6645fb94") + (IID_SOURCE,),
    "IWICBitmapLock": _iids("00000123-a8f2-4877-ba0a-fd2b6645fb94"),
    "IWICStream": _iids("135ff860-22b7-4ddf-b0f6-218f4f299a43") + (IID_ISTREAM,
                                                                    IID_ISEQUENTIALSTREAM),
    "IWICPalette": _iids("00000040-a8f2-4877-ba0a-fd2b6645fb94"),
    "IWICBitmapEncoder": _iids("00000103-a8f2-4877-ba0a-fd2b6645fb94"),
    "IWICBitmapFrameEncode": _iids("00000105-a8f2-4877-ba0a-fd2b6645fb94"),
    "IWICBitmapDecoderInfo": _iids("d8cd007f-d08f-4191-9bfc-236ea7f0e4b5", _CODEC_IID,
                                   _COMPONENT_IID),
    "IWICBitmapEncoderInfo": _iids("94c9b4ee-a09f-4f92-8a1e-4a9bce7e76fb", _CODEC_IID,
                                   _COMPONENT_IID),
    "IPropertyBag2": _iids("22f55882-280b-11d0-a8a9-00a0c90c2004"),
    "IWICMetadataQueryReader": _iids("30989668-e1c9-4597-b395-458eedb808df"),
    "IWICColorContext": _iids("3c613a02-34b2-44ea-9a7c-45aea9c6fd6d"),
    "IWICPixelFormatInfo2": _iids("a9db33a2-af5f-43c7-b679-74f5984b5aa4",
                                  "e8eda601-3d48-431a-ab44-69059be88bbe", _COMPONENT_IID),
}
IID_FACTORY2 = guid("7b816b45-1996-4476-b132-de9e247c8af0")


# -- objects -------------------------------------------------------------------------------------
class WICObject:
    """One WIC object of ours: its interface, pointer and reference count. ``held``: the
    COM objects it keeps a reference to (released with it)."""

    IFACE = None

    def __init__(self, vm):
        self.refs = 1
        self.held = []
        self.ptr = com_new(vm, WINDOWSCODECS, self.IFACE, INTERFACES[self.IFACE], self)

    def answers(self, riid):
        """Whether QueryInterface of ``riid`` gives this object."""
        return riid == IID_IUNKNOWN or riid in _IIDS[self.IFACE]

    def on_free(self, vm):
        """What goes with the object besides its references (a bitmap's pixels)."""


def _ours(vm, ptr, cls=None):
    """Our object behind interface pointer ``ptr`` (of class ``cls`` when given), or None."""
    obj = com_impl(vm, ptr) if ptr else None
    if not isinstance(obj, WICObject) or (cls is not None and not isinstance(obj, cls)):
        return None
    return obj


def _hold(vm, owner, ptr):
    """Generator: ``owner`` takes a reference to COM object ``ptr`` (ours or the program's)."""
    obj = _ours(vm, ptr)
    if obj is not None:
        obj.refs += 1
    else:
        yield method_call(vm, ptr, 1)                                   # AddRef
    owner.held.append(ptr)


def _release(vm, ptr):
    """Generator: one reference less to COM object ``ptr``; the new count."""
    obj = _ours(vm, ptr)
    if obj is None:
        count = yield method_call(vm, ptr, 2)                           # Release
        return count & 0xFFFFFFFF
    obj.refs -= 1
    if obj.refs > 0:
        return obj.refs
    held, obj.held = obj.held, []
    obj.on_free(vm)
    com_release(vm, ptr)
    for other in held:
        yield from _release(vm, other)
    return 0


def _object(c, this, iface):
    obj = com_impl(c.vm, this, iface)
    if not isinstance(obj, WICObject):
        raise Unimplemented("%s %s method on an object that is not one of ours (0x%08X)"
                            % (WINDOWSCODECS, iface, this))
    return obj


def _declare_unknown(iface):
    def query(c, this, riid, out):
        obj = _object(c, this, iface)
        if not out:
            return E_INVALIDARG
        want = bytes(c.vm.mem.read(riid, 16)) if riid else b""
        if not obj.answers(want):
            c.vm.mem.wptr(out, 0)
            return E_NOINTERFACE
        obj.refs += 1
        c.vm.mem.wptr(out, this)
        return S_OK

    def addref(c, this):
        obj = _object(c, this, iface)
        obj.refs += 1
        return obj.refs

    def release(c, this):
        _object(c, this, iface)
        return (yield from _release(c.vm, this))

    for name, params, fn, doc in (
            ("QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", query,
             "the object for IUnknown, its interface and the ones it derives from;"
             " E_NOINTERFACE otherwise."),
            ("AddRef", "LPVOID this", addref, "one more reference."),
            ("Release", "LPVOID this", release,
             "one reference less; at none the object goes, releasing what it held.")):
        fn.__doc__ = "%s::%s: %s" % (iface, name, doc)
        api(WINDOWSCODECS, "wineagent.%s_%s" % (iface, name), params, widths=BOTH)(fn)


for _iface in INTERFACES:
    _declare_unknown(_iface)

def _method(ifaces, name, params, doc):
    """Declare method ``name`` of each interface in ``ifaces`` (a name or a tuple) over
    ``fn(c, obj, *args)``, ``obj`` the WICObject behind ``this``."""
    if isinstance(ifaces, str):
        ifaces = (ifaces,)

    def wrap(fn):
        for iface in ifaces:
            def handler(c, this, *args, _iface=iface):
                return fn(c, _object(c, this, _iface), *args)
            handler.__name__ = "%s_%s" % (iface, name)
            handler.__doc__ = "%s::%s: %s" % (iface, name, doc)
            api(WINDOWSCODECS, "wineagent.%s_%s" % (iface, name), "LPVOID this" + params,
                widths=BOTH)(handler)
        return fn
    return wrap


def _wptr(c, out, value):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, value)
    return S_OK


def _guid_at(c, ptr):
    return bytes(c.vm.mem.read(ptr, 16)) if ptr else None


def _i64(vm, value):
    """The argument slots of a 64-bit integer passed by value to a guest method."""
    value &= 0xFFFFFFFFFFFFFFFF
    if vm.ptr_size == 4:
        return (value & 0xFFFFFFFF, value >> 32)
    return (value,)


# -- streams, read and written through their vtables ---------------------------------------------
def _seek(vm, stream, pos, origin=STREAM_SEEK_SET):
    hr = yield method_call(vm, stream, 5, *_i64(vm, pos), origin, 0)    # IStream::Seek
    return hr & 0xFFFFFFFF


def read_stream(vm, stream):
    """Generator: every byte of IStream ``stream`` from its start; (HRESULT, bytes)."""
    hr = yield from _seek(vm, stream, 0)
    if hr & 0x80000000:
        return hr, b""
    buf = vm.heap.alloc(_CHUNK + 4)
    try:
        data = bytearray()
        while True:
            vm.mem.w32(buf + _CHUNK, 0)
            hr = (yield method_call(vm, stream, 3, buf, _CHUNK, buf + _CHUNK)) & 0xFFFFFFFF
            if hr & 0x80000000:
                return hr, b""
            got = min(vm.mem.u32(buf + _CHUNK), _CHUNK)
            data += vm.mem.read(buf, got)
            if len(data) > MAX_STREAM:
                return E_OUTOFMEMORY, b""
            if got < _CHUNK:
                return S_OK, bytes(data)
    finally:
        vm.heap.free(buf)


def write_stream(vm, stream, data):
    """Generator: write ``data`` to IStream ``stream`` at its position; the HRESULT."""
    size = min(len(data), _CHUNK) or 1
    buf = vm.heap.alloc(size + 4)
    try:
        for start in range(0, len(data), size):
            part = data[start:start + size]
            vm.mem.write(buf, part)
            hr = (yield method_call(vm, stream, 4, buf, len(part), buf + size)) & 0xFFFFFFFF
            if hr & 0x80000000:
                return hr
            if vm.mem.u32(buf + size) != len(part):
                return E_FAIL
        return S_OK
    finally:
        vm.heap.free(buf)


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


# -- palettes ---------------------------------------------------------------------------------------
PALETTE_CUSTOM, PALETTE_BW, PALETTE_GRAY4, PALETTE_GRAY16, PALETTE_GRAY256 = 0, 2, 10, 11, 12
PALETTE_HALFTONE8, PALETTE_HALFTONE256 = 3, 9


class Palette(WICObject):
    """An IWICPalette: its WICBitmapPaletteType and colours (ARGB)."""

    IFACE = "IWICPalette"

    def __init__(self, vm):
        super().__init__(vm)
        self.kind, self.colors = PALETTE_CUSTOM, []


def _grays(n):
    return [0xFF000000 | v << 16 | v << 8 | v for v in (i * 255 // (n - 1) for i in range(n))]


@_method("IWICPalette", "InitializePredefined", ", UINT kind, BOOL transparent",
         "a fixed palette: black and white, 4, 16 or 256 grays; the halftone palettes stop"
         " the program naming themselves; another type is E_INVALIDARG.")
def _pal_predefined(c, pal, kind, transparent):
    if kind == PALETTE_BW:
        colors = [0xFF000000, 0xFFFFFFFF]
    elif kind in (PALETTE_GRAY4, PALETTE_GRAY16, PALETTE_GRAY256):
        colors = _grays({PALETTE_GRAY4: 4, PALETTE_GRAY16: 16, PALETTE_GRAY256: 256}[kind])
    elif PALETTE_HALFTONE8 <= kind <= PALETTE_HALFTONE256 or kind == 13:
        raise Unimplemented("%s IWICPalette::InitializePredefined of halftone palette %d"
                            % (WINDOWSCODECS, kind))
    else:
        return E_INVALIDARG
    if transparent and len(colors) < 256:
        colors.append(0)
    elif transparent:
        colors[-1] = 0
    pal.kind, pal.colors = kind, colors
    return S_OK


@_method("IWICPalette", "InitializeCustom", ", LPVOID colors, UINT count",
         "a custom palette of ``count`` ARGB colours.")
def _pal_custom(c, pal, colors, count):
    if count and not colors or count > 256:
        return E_INVALIDARG
    pal.kind = PALETTE_CUSTOM
    pal.colors = list(struct.unpack("<%dI" % count, bytes(c.vm.mem.read(colors, 4 * count)))
                      if count else [])
    return S_OK


@_method("IWICPalette", "InitializeFromPalette", ", LPVOID other",
         "a copy of another palette (ours, or the program's through GetColors).")
def _pal_from_palette(c, pal, other):
    if not other:
        return E_INVALIDARG
    src = _ours(c.vm, other, Palette)
    if src is None:
        raise Unimplemented("%s IWICPalette::InitializeFromPalette of the program's own"
                            " palette" % WINDOWSCODECS)
    pal.kind, pal.colors = src.kind, list(src.colors)
    return S_OK


@_method("IWICPalette", "GetType", ", LPVOID out", "the WICBitmapPaletteType.")
def _pal_type(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, pal.kind)
    return S_OK


@_method("IWICPalette", "GetColorCount", ", LPVOID out", "how many colours.")
def _pal_count(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, len(pal.colors))
    return S_OK


@_method("IWICPalette", "GetColors", ", UINT count, LPVOID colors, LPVOID actual",
         "the colours; WINCODEC_ERR_INSUFFICIENTBUFFER when ``count`` is short.")
def _pal_colors(c, pal, count, colors, actual):
    if not colors or not actual:
        return E_INVALIDARG
    if len(pal.colors) > count:
        return WINCODEC_ERR_INSUFFICIENTBUFFER
    c.vm.mem.write(colors, b"".join(struct.pack("<I", v) for v in pal.colors))
    c.vm.mem.w32(actual, len(pal.colors))
    return S_OK


@_method("IWICPalette", "IsBlackWhite", ", LPVOID out", "whether it is FixedBW.")
def _pal_bw(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, int(pal.kind == PALETTE_BW))
    return S_OK


@_method("IWICPalette", "IsGrayscale", ", LPVOID out", "whether it is a fixed gray palette.")
def _pal_gray(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, int(pal.kind in (PALETTE_BW, PALETTE_GRAY4, PALETTE_GRAY16,
                                       PALETTE_GRAY256)))
    return S_OK


@_method("IWICPalette", "HasAlpha", ", LPVOID out",
         "whether a colour is not opaque.")
def _pal_alpha(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, int(any(v >> 24 != 0xFF for v in pal.colors)))
    return S_OK


# -- decoders and their frames ------------------------------------------------------------------------
class Decoder(WICObject):
    """An IWICBitmapDecoder of one container (``codecs.Container``); ``decoded`` once
    Initialize read its stream."""

    IFACE = "IWICBitmapDecoder"

    def __init__(self, vm, container):
        super().__init__(vm)
        self.container, self.decoded = container, None


class FrameDecode(Source):
    """One decoded frame (``codecs.Frame``) of a decoder, and the file's ICC profile."""

    IFACE = "IWICBitmapFrameDecode"

    def __init__(self, vm, container, frame, icc, decoded=None, index=0):
        super().__init__(vm)
        self.container, self.frame, self.icc = container, frame, icc
        #: the decoder's file (its metadata) and this frame's index in it
        self.decoded, self.index = decoded, index

    def info(self):
        """As Source.info."""
        f = self.frame
        return f.width, f.height, f.fmt, f.dpi, f.palette

    def pixels(self, vm):
        """Generator: the decoded pixels."""
        return self.frame.data
        yield


def _decoder_init(vm, dec, stream):
    """Generator: read ``stream`` into ``dec`` (a Decoder); the HRESULT."""
    if dec.decoded is not None:
        return WINCODEC_ERR_WRONGSTATE
    hr, data = yield from read_stream(vm, stream)
    if hr:
        return hr
    if codecs.sniff(data) is not dec.container:
        # a decoder given another format's bytes fails as on a damaged file of its own
        return codecs.open_error(dec.container)
    try:
        dec.decoded = codecs.decode(data)
    except CodecError as e:
        return e.hresult
    return S_OK


@_method("IWICBitmapDecoder", "Initialize", ", LPVOID stream, UINT options",
         "read the image from ``stream`` (from its start).")
def _dec_initialize(c, dec, stream, options):
    if not stream:
        return E_INVALIDARG
    return (yield from _decoder_init(c.vm, dec, stream))


@_method("IWICBitmapDecoder", "GetContainerFormat", ", LPVOID out", "the container's GUID.")
def _dec_container(c, dec, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, dec.container.guid)
    return S_OK


@_method("IWICBitmapDecoder", "GetDecoderInfo", ", LPVOID out", "the decoder's component info.")
def _dec_info(c, dec, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, CodecInfo(c.vm, dec.container, False).ptr)
    return S_OK


@_method("IWICBitmapDecoder", "CopyPalette", ", LPVOID palette",
         "a GIF's global palette; WINCODEC_ERR_PALETTEUNAVAILABLE for the other formats.")
def _dec_palette(c, dec, pal):
    if dec.decoded is None:
        return WINCODEC_ERR_NOTINITIALIZED
    colors = dec.decoded.global_palette
    if colors is None:
        return WINCODEC_ERR_PALETTEUNAVAILABLE
    return (yield from _fill_palette(c.vm, pal, colors))


@_method("IWICBitmapDecoder", "GetMetadataQueryReader", ", LPVOID out",
         "a GIF's reader of its logical screen descriptor; WINCODEC_ERR_UNSUPPORTEDOPERATION"
         " for the other formats, which have no container-level metadata.")
def _dec_metadata(c, dec, out):
    if not out:
        return E_INVALIDARG
    if dec.decoded is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if dec.container.name != "GIF":
        return WINCODEC_ERR_UNSUPPORTEDOPERATION
    reader = QueryReader(c.vm, dec.container, dec.decoded, None)
    c.vm.mem.wptr(out, reader.ptr)
    yield from _hold(c.vm, reader, dec.ptr)
    return S_OK


@_method("IWICBitmapDecoder", "GetPreview", ", LPVOID out",
         "WINCODEC_ERR_UNSUPPORTEDOPERATION: these formats have no preview.")
def _dec_preview(c, dec, out):
    if not out:
        return E_INVALIDARG
    return WINCODEC_ERR_UNSUPPORTEDOPERATION


@_method("IWICBitmapDecoder", "GetColorContexts", ", UINT count, LPVOID contexts, LPVOID actual",
         "WINCODEC_ERR_UNSUPPORTEDOPERATION: colour contexts are the frames'.")
def _dec_contexts(c, dec, count, contexts, actual):
    return WINCODEC_ERR_UNSUPPORTEDOPERATION


@_method("IWICBitmapDecoder", "GetThumbnail", ", LPVOID out", "WINCODEC_ERR_CODECNOTHUMBNAIL.")
def _dec_thumbnail(c, dec, out):
    if not out:
        return E_INVALIDARG
    return WINCODEC_ERR_CODECNOTHUMBNAIL


@_method("IWICBitmapDecoder", "GetFrameCount", ", LPVOID out", "how many frames.")
def _dec_count(c, dec, out):
    if not out:
        return E_INVALIDARG
    if dec.decoded is None:
        return WINCODEC_ERR_NOTINITIALIZED
    c.vm.mem.w32(out, dec.decoded.count)
    return S_OK


@_method("IWICBitmapDecoder", "GetFrame", ", UINT index, LPVOID out",
         "frame ``index`` decoded (E_INVALIDARG past the last; the decoder's HRESULT for a"
         " frame whose data is bad).")
def _dec_frame(c, dec, index, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, 0)
    if dec.decoded is None:
        return WINCODEC_ERR_NOTINITIALIZED
    try:
        frame = dec.decoded.frame(index)
    except CodecError as e:
        return e.hresult
    icc = dec.decoded.icc
    obj = FrameDecode(c.vm, dec.container, frame, icc, dec.decoded, index)
    c.vm.mem.wptr(out, obj.ptr)
    yield from _hold(c.vm, obj, dec.ptr)
    return S_OK


@_method("IWICBitmapDecoder", "QueryCapability", ", LPVOID stream, LPVOID out",
         "what the decoder can do with ``stream``: decode all of it when it is this"
         " decoder's format (WICBitmapDecoderCapabilityCanDecodeAllImages, and"
         " CanEnumerateMetadata for the formats with metadata), else 0.")
def _dec_capability(c, dec, stream, out):
    if not stream or not out:
        return E_INVALIDARG
    hr, data = yield from read_stream(c.vm, stream)
    if hr:
        return hr
    caps = 0
    if codecs.sniff(data) is dec.container:
        caps = 0x2 | (0x10 if dec.container.name in ("PNG", "JPEG", "TIFF", "GIF") else 0)
        if dec.container.name in ("GIF", "TIFF", "ICO"):
            caps |= 0x8                     # WICBitmapDecoderCapabilityCanDecodeSomeImages
    c.vm.mem.w32(out, caps)
    return S_OK


@_method("IWICBitmapFrameDecode", "GetMetadataQueryReader", ", LPVOID out",
         "the frame's metadata reader: GIF (image descriptor, graphic control extension)"
         " and JPEG (EXIF orientation); BMP and ICO frames have none"
         " (WINCODEC_ERR_UNSUPPORTEDOPERATION); PNG's and TIFF's are not done and stop the"
         " program.")
def _frame_metadata(c, frame, out):
    if not out:
        return E_INVALIDARG
    if frame.container.name in ("BMP", "ICO"):
        return WINCODEC_ERR_UNSUPPORTEDOPERATION
    if frame.container.name not in ("GIF", "JPEG") or frame.decoded is None:
        raise Unimplemented("%s IWICBitmapFrameDecode::GetMetadataQueryReader of a %s frame"
                            % (WINDOWSCODECS, frame.container.name))
    reader = QueryReader(c.vm, frame.container, frame.decoded, frame.index)
    c.vm.mem.wptr(out, reader.ptr)
    yield from _hold(c.vm, reader, frame.ptr)
    return S_OK


class QueryReader(WICObject):
    """IWICMetadataQueryReader of a file (``index`` None) or one of its frames."""

    IFACE = "IWICMetadataQueryReader"

    def __init__(self, vm, container, decoded, index):
        super().__init__(vm)
        self.container, self.decoded, self.index = container, decoded, index


@_method("IWICMetadataQueryReader", "GetContainerFormat", ", LPVOID out",
         "the container format of the metadata (the file's).")
def _mqr_container(c, reader, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, reader.container.guid)
    return S_OK


@_method("IWICMetadataQueryReader", "GetLocation", ", UINT size, LPVOID out, LPVOID actual",
         "\"/\": the reader is the root of its frame's (or file's) metadata.")
def _mqr_location(c, reader, size, out, actual):
    return _string_out(c, "/", size, out, actual)


@_method("IWICMetadataQueryReader", "GetMetadataByName", ", LPCWSTR name, LPVOID value",
         "the value at query ``name`` as a PROPVARIANT (``value`` NULL: whether it is there);"
         " WINCODEC_ERR_PROPERTYNOTFOUND when the file lacks it; a query not answered here"
         " (kernel/wiccodecs.py's tables) stops the program naming it.")
def _mqr_get(c, reader, name, value):
    if name is None:
        return E_INVALIDARG
    try:
        found = codecs.metadata(reader.decoded, reader.index, name)
    except KeyError:
        raise Unimplemented("%s IWICMetadataQueryReader::GetMetadataByName(%r) of a %s %s"
                            % (WINDOWSCODECS, name, reader.container.name,
                               "file" if reader.index is None else "frame"))
    if found is None:
        return 0x88982F40                               # WINCODEC_ERR_PROPERTYNOTFOUND
    if value:
        vt, v = found
        size = 24 if c.ptr_size == 8 else 16
        c.vm.mem.write(value, bytes(size))
        c.vm.mem.write(value, struct.pack("<H", vt))
        if vt == codecs.VT_BOOL:
            c.vm.mem.write(value + 8, struct.pack("<h", -1 if v else 0))
        elif vt == codecs.VT_UI1:
            c.vm.mem.write(value + 8, bytes([v & 0xFF]))
        else:
            c.vm.mem.write(value + 8, struct.pack("<H", v & 0xFFFF))
    return S_OK


@_method("IWICBitmapFrameDecode", "GetColorContexts",
         ", UINT count, LPVOID contexts, LPVOID actual",
         "how many colour profiles the frame has (its embedded ICC profile), and with an"
         " array of ``count`` IWICColorContext pointers, each made that profile"
         " (E_INVALIDARG when the array is short); BMP, GIF and ICO frames answer"
         " WINCODEC_ERR_UNSUPPORTEDOPERATION (Wine 8).")
def _frame_contexts(c, frame, count, contexts, actual):
    vm = c.vm
    if not actual:
        return E_INVALIDARG
    if frame.container.name in ("BMP", "GIF", "ICO"):
        return WINCODEC_ERR_UNSUPPORTEDOPERATION          # ``actual`` untouched (Wine 8)
    profiles = [frame.icc] if frame.icc else []
    vm.mem.w32(actual, len(profiles))
    if not profiles or not count or not contexts:
        return S_OK
    if count < len(profiles):
        return E_INVALIDARG
    for i, profile in enumerate(profiles):
        ptr = vm.mem.uptr(contexts + i * vm.ptr_size)
        ctx = _ours(vm, ptr, ColorContext)
        if ctx is None:
            raise Unimplemented("%s IWICBitmapFrameDecode::GetColorContexts into the"
                                " program's own IWICColorContext" % WINDOWSCODECS)
        hr = _ctx_set_profile(ctx, profile)
        if hr:
            return hr
    return S_OK


WICCOLORCONTEXTUNINITIALIZED, WICCOLORCONTEXTPROFILE, WICCOLORCONTEXTEXIF = 0, 1, 2


class ColorContext(WICObject):
    """IWICColorContext: uninitialized, an ICC profile's bytes, or an EXIF colour space."""

    IFACE = "IWICColorContext"

    def __init__(self, vm):
        super().__init__(vm)
        self.kind, self.profile, self.exif = WICCOLORCONTEXTUNINITIALIZED, b"", 0xFFFFFFFF


def _ctx_set_profile(ctx, profile):
    if ctx.kind not in (WICCOLORCONTEXTUNINITIALIZED, WICCOLORCONTEXTPROFILE):
        return WINCODEC_ERR_WRONGSTATE
    ctx.kind, ctx.profile = WICCOLORCONTEXTPROFILE, bytes(profile)
    return S_OK


@_method("IWICColorContext", "InitializeFromMemory", ", LPVOID buffer, UINT size",
         "the context is the ICC profile of ``size`` bytes at ``buffer`` (again: replaced;"
         " after an EXIF colour space WINCODEC_ERR_WRONGSTATE).")
def _ctx_from_memory(c, ctx, buf, size):
    if size and not buf:
        return E_INVALIDARG
    if size > MAX_STREAM:
        return E_OUTOFMEMORY
    return _ctx_set_profile(ctx, c.vm.mem.read(buf, size) if size else b"")


@_method("IWICColorContext", "InitializeFromFilename", ", LPCWSTR path",
         "the context is the ICC profile in file ``path`` (read through shlwapi's file"
         " stream; its error as an HRESULT).")
def _ctx_from_file(c, ctx, path):
    if path is None:
        return E_INVALIDARG
    if ctx.kind not in (WICCOLORCONTEXTUNINITIALIZED, WICCOLORCONTEXTPROFILE):
        return WINCODEC_ERR_WRONGSTATE
    hr, stream = create_stream(c, path, STGM_SHARE_DENY_WRITE | STGM_READ, False)
    if hr:
        return hr
    try:
        hr, data = yield from read_stream(c.vm, stream)
    finally:
        yield from _release(c.vm, stream)
    if hr:
        return hr
    return _ctx_set_profile(ctx, data)


@_method("IWICColorContext", "InitializeFromExifColorSpace", ", UINT value",
         "the context is EXIF colour space ``value`` (1 sRGB, 2 Adobe RGB).")
def _ctx_from_exif(c, ctx, value):
    if ctx.kind not in (WICCOLORCONTEXTUNINITIALIZED, WICCOLORCONTEXTEXIF):
        return WINCODEC_ERR_WRONGSTATE
    ctx.kind, ctx.exif = WICCOLORCONTEXTEXIF, value
    return S_OK


@_method("IWICColorContext", "GetType", ", LPVOID out", "WICColorContextType.")
def _ctx_type(c, ctx, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, ctx.kind)
    return S_OK


@_method("IWICColorContext", "GetProfileBytes", ", UINT size, LPVOID buf, LPVOID actual",
         "the profile's length, and its bytes when ``size`` holds them"
         " (WINCODEC_ERR_NOTINITIALIZED for a context that is no profile).")
def _ctx_bytes(c, ctx, size, buf, actual):
    if ctx.kind != WICCOLORCONTEXTPROFILE:
        return WINCODEC_ERR_NOTINITIALIZED
    if not actual:
        return E_INVALIDARG
    if buf and size >= len(ctx.profile):
        c.vm.mem.write(buf, ctx.profile)
    c.vm.mem.w32(actual, len(ctx.profile))
    return S_OK


@_method("IWICColorContext", "GetExifColorSpace", ", LPVOID out",
         "the EXIF colour space (0xFFFFFFFF when none was set).")
def _ctx_exif(c, ctx, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, ctx.exif)
    return S_OK


@_method("IWICBitmapFrameDecode", "GetThumbnail", ", LPVOID out",
         "WINCODEC_ERR_CODECNOTHUMBNAIL.")
def _frame_thumbnail(c, frame, out):
    if not out:
        return E_INVALIDARG
    return WINCODEC_ERR_CODECNOTHUMBNAIL


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


# -- IWICStream -------------------------------------------------------------------------------------
class Stream(WICObject):
    """IWICStream: uninitialized, over a block of memory (``memory``: address and size),
    or over another IStream (``inner``; a region of it when ``region`` is (offset,
    size))."""

    IFACE = "IWICStream"

    def __init__(self, vm):
        super().__init__(vm)
        self.memory, self.inner, self.region, self.pos = None, None, None, 0

    def on_free(self, vm):
        """Nothing besides the inner stream (held)."""


def _stream(c, this):
    return _object(c, this, "IWICStream")


def _forward(vm, s, slot, *args):
    hr = yield method_call(vm, s.inner, slot, *args)
    return hr & 0xFFFFFFFF


@api(WINDOWSCODECS, "wineagent.IWICStream_Read", "LPVOID this, LPVOID buf, ULONG cb, LPVOID done",
     widths=BOTH)
def _stream_read(c, this, buf, cb, done):
    """IWICStream::Read: from memory, or from the inner stream (within the region)."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 3, buf, cb, done))
    if not buf:
        return E_INVALIDARG
    limit = s.memory[1] if s.memory is not None else s.region[1]
    count = max(0, min(cb, limit - s.pos))
    if s.memory is not None:
        vm.mem.write(buf, bytes(vm.mem.read(s.memory[0] + s.pos, count)))
        got = count
    else:
        hr = yield from _seek(vm, s.inner, s.region[0] + s.pos)
        if hr & 0x80000000:
            return hr
        tmp = vm.heap.alloc(4)
        try:
            hr = (yield method_call(vm, s.inner, 3, buf, count, tmp)) & 0xFFFFFFFF
            got = vm.mem.u32(tmp)
        finally:
            vm.heap.free(tmp)
        if hr & 0x80000000:
            return hr
    s.pos += got
    if done:
        vm.mem.w32(done, got)
    return S_OK


@api(WINDOWSCODECS, "wineagent.IWICStream_Write", "LPVOID this, LPVOID buf, ULONG cb, LPVOID done",
     widths=BOTH)
def _stream_write(c, this, buf, cb, done):
    """IWICStream::Write: into memory (STG_E_MEDIUMFULL past its end, nothing written),
    or into the inner stream (within the region)."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 4, buf, cb, done))
    if not buf:
        return E_INVALIDARG
    limit = s.memory[1] if s.memory is not None else s.region[1]
    if cb > limit - s.pos:
        return 0x80030070               # STG_E_MEDIUMFULL, ``done`` untouched (Wine 8)
    if s.memory is not None:
        vm.mem.write(s.memory[0] + s.pos, bytes(vm.mem.read(buf, cb)))
    else:
        hr = yield from _seek(vm, s.inner, s.region[0] + s.pos)
        if hr & 0x80000000:
            return hr
        hr = (yield method_call(vm, s.inner, 4, buf, cb, 0)) & 0xFFFFFFFF
        if hr & 0x80000000:
            return hr
    s.pos += cb
    if done:
        vm.mem.w32(done, cb)
    return S_OK


@api(WINDOWSCODECS, "wineagent.IWICStream_Seek",
     "LPVOID this, LARGE_INTEGER move, DWORD origin, LPVOID newpos", widths=BOTH)
def _stream_seek(c, this, move, origin, newpos):
    """IWICStream::Seek: within memory or the region (E_INVALIDARG outside it), or the
    inner stream's own seek."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 5, *_i64(vm, move), origin, newpos))
    size = s.memory[1] if s.memory is not None else s.region[1]
    if origin == STREAM_SEEK_SET:
        pos = move
    elif origin == STREAM_SEEK_CUR:
        pos = s.pos + move
    elif origin == STREAM_SEEK_END:
        pos = size + move
    else:
        return 0x80030001                                          # STG_E_INVALIDFUNCTION
    if pos >> 32:
        return hresult_from_win32(ERROR_ARITHMETIC_OVERFLOW) if pos > 0 else E_INVALIDARG
    if pos > size or pos < 0:
        return E_INVALIDARG
    s.pos = pos
    if newpos:
        vm.mem.w64(newpos, pos)
    return S_OK


@api(WINDOWSCODECS, "wineagent.IWICStream_SetSize", "LPVOID this, ULARGE_INTEGER size",
     widths=BOTH)
def _stream_set_size(c, this, size):
    """IWICStream::SetSize: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 6, *_i64(vm, size)))
    return E_NOTIMPL


@api(WINDOWSCODECS, "wineagent.IWICStream_CopyTo",
     "LPVOID this, LPVOID dest, ULARGE_INTEGER cb, LPVOID read, LPVOID written", widths=BOTH)
def _stream_copy_to(c, this, dest, cb, read, written):
    """IWICStream::CopyTo: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 7, dest, *_i64(vm, cb), read, written))
    return E_NOTIMPL


@api(WINDOWSCODECS, "wineagent.IWICStream_Commit", "LPVOID this, DWORD flags", widths=BOTH)
def _stream_commit(c, this, flags):
    """IWICStream::Commit: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 8, flags))
    return E_NOTIMPL


@api(WINDOWSCODECS, "wineagent.IWICStream_Revert", "LPVOID this", widths=BOTH)
def _stream_revert(c, this):
    """IWICStream::Revert: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 9))
    return E_NOTIMPL


def _declare_region_lock(name, slot):
    def lock(c, this, offset, cb, kind):
        s, vm = _stream(c, this), c.vm
        if s.memory is None and s.inner is None:
            return WINCODEC_ERR_NOTINITIALIZED
        if s.region is None and s.memory is None:
            return (yield from _forward(vm, s, slot, *_i64(vm, offset), *_i64(vm, cb), kind))
        return E_NOTIMPL
    lock.__doc__ = "IWICStream::%s: the inner stream's; E_NOTIMPL over memory or a region." \
        % name
    api(WINDOWSCODECS, "wineagent.IWICStream_" + name,
        "LPVOID this, ULARGE_INTEGER offset, ULARGE_INTEGER cb, DWORD kind",
        widths=BOTH)(lock)


_declare_region_lock("LockRegion", 10)
_declare_region_lock("UnlockRegion", 11)


@api(WINDOWSCODECS, "wineagent.IWICStream_Stat", "LPVOID this, LPVOID out, DWORD flags",
     widths=BOTH)
def _stream_stat(c, this, out, flags):
    """IWICStream::Stat: the inner stream's; over memory or a region a nameless stream of
    its size."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 12, out, flags))
    if not out:
        return E_INVALIDARG
    vm.mem.write(out, bytes(STATSTG.sizeof(c.ptr_size)))
    size = s.memory[1] if s.memory is not None else s.region[1]
    STATSTG.write(vm.mem, out, c.ptr_size, type=STGTY_STREAM, cbSize=size)
    return S_OK


@api(WINDOWSCODECS, "wineagent.IWICStream_Clone", "LPVOID this, LPVOID out", widths=BOTH)
def _stream_clone(c, this, out):
    """IWICStream::Clone: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 13, out))
    return E_NOTIMPL


@_method("IWICStream", "InitializeFromIStream", ", LPVOID inner",
         "a stream over another IStream (every call passed on).")
def _stream_from_istream(c, s, inner):
    if not inner:
        return E_INVALIDARG
    if s.memory is not None or s.inner is not None:
        return WINCODEC_ERR_WRONGSTATE
    yield from _hold(c.vm, s, inner)
    s.inner = inner
    return S_OK


@_method("IWICStream", "InitializeFromFilename", ", LPCWSTR path, DWORD access",
         "a stream over a file (shlwapi's file stream): GENERIC_WRITE creates it,"
         " GENERIC_READ opens an existing one; neither is E_INVALIDARG.")
def _stream_from_file(c, s, path, access):
    if s.memory is not None or s.inner is not None:
        return WINCODEC_ERR_WRONGSTATE
    if access & GENERIC_WRITE:
        mode = STGM_SHARE_DENY_WRITE | STGM_WRITE | STGM_CREATE
    elif access & GENERIC_READ:
        mode = STGM_SHARE_DENY_WRITE | STGM_READ
    else:
        return E_INVALIDARG
    if path is None:
        return E_INVALIDARG
    hr, inner = create_stream(c, path, mode, False)
    if hr:
        return hr
    s.inner = inner
    s.held.append(inner)                                   # the one reference it was made with
    return S_OK


@_method("IWICStream", "InitializeFromMemory", ", LPVOID buffer, DWORD size",
         "a stream over ``size`` bytes at ``buffer`` (fixed: it never grows).")
def _stream_from_memory(c, s, buf, size):
    if not buf:
        return E_INVALIDARG
    if s.memory is not None or s.inner is not None:
        return WINCODEC_ERR_WRONGSTATE
    s.memory, s.pos = (buf, size), 0
    return S_OK


@_method("IWICStream", "InitializeFromIStreamRegion",
         ", LPVOID inner, ULARGE_INTEGER offset, ULARGE_INTEGER size",
         "a stream over ``size`` bytes of another IStream from ``offset``.")
def _stream_from_region(c, s, inner, offset, size):
    if not inner:
        return E_INVALIDARG
    if s.memory is not None or s.inner is not None:
        return WINCODEC_ERR_WRONGSTATE
    yield from _hold(c.vm, s, inner)
    s.inner, s.region, s.pos = inner, (offset, size), 0
    return S_OK


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


@_method("IWICBitmapEncoder", "GetEncoderInfo", ", LPVOID out", "the encoder's component info.")
def _enc_info(c, enc, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, CodecInfo(c.vm, enc.container, True).ptr)
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


# -- component infos ----------------------------------------------------------------------------------
WICDECODER, WICENCODER, WICPIXELFORMAT = 0x1, 0x2, 0x20


class CodecInfo(WICObject):
    """IWICBitmapDecoderInfo or IWICBitmapEncoderInfo of a container's codec."""

    def __init__(self, vm, container, encoder):
        self.IFACE = "IWICBitmapEncoderInfo" if encoder else "IWICBitmapDecoderInfo"
        super().__init__(vm)
        self.container, self.encoder = container, encoder


class PixelFormatInfo(WICObject):
    """IWICPixelFormatInfo2 of one pixel format."""

    IFACE = "IWICPixelFormatInfo2"

    def __init__(self, vm, fmt):
        super().__init__(vm)
        self.fmt = fmt


def _string_out(c, text, size, out, actual):
    """The WIC string convention: the length with its NUL in ``actual``; the text when
    ``size`` holds it (WINCODEC_ERR_INSUFFICIENTBUFFER when it does not)."""
    if not actual or size and not out:
        return E_INVALIDARG
    c.vm.mem.w32(actual, len(text) + 1)
    if not size:
        return S_OK
    if size < len(text) + 1:
        return WINCODEC_ERR_INSUFFICIENTBUFFER
    c.vm.mem.write_wstr(out, text)
    return S_OK


_INFOS = ("IWICBitmapDecoderInfo", "IWICBitmapEncoderInfo", "IWICPixelFormatInfo2")
_CODEC_INFOS = _INFOS[:2]


@_method(_INFOS, "GetComponentType", ", LPVOID out",
         "WICDecoder, WICEncoder or WICPixelFormat.")
def _info_type(c, info, out):
    if not out:
        return E_INVALIDARG
    kind = WICPIXELFORMAT if isinstance(info, PixelFormatInfo) else \
        WICENCODER if info.encoder else WICDECODER
    c.vm.mem.w32(out, kind)
    return S_OK


@_method(_INFOS, "GetCLSID", ", LPVOID out", "the component's CLSID.")
def _info_clsid(c, info, out):
    if not out:
        return E_INVALIDARG
    if isinstance(info, PixelFormatInfo):
        value = info.fmt.guid
    else:
        value = info.container.encoder if info.encoder else info.container.decoder
    c.vm.mem.write(out, value)
    return S_OK


@_method(_INFOS, "GetSigningStatus", ", LPVOID out", "WICComponentSigned (built in).")
def _info_signing(c, info, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, 1)
    return S_OK


@_method(_INFOS, "GetAuthor", ", UINT size, LPVOID out, LPVOID actual",
         "\"Microsoft\", as Windows' own components say.")
def _info_author(c, info, size, out, actual):
    return _string_out(c, "Microsoft", size, out, actual)


@_method(_INFOS, "GetVendorGUID", ", LPVOID out", "GUID_VendorMicrosoft.")
def _info_vendor(c, info, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, GUID_VENDOR_MICROSOFT)
    return S_OK


@_method(_INFOS, "GetVersion", ", UINT size, LPVOID out, LPVOID actual", "\"1.0.0.0\".")
def _info_version(c, info, size, out, actual):
    return _string_out(c, "1.0.0.0", size, out, actual)


@_method(_INFOS, "GetSpecVersion", ", UINT size, LPVOID out, LPVOID actual", "\"1.0.0.0\".")
def _info_spec_version(c, info, size, out, actual):
    return _string_out(c, "1.0.0.0", size, out, actual)


@_method(_INFOS, "GetFriendlyName", ", UINT size, LPVOID out, LPVOID actual",
         "the component's name (\"PNG Decoder\", \"32bpp BGRA\", ...).")
def _info_name(c, info, size, out, actual):
    if isinstance(info, PixelFormatInfo):
        name = info.fmt.name
        for prefix in ("128bpp", "64bpp", "48bpp", "32bpp", "24bpp", "16bpp", "8bpp",
                       "4bpp", "2bpp", "1bpp"):
            if name.startswith(prefix):
                name = prefix + " " + name[len(prefix):]
                break
    else:
        name = info.container.encoder_name if info.encoder else info.container.decoder_name
    return _string_out(c, name, size, out, actual)


@_method(_CODEC_INFOS, "GetContainerFormat", ", LPVOID out", "the container's GUID.")
def _info_container(c, info, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, info.container.guid)
    return S_OK


@_method(_CODEC_INFOS, "GetPixelFormats", ", UINT count, LPVOID out, LPVOID actual",
         "the pixel formats the encoder takes (the decoder's: those it reports).")
def _info_formats(c, info, count, out, actual):
    if not actual:
        return E_INVALIDARG
    names = codecs.ENCODER_FORMATS.get(info.container.name, [])
    if not info.encoder:
        names = _DECODER_FORMATS[info.container.name]
    c.vm.mem.w32(actual, len(names))
    if count and out:
        if count < len(names):
            return WINCODEC_ERR_INSUFFICIENTBUFFER
        c.vm.mem.write(out, b"".join(BY_NAME[n].guid for n in names))
    return S_OK


_DECODER_FORMATS = {
    "BMP": ["1bppIndexed", "2bppIndexed", "4bppIndexed", "8bppIndexed", "16bppBGR555",
            "16bppBGR565", "24bppBGR", "32bppBGR", "32bppBGRA"],
    "PNG": ["BlackWhite", "2bppGray", "4bppGray", "8bppGray", "16bppGray", "32bppBGRA",
            "64bppRGBA", "1bppIndexed", "2bppIndexed", "4bppIndexed", "8bppIndexed",
            "24bppBGR", "48bppRGB"],
    "ICO": ["32bppBGRA"],
    "JPEG": ["8bppGray", "24bppBGR", "32bppCMYK"],
    "TIFF": ["BlackWhite", "8bppGray", "16bppGray", "8bppIndexed", "24bppBGR",
             "32bppBGRA", "32bppPBGRA", "32bppCMYK"],
    "GIF": ["8bppIndexed"],
}


@_method(_CODEC_INFOS, "GetMimeTypes", ", UINT size, LPVOID out, LPVOID actual",
         "the MIME types, comma-separated.")
def _info_mime(c, info, size, out, actual):
    return _string_out(c, info.container.mime, size, out, actual)


@_method(_CODEC_INFOS, "GetFileExtensions", ", UINT size, LPVOID out, LPVOID actual",
         "the file extensions, comma-separated.")
def _info_extensions(c, info, size, out, actual):
    return _string_out(c, info.container.extensions, size, out, actual)


@_method(_CODEC_INFOS, "GetColorManagementVersion", ", UINT size, LPVOID out, LPVOID actual",
         "\"1.0.0.0\".")
def _info_cm_version(c, info, size, out, actual):
    return _string_out(c, "1.0.0.0", size, out, actual)


@_method(_CODEC_INFOS, "GetDeviceManufacturer", ", UINT size, LPVOID out, LPVOID actual",
         "\"\": no device's codec.")
def _info_manufacturer(c, info, size, out, actual):
    return _string_out(c, "", size, out, actual)


@_method(_CODEC_INFOS, "GetDeviceModels", ", UINT size, LPVOID out, LPVOID actual",
         "\"\": no device's codec.")
def _info_models(c, info, size, out, actual):
    return _string_out(c, "", size, out, actual)


def _flag(c, out, value):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, int(value))
    return S_OK


@_method(_CODEC_INFOS, "DoesSupportAnimation", ", LPVOID out", "GIF's only.")
def _info_animation(c, info, out):
    return _flag(c, out, info.container.name == "GIF")


@_method(_CODEC_INFOS, "DoesSupportChromakey", ", LPVOID out",
         "the formats with a transparent colour (PNG, GIF, BMP as Windows lists them).")
def _info_chromakey(c, info, out):
    return _flag(c, out, info.container.name in ("PNG", "GIF", "BMP"))


@_method(_CODEC_INFOS, "DoesSupportLossless", ", LPVOID out", "every format but JPEG.")
def _info_lossless(c, info, out):
    return _flag(c, out, info.container.name != "JPEG")


@_method(_CODEC_INFOS, "DoesSupportMultiframe", ", LPVOID out", "GIF, TIFF, ICO.")
def _info_multiframe(c, info, out):
    return _flag(c, out, info.container.name in ("GIF", "TIFF", "ICO"))


@_method(_CODEC_INFOS, "MatchesMimeType", ", LPCWSTR mime, LPVOID out",
         "whether ``mime`` is one of the codec's.")
def _info_matches_mime(c, info, mime, out):
    if mime is None or not out:
        return E_INVALIDARG
    return _flag(c, out, mime.lower() in info.container.mime.split(","))


@_method(_CODEC_INFOS, "CreateInstance", ", LPVOID out", "a new decoder or encoder.")
def _info_create(c, info, out):
    if not out:
        return E_INVALIDARG
    obj = Encoder(c.vm, info.container) if info.encoder else Decoder(c.vm, info.container)
    c.vm.mem.wptr(out, obj.ptr)
    return S_OK


@_method("IWICBitmapDecoderInfo", "MatchesPattern", ", LPVOID stream, LPVOID out",
         "whether ``stream`` starts as the decoder's files start.")
def _info_matches(c, info, stream, out):
    if not stream or not out:
        return E_INVALIDARG
    hr, data = yield from read_stream(c.vm, stream)
    if hr:
        return hr
    return _flag(c, out, codecs.sniff(data) is info.container)


@_method("IWICPixelFormatInfo2", "GetFormatGUID", ", LPVOID out", "the format's GUID.")
def _pf_guid(c, info, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, info.fmt.guid)
    return S_OK


@_method("IWICPixelFormatInfo2", "GetBitsPerPixel", ", LPVOID out", "bits per pixel.")
def _pf_bpp(c, info, out):
    return _flag(c, out, info.fmt.bpp) if out else E_INVALIDARG


@_method("IWICPixelFormatInfo2", "GetChannelCount", ", LPVOID out", "how many channels.")
def _pf_channels(c, info, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, info.fmt.channels)
    return S_OK


@_method("IWICPixelFormatInfo2", "SupportsTransparency", ", LPVOID out",
         "whether the format has alpha (indexed formats: their palette may).")
def _pf_transparency(c, info, out):
    return _flag(c, out, info.fmt.alpha or info.fmt.kind == "indexed")


@_method("IWICPixelFormatInfo2", "GetNumericRepresentation", ", LPVOID out",
         "WICPixelFormatNumericRepresentation (indexed, unsigned integer, float).")
def _pf_numeric(c, info, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, info.fmt.numeric)
    return S_OK


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


# -- the component enumerator ------------------------------------------------------------------------
ENUM_IFACE = "WICComponentEnum"
IID_IENUMUNKNOWN = guid("00000100-0000-0000-c000-000000000046")
WICALLCOMPONENTS = 0x3F


def _component_items(kinds):
    """The components of WICComponentType bits ``kinds``: decoders, encoders, formats."""
    items = []
    if kinds & WICDECODER:
        items += [("decoder", cont.name) for cont in CONTAINERS]
    if kinds & WICENCODER:
        items += [("encoder", cont.name) for cont in CONTAINERS
                  if cont.name in codecs.ENCODER_FORMATS]
    if kinds & WICPIXELFORMAT:
        items += [("format", f.name) for f in pixels.FORMATS if f.name != "DontCare"]
    return items


def _component_out(vm, item):
    kind, name = item
    if kind == "format":
        return PixelFormatInfo(vm, BY_NAME[name]).ptr
    cont = next(k for k in CONTAINERS if k.name == name)
    return CodecInfo(vm, cont, kind == "encoder").ptr


declare_pointer_enum(WINDOWSCODECS, ENUM_IFACE, _component_out)


def _enum_query(c, this, riid, out):
    """IEnumUnknown's QueryInterface: IUnknown and IEnumUnknown are the enumerator."""
    if com_impl(c.vm, this, ENUM_IFACE) is None:
        raise Unimplemented("%s IEnumUnknown method on an object that is not one"
                            % WINDOWSCODECS)
    if not out:
        return E_INVALIDARG
    if bytes(c.vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_IENUMUNKNOWN):
        com_addref(c.vm, this)
        c.vm.mem.wptr(out, this)
        return S_OK
    c.vm.mem.wptr(out, 0)
    return E_NOINTERFACE


api(WINDOWSCODECS, "wineagent.%s_QueryInterface" % ENUM_IFACE,
    "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)(_enum_query)
api(WINDOWSCODECS, "wineagent.%s_AddRef" % ENUM_IFACE, "LPVOID this", widths=BOTH)(
    lambda c, this: com_addref(c.vm, this))
api(WINDOWSCODECS, "wineagent.%s_Release" % ENUM_IFACE, "LPVOID this", widths=BOTH)(
    lambda c, this: com_release(c.vm, this))


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


# -- what is not provided -------------------------------------------------------------------------------
def _declare_missing():
    """Declare every vtable method nothing has declared yet: it stops the program naming
    ``Iface::Method``. What counts as done is what the registry holds, not a list the
    declaring code keeps, so a method declared with ``api`` directly (IWICStream's IStream
    part) needs no bookkeeping and no module's order matters; run once every module has
    declared its methods (a second run finds nothing left)."""
    for iface, methods in INTERFACES.items():
        for name in methods:
            if (WINDOWSCODECS.upper(), "wineagent.%s_%s" % (iface, name)) in REGISTRY:
                continue

            def missing(c, this, *args, _iface=iface, _name=name):
                raise Unimplemented("%s %s::%s" % (WINDOWSCODECS, _iface, _name))
            missing.__doc__ = "%s::%s: not provided (stops the program naming it)." % (
                iface, name)
            api(WINDOWSCODECS, "wineagent.%s_%s" % (iface, name), "LPVOID this",
                widths=BOTH)(missing)


_declare_missing()
