"""POWRPROF.dll: CallNtPowerInformation, through which CMake 4.4's configure step (kwsys'
SystemInformation) asks the processors' clock speeds, and the suspend/resume
notifications libuv registers for once the DLL loads (kernel/power.py)."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import POWRPROF
from ...core.winerror import (ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                              ERROR_SUCCESS, STATUS_BUFFER_TOO_SMALL, STATUS_INVALID_PARAMETER,
                              STATUS_SUCCESS)
from ...kernel.power import PowerNotification, processor_power_information

#: POWER_INFORMATION_LEVEL's ProcessorInformation.
PROCESSOR_INFORMATION = 11
#: PowerRegisterSuspendResumeNotification's recipients: a window, or a callback.
DEVICE_NOTIFY_WINDOW_HANDLE, DEVICE_NOTIFY_CALLBACK = 0, 2


@api(POWRPROF, "CallNtPowerInformation", "DWORD level, LPVOID inbuf, ULONG inlen, "
     "LPVOID outbuf, ULONG outlen", widths=BOTH)
def CallNtPowerInformation(c, level, inbuf, inlen, outbuf, outlen):
    """Power information of ``level`` into ``outbuf``: an NTSTATUS (STATUS_SUCCESS,
    STATUS_BUFFER_TOO_SMALL when ``outlen`` cannot hold an entry per processor,
    STATUS_INVALID_PARAMETER without a buffer). Only
    ProcessorInformation is answered; another level stops the guest naming it."""
    if level != PROCESSOR_INFORMATION:
        raise Unimplemented("%s!CallNtPowerInformation (information level %d)"
                            % (POWRPROF, level))
    entries = processor_power_information()
    if not outbuf:
        return STATUS_INVALID_PARAMETER       # Wine 8's answer
    if outlen < len(entries):
        return STATUS_BUFFER_TOO_SMALL
    c.vm.mem.write(outbuf, entries)
    return STATUS_SUCCESS


@api(POWRPROF, "PowerRegisterSuspendResumeNotification", "DWORD flags, HANDLE recipient, "
     "LPVOID out", widths=BOTH)
def PowerRegisterSuspendResumeNotification(c, flags, recipient, out):
    """Register for suspend and resume notifications: ERROR_SUCCESS and the
    registration's handle in ``*out``. This machine never suspends, so none is sent."""
    if flags not in (DEVICE_NOTIFY_WINDOW_HANDLE, DEVICE_NOTIFY_CALLBACK) or not recipient \
            or not out:
        return ERROR_INVALID_PARAMETER
    c.vm.mem.wptr(out, c.vm.new_handle(PowerNotification(flags, recipient)))
    return ERROR_SUCCESS


@api(POWRPROF, "PowerUnregisterSuspendResumeNotification", "HANDLE h", widths=BOTH)
def PowerUnregisterSuspendResumeNotification(c, h):
    """End a registration: ERROR_SUCCESS, or ERROR_INVALID_HANDLE for none."""
    vm = c.vm
    if vm.handles.get(h, PowerNotification) is None:
        return ERROR_INVALID_HANDLE
    vm.handles.close(h)
    return ERROR_SUCCESS
