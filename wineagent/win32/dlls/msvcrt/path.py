"""The C runtime's path splitting: _splitpath / _wsplitpath (msvcrt, and the UCRT through
its table chain).

The documented split: the drive is "X:" when the path starts with one; the directory
runs to the last "\\" or "/" (kept); the extension starts at the last "." of the rest;
the name is what lies between. A NULL output is skipped. The ``_s`` variants check each
buffer's size: a part that does not fit empties every buffer and fails with ERANGE
through the invalid-parameter handler.

_makepath / _wmakepath and their ``_s`` forms put a path together again: the drive's
letter and a colon, the directory with a backslash added when it ends without one, the
name, and the extension with a dot added when it has none.
"""

import os

from ....abi.api import BOTH
from ...core.crt import EINVAL, ERANGE, cdecl, invalid_parameter, set_errno
from ...kernel.vfs import VfsError
from .env import read_env
from .mbcs import is_lead

_MAX_DRIVE, _MAX_DIR, _MAX_FNAME, _MAX_EXT = 3, 256, 256, 256


def split_path(path, lead=None):
    """(drive, dir, fname, ext) as _splitpath gives them. ``lead`` tells the lead bytes
    of the multibyte code page: the byte after one belongs to its character and is never
    a separator or a dot (0x5C, "\\", is a common second byte in code page 932)."""
    drive = ""
    if len(path) >= 2 and path[1] == ":":
        drive, path = path[:2], path[2:]
    cut, dot, i = 0, -1, 0
    while i < len(path):
        ch = path[i]
        if lead is not None and lead(ord(ch)) and i + 1 < len(path):
            i += 2
            continue
        if ch in "\\/":
            cut, dot = i + 1, -1
        elif ch == ".":
            dot = i
        i += 1
    folder, rest = path[:cut], path[cut:]
    if dot < 0:
        return drive, folder, rest, ""
    dot -= cut
    return drive, folder, rest[:dot], rest[dot:]


def _path_parts(vm, path, wide):
    """The four parts of the guest's path string (narrow: by the multibyte code page)."""
    mem = vm.mem
    if wide:
        return split_path(mem.wstr(path) or "")
    # Narrow paths are split as bytes (latin-1 keeps each byte's value) and written
    # back as the same bytes.
    text = mem.cbytes(path).decode("latin-1") if path else ""
    return tuple(part.encode("latin-1")
                 for part in split_path(text, lambda b: is_lead(vm, b)))


def _split(c, path, outs, wide):
    mem = c.vm.mem
    for ptr, part, size in zip(outs, _path_parts(c.vm, path, wide),
                               (_MAX_DRIVE, _MAX_DIR, _MAX_FNAME, _MAX_EXT)):
        if ptr:
            if wide:
                mem.write_wstr(ptr, part, size)
            else:
                mem.write_cstr(ptr, part, size)


@cdecl("_splitpath", "LPVOID path, LPVOID drive, LPVOID dir, LPVOID fname, LPVOID ext", widths=BOTH)
def _splitpath(c, path, drive, folder, fname, ext):
    _split(c, path, (drive, folder, fname, ext), False)


@cdecl("_wsplitpath", "LPVOID path, LPVOID drive, LPVOID dir, LPVOID fname, LPVOID ext", widths=BOTH)
def _wsplitpath(c, path, drive, folder, fname, ext):
    _split(c, path, (drive, folder, fname, ext), True)


def _split_s(wide):
    def handler(c, path, drive, dsize, folder, fsize, fname, nsize, ext, esize):
        mem = c.vm.mem
        pairs = ((drive, dsize), (folder, fsize), (fname, nsize), (ext, esize))
        write = mem.write_wstr if wide else mem.write_cstr
        if not path or any((p == 0) != (n == 0) for p, n in pairs):
            for p, n in pairs:
                if p and n:
                    write(p, "", n)
            return (yield from invalid_parameter(c, EINVAL))
        parts = _path_parts(c.vm, path, wide)
        if any(p and len(part) >= n for (p, n), part in zip(pairs, parts)):
            for p, n in pairs:
                if p:
                    write(p, "", n)
            return (yield from invalid_parameter(c, ERANGE))
        for (p, n), part in zip(pairs, parts):
            if p:
                write(p, part, n)
        return 0
    handler.__doc__ = ("_splitpath with each buffer's size: 0, EINVAL (NULL path, a buffer "
                       "without its size) or ERANGE (a part does not fit).")
    return handler


