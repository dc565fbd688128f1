"""USER32: the cursor a thread sets and shows (SetCursor, GetCursor, ShowCursor,
GetCursorInfo). The per-thread state and what the screen shows are in
``user/cursorstate.py``."""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...core.structures import CURSORINFO
from ...core.winerror import ERROR_INVALID_CURSOR_HANDLE, ERROR_INVALID_PARAMETER
from ...user.cursorstate import screen_showing, set_cursor, show_cursor, thread_cursor
from ...user.resources import Icon, SYSTEM_CURSOR_BASE, SYSTEM_ICON_BASE

CURSOR_SHOWING = 0x1


def is_cursor(vm, handle):
    """True for a live icon or cursor handle (a destroyed one is no longer one)."""
    if handle & 0xFFFF0000 in (SYSTEM_CURSOR_BASE, SYSTEM_ICON_BASE):
        return True
    return vm.gdi.get(handle, Icon) is not None


@api(USER32, "SetCursor", "HANDLE cursor", widths=BOTH)
def SetCursor(c, cursor):
    """Give the calling thread (and the threads sharing its input) ``cursor`` (0: none);
    the screen shows it when the thread owns the pointer. Answers the previous cursor,
    0 when that one has been destroyed since; a handle that is no cursor fails with
    ERROR_INVALID_CURSOR_HANDLE and changes nothing (Wine's cursoricon.c tests)."""
    vm = c.vm
    if cursor and not is_cursor(vm, cursor):
        vm.last_error = ERROR_INVALID_CURSOR_HANDLE
        return 0
    old = set_cursor(vm, cursor)
    return old if old and is_cursor(vm, old) else 0


@api(USER32, "GetCursor", widths=BOTH)
def GetCursor(c):
    """The calling thread's cursor (at start-up the busy cursor, IDC_WAIT, as Windows
    shows while a program starts), even one destroyed since it was set."""
    return thread_cursor(c.vm)


@api(USER32, "GetCursorInfo", "LPVOID info", widths=BOTH)
def GetCursorInfo(c, info):
    """CURSORINFO of the screen: the cursor it shows, CURSOR_SHOWING unless the threads
    owning the pointer hid it, and the pointer's position (cbSize is the caller's to
    set; Wine 8, the oracle, answers whatever it holds)."""
    vm = c.vm
    if not info:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    flags = CURSOR_SHOWING if screen_showing(vm) else 0
    CURSORINFO.write(vm.mem, info, c.ptr_size, cbSize=CURSORINFO.sizeof(c.ptr_size),
                     flags=flags, hCursor=vm.wm.cursor, ptScreenPos=vm.wm.mouse_pos)
    return 1


@api(USER32, "ShowCursor", "BOOL show", widths=BOTH)
def ShowCursor(c, show):
    """Raise (``show``) or lower the calling thread's display count; answers the count
    of the threads sharing its input (the cursor shows while it is not negative)."""
    return show_cursor(c.vm, show)
