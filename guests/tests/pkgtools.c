/* What tools shipped in packages met (docs/runtimes.md, "Programs in the wild (session
 * 32): tools in packages"):
 *   - CreateProcess of a batch file runs it in cmd.exe (GNU make's recipes);
 *   - mingw-w64's readdir ends without an error: _findnext leaves ERROR_NO_MORE_FILES as
 *     the last error (GNU make's directory scan), _findfirst FindFirstFile's;
 *   - ucrtbase's _sopen_dispatch, what the Visual C++ headers' inline _open calls (re2c).
 *
 * Lines are what Wine 8 prints for the same binary (test/win32/kernel/test_pkgtools.py).
 */
#include <windows.h>
#include <dirent.h>
#include <io.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/stat.h>

static void out(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

static void put(const char *name, const char *text)
{
    FILE *f = fopen(name, "wb");
    fputs(text, f);
    fclose(f);
}

static void show(const char *name)
{
    char buf[200] = "";
    FILE *f = fopen(name, "rb");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    buf[n] = 0;
    while (n && (buf[n - 1] == '\r' || buf[n - 1] == '\n' || buf[n - 1] == ' '))
        buf[--n] = 0;
    if (f)
        fclose(f);
    out("%s: [%s]", name, f ? buf : "(none)");
}

static void run(char *app, char *cmd)
{
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    DWORD code = 0;
    BOOL ok;
    memset(&si, 0, sizeof si);
    si.cb = sizeof si;
    SetLastError(0xdead);
    ok = CreateProcessA(app, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi);
    if (!ok) {
        out("CreateProcess(%s, %s): ok=0 err=%lu", app ? app : "NULL", cmd ? cmd : "NULL",
            GetLastError());
        return;
    }
    WaitForSingleObject(pi.hProcess, 20000);
    GetExitCodeProcess(pi.hProcess, &code);
    out("CreateProcess(%s, %s): ok=1 exit code %lu", app ? app : "NULL", cmd ? cmd : "NULL",
        code);
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);
}

static int cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

typedef int (__cdecl *SOPEN_DISPATCH)(const char *, int, int, int, int *, int);
typedef int (__cdecl *IOFN)(int, const void *, unsigned);
typedef int (__cdecl *CLOSEFN)(int);

int main(void)
{
    char cmd[200], *names[16];
    int n = 0, i, fd = 7, r;
    DIR *d;
    struct dirent *e;
    struct _finddata_t fdata;
    intptr_t h;
    HMODULE ucrt;

    CreateDirectoryA("C:\\pk", NULL);
    SetCurrentDirectoryA("C:\\pk");
    put("t.bat", "@echo off\r\necho from batch %1> out1.txt\r\nexit /b 3\r\n");
    put("u.cmd", "@echo off\r\necho from cmd %~1> out2.txt\r\nexit /b 4\r\n");
    strcpy(cmd, "t.bat first");
    run(NULL, cmd);
    show("out1.txt");
    strcpy(cmd, "u.cmd \"two words\"");
    run("C:\\pk\\u.cmd", cmd);
    show("out2.txt");
    strcpy(cmd, "nosuch.bat x");
    run(NULL, cmd);

    /* readdir to the end: errno stays 0 */
    d = opendir(".");
    errno = 0;
    while ((e = readdir(d)) != NULL && n < 16)
        names[n++] = strdup(e->d_name);
    out("readdir: %d entries, errno at the end %d", n, errno);
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    for (i = 0; i < n; i++)
        out("  %s", names[i]);
    h = _findfirst("*.bat", &fdata);
    SetLastError(0xdead);
    r = _findnext(h, &fdata);
    out("_findnext at the end: %d errno %d last error %lu", r, errno, GetLastError());
    _findclose(h);
    SetLastError(0xdead);
    h = _findfirst("*.none", &fdata);
    out("_findfirst of no match: %d errno %d last error %lu", (int)h, errno, GetLastError());
    SetLastError(0xdead);
    h = _findfirst("nodir\\*", &fdata);
    out("_findfirst in no folder: %d errno %d last error %lu", (int)h, errno, GetLastError());

    /* ucrtbase's _sopen_dispatch */
    ucrt = LoadLibraryA("ucrtbase.dll");
    if (ucrt) {
        SOPEN_DISPATCH sopen = (SOPEN_DISPATCH)GetProcAddress(ucrt, "_sopen_dispatch");
        IOFN wr = (IOFN)GetProcAddress(ucrt, "_write");
        CLOSEFN cl = (CLOSEFN)GetProcAddress(ucrt, "_close");
        r = sopen("made.txt", _O_WRONLY | _O_CREAT | _O_TRUNC | _O_BINARY, 0x40,
                  _S_IREAD | _S_IWRITE, &fd, 0);
        out("_sopen_dispatch(made.txt, create): %d fd>=3 %d", r, fd >= 3);
        out("_write: %d", wr(fd, "written by ucrtbase", 19));
        out("_close: %d", cl(fd));
        show("made.txt");
        fd = 7;
        r = sopen("nodir\\x.txt", _O_RDONLY, 0x40, 0, &fd, 0);
        out("_sopen_dispatch(nodir\\x.txt): %d fd %d", r, fd);
        fd = 7;
        r = sopen("made.txt", _O_RDONLY, 0x40, 0, &fd, 1);
        out("_sopen_dispatch(made.txt, secure): %d fd>=3 %d", r, fd >= 3);
        cl(fd);
        fd = 7;
        r = sopen("made.txt", _O_WRONLY | _O_CREAT | _O_EXCL, 0x40, _S_IREAD | _S_IWRITE, &fd, 1);
        out("_sopen_dispatch(made.txt, _O_EXCL): %d fd %d", r, fd);
    }
    return 0;
}
