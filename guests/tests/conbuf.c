/* The console screen-buffer family text-mode programs (curses UIs, editors, pagers) use
 * (issue 23): cells with attributes written and read back (WriteConsoleOutput,
 * ReadConsoleOutput, the ...Character/Attribute runs, the Fill functions), the text
 * attribute WriteConsole/WriteFile output takes, ScrollConsoleScreenBuffer with a clip
 * and a fill, several screen buffers (CreateConsoleScreenBuffer,
 * SetConsoleActiveScreenBuffer, CONOUT$ naming the active one), the buffer's size and
 * window, the colour table (Get/SetConsoleScreenBufferInfoEx) and the input buffer's
 * counters. One line per check; the expected lines are Wine's.
 *
 * It runs on a console of its own (FreeConsole, then AllocConsole), so that under Wine
 * and here it asks the same kind of console whatever the standard handles were. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HANDLE out;

static void show_info(const char *what, HANDLE h)
{
    CONSOLE_SCREEN_BUFFER_INFO info;
    memset(&info, 0xcc, sizeof info);
    SetLastError(0xdeadbeef);
    if (!GetConsoleScreenBufferInfo(h, &info)) {
        printf("%s: ok=0 err=%lu\n", what, GetLastError());
        return;
    }
    printf("%s: size=%dx%d cursor=%d,%d attr=%#x window=%d,%d-%d,%d\n", what,
           info.dwSize.X, info.dwSize.Y, info.dwCursorPosition.X, info.dwCursorPosition.Y,
           info.wAttributes, info.srWindow.Left, info.srWindow.Top, info.srWindow.Right,
           info.srWindow.Bottom);
}

/* The characters and attributes of n cells from (x, y) on, as "text|a1 a2 ...". */
static void show_cells(const char *what, HANDLE h, int x, int y, int n)
{
    char text[128];
    WORD attrs[128];
    DWORD got = 0, gota = 0;
    COORD pos;
    BOOL ok1, ok2;
    int i;
    pos.X = x; pos.Y = y;
    memset(text, 0, sizeof text);
    ok1 = ReadConsoleOutputCharacterA(h, text, n, pos, &got);
    ok2 = ReadConsoleOutputAttribute(h, attrs, n, pos, &gota);
    printf("%s: ok=%d,%d n=%lu,%lu [%s]", what, ok1, ok2, got, gota, text);
    for (i = 0; i < (int)gota; i++)
        printf(" %x", attrs[i]);
    printf("\n");
}

