"""OLE32's system monikers: file, item, anti, pointer, class and generic composite
monikers (CreateFileMoniker, CreateItemMoniker, CreateAntiMoniker, CreatePointerMoniker,
CreateClassMoniker, CreateGenericComposite) — the kinds and how they compose.

A moniker names an object. Each kind here is a Python class holding its data; every
moniker object in guest memory shares one IMoniker vtable (``dlls/ole32/moniker_iface.py``)
whose methods dispatch on the kind. What the kinds answer, as Windows documents them:

- display names: a file moniker's path as given, an item moniker's delimiter and item,
  ``\\..`` for an anti moniker, ``clsid:XXXXXXXX-...:`` for a class moniker, none for a
  pointer moniker (E_NOTIMPL), a composite's parts' names run together;
- equality: paths and item names compare case-insensitively (an item's delimiter does
  not count), a pointer moniker is equal to one holding the same pointer;
- hashes (the values Windows gives, which programs may keep): a file moniker's path hashed
  by 37s (by 39s over every len/8-th character from 16 characters on), an item's name
  upper-cased and hashed by 3s with XOR, an anti moniker 0x80000000 | its count, a class
  moniker its CLSID's first 32 bits, a pointer moniker its pointer, a composite the XOR
  of its parts';
- composition (``compose_pair``): a moniker followed by an anti moniker annihilates (no
  moniker at all); two file monikers collapse into one path (a relative right-hand path
  is appended, each leading ``..`` taking one component off the left; an absolute
  right-hand path cannot be appended: MK_E_SYNTAX); anything else needs a generic
  composite, which keeps its parts flat (a composite of composites is one list).

A composite's parts are interface pointers it holds references on. A part may in
principle be a moniker the program implements; operations that would have to ask such
a part about itself stop the guest naming them (``foreign``).
"""

import struct

from ...abi.api import Unimplemented
from ..core.dllnames import OLE32
from .comobj import com_addref, com_impl, com_new, com_release, method_call

IFACE = "Moniker"
METHODS = ("QueryInterface", "AddRef", "Release", "GetClassID", "IsDirty", "Load", "Save",
           "GetSizeMax", "BindToObject", "BindToStorage", "Reduce", "ComposeWith", "Enum",
           "IsEqual", "Hash", "IsRunning", "GetTimeOfLastChange", "Inverse",
           "CommonPrefixWith", "RelativePathTo", "GetDisplayName", "ParseDisplayName",
           "IsSystemMoniker")

# MKSYS_* (IMoniker::IsSystemMoniker)
MKSYS_GENERICCOMPOSITE, MKSYS_FILEMONIKER, MKSYS_ANTIMONIKER = 1, 2, 3
MKSYS_ITEMMONIKER, MKSYS_POINTERMONIKER, MKSYS_CLASSMONIKER = 4, 5, 7

MK_E_SYNTAX = 0x800401E4
MK_E_NEEDGENERIC = 0x800401E2
MK_E_NOINVERSE = 0x800401EC
MK_E_UNAVAILABLE = 0x800401E3
MK_S_REDUCED_TO_SELF = 0x000401E2

# the composition of two parts: no moniker left, or a generic composite needed
ANNIHILATED, GENERIC = "annihilated", "generic"


def system_clsid(d1):
    """The 16 bytes of {d1-0000-0000-C000-000000000046}, the system monikers' classes."""
    return struct.pack("<IHH", d1, 0, 0) + bytes.fromhex("c000000000000046")


class Syntax(Exception):
    """Two monikers that cannot be composed (MK_E_SYNTAX)."""


