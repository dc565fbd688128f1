"""USER32: DefFrameProc, DefMDIChildProc, TranslateMDISysAccel. The MDI client and the
work of these functions are in ``controls/mdi.py``."""

from ....abi.api import BOTH, api
from ...controls import mdi
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...user.msgloop import read_msg
from ...core.dllnames import USER32
from ...core.structures import MDICREATESTRUCT



@api(USER32, "DefFrameProc{AW}", "HWND hwnd, HWND client, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def DefFrameProc(c, hwnd, client, msg, wparam, lparam):
    wm = c.vm.wm
    frame = wm.get(hwnd)
    if frame is None:
        return 0
    return (yield from mdi.def_frame_proc(wm, frame, wm.get(client), msg, wparam, lparam,
                                          c.wide))


@api(USER32, "DefMDIChildProc{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def DefMDIChildProc(c, hwnd, msg, wparam, lparam):
    wm = c.vm.wm
    child = wm.get(hwnd)
    if child is None:
        return 0
    return (yield from mdi.def_mdi_child_proc(wm, child, msg, wparam, lparam, c.wide))


@api(USER32, "TranslateMDISysAccel", "HWND client, LPVOID msg", widths=BOTH)
def TranslateMDISysAccel(c, client, pmsg):
    wm = c.vm.wm
    m = read_msg(c.vm.mem, pmsg, c.ptr_size)
    done = yield from mdi.translate_sys_accel(wm, wm.get(client), m["message"], m["wParam"])
    return 1 if done else 0


@api(USER32, "CreateMDIWindow{AW}", "LPCTSTR_ID cls, LPCTSTR title, DWORD style, INT x, INT y, INT w, INT h, HWND parent, HINSTANCE inst, LPARAM lparam", widths=BOTH)
def CreateMDIWindow(c, cls, title, style, x, y, w, h, parent, inst, lparam):
    # As Windows: an MDICREATESTRUCT sent to the MDI client as WM_MDICREATE.
    client = c.vm.wm.get(parent)
    if client is None or client.state.get("mdi") is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    return (yield from create_mdi_child(c, cls, title, style, x, y, w, h, parent, inst,
                                        lparam))


def create_mdi_child(c, cls, title, style, x, y, w, h, parent, inst, lparam):
    """Generator: an MDI child of the MDI client ``parent``, made as WM_MDICREATE makes
    it: the child's CREATESTRUCT.lpCreateParams is an MDICREATESTRUCT of the arguments
    whose lParam is ``lparam``. CreateMDIWindow and CreateWindowEx with WS_EX_MDICHILD
    under an MDI client both come here, as both do on Windows."""
    vm = c.vm
    strings = []

    def put(s):
        if isinstance(s, int):
            return s
        p = vm.heap.alloc(2 * len(s) + 2)
        c.write_str(p, s)
        strings.append(p)
        return p
    data = MDICREATESTRUCT.variant(c.wide).pack(
        c.ptr_size, szClass=put(cls), szTitle=put(title or ""), hOwner=inst, x=x, y=y, cx=w,
        cy=h, style=style, lParam=lparam)
    mc = vm.heap.alloc(len(data))
    try:
        vm.mem.write(mc, data)
        # (sent as the caller's character set: converted for a client of the other one)
        return (yield from vm.wm.send(parent, mdi.WM_MDICREATE, 0, mc, sender=c))
    finally:
        vm.heap.free(mc)
        for p in strings:
            vm.heap.free(p)
