/*
 * winmm_driver.c - test guest for WINMM's services for drivers (docs/dlls.md, WINMM "Driver
 * services").
 *
 * What it does (one line per step, printf): DefDriverProc's answer to each DRV_ message;
 * DriverCallback to a window, to the thread, to an event, to a function (which prints
 * its arguments), with DCB_NULL and to a window that does not exist; mciDriverNotify;
 * mciGetDriverData / mciSetDriverData of a device that is not open.
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <mmsystem.h>
#include <mmddk.h>
#include <stdio.h>

/* mingw's headers and import library lack these exports of winmm.dll. */
typedef BOOL (WINAPI *DRIVERCALLBACK)(DWORD_PTR, DWORD, HDRVR, DWORD, DWORD_PTR, DWORD_PTR,
                                      DWORD_PTR);
typedef BOOL (WINAPI *MCIDRIVERNOTIFY)(HWND, UINT, UINT);
typedef DWORD_PTR (WINAPI *MCIGETDRIVERDATA)(UINT);
typedef BOOL (WINAPI *MCISETDRIVERDATA)(UINT, DWORD_PTR);
static DRIVERCALLBACK pDriverCallback;
static MCIDRIVERNOTIFY pmciDriverNotify;
static MCIGETDRIVERDATA pmciGetDriverData;
static MCISETDRIVERDATA pmciSetDriverData;
#define DriverCallback pDriverCallback
#define mciDriverNotify pmciDriverNotify
#define mciGetDriverData pmciGetDriverData
#define mciSetDriverData pmciSetDriverData

static void CALLBACK drv_cb(HDRVR hdev, UINT msg, DWORD_PTR user, DWORD_PTR p1, DWORD_PTR p2)
{
    printf("callback dev=%lx msg=%x user=%lx p1=%lx p2=%lx\n", (unsigned long)(ULONG_PTR)hdev,
           msg, (unsigned long)user, (unsigned long)p1, (unsigned long)p2);
}

static void show(const char *what, HWND hwnd)
{
    MSG m;
    if (PeekMessageA(&m, hwnd, 0, 0, PM_REMOVE))
        printf("%s msg=%x wparam=%lx lparam=%lx hwnd=%d\n", what, m.message,
               (unsigned long)m.wParam, (unsigned long)m.lParam, m.hwnd == hwnd);
    else
        printf("%s none\n", what);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    UINT msgs[] = {DRV_LOAD, DRV_ENABLE, DRV_OPEN, DRV_CLOSE, DRV_DISABLE, DRV_FREE,
                   DRV_CONFIGURE, DRV_QUERYCONFIGURE, DRV_INSTALL, DRV_REMOVE, DRV_EXITSESSION,
                   DRV_POWER, DRV_USER};
    HWND hwnd;
    HANDLE ev;
    unsigned i;

    HMODULE winmm = LoadLibraryA("winmm.dll");

    (void)hPrev; (void)nShow; (void)lpCmdLine;
    pDriverCallback = (DRIVERCALLBACK)GetProcAddress(winmm, "DriverCallback");
    pmciDriverNotify = (MCIDRIVERNOTIFY)GetProcAddress(winmm, "mciDriverNotify");
    pmciGetDriverData = (MCIGETDRIVERDATA)GetProcAddress(winmm, "mciGetDriverData");
    pmciSetDriverData = (MCISETDRIVERDATA)GetProcAddress(winmm, "mciSetDriverData");
    for (i = 0; i < sizeof(msgs) / sizeof(msgs[0]); i++)
        printf("DefDriverProc(%x)=%ld\n", msgs[i],
               (long)DefDriverProc(1, (HDRVR)2, msgs[i], 3, 4));
    hwnd = CreateWindowA("STATIC", "drv", 0, 0, 0, 10, 10, NULL, NULL, hInst, NULL);
    show("drain", NULL);
    printf("window=%d\n", DriverCallback((DWORD_PTR)hwnd, DCB_WINDOW, (HDRVR)0x12,
                                         MM_WOM_DONE, 0x34, 0x56, 0x78));
    show("window", hwnd);
    printf("thread=%d\n", DriverCallback(GetCurrentThreadId(), DCB_TASK, (HDRVR)0x13,
                                         MM_WIM_DATA, 0, 0x57, 0));
    show("thread", NULL);
    ev = CreateEventA(NULL, TRUE, FALSE, NULL);
    printf("event=%d signaled=%lu\n", DriverCallback((DWORD_PTR)ev, DCB_EVENT, NULL, 0, 0, 0, 0),
           WaitForSingleObject(ev, 0));
    printf("function=%d\n", DriverCallback((DWORD_PTR)drv_cb, DCB_FUNCTION, (HDRVR)0x14,
                                           MM_MOM_DONE, 0x35, 0x58, 0x79));
    printf("null=%d\n", DriverCallback(0, DCB_NULL, NULL, 0, 0, 0, 0));
    printf("bad window=%d\n", DriverCallback(0x7777, DCB_WINDOW, NULL, 1, 0, 0, 0));
    printf("notify=%d\n", mciDriverNotify(hwnd, 3, MCI_NOTIFY_SUCCESSFUL));
    show("notify", hwnd);
    printf("notify bad=%d\n", mciDriverNotify((HWND)0x7777, 3, MCI_NOTIFY_SUCCESSFUL));
    printf("getdata=%lu setdata=%d\n", (unsigned long)mciGetDriverData(1),
           mciSetDriverData(1, 5));
    fflush(stdout);
    return 0;
}
