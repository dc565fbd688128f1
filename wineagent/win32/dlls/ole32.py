"""OLE32: COM's apartment calls, the task allocator and class activation.

No COM class is registered on this desktop, so CoCreateInstance answers
REGDB_E_CLASSNOTREG with ``*ppv = NULL``, exactly as Windows does for a CLSID nobody
registered. CoInitialize(Ex)/OleInitialize count per process (one thread): S_OK the first
time, S_FALSE after, and CoUninitialize undoes one.
"""

from ...abi.api import api
from ..core.winerror import RPC_E_TOO_LATE

O = "ole32.dll"
S_OK, S_FALSE = 0, 1
REGDB_E_CLASSNOTREG = 0x80040154
E_INVALIDARG, E_POINTER = 0x80070057, 0x80004003
CO_E_NOTINITIALIZED = 0x800401F0


def _initialize(vm):
    vm.com_inits = vm.__dict__.get("com_inits", 0) + 1
    return S_OK if vm.com_inits == 1 else S_FALSE


@api(O, "CoInitialize", "LPVOID reserved")
def CoInitialize(c, reserved):
    return _initialize(c.vm)


@api(O, "CoInitializeEx", "LPVOID reserved, DWORD flags")
def CoInitializeEx(c, reserved, flags):
    return _initialize(c.vm)


@api(O, "OleInitialize", "LPVOID reserved")
def OleInitialize(c, reserved):
    return _initialize(c.vm)


@api(O, "CoUninitialize")
def CoUninitialize(c):
    vm = c.vm
    if vm.__dict__.get("com_inits", 0) > 0:
        vm.com_inits -= 1


@api(O, "OleUninitialize")
def OleUninitialize(c):
    CoUninitialize(c)


@api(O, "CoInitializeSecurity", "LPVOID sd, LONG nauth, LPVOID auth, LPVOID reserved, "
     "DWORD authn_level, DWORD imp_level, LPVOID auth_list, DWORD caps, LPVOID reserved3")
def CoInitializeSecurity(c, sd, nauth, auth, reserved, authn_level, imp_level, auth_list,
                         caps, reserved3):
    """Set the process's default COM security. Windows accepts it once per process:
    S_OK the first time, RPC_E_TOO_LATE after (also once COM chose the defaults itself,
    which on this desktop, with no remote calls, never happens). The settings are kept,
    with nothing to apply them to: no object here is reached across processes."""
    vm = c.vm
    if vm.__dict__.get("com_security") is not None:
        return RPC_E_TOO_LATE
    vm.com_security = (authn_level, imp_level, caps)
    return S_OK


@api(O, "CoTaskMemAlloc", "SIZE_T size")
def CoTaskMemAlloc(c, size):
    return c.vm.heap.alloc(size)


@api(O, "CoTaskMemRealloc", "LPVOID p, SIZE_T size")
def CoTaskMemRealloc(c, p, size):
    return c.vm.heap.realloc(p, size) if p else c.vm.heap.alloc(size)


@api(O, "CoTaskMemFree", "LPVOID p")
def CoTaskMemFree(c, p):
    if p:
        c.vm.heap.free(p)


@api(O, "CoCreateInstance", "LPVOID clsid, LPVOID outer, DWORD ctx, LPVOID iid, LPVOID ppv")
def CoCreateInstance(c, clsid, outer, ctx, iid, ppv):
    if not ppv:
        return E_POINTER
    c.vm.mem.w32(ppv, 0)
    if not clsid or not iid:
        return E_INVALIDARG
    if not c.vm.__dict__.get("com_inits"):
        return CO_E_NOTINITIALIZED
    return REGDB_E_CLASSNOTREG


# -- the task allocator as an IMalloc object ---------------------------------------------
# CoGetMalloc hands out one COM object whose vtable holds thunks of the methods below;
# they allocate from the same heap as CoTaskMemAlloc, so memory from either may be freed
# by the other, as on Windows.
_IMALLOC = ("QueryInterface", "AddRef", "Release", "Alloc", "Realloc", "Free", "GetSize",
            "DidAlloc", "HeapMinimize")
IID_IUNKNOWN = bytes.fromhex("0000000000000000c000000000000046")
IID_IMALLOC = bytes.fromhex("0200000000000000c000000000000046")
E_NOINTERFACE = 0x80004002


def _malloc_object(vm):
    obj = vm.__dict__.get("com_imalloc")
    if obj is None:
        vtbl = vm.alloc_data(4 * len(_IMALLOC))
        for i, name in enumerate(_IMALLOC):
            vm.mem.w32(vtbl + 4 * i, vm.proc_address(O, "wineagent.IMalloc_" + name))
        obj = vm.alloc_data(4)
        vm.mem.w32(obj, vtbl)
        vm.com_imalloc = obj
    return obj


@api(O, "CoGetMalloc", "DWORD context, LPVOID out")
def CoGetMalloc(c, context, out):
    if context != 1:          # MEMCTX_TASK is the only context
        c.vm.mem.w32(out, 0)
        return E_INVALIDARG
    c.vm.mem.w32(out, _malloc_object(c.vm))
    return S_OK


@api(O, "wineagent.IMalloc_QueryInterface", "LPVOID this, LPVOID iid, LPVOID out")
def _imalloc_qi(c, this, iid, out):
    if c.vm.mem.read(iid, 16) in (IID_IUNKNOWN, IID_IMALLOC):
        c.vm.mem.w32(out, this)
        return S_OK
    c.vm.mem.w32(out, 0)
    return E_NOINTERFACE


@api(O, "wineagent.IMalloc_AddRef", "LPVOID this")
def _imalloc_addref(c, this):
    return 1   # a static object: the count is not tracked (Windows' answers vary too)


@api(O, "wineagent.IMalloc_Release", "LPVOID this")
def _imalloc_release(c, this):
    return 1


@api(O, "wineagent.IMalloc_Alloc", "LPVOID this, SIZE_T size")
def _imalloc_alloc(c, this, size):
    return c.vm.heap.alloc(size)


@api(O, "wineagent.IMalloc_Realloc", "LPVOID this, LPVOID p, SIZE_T size")
def _imalloc_realloc(c, this, p, size):
    return CoTaskMemRealloc(c, p, size)


@api(O, "wineagent.IMalloc_Free", "LPVOID this, LPVOID p")
def _imalloc_free(c, this, p):
    CoTaskMemFree(c, p)


@api(O, "wineagent.IMalloc_GetSize", "LPVOID this, LPVOID p")
def _imalloc_getsize(c, this, p):
    size = c.vm.heap.size(p) if p else None
    return 0xFFFFFFFF if size is None else size


@api(O, "wineagent.IMalloc_DidAlloc", "LPVOID this, LPVOID p")
def _imalloc_didalloc(c, this, p):
    return int(bool(p) and c.vm.heap.size(p) is not None)


@api(O, "wineagent.IMalloc_HeapMinimize", "LPVOID this")
def _imalloc_heapminimize(c, this):
    pass
