"""MSVCRT: the C runtime the mingw-w64 startup code and ordinary C programs import.

All cdecl. Output to stdout/stderr goes to a host-side log (``vm.stdout_log``) rather
than the user's terminal: a GUI program has no console.
"""


from ...kernel.crtioinfo import dead_std_stream
from .io import mark_unusable_std_streams
from .streambuf import BufferedStream, flush_at_exit
from .crtlocale import ctype_bits, map_case
from ....abi.api import BOTH, PARK, X86ONLY, GuestCall
from ...core.crt import (C_STRING, ENOMEM, ERANGE, cdecl, invalid_parameter, msvcrt_format,
                         set_errno)
from ...core.printf_msvcrt import NarrowingError
from ...kernel.console import emit, emit_bytes
from ...kernel.files import _streams, file_size, find_names
from ...kernel.vfs import VfsError
from ...kernel.sync import (critical_section_size, cs_busy, cs_init, cs_leave, cs_owner,
                            cs_take)
from ...core.dllnames import MSVCRT
from ...core.crtsort import crt_qsort
from ...core.cmdline import split_command_line



# -- start-up ----------------------------------------------------------------------
@cdecl("__set_app_type", "int type", widths=BOTH)
def __set_app_type(c, type):
    c.vm.crt.app_type = type


@cdecl("__setusermatherr", "LPVOID fn", widths=BOTH)
def __setusermatherr(c, fn):
    c.vm.crt.matherr = fn


def _words(vm):
    # Windows' rules, not a shell's: a POSIX split took ' for a quote and fell back to
    # splitting at blanks on an unbalanced one, so a later \" broke "b c" in two
    # (distlib's launcher; crt_argsplit.exe)
    return split_command_line(vm.command_line)


def _expanded(vm, words):
    """``words`` with each argument after the program's name that holds ``*`` or ``?``
    replaced by the files and folders it matches (its folder part as written, the names
    in FindFirstFile's order, "." and ".." left out); an argument that matches nothing,
    or whose folder part holds a wildcard, stays as it is (msvcrt's wildcard expansion)."""
    out = words[:1]
    for w in words[1:]:
        cut = max(w.rfind("\\"), w.rfind("/"), w.rfind(":")) + 1
        if not any(ch in w[cut:] for ch in "*?") or any(ch in w[:cut] for ch in "*?"):
            out.append(w)
            continue
        try:
            names = [n for n, _a in find_names(vm, w) if n not in (".", "..")]
        except VfsError:
            names = []
        out.extend([w[:cut] + n for n in names] or [w])
    return out


def _argv(c, wildcard=False):
    vm = c.vm
    cached = vm.crt.argv_cells
    if cached and not wildcard:
        return cached
    words = _words(vm)
    if wildcard:
        # Expanded afresh at each call, as msvcrt.dll does: a file made since counts.
        words = _expanded(vm, words)
    ptrs = []
    for w in words:
        p = vm.alloc_data(len(w) + 1)
        vm.mem.write_cstr(p, w)
        ptrs.append(p)
    size = vm.ptr_size
    argv = vm.alloc_data(size * (len(ptrs) + 1))
    for i, p in enumerate(ptrs + [0]):
        vm.mem.wptr(argv + size * i, p)
    vm.crt.argv_cells = (len(ptrs), argv)     # what __argc/__argv hold from now on
    return vm.crt.argv_cells


@cdecl("__getmainargs", "LPVOID pargc, LPVOID pargv, LPVOID penv, int wildcard, LPVOID si", widths=BOTH)
def __getmainargs(c, pargc, pargv, penv, wildcard, si):
    """argc, argv and the environment; with ``wildcard`` the arguments' wildcards are
    expanded to the names they match (``_expanded``)."""
    argc, argv = _argv(c, bool(wildcard))
    mem = c.vm.mem
    mem.w32(pargc, argc)
    mem.wptr(pargv, argv)
    # the exported variables too: mingw's __argc/__argv macros read them
    mem.w32(c.vm.data_var(MSVCRT, "__argc"), argc)
    mem.wptr(c.vm.data_var(MSVCRT, "__argv"), argv)
    mem.wptr(penv, c.vm.data_var(MSVCRT, "_environ_array"))
    mark_unusable_std_streams(c.vm)
    return 0


