"""The x86-64 CPU for PE32+ programs: long mode, the 64-bit TEB/PEB behind GS, and the
x64 calling convention at the API thunks and in calls back into the guest.

Everything else is :class:`cpu.Machine`'s: the thunk range and its one code hook, the
block-counted batches, generator handlers, parking. What changes with the width:

- **Calls into the API layer.** Microsoft's x64 convention: the first four integer or
  pointer arguments in RCX, RDX, R8, R9 (a double among the first four in XMM0-3 by
  position instead), the rest on the stack from [RSP+0x28] at the callee's entry (above
  the return address and the caller's 32-byte shadow space), the result in RAX (a double
  in XMM0), and the *caller* removes the arguments: every thunk is a plain ``ret``.
- **Calls into the guest** (GuestCall): the same convention the other way: arguments
  in registers and above a shadow space, RSP 16-byte aligned at the call (so 8 mod 16 at
  the callee's entry, where our return address into the thunk range sits).
- **The thread block.** x64 Windows reaches the TEB through GS (``gs:[0x30]`` is its
  self pointer); long mode has no segment limits, so GS's base is the TEB's address.

One declaration serves both widths: ``ApiSpec.read_args64`` reads each declared type at
its x64 size (abi/api.py). Which declared APIs a 64-bit program may call is the width
gate's business (``ApiSpec.widths``): any other stops the guest naming it.
"""

import ctypes
import struct
import types

from unicorn import UC_MODE_64, UcError
from unicorn.x86_const import (UC_X86_REG_EFLAGS, UC_X86_REG_FPCW, UC_X86_REG_GS_BASE,
                               UC_X86_REG_MXCSR, UC_X86_REG_R8, UC_X86_REG_R9,
                               UC_X86_REG_R10, UC_X86_REG_R11, UC_X86_REG_R12,
                               UC_X86_REG_R13, UC_X86_REG_R14, UC_X86_REG_R15,
                               UC_X86_REG_RAX, UC_X86_REG_RBP, UC_X86_REG_RBX,
                               UC_X86_REG_RCX, UC_X86_REG_RDI, UC_X86_REG_RDX,
                               UC_X86_REG_RIP, UC_X86_REG_RSI, UC_X86_REG_RSP,
                               UC_X86_REG_XMM0, UC_X86_REG_XMM1, UC_X86_REG_XMM2,
                               UC_X86_REG_XMM3)

from ..abi.api import F32, PARK, GuestCall, Jump, Ret64, Unimplemented
from ..abi.faults import GuestFault
from .cpu import (ARGS_COPIED, PEB_BASE, STACK_SIZE, STACK_TOP, THUNK_BASE, THUNK_SIZE,
                  Machine, NO_RESULT, Registers32, _CTX_PENDING, _Frame, _SLOT_FIRST_API,
                  _SLOT_RESUME, aim_window)

__all__ = ["Machine64", "TEB64_BASE", "Registers64", "not_for_64"]

#: The 64-bit TEB is 0x1838 bytes (its TLS slots alone start at 0x1480): two pages below
#: the PEB's page, in the same reserved corner as the 32-bit one.
TEB64_BASE = 0x7FFDC000
_TEB_MAP = (TEB64_BASE, PEB_BASE + 0x1000 - TEB64_BASE)

# TEB64 / PEB64 field offsets (winternl.h, x64 layout).
TEB64_STACK_BASE, TEB64_STACK_LIMIT, TEB64_SELF = 0x08, 0x10, 0x30
TEB64_CLIENT_ID, TEB64_TLS_POINTER, TEB64_PEB = 0x40, 0x58, 0x60
TEB64_TLS_SLOTS = 0x1480
PEB64_IMAGE_BASE, PEB64_PARAMETERS, PEB64_PROCESS_HEAP = 0x10, 0x20, 0x30
PEB64_FAST_PEB_LOCK = 0x38

