/* dwmapi.dll as Windows 10 answers it (Qt 5's platform plugin asks whether composition
   is on while it paints): DwmIsCompositionEnabled, and DwmGetWindowAttribute's extended
   frame bounds (the window's rectangle), non-client rendering and cloaking, with its
   errors for a bad size, a NULL buffer and a window that does not exist. */
#include <windows.h>
#include <dwmapi.h>
#include <stdio.h>

int main(void)
{
    BOOL on = 7;
    RECT r, w;
    DWORD cloaked = 7;
    HRESULT hr;
    HWND h = CreateWindowW(L"STATIC", L"dwm", WS_OVERLAPPEDWINDOW, 10, 20, 200, 100,
                           NULL, NULL, GetModuleHandleW(NULL), NULL);
    hr = DwmIsCompositionEnabled(&on);
    printf("DwmIsCompositionEnabled: 0x%08lx %d\n", hr, on);
    printf("NULL: 0x%08lx\n", DwmIsCompositionEnabled(NULL));
    GetWindowRect(h, &w);
    hr = DwmGetWindowAttribute(h, DWMWA_EXTENDED_FRAME_BOUNDS, &r, sizeof(r));
    printf("frame bounds: 0x%08lx same as the window rect %d\n", hr,
           hr == S_OK && EqualRect(&r, &w));
    printf("frame bounds, size 8: 0x%08lx\n",
           DwmGetWindowAttribute(h, DWMWA_EXTENDED_FRAME_BOUNDS, &r, 8));
    hr = DwmGetWindowAttribute(h, DWMWA_NCRENDERING_ENABLED, &on, sizeof(on));
    printf("non-client rendering: 0x%08lx %d\n", hr, on);
    hr = DwmGetWindowAttribute(h, DWMWA_CLOAKED, &cloaked, sizeof(cloaked));
    printf("cloaked: 0x%08lx %lu\n", hr, cloaked);
    printf("no window: 0x%08lx\n",
           DwmGetWindowAttribute((HWND)0x1234, DWMWA_CLOAKED, &cloaked, sizeof(cloaked)));
    DestroyWindow(h);
    return 0;
}
