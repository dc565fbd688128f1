"""DrawTextA's kept runs drawn by the thunk stub itself (machine/fastfill.py
``learn_text``): a guest's random run of DrawTextA, FillRect, SetTextColor, SetBkMode,
SelectObject and state changes the stub does not keep gives the same pixels, answers,
call count and recent calls as the same run with every DrawTextA through Python, and
the stub draws most of the repeated ones."""

import random
import struct

import pytest

from wineagent.abi.api import lookup
from wineagent.apps import APPS
from wineagent.machine import fastfill
from wineagent.machine.nativecode import HOST_RUNS_IT
from wineagent.vm import VM
from wineagent.win32.gdi.dc import DC
from wineagent.win32.gdi.objects import Bitmap, Brush, Font

CODE, DATA = 0x30000000, 0x30040000

#: winmine's digits (DT_CENTER | DT_VCENTER | DT_SINGLELINE) mostly; DT_NOCLIP, plain,
#: DT_RIGHT|DT_BOTTOM|DT_SINGLELINE, DT_EXPANDTABS, DT_CALCRECT (which writes the RECT:
#: never kept), DT_TABSTOP with a tab length in the high byte, DT_WORDBREAK
FORMATS = (0x25, 0x25, 0x25, 0x125, 0x0, 0x2A, 0x40, 0x420, 0x4C0, 0x10)
TEXTS = (b"1", b"2", b"3", b"8", b"Wg", b"&x", b"a\tb", b"1234567", b"12345678", b"\xe9")
RECTS = ((13, 45, 28, 60), (1, 1, 16, 16), (-6, 20, 10, 36), (30, 10, 90, 70),
         (5, 5, 5, 25), (50, 40, 70, 58))
#: plain colours, and a palette index (the runs are not drawn in it)
COLORS = (0xFF0000, 0x8000, 0xFF, 0x808080, 0, 0x01000003)


def _calls(name):
    for dll in ("USER32.dll", "GDI32.dll"):
        spec = lookup(dll, name)
        if spec is not None:
            return dll + "!" + name, spec
    raise LookupError(name)


def _program(seed, dcs, fonts, brushes):
    """A random run of (API name, args), strings and RECTs as ("text", bytes) and
    ("rect", (l, t, r, b)) for the code generator to put on the stack. Each change of a
    state the runs are not drawn in is undone a few calls later (as a program's
    SelectObject of a font, then of the old one), so runs are drawn again in states
    they were learnt in and in states they were not."""
    rnd = random.Random(seed)
    calls = [("SetBkMode", (dcs[0], 1)), ("SetBkMode", (dcs[1], 1))]
    undo = []           # [calls left, the call undoing a change]
    for _ in range(400):
        for u in list(undo):
            u[0] -= 1
            if u[0] <= 0:
                calls.append(u[1])
                undo.remove(u)
        k = rnd.random()
        dc = dcs[0] if rnd.random() < 0.95 else dcs[1]
        if k < 0.25:
            calls.append(("FillRect", (dc, ("rect", rnd.choice(RECTS)), rnd.choice(brushes))))
        elif k < 0.8:
            # (a few keys mostly, as winmine's digits: drawn again in the same state)
            text = rnd.choice(TEXTS[:3] * 4 + TEXTS)
            count = rnd.choice((len(text),) * 6 + (1, -1, 0, 9))
            calls.append(("DrawTextA", (dc, ("text", text), count,
                                        ("rect", rnd.choice(RECTS[:2] * 4 + RECTS)),
                                        rnd.choice(FORMATS[:1] * 6 + FORMATS))))
        elif k < 0.9:
            calls.append(("SetTextColor", (dc, rnd.choice(COLORS[:-1]))))
        elif k < 0.93:
            calls.append(("SelectObject", (dc, rnd.choice(brushes))))
        else:
            change, back = rnd.choice((
                (("SetBkMode", (dc, 2)), ("SetBkMode", (dc, 1))),
                (("SetBkMode", (dc, 0)), ("SetBkMode", (dc, 1))),
                (("SelectObject", (dc, fonts[1])), ("SelectObject", (dc, fonts[0]))),
                (("SelectObject", (dc, fonts[2])), ("SelectObject", (dc, fonts[0]))),
                (("SetTextCharacterExtra", (dc, 1)), ("SetTextCharacterExtra", (dc, 0))),
                (("SetViewportOrgEx", (dc, 3, 2, 0)), ("SetViewportOrgEx", (dc, 0, 0, 0))),
                (("SetROP2", (dc, 6)), ("SetROP2", (dc, 13))),
                (("SetTextColor", (dc, COLORS[-1])), ("SetTextColor", (dc, COLORS[0])))))
            calls.append(change)
            undo.append([rnd.randrange(1, 16), back])
    return calls


