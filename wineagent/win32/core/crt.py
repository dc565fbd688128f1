"""How msvcrt functions are declared: every one is cdecl, in msvcrt.dll; and what the
C runtime's handlers share: ``errno`` and the invalid-parameter path.

The C runtime's handlers live in several places (dlls/msvcrt/main.py, dlls/msvcrt/math.py, the
crt*.py modules and the stream functions in kernel/files.py); they all declare through
``cdecl``.
"""

from ...abi.api import WIDTH32, GuestCall, api
from ...machine.memory import MAX_GUEST_MEMORY
from .dllnames import MSVCRT
from .fmt import ArgReader
from .printf_msvcrt import format_msvcrt

#: _set_output_format's flag for two-digit exponents ("1.5e+00").
TWO_DIGIT_EXPONENT = 1

__all__ = ["cdecl", "by_width", "set_errno", "get_errno", "invalid_parameter", "msvcrt_format",
           "EINVAL", "ERANGE", "STRUNCATE", "EDOM", "ENOMEM", "TRUNCATE", "C_STRING"]

#: How far the C library's string functions read for a NUL: a C string has no length
#: limit but the memory it lies in (machine/memory.py reads API strings up to 64 KiB by
#: default; SWIG builds its preprocessed source as one string of hundreds of KiB).
C_STRING = MAX_GUEST_MEMORY


#: errno values (errno.h of the Microsoft C runtime)
ENOMEM, EINVAL, EDOM, ERANGE, STRUNCATE = 12, 22, 33, 34, 80
#: _TRUNCATE, the count that asks the *_s functions to truncate
TRUNCATE = 0xFFFFFFFF


def cdecl(name, params="", widths=WIDTH32):
    """Declare a msvcrt function (always cdecl); ``widths`` as for ``api``."""
    return api(MSVCRT, name, params, conv="cdecl", widths=widths)


def by_width(narrow, wide):
    """One handler for an export whose meaning follows the program's width: ``narrow``
    serves a 32-bit program, ``wide`` a 64-bit one. msvcrt.dll's plain time functions
    (time, localtime, mktime, ctime, _ftime, _findfirst, _stat...) use the 32-bit time_t
    in the x86 DLL and the 64-bit one in the x64 DLL, which has no 32-bit time_t: the
    same name is _time32 in one and _time64 in the other."""
    def handler(c, *args):
        return (wide if c.ptr_size == 8 else narrow)(c, *args)
    handler.__doc__ = narrow.__doc__
    return handler


def set_errno(vm, code):
    """Set the guest's ``errno`` (one thread: one cell)."""
    vm.mem.w32(vm.data_var(MSVCRT, "errno_cell"), code)


def get_errno(vm):
    """The guest's ``errno``."""
    return vm.mem.u32(vm.data_var(MSVCRT, "errno_cell"))


def invalid_parameter(c, code):
    """Generator: the C runtime's invalid-parameter path for a bad argument — set errno
    to ``code`` and call the handler the program installed with
    _set_invalid_parameter_handler (release builds pass it five zeros); return ``code``.
    Without a handler the function just fails, as msvcrt.dll does."""
    set_errno(c.vm, code)
    handler = c.vm.crt.invalid_parameter_handler
    if handler:
        yield GuestCall(handler, (0, 0, 0, 0, 0), "cdecl")
        set_errno(c.vm, code)
    return code


def msvcrt_format(vm, fmt, va, wide=False, strict=False, positional=False):
    """The text msvcrt.dll's printf family makes of the guest's format string at ``fmt``
    and the arguments at ``va`` (core/printf_msvcrt.py), with the exponent digits
    _set_output_format chose and the decimal point of LC_NUMERIC (dlls/msvcrt/crtlocale.py
    keeps it in ``time_cells``)."""
    mem = vm.mem
    text = mem.wstr(fmt) if wide else mem.cstr(fmt)
    return format_msvcrt(mem, text, ArgReader(mem, va), wide=wide, strict=strict,
                         positional=positional,
                         three_digit=not vm.crt.output_format & TWO_DIGIT_EXPONENT,
                         point=vm.crt.time_cells.get("crt_decimal_point", "."))
