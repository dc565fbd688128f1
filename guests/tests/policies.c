/*
 * policies.c - test guest for Windows' behaviour where wineagent lacks something
 * (issue 23; docs/dlls.md, docs/runtimes.md).
 *
 * What it does (one mode per run, chosen by "/mode NAME"; each step prints one line
 * with printf, WinMain returns 0 unless said otherwise):
 *   /mode dll    LoadLibrary of a DLL we implement (kernel32: loads), of a Windows DLL we
 *                lack (hhctrl.ocx: NULL, 126) and of an unknown one (NULL, 126);
 *                GetProcAddress of an implemented function, of an absent-by-design one
 *                (kernel32!Wow64DisableWow64FsRedirection: NULL, 127) and of ws2_32's
 *                socket by ordinal 23.
 *   /mode net    ws2_32 with no network: WSAStartup, socket, gethostbyname and
 *                getaddrinfo of a name that does not resolve, connect to a routable
 *                address and to loopback, gethostname, the byte-order and dotted-address
 *                helpers, select with a timeout, ioctlsocket, setsockopt, closesocket,
 *                WSACleanup. Prints the error codes.
 *   /mode heap   HeapCreate(0, 0, 0) then a 100 MB HeapAlloc in it; HeapSize,
 *                HeapValidate, a HeapWalk count of busy blocks, HeapCompact after a free
 *                (some free block is left).
 *   /mode crash  SetUnhandledExceptionFilter with a filter that prints the code and
 *                answers EXCEPTION_CONTINUE_SEARCH, then writes to address 0x40: the
 *                process ends with exit code 0xC0000005.
 *   /mode crash2 the same filter answering EXCEPTION_EXECUTE_HANDLER.
 *
 * Test hooks: test/win32/kernel/test_policies.py compares the printed lines with Wine 8's where Wine
 * agrees (docs there say which lines differ and why).
 */
#include <winsock2.h>
#include <ws2tcpip.h>
#include <windows.h>
#include <stdio.h>
#include <string.h>

static int g_answer;
int *volatile g_write_at = (int *)0x00000040;

static LONG WINAPI filter(EXCEPTION_POINTERS *ep)
{
    printf("filter code=%lx\n", ep->ExceptionRecord->ExceptionCode);
    fflush(stdout);
    return g_answer;
}

static void dll_mode(void)
{
    HMODULE k = LoadLibraryA("kernel32.dll");
    HMODULE h;
    FARPROC f;
    printf("kernel32 loaded=%d\n", k != NULL);
    SetLastError(0);
    h = LoadLibraryA("hhctrl.ocx");
    printf("hhctrl loaded=%d error=%lu\n", h != NULL, h ? 0 : GetLastError());
    SetLastError(0);
    h = LoadLibraryA("nosuchdll_policies.dll");
    printf("unknown loaded=%d error=%lu\n", h != NULL, GetLastError());
    f = GetProcAddress(k, "GetTickCount");
    printf("GetTickCount found=%d\n", f != NULL);
    SetLastError(0);
    f = GetProcAddress(k, "Wow64DisableWow64FsRedirection");
    printf("absent found=%d error=%lu\n", f != NULL, f ? 0 : GetLastError());
    h = LoadLibraryA("ws2_32.dll");
    f = h ? GetProcAddress(h, MAKEINTRESOURCEA(23)) : NULL;
    printf("ws2_32 loaded=%d socket_by_ordinal=%d same=%d\n", h != NULL, f != NULL,
           f != NULL && f == GetProcAddress(h, "socket"));
}

