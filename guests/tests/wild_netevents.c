/* A non-blocking connect's end as a network event, as PuTTY 0.83 connects (issue 23,
 * "Programs in the wild", docs/runtimes.md): after WSAAsyncSelect the socket is
 * non-blocking, connect answers WSAEWOULDBLOCK and the refusal comes as the FD_CONNECT
 * message with the error in lParam's high word; after WSAEventSelect the event is set
 * and WSAEnumNetworkEvents reports FD_CONNECT and its error once. Loopback port 1,
 * where nothing listens.
 */
#include <winsock2.h>
#include <stdio.h>

#define WM_SOCK (WM_APP + 1)

static struct sockaddr_in target(void)
{
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons(1);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return a;
}

int main(void)
{
    WSADATA wsa;
    SOCKET s;
    HWND win;
    MSG msg;
    WSAEVENT ev;
    WSANETWORKEVENTS ne;
    struct sockaddr_in a = target();
    int r, got = 0;
    UINT_PTR timer;

    WSAStartup(MAKEWORD(2, 2), &wsa);
    win = CreateWindowExA(0, "STATIC", "", 0, 0, 0, 10, 10, HWND_MESSAGE, NULL, NULL, NULL);

    /* WSAAsyncSelect */
    s = socket(AF_INET, SOCK_STREAM, 0);
    printf("WSAAsyncSelect=%d\n", WSAAsyncSelect(s, win, WM_SOCK, FD_CONNECT | FD_READ | FD_CLOSE));
    r = connect(s, (struct sockaddr *)&a, sizeof a);
    printf("connect=%d error=%d\n", r, r ? WSAGetLastError() : 0);
    timer = SetTimer(NULL, 0, 5000, NULL);
    while (!got && GetMessageA(&msg, NULL, 0, 0)) {
        if (msg.message == WM_TIMER && msg.hwnd == NULL) {
            printf("no message in 5 seconds\n");
            break;
        }
        if (msg.message == WM_SOCK) {
            printf("message: socket=%s event=%d error=%d\n", msg.wParam == s ? "ours" : "other",
                   WSAGETSELECTEVENT(msg.lParam), WSAGETSELECTERROR(msg.lParam));
            got = 1;
        }
    }
    KillTimer(NULL, timer);
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        if (msg.message == WM_SOCK)
            printf("another message: event=%d\n", WSAGETSELECTEVENT(msg.lParam));
    closesocket(s);

    /* WSAEventSelect */
    s = socket(AF_INET, SOCK_STREAM, 0);
    ev = WSACreateEvent();
    printf("WSAEventSelect=%d\n", WSAEventSelect(s, ev, FD_CONNECT | FD_CLOSE));
    r = connect(s, (struct sockaddr *)&a, sizeof a);
    printf("connect=%d error=%d\n", r, r ? WSAGetLastError() : 0);
    printf("wait=%lu\n", WaitForSingleObject(ev, 5000));
    memset(&ne, 0xcc, sizeof ne);
    r = WSAEnumNetworkEvents(s, ev, &ne);
    printf("WSAEnumNetworkEvents=%d events=0x%lx connect error=%d\n", r, ne.lNetworkEvents,
           ne.iErrorCode[FD_CONNECT_BIT]);
    printf("event after=%lu\n", WaitForSingleObject(ev, 0));
    r = WSAEnumNetworkEvents(s, NULL, &ne);
    printf("again=%d events=0x%lx\n", r, ne.lNetworkEvents);
    closesocket(s);
    WSACloseEvent(ev);

    /* blocking: the refusal at once */
    s = socket(AF_INET, SOCK_STREAM, 0);
    r = connect(s, (struct sockaddr *)&a, sizeof a);
    printf("blocking connect=%d error=%d\n", r, r ? WSAGetLastError() : 0);
    closesocket(s);
    DestroyWindow(win);
    WSACleanup();
    printf("done\n");
    return 0;
}
