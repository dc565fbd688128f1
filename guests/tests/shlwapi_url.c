/*
 * shlwapi_url.c - test guest for SHLWAPI's URL functions of the census (docs/dlls.md,
 * "SHLWAPI: paths, URLs, strings and streams").
 *
 * What it does: one mode per run ("/mode NAME"), each call printed on one line as
 * "Function(input,flags)=HRESULT length output" (wide strings shown as ASCII).
 *   /mode url    ParseURL, UrlIs, UrlUnescape, UrlEscape, UrlGetPart, UrlApplyScheme,
 *                PathCreateFromUrl, UrlCreateFromPath on many inputs, with the
 *                buffer-too-small answers.
 *   /mode canon  UrlCanonicalize and UrlCombine with their flags.
 *   /mode extra  more inputs: dot segments, queries and fragments, RFC 1808's relative
 *                examples, URL prefixes, file URLs.
 *
 * Test hooks: test/win32/shell/test_shlwapi_census.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <shlwapi.h>
#include <stdio.h>
#include <string.h>

static const char *A(const WCHAR *w)
{
    static char buf[8][2100];
    static int n;
    char *b = buf[n++ & 7];
    int i;
    if (!w)
        return "(null)";
    for (i = 0; w[i] && i < 2090; i++)
        b[i] = w[i] < 128 ? (char)w[i] : '?';
    b[i] = 0;
    return b;
}

/* A narrow string with bytes outside printable ASCII shown as \xx. */
static const char *S(const char *s)
{
    static char buf[4][2100];
    static int n;
    char *b = buf[n++ & 3];
    int j = 0;
    for (; *s && j < 2090; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch < 32 || ch > 126)
            j += sprintf(b + j, "\\%02x", ch);
        else
            b[j++] = (char)ch;
    }
    b[j] = 0;
    return b;
}

static const WCHAR *W(const char *s)
{
    static WCHAR buf[8][2100];
    static int n;
    WCHAR *b = buf[n++ & 7];
    int i;
    for (i = 0; s[i]; i++)
        b[i] = (unsigned char)s[i];
    b[i] = 0;
    return b;
}

static const char *urls[] = {
    "http://www.winehq.org/tests/../tests/../..",
    "http://www.winehq.org/tests/./tests/",
    "http://www.winehq.org/a/b/../c?x=1#frag",
    "http://www.winehq.org/a%20b c",
    "http://WWW.WineHQ.org:80/A",
    "http://www.winehq.org",
    "http://www.winehq.org/",
    "http:\\\\www.winehq.org\\a\\b",
    "http://user:pw@host:8080/p/q.html?a=b&c=d#x",
    "https://host/p%41th",
    "ftp://ftp.x.com/pub/file.txt",
    "file:///c:/dir/file.txt",
    "file://c:\\dir\\a b.txt",
    "file:///C:/a%20b/c.txt",
    "file://localhost/c:/x.txt",
    "file://server/share/x.txt",
    "file:c:\\x.txt",
    "file:///c|/x.txt",
    "file:///c:/a/../b/./c",
    "mailto:a@b.com?subject=hi there",
    "about:blank",
    "res://x.dll/2/101",
    "javascript:alert('a b')",
    "xyz://host/a/../b",
    "www.winehq.org",
    "c:\\dir\\file.txt",
    "\\\\server\\share\\f.txt",
    "news:comp.lang",
    "http://host/%7Euser/%2e%2E/x",
    "http://host/a#b#c?d",
    "",
    NULL};

