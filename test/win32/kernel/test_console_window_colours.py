"""The console window draws its active screen buffer cell by cell in the cells' colours
(docs/runtimes.md, "Console screen buffers"): each cell's background and text in the
colour table's entries its attribute names, the window showing whichever buffer
SetConsoleActiveScreenBuffer made active, sized to that buffer's window."""

import struct

from apicall import call_api, wide

K = "KERNEL32.dll"
CELL_W, CELL_H = 8, 16


def _cells(vm, items):
    """A CHAR_INFO array in guest memory."""
    p = vm.heap.alloc(4 * len(items))
    vm.mem.write(p, b"".join(struct.pack("<HH", ord(ch), attr) for ch, attr in items))
    return p


def _rect(vm, l, t, r, b):
    p = vm.heap.alloc(8)
    vm.mem.write(p, struct.pack("<4h", l, t, r, b))
    return p


def _cell_pixels(d, title, x, y):
    """The set of colours in cell (x, y) of the console window, once it has painted
    (the console host paints as it goes; here the test runs no message loop for it)."""
    call_api(d.vm, "USER32.dll", "UpdateWindow", call_api(d.vm, K, "GetConsoleWindow"))
    ox, oy = d.client_origin(title)
    box = (ox + x * CELL_W, oy + y * CELL_H, ox + (x + 1) * CELL_W, oy + (y + 1) * CELL_H)
    return set(p[:3] for p in d.screen().crop(box).getdata())


def test_the_console_window_shows_the_active_buffers_cells_in_their_colours(boot):
    d = boot("compute")
    vm = d.vm
    assert call_api(vm, K, "AllocConsole") == 1
    title = vm.kernel.console.title
    out = call_api(vm, K, "GetStdHandle", 0xFFFFFFF5)
    n = vm.heap.alloc(4)
    # WriteConsole takes SetConsoleTextAttribute's attribute: yellow on blue (0x1e)
    assert call_api(vm, K, "SetConsoleTextAttribute", out, 0x1E) == 1
    assert call_api(vm, K, "WriteConsoleW", out, wide(vm, "W"), 1, n, 0) == 1
    assert _cell_pixels(d, title, 0, 0) == {(0, 0, 128), (255, 255, 0)}
    # the cursor after it: a bar at the bottom of its cell in the cell's text colour
    assert _cell_pixels(d, title, 1, 0) == {(0, 0, 0), (192, 192, 192)}
    assert _cell_pixels(d, title, 2, 0) == {(0, 0, 0)}              # blank: black
    # a buffer of its own, drawn into with WriteConsoleOutputW, then made active
    second = call_api(vm, K, "CreateConsoleScreenBuffer", 0xC0000000, 3, 0, 1, 0)
    cells = _cells(vm, [(" ", 0x40), ("X", 0x2F), (" ", 0xE0)])
    region = _rect(vm, 2, 3, 4, 3)
    assert call_api(vm, K, "WriteConsoleOutputW", second, cells, 3 | 1 << 16, 0, region) == 1
    assert _cell_pixels(d, title, 2, 3) == {(0, 0, 0)}              # not shown yet
    assert call_api(vm, K, "SetConsoleActiveScreenBuffer", second) == 1
    assert _cell_pixels(d, title, 2, 3) == {(128, 0, 0)}            # dark red background
    assert _cell_pixels(d, title, 3, 3) == {(0, 128, 0), (255, 255, 255)}   # white on green
    assert _cell_pixels(d, title, 4, 3) == {(255, 255, 0)}          # yellow background
    # the first buffer's W is gone; the new buffer's cursor is there
    assert _cell_pixels(d, title, 0, 0) == {(0, 0, 0), (192, 192, 192)}
    # the colour table decides what an index looks like (SetConsoleScreenBufferInfoEx)
    info = vm.heap.alloc(96)
    vm.mem.w32(info, 96)
    assert call_api(vm, K, "GetConsoleScreenBufferInfoEx", second, info) == 1
    vm.mem.w32(info + 32 + 4 * 4, 0x00336699)                       # entry 4 (dark red)
    assert call_api(vm, K, "SetConsoleScreenBufferInfoEx", second, info) == 1
    assert _cell_pixels(d, title, 2, 3) == {(0x99, 0x66, 0x33)}
    # back to the first buffer: its cells again
    assert call_api(vm, K, "SetConsoleActiveScreenBuffer", out) == 1
    assert _cell_pixels(d, title, 0, 0) == {(0, 0, 128), (255, 255, 0)}
    assert _cell_pixels(d, title, 2, 3) == {(0, 0, 0)}


def test_the_console_window_follows_the_active_buffers_window_size(boot):
    d = boot("compute")
    vm = d.vm
    assert call_api(vm, K, "AllocConsole") == 1
    win = vm.wm.get(call_api(vm, K, "GetConsoleWindow"))
    out = call_api(vm, K, "GetStdHandle", 0xFFFFFFF5)
    assert win.client_size()[1] == 25 * CELL_H
    assert call_api(vm, K, "SetConsoleWindowInfo", out, 1, _rect(vm, 0, 0, 39, 9)) == 1
    d.settle(50)
    w, h = win.client_size()
    assert h == 10 * CELL_H and w - 40 * CELL_W in (0, 17)          # (the scroll bar)


def test_a_console_programs_console_gets_its_window_when_used_as_a_screen(boot, tmp_path):
    """A console program's console is the output log until the program uses it as a
    screen (here GetConsoleWindow): then it shows in a console window holding what was
    written so far, later output lands there and in the log, and keys typed into the
    window are its input events — the arrows as extended keys (ENHANCED_KEY)."""
    from paths import guest_exe
    d = boot(guest_exe("conbuf", 4), settle=False, vfs_root=str(tmp_path / "vfs"))
    vm = d.vm
    out = call_api(vm, K, "GetStdHandle", 0xFFFFFFF5)
    cin = call_api(vm, K, "GetStdHandle", 0xFFFFFFF6)
    n = vm.heap.alloc(4)
    assert call_api(vm, K, "WriteConsoleW", out, wide(vm, "before\r\n"), 8, n, 0) == 1
    assert vm.kernel.console is None                    # no window yet
    hwnd = call_api(vm, K, "GetConsoleWindow")
    win = vm.wm.get(hwnd)
    assert win is not None and win.cls.name == "ConsoleWindowClass"
    assert win.title == vm.image_path
    assert call_api(vm, K, "GetConsoleWindow") == hwnd    # one window
    assert call_api(vm, "USER32.dll", "SendMessageW", hwnd, 0x7F, 1, 0) != 0   # an icon
    assert call_api(vm, K, "WriteConsoleW", out, wide(vm, "after\r\n"), 7, n, 0) == 1
    lines = vm.kernel.console.active.visible_lines()
    assert [line.rstrip() for line in lines[:2]] == ["before", "after"]
    assert vm.stdout_log[-2:] == ["before", "after"]
    # a key typed into the window: its down and up records, Left an extended key
    d.key("down", 0x25).key("up", 0x25)
    assert call_api(vm, K, "GetNumberOfConsoleInputEvents", cin, n) == 1
    assert vm.mem.u32(n) == 2
    recs = vm.heap.alloc(2 * 20)
    assert call_api(vm, K, "ReadConsoleInputW", cin, recs, 2, n) == 1 and vm.mem.u32(n) == 2
    assert (vm.mem.u16(recs), vm.mem.u32(recs + 4), vm.mem.u16(recs + 10)) == (1, 1, 0x25)
    assert vm.mem.u32(recs + 16) & 0x100                # ENHANCED_KEY
    assert vm.mem.u32(recs + 20 + 4) == 0               # the release
