/* il_drawex: ImageList_DrawEx's background colour and portion, as Wine's winefile draws
 * its tree's pictures: a 16x16 masked list holding a red 8x8 square in the top-left
 * corner (the rest masked), drawn on a white memory DC with a green background,
 * CLR_NONE, CLR_DEFAULT (the list's colour: blue) and only its left half; prints the
 * pixels at a few points. test/win32/controls/test_imagelist_drawex.py compares the
 * lines with Wine 8's.
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HDC dc;

static void clear(void)
{
    RECT r = {0, 0, 32, 32};
    FillRect(dc, &r, GetStockObject(WHITE_BRUSH));
}

static void show(const char *what, BOOL ok)
{
    printf("%s ok=%d corner=%06lx masked=%06lx right=%06lx\n", what, ok,
           GetPixel(dc, 2, 2) & 0xFFFFFF, GetPixel(dc, 12, 2) & 0xFFFFFF,
           GetPixel(dc, 12, 12) & 0xFFFFFF);
}

int main(void)
{
    HIMAGELIST il;
    HBITMAP bm, old;
    HDC src;
    RECT all = {0, 0, 16, 16}, red = {0, 0, 8, 8};
    HBRUSH magenta = CreateSolidBrush(RGB(255, 0, 255)), redb = CreateSolidBrush(RGB(255, 0, 0));
    HBITMAP target;

    InitCommonControls();
    il = ImageList_Create(16, 16, ILC_COLOR24 | ILC_MASK, 1, 1);
    src = CreateCompatibleDC(NULL);
    bm = CreateBitmap(16, 16, 1, 32, NULL);
    old = SelectObject(src, bm);
    FillRect(src, &all, magenta);
    FillRect(src, &red, redb);
    SelectObject(src, old);
    printf("added=%d\n", ImageList_AddMasked(il, bm, RGB(255, 0, 255)));
    dc = CreateCompatibleDC(NULL);
    target = CreateBitmap(32, 32, 1, 32, NULL);
    SelectObject(dc, target);

    clear();
    show("green", ImageList_DrawEx(il, 0, dc, 0, 0, 0, 0, RGB(0, 255, 0), CLR_NONE, ILD_NORMAL));
    clear();
    show("none", ImageList_DrawEx(il, 0, dc, 0, 0, 0, 0, CLR_NONE, CLR_NONE, ILD_NORMAL));
    ImageList_SetBkColor(il, RGB(0, 0, 255));
    clear();
    show("default", ImageList_DrawEx(il, 0, dc, 0, 0, 0, 0, CLR_DEFAULT, CLR_DEFAULT, ILD_NORMAL));
    clear();
    show("half", ImageList_DrawEx(il, 0, dc, 0, 0, 8, 16, RGB(0, 255, 0), CLR_NONE, ILD_NORMAL));
    clear();
    show("transparent", ImageList_DrawEx(il, 0, dc, 0, 0, 0, 0, RGB(0, 255, 0), CLR_NONE, ILD_TRANSPARENT));
    clear();
    show("bad index", ImageList_DrawEx(il, 5, dc, 0, 0, 0, 0, CLR_NONE, CLR_NONE, ILD_NORMAL));
    ImageList_Destroy(il);
    printf("done\n");
    return 0;
}
