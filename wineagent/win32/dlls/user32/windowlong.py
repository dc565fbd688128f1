"""USER32's window data: GetWindowLong/SetWindowLong and, in 64-bit programs,
GetWindowLongPtr/SetWindowLongPtr and GetClassLongPtr/SetClassLongPtr; IsWindowUnicode.

One reader and one writer serve both: a LONG call moves 4 bytes, a LONG_PTR call the
program's pointer size. On 64-bit Windows the *Ptr functions are exports of their own
(32-bit user32 has none: there they are macros for the LONG functions), and the
pointer-valued indexes (GWLP_WNDPROC, GWLP_HINSTANCE, GWLP_HWNDPARENT, GWLP_USERDATA,
GWLP_ID; GCLP_*) go through them whole: GetWindowLong(GWL_WNDPROC) does not exist for a
64-bit program (ERROR_INVALID_INDEX), since a procedure's address may not fit in a LONG.
"""

import struct

from ....abi.api import BOTH, WIDTH64, api
from ...core.dllnames import USER32
from ...core.structures import STYLESTRUCT
from ...core.styles import window_edge
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_INDEX,
                              ERROR_INVALID_WINDOW_HANDLE)
from .classinfo import GetClassLong, SetClassLong, caller_proc
from .main import any_win, elsewhere, win_of
from ...user.procwindows import in_owner, window_anywhere
from .census import set_parent
from ...user.sysparams import DESKTOP_HWND, MESSAGE_HWND
from ...user import layered

GWL_WNDPROC, GWL_HINSTANCE, GWL_HWNDPARENT, GWL_STYLE, GWL_EXSTYLE, GWL_USERDATA, GWL_ID = \
    -4, -6, -8, -16, -20, -21, -12
#: The indexes whose values are addresses: a 64-bit program reads and writes them through
#: the *Ptr functions only (GetWindowLong refuses them with ERROR_INVALID_INDEX, as 64-bit
#: Wine does); GWLP_USERDATA and GWLP_ID go through GetWindowLong cut to 32 bits.
_POINTER_INDEXES = {GWL_WNDPROC, GWL_HINSTANCE, GWL_HWNDPARENT}


def _mask(size):
    return (1 << (8 * size)) - 1


def window_long(c, hwnd, index, size):
    """GetWindowLong (``size`` 4) or GetWindowLongPtr (the pointer size): a window value
    (GWL_*/GWLP_*) or ``size`` of the window's extra bytes at a non-negative offset.
    Another process's window answers the same, but for its procedure, an address in
    that process (ERROR_ACCESS_DENIED, as Windows answers); so do the desktop and the
    message-only windows' root, which are the system's."""
    proc, win = any_win(c, hwnd)
    if win is None:
        return 0
    if (proc is not c.vm or win.hwnd in (DESKTOP_HWND, MESSAGE_HWND)) and \
            index == GWL_WNDPROC:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    if index >= 0:
        if index + size > len(win.extra):
            c.vm.last_error = ERROR_INVALID_INDEX
            return 0
        return int.from_bytes(win.extra[index:index + size], "little")
    if size < c.ptr_size and index in _POINTER_INDEXES:
        c.vm.last_error = ERROR_INVALID_INDEX
        return 0
    # DefWindowProcA/W: the caller's entry (classinfo.caller_proc)
    wndproc = caller_proc(c, win.wndproc) if proc is c.vm else win.wndproc
    return {GWL_WNDPROC: wndproc, GWL_HINSTANCE: win.instance,
            # a child's parent; a window whose parent is the desktop answers its owner
            GWL_HWNDPARENT: (win.parent if win.parent and win.parent != DESKTOP_HWND
                             else win.owner or 0), GWL_STYLE: win.style,
            GWL_EXSTYLE: win.exstyle, GWL_USERDATA: win.user_data,
            GWL_ID: win.id}.get(index, 0) & _mask(size)


