/*
 * u2_mnem.c - mnemonics: DrawText's prefix flags, keyboard cues (the UI state) and the
 * dialog manager's Alt+letter / letter accelerators.
 *
 * At start (printed as "name=value" lines):
 *   cues        SystemParametersInfo(SPI_GETKEYBOARDCUES)
 *   uistate     WM_QUERYUISTATE of the main window
 *   calc.*      DT_CALCRECT widths of "&File" (prefix), "&File" with DT_NOPREFIX,
 *               "A&&B"; ext.* GetTextExtentPoint32 of "File", "F", "&File", "A&B"
 * The main window (white client, menu bar "&File" > "&Open") paints with
 * DEFAULT_GUI_FONT, black, transparent, at x = 10:
 *   y = 10  "&File"                      y = 30  "&File" DT_NOPREFIX
 *   y = 50  "A&&B"                       y = 70  "&File" DT_HIDEPREFIX
 *   y = 90  "&File" DT_PREFIXONLY
 * A modeless dialog "u2dlg" (created at start, from an in-memory template) holds
 *   static "&Name:" (201), edit (202), push button "&Go" (203, prints "go"),
 *   auto check box "&Check" (204, prints "check=N"), static "&Last" (205) followed by
 *   push button "Two" (206, prints "two").
 * The message loop passes everything through IsDialogMessage(dialog) first.
 * Keys on the main window: q prints "uistate=N" again.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#ifndef SPI_GETKEYBOARDCUES
#define SPI_GETKEYBOARDCUES 0x100A
#endif
#ifndef WM_QUERYUISTATE
#define WM_QUERYUISTATE 0x0129
#endif
#ifndef DT_HIDEPREFIX
#define DT_HIDEPREFIX 0x00100000
#define DT_PREFIXONLY 0x00200000
#endif

static HWND main_wnd, dlg;

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

static int calc(HDC dc, const char *s, UINT fmt)
{
    RECT r = {0, 0, 0, 0};
    DrawTextA(dc, s, -1, &r, fmt | DT_CALCRECT | DT_SINGLELINE);
    return r.right - r.left;
}

static int ext(HDC dc, const char *s)
{
    SIZE sz;
    GetTextExtentPoint32A(dc, s, (int)strlen(s), &sz);
    return sz.cx;
}

static void report_metrics(HWND hwnd)
{
    HDC dc = GetDC(hwnd);
    BOOL cues = 7;
    SelectObject(dc, GetStockObject(DEFAULT_GUI_FONT));
    SystemParametersInfoA(SPI_GETKEYBOARDCUES, 0, &cues, 0);
    out("cues=%d", (int)cues);
    out("uistate=%d", (int)SendMessageA(hwnd, WM_QUERYUISTATE, 0, 0));
    out("calc.prefix=%d calc.noprefix=%d calc.amp=%d", calc(dc, "&File", 0),
        calc(dc, "&File", DT_NOPREFIX), calc(dc, "A&&B", 0));
    out("ext.File=%d ext.F=%d ext.AmpFile=%d ext.AB=%d", ext(dc, "File"), ext(dc, "F"),
        ext(dc, "&File"), ext(dc, "A&B"));
    ReleaseDC(hwnd, dc);
}

static void paint(HWND hwnd)
{
    PAINTSTRUCT ps;
    static const struct { int y; const char *s; UINT fmt; } rows[] = {
        {10, "&File", 0}, {30, "&File", DT_NOPREFIX}, {50, "A&&B", 0},
        {70, "&File", DT_HIDEPREFIX}, {90, "&File", DT_PREFIXONLY},
    };
    int i;
    HDC dc = BeginPaint(hwnd, &ps);
    SelectObject(dc, GetStockObject(DEFAULT_GUI_FONT));
    SetBkMode(dc, TRANSPARENT);
    SetTextColor(dc, RGB(0, 0, 0));
    for (i = 0; i < 5; i++) {
        RECT r = {10, rows[i].y, 200, rows[i].y + 20};
        DrawTextA(dc, rows[i].s, -1, &r, rows[i].fmt | DT_SINGLELINE);
    }
    EndPaint(hwnd, &ps);
}

static LRESULT CALLBACK wndproc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_PAINT:
        paint(hwnd);
        return 0;
    case WM_CHAR:
        if (wp == 'q')
            out("uistate=%d", (int)SendMessageA(hwnd, WM_QUERYUISTATE, 0, 0));
        return 0;
    case WM_COMMAND:
        if (LOWORD(wp) == 301)
            out("open");
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static INT_PTR CALLBACK dlgproc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    (void)lp;
    if (msg == WM_INITDIALOG)
        return TRUE;
    if (msg == WM_COMMAND && HIWORD(wp) == BN_CLICKED) {
        switch (LOWORD(wp)) {
        case 203: out("go"); return TRUE;
        case 204: out("check=%d", (int)IsDlgButtonChecked(hwnd, 204)); return TRUE;
        case 206: out("two"); return TRUE;
        }
    }
    return FALSE;
}

/* -- an in-memory DLGTEMPLATE ---------------------------------------------------------- */
static WORD tpl[512];
static int tn;

