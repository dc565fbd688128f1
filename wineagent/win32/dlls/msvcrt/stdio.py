"""MSVCRT's stream functions beyond fopen's basics: buffering (setvbuf, setbuf), the
descriptor behind a stream (_fileno, _fdopen), the other ways to open one (_fsopen,
_wfopen, _wfsopen, fopen_s, _wfopen_s, tmpfile, tmpfile_s), positions (fgetpos, fsetpos,
_fseeki64, _ftelli64), wide-character I/O (fgetwc, fputwc, ungetwc, fgetws, fputws and
their aliases) and the printf family's counting and wide forms (_scprintf, _vscprintf,
_scwprintf, _vscwprintf, _snwprintf, _vsnwprintf, swprintf, wprintf, fwprintf...).

A stream on a file keeps its bytes in the buffer setvbuf chooses (streambuf.py): the
FILE's ``_base``, ``_bufsiz`` and ``_flag``'s _IONBF / _IOMYBUF / _USERBUF bits as msvcrt
sets them. Streams over pipes and in the wide modes write through (``CrtStream``,
kernel/files.py); setvbuf keeps their fields all the same.
"""

import os
import struct

from ....abi.api import BOTH, Ret64, api
from ...core.crt import EINVAL, cdecl, get_errno, invalid_parameter, msvcrt_format, set_errno
from ...kernel.console import emit
from ...kernel.files import _is_console, _stream, ConsoleObject, file_size, file_view
from ...kernel.crypto import gen_random
from ...kernel.fileio import PipeEnd
from ...kernel.process import CURRENT_PID
from ...kernel.vfs import VfsError
from ...kernel.crtpipe import ensure_ready, pipe_source, wait_ready
from .io import (_O_BINARY, _O_TEXT, _O_U8TEXT, _O_WTEXT, _SH_DENYNO, _SHARE, _O_U16TEXT,
                    fd_entry, open_fd)
from .files import (_IOREAD, _IORW, _IOWRT, attach_stream, fclose, on_pipe, open_stream,
                    parse_mode, split_ccs)
from ...core.dllnames import UCRTBASE
from .crtlocale import narrow_units, wide_units
from .streambuf import BufferedStream
from ....abi.structs import array_bytes


_IOFBF, _IOLBF, _IONBF = 0x0, 0x40, 0x4
_IOMYBUF, _USERBUF = 0x8, 0x100
WEOF = 0xFFFF
EILSEQ = 42
_INT_MAX = 0x7FFFFFFF
_TMP_MAX = 32767


def _iob(vm):
    return vm.data_var("msvcrt.dll", "_iob")


def _std_fd(vm, fp):
    """The descriptor of a standard stream (0-2), or None."""
    return (fp - _iob(vm)) // file_size(vm) if _is_console(vm, fp) else None


# -- buffering ---------------------------------------------------------------------------
@cdecl("setvbuf", "LPVOID fp, LPVOID buf, int mode, SIZE_T size", widths=BOTH)
def setvbuf(c, fp, buf, mode, size):
    """Choose a stream's buffering: _IONBF (none), _IOFBF or _IOLBF (which Windows
    documents as _IOFBF) with the caller's buffer or one of ``size`` bytes allocated;
    0, or -1 with EINVAL for a NULL stream, a bad mode, or a size outside 2..INT_MAX."""
    vm = c.vm
    if not fp or mode not in (_IOFBF, _IOLBF, _IONBF) or \
            (mode != _IONBF and not 2 <= size <= _INT_MAX):
        yield from invalid_parameter(c, EINVAL)
        return -1
    s = _stream(vm, fp)
    if isinstance(s, BufferedStream):
        s.flush()                       # what the old buffer holds reaches the file first
    view = file_view(vm, fp)
    flag = view._flag
    if flag & _IOMYBUF:
        vm.heap.free(view._base)
    flag &= ~(_IONBF | _IOMYBUF | _USERBUF)
    view._cnt = 0                                       # nothing buffered
    if mode == _IONBF:
        base, bufsiz, flag = view.ptr("_charbuf"), 2, flag | _IONBF   # the one-character _charbuf
    elif buf:
        base, bufsiz, flag = buf, size, flag | _USERBUF
    else:
        base = vm.heap.alloc(size)
        if not base:
            view._bufsiz = 0
            view._flag = flag
            return -1
        bufsiz, flag = size, flag | _IOMYBUF
    view._ptr = base
    view._base = base
    view._flag = flag
    view._bufsiz = bufsiz
    return 0


