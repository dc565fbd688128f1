"""Reading a state's object graph as data: the only calls a file can cause are those of a
fixed registry of reconstructors, each checking its arguments.

Python's pickle is a small stack machine whose opcodes call whatever objects reach its
stack (REDUCE calls, NEWOBJ constructs, BUILD calls ``__setstate__`` or ``setattr``,
APPENDS/SETITEMS call methods of whatever object is on top). An allow-list of names in
``find_class`` does not make that safe: any callable that a reconstructor returns (a
function, a bound method) could be called next. This unpickler runs pickle's own
opcode loop (the pure-Python ``pickle._Unpickler``) with every calling opcode replaced:

- ``find_class`` resolves only names in the registry (:data:`REGISTRY` below): the
  builtin data types, a few library classes, the reconstructors, and classes *defined*
  in the emulator's modules — looked up in each module's own namespace, never through an
  attribute of an attribute (``module.os.popen``).
- REDUCE calls only registry objects, by identity, through their entry: each entry
  validates the arguments (a builtin type is built from data of the right type only; an
  emulator class is called only when it is an Enum or has a registered reconstructor).
  A function or method the file rebuilt is data: it is never called while loading.
- NEWOBJ creates instances of registry classes whose ``__new__`` runs no emulator code.
- BUILD, APPENDS, SETITEMS and ADDITEMS act only on objects this load created, and only
  through the builtin containers' own methods or an instance's ``__dict__``; objects that
  reach the graph by persistent id (the emulator, the session's event bus) are never
  modified. ``__setstate__`` is called only where the registry says (Pillow's Image,
  after checking its size).
- The memo is a dict (no index can make it allocate), extension codes are refused, and
  the opcode loop is iterative.

Each refusal is an :class:`pickle.UnpicklingError` with one line naming what the file
asked for; ``session.load_bytes`` turns it into a StateFileError.
"""

import array
import collections
import copyreg
import enum
import importlib
import importlib.util
import pickle
import sys
import types

from PIL import Image

__all__ = ["Refused", "SafeUnpickler", "registry", "is_emulation_module"]


class Refused(pickle.UnpicklingError):
    """The state asks for something no state may do (one line: what it asked)."""


#: Module prefixes whose classes a state may hold: the emulated machine and the Windows
#: personality — never the CLI, the web server, the client or the state code itself.
_EMULATION_PREFIXES = ("wineagent.abi.", "wineagent.machine.", "wineagent.win32.")
_EMULATION_EXACT = ("wineagent.vm", "wineagent.clock", "wineagent.events.hooks")

#: Largest container, string or byte string a reconstructor builds from file data.
MAX_ITEMS = 1 << 26
#: Largest image (pixels) a state may hold: 16384 x 16384.
MAX_PIXELS = 1 << 28


def is_emulation_module(name):
    """Whether module ``name`` is part of the emulator (its classes may be in a state)."""
    return isinstance(name, str) and (name in _EMULATION_EXACT
                                      or name.startswith(_EMULATION_PREFIXES))


# -- registry entries ---------------------------------------------------------------------
class Entry:
    """What a state may do with one registry object: ``call(args)`` (REDUCE) and
    ``new(args, kwargs)`` (NEWOBJ). The default allows neither."""

    def __init__(self, obj):
        self.obj = obj

    def call(self, args):
        """REDUCE: refused unless the entry says otherwise."""
        raise Refused("refused: the state calls %s" % _name(self.obj))

    def new(self, args, kwargs):
        """NEWOBJ: refused unless the entry says otherwise."""
        raise Refused("refused: the state constructs %s" % _name(self.obj))


class Reconstructor(Entry):
    """A function of ours that builds one kind of object; ``check(args)`` validates the
    arguments (raising Refused) before the function runs."""

    def __init__(self, fn, check):
        Entry.__init__(self, fn)
        self.check = check

    def call(self, args):
        """Check the arguments, then build."""
        self.check(args)
        return self.obj(*args)


