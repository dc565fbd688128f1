"""The IP Helper's MIB tables: interfaces (GetIfTable, GetIfEntry, GetIfTable2(Ex),
GetIfEntry2, FreeMibTable), IPv4 addresses (GetIpAddrTable), IPv4 routes
(GetIpForwardTable, GetBestRoute) and the guest's own sockets (GetTcpTable, GetUdpTable,
GetExtendedTcpTable, GetExtendedUdpTable).

Every table describes adapters.py's machine: the loopback interface alone, 127.0.0.1
on it, the on-link routes Windows' route table has for it (``route print`` on a machine
with no network: 127.0.0.0/8, 127.0.0.1, 127.255.255.255, 224.0.0.0/4 and
255.255.255.255, each through the interface, next hop its own address, metric 331 — the
route's 256 and the interface's 75), and the sockets of the guest's processes as WS2_32
holds them: a listening TCP socket is a LISTEN row (remote 0.0.0.0:0), a bound UDP
socket a UDP row; a TCP socket that is only bound is in no table (as on Windows), and no
connection is ever established (there is no network and nothing inside the guest
accepts). Counters (octets, packets, errors) are 0: nothing crossed the interface that
Windows would count (a guest's loopback traffic is not emulated as packets). Ports are
in network byte order in the low word, as the SDK documents.

The table classes that would need what is not kept (the owning module of a socket:
TCP_TABLE_OWNER_MODULE_*, UDP_TABLE_OWNER_MODULE) stop the guest naming the class.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.dllnames import IPHLPAPI
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_HOST_UNREACHABLE,
                              ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER,
                              ERROR_NOT_SUPPORTED, ERROR_SUCCESS)
from ..ws2_32.main import Socket, SOCK_DGRAM, SOCK_STREAM
from . import adapters as lo

MIB_IFROW = struct("MIB_IFROW",
                   "WCHAR wszName[256]; DWORD dwIndex; DWORD dwType; DWORD dwMtu;"
                   " DWORD dwSpeed; DWORD dwPhysAddrLen; BYTE bPhysAddr[8];"
                   " DWORD dwAdminStatus; DWORD dwOperStatus; DWORD dwLastChange;"
                   " DWORD dwInOctets; DWORD dwInUcastPkts; DWORD dwInNUcastPkts;"
                   " DWORD dwInDiscards; DWORD dwInErrors; DWORD dwInUnknownProtos;"
                   " DWORD dwOutOctets; DWORD dwOutUcastPkts; DWORD dwOutNUcastPkts;"
                   " DWORD dwOutDiscards; DWORD dwOutErrors; DWORD dwOutQLen;"
                   " DWORD dwDescrLen; BYTE bDescr[256]")
# InterfaceAndOperStatusFlags is a byte of BOOLEAN bit fields (HardwareInterface first).
MIB_IF_ROW2 = struct("MIB_IF_ROW2",
                     "ULONG64 InterfaceLuid; DWORD InterfaceIndex; GUID InterfaceGuid;"
                     " WCHAR Alias[257]; WCHAR Description[257]; ULONG PhysicalAddressLength;"
                     " BYTE PhysicalAddress[32]; BYTE PermanentPhysicalAddress[32]; ULONG Mtu;"
                     " DWORD Type; DWORD TunnelType; DWORD MediaType; DWORD PhysicalMediumType;"
                     " DWORD AccessType; DWORD DirectionType; BYTE InterfaceAndOperStatusFlags;"
                     " DWORD OperStatus; DWORD AdminStatus; DWORD MediaConnectState;"
                     " GUID NetworkGuid; DWORD ConnectionType; ULONG64 TransmitLinkSpeed;"
                     " ULONG64 ReceiveLinkSpeed; ULONG64 InOctets; ULONG64 InUcastPkts;"
                     " ULONG64 InNUcastPkts; ULONG64 InDiscards; ULONG64 InErrors;"
                     " ULONG64 InUnknownProtos; ULONG64 InUcastOctets; ULONG64 InMulticastOctets;"
                     " ULONG64 InBroadcastOctets; ULONG64 OutOctets; ULONG64 OutUcastPkts;"
                     " ULONG64 OutNUcastPkts; ULONG64 OutDiscards; ULONG64 OutErrors;"
                     " ULONG64 OutUcastOctets; ULONG64 OutMulticastOctets;"
                     " ULONG64 OutBroadcastOctets; ULONG64 OutQLen")
MIB_IPADDRROW = struct("MIB_IPADDRROW", "DWORD dwAddr; DWORD dwIndex; DWORD dwMask;"
                                        " DWORD dwBCastAddr; DWORD dwReasmSize;"
                                        " USHORT unused1; USHORT wType")
MIB_IPFORWARDROW = struct("MIB_IPFORWARDROW",
                          "DWORD dwForwardDest; DWORD dwForwardMask; DWORD dwForwardPolicy;"
                          " DWORD dwForwardNextHop; DWORD dwForwardIfIndex;"
                          " DWORD dwForwardType; DWORD dwForwardProto; DWORD dwForwardAge;"
                          " DWORD dwForwardNextHopAS; DWORD dwForwardMetric1;"
                          " DWORD dwForwardMetric2; DWORD dwForwardMetric3;"
                          " DWORD dwForwardMetric4; DWORD dwForwardMetric5")
MIB_TCPROW = struct("MIB_TCPROW", "DWORD dwState; DWORD dwLocalAddr; DWORD dwLocalPort;"
                                  " DWORD dwRemoteAddr; DWORD dwRemotePort")
MIB_TCPROW_OWNER_PID = struct("MIB_TCPROW_OWNER_PID",
                              "DWORD dwState; DWORD dwLocalAddr; DWORD dwLocalPort;"
                              " DWORD dwRemoteAddr; DWORD dwRemotePort; DWORD dwOwningPid")
MIB_TCP6ROW_OWNER_PID = struct("MIB_TCP6ROW_OWNER_PID",
                               "BYTE ucLocalAddr[16]; DWORD dwLocalScopeId; DWORD dwLocalPort;"
                               " BYTE ucRemoteAddr[16]; DWORD dwRemoteScopeId;"
                               " DWORD dwRemotePort; DWORD dwState; DWORD dwOwningPid")
MIB_UDPROW = struct("MIB_UDPROW", "DWORD dwLocalAddr; DWORD dwLocalPort")
MIB_UDPROW_OWNER_PID = struct("MIB_UDPROW_OWNER_PID",
                              "DWORD dwLocalAddr; DWORD dwLocalPort; DWORD dwOwningPid")
MIB_UDP6ROW_OWNER_PID = struct("MIB_UDP6ROW_OWNER_PID",
                               "BYTE ucLocalAddr[16]; DWORD dwLocalScopeId; DWORD dwLocalPort;"
                               " DWORD dwOwningPid")

#: Every structure here, for the compiler check (test/win32/test_structs.py).
STRUCTURES = (MIB_IFROW, MIB_IF_ROW2, MIB_IPADDRROW, MIB_IPFORWARDROW, MIB_TCPROW,
              MIB_TCPROW_OWNER_PID, MIB_TCP6ROW_OWNER_PID, MIB_UDPROW,
              MIB_UDPROW_OWNER_PID, MIB_UDP6ROW_OWNER_PID)

MIB_IF_ADMIN_STATUS_UP = 1
MIB_IF_OPER_STATUS_OPERATIONAL = 5
NET_IF_ACCESS_LOOPBACK = 1
NET_IF_DIRECTION_SENDRECEIVE = 0
NET_IF_ADMIN_STATUS_UP = 1
MEDIA_CONNECT_STATE_CONNECTED = 1
NDIS_MEDIUM_LOOPBACK = 11               # NdisMediumLoopback
MIB_IPADDR_PRIMARY = 1
MAX_REASM_SIZE = 65535
MIB_IPROUTE_TYPE_DIRECT = 3
MIB_IPPROTO_LOCAL = 2
MIB_TCP_STATE_LISTEN = 2
ROUTE_METRIC = 256 + lo.LOOPBACK_METRIC

#: The loopback interface's IPv4 routes (destination, mask), in Windows' order.
ROUTES = ((bytes((127, 0, 0, 0)), bytes((255, 0, 0, 0))),
          (bytes((127, 0, 0, 1)), bytes((255,) * 4)),
          (bytes((127, 255, 255, 255)), bytes((255,) * 4)),
          (bytes((224, 0, 0, 0)), bytes((240, 0, 0, 0))),
          (bytes((255,) * 4), bytes((255,) * 4)))
LOCAL = bytes((127, 0, 0, 1))

# GetExtendedTcpTable's classes (TCP_TABLE_CLASS) and GetExtendedUdpTable's.
TCP_TABLE_BASIC_LISTENER, TCP_TABLE_BASIC_CONNECTIONS, TCP_TABLE_BASIC_ALL = 0, 1, 2
TCP_TABLE_OWNER_PID_LISTENER, TCP_TABLE_OWNER_PID_CONNECTIONS, TCP_TABLE_OWNER_PID_ALL = 3, 4, 5
UDP_TABLE_BASIC, UDP_TABLE_OWNER_PID = 0, 1
_TCP_CLASSES = {TCP_TABLE_BASIC_LISTENER: (False, True), TCP_TABLE_BASIC_CONNECTIONS: (False, False),
                TCP_TABLE_BASIC_ALL: (False, True), TCP_TABLE_OWNER_PID_LISTENER: (True, True),
                TCP_TABLE_OWNER_PID_CONNECTIONS: (True, False),
                TCP_TABLE_OWNER_PID_ALL: (True, True)}
_UDP_CLASSES = {UDP_TABLE_BASIC: False, UDP_TABLE_OWNER_PID: True}


def _dword(b):
    """Four address bytes (network order) as the DWORD the tables hold."""
    return int.from_bytes(b, "little")


def _fill_table(c, table, size, rows, row_type, header=4):
    """Store ``{DWORD dwNumEntries; ROW table[]}`` in the caller's buffer: the size
    needed and ERROR_INSUFFICIENT_BUFFER when it is short or NULL."""
    mem, ptr = c.vm.mem, c.ptr_size
    row_size = row_type.layout(ptr).size
    needed = header + row_size * len(rows)
    if not size:
        return ERROR_INVALID_PARAMETER
    if not table or mem.u32(size) < needed:
        mem.w32(size, needed)
        return ERROR_INSUFFICIENT_BUFFER
    data = bytearray(needed)
    data[0:4] = len(rows).to_bytes(4, "little")
    for i, values in enumerate(rows):
        data[header + i * row_size:header + (i + 1) * row_size] = row_type.pack(ptr, **values)
    mem.write(table, bytes(data))
    mem.w32(size, needed)
    return ERROR_SUCCESS


# -- interfaces ------------------------------------------------------------------------------
def _ifrow():
    descr = lo.LOOPBACK_DESCRIPTION.encode("ascii")
    return dict(wszName="\\DEVICE\\TCPIP_" + lo.guid_string(), dwIndex=lo.LOOPBACK_INDEX,
                dwType=lo.IF_TYPE_SOFTWARE_LOOPBACK, dwMtu=lo.LOOPBACK_MTU,
                dwSpeed=lo.LOOPBACK_SPEED, dwAdminStatus=MIB_IF_ADMIN_STATUS_UP,
                dwOperStatus=MIB_IF_OPER_STATUS_OPERATIONAL, dwDescrLen=len(descr),
                bDescr=tuple(descr.ljust(256, b"\0")))


def _ifrow2():
    return dict(InterfaceLuid=lo.LOOPBACK_LUID, InterfaceIndex=lo.LOOPBACK_INDEX,
                InterfaceGuid=_guid_fields(), Alias=lo.LOOPBACK_ALIAS,
                Description=lo.LOOPBACK_DESCRIPTION, Mtu=lo.LOOPBACK_MTU,
                Type=lo.IF_TYPE_SOFTWARE_LOOPBACK, TunnelType=lo.TUNNEL_TYPE_NONE,
                MediaType=NDIS_MEDIUM_LOOPBACK, AccessType=NET_IF_ACCESS_LOOPBACK,
                DirectionType=NET_IF_DIRECTION_SENDRECEIVE, OperStatus=lo.IF_OPER_STATUS_UP,
                AdminStatus=NET_IF_ADMIN_STATUS_UP,
                MediaConnectState=MEDIA_CONNECT_STATE_CONNECTED,
                ConnectionType=lo.NET_IF_CONNECTION_DEDICATED,
                TransmitLinkSpeed=lo.LOOPBACK_SPEED, ReceiveLinkSpeed=lo.LOOPBACK_SPEED)


def _guid_fields():
    g = lo.LOOPBACK_GUID
    return dict(Data1=g.time_low, Data2=g.time_mid, Data3=g.time_hi_version,
                Data4=tuple(g.bytes[8:]))


@api(IPHLPAPI, "GetIfTable", "LPVOID table, LPVOID size, BOOL order", widths=BOTH)
def GetIfTable(c, table, size, order):
    """MIB_IFTABLE: the loopback interface's MIB_IFROW."""
    return _fill_table(c, table, size, [_ifrow()], MIB_IFROW)


