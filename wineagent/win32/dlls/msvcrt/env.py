"""The C runtime's environment: getenv, _wgetenv, getenv_s, _wgetenv_s, _dupenv_s,
_wdupenv_s, _putenv, _wputenv, _putenv_s, _wputenv_s, and the ``_environ`` /
``_wenviron`` arrays (``__p__environ``, ``__p__wenviron``).

As on Windows the CRT reads its own copy of the process environment: arrays of
"NAME=value" strings in guest memory, taken from kernel32's block (kernel/environ.py) when
the CRT starts (the wide one on first use). ``_putenv`` changes the block
(SetEnvironmentVariable) and then takes the copies again, as Wine's msvcrt does, so a
variable set with SetEnvironmentVariable shows in getenv after the next ``_putenv``, not
before. getenv walks the guest's array, so a program that edits ``_environ`` is seen.

Also the version variables msvcrt's start-up fills from GetVersionEx (``_winver`` =
major << 8 | minor, ``_winmajor``, ``_winminor``, ``_osver`` the build): the version the
program's manifest lets it see (kernel/actctx.program_version; Windows 8's without one).
"""

from ....abi.api import BOTH
from ...core.crt import EINVAL, ERANGE, cdecl, invalid_parameter, set_errno
from ...core import data_imports
from ...core.data_imports import string_array
from ...kernel.actctx import program_version
from ...kernel.environ import environment, set_variable
from ...core.dllnames import MSVCRT

__all__ = ["crt_environ", "environ_cell", "read_env"]


def _version_variable(value_of):
    """data_imports' factory of an int variable holding ``value_of(major, minor, build)``
    of the program's version."""
    def make(vm):
        cell = vm.alloc_data(4)
        vm.mem.w32(cell, value_of(*program_version(vm)))
        return cell
    return make


# Exported data: the loader and GetProcAddress find them through data_imports.
data_imports.DATA.update({
    ("msvcrt.dll", "_winmajor"): _version_variable(lambda major, minor, build: major),
    ("msvcrt.dll", "_winminor"): _version_variable(lambda major, minor, build: minor),
    ("msvcrt.dll", "_winver"): _version_variable(lambda major, minor, build: major << 8 | minor),
    ("msvcrt.dll", "_osver"): _version_variable(lambda major, minor, build: build),
})


def environ_cell(vm, wide):
    """The address of msvcrt's ``_environ`` (``_wenviron`` when ``wide``) variable."""
    return vm.data_var(MSVCRT, "_wenviron" if wide else "_environ")


def _snapshot(vm, wide):
    """Copy the block into a new NULL-ended array of strings; store it in the cell."""
    array = string_array(vm, environment(vm).strings(), wide, vm.heap.alloc)
    vm.mem.wptr(environ_cell(vm, wide), array)
    return array


def crt_environ(vm, wide):
    """The CRT's array (``char **`` or ``wchar_t **``), taken from the block if the CRT
    has none yet."""
    array = vm.mem.uptr(environ_cell(vm, wide))
    return array or _snapshot(vm, wide)


def _find(vm, name, wide):
    """The address of ``name``'s value in the CRT's array, or 0."""
    if name is None:
        return 0
    mem = vm.mem
    key = name.upper() + "="
    p = crt_environ(vm, wide)
    cs = 2 if wide else 1
    while True:
        entry = mem.uptr(p)
        if not entry:
            return 0
        text = mem.wstr(entry) if wide else mem.cstr(entry)
        if text[:len(key)].upper() == key:
            return entry + cs * len(key)
        p += vm.ptr_size


def _read(vm, p, wide):
    return (vm.mem.wstr(p) if wide else vm.mem.cstr(p)) if p else None


def read_env(vm, name, wide=False):
    """The value of ``name`` in the CRT's environment (what getenv, or _wgetenv when
    ``wide``, answers), or None."""
    return _read(vm, _find(vm, name, wide), wide)


def _set(vm, name, value):
    """Change the block (None or "" removes) and take the CRT's copies again."""
    set_variable(vm, name, value or None)
    _snapshot(vm, False)
    if vm.mem.uptr(environ_cell(vm, True)):
        _snapshot(vm, True)


@cdecl("getenv", "LPCSTR name", widths=BOTH)
def getenv(c, name):
    """A pointer to the variable's value in the CRT's environment, or NULL."""
    return _find(c.vm, name, False)


@cdecl("_wgetenv", "LPCWSTR name", widths=BOTH)
def _wgetenv(c, name):
    """getenv over the wide copy."""
    return _find(c.vm, name, True)


def _putenv_common(c, option):
    if option is None or "=" not in option[1:]:
        set_errno(c.vm, EINVAL)
        return -1
    i = option.find("=", 1)       # a name may start with "=" ("=C:=C:\\")
    name, value = option[:i], option[i + 1:]
    _set(c.vm, name, value)
    return 0


@cdecl("_putenv", "LPCSTR option", widths=BOTH)
def _putenv(c, option):
    """Set ("NAME=value") or remove ("NAME=") a variable: 0, or -1 with EINVAL."""
    return _putenv_common(c, option)


@cdecl("_wputenv", "LPCWSTR option", widths=BOTH)
def _wputenv(c, option):
    """_putenv with a wide string; it makes the wide copy (_wenviron) first, as every
    wide environment function does in msvcrt.dll."""
    crt_environ(c.vm, True)
    return _putenv_common(c, option)


