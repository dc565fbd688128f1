"""The thread APIs of KERNEL32, msvcrt and USER32 over ``kernel/threads.py``.

CreateThread and _beginthread(ex) start a thread on the deterministic scheduler; a thread
handle is waitable (signaled when the thread ends). Each thread has its own message
queue: a window's messages go to the thread that created it, PostThreadMessage to the
thread named (docs/threads.md).
"""

from ...abi.api import PARK, api
from ..core.crt import cdecl
from ..core.winerror import (ERROR_INVALID_HANDLE, ERROR_INVALID_THREAD_ID,
                             ERROR_INVALID_WINDOW_HANDLE)
from ..kernel.sync import CURRENT_THREAD, wait_for, wait_list
from ..kernel.threads import STILL_ACTIVE

K = "KERNEL32.dll"
U = "USER32.dll"
CREATE_SUSPENDED = 0x4
WAIT_FAILED = 0xFFFFFFFF
MWMO_WAITALL = 0x1


def thread_of(c, h):
    """The Thread behind a thread handle (or GetCurrentThread's pseudo handle), or None
    with ERROR_INVALID_HANDLE."""
    threads = c.vm.threads
    if h == CURRENT_THREAD:
        return threads.current
    t = c.vm.handles.get(h)
    if t not in threads.threads:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return t


def start_thread(c, start, param, stack_size, flags, tid_out):
    """What CreateThread and _beginthreadex share: the new thread's handle (0 on error)."""
    t = c.vm.threads.create(start, param, stack_size, suspended=bool(flags & CREATE_SUSPENDED))
    if tid_out:
        c.vm.mem.w32(tid_out, t.tid)
    return c.vm.new_handle(t)


@api(K, "CreateThread", "LPVOID attrs, DWORD stack_size, LPVOID start, LPVOID param, "
     "DWORD flags, LPVOID tid_out")
def CreateThread(c, attrs, stack_size, start, param, flags, tid_out):
    return start_thread(c, start, param, stack_size, flags, tid_out)


@api(K, "ExitThread", "DWORD code")
def ExitThread(c, code):
    return c.vm.threads.exit_thread(code)


@api(K, "GetExitCodeThread", "HANDLE h, LPVOID out")
def GetExitCodeThread(c, h, out):
    t = thread_of(c, h)
    if t is None:
        return 0
    c.vm.mem.w32(out, STILL_ACTIVE if t.alive else t.exit_code)
    return 1


@api(K, "SuspendThread", "HANDLE h")
def SuspendThread(c, h):
    t = thread_of(c, h)
    if t is None:
        return 0xFFFFFFFF
    previous = t.suspend_count
    t.suspend_count += 1
    if t is c.vm.threads.current:
        return _suspend_self(c, previous)
    return previous


def _suspend_self(c, previous):
    yield PARK      # our turn ends here; we run again once someone resumes us
    return previous


@api(K, "ResumeThread", "HANDLE h")
def ResumeThread(c, h):
    t = thread_of(c, h)
    if t is None:
        return 0xFFFFFFFF
    previous = t.suspend_count
    if previous:
        t.suspend_count -= 1
    return previous


@api(K, "GetThreadId", "HANDLE h")
def GetThreadId(c, h):
    t = thread_of(c, h)
    return t.tid if t is not None else 0


# -- msvcrt -------------------------------------------------------------------------------
@cdecl("_beginthreadex", "LPVOID security, UINT stack_size, LPVOID start, LPVOID arg, "
       "UINT flags, LPVOID tid_out")
def _beginthreadex(c, security, stack_size, start, arg, flags, tid_out):
    return start_thread(c, start, arg, stack_size, flags, tid_out)


@cdecl("_beginthread", "LPVOID start, UINT stack_size, LPVOID arg")
def _beginthread(c, start, stack_size, arg):
    # The start routine is cdecl void(void *); the thread ends with code 0 when it
    # returns. The handle stays valid (and waitable) after the thread ends: Windows
    # closes it then, so a program may not use it afterwards anyway.
    t = c.vm.threads.create(start, arg, stack_size, cdecl_void=True)
    return c.vm.new_handle(t)


@cdecl("_endthreadex", "UINT code")
def _endthreadex(c, code):
    return c.vm.threads.exit_thread(code)


@cdecl("_endthread")
def _endthread(c):
    return c.vm.threads.exit_thread(0)


# -- USER32: per-thread queues -----------------------------------------------------------
@api(U, "PostThreadMessage{AW}", "DWORD tid, UINT msg, WPARAM wparam, LPARAM lparam")
def PostThreadMessage(c, tid, msg, wparam, lparam):
    t = c.vm.threads.by_tid(tid)
    if t is None or not t.alive:
        c.vm.last_error = ERROR_INVALID_THREAD_ID
        return 0
    c.vm.wm.post(0, msg, wparam, lparam, tid=tid)
    return 1


def queue_ready(vm):
    """A predicate: does the running thread's message queue have something for it?"""
    wm = vm.wm

    def ready():
        mine = wm.current_thread_filter()
        if mine is None:
            return wm.has_work()
        if wm.input_queue or wm.quit_code is not None or any(mine(m) for m in wm.posted):
            return True
        if wm.window_needing_paint(mine) is not None:
            return True
        due = wm.next_timer_ms()
        return due is not None and due <= vm.clock.now_ms()
    return ready


@api(U, "MsgWaitForMultipleObjects", "DWORD count, LPVOID handles, BOOL wait_all, DWORD ms, "
     "DWORD mask")
def MsgWaitForMultipleObjects(c, count, handles, wait_all, ms, mask):
    objs = wait_list(c, count, handles)
    if objs is None:
        return WAIT_FAILED
    return wait_for(c.vm, objs, bool(wait_all), ms, queue_ready(c.vm),
                    who="MsgWaitForMultipleObjects")


@api(U, "MsgWaitForMultipleObjectsEx", "DWORD count, LPVOID handles, DWORD ms, DWORD mask, "
     "DWORD flags")
def MsgWaitForMultipleObjectsEx(c, count, handles, ms, mask, flags):
    objs = wait_list(c, count, handles)
    if objs is None:
        return WAIT_FAILED
    return wait_for(c.vm, objs, bool(flags & MWMO_WAITALL), ms, queue_ready(c.vm),
                    who="MsgWaitForMultipleObjectsEx")


@api(U, "GetWindowThreadProcessId", "HWND hwnd, LPVOID pid_out")
def GetWindowThreadProcessId(c, hwnd, pid_out):
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if pid_out:
        c.vm.mem.w32(pid_out, c.vm.mem.u32(c.vm.threads.threads[0].teb + 0x20))
    return getattr(win, "tid", None) or c.vm.threads.threads[0].tid
