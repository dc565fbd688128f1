"""OLE32's class activation: the process's class table (CoRegisterClassObject,
CoRevokeClassObject, CoSuspendClassObjects, CoResumeClassObjects, and the server process
count of CoAddRefServerProcess / CoReleaseServerProcess), CoGetClassObject and
CoCreateInstance over it, ProgIDs (CLSIDFromProgID, ProgIDFromCLSID), CoCreateGuid, and
CoIncrementMTAUsage / CoDecrementMTAUsage; objects saved to and made from streams
(WriteClassStm, ReadClassStm, OleSaveToStream, OleLoadFromStream) and
OleSetContainedObject.

Classes: a program's own class objects, registered with CoRegisterClassObject, are found
by CoGetClassObject and CoCreateInstance in the same process (for the contexts they were
registered with), as on Windows. Then the system's in-process classes implemented here
(``IN_PROCESS``: CLSID -> ``SystemClass``, filled by the DLL modules that implement them
with ``in_process_class``, e.g. shell32's ExplorerBrowser) answer CLSCTX_INPROC_SERVER:
their class object is an IClassFactory made here whose CreateInstance builds the object
in Python. Any other CLSID answers REGDB_E_CLASSNOTREG, as a Windows without that class
does. A class the program registered in the registry with a server (``InprocServer32`` /
``LocalServer32``) stops the guest naming the call: loading a COM server is not
implemented.

ProgIDs are read from the registry as Windows reads them (``HKCR\\<ProgID>\\CLSID``,
``HKCR\\CLSID\\{clsid}\\ProgID``; HKCR is the merge of the machine's and the user's
``Software\\Classes``), so a ProgID a program registered is found; the ProgIDs of
Windows' own classes are not there, consistent with their classes' absence.

CoCreateGuid draws its 122 random bits from the guest's deterministic generator (the one
CryptGenRandom uses, ``kernel/crypto.py``), as a version 4 GUID: a frozen or replayed run
makes the same GUIDs.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.lazy import LazyTable
from ...core.winerror import (CLASS_E_NOAGGREGATION, CO_E_CLASSSTRING, CO_E_NOTINITIALIZED,
                             E_INVALIDARG, E_NOINTERFACE, E_OUTOFMEMORY,
                             E_POINTER, REGDB_E_CLASSNOTREG, S_OK)
from ...kernel import crypto
from ...kernel.comobj import (IID_IUNKNOWN, RegisteredClass, classes_key, com_addref,
                               com_impl, com_new, com_release, default_value, guid_text,
                               method_call, progid_clsid)
from .main import com_initialized
from .guids import guid_bytes
from ...core.dllnames import OLE32

CLSCTX_INPROC_SERVER, CLSCTX_INPROC_HANDLER, CLSCTX_LOCAL_SERVER = 0x1, 0x2, 0x4
CLSCTX_REMOTE_SERVER = 0x10
REGCLS_SUSPENDED = 0x4
CO_S_NOTALLINTERFACES = 0x00080012
IID_ICLASSFACTORY = bytes.fromhex("0100000000000000c000000000000046")
_SERVER_KEYS = ("InprocServer32", "InprocHandler32", "LocalServer32")


def _guid(vm, ptr):
    return bytes(vm.mem.read(ptr, 16))


# -- the system's in-process classes ---------------------------------------------------------
class SystemClass:
    """An in-process class implemented here: its name (for messages) and ``make(vm)``,
    which builds a new object and returns one of its interface pointers holding the one
    reference the caller gets (the factory queries it for the interface asked for)."""

    def __init__(self, name, make):
        self.name, self.make = name, make


#: CLSID bytes -> SystemClass, filled at import by the modules implementing the classes,
#: on demand (abi/lazy.py): asking for a CLSID imports the module implementing it.
IN_PROCESS = LazyTable(__name__ + ".IN_PROCESS")
FACTORY_METHODS = ("QueryInterface", "AddRef", "Release", "CreateInstance", "LockServer")


def in_process_class(clsid, name, make):
    """Make class ``clsid`` (16 bytes) available to CoGetClassObject / CoCreateInstance in
    CLSCTX_INPROC_SERVER, its objects built by ``make(vm)`` (see ``SystemClass``)."""
    IN_PROCESS[bytes(clsid)] = SystemClass(name, make)


def _factory(c, this):
    cls = com_impl(c.vm, this, "IClassFactory")
    if cls is None:
        raise Unimplemented("%s IClassFactory method on an object that is not one (0x%08X)"
                            % (OLE32, this))
    return cls


@api(OLE32, "wineagent.IClassFactory_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _cf_query(c, this, riid, out):
    """IUnknown and IClassFactory are the factory itself."""
    vm = c.vm
    _factory(c, this)
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_ICLASSFACTORY):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.IClassFactory_AddRef", "LPVOID this", widths=BOTH)
def _cf_addref(c, this):
    """One more reference to the class object."""
    return com_addref(c.vm, this)


@api(OLE32, "wineagent.IClassFactory_Release", "LPVOID this", widths=BOTH)
def _cf_release(c, this):
    """One reference less; at zero the class object goes."""
    return com_release(c.vm, this)


@api(OLE32, "wineagent.IClassFactory_CreateInstance", "LPVOID this, LPVOID outer, LPVOID riid, LPVOID out", widths=BOTH)
def _cf_create(c, this, outer, riid, out):
    """A new object of the class, as interface ``riid``; these classes cannot be
    aggregated (CLASS_E_NOAGGREGATION with an outer unknown, as Windows' shell classes)."""
    vm = c.vm
    cls = _factory(c, this)
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if outer:
        return CLASS_E_NOAGGREGATION
    obj = cls.make(vm)
    hr = yield from _query(vm, obj, riid, out)
    yield method_call(vm, obj, 2)                                     # Release
    return hr


@api(OLE32, "wineagent.IClassFactory_LockServer", "LPVOID this, BOOL lock", widths=BOTH)
def _cf_lock(c, this, lock):
    """Keep the server loaded: the classes here live in the emulator, never unloaded."""
    _factory(c, this)
    return S_OK


def _find(vm, clsid, context):
    """The registration of ``clsid`` visible in ``context`` (not suspended), or None."""
    for reg in vm.com.classes.values():
        if reg.clsid == clsid and reg.context & context and not reg.suspended:
            return reg
    return None


def _registered_server(vm, clsid):
    """Raise when the registry gives ``clsid`` a server this desktop would have to load."""
    key = classes_key(vm.registry, "CLSID\\" + guid_text(clsid))
    if key is None:
        return
    for name in _SERVER_KEYS:
        if key.child(name) is not None:
            raise Unimplemented("%s: activating %s through its registered %s (loading a COM "
                                "server is not implemented)" % (OLE32, guid_text(clsid), name))


def _query(vm, obj, iid_ptr, out):
    """Generator: IUnknown::QueryInterface(obj, iid, out) in the guest; its HRESULT."""
    hr = yield method_call(vm, obj, 0, iid_ptr, out)
    return hr & 0xFFFFFFFF


@api(OLE32, "CoRegisterClassObject",
     "LPVOID clsid, LPVOID obj, DWORD context, DWORD flags, LPVOID out", widths=BOTH)
def CoRegisterClassObject(c, clsid, obj, context, flags, out):
    """Put a class object in the process's class table (AddRef'd); its cookie."""
    vm = c.vm
    if not out or not clsid or not obj:
        return E_INVALIDARG
    if not com_initialized(vm):
        return CO_E_NOTINITIALIZED        # *out untouched, as Wine 8 leaves it
    vm.mem.w32(out, 0)                                                # a DWORD cookie
    yield method_call(vm, obj, 1)                                     # AddRef
    cookie = vm.com.next_cookie
    vm.com.next_cookie += 1
    reg = RegisteredClass(_guid(vm, clsid), obj, context, flags)
    reg.suspended = bool(flags & REGCLS_SUSPENDED)
    vm.com.classes[cookie] = reg
    vm.mem.w32(out, cookie)
    return S_OK


@api(OLE32, "CoRevokeClassObject", "DWORD cookie", widths=BOTH)
def CoRevokeClassObject(c, cookie):
    """Take a registration out of the class table and release its object."""
    vm = c.vm
    if not com_initialized(vm):
        return CO_E_NOTINITIALIZED
    reg = vm.com.classes.pop(cookie, None)
    if reg is None:
        return E_INVALIDARG       # no such cookie (Wine 8's answer, among the documented)
    yield method_call(vm, reg.obj, 2)                                 # Release
    return S_OK


@api(OLE32, "CoResumeClassObjects", widths=BOTH)
def CoResumeClassObjects(c):
    """Make the REGCLS_SUSPENDED registrations visible."""
    for reg in c.vm.com.classes.values():
        reg.suspended = False
    return S_OK


@api(OLE32, "CoSuspendClassObjects", widths=BOTH)
def CoSuspendClassObjects(c):
    """Hide every registration until CoResumeClassObjects."""
    for reg in c.vm.com.classes.values():
        reg.suspended = True
    return S_OK


@api(OLE32, "CoAddRefServerProcess", widths=BOTH)
def CoAddRefServerProcess(c):
    """One more reference to the process as a COM server (its objects and locks count
    here, as an out-of-process server's do); the new count."""
    com = c.vm.com
    com.server_refs += 1
    return com.server_refs


@api(OLE32, "CoReleaseServerProcess", widths=BOTH)
def CoReleaseServerProcess(c):
    """One reference less to the server process; the new count. At zero the class
    objects are suspended (CoSuspendClassObjects), as documented, so no activation
    reaches a server about to shut down."""
    com = c.vm.com
    if com.server_refs:
        com.server_refs -= 1
    if com.server_refs == 0:
        for reg in com.classes.values():
            reg.suspended = True
    return com.server_refs


def class_object(c, clsid, context, iid, out):
    """Generator: CoGetClassObject's work; its HRESULT (``*out`` set)."""
    vm = c.vm
    if not com_initialized(vm):
        return CO_E_NOTINITIALIZED
    guid = _guid(vm, clsid)
    reg = _find(vm, guid, context)
    if reg is None and guid in IN_PROCESS and context & CLSCTX_INPROC_SERVER:
        factory = com_new(vm, OLE32, "IClassFactory", FACTORY_METHODS, IN_PROCESS[guid])
        hr = yield from _query(vm, factory, iid, out)
        com_release(vm, factory)
        return hr
    if reg is None:
        _registered_server(vm, guid)
        return REGDB_E_CLASSNOTREG
    hr = yield from _query(vm, reg.obj, iid, out)
    return hr


@api(OLE32, "CoGetClassObject",
     "LPVOID clsid, DWORD context, LPVOID server, LPVOID iid, LPVOID out", widths=BOTH)
def CoGetClassObject(c, clsid, context, server, iid, out):
    """The class object of ``clsid`` (from the class table), as interface ``iid``."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)                   # an interface pointer cell
    if not clsid or not iid:
        return E_INVALIDARG
    if server and context & CLSCTX_REMOTE_SERVER:
        raise Unimplemented("%s!CoGetClassObject (a remote server)" % OLE32)
    result = yield from class_object(c, clsid, context, iid, out)
    return result


@api(OLE32, "CoCreateInstance", "LPVOID clsid, LPVOID outer, DWORD ctx, LPVOID iid, LPVOID ppv",
     widths=BOTH)
def CoCreateInstance(c, clsid, outer, ctx, iid, ppv):
    """An object of ``clsid``: its class object's IClassFactory::CreateInstance."""
    vm = c.vm
    if not ppv:
        return E_POINTER
    vm.mem.wptr(ppv, 0)
    if not clsid or not iid:
        return E_INVALIDARG
    cell = vm.heap.alloc(24, zero=True)           # the factory's pointer, then its IID
    vm.mem.write(cell + 8, IID_ICLASSFACTORY)
    hr = yield from class_object(c, clsid, ctx, cell + 8, cell)
    factory = vm.mem.uptr(cell)
    vm.heap.free(cell)
    if hr == E_NOINTERFACE:
        return REGDB_E_CLASSNOTREG if not factory else hr
    if hr:
        return hr
    hr = yield method_call(vm, factory, 3, outer, iid, ppv)  # CreateInstance
    yield method_call(vm, factory, 2)                        # Release
    return hr & 0xFFFFFFFF


@api(OLE32, "CoCreateInstanceEx", "LPVOID clsid, LPVOID outer, DWORD ctx, LPVOID server, DWORD count, LPVOID results",
     widths=BOTH)
def CoCreateInstanceEx(c, clsid, outer, ctx, server, count, results):
    """CoCreateInstance for the first MULTI_QI's interface, then QueryInterface for the
    others; S_OK when all came, CO_S_NOTALLINTERFACES when some, else the first error."""
    vm = c.vm
    if not count or not results:
        return E_INVALIDARG
    if server and ctx & CLSCTX_REMOTE_SERVER:
        raise Unimplemented("%s!CoCreateInstanceEx (a remote server)" % OLE32)
    # MULTI_QI: pIID, pItf, hr (12 bytes; 24 in a 64-bit program, hr at 16)
    ptr = vm.ptr_size
    step = 3 * ptr
    for i in range(count):
        vm.mem.wptr(results + step * i + ptr, 0)
        vm.mem.w32(results + step * i + 2 * ptr, E_NOINTERFACE)   # until an interface comes
    first = results
    hr = yield from CoCreateInstance(c, clsid, outer, ctx, vm.mem.uptr(first), first + ptr)
    if hr:
        return hr
    vm.mem.w32(first + 2 * ptr, S_OK)
    obj, got = vm.mem.uptr(first + ptr), 1
    for i in range(1, count):
        item = results + step * i
        r = yield from _query(vm, obj, vm.mem.uptr(item), item + ptr)
        vm.mem.w32(item + 2 * ptr, r)
        got += not r
    return S_OK if got == count else CO_S_NOTALLINTERFACES


@api(OLE32, "CoFreeUnusedLibraries", widths=BOTH)
def CoFreeUnusedLibraries(c):
    """Unload the COM server DLLs nobody uses: COM loads none here, so none is unloaded."""


@api(OLE32, "CoFreeUnusedLibrariesEx", "DWORD delay, DWORD reserved", widths=BOTH)
def CoFreeUnusedLibrariesEx(c, delay, reserved):
    """CoFreeUnusedLibraries (COM loads no server DLL here)."""


@api(OLE32, "CoFreeAllLibraries", widths=BOTH)
def CoFreeAllLibraries(c):
    """Unload every COM server DLL: COM loads none here."""


# -- ProgIDs ----------------------------------------------------------------------------------
@api(OLE32, "CLSIDFromProgID", "LPCWSTR progid, LPVOID out", widths=BOTH)
def CLSIDFromProgID(c, progid, out):
    """The CLSID a ProgID is registered with; CO_E_CLASSSTRING when it is not."""
    if not progid or not out:
        return E_INVALIDARG
    text = progid_clsid(c.vm.registry, progid)
    data = guid_bytes(text) if text else None
    if data is None:
        c.vm.mem.write(out, bytes(16))
        return CO_E_CLASSSTRING
    c.vm.mem.write(out, data)
    return S_OK


@api(OLE32, "CLSIDFromProgIDEx", "LPCWSTR progid, LPVOID out", widths=BOTH)
def CLSIDFromProgIDEx(c, progid, out):
    """CLSIDFromProgID (the Ex form would also start a ClickOnce deployment)."""
    return CLSIDFromProgID(c, progid, out)


@api(OLE32, "ProgIDFromCLSID", "LPVOID clsid, LPVOID out", widths=BOTH)
def ProgIDFromCLSID(c, clsid, out):
    """The ProgID registered for a CLSID, in memory the caller frees with CoTaskMemFree;
    REGDB_E_CLASSNOTREG for an unknown class or one without a ProgID."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)                   # an LPOLESTR cell
    key = classes_key(vm.registry, "CLSID\\" + guid_text(_guid(vm, clsid)))
    if key is None:
        return REGDB_E_CLASSNOTREG
    progid = default_value(key.child("ProgID"))
    if progid is None:
        return REGDB_E_CLASSNOTREG      # a class without a ProgID: Wine 8's answer
    p = vm.heap.alloc(2 * len(progid) + 2)
    if not p:
        return E_OUTOFMEMORY
    vm.mem.write_wstr(p, progid)
    vm.mem.wptr(out, p)
    return S_OK


# -- GUIDs and the MTA ---------------------------------------------------------------------------
@api(OLE32, "CoCreateGuid", "LPVOID out", widths=BOTH)
def CoCreateGuid(c, out):
    """A new random (version 4, RFC 4122 variant) GUID."""
    if not out:
        return E_INVALIDARG
    data = bytearray(crypto.gen_random(c.vm, 16, b"CoCreateGuid"))
    data[7] = (data[7] & 0x0F) | 0x40         # Data3's top nibble: version 4
    data[8] = (data[8] & 0x3F) | 0x80         # Data4[0]'s top bits: the RFC 4122 variant
    c.vm.mem.write(out, bytes(data))
    return S_OK


@api(OLE32, "CoIncrementMTAUsage", "LPVOID out", widths=BOTH)
def CoIncrementMTAUsage(c, out):
    """Keep the process's multithreaded apartment alive (threads without an apartment
    use it); a cookie for CoDecrementMTAUsage."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    cookie = vm.com.next_cookie
    vm.com.next_cookie += 1
    vm.com.mta_cookies.add(cookie)
    vm.mem.wptr(out, cookie)              # a CO_MTA_USAGE_COOKIE: a handle, pointer-sized
    return S_OK


