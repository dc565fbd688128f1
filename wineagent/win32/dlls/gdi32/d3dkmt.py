"""GDI32's D3DKMT adapter thunks: opening and closing the display adapter by its GDI
display name, its LUID or its device path (D3DKMTOpenAdapterFromGdiDisplayName,
D3DKMTOpenAdapterFromLuid, D3DKMTOpenAdapterFromDeviceName, D3DKMTCloseAdapter).

These are the user-mode side of the kernel's graphics interface (d3dkmthk.h): a program
(or user32's display code) names the adapter behind a GDI display, gets its LUID and the
video-present source the display is, and a kernel handle to the adapter it closes again.
The desktop has one adapter with one source and one monitor; its LUID, source id, GDI
name and device path are the ones DisplayConfig (QueryDisplayConfig,
DisplayConfigGetDeviceInfo) reports — user32/displayconfig.py holds them, this module
reads them from there so both always agree. The functions answer NTSTATUS values.
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.dllnames import GDI32
from ...core.winerror import STATUS_INVALID_PARAMETER, STATUS_UNSUCCESSFUL
from ..user32.displayconfig import ADAPTER_LUID, ADAPTER_PATH, SOURCE_ID, SOURCE_NAME

# d3dkmthk.h (mingw has no such header: test/win32/test_structs.py cannot check these;
# the guest d3dkmt.c declares them as the SDK does and reads them back at both widths).
D3DKMT_OPENADAPTERFROMGDIDISPLAYNAME = struct(
    "D3DKMT_OPENADAPTERFROMGDIDISPLAYNAME",
    "WCHAR DeviceName[32]; UINT hAdapter; LUID AdapterLuid; UINT VidPnSourceId")
D3DKMT_OPENADAPTERFROMLUID = struct(
    "D3DKMT_OPENADAPTERFROMLUID", "LUID AdapterLuid; UINT hAdapter")
D3DKMT_OPENADAPTERFROMDEVICENAME = struct(
    "D3DKMT_OPENADAPTERFROMDEVICENAME", "LPCWSTR pDeviceName; UINT hAdapter; LUID AdapterLuid")

#: The first adapter handle handed out. D3DKMT handles are the kernel's own numbers, not
#: object-manager handles: Windows' look like 0x40000000 + n * 0x40; any non-zero value
#: that is not reused while open does.
_HANDLE_BASE, _HANDLE_STEP = 0x40000000, 0x40


def _open(vm):
    """A new handle to the one adapter (each open is its own handle, as on Windows:
    two opens need two closes)."""
    gdi = vm.gdi
    gdi.kmt_next += 1
    handle = _HANDLE_BASE + gdi.kmt_next * _HANDLE_STEP
    gdi.kmt_adapters.add(handle)
    return handle


def _write_luid(view):
    view.AdapterLuid = {"LowPart": ADAPTER_LUID[0], "HighPart": ADAPTER_LUID[1]}


@api(GDI32, "D3DKMTOpenAdapterFromGdiDisplayName", "LPVOID desc", widths=BOTH)
def D3DKMTOpenAdapterFromGdiDisplayName(c, desc):
    """Open the adapter behind a GDI display name (\\\\.\\DISPLAY1, compared without
    case): fills hAdapter, the adapter's LUID and the display's video-present source id.
    A name that is no display, and NULL, are STATUS_UNSUCCESSFUL (as Windows answers
    both in Wine's gdi32 tests)."""
    if not desc:
        return STATUS_UNSUCCESSFUL
    view = c.struct(D3DKMT_OPENADAPTERFROMGDIDISPLAYNAME, desc)
    if (view.DeviceName or "").upper() != SOURCE_NAME.upper():
        return STATUS_UNSUCCESSFUL
    view.hAdapter = _open(c.vm)
    _write_luid(view)
    view.VidPnSourceId = SOURCE_ID
    return 0


@api(GDI32, "D3DKMTOpenAdapterFromLuid", "LPVOID desc", widths=BOTH)
def D3DKMTOpenAdapterFromLuid(c, desc):
    """Open the adapter with a LUID (the one QueryDisplayConfig and
    D3DKMTOpenAdapterFromGdiDisplayName report): fills hAdapter. Another LUID names no
    adapter: STATUS_INVALID_PARAMETER, as for NULL (Wine 8 opens any LUID)."""
    if not desc:
        return STATUS_INVALID_PARAMETER
    view = c.struct(D3DKMT_OPENADAPTERFROMLUID, desc)
    luid = view.AdapterLuid
    if (luid.LowPart, luid.HighPart) != ADAPTER_LUID:
        return STATUS_INVALID_PARAMETER
    view.hAdapter = _open(c.vm)
    return 0


@api(GDI32, "D3DKMTOpenAdapterFromDeviceName", "LPVOID desc", widths=BOTH)
def D3DKMTOpenAdapterFromDeviceName(c, desc):
    """Open the adapter by its device interface path (the one DisplayConfigGetDeviceInfo's
    DISPLAYCONFIG_DEVICE_INFO_GET_ADAPTER_NAME answers, compared without case): fills
    hAdapter and the LUID. No path (or no structure) is STATUS_INVALID_PARAMETER; a path
    that is not the adapter's STATUS_UNSUCCESSFUL."""
    if not desc:
        return STATUS_INVALID_PARAMETER
    view = c.struct(D3DKMT_OPENADAPTERFROMDEVICENAME, desc)
    name = c.vm.mem.wstr(view.pDeviceName) if view.pDeviceName else None
    if name is None:
        return STATUS_INVALID_PARAMETER
    if name.upper() != ADAPTER_PATH.upper():
        return STATUS_UNSUCCESSFUL
    view.hAdapter = _open(c.vm)
    _write_luid(view)
    return 0


@api(GDI32, "D3DKMTCloseAdapter", "LPVOID desc", widths=BOTH)
def D3DKMTCloseAdapter(c, desc):
    """Close an adapter handle one of the opens gave (D3DKMT_CLOSEADAPTER: its hAdapter).
    NULL, a zero handle, or one not open (closed already) is STATUS_INVALID_PARAMETER."""
    if not desc:
        return STATUS_INVALID_PARAMETER
    handle = c.vm.mem.u32(desc)
    adapters = c.vm.gdi.kmt_adapters
    if handle not in adapters:
        return STATUS_INVALID_PARAMETER
    adapters.discard(handle)
    return 0
