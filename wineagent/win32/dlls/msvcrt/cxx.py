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
at the address it returns with ESP from ``[ebp-0x10]``, as Wine's msvcrt does. Unwinding,
the frame's unwind funclets run down to state -1.

``throw;`` is ``_CxxThrowException(NULL, NULL)``: the handlers then use the exception whose
catch block is running. One exception context per process (the CRT's per-thread data is
one set here: a C++ exception in flight on two threads at once is not modelled).
"""

from ...core.crt import cdecl
from ...core.structures import EXCEPTION_RECORD
from ...kernel import seh
from ....abi.api import BOTH, GuestCall, api
from ....abi.structs import struct as cstruct
from ..kernel32.seh import raise_from_api
from .main import _amsg_exit
from ...core.dllnames import MSVCRT, UCRTBASE

CXX_EXCEPTION = 0xE06D7363
MAGIC_VC6, MAGIC_VC7, MAGIC_VC8 = 0x19930520, 0x19930521, 0x19930522
FUNC_DESCR_SYNCHRONOUS = 1          # EHFlags: /EHs, no catch(...) of SEH exceptions
TYPE_CONST, TYPE_VOLATILE, TYPE_REFERENCE = 1, 2, 8
CLASS_IS_SIMPLE_TYPE, CLASS_HAS_VIRTUAL_BASE = 1, 4
CONTINUE_SEARCH = 1
_MAX = 4096                         # bounds corrupt tables

# The compiler's x86 exception data (ehdata.h's names; absolute 32-bit pointers: x64 uses
# image-relative ones in other tables, not modelled). A TypeDescriptor's decorated name
# follows its two DWORDs.
PMD = cstruct("PMD", "int mdisp; int pdisp; int vdisp")
THROW_INFO = cstruct("ThrowInfo", "UINT attributes; DWORD pmfnUnwind; DWORD pForwardCompat;"
                                  " DWORD pCatchableTypeArray")
CATCHABLE_TYPE_ARRAY = cstruct("CatchableTypeArray", "int nCatchableTypes;"
                                                     " DWORD arrayOfCatchableTypes[1]")
CATCHABLE_TYPE = cstruct("CatchableType", "UINT properties; DWORD pType;"
                                          " PMD thisDisplacement; int sizeOrOffset;"
                                          " DWORD copyFunction")
TYPE_DESCRIPTOR = cstruct("TypeDescriptor", "DWORD pVFTable; DWORD spare; CHAR name[1]")
FUNC_INFO = cstruct("FuncInfo", "UINT magicNumber; int maxState; DWORD pUnwindMap;"
                                " UINT nTryBlocks; DWORD pTryBlockMap; UINT nIPMapEntries;"
                                " DWORD pIPToStateMap; DWORD pESTypeList; int EHFlags")
UNWIND_MAP_ENTRY = cstruct("UnwindMapEntry", "int toState; DWORD action")
TRY_BLOCK_MAP_ENTRY = cstruct("TryBlockMapEntry", "int tryLow; int tryHigh; int catchHigh;"
                                                  " int nCatches; DWORD pHandlerArray")
HANDLER_TYPE = cstruct("HandlerType", "UINT adjectives; DWORD pType; int dispCatchObj;"
                                      " DWORD addressOfHandler")
# The function's registration: the SEH link (next, handler), then its state; its EBP
# follows (the registration + 0xC).
CXX_FRAME = cstruct("CXX_EXCEPTION_REGISTRATION", "DWORD next; DWORD handler; int state")
FRAME_EBP = CXX_FRAME.sizeof()
_NAME = TYPE_DESCRIPTOR.offsetof("name")


def _state(vm):
    """The process's C++ exception context: the catch blocks running (newest last) as
    (registration frame, object, ThrowInfo), and whether a throw is in flight."""
    return vm.crt.cxx


def _signed(v):
    return v - (1 << 32) if v & 0x80000000 else v


@api(MSVCRT, "_CxxThrowException", "LPVOID object, LPVOID throw_info")
def _CxxThrowException(c, obj, info):
    vm = c.vm
    _set_in_flight(vm, True)
    yield from raise_from_api(vm, CXX_EXCEPTION, seh.EXCEPTION_NONCONTINUABLE,
                              (MAGIC_VC6, obj, info), 8)


def _this_pointer(mem, pmd, obj):
    """The address of the base-class subobject a CatchableType's PMD names."""
    mdisp, pdisp, vdisp = PMD.values(mem, pmd)
    if not obj:
        return 0
    if pdisp >= 0:
        obj += pdisp
        obj += _signed(mem.u32(mem.u32(obj) + vdisp))
    return (obj + mdisp) & 0xFFFFFFFF


