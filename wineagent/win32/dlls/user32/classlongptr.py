"""USER32: GetClassLongPtr and SetClassLongPtr, the pointer-sized class data.

64-bit USER32 exports them (a class's brush, cursor, icons, module and window procedure
are pointers there, GCLP_*); 32-bit Windows has only macros naming GetClassLong /
SetClassLong, so a 32-bit program that reaches them gets exactly those. In a 64-bit
program the pointer values and 8 of the class's extra bytes at a non-negative offset are
read and written whole; the 32-bit values (GCL_STYLE, GCL_CBWNDEXTRA, ...) are
GetClassLong's.
"""

import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_INDEX, ERROR_INVALID_WINDOW_HANDLE
from ...core.dllnames import USER32
from .classinfo import (GCL_HBRBACKGROUND, GCL_HCURSOR, GCL_HICON, GCL_HICONSM, GCL_HMODULE,
                        GCL_WNDPROC, GetClassLong, SetClassLong)

# The class values that are pointers (GCLP_*), by the class attribute holding each.
_CLASS_POINTERS = {GCL_HBRBACKGROUND: "background", GCL_HCURSOR: "cursor",
                   GCL_HICON: "icon", GCL_HMODULE: "instance", GCL_WNDPROC: "wndproc",
                   GCL_HICONSM: "icon"}
_MASK64 = (1 << 64) - 1


def _class_of(c, hwnd):
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return None
    return win.cls


def _extra(c, cls, index, value=None):
    """Read (and with ``value``, replace) 8 of the class's extra bytes at ``index``: the
    old value; 0 with ERROR_INVALID_INDEX past cbClsExtra."""
    data = cls.class_extra
    if index + 8 > len(data):
        c.vm.last_error = ERROR_INVALID_INDEX
        return 0
    old = struct.unpack_from("<Q", data, index)[0]
    if value is not None:
        struct.pack_into("<Q", data, index, value & _MASK64)
    return old


@api(USER32, "GetClassLongPtr{AW}", "HWND hwnd, INT index", widths=BOTH)
def GetClassLongPtr(c, hwnd, index):
    """A value of a window's class (GCLP_*/GCL_*) or its extra bytes at ``index``."""
    if c.ptr_size == 4 or not (index >= 0 or index in _CLASS_POINTERS):
        return GetClassLong(c, hwnd, index)      # the 32-bit values: the same answer
    cls = _class_of(c, hwnd)
    if cls is None:
        return 0
    if index >= 0:
        return _extra(c, cls, index)
    return getattr(cls, _CLASS_POINTERS[index])


@api(USER32, "SetClassLongPtr{AW}", "HWND hwnd, INT index, LONG_PTR value", widths=BOTH)
def SetClassLongPtr(c, hwnd, index, value):
    """Replace a value or extra bytes of a window's class; the old value. A new window
    procedure serves the windows made later (as SetClassLong)."""
    if c.ptr_size == 4 or not (index >= 0 or index in _CLASS_POINTERS):
        return SetClassLong(c, hwnd, index, value)
    cls = _class_of(c, hwnd)
    if cls is None:
        return 0
    if index >= 0:
        return _extra(c, cls, index, value)
    attr = _CLASS_POINTERS[index]
    old = getattr(cls, attr)
    setattr(cls, attr, value & _MASK64)
    return old
