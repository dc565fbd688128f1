/*
 * shellassoc.c - test guest for file associations: SHELL32's ShellExecuteEx /
 * ShellExecute / FindExecutable of documents and SHLWAPI's AssocQueryString, both widths
 * (docs/files-registry.md, "File associations").
 *
 *   shellassoc            the parent: one line per check (printf)
 *   shellassoc child V    a started "program": appends "V|<its command line>|<its current
 *                         folder>" to C:\sea\got.txt and exits with 7
 *
 * The parent copies itself to "C:\sea\child prog.exe", registers HKCR\.wtd -> wtdfile
 * with the verbs open ("%1" and %* and %2), edit (%L), bare (no %1: the command as it
 * is) and opens "C:\sea\doc one.wtd" through them; then a verb the class
 * lacks, an extension with no class, a missing file, SEE_MASK_CLASSNAME and
 * SEE_MASK_CLASSKEY for a file of another extension, lpDirectory with a relative name,
 * ShellExecuteW, FindExecutableA, AssocQueryStringA/W, AssocQueryKeyW/A; then removes what it made.
 * Each started child's line is printed with the path of the folder masked as {sea}.
 *
 * Test hooks: test/win32/shell/test_shell_assoc.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <shellapi.h>
#include <shlwapi.h>
#include <stdio.h>
#include <string.h>

#define SEA "C:\\sea"
#define CHILD SEA "\\child prog.exe"
#define DOC SEA "\\doc one.wtd"

static void child(const char *verb)
{
    char cwd[MAX_PATH], line[2048];
    DWORD n;
    HANDLE h = CreateFileA(SEA "\\got.txt", FILE_APPEND_DATA, FILE_SHARE_READ, NULL,
                           OPEN_ALWAYS, 0, NULL);
    GetCurrentDirectoryA(MAX_PATH, cwd);
    n = (DWORD)snprintf(line, sizeof line, "%s|%s|%s\n", verb, GetCommandLineA(), cwd);
    WriteFile(h, line, n, &n, NULL);
    CloseHandle(h);
    ExitProcess(7);
}

/* what the children wrote since the last call, the folder's path shown as {sea} */
static void show_got(void)
{
    char buf[4096], *p, *line;
    DWORD n = 0;
    HANDLE h = CreateFileA(SEA "\\got.txt", GENERIC_READ, FILE_SHARE_READ, NULL,
                           OPEN_EXISTING, 0, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        printf("  got nothing\n");
        return;
    }
    ReadFile(h, buf, sizeof buf - 1, &n, NULL);
    CloseHandle(h);
    DeleteFileA(SEA "\\got.txt");
    buf[n] = 0;
    for (line = strtok(buf, "\n"); line; line = strtok(NULL, "\n")) {
        printf("  got ");
        for (p = line; *p; p++) {
            if (!_strnicmp(p, SEA, 6)) {
                printf("{sea}");
                p += 5;
            } else putchar(*p);
        }
        printf("\n");
    }
}

static void setkey(const char *path, const char *value)
{
    HKEY k;
    RegCreateKeyExA(HKEY_CLASSES_ROOT, path, 0, NULL, 0, KEY_WRITE, NULL, &k, NULL);
    RegSetValueExA(k, NULL, 0, REG_SZ, (const BYTE *)value, (DWORD)strlen(value) + 1);
    RegCloseKey(k);
}

static void run(const char *what, const char *verb, const char *file, const char *params,
                const char *dir, ULONG mask, const char *cls, HKEY key)
{
    SHELLEXECUTEINFOA sei;
    BOOL ok;
    DWORD code = 0, e;
    memset(&sei, 0, sizeof sei);
    sei.cbSize = sizeof sei;
    sei.fMask = mask | SEE_MASK_NOCLOSEPROCESS | SEE_MASK_FLAG_NO_UI;
    sei.lpVerb = verb;
    sei.lpFile = file;
    sei.lpParameters = params;
    sei.lpDirectory = dir;
    sei.lpClass = cls;
    sei.hkeyClass = key;
    sei.nShow = SW_SHOWNORMAL;
    SetLastError(0xdead);
    ok = ShellExecuteExA(&sei);
    e = GetLastError();
    if (ok && sei.hProcess) {
        WaitForSingleObject(sei.hProcess, 10000);
        GetExitCodeProcess(sei.hProcess, &code);
        CloseHandle(sei.hProcess);
    }
    printf("%s: ok=%d inst>32=%d", what, ok, (INT_PTR)sei.hInstApp > 32);
    if (ok) printf(" process=%d code=%lu\n", sei.hProcess != NULL, code);
    else printf(" inst=%d error=%lu\n", (int)(INT_PTR)sei.hInstApp, e);
    if (ok) show_got();
}

static void query(const char *what, ASSOCSTR str, const WCHAR *assoc, const WCHAR *verb)
{
    WCHAR w[MAX_PATH];
    char a[MAX_PATH], aassoc[64];
    DWORD n = MAX_PATH, m = MAX_PATH;
    HRESULT hr = AssocQueryStringW(0, str, assoc, verb, w, &n), hra;
    int i;
    for (i = 0; assoc[i]; i++) aassoc[i] = (char)assoc[i];
    aassoc[i] = 0;
    hra = AssocQueryStringA(0, str, aassoc, verb ? "open" : NULL, a, &m);
    printf("%s: W=%08lx n=%lu ", what, hr, n);
    if (SUCCEEDED(hr)) {
        for (i = 0; w[i]; i++) putchar(w[i] < 128 ? (char)w[i] : '?');
    }
    printf(" A=%08lx m=%lu %s\n", hra, m, SUCCEEDED(hra) ? a : "");
}

