"""sscanf and friends: msvcrt's sscanf/swscanf and the UCRT's __stdio_common_vs(w)scanf,
one engine (``core/scanf.py``) writing through the guest's pointers.

In wide functions ``%s``/``%c``/``%[`` store wide characters (msvcrt's rule, and the
UCRT's with its legacy-wide-specifiers option 0x2; without it they are narrow, as C99
says); ``%ls`` is always wide, ``%hs`` always narrow.
"""

import struct

from ....abi.api import BOTH, api
from ...core.crt import EINVAL, cdecl, invalid_parameter
from ...core.fmt import ArgReader
from ...core.scanf import scan, scan_at
from ...kernel.crtpipe import PipeReader, wait_ready
from ...kernel.files import _stream
from .io import _O_U16TEXT, _O_WTEXT
from .stdio import stream_mode
from .streambuf import BufferedStream

LEGACY_WIDE_SPECIFIERS = 0x2
SECURECRT = 0x1             # _CRT_INTERNAL_SCANF_SECURECRT: sizes follow string buffers


def _store(mem, args, wide_default, secure=False):
    """The scan engine's store: write each converted value through the next pointer
    argument. ``secure`` (sscanf_s and the UCRT's secure option): a string conversion's
    pointer is followed by its buffer's size in characters; a value that does not fit
    (with its NUL, for %s and %[) leaves an empty string and stops the scan."""
    def store(kind, value, length):
        p = args.ptr()                  # the program's pointer width
        if secure and kind in ("str", "chars"):
            size = args.u32()
            need = len(value) + (0 if kind == "chars" else 1)
            if need > size:
                if size:
                    # What fits is written as it is read, then the first character
                    # becomes NUL ("%3c" of "123" into 2: "\0" "2").
                    wide = length.startswith(("l", "w")) or (
                        not length.startswith("h") and
                        (not wide_default if length.endswith("W") else wide_default))
                    data = value[:size].encode("utf-16-le" if wide else "cp1252", "replace")
                    mem.write(p, data)
                    mem.write(p, b"\0\0" if wide else b"\0")
                return False
        if kind == "count":
            kind, value = "int", value
        if kind == "int":
            if length in ("hh",):
                mem.write(p, struct.pack("<B", value & 0xFF))
            elif length == "h":
                mem.write(p, struct.pack("<H", value & 0xFFFF))
            elif length in ("ll", "I64", "j"):
                mem.write(p, struct.pack("<Q", value & 0xFFFFFFFFFFFFFFFF))
            else:
                mem.w32(p, value & 0xFFFFFFFF)
        elif kind == "float":
            if length in ("l", "L"):
                mem.write(p, struct.pack("<d", value))
            else:
                mem.write(p, struct.pack("<f", value))
        else:
            if length.startswith(("l", "w")):
                wide = True
            elif length.startswith("h"):
                wide = False
            elif length.endswith("W"):        # %C / %S: the other width
                wide = not wide_default
            else:
                wide = wide_default
            data = value.encode("utf-16-le" if wide else "cp1252", "replace")
            nul = b"" if kind == "chars" else (b"\0\0" if wide else b"\0")
            mem.write(p, data + nul)
    return store


def _run(c, text, fmt, va, wide_default, secure=False, legacy=True):
    mem = c.vm.mem
    return scan(text, fmt, _store(mem, ArgReader(mem, va), wide_default, secure), legacy)


@cdecl("sscanf", "LPVOID s, LPVOID fmt, ...", widths=BOTH)
def sscanf(c, s, fmt, va):
    mem = c.vm.mem
    return _run(c, mem.cstr(s), mem.cstr(fmt), va, False)


@cdecl("swscanf", "LPVOID s, LPVOID fmt, ...", widths=BOTH)
def swscanf(c, s, fmt, va):
    mem = c.vm.mem
    return _run(c, mem.wstr(s), mem.wstr(fmt), va, True)


def _common(wide):
    def handler(c, options, s, length, fmt, locale, va):
        mem = c.vm.mem
        text = mem.wstr(s) if wide else mem.cstr(s)
        if length != (1 << 8 * c.ptr_size) - 1:      # (size_t)-1: the whole string
            text = text[:length]
        ftext = mem.wstr(fmt) if wide else mem.cstr(fmt)
        return _run(c, text, ftext, va, wide and bool(options & LEGACY_WIDE_SPECIFIERS),
                    bool(options & SECURECRT), legacy=False)
    return handler


