"""USER32's class queries: GetClassInfo(Ex) and SetClassLong.

GetClassInfo fills a WNDCLASS from the class table, for the program's classes and the
built-in ones (``#32770``, ``BUTTON``, ...), whose window procedures are guest thunks:
NSIS copies the dialog class's this way to register a class of its own with DefDlgProc.
As in Windows the answer is the class atom, ``lpszClassName`` is the caller's own
pointer and ``lpszMenuName`` the pointer the class was registered with.
"""

import struct

from ....abi.api import Unimplemented, api
from ...core.winerror import (ERROR_CLASS_DOES_NOT_EXIST, ERROR_INVALID_INDEX,
                             ERROR_INVALID_WINDOW_HANDLE)
from ...core.dllnames import USER32

GCL_MENUNAME, GCL_HBRBACKGROUND, GCL_HCURSOR, GCL_HICON = -8, -10, -12, -14
GCL_HMODULE, GCL_CBWNDEXTRA, GCL_CBCLSEXTRA, GCL_WNDPROC, GCL_STYLE = -16, -18, -20, -24, -26
GCL_HICONSM = -34


def _lookup(c, name):
    if name < 0x10000:
        cls = c.vm.wm.find_class(name)
    else:
        cls = c.vm.wm.find_class(c.read_str(name))
    if cls is None:
        c.vm.last_error = ERROR_CLASS_DOES_NOT_EXIST
    return cls


def _fields(cls, name):
    return (cls.style, cls.wndproc, cls.cls_extra, cls.wnd_extra, cls.instance, cls.icon,
            cls.cursor, cls.background, getattr(cls, "menu_ptr", 0), name)


@api(USER32, "GetClassInfo{AW}", "HINSTANCE inst, LPVOID name, LPVOID wc")
def GetClassInfo(c, inst, name, wc):
    cls = _lookup(c, name)
    if cls is None:
        return 0
    c.vm.mem.write(wc, struct.pack("<10I", *_fields(cls, name)))
    return cls.atom


@api(USER32, "GetClassInfoEx{AW}", "HINSTANCE inst, LPVOID name, LPVOID wc")
def GetClassInfoEx(c, inst, name, wc):
    cls = _lookup(c, name)
    if cls is None:
        return 0
    # cbSize stays as the caller set it; hIconSm: the class's icon (no small icon is kept)
    c.vm.mem.write(wc + 4, struct.pack("<11I", *_fields(cls, name), cls.icon))
    return cls.atom


@api(USER32, "SetClassLong{AW}", "HWND hwnd, INT index, LONG value")
def SetClassLong(c, hwnd, index, value):
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    cls = win.cls
    attr = {GCL_HBRBACKGROUND: "background", GCL_HCURSOR: "cursor", GCL_HICON: "icon",
            GCL_HMODULE: "instance", GCL_STYLE: "style", GCL_HICONSM: "icon"}.get(index)
    value &= 0xFFFFFFFF
    if attr is not None:
        old = getattr(cls, attr)
        setattr(cls, attr, value)
        return old
    if index == GCL_WNDPROC:
        # windows made later get the new procedure; existing ones keep theirs (as Windows)
        old, cls.wndproc = cls.wndproc, value
        return old
    if index >= 0:
        raise Unimplemented("USER32.dll!SetClassLong (class extra bytes)")
    c.vm.last_error = ERROR_INVALID_INDEX
    return 0
