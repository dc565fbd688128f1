/* WININET's URL functions (dlls/wininet/urls.py): InternetCrackUrlA/W in place and into
 * buffers, InternetCreateUrlA/W, InternetCanonicalizeUrlA/W, InternetCombineUrlA/W.
 * Expected lines: test/win32/kernel/test_wininet_url.py (checked against Wine 8). */
#include <windows.h>
#include <wininet.h>
#include <stdio.h>

static void crack_inplace(const char *url, DWORD flags)
{
    URL_COMPONENTSA c;
    BOOL r;
    memset(&c, 0, sizeof c);
    c.dwStructSize = sizeof c;
    c.dwSchemeLength = c.dwHostNameLength = c.dwUserNameLength = 1;
    c.dwPasswordLength = c.dwUrlPathLength = c.dwExtraInfoLength = 1;
    SetLastError(0xdeadbeef);
    r = InternetCrackUrlA(url, 0, flags, &c);
    if (!r) { printf("crack %s: 0 %lu\n", url, GetLastError()); return; }
#define OFF(p) ((p) ? (int)((p) - url) : -1)
    printf("crack %s: scheme %d+%lu n%d host %d+%lu port %u user %d+%lu pass %d+%lu"
           " path %d+%lu extra %d+%lu\n", url, OFF(c.lpszScheme), c.dwSchemeLength,
           c.nScheme, OFF(c.lpszHostName), c.dwHostNameLength, c.nPort,
           OFF(c.lpszUserName), c.dwUserNameLength, OFF(c.lpszPassword), c.dwPasswordLength,
           OFF(c.lpszUrlPath), c.dwUrlPathLength, OFF(c.lpszExtraInfo), c.dwExtraInfoLength);
}

static void crack_buffers(const char *url, DWORD flags, int with_extra)
{
    char s[64], h[64], u[64], p[64], path[128], x[64];
    WCHAR w[256], hw[64], pathw[128];
    URL_COMPONENTSA c;
    URL_COMPONENTSW cw;
    BOOL r;
    memset(&c, 0, sizeof c);
    c.dwStructSize = sizeof c;
    c.lpszScheme = s; c.dwSchemeLength = sizeof s;
    c.lpszHostName = h; c.dwHostNameLength = sizeof h;
    c.lpszUserName = u; c.dwUserNameLength = sizeof u;
    c.lpszPassword = p; c.dwPasswordLength = sizeof p;
    c.lpszUrlPath = path; c.dwUrlPathLength = sizeof path;
    if (with_extra) { c.lpszExtraInfo = x; c.dwExtraInfoLength = sizeof x; }
    SetLastError(0xdeadbeef);
    r = InternetCrackUrlA(url, 0, flags, &c);
    if (!r) { printf("copy %s: 0 %lu\n", url, GetLastError()); return; }
    printf("copy %s: '%s' %d '%s' %u '%s' '%s' '%s'(%lu) '%s'\n", url, s, c.nScheme, h,
           c.nPort, u, p, path, c.dwUrlPathLength, with_extra ? x : "-");
    MultiByteToWideChar(CP_ACP, 0, url, -1, w, 256);
    memset(&cw, 0, sizeof cw);
    cw.dwStructSize = sizeof cw;
    cw.lpszHostName = hw; cw.dwHostNameLength = 64;
    cw.lpszUrlPath = pathw; cw.dwUrlPathLength = 128;
    r = InternetCrackUrlW(w, 0, flags, &cw);
    printf(" W: %d host %ls path %ls(%lu)\n", r, r ? hw : L"", r ? pathw : L"",
           cw.dwUrlPathLength);
}

static void create(const char *scheme, int nscheme, const char *host, int port,
                   const char *user, const char *pass, const char *path, const char *extra,
                   DWORD flags)
{
    URL_COMPONENTSA c;
    char out[256];
    DWORD len = 0;
    BOOL r;
    memset(&c, 0, sizeof c);
    c.dwStructSize = sizeof c;
    c.lpszScheme = (char *)scheme; c.nScheme = nscheme;
    c.lpszHostName = (char *)host; c.nPort = port;
    c.lpszUserName = (char *)user; c.lpszPassword = (char *)pass;
    c.lpszUrlPath = (char *)path; c.lpszExtraInfo = (char *)extra;
    SetLastError(0xdeadbeef);
    r = InternetCreateUrlA(&c, flags, NULL, &len);
    printf("create sizing: %d %lu %lu\n", r, GetLastError(), len);
    r = InternetCreateUrlA(&c, flags, out, &len);
    printf("create: %d '%s' %lu\n", r, r ? out : "", len);
}

