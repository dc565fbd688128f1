"""USER32's class queries: GetClassInfo(Ex) and SetClassLong.

GetClassInfo fills a WNDCLASS from the class table, for the program's classes and the
built-in ones (``#32770``, ``BUTTON``, ...), whose window procedures are guest thunks:
NSIS copies the dialog class's this way to register a class of its own with DefDlgProc.
As in Windows the answer is the class atom, ``lpszClassName`` is the caller's own
pointer and ``lpszMenuName`` the pointer the class was registered with.
"""

import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_CLASS_DOES_NOT_EXIST, ERROR_NOACCESS, ERROR_INVALID_INDEX
from ...core.dllnames import USER32
from ...core.structures import WNDCLASS, WNDCLASSEX
from ...user.window import find_class
from ...core.builtin_dlls import module_handle

GCL_MENUNAME, GCL_HBRBACKGROUND, GCL_HCURSOR, GCL_HICON = -8, -10, -12, -14
GCL_HMODULE, GCL_CBWNDEXTRA, GCL_CBCLSEXTRA, GCL_WNDPROC, GCL_STYLE = -16, -18, -20, -24, -26
GCL_HICONSM, GCW_ATOM = -34, -32


def caller_proc(c, proc):
    """The window procedure address a getter answers the caller for ``proc``: Windows
    keeps DefWindowProcA and DefWindowProcW as one procedure with an ANSI and a Unicode
    entry, so a class or window whose procedure is either answers DefWindowProcA to the
    A functions and DefWindowProcW to the W ones (GetWindowLongPtr(GWLP_WNDPROC),
    GetClassLongPtr(GCLP_WNDPROC), GetClassInfo). Any other procedure is answered as it
    is (the built-in classes' single entries: docs/user.md "Window classes: local,
    global, system")."""
    if proc not in c.vm.wm.default_procs:      # neither (the common case, cheaply)
        return proc
    pair = (c.vm.proc_address(USER32, "DefWindowProcA"),
            c.vm.proc_address(USER32, "DefWindowProcW"))
    return pair[bool(c.wide)] if proc in pair else proc


def _lookup(c, inst, name):
    """The class GetClassInfo finds: the lookup of user/classes.py by ``inst``, where
    NULL means USER32's instance (so a local class of the program is not found, a global
    or system one is)."""
    # find_class asks the class resolvers too: comctl32's classes exist once the program
    # uses the DLL (its DllMain registers them on Windows), before any window of theirs
    user32 = module_handle(c.vm, "user32")
    cls = find_class(c.vm, name if name < 0x10000 else c.read_str(name), inst or user32)
    if cls is None:
        c.vm.last_error = ERROR_CLASS_DOES_NOT_EXIST
    return cls


def _fields(c, cls, inst, name):
    # hInstance: the instance asked with (0 for USER32's), whichever class answered
    inst = 0 if inst == module_handle(c.vm, "user32") else inst
    return (cls.style, caller_proc(c, cls.wndproc), cls.cls_extra, cls.wnd_extra, inst,
            cls.icon, cls.cursor, cls.background, getattr(cls, "menu_ptr", 0), name)


@api(USER32, "GetClassInfo{AW}", "HINSTANCE inst, LPVOID name, LPVOID wc", widths=BOTH)
def GetClassInfo(c, inst, name, wc):
    """A class's WNDCLASS; its atom. No structure to fill: ERROR_NOACCESS, as the write
    to NULL fails on Windows."""
    cls = _lookup(c, inst, name)
    if cls is None:
        return 0
    if not wc:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    c.vm.mem.write(wc, WNDCLASS.variant(c.wide).pack_values(*_fields(c, cls, inst, name),
                                                            ptr=c.ptr_size))
    return cls.atom


@api(USER32, "GetClassInfoEx{AW}", "HINSTANCE inst, LPVOID name, LPVOID wc", widths=BOTH)
def GetClassInfoEx(c, inst, name, wc):
    """A class's WNDCLASSEX (cbSize left as the caller set it, whatever it is); its atom.
    No structure to fill: ERROR_NOACCESS."""
    cls = _lookup(c, inst, name)
    if cls is None:
        return 0
    if not wc:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    # cbSize stays as the caller set it; hIconSm: the class's small icon, else its icon
    # (Windows makes one from it)
    names = [f for _, f, _ in WNDCLASSEX.variant(c.wide).decl_for(c.ptr_size)][1:]
    WNDCLASSEX.variant(c.wide).write(c.vm.mem, wc, c.ptr_size,
                                     **dict(zip(names, _fields(c, cls, inst, name)
                                                + (cls.icon_small or cls.icon,))))
    return cls.atom


