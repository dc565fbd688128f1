"""The C runtime's directory searches and working folder: _findfirst/_findnext/_findclose
(msvcrt's plain names with the program's _finddata_t, the ``32`` and ``64`` forms, narrow
and wide), _getcwd/_wgetcwd; and a few msvcrt start-up and conversion functions the census
lists: __wgetmainargs, _assert/_wassert under msvcrt's name, wcstof.

A search is kernel32's (the same VFS walk as FindFirstFile): its handle is a kernel
handle, and it leaves the system's last error as FindFirstFile and FindNextFile do
(ERROR_FILE_NOT_FOUND or ERROR_PATH_NOT_FOUND for a search that finds nothing,
ERROR_NO_MORE_FILES at the end: mingw-w64's readdir reads it to tell the end from an
error, as GNU make does), and each entry fills a ``struct _finddata32_t`` (``64``, ``64i32``; wide alike): the
attributes (FILE_ATTRIBUTE_NORMAL given as 0, _A_NORMAL), the three times in seconds
since 1970 from the guest's clock, the size and the name.
"""

import math
import struct

from .io import mark_unusable_std_streams
from ....abi.structs import struct as cstruct
from ....abi.api import BOTH, F32
from ...core.crt import EINVAL, ERANGE, by_width, cdecl, invalid_parameter, set_errno
from ...kernel.files import FindObject, _attributes, _find_entries, file_time
from ...kernel.vfs import VfsError
from .env import crt_environ
from .math import _parse_float
from .string import _text, wunits
from ..ucrtbase.main import _assert, _wargv, _wassert
from ...core.dllnames import MSVCRT
from ...core.winerror import ERROR_NO_MORE_FILES

ENOENT = 2
FINDDATA32 = cstruct("CRT_FINDDATA32", "UINT attrib; LONG time_create; LONG time_access; "
                     "LONG time_write; DWORD size; CHAR name[260]")
WFINDDATA32 = cstruct("CRT_WFINDDATA32", "UINT attrib; LONG time_create; LONG time_access; "
                      "LONG time_write; DWORD size; WCHAR name[260]")
# struct __finddata64_t / _wfinddata64_t: 64-bit times and size (what x64 msvcrt's mingw
# callers use: its _findfirst64i32 calls _findfirst64 and copies the fields down)
FINDDATA64 = cstruct("CRT_FINDDATA64", "UINT attrib; LONGLONG time_create; "
                     "LONGLONG time_access; LONGLONG time_write; LONGLONG size; "
                     "CHAR name[260]")
WFINDDATA64 = cstruct("CRT_WFINDDATA64", "UINT attrib; LONGLONG time_create; "
                      "LONGLONG time_access; LONGLONG time_write; LONGLONG size; "
                      "WCHAR name[260]")
# struct _finddata64i32_t / _wfinddata64i32_t: 64-bit times, a 32-bit size — x64
# msvcrt.dll's plain _finddata_t (its time_t is 64 bits; _fsize_t stays 32)
FINDDATA64I32 = cstruct("CRT_FINDDATA64I32", "UINT attrib; LONGLONG time_create; "
                        "LONGLONG time_access; LONGLONG time_write; DWORD size; "
                        "CHAR name[260]")
WFINDDATA64I32 = cstruct("CRT_WFINDDATA64I32", "UINT attrib; LONGLONG time_create; "
                         "LONGLONG time_access; LONGLONG time_write; DWORD size; "
                         "WCHAR name[260]")
FILE_ATTRIBUTE_NORMAL = 0x80
# the structures by (wide, form): "32" 32-bit times and size, "64" 64-bit both, "64i32"
_FINDDATA = {(False, "32"): FINDDATA32, (True, "32"): WFINDDATA32,
             (False, "64"): FINDDATA64, (True, "64"): WFINDDATA64,
             (False, "64i32"): FINDDATA64I32, (True, "64i32"): WFINDDATA64I32}


