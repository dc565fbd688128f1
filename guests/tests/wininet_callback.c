/* WININET's status callbacks on synchronous handles with no network
 * (dlls/wininet/sessions.py notify): handle created / closing, name resolving.
 * Expected lines: test/win32/kernel/test_wininet_session.py (Wine 8 in a namespace with
 * only lo). */
#include <windows.h>
#include <wininet.h>
#include <stdio.h>
static void CALLBACK cb(HINTERNET h, DWORD_PTR ctx, DWORD status, LPVOID info, DWORD len)
{
    printf(" cb ctx %lu status %lu len %lu", (unsigned long)ctx, status, len);
    if (status == 10 || status == 11 || status == 20) printf(" '%s'", (const char *)info);
    else printf(" same-handle %d", *(HINTERNET *)info == h);
    printf("\n");
}
int main(void)
{
    HINTERNET s, c, r;
    INTERNET_STATUS_CALLBACK prev;
    BOOL ok;
    s = InternetOpenA("a", 1, NULL, NULL, 0);
    prev = InternetSetStatusCallbackA(s, cb);
    printf("set: %d\n", prev == NULL);
    prev = InternetSetStatusCallbackA(s, cb);
    printf("set again: %d\n", prev == cb);
    printf("set bad: %d\n", InternetSetStatusCallbackA((HINTERNET)0xbad0, cb) == INTERNET_INVALID_STATUS_CALLBACK);
    c = InternetConnectA(s, "www.example.com", 80, NULL, NULL, INTERNET_SERVICE_HTTP, 0, 1);
    printf("connect %d\n", c != NULL);
    r = HttpOpenRequestA(c, "GET", "/", NULL, NULL, NULL, 0, 2);
    printf("request %d\n", r != NULL);
    ok = HttpSendRequestA(r, NULL, 0, NULL, 0);
    printf("send %d %lu\n", ok, GetLastError());
    printf("close r %d\n", InternetCloseHandle(r));
    r = HttpOpenRequestA(c, "GET", "/", NULL, NULL, NULL, 0, 0);
    ok = HttpSendRequestA(r, NULL, 0, NULL, 0);
    printf("send ctx0 %d %lu\n", ok, GetLastError());
    printf("close c %d\n", InternetCloseHandle(c));
    c = InternetConnectA(s, "127.0.0.1", 80, NULL, NULL, INTERNET_SERVICE_HTTP, 0, 3);
    r = HttpOpenRequestA(c, "GET", "/", NULL, NULL, NULL, 0, 4);
    ok = HttpSendRequestA(r, NULL, 0, NULL, 0);
    printf("send ip %d %lu\n", ok, GetLastError());
    printf("openurl %d %lu\n", InternetOpenUrlA(s, "http://www.example.com/", NULL, 0, 0, 5) != NULL, GetLastError());
    printf("close s %d\n", InternetCloseHandle(s));
    return 0;
}
