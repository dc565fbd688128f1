/* Hiding the active window (ShowWindow SW_HIDE) hands activation on: to the next shown
   top-level window, or to none, the hidden window hearing WM_ACTIVATE(WA_INACTIVE) and
   WM_KILLFOCUS either way (SDL re-creates its window and waits for the focus to come
   back to the new one). */
#include <windows.h>
#include <stdio.h>

static HWND a, b;
static int quiet;   /* DestroyWindow's own messages are another family's */

static const char *name(HWND w)
{
    return w == a ? "A" : w == b ? "B" : w ? "other" : "none";
}

static LRESULT CALLBACK proc(HWND w, UINT m, WPARAM wp, LPARAM lp)
{
    if (quiet)
        ;
    else if (m == WM_ACTIVATE)
        printf("  %s WM_ACTIVATE %s other=%s\n", name(w),
               LOWORD(wp) == WA_INACTIVE ? "inactive" : "active", name((HWND)lp));
    else if (m == WM_SETFOCUS)
        printf("  %s WM_SETFOCUS\n", name(w));
    else if (m == WM_KILLFOCUS)
        printf("  %s WM_KILLFOCUS\n", name(w));
    return DefWindowProcA(w, m, wp, lp);
}

static void state(const char *what)
{
    printf("%s: active=%s focus=%s\n", what, name(GetActiveWindow()), name(GetFocus()));
}

int main(void)
{
    WNDCLASSA wc = {0};
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "hideact";
    RegisterClassA(&wc);
    a = CreateWindowA("hideact", "A", WS_OVERLAPPEDWINDOW, 0, 0, 200, 150, 0, 0, 0, 0);
    b = CreateWindowA("hideact", "B", WS_OVERLAPPEDWINDOW, 250, 0, 200, 150, 0, 0, 0, 0);
    printf("show A\n");
    ShowWindow(a, SW_SHOW);
    printf("show B\n");
    ShowWindow(b, SW_SHOW);
    state("both shown");
    printf("hide B\n");
    ShowWindow(b, SW_HIDE);
    state("B hidden");
    printf("hide A\n");
    ShowWindow(a, SW_HIDE);
    state("A hidden");
    printf("show A\n");
    ShowWindow(a, SW_SHOW);
    state("A shown");
    quiet = 1;
    DestroyWindow(a);
    DestroyWindow(b);
    return 0;
}
