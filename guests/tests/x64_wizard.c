/* x64_wizard.c - a two-page wizard (PropertySheet with PSH_WIZARD, pages from in-memory
 * dialog templates), the shape of the setup programs users bring (issue 22): built for
 * x86-64 and i686 from this one source, and test/machine/test_x64_wizard.py checks that
 * the two builds show the same screens page by page. The first page asks for Next only;
 * the second for Back and Finish. When the sheet ends the program exits with
 * PropertySheet's result plus 10 times the page the user last saw (1 or 2).
 */
#include <windows.h>
#include <commctrl.h>

static int g_last_page;

/* A DLGTEMPLATE with one static control, in a buffer aligned as the format asks. */
static LPCDLGTEMPLATEW page_template(WORD *buf, const WCHAR *text)
{
    DLGTEMPLATE *t = (DLGTEMPLATE *)buf;
    DLGITEMTEMPLATE *it;
    WORD *p;
    t->style = WS_CHILD | DS_CONTROL | DS_SETFONT;
    t->dwExtendedStyle = 0;
    t->cdit = 1;
    t->x = t->y = 0;
    t->cx = 200;
    t->cy = 100;
    p = (WORD *)(t + 1);
    *p++ = 0;                           /* no menu */
    *p++ = 0;                           /* the dialog class */
    *p++ = 0;                           /* no title */
    *p++ = 8;                           /* font size, then its name */
    lstrcpyW((WCHAR *)p, L"MS Shell Dlg");
    p += lstrlenW(L"MS Shell Dlg") + 1;
    p = (WORD *)(((ULONG_PTR)p + 3) & ~(ULONG_PTR)3);
    it = (DLGITEMTEMPLATE *)p;
    it->style = WS_CHILD | WS_VISIBLE | SS_LEFT;
    it->dwExtendedStyle = 0;
    it->x = 10;
    it->y = 10;
    it->cx = 180;
    it->cy = 20;
    it->id = 100;
    p = (WORD *)(it + 1);
    *p++ = 0xFFFF;
    *p++ = 0x0082;                      /* STATIC */
    lstrcpyW((WCHAR *)p, text);
    p += lstrlenW(text) + 1;
    *p++ = 0;                           /* no creation data */
    return (LPCDLGTEMPLATEW)t;
}

static INT_PTR CALLBACK page_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_INITDIALOG) {
        SetWindowLongPtrW(hwnd, GWLP_USERDATA, ((PROPSHEETPAGEW *)lp)->lParam);
        return TRUE;
    }
    if (msg == WM_NOTIFY && ((NMHDR *)lp)->code == (UINT)PSN_SETACTIVE) {
        int page = (int)GetWindowLongPtrW(hwnd, GWLP_USERDATA);
        g_last_page = page;
        PropSheet_SetWizButtons(GetParent(hwnd),
                                page == 1 ? PSWIZB_NEXT : PSWIZB_BACK | PSWIZB_FINISH);
        SetWindowLongPtrW(hwnd, DWLP_MSGRESULT, 0);
        return TRUE;
    }
    return FALSE;
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    static WORD buf1[256] __attribute__((aligned(4))), buf2[256] __attribute__((aligned(4)));
    PROPSHEETPAGEW pages[2];
    PROPSHEETHEADERW head;
    INT_PTR r;
    int i;
    /* No InitCommonControls: PropertySheet registers what it uses (as the setup programs
     * that call it without one rely on). */
    memset(pages, 0, sizeof pages);
    for (i = 0; i < 2; i++) {
        pages[i].dwSize = sizeof pages[i];
        pages[i].dwFlags = PSP_DLGINDIRECT | PSP_USETITLE;
        pages[i].hInstance = inst;
        pages[i].pfnDlgProc = page_proc;
        pages[i].lParam = i + 1;
        pages[i].pszTitle = i ? L"Second" : L"First";
    }
    pages[0].pResource = page_template(buf1, L"Welcome: press Next.");
    pages[1].pResource = page_template(buf2, L"Ready: press Finish.");
    memset(&head, 0, sizeof head);
    head.dwSize = sizeof head;
    head.dwFlags = PSH_WIZARD | PSH_PROPSHEETPAGE;
    head.hInstance = inst;
    head.pszCaption = L"Setup";
    head.nPages = 2;
    head.ppsp = pages;
    r = PropertySheetW(&head);
    return (int)r + 10 * g_last_page;
}
