"""Console input through conio.h (issue 23, "Programs in the wild (stop 26)",
docs/runtimes.md): ffmpeg (the imageio-ffmpeg wheels) asks _kbhit between frames for its
"q" key and stopped at it.

test/exe/conio_input.exe (guests/tests/conio_input.c) queues key records with
WriteConsoleInput in a console of its own and reads them back with _kbhit, _getch,
_getwch, _ungetch and _ungetwch; the expected lines are what the same binary prints
under Wine 8 (its x86-64 build prints the same under 64-bit Wine), except where noted.
Both widths.
"""

from paths import guest_exe

#: Wine 8's lines but two, where Windows' C runtime answers otherwise (the UCRT's
#: getch/kbhit tables, and the documentation: "When _getch reads a function key or an
#: arrow key, the function must be called twice; the first call returns 0 or 0xE0"):
#: a cursor key of the keypad (no ENHANCED_KEY) is 0 then its code, where Wine knows
#: only the enhanced keys' 0xE0; function keys are 0 then their code and _kbhit counts
#: them, where Wine's _getch skips them and its _kbhit never looks at the last record.
EXPECTED = [
    'AllocConsole=1',
    '_kbhit (empty)=0',
    'events queued=8',
    '_kbhit=1',
    '_getch=97',
    '_getch=66 (key-up and Shift skipped)',
    'Left: 0xe0 0x4b',
    "_ungetch(z) while Home's code waits=-1",
    'keypad Home: 0 0x47',   # Wine: 224 0x47
    '_ungetch(z)=122',
    '_ungetch(y)=-1',
    '_kbhit (pushed back)=1',
    '_getch=z',
    '_getwch=0x78',
    '_kbhit (read all)=0',
    '_ungetwch(0x263a)=0x263a',
    '_ungetwch(0x41)=0xffff',
    '_getwch=0x263a',
    'WriteConsoleInputA=1 written=2',
    '_getch=q',
    '_getwch=7',
    '_kbhit (end)=0',
    'read while _kbhit: 0 0x3b 0x31 0 0x86 0x32',   # Wine: 0x31
    'WriteConsoleInputW(output handle)=0 err=6',
    'done',
]


def test_conio_input(boot, tmp_path, width):
    d = boot(guest_exe("conio_input", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
