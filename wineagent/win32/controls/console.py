"""The console window: what AllocConsole shows for the console it makes.

On Windows a console window belongs to the console host (conhost.exe), not to the
program: the program writes to its screen buffer and reads its input buffer through
console handles, and the host draws the buffer and turns keystrokes into input records.
A VM runs one process, so here the window is a built-in top-level window of class
``ConsoleWindowClass`` (Windows' class name for it, what GetConsoleWindow's handle
reports) whose procedure plays the host: it draws the shown rows of the buffer
(``kernel/consolebuf.Console``) in the Terminal font, light grey on black, with the
cursor as a bar under its cell and a vertical scroll bar over the 300 rows kept, and
queues a KEY_EVENT record for each key pressed or released (the character from the US
layout with the Shift, Ctrl, Alt, Caps Lock and Num Lock states, as conhost translates
them). Its messages are handled while the program waits in ReadConsoleInput or
ReadConsole, as the host runs beside a program that is waiting for input
(``console_wait``). Closing the window ends the process (CTRL_CLOSE_EVENT's default
action, ExitProcess) when the program registered no control handler; handlers are not
called yet and stop the guest naming that.
"""

from ...abi.api import Unimplemented
from ..core.dllnames import KERNEL32
from ..core.messages import (WM_CHAR, WM_CLOSE, WM_CREATE, WM_GETMINMAXINFO, WM_KEYDOWN,
                             WM_KEYUP, WM_PAINT, WM_SYSKEYDOWN, WM_SYSKEYUP)
from ..gdi.objects import Font
from ..kernel.consolebuf import BUFFER_WIDTH, KeyRecord, WINDOW_ROWS
from ..kernel.console import has_console, startup_console, windowed_console
from ..kernel.sync import set_console_host
from ..user import scrollbars, threadinput
from .consoleglyphs import draw_glyph, draws
from ..user.keymap import EXTENDED_VKS, key_char
from ..user.msgloop import dispatch
from ..user.pyproc import window_proc
from ..user.window import (adjust_rect, begin_paint, create_window, def_window_proc,
                           end_paint, take_focus)
from ..user.wm import WS_VISIBLE, WindowClass

__all__ = ["CONSOLE_CLASS", "open_console_window", "console_wait", "console_pump",
           "refresh", "CELL_W",
           "CELL_H", "largest_window", "show_startup_console"]

CONSOLE_CLASS = "ConsoleWindowClass"
#: A cell of the default console font (8 x 16 pixels, as Wine's conhost shows it); the
#: Terminal strike is 13 pixels tall and sits 2 pixels down in it.
CELL_W, CELL_H, GLYPH_TOP = 8, 16, 2
COMMON_LVB_REVERSE_VIDEO, COMMON_LVB_UNDERSCORE = 0x4000, 0x8000
WS_OVERLAPPEDWINDOW, WS_VSCROLL = 0x00CF0000, 0x00200000
CW_USEDEFAULT = 0x80000000
CS_HREDRAW, CS_VREDRAW = 0x2, 0x1
SB_VERT, SIF_RANGE, SIF_PAGE, SIF_POS = 1, 0x1, 0x2, 0x4
BLACK_BRUSH = 0x00F00004     # GetStockObject(BLACK_BRUSH)'s handle
WM_GETICON = 0x007F
SYSTEM_ICON_BASE, IDI_APPLICATION = 0x00070000, 32512    # LoadIcon(NULL, IDI_APPLICATION)
# dwControlKeyState's bits (wincon.h) and the keys behind them.
RIGHT_ALT_PRESSED, LEFT_ALT_PRESSED, RIGHT_CTRL_PRESSED, LEFT_CTRL_PRESSED = 1, 2, 4, 8
SHIFT_PRESSED, NUMLOCK_ON, SCROLLLOCK_ON, CAPSLOCK_ON, ENHANCED_KEY = 0x10, 0x20, 0x40, \
    0x80, 0x100
VK_SHIFT, VK_CONTROL, VK_MENU, VK_CAPITAL, VK_NUMLOCK, VK_SCROLL = 0x10, 0x11, 0x12, 0x14, \
    0x90, 0x91
_font = []


def _terminal():
    if not _font:
        _font.append(Font(0, 400, "Terminal"))
    return _font[0]


def _control_state(wm, lparam):
    ks = wm.key_state
    state = 0
    if ks[VK_SHIFT] & 0x80:
        state |= SHIFT_PRESSED
    if ks[VK_CONTROL] & 0x80:
        state |= LEFT_CTRL_PRESSED
    if ks[VK_MENU] & 0x80:
        state |= LEFT_ALT_PRESSED
    if ks[VK_CAPITAL] & 1:
        state |= CAPSLOCK_ON
    if ks[VK_NUMLOCK] & 1:
        state |= NUMLOCK_ON
    if ks[VK_SCROLL] & 1:
        state |= SCROLLLOCK_ON
    if lparam & 0x01000000:
        state |= ENHANCED_KEY
    return state


