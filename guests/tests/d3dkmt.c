/* GDI32's D3DKMT adapter thunks: open the display's adapter by GDI name, LUID and device
   path, close it; the LUID and source id agree with QueryDisplayConfig's. mingw has no
   d3dkmthk.h: the structures are declared here as the SDK declares them. */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <initguid.h>
#include <setupapi.h>
#include <devpropdef.h>

DEFINE_DEVPROPKEY(MON_GPU_LUID, 0xca085853, 0x16ce, 0x48aa, 0xb1, 0x14, 0xde, 0x9c, 0x72, 0x33, 0x42, 0x23, 1);
DEFINE_DEVPROPKEY(MON_OUTPUT_ID, 0xca085853, 0x16ce, 0x48aa, 0xb1, 0x14, 0xde, 0x9c, 0x72, 0x33, 0x42, 0x23, 2);
DEFINE_DEVPROPKEY(NO_SUCH_KEY, 0x12345678, 0x16ce, 0x48aa, 0xb1, 0x14, 0xde, 0x9c, 0x72, 0x33, 0x42, 0x23, 7);
static const GUID MONITOR_IFACE = {0xe6f07b5f, 0xee97, 0x4a90, {0xb0, 0x76, 0x33, 0xf5, 0x7b, 0xf4, 0xea, 0xa7}};

