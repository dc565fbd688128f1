"""IPHLPAPI's change notifications on a machine where nothing changes
(dlls/iphlpapi/notify.py): an overlapped NotifyAddrChange / NotifyRouteChange stays
pending until CancelIPChangeNotify ends it as a cancelled operation; the synchronous form
blocks its thread; the callback registrations give a handle CancelMibChangeNotify2 takes
back and, asked for it, run the callback once on a thread-pool worker with
MibInitialNotification and no row.

test/exe/iphlpnotify.exe (guests/tests/iphlpnotify.c) at both widths. Wine 8 (run in a
network namespace holding only ``lo``) is no oracle here: every function of this family
is a stub in it (a FIXME answering ERROR_IO_PENDING or NO_ERROR, no handle, no
cancellation, no callback, the synchronous call returning at once), so where its lines
differ they are commented with its answer; ours follow MSDN's NotifyAddrChange,
CancelIPChangeNotify, NotifyIpInterfaceChange and CancelMibChangeNotify2 pages.
"""

from paths import guest_exe

EXPECTED = [
    'NotifyAddrChange: 997 handle-set 1 event 258',  # Wine: 997 handle-set 0 event 0
    'GetOverlappedResult pending: 0 err 996',
    'NotifyRouteChange: 997 same-handle 1',  # Wine: 50 same-handle 0
    'NotifyAddrChange again: 87',  # Wine: 997
    'NotifyAddrChange no overlapped: 87',  # Wine: 997
    'CancelIPChangeNotify: 1 event 0',  # Wine: 0 event 0
    'GetOverlappedResult cancelled: 0 err 995 count 0',  # Wine: 0 err 996 count 77
    'CancelIPChangeNotify again: 0 err 1168',  # Wine: 0 err 57005
    'CancelIPChangeNotify route: 1',  # Wine: 0
    'NotifyIpInterfaceChange initial: 0 handle-set 1',  # Wine: 0 handle-set 0
    'callback: wait 0 calls 1 ctx-ok 1 row-null 1 type 3 other-thread 1',  # Wine: wait 258 calls 0 ctx-ok 0 row-null 1 type 0 other-thread 0
    'NotifyIpInterfaceChange quiet: 0 calls 1',  # Wine: 0 calls 0
    'NotifyIpInterfaceChange bad family: 87',  # Wine: 0
    'NotifyIpInterfaceChange no callback: 87',  # Wine: 0
    'CancelMibChangeNotify2: 0',
    'CancelMibChangeNotify2 quiet one: 0',
    'CancelMibChangeNotify2 again: 6',  # Wine: 0
    'NotifyUnicastIpAddressChange: 0 cancel 0',
    'NotifyRouteChange2: 0 cancel 0',
    'NotifyAddrChange synchronous: still waiting 1',  # Wine: still waiting 0
]


def test_notifications_stay_pending_cancel_and_call_back_once(boot, width):
    d = boot(guest_exe("iphlpnotify", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
