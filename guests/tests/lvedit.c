/* A list view's label editing (issue 23 item 6: Wine's comctl32 listview.c stopped at
   LVM_EDITLABEL): the edit made over item 0's label, its limit, LVM_GETEDITCONTROL, the
   parent's LVN_BEGINLABELEDIT / LVN_ENDLABELEDIT (text, and the edit still answered),
   the edit ended by the focus leaving, by Enter and by Escape, LVM_EDITLABEL of -1 and
   past the last item, no edit while the control has no focus, and a parent refusing.
   Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND lv;
static BOOL refuse;

static LRESULT CALLBACK parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY) {
        NMLVDISPINFOA *di = (NMLVDISPINFOA *)lp;
        HWND edit;
        switch (di->hdr.code) {
        case LVN_BEGINLABELEDITA:
            edit = (HWND)SendMessageA(lv, LVM_GETEDITCONTROL, 0, 0);
            printf("  begin item %d mask %x text %s, edit %d limit %d\n", di->item.iItem,
                   di->item.mask, di->item.pszText ? di->item.pszText : "(null)",
                   IsWindow(edit), (int)SendMessageA(edit, EM_GETLIMITTEXT, 0, 0));
            return refuse;
        case LVN_ENDLABELEDITA:
            edit = (HWND)SendMessageA(lv, LVM_GETEDITCONTROL, 0, 0);
            printf("  end item %d mask %x text %s, edit %d\n", di->item.iItem, di->item.mask,
                   di->item.pszText ? di->item.pszText : "(null)", IsWindow(edit));
            return TRUE;
        }
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void text(const char *what)
{
    char buf[64] = "";
    LVITEMA item = {0};
    item.pszText = buf;
    item.cchTextMax = sizeof(buf);
    SendMessageA(lv, LVM_GETITEMTEXTA, 0, (LPARAM)&item);
    printf("%s: item text %s, edit %d\n", what, buf,
           SendMessageA(lv, LVM_GETEDITCONTROL, 0, 0) != 0);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND parent, edit;
    LVITEMA item = {0};
    LVCOLUMNA col = {0};

    InitCommonControls();
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "lvedit_parent";
    RegisterClassA(&wc);
    parent = CreateWindowA("lvedit_parent", "p", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 300,
                           200, NULL, NULL, wc.hInstance, NULL);
    lv = CreateWindowA(WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT | LVS_EDITLABELS,
                       0, 0, 250, 150, parent, (HMENU)1, wc.hInstance, NULL);
    col.mask = LVCF_WIDTH;
    col.cx = 100;
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    item.mask = LVIF_TEXT;
    item.pszText = "first";
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&item);

    SetFocus(lv);
    edit = (HWND)SendMessageA(lv, LVM_EDITLABELA, 0, 0);
    printf("edit: %d, focused %d, below header %d\n", IsWindow(edit), GetFocus() == edit,
           GetNextWindow((HWND)SendMessageA(lv, LVM_GETHEADER, 0, 0), GW_HWNDNEXT) == edit);
    SendMessageA(edit, WM_SETTEXT, 0, (LPARAM)"second");
    SetFocus(lv);
    text("focus back");

    edit = (HWND)SendMessageA(lv, LVM_EDITLABELA, 0, 0);
    SendMessageA(edit, WM_SETTEXT, 0, (LPARAM)"third");
    SendMessageA(edit, WM_KEYDOWN, VK_RETURN, 0);
    text("enter");

    SetFocus(lv);
    edit = (HWND)SendMessageA(lv, LVM_EDITLABELA, 0, 0);
    SendMessageA(edit, WM_SETTEXT, 0, (LPARAM)"fourth");
    SendMessageA(edit, WM_KEYDOWN, VK_ESCAPE, 0);
    text("escape");

    SetFocus(lv);
    edit = (HWND)SendMessageA(lv, LVM_EDITLABELA, 0, 0);
    SendMessageA(edit, WM_SETTEXT, 0, (LPARAM)"fifth");
    printf("edit -1: %d\n", SendMessageA(lv, LVM_EDITLABELA, -1, 0) != 0);
    text("after -1");
    printf("edit 5: %d\n", SendMessageA(lv, LVM_EDITLABELA, 5, 0) != 0);

    SetFocus(NULL);
    printf("no focus: edit %d\n", SendMessageA(lv, LVM_EDITLABELA, 0, 0) != 0);
    SendMessageA(lv, LVM_CANCELEDITLABEL, 0, 0);

    SetFocus(lv);
    refuse = TRUE;
    printf("refused: %d\n", SendMessageA(lv, LVM_EDITLABELA, 0, 0) != 0);
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
