"""COM objects that live in guest memory and are implemented in Python.

A COM interface pointer is the address of a block whose first pointer-sized cell points
at a vtable of function pointers (4 bytes each in a 32-bit program, 8 in a 64-bit one). Here each interface's vtable is built once per VM from the thunks
of its methods (declared as ``@api(DLL, "wineagent.<Iface>_<Method>")`` in a ``dlls/``
module), and each object is a small heap block holding that vtable pointer; the Python
side keeps the object's state (``impl``) and its reference count, keyed by the block's
address. Release to zero frees the block, as a COM object frees itself.
"""

__all__ = ["IID_IUNKNOWN", "com_new", "com_impl", "com_addref", "com_release", "guid_text",
           "vtable_slot", "method_call",
           "RegisteredClass", "classes_key", "default_value", "progid_clsid"]

from ...abi.api import GuestCall
from . import fileassoc

IID_IUNKNOWN = bytes.fromhex("0000000000000000c000000000000046")


class _Entry:
    __slots__ = ("iface", "impl", "refs")

    def __init__(self, iface, impl):
        self.iface, self.impl, self.refs = iface, impl, 1


def _table(vm):
    return vm.com.objects


def _vtable(vm, dll, iface, methods):
    tables = vm.com.vtables
    vt = tables.get(iface)
    if vt is None:
        size = vm.ptr_size
        vt = vm.alloc_data(size * len(methods))
        for i, name in enumerate(methods):
            vm.mem.wptr(vt + size * i, vm.proc_address(dll, "wineagent.%s_%s" % (iface, name)))
        tables[iface] = vt
    return vt


def com_new(vm, dll, iface, methods, impl):
    """A new object of interface ``iface`` (its ``methods`` in vtable order, thunks in
    ``dll``) with Python state ``impl`` and one reference; its interface pointer."""
    size = vm.ptr_size
    obj = vm.heap.alloc(2 * size)
    vm.mem.wptr(obj, _vtable(vm, dll, iface, methods))
    vm.mem.wptr(obj + size, 0)
    _table(vm)[obj] = _Entry(iface, impl)
    return obj


def com_impl(vm, this, iface=None):
    """The Python state of the object at ``this`` (of ``iface`` when given), or None."""
    e = _table(vm).get(this)
    if e is None or (iface is not None and e.iface != iface):
        return None
    return e.impl


def com_addref(vm, this):
    """IUnknown::AddRef: the new count."""
    e = _table(vm).get(this)
    if e is None:
        return 0
    e.refs += 1
    return e.refs


def com_release(vm, this):
    """IUnknown::Release: the new count; at zero the object is freed."""
    table = _table(vm)
    e = table.get(this)
    if e is None:
        return 0
    e.refs -= 1
    if e.refs <= 0:
        del table[this]
        vm.heap.free(this)
        return 0
    return e.refs


def vtable_slot(vm, obj, slot):
    """The function in vtable slot ``slot`` of the interface ``obj`` (any COM object, the
    program's or ours): the interface's vtable pointer and the vtable's cells are
    pointer-sized, the program's width."""
    mem = vm.mem
    return mem.uptr(mem.uptr(obj) + vm.ptr_size * slot)


def method_call(vm, obj, slot, *args):
    """A GuestCall of the ``slot``-th method of interface ``obj``, ``obj`` as ``this``."""
    return GuestCall(vtable_slot(vm, obj, slot), (obj,) + args)


def guid_text(data):
    """``{XXXXXXXX-XXXX-...}`` for 16 GUID bytes (for error messages)."""
    d1 = int.from_bytes(data[0:4], "little")
    d2 = int.from_bytes(data[4:6], "little")
    d3 = int.from_bytes(data[6:8], "little")
    return "{%08X-%04X-%04X-%s-%s}" % (d1, d2, d3, data[8:10].hex().upper(),
                                       data[10:16].hex().upper())


class RegisteredClass:
    """One CoRegisterClassObject registration."""

    __slots__ = ("clsid", "obj", "context", "flags", "suspended")

    def __init__(self, clsid, obj, context, flags):
        self.clsid, self.obj, self.context, self.flags = clsid, obj, context, flags
        self.suspended = False


def classes_key(registry, path):
    """The registry key ``HKEY_CLASSES_ROOT\\<path>`` as Windows' merged view finds it:
    the user's (HKCU\\Software\\Classes), else the machine's (HKLM\\SOFTWARE\\Classes,
    which HKEY_CLASSES_ROOT is here); None when neither has it."""
    return fileassoc.classes_key(registry, path)


#: a key's default value when it is a string, else None
default_value = fileassoc.default_value


def progid_clsid(registry, progid):
    """The CLSID text registered for a ProgID (``HKCR\\<ProgID>\\CLSID``), or None."""
    if not progid or "\\" in progid:
        return None
    return default_value(classes_key(registry, progid + "\\CLSID"))
