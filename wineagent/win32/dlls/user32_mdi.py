"""USER32: DefFrameProc, DefMDIChildProc, TranslateMDISysAccel. The MDI client and the
work of these functions are in ``controls/mdi.py``."""

from ...abi.api import api
from ..controls import mdi
from ..user.msgloop import MSG

U = "USER32.dll"


@api(U, "DefFrameProc{AW}", "HWND hwnd, HWND client, UINT msg, WPARAM wparam, LPARAM lparam")
def DefFrameProc(c, hwnd, client, msg, wparam, lparam):
    wm = c.vm.wm
    frame = wm.get(hwnd)
    if frame is None:
        return 0
    return (yield from mdi.def_frame_proc(wm, frame, wm.get(client), msg, wparam, lparam,
                                          c.wide))


@api(U, "DefMDIChildProc{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam")
def DefMDIChildProc(c, hwnd, msg, wparam, lparam):
    wm = c.vm.wm
    child = wm.get(hwnd)
    if child is None:
        return 0
    return (yield from mdi.def_mdi_child_proc(wm, child, msg, wparam, lparam, c.wide))


@api(U, "TranslateMDISysAccel", "HWND client, LPVOID msg")
def TranslateMDISysAccel(c, client, pmsg):
    wm = c.vm.wm
    _, msg, wparam, _, _, _, _ = MSG.unpack(c.vm.mem.read(pmsg, 28))
    done = yield from mdi.translate_sys_accel(wm, wm.get(client), msg, wparam)
    return 1 if done else 0