@cdecl("setbuf", "LPVOID fp, LPVOID buf", widths=BOTH)
def setbuf(c, fp, buf):
    """setvbuf(fp, buf, buf ? _IOFBF : _IONBF, BUFSIZ) (documented)."""
    yield from setvbuf(c, fp, buf, _IOFBF if buf else _IONBF, 512)


# -- streams and descriptors ------------------------------------------------------------
@cdecl("__iob_func", widths=BOTH)
def __iob_func(c):
    """&_iob[0]: stdin, stdout and stderr, as the old headers reach them."""
    return _iob(c.vm)


cdecl("__p__iob", widths=BOTH)(__iob_func)


@cdecl("_fileno", "LPVOID fp", widths=BOTH)
def _fileno(c, fp):
    """The descriptor under a stream; -1 with EINVAL for NULL."""
    vm = c.vm
    if not fp:
        yield from invalid_parameter(c, EINVAL)
        return -1
    s = _stream(vm, fp)
    if s is not None:
        return s.fd if s.fd is not None else file_view(vm, fp)._file
    return file_view(vm, fp)._file      # the standard streams' _file: 0, 1, 2


def _fdopen_body(c, fd, mode, name):
    vm = c.vm
    # The mode's "t", "b" and ``ccs=`` are checked and otherwise left: translation is
    # the descriptor's (_read, _write), which keeps the mode it was opened with or that
    # _setmode gave it (msvcrt.dll's _fdopen only sets the stream's flags; Wine 8 too).
    mode, enc = split_ccs(mode or "")
    parsed = parse_mode(mode, name)
    entry = fd_entry(vm, fd)
    if parsed is None or entry is None or enc == "":
        yield from invalid_parameter(c, EINVAL)
        return 0
    kind, plus, _text, _temporary, _exclusive = parsed
    obj = vm.handles.get(entry[0])
    if isinstance(obj, ConsoleObject):
        # A standard descriptor: its standard stream is the FILE a program gets back.
        if 0 <= fd <= 2:
            return _iob(vm) + fd * file_size(vm)
    flag = _IORW if plus else _IOREAD if kind == "r" else _IOWRT
    if isinstance(obj, PipeEnd):
        # a stream over a _pipe descriptor (kernel/crtpipe.py): reads wait for the data
        return attach_stream(vm, pipe_source(vm, obj), fd, entry[1] == _O_TEXT, flag)
    if kind == "a":
        obj.seek(0, os.SEEK_END)
        obj.append = True
    return attach_stream(vm, obj, fd, entry[1] == _O_TEXT, flag)


@cdecl("_fdopen", "int fd, LPCSTR mode", widths=BOTH)
def _fdopen(c, fd, mode):
    """A stream on an open descriptor (the stream's fclose closes the descriptor)."""
    return (yield from _fdopen_body(c, fd, mode, "_fdopen"))


@cdecl("_wfdopen", "int fd, LPCWSTR mode", widths=BOTH)
def _wfdopen(c, fd, mode):
    """The wide _fdopen."""
    return (yield from _fdopen_body(c, fd, mode, "_wfdopen"))


def _fsopen(name):
    def handler(c, path, mode, shflag):
        if shflag not in _SHARE or not path or not mode:
            yield from invalid_parameter(c, EINVAL)
            return 0
        return open_stream(c.vm, path, mode, _SHARE[shflag], name)
    handler.__doc__ = "fopen with a share mode (_SH_DENYRW/WR/RD/NO): the FILE* or NULL."
    return handler


cdecl("_fsopen", "LPCSTR path, LPCSTR mode, int shflag", widths=BOTH)(_fsopen("_fsopen"))
cdecl("_wfsopen", "LPCWSTR path, LPCWSTR mode, int shflag", widths=BOTH)(
    _fsopen("_wfsopen"))


@cdecl("_wfopen", "LPCWSTR path, LPCWSTR mode", widths=BOTH)
def _wfopen(c, path, mode):
    """The wide fopen."""
    if not path or not mode:
        yield from invalid_parameter(c, EINVAL)
        return 0
    return open_stream(c.vm, path, mode, None, "_wfopen")