class DataType(Entry):
    """A builtin or library container or scalar type: built only from data of the types
    ``accepts`` lists for each argument position (never from an iterator, a range or a
    size, which could expand without bound)."""

    def __init__(self, cls, accepts, newobj=False):
        Entry.__init__(self, cls)
        self.accepts = accepts
        self.newobj = newobj

    def call(self, args):
        """``cls(*args)`` when every argument has an accepted type and a bounded size."""
        if len(args) > len(self.accepts):
            raise Refused("refused: %s with %d arguments" % (_name(self.obj), len(args)))
        for arg, kinds in zip(args, self.accepts):
            if not isinstance(arg, kinds) and not (arg is None and type(None) in kinds):
                raise Refused("refused: %s of a %s" % (_name(self.obj), type(arg).__name__))
            if hasattr(arg, "__len__") and len(arg) > MAX_ITEMS:
                raise Refused("refused: %s of %d items" % (_name(self.obj), len(arg)))
        if self.obj in (set, frozenset, dict, collections.OrderedDict, collections.Counter):
            for arg in args:
                for item in (arg.items() if isinstance(arg, dict) else arg):
                    check_key(item[0] if isinstance(arg, dict) or self.obj is not set and
                              self.obj is not frozenset else item)
        return self.obj(*args)

    def new(self, args, kwargs):
        """``cls.__new__(cls)`` for the types pickle creates empty and then fills."""
        if not self.newobj or args or kwargs:
            raise Refused("refused: the state constructs %s with arguments" % _name(self.obj))
        return self.obj.__new__(self.obj)


class EmulatorClass(Entry):
    """A class defined in an emulator module: created with its ``__new__`` (which must be
    object's or a builtin base's, an Enum's or a namedtuple's: none runs emulator code),
    its state then set by BUILD; called (``cls(*args)``) only when it is an Enum (a value
    lookup) or the registry gives it a reconstructor check."""

    def __init__(self, cls, check=None):
        Entry.__init__(self, cls)
        self.check = check

    def call(self, args):
        """An Enum member by value, or a registered class reconstructor."""
        cls = self.obj
        if self.check is not None:
            self.check(args)
            return cls(*args)
        if isinstance(cls, enum.EnumMeta) and len(args) == 1 and \
                isinstance(args[0], (int, str, tuple)):
            return cls(args[0])
        raise Refused("refused: the state calls the class %s" % _name(cls))

    def new(self, args, kwargs):
        """``cls.__new__(cls, *args)`` when that runs no code of the emulator."""
        cls = self.obj
        if kwargs:
            raise Refused("refused: %s constructed with keywords" % _name(cls))
        if cls in _RECONSTRUCTED_ONLY:
            raise Refused("refused: %s is only built by its reconstructor" % _name(cls))
        new = cls.__new__
        if not (isinstance(new, types.BuiltinFunctionType) or new is enum.Enum.__new__
                or _is_namedtuple_new(new)):
            raise Refused("refused: %s has its own constructor" % _name(cls))
        for arg in args:
            if not isinstance(arg, _SCALARS + (tuple, list)):
                raise Refused("refused: %s constructed from a %s"
                              % (_name(cls), type(arg).__name__))
        return new(cls, *args)


_SCALARS = (int, float, complex, str, bytes, bool, type(None))


def _is_namedtuple_new(fn):
    globs = getattr(fn, "__globals__", None)
    return isinstance(fn, types.FunctionType) and isinstance(globs, dict) and \
        str(globs.get("__name__", "")).startswith("namedtuple_")


def check_key(key, depth=0):
    """Refuse a dict key or set item whose hashing or comparison would run emulator code
    (a class of ours defining ``__hash__``/``__eq__``); builtin scalars, tuples of
    acceptable keys, Enum members and objects hashed by identity are accepted."""
    t = type(key)
    if t in (str, int, bytes, float, bool, type(None), complex, frozenset):
        return
    if t is tuple:
        if depth > 32:
            raise Refused("refused: a key nested %d deep" % depth)
        for item in key:
            check_key(item, depth + 1)
        return
    if isinstance(key, enum.Enum) or isinstance(key, type):
        return
    for attr in ("__hash__", "__eq__"):
        fn = getattr(t, attr, None)
        if isinstance(fn, types.FunctionType) and not _is_namedtuple_new(fn):
            raise Refused("refused: a key of %s, which hashes itself" % _name(t))


def _name(obj):
    return "%s.%s" % (getattr(obj, "__module__", "?"), getattr(obj, "__qualname__",
                                                                type(obj).__name__))


#: Emulator classes a state may hold only as built by their reconstructor (an open host
#: file is reopened inside the loading session's drive; see hostfiles.reopen).
_RECONSTRUCTED_ONLY = set()


# -- the registry --------------------------------------------------------------------------
_REGISTRY = None        # (module, qualname) -> object
_ENTRIES = None         # id(object) -> Entry


