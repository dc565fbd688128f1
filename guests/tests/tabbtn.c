/* The tab control's TCS_BUTTONS and TCS_BOTTOM layouts, its tab widths (Wine's
   comctl32/tests/tab.c, passing on Windows: a fixed width of 96 at first, room for the
   image, the image's padding) and TCM_REMOVEIMAGE. Prints a line per check; text widths
   are measured in the guest with the font the control draws with. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static DRAWITEMSTRUCT last_draw;
static int draws;

static LRESULT CALLBACK owner_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_DRAWITEM) {
        last_draw = *(DRAWITEMSTRUCT *)lp;
        draws++;
        return TRUE;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

/* TCM_SETITEMEXTRA and TCS_OWNERDRAWFIXED: the application data and WM_DRAWITEM */
static void owner_drawn(void)
{
    WNDCLASSA wc;
    HWND owner, tab;
    TCITEMA it;
    BYTE data[sizeof(LPARAM) + 1];
    LPARAM back;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = owner_proc;
    wc.lpszClassName = "tabowner";
    RegisterClassA(&wc);
    owner = CreateWindowA("tabowner", "o", WS_OVERLAPPEDWINDOW, 0, 0, 400, 300, NULL, NULL,
                          NULL, NULL);
    tab = CreateWindowA(WC_TABCONTROLA, "t", WS_CLIPSIBLINGS | TCS_FIXEDWIDTH |
                        TCS_OWNERDRAWFIXED, 10, 10, 300, 100, owner, NULL, NULL, 0);
    printf("TCM_SETITEMEXTRA -1 -> %ld\n", (long)SendMessageA(tab, TCM_SETITEMEXTRA, -1, 0));
    printf("TCM_SETITEMEXTRA LPARAM+1 -> %ld\n",
           (long)SendMessageA(tab, TCM_SETITEMEXTRA, sizeof(LPARAM) + 1, 0));
    memset(&it, 0, sizeof it);
    it.mask = TCIF_PARAM;
    SendMessageA(tab, TCM_INSERTITEMA, 0, (LPARAM)&it);
    memset(data, 0xde, sizeof data);
    {
        /* the data runs on past TCITEM: a structure of the program's with more bytes */
        struct { TCITEMA it; BYTE more; } big;
        memset(&big, 0, sizeof big);
        big.it.mask = TCIF_PARAM;
        memcpy(&big.it.lParam, data, sizeof(LPARAM));
        big.more = 0xde;
        SendMessageA(tab, TCM_SETITEMA, 0, (LPARAM)&big);
    }
    printf("TCM_SETITEMEXTRA with a tab -> %ld\n",
           (long)SendMessageA(tab, TCM_SETITEMEXTRA, 2, 0));
    ShowWindow(owner, SW_SHOW);
    ShowWindow(tab, SW_SHOW);
    RedrawWindow(tab, NULL, 0, RDW_UPDATENOW);
    printf("WM_DRAWITEM %s: type %u item %u action %u state %#x, data %s\n",
           draws ? "sent" : "not sent", last_draw.CtlType, last_draw.itemID,
           last_draw.itemAction, last_draw.itemState,
           draws && last_draw.itemData && !memcmp((void *)last_draw.itemData, data, sizeof data)
           ? "points at the bytes" : "other");
    DestroyWindow(tab);

    tab = CreateWindowA(WC_TABCONTROLA, "t", WS_CLIPSIBLINGS | TCS_FIXEDWIDTH, 10, 10, 300,
                        100, owner, NULL, NULL, 0);
    SendMessageA(tab, TCM_SETITEMEXTRA, sizeof(LPARAM) - 1, 0);
    memset(&it, 0, sizeof it);
    it.mask = TCIF_PARAM;
    it.lParam = ~(LPARAM)0;
    SendMessageA(tab, TCM_INSERTITEMA, 0, (LPARAM)&it);
    memset(&back, 0xaa, sizeof back);
    it.lParam = back;
    SendMessageA(tab, TCM_GETITEMA, 0, (LPARAM)&it);
    printf("LPARAM-1 bytes: the last byte kept %s\n",
           ((BYTE *)&it.lParam)[sizeof(LPARAM) - 1] == 0xaa ? "yes" : "no");
    DestroyWindow(tab);
    DestroyWindow(owner);

    tab = CreateWindowA(WC_TABCONTROLA, "t", WS_CHILD | TCS_VERTICAL, 0, 0, 100, 100,
                        GetDesktopWindow(), NULL, NULL, 0);
    printf("TCS_VERTICAL made multiline %s\n",
           GetWindowLongA(tab, GWL_STYLE) & TCS_MULTILINE ? "yes" : "no");
    DestroyWindow(tab);
}

