/*
 * usrcaret.c - the caret, as a text editor uses it: created on WM_SETFOCUS, moved with
 * SetCaretPos, hidden and shown around drawing, destroyed on WM_KILLFOCUS.
 *
 * At start: a 2x16 solid caret at (10, 10) in a white client area, shown.
 *   H / S   HideCaret / ShowCaret            M   SetCaretPos(50, 20)
 *   G       a gray 8x8 caret at (10, 10)     B   an 8x4 bitmap caret (left half white)
 *   D       DestroyCaret                     W   SetCaretBlinkTime(100)
 *   I       InvalidateRect(whole client)     P   prints pos and blink time
 *   X       ShowCaret from a window that does not own the caret (fails)
 * Results: "name=value" lines on stdout.
 */
#include <windows.h>
#include <stdio.h>

static HWND main_wnd;
static HBITMAP shape;

static void out(const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static void solid_caret(HWND hwnd)
{
    CreateCaret(hwnd, NULL, 2, 16);
    SetCaretPos(10, 10);
    ShowCaret(hwnd);
}

static LRESULT CALLBACK wnd_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    POINT pt;
    BOOL ok;
    switch (msg) {
    case WM_SETFOCUS:
        solid_caret(hwnd);
        out("caret created blink=%u", GetCaretBlinkTime());
        return 0;
    case WM_PAINT: {
        PAINTSTRUCT ps;
        HDC dc = BeginPaint(hwnd, &ps);
        RECT r = {40, 40, 60, 60};
        FillRect(dc, &r, GetStockObject(BLACK_BRUSH));
        EndPaint(hwnd, &ps);
        return 0;
    }
    case WM_CHAR:
        switch (wp | 0x20) {
        case 'h': out("hide=%d", HideCaret(hwnd)); break;
        case 's': out("show=%d", ShowCaret(hwnd)); break;
        case 'm': out("move=%d", SetCaretPos(50, 20)); break;
        case 'g':
            CreateCaret(hwnd, (HBITMAP)1, 8, 8);
            SetCaretPos(10, 10);
            out("gray=%d", ShowCaret(hwnd));
            break;
        case 'b': {
            HDC dc = GetDC(hwnd), mem = CreateCompatibleDC(dc);
            RECT r = {0, 0, 4, 4};
            shape = CreateCompatibleBitmap(dc, 8, 4);
            SelectObject(mem, shape);
            PatBlt(mem, 0, 0, 8, 4, BLACKNESS);
            FillRect(mem, &r, GetStockObject(WHITE_BRUSH));
            DeleteDC(mem);
            ReleaseDC(hwnd, dc);
            CreateCaret(hwnd, shape, 0, 0);
            SetCaretPos(10, 10);
            out("bitmap=%d", ShowCaret(hwnd));
            break;
        }
        case 'd':
            ok = DestroyCaret();
            out("destroy=%d again=%d", ok, DestroyCaret());
            break;
        case 'w': out("blinktime=%d", SetCaretBlinkTime(100)); break;
        case 'i': InvalidateRect(hwnd, NULL, TRUE); out("invalidated"); break;
        case 'p':
            ok = GetCaretPos(&pt);
            out("pos=%d %ld,%ld blink=%u", ok, pt.x, pt.y, GetCaretBlinkTime());
            break;
        case 'x': {
            HWND other = CreateWindowA("STATIC", "", WS_CHILD, 0, 0, 5, 5, hwnd, NULL, NULL,
                                       NULL);
            SetLastError(0);
            ok = ShowCaret(other);
            out("foreign show=%d err=%lu", ok, GetLastError());
            DestroyWindow(other);
            break;
        }
        }
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc = {0};
    MSG m;
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "usrcaret";
    RegisterClassA(&wc);
    main_wnd = CreateWindowA("usrcaret", "usrcaret", WS_OVERLAPPEDWINDOW, 20, 20, 200, 120,
                             NULL, NULL, inst, NULL);
    ShowWindow(main_wnd, show);
    UpdateWindow(main_wnd);
    out("ready");
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
