"""Imported *variables* (not functions) of the built-in DLLs.

An import can be data: mingw's CRT startup imports ``msvcrt.dll!_iob`` and ``__initenv``.
The loader binds such an IAT entry to the address of guest memory holding the variable
(never to a thunk). Each variable is created once per VM, on first import.
"""

from ...abi.apisets import host_chain
from ...abi.lazy import LazyTable
from . import winver
from .structures import FILE

__all__ = ["resolve", "DATA", "string_array", "names_variable"]


def names_variable(name):
    """True when an exported name is, by its Visual C++ decoration, a variable rather than
    a function: a decorated name (``?...``) whose type is not a function's — a function's
    ends with its exception specification ``Z``; a variable's with its storage class
    (``?cout@std@@3V?$basic_ostream@...@1@A``), a vftable's with ``6B@``. An undecorated
    C name says nothing (``_iob`` or ``exit``): False."""
    return isinstance(name, str) and name.startswith("?") and not name.endswith("Z")


def _iob(vm):
    size = FILE.sizeof(vm.ptr_size)
    addr = vm.alloc_data(3 * size)
    for i in range(3):
        FILE.write(vm.mem, addr + i * size, vm.ptr_size, _file=i)  # the descriptor number
    return addr


def string_array(vm, strings, wide, alloc):
    """A NULL-ended array of pointers to ``strings`` (narrow ones in the ANSI code page,
    wide ones UTF-16), the strings and the array each from ``alloc(size)``: the C
    runtime's ``_environ``/``_wenviron`` arrays."""
    mem, size = vm.mem, vm.ptr_size
    array = alloc(size * (len(strings) + 1))
    for i, text in enumerate(strings):
        data = (text.encode("utf-16-le") + b"\0\0") if wide else \
            (text.encode("cp1252", "replace") + b"\0")
        p = alloc(len(data))
        mem.write(p, data)
        mem.wptr(array + size * i, p)
    mem.wptr(array + size * len(strings), 0)
    return array


def _environ_array(vm):
    """char *env[]: the C runtime's copy of the process environment as it starts (the
    block's "NAME=value" strings), what __getmainargs, _environ and __initenv hand the
    program."""
    return string_array(vm, vm.kernel.environment.strings(), False, vm.alloc_data)


def _wenviron_array(vm):
    """wchar_t *env[]: the wide copy of the environment as the program starts
    (``__winitenv``)."""
    return string_array(vm, vm.kernel.environment.strings(), True, vm.alloc_data)


def _ptr_to(value_factory):
    # a pointer variable: as wide as the program's pointers
    def make(vm):
        cell = vm.alloc_data(vm.ptr_size)
        vm.mem.wptr(cell, value_factory(vm))
        return cell
    return make


def _int(value):
    def make(vm):
        cell = vm.alloc_data(4)
        vm.mem.w32(cell, value)
        return cell
    return make


def _acmdln(vm):
    s = vm.alloc_data(len(vm.command_line) + 1)
    vm.mem.write_cstr(s, vm.command_line)
    return s


def _wcmdln(vm):
    s = vm.alloc_data(2 * len(vm.command_line) + 2)
    vm.mem.write_wstr(s, vm.command_line)
    return s


def _program_path(wide):
    """_pgmptr / _wpgmptr: a pointer to the program's full path (GetModuleFileName's)."""
    def make(vm):
        path = vm.image_path
        text = vm.alloc_data(2 * len(path) + 2)
        if wide:
            vm.mem.write_wstr(text, path)
        else:
            vm.mem.write_cstr(text, path)
        cell = vm.alloc_data(vm.ptr_size)
        vm.mem.wptr(cell, text)
        return cell
    return make


def _ctype_table(vm):
    """The classic 257-entry (EOF first) ctype table; _pctype points one entry in."""
    table = vm.alloc_data(257 * 2)
    for ch in range(256):
        bits = 0
        c = chr(ch)
        if ch < 128:
            if c.isupper():
                bits |= 0x1
            if c.islower():
                bits |= 0x2
            if c.isdigit():
                bits |= 0x4
            if c in " \t\n\r\v\f":
                bits |= 0x8
            if c.isprintable() and not c.isalnum() and c != " ":
                bits |= 0x10
            if ch < 32 or ch == 127:
                bits |= 0x20
            if c == " ":
                bits |= 0x40
            if c in "0123456789abcdefABCDEF":
                bits |= 0x80
            if c.isalpha():
                bits |= 0x100
        vm.mem.w16(table + 2 + 2 * ch, bits)
    return table + 2


