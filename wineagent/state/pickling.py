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

Reading a state back is ``unpickler.SafeUnpickler``: a state is data, and the only
calls a file can cause are those of the registry of reconstructors (the ones of this
module are registered at the end, each with the check of its arguments).
"""

import contextvars
import importlib
import importlib.util
import io
import os
import pickle
import sys
import types


from PIL import Image
from unicorn import Uc
from PIL.ImageDraw import ImageDraw as _ImageDraw
from ..win32.gdi.pildraw import Draw, TolerantDraw

from . import coroutines, hostfiles
from ..events.bus import EventBus
from ..events.hooks import _rebuild_log
from ..machine.blockcount import BlockCounter
from ..machine.fastfill import FastFill
from ..machine.callring import CallRing
from ..machine.cpu import Registers32
from ..machine.fpflags import FpFlags
from ..machine.cpu64 import Registers64
from ..win32.kernel.files import FileObject
from .errors import NotSaveable
from .unpickler import (Refused, SafeUnpickler, is_emulation_module,
                        reconstructed_only, register_class_reconstructor,
                        register_reconstructor)

__all__ = ["StatePickler", "StateUnpickler", "NotSaveable", "LOAD_ROOT"]


_emulation = is_emulation_module


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
    ``getattr(obj, name)``, would let a file fetch any attribute). The function is taken
    from the class dictionaries, so no ``__getattr__`` or descriptor of ``obj`` runs."""
    if not isinstance(name, str) or not name.isidentifier() or name.startswith("__"):
        raise Refused("refused: method name %r" % (name,))
    for klass in type(obj).__mro__:
        func = vars(klass).get(name)
        if func is not None:
            break
    if not isinstance(func, types.FunctionType) or not _emulation(func.__module__):
        raise Refused("refused: %s.%s is not a method of the emulator"
                      % (type(obj).__name__, name))
    return types.MethodType(func, obj)


def _rebuild_draw(image, mode, state):
    """A Pillow ImageDraw over ``image`` (its C drawing context is rebuilt, the rest of
    its attributes — ink, fill, font mode — restored)."""
    if not isinstance(image, Image.Image):
        raise pickle.UnpicklingError("refused: a drawing context over a %s"
                                     % type(image).__name__)
    draw = Draw(image, mode)        # the layer's drawer (win32/gdi/pildraw.py)
    for key in ("ink", "fill", "fontmode"):
        if key in state:
            setattr(draw, key, state[key])
    return draw


def _rebuild_function_ref(module, qualname):
    """A function *defined* in a wineagent module by its name (as pickle's GLOBAL, for
    functions only where pickle cannot: decorated ones whose name does not lead back to
    them). Looked up in the module's and classes' own namespaces: a name the module
    imported (``files.os``) leads nowhere."""
    obj = _defined(module, qualname)
    if not isinstance(obj, types.FunctionType):
        raise Refused("refused: %s.%s is not a function of the emulator"
                      % (module, str(qualname)[:80]))
    return obj


_code_cache = {}


def _find_code(module, qualname, firstlineno):
    table = _code_cache.get(module)
    if table is None:
        mod = _module(module)
        table = _code_cache[module] = {}
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


def _module(module):
    """An emulator module by name: already imported, or a file of this package."""
    if not _emulation(module):
        raise Refused("refused: code from module %s" % (module,))
    mod = sys.modules.get(module)
    if mod is None:
        spec = importlib.util.find_spec(module)
        if spec is None or not (spec.origin or "").endswith(".py"):
            raise Refused("refused: no emulator module %s" % module)
        mod = importlib.import_module(module)
    return mod


def _defined(module, qualname):
    """The function or class ``qualname`` defined in emulator module ``module`` (its
    ``__module__`` and ``__qualname__`` say so), through namespaces only; else None."""
    if not isinstance(qualname, str):
        return None
    obj = _module(module)
    for part in qualname.split("."):
        if part.startswith("__") or part == "<locals>" or not part.isidentifier():
            return None
        if obj is not sys.modules.get(module) and not isinstance(obj, type):
            return None
        obj = vars(obj).get(part)
        if isinstance(obj, (staticmethod, classmethod)):
            obj = obj.__func__
    if getattr(obj, "__module__", None) != module or \
            getattr(obj, "__qualname__", None) != qualname:
        return None
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
            if _defined(module, qualname) is fn:
                return (_rebuild_function_ref, (module, qualname))
        except (ImportError, Refused):
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


# -- the reconstructors' checks (the registry: unpickler.py) ------------------------------
#: The host folder of the loading session's C: drive while a state loads (reopened host
#: files must lie in it).
LOAD_ROOT = contextvars.ContextVar("LOAD_ROOT", default=None)


