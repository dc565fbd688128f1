"""USER32 input functions of the issue 23 census: MapVirtualKey(Ex), GetKeyNameText
(the US layout, ``user/keymap.py``), SetCursorPos, ClipCursor/GetClipCursor,
GetMouseMovePointsEx (the pointer's history, ``user/movepoints.py``),
GetCurrentInputMessageSource (``user/msgsource.py``),
RegisterDeviceNotification/UnregisterDeviceNotification, the power notifications
(RegisterPowerSettingNotification, RegisterSuspendResumeNotification) and EnumDisplayDevices."""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE,
                              ERROR_INVALID_PARAMETER, ERROR_NOACCESS, ERROR_POINT_NOT_FOUND)
from ...kernel import pnp
from ...user import keymap, movepoints, msgsource, procwindows, winsta
from ...user.wm_input import clip_point
from ...core.dllnames import USER32
from ...core.structures import (DEV_BROADCAST_HDR, DISPLAY_DEVICE, INPUT_MESSAGE_SOURCE,
                                MOUSEMOVEPOINT, RECT)

MAPVK_VK_TO_VSC, MAPVK_VSC_TO_VK, MAPVK_VK_TO_CHAR, MAPVK_VSC_TO_VK_EX, MAPVK_VK_TO_VSC_EX = \
    0, 1, 2, 3, 4
_GENERIC = {0xA0: 0x10, 0xA1: 0x10, 0xA2: 0x11, 0xA3: 0x11, 0xA4: 0x12, 0xA5: 0x12}


def map_virtual_key(code, kind):
    """MapVirtualKey's answer for the US layout (0 when there is none)."""
    if kind in (MAPVK_VK_TO_VSC, MAPVK_VK_TO_VSC_EX):
        sc = keymap.VK_TO_SCAN.get(code, 0)
        if sc and kind == MAPVK_VK_TO_VSC_EX and code in keymap.EXTENDED_VKS:
            sc |= 0xE000
        return sc
    if kind in (MAPVK_VSC_TO_VK, MAPVK_VSC_TO_VK_EX):
        if code >> 8 in (0xE0, 0xE1):
            vk = keymap.EXTENDED_SCAN_TO_VK.get(code & 0xFF, 0)
        else:
            vk = keymap.SCAN_TO_VK.get(code & 0xFF, 0)
            if code == 0x36:
                vk = 0xA1
        if kind == MAPVK_VSC_TO_VK:
            return _GENERIC.get(vk, vk)
        return vk
    if kind == MAPVK_VK_TO_CHAR:
        ch = keymap.vk_char(code)
        return ord(ch) if ch is not None else 0
    return 0


@api(USER32, "MapVirtualKey{AW}", "UINT code, UINT kind", widths=BOTH)
def MapVirtualKey(c, code, kind):
    """Translate between virtual keys, scan codes and characters on the US layout:
    MAPVK_VK_TO_VSC, MAPVK_VSC_TO_VK (left/right not told apart), MAPVK_VK_TO_CHAR (the
    unshifted character, letters upper case), MAPVK_VSC_TO_VK_EX, MAPVK_VK_TO_VSC_EX
    (extended keys with their E0 prefix). 0 when there is no translation."""
    return map_virtual_key(code, kind)


@api(USER32, "MapVirtualKeyEx{AW}", "UINT code, UINT kind, HANDLE layout", widths=BOTH)
def MapVirtualKeyEx(c, code, kind, layout):
    """MapVirtualKey for a layout: the US one is the only one installed."""
    return map_virtual_key(code, kind)


@api(USER32, "GetKeyNameText{AW}", "LONG lparam, LPVOID buf, INT size", widths=BOTH)
def GetKeyNameText(c, lparam, buf, size):
    """The name of the key a WM_KEYDOWN lParam describes (scan code in bits 16-23,
    extended in bit 24; bit 25: left and right keys alike), cut to ``size``; 0 for a key
    the layout does not name, with the buffer emptied (its first character NUL), as
    Windows leaves it. A size of 0 names nothing: 0, and the ANSI variant empties the
    buffer all the same (its first byte NUL; user32's input.c), the Unicode one leaves it."""
    scan = (lparam >> 16) & 0xFF
    name = keymap.key_name(scan, bool(lparam & (1 << 24)), bool(lparam & (1 << 25)))
    if size <= 0:
        if size == 0 and not c.wide and buf:
            c.vm.mem.write(buf, b"\0")
        return 0
    if name is None:
        c.write_str(buf, "", size)
        return 0
    return c.write_str(buf, name, size)


# -- the cursor -------------------------------------------------------------------------------------
def _clip(wm):
    return getattr(wm, "clip_rect", None) or (0, 0, wm.width, wm.height)


