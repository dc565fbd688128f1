"""Visual C++'s C++ exceptions in 64-bit programs: ``_CxxThrowException`` and the frame
handler ``__CxxFrameHandler3`` (``__CxxFrameHandler``, ``2``: the same) as x64 Windows'
runtimes run them, on the table-based unwinding of ``seh64.py``. ``dlls/msvcrt/cxx.py``
declares the exports (one declaration for both widths) and calls here for a 64-bit
program; the tables are read and matched by ``cxxeh.py``, as for x86.
``__CxxFrameHandler4`` (FH4's compressed tables, ``cxxeh4.py``) runs the same walk over
the same description of the function (:class:`Fh3Function`'s interface).

- A throw is RaiseException(0xE06D7363, EXCEPTION_NONCONTINUABLE, {0x19930520, object,
  ThrowInfo, the throwing image's base}): the ThrowInfo's references are RVAs from it.
- The function's FuncInfo is an RVA in its UNWIND_INFO's handler data; its state comes
  from the IP-to-state map (the last entry at or before ControlPc), not from the frame.
- A catch block and a cleanup (a local's destructor) are funclets: separate functions,
  with .pdata of their own (a catch funclet's handler is the function's, with its
  FuncInfo), called with the parent function's establisher frame in RDX; a catch funclet
  returns the address the function continues at. A catch funclet finds its parent's
  frame at HandlerType.dispFrame in its own frame.

Searching, the frame's state (a catch that ran in it sets it: the state around the try
block it caught for, since what the try built was destroyed) picks the try blocks; from a
catch funclet only try blocks inside that catch count (Wine's and the runtime's rule). The
catch found: the object goes to the catch's slot in the parent's frame, RtlUnwindEx
unwinds to the frame (cleanups of the frames between; the frame itself down to the try's
low state), the catch funclet runs — frame walks from it continue in the frame, as after
Windows' unwind consolidation — then the object's destructor, and the function continues
at the funclet's answer. Unwinding a frame runs its cleanups down to -1 (a catch funclet's:
down to the state around its try block, and its catch has ended).
"""

from ...abi.api import GuestCall, Jump
from ..core.structures import EXCEPTION_RECORD
from . import seh, seh64
from .dllload import module_at
from .cxxeh4 import Fh4Function
from .cxxeh import (CXX_EXCEPTION, FUNC_DESCR_NOEXCEPT, FUNC_DESCR_SYNCHRONOUS, FUNC_INFO64,
                    HANDLER_TYPE64, IP_TO_STATE, MAGIC_VC6, MAGIC_VC8, MAX_ENTRIES,
                    THROW_INFO, Catch, Cleanup, Image, catches_foreign, copy_exception,
                    cxx_state, find_caught_type, set_current_exception, set_in_flight,
                    terminate_now, try_blocks, unwind_map, unwind_to)

__all__ = ["Fh3Function", "describe", "throw", "frame_handler"]

CONTINUE_SEARCH = 1
CALL_CATCH_FLAGS = 0x100            # what Windows' _CallSettingFrame passes a catch funclet

# A running catch (cxx_state's "catching", newest last): the parent frame, the object,
# its ThrowInfo and image base (what `throw;` throws again), the state around the try block
# (the frame's state while the catch runs), the establisher frame of the function that
# holds the try block (the parent or a catch funclet of it) and the catch funclet's RVA.
_PARENT, _OBJ, _INFO, _STATE, _CATCHER, _FUNCLET, _BASE = range(7)

class Fh3Function:
    """A function's FH3 data (FuncInfo, magic 0x1993052x) read into the form the handler
    walks: ``blocks`` [(tryLow, tryHigh, catchHigh, [Catch])], ``unwind`` [(toState,
    Cleanup or None)] one per state, the IP-to-state map."""

    def __init__(self, image, descr, begin):
        mem = image.mem
        self.image, self.descr, self.begin = image, descr, begin
        fi = FUNC_INFO64.at(mem, descr)
        magic = fi.magicNumber & 0x1FFFFFFF
        self.valid = MAGIC_VC6 <= magic <= MAGIC_VC8
        self.synchronous = magic >= MAGIC_VC8 and bool(fi.EHFlags & FUNC_DESCR_SYNCHRONOUS)
        self.noexcept = magic >= MAGIC_VC8 and bool(fi.EHFlags & FUNC_DESCR_NOEXCEPT)
        self.blocks = []
        self._frames = {}             # catch funclet RVA -> (dispFrame, its try block)
        if not self.valid:
            self.unwind = []
            return
        for low, high, catch_high, handlers in try_blocks(image, descr):
            catches = []
            for handler in handlers:
                h = HANDLER_TYPE64.at(mem, handler)
                catches.append(Catch(h.adjectives, image.at(h.pType),
                                     h.dispCatchObj if h.dispCatchObj else None,
                                     h.addressOfHandler, ()))
                self._frames[h.addressOfHandler] = (h.dispFrame, low)
            self.blocks.append((low, high, catch_high, catches))
        self.unwind = [(to, Cleanup("funclet", action, 0) if action else None)
                       for to, action in unwind_map(image, descr)]
        count = min(fi.nIPMapEntries, MAX_ENTRIES)
        table = image.at(fi.pIPToStateMap)
        self._ipmap = [(image.base + ip, state) for ip, state in
                       (IP_TO_STATE.values_array(mem, table, count) if count else ())]

    def ip_to_state(self, pc):
        """The state at ``pc``: the last IP-to-state entry at or before it (-1 before)."""
        state = -1
        for ip, value in self._ipmap:
            if ip > pc:
                break
            state = value
        return state

    def parent(self, frame):
        """(the parent function's establisher frame, the state a catch funclet's frame
        unwinds down to) for a catch funclet — found by its start among the handlers,
        the parent's frame at the handler's dispFrame in its own — else (frame, -1)."""
        found = self._frames.get(self.begin)
        if found is None:
            return frame, -1, False
        disp_frame, low = found
        return self.image.mem.u64(frame + disp_frame), self.unwind[low][0], True


