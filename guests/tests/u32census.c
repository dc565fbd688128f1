/*
 * u32census.c - test guest for the USER32 functions of the issue 23 census
 * (test/win32/user/test_user32_census.py). One mode per run, "/mode NAME"; each step prints one line.
 *
 *   /mode tree     window properties (Set/Get/Remove, EnumPropsEx, atoms), MapWindowPoints,
 *                  GetAncestor, IsChild, SetParent, WindowFromPoint, ChildWindowFromPoint(Ex),
 *                  FindWindowExA, GetDCEx/WindowFromDC, SendMessageTimeoutA,
 *                  SendNotifyMessageA, GetDoubleClickTime, GetKeyboardType.
 *   /mode input    MapVirtualKeyW (all kinds), GetKeyNameTextW, SetCursorPos, ClipCursor,
 *                  GetClipCursor, RegisterDeviceNotificationW, EnumDisplayDevicesW.
 *
 * Windows are WS_POPUP (no frame) so coordinates do not depend on frame metrics.
 * Test hooks: the expected lines in test/win32/user/test_user32_census.py are this exe's output under Wine 8
 * (xvfb-run -a wine u32census.exe /mode NAME).
 */
#include <windows.h>
#include <dbt.h>
#include <stdio.h>
#include <string.h>

static int g_msgs;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_USER + 1) {
        g_msgs++;
        return 42 + w;
    }
    return DefWindowProcA(h, m, w, l);
}

static BOOL CALLBACK prop_cb(HWND h, LPSTR name, HANDLE data, ULONG_PTR param)
{
    if (!IS_INTRESOURCE(name) && !strncmp(name, "__wine", 6))
        return TRUE;                /* Wine's own property of every window */
    if (IS_INTRESOURCE(name))
        printf("prop #%u=%lu\n", (unsigned)(ULONG_PTR)name, (DWORD)(ULONG_PTR)data);
    else
        printf("prop %s=%lu\n", name, (DWORD)(ULONG_PTR)data);
    return TRUE;
}

