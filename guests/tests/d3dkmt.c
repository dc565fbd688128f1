/* GDI32's D3DKMT adapter thunks: open the display's adapter by GDI name, LUID and device
   path, close it; the LUID and source id agree with QueryDisplayConfig's. mingw has no
   d3dkmthk.h: the structures are declared here as the SDK declares them. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

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
    return 0;
}
