"""Kernel object handles: the table behind every HANDLE a program holds (``vm.handles``).

Each kernel object class says what it is with ``@handle_kind("event")``: the name is the
object's kind, used in errors, in the debug output and by declarations that type a handle
parameter (``"HANDLE:event hEvent"``, abi/api.py). A handler asks the table for the kind it
wants, ``vm.handles.get(h, Event)`` (or ``get(h, "event")``), and gets the object only when
``h`` is open and names an object of that kind: None for a closed, stale, foreign or
wrong-kind handle, so one test stands for "is this handle valid here".

Handle values are those Windows programs see from NT: multiples of 4, the first at 0x1000,
never reused within a process (a stale handle stays invalid). test/project/test_handles.py
fails on code that indexes the table as a raw dict or checks a kind by hand."""

from ...abi.lazy import LazyTable

__all__ = ["HandleTable", "handle_kind", "kind_classes", "KINDS"]

#: Kind name -> the classes of that kind (two DLLs may keep their own class of one kind:
#: KERNEL32's and msvcrt's find searches). Filled by :func:`handle_kind` at import, on
#: demand (abi/lazy.py): asking for a kind imports the modules declaring it.
KINDS = LazyTable(__name__ + ".KINDS")


def handle_kind(name):
    """Class decorator: objects of the class are kernel objects of kind ``name`` (a
    lower-case noun as Windows' documentation calls it: "event", "file", "registry key")."""
    def mark(cls):
        cls.HANDLE_KIND = name
        held = dict.get(KINDS, name, ())     # as it is: a declaration loads nothing
        if cls not in held:
            KINDS[name] = held + (cls,)
        return cls
    return mark


def kind_classes(kind):
    """The classes a kind stands for: a kind name (``"a|b"``: either kind), a class, or a
    tuple of these."""
    if isinstance(kind, str):
        if "|" in kind:
            return kind_classes(tuple(kind.split("|")))
        try:
            return KINDS[kind]
        except KeyError:
            raise KeyError("no kernel object kind %r (declared: %s)"
                           % (kind, ", ".join(sorted(KINDS)))) from None
    if isinstance(kind, tuple):
        return tuple(c for k in kind for c in kind_classes(k))
    return (kind,)


class HandleTable:
    """A process's open kernel object handles: value -> object, allocated in order."""

    #: The first handle value, and the step between two (the low two bits of an NT handle
    #: are tag bits the system ignores, so handles are multiples of 4).
    FIRST, STEP = 0x1000, 4

    def __init__(self):
        self._objects = {}
        self._next = self.FIRST

    def add(self, obj):
        """Open a new handle to ``obj`` (a class marked with :func:`handle_kind`)."""
        if not isinstance(getattr(type(obj), "HANDLE_KIND", None), str):
            raise TypeError("%s is not a kernel object kind (mark its class with "
                            "@handle_kind)" % type(obj).__name__)
        h = self._next
        self._next += self.STEP
        self._objects[h] = obj
        return h

    def insert(self, h, obj):
        """Open handle value ``h`` to ``obj`` (a handle a child process inherits keeps
        its parent's value); later handles are numbered after it."""
        if not isinstance(getattr(type(obj), "HANDLE_KIND", None), str):
            raise TypeError("%s is not a kernel object kind" % type(obj).__name__)
        self._objects[h] = obj
        self._next = max(self._next, h + self.STEP)

    def get(self, h, kind=None):
        """The object of open handle ``h``; with ``kind`` (a class, a kind name or a tuple
        of them) only when the object is of that kind. None otherwise. The low two bits
        of ``h`` are tag bits (Windows ignores them: a handle with them set names the
        same object)."""
        obj = self._objects.get(h)
        if obj is None and h & 3:
            obj = self._objects.get(h & ~3)
        if obj is None or kind is None:
            return obj
        return obj if isinstance(obj, kind_classes(kind)) else None

    def kind_of(self, h):
        """The kind name of open handle ``h`` ("event", "file", ...), or None."""
        obj = self.get(h)
        return None if obj is None else type(obj).HANDLE_KIND

    def describe(self, h):
        """``h`` for errors and debug output: ``0x1004 (event)`` or ``0x1004 (not open)``."""
        return "%#x (%s)" % (h, self.kind_of(h) or "not open")

    def __contains__(self, h):
        return h in self._objects

    def __iter__(self):
        return iter(list(self._objects))

    def __len__(self):
        return len(self._objects)

    def values(self):
        """The open objects (one per handle: an object with two handles comes twice)."""
        return list(self._objects.values())

    def items(self):
        """(handle, object) pairs, oldest handle first."""
        return list(self._objects.items())

    def of_kind(self, kind):
        """(handle, object) pairs of the open handles of ``kind``."""
        classes = kind_classes(kind)
        return [(h, o) for h, o in self._objects.items() if isinstance(o, classes)]

    def refers_to(self, obj):
        """True while some open handle names ``obj``."""
        return any(o is obj for o in self._objects.values())

    def pop(self, h, default=None):
        """Remove handle ``h`` and return its object (``default`` when not open); the
        object itself is not closed (:meth:`close` does that)."""
        return self._objects.pop(h, default)

    def close(self, h):
        """Remove handle ``h``; the object's ``close`` runs when this was its last handle
        (DuplicateHandle and named objects give one object several). Returns the object,
        or None when ``h`` was not open."""
        obj = self._objects.pop(h, None)
        if obj is not None and not self.refers_to(obj):
            close = getattr(obj, "close", None)
            if close is not None:
                close()
        return obj

    def close_all(self):
        """Close every handle (the VM's end)."""
        for h in list(self._objects):
            close = getattr(self._objects.pop(h), "close", None)
            if close:
                close()

    def clear(self):
        """Forget every handle without closing its object (a forked copy of a VM: the
        objects belong to the parent); later handles keep counting on."""
        self._objects.clear()

    def summary(self):
        """Open handles by kind, for the snapshot and debug output: {kind: count}."""
        counts = {}
        for obj in self._objects.values():
            counts[type(obj).HANDLE_KIND] = counts.get(type(obj).HANDLE_KIND, 0) + 1
        return dict(sorted(counts.items()))