def _key(wm, con, wparam, lparam, down):
    vk = wparam & 0xFF
    ks = wm.key_state
    ch = key_char(vk, bool(ks[VK_SHIFT] & 0x80), bool(ks[VK_CONTROL] & 0x80),
                  bool(ks[VK_CAPITAL] & 1), bool(ks[VK_MENU] & 0x80), bool(ks[VK_NUMLOCK] & 1))
    state = _control_state(wm, lparam)
    if vk in EXTENDED_VKS:
        # the keys of the dedicated cluster (arrows, Home, End, Page Up/Down, Insert,
        # Delete...) are extended keys: programs tell them from the keypad's by it
        state |= ENHANCED_KEY
    con.add_input(KeyRecord(down, vk, (lparam >> 16) & 0xFF, ch or "", state))


def _rgb(colorref):
    return colorref & 0xFF, (colorref >> 8) & 0xFF, (colorref >> 16) & 0xFF


def _runs(chars, attrs):
    """A row's cells as runs of one attribute: (first column, text, attribute)."""
    out = []
    for i, (ch, attr) in enumerate(zip(chars, attrs)):
        if out and out[-1][2] == attr:
            out[-1][1].append(ch)
        else:
            out.append((i, [ch], attr))
    return [(i, "".join(text), attr) for i, text, attr in out]


def _view(screen):
    """What decides the whole window's look: a change repaints every row."""
    return (screen.left, screen.top, screen.window_cols, screen.window_rows,
            tuple(screen.colors))


def _row(screen, j):
    """What row ``j`` of the window shows: its cells and the cursor if it is there."""
    y = screen.top + j
    if y >= screen.height:
        return None
    left, cols = screen.left, screen.window_cols
    x, cy = screen.cursor
    cursor = (x - left, screen.cursor_size) if screen.cursor_visible and cy == y else None
    return tuple(screen.chars[y][left:left + cols]), tuple(screen.attrs[y][left:left + cols]), \
        cursor


