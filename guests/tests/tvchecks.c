/* A tree view's check boxes and TVM_SORTCHILDREN's answers (issue 23 item 6: comctl32's
   treeview.c stopped at TVS_CHECKBOXES, then at a recursive TVM_SORTCHILDREN): the state
   list made when the style is set with SetWindowLong (every item at state image 1), made
   only at the first paint for a tree created with the style (then every item is put back
   at 1), made again at a paint after the program removed it, one list per tree; a click
   on the box and Space toggling 1 <-> 2; TVM_SORTCHILDREN of NULL / TVI_ROOT / a leaf /
   an item, with and without fRecurse. Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND top;
static HTREEITEM root, child;
static WNDPROC static_proc;
static int deletes;
static UINT delete_old_mask, delete_new_mask, expand_masks[4];

/* the parent: what TVN_DELETEITEM's NMTREEVIEW says it holds */
static LRESULT CALLBACK parent(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY && ((NMHDR *)l)->code == TVN_DELETEITEMA) {
        NMTREEVIEWA *nm = (NMTREEVIEWA *)l;
        deletes++;
        delete_old_mask = nm->itemOld.mask;
        delete_new_mask = nm->itemNew.mask;
    }
    if (m == WM_NOTIFY && ((NMHDR *)l)->code == TVN_ITEMEXPANDINGA) {
        NMTREEVIEWA *nm = (NMTREEVIEWA *)l;
        expand_masks[0] = nm->itemNew.mask & ~TVIF_CHILDREN;
        expand_masks[1] = nm->itemOld.mask;
    }
    if (m == WM_NOTIFY && ((NMHDR *)l)->code == TVN_ITEMEXPANDEDA) {
        NMTREEVIEWA *nm = (NMTREEVIEWA *)l;
        expand_masks[2] = nm->itemNew.mask & ~TVIF_CHILDREN;
        expand_masks[3] = nm->itemOld.mask;
    }
    return CallWindowProcA(static_proc, h, m, w, l);
}

