"""The compiler's Visual C++ exception data, read the same way at both widths: matching a
thrown object's catchable types against a catch, putting the object where the catch
expects it, and walking a function's unwind map (what ``dlls/msvcrt/cxx.py``'s x86 handler
and ``cxxeh64.py``'s x64 handler share).

The two widths lay the tables out alike (ehdata.h's names); they differ in what a
reference holds: an absolute 32-bit pointer on x86, a 32-bit offset from an image base on
x64 (the function's image for its FuncInfo and maps, the throwing image, the fourth
exception parameter, for its ThrowInfo and types). :class:`Image` turns a stored
reference into an address either way. A TypeDescriptor starts with two pointers, so its
name lies at 8 or 16; x64's FuncInfo has the UnwindHelp offset, its HandlerType the offset
of the parent's frame in a catch funclet's own.
"""

from collections import namedtuple

from ...abi.api import GuestCall
from ...abi.structs import struct as cstruct

__all__ = ["CXX_EXCEPTION", "MAGIC_VC6", "MAGIC_VC7", "MAGIC_VC8",
           "FUNC_DESCR_SYNCHRONOUS", "FUNC_DESCR_NOEXCEPT", "MAX_ENTRIES",
           "THROW_INFO", "FUNC_INFO", "FUNC_INFO64", "HANDLER_TYPE", "HANDLER_TYPE64",
           "IP_TO_STATE", "Catch", "Cleanup", "Image", "find_caught_type",
           "copy_exception", "unwind_map", "unwind_to", "try_blocks", "cxx_state",
           "terminate_now", "set_in_flight", "current_cells", "set_current_exception"]

CXX_EXCEPTION = 0xE06D7363
MAGIC_VC6, MAGIC_VC7, MAGIC_VC8 = 0x19930520, 0x19930521, 0x19930522
FUNC_DESCR_SYNCHRONOUS = 1          # EHFlags: /EHs, no catch(...) of SEH exceptions
FUNC_DESCR_NOEXCEPT = 4             # EHFlags: the function is noexcept
TYPE_CONST, TYPE_VOLATILE, TYPE_REFERENCE = 1, 2, 8
# HT_IsStdDotDot: a catch(...) with standard C++ semantics, which takes C++ exceptions
# only. clang sets it on every catch(...) it compiles without /EHa, and Rust on its
# catch of a foreign exception; the runtime then lets an access violation (any exception
# that is not a C++ throw) pass such a catch by (Visual C++'s FindHandlerForForeignException).
# Wine 8's msvcrt does not look at it and catches them.
TYPE_STD_DOTDOT = 0x40
CLASS_IS_SIMPLE_TYPE, CLASS_HAS_VIRTUAL_BASE = 1, 4
MAX_ENTRIES = 4096                  # bounds corrupt tables

PMD = cstruct("PMD", "int mdisp; int pdisp; int vdisp")
THROW_INFO = cstruct("ThrowInfo", "UINT attributes; DWORD pmfnUnwind; DWORD pForwardCompat;"
                                  " DWORD pCatchableTypeArray")
CATCHABLE_TYPE_ARRAY = cstruct("CatchableTypeArray", "int nCatchableTypes;"
                                                     " DWORD arrayOfCatchableTypes[1]")
CATCHABLE_TYPE = cstruct("CatchableType", "UINT properties; DWORD pType;"
                                          " PMD thisDisplacement; int sizeOrOffset;"
                                          " DWORD copyFunction")
TYPE_DESCRIPTOR = cstruct("TypeDescriptor", "LPVOID pVFTable; LPVOID spare; CHAR name[1]")
FUNC_INFO = cstruct("FuncInfo", "UINT magicNumber; int maxState; DWORD pUnwindMap;"
                                " UINT nTryBlocks; DWORD pTryBlockMap; UINT nIPMapEntries;"
                                " DWORD pIPToStateMap; DWORD pESTypeList; int EHFlags")
# x64: RVAs, and where the function keeps its UnwindHelp from its frame (the runtime's two
# ints; the compiler sets the first to -2, "the state is the IP's").
FUNC_INFO64 = cstruct("FuncInfo64", "UINT magicNumber; int maxState; DWORD pUnwindMap;"
                                    " UINT nTryBlocks; DWORD pTryBlockMap;"
                                    " UINT nIPMapEntries; DWORD pIPToStateMap;"
                                    " int dispUnwindHelp; DWORD pESTypeList; int EHFlags")
UNWIND_MAP_ENTRY = cstruct("UnwindMapEntry", "int toState; DWORD action")
TRY_BLOCK_MAP_ENTRY = cstruct("TryBlockMapEntry", "int tryLow; int tryHigh; int catchHigh;"
                                                  " int nCatches; DWORD pHandlerArray")
HANDLER_TYPE = cstruct("HandlerType", "UINT adjectives; DWORD pType; int dispCatchObj;"
                                      " DWORD addressOfHandler")
