"""The console screen-buffer family (issue 23: text-mode programs, docs/runtimes.md
"Console screen buffers"): cells with attributes, the cell functions, scrolling, several
buffers, the buffer's size and window, the colour table.

test/exe/conbuf.exe (guests/tests/conbuf.c) prints a line per check on a console of its
own (FreeConsole + AllocConsole); the expected lines are what the same binary prints
under Wine 8 (``xvfb-run -a wine conbuf.exe``; its x86-64 build prints the same under
64-bit Wine), except where noted. The test runs at both widths (the ``width`` fixture).
"""

from paths import guest_exe

#: Wine's lines, but for three differences on purpose:
#: - a new console keeps 300 rows (Windows' default ScreenBufferSize) where Wine's keeps
#:   150, and its attribute is 0x7 (Windows' default ScreenColors) where Wine's is 0xf;
#: - SetConsoleScreenBufferInfoEx sets the colour table, as documented: Wine 8's leaves
#:   it (its line says "colour 1=800000");
#: - with ENABLE_VIRTUAL_TERMINAL_PROCESSING the VT sequences written are interpreted, as
#:   Windows 10 does: Wine 8 accepts the flag but writes the sequences as text (its "vt
#:   row" lines read "[\x1b[31]", then blanks).
EXPECTED = [
    'AllocConsole=1',
    'new console: size=80x300 cursor=0,0 attr=0x7 window=0,0-79,24',
    'SetConsoleTextAttribute(0x1e)=1',
    'Hi ok: ok=1,1 n=5,5 [Hiok ] 1e 1e 2f 2f 7',
    'WriteConsoleOutputW=1 region=10,5-12,6',
    'row 5: ok=1,1 n=5,5 [ ABC ] 7 f 1e 2d 7',
    'row 6: ok=1,1 n=5,5 [ DEF ] 7 3c 4b 5a 7',
    'ReadConsoleOutputW=1 region=10,5-12,6: ./0 ./0 ./0 ./0 ./0 A/f B/1e C/2d ./0 D/3c E/4b F/5a',
    'WriteConsoleOutputW(past the edge)=1 region=78,8-79,9',
    'row 8 end: ok=1,1 n=3,3 [ AB] 7 f 1e',
    'WriteConsoleOutputW(larger than the array)=1 region=20,8-22,9',
    'WriteConsoleOutputA=1',
    'row 7: ok=1,1 n=1,1 [z] 5a',
    'FillConsoleOutputCharacterA(5 from 78,10)=1 n=5',
    'FillConsoleOutputAttribute(4)=1 n=4',
    '78,10 on: ok=1,1 n=5,5 [xxxxx] 4e 4e 4e 4e 7',
    'WriteConsoleOutputCharacterW=1 n=3',
    'WriteConsoleOutputAttribute=1 n=3',
    '1,11 on: ok=1,1 n=5,5 [xpqr ] 4e 41 52 63 7',
    'FillConsoleOutputCharacterA(at the end)=1 n=2',
    'FillConsoleOutputCharacterA(below the buffer)=1 err=3735928559 n=0',
    'ReadConsoleOutputCharacterA(right of the buffer)=1 n=0',
    'WriteConsoleOutputAttribute(right of the buffer)=1 n=0',
    'ScrollConsoleScreenBufferW(up, clipped)=1',
    'row 20: ok=1,1 n=6,6 [abbbba] 11 22 22 22 22 11',
    'row 21: ok=1,1 n=6,6 [bccccb] 22 33 33 33 33 22',
    'row 22: ok=1,1 n=6,6 [cddddc] 33 44 44 44 44 33',
    'row 23: ok=1,1 n=6,6 [d....d] 44 70 70 70 70 44',
    'ScrollConsoleScreenBufferA(right)=1',
    'row 21: ok=1,1 n=8,8 [..bccccb] 70 70 22 33 33 33 33 22',
    'row 22: ok=1,1 n=8,8 [..cddddc] 70 70 33 44 44 44 44 33',
    'row 23: ok=1,1 n=8,8 [..d....d] 70 70 44 70 70 70 70 44',
    'ScrollConsoleScreenBufferA(outside)=0 err=87',
    'CreateConsoleScreenBuffer=1',
    'second: size=80x300 cursor=0,0 attr=0x1f window=0,0-79,24',
    'second 0,0: ok=1,1 n=3,3 [   ] 7 7 7',
    'second after write: ok=1,1 n=3,3 [2nd] 1f 1f 1f',
    'first 0,0: ok=1,1 n=3,3 [Hio] 1e 1e 2f',
    'SetConsoleActiveScreenBuffer(second)=1',
    'second after CONOUT$: ok=1,1 n=4,4 [2nd!] 1f 1f 1f 1f',
    'first after CONOUT$: ok=1,1 n=4,4 [Hiok] 1e 1e 2f 2f',
    'SetConsoleActiveScreenBuffer(first)=1',
    'CloseHandle(second)=1',
    'CreateConsoleScreenBuffer(flags 5)=0 err=87',
    'GetLargestConsoleWindowSize at least 80x25=1',
    'SetConsoleScreenBufferSize(60x300)=0 err=87',
    'SetConsoleScreenBufferSize(100x50)=1',
    '100x50: size=100x50 cursor=0,1 attr=0x7 window=0,0-79,24',
    'kept 0,0: ok=1,1 n=3,3 [Hio] 1e 1e 2f',
    'new 97,0: ok=1,1 n=3,3 [   ] 7 7 7',
    'SetConsoleWindowInfo(0,0-39,9)=1',
    'small window: size=100x50 cursor=0,1 attr=0x7 window=0,0-39,9',
    'SetConsoleWindowInfo(relative +5,+2)=1',
    'moved window: size=100x50 cursor=0,1 attr=0x7 window=5,2-44,11',
    'SetConsoleWindowInfo(past the buffer)=0 err=87',
    'SetConsoleScreenBufferSize(30x50, narrower than the window)=0 err=87',
    'GetConsoleScreenBufferInfoEx(bad cbSize)=0 err=87',
    'GetConsoleScreenBufferInfoEx=1 size=100x50 attr=0x7 colours 0=000000 1=800000 7=c0c0c0 12=0000ff 15=ffffff',
    'SetConsoleScreenBufferInfoEx=1 then colour 1=030201 attr=0x3c',
    'FlushConsoleInputBuffer=1',
    'GetNumberOfConsoleInputEvents=1 n=0',
    'PeekConsoleInputW=1 n=0',
    'ReadConsoleOutputAttribute(input handle)=0 err=6',
    "new buffer's mode=0x3",
    'SetConsoleMode(VT)=1 mode=0x7',
    "the first buffer's mode=0x3",
    'vt row 0: ok=1,1 n=4,4 [RNB ] 4 7 1f 7',
    'vt row 1: ok=1,1 n=6,6 [abc   ] 7 7 7 7 7 7',
    'vt row 2: ok=1,1 n=4,4 [ XQZ] 7 7 7 7',
    'done',
]

