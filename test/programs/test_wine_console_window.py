"""Wine's wineconsole (Debian's wine32 package) and the console family it needs:
FreeConsole, AllocConsole (a console window), CONIN$/CONOUT$, WriteConsole into the
window's screen buffer, ReadConsoleInput from its keystrokes (docs/dlls.md, "Consoles").

wineconsole starts its command (cmd by default) in a new console; when that fails it
makes a console of its own with FreeConsole + AllocConsole, writes why into it and waits
for a key (ReadConsoleInputW), then ends with CreateProcess's error.
"""

from wineagent.win32.kernel.consolebuf import WINDOW_ROWS

from wineagent.win32.user.procwindows import describe_desktop

from apicall import call_api, wide
from test_wine_programs import toplevels, wine, wine_at, width  # noqa: F401  (fixtures)

K = "KERNEL32.dll"
TITLE = "C:\\wineconsole.exe"        # a new console's title: the program's path


def _lines(d):
    return [line.rstrip() for line in d.vm.kernel.console.active.visible_lines()]


def _key(d, vk, ch):
    return d.key("down", vk).key("char", ord(ch)).key("up", vk).settle(100)


def test_wineconsole_shows_its_console_with_the_failure_and_a_key_ends_it(wine_at):
    # Under `xvfb-run -a wine wineconsole.exe nosuchprog.exe` a console window titled
    # with wineconsole's path shows these two lines and the cursor under them, and waits
    # for a key; the same happens here, for both of Wine's builds.
    d = wine_at("wineconsole", args="nosuchprog.exe")
    assert toplevels(d) == [("ConsoleWindowClass", TITLE)]
    lines = _lines(d)
    assert lines[:3] == ["wineconsole: Starting program nosuchprog.exe failed.",
                         "The command is invalid.", ""]
    assert len(lines) == WINDOW_ROWS
    assert d.vm.kernel.console.active.cursor == (0, 2)
    win = d.vm.wm.get(d.window(TITLE)["hwnd"])
    assert win.client_size() == (640, 400)          # 80 x 25 cells of 8 x 16, as Wine's
    # the text is drawn: light grey on black in the first row, black further down
    ox, oy = d.client_origin(TITLE)
    screen = d.screen()
    first = screen.crop((ox, oy, ox + 300, oy + 16))
    assert any(p[:3] == (192, 192, 192) for p in first.getdata())
    assert set(p[:3] for p in screen.crop((ox, oy + 100, ox + 300, oy + 200)).getdata()) \
        == {(0, 0, 0)}
    assert not d.vm.ended
    _key(d, 0x41, "a")                               # a key: ReadConsoleInputW returns
    assert d.vm.ended and d.vm.machine.fault is None
    # it ends with CreateProcess's error, ERROR_FILE_NOT_FOUND, which it reads from its
    # TEB (Wine's inline GetLastError; at 0x34 in a 32-bit TEB, 0x68 in a 64-bit one)
    assert d.vm.machine.exit_code == 2


def test_wineconsole_without_a_command_runs_cmd_in_a_console_window(wine):
    # Wine runs cmd.exe with CREATE_NEW_CONSOLE: a console window titled with cmd's
    # path shows its banner and prompt and waits for a command; so does a VM now that
    # the drive has a cmd.exe (docs/files-registry.md, "The command interpreter") and a
    # new console is a window of its own (docs/dlls.md, "Consoles"). `exit` ends cmd,
    # then wineconsole, which waited for it.
    d = wine("wineconsole")
    shown = [(w["class"], w["title"], w.get("pid")) for w in describe_desktop(d.vm)
             if not w["parent"] and w["visible"]]
    assert [s[:2] for s in shown] == [("ConsoleWindowClass", "C:\\WINDOWS\\SYSTEM32\\cmd.exe")]
    assert shown[0][2] is not None                    # the child's window, not ours
    child = d.vm.processes.live_children()[0]
    lines = [line.rstrip() for line in child.kernel.console.active.visible_lines()]
    assert lines[:4] == ["Microsoft Windows [Version 10.0.19045]",
                         "(c) Microsoft Corporation. All rights reserved.", "", "C:\\>"]
    assert not any("failed" in line for line in d.vm.stdout_log)
    assert not d.vm.ended
    for ch in "exit":
        _key(d, ord(ch.upper()), ch)
    _key(d, 0x0D, "\r")
    d.settle(200)
    assert d.vm.ended and d.vm.machine.fault is None
    assert d.vm.machine.exit_code == 0


