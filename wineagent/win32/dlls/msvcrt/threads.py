"""msvcrt's threads: _beginthread(ex) and _endthread(ex), over KERNEL32's
(kernel32/threads.py) and the deterministic scheduler of ``kernel/threads.py``.

A thread of _beginthread has its handle closed by the runtime when it ends by returning
or by _endthread (documented: "_endthread automatically closes the thread handle"), so
CloseHandle of it then fails; one ended by _endthreadex or ExitThread keeps it.
"""

from ....abi.api import BOTH, GuestCall
from ...core.crt import cdecl
from ...kernel.threads import stack_reserve
from ..kernel32.threads import start_thread


# -- msvcrt -------------------------------------------------------------------------------
@cdecl("_beginthreadex", "LPVOID security, UINT stack_size, LPVOID start, LPVOID arg, "
       "UINT flags, LPVOID tid_out", widths=BOTH)
def _beginthreadex(c, security, stack_size, start, arg, flags, tid_out):
    return start_thread(c, start, arg, stack_size, flags, tid_out)


def _close_own_handle(vm):
    """Close the handle _beginthread answered for the running thread (if still open)."""
    thread = vm.threads.current
    h = vm.crt.thread_handles.pop(thread.tid, None)
    if h is not None and vm.handles.get(h) is thread:
        vm.handles.pop(h)


@cdecl("_beginthread", "LPVOID start, UINT stack_size, LPVOID arg", widths=BOTH)
def _beginthread(c, start, stack_size, arg):
    """Start ``start(arg)`` (cdecl void(void *)) on a new thread: its handle, which the
    runtime closes when the thread returns or calls _endthread."""
    vm = c.vm

    def body():
        yield GuestCall(start, (arg,), "cdecl")
        _close_own_handle(vm)
        return 0
    t = vm.threads.create(start, arg, stack_reserve(vm, commit=stack_size), native=body)
    h = vm.new_handle(t)
    vm.crt.thread_handles[t.tid] = h
    return h


@cdecl("_endthreadex", "UINT code", widths=BOTH)
def _endthreadex(c, code):
    return c.vm.threads.exit_thread(code)


@cdecl("_endthread", widths=BOTH)
def _endthread(c):
    """End the running thread (code 0), closing its _beginthread handle."""
    _close_own_handle(c.vm)
    return c.vm.threads.exit_thread(0)
