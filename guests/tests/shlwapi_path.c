/*
 * shlwapi_path.c - test guest for SHLWAPI's Path* and Str* helpers of the census
 * (docs/dlls.md, "SHLWAPI: paths, URLs and streams").
 *
 * What it does: one mode per run ("/mode NAME"), each call printed on one line as
 * "Function(input)=result out" with wide strings shown as ASCII ('?' for others).
 *   /mode path   PathIsURL, PathAppend, PathIsRelative, PathMatchSpec, PathStripPath,
 *                PathCanonicalize, PathGetDriveNumber, PathRemoveBackslash,
 *                PathStripToRoot, PathIsRoot, PathIsUNC, PathQuoteSpaces,
 *                PathUnquoteSpaces, PathRemoveArgs, PathGetArgs, PathRemoveBlanks,
 *                PathIsFileSpec, PathFindNextComponent, PathBuildRoot, PathIsSameRoot,
 *                PathGetCharType, PathParseIconLocation on many inputs, A and W.
 *   /mode str    StrRChr, StrToInt, StrToIntEx, StrRetToBuf, StrRetToStr, StrRetToBSTR,
 *                PathSearchAndQualify.
 *
 * Test hooks: test/win32/shell/test_shlwapi_census.py compares the lines with Wine 8's.
 */
#define COBJMACROS
#include <windows.h>
#include <shlwapi.h>
#include <shlobj.h>
#include <stdio.h>
#include <string.h>

static const char *A(const WCHAR *w)
{
    static char buf[8][1100];
    static int n;
    char *b = buf[n++ & 7];
    int i;
    if (!w)
        return "(null)";
    for (i = 0; w[i] && i < 1090; i++)
        b[i] = w[i] < 128 ? (char)w[i] : '?';
    b[i] = 0;
    return b;
}

static const WCHAR *W(const char *s)
{
    static WCHAR buf[8][1100];
    static int n;
    WCHAR *b = buf[n++ & 7];
    int i;
    for (i = 0; s[i]; i++)
        b[i] = (unsigned char)s[i];
    b[i] = 0;
    return b;
}

