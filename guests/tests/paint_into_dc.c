/* WM_PAINT with a DC in wParam, as the LCL (Lazarus) paints its controls double-buffered
 * ("Programs in the wild (stop 28): Free Pascal", docs/runtimes.md): the program
 * BeginPaints the control itself, hands the control's own window procedure a memory
 * DC, then copies that bitmap onto the window. The control must draw in the DC given
 * (documented for the common controls' WM_PAINT; user32's button, static, list box and
 * edit do the same), leave the window's update region alone and give the DC back with
 * the objects it had. One line per check; test/win32/user/test_paint_into_dc.py holds
 * Wine's lines. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

#define W 120
#define H 40

static int count_not(HDC dc, COLORREF bg, int w, int h)
{
    int x, y, n = 0;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            if (GetPixel(dc, x, y) != bg)
                n++;
    return n;
}

static void try_class(HWND parent, const char *cls, const char *text, DWORD style)
{
    HWND h = CreateWindowExA(0, cls, text, WS_CHILD | WS_VISIBLE | style, 0, 0, W, H,
                             parent, (HMENU)100, GetModuleHandleA(NULL), NULL);
    HDC screen = GetDC(h);
    HDC mem = CreateCompatibleDC(screen);
    HBITMAP bmp = CreateCompatibleBitmap(screen, W, H);
    HGDIOBJ oldbmp = SelectObject(mem, bmp);
    HFONT font_before;
    HBRUSH brush_before;
    COLORREF text_before;
    RECT r = {0, 0, W, H}, upd;
    WNDPROC proc = (WNDPROC)GetWindowLongPtrA(h, GWLP_WNDPROC);
    int before, after, pending;

    UpdateWindow(parent);
    UpdateWindow(h);
    /* a known background: magenta, a colour no control draws */
    FillRect(mem, &r, (HBRUSH)GetStockObject(BLACK_BRUSH));
    {
        HBRUSH m = CreateSolidBrush(RGB(255, 0, 255));
        FillRect(mem, &r, m);
        DeleteObject(m);
    }
    before = count_not(mem, RGB(255, 0, 255), W, H);
    font_before = (HFONT)GetCurrentObject(mem, OBJ_FONT);
    brush_before = (HBRUSH)GetCurrentObject(mem, OBJ_BRUSH);
    text_before = GetTextColor(mem);
    InvalidateRect(h, NULL, FALSE);
    CallWindowProcA(proc, h, WM_PAINT, (WPARAM)mem, 0);
    after = count_not(mem, RGB(255, 0, 255), W, H);
    pending = GetUpdateRect(h, &upd, FALSE);
    printf("%s: drawn before=%d after>%d=%d update still pending=%d font kept=%d "
           "brush kept=%d text colour kept=%d\n", cls, before, W * H / 2, after > W * H / 2,
           pending, GetCurrentObject(mem, OBJ_FONT) == font_before,
           GetCurrentObject(mem, OBJ_BRUSH) == brush_before, GetTextColor(mem) == text_before);
    ValidateRect(h, NULL);
    SelectObject(mem, oldbmp);
    DeleteObject(bmp);
    DeleteDC(mem);
    ReleaseDC(h, screen);
    DestroyWindow(h);
}

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_BAR_CLASSES | ICC_PROGRESS_CLASS};
    HWND parent;

    InitCommonControlsEx(&icc);
    parent = CreateWindowExA(0, "STATIC", "parent", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             10, 10, 300, 200, NULL, NULL, GetModuleHandleA(NULL), NULL);
    try_class(parent, "BUTTON", "Push", BS_PUSHBUTTON);
    try_class(parent, "BUTTON", "Check", BS_AUTOCHECKBOX);
    try_class(parent, "STATIC", "Label", SS_LEFT);
    try_class(parent, "EDIT", "text", WS_BORDER);
    try_class(parent, "LISTBOX", "", WS_BORDER);
    try_class(parent, PROGRESS_CLASSA, "", 0);
    try_class(parent, STATUSCLASSNAMEA, "status", CCS_NOPARENTALIGN | CCS_NORESIZE);
    {
        /* DefWindowProc takes no DC from wParam: it BeginPaints, validating the window */
        WNDCLASSA wc = {0};
        HWND w;
        RECT upd;
        HDC mem = CreateCompatibleDC(NULL);
        wc.lpfnWndProc = DefWindowProcA;
        wc.hInstance = GetModuleHandleA(NULL);
        wc.lpszClassName = "plaindef";
        RegisterClassA(&wc);
        w = CreateWindowA("plaindef", "", WS_CHILD | WS_VISIBLE, 0, 0, 50, 50, parent, NULL,
                          wc.hInstance, NULL);
        UpdateWindow(w);
        InvalidateRect(w, NULL, FALSE);
        SendMessageA(w, WM_PAINT, (WPARAM)mem, 0);
        printf("DefWindowProc WM_PAINT with a DC: update still pending=%d\n",
               GetUpdateRect(w, &upd, FALSE));
        DeleteDC(mem);
        DestroyWindow(w);
    }
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
