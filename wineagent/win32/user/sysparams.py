"""System-wide answers USER gives about the desktop: SystemParametersInfo's settings,
the display mode EnumDisplaySettings reports, registered window-message names, and the
desktop window itself.

The values are those of a Windows 2000 desktop in the classic scheme at 96 dpi with no
taskbar (the work area is the whole screen) and no visual effects switched on; the
metrics in NONCLIENTMETRICS follow GetSystemMetrics (``system_metric``) as Windows
derives them (``SM_CYCAPTION = iCaptionHeight + 1``), so the two never disagree.
"""

from .pyproc import window_proc
from .scrollbars import WHEEL_SCROLL_CHARS, WHEEL_SCROLL_LINES
from .uistate import KEYBOARD_CUES
from .window import def_window_proc
from .wm import WS_POPUP, WS_VISIBLE, Window, WindowClass
from ..core.structures import ICONMETRICS, LOGFONT, NONCLIENTMETRICS

__all__ = ["SPI_VALUES", "SPI_NAMES", "logfont", "nonclient_metrics", "icon_metrics",
           "display_mode", "register_message", "desktop_window", "desktop_proc", "DESKTOP_HWND"]

#: The desktop window's handle: below the first handle the window manager gives out, so
#: creating it on first use shifts no other window's handle.
DESKTOP_HWND = 0x00010010
WS_CLIPCHILDREN = 0x02000000

# -- SystemParametersInfo --------------------------------------------------------------
#: uiAction -> value of the "get a number" actions (written as a BOOL/UINT/int at
#: pvParam). Windows 2000 defaults, classic scheme, effects off.
SPI_VALUES = {
    0x0001: 1,      # SPI_GETBEEP
    0x0005: 1,      # SPI_GETBORDER
    0x000A: 31,     # SPI_GETKEYBOARDSPEED
    0x000E: 0,      # SPI_GETSCREENSAVETIMEOUT (seconds; none configured)
    0x0010: 0,      # SPI_GETSCREENSAVEACTIVE
    0x0016: 1,      # SPI_GETKEYBOARDDELAY
    0x0019: 1,      # SPI_GETICONTITLEWRAP
    0x001B: 0,      # SPI_GETMENUDROPALIGNMENT (left-aligned)
    0x0026: 0,      # SPI_GETDRAGFULLWINDOWS
    0x0038: 0,      # SPI_GETSHOWSOUNDS
    0x0046: 0,      # SPI_GETSCREENREADER
    0x004A: 0,      # SPI_GETFONTSMOOTHING
    0x005F: 0,      # SPI_GETSNAPTODEFBUTTON
    0x0062: 4,      # SPI_GETMOUSEHOVERWIDTH
    0x0064: 4,      # SPI_GETMOUSEHOVERHEIGHT
    0x0066: 400,    # SPI_GETMOUSEHOVERTIME
    0x0068: WHEEL_SCROLL_LINES,   # SPI_GETWHEELSCROLLLINES (what the controls scroll)
    0x006A: 400,    # SPI_GETMENUSHOWDELAY
    0x006C: WHEEL_SCROLL_CHARS,   # SPI_GETWHEELSCROLLCHARS
    0x1000: 0,      # SPI_GETACTIVEWINDOWTRACKING
    0x1002: 0,      # SPI_GETMENUANIMATION
    0x1004: 0,      # SPI_GETCOMBOBOXANIMATION
    0x1006: 0,      # SPI_GETLISTBOXSMOOTHSCROLLING
    0x1008: 0,      # SPI_GETGRADIENTCAPTIONS
    0x100A: int(KEYBOARD_CUES),  # SPI_GETKEYBOARDCUES: underlines hidden until Alt
    0x100C: 0,      # SPI_GETACTIVEWNDTRKZORDER
    0x100E: 0,      # SPI_GETHOTTRACKING
    0x1012: 0,      # SPI_GETMENUFADE
    0x1014: 0,      # SPI_GETSELECTIONFADE
    0x1016: 0,      # SPI_GETTOOLTIPANIMATION
    0x1018: 0,      # SPI_GETTOOLTIPFADE
    0x101A: 0,      # SPI_GETCURSORSHADOW
    0x101C: 0,      # SPI_GETMOUSESONAR
    0x101E: 0,      # SPI_GETMOUSECLICKLOCK
    0x1020: 0,      # SPI_GETMOUSEVANISH
    0x1022: 0,      # SPI_GETFLATMENU
    0x1024: 0,      # SPI_GETDROPSHADOW
    0x1026: 0,      # SPI_GETBLOCKSENDINPUTRESETS
    0x103E: 0,      # SPI_GETUIEFFECTS
    0x2006: 1,      # SPI_GETCARETWIDTH
    0x200E: 1,      # SPI_GETFOCUSBORDERWIDTH
    0x2010: 1,      # SPI_GETFOCUSBORDERHEIGHT
}