static void put_str(const char *s)
{
    while (*s)
        tpl[tn++] = (WORD)*s++;
    tpl[tn++] = 0;
}

static void align4(void)
{
    if (tn & 1)
        tpl[tn++] = 0;
}

static void put_item(DWORD style, short x, short y, short cx, short cy, WORD id, WORD cls,
                     const char *text)
{
    DLGITEMTEMPLATE *it;
    align4();
    it = (DLGITEMTEMPLATE *)&tpl[tn];
    it->style = style | WS_CHILD | WS_VISIBLE;
    it->dwExtendedStyle = 0;
    it->x = x; it->y = y; it->cx = cx; it->cy = cy; it->id = id;
    tn += sizeof(DLGITEMTEMPLATE) / 2;
    tpl[tn++] = 0xFFFF;
    tpl[tn++] = cls;
    put_str(text);
    tpl[tn++] = 0;   /* no creation data */
}

static HWND make_dialog(void)
{
    DLGTEMPLATE *t = (DLGTEMPLATE *)tpl;
    t->style = WS_POPUP | WS_CAPTION | WS_VISIBLE | DS_SETFONT | DS_MODALFRAME;
    t->dwExtendedStyle = 0;
    t->cdit = 6;
    t->x = 150; t->y = 40; t->cx = 160; t->cy = 80;
    tn = sizeof(DLGTEMPLATE) / 2;
    tpl[tn++] = 0;          /* no menu */
    tpl[tn++] = 0;          /* default class */
    put_str("u2dlg");
    tpl[tn++] = 8;
    put_str("MS Sans Serif");
    put_item(SS_LEFT, 5, 7, 35, 9, 201, 0x0082, "&Name:");
    put_item(ES_LEFT | WS_BORDER | WS_TABSTOP, 45, 5, 80, 12, 202, 0x0081, "");
    put_item(BS_PUSHBUTTON | WS_TABSTOP, 5, 25, 40, 14, 203, 0x0080, "&Go");
    put_item(BS_AUTOCHECKBOX | WS_TABSTOP, 55, 25, 60, 14, 204, 0x0080, "&Check");
    put_item(SS_LEFT, 5, 50, 30, 9, 205, 0x0082, "&Last");
    put_item(BS_PUSHBUTTON | WS_TABSTOP, 45, 48, 40, 14, 206, 0x0080, "Two");
    return CreateDialogIndirectParamA(GetModuleHandleA(NULL), t, main_wnd, dlgproc, 0);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc;
    MSG m;
    HMENU bar = CreateMenu(), file = CreatePopupMenu();
    (void)prev; (void)cmd;
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = wndproc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "u2mnem";
    RegisterClassA(&wc);
    AppendMenuA(file, MF_STRING, 301, "&Open");
    AppendMenuA(bar, MF_POPUP, (UINT_PTR)file, "&File");
    main_wnd = CreateWindowA("u2mnem", "u2mnem", WS_OVERLAPPEDWINDOW, 0, 0, 500, 300,
                             NULL, bar, inst, NULL);
    ShowWindow(main_wnd, show);
    UpdateWindow(main_wnd);
    report_metrics(main_wnd);
    dlg = make_dialog();
    out("ready");
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        if (dlg && IsDialogMessageA(dlg, &m))
            continue;
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