def _hash_path(text):
    h = 0
    if len(text) < 16:
        for ch in text:
            h = (h * 37 + ord(ch)) & 0xFFFFFFFF
    else:
        # long names: every (len / 8)-th character, by 39s
        for ch in text[::len(text) // 8]:
            h = (h * 39 + ord(ch)) & 0xFFFFFFFF
    return h


class FileMoniker:
    """A file moniker: a path, absolute or relative, kept as the program gave it."""

    kind, class_d1 = MKSYS_FILEMONIKER, 0x303

    def __init__(self, path):
        self.path = path

    def display(self):
        """The display name (None: the kind has none)."""
        return self.path

    def hash(self):
        """IMoniker::Hash's value."""
        return _hash_path(self.path)

    def same(self, other):
        """IsEqual against another moniker of ours (not a composite)."""
        return isinstance(other, FileMoniker) and self.path.lower() == other.path.lower()


class ItemMoniker:
    """An item moniker: an object inside its container, named by a delimiter and a name."""

    kind, class_d1 = MKSYS_ITEMMONIKER, 0x304

    def __init__(self, delimiter, item):
        self.delimiter, self.item = delimiter, item

    def display(self):
        """The display name: the delimiter, then the item."""
        return self.delimiter + self.item

    def hash(self):
        """IMoniker::Hash's value (of the upper-cased item name only)."""
        h = 0
        for ch in self.item.upper():
            h = ((h * 3) ^ ord(ch)) & 0xFFFFFFFF
        return h

    def same(self, other):
        """Equal items: the names, case-insensitively; the delimiters do not count."""
        return isinstance(other, ItemMoniker) and self.item.lower() == other.item.lower()


class AntiMoniker:
    """An anti moniker: composed to the right of a moniker, it removes it."""

    kind, class_d1 = MKSYS_ANTIMONIKER, 0x305

    def __init__(self, count=1):
        self.count = count

    def display(self):
        """``\\..`` per moniker it removes."""
        return "\\.." * self.count

    def hash(self):
        """IMoniker::Hash's value."""
        return 0x80000000 | self.count

    def same(self, other):
        """Equal anti monikers remove as many monikers."""
        return isinstance(other, AntiMoniker) and self.count == other.count


class PointerMoniker:
    """A pointer moniker: an object already in memory (it holds a reference on it)."""

    kind, class_d1 = MKSYS_POINTERMONIKER, 0x306

    def __init__(self, obj):
        self.obj = obj

    def display(self):
        """None: a pointer has no display name (E_NOTIMPL)."""
        return None

    def hash(self):
        """The pointer (its low 32 bits)."""
        return self.obj & 0xFFFFFFFF

    def same(self, other):
        """Equal when holding the same pointer."""
        return isinstance(other, PointerMoniker) and self.obj == other.obj


class ClassMoniker:
    """A class moniker: a class, bound to as its class object."""

    kind, class_d1 = MKSYS_CLASSMONIKER, 0x31A

    def __init__(self, clsid):
        self.clsid = clsid

    def display(self):
        """``clsid:`` and the CLSID in upper case without braces, then ``:``."""
        d1, d2, d3 = struct.unpack("<IHH", self.clsid[:8])
        return "clsid:%08X-%04X-%04X-%s-%s:" % (d1, d2, d3, self.clsid[8:10].hex().upper(),
                                                 self.clsid[10:].hex().upper())

    def hash(self):
        """The CLSID's first 32 bits."""
        return struct.unpack("<I", self.clsid[:4])[0]

    def same(self, other):
        """Equal for the same class."""
        return isinstance(other, ClassMoniker) and self.clsid == other.clsid


class CompositeMoniker:
    """A generic composite: two or more parts (interface pointers, referenced)."""

    kind, class_d1 = MKSYS_GENERICCOMPOSITE, 0x309

    def __init__(self, parts):
        self.parts = parts


# -- objects in guest memory -------------------------------------------------------------------
def new_moniker(vm, impl):
    """A new moniker object of ``impl``'s kind with one reference: its interface pointer."""
    return com_new(vm, OLE32, IFACE, METHODS, impl)


def ours(vm, ptr):
    """The Python moniker behind ``ptr``, or None for a moniker of the program's own."""
    return com_impl(vm, ptr, IFACE) if ptr else None


def foreign(what, ptr):
    """The error for an operation that would have to ask a moniker the program implements."""
    return Unimplemented("%s: %s with a moniker the program implements itself (0x%08X): "
                         "asking it through its own IMoniker methods is not implemented"
                         % (OLE32, what, ptr))



def addref(vm, ptr):
    """Generator: AddRef any COM object (ours in Python, the program's through its vtable)."""
    if com_impl(vm, ptr) is not None:
        com_addref(vm, ptr)
    else:
        yield method_call(vm, ptr, 1)


def release(vm, ptr):
    """Generator: Release any COM object, a moniker of ours with what it holds."""
    impl = com_impl(vm, ptr)
    if impl is None:
        yield method_call(vm, ptr, 2)
        return
    if com_release(vm, ptr) == 0:
        if isinstance(impl, CompositeMoniker):
            for part in impl.parts:
                yield from release(vm, part)
        elif isinstance(impl, PointerMoniker):
            yield from release(vm, impl.obj)


def parts_of(vm, ptr):
    """The parts of a moniker: a composite's, or the moniker alone."""
    impl = ours(vm, ptr)
    return list(impl.parts) if isinstance(impl, CompositeMoniker) else [ptr]


def display_name(vm, ptr):
    """The display name of a moniker of ours (None when one of its parts has none)."""
    impl = ours(vm, ptr)
    if impl is None:
        raise foreign("a display name", ptr)
    if isinstance(impl, CompositeMoniker):
        names = [display_name(vm, part) for part in impl.parts]
        return None if None in names else "".join(names)
    return impl.display()


def moniker_hash(vm, ptr):
    """IMoniker::Hash of a moniker of ours."""
    impl = ours(vm, ptr)
    if impl is None:
        raise foreign("a hash", ptr)
    if isinstance(impl, CompositeMoniker):
        h = 0
        for part in impl.parts:
            h ^= moniker_hash(vm, part)
        return h
    return impl.hash()


def equal(vm, a, b):
    """IMoniker::IsEqual between two monikers of ours."""
    x, y = ours(vm, a), ours(vm, b)
    if x is None or y is None:
        raise foreign("a comparison", b if x is not None else a)
    if isinstance(x, CompositeMoniker) or isinstance(y, CompositeMoniker):
        if not (isinstance(x, CompositeMoniker) and isinstance(y, CompositeMoniker)):
            return False
        return len(x.parts) == len(y.parts) and all(
            equal(vm, p, q) for p, q in zip(x.parts, y.parts))
    return x.same(y)


# -- composition -------------------------------------------------------------------------------
def _absolute(path):
    return path.startswith(("\\", "/")) or (len(path) > 1 and path[1] == ":")


def join_paths(left, right):
    """The path of file moniker ``right`` composed onto file moniker ``left``: Syntax for
    an absolute ``right``; each leading ``..`` of ``right`` removes one component of
    ``left``."""
    if _absolute(right):
        raise Syntax(right)
    base = [p for p in left.replace("/", "\\").split("\\") if p]
    rest = [p for p in right.replace("/", "\\").split("\\") if p]
    while rest and rest[0] == "..":
        if not base:
            raise Syntax(right)
        base.pop()
        rest.pop(0)
    lead = "\\" if left.startswith("\\") else ""
    return lead + "\\".join(base + rest)


def compose_pair(vm, left, right):
    """How simple moniker ``left`` composes with simple moniker ``right`` when a generic
    composite is not wanted: ANNIHILATED, GENERIC, or a new moniker (a reference owned
    by the caller); raises Syntax."""
    x, y = ours(vm, left), ours(vm, right)
    if x is None or y is None:
        raise foreign("composition", right if x is not None else left)
    if isinstance(y, AntiMoniker) and not isinstance(x, AntiMoniker):
        return ANNIHILATED
    if isinstance(x, FileMoniker) and isinstance(y, FileMoniker):
        return new_moniker(vm, FileMoniker(join_paths(x.path, y.path)))
    return GENERIC


def generic_composite(vm, first, rest):
    """Generator: CreateGenericComposite's result for ``first`` then ``rest`` (either may
    be 0): 0 when nothing is left, else a moniker with one reference for the caller.
    Where the last part on the left meets the first on the right they compose as
    ``compose_pair`` says, repeatedly; raises Syntax."""
    left = parts_of(vm, first) if first else []
    right = parts_of(vm, rest) if rest else []
    made = []                               # monikers made on the way (our references)
    try:
        while left and right:
            result = compose_pair(vm, left[-1], right[0])
            if result == GENERIC:
                break
            left.pop()
            if result == ANNIHILATED:
                right.pop(0)
            else:
                made.append(result)
                right[0] = result
        whole = left + right
        if not whole:
            return 0
        if len(whole) == 1:
            yield from addref(vm, whole[0])
            return whole[0]
        for part in whole:
            yield from addref(vm, part)
        return new_moniker(vm, CompositeMoniker(whole))
    finally:
        for obj in made:
            yield from release(vm, obj)


def inverse(vm, ptr):
    """Generator: IMoniker::Inverse's moniker (a reference for the caller), or None when
    the moniker has no inverse (an anti moniker)."""
    impl = ours(vm, ptr)
    if impl is None:
        raise foreign("an inverse", ptr)
    if isinstance(impl, AntiMoniker):
        return None
    if not isinstance(impl, CompositeMoniker):
        return new_moniker(vm, AntiMoniker())
    # a composite's inverse: its parts' inverses, last part first
    result = 0
    for part in reversed(impl.parts):
        inv = yield from inverse(vm, part)
        if inv is None:
            if result:
                yield from release(vm, result)
            return None
        combined = yield from generic_composite(vm, result, inv)
        yield from release(vm, inv)
        if result:
            yield from release(vm, result)
        result = combined
    return result
