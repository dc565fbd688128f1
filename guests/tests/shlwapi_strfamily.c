/*
 * shlwapi_strfamily.c - test guest for the rest of SHLWAPI's string family
 * (test/win32/shell/test_shlwapi_strfamily.py): copying and concatenating, bounded
 * searches, spans, trimming, comparisons, StrFromTimeInterval, and the corrections the
 * conformance bench found in StrFormatByteSize, StrFormatKBSize, StrToIntEx, StrStr,
 * StrCpyN and StrRetToBufW. One line per check.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine shlwapi_strfamily.exe).
 */
#include <windows.h>
#include <shlwapi.h>
#include <shlobj.h>
#include <stdio.h>
#include <string.h>

typedef LPSTR (WINAPI *cpynxa_t)(LPSTR, LPCSTR, int);
typedef LPWSTR (WINAPI *cpynxw_t)(LPWSTR, LPCWSTR, int);
typedef DWORD (WINAPI *a2a_t)(LPCSTR, LPSTR, int);
typedef DWORD (WINAPI *catchain_t)(LPWSTR, DWORD, DWORD, LPCWSTR);
typedef LPWSTR (WINAPI *strn_t)(LPCWSTR, LPCWSTR, UINT);
typedef LPWSTR (WINAPI *chrn_t)(LPCWSTR, WCHAR, UINT);
typedef BOOL (WINAPI *intl_t)(BOOL, LPCSTR, LPCSTR, int);

static void wline(const char *what, const WCHAR *w)
{
    char buf[256];
    WideCharToMultiByte(CP_ACP, 0, w, -1, buf, sizeof buf, NULL, NULL);
    printf("%s \"%s\"\n", what, buf);
}