#: Names for the error that stops a guest using an action we do not implement.
SPI_NAMES = {
    0x0002: "SPI_SETBEEP", 0x0003: "SPI_GETMOUSE", 0x0004: "SPI_SETMOUSE",
    0x0006: "SPI_SETBORDER", 0x000B: "SPI_SETKEYBOARDSPEED",
    0x000D: "SPI_ICONHORIZONTALSPACING", 0x000F: "SPI_SETSCREENSAVETIMEOUT",
    0x0011: "SPI_SETSCREENSAVEACTIVE", 0x0013: "SPI_SETDESKWALLPAPER",
    0x0014: "SPI_SETDESKPATTERN", 0x0017: "SPI_SETKEYBOARDDELAY",
    0x0018: "SPI_ICONVERTICALSPACING", 0x001A: "SPI_SETICONTITLEWRAP",
    0x001C: "SPI_SETMENUDROPALIGNMENT", 0x001D: "SPI_SETDOUBLECLKWIDTH",
    0x001E: "SPI_SETDOUBLECLKHEIGHT", 0x0020: "SPI_SETDOUBLECLICKTIME",
    0x0021: "SPI_SETMOUSEBUTTONSWAP", 0x0022: "SPI_SETICONTITLELOGFONT",
    0x0025: "SPI_SETDRAGFULLWINDOWS", 0x002A: "SPI_SETNONCLIENTMETRICS",
    0x002B: "SPI_GETMINIMIZEDMETRICS", 0x002C: "SPI_SETMINIMIZEDMETRICS",
    0x002E: "SPI_SETICONMETRICS", 0x002F: "SPI_SETWORKAREA", 0x0042: "SPI_GETHIGHCONTRAST",
    0x0043: "SPI_SETHIGHCONTRAST", 0x0057: "SPI_SETCURSORS", 0x0070: "SPI_GETMOUSESPEED",
    0x0071: "SPI_SETMOUSESPEED", 0x0073: "SPI_GETDESKWALLPAPER",
    0x1001: "SPI_SETACTIVEWINDOWTRACKING", 0x2000: "SPI_GETFOREGROUNDLOCKTIMEOUT",
    0x2001: "SPI_SETFOREGROUNDLOCKTIMEOUT",
}

UI_FACE = "MS Sans Serif"   # the Windows 9x/2000 dialog font: 8 points at 96 dpi
UI_HEIGHT = -11


def logfont(wide, height=UI_HEIGHT, weight=400, face=UI_FACE):
    """A LOGFONTA (60 bytes) or LOGFONTW (92 bytes) describing a UI font."""
    return LOGFONT.variant(wide).pack(lfHeight=height, lfWeight=weight, lfFaceName=face)


