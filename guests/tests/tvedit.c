/* A tree view's label editing (issue 23 item 6: comctl32's treeview.c stopped at
   TVM_EDITLABEL): the edit made over the label, TVN_BEGINLABELEDIT (the parent changing
   the edit's text through TVM_GETEDITCONTROL, or cancelling), TVN_ENDLABELEDIT on the
   edit's EN_KILLFOCUS, Enter, Escape and TVM_ENDEDITLABELNOW (the parent keeping the
   text, refusing it, or overwriting the buffer), the MAX_PATH limit. Prints a line per
   check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND tree;
static int answer_begin, answer_end = 1, alter;
static const char *overwrite;

static LRESULT CALLBACK parent(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY) {
        NMTVDISPINFOA *d = (NMTVDISPINFOA *)l;
        if (d->hdr.code == TVN_BEGINLABELEDITA) {
            HWND e = (HWND)SendMessageA(tree, TVM_GETEDITCONTROL, 0, 0);
            printf("  begin: mask %#x edit %d text %s\n", d->item.mask, IsWindow(e),
                   d->item.pszText ? d->item.pszText : "(null)");
            if (alter)
                SetWindowTextA(e, "altered");
            return answer_begin;
        }
        if (d->hdr.code == TVN_ENDLABELEDITA) {
            printf("  end: mask %#x text %s cch %d\n", d->item.mask,
                   d->item.pszText ? (strlen(d->item.pszText) > 20 ? "(long)" : d->item.pszText)
                   : "(null)", d->item.pszText ? d->item.cchTextMax : 0);
            if (overwrite && d->item.pszText)
                strcpy(d->item.pszText, overwrite);
            return answer_end;
        }
    }
    return DefWindowProcA(h, m, w, l);
}

static void label(const char *what, HTREEITEM it)
{
    char buf[600];
    TVITEMA item = {0};
    item.mask = TVIF_TEXT;
    item.hItem = it;
    item.pszText = buf;
    item.cchTextMax = sizeof(buf);
    SendMessageA(tree, TVM_GETITEMA, 0, (LPARAM)&item);
    printf("%s: label %s\n", what, strlen(buf) > 20 ? "(long)" : buf);
}

int main(void)
{
    WNDCLASSA wc = {0};
    TVINSERTSTRUCTA ins = {0};
    HTREEITEM root;
    HWND top, edit;
    char buf[600];
    LRESULT r;

    InitCommonControls();
    wc.lpfnWndProc = parent;
    wc.lpszClassName = "tvedit";
    RegisterClassA(&wc);
    top = CreateWindowA("tvedit", "t", WS_POPUP | WS_VISIBLE, 10, 10, 300, 200, 0, 0, 0, 0);
    tree = CreateWindowA(WC_TREEVIEWA, "", WS_CHILD | WS_VISIBLE | TVS_EDITLABELS, 0, 0,
                         300, 200, top, (HMENU)1, 0, 0);
    ins.hParent = TVI_ROOT;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = "root";
    root = (HTREEITEM)SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);

    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, 0);
    printf("no item: %d\n", edit != 0);
    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, (LPARAM)root);
    GetWindowTextA(edit, buf, sizeof(buf));
    printf("edit: %d, text %s, focus %d, unicode %d, limit %d, selected %d\n", IsWindow(edit),
           buf, GetFocus() == edit, IsWindowUnicode(edit),
           (int)SendMessageA(edit, EM_GETLIMITTEXT, 0, 0),
           (int)SendMessageA(tree, TVM_GETITEMSTATE, (WPARAM)root, TVIS_SELECTED));
    printf("get edit control: %d\n", (HWND)SendMessageA(tree, TVM_GETEDITCONTROL, 0, 0) == edit);
    r = SendMessageA(tree, WM_COMMAND, MAKEWPARAM(0, EN_KILLFOCUS), 0);
    printf("kill focus from no edit: %d, edit alive %d\n", (int)r, IsWindow(edit));
    SetWindowTextA(edit, "x");
    r = SendMessageA(tree, WM_COMMAND, MAKEWPARAM(0, EN_KILLFOCUS), (LPARAM)edit);
    printf("kill focus: %d, edit alive %d\n", (int)r, IsWindow(edit));
    label("after", root);

    alter = 1;
    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, (LPARAM)root);
    alter = 0;
    GetWindowTextA(edit, buf, sizeof(buf));
    printf("altered in begin: %s\n", buf);
    SendMessageA(edit, WM_KEYDOWN, VK_RETURN, 0);
    printf("enter: edit alive %d\n", IsWindow(edit));
    label("after enter", root);

    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, (LPARAM)root);
    SetWindowTextA(edit, "escaped");
    SendMessageA(edit, WM_KEYDOWN, VK_ESCAPE, 0);
    printf("escape: edit alive %d\n", IsWindow(edit));
    label("after escape", root);

    answer_end = 0;
    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, (LPARAM)root);
    SetWindowTextA(edit, "refused");
    r = SendMessageA(tree, TVM_ENDEDITLABELNOW, 0, 0);
    printf("end now: %d, edit alive %d\n", (int)r, IsWindow(edit));
    label("after refusal", root);
    answer_end = 1;
    r = SendMessageA(tree, TVM_ENDEDITLABELNOW, 0, 0);
    printf("end now with no edit: %d\n", (int)r);

    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, (LPARAM)root);
    SetWindowTextA(edit, "cancelled");
    r = SendMessageA(tree, TVM_ENDEDITLABELNOW, 1, 0);
    printf("end now cancelled: %d\n", (int)r);
    label("after cancel", root);

    overwrite = "<overwritten>";
    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, (LPARAM)root);
    SetWindowTextA(edit, "old");
    SendMessageA(tree, WM_COMMAND, MAKEWPARAM(0, EN_KILLFOCUS), (LPARAM)edit);
    overwrite = NULL;
    label("after overwrite", root);

    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, (LPARAM)root);
    memset(buf, 'a', sizeof(buf));
    buf[sizeof(buf) - 1] = 0;
    SetWindowTextA(edit, buf);
    SendMessageA(tree, WM_COMMAND, MAKEWPARAM(0, EN_KILLFOCUS), (LPARAM)edit);
    {
        TVITEMA item = {0};
        item.mask = TVIF_TEXT;
        item.hItem = root;
        item.pszText = buf;
        item.cchTextMax = sizeof(buf);
        SendMessageA(tree, TVM_GETITEMA, 0, (LPARAM)&item);
        printf("long text kept: %d chars\n", (int)strlen(buf));
    }

    answer_begin = 1;
    edit = (HWND)SendMessageA(tree, TVM_EDITLABELA, 0, (LPARAM)root);
    printf("begin refused: %d, edit control %d\n", edit != 0,
           (int)SendMessageA(tree, TVM_GETEDITCONTROL, 0, 0) != 0);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
