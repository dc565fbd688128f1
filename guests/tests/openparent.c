/* OpenProcess of the session's first process from its child (an uninstaller's second
 * phase waits so for the first to end before deleting it):
 *   openparent           the parent: starts "openparent child PID", waits for the
 *                        child's event, then ends with code 7
 *   openparent child P   opens process P, reads its state, lets it go, waits for it
 * One line per step; test/win32/kernel/test_openparent.py holds Wine 8's. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void say(const char *who, const char *fmt, DWORD a, DWORD b)
{
    printf("%s: ", who);
    printf(fmt, a, b);
    printf("\n");
    fflush(stdout);
}

int main(int argc, char **argv)
{
    HANDLE go = CreateEventA(NULL, TRUE, FALSE, "openparent_go");
    if (argc > 2 && !strcmp(argv[1], "child")) {
        DWORD pid = strtoul(argv[2], NULL, 10), code = 0, r;
        HANDLE h = OpenProcess(SYNCHRONIZE | PROCESS_QUERY_LIMITED_INFORMATION, FALSE, pid);
        say("child", "opened=%lu same id=%lu", h != NULL, h && GetProcessId(h) == pid);
        GetExitCodeProcess(h, &code);
        r = WaitForSingleObject(h, 0);
        say("child", "running: code=%lu wait=%lu", code, r);
        SetEvent(go);
        r = WaitForSingleObject(h, 10000);
        GetExitCodeProcess(h, &code);
        say("child", "after: wait=%lu code=%lu", r, code);
        SetLastError(0);
        h = OpenProcess(SYNCHRONIZE, FALSE, 0x7ffffff0);
        say("child", "no such id: handle=%lu err=%lu", h != NULL, GetLastError());
        return 0;
    }
    {
        char self[MAX_PATH], cmd[MAX_PATH + 32];
        STARTUPINFOA si = { sizeof(si) };
        PROCESS_INFORMATION pi;
        GetModuleFileNameA(NULL, self, sizeof(self));
        sprintf(cmd, "\"%s\" child %lu", self, GetCurrentProcessId());
        say("parent", "start=%lu%.0lu", CreateProcessA(self, cmd, NULL, NULL, FALSE, 0, NULL,
                                                      NULL, &si, &pi), 0);
        WaitForSingleObject(go, 10000);
        say("parent", "ends with %lu%.0lu", 7, 0);
        CloseHandle(pi.hProcess);
        CloseHandle(pi.hThread);
        return 7;
    }
}