def _is_callable_of_emulator(fn):
    """A function or method of the emulator, or one of the generator functions that
    continue a handler chain (coroutines.py): what a resumed handler may start."""
    func = getattr(fn, "__func__", fn)
    return isinstance(fn, (types.FunctionType, types.MethodType)) and \
        isinstance(func, types.FunctionType) and (_emulation(func.__module__) or func in (
            coroutines._return_value, coroutines._await_then, coroutines._fresh_then,
            coroutines._apply))


def _args_check(*kinds):
    def check(args):
        if len(args) != len(kinds):
            raise Refused("refused: %d arguments where %d are expected"
                          % (len(args), len(kinds)))
        for i, (arg, kind) in enumerate(zip(args, kinds)):
            ok = kind(arg) if callable(kind) and not isinstance(kind, (type, tuple)) \
                else isinstance(arg, kind)
            if not ok:
                raise Refused("refused: argument %d is a %s" % (i + 1, type(arg).__name__))
    return check


def _opt(kind):
    return lambda v: v is None or isinstance(v, kind)


def _steps(steps):
    if not isinstance(steps, (list, tuple)):
        return False
    for step in steps:
        if not isinstance(step, tuple) or not step:
            return False
        if step[0] == "const" and len(step) == 2:
            continue
        if step[0] in ("loop", "then") and len(step) == 3 \
                and _is_callable_of_emulator(step[1]) and isinstance(step[2], (tuple, list)):
            continue
        return False
    return True


def _check_reopen(args):
    _args_check(dict, _opt(int))(args)
    state, pos = args
    root = LOAD_ROOT.get()
    host = state.get("host")
    if root is None or not isinstance(host, str):
        raise Refused("refused: an open file outside a state load")
    real = os.path.realpath(host)
    if not real.startswith(root + os.sep):
        raise Refused("refused: an open file outside the drive (%s)" % host[:120])
    for key in ("readable", "writable", "append"):
        if not isinstance(state.get(key, False), bool):
            raise Refused("refused: an open file's %s is a %s" % (key,
                                                                 type(state[key]).__name__))
    if pos is not None and pos < 0:
        raise Refused("refused: an open file at position %d" % pos)


def _check_registers(args):
    if len(args) != 1 or not isinstance(args[0], Uc):
        raise Refused("refused: registers of a %s" % type(args[0] if args else None).__name__)


def _register():
    str_ = str
    register_reconstructor(_rebuild_function, _args_check(
        str_, str_, int, _opt(tuple), _opt(dict), _opt(list)))
    register_reconstructor(_rebuild_method, _args_check(object, str_))
    register_reconstructor(_rebuild_draw, _args_check(Image.Image, _opt(str_), dict))
    register_reconstructor(_rebuild_function_ref, _args_check(str_, str_))
    register_reconstructor(coroutines.resumed, _args_check(
        str_, _is_callable_of_emulator, (tuple, list)))
    register_reconstructor(coroutines._return_value, _args_check(object))
    register_reconstructor(coroutines._await_then, _args_check(object, _steps))
    register_reconstructor(coroutines._fresh_then, _args_check(
        _is_callable_of_emulator, (tuple, list), _steps))
    register_reconstructor(coroutines._apply, _args_check(object, _steps))
    register_reconstructor(hostfiles.reopen, _check_reopen)
    register_reconstructor(_rebuild_log, _args_check(EventBus, list))
    register_class_reconstructor(Registers32, _check_registers)
    register_class_reconstructor(Registers64, _check_registers)
    register_class_reconstructor(FpFlags, _check_registers)
    register_class_reconstructor(BlockCounter, _args_check())
    reconstructed_only(BlockCounter)
    register_class_reconstructor(FastFill, _args_check())   # (a disarmed table)
    reconstructed_only(FastFill)
    register_class_reconstructor(CallRing, _args_check())   # (an empty ring)
    reconstructed_only(CallRing)
    reconstructed_only(FileObject)
    reconstructed_only(Registers32)
    reconstructed_only(Registers64)
    reconstructed_only(FpFlags)


_register()


class StateUnpickler(SafeUnpickler):
    """The state's unpickler (unpickler.SafeUnpickler): ``resolve(pid)`` answers
    persistent ids."""


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
        if t is _ImageDraw or t is TolerantDraw:
            return (_rebuild_draw, (obj._image, obj.mode, {k: getattr(obj, k) for k in (
                "ink", "fill", "fontmode") if hasattr(obj, k)}))
        special = self._special(obj)
        if special is not None:
            return special
        if isinstance(obj, io.IOBase) or t.__module__.split(".")[0] in ("twisted", "socket"):
            raise NotSaveable("the session holds a %s.%s (a host resource no file can carry)"
                              % (t.__module__, t.__qualname__))
        return NotImplemented
