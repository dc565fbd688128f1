/* Layered windows (docs/user.md, "Layered windows"; user32's win.c test_layered_window):
   SetLayeredWindowAttributes / GetLayeredWindowAttributes, UpdateLayeredWindow and
   UpdateLayeredWindowIndirect, which of them a window accepts in which state, and what
   clearing WS_EX_LAYERED resets. One line per check. With an argument (opaque, key, alpha,
   perpixel, attrkey, attralpha, pending, cleared) it shows that one layered window over a
   blue one and waits in its message loop, for the test to read the screen. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static LRESULT CALLBACK cbt(int code, WPARAM w, LPARAM l)
{
    CBT_CREATEWNDA *cw = (CBT_CREATEWNDA *)l;
    if (code == HCBT_CREATEWND && !IS_INTRESOURCE(cw->lpcs->lpszClass) &&
        !strcmp(cw->lpcs->lpszClass, "u32layered_nc"))
        printf("CBT: layered=%d\n", !!(GetWindowLongA((HWND)w, GWL_EXSTYLE) & WS_EX_LAYERED));
    return CallNextHookEx(NULL, code, w, l);
}

static LRESULT CALLBACK nccreate_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NCCREATE)
        printf("WM_NCCREATE: layered=%d\n", !!(GetWindowLongA(h, GWL_EXSTYLE) & WS_EX_LAYERED));
    return DefWindowProcA(h, m, w, l);
}

static void layered(HWND h, BOOL on)
{
    LONG ex = GetWindowLongA(h, GWL_EXSTYLE);
    SetWindowLongA(h, GWL_EXSTYLE, on ? ex | WS_EX_LAYERED : ex & ~WS_EX_LAYERED);
}

static void get(HWND h, const char *what)
{
    COLORREF key = 0xdead;
    BYTE alpha = 0xde;
    DWORD flags = 0xdead;
    BOOL r;
    SetLastError(0xdeadbeef);
    r = GetLayeredWindowAttributes(h, &key, &alpha, &flags);
    printf("%s: Get=%d", what, r);
    if (r)
        printf(" key=%06lx alpha=%u flags=%lu", key, alpha, flags);
    printf("\n");
}

static void set(HWND h, const char *what, COLORREF key, BYTE alpha, DWORD flags)
{
    BOOL r;
    SetLastError(0xdeadbeef);
    r = SetLayeredWindowAttributes(h, key, alpha, flags);
    printf("%s: Set(%06lx, %u, %lu)=%d\n", what, key, alpha, flags, r);
}

static void update(HWND h, const char *what, HDC src, SIZE *sz, DWORD flags)
{
    POINT pt = {0, 0};
    BOOL r;
    SetLastError(0xdeadbeef);
    r = UpdateLayeredWindow(h, 0, NULL, sz, src, &pt, 0, NULL, flags);
    if (r)
        printf("%s: Update(%lx)=%d\n", what, flags, r);
    else
        printf("%s: Update(%lx)=%d err=%lu\n", what, flags, r, GetLastError());
}

static void indirect(HWND h, const char *what, UPDATELAYEREDWINDOWINFO *info)
{
    BOOL r;
    SetLastError(0xdeadbeef);
    r = UpdateLayeredWindowIndirect(h, info);
    if (r)
        printf("%s: Indirect=%d\n", what, r);
    else
        printf("%s: Indirect=%d err-set=%d\n", what, r, GetLastError() != 0xdeadbeef);
}

static int pixels(const char *stage);

int main(int argc, char **argv)
{
    HDC hdc = CreateCompatibleDC(0), screen = GetDC(0);
    HBITMAP hbm = CreateCompatibleBitmap(screen, 200, 200);
    SIZE sz = {200, 200};
    POINT pt = {0, 0};
    WNDCLASSA wc = {0};
    UPDATELAYEREDWINDOWINFO info;
    RECT rc;
    HWND h;
    BOOL r;

    setvbuf(stdout, NULL, _IONBF, 0);
    ReleaseDC(0, screen);
    SelectObject(hdc, hbm);
    wc.lpfnWndProc = DefWindowProcA;
    wc.lpszClassName = "u32layered";
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    RegisterClassA(&wc);
    if (argc > 1)
        return pixels(argv[1]);
    h = CreateWindowExA(0, "u32layered", "layered", WS_CAPTION, 100, 100, 200, 200, 0, 0,
                        NULL, NULL);

    update(h, "not layered", hdc, &sz, ULW_OPAQUE);
    get(h, "not layered");
    set(h, "not layered", 0, 0, LWA_ALPHA);
    layered(h, TRUE);
    get(h, "layered");
    update(h, "layered", hdc, &sz, ULW_OPAQUE);
    get(h, "after Update");
    set(h, "layered", 0x123456, 44, LWA_ALPHA);
    get(h, "after Set");
    update(h, "after Set", hdc, &sz, ULW_OPAQUE);
    layered(h, FALSE);
    update(h, "cleared", hdc, &sz, ULW_OPAQUE);
    get(h, "cleared");
    layered(h, TRUE);
    get(h, "again");
    update(h, "again", hdc, &sz, ULW_OPAQUE);
    update(h, "ULW_EX_NORESIZE", hdc, &sz, ULW_OPAQUE | ULW_EX_NORESIZE);
    update(h, "unknown flag", hdc, &sz, ULW_OPAQUE | 0x100);

    info.cbSize = sizeof info;
    info.hdcDst = 0;
    info.pptDst = NULL;
    info.psize = &sz;
    info.hdcSrc = hdc;
    info.pptSrc = &pt;
    info.crKey = 0;
    info.pblend = NULL;
    info.dwFlags = ULW_OPAQUE | ULW_EX_NORESIZE;
    info.prcDirty = NULL;
    indirect(h, "NORESIZE same size", &info);
    sz.cx--;
    indirect(h, "NORESIZE other size", &info);
    info.dwFlags = ULW_OPAQUE;
    indirect(h, "other size", &info);
    GetWindowRect(h, &rc);
    printf("resized: %ldx%ld\n", rc.right - rc.left, rc.bottom - rc.top);
    sz.cx++;
    info.dwFlags = ULW_OPAQUE | 0xf00;
    indirect(h, "unknown flags", &info);
    info.cbSize--;
    info.dwFlags = ULW_OPAQUE;
    indirect(h, "short cbSize", &info);
    SetLastError(0xdeadbeef);
    r = UpdateLayeredWindowIndirect(h, NULL);
    printf("NULL info: %d err=%lu\n", r, GetLastError());

    set(h, "both", 0x654321, 22, LWA_COLORKEY | LWA_ALPHA);
    get(h, "both");
    set(h, "key only", 0x888888, 33, LWA_COLORKEY);
    get(h, "key only");
    set(h, "neither", 0x999999, 44, 0);
    get(h, "neither");
    layered(h, FALSE);
    layered(h, TRUE);
    set(h, "reset", 0x222222, 55, 0);
    get(h, "reset");
    DestroyWindow(h);

    DeleteDC(hdc);
    DeleteObject(hbm);
    {
        /* WS_EX_LAYERED is given after the CBT hook saw the window */
        HHOOK hook = SetWindowsHookExA(WH_CBT, cbt, NULL, GetCurrentThreadId());
        WNDCLASSA nc = {0};
        nc.lpfnWndProc = nccreate_proc;
        nc.lpszClassName = "u32layered_nc";
        RegisterClassA(&nc);
        h = CreateWindowExA(WS_EX_LAYERED, "u32layered_nc", NULL, WS_POPUP, 0, 0, 10, 10, 0,
                            0, NULL, NULL);
        UnhookWindowsHookEx(hook);
        DestroyWindow(h);
    }
    printf("done\n");
    return 0;
}

