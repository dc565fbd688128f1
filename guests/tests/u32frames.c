/* Window frames as Windows adds them up (docs/user.md, "Frames at any DPI"; user32's
   win.c test_AdjustWindowRect and test_nonclient_area): AdjustWindowRectEx and
   AdjustWindowRectExForDpi for frame styles and edges at 96, 120, 144 and 192 DPI,
   GetSystemMetricsForDpi's frame metrics, and the frames real windows get (a tool
   window's small caption, a pop-up's sizing frame, a static edge beside a dialog frame).
   One line per check. */
#include <windows.h>
#include <stdio.h>

static BOOL (WINAPI *pAdjustForDpi)(RECT *, DWORD, BOOL, DWORD, UINT);
static int (WINAPI *pMetricForDpi)(int, UINT);

/* the frame's four insets around a client rectangle (100,100)-(200,200) */
static void insets(char *out, DWORD style, DWORD exstyle, BOOL menu, UINT dpi)
{
    RECT r = {100, 100, 200, 200};
    BOOL ok = dpi ? pAdjustForDpi(&r, style, menu, exstyle, dpi)
                  : AdjustWindowRectEx(&r, style, menu, exstyle);
    sprintf(out, "%d:%ld,%ld,%ld,%ld", ok, 100 - r.left, 100 - r.top, r.right - 200,
            r.bottom - 200);
}

/* a real window's frame: the client's insets in its window rectangle */
static void window_frame(const char *what, DWORD style, DWORD exstyle)
{
    HWND h = CreateWindowExA(exstyle, "u32frames", "f", style, 50, 60, 200, 150, 0, 0,
                             NULL, NULL);
    RECT w, c;
    POINT o = {0, 0};
    GetWindowRect(h, &w);
    GetClientRect(h, &c);
    ClientToScreen(h, &o);
    printf("%s: style=%08lx ex=%08lx insets=%ld,%ld,%ld,%ld\n", what,
           (DWORD)GetWindowLongA(h, GWL_STYLE), (DWORD)GetWindowLongA(h, GWL_EXSTYLE),
           o.x - w.left, o.y - w.top, w.right - o.x - c.right, w.bottom - o.y - c.bottom);
    DestroyWindow(h);
}

int main(void)
{
    static const DWORD styles[] = {WS_POPUP, WS_POPUP | WS_BORDER, WS_POPUP | WS_THICKFRAME,
                                   WS_POPUP | WS_DLGFRAME, WS_CAPTION | WS_THICKFRAME,
                                   WS_OVERLAPPEDWINDOW | WS_VSCROLL};
    static const DWORD exstyles[] = {0, WS_EX_STATICEDGE, WS_EX_DLGMODALFRAME,
                                     WS_EX_DLGMODALFRAME | WS_EX_STATICEDGE,
                                     WS_EX_CLIENTEDGE, WS_EX_TOOLWINDOW};
    static const UINT dpis[] = {96, 120, 144, 192};
    static const int metrics[] = {SM_CXFRAME, SM_CYFRAME, SM_CXDLGFRAME, SM_CXBORDER,
                                  SM_CXEDGE, SM_CYCAPTION, SM_CYSMCAPTION, SM_CYMENU,
                                  SM_CXSIZE, SM_CYSMSIZE};
    /* lengths scaled as they are (MulDiv by the DPI over 96), whatever their value */
    static const int lengths[] = {SM_CXVSCROLL, SM_CYHSCROLL, SM_CXSMSIZE, SM_CXICON,
                                  SM_CXMENUSIZE};
    HMODULE user32 = GetModuleHandleA("user32.dll");
    WNDCLASSA wc = {0};
    char a[64], b[64], d[4][64];
    NONCLIENTMETRICSW ncm;
    unsigned i, j, k;

    setvbuf(stdout, NULL, _IONBF, 0);
    pAdjustForDpi = (void *)GetProcAddress(user32, "AdjustWindowRectExForDpi");
    pMetricForDpi = (void *)GetProcAddress(user32, "GetSystemMetricsForDpi");

    for (i = 0; i < sizeof styles / sizeof *styles; i++)
        for (j = 0; j < sizeof exstyles / sizeof *exstyles; j++) {
            insets(a, styles[i], exstyles[j], FALSE, 0);
            for (k = 0; k < 4; k++)
                insets(d[k], styles[i], exstyles[j], FALSE, dpis[k]);
            printf("%08lx %08lx: Ex %s  96 %s  120 %s  144 %s  192 %s\n", styles[i],
                   exstyles[j], a, d[0], d[1], d[2], d[3]);
        }
    insets(a, WS_OVERLAPPEDWINDOW, 0, TRUE, 0);
    insets(b, WS_OVERLAPPEDWINDOW, 0, TRUE, 144);
    printf("menu: Ex %s  144 %s\n", a, b);
    insets(a, WS_OVERLAPPEDWINDOW, WS_EX_CLIENTEDGE, FALSE, 288);
    printf("288 DPI: %s\n", a);

    for (i = 0; i < sizeof metrics / sizeof *metrics; i++) {
        printf("metric %d:", metrics[i]);
        printf(" %d", GetSystemMetrics(metrics[i]));
        for (k = 0; k < 4; k++)
            printf(" %d", pMetricForDpi(metrics[i], dpis[k]));
        printf("\n");
    }
    for (i = 0; i < sizeof lengths / sizeof *lengths; i++) {
        int v = GetSystemMetrics(lengths[i]);
        printf("length %d scaled:", lengths[i]);
        for (k = 0; k < 4; k++)
            printf(" %d", pMetricForDpi(lengths[i], dpis[k]) == MulDiv(v, dpis[k], 96));
        printf("\n");
    }
    ncm.cbSize = sizeof ncm;
    SystemParametersInfoW(SPI_GETNONCLIENTMETRICS, sizeof ncm, &ncm, 0);
    printf("ncm: border=%d padded=%d caption=%d smcaption=%d menu=%d\n", ncm.iBorderWidth,
           ncm.iPaddedBorderWidth, ncm.iCaptionHeight, ncm.iSmCaptionHeight,
           ncm.iMenuHeight);

    wc.lpfnWndProc = DefWindowProcA;
    wc.lpszClassName = "u32frames";
    RegisterClassA(&wc);
    window_frame("tool window", WS_OVERLAPPEDWINDOW, WS_EX_TOOLWINDOW);
    window_frame("tool pop-up with caption", WS_POPUP | WS_CAPTION, WS_EX_TOOLWINDOW);
    window_frame("thick pop-up", WS_POPUP | WS_THICKFRAME, 0);
    window_frame("static edge pop-up", WS_POPUP, WS_EX_STATICEDGE);
    window_frame("static edge thick pop-up", WS_POPUP | WS_THICKFRAME, WS_EX_STATICEDGE);
    window_frame("modal frame static edge", WS_POPUP,
                 WS_EX_DLGMODALFRAME | WS_EX_STATICEDGE);
    window_frame("client edge dialog frame", WS_POPUP | WS_DLGFRAME, WS_EX_CLIENTEDGE);
    printf("done\n");
    return 0;
}
