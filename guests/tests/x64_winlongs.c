/* x64_winlongs: what a 64-bit program reaches through pointer-sized window data, 64-bit
 * values by value and structures with pointers (issue 22, Wine's 64-bit programs).
 *
 * One line per check. Expected output: what 64-bit Wine prints for this exe
 * (WINEPREFIX=/tmp/wine64pfx xvfb-run -a wine test/exe/x64_winlongs.exe).
 */
#include <windows.h>
#include <stdio.h>
#include <wchar.h>

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefWindowProcW(h, m, w, l);
}

int main(void)
{
    WNDCLASSW wc = {0};
    HWND h;
    LONG_PTR old;
    POINT in = {10, 20}, out = {-5000, -5000};
    NUMBERFMTW nf = {2, 1, 3, L".", L",", 1};
    WCHAR num[32], *end;
    double d;
    int n, k;
    char word[16];
    HGLOBAL g;

    wc.lpfnWndProc = proc;
    wc.cbWndExtra = 2 * sizeof(LONG_PTR);
    wc.hInstance = GetModuleHandleW(NULL);
    wc.lpszClassName = L"x64longs";
    RegisterClassW(&wc);
    h = CreateWindowExW(0, L"x64longs", L"longs", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100,
                        NULL, NULL, wc.hInstance, NULL);
    printf("window %d\n", h != NULL);

    old = SetWindowLongPtrW(h, GWLP_USERDATA, (LONG_PTR)0x123456789ABCDEF0LL);
    printf("userdata old=%llx new=%llx\n", (unsigned long long)old,
           (unsigned long long)GetWindowLongPtrW(h, GWLP_USERDATA));
    old = SetWindowLongPtrW(h, sizeof(LONG_PTR), (LONG_PTR)0x1122334455667788LL);
    printf("extra old=%llx new=%llx first=%llx\n", (unsigned long long)old,
           (unsigned long long)GetWindowLongPtrW(h, sizeof(LONG_PTR)),
           (unsigned long long)GetWindowLongPtrW(h, 0));
    SetLastError(0);
    old = GetWindowLongPtrW(h, 12);     /* 8 bytes from 12 pass cbWndExtra's 16 */
    printf("past extra %llx err=%lu\n", (unsigned long long)old, GetLastError());
    printf("wndproc %d hinstance %d\n", GetWindowLongPtrW(h, GWLP_WNDPROC) == (LONG_PTR)proc,
           GetWindowLongPtrW(h, GWLP_HINSTANCE) == (LONG_PTR)wc.hInstance);
    SetLastError(0);
    n = GetWindowLongW(h, -4);          /* GWL_WNDPROC: not in a LONG on Win64 */
    printf("long wndproc %d err=%lu\n", n, GetLastError());
    printf("long style %d\n", (GetWindowLongW(h, GWL_STYLE) & WS_OVERLAPPEDWINDOW)
                              == WS_OVERLAPPEDWINDOW);
    printf("long userdata %lx\n", (unsigned long)GetWindowLongW(h, GWLP_USERDATA));

    printf("monitor in %d out %d\n", MonitorFromPoint(in, MONITOR_DEFAULTTONULL) != NULL,
           MonitorFromPoint(out, MONITOR_DEFAULTTONULL) == NULL);

    n = GetNumberFormatW(LOCALE_USER_DEFAULT, 0, L"-1234.5", &nf, num, 32);
    printf("number %d %ls\n", n, num);
    d = wcstod(L"2.5xyz", &end);
    printf("wcstod %.1f used=%d\n", d, (int)(end - L"2.5xyz"));
    n = 0;
    k = sscanf("12 ab", "%d %15s", &n, word);
    printf("sscanf %d %d %s\n", k, n, word);

    g = GlobalAlloc(GMEM_MOVEABLE, 40);
    printf("global lock %d size %d unlock %d\n", GlobalLock(g) != NULL, (int)GlobalSize(g),
           GlobalUnlock(g));
    printf("global free %d\n", GlobalFree(g) == NULL);

    DestroyWindow(h);
    return 0;
}
