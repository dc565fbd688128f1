/* Raw input (RegisterRawInputDevices, GetRawInputDeviceList, GetRawInputDeviceInfo,
   GetRawInputData, GetRawInputBuffer, DefRawInputProc, WM_INPUT): the devices listed,
   the registration rules, and what WM_INPUT carries for the session's mouse and keyboard
   while an agent (or xdotool under Wine) plays this script, each step after the line
   that names it:
     "ready":   move to (50,50), to (60,45), left press and release, a wheel notch up,
                key A down and up;
     "phase 2": key B down and up;
     "phase 3": move to (70,45), to (75,50), key C down and up;
     "phase 4": move to (80,80), key D down and up;
     "phase 5": move to (90,90), left press and release, key E down and up.
   The window is a 200x200 popup at (0,0). */
#include <windows.h>
#include <stdio.h>

typedef unsigned __int64 QWORD;   /* NEXTRAWINPUTBLOCK names it; mingw lacks it */

static HANDLE mouse_dev, kbd_dev;
static int nolegacy_keys;

static const char *msgname(UINT m)
{
    switch (m) {
    case WM_MOUSEMOVE: return "WM_MOUSEMOVE";
    case WM_LBUTTONDOWN: return "WM_LBUTTONDOWN";
    case WM_LBUTTONUP: return "WM_LBUTTONUP";
    case WM_MOUSEWHEEL: return "WM_MOUSEWHEEL";
    case WM_KEYDOWN: return "WM_KEYDOWN";
    case WM_KEYUP: return "WM_KEYUP";
    case WM_CHAR: return "WM_CHAR";
    }
    return NULL;
}

static void show_input(WPARAM wp, LPARAM lp)
{
    RAWINPUT ri;
    RAWINPUTHEADER h;
    UINT size = 0, r;
    r = GetRawInputData((HRAWINPUT)lp, RID_INPUT, NULL, &size, sizeof(RAWINPUTHEADER));
    printf("WM_INPUT code=%d query=%u size=%u", (int)GET_RAWINPUT_CODE_WPARAM(wp), r, size);
    size = sizeof(RAWINPUTHEADER);
    r = GetRawInputData((HRAWINPUT)lp, RID_HEADER, &h, &size, sizeof(RAWINPUTHEADER));
    printf(" header=%d", (int)r);
    size = 8;
    SetLastError(0);
    r = GetRawInputData((HRAWINPUT)lp, RID_INPUT, &ri, &size, sizeof(RAWINPUTHEADER));
    printf(" small=%d err=%lu", (int)r, GetLastError());
    size = sizeof(ri);
    r = GetRawInputData((HRAWINPUT)lp, RID_INPUT, &ri, &size, sizeof(RAWINPUTHEADER));
    printf(" read=%d type=%lu dwSize=%lu wParam=%d same=%d\n", (int)r, ri.header.dwType,
           ri.header.dwSize, (int)ri.header.wParam,
           h.hDevice == ri.header.hDevice && h.dwType == ri.header.dwType);
    if (ri.header.dwType == RIM_TYPEMOUSE)
        printf("  mouse dev=%s usFlags=%#x buttons=%#x data=%d last=(%ld,%ld)\n",
               ri.header.hDevice == mouse_dev ? "listed" : "other", ri.data.mouse.usFlags,
               ri.data.mouse.usButtonFlags, (SHORT)ri.data.mouse.usButtonData,
               ri.data.mouse.lLastX, ri.data.mouse.lLastY);
    else if (ri.header.dwType == RIM_TYPEKEYBOARD)
        printf("  keyboard dev=%s MakeCode=%#x Flags=%#x VKey=%#x Message=%#x\n",
               ri.header.hDevice == kbd_dev ? "listed" : "other", ri.data.keyboard.MakeCode,
               ri.data.keyboard.Flags, ri.data.keyboard.VKey, ri.data.keyboard.Message);
}

static LRESULT CALLBACK proc(HWND w, UINT m, WPARAM wp, LPARAM lp)
{
    const char *name = msgname(m);
    if (m == WM_INPUT) {
        show_input(wp, lp);
    } else if (name) {
        if (m == WM_MOUSEWHEEL)
            printf("%s delta=%d\n", name, GET_WHEEL_DELTA_WPARAM(wp));
        else if (m == WM_KEYDOWN || m == WM_KEYUP || m == WM_CHAR)
            printf("%s %#x\n", name, (unsigned)wp);
        else
            printf("%s (%d,%d)\n", name, (SHORT)LOWORD(lp), (SHORT)HIWORD(lp));
    }
    fflush(stdout);
    return DefWindowProcA(w, m, wp, lp);
}