def _fopen_s(name):
    def handler(c, out, path, mode):
        vm = c.vm
        if not out or not path or not mode:
            return (yield from invalid_parameter(c, EINVAL))
        fp = open_stream(vm, path, mode, _SHARE[_SH_DENYNO], name)
        vm.mem.wptr(out, fp)                     # a FILE ** cell: the program's width
        return 0 if fp else get_errno(vm)
    handler.__doc__ = "fopen storing the FILE* at ``out``: 0 or the errno value."
    return handler


cdecl("fopen_s", "LPVOID out, LPCSTR path, LPCSTR mode", widths=BOTH)(_fopen_s("fopen_s"))
cdecl("_wfopen_s", "LPVOID out, LPCWSTR path, LPCWSTR mode", widths=BOTH)(_fopen_s("_wfopen_s"))


def temp_name(vm, kind):
    """The next candidate of msvcrt's temporary names: ``\\`` + ``kind`` ("s" for tmpnam,
    "t" for tmpfile) + the process id in base 32 + "." + a counter in base 32; the
    first name has no counter (it ends with the dot, as msvcrt's first tmpnam does)."""
    n = vm.crt.temp_names[kind]
    vm.crt.temp_names[kind] = n + 1
    return "\\%s%s.%s" % (kind, _base32(CURRENT_PID), _base32(n) if n else "")


def _tmpfile(c):
    """A new temporary file in the root of the drive, deleted when closed (_O_TEMPORARY),
    named as msvcrt names them (``\\t<pid>.<n>``)."""
    vm = c.vm
    for _ in range(_TMP_MAX):
        name = temp_name(vm, "t")
        fd = yield from open_fd(c, name, 0x2 | 0x100 | 0x400 | 0x40 | _O_BINARY,
                                _SH_DENYNO, 0x180)
        if fd >= 0:
            fp = attach_stream(vm, vm.handles.get(vm.crt.fds[fd][0]), fd, False, _IORW)
            # msvcrt keeps the name in the FILE's _tmpfname (a copy of its own, freed
            # by fclose): _rmtmp knows tmpfile's streams by it
            cell = vm.heap.alloc(len(name) + 1)
            vm.mem.write_cstr(cell, name)
            file_view(vm, fp)._tmpfname = cell
            return fp
        if get_errno(vm) != 17:
            return 0
    return 0


def _free_name(vm, prefix, wide):
    """tmpnam's search: the first name (under ``prefix``) no file has."""
    for _ in range(_TMP_MAX):
        name = prefix + temp_name(vm, "s")[1:]
        try:
            _parts, host = vm.vfs.resolve(name)
        except VfsError:
            return name
        if not os.path.exists(host):
            return name
    return None


def _tmpnam(wide, ucrt):
    def handler(c, buf):
        vm = c.vm
        # msvcrt names a file in the root of the current drive; the UCRT in the folder
        # GetTempPath gives (documented), made on demand as GetTempPath makes it
        if ucrt:
            vm.vfs.ensure_dir("C:\\TEMP")
        name = _free_name(vm, "C:\\TEMP\\" if ucrt else "\\", wide)
        if name is None:
            return 0
        if not buf:
            key = ("wtmpnam" if wide else "tmpnam") + ("_ucrt" if ucrt else "")
            cells = vm.crt.time_cells
            if key not in cells:
                cells[key] = vm.alloc_data(260 * (2 if wide else 1))
            buf = cells[key]
        (vm.mem.write_wstr if wide else vm.mem.write_cstr)(buf, name)
        return buf
    handler.__doc__ = ("A file name no file has yet (%s), in ``buf`` or a static buffer."
                       % ("the temporary folder" if ucrt else "the drive's root"))
    return handler


cdecl("tmpnam", "LPVOID buf", widths=BOTH)(_tmpnam(False, False))
cdecl("_wtmpnam", "LPVOID buf", widths=BOTH)(_tmpnam(True, False))
api(UCRTBASE, "tmpnam", "LPVOID buf", conv="cdecl", widths=BOTH)(
    _tmpnam(False, True))
api(UCRTBASE, "_wtmpnam", "LPVOID buf", conv="cdecl", widths=BOTH)(
    _tmpnam(True, True))


def _base32(n):
    digits = "0123456789abcdefghijklmnopqrstuv"
    out = ""
    while True:
        out = digits[n % 32] + out
        n //= 32
        if not n:
            return out


@cdecl("tmpfile", widths=BOTH)
def tmpfile(c):
    """A temporary binary stream ("w+b"), deleted when closed; NULL with errno."""
    return (yield from _tmpfile(c))


