"""MSVCRT: the stream functions (fopen family) and the C runtime's file-system calls.
The streams (``CrtStream``) are in ``kernel/files.py``; the file-system calls go through
the KERNEL32 functions, as the real runtime does."""

import os

from ....abi.api import BOTH
from ...core.crt import cdecl, get_errno, invalid_parameter
from ...kernel.files import (_AnsiCall, _crt_call, _IOREAD, _IORW, _IOWRT, _is_console, _set_errno,
                            _stream, _streams, CREATE_ALWAYS, CrtStream, EINVAL,
                            EOF, FileObject, file_size, file_view, OPEN_ALWAYS, OPEN_EXISTING,
                            open_file)
from .io import (FILE_SEQUENTIAL_ONLY, _O_TEXT, _O_U16TEXT, _O_U8TEXT, _O_WTEXT, close_fd,
                 errno_of, fd_entry, new_fd)
from .streambuf import BufferedStream, buffered_mode, get_buffer
from ...kernel.crtioinfo import dead_std_stream
from ...kernel.crtpipe import PipeReader, PipeSink, ensure_ready
from ...kernel.console import emit, emit_bytes
from ...kernel.sync import critical_section_size, cs_init
from ...kernel.vfs import VfsError
from ..kernel32.files import (CreateDirectory, DeleteFile, GetFileAttributes, MoveFile,
                              RemoveDirectory, SetFileAttributes)


#: fopen's ``ccs=`` encodings: the descriptor mode of a file without a BOM, and the BOM
#: a new (or empty) file gets.
_CCS = {"unicode": (_O_WTEXT, b"\xff\xfe"), "utf-8": (_O_U8TEXT, b"\xef\xbb\xbf"),
        "utf-16le": (_O_U16TEXT, b"\xff\xfe")}


def split_ccs(mode):
    """(mode without its ``ccs=`` part, the encoding lower-cased or None); an encoding
    fopen does not know gives (mode, "")."""
    at = mode.find("ccs=")
    if at < 0:
        return mode, None
    head = mode[:at].rstrip(" ")
    if head.endswith(","):
        head = head[:-1]
    enc = mode[at + 4:].strip().lower()
    return head, enc if enc in _CCS else ""


def _apply_ccs(vm, f, enc, kind, plus):
    """The translation mode of a stream opened with ``ccs=enc``: a BOM at the start of
    an existing file decides (UTF-8, or UTF-16LE); without one, UNICODE reads ANSI text
    and the others their own encoding. Writing to a new or empty file writes the BOM.
    Reading starts after the BOM."""
    size = f.size()
    if kind == "w" or size == 0:
        mode, bom = _CCS[enc]
        if kind != "r":
            f.seek(0)
            f.write(bom)
        return mode
    keep = f.tell()
    with open(f.host, "rb") as raw:     # the handle may be open for writing only
        head = raw.read(3)
    if head.startswith(b"\xef\xbb\xbf"):
        mode, skip = _O_U8TEXT, 3
    elif head.startswith(b"\xff\xfe"):
        mode, skip = _O_U16TEXT if enc != "unicode" else _O_WTEXT, 2
    else:
        mode, skip = (_O_TEXT if enc == "unicode" else _CCS[enc][0]), 0
    f.seek(skip if kind == "r" or plus else keep)
    return mode


def parse_mode(mode, name):
    """fopen's mode string: (kind r/w/a, plus, text or None, temporary, exclusive), or
    None for a bad one (``ccs=`` is taken off first: split_ccs)."""
    kind = mode[:1]
    if kind not in ("r", "w", "a"):
        return None
    rest = mode[1:]
    plus = text = None
    temporary = exclusive = False
    for ch in rest.replace(" ", ""):
        if ch == "+" and plus is None:
            plus = True
        elif ch in "tb" and text is None:
            text = ch == "t"
        elif ch == "D":
            temporary = True      # _O_TEMPORARY: deleted when the last handle closes
        elif ch == "x" and kind == "w":
            exclusive = True      # C11 (the UCRT): fail if the file exists
        elif ch in "cnNSRT,":
            pass                  # commit, access-pattern hints: no effect here; "N": open_stream
        else:
            return None
    return kind, bool(plus), text, temporary, exclusive