@api(IPHLPAPI, "GetIfEntry", "LPVOID row", widths=BOTH)
def GetIfEntry(c, row):
    """The MIB_IFROW of the interface ``row->dwIndex`` names."""
    if not row:
        return ERROR_INVALID_PARAMETER
    if c.vm.mem.u32(row + MIB_IFROW.layout(c.ptr_size).by_name["dwIndex"].offset) \
            != lo.LOOPBACK_INDEX:
        return ERROR_FILE_NOT_FOUND
    c.vm.mem.write(row, MIB_IFROW.pack(c.ptr_size, **_ifrow()))
    return ERROR_SUCCESS


@api(IPHLPAPI, "GetIfEntry2", "LPVOID row", widths=BOTH)
def GetIfEntry2(c, row):
    """The MIB_IF_ROW2 of the interface ``row->InterfaceLuid`` names, or, when that is
    0, ``row->InterfaceIndex``."""
    if not row:
        return ERROR_INVALID_PARAMETER
    view = c.struct(MIB_IF_ROW2, row)
    luid, index = view.InterfaceLuid, view.InterfaceIndex
    if (luid != lo.LOOPBACK_LUID) if luid else (index != lo.LOOPBACK_INDEX):
        return ERROR_FILE_NOT_FOUND
    c.vm.mem.write(row, MIB_IF_ROW2.pack(c.ptr_size, **_ifrow2()))
    return ERROR_SUCCESS