def describe(vm, dc, fh4=False):
    """The Function the DispatcherContext's handler data describes (FH3 or FH4)."""
    mem = vm.mem
    image = Image(mem, dc.ImageBase, 8)
    descr = image.at(mem.u32(dc.HandlerData))
    begin = seh64.RUNTIME_FUNCTION.at(mem, dc.FunctionEntry, 8).BeginAddress
    if fh4:
        return Fh4Function(image, descr, begin)
    return Fh3Function(image, descr, begin)


def throw(vm, obj, info):
    """Generator: _CxxThrowException in a 64-bit program."""
    base = module_at(vm, info) if info else 0
    ctx = seh64.caller_context(vm)
    jump = yield from seh64.raise_exception(vm, CXX_EXCEPTION, seh.EXCEPTION_NONCONTINUABLE,
                                            [MAGIC_VC6, obj, info, base], ctx)
    if jump is None:
        # Nobody caught it: an unhandled exception, the process ends with its code.
        raise seh.unhandled_fault(CXX_EXCEPTION, ctx["rip"])
    return jump


def _current_state(st, func, frame, pc):
    """The frame's state: what a catch it ran left (the state around that try block),
    else the IP's."""
    for entry in reversed(st["catching"]):
        if len(entry) > _CATCHER and entry[_CATCHER] == frame:
            return entry[_STATE]
    return func.ip_to_state(pc)


def _enclosing_state(func, low):
    """The state around a try block: its low state's successor in the unwind map."""
    return func.unwind[low][0] if 0 <= low < len(func.unwind) else -1


def frame_handler(vm, record, frame, context, disp, fh4=False):
    """Generator: __CxxFrameHandler3 (``fh4``: __CxxFrameHandler4) for a 64-bit frame."""
    mem = vm.mem
    dc = seh64.DISPATCHER_CONTEXT.at(mem, disp, 8)
    func = describe(vm, dc, fh4)
    if not func.valid:
        return CONTINUE_SEARCH
    rec = EXCEPTION_RECORD.at(mem, record, 8)
    code = rec.ExceptionCode
    if func.synchronous and code != CXX_EXCEPTION:
        return CONTINUE_SEARCH
    st = cxx_state(vm)
    parent, funclet_floor, is_funclet = func.parent(frame)
    if rec.ExceptionFlags & (seh.EXCEPTION_UNWINDING | seh.EXCEPTION_EXIT_UNWIND):
        yield from _unwind_frame(vm, st, rec, dc, func, frame, parent, funclet_floor,
                                 is_funclet)
        return CONTINUE_SEARCH
    if not func.blocks:
        return CONTINUE_SEARCH
    obj = info = base = 0
    if code == CXX_EXCEPTION and rec.NumberParameters >= 3:
        params = list(rec.ExceptionInformation)   # {magic, object, ThrowInfo, image base}
        obj, info = params[1], params[2]
        base = params[3] if rec.NumberParameters >= 4 else 0
        if not obj and not info:                   # `throw;`: the exception being handled
            running = [e for e in st["catching"] if len(e) > _BASE]
            if not running:
                yield from terminate_now(vm)
                return CONTINUE_SEARCH
            obj, info, base = running[-1][_OBJ], running[-1][_INFO], running[-1][_BASE]
            params[1:4] = obj, info, base
            rec.NumberParameters = max(rec.NumberParameters, 4)
            rec.ExceptionInformation = params
    thrown = Image(mem, base, 8)
    state = _current_state(st, func, frame, dc.ControlPc)
    # From inside a catch only the try blocks inside that catch count.
    inside = next((b for b in reversed(func.blocks) if b[1] < state <= b[2]), None)
    for low, high, _catch_high, catches in func.blocks:
        if not low <= state <= high:
            continue
        if inside and (low <= inside[1] or high > inside[2]):
            continue
        for catch in catches:
            if info:
                ctype = find_caught_type(thrown, info, func.image, catch.adjectives,
                                         catch.type)
                if not ctype:
                    continue
                dest = None if catch.disp_catch_obj is None else parent + catch.disp_catch_obj
                yield from copy_exception(vm, thrown, obj, func.image, catch.adjectives,
                                          catch.type, dest, ctype)
            elif not catches_foreign(catch.adjectives, catch.type):
                continue
            return (yield from _catch(vm, st, record, context, func, frame, parent, low,
                                      catch, obj, info, thrown))
    if func.noexcept and info:
        # A C++ exception would leave a noexcept function: terminate(), as the runtime does.
        yield from terminate_now(vm)
    return CONTINUE_SEARCH