def attach_stream(vm, f, fd, text, flag, fp=None):
    """Make a FILE* for the open FileObject ``f`` on descriptor ``fd``. msvcrt.dll
    allocates a stream beyond its _iob table as a _FILEX: the FILE followed by the
    stream's CRITICAL_SECTION, which mingw-w64's own _lock_file (libmingwex) enters
    directly at FILE + sizeof(FILE); _lock_file here takes the same one. A file in text
    or binary mode gets a buffered stream (streambuf.py); pipes and the wide modes a
    stream that writes through. ``fp``: the FILE to use (freopen's), not a new one."""
    free = vm.crt.free_files
    if fp is not None:
        view = file_view(vm, fp)
        view._ptr = view._base = view._tmpfname = 0
        view._cnt = 0
    elif free:
        # msvcrt's _getstream: the first slot of a closed stream, as that stream left
        # it but for the fields a new stream sets (_charbuf and _bufsiz stay)
        fp = min(free)
        free.remove(fp)
        view = file_view(vm, fp)
        view._ptr = view._base = view._tmpfname = 0
        view._cnt = 0
    else:
        fp = vm.heap.alloc(file_size(vm) + critical_section_size(vm), zero=True)
        cs_init(vm.mem, fp + file_size(vm))
        view = file_view(vm, fp)
    view._flag = flag
    view._file = fd
    entry = vm.crt.fds.get(fd)
    if entry is not None and buffered_mode(f, entry[1]):
        s = BufferedStream(vm, fp, f, text, fd)
    else:
        s = CrtStream(f, text)
        s.fd = fd
        s.on_first_io = lambda: get_buffer(vm, fp)
    _streams(vm)[fp] = s
    return fp


def open_stream(vm, name, mode, share, fn_name="fopen", fp=None):
    """fopen/_fsopen/_wfopen/_wfsopen's work on a decoded name and mode: the FILE* or 0
    with errno set. ``fp``: the FILE to open it in (freopen's)."""
    mode, enc = split_ccs(mode or "")
    parsed = parse_mode(mode, fn_name)
    if parsed is None or name is None or enc == "":
        _set_errno(vm, EINVAL)
        return 0
    if len(_streams(vm)) + 3 >= vm.crt.maxstdio:
        _set_errno(vm, 24)    # EMFILE: _setmaxstdio's limit
        return 0
    kind, plus, text, temporary, exclusive = parsed
    read = kind == "r" or plus
    write = kind != "r" or plus
    disposition = {"r": OPEN_EXISTING, "w": CREATE_ALWAYS, "a": OPEN_ALWAYS}[kind]
    if exclusive:
        disposition = 1    # CREATE_NEW
    try:
        f, _err = open_file(vm, name, read, write, disposition, share=share,
                            delete=temporary)
    except VfsError as e:
        _set_errno(vm, errno_of(e.code))
        return 0
    f.delete_on_close = temporary
    hints = [ch for ch in mode[1:] if ch in "SR"]
    if hints and hints[0] == "S" and isinstance(f, FileObject):
        # "S" (_O_SEQUENTIAL) before any "R" (_O_RANDOM): FILE_FLAG_SEQUENTIAL_SCAN
        f.mode |= FILE_SEQUENTIAL_ONLY
    if kind == "a":
        f.append = True
        f.seek(0, os.SEEK_END)
    # Neither "b" nor "t": the default comes from _fmode (0 = text, _O_BINARY = 0x8000).
    if text is None:
        text = vm.mem.u32(vm.data_var("msvcrt.dll", "_fmode")) != 0x8000
    handle = vm.new_handle(f)
    if "N" not in mode[1:]:
        # fopen opens through _sopen, _O_NOINHERIT only for "N": the descriptor of a
        # stream is inherited by a child process started later
        vm.kernel.handle_flags[handle] = 1
    fd_mode = 0x4000 if text else 0x8000
    if enc:
        fd_mode, text = _apply_ccs(vm, f, enc, kind, plus), True
    fd = new_fd(vm, handle, fd_mode)
    if fd < 0:
        f.close()
        _set_errno(vm, 24)    # EMFILE
        return 0
    flag = _IORW if plus else _IOREAD if kind == "r" else _IOWRT
    if fp is not None and _is_console(vm, fp):
        # a standard stream: its descriptor (the lowest free, the one just closed) now
        # names the file, which is what stdout's and stdin's functions write and read
        view = file_view(vm, fp)
        view._flag, view._file = flag, fd
        view._ptr = view._base = 0
        view._cnt = 0
        return fp
    return attach_stream(vm, f, fd, text, flag, fp)


