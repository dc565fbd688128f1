/*
 * shlwapi_more.c - test guest for SHLWAPI's registry helpers and small string helpers of
 * the census (docs/dlls.md, "SHLWAPI: paths, URLs, strings and streams").
 *
 * What it does (one line per call, printf): SHSetValue (creating the subkey), SHGetValue
 * (REG_SZ, REG_DWORD, a REG_EXPAND_SZ handed back expanded as REG_SZ, the size query, a
 * buffer too small, a missing value or key), SHQueryValueEx, SHDeleteKey of a key with
 * subkeys; SHStrDup, StrChrI, StrCpyN, StrPBrk, StrToInt64Ex, StrFormatByteSizeA,
 * StrFormatKBSizeA, UrlCompare.
 *
 * Test hooks: test/win32/shell/test_shlwapi_census.py compares the lines with Wine 8's.
 */
#define COBJMACROS
#include <windows.h>
#include <objbase.h>
#include <shlwapi.h>
#include <stdio.h>
#include <string.h>

static const char *A(const WCHAR *w)
{
    static char buf[4][300];
    static int n;
    char *b = buf[n++ & 3];
    int i;
    if (!w)
        return "(null)";
    for (i = 0; w[i] && i < 290; i++)
        b[i] = w[i] < 128 ? (char)w[i] : '?';
    b[i] = 0;
    return b;
}

