"""MSVCP140's ``_Fiopen``: how the headers' basic_filebuf::open opens its file — an
ios_base::openmode becomes one of the C runtime's fopen modes ("r", "w+b", "wx"...),
the file is opened with _fsopen's share flag, and ``ate`` seeks to its end. A
combination of flags with no fopen mode opens nothing (NULL)."""

from ....abi.api import WIDTH64, X86ONLY
from ..msvcrt.files import fclose, open_stream
from ..msvcrt.io import _SHARE
from ..msvcrt.stdio import _seek
from . import cdecl

# ios_base::openmode bits
IN, OUT, ATE, APP, TRUNC, NOCREATE, NOREPLACE, BINARY = (
    0x01, 0x02, 0x04, 0x08, 0x10, 0x40, 0x80, 0x20)

#: openmode -> fopen mode, the library's table of the valid combinations
MODES = {
    IN: "r", OUT: "w", OUT | TRUNC: "w", OUT | APP: "a",
    IN | BINARY: "rb", OUT | BINARY: "wb", OUT | TRUNC | BINARY: "wb",
    OUT | APP | BINARY: "ab",
    IN | OUT: "r+", IN | OUT | TRUNC: "w+", IN | OUT | APP: "a+",
    IN | OUT | BINARY: "r+b", IN | OUT | TRUNC | BINARY: "w+b",
    IN | OUT | APP | BINARY: "a+b",
    OUT | NOREPLACE: "wx", OUT | TRUNC | NOREPLACE: "wx",
    OUT | IN | TRUNC | NOREPLACE: "w+x", OUT | BINARY | NOREPLACE: "wbx",
    OUT | BINARY | TRUNC | NOREPLACE: "wbx",
    OUT | IN | TRUNC | BINARY | NOREPLACE: "w+bx",
}


def fiopen(c, name, mode, prot, fn_name):
    """Open ``name`` (decoded) for ``mode`` with share flag ``prot``."""
    at_end = bool(mode & ATE)
    if mode & NOCREATE:
        mode |= IN
    if mode & APP:
        mode |= OUT
    fmode = MODES.get(mode & ~(ATE | NOCREATE))
    if fmode is None or name is None or prot not in _SHARE:
        return 0
    fp = open_stream(c.vm, name, fmode, _SHARE[prot], fn_name)
    if fp and at_end and _seek(c.vm, fp, 0, 2) != 0:
        fclose(c, fp)
        return 0
    return fp


@cdecl("?_Fiopen@std@@YAPEAU_iobuf@@PEBDHH@Z", "LPCSTR name, int mode, int prot",
       widths=WIDTH64)
@cdecl("?_Fiopen@std@@YAPAU_iobuf@@PBDHH@Z", "LPCSTR name, int mode, int prot",
       widths=X86ONLY)
def _Fiopen(c, name, mode, prot):
    """Open a file named in the ANSI code page: the FILE*, or NULL."""
    return fiopen(c, name, mode, prot, "_Fiopen")


@cdecl("?_Fiopen@std@@YAPEAU_iobuf@@PEB_WHH@Z", "LPCWSTR name, int mode, int prot",
       widths=WIDTH64)
@cdecl("?_Fiopen@std@@YAPAU_iobuf@@PB_WHH@Z", "LPCWSTR name, int mode, int prot",
       widths=X86ONLY)
def _Fiopen_wide(c, name, mode, prot):
    """Open a file with a wide name: the FILE*, or NULL."""
    return fiopen(c, name, mode, prot, "_Fiopen")