def _if_table2(c, out):
    if not out:
        return ERROR_INVALID_PARAMETER
    ptr = c.ptr_size
    row = MIB_IF_ROW2.pack(ptr, **_ifrow2())
    block = c.vm.heap.alloc(8 + len(row), zero=True)
    c.vm.mem.write(block, (1).to_bytes(4, "little") + bytes(4) + row)
    c.vm.mem.wptr(out, block)
    return ERROR_SUCCESS


@api(IPHLPAPI, "GetIfTable2", "LPVOID table", widths=BOTH)
def GetIfTable2(c, table):
    """A MIB_IF_TABLE2 FreeMibTable releases: the loopback interface's row."""
    return _if_table2(c, table)


MIB_IF_TABLE_NORMAL, MIB_IF_TABLE_RAW = 0, 1


@api(IPHLPAPI, "GetIfTable2Ex", "DWORD level, LPVOID table", widths=BOTH)
def GetIfTable2Ex(c, level, table):
    """GetIfTable2 at either level: the statistics are the same 0s whether read
    normally or raw."""
    if level not in (MIB_IF_TABLE_NORMAL, MIB_IF_TABLE_RAW):
        return ERROR_INVALID_PARAMETER
    return _if_table2(c, table)


@api(IPHLPAPI, "FreeMibTable", "LPVOID memory", widths=BOTH)
def FreeMibTable(c, memory):
    """Release a table GetIfTable2 (or another *2 function) answered."""
    if memory:
        c.vm.heap.free(memory)


