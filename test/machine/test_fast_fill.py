"""The thunk stub's own solid fills (machine/fastfill.py): a guest's run of fills gives the
same pixels, results, call count and recent calls as the Python dispatch gives, whatever
the calls between the fills change."""

import random
import struct

import pytest
from PIL import Image

from wineagent.abi.api import BOTH, ApiSpec, _parse_params
from wineagent.machine.cpu import Machine
from wineagent.machine.nativecode import HOST_RUNS_IT
from wineagent.win32.gdi.pildraw import pixel_rows

CODE, DATA = 0x10000000, 0x10010000
W, H = 40, 30
HDC, OTHER_DC = 0x100, 0x200


class _Python32(Machine):
    _NATIVE_DISPATCH = False


class _World:
    """What the test APIs draw on and change: a DC's offset and clip box (in pixels)
    over one RGB image, and brushes (handle -> COLORREF)."""

    def __init__(self):
        self.image = Image.new("RGB", (W, H), (9, 9, 9))
        self.offset = (0, 0)
        self.clip = (0, 0, W, H)
        self.brushes = {0x11: 0x0000FF, 0x22: 0x00FF00, 0x33: 0xFF0000}
        self.state = object()       # replaced whenever offset or clip change
        self.texts = 0


def _specs(m, world):
    """FILL (the stub's API, taught after each fill of its own), MOVE (changes the
    offset: not kept), CLIP (changes the clip: not kept), RECOLOR (gives a brush another
    colour: not kept), KEEP (changes nothing the fill reads: kept), SELECT (kept, and
    disarms the stub itself when it changes the offset: gdi32's SelectObject)."""
    def fill(c, hdc, rect, brush):
        if hdc != HDC or brush not in world.brushes:
            return 0
        l, t, r, b = struct.unpack("<4i", m.mem.read(rect, 16))
        dx, dy = world.offset
        cl, ct, cr, cb = world.clip
        box = (max(l + dx, cl), max(t + dy, ct), min(r + dx, cr), min(b + dy, cb))
        ink = world.brushes[brush] | 0xFF000000
        if box[0] < box[2] and box[1] < box[3]:
            world.image.im.paste(ink, box)
        core = world.image.im

        def target():
            rows = pixel_rows(core)
            return None if rows is None else (rows, core, (dx, dy) + world.clip)
        m.fast_fill.learn(m, fill, hdc, rect, "TEST.dll!FILL", brush, ink, world.state,
                          target, ("TEST.dll!KEEP", "TEST.dll!SELECT"), inks)
        return 1

    def inks(brush):
        # the brushes the table keeps when armed anew: their inks now
        color = world.brushes.get(brush)
        return None if color is None else color | 0xFF000000

    def move(c, dx, dy):
        world.offset = (dx, dy)
        world.state = object()
        return 1

    def clip(c, l, t, r, b):
        world.clip = (max(l, 0), max(t, 0), min(r, W), min(b, H))
        world.state = object()
        return 1

    def recolor(c, brush, color):
        world.brushes[brush] = color
        return 1

    def keep(c):
        world.texts += 1
        return 7

    def select(c, what):
        # a kept API that sometimes changes the state: it disarms the stub itself
        if what & 1:
            world.offset = (world.offset[1], what % 5)
            world.state = object()
            m.fast_fill.disarm()
        return what

    out = {}
    for name, params, func in (("FILL", "UINT hdc, UINT rect, UINT brush", fill),
                               ("MOVE", "int dx, int dy", move),
                               ("CLIP", "int l, int t, int r, int b", clip),
                               ("RECOLOR", "UINT brush, UINT color", recolor),
                               ("KEEP", "", keep),
                               ("SELECT", "UINT what", select)):
        spec = ApiSpec("TEST.dll", name, "stdcall", _parse_params(params), func, False,
                       widths=BOTH)
        out[name] = m.thunk_for(spec, "TEST.dll!" + name)
    return out


def _program(seed):
    """A random run of calls: mostly fills (in and out of the clip, empty, inverted,
    another DC, an unknown or NULL brush), with moves, clips, recolours and kept calls
    between them."""
    rnd = random.Random(seed)
    calls = []
    for _ in range(300):
        k = rnd.random()
        if k < 0.7:
            l, t = rnd.randrange(-10, W + 5), rnd.randrange(-10, H + 5)
            rect = (l, t, l + rnd.randrange(-3, 20), t + rnd.randrange(-3, 15))
            dc = HDC if rnd.random() < 0.95 else OTHER_DC
            brush = rnd.choice((0x11, 0x22, 0x33, 0x11, 0x22, 0x44, 0))
            # the RECT on the stack, or in one of two data pages (the stub's RECT window)
            where = rnd.choice((None, None, DATA + 0x1000 + 16 * rnd.randrange(8),
                                DATA + 0x3000 + 16 * rnd.randrange(8)))
            calls.append(("FILL", (dc, brush, where), rect))
        elif k < 0.78:
            calls.append(("MOVE", (rnd.randrange(-5, 6), rnd.randrange(-5, 6)), None))
        elif k < 0.84:
            l, t = rnd.randrange(-5, W), rnd.randrange(-5, H)
            calls.append(("CLIP", (l, t, l + rnd.randrange(0, 30), t + rnd.randrange(0, 25)),
                          None))
        elif k < 0.88:
            calls.append(("RECOLOR", (rnd.choice((0x11, 0x22, 0x33)),
                                      rnd.randrange(0x1000000)), None))
        elif k < 0.94:
            calls.append(("KEEP", (), None))
        else:
            calls.append(("SELECT", (rnd.randrange(10),), None))
    return calls


