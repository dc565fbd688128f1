/* BeginPaint and EndPaint without a PAINTSTRUCT (issue 23, msg.c's test_DispatchMessage):
 * BeginPaint(hwnd, NULL) erases (WM_ERASEBKGND is sent) and validates as usual, then
 * gives the DC back and answers NULL; EndPaint(hwnd, NULL) answers FALSE. Prints the
 * answers, the erase messages seen and whether a WM_PAINT comes again.
 * test/win32/user/test_paintnull.py holds what Wine 8 prints at both widths. */
#include <windows.h>
#include <stdio.h>

static int erased;

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_ERASEBKGND)
        erased++;
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND hwnd;
    MSG msg;
    int paints = 0;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "paintnull";
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    RegisterClassA(&wc);
    hwnd = CreateWindowA("paintnull", "t", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 100, 100, 200,
                         200, NULL, NULL, NULL, NULL);
    UpdateWindow(hwnd);
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
    erased = 0;
    InvalidateRect(hwnd, NULL, TRUE);
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE)) {
        if (msg.message == WM_PAINT) {
            HDC hdc = BeginPaint(hwnd, NULL);
            BOOL ended = EndPaint(hwnd, NULL);
            printf("BeginPaint: %s erased=%d EndPaint: %d\n", hdc ? "dc" : "NULL", erased,
                   ended);
            if (++paints > 3)
                break;
        } else {
            DispatchMessageA(&msg);
        }
    }
    printf("WM_PAINTs: %d\n", paints);
    DestroyWindow(hwnd);
    return 0;
}