def _run(seed, stub_text=True, batches=1):
    """The results of ``_program(seed)`` (or of ``seed(dcs, fonts, brushes)``, a
    function giving the calls): the pixels of the DCs' bitmaps, each call's EAX, the
    call count and the recent calls; and the number of runs the stub drew."""
    vm = VM(APPS["apicalls"].exe, args="/calls 1", app_id="apicalls")
    vm.run_batch()
    m = vm.machine
    if not stub_text:
        m.fast_fill.learn_text = lambda *args: None
    gdi = vm.gdi
    bitmaps = (Bitmap(80, 70), Bitmap(80, 70))
    dcs = [gdi.add(DC(gdi, b)) for b in bitmaps]
    gdi.dc(dcs[1]).clip = (0, 0, 20, 52)    # (another fill state: runs learnt apart)
    fonts = [gdi.add(f) for f in (Font(), Font(height=-11), Font(height=-13, underline=1))]
    brushes = [gdi.add(Brush(0, c)) for c in (0xC0C0C0, 0xFFFFFF, 0x808080, 0x0000FF)]
    thunks = {}
    m.mem.map(CODE, 0x20000, 0x40)
    m.mem.map(DATA, 0x2000)
    code = b""
    program = [("SelectObject", (dcs[0], fonts[0]))] + (
        seed(dcs, fonts, brushes) if callable(seed) else _program(seed, dcs, fonts, brushes))
    for i, (name, args) in enumerate(program):
        if name not in thunks:
            trace, spec = _calls(name)
            thunks[name] = m.thunk_for(spec, trace)
        # strings and RECTs on the stack, as a C caller's locals: sub esp, 32; movs
        code += b"\x83\xec\x20"
        pushed = []
        for a in args:
            if isinstance(a, tuple) and a[0] == "text":
                data = a[1] + b"\0" * (8 - len(a[1]))
                for k in range(0, 8, 4):
                    code += b"\xc7\x44\x24" + bytes([k]) + data[k:k + 4]
                pushed.append(("esp", 0))
            elif isinstance(a, tuple):
                for k, v in enumerate(a[1]):
                    code += b"\xc7\x44\x24" + bytes([16 + 4 * k]) + struct.pack("<i", v)
                pushed.append(("esp", 16))
            else:
                pushed.append(a)
        code += b"\x89\xe1"                                     # mov ecx, esp
        for a in reversed(pushed):
            if isinstance(a, tuple):
                code += b"\x8d\x41" + bytes([a[1]]) + b"\x50"   # lea eax, [ecx+k]; push
            else:
                code += b"\x68" + struct.pack("<I", a & 0xFFFFFFFF)
        code += b"\xb8" + struct.pack("<I", thunks[name]) + b"\xff\xd0"   # call
        code += b"\xa3" + struct.pack("<I", DATA + 4 * (i % 1000))        # store eax
        code += b"\x83\xc4\x20"                                           # add esp, 32
    code += b"\xeb\xfe"
    assert len(code) < 0x20000
    m.mem.write(CODE, code)
    m.uc.reg_write(m._PC, CODE)
    done = 0
    for _ in range(batches):
        m.run(20000 // batches)
        done += m.fast_fill.words[fastfill.TEXT_PENDING]
        m.fast_fill.words[fastfill.TEXT_PENDING] = 0
    assert m.fault is None, m.fault
    return ([b.image.tobytes() for b in bitmaps], m.mem.read(DATA, 0x1000), m.api_calls,
            list(m.recent)), done


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook runs on x86-64 Linux")
@pytest.mark.parametrize("seed", range(6))
def test_the_stubs_text_runs_are_the_python_paths(seed):
    """Pixels, each call's EAX, the call count and the recent calls are the same with
    the stub's text runs as with every DrawTextA through Python; the stub drew many."""
    got, done = _run(seed)
    want, none = _run(seed, stub_text=False)
    assert none == 0
    assert done > 10
    assert got == want


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook runs on x86-64 Linux")
def test_text_runs_split_in_batches():
    """Each batch starts disarmed: a run split in batches gives the same result."""
    assert _run(1, batches=9)[0] == _run(1, stub_text=False)[0]


def _digit(dc):
    return ("DrawTextA", (dc, ("text", b"1"), 1, ("rect", RECTS[0]), 0x25))


def _fill(dc):
    return ("FillRect", (dc, ("rect", RECTS[0]), None))     # (under the digit)


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook runs on x86-64 Linux")
@pytest.mark.parametrize("case", ("opaque", "opaque learnt", "another dc", "font", "colour"))
def test_a_run_is_not_drawn_by_the_stub_in_a_state_it_was_not_learnt_in(case):
    """A digit drawn again after a change the stub keeps armed across (the background
    mode, another DC's fill, a font, the text colour) is drawn as Python draws it."""
    def program(dcs, fonts, brushes):
        a, b = dcs
        arm = [_fill(a), ("SetBkMode", (a, 1)), ("SetBkMode", (b, 1)), ("SetTextColor",
               (a, 0xFF)), _digit(a), _digit(a)]
        then = {"opaque": [("SetBkMode", (a, 2)), _digit(a), _digit(a)],
                "opaque learnt": [("SetBkMode", (a, 2)), _fill(a), _digit(a), _fill(a),
                                  _digit(a)],
                "another dc": [_fill(b), _digit(b), _digit(b)],
                "font": [("SelectObject", (a, fonts[1])), _digit(a), _digit(a)],
                "colour": [("SetTextColor", (a, 0x8000)), _digit(a), _digit(a)]}[case]
        calls = arm + then
        for i, (name, args) in enumerate(calls):
            if name == "FillRect":
                calls[i] = (name, args[:2] + (brushes[3],))
        return calls
    got, done = _run(program)
    assert done >= 1
    assert got == _run(program, stub_text=False)[0]
