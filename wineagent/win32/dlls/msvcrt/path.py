"""The C runtime's path splitting: _splitpath / _wsplitpath (msvcrt, and the UCRT through
its table chain).

The documented split: the drive is "X:" when the path starts with one; the directory
runs to the last "\\" or "/" (kept); the extension starts at the last "." of the rest;
the name is what lies between. A NULL output is skipped. (The _s variants, which check
sizes, are not declared here.)
"""

from ...core.crt import cdecl

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