static int sign(int v)
{
    return v < 0 ? -1 : v > 0;
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    DWORD type, size, dw = 1234;
    char buf[300];
    WCHAR wbuf[300];
    LPWSTR dup = NULL;
    LONGLONG ll;
    HKEY hk;
    LONG r;
    static const char *ints[] = {"123", "-9000000000", "0x1F", "  +42", "x", "99999999999999999999",
        NULL};
    int i;

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    SetEnvironmentVariableA("SHTESTVAR", "expanded");
    r = SHSetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "str", REG_SZ, "hello", 6);
    printf("SHSetValue(sz)=%ld\n", r);
    r = SHSetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "num", REG_DWORD, &dw, 4);
    printf("SHSetValue(dword)=%ld\n", r);
    r = SHSetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "exp", REG_EXPAND_SZ,
                    "a%SHTESTVAR%b", 14);
    printf("SHSetValue(expand)=%ld\n", r);
    r = SHSetValueW(HKEY_CURRENT_USER, L"Software\\ShTest\\Sub\\Deeper", L"w", REG_SZ,
                    L"wide", 10);
    printf("SHSetValueW=%ld\n", r);
    size = sizeof(buf);
    r = SHGetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "str", &type, buf, &size);
    printf("SHGetValue(str)=%ld type=%lu size=%lu %s\n", r, type, size, buf);
    size = 4;
    dw = 0;
    r = SHGetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "num", &type, &dw, &size);
    printf("SHGetValue(num)=%ld type=%lu size=%lu %lu\n", r, type, size, dw);
    size = sizeof(buf);
    r = SHGetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "exp", &type, buf, &size);
    printf("SHGetValue(exp)=%ld type=%lu size=%lu %s\n", r, type, size, buf);
    size = 0;
    r = SHGetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "str", &type, NULL, &size);
    printf("SHGetValue(size)=%ld size=%lu\n", r, size);
    size = 3;
    r = SHGetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "str", &type, buf, &size);
    printf("SHGetValue(small)=%ld size=%lu\n", r, size);
    size = sizeof(wbuf);
    r = SHGetValueW(HKEY_CURRENT_USER, L"Software\\ShTest\\Sub\\Deeper", L"w", &type, wbuf,
                    &size);
    printf("SHGetValueW=%ld type=%lu size=%lu %s\n", r, type, size, A(wbuf));
    size = sizeof(buf);
    printf("SHGetValue(missing value)=%ld\n",
           SHGetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", "nope", &type, buf, &size));
    printf("SHGetValue(missing key)=%ld\n",
           SHGetValueA(HKEY_CURRENT_USER, "Software\\ShTest\\Nope", "str", &type, buf, &size));
    if (RegOpenKeyExA(HKEY_CURRENT_USER, "Software\\ShTest\\Sub", 0, KEY_READ, &hk) == 0) {
        size = sizeof(buf);
        r = SHQueryValueExA(hk, "exp", NULL, &type, buf, &size);
        printf("SHQueryValueEx(exp)=%ld type=%lu size=%lu %s\n", r, type, size, buf);
        size = sizeof(wbuf);
        r = SHQueryValueExW(hk, L"str", NULL, &type, wbuf, &size);
        printf("SHQueryValueExW(str)=%ld type=%lu size=%lu %s\n", r, type, size, A(wbuf));
        RegCloseKey(hk);
    }
    r = SHDeleteKeyA(HKEY_CURRENT_USER, "Software\\ShTest");
    printf("SHDeleteKey=%ld\n", r);
    printf("open after delete=%ld\n",
           RegOpenKeyExA(HKEY_CURRENT_USER, "Software\\ShTest", 0, KEY_READ, &hk));
    printf("SHDeleteKey again=%ld\n", SHDeleteKeyA(HKEY_CURRENT_USER, "Software\\ShTest"));

    CoInitialize(NULL);
    {
        HRESULT hr = SHStrDupA("dup me", &dup);
        printf("SHStrDupA=%08lx %s\n", hr, A(dup));
        CoTaskMemFree(dup);
        hr = SHStrDupW(L"wide dup", &dup);
        printf("SHStrDupW=%08lx %s\n", hr, A(dup));
        CoTaskMemFree(dup);
        dup = (LPWSTR)1;
        hr = SHStrDupW(NULL, &dup);
        printf("SHStrDupW(NULL)=%08lx %d\n", hr, dup == NULL);
    }
    strcpy(buf, "Hello World");
    printf("StrChrIA(w)=%d StrChrIA(z)=%d\n", (int)(StrChrIA(buf, 'w') - buf),
           StrChrIA(buf, 'z') != NULL);
    printf("StrChrIW(O)=%d\n", (int)(StrChrIW(L"Hello", 'O') - L"Hello" + 0));
    StrCpyNW(wbuf, L"truncate me", 5);
    printf("StrCpyNW(5)=%s\n", A(wbuf));
    StrCpyNW(wbuf, L"ab", 10);
    printf("StrCpyNW(10)=%s\n", A(wbuf));
    printf("StrPBrkW=%d none=%d\n", (int)(StrPBrkW(L"abc;def", L",;") - L"abc;def" + 0),
           StrPBrkW(L"abc", L"xyz") != NULL);
    for (i = 0; ints[i]; i++) {
        WCHAR w[64];
        BOOL ok;
        MultiByteToWideChar(CP_ACP, 0, ints[i], -1, w, 64);
        ll = 55;
        ok = StrToInt64ExW(w, STIF_SUPPORT_HEX, &ll);
        printf("StrToInt64Ex(%s)=%d %s%lu%09lu\n", ints[i], ok, ll < 0 ? "-" : "",
               (unsigned long)((ll < 0 ? -ll : ll) / 1000000000),
               (unsigned long)((ll < 0 ? -ll : ll) % 1000000000));
    }
    printf("StrFormatByteSizeA=%s\n", StrFormatByteSizeA(1536, buf, sizeof(buf)));
    printf("StrFormatByteSizeA(small)=%s\n", StrFormatByteSizeA(532, buf, sizeof(buf)));
    printf("StrFormatKBSizeA=%s\n", StrFormatKBSizeA(1234567, buf, sizeof(buf)));
    printf("UrlCompareW=%d %d %d %d\n", sign(UrlCompareW(L"http://a/", L"http://a", TRUE)),
           sign(UrlCompareW(L"http://a/", L"http://a", FALSE)),
           sign(UrlCompareW(L"http://a", L"http://B", FALSE)),
           sign(UrlCompareW(L"http://a/x", L"http://a/y/", TRUE)));
    fflush(stdout);
    return 0;
}
