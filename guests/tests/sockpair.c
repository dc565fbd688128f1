/* Stream connections over loopback inside one process (kernel/sockstreams.py): the
 * socketpair that Lwt and libuv build on Windows (bind 127.0.0.1:0, listen, connect,
 * accept) and what the two ends then do: send/recv both ways, MSG_PEEK, FIONREAD,
 * select's readfds/writefds, a non-blocking recv and accept, a blocking recv that a
 * second thread's send ends, a non-blocking connect, WSASend/WSARecv over two buffers,
 * WSAEventSelect's FD_READ and FD_CLOSE, shutdown(SD_SEND) and closesocket (the other
 * end reads 0), a connect where nothing listens. Found with semgrep-core.exe (OCaml,
 * Lwt), whose start-up stopped at "Unix.ECONNREFUSED socketpair". Each step prints a
 * line; the expected lines are Wine 8's. */
#include <winsock2.h>
#include <windows.h>
#include <stdio.h>
#include <string.h>

static SOCKET pair_server, pair_client;

static void show(const char *what, int r)
{
    printf("%s: %d", what, r);
    if (r == SOCKET_ERROR)
        printf(" error=%d", WSAGetLastError());
    printf("\n");
}

static int readable(SOCKET s)
{
    fd_set set;
    struct timeval tv = { 0, 0 };
    FD_ZERO(&set);
    FD_SET(s, &set);
    return select(0, &set, NULL, NULL, &tv);
}

static int writable(SOCKET s)
{
    fd_set set;
    struct timeval tv = { 0, 0 };
    FD_ZERO(&set);
    FD_SET(s, &set);
    return select(0, NULL, &set, NULL, &tv);
}

static DWORD WINAPI late_sender(LPVOID arg)
{
    (void)arg;
    Sleep(50);
    send(pair_client, "late", 4, 0);
    return 0;
}

