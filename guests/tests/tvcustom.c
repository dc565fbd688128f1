/* A tree view's NM_CUSTOMDRAW (NMTVCUSTOMDRAW): the parent asks for item notifications
   (CDRF_NOTIFYITEMDRAW) and post-paint ones, colours one item's text red (clrText),
   gives another a blue background (clrTextBk), draws a third in its own font
   (CDRF_NEWFONT) and skips a fourth (CDRF_SKIPDEFAULT), as wxWidgets' treectrl sample
   colours its items (issue 23). Prints the notifications of the first paint (stage,
   item, level, state, colours, where the rectangle is) and what GetPixel finds in each
   row. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static int logging, item_h;
static HFONT big;
static HWND tv;
static HTREEITEM items[6];
static const char *names[6] = {"Root", "red", "blue back", "big font", "skipped", "plain"};

static int index_of(DWORD_PTR spec)
{
    int i;
    for (i = 0; i < 6; i++)
        if ((DWORD_PTR)items[i] == spec)
            return i;
    return -1;
}

static LRESULT CALLBACK parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY && ((NMHDR *)lp)->code == NM_CUSTOMDRAW) {
        NMTVCUSTOMDRAW *cd = (NMTVCUSTOMDRAW *)lp;
        DWORD stage = cd->nmcd.dwDrawStage;
        int i = stage & CDDS_ITEM ? index_of(cd->nmcd.dwItemSpec) : -1;
        RECT client;
        GetClientRect(tv, &client);
        if (logging) {
            printf("stage %#lx", stage);
            if (stage & CDDS_ITEM)
                printf(" item %s level %d state %#x param %ld row %ld", i < 0 ? "?" : names[i],
                       cd->iLevel, cd->nmcd.uItemState, (long)cd->nmcd.lItemlParam,
                       item_h ? cd->nmcd.rc.top / item_h : -1);
            printf(" text %06lx bk %06lx rc.left %ld full width %s", cd->clrText,
                   cd->clrTextBk, cd->nmcd.rc.left,
                   cd->nmcd.rc.right == client.right ? "yes" : "no");
            /* the DC as the parent finds it: an item's stages offer its colours in the DC
               too, and the post-paint has the control's font back */
            if (stage & CDDS_ITEM)
                printf(" dc text %06lx bk %06lx big font %d",
                       (unsigned long)GetTextColor(cd->nmcd.hdc),
                       (unsigned long)GetBkColor(cd->nmcd.hdc),
                       GetCurrentObject(cd->nmcd.hdc, OBJ_FONT) == (HGDIOBJ)big);
            printf("\n");
        }
        if (stage == CDDS_PREPAINT)
            return CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYPOSTPAINT;
        if (stage == CDDS_ITEMPREPAINT) {
            if (i == 1) {
                cd->clrText = RGB(255, 0, 0);
                SetTextColor(cd->nmcd.hdc, RGB(0, 255, 0));     /* left for the next item */
                SetBkColor(cd->nmcd.hdc, RGB(0, 255, 255));
            }
            if (i == 2)
                cd->clrTextBk = RGB(0, 0, 255);
            if (i == 3) {
                SelectObject(cd->nmcd.hdc, big);
                return CDRF_NEWFONT;
            }
            if (i == 4)
                return CDRF_SKIPDEFAULT;
            if (i == 5)
                return CDRF_NOTIFYPOSTPAINT;
        }
        return CDRF_DODEFAULT;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

/* what the row of item i shows: red / blue / dark pixels, and how far right text goes */
static void row(int i)
{
    RECT r;
    HDC dc = GetDC(tv);
    int x, y, red = 0, blue = 0, dark = 0, right = -1;
    memcpy(&r, &items[i], sizeof items[i]);
    SendMessageA(tv, TVM_GETITEMRECT, TRUE, (LPARAM)&r);
    for (y = r.top; y < r.bottom; y++)
        for (x = 0; x < 300; x++) {
            COLORREF c = GetPixel(dc, x, y);
            int R = GetRValue(c), G = GetGValue(c), B = GetBValue(c);
            if (R > 160 && G < 90 && B < 90) red++;
            else if (B > 160 && R < 90 && G < 90) blue++;
            else if (R < 90 && G < 90 && B < 90) { dark++; if (x > right) right = x; }
        }
    ReleaseDC(tv, dc);
    printf("row %s: red %s, blue %s, dark %s\n", names[i], red ? "yes" : "no",
           blue ? "yes" : "no", dark ? "yes" : "no");
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND main;
    TVINSERTSTRUCTA ins = {0};
    RECT r;
    int i;

    InitCommonControls();
    big = CreateFontA(-20, 0, 0, 0, FW_BOLD, 0, 0, 0, 0, 0, 0, 0, 0, "Arial");
    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "tvcparent";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    main = CreateWindowExA(0, "tvcparent", "tvcustom", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0,
                           400, 300, NULL, NULL, NULL, NULL);
    tv = CreateWindowExA(0, WC_TREEVIEWA, "", WS_CHILD | WS_VISIBLE | TVS_HASLINES |
                         TVS_HASBUTTONS | TVS_LINESATROOT, 0, 0, 300, 200, main, (HMENU)1,
                         NULL, NULL);
    for (i = 0; i < 6; i++) {
        ins.hParent = i ? items[0] : TVI_ROOT;
        ins.hInsertAfter = TVI_LAST;
        ins.item.mask = TVIF_TEXT | TVIF_PARAM;
        ins.item.pszText = (char *)names[i];
        ins.item.lParam = 100 + i;
        items[i] = (HTREEITEM)SendMessageA(tv, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    }
    SendMessageA(tv, TVM_EXPAND, TVE_EXPAND, (LPARAM)items[0]);
    SendMessageA(tv, TVM_SELECTITEM, TVGN_CARET, (LPARAM)items[5]);
    item_h = (int)SendMessageA(tv, TVM_GETITEMHEIGHT, 0, 0);
    UpdateWindow(main);
    logging = 1;
    RedrawWindow(tv, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
    logging = 0;
    for (i = 0; i < 6; i++)
        row(i);
    GetClientRect(tv, &r);
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
