"""KERNEL32: fibers over ``kernel/fibers.py`` — ConvertThreadToFiber(Ex), CreateFiber(Ex),
SwitchToFiber, DeleteFiber, ConvertFiberToThread, IsThreadAFiber (GetCurrentFiber and
GetFiberData are macros over the TEB: nothing to export) (docs/threads.md)."""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_ALREADY_FIBER, ERROR_ALREADY_THREAD,
                              ERROR_INVALID_PARAMETER, ERROR_NOT_ENOUGH_MEMORY)
from ...kernel import fibers
from ...kernel.threads import stack_reserve

_FLAGS = fibers.FIBER_FLAG_FLOAT_SWITCH


@api(KERNEL32, "ConvertThreadToFiber", "LPVOID param", widths=BOTH)
def ConvertThreadToFiber(c, param):
    """The calling thread becomes a fiber whose data is ``param``: its address, NULL
    with ERROR_ALREADY_FIBER when the thread is one already."""
    return ConvertThreadToFiberEx(c, param, 0)


@api(KERNEL32, "ConvertThreadToFiberEx", "LPVOID param, DWORD flags", widths=BOTH)
def ConvertThreadToFiberEx(c, param, flags):
    """ConvertThreadToFiber with FIBER_FLAG_FLOAT_SWITCH allowed (any other flag:
    ERROR_INVALID_PARAMETER)."""
    vm = c.vm
    if flags & ~_FLAGS:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if fibers.current_fiber(vm):
        vm.last_error = ERROR_ALREADY_FIBER
        return 0
    addr = fibers.convert_thread(vm, param, flags)
    if not addr:
        vm.last_error = ERROR_NOT_ENOUGH_MEMORY
    return addr


@api(KERNEL32, "ConvertFiberToThread", widths=BOTH)
def ConvertFiberToThread(c):
    """The calling thread stops being a fiber (its fiber is freed): FALSE with
    ERROR_ALREADY_THREAD when it is not one."""
    if not fibers.convert_back(c.vm):
        c.vm.last_error = ERROR_ALREADY_THREAD
        return 0
    return 1


@api(KERNEL32, "CreateFiber", "SIZE_T stack, LPVOID start, LPVOID param", widths=BOTH)
def CreateFiber(c, stack, start, param):
    """A fiber that runs ``start(param)`` once switched to; ``stack`` is its stack's
    initial commit (0: the default), as CreateThread's dwStackSize."""
    return CreateFiberEx(c, stack, 0, 0, start, param)


@api(KERNEL32, "CreateFiberEx", "SIZE_T commit, SIZE_T reserve, DWORD flags, LPVOID start, "
     "LPVOID param", widths=BOTH)
def CreateFiberEx(c, commit, reserve, flags, start, param):
    """CreateFiber with the stack's commit and reserve sizes (kernel/threads.py
    ``stack_reserve``: the stack is committed whole here) and FIBER_FLAG_FLOAT_SWITCH."""
    vm = c.vm
    if flags & ~_FLAGS:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    addr = fibers.create(vm, stack_reserve(vm, commit, reserve), start, param, flags)
    if not addr:
        vm.last_error = ERROR_NOT_ENOUGH_MEMORY
    return addr


@api(KERNEL32, "SwitchToFiber", "LPVOID fiber", widths=BOTH)
def SwitchToFiber(c, fiber):
    """Go on with ``fiber``; the calling fiber resumes after this call when some fiber
    switches back to it."""
    return fibers.switch(c.vm, fiber, c.spec.argbytes if c.ptr_size == 4 else 0)


@api(KERNEL32, "DeleteFiber", "LPVOID fiber", widths=BOTH)
def DeleteFiber(c, fiber):
    """Free a fiber: its FLS values go to their FlsAlloc callbacks, its stack is
    unmapped. The running fiber deleting itself ends its thread (ExitThread(1)), as
    documented."""
    vm = c.vm
    if fiber and fiber == fibers.current_fiber(vm):
        # the thread's end hands the fiber's FLS values to their callbacks
        yield from vm.threads.exit_thread(1)
        return
    yield from fibers.delete(vm, fiber)


@api(KERNEL32, "IsThreadAFiber", widths=BOTH)
def IsThreadAFiber(c):
    """Whether the calling thread is a fiber: its TEB's HasFiberData bit, where Windows
    keeps it."""
    return int(bool(fibers.current_fiber(c.vm)))