def _builtin_entries():
    seq = (list, tuple)
    entries = {
        set: DataType(set, (seq + (set, frozenset),), newobj=True),
        frozenset: DataType(frozenset, (seq + (set, frozenset),)),
        list: DataType(list, (seq,), newobj=True),
        tuple: DataType(tuple, (seq,)),
        dict: DataType(dict, ((dict, list, tuple),), newobj=True),
        bytearray: DataType(bytearray, ((bytes, bytearray),)),
        bytes: DataType(bytes, ((bytes, bytearray),)),
        str: DataType(str, ((str,),)),
        int: DataType(int, ((int, bool),)),
        float: DataType(float, ((float, int),)),
        bool: DataType(bool, ((bool, int),)),
        complex: DataType(complex, ((int, float), (int, float))),
        slice: DataType(slice, ((int, type(None)),) * 3),
        range: DataType(range, ((int,),) * 3),
        object: DataType(object, (), newobj=True),
        collections.deque: DataType(collections.deque, (seq, (int, type(None)))),
        collections.OrderedDict: DataType(collections.OrderedDict, ((dict, list),),
                                          newobj=True),
        collections.Counter: DataType(collections.Counter, ((dict,),), newobj=True),
        collections.defaultdict: Reconstructor(collections.defaultdict, _check_defaultdict),
        array.array: Reconstructor(array.array, _check_array),
        array._array_reconstructor: Reconstructor(array._array_reconstructor,
                                                  _check_array_reconstructor),
        copyreg._reconstructor: Reconstructor(copyreg._reconstructor, _check_copyreg),
        Image.Image: DataType(Image.Image, (), newobj=True),
    }
    return entries


def _check_defaultdict(args):
    if len(args) > 2:
        raise Refused("refused: defaultdict with %d arguments" % len(args))
    factory = args[0] if args else None
    if factory is not None and factory not in (list, dict, set, int, str, tuple, bytes,
                                               float, bool, collections.deque):
        raise Refused("refused: a defaultdict whose factory is %s" % _name(factory))
    if len(args) == 2 and not isinstance(args[1], dict):
        raise Refused("refused: defaultdict of a %s" % type(args[1]).__name__)


def _check_array(args):
    if not (1 <= len(args) <= 2) or not isinstance(args[0], str) or \
            (len(args) == 2 and not isinstance(args[1], (bytes, list))):
        raise Refused("refused: array.array%r" % (tuple(type(a).__name__ for a in args),))


def _check_array_reconstructor(args):
    if len(args) != 4 or args[0] is not array.array or not isinstance(args[1], str) or \
            not isinstance(args[2], int) or not isinstance(args[3], bytes):
        raise Refused("refused: an array built from %r" % (tuple(type(a).__name__
                                                                  for a in args),))


def _check_copyreg(args):
    if len(args) != 3:
        raise Refused("refused: copyreg._reconstructor with %d arguments" % len(args))
    cls, base, state = args
    if base is not object or not isinstance(cls, type) or \
            not isinstance(_entry(cls), EmulatorClass) or state is not None:
        raise Refused("refused: copyreg._reconstructor of %s on %s" % (_name(cls),
                                                                       _name(base)))
    EmulatorClass.new(_entry(cls), (), None)


def _check_image_state(state):
    """Pillow's Image state: [info, mode, size, palette, data] of a bounded size whose
    data is as long as the mode and size say."""
    if not (isinstance(state, list) and len(state) == 5):
        raise Refused("refused: an image state of %s" % type(state).__name__)
    info, mode, size, palette, data = state
    if not isinstance(info, dict) or not isinstance(mode, str) or \
            mode not in Image.MODES or not isinstance(data, bytes):
        raise Refused("refused: an image of mode %r" % (mode,))
    if not (isinstance(size, (tuple, list)) and len(size) == 2 and
            all(isinstance(v, int) and 0 <= v <= 1 << 16 for v in size)) or \
            size[0] * size[1] > MAX_PIXELS:
        raise Refused("refused: an image of size %r" % (size,))
    if palette is not None and not isinstance(palette, (list, bytes)):
        raise Refused("refused: an image palette of %s" % type(palette).__name__)


def register_reconstructor(fn, check):
    """Add function ``fn`` of ours to the registry: REDUCE may call it once ``check(args)``
    has accepted the arguments (it raises Refused otherwise)."""
    _extra[(fn.__module__, fn.__qualname__)] = Reconstructor(fn, check)


def register_class_reconstructor(cls, check):
    """Let a state call emulator class ``cls`` (its own ``__reduce__`` names it) once
    ``check(args)`` has accepted the arguments."""
    _extra[(cls.__module__, cls.__qualname__)] = EmulatorClass(cls, check)


