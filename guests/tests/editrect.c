/* An edit control's formatting rectangle, margins and answers, as Wine's conformance tests
   (user32 and comctl32 edit.c, issue 23) check them against Windows: the rectangle's
   insets for a client edge and for the flat WS_BORDER the control draws itself (the
   window loses that style; a dialog template's WS_BORDER becomes a client edge instead),
   one line at the top for a single-line control, whole lines for a multi-line one;
   EM_SETMARGINS / EM_GETMARGINS; EM_SETRECT (multi-line only); the notifications of an
   owned popup edit going to its owner; EM_REPLACESEL's EN_MAXTEXT; EM_POSFROMCHAR past
   the text; EM_SETLIMITTEXT 0; EM_SCROLL's answer; line breaks a single line keeps.
   Positions are printed relative to the font's height so they hold for any font. */
#include <windows.h>
#include <stdio.h>

static int changes, updates, maxtexts;
static HWND owner;

static LRESULT CALLBACK owner_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_COMMAND) {
        switch (HIWORD(wp)) {
        case EN_CHANGE: changes++; break;
        case EN_UPDATE: updates++; break;
        case EN_MAXTEXT: maxtexts++; break;
        }
    }
    return DefWindowProcA(h, msg, wp, lp);
}

static void set_client_height(HWND e, int h)
{
    RECT c, w;
    GetClientRect(e, &c);
    GetWindowRect(e, &w);
    SetWindowPos(e, NULL, 0, 0, w.right - w.left, (w.bottom - w.top) - c.bottom + h,
                 SWP_NOMOVE | SWP_NOZORDER | SWP_NOACTIVATE);
}

static void rect_at(const char *name, HWND e, int lh, int h)
{
    RECT r;
    DWORD m;
    set_client_height(e, h);
    SendMessageA(e, EM_GETRECT, 0, (LPARAM)&r);
    m = SendMessageA(e, EM_GETMARGINS, 0, 0);
    printf("%s client lh%+d: top %ld height lh%+ld left %ld\n", name, h - lh, r.top,
           (r.bottom - r.top) - lh, r.left - (long)LOWORD(m));
}

static void rects(const char *name, DWORD style, DWORD exstyle, int lh)
{
    HWND e = CreateWindowExA(exstyle, "EDIT", "", style | WS_CHILD | WS_VISIBLE,
                             0, 0, 100, 100, owner, NULL, NULL, NULL);
    static const int heights[] = {-1, 0, 1, 2, 3, 4, 5, 17};
    int i;
    SendMessageA(e, WM_SETFONT, (WPARAM)GetStockObject(SYSTEM_FONT), FALSE);
    printf("%s style WS_BORDER %d\n", name, (GetWindowLongA(e, GWL_STYLE) & WS_BORDER) != 0);
    for (i = 0; i < 8; i++)
        rect_at(name, e, lh, lh + heights[i] + ((style & ES_MULTILINE) && heights[i] == 17 ? lh : 0));
    DestroyWindow(e);
}

static void notes(const char *what)
{
    printf("%s: change %d update %d maxtext %d\n", what, changes, updates, maxtexts);
    changes = updates = maxtexts = 0;
}

static void dialog_border(void)
{
    /* DLGTEMPLATE, no menu, class, title; one DLGITEMTEMPLATE: an EDIT (0x0081) with
       WS_BORDER */
    WORD buf[64], *p = buf;
    DLGTEMPLATE *t = (DLGTEMPLATE *)buf;
    DLGITEMTEMPLATE *it;
    HWND dlg, e;
    memset(buf, 0, sizeof(buf));
    t->style = WS_POPUP;
    t->cdit = 1;
    t->cx = 100;
    t->cy = 50;
    p = (WORD *)(t + 1);
    *p++ = 0; *p++ = 0; *p++ = 0;            /* menu, class, title */
    p = (WORD *)(((ULONG_PTR)p + 3) & ~(ULONG_PTR)3);
    it = (DLGITEMTEMPLATE *)p;
    it->style = WS_CHILD | WS_VISIBLE | WS_BORDER | ES_AUTOHSCROLL;
    it->x = 5; it->y = 5; it->cx = 50; it->cy = 12; it->id = 100;
    p = (WORD *)(it + 1);
    *p++ = 0xFFFF; *p++ = 0x0081; *p++ = 0; *p++ = 0;
    dlg = CreateDialogIndirectParamA(NULL, t, NULL, NULL, 0);
    e = GetDlgItem(dlg, 100);
    printf("dialog edit: WS_BORDER %d client edge %d\n",
           (GetWindowLongA(e, GWL_STYLE) & WS_BORDER) != 0,
           (GetWindowLongA(e, GWL_EXSTYLE) & WS_EX_CLIENTEDGE) != 0);
    DestroyWindow(dlg);
}

