/* bench/compat (conformance.py): mingw-w64's ntddvdeo.h, then the device interface class
 * Microsoft documents with it and mingw's header lacks. Written for this project from
 * Microsoft's documentation (a GUID value, no code).
 */
#include_next <ntddvdeo.h>
#ifndef CONFORMANCE_COMPAT_NTDDVDEO_H
#define CONFORMANCE_COMPAT_NTDDVDEO_H
#include <guiddef.h>
/* GUID_DEVINTERFACE_MONITOR: the interface class of monitor devices, as the documentation
   of "GUID_DEVINTERFACE_MONITOR" (System-Defined Device Interface Classes) gives it:
   {E6F07B5F-EE97-4A90-B076-33F57BF4EAA7}. monitor.c enumerates it with SetupDi*. */
DEFINE_GUID(GUID_DEVINTERFACE_MONITOR, 0xe6f07b5f, 0xee97, 0x4a90,
            0xb0, 0x76, 0x33, 0xf5, 0x7b, 0xf4, 0xea, 0xa7);
#endif
