"""The C runtime's error messages: strerror, _wcserror, strerror_s, _wcserror_s,
_strerror, _wcserror's ``__`` forms, perror, _wperror; and system().

The messages are the runtime's ``_sys_errlist`` (errno 0-42, "Unknown error" past it).
strerror and _wcserror answer a per-process static buffer, as msvcrt's (one thread).
perror writes "prefix: message\\n" (or just the message) to stderr.

system(): the command interpreter COMSPEC names runs the command as a child process
(``COMSPEC /c command``, waited for: its exit code is the answer). The drive has no
cmd.exe of its own, so unless the guest's COMSPEC names a program on the drive,
system(NULL) answers 0 with ENOENT and a command fails with -1 and ENOENT, as Windows
documents when the interpreter cannot be found.
"""

from ....abi.api import BOTH
from ...core.crt import EINVAL, cdecl, get_errno, invalid_parameter, set_errno
from ...kernel.console import emit
from ...kernel.files import file_size
from ...core.dllnames import MSVCRT
from .env import read_env
from .spawn import find_program, spawn

SYS_ERRLIST = (
    "No error", "Operation not permitted", "No such file or directory", "No such process",
    "Interrupted function call", "Input/output error", "No such device or address",
    "Arg list too long", "Exec format error", "Bad file descriptor", "No child processes",
    "Resource temporarily unavailable", "Not enough space", "Permission denied",
    "Bad address", "Unknown error", "Resource device", "File exists", "Improper link",
    "No such device", "Not a directory", "Is a directory", "Invalid argument",
    "Too many open files in system", "Too many open files",
    "Inappropriate I/O control operation", "Unknown error", "File too large",
    "No space left on device", "Invalid seek", "Read-only file system", "Too many links",
    "Broken pipe", "Domain error", "Result too large", "Unknown error",
    "Resource deadlock avoided", "Unknown error", "Filename too long",
    "No locks available", "Function not implemented", "Directory not empty",
    "Illegal byte sequence")
ENOENT = 2
_BUF = 96       # characters in the static buffers


def message(err):
    """The message of errno ``err``."""
    return SYS_ERRLIST[err] if 0 <= err < len(SYS_ERRLIST) else "Unknown error"


def _static(vm, key, wide):
    cells = vm.crt.time_cells
    if key not in cells:
        cells[key] = vm.alloc_data(_BUF * (2 if wide else 1))
    return cells[key]


@cdecl("strerror", "int err", widths=BOTH)
def strerror(c, err):
    """The message of errno ``err`` in the runtime's static buffer."""
    cell = _static(c.vm, "strerror", False)
    c.vm.mem.write_cstr(cell, message(err), _BUF)
    return cell


@cdecl("_wcserror", "int err", widths=BOTH)
def _wcserror(c, err):
    """The wide strerror."""
    cell = _static(c.vm, "wcserror", True)
    c.vm.mem.write_wstr(cell, message(err), _BUF)
    return cell


def _error_s(wide):
    def handler(c, buf, size, err):
        mem = c.vm.mem
        if not buf or not size:
            return (yield from invalid_parameter(c, EINVAL))
        text = message(err)
        # documented: a message longer than the buffer is truncated, without an error
        (mem.write_wstr if wide else mem.write_cstr)(buf, text[:size - 1], size)
        return 0
    handler.__doc__ = ("The message of ``err`` in ``buf`` (``size`` characters, truncated "
                       "to fit): 0, or EINVAL.")
    return handler


cdecl("strerror_s", "LPVOID buf, SIZE_T size, int err", widths=BOTH)(_error_s(False))
cdecl("_wcserror_s", "LPVOID buf, SIZE_T size, int err", widths=BOTH)(_error_s(True))


def _prefixed(prefix, err):
    text = message(err)
    return "%s: %s" % (prefix, text) if prefix else text


@cdecl("_strerror", "LPCSTR prefix", widths=BOTH)
def _strerror(c, prefix):
    """"prefix: message of errno\\n" (just the message and the newline without a prefix)
    in the runtime's static buffer."""
    vm = c.vm
    cell = _static(vm, "_strerror", False)
    vm.mem.write_cstr(cell, _prefixed(prefix, get_errno(vm)) + "\n", _BUF)
    return cell


@cdecl("__wcserror", "LPCWSTR prefix", widths=BOTH)
def __wcserror(c, prefix):
    """The wide _strerror."""
    vm = c.vm
    cell = _static(vm, "__wcserror", True)
    vm.mem.write_wstr(cell, _prefixed(prefix, get_errno(vm)) + "\n", _BUF)
    return cell


def _perror(c, prefix):
    vm = c.vm
    emit(vm, vm.data_var(MSVCRT, "_iob") + 2 * file_size(vm),   # stderr: _iob[2]
         _prefixed(prefix, get_errno(vm)) + "\n")


@cdecl("perror", "LPCSTR prefix", widths=BOTH)
def perror(c, prefix):
    """Print "prefix: message of errno" on stderr."""
    _perror(c, prefix)


@cdecl("_wperror", "LPCWSTR prefix", widths=BOTH)
def _wperror(c, prefix):
    """The wide perror."""
    _perror(c, prefix)


def _system(c, command, wide):
    """system()/_wsystem(): the command interpreter COMSPEC names, started with ``/c``
    and the command and waited for (a child process, dlls/msvcrt/spawn.py), its exit
    code answered. With no interpreter on the drive: 0 for NULL (none is there) and -1
    otherwise, with ENOENT, as Microsoft's runtime answers."""
    vm = c.vm
    shell = read_env(vm, "COMSPEC", wide)
    found = find_program(vm, shell, False, wide) if shell else None
    if command is None:
        if found is None:
            set_errno(vm, ENOENT)
        return int(found is not None)
    if found is None:
        set_errno(vm, ENOENT)
        return 0xFFFFFFFF
    return (yield from spawn(c, 0, found, [shell, "/c", command], False, wide))


@cdecl("system", "LPCSTR command", widths=BOTH)
def system(c, command):
    """Run a command through the interpreter (COMSPEC): its exit code; 0 for NULL when
    there is none on the drive, -1 with ENOENT for a command then."""
    return (yield from _system(c, command, False))


@cdecl("_wsystem", "LPCWSTR command", widths=BOTH)
def _wsystem(c, command):
    """The wide system()."""
    return (yield from _system(c, command, True))


__all__ = ["message", "SYS_ERRLIST"]


_OUT_TO_MSGBOX, _REPORT_ERRMODE = 2, 3


@cdecl("_set_error_mode", "int mode", widths=BOTH)
def _set_error_mode(c, mode):
    """Where the runtime's fatal error messages go (_OUT_TO_DEFAULT 0, _OUT_TO_STDERR 1,
    _OUT_TO_MSGBOX 2): returns the mode before; _REPORT_ERRMODE (3) only reports it. Any
    other mode is an invalid parameter: -1 with EINVAL."""
    crt = c.vm.crt
    if mode == _REPORT_ERRMODE:
        return crt.error_mode
    if not 0 <= mode <= _OUT_TO_MSGBOX:
        yield from invalid_parameter(c, EINVAL)
        return -1
    old = crt.error_mode
    crt.error_mode = mode
    return old
