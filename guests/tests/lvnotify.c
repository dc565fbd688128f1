/* A list view's notifications and item answers as Windows gives them (issue 23, Wine's
   listview.c run on Windows): LVM_INSERTITEM's state announced before LVN_INSERTITEM
   (stateMask ignored), LVN_ITEMCHANGING for every LVM_SETITEMSTATE, a virtual list's
   iItem -1 notification and Shift+Down's LVN_ODSTATECHANGED, LVM_DELETEITEM passing the
   focus on, LVN_DELETEALLITEMS at WM_DESTROY, LVM_HITTEST / SUBITEMHITTEST flags,
   LVM_GETSUBITEMRECT of any row, the item parts' rectangles, the icon spacing, the
   notification format the parent answers, and the header made late. Prints a line per
   check: the parent's notifications as a list of codes and items. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND top;
static char log_[512];
static int format_answer = NFR_ANSI;
static int log_dispinfo;     /* LVN_GETDISPINFO logged (only where the test asks it) */

static void note(const char *s)
{
    if (strlen(log_) + strlen(s) + 2 < sizeof(log_)) {
        if (log_[0])
            strcat(log_, " ");
        strcat(log_, s);
    }
}

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    char buf[64];
    if (m == WM_NOTIFYFORMAT && l == NF_QUERY)
        return format_answer;
    if (m == WM_NOTIFY) {
        NMHDR *hdr = (NMHDR *)l;
        NMLISTVIEW *nm = (NMLISTVIEW *)l;
        switch ((int)hdr->code) {
        case LVN_ITEMCHANGING:
            sprintf(buf, "changing(%d,%x>%x)", nm->iItem, nm->uOldState, nm->uNewState);
            break;
        case LVN_ITEMCHANGED:
            sprintf(buf, "changed(%d,%x>%x)", nm->iItem, nm->uOldState, nm->uNewState);
            break;
        case LVN_INSERTITEM: sprintf(buf, "insert(%d)", nm->iItem); break;
        case LVN_DELETEITEM: sprintf(buf, "delete(%d)", nm->iItem); break;
        case LVN_DELETEALLITEMS: sprintf(buf, "deleteall"); break;
        case LVN_ODSTATECHANGED: {
            NMLVODSTATECHANGE *od = (NMLVODSTATECHANGE *)l;
            sprintf(buf, "odstate(%d-%d,%x)", od->iFrom, od->iTo, od->uNewState);
            break;
        }
        case LVN_GETDISPINFOA:
        case LVN_GETDISPINFOW:
            if (!log_dispinfo)
                return 0;
            sprintf(buf, hdr->code == LVN_GETDISPINFOA ? "dispinfoA" : "dispinfoW");
            break;
        default: return 0;      /* custom draw, focus, ... */
        }
        note(buf);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static HWND list(DWORD style)
{
    return CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | style, 0, 0, 200, 100, top,
                           NULL, NULL, NULL);
}

static int lvsend(HWND lv, UINT m, WPARAM w, LPARAM l)
{
    return (int)SendMessageA(lv, m, w, l);
}

static void flush(const char *what)
{
    printf("%s: %s\n", what, log_[0] ? log_ : "-");
    log_[0] = 0;
}