@cdecl("fopen", "LPCSTR name, LPCSTR mode", widths=BOTH)
def fopen(c, name, mode):
    """Open a file as a stream (no sharing denied): the FILE*, or NULL with errno."""
    return open_stream(c.vm, name, mode, None)


@cdecl("fclose", "LPVOID fp", widths=BOTH)
def fclose(c, fp):
    """Close a stream (and its descriptor): 0, or EOF."""
    vm = c.vm
    if dead_std_stream(vm, fp):
        return EOF
    if not fp:
        _set_errno(vm, EINVAL)
        return EOF
    s = _streams(vm).get(fp)
    if s is None:
        if _is_console(vm, fp):
            return 0
        return EOF      # a stream closed already (or none): EOF, errno untouched
    # msvcrt writes out the buffer first; a failed write makes fclose answer EOF, the
    # stream closed all the same
    result = s.flush() if isinstance(s, BufferedStream) else 0
    _streams(vm).pop(fp, None)
    if s.fd is not None and vm.crt.fds.get(s.fd) is not None:
        close_fd(vm, s.fd)
    else:
        s.close()
    release_file(vm, fp)
    return result


def _freopen(wide, secure):
    def handler(c, *args):
        vm = c.vm
        out, (path, mode, fp) = (args[0], args[1:]) if secure else (None, args)
        if not path or not mode or not fp or (secure and not out):
            yield from invalid_parameter(c, EINVAL)
            return EINVAL if secure else 0
        # close what the stream had open (its buffer written out first), keeping the FILE
        s = _streams(vm).pop(fp, None)
        if s is not None:
            if isinstance(s, BufferedStream):
                s.flush()
            if s.fd is not None and vm.crt.fds.get(s.fd) is not None:
                close_fd(vm, s.fd)
            else:
                s.close()
            _empty_file(vm, fp)
        elif _is_console(vm, fp):
            std = (fp - vm.data_var("msvcrt.dll", "_iob")) // file_size(vm)
            if fd_entry(vm, std) is not None:
                close_fd(vm, std)
        got = open_stream(vm, path, mode, None, "_wfreopen" if wide else "freopen", fp)
        if not got and not _is_console(vm, fp):
            vm.crt.free_files.append(fp)       # closed for good: the slot is free again
        if secure:
            vm.mem.wptr(out, got)
            return 0 if got else get_errno(vm)
        return got
    handler.__doc__ = ("Close the stream and open %s file in the same FILE (a standard "
                       "stream: on its descriptor): %s." % (
                           "a wide-named" if wide else "a", "0 or the errno value, the FILE* "
                           "stored at ``out``" if secure else "the FILE*, or NULL with errno "
                           "(the stream stays closed)"))
    return handler


cdecl("freopen", "LPCSTR path, LPCSTR mode, LPVOID fp", widths=BOTH)(_freopen(False, False))
cdecl("_wfreopen", "LPCWSTR path, LPCWSTR mode, LPVOID fp", widths=BOTH)(_freopen(True, False))
cdecl("freopen_s", "LPVOID out, LPCSTR path, LPCSTR mode, LPVOID fp", widths=BOTH)(
    _freopen(False, True))
cdecl("_wfreopen_s", "LPVOID out, LPCWSTR path, LPCWSTR mode, LPVOID fp", widths=BOTH)(
    _freopen(True, True))


def release_file(vm, fp):
    """A closed stream's FILE: emptied (_empty_file), the slot kept for the next stream
    (attach_stream)."""
    _empty_file(vm, fp)
    vm.crt.free_files.append(fp)


