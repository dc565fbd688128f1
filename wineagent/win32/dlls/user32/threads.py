"""USER32's thread calls: PostThreadMessage, MsgWaitForMultipleObjects(Ex),
WaitForInputIdle and GetWindowThreadProcessId. Each thread has its own message queue: a window's messages go
to the thread that created it, PostThreadMessage to the thread named
(docs/threads.md)."""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_INVALID_HANDLE, ERROR_INVALID_THREAD_ID,
                              ERROR_INVALID_WINDOW_HANDLE)
from ...kernel.sync import wait_for, wait_list
from ...kernel.process import CURRENT_PROCESS_PSEUDO
from ..kernel32.overlapped import alertable_wait
from ...core.dllnames import USER32
from ...user.inputidle import idle_wait_target, mark_idle
from ...user.procwindows import foreign_window
from ...user.queuestatus import changed_bits, wake_bits
from ...user.synconly import refuse_sync_only

WAIT_FAILED = 0xFFFFFFFF
MWMO_WAITALL, MWMO_ALERTABLE, MWMO_INPUTAVAILABLE = 0x1, 0x2, 0x4


# -- USER32: per-thread queues -----------------------------------------------------------
@api(USER32, "PostThreadMessage{AW}", "DWORD tid, UINT msg, WPARAM wparam, LPARAM lparam",
     widths=BOTH)
def PostThreadMessage(c, tid, msg, wparam, lparam):
    t = c.vm.threads.by_tid(tid)
    if t is None or not t.alive:
        c.vm.last_error = ERROR_INVALID_THREAD_ID
        return 0
    if refuse_sync_only(c.vm, msg, wparam):
        return 0
    c.vm.wm.post(0, msg, wparam, lparam, tid=tid)
    return 1


def queue_ready(vm, mask, flags=0):
    """A predicate for MsgWaitForMultipleObjects(Ex): has a message of the kinds wake
    mask ``mask`` names (QS_* bits, user/queuestatus.py) arrived since the thread last
    looked at its queue? With MWMO_INPUTAVAILABLE, any such message in the queue will
    do. A mask of 0 waits for the handles alone, as on Windows."""
    wm = vm.wm
    if flags & MWMO_INPUTAVAILABLE:
        return lambda: bool(wake_bits(wm) & mask)
    return lambda: bool(changed_bits(wm) & mask)


@api(USER32, "MsgWaitForMultipleObjects", "DWORD count, LPVOID handles, BOOL wait_all, DWORD ms, "
     "DWORD mask", widths=BOTH)
def MsgWaitForMultipleObjects(c, count, handles, wait_all, ms, mask):
    objs = wait_list(c, count, handles)
    if objs is None:
        return WAIT_FAILED
    mark_idle(c.vm)         # a wait on the queue: the process is idle (user/inputidle.py)
    return wait_for(c.vm, objs, bool(wait_all), ms, queue_ready(c.vm, mask),
                    who="MsgWaitForMultipleObjects")


@api(USER32, "MsgWaitForMultipleObjectsEx", "DWORD count, LPVOID handles, DWORD ms, DWORD mask, "
     "DWORD flags", widths=BOTH)
def MsgWaitForMultipleObjectsEx(c, count, handles, ms, mask, flags):
    objs = wait_list(c, count, handles)
    if objs is None:
        return WAIT_FAILED
    mark_idle(c.vm)         # a wait on the queue: the process is idle (user/inputidle.py)
    if flags & MWMO_ALERTABLE:
        # the thread's completion routines (ReadFileEx) end the wait too: they run, and
        # the result is WAIT_IO_COMPLETION
        return alertable_wait(c, objs, bool(flags & MWMO_WAITALL), ms, True,
                              "MsgWaitForMultipleObjectsEx", queue_ready(c.vm, mask, flags))
    return wait_for(c.vm, objs, bool(flags & MWMO_WAITALL), ms, queue_ready(c.vm, mask, flags),
                    who="MsgWaitForMultipleObjectsEx")


@api(USER32, "WaitForInputIdle", "HANDLE process, DWORD ms", widths=BOTH)
def WaitForInputIdle(c, process, ms):
    """Wait until another GUI process of the session is idle (user/inputidle.py) or has
    ended: 0, or WAIT_TIMEOUT after ``ms`` guest milliseconds. WAIT_FAILED at once for
    the current process, a console process and one that has ended (they have no idle
    state), and for a handle that is no process's (ERROR_INVALID_HANDLE)."""
    vm = c.vm
    if process == CURRENT_PROCESS_PSEUDO:
        return WAIT_FAILED
    obj = vm.handles.get(process, "process")
    if obj is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return WAIT_FAILED
    target = idle_wait_target(vm, obj)
    if target is None:
        return WAIT_FAILED
    return wait_for(vm, [target], False, ms, who="WaitForInputIdle")


@api(USER32, "GetWindowThreadProcessId", "HWND hwnd, LPVOID pid_out", widths=BOTH)
def GetWindowThreadProcessId(c, hwnd, pid_out):
    """The id of the thread that made the window and, into ``*pid_out``, its process's:
    a window of another process of the session names that process and its thread."""
    vm, win = c.vm, c.vm.wm.get(hwnd)
    if win is None:
        found = foreign_window(vm, hwnd)
        if found is None:
            c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
        vm, win = found
    if pid_out:
        c.vm.mem.w32(pid_out, vm.pid)         # the owner's TEB's UniqueProcess
    return getattr(win, "tid", None) or vm.threads.threads[0].tid
