"""The API-call counters the thunk stub keeps (machine/callring.py): ``api_calls`` and
``recent`` read inside handlers, between batches and in fault reports are the ones the
Python dispatch (every call counted in Python) gives, however the calls fall: more calls
than the ring holds between two reads, calls into a slot no thunk is bound to (not
counted), guest callbacks from a handler (their return to the dispatcher not counted),
a handler that fails, an API nobody implements."""

import collections
import random
import struct

import pytest

from wineagent.abi.api import ApiSpec, GuestCall, _parse_params
from wineagent.machine import callring
from wineagent.machine.cpu import THUNK_BASE, Machine
from wineagent.machine.nativecode import HOST_RUNS_IT
from unicorn.x86_const import UC_X86_REG_FPCW

CODE, SUB, DATA = 0x10000000, 0x10008000, 0x10010000
#: the APIs a program calls: F0..F5 plain (F1 and F4 read the counters), G calls the
#: guest's subroutine back (which calls F0 and F2) and returns what it returned plus one
PLAIN, READERS = 6, (1, 4)


class _Python32(Machine):
    _NATIVE_DISPATCH = False


def _specs(m, log, readers=True):
    """Bind the test APIs in ``m``; returns name -> thunk address."""
    thunks = {}

    def plain(i):
        if i in READERS and readers:
            def func(c, a):
                log.append((i, a, m.api_calls, tuple(m.recent)))
                return a + i
        else:
            def func(c, a):
                return a * 3 + i
        return func

    for i in range(PLAIN):
        spec = ApiSpec("TEST.dll", "F%d" % i, "stdcall", _parse_params("int a"), plain(i),
                       False)
        thunks["F%d" % i] = m.thunk_for(spec, "TEST.dll!F%d" % i)

    def callback(c):
        got = yield GuestCall(SUB)
        log.append(("G", got, m.api_calls, tuple(m.recent)))
        return got + 1
    spec = ApiSpec("TEST.dll", "G", "stdcall", [], callback, False)
    thunks["G"] = m.thunk_for(spec, "TEST.dll!G")

    def broken(c):
        raise KeyError("a handler bug")
    spec = ApiSpec("TEST.dll", "Broken", "stdcall", [], broken, False)
    thunks["Broken"] = m.thunk_for(spec, "TEST.dll!Broken")
    thunks["Absent"] = m.thunk_for(None, "TEST.dll!Absent")
    # a thunk slot nothing is bound to: its `ret` runs, and no call is counted
    thunks["unbound"] = THUNK_BASE + 4 * (len(m.thunks) + 40)
    return thunks


def _call(thunk, arg=None):
    code = b"" if arg is None else b"\x68" + struct.pack("<i", arg)     # push arg
    return code + b"\xb8" + struct.pack("<I", thunk) + b"\xff\xd0"     # mov eax; call eax


def _program(seed, thunks, end, start=b""):
    """The guest's calls after the code ``start``: ``seed``'s random mix, each result
    stored, then ``end`` (a call that stops the guest, or none: it spins)."""
    rnd = random.Random(seed)
    code = start
    for i in range(rnd.randint(150, 260)):
        what = rnd.random()
        if what < 0.06:
            code += _call(thunks["unbound"])
        elif what < 0.12:
            code += _call(thunks["G"])
        else:
            code += _call(thunks["F%d" % rnd.randrange(PLAIN)], rnd.randint(-99, 99))
        code += b"\xa3" + struct.pack("<I", DATA + 4 * (i % 1000))    # mov [DATA+4i], eax
    if end is not None:
        code += _call(thunks[end])
    return code + b"\xeb\xfe"                                         # jmp $


