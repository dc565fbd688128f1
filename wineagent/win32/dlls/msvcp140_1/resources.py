"""MSVCP140_1's std::pmr memory resources: new_delete_resource(), null_memory_resource()
and the process's default resource (get_default_resource / set_default_resource), as the
<memory_resource> header calls them (Qt5Core imports `_Aligned_get_default_resource`).

The header's names are extern "C" functions: ``_Aligned_*`` in the default mode (C++17
aligned new), ``_Unaligned_*`` when aligned new is off; both modes share one default
resource. A resource is an object whose first field is its vtable, in the order the class
declares its virtual functions: the scalar deleting destructor, ``do_allocate(bytes,
align)``, ``do_deallocate(p, bytes, align)``, ``do_is_equal(other)`` — ``__thiscall`` at
x86 (the object in ECX, the callee pops), the object first at x64. The three resources
are the DLL's own immortal objects, equal only to themselves:

- the aligned new/delete resource allocates with ``operator new(bytes, align_val_t)``: an
  aligned block (msvcrt's ``_aligned_malloc`` layout), the new handler asked while memory
  is short, else std::bad_alloc; it frees with ``_aligned_free``'s rule;
- the unaligned one with plain ``operator new``: an alignment past the heap's (8 at x86,
  16 at x64) is std::bad_alloc;
- the null resource throws std::bad_alloc for every allocation and frees nothing.

std::bad_alloc is msvcp140's x86 thrower (its objects and ThrowInfo are x86 ones): a
64-bit program that runs out of memory there stops, naming what is missing.
"""

from ....abi.api import REGISTRY, WIDTH64, X86ONLY, Unimplemented, api
from ...core import data_imports
from ...core.dllnames import MSVCP140_1
from ..msvcrt.cxxclasses import _operator_delete, _operator_new
from ..msvcrt.locale import _aligned_alloc, _callnewh
from ..msvcp140.exceptions import literal, throw

#: The resources' vtable slots (the class's declaration order).
_SLOTS = ("dtor", "allocate", "deallocate", "is_equal")
_KINDS = ("aligned", "unaligned", "null")


def _cdecl(name, params=""):
    return api(MSVCP140_1, name, params, conv="cdecl", widths=(4, 8))


def _member(name, params=""):
    """Declare a virtual function of the DLL's resources under its ``wineagent.`` name:
    ``func(c, this, *params)``, x86's __thiscall and x64's convention alike."""
    def register(func):
        def member(c, *args):
            return func(c, c.vm.machine.regs()["ecx"], *args)
        member.__name__ = member.__qualname__ = func.__name__
        member.__doc__ = func.__doc__
        api(MSVCP140_1, "wineagent." + name, params, conv="stdcall", widths=X86ONLY)(member)
        REGISTRY[(MSVCP140_1.upper(), "wineagent." + name)].module = func.__module__
        api(MSVCP140_1, "wineagent." + name + "64",
            ("LPVOID this, " + params) if params else "LPVOID this",
            conv="cdecl", widths=WIDTH64)(func)
        return func
    return register


def _object(kind):
    """The immortal resource object ``kind``: its vtable pointer, and the vtable."""
    def make(vm):
        ps = vm.ptr_size
        table = vm.alloc_data(ps * len(_SLOTS))
        suffix = "64" if ps == 8 else ""
        for i, slot in enumerate(_SLOTS):
            name = "wineagent.%s_%s%s" % (kind if slot in ("allocate", "deallocate")
                                          else "resource", slot, suffix)
            vm.mem.wptr(table + ps * i, vm.proc_address(MSVCP140_1, name))
        obj = vm.alloc_data(ps)
        vm.mem.wptr(obj, table)
        return obj
    return make


for _kind in _KINDS:
    data_imports.DATA[(MSVCP140_1.lower(), "wineagent.%s_resource" % _kind)] = _object(_kind)
#: The default resource's cell (0: none set, the new/delete resource stands for it).
data_imports.DATA[(MSVCP140_1.lower(), "wineagent.default_resource")] = \
    lambda vm: vm.alloc_data(vm.ptr_size)


def _resource(vm, kind):
    return vm.data_var(MSVCP140_1, "wineagent.%s_resource" % kind)


def _bad_alloc(c):
    """Generator: throw std::bad_alloc, as the library's _Xbad_alloc does."""
    if c.ptr_size == 8:
        raise Unimplemented("MSVCP140_1.dll: std::bad_alloc in a 64-bit program")
    yield from throw(c, "bad_alloc", literal(c.vm, "bad allocation"), owned=False)


