"""dbghelp.dll: the symbol at an address (SymFromAddr, SymFromAddrW) and the module holding
it (SymGetModuleBase64), in a session SymInitialize opened with fInvadeProcess (the
process's modules loaded into it; protoc's abseil names a failed CHECK's stack frames this
way). Without debug information a module's symbols are its exports
(``kernel/symbols.py``): public symbols (SymTagPublicSymbol) flagged SYMFLAG_EXPORT.

Errors as Windows reports them: no session for the handle, ERROR_INVALID_HANDLE; an
address in no module of the session, ERROR_MOD_NOT_FOUND; in a module but below its
exports (or in one with none), ERROR_INVALID_ADDRESS (Wine 8 leaves the last error as
it was then).
"""

from ....abi.api import BOTH, Ret64, api
from ....abi.structs import struct
from ...core.dllnames import DBGHELP
from ...core.winerror import ERROR_INVALID_ADDRESS, ERROR_INVALID_HANDLE, ERROR_MOD_NOT_FOUND
from ...kernel.symbols import module_base, symbol_at

#: dbghelp.h's SYMBOL_INFO(W): the name follows MaxNameLen, MaxNameLen characters long.
SYMBOL_INFO = struct("SYMBOL_INFO{AW}",
                     "ULONG SizeOfStruct; ULONG TypeIndex; ULONG64 Reserved[2]; ULONG Index;"
                     " ULONG Size; ULONG64 ModBase; ULONG Flags; ULONG64 Value;"
                     " ULONG64 Address; ULONG Register; ULONG Scope; ULONG Tag;"
                     " ULONG NameLen; ULONG MaxNameLen; TCHAR Name[1]")
SYMFLAG_EXPORT = 0x200
SYM_TAG_PUBLIC_SYMBOL = 10      # SymTagPublicSymbol (cvconst.h)


def _session_has_modules(vm, process):
    # FALSE with ERROR_INVALID_HANDLE when the handle has no session.
    if process not in vm.kernel.symbol_sessions:
        vm.last_error = ERROR_INVALID_HANDLE
        return False
    return True


@api(DBGHELP, "SymFromAddr", "HANDLE process, ULONGLONG address, LPVOID displacement,"
     " LPVOID info", widths=BOTH)
def SymFromAddr(c, process, address, displacement, info):
    """The symbol holding the address into SYMBOL_INFO (the name cut to MaxNameLen
    characters with its terminator; NameLen the whole name's length) and the distance
    from its start into *Displacement."""
    return _from_addr(c, process, address, displacement, info, False)


@api(DBGHELP, "SymFromAddrW", "HANDLE process, ULONGLONG address, LPVOID displacement,"
     " LPVOID info", widths=BOTH)
def SymFromAddrW(c, process, address, displacement, info):
    """SymFromAddr with a SYMBOL_INFOW (a UTF-16 name)."""
    return _from_addr(c, process, address, displacement, info, True)


def _from_addr(c, process, address, displacement, info, wide):
    vm = c.vm
    if not _session_has_modules(vm, process):
        return 0
    found = symbol_at(vm, address) if process in vm.kernel.symbol_invaded else None
    if found is None:
        vm.last_error = ERROR_MOD_NOT_FOUND
        return 0
    base, name, start = found
    if name is None:
        vm.last_error = ERROR_INVALID_ADDRESS
        return 0
    layout = SYMBOL_INFO.variant(wide)
    view = layout.at(vm.mem, info, c.ptr_size)
    max_len = view.MaxNameLen
    view.TypeIndex = view.Index = view.Size = view.Register = view.Scope = 0
    view.Reserved = (0, 0)
    view.ModBase, view.Flags, view.Value, view.Address = base, SYMFLAG_EXPORT, start, start
    view.Tag, view.NameLen = SYM_TAG_PUBLIC_SYMBOL, len(name)
    if max_len:
        at = info + layout.offsetof("Name", c.ptr_size)
        text = name[:max_len - 1]
        if wide:
            vm.mem.write_wstr(at, text)
        else:
            vm.mem.write_cstr(at, text)
    if displacement:
        vm.mem.w64(displacement, address - start)
    return 1


@api(DBGHELP, "SymGetModuleBase64", "HANDLE process, ULONGLONG address", widths=BOTH)
def SymGetModuleBase64(c, process, address):
    # The base of the session's module holding the address; 0 when none does.
    vm = c.vm
    if not _session_has_modules(vm, process):
        return Ret64(0)
    if process not in vm.kernel.symbol_invaded:
        return Ret64(0)
    return Ret64(module_base(vm, address))
