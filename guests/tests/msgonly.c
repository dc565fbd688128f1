/* Message-only windows (CreateWindowEx with HWND_MESSAGE as the parent): SDL2 makes its
   helper window so when it starts joysticks and game controllers. */
#include <windows.h>
#include <stdio.h>

static int got_user, got_posted, got_timer;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_USER) { got_user++; return 42; }
    if (m == WM_USER + 1) { got_posted++; return 0; }
    if (m == WM_TIMER) { got_timer++; KillTimer(h, 1); return 0; }
    return DefWindowProcA(h, m, w, l);
}

static int listed;
static HWND target;
static BOOL CALLBACK each(HWND h, LPARAM l) { if (h == target) listed = 1; return TRUE; }

int main(void)
{
    WNDCLASSA wc = {0};
    MSG m;
    HWND h, h2;
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "msgonly_class";
    RegisterClassA(&wc);
    h = CreateWindowExA(0, "msgonly_class", "helper", 0, 0, 0, 0, 0, HWND_MESSAGE, NULL,
                        wc.hInstance, NULL);
    printf("created=%d\n", h != NULL);
    h2 = CreateWindowExA(0, "msgonly_class", "second", WS_OVERLAPPED, 10, 10, 100, 100,
                         HWND_MESSAGE, NULL, wc.hInstance, NULL);
    printf("second created=%d\n", h2 != NULL);
    printf("IsWindow=%d IsWindowVisible=%d GetParent=NULL:%d\n", IsWindow(h),
           IsWindowVisible(h), GetParent(h) == NULL);
    {
        LRESULT r = SendMessageA(h, WM_USER, 0, 0);
        printf("SendMessage=%ld got=%d\n", (long)r, got_user);
    }
    PostMessageA(h, WM_USER + 1, 0, 0);
    SetTimer(h, 1, 10, NULL);
    while (!(got_posted && got_timer) && GetMessageA(&m, NULL, 0, 0))
        DispatchMessageA(&m);
    printf("posted=%d timer=%d\n", got_posted, got_timer);
    printf("FindWindow=%d\n", FindWindowA("msgonly_class", NULL) != NULL);
    printf("FindWindowEx(HWND_MESSAGE)=%d\n",
           FindWindowExA(HWND_MESSAGE, NULL, "msgonly_class", "helper") == h);
    printf("FindWindowEx(HWND_MESSAGE) first=%d\n",
           FindWindowExA(HWND_MESSAGE, NULL, "msgonly_class", NULL) == h2);
    printf("FindWindowEx(HWND_MESSAGE) after=%d\n",
           FindWindowExA(HWND_MESSAGE, h2, "msgonly_class", NULL) == h);
    printf("FindWindowEx(NULL)=%d\n", FindWindowExA(NULL, NULL, "msgonly_class", NULL) != NULL);
    target = h;
    EnumWindows(each, 0);
    printf("EnumWindows lists it=%d\n", listed);
    {
        BOOL ok = DestroyWindow(h);
        printf("DestroyWindow=%d IsWindow=%d\n", ok, IsWindow(h));
    }
    printf("FindWindowEx(HWND_MESSAGE) now=%d\n",
           FindWindowExA(HWND_MESSAGE, NULL, "msgonly_class", NULL) == h2);
    DestroyWindow(h2);
    return 0;
}
