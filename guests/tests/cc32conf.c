/* cc32conf: the COMCTL32 families of the conformance round (issue 23), one line per check:
 * the up-down control, the trackbar, the tooltip control and the dynamic arrays (DPA and
 * DSA, by their ordinals). test/win32/controls/test_comctl32_conformance.py compares the
 * lines with what the same program prints under Wine 8. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND parent;

static void line(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

/* -- up-down ------------------------------------------------------------------------- */
static int deltas;
static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY && ((NMHDR *)l)->code == UDN_DELTAPOS)
    {
        NMUPDOWN *nm = (NMUPDOWN *)l;
        line("UDN_DELTAPOS pos=%d delta=%d", nm->iPos, nm->iDelta);
        deltas++;
        return 0;
    }
    if (m == WM_VSCROLL || m == WM_HSCROLL)
    {
        line("%s code=%d pos=%d", m == WM_VSCROLL ? "WM_VSCROLL" : "WM_HSCROLL",
             LOWORD(w), (short)HIWORD(w));
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void updown(void)
{
    HWND edit, ud;
    RECT r;
    char text[32];
    UDACCEL acc[3];
    int low, high, err, n;
    LRESULT res;

    edit = CreateWindowExA(0, "EDIT", "", WS_CHILD | WS_VISIBLE | WS_BORDER,
                           10, 10, 100, 24, parent, (HMENU)10, NULL, NULL);
    ud = CreateWindowExA(0, UPDOWN_CLASSA, NULL, WS_CHILD | WS_VISIBLE | UDS_ALIGNRIGHT |
                         UDS_SETBUDDYINT | UDS_ARROWKEYS, 0, 0, 0, 0, parent, (HMENU)11,
                         NULL, NULL);
    line("ud created=%d", ud != NULL);
    res = SendMessageA(ud, UDM_GETRANGE, 0, 0);
    line("ud default range max=%d min=%d", (short)LOWORD(res), (short)HIWORD(res));
    res = SendMessageA(ud, UDM_GETBASE, 0, 0);
    line("ud default base=%ld", (long)res);
    memset(acc, 0, sizeof(acc));
    n = SendMessageA(ud, UDM_GETACCEL, 3, (LPARAM)acc);
    line("ud accel n=%d %u:%u %u:%u %u:%u", n, acc[0].nSec, acc[0].nInc, acc[1].nSec,
         acc[1].nInc, acc[2].nSec, acc[2].nInc);
    res = SendMessageA(ud, UDM_SETBUDDY, (WPARAM)edit, 0);
    line("ud setbuddy old=%d", res != 0);
    GetWindowRect(edit, &r);
    MapWindowPoints(NULL, parent, (POINT *)&r, 2);
    line("edit after buddy: %ld,%ld %ldx%ld", r.left, r.top, r.right - r.left,
         r.bottom - r.top);
    GetWindowRect(ud, &r);
    MapWindowPoints(NULL, parent, (POINT *)&r, 2);
    line("ud after buddy: left=%ld top=%ld w=%ld h=%ld", r.left, r.top, r.right - r.left,
         r.bottom - r.top);
    acc[0].nSec = 0;
    acc[0].nInc = 2;
    acc[1].nSec = 1;
    acc[1].nInc = 7;
    res = SendMessageA(ud, UDM_SETACCEL, 2, (LPARAM)acc);
    memset(acc, 0, sizeof(acc));
    n = SendMessageA(ud, UDM_GETACCEL, 1, (LPARAM)acc);
    line("ud setaccel=%ld getaccel n=%d %u:%u %u:%u", (long)res, n, acc[0].nSec, acc[0].nInc,
         acc[1].nSec, acc[1].nInc);
    acc[0].nInc = 1;
    SendMessageA(ud, UDM_SETACCEL, 1, (LPARAM)acc);
    SendMessageA(ud, UDM_SETRANGE, 0, MAKELONG(50, 0));
    res = SendMessageA(ud, UDM_SETPOS, 0, MAKELONG(1234, 0));
    line("ud setpos(1234) old=%ld", (long)res);
    res = SendMessageA(ud, UDM_GETPOS, 0, 0);
    line("ud getpos pos=%d err=%d", LOWORD(res), HIWORD(res));
    GetWindowTextA(edit, text, sizeof(text));
    line("edit text=\"%s\"", text);
    SetWindowTextA(edit, "17");
    res = SendMessageA(ud, UDM_GETPOS, 0, 0);
    line("ud getpos after text 17 pos=%d err=%d", LOWORD(res), HIWORD(res));
    SetWindowTextA(edit, "x9");
    res = SendMessageA(ud, UDM_GETPOS, 0, 0);
    line("ud getpos after text x9 pos=%d err=%d", LOWORD(res), HIWORD(res));
    SendMessageA(ud, UDM_SETRANGE32, -1000, 100000);
    SendMessageA(ud, UDM_GETRANGE32, (WPARAM)&low, (LPARAM)&high);
    line("ud range32 %d..%d", low, high);
    res = SendMessageA(ud, UDM_SETPOS32, 0, 5000);
    GetWindowTextA(edit, text, sizeof(text));
    line("ud setpos32(5000) old=%ld text=\"%s\"", (long)res, text);
    res = SendMessageA(ud, UDM_GETPOS32, 0, (LPARAM)&err);
    line("ud getpos32=%ld err=%d", (long)res, err);
    res = SendMessageA(ud, UDM_SETPOS32, 0, 200000);
    res = SendMessageA(ud, UDM_GETPOS32, 0, (LPARAM)&err);
    line("ud clamped getpos32=%ld err=%d", (long)res, err);
    res = SendMessageA(ud, UDM_SETBASE, 16, 0);
    GetWindowTextA(edit, text, sizeof(text));
    line("ud setbase(16) old=%ld text=\"%s\"", (long)res, text);
    res = SendMessageA(ud, UDM_SETBASE, 7, 0);
    line("ud setbase(7)=%ld base=%ld", (long)res, (long)SendMessageA(ud, UDM_GETBASE, 0, 0));
    SendMessageA(ud, UDM_SETBASE, 10, 0);
    SendMessageA(ud, UDM_SETRANGE32, 0, 10);
    SendMessageA(ud, UDM_SETPOS32, 0, 3);
    SendMessageA(edit, WM_KEYDOWN, VK_UP, 0);
    res = SendMessageA(ud, UDM_GETPOS32, 0, (LPARAM)&err);
    line("ud after VK_UP on buddy pos=%ld", (long)res);
    GetClientRect(ud, &r);
    SendMessageA(ud, WM_LBUTTONDOWN, 0, MAKELPARAM(r.right / 2, r.bottom * 3 / 4));
    SendMessageA(ud, WM_LBUTTONUP, 0, MAKELPARAM(r.right / 2, r.bottom * 3 / 4));
    res = SendMessageA(ud, UDM_GETPOS32, 0, (LPARAM)&err);
    line("ud after click on down arrow pos=%ld", (long)res);
    DestroyWindow(ud);

    ud = CreateUpDownControl(WS_CHILD | WS_VISIBLE, 0, 0, 20, 20, parent, 12, NULL, NULL,
                             20, 5, 9);
    res = SendMessageA(ud, UDM_GETRANGE, 0, 0);
    line("CreateUpDownControl range max=%d min=%d pos=%d", (short)LOWORD(res),
         (short)HIWORD(res), LOWORD(SendMessageA(ud, UDM_GETPOS, 0, 0)));
    DestroyWindow(ud);
    DestroyWindow(edit);
}

/* -- trackbar ------------------------------------------------------------------------ */
static void trackbar(void)
{
    HWND tb, b1;
    DWORD *tics;
    RECT r;
    LRESULT res;

    tb = CreateWindowExA(0, TRACKBAR_CLASSA, "", WS_CHILD | WS_VISIBLE | TBS_AUTOTICKS |
                         TBS_ENABLESELRANGE, 10, 60, 200, 40, parent, (HMENU)20, NULL, NULL);
    line("tb created=%d", tb != NULL);
    line("tb defaults min=%ld max=%ld pos=%ld line=%ld page=%ld tics=%ld",
         (long)SendMessageA(tb, TBM_GETRANGEMIN, 0, 0),
         (long)SendMessageA(tb, TBM_GETRANGEMAX, 0, 0),
         (long)SendMessageA(tb, TBM_GETPOS, 0, 0),
         (long)SendMessageA(tb, TBM_GETLINESIZE, 0, 0),
         (long)SendMessageA(tb, TBM_GETPAGESIZE, 0, 0),
         (long)SendMessageA(tb, TBM_GETNUMTICS, 0, 0));
    SendMessageA(tb, TBM_SETRANGE, TRUE, MAKELONG(0, 10));
    line("tb range 0..10 tics=%ld page=%ld", (long)SendMessageA(tb, TBM_GETNUMTICS, 0, 0),
         (long)SendMessageA(tb, TBM_GETPAGESIZE, 0, 0));
    SendMessageA(tb, TBM_SETTICFREQ, 3, 0);
    tics = (DWORD *)SendMessageA(tb, TBM_GETPTICS, 0, 0);
    line("tb freq 3 tics=%ld first=%lu second=%lu tic(2)=%ld tic(9)=%ld",
         (long)SendMessageA(tb, TBM_GETNUMTICS, 0, 0), tics ? tics[0] : 0,
         tics ? tics[1] : 0, (long)SendMessageA(tb, TBM_GETTIC, 2, 0),
         (long)SendMessageA(tb, TBM_GETTIC, 9, 0));
    line("tb settic 11=%ld 4=%ld", (long)SendMessageA(tb, TBM_SETTIC, 0, 11),
         (long)SendMessageA(tb, TBM_SETTIC, 0, 4));
    SendMessageA(tb, TBM_SETPOS, TRUE, 42);
    line("tb setpos 42 -> %ld", (long)SendMessageA(tb, TBM_GETPOS, 0, 0));
    SendMessageA(tb, TBM_SETPOS, TRUE, 4);
    SendMessageA(tb, TBM_SETRANGEMIN, TRUE, 6);
    line("tb rangemin 6 pos=%ld", (long)SendMessageA(tb, TBM_GETPOS, 0, 0));
    SendMessageA(tb, TBM_SETSEL, TRUE, MAKELONG(2, 20));
    line("tb sel %ld..%ld", (long)SendMessageA(tb, TBM_GETSELSTART, 0, 0),
         (long)SendMessageA(tb, TBM_GETSELEND, 0, 0));
    SendMessageA(tb, TBM_SETSELSTART, TRUE, 30);
    SendMessageA(tb, TBM_SETSELEND, TRUE, 1);
    line("tb selstart 30 selend 1 -> %ld..%ld", (long)SendMessageA(tb, TBM_GETSELSTART, 0, 0),
         (long)SendMessageA(tb, TBM_GETSELEND, 0, 0));
    res = SendMessageA(tb, TBM_SETPAGESIZE, 0, 3);
    line("tb setpagesize 3 old=%ld", (long)res);
    res = SendMessageA(tb, TBM_SETPAGESIZE, 0, -1);
    line("tb setpagesize -1 old=%ld now=%ld", (long)res,
         (long)SendMessageA(tb, TBM_GETPAGESIZE, 0, 0));
    res = SendMessageA(tb, TBM_SETLINESIZE, 0, 2);
    line("tb setlinesize 2 old=%ld", (long)res);
    SendMessageA(tb, TBM_SETTHUMBLENGTH, 30, 0);
    line("tb thumblength without FIXEDLENGTH=%d",
         SendMessageA(tb, TBM_GETTHUMBLENGTH, 0, 0) == 30);
    SendMessageA(tb, TBM_SETPOS, TRUE, 6);
    SendMessageA(tb, WM_KEYDOWN, VK_RIGHT, 0);
    line("tb after VK_RIGHT pos=%ld", (long)SendMessageA(tb, TBM_GETPOS, 0, 0));
    SendMessageA(tb, WM_KEYDOWN, VK_NEXT, 0);
    line("tb after VK_NEXT pos=%ld", (long)SendMessageA(tb, TBM_GETPOS, 0, 0));
    SendMessageA(tb, WM_KEYDOWN, VK_END, 0);
    line("tb after VK_END pos=%ld", (long)SendMessageA(tb, TBM_GETPOS, 0, 0));
    SendMessageA(tb, WM_KEYUP, VK_END, 0);
    b1 = CreateWindowExA(0, "STATIC", "L", WS_CHILD, 0, 0, 10, 10, parent, NULL, NULL, NULL);
    res = SendMessageA(tb, TBM_SETBUDDY, TRUE, (LPARAM)b1);
    line("tb setbuddy old=%d get=%d other=%d", res != 0,
         SendMessageA(tb, TBM_GETBUDDY, TRUE, 0) == (LRESULT)b1,
         SendMessageA(tb, TBM_GETBUDDY, FALSE, 0) != 0);
    res = SendMessageA(tb, TBM_SETTIPSIDE, TBTS_BOTTOM, 0);
    line("tb settipside old=%ld", (long)res);
    SendMessageA(tb, TBM_GETTHUMBRECT, 0, (LPARAM)&r);
    line("tb thumb nonempty=%d", r.right > r.left && r.bottom > r.top);
    SendMessageA(tb, TBM_CLEARTICS, TRUE, 0);
    line("tb cleartics tics=%ld", (long)SendMessageA(tb, TBM_GETNUMTICS, 0, 0));
    DestroyWindow(b1);
    DestroyWindow(tb);
}

/* -- tooltips ------------------------------------------------------------------------ */
static void tooltips(void)
{
    HWND tt;
    TTTOOLINFOA ti;
    char buf[128];
    RECT m;
    LRESULT res;

    tt = CreateWindowExA(WS_EX_TOPMOST, TOOLTIPS_CLASSA, NULL, TTS_ALWAYSTIP, 0, 0, 0, 0,
                         parent, NULL, NULL, NULL);
    line("tt created=%d popup=%d", tt != NULL,
         (GetWindowLongA(tt, GWL_STYLE) & WS_POPUP) != 0);
    line("tt delays initial=%ld autopop=%ld reshow=%ld",
         (long)SendMessageA(tt, TTM_GETDELAYTIME, TTDT_INITIAL, 0),
         (long)SendMessageA(tt, TTM_GETDELAYTIME, TTDT_AUTOPOP, 0),
         (long)SendMessageA(tt, TTM_GETDELAYTIME, TTDT_RESHOW, 0));
    SendMessageA(tt, TTM_SETDELAYTIME, TTDT_AUTOMATIC, 100);
    line("tt automatic 100: initial=%ld autopop=%ld reshow=%ld",
         (long)SendMessageA(tt, TTM_GETDELAYTIME, TTDT_INITIAL, 0),
         (long)SendMessageA(tt, TTM_GETDELAYTIME, TTDT_AUTOPOP, 0),
         (long)SendMessageA(tt, TTM_GETDELAYTIME, TTDT_RESHOW, 0));
    memset(&ti, 0, sizeof(ti));
    ti.cbSize = TTTOOLINFOA_V2_SIZE;
    ti.hwnd = parent;
    ti.uId = 7;
    ti.lpszText = (LPSTR)"First tip";
    ti.lParam = 0x1234;
    SetRect(&ti.rect, 0, 0, 50, 50);
    line("tt addtool=%ld", (long)SendMessageA(tt, TTM_ADDTOOLA, 0, (LPARAM)&ti));
    ti.uId = 8;
    ti.lpszText = (LPSTR)"Second\ttab";
    SetRect(&ti.rect, 50, 0, 100, 50);
    line("tt addtool2=%ld count=%ld", (long)SendMessageA(tt, TTM_ADDTOOLA, 0, (LPARAM)&ti),
         (long)SendMessageA(tt, TTM_GETTOOLCOUNT, 0, 0));
    memset(buf, 0, sizeof(buf));
    ti.uId = 7;
    ti.lpszText = buf;
    SendMessageA(tt, TTM_GETTEXTA, sizeof(buf), (LPARAM)&ti);
    line("tt gettext 7=\"%s\"", buf);
    ti.uId = 8;
    SendMessageA(tt, TTM_GETTEXTA, sizeof(buf), (LPARAM)&ti);
    line("tt gettext 8=\"%s\"", buf);
    memset(&ti, 0, sizeof(ti));
    ti.cbSize = TTTOOLINFOA_V2_SIZE;
    ti.lpszText = buf;
    res = SendMessageA(tt, TTM_ENUMTOOLSA, 1, (LPARAM)&ti);
    line("tt enum 1=%ld id=%u rect=%ld,%ld,%ld,%ld lparam=%lx text=\"%s\"", (long)res,
         (unsigned)ti.uId, ti.rect.left, ti.rect.top, ti.rect.right, ti.rect.bottom,
         (long)ti.lParam, buf);
    line("tt enum 5=%ld", (long)SendMessageA(tt, TTM_ENUMTOOLSA, 5, (LPARAM)&ti));
    ti.hwnd = parent;
    ti.uId = 7;
    ti.lpszText = (LPSTR)"Changed";
    SendMessageA(tt, TTM_UPDATETIPTEXTA, 0, (LPARAM)&ti);
    ti.lpszText = buf;
    SendMessageA(tt, TTM_GETTEXTA, sizeof(buf), (LPARAM)&ti);
    line("tt updated text=\"%s\"", buf);
    SetRect(&ti.rect, 1, 2, 3, 4);
    SendMessageA(tt, TTM_NEWTOOLRECTA, 0, (LPARAM)&ti);
    res = SendMessageA(tt, TTM_GETTOOLINFOA, 0, (LPARAM)&ti);
    line("tt gettoolinfo=%ld rect=%ld,%ld,%ld,%ld", (long)res, ti.rect.left, ti.rect.top,
         ti.rect.right, ti.rect.bottom);
    SendMessageA(tt, TTM_DELTOOLA, 0, (LPARAM)&ti);
    line("tt after deltool count=%ld", (long)SendMessageA(tt, TTM_GETTOOLCOUNT, 0, 0));
    res = SendMessageA(tt, TTM_SETMAXTIPWIDTH, 0, 150);
    line("tt setmaxtipwidth old=%ld now=%ld", (long)res,
         (long)SendMessageA(tt, TTM_GETMAXTIPWIDTH, 0, 0));
    SetRect(&m, 1, 2, 3, 4);
    SendMessageA(tt, TTM_SETMARGIN, 0, (LPARAM)&m);
    SetRectEmpty(&m);
    SendMessageA(tt, TTM_GETMARGIN, 0, (LPARAM)&m);
    line("tt margin=%ld,%ld,%ld,%ld", m.left, m.top, m.right, m.bottom);
    SendMessageA(tt, TTM_SETTIPBKCOLOR, RGB(1, 2, 3), 0);
    SendMessageA(tt, TTM_SETTIPTEXTCOLOR, RGB(4, 5, 6), 0);
    line("tt colors bk=%06lx fg=%06lx", (long)SendMessageA(tt, TTM_GETTIPBKCOLOR, 0, 0),
         (long)SendMessageA(tt, TTM_GETTIPTEXTCOLOR, 0, 0));
    line("tt gettextlength=%ld", (long)SendMessageA(tt, WM_GETTEXTLENGTH, 0, 0));
    DestroyWindow(tt);
}

/* -- DPA / DSA ----------------------------------------------------------------------- */
typedef HDPA (WINAPI *fnCreate)(int);
typedef BOOL (WINAPI *fnDestroy)(HDPA);
typedef int (WINAPI *fnInsert)(HDPA, int, void *);
typedef BOOL (WINAPI *fnSet)(HDPA, int, void *);
typedef void *(WINAPI *fnGet)(HDPA, INT_PTR);
typedef void *(WINAPI *fnDelete)(HDPA, int);
typedef BOOL (WINAPI *fnSort)(HDPA, PFNDPACOMPARE, LPARAM);
typedef int (WINAPI *fnSearch)(HDPA, void *, int, PFNDPACOMPARE, LPARAM, UINT);
typedef HDPA (WINAPI *fnClone)(HDPA, HDPA);
typedef BOOL (WINAPI *fnMerge)(HDPA, HDPA, DWORD, PFNDPACOMPARE, PFNDPAMERGE, LPARAM);
typedef void (WINAPI *fnEnum)(HDPA, PFNDPAENUMCALLBACK, void *);
typedef HDSA (WINAPI *fnDsaCreate)(int, int);
typedef int (WINAPI *fnDsaInsert)(HDSA, int, void *);
typedef BOOL (WINAPI *fnDsaGet)(HDSA, int, void *);
typedef void *(WINAPI *fnDsaGetPtr)(HDSA, int);
typedef BOOL (WINAPI *fnDsaSet)(HDSA, int, void *);
typedef int (WINAPI *fnDsaDelete)(HDSA, int);
typedef BOOL (WINAPI *fnDsaDestroy)(HDSA);

static int CALLBACK cmp_lt(void *a, void *b, LPARAM lp)
{
    return (INT_PTR)a < (INT_PTR)b ? -1 : (INT_PTR)a > (INT_PTR)b ? 1 : 0;
}

static int merges[4];
static void *CALLBACK merge_cb(UINT op, void *a, void *b, LPARAM lp)
{
    merges[op]++;
    return op == DPAMM_MERGE ? (void *)((INT_PTR)a * 10) : a;
}

static int enum_calls;
static int CALLBACK enum_cb(void *p, void *data)
{
    enum_calls++;
    return (INT_PTR)p != 3;
}

static void print_dpa(const char *what, HDPA d)
{
    char buf[128];
    int i, n = DPA_GetPtrCount(d), len = 0;
    buf[0] = 0;
    for (i = 0; i < n && len < 100; i++)
        len += sprintf(buf + len, "%s%ld", i ? "," : "", (long)(INT_PTR)DPA_FastGetPtr(d, i));
    line("%s count=%d [%s]", what, n, buf);
}

static void arrays(void)
{
    HMODULE cc = GetModuleHandleA("comctl32.dll");
    fnCreate create = (fnCreate)GetProcAddress(cc, (LPCSTR)328);
    fnDestroy destroy = (fnDestroy)GetProcAddress(cc, (LPCSTR)329);
    fnClone clone = (fnClone)GetProcAddress(cc, (LPCSTR)331);
    fnGet get = (fnGet)GetProcAddress(cc, (LPCSTR)332);
    fnInsert insert = (fnInsert)GetProcAddress(cc, (LPCSTR)334);
    fnSet set = (fnSet)GetProcAddress(cc, (LPCSTR)335);
    fnDelete del = (fnDelete)GetProcAddress(cc, (LPCSTR)336);
    fnSort sort = (fnSort)GetProcAddress(cc, (LPCSTR)338);
    fnSearch search = (fnSearch)GetProcAddress(cc, (LPCSTR)339);
    fnMerge merge = (fnMerge)GetProcAddress(cc, (LPCSTR)11);
    fnEnum enumcb = (fnEnum)GetProcAddress(cc, (LPCSTR)385);
    fnDsaCreate dsa_create = (fnDsaCreate)GetProcAddress(cc, (LPCSTR)320);
    fnDsaDestroy dsa_destroy = (fnDsaDestroy)GetProcAddress(cc, (LPCSTR)321);
    fnDsaGet dsa_get = (fnDsaGet)GetProcAddress(cc, (LPCSTR)322);
    fnDsaGetPtr dsa_getptr = (fnDsaGetPtr)GetProcAddress(cc, (LPCSTR)323);
    fnDsaInsert dsa_insert = (fnDsaInsert)GetProcAddress(cc, (LPCSTR)324);
    fnDsaSet dsa_set = (fnDsaSet)GetProcAddress(cc, (LPCSTR)325);
    fnDsaDelete dsa_delete = (fnDsaDelete)GetProcAddress(cc, (LPCSTR)326);
    HDPA d, d2, d3;
    HDSA s;
    POINT pt, out;
    int i;

    line("dpa ordinals found=%d", create && destroy && clone && get && insert && set && del &&
         sort && search && merge && enumcb && dsa_create && dsa_destroy && dsa_get &&
         dsa_getptr && dsa_insert && dsa_set && dsa_delete);
    if (!create)
        return;
    d = create(4);
    line("dpa insert 0=%d 9=%d append=%d", insert(d, 0, (void *)5), insert(d, 9, (void *)2),
         insert(d, DPA_APPEND, (void *)9));
    line("dpa insert at 1=%d", insert(d, 1, (void *)7));
    print_dpa("dpa", d);
    line("dpa set 6=%d", set(d, 6, (void *)4));
    print_dpa("dpa after set", d);
    line("dpa get 1=%ld get 99=%ld", (long)(INT_PTR)get(d, 1), (long)(INT_PTR)get(d, 99));
    line("dpa delete 4=%ld delete 40=%ld", (long)(INT_PTR)del(d, 4),
         (long)(INT_PTR)del(d, 40));
    del(d, 4);
    print_dpa("dpa after deletes", d);
    line("dpa sort=%d", sort(d, cmp_lt, 0));
    print_dpa("dpa sorted", d);
    line("dpa search 7 sorted=%d linear=%d from 4=%d", search(d, (void *)7, 0, cmp_lt, 0,
         DPAS_SORTED), search(d, (void *)7, 0, cmp_lt, 0, 0),
         search(d, (void *)7, 4, cmp_lt, 0, 0));
    line("dpa search 6 sorted=%d insertafter=%d", search(d, (void *)6, 0, cmp_lt, 0,
         DPAS_SORTED), search(d, (void *)6, 0, cmp_lt, 0, DPAS_SORTED | DPAS_INSERTAFTER));
    d2 = clone(d, NULL);
    print_dpa("dpa clone", d2);
    d3 = create(0);
    insert(d3, 0, (void *)2);
    insert(d3, 1, (void *)3);
    insert(d3, 2, (void *)8);
    memset(merges, 0, sizeof(merges));
    line("dpa merge union=%d", merge(d2, d3, DPAM_SORTED | DPAM_UNION, cmp_lt, merge_cb, 0));
    print_dpa("dpa merged", d2);
    line("dpa merge calls merge=%d delete=%d insert=%d", merges[DPAMM_MERGE],
         merges[DPAMM_DELETE], merges[DPAMM_INSERT]);
    memset(merges, 0, sizeof(merges));
    merge(d, d3, DPAM_INTERSECT, cmp_lt, merge_cb, 0);
    print_dpa("dpa intersect", d);
    line("dpa intersect calls merge=%d delete=%d insert=%d", merges[DPAMM_MERGE],
         merges[DPAMM_DELETE], merges[DPAMM_INSERT]);
    enum_calls = 0;
    enumcb(d3, enum_cb, NULL);
    line("dpa enum calls=%d", enum_calls);
    line("dpa destroy=%d", destroy(d) && destroy(d2) && destroy(d3));

    s = dsa_create(sizeof(POINT), 2);
    for (i = 0; i < 5; i++)
    {
        pt.x = i;
        pt.y = i * i;
        dsa_insert(s, DA_LAST, &pt);
    }
    line("dsa count=%d", DSA_GetItemCount(s));
    pt.x = 100;
    pt.y = 200;
    line("dsa insert at 1=%d", dsa_insert(s, 1, &pt));
    dsa_get(s, 4, &out);
    line("dsa get 4=%ld,%ld ptr 0 y=%ld", out.x, out.y, ((POINT *)dsa_getptr(s, 0))->y);
    pt.x = -1;
    line("dsa set 2=%d", dsa_set(s, 2, &pt));
    dsa_get(s, 2, &out);
    line("dsa get 2=%ld,%ld", out.x, out.y);
    line("dsa delete 0=%d count=%d getptr 9=%p", dsa_delete(s, 0), DSA_GetItemCount(s),
         dsa_getptr(s, 9));
    line("dsa destroy=%d", dsa_destroy(s));
}

/* -- the Common Controls 6 activation context ----------------------------------------- */
static const char manifest[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    "<assembly xmlns=\"urn:schemas-microsoft-com:asm.v1\" manifestVersion=\"1.0\">\n"
    "<assemblyIdentity type=\"win32\" name=\"cc32conf\" version=\"1.0.0.0\""
    " processorArchitecture=\"x86\"/>\n"
    "<dependency><dependentAssembly><assemblyIdentity type=\"win32\""
    " name=\"Microsoft.Windows.Common-Controls\" version=\"6.0.0.0\""
    " processorArchitecture=\"x86\" publicKeyToken=\"6595b64144ccf1df\" language=\"*\"/>"
    "</dependentAssembly></dependency>\n</assembly>\n";

static void actctx(void)
{
    ACTCTX_SECTION_KEYED_DATA data;
    ACTCTXA ctx;
    HANDLE file, h;
    ULONG_PTR cookie;
    DWORD written;
    BOOL ret;

    file = CreateFileA("cc32conf.manifest", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(file, manifest, sizeof(manifest) - 1, &written, NULL);
    CloseHandle(file);
    memset(&ctx, 0, sizeof(ctx));
    ctx.cbSize = sizeof(ctx);
    ctx.lpSource = "cc32conf.manifest";
    h = CreateActCtxA(&ctx);
    line("actctx created=%d", h != INVALID_HANDLE_VALUE);
    memset(&data, 0, sizeof(data));
    data.cbSize = sizeof(data);
    SetLastError(0xdeadbeef);
    ret = FindActCtxSectionStringA(0, NULL, ACTIVATION_CONTEXT_SECTION_DLL_REDIRECTION,
                                   "comctl32.dll", &data);
    line("before activation: comctl32.dll found=%d error=%lu", ret, GetLastError());
    line("activate=%d", ActivateActCtx(h, &cookie));
    memset(&data, 0, sizeof(data));
    data.cbSize = sizeof(data);
    ret = FindActCtxSectionStringA(0, NULL, ACTIVATION_CONTEXT_SECTION_DLL_REDIRECTION,
                                   "comctl32.dll", &data);
    line("active: comctl32.dll found=%d version=%lu", ret, data.ulDataFormatVersion);
    memset(&data, 0, sizeof(data));
    data.cbSize = sizeof(data);
    SetLastError(0xdeadbeef);
    ret = FindActCtxSectionStringA(0, NULL, ACTIVATION_CONTEXT_SECTION_DLL_REDIRECTION,
                                   "gdi32.dll", &data);
    line("active: gdi32.dll found=%d error=%lu", ret, GetLastError());
    line("deactivate=%d", DeactivateActCtx(0, cookie));
    ReleaseActCtx(h);
    DeleteFileA("cc32conf.manifest");
}

/* -- comctl32's memory and string-pointer helpers (ordinals 71-74, 233-236) ------------- */
typedef void *(WINAPI *fnAlloc)(DWORD);
typedef void *(WINAPI *fnReAlloc)(void *, DWORD);
typedef BOOL (WINAPI *fnFree)(void *);
typedef DWORD (WINAPI *fnGetSize)(void *);
typedef int (WINAPI *fnStrGetPtrA)(const char *, char *, int);
typedef BOOL (WINAPI *fnStrSetPtrA)(char **, const char *);

static void memory(void)
{
    HMODULE cc = GetModuleHandleA("comctl32.dll");
    fnAlloc alloc = (fnAlloc)GetProcAddress(cc, (LPCSTR)71);
    fnReAlloc realloc_ = (fnReAlloc)GetProcAddress(cc, (LPCSTR)72);
    fnFree free_ = (fnFree)GetProcAddress(cc, (LPCSTR)73);
    fnGetSize getsize = (fnGetSize)GetProcAddress(cc, (LPCSTR)74);
    fnStrGetPtrA getptr = (fnStrGetPtrA)GetProcAddress(cc, (LPCSTR)233);
    fnStrSetPtrA setptr = (fnStrSetPtrA)GetProcAddress(cc, (LPCSTR)234);
    char *p, *s = NULL, buf[16];
    int n;

    line("mem ordinals found=%d", alloc && realloc_ && free_ && getsize && getptr && setptr);
    if (!alloc)
        return;
    p = alloc(5);
    line("Alloc(5) size=%lu zero=%d", getsize(p), p[0] == 0 && p[4] == 0);
    p = realloc_(p, 40);
    line("ReAlloc(40) size=%lu", getsize(p));
    line("Free=%d Free(NULL)=%d", free_(p), free_(NULL));
    line("Str_SetPtrA=%d text=%s", setptr(&s, "hello world"), s);
    n = getptr(s, buf, 6);
    line("Str_GetPtrA(6)=%d \"%s\"", n, buf);
    line("Str_GetPtrA(no buffer)=%d", getptr(s, NULL, 0));
    line("Str_SetPtrA(NULL)=%d ptr=%d", setptr(&s, NULL), s == NULL);
    n = getptr(NULL, buf, 6);
    line("Str_GetPtrA(NULL source)=%d empty=%d", n, buf[0] == 0);
}

/* -- the locale fields the date controls ask for ------------------------------------------ */
static void locale(void)
{
    char b[16];
    DWORD n = 0xdeadbeef;
    int r;

    r = GetLocaleInfoA(0x409, LOCALE_ICALENDARTYPE, b, sizeof(b));
    line("LOCALE_ICALENDARTYPE=%d \"%s\"", r, b);
    r = GetLocaleInfoA(0x409, LOCALE_IFIRSTWEEKOFYEAR, b, sizeof(b));
    line("LOCALE_IFIRSTWEEKOFYEAR=%d \"%s\"", r, b);
    r = GetLocaleInfoA(0x409, LOCALE_IOPTIONALCALENDAR, b, sizeof(b));
    line("LOCALE_IOPTIONALCALENDAR=%d \"%s\"", r, b);
    r = GetLocaleInfoA(0x409, 0x70 | LOCALE_RETURN_NUMBER, (char *)&n, sizeof(n));
    line("LOCALE_IREADINGLAYOUT as number=%d %lu", r, n);
}

int main(void)
{
    WNDCLASSA wc = {0};
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_WIN95_CLASSES};

    InitCommonControlsEx(&icc);
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "cc32conf";
    wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    RegisterClassA(&wc);
    parent = CreateWindowExA(0, "cc32conf", "cc32conf", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             0, 0, 400, 300, NULL, NULL, NULL, NULL);
    updown();
    trackbar();
    tooltips();
    arrays();
    actctx();
    memory();
    locale();
    line("done");
    DestroyWindow(parent);
    return 0;
}
