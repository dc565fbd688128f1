"""msvcrt's _except_handler3 and _except_handler4_common: the frame handlers of Visual
C++'s __try/__except/__finally in programs that link the C runtime dynamically (the
program's own _except_handler4, static CRT code of Visual C++ 2005 and later, calls
_except_handler4_common with its security cookie and __security_check_cookie).

The compiler lays the function's frame out around the registration record: ``[ebp-0x18]``
the saved ESP, ``[ebp-0x14]`` the EXCEPTION_POINTERS, ``[ebp-0x10]`` the record itself
(next, handler), ``[ebp-8]`` the scope table, ``[ebp-4]`` the current try level, so the
function's EBP is the record + 0x10. Each scope table entry is (enclosing level, filter,
handler); a NULL filter marks a __finally. Filters and handlers are funclets that run on
the function's EBP (``GuestCall(..., regs={"ebp": ...})``).

Searching, each level from the current one outwards runs its filter:
EXCEPTION_CONTINUE_EXECUTION (-1) resumes, EXCEPTION_CONTINUE_SEARCH (0) goes on outwards,
EXCEPTION_EXECUTE_HANDLER (1) unwinds every frame above (RtlUnwind), runs the __finally
blocks between the current level and this one, sets the try level to the enclosing one
and jumps to the __except block, which never returns here. Unwinding (flags 2/4), the
frame's __finally blocks run down to level -1.

EH4 differs in three things: the scope table pointer at ``[ebp-8]`` is XORed with the
security cookie, the table starts with four cookie offsets (GS cookie, its XOR offset, EH
cookie, its XOR offset; -2 for no GS cookie) before the entries, and "no level" is -2.
"""

from ...core.crt import cdecl
from ...core.structures import EXCEPTION_POINTERS, EXCEPTION_RECORD
from ...kernel import seh
from ....abi.api import BOTH, X86ONLY, GuestCall
from ....abi.structs import struct as cstruct

TRYLEVEL_END = 0xFFFFFFFF
TRYLEVEL_END4 = 0xFFFFFFFE                          # EH4's "no try level"
CONTINUE_EXECUTION, CONTINUE_SEARCH = 0, 1

# Visual C++'s x86 frame data (absolute 32-bit pointers, no 64-bit form: x64 unwinds from
# tables in the image). The registration record the function keeps at [ebp-0x10]: the
# SEH link (next, handler), then the scope table and the try level.
EH3_REGISTRATION = cstruct("EH3_EXCEPTION_REGISTRATION",
                           "DWORD Next; DWORD ExceptionHandler; DWORD ScopeTable;"
                           " DWORD TryLevel")
SCOPETABLE_ENTRY = cstruct("SCOPETABLE_ENTRY", "DWORD EnclosingLevel; DWORD FilterFunc;"
                                               " DWORD HandlerFunc")
# EH4's table starts with its cookie offsets (-2: no GS cookie), then the entries.
EH4_SCOPETABLE = cstruct("EH4_SCOPETABLE", "LONG GSCookieOffset; LONG GSCookieXOROffset;"
                                           " LONG EHCookieOffset; LONG EHCookieXOROffset")
#: How far the function's EBP is from its registration record.
FRAME_EBP = 0x10


def _frame(mem, frame):
    """The EH3/EH4 registration record at ``frame``."""
    return EH3_REGISTRATION.at(mem, frame)


def _entry(mem, table, level):
    """(enclosing level, filter, handler) of scope table entry ``level``."""
    return SCOPETABLE_ENTRY.values(mem, table + SCOPETABLE_ENTRY.sizeof() * level)


def _local_unwind(vm, frame, table, stop, end):
    """Generator: run the __finally blocks from the frame's try level down to ``stop``
    (``end`` is the table's "no level" value)."""
    mem = vm.mem
    ebp = frame + FRAME_EBP
    reg = _frame(mem, frame)
    for _ in range(1024):                           # a corrupt table ends the walk
        level = reg.TryLevel
        if level in (end, stop):
            return
        enclosing, flt, handler = _entry(mem, table, level)
        reg.TryLevel = enclosing
        if not flt:
            # the __finally runs because its block was left abnormally: its
            # AbnormalTermination() (_abnormal_termination) answers TRUE meanwhile
            vm.crt.abnormal_depth += 1
            yield GuestCall(handler, (), "cdecl", regs={"ebp": ebp})
            vm.crt.abnormal_depth -= 1


