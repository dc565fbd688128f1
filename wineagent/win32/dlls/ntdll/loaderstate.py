"""ntdll: the loader's state as a DLL may ask for it — RtlDllShutdownInProgress, TRUE from
the moment the process's DLLs start detaching for its end (kernel/dllload.py's
``exit_process``), so a DLL_PROCESS_DETACH can tell the process's end (where other
threads are gone and locks may be orphaned) from a FreeLibrary. Zig's and Bun's exit
paths look it up with GetProcAddress.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import NTDLL


@api(NTDLL, "RtlDllShutdownInProgress", "", widths=BOTH)
def RtlDllShutdownInProgress(c):
    """TRUE while the process is ending (its DLLs detaching), FALSE before and during a
    FreeLibrary's detach (a BOOLEAN: one byte in AL)."""
    return 1 if c.vm.dlls.shutting_down else 0
