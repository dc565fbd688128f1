/* filetest: exercises the VFS file APIs, msvcrt streams, the registry, INI files and
 * the clipboard from real guest code, and writes what it saw to C:\results.txt as
 * "key=value" lines (CRLF) that test/win32/kernel/test_vfs.py, test/win32/kernel/test_registry.py and
 * test/win32/kernel/test_clipboard.py read from the host folder.
 *
 * Command line:
 *   (none)             run every check
 *   /sentinel PATH     also try to open and overwrite PATH (a host path outside the VFS)
 *   /readreg           only read back the registry values a previous run stored
 *                      (results in C:\results2.txt)
 * The program has no window: it exits when done (exit code 0).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HANDLE g_out;

/* C leaves the order of argument evaluation open: read GetLastError after the call. */
#define REC_ERR(key, call) do { long r_ = (long)(call); DWORD e_ = GetLastError(); \
    rec(key, "%ld/%lu", r_, e_); } while (0)

static void chomp(char *s)
{
    for (; *s; s++)
        if (*s == '\r' || *s == '\n') { *s = 0; break; }
}

static void rec(const char *key, const char *fmt, ...)
{
    char line[1024];
    DWORD n;
    va_list ap;
    int len = wsprintfA(line, "%s=", key);
    va_start(ap, fmt);
    len += wvsprintfA(line + len, fmt, ap);
    va_end(ap);
    line[len++] = '\r';
    line[len++] = '\n';
    WriteFile(g_out, line, len, &n, NULL);
}

/* Result of a CreateFile attempt: "ok" or "err<N>". */
static void try_open(const char *key, const char *path, DWORD access, DWORD disp)
{
    HANDLE h = CreateFileA(path, access, 0, NULL, disp, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        rec(key, "err%lu", GetLastError());
    } else {
        char buf[64];
        DWORD n = 0;
        if (access & GENERIC_WRITE)
            WriteFile(h, "PWNED", 5, &n, NULL);
        else
            ReadFile(h, buf, sizeof buf, &n, NULL);
        CloseHandle(h);
        rec(key, "ok%lu", n);
    }
}

static void escapes(const char *sentinel)
{
    static const char *paths[] = {
        "..\\..\\etc\\passwd", "C:\\..\\x", "\\\\?\\C:\\x", "CON", "nul.txt", "/etc/passwd",
        "Z:\\x", "\\\\server\\share\\x", "data\\..\\..\\sentinel.txt", "C:/data/../../x",
        "com1", NULL
    };
    char key[32];
    int i;
    for (i = 0; paths[i]; i++) {
        wsprintfA(key, "esc%d.read", i);
        try_open(key, paths[i], GENERIC_READ, OPEN_EXISTING);
        wsprintfA(key, "esc%d.write", i);
        try_open(key, paths[i], GENERIC_WRITE, CREATE_ALWAYS);
    }
    if (sentinel) {
        FILE *f;
        try_open("sentinel.read", sentinel, GENERIC_READ, OPEN_EXISTING);
        try_open("sentinel.write", sentinel, GENERIC_WRITE, CREATE_ALWAYS);
        f = fopen(sentinel, "w");
        rec("sentinel.fopen", "%s", f ? "opened" : "null");
        if (f) { fputs("PWNED", f); fclose(f); }
        REC_ERR("sentinel.delete", DeleteFileA(sentinel));
    }
}