# -- the exports ---------------------------------------------------------------------------
@_cdecl("_Aligned_new_delete_resource")
def _Aligned_new_delete_resource(c):
    """new_delete_resource() with aligned new: the DLL's one such object."""
    return _resource(c.vm, "aligned")


@_cdecl("_Unaligned_new_delete_resource")
def _Unaligned_new_delete_resource(c):
    """new_delete_resource() without aligned new."""
    return _resource(c.vm, "unaligned")


@_cdecl("null_memory_resource")
def null_memory_resource(c):
    """The resource whose every allocation throws std::bad_alloc."""
    return _resource(c.vm, "null")


def _get_default(c, fallback):
    cell = c.vm.data_var(MSVCP140_1, "wineagent.default_resource")
    return c.vm.mem.uptr(cell) or _resource(c.vm, fallback)


def _set_default(c, resource, fallback):
    """Make ``resource`` (NULL: none) the default; the previous one is returned."""
    vm = c.vm
    cell = vm.data_var(MSVCP140_1, "wineagent.default_resource")
    previous = vm.mem.uptr(cell)
    vm.mem.wptr(cell, resource)
    return previous or _resource(vm, fallback)


@_cdecl("_Aligned_get_default_resource")
def _Aligned_get_default_resource(c):
    """get_default_resource(): the one set_default_resource gave, else the aligned
    new/delete resource."""
    return _get_default(c, "aligned")


@_cdecl("_Unaligned_get_default_resource")
def _Unaligned_get_default_resource(c):
    """get_default_resource() without aligned new (the same default; the unaligned
    new/delete resource when none was set)."""
    return _get_default(c, "unaligned")


@_cdecl("_Aligned_set_default_resource", "LPVOID resource")
def _Aligned_set_default_resource(c, resource):
    """set_default_resource(r): r becomes the default (NULL: the new/delete resource);
    returns the previous default."""
    return _set_default(c, resource, "aligned")


@_cdecl("_Unaligned_set_default_resource", "LPVOID resource")
def _Unaligned_set_default_resource(c, resource):
    """set_default_resource(r) without aligned new."""
    return _set_default(c, resource, "unaligned")


# -- the resources' virtual functions -------------------------------------------------------
@_member("resource_dtor", "DWORD flags")
def resource_dtor(c, this, flags):
    """The scalar deleting destructor: the resources are immortal, nothing is freed."""
    return this


@_member("resource_is_equal", "LPVOID other")
def resource_is_equal(c, this, other):
    """do_is_equal: a resource of the DLL's equals only itself."""
    return 1 if this == other else 0


@_member("aligned_allocate", "SIZE_T size, SIZE_T align")
def aligned_allocate(c, this, size, align):
    """operator new(size, align_val_t(align)): retried through the new handler, then
    std::bad_alloc."""
    while True:
        p = yield from _aligned_alloc(c, size, align, 0)
        if p:
            return p
        if not (yield from _callnewh(c, size)):
            yield from _bad_alloc(c)
            return 0


@_member("aligned_deallocate", "LPVOID p, SIZE_T size, SIZE_T align")
def aligned_deallocate(c, this, p, size, align):
    """operator delete(p, size, align_val_t): the aligned block's own allocation freed."""
    if p:
        c.vm.heap.free(c.vm.mem.uptr(p - c.ptr_size))
    return 0


@_member("unaligned_allocate", "SIZE_T size, SIZE_T align")
def unaligned_allocate(c, this, size, align):
    """operator new(size); an alignment past the heap's is std::bad_alloc."""
    if align > 2 * c.ptr_size:
        yield from _bad_alloc(c)
        return 0
    p = yield from _operator_new(c, size)
    if not p:
        yield from _bad_alloc(c)
    return p


@_member("unaligned_deallocate", "LPVOID p, SIZE_T size, SIZE_T align")
def unaligned_deallocate(c, this, p, size, align):
    """operator delete(p, size)."""
    _operator_delete(c, p)
    return 0


@_member("null_allocate", "SIZE_T size, SIZE_T align")
def null_allocate(c, this, size, align):
    """Every allocation throws std::bad_alloc."""
    yield from _bad_alloc(c)
    return 0


@_member("null_deallocate", "LPVOID p, SIZE_T size, SIZE_T align")
def null_deallocate(c, this, p, size, align):
    """Nothing to free."""
    return 0
