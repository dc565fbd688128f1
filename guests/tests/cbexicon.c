/* A ComboBoxEx's picture in its field (7-Zip's File Manager shows its folder's icon in
   its address box): the edit's place in the combo box before and after CBEM_SETIMAGELIST
   and with CBES_EX_NOEDITIMAGEINDENT, then which columns of the field's middle row are the
   picture's red after CBEM_SETITEM of item -1 with an image, and after a selected item's.
   Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND combo, inner;

static void edit_place(const char *what)
{
    HWND edit = (HWND)SendMessageA(combo, CBEM_GETEDITCONTROL, 0, 0);
    RECT r;
    GetWindowRect(edit, &r);
    MapWindowPoints(NULL, inner, (POINT *)&r, 2);
    printf("%s: edit at %ld,%ld width %ld\n", what, r.left, r.top, r.right - r.left);
}

static void red_columns(const char *what)
{
    RECT r;
    HDC dc;
    int x, first = -1, last = -1, y;
    UpdateWindow(GetParent(combo));
    UpdateWindow(inner);
    GetClientRect(inner, &r);
    y = r.bottom / 2;
    dc = GetDC(inner);
    for (x = 0; x < 40; x++)
        if ((GetPixel(dc, x, y) & 0xFFFFFF) == 0x0000FF) {
            if (first < 0)
                first = x;
            last = x;
        }
    ReleaseDC(inner, dc);
    printf("%s: red from %d to %d\n", what, first, last);
}

int main(void)
{
    HWND parent;
    HIMAGELIST il;
    HBITMAP bm;
    HDC screen = GetDC(0), b;
    COMBOBOXEXITEMA item = {0};
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_USEREX_CLASSES};

    InitCommonControlsEx(&icc);
    parent = CreateWindowA("STATIC", "p", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 300, 200,
                           NULL, NULL, NULL, NULL);
    combo = CreateWindowExA(0, WC_COMBOBOXEXA, "", WS_CHILD | WS_VISIBLE | CBS_DROPDOWN,
                            10, 10, 200, 150, parent, (HMENU)1, NULL, NULL);
    inner = (HWND)SendMessageA(combo, CBEM_GETCOMBOCONTROL, 0, 0);
    edit_place("no list");

    il = ImageList_Create(16, 16, ILC_COLOR24 | ILC_MASK, 2, 2);
    bm = CreateCompatibleBitmap(screen, 32, 16);
    b = CreateCompatibleDC(screen);
    SelectObject(b, bm);
    {
        RECT r1 = {0, 0, 16, 16}, r2 = {16, 0, 32, 16};
        HBRUSH red = CreateSolidBrush(RGB(255, 0, 0)), green = CreateSolidBrush(RGB(0, 255, 0));
        FillRect(b, &r1, red);
        FillRect(b, &r2, green);
    }
    DeleteDC(b);
    printf("added at %d\n", ImageList_Add(il, bm, NULL));
    SendMessageA(combo, CBEM_SETIMAGELIST, 0, (LPARAM)il);
    edit_place("with a list");
    red_columns("no item -1 image");

    item.mask = CBEIF_TEXT | CBEIF_IMAGE | CBEIF_SELECTEDIMAGE;
    item.iItem = -1;
    item.pszText = "C:\\";
    item.iImage = item.iSelectedImage = 0;
    printf("set item -1: %ld\n", (long)SendMessageA(combo, CBEM_SETITEMA, 0, (LPARAM)&item));
    red_columns("item -1 image 0");

    SendMessageA(combo, CBEM_SETEXTENDEDSTYLE, CBES_EX_NOEDITIMAGEINDENT,
                 CBES_EX_NOEDITIMAGEINDENT);
    edit_place("no edit indent");
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