static void url_mode(void)
{
    static const char *unesc[] = {"a%20b", "a%2", "a%zzb", "%41%42%43", "a+b", "%",
        "http://x/a%20b?c%20d#e%20f", "%e9", "a%00b", "%2f%5c", NULL};
    static const DWORD unesc_flags[] = {0, URL_DONT_UNESCAPE_EXTRA_INFO,
        URL_UNESCAPE_INPLACE};
    static const DWORD esc_flags[] = {0, URL_ESCAPE_SPACES_ONLY, URL_ESCAPE_PERCENT,
        URL_ESCAPE_SEGMENT_ONLY, URL_DONT_ESCAPE_EXTRA_INFO};
    static const char *escs[] = {"http://h/a b<c>\"d\"{|}^`[]&x?q r#s t", "a b%c/d?e#f",
        "file:///c:/a b#c?d", "file:c:\\a b\\c", "mailto:a b@c/d?e#f", "ftp://h/a\\b c",
        "xyz:a/b c", "http:a/b c", "\x01\x7f", "~!@$'()*+,;=-_.", NULL};
    static const char *schemes[] = {"www.winehq.org", "ftp.x.com", "winehq.org",
        "c:\\dir\\x.txt", "\\\\s\\h\\x", "http://x", "gopher.x.org", "mail.x.org",
        "news.x.org", "x", "", "/abs", "file.txt", NULL};
    static const DWORD scheme_flags[] = {URL_APPLY_GUESSSCHEME, URL_APPLY_GUESSFILE,
        URL_APPLY_DEFAULT, URL_APPLY_GUESSSCHEME | URL_APPLY_GUESSFILE | URL_APPLY_DEFAULT,
        URL_APPLY_FORCEAPPLY | URL_APPLY_DEFAULT};
    static const char *fromurl[] = {"file:///c:/dir/a%20b.txt", "file://c:\\x y.txt",
        "file:c:/a.txt", "file:/c:/a.txt", "file://localhost/c:/a.txt",
        "file://server/share/a.txt", "file:////server/share/a.txt", "file:///c|/a.txt",
        "http://x/a.txt", "file://c|/a%20b", "file:///a/b", "FILE:///C:/X",
        "file:///c:/a%2fb", "file:", "file://", "file:///", NULL};
    static const char *frompath[] = {"c:\\dir\\a b.txt", "c:\\a#b.txt", "\\\\srv\\sh\\f",
        "http://x", "rel\\f.txt", "c:\\100%.txt", "file:///c:/x", "c:", "", NULL};
    /* URLIS_NOHISTORY, URLIS_APPLIABLE and URLIS_HASQUERY are not asked: Wine 8 answers
     * FALSE for every URL (unimplemented there), so it is no oracle for them. */
    static const DWORD is_kinds[] = {URLIS_URL, URLIS_OPAQUE, URLIS_FILEURL,
        URLIS_DIRECTORY};
    static const DWORD parts[] = {URL_PART_SCHEME, URL_PART_HOSTNAME, URL_PART_USERNAME,
        URL_PART_PASSWORD, URL_PART_PORT, URL_PART_QUERY};
    WCHAR buf[2100];
    char abuf[2100];
    DWORD len;
    HRESULT hr;
    PARSEDURLW pu;
    PARSEDURLA pa;
    int i, j;

    for (i = 0; urls[i]; i++) {
        pu.cbSize = sizeof(pu);
        hr = ParseURLW(W(urls[i]), &pu);
        printf("ParseURL(%s)=%08lx", urls[i], hr);
        if (hr == S_OK)
            printf(" proto=%u suffix=%u scheme=%u\n", pu.cchProtocol, pu.cchSuffix,
                   pu.nScheme);
        else
            printf("\n");
    }
    pa.cbSize = 8;
    printf("ParseURLA(bad size)=%08lx\n", ParseURLA("http://x", &pa));
    pa.cbSize = sizeof(pa);
    hr = ParseURLA("HtTp://x", &pa);
    printf("ParseURLA(HtTp)=%08lx scheme=%u\n", hr, pa.nScheme);
    for (i = 0; urls[i]; i++) {
        printf("UrlIs(%s)=", urls[i]);
        for (j = 0; j < 4; j++)
            printf("%d", UrlIsW(W(urls[i]), is_kinds[j]));
        printf(" A=");
        for (j = 0; j < 4; j++)
            printf("%d", UrlIsA(urls[i], is_kinds[j]));
        printf("\n");
    }
    for (i = 0; unesc[i]; i++)
        for (j = 0; j < 3; j++) {
            lstrcpyW(buf, W(unesc[i]));
            len = 100;
            if (j == 2) {
                hr = UrlUnescapeW(buf, NULL, NULL, unesc_flags[j]);
                printf("UrlUnescape(%s,%lx)=%08lx %s\n", unesc[i], unesc_flags[j], hr, A(buf));
            } else {
                WCHAR out[100];
                hr = UrlUnescapeW(buf, out, &len, unesc_flags[j]);
                printf("UrlUnescape(%s,%lx)=%08lx %lu %s", unesc[i], unesc_flags[j], hr, len,
                       hr == S_OK ? A(out) : "");
                len = 100;
                hr = UrlUnescapeA((char *)unesc[i], abuf, &len, unesc_flags[j]);
                printf(" A=%08lx %lu %s\n", hr, len, hr == S_OK ? S(abuf) : "");
            }
        }
    len = 3;
    hr = UrlUnescapeW((WCHAR *)W("abcdef"), buf, &len, 0);
    printf("UrlUnescape(small)=%08lx %lu\n", hr, len);
    for (i = 0; escs[i]; i++)
        for (j = 0; j < 5; j++) {
            len = 200;
            hr = UrlEscapeW(W(escs[i]), buf, &len, esc_flags[j]);
            printf("UrlEscape(%s,%lx)=%08lx %lu %s", S(escs[i]), esc_flags[j], hr, len,
                   hr == S_OK ? S(A(buf)) : "");
            len = 200;
            hr = UrlEscapeA(escs[i], abuf, &len, esc_flags[j]);
            printf(" A=%08lx %lu %s\n", hr, len, hr == S_OK ? S(abuf) : "");
        }
    len = 3;
    hr = UrlEscapeW(W("a b c"), buf, &len, 0);
    printf("UrlEscape(small)=%08lx %lu\n", hr, len);
    for (i = 0; urls[i]; i++) {
        printf("UrlGetPart(%s)=", urls[i]);
        for (j = 0; j < 6; j++) {
            len = 200;
            lstrcpyW(buf, W("#"));
            hr = UrlGetPartW(W(urls[i]), buf, &len, parts[j], 0);
            printf(" %lx:%lu:%s", hr, len, hr == S_OK ? A(buf) : "");
        }
        len = 200;
        hr = UrlGetPartW(W(urls[i]), buf, &len, URL_PART_HOSTNAME, URL_PARTFLAG_KEEPSCHEME);
        printf(" keep=%lx:%s", hr, hr == S_OK ? A(buf) : "");
        len = 200;
        hr = UrlGetPartA(urls[i], abuf, &len, URL_PART_HOSTNAME, 0);
        printf(" A=%lx:%lu:%s\n", hr, len, hr == S_OK ? abuf : "");
    }
    len = 2;
    hr = UrlGetPartW(W("http://host/x"), buf, &len, URL_PART_HOSTNAME, 0);
    printf("UrlGetPart(small)=%08lx %lu\n", hr, len);
    for (i = 0; schemes[i]; i++)
        for (j = 0; j < 5; j++) {
            len = 200;
            lstrcpyW(buf, W("#"));
            hr = UrlApplySchemeW(W(schemes[i]), buf, &len, scheme_flags[j]);
            printf("UrlApplyScheme(%s,%lx)=%08lx %lu %s", schemes[i], scheme_flags[j], hr, len,
                   hr == S_OK ? A(buf) : "");
            len = 200;
            hr = UrlApplySchemeA(schemes[i], abuf, &len, scheme_flags[j]);
            printf(" A=%08lx %lu %s\n", hr, len, hr == S_OK ? abuf : "");
        }
    len = 3;
    hr = UrlApplySchemeW(W("www.x.org"), buf, &len, URL_APPLY_GUESSSCHEME);
    printf("UrlApplyScheme(small)=%08lx %lu\n", hr, len);
    for (i = 0; fromurl[i]; i++) {
        len = 200;
        lstrcpyW(buf, W("#"));
        hr = PathCreateFromUrlW(W(fromurl[i]), buf, &len, 0);
        printf("PathCreateFromUrl(%s)=%08lx %lu %s", fromurl[i], hr, len,
               hr == S_OK ? A(buf) : "");
        len = 200;
        hr = PathCreateFromUrlA(fromurl[i], abuf, &len, 0);
        printf(" A=%08lx %lu %s\n", hr, len, hr == S_OK ? abuf : "");
    }
    len = 3;
    hr = PathCreateFromUrlW(W("file:///c:/abc"), buf, &len, 0);
    printf("PathCreateFromUrl(small)=%08lx %lu\n", hr, len);
    for (i = 0; frompath[i]; i++) {
        len = 200;
        lstrcpyW(buf, W("#"));
        hr = UrlCreateFromPathW(W(frompath[i]), buf, &len, 0);
        printf("UrlCreateFromPath(%s)=%08lx %lu %s", frompath[i], hr, len, A(buf));
        len = 200;
        hr = UrlCreateFromPathA(frompath[i], abuf, &len, 0);
        printf(" A=%08lx %lu %s\n", hr, len, abuf);
    }
}

