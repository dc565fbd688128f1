"""Floating-point control of the C runtime on the emulated CPU's x87 control and status
words and the SSE MXCSR: _controlfp, _control87, __control87_2, _controlfp_s, _statusfp,
_statusfp2, _clearfp, _fpreset, and the UCRT's <fenv.h> functions (fegetenv, fesetenv,
feclearexcept, fetestexcept, feraiseexcept, fegetexceptflag, fesetexceptflag,
feholdexcept, feupdateenv, fegetround, fesetround).

The "abstract" control word of <float.h> (_EM_*, _RC_*, _PC_*, _IC_*, _DN_*) is
translated to and from the hardware bits as Microsoft's runtime does on x86: _control87
changes both units (precision and infinity control exist only on the x87, denormal
control only in SSE) and reports the x87's word, with _EM_AMBIGUOUS when the two units'
exception masks or rounding differ; _controlfp leaves the denormal exception mask alone.
A fenv_t is the UCRT's two 32-bit words, here the raw x87 word and MXCSR (control) and
their exception flags (status); programs treat it as opaque.
"""

from unicorn.x86_const import UC_X86_REG_FPCW, UC_X86_REG_FPTAG

from ....abi.api import BOTH, X86ONLY, api
from ...core.crt import EINVAL, cdecl, invalid_parameter
from ...core.dllnames import UCRTBASE
from ....abi.structs import struct as cstruct

# The UCRT's fenv.h (not mingw's own, whose fenv_t differs): the x87 control word with the
# MXCSR's low half above it, then the status flags (x87 in bits 0-5, SSE in bits 8-13).
FENV = cstruct("CRT_FENV_T", "ULONG _Fe_ctl; ULONG _Fe_stat")

EM_INEXACT, EM_UNDERFLOW, EM_OVERFLOW, EM_ZERODIVIDE, EM_INVALID = 0x1, 0x2, 0x4, 0x8, 0x10
EM_DENORMAL, EM_AMBIGUOUS = 0x80000, 0x80000000
MCW_EM, MCW_RC, MCW_PC, MCW_IC, MCW_DN = 0x8001F, 0x300, 0x30000, 0x40000, 0x03000000
RC_DOWN, RC_UP = 0x100, 0x200
PC_24, PC_53 = 0x20000, 0x10000
IC_AFFINE = 0x40000
DN_FLUSH, DN_FLUSH_OPERANDS_SAVE_RESULTS, DN_SAVE_OPERANDS_FLUSH_RESULTS = 0x1000000, 0x2000000, 0x3000000
FE_ALL_EXCEPT = 0x1F
X87_DEFAULT, MXCSR_DEFAULT = 0x27F, 0x1F80

# hardware exception bit (same order in the x87 words and MXCSR) -> abstract flag
_EXC = ((0x1, EM_INVALID), (0x2, EM_DENORMAL), (0x4, EM_ZERODIVIDE), (0x8, EM_OVERFLOW),
        (0x10, EM_UNDERFLOW), (0x20, EM_INEXACT))
_RC = {0: 0, 1: RC_DOWN, 2: RC_UP, 3: RC_DOWN | RC_UP}       # hardware RC field -> _RC_*
_PC = {0: PC_24, 1: 0, 2: PC_53, 3: 0}                       # x87 PC field -> _PC_*


def _uc(vm):
    return vm.machine.uc


def _mxcsr(vm):
    """MXCSR with the SSE exception flags Unicorn keeps outside it (machine/fpflags.py)."""
    return vm.machine.fp.read_mxcsr()


def _set_mxcsr(vm, value):
    """Set MXCSR, its exception flags included (machine/fpflags.py)."""
    vm.machine.fp.write_mxcsr(value)


def _fpsw(vm):
    """The x87 status word with the exception flags Unicorn keeps outside it."""
    return vm.machine.fp.read_fpsw()


def _set_fpsw(vm, value):
    """Set the x87 status word, its exception flags included."""
    vm.machine.fp.write_fpsw(value)


def _exc_to_abstract(bits):
    return sum(flag for hw, flag in _EXC if bits & hw)


def _abstract_to_exc(flags):
    return sum(hw for hw, flag in _EXC if flags & flag)


