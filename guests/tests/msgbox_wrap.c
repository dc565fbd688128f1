/* A MessageBox whose text is one long line (notifu 1.7's usage text, issue 23): Windows
 * word-wraps it within the box's text width instead of widening the box past the screen.
 * A thread timer looks at the box while it is up, then presses OK. The expected lines
 * are Wine's. */
#include <windows.h>
#include <stdio.h>

static void CALLBACK look(HWND hwnd, UINT msg, UINT_PTR id, DWORD time)
{
    HWND box = FindWindowA("#32770", "wrap test");
    RECT r;
    KillTimer(NULL, id);
    if (!box) {
        printf("no box\n");
        return;
    }
    GetWindowRect(box, &r);
    printf("box found=1 narrower than 400=%d taller than 80=%d inside the screen=%d\n",
           r.right - r.left < 400, r.bottom - r.top > 80,
           r.left >= 0 && r.right <= GetSystemMetrics(SM_CXSCREEN));
    PostMessageA(box, WM_COMMAND, IDOK, 0);
}

int main(void)
{
    char text[1200];
    int i, ret;
    text[0] = 0;
    for (i = 0; i < 60; i++)
        strcat(text, "word ");
    strcat(text, "end");
    SetTimer(NULL, 0, 200, look);
    ret = MessageBoxA(NULL, text, "wrap test", MB_OK);
    printf("MessageBox=%d\n", ret);
    return 0;
}