static void canon_mode(void)
{
    static const char *combine[][2] = {
        {"http://host/a/b/c", "d"}, {"http://host/a/b/c", "../d"},
        {"http://host/a/b/c", "/d"}, {"http://host/a/b/c", "//other/x"},
        {"http://host/a/b/c", "https://x/y"}, {"http://host/a/b/c", "?q"},
        {"http://host/a/b/c", "#f"}, {"http://host/a/b/c?x", "d"},
        {"http://host/a/b/", "./d/../e"}, {"http://host", "d"},
        {"http://host/a", ""}, {"file:///c:/dir/f.txt", "g.txt"},
        {"file:///c:/dir/f.txt", "..\\g.txt"}, {"http://host/a/b/c", "d e"},
        {"c:\\dir\\f", "g"}, {"mailto:a@b", "c"}, {"http://host/a/b/c", "http:d"},
        {"about:blank", "x"}, {"http://host/a/b/c", "ftp:d"}, {NULL, NULL}};
    /* URL_FILE_USE_PATHURL and URL_WININET_COMPATIBILITY are not asked (wineagent stops
     * the guest on them; Wine 8's answers, e.g. file://\\localhost\c:\x.txt, are its
     * own), nor is "http:\\host\path" (Wine 8 keeps one backslash: http:\/host). */
    static const DWORD canon_flags[] = {0, URL_ESCAPE_SPACES_ONLY, URL_UNESCAPE,
        URL_DONT_SIMPLIFY, URL_ESCAPE_UNSAFE, URL_ESCAPE_PERCENT};
    WCHAR buf[2100];
    char abuf[2100];
    DWORD len;
    HRESULT hr;
    int i, j;

    for (i = 0; urls[i]; i++)
        for (j = 0; j < 6 && strncmp(urls[i], "http:\\", 6); j++) {
            len = 2000;
            hr = UrlCanonicalizeW(W(urls[i]), buf, &len, canon_flags[j]);
            printf("UrlCanonicalize(%s,%lx)=%08lx %lu %s", urls[i], canon_flags[j], hr, len,
                   hr == S_OK ? A(buf) : "");
            len = 2000;
            hr = UrlCanonicalizeA(urls[i], abuf, &len, canon_flags[j]);
            printf(" A=%08lx %lu %s\n", hr, len, hr == S_OK ? abuf : "");
        }
    len = 3;
    hr = UrlCanonicalizeW(W("http://host/"), buf, &len, 0);
    printf("UrlCanonicalize(small)=%08lx %lu\n", hr, len);
    for (i = 0; combine[i][0]; i++)
        for (j = 0; j < 3; j++) {
            DWORD f = j == 0 ? 0 : j == 1 ? URL_DONT_SIMPLIFY : URL_ESCAPE_SPACES_ONLY;
            len = 2000;
            hr = UrlCombineW(W(combine[i][0]), W(combine[i][1]), buf, &len, f);
            printf("UrlCombine(%s,%s,%lx)=%08lx %lu %s", combine[i][0], combine[i][1], f, hr,
                   len, hr == S_OK ? A(buf) : "");
            len = 2000;
            hr = UrlCombineA(combine[i][0], combine[i][1], abuf, &len, f);
            printf(" A=%08lx %lu %s\n", hr, len, hr == S_OK ? abuf : "");
        }
}

