/*
 * cc_controls.c - the comctl32 classes Wine's taskmgr, regedit and wordpad use, driven
 * as those programs drive them: a tab control (A), a tree view with an image list and an
 * item whose children are inserted when it first expands (A notifications), a report
 * list view with a header, a sorted order and a callback text (W notifications), and a
 * rebar holding a toolbar.
 *
 * Start-up results and every notification go to stdout ("name=value" lines):
 *   tabs=N item1=TEXT cur=N adjust=l,t,r,b hit=N
 *   images=N tree=N root=TEXT next=TEXT
 *   cols=N items=N sorted=a,b,c text2=TEXT
 *   bar=H bands=N buttons=N
 *   tab-changing cur=N / tab-change cur=N
 *   tree-expanding TEXT action=N / tree-expanded TEXT / tree-sel TEXT action=N
 *   list-changed item=N state=S / list-column N / list-click item=N
 *   command id=N
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

#define ID_TAB 10
#define ID_TREE 11
#define ID_LIST 12
#define ID_REBAR 13
#define ID_TOOLBAR 14
#define ID_BUTTON_NEW 100
#define ID_BUTTON_OPEN 101

static HWND tab, tree, list, rebar, toolbar;
static HTREEITEM lazy;

static void out(const char *s)
{
    printf("%s\n", s);
    fflush(stdout);
}

static void tree_text(HTREEITEM item, char *buf, int size)
{
    TVITEMA it;
    it.mask = TVIF_TEXT;
    it.hItem = item;
    it.pszText = buf;
    it.cchTextMax = size;
    buf[0] = 0;
    SendMessageA(tree, TVM_GETITEMA, 0, (LPARAM)&it);
}

static HTREEITEM tree_add(HTREEITEM parent, const char *text, int children)
{
    TVINSERTSTRUCTA ins;
    ZeroMemory(&ins, sizeof ins);
    ins.hParent = parent;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT | TVIF_IMAGE | TVIF_SELECTEDIMAGE | TVIF_CHILDREN;
    ins.item.pszText = (char *)text;
    ins.item.iImage = 0;
    ins.item.iSelectedImage = 1;
    ins.item.cChildren = children;
    return (HTREEITEM)SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);
}

static int CALLBACK by_param_desc(LPARAM a, LPARAM b, LPARAM sort)
{
    return (int)(b - a);
}

static void make_tab(HWND hwnd)
{
    static const char *names[] = {"One", "Two", "Three"};
    TCITEMA it;
    char buf[80], text[32];
    RECT rc;
    TCHITTESTINFO hit;
    int i;
    tab = CreateWindowExA(0, WC_TABCONTROLA, "", WS_CHILD | WS_VISIBLE | WS_CLIPSIBLINGS,
                          10, 10, 250, 110, hwnd, (HMENU)ID_TAB, NULL, NULL);
    SendMessageA(tab, WM_SETFONT, (WPARAM)GetStockObject(DEFAULT_GUI_FONT), 0);
    for (i = 0; i < 3; i++) {
        it.mask = TCIF_TEXT | TCIF_PARAM;
        it.pszText = (char *)names[i];
        it.lParam = 100 + i;
        SendMessageA(tab, TCM_INSERTITEMA, i, (LPARAM)&it);
    }
    it.mask = TCIF_TEXT;
    it.pszText = text;
    it.cchTextMax = sizeof text;
    SendMessageA(tab, TCM_GETITEMA, 1, (LPARAM)&it);
    GetClientRect(tab, &rc);
    SendMessageA(tab, TCM_ADJUSTRECT, FALSE, (LPARAM)&rc);
    SendMessageA(tab, TCM_GETITEMRECT, 2, (LPARAM)&hit.pt);   /* left, top of tab 2 */
    hit.pt.x += 2;
    hit.pt.y += 2;
    sprintf(buf, "tabs=%d item1=%s cur=%d adjust=%ld,%ld,%ld,%ld hit=%d",
            (int)SendMessageA(tab, TCM_GETITEMCOUNT, 0, 0), text,
            (int)SendMessageA(tab, TCM_GETCURSEL, 0, 0), rc.left, rc.top, rc.right, rc.bottom,
            (int)SendMessageA(tab, TCM_HITTEST, 0, (LPARAM)&hit));
    out(buf);
}