def x87_to_abstract(cw):
    """The abstract control word of an x87 control word."""
    return (_exc_to_abstract(cw & 0x3F) | _RC[(cw >> 10) & 3] | _PC[(cw >> 8) & 3]
            | (IC_AFFINE if cw & 0x1000 else 0))


def abstract_to_x87(flags, cw):
    """x87 control word ``cw`` with the abstract word's masks, rounding, precision and
    infinity control."""
    cw &= ~0x1F3F & 0xFFFF
    cw |= _abstract_to_exc(flags)
    cw |= {0: 0, RC_DOWN: 1, RC_UP: 2, RC_DOWN | RC_UP: 3}[flags & MCW_RC] << 10
    cw |= {PC_24: 0, PC_53: 2, 0: 3, PC_24 | PC_53: 3}[flags & MCW_PC] << 8
    if flags & IC_AFFINE:
        cw |= 0x1000
    return cw


def sse_to_abstract(mxcsr):
    """The abstract control word of an MXCSR value."""
    flags = _exc_to_abstract((mxcsr >> 7) & 0x3F) | _RC[(mxcsr >> 13) & 3]
    flags |= {0x40: DN_FLUSH_OPERANDS_SAVE_RESULTS, 0x8000: DN_SAVE_OPERANDS_FLUSH_RESULTS,
              0x8040: DN_FLUSH}.get(mxcsr & 0x8040, 0)
    return flags


def abstract_to_sse(flags, mxcsr):
    """MXCSR ``mxcsr`` with the abstract word's masks, rounding and denormal control."""
    mxcsr &= ~(0x1F80 | 0x6000 | 0x8040) & 0xFFFFFFFF
    mxcsr |= _abstract_to_exc(flags) << 7
    mxcsr |= {0: 0, RC_DOWN: 1, RC_UP: 2, RC_DOWN | RC_UP: 3}[flags & MCW_RC] << 13
    mxcsr |= {DN_FLUSH_OPERANDS_SAVE_RESULTS: 0x40, DN_SAVE_OPERANDS_FLUSH_RESULTS: 0x8000,
              DN_FLUSH: 0x8040}.get(flags & MCW_DN, 0)
    return mxcsr


def control87_2(vm, new, mask):
    """Change both units' control words under ``mask``; their abstract words after."""
    uc = _uc(vm)
    cw = uc.reg_read(UC_X86_REG_FPCW)
    x87 = x87_to_abstract(cw)
    x87 = (x87 & ~mask) | (new & mask)
    uc.reg_write(UC_X86_REG_FPCW, abstract_to_x87(x87, cw))
    mxcsr = _mxcsr(vm)
    sse = sse_to_abstract(mxcsr)
    sse = (sse & ~mask) | (new & mask)
    _set_mxcsr(vm, abstract_to_sse(sse, mxcsr))
    return (x87_to_abstract(uc.reg_read(UC_X86_REG_FPCW)),
            sse_to_abstract(_mxcsr(vm)))


def control87(vm, new, mask):
    """_control87: the x87's abstract word, with the SSE bits merged in. In a 64-bit
    program only the SSE unit is the runtime's (x64 code does its floating point in SSE):
    MXCSR alone changes and is reported, so the x87's precision and infinity control are
    neither set nor answered (64-bit Wine prints the same)."""
    if vm.ptr_size == 8:
        mxcsr = _mxcsr(vm)
        sse = (sse_to_abstract(mxcsr) & ~mask) | (new & mask)
        _set_mxcsr(vm, abstract_to_sse(sse, mxcsr))
        return sse_to_abstract(_mxcsr(vm)) & 0xFFFFFFFF
    x87, sse = control87_2(vm, new, mask)
    if (x87 ^ sse) & (MCW_EM | MCW_RC):
        x87 |= EM_AMBIGUOUS
    return (x87 | sse) & 0xFFFFFFFF


def status(vm):
    """(x87, sse) exception flags in the abstract _SW_* form."""
    return (_exc_to_abstract(_fpsw(vm) & 0x3F),
            _exc_to_abstract(_mxcsr(vm) & 0x3F))


