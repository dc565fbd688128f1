/* LVM_SCROLL and the hover time of a report-view list view ("Programs in the wild
 * (stop 28): Free Pascal", docs/runtimes.md): Lazarus' TListView sets its view origin
 * with ListView_Scroll and its hover time with LVM_SETHOVERTIME when its handle is made.
 * One line per check; test/win32/controls/test_lvscroll.py holds Wine's lines. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_LISTVIEW_CLASSES};
    HWND lv;
    LVCOLUMNA col = {0};
    LVITEMA it = {0};
    RECT r0, r1;
    char text[16];
    int i, row, page, ok;

    InitCommonControlsEx(&icc);
    lv = CreateWindowA(WC_LISTVIEWA, "", WS_OVERLAPPEDWINDOW | WS_VISIBLE | LVS_REPORT,
                       10, 10, 300, 200, NULL, NULL, GetModuleHandleA(NULL), NULL);
    col.mask = LVCF_TEXT | LVCF_WIDTH;
    col.cx = 100;
    col.pszText = "Name";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    for (i = 0; i < 40; i++) {
        it.mask = LVIF_TEXT;
        it.iItem = i;
        sprintf(text, "item %d", i);
        it.pszText = text;
        SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
    }
    r0.left = r1.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 0, (LPARAM)&r0);
    SendMessageA(lv, LVM_GETITEMRECT, 1, (LPARAM)&r1);
    row = r1.top - r0.top;
    page = (int)SendMessageA(lv, LVM_GETCOUNTPERPAGE, 0, 0);
    printf("row>0=%d page>0=%d top=%d\n", row > 0, page > 0,
           (int)SendMessageA(lv, LVM_GETTOPINDEX, 0, 0));
    ok = (int)SendMessageA(lv, LVM_SCROLL, 0, 3 * row + row / 2);
    printf("scroll 3 rows and a bit=%d top=%d\n", ok, (int)SendMessageA(lv, LVM_GETTOPINDEX, 0, 0));
    ok = (int)SendMessageA(lv, LVM_SCROLL, 0, row - 1);
    printf("scroll less than a row=%d top=%d\n", ok, (int)SendMessageA(lv, LVM_GETTOPINDEX, 0, 0));
    ok = (int)SendMessageA(lv, LVM_SCROLL, 0, -2 * row);
    printf("scroll back 2 rows=%d top=%d\n", ok, (int)SendMessageA(lv, LVM_GETTOPINDEX, 0, 0));
    ok = (int)SendMessageA(lv, LVM_SCROLL, 0, -10 * row);
    printf("scroll back 10 rows=%d top=%d\n", ok, (int)SendMessageA(lv, LVM_GETTOPINDEX, 0, 0));
    SendMessageA(lv, LVM_SCROLL, 0, 100 * row);
    printf("scroll past the end: top=last page %d\n",
           (int)SendMessageA(lv, LVM_GETTOPINDEX, 0, 0) == 40 - page);
    ok = (int)SendMessageA(lv, LVM_SCROLL, 30, 0);
    printf("sideways, columns narrower than the window=%d top=last page %d\n", ok,
           (int)SendMessageA(lv, LVM_GETTOPINDEX, 0, 0) == 40 - page);
    printf("hover time=%d\n", (int)SendMessageA(lv, LVM_GETHOVERTIME, 0, 0));
    ok = (int)SendMessageA(lv, LVM_SETHOVERTIME, 0, 250);
    printf("set hover time 250: previous=%d\n", ok);
    printf("hover time=%d\n", (int)SendMessageA(lv, LVM_GETHOVERTIME, 0, 0));
    DestroyWindow(lv);
    printf("done\n");
    return 0;
}
