"""KERNEL32: a console's screen buffers as a program sees them — CreateConsoleScreenBuffer,
SetConsoleActiveScreenBuffer, GetConsoleScreenBufferInfo(Ex), SetConsoleScreenBufferInfoEx,
SetConsoleScreenBufferSize, SetConsoleWindowInfo, GetLargestConsoleWindowSize,
SetConsoleCursorPosition, SetConsoleTextAttribute, Get/SetConsoleCursorInfo.

A console has one screen buffer at first, the one its standard output handles name; a
program may make more (CreateConsoleScreenBuffer: a handle to a new buffer of the active
one's size, window and attribute) and choose the one the console window shows
(SetConsoleActiveScreenBuffer) — a full-screen program draws into a buffer of its own
and switches back to the first at its end. The buffers are ``kernel/consolebuf.py``'s;
the cells are read and written by ``kernel32/consoleoutput.py``.

A console made by AllocConsole has its buffers. The start-up console (the output log)
gets them the first time a program asks: Windows' default geometry (80 columns, 300
rows, a window of 25), its first buffer holding what was written so far (``[debug]``
lines of OutputDebugString are no console output) and fed from then on by the log's
writer (``kernel/console.py`` emit). Console tools read it to size their progress lines
(7-Zip, the compilers' diagnostics) and to colour their output.

Each handle must be a console output handle: a file, a pipe or the input handle fails
with ERROR_INVALID_HANDLE, which is how a program learns it was redirected. Sizes and
rectangles outside what the buffer allows fail with ERROR_INVALID_PARAMETER and change
nothing: a buffer smaller than its window, a window outside its buffer or larger than
the largest window (GetLargestConsoleWindowSize).
"""

from ....abi.api import BOTH, api, Unimplemented
from ...controls import console as console_window
from ...controls.console import show_startup_console
from ...core.dllnames import KERNEL32
from ...core.structures import (CONSOLE_CURSOR_INFO, CONSOLE_SCREEN_BUFFER_INFO,
                                CONSOLE_SCREEN_BUFFER_INFOEX, SMALL_RECT)
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.consolebuf import ScreenBuffer
from ...kernel.console import console_of, has_console, own_console
from ...kernel.files import _fail, ConsoleObject
from .console import _console

__all__ = ["screen_buffer", "coord"]

CONSOLE_TEXTMODE_BUFFER, CONSOLE_GRAPHICS_BUFFER = 1, 2
INVALID_HANDLE_VALUE = 0xFFFFFFFF
MAX_COORD = 0x7FFF


def screen_buffer(vm, h):
    """The screen buffer behind console output handle ``h``, or None (not a console
    output handle): the handle's own buffer, else its console's first."""
    con = _console(vm, h)
    if con is None or not con.writable:
        return None
    return con.screen if con.screen is not None else console_of(vm, con).screen


def coord(value):
    """A COORD passed by value (X in the low word, Y in the high one), signed."""
    x, y = value & 0xFFFF, (value >> 16) & 0xFFFF
    return x - 0x10000 if x & 0x8000 else x, y - 0x10000 if y & 0x8000 else y


def _info_fields(vm, screen):
    cols, rows = console_window.largest_window(vm)
    x, y = screen.cursor
    return dict(dwSize={"X": screen.width, "Y": screen.height},
                dwCursorPosition={"X": x, "Y": y}, wAttributes=screen.attr,
                srWindow={"Left": screen.left, "Top": screen.top,
                          "Right": screen.left + screen.window_cols - 1,
                          "Bottom": screen.top + screen.window_rows - 1},
                dwMaximumWindowSize={"X": min(screen.width, cols),
                                     "Y": min(screen.height, rows)})


