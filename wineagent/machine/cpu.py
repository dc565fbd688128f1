"""The x86-32 CPU on Unicorn: segments (GDT/TEB), API thunks, guest callbacks, batches.

API dispatch never costs a per-instruction Python hook. Every imported function is bound
to a 4-byte thunk ``ret N`` (or ``ret``) in a reserved range; one UC_HOOK_CODE limited to
that range runs the Python handler *before* the ``ret``, which then pops the stdcall
arguments itself. Calls back into the guest (window procedures, TLS callbacks) are made by
generator handlers: the dispatcher pushes a frame, points EIP at the guest function with
a return address inside the thunk range, and resumes the generator when it comes back.
All of this happens inside one ``emu_start`` bounded by a count of translated blocks
(blockcount.py: a native block hook, so guest code runs uncounted and chained), so a batch
stays a deterministic amount of guest execution no matter how many callbacks it contains.
"""

import collections
import ctypes
import math
import struct
import sys
import threading
import types

from .blockcount import BlockCounter
from unicorn import (UC_ARCH_X86, UC_ERR_FETCH_UNMAPPED, UC_ERR_INSN_INVALID, UC_HOOK_CODE, UC_HOOK_INTR,
                     UC_MEM_FETCH_PROT, UC_MEM_FETCH_UNMAPPED,
                     UC_MEM_READ_PROT, UC_MEM_READ_UNMAPPED, UC_MEM_WRITE_PROT,
                     UC_MEM_WRITE_UNMAPPED, UC_MODE_32, Uc, UcError)
from unicorn.x86_const import (UC_X86_REG_EAX, UC_X86_REG_EBP, UC_X86_REG_EBX,
                               UC_X86_REG_ECX, UC_X86_REG_EDI, UC_X86_REG_EDX,
                               UC_X86_REG_EFLAGS, UC_X86_REG_EIP, UC_X86_REG_ESI,
                               UC_X86_REG_ESP,
                               UC_X86_REG_FS, UC_X86_REG_GDTR,
                               UC_X86_REG_SS, UC_X86_REG_DS, UC_X86_REG_ES,
                               UC_X86_REG_FP0, UC_X86_REG_FPSW, UC_X86_REG_FPTAG,
                               UC_X86_REG_FPCW, UC_X86_REG_MXCSR, UC_X86_REG_XMM0,
                               UC_X86_REG_CR0, UC_X86_REG_FIP)

from ..abi.api import F32, PARK, Blocked, GuestCall, Jump, Ret64, Unimplemented
from ..abi.faults import GuestFault
from .memory import Memory, bare_c_function
from .nativecode import executable
from .fastfill import FastFill
from . import callring
from .callring import CallRing
from .vtlb import VirtualTlb
from .fpflags import FpFlags
from . import cpuid, x87

__all__ = ["Machine", "GuestFault", "THUNK_BASE", "TEB_BASE", "PEB_BASE", "Registers32",
           "EmulatorClosed", "RESUME_ADDRESS"]

THUNK_BASE = 0x7F000000
THUNK_SIZE = 0x10000          # 16384 thunks of 4 bytes
#: Where the imports of variables we do not implement point: never mapped, a page each, so
#: that the program's first touch of one stops it naming the variable (absent_variable).
ABSENT_BASE, ABSENT_SIZE = 0x7F400000, 0x400000
GDT_BASE = 0x7FFF0000
TEB_BASE = 0x7FFDE000
PEB_BASE = 0x7FFDF000
STACK_TOP = 0x00300000
STACK_SIZE = 0x00100000

FS_FIRST_THREAD_ENTRY = 5    # GDT entry of the first thread's FS; later threads follow

# Thunk slots with a fixed meaning.
#: The low half of an XMM register, and a double's bytes as an integer.
_XMM_LOW = 0xFFFFFFFFFFFFFFFF
_XMM_DOUBLE, _XMM_QWORD = struct.Struct("<d"), struct.Struct("<Q")
_SLOT_RESUME = 0              # a guest callback returned here / a parked generator resumes
#: The return address of every guest callback: the guest reaching it resumes the innermost
#: generator frame at or above its stack pointer (an exception guard jumps there: the
#: frames below were left, kernel/callguard.py).
RESUME_ADDRESS = THUNK_BASE + _SLOT_RESUME * 4
_SLOT_FIRST_API = 4

_MEM_ACCESS = {
    UC_MEM_READ_UNMAPPED: "read of unmapped memory",
    UC_MEM_WRITE_UNMAPPED: "write to unmapped memory",
    UC_MEM_FETCH_UNMAPPED: "execution of unmapped memory",
    UC_MEM_READ_PROT: "read of protected memory",
    UC_MEM_WRITE_PROT: "write to protected memory",
    UC_MEM_FETCH_PROT: "execution of non-executable memory",
}


class _Frame:
    """A generator handler suspended while the guest runs a callback (or while parked)."""

    __slots__ = ("gen", "spec", "esp", "on_done", "started")

    def __init__(self, gen, spec, esp, on_done=None, started=True):
        self.gen, self.spec, self.esp, self.on_done = gen, spec, esp, on_done
        self.started = started


def _to_float80(x):
    """A Python float as x87 extended precision: (64-bit mantissa with its explicit
    integer bit, 15-bit biased exponent with the sign in bit 15)."""
    sign = 0x8000 if math.copysign(1.0, x) < 0 else 0
    if x != x:
        # a NaN keeps its sign and payload, as FLD of the double would (the x87's own
        # "indefinite" result is the negative quiet NaN)
        frac = struct.unpack("<Q", struct.pack("<d", x))[0] & ((1 << 52) - 1)
        return (0x8000000000000000 | (frac << 11), 0x7FFF | sign)
    if x in (float("inf"), float("-inf")):
        return (0x8000000000000000, 0x7FFF | sign)
    if x == 0:
        return (0, sign)
    m, e = math.frexp(abs(x))                          # abs(x) = m * 2**e, 0.5 <= m < 1
    return (int(m * (1 << 64)) & 0xFFFFFFFFFFFFFFFF, ((e - 1) + 16383) | sign)


def _from_float80(mantissa, exponent):
    """An x87 extended-precision value (as unicorn gives FPn) as a Python float."""
    sign = -1.0 if exponent & 0x8000 else 1.0
    e = exponent & 0x7FFF
    if e == 0x7FFF:
        if mantissa & 0x7FFFFFFFFFFFFFFF:
            frac = (mantissa >> 11) & ((1 << 52) - 1) or (1 << 51)
            bits = (0xFFF << 52 if sign < 0 else 0x7FF << 52) | frac
            return struct.unpack("<d", struct.pack("<Q", bits))[0]
        return sign * math.inf
    if mantissa == 0:
        return sign * 0.0
    try:
        return sign * math.ldexp(float(mantissa), (e or 1) - 16383 - 63)
    except OverflowError:
        return sign * math.inf


def _descriptor(base, limit, access, flags):
    """Encode an 8-byte GDT segment descriptor."""
    return struct.pack(
        "<HHBBBB", limit & 0xFFFF, base & 0xFFFF, (base >> 16) & 0xFF, access,
        ((flags & 0xF) << 4) | ((limit >> 16) & 0xF), (base >> 24) & 0xFF)


class EmulatorClosed(RuntimeError):
    """The machine was closed (its VM ended and released its emulator)."""


class _ClosedUc:
    """What ``Machine.uc`` is after :meth:`Machine.close`: every use raises
    :class:`EmulatorClosed`. A late caller then gets a Python error rather than a call
    into a freed Unicorn engine, which would crash the process."""

    _uch = None                  # Registers32 falls back to the (raising) binding

    def __getattr__(self, name):
        raise EmulatorClosed("the emulator is closed: its VM ended")


class Registers32:
    """Read and write 32-bit registers straight through Unicorn's C API (uc_reg_read,
    uc_reg_write) — the hot path of every API call. The Python binding's reg_read and
    reg_write first pick a register class per call: about 1.5 us each in unicorn 2.1,
    three times the C call, and a thunk does one or two of them per API call
    (bench/bench_core.py "API calls/s"). Falls back to the binding where its library
    handle is not reachable."""

    def __init__(self, uc, mem=None):
        self.uc = uc
        # the binding module that defines Uc holds the loaded C library (``uclib``)
        # The C functions without declared argument types (memory.bare_c_function: the
        # binding's argument conversion is half of such a call): the handle is already a
        # c_void_p, the register id a C int, the value a byref buffer.
        read = bare_c_function(uc, "uc_reg_read")
        self._fast = read is not None
        if self._fast:
            self._h = uc._uch
            self._buf = ctypes.c_uint32(0)
            self._ref = ctypes.byref(self._buf)
            self._read, self._write = read, bare_c_function(uc, "uc_reg_write")
        #: ``stack_args(unpack_from, size)`` (stack_args_reader) or None: kept here, as
        #: this object is made again with each emulator and never saved with a state
        self.stack_args = stack_args_reader(uc, mem)
        #: ``set_eax(value)``: write(UC_X86_REG_EAX, value) as one closure (every API
        #: call's result), or None where the binding hides its library
        self.set_eax = None
        #: ``set_eax_esp(eax, esp)``: both written in one ``uc_reg_write_batch`` (a
        #: generator API's result and its return's stack pointer), or None where the
        #: binding hides its library. Not EIP: a batch that sets the instruction
        #: pointer while the guest runs does not redirect it in unicorn 2.1 (the
        #: single write does), so that one stays a write of its own.
        self.set_eax_esp = None
        wbatch = bare_c_function(uc, "uc_reg_write_batch") if self._fast else None
        if wbatch is not None:
            self.set_eax_esp = _pair_writer(wbatch, uc._uch, UC_X86_REG_EAX, UC_X86_REG_ESP)
        if self._fast:
            write, handle, buf, ref = self._write, self._h, self._buf, self._ref

            def set_eax(value):
                buf.value = value & 0xFFFFFFFF
                err = write(handle, UC_X86_REG_EAX, ref)
                if err:
                    raise UcError(err)
            self.set_eax = set_eax

    def __reduce__(self):
        # ctypes state is per process: a savestate rebuilds it around the (new) emulator
        return (Registers32, (self.uc,))

    #: Whether the stack pointer may have been moved since the thunk hook read it for
    #: the call being dispatched: set by :meth:`write` of ESP and by the Machine's
    #: methods that write it (restore_context, set_context_regs, return_context,
    #: enter_context, push: the only ways the Win32 layer moves it). While it is False
    #: the dispatch of a generator API takes the stack pointer the hook read instead of
    #: reading it again (Machine._dispatcher, Machine._advance); the machine's own
    #: writes at a dispatch's end (:meth:`write_own`), which the hook's next read sees,
    #: leave it. A True left over from an earlier call only costs a read.
    sp_moved = False

    def read(self, reg):
        """The register's value (unsigned)."""
        if not self._fast:
            return self.uc.reg_read(reg)
        err = self._read(self._h, reg, self._ref)
        if err:
            raise UcError(err)
        return self._buf.value

    def write(self, reg, value):
        """Set the register to ``value`` (taken modulo 2**32)."""
        if reg == UC_X86_REG_ESP:
            self.sp_moved = True
        self.write_own(reg, value)

    def write_own(self, reg, value):
        """:meth:`write` for the machine's own return paths: a write of ESP there is
        not a move the dispatch must look for (see :attr:`sp_moved`)."""
        if not self._fast:
            self.uc.reg_write(reg, value & 0xFFFFFFFF)
            return
        self._buf.value = value & 0xFFFFFFFF
        err = self._write(self._h, reg, self._ref)
        if err:
            raise UcError(err)