_SPLIT_S = ("LPVOID path, LPVOID drive, SIZE_T dsize, LPVOID dir, SIZE_T fsize, "
            "LPVOID fname, SIZE_T nsize, LPVOID ext, SIZE_T esize")
cdecl("_splitpath_s", _SPLIT_S, widths=BOTH)(_split_s(False))
cdecl("_wsplitpath_s", _SPLIT_S, widths=BOTH)(_split_s(True))


def make_path(drive, folder, fname, ext):
    """The path _makepath builds from its four parts (None: absent)."""
    out = ""
    if drive:
        out += drive[0] + ":"
    if folder:
        out += folder if folder[-1] in "\\/" else folder + "\\"
    if fname:
        out += fname
    if ext:
        out += ext if ext[0] == "." else "." + ext
    return out


def _parts(mem, ptrs, wide):
    return [((mem.wstr(p) if wide else mem.cstr(p)) if p else None) for p in ptrs]


def _make(wide):
    def handler(c, path, drive, folder, fname, ext):
        mem = c.vm.mem
        text = make_path(*_parts(mem, (drive, folder, fname, ext), wide))
        (mem.write_wstr if wide else mem.write_cstr)(path, text)
    handler.__doc__ = "Build a path from a drive, directory, name and extension."
    return handler


def _units(mem, p, wide):
    """The code units of the string at ``p`` (bytes, or UTF-16 units), without its NUL."""
    if not wide:
        return list(mem.cbytes(p))
    out = []
    while True:
        u = mem.u16(p + 2 * len(out))
        if not u:
            return out
        out.append(u)


def _make_s(wide):
    cs = 2 if wide else 1

    def put(mem, at, units):
        if wide:
            mem.write(at, b"".join(u.to_bytes(2, "little") for u in units))
        else:
            mem.write(at, bytes(units))

    def handler(c, path, size, drive, folder, fname, ext):
        # The parts are copied one after the other, each read when its turn comes (a part
        # may lie in the output buffer itself), and a part that does not fit is copied
        # as far as it goes; then the path is emptied (its first character NUL) and the
        # answer is ERANGE. What is left after the NUL is what Windows leaves there.
        mem = c.vm.mem
        if not path or not size:
            return (yield from invalid_parameter(c, EINVAL))
        p, left = path, size
        ok = True
        if drive and mem.read(drive, cs) != b"\0" * cs:
            if left <= 2:
                ok = False
            else:
                put(mem, p, [_units(mem, drive, wide)[0], ord(":")])
                p, left = p + 2 * cs, left - 2
        parts = ((folder, "dir"), (fname, "name"), (ext, "ext"))
        for src, kind in parts:
            if not ok:
                break
            if not src or mem.read(src, cs) == b"\0" * cs:
                continue
            units = _units(mem, src, wide)
            if left < 2:
                ok = False
                break
            if kind == "ext" and units[0] != ord("."):
                put(mem, p, [ord(".")])
                p, left = p + cs, left - 1
            n = min(left - 1, len(units))
            put(mem, p, units[:n])
            if left <= len(units):
                ok = False
                break
            p, left = p + n * cs, left - n
            if kind == "dir" and units[-1] not in (ord("\\"), ord("/")):
                if left < 2:
                    ok = False
                    break
                put(mem, p, [ord("\\")])
                p, left = p + cs, left - 1
        if not ok:
            put(mem, path, [0])
            return (yield from invalid_parameter(c, ERANGE))
        put(mem, p, [0])
        return 0
    handler.__doc__ = "_makepath into a buffer of ``size`` characters: 0, EINVAL or ERANGE."
    return handler


