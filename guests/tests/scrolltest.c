/*
 * scrolltest.c - scroll bars as an ordinary Win32 program uses them: a WS_VSCROLL |
 * WS_HSCROLL window showing 100 numbered 16-pixel lines (each a band of its own colour,
 * with a black mark at x = 300 of the 600-pixel-wide document), scrolled with
 * SetScrollInfo + ScrollWindowEx (vertical) and ScrollWindow (horizontal), and a
 * horizontal SCROLLBAR control (range 0..10) that it moves itself.
 *
 *   V       ShowScrollBar(SB_VERT, FALSE)      H   ShowScrollBar(SB_HORZ, FALSE)
 *   E       EnableScrollBar(SB_VERT, ESB_DISABLE_BOTH)
 *   D       a modeless dialog from an in-memory template holding one vertical SCROLLBAR
 *           (class ordinal 0x84, id 400); its WM_VSCROLL codes are logged as D<code>
 *
 * The title shows "v=POS h=POS c=POS cw=W ch=H log=..." where log lists every scroll
 * message as V<code>, H<code> (standard bars) or C<code> (the control), and cw/ch are
 * the client size from GetClientRect.
 */
#include <windows.h>
#include <stdio.h>

#define LINES 100
#define LINE_H 16
#define DOC_W 600
#define ID_CTL 300

static HWND ctl;
static int vpos, hpos, cpos, client_w, client_h;
static char log_buf[400];

static COLORREF line_color(int i)
{
    return RGB(i * 2, 255 - i * 2, 128);
}

static void add_log(char kind, int code)
{
    char item[8];
    size_t n = strlen(log_buf);
    wsprintfA(item, "%c%d,", kind, code);
    if (n + strlen(item) >= sizeof log_buf)
        log_buf[0] = 0;
    strcat(log_buf, item);
}

static void show_state(HWND hwnd)
{
    char buf[512];
    RECT rc;
    GetClientRect(hwnd, &rc);
    wsprintfA(buf, "v=%d h=%d c=%d cw=%d ch=%d log=%s", vpos, hpos, cpos,
              (int)rc.right, (int)rc.bottom, log_buf);
    SetWindowTextA(hwnd, buf);
}

static void set_bars(HWND hwnd)
{
    SCROLLINFO si;
    si.cbSize = sizeof si;
    si.fMask = SIF_RANGE | SIF_PAGE | SIF_POS;
    si.nMin = 0;
    si.nMax = LINES - 1;
    si.nPage = client_h / LINE_H;
    si.nPos = vpos;
    vpos = SetScrollInfo(hwnd, SB_VERT, &si, TRUE);
    si.nMax = DOC_W - 1;
    si.nPage = client_w;
    si.nPos = hpos;
    hpos = SetScrollInfo(hwnd, SB_HORZ, &si, TRUE);
}

static int next_pos(int pos, int code, int line, int page, int track)
{
    switch (code) {
    case SB_LINEUP: return pos - line;
    case SB_LINEDOWN: return pos + line;
    case SB_PAGEUP: return pos - page;
    case SB_PAGEDOWN: return pos + page;
    case SB_THUMBTRACK:
    case SB_THUMBPOSITION: return track;
    case SB_TOP: return 0;
    case SB_BOTTOM: return 0x7fff;
    }
    return pos;
}

static void on_vscroll(HWND hwnd, int code)
{
    SCROLLINFO si;
    int old = vpos;
    si.cbSize = sizeof si;
    si.fMask = SIF_ALL;
    GetScrollInfo(hwnd, SB_VERT, &si);
    add_log('V', code);
    si.fMask = SIF_POS;
    si.nPos = next_pos(si.nPos, code, 1, si.nPage, si.nTrackPos);
    SetScrollInfo(hwnd, SB_VERT, &si, TRUE);
    vpos = GetScrollPos(hwnd, SB_VERT);
    if (vpos != old) {
        ScrollWindowEx(hwnd, 0, (old - vpos) * LINE_H, NULL, NULL, NULL, NULL,
                       SW_INVALIDATE | SW_ERASE);
        UpdateWindow(hwnd);
    }
    show_state(hwnd);
}

static void on_hscroll(HWND hwnd, int code, int thumb)
{
    int old = hpos, lo, hi;
    add_log('H', code);
    GetScrollRange(hwnd, SB_HORZ, &lo, &hi);
    hpos = next_pos(hpos, code, 10, client_w, thumb);
    if (hpos > DOC_W - client_w)
        hpos = DOC_W - client_w;
    if (hpos < 0)
        hpos = 0;
    SetScrollPos(hwnd, SB_HORZ, hpos, TRUE);
    if (hpos != old) {
        ScrollWindow(hwnd, old - hpos, 0, NULL, NULL);
        UpdateWindow(hwnd);
    }
    show_state(hwnd);
}

static void on_control(HWND hwnd, int code, int thumb)
{
    add_log('C', code);
    cpos = next_pos(cpos, code, 1, 3, thumb);
    if (cpos > 10)
        cpos = 10;
    if (cpos < 0)
        cpos = 0;
    SetScrollPos(ctl, SB_CTL, cpos, TRUE);
    cpos = GetScrollPos(ctl, SB_CTL);
    show_state(hwnd);
}

static HWND main_hwnd;

