"""UCRTBASE: the Universal C Runtime's own entry points.

The UCRT exports most of msvcrt's C functions with the same behaviour; those are declared
once, in ``msvcrt.dll``'s table, and an import of ``ucrtbase.dll`` (or of an
``api-ms-win-crt-*`` API set) that this table does not declare falls through to it
(``abi/apisets.py``). Declared here is what exists only in the UCRT or behaves
differently there: the start-up protocol (``_configure_*_argv``,
``_initialize_*_environment``, ``__p___argv``...), the onexit tables, and the
``__stdio_common_*`` functions behind every printf/scanf of a UCRT program, whose first
argument is a 64-bit set of option flags.
"""

from ....abi.api import BOTH, WIDTH32, GuestCall, api
from ...core.crt import EINVAL, invalid_parameter
from ...core.fmt import ArgReader, format_guest
from ...core.structures import FILE
from ...kernel.console import emit
from ..msvcrt.env import crt_environ
from ..msvcrt.io import _O_BINARY, _O_TEXT, _O_WTEXT, _get_fmode, set_fmode
from ..msvcrt.main import _argv, _atexit_list, _enter, _leave, run_initializers
from ...core.dllnames import UCRTBASE



def ucrt(name, params="", widths=WIDTH32):
    """Declare a ucrtbase function (always cdecl); ``widths=BOTH`` once its handler was
    read for 64-bit callers."""
    return api(UCRTBASE, name, params, conv="cdecl", widths=widths)


# -- start-up: arguments and environment ---------------------------------------------
def _wargv(vm):
    """The wide argv array, built once from the narrow one (same words)."""
    cached = vm.crt.wargv_cells
    if cached:
        return cached
    argc, argv = _argv_of(vm)
    mem, size = vm.mem, vm.ptr_size
    wargv = vm.alloc_data(size * (argc + 1))
    for i in range(argc):
        word = mem.cstr(mem.uptr(argv + size * i))
        p = vm.alloc_data(2 * len(word) + 2)
        mem.write_wstr(p, word)
        mem.wptr(wargv + size * i, p)
    mem.wptr(wargv + size * argc, 0)
    vm.crt.wargv_cells = (argc, wargv)
    return vm.crt.wargv_cells


class _VmCall:
    """The minimal call object ``msvcrt._argv`` needs (it reads ``c.vm``)."""

    def __init__(self, vm):
        self.vm = vm


def _argv_of(vm):
    return _argv(_VmCall(vm))


def _cells(vm):
    """The guest variables behind __argc, __argv, __wargv, _environ and _wenviron: the
    same cells msvcrt exports as data (``core/data_imports.py``), so both runtimes and
    both ways of reaching them (__p___argc() or the imported variable) agree."""
    return {k: vm.data_var("msvcrt.dll", name) for k, name in (
        ("argc", "__argc"), ("argv", "__argv"), ("wargv", "__wargv"),
        ("environ", "_environ"), ("wenviron", "_wenviron"))}


# _crt_argv_mode: 0 none, 1 unexpanded, 2 expanded (wildcards). We never expand: the
# VFS has no wildcard semantics a program could rely on at start-up.
@ucrt("_configure_narrow_argv", "int mode", widths=BOTH)
def _configure_narrow_argv(c, mode):
    vm = c.vm
    argc, argv = _argv_of(vm)
    cells = _cells(vm)
    vm.mem.w32(cells["argc"], argc)
    vm.mem.wptr(cells["argv"], argv)
    return 0


@ucrt("_configure_wide_argv", "int mode", widths=BOTH)
def _configure_wide_argv(c, mode):
    vm = c.vm
    argc, wargv = _wargv(vm)
    cells = _cells(vm)
    vm.mem.w32(cells["argc"], argc)
    vm.mem.wptr(cells["wargv"], wargv)
    return 0


# The environment: the CRT's copies of kernel32's block (msvcrt/env.py).
@ucrt("_initialize_narrow_environment", "", widths=BOTH)
def _initialize_narrow_environment(c):
    crt_environ(c.vm, False)
    return 0


@ucrt("_initialize_wide_environment", "", widths=BOTH)
def _initialize_wide_environment(c):
    crt_environ(c.vm, True)
    return 0