static void cells(void)
{
    CHAR_INFO buf[6], back[12];
    COORD size, origin, pos;
    SMALL_RECT r;
    DWORD n;
    WCHAR w[4];
    WORD attrs[3] = {0x41, 0x52, 0x63};
    CONSOLE_SCREEN_BUFFER_INFO info;
    int i;
    BOOL ok;

    /* SetConsoleTextAttribute: what WriteConsole and WriteFile write takes it */
    printf("SetConsoleTextAttribute(0x1e)=%d\n", SetConsoleTextAttribute(out, 0x1e));
    WriteConsoleA(out, "Hi", 2, &n, NULL);
    SetConsoleTextAttribute(out, 0x2f);
    WriteFile(out, "ok\r\n", 4, &n, NULL);
    SetConsoleTextAttribute(out, 0x07);
    show_cells("Hi ok", out, 0, 0, 5);

    /* a 3 x 2 block of cells written at (10, 5) and read back */
    for (i = 0; i < 6; i++) {
        buf[i].Char.UnicodeChar = L'A' + i;
        buf[i].Attributes = 0x10 * i + 0x0f - i;
    }
    size.X = 3; size.Y = 2; origin.X = 0; origin.Y = 0;
    r.Left = 10; r.Top = 5; r.Right = 12; r.Bottom = 6;
    ok = WriteConsoleOutputW(out, buf, size, origin, &r);
    printf("WriteConsoleOutputW=%d region=%d,%d-%d,%d\n", ok, r.Left, r.Top, r.Right,
           r.Bottom);
    show_cells("row 5", out, 9, 5, 5);
    show_cells("row 6", out, 9, 6, 5);
    memset(back, 0, sizeof back);
    size.X = 4; size.Y = 3; origin.X = 1; origin.Y = 1;
    r.Left = 10; r.Top = 5; r.Right = 12; r.Bottom = 6;
    ok = ReadConsoleOutputW(out, back, size, origin, &r);
    printf("ReadConsoleOutputW=%d region=%d,%d-%d,%d:", ok, r.Left, r.Top, r.Right,
           r.Bottom);
    for (i = 0; i < 12; i++)
        printf(" %c/%x", back[i].Char.UnicodeChar ? (char)back[i].Char.UnicodeChar : '.',
               back[i].Attributes);
    printf("\n");

    /* a rectangle past the buffer's right edge is cut; what was written is reported */
    size.X = 3; size.Y = 2; origin.X = 0; origin.Y = 0;
    r.Left = 78; r.Top = 8; r.Right = 80; r.Bottom = 9;
    ok = WriteConsoleOutputW(out, buf, size, origin, &r);
    printf("WriteConsoleOutputW(past the edge)=%d region=%d,%d-%d,%d\n", ok, r.Left, r.Top,
           r.Right, r.Bottom);
    show_cells("row 8 end", out, 77, 8, 3);
    /* ... and one larger than the array given is cut to the array */
    r.Left = 20; r.Top = 8; r.Right = 30; r.Bottom = 20;
    ok = WriteConsoleOutputW(out, buf, size, origin, &r);
    printf("WriteConsoleOutputW(larger than the array)=%d region=%d,%d-%d,%d\n", ok, r.Left,
           r.Top, r.Right, r.Bottom);
    /* the A form: CHAR_INFO's AsciiChar */
    buf[0].Char.AsciiChar = 'z'; buf[0].Attributes = 0x5a;
    size.X = 1; size.Y = 1;
    r.Left = 0; r.Top = 7; r.Right = 0; r.Bottom = 7;
    printf("WriteConsoleOutputA=%d\n", WriteConsoleOutputA(out, buf, size, origin, &r));
    show_cells("row 7", out, 0, 7, 1);

    /* runs: they wrap to the next row and stop at the buffer's end */
    pos.X = 78; pos.Y = 10;
    ok = FillConsoleOutputCharacterA(out, 'x', 5, pos, &n);
    printf("FillConsoleOutputCharacterA(5 from 78,10)=%d n=%lu\n", ok, n);
    ok = FillConsoleOutputAttribute(out, 0x4e, 4, pos, &n);
    printf("FillConsoleOutputAttribute(4)=%d n=%lu\n", ok, n);
    show_cells("78,10 on", out, 78, 10, 5);
    pos.X = 1; pos.Y = 11;
    w[0] = L'p'; w[1] = L'q'; w[2] = L'r';
    ok = WriteConsoleOutputCharacterW(out, w, 3, pos, &n);
    printf("WriteConsoleOutputCharacterW=%d n=%lu\n", ok, n);
    ok = WriteConsoleOutputAttribute(out, attrs, 3, pos, &n);
    printf("WriteConsoleOutputAttribute=%d n=%lu\n", ok, n);
    show_cells("1,11 on", out, 0, 11, 5);
    /* the buffer's last row (Wine keeps 150 rows, Windows 300) */
    GetConsoleScreenBufferInfo(out, &info);
    pos.X = 78; pos.Y = info.dwSize.Y - 1;
    ok = FillConsoleOutputCharacterA(out, '#', 10, pos, &n);
    printf("FillConsoleOutputCharacterA(at the end)=%d n=%lu\n", ok, n);
    pos.X = 0; pos.Y = info.dwSize.Y;
    SetLastError(0xdeadbeef);
    n = 0xdead;
    ok = FillConsoleOutputCharacterA(out, '#', 10, pos, &n);
    printf("FillConsoleOutputCharacterA(below the buffer)=%d err=%lu n=%lu\n", ok,
           GetLastError(), n);
    pos.X = 80; pos.Y = 0;
    n = 0xdead;
    ok = ReadConsoleOutputCharacterA(out, (char *)back, 4, pos, &n);
    printf("ReadConsoleOutputCharacterA(right of the buffer)=%d n=%lu\n", ok, n);
    n = 0xdead;
    ok = WriteConsoleOutputAttribute(out, attrs, 3, pos, &n);
    printf("WriteConsoleOutputAttribute(right of the buffer)=%d n=%lu\n", ok, n);
}

