/* SysMonthCal32 with MCS_MULTISELECT (MCM_SET/GETMAXSELCOUNT, MCM_SET/GETSELRANGE, the
   style fixed at creation), MCM_SET/GETCOLOR and MCM_SET/GETMONTHDELTA, as Wine's
   comctl32/tests/monthcal.c (written against Windows) checks them. A line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND make(DWORD style)
{
    return CreateWindowA(MONTHCAL_CLASSA, "", WS_POPUP | style, 0, 0, 300, 400, NULL, NULL,
                         NULL, NULL);
}

static void range(HWND mc, const char *what)
{
    SYSTEMTIME r[2];
    LRESULT ok;

    memset(r, 0xcc, sizeof r);
    ok = SendMessageA(mc, MCM_GETSELRANGE, 0, (LPARAM)r);
    printf("%s: MCM_GETSELRANGE -> %ld, %d-%d-%d (%d) .. %d-%d-%d (%d)\n", what, (long)ok,
           r[0].wYear, r[0].wMonth, r[0].wDay, r[0].wDayOfWeek, r[1].wYear, r[1].wMonth,
           r[1].wDay, r[1].wDayOfWeek);
}

static LRESULT set_range(HWND mc, int y0, int m0, int d0, int y1, int m1, int d1)
{
    SYSTEMTIME r[2];
    memset(r, 0, sizeof r);
    r[0].wYear = y0; r[0].wMonth = m0; r[0].wDay = d0;
    r[1].wYear = y1; r[1].wMonth = m1; r[1].wDay = d1;
    return SendMessageA(mc, MCM_SETSELRANGE, 0, (LPARAM)r);
}

/* MCM_HITTEST at points of a calendar sized to MCM_GETMINREQRECT, where Wine's
   test_hittest asks */
