"""Fibers: threads of execution a thread runs one at a time, switched by the program.

A fiber is a block of guest memory (what ConvertThreadToFiber and CreateFiber return, what
the TEB's NtTib.FiberData points at while it runs) laid out as Windows lays out the head
of its own: the fiber's data (so the GetFiberData macro, ``*(void **)GetCurrentFiber()``,
reads it), then the TEB fields a switch saves for it — the x86 SEH chain, the stack's
base, limit and allocation — and its stack guarantee. What it owns besides is kept here,
by its address: its registers while it is switched out (``Machine.return_context``:
every register, the floating-point state included, and the stack of handler frames that
its calls into the system left, so a fiber that left from inside a window procedure goes
back into it), its fiber-local storage values, and the stack CreateFiber mapped.

SwitchToFiber (``switch``) saves the running fiber as if SwitchToFiber had returned,
moves the TEB fields over, and goes on with the other fiber's registers on the same
thread; a fiber never run starts in its start routine, called as a thread's is, and the
thread ends (ExitThread with the routine's result) if it returns. The switch is a point
the guest's own execution fixes, so a run with fibers stays deterministic.
"""

from ...abi.api import GuestCall, Unimplemented
from ...abi.structs import struct
from ..core.structures import NT_TIB
from .threads import TEB_LAYOUT, default_stack_reserve, fls_cleanup

__all__ = ["Fiber", "FIBER", "convert_thread", "convert_back", "create", "switch", "delete",
           "current_fiber", "HAS_FIBER_DATA", "FIBER_FLAG_FLOAT_SWITCH"]

#: SameTebFlags' HasFiberData bit: set while the thread is a fiber (IsThreadAFiber).
HAS_FIBER_DATA = 0x0004
#: ConvertThreadToFiberEx/CreateFiberEx's one flag: switches save the floating-point
#: state too. Every switch here saves all of it, so the flag changes nothing.
FIBER_FLAG_FLOAT_SWITCH = 0x1

#: The guest-visible head of a fiber (the fields Windows' own fiber block starts with).
FIBER = struct("FIBER", "PVOID FiberData; PVOID ExceptionList; PVOID StackBase;"
               " PVOID StackLimit; PVOID DeallocationStack; DWORD GuaranteedStackBytes;"
               " DWORD Flags")


class Fiber:
    """What a fiber owns besides its guest block (see the module docstring)."""

    def __init__(self, addr, flags, stack=None):
        self.addr = addr
        self.flags = flags
        self.stack = stack          # (base, size) of a stack CreateFiber mapped
        self.context = None         # its registers while switched out, None while running
        self.fls = {}               # FlsSetValue's values while it is switched out
        self.thread = None          # the Thread running it (None: switched out)


def _fibers(vm):
    return vm.kernel.fibers        # guest address -> Fiber


def current_fiber(vm):
    """The address of the fiber the running thread runs (NtTib.FiberData), or 0 when
    the thread is not a fiber."""
    t = vm.threads.current
    if not _is_fiber(vm, t):
        return 0
    return NT_TIB.at(vm.mem, t.teb, vm.ptr_size).FiberData


def _flags_field(vm, t):
    return t.teb + TEB_LAYOUT[vm.ptr_size]["same_teb_flags"]


def _is_fiber(vm, t):
    return bool(vm.mem.u16(_flags_field(vm, t)) & HAS_FIBER_DATA)


def _set_fiber_bit(vm, t, on):
    field = _flags_field(vm, t)
    bits = vm.mem.u16(field)
    vm.mem.w16(field, bits | HAS_FIBER_DATA if on else bits & ~HAS_FIBER_DATA)


def _teb_to_fiber(vm, t, addr):
    """The TEB fields a switch keeps with the fiber that leaves: into its block."""
    mem, ptr, layout = vm.mem, vm.ptr_size, TEB_LAYOUT[vm.ptr_size]
    tib = NT_TIB.at(mem, t.teb, ptr)
    FIBER.write(mem, addr, ptr, FiberData=FIBER.at(mem, addr, ptr).FiberData,
                ExceptionList=tib.ExceptionList, StackBase=tib.StackBase,
                StackLimit=tib.StackLimit,
                DeallocationStack=mem.uptr(t.teb + layout["deallocation_stack"]),
                GuaranteedStackBytes=mem.u32(t.teb + layout["guaranteed_stack"]),
                Flags=FIBER.at(mem, addr, ptr).Flags)


def _fiber_to_teb(vm, t, addr):
    """The TEB fields of the fiber that comes in, from its block; FiberData names it."""
    mem, ptr, layout = vm.mem, vm.ptr_size, TEB_LAYOUT[vm.ptr_size]
    f = FIBER.at(mem, addr, ptr)
    tib = NT_TIB.at(mem, t.teb, ptr)
    tib.ExceptionList = f.ExceptionList
    tib.StackBase = f.StackBase
    tib.StackLimit = f.StackLimit
    tib.FiberData = addr
    mem.wptr(t.teb + layout["deallocation_stack"], f.DeallocationStack)
    mem.w32(t.teb + layout["guaranteed_stack"], f.GuaranteedStackBytes)


def _segment(vm, t):
    """What names thread ``t``'s TEB to the CPU: its FS selector (x86), its TEB as GS's
    base (x64; the first thread's ``fs`` is a selector at both widths)."""
    return t.fs if vm.ptr_size == 4 else t.teb


