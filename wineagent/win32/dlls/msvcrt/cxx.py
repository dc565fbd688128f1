"""Visual C++'s C++ exceptions: ``_CxxThrowException`` and the frame handler
``__CxxFrameHandler`` (``2``, ``3``), as msvcrt.dll, msvcr80–120 and vcruntime140 export
them (the runtime names resolve to msvcrt's table, ``abi/apisets.py``).

A ``throw`` is ``_CxxThrowException(object, ThrowInfo)``: RaiseException(0xE06D7363,
EXCEPTION_NONCONTINUABLE, {magic 0x19930520, object, ThrowInfo}). The compiler's static
data (x86, absolute pointers):

- ThrowInfo ``{attributes, pmfnUnwind (the object's destructor), pForwardCompat,
  CatchableTypeArray*}``; CatchableTypeArray ``{n, CatchableType*[n]}`` (the thrown class
  and each of its bases); CatchableType ``{properties, TypeDescriptor*, {mdisp, pdisp,
  vdisp}, size, copy constructor}``; TypeDescriptor ``{vftable, spare, ".?AVname@@"}``.
- FuncInfo ``{magic 0x19930520/21/22, maxState, UnwindMapEntry*, nTryBlocks,
  TryBlockMapEntry*, nIPMap, IPMap*, [ESTypeList*], [EHFlags]}``; UnwindMapEntry
  ``{toState, action}``; TryBlockMapEntry ``{tryLow, tryHigh, catchHigh, nCatches,
  HandlerType*}``; HandlerType ``{adjectives, TypeDescriptor* (NULL: catch(...)),
  dispCatchObj, funclet}``.

The function registers ``{next, thunk}`` at ``[ebp-0xC]`` with its state at ``[ebp-4]``
(the registration + 8) and its EBP at the registration + 0xC; the thunk is
``mov eax, FuncInfo; jmp __CxxFrameHandler3``. Searching, the handler takes the first
try block whose [tryLow, tryHigh] holds the state and whose catch matches a catchable
type (by TypeDescriptor, or by its decorated name; const/volatile must be allowed by the
catch), copies the object into the catch's slot (by reference: its address; a simple type
or a class without copy constructor: memcpy; else the copy constructor, thiscall),
unwinds the frames above (RtlUnwind), runs the frame's unwind funclets down to tryLow,
sets the state to tryHigh + 1, calls the catch funclet on the frame's EBP and continues
at the address it returns with the ESP ``[ebp-0x10]`` held before the catch (a funclet may
overwrite it), as Visual C++'s CallCatchBlock does. Unwinding, the frame's unwind funclets
run down to state -1; an unwind that leaves a running catch ends it first (its object
destroyed unless rethrown, the saved ESP put back).

``throw;`` is ``_CxxThrowException(NULL, NULL)``: the handlers then use the exception whose
catch block is running. One exception context per process (the CRT's per-thread data is
one set here: a C++ exception in flight on two threads at once is not modelled).

One declaration serves both widths: a 64-bit program's throw and frames (RVAs, IP-to-state
maps, funclets, table-based unwinding) go to ``kernel/cxxeh64.py``; matching a catch,
copying the object and walking the unwind map are ``kernel/cxxeh.py``'s for both.
"""

from collections import namedtuple

from ...core.crt import cdecl
from ...core.structures import EXCEPTION_RECORD
from ...kernel import seh
from ....abi.api import BOTH, GuestCall, api
from ....abi.structs import struct as cstruct
from ..kernel32.seh import raise_from_api
from .main import _amsg_exit
from ...core.dllnames import MSVCRT, UCRTBASE
from ...kernel.cxxeh import (CXX_EXCEPTION, FUNC_DESCR_SYNCHRONOUS, FUNC_INFO, HANDLER_TYPE,
                             MAGIC_VC6, MAGIC_VC8, THROW_INFO, Image, catches_foreign, copy_exception,
                             find_caught_type, try_blocks, unwind_map, unwind_to,
                             cxx_state as _state, terminate_now as _terminate,
                             set_in_flight as _set_in_flight,
                             current_cells as _current_cells, set_current_exception)
from ...kernel import cxxeh64

CONTINUE_SEARCH = 1

# The function's registration: the SEH link (next, handler), then its state; its EBP
# follows (the registration + 0xC).
CXX_FRAME = cstruct("CXX_EXCEPTION_REGISTRATION", "DWORD next; DWORD handler; int state")
FRAME_EBP = CXX_FRAME.sizeof()


