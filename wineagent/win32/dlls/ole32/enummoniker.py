"""IEnumMoniker: an enumerator over a list of monikers, as a composite's Enum and the
running object table's EnumRunning hand out.

The enumerator holds a reference on each moniker while it lives and gives the caller one
more with each moniker Next returns. Next fetches up to the count asked (S_FALSE when
fewer were left); Skip past the end leaves it at the end with S_FALSE; Clone starts where
the original stands.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, E_POINTER, S_FALSE, S_OK
from ...kernel.comobj import IID_IUNKNOWN, com_addref, com_impl, com_new
from ...core.dllnames import OLE32
from ...kernel.monikers import addref, release

IFACE = "EnumMoniker"
METHODS = ("QueryInterface", "AddRef", "Release", "Next", "Skip", "Reset", "Clone")
IID_IENUMMONIKER = bytes.fromhex("0201000000000000c000000000000046")


class MonikerList:
    """An enumerator's monikers (referenced) and where it stands."""

    def __init__(self, items, pos=0):
        self.items, self.pos = items, pos


def new_enum(vm, items, pos=0):
    """Generator: a new IEnumMoniker over ``items`` (each AddRef'd), one reference."""
    for item in items:
        yield from addref(vm, item)
    return com_new(vm, OLE32, IFACE, METHODS, MonikerList(list(items), pos))


def _self(c, this):
    impl = com_impl(c.vm, this, IFACE)
    if impl is None:
        raise Unimplemented("%s IEnumMoniker method on an object that is not one (0x%08X)"
                            % (OLE32, this))
    return impl


@api(OLE32, "wineagent.EnumMoniker_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _qi(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_IENUMMONIKER):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.EnumMoniker_AddRef", "LPVOID this", widths=BOTH)
def _addref(c, this):
    return com_addref(c.vm, this)


@api(OLE32, "wineagent.EnumMoniker_Release", "LPVOID this", widths=BOTH)
def _release(c, this):
    vm = c.vm
    impl = _self(c, this)
    entry = vm.com.objects[this]
    entry.refs -= 1
    if entry.refs > 0:
        return entry.refs
    del vm.com.objects[this]
    vm.heap.free(this)
    for item in impl.items:
        yield from release(vm, item)
    return 0


@api(OLE32, "wineagent.EnumMoniker_Next", "LPVOID this, DWORD count, LPVOID out, LPVOID fetched", widths=BOTH)
def _next(c, this, count, out, fetched):
    impl = _self(c, this)
    vm = c.vm
    if not out or (count > 1 and not fetched):
        return E_INVALIDARG                 # COM: several at once need a fetched count
    n = 0
    while n < count and impl.pos < len(impl.items):
        item = impl.items[impl.pos]
        yield from addref(vm, item)
        vm.mem.wptr(out + vm.ptr_size * n, item)
        impl.pos += 1
        n += 1
    if fetched:
        vm.mem.w32(fetched, n)
    return S_OK if n == count else S_FALSE


@api(OLE32, "wineagent.EnumMoniker_Skip", "LPVOID this, DWORD count", widths=BOTH)
def _skip(c, this, count):
    impl = _self(c, this)
    if impl.pos + count > len(impl.items):
        impl.pos = len(impl.items)
        return S_FALSE
    impl.pos += count
    return S_OK


@api(OLE32, "wineagent.EnumMoniker_Reset", "LPVOID this", widths=BOTH)
def _reset(c, this):
    _self(c, this).pos = 0
    return S_OK


@api(OLE32, "wineagent.EnumMoniker_Clone", "LPVOID this, LPVOID out", widths=BOTH)
def _clone(c, this, out):
    impl = _self(c, this)
    if not out:
        return E_POINTER
    copy = yield from new_enum(c.vm, impl.items, impl.pos)
    c.vm.mem.wptr(out, copy)
    return S_OK
