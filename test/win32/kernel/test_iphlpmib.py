"""IPHLPAPI's MIB tables on a machine with no network (dlls/iphlpapi/tables.py): the
interface tables hold the loopback interface alone, the address table 127.0.0.1, the
route table the loopback interface's on-link routes, the TCP and UDP tables the guest's
own listening and bound sockets (with the owning process's id in the extended tables).

test/exe/iphlpmib.exe (guests/tests/iphlpmib.c) at both widths. The oracle is Wine 8 in a
network namespace holding only ``lo`` (``unshare -n``, ``ip link set lo up``): the same
lines at both widths but where commented. Wine reports Linux's loopback (MTU 65536, speed
0, description "lo") where we report Windows'; it lists no IPv4 route there (Linux keeps
the loopback routes in its ``local`` table, which Wine does not read), so its
GetBestRoute finds none; and its extended tables give the Unix process id, not the
Windows one GetCurrentProcessId answers.
"""

from paths import guest_exe

EXPECTED = [
    'GetIfTable sizing: 122 size 864',
    'GetIfTable no size: 87',
    'GetIfTable: 0',
    " index 1 type 24 mtu 4294967295 speed 1073741824 physlen 0 admin 1 oper 5 descr 'Software Loopback Interface 1' len 29 name-starts '\\DEVICE\\TCPIP_'",  # Wine: Linux's lo (MTU 65536, speed 0, 'lo')
    'GetIfEntry(1): 0 type 24',
    'GetIfEntry(4321): 2',
    'GetIfEntry(NULL): 87',
    'GetIfEntry2(1): 0 type 24 luid-type 24 mtu 4294967295 access 1 direction 0 oper 1 admin 1 media 1 conn 1 hw 0',  # Wine: mtu 65536
    'GetIfEntry2(4321): 2',
    'GetIfEntry2(NULL): 87',
    'GetIfTable2: 0 entries>=1 1',
    ' index 1 alias-is-set 1',
    'GetIfTable2(NULL): 87',
    'GetIpAddrTable sizing: 122 size-ok 1',
    'GetIpAddrTable: 0',
    ' 127.0.0.1 index 1 mask 255.0.0.0 bcast 1 reasm 65535 type 1',
    'GetIpForwardTable sizing: 122',
    'GetIpForwardTable: 0',
    ' 127.0.0.0/255.0.0.0 via 127.0.0.1 if 1 type 3 proto 2',  # Wine: none of the five
    ' 127.0.0.1/255.255.255.255 via 127.0.0.1 if 1 type 3 proto 2',
    ' 127.255.255.255/255.255.255.255 via 127.0.0.1 if 1 type 3 proto 2',
    ' 224.0.0.0/240.0.0.0 via 127.0.0.1 if 1 type 3 proto 2',
    ' 255.255.255.255/255.255.255.255 via 127.0.0.1 if 1 type 3 proto 2',
    'GetBestRoute(127.0.0.5): 0 127.0.0.0/255.0.0.0 if 1',  # Wine: 1232
    'GetBestRoute(10.0.0.1): 1232',
    'GetTcpTable: 0',
    ' state 2 127.0.0.1:47811 remote 0.0.0.0:0',
    'GetExtendedTcpTable listeners: 0',
    ' state 2 127.0.0.1:47811 pid-is-mine 1',  # Wine: 0 (the Unix pid)
    'GetExtendedTcpTable connections: 0 mine 0',
    'GetUdpTable: 0',
    ' 127.0.0.1:47812',
    'GetExtendedUdpTable: 0',
    ' 127.0.0.1:47812 pid-is-mine 1',  # Wine: 0
    'GetTcpTable sizing: 122 size-ok 1',
    'GetTcpTable after close: 0',
]


def test_the_mib_tables_hold_loopback_and_the_guests_sockets(boot, tmp_path, width):
    d = boot(guest_exe("iphlpmib", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
