"""NTDLL: the placeholder compatibility mode of a process and of a thread
(RtlSet/RtlQueryProcessPlaceholderCompatibilityMode, RtlSet/RtlQueryThreadPlaceholder
CompatibilityMode), Windows 10 1803's switch between seeing cloud-file placeholders as
what they are (PHCM_EXPOSE_PLACEHOLDERS) or as ordinary files (PHCM_DISGUISE_PLACEHOLDER).
Microsoft's File Manager (winfile) asks to see them at start-up.

The modes are kept where Windows keeps them, the PEB's and the TEB's
PlaceholderCompatibilityMode byte (0x468/0x7b0 in the PEB, 0x174/0x280 in the TEB), so
they read back as set. The drive holds no placeholders (no cloud files provider is
installed), so no file looks different in either mode: remembering the mode is all there
is to do. Wine 8 exports only the process query (a stub answering
PHCM_APPLICATION_DEFAULT), so its GetProcAddress of the others is NULL.
"""

from ....abi.api import BOTH, api
from ....machine.cpu import PEB_BASE
from ...core.dllnames import NTDLL

__all__ = ["PHCM_ERROR_INVALID_PARAMETER"]

PHCM_APPLICATION_DEFAULT, PHCM_DISGUISE_PLACEHOLDER, PHCM_EXPOSE_PLACEHOLDERS = 0, 1, 2
PHCM_MAX = PHCM_EXPOSE_PLACEHOLDERS
PHCM_ERROR_INVALID_PARAMETER = -1
_PEB_MODE = {4: 0x468, 8: 0x7B0}
_TEB_MODE = {4: 0x174, 8: 0x280}


def _signed(byte):
    return byte - 0x100 if byte & 0x80 else byte


def _swap(c, addr, mode):
    """Store ``mode`` (a CHAR) at ``addr`` and answer the previous one, or
    PHCM_ERROR_INVALID_PARAMETER (nothing changed) for a mode past PHCM_MAX."""
    mode = _signed(mode & 0xFF)
    if not PHCM_APPLICATION_DEFAULT <= mode <= PHCM_MAX:
        return PHCM_ERROR_INVALID_PARAMETER
    old = _signed(c.vm.mem.read(addr, 1)[0])
    c.vm.mem.write(addr, bytes([mode]))
    return old


@api(NTDLL, "RtlSetProcessPlaceholderCompatibilityMode", "DWORD mode", widths=BOTH)
def RtlSetProcessPlaceholderCompatibilityMode(c, mode):
    """Set the process's mode; the previous one (PHCM_APPLICATION_DEFAULT at first)."""
    return _swap(c, PEB_BASE + _PEB_MODE[c.ptr_size], mode)


@api(NTDLL, "RtlQueryProcessPlaceholderCompatibilityMode", widths=BOTH)
def RtlQueryProcessPlaceholderCompatibilityMode(c):
    """The process's mode."""
    return _signed(c.vm.mem.read(PEB_BASE + _PEB_MODE[c.ptr_size], 1)[0])


@api(NTDLL, "RtlSetThreadPlaceholderCompatibilityMode", "DWORD mode", widths=BOTH)
def RtlSetThreadPlaceholderCompatibilityMode(c, mode):
    """Set the calling thread's mode (PHCM_APPLICATION_DEFAULT: the process's); the
    previous one."""
    return _swap(c, c.vm.threads.current.teb + _TEB_MODE[c.ptr_size], mode)


@api(NTDLL, "RtlQueryThreadPlaceholderCompatibilityMode", widths=BOTH)
def RtlQueryThreadPlaceholderCompatibilityMode(c):
    """The calling thread's mode."""
    return _signed(c.vm.mem.read(c.vm.threads.current.teb + _TEB_MODE[c.ptr_size], 1)[0])