def reconstructed_only(cls):
    """Class decorator target: instances of ``cls`` come only from a reconstructor."""
    _RECONSTRUCTED_ONLY.add(cls)
    return cls


_extra = {}


def registry():
    """{(module, qualname): Entry} of the fixed objects a state may name (the emulator's
    classes are added as they are first named: see :func:`_emulator_class`)."""
    global _REGISTRY, _ENTRIES
    if _REGISTRY is None:
        reg, entries = {}, {}
        for obj, entry in _builtin_entries().items():
            reg[(obj.__module__, obj.__qualname__)] = entry
            entries[id(obj)] = entry
        for key, entry in _extra.items():
            reg[key] = entry
            entries[id(entry.obj)] = entry
        _REGISTRY, _ENTRIES = reg, entries
    return _REGISTRY


def _entry(obj):
    registry()
    return _ENTRIES.get(id(obj))


def _emulator_class(module, qualname):
    """The class ``qualname`` defined in emulator module ``module``, looked up in the
    module's own namespace (and nested classes' namespaces), or None."""
    if not is_emulation_module(module) or not isinstance(qualname, str):
        return None
    mod = sys.modules.get(module)
    if mod is None:
        # Only a module of this package that exists as a file may be imported by name.
        try:
            spec = importlib.util.find_spec(module)
        except (ImportError, ValueError):
            return None
        if spec is None or not (spec.origin or "").endswith(".py"):
            return None
        mod = importlib.import_module(module)
    obj = mod
    for part in qualname.split("."):
        if not part.isidentifier() or part.startswith("__"):
            return None
        ns = vars(obj)
        obj = ns.get(part)
        if not isinstance(obj, type):
            return None
    if obj.__module__ != module or obj.__qualname__ != qualname:
        return None        # imported into the module, not defined there
    return obj


# -- the unpickler -------------------------------------------------------------------------
_dispatch = dict(pickle._Unpickler.dispatch)


