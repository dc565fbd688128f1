/* A list view's callback mask (issue 23 item 6: Wine's comctl32 listview.c stopped at
   LVM_SETCALLBACKMASK): the mask set and read back, then LVM_GETITEM and LVM_GETITEMSTATE
   asking for state bits in it and outside it: the parent's LVN_GETDISPINFO is printed
   (item, subitem, mask, stateMask) and answers LVIS_FOCUSED | LVIS_CUT; the item's own
   selection comes from the control. Then the icon view's LVM_APPROXIMATEVIEWRECT for
   counts of items in a width, LVM_CREATEDRAGIMAGE (with and without a POINT) and
   LVM_SETITEMTEXT without an LVITEM, which stopped listview.c after it. Prints a line per
   check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static LRESULT CALLBACK parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY && ((NMHDR *)lp)->code == LVN_GETDISPINFOA) {
        NMLVDISPINFOA *di = (NMLVDISPINFOA *)lp;
        printf("  dispinfo item %d sub %d mask %x stateMask %x\n", di->item.iItem,
               di->item.iSubItem, di->item.mask, di->item.stateMask);
        if (di->item.mask & LVIF_STATE)
            di->item.state = LVIS_FOCUSED | LVIS_CUT;
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void get(HWND lv, int sub, UINT smask)
{
    LVITEMA item = {0};
    BOOL ret;
    item.mask = LVIF_STATE;
    item.iSubItem = sub;
    item.stateMask = smask;
    item.state = 0xdead0000;
    ret = (BOOL)SendMessageA(lv, LVM_GETITEMA, 0, (LPARAM)&item);
    printf("get sub %d stateMask %x: %d state %x\n", sub, smask, ret, item.state);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND parent, lv;
    LVITEMA item = {0};

    InitCommonControls();
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "lvcbmask_parent";
    RegisterClassA(&wc);
    parent = CreateWindowA("lvcbmask_parent", "p", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200,
                           NULL, NULL, wc.hInstance, NULL);
    lv = CreateWindowA(WC_LISTVIEWA, "", WS_CHILD | LVS_REPORT, 0, 0, 200, 100, parent,
                       (HMENU)1, wc.hInstance, NULL);
    printf("initial mask: %lx\n", (long)SendMessageA(lv, LVM_GETCALLBACKMASK, 0, 0));
    printf("set ~0: %ld\n", (long)SendMessageA(lv, LVM_SETCALLBACKMASK, ~0u, 0));
    printf("mask: %lx\n", (long)SendMessageA(lv, LVM_GETCALLBACKMASK, 0, 0));
    item.mask = LVIF_TEXT | LVIF_STATE;
    item.pszText = "one";
    item.state = item.stateMask = LVIS_SELECTED;
    printf("insert: %ld\n", (long)SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&item));
    printf("set LVIS_FOCUSED|LVIS_CUT: %ld\n",
           (long)SendMessageA(lv, LVM_SETCALLBACKMASK, LVIS_FOCUSED | LVIS_CUT, 0));
    get(0, 0, 0);
    get(lv, 0, LVIS_SELECTED);
    get(lv, 0, LVIS_SELECTED | LVIS_FOCUSED);
    get(lv, 1, LVIS_SELECTED);
    get(lv, 1, LVIS_SELECTED | LVIS_FOCUSED | LVIS_CUT);
    printf("itemstate selected|focused: %lx\n",
           (long)SendMessageA(lv, LVM_GETITEMSTATE, 0, LVIS_SELECTED | LVIS_FOCUSED));
    printf("set 0: %ld\n", (long)SendMessageA(lv, LVM_SETCALLBACKMASK, 0, 0));
    get(lv, 0, LVIS_SELECTED | LVIS_FOCUSED);
    DestroyWindow(lv);

    lv = CreateWindowA(WC_LISTVIEWA, "", WS_CHILD | LVS_ICON, 0, 0, 200, 100, parent,
                       (HMENU)2, wc.hInstance, NULL);
    item.mask = LVIF_TEXT;
    item.pszText = "icon";
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&item);
    SendMessageA(lv, LVM_SETICONSPACING, 0, MAKELPARAM(50, 50));
    {
        static const int counts[] = {-1, 0, 1, 2, 3, 5, 11};
        int k;
        for (k = 0; k < 7; k++) {
            LRESULT r = SendMessageA(lv, LVM_APPROXIMATEVIEWRECT, counts[k], MAKELPARAM(100, 100));
            printf("approximate %d in 100: %dx%d\n", counts[k], LOWORD(r), HIWORD(r));
        }
        SendMessageA(lv, LVM_SETICONSPACING, 0, MAKELPARAM(75, 75));
        {
            LRESULT r = SendMessageA(lv, LVM_APPROXIMATEVIEWRECT, 11, MAKELPARAM(100, 100));
            printf("approximate 11 at 75: %dx%d\n", LOWORD(r), HIWORD(r));
        }
    }
    {
        POINT pt = {-5, -5};
        HIMAGELIST il;
        printf("drag image, no point: %d\n", SendMessageA(lv, LVM_CREATEDRAGIMAGE, 0, 0) != 0);
        il = (HIMAGELIST)SendMessageA(lv, LVM_CREATEDRAGIMAGE, 0, (LPARAM)&pt);
        printf("drag image: %d, %d image(s), point inside the list %d\n", il != NULL,
               ImageList_GetImageCount(il), pt.x >= 0 && pt.y >= 0 && pt.x < 200 && pt.y < 100);
        ImageList_Destroy(il);
        printf("drag image of item 3: %d\n",
               SendMessageA(lv, LVM_CREATEDRAGIMAGE, 3, (LPARAM)&pt) != 0);
    }
    printf("set item text, no LVITEM: %ld\n", (long)SendMessageA(lv, LVM_SETITEMTEXTA, 0, 0));
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