_PARAMS = "UINT64 options, LPVOID s, SIZE_T length, LPVOID fmt, LPVOID locale, LPVOID va"
api("ucrtbase.dll", "__stdio_common_vsscanf", _PARAMS, conv="cdecl", widths=BOTH)(_common(False))
api("ucrtbase.dll", "__stdio_common_vswscanf", _PARAMS, conv="cdecl", widths=BOTH)(_common(True))


def _scan_s(wide, counted):
    def body(c, s, n, fmt, va):
        mem = c.vm.mem
        if not s or not fmt:
            yield from invalid_parameter(c, EINVAL)
            return -1
        text = mem.wstr(s) if wide else mem.cstr(s)
        if n is not None:
            text = text[:n]
        return _run(c, text, mem.wstr(fmt) if wide else mem.cstr(fmt), va, wide, True)
    if counted:
        def handler(c, s, n, fmt, va):
            return (yield from body(c, s, n, fmt, va))
        handler.__doc__ = "The secure scanf over at most ``n`` characters of ``s``."
    else:
        def handler(c, s, fmt, va):
            return (yield from body(c, s, None, fmt, va))
        handler.__doc__ = ("The secure scanf of a string: each %s, %c, %[ buffer's size "
                           "follows its pointer.")
    return handler


cdecl("sscanf_s", "LPVOID s, LPVOID fmt, ...", widths=BOTH)(_scan_s(False, False))
cdecl("swscanf_s", "LPVOID s, LPVOID fmt, ...", widths=BOTH)(_scan_s(True, False))
cdecl("_snscanf_s", "LPVOID s, SIZE_T n, LPVOID fmt, ...", widths=BOTH)(_scan_s(False, True))
cdecl("_snwscanf_s", "LPVOID s, SIZE_T n, LPVOID fmt, ...", widths=BOTH)(_scan_s(True, True))
@cdecl("_snscanf", "LPVOID s, SIZE_T n, LPVOID fmt, ...", widths=BOTH)
def _snscanf(c, s, n, fmt, va):
    """sscanf over at most ``n`` characters of ``s``."""
    mem = c.vm.mem
    return _run(c, mem.cstr(s)[:n], mem.cstr(fmt), va, False)


@cdecl("_snwscanf", "LPVOID s, SIZE_T n, LPVOID fmt, ...", widths=BOTH)
def _snwscanf(c, s, n, fmt, va):
    """swscanf over at most ``n`` characters of ``s``."""
    mem = c.vm.mem
    return _run(c, mem.wstr(s)[:n], mem.wstr(fmt), va, True)


# -- scanning a stream ------------------------------------------------------------------------
def scan_stream(c, fp, fmt, va, wide, secure):
    """Generator: scanf over a stream's remaining characters, leaving what the scan did
    not consume unread (the file position moves past exactly what it read). Console stdin
    is always at its end: EOF."""
    vm = c.vm
    mem = vm.mem
    if not fp or not fmt:
        yield from invalid_parameter(c, EINVAL)
        return -1
    s = _stream(vm, fp)
    ftext = mem.wstr(fmt) if wide else mem.cstr(fmt)
    if s is None:
        return scan_at("", ftext, _store(mem, ArgReader(mem, va), wide, secure))[0]
    if isinstance(s.file, PipeReader):
        return (yield from _scan_pipe(vm, s, ftext, va, wide, secure, stream_mode(vm, fp)))
    if isinstance(s, BufferedStream):
        return _scan_buffered(vm, fp, s, ftext, va, wide, secure)
    start, pushed, raws = s.file.tell(), bytes(s.pushed), list(s.pushed_raw)
    data = s.read(1 << 24)
    # a wide scan reads UTF-16 from a stream in a wide mode, and converts the bytes of a
    # text or binary one through the "C" locale (a byte is the character of that value)
    utf16 = wide and stream_mode(vm, fp) in (_O_WTEXT, _O_U16TEXT)
    text = (data[:len(data) & ~1].decode("utf-16-le", "replace") if utf16 else
            data.decode("latin-1") if wide else data.decode("cp1252", "replace"))
    result, used = scan_at(text, ftext, _store(mem, ArgReader(mem, va), wide, secure))
    # Go back and read exactly what the scan consumed, so translation and pushed-back
    # characters stay right; end-of-file is set only when the scan reached it.
    s.file.seek(start)
    s.pushed, s.pushed_raw = bytearray(pushed), raws
    s.eof = False
    consumed = (2 * used if utf16 else used)        # every character was one byte (or unit)
    if consumed:
        s.read(consumed)
    if used >= len(text):
        s.eof = True
    return result


