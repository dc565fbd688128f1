"""VCRUNTIME140's halves of std::exception: since Visual C++ 2015 the class is in the
headers (``<vcruntime_exception.h>``), ``{vtable; __std_exception_data {const char
*what; bool do_free}}``, and its constructors, copy and destructor call these two to copy
and free the message. MSVCP140's exception classes (dlls/msvcp140/exceptions.py) use
them too."""

from ....abi.api import BOTH, api
from ....abi.structs import struct as cstruct
from ...core.dllnames import VCRUNTIME140

__all__ = ["EXCEPTION_DATA", "exception_copy", "exception_destroy", "set_message"]

EXCEPTION_DATA = cstruct("__std_exception_data", "LPVOID what; BYTE do_free")


def set_message(vm, data, text):
    """Make the exception data at ``data`` own a copy of ``text`` (bytes): what the
    constructors from a string do. False when memory is short (the data stays empty)."""
    p = vm.heap.alloc(len(text) + 1)
    if not p:
        EXCEPTION_DATA.write(vm.mem, data, vm.ptr_size, what=0, do_free=0)
        return False
    vm.mem.write(p, text + b"\0")
    EXCEPTION_DATA.write(vm.mem, data, vm.ptr_size, what=p, do_free=1)
    return True


def exception_copy(vm, src, dst):
    """Copy exception data: a message the source owns is duplicated (and owned by the
    copy); one it does not own (a literal) is shared."""
    s = EXCEPTION_DATA.at(vm.mem, src, vm.ptr_size)
    what, owned = s.what, s.do_free
    if not owned or not what:
        EXCEPTION_DATA.write(vm.mem, dst, vm.ptr_size, what=what, do_free=0)
        return
    set_message(vm, dst, vm.mem.cbytes(what))


def exception_destroy(vm, data):
    """Free a message the data owns; the data is left empty."""
    d = EXCEPTION_DATA.at(vm.mem, data, vm.ptr_size)
    if d.do_free and d.what:
        vm.heap.free(d.what)
    EXCEPTION_DATA.write(vm.mem, data, vm.ptr_size, what=0, do_free=0)


@api(VCRUNTIME140, "__std_exception_copy", "LPVOID src, LPVOID dst", conv="cdecl",
     widths=BOTH)
def __std_exception_copy(c, src, dst):
    """std::exception's copy: ``*dst`` from ``*src`` (an owned message duplicated)."""
    exception_copy(c.vm, src, dst)


@api(VCRUNTIME140, "__std_exception_destroy", "LPVOID data", conv="cdecl", widths=BOTH)
def __std_exception_destroy(c, data):
    """std::exception's destructor: free an owned message; the data is emptied."""
    exception_destroy(c.vm, data)