@api(USER32, "SetClassLong{AW}", "HWND:window hwnd, INT index, LONG value", widths=BOTH)
def SetClassLong(c, hwnd, index, value, whole=False):
    """Replace a class value (GCL_*) or 4 of its extra bytes; the old value. ``whole``:
    SetClassLongPtr's values, kept at the program's pointer size (windowlong.py)."""
    win = c.vm.wm.get(hwnd)
    cls = win.cls
    attr = {GCL_HBRBACKGROUND: "background", GCL_HCURSOR: "cursor", GCL_HICON: "icon",
            GCL_HMODULE: "instance", GCL_STYLE: "style",
            GCL_HICONSM: "icon_small"}.get(index)
    value &= (1 << (8 * c.ptr_size)) - 1 if whole else 0xFFFFFFFF
    if attr is not None:
        old = getattr(cls, attr)
        setattr(cls, attr, value)
        return old
    if index == GCL_MENUNAME:
        # the name (a string in the caller's character set, or a resource ordinal)
        # becomes the class menu of windows made later; the old value comes back as
        # GCL_MENUNAME answered it (Windows; Wine 8 answers 0)
        old = _menu_name_value(c, cls)
        cls.menu_name = (value or None) if value < 0x10000 else c.read_str(value)
        cls.menu_ptr = value
        return old
    if index == GCL_WNDPROC:
        # windows made later get the new procedure; existing ones keep theirs (as Windows)
        old, cls.wndproc = cls.wndproc, value
        return old
    if index >= 0:
        return _swap_extra(c, cls, index, 4, value)
    c.vm.last_error = ERROR_INVALID_INDEX
    return 0


def _menu_name_value(c, cls):
    """GCL_MENUNAME: the class's menu resource ordinal as it is, or a pointer to its name
    in the caller's character set. Windows keeps the name both ways in the class, so the
    A function answers an ANSI string for a class RegisterClassW made and the other way
    round; the copies live as long as the session (a program may keep the pointer)."""
    name = cls.menu_name
    if name is None or isinstance(name, int):
        return name or 0
    copies = cls.__dict__.setdefault("menu_name_copies", {})
    key = (bool(c.wide), name)
    if key not in copies:
        ptr = c.vm.heap.alloc((len(name) + 1) * c.char_size)
        c.write_str(ptr, name)
        copies[key] = ptr
    return copies[key]


def _swap_extra(c, cls, index, size, value=None):
    """Read (and with ``value``, replace) ``size`` bytes of the class's extra bytes at
    ``index``: the old value; 0 with ERROR_INVALID_INDEX past cbClsExtra."""
    data = cls.class_extra
    if index < 0 or index + size > len(data):
        c.vm.last_error = ERROR_INVALID_INDEX
        return 0
    fmt = "<I" if size == 4 else "<H"
    old = struct.unpack_from(fmt, data, index)[0]
    if value is not None:
        struct.pack_into(fmt, data, index, value & (0xFFFFFFFF if size == 4 else 0xFFFF))
    return old


@api(USER32, "GetClassLong{AW}", "HWND:window hwnd, INT index", widths=BOTH)
def GetClassLong(c, hwnd, index, whole=False):
    """A class value of a window's class (GCL_*), or 4 of its extra bytes at a
    non-negative offset (ERROR_INVALID_INDEX past cbClsExtra). ``whole``: the value at
    the program's pointer size, for GetClassLongPtr (windowlong.py)."""
    win = c.vm.wm.get(hwnd)
    cls = win.cls
    if index >= 0:
        return _swap_extra(c, cls, index, 4)
    if index == GCL_MENUNAME:
        return _menu_name_value(c, cls)
    values = {GCL_HBRBACKGROUND: cls.background, GCL_HCURSOR: cls.cursor,
              GCL_HICON: cls.icon, GCL_HMODULE: cls.instance,
              GCL_WNDPROC: caller_proc(c, cls.wndproc),
              GCL_STYLE: cls.style, GCW_ATOM: cls.atom, GCL_CBCLSEXTRA: cls.cls_extra,
              GCL_CBWNDEXTRA: cls.wnd_extra, GCL_HICONSM: cls.icon_small or cls.icon}
    if index not in values:
        c.vm.last_error = ERROR_INVALID_INDEX
        return 0
    return values[index] if whole else values[index] & 0xFFFFFFFF


@api(USER32, "GetClassWord", "HWND:window hwnd, INT index", widths=BOTH)
def GetClassWord(c, hwnd, index):
    """Two of the class's extra bytes (or GCW_ATOM)."""
    win = c.vm.wm.get(hwnd)
    if index == GCW_ATOM:
        return win.cls.atom
    return _swap_extra(c, win.cls, index, 2)


@api(USER32, "SetClassWord", "HWND:window hwnd, INT index, WORD value", widths=BOTH)
def SetClassWord(c, hwnd, index, value):
    """Replace two of the class's extra bytes; the old value."""
    win = c.vm.wm.get(hwnd)
    return _swap_extra(c, win.cls, index, 2, value)
