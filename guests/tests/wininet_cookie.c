/* WININET's cookie jar (dlls/wininet/cookies.py): InternetSetCookie(Ex)A/W,
 * InternetGetCookie(Ex)A/W. Expected lines: test/win32/kernel/test_wininet_cookie.py
 * (checked against Wine 8). */
#include <windows.h>
#include <wininet.h>
#include <stdio.h>

static void get(const char *url, DWORD flags)
{
    char buf[256];
    DWORD size = sizeof buf;
    BOOL r;
    SetLastError(0xdeadbeef);
    r = InternetGetCookieExA(url, NULL, buf, &size, flags, NULL);
    printf("get %s %lx: %d '%s' %lu\n", url, flags, r, r ? buf : "", r ? size : GetLastError());
}

static void set(const char *url, const char *name, const char *data, DWORD flags)
{
    DWORD r;
    SetLastError(0xdeadbeef);
    r = InternetSetCookieExA(url, name, data, flags, 0);
    printf("set %s %s '%s' %lx: %lu %lu\n", url, name ? name : "(null)", data, flags, r,
           r == 1 ? 0 : GetLastError());
}

int main(void)
{
    WCHAR bufw[128];
    char buf[8];
    DWORD size;
    BOOL r;

    get("http://www.example.com/", 0);
    printf("plain set: %d\n", InternetSetCookieA("http://www.example.com/a/b.html", "k1", "v1"));
    get("http://www.example.com/a/", 0);
    get("http://www.example.com/a/c/d", 0);
    get("http://www.example.com/", 0);
    get("http://WWW.EXAMPLE.COM/A/x", 0);
    get("http://other.example.com/a/", 0);
    set("http://www.example.com/", NULL, "k2=v2; path=/; domain=.example.com", 0);
    get("http://other.example.com/a/", 0);
    get("http://www.example.com/a/", 0);
    set("http://www.example.com/", NULL, "k3=v3; domain=other.org", 0);
    set("http://www.example.com/", NULL, "k3=v3; domain=com", 0);
    set("http://www.example.com/", "k4", "v4; path=/; HttpOnly", 0);
    set("http://www.example.com/", "k4", "v4; path=/; HttpOnly", INTERNET_COOKIE_HTTPONLY);
    get("http://www.example.com/", 0);
    get("http://www.example.com/", INTERNET_COOKIE_HTTPONLY);
    set("http://www.example.com/", "k4", "v5; path=/", 0);
    set("http://www.example.com/", NULL, "k2=new; path=/; domain=example.com", 0);
    get("http://www.example.com/", 0);
    set("http://www.example.com/", NULL, "k2=x; path=/; domain=example.com;"
        " expires=Thu, 01 Jan 1970 00:00:00 GMT", 0);
    get("http://www.example.com/", 0);
    set("http://www.example.com/", NULL, "k5=later; path=/; expires=Fri, 01 Jan 2100 00:00:00 GMT", 0);
    set("http://www.example.com/", NULL, "novalue; path=/", 0);
    get("http://www.example.com/", 0);
    set("noscheme", "a", "b", 0);
    set("file:///c:/x", "a", "b", 0);

    size = 0;
    SetLastError(0xdeadbeef);
    r = InternetGetCookieA("http://www.example.com/", NULL, NULL, &size);
    printf("sizing A: %d %lu\n", r, size);
    size = sizeof buf;
    SetLastError(0xdeadbeef);
    r = InternetGetCookieA("http://www.example.com/", NULL, buf, &size);
    printf("short A: %d %lu %lu\n", r, GetLastError(), size);
    size = 0;
    r = InternetGetCookieW(L"http://www.example.com/", NULL, NULL, &size);
    printf("sizing W: %d %lu\n", r, size);
    size = 4;
    SetLastError(0xdeadbeef);
    r = InternetGetCookieW(L"http://www.example.com/", NULL, bufw, &size);
    printf("short W: %d %lu %lu\n", r, GetLastError(), size);
    size = 128;
    r = InternetGetCookieW(L"http://www.example.com/", NULL, bufw, &size);
    printf("W: %d '%ls' %lu\n", r, bufw, size);
    printf("setW: %d\n", InternetSetCookieW(L"http://w.example.net/", L"wk", L"wv"));
    size = 128;
    r = InternetGetCookieExW(L"http://w.example.net/", NULL, bufw, &size, 0, NULL);
    printf("W: %d '%ls' %lu\n", r, bufw, size);
    SetLastError(0xdeadbeef);
    r = InternetGetCookieA(NULL, NULL, buf, &size);
    printf("null url: %d %lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = InternetSetCookieA("http://www.example.com/", "a", NULL);
    printf("null data: %d %lu\n", r, GetLastError());
    return 0;
}