@cdecl("__p__acmdln", widths=BOTH)
def __p__acmdln(c):
    return c.vm.data_var(MSVCRT, "_acmdln")


@cdecl("__p__wcmdln", widths=BOTH)
def __p__wcmdln(c):
    """The address of ``_wcmdln``, the wide command line (mingw-w64's start-up of a
    wWinMain or wmain program reads it)."""
    return c.vm.data_var(MSVCRT, "_wcmdln")


@cdecl("__p__pgmptr", widths=X86ONLY)   # x64 msvcrt.dll has no __p__pgmptr
def __p__pgmptr(c):
    """The address of ``_pgmptr``, the program's full path."""
    return c.vm.data_var(MSVCRT, "_pgmptr")


@cdecl("__p__wpgmptr", widths=X86ONLY)   # x64 msvcrt.dll has no __p__wpgmptr
def __p__wpgmptr(c):
    """The address of ``_wpgmptr``, the program's full path, wide."""
    return c.vm.data_var(MSVCRT, "_wpgmptr")


@cdecl("__p__fmode", widths=BOTH)
def __p__fmode(c):
    return c.vm.data_var(MSVCRT, "_fmode")


@cdecl("__p__commode", widths=BOTH)
def __p__commode(c):
    return c.vm.data_var(MSVCRT, "_commode")


@cdecl("__p___initenv", widths=BOTH)
def __p___initenv(c):
    return c.vm.data_var(MSVCRT, "__initenv")


@cdecl("__p___winitenv", widths=X86ONLY)   # x64 msvcrt.dll has no __p___winitenv
def __p___winitenv(c):
    """The address of ``__winitenv``: the wide environment as the program started."""
    return c.vm.data_var(MSVCRT, "__winitenv")


@cdecl("_errno", widths=BOTH)
def _errno(c):
    return c.vm.data_var(MSVCRT, "errno_cell")


def run_initializers(vm, begin, end, stop_on_error=False):
    """Generator: call each non-NULL function pointer in [begin, end) (cdecl); with
    ``stop_on_error`` the first non-zero result stops the walk and is returned."""
    mem = vm.mem
    p = begin
    while p < end:
        fn = mem.uptr(p)
        if fn:
            r = yield GuestCall(fn, (), "cdecl")
            if stop_on_error and r & 0xFFFFFFFF:     # an int result
                return r
        p += vm.ptr_size
    return 0


@cdecl("_initterm", "LPVOID begin, LPVOID end", widths=BOTH)
def _initterm(c, begin, end):
    yield from run_initializers(c.vm, begin, end)


def _atexit_list(vm):
    return vm.crt.atexit


@cdecl("_onexit", "LPVOID fn", widths=BOTH)
def _onexit(c, fn):
    _atexit_list(c.vm).append(fn)
    return fn


@cdecl("atexit", "LPVOID fn", widths=BOTH)
def atexit(c, fn):
    _atexit_list(c.vm).append(fn)
    return 0


def _run_atexit(vm):
    # The UCRT's full clean-up (exit, _cexit) first runs the program's thread_local
    # destructors through the callback it registered (a PIMAGE_TLS_CALLBACK, called with
    # DLL_PROCESS_DETACH), then the atexit functions, last registered first. The callback
    # is taken once: a second clean-up does not run the destructors again.
    callback, vm.crt.tls_exit_callback = vm.crt.tls_exit_callback, 0
    if callback:
        yield GuestCall(callback, (0, 0, 0), "stdcall")
    fns = _atexit_list(vm)
    while fns:
        yield GuestCall(fns.pop(), (), "cdecl")


@cdecl("_cexit", widths=BOTH)
def _cexit(c):
    yield from _run_atexit(c.vm)


@cdecl("exit", "int code", widths=BOTH)
def exit(c, code):
    yield from _run_atexit(c.vm)
    yield from c.vm.dlls.exit_process(code)   # as ExitProcess: DLLs detach first


