"""KERNEL32's ResolveDelayLoadedAPI: bind one delay-load import on its first call.

The delay-load helper a program links (``__delayLoadHelper2``) calls it with the
program's IMAGE_DELAYLOAD_DESCRIPTOR and the IAT slot being called. The descriptor's
RVAs name the DLL, its module-handle cell, the IAT and the name table; the slot's index
picks the name (or ordinal). Built-in DLLs answer by name like the import binder; a
function without a handler gets a thunk that names it when called.
"""

from ....abi.api import BOTH, api
from ...core.builtin_dlls import module_handle
from ...core.dllnames import KERNEL32



@api(KERNEL32, "ResolveDelayLoadedAPI",
     "LPVOID base, LPVOID desc, LPVOID dll_hook, LPVOID sys_hook, LPVOID slot, DWORD flags",
     widths=BOTH)
def ResolveDelayLoadedAPI(c, base, desc, dll_hook, sys_hook, slot, flags):
    vm = c.vm
    mem = vm.mem
    attrs, dll_rva, hmod_rva, iat_rva, int_rva = (mem.u32(desc + 4 * i) for i in range(5))
    rva = (lambda v: base + v) if attrs & 1 else (lambda v: v)   # 1: RVAs, else VAs
    dll = mem.cstr(rva(dll_rva))
    # The descriptor's fields are 32-bit RVAs at both widths; the IAT, the name table and
    # the module-handle cell hold pointer-sized entries (an ordinal: the top bit, 31 or 63).
    size = c.ptr_size
    index = (slot - rva(iat_rva)) // size
    entry = mem.uptr(rva(int_rva) + size * index)
    by_ordinal = entry >> (8 * size - 1)
    name = "#%d" % (entry & 0xFFFF) if by_ordinal else mem.cstr(rva(entry & 0xFFFFFFFF) + 2)
    if hmod_rva:
        mem.wptr(rva(hmod_rva), module_handle(vm, dll) or 0)
    addr = vm.proc_address(dll, name) or vm.machine.thunk_for(None, "%s!%s" % (dll, name))
    mem.wptr(slot, addr)
    return addr