def nonclient_metrics(metric, wide, font_height=UI_HEIGHT, border=1):
    """NONCLIENTMETRICS after cbSize (without Vista's iPaddedBorderWidth).

    ``metric(index)`` is GetSystemMetrics; the sizes are those metrics the way Windows
    derives them from this structure (``font_height`` and ``border``: at another DPI,
    SystemParametersInfoForDpi's)."""
    ncm = NONCLIENTMETRICS.variant(wide)
    lf = LOGFONT.variant(wide)
    bold = lf.unpack(logfont(wide, height=font_height, weight=700))
    plain = lf.unpack(logfont(wide, height=font_height))
    data = ncm.pack(iBorderWidth=border, iScrollWidth=metric(2), iScrollHeight=metric(3),
                    iCaptionWidth=metric(30), iCaptionHeight=metric(4) - 1,
                    lfCaptionFont=bold, iSmCaptionWidth=metric(52),
                    iSmCaptionHeight=metric(51) - 1, lfSmCaptionFont=bold,
                    iMenuWidth=metric(54), iMenuHeight=metric(15) - 1, lfMenuFont=plain,
                    lfStatusFont=plain, lfMessageFont=plain)
    return data[ncm.offsetof("iBorderWidth"):ncm.offsetof("iPaddedBorderWidth")]


def icon_metrics(metric, wide, font_height=UI_HEIGHT):
    """ICONMETRICS after cbSize: spacing, wrap, and the icon title font."""
    im = ICONMETRICS.variant(wide)
    data = im.pack(iHorzSpacing=metric(38), iVertSpacing=metric(39), iTitleWrap=1,
                   lfFont=LOGFONT.variant(wide).unpack(logfont(wide, height=font_height)))
    return data[im.offsetof("iHorzSpacing"):]


# -- EnumDisplaySettings ---------------------------------------------------------------
DISPLAY_DEVICE = "\\\\.\\DISPLAY1"
DM_BITSPERPEL, DM_PELSWIDTH, DM_PELSHEIGHT = 0x40000, 0x80000, 0x100000
DM_DISPLAYFLAGS, DM_DISPLAYFREQUENCY, DM_POSITION = 0x200000, 0x400000, 0x20


def display_mode(width, height):
    """(bits per pixel, width, height, flags, frequency) of the one display mode: the
    screen as it is, 24-bit (what GetDeviceCaps(BITSPIXEL) says), 60 Hz."""
    return (24, width, height, 0, 60)


# -- RegisterWindowMessage and RegisterClipboardFormat -----------------------------------
#: First registered message number. Windows draws these and class atoms from one atom
#: table starting at 0xC000; the window manager numbers class atoms from 0xC000 on its
#: own, so registered names start higher, where the two never meet in practice. Window
#: messages and clipboard formats share this one table, as they share Windows' atoms.
FIRST_REGISTERED = 0xC100


def register_message(wm, name):
    """The message number for ``name`` (in 0xC000-0xFFFF): the same for every spelling
    that differs only in case, as in the atom table Windows keeps them in; 0 when full."""
    table = wm.registered_names
    key = name.lower()
    if key not in table:
        if FIRST_REGISTERED + len(table) > 0xFFFF:
            return 0
        table[key] = FIRST_REGISTERED + len(table)
        # The spelling of the first registration is the atom's name (what
        # GetClipboardFormatName reports for a format registered under that name).
        wm.__dict__.setdefault("registered_spellings", {})[table[key]] = name
    return table[key]


# -- the desktop window -------------------------------------------------------------------
def desktop_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the desktop (#32769): DefWindowProc's answers, except that
    the desktop cannot be closed."""
    if msg == 0x0010:  # WM_CLOSE
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, True))


window_proc("USER32.dll", "wineagent.DesktopProc", desktop_proc)


def desktop_window(vm):
    """The desktop window (class #32769), made on first use: a screen-sized popup that
    is the parent of every top-level window but is never composed (the screen's
    background is drawn by GDI)."""
    wm = vm.wm
    win = wm.windows.get(DESKTOP_HWND)
    if win is None:
        cls = wm.find_class("#32769")
        if cls is None:
            addr = vm.proc_address("USER32.dll", "wineagent.DesktopProc")
            wm.register_python_proc(addr, desktop_proc)
            cls = WindowClass("#32769", 0x8, addr, 0, 0, 0, 0, 0, 2, builtin=True)
            wm.register_class(cls)
        win = Window(DESKTOP_HWND, cls, "", WS_POPUP | WS_VISIBLE | WS_CLIPCHILDREN, 0, 0, 0,
                     wm.width, wm.height, 0, 0, 0, 0)
        wm.windows[DESKTOP_HWND] = win
    return win
