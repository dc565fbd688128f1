"""IPHLPAPI on a machine with no network: the loopback interface only (issue 23: a DLL
every Windows has; libuv, Go's net and Rust's interface crates ask it).

test/exe/iphlp.exe (guests/tests/iphlp.c) at both widths. The oracle is Wine 8 run in a
network namespace holding only ``lo`` (``unshare -n``, ``ip link set lo up``): the
same lines at both widths, but where Wine reports Linux's loopback and we Windows'
(dlls/iphlpapi/loopback.py), each named below:

- Windows' loopback: NetLuidIndex 0 (``loopback_0``; Linux's lo is index 1, so Wine says
  ``loopback_1`` and if_nametoindex("loopback_0") finds nothing there), MTU 4294967295
  (Linux: 65536), metrics 75 (Wine: 0), Ipv6IfIndex 1 (Wine: 0), the friendly name and
  description Windows gives it (Wine: the Linux name "lo"), well-known address origins
  (2, Wine: manual 1) with infinite lifetimes (Wine: 60,000 s).
- No DNS server: Wine lists the host's resolv.conf server even in the namespace.
- GAA_FLAG_INCLUDE_PREFIX lists the on-link prefixes Windows' route table has for
  loopback; Wine 8 lists none. AF_INET6 with GAA_FLAG_SKIP_UNICAST: Wine 8 fails with
  9852 (its DNS configuration query without IPv6 in the namespace); Windows answers.
- A family that is not AF_UNSPEC/AF_INET/AF_INET6: ERROR_INVALID_PARAMETER as MSDN
  documents (Wine 8 does not check it and answers ERROR_BUFFER_OVERFLOW).
- GetBestInterface(Ex) routes loopback destinations to interface 1, as Windows' route
  table does; Wine in the namespace finds no route (1232: Linux keeps 127/8 in its
  ``local`` table, which Wine does not read) and does not take IPv6 (50).
"""

from paths import guest_exe

