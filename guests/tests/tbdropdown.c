/* Toolbar drop-down buttons, hot item, button info, hit test and accelerators (issue 23,
   mCtrl's menu bar), and BUTTON's Vista styles without a Common Controls 6 manifest.
   A parent procedure logs TBN_DROPDOWN (answering TBDDRET_DEFAULT), TBN_HOTITEMCHANGE and
   WM_COMMAND; prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY) {
        NMHDR *hdr = (NMHDR *)l;
        if (hdr->code == TBN_DROPDOWN) {
            NMTOOLBARA *tb = (NMTOOLBARA *)l;
            printf("TBN_DROPDOWN item %d style %#x rc %ld,%ld-%ld,%ld\n", tb->iItem,
                   tb->tbButton.fsStyle, tb->rcButton.left, tb->rcButton.top,
                   tb->rcButton.right, tb->rcButton.bottom);
            return TBDDRET_DEFAULT;
        }
        if (hdr->code == TBN_HOTITEMCHANGE) {
            NMTBHOTITEM *hi = (NMTBHOTITEM *)l;
            printf("TBN_HOTITEMCHANGE %d -> %d flags %#lx\n", hi->idOld, hi->idNew,
                   hi->dwFlags);
            return 0;
        }
    }
    if (m == WM_COMMAND && LOWORD(w) >= 10 && LOWORD(w) < 20)
        printf("WM_COMMAND %d\n", LOWORD(w));
    return DefWindowProcA(h, m, w, l);
}

int main(void)
{
    HWND main, tb, btn;
    TBBUTTON b[4];
    TBBUTTONINFOA bi;
    RECT r;
    POINT pt;
    char text[32];
    UINT id = 0;
    WNDCLASSA wc = {0};
    LRESULT res;

    InitCommonControls();
    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "tbddparent";
    RegisterClassA(&wc);
    main = CreateWindowExA(0, "tbddparent", "m", WS_OVERLAPPEDWINDOW, 0, 0, 400, 200,
                           NULL, NULL, NULL, NULL);
    tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE | TBSTYLE_FLAT,
                         0, 0, 0, 0, main, (HMENU)1, NULL, NULL);
    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    memset(b, 0, sizeof b);
    b[0].iBitmap = I_IMAGENONE; b[0].idCommand = 10; b[0].fsState = TBSTATE_ENABLED;
    b[0].fsStyle = BTNS_DROPDOWN | BTNS_AUTOSIZE | BTNS_SHOWTEXT; b[0].iString = (INT_PTR)"&File";
    b[1].iBitmap = I_IMAGENONE; b[1].idCommand = 11; b[1].fsState = TBSTATE_ENABLED;
    b[1].fsStyle = BTNS_WHOLEDROPDOWN; b[1].iString = (INT_PTR)"&Edit";
    b[2].iBitmap = 6; b[2].fsStyle = BTNS_SEP;
    b[3].iBitmap = I_IMAGENONE; b[3].idCommand = 12; b[3].fsState = TBSTATE_ENABLED;
    b[3].fsStyle = BTNS_BUTTON; b[3].iString = (INT_PTR)"He&lp";
    SendMessageA(tb, TB_ADDBUTTONSA, 4, (LPARAM)b);

    printf("hot item %ld\n", (long)SendMessageA(tb, TB_GETHOTITEM, 0, 0));
    res = SendMessageA(tb, TB_SETHOTITEM, 1, 0);
    printf("TB_SETHOTITEM 1 -> %ld, now %ld\n", (long)res, (long)SendMessageA(tb, TB_GETHOTITEM, 0, 0));
    res = SendMessageA(tb, TB_SETHOTITEM, -1, 0);
    printf("TB_SETHOTITEM -1 -> %ld, now %ld\n", (long)res, (long)SendMessageA(tb, TB_GETHOTITEM, 0, 0));
    printf("anchor %ld -> %ld\n", (long)SendMessageA(tb, TB_SETANCHORHIGHLIGHT, TRUE, 0),
           (long)SendMessageA(tb, TB_GETANCHORHIGHLIGHT, 0, 0));

    res = SendMessageA(tb, TB_MAPACCELERATORA, 'e', (LPARAM)&id);
    printf("TB_MAPACCELERATOR e -> %ld id %u\n", (long)res, id);
    id = 0;
    res = SendMessageA(tb, TB_MAPACCELERATORA, 'L', (LPARAM)&id);
    printf("TB_MAPACCELERATOR L -> %ld id %u\n", (long)res, id);
    res = SendMessageA(tb, TB_MAPACCELERATORA, 'x', (LPARAM)&id);
    printf("TB_MAPACCELERATOR x -> %ld\n", (long)res);

    memset(&bi, 0, sizeof bi);
    bi.cbSize = sizeof bi;
    bi.dwMask = TBIF_TEXT | TBIF_STYLE | TBIF_STATE | TBIF_COMMAND | TBIF_IMAGE | TBIF_LPARAM;
    bi.pszText = text; bi.cchText = sizeof text;
    res = SendMessageA(tb, TB_GETBUTTONINFOA, 11, (LPARAM)&bi);
    printf("TB_GETBUTTONINFO 11 -> %ld text '%s' style %#x state %#x cmd %d image %d\n",
           (long)res, text, bi.fsStyle, bi.fsState, bi.idCommand, bi.iImage);
    bi.dwMask = TBIF_TEXT | TBIF_BYINDEX;
    bi.pszText = (char *)"&View";
    printf("TB_SETBUTTONINFO by index 3 -> %ld\n", (long)SendMessageA(tb, TB_SETBUTTONINFOA, 3, (LPARAM)&bi));
    bi.pszText = text; bi.cchText = sizeof text;
    bi.dwMask = TBIF_TEXT;
    SendMessageA(tb, TB_GETBUTTONINFOA, 12, (LPARAM)&bi);
    printf("text now '%s'\n", text);
    bi.cbSize = sizeof bi - 1;
    printf("wrong cbSize -> %ld\n", (long)SendMessageA(tb, TB_GETBUTTONINFOA, 12, (LPARAM)&bi));

    SendMessageA(tb, TB_GETITEMRECT, 1, (LPARAM)&r);
    pt.x = (r.left + r.right) / 2; pt.y = (r.top + r.bottom) / 2;
    printf("TB_HITTEST on button 1 -> %ld\n", (long)SendMessageA(tb, TB_HITTEST, 0, (LPARAM)&pt));
    SendMessageA(tb, TB_GETITEMRECT, 2, (LPARAM)&r);
    pt.x = r.left + 1;
    printf("TB_HITTEST on the separator -> %ld\n", (long)SendMessageA(tb, TB_HITTEST, 0, (LPARAM)&pt));
    pt.x = 390;
    printf("TB_HITTEST past the buttons -> %ld\n", (long)SendMessageA(tb, TB_HITTEST, 0, (LPARAM)&pt));

    /* a click on each drop-down button, then on the plain one */
    SendMessageA(tb, TB_SETANCHORHIGHLIGHT, FALSE, 0);
    SendMessageA(tb, TB_GETITEMRECT, 0, (LPARAM)&r);
    SendMessageA(tb, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(r.left + 2, r.top + 2));
    SendMessageA(tb, WM_LBUTTONUP, 0, MAKELPARAM(r.left + 2, r.top + 2));
    printf("state 10 after its drop-down %#lx\n", (long)SendMessageA(tb, TB_GETSTATE, 10, 0));
    SendMessageA(tb, TB_GETITEMRECT, 1, (LPARAM)&r);
    SendMessageA(tb, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(r.left + 2, r.top + 2));
    SendMessageA(tb, WM_LBUTTONUP, 0, MAKELPARAM(r.left + 2, r.top + 2));
    SendMessageA(tb, TB_GETITEMRECT, 3, (LPARAM)&r);
    SendMessageA(tb, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(r.left + 2, r.top + 2));
    SendMessageA(tb, WM_LBUTTONUP, 0, MAKELPARAM(r.left + 2, r.top + 2));

    printf("draw text flags %#lx\n", (long)SendMessageA(tb, TB_SETDRAWTEXTFLAGS, DT_CENTER, DT_CENTER));
    printf("padding %#lx\n", (long)SendMessageA(tb, TB_GETPADDING, 0, 0));
    printf("TB_MOVEBUTTON 3 to 0 -> %ld, first id %ld\n",
           (long)SendMessageA(tb, TB_MOVEBUTTON, 3, 0),
           (long)(SendMessageA(tb, TB_GETBUTTON, 0, (LPARAM)&b[0]), b[0].idCommand));

    /* pixels read back in-process: the drop-down arrow's part and the hot button's edge */
    {
        RECT before, after, hot, cold;
        HDC dc;
        int x, y, n = 0;
        COLORREF tl, br, ctl;
        int k10 = (int)SendMessageA(tb, TB_COMMANDTOINDEX, 10, 0);
        int k12 = (int)SendMessageA(tb, TB_COMMANDTOINDEX, 12, 0);
        ShowWindow(main, SW_SHOW);
        SendMessageA(tb, TB_GETITEMRECT, k10, (LPARAM)&before);
        SendMessageA(tb, TB_SETEXTENDEDSTYLE, 0, TBSTYLE_EX_DRAWDDARROWS);
        SendMessageA(tb, TB_GETITEMRECT, k10, (LPARAM)&after);
        printf("arrow part adds %ld\n", (after.right - after.left) - (before.right - before.left));
        SendMessageA(tb, TB_SETHOTITEM, k12, 0);
        SendMessageA(tb, TB_GETITEMRECT, k12, (LPARAM)&hot);
        SendMessageA(tb, TB_GETITEMRECT, k10, (LPARAM)&cold);
        RedrawWindow(tb, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
        dc = GetDC(tb);
        for (y = after.top; y < after.bottom; y++)
            for (x = after.right - 11; x < after.right; x++) {
                COLORREF c = GetPixel(dc, x, y);
                if (GetRValue(c) + GetGValue(c) + GetBValue(c) < 3 * 100)
                    n++;
            }
        tl = GetPixel(dc, hot.left, hot.top);
        br = GetPixel(dc, hot.right - 1, hot.bottom - 1);
        ctl = GetPixel(dc, cold.left, cold.top + 1);
        ReleaseDC(tb, dc);
        printf("arrow pixels %s\n", n >= 5 ? "drawn" : "missing");
        printf("hot edge: %s, other button %s\n",
               GetRValue(tl) + GetGValue(tl) + GetBValue(tl) >
               GetRValue(br) + GetGValue(br) + GetBValue(br) ? "raised" : "not raised",
               ctl == tl ? "edged too" : "flat");
    }

    /* BUTTON's Vista styles without a comctl32 6 manifest: user32's button */
    btn = CreateWindowExA(0, "BUTTON", "Split", WS_CHILD | WS_VISIBLE | 0xC, 10, 60, 100, 24,
                          main, (HMENU)2, NULL, NULL);
    printf("BS_SPLITBUTTON window %s, style %#lx\n", btn ? "made" : "refused",
           (long)(GetWindowLongA(btn, GWL_STYLE) & 0xF));
    printf("BCM_GETNOTELENGTH -> %ld\n", (long)SendMessageA(btn, BCM_GETNOTELENGTH, 0, 0));
    btn = CreateWindowExA(0, "BUTTON", "Link", WS_CHILD | WS_VISIBLE | 0xE, 10, 90, 100, 40,
                          main, (HMENU)3, NULL, NULL);
    printf("BS_COMMANDLINK window %s\n", btn ? "made" : "refused");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