@cdecl("_rmtmp", widths=BOTH)
def _rmtmp(c):
    """Close the streams tmpfile opened (their files go with them): how many."""
    vm = c.vm
    count = 0
    for fp in sorted(vm.crt.streams):
        if file_view(vm, fp)._tmpfname:
            fclose(c, fp)
            count += 1
    return count


@cdecl("tmpfile_s", "LPVOID out", widths=BOTH)
def tmpfile_s(c, out):
    """tmpfile storing the FILE* at ``out``: 0 or the errno value."""
    if not out:
        return (yield from invalid_parameter(c, EINVAL))
    fp = yield from _tmpfile(c)
    c.vm.mem.wptr(out, fp)                       # a FILE ** cell: the program's width
    return 0 if fp else get_errno(c.vm)


# -- positions ---------------------------------------------------------------------------
def _tell(vm, fp):
    s = _stream(vm, fp)
    if s is None or on_pipe(s):         # a pipe has no position
        return None
    return s.position()                 # None: the descriptor failed (errno set)


def _seek(vm, fp, pos, whence):
    s = _stream(vm, fp)
    if on_pipe(s):
        set_errno(vm, EINVAL)           # a pipe has no position (_lseek fails)
        return -1
    if isinstance(s, BufferedStream):
        return s.seek(pos, whence)
    base = {0: 0, 1: s.position(), 2: s.file.size()}[whence]
    if base + pos < 0:
        set_errno(vm, EINVAL)
        return -1
    s.file.seek(base + pos)
    s.forget_pushed()
    s.eof = False
    return 0


@cdecl("fgetpos", "LPVOID fp, LPVOID pos", widths=BOTH)
def fgetpos(c, fp, pos):
    """Store the stream's position (an fpos_t, 64-bit) at ``pos``: 0 or -1."""
    vm = c.vm
    if not fp or not pos:
        yield from invalid_parameter(c, EINVAL)
        return -1
    t = _tell(vm, fp)
    if t is None:
        set_errno(vm, EINVAL if not _is_console(vm, fp) else 9)
        vm.mem.write(pos, struct.pack("<q", -1))
        return -1
    vm.mem.write(pos, struct.pack("<q", t))
    return 0


@cdecl("fsetpos", "LPVOID fp, LPVOID pos", widths=BOTH)
def fsetpos(c, fp, pos):
    """Go back to a position fgetpos stored; clears end-of-file and pushed-back
    characters: 0 or -1."""
    vm = c.vm
    if not fp or not pos:
        yield from invalid_parameter(c, EINVAL)
        return -1
    if _stream(vm, fp) is None:
        set_errno(vm, 9)
        return -1
    return _seek(vm, fp, struct.unpack("<q", vm.mem.read(pos, 8))[0], 0)


# an __int64 takes two stack slots in a 32-bit program, one register in a 64-bit one
@cdecl("_fseeki64", "LPVOID fp, __int64 offset, int whence", widths=BOTH)
def _fseeki64(c, fp, offset, whence):
    """fseek with a 64-bit offset: 0 or -1."""
    vm = c.vm
    if not fp or whence not in (0, 1, 2):
        yield from invalid_parameter(c, EINVAL)
        return -1
    if _stream(vm, fp) is None:
        set_errno(vm, EINVAL)
        return -1
    return _seek(vm, fp, offset, whence)


@cdecl("_ftelli64", "LPVOID fp", widths=BOTH)
def _ftelli64(c, fp):
    """ftell as a 64-bit value; -1 with EINVAL."""
    t = _tell(c.vm, fp)
    if t is None:
        set_errno(c.vm, EINVAL)
        t = -1
    return Ret64(t & 0xFFFFFFFFFFFFFFFF)


# -- wide-character stream I/O ----------------------------------------------------------------
def stream_mode(vm, fp):
    """The translation mode of the stream's descriptor."""
    s = _stream(vm, fp)
    fd = s.fd if s is not None and s.fd is not None else _std_fd(vm, fp)   # stdin's: 0
    entry = fd_entry(vm, fd) if fd is not None else None
    return entry[1] if entry is not None else _O_TEXT


def _wide_wait(vm, fp):
    """How a wide read of stream ``fp`` counts a pipe's bytes (crtpipe.must_wait): UTF-16
    units, UTF-8 characters or bytes, CR LF as one unless binary."""
    mode = stream_mode(vm, fp)
    encoding = ("utf-8" if mode == _O_U8TEXT else None if mode == _O_TEXT else "utf-16")
    return {"encoding": encoding, "text": mode != _O_BINARY}


