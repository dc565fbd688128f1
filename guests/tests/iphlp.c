/* The IP Helper on a machine with no network: the loopback interface is the only one.
   GetAdaptersAddresses lists it (sizes by a NULL buffer, then the entry: index, type,
   MTU, status, metrics, LUID, names, its unicast addresses ::1 and 127.0.0.1 and, with
   GAA_FLAG_INCLUDE_PREFIX, its on-link prefixes); GetAdaptersInfo and GetInterfaceInfo,
   which leave loopback out, find nothing; GetNetworkParams has no DNS server or domain;
   the index / LUID / name / alias / GUID conversions round-trip; GetBestInterface routes
   loopback destinations only. Run under Wine in a network namespace with only `lo` up
   (`unshare -n`), it prints the same lines but where Windows' loopback values differ
   from Linux's (test/win32/kernel/test_iphlp.py names them). */
#include <winsock2.h>
#include <ws2tcpip.h>
#include <iphlpapi.h>
#include <stdio.h>

static void print_sockaddr(const char *what, SOCKET_ADDRESS *sa)
{
    char text[64] = "?";
    if (sa->lpSockaddr->sa_family == AF_INET) {
        unsigned char *b = (unsigned char *)&((SOCKADDR_IN *)sa->lpSockaddr)->sin_addr;
        sprintf(text, "%u.%u.%u.%u", b[0], b[1], b[2], b[3]);
    } else if (sa->lpSockaddr->sa_family == AF_INET6) {
        unsigned char *b = (unsigned char *)&((SOCKADDR_IN6 *)sa->lpSockaddr)->sin6_addr;
        int i, n = 0;
        for (i = 0; i < 16; i += 2)
            n += sprintf(text + n, "%s%x", i ? ":" : "", (b[i] << 8) | b[i + 1]);
    }
    printf("  %s %s len %d\n", what, text, sa->iSockaddrLength);
}

static void list(ULONG family, ULONG flags)
{
    ULONG size = 0, r;
    IP_ADAPTER_ADDRESSES *aa, *p;
    IP_ADAPTER_UNICAST_ADDRESS *u;
    IP_ADAPTER_PREFIX *pre;

    r = GetAdaptersAddresses(family, flags, NULL, NULL, &size);
    printf("GetAdaptersAddresses(%lu, 0x%lx) sizing: %lu size>0 %d\n", family, flags, r, size > 0);
    aa = HeapAlloc(GetProcessHeap(), 0, size);
    r = GetAdaptersAddresses(family, flags, NULL, aa, &size);
    printf("GetAdaptersAddresses: %lu\n", r);
    for (p = aa; p && r == 0; p = p->Next) {
        if (p->IfType != IF_TYPE_SOFTWARE_LOOPBACK) continue;   /* Wine: the host's others */
        printf(" index %lu type %lu oper %d mtu %lu v6index %lu len-ok %d physlen %lu\n",
               p->IfIndex, p->IfType, p->OperStatus, p->Mtu, p->Ipv6IfIndex,
               p->Length == sizeof(*p), p->PhysicalAddressLength);
        printf(" name-braced %d dnssuffix '%ls' friendly '%ls' descr '%ls'\n",
               p->AdapterName[0] == '{', p->DnsSuffix, p->FriendlyName, p->Description);
        printf(" luid type %u idx %u metrics %lu %lu flags 0x%lx\n",
               p->Luid.Info.IfType, p->Luid.Info.NetLuidIndex, p->Ipv4Metric, p->Ipv6Metric,
               p->Flags & (IP_ADAPTER_IPV4_ENABLED | IP_ADAPTER_IPV6_ENABLED));
        printf(" anycast %d multicast %d dns %d gateway %d conn %d tunnel %d\n",
               p->FirstAnycastAddress != NULL, p->FirstMulticastAddress != NULL,
               p->FirstDnsServerAddress != NULL, p->FirstGatewayAddress != NULL,
               p->ConnectionType, p->TunnelType);
        for (u = p->FirstUnicastAddress; u; u = u->Next) {
            print_sockaddr("unicast", &u->Address);
            printf("   prefix %u origin %d %d dad %d valid %lx\n", u->OnLinkPrefixLength,
                   u->PrefixOrigin, u->SuffixOrigin, u->DadState, u->ValidLifetime);
        }
        for (pre = p->FirstPrefix; pre; pre = pre->Next) {
            print_sockaddr("prefix", &pre->Address);
            printf("   length %lu\n", pre->PrefixLength);
        }
    }
    HeapFree(GetProcessHeap(), 0, aa);
}