static void net_mode(void)
{
    WSADATA wsa;
    SOCKET s;
    struct sockaddr_in sin;
    struct addrinfo *res = (struct addrinfo *)1;
    struct hostent *he;
    struct timeval tv = {0, 50000};
    fd_set rd;
    u_long arg = 1;
    int one = 1, r;
    char name[256];
    struct in_addr in;

    r = WSAStartup(MAKEWORD(2, 2), &wsa);
    printf("startup=%d version=%x high=%x\n", r, wsa.wVersion, wsa.wHighVersion);
    s = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    printf("socket ok=%d\n", s != INVALID_SOCKET);
    he = gethostbyname("nosuchhost.invalid");
    printf("gethostbyname null=%d error=%d\n", he == NULL, WSAGetLastError());
    r = getaddrinfo("nosuchhost.invalid", "80", NULL, &res);
    printf("getaddrinfo=%d res_null=%d\n", r, res == NULL);
    memset(&sin, 0, sizeof sin);
    sin.sin_family = AF_INET;
    sin.sin_port = htons(80);
    sin.sin_addr.s_addr = inet_addr("192.0.2.1");
    r = connect(s, (struct sockaddr *)&sin, sizeof sin);
    printf("connect=%d error=%d\n", r, WSAGetLastError());
    closesocket(s);
    s = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    sin.sin_port = htons(1);
    sin.sin_addr.s_addr = inet_addr("127.0.0.1");
    r = connect(s, (struct sockaddr *)&sin, sizeof sin);
    printf("connect_loopback=%d error=%d\n", r, WSAGetLastError());
    r = gethostname(name, sizeof name);
    printf("gethostname=%d nonempty=%d\n", r, name[0] != 0);
    in.s_addr = inet_addr("10.1.2.3");
    printf("htons=%x ntohs=%x inet_addr=%lx inet_ntoa=%s bad=%lx\n", htons(0x1234),
           ntohs(0x3412), (unsigned long)inet_addr("10.1.2.3"), inet_ntoa(in),
           (unsigned long)inet_addr("not.an.address"));
    r = ioctlsocket(s, FIONBIO, &arg);
    printf("ioctlsocket=%d\n", r);
    r = setsockopt(s, SOL_SOCKET, SO_REUSEADDR, (const char *)&one, sizeof one);
    printf("setsockopt=%d\n", r);
    FD_ZERO(&rd);
    FD_SET(s, &rd);
    r = select(0, &rd, NULL, NULL, &tv);
    printf("select=%d\n", r);
    WSASetLastError(12345);
    printf("lasterror=%d\n", WSAGetLastError());
    r = closesocket(s);
    printf("closesocket=%d\n", r);
    r = closesocket(s);
    printf("closesocket_again=%d error=%d\n", r, WSAGetLastError());
    printf("cleanup=%d\n", WSACleanup());
}

static void heap_mode(void)
{
    HANDLE h = HeapCreate(0, 0, 0);
    void *big, *small;
    PROCESS_HEAP_ENTRY e;
    int busy = 0;
    SIZE_T largest;
    printf("heap ok=%d\n", h != NULL);
    small = HeapAlloc(h, 0, 100);
    big = HeapAlloc(h, 0, 100 * 1024 * 1024);
    printf("alloc100mb ok=%d\n", big != NULL);
    if (big) {
        memset(big, 0x5a, 100 * 1024 * 1024);
        printf("size=%lu\n", (unsigned long)HeapSize(h, 0, big));
    }
    printf("validate=%d block=%d bogus=%d\n", HeapValidate(h, 0, NULL) != 0,
           HeapValidate(h, 0, small) != 0, HeapValidate(h, 0, (char *)small + 8) != 0);
    e.lpData = NULL;
    while (HeapWalk(h, &e))
        if (e.wFlags & PROCESS_HEAP_ENTRY_BUSY)
            busy++;
    printf("walk busy=%d end_error=%lu\n", busy, GetLastError());
    HeapFree(h, 0, big);
    largest = HeapCompact(h, 0);
    printf("compact_nonzero=%d\n", largest != 0);
    printf("destroy=%d\n", HeapDestroy(h) != 0);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    const char *p = lpCmdLine ? strstr(lpCmdLine, "/mode ") : NULL;
    const char *mode = p ? p + 6 : "dll";

    (void)hInst; (void)hPrev; (void)nShow;
    if (!strncmp(mode, "dll", 3))
        dll_mode();
    else if (!strncmp(mode, "net", 3))
        net_mode();
    else if (!strncmp(mode, "heap", 4))
        heap_mode();
    else if (!strncmp(mode, "crash", 5)) {
        g_answer = mode[5] == '2' ? EXCEPTION_EXECUTE_HANDLER : EXCEPTION_CONTINUE_SEARCH;
        SetUnhandledExceptionFilter(filter);
        *g_write_at = 1;
        printf("survived\n");
    }
    fflush(stdout);
    return 0;
}