int main(void)
{
    HMODULE h = GetModuleHandleA("shlwapi.dll");
    cpynxa_t cpynxa = (cpynxa_t)GetProcAddress(h, (LPCSTR)399);
    cpynxw_t cpynxw = (cpynxw_t)GetProcAddress(h, (LPCSTR)400);
    a2a_t a2a = (a2a_t)GetProcAddress(h, (LPCSTR)345);
    catchain_t chain = (catchain_t)GetProcAddress(h, "StrCatChainW");
    strn_t strstrn = (strn_t)GetProcAddress(h, "StrStrNW");
    strn_t strstrni = (strn_t)GetProcAddress(h, "StrStrNIW");
    chrn_t chrn = (chrn_t)GetProcAddress(h, "StrChrNW");
    intl_t intleq = (intl_t)GetProcAddress(h, "IntlStrEqWorkerA");
    char a[32], b[64];
    WCHAR w[32], w2[32];
    const WCHAR *hay = L"DeAdBeEf";
    LPWSTR pw;
    LPSTR pa;
    STRRET sr;
    HRESULT hr;
    int i, v;
    static const DWORD ms[] = {1, 1000000, 3999997, 150999850, 493999507};
    static const LONGLONG sizes[] = {-1023, 309, 1022286, 1046862, 1073741775,
                                     ((LONGLONG)0x0fffffff << 32) | 0xfffffa9b};

    /* copying and concatenating */
    pw = StrCpyW(w, L"dead");
    printf("StrCpyW ret=dst:%d\n", pw == w);
    StrCatW(w, L"beef");
    wline("StrCatW", w);
    strcpy(a, "abc");
    printf("StrCatBuffA=%d \"%s\"\n", StrCatBuffA(a, "defghij", 6) == a, a);
    strcpy(a, "abc");
    printf("StrNCatA=%d \"%s\"\n", StrNCatA(a, "defghij", 3) == a, a);
    memset(w, 0x11, sizeof w);
    printf("StrCatChainW(32,0)=%lu\n", chain(w, 32, 0, L"DeAd"));
    printf("StrCatChainW(32,-1)=%lu\n", chain(w, 32, -1, L"BeEf"));
    wline(" buffer", w);
    printf("StrCatChainW(4,1)=%lu\n", chain(w, 4, 1, L"BeEf"));
    wline(" buffer", w);
    printf("StrCatChainW(9,9)=%lu StrCatChainW(9,10)=%lu StrCatChainW(0,-1)=%lu\n",
           chain(w, 9, 9, L"x"), chain(w, 9, 10, L"x"), chain(w, 0, -1, L"x"));
    memset(a, '\n', 8);
    pa = cpynxa(a, "hello", 8);
    printf("StrCpyNXA ret-dst=%d a[5]=%d a[6]=%d\n", (int)(pa - a), a[5], a[6]);
    pw = cpynxw(w, L"hello", 3);
    printf("StrCpyNXW ret-dst=%d\n", (int)(pw - w));
    memset(a, '\n', 8);
    printf("SHAnsiToAnsi=%lu \"%s\"\n", a2a("hello", a, 8), a);
    printf("SHAnsiToAnsi(cut)=%lu \"%s\"\n", a2a("hello", a, 3), a);
    memset(w, 0xbf, sizeof w);
    printf("StrCpyNW(buf,(LPCWSTR)1,1)=%d w[0]=%x w[1]=%x\n",
           StrCpyNW(w, (LPCWSTR)1, 1) == w, w[0], w[1]);

    /* bounded searches */
    pw = chrn(L"Testing String", 't', 10);
    printf("StrChrNW(t,10)=%d StrChrNW(r,10)=%p\n", pw ? (int)(pw - L"Testing String") : -1,
           chrn(L"Testing String", 'r', 10));
    for (i = 0; i <= 6; i++) {
        pw = strstrn(hay, L"BeEf", i);
        printf("StrStrNW(BeEf,%d)=%d", i, pw ? (int)(pw - hay) : -1);
        pw = strstrni(hay, L"beef", i);
        printf(" StrStrNIW(beef,%d)=%d\n", i, pw ? (int)(pw - hay) : -1);
    }
    printf("StrStrNW(empty)=%p StrStrA(\"\",\"\")=%p StrStrA(x,\"\")=%p StrStrIW(x,\"\")=%p\n",
           strstrn(hay, L"", 8), StrStrA("", ""), StrStrA("abc", ""), StrStrIW(L"abc", L""));

    /* spans and trimming */
    printf("StrSpnA=%d StrCSpnA=%d StrCSpnIA=%d StrSpnW=%d StrCSpnW=%d\n",
           StrSpnA("aabbcx", "ab"), StrCSpnA("hello world", "ow"), StrCSpnIA("hello World", "W"),
           StrSpnW(L"  x", L" "), StrCSpnW(L"abc", L"z"));
    strcpy(a, "  ..trim me..  ");
    printf("StrTrimA=%d \"%s\"\n", StrTrimA(a, " ."), a);
    printf("StrTrimA(nothing)=%d \"%s\"\n", StrTrimA(a, "x"), a);
    lstrcpyW(w, L"\t\tw\t");
    printf("StrTrimW=%d", StrTrimW(w, L"\t"));
    wline("", w);

    /* comparisons */
    printf("StrCmpCA=%d,%d,%d StrCmpICA=%d,%d StrCmpCW=%d StrCmpICW=%d\n",
           StrCmpCA("abc", "abd"), StrCmpCA("b", "B"), StrCmpCA("same", "same"),
           StrCmpICA("ABC", "abc"), StrCmpICA("a", "B"), StrCmpCW(L"_", L"a"),
           StrCmpICW(L"Zed", L"zed"));
    printf("ChrCmpIA=%d,%d,%d ChrCmpIW=%d\n", ChrCmpIA('a', 'a'), ChrCmpIA('b', 'B'),
           ChrCmpIA('a', 'z') != 0, ChrCmpIW('q', 'Q'));
    printf("StrIsIntlEqualA=%d,%d IntlStrEqWorkerA=%d,%d StrIsIntlEqualW(3)=%d\n",
           StrIsIntlEqualA(FALSE, "abCDe", "ABcdX", 4), StrIsIntlEqualA(TRUE, "abCDe", "ABcde", 5),
           intleq(FALSE, "Hello", "hello", 5), intleq(TRUE, "Hello", "hello", 5),
           StrIsIntlEqualW(TRUE, L"abcX", L"abcY", 3));
    printf("StrCmpLogicalW=%d,%d,%d,%d,%d\n", StrCmpLogicalW(L"file2", L"file10"),
           StrCmpLogicalW(L"File10", L"file9"), StrCmpLogicalW(L"a", L"A"),
           StrCmpLogicalW(L"x1y", L"x1z"), StrCmpLogicalW(L"abc", L"ab"));

    /* StrFromTimeInterval */
    for (i = 0; i < 5; i++) {
        for (v = 1; v <= 7; v += 2) {
            StrFromTimeIntervalA(b, sizeof b, ms[i], v);
            printf("StrFromTimeIntervalA(%lu,%d)=\"%s\"\n", ms[i], v, b);
        }
    }
    printf("StrFromTimeIntervalA(cut)=%d \"%s\"\n", StrFromTimeIntervalA(b, 5, 3999997, 7), b);
    printf("StrFromTimeIntervalW=%d", StrFromTimeIntervalW(w, 32, 61000, 3));
    wline("", w);

    /* corrections */
    for (i = 0; i < 6; i++) {
        StrFormatByteSize64A(sizes[i], b, sizeof b);
        printf("StrFormatByteSize64A(%I64d)=\"%s\"", sizes[i], b);
        StrFormatKBSizeA(sizes[i], b, sizeof b);
        printf(" StrFormatKBSizeA=\"%s\"\n", b);
    }
    StrToIntExA("-0x44fd", STIF_SUPPORT_HEX, &v);
    printf("StrToIntExA(-0x44fd)=%x", v);
    StrToIntExA(" -0x10", STIF_SUPPORT_HEX, &v);
    printf(" (-0x10)=%d", v);
    StrToIntExA("-16", STIF_SUPPORT_HEX, &v);
    printf(" (-16)=%d\n", v);
    sr.uType = STRRET_WSTR;
    sr.pOleStr = StrDupW(L"0123456789abcdef");
    memset(w, 0xbf, sizeof w);
    hr = StrRetToBufW(&sr, NULL, w, 10);
    printf("StrRetToBufW(long)=%08lx w[0]=%x w[9]=%x w[10]=%x\n", hr, w[0], w[9], w[10]);
    sr.uType = STRRET_WSTR;
    sr.pOleStr = NULL;
    memset(w, 0xbf, sizeof w);
    hr = StrRetToBufW(&sr, NULL, w, 10);
    printf("StrRetToBufW(NULL)=%08lx w[0]=%x\n", hr, w[0]);
    sr.uType = STRRET_WSTR;
    sr.pOleStr = StrDupW(L"fits");
    hr = StrRetToBufW(&sr, NULL, w2, 10);
    printf("StrRetToBufW(fits)=%08lx", hr);
    wline("", w2);
    printf("done\n");
    return 0;
}