# -- addresses and routes --------------------------------------------------------------------
@api(IPHLPAPI, "GetIpAddrTable", "LPVOID table, LPVOID size, BOOL order", widths=BOTH)
def GetIpAddrTable(c, table, size, order):
    """MIB_IPADDRTABLE: 127.0.0.1/8 on interface 1."""
    return _fill_table(c, table, size, [dict(
        dwAddr=_dword(LOCAL), dwIndex=lo.LOOPBACK_INDEX, dwMask=_dword(ROUTES[0][1]),
        dwBCastAddr=1, dwReasmSize=MAX_REASM_SIZE, wType=MIB_IPADDR_PRIMARY)],
        MIB_IPADDRROW)


def _route_row(dest, mask):
    return dict(dwForwardDest=_dword(dest), dwForwardMask=_dword(mask),
                dwForwardNextHop=_dword(LOCAL), dwForwardIfIndex=lo.LOOPBACK_INDEX,
                dwForwardType=MIB_IPROUTE_TYPE_DIRECT, dwForwardProto=MIB_IPPROTO_LOCAL,
                dwForwardMetric1=ROUTE_METRIC)


@api(IPHLPAPI, "GetIpForwardTable", "LPVOID table, LPVOID size, BOOL order", widths=BOTH)
def GetIpForwardTable(c, table, size, order):
    """MIB_IPFORWARDTABLE: the loopback interface's on-link routes (already in
    destination order)."""
    return _fill_table(c, table, size, [_route_row(d, m) for d, m in ROUTES],
                       MIB_IPFORWARDROW)


