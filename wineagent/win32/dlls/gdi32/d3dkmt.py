"""GDI32's D3DKMT thunks: opening and closing the display adapter by its GDI display
name, its LUID or its device path (D3DKMTOpenAdapterFromGdiDisplayName,
D3DKMTOpenAdapterFromLuid, D3DKMTOpenAdapterFromDeviceName, D3DKMTCloseAdapter), and a
memory DC over the program's own pixels (D3DKMTCreateDCFromMemory,
D3DKMTDestroyDCFromMemory).

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
from ...gdi.bitmaps import default_table_8
from ...gdi.objects import Bitmap
from ..user32.displayconfig import ADAPTER_LUID, ADAPTER_PATH, SOURCE_ID, SOURCE_NAME
from .main import CreateCompatibleDC, section_bitmap, select_bitmap, unselect_bitmap

# d3dkmthk.h (mingw has no such header: test/win32/test_structs.py cannot check these;
# the guest d3dkmt.c declares them as the SDK does and reads them back at both widths).
D3DKMT_OPENADAPTERFROMGDIDISPLAYNAME = struct(
    "D3DKMT_OPENADAPTERFROMGDIDISPLAYNAME",
    "WCHAR DeviceName[32]; UINT hAdapter; LUID AdapterLuid; UINT VidPnSourceId")
D3DKMT_OPENADAPTERFROMLUID = struct(
    "D3DKMT_OPENADAPTERFROMLUID", "LUID AdapterLuid; UINT hAdapter")
D3DKMT_OPENADAPTERFROMDEVICENAME = struct(
    "D3DKMT_OPENADAPTERFROMDEVICENAME", "LPCWSTR pDeviceName; UINT hAdapter; LUID AdapterLuid")
D3DKMT_CREATEDCFROMMEMORY = struct(
    "D3DKMT_CREATEDCFROMMEMORY",
    "LPVOID pMemory; UINT Format; UINT Width; UINT Height; UINT Pitch; HDC hDeviceDc;"
    " LPVOID pColorTable; HDC hDc; HANDLE hBitmap")
D3DKMT_DESTROYDCFROMMEMORY = struct(
    "D3DKMT_DESTROYDCFROMMEMORY", "HDC hDc; HANDLE hBitmap")

#: The D3DDDIFORMAT values (d3dukmdt.h) a DC can be made over: bits per pixel and the
#: BI_BITFIELDS masks of the 16-bit ones (the others are BI_RGB). Windows refuses every
#: other format (R3G3B2, A8B8G8R8, A2R10G10B10, L8, the DXT blocks ... in Wine's gdi32
#: tests) with STATUS_INVALID_PARAMETER; the 4-4-4 ones are Wine 8's and ReactOS' too.
_FORMATS = {
    0x14: (24, None),                           # D3DDDIFMT_R8G8B8
    0x15: (32, None),                           # D3DDDIFMT_A8R8G8B8
    0x16: (32, None),                           # D3DDDIFMT_X8R8G8B8
    0x17: (16, (0xF800, 0x07E0, 0x001F)),       # D3DDDIFMT_R5G6B5
    0x18: (16, (0x7C00, 0x03E0, 0x001F)),       # D3DDDIFMT_X1R5G5B5
    0x19: (16, (0x7C00, 0x03E0, 0x001F)),       # D3DDDIFMT_A1R5G5B5
    0x1A: (16, (0x0F00, 0x00F0, 0x000F)),       # D3DDDIFMT_A4R4G4B4
    0x1E: (16, (0x0F00, 0x00F0, 0x000F)),       # D3DDDIFMT_X4R4G4B4
    0x29: (8, None),                            # D3DDDIFMT_P8: 256 PALETTEENTRYs
}

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


@api(GDI32, "D3DKMTCreateDCFromMemory", "LPVOID desc", widths=BOTH)
def D3DKMTCreateDCFromMemory(c, desc):
    """A memory DC (compatible with hDeviceDc) selecting a DIB section over the
    program's own pixels at pMemory: Width x Height pixels of Format, rows Pitch bytes
    apart, top-down. A P8 section's 256 colours are pColorTable's PALETTEENTRYs (or the
    default 8-bit table without one). Fills hDc and hBitmap. No structure, no memory, a
    format not in _FORMATS, a zero height or pitch, a pitch shorter than the row, or no
    device DC: STATUS_INVALID_PARAMETER, the outputs untouched. The memory stays the
    program's: D3DKMTDestroyDCFromMemory leaves it allocated."""
    if not desc:
        return STATUS_INVALID_PARAMETER
    view = c.struct(D3DKMT_CREATEDCFROMMEMORY, desc)
    fmt = _FORMATS.get(view.Format)
    if not view.pMemory or fmt is None:
        return STATUS_INVALID_PARAMETER
    bpp, masks = fmt
    width, height, pitch = view.Width, view.Height, view.Pitch
    row = ((width * bpp + 31) // 32) * 4
    if not width or not height or not pitch or pitch < row or height > 0xFFFFFFFF // pitch:
        # (a zero width Wine 8 takes, for a bitmap of no pixels; refused here)
        return STATUS_INVALID_PARAMETER
    gdi = c.vm.gdi
    if not view.hDeviceDc or gdi.dc(view.hDeviceDc) is None:
        return STATUS_INVALID_PARAMETER
    palette = []
    if bpp == 8:
        if view.pColorTable:
            raw = c.vm.mem.read(view.pColorTable, 256 * 4)      # PALETTEENTRY: r, g, b, flags
            palette = [(raw[i], raw[i + 1], raw[i + 2]) for i in range(0, 1024, 4)]
        else:
            palette = list(default_table_8())
    bmp = section_bitmap(view.pMemory, width, -height, bpp, palette, masks)
    bmp.stride, bmp.from_memory = pitch, True
    hdc = CreateCompatibleDC(c, view.hDeviceDc)
    hbmp = gdi.add(bmp)
    select_bitmap(gdi, gdi.dc(hdc), bmp)
    view.hDc, view.hBitmap = hdc, hbmp
    return 0


@api(GDI32, "D3DKMTDestroyDCFromMemory", "LPVOID desc", widths=BOTH)
def D3DKMTDestroyDCFromMemory(c, desc):
    """Delete the DC and bitmap D3DKMTCreateDCFromMemory made (D3DKMT_DESTROYDCFROMMEMORY:
    hDc, hBitmap); the pixels' memory stays as it was. No structure, or hDc not a memory
    DC or hBitmap not a bitmap (deleted already): STATUS_INVALID_PARAMETER."""
    if not desc:
        return STATUS_INVALID_PARAMETER
    view = c.struct(D3DKMT_DESTROYDCFROMMEMORY, desc)
    gdi = c.vm.gdi
    dc = gdi.dc(view.hDc) if view.hDc else None
    bmp = gdi.get(view.hBitmap) if view.hBitmap else None
    if dc is None or not dc.memory or not isinstance(bmp, Bitmap):
        return STATUS_INVALID_PARAMETER
    gdi.delete(view.hDc)
    unselect_bitmap(dc)
    gdi.delete(view.hBitmap)
    return 0