def _run(cls, seed, batches=1, between=None):
    m = cls(lambda spec: None)
    world = _World()
    thunks = _specs(m, world)
    m.mem.map(CODE, 0x10000, 0x40)
    m.mem.map(DATA, 0x2000)
    m.mem.map(DATA + 0x3000, 0x1000)
    code = b""
    for i, (name, args, rect) in enumerate(_program(seed)):
        if rect is not None and args[2] is not None:
            # the RECT in a data page: four movs to it; mov eax, its address
            code += b"\x83\xec\x10"                            # (as below)
            for k, v in enumerate(rect):
                code += b"\xc7\x05" + struct.pack("<Ii", args[2] + 4 * k, v)
            code += b"\xb8" + struct.pack("<I", args[2])
            code += b"\x68" + struct.pack("<I", args[1])       # push brush
            code += b"\x50"                                    # push rect
            code += b"\x68" + struct.pack("<I", args[0])       # push hdc
        elif rect is not None:
            # the RECT on the stack, as a C caller's local: sub esp, 16; four movs
            code += b"\x83\xec\x10"
            for k, v in enumerate(rect):
                code += b"\xc7\x44\x24" + bytes([4 * k]) + struct.pack("<i", v)
            code += b"\x89\xe0"                                # mov eax, esp
            code += b"\x68" + struct.pack("<I", args[1])       # push brush
            code += b"\x50"                                    # push rect
            code += b"\x68" + struct.pack("<I", args[0])       # push hdc
        else:
            for v in reversed(args):
                code += b"\x68" + struct.pack("<i", v)
        code += b"\xb8" + struct.pack("<I", thunks[name]) + b"\xff\xd0"   # call
        code += b"\xa3" + struct.pack("<I", DATA + 4 * (i % 1000))        # store eax
        if rect is not None:
            code += b"\x83\xc4\x10"                            # add esp, 16
    code += b"\xeb\xfe"
    assert len(code) < 0x10000
    m.mem.write(CODE, code)
    m.uc.reg_write(m._PC, CODE)
    for i in range(batches):
        if between is not None and i:
            between(m, world, i)
        m.run(4000 // batches)
    assert m.fault is None, m.fault
    return (world.image.tobytes(), m.mem.read(DATA, 0x1000), m.api_calls, list(m.recent),
            world.texts)


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook runs on x86-64 Linux")
@pytest.mark.parametrize("seed", range(6))
def test_the_stubs_fills_are_the_python_paths(seed):
    """Pixels, each call's EAX, the call count and the recent calls are the same with
    the stub's fills as with every call through Python: the table disarmed by each call
    that may change what it says, kept across the ones that do not."""
    m = Machine(lambda spec: None)
    assert m.fast_fill.installed
    assert _run(Machine, seed) == _run(_Python32, seed)


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook runs on x86-64 Linux")
def test_the_stub_does_the_fills_and_batches_disarm_it():
    """Most fills of a run are the stub's (the dispatch never saw them), and a run split
    in batches gives the same result, also when the host changes the DC between them
    (each batch starts disarmed)."""
    seen = []
    orig = Machine._take_calls

    def counting(self):
        seen.append(self.fast_fill.words[9])
        orig(self)
    Machine._take_calls = counting
    try:
        whole = _run(Machine, 1)
    finally:
        Machine._take_calls = orig
    assert sum(seen) > 30
    assert _run(Machine, 1, batches=7)[:4] == whole[:4]

    def host(m, world, i):
        world.offset = (i, -i)
        world.state = object()
    assert _run(Machine, 1, 7, host) == _run(_Python32, 1, 7, host)


@pytest.mark.skipif(not HOST_RUNS_IT, reason="the machine-code hook runs on x86-64 Linux")
def test_a_rect_page_mapped_again_is_read_from_its_new_buffer():
    """The RECT window follows the Memory's host-page generation: a data page unmapped
    and mapped again (a new host buffer) between batches is read where it is now."""
    def host(m, world, i):
        m.mem.unmap(DATA + 0x3000)
        m.mem.map(DATA + 0x10000 * (i + 1), 0x1000)    # (the old buffer stays taken)
        m.mem.map(DATA + 0x3000, 0x1000)
    for seed in (1, 2):
        assert _run(Machine, seed, 9, host) == _run(_Python32, seed, 9, host)
