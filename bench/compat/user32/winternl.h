/* bench/compat (conformance.py): mingw-w64's winternl.h, then what user32's tests use of
 * the NT API and mingw's header lacks. Written for this project from Microsoft's
 * documentation.
 */
#include_next <winternl.h>
#ifndef CONFORMANCE_COMPAT_WINTERNL_H
#define CONFORMANCE_COMPAT_WINTERNL_H

/* RtlEqualLuid: documented as a macro of wdm.h (TRUE when both parts of the two LUIDs are
   equal). monitor.c compares adapter LUIDs with it. */
#ifndef RtlEqualLuid
#define RtlEqualLuid(L1, L2) (((L1)->LowPart == (L2)->LowPart) && \
                              ((L1)->HighPart == (L2)->HighPart))
#endif

#endif