def _empty_file(vm, fp):
    """What closing leaves of a FILE: its own buffer and tmpfile's name freed, _flag 0."""
    _free_buffer(vm, fp)
    view = file_view(vm, fp)
    if view._tmpfname:
        vm.heap.free(view._tmpfname)
        view._tmpfname = 0
    view._flag = 0


def on_pipe(s):
    """True for a stream over a pipe, which has no file position."""
    return isinstance(s.file, (PipeReader, PipeSink))


def _free_buffer(vm, fp):
    """Free the buffer setvbuf allocated for the stream (_IOMYBUF)."""
    view = file_view(vm, fp)
    if view._flag & 0x8:
        vm.heap.free(view._base)


@cdecl("fread", "LPVOID buf, SIZE_T size, SIZE_T n, LPVOID fp", widths=BOTH)
def fread(c, buf, size, n, fp):
    vm = c.vm
    if dead_std_stream(vm, fp):
        return 0
    s = _stream(vm, fp)
    if s is None or not size or not n:
        return 0  # console stdin is always at end of file
    if isinstance(s, BufferedStream):
        return s.read_into(buf, size * n) // size
    ensure_ready(vm, s, size * n)       # a pipe: all of it, or the pipe's end
    data = s.read(size * n)
    if data:
        vm.mem.write(buf, data)
    return len(data) // size


@cdecl("fgets", "LPVOID buf, int n, LPVOID fp", widths=BOTH)
def fgets(c, buf, n, fp):
    vm = c.vm
    s = _stream(vm, fp)
    if s is None or n <= 0:
        return 0
    ensure_ready(vm, s, n - 1, newline=True)
    data = s.read(n - 1, stop_at_newline=True)
    if not data:
        return 0
    vm.mem.write(buf, data + b"\0")
    return buf


@cdecl("fgetc", "LPVOID fp", widths=BOTH)
def fgetc(c, fp):
    s = _stream(c.vm, fp)
    if s is None:
        return EOF
    ensure_ready(c.vm, s, 1)
    data = s.read(1)
    return data[0] if data else EOF


@cdecl("getc", "LPVOID fp", widths=BOTH)
def getc(c, fp):
    return fgetc(c, fp)


def _stdin(vm):
    return vm.data_var("msvcrt.dll", "_iob")


@cdecl("getchar", widths=BOTH)
def getchar(c):
    """fgetc(stdin): a pipe or file given as standard input is read (waiting for a
    pipe's writer); the console's input is at its end here (EOF)."""
    return fgetc(c, _stdin(c.vm))


cdecl("_fgetchar", widths=BOTH)(getchar)

#: How much gets reads at most: a line has no other bound (gets cannot know the buffer).
_GETS_MAX = 1 << 20


@cdecl("gets", "LPVOID buf", widths=BOTH)
def gets(c, buf):
    """A line of stdin into ``buf`` without its newline: ``buf``, or NULL at the end of
    the input with nothing read (a pipe waits for the line or its end)."""
    vm = c.vm
    s = _stream(vm, _stdin(vm))
    if s is None or not buf:
        return 0                      # the console's input is at its end here
    ensure_ready(vm, s, _GETS_MAX, newline=True)
    data = s.read(_GETS_MAX, stop_at_newline=True)
    if not data:
        return 0
    line = data[:-1] if data.endswith(b"\n") else data
    vm.mem.write(buf, line + b"\0")
    return buf


@cdecl("_setmaxstdio", "int n", widths=BOTH)
def _setmaxstdio(c, n):
    """Set how many streams may be open at once (the three standard ones counted), from
    20 to 2048 (msvcrt.dll's descriptor table): ``n``, or -1 outside that range."""
    if not 20 <= n <= 2048:
        return -1
    c.vm.crt.maxstdio = n
    return n


@cdecl("_getmaxstdio", widths=BOTH)
def _getmaxstdio(c):
    """How many streams may be open at once (512 until _setmaxstdio)."""
    return c.vm.crt.maxstdio


@cdecl("_getw", "LPVOID fp", widths=BOTH)
def _getw(c, fp):
    """The next int of a stream: four characters read as getc reads them (a text
    stream's CR LF is one), little-endian; EOF when the stream ends first (feof tells a
    stored EOF apart)."""
    s = _stream(c.vm, fp)
    if s is None:
        return EOF
    ensure_ready(c.vm, s, 4)
    data = s.read(4)
    if len(data) < 4:
        return EOF
    return int.from_bytes(data, "little", signed=True)