/* More inputs for the functions programs use most. Not asked: UrlCombine of a file URL
 * with "/x" (Wine 8 answers "file:///x/", a host where Windows has a path). */
static void extra_mode(void)
{
    static const char *canon[] = {"http://host/a/./b/../../c", "http://host/./a", "http://host/../a",
        "http://host/a/..", "http://host/a/.", "http://host/a/b/../", "http://host/a?b/../c",
        "http://host/a#b/../c", "HTTP://Host/A", "http://host:8080", "http://host?x=1",
        "https://h/a//b", "ftp://h/a/../b", "file:///c:/a/b/../../..", "file:///c:/a%20b/../c",
        "file:c:/a/../b", "FILE:///C:/x", "c:/a/b.txt", "c:\\a\\..\\b.txt", "news:a/../b",
        "mailto:x/../y", "about:a/../b", "http://host/a b#c d", "http://host/%2e/x",
        "res://x.dll/a/../b", "xyz:a/../b", "xyz:/a/../b", "http://a/b/c/d;p?q", NULL};
    static const char *rel[][2] = {{"http://a/b/c/d;p?q", "g"}, {"http://a/b/c/d;p?q", "./g"},
        {"http://a/b/c/d;p?q", "g/"}, {"http://a/b/c/d;p?q", "/g"}, {"http://a/b/c/d;p?q", "..."},
        {"http://a/b/c/d;p?q", "../g"}, {"http://a/b/c/d;p?q", "../../g"},
        {"http://a/b/c/d;p?q", "../../../g"}, {"http://a/b/c/d;p?q", "g?y"},
        {"http://a/b/c/d;p?q", "g#s"}, {"http://a/b/c/d;p?q", "."}, {"http://a/b/c/d;p?q", ".."},
        {"http://a/b/c/", "d"}, {"file:///c:/a/b", "c:\\x"},
        {"http://host", "/"}, {"http://host/a", "//h2"}, {"ftp://h/a/b", "c"}, {"", "x"},
        {"http://h/a", "file:///c:/x"}, {NULL, NULL}};
    static const char *unesc[] = {"%41%42", "%4", "100%", "%%41", "%4G", "a%2Bb+c", NULL};
    static const char *apply[] = {"www", "WWW.x.com", "ftp", "home.x", "mosaic", "wwwx.com", NULL};
    static const char *fromurl[] = {"file://localhost/c|/x", "file:///c:\\a\\b", "file:c|/x",
        "file://h/s/x%20y", "file:\\\\h\\s\\x", NULL};
    WCHAR buf[2100];
    DWORD len;
    HRESULT hr;
    int i, j;
    static const DWORD flags[] = {0, URL_DONT_SIMPLIFY, URL_ESCAPE_UNSAFE, URL_UNESCAPE};

    for (i = 0; canon[i]; i++)
        for (j = 0; j < 4; j++) {
            len = 2000;
            hr = UrlCanonicalizeW(W(canon[i]), buf, &len, flags[j]);
            printf("UrlCanonicalize(%s,%lx)=%08lx %lu %s\n", canon[i], flags[j], hr, len,
                   hr == S_OK ? A(buf) : "");
        }
    for (i = 0; rel[i][0]; i++)
        for (j = 0; j < 2; j++) {
            len = 2000;
            hr = UrlCombineW(W(rel[i][0]), W(rel[i][1]), buf, &len, flags[j]);
            printf("UrlCombine(%s,%s,%lx)=%08lx %lu %s\n", rel[i][0], rel[i][1], flags[j], hr,
                   len, hr == S_OK ? A(buf) : "");
        }
    for (i = 0; unesc[i]; i++) {
        len = 100;
        hr = UrlUnescapeW((WCHAR *)W(unesc[i]), buf, &len, 0);
        printf("UrlUnescape(%s)=%08lx %lu %s\n", unesc[i], hr, len, hr == S_OK ? A(buf) : "");
    }
    for (i = 0; apply[i]; i++) {
        len = 200;
        hr = UrlApplySchemeW(W(apply[i]), buf, &len, URL_APPLY_GUESSSCHEME);
        printf("UrlApplyScheme(%s)=%08lx %lu %s\n", apply[i], hr, len, hr == S_OK ? A(buf) : "");
    }
    for (i = 0; fromurl[i]; i++) {
        len = 200;
        hr = PathCreateFromUrlW(W(fromurl[i]), buf, &len, 0);
        printf("PathCreateFromUrl(%s)=%08lx %lu %s\n", fromurl[i], hr, len,
               hr == S_OK ? A(buf) : "");
    }
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    const char *p = lpCmdLine ? strstr(lpCmdLine, "/mode ") : NULL;

    (void)hInst; (void)hPrev; (void)nShow;
    if (p && !strncmp(p + 6, "canon", 5))
        canon_mode();
    else if (p && !strncmp(p + 6, "extra", 5))
        extra_mode();
    else
        url_mode();
    fflush(stdout);
    return 0;
}
