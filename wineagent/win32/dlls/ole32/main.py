"""OLE32: COM's apartment calls, the task allocator and class activation.

Class activation (CoCreateInstance and the class table) is in ``ole32_classes.py``.
CoInitialize(Ex)/OleInitialize put the calling thread in an apartment and
count per thread, as Windows does: S_OK the first time, S_FALSE for the same model again,
RPC_E_CHANGED_MODE for the other model; CoUninitialize undoes one, and the thread leaves
its apartment at the last.
"""

from ....abi.api import BOTH, api
from ...core.winerror import (E_INVALIDARG, E_NOINTERFACE, RPC_E_CHANGED_MODE, RPC_E_TOO_LATE,
                             S_FALSE, S_OK)
from ...core.dllnames import OLE32

COINIT_MULTITHREADED, COINIT_APARTMENTTHREADED = 0x0, 0x2
STA, MTA = "sta", "mta"


def _apartments(vm):
    """Each thread's apartment: thread id -> [model, initialization count]."""
    return vm.com.apartments


def _initialize(vm, reserved, flags):
    """CoInitializeEx on the running thread."""
    if reserved:
        return E_INVALIDARG              # pvReserved must be NULL
    # COINIT_APARTMENTTHREADED chooses a single-threaded apartment; without it the thread
    # joins the process's multithreaded one. The other flags (COINIT_DISABLE_OLE1DDE,
    # COINIT_SPEED_OVER_MEMORY) change nothing here.
    model = STA if flags & COINIT_APARTMENTTHREADED else MTA
    tid = vm.threads.current.tid
    apt = _apartments(vm).get(tid)
    if apt is None:
        _apartments(vm)[tid] = [model, 1]
        return S_OK
    if apt[0] != model:
        # Already in the other kind of apartment: refused, and not counted (the caller
        # must not balance it with CoUninitialize).
        return RPC_E_CHANGED_MODE
    apt[1] += 1
    return S_FALSE


def com_initialized(vm):
    """True when the running thread may use COM: it is in an apartment, or the process
    has a multithreaded apartment, which a thread without one joins implicitly."""
    apts = _apartments(vm)
    return (vm.threads.current.tid in apts or any(m == MTA for m, _ in apts.values())
            or bool(vm.com.mta_cookies))      # CoIncrementMTAUsage keeps an MTA alive


@api(OLE32, "CoInitialize", "LPVOID reserved", widths=BOTH)
def CoInitialize(c, reserved):
    # CoInitializeEx(reserved, COINIT_APARTMENTTHREADED).
    return _initialize(c.vm, reserved, COINIT_APARTMENTTHREADED)


@api(OLE32, "CoInitializeEx", "LPVOID reserved, DWORD flags", widths=BOTH)
def CoInitializeEx(c, reserved, flags):
    return _initialize(c.vm, reserved, flags)


@api(OLE32, "OleInitialize", "LPVOID reserved", widths=BOTH)
def OleInitialize(c, reserved):
    # OLE needs a single-threaded apartment: CoInitializeEx(COINIT_APARTMENTTHREADED); it
    # is then counted apart too (drag and drop and the OLE clipboard need it).
    # The thread's first OleInitialize answers S_OK even when CoInitialize came first
    # (Wine 8's answer; S_FALSE is for the later ones).
    hr = _initialize(c.vm, reserved, COINIT_APARTMENTTHREADED)
    if hr in (S_OK, S_FALSE):
        inits = c.vm.com.ole_inits
        tid = c.vm.threads.current.tid
        inits[tid] = inits.get(tid, 0) + 1
        if inits[tid] == 1:
            hr = S_OK
    return hr


@api(OLE32, "CoUninitialize", widths=BOTH)
def CoUninitialize(c):
    # Undoes one successful CoInitialize(Ex) of this thread; at the last one the thread
    # leaves its apartment (and may then choose another model). Extra calls do nothing.
    apts = _apartments(c.vm)
    tid = c.vm.threads.current.tid
    apt = apts.get(tid)
    if apt is not None:
        apt[1] -= 1
        if apt[1] <= 0:
            del apts[tid]


@api(OLE32, "OleUninitialize", widths=BOTH)
def OleUninitialize(c):
    inits = c.vm.com.ole_inits
    tid = c.vm.threads.current.tid
    if inits.get(tid, 0) > 0:
        inits[tid] -= 1
    CoUninitialize(c)


@api(OLE32, "CoInitializeSecurity", "LPVOID sd, LONG nauth, LPVOID auth, LPVOID reserved, "
     "DWORD authn_level, DWORD imp_level, LPVOID auth_list, DWORD caps, LPVOID reserved3", widths=BOTH)