def _scan_buffered(vm, fp, s, ftext, va, wide, secure):
    """scanf over a buffered stream (streambuf.py): the scan looks at what is left to
    read, then reads through the buffer exactly what it consumed."""
    mem = vm.mem
    # look at a window of what follows, larger only while the scan used all of it (a
    # loop of fscanf over a large file must not read the rest of the file each time)
    window = 4096
    while True:
        data, more = s.peek(window)
        if data is None:                # a stream that is writing cannot read
            s.error = True
            data, more = b"", False
        text = data.decode("latin-1") if wide else data.decode("cp1252", "replace")
        result, used = scan_at(text, ftext, _store(mem, ArgReader(mem, va), wide, secure))
        if used < len(text) or not more:
            break
        window *= 4
    if used:
        s.read(used)
    if used >= len(text):
        s.eof = True
    return result


def _scan_pipe(vm, s, ftext, va, wide, secure, mode):
    """Generator: scanf over a stream reading a pipe. The scan runs on what the pipe
    holds; when it used all of it and a writer is left, the answer may change with more
    (a number still being written), so it waits for more and scans again. Then it takes
    from the pipe exactly what the scan consumed (the rest stays, as msvcrt's scan puts
    back the character it stopped at)."""
    mem = vm.mem
    pipe = s.file.end.pipe
    utf16 = wide and mode in (_O_WTEXT, _O_U16TEXT)
    have = 0
    while True:
        yield from wait_ready(vm, s, have + 1, encoding="utf-16" if utf16 else None)
        raw, pushed, raws = bytes(pipe.data), bytes(s.pushed), list(s.pushed_raw)
        data = s.read(len(raw) + len(pushed))
        # give everything back: the pipe as it was, the pushed-back characters too
        del pipe.data[:]
        pipe.data += raw
        s.pushed, s.pushed_raw = bytearray(pushed), raws
        text = (data[:len(data) & ~1].decode("utf-16-le", "replace") if utf16 else
                data.decode("latin-1") if wide else data.decode("cp1252", "replace"))
        result, used = scan_at(text, ftext, _store(mem, ArgReader(mem, va), wide, secure))
        if used < len(text) or not pipe.writers:
            break
        have = len(text)
    s.eof = False
    consumed = (2 * used if utf16 else used)
    if consumed:
        s.read(consumed)
    if used >= len(text) and not pipe.writers:
        s.eof = True
    return result


def _fscan(wide, secure, varargs, stdin):
    if stdin:
        def handler(c, fmt, va):
            return (yield from scan_stream(c, c.vm.data_var("msvcrt.dll", "_iob"), fmt, va,
                                           wide, secure))
    else:
        def handler(c, fp, fmt, va):
            return (yield from scan_stream(c, fp, fmt, va, wide, secure))
    handler.__doc__ = "%sscanf from %s: the fields assigned, or EOF." % (
        "The secure " if secure else "", "stdin" if stdin else "a stream")
    return handler


for _name, _wide, _secure, _var, _stdin in (
        ("fscanf", False, False, True, False), ("fwscanf", True, False, True, False),
        ("fscanf_s", False, True, True, False), ("fwscanf_s", True, True, True, False),
        ("vfscanf", False, False, False, False), ("vfwscanf", True, False, False, False),
        ("scanf", False, False, True, True), ("wscanf", True, False, True, True),
        ("scanf_s", False, True, True, True), ("wscanf_s", True, True, True, True),
        ("vscanf", False, False, False, True)):
    _p = ("" if _stdin else "LPVOID fp, ") + "LPVOID fmt, " + ("..." if _var else "LPVOID va")
    cdecl(_name, _p, widths=BOTH)(_fscan(_wide, _secure, _var, _stdin))


def _common_f(wide):
    def handler(c, options, fp, fmt, locale, va):
        return (yield from scan_stream(c, fp, fmt, va, wide, bool(options & SECURECRT)))
    handler.__doc__ = "The UCRT's fscanf family (options as __stdio_common_vsscanf's)."
    return handler


_FPARAMS = "UINT64 options, LPVOID fp, LPVOID fmt, LPVOID locale, LPVOID va"
api("ucrtbase.dll", "__stdio_common_vfscanf", _FPARAMS, conv="cdecl", widths=BOTH)(
    _common_f(False))
api("ucrtbase.dll", "__stdio_common_vfwscanf", _FPARAMS, conv="cdecl", widths=BOTH)(
    _common_f(True))