static void files(void)
{
    HANDLE h;
    DWORD n, hi;
    char buf[256];
    FILE *f;
    WIN32_FIND_DATAA fd;

    try_open("missingdir", "C:\\data\\out.txt", GENERIC_WRITE, CREATE_NEW);
    rec("mkdir", "%d", CreateDirectoryA("C:\\data", NULL));
    SetLastError(0);
    REC_ERR("mkdir.again", CreateDirectoryA("C:\\data", NULL));

    h = CreateFileA("data\\out.txt", GENERIC_WRITE, 0, NULL, CREATE_NEW, 0, NULL);
    WriteFile(h, "hello via CreateFile\r\n", 22, &n, NULL);
    rec("write.n", "%lu", n);
    CloseHandle(h);
    try_open("createnew.exists", "C:\\data\\out.txt", GENERIC_WRITE, CREATE_NEW);
    try_open("open.missing", "C:\\data\\nope.txt", GENERIC_READ, OPEN_EXISTING);
    try_open("open.missingdir", "C:\\nodir\\nope.txt", GENERIC_READ, OPEN_EXISTING);

    h = CreateFileA("c:/DATA/OUT.TXT", GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    rec("size", "%lu", GetFileSize(h, &hi));
    ReadFile(h, buf, sizeof buf - 1, &n, NULL);
    buf[n] = 0;
    chomp(buf);
    rec("read", "%s", buf);
    rec("seek", "%lu", SetFilePointer(h, 6, NULL, FILE_BEGIN));
    ReadFile(h, buf, 3, &n, NULL);
    buf[n] = 0;
    rec("read.at6", "%s", buf);
    rec("seek.end", "%lu", SetFilePointer(h, -4, NULL, FILE_END));
    ReadFile(h, buf, 100, &n, NULL);
    rec("read.tail", "%lu", n);
    ReadFile(h, buf, 100, &n, NULL);
    rec("read.eof", "%lu", n);
    REC_ERR("write.readonly", WriteFile(h, "x", 1, &n, NULL));
    CloseHandle(h);

    f = fopen("C:\\data\\log.txt", "w");
    fprintf(f, "n=%d\n", 42);
    fputs("line2\n", f);
    fclose(f);
    f = fopen("C:\\data\\log.txt", "r");
    fgets(buf, sizeof buf, f);
    chomp(buf);
    rec("fgets1", "%s", buf);
    fgets(buf, sizeof buf, f);
    chomp(buf);
    rec("fgets2", "%s", buf);
    rec("fgets3", "%s", fgets(buf, sizeof buf, f) ? "line" : "null");
    rec("feof", "%d", feof(f));
    rec("ftell", "%ld", ftell(f));
    fseek(f, 0, SEEK_SET);
    {   /* ungetc: pushed back characters are read next, last pushed first */
        int c1 = fgetc(f), r1 = ungetc('X', f), r2 = ungetc('Y', f), r3 = ungetc(EOF, f);
        long pos = ftell(f);
        char got[8] = "";
        fgets(got, 5, f);
        rec("ungetc", "%c,%c,%c,%d,%ld,%s", c1, r1, r2, r3, pos, got);
        fseek(f, 0, SEEK_SET);
        ungetc('Z', f);
        fseek(f, 0, SEEK_SET);   /* fseek discards what was pushed back */
        rec("ungetc.seek", "%c", fgetc(f));
    }
    fseek(f, 0, SEEK_SET);
    rec("fread", "%d", (int)fread(buf, 1, 4, f));
    fclose(f);
    f = fopen("C:\\data\\log.txt", "rb");
    n = fread(buf, 1, sizeof buf, f);
    rec("binsize", "%lu", n);
    fclose(f);
    rec("fopen.missing", "%s", fopen("C:\\nope\\x.txt", "r") ? "opened" : "null");

    h = FindFirstFileA("C:\\data\\*.txt", &fd);
    if (h != INVALID_HANDLE_VALUE) {
        char names[256] = "";
        do {
            strcat(names, fd.cFileName);
            strcat(names, ";");
        } while (FindNextFileA(h, &fd));
        rec("find", "%s", names);
        rec("find.end", "%lu", GetLastError());
        FindClose(h);
    }
    rec("attr.dir", "%lx", GetFileAttributesA("C:\\data"));
    REC_ERR("attr.missing", GetFileAttributesA("C:\\data\\none"));

    rec("move", "%d", MoveFileA("C:\\data\\log.txt", "C:\\data\\log2.txt"));
    rec("copy", "%d", CopyFileA("C:\\data\\log2.txt", "C:\\data\\log3.txt", TRUE));
    REC_ERR("copy.again", CopyFileA("C:\\data\\log2.txt", "C:\\data\\log3.txt", TRUE));
    rec("delete", "%d", DeleteFileA("C:\\data\\log3.txt"));
    REC_ERR("delete.again", DeleteFileA("C:\\data\\log3.txt"));
    REC_ERR("rmdir.notempty", RemoveDirectoryA("C:\\data"));

    GetCurrentDirectoryA(sizeof buf, buf);
    rec("cwd", "%s", buf);
    rec("chdir", "%d", SetCurrentDirectoryA("C:\\data"));
    GetCurrentDirectoryA(sizeof buf, buf);
    rec("cwd2", "%s", buf);
    h = CreateFileA("rel.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    rec("rel", "%lx", GetFileAttributesA("C:\\data\\rel.txt"));
    SetCurrentDirectoryA("\\");

    GetTempPathA(sizeof buf, buf);
    rec("temp", "%s", buf);
    GetTempFileNameA(buf, "wa", 0, buf);
    rec("tempfile", "%s", buf);
    GetModuleFileNameA(NULL, buf, sizeof buf);
    rec("module", "%s", buf);
    rec("module.attr", "%lx", GetFileAttributesA(buf));
    GetWindowsDirectoryA(buf, sizeof buf);
    rec("windir", "%s", buf);
    {
        char *part = NULL;
        GetFullPathNameA("data/x.txt", sizeof buf, buf, &part);
        rec("fullpath", "%s|%s", buf, part ? part : "(null)");
    }
    rec("drives", "%lx", GetLogicalDrives());

    WritePrivateProfileStringA("game", "level", "3", "C:\\data\\game.ini");
    WritePrivateProfileStringA("game", "name", "\"Ann\"", "C:\\data\\game.ini");
    rec("ini.int", "%u", GetPrivateProfileIntA("game", "level", 9, "C:\\data\\game.ini"));
    GetPrivateProfileStringA("game", "name", "dflt", buf, sizeof buf, "C:\\data\\game.ini");
    rec("ini.str", "%s", buf);
    GetPrivateProfileStringA("game", "none", "dflt", buf, sizeof buf, "C:\\data\\game.ini");
    rec("ini.default", "%s", buf);
}

static void registry(void)
{
    HKEY k;
    DWORD disp, type, size, count = 7, n;
    char buf[64];
    WCHAR wbuf[64];
    BYTE bin[3] = {1, 2, 3};
    LONG r;

    r = RegOpenKeyExA(HKEY_CURRENT_USER, "Software\\WineAgent\\FileTest", 0, KEY_READ, &k);
    rec("reg.open.missing", "%ld", r);
    r = RegCreateKeyExA(HKEY_CURRENT_USER, "Software\\WineAgent\\FileTest", 0, NULL, 0,
                        KEY_ALL_ACCESS, NULL, &k, &disp);
    rec("reg.create", "%ld/%lu", r, disp);
    RegSetValueExA(k, "Name", 0, REG_SZ, (const BYTE *)"Player One", 11);
    RegSetValueExA(k, "Count", 0, REG_DWORD, (const BYTE *)&count, 4);
    RegSetValueExA(k, "Blob", 0, REG_BINARY, bin, 3);
    RegSetValueExA(k, "List", 0, REG_MULTI_SZ, (const BYTE *)"a\0bc\0", 6);
    size = 0;
    r = RegQueryValueExA(k, "Name", NULL, &type, NULL, &size);
    rec("reg.sizeq", "%ld/%lu/%lu", r, type, size);
    size = 4;
    r = RegQueryValueExA(k, "Name", NULL, NULL, (BYTE *)buf, &size);
    rec("reg.moredata", "%ld/%lu", r, size);
    size = sizeof wbuf;
    r = RegQueryValueExW(k, L"NAME", NULL, &type, (BYTE *)wbuf, &size);
    WideCharToMultiByte(CP_ACP, 0, wbuf, -1, buf, sizeof buf, NULL, NULL);
    rec("reg.wide", "%ld/%lu/%s", r, size, buf);
    size = sizeof buf;
    r = RegQueryValueExA(k, "List", NULL, &type, (BYTE *)buf, &size);
    rec("reg.multi", "%ld/%lu/%lu/%s/%s", r, type, size, buf, buf + 2);
    r = RegQueryValueExA(k, "Missing", NULL, NULL, NULL, NULL);
    rec("reg.missing", "%ld", r);
    n = 0;
    for (;;) {
        char name[32];
        DWORD nlen = sizeof name;
        if (RegEnumValueA(k, n, name, &nlen, NULL, NULL, NULL, NULL) != ERROR_SUCCESS)
            break;
        n++;
    }
    rec("reg.enum", "%lu", n);
    rec("reg.delete", "%ld", RegDeleteValueA(k, "Blob"));
    rec("reg.delete.again", "%ld", RegDeleteValueA(k, "Blob"));
    rec("reg.close", "%ld", RegCloseKey(k));
    size = sizeof buf;
    rec("user", "%d", GetUserNameA(buf, &size));
    rec("user.name", "%s/%lu", buf, size);
}

static void readreg(void)
{
    HKEY k;
    DWORD size, count = 0;
    char buf[64] = "";
    LONG r = RegOpenKeyExA(HKEY_CURRENT_USER, "Software\\WineAgent\\FileTest", 0, KEY_READ, &k);
    rec("reg.reopen", "%ld", r);
    if (r != ERROR_SUCCESS)
        return;
    size = sizeof buf;
    RegQueryValueExA(k, "Name", NULL, NULL, (BYTE *)buf, &size);
    rec("reg.name", "%s", buf);
    size = 4;
    RegQueryValueExA(k, "Count", NULL, NULL, (BYTE *)&count, &size);
    rec("reg.count", "%lu", count);
    RegCloseKey(k);
}

static void clipboard(void)
{
    HGLOBAL g = GlobalAlloc(GMEM_MOVEABLE, 10);
    char *p = GlobalLock(g);
    WCHAR *w;
    char buf[64];
    memcpy(p, "clip text", 10);
    GlobalUnlock(g);
    REC_ERR("clip.set.closed", SetClipboardData(CF_TEXT, g) != NULL);
    OpenClipboard(NULL);
    EmptyClipboard();
    rec("clip.set", "%d", SetClipboardData(CF_TEXT, g) == g);
    CloseClipboard();
    rec("clip.avail", "%d%d%d", IsClipboardFormatAvailable(CF_TEXT),
        IsClipboardFormatAvailable(CF_UNICODETEXT), IsClipboardFormatAvailable(CF_BITMAP));
    rec("clip.count", "%d", CountClipboardFormats());
    OpenClipboard(NULL);
    w = GlobalLock(GetClipboardData(CF_UNICODETEXT));
    WideCharToMultiByte(CP_ACP, 0, w, -1, buf, sizeof buf, NULL, NULL);
    rec("clip.unicode", "%s", buf);
    CloseClipboard();
}

/* Text the host put on the clipboard (vm.clipboard.set_text) before the program ran. */
static void clipread(void)
{
    char *p;
    OpenClipboard(NULL);
    p = GlobalLock(GetClipboardData(CF_TEXT));
    rec("clip.host", "%s", p ? p : "(none)");
    CloseClipboard();
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    const char *sentinel = NULL;
    char *s = strstr(cmd, "/sentinel ");
    int only_readreg = strstr(cmd, "/readreg") != NULL;
    if (s)
        sentinel = s + 10;
    g_out = CreateFileA(only_readreg ? "C:\\results2.txt" : "C:\\results.txt", GENERIC_WRITE,
                        0, NULL, CREATE_ALWAYS, 0, NULL);
    if (only_readreg) {
        readreg();
        clipread();
    } else {
        files();
        escapes(sentinel);
        registry();
        clipboard();
    }
    rec("done", "1");
    CloseHandle(g_out);
    return 0;
}