static void scroll(void)
{
    COORD pos, dest;
    SMALL_RECT r, clip;
    CHAR_INFO fill;
    DWORD n;
    int y;
    BOOL ok;

    /* rows 20..23: "aaaaaa", "bbbbbb", ... in attributes 0x11, 0x22 ... */
    for (y = 0; y < 4; y++) {
        pos.X = 0; pos.Y = 20 + y;
        FillConsoleOutputCharacterA(out, 'a' + y, 6, pos, &n);
        FillConsoleOutputAttribute(out, 0x11 * (y + 1), 6, pos, &n);
    }
    fill.Char.UnicodeChar = L'.';
    fill.Attributes = 0x70;
    /* the block of rows 21..23 (columns 0..5) one row up, columns 1..4 only */
    r.Left = 0; r.Top = 21; r.Right = 5; r.Bottom = 23;
    clip.Left = 1; clip.Top = 0; clip.Right = 4; clip.Bottom = 299;
    dest.X = 0; dest.Y = 20;
    ok = ScrollConsoleScreenBufferW(out, &r, &clip, dest, &fill);
    printf("ScrollConsoleScreenBufferW(up, clipped)=%d\n", ok);
    for (y = 20; y < 24; y++) {
        char what[16];
        sprintf(what, "row %d", y);
        show_cells(what, out, 0, y, 6);
    }
    /* no clip: two columns right, the whole block; the fill where nothing lands */
    dest.X = 2; dest.Y = 21;
    ok = ScrollConsoleScreenBufferA(out, &r, NULL, dest, &fill);
    printf("ScrollConsoleScreenBufferA(right)=%d\n", ok);
    for (y = 21; y < 24; y++) {
        char what[16];
        sprintf(what, "row %d", y);
        show_cells(what, out, 0, y, 8);
    }
    r.Left = 100; r.Top = 0; r.Right = 110; r.Bottom = 3;
    SetLastError(0xdeadbeef);
    ok = ScrollConsoleScreenBufferA(out, &r, NULL, dest, &fill);
    printf("ScrollConsoleScreenBufferA(outside)=%d err=%lu\n", ok, GetLastError());
}

static void buffers(void)
{
    HANDLE second, conout;
    DWORD n;
    BOOL ok;

    SetConsoleTextAttribute(out, 0x1f);
    second = CreateConsoleScreenBuffer(GENERIC_READ | GENERIC_WRITE,
                                       FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                                       CONSOLE_TEXTMODE_BUFFER, NULL);
    printf("CreateConsoleScreenBuffer=%d\n", second != INVALID_HANDLE_VALUE);
    show_info("second", second);
    show_cells("second 0,0", second, 0, 0, 3);
    WriteConsoleA(second, "2nd", 3, &n, NULL);
    show_cells("second after write", second, 0, 0, 3);
    show_cells("first 0,0", out, 0, 0, 3);
    printf("SetConsoleActiveScreenBuffer(second)=%d\n", SetConsoleActiveScreenBuffer(second));
    /* CONOUT$ names the active buffer */
    conout = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ |
                         FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    WriteConsoleA(conout, "!", 1, &n, NULL);
    show_cells("second after CONOUT$", second, 0, 0, 4);
    show_cells("first after CONOUT$", out, 0, 0, 4);
    CloseHandle(conout);
    printf("SetConsoleActiveScreenBuffer(first)=%d\n", SetConsoleActiveScreenBuffer(out));
    printf("CloseHandle(second)=%d\n", CloseHandle(second));
    SetLastError(0xdeadbeef);
    ok = CreateConsoleScreenBuffer(GENERIC_READ | GENERIC_WRITE, 0, NULL, 5, NULL)
        != INVALID_HANDLE_VALUE;
    printf("CreateConsoleScreenBuffer(flags 5)=%d err=%lu\n", ok, GetLastError());
    SetConsoleTextAttribute(out, 0x07);
}

