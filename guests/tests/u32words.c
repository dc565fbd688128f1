/* GetWindowWord / SetWindowWord and a NULL window procedure (docs/user.md, "Window
   words"; user32's win.c test_SetWindowLong): two of a window's extra bytes, the low word
   of GWLP_USERDATA, the indexes a WORD cannot hold refused, another window and the
   desktop; SetWindowLongPtr(GWLP_WNDPROC, NULL) keeping the procedure and taking the
   caller's character set. One line per check. */
#include <windows.h>
#include <stdio.h>

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefWindowProcA(h, m, w, l);
}

static void get(HWND h, const char *what, int index)
{
    WORD r;
    SetLastError(0xdeadbeef);
    r = GetWindowWord(h, index);
    printf("GetWindowWord(%s)=%u err=%lu\n", what, r, GetLastError());
}

static void set(HWND h, const char *what, int index, WORD value)
{
    WORD r;
    SetLastError(0xdeadbeef);
    r = SetWindowWord(h, index, value);
    printf("SetWindowWord(%s, %u)=%u err=%lu\n", what, value, r, GetLastError());
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND top, h;
    LONG_PTR before, r;
    DWORD err;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = proc;
    wc.cbWndExtra = 6;
    wc.lpszClassName = "u32words";
    RegisterClassA(&wc);
    top = CreateWindowExA(0, "u32words", "top", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, 0, 0,
                          NULL, NULL);
    h = CreateWindowExA(0, "u32words", "child", WS_CHILD | WS_VISIBLE, 0, 0, 50, 50, top,
                        (HMENU)7, NULL, NULL);

    SetWindowLongA(h, 0, 0x12345678);
    get(h, "0", 0);
    get(h, "2", 2);
    get(h, "4", 4);
    get(h, "5", 5);
    set(h, "2", 2, 0xabcd);
    printf("GetWindowLong(0)=%08lx\n", (DWORD)GetWindowLongA(h, 0));
    set(h, "4", 4, 0x1111);
    set(h, "5", 5, 0x2222);
    get(h, "-1", -1);

    SetWindowLongA(h, GWLP_USERDATA, (1 << 16) | 123);
    get(h, "GWLP_USERDATA", GWLP_USERDATA);
    set(h, "GWLP_USERDATA", GWLP_USERDATA, 124);
    printf("GWLP_USERDATA now %lx\n", (DWORD)GetWindowLongA(h, GWLP_USERDATA));

    get(h, "GWLP_ID", GWLP_ID);
    set(h, "GWLP_ID", GWLP_ID, 9);
    printf("GWLP_ID now %ld\n", (long)GetWindowLongA(h, GWLP_ID));
    get(h, "GWLP_HINSTANCE", GWLP_HINSTANCE);
    set(h, "GWLP_HINSTANCE", GWLP_HINSTANCE, 1);
    get(h, "GWLP_HWNDPARENT", GWLP_HWNDPARENT);
    set(h, "GWLP_HWNDPARENT", GWLP_HWNDPARENT, 0);
    get(h, "GWLP_WNDPROC", GWLP_WNDPROC);
    set(h, "GWLP_WNDPROC", GWLP_WNDPROC, 0xbeef);
    get(h, "GWL_STYLE", GWL_STYLE);
    set(h, "GWL_STYLE", GWL_STYLE, 0);
    get(h, "GWL_EXSTYLE", GWL_EXSTYLE);
    printf("style still %08lx\n", (DWORD)GetWindowLongA(h, GWL_STYLE));
    get(NULL, "no window", 0);
    set(NULL, "no window", 0, 1);
    get(GetDesktopWindow(), "desktop", 0);
    set(GetDesktopWindow(), "desktop", GWLP_USERDATA, 1);

    /* a NULL procedure: the window keeps its own, and speaks the caller's character set */
    before = GetWindowLongPtrA(top, GWLP_WNDPROC);
    SetLastError(0xdeadbeef);
    r = SetWindowLongPtrA(top, GWLP_WNDPROC, 0);
    err = GetLastError();
    printf("A NULL proc: returned-own=%d err=%lu unicode=%d kept=%d\n", r == before, err,
           IsWindowUnicode(top), GetWindowLongPtrA(top, GWLP_WNDPROC) == before);
    before = GetWindowLongPtrW(top, GWLP_WNDPROC);
    SetLastError(0xdeadbeef);
    r = SetWindowLongPtrW(top, GWLP_WNDPROC, 0);
    err = GetLastError();
    printf("W NULL proc: returned-W-proc=%d err=%lu unicode=%d A-proc-kept=%d\n",
           r == before, err, IsWindowUnicode(top),
           GetWindowLongPtrA(top, GWLP_WNDPROC) == (LONG_PTR)proc);
    SetWindowLongPtrA(top, GWLP_WNDPROC, 0);
    printf("A NULL proc again: unicode=%d\n", IsWindowUnicode(top));
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
