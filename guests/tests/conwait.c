/* Waiting on a console input handle (vim.exe waits for keys in
 * MsgWaitForMultipleObjects on its CONIN$ handle): the handle is signaled while input
 * records wait in the buffer, and a satisfied wait leaves them there. */
#include <windows.h>
#include <stdio.h>

static FILE *log_file;

static void say(HANDLE out, const char *s)
{
    (void)out;
    fputs(s, stdout);
    fflush(stdout);
    fputs(s, log_file);     /* the same lines in conwait.log (under wineconsole) */
    fflush(log_file);
}

int main(void)
{
    char line[200];
    HANDLE in, out;
    INPUT_RECORD rec[2], got[2];
    DWORD n = 0, r;
    int i;

    log_file = fopen("conwait.log", "w");
    FreeConsole();    /* a new console someone can type into */
    AllocConsole();
    in = CreateFileA("CONIN$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                     NULL, OPEN_EXISTING, 0, NULL);
    out = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                      NULL, OPEN_EXISTING, 0, NULL);
    FlushConsoleInputBuffer(in);

    r = WaitForSingleObject(in, 0);
    sprintf(line, "empty buffer: WaitForSingleObject=%lu\n", r);
    say(out, line);
    r = MsgWaitForMultipleObjects(1, &in, FALSE, 50, QS_ALLINPUT);
    sprintf(line, "empty buffer: MsgWaitForMultipleObjects(50 ms)=%lu\n", r);
    say(out, line);

    ZeroMemory(rec, sizeof rec);
    for (i = 0; i < 2; i++) {
        rec[i].EventType = KEY_EVENT;
        rec[i].Event.KeyEvent.bKeyDown = i == 0;
        rec[i].Event.KeyEvent.wRepeatCount = 1;
        rec[i].Event.KeyEvent.wVirtualKeyCode = 'A';
        rec[i].Event.KeyEvent.uChar.AsciiChar = 'a';
    }
    WriteConsoleInputA(in, rec, 2, &n);
    sprintf(line, "WriteConsoleInput wrote %lu\n", n);
    say(out, line);

    r = WaitForSingleObject(in, 0);
    sprintf(line, "two records: WaitForSingleObject=%lu\n", r);
    say(out, line);
    r = WaitForMultipleObjects(1, &in, FALSE, INFINITE);
    sprintf(line, "two records: WaitForMultipleObjects(INFINITE)=%lu\n", r);
    say(out, line);
    r = MsgWaitForMultipleObjects(1, &in, FALSE, 0, QS_SENDMESSAGE);
    sprintf(line, "two records: MsgWaitForMultipleObjects=%lu\n", r);
    say(out, line);
    GetNumberOfConsoleInputEvents(in, &n);
    sprintf(line, "still waiting after the waits: %lu\n", n);
    say(out, line);

    ReadConsoleInputA(in, got, 2, &n);
    sprintf(line, "read %lu, first down=%d char=%c\n", n, got[0].Event.KeyEvent.bKeyDown,
            got[0].Event.KeyEvent.uChar.AsciiChar);
    say(out, line);
    r = WaitForSingleObject(in, 0);
    sprintf(line, "read out: WaitForSingleObject=%lu\n", r);
    say(out, line);
    say(out, "done\n");
    return 0;
}
