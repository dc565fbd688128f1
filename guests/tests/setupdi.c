/* SetupAPI's device information sets over the display adapter and the monitor, as Qt 6's
 * platform plugin reads the monitor's EDID: the monitor's path from DisplayConfig,
 * SetupDiGetClassDevs(GUID_DEVINTERFACE_MONITOR, DIGCF_DEVICEINTERFACE),
 * SetupDiOpenDeviceInterfaceW, SetupDiGetDeviceInterfaceDetailW, SetupDiOpenDevRegKey,
 * "EDID"; with the class sets, properties, instance ids and the documented errors.
 * Instance ids differ between machines: the lines print their enumerator and device
 * parts. */
#include <windows.h>
#include <setupapi.h>
#include <stdio.h>
#include <string.h>

static const GUID MON_IF = {0xe6f07b5f, 0xee97, 0x4a90, {0xb0, 0x76, 0x33, 0xf5, 0x7b, 0xf4, 0xea, 0xa7}};
static const GUID MON_CLS = {0x4d36e96e, 0xe325, 0x11ce, {0xbf, 0xc1, 0x08, 0x00, 0x2b, 0xe1, 0x03, 0x18}};
static const GUID DISP_CLS = {0x4d36e968, 0xe325, 0x11ce, {0xbf, 0xc1, 0x08, 0x00, 0x2b, 0xe1, 0x03, 0x18}};
static const GUID ADAPT_IF = {0x5b45201d, 0xf2f2, 0x4f3b, {0x85, 0xbb, 0x30, 0xff, 0x1f, 0x95, 0x35, 0x99}};
static const GUID USB_CLS = {0x36fc9e60, 0xc465, 0x11cf, {0x80, 0x56, 0x44, 0x45, 0x53, 0x54, 0x00, 0x00}};

static int count(HDEVINFO h)
{
    SP_DEVINFO_DATA d;
    int n = 0;
    for (;;) {
        d.cbSize = sizeof d;
        if (!SetupDiEnumDeviceInfo(h, n, &d))
            return GetLastError() == ERROR_NO_MORE_ITEMS ? n : -1;
        n++;
    }
}

/* The instance id's first two parts (enumerator and device). */
static void head(const char *id, char *out)
{
    const char *p = strchr(id, '\\');
    p = p ? strchr(p + 1, '\\') : NULL;
    size_t n = p ? (size_t)(p - id) : strlen(id);
    memcpy(out, id, n);
    out[n] = 0;
}

static void prop(HDEVINFO h, SP_DEVINFO_DATA *d, const char *name, DWORD p)
{
    BYTE buf[512];
    DWORD type = 0, req = 0;
    BOOL r = SetupDiGetDeviceRegistryPropertyA(h, d, p, &type, buf, sizeof buf, &req);
    if (!r) {
        printf("%s: 0 err %lu\n", name, GetLastError());
    } else if (type == REG_MULTI_SZ) {
        printf("%s: type %lu size %lu first '%s'\n", name, type, req, (char *)buf);
    } else {
        printf("%s: type %lu size %lu '%s'\n", name, type, req, (char *)buf);
    }
}