@cdecl("_exit", "int code", widths=BOTH)
def _exit(c, code):
    """End the process at once: no atexit functions. The streams' buffers still reach
    their files, as msvcrt.dll's DLL_PROCESS_DETACH writes them when _exit's
    ExitProcess runs it (Wine 8 too)."""
    flush_at_exit(c.vm)
    c.vm.machine.exit(code)


@cdecl("_amsg_exit", "int code", widths=BOTH)
def _amsg_exit(c, code):
    c.vm.stdout_log.append("runtime error R60%02d" % code)
    flush_at_exit(c.vm)
    c.vm.machine.exit(255)


@cdecl("abort", widths=BOTH)
def abort(c):
    c.vm.stdout_log.append("abnormal program termination")
    flush_at_exit(c.vm)                 # _exit(3)'s ExitProcess: msvcrt.dll's detach
    c.vm.machine.exit(3)


@cdecl("signal", "int sig, LPVOID handler", widths=BOTH)
def signal(c, sig, handler):
    """Install a signal's handler (SIG_DFL 0, SIG_IGN 1 or a function): the previous
    one, or SIG_ERR (-1) with EINVAL (through the invalid-parameter handler, as
    documented) for a signal Windows does not have. Handlers are recorded and run by
    raise (dlls/msvcrt/control.py); no asynchronous signal is ever raised in the guest."""
    if sig not in (2, 4, 6, 8, 11, 15, 21, 22):
        yield from invalid_parameter(c, 22)
        return -1                      # SIG_ERR, (void (*)(int))-1 at either width
    sig = 22 if sig == 6 else sig    # SIGABRT_COMPAT is SIGABRT
    table = c.vm.crt.signals
    old = table.get(sig, 0)
    table[sig] = handler
    return old


# -- the CRT's locks ---------------------------------------------------------------------
# msvcrt guards its shared state with numbered locks (_lock / _unlock: the heap, the
# environment, stream table...) and each FILE with its own (_lock_file / _unlock_file).
# Guest threads are preempted every QUANTUM blocks (kernel/threads.py), so these are
# real critical sections: a thread taking a lock another thread holds parks until it is
# released; the holder may take it again (they are recursive, as msvcrt's are).
def _crt_lock(vm, key):
    """The guest CRITICAL_SECTION behind CRT lock ``key`` (made on first use)."""
    if key[0] == "file" and key[1] in _streams(vm):
        return key[1] + file_size(vm)    # a _FILEX's own lock (msvcrt/files.py)
    locks = vm.crt.locks
    cs = locks.get(key)
    if cs is None:
        cs = vm.heap.alloc(critical_section_size(vm))
        cs_init(vm.mem, cs)
        locks[key] = cs
    return cs


def _enter(vm, key):
    """Enter CRT lock ``key``, or PARK while another thread holds it."""
    cs = _crt_lock(vm, key)
    if cs_busy(vm, cs):
        return PARK
    cs_take(vm, cs)
    return 0


def _leave(vm, key):
    """Leave CRT lock ``key`` (a lock never taken is left alone)."""
    cs = _crt_lock(vm, key) if key[0] == "file" and key[1] in _streams(vm) else \
        vm.crt.locks.get(key)
    if cs is not None and cs_owner(vm, cs) == vm.threads.current.tid:
        cs_leave(vm, cs)


@cdecl("_lock", "int n", widths=BOTH)
def _lock(c, n):
    return _enter(c.vm, ("lock", n))


@cdecl("_unlock", "int n", widths=BOTH)
def _unlock(c, n):
    _leave(c.vm, ("lock", n))


@cdecl("_lock_file", "LPVOID stream", widths=BOTH)
def _lock_file(c, stream):
    return _enter(c.vm, ("file", stream))


@cdecl("_unlock_file", "LPVOID stream", widths=BOTH)
def _unlock_file(c, stream):
    _leave(c.vm, ("file", stream))


# -- memory --------------------------------------------------------------------------
@cdecl("malloc", "SIZE_T size", widths=BOTH)
def malloc(c, size):
    return c.vm.heap.alloc(size)