def _catch(vm, st, record, context, func, frame, parent, low, catch, obj, info, thrown):
    """Generator: unwind to ``frame``, run the catch funclet, destroy the object; returns
    the Jump that continues the function where the funclet (or the table) says."""
    st["unwind_target"] = (frame, low)
    jump = yield from seh64.unwind(vm, frame, None, record, 0, seh64.caller_context(vm))
    st["unwind_target"] = None
    ctx = dict(jump.regs)                          # the frame, at its call in the try
    set_in_flight(vm, False)
    entry = (parent, obj, info, _enclosing_state(func, low), frame, catch.funclet,
             thrown.base)
    st["catching"].append(entry)
    saved = set_current_exception(vm, record, context)
    op = seh64.consolidate(vm, ctx)
    address = func.image.at(catch.funclet)
    resume = yield GuestCall(address, (address, parent, CALL_CATCH_FLAGS), "cdecl")
    seh64.end_operation(vm, op)
    set_current_exception(vm, *saved)
    if entry in st["catching"]:
        st["catching"].remove(entry)
    yield from _destroy(vm, obj, info, thrown)
    # The exception is over: its record and CONTEXT (made by the raise) are not needed.
    vm.heap.free(record)
    vm.heap.free(context)
    conts = catch.continuations
    if len(conts) == 2:                            # FH4: the funclet answers which one
        resume = conts[1 if resume & 0xFFFFFFFF == 1 else 0]
    elif conts:
        resume = conts[0]
    ctx["rip"] = resume
    return Jump(ctx)


def _destroy(vm, obj, info, thrown):
    """Generator: the thrown object's destructor (ThrowInfo's pmfnUnwind), if it has one."""
    if obj and info:
        dtor = thrown.at(THROW_INFO.at(vm.mem, info).pmfnUnwind)
        if dtor:
            yield GuestCall(dtor, (obj,), "cdecl")


def _unwind_frame(vm, st, rec, dc, func, frame, parent, funclet_floor, is_funclet):
    """Generator: the frame is being unwound: run its cleanups (with the parent's frame)
    down to the target state — a catch's try state when the catch is in this frame,
    TargetIp's state for another target, -1 (a catch funclet: the state around its try
    block) when the frame goes."""
    target = st["unwind_target"]
    if rec.ExceptionFlags & seh64.EXCEPTION_TARGET_UNWIND:
        if target and target[0] == frame:
            last = target[1]
        else:
            last = func.ip_to_state(dc.TargetIp)
    else:
        last = funclet_floor
    state = _current_state(st, func, frame, dc.ControlPc)
    ended = []
    if not rec.ExceptionFlags & seh64.EXCEPTION_TARGET_UNWIND:
        # The catches this frame was running end with it.
        for entry in list(reversed(st["catching"])):
            if len(entry) <= _BASE:
                continue
            if entry[_CATCHER] == frame or (is_funclet and entry[_PARENT] == parent
                                            and entry[_FUNCLET] == func.begin):
                st["catching"].remove(entry)
                ended.append(entry)
                if entry[_FUNCLET] == func.begin:
                    break
    mem = vm.mem

    def call(cleanup):
        if cleanup.kind == "funclet":
            yield GuestCall(cleanup.address, (cleanup.address, parent), "cdecl")
            return
        obj = parent + cleanup.offset
        if cleanup.kind == "pointer":
            obj = mem.u64(obj)
        yield GuestCall(cleanup.address, (obj, parent), "cdecl")

    yield from unwind_to(func.unwind, state, last, call, lambda value: None,
                         lambda: terminate_now(vm))
    # After the catch's own locals, its object, unless it is the one in flight (`throw;`),
    # as the runtime's cleanup of an abandoned catch destroys it.
    in_flight = rec.ExceptionInformation[1] if rec.ExceptionCode == CXX_EXCEPTION else 0
    for entry in ended:
        if entry[_OBJ] != in_flight:
            yield from _destroy(vm, entry[_OBJ], entry[_INFO], Image(mem, entry[_BASE], 8))
