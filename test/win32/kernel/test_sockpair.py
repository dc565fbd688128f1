"""Stream connections over loopback inside the guest (kernel/sockstreams.py): connect
to a guest socket that listens, accept, bytes both ways, select, non-blocking and
blocking receives, WSASend/WSARecv, WSAEventSelect's FD_READ/FD_CLOSE, shutdown and
close. semgrep-core.exe (OCaml, Lwt; docs/runtimes.md "Programs in the wild (session 38,
branch `wildbin`)") stopped at "Unix.ECONNREFUSED socketpair": every loopback connect
was refused.

test/exe/sockpair.exe (guests/tests/sockpair.c) prints a line per step; the expected
lines (test/expected/sockpair.txt) are what both builds print under Wine 8
(``wine sockpair.exe`` in test/exe and test/exe64, line ends stripped).
"""

import os

from paths import TEST_DIR, guest_exe
from wineagent.vm import VM


def test_loopback_stream_connections_are_wines(width):
    with open(os.path.join(TEST_DIR, "expected", "sockpair.txt"), encoding="utf-8") as f:
        expected = f.read().splitlines()
    vm = VM(guest_exe("sockpair", width))
    for _ in range(200):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.ended and vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == expected
    vm.close()
