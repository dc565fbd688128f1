/* UxTheme's buffered painting (BeginBufferedPaint and its kin), a theme's system colours
   with no theme, the buffered-animation calls with none running, and DefWindowProc's
   WM_CTLCOLOR* answers: what mCtrl's controls paint through (issue 23, "Programs in the
   wild": mCtrl's grid, tree-list and expand examples). Prints a line per check. */
#include <windows.h>
#include <uxtheme.h>
#include <stdio.h>

typedef HRESULT (WINAPI *TRANSITION)(HTHEME, int, int, int, int, DWORD *);

static void px(const char *what, HDC dc, int x, int y)
{
    printf("%s (%d,%d)=%06lx\n", what, x, y, (unsigned long)GetPixel(dc, x, y));
}

int main(void)
{
    HDC screen = GetDC(NULL);
    HDC target = CreateCompatibleDC(screen);
    HBITMAP tbm = CreateCompatibleBitmap(screen, 64, 64);
    RECT rc = {10, 10, 40, 30}, empty = {5, 5, 5, 20}, got, small = {12, 12, 14, 13};
    RECT exclude = {20, 15, 30, 25};
    HBRUSH red = CreateSolidBrush(RGB(255, 0, 0)), blue = CreateSolidBrush(RGB(0, 0, 255));
    HPAINTBUFFER pb;
    HDC hdc = (HDC)1;
    RGBQUAD *bits = NULL;
    int width = -1;
    HRESULT hr;
    BP_PAINTPARAMS params = {sizeof(params), BPPF_ERASE, NULL, NULL};
    POINT org;
    DWORD duration = 77;
    TRANSITION transition;
    HWND hwnd;

    SelectObject(target, tbm);
    {
        RECT all = {0, 0, 64, 64};
        FillRect(target, &all, (HBRUSH)GetStockObject(WHITE_BRUSH));
    }
    printf("BufferedPaintInit=%08lx\n", BufferedPaintInit());

    pb = BeginBufferedPaint(target, &empty, BPBF_TOPDOWNDIB, NULL, &hdc);
    printf("empty rect: buffer=%d dc=%d\n", pb != NULL, hdc != NULL);
    hdc = (HDC)1;
    pb = BeginBufferedPaint(NULL, &rc, BPBF_TOPDOWNDIB, NULL, &hdc);
    printf("no target: buffer=%d dc=%d\n", pb != NULL, hdc != NULL);

    pb = BeginBufferedPaint(target, &rc, BPBF_TOPDOWNDIB, &params, &hdc);
    printf("topdown: buffer=%d dc=%d same=%d target=%d\n", pb != NULL, hdc != NULL,
           GetBufferedPaintDC(pb) == hdc, GetBufferedPaintTargetDC(pb) == target);
    hr = GetBufferedPaintTargetRect(pb, &got);
    printf("target rect hr=%08lx %ld,%ld,%ld,%ld\n", hr, got.left, got.top, got.right, got.bottom);
    GetWindowOrgEx(hdc, &org);
    printf("buffer window origin %ld,%ld\n", org.x, org.y);
    hr = GetBufferedPaintBits(pb, &bits, &width);
    printf("bits hr=%08lx bits=%d width=%d first=%02x%02x%02x%02x\n", hr, bits != NULL, width,
           bits ? bits[0].rgbReserved : 0, bits ? bits[0].rgbRed : 0,
           bits ? bits[0].rgbGreen : 0, bits ? bits[0].rgbBlue : 0);
    printf("bits no width hr=%08lx\n", GetBufferedPaintBits(pb, &bits, NULL));
    {
        RECT fill = {10, 10, 40, 30};
        FillRect(hdc, &fill, red);
    }
    px("buffer", hdc, 10, 10);
    px("buffer", hdc, 39, 29);
    printf("SetAlpha=%08lx\n", BufferedPaintSetAlpha(pb, NULL, 0x80));
    GdiFlush();
    printf("after SetAlpha first=%02x%02x%02x%02x\n", bits[0].rgbReserved, bits[0].rgbRed,
           bits[0].rgbGreen, bits[0].rgbBlue);
    printf("Clear(small)=%08lx\n", BufferedPaintClear(pb, &small));
    printf("cleared pixel (2,2)=%02x%02x%02x%02x kept (0,0)=%02x%02x%02x%02x\n",
           bits[2 * width + 2].rgbReserved, bits[2 * width + 2].rgbRed,
           bits[2 * width + 2].rgbGreen, bits[2 * width + 2].rgbBlue,
           bits[0].rgbReserved, bits[0].rgbRed, bits[0].rgbGreen, bits[0].rgbBlue);
    px("target before End", target, 15, 15);
    printf("End=%08lx\n", EndBufferedPaint(pb, TRUE));
    px("target", target, 15, 15);
    px("target", target, 12, 12);
    px("target", target, 9, 9);
    px("target", target, 40, 30);
    printf("End again=%08lx\n", EndBufferedPaint(NULL, TRUE));

    /* a compatible bitmap, not copied back */
    pb = BeginBufferedPaint(target, &rc, BPBF_COMPATIBLEBITMAP, NULL, &hdc);
    printf("compatible: buffer=%d bits hr=%08lx\n", pb != NULL,
           GetBufferedPaintBits(pb, &bits, &width));
    FillRect(hdc, &rc, blue);
    printf("End(no update)=%08lx\n", EndBufferedPaint(pb, FALSE));
    px("target", target, 15, 15);

    /* an excluded rectangle stays as it was */
    params.prcExclude = &exclude;
    params.dwFlags = 0;
    pb = BeginBufferedPaint(target, &rc, BPBF_DIB, &params, &hdc);
    FillRect(hdc, &rc, blue);
    printf("End(exclude)=%08lx\n", EndBufferedPaint(pb, TRUE));
    px("target", target, 15, 15);
    px("target", target, 25, 20);
    px("target", target, 35, 27);

    printf("BufferedPaintUnInit=%08lx\n", BufferedPaintUnInit());

    printf("GetThemeSysColor(NULL, COLOR_WINDOW) same=%d\n",
           GetThemeSysColor(NULL, COLOR_WINDOW) == GetSysColor(COLOR_WINDOW));
    printf("GetThemeSysColor(NULL, COLOR_BTNFACE) same=%d\n",
           GetThemeSysColor(NULL, COLOR_BTNFACE) == GetSysColor(COLOR_BTNFACE));
    {
        HBRUSH b = GetThemeSysColorBrush(NULL, COLOR_BTNFACE);
        LOGBRUSH lb;
        GetObjectW(b, sizeof lb, &lb);
        printf("GetThemeSysColorBrush(NULL, COLOR_BTNFACE): brush=%d colour same=%d\n",
               b != NULL, lb.lbColor == GetSysColor(COLOR_BTNFACE));
    }
    transition = (TRANSITION)GetProcAddress(GetModuleHandleA("uxtheme.dll"),
                                            "GetThemeTransitionDuration");
    hr = transition(NULL, 1, 1, 2, 6000, &duration);
    printf("GetThemeTransitionDuration(NULL)=%08lx duration=%lu\n", hr, duration);

    hwnd = CreateWindowExA(0, "STATIC", "x", WS_POPUP, 0, 0, 50, 50, NULL, NULL, NULL, NULL);
    printf("BufferedPaintRenderAnimation=%d\n", BufferedPaintRenderAnimation(hwnd, target));
    printf("BufferedPaintStopAllAnimations=%08lx\n", BufferedPaintStopAllAnimations(hwnd));

    /* DefWindowProc's WM_CTLCOLOR* */
    {
        static const UINT msgs[] = {WM_CTLCOLORMSGBOX, WM_CTLCOLOREDIT, WM_CTLCOLORLISTBOX,
                                    WM_CTLCOLORBTN, WM_CTLCOLORDLG, WM_CTLCOLORSTATIC};
        int i;
        for (i = 0; i < 6; i++) {
            LRESULT r;
            SetBkColor(target, RGB(1, 2, 3));
            SetTextColor(target, RGB(4, 5, 6));
            r = DefWindowProcA(hwnd, msgs[i], (WPARAM)target, (LPARAM)hwnd);
            printf("DefWindowProc(%#x): window brush=%d face brush=%d bk=%s text=%s\n",
                   msgs[i], (HBRUSH)r == GetSysColorBrush(COLOR_WINDOW),
                   (HBRUSH)r == GetSysColorBrush(COLOR_BTNFACE),
                   GetBkColor(target) == GetSysColor(COLOR_WINDOW) ? "window" :
                   GetBkColor(target) == GetSysColor(COLOR_BTNFACE) ? "face" : "other",
                   GetTextColor(target) == GetSysColor(COLOR_WINDOWTEXT) ? "windowtext" : "other");
        }
    }
    DestroyWindow(hwnd);
    printf("done\n");
    return 0;
}