def _pair_writer(wbatch, handle, reg_a, reg_b):
    """``write(a, b)``: the 32-bit registers ``reg_a`` and ``reg_b`` set to those values
    (each taken modulo 2**32), in order, by one ``uc_reg_write_batch`` through ready
    buffers."""
    ids = (ctypes.c_int * 2)(reg_a, reg_b)
    vals = (ctypes.c_uint32 * 2)()
    base = ctypes.addressof(vals)
    ptrs = (ctypes.c_void_p * 2)(base, base + 4)
    count = ctypes.c_int(2)

    def write(a, b):
        vals[0] = a & 0xFFFFFFFF
        vals[1] = b & 0xFFFFFFFF
        err = wbatch(handle, ids, ptrs, count)
        if err:
            raise UcError(err)
    return write


def stack_args_reader(uc, mem=None):
    """``read(unpack_from, size)``: ``unpack_from`` applied to the ``size`` bytes above
    the return address at ESP (an API's stack arguments), or None where the binding
    hides its library. The hot path of every API call with arguments and no strings:
    one register read straight through the C library, the arguments decoded in place
    from the stack's host buffer (``mem``'s, memory.map_host), or where there is none
    read through the C library into one buffer (Memory.read and Registers32.read do the
    same reads with a method call, a closed-engine check and a copy each). Errors are
    raised as Memory.read raises them."""
    reg_read = bare_c_function(uc, "uc_reg_read")
    mem_read = bare_c_function(uc, "uc_mem_read")
    if reg_read is None or mem_read is None:
        return None
    handle = uc._uch
    esp = ctypes.c_uint32(0)
    esp_ref = ctypes.byref(esp)
    buf = ctypes.create_string_buffer(512)
    at, n = ctypes.c_uint64(0), ctypes.c_size_t(0)

    def read(unpack_from, size):
        err = reg_read(handle, UC_X86_REG_ESP, esp_ref)
        if err:
            raise UcError(err)
        addr = esp.value + 4
        if mem is not None:
            hit = mem._pages.get(addr >> 12)
            if hit is not None and addr + size <= hit[2]:
                return unpack_from(hit[0], addr - hit[1])
        at.value = addr
        n.value = size
        err = mem_read(handle, at, buf, n)
        if err:
            raise UcError(err, addr, size)
        return unpack_from(buf)
    return read


_CODE_HOOK = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint32,
                              ctypes.c_void_p)
_HELD = {}      # the binding's library -> its uc_emu_start called with the GIL held


def _held_emu_start(uc):
    """Unicorn's ``uc_emu_start`` as a ctypes pointer that keeps the GIL while it runs
    (a PyDLL function: Machine._emu_start), or None where the binding hides its
    library or the engine. Arguments as for :func:`memory.bare_c_function`'s (none
    declared: the engine handle, then c_uint64 begin, until and timeout and a c_size_t
    count); the result is the C ``int`` error code."""
    lib = getattr(sys.modules.get(Uc.__module__), "uclib", None)
    if lib is None or getattr(uc, "_uch", None) is None:
        return None
    fn = _HELD.get(lib)
    if fn is None:
        held = ctypes.PyDLL(lib._name, handle=lib._handle)
        fn = _HELD[lib] = held._FuncPtr(("uc_emu_start", held))
    return fn


def add_code_hook(uc, fn, begin, end):
    """``uc.hook_add(UC_HOOK_CODE, fn, None, begin, end)`` with one Python frame per call
    instead of three: every API call enters through this hook, and the binding's generic
    wrappers cost a third of a trivial call (bench/bench_gdi.py's baseline). Exceptions
    are kept exactly as the binding keeps them (``emu_start`` raises the first after the
    emulator returns). Falls back to the binding where its library is not reachable."""
    lib = getattr(sys.modules.get(Uc.__module__), "uclib", None)
    handle = getattr(uc, "_uch", None)
    if lib is None or handle is None or not hasattr(uc, "_hook_exception"):
        return uc.hook_add(UC_HOOK_CODE, fn, None, begin, end)

    def on_code(_h, address, size, _key):
        try:
            fn(uc, address, size, None)
        except BaseException as e:  # noqa: BLE001 - handed to emu_start, as the binding does
            if uc._hook_exception is None:
                uc._hook_exception = e
            uc.emu_stop()

    cb = _CODE_HOOK(on_code)
    hh = ctypes.c_size_t()
    err = lib.uc_hook_add(handle, ctypes.byref(hh), UC_HOOK_CODE,
                          ctypes.cast(cb, ctypes.c_void_p), None,
                          ctypes.c_uint64(begin), ctypes.c_uint64(end))
    if err:
        raise UcError(err)
    # the emulator's lifetime is the callback's: keep it from being collected
    uc.__dict__.setdefault("_wineagent_callbacks", []).append(cb)
    return hh.value


# The thunk hook (uc, address, size, context) in x86-64 System V machine code: the call
# counted (callring.py), the stack pointer (and an x64 caller's four argument registers)
# read into the context before the Python dispatch, the result it returns written to EAX
# after it.
# Two C calls an API call fewer from Python
# (each ~1.3 k host instructions through ctypes: argument conversion, ffi_prep_cif, the
# GIL released and taken again), and one Python frame fewer (the callback is the
# dispatcher itself, declared with the one argument it uses).
#
#     push rbx ; push r12 ; push r13            ; callee-saved; the stack 16-aligned
#     mov rbx, rcx ; mov r12, rdi ; mov r13, rsi   ; context, uc, address
#     sub r13, [rbx+0x40] ; shr r13, 2          ; r13 = the slot (address - first, / 4)
#     ; the call counted in the ring at [rbx+0x100] (callring.py) when there is one and
#     ; the slot is an API's (from the first API slot, [rbx+0x108], on)
#     mov r8, [rbx+0x100] ; test r8, r8 ; jz 1f ; cmp r13, [rbx+0x108] ; jb 1f
#     mov rax, [r8] ; mov edx, eax ; and edx, 63 ; mov [r8+8+rdx*8], r13
#     inc rax ; mov [r8], rax
#  1: mov rsi, [rbx+0x48] ; mov rdx, [rbx+0x50] ; mov ecx, [rbx+0x58]
#     cmp r13, [rbx+0x108] ; jae 2f ; mov ecx, [rbx+0x118]
#                                               ; a fixed slot's count: more registers
#  2: call [rbx+0x20]                           ; uc_reg_read_batch(uc, ids, vals, n)
#     mov qword [rbx+0xf0], 0                   ; no arguments copied (yet)
#     mov rax, [rbx+0xe0] ; mov rax, [rax] ; cmp rax, [rbx+0xd8] ; jne call
#                                               ; the window is stale: the Memory's
#                                               ; host pages changed since it was set
#     mov rax, [rbx] ; add rax, [rbx+0xe8]      ; the first stack argument's address
#     sub rax, [rbx+0xc0] ; cmp rax, [rbx+0xc8] ; ja call   ; 64 bytes inside the window?
#     add rax, [rbx+0xd0]                       ; its host address
#     mov rdx, [rax+8k] ; mov [rbx+0x80+8k], rdx    (k = 0..7: 64 bytes)
#     mov qword [rbx+0xf0], 1
#     ; a solid fill the stub does itself (fastfill.py), when the table at [rbx+0xf8]
#     ; is armed for this call's DC (first word) and slot, its brush (third) is one of
#     ; the table's, and its RECT (second) lies in the window; else on to Python
#     mov r8, [rbx+0xf8] ; test r8, r8 ; jz call
#     mov eax, [rbx+0x80] ; test eax, eax ; jz call ; cmp rax, [r8] ; jne call
#     cmp r13, [r8+8] ; jne text                ; the slot (FillRect's)
#     mov eax, [rbx+0x88] ; test eax, eax ; jz call
#     (find rax among the (handle, ink) pairs at [r8+0x50]..[r8+0xd0], else jmp call)
#     mov r9d, ink ; mov eax, [rbx+0x84]        ; the RECT: in the stack's window as
#     ; above, else in the table's own window ([r8+0xd0] guest address, [r8+0xd8] its
#     ; size less 16, [r8+0xe0] host address) while the host-page generation is the
#     ; one it was aimed at ([r8+0xe8]), else jmp call
#     movsxd l, t, r, b from the RECT ; add dx, dy ([r8+0x18], [r8+0x20])
#     clamp to the box ([r8+0x28]..[r8+0x40]: cmovl / cmovg) ; inc qword [r8+0x48]
#     for each row t..b-1: rdi = rows[t] + 4*l ([r8+0x10]) ; rcx = r-l ; rep stosd
#     mov qword [rbx+8], 1 ; jmp write         ; the result, TRUE
#   text:
#     ; a text run the stub draws itself (fastfill.py learn_text), when the call's slot
#     ; is the table's text slot ([r8+0xf0]: DrawTextA's), the text is on (its ink,
#     ; [r8+0xf8], not 0), its count (third word) is 1..7 and its string (second) and
#     ; RECT (fourth) lie in the stack's window; else on to Python
#     cmp r13, [r8+0xf0] ; jne call ; mov r9, [r8+0xf8] ; test r9, r9 ; jz call
#     mov ecx, [rbx+0x88] ; lea eax, [rcx-1] ; cmp eax, 6 ; ja call
#     rdx = the string's count bytes (one 8-byte read in the window, masked) | count << 56
#     rsi, rdi = the RECT's two 8-byte halves ; eax = the format (fifth word)
#     find (rdx, rax, rsi, rdi) among the [r8+0x108] entries of 8 words at [r8+0x100],
#     else jmp call ; inc qword [r8+0x110]
#     for each of the entry's spans ([+0x28] their address, [+0x30] their number):
#     rdi = rows[row] + 4 * first ; rcx = count ; eax = ink ; rep stosd
#     mov rax, [entry+0x20] ; mov [rbx+8], rax ; jmp write   ; the answer
#   call:
#     mov rdi, r13 ; cmp qword [rbx+0xf0], 0 ; je 10f
#     call [rbx+0x18] ; jmp 11f                 ; dispatch(slot): the Python callback
#                                               ; for a call whose stack words it copied
# 10: call [rbx+0x110]                          ; the one for a call without them
# 11: mov rdx, [rbx+0x10] ; test rdx, rdx ; jnz 9f
#     mov [rbx+8], rax ; jmp write              ; the result it returned
#  9: mov qword [rbx+0x10], 0 ; cmp rdx, 1 ; jne done
#                                               ; else the one it left in the context
#                                               ; (1), or none (2)
#   write:
#     mov rdi, r12 ; mov esi, [rbx+0x38] ; lea rdx, [rbx+8] ; call [rbx+0x28]
#                                               ; uc_reg_write(uc, AX, &ctx.ax)
#   done:
#     pop r13 ; pop r12 ; pop rbx ; ret
_THUNK_STUB = bytes.fromhex(
    "53415441554889cb4989fc4989f54c2b6b4049c1ed024c8b83000100004d85c0741c4c3bab080100007213"
    "498b0089c283e23f4d896cd00848ffc0498900488b7348488b53508b4b584c3bab0801000073068b8b180100"
    "00ff532048c783f000000000000000488b83e0000000488b00483b83d80000000f85d8020000488b03480383"
    "e8000000482b83c0000000483b83c80000000f87ba020000480383d0000000488b1048899380000000488b50"
    "0848899388000000488b501048899390000000488b501848899398000000488b5020488993a0000000488b50"
    "28488993a8000000488b5030488993b0000000488b5038488993b800000048c783f0000000010000004c8b83"
    "f80000004d85c00f84410200008b838000000085c00f8433020000493b000f852a0200004d3b68080f851001"
    "00008b838800000085c00f8412020000498d4850498d90d0000000483b01740e4883c1104839d172f2e9f401"
    "0000448b49088b83840000004889c1482b83c0000000483b83c80000007709480383d0000000eb35488b83e0"
    "000000488b00493b80e80000000f85b70100004889c8492b80d0000000493b80d80000000f87a00100004903"
    "80e00000004c63104c635804486370084863500c498b40184901c24801c6498b40204901c34801c2498b4028"
    "4939c24c0f4cd0498b40304939c34c0f4cd8498b40384839c6480f4ff0498b40404839c2480f4fd049ff4048"
    "4939f27d244939d37d1f4c29d64d8b40104489c84b8b3cd84a8d3c974889f1f3ab49ffc34939d37ceb48c743"
    "0801000000e9450100004d3ba8f00000000f85030100004d8b88f80000004d85c90f84f30000008b8b880000"
    "008d41ff83f8060f87e10000008b8384000000482b83c0000000483b83c80000000f87c7000000480383d000"
    "0000c1e103ba0100000048d3e248ffca48231048c1e1354809ca8b838c000000482b83c0000000483b83c800"
    "00000f878e000000480383d0000000488b30488b78088b83900000004d8b90000100004d8b980801000049c1"
    "e3064d01d34d39da7360493b127512493b4208750c493b72107506493b7a1874064983c240ebde49ff801001"
    "0000498b5010498b72284d8b5a304d85db7421488b06488b3cc2488b4608488d3c87488b4e104489c8f3ab48"
    "83c61849ffcb75df498b422048894308eb354c89ef4883bbf0000000007405ff5318eb06ff9310010000488b"
    "53104885d2750648894308eb0e48c74310000000004883fa01750d4c89e78b7338488d5308ff5328415d415c"
    "5bc3")
