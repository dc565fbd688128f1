/* ImageList_Copy (issue 23: wxWidgets' tree control shifts its state images with it at
   every NM_CUSTOMDRAW prepaint): ILCF_MOVE copies an image over another, ILCF_SWAP
   exchanges two, an index outside the list fails. Prints each image's colour (drawn
   into a memory DC, read with GetPixel) after each step. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HIMAGELIST il;
static HDC mem;

static HBITMAP solid(COLORREF c)
{
    HDC screen = GetDC(NULL);
    HBITMAP bm = CreateCompatibleBitmap(screen, 8, 8);
    HDC dc = CreateCompatibleDC(screen);
    HGDIOBJ old = SelectObject(dc, bm);
    HBRUSH br = CreateSolidBrush(c);
    RECT r = {0, 0, 8, 8};
    FillRect(dc, &r, br);
    SelectObject(dc, old);
    DeleteObject(br);
    DeleteDC(dc);
    ReleaseDC(NULL, screen);
    return bm;
}

static void show(const char *when)
{
    int i, n = ImageList_GetImageCount(il);
    printf("%s: %d images:", when, n);
    for (i = 0; i < n; i++) {
        ImageList_Draw(il, i, mem, 0, 0, ILD_NORMAL);
        printf(" %06lx", GetPixel(mem, 3, 3));
    }
    printf("\n");
}

int main(void)
{
    HDC screen;
    HBITMAP target;

    InitCommonControls();
    screen = GetDC(NULL);
    mem = CreateCompatibleDC(screen);
    target = CreateCompatibleBitmap(screen, 8, 8);
    SelectObject(mem, target);
    ReleaseDC(NULL, screen);
    il = ImageList_Create(8, 8, ILC_COLOR24, 3, 1);
    ImageList_Add(il, solid(RGB(255, 0, 0)), NULL);
    ImageList_Add(il, solid(RGB(0, 255, 0)), NULL);
    ImageList_Add(il, solid(RGB(0, 0, 255)), NULL);
    show("at first");
    printf("ILCF_MOVE 0 to 2: %d\n", ImageList_Copy(il, 2, il, 0, ILCF_MOVE));
    show("after");
    printf("ILCF_SWAP 0 and 1: %d\n", ImageList_Copy(il, 0, il, 1, ILCF_SWAP));
    show("after");
    printf("ILCF_MOVE 5 to 0: %d\n", ImageList_Copy(il, 0, il, 5, ILCF_MOVE));
    printf("ILCF_MOVE 0 to 3: %d\n", ImageList_Copy(il, 3, il, 0, ILCF_MOVE));
    printf("ILCF_MOVE 0 to -1: %d\n", ImageList_Copy(il, -1, il, 0, ILCF_MOVE));
    show("after the failures");
    ImageList_Destroy(il);
    printf("done\n");
    return 0;
}
