"""dxgi.dll on a desktop without a Direct3D 10/11/12-capable display adapter: the
headless display adapter has no 3D driver (as for Direct3D 9, dlls/d3d9/), and here not
even the software adapter (WARP) is installed.

A DXGI factory is made as on Windows (CreateDXGIFactory, 1 and 2: it is the adapters'
directory and always exists), but it lists no adapter: EnumAdapters and EnumAdapters1
answer DXGI_ERROR_NOT_FOUND for every index (``*adapter`` NULL), which is what a
program sees past the last adapter; the factory is always current (IsCurrent TRUE:
adapters never change here). The factory is DXGI 1.2's (IDXGIFactory2, answering for
IDXGIFactory and IDXGIFactory1 too, as Windows 8's); the later factories (3 to 7) are
E_NOINTERFACE, NULL, as on Windows 8. CreateDXGIFactory2's DXGI_CREATE_FACTORY_DEBUG
asks for the debug layer, which is not installed: DXGI_ERROR_SDK_COMPONENT_MISSING; any
other flag: DXGI_ERROR_INVALID_CALL. Swap chains, window association, a software
adapter and private data need an adapter or are not provided: those methods stop the
program naming them. Qt 6's Qt6Gui imports CreateDXGIFactory2 for its Direct3D
renderers (QRhi), which then fall back as on a machine without Direct3D.
"""

import uuid

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import DXGI
from ...core.winerror import E_NOINTERFACE, E_POINTER, S_OK
from ...kernel.comobj import com_impl, com_new, com_release

DXGI_ERROR_INVALID_CALL = 0x887A0001
DXGI_ERROR_NOT_FOUND = 0x887A0002
DXGI_ERROR_SDK_COMPONENT_MISSING = 0x887A002D
DXGI_CREATE_FACTORY_DEBUG = 1


def _iid(text):
    return uuid.UUID(text).bytes_le


IID_IUNKNOWN = _iid("00000000-0000-0000-C000-000000000046")
IID_IDXGIOBJECT = _iid("aec22fb8-76f3-4639-9be0-28eb43a67a2e")
IID_IDXGIFACTORY = _iid("7b7166ec-21c7-44ae-b21a-c9ae321ae369")
IID_IDXGIFACTORY1 = _iid("770aae78-f26f-4dba-a829-253c83d1b387")
IID_IDXGIFACTORY2 = _iid("50c83a1c-e072-4c48-87b0-3630fa36a6d0")
FACTORY_IIDS = (IID_IUNKNOWN, IID_IDXGIOBJECT, IID_IDXGIFACTORY, IID_IDXGIFACTORY1,
                IID_IDXGIFACTORY2)

IFACE = "IDXGIFactory2"
#: IDXGIFactory2's vtable after IUnknown's: IDXGIObject's, IDXGIFactory's,
#: IDXGIFactory1's, then its own.
METHODS = ("QueryInterface", "AddRef", "Release",
           "SetPrivateData", "SetPrivateDataInterface", "GetPrivateData", "GetParent",
           "EnumAdapters", "MakeWindowAssociation", "GetWindowAssociation",
           "CreateSwapChain", "CreateSoftwareAdapter",
           "EnumAdapters1", "IsCurrent",
           "IsWindowedStereoEnabled", "CreateSwapChainForHwnd",
           "CreateSwapChainForCoreWindow", "GetSharedResourceAdapterLuid",
           "RegisterStereoStatusWindow", "RegisterStereoStatusEvent",
           "UnregisterStereoStatus", "RegisterOcclusionStatusWindow",
           "RegisterOcclusionStatusEvent", "UnregisterOcclusionStatus",
           "CreateSwapChainForComposition")


class Factory:
    """A DXGI factory's state: its reference count (it lists no adapter)."""

    def __init__(self):
        self.refs = 1


def _factory(c, this):
    f = com_impl(c.vm, this, IFACE)
    if not isinstance(f, Factory):
        raise Unimplemented("%s %s method on an object that is not one of ours (0x%X)"
                            % (DXGI, IFACE, this))
    return f