@ucrt("_get_initial_narrow_environment", "", widths=BOTH)
def _get_initial_narrow_environment(c):
    return crt_environ(c.vm, False)


@ucrt("_get_initial_wide_environment", "", widths=BOTH)
def _get_initial_wide_environment(c):
    return crt_environ(c.vm, True)


@ucrt("__p___argc", "", widths=BOTH)
def __p___argc(c):
    return _cells(c.vm)["argc"]


@ucrt("__p___argv", "", widths=BOTH)
def __p___argv(c):
    return _cells(c.vm)["argv"]


@ucrt("__p___wargv", "", widths=BOTH)
def __p___wargv(c):
    return _cells(c.vm)["wargv"]


@ucrt("_get_narrow_winmain_command_line", "", widths=BOTH)
def _get_narrow_winmain_command_line(c):
    return _winmain_tail(c.vm, wide=False)


@ucrt("_get_wide_winmain_command_line", "", widths=BOTH)
def _get_wide_winmain_command_line(c):
    return _winmain_tail(c.vm, wide=True)


def _winmain_tail(vm, wide):
    """The command line after the program name and the blanks after it (WinMain's lpCmdLine)."""
    cached = vm.crt.winmain_tail.get(wide)
    if cached:
        return cached
    line = vm.command_line
    if line.startswith('"'):
        end = line.find('"', 1)
        rest = line[end + 1:] if end >= 0 else ""
    else:
        rest = line.split(" ", 1)[1] if " " in line else ""
    rest = rest.lstrip(" \t")
    p = vm.alloc_data(2 * len(rest) + 2)
    (vm.mem.write_wstr if wide else vm.mem.write_cstr)(p, rest)
    vm.crt.winmain_tail[wide] = p
    return p


@ucrt("_set_app_type", "int type", widths=BOTH)
def _set_app_type(c, type):
    c.vm.crt.app_type = type


@ucrt("_set_fmode", "int mode", widths=BOTH)
def _set_fmode(c, mode):
    """msvcrt's _set_fmode, the UCRT taking _O_WTEXT as well (documented)."""
    return (yield from set_fmode(c, mode, (_O_TEXT, _O_BINARY, _O_WTEXT)))


ucrt("_get_fmode", "LPVOID out", widths=BOTH)(_get_fmode)


@ucrt("_set_new_mode", "int mode", widths=BOTH)
def _set_new_mode(c, mode):
    # Whether malloc failures call the new handler; we never fail an allocation that the
    # heap can satisfy, and no new handler is installed, so only the value is kept.
    old = c.vm.crt.new_mode
    c.vm.crt.new_mode = mode
    return old


@ucrt("_get_stream_buffer_pointers", "LPVOID fp, LPVOID base, LPVOID ptr, LPVOID count",
      widths=BOTH)
def _get_stream_buffer_pointers(c, fp, base, ptr, count):
    """Where the stream's buffer fields are: the addresses of its FILE's _base, _ptr and
    _cnt into the non-NULL out-pointers (the C++ library's basic_filebuf reads and
    writes through them). A stream on a file keeps its bytes there (msvcrt/streambuf.py),
    so the C++ library takes from and puts into the buffer itself while ``_cnt`` allows
    and calls the stream's functions when it is empty or full; one that writes through
    (a pipe, the console) keeps ``_cnt`` 0. A NULL stream is an invalid parameter
    (EINVAL)."""
    if not fp:
        return (yield from invalid_parameter(c, EINVAL))
    mem, ps = c.vm.mem, c.ptr_size
    for out, field in ((base, "_base"), (ptr, "_ptr"), (count, "_cnt")):
        if out:
            mem.wptr(out, fp + FILE.offsetof(field, ps))
    return 0


@ucrt("_set_abort_behavior", "UINT flags, UINT mask", widths=BOTH)
def _set_abort_behavior(c, flags, mask):
    """Set the ``mask`` bits of abort's flags (_WRITE_ABORT_MSG 1: the message box a
    debug runtime shows; _CALL_REPORTFAULT 2: Windows Error Reporting) to ``flags``';
    returns the flags before. Neither report exists here (abort writes its line and ends
    the process either way); the flags are kept for the next caller to read."""
    crt = c.vm.crt
    old = crt.abort_behavior
    crt.abort_behavior = (old & ~mask) | (flags & mask)
    return old