static int insert_state(HWND lv, int at, UINT state, UINT mask)
{
    LVITEMA it = {0};
    it.mask = LVIF_STATE | LVIF_TEXT;
    it.iItem = at;
    it.state = state;
    it.stateMask = mask;
    it.pszText = (char *)"item";
    return lvsend(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
}

static int set_state(HWND lv, int i, UINT state, UINT mask)
{
    LVITEMA it = {0};
    it.state = state;
    it.stateMask = mask;
    return lvsend(lv, LVM_SETITEMSTATE, i, (LPARAM)&it);
}

static void column(HWND lv, int at, int width)
{
    LVCOLUMNA c = {0};
    c.mask = LVCF_WIDTH;
    c.cx = width;
    lvsend(lv, LVM_INSERTCOLUMNA, at, (LPARAM)&c);
}

static void hit(HWND lv, const char *what, int x, int y)
{
    LVHITTESTINFO ht;
    int r;
    memset(&ht, 0, sizeof(ht));
    ht.pt.x = x;
    ht.pt.y = y;
    r = lvsend(lv, LVM_HITTEST, 0, (LPARAM)&ht);
    printf("hittest %s: %d flags %x;", what, r, ht.flags);
    memset(&ht, 0, sizeof(ht));
    ht.pt.x = x;
    ht.pt.y = y;
    r = lvsend(lv, LVM_SUBITEMHITTEST, 0, (LPARAM)&ht);
    printf(" subitem %d/%d flags %x\n", r, ht.iSubItem, ht.flags);
}

static void key(HWND lv, int vk, int shift)
{
    BYTE keys[256];
    GetKeyboardState(keys);
    keys[VK_SHIFT] = shift ? 0x80 : 0;
    SetKeyboardState(keys);
    lvsend(lv, WM_KEYDOWN, vk, 0);
    lvsend(lv, WM_KEYUP, vk, 0);
    keys[VK_SHIFT] = 0;
    SetKeyboardState(keys);
}

static void rect_of(HWND lv, int item, int sub, int code)
{
    RECT rc;
    int r;
    SetRect(&rc, code, sub, 0, 0);
    r = lvsend(lv, sub ? LVM_GETSUBITEMRECT : LVM_GETITEMRECT, item, (LPARAM)&rc);
    printf("rect %d/%d code %d: %d, %d..%d\n", item, sub, code, r, (int)rc.left,
           (int)rc.right);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND lv;
    HIMAGELIST il;
    RECT rc;
    int r, top_y;
    InitCommonControls();
    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "lvnotify";
    RegisterClassA(&wc);
    top = CreateWindowExA(0, "lvnotify", "top", WS_POPUP | WS_VISIBLE, 0, 0, 300, 200, NULL,
                          NULL, NULL, NULL);

    /* LVM_INSERTITEM: the state announced first, the stateMask ignored */
    lv = list(LVS_REPORT | WS_VISIBLE);
    r = insert_state(lv, 0, LVIS_FOCUSED, 0);
    flush("insert focused, mask 0");
    printf("  index %d, state %x\n", r, lvsend(lv, LVM_GETITEMSTATE, 0, 0xFF));
    insert_state(lv, 1, LVIS_FOCUSED | LVIS_SELECTED, LVIS_FOCUSED);
    flush("insert focused+selected at 1");
    insert_state(lv, 2, LVIS_CUT, LVIS_CUT);
    flush("insert cut");
    printf("  state %x\n", lvsend(lv, LVM_GETITEMSTATE, 2, 0xFF));
    insert_state(lv, 3, 0, LVIS_FOCUSED);
    flush("insert plain");

    /* LVM_SETITEMSTATE asks even when nothing changes */
    set_state(lv, 1, LVIS_SELECTED, LVIS_SELECTED);
    flush("select the selected");
    set_state(lv, -1, 0, LVIS_SELECTED);
    flush("deselect all");
    set_state(lv, -1, 0, LVIS_SELECTED);
    flush("deselect all again");
    printf("focus all: %d\n", set_state(lv, -1, LVIS_FOCUSED, LVIS_FOCUSED));

    /* LVM_DELETEITEM: unfocused first, the focus passes on */
    r = lvsend(lv, LVM_DELETEITEM, 1, 0);
    flush("delete the focused 1");
    printf("  focused now %d\n", lvsend(lv, LVM_GETNEXTITEM, -1, LVNI_FOCUSED));
    DestroyWindow(lv);
    flush("destroy");

    /* a virtual list */
    lv = list(LVS_REPORT | LVS_OWNERDATA | WS_VISIBLE);
    lvsend(lv, LVM_SETITEMCOUNT, 10, 0);
    set_state(lv, 0, LVIS_SELECTED | LVIS_FOCUSED, LVIS_SELECTED | LVIS_FOCUSED);
    flush("virtual: select 0");
    lvsend(lv, LVM_SETSELECTIONMARK, 0, 0);
    key(lv, VK_DOWN, 1);
    key(lv, VK_DOWN, 1);
    flush("virtual: shift+down twice");
    printf("  selected %d\n", lvsend(lv, LVM_GETSELECTEDCOUNT, 0, 0));
    key(lv, VK_DOWN, 0);
    flush("virtual: down");
    set_state(lv, -1, LVIS_CUT, LVIS_CUT);
    flush("virtual: cut all");
    r = insert_state(lv, 0, 0, 0);
    printf("virtual: insert %d, count %d\n", r, lvsend(lv, LVM_GETITEMCOUNT, 0, 0));
    DestroyWindow(lv);
    flush("virtual: destroy");

    /* hit tests and rectangles */
    lv = list(LVS_REPORT | WS_VISIBLE);
    column(lv, 0, 100);
    column(lv, 1, 100);
    insert_state(lv, 0, 0, 0);
    flush("setup");
    SetRect(&rc, LVIR_BOUNDS, 0, 0, 0);
    lvsend(lv, LVM_GETITEMRECT, 0, (LPARAM)&rc);
    top_y = rc.top + (rc.bottom - rc.top) / 2;
    hit(lv, "left of the client", -1, top_y);
    hit(lv, "label", 50, top_y);
    hit(lv, "second column", 150, top_y);
    hit(lv, "past the columns", 250, top_y);
    hit(lv, "below the client", 50, 150);
    lvsend(lv, LVM_SETEXTENDEDLISTVIEWSTYLE, LVS_EX_FULLROWSELECT, LVS_EX_FULLROWSELECT);
    hit(lv, "full row, second column", 150, top_y);
    rect_of(lv, 0, 0, LVIR_BOUNDS);
    rect_of(lv, 0, 0, LVIR_ICON);
    rect_of(lv, 0, 0, LVIR_LABEL);
    rect_of(lv, 0, 0, LVIR_SELECTBOUNDS);
    rect_of(lv, 0, 1, LVIR_ICON);
    rect_of(lv, -1, 1, LVIR_BOUNDS);
    rect_of(lv, 5, 0, LVIR_BOUNDS);
    DestroyWindow(lv);
    flush("destroy");

    /* the icon spacing follows the normal image list until set */
    lv = list(LVS_ICON);
    r = lvsend(lv, LVM_GETITEMSPACING, FALSE, 0);
    printf("spacing without a list: %d x %d\n", LOWORD(r), HIWORD(r));
    il = ImageList_Create(40, 40, ILC_COLOR, 1, 1);
    lvsend(lv, LVM_SETIMAGELIST, LVSIL_NORMAL, (LPARAM)il);
    r = lvsend(lv, LVM_GETITEMSPACING, FALSE, 0);
    printf("spacing with 40-pixel icons: %d x %d\n", LOWORD(r), HIWORD(r));
    lvsend(lv, LVM_SETICONSPACING, 0, MAKELPARAM(100, 0));
    r = lvsend(lv, LVM_GETITEMSPACING, FALSE, 0);
    printf("spacing set 100 x 0: %d x %d\n", LOWORD(r), HIWORD(r));
    lvsend(lv, LVM_SETICONSPACING, 0, -1);
    r = lvsend(lv, LVM_GETITEMSPACING, FALSE, 0);
    printf("spacing reset: %d x %d\n", LOWORD(r), HIWORD(r));

    /* the header is made when it is needed (comctl32 5) */
    printf("icon view header: %d\n", lvsend(lv, LVM_GETHEADER, 0, 0) != 0);
    column(lv, 0, 50);
    printf("after a column: %d\n", lvsend(lv, LVM_GETHEADER, 0, 0) != 0);
    DestroyWindow(lv);
    flush("destroy");
    lv = list(LVS_REPORT);
    printf("hidden report header: %d\n", lvsend(lv, LVM_GETHEADER, 0, 0) != 0);
    ShowWindow(lv, SW_SHOW);
    printf("shown: %d\n", lvsend(lv, LVM_GETHEADER, 0, 0) != 0);
    DestroyWindow(lv);
    flush("destroy");
    lv = list(LVS_REPORT | LVS_NOSORTHEADER | WS_VISIBLE);
    printf("no-sort header buttons: %d\n",
           (GetWindowLongA((HWND)SendMessageA(lv, LVM_GETHEADER, 0, 0), GWL_STYLE)
            & HDS_BUTTONS) != 0);
    DestroyWindow(lv);
    flush("destroy");

    /* the notification format is the parent's answer */
    format_answer = NFR_UNICODE;
    lv = list(LVS_REPORT | WS_VISIBLE);
    printf("unicode format: %d\n", lvsend(lv, LVM_GETUNICODEFORMAT, 0, 0));
    {
        LVITEMA it = {0};
        char buf[16];
        it.mask = LVIF_TEXT;
        it.pszText = LPSTR_TEXTCALLBACKA;
        lvsend(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
        flush("callback item");
        log_dispinfo = 1;
        it.pszText = buf;
        it.cchTextMax = sizeof(buf);
        lvsend(lv, LVM_GETITEMA, 0, (LPARAM)&it);
        flush("get callback text");
        it.mask = LVIF_TEXT | 0x800;        /* LVIF_NORECOMPUTE */
        it.pszText = buf;
        lvsend(lv, LVM_GETITEMA, 0, (LPARAM)&it);
        flush("no recompute");
        printf("  text is the callback: %d\n", it.pszText == LPSTR_TEXTCALLBACKA);
        log_dispinfo = 0;
    }
    format_answer = NFR_ANSI;
    r = lvsend(lv, WM_NOTIFYFORMAT, (WPARAM)top, NF_REQUERY);
    printf("requery: %d, format %d\n", r, lvsend(lv, LVM_GETUNICODEFORMAT, 0, 0));
    DestroyWindow(lv);
    flush("destroy");
    printf("done\n");
    return 0;
}
