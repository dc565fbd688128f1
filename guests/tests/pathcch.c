/* The PathCch functions (api-ms-win-core-path-l1-1-0): Dart Sass's dart.exe stops at
 * PathAllocCanonicalize. Each line prints the HRESULT and the resulting string. */
#include <windows.h>
#include <pathcch.h>
#include <stdio.h>
#include <string.h>

/* pathcch.h's flags (mingw-w64's header has only PATHCCH_ALLOW_LONG_PATHS) */
#define PATHCCH_FORCE_ENABLE_LONG_NAME_PROCESS 0x02
#define PATHCCH_DO_NOT_NORMALIZE_SEGMENTS 0x08
#define PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH 0x10
#define PATHCCH_ENSURE_TRAILING_SLASH 0x20

static void show(const char *what, HRESULT hr, const WCHAR *s)
{
    printf("%s: %08lx [%ls]\n", what, (unsigned long)hr, s ? s : L"(null)");
}

static void canon(const WCHAR *in, ULONG flags)
{
    WCHAR *out = (WCHAR *)1;
    char what[300];
    HRESULT hr = PathAllocCanonicalize(in, flags, &out);
    snprintf(what, sizeof what, "AllocCanonicalize(%ls, %#lx)", in, flags);
    show(what, hr, out);
    if (SUCCEEDED(hr))
        LocalFree(out);
}

static void combine(const WCHAR *a, const WCHAR *b)
{
    WCHAR buf[MAX_PATH], *out = NULL;
    char what[300];
    HRESULT hr = PathCchCombineEx(buf, MAX_PATH, a, b, 0);
    snprintf(what, sizeof what, "CombineEx(%ls, %ls)", a ? a : L"NULL", b ? b : L"NULL");
    show(what, hr, buf);
    hr = PathAllocCombine(a, b, 0, &out);
    show("  AllocCombine", hr, out);
    if (SUCCEEDED(hr))
        LocalFree(out);
}

static void filespec(const WCHAR *in)
{
    WCHAR buf[MAX_PATH];
    char what[300];
    wcscpy(buf, in);
    HRESULT hr = PathCchRemoveFileSpec(buf, MAX_PATH);
    snprintf(what, sizeof what, "RemoveFileSpec(%ls)", in);
    show(what, hr, buf);
}

static void root(const WCHAR *in)
{
    WCHAR buf[MAX_PATH];
    const WCHAR *end = NULL;
    HRESULT hr = PathCchSkipRoot(in, &end);
    printf("SkipRoot(%ls): %08lx at=%d IsRoot=%d", in, (unsigned long)hr,
           end ? (int)(end - in) : -1, PathCchIsRoot(in));
    wcscpy(buf, in);
    hr = PathCchStripToRoot(buf, MAX_PATH);
    printf(" StripToRoot=%08lx [%ls]\n", (unsigned long)hr, buf);
}