@ucrt("_configthreadlocale", "int mode", widths=BOTH)
def _configthreadlocale(c, mode):
    # One locale ("C") for every thread: report the previous mode, as documented.
    old = c.vm.crt.thread_locale
    if mode in (1, 2):
        c.vm.crt.thread_locale = mode
    elif mode not in (0, -1):
        return -1
    return old


# -- termination: atexit and the onexit tables ----------------------------------------
# The UCRT's locale lock (msvcrt's _SETLOCALE_LOCK, 12): Visual C++'s C++ library takes
# it around its reads of the global locale; a second thread parks until it is left.
_SETLOCALE_LOCK = 12


@ucrt("_lock_locales", "", widths=BOTH)
def _lock_locales(c):
    return _enter(c.vm, ("lock", _SETLOCALE_LOCK))


@ucrt("_unlock_locales", "", widths=BOTH)
def _unlock_locales(c):
    _leave(c.vm, ("lock", _SETLOCALE_LOCK))


@ucrt("_crt_atexit", "LPVOID fn", widths=BOTH)
def _crt_atexit(c, fn):
    _atexit_list(c.vm).append(fn)
    return 0


@ucrt("_register_thread_local_exe_atexit_callback", "LPVOID callback", widths=BOTH)
def _register_thread_local_exe_atexit_callback(c, callback):
    # The callback exit and _cexit run before the atexit functions (msvcrt/main.py
    # _run_atexit); quick_exit and _exit do not run it, as the UCRT documents for
    # thread_local destructors. A later registration replaces an earlier one.
    c.vm.crt.tls_exit_callback = callback


@ucrt("_crt_at_quick_exit", "LPVOID fn", widths=BOTH)
def _crt_at_quick_exit(c, fn):
    c.vm.crt.quick_exit.append(fn)
    return 0


# _onexit_table_t is three pointers: first, last, end (the array lives on the heap);
# pointers and the table's cells are the program's width.
@ucrt("_initialize_onexit_table", "LPVOID table", widths=BOTH)
def _initialize_onexit_table(c, table):
    if not table:
        return -1
    mem, size = c.vm.mem, c.vm.ptr_size
    if not mem.uptr(table):
        for i in range(3):
            mem.wptr(table + size * i, 0)
    return 0


@ucrt("_register_onexit_function", "LPVOID table, LPVOID fn", widths=BOTH)
def _register_onexit_function(c, table, fn):
    if not table:
        return -1
    mem, heap, size = c.vm.mem, c.vm.heap, c.vm.ptr_size
    first, last, end = (mem.uptr(table + size * i) for i in range(3))
    if not first:
        first = heap.alloc(32 * size, zero=True)
        last, end = first, first + 32 * size
    elif last >= end:
        length = end - first
        first2 = heap.realloc(first, 2 * length)
        last, end, first = first2 + (last - first), first2 + 2 * length, first2
    mem.wptr(last, fn)
    mem.wptr(table, first)
    mem.wptr(table + size, last + size)
    mem.wptr(table + 2 * size, end)
    return 0


@ucrt("_execute_onexit_table", "LPVOID table", widths=BOTH)
def _execute_onexit_table(c, table):
    if not table:
        return -1
    mem, size = c.vm.mem, c.vm.ptr_size
    first, last = mem.uptr(table), mem.uptr(table + size)
    for i in range(3):           # the table is emptied before the calls, as the UCRT does
        mem.wptr(table + size * i, 0)
    p = last
    while p > first:             # last registered runs first
        p -= size
        fn = mem.uptr(p)
        if fn:
            yield GuestCall(fn, (), "cdecl")
    if first:
        c.vm.heap.free(first)
    return 0


@ucrt("quick_exit", "int code", widths=BOTH)
def quick_exit(c, code):
    fns = c.vm.crt.quick_exit
    while fns:
        yield GuestCall(fns.pop(), (), "cdecl")
    c.vm.machine.exit(code)


