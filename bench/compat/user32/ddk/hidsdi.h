/* bench/compat (conformance.py): the HID user-mode API under the path Wine's tests name.
 *
 * The Windows Driver Kit ships hidsdi.h (HidD_GetPreparsedData, HidD_FreePreparsedData,
 * PHIDP_PREPARSED_DATA ...) in its km/um shared folder; Wine's tests include it as
 * "ddk/hidsdi.h", mingw-w64 installs it at the top of its include directory. Written for
 * this project: it only forwards to mingw's header.
 */
#ifndef CONFORMANCE_COMPAT_DDK_HIDSDI_H
#define CONFORMANCE_COMPAT_DDK_HIDSDI_H
#include <hidsdi.h>
#endif