static HWND make(DWORD style, int image)
{
    static char *names[] = {"Tab 1", "Wide Tab 2", "T 3"};
    TCITEMA it;
    HWND tab = CreateWindowA(WC_TABCONTROLA, "t", WS_CLIPSIBLINGS | TCS_FOCUSNEVER | style,
                             10, 10, 300, 100, NULL, NULL, NULL, 0);
    int i;

    memset(&it, 0, sizeof it);
    it.mask = TCIF_TEXT | (image ? TCIF_IMAGE : 0);
    for (i = 0; i < 3; i++) {
        it.pszText = names[i];
        it.iImage = i;
        SendMessageA(tab, TCM_INSERTITEMA, i, (LPARAM)&it);
    }
    return tab;
}

static void rects(HWND tab, const char *what)
{
    RECT r, c;
    int i;

    GetClientRect(tab, &c);
    printf("%s:", what);
    for (i = 0; i < 3; i++) {
        SendMessageA(tab, TCM_GETITEMRECT, i, (LPARAM)&r);
        printf(" [%ld,%ld %ldx%ld]", r.left, c.bottom - r.bottom, r.right - r.left,
               r.bottom - r.top);
    }
    printf("\n");
}

static int text_w(HWND tab, const char *s)
{
    HDC dc = GetDC(tab);
    HFONT f = (HFONT)SendMessageA(tab, WM_GETFONT, 0, 0);
    HGDIOBJ old = SelectObject(dc, f ? (HGDIOBJ)f : GetStockObject(SYSTEM_FONT));
    SIZE sz;
    GetTextExtentPoint32A(dc, s, lstrlenA(s), &sz);
    SelectObject(dc, old);
    ReleaseDC(tab, dc);
    return sz.cx;
}