def set_window_long(c, hwnd, index, value, size):
    """Generator: SetWindowLong (``size`` 4) or SetWindowLongPtr (the pointer size); the
    old value. Another process's window: its procedure is refused (ERROR_ACCESS_DENIED,
    documented), a style change is made by its own thread (which hears
    WM_STYLECHANGING / WM_STYLECHANGED), its other values are set as they are."""
    found = elsewhere(c, hwnd)
    if found is not None:
        return (yield from _set_foreign(c, found, index, value & _mask(size), size))
    win = win_of(c, hwnd)
    if win is None:
        return 0
    if win.hwnd in (DESKTOP_HWND, MESSAGE_HWND):
        # the system's windows: nothing of them can be changed (as Windows and Wine)
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    value &= _mask(size)
    if index >= 0:
        old = int.from_bytes(win.extra[index:index + size], "little")
        return old if _store(c, win, index, value, size) else 0
    if size < c.ptr_size and index in _POINTER_INDEXES:
        c.vm.last_error = ERROR_INVALID_INDEX
        return 0
    if index == GWL_HWNDPARENT:
        return (yield from _set_hwndparent(c, win, value))
    old = window_long(c, hwnd, index, size)
    if index in (GWL_STYLE, GWL_EXSTYLE):
        return (yield from _set_style(c.vm, win, index, value & 0xFFFFFFFF, old))
    if index == GWL_WNDPROC:
        # A NULL procedure is not taken: the window keeps its own and the old one is
        # answered (Wine's comctl32 animate test sets 0 and goes on using the control,
        # as it does on Windows); the window speaks the caller's character set from now
        # on, as any procedure set through that variant would (win.c test_SetWindowLong:
        # SetWindowLongPtrW(GWLP_WNDPROC, 0) makes an ANSI window Unicode).
        if value:
            win.unicode = _proc_charset(win, value, c.wide)
            win.wndproc = value
        else:
            _proc_charset(win, win.wndproc, c.wide)
            win.unicode = win.proc_charsets[win.wndproc] = bool(c.wide)
    elif not _store(c, win, index, value, size):
        return 0
    return old


def _set_hwndparent(c, win, value):
    """Generator: SetWindowLongPtr(GWLP_HWNDPARENT): a window inside a parent other than
    the desktop moves to the new parent (SetParent); a top-level window (a WS_CHILD one
    whose parent is the desktop too) takes the new owner, answering the old one. A window
    is not its own owner (nothing changes, 0); an owner that is no window fails with
    ERROR_INVALID_WINDOW_HANDLE. As Windows and Wine do."""
    if win.is_child and win.parent != DESKTOP_HWND:
        return (yield from set_parent(c.vm, win.hwnd, value))
    if value == win.hwnd:
        return 0
    if value and window_anywhere(c.vm, value)[1] is None and value != DESKTOP_HWND:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    old, win.owner = win.owner or 0, (value if value != DESKTOP_HWND else 0)
    return old


def _store(c, win, index, value, size):
    """Keep a value SetWindowLong stores as given: ``size`` extra bytes at ``index`` >= 0,
    GWL_USERDATA, GWL_ID, GWL_HINSTANCE. False, with ERROR_INVALID_INDEX, for an index
    that is none of them (or extra bytes past the window's)."""
    if index >= 0:
        if index + size > len(win.extra):
            c.vm.last_error = ERROR_INVALID_INDEX
            return False
        win.extra[index:index + size] = value.to_bytes(size, "little")
    elif index == GWL_USERDATA:
        win.user_data = value
    elif index == GWL_ID:
        win.id = value
    elif index == GWL_HINSTANCE:
        win.instance = value
    else:
        c.vm.last_error = ERROR_INVALID_INDEX
        return False
    return True


@api(USER32, "GetWindowLong{AW}", "HWND hwnd, INT index", widths=BOTH)
def GetWindowLong(c, hwnd, index):
    return window_long(c, hwnd, index, 4)