def _run(cls, seed, batches=1, end=None, recent_calls=16, readers=True, start=b"",
         fpcw=None):
    m = cls(lambda spec: None, recent_calls=recent_calls)
    if fpcw is not None:
        m.uc.reg_write(UC_X86_REG_FPCW, fpcw)
    log = []
    thunks = _specs(m, log, readers)
    m.mem.map(CODE, 0x8000, 0x40)
    m.mem.map(SUB, 0x1000, 0x40)
    m.mem.map(DATA, 0x1000)
    # the subroutine G calls back: F0(1), F2(2), then 7 in EAX
    m.mem.write(SUB, _call(thunks["F0"], 1) + _call(thunks["F2"], 2)
                + b"\xb8\x07\x00\x00\x00\xc3")
    m.mem.write(CODE, _program(seed, thunks, end, start))
    m.uc.reg_write(m._PC, CODE)
    seen = []
    for _ in range(batches):
        m.run(4000 // batches)
        seen.append((m.api_calls, list(m.recent)))
    fault = (m.fault.kind, m.fault.message, m.fault.recent) if m.fault else None
    return log, seen, fault, m.mem.read(DATA, 4000)


needs_stub = pytest.mark.skipif(not HOST_RUNS_IT,
                                reason="the machine-code hook runs on x86-64 Linux")


@needs_stub
@pytest.mark.parametrize("seed", range(4))
def test_the_counters_are_the_python_dispatchs(seed):
    """Read inside handlers (more calls than the ring holds between some reads) and
    after each batch: the same counts and names as every call counted in Python."""
    assert Machine(lambda spec: None).call_ring is not None
    native = _run(Machine, seed)
    assert native == _run(_Python32, seed)
    log, seen, fault, _ = native
    assert fault is None and len(log) > 20
    calls = seen[-1][0]
    assert calls > 150 and len(seen[-1][1]) == 16
    assert any(entry[0] == "G" for entry in log)


@needs_stub
@pytest.mark.parametrize("batches", [3, 17])
def test_batches_split_anywhere_count_alike(batches):
    assert _run(Machine, 7, batches) == _run(_Python32, 7, batches)
    assert _run(Machine, 7, batches)[0] == _run(Machine, 7)[0]


@needs_stub
def test_a_recent_list_as_long_as_the_ring():
    """A machine keeping the ring's length of names: all of them right after more calls
    than that with no read between (the ring wrapped round many times)."""
    for seed in (11, 12):
        native = _run(Machine, seed, recent_calls=callring.SIZE, readers=False)
        assert native == _run(_Python32, seed, recent_calls=callring.SIZE, readers=False)
        assert len(native[1][-1][1]) == callring.SIZE and native[1][-1][0] > 150
    with pytest.raises(ValueError):
        Machine(lambda spec: None, recent_calls=callring.SIZE + 1)


@needs_stub
@pytest.mark.parametrize("end", ["Broken", "Absent"])
def test_a_fault_report_names_the_calls_before_it(end):
    native = _run(Machine, 3, end=end)
    assert native == _run(_Python32, 3, end=end)
    kind, message, recent = native[2]
    assert recent[-1] == "TEST.dll!" + end
    assert kind == ("internal" if end == "Broken" else "unimplemented")


def test_a_state_saved_before_the_ring_loads():
    """A machine pickled before the counters moved (its ``api_calls`` and ``recent``
    under their public names) gives them back."""
    m = Machine(lambda spec: None)
    held = m.__dict__
    del held["_api_calls"], held["_recent"]
    held["api_calls"], held["recent"] = 41, collections.deque(["A!b"], maxlen=16)
    m._counters_from_old_state()        # (what add_hooks does first)
    assert m.api_calls == 41 and list(m.recent) == ["A!b"]
    m.api_calls += 1
    assert m.api_calls == 42


@needs_stub
def test_a_call_that_waits_for_a_pending_x87_exception_is_not_counted():
    """A program that unmasked the x87's zero divide divides by zero and calls an API:
    the call stops for the exception first (machine/x87.py), uncounted; with no handler
    the fault names the calls before it, the same as through Python."""
    divide = b"\xd9\xe8\xd9\xee\xde\xf9"           # fld1 ; fldz ; fdivp st(1), st
    native = _run(Machine, 5, start=divide, fpcw=0x27B)
    assert native == _run(_Python32, 5, start=divide, fpcw=0x27B)
    kind, message, recent = native[2]
    assert "x87" in message and native[1][-1][0] == 0 and recent == []
