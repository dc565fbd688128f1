/* DragDetect (docs/user.md, "DragDetect"; user32's win.c test_DragDetect): with the left
   button up it answers FALSE at once and takes no capture; on WM_LBUTTONDOWN it reads
   the mouse until the pointer leaves the SM_CXDRAG x SM_CYDRAG rectangle (TRUE) or the
   button comes up (FALSE), the capture released either way. The input comes from
   SendInput, queued before the call. One line per check. */
#include <windows.h>
#include <stdio.h>

static int presses;

static void send_mouse(DWORD flags, int x, int y)
{
    INPUT in = {0};
    in.type = INPUT_MOUSE;
    in.mi.dwFlags = flags;
    if (flags & MOUSEEVENTF_ABSOLUTE)
    {
        in.mi.dx = (x * 65536 + GetSystemMetrics(SM_CXSCREEN) - 1) / GetSystemMetrics(SM_CXSCREEN);
        in.mi.dy = (y * 65536 + GetSystemMetrics(SM_CYSCREEN) - 1) / GetSystemMetrics(SM_CYSCREEN);
    }
    SendInput(1, &in, sizeof(in));
}

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_LBUTTONDOWN)
    {
        POINT pt;
        BOOL r;
        GetCursorPos(&pt);
        if (++presses == 1)     /* moved 10 pixels away: a drag */
            send_mouse(MOUSEEVENTF_MOVE | MOUSEEVENTF_ABSOLUTE, pt.x + 10, pt.y);
        else                    /* 2 pixels, then released: no drag */
        {
            send_mouse(MOUSEEVENTF_MOVE | MOUSEEVENTF_ABSOLUTE, pt.x + 2, pt.y);
            send_mouse(MOUSEEVENTF_LEFTUP, 0, 0);
        }
        r = DragDetect(h, pt);
        printf("press %d: DragDetect=%d capture=%d\n", presses, r, GetCapture() == h);
        if (presses == 1)
            send_mouse(MOUSEEVENTF_LEFTUP, 0, 0);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void pump(void)
{
    MSG msg;
    DWORD end = GetTickCount() + 500;
    while (GetTickCount() < end)
    {
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
            DispatchMessageA(&msg);
        Sleep(10);
    }
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND h;
    POINT pt = {150, 150};
    BOOL r;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "u32drag";
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    RegisterClassA(&wc);
    /* at the screen's origin, without a frame: the client coordinates of the mouse
       messages are screen coordinates (Wine 8 compares the first with the second) */
    h = CreateWindowA("u32drag", "drag", WS_POPUP | WS_VISIBLE, 0, 0, 300, 300, 0, 0, 0,
                      NULL);
    SetForegroundWindow(h);
    pump();
    r = DragDetect(h, pt);
    printf("button up: DragDetect=%d capture=%d lbutton=%d\n", r, GetCapture() != NULL,
           !!(GetKeyState(VK_LBUTTON) & 0x8000));
    SetCursorPos(150, 150);
    send_mouse(MOUSEEVENTF_LEFTDOWN, 0, 0);
    pump();
    SetCursorPos(160, 160);
    send_mouse(MOUSEEVENTF_LEFTDOWN, 0, 0);
    pump();
    printf("presses=%d\n", presses);
    DestroyWindow(h);
    printf("done\n");
    return 0;
}
