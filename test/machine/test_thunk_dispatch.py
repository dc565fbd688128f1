"""The thunk dispatch (machine/cpu.py): the machine-code hook and the Python one deliver the
same results to EAX / RAX, with the same arguments, counts and recent calls."""

import copy
import struct

import pytest

from wineagent.abi.api import BOTH, ApiSpec, _parse_params
from wineagent.machine import cpu
from wineagent.machine.cpu import Machine
from wineagent.machine.cpu64 import Machine64
from wineagent.machine.nativecode import HOST_RUNS_IT
from unicorn.x86_const import UC_X86_REG_EBX, UC_X86_REG_RBX

CODE, DATA = 0x10000000, 0x10010000

#: (declaration, handler): what each call returns; the guest stores EAX/RAX after each
CASES = [
    ("", lambda c: 5),
    ("", lambda c: -1),
    ("", lambda c: 0xFFFFFFFF),
    ("", lambda c: (1 << 32) + 7),
    ("", lambda c: (1 << 70) + 9),
    ("", lambda c: True),
    ("", lambda c: None),
    ("", lambda c: False),
    ("int a, int b", lambda c, a, b: a - b),       # numbers only: decoded in place
]


class _Python32(Machine):
    _NATIVE_DISPATCH = False


class _Python64(Machine64):
    _NATIVE_DISPATCH = False


def _run(cls):
    m = cls(lambda spec: None)
    wide = m.WIDTH == 8
    m.mem.map(CODE, 0x1000, 0x40)              # PAGE_EXECUTE_READWRITE
    m.mem.map(DATA, 0x1000)
    code = b""
    for i, (params, func) in enumerate(CASES):
        spec = ApiSpec("TEST.dll", "F%d" % i, "stdcall", _parse_params(params), func, False,
                       widths=BOTH)
        thunk = m.thunk_for(spec, "TEST.dll!F%d" % i)
        if wide:
            if params:
                code += b"\x48\xc7\xc1" + struct.pack("<i", 10)    # mov rcx, 10
                code += b"\x48\xc7\xc2" + struct.pack("<i", -3)    # mov rdx, -3
            code += b"\x48\xc7\xc0" + struct.pack("<i", -0x5555)   # mov rax, junk
            code += b"\x48\x83\xec\x28"                            # sub rsp, 0x28
            code += b"\x48\xb8" + struct.pack("<Q", thunk)         # mov rax, thunk
            code += b"\xff\xd0\x48\x83\xc4\x28"                    # call rax; add rsp, 0x28
            code += b"\x48\xa3" + struct.pack("<Q", DATA + 8 * i)  # mov [DATA+8i], rax
        else:
            if params:
                code += b"\x68" + struct.pack("<i", -3)            # push -3
                code += b"\x68" + struct.pack("<i", 10)            # push 10
            code += b"\xb8" + struct.pack("<I", thunk)             # mov eax, thunk
            code += b"\xff\xd0"                                    # call eax
            code += b"\xa3" + struct.pack("<I", DATA + 4 * i)      # mov [DATA+4i], eax
            code += b"\xb8\x55\x55\x55\x55"                        # mov eax, junk
    code += b"\xeb\xfe"                                            # jmp $
    m.mem.write(CODE, code)
    m.uc.reg_write(m._PC, CODE)
    m.run(200)
    assert m.fault is None, m.fault
    size = m.WIDTH
    values = [int.from_bytes(m.mem.read(DATA + size * i, size), "little")
              for i in range(len(CASES))]
    return values, m.api_calls, list(m.recent)


@pytest.mark.parametrize("native, python", [(Machine, _Python32), (Machine64, _Python64)])
def test_the_machine_code_hook_delivers_what_the_python_hook_does(native, python):
    got, calls, recent = _run(native)
    assert (got, calls, recent) == _run(python)
    assert calls == len(CASES) and recent[-1] == "TEST.dll!F%d" % (len(CASES) - 1)
    if native.WIDTH == 4:
        assert got == [5, 0xFFFFFFFF, 0xFFFFFFFF, 7, 9, 1, 0, 0, 13]
    else:
        # a 32-bit value of 0x80000000..0xFFFFFFFF is widened (cpu64._widen)
        assert got == [5, (1 << 64) - 1, (1 << 64) - 1, (1 << 32) + 7, 9, 1, 0, 0, 13]


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook is x86-64 Linux's")
def test_the_machine_code_hook_is_the_one_installed_here():
    m = Machine(lambda spec: None)
    assert cpu._native_thunk_stub() is not None
    # the context words (a memoryview) live with the emulator, as the callback does
    assert any(type(x) is memoryview for x in m.uc._wineagent_callbacks)


