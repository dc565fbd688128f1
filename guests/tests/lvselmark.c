/* A list view's selection mark: LVM_GETSELECTIONMARK / LVM_SETSELECTIONMARK (the old mark
   answered), the mark a first focus sets, a click's, and how deleting, inserting and
   sorting items move it (issue 23, "Programs in the wild (stop 29)": Win32++'s ListView
   sample asks it when a column is sorted; the list view stopped there). Prints a line per
   check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND lv;

static void add(int i, const char *text)
{
    LVITEMA it = {0};
    it.mask = LVIF_TEXT;
    it.iItem = i;
    it.pszText = (char *)text;
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
}

static void state(int i, UINT st, UINT mask)
{
    LVITEMA it = {0};
    it.state = st;
    it.stateMask = mask;
    SendMessageA(lv, LVM_SETITEMSTATE, i, (LPARAM)&it);
}

static int CALLBACK reverse(LPARAM a, LPARAM b, LPARAM data)
{
    return (int)(b - a);      /* LVM_SORTITEMSEX passes the indexes: the order reversed */
}

static int mark(void)
{
    return (int)SendMessageA(lv, LVM_GETSELECTIONMARK, 0, 0);
}

int main(void)
{
    HWND top;
    RECT r;
    LVCOLUMNA col = {0};
    int i, old;
    InitCommonControls();
    top = CreateWindowA("STATIC", "t", WS_POPUP | WS_VISIBLE, 10, 10, 300, 200, 0, 0, 0, 0);
    lv = CreateWindowA(WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT, 0, 0, 300, 200,
                       top, (HMENU)1, 0, 0);
    col.mask = LVCF_TEXT | LVCF_WIDTH;
    col.cx = 100;
    col.pszText = "Name";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    for (i = 0; i < 5; i++) {
        char t[8];
        sprintf(t, "item%d", i);
        add(i, t);
    }
    printf("at first: %d\n", mark());
    state(2, LVIS_SELECTED, LVIS_SELECTED);
    printf("item 2 selected: %d\n", mark());
    state(3, LVIS_FOCUSED, LVIS_FOCUSED);
    printf("item 3 focused first: %d\n", mark());
    state(4, LVIS_FOCUSED | LVIS_SELECTED, LVIS_FOCUSED | LVIS_SELECTED);
    printf("item 4 focused and selected: %d\n", mark());
    old = (int)SendMessageA(lv, LVM_SETSELECTIONMARK, 0, 1);
    printf("set 1: old=%d now=%d\n", old, mark());
    SendMessageA(lv, LVM_DELETEITEM, 0, 0);
    printf("item 0 deleted: %d\n", mark());
    add(0, "new0");
    printf("item inserted at 0: %d\n", mark());
    SendMessageA(lv, LVM_DELETEITEM, 1, 0);
    printf("the marked item deleted: %d\n", mark());
    r.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 3, (LPARAM)&r);
    SendMessageA(lv, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(r.left + 5, (r.top + r.bottom) / 2));
    SendMessageA(lv, WM_LBUTTONUP, 0, MAKELPARAM(r.left + 5, (r.top + r.bottom) / 2));
    printf("item 3 clicked: %d\n", mark());
    SendMessageA(lv, LVM_SETSELECTIONMARK, 0, 1);
    SendMessageA(lv, LVM_SORTITEMSEX, 0, (LPARAM)reverse);
    printf("mark on item 1 of 4, order reversed: %d\n", mark());
    old = (int)SendMessageA(lv, LVM_SETSELECTIONMARK, 0, 99);
    printf("set 99: old=%d now=%d\n", old, mark());
    old = (int)SendMessageA(lv, LVM_SETSELECTIONMARK, 0, -1);
    printf("set -1: old=%d now=%d\n", old, mark());
    SendMessageA(lv, LVM_SETSELECTIONMARK, 0, 2);
    SendMessageA(lv, LVM_DELETEALLITEMS, 0, 0);
    printf("all deleted: %d\n", mark());
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