def _new_block(vm, param, flags):
    addr = vm.heap.alloc(FIBER.sizeof(vm.ptr_size), zero=True)
    if addr:
        FIBER.write(vm.mem, addr, vm.ptr_size, FiberData=param, Flags=flags)
    return addr


def convert_thread(vm, param, flags):
    """ConvertThreadToFiber(Ex): the running thread becomes its first fiber, whose data
    is ``param``; its address, or 0 when the thread already is a fiber (the caller's
    ERROR_ALREADY_FIBER) or no memory is left."""
    t = vm.threads.current
    if _is_fiber(vm, t):
        return 0
    addr = _new_block(vm, param, flags)
    if not addr:
        return 0
    _teb_to_fiber(vm, t, addr)
    fiber = Fiber(addr, flags)
    fiber.thread = t
    _fibers(vm)[addr] = fiber
    NT_TIB.at(vm.mem, t.teb, vm.ptr_size).FiberData = addr
    _set_fiber_bit(vm, t, True)
    return addr


def convert_back(vm):
    """ConvertFiberToThread: the thread stops being a fiber; the fiber it runs is freed
    (its stack, the thread's own, stays). False when it is not a fiber."""
    t = vm.threads.current
    if not _is_fiber(vm, t):
        return False
    addr = current_fiber(vm)
    # A created fiber's stack goes on as the thread's: it stays mapped, as on Windows.
    _fibers(vm).pop(addr, None)
    NT_TIB.at(vm.mem, t.teb, vm.ptr_size).FiberData = 0
    _set_fiber_bit(vm, t, False)
    vm.heap.free(addr)
    return True


def create(vm, stack_size, start, param, flags):
    """CreateFiber(Ex): a fiber that will run ``start(param)`` on a stack of its own
    (``stack_size`` bytes reserved, the thread default for 0); its address, or 0 when
    no memory is left. It runs nothing until a SwitchToFiber."""
    mem, ptr = vm.mem, vm.ptr_size
    size = (max(stack_size or default_stack_reserve(vm), 0x10000) + 0xFFFF) & ~0xFFFF
    try:
        base = mem.find_free(size, 0x00400000, 0x70000000)
        mem.map(base, size, 0x04, "fiber stack")
    except MemoryError:
        return 0
    addr = _new_block(vm, param, flags)
    if not addr:
        mem.unmap(base)
        return 0
    top = base + size
    FIBER.write(mem, addr, ptr, FiberData=param, ExceptionList=(1 << 8 * ptr) - 1,
                StackBase=top, StackLimit=base, DeallocationStack=base, Flags=flags)
    fiber = Fiber(addr, flags, (base, size))
    sched = vm.threads

    def body():
        # LPFIBER_START_ROUTINE: VOID WINAPI start(LPVOID); if it returns, the thread
        # ends with what it left in the result register.
        code = yield GuestCall(start, (param,))
        return (yield from sched.thread_tail(code, False))
    # The fiber's first frame sits below the top of its stack, as a thread's does.
    fiber.context = vm.machine.start_context(
        body(), lambda code: sched.exit_current(code), top - 0x100, _segment(vm, sched.current))
    _fibers(vm)[addr] = fiber
    return addr


def switch(vm, addr, argbytes):
    """SwitchToFiber from the API handler of the call (``argbytes``: what its ``ret``
    pops): the running fiber is kept as if the call had returned, and the thread goes
    on with fiber ``addr``. Returns the value the result register must keep (the one
    the fiber that comes in had)."""
    t = vm.threads.current
    fibers = _fibers(vm)
    target = fibers.get(addr)
    here = current_fiber(vm)
    if not here:
        # Windows reads the current fiber's block through a NULL FiberData and faults.
        raise Unimplemented("KERNEL32.dll!SwitchToFiber from a thread that is not a fiber")
    if target is None:
        raise Unimplemented("KERNEL32.dll!SwitchToFiber to 0x%x, which is no fiber" % addr)
    if target.thread is not None and target.thread is not t:
        raise Unimplemented("KERNEL32.dll!SwitchToFiber to a fiber another thread runs")
    machine = vm.machine
    if addr == here:
        return machine.regs()["eax" if vm.ptr_size == 4 else "rax"]
    cur = fibers[here]
    cur.context = machine.return_context(argbytes)
    _teb_to_fiber(vm, t, here)
    cur.fls, t.fls = t.fls, target.fls
    cur.thread, target.thread = None, t
    _fiber_to_teb(vm, t, addr)
    ctx, target.context = target.context, None
    machine.enter_context(ctx, _segment(vm, t))
    return machine.regs()["eax" if vm.ptr_size == 4 else "rax"]


def delete(vm, addr):
    """DeleteFiber of a fiber that is not running: generator; its fiber-local storage
    values are handed to their FlsAlloc callbacks (as Windows does), then its stack and
    block are freed. Returns False when ``addr`` is no such fiber."""
    fiber = _fibers(vm).get(addr)
    if fiber is None or fiber.thread is not None:
        return False
    del _fibers(vm)[addr]
    yield from fls_cleanup(vm, fiber.fls)
    if fiber.stack is not None:
        vm.mem.unmap(fiber.stack[0])
    vm.heap.free(addr)
    return True
