/* Menus follow NONCLIENTMETRICS' lfMenuFont (issue 23, Wine 8's user32 sysparams.c;
 * docs/compat.md "Session 34"): after SPI_SETNONCLIENTMETRICS with a larger menu font,
 * menu-bar items are measured in it (GetMenuItemRect: the text's width in the new font
 * plus the same padding, the bar as tall as SM_CYMENU), SM_CXMENUCHECK / SM_CYMENUCHECK
 * are the font's height (with its external leading) less one, made odd. The settings
 * are put back before the program ends.
 *
 * "menufont34 keep": the larger font is set and left, a window with a menu bar stays
 * on the screen (its message loop runs) for the test to open its popup.
 *
 * Relations only (Wine's default fonts are not ours), so the lines are the same under
 * Wine 8 and wineagent, at both widths.
 */
#include <windows.h>
#include <stdio.h>

static HWND make_window(void)
{
    WNDCLASSA wc = {0};
    HMENU bar = CreateMenu(), file = CreatePopupMenu();
    HWND hwnd;

    AppendMenuA(file, MF_STRING, 101, "&Open a long item");
    AppendMenuA(file, MF_STRING | MF_CHECKED, 102, "&Checked");
    AppendMenuA(bar, MF_POPUP, (UINT_PTR)file, "&File");
    AppendMenuA(bar, MF_STRING, 200, "&Window");
    wc.lpfnWndProc = DefWindowProcA;
    wc.hInstance = GetModuleHandleA(0);
    wc.lpszClassName = "mf34";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    hwnd = CreateWindowExA(0, "mf34", "menufont34", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           30, 30, 400, 200, 0, bar, GetModuleHandleA(0), 0);
    UpdateWindow(hwnd);
    return hwnd;
}

/* the text's width in the menu font, and the font's height with its external leading */
static void font_size(const LOGFONTA *lf, const char *text, int *cx, int *height)
{
    HDC dc = GetDC(0);
    HFONT f = CreateFontIndirectA(lf), old = SelectObject(dc, f);
    SIZE sz;
    TEXTMETRICA tm;
    GetTextExtentPoint32A(dc, text, strlen(text), &sz);
    GetTextMetricsA(dc, &tm);
    SelectObject(dc, old);
    DeleteObject(f);
    ReleaseDC(0, dc);
    *cx = sz.cx;
    *height = tm.tmHeight + tm.tmExternalLeading;
}

static int pads[2][2];

static void report(const char *when, HWND hwnd, int k)
{
    NONCLIENTMETRICSA ncm;
    RECT r0, r1, wr;
    int cx0, cx1, height;

    ncm.cbSize = sizeof(ncm);
    SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, sizeof(ncm), &ncm, 0);
    font_size(&ncm.lfMenuFont, "File", &cx0, &height);
    font_size(&ncm.lfMenuFont, "Window", &cx1, &height);
    GetMenuItemRect(hwnd, GetMenu(hwnd), 0, &r0);
    GetMenuItemRect(hwnd, GetMenu(hwnd), 1, &r1);
    GetWindowRect(hwnd, &wr);
    pads[k][0] = (r0.right - r0.left) - cx0;
    pads[k][1] = (r1.right - r1.left) - cx1;
    printf("%s: items side by side %d, the same padding %d, height - SM_CYMENU %d, "
           "menu check = (font height - 1) | 1: %d %d\n", when, r0.right == r1.left,
           pads[k][0] == pads[k][1], (int)(r0.bottom - r0.top) - GetSystemMetrics(SM_CYMENU),
           GetSystemMetrics(SM_CXMENUCHECK) == ((height - 1) | 1),
           GetSystemMetrics(SM_CYMENUCHECK) == ((height - 1) | 1));
}

int main(int argc, char **argv)
{
    NONCLIENTMETRICSA orig, big;
    HWND hwnd;
    MSG m;

    orig.cbSize = sizeof(orig);
    SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, sizeof(orig), &orig, 0);
    big = orig;
    big.lfMenuFont.lfHeight = -24;
    big.lfMenuFont.lfWeight = FW_NORMAL;
    if (argc > 1) {
        SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, sizeof(big), &big, 0);
        hwnd = make_window();
        printf("kept: %d\n", hwnd != 0);
        fflush(stdout);
        while (GetMessageA(&m, 0, 0, 0) > 0) {
            TranslateMessage(&m);
            DispatchMessageA(&m);
        }
        return 0;
    }
    hwnd = make_window();
    report("default font", hwnd, 0);
    printf("SET: %d\n", SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, sizeof(big), &big, 0));
    DrawMenuBar(hwnd);
    report("menu font -24", hwnd, 1);
    printf("padding the same in either font: %d\n", pads[0][0] == pads[1][0]);
    printf("restore: %d\n", SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, sizeof(orig), &orig, 0));
    DestroyWindow(hwnd);
    return 0;
}
