"""msvcrt's setjmp/longjmp in a 64-bit program: the x64 _JUMP_BUFFER (setjmp.h under
_WIN64), and a longjmp that unwinds as Windows' does.

``_setjmp(buf, frame)`` — mingw-w64's ``setjmp`` passes ``__builtin_frame_address(0)``
as the frame — saves the nonvolatile registers, the caller's RSP and return address, the
MXCSR and x87 control word, and XMM6-XMM15. ``longjmp`` with a frame unwinds to it first
(RtlUnwind with a STATUS_LONGJUMP record whose one parameter is the buffer: the
termination handlers of the frames in between run) and then loads the buffer; with no
frame it only loads the buffer.
"""

from ....abi.api import Jump
from ....abi.structs import struct as cstruct
from ...kernel import seh64

__all__ = ["JUMP_BUFFER64", "setjmp64", "longjmp64", "STATUS_LONGJUMP"]

JUMP_BUFFER64 = cstruct(
    "CRT_JUMP_BUFFER_X64",
    "ULONGLONG Frame; ULONGLONG Rbx; ULONGLONG Rsp; ULONGLONG Rbp; ULONGLONG Rsi;"
    " ULONGLONG Rdi; ULONGLONG R12; ULONGLONG R13; ULONGLONG R14; ULONGLONG R15;"
    " ULONGLONG Rip; DWORD MxCsr; WORD FpCsr; WORD Spare; ULONGLONG Xmm[20]")
# Xmm: XMM6..XMM15 as the SDK's SETJMP_FLOAT128 {Part[2]}, low half first.
STATUS_LONGJUMP = 0x80000026
_MASK64 = (1 << 64) - 1
_NONVOLATILE = ("Rbx", "Rbp", "Rsi", "Rdi", "R12", "R13", "R14", "R15")


def setjmp64(vm, buf):
    """Fill the x64 jump buffer from the registers at the _setjmp call; 0."""
    ctx = seh64.caller_context(vm)
    # The frame is _setjmp's second argument (RDX); the declaration reads only the
    # buffer, the one argument it has in 32-bit programs.
    frame = vm.machine.regs()["rdx"]
    jb = JUMP_BUFFER64.at(vm.mem, buf, 8)
    jb.Frame = frame
    for name in _NONVOLATILE:
        setattr(jb, name, ctx[name.lower()])
    jb.Rsp, jb.Rip = ctx["rsp"], ctx["rip"]
    jb.MxCsr, jb.FpCsr = 0x1F80, 0x27F
    jb.Xmm = tuple(half for i in range(6, 16)
                   for half in (ctx["xmm%d" % i] & _MASK64, ctx["xmm%d" % i] >> 64))
    return 0


def longjmp64(vm, buf, value):
    """Generator: return from the _setjmp that filled ``buf`` again with ``value`` (1 for
    0), unwinding the frames between first when the buffer names a frame."""
    jb = JUMP_BUFFER64.at(vm.mem, buf, 8)
    value = value or 1
    if jb.Frame:
        record = seh64.new_record(vm, STATUS_LONGJUMP, 0, 0, [buf])
        try:
            yield from seh64.unwind(vm, jb.Frame, jb.Rip, record, value,
                                    seh64.caller_context(vm))
        finally:
            vm.heap.free(record)
    # What RtlRestoreContext does for a STATUS_LONGJUMP record: the registers come from
    # the jump buffer, not from the unwound context.
    regs = {name.lower(): getattr(jb, name) for name in _NONVOLATILE}
    regs.update(rsp=jb.Rsp, rip=jb.Rip, rax=value)
    xmm = jb.Xmm
    for i in range(10):
        regs["xmm%d" % (i + 6)] = xmm[2 * i] | (xmm[2 * i + 1] << 64)
    return Jump(regs)
