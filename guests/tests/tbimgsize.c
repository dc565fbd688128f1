/* A toolbar's buttons grow to hold the images of its image list with comctl32's padding
   (7 by 6): 24-pixel images make 31 by 30 buttons, as mCtrl's HTML example's back and
   forward buttons (issue 23, "Programs in the wild"). Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static void sizes(HWND tb, const char *when)
{
    LRESULT s = SendMessageA(tb, TB_GETBUTTONSIZE, 0, 0);
    RECT r0 = {0}, r1 = {0};
    SendMessageA(tb, TB_GETITEMRECT, 0, (LPARAM)&r0);
    SendMessageA(tb, TB_GETITEMRECT, 1, (LPARAM)&r1);
    printf("%s: button %dx%d, item 0 width %ld height %ld, item 1 left-0 %ld\n", when,
           LOWORD(s), HIWORD(s), r0.right - r0.left, r0.bottom - r0.top, r1.left - r0.left);
}

int main(void)
{
    HWND main, tb;
    TBBUTTON b[2];
    HIMAGELIST il;

    InitCommonControls();
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200,
                           NULL, NULL, NULL, NULL);
    tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE, 0, 0, 0, 0, main,
                         (HMENU)1, NULL, NULL);
    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    memset(b, 0, sizeof b);
    b[0].iBitmap = 0; b[0].idCommand = 10; b[0].fsStyle = BTNS_BUTTON;
    b[1].iBitmap = 1; b[1].idCommand = 11; b[1].fsStyle = BTNS_BUTTON;
    sizes(tb, "empty");
    SendMessageA(tb, TB_ADDBUTTONS, 2, (LPARAM)b);
    sizes(tb, "two buttons, no images");
    il = ImageList_Create(24, 24, ILC_COLOR24 | ILC_MASK, 2, 1);
    SendMessageA(tb, TB_SETIMAGELIST, 0, (LPARAM)il);
    sizes(tb, "24x24 image list");
    il = ImageList_Create(16, 16, ILC_COLOR24 | ILC_MASK, 2, 1);
    SendMessageA(tb, TB_SETIMAGELIST, 0, (LPARAM)il);
    sizes(tb, "16x16 image list");
    il = ImageList_Create(32, 20, ILC_COLOR24 | ILC_MASK, 2, 1);
    SendMessageA(tb, TB_SETIMAGELIST, 0, (LPARAM)il);
    sizes(tb, "32x20 image list");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