int main(void)
{
    WSADATA wsa;
    struct sockaddr_in a, b, c;
    int len = sizeof a, one = 1, n;
    u_long avail = 0, nb = 1;
    char buf[64];
    SOCKET listener, other;
    HANDLE thread, ev;
    WSABUF bufs[2];
    DWORD count, flags;
    WSANETWORKEVENTS ne;

    WSAStartup(MAKEWORD(2, 2), &wsa);
    listener = socket(AF_INET, SOCK_STREAM, 0);
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, (char *)&one, sizeof one);
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    show("bind", bind(listener, (struct sockaddr *)&a, sizeof a));
    show("getsockname", getsockname(listener, (struct sockaddr *)&a, &len));
    printf("port given: %d\n", ntohs(a.sin_port) != 0);
    show("listen", listen(listener, 1));
    printf("listener readable before: %d\n", readable(listener));
    pair_client = socket(AF_INET, SOCK_STREAM, 0);
    show("connect", connect(pair_client, (struct sockaddr *)&a, sizeof a));
    printf("listener readable after: %d\n", readable(listener));
    len = sizeof b;
    pair_server = accept(listener, (struct sockaddr *)&b, &len);
    printf("accept: %d len=%d\n", pair_server != INVALID_SOCKET, len);
    len = sizeof c;
    getsockname(pair_client, (struct sockaddr *)&c, &len);
    printf("accept's address is the client's: %d\n",
           b.sin_port == c.sin_port && b.sin_addr.s_addr == c.sin_addr.s_addr);
    printf("client's address: %s\n", inet_ntoa(c.sin_addr));
    len = sizeof c;
    show("getpeername", getpeername(pair_client, (struct sockaddr *)&c, &len));
    printf("client's peer is the listener: %d\n", c.sin_port == a.sin_port);

    show("send", send(pair_client, "hello", 5, 0));
    ioctlsocket(pair_server, FIONREAD, &avail);
    printf("FIONREAD: %lu\n", avail);
    printf("server readable: %d, writable: %d\n", readable(pair_server), writable(pair_server));
    n = recv(pair_server, buf, 2, MSG_PEEK);
    printf("peek: %d %.2s\n", n, buf);
    n = recv(pair_server, buf, sizeof buf, 0);
    printf("recv: %d %.*s\n", n, n > 0 ? n : 0, buf);
    printf("server readable when drained: %d\n", readable(pair_server));
    show("send back", send(pair_server, "pong", 4, 0));
    n = recv(pair_client, buf, sizeof buf, 0);
    printf("client recv: %d %.*s\n", n, n > 0 ? n : 0, buf);

    ioctlsocket(pair_server, FIONBIO, &nb);
    show("non-blocking recv", recv(pair_server, buf, sizeof buf, 0));
    nb = 0;
    ioctlsocket(pair_server, FIONBIO, &nb);
    nb = 1;
    ioctlsocket(listener, FIONBIO, &nb);
    other = accept(listener, NULL, NULL);
    printf("non-blocking accept: %d error=%d\n", other != INVALID_SOCKET, WSAGetLastError());

    thread = CreateThread(NULL, 0, late_sender, NULL, 0, NULL);
    n = recv(pair_server, buf, sizeof buf, 0);
    printf("blocking recv: %d %.*s\n", n, n > 0 ? n : 0, buf);
    WaitForSingleObject(thread, INFINITE);
    CloseHandle(thread);

    bufs[0].buf = "ab";
    bufs[0].len = 2;
    bufs[1].buf = "cde";
    bufs[1].len = 3;
    count = 0;
    show("WSASend", WSASend(pair_client, bufs, 2, &count, 0, NULL, NULL));
    printf("WSASend count: %lu\n", count);
    memset(buf, 0, sizeof buf);
    bufs[0].buf = buf;
    bufs[0].len = 3;
    bufs[1].buf = buf + 10;
    bufs[1].len = 10;
    flags = 0;
    count = 0;
    show("WSARecv", WSARecv(pair_server, bufs, 2, &count, &flags, NULL, NULL));
    printf("WSARecv count: %lu [%s] [%s] flags=%lu\n", count, buf, buf + 10, flags);

    ev = WSACreateEvent();
    show("WSAEventSelect", WSAEventSelect(pair_server, ev, FD_READ | FD_CLOSE));
    printf("event before: %lu\n", WaitForSingleObject(ev, 0));
    send(pair_client, "x", 1, 0);
    printf("event after send: %lu\n", WaitForSingleObject(ev, 0));
    WSAEnumNetworkEvents(pair_server, ev, &ne);
    printf("events: read=%d close=%d\n", !!(ne.lNetworkEvents & FD_READ),
           !!(ne.lNetworkEvents & FD_CLOSE));
    n = recv(pair_server, buf, sizeof buf, 0);
    printf("recv: %d\n", n);
    show("shutdown", shutdown(pair_client, SD_SEND));
    printf("event after shutdown: %lu\n", WaitForSingleObject(ev, 0));
    WSAEnumNetworkEvents(pair_server, ev, &ne);
    printf("events: read=%d close=%d error=%d\n", !!(ne.lNetworkEvents & FD_READ),
           !!(ne.lNetworkEvents & FD_CLOSE), ne.iErrorCode[FD_CLOSE_BIT]);
    WSAEventSelect(pair_server, NULL, 0);
    nb = 0;
    ioctlsocket(pair_server, FIONBIO, &nb);
    printf("server readable at the end: %d\n", readable(pair_server));
    show("recv at the end", recv(pair_server, buf, sizeof buf, 0));
    show("send after shutdown", send(pair_client, "y", 1, 0));
    show("server still sends", send(pair_server, "z", 1, 0));
    n = recv(pair_client, buf, sizeof buf, 0);
    printf("client recv: %d\n", n);
    closesocket(pair_server);
    show("client recv after close", recv(pair_client, buf, sizeof buf, 0));
    closesocket(pair_client);

    /* a non-blocking connect: under way, then writable */
    other = socket(AF_INET, SOCK_STREAM, 0);
    nb = 1;
    ioctlsocket(other, FIONBIO, &nb);
    show("non-blocking connect", connect(other, (struct sockaddr *)&a, sizeof a));
    {
        fd_set w;
        struct timeval tv = { 5, 0 };
        FD_ZERO(&w);
        FD_SET(other, &w);
        printf("select writable: %d\n", select(0, NULL, &w, NULL, &tv));
    }
    len = sizeof one;
    one = -1;
    getsockopt(other, SOL_SOCKET, SO_ERROR, (char *)&one, &len);
    printf("SO_ERROR: %d\n", one);
    show("connect again", connect(other, (struct sockaddr *)&a, sizeof a));
    closesocket(other);
    closesocket(listener);

    /* nothing listens there now */
    other = socket(AF_INET, SOCK_STREAM, 0);
    show("connect to a closed port", connect(other, (struct sockaddr *)&a, sizeof a));
    closesocket(other);
    WSACleanup();
    return 0;
}
