"""Atom tables: the global one (GlobalAddAtom & co., shared on Windows by every process of
the session — here there is one process) and the process's local one (AddAtom & co.).

An atom is a 16-bit number standing for a string. Strings get atoms from 0xC000 up, found
again case-insensitively, counted (each Add needs a Delete); the name keeps the spelling
of its first Add. Integer atoms (MAKEINTATOM(n), or a string "#n") are the numbers 1 to
0xBFFF themselves: nothing is stored for them and deleting them does nothing. USER32's
window properties name themselves with global atoms (``dlls/user32_props.py``).
"""

__all__ = ["AtomTable", "AtomError", "global_atoms", "local_atoms", "MAXINTATOM"]

MAXINTATOM = 0xC000
MAX_NAME = 255


class AtomError(Exception):
    """A request Windows refuses; ``error`` is the Win32 error code."""

    def __init__(self, error):
        super().__init__(error)
        self.error = error


class AtomTable:
    """One atom table: atom -> [name, count]."""

    def __init__(self):
        self.atoms = {}

    @staticmethod
    def integer(name):
        """The integer atom a name or number stands for, or None for a string atom.
        Raises AtomError(ERROR_INVALID_PARAMETER) for 0, a number past 0xBFFF, or a name
        longer than 255 characters."""
        if isinstance(name, int):
            n = name
        elif name.startswith("#") and name[1:].isdigit():
            n = int(name[1:])
        else:
            if not name or len(name) > MAX_NAME:
                raise AtomError(87)
            return None
        if not 0 < n < MAXINTATOM:
            raise AtomError(87)
        return n

    def add(self, name):
        """The atom for ``name``, created or counted once more."""
        n = self.integer(name)
        if n is not None:
            return n
        atom = self.find(name)
        if atom:
            self.atoms[atom][1] += 1
            return atom
        atom = MAXINTATOM
        while atom in self.atoms:
            atom += 1
        if atom > 0xFFFF:
            raise AtomError(8)                   # ERROR_NOT_ENOUGH_MEMORY: table full
        self.atoms[atom] = [name, 1]
        return atom

    def find(self, name):
        """The atom of ``name``, or 0."""
        n = self.integer(name)
        if n is not None:
            return n
        key = name.upper()
        for atom, (text, _) in self.atoms.items():
            if text.upper() == key:
                return atom
        return 0

    def delete(self, atom):
        """Count one Delete; the atom goes at zero. Raises AtomError(ERROR_INVALID_HANDLE)
        for an atom that does not exist."""
        if 0 < atom < MAXINTATOM:
            return
        entry = self.atoms.get(atom)
        if entry is None:
            raise AtomError(6)
        entry[1] -= 1
        if entry[1] <= 0:
            del self.atoms[atom]

    def name(self, atom):
        """The name of ``atom`` ("#n" for an integer atom), or raise AtomError."""
        if 0 < atom < MAXINTATOM:
            return "#%d" % atom
        entry = self.atoms.get(atom)
        if entry is None:
            raise AtomError(6)
        return entry[0]


def global_atoms(vm):
    """The session's global atom table (the first process's: a child shares it, as DDE's
    atoms name the same strings in every process)."""
    procs = vm.processes
    return (procs.first if procs is not None else vm).kernel.global_atoms


def local_atoms(vm):
    """The process's local atom table."""
    return vm.kernel.local_atoms