# x64: and the offset of the parent's establisher frame in the catch funclet's own frame.
HANDLER_TYPE64 = cstruct("HandlerType64", "UINT adjectives; DWORD pType; int dispCatchObj;"
                                          " DWORD addressOfHandler; int dispFrame")
IP_TO_STATE = cstruct("IPtoStateMapEntry", "DWORD ip; int state")


#: One catch of a try block, whichever table format described it: the adjectives, the
#: TypeDescriptor's address (0: catch(...)), the catch object's offset in the parent's
#: frame (None: no object), the funclet's RVA, and the continuation addresses the table
#: gives (FH4; none: the funclet returns the address).
Catch = namedtuple("Catch", "adjectives type disp_catch_obj funclet continuations")
#: A cleanup: ("funclet", address) called with the parent's frame; FH4's ("object" or
#: "pointer", destructor, frame offset of the object or of a pointer to it).
Cleanup = namedtuple("Cleanup", "kind address offset")


class Image:
    """Where a width's stored references point: ``base`` + the value on x64 (0 stays NULL),
    the value itself on x86 (``base`` 0)."""

    __slots__ = ("mem", "base", "ptr")

    def __init__(self, mem, base, ptr):
        self.mem, self.base, self.ptr = mem, base, ptr

    def at(self, value):
        """The address a stored reference names (NULL for 0)."""
        return self.base + value if value and self.ptr == 8 else value

    @property
    def func_info(self):
        """The FuncInfo declaration of this width."""
        return FUNC_INFO64 if self.ptr == 8 else FUNC_INFO

    @property
    def handler_type(self):
        """The HandlerType declaration of this width."""
        return HANDLER_TYPE64 if self.ptr == 8 else HANDLER_TYPE

    def type_name(self, descriptor):
        """A TypeDescriptor's decorated name (``.H``, ``.?AVmyerr@@``), b"" for none."""
        if not descriptor:
            return b""
        return self.mem.cbytes(descriptor + TYPE_DESCRIPTOR.offsetof("name", self.ptr))


def signed32(v):
    """A DWORD read as an int."""
    return v - (1 << 32) if v & 0x80000000 else v


def this_pointer(mem, ptr, pmd, obj):
    """The address of the base-class subobject a CatchableType's PMD names."""
    mdisp, pdisp, vdisp = PMD.values(mem, pmd)
    if not obj:
        return 0
    mask = (1 << (8 * ptr)) - 1
    if pdisp >= 0:
        obj += pdisp
        obj += signed32(mem.u32(mem.uptr(obj) + vdisp))
    return (obj + mdisp) & mask


def catches_foreign(adjectives, htype):
    """Whether a catch with ``adjectives`` and TypeDescriptor ``htype`` takes an exception
    that is not a C++ throw (a SEH exception: an access violation, RaiseException's code):
    only a catch(...) does, and not one marked HT_IsStdDotDot."""
    return not htype and not adjectives & TYPE_STD_DOTDOT


def find_caught_type(thrown, info, catcher, adjectives, htype):
    """The address of the CatchableType of ThrowInfo ``info`` (in image ``thrown``) that a
    catch of TypeDescriptor ``htype`` (an address in image ``catcher``; 0: ``catch(...)``)
    with ``adjectives`` catches, or 0: the first whose TypeDescriptor is the catch's, or
    has its decorated name, when the thrown object's const/volatile are allowed;
    ``catch(...)`` takes the first."""
    mem = thrown.mem
    hname = catcher.type_name(htype)
    ti = THROW_INFO.at(mem, info)
    array = thrown.at(ti.pCatchableTypeArray)
    types = array + CATCHABLE_TYPE_ARRAY.offsetof("arrayOfCatchableTypes")
    for i in range(min(mem.u32(array), MAX_ENTRIES)):      # nCatchableTypes, unsigned
        ctype = thrown.at(mem.u32(types + 4 * i))
        if not hname:
            return ctype                                   # catch(...)
        ttype = thrown.at(CATCHABLE_TYPE.at(mem, ctype).pType)
        if ttype != htype and thrown.type_name(ttype) != hname:
            continue
        flags = ti.attributes                              # the object's cv-qualifiers
        if flags & TYPE_CONST and not adjectives & TYPE_CONST:
            continue
        if flags & TYPE_VOLATILE and not adjectives & TYPE_VOLATILE:
            continue
        return ctype
    return 0