def _find_caught_type(mem, info, handler):
    """The CatchableType of ``info`` that HandlerType ``handler`` catches, or 0."""
    h = HANDLER_TYPE.at(mem, handler)
    adjectives, htype = h.adjectives, h.pType
    array = THROW_INFO.at(mem, info).pCatchableTypeArray
    types = array + CATCHABLE_TYPE_ARRAY.offsetof("arrayOfCatchableTypes")
    for i in range(min(mem.u32(array), _MAX)):     # nCatchableTypes, read unsigned
        ctype = mem.u32(types + 4 * i)
        if not htype or not mem.u8(htype + _NAME):
            return ctype                             # catch(...)
        ttype = CATCHABLE_TYPE.at(mem, ctype).pType
        if ttype != htype and mem.cbytes(ttype + _NAME) != mem.cbytes(htype + _NAME):
            continue
        flags = THROW_INFO.at(mem, info).attributes  # the thrown object's cv-qualifiers
        if flags & TYPE_CONST and not adjectives & TYPE_CONST:
            continue
        if flags & TYPE_VOLATILE and not adjectives & TYPE_VOLATILE:
            continue
        return ctype
    return 0


def _copy_exception(vm, obj, ebp, handler, ctype):
    """Generator: put the caught object where the catch block expects it."""
    mem = vm.mem
    h = HANDLER_TYPE.at(mem, handler)
    adjectives, htype, disp = h.adjectives, h.pType, h.dispCatchObj
    if not htype or not mem.u8(htype + _NAME) or not disp:
        return
    dest = (ebp + disp) & 0xFFFFFFFF
    ct = CATCHABLE_TYPE.at(mem, ctype)
    props, size, copy = ct.properties, ct.sizeOrOffset & 0xFFFFFFFF, ct.copyFunction
    pmd = ct.ptr("thisDisplacement")
    if adjectives & TYPE_REFERENCE:
        mem.w32(dest, _this_pointer(mem, pmd, obj))
    elif props & CLASS_IS_SIMPLE_TYPE:
        mem.write(dest, mem.read(obj, size))
        if size == 4:                               # a pointer: adjust to the base
            mem.w32(dest, _this_pointer(mem, pmd, mem.u32(dest)))
    elif not copy:
        mem.write(dest, mem.read(_this_pointer(mem, pmd, obj), size))
    elif props & CLASS_HAS_VIRTUAL_BASE:
        yield GuestCall(copy, (_this_pointer(mem, pmd, obj), 1), "stdcall",
                        regs={"ecx": dest})
    else:
        yield GuestCall(copy, (_this_pointer(mem, pmd, obj),), "stdcall",
                        regs={"ecx": dest})


def _local_unwind(vm, frame, descr, last):
    """Generator: run the frame's unwind funclets from its state down to ``last``."""
    mem = vm.mem
    fi = FUNC_INFO.at(mem, descr)
    count, table = fi.maxState & 0xFFFFFFFF, fi.pUnwindMap
    reg = CXX_FRAME.at(mem, frame)
    for _ in range(_MAX):
        level = reg.state
        if level == last:
            return
        if not 0 <= level < count:
            yield from _terminate(vm)           # a state outside the map: as Wine, terminate
            return
        to_state, action = UNWIND_MAP_ENTRY.values(mem, table + UNWIND_MAP_ENTRY.sizeof() * level)
        reg.state = to_state                     # set first: a throwing destructor goes on
        if action:
            yield GuestCall(action, (), "cdecl", regs={"ebp": frame + FRAME_EBP})
    reg.state = last


