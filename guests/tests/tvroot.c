/* TVM_GETNEXTITEM with TVI_ROOT (or NULL) as the item: TVGN_CHILD of the root is the first
 * top-level item (wxWidgets' hidden-root trees — wxTreebook — find their pages so), and
 * what the other codes answer for it. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND tree;

static HTREEITEM add(HTREEITEM parent, const char *text)
{
    TVINSERTSTRUCTA is;
    memset(&is, 0, sizeof is);
    is.hParent = parent;
    is.hInsertAfter = TVI_LAST;
    is.item.mask = TVIF_TEXT;
    is.item.pszText = (char *)text;
    return (HTREEITEM)SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&is);
}

static const char *name(HTREEITEM h, HTREEITEM a, HTREEITEM b, HTREEITEM c)
{
    return h == NULL ? "null" : h == a ? "first" : h == b ? "second" : h == c ? "child"
        : "other";
}

int main(void)
{
    HTREEITEM a, b, c;
    InitCommonControls();
    tree = CreateWindowExA(0, WC_TREEVIEWA, "", WS_POPUP, 0, 0, 200, 200, NULL, NULL, NULL, NULL);
    printf("empty child of root=%s\n", name((HTREEITEM)SendMessageA(tree, TVM_GETNEXTITEM, TVGN_CHILD, (LPARAM)TVI_ROOT), 0, 0, 0));
    a = add(TVI_ROOT, "a");
    b = add(TVI_ROOT, "b");
    c = add(a, "c");
#define Q(code, item) name((HTREEITEM)SendMessageA(tree, TVM_GETNEXTITEM, code, (LPARAM)(item)), a, b, c)
    printf("child of root=%s\n", Q(TVGN_CHILD, TVI_ROOT));
    printf("child of null=%s\n", Q(TVGN_CHILD, NULL));
    printf("child of first=%s\n", Q(TVGN_CHILD, a));
    printf("next of root=%s\n", Q(TVGN_NEXT, TVI_ROOT));
    printf("parent of root=%s\n", Q(TVGN_PARENT, TVI_ROOT));
    printf("parent of first=%s\n", Q(TVGN_PARENT, a));
    printf("root=%s\n", Q(TVGN_ROOT, 0));
    printf("done\n");
    return 0;
}
