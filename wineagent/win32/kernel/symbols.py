"""Symbols from addresses as dbghelp finds them in a module without debug information
(no PDB here; a stripped program has no other): the module's exports, each a public
symbol at its address. A built-in DLL's export is the thunk a program calls it through,
named as the DLL exports it.

An address between two exports is in the nearest one below it, at a displacement, as
Windows' dbghelp answers with export symbols ("KERNEL32!BaseThreadInitThunk+0x14");
Wine 8's dbghelp finds only an export's own address.
"""

import bisect

from ...machine.cpu import THUNK_BASE, THUNK_SIZE
from ...machine.pe_image import read_exports
from .dllload import module_at

__all__ = ["module_base", "symbol_at"]

#: The spacing of the built-in DLLs' thunks (machine/cpu.py).
_THUNK_BYTES = 4


def module_base(vm, addr):
    """The base of the module holding ``addr`` (the program, a guest DLL, or the built-in
    DLL a thunk belongs to), or 0."""
    return module_at(vm, addr)


def _image_exports(vm, base):
    # (address, name) of each named export of the program or guest DLL at ``base``,
    # forwarders left out (their code is another module's).
    if base == vm.image.base:
        parsed = vm.image.parsed
        read_exports(parsed)
        by_ordinal = parsed.export_ordinals
        named = ((name, by_ordinal.get(ordinal)) for name, ordinal in
                 parsed.export_names.items())
        return sorted((base + rva, name) for name, rva in named if isinstance(rva, int))
    for m in vm.dlls.modules.values():
        if m.base == base:
            return sorted((target, name) for name, target in m.by_name.items()
                          if isinstance(target, int))
    return []


def symbol_at(vm, addr):
    """(module base, symbol name, symbol address) for ``addr``: the name None when its
    module has no export at or below it; None when no module holds it."""
    base = module_at(vm, addr)
    if not base:
        return None
    if THUNK_BASE <= addr < THUNK_BASE + THUNK_SIZE:
        slot = (addr - THUNK_BASE) // _THUNK_BYTES
        trace = vm.machine.thunks[slot][2] or ""
        name = trace.split("!", 1)[1] if "!" in trace else None
        return base, name, THUNK_BASE + slot * _THUNK_BYTES
    exports = _image_exports(vm, base)
    i = bisect.bisect_right(exports, (addr, "\U0010ffff")) - 1
    if i < 0:
        return base, None, 0
    return base, exports[i][1], exports[i][0]