def _frame_handler(c, record, frame, context, dispatcher):
    vm = c.vm
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
        # A catch block of this frame that the exception leaves has ended.
        while st["catching"] and st["catching"][-1][0] == frame:
            st["catching"].pop()
        if fi.maxState:
            yield from _local_unwind(vm, frame, descr, -1)
        return CONTINUE_SEARCH
    ntry, trymap = fi.nTryBlocks, fi.pTryBlockMap
    if not ntry:
        return CONTINUE_SEARCH
    obj = info = 0
    if code == CXX_EXCEPTION and rec.NumberParameters >= 3:
        params = list(rec.ExceptionInformation)     # {magic, object, ThrowInfo, ...}
        obj, info = params[1], params[2]
        if not obj and not info:                 # `throw;`: the exception being handled
            if not st["catching"]:
                yield from _terminate(vm)
                return CONTINUE_SEARCH
            _f, obj, info = st["catching"][-1]
            params[1:3] = obj, info
            rec.ExceptionInformation = params
    reg = CXX_FRAME.at(mem, frame)
    level = reg.state
    for i in range(min(ntry, _MAX)):
        entry = trymap + TRY_BLOCK_MAP_ENTRY.sizeof() * i
        low, high, _catch_high, ncatch, handlers = TRY_BLOCK_MAP_ENTRY.values(mem, entry)
        if not low <= level <= high:
            continue
        for j in range(min(max(ncatch, 0), _MAX)):
            handler = handlers + HANDLER_TYPE.sizeof() * j
            if info:
                ctype = _find_caught_type(mem, info, handler)
                if not ctype:
                    continue
                yield from _copy_exception(vm, obj, frame + FRAME_EBP, handler, ctype)
            else:
                if HANDLER_TYPE.at(mem, handler).pType:   # only catch(...) takes a SEH one
                    continue
            yield from seh.unwind(vm, frame, record)
            yield from _local_unwind(vm, frame, descr, low)
            reg.state = high + 1
            _set_in_flight(vm, False)
            st["catching"].append((frame, obj, info))
            # __current_exception / __current_exception_context: this catch's record
            exc_cell, ctx_cell = _current_cells(vm)
            saved = mem.u32(exc_cell), mem.u32(ctx_cell)
            mem.w32(exc_cell, record)
            mem.w32(ctx_cell, context)
            resume = yield GuestCall(HANDLER_TYPE.at(mem, handler).addressOfHandler, (),
                                     "cdecl", regs={"ebp": frame + FRAME_EBP})
            mem.w32(exc_cell, saved[0])
            mem.w32(ctx_cell, saved[1])
            st["catching"].pop()
            unwind = THROW_INFO.at(mem, info).pmfnUnwind if info else 0
            if unwind and obj:                       # the object's destructor
                yield GuestCall(unwind, (), "stdcall", regs={"ecx": obj})
            # Continue after the catch as the compiler expects: its saved ESP at
            # [ebp-0x10], its EBP; this dispatcher frame is abandoned (kernel/seh.py).
            yield GuestCall(resume, (), "cdecl",
                            regs={"esp": mem.u32(frame - 4), "ebp": frame + FRAME_EBP})
            return CONTINUE_SEARCH                # not reached
    return CONTINUE_SEARCH


for _name in ("__CxxFrameHandler", "__CxxFrameHandler2", "__CxxFrameHandler3"):
    api(MSVCRT, _name, "LPVOID record, LPVOID frame, LPVOID context, LPVOID dispatcher",
        conv="cdecl")(_frame_handler)


def _terminate(vm):
    """Generator: terminate(): the set_terminate handler, then abort() (Wine's
    msvcrt: "abnormal program termination", exit code 3)."""
    handler = _state(vm)["terminate"]
    if handler:
        yield GuestCall(handler, (), "cdecl")
    vm.stdout_log.append("abnormal program termination")
    vm.machine.exit(3)


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


@cdecl("__uncaught_exception")
def __uncaught_exception(c):
    return int(_state(c.vm)["in_flight"])


def _set_in_flight(vm, value):
    """A throw started (True) or reached its catch (False): __uncaught_exception's answer
    and the count __processing_throw's cell shows."""
    _state(vm)["in_flight"] = value
    cell = vm.crt.time_cells.get("processing_throw")
    if cell:
        vm.mem.w32(cell, 1 if value else 0)


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


@cdecl("_purecall")
def _purecall(c):
    # A pure virtual function was called: runtime error R6025, as _amsg_exit(25).
    _amsg_exit(c, 25)


def _current_cells(vm):
    """The cells behind __current_exception and __current_exception_context (made once):
    the EXCEPTION_RECORD and CONTEXT of the exception whose catch block runs, or NULL."""
    cells = vm.crt.time_cells
    if "current_exception" not in cells:
        # pointer cells, 8 bytes in a 64-bit program (where no catch block of Visual C++'s
        # x64 frame handler runs here: they stay NULL)
        cells["current_exception"] = vm.alloc_data(vm.ptr_size)
        cells["current_exception_context"] = vm.alloc_data(vm.ptr_size)
    return cells["current_exception"], cells["current_exception_context"]


@api(UCRTBASE, "__current_exception", conv="cdecl", widths=BOTH)
def __current_exception(c):
    """The address of the pointer to the EXCEPTION_RECORD being handled (what
    std::current_exception reads; NULL outside a catch block)."""
    return _current_cells(c.vm)[0]


@api(UCRTBASE, "__current_exception_context", conv="cdecl", widths=BOTH)
def __current_exception_context(c):
    """The address of the pointer to the CONTEXT of the exception being handled."""
    return _current_cells(c.vm)[1]