@api(USER32, "SetCursorPos", "INT x, INT y", widths=BOTH)
def SetCursorPos(c, x, y):
    """Move the mouse pointer (kept inside the ClipCursor rectangle, and the screen); the
    window under it gets WM_MOUSEMOVE as for a real move, but raw input sees no motion:
    no device moved."""
    wm = c.vm.wm
    x, y = clip_point(_clip(wm), x, y)
    wm.mouse_pos = (x, y)
    if not c.vm.alone_on_desktop:
        procwindows.pointer_moved(c.vm, x, y)        # one pointer for the session
    # marked: a warp is no device's motion, so it makes no raw input (user/rawinput.py)
    wm.queue_input(("mouse", "move", x, y, None, "warp"))
    return 1


@api(USER32, "GetMouseMovePointsEx", "UINT size, LPVOID point, LPVOID out, INT count, "
     "DWORD resolution", widths=BOTH)
def GetMouseMovePointsEx(c, size, point, out, count, resolution):
    """Up to ``count`` (at most 64) of the pointer's last positions, newest first, from
    the one ``point`` names (its screen coordinates, and its time stamp unless 0) back:
    the number written into ``out``, or -1. The checks come in Windows' order: a
    ``size`` other than sizeof(MOUSEMOVEPOINT) or a count outside 0..64 is
    ERROR_INVALID_PARAMETER, no point (or no buffer for a count) ERROR_NOACCESS, a
    process in a non-interactive window station ERROR_ACCESS_DENIED (it sees no
    pointer), a point not in the history ERROR_POINT_NOT_FOUND; success leaves the last
    error alone. GMMP_USE_HIGH_RESOLUTION_POINTS answers the points on the 0..65535
    scale; any other ``resolution`` answers screen coordinates, GMMP_USE_DISPLAY_POINTS'
    (Windows refuses none: Wine's input.c found no value that fails)."""
    vm = c.vm
    if size != MOUSEMOVEPOINT.sizeof(c.ptr_size) or not 0 <= count <= movepoints.HISTORY:
        vm.last_error = ERROR_INVALID_PARAMETER
        return -1
    if not point or (count and not out):
        vm.last_error = ERROR_NOACCESS
        return -1
    station = vm.handles.get(winsta.process_station(vm))
    if not station.flags & winsta.WSF_VISIBLE:
        vm.last_error = ERROR_ACCESS_DENIED
        return -1
    p = MOUSEMOVEPOINT.read(vm.mem, point, c.ptr_size)
    found = movepoints.points_from(vm, p["x"], p["y"], p["time"], count,
                                   resolution == movepoints.GMMP_USE_HIGH_RESOLUTION_POINTS)
    if found is None:
        vm.last_error = ERROR_POINT_NOT_FOUND
        return -1
    one = MOUSEMOVEPOINT.sizeof(c.ptr_size)
    for i, values in enumerate(found):
        vm.mem.write(out + i * one, MOUSEMOVEPOINT.pack_values(*values, ptr=c.ptr_size))
    return len(found)


@api(USER32, "GetCurrentInputMessageSource", "LPVOID source", widths=BOTH)
def GetCurrentInputMessageSource(c, source):
    """The device and origin of the input message the thread handles (the last one it
    retrieved; none while a sent message's procedure runs, or for a posted message):
    INPUT_MESSAGE_SOURCE's deviceType and originId. No structure to fill (NULL): FALSE,
    ERROR_NOACCESS."""
    if not source:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    c.vm.mem.write(source, INPUT_MESSAGE_SOURCE.pack_values(*msgsource.current(c.vm)))
    return 1


@api(USER32, "ClipCursor", "LPVOID rect", widths=BOTH)
def ClipCursor(c, rect):
    """Confine the pointer to a screen rectangle (NULL: anywhere); a pointer outside it
    moves inside at once (user/wm_input.py ``clip_point``: an empty rectangle holds it
    at its corner or one short of it, by the side it comes from). The rectangle is cut
    to the screen; an empty one is kept as it is (GetClipCursor answers it); an inverted
    one (right < left or bottom < top) fails, changing nothing."""
    wm = c.vm.wm
    if not rect:
        wm.clip_rect = None
        return 1
    l, t, r, b = RECT.values(c.vm.mem, rect)
    if r < l or b < t:
        return 0
    l, t = min(max(l, 0), wm.width - 1), min(max(t, 0), wm.height - 1)
    r, b = max(min(r, wm.width), l), max(min(b, wm.height), t)
    wm.clip_rect = (l, t, r, b)
    wm.mouse_pos = clip_point(wm.clip_rect, *wm.mouse_pos)
    return 1


@api(USER32, "GetClipCursor", "LPVOID rect", widths=BOTH)
def GetClipCursor(c, rect):
    """The rectangle the pointer is confined to (the screen when it is free)."""
    if not rect:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.write(rect, RECT.pack_values(*_clip(c.vm.wm)))
    return 1


