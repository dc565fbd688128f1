"""Registries filled on demand: a module that only declares is imported when something
asks for what it declares (docs/dlls.md, "Registration on demand").

Importing every module of the Windows personality to fill its registries was ~60% of
``wineagent run``'s start-up, though a program uses a few dozen of its ~7,000 functions.
A :class:`LazyTable` is a dict whose keys are filled by modules' import-time
declarations (``abi.api.REGISTRY``, ``ABSENT``, the C runtime's variables, the handle
kinds, the COM classes, ...). ``win32.index`` (generated, ``python -m
wineagent.win32.manifests --update``, checked by test/project/test_lazy_index.py) says
which module fills which key. A read of a key the table does not hold yet imports the
modules the index names for it, then answers; iterating the table, or asking its
length, imports every module that fills it first, so a listing (manifests, compat,
the census) sees everything, as if all were imported.

Writes never load anything: a declaration fills the table as a plain dict. Until an
index is installed (:func:`install`) a table is a plain dict.
"""

import importlib
import sys

__all__ = ["LazyTable", "install", "encode_key", "tables", "load_all"]

#: Every LazyTable made, by its name ("module.ATTRIBUTE").
_TABLES = {}
#: The installed index: {"modules": [...], "tables": {name: {encoded key: i or [i, ...]}}},
#: read on first need by ``_loader()``; None while there is none.
_index = None
_loader = None


def encode_key(key):
    """A table key as the index writes it: strings, tuples of strings and bytes only
    (None: a key the index cannot name, so the module filling it is imported at start)."""
    if isinstance(key, str):
        return "s" + key
    if isinstance(key, bytes):
        return "b" + key.hex()
    if isinstance(key, tuple) and all(isinstance(p, str) and "\x1f" not in p for p in key):
        return "t" + "\x1f".join(key)
    return None


def _decode_key(code):
    """The table key an index entry names (the inverse of :func:`encode_key`)."""
    kind, text = code[0], code[1:]
    if kind == "s":
        return text
    if kind == "b":
        return bytes.fromhex(text)
    return tuple(text.split("\x1f"))


def _import(indexes):
    """Import the index's modules ``indexes`` (an int or a list of ints) not loaded yet;
    True if one was."""
    names = _index["modules"]
    imported = False
    for i in (indexes if isinstance(indexes, list) else (indexes,)):
        name = names[i]
        if _loaded(name):
            continue
        # Not in sys.modules, or there but still running its body in another thread (a
        # module is in sys.modules from the start of its import): import_module waits
        # for that thread's import to finish, so the declarations are all there when it
        # returns. Skipping a module only because sys.modules names it let a second
        # thread booting its first VM read the table half filled ("unimplemented:
        # msvcrt.dll!_initterm"). In the importing thread itself (a module whose body
        # reads a table it fills later) the module lock is re-entrant and nothing waits.
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name != name:      # a module it imports is missing: a real error
                raise
            continue                # removed since the index was made: nothing there
        imported = True
    return imported


def _loaded(name):
    """True when module ``name`` has finished importing (it is in ``sys.modules`` from
    the start of its import; ``__spec__._initializing`` says it is still running)."""
    module = sys.modules.get(name)
    if module is None:
        return False
    return not getattr(getattr(module, "__spec__", None), "_initializing", False)


def _table_index(table):
    global _index
    if _index is None:
        if _loader is None:
            return None
        _index = _loader()
    return _index["tables"].get(table.name)


class LazyTable(dict):
    """A dict of declarations whose reads import, once, the modules that declare a key
    not held yet (see the module docstring). ``name`` is where the table lives
    ("wineagent.abi.api.REGISTRY"), as the index names it."""

    __slots__ = ("name", "_complete", "_shared")

    def __init__(self, name, *args):
        super().__init__(*args)
        self.name = name
        #: True once every module filling the table has been imported.
        self._complete = False
        #: Keys more than one module fills (two classes of one handle kind), not yet
        #: settled: the first read imports all of them.
        self._shared = None
        _TABLES[name] = self

    def _fill(self, key):
        """Import the modules that declare ``key``; True if any was imported."""
        if self._complete:
            return False
        entries = _table_index(self)
        if entries is None:
            return False
        code = encode_key(key)
        where = entries.get(code) if code is not None else None
        return where is not None and _import(where)

    def _settle(self, key):
        if self._shared is None:
            entries = _table_index(self) or {}
            self._shared = {_decode_key(k) for k, v in entries.items() if isinstance(v, list)}
        try:
            shared = key in self._shared
        except TypeError:             # an unhashable key: the dict's read will say so
            return
        if shared:
            self._shared.discard(key)
            self._fill(key)

    def load_all(self):
        """Import every module that fills this table (a listing needs all of it)."""
        if self._complete:
            return
        entries = _table_index(self)
        if entries is not None:
            seen = set()
            for where in entries.values():
                for i in (where if isinstance(where, list) else (where,)):
                    if i not in seen:
                        seen.add(i)
                        _import(i)
            self._complete = True

    # -- reads of one key: fill on a miss ------------------------------------------------
    def __missing__(self, key):
        if self._fill(key) and dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        raise KeyError(key)

    def __getitem__(self, key):
        if self._shared is None or self._shared:
            self._settle(key)
        return dict.__getitem__(self, key)

    def get(self, key, default=None):
        """``dict.get``, filling the key first when it is not held."""
        if self._shared is None or self._shared:
            self._settle(key)
        if dict.__contains__(self, key) or self._fill(key):
            return dict.get(self, key, default)
        return default

    def __contains__(self, key):
        if self._shared is None or self._shared:
            self._settle(key)
        return dict.__contains__(self, key) or (self._fill(key)
                                                and dict.__contains__(self, key))

    def loaded(self):
        """The entries declared so far, without importing anything (a savestate maps
        only the objects that exist)."""
        return dict.items(self)

    # -- reads of the whole table: everything first ---------------------------------------
    def __iter__(self):
        self.load_all()
        return dict.__iter__(self)

    def __len__(self):
        self.load_all()
        return dict.__len__(self)

    def keys(self):
        """``dict.keys`` of the whole table."""
        self.load_all()
        return dict.keys(self)

    def values(self):
        """``dict.values`` of the whole table."""
        self.load_all()
        return dict.values(self)

    def items(self):
        """``dict.items`` of the whole table."""
        self.load_all()
        return dict.items(self)

    def copy(self):
        """A plain dict of the whole table."""
        self.load_all()
        return dict(dict.items(self))

    def __eq__(self, other):
        self.load_all()
        return dict.__eq__(self, other)

    __hash__ = None

    def __repr__(self):
        return "LazyTable(%r, %d loaded)" % (self.name, dict.__len__(self))

    def __reduce__(self):
        raise TypeError("a declaration table is not state")


def tables():
    """Every LazyTable, by name."""
    return dict(_TABLES)


def install(loader):
    """Install the index: ``loader()`` returns it (read on the first miss)."""
    global _loader, _index
    _loader, _index = loader, None
    for table in _TABLES.values():
        table._complete, table._shared = False, None


def load_all():
    """Import every module any table's index names."""
    for table in list(_TABLES.values()):
        table.load_all()
