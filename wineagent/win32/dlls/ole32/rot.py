"""OLE32's running object table (GetRunningObjectTable, IBindCtx::GetRunningObjectTable):
the objects a program announces as running, each under a moniker.

On Windows the table is shared by the processes of a desktop; here it is this VM's (one
object, created on first use; its AddRef/Release count but never free it). Register
keeps a reference on the object and one on the moniker until Revoke, and answers
MK_S_MONIKERALREADYREGISTERED (still registering) when an equal moniker is already
there; lookups (IsRunning, GetObject, GetTimeOfLastChange, and MkParseDisplayName's and
the monikers' own) compare monikers with IMoniker::IsEqual's rules, so file names match
case-insensitively. A registration's change time starts as the guest clock's time of
registration (CoFileTimeNow) and moves with NoteChangeTime.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, E_POINTER, E_UNEXPECTED, S_FALSE, S_OK
from ...kernel.comobj import IID_IUNKNOWN, com_impl, com_new, method_call
from ...core.dllnames import OLE32
from ..kernel32.main import guest_filetime
from .enummoniker import new_enum
from ...kernel.monikers import MK_E_UNAVAILABLE, addref, equal, ours, release

IFACE = "RunningObjectTable"
METHODS = ("QueryInterface", "AddRef", "Release", "Register", "Revoke", "IsRunning",
           "GetObject", "NoteChangeTime", "GetTimeOfLastChange", "EnumRunning")
IID_IRUNNINGOBJECTTABLE = bytes.fromhex("1000000000000000c000000000000046")
ROTFLAGS_REGISTRATIONKEEPSALIVE, ROTFLAGS_ALLOWANYCLIENT = 0x1, 0x2
MK_S_MONIKERALREADYREGISTERED = 0x000401E7


class Running:
    """One registration: the object, its moniker, the time of its last change."""

    def __init__(self, obj, moniker, changed):
        self.obj, self.moniker, self.changed = obj, moniker, changed


class Table:
    """The table object's state: its AddRef count (it is never freed)."""

    def __init__(self):
        self.refs = 1


def the_table(vm):
    """The running object table's interface pointer (made on first use), with one more
    reference for the caller, as GetRunningObjectTable hands it out."""
    if not vm.com.rot:
        vm.com.rot = com_new(vm, OLE32, IFACE, METHODS, Table())
    com_impl(vm, vm.com.rot, IFACE).refs += 1
    return vm.com.rot


def find(vm, moniker):
    """The registration whose moniker equals ``moniker`` (the earliest), or None."""
    for entry in vm.com.running.values():
        if equal(vm, entry.moniker, moniker):
            return entry
    return None


def _self(c, this):
    impl = com_impl(c.vm, this, IFACE)
    if impl is None:
        raise Unimplemented("%s IRunningObjectTable method on an object that is not one "
                            "(0x%08X)" % (OLE32, this))
    return impl


@api(OLE32, "GetRunningObjectTable", "DWORD reserved, LPVOID out", widths=BOTH)
def GetRunningObjectTable(c, reserved, out):
    """The running object table (AddRef'd); ``reserved`` must be 0."""
    if not out:
        return E_INVALIDARG
    if reserved:
        return E_UNEXPECTED
    c.vm.mem.wptr(out, the_table(c.vm))
    return S_OK


