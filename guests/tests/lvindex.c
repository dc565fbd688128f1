/* A list view's comctl32 6 item messages (issue 23 item 6: comctl32's listview.c stopped
   at LVM_MAPINDEXTOID, then LVM_GETSELECTEDCOLUMN): unique item IDs kept while items
   come and go (none in a virtual list), the selected column (any number kept; its cells
   shaded in the report view) and LVM_GETNEXTITEMINDEX. Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

#ifndef LVM_GETNEXTITEMINDEX
typedef struct { int iItem; int iGroup; } LVITEMINDEX;
#define LVM_GETNEXTITEMINDEX (LVM_FIRST + 211)
#endif

static HWND top;

static HWND list(DWORD style)
{
    return CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | style, 0, 0, 200,
                           100, top, NULL, NULL, NULL);
}

static void insert(HWND lv, int at, const char *text)
{
    LVITEMA it = {0};
    it.mask = LVIF_TEXT;
    it.iItem = at;
    it.pszText = (char *)text;
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
}

static int sendlv(HWND lv, UINT m, WPARAM w, LPARAM l)
{
    return (int)SendMessageA(lv, m, w, l);
}

#define SEND(lv, m, w, l) sendlv(lv, m, (WPARAM)(w), (LPARAM)(l))

int main(void)
{
    LVCOLUMNA col = {0};
    LVITEMINDEX index;
    HWND lv;
    HDC dc;
    int r;
    InitCommonControls();
    top = CreateWindowExA(0, "STATIC", "top", WS_POPUP | WS_VISIBLE, 0, 0, 300, 200, NULL,
                          NULL, NULL, NULL);
    lv = list(LVS_REPORT | LVS_OWNERDATA);
    SEND(lv, LVM_SETITEMCOUNT, 3, 0);
    printf("virtual: id of 0 %d, index of id 0 %d\n", SEND(lv, LVM_MAPINDEXTOID, 0, 0),
           SEND(lv, LVM_MAPIDTOINDEX, 0, 0));
    DestroyWindow(lv);

    lv = list(LVS_REPORT);
    printf("empty: id of 0 %d\n", SEND(lv, LVM_MAPINDEXTOID, 0, 0));
    insert(lv, 0, "a");
    insert(lv, 1, "b");
    insert(lv, 0, "c");
    printf("ids: %d %d %d, past the end %d, -1 %d\n", SEND(lv, LVM_MAPINDEXTOID, 0, 0),
           SEND(lv, LVM_MAPINDEXTOID, 1, 0), SEND(lv, LVM_MAPINDEXTOID, 2, 0),
           SEND(lv, LVM_MAPINDEXTOID, 3, 0), SEND(lv, LVM_MAPINDEXTOID, -1, 0));
    SEND(lv, LVM_DELETEITEM, 1, 0);
    insert(lv, 2, "d");
    printf("after a delete and an insert: %d %d %d\n", SEND(lv, LVM_MAPINDEXTOID, 0, 0),
           SEND(lv, LVM_MAPINDEXTOID, 1, 0), SEND(lv, LVM_MAPINDEXTOID, 2, 0));
    printf("indexes of ids 0..3: %d %d %d %d, of -1: %d\n", SEND(lv, LVM_MAPIDTOINDEX, 0, 0),
           SEND(lv, LVM_MAPIDTOINDEX, 1, 0), SEND(lv, LVM_MAPIDTOINDEX, 2, 0),
           SEND(lv, LVM_MAPIDTOINDEX, 3, 0), SEND(lv, LVM_MAPIDTOINDEX, -1, 0));

    printf("selected column: %d\n", SEND(lv, LVM_GETSELECTEDCOLUMN, 0, 0));
    r = SEND(lv, LVM_SETSELECTEDCOLUMN, -100, 0);
    printf("set -100: %d, now %d\n", r, SEND(lv, LVM_GETSELECTEDCOLUMN, 0, 0));
    col.mask = LVCF_WIDTH;
    col.cx = 60;
    SEND(lv, LVM_INSERTCOLUMNA, 0, &col);
    SEND(lv, LVM_INSERTCOLUMNA, 1, &col);
    SEND(lv, LVM_SETSELECTEDCOLUMN, 1, 0);
    UpdateWindow(lv);
    dc = GetDC(lv);
    printf("column 1 shaded: %d, column 0 plain: %d\n",
           GetPixel(dc, 90, 90) != GetPixel(dc, 30, 90),
           GetPixel(dc, 30, 90) == GetSysColor(COLOR_WINDOW));
    ReleaseDC(lv, dc);

    index.iItem = -1;
    index.iGroup = 0;
    printf("next index, no structure: %d\n", SEND(lv, LVM_GETNEXTITEMINDEX, 0, LVNI_ALL));
    r = SEND(lv, LVM_GETNEXTITEMINDEX, &index, LVNI_ALL);
    printf("next index: %d, item %d\n", r, index.iItem);
    r = SEND(lv, LVM_GETNEXTITEMINDEX, &index, LVNI_ALL);
    printf("next index: %d, item %d\n", r, index.iItem);
    r = SEND(lv, LVM_GETNEXTITEMINDEX, &index, LVNI_ALL);
    printf("next index: %d, item %d\n", r, index.iItem);
    r = SEND(lv, LVM_GETNEXTITEMINDEX, &index, LVNI_ALL);
    printf("next index: %d, item %d\n", r, index.iItem);
    DestroyWindow(lv);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
