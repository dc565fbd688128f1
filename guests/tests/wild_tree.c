/* A tree view expanding near its bottom edge, as PuTTY 0.83's configuration dialog's
 * category tree does when "SSH" is opened (issue 23, "Programs in the wild",
 * docs/runtimes.md): comctl32 scrolls so that as many of the new rows show as can
 * without scrolling the expanded item off the top, on the user's expansion and on
 * TVM_EXPAND alike; and a row partly below the control is clipped to it.
 *
 * The tree's rows are 16 pixels (TVM_SETITEMHEIGHT) and its client area 84 pixels high
 * (no border), so five whole rows show and a sixth is cut. It prints the first visible
 * item after each expansion, and whether the parent's pixels just below the tree still
 * hold the parent's colour after the tree painted a cut row there.
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND tree;

static HTREEITEM add(HTREEITEM parent, const char *text)
{
    TVINSERTSTRUCTA ins;
    memset(&ins, 0, sizeof ins);
    ins.hParent = parent;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = (char *)text;
    return (HTREEITEM)SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);
}

static void first_visible(const char *what)
{
    char text[32] = "";
    TVITEMA it;
    HTREEITEM h = (HTREEITEM)SendMessageA(tree, TVM_GETNEXTITEM, TVGN_FIRSTVISIBLE, 0);
    memset(&it, 0, sizeof it);
    it.mask = TVIF_TEXT;
    it.hItem = h;
    it.pszText = text;
    it.cchTextMax = sizeof text;
    SendMessageA(tree, TVM_GETITEMA, 0, (LPARAM)&it);
    printf("%s: first visible %s, visible count %d\n", what, text,
           (int)SendMessageA(tree, TVM_GETVISIBLECOUNT, 0, 0));
}

int main(void)
{
    HWND top;
    HTREEITEM a, b, c, d, e, f;
    HDC dc;
    RECT rc;
    int x, y, odd = 0;
    char name[8];

    InitCommonControls();
    top = CreateWindowExA(0, "STATIC", "tree", WS_POPUP | WS_VISIBLE | SS_WHITERECT,
                          0, 0, 200, 140, NULL, NULL, NULL, NULL);
    tree = CreateWindowExA(0, WC_TREEVIEWA, "", WS_CHILD | WS_VISIBLE | TVS_HASLINES |
                           TVS_HASBUTTONS | TVS_LINESATROOT, 0, 0, 150, 84, top, NULL,
                           NULL, NULL);
    SendMessageA(tree, TVM_SETITEMHEIGHT, 16, 0);
    GetClientRect(tree, &rc);
    printf("client %ldx%ld, item height %d\n", rc.right, rc.bottom,
           (int)SendMessageA(tree, TVM_GETITEMHEIGHT, 0, 0));
    a = add(TVI_ROOT, "A");
    b = add(TVI_ROOT, "B");
    c = add(TVI_ROOT, "C");
    d = add(TVI_ROOT, "D");
    e = add(TVI_ROOT, "E");
    f = add(TVI_ROOT, "F");
    add(c, "C1"); add(c, "C2"); add(c, "C3");
    add(a, "A1"); add(a, "A2"); add(a, "A3"); add(a, "A4"); add(a, "A5"); add(a, "A6");
    add(e, "E1"); add(e, "E2"); add(e, "E3"); add(e, "E4"); add(e, "E5"); add(e, "E6");
    add(f, "F1");
    add(b, "B1");
    first_visible("start");

    /* C on row 2, three children, two rows below it: one row of scrolling */
    SendMessageA(tree, TVM_EXPAND, TVE_EXPAND, (LPARAM)c);
    first_visible("C expanded");
    SendMessageA(tree, TVM_EXPAND, TVE_COLLAPSE, (LPARAM)c);
    first_visible("C collapsed");

    /* E on row 4 (B at the top): six children; the scroll stops with E at the top */
    SendMessageA(tree, TVM_ENSUREVISIBLE, 0, (LPARAM)a);
    SendMessageA(tree, TVM_SELECTITEM, TVGN_FIRSTVISIBLE, (LPARAM)b);
    first_visible("B at the top");
    SendMessageA(tree, TVM_EXPAND, TVE_EXPAND, (LPARAM)e);
    first_visible("E expanded");
    SendMessageA(tree, TVM_EXPAND, TVE_COLLAPSE, (LPARAM)e);

    /* A at the top: expanding it never scrolls */
    SendMessageA(tree, TVM_SELECTITEM, TVGN_FIRSTVISIBLE, (LPARAM)a);
    first_visible("A at the top");
    SendMessageA(tree, TVM_EXPAND, TVE_EXPAND, (LPARAM)a);
    first_visible("A expanded");
    SendMessageA(tree, TVM_EXPAND, TVE_COLLAPSE, (LPARAM)a);

    /* B at row 1 with one child and room below: no scrolling */
    SendMessageA(tree, TVM_SELECTITEM, TVGN_FIRSTVISIBLE, (LPARAM)a);
    SendMessageA(tree, TVM_EXPAND, TVE_EXPAND, (LPARAM)b);
    first_visible("B expanded");

    /* the cut sixth row: its label reaches below the tree; the parent's white stays */
    SendMessageA(tree, TVM_EXPAND, TVE_COLLAPSE, (LPARAM)b);
    SendMessageA(tree, TVM_SELECTITEM, TVGN_FIRSTVISIBLE, (LPARAM)a);
    InvalidateRect(top, NULL, TRUE);
    UpdateWindow(top);
    UpdateWindow(tree);
    dc = GetDC(top);
    for (y = 84; y < 100; y++)
        for (x = 0; x < 150; x++)
            if (GetPixel(dc, x, y) != RGB(255, 255, 255))
                odd++;
    ReleaseDC(top, dc);
    printf("pixels below the tree not white: %d\n", odd);
    (void)d; (void)f; (void)name;
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
