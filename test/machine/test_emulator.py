"""The emulator core, in process: bundled guests run, draw where they should, react to
input pixel by pixel, keep guest time exactly, fault cleanly, and every import they need
is declared.

Layouts used below are documented at the top of each guests/*.c file. The winmine board
for ``/seed 1`` (the first game; ``*`` = mine, digits = neighbouring mines) is::

    y=0  0 0 1 * 1 0 0 1 1
    y=1  0 0 1 1 1 0 1 3 *
    y=2  0 0 0 0 0 0 1 * *
    y=3  0 0 0 0 0 0 2 3 3
    y=4  0 0 0 0 0 0 2 * 2
    y=5  1 1 0 0 0 0 3 * 3
    y=6  * 1 0 0 0 0 2 * 2
    y=7  1 1 0 0 1 1 3 2 2
    y=8  0 0 0 0 1 * 2 * 1

It is derived here from msvcrt's rand() exactly as winmine.c places its mines, so the
test and the guest agree by construction rather than by a copied table.
"""

import glob
import os

import pefile
import pytest
from PIL import Image, ImageDraw

from wineagent.apps import APPS

import paths
from paths import TEST_DIR as HERE, guest_exe
FAULT_EXE = os.path.join(HERE, "exe", "fault.exe")

NAVY, TEAL, BLACK, WHITE = (0, 0, 128), (0, 128, 128), (0, 0, 0), (255, 255, 255)
RED, BLUE = (255, 0, 0), (0, 0, 255)


# -- winmine model ---------------------------------------------------------------------------
def seed1_board():
    """The first /seed 1 board as winmine.c builds it: a set of mine (x, y) cells."""
    state = 1

    def rand():
        nonlocal state
        state = (state * 214013 + 2531011) & 0xFFFFFFFF
        return (state >> 16) & 0x7FFF
    mines = set()
    while len(mines) < 10:
        x = rand() % 9
        y = rand() % 9
        mines.add((x, y))
    return mines


MINES = seed1_board()


def neighbours(x, y):
    """The up-to-8 cells around (x, y)."""
    return [(i, j) for j in range(y - 1, y + 2) for i in range(x - 1, x + 2)
            if (i, j) != (x, y) and 0 <= i < 9 and 0 <= j < 9]


def count(x, y):
    """Mines around (x, y)."""
    return sum((n in MINES) for n in neighbours(x, y))


def flood(x, y):
    """Cells a reveal of (x, y) uncovers: zeros spread to all their neighbours."""
    seen, todo = set(), [(x, y)]
    while todo:
        c = todo.pop()
        if c in seen or c in MINES:
            continue
        seen.add(c)
        if count(*c) == 0:
            todo.extend(neighbours(*c))
    return seen


def test_the_seed1_model_matches_the_documented_layout():
    assert MINES == {(3, 0), (8, 1), (7, 2), (8, 2), (7, 4), (7, 5), (0, 6), (7, 6),
                     (5, 8), (7, 8)}
    assert count(2, 0) == 1 and count(0, 3) == 0 and count(6, 3) == 2


class Mine:
    """Screen geometry of a booted winmine (client origin from the window manager)."""

    def __init__(self, d):
        self.d = d
        self.ox, self.oy = d.client_origin("Minesweeper")

    def cell_box(self, cx, cy):
        x, y = self.ox + 12 + 16 * cx, self.oy + 44 + 16 * cy
        return (x, y, x + 16, y + 16)

    def centre(self, cx, cy):
        return self.ox + 20 + 16 * cx, self.oy + 52 + 16 * cy

    def cells(self, screen=None):
        """{(cx, cy): bytes} of every cell's pixels."""
        screen = screen or self.d.screen()
        return {(x, y): screen.crop(self.cell_box(x, y)).tobytes()
                for y in range(9) for x in range(9)}

    def colours(self, cx, cy, screen=None):
        screen = screen or self.d.screen()
        return {c for _, c in screen.crop(self.cell_box(cx, cy)).getcolors(256)}

    def region(self, l, t, r, b, screen=None):
        screen = screen or self.d.screen()
        return screen.crop((self.ox + l, self.oy + t, self.ox + r, self.oy + b)).tobytes()

    def counter(self, screen=None):
        return self.region(15, 15, 56, 40, screen)

    def face(self, screen=None):
        return self.region(72, 16, 96, 40, screen)

    def click(self, cx, cy, button="left"):
        x, y = self.centre(cx, cy)
        self.d.click(x, y, button)


