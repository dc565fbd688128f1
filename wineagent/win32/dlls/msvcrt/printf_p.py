"""msvcrt.dll's printf functions with positional arguments (the ``_p`` family:
``_printf_p``, ``_sprintf_p``, ``_swprintf_p``, ``_scprintf_p``, ``_fprintf_p``... and their
``v``, wide and ``_l`` forms), the counted wide forms ``_swprintf_c`` / ``_vswprintf_c``
(and ``_l``), msvcrt's locale forms of its count-less ``swprintf`` (``__swprintf_l``,
``_vswprintf_l``), and ``_set_output_format`` / ``_get_output_format``.

A ``_p`` format may name the argument of each conversion (``%2$s``, a width ``%*3$d``):
the arguments are then read in number order with the types their conversions give
(core/printf_msvcrt.py); without numbers it is an ordinary format. A buffer form writes
what fits and a NUL: the length, or -1 when the text was cut (the ``_c`` forms alike).
Every ``_locale_t`` is the "C" locale here (dlls/msvcrt/locale.py), so the ``_l`` forms
are their base functions.
"""

from ....abi.api import BOTH
from ...core.crt import EINVAL, TWO_DIGIT_EXPONENT, cdecl, invalid_parameter, msvcrt_format
from ...kernel.console import emit
from ...kernel.files import file_size
from .stdio import _iob, _put_text
from .stdio import _sw as _count_less_swprintf

__all__ = []


def _encode(text, wide):
    return text.encode("utf-16-le", "surrogatepass") if wide else \
        text.encode("cp1252", "replace")


def _into(mem, buf, size, text, wide):
    """Write what fits of ``text`` and a NUL into ``size`` characters: the length, or -1
    when it was cut."""
    cs = 2 if wide else 1
    data = _encode(text, wide)
    chars = len(data) // cs
    if chars < size:
        mem.write(buf, data + b"\0" * cs)
        return chars
    mem.write(buf, data[:(size - 1) * cs] + b"\0" * cs)
    return -1


def _buffer_form(wide, positional):
    def handler(c, buf, size, fmt, va):
        if not fmt or not buf or not size:
            yield from invalid_parameter(c, EINVAL)
            return -1
        text = msvcrt_format(c.vm, fmt, va, wide, positional=positional)
        return _into(c.vm.mem, buf, size, text, wide)
    handler.__doc__ = ("printf%s into a buffer of ``size`` characters: the length, or -1 "
                       "when it did not fit (what fits is written, with a NUL)."
                       % (" with numbered arguments" if positional else ""))
    return handler


def _count_form(wide):
    def handler(c, fmt, va):
        if not fmt:
            yield from invalid_parameter(c, EINVAL)
            return -1
        text = msvcrt_format(c.vm, fmt, va, wide, positional=True)
        return len(_encode(text, wide)) // (2 if wide else 1)
    handler.__doc__ = "The characters _printf_p would write (no NUL); -1 for no format."
    return handler


def _stream_form(wide, to_stdout):
    def write(c, fp, fmt, va):
        if not fmt or not fp:
            yield from invalid_parameter(c, EINVAL)
            return -1
        text = msvcrt_format(c.vm, fmt, va, wide, positional=True)
        if wide:
            return _put_text(c.vm, fp, text)
        return -1 if emit(c.vm, fp, text) is False else len(text)
    if to_stdout:
        def handler(c, fmt, va):
            return (yield from write(c, _iob(c.vm) + file_size(c.vm), fmt, va))
    else:
        def handler(c, fp, fmt, va):
            return (yield from write(c, fp, fmt, va))
    handler.__doc__ = ("printf with numbered arguments to %s: the characters written, or -1."
                       % ("stdout" if to_stdout else "a stream"))
    return handler


def _with_locale(handler, nfixed):
    """``handler``'s ``_l`` form: a locale argument after the ``nfixed`` fixed ones."""
    def with_locale(c, *args):
        return (yield from handler(c, *args[:nfixed], args[nfixed + 1]))
    with_locale.__doc__ = handler.__doc__ + " (The locale is the \"C\" one.)"
    return with_locale


def _declare(name, params, handler, nfixed):
    """``name`` (variadic), its ``v`` form and both ``_l`` forms, for both widths
    (ArgReader walks 8-byte slots in a 64-bit program, narrow and wide formats alike)."""
    fixed = ", ".join(params)
    vname = "_v" + name[1:]
    widths = BOTH
    cdecl(name, fixed + ", ...", widths=widths)(handler)
    cdecl(vname, fixed + ", LPVOID va", widths=widths)(handler)
    cdecl(name + "_l", fixed + ", LPVOID locale, ...", widths=widths)(
        _with_locale(handler, nfixed))
    cdecl(vname + "_l", fixed + ", LPVOID locale, LPVOID va", widths=widths)(
        _with_locale(handler, nfixed))


_declare("_sprintf_p", ("LPVOID buf", "SIZE_T size", "LPVOID fmt"), _buffer_form(False, True), 3)
_declare("_swprintf_p", ("LPVOID buf", "SIZE_T size", "LPVOID fmt"), _buffer_form(True, True), 3)
_declare("_swprintf_c", ("LPVOID buf", "SIZE_T size", "LPVOID fmt"), _buffer_form(True, False),
         3)
_declare("_scprintf_p", ("LPVOID fmt",), _count_form(False), 1)
_declare("_scwprintf_p", ("LPVOID fmt",), _count_form(True), 1)
_declare("_printf_p", ("LPVOID fmt",), _stream_form(False, True), 1)
_declare("_wprintf_p", ("LPVOID fmt",), _stream_form(True, True), 1)
_declare("_fprintf_p", ("LPVOID fp", "LPVOID fmt"), _stream_form(False, False), 2)
_declare("_fwprintf_p", ("LPVOID fp", "LPVOID fmt"), _stream_form(True, False), 2)

# msvcrt's count-less swprintf with a locale: __swprintf_l (variadic), _vswprintf_l and
# __vswprintf_l.
cdecl("__swprintf_l", "LPVOID buf, LPVOID fmt, LPVOID locale, ...", widths=BOTH)(
    _with_locale(_count_less_swprintf(True), 2))
cdecl("_vswprintf_l", "LPVOID buf, LPVOID fmt, LPVOID locale, LPVOID va", widths=BOTH)(
    _with_locale(_count_less_swprintf(False), 2))
cdecl("__vswprintf_l", "LPVOID buf, LPVOID fmt, LPVOID locale, LPVOID va", widths=BOTH)(
    _with_locale(_count_less_swprintf(False), 2))


@cdecl("_get_output_format", widths=BOTH)
def _get_output_format(c):
    """printf's output options: _TWO_DIGIT_EXPONENT or 0 (three-digit exponents)."""
    return c.vm.crt.output_format


@cdecl("_set_output_format", "UINT flags", widths=BOTH)
def _set_output_format(c, flags):
    """Set printf's output options (_TWO_DIGIT_EXPONENT: "1.5e+00"); the old ones."""
    old = c.vm.crt.output_format
    c.vm.crt.output_format = flags & TWO_DIGIT_EXPONENT
    return old
