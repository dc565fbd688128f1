"""KERNEL32: Windows Error Reporting's per-process flags (WerSetFlags, WerGetFlags).

Go's runtime reads them and adds WER_FAULT_REPORTING_NO_UI at start-up so a crash shows
no dialog. The flags are the process's: WerSetFlags replaces them, WerGetFlags reads
them for this process (its pseudo-handle or a handle to it). No report is ever sent
here, so the flags only have to be kept and read back.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.winerror import E_HANDLE, E_INVALIDARG, S_OK
from ...kernel.process import is_current_process


@api(KERNEL32, "WerSetFlags", "DWORD flags", widths=BOTH)
def WerSetFlags(c, flags):
    """The process's reporting flags become ``flags``; S_OK."""
    c.vm.kernel.wer_flags = flags
    return S_OK


@api(KERNEL32, "WerGetFlags", "HANDLE process, LPDWORD flags", widths=BOTH)
def WerGetFlags(c, process, flags):
    """This process's reporting flags into ``*flags``: S_OK; another handle: E_HANDLE;
    no place for them: E_INVALIDARG."""
    if not flags:
        return E_INVALIDARG
    if not is_current_process(c.vm, process):
        return E_HANDLE
    c.vm.mem.w32(flags, c.vm.kernel.wer_flags)
    return S_OK
