/* A report view's subitems that were never set are callbacks (LPSTR_TEXTCALLBACK): the
 * list view asks the parent for their text with LVN_GETDISPINFO, for LVM_GETITEMTEXT and
 * when it paints (7-Zip's File Manager sets only the item's own text and fills the Size,
 * Modified... columns from LVN_GETDISPINFO). A subitem set to a text keeps it. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static int g_log;

static LRESULT CALLBACK parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY && ((NMHDR *)lp)->code == LVN_GETDISPINFOA) {
        NMLVDISPINFOA *d = (NMLVDISPINFOA *)lp;
        if (g_log)
            printf("  GETDISPINFO item %d sub %d mask 0x%x\n", d->item.iItem,
                   d->item.iSubItem, d->item.mask);
        if (d->item.mask & LVIF_TEXT)
            sprintf(d->item.pszText, "cb%d.%d", d->item.iItem, d->item.iSubItem);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void get_text(HWND lv, int item, int sub)
{
    char buf[64] = "?";
    LVITEMA it;
    int n;
    memset(&it, 0, sizeof(it));
    it.iSubItem = sub;
    it.pszText = buf;
    it.cchTextMax = sizeof(buf);
    n = (int)SendMessageA(lv, LVM_GETITEMTEXTA, item, (LPARAM)&it);
    printf("text %d.%d: %d [%s]\n", item, sub, n, buf);
}

int main(void)
{
    WNDCLASSA wc = { 0 };
    HWND parent, lv;
    LVCOLUMNA col = { LVCF_WIDTH | LVCF_TEXT, 0, 60, (char *)"C" };
    LVITEMA it;
    int i;
    INITCOMMONCONTROLSEX icc = { sizeof(icc), ICC_LISTVIEW_CLASSES };

    InitCommonControlsEx(&icc);
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "lvsubcb";
    RegisterClassA(&wc);
    parent = CreateWindowA("lvsubcb", "lvsubcb", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           0, 0, 400, 300, NULL, NULL, wc.hInstance, NULL);
    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT,
                         0, 0, 300, 200, parent, (HMENU)1, wc.hInstance, NULL);
    for (i = 0; i < 4; i++)
        SendMessageA(lv, LVM_INSERTCOLUMNA, i, (LPARAM)&col);
    memset(&it, 0, sizeof(it));
    it.mask = LVIF_TEXT;
    it.pszText = (char *)"plain";
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
    it.iItem = 1;
    it.pszText = LPSTR_TEXTCALLBACKA;
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
    /* item 0: subitem 2 set, subitem 1 and 3 never */
    it.iItem = 0;
    it.iSubItem = 2;
    it.pszText = (char *)"two";
    SendMessageA(lv, LVM_SETITEMTEXTA, 0, (LPARAM)&it);
    /* item 1: subitem 3 set to an empty text */
    it.iSubItem = 3;
    it.pszText = (char *)"";
    SendMessageA(lv, LVM_SETITEMTEXTA, 1, (LPARAM)&it);
    g_log = 1;
    for (i = 0; i < 4; i++)
        get_text(lv, 0, i);
    for (i = 0; i < 4; i++)
        get_text(lv, 1, i);
    g_log = 0;
    printf("done\n");
    DestroyWindow(parent);
    return 0;
}
