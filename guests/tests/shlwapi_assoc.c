/*
 * shlwapi_assoc.c - test guest for SHLWAPI's AssocQueryString (docs/dlls.md, "SHLWAPI:
 * paths, URLs, strings and streams").
 *
 * What it does (one line per call, printf): registers HKCR\.wtst -> wtstfile ("Test
 * Document", DefaultIcon, shell\open and shell\print commands), then asks
 * AssocQueryStringW / A for ASSOCSTR_COMMAND, EXECUTABLE, FRIENDLYDOCNAME, DEFAULTICON
 * by extension and by ProgID (C:\wt tool\wt.exe exists, C:\pr.exe does not), with
 * the verb "print", a missing verb, an unknown
 * extension, a NULL buffer (the size), a buffer too small; then removes the keys.
 *
 * Test hooks: test/win32/shell/test_shlwapi_census.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <shlwapi.h>
#include <stdio.h>
#include <string.h>

static const char *A(const WCHAR *w)
{
    static char buf[300];
    int i;
    for (i = 0; w[i] && i < 290; i++)
        buf[i] = w[i] < 128 ? (char)w[i] : '?';
    buf[i] = 0;
    return buf;
}

static void ask(const char *what, ASSOCSTR str, LPCWSTR assoc, LPCWSTR extra, DWORD size)
{
    WCHAR out[260];
    DWORD n = size;
    HRESULT hr;
    lstrcpyW(out, L"#");
    hr = AssocQueryStringW(0, str, assoc, extra, size ? out : NULL, &n);
    printf("%s=%08lx n=%lu %s\n", what, hr, n, size && SUCCEEDED(hr) ? A(out) : "");
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    char abuf[260];
    DWORD n;
    HRESULT hr;

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    CreateDirectoryA("C:\\wt tool", NULL);
    CloseHandle(CreateFileA("C:\\wt tool\\wt.exe", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                            0, NULL));
    SHSetValueA(HKEY_CLASSES_ROOT, ".wtst", NULL, REG_SZ, "wtstfile", 9);
    SHSetValueA(HKEY_CLASSES_ROOT, "wtstfile", NULL, REG_SZ, "Test Document", 14);
    SHSetValueA(HKEY_CLASSES_ROOT, "wtstfile\\DefaultIcon", NULL, REG_SZ, "C:\\wt.exe,1", 12);
    SHSetValueA(HKEY_CLASSES_ROOT, "wtstfile\\shell\\open\\command", NULL, REG_SZ,
                "\"C:\\wt tool\\wt.exe\" \"%1\"", 25);
    SHSetValueA(HKEY_CLASSES_ROOT, "wtstfile\\shell\\print\\command", NULL, REG_SZ,
                "C:\\pr.exe /p %1", 16);
    ask("command", ASSOCSTR_COMMAND, L".wtst", NULL, 260);
    ask("command open", ASSOCSTR_COMMAND, L".wtst", L"open", 260);
    ask("command print", ASSOCSTR_COMMAND, L".wtst", L"print", 260);
    ask("command missing verb", ASSOCSTR_COMMAND, L".wtst", L"edit", 260);
    ask("command by progid", ASSOCSTR_COMMAND, L"wtstfile", NULL, 260);
    ask("executable", ASSOCSTR_EXECUTABLE, L".wtst", NULL, 260);
    ask("executable print", ASSOCSTR_EXECUTABLE, L".wtst", L"print", 260);
    ask("docname", ASSOCSTR_FRIENDLYDOCNAME, L".wtst", NULL, 260);
    ask("icon", ASSOCSTR_DEFAULTICON, L".wtst", NULL, 260);
    ask("unknown ext", ASSOCSTR_COMMAND, L".nosuchext", NULL, 260);
    ask("size only", ASSOCSTR_COMMAND, L".wtst", NULL, 0);
    ask("small", ASSOCSTR_COMMAND, L".wtst", NULL, 5);
    n = sizeof(abuf);
    hr = AssocQueryStringA(0, ASSOCSTR_COMMAND, ".wtst", NULL, abuf, &n);
    printf("A command=%08lx n=%lu %s\n", hr, n, abuf);
    printf("null size=%08lx\n", AssocQueryStringW(0, ASSOCSTR_COMMAND, L".wtst", NULL, NULL,
                                                     NULL));
    DeleteFileA("C:\\wt tool\\wt.exe");
    RemoveDirectoryA("C:\\wt tool");
    SHDeleteKeyA(HKEY_CLASSES_ROOT, ".wtst");
    SHDeleteKeyA(HKEY_CLASSES_ROOT, "wtstfile");
    fflush(stdout);
    return 0;
}
