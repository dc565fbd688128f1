/* An edit control asks its parent for its colours: WM_CTLCOLOREDIT for an enabled,
   writable edit, WM_CTLCOLORSTATIC for a read-only one; the brush answered fills the
   background and the DC's text colour draws the text. wxWidgets' read-only log windows
   are white because wx answers so (issue 23, "Programs in the wild (stop 27)": they were
   the button face here). Prints which message each edit sent and the colour of a
   background pixel. */
#include <windows.h>
#include <stdio.h>

static HWND plain, ro;
static HBRUSH green, yellow;
static int edit_msgs, static_msgs;

static LRESULT CALLBACK wnd_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_CTLCOLOREDIT && (HWND)lp == plain) {
        edit_msgs++;
        SetTextColor((HDC)wp, RGB(255, 0, 0));
        SetBkColor((HDC)wp, RGB(0, 255, 0));
        return (LRESULT)green;
    }
    if (msg == WM_CTLCOLORSTATIC && (HWND)lp == ro) {
        static_msgs++;
        SetBkColor((HDC)wp, RGB(255, 255, 0));
        return (LRESULT)yellow;
    }
    if ((msg == WM_CTLCOLOREDIT && (HWND)lp == ro) || (msg == WM_CTLCOLORSTATIC && (HWND)lp == plain))
        printf(" unexpected %04x\n", msg);
    return DefWindowProcW(h, msg, wp, lp);
}

static void show(const char *what, HWND e)
{
    HDC dc = GetDC(e);
    RECT r;
    COLORREF c;
    GetClientRect(e, &r);
    c = GetPixel(dc, r.right - 3, r.bottom - 3);
    printf("%s background %06lx\n", what, (unsigned long)c);
    ReleaseDC(e, dc);
}

int main(void)
{
    WNDCLASSW wc = {0};
    HWND w;
    MSG m;
    setvbuf(stdout, NULL, _IONBF, 0);
    green = CreateSolidBrush(RGB(0, 255, 0));
    yellow = CreateSolidBrush(RGB(255, 255, 0));
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = GetModuleHandleW(NULL);
    wc.lpszClassName = L"editcolor";
    RegisterClassW(&wc);
    w = CreateWindowW(L"editcolor", L"", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 300, 200,
                      NULL, NULL, wc.hInstance, NULL);
    plain = CreateWindowW(L"EDIT", L"abc", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 10, 10, 120,
                          40, w, (HMENU)1, wc.hInstance, NULL);
    ro = CreateWindowW(L"EDIT", L"log", WS_CHILD | WS_VISIBLE | ES_MULTILINE | ES_READONLY,
                       10, 60, 120, 40, w, (HMENU)2, wc.hInstance, NULL);
    UpdateWindow(w);
    while (PeekMessageW(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageW(&m);
    printf("asked: edit %d static %d\n", edit_msgs > 0, static_msgs > 0);
    show("writable", plain);
    show("read-only", ro);
    DestroyWindow(w);
    printf("done\n");
    return 0;
}
