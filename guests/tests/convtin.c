/* Console input as VT sequences (fzf --height's "light" renderer): with
 * ENABLE_VIRTUAL_TERMINAL_INPUT on its input a console program reads the keys typed into
 * its console window with ReadFile as Windows' console sends them (the cursor and function
 * keys as CSI/SS3 sequences, Backspace as DEL), and the answers to the VT queries it writes
 * (the cursor position, CSI 6 n; the identity, CSI c) come in the same input. Its lines go
 * to convtin.log, the bytes read in hex. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#ifndef ENABLE_VIRTUAL_TERMINAL_INPUT
#define ENABLE_VIRTUAL_TERMINAL_INPUT 0x200
#endif
#ifndef ENABLE_VIRTUAL_TERMINAL_PROCESSING
#define ENABLE_VIRTUAL_TERMINAL_PROCESSING 0x4
#endif

static HANDLE in, out;
static FILE *log;

/* Read until byte ``last`` (or 16 bytes), waiting at most ``ms`` for each. */
static void read_until(const char *what, char last, DWORD ms)
{
    char buf[64];
    int n = 0, i;
    DWORD got;
    while (n < 16) {
        if (WaitForSingleObject(in, ms) != WAIT_OBJECT_0) {
            fprintf(log, "%s: no answer\n", what);
            fflush(log);
            return;
        }
        if (!ReadFile(in, buf + n, 1, &got, NULL) || !got)
            break;
        n++;
        if (buf[n - 1] == last)
            break;
    }
    fprintf(log, "%s:", what);
    for (i = 0; i < n; i++)
        fprintf(log, " %02x", (unsigned char)buf[i]);
    fprintf(log, "\n");
    fflush(log);
}

int main(void)
{
    DWORD n, mode;
    log = fopen("convtin.log", "w");
    in = GetStdHandle(STD_INPUT_HANDLE);
    out = GetStdHandle(STD_OUTPUT_HANDLE);
    GetConsoleMode(out, &mode);
    SetConsoleMode(out, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING);
    fprintf(log, "SetConsoleMode(in)=%d\n", SetConsoleMode(in, ENABLE_VIRTUAL_TERMINAL_INPUT |
            ENABLE_PROCESSED_INPUT | ENABLE_EXTENDED_FLAGS));
    GetConsoleMode(in, &mode);
    fprintf(log, "mode=%#lx\n", mode);
    fflush(log);
    /* typed: a, Up, Backspace, F5, Ctrl+Right, Delete, then q */
    read_until("a", 'a', INFINITE);
    read_until("up", 'A', INFINITE);
    read_until("backspace", 0x7f, INFINITE);
    read_until("f5", '~', INFINITE);
    read_until("ctrl+right", 'C', INFINITE);
    read_until("delete", '~', INFINITE);
    read_until("q", 'q', INFINITE);
    WriteFile(out, "ab\x1b[6n", 6, &n, NULL);
    read_until("cursor position", 'R', 3000);
    WriteFile(out, "\x1b[c", 3, &n, NULL);
    read_until("identity", 'c', 3000);
    fprintf(log, "done\n");
    fclose(log);
    return 0;
}
