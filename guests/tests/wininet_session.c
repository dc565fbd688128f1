/* WININET's sessions on a machine with no network (dlls/wininet/sessions.py): open,
 * connect, requests failing as with no network, handles, options, the connected state,
 * time strings, the empty URL cache. Expected lines:
 * test/win32/kernel/test_wininet_session.py (Wine 8 in a namespace with only lo). */
#include <windows.h>
#include <wininet.h>
#include <stdio.h>

static void qdword(HINTERNET h, DWORD opt, const char *what)
{
    DWORD v = 0xdeadbeef, size = sizeof v;
    BOOL r;
    SetLastError(0xdeadbeef);
    r = InternetQueryOptionA(h, opt, &v, &size);
    printf("query %s: %d %lu %lu\n", what, r, r ? v : GetLastError(), size);
}

static void open_url(HINTERNET s, const char *url)
{
    HINTERNET h;
    SetLastError(0xdeadbeef);
    h = InternetOpenUrlA(s, url, NULL, 0, INTERNET_FLAG_RELOAD, 0);
    printf("openurl %s: %d %lu\n", url, h != NULL, GetLastError());
    if (h) InternetCloseHandle(h);
}

static void send_req(HINTERNET s, const char *host, INTERNET_PORT port)
{
    HINTERNET c, r;
    BOOL ok;
    SetLastError(0xdeadbeef);
    c = InternetConnectA(s, host, port, NULL, NULL, INTERNET_SERVICE_HTTP, 0, 7);
    printf("connect %s: %d %lu\n", host, c != NULL, c ? 0 : GetLastError());
    if (!c) return;
    SetLastError(0xdeadbeef);
    r = HttpOpenRequestA(c, "GET", "/index.html", NULL, NULL, NULL, 0, 9);
    printf(" request: %d %lu\n", r != NULL, r ? 0 : GetLastError());
    if (r) {
        SetLastError(0xdeadbeef);
        ok = HttpSendRequestA(r, NULL, 0, NULL, 0);
        printf(" send: %d %lu\n", ok, GetLastError());
    }
    printf(" close connect: %d\n", InternetCloseHandle(c));
    SetLastError(0xdeadbeef);
    printf(" close request after: %d %lu\n", r ? InternetCloseHandle(r) : -1, GetLastError());
}