def _wide_mode(mode):
    return mode in (_O_WTEXT, _O_U16TEXT, _O_U8TEXT)


def put_wchar(vm, fp, ch):
    """fputwc's work: the character written, or WEOF (EILSEQ: not in the "C" locale's
    single-byte range of a text stream)."""
    mode = stream_mode(vm, fp)
    s = _stream(vm, fp)
    if s is None:
        if not _is_console(vm, fp):
            set_errno(vm, EINVAL)
            return WEOF
        if mode == _O_TEXT and ch > 0xFF:
            set_errno(vm, EILSEQ)
            return WEOF
        emit(vm, fp, chr(ch))
        return ch
    if mode == _O_TEXT:
        # msvcrt converts through wctomb: the "C" locale has the bytes 0-255 only, a
        # named LC_CTYPE its code page's
        b = narrow_units(vm, [ch])[0]
        if b > 0xFF:
            set_errno(vm, EILSEQ)
            return WEOF
        return ch if s.write_bytes(bytes((b,))) else WEOF
    if isinstance(s, BufferedStream):
        # the buffer holds the UTF-16 unit (binary: the wchar_t's bytes); _write
        # translates a wide mode's when it is flushed
        return ch if s.write_bytes(struct.pack("<H", ch)) else WEOF
    if mode == _O_U8TEXT:
        data = ("\r\n" if ch == 10 else chr(ch)).encode("utf-8", "surrogatepass")
    elif mode == _O_BINARY:
        data = struct.pack("<H", ch)          # the two bytes of the wchar_t, untranslated
    else:
        data = ("\r\n" if ch == 10 else chr(ch)).encode("utf-16-le", "surrogatepass")
    s.first_io()
    if not s.file.writable:
        s.error = True
        return WEOF
    s.file.write(data)
    return ch


def get_wchar(vm, fp):
    """fgetwc's work: the next character, or WEOF at the end."""
    s = _stream(vm, fp)
    if s is None:
        return WEOF               # console stdin is always at its end
    mode = stream_mode(vm, fp)
    if mode == _O_TEXT:
        b = s.read(1)
        return wide_units(vm, b)[0] if b else WEOF      # mbtowc: LC_CTYPE's code page
    if isinstance(s, BufferedStream):
        # the buffer holds what _read stored: UTF-16 units (translated already in a
        # wide mode), or a binary stream's bytes
        raw = s.read(2)
        return struct.unpack("<H", raw)[0] if len(raw) == 2 else WEOF
    if mode == _O_U8TEXT:
        raw = s.read(1)
        if not raw:
            return WEOF
        need = 1 if raw[0] < 0xC0 else 2 if raw[0] < 0xE0 else 3 if raw[0] < 0xF0 else 4
        raw += s.read(need - 1)
        text = raw.decode("utf-8", "replace")
    else:
        raw = s.read(2)
        if len(raw) < 2:
            return WEOF
        text = chr(struct.unpack("<H", raw)[0])
    ch = ord(text[0])
    if mode != _O_BINARY and ch == 13:      # the wide text modes read \r\n as \n
        nxt = s.read(2 if mode != _O_U8TEXT else 1)
        if nxt in (b"\n\0", b"\n"):
            return 10
        for b in reversed(nxt):
            s.unget(b)
    return ch


@cdecl("fputwc", "UINT ch, LPVOID fp", widths=BOTH)
def fputwc(c, ch, fp):
    """Write a wide character (translated as the stream's mode says): it, or WEOF."""
    if not fp:
        yield from invalid_parameter(c, EINVAL)
        return WEOF
    return put_wchar(c.vm, fp, ch & 0xFFFF)


cdecl("putwc", "UINT ch, LPVOID fp", widths=BOTH)(fputwc)


@cdecl("_fputwchar", "UINT ch", widths=BOTH)
def _fputwchar(c, ch):
    """fputwc to stdout."""
    return put_wchar(c.vm, _iob(c.vm) + file_size(c.vm), ch & 0xFFFF)


cdecl("putwchar", "UINT ch", widths=BOTH)(_fputwchar)


@cdecl("fgetwc", "LPVOID fp", widths=BOTH)
def fgetwc(c, fp):
    """Read a wide character: it, or WEOF at the end of the file."""
    if not fp:
        yield from invalid_parameter(c, EINVAL)
        return WEOF
    s = _stream(c.vm, fp)
    if s is not None:
        yield from wait_ready(c.vm, s, 1, **_wide_wait(c.vm, fp))
    return get_wchar(c.vm, fp)


