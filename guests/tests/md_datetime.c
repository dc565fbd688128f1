/*
 * md_datetime.c - the date and time picker (SysDateTimePick32) and its month calendar.
 *
 * A window with four pickers:
 *   id 1  short date (the default), range 1 Dec 2023 .. 15 Feb 2024 (around the guest epoch, 2024-01-01), focused at start
 *   id 2  DTS_TIMEFORMAT (up-down arrows), set to 2026-12-02 10:30:15
 *   id 3  DTS_LONGDATEFORMAT | DTS_SHOWNONE, set to "no date"
 *   id 4  a custom format "'Day' d 'of' MMMM yyyy"
 * and a month calendar control (id 5, SysMonthCal32) showing February 2024.
 * At start it prints what each shows (WM_GETTEXT) and what DTM_GETSYSTEMTIME answers,
 * then every notification: "notify id=N code=NAME date flags".
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND pick[5], mcal;

static void out(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static void show(int id)
{
    char text[128];
    SYSTEMTIME st;
    LRESULT r;
    memset(&st, 0, sizeof st);
    GetWindowTextA(pick[id], text, sizeof text);
    r = SendMessageA(pick[id], DTM_GETSYSTEMTIME, 0, (LPARAM)&st);
    out("show id=%d text=\"%s\" get=%ld %04u-%02u-%02u %02u:%02u:%02u dow=%u", id, text,
        (long)r, st.wYear, st.wMonth, st.wDay, st.wHour, st.wMinute, st.wSecond,
        st.wDayOfWeek);
}

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY) {
        NMHDR *nm = (NMHDR *)l;
        if (nm->code == DTN_DATETIMECHANGE) {
            NMDATETIMECHANGE *c = (NMDATETIMECHANGE *)l;
            out("notify id=%u code=change %04u-%02u-%02u %02u:%02u:%02u flags=%lu",
                (unsigned)nm->idFrom, c->st.wYear, c->st.wMonth, c->st.wDay, c->st.wHour,
                c->st.wMinute, c->st.wSecond, c->dwFlags);
        } else if (nm->code == DTN_DROPDOWN) {
            HWND cal = (HWND)SendMessageA(nm->hwndFrom, DTM_GETMONTHCAL, 0, 0);
            out("notify id=%u code=dropdown cal=%d", (unsigned)nm->idFrom,
                cal != NULL && IsWindow(cal));
        } else if (nm->code == MCN_SELECT || nm->code == MCN_SELCHANGE) {
            NMSELCHANGE *c = (NMSELCHANGE *)l;
            out("notify id=%u code=%s %04u-%02u-%02u", (unsigned)nm->idFrom,
                nm->code == MCN_SELECT ? "select" : "selchange", c->stSelStart.wYear,
                c->stSelStart.wMonth, c->stSelStart.wDay);
        } else if (nm->code == DTN_CLOSEUP) {
            out("notify id=%u code=closeup cal=%d", (unsigned)nm->idFrom,
                SendMessageA(nm->hwndFrom, DTM_GETMONTHCAL, 0, 0) != 0);
        }
        return 0;
    }
    if (m == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int showcmd)
{
    INITCOMMONCONTROLSEX icc = {sizeof icc, ICC_DATE_CLASSES};
    WNDCLASSA wc;
    HWND main_wnd;
    SYSTEMTIME range[2], st;
    MSG msg;
    HFONT font = (HFONT)GetStockObject(DEFAULT_GUI_FONT);
    int i;

    out("init=%d", InitCommonControlsEx(&icc));
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    wc.lpszClassName = "md_datetime";
    RegisterClassA(&wc);
    main_wnd = CreateWindowA("md_datetime", "Date and time", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             10, 10, 440, 360, NULL, NULL, inst, NULL);
    pick[1] = CreateWindowExA(0, DATETIMEPICK_CLASS, "", WS_CHILD | WS_VISIBLE | WS_TABSTOP,
                              10, 10, 120, 22, main_wnd, (HMENU)1, inst, NULL);
    pick[2] = CreateWindowExA(0, DATETIMEPICK_CLASS, "", WS_CHILD | WS_VISIBLE | DTS_TIMEFORMAT,
                              10, 40, 120, 22, main_wnd, (HMENU)2, inst, NULL);
    pick[3] = CreateWindowExA(0, DATETIMEPICK_CLASS, "", WS_CHILD | WS_VISIBLE |
                              DTS_LONGDATEFORMAT | DTS_SHOWNONE,
                              10, 70, 220, 22, main_wnd, (HMENU)3, inst, NULL);
    pick[4] = CreateWindowExA(0, DATETIMEPICK_CLASS, "", WS_CHILD | WS_VISIBLE,
                              10, 100, 220, 22, main_wnd, (HMENU)4, inst, NULL);
    for (i = 1; i <= 4; i++)
        SendMessageA(pick[i], WM_SETFONT, (WPARAM)font, 0);
    out("edge=%d", (GetWindowLongA(pick[1], GWL_EXSTYLE) & WS_EX_CLIENTEDGE) != 0);
    show(1);

    memset(range, 0, sizeof range);
    range[0].wYear = 2023; range[0].wMonth = 12; range[0].wDay = 1;
    range[1].wYear = 2024; range[1].wMonth = 2; range[1].wDay = 15;
    out("setrange=%ld", (long)SendMessageA(pick[1], DTM_SETRANGE, GDTR_MIN | GDTR_MAX,
                                           (LPARAM)range));
    memset(&st, 0, sizeof st);
    st.wYear = 2025; st.wMonth = 1; st.wDay = 1;
    out("set outside range=%ld", (long)SendMessageA(pick[1], DTM_SETSYSTEMTIME, GDT_VALID,
                                                    (LPARAM)&st));
    st.wYear = 2024; st.wMonth = 13;
    out("set bad month=%ld", (long)SendMessageA(pick[1], DTM_SETSYSTEMTIME, GDT_VALID,
                                                (LPARAM)&st));
    memset(range, 0, sizeof range);
    out("getrange=%ld", (long)SendMessageA(pick[1], DTM_GETRANGE, 0, (LPARAM)range));
    out("range min=%u-%u-%u max=%u-%u-%u", range[0].wYear, range[0].wMonth, range[0].wDay,
        range[1].wYear, range[1].wMonth, range[1].wDay);

    memset(&st, 0, sizeof st);
    st.wYear = 2026; st.wMonth = 12; st.wDay = 2; st.wHour = 10; st.wMinute = 30;
    st.wSecond = 15;
    out("set time=%ld", (long)SendMessageA(pick[2], DTM_SETSYSTEMTIME, GDT_VALID,
                                           (LPARAM)&st));
    show(2);
    out("set none=%ld", (long)SendMessageA(pick[3], DTM_SETSYSTEMTIME, GDT_NONE, 0));
    out("set none without shownone=%ld",
        (long)SendMessageA(pick[1], DTM_SETSYSTEMTIME, GDT_NONE, 0));
    show(3);
    out("setformat=%ld", (long)SendMessageA(pick[4], DTM_SETFORMATA, 0,
                                            (LPARAM)"'Day' d 'of' MMMM yyyy"));
    show(4);
    out("monthcal closed=%d", SendMessageA(pick[1], DTM_GETMONTHCAL, 0, 0) == 0);
    {
        /* A month calendar control of its own (id 5), sized by MCM_GETMINREQRECT. */
        RECT r;
        mcal = CreateWindowExA(0, MONTHCAL_CLASS, "", WS_CHILD | WS_VISIBLE | WS_BORDER,
                               10, 130, 10, 10, main_wnd, (HMENU)5, inst, NULL);
        SendMessageA(mcal, WM_SETFONT, (WPARAM)font, 0);
        out("mc minrect=%ld", (long)SendMessageA(mcal, MCM_GETMINREQRECT, 0, (LPARAM)&r));
        out("mc size=%ldx%ld", r.right - r.left, r.bottom - r.top);
        SetWindowPos(mcal, NULL, 0, 0, r.right + 2, r.bottom + 2, SWP_NOMOVE | SWP_NOZORDER);
        memset(&st, 0, sizeof st);
        st.wYear = 2024; st.wMonth = 2; st.wDay = 29;
        out("mc setcursel=%ld", (long)SendMessageA(mcal, MCM_SETCURSEL, 0, (LPARAM)&st));
        memset(&st, 0, sizeof st);
        SendMessageA(mcal, MCM_GETCURSEL, 0, (LPARAM)&st);
        out("mc cursel=%04u-%02u-%02u", st.wYear, st.wMonth, st.wDay);
        SendMessageA(mcal, MCM_GETTODAY, 0, (LPARAM)&st);
        out("mc today=%04u-%02u-%02u", st.wYear, st.wMonth, st.wDay);
    }
    SetFocus(pick[1]);
    out("ready");

    while (GetMessage(&msg, NULL, 0, 0) > 0) {
        TranslateMessage(&msg);
        DispatchMessage(&msg);
        if (msg.message == WM_KEYUP && msg.wParam == VK_F2) {
            for (i = 1; i <= 4; i++)
                show(i);
        }
    }
    return 0;
}
