/* A rebar's band sizing messages: RB_MAXIMIZEBAND (as large as the row allows, or its
   ideal width), RB_MINIMIZEBAND and RB_MOVEBAND, with each band's rectangle after each
   (RB_GETRECT). Win32++'s frames maximize the last band of each row to left-justify
   their bands (issue 23, "Programs in the wild": Win32++'s Scribble and Notepad
   samples). Prints a line per step. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND rebar;

static void show(const char *what)
{
    int i, n = (int)SendMessageW(rebar, RB_GETBANDCOUNT, 0, 0);
    printf("%s:", what);
    for (i = 0; i < n; i++) {
        RECT rc;
        REBARBANDINFOW bi;
        SendMessageW(rebar, RB_GETRECT, i, (LPARAM)&rc);
        memset(&bi, 0, sizeof bi);
        bi.cbSize = REBARBANDINFOW_V6_SIZE;
        bi.fMask = RBBIM_ID | RBBIM_SIZE;
        SendMessageW(rebar, RB_GETBANDINFOW, i, (LPARAM)&bi);
        printf(" [id %u: %ld-%ld cx %u]", bi.wID, rc.left, rc.right, bi.cx);
    }
    printf("\n");
}

static void add(int id, int cx, int ideal, UINT style)
{
    REBARBANDINFOW bi;
    HWND child = CreateWindowExW(0, L"STATIC", L"", WS_CHILD | WS_VISIBLE, 0, 0, 10, 20,
                                 rebar, NULL, NULL, NULL);
    memset(&bi, 0, sizeof bi);
    bi.cbSize = REBARBANDINFOW_V6_SIZE;
    bi.fMask = RBBIM_STYLE | RBBIM_CHILD | RBBIM_CHILDSIZE | RBBIM_SIZE | RBBIM_ID |
               RBBIM_IDEALSIZE | RBBIM_HEADERSIZE;
    bi.fStyle = style;
    bi.hwndChild = child;
    bi.cxMinChild = 30;
    bi.cyMinChild = 20;
    bi.cx = cx;
    bi.wID = id;
    bi.cxIdeal = ideal;
    bi.cxHeader = 10;   /* the same header in every comctl32: the sizes compare */
    printf("insert %d: %d\n", id, (int)SendMessageW(rebar, RB_INSERTBANDW, -1, (LPARAM)&bi));
}

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof icc, ICC_COOL_CLASSES};
    HWND frame;
    RECT rc;
    InitCommonControlsEx(&icc);
    frame = CreateWindowExW(0, L"STATIC", L"frame", WS_POPUP, 0, 0, 400, 200, NULL, NULL,
                            NULL, NULL);
    rebar = CreateWindowExW(0, REBARCLASSNAMEW, L"", WS_CHILD | WS_VISIBLE | CCS_NODIVIDER |
                            CCS_NOPARENTALIGN | CCS_NORESIZE, 0, 0, 400, 30, frame, NULL,
                            NULL, NULL);
    GetClientRect(rebar, &rc);
    printf("client width %ld\n", rc.right);
    add(1, 100, 60, RBBS_NOGRIPPER);
    add(2, 100, 80, RBBS_NOGRIPPER);
    add(3, 100, 50, RBBS_NOGRIPPER);
    show("start");
    SendMessageW(rebar, RB_MAXIMIZEBAND, 0, 0);
    show("maximize 0");
    SendMessageW(rebar, RB_MAXIMIZEBAND, 1, 0);
    show("maximize 1");
    SendMessageW(rebar, RB_MAXIMIZEBAND, 0, 1);
    show("maximize 0 ideal");
    SendMessageW(rebar, RB_MINIMIZEBAND, 0, 0);
    show("minimize 0");
    SendMessageW(rebar, RB_MINIMIZEBAND, 2, 0);
    show("minimize 2");
    SendMessageW(rebar, RB_MAXIMIZEBAND, 2, 0);
    show("maximize 2");
    printf("move 0 to 2: %d\n", (int)SendMessageW(rebar, RB_MOVEBAND, 0, 2));
    show("moved");
    printf("move 2 to 0: %d\n", (int)SendMessageW(rebar, RB_MOVEBAND, 2, 0));
    show("moved back");
    printf("move 0 to 3: %d\n", (int)SendMessageW(rebar, RB_MOVEBAND, 0, 3));
    printf("move 5 to 0: %d\n", (int)SendMessageW(rebar, RB_MOVEBAND, 5, 0));
    show("end");
    DestroyWindow(frame);
    printf("done\n");
    return 0;
}
