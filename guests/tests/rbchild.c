/* Whether a rebar shows and hides its bands' child windows: a child made without
   WS_VISIBLE is shown when a band takes it (the Windows SDK's Rebar sample creates its
   band's button so: issue 23, "Programs in the wild (session 38)"); RB_SHOWBAND hides
   and shows it; a band inserted or restyled RBBS_HIDDEN. Prints each child's WS_VISIBLE
   and the WM_SHOWWINDOW messages it heard. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND rebar;
static WNDPROC static_proc;

static LRESULT CALLBACK spy(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_SHOWWINDOW)
        printf("  WM_SHOWWINDOW %d to child %d\n", (int)wp,
               (int)GetWindowLongPtrW(hwnd, GWLP_ID));
    return CallWindowProcW(static_proc, hwnd, msg, wp, lp);
}

static HWND child(int id, DWORD visible)
{
    HWND h = CreateWindowExW(0, L"STATIC", L"", WS_CHILD | visible, 0, 0, 30, 20, rebar,
                             (HMENU)(INT_PTR)id, NULL, NULL);
    static_proc = (WNDPROC)SetWindowLongPtrW(h, GWLP_WNDPROC, (LONG_PTR)spy);
    return h;
}

static void state(const char *what, HWND a, HWND b)
{
    printf("%s: child 1 %s, child 2 %s\n", what,
           GetWindowLongW(a, GWL_STYLE) & WS_VISIBLE ? "visible" : "hidden",
           b ? (GetWindowLongW(b, GWL_STYLE) & WS_VISIBLE ? "visible" : "hidden") : "-");
}

static int set(int index, UINT mask, UINT style, HWND h, UINT cx, BOOL insert)
{
    REBARBANDINFOW bi;
    memset(&bi, 0, sizeof bi);
    bi.cbSize = REBARBANDINFOW_V6_SIZE;
    bi.fMask = mask;
    bi.fStyle = style;
    bi.hwndChild = h;
    bi.cxMinChild = 30;
    bi.cyMinChild = 20;
    bi.cx = cx;
    return (int)SendMessageW(rebar, insert ? RB_INSERTBANDW : RB_SETBANDINFOW, index,
                             (LPARAM)&bi);
}

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof icc, ICC_COOL_CLASSES};
    HWND frame, a, b;
    InitCommonControlsEx(&icc);
    frame = CreateWindowExW(0, L"STATIC", L"frame", WS_POPUP, 0, 0, 400, 200, NULL, NULL,
                            NULL, NULL);
    rebar = CreateWindowExW(0, REBARCLASSNAMEW, L"", WS_CHILD | WS_VISIBLE | CCS_NODIVIDER |
                            CCS_NOPARENTALIGN | CCS_NORESIZE, 0, 0, 400, 30, frame, NULL,
                            NULL, NULL);
    a = child(1, 0);
    b = child(2, 0);
    state("created", a, b);
    printf("insert 1: %d\n", set(-1, RBBIM_CHILD | RBBIM_CHILDSIZE | RBBIM_SIZE, 0, a, 100,
                                 TRUE));
    state("inserted", a, b);
    printf("show band 0 off: %d\n", (int)SendMessageW(rebar, RB_SHOWBAND, 0, FALSE));
    state("band 0 off", a, b);
    printf("show band 0 on: %d\n", (int)SendMessageW(rebar, RB_SHOWBAND, 0, TRUE));
    state("band 0 on", a, b);
    ShowWindow(a, SW_HIDE);
    state("hidden by the program", a, b);
    printf("set size: %d\n", set(0, RBBIM_SIZE, 0, NULL, 120, FALSE));
    state("after a new size", a, b);
    printf("set same child: %d\n", set(0, RBBIM_CHILD, 0, a, 0, FALSE));
    state("after the same child", a, b);
    printf("insert 2 hidden: %d\n", set(-1, RBBIM_STYLE | RBBIM_CHILD | RBBIM_CHILDSIZE |
                                        RBBIM_SIZE, RBBS_HIDDEN, b, 100, TRUE));
    state("hidden band inserted", a, b);
    printf("style band 1 shown: %d\n", set(1, RBBIM_STYLE, 0, NULL, 0, FALSE));
    state("band 1 restyled shown", a, b);
    printf("style band 1 hidden: %d\n", set(1, RBBIM_STYLE, RBBS_HIDDEN, NULL, 0, FALSE));
    state("band 1 restyled hidden", a, b);
    printf("show band 1 on: %d\n", (int)SendMessageW(rebar, RB_SHOWBAND, 1, TRUE));
    state("band 1 on", a, b);
    printf("delete band 0: %d\n", (int)SendMessageW(rebar, RB_DELETEBAND, 0, 0));
    state("band 0 deleted", a, b);
    printf("parent of child 1 is the rebar: %d\n", GetParent(a) == rebar);
    DestroyWindow(frame);
    printf("done\n");
    return 0;
}
