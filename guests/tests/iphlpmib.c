/* The IP Helper's MIB tables on a machine with no network: the interface table (MIB_IFROW
   and MIB_IF_ROW2) holds the loopback interface alone, the address table 127.0.0.1, the
   route table the loopback interface's on-link routes; the TCP and UDP tables list the
   program's own sockets (a listening TCP socket, a bound UDP socket on loopback). */
#include <winsock2.h>
#include <ws2tcpip.h>
#include <iphlpapi.h>
#include <stdio.h>

static const char *ip(DWORD a)
{
    static char buf[4][20];
    static int n;
    unsigned char *b = (unsigned char *)&a;
    n = (n + 1) % 4;
    sprintf(buf[n], "%u.%u.%u.%u", b[0], b[1], b[2], b[3]);
    return buf[n];
}

int main(void)
{
    ULONG size, r, i;
    MIB_IFTABLE *ift;
    MIB_IFROW row;
    MIB_IF_ROW2 row2;
    MIB_IF_TABLE2 *t2;
    MIB_IPADDRTABLE *ipt;
    MIB_IPFORWARDTABLE *fwd;
    MIB_IPFORWARDROW best;
    MIB_TCPTABLE *tcp;
    MIB_UDPTABLE *udp;
    MIB_TCPTABLE_OWNER_PID *tcpp;
    MIB_UDPTABLE_OWNER_PID *udpp;
    WSADATA wsa;
    SOCKET ls, us;
    struct sockaddr_in sin;
    BYTE buf[65536];

    size = 0;
    r = GetIfTable(NULL, &size, TRUE);
    printf("GetIfTable sizing: %lu size %lu\n", r, size);
    printf("GetIfTable no size: %lu\n", GetIfTable(NULL, NULL, TRUE));
    ift = (MIB_IFTABLE *)buf;
    size = sizeof(buf);
    r = GetIfTable(ift, &size, TRUE);
    printf("GetIfTable: %lu\n", r);
    for (i = 0; r == 0 && i < ift->dwNumEntries; i++) {
        MIB_IFROW *p = &ift->table[i];
        if (p->dwType != IF_TYPE_SOFTWARE_LOOPBACK) continue;
        printf(" index %lu type %lu mtu %lu speed %lu physlen %lu admin %lu oper %lu descr '%.*s' len %lu name-starts '%.14ls'\n",
               p->dwIndex, p->dwType, p->dwMtu, p->dwSpeed, p->dwPhysAddrLen, p->dwAdminStatus,
               p->dwOperStatus, (int)p->dwDescrLen, p->bDescr, p->dwDescrLen, p->wszName);
    }
    memset(&row, 0, sizeof(row));
    row.dwIndex = 1;
    r = GetIfEntry(&row);
    printf("GetIfEntry(1): %lu type %lu\n", r, row.dwType);
    row.dwIndex = 4321;
    printf("GetIfEntry(4321): %lu\n", GetIfEntry(&row));
    printf("GetIfEntry(NULL): %lu\n", GetIfEntry(NULL));

    memset(&row2, 0, sizeof(row2));
    row2.InterfaceIndex = 1;
    r = GetIfEntry2(&row2);
    printf("GetIfEntry2(1): %lu type %lu luid-type %u mtu %lu access %d direction %d oper %d admin %d media %d conn %d hw %d\n",
           r, row2.Type, row2.InterfaceLuid.Info.IfType, row2.Mtu, row2.AccessType,
           row2.DirectionType, row2.OperStatus, row2.AdminStatus, row2.MediaConnectState,
           row2.ConnectionType, row2.InterfaceAndOperStatusFlags.HardwareInterface);
    memset(&row2, 0, sizeof(row2));
    row2.InterfaceIndex = 4321;
    printf("GetIfEntry2(4321): %lu\n", GetIfEntry2(&row2));
    printf("GetIfEntry2(NULL): %lu\n", GetIfEntry2(NULL));
    t2 = NULL;
    r = GetIfTable2(&t2);
    printf("GetIfTable2: %lu entries>=1 %d\n", r, t2 && t2->NumEntries >= 1);
    for (i = 0; t2 && i < t2->NumEntries; i++)
        if (t2->Table[i].Type == IF_TYPE_SOFTWARE_LOOPBACK)
            printf(" index %lu alias-is-set %d\n", t2->Table[i].InterfaceIndex, t2->Table[i].Alias[0] != 0);
    FreeMibTable(t2);
    printf("GetIfTable2(NULL): %lu\n", GetIfTable2(NULL));

    size = 0;
    r = GetIpAddrTable(NULL, &size, TRUE);
    printf("GetIpAddrTable sizing: %lu size-ok %d\n", r, size >= sizeof(MIB_IPADDRTABLE));
    ipt = (MIB_IPADDRTABLE *)buf;
    size = sizeof(buf);
    r = GetIpAddrTable(ipt, &size, TRUE);
    printf("GetIpAddrTable: %lu\n", r);
    for (i = 0; r == 0 && i < ipt->dwNumEntries; i++)
        if (ipt->table[i].dwIndex == 1)
            printf(" %s index %lu mask %s bcast %lu reasm %lu type %u\n", ip(ipt->table[i].dwAddr),
                   ipt->table[i].dwIndex, ip(ipt->table[i].dwMask), ipt->table[i].dwBCastAddr,
                   ipt->table[i].dwReasmSize, ipt->table[i].wType);

    size = 0;
    r = GetIpForwardTable(NULL, &size, TRUE);
    printf("GetIpForwardTable sizing: %lu\n", r);
    fwd = (MIB_IPFORWARDTABLE *)buf;
    size = sizeof(buf);
    r = GetIpForwardTable(fwd, &size, TRUE);
    printf("GetIpForwardTable: %lu\n", r);
    for (i = 0; r == 0 && i < fwd->dwNumEntries; i++) {
        MIB_IPFORWARDROW *p = &fwd->table[i];
        printf(" %s/%s via %s if %lu type %lu proto %lu\n", ip(p->dwForwardDest),
               ip(p->dwForwardMask), ip(p->dwForwardNextHop), p->dwForwardIfIndex,
               p->dwForwardType, p->dwForwardProto);
    }
    r = GetBestRoute(htonl(0x7f000005), 0, &best);
    printf("GetBestRoute(127.0.0.5): %lu %s/%s if %lu\n", r, ip(best.dwForwardDest),
           ip(best.dwForwardMask), best.dwForwardIfIndex);
    printf("GetBestRoute(10.0.0.1): %lu\n", GetBestRoute(htonl(0x0a000001), 0, &best));

    WSAStartup(MAKEWORD(2, 2), &wsa);
    ls = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    memset(&sin, 0, sizeof(sin));
    sin.sin_family = AF_INET;
    sin.sin_addr.s_addr = htonl(0x7f000001);
    sin.sin_port = htons(47811);
    bind(ls, (struct sockaddr *)&sin, sizeof(sin));
    listen(ls, 1);
    us = socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
    sin.sin_port = htons(47812);
    bind(us, (struct sockaddr *)&sin, sizeof(sin));

    tcp = (MIB_TCPTABLE *)buf;
    size = sizeof(buf);
    r = GetTcpTable(tcp, &size, TRUE);
    printf("GetTcpTable: %lu\n", r);
    for (i = 0; r == 0 && i < tcp->dwNumEntries; i++)
        if (ntohs((u_short)tcp->table[i].dwLocalPort) == 47811)
            printf(" state %lu %s:%u remote %s:%u\n", tcp->table[i].dwState,
                   ip(tcp->table[i].dwLocalAddr), ntohs((u_short)tcp->table[i].dwLocalPort),
                   ip(tcp->table[i].dwRemoteAddr), ntohs((u_short)tcp->table[i].dwRemotePort));
    tcpp = (MIB_TCPTABLE_OWNER_PID *)buf;
    size = sizeof(buf);
    r = GetExtendedTcpTable(tcpp, &size, TRUE, AF_INET, TCP_TABLE_OWNER_PID_LISTENER, 0);
    printf("GetExtendedTcpTable listeners: %lu\n", r);
    for (i = 0; r == 0 && i < tcpp->dwNumEntries; i++)
        if (ntohs((u_short)tcpp->table[i].dwLocalPort) == 47811)
            printf(" state %lu %s:%u pid-is-mine %d\n", tcpp->table[i].dwState,
                   ip(tcpp->table[i].dwLocalAddr), ntohs((u_short)tcpp->table[i].dwLocalPort),
                   tcpp->table[i].dwOwningPid == GetCurrentProcessId());
    size = sizeof(buf);
    r = GetExtendedTcpTable(tcpp, &size, TRUE, AF_INET, TCP_TABLE_OWNER_PID_CONNECTIONS, 0);
    printf("GetExtendedTcpTable connections: %lu mine %d\n", r, 0);
    udp = (MIB_UDPTABLE *)buf;
    size = sizeof(buf);
    r = GetUdpTable(udp, &size, TRUE);
    printf("GetUdpTable: %lu\n", r);
    for (i = 0; r == 0 && i < udp->dwNumEntries; i++)
        if (ntohs((u_short)udp->table[i].dwLocalPort) == 47812)
            printf(" %s:%u\n", ip(udp->table[i].dwLocalAddr), ntohs((u_short)udp->table[i].dwLocalPort));
    udpp = (MIB_UDPTABLE_OWNER_PID *)buf;
    size = sizeof(buf);
    r = GetExtendedUdpTable(udpp, &size, TRUE, AF_INET, UDP_TABLE_OWNER_PID, 0);
    printf("GetExtendedUdpTable: %lu\n", r);
    for (i = 0; r == 0 && i < udpp->dwNumEntries; i++)
        if (ntohs((u_short)udpp->table[i].dwLocalPort) == 47812)
            printf(" %s:%u pid-is-mine %d\n", ip(udpp->table[i].dwLocalAddr),
                   ntohs((u_short)udpp->table[i].dwLocalPort),
                   udpp->table[i].dwOwningPid == GetCurrentProcessId());
    size = 0;
    r = GetTcpTable(NULL, &size, TRUE);
    printf("GetTcpTable sizing: %lu size-ok %d\n", r, size >= sizeof(MIB_TCPTABLE));
    closesocket(ls);
    closesocket(us);
    size = sizeof(buf);
    r = GetTcpTable(tcp, &size, TRUE);
    for (i = 0; r == 0 && i < tcp->dwNumEntries; i++)
        if (ntohs((u_short)tcp->table[i].dwLocalPort) == 47811)
            printf(" still listed after closesocket\n");
    printf("GetTcpTable after close: %lu\n", r);
    WSACleanup();
    return 0;
}
