"""USER32's pointer-sized window and class data: GetWindowLongPtr, SetWindowLongPtr,
GetClassLongPtr, SetClassLongPtr.

64-bit user32 exports these (a window procedure, an instance, a pointer a program keeps in
GWLP_USERDATA or in its extra bytes is 8 bytes there); 32-bit user32 does not, its
winuser.h makes them macros for the LONG functions. Called by a 32-bit program they are
those functions; for a 64-bit one a non-negative index reads or writes 8 of the extra
bytes and a negative one the whole value.
"""

import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_INDEX, ERROR_INVALID_WINDOW_HANDLE
from ...core.dllnames import USER32
from .classinfo import GCL_HBRBACKGROUND, GCL_HCURSOR, GCL_HICON, GCL_HICONSM, GCL_HMODULE
from .classinfo import GCL_WNDPROC, GetClassLong, SetClassLong
from .main import GetWindowLong, SetWindowLong, set_window_field, win_of, window_field


def _extra(c, data, index, value=None):
    """Read (and with ``value``, replace) one pointer-sized cell of ``data`` (a window's
    or a class's extra bytes) at ``index``: the old value; 0 with ERROR_INVALID_INDEX
    when it does not fit."""
    size = c.ptr_size
    fmt = "<Q" if size == 8 else "<I"
    if index + size > len(data):
        c.vm.last_error = ERROR_INVALID_INDEX
        return 0
    old = struct.unpack_from(fmt, data, index)[0]
    if value is not None:
        struct.pack_into(fmt, data, index, value & ((1 << 8 * size) - 1))
    return old


@api(USER32, "GetWindowLongPtr{AW}", "HWND hwnd, INT index", widths=BOTH)
def GetWindowLongPtr(c, hwnd, index):
    """A window's pointer-sized value (GWLP_*) or extra bytes at ``index``."""
    if c.ptr_size == 4:
        return GetWindowLong(c, hwnd, index)
    win = win_of(c, hwnd)
    if win is None:
        return 0
    if index >= 0:
        return _extra(c, win.extra, index)
    return window_field(win, index)


@api(USER32, "SetWindowLongPtr{AW}", "HWND hwnd, INT index, LONG_PTR value", widths=BOTH)
def SetWindowLongPtr(c, hwnd, index, value):
    """Replace a window's pointer-sized value or extra bytes; the old value."""
    if c.ptr_size == 4:
        return (yield from SetWindowLong(c, hwnd, index, value))
    win = win_of(c, hwnd)
    if win is None:
        return 0
    if index >= 0:
        return _extra(c, win.extra, index, value)
    return (yield from set_window_field(c, win, index, value))


# The class values that are pointers (GCLP_*): whole in a 64-bit program.
_CLASS_POINTERS = {GCL_HBRBACKGROUND: "background", GCL_HCURSOR: "cursor",
                   GCL_HICON: "icon", GCL_HMODULE: "instance", GCL_WNDPROC: "wndproc",
                   GCL_HICONSM: "icon"}


def _class_of(c, hwnd):
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return None
    return win.cls


@api(USER32, "GetClassLongPtr{AW}", "HWND hwnd, INT index", widths=BOTH)
def GetClassLongPtr(c, hwnd, index):
    """A class value of a window's class (GCLP_*/GCL_*) or its extra bytes at ``index``."""
    if c.ptr_size == 4 or not (index >= 0 or index in _CLASS_POINTERS):
        return GetClassLong(c, hwnd, index)      # the DWORD values: the same answer
    cls = _class_of(c, hwnd)
    if cls is None:
        return 0
    if index >= 0:
        return _extra(c, cls.class_extra, index)
    return getattr(cls, _CLASS_POINTERS[index])


@api(USER32, "SetClassLongPtr{AW}", "HWND hwnd, INT index, LONG_PTR value", widths=BOTH)
def SetClassLongPtr(c, hwnd, index, value):
    """Replace a class value or extra bytes of a window's class; the old value. A new
    window procedure serves the windows made later (as SetClassLong)."""
    if c.ptr_size == 4 or not (index >= 0 or index in _CLASS_POINTERS):
        return SetClassLong(c, hwnd, index, value)
    cls = _class_of(c, hwnd)
    if cls is None:
        return 0
    if index >= 0:
        return _extra(c, cls.class_extra, index, value)
    attr = _CLASS_POINTERS[index]
    old = getattr(cls, attr)
    setattr(cls, attr, value)
    return old