def changed(before, after):
    return {k for k in before if before[k] != after[k]}


@pytest.fixture
def mine(boot, width):
    """winmine booted, its shipped i686 build and its x86-64 build (the ``width``
    fixture): the same clicks paint the same pixels."""
    return Mine(boot("winmine", width=width))


def test_winmine_window_is_drawn_where_createwindow_put_it(mine):
    d = mine.d
    w = d.window("Minesweeper")
    # winmine.c: outer top-left (40,0); AdjustWindowRect of a 168x200 client.
    l, t, r, b = w["rect"]
    assert (l, t) == (40, 0)
    # A 3px frame around the 168x200 client; above it an 18px caption (and the menu bar).
    assert (mine.ox - l, r - l, b - mine.oy) == (3, 168 + 6, 200 + 3)
    assert mine.oy - t >= 3 + 18
    # Desktop teal right outside the rect on all four sides, not teal on the frame.
    for x, y in ((l - 1, t + 50), (r, t + 50), (l + 50, t - 1), (l + 50, b)):
        assert d.pixel(x, y) == TEAL, (x, y)
    for x, y in ((l, t + 50), (r - 1, t + 50), (l + 50, t), (l + 50, b - 1)):
        assert d.pixel(x, y) != TEAL, (x, y)
    # Active caption: navy across the caption bar, between the title text and the caption
    # buttons (minimize, maximize, close: from l + 119 on).
    caption = [d.pixel(x, t + 10) for x in range(l + 95, l + 115)]
    assert caption == [NAVY] * 20
    # Client: the grey background and the yellow face where winmine.c paints them.
    assert d.pixel(mine.ox + 5, mine.oy + 50) == (192, 192, 192)
    assert (255, 255, 0) in {c for _, c in d.screen().crop(
        (mine.ox + 72, mine.oy + 16, mine.ox + 96, mine.oy + 40)).getcolors(4096)}


def test_click_reveals_exactly_the_clicked_cell(mine):
    before = mine.cells()
    mine.click(2, 0)                       # a "1": no flood fill
    after = mine.cells()
    assert changed(before, after) == {(2, 0)}
    assert BLUE in mine.colours(2, 0)      # the blue "1"
    # The covered look (white raised edge) is gone from it, still on a far cell.
    assert WHITE not in mine.colours(2, 0) and WHITE in mine.colours(8, 8)


def test_pressing_shows_the_cell_pressed_and_release_reveals_it(mine):
    d = mine.d
    x, y = mine.centre(2, 0)
    face0, before = mine.face(), mine.cells()
    d.mouse("down", x, y).settle()
    assert changed(before, mine.cells()) == {(2, 0)} and BLUE not in mine.colours(2, 0)
    assert mine.face() != face0            # the "O" mouth while the button is held
    d.mouse("up", x, y).settle()
    assert BLUE in mine.colours(2, 0) and mine.face() == face0


def test_flood_fill_reveals_the_whole_empty_region_and_its_border(mine):
    before = mine.cells()
    mine.click(0, 3)
    expected = flood(0, 3)
    assert len(expected) > 30
    assert changed(before, mine.cells()) == expected
    # A cell beyond the mine column stays covered.
    assert (8, 5) not in expected and WHITE in mine.colours(8, 5)