def copy_exception(vm, thrown, obj, catcher, adjectives, htype, dest, ctype):
    """Generator: put the caught object at ``dest`` (the catch's slot in its frame; None:
    the catch has no slot) as a catch of TypeDescriptor ``htype`` with ``adjectives``
    declares it: by reference its address (adjusted to the base class), a simple type or
    a class without copy constructor by memcpy (a pointer adjusted too), otherwise through
    the copy constructor (x86: thiscall; x64: (this, source), a class with virtual bases
    with a third argument 1: copy them too)."""
    mem = vm.mem
    ptr = catcher.ptr
    if not catcher.type_name(htype) or dest is None:
        return
    ct = CATCHABLE_TYPE.at(mem, ctype)
    props, size = ct.properties, ct.sizeOrOffset & 0xFFFFFFFF
    copy = thrown.at(ct.copyFunction)
    pmd = ctype + CATCHABLE_TYPE.offsetof("thisDisplacement")
    if adjectives & TYPE_REFERENCE:
        mem.wptr(dest, this_pointer(mem, ptr, pmd, obj))
    elif props & CLASS_IS_SIMPLE_TYPE:
        mem.write(dest, mem.read(obj, size))
        if size == ptr:                                    # a pointer: adjust to the base
            mem.wptr(dest, this_pointer(mem, ptr, pmd, mem.uptr(dest)))
    elif not copy:
        mem.write(dest, mem.read(this_pointer(mem, ptr, pmd, obj), size))
    else:
        source = this_pointer(mem, ptr, pmd, obj)
        vbase = (1,) if props & CLASS_HAS_VIRTUAL_BASE else ()
        if ptr == 8:
            yield GuestCall(copy, (dest, source) + vbase, "cdecl")
        else:
            yield GuestCall(copy, (source,) + vbase, "stdcall", regs={"ecx": dest})


def unwind_map(image, descr):
    """A FuncInfo's unwind map as [(toState, action address or 0)], one per state."""
    mem = image.mem
    fi = image.func_info.at(mem, descr)
    table = image.at(fi.pUnwindMap)
    size = UNWIND_MAP_ENTRY.sizeof()
    return [(to_state, image.at(action)) for to_state, action in
            (UNWIND_MAP_ENTRY.values(mem, table + size * i)
             for i in range(min(fi.maxState & 0xFFFFFFFF, MAX_ENTRIES)))]


def unwind_to(entries, state, last, call_action, set_state, fail):
    """Generator: walk an unwind map (``entries``: [(toState, action)], one per state) from
    ``state`` down to ``last``, each entry's action (a cleanup: a local's destructor) run
    through ``call_action(action)`` (a generator; a false action is none) after
    ``set_state`` recorded the state it leads to (a throwing destructor goes on from
    there); a state outside the map calls ``fail`` (terminate(), as Windows and Wine do).
    Returns the state reached."""
    for _ in range(MAX_ENTRIES):
        if state == last or state < 0:          # reached, or nothing left to undo
            break
        if not 0 <= state < len(entries):
            yield from fail()
            return state
        to_state, action = entries[state]
        set_state(to_state)
        state = to_state
        if action:
            yield from call_action(action)
    set_state(last if state == last else state)
    return state


def try_blocks(image, descr):
    """The function's try blocks as (tryLow, tryHigh, catchHigh, [HandlerType address])."""
    mem = image.mem
    fi = image.func_info.at(mem, descr)
    table = image.at(fi.pTryBlockMap)
    hsize = image.handler_type.sizeof()
    out = []
    for i in range(min(fi.nTryBlocks, MAX_ENTRIES)):
        low, high, catch_high, count, handlers = TRY_BLOCK_MAP_ENTRY.values(
            mem, table + TRY_BLOCK_MAP_ENTRY.sizeof() * i)
        handlers = image.at(handlers)
        out.append((low, high, catch_high,
                    [handlers + hsize * j for j in range(min(max(count, 0), MAX_ENTRIES))]))
    return out


# -- the runtime's C++ exception state (one per process) ----------------------------
def cxx_state(vm):
    """The process's C++ exception context: the catch blocks running (newest last) as
    (frame, object, ThrowInfo, ...), and whether a throw is in flight."""
    return vm.crt.cxx


def terminate_now(vm):
    """Generator: terminate(): the set_terminate handler, then abort() (Wine's
    msvcrt: "abnormal program termination", exit code 3)."""
    handler = cxx_state(vm)["terminate"]
    if handler:
        yield GuestCall(handler, (), "cdecl")
    vm.stdout_log.append("abnormal program termination")
    vm.machine.exit(3)


def set_in_flight(vm, value):
    """A throw started (True) or reached its catch (False): __uncaught_exception's answer
    and the count __processing_throw's cell shows."""
    cxx_state(vm)["in_flight"] = value
    cell = vm.crt.time_cells.get("processing_throw")
    if cell:
        vm.mem.w32(cell, 1 if value else 0)


def current_cells(vm):
    """The cells behind __current_exception and __current_exception_context (made once,
    pointer-sized): the EXCEPTION_RECORD and CONTEXT of the exception whose catch block
    runs, or NULL."""
    cells = vm.crt.time_cells
    if "current_exception" not in cells:
        cells["current_exception"] = vm.alloc_data(8)
        cells["current_exception_context"] = vm.alloc_data(8)
    return cells["current_exception"], cells["current_exception_context"]


def set_current_exception(vm, record, context):
    """Show ``record`` and ``context`` through __current_exception(_context) while a catch
    block runs; returns what they showed before, to put back."""
    mem = vm.mem
    exc_cell, ctx_cell = current_cells(vm)
    saved = mem.uptr(exc_cell), mem.uptr(ctx_cell)
    mem.wptr(exc_cell, record)
    mem.wptr(ctx_cell, context)
    return saved
