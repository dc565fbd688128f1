"""WindowsCodecs.dll's COM plumbing: the interfaces' method tables and IIDs, the object every
WIC object of ours is (WICObject: its interface, pointer, references and what it holds),
IUnknown, and the declarations that turn ``Iface::Method`` into a handler.

Each surface module declares the methods of the interfaces it implements with
:func:`_method` (or, for IWICStream's IStream part, with ``api`` directly); what none
declares is declared by ``missing.py`` (which imports every module first; declarations
load on demand, one module at a time) to stop the program naming the method: metadata writers, colour transforms,
thumbnails and previews Windows has, palettes made by median cut, Direct2D's image encoder.
The underscore helpers here are the package's own, shared by its modules.
"""

from ....abi.api import BOTH, REGISTRY, Unimplemented, api
from ....abi.structs import struct as declare
from ...core.dllnames import WINDOWSCODECS
from ...core.winerror import E_INVALIDARG, S_OK, WINCODEC_ERR_INSUFFICIENTBUFFER
from ...core.comdecl import declare_iunknown
from ...kernel.comobj import IID_IUNKNOWN, com_impl, com_new, com_release, method_call
from ...kernel.wicpixels import guid

__all__ = ["CLSID_FACTORY", "CLSID_FACTORY2", "GENERIC_READ", "GENERIC_WRITE",
           "GUID_VENDOR_MICROSOFT", "IID_FACTORY2", "IID_ISEQUENTIALSTREAM", "IID_ISTREAM",
           "IID_SOURCE", "INTERFACES", "MAX_STREAM", "PROPBAG2", "STGM_CREATE", "STGM_READ",
           "STGM_SHARE_DENY_WRITE", "STGM_WRITE", "STGTY_STREAM", "STREAM_SEEK_CUR",
           "STREAM_SEEK_END", "STREAM_SEEK_SET", "WICObject", "WICRECT"]


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
    declare_iunknown(WINDOWSCODECS, iface, lambda c, this: _object(c, this, iface),
                     lambda c, this, obj: _release(c.vm, this), E_INVALIDARG,
                     "one reference less; at none the object goes, releasing what it held.")


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
            # the method belongs to the module that wrote it (the one that declares it,
            # for the manifest and the project's checks), not to this helper
            REGISTRY[(WINDOWSCODECS.upper(), "wineagent.%s_%s" % (iface, name))].module = \
                fn.__module__
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


# -- what is not provided -------------------------------------------------------------------------------
