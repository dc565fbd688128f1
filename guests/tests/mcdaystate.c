/* A month calendar's day states (MCS_DAYSTATE): MCN_GETDAYSTATE asks the parent for the
   bold days of each month the grid touches, MCM_SETDAYSTATE sets them (the count must be
   that number of months, and the style there). wxWidgets' calendar sample marks holidays
   so (issue 23, "Programs in the wild (stop 27)"). Prints each notification and answer;
   waits five seconds for a click on the next-month arrow (given by the wineagent test). */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static int answer_bold = 1;

static LRESULT CALLBACK wnd_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY) {
        NMHDR *nm = (NMHDR *)lp;
        if (nm->code == MCN_GETDAYSTATE) {
            NMDAYSTATE *ds = (NMDAYSTATE *)lp;
            int i;
            printf(" MCN_GETDAYSTATE: start %04d-%02d-%02d count %d\n", ds->stStart.wYear,
                   ds->stStart.wMonth, ds->stStart.wDay, ds->cDayState);
            for (i = 0; i < ds->cDayState && answer_bold; i++)
                ds->prgDayState[i] = 1u << 14;      /* the 15th of each month */
            return 0;
        }
    }
    return DefWindowProcW(h, msg, wp, lp);
}

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_DATE_CLASSES};
    WNDCLASSW wc = {0};
    HWND w, mc, plain;
    SYSTEMTIME st = {0};
    MONTHDAYSTATE states[3] = {1, 2, 4};
    setvbuf(stdout, NULL, _IONBF, 0);
    InitCommonControlsEx(&icc);
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = GetModuleHandleW(NULL);
    wc.lpszClassName = L"mcdaystate";
    RegisterClassW(&wc);
    w = CreateWindowW(L"mcdaystate", L"", WS_OVERLAPPEDWINDOW, 0, 0, 400, 300, NULL, NULL,
                      wc.hInstance, NULL);
    printf("create\n");
    mc = CreateWindowW(MONTHCAL_CLASSW, L"", WS_CHILD | WS_VISIBLE | MCS_DAYSTATE, 0, 0, 300,
                       200, w, (HMENU)5, wc.hInstance, NULL);
    printf("created\n");
    st.wYear = 2024;
    st.wMonth = 5;
    st.wDay = 15;
    printf("setcursel: %d\n", (int)SendMessageW(mc, MCM_SETCURSEL, 0, (LPARAM)&st));
    printf("months: %d\n", (int)SendMessageW(mc, MCM_GETMONTHRANGE, GMR_DAYSTATE, 0));
    printf("setdaystate 3: %d\n", (int)SendMessageW(mc, MCM_SETDAYSTATE, 3, (LPARAM)states));
    printf("setdaystate 2: %d\n", (int)SendMessageW(mc, MCM_SETDAYSTATE, 2, (LPARAM)states));
    printf("setdaystate 4: %d\n", (int)SendMessageW(mc, MCM_SETDAYSTATE, 4, (LPARAM)states));
    plain = CreateWindowW(MONTHCAL_CLASSW, L"", WS_CHILD, 0, 0, 300, 200, w, (HMENU)6,
                          wc.hInstance, NULL);
    SendMessageW(plain, MCM_SETCURSEL, 0, (LPARAM)&st);
    printf("setdaystate no style: %d\n",
           (int)SendMessageW(plain, MCM_SETDAYSTATE, 3, (LPARAM)states));
    /* a while for a click on the next-month arrow (the test's), then on */
    ShowWindow(w, SW_SHOW);
    SetTimer(w, 1, 5000, NULL);
    printf("waiting\n");
    {
        MSG m;
        while (GetMessageW(&m, NULL, 0, 0)) {
            if (m.message == WM_TIMER && m.hwnd == w)
                break;
            DispatchMessageW(&m);
        }
    }
    DestroyWindow(w);
    printf("done\n");
    return 0;
}
