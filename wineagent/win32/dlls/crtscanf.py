"""sscanf and friends: msvcrt's sscanf/swscanf and the UCRT's __stdio_common_vs(w)scanf,
one engine (``core/scanf.py``) writing through the guest's pointers.

In wide functions ``%s``/``%c``/``%[`` store wide characters (msvcrt's rule, and the
UCRT's with its legacy-wide-specifiers option 0x2; without it they are narrow, as C99
says); ``%ls`` is always wide, ``%hs`` always narrow.
"""

import struct

from ...abi.api import api
from ..core.crt import EINVAL, cdecl, invalid_parameter
from ..core.fmt import ArgReader
from ..core.scanf import scan

LEGACY_WIDE_SPECIFIERS = 0x2
SECURECRT = 0x1             # _CRT_INTERNAL_SCANF_SECURECRT: sizes follow string buffers


def _store(mem, args, wide_default, secure=False):
    """The scan engine's store: write each converted value through the next pointer
    argument. ``secure`` (sscanf_s and the UCRT's secure option): a string conversion's
    pointer is followed by its buffer's size in characters; a value that does not fit
    (with its NUL, for %s and %[) leaves an empty string and stops the scan."""
    def store(kind, value, length):
        p = args.u32()
        if secure and kind in ("str", "chars"):
            size = args.u32()
            need = len(value) + (0 if kind == "chars" else 1)
            if need > size:
                if size:
                    wide = length.startswith(("l", "w")) or (
                        not length.startswith("h") and
                        (not wide_default if length.endswith("W") else wide_default))
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


def _run(c, text, fmt, va, wide_default, secure=False):
    mem = c.vm.mem
    return scan(text, fmt, _store(mem, ArgReader(mem, va), wide_default, secure))


@cdecl("sscanf", "LPVOID s, LPVOID fmt, ...")
def sscanf(c, s, fmt, va):
    mem = c.vm.mem
    return _run(c, mem.cstr(s), mem.cstr(fmt), va, False)


@cdecl("swscanf", "LPVOID s, LPVOID fmt, ...")
def swscanf(c, s, fmt, va):
    mem = c.vm.mem
    return _run(c, mem.wstr(s), mem.wstr(fmt), va, True)


def _common(wide):
    def handler(c, opt_lo, opt_hi, s, length, fmt, locale, va):
        mem = c.vm.mem
        text = mem.wstr(s) if wide else mem.cstr(s)
        if length != 0xFFFFFFFF:
            text = text[:length]
        ftext = mem.wstr(fmt) if wide else mem.cstr(fmt)
        return _run(c, text, ftext, va, wide and bool(opt_lo & LEGACY_WIDE_SPECIFIERS),
                    bool(opt_lo & SECURECRT))
    return handler


_PARAMS = "DWORD opt_lo, DWORD opt_hi, LPVOID s, SIZE_T length, LPVOID fmt, LPVOID locale, LPVOID va"
api("ucrtbase.dll", "__stdio_common_vsscanf", _PARAMS, conv="cdecl")(_common(False))
api("ucrtbase.dll", "__stdio_common_vswscanf", _PARAMS, conv="cdecl")(_common(True))


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


cdecl("sscanf_s", "LPVOID s, LPVOID fmt, ...")(_scan_s(False, False))
cdecl("swscanf_s", "LPVOID s, LPVOID fmt, ...")(_scan_s(True, False))
cdecl("_snscanf_s", "LPVOID s, SIZE_T n, LPVOID fmt, ...")(_scan_s(False, True))
cdecl("_snwscanf_s", "LPVOID s, SIZE_T n, LPVOID fmt, ...")(_scan_s(True, True))
@cdecl("_snscanf", "LPVOID s, SIZE_T n, LPVOID fmt, ...")
def _snscanf(c, s, n, fmt, va):
    """sscanf over at most ``n`` characters of ``s``."""
    mem = c.vm.mem
    return _run(c, mem.cstr(s)[:n], mem.cstr(fmt), va, False)


@cdecl("_snwscanf", "LPVOID s, SIZE_T n, LPVOID fmt, ...")
def _snwscanf(c, s, n, fmt, va):
    """swscanf over at most ``n`` characters of ``s``."""
    mem = c.vm.mem
    return _run(c, mem.wstr(s)[:n], mem.wstr(fmt), va, True)