static INT_PTR CALLBACK DlgProc(HWND dlg, UINT msg, WPARAM wParam, LPARAM lParam)
{
    (void)dlg;
    if (msg == WM_INITDIALOG)
        return TRUE;
    if (msg == WM_VSCROLL && (HWND)lParam == GetDlgItem(dlg, 400)) {
        add_log('D', LOWORD(wParam));
        show_state(main_hwnd);
        return TRUE;
    }
    return FALSE;
}

static void open_dialog(HWND hwnd)
{
    /* DLGTEMPLATE + one DLGITEMTEMPLATE, WORD arrays as the resource compiler lays out. */
    static WORD buf[64];
    WORD *p = buf;
    DLGTEMPLATE *t = (DLGTEMPLATE *)p;
    DLGITEMTEMPLATE *it;
    t->style = WS_POPUP | WS_CAPTION | WS_VISIBLE;
    t->dwExtendedStyle = 0;
    t->cdit = 1;
    t->x = 150;
    t->y = 10;
    t->cx = 60;
    t->cy = 60;
    p = (WORD *)(t + 1);
    *p++ = 0;                  /* no menu */
    *p++ = 0;                  /* default class */
    *p++ = 's'; *p++ = 'b'; *p++ = 0;   /* title "sb" */
    if ((ULONG_PTR)p & 2)
        p++;                   /* items are DWORD-aligned */
    it = (DLGITEMTEMPLATE *)p;
    it->style = WS_CHILD | WS_VISIBLE | SBS_VERT;
    it->dwExtendedStyle = 0;
    it->x = 10;
    it->y = 5;
    it->cx = 10;
    it->cy = 40;
    it->id = 400;
    p = (WORD *)(it + 1);
    *p++ = 0xFFFF;
    *p++ = 0x0084;             /* SCROLLBAR */
    *p++ = 0;                  /* no text */
    *p++ = 0;                  /* no creation data */
    if (!CreateDialogIndirectParamA(GetModuleHandleA(NULL), (DLGTEMPLATE *)buf, hwnd,
                                    DlgProc, 0))
        add_log('X', 0);
    else
        SetScrollRange(GetDlgItem(FindWindowA(NULL, "sb"), 400), SB_CTL, 0, 5, TRUE);
}

static void paint(HWND hwnd)
{
    PAINTSTRUCT ps;
    HDC dc = BeginPaint(hwnd, &ps);
    int first = vpos + ps.rcPaint.top / LINE_H, i;
    SetBkMode(dc, TRANSPARENT);
    for (i = first; i < LINES && (i - vpos) * LINE_H < ps.rcPaint.bottom; i++) {
        RECT r;
        char num[16];
        HBRUSH b = CreateSolidBrush(line_color(i));
        r.left = -hpos;
        r.right = DOC_W - hpos;
        r.top = (i - vpos) * LINE_H;
        r.bottom = r.top + LINE_H;
        FillRect(dc, &r, b);
        DeleteObject(b);
        r.left = 300 - hpos;
        r.right = r.left + 2;
        FillRect(dc, &r, (HBRUSH)GetStockObject(BLACK_BRUSH));
        wsprintfA(num, "%d", i);
        TextOutA(dc, 40 - hpos, r.top, num, lstrlenA(num));
    }
    EndPaint(hwnd, &ps);
}

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    switch (msg) {
    case WM_CREATE:
        ctl = CreateWindowExA(0, "SCROLLBAR", "", WS_CHILD | WS_VISIBLE | SBS_HORZ,
                              100, 100, 200, 16, hwnd, (HMENU)ID_CTL,
                              GetModuleHandleA(NULL), NULL);
        SetScrollRange(ctl, SB_CTL, 0, 10, TRUE);
        return ctl ? 0 : -1;
    case WM_SIZE:
        client_w = LOWORD(lParam);
        client_h = HIWORD(lParam);
        set_bars(hwnd);
        show_state(hwnd);
        return 0;
    case WM_VSCROLL:
        on_vscroll(hwnd, LOWORD(wParam));
        return 0;
    case WM_HSCROLL:
        if ((HWND)lParam == ctl)
            on_control(hwnd, LOWORD(wParam), (short)HIWORD(wParam));
        else
            on_hscroll(hwnd, LOWORD(wParam), (short)HIWORD(wParam));
        return 0;
    case WM_KEYDOWN:
        if (wParam == 'V')
            ShowScrollBar(hwnd, SB_VERT, FALSE);
        else if (wParam == 'H')
            ShowScrollBar(hwnd, SB_HORZ, FALSE);
        else if (wParam == 'E')
            EnableScrollBar(hwnd, SB_VERT, ESB_DISABLE_BOTH);
        else if (wParam == 'D')
            open_dialog(hwnd);
        show_state(hwnd);
        return 0;
    case WM_PAINT:
        paint(hwnd);
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wParam, lParam);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc;
    MSG m;
    HWND hwnd;
    (void)prev;
    (void)cmd;
    ZeroMemory(&wc, sizeof wc);
    wc.lpfnWndProc = WndProc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "ScrollTest";
    RegisterClassA(&wc);
    hwnd = CreateWindowExA(0, "ScrollTest", "scrolltest",
                           WS_OVERLAPPEDWINDOW | WS_VSCROLL | WS_HSCROLL,
                           10, 10, 400, 300, NULL, NULL, inst, NULL);
    main_hwnd = hwnd;
    ShowWindow(hwnd, show);
    UpdateWindow(hwnd);
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return (int)m.wParam;
}
