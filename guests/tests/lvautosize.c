/* LVM_SETCOLUMNWIDTH's LVSCW_AUTOSIZE and LVSCW_AUTOSIZE_USEHEADER, sent as
   ListView_SetColumnWidth does (MAKELPARAM(cx, 0): the width is lParam's low word, a
   signed short). wxWidgets' report lists size their columns so (issue 23, "Programs in
   the wild (stop 27)": the listctrl sample's columns were 65535 pixels wide). Widths
   are printed relative to LVM_GETSTRINGWIDTH of the widest text, the header's text and
   the client width, so the lines do not depend on the font. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND lv;

static int strw(const WCHAR *s)
{
    return (int)SendMessageW(lv, LVM_GETSTRINGWIDTHW, 0, (LPARAM)s);
}

static int colw(int i)
{
    return (int)SendMessageW(lv, LVM_GETCOLUMNWIDTH, i, 0);
}

static int setw(int i, int cx)
{
    return (int)SendMessageW(lv, LVM_SETCOLUMNWIDTH, i, MAKELPARAM(cx, 0));
}

int main(void)
{
    static const WCHAR *texts[3][3] = {
        {L"a", L"longer text here", L"x"},
        {L"wide item text zero", L"b", L"yy"},
        {L"c", L"mid", L"zzz"}};
    static const WCHAR *heads[3] = {L"H0", L"Header of column one, long", L"Last"};
    LVCOLUMNW col;
    LVITEMW it;
    RECT rc;
    int i, k, r;
    HIMAGELIST il;
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_LISTVIEW_CLASSES};
    setvbuf(stdout, NULL, _IONBF, 0);
    InitCommonControlsEx(&icc);
    lv = CreateWindowW(WC_LISTVIEWW, L"", WS_POPUP | LVS_REPORT, 0, 0, 400, 150, NULL,
                       NULL, GetModuleHandleW(NULL), NULL);
    for (i = 0; i < 3; i++) {
        memset(&col, 0, sizeof(col));
        col.mask = LVCF_TEXT | LVCF_WIDTH;
        col.cx = 50;
        col.pszText = (WCHAR *)heads[i];
        SendMessageW(lv, LVM_INSERTCOLUMNW, i, (LPARAM)&col);
    }
    for (k = 0; k < 3; k++) {
        memset(&it, 0, sizeof(it));
        it.mask = LVIF_TEXT;
        it.iItem = k;
        it.pszText = (WCHAR *)texts[k][0];
        SendMessageW(lv, LVM_INSERTITEMW, 0, (LPARAM)&it);
        for (i = 1; i < 3; i++) {
            it.iSubItem = i;
            it.pszText = (WCHAR *)texts[k][i];
            SendMessageW(lv, LVM_SETITEMW, 0, (LPARAM)&it);
        }
    }
    r = setw(1, 77);
    printf("plain 77: %d width %d\n", r, colw(1));
    r = setw(1, LVSCW_AUTOSIZE);
    printf("col 1 autosize: %d width - widest %d\n", r, colw(1) - strw(L"longer text here"));
    r = setw(0, LVSCW_AUTOSIZE);
    printf("col 0 autosize: %d width - widest %d\n", r, colw(0) - strw(L"wide item text zero"));
    r = setw(1, LVSCW_AUTOSIZE_USEHEADER);
    printf("col 1 useheader: %d width - header %d\n", r,
           colw(1) - strw(L"Header of column one, long"));
    r = setw(0, LVSCW_AUTOSIZE_USEHEADER);
    printf("col 0 useheader: %d width - widest %d\n", r, colw(0) - strw(L"wide item text zero"));
    r = setw(2, LVSCW_AUTOSIZE_USEHEADER);
    GetClientRect(lv, &rc);
    printf("last useheader: %d fills %d\n", r, colw(0) + colw(1) + colw(2) == rc.right);
    r = setw(2, LVSCW_AUTOSIZE);
    printf("last autosize: %d width - widest %d\n", r, colw(2) - strw(L"zzz"));
    il = ImageList_Create(16, 16, ILC_COLOR32, 1, 1);
    SendMessageW(lv, LVM_SETIMAGELIST, LVSIL_SMALL, (LPARAM)il);
    r = setw(0, LVSCW_AUTOSIZE);
    printf("col 0 autosize with images: %d width - widest %d\n", r,
           colw(0) - strw(L"wide item text zero"));
    r = setw(1, LVSCW_AUTOSIZE);
    printf("col 1 autosize with images: %d width - widest %d\n", r,
           colw(1) - strw(L"longer text here"));
    r = setw(7, LVSCW_AUTOSIZE);
    printf("no such column: %d\n", r);
    DestroyWindow(lv);
    printf("done\n");
    return 0;
}