/* Run messages until key `vk` goes up (seen raw or as WM_KEYUP). */
static void pump_until_up(BYTE vk)
{
    MSG m;
    while (GetMessageA(&m, 0, 0, 0) > 0) {
        int done = 0;
        if (m.message == WM_KEYUP && m.wParam == vk)
            done = 1;
        if (m.message == WM_INPUT) {
            RAWINPUT ri;
            UINT size = sizeof(ri);
            if (GetRawInputData((HRAWINPUT)m.lParam, RID_INPUT, &ri, &size,
                                sizeof(RAWINPUTHEADER)) != (UINT)-1
                && ri.header.dwType == RIM_TYPEKEYBOARD && ri.data.keyboard.VKey == vk
                && ri.data.keyboard.Flags & RI_KEY_BREAK && nolegacy_keys)
                done = 1;
        }
        TranslateMessage(&m);
        DispatchMessageA(&m);
        if (done)
            return;
    }
}

static void show_registered(void)
{
    RAWINPUTDEVICE rid[4];
    UINT n = 0, r, i;
    SetLastError(0);
    r = GetRegisteredRawInputDevices(NULL, &n, sizeof(RAWINPUTDEVICE));
    printf("registered query=%d n=%u err=%lu\n", (int)r, n, GetLastError());
    if (n) {
        UINT small = 1;
        SetLastError(0);
        r = GetRegisteredRawInputDevices(rid, &small, sizeof(RAWINPUTDEVICE));
        printf("registered small=%d n=%u err=%lu\n", (int)r, small, GetLastError());
        small = 0;
        SetLastError(0);
        r = GetRegisteredRawInputDevices(rid, &small, sizeof(RAWINPUTDEVICE));
        printf("registered no room=%d n=%u err=%lu\n", (int)r, small, GetLastError());
    }
    n = 4;
    r = GetRegisteredRawInputDevices(rid, &n, sizeof(RAWINPUTDEVICE));
    for (i = 0; i < r && i < 4; i++)
        printf("  page=%u usage=%u flags=%#lx target=%s\n", rid[i].usUsagePage,
               rid[i].usUsage, rid[i].dwFlags, rid[i].hwndTarget ? "window" : "null");
}

