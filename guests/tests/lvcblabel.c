/* A small-icon view paints the labels its parent supplies: every item of an LVS_OWNERDATA
   list has its text from LVN_GETDISPINFO, and the label was sized by the stored text
   (none), so nothing was painted (issue 23, "Programs in the wild (session 38)": the
   Windows SDK's VListVw sample's Small Icons view showed icons alone). Counts the text
   pixels painted in the first item's row through the window DC, and those below the list
   (a cut last row's labels hung out of it). */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static LRESULT CALLBACK frame_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY && ((NMHDR *)l)->code == LVN_GETDISPINFOA) {
        NMLVDISPINFOA *di = (NMLVDISPINFOA *)l;
        if (di->item.mask & LVIF_TEXT)
            snprintf(di->item.pszText, di->item.cchTextMax, "WWWW %d", di->item.iItem + 1);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND frame, list;
    HDC dc;
    int x, y, dark = 0;
    InitCommonControls();
    wc.lpfnWndProc = frame_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "lvcblabel";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    frame = CreateWindowExA(0, "lvcblabel", "frame", WS_POPUP | WS_VISIBLE, 0, 0, 300, 200,
                            NULL, NULL, wc.hInstance, NULL);
    /* 92 pixels: the sixth row is cut, its label would hang below the list */
    list = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_OWNERDATA |
                           LVS_SMALLICON, 0, 0, 300, 92, frame, NULL, wc.hInstance, NULL);
    SendMessageA(list, LVM_SETITEMCOUNT, 60, 0);
    UpdateWindow(frame);
    UpdateWindow(list);
    dc = GetDC(list);
    for (y = 0; y < 14; y++)
        for (x = 0; x < 60; x++)
            if ((GetPixel(dc, x, y) & 0xFFFFFF) == 0)
                dark++;
    ReleaseDC(list, dc);
    printf("first label painted: %d\n", dark > 20);
    {
        RECT label = {LVIR_LABEL}, bounds = {LVIR_BOUNDS};
        SendMessageA(list, LVM_GETITEMRECT, 0, (LPARAM)&label);
        SendMessageA(list, LVM_GETITEMRECT, 0, (LPARAM)&bounds);
        /* "WWWW 1" is some 40 pixels in any 8-point font */
        printf("label rectangle as wide as its text: %d, inside the item: %d\n",
               label.right - label.left > 30, label.right <= bounds.right);
    }
    dark = 0;
    dc = GetDC(frame);
    for (y = 92; y < 120; y++)
        for (x = 0; x < 300; x++)
            if ((GetPixel(dc, x, y) & 0xFFFFFF) == 0)
                dark++;
    ReleaseDC(frame, dc);
    printf("text pixels below the list: %d\n", dark);
    DestroyWindow(frame);
    printf("done\n");
    return 0;
}