static void tree_mode(HINSTANCE inst)
{
    WNDCLASSA wc;
    HWND top, top2, a, b, inner;
    POINT pts[2];
    RECT r;
    HDC dc;
    DWORD res;
    LONG_PTR lr;
    ATOM atom;
    BOOL ok;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.lpszClassName = "CensusWin";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    top = CreateWindowExA(0, "CensusWin", "Top", WS_POPUP | WS_VISIBLE, 100, 100, 300, 200,
                          NULL, NULL, inst, NULL);
    top2 = CreateWindowExA(0, "CensusWin", "Other", WS_POPUP | WS_VISIBLE, 500, 100, 100, 100,
                           top, NULL, inst, NULL);
    a = CreateWindowExA(0, "CensusWin", "A", WS_CHILD | WS_VISIBLE, 10, 20, 100, 50, top,
                        (HMENU)1, inst, NULL);
    b = CreateWindowExA(0, "BUTTON", "B", WS_CHILD | WS_VISIBLE | WS_DISABLED, 150, 20, 100, 50,
                        top, (HMENU)2, inst, NULL);
    inner = CreateWindowExA(0, "CensusWin", "Inner", WS_CHILD | WS_VISIBLE, 5, 5, 20, 20, a,
                            (HMENU)3, inst, NULL);

    ok = SetPropA(top, "CensusProp", (HANDLE)11);
    printf("SetProp=%d get=%lu\n", ok, (DWORD)(ULONG_PTR)GetPropA(top, "censusprop"));
    atom = GlobalFindAtomA("CENSUSPROP");
    printf("atom found=%d get by atom=%lu\n", atom != 0,
           (DWORD)(ULONG_PTR)GetPropW(top, (LPCWSTR)MAKEINTATOM(atom)));
    SetPropW(top, L"Second", (HANDLE)22);
    SetPropA(top, MAKEINTATOM(77), (HANDLE)33);
    SetPropA(top, "CensusProp", (HANDLE)12);
    printf("EnumPropsExA=%d\n", EnumPropsExA(top, prop_cb, 0));
    res = (DWORD)(ULONG_PTR)RemovePropA(top, "Second");
    printf("RemoveProp=%lu", res);
    res = (DWORD)(ULONG_PTR)RemovePropA(top, "Second");
    printf(" again=%lu get=%lu\n", res, (DWORD)(ULONG_PTR)GetPropA(top, "Second"));
    printf("no props=%d\n", EnumPropsExA(b, prop_cb, 0));

    pts[0].x = 1; pts[0].y = 2; pts[1].x = 3; pts[1].y = 4;
    res = MapWindowPoints(inner, top, pts, 2);
    printf("MapWindowPoints inner->top=%lx pts=%ld,%ld %ld,%ld\n", res, pts[0].x, pts[0].y,
           pts[1].x, pts[1].y);
    res = MapWindowPoints(top, NULL, pts, 1);
    printf("MapWindowPoints top->screen=%lx pt=%ld,%ld\n", res, pts[0].x, pts[0].y);
    res = MapWindowPoints(NULL, a, pts, 1);
    printf("MapWindowPoints screen->a=%lx pt=%ld,%ld\n", res, pts[0].x, pts[0].y);

    printf("GetAncestor parent=%d root=%d rootowner=%d desktop=%d\n",
           GetAncestor(inner, GA_PARENT) == a, GetAncestor(inner, GA_ROOT) == top,
           GetAncestor(top2, GA_ROOTOWNER) == top, GetAncestor(top, GA_PARENT) == GetDesktopWindow());
    printf("IsChild=%d %d %d\n", IsChild(top, inner), IsChild(a, b), IsChild(top, top2));

    printf("WindowFromPoint inner=%d a=%d b(disabled)=%d nothing=%d\n",
           WindowFromPoint((POINT){120, 130}) == inner, WindowFromPoint((POINT){150, 150}) == a,
           WindowFromPoint((POINT){260, 140}) == top,
           WindowFromPoint((POINT){5, 5}) == GetDesktopWindow());
    printf("ChildWindowFromPoint a=%d b=%d self=%d outside=%d\n",
           ChildWindowFromPoint(top, (POINT){20, 30}) == a,
           ChildWindowFromPoint(top, (POINT){160, 30}) == b,
           ChildWindowFromPoint(top, (POINT){5, 150}) == top,
           ChildWindowFromPoint(top, (POINT){500, 30}) == NULL);
    printf("ChildWindowFromPointEx skipdisabled=%d\n",
           ChildWindowFromPointEx(top, (POINT){160, 30}, CWP_SKIPDISABLED) == top);
    /* the desktop's children are the top-level windows (Qt 6 asks this way for the
       window under the pointer when a button is released under capture) */
    printf("ChildWindowFromPointEx desktop top=%d child's top=%d owned=%d\n",
           ChildWindowFromPointEx(GetDesktopWindow(), (POINT){280, 280}, CWP_SKIPINVISIBLE) == top,
           ChildWindowFromPointEx(GetDesktopWindow(), (POINT){150, 150},
                                  CWP_SKIPINVISIBLE | CWP_SKIPTRANSPARENT) == top,
           ChildWindowFromPointEx(GetDesktopWindow(), (POINT){550, 150}, CWP_SKIPINVISIBLE) == top2);

    printf("FindWindowExA button=%d first=%d after=%d top=%d none=%d\n",
           FindWindowExA(top, NULL, "button", NULL) == b,
           FindWindowExA(top, NULL, NULL, NULL) == b,
           FindWindowExA(top, b, NULL, NULL) == a,
           FindWindowExA(NULL, NULL, "CensusWin", "Top") == top,
           FindWindowExA(top, NULL, "CensusWin", "Nope") == NULL);

    dc = GetDCEx(a, NULL, DCX_CACHE | DCX_CLIPSIBLINGS);
    printf("GetDCEx=%d WindowFromDC=%d\n", dc != NULL, WindowFromDC(dc) == a);
    ReleaseDC(a, dc);
    dc = GetDCEx(top, NULL, DCX_WINDOW);
    printf("GetDCEx(window)=%d WindowFromDC=%d\n", dc != NULL, WindowFromDC(dc) == top);
    ReleaseDC(top, dc);
    dc = CreateCompatibleDC(NULL);
    printf("WindowFromDC(memory)=%d\n", WindowFromDC(dc) == NULL);
    DeleteDC(dc);

    {
        DWORD_PTR result = 0;   /* the procedure's LRESULT: pointer-sized */
        lr = SendMessageTimeoutA(a, WM_USER + 1, 5, 0, SMTO_NORMAL, 1000, &result);
        printf("SendMessageTimeoutA=%d result=%lu\n", lr != 0, (unsigned long)result);
    }
    ok = SendNotifyMessageA(a, WM_USER + 1, 0, 0);
    printf("SendNotifyMessageA=%d msgs=%d\n", ok, g_msgs);

    printf("SetParent old=%d\n", SetParent(inner, top) == a);
    printf("after: parent=%d IsChild(a)=%d\n", GetParent(inner) == top, IsChild(a, inner));
    pts[0].x = 0; pts[0].y = 0;
    MapWindowPoints(inner, NULL, pts, 1);
    printf("inner now at %ld,%ld\n", pts[0].x, pts[0].y);
    SetLastError(0);
    printf("SetParent(a under inner)=%d\n", SetParent(a, inner) != NULL);
    printf("GetDoubleClickTime=%u\n", GetDoubleClickTime());
    printf("GetKeyboardType=%d %d %d\n", GetKeyboardType(0), GetKeyboardType(1), GetKeyboardType(2));
    GetWindowRect(top, &r);
    DestroyWindow(top2);
    DestroyWindow(top);
}