def _fill(vm, out, entry, wide, form):
    name, host = entry
    attrs, st = _attributes(host)
    t = int(file_time(vm, host, st))
    size = 0 if attrs & 0x10 else st.st_size
    if form != "64":
        size &= 0xFFFFFFFF
    _FINDDATA[wide, form].write(vm.mem, out, attrib=0 if attrs == FILE_ATTRIBUTE_NORMAL
                                else attrs, time_create=t, time_access=t, time_write=t,
                                size=size, name=name)


def _findfirst(wide, form="32"):
    def handler(c, spec, out):
        vm = c.vm
        if spec is None or not out:
            yield from invalid_parameter(c, EINVAL)
            return 0xFFFFFFFF
        try:
            entries = _find_entries(vm, spec)
        except VfsError as e:
            vm.last_error = e.code        # FindFirstFile's error, as msvcrt leaves it
            set_errno(vm, ENOENT)
            return 0xFFFFFFFF
        _fill(vm, out, entries[0], wide, form)
        return vm.new_handle(FindObject(entries[1:]))
    handler.__doc__ = ("Start a search for ``spec`` (wildcards allowed): a handle for "
                       "_findnext with the first match at ``out``, or -1 with ENOENT "
                       "(the last error FindFirstFile's).")
    return handler


def _findnext(wide, form="32"):
    def handler(c, h, out):
        vm = c.vm
        obj = vm.handles.get(h, FindObject)
        if obj is None or not out:
            yield from invalid_parameter(c, EINVAL)
            return 0xFFFFFFFF
        if not obj.entries:
            # msvcrt's _findnext is FindNextFile's: its ERROR_NO_MORE_FILES stays the
            # last error (mingw-w64's readdir tells the end from a failure by it)
            vm.last_error = ERROR_NO_MORE_FILES
            set_errno(vm, ENOENT)
            return 0xFFFFFFFF
        _fill(vm, out, obj.entries.pop(0), wide, form)
        return 0
    handler.__doc__ = ("The search's next match at ``out``: 0, or -1 with ENOENT (and "
                       "ERROR_NO_MORE_FILES as the last error) at the end.")
    return handler


# The ``32`` names take the 32-bit-time structure at both widths; the plain names take
# the program's _finddata_t: 32-bit times in x86 msvcrt.dll, 64-bit times (and a 32-bit
# size) in x64's. The 64-bit-time forms are the same at both widths (the structure has no
# pointer). The search handle is an intptr_t; ours fit in 32 bits, so reading it as a
# HANDLE's low half loses nothing, and the -1 of a failure is sign-extended into RAX.
for _wide, _w in ((False, ""), (True, "w")):
    _spec = ("LPCWSTR" if _wide else "LPCSTR") + " spec, LPVOID out"
    cdecl("_%sfindfirst" % _w, _spec, widths=BOTH)(
        by_width(_findfirst(_wide), _findfirst(_wide, "64i32")))
    cdecl("_%sfindnext" % _w, "HANDLE h, LPVOID out", widths=BOTH)(
        by_width(_findnext(_wide), _findnext(_wide, "64i32")))
    cdecl("_%sfindfirst32" % _w, _spec, widths=BOTH)(_findfirst(_wide))
    cdecl("_%sfindnext32" % _w, "HANDLE h, LPVOID out", widths=BOTH)(_findnext(_wide))
    cdecl("_%sfindfirst64" % _w, _spec, widths=BOTH)(_findfirst(_wide, "64"))
    cdecl("_%sfindnext64" % _w, "HANDLE h, LPVOID out", widths=BOTH)(_findnext(_wide, "64"))


@cdecl("_findclose", "HANDLE h", widths=BOTH)
def _findclose(c, h):
    """End a search: 0, or -1 with EINVAL for a handle that is not one."""
    vm = c.vm
    if vm.handles.get(h, FindObject) is None:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    vm.handles.pop(h)
    return 0


