/* A list view's LVS_EX_CHECKBOXES (issue 23 item 6: comctl32's listview.c stopped at
   it): the state image list of two check boxes the control makes, existing items
   unchecked, an inserted item unchecked whatever its state, ListView_Get/SetCheckState,
   Space and a click on the box toggling it (LVN_ITEMCHANGING / ITEMCHANGED), the hit
   test on the box, the item rectangles and LVSCW_AUTOSIZE making room for it, the box
   drawn, and the style turned off. Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND lv;
static int log_on;

static LRESULT CALLBACK parent(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY && log_on) {
        NMLISTVIEW *nm = (NMLISTVIEW *)l;
        if (nm->hdr.code == LVN_ITEMCHANGING || nm->hdr.code == LVN_ITEMCHANGED)
            printf("  %s item %d new %#x old %#x changed %#x\n",
                   nm->hdr.code == LVN_ITEMCHANGING ? "changing" : "changed",
                   nm->iItem, nm->uNewState, nm->uOldState, nm->uChanged);
    }
    return DefWindowProcA(h, m, w, l);
}

static void add(int i, const char *text, UINT mask, UINT st, UINT stmask)
{
    LVITEMA it = {0};
    it.mask = LVIF_TEXT | mask;
    it.iItem = i;
    it.state = st;
    it.stateMask = stmask;
    it.pszText = (char *)text;
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
}

static UINT state(int i)
{
    return (UINT)SendMessageA(lv, LVM_GETITEMSTATE, i, 0xffff);
}

static void click(int x, int y)
{
    SendMessageA(lv, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(x, y));
    SendMessageA(lv, WM_LBUTTONUP, 0, MAKELPARAM(x, y));
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND top;
    HIMAGELIST il;
    LVCOLUMNA col = {0};
    LVHITTESTINFO ht;
    RECT r, ri;
    DWORD old;
    int cx, cy, w1, w2, y;
    HDC dc;
    COLORREF c1, c2;

    InitCommonControls();
    wc.lpfnWndProc = parent;
    wc.lpszClassName = "lvchecks";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    top = CreateWindowA("lvchecks", "t", WS_POPUP | WS_VISIBLE, 10, 10, 300, 200, 0, 0, 0, 0);
    lv = CreateWindowA(WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT, 0, 0, 300, 200,
                       top, (HMENU)1, 0, 0);
    col.mask = LVCF_TEXT | LVCF_WIDTH;
    col.cx = 100;
    col.pszText = "Name";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    add(0, "zero", LVIF_STATE, 0x2aa0, 0xfff0);
    add(1, "one", 0, 0, 0);
    printf("before: states %#x %#x, state list %d\n", state(0), state(1),
           SendMessageA(lv, LVM_GETIMAGELIST, LVSIL_STATE, 0) != 0);
    r.left = LVIR_LABEL;
    SendMessageA(lv, LVM_GETITEMRECT, 0, (LPARAM)&r);
    w1 = r.left;

    SendMessageA(lv, LVM_SETCOLUMNWIDTH, 0, LVSCW_AUTOSIZE);
    w2 = (int)SendMessageA(lv, LVM_GETCOLUMNWIDTH, 0, 0);
    log_on = 1;
    old = (DWORD)SendMessageA(lv, LVM_SETEXTENDEDLISTVIEWSTYLE, LVS_EX_CHECKBOXES,
                              LVS_EX_CHECKBOXES);
    log_on = 0;
    il = (HIMAGELIST)SendMessageA(lv, LVM_GETIMAGELIST, LVSIL_STATE, 0);
    ImageList_GetIconSize(il, &cx, &cy);
    printf("on: old %#lx, states %#x %#x, list of %d images %dx%d\n", old, state(0),
           state(1), ImageList_GetImageCount(il), cx, cy);
    SendMessageA(lv, LVM_SETCOLUMNWIDTH, 0, LVSCW_AUTOSIZE);
    printf("autosize wider by %d\n", (int)SendMessageA(lv, LVM_GETCOLUMNWIDTH, 0, 0) - w2);
    add(2, "two", LVIF_STATE, 0x2002, 0xf00f);
    add(3, "three", 0, 0, 0);
    printf("inserted: %#x %#x\n", state(2), state(3));
    log_on = 1;
    ListView_SetCheckState(lv, 3, TRUE);
    log_on = 0;
    printf("check states: %d %d %d %d\n", ListView_GetCheckState(lv, 0),
           ListView_GetCheckState(lv, 1), ListView_GetCheckState(lv, 2),
           ListView_GetCheckState(lv, 3));

    r.left = LVIR_LABEL;
    SendMessageA(lv, LVM_GETITEMRECT, 0, (LPARAM)&r);
    ri.left = LVIR_ICON;
    SendMessageA(lv, LVM_GETITEMRECT, 0, (LPARAM)&ri);
    printf("label moved right by %ld, icon %ld wide\n", r.left - w1, ri.right - ri.left);

    SendMessageA(lv, LVM_SETITEMSTATE, 1, (LPARAM)&(LVITEMA){.state = LVIS_FOCUSED,
                 .stateMask = LVIS_FOCUSED});
    log_on = 1;
    printf("space:\n");
    SendMessageA(lv, WM_KEYDOWN, VK_SPACE, 0);
    SendMessageA(lv, WM_KEYUP, VK_SPACE, 0);
    printf("item 1 %#x\n", state(1));
    printf("space again:\n");
    SendMessageA(lv, WM_KEYDOWN, VK_SPACE, 0);
    SendMessageA(lv, WM_KEYUP, VK_SPACE, 0);
    log_on = 0;
    printf("item 1 %#x\n", state(1));

    r.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 2, (LPARAM)&r);
    y = (r.top + r.bottom) / 2;
    ht.pt.x = r.left + 8;
    ht.pt.y = y;
    SendMessageA(lv, LVM_HITTEST, 0, (LPARAM)&ht);
    printf("hit on the box: item %d flags %#x\n", ht.iItem, ht.flags);
    log_on = 1;
    printf("click on the box of item 2:\n");
    click(r.left + 8, y);
    log_on = 0;
    printf("item 2 %#x, selected count %d\n", state(2),
           (int)SendMessageA(lv, LVM_GETSELECTEDCOUNT, 0, 0));

    UpdateWindow(lv);
    dc = GetDC(lv);
    r.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 0, (LPARAM)&r);
    c1 = GetPixel(dc, r.left + 6, (r.top + r.bottom) / 2);
    r.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 3, (LPARAM)&r);
    c2 = GetPixel(dc, r.left + 6, (r.top + r.bottom) / 2);
    printf("box centres: unchecked %#lx, checked differs %d\n", c1, c1 != c2);
    ReleaseDC(lv, dc);

    old = (DWORD)SendMessageA(lv, LVM_SETEXTENDEDLISTVIEWSTYLE, LVS_EX_CHECKBOXES, 0);
    printf("off: old %#lx, states %#x %#x, state list %d\n", old, state(2), state(3),
           SendMessageA(lv, LVM_GETIMAGELIST, LVSIL_STATE, 0) != 0);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
