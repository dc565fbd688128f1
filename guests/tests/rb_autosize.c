/* rb_autosize: the notifications a rebar (without RBS_AUTOSIZE, as Wine's explorer
 * makes it) sends its parent when a band changes its height: RBN_HEIGHTCHANGE, then
 * RBN_AUTOSIZE with the bar's new rectangle, which Wine's explorer places its browser
 * under. test/win32/controls/test_rebar_autosize.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY) {
        NMHDR *h = (NMHDR *)lp;
        if (h->code == RBN_HEIGHTCHANGE)
            printf("RBN_HEIGHTCHANGE\n");
        if (h->code == RBN_AUTOSIZE) {
            NMRBAUTOSIZE *a = (NMRBAUTOSIZE *)lp;
            printf("RBN_AUTOSIZE target-height=%ld top=%ld\n",
                   a->rcTarget.bottom - a->rcTarget.top, a->rcTarget.top);
        }
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int main(void)
{
    WNDCLASSA wc = {0};
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_COOL_CLASSES | ICC_BAR_CLASSES};
    REBARBANDINFOA band = {0};
    HWND host, rebar, child;
    RECT r;

    InitCommonControlsEx(&icc);
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "rbhost";
    RegisterClassA(&wc);
    host = CreateWindowA("rbhost", "host", WS_OVERLAPPEDWINDOW, 0, 0, 400, 300, NULL, NULL, NULL, NULL);
    rebar = CreateWindowExA(WS_EX_TOOLWINDOW, REBARCLASSNAMEA, NULL,
                            WS_CHILD | WS_VISIBLE | RBS_VARHEIGHT | CCS_TOP | CCS_NODIVIDER,
                            0, 0, 0, 0, host, NULL, NULL, NULL);
    printf("rebar made\n");
    child = CreateWindowA("STATIC", "x", WS_CHILD | WS_VISIBLE, 0, 0, 100, 30, rebar, NULL, NULL, NULL);
    band.cbSize = sizeof(band);
    band.fMask = RBBIM_STYLE | RBBIM_CHILD | RBBIM_CHILDSIZE | RBBIM_SIZE;
    band.fStyle = RBBS_GRIPPERALWAYS | RBBS_CHILDEDGE;
    band.hwndChild = child;
    band.cyChild = band.cyMinChild = 30;
    SendMessageA(rebar, RB_INSERTBANDA, -1, (LPARAM)&band);
    printf("band inserted\n");
    GetClientRect(rebar, &r);
    printf("rebar height=%ld\n", r.bottom - r.top);
    DestroyWindow(host);
    printf("done\n");
    return 0;
}
