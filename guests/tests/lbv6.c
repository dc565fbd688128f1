/* The list box's own messages a subclass sees, and comctl32 6's LB_SETCOUNT (this exe's
 * manifest names Common Controls 6): deleting the last item sends the list LB_RESETCONTENT
 * (WM_DELETEITEM follows for an owner-drawn one); LB_SETCOUNT on a list of strings
 * answers LB_ERR and, in comctl32 6's list, leaves the last error as it was (user32's sets
 * ERROR_SETCOUNT_ON_BAD_LB: u32stop26). The expected lines in
 * test/win32/controls/test_lbcolumns.py are what this exe prints under Wine 8 (32- and
 * 64-bit). */
#include <windows.h>
#include <stdio.h>

static WNDPROC old_proc;

static LRESULT CALLBACK spy(HWND w, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg >= LB_ADDSTRING && msg <= LB_GETLISTBOXINFO)
        printf("  seen %#x %ld\n", msg, (long)wp);
    return CallWindowProcA(old_proc, w, msg, wp, lp);
}

int main(void)
{
    HWND lb = CreateWindowExA(0, "LISTBOX", "", WS_POPUP, 0, 0, 100, 100, NULL, NULL, NULL, NULL);
    LRESULT r;
    SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)"a");
    SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)"b");
    old_proc = (WNDPROC)SetWindowLongPtrA(lb, GWLP_WNDPROC, (LONG_PTR)spy);
    printf("delete 1 of 2:\n");
    r = SendMessageA(lb, LB_DELETESTRING, 1, 0);
    printf("  answer %ld\n", (long)r);
    printf("delete the last:\n");
    r = SendMessageA(lb, LB_DELETESTRING, 0, 0);
    printf("  answer %ld, count %ld\n", (long)r, (long)SendMessageA(lb, LB_GETCOUNT, 0, 0));
    SetWindowLongPtrA(lb, GWLP_WNDPROC, (LONG_PTR)old_proc);
    SetLastError(0xdeadbeef);
    r = SendMessageA(lb, LB_SETCOUNT, 100, 0);
    printf("setcount of a string list: %ld err=%#lx\n", (long)r, GetLastError());
    DestroyWindow(lb);
    return 0;
}