int main(void)
{
    HIMAGELIST il = ImageList_Create(21, 21, ILC_COLOR, 3, 4);
    HICON icon;
    static const BYTE bits[32 * 4];
    HWND tab;
    RECT r;
    TCITEMA it;
    int i;

    InitCommonControls();
    icon = CreateIcon(NULL, 16, 16, 1, 1, bits, bits);
    for (i = 0; i < 3; i++)
        ImageList_ReplaceIcon(il, -1, icon);

    tab = make(TCS_FIXEDWIDTH, 1);
    SendMessageA(tab, TCM_GETITEMRECT, 0, (LPARAM)&r);
    printf("fixed width at first %ld\n", r.right - r.left);
    SendMessageA(tab, TCM_SETIMAGELIST, 0, (LPARAM)il);
    SendMessageA(tab, TCM_SETITEMSIZE, 0, MAKELPARAM(0, 1));
    SendMessageA(tab, TCM_GETITEMRECT, 0, (LPARAM)&r);
    printf("fixed width 0 with a 21-pixel image %ld\n", r.right - r.left);
    DestroyWindow(tab);

    for (i = 0; i <= 6; i += 3) {
        tab = make(0, 1);
        SendMessageA(tab, TCM_SETIMAGELIST, 0, (LPARAM)il);
        SendMessageA(tab, TCM_SETPADDING, 0, MAKELPARAM(i, i));
        SendMessageA(tab, TCM_SETITEMSIZE, 0, MAKELPARAM(0, 20));
        SendMessageA(tab, TCM_GETITEMRECT, 1, (LPARAM)&r);
        printf("padding %d, image: width less text and image %ld\n", i,
               r.right - r.left - text_w(tab, "Wide Tab 2") - 21);
        DestroyWindow(tab);
    }

    tab = make(TCS_FIXEDWIDTH, 0);
    SendMessageA(tab, TCM_SETITEMSIZE, 0, MAKELPARAM(50, 20));
    rects(tab, "tabs (left, bottom gap, size)");
    SetRect(&r, 0, 0, 300, 100);
    SendMessageA(tab, TCM_ADJUSTRECT, FALSE, (LPARAM)&r);
    printf("tabs display %ld,%ld-%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    SetRect(&r, 0, 0, 300, 100);
    SendMessageA(tab, TCM_ADJUSTRECT, TRUE, (LPARAM)&r);
    printf("tabs window %ld,%ld-%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    printf("TCM_ADJUSTRECT without a rectangle -> %ld\n",
           (long)SendMessageA(tab, TCM_ADJUSTRECT, FALSE, 0));
    DestroyWindow(tab);

    tab = make(TCS_BUTTONS | TCS_FIXEDWIDTH, 0);
    SendMessageA(tab, TCM_SETITEMSIZE, 0, MAKELPARAM(50, 20));
    rects(tab, "TCS_BUTTONS (left, bottom gap, size)");
    SetRect(&r, 0, 0, 300, 100);
    SendMessageA(tab, TCM_ADJUSTRECT, FALSE, (LPARAM)&r);
    printf("TCS_BUTTONS display %ld,%ld-%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    DestroyWindow(tab);

    tab = make(TCS_BOTTOM | TCS_FIXEDWIDTH, 0);
    SendMessageA(tab, TCM_SETITEMSIZE, 0, MAKELPARAM(50, 20));
    rects(tab, "TCS_BOTTOM (left, bottom gap, size)");
    SetRect(&r, 0, 0, 300, 100);
    SendMessageA(tab, TCM_ADJUSTRECT, FALSE, (LPARAM)&r);
    printf("TCS_BOTTOM display %ld,%ld-%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    SetRect(&r, 0, 0, 300, 100);
    SendMessageA(tab, TCM_ADJUSTRECT, TRUE, (LPARAM)&r);
    printf("TCS_BOTTOM window %ld,%ld-%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    DestroyWindow(tab);

    tab = make(TCS_FIXEDWIDTH, 1);
    SendMessageA(tab, TCM_SETIMAGELIST, 0, (LPARAM)il);
    SendMessageA(tab, TCM_REMOVEIMAGE, 1, 0);
    printf("TCM_REMOVEIMAGE 1: list %d, images", ImageList_GetImageCount(il));
    for (i = 0; i < 3; i++) {
        memset(&it, 0, sizeof it);
        it.mask = TCIF_IMAGE;
        SendMessageA(tab, TCM_GETITEMA, i, (LPARAM)&it);
        printf(" %d", it.iImage);
    }
    printf("\n");
    DestroyWindow(tab);
    ImageList_Destroy(il);
    DestroyIcon(icon);
    owner_drawn();

    /* TCM_SETCURFOCUS with a negative index: no focus (nor selection) for tabs, the
       buttons keep theirs; a tab inserted then takes the focus */
    tab = make(TCS_FIXEDWIDTH, 0);
    SendMessageA(tab, TCM_SETCURFOCUS, -1, 0);
    printf("tabs after TCM_SETCURFOCUS -1: focus %ld, selection %ld\n",
           (long)SendMessageA(tab, TCM_GETCURFOCUS, 0, 0),
           (long)SendMessageA(tab, TCM_GETCURSEL, 0, 0));
    memset(&it, 0, sizeof it);
    it.mask = TCIF_TEXT;
    it.pszText = (char *)"New";
    i = (int)SendMessageA(tab, TCM_INSERTITEMA, 5, (LPARAM)&it);
    printf("inserted at %d: focus %ld\n", i, (long)SendMessageA(tab, TCM_GETCURFOCUS, 0, 0));
    DestroyWindow(tab);
    tab = make(TCS_FIXEDWIDTH | TCS_BUTTONS, 0);
    SendMessageA(tab, TCM_SETCURFOCUS, 2, 0);
    SendMessageA(tab, TCM_SETCURFOCUS, -10, 0);
    printf("buttons after TCM_SETCURFOCUS 2, -10: focus %ld\n",
           (long)SendMessageA(tab, TCM_GETCURFOCUS, 0, 0));
    DestroyWindow(tab);
    printf("done\n");
    return 0;
}
