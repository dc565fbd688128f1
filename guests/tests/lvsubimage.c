/* A list view subitem's image: LVM_SETITEM with LVIF_IMAGE on a subitem keeps it,
   LVM_GETITEM answers it, and a report view with LVS_EX_SUBITEMIMAGES draws it in the
   cell. wxWidgets' listctrl sample sets images in its second and third columns (issue 23,
   "Programs in the wild (stop 27)": "ListView_SetItem() failed"). Prints a line per call
   and whether the cell shows the image's colour. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND lv;

static int set_sub(int item, int sub, UINT mask, int image, LPARAM param, UINT state)
{
    LVITEMW it;
    memset(&it, 0, sizeof(it));
    it.mask = mask;
    it.iItem = item;
    it.iSubItem = sub;
    it.iImage = image;
    it.lParam = param;
    it.state = state;
    it.stateMask = state;
    it.pszText = L"set";
    return (int)SendMessageW(lv, LVM_SETITEMW, 0, (LPARAM)&it);
}

static void get_sub(const char *what, int item, int sub)
{
    LVITEMW it;
    WCHAR buf[32];
    int r;
    memset(&it, 0, sizeof(it));
    it.mask = LVIF_IMAGE | LVIF_PARAM | LVIF_STATE | LVIF_TEXT;
    it.iItem = item;
    it.iSubItem = sub;
    it.stateMask = 0xFF;
    it.iImage = 99;
    it.pszText = buf;
    it.cchTextMax = 32;
    r = (int)SendMessageW(lv, LVM_GETITEMW, 0, (LPARAM)&it);
    printf("%s: r %d image %d param %#lx state %#x text %ls\n", what, r, it.iImage,
           (unsigned long)it.lParam, it.state, buf);
}

static HBITMAP solid(COLORREF c)
{
    HDC screen = GetDC(NULL), dc = CreateCompatibleDC(screen);
    HBITMAP bm = CreateCompatibleBitmap(screen, 16, 16);
    HGDIOBJ old = SelectObject(dc, bm);
    HBRUSH br = CreateSolidBrush(c);
    RECT r = {0, 0, 16, 16};
    FillRect(dc, &r, br);
    SelectObject(dc, old);
    DeleteObject(br);
    DeleteDC(dc);
    ReleaseDC(NULL, screen);
    return bm;
}

static int red_in_cell(int sub)
{
    RECT r;
    HDC dc;
    int x, y, n = 0;
    MSG m;
    InvalidateRect(lv, NULL, TRUE);
    UpdateWindow(lv);
    while (PeekMessageW(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageW(&m);
    r.top = sub;
    r.left = LVIR_BOUNDS;
    SendMessageW(lv, LVM_GETSUBITEMRECT, 0, (LPARAM)&r);
    dc = GetDC(lv);
    for (x = r.left; x < r.right; x++)
        for (y = r.top; y < r.bottom; y++)
            if (GetPixel(dc, x, y) == RGB(255, 0, 0))
                n++;
    ReleaseDC(lv, dc);
    return n;
}

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_LISTVIEW_CLASSES};
    LVCOLUMNW col;
    LVITEMW it;
    HIMAGELIST il;
    int i;
    setvbuf(stdout, NULL, _IONBF, 0);
    InitCommonControlsEx(&icc);
    lv = CreateWindowW(WC_LISTVIEWW, L"", WS_POPUP | WS_VISIBLE | LVS_REPORT, 10, 10, 300,
                       100, NULL, NULL, GetModuleHandleW(NULL), NULL);
    il = ImageList_Create(16, 16, ILC_COLOR24, 2, 1);
    ImageList_Add(il, solid(RGB(0, 0, 255)), NULL);
    ImageList_Add(il, solid(RGB(255, 0, 0)), NULL);
    SendMessageW(lv, LVM_SETIMAGELIST, LVSIL_SMALL, (LPARAM)il);
    for (i = 0; i < 2; i++) {
        memset(&col, 0, sizeof(col));
        col.mask = LVCF_TEXT | LVCF_WIDTH;
        col.cx = 100;
        col.pszText = L"col";
        SendMessageW(lv, LVM_INSERTCOLUMNW, i, (LPARAM)&col);
    }
    memset(&it, 0, sizeof(it));
    it.mask = LVIF_TEXT | LVIF_PARAM | LVIF_IMAGE;
    it.pszText = L"item";
    it.lParam = 0x55;
    it.iImage = 0;
    SendMessageW(lv, LVM_INSERTITEMW, 0, (LPARAM)&it);
    get_sub("fresh sub", 0, 1);
    printf("set sub image: %d\n", set_sub(0, 1, LVIF_IMAGE, 1, 0, 0));
    get_sub("after image", 0, 1);
    printf("set sub text+image: %d\n", set_sub(0, 1, LVIF_IMAGE | LVIF_TEXT, 1, 0, 0));
    get_sub("after text", 0, 1);
    printf("set sub param: %d\n", set_sub(0, 1, LVIF_PARAM, 0, 0x77, 0));
    get_sub("after param", 0, 1);
    get_sub("item", 0, 0);
    printf("set past columns: %d\n", set_sub(0, 5, LVIF_IMAGE, 1, 0, 0));
    printf("red without SUBITEMIMAGES: %d\n", red_in_cell(1) > 0);
    SendMessageW(lv, LVM_SETEXTENDEDLISTVIEWSTYLE, LVS_EX_SUBITEMIMAGES, LVS_EX_SUBITEMIMAGES);
    get_sub("with SUBITEMIMAGES", 0, 1);
    printf("set sub state: %d\n", set_sub(0, 1, LVIF_STATE, 0, 0, LVIS_SELECTED));
    printf("red with SUBITEMIMAGES: %d\n", red_in_cell(1) > 0);
    printf("set sub image 0: %d\n", set_sub(0, 1, LVIF_IMAGE, 0, 0, 0));
    get_sub("image 0", 0, 1);
    printf("red after image 0: %d\n", red_in_cell(1) > 0);
    DestroyWindow(lv);
    printf("done\n");
    return 0;
}
