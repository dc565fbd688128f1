"""GDI32 image colour management (ICM): a DC's colour-management mode (SetICMMode) and
output profile (GetICMProfile, SetICMProfile, EnumICMProfiles).

The display is an sRGB device and its profile is Windows' own sRGB profile, so turning
ICM on maps every colour to itself: the mode and the profile are kept per DC and
reported back, and drawing is the same in either mode (sRGB to sRGB is the identity).
"""

import os.path

from ....abi.api import BOTH, GuestCall, api
from ...core.dllnames import GDI32
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER)
from ...kernel.vfs import VfsError
from .main import _dc

ICM_OFF, ICM_ON, ICM_QUERY, ICM_DONE_OUTSIDEDC = 1, 2, 3, 4

#: the profile Windows associates with a display it knows nothing else about
SRGB_PROFILE = "C:\\WINDOWS\\system32\\spool\\drivers\\color\\sRGB Color Space Profile.icm"


def _profile(dc):
    """The DC's output profile: one SetICMProfile chose, else the device's sRGB one."""
    return dc.icm_profile or SRGB_PROFILE


def _write(c, buf, text, n):
    mem = c.vm.mem
    if c.wide:
        mem.write_wstr(buf, text, n)
    else:
        mem.write_cstr(buf, text, n)


@api(GDI32, "SetICMMode", "HDC hdc, INT mode", widths=BOTH)
def SetICMMode(c, hdc, mode):
    """Turn colour management of a DC on or off (or let the application do it,
    ICM_DONE_OUTSIDEDC); ICM_QUERY answers the current mode. Success is the previous
    mode (non-zero); an unknown mode fails with 0."""
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if mode == ICM_QUERY:
        return dc.icm_mode
    if mode not in (ICM_OFF, ICM_ON, ICM_DONE_OUTSIDEDC):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    old, dc.icm_mode = dc.icm_mode, mode
    return old


@api(GDI32, "GetICMProfile{AW}", "HDC hdc, LPVOID size, LPVOID out", widths=BOTH)
def GetICMProfile(c, hdc, size, out):
    """The path of the DC's output profile. ``*size`` is the buffer's length in
    characters; too small (or no buffer) fails with ERROR_INSUFFICIENT_BUFFER, the
    length needed (with its NUL) in ``*size`` and the buffer untouched."""
    dc = c.vm.gdi.dc(hdc) if hdc else None
    if dc is None or not size:
        c.vm.last_error = ERROR_INVALID_PARAMETER if dc is not None else ERROR_INVALID_HANDLE
        return 0
    mem = c.vm.mem
    name = _profile(dc)
    need = len(name) + 1
    have = mem.u32(size)
    mem.w32(size, need)
    if not out:
        return 0            # a size query: no error code (as Wine 8 answers)
    if have < need:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    _write(c, out, name, need)
    return 1


@api(GDI32, "SetICMProfile{AW}", "HDC hdc, LPCTSTR name", widths=BOTH)
def SetICMProfile(c, hdc, name):
    """Make a profile file the DC's output profile. The device's own sRGB profile is
    always there (it is Windows' built-in one); any other must name an existing file."""
    if not name:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    dc = c.vm.gdi.dc(hdc) if hdc else None
    if dc is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if name.lower() != SRGB_PROFILE.lower():
        try:
            _, host = c.vm.vfs.resolve(name)
        except VfsError as e:
            c.vm.last_error = e.code
            return 0
        if not os.path.isfile(host):
            c.vm.last_error = ERROR_FILE_NOT_FOUND
            return 0
        name = c.vm.vfs.full_path(name)
    dc.icm_profile = name
    return 1


@api(GDI32, "EnumICMProfiles{AW}", "HDC hdc, LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumICMProfiles(c, hdc, proc, lparam):
    """Call ``proc(filename, lparam)`` for each profile associated with the DC's device
    (the display: its sRGB profile; a profile SetICMProfile chose is not associated with
    the device and is not listed, as documented). Answers the callback's last value, or
    -1 when there is no DC or no callback."""
    dc = c.vm.gdi.dc(hdc) if hdc else None
    if dc is None or not proc:
        return 0xFFFFFFFF
    vm = c.vm
    name = SRGB_PROFILE
    size = (len(name) + 1) * (2 if c.wide else 1)
    buf = vm.heap.alloc(size)
    _write(c, buf, name, len(name) + 1)
    try:
        # the callback's int result: EAX (a 64-bit RAX's upper half is not part of it)
        ret = (yield GuestCall(proc, (buf, lparam))) & 0xFFFFFFFF
    finally:
        vm.heap.free(buf)
    return ret