@api(KERNEL32, "GetConsoleScreenBufferInfo", "HANDLE h, LPVOID info", widths=BOTH)
def GetConsoleScreenBufferInfo(c, h, info):
    """The buffer's size, the cursor, the current attribute, the window's rectangle in
    the buffer and the largest window the buffer allows."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    vm.mem.write(info, CONSOLE_SCREEN_BUFFER_INFO.pack(c.ptr_size, **_info_fields(vm, screen)))
    return 1


@api(KERNEL32, "GetConsoleScreenBufferInfoEx", "HANDLE h, LPVOID info", widths=BOTH)
def GetConsoleScreenBufferInfoEx(c, h, info):
    """GetConsoleScreenBufferInfo's fields, the popup attribute and the colour table; a
    cbSize other than the structure's is ERROR_INVALID_PARAMETER."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    size = CONSOLE_SCREEN_BUFFER_INFOEX.sizeof(c.ptr_size)
    if vm.mem.u32(info) != size:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    vm.mem.write(info, CONSOLE_SCREEN_BUFFER_INFOEX.pack(
        c.ptr_size, cbSize=size, wPopupAttributes=screen.popup_attr,
        bFullscreenSupported=0, ColorTable=list(screen.colors), **_info_fields(vm, screen)))
    return 1


@api(KERNEL32, "SetConsoleScreenBufferInfoEx", "HANDLE h, LPVOID info", widths=BOTH)
def SetConsoleScreenBufferInfoEx(c, h, info):
    """Set the buffer's size, cursor, attribute, window, popup attribute and colour table
    at once (dwMaximumWindowSize is ignored); a size or window the buffer cannot take is
    ERROR_INVALID_PARAMETER and changes nothing."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    v = CONSOLE_SCREEN_BUFFER_INFOEX.read(vm.mem, info, c.ptr_size)
    if v["cbSize"] != CONSOLE_SCREEN_BUFFER_INFOEX.sizeof(c.ptr_size):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    w, h_ = v["dwSize"]["X"], v["dwSize"]["Y"]
    win = v["srWindow"]
    cols = win["Right"] - win["Left"] + 1
    rows = win["Bottom"] - win["Top"] + 1
    big_c, big_r = console_window.largest_window(vm)
    if not (0 < w <= MAX_COORD and 0 < h_ <= MAX_COORD and 0 < cols <= min(w, big_c)
            and 0 < rows <= min(h_, big_r)):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    screen.resize(w, h_)
    screen.window_cols, screen.window_rows = cols, rows
    screen.left = max(0, min(win["Left"], w - cols))
    screen.top = max(0, min(win["Top"], h_ - rows))
    x, y = v["dwCursorPosition"]["X"], v["dwCursorPosition"]["Y"]
    screen.cursor = (max(0, min(x, w - 1)), max(0, min(y, h_ - 1)))
    screen.attr = v["wAttributes"]
    screen.popup_attr = v["wPopupAttributes"]
    screen.colors = [cr & 0xFFFFFF for cr in v["ColorTable"]]
    screen.changed = True
    console_window.refresh(vm)
    return 1


@api(KERNEL32, "GetLargestConsoleWindowSize", "HANDLE h", widths=BOTH)
def GetLargestConsoleWindowSize(c, h):
    """The largest window, in cells, the screen allows (a COORD returned by value: X in
    the low word); 0 and ERROR_INVALID_HANDLE for a handle that is no screen buffer."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    cols, rows = console_window.largest_window(vm)
    return cols | rows << 16


@api(KERNEL32, "SetConsoleScreenBufferSize", "HANDLE h, DWORD size", widths=BOTH)
def SetConsoleScreenBufferSize(c, h, size):
    """Resize the buffer to COORD ``size``: it may not be smaller than its window (nor
    larger than 32767 cells a side): ERROR_INVALID_PARAMETER."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    w, h_ = coord(size)
    if not (screen.window_cols <= w <= MAX_COORD and screen.window_rows <= h_ <= MAX_COORD):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    screen.resize(w, h_)
    console_window.refresh(vm)
    return 1


@api(KERNEL32, "SetConsoleWindowInfo", "HANDLE h, BOOL absolute, LPVOID rect", widths=BOTH)
def SetConsoleWindowInfo(c, h, absolute, rect):
    """Move or resize the window over the buffer: SMALL_RECT ``rect`` gives its corners
    (inclusive), or with ``absolute`` FALSE what to add to the current ones. A window
    outside the buffer or larger than the largest is ERROR_INVALID_PARAMETER."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    l, t, r, b = SMALL_RECT.values(vm.mem, rect, c.ptr_size)
    if not absolute:
        l, t = screen.left + l, screen.top + t
        r = screen.left + screen.window_cols - 1 + r
        b = screen.top + screen.window_rows - 1 + b
    cols, rows = console_window.largest_window(vm)
    if not (0 <= l <= r < screen.width and 0 <= t <= b < screen.height
            and r - l + 1 <= cols and b - t + 1 <= rows):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    screen.left, screen.top = l, t
    screen.window_cols, screen.window_rows = r - l + 1, b - t + 1
    screen.changed = True
    console_window.refresh(vm)
    return 1