@ucrt("_c_exit", "", widths=BOTH)
def _c_exit(c):
    pass  # ends CRT use without running atexit functions; the process keeps running


@ucrt("_initterm_e", "LPVOID begin, LPVOID end", widths=BOTH)
def _initterm_e(c, begin, end):
    # The first initializer that fails (non-zero) stops the list; its value is returned.
    result = yield from run_initializers(c.vm, begin, end, stop_on_error=True)
    return result


@ucrt("_seh_filter_exe", "UINT code, LPVOID pointers", widths=BOTH)
def _seh_filter_exe(c, code, pointers):
    # The filter of the start-up code's __except: without a signal handler installed for
    # the exception (none is ever raised asynchronously), it lets the search continue.
    return 0   # EXCEPTION_CONTINUE_SEARCH


@ucrt("__acrt_iob_func", "UINT index", widths=BOTH)
def __acrt_iob_func(c, index):
    # stdin, stdout, stderr: the same FILE objects msvcrt's _iob holds.
    if index > 2:
        return 0
    return c.vm.data_var("msvcrt.dll", "_iob") + FILE.sizeof(c.vm.ptr_size) * index


@ucrt("_assert", "LPVOID expr, LPVOID file, UINT line", widths=BOTH)
def _assert(c, expr, file, line):
    mem = c.vm.mem
    c.vm.stdout_log.append("Assertion failed: %s, file %s, line %d"
                           % (mem.cstr(expr), mem.cstr(file), line))
    c.vm.machine.exit(3)


@ucrt("_wassert", "LPVOID expr, LPVOID file, UINT line", widths=BOTH)
def _wassert(c, expr, file, line):
    mem = c.vm.mem
    c.vm.stdout_log.append("Assertion failed: %s, file %s, line %d"
                           % (mem.wstr(expr), mem.wstr(file), line))
    c.vm.machine.exit(3)


# -- __stdio_common_*: printf and scanf with option flags -------------------------------
LEGACY_VSPRINTF_NULL_TERMINATION = 0x1
STANDARD_SNPRINTF_BEHAVIOR = 0x2
LEGACY_WIDE_SPECIFIERS = 0x4
_KNOWN_OPTIONS = 0x1F   # also LEGACY_MSVCRT_COMPATIBILITY (8), THREE_DIGIT_EXPONENTS (16)


def _format(c, options, fmt, va, wide):
    """Format per the UCRT's rules: in a wide function, %s and %c are wide only with the
    legacy wide specifiers option; otherwise they follow C99 (narrow; %ls wide)."""
    mem = c.vm.mem
    text_fmt = mem.wstr(fmt) if wide else mem.cstr(fmt)
    legacy_wide = wide and bool(options & LEGACY_WIDE_SPECIFIERS)
    # floating point: the UCRT's spelling, or msvcrt's with LEGACY_MSVCRT_COMPATIBILITY
    # (0x8); THREE_DIGIT_EXPONENTS (0x10) keeps msvcrt's exponent width
    return format_guest(mem, text_fmt, ArgReader(mem, va), wide=legacy_wide,
                        legacy=bool(options & 0x8), ucrt=not options & 0x8,
                        three_digit=bool(options & 0x10),
                        # LC_NUMERIC's point (setlocale is msvcrt's: dlls/msvcrt/crtlocale.py)
                        point=c.vm.crt.time_cells.get("crt_decimal_point", "."))


def _encode(text, wide):
    return text.encode("utf-16-le") if wide else text.encode("cp1252", "replace")


def _sprintf_into(c, options, buf, n, text, wide):
    """__stdio_common_vs(w)printf's buffer rules (count in characters)."""
    mem = c.vm.mem
    cs = 2 if wide else 1
    data = _encode(text, wide)
    count = len(data) // cs
    nul = b"\0" * cs
    if not buf:
        return count
    if options & LEGACY_VSPRINTF_NULL_TERMINATION:
        mem.write(buf, data[:n * cs] + (nul if count < n else b""))
        return count if count <= n else -1
    if count >= n:
        if n:
            mem.write(buf, data[:(n - 1) * cs] + nul)
        if options & STANDARD_SNPRINTF_BEHAVIOR:
            return count
        return -2 if n else -1
    mem.write(buf, data + nul)
    return count


