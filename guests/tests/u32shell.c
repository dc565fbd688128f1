/* The desktop's shell window (docs/user.md, "The shell window"; user32's win.c
   test_shell_window): on a new desktop (a thread moved there with SetThreadDesktop)
   GetShellWindow answers NULL; SetShellWindow takes a window once, refuses a second
   and a WS_EX_TOPMOST one, and puts its window at the bottom of the Z order, where
   SetWindowPos leaves it. One line per check. */
#include <windows.h>
#include <stdio.h>

static BOOL (WINAPI *pSetShellWindow)(HWND);

static DWORD WINAPI thread(LPVOID param)
{
    HWND h1, h2, h3, h4, h5, shell;
    BOOL r;

    r = SetThreadDesktop((HDESK)param);
    shell = GetShellWindow();
    printf("SetThreadDesktop=%d shell at first=%d\n", r, shell != NULL);
    h1 = CreateWindowExA(0, "#32770", "one", WS_OVERLAPPEDWINDOW, 100, 100, 300, 200, 0, 0, 0, 0);
    r = pSetShellWindow(h1);
    printf("set h1: %d shell=h1 %d\n", r, GetShellWindow() == h1);
    r = pSetShellWindow(h1);
    printf("set h1 again: %d\n", r);
    SetWindowLongA(h1, GWL_EXSTYLE, GetWindowLongA(h1, GWL_EXSTYLE) | WS_EX_TOPMOST);
    printf("SetWindowLong topmost: %d\n", !!(GetWindowLongA(h1, GWL_EXSTYLE) & WS_EX_TOPMOST));
    DestroyWindow(h1);
    printf("after destroy: shell=%d\n", GetShellWindow() != NULL);
    h2 = CreateWindowExA(WS_EX_TOPMOST, "#32770", "two", WS_OVERLAPPEDWINDOW, 150, 250, 300,
                         200, 0, 0, 0, 0);
    printf("set topmost: %d\n", pSetShellWindow(h2));
    h3 = CreateWindowExA(0, "#32770", "three", WS_OVERLAPPEDWINDOW, 200, 400, 300, 200, 0, 0, 0, 0);
    h4 = CreateWindowExA(0, "#32770", "four", WS_OVERLAPPEDWINDOW, 250, 500, 300, 200, 0, 0, 0, 0);
    printf("below h4 is h3: %d\n", GetWindow(h4, GW_HWNDNEXT) == h3);
    r = pSetShellWindow(h4);
    printf("set h4: %d shell=h4 %d below h4: %p\n", r, GetShellWindow() == h4,
           GetWindow(h4, GW_HWNDNEXT));
    r = SetWindowPos(h4, HWND_TOPMOST, 0, 0, 0, 0, SWP_NOSIZE | SWP_NOMOVE);
    printf("h4 topmost: %d\n", r);
    r = SetWindowPos(h4, h3, 0, 0, 0, 0, SWP_NOSIZE | SWP_NOMOVE);
    printf("h4 after h3: %d\n", r);
    printf("set h3: %d shell=h4 %d\n", pSetShellWindow(h3), GetShellWindow() == h4);
    SetLastError(0xdeadbeef);
    r = pSetShellWindow(NULL);
    printf("set NULL: %d\n", r);
    h5 = CreateWindowExA(0, "#32770", "five", WS_OVERLAPPEDWINDOW, 300, 600, 300, 200, 0, 0, 0, 0);
    r = SetWindowPos(h4, h5, 0, 0, 0, 0, SWP_NOSIZE | SWP_NOMOVE);
    printf("h4 after h5: %d below h4: %p\n", r, GetWindow(h4, GW_HWNDNEXT));
    DestroyWindow(h2);
    DestroyWindow(h3);
    DestroyWindow(h4);
    DestroyWindow(h5);
    return 0;
}

int main(void)
{
    HDESK desk;
    HANDLE t;

    setvbuf(stdout, NULL, _IONBF, 0);
    pSetShellWindow = (void *)GetProcAddress(GetModuleHandleA("user32"), "SetShellWindow");
    desk = CreateDesktopA("u32shell", NULL, NULL, 0, GENERIC_ALL, NULL);
    printf("desktop: %d\n", desk != NULL);
    t = CreateThread(NULL, 0, thread, desk, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    CloseDesktop(desk);
    printf("done\n");
    return 0;
}