static void make_tree(HWND hwnd)
{
    HIMAGELIST il;
    HDC screen, mem;
    HBITMAP bmp, old;
    RECT red = {0, 0, 16, 16}, green = {16, 0, 32, 16};
    HTREEITEM root, beta;
    char buf[120], a[32], b[32];
    HBRUSH brush;

    il = ImageList_Create(16, 16, ILC_COLOR24 | ILC_MASK, 2, 0);
    screen = GetDC(NULL);
    mem = CreateCompatibleDC(screen);
    bmp = CreateCompatibleBitmap(screen, 32, 16);
    old = SelectObject(mem, bmp);
    brush = CreateSolidBrush(RGB(255, 0, 0));
    FillRect(mem, &red, brush);
    DeleteObject(brush);
    brush = CreateSolidBrush(RGB(0, 255, 0));
    FillRect(mem, &green, brush);
    DeleteObject(brush);
    SelectObject(mem, old);
    DeleteDC(mem);
    ReleaseDC(NULL, screen);
    ImageList_AddMasked(il, bmp, RGB(255, 0, 255));
    DeleteObject(bmp);

    tree = CreateWindowExA(WS_EX_CLIENTEDGE, WC_TREEVIEWA, "",
                           WS_CHILD | WS_VISIBLE | TVS_HASBUTTONS | TVS_HASLINES |
                           TVS_LINESATROOT | TVS_SHOWSELALWAYS,
                           10, 130, 250, 250, hwnd, (HMENU)ID_TREE, NULL, NULL);
    SendMessageA(tree, TVM_SETIMAGELIST, TVSIL_NORMAL, (LPARAM)il);
    root = tree_add(TVI_ROOT, "Root", 0);
    tree_add(root, "Alpha", 0);
    beta = tree_add(root, "Beta", 0);
    tree_add(beta, "Inner", 0);
    lazy = tree_add(TVI_ROOT, "Other", 1);    /* children come with its first expansion */
    SendMessageA(tree, TVM_EXPAND, TVE_EXPAND, (LPARAM)root);
    tree_text((HTREEITEM)SendMessageA(tree, TVM_GETNEXTITEM, TVGN_ROOT, 0), a, sizeof a);
    tree_text((HTREEITEM)SendMessageA(tree, TVM_GETNEXTITEM, TVGN_NEXT, (LPARAM)root), b,
              sizeof b);
    sprintf(buf, "images=%d tree=%d root=%s next=%s", ImageList_GetImageCount(il),
            (int)SendMessageA(tree, TVM_GETCOUNT, 0, 0), a, b);
    out(buf);
}