static void geometry(void)
{
    COORD size, big;
    SMALL_RECT r;
    CONSOLE_SCREEN_BUFFER_INFOEX ex;
    BOOL ok;

    big = GetLargestConsoleWindowSize(out);
    printf("GetLargestConsoleWindowSize at least 80x25=%d\n", big.X >= 80 && big.Y >= 25);
    size.X = 60; size.Y = 300;
    SetLastError(0xdeadbeef);
    ok = SetConsoleScreenBufferSize(out, size);
    printf("SetConsoleScreenBufferSize(60x300)=%d err=%lu\n", ok, GetLastError());
    size.X = 100; size.Y = 50;
    printf("SetConsoleScreenBufferSize(100x50)=%d\n", SetConsoleScreenBufferSize(out, size));
    show_info("100x50", out);
    show_cells("kept 0,0", out, 0, 0, 3);
    show_cells("new 97,0", out, 97, 0, 3);
    r.Left = 0; r.Top = 0; r.Right = 39; r.Bottom = 9;
    printf("SetConsoleWindowInfo(0,0-39,9)=%d\n", SetConsoleWindowInfo(out, TRUE, &r));
    show_info("small window", out);
    r.Left = 5; r.Top = 2; r.Right = 5; r.Bottom = 2;
    printf("SetConsoleWindowInfo(relative +5,+2)=%d\n", SetConsoleWindowInfo(out, FALSE, &r));
    show_info("moved window", out);
    r.Left = 70; r.Top = 0; r.Right = 109; r.Bottom = 9;
    SetLastError(0xdeadbeef);
    ok = SetConsoleWindowInfo(out, TRUE, &r);
    printf("SetConsoleWindowInfo(past the buffer)=%d err=%lu\n", ok, GetLastError());
    size.X = 30; size.Y = 50;
    SetLastError(0xdeadbeef);
    ok = SetConsoleScreenBufferSize(out, size);
    printf("SetConsoleScreenBufferSize(30x50, narrower than the window)=%d err=%lu\n", ok,
           GetLastError());

    memset(&ex, 0, sizeof ex);
    ex.cbSize = sizeof ex - 4;
    SetLastError(0xdeadbeef);
    ok = GetConsoleScreenBufferInfoEx(out, &ex);
    printf("GetConsoleScreenBufferInfoEx(bad cbSize)=%d err=%lu\n", ok, GetLastError());
    ex.cbSize = sizeof ex;
    ok = GetConsoleScreenBufferInfoEx(out, &ex);
    printf("GetConsoleScreenBufferInfoEx=%d size=%dx%d attr=%#x colours 0=%06lx 1=%06lx "
           "7=%06lx 12=%06lx 15=%06lx\n", ok, ex.dwSize.X, ex.dwSize.Y, ex.wAttributes,
           ex.ColorTable[0], ex.ColorTable[1], ex.ColorTable[7], ex.ColorTable[12],
           ex.ColorTable[15]);
    ex.ColorTable[1] = RGB(1, 2, 3);
    ex.wAttributes = 0x3c;
    ok = SetConsoleScreenBufferInfoEx(out, &ex);
    memset(&ex.ColorTable, 0, sizeof ex.ColorTable);
    ex.wAttributes = 0;
    GetConsoleScreenBufferInfoEx(out, &ex);
    printf("SetConsoleScreenBufferInfoEx=%d then colour 1=%06lx attr=%#x\n", ok,
           ex.ColorTable[1], ex.wAttributes);
    SetConsoleTextAttribute(out, 0x07);
}

