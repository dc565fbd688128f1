/* A tree view's HTREEITEM as Windows lays it out (issue 23 item 6: comctl32's treeview.c
   test_htreeitem_layout): the handle points at the item, whose first three pointers are
   its parent (a top-level item's: the control's hidden root, not NULL, though
   TVGN_PARENT answers NULL), next sibling and
   first child, kept as items are inserted, sorted and deleted; after fields of the
   control's own, the label's width as TVM_GETITEMRECT(TRUE) gives it, at the place of
   comctl32 5's structure, or of 6's under a Common Controls 6 context. Prints a line per
   check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND tree;
static int v6;

static const char manifest[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    "<assembly xmlns=\"urn:schemas-microsoft-com:asm.v1\" manifestVersion=\"1.0\">\n"
    "<assemblyIdentity type=\"win32\" name=\"tvlayout\" version=\"1.0.0.0\"/>\n"
    "<dependency><dependentAssembly><assemblyIdentity type=\"win32\""
    " name=\"Microsoft.Windows.Common-Controls\" version=\"6.0.0.0\""
    " processorArchitecture=\"*\" publicKeyToken=\"6595b64144ccf1df\" language=\"*\"/>"
    "</dependentAssembly></dependency>\n</assembly>\n";

static HTREEITEM next(HTREEITEM it, UINT code)
{
    return (HTREEITEM)SendMessageA(tree, TVM_GETNEXTITEM, code, (LPARAM)it);
}

static HTREEITEM insert(HTREEITEM parent, HTREEITEM after, const char *text)
{
    TVINSERTSTRUCTA ins = {0};
    ins.hParent = parent;
    ins.hInsertAfter = after;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = (char *)text;
    return (HTREEITEM)SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);
}

/* the item's own fields against what the messages answer */
static void check(const char *name, HTREEITEM it)
{
    HTREEITEM *data = (HTREEITEM *)it;
    HTREEITEM parent = next(it, TVGN_PARENT);
    RECT rc;
    WORD width;
    BOOL shown;
    int links;
    links = (parent == NULL ? data[0] != NULL : data[0] == parent)
            && data[1] == next(it, TVGN_NEXT) && data[2] == next(it, TVGN_CHILD);
    memcpy(&rc, &it, sizeof(it));
    shown = (BOOL)SendMessageA(tree, TVM_GETITEMRECT, TRUE, (LPARAM)&rc);
    /* comctl32 5: 3 links, 2 pointers, a DWORD, a WORD; 6: 3 links, 3 pointers, 2 DWORDs,
       a WORD; then the width */
    width = *(WORD *)((char *)it + (v6 ? 6 * sizeof(void *) + 10 : 5 * sizeof(void *) + 6));
    printf("%s %s: links %s, parent %s, shown %d, width %s\n", v6 ? "v6" : "v5", name,
           links ? "ok" : "wrong",
           data[0] == NULL ? "null" : parent == NULL ? "hidden root" : "item",
           shown, !shown ? "-" : width == rc.right - rc.left ? "ok" : "wrong");
}

static void run(void)
{
    HTREEITEM a, b, c, a1, a2, a3, x;
    tree = CreateWindowExA(0, WC_TREEVIEWA, "", WS_CHILD | WS_VISIBLE | TVS_HASBUTTONS,
                           0, 0, 200, 200, GetDesktopWindow(), NULL, NULL, NULL);
    a = insert(TVI_ROOT, TVI_LAST, "alpha");
    b = insert(TVI_ROOT, TVI_LAST, "bravo");
    a1 = insert(a, TVI_LAST, "zulu");
    a2 = insert(a, TVI_LAST, "mike");
    check("first top-level", a);
    check("second top-level", b);
    check("child", a1);
    /* an item before the first top-level and the first child */
    c = insert(TVI_ROOT, TVI_FIRST, "charlie");
    a3 = insert(a, TVI_FIRST, "echo");
    check("new first top-level", c);
    check("new first child", a3);
    check("parent of new child", a);
    SendMessageA(tree, TVM_EXPAND, TVE_EXPAND, (LPARAM)a);
    check("expanded child", a2);
    /* sorted: echo, mike, zulu */
    SendMessageA(tree, TVM_SORTCHILDREN, 0, (LPARAM)a);
    check("sorted parent", a);
    check("sorted first", a3);
    check("sorted middle", a2);
    check("sorted last", a1);
    /* deleting the middle child, then the first */
    SendMessageA(tree, TVM_DELETEITEM, 0, (LPARAM)a2);
    check("after middle deleted", a3);
    SendMessageA(tree, TVM_DELETEITEM, 0, (LPARAM)a3);
    check("after first deleted", a);
    x = next(a, TVGN_CHILD);
    printf("%s remaining child is zulu: %d\n", v6 ? "v6" : "v5", x == a1);
    SendMessageA(tree, TVM_DELETEITEM, 0, (LPARAM)a);
    check("top-level after its neighbour deleted", c);
    DestroyWindow(tree);
}

int main(void)
{
    ACTCTXA ctx;
    HANDLE h, file;
    ULONG_PTR cookie;
    DWORD written;
    InitCommonControls();
    run();
    file = CreateFileA("tvlayout.manifest", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(file, manifest, sizeof(manifest) - 1, &written, NULL);
    CloseHandle(file);
    memset(&ctx, 0, sizeof(ctx));
    ctx.cbSize = sizeof(ctx);
    ctx.lpSource = "tvlayout.manifest";
    h = CreateActCtxA(&ctx);
    v6 = ActivateActCtx(h, &cookie);
    printf("v6 context: %d\n", v6);
    if (v6) {
        run();
        DeactivateActCtx(0, cookie);
    }
    ReleaseActCtx(h);
    DeleteFileA("tvlayout.manifest");
    printf("done\n");
    return 0;
}