def set_status(vm, flags, mask):
    """Set the exception flags in ``mask`` (abstract) to those in ``flags``, both units."""
    hw_mask, hw = _abstract_to_exc(mask), _abstract_to_exc(flags & mask)
    sw = _fpsw(vm) & ~hw_mask | hw
    if not sw & 0x3F:
        sw &= ~0x8080                 # no pending exception left: ES and B clear
    _set_fpsw(vm, sw)
    _set_mxcsr(vm, _mxcsr(vm) & ~hw_mask | hw)


@cdecl("_control87", "UINT new, UINT mask", widths=BOTH)
def _control87(c, new, mask):
    """Change the floating-point control word; the word after."""
    return control87(c.vm, new, mask)


@cdecl("_controlfp", "UINT new, UINT mask", widths=BOTH)
def _controlfp(c, new, mask):
    """_control87 that leaves the denormal exception mask alone."""
    return control87(c.vm, new, mask & ~EM_DENORMAL)


@cdecl("__control87_2", "UINT new, UINT mask, LPVOID x86, LPVOID sse", widths=X86ONLY)
def __control87_2(c, new, mask, x86, sse):
    """Change the x87 (when ``x86``) and SSE (when ``sse``) control words; each one's
    abstract word after goes to its pointer. Returns 1."""
    mem = c.vm.mem
    uc = _uc(c.vm)
    cw, mxcsr = uc.reg_read(UC_X86_REG_FPCW), _mxcsr(c.vm)
    x87_after, sse_after = control87_2(c.vm, new, mask)
    if not x86:
        uc.reg_write(UC_X86_REG_FPCW, cw)
    else:
        mem.w32(x86, x87_after)
    if not sse:
        _set_mxcsr(c.vm, mxcsr)
    else:
        mem.w32(sse, sse_after)
    return 1


@cdecl("_controlfp_s", "LPVOID current, UINT new, UINT mask", widths=BOTH)
def _controlfp_s(c, current, new, mask):
    """_controlfp with a check: bits outside the known fields are EINVAL."""
    valid = MCW_EM | MCW_IC | MCW_RC | MCW_PC | MCW_DN
    if new & mask & ~valid:
        if current:
            c.vm.mem.w32(current, control87(c.vm, 0, 0))
        return (yield from invalid_parameter(c, EINVAL))
    value = control87(c.vm, new, mask & ~EM_DENORMAL)
    if current:
        c.vm.mem.w32(current, value)
    return 0


@cdecl("_statusfp", widths=BOTH)
def _statusfp(c):
    """The exception flags raised so far (x87 and SSE together)."""
    x87, sse = status(c.vm)
    return x87 | sse


@cdecl("_statusfp2", "LPVOID x86, LPVOID sse", widths=BOTH)
def _statusfp2(c, x86, sse):
    """Each unit's exception flags, to its pointer."""
    x87_flags, sse_flags = status(c.vm)
    if x86:
        c.vm.mem.w32(x86, x87_flags)
    if sse:
        c.vm.mem.w32(sse, sse_flags)


@cdecl("_clearfp", widths=BOTH)
def _clearfp(c):
    """Clear the exception flags; the flags before."""
    x87, sse = status(c.vm)
    set_status(c.vm, 0, 0x8001F)
    return x87 | sse


def fpreset(vm):
    """FNINIT with Windows' control word (53-bit precision, all masked) and the default
    MXCSR."""
    uc = _uc(vm)
    uc.reg_write(UC_X86_REG_FPCW, X87_DEFAULT)
    _set_fpsw(vm, 0)
    uc.reg_write(UC_X86_REG_FPTAG, 0xFFFF)
    _set_mxcsr(vm, MXCSR_DEFAULT)


@cdecl("_fpreset", widths=BOTH)
def _fpreset(c):
    """Reset both floating-point units."""
    fpreset(c.vm)


# -- <fenv.h> (the UCRT) -----------------------------------------------------------------
def _ucrt(name, params="", widths=BOTH):
    """A UCRT floating-point environment function: fenv_t and fexcept_t are unsigned
    longs at both widths."""
    return api(UCRTBASE, name, params, conv="cdecl", widths=widths)