cdecl("getwc", "LPVOID fp", widths=BOTH)(fgetwc)


@cdecl("_fgetwchar", widths=BOTH)
def _fgetwchar(c):
    """fgetwc from stdin (at its end when it is the console)."""
    vm = c.vm
    s = _stream(vm, _iob(vm))
    if s is not None:
        ensure_ready(vm, s, 1, **_wide_wait(vm, _iob(vm)))
    return get_wchar(vm, _iob(vm))


cdecl("getwchar", widths=BOTH)(_fgetwchar)


@cdecl("ungetwc", "UINT ch, LPVOID fp", widths=BOTH)
def ungetwc(c, ch, fp):
    """Push a wide character back (as the bytes it was read from): it, or WEOF."""
    vm = c.vm
    ch &= 0xFFFF
    s = _stream(vm, fp)
    if ch == WEOF or s is None or not s.readable:
        return WEOF
    mode = stream_mode(vm, fp)
    if mode == _O_TEXT:
        if ch > 0xFF:
            return WEOF
        data = bytes((ch,))
    elif mode == _O_U8TEXT:
        data = chr(ch).encode("utf-8", "surrogatepass")
    else:
        data = struct.pack("<H", ch)
    for b in reversed(data):
        if not s.unget(b):
            return WEOF
    return ch


@cdecl("fgetws", "LPVOID buf, int n, LPVOID fp", widths=BOTH)
def fgetws(c, buf, n, fp):
    """Read wide characters up to and including a newline, at most n - 1: ``buf``, or
    NULL at the end of the file with nothing read."""
    vm = c.vm
    if not buf or n <= 0 or not fp:
        yield from invalid_parameter(c, EINVAL)
        return 0
    s = _stream(vm, fp)
    if s is not None:
        yield from wait_ready(vm, s, n - 1, newline=True, **_wide_wait(vm, fp))
    out = []
    while len(out) < n - 1:
        ch = get_wchar(vm, fp)
        if ch == WEOF:
            break
        out.append(ch)
        if ch == 10:
            break
    if not out:
        return 0
    vm.mem.write(buf, array_bytes("WCHAR", list(out) + [0]))
    return buf


@cdecl("_getws", "LPVOID buf", widths=BOTH)
def _getws(c, buf):
    """The wide gets: a line of stdin as wide characters into ``buf`` without its
    newline; ``buf``, or NULL at the end of the input with nothing read."""
    vm = c.vm
    fp = _iob(vm)
    s = _stream(vm, fp)
    if s is None or not buf:
        return 0
    yield from wait_ready(vm, s, 1 << 20, newline=True, **_wide_wait(vm, fp))
    out = []
    while True:
        ch = get_wchar(vm, fp)
        if ch == WEOF or ch == 10:
            break
        out.append(ch)
    if not out and ch == WEOF:
        return 0
    vm.mem.write(buf, array_bytes("WCHAR", out + [0]))
    return buf


@cdecl("fputws", "LPCWSTR s, LPVOID fp", widths=BOTH)
def fputws(c, s, fp):
    """Write a wide string: 0, or WEOF when a character cannot be written."""
    if s is None or not fp:
        yield from invalid_parameter(c, EINVAL)
        return WEOF
    data = s.encode("utf-16-le", "surrogatepass")
    units = [u for (u,) in struct.iter_unpack("<H", data)]
    for u in units:
        if put_wchar(c.vm, fp, u) == WEOF:
            return WEOF
    return 0


@cdecl("_putws", "LPCWSTR s", widths=BOTH)
def _putws(c, s):
    """Write a wide string and a newline to stdout: 0, or WEOF."""
    out = _iob(c.vm) + file_size(c.vm)
    for ch in (s or "") + "\n":
        if put_wchar(c.vm, out, ord(ch)) == WEOF:
            return WEOF
    return 0


# -- printf: counting and wide forms ------------------------------------------------------
def _format(vm, fmt, va, wide):
    return msvcrt_format(vm, fmt, va, wide)


def _count(wide):
    def handler(c, fmt, va):
        if not fmt:
            yield from invalid_parameter(c, EINVAL)
            return -1
        text = _format(c.vm, fmt, va, wide)
        return len(text.encode("utf-16-le")) // 2 if wide else len(text.encode("cp1252", "replace"))
    handler.__doc__ = "The characters printf would write (no NUL): -1 for a NULL format."
    return handler


