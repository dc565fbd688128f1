"""The return addresses of the running thread's stack, innermost first, as
RtlCaptureStackBackTrace gives them (a failed CHECK's "stack trace", a leak checker's
allocation site, a crash reporter).

The first address is the one the API's caller will return to (an address in that caller,
after its call); each next one is where the function holding the previous returns to.
How the frames are found is the processor's convention, as on Windows:

- x86: the EBP chain. A function with a frame keeps its caller's EBP at [EBP] and its
  return address at [EBP+4]; the walk follows the chain from the caller's EBP while it
  stays inside the thread's stack (TEB StackLimit..StackBase) and is 4-byte aligned, so a
  function built without a frame pointer is missing from it, as on Windows. A return
  address into our thunks (a callback's: qsort's comparator, a window procedure) stands
  for the frames of the API that called it back, whose own code is not the guest's: the
  walk goes on with that API's return address, as Windows' goes through the DLL's frames
  to its caller (the API's caller's EBP is still the chain's next link, our APIs keeping
  no frame of their own).
- x64: the unwind data of each image (.pdata), the frame walk the exception dispatcher
  does (``seh64``), a leaf function stepped over by its return address; it ends at the end
  of the stack (the program's entry point returns into the boot code) or a frame off it.
"""

from ...abi.faults import GuestFault
from ...machine.cpu import THUNK_BASE, THUNK_SIZE
from ..core.structures import NT_TIB
from . import seh64

__all__ = ["return_addresses", "capture"]

#: Windows counts the frames in a USHORT.
MAX_FRAMES = 0xFFFF


def _x86(vm, limit):
    regs = vm.machine.context_regs()
    tib = NT_TIB.at(vm.mem, vm.threads.current.teb, 4)
    out = [vm.mem.u32(regs["esp"])]
    frame = regs["ebp"]
    while len(out) < limit:
        if frame & 3 or not tib.StackLimit <= frame < tib.StackBase - 4:
            break
        out.append(_through_api(vm, vm.mem.u32(frame + 4), frame + 4))
        frame = vm.mem.u32(frame)
    return out


def _through_api(vm, address, at):
    # ``address``, read at ``at``: a return into a thunk is replaced by the return
    # address of the API call that holds it (the innermost one above ``at``).
    if not THUNK_BASE <= address < THUNK_BASE + THUNK_SIZE:
        return address
    callers = [f for f in vm.machine.frames if f.spec is not None and f.esp >= at]
    if not callers:
        return address
    return vm.mem.u32(min(callers, key=lambda f: f.esp).esp)


def _x64(vm, limit):
    out = []
    try:
        for found in seh64.frames(vm, seh64.caller_context(vm)):
            out.append(found[0]["rip"])
            if len(out) >= limit:
                break
    except GuestFault:
        # A frame with unreadable memory or unwind data: Windows' walk runs under an
        # exception handler and answers the frames it had.
        pass
    return out


def return_addresses(vm, limit):
    """At most ``limit`` return addresses of the running thread from the API's caller
    outwards (see the module's docstring)."""
    if limit <= 0:
        return []
    return _x64(vm, limit) if vm.ptr_size == 8 else _x86(vm, limit)


def capture(vm, skip, count):
    """RtlCaptureStackBackTrace's work: the ``count`` addresses after the first ``skip``
    ones (fewer at the stack's end), and their hash, the sum of the addresses in a ULONG
    (Windows' "value that can be used to organize hash tables"; Wine's 64-bit build
    hashes them with MurmurHash2 instead)."""
    count = min(count, MAX_FRAMES)
    found = return_addresses(vm, skip + count)[skip:]
    return found, sum(found) & 0xFFFFFFFF
