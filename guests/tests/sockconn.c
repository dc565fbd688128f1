/* A non-blocking connect on a machine with no network, as curl makes it: the TCP
 * transport settings it asks first (SIO_KEEPALIVE_VALS, SIO_TCP_INITIAL_RTO,
 * SIO_LOOPBACK_FAST_PATH), connect's WSAEWOULDBLOCK, select's exceptfds reporting the
 * failed attempt, and SO_ERROR's answer; then a blocking connect. */
#include <winsock2.h>
#include <ws2tcpip.h>
#include <mstcpip.h>
#include <stdio.h>

#ifndef SIO_TCP_INITIAL_RTO
#define SIO_TCP_INITIAL_RTO _WSAIOW(IOC_VENDOR, 17)
#endif
#ifndef SIO_IDEAL_SEND_BACKLOG_QUERY
#define SIO_IDEAL_SEND_BACKLOG_QUERY _WSAIOR(IOC_WS2, 123)
#endif

static void ioctl_in(SOCKET s, const char *what, DWORD code, void *in, DWORD len)
{
    DWORD got = 99;
    int r = WSAIoctl(s, code, in, len, NULL, 0, &got, NULL, NULL);
    printf("%s: %d err %d\n", what, r, r ? WSAGetLastError() : 0);
}

static void attempt(const char *ip, unsigned short port)
{
    SOCKET s = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    struct sockaddr_in sa;
    struct tcp_keepalive ka = {1, 60000, 1000};
    unsigned char rto[4] = {0xff, 0xff, 0, 0};
    BOOL fast = TRUE;
    u_long on = 1;
    fd_set w, e;
    struct timeval tv = {2, 0};
    int r, err, len;
    ULONG ideal = 0;
    DWORD got = 0;

    printf("-- %s:%u\n", ip, port);
    ioctl_in(s, "keepalive", SIO_KEEPALIVE_VALS, &ka, sizeof(ka));
    len = sizeof(err);
    err = -1;
    getsockopt(s, SOL_SOCKET, SO_KEEPALIVE, (char *)&err, &len);
    printf("SO_KEEPALIVE %d\n", err);
    ioctl_in(s, "keepalive short", SIO_KEEPALIVE_VALS, &ka, 4);
    ioctl_in(s, "initial rto", SIO_TCP_INITIAL_RTO, rto, sizeof(rto));
    ioctl_in(s, "fast path", SIO_LOOPBACK_FAST_PATH, &fast, sizeof(fast));
    r = WSAIoctl(s, SIO_IDEAL_SEND_BACKLOG_QUERY, NULL, 0, &ideal, sizeof(ideal), &got, NULL, NULL);
    printf("ideal backlog: %d err %d\n", r, r ? WSAGetLastError() : 0);
    ioctlsocket(s, FIONBIO, &on);
    memset(&sa, 0, sizeof(sa));
    sa.sin_family = AF_INET;
    sa.sin_port = htons(port);
    sa.sin_addr.s_addr = inet_addr(ip);
    r = connect(s, (struct sockaddr *)&sa, sizeof(sa));
    printf("connect %d err %d\n", r, WSAGetLastError());
    FD_ZERO(&w);
    FD_ZERO(&e);
    FD_SET(s, &w);
    FD_SET(s, &e);
    r = select(0, NULL, &w, &e, &tv);
    printf("select %d write %d except %d\n", r, FD_ISSET(s, &w) != 0, FD_ISSET(s, &e) != 0);
    len = sizeof(err);
    err = -1;
    r = getsockopt(s, SOL_SOCKET, SO_ERROR, (char *)&err, &len);
    printf("SO_ERROR %d: %d\n", r, err);
    err = -1;
    getsockopt(s, SOL_SOCKET, SO_ERROR, (char *)&err, &len);
    printf("SO_ERROR again: %d\n", err);
    FD_ZERO(&e);
    FD_SET(s, &e);
    tv.tv_sec = 0;
    r = select(0, NULL, NULL, &e, &tv);
    printf("select again %d except %d\n", r, FD_ISSET(s, &e) != 0);
    closesocket(s);

    s = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    r = connect(s, (struct sockaddr *)&sa, sizeof(sa));
    printf("blocking connect %d err %d\n", r, WSAGetLastError());
    closesocket(s);
}

/* A datagram to a loopback port nothing listens on, from an unconnected and from a
 * connected socket (TFTP over loopback meets the port-unreachable answer). */
static void udp_unreachable(int connected)
{
    SOCKET u = socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
    struct sockaddr_in sa, me;
    fd_set r;
    struct timeval tv = {1, 0};
    char buf[16];
    int n, len = sizeof(me);
    u_long on = 1;

    printf("-- udp %s\n", connected ? "connected" : "unconnected");
    memset(&sa, 0, sizeof(sa));
    sa.sin_family = AF_INET;
    sa.sin_port = htons(9);
    sa.sin_addr.s_addr = inet_addr("127.0.0.1");
    if (connected) {
        n = connect(u, (struct sockaddr *)&sa, sizeof(sa));
        printf("connect %d err %d\n", n, n < 0 ? WSAGetLastError() : 0);
        n = getpeername(u, (struct sockaddr *)&me, &len);
        printf("peer %d port %u\n", n, ntohs(me.sin_port));
        len = sizeof(me);
        n = send(u, "hi", 2, 0);
        printf("send %d err %d\n", n, n < 0 ? WSAGetLastError() : 0);
    } else {
        n = sendto(u, "hi", 2, 0, (struct sockaddr *)&sa, sizeof(sa));
        printf("sendto %d err %d\n", n, n < 0 ? WSAGetLastError() : 0);
    }
    n = getsockname(u, (struct sockaddr *)&me, &len);
    printf("bound %d port>0 %d\n", n, ntohs(me.sin_port) > 0);
    FD_ZERO(&r);
    FD_SET(u, &r);
    n = select(0, &r, NULL, NULL, &tv);
    printf("select %d read %d\n", n, FD_ISSET(u, &r) != 0);
    ioctlsocket(u, FIONBIO, &on);
    len = sizeof(me);
    n = recvfrom(u, buf, sizeof(buf), 0, (struct sockaddr *)&me, &len);
    printf("recvfrom %d err %d\n", n, n < 0 ? WSAGetLastError() : 0);
    n = recv(u, buf, sizeof(buf), 0);
    printf("recv again %d err %d\n", n, n < 0 ? WSAGetLastError() : 0);
    sa.sin_addr.s_addr = inet_addr("192.0.2.1");
    if (!connected) {
        n = connect(u, (struct sockaddr *)&sa, sizeof(sa));
        printf("connect outside %d err %d\n", n, n < 0 ? WSAGetLastError() : 0);
    }
    closesocket(u);
}

int main(void)
{
    WSADATA wsa;
    SOCKET u;
    struct tcp_keepalive ka = {1, 60000, 1000};
    BOOL fast = TRUE;

    WSAStartup(MAKEWORD(2, 2), &wsa);
    attempt("192.0.2.1", 8080);
    attempt("127.0.0.1", 9);
    u = socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
    ioctl_in(u, "udp keepalive", SIO_KEEPALIVE_VALS, &ka, sizeof(ka));
    ioctl_in(u, "udp fast path", SIO_LOOPBACK_FAST_PATH, &fast, sizeof(fast));
    closesocket(u);
    udp_unreachable(0);
    udp_unreachable(1);
    WSACleanup();
    printf("done\n");
    return 0;
}
