/* The families NSIS's Modern UI 2 installers needed (docs/installers.md): GetProcAddress
 * of a bare A/W stem (System::Call), SPI_GETHIGHCONTRAST, MoveFileEx with
 * MOVEFILE_DELAY_UNTIL_REBOOT, a SendMessage from a second thread to a window whose
 * thread waits in GetMessage, and image statics taking their image's size. */
#include <windows.h>
#include <stdio.h>

static DWORD main_tid, proc_tid;
static HWND win;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_USER + 1) {
        proc_tid = GetCurrentThreadId();
        return 42;
    }
    return DefWindowProcA(h, m, w, l);
}

static DWORD WINAPI sender(LPVOID p)
{
    LRESULT r = SendMessageA(win, WM_USER + 1, 0, 0);
    (void)p;
    printf("SendMessage from a second thread=%ld\n", (long)r);
    PostMessageA(win, WM_USER + 2, 0, 0);
    return 0;
}

static void size_of(const char *what, HWND h)
{
    RECT r;
    GetWindowRect(h, &r);
    printf("%s: %ldx%ld\n", what, r.right - r.left, r.bottom - r.top);
}

int main(void)
{
    HMODULE user = GetModuleHandleA("user32.dll"), kernel = GetModuleHandleA("kernel32.dll");
    FARPROC fp;
    HIGHCONTRASTA hc;
    WNDCLASSA wc = {0};
    HANDLE t, f;
    MSG msg;
    HWND st;
    HBITMAP bmp;
    BOOL ok;

    SetLastError(0);
    fp = GetProcAddress(user, "SystemParametersInfo");
    printf("user32 SystemParametersInfo: %d err=%lu\n", fp != NULL, GetLastError());
    printf("user32 SystemParametersInfoW: %d\n", GetProcAddress(user, "SystemParametersInfoW") != NULL);
    printf("user32 IsDialogMessage: %d\n", GetProcAddress(user, "IsDialogMessage") != NULL);
    printf("kernel32 GetModuleHandle: %d\n", GetProcAddress(kernel, "GetModuleHandle") != NULL);
    printf("kernel32 lstrlen: %d\n", GetProcAddress(kernel, "lstrlen") != NULL);

    memset(&hc, 0x55, sizeof(hc));
    hc.cbSize = sizeof(hc);
    ok = SystemParametersInfoA(SPI_GETHIGHCONTRAST, sizeof(hc), &hc, 0);
    printf("SPI_GETHIGHCONTRAST=%d flags=%#lx scheme=%d\n", ok, hc.dwFlags,
           hc.lpszDefaultScheme != NULL);
    hc.cbSize = 4;
    printf("SPI_GETHIGHCONTRAST(cbSize 4)=%d\n",
           SystemParametersInfoA(SPI_GETHIGHCONTRAST, 4, &hc, 0));

    f = CreateFileA("nsisfam.tmp", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    SetLastError(0);
    ok = MoveFileExA("nsisfam.tmp", NULL, MOVEFILE_DELAY_UNTIL_REBOOT);
    printf("MoveFileEx(delay until reboot)=%d err=%lu\n", ok, ok ? 0 : GetLastError());
    DeleteFileA("nsisfam.tmp");

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "nsisfam";
    RegisterClassA(&wc);
    win = CreateWindowA("nsisfam", "nsisfam", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100, NULL, NULL,
                        wc.hInstance, NULL);
    main_tid = GetCurrentThreadId();
    t = CreateThread(NULL, 0, sender, NULL, 0, NULL);
    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        if (msg.message == WM_USER + 2)
            break;
        DispatchMessageA(&msg);
    }
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    printf("the procedure ran on the window's thread: %d\n", proc_tid == main_tid);

    st = CreateWindowA("STATIC", "", WS_CHILD | SS_ICON, 5, 5, 0, 0, win, NULL, NULL, NULL);
    SendMessageA(st, STM_SETICON, (WPARAM)LoadIconA(NULL, (LPCSTR)IDI_APPLICATION), 0);
    size_of("SS_ICON after STM_SETICON", st);
    bmp = CreateBitmap(10, 7, 1, 32, NULL);
    st = CreateWindowA("STATIC", "", WS_CHILD | SS_BITMAP, 5, 5, 50, 40, win, NULL, NULL, NULL);
    SendMessageA(st, STM_SETIMAGE, IMAGE_BITMAP, (LPARAM)bmp);
    size_of("SS_BITMAP after STM_SETIMAGE", st);
    st = CreateWindowA("STATIC", "", WS_CHILD | SS_BITMAP | SS_CENTERIMAGE, 5, 5, 50, 40, win,
                       NULL, NULL, NULL);
    SendMessageA(st, STM_SETIMAGE, IMAGE_BITMAP, (LPARAM)bmp);
    size_of("SS_BITMAP|SS_CENTERIMAGE after STM_SETIMAGE", st);
    st = CreateWindowA("STATIC", "", WS_CHILD | SS_BITMAP | SS_REALSIZECONTROL, 5, 5, 50, 40, win,
                       NULL, NULL, NULL);
    SendMessageA(st, STM_SETIMAGE, IMAGE_BITMAP, (LPARAM)bmp);
    size_of("SS_BITMAP|SS_REALSIZECONTROL after STM_SETIMAGE", st);
    DestroyWindow(win);
    printf("done\n");
    return 0;
}