@api(USER32, "SetWindowLong{AW}", "HWND hwnd, INT index, LONG value", widths=BOTH)
def SetWindowLong(c, hwnd, index, value):
    return set_window_long(c, hwnd, index, value, 4)


@api(USER32, "GetWindowWord", "HWND hwnd, INT index", widths=BOTH)
def GetWindowWord(c, hwnd, index):
    """Two of the window's extra bytes at a non-negative offset, or the low word of
    GWLP_USERDATA; every other negative index (the ID, module, parent, procedure,
    styles) is ERROR_INVALID_INDEX, as Windows answers (win.c test_SetWindowLong)."""
    if index < 0 and index != GWL_USERDATA:
        return _refused_word(c, hwnd)
    return window_long(c, hwnd, index, 2) & 0xFFFF


@api(USER32, "SetWindowWord", "HWND hwnd, INT index, WORD value", widths=BOTH)
def SetWindowWord(c, hwnd, index, value):
    """Generator: replace two of the window's extra bytes, or the low word of
    GWLP_USERDATA (the rest of it kept); the old word. Other negative indexes as
    GetWindowWord."""
    if index < 0 and index != GWL_USERDATA:
        return _refused_word(c, hwnd)
    if index >= 0:
        return (yield from set_window_long(c, hwnd, index, value, 2))
    old = window_long(c, hwnd, index, c.ptr_size)
    new = (old & ~0xFFFF) | (value & 0xFFFF)
    done = yield from set_window_long(c, hwnd, index, new, c.ptr_size)
    return old & 0xFFFF if done == old else 0


def _refused_word(c, hwnd):
    """A window word at an index a WORD cannot stand for: ERROR_INVALID_INDEX, once the
    window is found (ERROR_INVALID_WINDOW_HANDLE before)."""
    if any_win(c, hwnd)[1] is not None:
        c.vm.last_error = ERROR_INVALID_INDEX
    return 0


@api(USER32, "GetWindowLongPtr{AW}", "HWND hwnd, INT index", widths=WIDTH64)
def GetWindowLongPtr(c, hwnd, index):
    """GetWindowLong at the program's pointer size (64-bit programs only)."""
    return window_long(c, hwnd, index, c.ptr_size)


@api(USER32, "SetWindowLongPtr{AW}", "HWND hwnd, INT index, LONG_PTR value", widths=WIDTH64)
def SetWindowLongPtr(c, hwnd, index, value):
    """SetWindowLong at the program's pointer size (64-bit programs only)."""
    return set_window_long(c, hwnd, index, value, c.ptr_size)


@api(USER32, "GetClassLongPtr{AW}", "HWND:window hwnd, INT index", widths=WIDTH64)
def GetClassLongPtr(c, hwnd, index):
    """A class value (GCLP_*: the procedure, module, icons, cursor and brush whole) or 8
    of the class's extra bytes (64-bit programs only)."""
    win = c.vm.wm.get(hwnd)
    if index >= 0:
        data = win.cls.class_extra
        if index + 8 > len(data):
            c.vm.last_error = ERROR_INVALID_INDEX
            return 0
        return struct.unpack_from("<Q", data, index)[0]
    return GetClassLong(c, hwnd, index, whole=True)


@api(USER32, "SetClassLongPtr{AW}", "HWND:window hwnd, INT index, LONG_PTR value", widths=WIDTH64)
def SetClassLongPtr(c, hwnd, index, value):
    """Replace a class value or 8 of the class's extra bytes; the old value (64-bit
    programs only)."""
    win = c.vm.wm.get(hwnd)
    value &= _mask(8)
    if index >= 0:
        data = win.cls.class_extra
        if index + 8 > len(data):
            c.vm.last_error = ERROR_INVALID_INDEX
            return 0
        old = struct.unpack_from("<Q", data, index)[0]
        struct.pack_into("<Q", data, index, value)
        return old
    return SetClassLong(c, hwnd, index, value, whole=True)