/* SetupAPI's monitor device names the same adapter LUID and target id as DisplayConfig */
static void monitor_properties(LUID ccd, UINT32 target)
{
    SP_DEVINFO_DATA dev = { sizeof dev };
    SP_DEVICE_INTERFACE_DATA iface = { sizeof iface };
    HDEVINFO set = SetupDiGetClassDevsW(&MONITOR_IFACE, NULL, NULL,
                                        DIGCF_DEVICEINTERFACE | DIGCF_PRESENT);
    BOOL ok = SetupDiEnumDeviceInterfaces(set, NULL, &MONITOR_IFACE, 0, &iface)
              && SetupDiEnumDeviceInfo(set, 0, &dev);
    printf("monitor device=%d\n", ok);
    DEVPROPTYPE type = 0xdead;
    LUID luid = { 0 };
    DWORD need = 0xdead, id = 0xdead;
    BOOL r = SetupDiGetDevicePropertyW(set, &dev, &MON_GPU_LUID, &type, (BYTE *)&luid,
                                       sizeof luid, &need, 0);
    printf("gpu luid=%d type-size=%lu need=%lu matches-ccd=%d\n", r, type == DEVPROP_TYPE_UINT64 || type == DEVPROP_TYPE_INT64 ? 8UL : 0UL, need,
           luid.LowPart == ccd.LowPart && luid.HighPart == ccd.HighPart);
    r = SetupDiGetDevicePropertyW(set, &dev, &MON_OUTPUT_ID, &type, (BYTE *)&id, sizeof id,
                                  &need, 0);
    printf("output id=%d type=%lu need=%lu matches-target=%d\n", r, type, need, id == target);
    SetLastError(0xdead);
    r = SetupDiGetDevicePropertyW(set, &dev, &MON_OUTPUT_ID, &type, NULL, 0, &need, 0);
    printf("output id (size)=%d err=%lu need=%lu\n", r, GetLastError(), need);
    SetLastError(0xdead);
    r = SetupDiGetDevicePropertyW(set, &dev, &NO_SUCH_KEY, &type, (BYTE *)&id, sizeof id,
                                  &need, 0);
    printf("no such key=%d err=%lu type=%lu need=%lu\n", r, GetLastError(), type, need);
    SetLastError(0xdead);
    r = SetupDiGetDevicePropertyW(set, &dev, NULL, &type, (BYTE *)&id, sizeof id, &need, 0);
    printf("null key=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdead);
    r = SetupDiGetDevicePropertyW(set, &dev, &MON_OUTPUT_ID, NULL, (BYTE *)&id, sizeof id,
                                  &need, 0);
    printf("null type=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdead);
    r = SetupDiGetDevicePropertyW(set, &dev, &MON_OUTPUT_ID, &type, (BYTE *)&id, sizeof id,
                                  &need, 1);
    printf("flags=%d err=%lu\n", r, GetLastError());
    SetupDiDestroyDeviceInfoList(set);
}

typedef LONG NTSTATUS;
typedef UINT D3DKMT_HANDLE;
typedef struct { WCHAR DeviceName[32]; D3DKMT_HANDLE hAdapter; LUID AdapterLuid;
                 UINT VidPnSourceId; } OPEN_GDI;
typedef struct { LUID AdapterLuid; D3DKMT_HANDLE hAdapter; } OPEN_LUID;
typedef struct { const WCHAR *pDeviceName; D3DKMT_HANDLE hAdapter; LUID AdapterLuid; } OPEN_DEV;
typedef struct { D3DKMT_HANDLE hAdapter; } CLOSE;

static NTSTATUS (WINAPI *pOpenGdi)(OPEN_GDI *);
static NTSTATUS (WINAPI *pOpenLuid)(OPEN_LUID *);
static NTSTATUS (WINAPI *pOpenDev)(OPEN_DEV *);
static NTSTATUS (WINAPI *pClose)(const CLOSE *);

static NTSTATUS close_adapter(D3DKMT_HANDLE h)
{
    CLOSE c = { h };
    return pClose(&c);
}

int main(void)
{
    HMODULE gdi = GetModuleHandleA("gdi32.dll");
    pOpenGdi = (void *)GetProcAddress(gdi, "D3DKMTOpenAdapterFromGdiDisplayName");
    pOpenLuid = (void *)GetProcAddress(gdi, "D3DKMTOpenAdapterFromLuid");
    pOpenDev = (void *)GetProcAddress(gdi, "D3DKMTOpenAdapterFromDeviceName");
    pClose = (void *)GetProcAddress(gdi, "D3DKMTCloseAdapter");
    printf("sizes gdi=%u luid=%u dev=%u\n", (unsigned)sizeof(OPEN_GDI),
           (unsigned)sizeof(OPEN_LUID), (unsigned)sizeof(OPEN_DEV));

    /* what DisplayConfig says the display is */
    DISPLAYCONFIG_PATH_INFO paths[4];
    DISPLAYCONFIG_MODE_INFO modes[8];
    UINT32 np = 4, nm = 8;
    LONG r = QueryDisplayConfig(QDC_ONLY_ACTIVE_PATHS, &np, paths, &nm, modes, NULL);
    LUID ccd = paths[0].sourceInfo.adapterId;
    printf("query=%ld\n", r);

    OPEN_GDI g;
    memset(&g, 0xcc, sizeof g);
    lstrcpyW(g.DeviceName, L"\\\\.\\DISPLAY1");
    NTSTATUS s = pOpenGdi(&g);
    printf("open gdi=%#lx handle=%d luid-matches-ccd=%d source=%u source-matches-ccd=%d\n", s,
           g.hAdapter != 0, g.AdapterLuid.LowPart == ccd.LowPart
           && g.AdapterLuid.HighPart == ccd.HighPart, g.VidPnSourceId,
           g.VidPnSourceId == paths[0].sourceInfo.id);
    OPEN_GDI g2;
    lstrcpyW(g2.DeviceName, L"\\\\.\\display1");
    s = pOpenGdi(&g2);
    printf("open gdi lower=%#lx distinct=%d\n", s, g2.hAdapter != g.hAdapter);
    printf("close second=%#lx\n", close_adapter(g2.hAdapter));
    OPEN_GDI bad;
    lstrcpyW(bad.DeviceName, L"\\\\.\\DISPLAY9");
    printf("open gdi DISPLAY9=%#lx\n", pOpenGdi(&bad));
    lstrcpyW(bad.DeviceName, L"nonsense");
    printf("open gdi nonsense=%#lx\n", pOpenGdi(&bad));

    /* the adapter name DisplayConfig gives opens the same adapter */
    DISPLAYCONFIG_ADAPTER_NAME an;
    an.header.type = DISPLAYCONFIG_DEVICE_INFO_GET_ADAPTER_NAME;
    an.header.size = sizeof an;
    an.header.adapterId = ccd;
    an.header.id = 0;
    r = DisplayConfigGetDeviceInfo(&an.header);
    if (r == 0) {
        OPEN_DEV d;
        memset(&d, 0, sizeof d);
        d.pDeviceName = an.adapterDevicePath;
        s = pOpenDev(&d);
        printf("open device=%#lx luid-matches=%d\n", s,
               d.AdapterLuid.LowPart == ccd.LowPart && d.AdapterLuid.HighPart == ccd.HighPart);
        if (!s) printf("close device=%#lx\n", close_adapter(d.hAdapter));
    } else {
        printf("adapter name=%ld\n", r);
    }
    OPEN_DEV d0 = { NULL };
    printf("open device null name=%#lx\n", pOpenDev(&d0));

    OPEN_LUID l;
    l.AdapterLuid = g.AdapterLuid;
    l.hAdapter = 0;
    s = pOpenLuid(&l);
    printf("open luid=%#lx handle=%d\n", s, l.hAdapter != 0);
    if (!s) printf("close luid=%#lx\n", close_adapter(l.hAdapter));

    printf("close=%#lx\n", close_adapter(g.hAdapter));
    printf("close again=%#lx\n", close_adapter(g.hAdapter));
    printf("close zero=%#lx\n", close_adapter(0));
    printf("close null=%#lx\n", pClose(NULL));
    printf("open gdi null=%#lx\n", pOpenGdi(NULL));
    monitor_properties(ccd, paths[0].targetInfo.id);
    return 0;
}