@api(IPHLPAPI, "GetBestRoute", "DWORD dest, DWORD source, LPVOID row", widths=BOTH)
def GetBestRoute(c, dest, source, row):
    """The longest-prefix route to ``dest`` (network byte order); none (any address
    outside the loopback routes: no default gateway): ERROR_HOST_UNREACHABLE."""
    if not row:
        return ERROR_INVALID_PARAMETER
    d = dest.to_bytes(4, "little")
    best = None
    for r_dest, r_mask in ROUTES:
        if all((a & m) == b for a, m, b in zip(d, r_mask, r_dest)):
            if best is None or int.from_bytes(r_mask, "big") > int.from_bytes(best[1], "big"):
                best = (r_dest, r_mask)
    if best is None:
        return ERROR_HOST_UNREACHABLE
    c.vm.mem.write(row, MIB_IPFORWARDROW.pack(c.ptr_size, **_route_row(*best)))
    return ERROR_SUCCESS


# -- sockets ---------------------------------------------------------------------------------
def _sockets(vm, kind, family):
    """(pid, socket) for the bound sockets of ``kind`` and ``family`` in every guest
    process, in process and then handle order (one row per socket)."""
    procs = [vm] if vm.processes is None else [vm.processes.first] + vm.processes.live_children()
    found = []
    for p in procs:
        seen = set()
        for _h, s in p.handles.of_kind(Socket):
            if id(s) in seen or s.bound is None or s.kind != kind or s.family != family:
                continue
            seen.add(id(s))
            found.append((p.pid, s))
    return found


def _port(port):
    """A port as the tables hold it: network byte order in the low word."""
    return ((port & 0xFF) << 8) | (port >> 8)


def _tcp_rows(vm, family, with_pid, listeners):
    rows = []
    if not listeners:
        return rows              # no connection is ever established here
    for pid, s in _sockets(vm, SOCK_STREAM, family):
        if not s.listening:
            continue
        addr, port = s.bound
        if family == lo.AF_INET:
            row = dict(dwState=MIB_TCP_STATE_LISTEN, dwLocalAddr=_dword(addr),
                       dwLocalPort=_port(port))
        else:
            row = dict(ucLocalAddr=tuple(addr), dwLocalPort=_port(port),
                       dwState=MIB_TCP_STATE_LISTEN)
        if with_pid:
            row["dwOwningPid"] = pid
        rows.append(row)
    return rows


