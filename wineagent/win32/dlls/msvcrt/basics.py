"""Everyday C runtime functions ordinary programs import beyond the census: vprintf,
putc, getchar, the wide memory functions (wmemcpy ...), div/ldiv/lldiv, llabs/_abs64,
the wide file-system calls (_wremove, _wrename, _wunlink, _wmkdir, _wrmdir), _access,
_waccess, _chdir, _wchdir, _fullpath, _wfullpath, _getdrive, _getpid, _umask, _msize,
_get_errno/_set_errno, __doserrno/_get_doserrno/_set_doserrno, _isctype, iswctype,
iswgraph, iswascii, isleadbyte, _toupper/_tolower, the "C" locale's collation (strcoll,
_stricoll, wcscoll, _wcsicoll, their counted forms _strncoll, _strnicoll,
_wcsncoll, _wcsnicoll, strxfrm, wcsxfrm: byte and code-unit order), _fcloseall,
msvcrt's __p___argc/__p___argv/__p___wargv, and _XcptFilter, the filter of Visual C++'s
start-up code.
"""

import os

from ....abi.api import BOTH, X86ONLY, GuestCall, Ret64, api
from ...core.crt import (C_STRING, EINVAL, by_width, cdecl, get_errno, invalid_parameter,
                         msvcrt_format, set_errno)
from ....abi.structs import array_bytes, read_array, struct as cstruct
from ...kernel.console import emit, emit_bytes
from ...kernel.files import _AnsiCall, _crt_call
from ...kernel.vfs import VfsError
from .string import _lower, _text, wunits
from ..kernel32.files import (CreateDirectory, DeleteFile, MoveFile, RemoveDirectory,
                             SetCurrentDirectory)
from .find import _getcwd
from .crtlocale import collate
from .io import doserrno_cell
from .time import _now_local
from ..kernel32.seh import UnhandledExceptionFilter
from ...kernel.epoch import EPOCH_UNIX
from .main import _argv, _cmp, fputc
from .files import fclose
from .control import xcptinfo_cell
from ..ucrtbase.main import _wargv
from ...core.dllnames import MSVCRT, UCRTBASE

ENOENT, EACCES = 2, 13
WEOF = 0xFFFF


# -- stdio ---------------------------------------------------------------------------------
@cdecl("vprintf", "LPVOID fmt, LPVOID va", widths=BOTH)
def vprintf(c, fmt, va):
    """printf with a va_list: the characters written."""
    text = msvcrt_format(c.vm, fmt, va)
    emit(c.vm, 1, text)
    return len(text.encode("cp1252", "replace"))


cdecl("putc", "int ch, LPVOID fp", widths=BOTH)(fputc)


@cdecl("_fputchar", "int ch", widths=BOTH)
def _fputchar(c, ch):
    """putchar."""
    emit_bytes(c.vm, 1, (ch & 0xFF,))
    return ch & 0xFF


@cdecl("_fcloseall", widths=BOTH)
def _fcloseall(c):
    """Close every stream but the three standard ones: how many were closed."""
    vm = c.vm
    streams = list(vm.crt.streams)
    for fp in streams:
        fclose(c, fp)
    return len(streams)