static HWND tree(DWORD style)
{
    TVINSERTSTRUCTA ins = {0};
    HWND t = CreateWindowExA(0, WC_TREEVIEWA, "", WS_CHILD | WS_VISIBLE | style, 0, 0, 200,
                             150, top, NULL, NULL, NULL);
    ins.hParent = TVI_ROOT;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = (char *)"root";
    root = (HTREEITEM)SendMessageA(t, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    ins.hParent = root;
    ins.item.pszText = (char *)"child";
    child = (HTREEITEM)SendMessageA(t, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    SendMessageA(t, TVM_EXPAND, TVE_EXPAND, (LPARAM)root);
    return t;
}

static int state_index(HWND t, HTREEITEM it)
{
    TVITEMA item = {0};
    item.hItem = it;
    item.mask = TVIF_STATE;
    item.stateMask = TVIS_STATEIMAGEMASK;
    SendMessageA(t, TVM_GETITEMA, 0, (LPARAM)&item);
    return (item.state & TVIS_STATEIMAGEMASK) >> 12;
}

static void set_index(HWND t, HTREEITEM it, int index)
{
    TVITEMA item = {0};
    item.hItem = it;
    item.mask = TVIF_STATE;
    item.state = INDEXTOSTATEIMAGEMASK(index);
    item.stateMask = TVIS_STATEIMAGEMASK;
    SendMessageA(t, TVM_SETITEMA, 0, (LPARAM)&item);
}

static HIMAGELIST state_list(HWND t)
{
    return (HIMAGELIST)SendMessageA(t, TVM_GETIMAGELIST, TVSIL_STATE, 0);
}

static void paint(HWND t)
{
    InvalidateRect(t, NULL, TRUE);
    UpdateWindow(t);
}

static void insert_sorted(HWND t, HTREEITEM parent, const char *text)
{
    TVINSERTSTRUCTA ins = {0};
    ins.hParent = parent;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = (char *)text;
    SendMessageA(t, TVM_INSERTITEMA, 0, (LPARAM)&ins);
}

static void names(HWND t, HTREEITEM it, char *out)
{
    for (; it; it = (HTREEITEM)SendMessageA(t, TVM_GETNEXTITEM, TVGN_NEXT, (LPARAM)it)) {
        char buf[32];
        TVITEMA item = {0};
        item.hItem = it;
        item.mask = TVIF_TEXT;
        item.pszText = buf;
        item.cchTextMax = sizeof(buf);
        SendMessageA(t, TVM_GETITEMA, 0, (LPARAM)&item);
        strcat(out, buf);
        strcat(out, " ");
        names(t, (HTREEITEM)SendMessageA(t, TVM_GETNEXTITEM, TVGN_CHILD, (LPARAM)it), out);
    }
}

static void sorting(void)
{
    HWND t = CreateWindowExA(0, WC_TREEVIEWA, "", WS_CHILD, 0, 0, 100, 100, top, NULL, NULL,
                             NULL);
    HTREEITEM r, a, b;
    char buf[200] = "";
    TVINSERTSTRUCTA ins = {0};
    printf("sort empty: NULL %d, TVI_ROOT %d\n",
           (int)SendMessageA(t, TVM_SORTCHILDREN, 0, 0),
           (int)SendMessageA(t, TVM_SORTCHILDREN, 0, (LPARAM)TVI_ROOT));
    ins.hParent = TVI_ROOT;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = (char *)"r";
    r = (HTREEITEM)SendMessageA(t, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    printf("sort a leaf: %d, recursive %d\n", (int)SendMessageA(t, TVM_SORTCHILDREN, 0, (LPARAM)r),
           (int)SendMessageA(t, TVM_SORTCHILDREN, TRUE, (LPARAM)r));
    ins.hParent = r;
    ins.item.pszText = (char *)"wasp";
    a = (HTREEITEM)SendMessageA(t, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    ins.item.pszText = (char *)"Caribou";
    b = (HTREEITEM)SendMessageA(t, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    insert_sorted(t, a, "vacuum");
    insert_sorted(t, a, "Ocelot");
    insert_sorted(t, b, "newspaper");
    insert_sorted(t, b, "Litter");
    insert_sorted(t, TVI_ROOT, "a top");
    printf("sort NULL: %d, TVI_ROOT: %d, recursive TVI_ROOT: %d\n",
           (int)SendMessageA(t, TVM_SORTCHILDREN, 0, 0),
           (int)SendMessageA(t, TVM_SORTCHILDREN, 0, (LPARAM)TVI_ROOT),
           (int)SendMessageA(t, TVM_SORTCHILDREN, TRUE, (LPARAM)TVI_ROOT));
    names(t, r, buf);
    printf("order: %s\n", buf);
    printf("sort recursive: %d\n", (int)SendMessageA(t, TVM_SORTCHILDREN, TRUE, (LPARAM)r));
    buf[0] = 0;
    names(t, r, buf);
    printf("order: %s\n", buf);
    deletes = 0;
    SendMessageA(t, TVM_DELETEITEM, 0, (LPARAM)a);
    printf("delete an item with two children: %d notifications, itemOld mask %#x, itemNew mask %#x\n",
           deletes, delete_old_mask, delete_new_mask);
    DestroyWindow(t);
}

int main(void)
{
    HWND t, t2;
    HTREEITEM r1, c1;
    MSG msg;
    HIMAGELIST himl, old;
    RECT rc;
    InitCommonControls();
    top = CreateWindowExA(0, "STATIC", "top", WS_POPUP | WS_VISIBLE, 0, 0, 300, 300, NULL,
                          NULL, NULL, NULL);
    static_proc = (WNDPROC)SetWindowLongPtrA(top, GWLP_WNDPROC, (LONG_PTR)parent);

    t = tree(0);
    printf("expanding: itemNew mask %#x (without TVIF_CHILDREN), itemOld mask %#x\n",
           expand_masks[0], expand_masks[1]);
    printf("expanded: itemNew mask %#x (without TVIF_CHILDREN), itemOld mask %#x\n",
           expand_masks[2], expand_masks[3]);
    r1 = root;
    c1 = child;
    set_index(t, child, 4);
    printf("no style: list %d, root %d, child %d\n", state_list(t) != NULL,
           state_index(t, root), state_index(t, child));
    SetWindowLongA(t, GWL_STYLE, GetWindowLongA(t, GWL_STYLE) | TVS_CHECKBOXES);
    himl = state_list(t);
    printf("style set: list %d, images %d, root %d, child %d\n", himl != NULL,
           ImageList_GetImageCount(himl), state_index(t, root), state_index(t, child));
    t2 = tree(0);
    SetWindowLongA(t2, GWL_STYLE, GetWindowLongA(t2, GWL_STYLE) | TVS_CHECKBOXES);
    printf("another tree's list: %d\n", state_list(t2) != NULL && state_list(t2) != himl);
    DestroyWindow(t2);
    root = r1;
    child = c1;

    /* a click on the box, then Space on the selected item */
    memcpy(&rc, &child, sizeof(child));
    SendMessageA(t, TVM_GETITEMRECT, TRUE, (LPARAM)&rc);
    /* the button's release waits in the queue: comctl32 watches for it (drag detection) */
    PostMessageA(t, WM_LBUTTONUP, 0, MAKELPARAM(rc.left - 8, (rc.top + rc.bottom) / 2));
    SendMessageA(t, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(rc.left - 8, (rc.top + rc.bottom) / 2));
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
    printf("clicked box: child %d\n", state_index(t, child));
    SendMessageA(t, TVM_SELECTITEM, TVGN_CARET, (LPARAM)child);
    SendMessageA(t, WM_KEYDOWN, VK_SPACE, 0);
    SendMessageA(t, WM_KEYUP, VK_SPACE, 0);
    printf("space: child %d\n", state_index(t, child));
    SendMessageA(t, WM_KEYDOWN, VK_SPACE, 0);
    SendMessageA(t, WM_KEYUP, VK_SPACE, 0);
    printf("space again: child %d\n", state_index(t, child));

    /* the program removes the list: a paint makes it again and resets the items */
    old = (HIMAGELIST)SendMessageA(t, TVM_SETIMAGELIST, TVSIL_STATE, 0);
    printf("removed: handed back %d, list now %d\n", old == himl, state_list(t) != NULL);
    set_index(t, child, 2);
    printf("child set to %d\n", state_index(t, child));
    paint(t);
    printf("after a paint: list %d, child %d\n", state_list(t) != NULL, state_index(t, child));
    DestroyWindow(t);

    t = tree(TVS_CHECKBOXES);
    printf("created with the style: list %d, root %d, child %d\n", state_list(t) != NULL,
           state_index(t, root), state_index(t, child));
    set_index(t, child, 2);
    printf("child set to %d\n", state_index(t, child));
    paint(t);
    printf("after a paint: list %d, child %d\n", state_list(t) != NULL, state_index(t, child));
    DestroyWindow(t);

    sorting();
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