# -- the working folder ----------------------------------------------------------------------
def _getcwd(wide):
    def handler(c, buf, size):
        vm = c.vm
        vfs = vm.vfs
        text = vfs.guest_path(vfs.cwd)
        cs = 2 if wide else 1
        data = text.encode("utf-16-le") if wide else text.encode("cp1252", "replace")
        if not buf:
            buf = vm.heap.alloc(max(size, len(data) // cs + 1) * cs)
        elif len(data) // cs + 1 > size:
            if size <= 0:
                yield from invalid_parameter(c, EINVAL)
                return 0
            set_errno(vm, ERANGE)
            return 0
        vm.mem.write(buf, data + b"\0" * cs)
        return buf
    handler.__doc__ = ("The current folder in ``buf`` (NULL: a malloc'ed buffer of at "
                       "least ``size``); NULL with ERANGE when it does not fit.")
    return handler


cdecl("_getcwd", "LPVOID buf, int size", widths=BOTH)(_getcwd(False))
cdecl("_wgetcwd", "LPVOID buf, int size", widths=BOTH)(_getcwd(True))


# -- start-up and the rest -------------------------------------------------------------------
@cdecl("__wgetmainargs", "LPVOID pargc, LPVOID pwargv, LPVOID penv, int wildcard, LPVOID si", widths=BOTH)
def __wgetmainargs(c, pargc, pwargv, penv, wildcard, si):
    """The wide __getmainargs: argc, the wide argv and the wide environment (wildcards
    are never expanded); the exported ``__argc``, ``__wargv`` and ``__winitenv`` take
    the same, as msvcrt.dll's (a -municode wWinMain such as Tk's wish reads
    ``__argc``/``__wargv`` rather than its parameters)."""
    vm = c.vm
    argc, wargv = _wargv(vm)
    mem = vm.mem
    mem.w32(pargc, argc)
    mem.wptr(pwargv, wargv)                     # wchar_t ***: pointer cells, the program's width
    mem.w32(vm.data_var(MSVCRT, "__argc"), argc)
    mem.wptr(vm.data_var(MSVCRT, "__wargv"), wargv)
    mark_unusable_std_streams(vm)
    env = crt_environ(vm, True)
    mem.wptr(penv, env)
    mem.wptr(vm.data_var(MSVCRT, "__winitenv"), env)
    return 0


def _get_pgmptr_factory(var):
    def handler(c, out):
        if not out:
            return (yield from invalid_parameter(c, EINVAL))
        c.vm.mem.wptr(out, c.vm.mem.uptr(c.vm.data_var(MSVCRT, var)))   # a char * cell
        return 0
    handler.__name__ = handler.__qualname__ = "_get" + var
    handler.__doc__ = ("Store %s (the program's full path) at ``out``: 0, or EINVAL for "
                       "NULL." % var)
    return handler


cdecl("_get_pgmptr", "LPVOID out", widths=BOTH)(_get_pgmptr_factory("_pgmptr"))
cdecl("_get_wpgmptr", "LPVOID out", widths=BOTH)(_get_pgmptr_factory("_wpgmptr"))


cdecl("_assert", "LPVOID expr, LPVOID file, UINT line", widths=BOTH)(_assert)
cdecl("_wassert", "LPVOID expr, LPVOID file, UINT line", widths=BOTH)(_wassert)


@cdecl("wcstof", "LPVOID s, LPVOID end", widths=BOTH)
def wcstof(c, s, end):
    """A wide string's number as a float; ERANGE with ±HUGE_VALF when it overflows one."""
    value, used = _parse_float(_text(wunits(c.vm.mem, s)))
    if end:
        c.vm.mem.wptr(end, s + 2 * used)
    try:
        return F32(struct.unpack("<f", struct.pack("<f", value))[0])   # XMM0's single at x64
    except OverflowError:
        set_errno(c.vm, ERANGE)
        return F32(math.copysign(math.inf, value))


__all__ = ["FINDDATA32", "WFINDDATA32"]
