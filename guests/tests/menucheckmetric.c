/* SM_CXMENUCHECK / SM_CYMENUCHECK (the menu check mark's bitmap, which wxWidgets also
   takes as a check box's size: its grid sample drew no check boxes while they were 0) and
   SM_CXDRAG / SM_CYDRAG (the drag threshold, 0 before). Issue 23, "Programs in the wild
   (stop 27)". Prints each metric, and the DPI-aware variant at 96 DPI. */
#include <windows.h>
#include <stdio.h>

typedef int (WINAPI *metric_for_dpi)(int, UINT);

int main(void)
{
    static const int idx[] = {SM_CXMENUCHECK, SM_CYMENUCHECK, SM_CXDRAG, SM_CYDRAG};
    static const char *names[] = {"SM_CXMENUCHECK", "SM_CYMENUCHECK", "SM_CXDRAG",
                                  "SM_CYDRAG"};
    metric_for_dpi for_dpi = (metric_for_dpi)GetProcAddress(GetModuleHandleW(L"user32.dll"),
                                                            "GetSystemMetricsForDpi");
    int i;
    setvbuf(stdout, NULL, _IONBF, 0);
    for (i = 0; i < 4; i++)
        printf("%s: %d at 96 dpi %d\n", names[i], GetSystemMetrics(idx[i]),
               for_dpi ? for_dpi(idx[i], 96) : -1);
    printf("done\n");
    return 0;
}
