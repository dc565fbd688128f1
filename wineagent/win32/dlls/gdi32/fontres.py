"""GDI32: font resources a program adds to the font table — AddFontResource(Ex) from a
file, AddFontMemResourceEx from memory — and their removal.

The desktop's font table holds its bundled bitmap fonts only (gdi/fontmap.py), and
adding a font to it (a TrueType/OpenType face or a ``.fon`` file's strikes, enumerated
and drawn like the bundled ones) is not implemented. What is done is everything short
of that, as Windows answers it:

- A file that does not exist: 0, the last error ERROR_FILE_NOT_FOUND (or
  ERROR_PATH_NOT_FOUND); a file, or memory, that is not a font (neither an sfnt —
  TrueType, OpenType, a collection — nor an MZ font resource file, nor a raw ``.fnt``):
  0 / NULL, nothing added. NULL arguments to AddFontMemResourceEx (no data, no size, no
  place for the count): NULL with ERROR_INVALID_PARAMETER.
- A font that would be added stops the program naming it (``AddFontResourceExW (a
  TrueType font ...)``); so does a Type 1 font's ``a.pfm|a.pfb`` pair.
- Since no font is ever added, RemoveFontResource(Ex) of any name answers FALSE (the
  name is not in the table: the bundled fonts are not resources a program can remove),
  and RemoveFontMemResourceEx of any handle FALSE (no handle was ever given). Wine 8
  answers TRUE for a NULL handle.

Qt 6's Qt6Gui imports the four Ex functions for its application fonts
(QFontDatabase::addApplicationFont).
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import GDI32
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...kernel.vfs import VfsError

_SFNT = {b"\x00\x01\x00\x00": "a TrueType font", b"true": "a TrueType font",
         b"OTTO": "an OpenType font", b"ttcf": "a font collection",
         b"typ1": "a TrueType-wrapped Type 1 font"}


def font_kind(head):
    """What the first bytes of a file or memory block say it is: a description of the
    font kind, or None when it is not a font."""
    if head[:4] in _SFNT:
        return _SFNT[head[:4]]
    if head[:2] == b"MZ":
        return "a font resource file (MZ)"
    if head[:2] in (b"\x00\x02", b"\x00\x03"):      # a raw .FNT's dfVersion
        return "a raw bitmap font (.fnt)"
    return None


def _add_file(c, api_name, name, flags):
    vm = c.vm
    if name is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if "|" in name:
        raise Unimplemented("%s!%s (a Type 1 font: %s)" % (GDI32, api_name, name))
    try:
        parts, host = vm.vfs.resolve(name)
    except VfsError as e:
        vm.last_error = e.code
        return 0
    if not parts or not os.path.isfile(host):
        vm.last_error = vm.vfs.missing_error(parts) if parts else ERROR_INVALID_PARAMETER
        return 0
    with open(host, "rb") as f:
        kind = font_kind(f.read(4))
    if kind is None:
        return 0                                   # not a font: nothing added
    raise Unimplemented("%s!%s (%s: %s, flags 0x%X)" % (GDI32, api_name, kind, name, flags))


@api(GDI32, "AddFontResourceEx{AW}", "LPCTSTR name, DWORD flags, LPVOID reserved",
     widths=BOTH)
def AddFontResourceEx(c, name, flags, reserved):
    """The fonts of file ``name`` added to the font table (FR_PRIVATE, FR_NOT_ENUM):
    0 for a file that does not exist or is not a font; a font stops the program."""
    return _add_file(c, "AddFontResourceEx", name, flags)


@api(GDI32, "AddFontResource{AW}", "LPCTSTR name", widths=BOTH)
def AddFontResource(c, name):
    """AddFontResourceEx with no flags."""
    return _add_file(c, "AddFontResource", name, 0)


@api(GDI32, "RemoveFontResourceEx{AW}", "LPCTSTR name, DWORD flags, LPVOID reserved",
     widths=BOTH)
def RemoveFontResourceEx(c, name, flags, reserved):
    """FALSE: no font was ever added, so ``name`` is not in the font table."""
    return 0


@api(GDI32, "RemoveFontResource{AW}", "LPCTSTR name", widths=BOTH)
def RemoveFontResource(c, name):
    """FALSE: no font was ever added, so ``name`` is not in the font table."""
    return 0


@api(GDI32, "AddFontMemResourceEx", "LPVOID data, DWORD size, LPVOID reserved, "
     "LPDWORD count", widths=BOTH)
def AddFontMemResourceEx(c, data, size, reserved, count):
    """The fonts in ``size`` bytes at ``data`` added privately: NULL with
    ERROR_INVALID_PARAMETER without data, size or ``count``; NULL for bytes that are
    not a font; a font stops the program."""
    vm = c.vm
    if not data or not size or not count:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    kind = font_kind(bytes(vm.mem.read(data, min(size, 4))))
    if kind is None:
        return 0
    raise Unimplemented("%s!AddFontMemResourceEx (%s, %d bytes)" % (GDI32, kind, size))


@api(GDI32, "RemoveFontMemResourceEx", "HANDLE handle", widths=BOTH)
def RemoveFontMemResourceEx(c, handle):
    """FALSE: AddFontMemResourceEx never gave a handle."""
    return 0
