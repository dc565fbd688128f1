"""GDI32 device contexts beyond drawing: CreateDC/CreateIC for the display and the
virtual printer (gdi/printer.py), the
device capabilities of a 96-dpi 24-bit display, DC attribute getters, GetTextFace,
CreateBitmapIndirect, GetCurrentObject."""

from ....abi.api import BOTH, Unimplemented, api
from ...gdi import printer
from ...gdi.devcaps import device_caps
from ...gdi.objects import Bitmap
from ...gdi.dc import DC
from ...gdi.recording import queries, records
from ...gdi.wmf import WmfRecorder
from .main import CreateBitmap, _dc
from ...core.dllnames import GDI32
from ...core.structures import BITMAP, RECT
from ...core.winerror import ERROR_INVALID_PARAMETER

CLR_INVALID = 0xFFFFFFFF


def print_dc(c, devmode, ic=False):
    """A DC (or IC) on the virtual printer, set up by the guest DEVMODE at ``devmode`` over
    the printer's defaults (CreateDC, PrintDlg's PD_RETURNDC)."""
    sp = printer.spooler(c.vm)
    setup = printer.read_devmode(c.vm.mem, devmode, c.wide, sp.setup)
    return c.vm.gdi.add(printer.PrinterDC(c.vm.gdi, setup, ic))


@api(GDI32, "GetDeviceCaps", "HDC hdc, INT index", widths=BOTH)
def GetDeviceCaps(c, hdc, index):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    caps = getattr(dc, "caps", None)     # a printer DC answers for the printer
    return (caps(index) if caps else device_caps(c.vm.gdi, index)) & 0xFFFFFFFF


def _display_dc(c, driver, device, ic, devmode=0):
    if printer.is_printer_name(device) or (not device and printer.is_printer_name(driver)):
        return print_dc(c, devmode, ic)
    name = (driver or device or "").upper().lstrip("\\.")
    if name not in ("DISPLAY", "DISPLAY1"):
        raise Unimplemented("%s!%s (device %r: only the display and %r exist)"
                            % (GDI32, "CreateIC" if ic else "CreateDC", driver or device,
                               printer.PRINTER_NAME))
    gdi = c.vm.gdi
    if ic:
        # An information context answers questions but draws nowhere.
        dc = DC(gdi, Bitmap(1, 1), (0, 0), None, 0)
        dc.clip = (0, 0, 0, 0)
    else:
        dc = gdi.screen_dc()
    return gdi.add(dc)


@api(GDI32, "CreateDC{AW}", "LPCTSTR driver, LPCTSTR device, LPCTSTR port, LPVOID devmode", widths=BOTH)
def CreateDC(c, driver, device, port, devmode):
    return _display_dc(c, driver, device, False, devmode)


@api(GDI32, "CreateIC{AW}", "LPCTSTR driver, LPCTSTR device, LPCTSTR port, LPVOID devmode", widths=BOTH)
def CreateIC(c, driver, device, port, devmode):
    return _display_dc(c, driver, device, True, devmode)


@api(GDI32, "GetTextFace{AW}", "HDC hdc, INT n, LPVOID out", widths=BOTH)
def GetTextFace(c, hdc, n, out):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    face = dc.font.face_name
    if not out:
        return len(face) + 1
    mem = c.vm.mem
    k = mem.write_wstr(out, face, n) if c.wide else mem.write_cstr(out, face, n)
    return k + 1 if n > 0 else 0


@api(GDI32, "CreateBitmapIndirect", "LPVOID bm", widths=BOTH)
def CreateBitmapIndirect(c, bm):
    """CreateBitmap of a BITMAP's fields (bmWidthBytes is not looked at: the rows are
    WORD aligned whatever it says); a bmType other than 0 is refused."""
    if not bm:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    kind, w, h, _, planes, bpp, bits = BITMAP.values(c.vm.mem, bm, c.ptr_size)
    if kind:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return CreateBitmap(c, w, h, planes, bpp, bits)


@api(GDI32, "GetCurrentObject", "HDC hdc, UINT kind", widths=BOTH)
@queries
def GetCurrentObject(c, hdc, kind):
    dc = _dc(c, hdc)
    if dc is None or isinstance(dc.recorder, WmfRecorder):
        return 0            # a Windows metafile DC has no current objects to answer
    gdi = c.vm.gdi
    obj = {1: dc.pen, 2: dc.brush, 6: dc.font, 7: dc.bitmap, 5: dc.palette}.get(kind)
    if kind == 7 and obj is None:
        if dc.memory:
            return gdi.default_bitmap_handle()
        # a display DC's surface: a bitmap of the screen's size and depth (GetObject
        # answers it; no DC can select it), as Windows 8 on; a printer DC has none
        return 0 if hasattr(dc, "caps") or dc.recorder is not None else \
            gdi.screen_bitmap_handle()
    if kind == 5 and obj is None:
        return 0x00F00000 | 15
    return gdi.handle_of(obj) if obj is not None else 0


def _getter(attr, bad=0):
    def handler(c, hdc):
        dc = _dc(c, hdc)
        return getattr(dc, attr) if dc is not None else bad
    return handler


GetTextColor = api(GDI32, "GetTextColor", "HDC hdc", widths=BOTH)(
    queries(_getter("text_color", CLR_INVALID)))
GetBkColor = api(GDI32, "GetBkColor", "HDC hdc", widths=BOTH)(
    queries(_getter("bk_color", CLR_INVALID)))