def test_allocconsole_makes_one_console_window_and_freeconsole_removes_it(boot):
    vm = boot("compute").vm                      # a GUI program without a console
    assert call_api(vm, K, "GetConsoleWindow") == 0
    assert call_api(vm, K, "AllocConsole") == 1
    hwnd = call_api(vm, K, "GetConsoleWindow")
    assert hwnd and vm.wm.get(hwnd).cls.name == "ConsoleWindowClass"
    assert call_api(vm, K, "AllocConsole") == 0 and vm.last_error == 5   # ACCESS_DENIED
    out = call_api(vm, K, "GetStdHandle", 0xFFFFFFF5)
    text = wide(vm, "one\ttab\r\ntwo")
    n = vm.heap.alloc(4)
    assert call_api(vm, K, "WriteConsoleW", out, text, 12, n, 0) == 1 and vm.mem.u32(n) == 12
    con = vm.kernel.console
    assert con.active.visible_lines()[0].rstrip() == "one     tab" and con.active.cursor == (3, 1)
    # CONOUT$ is the same screen buffer
    conout = call_api(vm, K, "CreateFileW", wide(vm, "CONOUT$"), 0xC0000000, 3, 0, 3, 0, 0)
    assert call_api(vm, K, "WriteConsoleW", conout, wide(vm, "!"), 1, n, 0) == 1
    assert con.active.visible_lines()[1].rstrip() == "two!"
    assert call_api(vm, K, "FreeConsole") == 1
    assert vm.wm.get(hwnd) is None and call_api(vm, K, "GetConsoleWindow") == 0
    # the handles it had are console handles no more; CONIN$ cannot be opened
    assert call_api(vm, K, "WriteConsoleW", out, text, 3, n, 0) == 0 and vm.last_error == 6
    assert call_api(vm, K, "CreateFileW", wide(vm, "CONIN$"), 0x80000000, 3, 0, 3, 0, 0) \
        == 0xFFFFFFFF and vm.last_error == 6
    assert call_api(vm, K, "FreeConsole") == 1            # no console: still TRUE
    # AttachConsole: no other process has a console to attach to
    assert call_api(vm, K, "AttachConsole", 0xFFFFFFFF) == 0 and vm.last_error == 6
    assert call_api(vm, K, "AttachConsole", 0x1234) == 0 and vm.last_error == 87
    # after FreeConsole a new console can be made
    assert call_api(vm, K, "AllocConsole") == 1
    assert call_api(vm, K, "AttachConsole", 0xFFFFFFFF) == 0 and vm.last_error == 5
    assert vm.kernel.console is not con and vm.kernel.console.active.visible_lines()[0].strip() == ""


def _type_into(vm, hwnd, text):
    """Key down and up messages to the console window for each character (upper case
    letters with Shift held, as the keyboard state says)."""
    for ch in text:
        vk = {"\r": 0x0D, "\b": 0x08, "!": 0x31}.get(ch, ord(ch.upper()))
        shift = ch.isupper() or ch == "!"
        if shift:
            vm.wm.key_state[0x10] = 0x80
        scan = 0x1C if ch == "\r" else 0x10
        call_api(vm, "USER32.dll", "SendMessageW", hwnd, 0x100, vk, 1 | scan << 16)
        call_api(vm, "USER32.dll", "SendMessageW", hwnd, 0x101, vk, 0xC0000001 | scan << 16)
        vm.wm.key_state[0x10] = 0


def test_console_keystrokes_become_key_records_and_readconsole_makes_lines(boot):
    vm = boot("compute").vm
    assert call_api(vm, K, "AllocConsole") == 1
    con, hwnd = vm.kernel.console, call_api(vm, K, "GetConsoleWindow")
    cin = call_api(vm, K, "GetStdHandle", 0xFFFFFFF6)
    _type_into(vm, hwnd, "H")
    n = vm.heap.alloc(4)
    assert call_api(vm, K, "GetNumberOfConsoleInputEvents", cin, n) == 1
    assert vm.mem.u32(n) == 2                                  # its down and its up
    recs = vm.heap.alloc(20 * 4)
    assert call_api(vm, K, "PeekConsoleInputW", cin, recs, 4, n) == 1 and vm.mem.u32(n) == 2
    assert call_api(vm, K, "ReadConsoleInputW", cin, recs, 1, n) == 1 and vm.mem.u32(n) == 1
    # INPUT_RECORD: KEY_EVENT; bKeyDown, repeat 1, VK_H, its scan code, 'H', Shift
    assert vm.mem.u16(recs) == 1
    assert (vm.mem.u32(recs + 4), vm.mem.u16(recs + 8), vm.mem.u16(recs + 10),
            vm.mem.u16(recs + 14), vm.mem.u32(recs + 16) & 0x10) == (1, 1, 0x48, ord("H"), 0x10)
    assert call_api(vm, K, "ReadConsoleInputW", cin, recs, 4, n) == 1 and vm.mem.u32(n) == 1
    assert vm.mem.u32(recs + 4) == 0                            # the key's release
    # ReadConsole in line mode: Backspace edits the line, Enter ends it (CR LF), echoed
    _type_into(vm, hwnd, "hi\b!\r")
    buf = vm.heap.alloc(64)
    assert call_api(vm, K, "ReadConsoleW", cin, buf, 2, n, 0) == 1 and vm.mem.u32(n) == 2
    assert vm.mem.read(buf, 4).decode("utf-16-le") == "h!"
    assert call_api(vm, K, "ReadConsoleW", cin, buf, 32, n, 0) == 1 and vm.mem.u32(n) == 2
    assert vm.mem.read(buf, 4).decode("utf-16-le") == "\r\n"    # the rest of the line
    assert con.active.visible_lines()[0].rstrip() == "h!" and con.active.cursor == (0, 1)
    # ReadFile on CONIN$ reads as ReadConsoleA: a line, in the console's code page
    conin = call_api(vm, K, "CreateFileW", wide(vm, "CONIN$"), 0xC0000000, 3, 0, 3, 0, 0)
    _type_into(vm, hwnd, "ok\r")
    assert call_api(vm, K, "ReadFile", conin, buf, 32, n, 0) == 1 and vm.mem.u32(n) == 4
    assert vm.mem.read(buf, 4) == b"ok\r\n"
    _type_into(vm, hwnd, "x")
    assert call_api(vm, K, "FlushConsoleInputBuffer", cin) == 1 and not con.input


def test_closing_the_console_window_ends_the_process_as_ctrl_close_does(boot):
    vm = boot("compute").vm
    assert call_api(vm, K, "AllocConsole") == 1
    hwnd = call_api(vm, K, "GetConsoleWindow")
    call_api(vm, "USER32.dll", "SendMessageW", hwnd, 0x10, 0, 0)      # WM_CLOSE
    # no control handler: CTRL_CLOSE_EVENT's default action, ExitProcess
    assert vm.machine.exited and vm.machine.exit_code == 0xC000013A   # STATUS_CONTROL_C_EXIT
