"""WINMM's services for drivers: DefDriverProc (the default answers of an installable
driver's DriverProc), DriverCallback (how a driver notifies its client: a window, a
thread, an event or a function), mciDriverNotify (MM_MCINOTIFY to a window), and the
per-device data of MCI drivers (mciGetDriverData / mciSetDriverData).

No MCI driver is ever loaded here (the waveaudio device of mciSendString is built in,
kernel/mci.py), so no device ID belongs to a driver: mciGetDriverData answers 0 and
mciSetDriverData FALSE for every ID, as Windows does for an ID no driver owns.
"""

from ....abi.api import BOTH, GuestCall, api
from ...kernel.sync import Event
from ...core.dllnames import WINMM


# Driver messages (mmsystem.h)
DRV_LOAD, DRV_ENABLE, DRV_DISABLE, DRV_FREE = 1, 2, 5, 6
DRV_INSTALL, DRV_REMOVE = 9, 10
DRV_SUCCESS = 1
# DriverCallback's kinds
DCB_NULL, DCB_WINDOW, DCB_TASK, DCB_FUNCTION, DCB_EVENT = 0, 1, 2, 3, 5
DCB_TYPEMASK = 7
MM_MCINOTIFY = 0x3B9


@api(WINMM, "DefDriverProc", "DWORD_PTR id, HANDLE hdrv, UINT msg, LPARAM p1, LPARAM p2",
     widths=BOTH)
def DefDriverProc(c, ident, hdrv, msg, p1, p2):
    if msg in (DRV_LOAD, DRV_FREE, DRV_ENABLE, DRV_DISABLE):
        return 1                       # a driver that has nothing to do agrees
    if msg in (DRV_INSTALL, DRV_REMOVE):
        return DRV_SUCCESS
    return 0                           # any other message: not handled


def _post(c, hwnd, msg, wparam, lparam):
    if not c.vm.wm.get(hwnd):
        return 0
    c.vm.wm.post(hwnd, msg, wparam, lparam)
    return 1


@api(WINMM, "DriverCallback", "DWORD_PTR callback, DWORD flags, HANDLE hdev, DWORD msg, "
     "DWORD_PTR user, DWORD_PTR p1, DWORD_PTR p2", widths=BOTH)
def DriverCallback(c, callback, flags, hdev, msg, user, p1, p2):
    vm = c.vm
    kind = flags & DCB_TYPEMASK
    if kind == DCB_WINDOW:
        return _post(c, callback, msg, hdev, p1)
    if kind == DCB_TASK:               # a thread id (DCB_TASK is DCB_THREAD)
        t = vm.threads.by_tid(callback)
        if t is None or not t.alive:
            return 0
        vm.wm.post(0, msg, hdev, p1, tid=callback)
        return 1
    if kind == DCB_EVENT:
        ev = vm.handles.get(callback, Event)
        if ev is None:
            return 0
        ev.state = True
        return 1
    if kind == DCB_FUNCTION:
        if not callback:
            return 0
        return _call(callback, hdev, msg, user, p1, p2)
    return 0                           # DCB_NULL: nobody to tell


def _call(callback, hdev, msg, user, p1, p2):
    """Call the client's DRVCALLBACK (stdcall) and answer TRUE."""
    yield GuestCall(callback, (hdev, msg, user, p1, p2))
    return 1


@api(WINMM, "mciDriverNotify", "HWND hwnd, UINT device, UINT status", widths=BOTH)
def mciDriverNotify(c, hwnd, device, status):
    return _post(c, hwnd, MM_MCINOTIFY, status, device)


@api(WINMM, "mciGetDriverData", "UINT device", widths=BOTH)
def mciGetDriverData(c, device):
    return 0                           # no MCI driver owns it (module docstring)


@api(WINMM, "mciSetDriverData", "UINT device, DWORD_PTR data", widths=BOTH)
def mciSetDriverData(c, device, data):
    return 0                           # no MCI driver owns it (module docstring)