GetBkMode = api(GDI32, "GetBkMode", "HDC hdc", widths=BOTH)(_getter("bk_mode"))
GetTextAlign = api(GDI32, "GetTextAlign", "HDC hdc", widths=BOTH)(_getter("text_align", 0xFFFFFFFF))
GetStretchBltMode = api(GDI32, "GetStretchBltMode", "HDC hdc", widths=BOTH)(_getter("stretch_mode"))
GetTextCharacterExtra = api(GDI32, "GetTextCharacterExtra", "HDC hdc", widths=BOTH)(
    _getter("char_extra", 0x80000000))


@api(GDI32, "SetStretchBltMode", "HDC hdc, INT mode", widths=BOTH)
@records
def SetStretchBltMode(c, hdc, mode):
    dc = _dc(c, hdc)
    if dc is None or not 1 <= mode <= 4:
        return 0
    old, dc.stretch_mode = dc.stretch_mode, mode
    return old


@api(GDI32, "SetTextCharacterExtra", "HDC hdc, INT extra", widths=BOTH)
def SetTextCharacterExtra(c, hdc, extra):
    dc = _dc(c, hdc)
    if dc is None:
        return 0x80000000
    old, dc.char_extra = dc.char_extra, extra
    return old & 0xFFFFFFFF


@api(GDI32, "GdiFlush", widths=BOTH)
def GdiFlush(c):
    # Every GDI call here finishes its drawing (DIB section bits included) before it
    # returns, so there is never a batch to flush.
    return 1


DCB_RESET, DCB_ACCUMULATE, DCB_SET, DCB_ENABLE, DCB_DISABLE = 0x1, 0x2, 0x3, 0x4, 0x8


def _bounds_state(dc):
    return (DCB_ENABLE if dc.bounds_enabled else DCB_DISABLE) | \
        (DCB_RESET if dc.bounds is None else DCB_SET)


@api(GDI32, "SetBoundsRect", "HDC hdc, LPVOID rect, UINT flags", widths=BOTH)
def SetBoundsRect(c, hdc, rect, flags):
    """Control the bounding rectangle a DC accumulates of what is drawn on it: DCB_RESET
    empties it, DCB_ACCUMULATE adds ``rect`` (logical), DCB_ENABLE / DCB_DISABLE turn
    accumulation on or off. Answers the previous state (enabled or disabled, and set or
    reset), 0 on a bad DC or contradictory flags."""
    dc = _dc(c, hdc)
    if dc is None or (flags & DCB_ENABLE and flags & DCB_DISABLE):
        return 0
    old = _bounds_state(dc)
    if flags & DCB_RESET:
        dc.bounds = None
    if flags & DCB_ACCUMULATE and rect:
        l, t, r, b = RECT.values(c.vm.mem, rect)
        l, t, r, b = dc.lp_rect((l, t, r, b))
        ox, oy = dc.origin
        dc.add_bounds((l + ox, t + oy, r + ox, b + oy))
    if flags & DCB_ENABLE:
        dc.bounds_enabled = True
    if flags & DCB_DISABLE:
        dc.bounds_enabled = False
    return old


@api(GDI32, "GetBoundsRect", "HDC hdc, LPVOID rect, UINT flags", widths=BOTH)
def GetBoundsRect(c, hdc, rect, flags):
    """The accumulated bounding rectangle in logical units, cut to the device area (all
    zero and DCB_RESET when nothing was drawn, else DCB_SET); DCB_RESET in ``flags``
    empties it afterwards."""
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    ret = DCB_RESET if dc.bounds is None else DCB_SET
    if rect:
        box = (0, 0, 0, 0)
        if dc.bounds is not None:
            img = dc.target.image
            dl, dt, dr, db = dc.clip or (0, 0, img.width, img.height)
            l, t, r, b = dc.bounds
            l, t, r, b = max(l, 0), max(t, 0), min(r, dr - dl), min(b, db - dt)
            box = dc.coords.dp_rect(l, t, r, b) if l < r and t < b else (0, 0, 0, 0)
            if box == (0, 0, 0, 0):
                ret = DCB_RESET
        c.vm.mem.write(rect, RECT.pack_values(*box))
    if flags & DCB_RESET:
        dc.bounds = None
    return ret


ABSOLUTE, RELATIVE = 1, 2


@api(GDI32, "SetRelAbs", "HDC hdc, INT mode", widths=BOTH)
def SetRelAbs(c, hdc, mode):
    """Set the DC's relative-or-absolute mode (ABSOLUTE, RELATIVE), kept and reported
    back: Win32 drawing ignores it (every coordinate is absolute), as documented. The
    previous mode, 0 for an unknown one."""
    dc = _dc(c, hdc)
    if dc is None or mode not in (ABSOLUTE, RELATIVE):
        return 0
    if dc.recorder is not None:
        raise Unimplemented("GDI32.dll!SetRelAbs (on a metafile DC: not recorded)")
    old, dc.rel_abs = dc.rel_abs, mode
    return old


@api(GDI32, "GetRelAbs", "HDC hdc, DWORD ignored", widths=BOTH)
def GetRelAbs(c, hdc, ignored):
    """The DC's SetRelAbs mode (ABSOLUTE at first)."""
    dc = _dc(c, hdc)
    return dc.rel_abs if dc is not None else 0
