/* bench/compat (conformance.py): mingw-w64's wingdi.h, then the DisplayConfig requests
 * user32's monitor.c sends that mingw's header lacks. Written for this project.
 *
 * The two requests (the relative DPI scale of a display source) are not in Microsoft's
 * public documentation: Windows' settings page uses them. The field names and order are
 * the ones monitor.c reads (a DISPLAYCONFIG_DEVICE_INFO_HEADER, then INT32 steps); the
 * request types are the negative values Windows takes for them (-3 get, -4 set). A guest
 * that finds no DisplayConfigSetDeviceInfo skips the test that sends them.
 */
#include_next <wingdi.h>
#ifndef CONFORMANCE_COMPAT_WINGDI_H
#define CONFORMANCE_COMPAT_WINGDI_H

#define DISPLAYCONFIG_DEVICE_INFO_GET_SOURCE_DPI_SCALE ((DISPLAYCONFIG_DEVICE_INFO_TYPE)-3)
#define DISPLAYCONFIG_DEVICE_INFO_SET_SOURCE_DPI_SCALE ((DISPLAYCONFIG_DEVICE_INFO_TYPE)-4)

typedef struct DISPLAYCONFIG_GET_SOURCE_DPI_SCALE {
    DISPLAYCONFIG_DEVICE_INFO_HEADER header;
    INT32 minRelativeScaleStep, curRelativeScaleStep, maxRelativeScaleStep;
} DISPLAYCONFIG_GET_SOURCE_DPI_SCALE;

typedef struct DISPLAYCONFIG_SET_SOURCE_DPI_SCALE {
    DISPLAYCONFIG_DEVICE_INFO_HEADER header;
    INT32 relativeScaleStep;
} DISPLAYCONFIG_SET_SOURCE_DPI_SCALE;

#endif
