/* The styles the dialog manager gives a dialog, and its owner after a nested modal
   dialog (docs/dialogs-controls.md, "Dialog styles"; user32's win.c
   test_dialog_styles): DS_3DLOOK always, WS_EX_CONTROLPARENT for a dialog that is not
   WS_CHILD and for DS_CONTROL, which also takes the caption away; a modal dialog opened
   over the owner another modal dialog disabled enables it when it ends, EndDialog
   enables a modeless dialog's owner, a modal loop ended by WM_QUIT leaves it disabled.
   One line per check. */
#include <windows.h>
#include <stdio.h>

static struct
{
    DLGTEMPLATE dt;
    WORD menu, cls, title;
} tpl;

static HWND owner;

static INT_PTR CALLBACK end_at_once(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_INITDIALOG)
        EndDialog(h, 0);
    return 0;
}

static INT_PTR CALLBACK quit_at_once(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_INITDIALOG)
        PostQuitMessage(0);
    return 0;
}

static INT_PTR CALLBACK nest(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_INITDIALOG) {
        printf("outer: owner enabled=%d\n", IsWindowEnabled(owner));
        DialogBoxIndirectParamA(NULL, &tpl.dt, owner, end_at_once, 0);
        printf("after inner over the owner: owner enabled=%d\n", IsWindowEnabled(owner));
        EnableWindow(owner, FALSE);
        DialogBoxIndirectParamA(NULL, &tpl.dt, h, end_at_once, 0);
        printf("after inner over the dialog: dialog enabled=%d owner enabled=%d\n",
               IsWindowEnabled(h), IsWindowEnabled(owner));
        EndDialog(h, 0);
    }
    return 0;
}

static void style(DWORD in, DWORD exin, HWND parent)
{
    HWND h;
    tpl.dt.style = in;
    tpl.dt.dwExtendedStyle = exin;
    h = CreateDialogIndirectParamA(NULL, &tpl.dt, parent, end_at_once, 0);
    printf("%08lx %08lx: style=%08lx ex=%08lx\n", in, exin,
           (DWORD)GetWindowLongA(h, GWL_STYLE), (DWORD)GetWindowLongA(h, GWL_EXSTYLE));
    DestroyWindow(h);
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    tpl.dt.cx = tpl.dt.cy = 100;
    owner = CreateWindowExA(0, "static", "owner", WS_OVERLAPPEDWINDOW, 0, 0, 200, 200, 0, 0,
                            NULL, NULL);
    style(0, 0, owner);
    style(WS_POPUP, 0, owner);
    style(WS_POPUP | WS_CAPTION | WS_SYSMENU, 0, owner);
    style(WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_CONTROL, 0, owner);
    style(WS_POPUP, WS_EX_WINDOWEDGE, owner);
    style(WS_CHILD, 0, owner);
    style(WS_CHILD | WS_CAPTION | DS_CONTROL, 0, owner);
    style(WS_CHILD | WS_POPUP, 0, owner);
    style(WS_CHILD | WS_POPUP | DS_CONTROL, 0, owner);
    style(DS_CONTROL, 0, owner);
    style(WS_DLGFRAME, WS_EX_STATICEDGE, owner);
    tpl.dt.style = WS_POPUP;
    tpl.dt.dwExtendedStyle = 0;
    DialogBoxIndirectParamA(NULL, &tpl.dt, owner, nest, 0);
    printf("after outer: owner enabled=%d\n", IsWindowEnabled(owner));
    {
        MSG msg;
        HWND h = CreateDialogIndirectParamA(NULL, &tpl.dt, owner, end_at_once, 0);
        EnableWindow(owner, FALSE);
        EndDialog(h, 0);
        printf("modeless EndDialog: owner enabled=%d\n", IsWindowEnabled(owner));
        DestroyWindow(h);
        DialogBoxIndirectParamA(NULL, &tpl.dt, owner, quit_at_once, 0);
        printf("ended by WM_QUIT: owner enabled=%d quit-left=%d\n", IsWindowEnabled(owner),
               PeekMessageA(&msg, 0, WM_QUIT, WM_QUIT, PM_REMOVE));
    }
    DestroyWindow(owner);
    printf("done\n");
    return 0;
}