static void input_mode(HINSTANCE inst)
{
    static const UINT vks[] = {'A', '1', VK_RETURN, VK_SHIFT, VK_LEFT, VK_F5, VK_OEM_1, VK_NUMPAD7,
                               VK_SPACE, VK_RCONTROL};
    static const UINT scans[] = {0x1E, 0x2A, 0x36, 0x1D, 0x47, 0x39, 0xE01D, 0xE048};
    static const LONG keys[] = {0x1E << 16, 0x1C << 16, (0x1C << 16) | (1 << 24), 0x36 << 16,
                                (0x36 << 16) | (1 << 25), (0x48 << 16) | (1 << 24),
                                0x3F << 16, 0x39 << 16, 0x27 << 16, 0x01 << 16};
    WCHAR name[64];
    POINT pt;
    RECT r, clip = {10, 20, 200, 300};
    DISPLAY_DEVICEW dd;
    DEV_BROADCAST_DEVICEINTERFACE_W filter;
    HDEVNOTIFY dn;
    HWND w;
    unsigned i;
    int n;

    for (i = 0; i < sizeof vks / sizeof *vks; i++)
        printf("vk %02x: vsc=%x char=%x vsc_ex=%x\n", vks[i], MapVirtualKeyW(vks[i], MAPVK_VK_TO_VSC),
               MapVirtualKeyW(vks[i], MAPVK_VK_TO_CHAR), MapVirtualKeyW(vks[i], MAPVK_VK_TO_VSC_EX));
    for (i = 0; i < sizeof scans / sizeof *scans; i++)
        printf("scan %x: vk=%x vk_ex=%x\n", scans[i], MapVirtualKeyW(scans[i], MAPVK_VSC_TO_VK),
               MapVirtualKeyW(scans[i], MAPVK_VSC_TO_VK_EX));
    for (i = 0; i < sizeof keys / sizeof *keys; i++) {
        n = GetKeyNameTextW(keys[i], name, 64);
        printf("key %08lx: %d %ls\n", keys[i], n, n ? name : L"");
    }
    n = GetKeyNameTextW(0x1C << 16, name, 3);
    printf("key small: %d %ls\n", n, name);

    GetClipCursor(&r);
    printf("clip=%ld,%ld,%ld,%ld\n", r.left, r.top, (long)(r.right == GetSystemMetrics(SM_CXSCREEN)),
           (long)(r.bottom == GetSystemMetrics(SM_CYSCREEN)));
    SetCursorPos(50, 60);
    GetCursorPos(&pt);
    printf("SetCursorPos: %ld,%ld\n", pt.x, pt.y);
    ClipCursor(&clip);
    GetClipCursor(&r);
    printf("clipped=%ld,%ld,%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    SetCursorPos(500, 5);
    GetCursorPos(&pt);
    printf("SetCursorPos outside: %ld,%ld\n", pt.x, pt.y);
    ClipCursor(NULL);
    GetClipCursor(&r);
    printf("unclipped=%d\n", r.right == GetSystemMetrics(SM_CXSCREEN));

    w = CreateWindowExA(0, "STATIC", "x", WS_POPUP, 0, 0, 10, 10, NULL, NULL, inst, NULL);
    memset(&filter, 0, sizeof filter);
    filter.dbcc_size = sizeof filter;
    filter.dbcc_devicetype = DBT_DEVTYP_DEVICEINTERFACE;
    dn = RegisterDeviceNotificationW(w, &filter, DEVICE_NOTIFY_WINDOW_HANDLE | DEVICE_NOTIFY_ALL_INTERFACE_CLASSES);
    printf("RegisterDeviceNotificationW=%d Unregister=%d\n", dn != NULL, UnregisterDeviceNotification(dn));
    DestroyWindow(w);

    memset(&dd, 0, sizeof dd);
    dd.cb = sizeof dd;
    n = EnumDisplayDevicesW(NULL, 0, &dd, 0);
    printf("EnumDisplayDevicesW=%d %ls primary=%d\n", n, dd.DeviceName,
           (dd.StateFlags & DISPLAY_DEVICE_PRIMARY_DEVICE) != 0);
    printf("EnumDisplayDevicesW(1)=%d\n", EnumDisplayDevicesW(NULL, 1, &dd, 0));
    n = EnumDisplayDevicesW(L"\\\\.\\DISPLAY1", 0, &dd, 0);
    printf("monitor=%d attached=%d\n", n, (dd.StateFlags & DISPLAY_DEVICE_ATTACHED) != 0);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    const char *mode = strstr(cmd, "/mode ");
    mode = mode ? mode + 6 : "";
    if (!strcmp(mode, "tree"))
        tree_mode(inst);
    else if (!strcmp(mode, "input"))
        input_mode(inst);
    else
        printf("unknown mode '%s'\n", mode);
    fflush(stdout);
    return 0;
}
