"""USER32: ChangeDisplaySettings(Ex) and WinHelp.

The screen has one mode (EnumDisplaySettings lists it alone), so a mode change can only
ask for that mode: a DEVMODE whose fields (bits per pixel, width, height, flags,
frequency, position) all match it — or no DEVMODE, "back to the registry mode" — is
DISP_CHANGE_SUCCESSFUL with or without CDS_TEST; any other mode is DISP_CHANGE_BADMODE,
as Windows answers for a mode the display does not have.

WinHelp: there is no Windows Help viewer. HELP_QUIT with no help open is answered (TRUE,
nothing to close, what programs send as they exit); opening help stops the guest.
"""


from ....abi.api import BOTH, Unimplemented, api
from ...user.sysparams import DISPLAY_DEVICE, display_mode
from ...core.dllnames import USER32
from ...core.structures import DEVMODE, POINT

DISP_CHANGE_SUCCESSFUL, DISP_CHANGE_BADMODE, DISP_CHANGE_BADPARAM = 0, -2, -5
CDS_VIDEOPARAMETERS = 0x20
DM_POSITION = 0x20
DM_BITSPERPEL, DM_PELSWIDTH, DM_PELSHEIGHT = 0x40000, 0x80000, 0x100000
DM_DISPLAYFLAGS, DM_DISPLAYFREQUENCY = 0x200000, 0x400000
HELP_QUIT = 0x2


def _change(c, device, dm, flags):
    if device is not None and device.upper() != DISPLAY_DEVICE:
        return DISP_CHANGE_BADPARAM
    if flags & CDS_VIDEOPARAMETERS:
        raise Unimplemented("USER32.dll!%s: CDS_VIDEOPARAMETERS" % c.spec.name)
    if not dm:
        return DISP_CHANGE_SUCCESSFUL        # the registry mode: the one we are in
    mem = c.vm.mem
    devmode = DEVMODE.variant(c.wide)
    v = devmode.at(mem, dm)      # field by field: a display DEVMODE may end at dmICMMethod
    if c.wide and v.dmSize < devmode.offsetof("dmICMMethod"):
        # A wide DEVMODE must reach dmICMMethod; the ANSI one is converted whatever its
        # dmSize says (Windows answers success for an ANSI dmSize of 0).
        return DISP_CHANGE_BADMODE
    fields = v.dmFields
    # a display's dmPosition shares the union at dmOrientation with the printer's fields
    px, py = POINT.values(mem, dm + devmode.offsetof("dmOrientation"))
    want = tuple(getattr(v, f) for f in ("dmBitsPerPel", "dmPelsWidth", "dmPelsHeight",
                                         "dmDisplayFlags", "dmDisplayFrequency"))


    have = display_mode(c.vm.wm.width, c.vm.wm.height)
    for bit, i in ((DM_BITSPERPEL, 0), (DM_PELSWIDTH, 1), (DM_PELSHEIGHT, 2),
                   (DM_DISPLAYFLAGS, 3), (DM_DISPLAYFREQUENCY, 4)):
        # A zero width, height, depth or frequency (and frequency 1, "the hardware's
        # default") asks for nothing: the current value stays.
        if not want[i] or (bit == DM_DISPLAYFREQUENCY and want[i] == 1):
            continue
        if fields & bit and want[i] != have[i]:
            return DISP_CHANGE_BADMODE
    if fields & DM_POSITION and (px, py) != (0, 0):
        return DISP_CHANGE_BADMODE
    return DISP_CHANGE_SUCCESSFUL


@api(USER32, "ChangeDisplaySettings{AW}", "LPVOID dm, DWORD flags", widths=BOTH)
def ChangeDisplaySettings(c, dm, flags):
    """ChangeDisplaySettingsEx for the primary display, after setting the DEVMODE's
    dmDriverExtra to 0 (it passes no driver data: Windows clears the field, the Ex form
    leaves it)."""
    if dm:
        DEVMODE.variant(c.wide).at(c.vm.mem, dm).dmDriverExtra = 0
    return _change(c, None, dm, flags)


@api(USER32, "ChangeDisplaySettingsEx{AW}", "LPCTSTR device, LPVOID dm, HWND hwnd, DWORD flags,"
                                       " LPVOID param", widths=BOTH)
def ChangeDisplaySettingsEx(c, device, dm, hwnd, flags, param):
    return _change(c, device, dm, flags)


@api(USER32, "WinHelp{AW}", "HWND hwnd, LPCTSTR file, UINT cmd, ULONG_PTR data", widths=BOTH)
def WinHelp(c, hwnd, file, cmd, data):
    if cmd == HELP_QUIT:
        return 1            # no help window is open: nothing to close
    raise Unimplemented("USER32.dll!%s: Windows Help (command 0x%X, %s): no help viewer"
                        % (c.spec.name, cmd, file))