int main(void)
{
    ULONG size, r, n;
    DWORD idx;
    NET_LUID luid, luid2;
    WCHAR wname[IF_MAX_STRING_SIZE + 1];
    char name[IF_MAX_STRING_SIZE + 1];
    char ifname[IF_NAMESIZE];
    GUID guid;
    FIXED_INFO *fi;
    IP_INTERFACE_INFO iinfo;
    SOCKADDR_IN sin;
    SOCKADDR_IN6 sin6;
    ULONG mask;
    UINT8 len8 = 0;

    list(AF_UNSPEC, 0);
    list(AF_INET, GAA_FLAG_INCLUDE_PREFIX);
    list(AF_INET6, GAA_FLAG_SKIP_UNICAST);
    size = 0;
    printf("GetAdaptersAddresses bad family: %lu\n", GetAdaptersAddresses(7, 0, NULL, NULL, &size));
    printf("GetAdaptersAddresses no size: %lu\n", GetAdaptersAddresses(AF_UNSPEC, 0, NULL, NULL, NULL));
    size = 10;
    printf("GetAdaptersAddresses small: %lu\n",
           GetAdaptersAddresses(AF_UNSPEC, 0, NULL, (IP_ADAPTER_ADDRESSES *)name, &size));

    size = 0;
    printf("GetAdaptersInfo: %lu\n", GetAdaptersInfo(NULL, &size));
    printf("GetAdaptersInfo no size: %lu\n", GetAdaptersInfo(NULL, NULL));
    size = 0;
    r = GetInterfaceInfo(NULL, &size);
    printf("GetInterfaceInfo sizing: %lu size %lu\n", r, size);
    size = sizeof(iinfo);
    r = GetInterfaceInfo(&iinfo, &size);
    printf("GetInterfaceInfo: %lu adapters %ld\n", r, iinfo.NumAdapters);
    n = 99;
    r = GetNumberOfInterfaces(&n);
    printf("GetNumberOfInterfaces: %lu (loopback among them %d)\n", r, n >= 1);
    printf("GetNumberOfInterfaces NULL: %lu\n", GetNumberOfInterfaces(NULL));

    size = 0;
    r = GetNetworkParams(NULL, &size);
    printf("GetNetworkParams sizing: %lu size-ok %d\n", r, size >= sizeof(FIXED_INFO));
    fi = HeapAlloc(GetProcessHeap(), 0, size);
    r = GetNetworkParams(fi, &size);
    printf("GetNetworkParams: %lu domain '%s' dns '%s' current-is-list %d node %u routing %u\n",
           r, fi->DomainName, fi->DnsServerList.IpAddress.String,
           fi->CurrentDnsServer == &fi->DnsServerList, fi->NodeType, fi->EnableRouting);
    printf("GetNetworkParams host-is-dns-name %d\n",
           (size = sizeof(name), GetComputerNameExA(ComputerNameDnsHostname, name, &size),
            !lstrcmpA(name, fi->HostName)));

    r = ConvertInterfaceIndexToLuid(1, &luid);
    printf("ConvertInterfaceIndexToLuid(1): %lu type %u idx %u\n", r, luid.Info.IfType,
           luid.Info.NetLuidIndex);
    luid2.Value = 5;
    r = ConvertInterfaceIndexToLuid(12345, &luid2);
    printf("ConvertInterfaceIndexToLuid(12345): %lu value %d\n", r, luid2.Value == 0);
    idx = 77;
    r = ConvertInterfaceLuidToIndex(&luid, &idx);
    printf("ConvertInterfaceLuidToIndex: %lu index %lu\n", r, idx);
    luid2.Value = 0; luid2.Info.IfType = 6; luid2.Info.NetLuidIndex = 42;
    r = ConvertInterfaceLuidToIndex(&luid2, &idx);
    printf("ConvertInterfaceLuidToIndex(ethernet_42): %lu index %lu\n", r, idx);
    r = ConvertInterfaceLuidToNameW(&luid, wname, IF_MAX_STRING_SIZE + 1);
    printf("ConvertInterfaceLuidToNameW: %lu '%ls'\n", r, wname);
    printf("ConvertInterfaceLuidToNameW short: %lu\n", ConvertInterfaceLuidToNameW(&luid, wname, 5));
    r = ConvertInterfaceLuidToNameA(&luid2, name, sizeof(name));
    printf("ConvertInterfaceLuidToNameA(ethernet): %lu '%s'\n", r, name);
    luid2.Info.IfType = 250;
    r = ConvertInterfaceLuidToNameA(&luid2, name, sizeof(name));
    printf("ConvertInterfaceLuidToNameA(type 250): %lu '%s'\n", r, name);
    r = ConvertInterfaceNameToLuidW(L"loopback_0", &luid2);
    printf("ConvertInterfaceNameToLuidW: %lu same %d\n", r, luid2.Value == luid.Value);
    r = ConvertInterfaceNameToLuidA("wireless_3", &luid2);
    printf("ConvertInterfaceNameToLuidA(wireless_3): %lu type %u idx %u\n", r,
           luid2.Info.IfType, luid2.Info.NetLuidIndex);
    printf("ConvertInterfaceNameToLuidA(bogus): %lu\n", ConvertInterfaceNameToLuidA("bogus", &luid2));
    printf("ConvertInterfaceNameToLuidA(NULL): %lu\n", ConvertInterfaceNameToLuidA(NULL, &luid2));
    r = ConvertInterfaceLuidToAlias(&luid, wname, IF_MAX_STRING_SIZE + 1);
    printf("ConvertInterfaceLuidToAlias: %lu\n", r);
    r = ConvertInterfaceAliasToLuid(wname, &luid2);
    printf("ConvertInterfaceAliasToLuid: %lu same %d\n", r, luid2.Value == luid.Value);
    printf("ConvertInterfaceAliasToLuid(nope): %lu\n", ConvertInterfaceAliasToLuid(L"nope", &luid2));
    r = ConvertInterfaceLuidToGuid(&luid, &guid);
    printf("ConvertInterfaceLuidToGuid: %lu\n", r);
    r = ConvertInterfaceGuidToLuid(&guid, &luid2);
    printf("ConvertInterfaceGuidToLuid: %lu same %d\n", r, luid2.Value == luid.Value);
    printf("if_nametoindex(loopback_0): %lu\n", if_nametoindex("loopback_0"));
    printf("if_nametoindex(ethernet_9): %lu\n", if_nametoindex("ethernet_9"));
    printf("if_indextoname(1): %s\n", if_indextoname(1, ifname) ? ifname : "(null)");
    printf("if_indextoname(4321): %s\n", if_indextoname(4321, ifname) ? ifname : "(null)");

    idx = 77;
    r = GetBestInterface(htonl(0x7f000001), &idx);
    printf("GetBestInterface(127.0.0.1): %lu index %lu\n", r, idx);
    r = GetBestInterface(htonl(0x08080808), &idx);
    printf("GetBestInterface(8.8.8.8): %lu\n", r);
    memset(&sin, 0, sizeof(sin));
    sin.sin_family = AF_INET;
    sin.sin_addr.s_addr = htonl(0x7f000002);
    idx = 77;
    r = GetBestInterfaceEx((struct sockaddr *)&sin, &idx);
    printf("GetBestInterfaceEx(127.0.0.2): %lu index %lu\n", r, idx);
    printf("GetBestInterfaceEx(NULL): %lu\n", GetBestInterfaceEx(NULL, &idx));
    memset(&sin6, 0, sizeof(sin6));
    sin6.sin6_family = AF_INET6;
    sin6.sin6_addr.s6_addr[15] = 1;
    idx = 77;
    r = GetBestInterfaceEx((struct sockaddr *)&sin6, &idx);
    printf("GetBestInterfaceEx(::1): %lu index %lu\n", r, idx);

    r = ConvertLengthToIpv4Mask(20, &mask);
    printf("ConvertLengthToIpv4Mask(20): %lu %08lx\n", r, mask);
    r = ConvertLengthToIpv4Mask(0, &mask);
    printf("ConvertLengthToIpv4Mask(0): %lu %08lx\n", r, mask);
    r = ConvertLengthToIpv4Mask(33, &mask);
    printf("ConvertLengthToIpv4Mask(33): %lu %08lx\n", r, mask);
    fflush(stdout);
    /* Wine 8 has no ConvertIpv4MaskToLength (a stub in its spec file): it ends here. */
    r = ConvertIpv4MaskToLength(htonl(0xfffff000), &len8);
    printf("ConvertIpv4MaskToLength(255.255.240.0): %lu %u\n", r, len8);
    r = ConvertIpv4MaskToLength(0, &len8);
    printf("ConvertIpv4MaskToLength(0): %lu %u\n", r, len8);
    len8 = 99;
    r = ConvertIpv4MaskToLength(htonl(0xff00ff00), &len8);
    printf("ConvertIpv4MaskToLength(255.0.255.0): %lu %u\n", r, len8);
    return 0;
}
