"""USER32: SendMessageCallbackA/W — send a message and have the answer handed to a
SENDASYNCPROC later, as Windows documents: a window of the calling thread gets the
message at once and the callback runs right after, before the call returns; another
thread's window gets it in that thread's next message call (InSendMessageEx:
ISMEX_CALLBACK) and the callback runs in the calling thread's next message retrieval
(GetMessage, PeekMessage), with (hwnd, msg, dwData, the answer)."""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.dllnames import USER32
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...user.procwindows import foreign_toplevels, foreign_window
from ...user.synconly import refuse_sync_only
from ...user.wm_queue import ISMEX_CALLBACK

HWND_BROADCAST = 0xFFFF


@api(USER32, "SendMessageCallback{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam, "
     "LPVOID callback, ULONG_PTR data", widths=BOTH)
def SendMessageCallback(c, hwnd, msg, wparam, lparam, callback, data):
    """Send ``msg`` to ``hwnd`` (HWND_BROADCAST: every top-level window, a callback
    each) without waiting for another thread; TRUE, or FALSE with
    ERROR_INVALID_WINDOW_HANDLE for no window."""
    vm = c.vm
    wm = vm.wm
    if hwnd == HWND_BROADCAST:
        if foreign_toplevels(vm):
            raise Unimplemented("USER32.dll!%s: HWND_BROADCAST with other processes' "
                                "windows" % c.spec.name)
        targets = list(reversed(wm.zorder))
    elif wm.get(hwnd) is not None:
        targets = [hwnd]
    elif foreign_window(vm, hwnd) is not None:
        raise Unimplemented("USER32.dll!%s to another process's window" % c.spec.name)
    else:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if refuse_sync_only(vm, msg, wparam):       # (after the window check, as Windows)
        return 0
    me = vm.threads.current.tid
    full = (1 << 8 * vm.ptr_size) - 1
    for target in targets:
        if wm.get(target) is None:
            continue
        if vm.threads.multi and wm.owner_thread(target) != me:
            wm.send_async(target, msg, wparam, lparam, c, ISMEX_CALLBACK,
                          (me, callback, data) if callback else None)
            continue
        result = yield from wm.send(target, msg, wparam, lparam, sender=c)
        if callback:
            yield GuestCall(callback, (target, msg, data & full, result & full))
    return 1