_ARG_REGS = (UC_X86_REG_RCX, UC_X86_REG_RDX, UC_X86_REG_R8, UC_X86_REG_R9)
_XMM_REGS = (UC_X86_REG_XMM0, UC_X86_REG_XMM1, UC_X86_REG_XMM2, UC_X86_REG_XMM3)
_MASK64 = 0xFFFFFFFFFFFFFFFF
_MASK128 = (1 << 128) - 1
_RESUME = THUNK_BASE + _SLOT_RESUME * 4
_DOUBLE = struct.Struct("<d")
_QWORD = struct.Struct("<Q")


def _single_bits(value):
    """The bits of ``value`` as a C float (overflow to infinity, as a conversion does)."""
    try:
        return struct.unpack("<I", struct.pack("<f", value))[0]
    except OverflowError:
        return 0xFF800000 if value < 0 else 0x7F800000


def _widen(result):
    """A handler's int result as RAX: a value of 0x80000000..0xFFFFFFFF is a 32-bit one
    (handlers answer as for 32-bit callers) and is delivered sign-extended. That is how
    64-bit Windows passes 32-bit-significant handles (INVALID_HANDLE_VALUE, the predefined
    HKEYs) and what a 32-bit -1 sentinel of a pointer-sized result means; for a 32-bit
    result type the caller reads EAX, which is unchanged. Nothing we allocate lies in that
    range (heap, DLL data, stack, TEB are below 2 GB; a 64-bit image above 4 GB, and
    VirtualAlloc skips it: win32/kernel/vmem.py)."""
    if 0x80000000 <= result <= 0xFFFFFFFF:
        return result - (1 << 32)
    return result


def not_for_64(name):
    """The one-line reason a 64-bit program may not call ``name`` (``DLL!Function`` as it
    imported it) yet: the width gate."""
    return "%s is not yet available to 64-bit programs" % name


class Registers64(Registers32):
    """:class:`Registers32` for the 64-bit registers (same C fast path, 8-byte buffer)."""

    def __init__(self, uc):
        super().__init__(uc)
        if self._fast:
            self._buf = ctypes.c_uint64(0)
            self._ref = ctypes.byref(self._buf)

    def __reduce__(self):
        return (Registers64, (self.uc,))

    def write(self, reg, value):
        """Set the register to ``value`` (taken modulo 2**64)."""
        if not self._fast:
            self.uc.reg_write(reg, value & _MASK64)
            return
        self._buf.value = value & _MASK64
        err = self._write(self._h, reg, self._ref)
        if err:
            raise UcError(err)


