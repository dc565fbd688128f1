"""A generator API that returns at its first advance (cpu.py ``_advance(called_at=)``):
answered like a plain handler, EAX by the thunk stub and the thunk's own ``ret N``. Its
EAX, ESP and the caller's stack are the ones the Python hook gives (every generator
returned through Python's register writes), whatever it returns, however many argument
bytes its ``ret`` drops, and when it runs guest code first or moves the stack itself."""

import random
import struct

import pytest

from wineagent.abi.api import ApiSpec, GuestCall, _parse_params
from wineagent.machine.cpu import Machine
from wineagent.machine.nativecode import HOST_RUNS_IT
from unicorn.x86_const import UC_X86_REG_ESP

CODE, SUB, DATA = 0x10000000, 0x10008000, 0x10010000
#: what the immediate generators return: ints of any sign and size, bools, None
RESULTS = (0, 1, 7, -1, -5, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x123456789, True, False,
           None)


class _Python32(Machine):
    _NATIVE_DISPATCH = False


def _specs(m):
    """name -> (thunk, argument count): R<k> returns RESULTS[k] at once (stdcall, two
    arguments), C returns at once (cdecl, one argument: the caller drops it), G calls
    the guest back first, S moves ESP before it returns (the Python path's return), P
    moves it through Machine.push before it returns, W (a plain handler) before it
    returns a generator (which calls the guest back: its frame's stack pointer is the
    moved one)."""
    thunks = {}
    for k, value in enumerate(RESULTS):
        def immediate(c, a, b, value=value):
            if False:
                yield
            return value
        spec = ApiSpec("TEST.dll", "R%d" % k, "stdcall", _parse_params("int a, int b"),
                       immediate, False)
        thunks["R%d" % k] = (m.thunk_for(spec, "TEST.dll!R%d" % k), 2)

    def cdecl(c, a):
        if False:
            yield
        return a * 2
    spec = ApiSpec("TEST.dll", "C", "cdecl", _parse_params("int a"), cdecl, False)
    thunks["C"] = (m.thunk_for(spec, "TEST.dll!C"), 1)

    def callback(c, a):
        got = yield GuestCall(SUB)
        return got + a
    spec = ApiSpec("TEST.dll", "G", "stdcall", _parse_params("int a"), callback, False)
    thunks["G"] = (m.thunk_for(spec, "TEST.dll!G"), 1)

    def moves(c, a):
        if False:
            yield
        esp = m.regs32.read(UC_X86_REG_ESP)
        m.regs32.write(UC_X86_REG_ESP, esp - 64)
        return a + 1
    spec = ApiSpec("TEST.dll", "S", "stdcall", _parse_params("int a"), moves, False)
    thunks["S"] = (m.thunk_for(spec, "TEST.dll!S"), 1)

    def pushes(c, a):
        # moves the stack through the machine (as the Win32 layer does), not through
        # regs32: a copy of the return address, so the caller goes on 4 bytes lower
        if False:
            yield
        m.push(m.mem.u32(m.regs32.read(UC_X86_REG_ESP)))
        return a + 3
    spec = ApiSpec("TEST.dll", "P", "stdcall", _parse_params("int a"), pushes, False)
    thunks["P"] = (m.thunk_for(spec, "TEST.dll!P"), 1)

    def wrapper(c, a):
        # a plain handler that moves the stack before it hands over a generator: the
        # generator's frame is where the stack is then
        m.push(m.mem.u32(m.regs32.read(UC_X86_REG_ESP)))
        return _calls_back(a)
    spec = ApiSpec("TEST.dll", "W", "stdcall", _parse_params("int a"), wrapper, False)
    thunks["W"] = (m.thunk_for(spec, "TEST.dll!W"), 1)
    return thunks


def _calls_back(a):
    got = yield GuestCall(SUB)
    return got + a - 4


def _program(seed, thunks):
    """Random calls, each result and the ESP after it stored in turn."""
    rnd = random.Random(seed)
    names = sorted(thunks)
    code = b""
    for i in range(200):
        name = rnd.choice(names)
        thunk, nargs = thunks[name]
        for _ in range(nargs):
            code += b"\x68" + struct.pack("<i", rnd.randint(-99, 99))    # push
        code += b"\xb8" + struct.pack("<I", thunk) + b"\xff\xd0"        # call thunk
        if name == "C":
            code += b"\x83\xc4\x04"                                      # add esp, 4
        code += b"\xa3" + struct.pack("<I", DATA + 8 * i)               # mov [..], eax
        code += b"\x89\x25" + struct.pack("<I", DATA + 8 * i + 4)       # mov [..], esp
    return code + b"\xeb\xfe"                                            # jmp $


def _run(cls, seed):
    m = cls(lambda spec: None)
    thunks = _specs(m)
    m.mem.map(CODE, 0x8000, 0x40)
    m.mem.map(SUB, 0x1000, 0x40)
    m.mem.map(DATA, 0x1000)
    m.mem.map(0x20000000, 0x10000)
    m.mem.write(SUB, b"\xb8\x05\x00\x00\x00\xc3")          # mov eax, 5; ret
    m.mem.write(CODE, _program(seed, thunks))
    m.uc.reg_write(m._PC, CODE)
    m.uc.reg_write(UC_X86_REG_ESP, 0x20008000)
    m.run(6000)
    assert m.fault is None, m.fault
    return m.mem.read(DATA, 1600), m.api_calls, list(m.recent), m.frames


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook runs on x86-64 Linux")
@pytest.mark.parametrize("seed", range(3))
def test_immediate_generators_answer_as_the_python_path(seed, monkeypatch):
    """The same results, stack pointers and counters as the Python hook's, and the
    immediate ones never reached Python's register writes (the stub answered them)."""
    python = _run(_Python32, seed)
    writes = []
    real = Machine._advance

    def advance(self, gen, value, called_at=None):
        got = real(self, gen, value, called_at)
        writes.append(got is None)
        return got
    monkeypatch.setattr(Machine, "_advance", advance)
    native = _run(Machine, seed)
    assert native[:3] == python[:3]
    assert native[3] == [] and python[3] == []
    assert writes.count(False) > 100        # answered through the stub
    assert writes.count(True) > 5           # G's two advances, S
