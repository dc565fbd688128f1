"""What console tools do before their first line (issue 23, "Programs in the wild",
docs/runtimes.md): 7-Zip 21.07's 7za.exe calls SetFileApisToOEM, sizes its progress line
with GetConsoleScreenBufferInfo and imports OLEAUT32 by ordinal, as any program linked
with Microsoft's oleaut32.lib does.

test/exe/console_tools.exe (guests/tests/console_tools.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine console_tools.exe``; its x86-64 build prints the same under 64-bit
Wine), except where noted. The test runs at both widths (the ``width`` fixture).
"""

from paths import guest_exe

#: Wine's lines, but for one difference on purpose: a new console's attribute is 0x7
#: (light grey on black, Windows' default ScreenColors) where Wine's conhost starts at
#: 0xf.
EXPECTED = [
    'AreFileApisANSI=1',
    'after SetFileApisToOEM: AreFileApisANSI=0',
    'CreateFileA(OEM name)=1',
    'FindFirstFileW: 00e9 0074 00e9',
    'FindFirstFileA (OEM): 82 74 82',
    'GetFileAttributesA(ANSI name) while OEM=0',
    'after SetFileApisToANSI: AreFileApisANSI=1',
    'FindFirstFileA (ANSI): e9 74 e9',
    'GetFileAttributesA(ANSI name)=1',
    'DeleteFileA(ANSI name)=1',
    'RemoveDirectoryA=1',
    'oleaut32 ordinals 4/7/6 found=111, same as names=1',
    'SysAllocStringLen(hello, 3): len=3 text=hel',
    'AllocConsole=1',
    'new console: ok=1 cursor=0,0 attr=0x7 window-left=0 width=80',
    'after abc, 12, xyz: ok=1 cursor=0,3 attr=0x7 window-left=0 width=80',
    'SetConsoleCursorPosition(5,3)=1',
    'moved: ok=1 cursor=5,3 attr=0x7 window-left=0 width=80',
    'after xy CR LF: ok=1 cursor=0,4 attr=0x7 window-left=0 width=80',
    'SetConsoleCursorPosition(1000,0)=0 err=87',
    'SetConsoleCursorPosition(-1,0)=0 err=87',
    'SetConsoleTextAttribute(0x1e)=1',
    'coloured: ok=1 cursor=0,4 attr=0x1e window-left=0 width=80',
    'GetConsoleCursorInfo=1 size=25 visible=1',
    'SetConsoleCursorInfo(size 0)=0 err=87',
    'SetConsoleCursorInfo(50, hidden)=1',
    'cursor now size=50 visible=0',
    'input handle: ok=0 err=6',
    'a file: ok=0 err=6',
    'SetConsoleTextAttribute(file)=0 err=6',
    'done',
]

#: What the guest writes to its new console. Under Wine it shows in that console only;
#: here the output log records a console's output as well (kernel32/console.py), a
#: CR LF as one line end (kernel/files.py ConsoleObject.write_text).
CONSOLE_TEXT = {'abc', '12', 'xyz', 'xy'}


def test_console_tools_start_up(boot, tmp_path, width):
    d = boot(guest_exe("console_tools", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert [line for line in d.vm.stdout_log if line not in CONSOLE_TEXT] == EXPECTED


def test_the_start_up_console_has_a_screen_buffer_holding_what_was_written(boot, tmp_path):
    """The start-up console (the output log) answers GetConsoleScreenBufferInfo with the
    cursor after what the program wrote so far, and follows later writes."""
    from wineagent.win32.dlls.kernel32.consolescreen import screen_buffer
    d = boot(guest_exe("console_tools", 4), settle=False, vfs_root=str(tmp_path / "vfs"))
    vm = d.vm
    vm.stdout_log.extend(["first", "[debug] not console output", "second"])
    vm.kernel.console_partial_line = "abc"
    from wineagent.win32.kernel.console import emit
    from wineagent.win32.kernel.files import ConsoleObject
    h = vm.new_handle(ConsoleObject(vm, "out"))   # what GetStdHandle(STD_OUTPUT_HANDLE) makes
    screen = screen_buffer(vm, h)
    assert screen is not None
    assert screen.cursor == (3, 2)
    emit(vm, 1, "de\nf")
    assert screen.cursor == (1, 3)
    assert "".join(screen.chars[2][:5]) == "abcde"