def _rc_mask(flags):
    return flags & MCW_RC


@_ucrt("fegetround")
def fegetround(c):
    """The rounding mode: FE_TONEAREST 0, FE_DOWNWARD 0x100, FE_UPWARD 0x200,
    FE_TOWARDZERO 0x300."""
    return control87(c.vm, 0, 0) & MCW_RC


@_ucrt("fesetround", "int mode")
def fesetround(c, mode):
    """Set both units' rounding: 0, or non-zero for an unknown mode."""
    if mode & ~MCW_RC:
        return 1
    control87_2(c.vm, mode, MCW_RC)
    return 0


@_ucrt("fetestexcept", "int excepts")
def fetestexcept(c, excepts):
    """Which of ``excepts`` are raised."""
    x87, sse = status(c.vm)
    return (x87 | sse) & excepts & FE_ALL_EXCEPT


@_ucrt("feclearexcept", "int excepts")
def feclearexcept(c, excepts):
    """Clear the flags of ``excepts``: 0."""
    set_status(c.vm, 0, excepts & FE_ALL_EXCEPT)
    return 0


@_ucrt("feraiseexcept", "int excepts")
def feraiseexcept(c, excepts):
    """Raise the flags of ``excepts`` (masked exceptions only set their flags): 0."""
    set_status(c.vm, excepts & FE_ALL_EXCEPT, excepts & FE_ALL_EXCEPT)
    return 0


@_ucrt("fegetexceptflag", "LPVOID out, int excepts")
def fegetexceptflag(c, out, excepts):
    """Store the flags of ``excepts``: 0."""
    x87, sse = status(c.vm)
    c.vm.mem.w32(out, (x87 | sse) & excepts & FE_ALL_EXCEPT)
    return 0


@_ucrt("fesetexceptflag", "LPVOID flags, int excepts")
def fesetexceptflag(c, flags, excepts):
    """Set the flags of ``excepts`` to the stored ones: 0."""
    set_status(c.vm, c.vm.mem.u32(flags), excepts & FE_ALL_EXCEPT)
    return 0


def _get_env(vm, env):
    uc = _uc(vm)
    FENV.write(vm.mem, env,
               _Fe_ctl=uc.reg_read(UC_X86_REG_FPCW)
               | (_mxcsr(vm) & 0xFFFF) << 16,
               _Fe_stat=(_fpsw(vm) & 0x3F)
               | (_mxcsr(vm) & 0x3F) << 8)


def _set_env(vm, env):
    uc = _uc(vm)
    mem = vm.mem
    if env == vm.data_var(UCRTBASE, "_Fenv0"):         # FE_DFL_ENV
        ctl, stat = X87_DEFAULT | MXCSR_DEFAULT << 16, 0
    else:
        ctl, stat = FENV.values(mem, env)
    uc.reg_write(UC_X86_REG_FPCW, ctl & 0xFFFF)
    _set_mxcsr(vm, (ctl >> 16) & ~0x3F | (stat >> 8) & 0x3F)
    sw = _fpsw(vm) & ~0x80BF | (stat & 0x3F)
    _set_fpsw(vm, sw)


@_ucrt("fegetenv", "LPVOID env")
def fegetenv(c, env):
    """Store the floating-point environment: 0."""
    _get_env(c.vm, env)
    return 0


@_ucrt("fesetenv", "LPVOID env")
def fesetenv(c, env):
    """Restore a stored environment (or FE_DFL_ENV): 0."""
    _set_env(c.vm, env)
    return 0


@_ucrt("feholdexcept", "LPVOID env")
def feholdexcept(c, env):
    """Store the environment, clear the flags and mask every exception: 0."""
    _get_env(c.vm, env)
    set_status(c.vm, 0, 0x8001F)
    control87_2(c.vm, MCW_EM, MCW_EM)
    return 0


@_ucrt("feupdateenv", "LPVOID env")
def feupdateenv(c, env):
    """Restore a stored environment, then raise again the flags raised now: 0."""
    x87, sse = status(c.vm)
    _set_env(c.vm, env)
    set_status(c.vm, x87 | sse, x87 | sse)
    return 0