def _twin_run(cls, steps):
    """A guest that calls one API (a spec with a bare twin) once per step, the machine
    told between steps whether it wants the wrappers; which handler ran each time."""
    ran = []
    spec = ApiSpec("TEST.dll", "Twin", "stdcall", _parse_params("int a"),
                   lambda c, a: ran.append("wrapped") or a, False, widths=BOTH)
    spec.with_bare(lambda c, a: ran.append("bare") or a)
    m = cls(lambda spec: None)
    m.mem.map(CODE, 0x1000, 0x40)
    thunk = m.thunk_for(spec, "TEST.dll!Twin")
    if m.WIDTH == 8:
        code = (b"\x48\xc7\xc1\x07\x00\x00\x00\x48\x83\xec\x28\x48\xb8" + struct.pack("<Q", thunk)
                + b"\xff\xd0\x48\x83\xc4\x28")
    else:
        code = b"\x6a\x07\xb8" + struct.pack("<I", thunk) + b"\xff\xd0"
    m.mem.write(CODE, code + b"\xeb\xfe")
    for bare in steps:
        if bare is not None:
            m.use_bare_handlers(bare)
        m.uc.reg_write(m._PC, CODE)
        m.run(20)
        assert m.fault is None, m.fault
    return ran, m, spec


@pytest.mark.parametrize("cls", [Machine, Machine64, _Python32, _Python64])
def test_a_bare_twin_runs_only_while_the_wrappers_are_not_wanted(cls):
    # a new machine holds the twin (no metafile DC open); False brings the wrapped
    # handler back (a metafile DC opened), True the twin again, None changes nothing
    ran, m, spec = _twin_run(cls, [None, False, None, True])
    assert ran == ["bare", "wrapped", "wrapped", "bare"]
    assert m.thunks[-1][0] is spec.bare
    # an entry someone else replaced (events/apitrace.py's traced copy) stays as it is,
    # and goes back as the variant the machine holds by then
    entry = m.thunks[-1]
    traced = (copy.copy(spec), entry[1], entry[2])
    m.thunks[-1] = traced
    m.use_bare_handlers(False)
    assert m.thunks[-1] is traced
    assert m.settled_entry(entry)[0] is spec
    m.use_bare_handlers(True)
    assert m.settled_entry(entry)[0] is spec.bare
    assert m.settled_entry((spec, None, "x"))[0] is spec.bare


def test_gdi32_records_handlers_have_bare_twins_that_skip_only_the_wrapper():
    import wineagent.win32.dlls  # noqa: F401 - declares every API
    from wineagent.abi.api import REGISTRY, lookup
    line = lookup("gdi32.dll", "LineTo")
    assert line.bare is not None and line.bare.wrapped is line
    assert line.func.__wrapped__ is line.bare.func
    # DeleteObject (@forgets) too; an API with no wrapper has none
    assert lookup("gdi32.dll", "DeleteObject").bare is not None
    assert lookup("user32.dll", "FillRect").bare is None
    assert all(s.bare.wrapped is s for s in REGISTRY.values() if s.bare is not None)


STACK = 0x20000000