#: The context's 8-byte words: what the stub and the Python dispatch share.
_CTX_SP, _CTX_AX, _CTX_PENDING = 0, 1, 2
#: word 12: at a fixed slot (a guest callback's return) a 32-bit caller's EAX as the
#: hook read it (Machine._RESUME_READS); an x64 caller's RCX there at every slot, and
#: its RDX, R8, R9 after it
_CTX_EAX = 12
#: words 16..23: the 64 bytes of stack arguments the stub copied (an x64 caller's follow
#: its four register ones, words 12..15); 24..27: the window (guest address, limit =
#: its size less 64, host address, the host-page generation it was set at); 28: the
#: generation counter's address; 29: the first stack argument's offset from the stack
#: pointer; 30: 1 when the stub copied them for this call; 31: the address of the fast
#: fill table (fastfill.py), 0 for none; 32: the address of the call ring (callring.py),
#: 0 for none; 33: the first API slot (the ring counts calls into slots from it on); 34:
#: the dispatch for a call whose stack words the stub did not copy (3: the one for a
#: call whose words it copied); 35: how many registers the stub reads at a fixed slot
#: (below the first API slot: a callback's return), word 11 being the count at the others;
#: 36..45: what _CALL_PYTHON reads (the two dispatches, the C API's functions)
_CTX_ARGS, _CTX_WINDOW, _CTX_COPIED, ARGS_COPIED = 16, 24, 30, 64
_CTX_FILL, _CTX_RING, _CTX_FIRST_API, _CTX_UNCOPIED = 31, 32, 33, 34
_CTX_FIXED_READS, _CTX_WORDS = 35, 46
#: What a dispatch stores in ``words[_CTX_PENDING]`` for the stub to write no result:
#: (1 has it write ``words[_CTX_AX]``; 0, as the stub leaves it, the value returned).
NO_RESULT = 2
#: The dispatch's C type: the slot in, the result out (taken modulo 2**64 by ctypes).
_THUNK_CB = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_uint64)

# How the stub calls the Python dispatch where the interpreter's C API is reachable: not
# through a ctypes callback (libffi's closure, ctypes' argument and result conversion
# and its frame: ~600 host instructions a call) but through these two entries (the stub's
# words 3 and 34), which call the interpreter directly. The stub keeps the context in
# rbx (callee-saved) while it calls: word 36 is the dispatch for a call whose stack words
# it copied, 37 the other (PyObject pointers, kept alive with the hook), 38..45 the C
# API's functions (_PYTHON_API, in that order).
#
#   copied:   mov rsi, [rbx+0x120] ; jmp common
#   uncopied: mov rsi, [rbx+0x128]
#   common:   push r12 ; push r14 ; push r15 ; mov r12, rdi ; mov r14, rsi
#             call PyGILState_Ensure ; mov r15d, eax   ; as a ctypes callback takes it
#             rdi = r12 ; call PyLong_FromUnsignedLongLong ; test rax ; jz failed
#             r12 = rax ; call PyObject_CallOneArg(r14, rax) ; r14 = rax
#             call Py_DecRef(r12) ; test r14 ; jz failed
#             call PyLong_AsUnsignedLongLongMask(r14) ; r12 = rax
#             (rax == -1 and PyErr_Occurred(): PyErr_WriteUnraisable(NULL), r12 = 0)
#             call Py_DecRef(r14) ; jmp done
#   failed:   PyErr_WriteUnraisable(NULL) ; r12 = 0  ; (the dispatch catches its own)
#   done:     call PyGILState_Release(r15d) ; rax = r12 ; pop r15 ; pop r14 ; pop r12 ; ret
_CALL_PYTHON = bytes.fromhex(
    "488bb320010000eb07488bb3280100004154415641574989fc4989f6ff93300100004189c74c89e7ff93"
    "400100004885c074534989c44c89f74889c6ff93480100004989c64c89e7ff93580100004d85f674334c"
    "89f7ff93500100004989c44883f8ff7516ff93680100004885c0740b31ffff93600100004531e44c89f7"
    "ff9358010000eb0b31ffff93600100004531e44489ffff93380100004c89e0415f415e415cc3")
_CALL_UNCOPIED = 9                      # the second entry's offset
_CTX_PYTHON = 36                        # words 36, 37: the two dispatches
_PYTHON_API = ("PyGILState_Ensure", "PyGILState_Release", "PyLong_FromUnsignedLongLong",
               "PyObject_CallOneArg", "PyLong_AsUnsignedLongLongMask", "Py_DecRef",
               "PyErr_WriteUnraisable", "PyErr_Occurred")
_python_api = []                        # their addresses, found once (empty: not yet)


def _python_caller():
    """(the address of _CALL_PYTHON, the C API's addresses in _PYTHON_API's order), or
    None where the host or the interpreter cannot run it (then the stub calls ctypes
    callbacks)."""
    code = executable(_CALL_PYTHON)
    if code is None or sys.implementation.name != "cpython" or \
            hasattr(sys, "gettotalrefcount"):
        return None
    if not _python_api:
        try:
            _python_api.extend(ctypes.cast(getattr(ctypes.pythonapi, name),
                                           ctypes.c_void_p).value for name in _PYTHON_API)
        except AttributeError:
            _python_api.append(None)
    if None in _python_api:
        return None
    return code, _python_api


def _native_thunk_stub():
    """The address of the machine-code thunk hook, or None where it cannot run."""
    return executable(_THUNK_STUB)


def add_thunk_hook(uc, make_dispatch, sp_reg, ax_reg, begin, end, arg_regs=(),
                   generation=None, arg_offset=4, fill_table=0, call_ring=0,
                   first_api=_SLOT_FIRST_API, resume_regs=()):
    """Install the machine-code thunk hook over ``begin``..``end`` (inclusive), or return
    None where it cannot run (then the caller uses :func:`add_code_hook`).

    ``make_dispatch(words, copied)`` returns the Python dispatch ``dispatch(slot)``,
    called with the thunk's slot (its address minus ``begin``, over 4: a small int,
    which a subtraction of two large ones would cost more): the stub calls the one made
    with ``copied`` True for a call whose stack words it copied (below), the other for
    one without (one test fewer for the dispatch); ``words`` is a memoryview of the
    hook's context as unsigned 64-bit words: ``words[0]`` holds the stack pointer as the
    call found it. The stub writes the int the dispatch returns (modulo 2**64) to
    ``ax_reg``, unless the dispatch set ``words[2]`` to :data:`NO_RESULT` (nothing is
    written) or to 1 (``words[1]`` is written instead); ``words[12]``... hold ``arg_regs``
    (at most four: an x64 caller's RCX, RDX, R8, R9), read with the stack pointer in one
    ``uc_reg_read_batch``. The dispatch must catch its own exceptions (a ctypes callback
    cannot raise).

    With ``generation`` (Memory.host_generation) the stub also copies the 64 bytes at
    the stack pointer plus ``arg_offset`` (the first stack argument) to ``words[16:24]``
    and sets ``words[30]`` to 1, when they lie inside the window the dispatch aimed it
    at (:func:`aim_window`) and the generation is still the one it was aimed at.

    ``fill_table`` (the address of a fastfill.FastFill table; 32-bit callers, whose
    first three stack arguments it reads as a DC, a RECT pointer and a brush): the stub
    does the fills the table is armed for itself, writing TRUE to ``ax_reg``, and the
    DrawTextA calls whose runs it holds (the DC, the string, its count, the RECT and the
    format), writing their answers.

    ``call_ring`` (the address of a callring.CallRing table): the stub counts each call
    into a slot from ``first_api`` on there, before anything else.

    ``resume_regs``: registers read after ``arg_regs`` (into the words that follow
    theirs; at most five registers in all) only at a slot below ``first_api`` (a guest
    callback's return: a 32-bit caller's EAX), so that an API call pays for none."""
    lib = getattr(sys.modules.get(Uc.__module__), "uclib", None)
    handle = getattr(uc, "_uch", None)
    stub = _native_thunk_stub()
    if lib is None or handle is None or stub is None or not hasattr(uc, "_hook_exception"):
        return None
    ctx = (ctypes.c_uint64 * _CTX_WORDS)()
    words = memoryview(ctx).cast("B").cast("Q")
    copied_fn, uncopied_fn = make_dispatch(words, True), make_dispatch(words, False)
    caller = _python_caller()
    if caller is None:
        cb, uncopied = _THUNK_CB(copied_fn), _THUNK_CB(uncopied_fn)
        entries = (ctypes.cast(cb, ctypes.c_void_p).value,
                   ctypes.cast(uncopied, ctypes.c_void_p).value)
    else:
        # the dispatches called straight through the C API (_CALL_PYTHON)
        cb, uncopied = copied_fn, uncopied_fn
        code, api = caller
        entries = (code, code + _CALL_UNCOPIED)
        ctx[_CTX_PYTHON], ctx[_CTX_PYTHON + 1] = id(copied_fn), id(uncopied_fn)
        ctx[_CTX_PYTHON + 2:_CTX_PYTHON + 2 + len(api)] = api
    base = ctypes.addressof(ctx)
    regs = (tuple(arg_regs) + tuple(resume_regs))[:4]
    ids = (ctypes.c_int * 5)(sp_reg, *regs)
    vals = (ctypes.c_void_p * 5)(base, *(base + 8 * (12 + i) for i in range(len(regs))))
    ctx[3], ctx[_CTX_UNCOPIED] = entries
    ctx[4] = ctypes.cast(lib.uc_reg_read_batch, ctypes.c_void_p).value
    ctx[5] = ctypes.cast(lib.uc_reg_write, ctypes.c_void_p).value
    ctx[7], ctx[8] = ax_reg, begin
    ctx[9], ctx[10] = ctypes.addressof(ids), ctypes.addressof(vals)
    ctx[11], ctx[_CTX_FIXED_READS] = 1 + min(len(arg_regs), 4), 1 + len(regs)
    if generation is None:
        generation = ctypes.c_uint64(0)      # never aimed: the window never matches
    ctx[_CTX_WINDOW + 3] = (1 << 64) - 1
    ctx[_CTX_WINDOW + 4] = ctypes.addressof(generation)
    ctx[_CTX_WINDOW + 5] = arg_offset
    ctx[_CTX_FILL] = fill_table
    ctx[_CTX_RING], ctx[_CTX_FIRST_API] = call_ring, first_api
    hh = ctypes.c_size_t()
    err = lib.uc_hook_add(handle, ctypes.byref(hh), UC_HOOK_CODE, ctypes.c_void_p(stub),
                          ctypes.byref(ctx), ctypes.c_uint64(begin), ctypes.c_uint64(end))
    if err:
        raise UcError(err)
    # the emulator's lifetime is the callback's and the context's
    uc.__dict__.setdefault("_wineagent_callbacks", []).extend((cb, uncopied, ctx, words, ids,
                                                               vals, generation))
    return hh.value


