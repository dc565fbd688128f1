"""The process's data execution prevention (DEP) settings: ProcessExecuteFlags, the record
NtQueryInformationProcess and NtSetInformationProcess read and change (dlls/ntdll/main.py)
and KERNEL32's SetProcessDEPPolicy and GetProcessDEPPolicy translate
(dlls/kernel32/dep.py). docs/emulator.md, "Data execution prevention".

The flags are ``KernelState.execute_flags`` (a 32-bit process); a 64-bit process's DEP is
on for good, with no flags to read or change. What they change: MEM_EXECUTE_OPTION_ENABLE (DEP
off) lets code run from any readable page (Memory.execute_readable); everything else is
the CPU's own fault on a page without "execute"."""

from ..core.winerror import STATUS_ACCESS_DENIED, STATUS_INVALID_PARAMETER, STATUS_SUCCESS

# winnt.h's MEM_EXECUTE_OPTION_* (the ProcessExecuteFlags bits)
MEM_EXECUTE_OPTION_DISABLE = 0x1                    # DEP on: data pages do not run code
MEM_EXECUTE_OPTION_ENABLE = 0x2                     # DEP off: readable pages run code
MEM_EXECUTE_OPTION_DISABLE_THUNK_EMULATION = 0x4
MEM_EXECUTE_OPTION_PERMANENT = 0x8                  # no later change
MEM_EXECUTE_OPTION_EXECUTE_DISPATCH_ENABLE = 0x10
MEM_EXECUTE_OPTION_IMAGE_DISPATCH_ENABLE = 0x20
#: every documented bit
MEM_EXECUTE_OPTION_VALID = 0x3F

# GetSystemDEPPolicy's DEP_SYSTEM_POLICY_TYPE
ALWAYS_OFF, ALWAYS_ON, OPT_IN, OPT_OUT = 0, 1, 2, 3
#: the system's DEP policy: OptIn, client Windows' default (a program linked /NXCOMPAT
#: runs with DEP on, and a program may turn its own DEP on or off — which is what the
#: per-process record here allows)
SYSTEM_POLICY = OPT_IN


def execute_flags(vm):
    """The process's ProcessExecuteFlags (MEM_EXECUTE_OPTION_*); None in a 64-bit process,
    which has none to report (its DEP is on for good: Windows x64 answers the query
    STATUS_INVALID_PARAMETER)."""
    if vm.ptr_size == 8:
        return None
    return vm.kernel.execute_flags


def set_execute_flags(vm, value):
    """NtSetInformationProcess(ProcessExecuteFlags, ``value``): an NTSTATUS. DEP on
    (MEM_EXECUTE_OPTION_DISABLE) or off (_ENABLE), exactly one of them; the other bits
    as given. A 64-bit process cannot change its flags (STATUS_INVALID_PARAMETER), nor
    a process whose flags are permanent (STATUS_ACCESS_DENIED)."""
    if vm.ptr_size == 8:
        return STATUS_INVALID_PARAMETER
    k = vm.kernel
    if k.execute_flags & MEM_EXECUTE_OPTION_PERMANENT:
        return STATUS_ACCESS_DENIED
    on_off = value & (MEM_EXECUTE_OPTION_DISABLE | MEM_EXECUTE_OPTION_ENABLE)
    if value & ~MEM_EXECUTE_OPTION_VALID or on_off not in (MEM_EXECUTE_OPTION_DISABLE,
                                                           MEM_EXECUTE_OPTION_ENABLE):
        return STATUS_INVALID_PARAMETER
    k.execute_flags = value
    vm.mem.set_execute_readable(on_off == MEM_EXECUTE_OPTION_ENABLE)
    return STATUS_SUCCESS