for _name, _wide, _var in (("_scprintf", False, True), ("_vscprintf", False, False),
                           ("_scwprintf", True, True), ("_vscwprintf", True, False)):
    cdecl(_name, "LPVOID fmt, " + ("..." if _var else "LPVOID va"), widths=BOTH)(
        _count(_wide))


def _snwprintf_body(mem, buf, n, text):
    """msvcrt's _snwprintf: no NUL and -1 when the text does not fit; the length (and
    no NUL) when it fits exactly."""
    data = text.encode("utf-16-le", "surrogatepass")
    chars = len(data) // 2
    if chars > n:
        mem.write(buf, data[:2 * n])
        return -1
    mem.write(buf, data + (b"\0\0" if chars < n else b""))
    return chars


def _snw(var):
    def handler(c, buf, n, fmt, va):
        mem = c.vm.mem
        if not fmt or (not buf and n):
            yield from invalid_parameter(c, EINVAL)
            return -1
        return _snwprintf_body(mem, buf, n, _format(c.vm, fmt, va, True))
    handler.__doc__ = "Wide printf into at most ``n`` characters (_snprintf's rules)."
    return handler


cdecl("_snwprintf", "LPVOID buf, SIZE_T n, LPVOID fmt, ...", widths=BOTH)(_snw(True))
cdecl("_vsnwprintf", "LPVOID buf, SIZE_T n, LPVOID fmt, LPVOID va", widths=BOTH)(
    _snw(False))


def _sw(var):
    def handler(c, buf, fmt, va):
        mem = c.vm.mem
        if not buf or not fmt:
            yield from invalid_parameter(c, EINVAL)
            return -1
        text = _format(c.vm, fmt, va, True)
        data = text.encode("utf-16-le", "surrogatepass")
        mem.write(buf, data + b"\0\0")
        return len(data) // 2
    handler.__doc__ = "Wide sprintf (msvcrt's swprintf has no count): the length."
    return handler


for _name, _var in (("swprintf", True), ("_swprintf", True), ("vswprintf", False),
                    ("_vswprintf", False)):
    cdecl(_name, "LPVOID buf, LPVOID fmt, " + ("..." if _var else "LPVOID va"),
          widths=BOTH)(_sw(_var))


def _put_text(vm, fp, text):
    data = text.encode("utf-16-le", "surrogatepass")
    for (u,) in struct.iter_unpack("<H", data):
        if put_wchar(vm, fp, u) == WEOF:
            return -1
    return len(data) // 2


def _wprint(to_stdout, var):
    if to_stdout:
        def handler(c, fmt, va):
            if not fmt:
                yield from invalid_parameter(c, EINVAL)
                return -1
            vm = c.vm
            return _put_text(vm, _iob(vm) + file_size(vm), _format(vm, fmt, va, True))
    else:
        def handler(c, fp, fmt, va):
            if not fmt or not fp:
                yield from invalid_parameter(c, EINVAL)
                return -1
            return _put_text(c.vm, fp, _format(c.vm, fmt, va, True))
    handler.__doc__ = "Wide printf to %s: the characters written, or -1." % (
        "stdout" if to_stdout else "a stream")
    return handler


cdecl("wprintf", "LPVOID fmt, ...", widths=BOTH)(_wprint(True, True))
cdecl("vwprintf", "LPVOID fmt, LPVOID va", widths=BOTH)(_wprint(True, False))
cdecl("fwprintf", "LPVOID fp, LPVOID fmt, ...", widths=BOTH)(_wprint(False, True))
cdecl("vfwprintf", "LPVOID fp, LPVOID fmt, LPVOID va", widths=BOTH)(_wprint(False, False))


# -- rand_s --------------------------------------------------------------------------------
@cdecl("rand_s", "LPVOID out", widths=BOTH)
def rand_s(c, out):
    """A random unsigned int from the system's generator (RtlGenRandom: here the guest's
    deterministic CryptGenRandom stream): 0, or EINVAL for NULL."""
    if not out:
        return (yield from invalid_parameter(c, EINVAL))
    c.vm.mem.write(out, gen_random(c.vm, 4, b"rand_s"))
    return 0


__all__ = ["put_wchar", "get_wchar", "setvbuf", "stream_mode"]