class SafeUnpickler(pickle._Unpickler):
    """Pickle's opcode loop with every calling opcode going through the registry;
    ``resolve(pid)`` answers persistent ids (its objects are never modified)."""

    dispatch = _dispatch

    def __init__(self, file, resolve):
        pickle._Unpickler.__init__(self, file)
        self._resolve = resolve
        self._made = {}          # id -> object: what this load created (BUILD targets)

    def find_class(self, module, name):
        """A registry object by (module, qualname): a builtin or library type, one of
        our reconstructors, or a class defined in an emulator module."""
        if not isinstance(module, str) or not isinstance(name, str):
            raise Refused("refused: a global named by a non-string")
        entry = registry().get((module, name))
        if entry is not None:
            return entry.obj
        cls = _emulator_class(module, name)
        if cls is not None:
            entry = _entry(cls)
            if entry is None:
                entry = EmulatorClass(cls)
                _ENTRIES[id(cls)] = entry
                _REGISTRY[(module, name)] = entry
            return cls
        raise Refused("refused: the state names %s.%s, which is not in the registry of "
                      "what a state may hold" % (module, name[:80]))

    def persistent_load(self, pid):
        """The loading session's object for persistent id ``pid``."""
        if not isinstance(pid, tuple) or not all(isinstance(p, (str, int)) for p in pid):
            raise Refused("refused: a persistent id of %s" % type(pid).__name__)
        return self._resolve(pid)

    def _made_here(self, obj):
        self._made[id(obj)] = obj
        return obj

    def _owned(self, obj, what):
        if self._made.get(id(obj)) is not obj:
            raise Refused("refused: %s on a %s the state did not create"
                          % (what, type(obj).__name__))

    # -- the calling opcodes, each through the registry
    def load_reduce(self):
        stack = self.stack
        args = stack.pop()
        func = stack[-1]
        entry = _entry(func)
        if entry is None or entry.obj is not func or type(args) is not tuple:
            raise Refused("refused: the state calls a %s" % type(func).__name__)
        stack[-1] = self._made_here(entry.call(args))
    _dispatch[pickle.REDUCE[0]] = load_reduce

    def load_newobj(self):
        args = self.stack.pop()
        cls = self.stack.pop()
        self.append(self._new(cls, args, None))
    _dispatch[pickle.NEWOBJ[0]] = load_newobj

    def load_newobj_ex(self):
        kwargs = self.stack.pop()
        args = self.stack.pop()
        cls = self.stack.pop()
        self.append(self._new(cls, args, kwargs))
    _dispatch[pickle.NEWOBJ_EX[0]] = load_newobj_ex

    def _new(self, cls, args, kwargs):
        entry = _entry(cls)
        if entry is None or entry.obj is not cls or type(args) is not tuple or \
                (kwargs is not None and type(kwargs) is not dict):
            raise Refused("refused: the state constructs a %s" % type(cls).__name__)
        return self._made_here(entry.new(args, kwargs or None))

    def load_build(self):
        stack = self.stack
        state = stack.pop()
        inst = stack[-1]
        self._owned(inst, "setting the state")
        if isinstance(inst, Image.Image):
            _check_image_state(state)
            inst.__setstate__(state)
            return
        cls = type(inst)
        if "__setstate__" in _class_attrs(cls):
            raise Refused("refused: %s sets its own state" % _name(cls))
        slotstate = None
        if isinstance(state, tuple) and len(state) == 2:
            state, slotstate = state
        if state:
            if type(state) is not dict or not all(type(k) is str for k in state):
                raise Refused("refused: a %s state of %s" % (_name(cls), type(state).__name__))
            try:
                inst_dict = inst.__dict__
            except AttributeError:
                raise Refused("refused: attributes on a %s" % _name(cls)) from None
            for k, v in state.items():
                inst_dict[sys.intern(k)] = v
        if slotstate:
            if type(slotstate) is not dict:
                raise Refused("refused: slots of %s from a %s" % (_name(cls),
                                                                  type(slotstate).__name__))
            for k, v in slotstate.items():
                if not isinstance(k, str) or not isinstance(getattr(cls, k, None),
                                                            types.MemberDescriptorType):
                    raise Refused("refused: %s has no slot %r" % (_name(cls), k))
                object.__setattr__(inst, k, v)
    _dispatch[pickle.BUILD[0]] = load_build

    def _extend(self, target, items):
        if type(target) is list:
            target.extend(items)
            return
        self._owned(target, "adding items")
        cls = type(target)
        if isinstance(target, collections.deque) and cls.extend is collections.deque.extend:
            target.extend(items)
        elif isinstance(target, list) and cls.extend is list.extend:
            list.extend(target, items)
        else:
            raise Refused("refused: adding items to a %s" % _name(cls))

    def load_append(self):
        value = self.stack.pop()
        self._extend(self.stack[-1], [value])
    _dispatch[pickle.APPEND[0]] = load_append

    def load_appends(self):
        items = self.pop_mark()
        self._extend(self.stack[-1], items)
    _dispatch[pickle.APPENDS[0]] = load_appends

    def _setitems(self, target, items):
        if type(target) is not dict:
            self._owned(target, "setting items")
            setitem = type(target).__setitem__
            if setitem not in (dict.__setitem__, collections.OrderedDict.__setitem__):
                raise Refused("refused: setting items of a %s" % _name(type(target)))
        for i in range(0, len(items), 2):
            check_key(items[i])
            target[items[i]] = items[i + 1]

    def load_setitem(self):
        value = self.stack.pop()
        key = self.stack.pop()
        self._setitems(self.stack[-1], [key, value])
    _dispatch[pickle.SETITEM[0]] = load_setitem

    def load_setitems(self):
        items = self.pop_mark()
        self._setitems(self.stack[-1], items)
    _dispatch[pickle.SETITEMS[0]] = load_setitems

    def load_additems(self):
        items = self.pop_mark()
        target = self.stack[-1]
        if type(target) is not set:
            self._owned(target, "adding to a set")
            if not isinstance(target, set) or type(target).add is not set.add:
                raise Refused("refused: adding items to a %s" % _name(type(target)))
        for item in items:
            check_key(item)
        set.update(target, items)
    _dispatch[pickle.ADDITEMS[0]] = load_additems

    def load_frozenset(self):
        items = self.pop_mark()
        for item in items:
            check_key(item)
        self.append(frozenset(items))
    _dispatch[pickle.FROZENSET[0]] = load_frozenset

    def load_dict(self):
        items = self.pop_mark()
        d = {}
        self._setitems(d, items)
        self.append(d)
    _dispatch[pickle.DICT[0]] = load_dict

    def _refuse_opcode(self):
        raise Refused("refused: a pickle opcode no state uses (protocol 0/1 instances or "
                      "extension codes)")
    for _op in (pickle.OBJ, pickle.INST, pickle.EXT1, pickle.EXT2, pickle.EXT4):
        _dispatch[_op[0]] = _refuse_opcode
    del _op


def _class_attrs(cls):
    names = set()
    for klass in cls.__mro__:
        if klass is object:
            continue
        names.update(vars(klass))
    return names
