"""A non-blocking connect on a machine with no network (issue 23, "Programs in the wild
(session 32)": curl built with Schannel stopped at WSAIoctl's SIO_TCP_INITIAL_RTO before
connecting to 127.0.0.1, and to another address it waited its whole --connect-timeout,
as select never reported the failed attempt).

test/exe/sockconn.exe (guests/tests/sockconn.c) sets a stream socket's TCP transport
settings, connects it without blocking, selects for writing and errors, reads SO_ERROR
twice, selects again and connects a blocking socket, for an address outside (192.0.2.1)
and for loopback; then asks two settings of a datagram socket, and sends a datagram to a
loopback port nothing listens on from an unconnected and from a connected socket (sent,
bound implicitly, nothing comes back: curl's `tftp://127.0.0.1/` ended with "(55) Network
unreachable" where Wine 8 says "(7) Could not connect to server", as it now does here). Wine 8's lines, 32- and
64-bit, but where noted: SIO_TCP_INITIAL_RTO and SIO_LOOPBACK_FAST_PATH are Windows 8's,
which Wine 8 lacks (WSAEOPNOTSUPP); SIO_IDEAL_SEND_BACKLOG_QUERY of a socket never
connected is WSAENOTCONN here (Wine 8 lacks it too); Wine writes one byte of SO_KEEPALIVE's
DWORD (-255 over the -1 there); and Wine's host refuses 192.0.2.1 (10061) where a machine
with no network has no route to it (WSAENETUNREACH, 10051).
"""

from paths import guest_exe

ATTEMPT = [
    'keepalive: 0 err 0',
    'SO_KEEPALIVE 1',                   # Wine: -255
    'keepalive short: -1 err 10014',
    'initial rto: 0 err 0',             # Wine: -1 err 10045
    'fast path: 0 err 0',               # Wine: -1 err 10045
    'ideal backlog: -1 err 10057',      # Wine: -1 err 10045
    'connect -1 err 10035',
    'select 1 write 0 except 1',
]

EXPECTED = (
    ['-- 192.0.2.1:8080'] + ATTEMPT + [
        'SO_ERROR 0: 10051',            # Wine (its host refuses): 10061
        'SO_ERROR again: 10051',
        'select again 1 except 1',
        'blocking connect -1 err 10051',
    ] + ['-- 127.0.0.1:9'] + ATTEMPT + [
        'SO_ERROR 0: 10061',
        'SO_ERROR again: 10061',
        'select again 1 except 1',
        'blocking connect -1 err 10061',
        'udp keepalive: -1 err 10022',
        'udp fast path: -1 err 10045',
        '-- udp unconnected',
        'sendto 2 err 0',
        'bound 0 port>0 1',
        'select 0 read 0',
        'recvfrom -1 err 10035',
        'recv again -1 err 10035',
        'connect outside -1 err 10051',     # Wine (its host has a route): 0 err 0
        '-- udp connected',
        'connect 0 err 0',
        'peer 0 port 9',
        'send 2 err 0',
        'bound 0 port>0 1',
        'select 0 read 0',
        'recvfrom -1 err 10035',
        'recv again -1 err 10035',
        'done',
    ])


def test_nonblocking_connect_without_network(boot, tmp_path, width):
    d = boot(guest_exe("sockconn", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