int main(void)
{
    WNDCLASSA wc = {0};
    TEXTMETRICA tm;
    HDC dc;
    HWND e, p;
    RECT r, w;
    DWORD m;
    int lh;
    LRESULT ret;
    setvbuf(stdout, NULL, _IONBF, 0);

    wc.lpfnWndProc = owner_proc;
    wc.lpszClassName = "editrect_owner";
    RegisterClassA(&wc);
    owner = CreateWindowA("editrect_owner", "owner", WS_OVERLAPPEDWINDOW, 0, 0, 300, 300,
                          NULL, NULL, NULL, NULL);
    dc = GetDC(NULL);
    SelectObject(dc, GetStockObject(SYSTEM_FONT));
    GetTextMetricsA(dc, &tm);
    ReleaseDC(NULL, dc);
    lh = tm.tmHeight;

    rects("single plain", ES_AUTOHSCROLL, 0, lh);
    rects("single border", ES_AUTOHSCROLL | WS_BORDER, 0, lh);
    rects("single edge", ES_AUTOHSCROLL, WS_EX_CLIENTEDGE, lh);
    rects("single both", ES_AUTOHSCROLL | WS_BORDER, WS_EX_CLIENTEDGE, lh);
    rects("multi plain", ES_MULTILINE | ES_AUTOHSCROLL | ES_AUTOVSCROLL, 0, lh);
    rects("multi border", ES_MULTILINE | ES_AUTOHSCROLL | ES_AUTOVSCROLL | WS_BORDER, 0, lh);
    rects("multi edge", ES_MULTILINE | ES_AUTOHSCROLL | ES_AUTOVSCROLL, WS_EX_CLIENTEDGE, lh);

    /* a flat border keeps the client area the whole window */
    e = CreateWindowExA(0, "EDIT", "", WS_CHILD | WS_BORDER, 0, 0, 40, 30, owner, NULL, NULL, NULL);
    GetClientRect(e, &r);
    GetWindowRect(e, &w);
    printf("flat border: client %ldx%ld window %ldx%ld\n", r.right, r.bottom,
           w.right - w.left, w.bottom - w.top);
    DestroyWindow(e);
    dialog_border();

    /* margins */
    e = CreateWindowExA(0, "EDIT", "", WS_POPUP | WS_BORDER | ES_AUTOHSCROLL, 0, 0, 200, 40,
                        NULL, NULL, NULL, NULL);
    printf("margins at start %08lx\n", (unsigned long)SendMessageA(e, EM_GETMARGINS, 0, 0));
    SendMessageA(e, EM_SETMARGINS, EC_LEFTMARGIN, MAKELONG(10, 0));
    printf("left 10: %08lx\n", (unsigned long)SendMessageA(e, EM_GETMARGINS, 0, 0));
    SendMessageA(e, EM_SETMARGINS, EC_RIGHTMARGIN, MAKELONG(0, 7));
    printf("right 7: %08lx\n", (unsigned long)SendMessageA(e, EM_GETMARGINS, 0, 0));
    SendMessageA(e, EM_SETMARGINS, EC_LEFTMARGIN | EC_RIGHTMARGIN, MAKELONG(5, 5));
    SendMessageA(e, EM_GETRECT, 0, (LPARAM)&r);
    SendMessageA(e, EM_SETMARGINS, EC_LEFTMARGIN | EC_RIGHTMARGIN, MAKELONG(15, 20));
    SendMessageA(e, EM_GETRECT, 0, (LPARAM)&w);
    printf("margins 5,5 -> 15,20: left %+ld right %+ld top %+ld bottom %+ld\n",
           w.left - r.left, w.right - r.right, w.top - r.top, w.bottom - r.bottom);
    /* EM_SETRECT is for multi-line controls only */
    SetRect(&r, 1, 1, 99, 99);
    SendMessageA(e, EM_SETRECT, 0, (LPARAM)&r);
    SendMessageA(e, EM_GETRECT, 0, (LPARAM)&r);
    printf("single-line EM_SETRECT ignored: %d\n", EqualRect(&r, &w));
    /* the raster SYSTEM_FONT brings no margins */
    SendMessageA(e, WM_SETFONT, (WPARAM)GetStockObject(SYSTEM_FONT), FALSE);
    m = SendMessageA(e, EM_GETMARGINS, 0, 0);
    printf("after WM_SETFONT(SYSTEM_FONT) %08lx\n", (unsigned long)m);
    /* answers */
    ret = SendMessageA(e, WM_SETTEXT, 0, (LPARAM)"ab\r\ncd");
    printf("single line keeps breaks: %ld, length %ld\n", (long)ret,
           (long)SendMessageA(e, WM_GETTEXTLENGTH, 0, 0));
    printf("EM_POSFROMCHAR 5 %ld 6 %ld\n", (long)(SendMessageA(e, EM_POSFROMCHAR, 5, 0) != -1),
           (long)SendMessageA(e, EM_POSFROMCHAR, 6, 0));
    printf("EM_SETSEL %ld WM_CHAR %ld\n", (long)SendMessageA(e, EM_SETSEL, 0, 0),
           (long)SendMessageA(e, WM_CHAR, 'x', 1));
    SendMessageA(e, EM_SETLIMITTEXT, 0, 0);
    printf("single limit 0 -> %lx\n", (unsigned long)SendMessageA(e, EM_GETLIMITTEXT, 0, 0));
    DestroyWindow(e);

    e = CreateWindowExA(0, "EDIT", "", WS_POPUP | ES_MULTILINE, 0, 0, 200, 100, NULL, NULL, NULL, NULL);
    SetRect(&r, 3, 4, 90, 80);
    SendMessageA(e, EM_SETRECTNP, 0, (LPARAM)&r);
    SendMessageA(e, EM_GETRECT, 0, (LPARAM)&r);
    printf("multi EM_SETRECTNP: %ld,%ld,%ld\n", r.left, r.top, r.right);
    SendMessageA(e, WM_SIZE, SIZE_RESTORED, 0);
    SendMessageA(e, EM_GETRECT, 0, (LPARAM)&r);
    printf("after WM_SIZE: %ld,%ld,%ld\n", r.left, r.top, r.right);
    SendMessageA(e, EM_SETLIMITTEXT, 0, 0);
    printf("multi limit 0 -> %lx\n", (unsigned long)SendMessageA(e, EM_GETLIMITTEXT, 0, 0));
    SendMessageA(e, WM_SETTEXT, 0, (LPARAM)"a");
    printf("EM_SCROLL nothing to scroll: %lx %lx\n",
           (unsigned long)SendMessageA(e, EM_SCROLL, SB_PAGEDOWN, 0),
           (unsigned long)SendMessageA(e, EM_SCROLL, SB_LINEDOWN, 0));
    DestroyWindow(e);

    /* an owned popup edit tells its owner */
    p = CreateWindowExA(0, "EDIT", NULL, ES_AUTOHSCROLL, 10, 10, 50, 50, owner, NULL, NULL, NULL);
    SendMessageA(p, EM_REPLACESEL, 0, (LPARAM)"a");
    notes("popup EM_REPLACESEL");
    SendMessageA(p, EM_SETLIMITTEXT, 5, 0);
    SendMessageA(p, WM_SETTEXT, 0, (LPARAM)"");
    notes("popup WM_SETTEXT");
    SendMessageA(p, EM_REPLACESEL, 0, (LPARAM)"this is long");
    printf("limited length %ld\n", (long)SendMessageA(p, WM_GETTEXTLENGTH, 0, 0));
    notes("popup past the limit");
    DestroyWindow(p);
    p = CreateWindowExA(0, "EDIT", NULL, ES_MULTILINE | ES_AUTOHSCROLL, 10, 10, 50, 50, owner,
                        NULL, NULL, NULL);
    SendMessageA(p, EM_REPLACESEL, 0, (LPARAM)"1\r\n2\r\n3\r\n4\r\n5\r\n6\r\n7\r\n8");
    printf("lines that do not fit: length %ld\n", (long)SendMessageA(p, WM_GETTEXTLENGTH, 0, 0));
    notes("multi without ES_AUTOVSCROLL");
    SendMessageA(p, WM_SETTEXT, 0, (LPARAM)"1\r\n2\r\n3\r\n4\r\n5\r\n6\r\n7\r\n8");
    printf("WM_SETTEXT takes them: length %ld\n", (long)SendMessageA(p, WM_GETTEXTLENGTH, 0, 0));
    notes("multi WM_SETTEXT");
    DestroyWindow(p);

    DestroyWindow(owner);
    printf("done\n");
    return 0;
}