def _handle(vm, record, frame, context, table, end):
    """Generator: the frame handler's work over scope table entries at ``table``."""
    mem = vm.mem
    ebp = frame + FRAME_EBP
    reg = _frame(mem, frame)
    if EXCEPTION_RECORD.at(mem, record).ExceptionFlags & (seh.EXCEPTION_UNWINDING |
                                                          seh.EXCEPTION_EXIT_UNWIND):
        yield from _local_unwind(vm, frame, table, end, end)
        return CONTINUE_SEARCH
    pointers = vm.heap.alloc(EXCEPTION_POINTERS.sizeof())
    mem.write(pointers, EXCEPTION_POINTERS.pack(ExceptionRecord=record, ContextRecord=context))
    mem.w32(frame - 4, pointers)                    # [ebp-0x14]: GetExceptionInformation
    level = reg.TryLevel
    for _ in range(1024):
        if level == end:
            break
        enclosing, flt, handler = _entry(mem, table, level)
        if flt:
            verdict = yield GuestCall(flt, (), "cdecl", regs={"ebp": ebp})
            verdict = verdict - (1 << 32) if verdict & 0x80000000 else verdict
            if verdict < 0:
                return CONTINUE_EXECUTION
            if verdict > 0:
                yield from seh.unwind(vm, frame, record)
                yield from _local_unwind(vm, frame, table, level, end)
                reg.TryLevel = enclosing
                # The __except block restores its own ESP from [ebp-0x18] and never
                # returns; the machine drops this abandoned frame later.
                yield GuestCall(handler, (), "cdecl", regs={"ebp": ebp})
                return CONTINUE_SEARCH              # not reached by well-formed code
        level = enclosing
    return CONTINUE_SEARCH


@cdecl("_except_handler3", "LPVOID record, LPVOID frame, LPVOID context, LPVOID dispatcher", widths=X86ONLY)
def _except_handler3(c, record, frame, context, dispatcher):
    return (yield from _handle(c.vm, record, frame, context,
                               _frame(c.vm.mem, frame).ScopeTable, TRYLEVEL_END))


@cdecl("_except_handler4_common", "LPVOID cookie, LPVOID check_cookie, LPVOID record, "
       "LPVOID frame, LPVOID context, LPVOID dispatcher", widths=X86ONLY)
def _except_handler4_common(c, cookie, check_cookie, record, frame, context, dispatcher):
    mem = c.vm.mem
    ebp = frame + FRAME_EBP
    value = mem.u32(cookie)
    scopes = _frame(mem, frame).ScopeTable ^ value
    # The cookies the table names: the GS cookie (-2: none) and the EH cookie, each
    # stored XORed with EBP + its XOR offset. A mismatch goes to the program's
    # __security_check_cookie (fastcall, ECX), which reports it as Windows does; intact
    # cookies need no call (Wine makes none either).
    head = EH4_SCOPETABLE.at(mem, scopes)
    for where, xor in ((head.GSCookieOffset, head.GSCookieXOROffset),
                       (head.EHCookieOffset, head.EHCookieXOROffset)):
        if where == -2:
            continue
        seen = mem.u32((ebp + where) & 0xFFFFFFFF) ^ ((ebp + xor) & 0xFFFFFFFF)
        if seen != value:
            yield GuestCall(check_cookie, (), "cdecl", regs={"ecx": seen})
    return (yield from _handle(c.vm, record, frame, context, scopes + EH4_SCOPETABLE.sizeof(),
                               TRYLEVEL_END4))


# -- the helpers compiled code calls ------------------------------------------------------
@cdecl("_global_unwind2", "LPVOID frame", widths=X86ONLY)
def _global_unwind2(c, frame):
    """Unwind every SEH frame above ``frame`` (RtlUnwind to it): what a __except block's
    code does before it runs."""
    yield from seh.unwind(c.vm, frame, 0)


@cdecl("_local_unwind2", "LPVOID frame, int trylevel", widths=X86ONLY)
def _local_unwind2(c, frame, trylevel):
    """Run an EH3 frame's __finally blocks from its current try level down to
    ``trylevel`` (compiled code calls it to leave __try blocks by return or goto)."""
    yield from _local_unwind(c.vm, frame, _frame(c.vm.mem, frame).ScopeTable,
                             trylevel & 0xFFFFFFFF, TRYLEVEL_END)


@cdecl("_local_unwind4", "LPVOID cookie, LPVOID frame, int trylevel", widths=X86ONLY)
def _local_unwind4(c, cookie, frame, trylevel):
    """_local_unwind2 for an EH4 frame (its scope table XORed with the cookie)."""
    mem = c.vm.mem
    scopes = _frame(mem, frame).ScopeTable ^ mem.u32(cookie)
    yield from _local_unwind(c.vm, frame, scopes + EH4_SCOPETABLE.sizeof(),
                             trylevel & 0xFFFFFFFF, TRYLEVEL_END4)


@cdecl("_abnormal_termination", widths=BOTH)
def _abnormal_termination(c):
    """AbnormalTermination() in a __finally: 1 when it runs because its __try block was
    left by an exception, a longjmp or a jump out (an unwind), 0 when it was left normally
    (the compiled code then runs the __finally itself)."""
    return 1 if c.vm.crt.abnormal_depth else 0
