/* dwmapi.dll's frame extension on a window whose frame is not extended (Qt 6's platform
   plugin resets a window's margins and passes its messages to DwmDefWindowProc): zero
   margins are accepted; DwmDefWindowProc handles nothing (FALSE, the result untouched)
   as no caption button is drawn by the DWM in a client area. */
#include <windows.h>
#include <dwmapi.h>
#include <stdio.h>

int main(void)
{
    MARGINS m = {0, 0, 0, 0};
    LRESULT res = 77;
    BOOL handled;
    HWND h = CreateWindowW(L"STATIC", L"dwm", WS_OVERLAPPEDWINDOW, 10, 20, 200, 100,
                           NULL, NULL, GetModuleHandleW(NULL), NULL);
    printf("DwmExtendFrameIntoClientArea zero: 0x%08lx\n", DwmExtendFrameIntoClientArea(h, &m));
    handled = DwmDefWindowProc(h, WM_NCHITTEST, 0, MAKELPARAM(20, 30), &res);
    printf("DwmDefWindowProc WM_NCHITTEST: %d result %ld\n", handled, (long)res);
    handled = DwmDefWindowProc(h, WM_NCMOUSEMOVE, HTCAPTION, MAKELPARAM(20, 30), &res);
    printf("DwmDefWindowProc WM_NCMOUSEMOVE: %d result %ld\n", handled, (long)res);
    DestroyWindow(h);
    return 0;
}
