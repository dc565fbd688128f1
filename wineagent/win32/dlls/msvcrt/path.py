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

from ...core.crt import EINVAL, ERANGE, cdecl, invalid_parameter

_MAX_DRIVE, _MAX_DIR, _MAX_FNAME, _MAX_EXT = 3, 256, 256, 256


def split_path(path):
    """(drive, dir, fname, ext) as _splitpath gives them."""
    drive = ""
    if len(path) >= 2 and path[1] == ":":
        drive, path = path[:2], path[2:]
    cut = max(path.rfind("\\"), path.rfind("/")) + 1
    folder, rest = path[:cut], path[cut:]
    dot = rest.rfind(".")
    if dot < 0:
        return drive, folder, rest, ""
    return drive, folder, rest[:dot], rest[dot:]


def _split(c, path, outs, wide):
    mem = c.vm.mem
    text = (mem.wstr(path) if wide else mem.cstr(path)) or ""
    for ptr, part, size in zip(outs, split_path(text),
                               (_MAX_DRIVE, _MAX_DIR, _MAX_FNAME, _MAX_EXT)):
        if ptr:
            if wide:
                mem.write_wstr(ptr, part, size)
            else:
                mem.write_cstr(ptr, part, size)


@cdecl("_splitpath", "LPVOID path, LPVOID drive, LPVOID dir, LPVOID fname, LPVOID ext")
def _splitpath(c, path, drive, folder, fname, ext):
    _split(c, path, (drive, folder, fname, ext), False)


@cdecl("_wsplitpath", "LPVOID path, LPVOID drive, LPVOID dir, LPVOID fname, LPVOID ext")
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
        parts = split_path((mem.wstr(path) if wide else mem.cstr(path)) or "")
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
cdecl("_splitpath_s", _SPLIT_S)(_split_s(False))
cdecl("_wsplitpath_s", _SPLIT_S)(_split_s(True))


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


def _make_s(wide):
    def handler(c, path, size, drive, folder, fname, ext):
        mem = c.vm.mem
        write = mem.write_wstr if wide else mem.write_cstr
        if not path or not size:
            return (yield from invalid_parameter(c, EINVAL))
        text = make_path(*_parts(mem, (drive, folder, fname, ext), wide))
        if len(text) >= size:
            write(path, "", size)
            return (yield from invalid_parameter(c, ERANGE))
        write(path, text, size)
        return 0
    handler.__doc__ = "_makepath into a buffer of ``size`` characters: 0, EINVAL or ERANGE."
    return handler


_MAKE = "LPVOID path, LPVOID drive, LPVOID dir, LPVOID fname, LPVOID ext"
cdecl("_makepath", _MAKE)(_make(False))
cdecl("_wmakepath", _MAKE)(_make(True))
cdecl("_makepath_s", "LPVOID path, SIZE_T size, LPVOID drive, LPVOID dir, LPVOID fname, "
      "LPVOID ext")(_make_s(False))
cdecl("_wmakepath_s", "LPVOID path, SIZE_T size, LPVOID drive, LPVOID dir, LPVOID fname, "
      "LPVOID ext")(_make_s(True))