# -- devices -------------------------------------------------------------------------------------------
class DeviceNotification:
    """A RegisterDeviceNotification registration: who is told (a window or a service
    status handle) and of what. No device ever arrives or leaves in the VM, so nothing
    is sent."""

    def __init__(self, recipient, filter_type, flags):
        self.recipient, self.filter_type, self.flags = recipient, filter_type, flags


DEVICE_NOTIFY_SERVICE_HANDLE = 0x1
DBT_DEVTYP_OEM, DBT_DEVTYP_VOLUME, DBT_DEVTYP_PORT = 0, 2, 3
DBT_DEVTYP_DEVICEINTERFACE, DBT_DEVTYP_HANDLE = 5, 6


@api(USER32, "RegisterDeviceNotification{AW}", "HANDLE recipient, LPVOID filter, DWORD flags", widths=BOTH)
def RegisterDeviceNotification(c, recipient, filter, flags):
    """Ask for WM_DEVICECHANGE about device interfaces or handles; the handle to give
    UnregisterDeviceNotification. A window recipient must exist."""
    vm = c.vm
    if not flags & DEVICE_NOTIFY_SERVICE_HANDLE and vm.wm.get(recipient) is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    kind = DEV_BROADCAST_HDR.at(vm.mem, filter).dbch_devicetype if filter else None
    if kind not in (None, DBT_DEVTYP_DEVICEINTERFACE, DBT_DEVTYP_HANDLE):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    reg = DeviceNotification(recipient, kind, flags)
    addr = vm.heap.alloc(8, zero=True)
    vm.user.device_notifications[addr] = reg
    return addr


@api(USER32, "UnregisterDeviceNotification", "HANDLE h", widths=BOTH)
def UnregisterDeviceNotification(c, h):
    """End a registration."""
    regs = c.vm.user.device_notifications
    if regs.pop(h, None) is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    c.vm.heap.free(h)
    return 1


# -- power notifications ---------------------------------------------------------------------------
class PowerNotification:
    """A RegisterPowerSettingNotification or RegisterSuspendResumeNotification
    registration: who is told (a window, a service status handle, or a
    DEVICE_NOTIFY_SUBSCRIBE_PARAMETERS callback) and of which setting (its GUID's 16
    bytes; None: suspend and resume). The VM's machine never changes power source,
    display state or sleeps, so no WM_POWERBROADCAST follows, and none is sent at
    registration either (Wine 8 sends none; Windows sends the current value of some
    settings then: not done)."""

    def __init__(self, recipient, setting, flags):
        self.recipient, self.setting, self.flags = recipient, setting, flags


DEVICE_NOTIFY_WINDOW_HANDLE, DEVICE_NOTIFY_CALLBACK = 0x0, 0x2


def _register_power(c, recipient, setting, flags, allowed):
    vm = c.vm
    if flags not in allowed or not recipient or (
            flags == DEVICE_NOTIFY_WINDOW_HANDLE and vm.wm.get(recipient) is None):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    addr = vm.heap.alloc(8, zero=True)
    vm.user.power_notifications[addr] = PowerNotification(recipient, setting, flags)
    return addr


def _unregister_power(c, h, suspend_resume):
    regs = c.vm.user.power_notifications
    reg = regs.get(h)
    if reg is None or (reg.setting is None) != suspend_resume:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    del regs[h]
    c.vm.heap.free(h)
    return 1


@api(USER32, "RegisterPowerSettingNotification", "HANDLE recipient, LPVOID setting,"
     " DWORD flags", widths=BOTH)
def RegisterPowerSettingNotification(c, recipient, setting, flags):
    """Ask for WM_POWERBROADCAST (PBT_POWERSETTINGCHANGE) when power setting ``setting``
    (a GUID) changes, sent to a window (DEVICE_NOTIFY_WINDOW_HANDLE) or a service
    (DEVICE_NOTIFY_SERVICE_HANDLE); the HPOWERNOTIFY to give
    UnregisterPowerSettingNotification."""
    if not setting:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _register_power(c, recipient, c.vm.mem.read(setting, 16), flags,
                           (DEVICE_NOTIFY_WINDOW_HANDLE, DEVICE_NOTIFY_SERVICE_HANDLE))


@api(USER32, "UnregisterPowerSettingNotification", "HANDLE h", widths=BOTH)
def UnregisterPowerSettingNotification(c, h):
    """End a power setting registration (FALSE, ERROR_INVALID_HANDLE: not one)."""
    return _unregister_power(c, h, False)


@api(USER32, "RegisterSuspendResumeNotification", "HANDLE recipient, DWORD flags",
     widths=BOTH)