@api(OLE32, "wineagent.RunningObjectTable_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _qi(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_IRUNNINGOBJECTTABLE):
        _self(c, this).refs += 1
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.RunningObjectTable_AddRef", "LPVOID this", widths=BOTH)
def _addref(c, this):
    table = _self(c, this)
    table.refs += 1
    return table.refs


@api(OLE32, "wineagent.RunningObjectTable_Release", "LPVOID this", widths=BOTH)
def _release(c, this):
    table = _self(c, this)
    table.refs = max(1, table.refs - 1)     # the process's table outlives its users
    return table.refs


@api(OLE32, "wineagent.RunningObjectTable_Register",
     "LPVOID this, DWORD flags, LPVOID obj, LPVOID moniker, LPVOID out", widths=BOTH)
def _register(c, this, flags, obj, moniker, out):
    """Announce ``obj`` as running under ``moniker``: a cookie for Revoke."""
    _self(c, this)
    vm = c.vm
    if flags & ~(ROTFLAGS_REGISTRATIONKEEPSALIVE | ROTFLAGS_ALLOWANYCLIENT) or not obj \
            or not moniker or not out:
        return E_INVALIDARG
    if ours(vm, moniker) is None:
        raise Unimplemented("%s IRunningObjectTable::Register under a moniker the program "
                            "implements (comparing it through IROTData)" % OLE32)
    already = find(vm, moniker) is not None
    yield from addref(vm, obj)
    yield from addref(vm, moniker)
    cookie = vm.com.next_rot_cookie
    vm.com.next_rot_cookie += 1
    vm.com.running[cookie] = Running(obj, moniker, guest_filetime(vm))
    vm.mem.w32(out, cookie)
    return MK_S_MONIKERALREADYREGISTERED if already else S_OK


@api(OLE32, "wineagent.RunningObjectTable_Revoke", "LPVOID this, DWORD cookie", widths=BOTH)
def _revoke(c, this, cookie):
    """End a registration: the table lets go of its object and moniker."""
    _self(c, this)
    entry = c.vm.com.running.pop(cookie, None)
    if entry is None:
        return E_INVALIDARG
    yield from release(c.vm, entry.moniker)
    yield from release(c.vm, entry.obj)
    return S_OK


@api(OLE32, "wineagent.RunningObjectTable_IsRunning", "LPVOID this, LPVOID moniker", widths=BOTH)
def _is_running(c, this, moniker):
    _self(c, this)
    if not moniker:
        return E_INVALIDARG
    return S_OK if find(c.vm, moniker) is not None else S_FALSE


@api(OLE32, "wineagent.RunningObjectTable_GetObject", "LPVOID this, LPVOID moniker, LPVOID out", widths=BOTH)
def _get_object(c, this, moniker, out):
    """The object running under ``moniker`` (AddRef'd), or MK_E_UNAVAILABLE."""
    _self(c, this)
    vm = c.vm
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if not moniker:
        return E_INVALIDARG
    entry = find(vm, moniker)
    if entry is None:
        return MK_E_UNAVAILABLE
    yield method_call(vm, entry.obj, 1)                     # AddRef
    vm.mem.wptr(out, entry.obj)
    return S_OK


@api(OLE32, "wineagent.RunningObjectTable_NoteChangeTime",
     "LPVOID this, DWORD cookie, LPVOID time", widths=BOTH)
def _note_change(c, this, cookie, time):
    _self(c, this)
    entry = c.vm.com.running.get(cookie)
    if entry is None or not time:
        return E_INVALIDARG
    entry.changed = int.from_bytes(bytes(c.vm.mem.read(time, 8)), "little")
    return S_OK


@api(OLE32, "wineagent.RunningObjectTable_GetTimeOfLastChange",
     "LPVOID this, LPVOID moniker, LPVOID out", widths=BOTH)
def _time_of_change(c, this, moniker, out):
    _self(c, this)
    if not moniker or not out:
        return E_INVALIDARG
    entry = find(c.vm, moniker)
    if entry is None:
        return MK_E_UNAVAILABLE
    c.vm.mem.write(out, entry.changed.to_bytes(8, "little"))
    return S_OK


@api(OLE32, "wineagent.RunningObjectTable_EnumRunning", "LPVOID this, LPVOID out", widths=BOTH)
def _enum_running(c, this, out):
    """An IEnumMoniker over the registered monikers, in the order they were registered."""
    _self(c, this)
    if not out:
        return E_INVALIDARG
    monikers = [entry.moniker for entry in c.vm.com.running.values()]
    enum = yield from new_enum(c.vm, monikers)
    c.vm.mem.wptr(out, enum)
    return S_OK


@api(OLE32, "CoLockObjectExternal", "LPVOID unk, BOOL lock, BOOL last_unlock_releases",
     widths=BOTH)
def CoLockObjectExternal(c, unk, lock, last_unlock_releases):
    """Keep an object alive for outside clients (what RegisterDragDrop's callers do with
    their drop target): a lock is a strong reference (IUnknown::AddRef), counted per
    object; an unlock gives one back (Release) and is ignored when the object holds no
    lock. No stub manager exists in one process, so ``last_unlock_releases`` has nothing
    more to release. E_INVALIDARG for NULL."""
    if not unk:
        return E_INVALIDARG
    vm = c.vm
    locks = vm.com.external_locks
    if lock:
        locks[unk] = locks.get(unk, 0) + 1
        yield method_call(vm, unk, 1)                           # AddRef
        return S_OK
    if not locks.get(unk):
        return S_OK
    locks[unk] -= 1
    if not locks[unk]:
        del locks[unk]
    yield method_call(vm, unk, 2)                               # Release
    return S_OK
