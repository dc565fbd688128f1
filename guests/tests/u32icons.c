/* A window's icons (docs/user.md, "win.c's families, session 36"; user/windowicons.py):
   WM_SETICON and WM_GETICON as DefWindowProc keeps them (the small icon the system makes
   from the big one for ICON_SMALL2), RegisterClassEx's hIconSm, and
   InternalGetWindowIcon's copies. One line per check. */
#include <windows.h>
#include <stdio.h>

static HICON (WINAPI *pInternalGetWindowIcon)(HWND, UINT);
static BYTE bits[50 * 50 * 4];

static int icon_width(HICON icon)
{
    ICONINFO info;
    BITMAP bm;
    int w;
    if (!icon || !GetIconInfo(icon, &info)) return -1;
    GetObjectA(info.hbmColor ? info.hbmColor : info.hbmMask, sizeof bm, &bm);
    w = bm.bmWidth;
    DeleteObject(info.hbmColor);
    DeleteObject(info.hbmMask);
    return w;
}

static void internal(const char *what, HWND h, UINT kind)
{
    HICON a = pInternalGetWindowIcon(h, kind), b = pInternalGetWindowIcon(h, kind);
    int w = icon_width(a), fresh = a && b && a != b;
    int destroyed = DestroyIcon(a) && DestroyIcon(b);
    printf("%s: width=%d fresh-copies=%d destroyed=%d\n", what, w, fresh, destroyed);
}

int main(void)
{
    HICON i10 = CreateIcon(0, 10, 10, 1, 32, bits, bits);
    HICON i20 = CreateIcon(0, 20, 20, 1, 32, bits, bits);
    HICON i40 = CreateIcon(0, 40, 40, 1, 32, bits, bits);
    HICON i50 = CreateIcon(0, 50, 50, 1, 32, bits, bits);
    WNDCLASSEXA cls = {sizeof cls};
    WNDCLASSEXA got = {sizeof got};
    HWND h;
    HICON r;
    DWORD err;

    setvbuf(stdout, NULL, _IONBF, 0);
    pInternalGetWindowIcon = (void *)GetProcAddress(GetModuleHandleA("user32.dll"),
                                                    "InternalGetWindowIcon");
    cls.lpfnWndProc = DefWindowProcA;
    cls.hIcon = i40;
    cls.hIconSm = i50;
    cls.lpszClassName = "u32icons";
    RegisterClassExA(&cls);
    GetClassInfoExA(GetModuleHandleA(NULL), "u32icons", &got);
    h = CreateWindowExA(0, "u32icons", "icons", 0, 100, 100, 200, 200, 0, 0, NULL, NULL);
    printf("GetClassInfoEx: hIconSm-is-it=%d GCLP_HICONSM-is-it=%d\n", got.hIconSm == i50,
           (HICON)GetClassLongPtrA(h, GCLP_HICONSM) == i50);
    printf("class's: WM_GETICON big=%d small=%d\n",
           SendMessageA(h, WM_GETICON, ICON_BIG, 0) != 0, SendMessageA(h, WM_GETICON, ICON_SMALL, 0) != 0);
    internal("class's big", h, ICON_BIG);
    internal("class's small", h, ICON_SMALL);
    internal("class's small2", h, ICON_SMALL2);

    r = (HICON)SendMessageA(h, WM_SETICON, ICON_BIG, (LPARAM)i10);
    printf("WM_SETICON big: previous=%d now-is-it=%d\n", r != 0,
           (HICON)SendMessageA(h, WM_GETICON, ICON_BIG, 0) == i10);
    r = (HICON)SendMessageA(h, WM_SETICON, ICON_BIG, (LPARAM)i20);
    printf("WM_SETICON big again: previous-is-first=%d\n", r == i10);
    internal("window's big", h, ICON_BIG);
    r = (HICON)SendMessageA(h, WM_GETICON, ICON_SMALL2, 0);
    {
        int w = icon_width(r);
        printf("ICON_SMALL2 made: %d width=%d small=%d\n", r && r != i20, w,
               SendMessageA(h, WM_GETICON, ICON_SMALL, 0) != 0);
    }
    internal("window's small (made)", h, ICON_SMALL);
    r = (HICON)SendMessageA(h, WM_SETICON, ICON_SMALL, (LPARAM)i10);
    printf("WM_SETICON small: previous=%d small2-is-it=%d\n", r != 0,
           (HICON)SendMessageA(h, WM_GETICON, ICON_SMALL2, 0) == i10);
    internal("window's small", h, ICON_SMALL);
    internal("window's small2", h, ICON_SMALL2);

    SetLastError(0xdeadbeef);
    r = pInternalGetWindowIcon(NULL, ICON_BIG);
    err = GetLastError();
    printf("InternalGetWindowIcon(NULL)=%d err=%lu\n", r != 0, err);
    SetLastError(0xdeadbeef);
    r = pInternalGetWindowIcon(h, 3);
    err = GetLastError();
    printf("InternalGetWindowIcon(kind 3)=%d err=%lu\n", r != 0, err);
    DestroyWindow(h);
    printf("done\n");
    return 0;
}
