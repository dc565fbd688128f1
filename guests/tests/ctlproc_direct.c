/* ctlproc_direct: the window procedures of the system's control classes called the ways a
 * program reaches them after reading GWLP_WNDPROC — directly through the pointer, and
 * through CallWindowProc — at both widths (one source for i686 and x86-64). Each line is
 * what Wine 8 prints for the same build.
 */
#include <windows.h>
#include <stdio.h>

static void check(HWND parent, const char *cls, DWORD style)
{
    HWND h = CreateWindowA(cls, "start", WS_CHILD | WS_VISIBLE | style, 0, 0, 100, 60, parent,
                           (HMENU)1, GetModuleHandleA(NULL), NULL);
    WNDPROC proc = (WNDPROC)GetWindowLongPtrA(h, GWLP_WNDPROC);
    char text[32] = "";
    LRESULT a, b, c;

    a = proc(h, WM_SETTEXT, 0, (LPARAM)"direct");
    b = proc(h, WM_GETTEXTLENGTH, 0, 0);
    c = CallWindowProcA(proc, h, WM_GETTEXT, sizeof text, (LPARAM)text);
    printf("%s: settext %d length %d gettext %d \"%s\"\n", cls, (int)a, (int)b, (int)c, text);
    if (!strcmp(cls, "BUTTON"))
    {
        proc(h, BM_SETCHECK, BST_CHECKED, 0);
        printf("  BM_GETCHECK %d\n", (int)SendMessageA(h, BM_GETCHECK, 0, 0));
    }
    else if (!strcmp(cls, "LISTBOX"))
    {
        proc(h, LB_ADDSTRING, 0, (LPARAM)"one");
        proc(h, LB_ADDSTRING, 0, (LPARAM)"two");
        printf("  LB_GETCOUNT %d, LB_FINDSTRING two %d\n", (int)proc(h, LB_GETCOUNT, 0, 0),
               (int)CallWindowProcA(proc, h, LB_FINDSTRING, (WPARAM)-1, (LPARAM)"two"));
    }
    else if (!strcmp(cls, "EDIT"))
    {
        proc(h, EM_SETSEL, 1, 4);
        DWORD s = 0, e = 0;
        proc(h, EM_GETSEL, (WPARAM)&s, (LPARAM)&e);
        printf("  EM_GETSEL %lu %lu\n", s, e);
    }
    else if (!strcmp(cls, "SCROLLBAR"))
    {
        proc(h, SBM_SETRANGE, 0, 50);
        proc(h, SBM_SETPOS, 20, FALSE);
        printf("  SBM_GETPOS %d\n", (int)proc(h, SBM_GETPOS, 0, 0));
    }
    DestroyWindow(h);
}

int main(void)
{
    HWND parent = CreateWindowA("STATIC", "parent", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200, NULL,
                                NULL, GetModuleHandleA(NULL), NULL);
    setvbuf(stdout, NULL, _IONBF, 0);
    check(parent, "BUTTON", BS_AUTOCHECKBOX);
    check(parent, "EDIT", 0);
    check(parent, "STATIC", SS_LEFT);
    check(parent, "LISTBOX", 0);
    check(parent, "SCROLLBAR", SBS_HORZ);
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