static void canon(const char *url, DWORD flags)
{
    char out[128];
    DWORD len = sizeof out;
    BOOL r;
    SetLastError(0xdeadbeef);
    r = InternetCanonicalizeUrlA(url, out, &len, flags);
    printf("canon %08lx: %d '%s' %lu\n", flags, r, r ? out : "", r ? len : GetLastError());
}

static void combine(const char *base, const char *rel, DWORD flags)
{
    char out[128];
    DWORD len = sizeof out;
    BOOL r;
    r = InternetCombineUrlA(base, rel, out, &len, flags);
    printf("combine %s + %s: %d '%s' %lu\n", base, rel, r, r ? out : "", len);
}

int main(void)
{
    WCHAR outw[64];
    DWORD len;
    URL_COMPONENTSW cw;
    BOOL r;

    crack_inplace("http://user:pw@www.example.com:8080/a/b.html?q=1#frag", 0);
    crack_inplace("https://example.com", 0);
    crack_inplace("ftp://ftp.example.com/pub/", 0);
    crack_inplace("mailto:someone@example.com", 0);
    crack_inplace("file:///c:/dir/a%20b.txt", 0);
    crack_inplace("res://x.dll/page.htm", 0);
    crack_inplace("http://", 0);
    crack_inplace("http://host:12x/", 0);
    crack_inplace("noscheme", 0);
    crack_inplace("", 0);
    crack_buffers("http://u%41:p@h.example.org:81/p%20q?x=%41#f", 0, 1);
    crack_buffers("http://u%41:p@h.example.org:81/p%20q?x=%41#f", ICU_DECODE, 1);
    crack_buffers("http://h.example.org/p?x#f", 0, 0);
    crack_buffers("file:///c:/dir/a%20b/..", 0, 1);
    crack_buffers("file://c:/dir/a%20b/.", 0, 1);

    create("http", 0, "www.example.com", 80, "u", "p", "/x", "?y", 0);
    create(NULL, INTERNET_SCHEME_HTTPS, "example.com", 444, NULL, NULL, "/", NULL, 0);
    create("ftp", 0, "example.com", 21, "anon", NULL, "pub", NULL, 0);
    create("about", 0, NULL, 0, NULL, NULL, "blank", NULL, 0);
    create("http", 0, "h", 80, NULL, "p", "/", NULL, 0);
    create("http", 0, "h", 80, NULL, NULL, "/a b", "?c d", ICU_ESCAPE);

    /* the W length on a short buffer is in bytes */
    memset(&cw, 0, sizeof cw);
    cw.dwStructSize = sizeof cw;
    cw.lpszScheme = (WCHAR *)L"http"; cw.lpszHostName = (WCHAR *)L"h"; cw.nPort = 80;
    len = 0;
    SetLastError(0xdeadbeef);
    r = InternetCreateUrlW(&cw, 0, NULL, &len);
    printf("createW sizing: %d %lu %lu\n", r, GetLastError(), len);
    len = 64;
    r = InternetCreateUrlW(&cw, 0, outw, &len);
    printf("createW: %d '%ls' %lu\n", r, outw, len);

    canon("http://www.example.com/a/./b/../c d/%41?e f#g", 0);
    canon("http://www.example.com/a/./b/../c d/%41?e f#g", ICU_DECODE);
    canon("http://www.example.com/a/./b/../c d/%41?e f#g", ICU_NO_META);
    canon("http://www.example.com/a/./b/../c d/%41?e f#g", ICU_NO_ENCODE);
    canon("http://www.example.com/a/./b/../c d/%41?e f#g", ICU_ENCODE_SPACES_ONLY);
    canon("http://www.example.com/a%41  ", ICU_ENCODE_PERCENT);
    len = 5;
    SetLastError(0xdeadbeef);
    r = InternetCanonicalizeUrlA("http://example.com/", (char *)outw, &len, 0);
    printf("canon short: %d %lu %lu\n", r, GetLastError(), len);

    combine("http://example.com/a/b.html", "c.html", 0);
    combine("http://example.com/a/b.html", "../c d.html", 0);
    combine("http://example.com/a/b.html", "/root", 0);
    combine("http://example.com/a/b.html", "https://other/x", 0);
    combine("http://example.com/a/b.html", "#frag", 0);
    return 0;
}