/* a blue pop-up at (150,150) 300x300 and over it, at (200,200) 80x80, the layered window
   of ``stage``; then the message loop */
static int pixels(const char *stage)
{
    HDC screen = GetDC(0), hdc = CreateCompatibleDC(0);
    BITMAPINFO bi = {{sizeof(BITMAPINFOHEADER), 80, -80, 1, 32, BI_RGB}};
    DWORD *bits;
    HBITMAP hbm = CreateDIBSection(screen, &bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    BLENDFUNCTION half = {AC_SRC_OVER, 0, 128, 0}, own = {AC_SRC_OVER, 0, 255, AC_SRC_ALPHA};
    POINT pt = {0, 0}, dst = {200, 200};
    SIZE sz = {80, 80};
    HBRUSH blue = CreateSolidBrush(RGB(0, 0, 255));
    HWND back, h;
    RECT rc;
    MSG msg;
    int x, y, ok = -1;

    ReleaseDC(0, screen);
    SelectObject(hdc, hbm);
    /* the picture: red on the left 40 pixels, white on the right; for "perpixel" the
       left is red at alpha 128 (premultiplied: 128,0,0) and the right transparent */
    for (y = 0; y < 80; y++)
        for (x = 0; x < 80; x++)
            bits[y * 80 + x] = !strcmp(stage, "perpixel")
                ? (x < 40 ? 0x80800000 : 0) : (x < 40 ? 0xffff0000 : 0xffffffff);
    back = CreateWindowExA(0, "u32layered", NULL, WS_POPUP | WS_VISIBLE, 150, 150, 300, 300,
                           0, 0, NULL, NULL);
    SetClassLongPtrA(back, GCLP_HBRBACKGROUND, (LONG_PTR)blue);
    InvalidateRect(back, NULL, TRUE);
    UpdateWindow(back);
    SetClassLongPtrA(back, GCLP_HBRBACKGROUND, (LONG_PTR)GetStockObject(WHITE_BRUSH));
    h = CreateWindowExA(WS_EX_LAYERED | WS_EX_TOPMOST, "u32layered", NULL, WS_POPUP, 200,
                        200, 80, 80, 0, 0, NULL, NULL);
    if (!strcmp(stage, "opaque"))
        ok = UpdateLayeredWindow(h, 0, &dst, &sz, hdc, &pt, 0, NULL, ULW_OPAQUE);
    else if (!strcmp(stage, "key"))
        ok = UpdateLayeredWindow(h, 0, &dst, &sz, hdc, &pt, RGB(255, 255, 255), NULL,
                                 ULW_COLORKEY);
    else if (!strcmp(stage, "alpha"))
        ok = UpdateLayeredWindow(h, 0, &dst, &sz, hdc, &pt, 0, &half, ULW_ALPHA);
    else if (!strcmp(stage, "perpixel"))
        ok = UpdateLayeredWindow(h, 0, &dst, &sz, hdc, &pt, 0, &own, ULW_ALPHA);
    else if (!strcmp(stage, "attrkey"))
        ok = SetLayeredWindowAttributes(h, RGB(255, 255, 255), 0, LWA_COLORKEY);
    else if (!strcmp(stage, "attralpha"))
        ok = SetLayeredWindowAttributes(h, 0, 128, LWA_ALPHA);
    else if (!strcmp(stage, "cleared")) {
        SetWindowLongA(h, GWL_EXSTYLE, GetWindowLongA(h, GWL_EXSTYLE) & ~WS_EX_LAYERED);
        ok = 1;
    } else if (!strcmp(stage, "pending"))
        ok = 1;
    ShowWindow(h, SW_SHOWNA);
    UpdateWindow(h);
    GetWindowRect(h, &rc);
    printf("%s: %d at %ld,%ld %ldx%ld\n", stage, ok, rc.left, rc.top, rc.right - rc.left,
           rc.bottom - rc.top);
    while (GetMessageA(&msg, 0, 0, 0))
        DispatchMessageA(&msg);
    return 0;
}
