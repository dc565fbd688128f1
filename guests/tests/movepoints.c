/* GetMouseMovePointsEx: the pointer's last 64 positions, newest first, with their time
 * stamps and extra info, from SetCursorPos, mouse_event and SendInput; its parameter
 * checks and their order; the history seen from another desktop of the window station
 * (a child process, as user32's input.c does) and from a non-interactive station.
 * Issue 23 (user32 input.c, test_GetMouseMovePointsEx). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#define SZ sizeof(MOUSEMOVEPOINT)
#ifndef DESKTOP_ALL_ACCESS
#define DESKTOP_ALL_ACCESS 0x01ff
#endif

static MOUSEMOVEPOINT in, out[200];

static void call(const char *what, UINT size, MOUSEMOVEPOINT *pin, MOUSEMOVEPOINT *pout,
                 int count, DWORD res)
{
    int r;
    SetLastError(0xdead);
    r = GetMouseMovePointsEx(size, pin, pout, count, res);
    printf("%s=%d err=%lu\n", what, r, GetLastError());
}

static void child(void)
{
    MOUSEMOVEPOINT a[64], b[64];
    POINT pt;
    HDESK d0, d1;
    HWINSTA w0, w1;
    int r;

    memset(a, 0, sizeof(a));
    memset(b, 0, sizeof(b));
    GetCursorPos(&pt);
    in.time = 0;
    in.x = pt.x;
    in.y = pt.y;
    r = GetMouseMovePointsEx(SZ, &in, a, 64, GMMP_USE_DISPLAY_POINTS);
    printf("child: %d points, newest the pointer=%d extra=%lx\n", r,
           a[0].x == pt.x && a[0].y == pt.y, (unsigned long)a[0].dwExtraInfo);
    d0 = OpenInputDesktop(0, FALSE, DESKTOP_ALL_ACCESS);
    d1 = CreateDesktopA("movepoints_desktop", NULL, NULL, 0, DESKTOP_ALL_ACCESS, NULL);
    printf("child: desktops %d %d\n", d0 != NULL, d1 != NULL);
    printf("child: SetThreadDesktop=%d SwitchDesktop=%d\n", SetThreadDesktop(d1),
           SwitchDesktop(d1));
    r = GetMouseMovePointsEx(SZ, &in, b, 64, GMMP_USE_DISPLAY_POINTS);
    printf("child: other desktop %d points, same=%d\n", r, !memcmp(a, b, sizeof(b)));
    in.x = 38;
    in.y = 27;
    SetCursorPos(in.x, in.y);
    r = GetMouseMovePointsEx(SZ, &in, b, 64, GMMP_USE_DISPLAY_POINTS);
    printf("child: after SetCursorPos there %d points, newest %dx%d\n", r, b[0].x, b[0].y);
    printf("child: back %d %d\n", SetThreadDesktop(d0), SwitchDesktop(d0));
    r = GetMouseMovePointsEx(SZ, &in, a, 64, GMMP_USE_DISPLAY_POINTS);
    printf("child: first desktop %d points, same=%d\n", r, !memcmp(a, b, sizeof(b)));
    CloseDesktop(d1);
    CloseDesktop(d0);

    w0 = GetProcessWindowStation();
    d0 = OpenInputDesktop(0, FALSE, DESKTOP_ALL_ACCESS);
    w1 = CreateWindowStationA("movepoints_station", 0, WINSTA_ALL_ACCESS, NULL);
    printf("child: station %d\n", w1 != NULL);
    printf("child: SetProcessWindowStation=%d\n", SetProcessWindowStation(w1));
    d1 = CreateDesktopA("movepoints_desktop", NULL, NULL, 0, DESKTOP_ALL_ACCESS, NULL);
    printf("child: SetThreadDesktop=%d\n", SetThreadDesktop(d1));
    call("child: non-interactive station", SZ, &in, a, 64, GMMP_USE_DISPLAY_POINTS);
    SetProcessWindowStation(w0);
    SetThreadDesktop(d0);
    CloseDesktop(d1);
    CloseWindowStation(w1);
    CloseDesktop(d0);
}

int main(int argc, char **argv)
{
    POINT pt;
    INPUT input;
    int i, r;
    char cmd[MAX_PATH + 16];
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    DWORD code;

    if (argc > 1 && !strcmp(argv[1], "child")) {
        child();
        return 0;
    }
    printf("sizeof(MOUSEMOVEPOINT)=%u\n", (unsigned)SZ);
    /* a point's time stamp is the tick count, and a time of 0 asks for none: move on
     * from a guest clock's first tick */
    Sleep(20);
    SetCursorPos(20, 30);
    GetCursorPos(&pt);
    memset(&in, 0, sizeof(in));
    in.x = pt.x;
    in.y = pt.y;

    /* the checks, and which wins */
    call("size 0", 0, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    call("size-1", SZ - 1, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    call("size+1", SZ + 1, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    call("no point", SZ, NULL, out, 64, GMMP_USE_DISPLAY_POINTS);
    call("no buffer", SZ, &in, NULL, 64, GMMP_USE_DISPLAY_POINTS);
    call("neither", SZ, NULL, NULL, 64, GMMP_USE_DISPLAY_POINTS);
    call("no buffer, count 0", SZ, &in, NULL, 0, GMMP_USE_DISPLAY_POINTS);
    call("count -1", SZ, &in, out, -1, GMMP_USE_DISPLAY_POINTS);
    call("count 0", SZ, &in, out, 0, GMMP_USE_DISPLAY_POINTS);
    call("count 65", SZ, &in, out, 65, GMMP_USE_DISPLAY_POINTS);
    call("size-1, no point", SZ - 1, NULL, out, 64, GMMP_USE_DISPLAY_POINTS);
    call("size-1, no buffer", SZ - 1, &in, NULL, 64, GMMP_USE_DISPLAY_POINTS);
    call("count 65, no point", SZ, NULL, out, 65, GMMP_USE_DISPLAY_POINTS);
    call("count 65, no buffer", SZ, &in, NULL, 65, GMMP_USE_DISPLAY_POINTS);
    call("count 1", SZ, &in, out, 1, GMMP_USE_DISPLAY_POINTS);
    printf("newest %dx%d\n", out[0].x, out[0].y);

    /* more than 64 moves: the oldest go */
    for (i = 0; i < 67; i++)
        SetCursorPos(i, i * 2);
    in.x = 66;
    in.y = 132;
    call("after 67 moves", SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    for (i = 0; i < 64; i++)
        if (out[i].x != 66 - i || out[i].y != 132 - 2 * i || out[i].dwExtraInfo)
            printf("point %d: %dx%d extra=%lx\n", i, out[i].x, out[i].y,
                   (unsigned long)out[i].dwExtraInfo);
    printf("newer first: %d\n", (int)(out[0].time >= out[63].time));
    in.x = 3;
    in.y = 6;
    call("from an older point, 64 asked", SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    printf("first %dx%d last %dx%d\n", out[0].x, out[0].y, out[3].x, out[3].y);
    in.x = 2;
    in.y = 4;
    call("a point that went", SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    in.x = 1500;
    in.y = 1500;
    call("a point never there", SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);

    /* no deduplication */
    SetCursorPos(6, 6);
    SetCursorPos(6, 6);
    in.x = in.y = 6;
    call("twice the same", SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    printf("%dx%d %dx%d %dx%d\n", out[0].x, out[0].y, out[1].x, out[1].y, out[2].x,
           out[2].y);

    /* a time stamp tells equal points apart */
    SetCursorPos(30, 30);
    SetCursorPos(150, 75);
    SetCursorPos(150, 150);
    Sleep(3);
    SetCursorPos(150, 75);
    in.x = 150;
    in.y = 75;
    in.time = 0;
    r = GetMouseMovePointsEx(SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    printf("by point: %d %dx%d %dx%d %dx%d later=%d\n", r, out[0].x, out[0].y,
           out[1].x, out[1].y, out[2].x, out[2].y, (int)(out[0].time > out[2].time));
    in.time = out[2].time;
    r = GetMouseMovePointsEx(SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    printf("by point and time: %d %dx%d %dx%d\n", r, out[0].x, out[0].y, out[1].x,
           out[1].y);
    in.time = 1;
    call("by point and a time not there", SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);

    /* mouse_event and SendInput moves, with their extra info */
    GetCursorPos(&pt);
    mouse_event(MOUSEEVENTF_MOVE, -13, 17, 0, 0xcafecafe);
    in.x = pt.x;
    in.y = pt.y;
    GetCursorPos(&pt);
    printf("mouse_event moved the pointer: %d\n", in.x != pt.x && in.y != pt.y);
    in.time = 0;
    in.x = pt.x;
    in.y = pt.y;
    r = GetMouseMovePointsEx(SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    printf("after mouse_event: %d extra=%lx then %dx%d extra=%lx\n", r,
           (unsigned long)out[0].dwExtraInfo, out[1].x, out[1].y,
           (unsigned long)out[1].dwExtraInfo);
    memset(&input, 0, sizeof(input));
    input.type = INPUT_MOUSE;
    input.mi.dwFlags = MOUSEEVENTF_MOVE;
    input.mi.dwExtraInfo = 0xdeadbeef;
    input.mi.dx = -17;
    input.mi.dy = 13;
    SendInput(1, &input, sizeof(INPUT));
    GetCursorPos(&pt);
    printf("SendInput moved the pointer: %d\n", in.x != pt.x && in.y != pt.y);
    in.x = pt.x;
    in.y = pt.y;
    r = GetMouseMovePointsEx(SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    printf("after SendInput: %d extra=%lx\n", r, (unsigned long)out[0].dwExtraInfo);
    /* a click moves nothing */
    mouse_event(MOUSEEVENTF_LEFTDOWN, 0, 0, 0, 0x1234);
    mouse_event(MOUSEEVENTF_LEFTUP, 0, 0, 0, 0x1234);
    r = GetMouseMovePointsEx(SZ, &in, out, 2, GMMP_USE_DISPLAY_POINTS);
    printf("after a click: %d extra=%lx\n", r, (unsigned long)out[0].dwExtraInfo);

    /* the high-resolution points: the same history on the 0..65535 scale */
    in.x = GetSystemMetrics(SM_CXSCREEN) / 2;
    in.y = GetSystemMetrics(SM_CYSCREEN) / 2;
    SetCursorPos(in.x, in.y);
    call("high resolution", SZ, &in, out, 64, GMMP_USE_HIGH_RESOLUTION_POINTS);
    printf("high resolution: newest %dx%d extra=%lx\n", out[0].x, out[0].y,
           (unsigned long)out[0].dwExtraInfo);
    call("high resolution, display point", SZ, &in, out, 1, GMMP_USE_DISPLAY_POINTS);

    /* another process, another desktop, another station */
    GetModuleFileNameA(NULL, cmd, MAX_PATH);
    strcat(cmd, " child");
    memset(&si, 0, sizeof(si));
    si.cb = sizeof(si);
    if (!CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi)) {
        printf("CreateProcess failed %lu\n", GetLastError());
        return 1;
    }
    WaitForSingleObject(pi.hProcess, 20000);
    GetExitCodeProcess(pi.hProcess, &code);
    printf("child exit %lu\n", code);
    CloseHandle(pi.hProcess);
    CloseHandle(pi.hThread);
    in.x = 38;
    in.y = 27;
    in.time = 0;
    r = GetMouseMovePointsEx(SZ, &in, out, 64, GMMP_USE_DISPLAY_POINTS);
    printf("the child's move seen here: %d\n", r);
    return 0;
}
