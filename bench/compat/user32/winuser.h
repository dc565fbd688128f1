/* bench/compat (conformance.py): mingw-w64's winuser.h, then the Windows SDK constants
 * user32's conformance tests use and mingw's header lacks. Written for this project from
 * Microsoft's SDK documentation (constants only, no code).
 */
#include_next <winuser.h>
#ifndef CONFORMANCE_COMPAT_WINUSER_H
#define CONFORMANCE_COMPAT_WINUSER_H

/* GetDCEx: take the clipping flags (DCX_CLIPCHILDREN, DCX_CLIPSIBLINGS, DCX_PARENTCLIP)
   from the window's and its class' styles; the SDK's winuser.h defines it beside
   DCX_LOCKWINDOWUPDATE (0x400). win.c passes it. */
#ifndef DCX_USESTYLE
#define DCX_USESTYLE 0x00010000L
#endif

#endif