def RegisterSuspendResumeNotification(c, recipient, flags):
    """Ask for the suspend and resume notifications (PBT_APMSUSPEND, PBT_APMRESUME...),
    to a window or, with DEVICE_NOTIFY_CALLBACK, to the callback of a
    DEVICE_NOTIFY_SUBSCRIBE_PARAMETERS; the HPOWERNOTIFY to give
    UnregisterSuspendResumeNotification."""
    return _register_power(c, recipient, None, flags,
                           (DEVICE_NOTIFY_WINDOW_HANDLE, DEVICE_NOTIFY_CALLBACK))


@api(USER32, "UnregisterSuspendResumeNotification", "HANDLE h", widths=BOTH)
def UnregisterSuspendResumeNotification(c, h):
    """End a suspend/resume registration."""
    return _unregister_power(c, h, True)


DISPLAY_DEVICE_ATTACHED_TO_DESKTOP, DISPLAY_DEVICE_PRIMARY_DEVICE = 0x1, 0x4
DISPLAY_DEVICE_ACTIVE, DISPLAY_DEVICE_ATTACHED = 0x1, 0x2
EDD_GET_DEVICE_INTERFACE_NAME = 0x1
#: The adapter's DeviceKey: its key under Control\\Video (a GUID per adapter, fixed here;
#: the key itself is not populated).
_VIDEO_KEY = ("\\Registry\\Machine\\System\\CurrentControlSet\\Control\\Video\\"
              "{6E9A1C3B-2F0D-4B8E-9A7C-5D4E3F2A1B00}\\0000")
_CLASS_KEY = "\\Registry\\Machine\\System\\CurrentControlSet\\Control\\Class\\"


def _display_entries(flags):
    """(adapter, monitor) as EnumDisplayDevices answers them: (DeviceName, DeviceString,
    StateFlags, DeviceID, DeviceKey), from kernel/pnp.py's two devices so SetupAPI and
    EnumDisplayDevices name the same ones. The adapter's DeviceID is its first hardware id
    (empty with EDD_GET_DEVICE_INTERFACE_NAME, as Windows since Vista); the monitor's is
    its hardware id and driver key, or with EDD_GET_DEVICE_INTERFACE_NAME its monitor
    interface's path (DisplayConfig's monitorDevicePath); its DeviceKey its software key."""
    adapter, monitor = pnp.devices()
    hwid = adapter.props[pnp.SPDRP["HARDWAREID"]][1][0]
    adapter_entry = ("\\\\.\\DISPLAY1", adapter.props[pnp.SPDRP["DEVICEDESC"]][1],
                     DISPLAY_DEVICE_ATTACHED_TO_DESKTOP | DISPLAY_DEVICE_PRIMARY_DEVICE,
                     "" if flags & EDD_GET_DEVICE_INTERFACE_NAME else hwid, _VIDEO_KEY)
    if flags & EDD_GET_DEVICE_INTERFACE_NAME:
        mon_id = monitor.interfaces[0][1]
    else:
        mon_id = "%s\\%s" % (monitor.props[pnp.SPDRP["HARDWAREID"]][1][0], monitor.driver)
    monitor_entry = ("\\\\.\\DISPLAY1\\Monitor0", monitor.props[pnp.SPDRP["DEVICEDESC"]][1],
                     DISPLAY_DEVICE_ACTIVE | DISPLAY_DEVICE_ATTACHED, mon_id,
                     _CLASS_KEY + monitor.driver)
    return adapter_entry, monitor_entry


@api(USER32, "EnumDisplayDevices{AW}", "LPCTSTR device, DWORD index, LPVOID info, DWORD flags", widths=BOTH)
def EnumDisplayDevices(c, device, index, info, flags):
    """The display adapters (NULL device): one, \\\\.\\DISPLAY1, the primary; or the
    monitors of an adapter: one. DISPLAY_DEVICE's cb must cover it."""
    adapter, monitor = _display_entries(flags)
    vm = c.vm
    if device is None:
        entry = adapter if index == 0 else None
    elif device.upper() == adapter[0].upper():
        entry = monitor if index == 0 else None
    else:
        entry = None
    dd = DISPLAY_DEVICE.variant(c.wide)
    view = dd.at(vm.mem, info)
    cb = view.cb
    if entry is None or cb < dd.offsetof("DeviceID"):
        return 0
    name, text, state, dev_id, key = entry
    fields = [("DeviceName", name, 32), ("DeviceString", text, 128)]
    if cb >= dd.sizeof():
        fields += [("DeviceID", dev_id, 128), ("DeviceKey", key, 128)]
    for field, s, n in fields:
        vm.mem.write(view.ptr(field), bytes(n * c.char_size))
        c.write_str(view.ptr(field), s, n)
    view.StateFlags = state
    return 1

