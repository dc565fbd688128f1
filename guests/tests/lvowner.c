/* A list view's header notifications and owner-drawn rows as Windows gives them (issue 23,
   Wine's listview.c and header.c run on Windows): HDM_SETITEM's HDN_ITEMCHANGING /
   ITEMCHANGED (the changes, in the parent's character set; a refusal), the header's
   notifications a list view passes on to its parent (and the code it leaves), and
   LVS_OWNERDRAWFIXED: WM_MEASUREITEM at creation, WM_DRAWITEM for each row. Prints a line
   per check: the parent's messages as a list. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND top;
static char log_[700];
static int format_answer = NFR_ANSI;
static int refuse_changing;
static int measure_height;      /* what the parent answers WM_MEASUREITEM (0: leave it) */
static int log_erase;           /* WM_ERASEBKGND logged */
static LRESULT header_cd;       /* a header's prepaint answer (0: not logging its details) */

static void note(const char *s)
{
    if (strlen(log_) + strlen(s) + 2 < sizeof(log_)) {
        if (log_[0])
            strcat(log_, " ");
        strcat(log_, s);
    }
}

static void flush(const char *what)
{
    printf("%s: %s\n", what, log_[0] ? log_ : "-");
    log_[0] = 0;
}

static void header_item(char *buf, const NMHEADERA *nm, int wide)
{
    const HDITEMA *it = nm->pitem;
    if (!it) {
        sprintf(buf, "(%d,null)", nm->iItem);
        return;
    }
    sprintf(buf, "(%d,mask %x", nm->iItem, it->mask);
    if (it->mask & HDI_WIDTH)
        sprintf(buf + strlen(buf), ",cxy %d", it->cxy);
    if (it->mask & HDI_TEXT && it->pszText && it->pszText != LPSTR_TEXTCALLBACKA) {
        if (wide)
            sprintf(buf + strlen(buf), ",W'%ls'", (const WCHAR *)it->pszText);
        else
            sprintf(buf + strlen(buf), ",A'%s'", it->pszText);
    }
    strcat(buf, ")");
}

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    char buf[160];
    if (m == WM_NOTIFYFORMAT && l == NF_QUERY) {
        note("notifyformat");
        return format_answer;
    }
    if (m == WM_ERASEBKGND && log_erase) {
        note("erasebkgnd");
        return 1;
    }
    if (m == WM_MEASUREITEM) {
        MEASUREITEMSTRUCT *mi = (MEASUREITEMSTRUCT *)l;
        sprintf(buf, "measure(type %u,id %u,item %u,w %u,h %s)", mi->CtlType, mi->CtlID,
                mi->itemID, mi->itemWidth, mi->itemHeight ? ">0" : "0");
        note(buf);
        if (measure_height)
            mi->itemHeight = measure_height;
        return TRUE;
    }
    if (m == WM_DRAWITEM) {
        DRAWITEMSTRUCT *di = (DRAWITEMSTRUCT *)l;
        sprintf(buf, "draw(type %u,id %u,item %u,action %x,state %x,%ld,%ld-%ld,%ld,data %ld,dc %d)",
                di->CtlType, di->CtlID, di->itemID, di->itemAction, di->itemState,
                di->rcItem.left, di->rcItem.top, di->rcItem.right, di->rcItem.bottom,
                (long)di->itemData, di->hDC != NULL);
        note(buf);
        return TRUE;
    }
    if (m == WM_NOTIFY) {
        NMHDR *hdr = (NMHDR *)l;
        int code = (int)hdr->code;
        if (code == NM_CUSTOMDRAW) {
            NMCUSTOMDRAW *cd = (NMCUSTOMDRAW *)l;
            if (header_cd) {
                sprintf(buf, "cd(%lx,%d,%ld,%ld,%ld-%ld,%ld)", cd->dwDrawStage,
                        cd->dwDrawStage & CDDS_ITEM ? (int)cd->dwItemSpec : -1,
                        (long)cd->lItemlParam, cd->rc.left, cd->rc.top, cd->rc.right,
                        cd->rc.bottom);
                note(buf);
                return cd->dwDrawStage == CDDS_PREPAINT ? header_cd : 0;
            }
            sprintf(buf, "cd(%lx)", cd->dwDrawStage);
            note(buf);
            return 0;
        }
        if (code <= HDN_FIRST && code >= HDN_LAST) {
            int wide = code <= HDN_ITEMCHANGINGW;
            sprintf(buf, "hdn%d", code);
            if (code == HDN_ITEMCHANGINGA || code == HDN_ITEMCHANGINGW ||
                code == HDN_ITEMCHANGEDA || code == HDN_ITEMCHANGEDW)
                header_item(buf + strlen(buf), (NMHEADERA *)l, wide);
            note(buf);
            if (refuse_changing && (code == HDN_ITEMCHANGINGA || code == HDN_ITEMCHANGINGW))
                return TRUE;
            return 0;
        }
        if (code == LVN_COLUMNCLICK) {
            note("columnclick");
            return 0;
        }
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void header_checks(void)
{
    HWND hd;
    HDITEMA item;
    int r;

    hd = CreateWindowExA(0, WC_HEADERA, NULL, WS_CHILD | HDS_BUTTONS | HDS_HORZ, 0, 0, 300, 20,
                         top, NULL, NULL, NULL);
    flush("header created");
    memset(&item, 0, sizeof(item));
    item.mask = HDI_TEXT | HDI_WIDTH;
    item.pszText = "one";
    item.cxy = 80;
    r = (int)SendMessageA(hd, HDM_INSERTITEMA, 0, (LPARAM)&item);
    printf("insert: %d\n", r);
    flush("  notified");
    item.mask = HDI_TEXT;
    item.pszText = "two";
    r = (int)SendMessageA(hd, HDM_SETITEMA, 0, (LPARAM)&item);
    printf("set text: %d\n", r);
    flush("  notified");
    item.mask = HDI_WIDTH | HDI_LPARAM;
    item.cxy = 120;
    item.lParam = 7;
    r = (int)SendMessageA(hd, HDM_SETITEMA, 0, (LPARAM)&item);
    printf("set width: %d\n", r);
    flush("  notified");
    refuse_changing = 1;
    item.mask = HDI_WIDTH;
    item.cxy = 40;
    r = (int)SendMessageA(hd, HDM_SETITEMA, 0, (LPARAM)&item);
    refuse_changing = 0;
    flush("refused");
    item.mask = HDI_WIDTH;
    SendMessageA(hd, HDM_GETITEMA, 0, (LPARAM)&item);
    printf("  answer %d, width %d\n", r, item.cxy);
    r = (int)SendMessageA(hd, HDM_SETITEMA, 5, (LPARAM)&item);
    flush("set item 5");
    printf("  answer %d\n", r);
    DestroyWindow(hd);

    format_answer = NFR_UNICODE;
    hd = CreateWindowExA(0, WC_HEADERA, NULL, WS_CHILD | HDS_HORZ, 0, 0, 300, 20, top, NULL,
                         NULL, NULL);
    flush("unicode header created");
    item.mask = HDI_TEXT | HDI_WIDTH;
    item.pszText = "one";
    item.cxy = 80;
    SendMessageA(hd, HDM_INSERTITEMA, 0, (LPARAM)&item);
    item.mask = HDI_TEXT;
    item.pszText = "three";
    SendMessageA(hd, HDM_SETITEMA, 0, (LPARAM)&item);
    flush("  set text");
    format_answer = NFR_ANSI;
    r = (int)SendMessageA(hd, WM_NOTIFYFORMAT, (WPARAM)top, NF_REQUERY);
    printf("requery: %d\n", r);
    SendMessageA(hd, HDM_SETITEMA, 0, (LPARAM)&item);
    flush("  set text");
    DestroyWindow(hd);

    /* custom draw and an owner-drawn item */
    hd = CreateWindowExA(0, WC_HEADERA, NULL, WS_CHILD | WS_VISIBLE | HDS_HORZ, 0, 0, 300, 20,
                         top, NULL, NULL, NULL);
    for (r = 0; r < 3; r++) {
        item.mask = HDI_TEXT | HDI_WIDTH | HDI_LPARAM;
        item.pszText = "col";
        item.cxy = 50 * (r + 1);
        item.lParam = 5 * r;
        SendMessageA(hd, HDM_INSERTITEMA, r, (LPARAM)&item);
    }
    UpdateWindow(top);
    flush("custom-draw header");
    header_cd = CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYPOSTPAINT;
    InvalidateRect(hd, NULL, TRUE);
    UpdateWindow(hd);
    flush("  items and post-paint");
    header_cd = CDRF_NOTIFYITEMDRAW | CDRF_SKIPDEFAULT;
    InvalidateRect(hd, NULL, TRUE);
    UpdateWindow(hd);
    flush("  skip default");
    item.mask = HDI_FORMAT;
    item.fmt = HDF_OWNERDRAW;
    SendMessageA(hd, HDM_SETITEMA, 1, (LPARAM)&item);
    header_cd = CDRF_NOTIFYITEMDRAW;
    InvalidateRect(hd, NULL, TRUE);
    UpdateWindow(hd);
    flush("  owner-drawn item 1");
    header_cd = 0;
    printf("hot divider at (5,5): %d\n", (int)SendMessageA(hd, HDM_SETHOTDIVIDER, TRUE, MAKELPARAM(5, 5)));
    printf("  at (40,5): %d\n", (int)SendMessageA(hd, HDM_SETHOTDIVIDER, TRUE, MAKELPARAM(40, 5)));
    printf("  at (290,5): %d\n", (int)SendMessageA(hd, HDM_SETHOTDIVIDER, TRUE, MAKELPARAM(290, 5)));
    printf("  set 100: %d\n", (int)SendMessageA(hd, HDM_SETHOTDIVIDER, FALSE, 100));
    printf("  set -1: %d\n", (int)SendMessageA(hd, HDM_SETHOTDIVIDER, FALSE, -1));
    DestroyWindow(hd);
}

static const int forwarded[] = {
    HDN_ITEMCHANGINGW, HDN_ITEMCHANGEDW, HDN_ITEMCLICKW, HDN_ITEMDBLCLICKW,
    HDN_DIVIDERDBLCLICKW, HDN_BEGINTRACKW, HDN_ENDTRACKW, HDN_TRACKW, HDN_BEGINDRAG,
    HDN_ENDDRAG, HDN_FILTERCHANGE, HDN_BEGINFILTEREDIT, HDN_ENDFILTEREDIT,
    HDN_ITEMSTATEICONCLICK, HDN_ITEMKEYDOWN,
};

static void list_checks(void)
{
    HWND lv, hd;
    LVCOLUMNA col;
    HDITEMW itemW;
    NMHEADERW nm;
    WCHAR text[32];
    unsigned i;
    int r;

    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT, 0, 0, 300,
                         150, top, NULL, NULL, NULL);
    flush("list created");
    memset(&col, 0, sizeof(col));
    col.mask = LVCF_WIDTH | LVCF_TEXT;
    col.cx = 100;
    col.pszText = "first";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    flush("insert column");
    col.mask = LVCF_TEXT;
    col.pszText = "renamed";
    SendMessageA(lv, LVM_SETCOLUMNA, 0, (LPARAM)&col);
    flush("set column text");
    col.mask = LVCF_WIDTH;
    col.cx = 90;
    SendMessageA(lv, LVM_SETCOLUMNA, 0, (LPARAM)&col);
    flush("set column width");
    SendMessageA(lv, LVM_SETCOLUMNWIDTH, 0, MAKELPARAM(70, 0));
    flush("LVM_SETCOLUMNWIDTH");
    printf("  width %d\n", (int)SendMessageA(lv, LVM_GETCOLUMNWIDTH, 0, 0));

    hd = (HWND)SendMessageA(lv, LVM_GETHEADER, 0, 0);
    memset(&itemW, 0, sizeof(itemW));
    itemW.mask = HDI_WIDTH | HDI_TEXT;
    itemW.pszText = text;
    itemW.cchTextMax = 32;
    SendMessageW(hd, HDM_GETITEMW, 0, (LPARAM)&itemW);
    for (i = 0; i < sizeof(forwarded) / sizeof(forwarded[0]); i++) {
        char what[40];
        nm.hdr.hwndFrom = hd;
        nm.hdr.idFrom = GetWindowLongPtrW(hd, GWLP_ID);
        nm.hdr.code = forwarded[i];
        nm.iItem = 0;
        nm.iButton = 0;
        nm.pitem = &itemW;
        r = (int)SendMessageW(lv, WM_NOTIFY, 0, (LPARAM)&nm);
        sprintf(what, "header %d", forwarded[i]);
        flush(what);
        printf("  answer %d, code now %d\n", r, (int)nm.hdr.code);
    }
    /* a notification from a window that is not the header */
    nm.hdr.hwndFrom = top;
    nm.hdr.code = HDN_ITEMCLICKW;
    r = (int)SendMessageW(lv, WM_NOTIFY, 0, (LPARAM)&nm);
    flush("not from the header");
    printf("  answer %d, code now %d\n", r, (int)nm.hdr.code);
    SendMessageA(lv, LVM_SETEXTENDEDLISTVIEWSTYLE, LVS_EX_HEADERDRAGDROP, LVS_EX_HEADERDRAGDROP);
    nm.hdr.hwndFrom = hd;
    nm.hdr.code = HDN_BEGINDRAG;
    r = (int)SendMessageW(lv, WM_NOTIFY, 0, (LPARAM)&nm);
    flush("begin drag, LVS_EX_HEADERDRAGDROP");
    printf("  answer %d\n", r);
    DestroyWindow(lv);
    flush("destroyed");
}