int main(void)
{
    HINTERNET s, sw, c, ftp;
    DWORD flags, size, v;
    char agent[64], buf[64];
    WCHAR bufw[64];
    SYSTEMTIME st, st2;
    BOOL r;
    INTERNET_CACHE_ENTRY_INFOA *info = (void *)buf;

    flags = 0xdeadbeef;
    r = InternetGetConnectedState(&flags, 0);
    printf("connected: %d flags %lx\n", r, flags);
    printf("attempt: %lu\n", InternetAttemptConnect(0));
    SetLastError(0xdeadbeef);
    r = InternetCheckConnectionA("http://www.example.com/", FLAG_ICC_FORCE_CONNECTION, 0);
    printf("check: %d %lu\n", r, GetLastError());

    s = InternetOpenA("agent/1.0", INTERNET_OPEN_TYPE_DIRECT, NULL, NULL, 0);
    printf("open: %d\n", s != NULL);
    qdword(s, INTERNET_OPTION_HANDLE_TYPE, "handle type");
    qdword(s, INTERNET_OPTION_CONNECT_TIMEOUT, "connect timeout");
    qdword(s, INTERNET_OPTION_SEND_TIMEOUT, "send timeout");
    qdword(s, INTERNET_OPTION_RECEIVE_TIMEOUT, "receive timeout");
    v = 1234;
    r = InternetSetOptionA(s, INTERNET_OPTION_CONNECT_TIMEOUT, &v, sizeof v);
    printf("set connect timeout: %d\n", r);
    qdword(s, INTERNET_OPTION_CONNECT_TIMEOUT, "connect timeout");
    size = sizeof agent;
    r = InternetQueryOptionA(s, INTERNET_OPTION_USER_AGENT, agent, &size);
    printf("agent: %d '%s' %lu\n", r, r ? agent : "", size);
    size = 2;
    SetLastError(0xdeadbeef);
    r = InternetQueryOptionA(s, INTERNET_OPTION_USER_AGENT, agent, &size);
    printf("agent short: %d %lu %lu\n", r, GetLastError(), size);
    size = sizeof v;
    SetLastError(0xdeadbeef);
    r = InternetQueryOptionA((HINTERNET)0xbad0, INTERNET_OPTION_HANDLE_TYPE, &v, &size);
    printf("query bad handle: %d %lu\n", r, GetLastError());

    {
        char pbuf[128];
        INTERNET_PROXY_INFO *pi = (void *)pbuf;
        HINTERNET hs[2];
        int i;
        hs[0] = NULL; hs[1] = s;
        for (i = 0; i < 2; i++) {
            size = sizeof pbuf;
            SetLastError(0xdeadbeef);
            r = InternetQueryOptionA(hs[i], INTERNET_OPTION_PROXY, pbuf, &size);
            printf("proxy %d: %d %lu access %lu proxy %s bypass %s\n", i, r,
                   r ? size : GetLastError(), r ? pi->dwAccessType : 0,
                   r && pi->lpszProxy ? (const char *)pi->lpszProxy : "(null)",
                   r && pi->lpszProxyBypass ? (const char *)pi->lpszProxyBypass : "(null)");
            qdword(hs[i], INTERNET_OPTION_CONNECTED_STATE, "connected state");
        }
        size = 4;
        SetLastError(0xdeadbeef);
        r = InternetQueryOptionA(s, INTERNET_OPTION_PROXY, pbuf, &size);
        printf("proxy short: %d %lu %lu\n", r, GetLastError(), size);
    }
    c = InternetConnectA(s, "www.example.com", INTERNET_DEFAULT_HTTP_PORT, NULL, NULL,
                         INTERNET_SERVICE_HTTP, 0, 0x55);
    qdword(c, INTERNET_OPTION_HANDLE_TYPE, "connect handle type");
    size = sizeof v;
    r = InternetQueryOptionA(c, INTERNET_OPTION_CONTEXT_VALUE, &v, &size);
    printf("context: %d %lx %lu\n", r, v, size);
    InternetCloseHandle(c);

    send_req(s, "www.example.com", 80);
    send_req(s, "127.0.0.1", 8080);
    send_req(s, "localhost", 0);

    SetLastError(0xdeadbeef);
    ftp = InternetConnectA(s, "ftp.example.com", 0, NULL, NULL, INTERNET_SERVICE_FTP, 0, 0);
    printf("ftp name: %d %lu\n", ftp != NULL, GetLastError());
    SetLastError(0xdeadbeef);
    ftp = InternetConnectA(s, "127.0.0.1", 0, NULL, NULL, INTERNET_SERVICE_FTP, 0, 0);
    printf("ftp loopback: %d %lu\n", ftp != NULL, GetLastError());

    open_url(s, "http://www.example.com/");
    open_url(s, "https://127.0.0.1:8443/x");
    open_url(s, "ftp://ftp.example.com/pub");
    open_url(s, "foo://bar/");
    open_url(s, "nonsense");

    SetLastError(0xdeadbeef);
    r = InternetCloseHandle((HINTERNET)0xbad0);
    printf("close bad: %d %lu\n", r, GetLastError());
    printf("close session: %d\n", InternetCloseHandle(s));
    SetLastError(0xdeadbeef);
    r = InternetCloseHandle(s);
    printf("close again: %d %lu\n", r, GetLastError());

    sw = InternetOpenW(L"wide", INTERNET_OPEN_TYPE_PRECONFIG, NULL, NULL, 0);
    size = sizeof bufw;
    r = InternetQueryOptionW(sw, INTERNET_OPTION_USER_AGENT, bufw, &size);
    printf("agentW: %d '%ls' %lu\n", r, bufw, size);
    InternetCloseHandle(sw);

    memset(&st, 0, sizeof st);
    st.wYear = 2024; st.wMonth = 2; st.wDay = 29; st.wDayOfWeek = 4;
    st.wHour = 13; st.wMinute = 5; st.wSecond = 9;
    r = InternetTimeFromSystemTimeA(&st, INTERNET_RFC1123_FORMAT, buf, sizeof buf);
    printf("timefrom: %d '%s'\n", r, buf);
    SetLastError(0xdeadbeef);
    r = InternetTimeFromSystemTimeA(&st, INTERNET_RFC1123_FORMAT, buf, 10);
    printf("timefrom short: %d %lu\n", r, GetLastError());
    r = InternetTimeFromSystemTimeW(&st, INTERNET_RFC1123_FORMAT, bufw, sizeof bufw);
    printf("timefromW: %d '%ls'\n", r, bufw);
    memset(&st2, 0xff, sizeof st2);
    r = InternetTimeToSystemTimeA("Thu, 29 Feb 2024 13:05:09 GMT", &st2, 0);
    printf("timeto: %d %u-%u-%u %u %u:%u:%u.%u\n", r, st2.wYear, st2.wMonth, st2.wDay,
           st2.wDayOfWeek, st2.wHour, st2.wMinute, st2.wSecond, st2.wMilliseconds);
    memset(&st2, 0xff, sizeof st2);
    r = InternetTimeToSystemTimeW(L"Sunday, 06-Nov-94 08:49:37 GMT", &st2, 0);
    printf("timetoW: %d %u-%u-%u %u %u:%u:%u\n", r, st2.wYear, st2.wMonth, st2.wDay,
           st2.wDayOfWeek, st2.wHour, st2.wMinute, st2.wSecond);

    size = sizeof buf;
    SetLastError(0xdeadbeef);
    r = GetUrlCacheEntryInfoA("http://www.example.com/", info, &size);
    printf("cache info: %d %lu\n", r, GetLastError());
    size = sizeof buf;
    SetLastError(0xdeadbeef);
    printf("cache find: %d %lu\n", FindFirstUrlCacheEntryA(NULL, info, &size) != NULL,
           GetLastError());
    SetLastError(0xdeadbeef);
    r = DeleteUrlCacheEntryA("http://www.example.com/");
    printf("cache delete: %d %lu\n", r, GetLastError());
    return 0;
}