static void hits(void)
{
    HWND mc = make(0);
    MCHITTESTINFO h;
    SYSTEMTIME st;
    RECT r;
    int i;
    static const int at[][4] = {   /* x = r.right * a / b, y = r.bottom * c / d */
        {0, 1, 0, 1}, {1, 2, 1, 2}, {1, 14, 1, 2}, {1, 14, 6, 19}, {11, 14, 16, 19},
        {1, 14, 18, 19}, {2, 1, 2, 1},
    };

    memset(&h, 0, sizeof h);
    h.cbSize = MCHITTESTINFO_V1_SIZE - 1;
    printf("MCM_HITTEST small cbSize -> %ld, NULL -> %ld\n",
           (long)SendMessageA(mc, MCM_HITTEST, 0, (LPARAM)&h),
           (long)SendMessageA(mc, MCM_HITTEST, 0, 0));
    SendMessageA(mc, MCM_GETMINREQRECT, 0, (LPARAM)&r);
    MoveWindow(mc, 0, 0, r.right, r.bottom, FALSE);
    memset(&st, 0, sizeof st);
    st.wYear = 2007; st.wMonth = 4; st.wDay = 11;
    SendMessageA(mc, MCM_SETCURSEL, 0, (LPARAM)&st);
    for (i = 0; i < (int)(sizeof at / sizeof at[0]); i++) {
        LRESULT res;
        memset(&h, 0, sizeof h);
        h.cbSize = MCHITTESTINFO_V1_SIZE;
        h.pt.x = r.right * at[i][0] / at[i][1];
        h.pt.y = r.bottom * at[i][2] / at[i][3];
        res = SendMessageA(mc, MCM_HITTEST, 0, (LPARAM)&h);
        printf("MCM_HITTEST %d/%d, %d/%d -> %#lx (uHit the same: %s), date %d-%d-%d\n",
               at[i][0], at[i][1], at[i][2], at[i][3], (unsigned long)res,
               (UINT)res == h.uHit ? "yes" : "no", h.st.wYear, h.st.wMonth, h.st.wDay);
    }
    DestroyWindow(mc);
}

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof icc, ICC_DATE_CLASSES};
    SYSTEMTIME today, cur;
    HWND mc;
    DWORD style;

    InitCommonControlsEx(&icc);

    mc = make(0);
    printf("single: MCM_GETMAXSELCOUNT %ld, MCM_SETMAXSELCOUNT 5 -> %ld, then %ld\n",
           (long)SendMessageA(mc, MCM_GETMAXSELCOUNT, 0, 0),
           (long)SendMessageA(mc, MCM_SETMAXSELCOUNT, 5, 0),
           (long)SendMessageA(mc, MCM_GETMAXSELCOUNT, 0, 0));
    printf("single: MCM_GETSELRANGE -> %ld\n",
           (long)SendMessageA(mc, MCM_GETSELRANGE, 0, (LPARAM)&cur));
    style = GetWindowLongA(mc, GWL_STYLE);
    SetWindowLongA(mc, GWL_STYLE, style | MCS_MULTISELECT);
    printf("single: MCS_MULTISELECT set later %s\n",
           GetWindowLongA(mc, GWL_STYLE) & MCS_MULTISELECT ? "kept" : "refused");
    printf("MCM_GETCOLOR 6 -> %#lx, MCM_SETCOLOR 6 -> %#lx\n",
           (unsigned long)SendMessageA(mc, MCM_GETCOLOR, 6, 0),
           (unsigned long)SendMessageA(mc, MCM_SETCOLOR, 6, RGB(1, 2, 3)));
    printf("MCM_SETCOLOR MONTHBK -> previous is GETCOLOR's %s, now %#lx\n",
           SendMessageA(mc, MCM_GETCOLOR, MCSC_MONTHBK, 0) ==
           SendMessageA(mc, MCM_SETCOLOR, MCSC_MONTHBK, RGB(1, 2, 3)) ? "yes" : "no",
           (unsigned long)SendMessageA(mc, MCM_GETCOLOR, MCSC_MONTHBK, 0));
    printf("MCM_SETMONTHDELTA 3 -> %ld, 12 -> %ld, -5 -> %ld, MCM_GETMONTHDELTA %ld\n",
           (long)SendMessageA(mc, MCM_SETMONTHDELTA, 3, 0),
           (long)SendMessageA(mc, MCM_SETMONTHDELTA, 12, 0),
           (long)SendMessageA(mc, MCM_SETMONTHDELTA, -5, 0),
           (long)SendMessageA(mc, MCM_GETMONTHDELTA, 0, 0));
    DestroyWindow(mc);

    mc = make(MCS_MULTISELECT);
    style = GetWindowLongA(mc, GWL_STYLE);
    SetWindowLongA(mc, GWL_STYLE, style & ~MCS_MULTISELECT);
    printf("multi: MCS_MULTISELECT cleared later %s\n",
           GetWindowLongA(mc, GWL_STYLE) & MCS_MULTISELECT ? "refused" : "cleared");
    SendMessageA(mc, MCM_GETTODAY, 0, (LPARAM)&today);
    memset(&cur, 0, sizeof cur);
    printf("multi: MCM_GETCURSEL -> %ld\n",
           (long)SendMessageA(mc, MCM_GETCURSEL, 0, (LPARAM)&cur));
    {
        SYSTEMTIME r[2];
        SendMessageA(mc, MCM_GETSELRANGE, 0, (LPARAM)r);
        printf("multi: the range at first is today: %s\n",
               r[0].wYear == today.wYear && r[0].wMonth == today.wMonth &&
               r[0].wDay == today.wDay && r[1].wDay == today.wDay &&
               r[0].wDayOfWeek == today.wDayOfWeek ? "yes" : "no");
    }
    printf("multi: MCM_GETMAXSELCOUNT %ld\n", (long)SendMessageA(mc, MCM_GETMAXSELCOUNT, 0, 0));
    printf("multi: MCM_SETMAXSELCOUNT 5 -> %ld, 0 -> %ld, -1 -> %ld, now %ld\n",
           (long)SendMessageA(mc, MCM_SETMAXSELCOUNT, 5, 0),
           (long)SendMessageA(mc, MCM_SETMAXSELCOUNT, 0, 0),
           (long)SendMessageA(mc, MCM_SETMAXSELCOUNT, -1, 0),
           (long)SendMessageA(mc, MCM_GETMAXSELCOUNT, 0, 0));
    SendMessageA(mc, MCM_SETMAXSELCOUNT, 7, 0);
    printf("multi: MCM_SETSELRANGE 2009-10-05 .. 2009-10-03 -> %ld\n",
           (long)set_range(mc, 2009, 10, 5, 2009, 10, 3));
    range(mc, "swapped");
    printf("multi: MCM_SETSELRANGE 2009-10-01 .. 2009-10-08 (8 days) -> %ld\n",
           (long)set_range(mc, 2009, 10, 1, 2009, 10, 8));
    range(mc, "kept");
    printf("multi: MCM_SETSELRANGE 2009-10-30 .. 2009-11-05 -> %ld\n",
           (long)set_range(mc, 2009, 10, 30, 2009, 11, 5));
    range(mc, "over a month's end");
    DestroyWindow(mc);
    hits();
    printf("done\n");
    return 0;
}
