/*
 * lvviews.c - test guest for SysListView32's list, small icon and icon views
 * (test/win32/controls/test_listview_views.py). Each step prints one line.
 *
 * Geometry that does not depend on the font: the list view's column width is set with
 * LVM_SETCOLUMNWIDTH, the icon view's spacing with LVM_SETICONSPACING, and the image
 * lists' sizes (16x16 small, 32x32 normal) make the item heights. What does depend on the
 * font (label widths) is printed only as relations (inside its item, left of the next).
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine lvviews.exe).
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

#define N 30

static HWND lv;

static void rect_line(const char *what, int i, int code)
{
    RECT r;
    r.left = code;
    if (!SendMessageA(lv, LVM_GETITEMRECT, i, (LPARAM)&r)) {
        printf("%s %d: fail\n", what, i);
        return;
    }
    printf("%s %d: %ld,%ld,%ld,%ld\n", what, i, r.left, r.top, r.right, r.bottom);
}

static void pos_line(int i)
{
    POINT p;
    if (!SendMessageA(lv, LVM_GETITEMPOSITION, i, (LPARAM)&p))
        printf("pos %d: fail\n", i);
    else
        printf("pos %d: %ld,%ld\n", i, p.x, p.y);
}

static void hit_line(int x, int y)
{
    LVHITTESTINFO h;
    int r;
    h.pt.x = x;
    h.pt.y = y;
    r = (int)SendMessageA(lv, LVM_HITTEST, 0, (LPARAM)&h);
    printf("hit %d,%d: %d item %d flags %s\n", x, y, r, h.iItem,
           h.flags & LVHT_ONITEMICON ? "icon" : h.flags & LVHT_ONITEMLABEL ? "label" :
           h.flags & LVHT_NOWHERE ? "nowhere" : "other");
}

static void next_line(int from, UINT flags, const char *name)
{
    printf("next %d %s: %d\n", from, name,
           (int)SendMessageA(lv, LVM_GETNEXTITEM, from, MAKELPARAM(flags, 0)));
}

static void set_view(DWORD view)
{
    DWORD style = GetWindowLongA(lv, GWL_STYLE);
    SetWindowLongA(lv, GWL_STYLE, (style & ~LVS_TYPEMASK) | view);
}

static void labels_sane(int i)
{
    RECT b, l, ic;
    b.left = LVIR_BOUNDS;
    l.left = LVIR_LABEL;
    ic.left = LVIR_ICON;
    SendMessageA(lv, LVM_GETITEMRECT, i, (LPARAM)&b);
    SendMessageA(lv, LVM_GETITEMRECT, i, (LPARAM)&l);
    SendMessageA(lv, LVM_GETITEMRECT, i, (LPARAM)&ic);
    printf("item %d: label inside bounds %d, icon inside bounds %d, label width>0 %d\n", i,
           l.left >= b.left && l.right <= b.right && l.top >= b.top && l.bottom <= b.bottom,
           ic.left >= b.left && ic.right <= b.right && ic.top >= b.top && ic.bottom <= b.bottom,
           l.right > l.left);
}

int main(void)
{
    HWND top;
    HIMAGELIST small, big;
    LVITEMA it;
    char text[32];
    int i;
    RECT vr;
    HDC dc;

    InitCommonControls();
    top = CreateWindowA("STATIC", "lv", WS_POPUP | WS_VISIBLE, 0, 0, 400, 300,
                        NULL, NULL, NULL, NULL);
    lv = CreateWindowA(WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_LIST, 0, 0, 300, 180,
                       top, (HMENU)1, NULL, NULL);
    small = ImageList_Create(16, 16, ILC_COLOR24, 4, 4);
    big = ImageList_Create(32, 32, ILC_COLOR24, 4, 4);
    dc = GetDC(top);
    for (i = 0; i < 2; i++) {
        HBITMAP s = CreateCompatibleBitmap(dc, 16, 16), b = CreateCompatibleBitmap(dc, 32, 32);
        ImageList_Add(small, s, NULL);
        ImageList_Add(big, b, NULL);
    }
    ReleaseDC(top, dc);
    SendMessageA(lv, LVM_SETIMAGELIST, LVSIL_SMALL, (LPARAM)small);
    SendMessageA(lv, LVM_SETIMAGELIST, LVSIL_NORMAL, (LPARAM)big);
    for (i = 0; i < N; i++) {
        sprintf(text, "Item %d", i);
        it.mask = LVIF_TEXT | LVIF_IMAGE;
        it.iItem = i;
        it.iSubItem = 0;
        it.pszText = text;
        it.iImage = i & 1;
        SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
    }

    /* -- list view: columns of items, top to bottom ---------------------------------- */
    printf("list setcolumnwidth: %d\n", (int)SendMessageA(lv, LVM_SETCOLUMNWIDTH, 0, 100));
    printf("list columnwidth: %d\n", (int)SendMessageA(lv, LVM_GETCOLUMNWIDTH, 0, 0));
    printf("list countperpage: %d\n", (int)SendMessageA(lv, LVM_GETCOUNTPERPAGE, 0, 0));
    rect_line("list bounds", 0, LVIR_BOUNDS);
    rect_line("list bounds", 1, LVIR_BOUNDS);
    rect_line("list bounds", 10, LVIR_BOUNDS);
    rect_line("list bounds", 11, LVIR_BOUNDS);
    rect_line("list icon", 11, LVIR_ICON);
    rect_line("list bounds", 29, LVIR_BOUNDS);
    pos_line(0);
    pos_line(11);
    pos_line(29);
    labels_sane(11);
    hit_line(5, 5);
    hit_line(105, 25);
    hit_line(295, 175);
    next_line(0, LVNI_BELOW, "below");
    next_line(0, LVNI_TORIGHT, "toright");
    next_line(11, LVNI_TOLEFT, "toleft");
    next_line(11, LVNI_ABOVE, "above");
    next_line(9, LVNI_BELOW, "below");
    printf("list origin: %d\n", (int)SendMessageA(lv, LVM_GETORIGIN, 0, (LPARAM)&vr.left));

    /* -- small icon view: rows of items, left to right --------------------------------- */
    set_view(LVS_SMALLICON);
    rect_line("small bounds", 0, LVIR_BOUNDS);
    rect_line("small icon", 0, LVIR_ICON);
    rect_line("small icon", 1, LVIR_ICON);
    labels_sane(1);
    pos_line(0);

    /* -- icon view: a grid of the icon spacing ------------------------------------------ */
    set_view(LVS_ICON);
    printf("icon setspacing: %08lx\n",
           (DWORD)SendMessageA(lv, LVM_SETICONSPACING, 0, MAKELPARAM(80, 70)));
    printf("icon spacing: %08lx\n", (DWORD)SendMessageA(lv, LVM_GETITEMSPACING, FALSE, 0));
    SendMessageA(lv, LVM_ARRANGE, LVA_DEFAULT, 0);
    pos_line(0);
    pos_line(1);
    pos_line(3);
    pos_line(4);
    rect_line("icon icon", 0, LVIR_ICON);
    rect_line("icon icon", 1, LVIR_ICON);
    rect_line("icon icon", 3, LVIR_ICON);
    labels_sane(4);
    hit_line(40, 20);
    hit_line(120, 90);
    next_line(0, LVNI_TORIGHT, "toright");
    next_line(0, LVNI_BELOW, "below");
    {
        POINT p = { 200, 300 };
        printf("icon setpos: %d\n", (int)SendMessageA(lv, LVM_SETITEMPOSITION32, 2, (LPARAM)&p));
        pos_line(2);
    }

    /* -- back to the list view ---------------------------------------------------------- */
    set_view(LVS_LIST);
    rect_line("list again bounds", 11, LVIR_BOUNDS);
    /* -- report view without a header: LVM_GETSUBITEMRECT takes the subitem in RECT.top
       and the LVIR_ code in RECT.left ---------------------------------------------------- */
    set_view(LVS_REPORT);
    SetWindowLongA(lv, GWL_STYLE, GetWindowLongA(lv, GWL_STYLE) | LVS_NOCOLUMNHEADER);
    {
        LVCOLUMNA col;
        RECT r;
        col.mask = LVCF_WIDTH;
        col.cx = 50;
        SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
        col.cx = 70;
        SendMessageA(lv, LVM_INSERTCOLUMNA, 1, (LPARAM)&col);
        r.top = 1;
        r.left = LVIR_BOUNDS;
        printf("report subitem 1 of 0: %d", (int)SendMessageA(lv, LVM_GETSUBITEMRECT, 0, (LPARAM)&r));
        printf(" %ld,%ld,%ld\n", r.left, r.right, r.bottom - r.top);
        r.top = 1;
        r.left = LVIR_LABEL;
        printf("report subitem 1 label: %d", (int)SendMessageA(lv, LVM_GETSUBITEMRECT, 0, (LPARAM)&r));
        printf(" %ld,%ld\n", r.left, r.right);
    }
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