def aim_window(words, hit, generation):
    """Point the thunk hook's window (add_thunk_hook) at the host buffer of ``hit`` (a
    Memory page entry: view, first address, end, mmap, the mmap's first address), as of
    ``generation``'s value now; returns what must be kept alive with it (the entry: its
    mmap). An allocation under 64 bytes gets none."""
    _view, start, end, mm, mbase = hit
    if end - start < ARGS_COPIED:
        return None
    host = ctypes.c_char.from_buffer(mm)
    try:
        addr = ctypes.addressof(host) + (start - mbase)
    finally:
        del host                # (an export of the mmap while it lives)
    words[_CTX_WINDOW + 3] = (1 << 64) - 1    # invalid while it is being set
    words[_CTX_WINDOW] = start
    words[_CTX_WINDOW + 1] = end - start - ARGS_COPIED
    words[_CTX_WINDOW + 2] = addr
    words[_CTX_WINDOW + 3] = generation.value
    return hit


class Machine:
    """An x86-32 guest CPU with an address space, thunked APIs and counted batches.

    ``call_factory(spec)`` turns an ApiSpec into the first argument its handler receives
    (the VM supplies it, so the machine knows nothing about Windows beyond the TEB).
    """

    #: Unicorn's mode, the pointer size and the program counter / stack pointer
    #: registers of this CPU (machine/cpu64.py's Machine64 changes all four).
    MODE = UC_MODE_32
    WIDTH = 4
    _PC, _SP, _CX = UC_X86_REG_EIP, UC_X86_REG_ESP, UC_X86_REG_ECX
    _AX = UC_X86_REG_EAX           # where a result goes
    _ARG_REGS = ()                 # the registers arguments travel in (x64's four)
    #: What the thunk hook reads at a fixed slot (a guest callback's return) into its
    #: context words 12.. after the argument registers (none at 32 bits): the callback's
    #: result, which :meth:`_resume` takes (Machine64 reads its RAX itself).
    _RESUME_READS = (UC_X86_REG_EAX,)
    _FIRST_STACK_ARG = 4           # its offset from the stack pointer at a thunk
    _FAST_FILL = True              # the thunk stub may do solid fills (fastfill.py)
    _UNTIL = 0xFFFFFFFF          # emu_start's end address: one no guest code reaches
    TEB = TEB_BASE               # the first thread's TEB

    def __init__(self, call_factory, recent_calls=16):
        self.uc = Uc(UC_ARCH_X86, self.MODE)
        self.mem = Memory(self.uc)
        self._call_factory = call_factory
        self.thunks = []               # slot -> (spec or None, call object, trace name)
        self.bare_handlers = True      # no metafile DC yet: the bare twins (_bind)
        self._bare_slots = []          # slots whose spec has a bare twin
        self._thunk_by_name = {}       # "DLL!name" -> address
        self.absent = []               # page -> "DLL!name" of an absent variable
        self.frames = []               # stack of suspended generator handlers
        if recent_calls > callring.SIZE:
            raise ValueError("a machine keeps at most %d recent calls" % callring.SIZE)
        self._recent = collections.deque(maxlen=recent_calls)
        self._api_calls = 0
        self.callbacks = 0             # generator handlers advanced (progress, see threads)
        self.parked = False            # the last batch ended because the guest blocked
        self.fault = None              # GuestFault once the guest has died
        self.exited = False
        self.exit_code = None
        self._stop_requested = False
        self._fault_addr = None
        # exception_hook(code, address, info) -> generator or None: the OS layer's
        # structured exception dispatch (win32/kernel/seh.py) for a CPU fault; None, or a
        # hook that declines, leaves the fault fatal as before.
        self.exception_hook = None
        self._pending_exception = None
        self._setup_thunks()
        self._setup_segments()
        self._setup_stack()
        self.add_hooks()

    def add_hooks(self):
        """Attach this machine's Unicorn hooks to ``self.uc`` (at start, and again when a
        savestate gives the machine a new emulator: wineagent/state)."""
        self._counters_from_old_state()
        self.regs32 = Registers32(self.uc, self.mem)
        # MXCSR and the x87 status word as the runtime reads them: with the exception
        # flags Unicorn keeps apart (fpflags.py)
        self.fp = FpFlags(self.uc)
        # The block counter first: it must be on the engine before any code is translated.
        self.blocks = BlockCounter()
        self.blocks.install(self.uc)
        # One code hook, limited to the thunk range: nothing outside it pays for dispatch.
        # The machine-code hook with the dispatch as its one Python frame where the host
        # runs it; else the Python hook around _on_thunk (the same dispatch, step by step).
        end = THUNK_BASE + THUNK_SIZE - 1
        # (before the dispatch is made: it holds the table's words)
        self.fast_fill = FastFill()
        self.call_ring = CallRing()
        if not self._NATIVE_DISPATCH or add_thunk_hook(
                self.uc, self._dispatcher, self._SP, self._AX, THUNK_BASE, end,
                self._ARG_REGS, self.mem.host_generation(), self._FIRST_STACK_ARG,
                self.fast_fill.address if self._FAST_FILL else 0,
                self.call_ring.address, resume_regs=self._RESUME_READS) is None:
            add_code_hook(self.uc, self._on_thunk, THUNK_BASE, end)
        elif self._FAST_FILL:
            self.fast_fill.installed_at(THUNK_BASE)
        # Page protections in a virtual TLB, and faults found where it is filled: no
        # memory hook covers guest memory, so guest stores take Unicorn's fast path
        # (vtlb.py). After FpFlags, whose one calibration maps a page of its own.
        self.mem.tlb = VirtualTlb(self.uc, self._on_fault, self._UNTIL, self.WIDTH == 8)
        self.mem.tlb.install()
        self.mem.traps_installed()          # write traps of a loaded state (memory.py)
        self.uc.hook_add(UC_HOOK_INTR, self._on_interrupt)
        # CPUID without SSE4.2, whose substring search Unicorn gets wrong (cpuid.py)
        cpuid.install(self.uc, self.MODE)
        # x87 errors as #MF at the next waiting instruction, as Windows runs the FPU
        # (machine/x87.py): without CR0.NE Unicorn reports unmasked ones to no one.
        self.uc.reg_write(UC_X86_REG_CR0, self.uc.reg_read(UC_X86_REG_CR0) | x87.CR0_NE)

    @property
    def api_calls(self):
        """The API calls the guest made (each call into an API's thunk, a parked call's
        every retry included)."""
        self._take_calls()
        return self._api_calls

    @api_calls.setter
    def api_calls(self, value):
        self._take_calls()
        self._api_calls = value

    @property
    def recent(self):
        """The trace names ("DLL!name") of the last API calls, oldest first (a deque of
        ``recent_calls``)."""
        self._take_calls()
        return self._recent

    def _counters_from_old_state(self):
        """A machine from a state saved before the stub counted the calls (callring.py)
        holds the two counters under their public names: move them where the
        properties read them. (The instance's ``__dict__`` is looked at only then:
        asking for it makes CPython keep the attributes in a dict of their own, and every
        attribute read of the machine slower.)"""
        try:
            self._api_calls
            return
        except AttributeError:
            held = self.__dict__
        if "api_calls" in held:
            held["_api_calls"] = held.pop("api_calls")
        if "recent" in held:
            held["_recent"] = held.pop("recent")

    #: a machine from a state made before the ring existed has none until add_hooks
    call_ring = None

    def _take_calls(self):
        """Count the calls the thunk stub counted (callring.py) as the dispatch counts a
        call: ``api_calls`` and ``recent``, oldest first."""
        ring = self.call_ring
        if ring is None:
            return
        n, slots = ring.take(self._recent.maxlen)
        if n:
            self._api_calls += n
            thunks = self.thunks
            self._recent.extend(thunks[s][2] if s < len(thunks) and thunks[s] else "?"
                                for s in slots)
        self.fast_fill.take_pending()   # (counted in the ring too: its own figure)

    def close(self):
        """Free the Unicorn engine now: its guest memory and translation cache (several
        MB per VM, outside Python's heap). Idempotent; afterwards the machine raises
        :class:`EmulatorClosed` on use.

        Why not leave it to the garbage collector: the binding's hook closures refer to
        the ``Uc`` object itself, so an engine is only ever freed by a cyclic collection,
        which an idle service may not run for hours; until then a closed page VM kept
        all of its engine's memory (issue 18)."""
        uc = self.uc
        if isinstance(uc, _ClosedUc):
            return
        closed = _ClosedUc()
        self.uc = self.mem.uc = closed
        self.mem.tlb = None
        self.regs32 = Registers32(closed)
        # The binding (unicorn 2.x) frees the engine through a weakref.finalize, which is
        # idempotent: calling it now runs uc_close once, and the collection later does
        # nothing. Another binding without it: dropping our references is all we can do.
        release = getattr(uc, "_Uc__finalizer", None)
        if release is not None:
            release()
            self.mem.release()      # its host buffers: after the engine that mapped them

    # -- set-up --------------------------------------------------------------
    def _setup_thunks(self):
        self.mem.map(THUNK_BASE, THUNK_SIZE, 0x20, "thunks")
        self.uc.mem_write(THUNK_BASE, b"\xc3\x90\x90\x90" * (THUNK_SIZE // 4))
        self.thunks = [None] * _SLOT_FIRST_API

    def _setup_segments(self):
        # 32-bit FS_BASE writes are ignored by Unicorn: FS must be a real GDT selector.
        self.mem.map(GDT_BASE, 0x1000, 0x04, "gdt")
        gdt = bytearray(8 * 8)
        # Flat 4 GiB code and data (32-bit, page granular) and the FS segment over the TEB.
        # SS must be loaded too: without it Unicorn's stack segment can act as 16-bit.
        gdt[8 * 1:8 * 2] = _descriptor(0, 0xFFFFF, 0x9A, 0xC)
        gdt[8 * 2:8 * 3] = _descriptor(0, 0xFFFFF, 0x92, 0xC)
        gdt[8 * 5:8 * 6] = _descriptor(TEB_BASE, 0xFFF, 0x92, 0x4)  # data, RW, DPL0
        self.uc.mem_write(GDT_BASE, bytes(gdt))
        # The limit covers the whole page: entries from FS_FIRST_THREAD_ENTRY on are the
        # FS segments of further threads (set_fs_entry), one per thread.
        self.uc.reg_write(UC_X86_REG_GDTR, (0, GDT_BASE, 0xFFF, 0x0))
        self.mem.map(TEB_BASE, 0x2000, 0x04, "teb+peb")
        for reg in (UC_X86_REG_SS, UC_X86_REG_DS, UC_X86_REG_ES):
            self.uc.reg_write(reg, 2 << 3)
        self.uc.reg_write(UC_X86_REG_FS, 5 << 3)
        # The floating-point units as Windows starts a process: x87 with 53-bit precision
        # and every exception masked, SSE with every exception masked (Unicorn's reset
        # leaves MXCSR 0: all SSE exceptions unmasked).
        self.uc.reg_write(UC_X86_REG_FPCW, 0x27F)
        self.uc.reg_write(UC_X86_REG_MXCSR, 0x1F80)

    #: the TEB fields that name the main thread's stack's low end: StackLimit and
    #: DeallocationStack (machine/cpu64.py has the x64 TEB's)
    _STACK_LOW_FIELDS = (TEB_BASE + 0x08, TEB_BASE + 0xE0C)

    def reserve_main_stack(self, reserve):
        """Make the main thread's stack ``reserve`` bytes (the image's
        SizeOfStackReserve), as Windows reserves it: one allocation ending at the same top,
        so it grows into the free space below the 1 MB mapped at start — at most down to
        64 KB (a larger reserve is capped there: 2.9 MB). Called before the program runs;
        what the stack holds is kept."""
        reserve = min((reserve + 0xFFFF) & ~0xFFFF, STACK_TOP - 0x10000)
        if reserve <= STACK_SIZE:
            return
        low = STACK_TOP - reserve
        if not self.mem.is_free(low, reserve - STACK_SIZE):
            return
        held = self.mem.read(STACK_TOP - STACK_SIZE, STACK_SIZE)
        self.mem.unmap(STACK_TOP - STACK_SIZE)
        self.mem.map(low, reserve, 0x04, "stack")
        self.mem.write(STACK_TOP - STACK_SIZE, held)
        for field in self._STACK_LOW_FIELDS:
            self.mem.wptr(field, low)

    def _setup_stack(self):
        self.mem.map(STACK_TOP - STACK_SIZE, STACK_SIZE, 0x04, "stack")
        self.uc.reg_write(UC_X86_REG_ESP, STACK_TOP - 0x100)
        mem = self.mem
        mem.w32(TEB_BASE + 0x00, 0xFFFFFFFF)          # SEH chain: empty
        mem.w32(TEB_BASE + 0x04, STACK_TOP)           # StackBase
        mem.w32(TEB_BASE + 0x08, STACK_TOP - STACK_SIZE)  # StackLimit
        mem.w32(TEB_BASE + 0xE0C, STACK_TOP - STACK_SIZE)  # DeallocationStack
        mem.w32(TEB_BASE + 0x18, TEB_BASE)            # NT_TIB.Self
        mem.w32(TEB_BASE + 0x20, 0x100)               # ClientId.UniqueProcess
        mem.w32(TEB_BASE + 0x24, 0x104)               # ClientId.UniqueThread
        mem.w32(TEB_BASE + 0x30, PEB_BASE)

    # -- threads: what one guest thread owns of the CPU ------------------------
    def set_fs_entry(self, index, teb):
        """Point GDT entry ``index`` at a thread's TEB; returns its FS selector.

        32-bit FS_BASE writes are ignored by Unicorn, so each thread needs its own
        descriptor; entry 5 is the first thread's.
        """
        if not FS_FIRST_THREAD_ENTRY <= index < 512:
            raise MemoryError("no GDT entry left for another thread's FS segment")
        self.uc.mem_write(GDT_BASE + 8 * index, _descriptor(teb, 0xFFF, 0x92, 0x4))
        return index << 3

    def save_context(self):
        """The running thread's CPU state: every register (Unicorn's context, FPU and
        segment caches included) and its stack of suspended generator handlers."""
        return (self.uc.context_save(), self.frames)

    def restore_context(self, ctx):
        """Make a context saved by ``save_context`` (or made by ``start_context``) the
        running one."""
        regs, self.frames = ctx
        self.regs32.sp_moved = True
        if isinstance(regs, dict):    # a thread that never ran: its start registers
            for reg, value in regs.items():
                self.uc.reg_write(reg, value)
        else:
            self.uc.context_restore(regs)

    def return_context(self, argbytes):
        """From inside an API handler: the calling code's context as it stands once the
        API has returned (the return address popped with ``argbytes`` of arguments, as the
        thunk's ``ret N`` would), saved as :meth:`save_context` saves it. The registers
        are left so. Fibers: SwitchToFiber keeps the fiber it leaves this way."""
        sp = self.uc.reg_read(self._SP)
        self.regs32.sp_moved = True
        self.uc.reg_write(self._PC, self.mem.uptr(sp))
        self.uc.reg_write(self._SP, sp + self.WIDTH + argbytes)
        return self.save_context()

    def enter_context(self, ctx, segment):
        """From inside an API handler: go on with context ``ctx`` (one
        :meth:`return_context` or :meth:`start_context` made) instead of returning to the
        caller, on the running thread, whose TEB ``segment`` replaces the one ``ctx``
        was saved with (a fiber may go on on another thread than the one it left)."""
        self.restore_context(ctx)
        self._set_teb_segment(segment)
        # A write of the program counter is what makes Unicorn leave the hook for the
        # new address instead of running the thunk's `ret`.
        self.uc.reg_write(self._PC, self.uc.reg_read(self._PC))

    def _set_teb_segment(self, fs):
        self.uc.reg_write(UC_X86_REG_FS, fs)

    def start_context(self, gen, on_done, esp, fs):
        """The context of a new thread: it begins by running ``gen`` (which calls the
        thread procedure) on the stack at ``esp``, with FS selector ``fs``.

        The general registers are zero, as Windows starts threads with clean registers
        except the stack; FPU state carries over from whichever thread ran before.
        """
        regs = {r: 0 for r in (UC_X86_REG_EAX, UC_X86_REG_EBX, UC_X86_REG_ECX,
                               UC_X86_REG_EDX, UC_X86_REG_ESI, UC_X86_REG_EDI,
                               UC_X86_REG_EBP)}
        regs.update({UC_X86_REG_ESP: esp, UC_X86_REG_EIP: THUNK_BASE + _SLOT_RESUME * 4,
                     UC_X86_REG_FS: fs, UC_X86_REG_EFLAGS: 0x202})
        return (regs, [_Frame(gen, None, esp, on_done, started=False)])

    # -- thunks --------------------------------------------------------------
    def thunk_for(self, spec, trace_name):
        """The guest address of the thunk for ``spec`` (None: an unimplemented import)."""
        addr = self._thunk_by_name.get(trace_name)
        if addr is not None:
            return addr
        slot = len(self.thunks)
        if slot * 4 >= THUNK_SIZE:
            raise MemoryError("thunk range exhausted")
        addr = THUNK_BASE + slot * 4
        argbytes = spec.argbytes if spec is not None else 0
        if argbytes:
            self.uc.mem_write(addr, b"\xc2" + struct.pack("<H", argbytes) + b"\x90")
        self._bind(slot, spec, trace_name)
        return addr

    #: Whether thunk entries of a spec with a bare twin (abi/api.py: ApiSpec.bare) hold
    #: the twin: True while the VM needs none of the wrappers (no metafile DC open). The
    #: class defaults serve a machine from a savestate made before these existed: its
    #: entries hold the wrapped specs, which are right either way.
    bare_handlers = False
    _bare_slots = ()

    def _bind(self, slot, spec, trace_name):
        """Append the thunk entry of ``slot`` (both widths' :meth:`thunk_for`)."""
        call = self._call_factory(spec) if spec is not None else None
        held = spec
        if spec is not None and spec.bare is not None:
            if not self._bare_slots:
                self._bare_slots = []
            self._bare_slots.append(slot)
            if self.bare_handlers:
                held = spec.bare
        self.thunks.append((held, call, trace_name))
        self._thunk_by_name[trace_name] = addr = THUNK_BASE + slot * 4
        return addr

    def use_bare_handlers(self, bare):
        """Hold the bare twins (``bare`` True) or the wrapped specs in the thunk entries
        that have both: the OS layer says when its wrappers are needed (gdi32: while a
        metafile DC is open, its GDI calls record themselves). An entry that someone
        else replaced (events/apitrace.py's traced copy) is left as it is."""
        bare = bool(bare)
        if bare == self.bare_handlers:
            return
        self.bare_handlers = bare
        thunks = self.thunks
        for slot in self._bare_slots:
            spec, call, name = thunks[slot]
            if spec.bare is not None and spec.bare.wrapped is spec:
                if bare:
                    thunks[slot] = (spec.bare, call, name)
            elif spec.wrapped is not None and spec.wrapped.bare is spec:
                if not bare:
                    thunks[slot] = (spec.wrapped, call, name)

    def settled_entry(self, entry):
        """``entry`` (spec, call, name) with the variant of its spec this machine holds
        now (:meth:`use_bare_handlers`): how a replaced entry goes back."""
        spec, call, name = entry
        if spec is None:
            return entry
        full = spec.wrapped if spec.wrapped is not None else spec
        if full.bare is None:
            return entry
        return (full.bare if self.bare_handlers else full, call, name)

    def absent_variable(self, trace_name):
        """The address an import of a variable we do not implement binds to (a built-in
        DLL's data export, such as MSVCP140's std::cout): a page of its own in a range
        nothing maps, so that the program's first read or write of the variable stops it
        as unimplemented, naming it, where a thunk's bytes would have been read as the
        variable (a vtable pointer of 0x909090c2)."""
        if trace_name in self.absent:
            return ABSENT_BASE + (self.absent.index(trace_name) << 12)
        if (len(self.absent) + 1) << 12 > ABSENT_SIZE:
            raise MemoryError("absent variable range exhausted")
        self.absent.append(trace_name)
        return ABSENT_BASE + ((len(self.absent) - 1) << 12)

    def name_at(self, addr):
        """The API name whose thunk is at ``addr``, or None."""
        slot = (addr - THUNK_BASE) >> 2
        if THUNK_BASE <= addr < THUNK_BASE + THUNK_SIZE and slot < len(self.thunks) \
                and self.thunks[slot]:
            return self.thunks[slot][2]
        return None

    # -- registers -----------------------------------------------------------
    @property
    def eip(self):
        """The guest's instruction pointer."""
        if self._PC == UC_X86_REG_EIP:
            # through the C function (every step's reply and snapshot read it); the
            # binding's reg_read picks a register class per call
            return self.regs32.read(UC_X86_REG_EIP)
        return self.uc.reg_read(self._PC)

    def regs(self):
        """The general registers as a dict (for reports and eval)."""
        r = self.uc.reg_read
        return {n: r(c) for n, c in (
            ("eax", UC_X86_REG_EAX), ("ebx", UC_X86_REG_EBX), ("ecx", UC_X86_REG_ECX),
            ("edx", UC_X86_REG_EDX), ("esi", UC_X86_REG_ESI), ("edi", UC_X86_REG_EDI),
            ("ebp", UC_X86_REG_EBP), ("esp", UC_X86_REG_ESP), ("eip", UC_X86_REG_EIP))}

    def push_x87(self, value):
        """Push a double on the x87 stack (how cdecl functions return floating point).

        Unicorn exposes the physical registers FP0..FP7; ST(0) is FP[TOP], so we move
        TOP down, store the 80-bit value there and mark its tag valid.
        """
        uc = self.uc
        sw = uc.reg_read(UC_X86_REG_FPSW)
        top = (((sw >> 11) & 7) - 1) & 7
        uc.reg_write(UC_X86_REG_FPSW, (sw & ~0x3800) | (top << 11))
        uc.reg_write(UC_X86_REG_FP0 + top, _to_float80(value))
        uc.reg_write(UC_X86_REG_FPTAG, uc.reg_read(UC_X86_REG_FPTAG) & ~(3 << (2 * top)))

    def pop_x87(self):
        """Pop ST(0) as a Python float (how msvcrt's _CI* functions take their operands):
        the 80-bit value is rounded to a double; TOP moves up and the register is tagged
        empty."""
        uc = self.uc
        sw = uc.reg_read(UC_X86_REG_FPSW)
        top = (sw >> 11) & 7
        value = _from_float80(*uc.reg_read(UC_X86_REG_FP0 + top))
        uc.reg_write(UC_X86_REG_FPTAG, uc.reg_read(UC_X86_REG_FPTAG) | (3 << (2 * top)))
        uc.reg_write(UC_X86_REG_FPSW, (sw & ~0x3800) | (((top + 1) & 7) << 11))
        return value

    def xmm_double(self, index):
        """The double in the low 64 bits of XMM``index`` (how Visual C++'s SSE2 math
        helpers, ``_libm_sse2_*``, take their operands in a 32-bit program)."""
        low = self.uc.reg_read(UC_X86_REG_XMM0 + index) & _XMM_LOW
        return _XMM_DOUBLE.unpack(_XMM_QWORD.pack(low))[0]

    def set_xmm_double(self, index, value):
        """Put a double in the low 64 bits of XMM``index``, the high ones kept (how the
        SSE2 helpers give their result back, in XMM0)."""
        reg = UC_X86_REG_XMM0 + index
        high = self.uc.reg_read(reg) & ~_XMM_LOW
        self.uc.reg_write(reg, high | _XMM_QWORD.unpack(_XMM_DOUBLE.pack(value))[0])

    def push(self, value):
        """Push a 32-bit value on the guest stack."""
        esp = self.uc.reg_read(UC_X86_REG_ESP) - 4
        self.regs32.sp_moved = True
        self.mem.w32(esp, value)
        self.uc.reg_write(UC_X86_REG_ESP, esp)

    # -- start ---------------------------------------------------------------
    def start_generator(self, gen, on_done):
        """Begin execution with a Python generator (the boot sequence) as the outer frame.

        ``on_done(value)`` runs when the generator returns.
        """
        esp = self.uc.reg_read(self._SP)
        self.frames.append(_Frame(gen, None, esp, on_done, started=False))
        self.uc.reg_write(self._PC, THUNK_BASE + _SLOT_RESUME * 4)

    # -- running -------------------------------------------------------------
    def run(self, count):
        """Run at most ``count`` translated blocks; returns when done, parked, exited or
        faulted.

        Returns True when all ``count`` ran — nothing stopped the guest early — so a caller
        may split a long run into slices: the block counter stops the guest at the start
        of block ``count`` (blockcount.py), a hook's emu_stop() stops *before* its
        instruction, and the next emu_start() from EIP continues exactly there.
        """
        if self.exited or self.fault:
            return False
        self.parked = False
        self._stop_requested = False
        self._fault_addr = None
        self._fault_access = None      # a fault of an earlier batch says nothing of this one
        eip = self.eip
        # Whether the program has unmasked an x87 exception: then each API call first
        # looks for one pending (machine/x87.py); read at the batch's start, so a state
        # loaded later decides alike. Programs that mask them all pay nothing.
        self._fp_watch = self.uc.reg_read(UC_X86_REG_FPCW) & 0x3F != 0x3F
        # the host may have changed any DC since the last batch: the stub's fills wait
        # for a handler to arm them again (fastfill.py)
        self.fast_fill.disarm()
        self.blocks.arm(count)
        while True:
            try:
                try:
                    self._emu_start(eip)
                finally:
                    self._take_calls()
                if self._pending_exception is not None and self.fault is None:
                    intno = self._pending_exception[2]
                    if not self._raise_cpu_exception(None):
                        self._interrupt_fault(intno)
            except UcError as e:
                if (self.fault is None and self._fault_access in self._PROT_FAULTS
                        and (self.mem.guard_pages or self.mem.hidden_pages)):
                    # a guard page's first access (Memory.guard), or a stack's reserved
                    # page (Memory.hide): the system's answer (a stack grown: the access
                    # runs again) or an exception for the guest's handlers
                    outcome = self._guard_page(e)
                    if outcome is False:
                        self._fault_addr = self._fault_access = None
                        eip = self.uc.reg_read(self._PC)
                        continue
                    if outcome is True:
                        break
                if (self.fault is None and self._fault_access == UC_MEM_WRITE_PROT
                        and self.mem.write_traps and self.mem.write_trapped(self._fault_addr)):
                    # a write-watched or copy-on-write page's first write (Memory.
                    # trap_writes): the page is writable now; the store runs again
                    self._fault_addr = self._fault_access = None
                    eip = self.uc.reg_read(self._PC)
                    continue
                if (self.fault is None and self._fault_access == UC_MEM_FETCH_PROT
                        and self.mem.execute_readable):
                    # the process's DEP is off (win32/kernel/dep.py): a readable page
                    # runs code (Memory.lend_execute) and the fetch runs again; an
                    # unreadable one faults as a read, as Windows reports it without NX
                    if self.mem.lend_execute(self._fault_addr):
                        self._fault_addr = self._fault_access = None
                        eip = self.uc.reg_read(self._PC)
                        continue
                    self._fault_access = UC_MEM_READ_PROT
                if self.fault is None and not self._raise_cpu_exception(e):
                    self._record_cpu_fault(e)
            except Exception as e:  # a handler bug surfaced through Unicorn's hook wrapper
                if self.fault is None:
                    self._record_fault("internal", "internal error: %s: %s"
                                       % (type(e).__name__, e))
            break
        reached = self.blocks.reached
        self.blocks.disarm()
        self.fp.sync()              # the batch's FP exceptions into MXCSR/FPSW (fpflags.py)
        return reached and not (self.parked or self.exited or self._stop_requested
                                or self.fault is not None)

    def _emu_start(self, eip):
        """``uc.emu_start(eip, _UNTIL)``, holding the GIL while the guest runs when no
        other Python thread is there to want it: the binding's call releases it, and
        then every API call's callback takes it again and gives it back (ctypes'
        PyGILState_Ensure and Release: a lock and a condition variable each way, ~400
        host instructions a call). With threads (an MCP server's workers, a reactor's
        thread pool) it is released as before, so they run while the guest computes;
        the guest cannot tell either way."""
        uc = self.uc
        held = _held_emu_start(uc)
        if held is None or threading.active_count() != 1:
            uc.emu_start(eip, self._UNTIL)
            return
        # what the binding's emu_start does around the C call
        uc._hook_exception = None
        status = held(uc._uch, ctypes.c_uint64(eip), ctypes.c_uint64(self._UNTIL),
                      ctypes.c_uint64(0), ctypes.c_size_t(0))
        if status:
            raise UcError(status)
        if uc._hook_exception is not None:
            raise uc._hook_exception

    # Windows exception codes of the CPU faults the guest may handle itself.
    _PROT_FAULTS = frozenset((UC_MEM_READ_PROT, UC_MEM_WRITE_PROT, UC_MEM_FETCH_PROT))
    _ACCESS_CODES = {UC_MEM_READ_UNMAPPED: 0, UC_MEM_READ_PROT: 0, UC_MEM_WRITE_UNMAPPED: 1,
                     UC_MEM_WRITE_PROT: 1, UC_MEM_FETCH_UNMAPPED: 8, UC_MEM_FETCH_PROT: 8}
    _INTERRUPT_CODES = {0: 0xC0000094, 3: 0x80000003, 4: 0xC0000095, 5: 0xC000008C,
                        6: 0xC000001D}

    #: the machine's answer to a guard page's access, set by the Win32 layer
    #: (kernel/guard.py): ``guard_hook(address, kind, guard)`` with the
    #: EXCEPTION_*_FAULT kind, ``guard`` False for a stack's reserved page; None when the
    #: system handled it (the access runs again: a stack grown), False for an access
    #: violation, else the exception to raise, (code, parameters)
    guard_hook = None

    def _guard_page(self, err):
        """A guest access stopped at a guard page or a stack's reserved page: False when
        the access should simply run again, True when the batch ends (an exception is on
        its way to the guest's handlers, or the fault stands), None when it is an
        ordinary access violation. A guard page's guard is gone before anything
        handles it (a one-shot, as on Windows)."""
        address = self._fault_addr
        page = address >> 12
        guard = self.mem.guard_hit(address)
        if not guard and page not in self.mem.hidden_pages:
            return None
        kind = self._ACCESS_CODES[self._fault_access]
        raised = (0x80000001, (kind, address)) if guard else False  # STATUS_GUARD_PAGE_VIOLATION
        if self.guard_hook is not None:
            raised = self.guard_hook(address, kind, guard)
        if raised is None:
            return False
        if raised is False:
            return None
        self._pending_exception = raised
        if not self._raise_cpu_exception(err):
            self._pending_exception = None
            self._record_cpu_fault(err)
            self.fault.code = raised[0]
        return True

    def _raise_cpu_exception(self, err):
        """Hand a CPU fault to ``exception_hook``; True when the guest will handle it."""
        if self.exception_hook is None:
            return False
        pending, self._pending_exception = self._pending_exception, None
        if pending is None and err is not None and err.errno == UC_ERR_INSN_INVALID:
            # An invalid opcode Unicorn reports as an error rather than as interrupt 6
            # (ud2 in long mode): EXCEPTION_ILLEGAL_INSTRUCTION all the same.
            pending = (0xC000001D, (), 6)
        if pending is None:
            kind = self._ACCESS_CODES.get(self._fault_access)
            if kind is None:
                if err is None or err.errno != UC_ERR_FETCH_UNMAPPED:
                    return False
                kind = 8
            pending = (0xC0000005, (kind, self._fault_addr or 0))  # EXCEPTION_ACCESS_VIOLATION
        address = pending[3] if len(pending) > 3 and pending[3] is not None else self.eip
        gen = self.exception_hook(pending[0], address, pending[1])
        if gen is None:
            return False
        regs = self.context_regs()
        where = (self._fault_addr, self._fault_access, list(self.recent))

        def done(value):
            # None: no guest handler took it — the fault stands, reported as it happened:
            # registers, address and the API calls before it (not the handlers' calls),
            # unless a filter ended the process.
            if value is None and not self.exited and self.fault is None:
                self.set_context_regs(regs)
                self._fault_addr, self._fault_access = where[0], where[1]
                self.recent.clear()
                self.recent.extend(where[2])
                if len(pending) > 2:
                    self._interrupt_fault(pending[2])
                else:
                    self._record_cpu_fault(err)
                self.fault.code = pending[0]
        self.start_generator(gen, done)
        return True

    def context_regs(self):
        """The registers a CONTEXT holds: the general ones plus ``eflags``."""
        r = self.regs()
        r["eflags"] = self.uc.reg_read(UC_X86_REG_EFLAGS)
        return r

    _CONTEXT_CODES = {"eax": UC_X86_REG_EAX, "ebx": UC_X86_REG_EBX, "ecx": UC_X86_REG_ECX,
                      "edx": UC_X86_REG_EDX, "esi": UC_X86_REG_ESI, "edi": UC_X86_REG_EDI,
                      "ebp": UC_X86_REG_EBP, "esp": UC_X86_REG_ESP, "eip": UC_X86_REG_EIP,
                      "eflags": UC_X86_REG_EFLAGS}
    _REG_MASK = 0xFFFFFFFF

    def set_context_regs(self, regs):
        """Load registers from a CONTEXT (names as ``context_regs``; ``x87`` and ``sse``:
        the units' states as :meth:`x87_state` and :meth:`sse_state` give them), e.g. to resume a guest after its exception
        handler answered ExceptionContinueExecution."""
        codes = self._CONTEXT_CODES
        self.regs32.sp_moved = True
        for name, value in regs.items():
            if name == "x87":
                self.set_x87_state(value)
            elif name == "sse":
                self.set_sse_state(value)
            else:
                self.uc.reg_write(codes[name], value & 0xFFFFFFFF)

    def sse_state(self):
        """MXCSR (its exception flags included) and XMM0..XMM7 as a dict: the SSE part
        of a 32-bit exception's CONTEXT (ExtendedRegisters)."""
        return {"mxcsr": self.fp.read_mxcsr(),
                "xmm": [self.uc.reg_read(UC_X86_REG_XMM0 + i) for i in range(8)]}

    def set_sse_state(self, state):
        """Load MXCSR and XMM0..XMM7 from ``state`` (as :meth:`sse_state` gives it)."""
        self.fp.write_mxcsr(state["mxcsr"])
        for i, value in enumerate(state["xmm"]):
            self.uc.reg_write(UC_X86_REG_XMM0 + i, value)

    def x87_state(self):
        """The x87 unit's state as a dict (machine/x87.py), its status word with the
        flags Unicorn keeps apart: what an exception's CONTEXT carries."""
        return x87.read(self.uc, self.fp.read_fpsw())

    def set_x87_state(self, state):
        """Load the x87 unit from ``state`` (as :meth:`x87_state` gives it)."""
        x87.write(self.uc, state, self.fp.write_fpsw)

    def _x87_fault_address(self):
        # a 32-bit exception's address is the x87 instruction that failed (Wine 8 and
        # Windows: FloatSave.ErrorOffset), not the waiting one the CPU stopped at
        return self.uc.reg_read(UC_X86_REG_FIP)

    def saved_context_regs(self, ctx):
        """The registers (named as ``context_regs``) of a switched-out thread's context,
        one ``save_context`` or ``start_context`` made."""
        regs, _ = ctx
        if isinstance(regs, dict):    # a thread that never ran: its start registers
            return {n: regs.get(code, 0) for n, code in self._CONTEXT_CODES.items()}
        return {n: regs.reg_read(code) for n, code in self._CONTEXT_CODES.items()}

    def set_saved_context_regs(self, ctx, values):
        """Change registers (named as ``context_regs``) of a switched-out thread's
        context: the thread goes on with them at its next turn."""
        regs, _ = ctx
        for name, value in values.items():
            code = self._CONTEXT_CODES[name]
            if isinstance(regs, dict):
                regs[code] = value & self._REG_MASK
            else:
                regs.reg_write(code, value & self._REG_MASK)

    def _record_cpu_fault(self, err):
        eip = self.uc.reg_read(self._PC)
        what = str(err)
        addr = self._fault_addr
        if self._fault_access is not None:
            what = _MEM_ACCESS.get(self._fault_access, what)
        elif err.errno == UC_ERR_FETCH_UNMAPPED:
            what = "execution of unmapped memory"
        self.fault = GuestFault("cpu", "guest fault: %s" % what, eip, addr, self.recent)

    def _record_fault(self, kind, message, address=None):
        self.fault = GuestFault(kind, message, self.uc.reg_read(self._PC), address,
                                self.recent)
        self.uc.emu_stop()

    _fault_access = None

    def _on_fault(self, access, address):
        # vtlb.py: an access the page refused (UC_MEM_*_UNMAPPED or _PROT) at ``address``;
        # emu_start then fails, and run() raises or records the fault
        self._fault_access = access
        self._fault_addr = address
        page = (address - ABSENT_BASE) >> 12
        if ABSENT_BASE <= address < ABSENT_BASE + ABSENT_SIZE and page < len(self.absent):
            # an imported variable nobody implemented (absent_variable): not a fault the
            # program could handle; on Windows it would not have started
            self._record_fault("unimplemented", "unimplemented: %s (a variable)"
                               % self.absent[page], address)

    #: __fastfail's interrupt and the status the process ends with. Windows 8 and later
    #: end the process at once, running no handler, no filter and no DLL detach; the
    #: code in ECX/RCX says why (FAST_FAIL_FATAL_APP_EXIT 7 from abort(), 2 a stack
    #: cookie, 5 an invalid parameter...).
    FASTFAIL_INTERRUPT, STATUS_STACK_BUFFER_OVERRUN = 0x29, 0xC0000409

    def _on_interrupt(self, uc, intno, _):
        if intno == self.FASTFAIL_INTERRUPT:
            why = uc.reg_read(self._CX) & 0xFFFFFFFF
            pc = uc.reg_read(self._PC) - 2          # the trap leaves PC past `int 0x29`
            self.exit_code = self.STATUS_STACK_BUFFER_OVERRUN
            self.fault = GuestFault(
                "cpu", "guest fault: fast fail (__fastfail code %d) at 0x%08x: the process "
                "ends with 0x%08x" % (why, pc, self.STATUS_STACK_BUFFER_OVERRUN), pc, pc,
                self.recent, code=self.STATUS_STACK_BUFFER_OVERRUN)
            uc.emu_stop()
            return
        code = self._INTERRUPT_CODES.get(intno)
        if intno == x87.MF_INTERRUPT and self.exception_hook is not None:
            self._raise_x87(uc)
            return
        if code is not None and self.exception_hook is not None:
            # Stop here; run() hands the exception to the hook once Unicorn has returned.
            self._pending_exception = (code, (), intno)
            if code == 0x80000003:   # int3 traps after the instruction; EIP is past it
                uc.reg_write(self._PC, uc.reg_read(self._PC) - 1)
            uc.emu_stop()
            return
        self._interrupt_fault(intno)

    _fp_watch = False
    #: the pending x87 exception has been raised and is being handled: its handlers' own
    #: API calls (the FPU keeps its flags while they run) must not raise it again;
    #: cleared when a call finds none pending
    _fp_raised = False

    def _fp_at_call(self, uc, regs):
        """At an API call of a program that unmasked an x87 exception: raise the one
        pending, if any, not already being handled; True when the call must wait.
        Unicorn raises #MF only at an explicit FWAIT, where a CPU raises it at the next
        x87 instruction; the call is where the program next looks, so its try block is
        still the one around the division. (SSE exceptions are not looked for: Unicorn
        keeps their flags where the guest's own LDMXCSR cannot clear them, so a flag
        cannot tell a new exception from an old one: machine/fpflags.py.)"""
        if not regs.read(UC_X86_REG_FPSW) & x87.ES:
            self._fp_raised = False
            return False
        if self._fp_raised:
            return False
        self._raise_x87(uc)
        return True

    def _raise_x87(self, uc):
        """Stop with the x87's pending unmasked exception to raise (#MF at an FWAIT, or
        found pending when the program calls an API: Unicorn raises #MF only at an
        explicit FWAIT, where a CPU raises it at the next x87 instruction; the call is
        where the program next looks, so its try block is still the one around the
        division). The handler's context resumes at the FWAIT or the call."""
        code = x87.exception_code(self.fp.read_fpsw(), uc.reg_read(UC_X86_REG_FPCW))
        self._fp_raised = True
        self._pending_exception = (code, (), x87.MF_INTERRUPT, self._x87_fault_address())
        uc.emu_stop()

    def _interrupt_fault(self, intno):
        names = {0: "division error", 1: "debug trap", 3: "breakpoint (int3)",
                 4: "overflow", 5: "bound range exceeded", 6: "invalid instruction",
                 x87.MF_INTERRUPT: "x87 floating-point exception",
                 13: "general protection fault", 14: "page fault"}
        self._record_fault("cpu", "guest fault: %s (interrupt %d)" % (
            names.get(intno, "interrupt"), intno))

    def stop(self):
        """Ask the CPU to stop at the end of the current instruction (from a handler)."""
        self._stop_requested = True
        self.uc.emu_stop()

    def exit(self, code):
        """The guest process ended (ExitProcess)."""
        self.exited = True
        self.exit_code = code & 0xFFFFFFFF
        self.uc.emu_stop()

    # -- dispatch ------------------------------------------------------------
    #: Whether add_hooks may install the machine-code thunk hook with :meth:`_dispatcher`.
    _NATIVE_DISPATCH = True

    def _dispatcher(self, words, copied):
        """The dispatch the machine-code thunk hook calls (add_thunk_hook): what
        :meth:`_on_thunk` does, in one frame, with the stack pointer the hook read
        (``words[0]``) and an int, bool or None result returned for the hook to put in
        EAX (any other outcome stores NO_RESULT: the hook writes nothing); ``copied``:
        the dispatch of calls whose stack words the hook copied. The stub has counted
        the call already (callring.py): the dispatch takes the count back for a call it
        does not count. Exceptions are kept as the binding keeps a hook's (``emu_start``
        raises the first after the emulator returns)."""
        uc = self.uc
        mem = self.mem
        raw = words.cast("B")
        generation = self.mem.host_generation()
        kept = [None]         # the stack's page entry the window points into (its mmap)
        pending = _CTX_PENDING
        args_at = 8 * _CTX_ARGS
        fill = self.fast_fill.words
        keep = self.fast_fill.keep
        armed = self.fast_fill.armed
        ring = self.call_ring
        thunks = self.thunks        # (the list is only ever changed in place)

        def dispatch(slot):
            try:
                # The stub's fills (fastfill.py; word DC 0) disarmed unless this API
                # leaves a DC's fill state alone, tested through a list item (a
                # memoryview item costs ~10x more; the stub fills only while armed).
                if armed[0] and slot not in keep:
                    fill[0] = 0
                    armed[0] = False
                if slot < _SLOT_FIRST_API:
                    words[pending] = NO_RESULT
                    if slot == _SLOT_RESUME:
                        # EAX and ESP as the hook read them (_HOOK_READS)
                        self._resume(words[_CTX_EAX], words[0])
                    return 0
                try:
                    spec, call, name = thunks[slot]
                except (IndexError, TypeError):     # no thunk bound there
                    ring.uncount()
                    words[pending] = NO_RESULT
                    return 0
                if self._fp_watch and self._fp_at_call(uc, self.regs32):
                    ring.uncount()                  # (the call is made again)
                    words[pending] = NO_RESULT
                    return 0
                if spec is None:
                    words[pending] = NO_RESULT
                    self._record_fault("unimplemented", "unimplemented: %s" % name)
                    return 0
                try:
                    unpack = spec.plain_unpack
                    if unpack is not None:
                        # numbers only (no strings, no varargs): FillRect, LineTo...,
                        # from the stack words the hook copied, else decoded in place
                        # from the stack's host buffer (and the hook's window aimed at it)
                        size = spec.stackbytes
                        if copied and size <= ARGS_COPIED:
                            result = spec.func(call, *unpack(raw, args_at))
                        else:
                            at = words[0] + 4
                            hit = mem._pages.get(at >> 12)
                            if hit is not None and at + size <= hit[2]:
                                kept[0] = aim_window(words, hit, generation)
                                result = spec.func(call, *unpack(hit[0], at - hit[1]))
                            else:
                                result = spec.func(call, *unpack(mem.read(at, size)))
                    elif spec.nargs or spec.varargs:
                        result = spec.func(call, *spec.read_args(
                            mem, words[0], spec.file_names and call.vm.kernel.file_apis_oem))
                    else:
                        result = spec.func(call)
                except Exception as e:  # noqa: BLE001 - a handler bug must stop the guest
                    words[pending] = NO_RESULT
                    self._handler_raised(uc, e, name)
                    return 0
                # (the hook writes EAX's 4 bytes: ctypes takes the int modulo 2**64)
                kind = type(result)
                if kind is int:
                    return result
                if result is None or result is False:
                    return 0
                if result is True:
                    return 1
                words[pending] = NO_RESULT
                if result is PARK:
                    # Stop before the `ret`: EIP stays on this thunk; retried on wake.
                    self.parked = True
                    uc.emu_stop()
                elif kind is types.GeneratorType:
                    regs = self.regs32
                    if regs.sp_moved:
                        regs.sp_moved = False
                        esp = regs.read(UC_X86_REG_ESP)
                    else:
                        esp = words[0]      # as the hook read it: nothing moved it
                    self.frames.append(_Frame(result, spec, esp))
                    plain = self._advance(result, None, esp)
                    if plain is not None:
                        # done at once with a plain result (TranslateMessage, most
                        # DefWindowProc calls...): the stub writes EAX and the thunk's
                        # own `ret N` returns, as for a handler that is not a generator
                        words[pending] = 0
                        return plain
                else:
                    self._set_result(result)
                return 0
            except BaseException as e:  # noqa: BLE001 - handed to emu_start, as the binding does
                words[pending] = NO_RESULT
                if uc._hook_exception is None:
                    uc._hook_exception = e
                uc.emu_stop()
                return 0
        return dispatch

    def _on_thunk(self, uc, addr, size, _):
        # The hot path of every API call: keep it lean (see bench/bench_core.py).
        slot = (addr - THUNK_BASE) >> 2
        regs = self.regs32
        if slot == _SLOT_RESUME:
            self._resume(regs.read(UC_X86_REG_EAX))
            return
        entry = self.thunks[slot] if slot < len(self.thunks) else None
        if entry is None:
            return
        if self._fp_watch and self._fp_at_call(uc, regs):
            return
        spec, call, name = entry
        self._api_calls += 1
        self._recent.append(name)
        if spec is None:
            self._record_fault("unimplemented", "unimplemented: %s" % name)
            return
        try:
            if spec.plain_unpack is not None and spec.stackbytes <= 512 and \
                    regs.stack_args is not None:
                # numbers only (no strings, no varargs): FillRect, LineTo, SelectObject...
                result = spec.func(call, *regs.stack_args(spec.plain_unpack,
                                                          spec.stackbytes))
            elif spec.nargs or spec.varargs:
                result = spec.func(call, *spec.read_args(
                    self.mem, regs.read(UC_X86_REG_ESP),
                    spec.file_names and call.vm.kernel.file_apis_oem))
            else:
                result = spec.func(call)
        except Exception as e:  # noqa: BLE001 - a handler bug must stop the guest
            self._handler_raised(uc, e, name)
            return
        kind = type(result)
        if kind is int:
            set_eax = regs.set_eax
            if set_eax is not None:
                set_eax(result)
            else:
                regs.write(UC_X86_REG_EAX, result)
        elif result is PARK:
            # Stop before the `ret`: EIP stays on this thunk and the call is retried on wake.
            self.parked = True
            uc.emu_stop()
        elif kind is types.GeneratorType:
            self.frames.append(_Frame(result, spec, regs.read(UC_X86_REG_ESP)))
            self._advance(result, None)
        else:
            self._set_result(result)

    def _handler_raised(self, uc, e, name):
        """What an API handler's exception does to the guest (both thunk paths, both
        widths): a GuestFault stops it with that fault; Blocked parks the call, retried
        on wake (the handler must wait and changed nothing, as PARK); Unimplemented stops
        it naming what is missing; anything else is a handler bug, reported as an
        internal error naming the API (it must stop the guest, never hang it)."""
        if isinstance(e, GuestFault):
            self.fault = e
            uc.emu_stop()
        elif isinstance(e, Blocked):
            self.parked = True
            uc.emu_stop()
        elif isinstance(e, Unimplemented):
            self._record_fault("unimplemented", "unimplemented: %s" % e)
        else:
            self._record_fault("internal", "internal error in %s: %s: %s" % (
                name, type(e).__name__, e))

    def _set_result(self, result):
        regs = self.regs32
        if result is None or result is False:
            regs.write_own(UC_X86_REG_EAX, 0)
        elif result is True:
            regs.write_own(UC_X86_REG_EAX, 1)
        elif type(result) is Ret64:
            regs.write_own(UC_X86_REG_EAX, result.value)
            regs.write_own(UC_X86_REG_EDX, result.value >> 32)
        elif type(result) is float or type(result) is F32:
            self.push_x87(result)
        else:
            regs.write_own(UC_X86_REG_EAX, result)

    def _resume(self, eax, esp_now=None):
        """The guest reached RESUME_ADDRESS with ``eax``: go on with the innermost live
        generator frame. ``esp_now``: the stack pointer, when the caller has it."""
        if not self.frames:
            self._record_fault("cpu", "guest returned into the dispatcher with no caller")
            return
        # A handler frame the guest left without returning (an exception handler that
        # unwound past it, as __except does) lies deeper on the stack than the code now
        # returning: a live frame called from at least 16 bytes above the current ESP.
        regs = self.regs32
        if esp_now is None:
            esp_now = regs.read(UC_X86_REG_ESP)
        while len(self.frames) > 1 and self.frames[-1].esp < esp_now:
            self.frames.pop()
        frame = self.frames[-1]
        regs.write_own(UC_X86_REG_ESP, frame.esp)  # undo cdecl callbacks' arguments
        if not frame.started:
            frame.started = True
            eax = None
        self._advance(frame.gen, eax)

    def _advance(self, gen, value, called_at=None):
        """Run the top generator until it calls the guest, parks, or returns.
        ``called_at``: the stack pointer of the API call the thunk hook's dispatch has
        just made this generator for (the first advance): when it returns at once with
        an int, bool or None and the stack pointer is still that, nothing is done for
        it here and the result is answered (as an int), for the thunk's own `ret N`;
        otherwise None."""
        uc = self.uc
        self.callbacks += 1
        if called_at is not None:
            self.regs32.sp_moved = False
        try:
            request = gen.send(value)
        except StopIteration as stop:
            frame = self.frames.pop()
            if type(stop.value) is Jump and frame.on_done is None:
                # An API resuming a whole register set instead of returning (an
                # exception it raised, continued at the CONTEXT a handler changed).
                self.set_context_regs(stop.value.regs)
                return
            value = stop.value
            regs = self.regs32
            if called_at is not None and frame.on_done is None and \
                    (type(value) is int or type(value) is bool or value is None) and \
                    (not regs.sp_moved or regs.read(UC_X86_REG_ESP) == called_at):
                return int(value) if value else 0
            pair = regs.set_eax_esp
            if frame.on_done is None and pair is not None and \
                    (type(value) is int or type(value) is bool or value is None):
                # EAX as _set_result writes it and ESP as the API's `ret N` leaves it,
                # in one batch; then EIP back to its caller
                ret = self.mem.u32(frame.esp)
                pair(value or 0, frame.esp + 4 + frame.spec.argbytes)
                regs.write_own(UC_X86_REG_EIP, ret)
                return
            self._set_result(stop.value)
            if frame.on_done is not None:
                frame.on_done(stop.value)
                return
            # Return to the API's caller as its `ret N` would have.
            ret = self.mem.u32(frame.esp)
            regs = self.regs32
            regs.write_own(UC_X86_REG_ESP, frame.esp + 4 + frame.spec.argbytes)
            regs.write_own(UC_X86_REG_EIP, ret)
            return
        except GuestFault as e:
            self.fault = e
            uc.emu_stop()
            return
        except Unimplemented as e:  # raised mid-generator (e.g. inside CreateWindowEx)
            self._record_fault("unimplemented", "unimplemented: %s" % e)
            return
        except Exception as e:  # noqa: BLE001
            name = self.frames[-1].spec.full_name if self.frames[-1].spec else "boot"
            self._record_fault("internal", "internal error in %s: %s: %s" % (
                name, type(e).__name__, e))
            return
        resume = THUNK_BASE + _SLOT_RESUME * 4
        regs = self.regs32
        if request is PARK:
            self.parked = True
            regs.write_own(UC_X86_REG_EIP, resume)
            regs.write_own(UC_X86_REG_EAX, 0)
            uc.emu_stop()
            return
        if type(request) is GuestCall:
            args = request.args
            # leave the caller's frame untouched; the return address and the arguments
            # in one write (each is a 32-bit word of any sign, as Memory.w32 stores it)
            esp = self.frames[-1].esp - 16 - 4 * (len(args) + 1)
            self.mem.write(esp, struct.pack("<%dI" % (len(args) + 1), resume,
                                            *[a & 0xFFFFFFFF for a in args]))
            regs.write_own(UC_X86_REG_ESP, esp)
            regs.write_own(UC_X86_REG_EIP, request.addr)
            if request.regs:
                self.set_context_regs(request.regs)
            return
        self._record_fault("internal", "handler yielded %r" % (request,))
