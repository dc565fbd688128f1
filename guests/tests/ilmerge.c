/* ImageList_Merge and a tree view's CDRF_NOTIFYITEMERASE (issue 23 item 6: comctl32's
   imagelist.c and treeview.c stopped at them). Merges a 4 x 4 red image with a 2 x 2
   blue one whose corner is masked out, at offsets inside, past and before the first
   image, reads the new list's size and count and draws it into a memory DC; an index
   that is no image and a NULL list; then a tree view whose parent answers the paint's
   NM_CUSTOMDRAW with CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYITEMERASE | CDRF_NOTIFYPOSTPAINT
   prints the stages it is sent. Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

#ifndef CDRF_NOTIFYITEMERASE
#define CDRF_NOTIFYITEMERASE 0x80
#endif

static HDC mem, screen;

static HBITMAP solid(int w, int h, COLORREF c, int white_corner)
{
    HBITMAP bm = CreateCompatibleBitmap(screen, w, h);
    HDC b = CreateCompatibleDC(screen);
    int x, y;
    SelectObject(b, bm);
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            SetPixel(b, x, y, white_corner && !x && !y ? RGB(255, 255, 255) : c);
    DeleteDC(b);
    return bm;
}

static void show(const char *what, HIMAGELIST il)
{
    int cx = -1, cy = -1, x, y;
    RECT r = {0, 0, 8, 8};
    if (!il) {
        printf("%s: NULL\n", what);
        return;
    }
    ImageList_GetIconSize(il, &cx, &cy);
    printf("%s: %dx%d, %d image(s)\n", what, cx, cy, ImageList_GetImageCount(il));
    FillRect(mem, &r, GetStockObject(WHITE_BRUSH));
    printf("  draw %d:", ImageList_Draw(il, 0, mem, 0, 0, ILD_TRANSPARENT));
    for (y = 0; y < 2; y++)
        for (x = 0; x < 6; x++)
            printf(" %06lx", GetPixel(mem, x, y) & 0xFFFFFF);
    printf("\n");
    ImageList_Destroy(il);
}

static char stages[256];

static LRESULT CALLBACK parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY && ((NMHDR *)lp)->code == NM_CUSTOMDRAW) {
        NMTVCUSTOMDRAW *cd = (NMTVCUSTOMDRAW *)lp;
        sprintf(stages + strlen(stages), " %lx", cd->nmcd.dwDrawStage);
        if (cd->nmcd.dwDrawStage == CDDS_PREPAINT)
            return CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYITEMERASE | CDRF_NOTIFYPOSTPAINT;
        if (cd->nmcd.dwDrawStage == CDDS_ITEMPREPAINT)
            return CDRF_NOTIFYPOSTPAINT;
        return CDRF_DODEFAULT;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int main(void)
{
    HIMAGELIST one, two;
    HBITMAP dib;
    WNDCLASSA wc = {0};
    HWND parent, tree;
    TVINSERTSTRUCTA ins = {0};

    InitCommonControls();
    screen = GetDC(0);
    mem = CreateCompatibleDC(screen);
    dib = CreateCompatibleBitmap(screen, 8, 8);
    SelectObject(mem, dib);

    one = ImageList_Create(4, 4, ILC_COLOR24 | ILC_MASK, 1, 1);
    two = ImageList_Create(2, 2, ILC_COLOR24 | ILC_MASK, 1, 1);
    printf("add red %d\n", ImageList_AddMasked(one, solid(4, 4, RGB(255, 0, 0), 0),
                                               RGB(255, 255, 255)));
    printf("add blue %d\n", ImageList_AddMasked(two, solid(2, 2, RGB(0, 0, 255), 1),
                                                RGB(255, 255, 255)));
    show("merge at 1,0", ImageList_Merge(one, 0, two, 0, 1, 0));
    show("merge at 3,1", ImageList_Merge(one, 0, two, 0, 3, 1));
    show("merge at -1,0", ImageList_Merge(one, 0, two, 0, -1, 0));
    show("first index 5", ImageList_Merge(one, 5, two, 0, 0, 0));
    show("second index -1", ImageList_Merge(one, 0, two, -1, 0, 0));
    show("with itself", ImageList_Merge(one, 0, one, 0, 0, 0));
    show("NULL first", ImageList_Merge(NULL, 0, two, 0, 0, 0));
    show("NULL second", ImageList_Merge(one, 0, NULL, 0, 0, 0));
    ImageList_Destroy(one);
    ImageList_Destroy(two);

    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "ilmerge_parent";
    RegisterClassA(&wc);
    parent = CreateWindowA("ilmerge_parent", "p", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           0, 0, 300, 200, NULL, NULL, wc.hInstance, NULL);
    tree = CreateWindowA(WC_TREEVIEWA, "", WS_CHILD | WS_VISIBLE, 0, 0, 200, 100, parent,
                         (HMENU)1, wc.hInstance, NULL);
    ins.hParent = TVI_ROOT;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = "one";
    SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    ins.item.pszText = "two";
    SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    UpdateWindow(parent);
    stages[0] = 0;
    InvalidateRect(tree, NULL, TRUE);
    UpdateWindow(tree);
    printf("tree view stages:%s\n", stages);
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