@cdecl("calloc", "SIZE_T n, SIZE_T size", widths=BOTH)
def calloc(c, n, size):
    """``n`` zeroed elements of ``size`` bytes; NULL with ENOMEM when the product does
    not fit in a size_t (documented)."""
    if n * size > 0xFFFFFFFF:
        set_errno(c.vm, ENOMEM)
        return 0
    return c.vm.heap.alloc(n * size, zero=True)


@cdecl("realloc", "LPVOID p, SIZE_T size", widths=BOTH)
def realloc(c, p, size):
    """Resize a block; realloc(p, 0) frees it and answers NULL, realloc(NULL, n) is
    malloc(n) (documented)."""
    if p and not size:
        c.vm.heap.free(p)
        return 0
    return c.vm.heap.realloc(p, size)


@cdecl("free", "LPVOID p", widths=BOTH)
def free(c, p):
    if p:
        c.vm.heap.free(p)


@cdecl("memcpy", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def memcpy(c, dst, src, n):
    if n:
        c.vm.mem.write(dst, c.vm.mem.read(src, n))
    return dst


@cdecl("memmove", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def memmove(c, dst, src, n):
    return memcpy(c, dst, src, n)


@cdecl("memset", "LPVOID dst, int value, SIZE_T n", widths=BOTH)
def memset(c, dst, value, n):
    if n:
        c.vm.mem.write(dst, bytes((value & 0xFF,)) * n)
    return dst


@cdecl("memcmp", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def memcmp(c, a, b, n):
    x, y = c.vm.mem.read(a, n), c.vm.mem.read(b, n)
    return (x > y) - (x < y)


@cdecl("memchr", "LPVOID p, int ch, SIZE_T n", widths=BOTH)
def memchr(c, p, ch, n):
    i = c.vm.mem.read(p, n).find(bytes((ch & 0xFF,)))
    return 0 if i < 0 else p + i


# -- strings -------------------------------------------------------------------------
def _cmp(a, b):
    return (a > b) - (a < b)


@cdecl("strlen", "LPVOID s", widths=BOTH)
def strlen(c, s):
    return len(c.vm.mem.cbytes(s, C_STRING))


@cdecl("strcmp", "LPVOID a, LPVOID b", widths=BOTH)
def strcmp(c, a, b):
    return _cmp(c.vm.mem.cbytes(a, C_STRING), c.vm.mem.cbytes(b, C_STRING))


@cdecl("strncmp", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def strncmp(c, a, b, n):
    """Compare at most ``n`` bytes: the difference of the first two that differ (as
    unsigned chars; msvcrt.dll on x86 answers it, not just its sign), 0 if none do."""
    x, y = c.vm.mem.cbytes(a, n), c.vm.mem.cbytes(b, n)
    for p, q in zip(x + b"\0", y + b"\0"):
        if p != q:
            return p - q
    return 0


@cdecl("_stricmp", "LPVOID a, LPVOID b", widths=BOTH)
def _stricmp(c, a, b):
    return _cmp(c.vm.mem.cbytes(a, C_STRING).lower(), c.vm.mem.cbytes(b, C_STRING).lower())


@cdecl("strcpy", "LPVOID dst, LPVOID src", widths=BOTH)
def strcpy(c, dst, src):
    c.vm.mem.write(dst, c.vm.mem.cbytes(src, C_STRING) + b"\0")
    return dst


@cdecl("strncpy", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def strncpy(c, dst, src, n):
    data = c.vm.mem.cbytes(src, n)
    c.vm.mem.write(dst, data + bytes(n - len(data)))  # pads with NULs, as specified
    return dst


@cdecl("strcat", "LPVOID dst, LPVOID src", widths=BOTH)
def strcat(c, dst, src):
    mem = c.vm.mem
    mem.write(dst + len(mem.cbytes(dst, C_STRING)), mem.cbytes(src, C_STRING) + b"\0")
    return dst


@cdecl("strncat", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def strncat(c, dst, src, n):
    mem = c.vm.mem
    mem.write(dst + len(mem.cbytes(dst)), mem.cbytes(src, n) + b"\0")
    return dst


@cdecl("strchr", "LPVOID s, int ch", widths=BOTH)
def strchr(c, s, ch):
    data = c.vm.mem.cbytes(s, C_STRING) + b"\0"
    i = data.find(bytes((ch & 0xFF,)))
    return 0 if i < 0 else s + i


@cdecl("strrchr", "LPVOID s, int ch", widths=BOTH)
def strrchr(c, s, ch):
    data = c.vm.mem.cbytes(s, C_STRING) + b"\0"
    i = data.rfind(bytes((ch & 0xFF,)))
    return 0 if i < 0 else s + i


@cdecl("strstr", "LPVOID s, LPVOID sub", widths=BOTH)
def strstr(c, s, sub):
    i = c.vm.mem.cbytes(s, C_STRING).find(c.vm.mem.cbytes(sub, C_STRING))
    return 0 if i < 0 else s + i


@cdecl("_strdup", "LPVOID s", widths=BOTH)
def _strdup(c, s):
    if not s:
        return 0            # NULL in, NULL out, as the CRT does
    data = c.vm.mem.cbytes(s, C_STRING) + b"\0"
    p = c.vm.heap.alloc(len(data))
    c.vm.mem.write(p, data)
    return p


def _parse_int(text, base):
    """strtol's parse: returns (value, characters consumed)."""
    i, n = 0, len(text)
    while i < n and text[i] in " \t\n\r\v\f":
        i += 1
    sign = 1
    if i < n and text[i] in "+-":
        sign = -1 if text[i] == "-" else 1
        i += 1
    if base in (0, 16) and text[i:i + 2].lower() == "0x":
        i += 2
        base = 16
    elif base == 0:
        base = 8 if text[i:i + 1] == "0" else 10
    start, v = i, 0
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"[:base]
    while i < n and text[i].lower() in digits:
        v = v * base + digits.index(text[i].lower())
        i += 1
    if i == start:
        return 0, 0
    return sign * v, i


@cdecl("atoi", "LPVOID s", widths=BOTH)
def atoi(c, s):
    v, _ = _parse_int(c.vm.mem.cstr(s), 10)
    return max(-2**31, min(2**31 - 1, v))


@cdecl("atol", "LPVOID s", widths=BOTH)
def atol(c, s):
    return atoi(c, s)


@cdecl("strtol", "LPVOID s, LPVOID end, int base", widths=BOTH)
def strtol(c, s, end, base):
    """A string's long; LONG_MAX or LONG_MIN with ERANGE when it does not fit."""
    v, used = _parse_int(c.vm.mem.cstr(s), base)
    if end:
        c.vm.mem.wptr(end, s + used)
    if not -2**31 <= v <= 2**31 - 1:
        set_errno(c.vm, ERANGE)
    return max(-2**31, min(2**31 - 1, v))


@cdecl("strtoul", "LPVOID s, LPVOID end, int base", widths=BOTH)
def strtoul(c, s, end, base):
    """A string's unsigned long, a "-" negating it modulo 2**32; a magnitude above
    ULONG_MAX is ULONG_MAX with ERANGE (negated too: "-4294967296" gives 1)."""
    v, used = _parse_int(c.vm.mem.cstr(s), base)
    if end:
        c.vm.mem.wptr(end, s + used)
    if abs(v) > 0xFFFFFFFF:
        set_errno(c.vm, ERANGE)
        v = 0xFFFFFFFF if v > 0 else -0xFFFFFFFF
    return v & 0xFFFFFFFF


@cdecl("toupper", "int ch", widths=BOTH)
def toupper(c, ch):
    """The upper case of ``ch``: a-z, and for 0x80-0xFF LC_CTYPE's code page's (crtlocale.py)."""
    if 128 <= ch <= 255:
        return map_case(c.vm, ch, True)
    return ord(chr(ch).upper()) if 97 <= ch <= 122 else ch


@cdecl("tolower", "int ch", widths=BOTH)
def tolower(c, ch):
    """The lower case of ``ch``: A-Z, and for 0x80-0xFF LC_CTYPE's code page's."""
    if 128 <= ch <= 255:
        return map_case(c.vm, ch, False)
    return ord(chr(ch).lower()) if 65 <= ch <= 90 else ch


def _ctype(pred, mask):
    def f(c, ch):
        # 0x80-0xFF: the class of LC_CTYPE's table (none in the "C" locale)
        if 128 <= ch <= 255:
            return 1 if ctype_bits(c.vm, ch) & mask else 0
        return 1 if 0 <= ch < 128 and pred(chr(ch)) else 0
    return f


# the masks are ctype.h's: _UPPER 1, _LOWER 2, _DIGIT 4, _SPACE 8, _PUNCT 0x10, _BLANK 0x40,
# _HEX 0x80, _ALPHA 0x103 (with the case bits)
for _name, _pred, _mask in (
        ("isdigit", str.isdigit, 0x4), ("isalpha", str.isalpha, 0x103),
        ("isalnum", str.isalnum, 0x107), ("isupper", str.isupper, 0x1),
        ("islower", str.islower, 0x2),
        ("isspace", lambda ch: ch in " \t\n\r\v\f", 0x8),
        ("isxdigit", lambda ch: ch in "0123456789abcdefABCDEF", 0x80),
        ("isprint", lambda ch: 32 <= ord(ch) < 127, 0x157),
        ("ispunct", lambda ch: 32 < ord(ch) < 127 and not ch.isalnum(), 0x10)):
    cdecl(_name, "int ch", widths=BOTH)(_ctype(_pred, _mask))


@cdecl("abs", "int v", widths=BOTH)
def abs_(c, v):
    return abs(v)


@cdecl("labs", "int v", widths=BOTH)
def labs(c, v):
    return abs(v)


# -- formatted output ------------------------------------------------------------------
@cdecl("sprintf", "LPVOID buf, LPVOID fmt, ...", widths=BOTH)
def sprintf(c, buf, fmt, va):
    """Format into ``buf``: the characters written, or -1 when a wide string argument has
    a character the code page lacks."""
    mem = c.vm.mem
    try:
        text = msvcrt_format(c.vm, fmt, va, strict=True)
    except NarrowingError:
        return 0xFFFFFFFF
    return mem.write_cstr(buf, text)


cdecl("vsprintf", "LPVOID buf, LPVOID fmt, LPVOID va", widths=BOTH)(sprintf)


def _snprintf_into(mem, buf, n, text):
    data = text.encode("cp1252", "replace")
    if n:
        mem.write(buf, data[:n - 1] + b"\0" if len(data) >= n else data + b"\0")
    return len(data)


@cdecl("_snprintf", "LPVOID buf, SIZE_T n, LPVOID fmt, ...", widths=BOTH)
def _snprintf(c, buf, n, fmt, va):
    mem = c.vm.mem
    text = msvcrt_format(c.vm, fmt, va)
    data = text.encode("cp1252", "replace")
    if len(data) > n:  # msvcrt's _snprintf: no NUL when truncated, returns -1
        mem.write(buf, data[:n])
        return -1
    mem.write(buf, data + (b"\0" if len(data) < n else b""))
    return len(data)


@cdecl("snprintf", "LPVOID buf, SIZE_T n, LPVOID fmt, ...", widths=BOTH)
def snprintf(c, buf, n, fmt, va):
    mem = c.vm.mem
    return _snprintf_into(mem, buf, n, msvcrt_format(c.vm, fmt, va))


@cdecl("vsnprintf", "LPVOID buf, SIZE_T n, LPVOID fmt, LPVOID va", widths=BOTH)
def vsnprintf(c, buf, n, fmt, va):
    mem = c.vm.mem
    return _snprintf_into(mem, buf, n, msvcrt_format(c.vm, fmt, va))


@cdecl("_vsnprintf", "LPVOID buf, SIZE_T n, LPVOID fmt, LPVOID va", widths=BOTH)
def _vsnprintf(c, buf, n, fmt, va):
    return vsnprintf(c, buf, n, fmt, va)


@cdecl("printf", "LPVOID fmt, ...", widths=BOTH)
def printf(c, fmt, va):
    text = msvcrt_format(c.vm, fmt, va)
    emit(c.vm, 1, text)
    return len(text)


@cdecl("fprintf", "LPVOID stream, LPVOID fmt, ...", widths=BOTH)
def fprintf(c, stream, fmt, va):
    text = msvcrt_format(c.vm, fmt, va)
    return -1 if emit(c.vm, stream, text) is False else len(text)


@cdecl("vfprintf", "LPVOID stream, LPVOID fmt, LPVOID va", widths=BOTH)
def vfprintf(c, stream, fmt, va):
    text = msvcrt_format(c.vm, fmt, va)
    return -1 if emit(c.vm, stream, text) is False else len(text)


@cdecl("fwrite", "LPVOID buf, SIZE_T size, SIZE_T n, LPVOID stream", widths=BOTH)
def fwrite(c, buf, size, n, stream):
    if dead_std_stream(c.vm, stream):
        return 0
    if size * n:
        file = c.vm.crt.streams.get(stream)
        if isinstance(file, BufferedStream):    # the whole items that got through
            return file.write_count(c.vm.mem.read(buf, size * n)) // size
        if file is not None:  # bytes go to the file unchanged (no cp1252 round trip)
            return n if file.write_bytes(c.vm.mem.read(buf, size * n)) else 0
        emit_bytes(c.vm, stream, c.vm.mem.read(buf, size * n))
    return n


@cdecl("fputs", "LPVOID s, LPVOID stream", widths=BOTH)
def fputs(c, s, stream):
    return -1 if emit(c.vm, stream, c.vm.mem.cstr(s, C_STRING)) is False else 0


@cdecl("puts", "LPVOID s", widths=BOTH)
def puts(c, s):
    emit(c.vm, 1, c.vm.mem.cstr(s, C_STRING) + "\n")
    return 0


@cdecl("fputc", "int ch, LPVOID stream", widths=BOTH)
def fputc(c, ch, stream):
    return -1 if emit_bytes(c.vm, stream, (ch & 0xFF,)) is False else ch & 0xFF


@cdecl("putchar", "int ch", widths=BOTH)
def putchar(c, ch):
    emit_bytes(c.vm, 1, (ch & 0xFF,))
    return ch & 0xFF


# -- numbers, time, sorting ------------------------------------------------------------
@cdecl("srand", "UINT seed", widths=BOTH)
def srand(c, seed):
    c.vm.crt.rand_state = seed


@cdecl("rand", widths=BOTH)
def rand(c):
    # MSVCRT's documented LCG, so seeded guests deal the same cards as on Windows.
    s = (c.vm.crt.rand_state * 214013 + 2531011) & 0xFFFFFFFF
    c.vm.crt.rand_state = s
    return (s >> 16) & 0x7FFF


@cdecl("clock", widths=BOTH)
def clock(c):
    return c.vm.clock.now_ms()  # CLOCKS_PER_SEC is 1000 in msvcrt


@cdecl("qsort", "LPVOID base, SIZE_T n, SIZE_T size, LPVOID cmp", widths=BOTH)
def qsort(c, base, n, size, cmp):
    """Sort ``n`` elements in place with the guest's comparison, in the order Microsoft's
    runtime compares them (core/crtsort.py)."""
    yield from crt_qsort(c.vm.mem, base, n, size, cmp)


@cdecl("wcslen", "LPVOID s", widths=BOTH)
def wcslen(c, s):
    return len(c.vm.mem.wstr(s, C_STRING))


@cdecl("___mb_cur_max_func", widths=BOTH)
def ___mb_cur_max_func(c):
    """MB_CUR_MAX of the locale: the value of ``__mb_cur_max``."""
    return c.vm.mem.u32(c.vm.data_var(MSVCRT, "__mb_cur_max"))


@cdecl("__p___mb_cur_max", widths=BOTH)
def __p___mb_cur_max(c):
    """The address of ``__mb_cur_max`` (1 in the "C" locale: single-byte characters)."""
    return c.vm.data_var(MSVCRT, "__mb_cur_max")
