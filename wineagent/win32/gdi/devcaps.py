"""GetDeviceCaps tables: the 96-dpi 32-bit display, and the base the printer
(gdi/printer.py) overrides — one table, so the two devices agree on what they share."""

from .mapping import size_mm

__all__ = ["SCREEN_BPP", "display_caps", "device_caps"]

#: The display's depth: 32 bits per pixel, as every Windows since 8 runs its desktop
#: (lower depths are emulated over 32 bits there). GetDeviceCaps(BITSPIXEL),
#: EnumDisplaySettings' dmBitsPerPel, CreateCompatibleBitmap of a display DC and the
#: display DC's own surface bitmap all answer it (docs/gdi.md "Bitmap depths").
SCREEN_BPP = 32


def display_caps(w, h):
    """Every documented GetDeviceCaps index of a ``w`` x ``h`` 96-dpi 32-bit true-colour
    display (no palette: RC_PALETTE clear, SIZEPALETTE 0), as a dict."""
    return {
        0: 0x4000,        # DRIVERVERSION
        2: 1,             # TECHNOLOGY: DT_RASDISPLAY
        4: size_mm(w),    # HORZSIZE (mm)
        6: size_mm(h),    # VERTSIZE
        8: w, 10: h,      # HORZRES, VERTRES
        12: SCREEN_BPP, 14: 1,    # BITSPIXEL, PLANES
        16: -1, 18: -1,   # NUMBRUSHES, NUMPENS
        20: 0, 22: 0,     # NUMMARKERS, NUMFONTS
        24: -1,           # NUMCOLORS: more than 256
        26: 0,            # PDEVICESIZE
        28: 0x1FF,        # CURVECAPS: circles, pie, chord, ellipses, wide, styled,
        #                   interiors, roundrect
        30: 0xFE,         # LINECAPS: polyline .. interiors
        32: 0xFF,         # POLYGONALCAPS: polygon .. interiors
        34: 0x7007,       # TEXTCAPS: OP_CHARACTER|OP_STROKE|CP_STROKE|UA_ABLE|SO_ABLE|RA_ABLE
        36: 1,            # CLIPCAPS: CP_RECTANGLE
        38: 0x2E99,       # RASTERCAPS: BITBLT|BITMAP64|GDI20_OUTPUT|DI_BITMAP|DIBTODEV|
        #                   BIGFONT|STRETCHBLT|STRETCHDIB (no RC_PALETTE)
        40: 36, 42: 36, 44: 51,   # ASPECTX, ASPECTY, ASPECTXY
        88: 96, 90: 96,   # LOGPIXELSX, LOGPIXELSY
        104: 0,           # SIZEPALETTE: no palette device
        106: 20,          # NUMRESERVED
        108: 24,          # COLORRES (8 bits a colour: the fourth byte is not colour)
        110: 0, 111: 0, 112: 0, 113: 0, 114: 0, 115: 0,   # printer-only indexes
        116: 60,          # VREFRESH
        117: h, 118: w,   # DESKTOPVERTRES, DESKTOPHORZRES
        119: 0,           # BLTALIGNMENT
        120: 0,           # SHADEBLENDCAPS: SB_NONE (no AlphaBlend)
        121: 0,           # COLORMGMTCAPS: CM_NONE
    }


def device_caps(gdi, index):
    """GetDeviceCaps of the display: every documented index; unknown indexes answer 0,
    as Windows does."""
    return display_caps(gdi.width, gdi.height).get(index, 0)