class Machine64(Machine):
    """An x86-64 guest CPU (a PE32+ program): :class:`Machine` in long mode with the x64
    calling convention."""

    MODE = UC_MODE_64
    WIDTH = 8
    TEB = TEB64_BASE
    _PC, _SP, _CX = UC_X86_REG_RIP, UC_X86_REG_RSP, UC_X86_REG_RCX
    _AX = UC_X86_REG_RAX
    _ARG_REGS = _ARG_REGS
    _RESUME_READS = ()             # a callback's RAX: read by _resume itself
    _FIRST_STACK_ARG = 0x28         # past the return address and the home area
    _FAST_FILL = False              # the stub's fills read 32-bit stack arguments
    _UNTIL = _MASK64

    def __init__(self, call_factory, recent_calls=16):
        super().__init__(call_factory, recent_calls)
        self.mem.ptr_size = 8

    def add_hooks(self):
        """As :meth:`Machine.add_hooks`, with the 64-bit register access the thunks use."""
        super().add_hooks()
        self.regs64 = Registers64(self.uc)

    def close(self):
        """As :meth:`Machine.close`."""
        super().close()
        self.regs64 = Registers64(self.uc)

    # -- set-up --------------------------------------------------------------
    def _setup_segments(self):
        # Long mode: flat code and data segments already; GS's base is the TEB.
        self.mem.map(_TEB_MAP[0], _TEB_MAP[1], 0x04, "teb+peb")
        self.uc.reg_write(UC_X86_REG_GS_BASE, TEB64_BASE)
        # The floating-point units as Windows starts a process (see Machine).
        self.uc.reg_write(UC_X86_REG_FPCW, 0x27F)
        self.uc.reg_write(UC_X86_REG_MXCSR, 0x1F80)

    _STACK_LOW_FIELDS = (TEB64_BASE + TEB64_STACK_LIMIT, TEB64_BASE + 0x1478)

    def _setup_stack(self):
        self.mem.map(STACK_TOP - STACK_SIZE, STACK_SIZE, 0x04, "stack")
        self.uc.reg_write(UC_X86_REG_RSP, STACK_TOP - 0x100)   # 16-byte aligned
        mem, teb = self.mem, TEB64_BASE
        mem.w64(teb + 0x00, _MASK64)                    # ExceptionList: unused on x64
        mem.w64(teb + TEB64_STACK_BASE, STACK_TOP)
        mem.w64(teb + TEB64_STACK_LIMIT, STACK_TOP - STACK_SIZE)
        mem.w64(teb + 0x1478, STACK_TOP - STACK_SIZE)  # DeallocationStack
        mem.w64(teb + TEB64_SELF, teb)                  # NT_TIB.Self, what NtCurrentTeb reads
        mem.w64(teb + TEB64_CLIENT_ID, 0x100)           # ClientId.UniqueProcess
        mem.w64(teb + TEB64_CLIENT_ID + 8, 0x104)       # ClientId.UniqueThread
        mem.w64(teb + TEB64_PEB, PEB_BASE)

    # -- threads -------------------------------------------------------------
    def set_fs_entry(self, index, teb):
        """A thread's TEB as its GS base: long mode has no segment limits and Unicorn
        honours 64-bit GS base writes, so no descriptor is needed; the base travels with
        the thread's registers (``save_context``/``start_context``), which is how the
        scheduler's switch moves ``gs:[0x30]`` to the next thread's TEB."""
        return teb

    def return_context(self, argbytes):
        """:meth:`Machine.return_context`: an x64 callee pops no arguments."""
        return super().return_context(0)

    def _set_teb_segment(self, fs):
        self.uc.reg_write(UC_X86_REG_GS_BASE, fs)

    def start_context(self, gen, on_done, esp, fs):
        """The context of a new thread (see :meth:`Machine.start_context`): it begins by
        running ``gen`` on the stack at ``esp`` (16-byte aligned, as RSP is before a call),
        with GS's base at its TEB ``fs``; the other general registers are zero."""
        regs = {r: 0 for _, r in self._NAMES if r not in (UC_X86_REG_RSP, UC_X86_REG_RIP)}
        regs.update({UC_X86_REG_RSP: esp & ~0xF, UC_X86_REG_RIP: _RESUME,
                     UC_X86_REG_GS_BASE: fs, UC_X86_REG_EFLAGS: 0x202})
        return (regs, [_Frame(gen, None, esp & ~0xF, on_done, started=False)])

    # -- thunks --------------------------------------------------------------
    def thunk_for(self, spec, trace_name):
        """The thunk for ``spec``: always a plain ``ret`` (the x64 caller pops nothing
        else; the range is filled with them)."""
        addr = self._thunk_by_name.get(trace_name)
        if addr is not None:
            return addr
        slot = len(self.thunks)
        if slot * 4 >= THUNK_SIZE:
            raise MemoryError("thunk range exhausted")
        return self._bind(slot, spec, trace_name)

    # -- registers -----------------------------------------------------------
    _NAMES = (("rax", UC_X86_REG_RAX), ("rbx", UC_X86_REG_RBX), ("rcx", UC_X86_REG_RCX),
              ("rdx", UC_X86_REG_RDX), ("rsi", UC_X86_REG_RSI), ("rdi", UC_X86_REG_RDI),
              ("rbp", UC_X86_REG_RBP), ("rsp", UC_X86_REG_RSP), ("r8", UC_X86_REG_R8),
              ("r9", UC_X86_REG_R9), ("r10", UC_X86_REG_R10), ("r11", UC_X86_REG_R11),
              ("r12", UC_X86_REG_R12), ("r13", UC_X86_REG_R13), ("r14", UC_X86_REG_R14),
              ("r15", UC_X86_REG_R15), ("rip", UC_X86_REG_RIP))

    _CONTEXT_CODES = dict(_NAMES, eflags=UC_X86_REG_EFLAGS)
    _REG_MASK = _MASK64

    def regs(self):
        """The general registers as a dict (for reports and eval)."""
        r = self.regs64.read         # the C fast path: a CONTEXT is 17 of them at a time
        return {n: r(c) for n, c in self._NAMES}

    def context_regs(self):
        """The registers a CONTEXT holds: the general ones plus ``eflags``."""
        r = self.regs()
        r["eflags"] = self.regs64.read(UC_X86_REG_EFLAGS)
        return r

    def set_context_regs(self, regs):
        """Load registers named as ``context_regs`` gives them (and ``xmm0``..``xmm15``,
        128-bit values, as ``xmm_regs`` gives them; ``x87``: the FPU's state)."""
        codes = self._CONTEXT_CODES
        for name, value in regs.items():
            if name == "x87":
                self.set_x87_state(value)
            elif name == "mxcsr":
                self.uc.reg_write(UC_X86_REG_MXCSR, value & 0xFFFF)
            elif name.startswith("xmm"):
                self.uc.reg_write(UC_X86_REG_XMM0 + int(name[3:]), value & _MASK128)
            else:
                self.uc.reg_write(codes[name], value & _MASK64)

    def _x87_fault_address(self):
        # a 64-bit exception's address is RIP, the waiting instruction (Wine 8; the
        # failed one is FltSave's ErrorOffset)
        return None

    def xmm_regs(self):
        """XMM0..XMM15 as a dict of 128-bit integers (what a CONTEXT's Xmm fields hold),
        and ``mxcsr``."""
        r = self.uc.reg_read
        regs = {"xmm%d" % i: r(UC_X86_REG_XMM0 + i) for i in range(16)}
        regs["mxcsr"] = r(UC_X86_REG_MXCSR)
        return regs

    def _jump(self, target):
        """Resume the guest with ``target``'s whole register set (a Jump result)."""
        self.set_context_regs(target.regs)

    def push(self, value):
        """Push a 64-bit value on the guest stack."""
        rsp = self.uc.reg_read(UC_X86_REG_RSP) - 8
        self.mem.w64(rsp, value)
        self.uc.reg_write(UC_X86_REG_RSP, rsp)

    def push_x87(self, value):
        """x64 code returns doubles in XMM0, never on the x87 stack."""
        self._write_xmm0(value)

    def pop_x87(self):
        """The x87 operand convention of 32-bit msvcrt's _CI* functions has no x64 form."""
        raise Unimplemented("an x87 operand in a 64-bit program")

    def _write_xmm0(self, value):
        self.uc.reg_write(UC_X86_REG_XMM0, _QWORD.unpack(_DOUBLE.pack(value))[0])

    def read_args(self, spec, rsp, oem_files=False, ints=None):
        """``spec``'s arguments as the x64 caller passed them (return address at ``rsp``);
        ``oem_files``: its ANSI file names are OEM (SetFileApisToOEM); ``ints``: RCX, RDX,
        R8 and R9 already read (the machine-code thunk hook reads them)."""
        regs = self.regs64
        n = min(spec.nslots, 4)
        ints = [regs.read(r) for r in _ARG_REGS[:n]] if ints is None else ints[:n]
        doubles = spec.double_slots
        xmm = None
        if doubles:
            # the low 64 bits of each: read_args64 takes a double or a float from them
            xmm = [self.uc.reg_read(_XMM_REGS[i]) & _MASK64
                   if i in doubles else None for i in range(min(spec.nslots, 4))]
        if spec.varargs:
            # The callee's home area: the four register arguments spilled where the
            # caller left room for them make every argument one 8-byte slot in order,
            # which is what a va_list walks (and what a variadic callee does itself).
            self.mem.write(rsp + 8, b"".join(_QWORD.pack(v) for v in
                                             [regs.read(r) for r in _ARG_REGS]))
        return spec.read_args64(self.mem, rsp, ints, xmm, oem_files)

    # -- dispatch ------------------------------------------------------------
    def _dispatcher(self, words, copied):
        """:meth:`Machine._dispatcher` for x64 callers: what :meth:`_on_thunk` does, in
        one frame, with RSP as the hook read it and an int, bool or None result returned
        (widened as :func:`_widen` says) for the hook to put in RAX. The stub has
        counted the call (callring.py), as for the 32-bit dispatch."""
        uc = self.uc
        mem = self.mem
        raw = words.cast("B")
        generation = mem.host_generation()
        kept = [None]         # the stack's page entry the window points into (its mmap)
        pending = _CTX_PENDING
        slots_at = 8 * 12     # RCX, RDX, R8, R9, then the stack's slots the hook copied
        most = 4 + ARGS_COPIED // 8
        ring = self.call_ring
        thunks = self.thunks        # (the list is only ever changed in place)

        def dispatch(slot):
            try:
                if slot < _SLOT_FIRST_API:
                    words[pending] = NO_RESULT
                    if slot == _SLOT_RESUME:
                        self._resume(self.regs64.read(UC_X86_REG_RAX))
                    return 0
                try:
                    spec, call, name = thunks[slot]
                except (IndexError, TypeError):     # no thunk bound there
                    ring.uncount()
                    words[pending] = NO_RESULT
                    return 0
                if self._fp_watch and self._fp_at_call(uc, self.regs64):
                    ring.uncount()                  # (the call is made again)
                    words[pending] = NO_RESULT
                    return 0
                if spec is None or 8 not in spec.widths:
                    words[pending] = NO_RESULT
                    self._record_fault("unimplemented", "unimplemented: %s" % name
                                       if spec is None else not_for_64(name))
                    return 0
                try:
                    unpack = spec.plain_unpack64
                    if unpack is not None and (spec.nslots <= 4 or (
                            copied and spec.nslots <= most)):
                        result = spec.func(call, *unpack(raw, slots_at))
                    elif spec.nargs or spec.varargs:
                        if unpack is not None:
                            # stack arguments the hook did not copy: aim its window at
                            # this stack for the next call
                            at = words[0] + self._FIRST_STACK_ARG
                            hit = mem._pages.get(at >> 12)
                            if hit is not None:
                                kept[0] = aim_window(words, hit, generation)
                        result = spec.func(call, *self.read_args(
                            spec, words[0], spec.file_names and call.vm.kernel.file_apis_oem,
                            words[12:16].tolist()))
                    else:
                        result = spec.func(call)
                except Exception as e:  # noqa: BLE001 - a handler bug must stop the guest
                    words[pending] = NO_RESULT
                    self._handler_raised(uc, e, name)
                    return 0
                # (ctypes takes the int modulo 2**64)
                kind = type(result)
                if kind is int:
                    if 0x80000000 <= result <= 0xFFFFFFFF:
                        result -= 1 << 32           # _widen
                    return result
                if result is None or result is False:
                    return 0
                if result is True:
                    return 1
                words[pending] = NO_RESULT
                if result is PARK:
                    self.parked = True
                    uc.emu_stop()
                elif kind is types.GeneratorType:
                    self.frames.append(_Frame(result, spec, self.regs64.read(UC_X86_REG_RSP)))
                    self._advance(result, None)
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
        slot = (addr - THUNK_BASE) >> 2
        regs = self.regs64
        if slot == _SLOT_RESUME:
            self._resume(regs.read(UC_X86_REG_RAX))
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
        if 8 not in spec.widths:
            self._record_fault("unimplemented", not_for_64(name))
            return
        try:
            if spec.nargs or spec.varargs:
                result = spec.func(call, *self.read_args(
                    spec, regs.read(UC_X86_REG_RSP),
                    spec.file_names and call.vm.kernel.file_apis_oem))
            else:
                result = spec.func(call)
        except Exception as e:  # noqa: BLE001 - a handler bug must stop the guest
            self._handler_raised(uc, e, name)
            return
        kind = type(result)
        if kind is int:
            regs.write(UC_X86_REG_RAX, _widen(result))
        elif result is PARK:
            self.parked = True
            uc.emu_stop()
        elif kind is types.GeneratorType:
            self.frames.append(_Frame(result, spec, regs.read(UC_X86_REG_RSP)))
            self._advance(result, None)
        else:
            self._set_result(result)

    def _set_result(self, result):
        regs = self.regs64
        if result is None or result is False:
            regs.write(UC_X86_REG_RAX, 0)
        elif result is True:
            regs.write(UC_X86_REG_RAX, 1)
        elif type(result) is Ret64:
            regs.write(UC_X86_REG_RAX, result.value)
        elif type(result) is float:
            self._write_xmm0(result)
        elif type(result) is F32:
            # a float result: the single's bits in XMM0's low 32 bits
            self.uc.reg_write(UC_X86_REG_XMM0, _single_bits(result))
        elif type(result) is Jump:
            self._jump(result)
        else:
            regs.write(UC_X86_REG_RAX, _widen(result))

    def _resume(self, rax):
        if not self.frames:
            self._record_fault("cpu", "guest returned into the dispatcher with no caller")
            return
        regs = self.regs64
        rsp_now = regs.read(UC_X86_REG_RSP)
        while len(self.frames) > 1 and self.frames[-1].esp < rsp_now:
            self.frames.pop()
        frame = self.frames[-1]
        regs.write(UC_X86_REG_RSP, frame.esp)
        if not frame.started:
            frame.started = True
            rax = None
        self._advance(frame.gen, rax)

    def _advance(self, gen, value):
        """Run the top generator until it calls the guest, parks, or returns."""
        uc = self.uc
        self.callbacks += 1
        try:
            request = gen.send(value)
        except StopIteration as stop:
            frame = self.frames.pop()
            if type(stop.value) is Jump:
                # RtlUnwindEx / RtlRestoreContext: the guest goes on elsewhere, with the
                # registers given; nothing returns to the API's caller.
                self._jump(stop.value)
                return
            self._set_result(stop.value)
            if frame.on_done is not None:
                frame.on_done(stop.value)
                return
            # Return to the API's caller as the thunk's `ret` would have.
            regs = self.regs64
            regs.write(UC_X86_REG_RIP, self.mem.u64(frame.esp))
            regs.write(UC_X86_REG_RSP, frame.esp + 8)
            return
        except GuestFault as e:
            self.fault = e
            uc.emu_stop()
            return
        except Unimplemented as e:
            self._record_fault("unimplemented", "unimplemented: %s" % e)
            return
        except Exception as e:  # noqa: BLE001
            name = self.frames[-1].spec.full_name if self.frames[-1].spec else "boot"
            self._record_fault("internal", "internal error in %s: %s: %s" % (
                name, type(e).__name__, e))
            return
        regs = self.regs64
        if request is PARK:
            self.parked = True
            regs.write(UC_X86_REG_RIP, _RESUME)
            regs.write(UC_X86_REG_RAX, 0)
            uc.emu_stop()
            return
        if type(request) is GuestCall:
            self._call_guest(request)
            return
        self._record_fault("internal", "handler yielded %r" % (request,))

    def _call_guest(self, request):
        """Enter ``request.addr`` as an x64 caller would: the first four arguments in
        RCX, RDX, R8, R9, the rest above a 32-byte shadow space, RSP 16-byte aligned at
        the call, and our resume address as the return address."""
        regs, mem = self.regs64, self.mem
        args = request.args
        # Below the caller's frame (and 64 bytes of slack), aligned, room for the stack
        # arguments and the shadow space the callee may spill its registers into.
        stacked = args[4:]
        rsp = ((self.frames[-1].esp - 64) & ~0xF) - 0x20 - 8 * len(stacked)
        rsp &= ~0xF
        if stacked:
            mem.write(rsp + 0x20, b"".join(_QWORD.pack(_widen(a & _MASK64) & _MASK64)
                                           for a in stacked))
        mem.write(rsp, bytes(0x20))
        rsp -= 8
        mem.w64(rsp, _RESUME)
        # A 32-bit value of 0x80000000..0xFFFFFFFF (a handle, an LPARAM of -1 as the
        # window manager keeps it) is passed sign-extended, as a result is (_widen).
        for reg, value in zip(_ARG_REGS, args):
            regs.write(reg, _widen(value & _MASK64) if value >= 0 else value)
        regs.write(UC_X86_REG_RSP, rsp)
        regs.write(UC_X86_REG_RIP, request.addr)
        if request.regs:
            self.set_context_regs(request.regs)
