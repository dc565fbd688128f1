/* SetNamedPipeHandleState on an anonymous pipe's ends (issue 23: CMake 4.4's libuv opens
   a CreatePipe handle as a uv pipe, which sets byte read mode and blocking waits on it;
   refused, CMake waited for ever). An anonymous pipe is a byte-type pipe. Prints what
   the calls answer, so the lines compare with Wine's. */
#include <windows.h>
#include <stdio.h>

static void set(const char *what, HANDLE h, DWORD mode)
{
    BOOL ok;
    SetLastError(0);
    ok = SetNamedPipeHandleState(h, &mode, NULL, NULL);
    printf("%s mode=%lx: ok=%d err=%lu\n", what, mode, ok, ok ? 0 : GetLastError());
}

int main(void)
{
    HANDLE r, w;
    char buf[16];
    DWORD n = 0, mode;
    BOOL ok;

    ok = CreatePipe(&r, &w, NULL, 0);
    printf("pipe ok=%d\n", ok);
    set("read end", r, PIPE_READMODE_BYTE | PIPE_WAIT);
    set("write end", w, PIPE_READMODE_BYTE | PIPE_WAIT);
    set("read end", r, PIPE_READMODE_MESSAGE);
    set("read end", r, 0x100);
    ok = SetNamedPipeHandleState(r, NULL, NULL, NULL);
    printf("no mode: ok=%d\n", ok);
    set("read end", r, PIPE_NOWAIT);
    SetLastError(0);
    ok = ReadFile(r, buf, sizeof(buf), &n, NULL);
    printf("read empty, no wait: ok=%d n=%lu err=%lu\n", ok, n, ok ? 0 : GetLastError());
    WriteFile(w, "abc", 3, &n, NULL);
    n = 0;
    ok = ReadFile(r, buf, sizeof(buf), &n, NULL);
    printf("read: ok=%d n=%lu\n", ok, n);
    set("read end", r, PIPE_WAIT);
    WriteFile(w, "de", 2, &n, NULL);
    n = 0;
    ok = ReadFile(r, buf, sizeof(buf), &n, NULL);
    printf("read, waiting: ok=%d n=%lu\n", ok, n);
    mode = 0;
    SetLastError(0);
    ok = SetNamedPipeHandleState((HANDLE)0x1234, &mode, NULL, NULL);
    printf("a bad handle: ok=%d err=%lu\n", ok, GetLastError());
    CloseHandle(r);
    CloseHandle(w);
    return 0;
}
