/* The tab control's TCS_BUTTONS and TCS_BOTTOM layouts, its tab widths (Wine's
   comctl32/tests/tab.c, passing on Windows: a fixed width of 96 at first, room for the
   image, the image's padding) and TCM_REMOVEIMAGE. Prints a line per check; text widths
   are measured in the guest with the font the control draws with. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

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
    printf("done\n");
    return 0;
}