def CoInitializeSecurity(c, sd, nauth, auth, reserved, authn_level, imp_level, auth_list,
                         caps, reserved3):
    """Set the process's default COM security. Windows accepts it once per process:
    S_OK the first time, RPC_E_TOO_LATE after (also once COM chose the defaults itself,
    which on this desktop, with no remote calls, never happens). The settings are kept,
    with nothing to apply them to: no object here is reached across processes."""
    vm = c.vm
    if vm.com.security is not None:
        return RPC_E_TOO_LATE
    vm.com.security = (authn_level, imp_level, caps)
    return S_OK


@api(OLE32, "CoTaskMemAlloc", "SIZE_T size", widths=BOTH)
def CoTaskMemAlloc(c, size):
    return c.vm.heap.alloc(size)


@api(OLE32, "CoTaskMemRealloc", "LPVOID p, SIZE_T size", widths=BOTH)
def CoTaskMemRealloc(c, p, size):
    return c.vm.heap.realloc(p, size) if p else c.vm.heap.alloc(size)


@api(OLE32, "CoTaskMemFree", "LPVOID p", widths=BOTH)
def CoTaskMemFree(c, p):
    if p:
        c.vm.heap.free(p)


# -- the task allocator as an IMalloc object ---------------------------------------------
# CoGetMalloc hands out one COM object whose vtable holds thunks of the methods below;
# they allocate from the same heap as CoTaskMemAlloc, so memory from either may be freed
# by the other, as on Windows.
_IMALLOC = ("QueryInterface", "AddRef", "Release", "Alloc", "Realloc", "Free", "GetSize",
            "DidAlloc", "HeapMinimize")
IID_IUNKNOWN = bytes.fromhex("0000000000000000c000000000000046")
IID_IMALLOC = bytes.fromhex("0200000000000000c000000000000046")


def _malloc_object(vm):
    obj = vm.com.imalloc
    if not obj:
        size = vm.ptr_size                  # the vtable's cells and the object's pointer
        vtbl = vm.alloc_data(size * len(_IMALLOC))
        for i, name in enumerate(_IMALLOC):
            vm.mem.wptr(vtbl + size * i, vm.proc_address(OLE32, "wineagent.IMalloc_" + name))
        obj = vm.alloc_data(size)
        vm.mem.wptr(obj, vtbl)
        vm.com.imalloc = obj
    return obj


@api(OLE32, "CoGetMalloc", "DWORD context, LPVOID out", widths=BOTH)
def CoGetMalloc(c, context, out):
    if context != 1:          # MEMCTX_TASK is the only context
        c.vm.mem.wptr(out, 0)
        return E_INVALIDARG
    c.vm.mem.wptr(out, _malloc_object(c.vm))
    return S_OK


@api(OLE32, "wineagent.IMalloc_QueryInterface", "LPVOID this, LPVOID iid, LPVOID out", widths=BOTH)
def _imalloc_qi(c, this, iid, out):
    if c.vm.mem.read(iid, 16) in (IID_IUNKNOWN, IID_IMALLOC):
        c.vm.mem.wptr(out, this)
        return S_OK
    c.vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.IMalloc_AddRef", "LPVOID this", widths=BOTH)
def _imalloc_addref(c, this):
    return 1   # a static object: the count is not tracked (Windows' answers vary too)


@api(OLE32, "wineagent.IMalloc_Release", "LPVOID this", widths=BOTH)
def _imalloc_release(c, this):
    return 1


@api(OLE32, "wineagent.IMalloc_Alloc", "LPVOID this, SIZE_T size", widths=BOTH)
def _imalloc_alloc(c, this, size):
    return c.vm.heap.alloc(size)


@api(OLE32, "wineagent.IMalloc_Realloc", "LPVOID this, LPVOID p, SIZE_T size", widths=BOTH)
def _imalloc_realloc(c, this, p, size):
    return CoTaskMemRealloc(c, p, size)


@api(OLE32, "wineagent.IMalloc_Free", "LPVOID this, LPVOID p", widths=BOTH)
def _imalloc_free(c, this, p):
    CoTaskMemFree(c, p)


@api(OLE32, "wineagent.IMalloc_GetSize", "LPVOID this, LPVOID p", widths=BOTH)
def _imalloc_getsize(c, this, p):
    size = c.vm.heap.size(p) if p else None
    return -1 if size is None else size     # (SIZE_T)-1 at the program's width


@api(OLE32, "wineagent.IMalloc_DidAlloc", "LPVOID this, LPVOID p", widths=BOTH)
def _imalloc_didalloc(c, this, p):
    return int(bool(p) and c.vm.heap.size(p) is not None)


@api(OLE32, "wineagent.IMalloc_HeapMinimize", "LPVOID this", widths=BOTH)
def _imalloc_heapminimize(c, this):
    pass