_MAKE = "LPVOID path, LPVOID drive, LPVOID dir, LPVOID fname, LPVOID ext"
cdecl("_makepath", _MAKE, widths=BOTH)(_make(False))
cdecl("_wmakepath", _MAKE, widths=BOTH)(_make(True))
cdecl("_makepath_s", "LPVOID path, SIZE_T size, LPVOID drive, LPVOID dir, LPVOID fname, "
      "LPVOID ext", widths=BOTH)(_make_s(False))
cdecl("_wmakepath_s", "LPVOID path, SIZE_T size, LPVOID drive, LPVOID dir, LPVOID fname, "
      "LPVOID ext", widths=BOTH)(_make_s(True))


# -- _searchenv ------------------------------------------------------------------------------
_MAX_PATH = 260
ENOENT = 2


def _exists(vm, path):
    """Whether ``path`` names a file or folder on the guest's drive."""
    try:
        parts, host = vm.vfs.resolve(path)
    except VfsError:
        return False
    return not parts or os.path.exists(host)


def _folders(value):
    """The folders of a PATH-like value: separated by ";", where a double-quoted stretch
    is taken as it is (its quotes dropped, a ";" inside it kept); empty ones skipped."""
    out, cur, quoted = [], [], False
    for ch in value + ";":
        if ch == '"':
            quoted = not quoted
        elif ch == ";" and not quoted:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if quoted:                       # an unclosed quote runs to the end of the value
        out.append("".join(cur)[:-1])
    return [f for f in out if f and len(f) < _MAX_PATH]


def _search(vm, name, var, wide):
    """_searchenv's answer for file ``name`` and variable ``var``: the full path, or
    None (ENOENT)."""
    if _exists(vm, name):
        return vm.vfs.full_path(name)
    value = read_env(vm, var, wide)
    if value is None:
        return None
    for folder in _folders(value):
        if folder[-1] not in "\\/":
            folder += "\\"
        if len(folder) + len(name) >= _MAX_PATH:
            continue
        if _exists(vm, folder + name):
            return folder + name
    return None


def _searchenv_s_factory(wide):
    def handler(c, name, var, buf, count):
        vm = c.vm
        if name is None or not buf or not count:
            return (yield from invalid_parameter(c, EINVAL))
        write = vm.mem.write_wstr if wide else vm.mem.write_cstr
        write(buf, "")
        found = _search(vm, name, var or "", wide)
        if found is None:
            set_errno(vm, ENOENT)
            return ENOENT
        if len(found) + 1 > count:
            return (yield from invalid_parameter(c, ERANGE))
        write(buf, found)
        return 0
    handler.__doc__ = ("Find file ``name`` in the current folder, then in each folder the "
                       "variable ``var`` lists; its full path in ``buf`` (``count`` "
                       "characters): 0, ENOENT (an empty string) or EINVAL/ERANGE.")
    return handler


def _searchenv_factory(wide):
    inner = _searchenv_s_factory(wide)

    def handler(c, name, var, buf):
        yield from inner(c, name, var, buf, _MAX_PATH)
    handler.__doc__ = "_searchenv_s with a buffer of MAX_PATH characters; no result."
    return handler


cdecl("_searchenv_s", "LPCSTR name, LPCSTR var, LPVOID buf, SIZE_T count", widths=BOTH)(
    _searchenv_s_factory(False))
cdecl("_wsearchenv_s", "LPCWSTR name, LPCWSTR var, LPVOID buf, SIZE_T count", widths=BOTH)(
    _searchenv_s_factory(True))
cdecl("_searchenv", "LPCSTR name, LPCSTR var, LPVOID buf", widths=BOTH)(_searchenv_factory(False))
cdecl("_wsearchenv", "LPCWSTR name, LPCWSTR var, LPVOID buf", widths=BOTH)(
    _searchenv_factory(True))