int main(void)
{
    HDEVINFO h;
    SP_DEVINFO_DATA d;
    SP_DEVICE_INTERFACE_DATA id, id2;
    char text[300], part[300];
    WCHAR wtext[300];
    DWORD req, type;
    BOOL r;
    HKEY k;

    printf("sizes %u %u %u %u\n", (unsigned)sizeof(SP_DEVINFO_DATA),
           (unsigned)sizeof(SP_DEVICE_INTERFACE_DATA),
           (unsigned)sizeof(SP_DEVICE_INTERFACE_DETAIL_DATA_W),
           (unsigned)sizeof(SP_DEVICE_INTERFACE_DETAIL_DATA_A));

    h = SetupDiGetClassDevsA(NULL, NULL, NULL, DIGCF_PRESENT);
    printf("no class: %d err %lu\n", h == INVALID_HANDLE_VALUE, GetLastError());

    /* The monitor class. */
    h = SetupDiGetClassDevsW(&MON_CLS, NULL, NULL, DIGCF_PRESENT);
    printf("monitor class: %d devices %d\n", h != INVALID_HANDLE_VALUE, count(h));
    d.cbSize = sizeof d;
    r = SetupDiEnumDeviceInfo(h, 0, &d);
    printf("device 0: %d class %d\n", r, IsEqualGUID(&d.ClassGuid, &MON_CLS));
    r = SetupDiEnumDeviceInfo(h, 1, &d);
    printf("device 1: %d err %lu\n", r, GetLastError());
    d.cbSize = 8;
    r = SetupDiEnumDeviceInfo(h, 0, &d);
    printf("bad cbSize: %d err %lu\n", r, GetLastError());
    d.cbSize = sizeof d;
    SetupDiEnumDeviceInfo(h, 0, &d);
    r = SetupDiGetDeviceInstanceIdA(h, &d, text, sizeof text, &req);
    head(text, part);
    printf("instance: %d '%s' size %d\n", r, part, req == strlen(text) + 1);
    r = SetupDiGetDeviceInstanceIdA(h, &d, text, 4, &req);
    printf("instance short: %d err %lu size %d\n", r, GetLastError(), req == strlen(text) + 1);
    prop(h, &d, "DEVICEDESC", SPDRP_DEVICEDESC);
    prop(h, &d, "HARDWAREID", SPDRP_HARDWAREID);
    prop(h, &d, "CLASS", SPDRP_CLASS);
    prop(h, &d, "CLASSGUID", SPDRP_CLASSGUID);
    prop(h, &d, "DRIVER", SPDRP_DRIVER);
    prop(h, &d, "FRIENDLYNAME", SPDRP_FRIENDLYNAME);
    prop(h, &d, "MFG", SPDRP_MFG);
    r = SetupDiGetDeviceRegistryPropertyW(h, &d, SPDRP_DEVICEDESC, &type, (BYTE *)wtext, 4, &req);
    printf("DEVICEDESC W short: %d err %lu type %lu size %lu\n", r, GetLastError(), type, req);
    r = SetupDiGetDeviceRegistryPropertyW(h, &d, SPDRP_DEVICEDESC, &type, (BYTE *)wtext,
                                          sizeof wtext, &req);
    printf("DEVICEDESC W: %d '%ls' size %lu\n", r, wtext, req);
    SetLastError(0);
    r = SetupDiGetDeviceRegistryPropertyA(h, &d, SPDRP_MAXIMUM_PROPERTY, &type, (BYTE *)text,
                                          sizeof text, &req);
    printf("no property: %d err %lx\n", r, GetLastError());
    k = SetupDiOpenDevRegKey(h, &d, DICS_FLAG_GLOBAL, 0, DIREG_DRV, KEY_READ);
    printf("driver key: %d\n", k != INVALID_HANDLE_VALUE);
    if (k != INVALID_HANDLE_VALUE)
        RegCloseKey(k);
    k = SetupDiOpenDevRegKey(h, &d, DICS_FLAG_GLOBAL, 0, 0x10, KEY_READ);
    printf("bad key type: %d err %lu\n", k == INVALID_HANDLE_VALUE, GetLastError());
    printf("destroy: %d\n", SetupDiDestroyDeviceInfoList(h));
    SetLastError(0);
    r = SetupDiDestroyDeviceInfoList(h);
    printf("destroy again: %d err %lu\n", r, GetLastError());

    /* The display class. */
    h = SetupDiGetClassDevsA(&DISP_CLS, NULL, NULL, DIGCF_PRESENT);
    printf("display class: devices %d\n", count(h));
    d.cbSize = sizeof d;
    SetupDiEnumDeviceInfo(h, 0, &d);
    SetupDiGetDeviceInstanceIdA(h, &d, text, sizeof text, NULL);
    printf("adapter enumerator: '%.3s'\n", text);
    prop(h, &d, "CLASS", SPDRP_CLASS);
    prop(h, &d, "DRIVER", SPDRP_DRIVER);
    SetupDiDestroyDeviceInfoList(h);
    h = SetupDiGetClassDevsW(&ADAPT_IF, NULL, NULL, DIGCF_PRESENT | DIGCF_DEVICEINTERFACE);
    id.cbSize = sizeof id;
    r = SetupDiEnumDeviceInterfaces(h, NULL, &ADAPT_IF, 0, &id);
    printf("adapter interface: %d flags %lu\n", r, id.Flags);
    SetupDiDestroyDeviceInfoList(h);

    /* A class with no device here: an empty set. */
    h = SetupDiGetClassDevsW(&USB_CLS, NULL, NULL, DIGCF_PRESENT);
    printf("usb class: %d devices %d\n", h != INVALID_HANDLE_VALUE, count(h));
    SetupDiDestroyDeviceInfoList(h);
    h = SetupDiGetClassDevsW(&MON_CLS, L"NOSUCHBUS", NULL, DIGCF_PRESENT);
    printf("other enumerator: %d devices %d\n", h != INVALID_HANDLE_VALUE, count(h));
    SetupDiDestroyDeviceInfoList(h);

    /* Every class. */
    h = SetupDiGetClassDevsW(NULL, NULL, NULL, DIGCF_PRESENT | DIGCF_ALLCLASSES);
    {
        int i, mon = 0, disp = 0;
        for (i = 0;; i++) {
            d.cbSize = sizeof d;
            if (!SetupDiEnumDeviceInfo(h, i, &d))
                break;
            mon += IsEqualGUID(&d.ClassGuid, &MON_CLS);
            disp += IsEqualGUID(&d.ClassGuid, &DISP_CLS);
        }
        printf("all classes: monitors %d adapters %d\n", mon, disp);
    }
    SetupDiDestroyDeviceInfoList(h);

    /* The monitor interface, as Qt's platform plugin reads it. */
    {
        UINT32 np, nm;
        DISPLAYCONFIG_PATH_INFO paths[4];
        DISPLAYCONFIG_MODE_INFO modes[8];
        DISPLAYCONFIG_TARGET_DEVICE_NAME tn;
        SP_DEVICE_INTERFACE_DETAIL_DATA_W *detail;
        BYTE edid[512];
        DWORD n = sizeof edid;
        LONG rc;
        int i, sum = 0;

        GetDisplayConfigBufferSizes(QDC_ONLY_ACTIVE_PATHS, &np, &nm);
        QueryDisplayConfig(QDC_ONLY_ACTIVE_PATHS, &np, paths, &nm, modes, NULL);
        memset(&tn, 0, sizeof tn);
        tn.header.type = DISPLAYCONFIG_DEVICE_INFO_GET_TARGET_NAME;
        tn.header.size = sizeof tn;
        tn.header.adapterId = paths[0].targetInfo.adapterId;
        tn.header.id = paths[0].targetInfo.id;
        printf("target name: %ld\n", DisplayConfigGetDeviceInfo(&tn.header));

        h = SetupDiGetClassDevsW(&MON_IF, NULL, NULL, DIGCF_DEVICEINTERFACE);
        printf("monitor interfaces: devices %d\n", count(h));
        id.cbSize = sizeof id;
        r = SetupDiEnumDeviceInterfaces(h, NULL, &MON_IF, 0, &id);
        printf("interface 0: %d flags %lu class %d\n", r, id.Flags,
               IsEqualGUID(&id.InterfaceClassGuid, &MON_IF));
        r = SetupDiEnumDeviceInterfaces(h, NULL, &MON_IF, 1, &id);
        printf("interface 1: %d err %lu\n", r, GetLastError());
        id.cbSize = sizeof id;
        SetupDiEnumDeviceInterfaces(h, NULL, &MON_IF, 0, &id);
        req = 0;
        r = SetupDiGetDeviceInterfaceDetailW(h, &id, NULL, 0, &req, NULL);
        printf("detail size: %d err %lu\n", r, GetLastError());
        detail = malloc(req);
        detail->cbSize = 4;
        r = SetupDiGetDeviceInterfaceDetailW(h, &id, detail, req, NULL, NULL);
        printf("detail bad cbSize: %d err %lu\n", r, GetLastError());
        detail->cbSize = sizeof *detail;
        r = SetupDiGetDeviceInterfaceDetailW(h, &id, detail, req - 2, NULL, NULL);
        printf("detail short: %d err %lu\n", r, GetLastError());
        d.cbSize = sizeof d;
        r = SetupDiGetDeviceInterfaceDetailW(h, &id, detail, req, NULL, &d);
        printf("detail: %d size fits %d class %d\n", r,
               req == (DWORD)((char *)detail->DevicePath - (char *)detail)
                      + 2 * (lstrlenW(detail->DevicePath) + 1),
               IsEqualGUID(&d.ClassGuid, &MON_CLS));
        /* Qt's way to the same interface: DisplayConfig's path (Wine 8 fails these). */
        id2.cbSize = sizeof id2;
        r = SetupDiOpenDeviceInterfaceW(h, L"\\\\?\\no#such#device#{e6f07b5f-ee97-4a90-b076-33f57bf4eaa7}",
                                        DIODI_NO_ADD, &id2);
        printf("open unknown: %d err %lx\n", r, GetLastError());
        id2.cbSize = sizeof id2;
        r = SetupDiOpenDeviceInterfaceW(h, tn.monitorDevicePath, DIODI_NO_ADD, &id2);
        printf("open target's path: %d same %d\n", r, lstrcmpiW(detail->DevicePath, tn.monitorDevicePath) == 0);
        printf("path: '%.28ls'\n", detail->DevicePath);
        k = SetupDiOpenDevRegKey(h, &d, DICS_FLAG_GLOBAL, 0, DIREG_DEV, KEY_READ);
        printf("device key: %d\n", k != INVALID_HANDLE_VALUE);
        rc = RegQueryValueExW(k, L"EDID", NULL, &type, edid, &n);
        printf("EDID: %ld\n", rc);
        if (rc == 0) {
            HDC dc = GetDC(NULL);
            for (i = 0; i < 128; i++)
                sum += edid[i];
            printf("EDID type %lu size %lu header %d checksum %d\n", type, n,
                   memcmp(edid, "\0\xff\xff\xff\xff\xff\xff\0", 8) == 0, (sum & 0xff) == 0);
            printf("EDID size %dx%d cm, timing %dx%d, mm %d %d\n", edid[21], edid[22],
                   edid[56] | (edid[58] >> 4) << 8, edid[59] | (edid[61] >> 4) << 8,
                   (edid[66] | (edid[68] >> 4) << 8) == GetDeviceCaps(dc, HORZSIZE),
                   (edid[67] | (edid[68] & 15) << 8) == GetDeviceCaps(dc, VERTSIZE));
            ReleaseDC(NULL, dc);
        }
        RegCloseKey(k);
        SetupDiDestroyDeviceInfoList(h);
    }

    /* Setup classes by GUID and name; the Ex form into an existing set. */
    {
        GUID guids[4];
        DWORD n = 0;
        r = SetupDiClassNameFromGuidA(&MON_CLS, text, sizeof text, &req);
        printf("class name: %d '%s' size %lu\n", r, text, req);
        r = SetupDiClassNameFromGuidA(&MON_CLS, text, 3, &req);
        printf("class name short: %d err %lu size %lu\n", r, GetLastError(), req);
        r = SetupDiClassNameFromGuidW(&DISP_CLS, wtext, 300, NULL);
        printf("class name W: %d '%ls'\n", r, wtext);
        r = SetupDiClassGuidsFromNameA("monitor", guids, 4, &n);
        printf("guids of monitor: %d count %lu same %d\n", r, n, IsEqualGUID(&guids[0], &MON_CLS));
        r = SetupDiClassGuidsFromNameA("NoSuchClass", guids, 4, &n);
        printf("guids of NoSuchClass: %d count %lu\n", r, n);
        r = SetupDiClassGuidsFromNameA("Display", guids, 0, &n);
        printf("guids of Display in 0: %d err %lu count %lu\n", r, GetLastError(), n);
        h = SetupDiCreateDeviceInfoList(&MON_CLS, NULL);
        r = SetupDiGetDeviceInfoListClass(h, &guids[0]);
        printf("list class: %d same %d\n", r, IsEqualGUID(&guids[0], &MON_CLS));
        SetupDiDestroyDeviceInfoList(h);
        h = SetupDiCreateDeviceInfoList(NULL, NULL);
        r = SetupDiGetDeviceInfoListClass(h, &guids[0]);
        printf("list of no class: %d err %lx\n", r, GetLastError());
        printf("ex into it: %d\n", SetupDiGetClassDevsExW(&MON_CLS, NULL, NULL, DIGCF_PRESENT,
                                                          h, NULL, NULL) == h);
        printf("ex then: devices %d\n", count(h));
        SetupDiGetClassDevsExW(&DISP_CLS, NULL, NULL, DIGCF_PRESENT, h, NULL, NULL);
        printf("ex again: devices %d\n", count(h));
        SetupDiDestroyDeviceInfoList(h);
    }

    /* An empty set, then the monitor added by its instance id. */
    h = SetupDiGetClassDevsA(&MON_CLS, NULL, NULL, DIGCF_PRESENT);
    d.cbSize = sizeof d;
    SetupDiEnumDeviceInfo(h, 0, &d);
    SetupDiGetDeviceInstanceIdA(h, &d, text, sizeof text, NULL);
    SetupDiDestroyDeviceInfoList(h);
    h = SetupDiCreateDeviceInfoList(NULL, NULL);
    printf("empty: devices %d\n", count(h));
    r = SetupDiOpenDeviceInfoA(h, "DISPLAY\\NOSUCH\\0", NULL, 0, NULL);
    printf("open unknown device: %d err %lx\n", r, GetLastError());
    d.cbSize = sizeof d;
    r = SetupDiOpenDeviceInfoA(h, text, NULL, 0, &d);
    printf("open monitor: %d class %d devices %d\n", r, IsEqualGUID(&d.ClassGuid, &MON_CLS),
           count(h));
    SetupDiDestroyDeviceInfoList(h);
    return 0;
}
