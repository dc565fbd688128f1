/* Console output as Windows 10 documents it for full-screen programs (Go's tcell: fzf,
 * micro): the end of a line with ENABLE_WRAP_AT_EOL_OUTPUT off (the last cell written
 * over) and with DISABLE_NEWLINE_AUTO_RETURN (the wrap deferred to the next printable
 * character, so the last row fills without scrolling); with ENABLE_VIRTUAL_TERMINAL_
 * PROCESSING the extended colours (SGR 38/48;5;n and 38/48;2;r;g;b, kept as the nearest
 * of the 16) and the alternate screen buffer (CSI ? 1049 h / l). One line per check.
 * It runs on a console of its own (FreeConsole, then AllocConsole), as conbuf.c does, and
 * writes its lines to convt.log: what it writes on the console stays out of them. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#ifndef DISABLE_NEWLINE_AUTO_RETURN
#define DISABLE_NEWLINE_AUTO_RETURN 0x8
#endif
#ifndef ENABLE_VIRTUAL_TERMINAL_PROCESSING
#define ENABLE_VIRTUAL_TERMINAL_PROCESSING 0x4
#endif

static HANDLE out;
static FILE *log;

static void put(const char *s)
{
    DWORD n;
    WriteConsoleA(out, s, (DWORD)strlen(s), &n, NULL);
}

static void at(int x, int y)
{
    COORD c;
    c.X = x; c.Y = y;
    SetConsoleCursorPosition(out, c);
}

static void show(const char *what, int x, int y, int n, int attrs)
{
    char text[96];
    WORD a[96];
    DWORD got = 0;
    COORD pos;
    CONSOLE_SCREEN_BUFFER_INFO info;
    int i;
    pos.X = x; pos.Y = y;
    memset(text, 0, sizeof text);
    ReadConsoleOutputCharacterA(out, text, n, pos, &got);
    GetConsoleScreenBufferInfo(out, &info);
    fprintf(log, "%s: [%s] cursor=%d,%d size=%dx%d", what, text, info.dwCursorPosition.X,
           info.dwCursorPosition.Y, info.dwSize.X, info.dwSize.Y);
    if (attrs) {
        ReadConsoleOutputAttribute(out, a, n, pos, &got);
        for (i = 0; i < (int)got; i++)
            fprintf(log, " %x", a[i]);
    }
    fprintf(log, "\n");
}

int main(void)
{
    CONSOLE_SCREEN_BUFFER_INFO info;
    DWORD mode = ENABLE_PROCESSED_OUTPUT | ENABLE_WRAP_AT_EOL_OUTPUT;
    int last;

    log = fopen("convt.log", "w");
    FreeConsole();
    fprintf(log, "AllocConsole=%d\n", AllocConsole());
    out = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ |
                      FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    GetConsoleScreenBufferInfo(out, &info);
    last = info.dwSize.Y - 1;
    SetConsoleTextAttribute(out, 0x07);

    /* wrapping at the end of the last row scrolls the buffer up */
    SetConsoleMode(out, mode);
    at(75, last);
    put("ABCDE");
    show("wrap, last row", 75, last, 5, 0);
    show("wrap, the row above", 75, last - 1, 5, 0);

    /* without ENABLE_WRAP_AT_EOL_OUTPUT the last cell is written over */
    fprintf(log, "SetConsoleMode(no wrap)=%d\n", SetConsoleMode(out, ENABLE_PROCESSED_OUTPUT));
    at(75, 10);
    put("ABCDEFG");
    show("no wrap", 75, 10, 5, 0);
    show("no wrap, next row", 0, 11, 3, 0);

    /* DISABLE_NEWLINE_AUTO_RETURN: the wrap waits for the next printable character */
    fprintf(log, "SetConsoleMode(deferred)=%d\n",
           SetConsoleMode(out, mode | DISABLE_NEWLINE_AUTO_RETURN));
    at(75, last);
    put("VWXYZ");
    show("deferred, last row filled", 75, last, 5, 0);
    put("F");
    show("deferred, then a character", 0, last, 1, 0);
    show("deferred, the row above", 75, last - 1, 5, 0);
    at(75, 20);
    put("abcde\r");
    show("deferred, then CR", 75, 20, 5, 0);
    put("x");
    show("deferred, CR then x", 0, 20, 2, 0);

    /* the extended colours, as the nearest of the 16 */
    fprintf(log, "SetConsoleMode(VT)=%d\n", SetConsoleMode(out, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING));
    at(0, 30);
    put("\x1b[38;5;196mR\x1b[38;5;2mg\x1b[38;5;244mG\x1b[38;2;250;250;250mW"
        "\x1b[48;2;0;0;128mB\x1b[38;5;21m\x1b[48;5;226mY\x1b[38;5;232mk\x1b[0m.");
    show("extended colours", 0, 30, 8, 1);

    /* the alternate screen buffer */
    at(0, 0);
    put("main");
    put("\x1b[?1049h");
    show("alternate", 0, 0, 4, 0);
    put("\x1b[1;1Halt!");
    show("alternate written", 0, 0, 4, 0);
    put("\x1b[?1049l");
    show("main again", 0, 0, 4, 0);
    fprintf(log, "done\n");
    fclose(log);
    return 0;
}
