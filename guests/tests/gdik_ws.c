/*
 * gdik_ws.c - test guest for the WS2_32 census functions (test/win32/kernel/test_winsock_families.py), on a
 * machine whose network is unplugged: getsockname / getpeername, inet_ntop / inet_pton
 * (and InetNtopW / InetPtonW), WSAAddressToStringA/W, WSAStringToAddressA/W, getnameinfo /
 * GetNameInfoW with numeric answers, sendto / recvfrom, WSASend / WSARecv / WSASendTo /
 * WSARecvFrom on sockets no data ever reaches; WSASocketA/W, WSAIoctl (FIONBIO, FIONREAD,
 * SIOCATMARK, SIO_ADDRESS_LIST_QUERY), WSAEventSelect / WSAAsyncSelect (the socket turns
 * non-blocking), gethostbyaddr. Each step prints one line; the expected
 * lines are this exe's output under Wine 8 (xvfb-run -a wine gdik_ws.exe).
 */
#define _WIN32_WINNT 0x0600
#include <winsock2.h>
#include <ws2tcpip.h>
#include <stdio.h>
#include <string.h>

static void show_sa(const char *what, const struct sockaddr *sa, int len)
{
    char buf[100];
    DWORD n = sizeof(buf);
    if (WSAAddressToStringA((struct sockaddr *)sa, len, NULL, buf, &n))
        printf("%s: WSAAddressToStringA failed %d\n", what, WSAGetLastError());
    else
        printf("%s: %s (len %d)\n", what, buf, len);
}

