"""OLE32: COM's apartment calls, the task allocator and class activation.

No COM class is registered on this desktop, so CoCreateInstance answers
REGDB_E_CLASSNOTREG with ``*ppv = NULL``, exactly as Windows does for a CLSID nobody
registered. CoInitialize(Ex)/OleInitialize count per process (one thread): S_OK the first
time, S_FALSE after, and CoUninitialize undoes one.
"""

from ...abi.api import api

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