#: What the guest writes to its console's first buffer through WriteConsole and WriteFile:
#: under Wine it shows in that console only; here the output log records it as well.
CONSOLE_TEXT = {'Hiok'}


def _run(boot, tmp_path, width):
    d = boot(guest_exe("conbuf", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    return d


def test_conbuf_lines_are_wines(boot, tmp_path, width):
    d = _run(boot, tmp_path, width)
    assert [line for line in d.vm.stdout_log if line not in CONSOLE_TEXT] == EXPECTED


def test_a_full_screen_program_shows_its_buffer_and_reads_keys(boot, tmp_path, width):
    """``conbuf wait`` does what a curses program does on the console it was started
    with: a buffer of its own drawn with WriteConsoleOutputW and made active, then
    ReadConsoleInputW until Escape. Its console shows in a console window (the output
    log before), the cells in their colours; keys typed into the window come back as key
    records, the arrows as extended keys. (Not run under Wine: a console nobody can type
    into waits for ever there.)"""
    d = boot(guest_exe("conbuf", width), args="wait", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.settle(200)
    vm = d.vm
    title = vm.image_path
    win = d.window(title)
    assert win is not None and vm.wm.get(win["hwnd"]).cls.name == "ConsoleWindowClass"
    ox, oy = d.client_origin(title)
    # "FULLSCREEN" at (2, 1): attributes 0x1e, 0x2e, 0x3e, ... (backgrounds navy, green, teal)
    backgrounds = [d.pixel(ox + (2 + i) * 8, oy + 16 + 1)[:3] for i in range(3)]
    assert backgrounds == [(0, 0, 128), (0, 128, 0), (0, 128, 128)]
    assert d.pixel(ox, oy)[:3] == (0, 0, 0)
    for vk in (0x25, 0x41, 0x1B):          # Left, A, Escape
        d.key("down", vk).key("up", vk).settle(100)
    assert vm.ended and vm.machine.fault is None and vm.machine.exit_code == 0
    assert vm.stdout_log == ["window=1", "key vk=0x25 char=0 enhanced=1",
                             "key vk=0x41 char=0x61 enhanced=0",
                             "key vk=0x1b char=0x1b enhanced=0", "bye"]