@cdecl("_putw", "int value, LPVOID fp", widths=BOTH)
def _putw(c, value, fp):
    """Write an int as its four bytes (little-endian, through the stream's buffer and
    text translation as fwrite does): ``value``, or EOF on an error (ferror tells a
    written -1 apart)."""
    vm = c.vm
    data = (value & 0xFFFFFFFF).to_bytes(4, "little")
    s = _stream(vm, fp)
    if isinstance(s, BufferedStream):
        ok = s.write_count(data) == 4
    elif s is not None:
        ok = s.write_bytes(data)
    else:
        ok = emit(vm, fp, data.decode("latin-1")) is not False
    return value if ok else EOF


@cdecl("ungetc", "int ch, LPVOID fp", widths=BOTH)
def ungetc(c, ch, fp):
    # Documented: EOF cannot be pushed back; a push-back clears end-of-file and is
    # undone by fseek/rewind. Console stdin is always at its end here: nothing to
    # push back into.
    s = _stream(c.vm, fp)
    if s is None or ch == EOF or ch & 0xFFFFFFFF == 0xFFFFFFFF or not s.readable:
        return EOF
    return ch & 0xFF if s.unget(ch & 0xFF) else EOF


@cdecl("fseek", "LPVOID fp, LONG offset, int whence", widths=BOTH)
def fseek(c, fp, offset, whence):
    vm = c.vm
    s = _stream(vm, fp)
    if s is None or whence not in (0, 1, 2) or on_pipe(s):
        _set_errno(vm, EINVAL)          # a pipe has no position (_lseek fails)
        return -1
    if isinstance(s, BufferedStream):
        return s.seek(offset, whence)
    base = {0: 0, 1: s.position(), 2: s.file.size()}[whence]
    if base + offset < 0:
        _set_errno(vm, EINVAL)
        return -1
    s.file.seek(base + offset)
    s.forget_pushed()
    s.eof = False  # documented: a successful fseek clears the end-of-file indicator
    return 0


@cdecl("ftell", "LPVOID fp", widths=BOTH)
def ftell(c, fp):
    s = _stream(c.vm, fp)
    if s is None or on_pipe(s):
        _set_errno(c.vm, EINVAL)        # a pipe has no position (_lseek fails)
        return -1
    pos = s.position()
    return -1 if pos is None else pos


@cdecl("rewind", "LPVOID fp", widths=BOTH)
def rewind(c, fp):
    s = _stream(c.vm, fp)
    if isinstance(s, BufferedStream):
        s.seek(0, 0)
        s.error = False
    elif s is not None:
        if not on_pipe(s):              # a pipe's: the seek fails, the flags clear
            s.file.seek(0)
        s.forget_pushed()
        s.eof = s.error = False


@cdecl("feof", "LPVOID fp", widths=BOTH)
def feof(c, fp):
    """End-of-file: _flag's _IOEOF bit (0x10) as msvcrt answers it, or 0."""
    s = _stream(c.vm, fp)
    return 0x10 if (s is not None and s.eof) else 0


@cdecl("ferror", "LPVOID fp", widths=BOTH)
def ferror(c, fp):
    """The error indicator: _flag's _IOERR bit (0x20) as msvcrt answers it, or 0."""
    s = _stream(c.vm, fp)
    return 0x20 if (s is not None and s.error) else 0


@cdecl("clearerr_s", "LPVOID fp", widths=BOTH)
def clearerr_s(c, fp):
    """clearerr that checks its stream: 0, or EINVAL for NULL (the invalid-parameter
    path)."""
    if not fp:
        return (yield from invalid_parameter(c, EINVAL))
    s = _stream(c.vm, fp)
    if s is not None:
        s.eof = s.error = False
    return 0


@cdecl("clearerr", "LPVOID fp", widths=BOTH)
def clearerr(c, fp):
    s = _stream(c.vm, fp)
    if s is not None:
        s.eof = s.error = False