@api(MSVCRT, "_CxxThrowException", "LPVOID object, LPVOID throw_info", widths=BOTH)
def _CxxThrowException(c, obj, info):
    vm = c.vm
    _set_in_flight(vm, True)
    if vm.ptr_size == 8:
        # x64: {magic, object, ThrowInfo, the image base its RVAs count from}.
        return (yield from cxxeh64.throw(vm, obj, info))
    return (yield from raise_from_api(vm, CXX_EXCEPTION, seh.EXCEPTION_NONCONTINUABLE,
                                      (MAGIC_VC6, obj, info), 8))


def _local_unwind(vm, frame, descr, last):
    """Generator: run the frame's unwind funclets from its state down to ``last``."""
    reg = CXX_FRAME.at(vm.mem, frame)

    def call(action):
        yield GuestCall(action, (), "cdecl", regs={"ebp": frame + FRAME_EBP})

    def set_state(value):
        reg.state = value

    yield from unwind_to(unwind_map(Image(vm.mem, 0, 4), descr), reg.state, last, call,
                         set_state, lambda: _terminate(vm))


#: A catch block running in an x86 frame (cxx_state's "catching", newest last): the
#: frame's registration, the object and its ThrowInfo, the frame's saved ESP from before
#: the catch, and its try block's tryHigh and catchHigh (the states of the catch).
Running = namedtuple("Running", "frame obj info esp high catch_high")


def _destroy(vm, obj, info):
    """Generator: the thrown object's destructor (ThrowInfo's pmfnUnwind), if it has one."""
    unwind = THROW_INFO.at(vm.mem, info).pmfnUnwind if info and obj else 0
    if unwind:
        yield GuestCall(unwind, (), "stdcall", regs={"ecx": obj})


def _end_catches(vm, st, rec, left):
    """Generator: end the running catches an unwind leaves (``left(catch)``), newest
    first, as the unwind through Visual C++'s CallCatchBlock ends them: the frame's saved
    ESP back as it was before the catch, and the catch's object destroyed unless it is the
    exception in flight (a `throw;` rethrows it)."""
    in_flight = rec.ExceptionInformation[1] \
        if rec.ExceptionCode == CXX_EXCEPTION and rec.NumberParameters >= 3 else 0
    for entry in list(reversed(st["catching"])):
        if not isinstance(entry, Running) or not left(entry):
            continue
        st["catching"].remove(entry)
        vm.mem.w32(entry.frame - 4, entry.esp)
        if entry.obj != in_flight:
            yield from _destroy(vm, entry.obj, entry.info)


def _frame_handler(c, record, frame, context, dispatcher):
    vm = c.vm
    if vm.ptr_size == 8:
        # x64: the FuncInfo comes through the DispatcherContext (kernel/cxxeh64.py).
        return (yield from cxxeh64.frame_handler(vm, record, frame, context, dispatcher))
    mem = vm.mem
    descr = vm.machine.context_regs()["eax"]     # the thunk's `mov eax, FuncInfo`
    fi = FUNC_INFO.at(mem, descr)
    magic = fi.magicNumber & 0x1FFFFFFF
    if not MAGIC_VC6 <= magic <= MAGIC_VC8:
        return CONTINUE_SEARCH
    rec = EXCEPTION_RECORD.at(mem, record)
    code = rec.ExceptionCode
    if magic >= MAGIC_VC8 and fi.EHFlags & FUNC_DESCR_SYNCHRONOUS \
            and code != CXX_EXCEPTION:
        return CONTINUE_SEARCH
    st = _state(vm)
    if rec.ExceptionFlags & (seh.EXCEPTION_UNWINDING | seh.EXCEPTION_EXIT_UNWIND):
        # The catch blocks this frame was running end with it.
        yield from _end_catches(vm, st, rec, lambda c: c.frame <= frame)
        if fi.maxState:
            yield from _local_unwind(vm, frame, descr, -1)
        return CONTINUE_SEARCH
    if not fi.nTryBlocks:
        return CONTINUE_SEARCH
    obj = info = 0
    if code == CXX_EXCEPTION and rec.NumberParameters >= 3:
        params = list(rec.ExceptionInformation)     # {magic, object, ThrowInfo, ...}
        obj, info = params[1], params[2]
        if not obj and not info:                 # `throw;`: the exception being handled
            if not st["catching"]:
                yield from _terminate(vm)
                return CONTINUE_SEARCH
            obj, info = st["catching"][-1][1:3]
            params[1:3] = obj, info
            rec.ExceptionInformation = params
    image = Image(mem, 0, 4)
    reg = CXX_FRAME.at(mem, frame)
    level = reg.state
    for low, high, catch_high, handlers in try_blocks(image, descr):
        if not low <= level <= high:
            continue
        for handler in handlers:
            h = HANDLER_TYPE.at(mem, handler)
            if info:
                ctype = find_caught_type(image, info, image, h.adjectives, h.pType)
                if not ctype:
                    continue
                dest = frame + FRAME_EBP + h.dispCatchObj if h.dispCatchObj else None
                yield from copy_exception(vm, image, obj, image, h.adjectives, h.pType,
                                          dest, ctype)
            elif not catches_foreign(h.adjectives, h.pType):
                continue
            yield from seh.unwind(vm, frame, record)
            # The unwind leaves the catches of this frame that this try block is not
            # inside (a `throw;` or a new throw from a catch nested in this try).
            yield from _end_catches(vm, st, rec, lambda c: c.frame < frame or (
                c.frame == frame and not c.high < low <= high <= c.catch_high))
            yield from _local_unwind(vm, frame, descr, low)
            reg.state = high + 1
            _set_in_flight(vm, False)
            # The function's ESP at its try (the registration - 4) is kept across the
            # catch, as Visual C++'s CallCatchBlock keeps it: a catch funclet may store
            # its own ESP there (clang's x86 funclets do, for a try inside the catch).
            running = Running(frame, obj, info, mem.u32(frame - 4), high, catch_high)
            st["catching"].append(running)
            # __current_exception / __current_exception_context: this catch's record
            saved = set_current_exception(vm, record, context)
            resume = yield GuestCall(HANDLER_TYPE.at(mem, handler).addressOfHandler, (),
                                     "cdecl", regs={"ebp": frame + FRAME_EBP})
            set_current_exception(vm, *saved)
            st["catching"].remove(running)
            mem.w32(frame - 4, running.esp)
            yield from _destroy(vm, obj, info)
            # Continue after the catch as the compiler expects: its saved ESP at
            # [ebp-0x10], its EBP; this dispatcher frame is abandoned (kernel/seh.py).
            yield GuestCall(resume, (), "cdecl",
                            regs={"esp": running.esp, "ebp": frame + FRAME_EBP})
            return CONTINUE_SEARCH                # not reached
    return CONTINUE_SEARCH