def _putenv_s_common(c, name, value):
    if name is None or value is None or not name or "=" in name:
        return (yield from invalid_parameter(c, EINVAL))
    _set(c.vm, name, value)
    return 0


@cdecl("_putenv_s", "LPCSTR name, LPCSTR value", widths=BOTH)
def _putenv_s(c, name, value):
    """Set (or, with "", remove) a variable: 0, or EINVAL."""
    return (yield from _putenv_s_common(c, name, value))


@cdecl("_wputenv_s", "LPCWSTR name, LPCWSTR value", widths=BOTH)
def _wputenv_s(c, name, value):
    """_putenv_s with wide strings (which makes the wide copy, as _wputenv)."""
    crt_environ(c.vm, True)
    return (yield from _putenv_s_common(c, name, value))


def _getenv_s_common(c, out_len, buf, size, name, wide):
    vm, mem = c.vm, c.vm.mem
    if not out_len:
        return (yield from invalid_parameter(c, EINVAL))
    mem.wptr(out_len, 0)             # size_t *
    if bool(buf) != bool(size) or name is None:
        return (yield from invalid_parameter(c, EINVAL))
    cs = 2 if wide else 1
    if buf:
        mem.write(buf, b"\0" * cs)
    value = _read(vm, _find(vm, name, wide), wide)
    if value is None:
        return 0        # not set: length 0, an empty buffer, and success
    data = value.encode("utf-16-le") if wide else value.encode("cp1252", "replace")
    need = len(data) // cs + 1
    mem.wptr(out_len, need)
    if not size:
        return 0
    if need > size:
        return ERANGE
    mem.write(buf, data + b"\0" * cs)
    return 0


@cdecl("getenv_s", "LPVOID out_len, LPVOID buf, SIZE_T size, LPCSTR name", widths=BOTH)
def getenv_s(c, out_len, buf, size, name):
    """Copy a variable's value into ``buf``; its size with the NUL goes to ``*out_len``
    (0 when it is not set); ERANGE when ``buf`` is too small."""
    return (yield from _getenv_s_common(c, out_len, buf, size, name, False))


@cdecl("_wgetenv_s", "LPVOID out_len, LPVOID buf, SIZE_T size, LPCWSTR name", widths=BOTH)
def _wgetenv_s(c, out_len, buf, size, name):
    """getenv_s with wide strings."""
    return (yield from _getenv_s_common(c, out_len, buf, size, name, True))


def _dupenv_s_common(c, out_buf, out_len, name, wide):
    vm, mem = c.vm, c.vm.mem
    if not out_buf:
        return (yield from invalid_parameter(c, EINVAL))
    mem.wptr(out_buf, 0)             # char ** and size_t *: the program's width
    if out_len:
        mem.wptr(out_len, 0)
    if name is None:
        return (yield from invalid_parameter(c, EINVAL))
    value = _read(vm, _find(vm, name, wide), wide)
    if value is None:
        return 0        # not set: *buffer NULL, size 0, success
    cs = 2 if wide else 1
    data = (value.encode("utf-16-le") if wide else value.encode("cp1252", "replace")) + b"\0" * cs
    p = vm.heap.alloc(len(data))
    mem.write(p, data)
    mem.wptr(out_buf, p)
    if out_len:
        mem.wptr(out_len, len(data) // cs)
    return 0


@cdecl("_dupenv_s", "LPVOID out_buf, LPVOID out_len, LPCSTR name", widths=BOTH)
def _dupenv_s(c, out_buf, out_len, name):
    """A malloc'ed copy of a variable's value (NULL when it is not set) and its size."""
    return (yield from _dupenv_s_common(c, out_buf, out_len, name, False))


@cdecl("_wdupenv_s", "LPVOID out_buf, LPVOID out_len, LPCWSTR name", widths=BOTH)
def _wdupenv_s(c, out_buf, out_len, name):
    """_dupenv_s with wide strings."""
    return (yield from _dupenv_s_common(c, out_buf, out_len, name, True))


@cdecl("__p__environ", widths=BOTH)
def __p__environ(c):
    """The address of ``_environ`` (the array is made if the CRT has none yet)."""
    crt_environ(c.vm, False)
    return environ_cell(c.vm, False)


@cdecl("__p__wenviron", widths=BOTH)
def __p__wenviron(c):
    """The address of ``_wenviron``, which stays NULL until __wgetmainargs or a wide
    environment function (_wgetenv, _wputenv...) makes the wide copy, as in msvcrt.dll."""
    return environ_cell(c.vm, True)


@cdecl("_get_environ", "LPVOID out", widths=BOTH)
def _get_environ(c, out):
    """Store _environ (the CRT's narrow array) at ``out``."""
    c.vm.mem.wptr(out, c.vm.mem.uptr(environ_cell(c.vm, False)))


@cdecl("_get_wenviron", "LPVOID out", widths=BOTH)
def _get_wenviron(c, out):
    """Store _wenviron at ``out``: NULL until a wide environment function or
    __wgetmainargs made the wide copy, as msvcrt.dll keeps it."""
    c.vm.mem.wptr(out, c.vm.mem.uptr(environ_cell(c.vm, True)))
