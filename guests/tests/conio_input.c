/* Console input through the C runtime's conio.h (issue 23, "Programs in the wild (stop
 * 26)": ffmpeg asks _kbhit between frames and reads its "q" with _getch): _kbhit,
 * _getch, _getwch, _getche, _ungetch, _ungetwch over records WriteConsoleInput queues in
 * a console of the guest's own (FreeConsole, then AllocConsole, as console_tools does).
 * One line per check; the expected lines are Wine 8's. */
#include <windows.h>
#include <stdio.h>
#include <conio.h>

static HANDLE in;

static void key(WCHAR ch, WORD vk, WORD scan, DWORD state, BOOL down)
{
    INPUT_RECORD r;
    DWORD n = 0;
    memset(&r, 0, sizeof r);
    r.EventType = KEY_EVENT;
    r.Event.KeyEvent.bKeyDown = down;
    r.Event.KeyEvent.wRepeatCount = 1;
    r.Event.KeyEvent.wVirtualKeyCode = vk;
    r.Event.KeyEvent.wVirtualScanCode = scan;
    r.Event.KeyEvent.uChar.UnicodeChar = ch;
    r.Event.KeyEvent.dwControlKeyState = state;
    if (!WriteConsoleInputW(in, &r, 1, &n) || n != 1)
        printf("WriteConsoleInputW failed: %lu\n", GetLastError());
}

int main(void)
{
    INPUT_RECORD two[2];
    DWORD n = 0, count = 0;
    int a, b;
    FILE *log = stdout;

    setvbuf(log, NULL, _IONBF, 0);
    FreeConsole();
    printf("AllocConsole=%d\n", AllocConsole());
    in = CreateFileA("CONIN$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                     NULL, OPEN_EXISTING, 0, NULL);
    FlushConsoleInputBuffer(in);
    printf("_kbhit (empty)=%d\n", _kbhit());

    key('a', 'A', 0x1e, 0, TRUE);
    key('a', 'A', 0x1e, 0, FALSE);
    key(0, VK_SHIFT, 0x2a, SHIFT_PRESSED, TRUE);
    key('B', 'B', 0x30, SHIFT_PRESSED, TRUE);
    key(0, VK_SHIFT, 0x2a, 0, FALSE);
    key(0, VK_LEFT, 0x4b, ENHANCED_KEY, TRUE);
    key(0, VK_HOME, 0x47, 0, TRUE);
    key('x', 'X', 0x2d, 0, TRUE);
    GetNumberOfConsoleInputEvents(in, &count);
    printf("events queued=%lu\n", count);
    printf("_kbhit=%d\n", _kbhit() != 0);
    printf("_getch=%d\n", _getch());
    printf("_getch=%d (key-up and Shift skipped)\n", _getch());
    a = _getch(); b = _getch();
    printf("Left: %#x %#x\n", a, b);
    a = _getch();
    printf("_ungetch(z) while Home's code waits=%d\n", _ungetch('z'));
    b = _getch();
    printf("keypad Home: %d %#x\n", a, b);
    printf("_ungetch(z)=%d\n", _ungetch('z'));
    printf("_ungetch(y)=%d\n", _ungetch('y'));
    printf("_kbhit (pushed back)=%d\n", _kbhit() != 0);
    printf("_getch=%c\n", _getch());
    printf("_getwch=%#x\n", _getwch());
    printf("_kbhit (read all)=%d\n", _kbhit());
    printf("_ungetwch(0x263a)=%#x\n", _ungetwch(0x263a));
    printf("_ungetwch(0x41)=%#x\n", _ungetwch(0x41));
    printf("_getwch=%#x\n", _getwch());

    memset(two, 0, sizeof two);
    two[0].EventType = two[1].EventType = KEY_EVENT;
    two[0].Event.KeyEvent.bKeyDown = two[1].Event.KeyEvent.bKeyDown = TRUE;
    two[0].Event.KeyEvent.wRepeatCount = two[1].Event.KeyEvent.wRepeatCount = 1;
    two[0].Event.KeyEvent.uChar.AsciiChar = 'q';
    two[1].Event.KeyEvent.uChar.AsciiChar = '7';
    SetLastError(0xdeadbeef);
    printf("WriteConsoleInputA=%d", WriteConsoleInputA(in, two, 2, &n));
    printf(" written=%lu\n", n);
    printf("_getch=%c\n", _getch());
    printf("_getwch=%c\n", (char)_getwch());
    printf("_kbhit (end)=%d\n", _kbhit());

    /* function keys: two calls each (0, then the code); _kbhit counts them */
    key(0, VK_F1, 0x3b, 0, TRUE);
    key('1', '1', 0x02, 0, TRUE);
    key(0, VK_F12, 0x58, 0, TRUE);
    key('2', '2', 0x03, 0, TRUE);
    printf("read while _kbhit:");
    while (_kbhit())
        printf(" %#x", _getch());
    printf("\n");
    SetLastError(0xdeadbeef);
    printf("WriteConsoleInputW(output handle)=%d", WriteConsoleInputW(GetStdHandle(STD_OUTPUT_HANDLE), two, 1, &n));
    printf(" err=%lu\n", GetLastError());
    printf("done\n");
    return 0;
}
