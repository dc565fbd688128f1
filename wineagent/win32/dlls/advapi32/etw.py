"""ADVAPI32: Event Tracing for Windows, the provider side — EventRegister, EventUnregister,
EventSetInformation, EventEnabled, EventProviderEnabled, EventWrite, EventWriteEx,
EventWriteTransfer, EventWriteString.

A program registers a provider (its GUID and an optional enable callback) and writes
events through the REGHANDLE it gets; trace sessions (a consumer such as xperf or
logman) decide which providers are enabled. This desktop runs no trace session, so no
provider is ever enabled: EventEnabled and EventProviderEnabled answer FALSE, the
enable callback is never called, and a write is accepted and dropped with
ERROR_SUCCESS — what Windows does for a provider no session enabled. Each registration
gets a handle of its own; the provider's traits and options from EventSetInformation
are kept with it.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import ADVAPI32
from ...core.winerror import (ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                              ERROR_NOT_SUPPORTED, ERROR_SUCCESS)

# EVENT_INFO_CLASS (evntprov.h)
(EventProviderBinaryTrackInfo, EventProviderSetReserved1, EventProviderSetTraits,
 EventProviderUseDescriptorType) = range(4)


class Provider:
    """One registration: the provider's GUID bytes, its callback and what was set."""

    def __init__(self, guid, callback, context):
        self.guid, self.callback, self.context = guid, callback, context
        self.traits = None
        self.use_descriptor_type = False


def _providers(vm):
    return vm.kernel.etw["providers"]


def _provider(vm, handle):
    return _providers(vm).get(handle)


@api(ADVAPI32, "EventRegister", "LPVOID guid, LPVOID callback, LPVOID context, LPVOID out",
     widths=BOTH)
def EventRegister(c, guid, callback, context, out):
    """Register provider ``guid``: ERROR_SUCCESS and a new REGHANDLE (8 bytes) in
    ``*out``; ERROR_INVALID_PARAMETER without a GUID or a place for the handle."""
    vm = c.vm
    if not guid or not out:
        return ERROR_INVALID_PARAMETER
    etw = vm.kernel.etw
    handle = etw["next"]
    etw["next"] += 1
    _providers(vm)[handle] = Provider(bytes(vm.mem.read(guid, 16)), callback, context)
    vm.mem.write(out, handle.to_bytes(8, "little"))
    return ERROR_SUCCESS


@api(ADVAPI32, "EventUnregister", "ULONGLONG handle", widths=BOTH)
def EventUnregister(c, handle):
    """End the registration: ERROR_SUCCESS, ERROR_INVALID_HANDLE for an unknown one."""
    if _providers(c.vm).pop(handle, None) is None:
        return ERROR_INVALID_HANDLE
    return ERROR_SUCCESS


@api(ADVAPI32, "EventSetInformation", "ULONGLONG handle, DWORD kind, LPVOID info, DWORD size",
     widths=BOTH)
def EventSetInformation(c, handle, kind, info, size):
    """Set a provider option: its traits (a blob whose first USHORT is its size), whether
    events carry their descriptor's type, or binary tracking (accepted: nothing is
    logged); ERROR_NOT_SUPPORTED for another class."""
    vm = c.vm
    p = _provider(vm, handle)
    if p is None:
        return ERROR_INVALID_HANDLE
    if kind == EventProviderSetTraits:
        if not info or size < 2 or vm.mem.u16(info) != size:
            return ERROR_INVALID_PARAMETER
        p.traits = bytes(vm.mem.read(info, size))
        return ERROR_SUCCESS
    if kind == EventProviderUseDescriptorType:
        if not info or size != 1:
            return ERROR_INVALID_PARAMETER
        p.use_descriptor_type = bool(vm.mem.read(info, 1)[0])
        return ERROR_SUCCESS
    if kind == EventProviderBinaryTrackInfo:
        return ERROR_SUCCESS
    return ERROR_NOT_SUPPORTED


@api(ADVAPI32, "EventEnabled", "ULONGLONG handle, LPVOID descriptor", widths=BOTH)
def EventEnabled(c, handle, descriptor):
    """Whether a session would log this event: FALSE, no session runs here."""
    return 0


@api(ADVAPI32, "EventProviderEnabled", "ULONGLONG handle, DWORD level, ULONGLONG keyword",
     widths=BOTH)
def EventProviderEnabled(c, handle, level, keyword):
    """Whether a session enabled the provider for this level and keyword: FALSE."""
    return 0


def _write(c, handle):
    return ERROR_SUCCESS if _provider(c.vm, handle) is not None else ERROR_INVALID_HANDLE


@api(ADVAPI32, "EventWrite", "ULONGLONG handle, LPVOID descriptor, DWORD count, LPVOID data",
     widths=BOTH)
def EventWrite(c, handle, descriptor, count, data):
    """Write an event: no session listens, so it is dropped (ERROR_SUCCESS)."""
    return _write(c, handle)


@api(ADVAPI32, "EventWriteTransfer",
     "ULONGLONG handle, LPVOID descriptor, LPVOID activity, LPVOID related, DWORD count, "
     "LPVOID data", widths=BOTH)
def EventWriteTransfer(c, handle, descriptor, activity, related, count, data):
    """EventWrite with activity IDs: dropped as EventWrite's."""
    return _write(c, handle)


@api(ADVAPI32, "EventWriteEx",
     "ULONGLONG handle, LPVOID descriptor, ULONGLONG filter, DWORD flags, LPVOID activity, "
     "LPVOID related, DWORD count, LPVOID data", widths=BOTH)
def EventWriteEx(c, handle, descriptor, filter_, flags, activity, related, count, data):
    """EventWrite with a session filter and flags: dropped as EventWrite's."""
    return _write(c, handle)


@api(ADVAPI32, "EventWriteString", "ULONGLONG handle, DWORD level, ULONGLONG keyword, "
     "LPVOID text", widths=BOTH)
def EventWriteString(c, handle, level, keyword, text):
    """Write a string event: dropped as EventWrite's."""
    return _write(c, handle)