static void input(void)
{
    HANDLE in = CreateFileA("CONIN$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ |
                            FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    INPUT_RECORD rec[2];
    DWORD n = 0xdead;
    BOOL ok;
    printf("FlushConsoleInputBuffer=%d\n", FlushConsoleInputBuffer(in));
    ok = GetNumberOfConsoleInputEvents(in, &n);
    printf("GetNumberOfConsoleInputEvents=%d n=%lu\n", ok, n);
    n = 0xdead;
    ok = PeekConsoleInputW(in, rec, 2, &n);
    printf("PeekConsoleInputW=%d n=%lu\n", ok, n);
    SetLastError(0xdeadbeef);
    ok = ReadConsoleOutputAttribute(in, (WORD *)rec, 1, (COORD){0, 0}, &n);
    printf("ReadConsoleOutputAttribute(input handle)=%d err=%lu\n", ok, GetLastError());
    CloseHandle(in);
}

/* ENABLE_VIRTUAL_TERMINAL_PROCESSING: Windows 10 interprets the VT sequences written
 * (cursor moves, SGR colours, erasing); Wine 8 accepts the flag and shows them as text */
static void vt(void)
{
    HANDLE second = CreateConsoleScreenBuffer(GENERIC_READ | GENERIC_WRITE,
                                              FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                                              CONSOLE_TEXTMODE_BUFFER, NULL);
    DWORD mode = 0, n;
    BOOL ok;
    static const char seq[] = "\x1b[31mR\x1b[0mN\x1b[1;44mB\x1b[0m\x1b[3;5HXYZ\x1b[2DQ"
                              "\x1b[2;1Habcdef\x1b[3D\x1b[K";
    GetConsoleMode(second, &mode);
    printf("new buffer's mode=%#lx\n", mode);
    ok = SetConsoleMode(second, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING);
    GetConsoleMode(second, &mode);
    printf("SetConsoleMode(VT)=%d mode=%#lx\n", ok, mode);
    GetConsoleMode(out, &mode);
    printf("the first buffer's mode=%#lx\n", mode);
    WriteConsoleA(second, seq, sizeof seq - 1, &n, NULL);
    show_cells("vt row 0", second, 0, 0, 4);
    show_cells("vt row 1", second, 0, 1, 6);
    show_cells("vt row 2", second, 3, 2, 4);
    CloseHandle(second);
}

/* "conbuf wait": what a full-screen program does on its own console: a buffer of its
 * own, drawn in colour and made active, then keys read until Escape; each key's record
 * is printed. (Run in the test desktop only: under Wine a console with nobody to type
 * waits for ever.) */
static int wait_for_keys(void)
{
    HANDLE in = GetStdHandle(STD_INPUT_HANDLE);
    HANDLE screen = CreateConsoleScreenBuffer(GENERIC_READ | GENERIC_WRITE,
                                              FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                                              CONSOLE_TEXTMODE_BUFFER, NULL);
    CHAR_INFO cells[10];
    COORD size = {10, 1}, origin = {0, 0};
    SMALL_RECT r = {2, 1, 11, 1};
    INPUT_RECORD rec;
    DWORD n;
    int i;
    printf("window=%d\n", GetConsoleWindow() != NULL);
    for (i = 0; i < 10; i++) {
        cells[i].Char.UnicodeChar = L"FULLSCREEN"[i];
        cells[i].Attributes = (WORD)(0x1e + 0x10 * (i % 3));
    }
    WriteConsoleOutputW(screen, cells, size, origin, &r);
    SetConsoleActiveScreenBuffer(screen);
    SetConsoleMode(in, 0);
    for (;;) {
        if (!ReadConsoleInputW(in, &rec, 1, &n) || n != 1)
            return 1;
        if (rec.EventType != KEY_EVENT || !rec.Event.KeyEvent.bKeyDown)
            continue;
        printf("key vk=%#x char=%#x enhanced=%d\n", rec.Event.KeyEvent.wVirtualKeyCode,
               rec.Event.KeyEvent.uChar.UnicodeChar,
               !!(rec.Event.KeyEvent.dwControlKeyState & ENHANCED_KEY));
        if (rec.Event.KeyEvent.wVirtualKeyCode == VK_ESCAPE)
            break;
    }
    SetConsoleActiveScreenBuffer(GetStdHandle(STD_OUTPUT_HANDLE));
    printf("bye\n");
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "wait"))
        return wait_for_keys();
    FreeConsole();
    printf("AllocConsole=%d\n", AllocConsole());
    out = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ |
                      FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    show_info("new console", out);
    cells();
    scroll();
    buffers();
    geometry();
    input();
    vt();
    printf("done\n");
    return 0;
}
