"""WindowsCodecs.dll's metadata readers and colour contexts: the frames' (and a GIF file's)
IWICMetadataQueryReader, the frames' colour contexts (their ICC profile) and
IWICColorContext.
"""

import struct

from ....abi.api import Unimplemented
from ...core.dllnames import WINDOWSCODECS
from ...core.winerror import (E_INVALIDARG, E_OUTOFMEMORY, S_OK, WINCODEC_ERR_NOTINITIALIZED,
                              WINCODEC_ERR_UNSUPPORTEDOPERATION, WINCODEC_ERR_WRONGSTATE)
from ...kernel import wiccodecs as codecs
from ..shlwapi.stream import create_stream
from .objects import (MAX_STREAM, STGM_READ, STGM_SHARE_DENY_WRITE, WICObject, _hold, _method,
                      _ours, _release, _string_out)
from .streams import read_stream

__all__ = ["ColorContext", "QueryReader", "WICCOLORCONTEXTEXIF", "WICCOLORCONTEXTPROFILE",
           "WICCOLORCONTEXTUNINITIALIZED"]


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
