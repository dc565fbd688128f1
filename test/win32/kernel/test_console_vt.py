"""Console output for full-screen programs (issue 23, "Programs in the wild (session 32):
console TUIs": Go's tcell in fzf 0.74.5 and micro 2.0.15 writes VT sequences with
ENABLE_VIRTUAL_TERMINAL_PROCESSING | DISABLE_NEWLINE_AUTO_RETURN).

test/exe/convt.exe (guests/tests/convt.c) writes on a console of its own and reads the
cells back, its lines in convt.log (what it writes on the console stays out of them): the end of a line with and without ENABLE_WRAP_AT_EOL_OUTPUT, with
DISABLE_NEWLINE_AUTO_RETURN, the extended colours and the alternate screen buffer.

The expected lines are Windows' documented behaviour (SetConsoleMode, "Console Virtual
Terminal Sequences"). Wine 8 (`xvfb-run -a wine convt.exe`, its convt.log the same at 32
and 64 bits)
agrees on the lines marked "Wine's"; where it differs its line is in the comment:
- its new console keeps 150 rows where Windows' keeps 300 (see test_conbuf.py);
- without ENABLE_WRAP_AT_EOL_OUTPUT it moves the cursor back to where the write began
  (`no wrap: [FGCDE] cursor=77,10`) where Windows writes over the line's last cell;
- it ignores DISABLE_NEWLINE_AUTO_RETURN: the last row's fifth character scrolls at once
  (`deferred, last row filled: [     ] cursor=0,149`);
- it writes VT sequences as text (`extended colours: [[38;5;1] ... 7 7 7 7 7 7 7 7`) and so
  has no alternate buffer (`alternate: [main] cursor=12,0 size=80x150`).
"""

from paths import guest_exe

EXPECTED = [
    'AllocConsole=1',
    'wrap, last row: [     ] cursor=0,299 size=80x300',            # Wine's (150 rows)
    'wrap, the row above: [ABCDE] cursor=0,299 size=80x300',       # Wine's
    'SetConsoleMode(no wrap)=1',
    'no wrap: [ABCDG] cursor=79,10 size=80x300',
    'no wrap, next row: [   ] cursor=79,10 size=80x300',
    'SetConsoleMode(deferred)=1',
    'deferred, last row filled: [VWXYZ] cursor=79,299 size=80x300',
    'deferred, then a character: [F] cursor=1,299 size=80x300',    # Wine's
    'deferred, the row above: [VWXYZ] cursor=1,299 size=80x300',   # Wine's
    'deferred, then CR: [abcde] cursor=0,20 size=80x300',          # Wine's
    'deferred, CR then x: [x ] cursor=1,20 size=80x300',           # Wine's
    'SetConsoleMode(VT)=1',
    # 196 (255,0,0) bright red; 2 green; 244 (128,128,128) dark grey; (250,250,250)
    # white; background (0,0,128) blue; 21 (0,0,255) on 226 (255,255,0): bright blue
    # on yellow; 232 (8,8,8) black; SGR 0
    'extended colours: [RgGWBYk.] cursor=8,30 size=80x300 c 2 8 f 1f e9 e0 7',
    'alternate: [    ] cursor=4,0 size=80x25',
    'alternate written: [alt!] cursor=4,0 size=80x25',
    'main again: [main] cursor=4,0 size=80x300',
    'done',
]


def test_console_output_for_full_screen_programs(boot, tmp_path, width):
    d = boot(guest_exe("convt", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    with open(tmp_path / "vfs" / "convt.log") as f:
        assert f.read().splitlines() == EXPECTED
