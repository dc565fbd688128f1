/* EnumDisplayDevices' DeviceID and DeviceKey (their forms, and that SetupAPI and
   DisplayConfig name the same devices), MonitorFromWindow/MonitorFromRect edge cases and
   the HMONITOR forms GetMonitorInfo accepts. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    DISPLAY_DEVICEA dd = { sizeof dd };
    char buf[128];
    int a, b, c2, d, n;
    BOOL r = EnumDisplayDevicesA(NULL, 0, &dd, 0);
    printf("adapter=%d id-form=%d key-form=%d\n", r,
           sscanf(dd.DeviceID, "PCI\\VEN_%04X&DEV_%04X&SUBSYS_%08X&REV_%02X", &a, &b, &c2, &d) == 4,
           sscanf(dd.DeviceKey, "\\Registry\\Machine\\System\\CurrentControlSet\\Control\\Video\\%[^\\]\\%04d", buf, &n) == 2);
    r = EnumDisplayDevicesA(NULL, 0, &dd, EDD_GET_DEVICE_INTERFACE_NAME);
    printf("adapter (interface)=%d id-empty=%d\n", r, dd.DeviceID[0] == 0);
    static const char class_key[] = "\\Registry\\Machine\\System\\CurrentControlSet\\Control"
                                    "\\Class\\{4d36e96e-e325-11ce-bfc1-08002be10318}\\";
    r = EnumDisplayDevicesA("\\\\.\\DISPLAY1", 0, &dd, 0);
    CharLowerA(dd.DeviceID);
    printf("monitor=%d id-form=%d key-prefix=%d\n", r,
           sscanf(dd.DeviceID, "monitor\\%[^\\]\\{4d36e96e-e325-11ce-bfc1-08002be10318}\\%04d", buf, &n) == 2,
           !_strnicmp(dd.DeviceKey, class_key, strlen(class_key)));
    DISPLAY_DEVICEW dw = { sizeof dw };
    r = EnumDisplayDevicesW(L"\\\\.\\DISPLAY1", 0, &dw, EDD_GET_DEVICE_INTERFACE_NAME);
    /* the monitor's interface path is DisplayConfig's monitorDevicePath */
    DISPLAYCONFIG_PATH_INFO paths[4];
    DISPLAYCONFIG_MODE_INFO modes[8];
    UINT32 np = 4, nm = 8;
    QueryDisplayConfig(QDC_ONLY_ACTIVE_PATHS, &np, paths, &nm, modes, NULL);
    DISPLAYCONFIG_TARGET_DEVICE_NAME tn;
    tn.header.type = DISPLAYCONFIG_DEVICE_INFO_GET_TARGET_NAME;
    tn.header.size = sizeof tn;
    tn.header.adapterId = paths[0].targetInfo.adapterId;
    tn.header.id = paths[0].targetInfo.id;
    LONG q = DisplayConfigGetDeviceInfo(&tn.header);
    printf("monitor (interface)=%d form=%d same-as-ccd=%d (%ld)\n", r,
           !_wcsnicmp(dw.DeviceID, L"\\\\?\\display#", 12),
           !lstrcmpiW(dw.DeviceID, tn.monitorDevicePath), q);

    POINT pt = { 0, 0 };
    HMONITOR primary = MonitorFromPoint(pt, MONITOR_DEFAULTTOPRIMARY);
    printf("from null window: null=%d primary=%d nearest=%d\n",
           MonitorFromWindow(NULL, MONITOR_DEFAULTTONULL) == NULL,
           MonitorFromWindow(NULL, MONITOR_DEFAULTTOPRIMARY) == primary,
           MonitorFromWindow(NULL, MONITOR_DEFAULTTONEAREST) == primary);
    RECT rc = { 0, 0, -1, -1 };
    printf("empty rect at 0,0=%d\n", MonitorFromRect(&rc, MONITOR_DEFAULTTONULL) == primary);
    SetRect(&rc, -100, -100, -50, -50);
    printf("off-screen rect=%d\n", MonitorFromRect(&rc, MONITOR_DEFAULTTONULL) == NULL);
    HWND w = CreateWindowA("STATIC", "x", WS_POPUP, -500, -500, 100, 100, NULL, NULL, NULL, NULL);
    printf("off-screen window: null=%d nearest=%d\n",
           MonitorFromWindow(w, MONITOR_DEFAULTTONULL) == NULL,
           MonitorFromWindow(w, MONITOR_DEFAULTTONEAREST) == primary);
    DestroyWindow(w);

    MONITORINFO mi = { sizeof mi };
    ULONG_PTR h = (ULONG_PTR)primary;
    SetLastError(0xdeadbeef);
    printf("info=%d\n", GetMonitorInfoA(primary, &mi));
    SetLastError(0xdeadbeef);
    r = GetMonitorInfoA((HMONITOR)((h & 0xffff) | 0xffff0000), &mi);
    printf("info any generation=%d\n", r);
    SetLastError(0xdeadbeef);
    r = GetMonitorInfoA((HMONITOR)((h & 0xffff) | 0x12340000), &mi);
    printf("info wrong generation=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = GetMonitorInfoA((HMONITOR)0x7777, &mi);
    printf("info not a monitor=%d err=%lu\n", r, GetLastError());

    /* DisplayConfig's argument checks */
    UINT32 zp = 0, zm = 0;
    printf("query zero counts=%ld\n", QueryDisplayConfig(QDC_ALL_PATHS, &zp, paths, &zm, modes, NULL));
    zp = 0; zm = 1;
    printf("query zero paths=%ld %u %u\n", QueryDisplayConfig(QDC_ALL_PATHS, &zp, paths, &zm, modes, NULL), zp, zm);
    DISPLAYCONFIG_TOPOLOGY_ID topo;
    np = 4; nm = 8;
    q = QueryDisplayConfig(QDC_DATABASE_CURRENT, &np, paths, &nm, modes, &topo);
    DISPLAYCONFIG_VIDEO_SIGNAL_INFO *sig = &modes[paths[0].targetInfo.modeInfoIdx].targetMode.targetVideoSignalInfo;
    printf("database=%ld active-nonzero=%d total=%ux%u\n", q, sig->activeSize.cx > 0,
           sig->totalSize.cx, sig->totalSize.cy);
    DISPLAYCONFIG_SOURCE_DEVICE_NAME sn;
    sn.header.type = 0xFFFF; sn.header.size = 0;
    printf("info size 0 bad type=%ld\n", DisplayConfigGetDeviceInfo(&sn.header));
    sn.header.type = DISPLAYCONFIG_DEVICE_INFO_GET_SOURCE_NAME; sn.header.size = 0;
    printf("info size 0=%ld\n", DisplayConfigGetDeviceInfo(&sn.header));
    sn.header.size = sizeof sn.header;
    printf("info header size=%ld\n", DisplayConfigGetDeviceInfo(&sn.header));

    /* GetDisplayConfigBufferSizes with flags it refuses */
    zp = zm = 100;
    q = GetDisplayConfigBufferSizes(0xFF, &zp, &zm);
    printf("sizes bad flags=%ld paths=%u modes-0-or-100=%d\n", q, zp, zm == 0 || zm == 100);
    zp = 100;
    q = GetDisplayConfigBufferSizes(0, &zp, NULL);
    printf("sizes null modes=%ld paths=%u\n", q, zp);

    /* ChangeDisplaySettings' DEVMODE handling (CDS_TEST: nothing changes) */
    DEVMODEA dm;
    memset(&dm, 0, sizeof dm);
    dm.dmSize = sizeof dm;
    EnumDisplaySettingsA(NULL, ENUM_CURRENT_SETTINGS, &dm);
    dm.dmDriverExtra = 1;
    q = ChangeDisplaySettingsA(&dm, CDS_TEST);
    printf("change A=%ld extra=%u\n", q, dm.dmDriverExtra);
    dm.dmDriverExtra = 1;
    q = ChangeDisplaySettingsExA(NULL, &dm, NULL, CDS_TEST, NULL);
    printf("change ExA=%ld extra=%u\n", q, dm.dmDriverExtra);
    dm.dmDriverExtra = 0;
    dm.dmSize = 0;
    printf("change A size 0=%ld\n", ChangeDisplaySettingsA(&dm, CDS_TEST));
    DEVMODEW dmw;
    memset(&dmw, 0, sizeof dmw);
    dmw.dmSize = sizeof dmw;
    EnumDisplaySettingsW(NULL, ENUM_CURRENT_SETTINGS, &dmw);
    dmw.dmSize = FIELD_OFFSET(DEVMODEW, dmICMMethod) - 1;
    printf("change W short=%ld ExW short=%ld\n", ChangeDisplaySettingsW(&dmw, CDS_TEST),
           ChangeDisplaySettingsExW(NULL, &dmw, NULL, CDS_TEST, NULL));
    dmw.dmSize = FIELD_OFFSET(DEVMODEW, dmICMMethod);
    printf("change W at dmICMMethod=%ld\n", ChangeDisplaySettingsW(&dmw, CDS_TEST));
    memset(&dm, 0, sizeof dm);
    dm.dmSize = sizeof dm;
    dm.dmFields = DM_PELSWIDTH | DM_PELSHEIGHT | DM_POSITION;
    printf("change zero size at 0,0=%ld\n", ChangeDisplaySettingsExA("\\\\.\\DISPLAY1", &dm, NULL, CDS_TEST, NULL));
    memset(&dm, 0, sizeof dm);
    dm.dmSize = sizeof dm;
    r = EnumDisplaySettingsA(NULL, ENUM_REGISTRY_SETTINGS, &dm);
    printf("registry settings=%d position=%d\n", r, (dm.dmFields & DM_POSITION) != 0);

    /* ClipCursor: an empty rectangle is kept, an inverted one refused */
    RECT cr, got;
    SetRect(&cr, 10, 10, 20, 20);
    r = ClipCursor(&cr);
    GetClipCursor(&got);
    printf("clip=%d %ld,%ld-%ld,%ld\n", r, got.left, got.top, got.right, got.bottom);
    SetRect(&cr, 10, 10, 10, 10);
    r = ClipCursor(&cr);
    GetClipCursor(&got);
    POINT cp;
    GetCursorPos(&cp);
    printf("clip empty=%d %ld,%ld-%ld,%ld pointer %ld,%ld\n", r, got.left, got.top, got.right,
           got.bottom, cp.x, cp.y);
    SetRect(&cr, 10, 10, 10, 9);
    SetLastError(0xdeadbeef);
    r = ClipCursor(&cr);
    GetClipCursor(&got);
    printf("clip inverted=%d err=%#lx %ld,%ld-%ld,%ld\n", r, GetLastError(), got.left, got.top,
           got.right, got.bottom);
    ClipCursor(NULL);
    return 0;
}
