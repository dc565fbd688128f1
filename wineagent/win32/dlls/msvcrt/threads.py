"""msvcrt's threads: _beginthread(ex) and _endthread(ex), over KERNEL32's
(kernel32/threads.py) and the deterministic scheduler of ``kernel/threads.py``."""

from ...core.crt import cdecl
from ..kernel32.threads import start_thread


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
