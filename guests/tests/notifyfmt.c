/* DefWindowProc's WM_NOTIFYFORMAT: NFR_UNICODE for a Unicode window, NFR_ANSI for an
   ANSI one, whatever lParam asks (NF_QUERY, NF_REQUERY) and whichever of DefWindowProcA/W
   answers (issue 23, "Programs in the wild (stop 29)": mCtrl's grid and tree-list ask
   their parent with NF_QUERY and send MC_GN_GETDISPINFOA to a parent that answers 0, so
   a Unicode program's owner-data cells stayed empty). Prints a line per check. */
#include <windows.h>
#include <stdio.h>

static void ask(const char *what, HWND h)
{
    printf("%s: unicode=%d A(query)=%d W(query)=%d A(requery)=%d W(requery)=%d "
           "W(0)=%d send=%d\n", what, IsWindowUnicode(h),
           (int)DefWindowProcA(h, WM_NOTIFYFORMAT, 0, NF_QUERY),
           (int)DefWindowProcW(h, WM_NOTIFYFORMAT, 0, NF_QUERY),
           (int)DefWindowProcA(h, WM_NOTIFYFORMAT, 0, NF_REQUERY),
           (int)DefWindowProcW(h, WM_NOTIFYFORMAT, 0, NF_REQUERY),
           (int)DefWindowProcW(h, WM_NOTIFYFORMAT, 0, 0),
           (int)SendMessageW(h, WM_NOTIFYFORMAT, (WPARAM)h, NF_QUERY));
}

int main(void)
{
    WNDCLASSA ca = {0};
    WNDCLASSW cw = {0};
    HWND a, w, b;
    ca.lpfnWndProc = DefWindowProcA;
    ca.hInstance = GetModuleHandleA(NULL);
    ca.lpszClassName = "nfA";
    cw.lpfnWndProc = DefWindowProcW;
    cw.hInstance = ca.hInstance;
    cw.lpszClassName = L"nfW";
    RegisterClassA(&ca);
    RegisterClassW(&cw);
    a = CreateWindowA("nfA", "a", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, 0, 0, 0, 0);
    w = CreateWindowW(L"nfW", L"w", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, 0, 0, 0, 0);
    b = CreateWindowA("BUTTON", "b", WS_CHILD, 0, 0, 50, 20, a, 0, 0, 0);
    ask("ansi window", a);
    ask("unicode window", w);
    ask("ansi button", b);
    SetWindowLongPtrW(a, GWLP_WNDPROC, (LONG_PTR)DefWindowProcW);
    ask("ansi window made unicode", a);
    printf("done\n");
    return 0;
}