# One handler for the three at both widths: on x64 they read the same FuncInfo (the
# magic number says which fields it has), as Windows' x64 runtimes answer them.
for _name in ("__CxxFrameHandler", "__CxxFrameHandler2", "__CxxFrameHandler3"):
    api(MSVCRT, _name, "LPVOID record, LPVOID frame, LPVOID context, LPVOID dispatcher",
        conv="cdecl", widths=BOTH)(_frame_handler)


@cdecl("?terminate@@YAXXZ", widths=BOTH)
def terminate(c):
    yield from _terminate(c.vm)


@cdecl("?set_terminate@@YAP6AXXZP6AXXZ@Z", "LPVOID func", widths=BOTH)
def set_terminate(c, func):
    st = _state(c.vm)
    old, st["terminate"] = st["terminate"], func
    return old


# The UCRT exports them undecorated.
api(UCRTBASE, "terminate", conv="cdecl", widths=BOTH)(terminate)
api(UCRTBASE, "set_terminate", "LPVOID func", conv="cdecl", widths=BOTH)(set_terminate)


@cdecl("__uncaught_exception", widths=BOTH)
def __uncaught_exception(c):
    return int(_state(c.vm)["in_flight"])


@api(UCRTBASE, "__processing_throw", conv="cdecl", widths=BOTH)
def __processing_throw(c):
    """The address of the count of C++ exceptions thrown and not yet caught (one thread:
    0 or 1 here), which the C++ library's uncaught_exceptions() reads."""
    vm = c.vm
    cells = vm.crt.time_cells
    if "processing_throw" not in cells:
        cells["processing_throw"] = vm.alloc_data(4)
        vm.mem.w32(cells["processing_throw"], 1 if _state(vm)["in_flight"] else 0)
    return cells["processing_throw"]


@cdecl("_purecall", widths=BOTH)
def _purecall(c):
    # A pure virtual function was called: runtime error R6025, as _amsg_exit(25).
    _amsg_exit(c, 25)


@api(UCRTBASE, "__current_exception", conv="cdecl", widths=BOTH)
def __current_exception(c):
    """The address of the pointer to the EXCEPTION_RECORD being handled (what
    std::current_exception reads; NULL outside a catch block)."""
    return _current_cells(c.vm)[0]


@api(UCRTBASE, "__current_exception_context", conv="cdecl", widths=BOTH)
def __current_exception_context(c):
    """The address of the pointer to the CONTEXT of the exception being handled."""
    return _current_cells(c.vm)[1]
