/* DestroyWindow's sequence (issue 23, user32's win.c): what a window and its relatives hear
 * while it is destroyed. Windows hides the window first (a child through ShowWindow, so it
 * hears WM_SHOWWINDOW; a top-level window through SetWindowPos(SWP_HIDEWINDOW)), sends
 * WM_PARENTNOTIFY(WM_DESTROY) to the parent chain of a child without WS_EX_NOPARENTNOTIFY
 * before that, destroys the windows it owns, then sends WM_DESTROY top-down (the window,
 * then its children) and WM_NCDESTROY bottom-up (children first). One line per message
 * heard; the expected lines in test/win32/user/test_u32destroy.py are what this exe prints
 * under Wine 8 (32- and 64-bit). */
#include <windows.h>
#include <stdio.h>

static HWND top, c1, g1, c2, c3, owned, other;
static int logging;

static const char *name(HWND h)
{
    if (!h) return "0";
    if (h == top) return "top";
    if (h == c1) return "c1";
    if (h == g1) return "g1";
    if (h == c2) return "c2";
    if (h == c3) return "c3";
    if (h == owned) return "owned";
    if (h == other) return "other";
    return "new";
}

static LRESULT CALLBACK proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (logging)
    {
        switch (msg)
        {
        case WM_DESTROY:
            printf("%s WM_DESTROY visible=%d iswindow=%d parent-visible=%d\n", name(h),
                   IsWindowVisible(h) ? 1 : 0, IsWindow(h) ? 1 : 0,
                   GetParent(h) && IsWindowVisible(GetParent(h)) ? 1 : 0);
            break;
        case WM_NCDESTROY:
            printf("%s WM_NCDESTROY children=%d\n", name(h), GetWindow(h, GW_CHILD) ? 1 : 0);
            break;
        case WM_PARENTNOTIFY:
            if (LOWORD(wp) == WM_DESTROY || LOWORD(wp) == WM_CREATE)
                printf("%s WM_PARENTNOTIFY %s %s visible=%d\n", name(h),
                       LOWORD(wp) == WM_DESTROY ? "WM_DESTROY" : "WM_CREATE",
                       name((HWND)lp), IsWindowVisible((HWND)lp) ? 1 : 0);
            break;
        case WM_SHOWWINDOW:
            printf("%s WM_SHOWWINDOW %d %d\n", name(h), (int)wp, (int)lp);
            break;
        case WM_WINDOWPOSCHANGING:
        case WM_WINDOWPOSCHANGED:
        {
            WINDOWPOS *wpos = (WINDOWPOS *)lp;
            /* only the hiding: Wine 8 also moves an owned popup along with its owner */
            if (!(wpos->flags & (SWP_HIDEWINDOW | SWP_SHOWWINDOW)))
                break;
            printf("%s %s hide=%d show=%d\n", name(h),
                   msg == WM_WINDOWPOSCHANGING ? "WM_WINDOWPOSCHANGING" : "WM_WINDOWPOSCHANGED",
                   (wpos->flags & SWP_HIDEWINDOW) ? 1 : 0, (wpos->flags & SWP_SHOWWINDOW) ? 1 : 0);
            break;
        }
        }
    }
    return DefWindowProcA(h, msg, wp, lp);
}

static LRESULT CALLBACK refuse_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_CREATE)
        return -1;
    if (msg == WM_DESTROY || msg == WM_NCDESTROY)
        printf("refused %s\n", msg == WM_DESTROY ? "WM_DESTROY" : "WM_NCDESTROY");
    return DefWindowProcA(h, msg, wp, lp);
}

static HWND child(HWND parent, DWORD ex, DWORD style)
{
    return CreateWindowExA(ex, "destroyseq", "", WS_CHILD | WS_VISIBLE | style, 0, 0, 50, 50,
                           parent, NULL, GetModuleHandleA(NULL), NULL);
}

static void family(void)
{
    top = CreateWindowExA(0, "destroyseq", "top", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                          10, 10, 300, 200, NULL, NULL, GetModuleHandleA(NULL), NULL);
    c1 = child(top, 0, 0);
    g1 = child(c1, 0, 0);
    owned = CreateWindowExA(0, "destroyseq", "owned", WS_POPUP | WS_VISIBLE, 0, 0, 40, 40,
                            top, NULL, GetModuleHandleA(NULL), NULL);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND h;
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "destroyseq";
    RegisterClassA(&wc);

    family();
    other = CreateWindowExA(0, "destroyseq", "other", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                            20, 20, 100, 100, NULL, NULL, GetModuleHandleA(NULL), NULL);
    SetActiveWindow(top);

    printf("-- creating a child: its parent hears WM_PARENTNOTIFY before it is shown\n");
    logging = 1;
    c3 = child(top, 0, 0);
    c2 = child(top, WS_EX_NOPARENTNOTIFY, 0);
    logging = 0;
    DestroyWindow(c3);
    DestroyWindow(c2);

    printf("-- a child whose WM_CREATE answers -1\n");
    wc.lpfnWndProc = refuse_proc;
    wc.lpszClassName = "refuse";
    RegisterClassA(&wc);
    logging = 1;
    h = CreateWindowExA(0, "refuse", "", WS_CHILD | WS_VISIBLE, 0, 0, 10, 10, top, NULL,
                        GetModuleHandleA(NULL), NULL);
    logging = 0;
    printf("created %d\n", h != NULL);
    c2 = child(top, WS_EX_NOPARENTNOTIFY, 0);
    c3 = child(top, 0, 0);
    ShowWindow(c3, SW_HIDE);

    printf("-- child with a child\n");
    logging = 1;
    printf("result %d\n", DestroyWindow(c1));
    logging = 0;
    printf("c1 %d g1 %d\n", IsWindow(c1) ? 1 : 0, IsWindow(g1) ? 1 : 0);

    printf("-- child WS_EX_NOPARENTNOTIFY\n");
    logging = 1;
    DestroyWindow(c2);
    logging = 0;

    printf("-- hidden child\n");
    logging = 1;
    DestroyWindow(c3);
    logging = 0;

    printf("-- grandchild: its parent hears (not the parent's parent)\n");
    c1 = child(top, 0, 0);
    g1 = child(c1, 0, 0);
    logging = 1;
    DestroyWindow(g1);
    logging = 0;
    DestroyWindow(c1);

    printf("-- top-level with children and an owned popup\n");
    c1 = child(top, 0, 0);
    g1 = child(c1, 0, 0);
    c2 = child(top, WS_EX_NOPARENTNOTIFY, 0);
    logging = 1;
    printf("result %d\n", DestroyWindow(top));
    logging = 0;
    printf("top %d owned %d c1 %d\n", IsWindow(top) ? 1 : 0, IsWindow(owned) ? 1 : 0,
           IsWindow(c1) ? 1 : 0);

    printf("-- hidden top-level\n");
    h = CreateWindowExA(0, "destroyseq", "hidden", WS_OVERLAPPEDWINDOW, 0, 0, 50, 50,
                        NULL, NULL, GetModuleHandleA(NULL), NULL);
    top = h;
    logging = 1;
    DestroyWindow(h);
    logging = 0;
    DestroyWindow(other);
    printf("done\n");
    return 0;
}