# -- wide memory -----------------------------------------------------------------------------
@cdecl("wmemcpy", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def wmemcpy(c, dst, src, n):
    """Copy ``n`` wide characters: ``dst``."""
    if n:
        c.vm.mem.write(dst, c.vm.mem.read(src, 2 * n))
    return dst


cdecl("wmemmove", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)(wmemcpy)


@cdecl("wmemset", "LPVOID dst, UINT ch, SIZE_T n", widths=BOTH)
def wmemset(c, dst, ch, n):
    """Fill ``n`` wide characters with ``ch``: ``dst``."""
    if n:
        c.vm.mem.write(dst, array_bytes("WCHAR", [ch & 0xFFFF]) * n)
    return dst


@cdecl("wmemchr", "LPVOID s, UINT ch, SIZE_T n", widths=BOTH)
def wmemchr(c, s, ch, n):
    """The first ``ch`` among ``n`` wide characters, or NULL."""
    units = read_array(c.vm.mem, s, "WCHAR", n)
    for i, u in enumerate(units):
        if u == ch & 0xFFFF:
            return s + 2 * i
    return 0


@cdecl("wmemcmp", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def wmemcmp(c, a, b, n):
    """Compare ``n`` wide characters as unsigned values: -1, 0 or 1."""
    if not n:
        return 0
    x = read_array(c.vm.mem, a, "WCHAR", n)
    y = read_array(c.vm.mem, b, "WCHAR", n)
    return _cmp(x, y) & 0xFFFFFFFF


# -- integers ---------------------------------------------------------------------------------
def _s32(v):
    return v - (1 << 32) if v & 0x80000000 else v


def _div(a, b):
    """C's division: the quotient truncated toward zero and the remainder with a's sign."""
    q = abs(a) // abs(b)
    q = q if (a < 0) == (b < 0) else -q
    return q, a - q * b


@cdecl("div", "int a, int b", widths=BOTH)
def div(c, a, b):
    """A div_t {quot, rem} (returned in EDX:EAX as Visual C++ returns 8-byte structures)."""
    q, r = _div(a, b)
    return Ret64((q & 0xFFFFFFFF) | (r & 0xFFFFFFFF) << 32)


cdecl("ldiv", "int a, int b", widths=BOTH)(div)


LLDIV_T = cstruct("lldiv_t", "LONGLONG quot; LONGLONG rem")     # stdlib.h


@cdecl("lldiv", "LPVOID out, __int64 a, __int64 b", widths=BOTH)
def lldiv(c, out, a, b):
    """An lldiv_t {quot, rem} of two 64-bit integers, stored through the hidden pointer
    (a 16-byte structure is returned through one at both widths: the first stack slot,
    or RCX)."""
    q, r = _div(a, b)
    c.vm.mem.write(out, LLDIV_T.pack_values(q, r))
    return out


@cdecl("llabs", "__int64 v", widths=BOTH)
def llabs(c, v):
    """|v| of a 64-bit integer (EDX:EAX, or RAX)."""
    return Ret64(abs(v) & 0xFFFFFFFFFFFFFFFF)


cdecl("_abs64", "__int64 v", widths=BOTH)(llabs)
# C99's <inttypes.h>: intmax_t is the 64-bit integer (the UCRT's "utility" set, not msvcrt's)
api(UCRTBASE, "imaxabs", "__int64 v", conv="cdecl", widths=BOTH)(llabs)
api(UCRTBASE, "imaxdiv", "LPVOID out, __int64 a, __int64 b", conv="cdecl", widths=BOTH)(lldiv)


# -- the file system ---------------------------------------------------------------------------
def _fs(kind):
    def handler(c, *names):
        call = _AnsiCall(c.vm)
        ops = {"remove": lambda: DeleteFile(call, names[0]),
               "rename": lambda: MoveFile(call, names[0], names[1]),
               "mkdir": lambda: CreateDirectory(call, names[0], 0),
               "rmdir": lambda: RemoveDirectory(call, names[0]),
               "chdir": lambda: SetCurrentDirectory(call, names[0])}
        return _crt_call(c.vm, ops[kind])
    handler.__doc__ = "The wide %s: 0, or -1 with errno." % kind
    return handler


cdecl("_wremove", "LPCWSTR name", widths=BOTH)(_fs("remove"))
cdecl("_wunlink", "LPCWSTR name", widths=BOTH)(_fs("remove"))
cdecl("_wrename", "LPCWSTR old, LPCWSTR new", widths=BOTH)(_fs("rename"))
cdecl("_wmkdir", "LPCWSTR name", widths=BOTH)(_fs("mkdir"))
cdecl("_wrmdir", "LPCWSTR name", widths=BOTH)(_fs("rmdir"))
cdecl("_chdir", "LPCSTR name", widths=BOTH)(_fs("chdir"))
cdecl("_wchdir", "LPCWSTR name", widths=BOTH)(_fs("chdir"))


def _access_body(c, name, mode):
    vm = c.vm
    if name is None or mode & ~6:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    try:
        parts, host = vm.vfs.resolve(name)
    except VfsError:
        set_errno(vm, ENOENT)
        return 0xFFFFFFFF
    if not parts or not os.path.exists(host):
        if parts:
            set_errno(vm, ENOENT)
            return 0xFFFFFFFF
    # mode 2 (write) fails on a read-only file; a folder is always writable here
    if mode & 2 and os.path.isfile(host) and not os.stat(host).st_mode & 0o200:
        set_errno(vm, EACCES)
        return 0xFFFFFFFF
    return 0


@cdecl("_access", "LPCSTR name, int mode", widths=BOTH)
def _access(c, name, mode):
    """Whether a file exists (mode 0), and is writable (2) or readable (4): 0, or -1 with
    ENOENT / EACCES."""
    return (yield from _access_body(c, name, mode))


@cdecl("_waccess", "LPCWSTR name, int mode", widths=BOTH)
def _waccess(c, name, mode):
    """The wide _access."""
    return (yield from _access_body(c, name, mode))


def _without_dots(vm, path):
    """``path`` made absolute with its "." and ".." taken out by name, as
    GetFullPathName does (".." of the root is the root); the drive's files are not read."""
    p = path.replace("/", "\\")
    if len(p) >= 2 and p[1] == ":":
        drive, p = p[:2], p[2:]
    else:
        drive = "C:"
    if not p.startswith("\\"):
        p = vm.vfs.guest_path(vm.vfs.cwd)[2:] + "\\" + p
    parts = []
    for comp in p.split("\\"):
        if comp == "..":
            if parts:
                parts.pop()
        elif comp not in ("", "."):
            parts.append(comp)
    return drive + "\\" + "\\".join(parts)


def _fullpath(wide):
    def handler(c, buf, path, size):
        vm = c.vm
        mem = vm.mem
        if path is None or not path:
            return (yield from _getcwd(wide)(c, buf, size))
        try:
            full = vm.vfs.full_path(_without_dots(vm, path))   # GetFullPathName's answer
        except VfsError:
            set_errno(vm, ENOENT)
            return 0
        if path[-1] in "\\/" and not full.endswith("\\"):
            full += "\\"
        if not buf:
            buf = vm.heap.alloc((len(full) + 1) * (2 if wide else 1))
        elif len(full) + 1 > size:
            set_errno(vm, 34)    # ERANGE
            return 0
        (mem.write_wstr if wide else mem.write_cstr)(buf, full)
        return buf
    handler.__doc__ = ("The absolute form of ``path`` (GetFullPathName) in ``buf`` or a "
                       "malloc'ed buffer; NULL with ERANGE when it does not fit.")
    return handler


cdecl("_fullpath", "LPVOID buf, LPCSTR path, SIZE_T size", widths=BOTH)(_fullpath(False))
cdecl("_wfullpath", "LPVOID buf, LPCWSTR path, SIZE_T size", widths=BOTH)(_fullpath(True))


@cdecl("_getdrive", widths=BOTH)
def _getdrive(c):
    """The current drive: 1 for A, 3 for C."""
    cwd = c.vm.vfs.guest_path(c.vm.vfs.cwd)
    return ord(cwd[0].upper()) - 64 if cwd[1:2] == ":" else 0


@cdecl("_getpid", widths=BOTH)
def _getpid(c):
    """The process id (GetCurrentProcessId)."""
    return c.vm.pid


@cdecl("_umask", "int mode", widths=BOTH)
def _umask(c, mode):
    """Set the permission mask _open and _creat apply (only _S_IWRITE has a meaning on
    Windows): the previous mask."""
    old = c.vm.crt.umask
    c.vm.crt.umask = mode & 0x180
    return old


@cdecl("_msize", "LPVOID p", widths=BOTH)
def _msize(c, p):
    """The size of a heap block malloc gave: -1 with EINVAL for NULL."""
    if not p:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    return c.vm.heap.size(p)


# -- errno ------------------------------------------------------------------------------------
def _get_cell(ucrt, read):
    def handler(c, out):
        if not out:
            # msvcrt.dll answers EINVAL and leaves errno as it was (Wine's misc.c test,
            # passed on Windows); the UCRT takes the documented invalid-parameter path.
            if ucrt:
                return (yield from invalid_parameter(c, EINVAL))
            return EINVAL
        c.vm.mem.w32(out, read(c.vm))
        return 0
    return handler


def _errno_value(vm):
    return get_errno(vm)


def _doserrno_value(vm):
    return vm.mem.u32(doserrno_cell(vm))


for _table, _ucrt in ((MSVCRT, False), (UCRTBASE, True)):
    for _name, _read, _what in (("_get_errno", _errno_value, "errno"),
                                ("_get_doserrno", _doserrno_value, "_doserrno")):
        _h = _get_cell(_ucrt, _read)
        _h.__name__ = _h.__qualname__ = _name
        _h.__doc__ = "Store %s at ``out``: 0, or EINVAL for NULL." % _what
        api(_table, _name, "LPVOID out", conv="cdecl", widths=BOTH)(_h)


@cdecl("_set_errno", "int value", widths=BOTH)
def _set_errno(c, value):
    """Set errno: 0."""
    set_errno(c.vm, value)
    return 0




@cdecl("__doserrno", widths=BOTH)
def __doserrno(c):
    """The address of _doserrno, the last operating-system error code the runtime saw."""
    return doserrno_cell(c.vm)


@cdecl("_set_doserrno", "DWORD value", widths=BOTH)
def _set_doserrno(c, value):
    """Set _doserrno: 0."""
    c.vm.mem.w32(doserrno_cell(c.vm), value)
    return 0


# -- character classes ------------------------------------------------------------------------
@cdecl("_isctype", "int ch, int mask", widths=BOTH)
def _isctype(c, ch, mask):
    """``_pctype[ch] & mask`` (the "C" locale's table; EOF and out-of-range: 0)."""
    if not -1 <= ch <= 255:
        return 0
    mem = c.vm.mem
    table = mem.uptr(c.vm.data_var(MSVCRT, "_pctype"))   # a pointer cell
    return mem.u16(table + 2 * ch) & mask if ch >= 0 else 0


_WCLASS = (
    (0x1, str.isupper), (0x2, str.islower), (0x4, lambda ch: "0" <= ch <= "9"),
    (0x8, str.isspace), (0x10, lambda ch: ch.isprintable() and not ch.isalnum()
                         and not ch.isspace()),
    (0x20, lambda ch: ord(ch) < 32 or 127 <= ord(ch) < 160),
    (0x40, lambda ch: ch == " "), (0x80, lambda ch: ch in "0123456789abcdefABCDEF"),
    (0x100, str.isalpha))


@cdecl("iswctype", "UINT ch, UINT mask", widths=BOTH)
def iswctype(c, ch, mask):
    """The classes of ``mask`` (_UPPER, _LOWER, _DIGIT, _SPACE, _PUNCT, _CONTROL, _BLANK,
    _HEX, _ALPHA) that the wide character has."""
    ch &= 0xFFFF
    if ch == WEOF:
        return 0
    text = chr(ch)
    return sum(bit for bit, pred in _WCLASS if mask & bit and pred(text))


cdecl("is_wctype", "UINT ch, UINT mask", widths=BOTH)(iswctype)


@cdecl("iswgraph", "UINT ch", widths=BOTH)
def iswgraph(c, ch):
    """Printable and not a space."""
    return iswctype(c, ch, 0x1 | 0x2 | 0x4 | 0x10 | 0x100) and 1


@cdecl("iswascii", "UINT ch", widths=BOTH)
def iswascii(c, ch):
    """Below 0x80."""
    return 1 if (ch & 0xFFFF) < 0x80 else 0


@cdecl("isleadbyte", "int ch", widths=BOTH)
def isleadbyte(c, ch):
    """A DBCS lead byte: none in the "C" locale."""
    return 0


@cdecl("_toupper", "int ch", widths=BOTH)
def _toupper(c, ch):
    """ch - 'a' + 'A' without checking (documented: for lower-case letters only)."""
    return (ch - 0x20) & 0xFFFFFFFF


@cdecl("_tolower", "int ch", widths=BOTH)
def _tolower(c, ch):
    """ch - 'A' + 'a' without checking (documented: for upper-case letters only)."""
    return (ch + 0x20) & 0xFFFFFFFF


# -- collation in the "C" locale: byte and code-unit order --------------------------------------
#: The "C" locale's case folding of bytes: A-Z only.
_LOW_C = bytes(ch + 32 if 65 <= ch <= 90 else ch for ch in range(256))


@cdecl("strcoll", "LPVOID a, LPVOID b", widths=BOTH)
def strcoll(c, a, b):
    """strcmp in the "C" locale; in a named LC_COLLATE kernel32's CompareString order
    (-1, 0, 1: crtlocale.py)."""
    x, y = c.vm.mem.cbytes(a, C_STRING), c.vm.mem.cbytes(b, C_STRING)
    r = collate(c.vm, x, y, False, False)
    return (r if r is not None else _cmp(x, y)) & 0xFFFFFFFF


@cdecl("_stricoll", "LPVOID a, LPVOID b", widths=BOTH)
def _stricoll(c, a, b):
    """_stricmp in the "C" locale (A-Z folded to lower case); in a named LC_COLLATE
    CompareString's order ignoring case."""
    x, y = c.vm.mem.cbytes(a, C_STRING), c.vm.mem.cbytes(b, C_STRING)
    r = collate(c.vm, x, y, True, False)
    if r is None:
        # the "C" locale compares the folded bytes as (signed) chars, as Wine 8's msvcrt:
        # _stricoll("\xe4", "b") < 0 while strcoll's unsigned order says > 0
        r = _cmp([b - 256 if b > 127 else b for b in x.translate(_LOW_C)],
                 [b - 256 if b > 127 else b for b in y.translate(_LOW_C)])
    return r & 0xFFFFFFFF


@cdecl("wcscoll", "LPVOID a, LPVOID b", widths=BOTH)
def wcscoll(c, a, b):
    """wcscmp in the "C" locale; in a named LC_COLLATE CompareString's order."""
    r = collate(c.vm, c.vm.mem.wstr(a), c.vm.mem.wstr(b), False, True)
    if r is not None:
        return r & 0xFFFFFFFF
    return _cmp(wunits(c.vm.mem, a), wunits(c.vm.mem, b)) & 0xFFFFFFFF


@cdecl("_wcsicoll", "LPVOID a, LPVOID b", widths=BOTH)
def _wcsicoll(c, a, b):
    """_wcsicmp in the "C" locale; in a named LC_COLLATE CompareString's order ignoring
    case."""
    r = collate(c.vm, c.vm.mem.wstr(a), c.vm.mem.wstr(b), True, True)
    if r is not None:
        return r & 0xFFFFFFFF
    x = [_lower(u) for u in wunits(c.vm.mem, a)]
    y = [_lower(u) for u in wunits(c.vm.mem, b)]
    return _cmp(x, y) & 0xFFFFFFFF


@cdecl("_strncoll", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def _strncoll(c, a, b, n):
    """strncmp in the "C" locale: at most ``n`` bytes of each."""
    return _cmp(c.vm.mem.cbytes(a, n), c.vm.mem.cbytes(b, n)) & 0xFFFFFFFF


@cdecl("_strnicoll", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def _strnicoll(c, a, b, n):
    """_strnicmp in the "C" locale (A-Z folded to lower case), at most ``n`` bytes."""
    x = c.vm.mem.cbytes(a, n).translate(_LOW_C)
    y = c.vm.mem.cbytes(b, n).translate(_LOW_C)
    return _cmp(x, y) & 0xFFFFFFFF


@cdecl("_wcsncoll", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def _wcsncoll(c, a, b, n):
    """wcsncmp in the "C" locale: at most ``n`` code units of each."""
    return _cmp(wunits(c.vm.mem, a, n), wunits(c.vm.mem, b, n)) & 0xFFFFFFFF


@cdecl("_wcsnicoll", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def _wcsnicoll(c, a, b, n):
    """_wcsnicmp in the "C" locale."""
    x = [_lower(u) for u in wunits(c.vm.mem, a, n)]
    y = [_lower(u) for u in wunits(c.vm.mem, b, n)]
    return _cmp(x, y) & 0xFFFFFFFF


@cdecl("strxfrm", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def strxfrm(c, dst, src, n):
    """The "C" locale's collation key is the string itself: copied when it fits in ``n``
    (with its NUL); the key's length either way."""
    data = c.vm.mem.cbytes(src, C_STRING)
    if dst and len(data) < n:
        c.vm.mem.write(dst, data + b"\0")
    return len(data)


@cdecl("wcsxfrm", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def wcsxfrm(c, dst, src, n):
    """The wide strxfrm."""
    units = wunits(c.vm.mem, src)
    if dst and len(units) < n:
        c.vm.mem.write_wstr(dst, _text(units))
    return len(units)


# -- msvcrt's start-up variables -----------------------------------------------------------------
# x86 msvcrt.dll's only: the x64 DLL exports no __p___argc / __p___argv / __p___wargv (64-bit
# Wine 8's has none either), so these stay 32-bit (GetProcAddress answers NULL at 64).
@cdecl("__p___argc", widths=X86ONLY)
def __p___argc(c):
    """&__argc (msvcrt.dll exports it as the UCRT does)."""
    vm = c.vm
    argc, argv = _argv(c)
    vm.mem.w32(vm.data_var(MSVCRT, "__argc"), argc)
    vm.mem.wptr(vm.data_var(MSVCRT, "__argv"), argv)      # char **: the program's width
    return vm.data_var(MSVCRT, "__argc")


@cdecl("__p___argv", widths=X86ONLY)
def __p___argv(c):
    """&__argv."""
    __p___argc(c)
    return c.vm.data_var(MSVCRT, "__argv")


@cdecl("__p___wargv", widths=X86ONLY)
def __p___wargv(c):
    """&__wargv."""
    vm = c.vm
    vm.mem.wptr(vm.data_var(MSVCRT, "__wargv"), _wargv(vm)[1])
    return vm.data_var(MSVCRT, "__wargv")


# -- Visual C++'s start-up filter ---------------------------------------------------------------
_SIGNAL_OF = {0xC0000005: 11, 0xC000001D: 4, 0xC0000096: 4, 0xC000008D: 8, 0xC000008E: 8,
              0xC000008F: 8, 0xC0000090: 8, 0xC0000091: 8, 0xC0000092: 8, 0xC0000093: 8}
_FPE_CODE = {0xC000008D: 0x82, 0xC000008E: 0x83, 0xC000008F: 0x86, 0xC0000090: 0x81,
             0xC0000091: 0x84, 0xC0000092: 0x8A, 0xC0000093: 0x85}


@cdecl("_XcptFilter", "DWORD code, LPVOID pointers", widths=BOTH)
def _XcptFilter(c, code, pointers):
    """The __except filter around Visual C++'s main: an exception with a signal
    (access violation: SIGSEGV, illegal instruction: SIGILL, floating point: SIGFPE) whose
    handler signal() installed runs it (reset to SIG_DFL first, SIGFPE's with the _FPE_
    code) and execution continues (-1); SIG_IGN continues too; anything else goes to
    UnhandledExceptionFilter."""
    vm = c.vm
    sig = _SIGNAL_OF.get(code)
    handler = vm.crt.signals.get(sig, 0) if sig else 0
    if handler == 1:                                  # SIG_IGN
        return 0xFFFFFFFF
    if not handler:
        return (yield from UnhandledExceptionFilter(c, pointers))
    cell = xcptinfo_cell(vm)
    saved = vm.mem.uptr(cell)
    vm.mem.wptr(cell, pointers)                       # what __pxcptinfoptrs answers
    if sig == 8:
        yield GuestCall(handler, (sig, _FPE_CODE[code]), "cdecl")
    else:
        vm.crt.signals[sig] = 0
        yield GuestCall(handler, (sig,), "cdecl")
    vm.mem.wptr(cell, saved)
    return 0xFFFFFFFF                                 # EXCEPTION_CONTINUE_EXECUTION


__all__ = ["vprintf", "div", "_XcptFilter"]


# -- C95's restartable conversions in the "C" locale (no shift states) -----------------------
@cdecl("mbsinit", "LPVOID state", widths=BOTH)
def mbsinit(c, state):
    """Non-zero for the initial conversion state (NULL, or an mbstate_t of 0)."""
    return 1 if not state or c.vm.mem.u32(state) == 0 else 0


@cdecl("btowc", "int ch", widths=BOTH)
def btowc(c, ch):
    """The wide character of a single byte; WEOF for EOF."""
    return WEOF if ch == -1 else ch & 0xFF


@cdecl("wctob", "UINT ch", widths=BOTH)
def wctob(c, ch):
    """The single byte of a wide character; EOF above 0xFF."""
    ch &= 0xFFFF
    return ch if ch <= 0xFF else 0xFFFFFFFF


@cdecl("mbrtowc", "LPVOID out, LPVOID s, SIZE_T n, LPVOID state", widths=BOTH)
def mbrtowc(c, out, s, n, state):
    """One multibyte character to wide: 1, 0 for the NUL, (size_t)-2 when ``n`` is 0 (an
    incomplete character); NULL ``s`` resets the state (0)."""
    mem = c.vm.mem
    if not s:
        return 0
    if not n:
        return 0xFFFFFFFE
    b = mem.read(s, 1)[0]
    if out:
        mem.w16(out, b)
    return 1 if b else 0


@cdecl("mbrlen", "LPVOID s, SIZE_T n, LPVOID state", widths=BOTH)
def mbrlen(c, s, n, state):
    """mbrtowc without storing: the bytes of the next character."""
    return mbrtowc(c, 0, s, n, state)


@cdecl("wcrtomb", "LPVOID out, UINT ch, LPVOID state", widths=BOTH)
def wcrtomb(c, out, ch, state):
    """A wide character as multibyte: 1, or (size_t)-1 with EILSEQ above 0xFF; NULL
    ``out``: 1 (the reset sequence is one NUL)."""
    ch &= 0xFFFF
    if not out:
        return 1
    if ch > 0xFF:
        set_errno(c.vm, 42)
        return 0xFFFFFFFF
    c.vm.mem.write(out, bytes((ch,)))
    return 1


@cdecl("mbsrtowcs", "LPVOID out, LPVOID src, SIZE_T n, LPVOID state", widths=BOTH)
def mbsrtowcs(c, out, src, n, state):
    """Convert the string ``*src`` points to: the wide characters written (no NUL); ``*src``
    becomes NULL when the NUL was reached, or points past the last byte converted."""
    mem = c.vm.mem
    if not src:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    s = mem.uptr(src)               # ``src`` is a pointer to the string pointer
    data = mem.cbytes(s, C_STRING)
    if not out:
        return len(data)
    k = min(n, len(data))
    if k:
        mem.write(out, array_bytes("WCHAR", data[:k]))
    if k < n:
        mem.w16(out + 2 * k, 0)
        mem.wptr(src, 0)
    else:
        mem.wptr(src, s + k)
    return k


@cdecl("wcsrtombs", "LPVOID out, LPVOID src, SIZE_T n, LPVOID state", widths=BOTH)
def wcsrtombs(c, out, src, n, state):
    """Convert the wide string ``*src`` points to: the bytes written (no NUL), or (size_t)-1
    with EILSEQ above 0xFF; ``*src`` as mbsrtowcs leaves it."""
    mem = c.vm.mem
    if not src:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    s = mem.uptr(src)               # ``src`` is a pointer to the string pointer
    units = wunits(mem, s)
    limit = len(units) if not out else min(n, len(units))
    for i, u in enumerate(units[:limit]):
        if u > 0xFF:
            set_errno(c.vm, 42)
            if out:
                mem.wptr(src, s + 2 * i)
            return 0xFFFFFFFF
    if not out:
        return len(units)
    mem.write(out, bytes(units[:limit]))
    if limit < n:
        mem.write(out + limit, b"\0")
        mem.wptr(src, 0)
    else:
        mem.wptr(src, s + 2 * limit)
    return limit


@api(UCRTBASE, "mbrtowc", "LPVOID out, LPVOID s, SIZE_T n, LPVOID state", conv="cdecl",
     widths=BOTH)
def mbrtowc_ucrt(c, out, s, n, state):
    """The UCRT's mbrtowc: as msvcrt's, but an empty input (``n`` 0) converts nothing and
    answers 0, not (size_t)-2 (what Windows' UCRT does, as Wine models it)."""
    if s and not n:
        return 0
    return mbrtowc(c, out, s, n, state)


@api(UCRTBASE, "mbrlen", "LPVOID s, SIZE_T n, LPVOID state", conv="cdecl", widths=BOTH)
def mbrlen_ucrt(c, s, n, state):
    """The UCRT's mbrlen (its mbrtowc without storing)."""
    return mbrtowc_ucrt(c, 0, s, n, state)


# -- _ftime, _wstrdate, _wstrtime ------------------------------------------------------------
TIMEB32 = cstruct("CRT_TIMEB32", "LONG time; WORD millitm; SHORT timezone; SHORT dstflag")
TIMEB64 = cstruct("CRT_TIMEB64", "LONGLONG time; WORD millitm; SHORT timezone; SHORT dstflag")


def _ftime(stype):
    def handler(c, out):
        vm = c.vm
        if not out:
            return (yield from invalid_parameter(c, EINVAL))     # _ftime_s's EINVAL
        ms = vm.clock.now_ms()
        # the guest's zone (kernel/timezone.py): UTC+0 without daylight time
        stype.write(vm.mem, out, time=EPOCH_UNIX + ms // 1000, millitm=ms % 1000,
                    timezone=0, dstflag=0)
        return 0
    handler.__doc__ = ("The time now (seconds since 1970 and milliseconds) with the zone's "
                       "bias in minutes and its daylight flag.")
    return handler


for _name, _stype in (("_ftime32", TIMEB32), ("_ftime64", TIMEB64), ("_ftime32_s", TIMEB32),
                      ("_ftime64_s", TIMEB64)):
    cdecl(_name, "LPVOID out", widths=BOTH)(_ftime(_stype))
# the plain names fill the program's struct _timeb: x86 msvcrt's 32-bit time, x64's 64-bit
for _name in ("_ftime", "_ftime_s"):
    cdecl(_name, "LPVOID out", widths=BOTH)(by_width(_ftime(TIMEB32), _ftime(TIMEB64)))


@cdecl("_wstrdate", "LPVOID buf", widths=BOTH)
def _wstrdate(c, buf):
    """Today's date as MM/dd/yy, wide."""
    c.vm.mem.write_wstr(buf, _now_local(c.vm).strftime("%m/%d/%y"))
    return buf


@cdecl("_wstrtime", "LPVOID buf", widths=BOTH)
def _wstrtime(c, buf):
    """The time now as HH:mm:ss, wide."""
    c.vm.mem.write_wstr(buf, _now_local(c.vm).strftime("%H:%M:%S"))
    return buf


# -- direct console output (conio.h): the console is the guest's output log -------------------
@cdecl("_cputs", "LPCSTR s", widths=BOTH)
def _cputs(c, s):
    """Write a string to the console: 0, or -1 with EINVAL for NULL."""
    if s is None:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    emit(c.vm, 1, s)
    return 0


@cdecl("_cputws", "LPCWSTR s", widths=BOTH)
def _cputws(c, s):
    """The wide _cputs."""
    if s is None:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    emit(c.vm, 1, s)
    return 0


@cdecl("_putch", "int ch", widths=BOTH)
def _putch(c, ch):
    """Write a character to the console: it."""
    emit_bytes(c.vm, 1, (ch & 0xFF,))
    return ch & 0xFF


@cdecl("_putwch", "UINT ch", widths=BOTH)
def _putwch(c, ch):
    """Write a wide character to the console: it."""
    emit(c.vm, 1, chr(ch & 0xFFFF))
    return ch & 0xFFFF


def _cprint(wide, varargs):
    def handler(c, fmt, va):
        text = msvcrt_format(c.vm, fmt, va, wide)
        emit(c.vm, 1, text)
        return len(text)
    handler.__doc__ = "printf to the console: the characters written."
    return handler


cdecl("_cprintf", "LPVOID fmt, ...", widths=BOTH)(_cprint(False, True))
cdecl("_cwprintf", "LPVOID fmt, ...", widths=BOTH)(_cprint(True, True))
cdecl("_vcprintf", "LPVOID fmt, LPVOID va", widths=BOTH)(_cprint(False, False))
cdecl("_vcwprintf", "LPVOID fmt, LPVOID va", widths=BOTH)(_cprint(True, False))