static void owner_draw_checks(void)
{
    HWND lv;
    LVCOLUMNA col;
    LVITEMA item;
    RECT rc;
    int i;

    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT |
                         LVS_OWNERDRAWFIXED, 0, 0, 300, 150, top, (HMENU)5, NULL, NULL);
    flush("owner-draw list created");
    memset(&col, 0, sizeof(col));
    col.mask = LVCF_WIDTH;
    col.cx = 100;
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    SendMessageA(lv, LVM_INSERTCOLUMNA, 1, (LPARAM)&col);
    for (i = 0; i < 3; i++) {
        memset(&item, 0, sizeof(item));
        item.mask = LVIF_TEXT | LVIF_PARAM;
        item.iItem = i;
        item.pszText = "item";
        item.lParam = 100 + i;
        SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&item);
    }
    item.stateMask = LVIS_SELECTED | LVIS_FOCUSED;
    item.state = LVIS_SELECTED | LVIS_FOCUSED;
    SendMessageA(lv, LVM_SETITEMSTATE, 1, (LPARAM)&item);
    flush("filled");
    UpdateWindow(top);
    InvalidateRect(lv, NULL, TRUE);
    UpdateWindow(lv);
    flush("paint");
    SetFocus(lv);
    InvalidateRect(lv, NULL, TRUE);
    UpdateWindow(lv);
    flush("paint focused");
    rc.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 1, (LPARAM)&rc);
    printf("row 1: %ld,%ld-%ld,%ld\n", rc.left, rc.top, rc.right, rc.bottom);
    DestroyWindow(lv);
    flush("destroyed");

    measure_height = 30;
    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT |
                         LVS_OWNERDRAWFIXED, 0, 0, 300, 150, top, (HMENU)6, NULL, NULL);
    flush("measured 30");
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    memset(&item, 0, sizeof(item));
    item.mask = LVIF_TEXT;
    item.pszText = "item";
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&item);
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&item);
    rc.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 1, (LPARAM)&rc);
    printf("row 1: %ld,%ld-%ld,%ld\n", rc.left, rc.top, rc.right, rc.bottom);
    flush("  notified");
    DestroyWindow(lv);
    flush("destroyed");
    measure_height = 0;

    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_LIST |
                         LVS_OWNERDRAWFIXED, 0, 0, 300, 150, top, (HMENU)7, NULL, NULL);
    flush("owner-draw list view (LVS_LIST) created");
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&item);
    InvalidateRect(lv, NULL, TRUE);
    UpdateWindow(lv);
    flush("  paint");
    DestroyWindow(lv);
    flush("destroyed");
}

