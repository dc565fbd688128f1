"""SHLWAPI's thread reference: SHSetThreadRef, SHGetThreadRef and SHCreateThreadRef.

A thread keeps one IUnknown as its "thread reference" (a browser thread's hold on its
process). SHSetThreadRef stores it without AddRef (NULL clears it); SHGetThreadRef hands it
out AddRef'ed, or E_NOINTERFACE and NULL when the thread has none. SHCreateThreadRef makes
an object whose reference count is the caller's own LONG (set to 1), so the caller can see
when the last holder lets go.
"""

from ....abi.api import BOTH, api
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, S_OK
from ...kernel.automation import com_addref_ptr
from ...kernel.comobj import IID_IUNKNOWN, com_impl, com_new
from ...core.dllnames import SHLWAPI

IFACE = "SHThreadRef"
METHODS = ("QueryInterface", "AddRef", "Release")


@api(SHLWAPI, "SHSetThreadRef", "LPVOID punk", widths=BOTH)
def SHSetThreadRef(c, punk):
    """Make ``punk`` (no AddRef) this thread's reference; NULL removes it."""
    refs = c.vm.com.thread_refs
    if punk:
        refs[c.vm.threads.current.tid] = punk
    else:
        refs.pop(c.vm.threads.current.tid, None)
    return S_OK


@api(SHLWAPI, "SHGetThreadRef", "LPVOID out", widths=BOTH)
def SHGetThreadRef(c, out):
    """This thread's reference, AddRef'ed, in ``*out``; E_NOINTERFACE (NULL) without one."""
    punk = c.vm.com.thread_refs.get(c.vm.threads.current.tid, 0)
    c.vm.mem.wptr(out, punk)            # the IUnknown * cell, pointer-sized
    if not punk:
        return E_NOINTERFACE
    yield from com_addref_ptr(c.vm, punk)
    return S_OK


@api(SHLWAPI, "SHCreateThreadRef", "LPVOID count, LPVOID out", widths=BOTH)
def SHCreateThreadRef(c, count, out):
    """A new IUnknown counting its references in the caller's LONG ``*count`` (now 1)."""
    if not count or not out:
        return E_INVALIDARG         # Vista and later (XP crashed)
    c.vm.mem.w32(count, 1)
    c.vm.mem.wptr(out, com_new(c.vm, SHLWAPI, IFACE, METHODS, count))
    return S_OK


@api(SHLWAPI, "wineagent.SHThreadRef_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _query(c, this, riid, out):
    if not out:
        return E_INVALIDARG
    if bytes(c.vm.mem.read(riid, 16)) == IID_IUNKNOWN:
        _addref(c, this)
        c.vm.mem.wptr(out, this)
        return S_OK
    c.vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(SHLWAPI, "wineagent.SHThreadRef_AddRef", "LPVOID this", widths=BOTH)
def _addref(c, this):
    count = com_impl(c.vm, this, IFACE)
    n = (c.vm.mem.u32(count) + 1) & 0xFFFFFFFF
    c.vm.mem.w32(count, n)
    return n


@api(SHLWAPI, "wineagent.SHThreadRef_Release", "LPVOID this", widths=BOTH)
def _release(c, this):
    # The count lives in the caller's LONG; at zero the object is gone (its block stays
    # in our table's keeping until then).
    vm = c.vm
    count = com_impl(vm, this, IFACE)
    n = (vm.mem.u32(count) - 1) & 0xFFFFFFFF
    vm.mem.w32(count, n)
    if n == 0:
        vm.com.objects.pop(this, None)
        vm.heap.free(this)
    return n
