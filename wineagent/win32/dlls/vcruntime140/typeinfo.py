"""VCRUNTIME140's halves of std::type_info: since Visual C++ 2015 the class is in the
headers (``<vcruntime_typeinfo.h>``), ``{vtable; __std_type_info_data {const char
*undecorated name; char decorated name[]}}``, and its members call these four with the
address of that data:

- ``__std_type_info_name(data, root)`` makes the undecorated name on first use ("class
  Foo", as msvcrt's type_info::name undecorates it) in a block that starts with an
  SLIST_ENTRY, pushed on the module's own list ``root`` (its ``__type_info_root_node``,
  an SLIST_HEADER);
- ``__std_type_info_destroy_list(root)`` frees every block of that list: the module's
  C runtime start-up code calls it when the module unloads (the process exits);
- ``__std_type_info_compare`` compares the decorated names without their first
  character (0 when equal), ``__std_type_info_hash`` is FNV-1a over the same bytes (the
  32-bit or 64-bit variant, the program's width; the 64-bit one folds its high half
  into the low one).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import VCRUNTIME140
from ..kernel32.slist import _flush, _push
from ..msvcrt.cxxclasses import _TYPE_NAME_FLAGS
from ..msvcrt.undname import undecorate

#: FNV-1a's offset basis and prime, per width (what the runtime's hash uses).
_FNV = {4: (0x811C9DC5, 0x01000193), 8: (0xCBF29CE484222325, 0x00000100000001B3)}


def _decorated(vm, data):
    """The decorated name after its first character ("." in a compiler's descriptor)."""
    return vm.mem.cbytes(data + vm.ptr_size + 1)


@api(VCRUNTIME140, "__std_type_info_name", "LPVOID data, LPVOID root", conv="cdecl",
     widths=BOTH)
def __std_type_info_name(c, data, root):
    """The undecorated name, made once and kept in ``data``; NULL when the decorated name
    does not undecorate or memory is short."""
    vm = c.vm
    ps = vm.ptr_size
    name = vm.mem.uptr(data)
    if name:
        return name
    text = undecorate(_decorated(vm, data).decode("latin-1"), _TYPE_NAME_FLAGS)
    if text is None:
        return 0
    body = text.rstrip(" ").encode("latin-1") + b"\0"
    # the list entry first (16 bytes at x64: SList entries are 16-byte aligned), the name
    # after it
    head = 2 * ps
    block = vm.heap.alloc(head + len(body))
    if not block:
        return 0
    vm.mem.write(block + head, body)
    _push(c, root, block)
    vm.mem.wptr(data, block + head)
    return block + head


@api(VCRUNTIME140, "__std_type_info_destroy_list", "LPVOID root", conv="cdecl",
     widths=BOTH)
def __std_type_info_destroy_list(c, root):
    """Free every name block on the module's list (the list is left empty)."""
    vm = c.vm
    entry = _flush(c, root)
    while entry:
        following = vm.mem.uptr(entry)
        vm.heap.free(entry)
        entry = following


@api(VCRUNTIME140, "__std_type_info_compare", "LPVOID left, LPVOID right", conv="cdecl",
     widths=BOTH)
def __std_type_info_compare(c, left, right):
    """0 when the two types are the same (the same data, or equal decorated names), else
    the sign of the names' byte comparison (strcmp's)."""
    if left == right:
        return 0
    x, y = _decorated(c.vm, left), _decorated(c.vm, right)
    return ((x > y) - (x < y)) & 0xFFFFFFFF


@api(VCRUNTIME140, "__std_type_info_hash", "LPVOID data", conv="cdecl", widths=BOTH)
def __std_type_info_hash(c, data):
    """FNV-1a of the decorated name less its first character (size_t: the width's)."""
    basis, prime = _FNV[c.ptr_size]
    mask = (1 << (8 * c.ptr_size)) - 1
    h = basis
    for b in _decorated(c.vm, data):
        h = ((h ^ b) * prime) & mask
    if c.ptr_size == 8:
        h ^= h >> 32            # the 64-bit runtime folds the high half in
    return h
