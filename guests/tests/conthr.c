/* A full-screen program's console input read from threads, as Go's tcell reads it (fzf,
 * micro): a console program's input thread waits on the input handle
 * (WaitForSingleObject) before it reads (ReadConsoleInputW), and the next wait and read
 * come from another thread. Each key read is a line in conthr.log (and on stdout). */
#include <windows.h>
#include <stdio.h>

static HANDLE in;
static FILE *log;

static DWORD WINAPI reader(void *arg)
{
    INPUT_RECORD r;
    DWORD n, w;
    for (;;) {
        w = WaitForSingleObject(in, INFINITE);
        if (!ReadConsoleInputW(in, &r, 1, &n)) {
            fprintf(log, "%s: ReadConsoleInputW failed %lu\n", (char *)arg, GetLastError());
            return 1;
        }
        if (r.EventType == KEY_EVENT && r.Event.KeyEvent.bKeyDown &&
                r.Event.KeyEvent.uChar.UnicodeChar) {
            fprintf(log, "%s: wait=%lu read=%lu key %c\n", (char *)arg, w, n,
                    (char)r.Event.KeyEvent.uChar.UnicodeChar);
            fflush(log);
            return 0;
        }
    }
}

int main(void)
{
    const char *names[] = {"first thread", "second thread"};
    int i;
    log = fopen("conthr.log", "w");
    in = GetStdHandle(STD_INPUT_HANDLE);
    fprintf(log, "SetConsoleMode=%d\n", SetConsoleMode(in, ENABLE_WINDOW_INPUT));
    for (i = 0; i < 2; i++) {
        HANDLE t = CreateThread(NULL, 0, reader, (void *)names[i], 0, NULL);
        WaitForSingleObject(t, INFINITE);
        CloseHandle(t);
    }
    fprintf(log, "done\n");
    fclose(log);
    return 0;
}