def test_right_click_flags_a_covered_cell_and_counts_down(mine):
    before, counter0 = mine.cells(), mine.counter()
    mine.click(8, 8, "right")
    assert changed(before, mine.cells()) == {(8, 8)}
    assert RED in mine.colours(8, 8) and BLACK in mine.colours(8, 8)   # flag and pole
    assert mine.counter() != counter0
    # A flagged cell cannot be revealed; a second right-click removes the flag.
    flagged = mine.cells()
    mine.click(8, 8)
    assert mine.cells() == flagged
    mine.click(8, 8, "right")
    assert mine.cells() == before and mine.counter() == counter0


def test_clicking_a_mine_loses_shows_all_mines_and_the_face_restarts(mine):
    d = mine.d
    initial = d.screen()
    face0 = mine.face()
    mine.click(2, 0)                     # the first click is never a mine: reveal first
    mine.click(3, 0)                     # a mine
    lost = d.screen()
    assert mine.face(lost) != face0
    assert RED in mine.colours(3, 0, lost)             # the exploded mine's red background
    for cell in MINES:
        assert BLACK in mine.colours(*cell, lost), cell
    # The board ignores clicks after a loss.
    mine.click(0, 3)
    assert d.screen().tobytes() == lost.tobytes()
    # The face starts a new game: every cell covered, counters back to 010 and 000.
    d.click(mine.ox + 84, mine.oy + 28)
    assert d.screen().tobytes() == initial.tobytes()


# -- clock -----------------------------------------------------------------------------------
def render_text(text, size=(200, 15)):
    """``text`` as TextOut draws it with the DC's default font (SYSTEM_FONT), black on white."""
    from wineagent.win32.gdi.objects import Font
    im = Image.new("RGB", size, WHITE)
    ImageDraw.Draw(im).text((0, 0), text, font=Font(16, 700, "System").pil, fill=BLACK)
    return im.tobytes()


def read_painted(d, dy, fmt, candidates):
    """Which candidate value the clock painted at client (10, dy) in ``fmt`` (exact pixels)."""
    ox, oy = d.client_origin("Clock")
    region = d.screen().crop((ox + 10, oy + dy, ox + 210, oy + dy + 15)).tobytes()
    found = [v for v in candidates if render_text(fmt % v) == region]
    assert len(found) == 1, "painted text matches %r" % (found,)
    return found[0]


def run_clock(boot, tick_ms, batches, width=4):
    d = boot("clock", width=width, tick_ms=tick_ms, settle=False)
    d.run(batches)
    return d


@pytest.mark.parametrize("tick_ms, batches, painted", [(100, 20, 1900), (50, 21, 1000)])
def test_clock_shows_the_guest_time_after_n_batches_of_t_ms(boot, width, tick_ms, batches,
                                                            painted):
    d = run_clock(boot, tick_ms, batches, width)
    assert d.vm.clock.now_ms() == batches * tick_ms
    # The last paint ran in the last batch with a due timer, reading GetTickCount there: the
    # clock is charged after each batch, so batch k sees (k - 1) * T.
    t = read_painted(d, 10, "t=%d ms", range(0, batches * tick_ms + 1))
    assert t == painted
    # One frame per 100 ms of guest time.
    assert read_painted(d, 30, "frame=%d", range(0, 100)) == painted // 100


def test_clock_screens_differ_with_t_and_repeat_exactly_with_the_same_t(boot, width):
    a = run_clock(boot, 100, 20, width).screen()
    b = run_clock(boot, 50, 20, width).screen()
    a2 = run_clock(boot, 100, 20, width).screen()
    box = (63, 84, 263, 99)               # the "t=... ms" line: client (10,10) + (3,21) frame
    assert a.crop(box).tobytes() != b.crop(box).tobytes()
    assert a.tobytes() == a2.tobytes()


