/*
 * usrstyle.c - test guest for WM_STYLECHANGING / WM_STYLECHANGED around SetWindowLong
 * (test/win32/user/test_style_messages.py). Each step prints one line; the expected lines
 * are this exe's output under Wine 8 (xvfb-run -a wine usrstyle.exe).
 */
#include <windows.h>
#include <stdio.h>

static int veto;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_STYLECHANGING || m == WM_STYLECHANGED) {
        STYLESTRUCT *s = (STYLESTRUCT *)l;
        printf("%s %s old %08lx new %08lx\n", m == WM_STYLECHANGING ? "changing" : "changed",
               (int)w == GWL_STYLE ? "style" : (int)w == GWL_EXSTYLE ? "exstyle" : "other",
               s->styleOld, s->styleNew);
        if (m == WM_STYLECHANGING && veto)
            s->styleNew &= ~0x00000040;      /* drop a bit the caller asked for */
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND h;
    LONG old;
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "stylet";
    RegisterClassA(&wc);
    h = CreateWindowA("stylet", "s", WS_POPUP, 0, 0, 100, 100, NULL, NULL, NULL, NULL);
    old = SetWindowLongA(h, GWL_STYLE, WS_POPUP | 0x10);
    printf("set style returned %08lx now %08lx\n", old, GetWindowLongA(h, GWL_STYLE));
    old = SetWindowLongA(h, GWL_STYLE, WS_POPUP | 0x10);
    printf("same style returned %08lx now %08lx\n", old, GetWindowLongA(h, GWL_STYLE));
    veto = 1;
    old = SetWindowLongA(h, GWL_STYLE, WS_POPUP | 0x50);
    printf("vetoed style returned %08lx now %08lx\n", old, GetWindowLongA(h, GWL_STYLE));
    veto = 0;
    old = SetWindowLongA(h, GWL_EXSTYLE, WS_EX_TOOLWINDOW);
    printf("set exstyle returned %08lx now %08lx\n", old, GetWindowLongA(h, GWL_EXSTYLE));
    DestroyWindow(h);
    printf("done\n");
    return 0;
}