def _udp_rows(vm, family, with_pid):
    rows = []
    for pid, s in _sockets(vm, SOCK_DGRAM, family):
        addr, port = s.bound
        row = (dict(dwLocalAddr=_dword(addr), dwLocalPort=_port(port))
               if family == lo.AF_INET else dict(ucLocalAddr=tuple(addr), dwLocalPort=_port(port)))
        if with_pid:
            row["dwOwningPid"] = pid
        rows.append(row)
    return rows


def _sorted(rows, order):
    # bOrder: ascending by local address, then port (the rows' DWORDs as numbers).
    if not order:
        return rows
    return sorted(rows, key=lambda r: (bytes(r.get("ucLocalAddr", ()))
                                       or r["dwLocalAddr"].to_bytes(4, "little"),
                                       _port(r["dwLocalPort"])))


@api(IPHLPAPI, "GetTcpTable", "LPVOID table, LPVOID size, BOOL order", widths=BOTH)
def GetTcpTable(c, table, size, order):
    """MIB_TCPTABLE: the guest's listening IPv4 TCP sockets."""
    rows = _sorted(_tcp_rows(c.vm, lo.AF_INET, False, True), order)
    return _fill_table(c, table, size, rows, MIB_TCPROW)


@api(IPHLPAPI, "GetUdpTable", "LPVOID table, LPVOID size, BOOL order", widths=BOTH)
def GetUdpTable(c, table, size, order):
    """MIB_UDPTABLE: the guest's bound IPv4 UDP sockets."""
    rows = _sorted(_udp_rows(c.vm, lo.AF_INET, False), order)
    return _fill_table(c, table, size, rows, MIB_UDPROW)


_TCP_ROWS = {(lo.AF_INET, False): MIB_TCPROW, (lo.AF_INET, True): MIB_TCPROW_OWNER_PID,
             (lo.AF_INET6, True): MIB_TCP6ROW_OWNER_PID}
_UDP_ROWS = {(lo.AF_INET, False): MIB_UDPROW, (lo.AF_INET, True): MIB_UDPROW_OWNER_PID,
             (lo.AF_INET6, True): MIB_UDP6ROW_OWNER_PID}


@api(IPHLPAPI, "GetExtendedTcpTable", "LPVOID table, LPVOID size, BOOL order, ULONG family, "
     "DWORD table_class, ULONG reserved", widths=BOTH)
def GetExtendedTcpTable(c, table, size, order, family, table_class, reserved):
    """The guest's TCP sockets of ``family`` as ``table_class`` asks (basic or with the
    owning process id; listeners, connections or both)."""
    if family not in (lo.AF_INET, lo.AF_INET6) or reserved:
        return ERROR_INVALID_PARAMETER
    if table_class not in _TCP_CLASSES:
        raise Unimplemented("GetExtendedTcpTable class %d (owning modules)" % table_class)
    with_pid, listeners = _TCP_CLASSES[table_class]
    row_type = _TCP_ROWS.get((family, with_pid))
    if row_type is None:
        return ERROR_NOT_SUPPORTED      # the SDK has no basic IPv6 row
    rows = _sorted(_tcp_rows(c.vm, family, with_pid, listeners), order)
    return _fill_table(c, table, size, rows, row_type)


@api(IPHLPAPI, "GetExtendedUdpTable", "LPVOID table, LPVOID size, BOOL order, ULONG family, "
     "DWORD table_class, ULONG reserved", widths=BOTH)
def GetExtendedUdpTable(c, table, size, order, family, table_class, reserved):
    """The guest's bound UDP sockets of ``family`` as ``table_class`` asks."""
    if family not in (lo.AF_INET, lo.AF_INET6) or reserved:
        return ERROR_INVALID_PARAMETER
    if table_class not in _UDP_CLASSES:
        raise Unimplemented("GetExtendedUdpTable class %d (owning modules)" % table_class)
    with_pid = _UDP_CLASSES[table_class]
    row_type = _UDP_ROWS.get((family, with_pid))
    if row_type is None:
        return ERROR_NOT_SUPPORTED
    rows = _sorted(_udp_rows(c.vm, family, with_pid), order)
    return _fill_table(c, table, size, rows, row_type)