def _common_sprintf(wide):
    def handler(c, options, buf, n, fmt, locale, va):
        text = _format(c, options, fmt, va, wide)
        return _sprintf_into(c, options, buf, n, text, wide)
    return handler


_SPRINTF_PARAMS = "UINT64 options, LPVOID buf, SIZE_T n, LPVOID fmt, LPVOID locale, LPVOID va"
ucrt("__stdio_common_vsprintf", _SPRINTF_PARAMS, widths=BOTH)(_common_sprintf(False))
ucrt("__stdio_common_vswprintf", _SPRINTF_PARAMS, widths=BOTH)(_common_sprintf(True))


def _common_snprintf_s(wide):
    def handler(c, options, buf, size, count, fmt, locale, va):
        if not buf or not size:
            return -1
        text = _format(c, options, fmt, va, wide)
        data = _encode(text, wide)
        cs = 2 if wide else 1
        chars = len(data) // cs
        truncate = count == (1 << 8 * c.ptr_size) - 1    # _TRUNCATE: (size_t)-1
        limit = size if truncate or count >= size else count + 1
        if chars < limit:
            c.vm.mem.write(buf, data + b"\0" * cs)
            return chars
        if not truncate and count >= size:   # would overflow and not _TRUNCATE
            c.vm.mem.write(buf, b"\0" * cs * size)
            c.vm.mem.w32(c.vm.data_var("msvcrt.dll", "errno_cell"), 34)   # ERANGE
            return -1
        c.vm.mem.write(buf, data[:(limit - 1) * cs] + b"\0" * cs)
        return -1
    return handler


_SNPRINTF_S_PARAMS = ("UINT64 options, LPVOID buf, SIZE_T size, SIZE_T count, "
                      "LPVOID fmt, LPVOID locale, LPVOID va")
ucrt("__stdio_common_vsnprintf_s", _SNPRINTF_S_PARAMS, widths=BOTH)(_common_snprintf_s(False))
ucrt("__stdio_common_vsnwprintf_s", _SNPRINTF_S_PARAMS, widths=BOTH)(_common_snprintf_s(True))


def _common_sprintf_s(wide):
    def handler(c, options, buf, size, fmt, locale, va):
        return _common_snprintf_s(wide)(c, options, buf, size, size, fmt, locale, va)
    return handler


_SPRINTF_S_PARAMS = "UINT64 options, LPVOID buf, SIZE_T size, LPVOID fmt, LPVOID locale, LPVOID va"
ucrt("__stdio_common_vsprintf_s", _SPRINTF_S_PARAMS, widths=BOTH)(_common_sprintf_s(False))
ucrt("__stdio_common_vswprintf_s", _SPRINTF_S_PARAMS, widths=BOTH)(_common_sprintf_s(True))


def _common_fprintf(wide):
    def handler(c, options, stream, fmt, locale, va):
        text = _format(c, options, fmt, va, wide)
        return -1 if emit(c.vm, stream, text) is False else len(text)
    return handler


_FPRINTF_PARAMS = "UINT64 options, LPVOID stream, LPVOID fmt, LPVOID locale, LPVOID va"
ucrt("__stdio_common_vfprintf", _FPRINTF_PARAMS, widths=BOTH)(_common_fprintf(False))
ucrt("__stdio_common_vfwprintf", _FPRINTF_PARAMS, widths=BOTH)(_common_fprintf(True))


# -- invalid-parameter handler and time-zone variables ----------------------------------
@ucrt("_set_invalid_parameter_handler", "LPVOID handler", widths=BOTH)
def _set_invalid_parameter_handler(c, handler):
    # Kept for _get_invalid_parameter_handler; our CRT functions report bad parameters
    # through their return values and errno and never call it.
    old = c.vm.crt.invalid_parameter_handler
    c.vm.crt.invalid_parameter_handler = handler
    return old


@ucrt("_get_invalid_parameter_handler", widths=BOTH)
def _get_invalid_parameter_handler(c):
    return c.vm.crt.invalid_parameter_handler