int main(int argc, char **argv)
{
    char self[MAX_PATH], found[MAX_PATH];
    HKEY key;
    HANDLE h;
    INT_PTR r;
    DWORD code;

    if (argc > 2 && !strcmp(argv[1], "child")) child(argv[2]);
    GetModuleFileNameA(NULL, self, MAX_PATH);
    SetCurrentDirectoryA("C:\\");
    CreateDirectoryA(SEA, NULL);
    DeleteFileA(SEA "\\got.txt");
    printf("copy=%d\n", CopyFileA(self, CHILD, FALSE));
    h = CreateFileA(DOC, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    h = CreateFileA(SEA "\\plain.dat", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    h = CreateFileA(SEA "\\other.zzq", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    setkey(".wtd", "wtdfile");
    setkey("wtdfile", "Test Document");
    setkey("wtdfile\\shell\\open\\command", "\"" CHILD "\" child open \"%1\" [%*] (%2)");
    setkey("wtdfile\\shell\\edit\\command", "\"" CHILD "\" child edit %L");
    setkey("wtdfile\\shell\\bare\\command", "\"" CHILD "\" child bare");

    run("open", NULL, DOC, "p1 \"p 2\"", NULL, 0, NULL, NULL);
    run("open verb", "open", DOC, NULL, NULL, 0, NULL, NULL);
    run("edit", "edit", DOC, NULL, NULL, 0, NULL, NULL);
    run("bare", "bare", DOC, NULL, NULL, 0, NULL, NULL);
    run("print (no such verb)", "print", DOC, NULL, NULL, 0, NULL, NULL);
    run("no class", NULL, SEA "\\other.zzq", NULL, NULL, 0, NULL, NULL);
    run("missing file", NULL, SEA "\\nothing.wtd", NULL, NULL, 0, NULL, NULL);
    run("classname", NULL, SEA "\\plain.dat", NULL, NULL, SEE_MASK_CLASSNAME, "wtdfile",
        NULL);
    run("classname ext", "edit", SEA "\\plain.dat", NULL, NULL, SEE_MASK_CLASSNAME, ".wtd",
        NULL);
    RegOpenKeyExA(HKEY_CLASSES_ROOT, "wtdfile", 0, KEY_READ, &key);
    run("classkey", NULL, SEA "\\plain.dat", NULL, NULL, SEE_MASK_CLASSKEY, NULL, key);
    RegCloseKey(key);
    run("directory", NULL, "doc one.wtd", NULL, SEA, 0, NULL, NULL);

    r = (INT_PTR)ShellExecuteW(NULL, L"edit", L"" DOC, NULL, NULL, SW_SHOWNORMAL);
    printf("ShellExecuteW: >32=%d\n", r > 32);
    Sleep(500);
    for (code = 0; code < 40 && GetFileAttributesA(SEA "\\got.txt") == INVALID_FILE_ATTRIBUTES;
         code++)
        Sleep(100);
    Sleep(300);
    show_got();
    r = (INT_PTR)ShellExecuteA(NULL, NULL, SEA "\\other.zzq", NULL, NULL, SW_SHOWNORMAL);
    printf("ShellExecuteA no class: %d\n", (int)r);

    found[0] = '#';
    r = (INT_PTR)FindExecutableA(DOC, NULL, found);
    printf("FindExecutable doc: >32=%d %s\n", r > 32, found);
    found[0] = '#';
    r = (INT_PTR)FindExecutableA(SEA "\\other.zzq", NULL, found);
    printf("FindExecutable no class: %d [%s]\n", (int)r, found);

    query("command", ASSOCSTR_COMMAND, L".wtd", NULL);
    query("command open", ASSOCSTR_COMMAND, L".wtd", L"open");
    query("executable", ASSOCSTR_EXECUTABLE, L".wtd", NULL);
    query("docname", ASSOCSTR_FRIENDLYDOCNAME, L"wtdfile", NULL);
    query("no class", ASSOCSTR_COMMAND, L".zzq", NULL);
    {
        HKEY hk = (HKEY)1;
        char name[64] = "";
        LONG size = sizeof name;
        HRESULT hr = AssocQueryKeyW(0, ASSOCKEY_CLASS, L".wtd", NULL, &hk);
        if (SUCCEEDED(hr)) {
            RegQueryValueA(hk, NULL, name, &size);
            RegCloseKey(hk);
        }
        printf("AssocQueryKeyW class: %08lx %s\n", hr, name);
        hk = (HKEY)1;
        hr = AssocQueryKeyA(0, ASSOCKEY_SHELLEXECCLASS, ".zzq", NULL, &hk);
        printf("AssocQueryKeyA no class: %08lx null=%d\n", hr, hk == NULL);
    }

    SHDeleteKeyA(HKEY_CLASSES_ROOT, ".wtd");
    SHDeleteKeyA(HKEY_CLASSES_ROOT, "wtdfile");
    DeleteFileA(CHILD);
    DeleteFileA(DOC);
    DeleteFileA(SEA "\\plain.dat");
    DeleteFileA(SEA "\\other.zzq");
    DeleteFileA(SEA "\\got.txt");
    printf("cleaned=%d\n", RemoveDirectoryA(SEA));
    fflush(stdout);
    return 0;
}
