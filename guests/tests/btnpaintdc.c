/* WM_PAINT sent to a BUTTON with a DC in wParam paints into that DC (wxWidgets' static
 * boxes paint so into a memory DC and copy it to the screen): a group box's frame and
 * label, a push button's face, read back from a white memory bitmap. */
#include <windows.h>
#include <stdio.h>

static void probe(const char *what, DWORD style, const char *text)
{
    HWND parent = CreateWindowExA(0, "STATIC", "", WS_POPUP | WS_VISIBLE, 0, 0, 200, 100,
                                  NULL, NULL, NULL, NULL);
    HWND b = CreateWindowExA(0, "BUTTON", text, WS_CHILD | WS_VISIBLE | style, 0, 0, 120, 60,
                             parent, NULL, NULL, NULL);
    HDC screen = GetDC(NULL), mem = CreateCompatibleDC(screen);
    HBITMAP bmp = CreateCompatibleBitmap(screen, 120, 60);
    int x, y, changed = 0;
    COLORREF mid;
    SelectObject(mem, bmp);
    PatBlt(mem, 0, 0, 120, 60, WHITENESS);
    SendMessageA(b, WM_PAINT, (WPARAM)mem, 0);
    for (y = 0; y < 60; y++)
        for (x = 0; x < 120; x++)
            if (GetPixel(mem, x, y) != RGB(255, 255, 255)) changed++;
    mid = GetPixel(mem, 60, 30);
    printf("%s painted=%d centre-white=%d centre-face=%d\n", what, changed > 100,
           mid == RGB(255, 255, 255), mid == GetSysColor(COLOR_BTNFACE));
    DeleteDC(mem);
    DeleteObject(bmp);
    ReleaseDC(NULL, screen);
    DestroyWindow(parent);
}

int main(void)
{
    probe("groupbox", BS_GROUPBOX, "Choose one");
    probe("pushbutton", BS_PUSHBUTTON, "OK");
    printf("done\n");
    return 0;
}
