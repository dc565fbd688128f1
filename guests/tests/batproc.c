/* What GNU make for Windows relies on (issue 23, "Programs in the wild (session 32):
 * more console tools built from source", docs/runtimes.md):
 * - mingw-w64's readdir (over msvcrt's _findnext) tells the end of a folder from a
 *   failure by the last error: FindNextFile's ERROR_NO_MORE_FILES, which msvcrt's
 *   _findnext leaves; _findfirst of nothing leaves FindFirstFile's error.
 * - make runs a recipe line through a batch file it writes: CreateProcess of a .bat or
 *   .cmd file starts the command interpreter on it. */
#include <errno.h>
#include <io.h>
#include <stdio.h>
#include <windows.h>

static void run(const char *app, const char *cmdline)
{
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    char line[256];
    DWORD code = 0;
    BOOL ok;
    ZeroMemory(&si, sizeof si);
    si.cb = sizeof si;
    lstrcpyA(line, cmdline);
    fflush(stdout);
    ok = CreateProcessA(app, line, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi);
    if (!ok) {
        printf("CreateProcess(%s, %s)=0 err=%lu\n", app ? app : "NULL", cmdline, GetLastError());
        return;
    }
    WaitForSingleObject(pi.hProcess, INFINITE);
    GetExitCodeProcess(pi.hProcess, &code);
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);
    printf("CreateProcess(%s, %s)=1 exit=%lu\n", app ? app : "NULL", cmdline, code);
}

int main(void)
{
    struct _finddata_t fd;
    intptr_t h;
    int n = 0, rc;
    FILE *f;

    SetLastError(0);
    h = _findfirst("nosuch*.xyz", &fd);
    printf("_findfirst(none)=%d errno=%d err=%lu\n", (int)h, errno, GetLastError());
    CreateDirectoryA("d", NULL);
    f = fopen("d\\f.txt", "w");
    fclose(f);
    h = _findfirst("d\\*", &fd);
    if (h != -1) {
        do n++; while ((rc = _findnext(h, &fd)) == 0);
        printf("entries=%d last _findnext=%d errno=%d err=%lu\n", n, rc, errno, GetLastError());
        _findclose(h);
    }

    f = fopen("t.bat", "w");
    fputs("@echo off\necho bat %1 ran\nexit /b 7\n", f);
    fclose(f);
    f = fopen("u.cmd", "w");
    fputs("@echo cmd %~1 %2\n", f);
    fclose(f);
    run("t.bat", "t.bat one");
    run(NULL, "t.bat two");
    run(NULL, "u.cmd \"a b\" c");
    run(NULL, "nosuch.bat");
    printf("done\n");
    return 0;
}