def _create(c, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    want = bytes(vm.mem.read(riid, 16)) if riid else b""
    if want not in FACTORY_IIDS:
        vm.mem.wptr(out, 0)
        return E_NOINTERFACE
    vm.mem.wptr(out, com_new(vm, DXGI, IFACE, METHODS, Factory()))
    return S_OK


@api(DXGI, "CreateDXGIFactory", "LPVOID riid, LPVOID out", widths=BOTH)
def CreateDXGIFactory(c, riid, out):
    """A new DXGI factory of interface ``riid`` (IDXGIFactory, 1 or 2) into ``*out``;
    E_NOINTERFACE (NULL) for another interface."""
    return _create(c, riid, out)


@api(DXGI, "CreateDXGIFactory1", "LPVOID riid, LPVOID out", widths=BOTH)
def CreateDXGIFactory1(c, riid, out):
    """As CreateDXGIFactory."""
    return _create(c, riid, out)


@api(DXGI, "CreateDXGIFactory2", "UINT flags, LPVOID riid, LPVOID out", widths=BOTH)
def CreateDXGIFactory2(c, flags, riid, out):
    """As CreateDXGIFactory, with ``flags``: DXGI_CREATE_FACTORY_DEBUG is
    DXGI_ERROR_SDK_COMPONENT_MISSING (no debug layer installed), another flag
    DXGI_ERROR_INVALID_CALL; ``*out`` NULL then."""
    if flags & ~DXGI_CREATE_FACTORY_DEBUG:
        error = DXGI_ERROR_INVALID_CALL
    elif flags:
        error = DXGI_ERROR_SDK_COMPONENT_MISSING
    else:
        return _create(c, riid, out)
    if out:
        c.vm.mem.wptr(out, 0)
    return error


@api(DXGI, "wineagent.IDXGIFactory2_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out",
     widths=BOTH)
def IDXGIFactory2_QueryInterface(c, this, riid, out):
    """IDXGIFactory2::QueryInterface: the factory for IUnknown, IDXGIObject and
    IDXGIFactory to 2; E_NOINTERFACE (NULL) otherwise."""
    f = _factory(c, this)
    if not out:
        return E_POINTER
    if (bytes(c.vm.mem.read(riid, 16)) if riid else b"") not in FACTORY_IIDS:
        c.vm.mem.wptr(out, 0)
        return E_NOINTERFACE
    f.refs += 1
    c.vm.mem.wptr(out, this)
    return S_OK


@api(DXGI, "wineagent.IDXGIFactory2_AddRef", "LPVOID this", widths=BOTH)
def IDXGIFactory2_AddRef(c, this):
    """IDXGIFactory2::AddRef: one more reference."""
    f = _factory(c, this)
    f.refs += 1
    return f.refs


@api(DXGI, "wineagent.IDXGIFactory2_Release", "LPVOID this", widths=BOTH)
def IDXGIFactory2_Release(c, this):
    """IDXGIFactory2::Release: one reference less; freed at none."""
    f = _factory(c, this)
    f.refs -= 1
    if f.refs <= 0:
        com_release(c.vm, this)
        return 0
    return f.refs


def _no_adapter(c, this, index, out):
    _factory(c, this)
    if not out:
        return DXGI_ERROR_INVALID_CALL
    c.vm.mem.wptr(out, 0)
    return DXGI_ERROR_NOT_FOUND


@api(DXGI, "wineagent.IDXGIFactory2_EnumAdapters", "LPVOID this, UINT index, LPVOID out",
     widths=BOTH)
def IDXGIFactory2_EnumAdapters(c, this, index, out):
    """IDXGIFactory::EnumAdapters: DXGI_ERROR_NOT_FOUND (``*out`` NULL) for every index:
    no adapter; DXGI_ERROR_INVALID_CALL for a NULL ``out``."""
    return _no_adapter(c, this, index, out)


@api(DXGI, "wineagent.IDXGIFactory2_EnumAdapters1", "LPVOID this, UINT index, LPVOID out",
     widths=BOTH)
def IDXGIFactory2_EnumAdapters1(c, this, index, out):
    """IDXGIFactory1::EnumAdapters1: as EnumAdapters."""
    return _no_adapter(c, this, index, out)


@api(DXGI, "wineagent.IDXGIFactory2_IsCurrent", "LPVOID this", widths=BOTH)
def IDXGIFactory2_IsCurrent(c, this):
    """IDXGIFactory1::IsCurrent: TRUE, the (empty) adapter list never changes."""
    _factory(c, this)
    return 1


def _declare_missing():
    for name in METHODS[3:]:
        full = "wineagent.%s_%s" % (IFACE, name)
        if full in globals() or name in ("EnumAdapters", "EnumAdapters1", "IsCurrent"):
            continue

        def missing(c, this, _name=name):
            raise Unimplemented("%s %s::%s" % (DXGI, IFACE, _name))
        missing.__doc__ = "%s::%s: not provided (stops the program naming it)." % (IFACE,
                                                                                     name)
        api(DXGI, full, "LPVOID this", widths=BOTH)(missing)


_declare_missing()
