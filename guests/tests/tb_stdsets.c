/* tb_stdsets: comctl32's standard toolbar bitmaps (TB_ADDBITMAP with HINST_COMMCTRL) as
 * Wine's explorer adds them: the large history and view sets, then the standard set and
 * the small history and view sets; prints the index of each set's first image (a set
 * advances the index by its number of images).
 * test/win32/controls/test_toolbar_stdsets.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

int main(void)
{
    static const int ids[] = {IDB_HIST_LARGE_COLOR, IDB_VIEW_LARGE_COLOR, IDB_STD_LARGE_COLOR,
                              IDB_HIST_SMALL_COLOR, IDB_VIEW_SMALL_COLOR};
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_BAR_CLASSES};
    HWND host, tb;
    int i;

    InitCommonControlsEx(&icc);
    host = CreateWindowA("STATIC", "host", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200, NULL, NULL, NULL, NULL);
    tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE | TBSTYLE_FLAT,
                         0, 0, 0, 0, host, NULL, NULL, NULL);
    for (i = 0; i < 5; i++) {
        TBADDBITMAP ab = {HINST_COMMCTRL, ids[i]};
        int first = (int)SendMessageA(tb, TB_ADDBITMAP, 0, (LPARAM)&ab);
        printf("bitmap %d first=%d\n", ids[i], first);
    }
    DestroyWindow(host);
    printf("done\n");
    return 0;
}