@api(KERNEL32, "CreateConsoleScreenBuffer", "DWORD access, DWORD share, LPVOID sa, DWORD flags, LPVOID data", widths=BOTH)
def CreateConsoleScreenBuffer(c, access, share, sa, flags, data):
    """A handle to a new screen buffer of the console (module docstring): blank (in the
    default attribute), in the active buffer's size, window, text attribute and colours,
    the cursor at the top left.
    Only text buffers are made (CONSOLE_TEXTMODE_BUFFER; another kind is
    ERROR_INVALID_PARAMETER)."""
    vm = c.vm
    if not has_console(vm):
        return _fail(vm, ERROR_INVALID_HANDLE, INVALID_HANDLE_VALUE)
    std = ConsoleObject(vm, "out", own_console(vm))
    if flags == CONSOLE_GRAPHICS_BUFFER:
        raise Unimplemented("%s!CreateConsoleScreenBuffer: a CONSOLE_GRAPHICS_BUFFER" % KERNEL32)
    if flags != CONSOLE_TEXTMODE_BUFFER:
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    if vm.kernel.console is None:
        yield from show_startup_console(vm)     # a full-screen program's console
    console = console_of(vm, std)
    active = console.active
    screen = ScreenBuffer(active.width, active.height, active.window_cols,
                          active.window_rows, active.colors)
    screen.console = console         # its VT queries answer into the console's input
    screen.attr = active.attr        # blank cells in the default attribute, as Wine's
    screen.left, screen.top = active.left, active.top
    screen.cursor_size = active.cursor_size
    std.screen = screen
    vm.last_error = 0
    return vm.new_handle(std)


@api(KERNEL32, "SetConsoleActiveScreenBuffer", "HANDLE h", widths=BOTH)
def SetConsoleActiveScreenBuffer(c, h):
    """Make the buffer of output handle ``h`` the one the console window shows."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    con = console_of(vm, _console(vm, h))
    if con.active is not screen:
        con.active = screen
        con.changed = True
        console_window.refresh(vm)
    return 1


@api(KERNEL32, "SetConsoleCursorPosition", "HANDLE h, DWORD pos", widths=BOTH)
def SetConsoleCursorPosition(c, h, pos):
    """Move the cursor to COORD ``pos`` (passed by value: X in the low word); a position
    outside the buffer is ERROR_INVALID_PARAMETER. The window scrolls to show it."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    x, y = coord(pos)
    if not (0 <= x < screen.width and 0 <= y < screen.height):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    screen.cursor = (x, y)
    screen.move_window_to_cursor()
    screen.changed = True
    console_window.refresh(vm)
    return 1


@api(KERNEL32, "SetConsoleTextAttribute", "HANDLE h, WORD attr", widths=BOTH)
def SetConsoleTextAttribute(c, h, attr):
    """The attribute (FOREGROUND_* | BACKGROUND_* ...) of the text written from now on."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    screen.attr = attr & 0xFFFF
    return 1


@api(KERNEL32, "GetConsoleCursorInfo", "HANDLE h, LPVOID info", widths=BOTH)
def GetConsoleCursorInfo(c, h, info):
    """The cursor's size (percent of a cell) and visibility."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    vm.mem.write(info, CONSOLE_CURSOR_INFO.pack(c.ptr_size, dwSize=screen.cursor_size,
                                                bVisible=int(screen.cursor_visible)))
    return 1


@api(KERNEL32, "SetConsoleCursorInfo", "HANDLE h, LPVOID info", widths=BOTH)
def SetConsoleCursorInfo(c, h, info):
    """Set the cursor's size and visibility; a size outside 1..100 is
    ERROR_INVALID_PARAMETER and changes nothing."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    view = c.struct(CONSOLE_CURSOR_INFO, info)
    size, visible = view.dwSize, view.bVisible
    if not 1 <= size <= 100:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    screen.cursor_size, screen.cursor_visible = size, bool(visible)
    screen.changed = True
    console_window.refresh(vm)
    return 1
