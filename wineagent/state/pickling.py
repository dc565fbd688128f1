"""The VM's object graph as a pickle, and the restricted unpickler that reads it back.

Most of a VM is plain Python objects and pickles as it is. What pickle cannot do alone is
done here:

- **The emulator** (``unicorn.Uc``) is not in the pickle: guest memory and the CPU context
  travel beside it (``session.py``) and the unpickler hands the new emulator back
  (persistent id ``uc``). Other objects owned by the session rather than the guest — the
  clock's wall reading, the event bus — are persistent ids resolved by the loading session.
- **Strings naming host paths under the VM's C: drive** are stored relative to it and
  re-rooted in the loading session's own drive (a fork must not write into its parent's).
- **Closures and lambdas** (window procedures, the SEH hook) are stored as their code's
  module, qualified name and first line plus their cell contents, and rebuilt from the
  wineagent module that defines them.
- **Generators** (API handlers suspended while the guest runs or waits) cannot be pickled
  by any means; ``coroutines.py`` turns the ones that can be resumed into descriptors.
- **Open host files** are reopened at their position in the loading session's drive.

The unpickler is restricted (``StateUnpickler.find_class``): it resolves only classes
defined in the emulator's modules (:data:`EMULATION`), Pillow's Image, array.array, a few builtin containers,
and the reconstructors of this module. Anything else in a file is refused before it is
looked up, so a state file cannot name ``os.system`` or ``builtins.eval``.
"""

import array
import collections
import importlib
import io
import os
import pickle
import sys
import types

import copyreg

from PIL import Image, ImageDraw
from PIL.ImageDraw import ImageDraw as _ImageDraw

from . import coroutines, hostfiles
from .errors import NotSaveable

__all__ = ["StatePickler", "StateUnpickler", "NotSaveable", "SAFE_GLOBALS"]


#: The modules whose classes, functions and methods a state may name: the emulated
#: machine and the Windows personality — never the CLI, the web server or the client,
#: whose functions a crafted file could otherwise fetch and call.
EMULATION = ("wineagent.vm", "wineagent.clock", "wineagent.abi.", "wineagent.machine.",
             "wineagent.win32.")
#: Modules (exact names) whose classes and functions a VM holds although they are not part
#: of the emulation proper: the guest's output log (``vm.stdout_log``) is an events module's
#: list that also reports each line (docs/events.md).
EMULATION_EXTRA = ("wineagent.events.hooks",)


def _emulation(module):
    return isinstance(module, str) and (module.startswith(EMULATION[2:])
                                        or module in EMULATION[:2]
                                        or module in EMULATION_EXTRA)


# -- reconstructors: the only functions a state file may call -----------------------------
_EMPTY = "<empty cell>"


def _rebuild_function(module, qualname, firstlineno, defaults, kwdefaults, cells):
    """A closure or lambda of a wineagent module, from its code's address and its cells."""
    code = _find_code(module, qualname, firstlineno)
    mod = sys.modules[module]
    closure = tuple(types.CellType() if c is _EMPTY else types.CellType(c)
                    for c in cells) if cells is not None else None
    fn = types.FunctionType(code, mod.__dict__, code.co_name, defaults, closure)
    fn.__kwdefaults__ = kwdefaults
    fn.__qualname__ = qualname
    return fn


def _rebuild_method(obj, name):
    """``obj.name`` where that is a method defined in wineagent (pickle's own form,
    ``getattr(obj, name)``, would let a file fetch any attribute)."""
    if not isinstance(name, str) or not name.isidentifier() or name.startswith("__"):
        raise pickle.UnpicklingError("refused: method name %r" % (name,))
    method = getattr(obj, name)
    func = getattr(method, "__func__", None)
    if func is None or not _emulation(getattr(func, "__module__", "")):
        raise pickle.UnpicklingError("refused: %s.%s is not a method of the emulator"
                                     % (type(obj).__name__, name))
    return method


