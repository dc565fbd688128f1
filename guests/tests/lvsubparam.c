/* LVM_GETITEM with a subitem: the item's lParam (and what else) comes back whatever
   iSubItem says. wxWidgets' wxListCtrl::MSWGetItemData asks for LVIF_PARAM with iSubItem
   left uninitialised (issue 23, "Programs in the wild (stop 27)": the listctrl sample
   read its item data through a stale lParam and crashed). Prints a line per query. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND lv;

static void query(const char *what, int sub, UINT mask)
{
    LVITEMW it;
    WCHAR buf[32] = L"untouched";
    LRESULT r;
    memset(&it, 0, sizeof(it));
    it.mask = mask;
    it.iItem = 0;
    it.iSubItem = sub;
    it.lParam = 0x1b;
    it.iImage = 77;
    it.iIndent = 66;
    it.state = 0x55;
    it.stateMask = 0xFF;
    it.pszText = buf;
    it.cchTextMax = 32;
    r = SendMessageW(lv, LVM_GETITEMW, 0, (LPARAM)&it);
    printf("%s: r %d lParam %#lx image %d indent %d state %#x text %ls\n", what, (int)r,
           (unsigned long)it.lParam, it.iImage, it.iIndent, it.state,
           it.pszText ? it.pszText : L"(null)");
}

int main(void)
{
    LVCOLUMNW col;
    LVITEMW it;
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_LISTVIEW_CLASSES};
    setvbuf(stdout, NULL, _IONBF, 0);
    InitCommonControlsEx(&icc);
    lv = CreateWindowW(WC_LISTVIEWW, L"", WS_POPUP | LVS_REPORT, 0, 0, 200, 100, NULL,
                       NULL, GetModuleHandleW(NULL), NULL);
    memset(&col, 0, sizeof(col));
    col.mask = LVCF_TEXT | LVCF_WIDTH;
    col.cx = 60;
    col.pszText = L"one";
    SendMessageW(lv, LVM_INSERTCOLUMNW, 0, (LPARAM)&col);
    col.pszText = L"two";
    SendMessageW(lv, LVM_INSERTCOLUMNW, 1, (LPARAM)&col);
    memset(&it, 0, sizeof(it));
    it.mask = LVIF_TEXT | LVIF_PARAM | LVIF_IMAGE | LVIF_INDENT;
    it.pszText = L"item";
    it.lParam = 0x1234;
    it.iImage = 3;
    it.iIndent = 2;
    printf("insert: %d\n", (int)SendMessageW(lv, LVM_INSERTITEMW, 0, (LPARAM)&it));
    it.mask = LVIF_TEXT;
    it.iSubItem = 1;
    it.pszText = L"sub";
    printf("set sub: %d\n", (int)SendMessageW(lv, LVM_SETITEMW, 0, (LPARAM)&it));
    query("sub 0 param", 0, LVIF_PARAM);
    query("sub 1 param", 1, LVIF_PARAM);
    query("sub 1 all", 1, LVIF_PARAM | LVIF_IMAGE | LVIF_INDENT | LVIF_STATE | LVIF_TEXT);
    query("sub 5 param", 5, LVIF_PARAM);
    query("sub 5 text", 5, LVIF_TEXT);
    query("sub 0x28ff00 param", 0x28ff00, LVIF_PARAM);
    query("sub -1 param", -1, LVIF_PARAM);
    DestroyWindow(lv);
    printf("done\n");
    return 0;
}