def _paint(wm, win, con, only=None):
    """Draw the active buffer's window: every row, or the rows ``only`` names (the
    window's update region holding just those)."""
    screen = con.active
    rows_shown = [_row(screen, j) for j in range(screen.window_rows)]
    con.drawn = (screen, _view(screen), rows_shown)
    dc = begin_paint(wm.vm, win)
    w, h = win.client_size()
    if only is None:
        dc.fill_rect((0, 0, w, h), _rgb(screen.colors[0]))
    else:
        for j in only:
            dc.fill_rect((0, j * CELL_H, w, (j + 1) * CELL_H), _rgb(screen.colors[0]))
    font = _terminal().pil
    colors = [_rgb(cr) for cr in screen.colors]
    left, top = screen.left, screen.top
    cols, rows = screen.window_cols, screen.window_rows
    cx, cy = screen.cursor
    cx, cy = cx - left, cy - top

    def text(d, ox, oy):
        for j in (range(rows) if only is None else only):
            y = top + j
            if y >= screen.height:
                break
            y0 = oy + j * CELL_H
            for i, run, attr in _runs(screen.chars[y][left:left + cols],
                                      screen.attrs[y][left:left + cols]):
                fg, bg = colors[attr & 0xF], colors[(attr >> 4) & 0xF]
                if attr & COMMON_LVB_REVERSE_VIDEO:
                    fg, bg = bg, fg
                x0 = ox + i * CELL_W
                x1 = x0 + len(run) * CELL_W - 1
                if bg != colors[0]:
                    d.rectangle([x0, y0, x1, y0 + CELL_H - 1], fill=bg)
                if run.strip():
                    # cell by cell: the font's advance need not be the cell's width
                    for k, ch in enumerate(run):
                        if ch == " ":
                            continue
                        if draws(ch):           # frames and bars: drawn, not in the font
                            draw_glyph(d, x0 + k * CELL_W, y0, CELL_W, CELL_H, ch, fg)
                        else:
                            d.text((x0 + k * CELL_W, y0 + GLYPH_TOP), ch, font=font,
                                   fill=fg)
                if attr & COMMON_LVB_UNDERSCORE:
                    d.line([x0, y0 + CELL_H - 1, x1, y0 + CELL_H - 1], fill=fg)
        if screen.cursor_visible and 0 <= cx < cols and 0 <= cy < rows:
            # the cursor: a bar over the bottom part of its cell (cursor_size percent)
            bar = max(1, CELL_H * screen.cursor_size // 100)
            x0, y0 = ox + cx * CELL_W, oy + cy * CELL_H + CELL_H - bar
            attr = screen.attrs[cy + top][cx + left]
            d.rectangle([x0, y0, x0 + CELL_W - 1, y0 + bar - 1], fill=colors[attr & 0xF])
    dc.draw((0, 0, w, h), text)
    end_paint(wm.vm, win, dc)


def console_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the console window (the module docstring)."""
    con = wm.vm.kernel.console
    if con is None or con.hwnd not in (0, win.hwnd):
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, True))
    if msg == WM_CREATE:
        con.hwnd = win.hwnd
        screen = con.active
        scrollbars.set_info(wm, win, SB_VERT, SIF_RANGE | SIF_PAGE | SIF_POS, 0,
                            screen.height - 1, screen.window_rows, screen.top,
                            redraw_now=False)
        return 0
    if msg == WM_PAINT:
        _paint(wm, win, con)
        return 0
    if msg == WM_GETMINMAXINFO:
        # as Wine's console host: the window may be as large as its cells, the screen's
        # default limit notwithstanding (MINMAXINFO.ptMaxTrackSize, at 32)
        w, h = _window_size(*largest_window(wm.vm))
        mem = wm.vm.mem
        mem.w32(lparam + 32, max(mem.u32(lparam + 32), w))
        mem.w32(lparam + 36, max(mem.u32(lparam + 36), h))
        return 0
    if msg in (WM_KEYDOWN, WM_SYSKEYDOWN, WM_KEYUP, WM_SYSKEYUP):
        _key(wm, con, wparam, lparam, msg in (WM_KEYDOWN, WM_SYSKEYDOWN))
        return 0
    if msg == WM_CHAR:
        return 0                  # the key records carry their characters already
    if msg == WM_GETICON:
        # conhost gives its window the console's icon (WM_SETICON); programs tell a
        # console window from a terminal's pseudo-window by it (PDCurses does)
        return SYSTEM_ICON_BASE | IDI_APPLICATION
    if msg == WM_CLOSE:
        if wm.vm.kernel.console_ctrl_handlers:
            raise Unimplemented("%s: a console's control handlers on CTRL_CLOSE_EVENT"
                                % KERNEL32)
        return (yield from _end_process(wm))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, True))


def _end_process(wm):
    """CTRL_CLOSE_EVENT's default action: the process exits (code STATUS_CONTROL_C_EXIT,
    as Windows' default handler ends it)."""
    yield from wm.vm.dlls.exit_process(0xC000013A)
    return 0


window_proc(KERNEL32, "wineagent.ConsoleWindowProc", console_proc)


def _register(vm):
    wm = vm.wm
    if wm.find_class(CONSOLE_CLASS) is None:
        addr = vm.proc_address(KERNEL32, "wineagent.ConsoleWindowProc")
        wm.register_python_proc(addr, console_proc)
        cls = WindowClass(CONSOLE_CLASS, CS_HREDRAW | CS_VREDRAW, addr, 0, 0, 0, 0, 0,
                          BLACK_BRUSH, builtin=True)
        cls.unicode = True
        wm.register_class(cls)


STYLE = WS_OVERLAPPEDWINDOW | WS_VSCROLL


def _window_size(cols=BUFFER_WIDTH, rows=WINDOW_ROWS, bar=True):
    """The console window's size for a window of ``cols`` x ``rows`` cells: the cells,
    its frame and (``bar``) its scroll bar."""
    l, t, r, b = adjust_rect((0, 0, cols * CELL_W, rows * CELL_H), STYLE, False, 0)
    return r - l + (scrollbars.SIZE if bar else 0), b - t


def open_console_window(vm, con):
    """Generator: create and show the window of console ``con`` (80 x 25 cells and the
    scroll bar), activated as a new console's window is; returns its handle."""
    _register(vm)
    w, h = _window_size()
    hwnd = yield from create_window(vm, 0, CONSOLE_CLASS, con.title, STYLE | WS_VISIBLE,
                                    CW_USEDEFAULT, CW_USEDEFAULT, w, h, 0, 0, 0, 0, True)
    win = vm.wm.get(hwnd)
    if win is not None:
        win.host_kept = True                  # conhost's: the creating thread's end leaves it
        yield from take_focus(vm.wm, win)     # keystrokes go to the new console
    return hwnd


def show_startup_console(vm):
    """Generator: show a console program's start-up console in a console window, as
    Windows shows a console program's console, the first time the program uses it as a
    screen rather than an output stream (GetConsoleWindow, CreateConsoleScreenBuffer,
    ReadConsoleInput): a full-screen text program gets a window someone can see and type
    into, while console tools that only print keep the output log. The window shows the
    buffers kept so far, titled with the console's title; returns the console."""
    k = vm.kernel
    con = startup_console(vm)
    con.title = k.console_title if k.console_title is not None else vm.image_path
    k.console = con
    con.changed = True
    yield from open_console_window(vm, con)
    return con


def refresh(vm):
    """Redraw the console window if what it shows changed since it was last drawn (a
    write, a cell function, another buffer made active): the host draws output as it
    comes, whatever the program does next, so it paints now rather than waiting for the
    program to run a message loop. Its size follows the active buffer's window, and its
    scroll bar the window's place in the buffer (no bar when the buffer is no taller
    than the window, as conhost shows it)."""
    con = vm.kernel.console
    if con is None:
        return
    screen = con.active
    if not (con.changed or screen.changed):
        return
    con.changed = screen.changed = False
    win = vm.wm.get(con.hwnd)
    if win is None:
        return
    bar = screen.height > screen.window_rows
    w, h = _window_size(screen.window_cols, screen.window_rows, bar)
    if (w, h) != (win.w, win.h):
        vm.wm.move_window(win, win.x, win.y, w, h)
    si = scrollbars.info(win, SB_VERT)
    if (si.min, si.max, si.page, si.pos) != (0, screen.height - 1, screen.window_rows,
                                            screen.top):
        scrollbars.set_info(vm.wm, win, SB_VERT, SIF_RANGE | SIF_PAGE | SIF_POS, 0,
                            screen.height - 1, screen.window_rows, screen.top)
    drawn = con.drawn
    if drawn is not None and drawn[0] is screen and drawn[1] == _view(screen) \
            and win.invalid is None:
        # the rows that changed only: a full-screen program rewrites a line at a time
        only = [j for j, seen in enumerate(drawn[2])
                if j >= screen.window_rows or seen != _row(screen, j)]
        only = [j for j in only if j < screen.window_rows]
        if not only:
            return
        w = win.client_size()[0]
        for j in only:
            vm.wm.invalidate(win, (0, j * CELL_H, w, (j + 1) * CELL_H), False)
        _paint(vm.wm, win, con, only)
        return
    vm.wm.invalidate(win, None, False)
    _paint(vm.wm, win, con)


def largest_window(vm):
    """GetLargestConsoleWindowSize: the most cells (columns, rows) a console window fits
    on the screen with its frame and scroll bar — never fewer than a new console's 80 x
    25, the window this host lets grow past a small screen (WM_GETMINMAXINFO)."""
    l, t, r, b = adjust_rect((0, 0, 0, 0), STYLE, False, 0)
    cols = (vm.wm.width - (r - l) - scrollbars.SIZE) // CELL_W
    rows = (vm.wm.height - (b - t)) // CELL_H
    return max(cols, BUFFER_WIDTH), max(rows, WINDOW_ROWS)


def _host_here(vm, con):
    """The console host's turn runs on the thread that gives it (the one waiting for
    input): the window's messages are taken from that thread's queue. On Windows conhost
    is a process of its own, so any thread of the program may wait for its input -- Go
    moves a goroutine's waits from one thread to another."""
    win = vm.wm.get(con.hwnd)
    if win is not None and win.tid != vm.threads.current.tid:
        # its focus and activation go with it (each thread input has its own)
        threadinput.move_window(vm, con.hwnd, vm.threads.current.tid)
        win.tid = vm.threads.current.tid


def console_pump(vm, con):
    """Generator: handle the console window's messages waiting now (its painting, the
    keys typed into it) without waiting for more — the host at work while the program
    polls its input buffer (GetNumberOfConsoleInputEvents, PeekConsoleInput), as a
    full-screen program's loop does between frames."""
    refresh(vm)
    wm = vm.wm
    _host_here(vm, con)
    while wm.get(con.hwnd) is not None:
        m = yield from wm.next_message(con.hwnd)
        if m is None:
            break
        yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)


def _host_turn(vm, handle):
    """Generator: the console host's turn in a wait on console input handle ``handle``
    (kernel/sync.py ``set_console_host``). A wait on the start-up console's input shows
    it in its window, as ReadConsoleInput does: the program waits for keys (a TUI's
    input thread waits on the handle before it reads, as tcell's does)."""
    con = windowed_console(vm, handle)
    if con is None and vm.kernel.console is None and has_console(vm) and handle.attached():
        con = yield from show_startup_console(vm)
    if con is not None and handle.attached():
        yield from console_pump(vm, con)


set_console_host(_host_turn)


def console_wait(vm, con, ready):
    """Generator: run the console window's messages until ``ready()`` is true — the host
    at work while the program waits for input. Returns False when the window is gone."""
    wm = vm.wm
    while not ready():
        refresh(vm)
        if wm.get(con.hwnd) is None:
            return False
        _host_here(vm, con)
        m = yield from wm.wait_message(con.hwnd)
        yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
    return True
