"""KERNEL32: the functions of an open serial port — its state (GetCommState,
SetCommState), time-outs, queues (SetupComm, PurgeComm, ClearCommError), modem lines
(EscapeCommFunction, GetCommModemStatus, the break), events (SetCommMask, GetCommMask,
WaitCommEvent), TransmitCommChar, GetCommProperties and the port's COMMCONFIG.

The emulated machine has no serial port (CreateFile of COM1 fails: kernel32/files.py), so
no handle the guest holds is one: every call fails as Windows fails it for a handle of
another kind — ERROR_INVALID_FUNCTION for a file, console or pipe handle (what a program
probing its standard handles sees), ERROR_INVALID_HANDLE for a value that is no handle.
"""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_FUNCTION, ERROR_INVALID_HANDLE
from ...core.dllnames import KERNEL32


def _not_a_port(c, h):
    """FALSE with the error Windows gives for a handle that is not a serial port."""
    c.vm.last_error = ERROR_INVALID_FUNCTION if c.vm.handles.get(h) is not None \
        else ERROR_INVALID_HANDLE
    return 0


@api(KERNEL32, "GetCommState", "HANDLE h, LPVOID dcb", widths=BOTH)
def GetCommState(c, h, dcb):
    """The port's DCB: no handle is a port (module docstring)."""
    return _not_a_port(c, h)


@api(KERNEL32, "SetCommState", "HANDLE h, LPVOID dcb", widths=BOTH)
def SetCommState(c, h, dcb):
    """Configure the port from a DCB: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "GetCommTimeouts", "HANDLE h, LPVOID timeouts", widths=BOTH)
def GetCommTimeouts(c, h, timeouts):
    """The port's COMMTIMEOUTS: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "SetCommTimeouts", "HANDLE h, LPVOID timeouts", widths=BOTH)
def SetCommTimeouts(c, h, timeouts):
    """Set the port's COMMTIMEOUTS: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "SetupComm", "HANDLE h, DWORD in_queue, DWORD out_queue", widths=BOTH)
def SetupComm(c, h, in_queue, out_queue):
    """Size the port's queues: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "PurgeComm", "HANDLE h, DWORD flags", widths=BOTH)
def PurgeComm(c, h, flags):
    """Empty the port's queues: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "ClearCommError", "HANDLE h, LPVOID errors, LPVOID stat", widths=BOTH)
def ClearCommError(c, h, errors, stat):
    """The port's error flags and COMSTAT: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "EscapeCommFunction", "HANDLE h, DWORD func", widths=BOTH)
def EscapeCommFunction(c, h, func):
    """Set or clear a modem line: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "GetCommModemStatus", "HANDLE h, LPVOID status", widths=BOTH)
def GetCommModemStatus(c, h, status):
    """The modem lines (CTS, DSR, RING, RLSD): no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "SetCommBreak", "HANDLE h", widths=BOTH)
def SetCommBreak(c, h):
    """Suspend transmission in the break state: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "ClearCommBreak", "HANDLE h", widths=BOTH)
def ClearCommBreak(c, h):
    """Leave the break state: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "SetCommMask", "HANDLE h, DWORD mask", widths=BOTH)
def SetCommMask(c, h, mask):
    """Choose the events WaitCommEvent waits for: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "GetCommMask", "HANDLE h, LPVOID mask", widths=BOTH)
def GetCommMask(c, h, mask):
    """The events chosen by SetCommMask: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "WaitCommEvent", "HANDLE h, LPVOID mask, LPVOID overlapped", widths=BOTH)
def WaitCommEvent(c, h, mask, overlapped):
    """Wait for one of the chosen events: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "TransmitCommChar", "HANDLE h, CHAR ch", widths=BOTH)
def TransmitCommChar(c, h, ch):
    """Send one character ahead of the queue: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "GetCommProperties", "HANDLE h, LPVOID props", widths=BOTH)
def GetCommProperties(c, h, props):
    """The port's COMMPROP: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "GetCommConfig", "HANDLE h, LPVOID config, LPVOID size", widths=BOTH)
def GetCommConfig(c, h, config, size):
    """The port's COMMCONFIG: no handle is a port."""
    return _not_a_port(c, h)


@api(KERNEL32, "SetCommConfig", "HANDLE h, LPVOID config, DWORD size", widths=BOTH)
def SetCommConfig(c, h, config, size):
    """Configure the port from a COMMCONFIG: no handle is a port."""
    return _not_a_port(c, h)
