/* A tree view's expansion and selection notifications as Windows gives them (issue 23,
   Wine's treeview.c run on Windows): TVS_SINGLEEXPAND (TVN_SINGLEEXPAND, the new item
   expanded, the old branch collapsed), the state seen at TVN_ITEMEXPANDING / EXPANDED,
   a user's expand of an expanded item and collapse of a collapsed one, TVN_DELETEITEM at
   DestroyWindow, the tooltip window (TVM_SET/GETTOOLTIPS, TVS_NOTOOLTIPS), the scroll time,
   odd item heights, TVGN_CHILD of TVI_ROOT and TVM_GETITEM's callback fields. Prints a
   line per check: the parent's notifications as codes and item names. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

#ifndef TVN_SINGLEEXPAND
#define TVN_SINGLEEXPAND (TVN_FIRST - 15)
#endif

static HWND top, tree;
static char log_[600];
static HTREEITEM names_h[8];
static const char *names[8];
static int nnames;

static const char *name(HTREEITEM h)
{
    int i;
    for (i = 0; i < nnames; i++)
        if (names_h[i] == h)
            return names[i];
    return "?";
}

static void note(const char *s)
{
    if (strlen(log_) + strlen(s) + 2 < sizeof(log_)) {
        if (log_[0])
            strcat(log_, " ");
        strcat(log_, s);
    }
}

static UINT state_of(HWND tv, HTREEITEM h)
{
    TVITEMA it = {0};
    it.mask = TVIF_STATE;
    it.hItem = h;
    it.stateMask = 0xFF;
    SendMessageA(tv, TVM_GETITEMA, 0, (LPARAM)&it);
    return it.state & 0xFF;
}

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    char buf[80];
    if (m == WM_NOTIFY) {
        NMHDR *hdr = (NMHDR *)l;
        NMTREEVIEWA *nm = (NMTREEVIEWA *)l;
        switch ((int)hdr->code) {
        case TVN_SELCHANGINGA: sprintf(buf, "selchanging(%s)", name(nm->itemNew.hItem)); break;
        case TVN_SELCHANGEDA: sprintf(buf, "selchanged(%s)", name(nm->itemNew.hItem)); break;
        case TVN_SINGLEEXPAND: sprintf(buf, "singleexpand(%s)", name(nm->itemNew.hItem)); break;
        case TVN_ITEMEXPANDINGA:
            sprintf(buf, "expanding(%s,%s,%x)", name(nm->itemNew.hItem),
                    nm->action == TVE_EXPAND ? "expand" : "collapse",
                    state_of(hdr->hwndFrom, nm->itemNew.hItem) & 0x62);
            break;
        case TVN_ITEMEXPANDEDA:
            sprintf(buf, "expanded(%s,%s,%x)", name(nm->itemNew.hItem),
                    nm->action == TVE_EXPAND ? "expand" : "collapse",
                    state_of(hdr->hwndFrom, nm->itemNew.hItem) & 0x62);
            break;
        case TVN_DELETEITEMA: sprintf(buf, "delete(%s)", name(nm->itemOld.hItem)); break;
        case TVN_GETDISPINFOA: {
            NMTVDISPINFOA *di = (NMTVDISPINFOA *)l;
            sprintf(buf, "dispinfo(%x)", di->item.mask);
            if (di->item.mask & TVIF_IMAGE)
                di->item.iImage = 7;
            if (di->item.mask & TVIF_TEXT)
                lstrcpynA(di->item.pszText, "given", di->item.cchTextMax);
            break;
        }
        default: return 0;
        }
        note(buf);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static HTREEITEM add(HTREEITEM parent, const char *text)
{
    TVINSERTSTRUCTA ins;
    HTREEITEM h;
    memset(&ins, 0, sizeof(ins));
    ins.hParent = parent;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = (char *)text;
    h = (HTREEITEM)SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    names_h[nnames] = h;
    names[nnames++] = text;
    return h;
}

static void flush(const char *what)
{
    printf("%s: %s\n", what, log_[0] ? log_ : "-");
    log_[0] = 0;
}

static HWND make(DWORD style)
{
    nnames = 0;
    return CreateWindowExA(0, WC_TREEVIEWA, "", WS_CHILD | style, 0, 0, 200, 150, top,
                           NULL, NULL, NULL);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HTREEITEM a, a1, a1x, b;
    HWND tips, other;
    TVITEMA it;
    char buf[32];
    int r;
    InitCommonControls();
    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "tvexpand";
    RegisterClassA(&wc);
    top = CreateWindowExA(0, "tvexpand", "top", WS_POPUP | WS_VISIBLE, 0, 0, 300, 200, NULL,
                          NULL, NULL, NULL);

    /* TVS_SINGLEEXPAND */
    tree = make(TVS_SINGLEEXPAND);
    a = add(TVI_ROOT, "a");
    a1 = add(a, "a1");
    a1x = add(a1, "a1x");
    b = add(TVI_ROOT, "b");
    add(b, "b1");
    flush("setup");
    SendMessageA(tree, TVM_SELECTITEM, TVGN_CARET, (LPARAM)a);
    flush("select a");
    SendMessageA(tree, TVM_SELECTITEM, TVGN_CARET, (LPARAM)a1);
    flush("select a1");
    SendMessageA(tree, TVM_SELECTITEM, TVGN_CARET, (LPARAM)b);
    flush("select b");
    printf("  states a %x a1 %x b %x\n", state_of(tree, a), state_of(tree, a1),
           state_of(tree, b));
    SendMessageA(tree, TVM_SELECTITEM, TVGN_CARET, (LPARAM)a1x);
    flush("select a1x");
    SendMessageA(tree, TVM_SELECTITEM, TVGN_CARET, (LPARAM)a1x);
    flush("select a1x again");
    DestroyWindow(tree);
    flush("destroy");

    /* expansion: TVM_EXPAND and the keyboard */
    tree = make(0);
    a = add(TVI_ROOT, "a");
    a1 = add(a, "a1");
    flush("setup");
    r = (int)SendMessageA(tree, TVM_EXPAND, TVE_COLLAPSE, (LPARAM)a);
    flush("collapse the collapsed");
    printf("  answer %d\n", r);
    r = (int)SendMessageA(tree, TVM_EXPAND, TVE_EXPAND, (LPARAM)a);
    flush("expand");
    r = (int)SendMessageA(tree, TVM_EXPAND, TVE_EXPAND, (LPARAM)a);
    flush("expand the expanded");
    printf("  answer %d\n", r);
    SendMessageA(tree, TVM_SELECTITEM, TVGN_CARET, (LPARAM)a);
    flush("select a");
    SendMessageA(tree, WM_KEYDOWN, VK_ADD, 0);
    flush("+ on the expanded");
    SendMessageA(tree, WM_KEYDOWN, VK_SUBTRACT, 0);
    flush("- on the expanded");
    SendMessageA(tree, WM_KEYDOWN, VK_SUBTRACT, 0);
    flush("- on the collapsed");
    it.mask = TVIF_CHILDREN;
    it.hItem = a1;
    it.cChildren = (int)0x80000000;
    SendMessageA(tree, TVM_SETITEMA, 0, (LPARAM)&it);
    SendMessageA(tree, TVM_SELECTITEM, TVGN_CARET, (LPARAM)a1);
    flush("select a1");
    SendMessageA(tree, WM_KEYDOWN, VK_ADD, 0);
    flush("+ on a1 with cChildren 0x80000000");

    /* TVM_GETITEM: callback fields together, the state and lParam always */
    memset(&it, 0, sizeof(it));
    it.mask = TVIF_IMAGE | TVIF_TEXT;
    it.hItem = a1;
    it.iImage = I_IMAGECALLBACK;
    it.pszText = LPSTR_TEXTCALLBACKA;
    SendMessageA(tree, TVM_SETITEMA, 0, (LPARAM)&it);
    memset(&it, 0, sizeof(it));
    it.mask = TVIF_IMAGE | TVIF_TEXT;
    it.hItem = a1;
    it.pszText = buf;
    it.cchTextMax = sizeof(buf);
    it.state = 0xdead;
    it.lParam = 0xbeef;
    SendMessageA(tree, TVM_GETITEMA, 0, (LPARAM)&it);
    flush("get callback text and image");
    printf("  text %s image %d state %x lParam %x\n", buf, it.iImage, it.state,
           (unsigned)it.lParam);
    r = (int)SendMessageA(tree, TVM_GETNEXTITEM, TVGN_CHILD, (LPARAM)TVI_ROOT);
    printf("first child of TVI_ROOT is a: %d\n", (HTREEITEM)(INT_PTR)r == a);
    DestroyWindow(tree);
    flush("destroy");

    /* tooltips and the scroll time */
    tree = make(0);
    tips = (HWND)SendMessageA(tree, TVM_GETTOOLTIPS, 0, 0);
    printf("own tooltip: %d\n", IsWindow(tips));
    GetClassNameA(tips, buf, sizeof(buf));
    printf("  class %s\n", buf);
    other = CreateWindowExA(0, "STATIC", "", WS_CHILD, 0, 0, 10, 10, top, NULL, NULL, NULL);
    printf("set: previous is own %d\n", (HWND)SendMessageA(tree, TVM_SETTOOLTIPS,
                                                          (WPARAM)other, 0) == tips);
    SetWindowLongA(tree, GWL_STYLE, GetWindowLongA(tree, GWL_STYLE) | TVS_NOTOOLTIPS);
    printf("no tooltips: set window alive %d, own alive %d, now %d\n", IsWindow(other),
           IsWindow(tips), (int)SendMessageA(tree, TVM_GETTOOLTIPS, 0, 0));
    SetWindowLongA(tree, GWL_STYLE, GetWindowLongA(tree, GWL_STYLE) & ~TVS_NOTOOLTIPS);
    other = (HWND)SendMessageA(tree, TVM_GETTOOLTIPS, 0, 0);
    printf("tooltips again: new %d\n", IsWindow(other) && other != tips);
    DestroyWindow(tree);
    printf("destroyed: its tooltip alive %d, the earlier one %d\n", IsWindow(other),
           IsWindow(tips));
    DestroyWindow(tips);
    tree = make(TVS_NOTOOLTIPS);
    printf("TVS_NOTOOLTIPS: %d\n", (int)SendMessageA(tree, TVM_GETTOOLTIPS, 0, 0));
    printf("line colour %x,", (unsigned)SendMessageA(tree, TVM_SETLINECOLOR, 0, RGB(1, 2, 3)));
    printf(" then %x; insert mark colour %x\n",
           (unsigned)SendMessageA(tree, TVM_GETLINECOLOR, 0, 0),
           (unsigned)SendMessageA(tree, TVM_GETINSERTMARKCOLOR, 0, 0));
    printf("scroll time: %d,", (int)SendMessageA(tree, TVM_SETSCROLLTIME, 20, 0));
    printf(" then %d\n", (int)SendMessageA(tree, TVM_GETSCROLLTIME, 0, 0));
    r = (int)SendMessageA(tree, TVM_SETITEMHEIGHT, 9, 0);
    printf("height 9: %d\n", (int)SendMessageA(tree, TVM_GETITEMHEIGHT, 0, 0));
    SetWindowLongA(tree, GWL_STYLE, GetWindowLongA(tree, GWL_STYLE) | TVS_NONEVENHEIGHT);
    SendMessageA(tree, TVM_SETITEMHEIGHT, 9, 0);
    printf("height 9, TVS_NONEVENHEIGHT: %d\n",
           (int)SendMessageA(tree, TVM_GETITEMHEIGHT, 0, 0));
    printf("delete TVI_ROOT of an empty tree: %d\n",
           (int)SendMessageA(tree, TVM_DELETEITEM, 0, (LPARAM)TVI_ROOT));
    DestroyWindow(tree);
    flush("destroy");
    printf("done\n");
    return 0;
}