def test_timers_fire_once_per_batch_at_most_even_when_far_overdue(boot, width):
    d = boot("clock", width=width, tick_ms=1000, settle=False)
    delivered = []
    real = d.vm.wm._due_timer

    def counting(hwnd_filter, remove=True, mine=None):
        m = real(hwnd_filter, remove, mine)
        if m is not None and remove:
            delivered.append(d.vm.batches)
        return m
    d.vm.wm._due_timer = counting
    d.run(6)
    # 1000 ms per batch is ten 100 ms periods, yet each batch yields one WM_TIMER.
    assert delivered == [1, 2, 3, 4, 5]
    assert read_painted(d, 30, "frame=%d", range(0, 100)) == 5


def test_a_parked_clock_wakes_for_its_timer(boot, width):
    d = boot("clock", width=width, tick_ms=10)
    assert d.vm.parked
    due = d.vm.next_wake_ms()
    assert due is not None and due - d.vm.clock.now_ms() <= 100
    frame0 = read_painted(d, 30, "frame=%d", range(0, 100))
    d.run(-(-(due - d.vm.clock.now_ms()) // 10) + 1)
    assert read_painted(d, 30, "frame=%d", range(0, 100)) == frame0 + 1


# -- hello's MessageBox ----------------------------------------------------------------------
def open_box(boot, width):
    d = boot("hello", width=width)
    ox, oy = d.client_origin("Hello")
    before = d.screen()
    d.click(ox + 20, oy + 20)
    return d, before


def boxes(d):
    return [w for w in d.vm.wm.describe() if w["class"] == "#32770"]


def test_a_click_on_hello_shows_a_messagebox(boot, width):
    d, before = open_box(boot, width)
    [box] = boxes(d)
    assert box["visible"] and box["title"] == "Hello" and box["parent"] == 0
    assert d.vm.wm.last_message_box["text"] == "You clicked the window."
    assert d.vm.wm.last_message_box["hwnd"] == box["hwnd"]
    [ok] = [w for w in d.vm.wm.describe() if w["parent"] == box["hwnd"]]
    assert (ok["class"], ok["title"]) == ("BUTTON", "OK")
    # The box is drawn: active navy caption, grey body, the button's black text and frame.
    l, t, r, b = box["rect"]
    assert d.pixel((l + r) // 2 + 30, t + 8) == NAVY
    bl, bt, br, bb = ok["rect"]
    colours = {c for _, c in d.screen().crop((bl, bt, br, bb)).getcolors(4096)}
    assert BLACK in colours and (192, 192, 192) in colours
    assert d.screen().tobytes() != before.tobytes()
    # The owner's caption turns inactive grey while the box is up.
    assert d.pixel(200, 48) != NAVY


def test_ok_dismisses_the_messagebox_and_restores_the_screen(boot, width):
    d, before = open_box(boot, width)
    [ok] = [w for w in d.vm.wm.describe() if w["class"] == "BUTTON"]
    l, t, r, b = ok["rect"]
    d.click((l + r) // 2, (t + b) // 2)
    assert boxes(d) == []
    assert d.screen().tobytes() == before.tobytes()
    assert d.vm.parked and not d.vm.ended


def test_enter_keydown_dismisses_the_box_but_a_char_13_alone_does_not(boot, width):
    d, before = open_box(boot, width)
    d.key("char", 13).settle()
    assert len(boxes(d)) == 1
    d.key("down", 13).key("up", 13).settle()
    assert boxes(d) == []
    assert d.screen().tobytes() == before.tobytes()


# -- failures --------------------------------------------------------------------------------
def test_an_unimplemented_api_stops_the_guest_with_its_name(boot):
    d = boot("unimpl")
    fault = d.vm.machine.fault
    assert d.vm.ended and fault is not None
    assert fault.message == "unimplemented: KERNEL32.dll!SetSystemPowerState"
    assert fault.recent[-1] == "KERNEL32.dll!SetSystemPowerState"
    # It stopped at the call: the "SetSystemPowerState returned" repaint never happened,
    # the window did.
    assert d.window("Unimpl")["visible"]


@pytest.mark.parametrize("kind, message, address, opcode", [
    (1, "guest fault: write to unmapped memory", 0x40, None),
    (2, "guest fault: read of unmapped memory", 0x80, None),
    (3, "guest fault: division error", None, b"\xf7"),
    (4, "invalid instruction", None, b"\x0f\x0b"),
])
def test_a_guest_fault_stops_with_eip_address_and_last_calls(boot, width, kind, message,
                                                             address, opcode):
    # Both builds of fault.c (the x86-64 one's report names RIP in the same field).
    d = boot(guest_exe("fault", width), args="/kind %d" % kind)
    vm = d.vm
    fault = vm.machine.fault
    assert vm.ended and not vm.machine.exited and fault is not None
    assert message.lower() in fault.message.lower()
    image = vm.image
    assert image.base <= fault.eip < image.base + 0x100000   # in fault.exe's own code
    if address is not None:
        assert fault.address == address
    if opcode is not None:                                   # eip is on the faulting insn
        assert vm.mem.read(fault.eip, len(opcode)) == opcode
    assert fault.recent[-1] == "KERNEL32.dll!GetTickCount"
    report = fault.report()
    assert "eip=%#010x" % fault.eip in report
    assert "last API calls:" in report and "GetTickCount" in report
    if address is not None:
        assert "address=%#010x" % address in report


def test_the_fault_guest_exits_cleanly_without_a_fault(boot, width):
    d = boot(guest_exe("fault", width), args="/kind 0")
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0 and d.vm.machine.fault is None


# -- declarations ----------------------------------------------------------------------------
def test_a_and_w_variants_share_one_implementation():
    from wineagent.abi.api import REGISTRY
    pairs = 0
    for (dll, name), spec in REGISTRY.items():
        if name.endswith("A") and (dll, name[:-1] + "W") in REGISTRY:
            w = REGISTRY[(dll, name[:-1] + "W")]
            if spec.wide is False and w.wide is True:
                pairs += 1
                assert spec.func is w.func, "%s!%s and its W variant differ" % (dll, name)
    assert pairs >= 20


def bundled_imports(folder=os.path.dirname(APPS["hello"].exe)):
    for path in sorted(glob.glob(os.path.join(folder, "*.exe"))):
        pe = pefile.PE(path, fast_load=True)
        pe.parse_data_directories(directories=[
            pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_IMPORT"]])
        for entry in getattr(pe, "DIRECTORY_ENTRY_IMPORT", []):
            for imp in entry.imports:
                yield os.path.basename(path), entry.dll.decode(), imp


def test_every_api_the_bundled_guests_import_is_declared():
    from wineagent.win32.core import data_imports
    from wineagent.abi.api import lookup
    missing, seen = [], 0
    for exe, dll, imp in bundled_imports():
        seen += 1
        name = imp.name.decode() if imp.name else None
        if name is None:
            missing.append("%s: %s!#%d (by ordinal)" % (exe, dll, imp.ordinal))
        elif (exe, dll.upper(), name) == ("unimpl.exe", "KERNEL32.DLL", "SetSystemPowerState"):
            assert lookup(dll, name) is None, \
                "SetSystemPowerState must stay unimplemented for unimpl.exe"
        elif lookup(dll, name) is None and (dll.lower(), name) not in data_imports.DATA:
            missing.append("%s: %s!%s" % (exe, dll, name))
    assert seen > 100
    assert missing == []


def test_every_api_the_bundled_programs_x86_64_builds_import_serves_64_bit_programs():
    # The width gate stops a 64-bit program at an API not checked for 64-bit callers:
    # each import of test/exe64/apps/*.exe is declared with widths=BOTH (or 64-bit only).
    from wineagent.win32.core import data_imports
    from wineagent.abi.api import lookup
    gated, seen = [], 0
    for exe, dll, imp in bundled_imports(paths.APPS64_DIR):
        seen += 1
        name = imp.name.decode()
        spec = lookup(dll, name)
        if spec is None and (dll.lower(), name) in data_imports.DATA:
            continue
        if spec is None or 8 not in spec.widths:
            gated.append("%s: %s!%s" % (exe, dll, name))
    assert seen > 100
    assert gated == []
