"""USER32: questions about the system — SystemParametersInfo, EnumDisplaySettings,
GetDesktopWindow, RegisterWindowMessage — and MessageBeep (kernel/playsound.py).

The answers themselves (a Windows 2000 desktop, classic scheme, 96 dpi) are in
``user/sysparams.py``; these handlers read and write the guest structures.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...user.sysparams import (DISPLAY_DEVICE, DM_BITSPERPEL,
                              DM_DISPLAYFLAGS, DM_DISPLAYFREQUENCY, DM_PELSHEIGHT,
                              DM_PELSWIDTH, DM_POSITION, MOUSE_VALUES, SPI_GETMOUSE, SPI_GETS,
                              SPI_BY_NAME, SPI_NAMES, SPI_SETMOUSE, SPI_SETS,
                              apply_nonclient, desktop_window, display_mode, icon_font,
                              icon_metrics, set_icon_font,
                              nonclient_metrics, nonclient_writes, register_message,
                              set_nonclient, set_setting, setting)
from ...user.wallpaper import DESKTOP_KEY, set_wallpaper, wallpaper
from ...user.iconic import MINIMIZED_DEFAULTS, minimized_metrics
from ...user.placement import refit_maximized, work_area
from ...kernel.playsound import message_beep
from ...kernel.process import is_current_process
from .main import system_metric
from ...core.dllnames import USER32
from ...core.structures import DEVMODE, ICONMETRICS, LOGFONT, NONCLIENTMETRICS, RECT

GR_GDIOBJECTS, GR_USEROBJECTS = 0, 1     # GetGuiResources' counts (Task Manager's columns)
SPI_GETICONTITLELOGFONT, SPI_GETNONCLIENTMETRICS, SPI_GETICONMETRICS, SPI_GETWORKAREA = \
    0x1F, 0x29, 0x2D, 0x30
SPI_ICONHORIZONTALSPACING, SPI_ICONVERTICALSPACING = 0x0D, 0x18
SPI_GETHIGHCONTRAST = 0x42
SPI_SETNONCLIENTMETRICS = 0x2A
SPI_GETFASTTASKSWITCH, SPI_SETFASTTASKSWITCH = 0x23, 0x24
SPI_SETICONTITLELOGFONT, SPI_SETICONMETRICS, SPI_SETWORKAREA = 0x22, 0x2E, 0x2F
SPI_SETDESKWALLPAPER, SPI_GETDESKWALLPAPER = 0x14, 0x73
_LFW = LOGFONT.variant(True)
SPI_GETMINIMIZEDMETRICS, SPI_SETMINIMIZEDMETRICS, MINIMIZEDMETRICS_SIZE = 0x2B, 0x2C, 20
#: where SPIF_UPDATEINIFILE writes MINIMIZEDMETRICS (HKCU\...\WindowMetrics, pixels)
MINIMIZED_KEY = METRICS_KEY = "Control Panel\\Desktop\\WindowMetrics"
MINIMIZED_VALUES = ("MinWidth", "MinHorzGap", "MinVertGap", "MinArrange")
SPIF_UPDATEINIFILE, SPIF_SENDCHANGE = 0x1, 0x2
WM_SETTINGCHANGE = 0x1A
HKEY_CURRENT_USER = 0x80000001


def _setting_changed(c, action, winini, writes):
    """What a SET action does after keeping its value: SPIF_UPDATEINIFILE writes it to
    the user's profile (``writes``: (HKCU subkey, value name, type, data)),
    SPIF_SENDCHANGE then tells every top-level window with WM_SETTINGCHANGE (wParam the
    action)."""
    vm = c.vm
    if winini & SPIF_UPDATEINIFILE:
        reg = vm.registry
        for key, name, kind, data in writes:
            k, _ = reg.create(reg.roots[HKEY_CURRENT_USER], key)
            reg.set_value(k, name, kind, data)
        if winini & SPIF_SENDCHANGE:
            for h in list(vm.wm.zorder):
                win = vm.wm.get(h)
                if win is not None and not win.destroyed:
                    yield from vm.wm.send(h, WM_SETTINGCHANGE, action, 0)


def _profile_wallpaper(vm):
    got = vm.registry.get("HKEY_CURRENT_USER\\" + DESKTOP_KEY, "Wallpaper")
    return str(got[1]).rstrip("\0") if got is not None and got[0] == 1 else ""


def _as_wide_logfont(c, lf):
    """A LOGFONT field dict read from the program's A or W structure as LOGFONTW's (the
    face converted as the registry keeps it)."""
    return lf if c.wide else _LFW.unpack(_LFW.pack(**lf))


def _fail(vm):
    vm.last_error = ERROR_INVALID_PARAMETER
    return 0


@api(USER32, "SystemParametersInfo{AW}", "UINT action, UINT ui, LPVOID pv, UINT winini", widths=BOTH)
def SystemParametersInfo(c, action, ui, pv, winini):
    """The system-wide parameters: the settings of SPI_SETTINGS (got and set, kept for
    the session, written to HKCU on SPIF_UPDATEINIFILE), the mouse thresholds, the work
    area, the UI fonts and metrics."""
    vm = c.vm
    mem = vm.mem
    metric = lambda i: system_metric(vm, i)  # noqa: E731
    if action in (SPI_ICONHORIZONTALSPACING, SPI_ICONVERTICALSPACING) and pv:
        # with a buffer the action reads the spacing instead of setting it
        mem.w32(pv, metric(38 if action == SPI_ICONHORIZONTALSPACING else 39))
        return 1
    if action in SPI_GETS:
        if not pv:
            return 0     # as Wine 8 (the oracle): FALSE, the last error untouched
        mem.w32(pv, setting(vm, SPI_GETS[action].name))
        return 1
    if action in SPI_SETS:
        s = SPI_SETS[action]
        value = set_setting(vm, s.name, (pv if s.arg == "pv" else ui) & 0xFFFFFFFF)
        kind, data = s.reg_value(value)
        if s.name == "BORDER":
            yield from apply_nonclient(vm)    # SM_CXFRAME and the tracking sizes follow
        yield from _setting_changed(c, action, winini, [(s.key, s.value, kind, data)])
        return 1
    if action == SPI_GETDESKWALLPAPER:
        # the path into a buffer of uiParam characters (cut to fit)
        if not pv:
            return 0
        c.write_str(pv, wallpaper(vm), ui)
        return 1
    if action == SPI_SETDESKWALLPAPER:
        # pvParam the path ("" no wallpaper; NULL: the one the profile names, as Wine 8
        # and Windows reread it); the desktop is painted with it at once
        path = c.read_str(pv) if pv else _profile_wallpaper(vm)
        set_wallpaper(vm, path)
        yield from _setting_changed(c, action, winini, [(DESKTOP_KEY, "Wallpaper", 1, path)])
        return 1
    if action == SPI_GETFASTTASKSWITCH:
        # Alt+Tab switching is always on (MSDN: "fast task switching is always
        # enabled"): TRUE into the BOOL, as Wine 8 answers; no buffer: FALSE
        if not pv:
            return 0
        mem.w32(pv, 1)
        return 1
    if action == SPI_SETFASTTASKSWITCH:
        return 0           # it cannot be turned off: FALSE, the last error untouched (Wine 8)
    if action == SPI_SETNONCLIENTMETRICS:
        # The structure with or without Vista's iPaddedBorderWidth (uiParam is not
        # looked at); the values are kept raw, as given (GET answers them with Windows'
        # floors and font heights applied), and every window's frame follows.
        layout = NONCLIENTMETRICS.variant(c.wide)
        sizes = (layout.offsetof("iPaddedBorderWidth"), layout.sizeof())
        if not pv or mem.u32(pv) not in sizes:
            return 0       # as Wine 8: FALSE, the last error untouched
        end = layout.offsetof("iPaddedBorderWidth")
        ncm = layout.unpack(mem.read(pv, end) + bytes(layout.sizeof() - end))
        # the ANSI structure's faces as LOGFONTW's (what the registry keeps)
        ncm = {k: (_as_wide_logfont(c, v) if isinstance(v, dict) else v)
               for k, v in ncm.items()}
        set_nonclient(vm, ncm)
        yield from apply_nonclient(vm)
        writes = [(METRICS_KEY, name, kind, data)
                  for name, kind, data in nonclient_writes(vm.user.spi["NCM"])]
        writes.append((METRICS_KEY, "BorderWidth", 1, str(setting(vm, "BORDER"))))
        yield from _setting_changed(c, action, winini, writes)
        return 1
    if action == SPI_GETMOUSE:
        if not pv:
            return _fail(vm)
        mem.write(pv, struct.pack("<3i", *setting(vm, "MOUSE")))
        return 1
    if action == SPI_SETMOUSE:
        if not pv:
            return _fail(vm)
        values = struct.unpack("<3i", mem.read(pv, 12))
        vm.user.spi["MOUSE"] = values
        yield from _setting_changed(c, action, winini, [
            ("Control Panel\\Mouse", name, 1, str(v))
            for name, v in zip(MOUSE_VALUES, values)])
        return 1
    if not pv and action in (SPI_GETWORKAREA, SPI_GETICONTITLELOGFONT):
        return _fail(vm)
    if action == SPI_GETWORKAREA:
        # No taskbar: the whole primary screen, unless a program set another.
        mem.write(pv, RECT.pack_values(*work_area(vm.wm)))
        return 1
    if action == SPI_SETWORKAREA:
        # The rectangle is kept as given (Wine 8 checks nothing either); GetMonitorInfo's
        # rcWork, WM_GETMINMAXINFO's maximized place and the maximized metrics follow. Nothing is written to the profile (Windows keeps no work area there).
        if not pv:
            return 0
        vm.wm.work = struct.unpack("<4i", mem.read(pv, 16))     # a RECT
        if winini & SPIF_SENDCHANGE:
            # the change announced, maximized windows take the new area (as an
            # application bar's SPI_SETWORKAREA makes them on Windows)
            yield from refit_maximized(vm.wm)
        yield from _setting_changed(c, action, winini, [])
        return 1
    if action == SPI_GETICONTITLELOGFONT:
        font = LOGFONT.variant(c.wide).pack(**icon_font(vm))
        if ui not in (0, len(font)):
            return _fail(vm)
        mem.write(pv, font)
        return 1
    if action == SPI_SETICONTITLELOGFONT:
        # pvParam is the LOGFONT (uiParam, its size, is not looked at, as Wine 8)
        if not pv:
            return 0
        lf = _as_wide_logfont(c, LOGFONT.variant(c.wide).unpack(
            mem.read(pv, LOGFONT.variant(c.wide).sizeof())))
        write = set_icon_font(vm, lf)
        yield from _setting_changed(c, action, winini, [(METRICS_KEY,) + write])
        return 1
    if action == SPI_SETICONMETRICS:
        # ICONMETRICS { cbSize; iHorzSpacing; iVertSpacing; iTitleWrap; lfFont }, refused
        # unless cbSize is the structure's; the spacings are at least 32 (as
        # SPI_ICONHORIZONTALSPACING keeps them), the wrap and the font as given
        layout = ICONMETRICS.variant(c.wide)
        if not pv or mem.u32(pv) != layout.sizeof():
            return 0       # as Wine 8: FALSE, the last error untouched
        im = layout.unpack(mem.read(pv, layout.sizeof()))
        writes = []
        for name, value in (("ICONHORIZONTALSPACING", im["iHorzSpacing"]),
                            ("ICONVERTICALSPACING", im["iVertSpacing"]),
                            ("ICONTITLEWRAP", im["iTitleWrap"])):
            s = SPI_BY_NAME[name]
            kind, data = s.reg_value(set_setting(vm, name, value))   # signed: -5 -> 32
            writes.append((s.key, s.value, kind, data))
        writes.append((METRICS_KEY,) + set_icon_font(vm, _as_wide_logfont(c, im["lfFont"])))
        yield from _setting_changed(c, action, winini, writes)
        return 1
    if action in (SPI_GETNONCLIENTMETRICS, SPI_GETICONMETRICS):
        # The caller sets cbSize; Windows refuses any size but the structure's own
        # (NONCLIENTMETRICS may carry Vista's iPaddedBorderWidth at the end).
        if action == SPI_GETNONCLIENTMETRICS:
            body = nonclient_metrics(vm, c.wide)
            sizes = (4 + len(body), 8 + len(body))
        else:
            body = icon_metrics(vm, metric, c.wide)
            sizes = (4 + len(body),)
        size = mem.u32(pv) if pv else 0
        if size not in sizes or ui not in (0, size):
            return 0   # as Wine's user32 (the oracle): FALSE, the last error untouched
        mem.write(pv + 4, body + bytes(size - 4 - len(body)))
        return 1
    if action in (SPI_GETMINIMIZEDMETRICS, SPI_SETMINIMIZEDMETRICS):
        # MINIMIZEDMETRICS { cbSize; iWidth; iHorzGap; iVertGap; iArrange }, refused
        # unless cbSize is the structure's; SET keeps the width and gaps at 0 or more and
        # the arrangement's four bits, and minimized windows take the new width
        # (SM_CXMINIMIZED, user/placement.py)
        if not pv or mem.u32(pv) != MINIMIZEDMETRICS_SIZE:
            return 0
        if action == SPI_GETMINIMIZEDMETRICS:
            mem.write(pv + 4, struct.pack("<4i", *minimized_metrics(vm)))
            return 1
        width, gap_x, gap_y, arrange = struct.unpack("<4i", mem.read(pv + 4, 16))
        values = (max(0, width), max(0, gap_x), max(0, gap_y), arrange & 0xF)
        vm.user.spi.update(zip(MINIMIZED_DEFAULTS, values))
        yield from _setting_changed(c, action, winini, [
            (MINIMIZED_KEY, name, 1, str(v)) for name, v in zip(MINIMIZED_VALUES, values)])
        return 1
    if action == SPI_GETHIGHCONTRAST:
        # HIGHCONTRAST { cbSize; dwFlags; lpszDefaultScheme }: high contrast is neither
        # on nor available (no flags) and there is no default scheme, as Wine 8 answers;
        # a cbSize other than the structure's is refused (NSIS's MUI2 finish page asks)
        size = 8 + vm.ptr_size
        if not pv or mem.u32(pv) != size:
            return 0
        mem.w32(pv + 4, 0)
        mem.write(pv + 8, bytes(vm.ptr_size))
        return 1
    name = SPI_NAMES.get(action, "action %#x" % action)
    raise Unimplemented("%s!SystemParametersInfo%s (%s)" % (USER32, "W" if c.wide else "A", name))


# -- the display -------------------------------------------------------------------------
ENUM_CURRENT_SETTINGS, ENUM_REGISTRY_SETTINGS = 0xFFFFFFFF, 0xFFFFFFFE


DM_DISPLAYORIENTATION = 0x80


def _fill_devmode(c, dm, with_position, ex):
    """Write the display mode into a DEVMODE: the fields up to dmDisplayFrequency (the
    orientation, DMDO_DEFAULT, among them; the position for the current and registry
    settings), no
    driver extra; the ICM and panning fields after them are left as the caller had
    them. EnumDisplaySettings sets dmSize to that length whatever the caller said (as
    Windows and Wine do); EnumDisplaySettingsEx keeps the caller's dmSize and writes
    nothing past it (sysparams.c shows Windows so: a dmSize ending inside dmFields gets
    only its first bytes)."""
    bpp, w, h, flags, freq = display_mode(c.vm.wm.width, c.vm.wm.height)
    fields = DM_BITSPERPEL | DM_PELSWIDTH | DM_PELSHEIGHT | DM_DISPLAYFLAGS | \
        DM_DISPLAYFREQUENCY | DM_DISPLAYORIENTATION | (DM_POSITION if with_position else 0)
    devmode = DEVMODE.variant(c.wide)
    size = devmode.offsetof("dmICMMethod")     # 124 bytes for DEVMODEA, 188 for DEVMODEW
    # The display's side of the union (dmPosition (0, 0), orientation, fixed output) and
    # the printer fields are zero for a display, dmFormName too.
    head = devmode.pack(dmDeviceName=DISPLAY_DEVICE, dmSpecVersion=0x0401, dmSize=size,
                        dmFields=fields, dmLogPixels=96, dmBitsPerPel=bpp, dmPelsWidth=w,
                        dmPelsHeight=h, dmDisplayFlags=flags, dmDisplayFrequency=freq)
    if ex:
        at = devmode.offsetof("dmSize")
        asked = c.vm.mem.u16(dm + at)
        head = head[:at] + struct.pack("<H", asked) + head[at + 2:]
        size = min(size, asked)
    c.vm.mem.write(dm, head[:size])


@api(USER32, "EnumDisplaySettings{AW}", "LPCTSTR device, DWORD mode, LPVOID dm", widths=BOTH)
def EnumDisplaySettings(c, device, mode, dm):
    return _enum_display(c, device, mode, dm, 0, False)


@api(USER32, "EnumDisplaySettingsEx{AW}", "LPCTSTR device, DWORD mode, LPVOID dm, DWORD flags", widths=BOTH)
def EnumDisplaySettingsEx(c, device, mode, dm, flags):
    return _enum_display(c, device, mode, dm, flags, True)


def _enum_display(c, device, mode, dm, flags, ex):
    # One display, one mode: index 0, the current and the registry settings are the
    # same mode; any other index is past the end of the list (FALSE, as Windows ends
    # the enumeration).
    if device is not None and device.upper() != DISPLAY_DEVICE:
        return 0
    if mode not in (0, ENUM_CURRENT_SETTINGS, ENUM_REGISTRY_SETTINGS) or not dm:
        return 0
    # The current and the registry settings place the display (DM_POSITION); a listed
    # mode does not.
    _fill_devmode(c, dm, mode in (ENUM_CURRENT_SETTINGS, ENUM_REGISTRY_SETTINGS), ex)
    return 1


# -- the desktop window and registered messages -------------------------------------------
@api(USER32, "GetDesktopWindow", widths=BOTH)
def GetDesktopWindow(c):
    return desktop_window(c.vm).hwnd


@api(USER32, "RegisterWindowMessage{AW}", "LPCTSTR name", widths=BOTH)
def RegisterWindowMessage(c, name):
    if not name:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return register_message(c.vm.wm, name)


@api(USER32, "MessageBeep", "UINT type", widths=BOTH)
def MessageBeep(c, type):
    return message_beep(c.vm, type)


@api(USER32, "GetGuiResources", "HANDLE process, DWORD flags", widths=BOTH)
def GetGuiResources(c, process, flags):
    vm = c.vm
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if flags == GR_GDIOBJECTS:
        # objects the program made: every handle but the stock objects (DCs included)
        return sum(1 for h in vm.gdi.objects if h < 0x00F00000)
    if flags == GR_USEROBJECTS:
        windows = sum(1 for w in vm.wm.windows.values() if not w.destroyed)
        return windows + len(vm.menus.objects)
    raise Unimplemented("USER32.dll!GetGuiResources (flags %d: peak counts)" % flags)
