"""KERNEL32: a console's screen buffer as a program sees it — GetConsoleScreenBufferInfo,
SetConsoleCursorPosition, SetConsoleTextAttribute, GetConsoleCursorInfo and
SetConsoleCursorInfo.

A console made by AllocConsole has its buffer (``kernel/consolebuf.py``). The start-up
console (the output log) gets one the first time a program asks: Windows' default
geometry (80 columns, 300 rows, a window of 25), holding what was written so far
(``[debug]`` lines of OutputDebugString are no console output), and fed from then on by
the log's writer (``kernel/console.py`` emit). Console tools read it to size their
progress lines (7-Zip, the compilers' diagnostics) and to colour their output.

Each handle must be a console output handle: a file, a pipe or the input handle fails
with ERROR_INVALID_HANDLE, which is how a program learns it was redirected. Colours are
the attribute new text takes; the buffer keeps characters only, so nothing here reads a
cell's attribute back (ReadConsoleOutputAttribute is not declared).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.structures import CONSOLE_CURSOR_INFO, CONSOLE_SCREEN_BUFFER_INFO
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.consolebuf import Console, WINDOW_ROWS
from ...kernel.files import _fail
from .console import _console


def screen_buffer(vm, h):
    """The screen buffer behind console output handle ``h``, or None (not a console
    output handle): AllocConsole's console, else the start-up console's buffer."""
    con = _console(vm, h)
    if con is None or not con.writable:
        return None
    if con.console is not None:
        return con.console
    k = vm.kernel
    if k.startup_screen is None:
        screen = Console(None)
        written = [line for line in vm.stdout_log if not line.startswith("[debug] ")]
        screen.write("\n".join(written + [k.console_partial_line]))
        k.startup_screen = screen
    return k.startup_screen


@api(KERNEL32, "GetConsoleScreenBufferInfo", "HANDLE h, LPVOID info", widths=BOTH)
def GetConsoleScreenBufferInfo(c, h, info):
    """The buffer's size, the cursor, the current attribute, the window's rectangle in
    the buffer and the largest window the buffer allows."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    x, y = screen.cursor
    rows = min(WINDOW_ROWS, screen.height)
    vm.mem.write(info, CONSOLE_SCREEN_BUFFER_INFO.pack(
        c.ptr_size, dwSize={"X": screen.width, "Y": screen.height},
        dwCursorPosition={"X": x, "Y": y}, wAttributes=screen.attr,
        srWindow={"Left": 0, "Top": screen.top, "Right": screen.width - 1,
                  "Bottom": screen.top + rows - 1},
        dwMaximumWindowSize={"X": screen.width, "Y": rows}))
    return 1


@api(KERNEL32, "SetConsoleCursorPosition", "HANDLE h, DWORD pos", widths=BOTH)
def SetConsoleCursorPosition(c, h, pos):
    """Move the cursor to COORD ``pos`` (passed by value: X in the low word); a position
    outside the buffer is ERROR_INVALID_PARAMETER. The window scrolls to show it."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    x, y = pos & 0xFFFF, pos >> 16
    x, y = x - 0x10000 if x & 0x8000 else x, y - 0x10000 if y & 0x8000 else y
    if not (0 <= x < screen.width and 0 <= y < screen.height):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    screen.cursor = (x, y)
    screen.move_window_to_cursor()
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
    return 1