int main(void)
{
    WSADATA wsa;
    SOCKET s, t;
    struct sockaddr_in sin, sin2;
    struct sockaddr_in6 sin6;
    int len, r, i;
    char buf[100], host[64], serv[32];
    WCHAR wbuf[100], whost[64], wserv[32];
    DWORD n, flags;
    WSABUF wb;
    unsigned char a6[16];
    const char *ntop;
    static const char *v6[] = { "::", "::1", "1:2:3:4:5:6:7:8", "fe80::1:0:0:5", "1:0:0:2:0:0:0:3",
                                "::ffff:1.2.3.4", "2001:db8::", "1::2:3", "::1.2.3.4", "1:0:2:3:4:5:6:7" };
    static const char *v4[] = { "1.2.3.4", "255.255.255.255", "1.2.3", "01.2.3.4", "1.2.3.256",
                                " 1.2.3.4", "0x1.2.3.4", "1.2.3.4 " };

    WSAStartup(MAKEWORD(2, 2), &wsa);

    memset(&sin, 0, sizeof(sin));
    sin.sin_family = AF_INET;
    sin.sin_addr.s_addr = htonl(0x0A000102);
    sin.sin_port = htons(8080);
    show_sa("v4", (struct sockaddr *)&sin, sizeof(sin));
    sin.sin_port = 0;
    show_sa("v4 port 0", (struct sockaddr *)&sin, sizeof(sin));
    memset(&sin6, 0, sizeof(sin6));
    sin6.sin6_family = AF_INET6;
    sin6.sin6_addr.s6_addr[15] = 1;
    sin6.sin6_port = htons(443);
    show_sa("v6", (struct sockaddr *)&sin6, sizeof(sin6));
    sin6.sin6_port = 0;
    sin6.sin6_scope_id = 3;
    show_sa("v6 scope", (struct sockaddr *)&sin6, sizeof(sin6));
    sin6.sin6_scope_id = 0;
    n = 5;
    r = WSAAddressToStringA((struct sockaddr *)&sin, sizeof(sin), NULL, buf, &n);
    printf("WSAAddressToStringA(small)=%d err=%d n=%lu\n", r, WSAGetLastError(), n);
    n = 100;
    r = WSAAddressToStringA((struct sockaddr *)&sin, 8, NULL, buf, &n);
    printf("WSAAddressToStringA(short len)=%d err=%d\n", r, WSAGetLastError());
    n = 100;
    sin.sin_port = htons(21);
    r = WSAAddressToStringW((struct sockaddr *)&sin, sizeof(sin), NULL, wbuf, &n);
    printf("WSAAddressToStringW=%d %ls n=%lu\n", r, wbuf, n);

    len = sizeof(sin2);
    r = WSAStringToAddressA("192.168.1.2:99", AF_INET, NULL, (struct sockaddr *)&sin2, &len);
    printf("WSAStringToAddressA=%d len=%d addr=%08lx port=%d\n", r, len, ntohl(sin2.sin_addr.s_addr), ntohs(sin2.sin_port));
    len = sizeof(sin2);
    r = WSAStringToAddressA("10.1.2.3", AF_INET, NULL, (struct sockaddr *)&sin2, &len);
    printf("WSAStringToAddressA(no port)=%d addr=%08lx port=%d\n", r, ntohl(sin2.sin_addr.s_addr), ntohs(sin2.sin_port));
    len = sizeof(sin2);
    r = WSAStringToAddressA("nonsense", AF_INET, NULL, (struct sockaddr *)&sin2, &len);
    printf("WSAStringToAddressA(bad)=%d err=%d\n", r, WSAGetLastError());
    len = sizeof(sin6);
    r = WSAStringToAddressW(L"[fe80::2]:1234", AF_INET6, NULL, (struct sockaddr *)&sin6, &len);
    printf("WSAStringToAddressW(v6)=%d len=%d last=%d port=%d\n", r, len, sin6.sin6_addr.s6_addr[15], ntohs(sin6.sin6_port));
    len = 4;
    r = WSAStringToAddressA("1.2.3.4", AF_INET, NULL, (struct sockaddr *)&sin2, &len);
    printf("WSAStringToAddressA(small)=%d err=%d len=%d\n", r, WSAGetLastError(), len);

    for (i = 0; i < 10; i++) {
        r = inet_pton(AF_INET6, v6[i], a6);
        ntop = r == 1 ? inet_ntop(AF_INET6, a6, buf, sizeof(buf)) : NULL;
        printf("v6 %s: pton=%d ntop=%s\n", v6[i], r, ntop ? ntop : "(null)");
    }
    for (i = 0; i < 8; i++) {
        struct in_addr ia;
        r = inet_pton(AF_INET, v4[i], &ia);
        ntop = r == 1 ? inet_ntop(AF_INET, &ia, buf, sizeof(buf)) : NULL;
        printf("v4 '%s': pton=%d ntop=%s\n", v4[i], r, ntop ? ntop : "(null)");
    }
    r = inet_pton(AF_INET6, "1:::2", a6);
    printf("inet_pton(1:::2)=%d\n", r);
    r = inet_pton(99, "1.2.3.4", a6);
    printf("inet_pton(family 99)=%d err=%d\n", r, WSAGetLastError());
    WSASetLastError(0);
    ntop = inet_ntop(AF_INET, a6, buf, 7);
    printf("inet_ntop(small)=%s err=%d\n", ntop ? ntop : "(null)", WSAGetLastError());
    ntop = inet_ntop(99, a6, buf, 100);
    printf("inet_ntop(family 99)=%s err=%d\n", ntop ? ntop : "(null)", WSAGetLastError());
    r = InetPtonW(AF_INET, L"4.3.2.1", a6);
    printf("InetPtonW=%d %d.%d.%d.%d\n", r, a6[0], a6[1], a6[2], a6[3]);
    printf("InetNtopW=%ls\n", InetNtopW(AF_INET, a6, wbuf, 100) ? wbuf : L"(null)");

    sin.sin_addr.s_addr = htonl(0xC0000201);
    sin.sin_port = htons(8080);
    r = getnameinfo((struct sockaddr *)&sin, sizeof(sin), host, sizeof(host), serv, sizeof(serv),
                    NI_NUMERICHOST | NI_NUMERICSERV);
    printf("getnameinfo(numeric)=%d %s %s\n", r, host, serv);
    r = getnameinfo((struct sockaddr *)&sin, sizeof(sin), host, sizeof(host), NULL, 0, NI_NUMERICHOST);
    printf("getnameinfo(host only)=%d %s\n", r, host);
    r = getnameinfo((struct sockaddr *)&sin, sizeof(sin), NULL, 0, serv, sizeof(serv), NI_NUMERICSERV);
    printf("getnameinfo(serv only)=%d %s\n", r, serv);
    r = getnameinfo((struct sockaddr *)&sin, sizeof(sin), host, 4, NULL, 0, NI_NUMERICHOST);
    printf("getnameinfo(small host)=%d\n", r);
    r = getnameinfo((struct sockaddr *)&sin, 4, host, sizeof(host), NULL, 0, NI_NUMERICHOST);
    printf("getnameinfo(short len)=%d\n", r);
    r = getnameinfo((struct sockaddr *)&sin, sizeof(sin), NULL, 0, NULL, 0, NI_NUMERICHOST);
    printf("getnameinfo(nothing asked)=%d\n", r);
    sin6.sin6_family = AF_INET6;
    memset(&sin6.sin6_addr, 0, 16);
    sin6.sin6_addr.s6_addr[0] = 0x20; sin6.sin6_addr.s6_addr[1] = 0x01;
    sin6.sin6_addr.s6_addr[15] = 9;
    sin6.sin6_port = htons(7);
    r = GetNameInfoW((struct sockaddr *)&sin6, sizeof(sin6), whost, 64, wserv, 32, NI_NUMERICHOST | NI_NUMERICSERV);
    printf("GetNameInfoW(v6)=%d %ls %ls\n", r, whost, wserv);

    s = socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
    len = sizeof(sin2);
    r = getsockname(s, (struct sockaddr *)&sin2, &len);
    printf("getsockname(unbound)=%d err=%d\n", r, WSAGetLastError());
    memset(&sin, 0, sizeof(sin));
    sin.sin_family = AF_INET;
    sin.sin_port = htons(5555);
    bind(s, (struct sockaddr *)&sin, sizeof(sin));
    len = sizeof(sin2);
    memset(&sin2, 0xAA, sizeof(sin2));
    r = getsockname(s, (struct sockaddr *)&sin2, &len);
    printf("getsockname=%d len=%d family=%d addr=%08lx port=%d\n", r, len, sin2.sin_family,
           ntohl(sin2.sin_addr.s_addr), ntohs(sin2.sin_port));
    len = 8;
    r = getsockname(s, (struct sockaddr *)&sin2, &len);
    printf("getsockname(small)=%d err=%d\n", r, WSAGetLastError());
    len = sizeof(sin2);
    r = getpeername(s, (struct sockaddr *)&sin2, &len);
    printf("getpeername(udp)=%d err=%d\n", r, WSAGetLastError());
    r = getsockname(12345, (struct sockaddr *)&sin2, &len);
    printf("getsockname(not a socket)=%d err=%d\n", r, WSAGetLastError());

    t = socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
    memset(&sin, 0, sizeof(sin));
    sin.sin_family = AF_INET;
    sin.sin_port = 0;
    sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    bind(t, (struct sockaddr *)&sin, sizeof(sin));
    len = sizeof(sin2);
    r = getsockname(t, (struct sockaddr *)&sin2, &len);
    printf("getsockname(port 0)=%d addr=%08lx port assigned=%d\n", r, ntohl(sin2.sin_addr.s_addr), sin2.sin_port != 0);
    closesocket(t);

    {
        u_long nb = 1;
        ioctlsocket(s, FIONBIO, &nb);
    }
    len = sizeof(sin2);
    r = recvfrom(s, buf, sizeof(buf), 0, (struct sockaddr *)&sin2, &len);
    printf("recvfrom(nonblocking, nothing)=%d err=%d\n", r, WSAGetLastError());
    wb.buf = buf;
    wb.len = sizeof(buf);
    flags = 0;
    r = WSARecvFrom(s, &wb, 1, &n, &flags, (struct sockaddr *)&sin2, &len, NULL, NULL);
    printf("WSARecvFrom(nonblocking, nothing)=%d err=%d\n", r, WSAGetLastError());
    flags = 0;
    r = WSARecv(s, &wb, 1, &n, &flags, NULL, NULL);
    printf("WSARecv(udp, nothing)=%d err=%d\n", r, WSAGetLastError());

    t = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    r = getpeername(t, (struct sockaddr *)&sin2, &len);
    printf("getpeername(tcp)=%d err=%d\n", r, WSAGetLastError());
    wb.len = 5;
    r = WSASend(t, &wb, 1, &n, 0, NULL, NULL);
    printf("WSASend(tcp, not connected)=%d err=%d\n", r, WSAGetLastError());
    flags = 0;
    r = WSARecv(t, &wb, 1, &n, &flags, NULL, NULL);
    printf("WSARecv(tcp, not connected)=%d err=%d\n", r, WSAGetLastError());
    r = sendto(t, "hi", 2, 0, (struct sockaddr *)&sin, sizeof(sin));
    printf("sendto(tcp)=%d err=%d\n", r, WSAGetLastError());
    len = sizeof(sin2);
    r = recvfrom(t, buf, 10, 0, (struct sockaddr *)&sin2, &len);
    printf("recvfrom(tcp)=%d err=%d\n", r, WSAGetLastError());
    r = WSASendTo(12345, &wb, 1, &n, 0, (struct sockaddr *)&sin, sizeof(sin), NULL, NULL);
    printf("WSASendTo(not a socket)=%d err=%d\n", r, WSAGetLastError());
    closesocket(t);
    closesocket(s);

    s = WSASocketW(AF_INET, SOCK_DGRAM, IPPROTO_UDP, NULL, 0, WSA_FLAG_OVERLAPPED);
    printf("WSASocketW=%d\n", s != INVALID_SOCKET);
    {
        u_long v = 1, outv = 77;
        DWORD got = 99;
        r = WSAIoctl(s, FIONBIO, &v, sizeof(v), NULL, 0, &got, NULL, NULL);
        printf("WSAIoctl(FIONBIO)=%d got=%lu\n", r, got);
        len = sizeof(sin2);
        r = recvfrom(s, buf, 10, 0, (struct sockaddr *)&sin2, &len);
        printf("recvfrom(unbound, nonblocking)=%d err=%d\n", r, WSAGetLastError());
        memset(&sin, 0, sizeof(sin));
        sin.sin_family = AF_INET;
        bind(s, (struct sockaddr *)&sin, sizeof(sin));
        r = recvfrom(s, buf, 10, 0, (struct sockaddr *)&sin2, &len);
        printf("recvfrom(nonblocking via WSAIoctl)=%d err=%d\n", r, WSAGetLastError());
        r = WSAIoctl(s, FIONREAD, NULL, 0, &outv, sizeof(outv), &got, NULL, NULL);
        printf("WSAIoctl(FIONREAD)=%d value=%lu got=%lu\n", r, outv, got);
        r = WSAIoctl(s, FIONREAD, NULL, 0, &outv, 2, &got, NULL, NULL);
        printf("WSAIoctl(FIONREAD, small)=%d err=%d\n", r, WSAGetLastError());
        r = WSAIoctl(s, SIO_ADDRESS_LIST_QUERY, NULL, 0, buf, sizeof(buf), &got, NULL, NULL);
        printf("WSAIoctl(SIO_ADDRESS_LIST_QUERY)=%d\n", r);
    }
    closesocket(s);
    s = WSASocketA(AF_INET, SOCK_STREAM, IPPROTO_TCP, NULL, 0, 0);
    {
        HANDLE ev = WSACreateEvent();
        DWORD got;
        memset(&sin, 0, sizeof(sin));
        sin.sin_family = AF_INET;
        bind(s, (struct sockaddr *)&sin, sizeof(sin));
        listen(s, 1);
        r = WSAEventSelect(s, ev, FD_ACCEPT | FD_CLOSE);
        printf("WSAEventSelect=%d\n", r);
        len = sizeof(sin2);
        t = accept(s, (struct sockaddr *)&sin2, &len);
        printf("accept(after WSAEventSelect)=%d err=%d\n", t != INVALID_SOCKET, WSAGetLastError());
        got = WaitForSingleObject(ev, 50);
        printf("event after 50 ms=%lx\n", got);
        r = WSAEventSelect(12345, ev, FD_READ);
        printf("WSAEventSelect(not a socket)=%d err=%d\n", r, WSAGetLastError());
        WSACloseEvent(ev);
    }
    closesocket(s);
    {
        struct in_addr ia;
        struct hostent *he;
        ia.s_addr = htonl(0xC0000202);
        he = gethostbyaddr((const char *)&ia, 3, AF_INET);
        printf("gethostbyaddr(bad size)=%p err=%d\n", he, WSAGetLastError());
        he = gethostbyaddr((const char *)&ia, 4, 99);
        printf("gethostbyaddr(bad family)=%p err=%d\n", he, WSAGetLastError());
    }
    WSACleanup();
    fflush(stdout);
    return 0;
}