def _tzname(vm):
    """char *_tzname[2]: the standard and daylight names, "PST" and "PDT" until _tzset
    writes the zone's, in 64-byte buffers as programs may write to them."""
    names = vm.alloc_data(2 * vm.ptr_size)
    for i, text in enumerate(("PST", "PDT")):
        s = vm.alloc_data(64)
        vm.mem.write_cstr(s, text)
        vm.mem.wptr(names + vm.ptr_size * i, s)
    return names


#: (dll lower-case, name) -> factory(vm) returning the variable's guest address. Filled
#: on demand (abi/lazy.py): asking for a variable imports the module declaring it.
DATA = LazyTable(__name__ + ".DATA", {
    ("msvcrt.dll", "_iob"): _iob,
    ("msvcrt.dll", "__initenv"): _ptr_to(lambda vm: vm.data_var("msvcrt.dll", "_environ_array")),
    ("msvcrt.dll", "_environ"): _ptr_to(lambda vm: vm.data_var("msvcrt.dll", "_environ_array")),
    ("msvcrt.dll", "_environ_array"): _environ_array,
    ("msvcrt.dll", "__winitenv"): _ptr_to(lambda vm: vm.data_var("msvcrt.dll",
                                                                  "_wenviron_array")),
    ("msvcrt.dll", "_wenviron_array"): _wenviron_array,
    ("msvcrt.dll", "_acmdln"): _ptr_to(lambda vm: vm.data_var("msvcrt.dll", "_acmdln_str")),
    ("msvcrt.dll", "_acmdln_str"): _acmdln,
    ("msvcrt.dll", "_wcmdln"): _ptr_to(_wcmdln),
    ("msvcrt.dll", "_pgmptr"): _program_path(False),
    ("msvcrt.dll", "_wpgmptr"): _program_path(True),
    ("msvcrt.dll", "_fmode"): _int(0),
    ("msvcrt.dll", "_commode"): _int(0),
    ("msvcrt.dll", "__argc"): _int(0),
    ("msvcrt.dll", "__argv"): _ptr_to(lambda vm: 0),
    ("msvcrt.dll", "__wargv"): _ptr_to(lambda vm: 0),
    ("msvcrt.dll", "_wenviron"): _ptr_to(lambda vm: 0),
    ("msvcrt.dll", "__mb_cur_max"): _int(1),
    ("msvcrt.dll", "_pctype"): _ptr_to(lambda vm: vm.data_var("msvcrt.dll", "_ctype")),
    ("msvcrt.dll", "_ctype"): _ctype_table,
    ("msvcrt.dll", "errno_cell"): _int(0),
    # __pxcptinfoptrs' cell: the EXCEPTION_POINTERS of a signal handler's exception
    ("msvcrt.dll", "_pxcptinfoptrs"): _ptr_to(lambda vm: 0),
    # Until _tzset runs (a program's own call, or the first localtime/mktime) the zone
    # variables hold the runtime's built-in PST8PDT, as msvcrt.dll's do.
    ("msvcrt.dll", "_timezone"): _int(8 * 3600),
    ("msvcrt.dll", "_daylight"): _int(1),
    ("msvcrt.dll", "_dstbias"): _int(-3600 & 0xFFFFFFFF),
    ("msvcrt.dll", "_tzname"): _tzname,
    # fenv.h's FE_DFL_ENV is &_Fenv0: fesetenv recognises its address (dlls/msvcrt/float.py)
    ("ucrtbase.dll", "_Fenv0"): lambda vm: vm.alloc_data(8),
    # The Windows version, as msvcrt's start-up records it from GetVersionEx: _winver,
    # _winmajor, _winminor and _osver are the program's version (dlls/msvcrt/env.py
    # registers them); _osplatform is VER_PLATFORM_WIN32_NT.
    ("msvcrt.dll", "_osplatform"): _int(winver.PLATFORM_ID),
})


def resolve(vm, dll, name):
    """Address of the imported variable ``dll!name``, or None if it is not data."""
    for table in host_chain(dll):
        key = (table.lower(), name)
        if key in DATA:
            return vm.data_var(key[0], name)
    return None
