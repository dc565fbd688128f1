"""The window class registry: application-local, application-global and system classes,
named by atoms of the user atom table, looked up as Windows looks them up.

Windows keeps a process's classes in three kinds (docs/user.md "Window classes: local,
global, system"):

- an *application-local* class (RegisterClass without CS_GLOBALCLASS) belongs to the
  module instance it was registered with; two modules may each register one of the same
  name, and they are two classes;
- an *application-global* class (CS_GLOBALCLASS) is found whatever instance asks;
- a *system* class (BUTTON, EDIT, #32770, ...) is registered by USER32 itself, global too.

A lookup with an instance takes the first class of that name which is global or local to
that instance (or to a handle with the same upper 16 bits: a module's handle with low bits
set, as Windows compares them); locals come first, newest first, then the global and
system classes in registration order. A lookup with instance 0 takes the first class of
the name of any kind — what CreateWindowEx does with a NULL hInstance and UnregisterClass
with 0. RegisterClass refuses a class when the lookup for its own instance finds one of
the same kind (local meets local, global meets global or system): a local class may hide
a global or system one of its name for its module.

Class names are atoms of the user atom table, which RegisterWindowMessage and
RegisterClipboardFormat share (GetClipboardFormatName names a class atom while the class
exists): one name is one atom whatever module registers it, counted once per class and
released with it. A name "#n" (or MAKEINTATOM(n)) is the integer atom n itself.
"""

from ..kernel.atoms import MAXINTATOM, AtomError, AtomTable

__all__ = ["ClassTable", "instance_matches"]


def instance_matches(cls, instance):
    """True when a lookup for ``instance`` may take class ``cls``: any instance (0), a
    global or system class, the class's own instance, or a handle of the same module
    (same upper 16 bits; a class of a 16-bit instance needs the handle itself)."""
    if not instance or not cls.local or cls.instance == instance:
        return True
    return bool(cls.instance >> 16) and cls.instance >> 16 == instance >> 16


class ClassTable:
    """A process's window classes and the user atom table their names live in."""

    def __init__(self):
        #: the user atom table: class names, registered messages and clipboard formats
        self.atoms = AtomTable()
        #: application-local classes, newest first
        self.local = []
        #: application-global and system classes, in registration order
        self.shared = []

    def atom_of(self, name):
        """The atom ``name`` (a string or an atom) stands for, or 0 when no class or
        registered name has it."""
        if isinstance(name, int):
            return name & 0xFFFF
        try:
            return self.atoms.find(name) if name else 0
        except AtomError:
            return 0

    def find(self, name, instance=0):
        """The class a lookup of ``name`` by ``instance`` finds (module docstring), or
        None."""
        atom = self.atom_of(name)
        if not atom:
            return None
        for cls in self.local + self.shared:
            if cls.atom == atom and instance_matches(cls, instance):
                return cls
        return None

    def _take_atom(self, name):
        """Count one more use of ``name``'s atom (made if new); raises AtomError."""
        if isinstance(name, int) and name >= MAXINTATOM:
            entry = self.atoms.atoms.get(name)
            if entry is None:
                raise AtomError(6)         # ERROR_INVALID_HANDLE: no such string atom
            entry[1] += 1
            return name
        return self.atoms.add(name)

    def register(self, cls, local):
        """Add ``cls`` (its ``instance`` already the registering module) as a local or a
        global class; its atom, or 0 when a class of the same kind is found for its
        instance (ERROR_CLASS_ALREADY_EXISTS). Raises AtomError for a bad name."""
        atom = self._take_atom(cls.name)
        found = self.find(atom, cls.instance)
        if found is not None and found.local == local:
            self.atoms.delete(atom)
            return 0
        cls.atom, cls.local = atom, local
        if isinstance(cls.name, int) and atom >= MAXINTATOM:
            cls.name = self.atoms.name(atom)   # GetClassName: the atom's name
        if local:
            self.local.insert(0, cls)
        else:
            self.shared.append(cls)
        return atom

    def remove(self, cls):
        """Take ``cls`` out of the registry and release its atom."""
        (self.local if cls.local else self.shared).remove(cls)
        try:
            self.atoms.delete(cls.atom)
        except AtomError:
            pass                            # an integer atom: nothing was counted

    def all(self):
        """Every class, in lookup order."""
        return self.local + self.shared