static void make_list(HWND hwnd)
{
    static const WCHAR *names[] = {L"apple", L"pear", L"fig"};
    static const WCHAR *sizes[] = {L"10", L"200"};
    LVCOLUMNW col;
    LVITEMW it;
    WCHAR text[32];
    char buf[160];
    int i;
    list = CreateWindowExW(WS_EX_CLIENTEDGE, WC_LISTVIEWW, L"",
                           WS_CHILD | WS_VISIBLE | LVS_REPORT | LVS_SHOWSELALWAYS |
                           LVS_SINGLESEL, 270, 10, 240, 190, hwnd, (HMENU)ID_LIST, NULL, NULL);
    SendMessageW(list, LVM_SETEXTENDEDLISTVIEWSTYLE, LVS_EX_FULLROWSELECT,
                 LVS_EX_FULLROWSELECT);
    col.mask = LVCF_TEXT | LVCF_WIDTH | LVCF_FMT;
    col.fmt = LVCFMT_LEFT;
    col.cx = 100;
    col.pszText = L"Name";
    SendMessageW(list, LVM_INSERTCOLUMNW, 0, (LPARAM)&col);
    col.fmt = LVCFMT_RIGHT;
    col.cx = 80;
    col.pszText = L"Size";
    SendMessageW(list, LVM_INSERTCOLUMNW, 1, (LPARAM)&col);
    for (i = 0; i < 3; i++) {
        it.mask = LVIF_TEXT | LVIF_PARAM;
        it.iItem = i;
        it.iSubItem = 0;
        it.pszText = (WCHAR *)names[i];
        it.lParam = i + 1;
        SendMessageW(list, LVM_INSERTITEMW, 0, (LPARAM)&it);
        it.mask = LVIF_TEXT;
        it.iSubItem = 1;
        it.pszText = i < 2 ? (WCHAR *)sizes[i] : LPSTR_TEXTCALLBACKW;
        SendMessageW(list, LVM_SETITEMTEXTW, i, (LPARAM)&it);
    }
    /* inserted at 0 each time: fig, pear, apple; sorting by lParam descending puts the
       last inserted (fig, 3) first again */
    SendMessageW(list, LVM_SORTITEMS, 0, (LPARAM)by_param_desc);
    sprintf(buf, "cols=%d items=%d sorted=",
            (int)SendMessageW((HWND)SendMessageW(list, LVM_GETHEADER, 0, 0), HDM_GETITEMCOUNT,
                              0, 0),
            (int)SendMessageW(list, LVM_GETITEMCOUNT, 0, 0));
    for (i = 0; i < 3; i++) {
        it.iSubItem = 0;
        it.pszText = text;
        it.cchTextMax = 32;
        SendMessageW(list, LVM_GETITEMTEXTW, i, (LPARAM)&it);
        sprintf(buf + strlen(buf), "%s%ls", i ? "," : "", text);
    }
    it.iSubItem = 1;
    it.pszText = text;
    it.cchTextMax = 32;
    SendMessageW(list, LVM_GETITEMTEXTW, 0, (LPARAM)&it);       /* fig's callback text */
    sprintf(buf + strlen(buf), " text2=%ls", text);
    out(buf);
}

static void make_rebar(HWND hwnd)
{
    TBBUTTON buttons[3];
    REBARBANDINFOA band;
    TBADDBITMAP std;
    char buf[80];
    int first;
    rebar = CreateWindowExA(WS_EX_TOOLWINDOW, REBARCLASSNAMEA, NULL,
                            WS_CHILD | WS_VISIBLE | CCS_NODIVIDER | RBS_VARHEIGHT |
                            CCS_NOPARENTALIGN | CCS_NORESIZE,
                            0, 0, 0, 0, hwnd, (HMENU)ID_REBAR, NULL, NULL);
    toolbar = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL,
                              WS_CHILD | WS_VISIBLE | CCS_NOPARENTALIGN | CCS_NORESIZE |
                              CCS_NODIVIDER, 0, 0, 200, 26, rebar, (HMENU)ID_TOOLBAR,
                              NULL, NULL);
    SendMessageA(toolbar, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    std.hInst = HINST_COMMCTRL;
    std.nID = IDB_STD_SMALL_COLOR;
    first = SendMessageA(toolbar, TB_ADDBITMAP, 0, (LPARAM)&std);
    ZeroMemory(buttons, sizeof buttons);
    buttons[0].iBitmap = first + STD_FILENEW;
    buttons[0].idCommand = ID_BUTTON_NEW;
    buttons[0].fsState = TBSTATE_ENABLED;
    buttons[1].fsStyle = BTNS_SEP;
    buttons[2].iBitmap = first + STD_FILEOPEN;
    buttons[2].idCommand = ID_BUTTON_OPEN;
    buttons[2].fsState = TBSTATE_ENABLED;
    SendMessageA(toolbar, TB_ADDBUTTONSA, 3, (LPARAM)buttons);
    ZeroMemory(&band, sizeof band);
    band.cbSize = sizeof band;
    band.fMask = RBBIM_CHILD | RBBIM_CHILDSIZE | RBBIM_STYLE | RBBIM_SIZE | RBBIM_ID;
    band.fStyle = RBBS_CHILDEDGE | RBBS_NOGRIPPER;
    band.hwndChild = toolbar;
    band.cyMinChild = HIWORD(SendMessageA(toolbar, TB_GETBUTTONSIZE, 0, 0));
    band.cx = 200;
    band.wID = 1;
    SendMessageA(rebar, RB_INSERTBANDA, -1, (LPARAM)&band);
    sprintf(buf, "bar=%d bands=%d buttons=%d", (int)SendMessageA(rebar, RB_GETBARHEIGHT, 0, 0),
            (int)SendMessageA(rebar, RB_GETBANDCOUNT, 0, 0),
            (int)SendMessageA(toolbar, TB_BUTTONCOUNT, 0, 0));
    out(buf);
}