static void path_mode(void)
{
    static const char *urls[] = {"http://x", "file:///c:/a", "c:\\a", "mailto:a@b", "x:",
        "ab:cd", "http:", "a:b", "about:blank", "://x", "res://a", "h ttp://x",
        "1http://x", "xyz://q", "", "shell:Desktop", "ftp.x.com", NULL};
    static const char *appends[][2] = {{"C:\\dir", "file"}, {"C:\\dir\\", "file"},
        {"C:\\dir", "\\file"}, {"C:\\dir", "..\\f"}, {"C:\\dir", "D:\\x"},
        {"", "file"}, {"C:\\dir", ""}, {"C:\\a\\b", ".\\c"}, {"rel", "x"},
        {"C:\\dir", "\\\\srv\\s"}, {"C:\\dir", "a\\..\\..\\b"}, {NULL, NULL}};
    static const char *rel[] = {"C:\\a", "a\\b", "\\a", "\\\\s\\x", "", ".\\a",
        "c:a", "http://x", "/a", NULL};
    static const char *specs[][2] = {{"a.txt", "*.txt"}, {"a.txt", "*.TXT"},
        {"a.txt", "*.doc"}, {"a.txt", "*.doc;*.txt"}, {"a.txt", "*.doc; *.txt"},
        {"a.txt", "a?txt"}, {"a.txt", "*"}, {"a.txt", "*.*"}, {"abc", "*.*"},
        {"abc", "a*c"}, {"abc", "a*b"}, {"C:\\d\\a.txt", "*.txt"}, {"C:\\d\\a.txt", "a.txt"},
        {"a.b.c", "*.c"}, {"", "*"}, {"a", ""}, {"a.txt", "*.doc *.txt"},
        {"ab", "?"}, {"ab", "??"}, {"ab", "a*"}, {"a", "a*"}, {"x.tx", "*.txt"},
        {NULL, NULL}};
    static const char *strips[] = {"C:\\a\\b.txt", "C:\\a\\", "b.txt", "\\\\s\\sh",
        "C:\\", "C:a", "a/b", "", NULL};
    static const char *canon[] = {"C:\\a\\..\\b", "C:\\a\\.\\b", "C:\\..\\a", "a\\..\\..\\b",
        "C:\\a\\b\\..", "C:\\a\\b\\.", "\\\\s\\h\\..\\x", "C:\\a\\...\\b", "..\\a",
        ".\\a", "C:\\a\\b\\..\\..\\..", "C:", "", "a\\.", "C:\\a.\\b", "\\a\\..\\b",
        "C:\\a\\\\b", "C:..\\a", NULL};
    static const char *drives[] = {"C:\\", "c:", "z:x", "1:", "\\\\s", "", "C", NULL};
    static const char *backs[] = {"C:\\a\\", "C:\\", "a\\\\", "", "a", "\\", NULL};
    static const char *roots[] = {"C:\\a\\b", "C:a", "\\\\s\\h\\x", "\\\\s", "\\a",
        "a\\b", "", "\\\\s\\h", "C:\\", NULL};
    static const char *isroots[] = {"C:\\", "C:", "\\", "\\\\s", "\\\\s\\h",
        "\\\\s\\h\\", "\\\\s\\h\\x", "C:\\a", "", "\\\\", "\\\\s\\", "\\\\?\\C:\\", NULL};
    static const char *uncs[] = {"\\\\s\\h", "\\\\", "\\a", "C:\\", "\\\\?\\C:\\", "", NULL};
    static const char *quotes[] = {"a b", "ab", "\"a b\"", "", " ", "a\"b c", "\"ab", NULL};
    static const char *args[] = {"a.exe /x", "\"a b.exe\" /x y", "a.exe", "\"a b.exe\"",
        " /x", "a b c", "\"a\"b c", "", NULL};
    static const char *blanks[] = {"  a b  ", "a", "   ", "", "\ta\t", NULL};
    static const char *specs2[] = {"a.txt", "a\\b", "c:x", "a/b", "", "a:b", NULL};
    static const char *nexts[] = {"C:\\a\\b", "a\\b", "\\a", "abc", "\\\\s\\h", "a\\", "",
        NULL};
    static const char *same[][2] = {{"C:\\a", "c:\\b"}, {"C:\\a", "D:\\a"},
        {"\\\\s\\h\\a", "\\\\s\\h\\b"}, {"\\\\s\\h\\a", "\\\\s\\g\\b"}, {"a", "a"},
        {"\\a", "\\b"}, {"C:a", "C:b"}, {NULL, NULL}};
    static const char *icons[] = {"c:\\a.dll,3", "c:\\a.dll,-3", "c:\\a.dll", "a.dll, 5",
        "\"c:\\a b.dll\",2", "a,b,7", ",1", NULL};
    static const char chars[] = "aA0 .\\/:*?\"<>|;,\t[]{}+=~#%&'^`@$!()_-\x7f";
    WCHAR buf[MAX_PATH * 2], buf2[MAX_PATH];
    char abuf[MAX_PATH * 2];
    int i, r;
    const WCHAR *pw;
    LPSTR pa;

    for (i = 0; urls[i]; i++)
        printf("PathIsURL(%s)=%d A=%d\n", urls[i], PathIsURLW(W(urls[i])),
               PathIsURLA(urls[i]));
    printf("PathIsURL(NULL)=%d\n", PathIsURLW(NULL));
    for (i = 0; appends[i][0]; i++) {
        lstrcpyW(buf, W(appends[i][0]));
        r = PathAppendW(buf, W(appends[i][1]));
        strcpy(abuf, appends[i][0]);
        printf("PathAppend(%s,%s)=%d %s A=%d %s\n", appends[i][0], appends[i][1], r, A(buf),
               PathAppendA(abuf, appends[i][1]), abuf);
    }
    lstrcpyW(buf, W("C:\\x"));
    r = PathAppendW(buf, NULL);
    printf("PathAppend(C:\\x,NULL)=%d %s\n", r, A(buf));
    for (i = 0; rel[i]; i++)
        printf("PathIsRelative(%s)=%d A=%d\n", rel[i], PathIsRelativeW(W(rel[i])),
               PathIsRelativeA(rel[i]));
    printf("PathIsRelative(NULL)=%d\n", PathIsRelativeW(NULL));
    for (i = 0; specs[i][0]; i++)
        printf("PathMatchSpec(%s,%s)=%d A=%d\n", specs[i][0], specs[i][1],
               PathMatchSpecW(W(specs[i][0]), W(specs[i][1])),
               PathMatchSpecA(specs[i][0], specs[i][1]));
    for (i = 0; strips[i]; i++) {
        lstrcpyW(buf, W(strips[i]));
        PathStripPathW(buf);
        strcpy(abuf, strips[i]);
        PathStripPathA(abuf);
        printf("PathStripPath(%s)=%s A=%s\n", strips[i], A(buf), abuf);
    }
    for (i = 0; canon[i]; i++) {
        lstrcpyW(buf, W("#"));
        r = PathCanonicalizeW(buf, W(canon[i]));
        printf("PathCanonicalize(%s)=%d %s A=%d", canon[i], r, A(buf),
               PathCanonicalizeA(abuf, canon[i]));
        printf(" %s\n", abuf);
    }
    SetLastError(0);
    r = PathCanonicalizeW(buf, NULL);
    printf("PathCanonicalize(NULL)=%d error=%lu\n", r, GetLastError());
    for (i = 0; drives[i]; i++)
        printf("PathGetDriveNumber(%s)=%d A=%d\n", drives[i], PathGetDriveNumberW(W(drives[i])),
               PathGetDriveNumberA(drives[i]));
    for (i = 0; backs[i]; i++) {
        lstrcpyW(buf, W(backs[i]));
        pw = PathRemoveBackslashW(buf);
        printf("PathRemoveBackslash(%s)=%s at=%d\n", backs[i], A(buf), (int)(pw - buf));
    }
    for (i = 0; roots[i]; i++) {
        lstrcpyW(buf, W(roots[i]));
        r = PathStripToRootW(buf);
        strcpy(abuf, roots[i]);
        printf("PathStripToRoot(%s)=%d %s A=%d", roots[i], r, A(buf), PathStripToRootA(abuf));
        printf(" %s\n", abuf);
    }
    for (i = 0; isroots[i]; i++)
        printf("PathIsRoot(%s)=%d A=%d\n", isroots[i], PathIsRootW(W(isroots[i])),
               PathIsRootA(isroots[i]));
    for (i = 0; uncs[i]; i++)
        printf("PathIsUNC(%s)=%d A=%d\n", uncs[i], PathIsUNCW(W(uncs[i])), PathIsUNCA(uncs[i]));
    for (i = 0; quotes[i]; i++) {
        lstrcpyW(buf, W(quotes[i]));
        PathQuoteSpacesW(buf);
        lstrcpyW(buf2, W(quotes[i]));
        PathUnquoteSpacesW(buf2);
        strcpy(abuf, quotes[i]);
        PathQuoteSpacesA(abuf);
        printf("PathQuoteSpaces(%s)=%s A=%s", quotes[i], A(buf), abuf);
        strcpy(abuf, quotes[i]);
        PathUnquoteSpacesA(abuf);
        printf(" Unquote=%s A=%s\n", A(buf2), abuf);
    }
    for (i = 0; args[i]; i++) {
        lstrcpyW(buf, W(args[i]));
        pw = PathGetArgsW(buf);
        pa = PathGetArgsA((char *)args[i]);
        printf("PathGetArgs(%s)=%d:%s A=%d", args[i], (int)(pw - buf), A(pw),
               (int)(pa - args[i]));
        PathRemoveArgsW(buf);
        strcpy(abuf, args[i]);
        PathRemoveArgsA(abuf);
        printf(" RemoveArgs=[%s] A=[%s]\n", A(buf), abuf);
    }
    for (i = 0; blanks[i]; i++) {
        lstrcpyW(buf, W(blanks[i]));
        PathRemoveBlanksW(buf);
        strcpy(abuf, blanks[i]);
        PathRemoveBlanksA(abuf);
        printf("PathRemoveBlanks([%s])=[%s] A=[%s]\n", blanks[i], A(buf), abuf);
    }
    for (i = 0; specs2[i]; i++)
        printf("PathIsFileSpec(%s)=%d A=%d\n", specs2[i], PathIsFileSpecW(W(specs2[i])),
               PathIsFileSpecA(specs2[i]));
    for (i = 0; nexts[i]; i++) {
        lstrcpyW(buf, W(nexts[i]));
        pw = PathFindNextComponentW(buf);
        printf("PathFindNextComponent(%s)=%d\n", nexts[i], pw ? (int)(pw - buf) : -1);
    }
    printf("PathFindNextComponent(NULL)=%d\n", PathFindNextComponentW(NULL) != NULL);
    for (i = -1; i <= 26; i += 9) {
        lstrcpyW(buf, W("#"));
        pw = PathBuildRootW(buf, i);
        printf("PathBuildRoot(%d)=%d %s", i, pw == buf, A(buf));
        strcpy(abuf, "#");
        printf(" A=%d %s\n", PathBuildRootA(abuf, i) == abuf, abuf);
    }
    for (i = 0; same[i][0]; i++)
        printf("PathIsSameRoot(%s,%s)=%d A=%d\n", same[i][0], same[i][1],
               PathIsSameRootW(W(same[i][0]), W(same[i][1])),
               PathIsSameRootA(same[i][0], same[i][1]));
    for (i = 0; chars[i]; i++)
        printf("PathGetCharType(%02x)=%x A=%x\n", chars[i], PathGetCharTypeW(chars[i]),
               PathGetCharTypeA(chars[i]));
    printf("PathGetCharType(e9)=%x A=%x 100=%x\n", PathGetCharTypeW(0xe9),
           PathGetCharTypeA((UCHAR)0xe9), PathGetCharTypeW(0x100));
    for (i = 0; icons[i]; i++) {
        lstrcpyW(buf, W(icons[i]));
        r = PathParseIconLocationW(buf);
        strcpy(abuf, icons[i]);
        printf("PathParseIconLocation(%s)=%d %s A=%d", icons[i], r, A(buf),
               PathParseIconLocationA(abuf));
        printf(" %s\n", abuf);
    }
}

