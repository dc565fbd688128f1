/* The CCD query family: GetDisplayConfigBufferSizes, QueryDisplayConfig,
   DisplayConfigGetDeviceInfo (SDL2 names its displays with them). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    UINT32 np = 99, nm = 99;
    LONG r = GetDisplayConfigBufferSizes(QDC_ONLY_ACTIVE_PATHS, &np, &nm);
    printf("sizes(active)=%ld paths=%u modes=%u\n", r, np, nm);
    UINT32 np2 = 0, nm2 = 0;
    r = GetDisplayConfigBufferSizes(QDC_ALL_PATHS, &np2, &nm2);
    printf("sizes(all)=%ld nonzero=%d\n", r, np2 >= np && nm2 >= nm);
    r = GetDisplayConfigBufferSizes(0, &np2, &nm2);
    printf("sizes(0)=%ld\n", r);
    r = GetDisplayConfigBufferSizes(QDC_ONLY_ACTIVE_PATHS, NULL, &nm2);
    printf("sizes(null)=%ld\n", r);
    printf("struct sizes path=%u mode=%u src=%u tgt=%u pref=%u adapter=%u\n",
           (unsigned)sizeof(DISPLAYCONFIG_PATH_INFO), (unsigned)sizeof(DISPLAYCONFIG_MODE_INFO),
           (unsigned)sizeof(DISPLAYCONFIG_SOURCE_DEVICE_NAME),
           (unsigned)sizeof(DISPLAYCONFIG_TARGET_DEVICE_NAME),
           (unsigned)sizeof(DISPLAYCONFIG_TARGET_PREFERRED_MODE),
           (unsigned)sizeof(DISPLAYCONFIG_ADAPTER_NAME));

    DISPLAYCONFIG_PATH_INFO paths[8];
    DISPLAYCONFIG_MODE_INFO modes[16];
    UINT32 p = np, m = 1;
    r = QueryDisplayConfig(QDC_ONLY_ACTIVE_PATHS, &p, paths, &m, modes, NULL);
    printf("query(too small)=%ld\n", r);
    p = np; m = nm;
    memset(paths, 0xcc, sizeof paths);
    memset(modes, 0xcc, sizeof modes);
    r = QueryDisplayConfig(QDC_ONLY_ACTIVE_PATHS, &p, paths, &m, modes, NULL);
    printf("query=%ld paths=%u modes=%u\n", r, p, m);
    if (r != 0) return 1;
    DISPLAYCONFIG_PATH_INFO *pi = &paths[0];
    printf("path flags=%x src id=%u idx=%u status=%x tgt idx=%u avail=%d status=%x rot=%d scaling=%d\n",
           pi->flags, pi->sourceInfo.id, pi->sourceInfo.modeInfoIdx, pi->sourceInfo.statusFlags,
           pi->targetInfo.modeInfoIdx, pi->targetInfo.targetAvailable,
           pi->targetInfo.statusFlags, pi->targetInfo.rotation, pi->targetInfo.scaling);
    for (UINT32 i = 0; i < m; i++) {
        DISPLAYCONFIG_MODE_INFO *mi = &modes[i];
        if (mi->infoType == DISPLAYCONFIG_MODE_INFO_TYPE_SOURCE)
            printf("mode %u source %ux%u fmt=%d at %ld,%ld\n", i, mi->sourceMode.width,
                   mi->sourceMode.height, mi->sourceMode.pixelFormat,
                   mi->sourceMode.position.x, mi->sourceMode.position.y);
        else if (mi->infoType == DISPLAYCONFIG_MODE_INFO_TYPE_TARGET)
            printf("mode %u target active %ux%u total-ok=%d\n", i,
                   mi->targetMode.targetVideoSignalInfo.activeSize.cx,
                   mi->targetMode.targetVideoSignalInfo.activeSize.cy,
                   mi->targetMode.targetVideoSignalInfo.totalSize.cx >=
                   mi->targetMode.targetVideoSignalInfo.activeSize.cx);
        else
            printf("mode %u type %d\n", i, mi->infoType);
    }
    int same = memcmp(&pi->sourceInfo.adapterId, &pi->targetInfo.adapterId, sizeof(LUID)) == 0;
    printf("adapter ids equal=%d\n", same);

    DISPLAYCONFIG_SOURCE_DEVICE_NAME sn;
    memset(&sn, 0, sizeof sn);
    sn.header.type = DISPLAYCONFIG_DEVICE_INFO_GET_SOURCE_NAME;
    sn.header.size = sizeof sn;
    sn.header.adapterId = pi->sourceInfo.adapterId;
    sn.header.id = pi->sourceInfo.id;
    r = DisplayConfigGetDeviceInfo(&sn.header);
    printf("source name=%ld %ls\n", r, sn.viewGdiDeviceName);
    sn.header.size = sizeof sn - 2;
    r = DisplayConfigGetDeviceInfo(&sn.header);
    printf("source name (short)=%ld\n", r);
    sn.header.size = sizeof sn;
    sn.header.id = 77;
    r = DisplayConfigGetDeviceInfo(&sn.header);
    printf("source name (bad id)=%ld\n", r);

    DISPLAYCONFIG_TARGET_DEVICE_NAME tn;
    memset(&tn, 0, sizeof tn);
    tn.header.type = DISPLAYCONFIG_DEVICE_INFO_GET_TARGET_NAME;
    tn.header.size = sizeof tn;
    tn.header.adapterId = pi->targetInfo.adapterId;
    tn.header.id = pi->targetInfo.id;
    r = DisplayConfigGetDeviceInfo(&tn.header);
    printf("target name=%ld friendly=%ls has-path=%d\n", r, tn.monitorFriendlyDeviceName,
           tn.monitorDevicePath[0] != 0);

    DISPLAYCONFIG_ADAPTER_NAME an;
    memset(&an, 0, sizeof an);
    an.header.type = DISPLAYCONFIG_DEVICE_INFO_GET_ADAPTER_NAME;
    an.header.size = sizeof an;
    an.header.adapterId = pi->sourceInfo.adapterId;
    r = DisplayConfigGetDeviceInfo(&an.header);
    printf("adapter name=%ld has-path=%d\n", r, an.adapterDevicePath[0] != 0);

    DISPLAYCONFIG_TARGET_PREFERRED_MODE pm;
    memset(&pm, 0, sizeof pm);
    pm.header.type = DISPLAYCONFIG_DEVICE_INFO_GET_TARGET_PREFERRED_MODE;
    pm.header.size = sizeof pm;
    pm.header.adapterId = pi->targetInfo.adapterId;
    pm.header.id = pi->targetInfo.id;
    r = DisplayConfigGetDeviceInfo(&pm.header);
    printf("preferred=%ld %ux%u\n", r, pm.width, pm.height);

    DISPLAYCONFIG_DEVICE_INFO_HEADER h;
    memset(&h, 0, sizeof h);
    h.type = 0x7fff; h.size = sizeof h;
    r = DisplayConfigGetDeviceInfo(&h);
    printf("unknown type=%ld\n", r);
    r = DisplayConfigGetDeviceInfo(NULL);
    printf("null=%ld\n", r);
    return 0;
}
