/* Modal dialogs' owners and loops (docs/dialogs-controls.md, "Modal dialogs' owners";
   user32's win.c test_dialog_parent): the owner is the nearest ancestor of the window
   given that is not a WS_CHILD window, a WS_CHILD template makes a child of it, the
   owner hears WM_ENTERIDLE when the dialog's queue runs empty, and a loop ended by
   WM_QUIT answers IDOK, leaves the owner disabled and the WM_QUIT to the caller.
   One line per check. */
#include <windows.h>
#include <stdio.h>

static HWND parent, child, child2;
static int idle_action;

static struct
{
    DLGTEMPLATE dt;
    WORD menu, cls, title;
} tpl;

static INT_PTR CALLBACK init_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_INITDIALOG)
    {
        printf("%s: parent=child %d owner=child %d owner=0 %d child enabled=%d\n",
               (const char *)l, GetAncestor(h, GA_PARENT) == child,
               GetWindow(h, GW_OWNER) == child, GetWindow(h, GW_OWNER) == NULL,
               IsWindowEnabled(child));
        EndDialog(h, 2);
    }
    return 0;
}

static INT_PTR CALLBACK quiet_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return 0;
}

static LRESULT CALLBACK owner_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_ENTERIDLE)
    {
        printf("WM_ENTERIDLE wparam=%d from the dialog=%d\n", (int)w, GetWindow((HWND)l, GW_OWNER) == h);
        if (idle_action == 0)
            EndDialog((HWND)l, 5);
        else
            PostMessageA((HWND)l, WM_QUIT, 7, 0);
    }
    return DefWindowProcA(h, m, w, l);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND other, dlg;
    INT_PTR r;
    MSG msg;
    BOOL n;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = owner_proc;
    wc.lpszClassName = "u32dlgowner";
    RegisterClassA(&wc);
    tpl.dt.cx = tpl.dt.cy = 100;

    parent = CreateWindowExA(0, "static", NULL, WS_OVERLAPPEDWINDOW, 0, 0, 0, 0, NULL, NULL, NULL, NULL);
    child = CreateWindowExA(0, "static", NULL, WS_OVERLAPPEDWINDOW, 0, 0, 0, 0, NULL, NULL, NULL, NULL);
    SetParent(child, parent);
    child2 = CreateWindowExA(0, "static", NULL, WS_CHILD, 0, 0, 0, 0, child, NULL, NULL, NULL);

    tpl.dt.style = WS_CHILD;
    r = DialogBoxIndirectParamA(NULL, &tpl.dt, child2, init_proc, (LPARAM)"modal child");
    printf("modal child: %d child enabled=%d\n", (int)r, IsWindowEnabled(child));
    tpl.dt.style = WS_OVERLAPPEDWINDOW;
    r = DialogBoxIndirectParamA(NULL, &tpl.dt, child2, init_proc, (LPARAM)"modal owned");
    printf("modal owned: %d child enabled=%d\n", (int)r, IsWindowEnabled(child));
    dlg = CreateDialogIndirectParamA(NULL, &tpl.dt, child2, quiet_proc, 0);
    printf("modeless owned: owner=child %d\n", GetWindow(dlg, GW_OWNER) == child);
    DestroyWindow(dlg);

    other = CreateWindowExA(0, "u32dlgowner", NULL, WS_OVERLAPPEDWINDOW, 0, 0, 0, 0, NULL, NULL, NULL, NULL);
    tpl.dt.style = WS_POPUP | WS_VISIBLE;
    idle_action = 0;
    r = DialogBoxIndirectParamA(NULL, &tpl.dt, other, quiet_proc, 0);
    printf("ended from WM_ENTERIDLE: %d owner enabled=%d\n", (int)r, IsWindowEnabled(other));
    idle_action = 1;
    r = DialogBoxIndirectParamA(NULL, &tpl.dt, other, quiet_proc, 0);
    printf("WM_QUIT: %d owner enabled=%d", (int)r, IsWindowEnabled(other));
    msg.wParam = 0;
    n = PeekMessageA(&msg, NULL, WM_QUIT, WM_QUIT, PM_REMOVE);
    printf(" quit for the caller=%d code=%d\n", n, (int)msg.wParam);
    DestroyWindow(other);
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