def _rebuild_draw(image, mode, state):
    """A Pillow ImageDraw over ``image`` (its C drawing context is rebuilt, the rest of
    its attributes — ink, fill, font mode — restored)."""
    if not isinstance(image, Image.Image):
        raise pickle.UnpicklingError("refused: a drawing context over a %s"
                                     % type(image).__name__)
    draw = ImageDraw.Draw(image, mode)
    for key in ("ink", "fill", "fontmode"):
        if key in state:
            setattr(draw, key, state[key])
    return draw


def _rebuild_function_ref(module, qualname):
    """A module-level wineagent function by name (as pickle's GLOBAL, for functions only
    where pickle cannot: decorated ones whose name does not lead back to them)."""
    obj = _walk(module, qualname)
    if not isinstance(obj, types.FunctionType):
        raise pickle.UnpicklingError("refused: %s.%s is not a function" % (module, qualname))
    return obj


_code_cache = {}


def _find_code(module, qualname, firstlineno):
    if not _emulation(module):
        raise pickle.UnpicklingError("refused: code from module %s" % module)
    table = _code_cache.get(module)
    if table is None:
        table = _code_cache[module] = {}
        mod = importlib.import_module(module)
        seen = set()

        def scan(code):
            if id(code) in seen:
                return
            seen.add(id(code))
            table[(code.co_qualname, code.co_firstlineno)] = code
            for const in code.co_consts:
                if isinstance(const, types.CodeType):
                    scan(const)

        def visit(obj, depth=0):
            if isinstance(obj, (staticmethod, classmethod)):
                obj = obj.__func__
            if isinstance(obj, property):
                for f in (obj.fget, obj.fset, obj.fdel):
                    if f is not None:
                        visit(f, depth)
                return
            code = getattr(obj, "__code__", None)
            if isinstance(code, types.CodeType):
                scan(code)
                wrapped = getattr(obj, "__wrapped__", None)
                if wrapped is not None:
                    visit(wrapped, depth)
            elif isinstance(obj, type) and obj.__module__ == module and depth < 4:
                for value in vars(obj).values():
                    visit(value, depth + 1)

        for value in list(vars(mod).values()):
            visit(value)
    code = table.get((qualname, firstlineno))
    if code is None:
        raise pickle.UnpicklingError(
            "the state names code %s.%s (line %d) that this wineagent does not have: the "
            "file was saved by another version" % (module, qualname, firstlineno))
    return code


def _walk(module, qualname):
    if not _emulation(module):
        raise pickle.UnpicklingError("refused: %s.%s" % (module, qualname))
    obj = importlib.import_module(module)
    for part in qualname.split("."):
        if part.startswith("__") or part == "<locals>":
            raise pickle.UnpicklingError("refused: %s.%s" % (module, qualname))
        obj = getattr(obj, part)
    return obj


def function_reduce(fn):
    """The reduce tuple of a plain function: by reference when its name leads back to it,
    else (closures, lambdas, decorated functions) rebuilt from its code."""
    module = getattr(fn, "__module__", None) or ""
    qualname = fn.__qualname__
    if module.startswith("wineagent.state."):
        return NotImplemented       # the reconstructors themselves: by name (allow-listed)
    if "<locals>" not in qualname and fn.__closure__ is None:
        try:
            if _walk(module, qualname) is fn:
                return (_rebuild_function_ref, (module, qualname))
        except (AttributeError, ImportError, pickle.UnpicklingError):
            pass
    if not _emulation(module):
        raise NotSaveable("a function of %s (%s) is not part of the emulator"
                          % (module, qualname))
    cells = None
    if fn.__closure__ is not None:
        cells = []
        for cell in fn.__closure__:
            try:
                cells.append(cell.cell_contents)
            except ValueError:
                cells.append(_EMPTY)
    return (_rebuild_function, (module, qualname, fn.__code__.co_firstlineno,
                                fn.__defaults__, fn.__kwdefaults__, cells))


