"""Numeric host names through the resolver, as PuTTY 0.83 looks up "127.0.0.1" before it
connects (issue 23, "Programs in the wild", docs/runtimes.md): it said "Host does not
exist" here, and under Wine "Network error: Connection refused"; getaddrinfo,
GetAddrInfoW and gethostbyname now parse numeric addresses, as Windows does without
asking DNS (dlls/ws2_32/resolve.py).

test/exe/wild_resolve.exe (guests/tests/wild_resolve.c) prints a line per step; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
wild_resolve.exe``; its x86-64 build prints the same under 64-bit Wine), except where a
comment says why not.
"""

from paths import guest_exe

#: Wine's lines, but for two differences on purpose, where Wine's answers are its Linux
#: host's getaddrinfo showing through:
#: - without hints Wine makes an entry per socket type (stream, datagram, raw) with
#:   glibc's internal flags (3072); Windows makes one entry with the zero hints' values;
#: - an address of the other family than asked fails with Linux's EAI_ADDRFAMILY (-9)
#:   under Wine; here, as on Windows, the text is then a name, which no DNS server
#:   answers: WSAHOST_NOT_FOUND (11001).
EXPECTED = [
    '127.0.0.1:22 stream: ret=0',
    '  flags=0 family=2 socktype=1 protocol=0 addrlen=16 canon=NULL addr=127.0.0.1 port=22',
    '::1:80 any: ret=0',
    '  flags=0 family=23 socktype=0 protocol=0 addrlen=28 canon=NULL addr=0:0:0:0:0:0:0:1 port=80',
    '10.1.2.3 no hints: ret=0',
    '  flags=0 family=2 socktype=0 protocol=0 addrlen=16 canon=NULL addr=10.1.2.3 port=0',  # Wine: 3
    '127.0.0.1 as AF_INET6: ret=11001 res=NULL',              # Wine: -9
    '  WSAGetLastError=11001',
    '::1 as AF_INET: ret=11001 res=NULL',                     # Wine: -9
    '  WSAGetLastError=11001',
    'passive v4: ret=0',
    '  flags=1 family=2 socktype=1 protocol=0 addrlen=16 canon=NULL addr=0.0.0.0 port=22',
    'no node v4: ret=0',
    '  flags=0 family=2 socktype=1 protocol=0 addrlen=16 canon=NULL addr=127.0.0.1 port=22',
    'no node no service: ret=11001 res=NULL',
    '  WSAGetLastError=11001',
    'canonname: ret=0',
    '  flags=2 family=2 socktype=2 protocol=0 addrlen=16 canon=192.168.0.1 addr=192.168.0.1 port=0',
    'numerichost refuses a name: ret=11001 res=NULL',
    '  WSAGetLastError=11001',
    'GetAddrInfoW 10.0.0.1:443: ret=0 family=2 addrlen=16 port=443 next=NULL',
    'gethostbyname 127.0.0.1: name=127.0.0.1 type=2 length=4 addr=127.0.0.1 more=no aliases=none',
    'done',
]


def test_numeric_addresses_resolve_without_a_network(boot, width):
    d = boot(guest_exe("wild_resolve", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
