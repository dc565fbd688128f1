"""GDI32 logical palettes on the true-colour display (gdi/palette.py): CreatePalette,
CreateHalftonePalette, SelectPalette/RealizePalette, GetNearestPaletteIndex, entries."""

from ....abi.api import BOTH, api
from ...gdi.colors import colorref
from ...gdi.palette import Palette, default_palette, halftone_entries
from ...gdi.recording import records
from ...gdi.wmf import WmfRecorder
from ...core.dllnames import GDI32
from ...core.structures import LOGPALETTE


CLR_INVALID = 0xFFFFFFFF


def _pal(c, h):
    return c.vm.gdi.get(h, Palette)


def stock_palette(gdi):
    """The DEFAULT_PALETTE stock object (GetStockObject(15))."""
    return gdi.stock[15]


@api(GDI32, "CreatePalette", "LPVOID lp", widths=BOTH)
def CreatePalette(c, lp):
    mem = c.vm.mem
    if not lp:
        return 0
    n = LOGPALETTE.at(mem, lp).palNumEntries
    if n == 0 or n > 1024:
        return 0
    # palPalEntry: the first of n PALETTEENTRYs (peRed, peGreen, peBlue, peFlags)
    raw = mem.read(lp + LOGPALETTE.offsetof("palPalEntry"), 4 * n)
    return c.vm.gdi.add(Palette([tuple(raw[4 * i:4 * i + 4]) for i in range(n)]))


@api(GDI32, "CreateHalftonePalette", "HDC hdc", widths=BOTH)
def CreateHalftonePalette(c, hdc):
    return c.vm.gdi.add(Palette([col + (0,) for col in halftone_entries()]))


@api(GDI32, "SelectPalette", "HDC hdc, HPALETTE pal, DWORD background", widths=BOTH)
@records
def SelectPalette(c, hdc, h, background):
    gdi = c.vm.gdi
    dc = gdi.dc(hdc)
    pal = _pal(c, h)
    if dc is None or pal is None:
        return 0
    old = dc.palette or stock_palette(gdi)
    dc.palette = pal
    if isinstance(dc.recorder, WmfRecorder):
        return 1            # a Windows metafile DC answers TRUE, not the old palette
    return gdi.handle_of(old)


@api(GDI32, "RealizePalette", "HDC hdc", widths=BOTH)
@records
def RealizePalette(c, hdc):
    # A 24-bit display has no hardware palette: nothing is mapped into it. A Windows
    # metafile DC records META_REALIZEPALETTE and answers TRUE.
    dc = c.vm.gdi.dc(hdc)
    if dc is None:
        return 0xFFFFFFFF   # GDI_ERROR on a bad DC
    return 1 if isinstance(dc.recorder, WmfRecorder) else 0


@api(GDI32, "UnrealizeObject", "HGDIOBJ h", widths=BOTH)
def UnrealizeObject(c, h):
    return 1 if c.vm.gdi.get(h) is not None else 0


@api(GDI32, "GetNearestPaletteIndex", "HPALETTE pal, COLORREF color", widths=BOTH)
def GetNearestPaletteIndex(c, h, color):
    pal = _pal(c, h)
    if pal is None:
        return CLR_INVALID
    return pal.nearest((color & 0xFF, (color >> 8) & 0xFF, (color >> 16) & 0xFF))


@api(GDI32, "GetNearestColor", "HDC hdc, COLORREF color", widths=BOTH)
def GetNearestColor(c, hdc, color):
    dc = c.vm.gdi.dc(hdc)
    if dc is None:
        return CLR_INVALID
    # every colour exists on a 24-bit display; a palettized DIB section holds the
    # nearest of its colour table
    return colorref(*dc.matched(dc.color(color)))


def _entries(c, h, start, n, out, write):
    pal = _pal(c, h)
    if pal is None:
        return 0
    if not out and not write:
        return len(pal.entries)
    end = min(len(pal.entries), start + n)
    if start >= end:
        return 0
    mem = c.vm.mem
    for i in range(start, end):
        if write:
            pal.entries[i] = tuple(mem.read(out + 4 * (i - start), 4))
        else:
            mem.write(out + 4 * (i - start), bytes(pal.entries[i]))
    return end - start


@api(GDI32, "GetPaletteEntries", "HPALETTE pal, UINT start, UINT n, LPVOID out", widths=BOTH)
def GetPaletteEntries(c, h, start, n, out):
    return _entries(c, h, start, n, out, False)


@api(GDI32, "SetPaletteEntries", "HPALETTE pal, UINT start, UINT n, LPVOID entries", widths=BOTH)
def SetPaletteEntries(c, h, start, n, entries):
    """Change a logical palette's entries; the stock DEFAULT_PALETTE cannot be changed
    (0, as Windows answers)."""
    if _pal(c, h) is stock_palette(c.vm.gdi):
        return 0
    return _entries(c, h, start, n, entries, True)


@api(GDI32, "AnimatePalette", "HPALETTE pal, UINT start, UINT n, LPVOID entries", widths=BOTH)
def AnimatePalette(c, h, start, n, entries):
    # Only PC_RESERVED entries change; on a true-colour display nothing on screen does.
    pal = _pal(c, h)
    if pal is None or pal is stock_palette(c.vm.gdi):
        return 0
    mem = c.vm.mem
    for i in range(start, min(len(pal.entries), start + n)):
        new = tuple(mem.read(entries + 4 * (i - start), 4))
        if pal.entries[i][3] & 0x01:   # PC_RESERVED
            pal.entries[i] = new
    return 1


@api(GDI32, "GetSystemPaletteEntries", "HDC hdc, UINT start, UINT n, LPVOID out", widths=BOTH)
def GetSystemPaletteEntries(c, hdc, start, n, out):
    # No palette device here: Windows answers 0 entries on a true-colour display (for any
    # DC, even an invalid handle) yet fills the buffer with what a 256-colour system
    # palette would hold: the default palette's first ten static colours at 0..9, its last
    # ten at 246..255, black between (Wine's palette tests check exactly this).
    if out and n:
        static = default_palette().entries
        rows = []
        for i in range(start, min(start + n, 256)):
            r, g, b, _ = static[i] if i < 10 else static[i - 236] if i >= 246 else (0, 0, 0, 0)
            rows.append(bytes((r, g, b, 0)))
        c.vm.mem.write(out, b"".join(rows))
    return 0