def _seven_args_runs(cls, bases, remap_before=()):
    """A guest that calls a seven-argument API (numbers only: its stack arguments go
    through the words the hook copies) with ``base - 3 + i`` as argument i, once per
    base (EBX/RBX); the stack is a region of its own, unmapped and mapped again (a new
    host buffer) before the runs in ``remap_before``. What the handler got each time."""
    got = []
    spec = ApiSpec("TEST.dll", "Seven", "stdcall",
                   _parse_params("int a, UINT b, int c, UINT d, int e, int f, LPVOID g"),
                   lambda c, *a: got.append(a) or 0, False, widths=BOTH)
    m = cls(lambda spec: None)
    m.mem.map(CODE, 0x1000, 0x40)
    thunk = m.thunk_for(spec, "TEST.dll!Seven")
    if m.WIDTH == 8:
        code = b"\x48\x83\xec\x48"                                    # sub rsp, 0x48
        for i, reg in enumerate((b"\x48\x8d\x4b", b"\x48\x8d\x53", b"\x4c\x8d\x43",
                                 b"\x4c\x8d\x4b")):                  # lea rcx.., [rbx+d]
            code += reg + struct.pack("<b", i - 3)
        for i in range(4, 7):
            code += b"\x48\x8d\x43" + struct.pack("<b", i - 3)        # lea rax, [rbx+d]
            code += b"\x48\x89\x44\x24" + bytes([0x20 + 8 * (i - 4)])  # mov [rsp+..], rax
        code += b"\x48\xb8" + struct.pack("<Q", thunk) + b"\xff\xd0"  # call thunk
        code += b"\x48\x83\xc4\x48"
    else:
        code = b""
        for i in reversed(range(7)):
            code += b"\x8d\x43" + struct.pack("<b", i - 3) + b"\x50"  # lea eax,[ebx+d]; push
        code += b"\xb8" + struct.pack("<I", thunk) + b"\xff\xd0"      # call thunk
    m.mem.write(CODE, code + b"\xeb\xfe")
    m.mem.map(STACK, 0x2000)
    for n, base in enumerate(bases):
        if n in remap_before:
            m.mem.unmap(STACK)
            m.mem.map(STACK, 0x2000)
        m.uc.reg_write(m._SP, STACK + 0x1800)
        if m.WIDTH == 8:
            m.uc.reg_write(UC_X86_REG_RBX, base & ((1 << 64) - 1))
        else:
            m.uc.reg_write(UC_X86_REG_EBX, base & 0xFFFFFFFF)
        m.uc.reg_write(m._PC, CODE)
        m.run(20)
        assert m.fault is None, m.fault
    return got


def _seven_expected(base, wide):
    vals = [base - 3 + i for i in range(7)]
    u = [v & 0xFFFFFFFF for v in vals]
    s = [x - (1 << 32) if x >> 31 else x for x in u]
    g = vals[6] & ((1 << 64) - 1) if wide else u[6]
    return (s[0], u[1], s[2], u[3], s[4], s[5], g)


@pytest.mark.parametrize("native, python", [(Machine, _Python32), (Machine64, _Python64)])
def test_stack_arguments_the_hook_copies_are_the_ones_on_the_stack(native, python):
    # the first call aims the hook's window at the stack, the next ones read the words
    # it copied; a stack unmapped and mapped again (a new host buffer: the old one still
    # holds the earlier call's words) must not be read through the old window
    bases = [1, 0x12345678, -5, 0x7FFFFFF0, 2, 3]
    got = _seven_args_runs(native, bases, remap_before=(3, 4))
    assert got == _seven_args_runs(python, bases, remap_before=(3, 4))
    assert got == [_seven_expected(b, native.WIDTH == 8) for b in bases]


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook is x86-64 Linux's")
@pytest.mark.parametrize("native, python", [(Machine, _Python32), (Machine64, _Python64)])
def test_the_dispatch_through_the_c_api_answers_as_through_ctypes(native, python,
                                                                 monkeypatch):
    """The stub calls the dispatch through the interpreter's C API here (_CALL_PYTHON);
    where that is not found it calls ctypes callbacks: both give the Python hook's
    results (a result past 64 bits taken modulo 2**64 alike), counts and names."""
    direct = _run(native)
    m = native(lambda spec: None)
    assert cpu._python_caller() is not None
    assert not any(isinstance(x, cpu._THUNK_CB) for x in m.uc._wineagent_callbacks)
    monkeypatch.setattr(cpu, "_python_caller", lambda: None)
    m = native(lambda spec: None)
    assert any(isinstance(x, cpu._THUNK_CB) for x in m.uc._wineagent_callbacks)
    assert _run(native) == direct == _run(python)
