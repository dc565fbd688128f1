"""Implicit (static) TLS: the ``__declspec(thread)`` data of the program and of its DLLs.

A PE image with a TLS directory has a template (initialised data and a zero fill) that
every thread gets a copy of, and a cell (AddressOfIndex) where the loader writes the
image's *TLS index*. Compiled code reaches its variables as
``ThreadLocalStoragePointer[_tls_index] + offset`` (``fs:[0x2C]`` on x86, ``gs:[0x58]`` on
x64). Since Windows Vista the loader does this for every module, the program's and each
DLL's, whether it was loaded at start-up or later by LoadLibrary (LdrpHandleTlsData):

- each module with a TLS directory takes the lowest free index (the program's is 0, its
  DLLs follow in load order) and the index is written to its AddressOfIndex cell;
- each live thread gets a copy of that template at that index (a thread created later
  gets a copy of every module's), its ThreadLocalStoragePointer array growing when the
  index is beyond it;
- when the module is unloaded its index is free again and the threads' copies go.

Before this, only the program's own image had its block: a DLL's cell kept the index in
the file (0), so its code used the program's block as its own. MSVC's thread-safe
statics compare a guard with the thread's ``_Init_thread_epoch`` (INT_MIN in the
template); reading the program's data there skipped Qt5Core.dll's static constructors
(QTextCodec::codecForLocale then read a null list).
"""

__all__ = ["reserve", "attach", "detach", "thread_array"]

#: The first allocation of a thread's array, in entries (grown when an index is beyond).
ARRAY_ENTRIES = 64
#: A slot taken before its module's image is loaded (the program's own, index 0).
RESERVED = (0, 0, 0)


def reserve(vm):
    """Index 0 for the program's own image, before its imports load their DLLs (as
    Windows numbers it first): returns the index ``attach`` then fills."""
    slots = vm.kernel.static_tls
    slots.append(RESERVED)
    return len(slots) - 1


def attach(vm, tls_info, index=None):
    """Give a loaded image (its ``tls_info``: template start, end, index cell, zero fill)
    its TLS index and a copy of its template in every live thread. Returns the index."""
    start, end, cell, zero_fill = tls_info
    slots = vm.kernel.static_tls
    if index is None:
        index = next((i for i, s in enumerate(slots) if s is None), len(slots))
        if index == len(slots):
            slots.append(None)
    slots[index] = (start, end, zero_fill)
    if cell:
        vm.mem.w32(cell, index)
    for thread in vm.threads.threads:
        if thread.exit_code is None:
            _give_block(vm, thread.teb, index)
    return index


def detach(vm, index):
    """An unloaded image's index: free again, and each thread's copy freed."""
    slots = vm.kernel.static_tls
    if not 0 <= index < len(slots) or slots[index] is None:
        return
    slots[index] = None
    for thread in vm.threads.threads:
        array = vm.mem.uptr(thread.teb + _pointer_offset(vm))
        if array and (index + 1) * vm.ptr_size <= vm.heap.size(array):
            block = vm.mem.uptr(array + index * vm.ptr_size)
            if block:
                vm.heap.free(block)
                vm.mem.wptr(array + index * vm.ptr_size, 0)


def thread_array(vm):
    """A new thread's ThreadLocalStoragePointer: an array with its own copy of every
    module's template, or 0 when no module has implicit TLS (as on Windows)."""
    slots = vm.kernel.static_tls
    if not any(s not in (None, RESERVED) for s in slots):
        return 0
    array = _new_array(vm, len(slots))
    for index, slot in enumerate(slots):
        if slot not in (None, RESERVED):
            vm.mem.wptr(array + index * vm.ptr_size, _copy(vm, slot))
    return array


def _pointer_offset(vm):
    return 0x58 if vm.ptr_size == 8 else 0x2C


def _new_array(vm, entries):
    count = max(ARRAY_ENTRIES, entries)
    array = vm.heap.alloc(count * vm.ptr_size)
    vm.mem.write(array, bytes(vm.heap.size(array)))     # its whole room reads as empty
    return array


def _copy(vm, slot):
    """A fresh copy of one template: its initialised bytes, then zeros."""
    start, end, zero_fill = slot
    block = vm.heap.alloc(end - start + zero_fill + 16, zero=True)
    if end > start:
        vm.mem.write(block, vm.mem.read(start, end - start))
    return block


def _give_block(vm, teb, index):
    """Put a copy of slot ``index``'s template in thread ``teb``'s array, making the
    array (or a larger one, the old entries kept) when it has no room."""
    mem, width = vm.mem, vm.ptr_size
    where = teb + _pointer_offset(vm)
    array = mem.uptr(where)
    if not array or (index + 1) * width > vm.heap.size(array):
        bigger = _new_array(vm, index + 1)
        if array:
            mem.write(bigger, mem.read(array, vm.heap.size(array)))
            vm.heap.free(array)
        array = bigger
        mem.wptr(where, array)
    old = mem.uptr(array + index * width)
    if old:
        vm.heap.free(old)
    mem.wptr(array + index * width, _copy(vm, vm.kernel.static_tls[index]))