static LRESULT on_notify(NMHDR *h)
{
    char buf[160], text[64];
    if (h->hwndFrom == tab && (h->code == TCN_SELCHANGING || h->code == TCN_SELCHANGE)) {
        sprintf(buf, "%s cur=%d", h->code == TCN_SELCHANGE ? "tab-change" : "tab-changing",
                (int)SendMessageA(tab, TCM_GETCURSEL, 0, 0));
        out(buf);
        return 0;
    }
    if (h->hwndFrom == tree) {
        NMTREEVIEWA *tv = (NMTREEVIEWA *)h;
        if (h->code == TVN_ITEMEXPANDINGA || h->code == TVN_ITEMEXPANDEDA) {
            tree_text(tv->itemNew.hItem, text, sizeof text);
            if (h->code == TVN_ITEMEXPANDINGA) {
                sprintf(buf, "tree-expanding %s action=%u", text, tv->action);
                if (tv->itemNew.hItem == lazy &&
                    !SendMessageA(tree, TVM_GETNEXTITEM, TVGN_CHILD, (LPARAM)lazy))
                    tree_add(lazy, "Lazy", 0);
            } else
                sprintf(buf, "tree-expanded %s", text);
            out(buf);
        } else if (h->code == TVN_SELCHANGEDA) {
            tree_text(tv->itemNew.hItem, text, sizeof text);
            sprintf(buf, "tree-sel %s action=%u", text, tv->action);
            out(buf);
        }
        return 0;
    }
    if (h->hwndFrom == list) {
        if (h->code == LVN_GETDISPINFOW) {
            NMLVDISPINFOW *di = (NMLVDISPINFOW *)h;
            if (di->item.mask & LVIF_TEXT)
                lstrcpynW(di->item.pszText, L"3000", di->item.cchTextMax);
        } else if (h->code == LVN_ITEMCHANGED) {
            NMLISTVIEW *lv = (NMLISTVIEW *)h;
            if (lv->uChanged & LVIF_STATE && lv->uNewState & LVIS_SELECTED) {
                sprintf(buf, "list-changed item=%d state=%u", lv->iItem, lv->uNewState);
                out(buf);
            }
        } else if (h->code == LVN_COLUMNCLICK) {
            sprintf(buf, "list-column %d", ((NMLISTVIEW *)h)->iSubItem);
            out(buf);
        } else if (h->code == NM_CLICK) {
            sprintf(buf, "list-click item=%d", ((NMITEMACTIVATE *)h)->iItem);
            out(buf);
        }
    }
    return 0;
}

static LRESULT CALLBACK wndproc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    char buf[64];
    switch (msg) {
    case WM_CREATE:
        make_tab(hwnd);
        make_tree(hwnd);
        make_list(hwnd);
        make_rebar(hwnd);
        MoveWindow(rebar, 270, 220, 240, 30, TRUE);
        return 0;
    case WM_NOTIFY:
        return on_notify((NMHDR *)lp);
    case WM_COMMAND:
        if (LOWORD(wp) >= ID_BUTTON_NEW) {
            sprintf(buf, "command id=%d", LOWORD(wp));
            out(buf);
        }
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc;
    MSG m;
    INITCOMMONCONTROLSEX icc = {sizeof icc, ICC_TAB_CLASSES | ICC_TREEVIEW_CLASSES |
                                ICC_LISTVIEW_CLASSES | ICC_BAR_CLASSES | ICC_COOL_CLASSES};
    InitCommonControlsEx(&icc);
    ZeroMemory(&wc, sizeof wc);
    wc.lpfnWndProc = wndproc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    wc.lpszClassName = "cc_controls";
    RegisterClassA(&wc);
    CreateWindowA("cc_controls", "cc_controls", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 540,
                  430, NULL, NULL, inst, NULL);
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