static void devices(void)
{
    RAWINPUTDEVICELIST *list;
    UINT n = 0, r, i, mice = 0, kbds = 0;
    r = GetRawInputDeviceList(NULL, &n, sizeof(RAWINPUTDEVICELIST));
    printf("device list query=%d has_devices=%d\n", (int)r, n >= 2);
    SetLastError(0);
    r = GetRawInputDeviceList(NULL, &n, 1);
    printf("bad size=%d err=%lu\n", (int)r, GetLastError());
    SetLastError(0);
    r = GetRawInputDeviceList(NULL, NULL, 1);
    printf("bad size, no count=%d err=%lu\n", (int)r, GetLastError());
    SetLastError(0);
    r = GetRawInputDeviceList(NULL, NULL, sizeof(RAWINPUTDEVICELIST));
    printf("no count=%d err=%lu\n", (int)r, GetLastError());
    {
        RID_DEVICE_INFO info;
        UINT size = 0xdeadbeef;
        SetLastError(0);
        r = GetRawInputDeviceInfoW((HANDLE)0xdeadbeef, RIDI_DEVICEINFO, NULL, NULL);
        printf("info, no device, no size=%d err=%lu\n", (int)r, GetLastError());
        SetLastError(0);
        r = GetRawInputDeviceInfoW((HANDLE)0xdeadbeef, RIDI_DEVICEINFO, NULL, &size);
        printf("info, no device=%d err=%lu size kept=%d\n", (int)r, GetLastError(),
               size == 0xdeadbeef);
        GetRawInputDeviceList(NULL, &n, sizeof(RAWINPUTDEVICELIST));
        list = malloc(n * sizeof(*list));
        GetRawInputDeviceList(list, &n, sizeof(RAWINPUTDEVICELIST));
        SetLastError(0);
        r = GetRawInputDeviceInfoW(list[0].hDevice, 0xdeadbeef, NULL, &size);
        printf("info, bad command=%d err=%lu size kept=%d\n", (int)r, GetLastError(),
               size == 0xdeadbeef);
        SetLastError(0);
        r = GetRawInputDeviceInfoW(list[0].hDevice, RIDI_DEVICEINFO, &info, NULL);
        printf("info, no size=%d err=%lu\n", (int)r, GetLastError());
        free(list);
    }
    list = malloc(n * sizeof(*list));
    {
        UINT small = 1;
        SetLastError(0);
        r = GetRawInputDeviceList(list, &small, sizeof(RAWINPUTDEVICELIST));
        printf("small=%d err=%lu enough=%d\n", (int)r, GetLastError(), small == n);
    }
    r = GetRawInputDeviceList(list, &n, sizeof(RAWINPUTDEVICELIST));
    printf("listed=%d\n", r == n);
    for (i = 0; i < r; i++) {
        if (list[i].dwType == RIM_TYPEMOUSE && !mice++)
            mouse_dev = list[i].hDevice;
        if (list[i].dwType == RIM_TYPEKEYBOARD && !kbds++)
            kbd_dev = list[i].hDevice;
    }
    printf("a mouse=%d a keyboard=%d\n", mice > 0, kbds > 0);
    for (i = 0; i < 2; i++) {
        HANDLE dev = i ? kbd_dev : mouse_dev;
        RID_DEVICE_INFO info;
        char nameA[256];
        WCHAR nameW[256];
        UINT size = 0, ra, rw, need;
        r = GetRawInputDeviceInfoA(dev, RIDI_DEVICENAME, NULL, &size);
        need = size;
        SetLastError(0);
        size = 1;
        ra = GetRawInputDeviceInfoA(dev, RIDI_DEVICENAME, nameA, &size);
        printf("%s name query=%d needs>4=%d small=%d err=%lu size_after=%d\n",
               i ? "keyboard" : "mouse", (int)r, need > 4, (int)ra, GetLastError(),
               size == need);
        size = sizeof(nameA);
        ra = GetRawInputDeviceInfoA(dev, RIDI_DEVICENAME, nameA, &size);
        size = 256;
        rw = GetRawInputDeviceInfoW(dev, RIDI_DEVICENAME, nameW, &size);
        printf("  A is strlen+1: %d, prefix=%.4s, W the same: %d\n",
               (int)(strlen(nameA) + 1) == (int)ra, nameA,
               ra == rw && nameW[0] == '\\' && nameW[3] == '\\');
        size = 0;
        r = GetRawInputDeviceInfoA(dev, RIDI_DEVICEINFO, NULL, &size);
        printf("  info query=%d size=%u\n", (int)r, size);
        memset(&info, 0xcc, sizeof(info));
        info.cbSize = sizeof(info);
        size = sizeof(info);
        r = GetRawInputDeviceInfoW(dev, RIDI_DEVICEINFO, &info, &size);
        printf("  info=%d type=%lu", (int)r, info.dwType);
        if (info.dwType == RIM_TYPEMOUSE)
            printf(" buttons>=2=%d hwheel=%d\n", info.mouse.dwNumberOfButtons >= 2,
                   info.mouse.fHasHorizontalWheel);
        else
            printf(" kbtype=%lu subtype=%lu mode=%lu fkeys=%lu indicators=%lu keys=%lu\n",
                   info.keyboard.dwType, info.keyboard.dwSubType,
                   info.keyboard.dwKeyboardMode, info.keyboard.dwNumberOfFunctionKeys,
                   info.keyboard.dwNumberOfIndicators, info.keyboard.dwNumberOfKeysTotal);
        size = 0;
        SetLastError(0);
        r = GetRawInputDeviceInfoA(dev, RIDI_PREPARSEDDATA, NULL, &size);
        printf("  preparsed=%d size=%u err=%lu\n", (int)r, size, GetLastError());
    }
    SetLastError(0);
    {
        UINT size = 0;
        r = GetRawInputDeviceInfoA((HANDLE)0x1234, RIDI_DEVICEINFO, NULL, &size);
        printf("bad handle=%d err=%lu\n", (int)r, GetLastError());
    }
    free(list);
}