static void str_mode(void)
{
    static const char *ints[] = {"123", "-45", "+7", "  12", "0x1A", "12abc", "abc", "",
        "-", "2147483648", "-2147483649", "0X10", "010", "99999999999", NULL};
    static const char *rchr = "a/b/c\\d";
    WCHAR buf[64];
    char abuf[64];
    STRRET sr;
    LPWSTR out;
    LPSTR aout;
    int i, v, r;
    HRESULT hr;
    const WCHAR *w = W(rchr);
    const WCHAR *pw;
    LPCSTR pa;
    ITEMIDLIST *pidl;
    BYTE pidlbuf[32];

    pw = StrRChrW(w, NULL, '/');
    printf("StrRChr(/)=%d\n", pw ? (int)(pw - w) : -1);
    pw = StrRChrW(w, w + 3, '/');
    printf("StrRChr(/,end 3)=%d\n", pw ? (int)(pw - w) : -1);
    pw = StrRChrW(w, NULL, 'z');
    printf("StrRChr(z)=%d\n", pw ? (int)(pw - w) : -1);
    pa = StrRChrA(rchr, NULL, '\\');
    printf("StrRChrA(\\)=%d\n", pa ? (int)(pa - rchr) : -1);
    pw = StrRChrW(NULL, NULL, 'a');
    printf("StrRChr(NULL)=%d\n", pw != NULL);
    pw = StrRChrW(w, NULL, 0);
    printf("StrRChr(0)=%d\n", pw ? (int)(pw - w) : -1);
    for (i = 0; ints[i]; i++) {
        BOOL ok;
        v = 55;
        ok = StrToIntExW(W(ints[i]), STIF_SUPPORT_HEX, &v);
        printf("StrToInt(%s)=%d A=%d ExHex=%d %d", ints[i], StrToIntW(W(ints[i])),
               StrToIntA(ints[i]), ok, v);
        v = 55;
        ok = StrToIntExA(ints[i], 0, &v);
        printf(" Ex=%d %d\n", ok, v);
    }
    /* STRRET_WSTR: the string is copied and the original freed with CoTaskMemFree. */
    CoInitialize(NULL);
    sr.uType = STRRET_WSTR;
    sr.pOleStr = CoTaskMemAlloc(20);
    lstrcpyW(sr.pOleStr, W("wide"));
    hr = StrRetToBufW(&sr, NULL, buf, 64);
    printf("StrRetToBufW(WSTR)=%08lx %s\n", hr, A(buf));
    sr.uType = STRRET_CSTR;
    strcpy(sr.cStr, "cstr");
    hr = StrRetToBufW(&sr, NULL, buf, 64);
    printf("StrRetToBufW(CSTR)=%08lx %s\n", hr, A(buf));
    hr = StrRetToBufW(&sr, NULL, buf, 3);
    printf("StrRetToBufW(CSTR,3)=%08lx %s\n", hr, A(buf));
    hr = StrRetToBufA(&sr, NULL, abuf, 64);
    printf("StrRetToBufA(CSTR)=%08lx %s\n", hr, abuf);
    memset(pidlbuf, 0, sizeof(pidlbuf));
    pidl = (ITEMIDLIST *)pidlbuf;
    strcpy((char *)pidlbuf + 4, "offs");
    sr.uType = STRRET_OFFSET;
    sr.uOffset = 4;
    hr = StrRetToBufW(&sr, pidl, buf, 64);
    printf("StrRetToBufW(OFFSET)=%08lx %s\n", hr, A(buf));
    hr = StrRetToBufA(&sr, pidl, abuf, 64);
    printf("StrRetToBufA(OFFSET)=%08lx %s\n", hr, abuf);
    sr.uType = 7;
    lstrcpyW(buf, W("keep"));
    hr = StrRetToBufW(&sr, NULL, buf, 64);
    printf("StrRetToBufW(bad type)=%08lx [%s]\n", hr, A(buf));
    sr.uType = STRRET_WSTR;
    sr.pOleStr = CoTaskMemAlloc(20);
    lstrcpyW(sr.pOleStr, W("dup"));
    out = NULL;
    hr = StrRetToStrW(&sr, NULL, &out);
    printf("StrRetToStrW(WSTR)=%08lx %s\n", hr, A(out));
    CoTaskMemFree(out);
    sr.uType = STRRET_CSTR;
    strcpy(sr.cStr, "c2");
    hr = StrRetToStrW(&sr, NULL, &out);
    printf("StrRetToStrW(CSTR)=%08lx %s\n", hr, A(out));
    CoTaskMemFree(out);
    hr = StrRetToStrA(&sr, NULL, &aout);
    printf("StrRetToStrA(CSTR)=%08lx %s\n", hr, aout);
    CoTaskMemFree(aout);
    sr.uType = STRRET_OFFSET;
    sr.uOffset = 4;
    hr = StrRetToStrW(&sr, pidl, &out);
    printf("StrRetToStrW(OFFSET)=%08lx %s\n", hr, A(out));
    CoTaskMemFree(out);
    {
        BSTR b = NULL;
        hr = StrRetToBSTR(&sr, pidl, &b);
        printf("StrRetToBSTR(OFFSET)=%08lx %s len=%u\n", hr, A(b), SysStringLen(b));
        SysFreeString(b);
        sr.uType = STRRET_WSTR;
        sr.pOleStr = CoTaskMemAlloc(20);
        lstrcpyW(sr.pOleStr, W("bstr"));
        hr = StrRetToBSTR(&sr, NULL, &b);
        printf("StrRetToBSTR(WSTR)=%08lx %s\n", hr, A(b));
        SysFreeString(b);
        sr.uType = 7;
        b = (BSTR)1;
        hr = StrRetToBSTR(&sr, NULL, &b);
        printf("StrRetToBSTR(bad)=%08lx %d\n", hr, b == NULL);
    }
    {
        HANDLE f = CreateFileA("C:\\psq.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
        CloseHandle(f);
        r = PathSearchAndQualifyW(W("C:\\psq.txt"), buf, 64);
        printf("PathSearchAndQualify(C:\\psq.txt)=%d %s\n", r, A(buf));
        r = PathSearchAndQualifyW(W("C:/a/./b.txt"), buf, 64);
        printf("PathSearchAndQualify(C:/a/./b.txt)=%d %s\n", r, A(buf));
        DeleteFileA("C:\\psq.txt");
    }
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    const char *p = lpCmdLine ? strstr(lpCmdLine, "/mode ") : NULL;
    const char *mode = p ? p + 6 : "path";

    (void)hInst; (void)hPrev; (void)nShow;
    if (!strncmp(mode, "path", 4))
        path_mode();
    else if (!strncmp(mode, "str", 3))
        str_mode();
    fflush(stdout);
    return 0;
}