@api(OLE32, "CoDecrementMTAUsage", "HANDLE cookie", widths=BOTH)
def CoDecrementMTAUsage(c, cookie):
    """Give back one CoIncrementMTAUsage."""
    if cookie not in c.vm.com.mta_cookies:
        return E_INVALIDARG
    c.vm.com.mta_cookies.discard(cookie)
    return S_OK



# -- persistence through streams -------------------------------------------------------------
IID_IPERSISTSTREAM = bytes.fromhex("0901000000000000c000000000000046")
IID_IRUNNABLEOBJECT = bytes.fromhex("2601000000000000c000000000000046")
STG_E_READFAULT = 0x8003001E
CLSCTX_INPROC = 0x3                    # CLSCTX_INPROC_SERVER | CLSCTX_INPROC_HANDLER


@api(OLE32, "WriteClassStm", "LPVOID stream, LPVOID clsid", widths=BOTH)
def WriteClassStm(c, stream, clsid):
    """Write a CLSID's 16 bytes to a stream (IStream::Write)."""
    if not stream or not clsid:
        return E_INVALIDARG
    hr = yield method_call(c.vm, stream, 4, clsid, 16, 0)
    return hr & 0xFFFFFFFF


@api(OLE32, "ReadClassStm", "LPVOID stream, LPVOID out", widths=BOTH)
def ReadClassStm(c, stream, out):
    """Read a CLSID from a stream; STG_E_READFAULT when fewer than 16 bytes come."""
    vm = c.vm
    if not stream or not out:
        return E_INVALIDARG
    cell = vm.heap.alloc(4, zero=True)
    hr = yield method_call(vm, stream, 3, out, 16, cell)             # Read
    n = vm.mem.u32(cell)
    vm.heap.free(cell)
    if hr & 0x80000000:
        return hr & 0xFFFFFFFF
    return S_OK if n == 16 else STG_E_READFAULT