int main(void)
{
    WNDCLASSA wc = {0};
    RAWINPUTDEVICE rid[2];
    HWND w;
    MSG m;
    BOOL ok;
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "rawinput";
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    RegisterClassA(&wc);
    w = CreateWindowA("rawinput", "rawinput", WS_POPUP | WS_VISIBLE, 0, 0, 200, 200,
                      0, 0, 0, 0);
    SetForegroundWindow(w);
    SetFocus(w);
    while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
    printf("sizes header=%d mouse=%d keyboard=%d rawinput=%d\n", (int)sizeof(RAWINPUTHEADER),
           (int)sizeof(RAWMOUSE), (int)sizeof(RAWKEYBOARD), (int)sizeof(RAWINPUT));
    devices();
    show_registered();

    /* the registration rules */
    rid[0].usUsagePage = 1; rid[0].usUsage = 2; rid[0].dwFlags = 0; rid[0].hwndTarget = w;
    SetLastError(0);
    ok = RegisterRawInputDevices(rid, 1, sizeof(RAWINPUTDEVICE) - 1);
    printf("bad size=%d err=%lu\n", ok, GetLastError());
    rid[0].dwFlags = RIDEV_REMOVE;
    SetLastError(0);
    ok = RegisterRawInputDevices(rid, 1, sizeof(RAWINPUTDEVICE));
    printf("remove with a window=%d err=%lu\n", ok, GetLastError());
    rid[0].dwFlags = RIDEV_INPUTSINK; rid[0].hwndTarget = NULL;
    SetLastError(0);
    ok = RegisterRawInputDevices(rid, 1, sizeof(RAWINPUTDEVICE));
    printf("inputsink without a window=%d err=%lu\n", ok, GetLastError());
    rid[0].dwFlags = RIDEV_REMOVE;
    SetLastError(0);
    ok = RegisterRawInputDevices(rid, 1, sizeof(RAWINPUTDEVICE));
    printf("remove unregistered=%d err=%lu\n", ok, GetLastError());

    rid[0].usUsagePage = 1; rid[0].usUsage = 2; rid[0].dwFlags = 0; rid[0].hwndTarget = w;
    rid[1].usUsagePage = 1; rid[1].usUsage = 6; rid[1].dwFlags = RIDEV_NOLEGACY;
    rid[1].hwndTarget = 0;
    ok = RegisterRawInputDevices(rid, 2, sizeof(RAWINPUTDEVICE));
    printf("register mouse+keyboard(nolegacy)=%d\n", ok);
    nolegacy_keys = 1;
    show_registered();
    {
        RAWINPUT ri;
        PRAWINPUT p = &ri;
        printf("DefRawInputProc=%d bad=%d\n", (int)DefRawInputProc(&p, 1, sizeof(RAWINPUTHEADER)),
               (int)DefRawInputProc(&p, 1, 1));
    }
    printf("ready\n");
    fflush(stdout);
    pump_until_up('A');

    rid[1].dwFlags = RIDEV_REMOVE;
    ok = RegisterRawInputDevices(&rid[1], 1, sizeof(RAWINPUTDEVICE));
    nolegacy_keys = 0;
    printf("keyboard removed=%d\n", ok);
    show_registered();
    printf("phase 2\n");
    fflush(stdout);
    pump_until_up('B');

    /* phase 3: the raw input waits in the queue; GetRawInputBuffer takes it out */
    rid[1].dwFlags = 0; rid[1].hwndTarget = w;
    ok = RegisterRawInputDevices(&rid[1], 1, sizeof(RAWINPUTDEVICE));
    printf("keyboard again=%d\n", ok);
    printf("phase 3\n");
    fflush(stdout);
    {
        /* wait for key C's release to be queued (without taking messages out) */
        int seen = 0;
        while (!seen) {
            /* raw input alone wakes it: the keyboard and the mouse are registered */
            MsgWaitForMultipleObjects(0, NULL, FALSE, INFINITE, QS_RAWINPUT);
            if (PeekMessageA(&m, w, WM_KEYUP, WM_KEYUP, PM_NOREMOVE) && m.wParam == 'C')
                seen = 1;
        }
    }
    {
        static BYTE buf[1024];
        UINT size = 0, r, i, total = 0;
        PRAWINPUT p;
        r = GetRawInputBuffer(NULL, &size, sizeof(RAWINPUTHEADER));
        printf("buffer query=%d size=%u\n", (int)r, size);
        SetLastError(0);
        r = GetRawInputBuffer(NULL, &size, 1);
        printf("buffer bad header=%d err=%lu\n", (int)r, GetLastError());
        {
            /* room for the first record exactly: Windows wants a byte more, and fails,
             * but writes the record and takes it all the same */
            UINT first;
            GetRawInputBuffer(NULL, &first, sizeof(RAWINPUTHEADER));
            size = first;
            SetLastError(0);
            r = GetRawInputBuffer((PRAWINPUT)buf, &size, sizeof(RAWINPUTHEADER));
            printf("buffer exact=%d err=%lu size=%d written type=%lu last=(%ld,%ld)\n", (int)r,
                   GetLastError(), size == first, ((PRAWINPUT)buf)->header.dwType,
                   ((PRAWINPUT)buf)->data.mouse.lLastX, ((PRAWINPUT)buf)->data.mouse.lLastY);
        }
        for (;;) {
            size = sizeof(buf);
            r = GetRawInputBuffer((PRAWINPUT)buf, &size, sizeof(RAWINPUTHEADER));
            if (r == 0 || r == (UINT)-1)
                break;
            p = (PRAWINPUT)buf;
            for (i = 0; i < r; i++) {
                if (p->header.dwType == RIM_TYPEMOUSE)
                    printf("  buffer mouse dwSize=%lu flags=%#x last=(%ld,%ld)\n",
                           p->header.dwSize, p->data.mouse.usFlags, p->data.mouse.lLastX,
                           p->data.mouse.lLastY);
                else
                    printf("  buffer keyboard dwSize=%lu VKey=%#x Flags=%#x\n",
                           p->header.dwSize, p->data.keyboard.VKey, p->data.keyboard.Flags);
                p = NEXTRAWINPUTBLOCK(p);
            }
            total += r;
        }
        printf("buffer records=%u end=%d\n", total, (int)r);
        size = sizeof(buf);
        r = GetRawInputBuffer((PRAWINPUT)buf, &size, sizeof(RAWINPUTHEADER));
        printf("buffer, none left=%d size=%u\n", (int)r, size);
    }
    while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE)) {
        if (m.message == WM_INPUT)
            printf("WM_INPUT left in the queue\n");
        else
            DispatchMessageA(&m);
    }
    /* phase 4: another window in the foreground; the mouse registered again for the
       first with RIDEV_INPUTSINK and RIDEV_DEVNOTIFY */
    {
        HWND b = CreateWindowA("rawinput", "other", WS_POPUP | WS_VISIBLE, 300, 0, 100, 100,
                               0, 0, 0, 0);
        SetForegroundWindow(b);
        SetFocus(b);
        while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE))
            DispatchMessageA(&m);
        rid[0].dwFlags = RIDEV_INPUTSINK | RIDEV_DEVNOTIFY; rid[0].hwndTarget = w;
        ok = RegisterRawInputDevices(rid, 1, sizeof(RAWINPUTDEVICE));
        printf("inputsink+devnotify=%d foreground=%s\n", ok,
               GetForegroundWindow() == b ? "other" : "first");
        while (PeekMessageA(&m, 0, WM_INPUT_DEVICE_CHANGE, WM_INPUT_DEVICE_CHANGE, PM_REMOVE))
            printf("WM_INPUT_DEVICE_CHANGE to %s wParam=%d device=%s\n",
                   m.hwnd == w ? "first" : "other", (int)m.wParam,
                   (HANDLE)m.lParam == mouse_dev ? "the mouse" : "other");
        printf("phase 4\n");
        fflush(stdout);
        pump_until_up('D');
        DestroyWindow(b);
    }
    /* phase 5: the mouse with RIDEV_NOLEGACY: no WM_MOUSEMOVE, no button messages */
    SetForegroundWindow(w);
    SetFocus(w);
    while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
    rid[0].dwFlags = RIDEV_NOLEGACY; rid[0].hwndTarget = w;
    ok = RegisterRawInputDevices(rid, 1, sizeof(RAWINPUTDEVICE));
    printf("mouse nolegacy=%d\n", ok);
    show_registered();
    printf("phase 5\n");
    fflush(stdout);
    pump_until_up('E');
    DestroyWindow(w);
    printf("done\n");
    return 0;
}