# -- the allow-list ----------------------------------------------------------------------
def _safe_globals():
    names = {}
    for cls in (set, frozenset, bytearray, list, dict, tuple, int, float, str, bytes, bool,
                complex, slice, range, object):
        names[("builtins", cls.__name__)] = cls
    for cls in (collections.deque, collections.OrderedDict, collections.defaultdict,
                collections.Counter):
        names[("collections", cls.__name__)] = cls
    names[("copyreg", "_reconstructor")] = copyreg._reconstructor
    # array.array's own reduce: builds an array of a typecode from bytes, nothing else.
    names[("array", "array")] = array.array
    names[("array", "_array_reconstructor")] = array._array_reconstructor
    names[("PIL.Image", "Image")] = Image.Image
    for fn in (_rebuild_function, _rebuild_method, _rebuild_draw, _rebuild_function_ref,
               coroutines.resumed, coroutines._return_value, coroutines._await_then,
               coroutines._fresh_then, coroutines._apply, hostfiles.reopen):
        names[(fn.__module__, fn.__qualname__)] = fn
    return names


SAFE_GLOBALS = None


class StateUnpickler(pickle.Unpickler):
    """The restricted unpickler: classes of wineagent, the reconstructors above, and the
    few builtin and library classes a VM holds; ``resolve(pid)`` answers persistent ids."""

    def __init__(self, file, resolve):
        pickle.Unpickler.__init__(self, file)
        self._resolve = resolve

    def find_class(self, module, name):
        global SAFE_GLOBALS
        if SAFE_GLOBALS is None:
            SAFE_GLOBALS = _safe_globals()
        obj = SAFE_GLOBALS.get((module, name))
        if obj is not None:
            return obj
        if _emulation(module):
            try:
                obj = _walk(module, name)
            except (AttributeError, ImportError, pickle.UnpicklingError):
                obj = None
            if isinstance(obj, type) and _emulation(obj.__module__):
                return obj
        raise pickle.UnpicklingError("refused: the state names %s.%s, which is not on the "
                                     "allow-list of classes a state may hold" % (module, name))

    def persistent_load(self, pid):
        return self._resolve(pid)


class StatePickler(pickle.Pickler):
    """Pickles a VM graph: ``pids`` maps id(obj) to persistent ids (the emulator, the
    session's own objects), ``root`` is the C: drive's host folder (strings under it are
    stored relative), ``reduce_special(obj)`` handles generators and other types (a reduce
    tuple, or None for pickle's own way)."""

    def __init__(self, file, pids, root, reduce_special):
        pickle.Pickler.__init__(self, file, protocol=5)
        self._pids = pids
        self._root = root
        self._rootsep = root + os.sep
        self._special = reduce_special

    def persistent_id(self, obj):
        if type(obj) is str:
            if obj.startswith(self._root) and (obj == self._root
                                               or obj.startswith(self._rootsep)):
                return ("vfs", obj[len(self._root):])
            return None
        return self._pids.get(id(obj))

    def reducer_override(self, obj):
        t = type(obj)
        if t is types.FunctionType:
            return function_reduce(obj)
        if t is types.MethodType:
            func = obj.__func__
            if not _emulation(getattr(func, "__module__", "")):
                raise NotSaveable("a method of %s is not part of the emulator"
                                  % type(obj.__self__).__name__)
            return (_rebuild_method, (obj.__self__, func.__name__))
        if t is _ImageDraw:
            return (_rebuild_draw, (obj._image, obj.mode, {k: getattr(obj, k) for k in (
                "ink", "fill", "fontmode") if hasattr(obj, k)}))
        special = self._special(obj)
        if special is not None:
            return special
        if isinstance(obj, io.IOBase) or t.__module__.split(".")[0] in ("twisted", "socket"):
            raise NotSaveable("the session holds a %s.%s (a host resource no file can carry)"
                              % (t.__module__, t.__qualname__))
        return NotImplemented
