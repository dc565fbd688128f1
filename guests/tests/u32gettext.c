/* GetWindowText's buffer (docs/user.md, "Window words"; user32's win.c test_gettext):
   emptied before WM_GETTEXT is sent with the caller's own buffer, not asked for with a
   count of 0, and a buffer that cannot be written answered with 0 instead of a crash.
   One line per check. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static int gettexts, silent;
static void *seen;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_GETTEXT) {
        gettexts++;
        seen = (void *)l;
        if (silent)
            return 0;       /* answers without writing anything */
    }
    return DefWindowProcA(h, m, w, l);
}

static LRESULT CALLBACK procW(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_GETTEXT) {
        gettexts++;
        seen = (void *)l;
        if (silent)
            return 0;
    }
    return DefWindowProcW(h, m, w, l);
}

int main(void)
{
    WNDCLASSA wc = {0};
    WNDCLASSW wcw = {0};
    HWND h, hw;
    char buf[32];
    WCHAR bufW[32];
    int r;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "u32gettext";
    RegisterClassA(&wc);
    wcw.lpfnWndProc = procW;
    wcw.lpszClassName = L"u32gettextW";
    RegisterClassW(&wcw);
    h = CreateWindowExA(0, "u32gettext", "caption", WS_POPUP, 0, 0, 10, 10, 0, 0, NULL,
                        NULL);
    hw = CreateWindowExW(0, L"u32gettextW", L"wide", WS_POPUP, 0, 0, 10, 10, 0, 0, NULL,
                         NULL);

    gettexts = 0;
    memset(buf, 0xcc, sizeof buf);
    r = GetWindowTextA(h, buf, sizeof buf);
    printf("A: %d '%s' messages=%d own-buffer=%d\n", r, buf, gettexts, seen == buf);

    silent = 1;
    gettexts = 0;
    memset(buf, 0xcc, sizeof buf);
    r = GetWindowTextA(h, buf, sizeof buf);
    printf("A silent: %d first=%02x second=%02x messages=%d\n", r, (BYTE)buf[0],
           (BYTE)buf[1], gettexts);
    gettexts = 0;
    strcpy(buf, "blah");
    r = GetWindowTextA(h, buf, 0);
    printf("A count 0: %d '%s' messages=%d\n", r, buf, gettexts);

    gettexts = 0;
    memset(bufW, 0xcc, sizeof bufW);
    r = GetWindowTextW(hw, bufW, 32);
    printf("W silent: %d first=%04x second=%04x messages=%d own-buffer=%d\n", r, bufW[0],
           bufW[1], gettexts, seen == bufW);
    gettexts = 0;
    memset(bufW, 0xcc, sizeof bufW);
    r = GetWindowTextW(hw, bufW, 0);
    printf("W count 0: %d first=%04x messages=%d\n", r, bufW[0], gettexts);
    silent = 0;

    r = GetWindowTextA(h, (char *)0x10, 0x1000);
    printf("A at 0x10: %d\n", r);
    r = GetWindowTextA(h, (char *)0x10000, 0);
    printf("A count 0 at 0x10000: %d\n", r);
    r = GetWindowTextA(h, (char *)0x1000, 0xff000000);
    printf("A negative count: %d\n", r);
    r = GetWindowTextW(h, (WCHAR *)0x10, 0x1000);
    printf("W at 0x10: %d\n", r);
    r = GetWindowTextW(hw, (WCHAR *)0x10, 0x1000);
    printf("W window at 0x10: %d\n", r);
    r = GetWindowTextA(h, buf, sizeof buf);
    printf("A again: %d '%s'\n", r, buf);
    DestroyWindow(h);
    DestroyWindow(hw);
    printf("done\n");
    return 0;
}
