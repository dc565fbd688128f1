"""WindowsCodecs.dll's decoders for BMP, PNG, JPEG, GIF, TIFF and ICO (IWICBitmapDecoder,
made by the factory's CreateDecoder* methods or the decoders' own CLSIDs) and their frames
(IWICBitmapFrameDecode: size, pixel format as Windows' decoder reports it, resolution,
palette, pixels); the decoding is kernel/wiccodecs.py's.
"""

from ...core.winerror import (E_INVALIDARG, S_OK, WINCODEC_ERR_CODECNOTHUMBNAIL,
                              WINCODEC_ERR_NOTINITIALIZED, WINCODEC_ERR_PALETTEUNAVAILABLE,
                              WINCODEC_ERR_UNSUPPORTEDOPERATION, WINCODEC_ERR_WRONGSTATE)
from ...kernel import wiccodecs as codecs
from ...kernel.wiccodecs import CodecError
from .objects import WICObject, _hold, _method
from .streams import read_stream
from .sources import Source, _fill_palette
from .metadata import QueryReader

__all__ = ["Decoder", "FrameDecode"]


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


@_method("IWICBitmapFrameDecode", "GetThumbnail", ", LPVOID out",
         "WINCODEC_ERR_CODECNOTHUMBNAIL.")
def _frame_thumbnail(c, frame, out):
    if not out:
        return E_INVALIDARG
    return WINCODEC_ERR_CODECNOTHUMBNAIL