@cdecl("remove", "LPCSTR name", widths=BOTH)
def remove(c, name):
    return _crt_call(c.vm, lambda: DeleteFile(_AnsiCall(c.vm), name))


@cdecl("_unlink", "LPCSTR name", widths=BOTH)
def _unlink(c, name):
    return remove(c, name)


@cdecl("rename", "LPCSTR old, LPCSTR new", widths=BOTH)
def rename(c, old, new):
    return _crt_call(c.vm, lambda: MoveFile(_AnsiCall(c.vm), old, new))


@cdecl("_mkdir", "LPCSTR name", widths=BOTH)
def _mkdir(c, name):
    return _crt_call(c.vm, lambda: CreateDirectory(_AnsiCall(c.vm), name, 0))


@cdecl("_rmdir", "LPCSTR name", widths=BOTH)
def _rmdir(c, name):
    return _crt_call(c.vm, lambda: RemoveDirectory(_AnsiCall(c.vm), name))


_S_IWRITE = 0x80                        # <sys/stat.h>
_FILE_ATTRIBUTE_READONLY = 1
_INVALID_ATTRIBUTES = 0xFFFFFFFF


def _chmod_body(c, name):
    def change(pmode):
        call = _AnsiCall(c.vm)
        attrs = GetFileAttributes(call, name)
        if attrs == _INVALID_ATTRIBUTES:
            return 0
        attrs = (attrs & ~_FILE_ATTRIBUTE_READONLY) if pmode & _S_IWRITE else \
            (attrs | _FILE_ATTRIBUTE_READONLY)
        return SetFileAttributes(call, name, attrs)
    return change


@cdecl("_chmod", "LPCSTR name, int pmode", widths=BOTH)
def _chmod(c, name, pmode):
    """Make a file writable (``_S_IWRITE`` in ``pmode``) or read-only (the only permission
    Windows keeps: ``_S_IREAD`` alone): 0, or -1 with errno (ENOENT for no such file;
    EINVAL for NULL, through the invalid-parameter handler)."""
    if name is None:
        yield from invalid_parameter(c, EINVAL)
        return -1
    return _crt_call(c.vm, lambda: _chmod_body(c, name)(pmode))


@cdecl("_wchmod", "LPCWSTR name, int pmode", widths=BOTH)
def _wchmod(c, name, pmode):
    """The wide _chmod."""
    if name is None:
        yield from invalid_parameter(c, EINVAL)
        return -1
    return _crt_call(c.vm, lambda: _chmod_body(c, name)(pmode))
# -- the getc/putc macros' slow paths ------------------------------------------------------
# Old headers make getc and putc macros over the FILE's fields: ``--_cnt >= 0 ?
# *_ptr++ : _filbuf(fp)`` and ``--_cnt >= 0 ? (*_ptr++ = ch) : _flsbuf(ch, fp)``. A
# buffered stream (streambuf.py) keeps its bytes there, so the macros take from and put
# into the buffer themselves and call these when it is empty or full. A stream that
# writes through (a pipe, a wide mode, the console's) keeps nothing in the FILE (its
# _cnt stays 0): every character takes the slow path, which puts _cnt back to 0.
@cdecl("_filbuf", "LPVOID fp", widths=BOTH)
def _filbuf(c, fp):
    """getc's refill: fill the buffer and take its first character (0..255), or EOF."""
    s = _stream(c.vm, fp)
    if isinstance(s, BufferedStream):
        return s.fill()
    if fp:
        file_view(c.vm, fp)._cnt = 0
    return fgetc(c, fp)


@cdecl("_flsbuf", "int ch, LPVOID fp", widths=BOTH)
def _flsbuf(c, ch, fp):
    """putc's flush: write out the full buffer and put ``ch`` in it; ``ch`` (0..255),
    or EOF."""
    if dead_std_stream(c.vm, fp):
        return EOF
    s = _stream(c.vm, fp)
    if isinstance(s, BufferedStream):
        return s.flsbuf(ch)
    if fp:
        file_view(c.vm, fp)._cnt = 0
    return EOF if emit_bytes(c.vm, fp, (ch & 0xFF,)) is False else ch & 0xFF
