"""WindowsCodecs.dll's component infos of the codecs and pixel formats
(IWICBitmapDecoderInfo, IWICBitmapEncoderInfo, IWICPixelFormatInfo2) and the component
enumerator (an IEnumUnknown of them).
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import WINDOWSCODECS
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, S_OK, WINCODEC_ERR_INSUFFICIENTBUFFER
from ...kernel import wiccodecs as codecs, wicpixels as pixels
from ...kernel.comobj import IID_IUNKNOWN, com_addref, com_impl, com_release
from ...kernel.wiccodecs import CONTAINERS
from ...kernel.wicpixels import BY_NAME, guid
from ..ole32.enumerator import declare_pointer_enum
from .objects import GUID_VENDOR_MICROSOFT, WICObject, _method, _string_out
from .streams import read_stream
from .decoders import Decoder
from .encoders import Encoder

__all__ = ["CodecInfo", "ENUM_IFACE", "IID_IENUMUNKNOWN", "PixelFormatInfo",
           "WICALLCOMPONENTS", "WICDECODER", "WICENCODER", "WICPIXELFORMAT"]


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


# A decoder's and an encoder's info are made here, where the infos are: their
# CreateInstance makes decoders and encoders, so decoders.py and encoders.py cannot
# import this module back.
@_method("IWICBitmapDecoder", "GetDecoderInfo", ", LPVOID out", "the decoder's component info.")
def _dec_info(c, dec, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, CodecInfo(c.vm, dec.container, False).ptr)
    return S_OK


@_method("IWICBitmapEncoder", "GetEncoderInfo", ", LPVOID out", "the encoder's component info.")
def _enc_info(c, enc, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, CodecInfo(c.vm, enc.container, True).ptr)
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