static void erase_checks(void)
{
    static const UINT setters[] = {LVM_SETBKCOLOR, LVM_SETTEXTCOLOR, LVM_SETTEXTBKCOLOR};
    HWND lv;
    HDC dc;
    RECT rc;
    unsigned i;
    int r;

    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT, 0, 0, 200,
                         100, top, NULL, NULL, NULL);
    UpdateWindow(top);
    flush("erase list created");
    dc = GetDC(top);
    log_erase = 1;
    SendMessageA(lv, LVM_SETBKCOLOR, 0, CLR_NONE);
    r = (int)SendMessageA(lv, WM_ERASEBKGND, (WPARAM)dc, 0);
    flush("erase, CLR_NONE");
    printf("  answer %d\n", r);
    SendMessageA(lv, LVM_SETBKCOLOR, 0, RGB(10, 20, 30));
    r = (int)SendMessageA(lv, WM_ERASEBKGND, (WPARAM)dc, 0);
    flush("erase, a colour");
    printf("  answer %d\n", r);
    log_erase = 0;
    ReleaseDC(top, dc);
    for (i = 0; i < 3; i++) {
        ValidateRect(lv, NULL);
        SendMessageA(lv, setters[i], 0, RGB(1, 2, 3));
        r = GetUpdateRect(lv, &rc, FALSE);
        printf("colour message %x: update %d\n", setters[i], r);
    }
    UpdateWindow(lv);
    SetWindowLongA(lv, GWL_STYLE, GetWindowLongA(lv, GWL_STYLE));
    r = GetUpdateRect(lv, &rc, FALSE);
    printf("same style set: update %d\n", r);
    DestroyWindow(lv);
    flush("destroyed");
}

int main(void)
{
    WNDCLASSA wc;
    InitCommonControls();
    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "lvowner_parent";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    top = CreateWindowExA(0, "lvowner_parent", "lvowner", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                          0, 0, 400, 300, NULL, NULL, NULL, NULL);
    log_[0] = 0;
    header_checks();
    list_checks();
    owner_draw_checks();
    erase_checks();
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
