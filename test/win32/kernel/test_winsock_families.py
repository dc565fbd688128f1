"""The WS2_32 census functions on a machine with no network (docs/dlls.md, "Socket
addresses and data calls"): getsockname/getpeername, inet_ntop/inet_pton, WSAAddressToString,
WSAStringToAddress, getnameinfo, sendto/recvfrom and the WSA data calls; WSASocket,
WSAIoctl, WSAEventSelect and the WSA events, gethostbyaddr.

test/exe/gdik_ws.exe (guests/tests/gdik_ws.c) prints a line per step; the expected lines
are what the same binary prints under Wine 8 (``xvfb-run -a wine gdik_ws.exe``), except
where a comment says why not. The test runs its x86-64 build too (test/exe64/gdik_ws.exe,
the ``width`` fixture), which prints the same lines under 64-bit Wine but for the widths'
own differences, marked below.
"""

from paths import guest_exe


def test_addresses_as_text_and_data_calls_on_an_unplugged_machine(boot, width):
    d = boot(guest_exe("gdik_ws", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == [
        'v4: 10.0.1.2:8080 (len 16)',
        'v4 port 0: 10.0.1.2 (len 16)',
        'v6: [::1]:443 (len 28)',
        'v6 scope: ::1%3 (len 28)',
        'WSAAddressToStringA(small)=-1 err=10014 n=9',
        'WSAAddressToStringA(short len)=-1 err=10014',
        'WSAAddressToStringW=0 10.0.1.2:21 n=12',
        'WSAStringToAddressA=0 len=16 addr=c0a80102 port=99',
        'WSAStringToAddressA(no port)=0 addr=0a010203 port=0',
        'WSAStringToAddressA(bad)=-1 err=10022',
        'WSAStringToAddressW(v6)=0 len=28 last=2 port=1234',
        'WSAStringToAddressA(small)=-1 err=10014 len=16',
        'v6 ::: pton=1 ntop=::',
        'v6 ::1: pton=1 ntop=::1',
        'v6 1:2:3:4:5:6:7:8: pton=1 ntop=1:2:3:4:5:6:7:8',
        'v6 fe80::1:0:0:5: pton=1 ntop=fe80::1:0:0:5',
        'v6 1:0:0:2:0:0:0:3: pton=1 ntop=1:0:0:2::3',
        'v6 ::ffff:1.2.3.4: pton=1 ntop=::ffff:1.2.3.4',
        'v6 2001:db8::: pton=1 ntop=2001:db8::',
        'v6 1::2:3: pton=1 ntop=1::2:3',
        'v6 ::1.2.3.4: pton=1 ntop=::1.2.3.4',
        'v6 1:0:2:3:4:5:6:7: pton=1 ntop=1:0:2:3:4:5:6:7',
        "v4 '1.2.3.4': pton=1 ntop=1.2.3.4",
        "v4 '255.255.255.255': pton=1 ntop=255.255.255.255",
        "v4 '1.2.3': pton=0 ntop=(null)",
        "v4 '01.2.3.4': pton=0 ntop=(null)",
        "v4 '1.2.3.256': pton=0 ntop=(null)",
        "v4 ' 1.2.3.4': pton=0 ntop=(null)",
        "v4 '0x1.2.3.4': pton=0 ntop=(null)",
        "v4 '1.2.3.4 ': pton=0 ntop=(null)",
        'inet_pton(1:::2)=0',
        'inet_pton(family 99)=-1 err=10047',
        'inet_ntop(small)=(null) err=87',  # Windows documents ERROR_INVALID_PARAMETER; Wine leaks STATUS_INVALID_PARAMETER
        'inet_ntop(family 99)=(null) err=10047',
        'InetPtonW=1 4.3.2.1',
        'InetNtopW=4.3.2.1',
        'getnameinfo(numeric)=0 192.0.2.1 8080',
        'getnameinfo(host only)=0 192.0.2.1',
        'getnameinfo(serv only)=0 8080',
        'getnameinfo(small host)=10014',  # Windows' WSAEFAULT; Wine passes on the host's EAI_OVERFLOW
        'getnameinfo(short len)=10014',  # the documented WSAEFAULT for a too short SOCKADDR; Wine answers EAI_FAMILY
        'getnameinfo(nothing asked)=0',
        'GetNameInfoW(v6)=0 2001::9 7',
        'getsockname(unbound)=-1 err=10022',
        'getsockname=0 len=16 family=2 addr=00000000 port=5555',
        'getsockname(small)=-1 err=10014',
        'getpeername(udp)=-1 err=10057',
        'getsockname(not a socket)=-1 err=10038',
        'getsockname(port 0)=0 addr=7f000001 port assigned=1',
        'recvfrom(nonblocking, nothing)=-1 err=10035',
        'WSARecvFrom(nonblocking, nothing)=-1 err=10035',
        'WSARecv(udp, nothing)=-1 err=10035',
        'getpeername(tcp)=-1 err=10057',
        'WSASend(tcp, not connected)=-1 err=10057',  # the documented WSAENOTCONN (Wine: WSAECONNRESET)
        'WSARecv(tcp, not connected)=-1 err=10057',
        'sendto(tcp)=-1 err=10057',  # the documented WSAENOTCONN (Wine: WSAECONNRESET)
        'recvfrom(tcp)=-1 err=10057',
        'WSASendTo(not a socket)=-1 err=10038',
        'WSASocketW=1',
        'WSAIoctl(FIONBIO)=0 got=0',
        'recvfrom(unbound, nonblocking)=-1 err=10022',  # the documented WSAEINVAL for a socket not bound (Wine: WSAEWOULDBLOCK)
        'recvfrom(nonblocking via WSAIoctl)=-1 err=10035',
        'WSAIoctl(FIONREAD)=0 value=0 got=4',
        'WSAIoctl(FIONREAD, small)=-1 err=10014',
        # No network card: an empty list at both widths. (64-bit Wine answers -1, WSAEFAULT:
        # it lists the host's three adapters, 104 bytes at 64 bits, more than the guest's
        # 100-byte buffer; 76 bytes at 32.)
        'WSAIoctl(SIO_ADDRESS_LIST_QUERY)=0',
        'WSAEventSelect=0',
        'accept(after WSAEventSelect)=0 err=10035',
        'event after 50 ms=102',
        'WSAEventSelect(not a socket)=-1 err=10038',
        # the documented WSAEFAULT for a len too small (Wine: WSAEAFNOSUPPORT); %p prints
        # the NULL hostent pointer at the program's width
        'gethostbyaddr(bad size)=%s err=10014' % ("0" * 2 * width),
        'gethostbyaddr(bad family)=%s err=10047' % ("0" * 2 * width),
    ]
