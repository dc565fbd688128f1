"""The names Windows resolves without a DNS server (dlls/ws2_32/resolve.py):
"localhost" and the computer's own name give its loopback addresses; every other name
finds no DNS server.

test/exe/resolve_local.exe (guests/tests/resolve_local.c) at both widths. The oracle is
Wine 8 in a network namespace holding only ``lo`` (``unshare -n``): the same lines at
both widths but where commented. Wine resolves through the host's /etc/hosts, which here
maps localhost to 127.0.0.1 only, so it gives no ::1 (Windows 10 resolves localhost
itself, to ::1 and 127.0.0.1, IPv6 first); and an unknown name with no DNS server
reachable is Linux's temporary failure under Wine (WSATRY_AGAIN 11002) where this
machine, as docs/dlls.md decides, answers WSAHOST_NOT_FOUND (11001).
"""

from paths import guest_exe

EXPECTED = [
    "localhost any: ret=0",
    "  family=23 socktype=1 addrlen=28 canon=NULL addr=[::1]:80",          # Wine: none
    "  family=2 socktype=1 addrlen=16 canon=NULL addr=127.0.0.1:80",
    "localhost v4: ret=0",
    "  family=2 socktype=1 addrlen=16 canon=NULL addr=127.0.0.1:80",
    "localhost v6: ret=0",                                                 # Wine: 11002
    "  family=23 socktype=1 addrlen=28 canon=NULL addr=[::1]:80",
    "LocalHost any canon: ret=0",
    "  family=23 socktype=1 addrlen=28 canon=set addr=[::1]:80",           # Wine: none
    "  family=2 socktype=1 addrlen=16 canon=NULL addr=127.0.0.1:80",       # Wine: canon=set
    "localhost numerichost: ret=11001",
    "own name v4: ret=0",
    "  family=2 socktype=1 addrlen=16 canon=NULL addr=127.0.0.1:80",
    "no such name: ret=11001",                                             # Wine: 11002
    "GetAddrInfoW localhost v4: ret=0 family=2 next=NULL",
    "gethostbyname localhost: found type=2 length=4 addr=127.0.0.1",
    "gethostbyname own name: found addr=127.0.0.1",
    "gethostbyname no such name: NULL error=11001",                        # Wine: 11002
]


def test_localhost_and_the_own_name_resolve_without_dns(boot, width):
    d = boot(guest_exe("resolve_local", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