WM_STYLECHANGING, WM_STYLECHANGED = 0x7C, 0x7D
WS_CLIPSIBLINGS, WS_EX_TOPMOST = 0x04000000, 0x8


def _set_foreign(c, found, index, value, size):
    """Generator: SetWindowLong on another process's window (``set_window_long``)."""
    other, win = found
    if index == GWL_WNDPROC or (size < c.ptr_size and index in _POINTER_INDEXES):
        c.vm.last_error = ERROR_ACCESS_DENIED if index == GWL_WNDPROC else ERROR_INVALID_INDEX
        return 0
    old = window_long(c, win.hwnd, index, size)
    if index in (GWL_STYLE, GWL_EXSTYLE):
        return (yield from in_owner(c.vm, other, win, lambda p, w: _set_style(
            p, w, index, value & 0xFFFFFFFF, old)))
    return old if _store(c, win, index, value, size) else 0


def _set_style(vm, win, index, value, old):
    """Generator: SetWindowLong's GWL_STYLE / GWL_EXSTYLE. The window hears
    WM_STYLECHANGING with a STYLESTRUCT {styleOld, styleNew} whose styleNew it may change,
    then WM_STYLECHANGED with the style it got (sent even when nothing changes, as Wine
    does). A top-level window keeps WS_CLIPSIBLINGS, and WS_EX_TOPMOST changes only
    through SetWindowPos: what the window asks for otherwise is kept."""
    p = vm.heap.alloc(STYLESTRUCT.sizeof())
    try:
        vm.mem.write(p, STYLESTRUCT.pack_values(old, value))
        yield from vm.wm.send(win.hwnd, WM_STYLECHANGING, index & 0xFFFFFFFF, p)
        if vm.wm.get(win.hwnd) is not win:
            return 0                   # destroyed while it was told
        new = STYLESTRUCT.at(vm.mem, p).styleNew
        # WS_EX_WINDOWEDGE follows the frame whichever of the two changes, as on Windows
        # (core/styles.py window_edge)
        if index == GWL_STYLE:
            if not win.is_child:
                new |= WS_CLIPSIBLINGS
            win.style = new
            win.exstyle = window_edge(new, win.exstyle)
        else:
            new = (new & ~WS_EX_TOPMOST) | (win.exstyle & WS_EX_TOPMOST)
            new = window_edge(win.style, new)
            before, win.exstyle = win.exstyle, new
            if not win.is_child:
                layered.style_changed(vm, win, before)
        vm.mem.write(p, STYLESTRUCT.pack_values(old, new))
        yield from vm.wm.send(win.hwnd, WM_STYLECHANGED, index & 0xFFFFFFFF, p)
    finally:
        vm.heap.free(p)
    if index == GWL_STYLE and vm.wm.get(win.hwnd) is win:
        vm.wm.redraw_nonclient(vm.wm.toplevel(win))
    return old


def _proc_charset(win, proc, wide):
    """The character set ``win`` speaks once ``proc`` becomes its procedure.

    On Windows a procedure installed with SetWindowLongA is ANSI and one installed with
    SetWindowLongW Unicode: an ANSI subclass of a Unicode window makes IsWindowUnicode
    false and the window's text messages arrive as ANSI (and back). A procedure the
    window already had -- a subclass putting the old one back -- keeps the character set
    it had, whichever variant restores it (Windows hands the other variant a thunk that
    remembers it)."""
    known = win.__dict__.setdefault("proc_charsets", {})
    known.setdefault(win.wndproc, bool(win.unicode))
    return known.setdefault(proc, bool(wide))


@api(USER32, "IsWindowUnicode", "HWND hwnd", widths=BOTH)
def IsWindowUnicode(c, hwnd):
    # TRUE when the window procedure is Unicode: the class's (RegisterClassW, or a
    # built-in class made with CreateWindowExW) or the one SetWindowLongW installed.
    win = win_of(c, hwnd)
    return 1 if win is not None and win.unicode else 0
