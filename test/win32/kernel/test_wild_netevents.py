"""A non-blocking connect's end as a network event, as PuTTY 0.83 connects (issue 23,
"Programs in the wild", docs/runtimes.md): WSAAsyncSelect's FD_CONNECT message with the
refusal's error, WSAEventSelect's event and WSAEnumNetworkEvents (PuTTY showed its
terminal window and then "Network error: Connection refused" under Wine, and only an
error box here, its connect failing at once).

test/exe/wild_netevents.exe (guests/tests/wild_netevents.c) prints a line per step; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
wild_netevents.exe``; its x86-64 build prints the same under 64-bit Wine).
"""

from paths import guest_exe

EXPECTED = [
    'WSAAsyncSelect=0',
    'connect=-1 error=10035',
    'message: socket=ours event=16 error=10061',
    'WSAEventSelect=0',
    'connect=-1 error=10035',
    'wait=0',
    'WSAEnumNetworkEvents=0 events=0x10 connect error=10061',
    'event after=258',
    'again=0 events=0x0',
    'blocking connect=-1 error=10061',
    'done',
]


def test_a_non_blocking_connect_ends_as_its_fd_connect_network_event(boot, width):
    d = boot(guest_exe("wild_netevents", width), settle=False)
    d.run_to_end(600)
    assert d.vm.stdout_log == EXPECTED
