/*
 * launchtest.c - starts another program the way a bootstrap installer does:
 * copies itself to C:\TEMP\child.exe, starts it (ShellExecuteA by default,
 * CreateProcessA with "/create"), then deletes the child.  Results are printed
 * as "name=value" lines (guest stdout goes to the emulator's log).
 * "/child N" makes it print "child=N" and exit (what the child would do).
 */
#include <windows.h>
#include <shellapi.h>
#include <stdio.h>
#include <string.h>

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    char self[MAX_PATH];
    if (strstr(cmd, "/child")) {
        printf("child=%s\n", strstr(cmd, "/child") + 7);
        return 0;
    }
    GetModuleFileNameA(NULL, self, MAX_PATH);
    CreateDirectoryA("C:\\TEMP", NULL);
    printf("copied=%d\n", CopyFileA(self, "C:\\TEMP\\child.exe", FALSE));
    HINSTANCE missing = ShellExecuteA(NULL, "open", "C:\\nope.exe", NULL, NULL, SW_SHOW);
    printf("missing=%d\n", (int)(INT_PTR)missing);
    if (strstr(cmd, "/create")) {
        STARTUPINFOA si;
        PROCESS_INFORMATION pi;
        DWORD code = 99;
        char line[] = "\"C:\\TEMP\\child.exe\" /child 7";
        memset(&si, 0, sizeof si);
        si.cb = sizeof si;
        BOOL ok = CreateProcessA(NULL, line, NULL, NULL, FALSE, 0, NULL, "C:\\TEMP", &si, &pi);
        WaitForSingleObject(pi.hProcess, INFINITE);
        GetExitCodeProcess(pi.hProcess, &code);
        CloseHandle(pi.hThread);
        CloseHandle(pi.hProcess);
        printf("create=%d code=%lu\n", ok, code);
    } else {
        HINSTANCE r = ShellExecuteA(NULL, "open", "C:\\TEMP\\child.exe", "/child 7",
                                    "C:\\TEMP", SW_SHOW);
        printf("shellexec=%d\n", (int)(INT_PTR)r > 32);
    }
    printf("deleted=%d\n", DeleteFileA("C:\\TEMP\\child.exe"));
    fflush(stdout);
    return 0;
}