int main(void)
{
    static const WCHAR *paths[] = {
        L"C:\\a\\.\\b\\..\\c", L"C:\\..", L"C:..", L"C:.", L"C:", L"C:\\a\\b\\..\\..\\..",
        L"\\\\?\\C:\\a\\..\\b", L"\\\\?\\UNC\\srv\\share\\x\\..\\y", L"a\\..\\..\\b",
        L"\\\\server\\share\\..\\x", L"C:\\a\\b.\\c...", L"*..", L"a*..", L"C:\\x\\\\y",
        L"", L".", L"..", L"\\", L"\\a\\.", L"a.\\b", L"C:\\a\\...\\b", L"C:\\a.b\\.c",
        L"\\\\?\\Volume{01234567-89ab-cdef-0123-456789abcdef}\\a\\..\\b", L"x:\\A\\.\\B",
    };
    WCHAR buf[MAX_PATH], small[8], *end;
    const WCHAR *ext;
    size_t left;
    HRESULT hr;

    for (unsigned i = 0; i < sizeof paths / sizeof *paths; i++)
        canon(paths[i], 0);
    canon(L"C:\\a\\b", PATHCCH_ENSURE_TRAILING_SLASH);
    canon(L"C:\\a\\b", PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH);
    canon(L"C:\\a\\b...", PATHCCH_DO_NOT_NORMALIZE_SEGMENTS);
    canon(L"C:\\a", PATHCCH_ALLOW_LONG_PATHS | PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH);
    canon(L"C:\\a", PATHCCH_FORCE_ENABLE_LONG_NAME_PROCESS);
    {
        WCHAR longpath[400] = L"C:\\";
        for (int i = 0; i < 30; i++)
            wcscat(longpath, L"abcdefghi\\");
        canon(longpath, 0);
        hr = PathAllocCanonicalize(longpath, PATHCCH_ALLOW_LONG_PATHS, &end);
        printf("long path, ALLOW_LONG_PATHS: %08lx prefixed=%d length=%d\n",
               (unsigned long)hr, !wcsncmp(end, L"\\\\?\\C:\\", 7), (int)wcslen(end));
        LocalFree(end);
    }
    hr = PathAllocCanonicalize(NULL, 0, &end);
    show("AllocCanonicalize(NULL)", hr, end);

    combine(L"C:\\a\\b", L"..\\c");
    combine(L"C:\\a\\b", L"\\r");
    combine(L"C:\\a", L"D:x");
    combine(L"C:\\a", L"\\\\srv\\sh");
    combine(L"C:", L"x");
    combine(L"D:", NULL);
    combine(NULL, L"C:\\q\\.\\r");
    combine(L"\\\\?\\C:\\a", L"b");
    combine(L"a", L"b");
    combine(L"", L"b");
    hr = PathCchCombineEx(small, 8, L"C:\\abc", L"defgh", 0);
    show("CombineEx into 8", hr, small);
    hr = PathCchCombine(buf, MAX_PATH, L"C:\\x", L"y\\.\\z");
    show("Combine", hr, buf);

    wcscpy(buf, L"C:\\dir");
    show("Append", PathCchAppend(buf, MAX_PATH, L"\\sub"), buf);
    show("AppendEx", PathCchAppendEx(buf, MAX_PATH, L"..\\other", 0), buf);

    wcscpy(buf, L"C:\\dir");
    hr = PathCchAddBackslashEx(buf, MAX_PATH, &end, &left);
    printf("AddBackslashEx: %08lx [%ls] end=%d left=%d\n", (unsigned long)hr, buf,
           (int)(end - buf), (int)left);
    show("AddBackslash again", PathCchAddBackslash(buf, MAX_PATH), buf);
    wcscpy(small, L"1234567");
    show("AddBackslash, full", PathCchAddBackslash(small, 8), small);
    hr = PathCchRemoveBackslashEx(buf, MAX_PATH, &end, &left);
    printf("RemoveBackslashEx: %08lx [%ls] end=%d left=%d\n", (unsigned long)hr, buf,
           (int)(end - buf), (int)left);
    wcscpy(buf, L"C:\\");
    show("RemoveBackslash(C:\\)", PathCchRemoveBackslash(buf, MAX_PATH), buf);

    wcscpy(buf, L"C:\\dir.x\\file.tar.gz");
    hr = PathCchFindExtension(buf, MAX_PATH, &ext);
    printf("FindExtension: %08lx [%ls]\n", (unsigned long)hr, ext);
    show("RemoveExtension", PathCchRemoveExtension(buf, MAX_PATH), buf);
    show("AddExtension(txt)", PathCchAddExtension(buf, MAX_PATH, L"txt"), buf);
    show("AddExtension(.md)", PathCchAddExtension(buf, MAX_PATH, L".md"), buf);
    show("RenameExtension(.md)", PathCchRenameExtension(buf, MAX_PATH, L".md"), buf);
    show("AddExtension(a.b)", PathCchAddExtension(buf, MAX_PATH, L"a.b"), buf);
    wcscpy(buf, L"C:\\dir\\noext");
    show("AddExtension(.)", PathCchAddExtension(buf, MAX_PATH, L"."), buf);
    show("RemoveExtension, none", PathCchRemoveExtension(buf, MAX_PATH), buf);
    wcscpy(small, L"C:\\a");
    show("AddExtension, full", PathCchAddExtension(small, 8, L"long"), small);

    filespec(L"C:\\a\\b\\c.txt");
    filespec(L"C:\\a");
    filespec(L"C:\\");
    filespec(L"C:a\\b");
    filespec(L"\\\\srv\\share\\dir\\f");
    filespec(L"\\\\srv\\share");
    filespec(L"\\\\?\\C:\\x\\y");
    filespec(L"\\\\?\\UNC\\srv\\share\\f");
    filespec(L"rel\\f");
    filespec(L"f");

    root(L"C:\\a\\b");
    root(L"C:\\");
    root(L"C:x");
    root(L"\\a");
    root(L"\\\\srv\\share\\x");
    root(L"\\\\srv\\share");
    root(L"\\\\srv\\");
    root(L"\\\\?\\C:\\x");
    root(L"\\\\?\\UNC\\srv\\share\\x");
    root(L"\\\\?\\bad");
    root(L"rel\\x");

    wcscpy(buf, L"\\\\?\\C:\\x");
    show("StripPrefix", PathCchStripPrefix(buf, MAX_PATH), buf);
    wcscpy(buf, L"\\\\?\\UNC\\srv\\s");
    show("StripPrefix UNC", PathCchStripPrefix(buf, MAX_PATH), buf);
    show("StripPrefix none", PathCchStripPrefix(buf, MAX_PATH), buf);
    {
        const WCHAR *server = NULL;
        BOOL unc = PathIsUNCEx(L"\\\\?\\UNC\\srv\\s", &server);
        printf("PathIsUNCEx: %d [%ls]", unc, server ? server : L"(null)");
        unc = PathIsUNCEx(L"\\\\srv\\s", &server);
        printf(" %d [%ls]", unc, server ? server : L"(null)");
        unc = PathIsUNCEx(L"C:\\x", &server);
        printf(" %d [%ls]\n", unc, server ? server : L"(null)");
    }
    return 0;
}
