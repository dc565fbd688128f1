"""Change notifications of the IP Helper: NotifyAddrChange, NotifyRouteChange and
CancelIPChangeNotify (the overlapped ones); NotifyIpInterfaceChange,
NotifyUnicastIpAddressChange, NotifyRouteChange2 and CancelMibChangeNotify2 (the
callback ones).

On this machine (adapters.py: the loopback interface only, no network to plug in) no
address, interface or route ever changes, so a notification is never delivered — but
each call does everything else Windows does with it:

- NotifyAddrChange / NotifyRouteChange with NULL handle and OVERLAPPED block until a
  change (documented): the calling thread waits for ever, as it would on an unplugged
  Windows. With both, the request is pending: the OVERLAPPED's Internal is
  STATUS_PENDING and its event reset, ``*Handle`` the process's IP Helper device handle
  (the same one each time; Windows says not to close it) for GetOverlappedResult, and
  ERROR_IO_PENDING. The same OVERLAPPED twice while pending: ERROR_INVALID_PARAMETER
  (MSDN: "a duplicate request will fail"); one of the two NULL: ERROR_INVALID_PARAMETER.
- CancelIPChangeNotify ends a pending request as a cancelled operation
  (STATUS_CANCELLED, the event set: GetOverlappedResult then fails with
  ERROR_OPERATION_ABORTED) and answers TRUE; for an OVERLAPPED with no pending request
  FALSE, with ERROR_NOT_FOUND (the documentation only says FALSE; decided here).
- The callback registrations answer a handle CancelMibChangeNotify2 takes back (an
  unknown one: ERROR_INVALID_HANDLE); with InitialNotification the callback runs once,
  on a thread-pool worker as Windows runs it, with MibInitialNotification and a NULL
  row. The family must be AF_UNSPEC, AF_INET or AF_INET6 (else
  ERROR_INVALID_PARAMETER, as a NULL callback or handle pointer is).
"""

from ....abi.api import BOTH, PARK, api
from ...core.dllnames import IPHLPAPI
from ...core.winerror import (ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER, ERROR_IO_PENDING,
                              ERROR_NOT_FOUND, STATUS_CANCELLED)
from ...kernel import overlapped, threadpool
from ...kernel.handletable import handle_kind
from . import adapters as lo

MIB_INITIAL_NOTIFICATION = 3


@handle_kind("ip helper device")
class IpHelperDevice:
    """The process's handle on the IP Helper's device: its pending overlapped requests
    and its callback registrations."""

    overlapped = True
    skip_on_success = skip_set_event = False
    completion = None
    io_signaled = False

    def __init__(self):
        self.pending = []           # OVERLAPPED addresses of pending requests
        self.registrations = {}     # handle value -> (kind, callback, context)

    def signaled(self):
        """Signaled when a request on it completed (a cancellation, here)."""
        return self.io_signaled

    def acquire(self):
        """A wait on the handle leaves it as it is."""


def _device(vm, create=True):
    """(handle, device) of this process, made at its first use."""
    for h, dev in vm.handles.of_kind(IpHelperDevice):
        return h, dev
    if not create:
        return None, None
    dev = IpHelperDevice()
    return vm.new_handle(dev), dev


def _change_request(c, handle, ov):
    if not handle and not ov:
        def block():
            while True:                 # no change ever comes: wait for ever
                yield PARK
        return block()
    if not handle or not ov:
        return ERROR_INVALID_PARAMETER
    vm = c.vm
    h, dev = _device(vm)
    if ov in dev.pending:
        return ERROR_INVALID_PARAMETER
    overlapped.start(vm, dev, ov)
    dev.pending.append(ov)
    vm.mem.wptr(handle, h)
    return ERROR_IO_PENDING


@api(IPHLPAPI, "NotifyAddrChange", "LPVOID handle, LPVOID ov", widths=BOTH)
def NotifyAddrChange(c, handle, ov):
    """Be told when the IPv4 address table changes (never, here): see the module."""
    return _change_request(c, handle, ov)


@api(IPHLPAPI, "NotifyRouteChange", "LPVOID handle, LPVOID ov", widths=BOTH)
def NotifyRouteChange(c, handle, ov):
    """Be told when the IPv4 route table changes (never, here): see the module."""
    return _change_request(c, handle, ov)


@api(IPHLPAPI, "CancelIPChangeNotify", "LPVOID ov", widths=BOTH)
def CancelIPChangeNotify(c, ov):
    """End the pending NotifyAddrChange / NotifyRouteChange request of ``ov``."""
    vm = c.vm
    _h, dev = _device(vm, create=False)
    if dev is None or not ov or ov not in dev.pending:
        vm.last_error = ERROR_NOT_FOUND
        return 0
    dev.pending.remove(ov)
    overlapped.complete(vm, dev, ov, STATUS_CANCELLED, 0)
    return 1


def _register(c, kind, family, callback, context, initial, out):
    if family not in (0, lo.AF_INET, lo.AF_INET6) or not callback or not out:
        return ERROR_INVALID_PARAMETER
    vm = c.vm
    _h, dev = _device(vm)
    token = vm.heap.alloc(16, zero=True)          # an opaque handle of its own address
    dev.registrations[token] = (kind, callback, context)
    vm.mem.wptr(out, token)
    if initial & 0xFF:
        threadpool.call_on_pool(vm, callback, (context, 0, MIB_INITIAL_NOTIFICATION))
    return 0


@api(IPHLPAPI, "NotifyIpInterfaceChange", "DWORD family, LPVOID callback, LPVOID context, "
     "BOOL initial, LPVOID handle", widths=BOTH)
def NotifyIpInterfaceChange(c, family, callback, context, initial, handle):
    """Register ``callback`` for IP interface changes (none come here)."""
    return _register(c, "interface", family & 0xFFFF, callback, context, initial, handle)


@api(IPHLPAPI, "NotifyUnicastIpAddressChange", "DWORD family, LPVOID callback, "
     "LPVOID context, BOOL initial, LPVOID handle", widths=BOTH)
def NotifyUnicastIpAddressChange(c, family, callback, context, initial, handle):
    """Register ``callback`` for unicast address changes (none come here)."""
    return _register(c, "unicast", family & 0xFFFF, callback, context, initial, handle)


@api(IPHLPAPI, "NotifyRouteChange2", "DWORD family, LPVOID callback, LPVOID context, "
     "BOOL initial, LPVOID handle", widths=BOTH)
def NotifyRouteChange2(c, family, callback, context, initial, handle):
    """Register ``callback`` for route changes (none come here)."""
    return _register(c, "route", family & 0xFFFF, callback, context, initial, handle)


@api(IPHLPAPI, "CancelMibChangeNotify2", "LPVOID handle", widths=BOTH)
def CancelMibChangeNotify2(c, handle):
    """Deregister a callback registration."""
    if not handle:
        return ERROR_INVALID_PARAMETER
    vm = c.vm
    _h, dev = _device(vm, create=False)
    if dev is None or handle not in dev.registrations:
        return ERROR_INVALID_HANDLE
    del dev.registrations[handle]
    vm.heap.free(handle)
    return 0