@api(OLE32, "OleSaveToStream", "LPVOID persist, LPVOID stream", widths=BOTH)
def OleSaveToStream(c, persist, stream):
    """Write an object's CLSID, then the object itself (IPersistStream::Save, clearing
    its dirty flag); a NULL object writes CLSID_NULL alone, as documented."""
    vm = c.vm
    if not stream:
        return E_INVALIDARG
    cell = vm.heap.alloc(16, zero=True)
    if persist:
        hr = yield method_call(vm, persist, 3, cell)                 # GetClassID
        if hr & 0x80000000:
            vm.heap.free(cell)
            return hr & 0xFFFFFFFF
    hr = yield from WriteClassStm(c, stream, cell)
    vm.heap.free(cell)
    if hr or not persist:
        return hr
    hr = yield method_call(vm, persist, 6, stream, 1)                # Save(stream, TRUE)
    return hr & 0xFFFFFFFF


@api(OLE32, "OleLoadFromStream", "LPVOID stream, LPVOID iid, LPVOID out", widths=BOTH)
def OleLoadFromStream(c, stream, iid, out):
    """Make the object a stream names by CLSID (CoCreateInstance) and let it load the rest
    (IPersistStream::Load); the interface ``iid`` of it."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    cell = vm.heap.alloc(40, zero=True)           # CLSID, IID_IPersistStream, the pointer
    hr = yield from ReadClassStm(c, stream, cell)
    if not hr:
        vm.mem.write(cell + 16, IID_IPERSISTSTREAM)
        hr = yield from CoCreateInstance(c, cell, 0, CLSCTX_INPROC, cell + 16, cell + 32)
    persist = vm.mem.uptr(cell + 32)
    vm.heap.free(cell)
    if hr:
        return hr
    hr = (yield method_call(vm, persist, 5, stream)) & 0xFFFFFFFF       # Load
    if not hr:
        hr = yield from _query(vm, persist, iid, out)
    yield method_call(vm, persist, 2)                                    # Release
    return hr


@api(OLE32, "OleSetContainedObject", "LPVOID obj, BOOL contained", widths=BOTH)
def OleSetContainedObject(c, obj, contained):
    """Tell an object it is (or no longer is) embedded in a container, through its
    IRunnableObject::SetContainedObject; S_OK for an object without one."""
    vm = c.vm
    if not obj:
        return E_INVALIDARG
    cell = vm.heap.alloc(24, zero=True)           # the interface pointer, then the IID
    vm.mem.write(cell + 8, IID_IRUNNABLEOBJECT)
    hr = yield from _query(vm, obj, cell + 8, cell)
    runnable = vm.mem.uptr(cell)
    vm.heap.free(cell)
    if hr or not runnable:
        return S_OK
    hr = yield method_call(vm, runnable, 7, 1 if contained else 0)   # SetContainedObject
    yield method_call(vm, runnable, 2)
    return hr & 0xFFFFFFFF
