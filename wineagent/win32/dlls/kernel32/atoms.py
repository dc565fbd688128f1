"""KERNEL32: the atom functions, global (GlobalAddAtom, GlobalFindAtom, GlobalDeleteAtom,
GlobalGetAtomName) and local (AddAtom, FindAtom, DeleteAtom, GetAtomName, InitAtomTable),
over ``kernel/atoms.py``."""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_PARAMETER, ERROR_MORE_DATA)
from ...kernel.atoms import AtomError, global_atoms, local_atoms
from ...core.dllnames import KERNEL32



def _add(c, table, name):
    if name == 0:
        return 0        # MAKEINTATOM(0) names nothing (Wine 8 sets no error either)
    try:
        return table.add(name)
    except AtomError as e:
        c.vm.last_error = e.error
        return 0


def _find(c, table, name):
    try:
        atom = table.find(name)
    except AtomError as e:
        c.vm.last_error = e.error
        return 0
    if not atom:
        c.vm.last_error = ERROR_FILE_NOT_FOUND
    return atom


def _delete(c, table, atom):
    try:
        table.delete(atom & 0xFFFF)
    except AtomError as e:
        c.vm.last_error = e.error
        return atom           # failure: the atom itself, as documented
    return 0


def _get_name(c, table, atom, buf, size, local=False):
    # A name that does not fit is truncated as Windows does it (Wine 8 the same):
    # - global, ANSI: size - 1 characters and a NUL, then 0 with ERROR_MORE_DATA;
    # - global, wide: ``size`` characters without a NUL and that count, ERROR_MORE_DATA
    #   when some did not fit (none for a name of exactly ``size``);
    # - local: size - 1 characters and a NUL, and that count; ANSI sets ERROR_MORE_DATA,
    #   wide only when nothing fitted.
    atom &= 0xFFFF
    if atom == 0:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    try:
        name = table.name(atom)
    except AtomError as e:
        c.vm.last_error = e.error
        return 0
    if size <= 0:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    if len(name) < size:
        return c.write_str(buf, name, size)
    if local:
        n = c.write_str(buf, name, size)
        if not c.wide or n == 0:
            c.vm.last_error = ERROR_MORE_DATA
        return n
    if c.wide:
        # A name exactly ``size`` long fills the buffer without its NUL and is no error.
        if len(name) > size:
            c.vm.last_error = ERROR_MORE_DATA
        c.vm.mem.write(buf, name[:size].encode("utf-16-le"))
        return size
    c.vm.last_error = ERROR_MORE_DATA
    c.write_str(buf, name, size)      # the truncated name is there; 0 says so
    return 0


@api(KERNEL32, "GlobalAddAtom{AW}", "LPCTSTR_ID name", widths=BOTH)
def GlobalAddAtom(c, name):
    """Add (or count once more) a string in the global atom table; integer atoms are
    themselves. 0 with ERROR_INVALID_PARAMETER for a bad one."""
    return _add(c, global_atoms(c.vm), name)


@api(KERNEL32, "GlobalFindAtom{AW}", "LPCTSTR_ID name", widths=BOTH)
def GlobalFindAtom(c, name):
    """The global atom of a string, or 0 with ERROR_FILE_NOT_FOUND."""
    return _find(c, global_atoms(c.vm), name)


@api(KERNEL32, "GlobalDeleteAtom", "WORD atom", widths=BOTH)
def GlobalDeleteAtom(c, atom):
    """Take one count off a global atom: 0 on success, else the atom with
    ERROR_INVALID_HANDLE."""
    return _delete(c, global_atoms(c.vm), atom)


@api(KERNEL32, "GlobalGetAtomName{AW}", "WORD atom, LPVOID buf, INT size", widths=BOTH)
def GlobalGetAtomName(c, atom, buf, size):
    """The string of a global atom ("#n" for an integer atom) into ``buf``: its length,
    or 0 with ERROR_INVALID_HANDLE for an unknown atom (ERROR_INVALID_PARAMETER for 0);
    a name that does not fit is truncated as ``_get_name`` says."""
    return _get_name(c, global_atoms(c.vm), atom, buf, size)


@api(KERNEL32, "AddAtom{AW}", "LPCTSTR_ID name", widths=BOTH)
def AddAtom(c, name):
    """GlobalAddAtom on the process's local atom table."""
    return _add(c, local_atoms(c.vm), name)


@api(KERNEL32, "FindAtom{AW}", "LPCTSTR_ID name", widths=BOTH)
def FindAtom(c, name):
    """GlobalFindAtom on the local table."""
    return _find(c, local_atoms(c.vm), name)


@api(KERNEL32, "DeleteAtom", "WORD atom", widths=BOTH)
def DeleteAtom(c, atom):
    """GlobalDeleteAtom on the local table."""
    return _delete(c, local_atoms(c.vm), atom)


@api(KERNEL32, "GetAtomName{AW}", "WORD atom, LPVOID buf, INT size", widths=BOTH)
def GetAtomName(c, atom, buf, size):
    """GlobalGetAtomName on the local table (a name that does not fit: ``_get_name``)."""
    return _get_name(c, local_atoms(c.vm), atom, buf, size, local=True)


@api(KERNEL32, "InitAtomTable", "DWORD size", widths=BOTH)
def InitAtomTable(c, size):
    """Size the local table's hash: ours has no fixed size, so any size works; TRUE."""
    return 1