EXPECTED = [
    "GetAdaptersAddresses(0, 0x0) sizing: 111 size>0 1",
    "GetAdaptersAddresses: 0",
    " index 1 type 24 oper 1 mtu 4294967295 v6index 1 len-ok 1 physlen 0",   # Wine: Linux's lo
    " name-braced 1 dnssuffix '' friendly 'Loopback Pseudo-Interface 1'"
    " descr 'Software Loopback Interface 1'",                                # Wine: 'lo'
    " luid type 24 idx 0 metrics 75 75 flags 0x180",                         # Wine: idx 1, 0 0
    " anycast 0 multicast 0 dns 0 gateway 0 conn 1 tunnel 0",                # Wine: dns 1
    "  unicast 0:0:0:0:0:0:0:1 len 28",
    "   prefix 128 origin 2 2 dad 4 valid ffffffff",                         # Wine: 1 1 ea60
    "  unicast 127.0.0.1 len 16",
    "   prefix 8 origin 2 2 dad 4 valid ffffffff",
    "GetAdaptersAddresses(2, 0x10) sizing: 111 size>0 1",
    "GetAdaptersAddresses: 0",
    " index 1 type 24 oper 1 mtu 4294967295 v6index 1 len-ok 1 physlen 0",
    " name-braced 1 dnssuffix '' friendly 'Loopback Pseudo-Interface 1'"
    " descr 'Software Loopback Interface 1'",
    " luid type 24 idx 0 metrics 75 75 flags 0x80",
    " anycast 0 multicast 0 dns 0 gateway 0 conn 1 tunnel 0",
    "  unicast 127.0.0.1 len 16",
    "   prefix 8 origin 2 2 dad 4 valid ffffffff",
    "  prefix 127.0.0.0 len 16",                                             # Wine: no prefixes
    "   length 8",
    "  prefix 127.0.0.1 len 16",
    "   length 32",
    "  prefix 127.255.255.255 len 16",
    "   length 32",
    "GetAdaptersAddresses(23, 0x1) sizing: 111 size>0 1",                   # Wine: 9852 twice
    "GetAdaptersAddresses: 0",
    " index 1 type 24 oper 1 mtu 4294967295 v6index 1 len-ok 1 physlen 0",
    " name-braced 1 dnssuffix '' friendly 'Loopback Pseudo-Interface 1'"
    " descr 'Software Loopback Interface 1'",
    " luid type 24 idx 0 metrics 75 75 flags 0x100",
    " anycast 0 multicast 0 dns 0 gateway 0 conn 1 tunnel 0",
    "GetAdaptersAddresses bad family: 87",                                   # Wine: 111
    "GetAdaptersAddresses no size: 87",
    "GetAdaptersAddresses small: 111",
    "GetAdaptersInfo: 232",
    "GetAdaptersInfo no size: 87",
    "GetInterfaceInfo sizing: 122 size 4",
    "GetInterfaceInfo: 0 adapters 0",
    "GetNumberOfInterfaces: 0 (loopback among them 1)",
    "GetNumberOfInterfaces NULL: 87",
    "GetNetworkParams sizing: 111 size-ok 1",
    "GetNetworkParams: 0 domain '' dns '' current-is-list 1 node 8 routing 0",  # Wine: host DNS
    "GetNetworkParams host-is-dns-name 1",
    "ConvertInterfaceIndexToLuid(1): 0 type 24 idx 0",                      # Wine: idx 1
    "ConvertInterfaceIndexToLuid(12345): 2 value 1",
    "ConvertInterfaceLuidToIndex: 0 index 1",
    "ConvertInterfaceLuidToIndex(ethernet_42): 2 index 0",
    "ConvertInterfaceLuidToNameW: 0 'loopback_0'",                          # Wine: loopback_1
    "ConvertInterfaceLuidToNameW short: 8",
    "ConvertInterfaceLuidToNameA(ethernet): 0 'ethernet_42'",
    "ConvertInterfaceLuidToNameA(type 250): 0 'iftype250_42'",
    "ConvertInterfaceNameToLuidW: 0 same 1",                                # Wine: same 0
    "ConvertInterfaceNameToLuidA(wireless_3): 0 type 71 idx 3",
    "ConvertInterfaceNameToLuidA(bogus): 123",
    "ConvertInterfaceNameToLuidA(NULL): 123",
    "ConvertInterfaceLuidToAlias: 0",
    "ConvertInterfaceAliasToLuid: 0 same 1",
    "ConvertInterfaceAliasToLuid(nope): 87",
    "ConvertInterfaceLuidToGuid: 0",
    "ConvertInterfaceGuidToLuid: 0 same 1",
    "if_nametoindex(loopback_0): 1",                                        # Wine: 0
    "if_nametoindex(ethernet_9): 0",
    "if_indextoname(1): loopback_0",                                        # Wine: loopback_1
    "if_indextoname(4321): (null)",
    "GetBestInterface(127.0.0.1): 0 index 1",                               # Wine: 1232
    "GetBestInterface(8.8.8.8): 1232",
    "GetBestInterfaceEx(127.0.0.2): 0 index 1",                             # Wine: 1232
    "GetBestInterfaceEx(NULL): 87",
    "GetBestInterfaceEx(::1): 0 index 1",                                   # Wine: 50
    "ConvertLengthToIpv4Mask(20): 0 00f0ffff",
    "ConvertLengthToIpv4Mask(0): 0 00000000",
    "ConvertLengthToIpv4Mask(33): 87 ffffffff",
    # Wine 8 stops here: its ConvertIpv4MaskToLength is a stub. MSDN: the length, or
    # ERROR_INVALID_PARAMETER for a mask whose ones do not run from the top bit.
    "ConvertIpv4MaskToLength(255.255.240.0): 0 20",
    "ConvertIpv4MaskToLength(0): 0 0",
    "ConvertIpv4MaskToLength(255.0.255.0): 87 99",
]


def test_the_loopback_interface_is_the_only_one(boot, tmp_path, width):
    d = boot(guest_exe("iphlp", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
