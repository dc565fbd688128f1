"""Suspended API handlers (generators) in a savestate: which ones can be carried, and how.

A Python generator cannot be pickled: its suspended frame has no portable form. The VM
keeps them on each thread's stack of handler frames (``Machine.frames``): the boot
sequence waiting for the entry point to return, a thread's body waiting for its start
routine, ``GetMessage`` parked until a message comes. Each one a state may hold is
replaced by a :class:`Resumed` descriptor that behaves as the generator would from there:

- **fresh** — a generator that has not started, or one *restartable* from its arguments:
  parked (``yield PARK``) on top of its thread's stack in a handler whose restart is the
  same as its resumption (:data:`RESTARTABLE`: the wait loops of GetMessage, WaitMessage,
  Sleep, the waits on objects, ``kernel/sync.parked_wait``, an SRW lock's
  ``kernel/locks.srw_acquire``, and the console reads waiting for keystrokes). The descriptor calls
  the same function with the same arguments on resume.
- **await** — a generator waiting for a guest call whose rest is a known continuation:
  the boot sequence at the entry point (the rest returns the exit code) and a thread body
  at its start routine (the rest is ``Scheduler.thread_tail``).

A handler is also a *chain*: a generator delegating (``yield from``) to another, down to
the one that yielded. Three chains are carried:

- **a modal loop parked** — the MessageBox, a modal dialog or menu mode, each written as
  a loop function (:data:`LOOPS`) whose restart from its arguments equals its resumption
  while it waits in ``wm.modal_message`` for a message: the chain is rebuilt by calling
  that loop function again ("fresh").
- **a guest call in progress** — e.g. DispatchMessage waiting for the window procedure
  that opened the MessageBox above it: the innermost ``yield GuestCall`` ("await").
- **a system thread's loop** — a thread whose body is Python (the thread pool's worker,
  WINMM's timer thread, the wave driver's thread) parked or waiting for a callback at
  one of its loop's own yields (``threads.native_loop``): the loop is started over from
  its arguments ("fresh"), then the thread's tail.

Either way every level above the restart point must end as soon as its callee returns —
``return (yield from ...)``, or discard the value and return a constant — which is read
from the bytecode after the suspended ``yield`` (:func:`_continuation`). Any other
suspended handler (a dialog procedure's call into the guest, whose result the emulator
still works on, …) makes the save refuse, naming it.
"""

import dis
import inspect
import sys
import types

from ..events.apitrace import ApiTracer
from ..machine.cpu import THUNK_BASE
from ..vm import VM
from ..win32.controls import msgbox
from ..win32.dlls.kernel32 import consolein, main as kernel32
from ..win32.dlls.user32 import main as user32
from ..win32.kernel import locks, sync, threads
from ..win32.user import dialogs, menus, msgloop, wm
from .errors import NotSaveable

__all__ = ["Resumed", "resumed", "plan", "RESTARTABLE"]

_RESUME_EIP = THUNK_BASE    # the dispatcher's resume slot: a parked handler's EIP


class Resumed:
    """Stands for a generator in a loaded state: ``mode`` "fresh" starts
    ``factory(*args)`` on the first resume; "await" starts ``factory(value, *args)`` with
    the value the awaited guest call returned. Later resumes go to that generator."""

    def __init__(self, mode, factory, args):
        self.mode, self.factory, self.args = mode, factory, tuple(args)
        self.gen = None

    def send(self, value):
        """The machine resumes the handler (see Machine._advance)."""
        if self.gen is None:
            if self.mode == "await":
                self.gen = self.factory(value, *self.args)
            else:
                self.gen = self.factory(*self.args)
            return self.gen.send(None)
        return self.gen.send(value)

    def throw(self, *exc):
        """Raise in the handler (as generator.throw)."""
        if self.gen is None:
            raise exc[0] if len(exc) == 1 else exc[1]
        return self.gen.throw(*exc)

    def close(self):
        """Close the handler (as generator.close)."""
        if self.gen is not None:
            self.gen.close()


def resumed(mode, factory, args):
    """The unpickler's constructor of :class:`Resumed` (on the allow-list)."""
    if mode not in ("fresh", "await"):
        raise ValueError("bad resume mode %r" % (mode,))
    return Resumed(mode, factory, args)


def _return_value(value):
    """The rest of the boot sequence once the entry point returned: its exit code."""
    return value
    yield  # noqa: unreachable - makes this a generator


def _await_then(value, steps):
    """The rest of a chain waiting for a guest call: ``steps`` applied to its result."""
    return (yield from _apply(value, steps))


def _fresh_then(fn, args, steps):
    """The rest of a chain parked in a modal loop: the loop started over, then ``steps``."""
    value = yield from fn(*args)
    return (yield from _apply(value, steps))


def _apply(value, steps):
    """What the levels above a chain's restart point do with its result, innermost first:
    ("const", c) returns c instead; ("loop", fn, args) drops it and runs the modal loop
    ``fn(*args)`` again (its body had ended with that call); ("then", fn, args) passes
    it to ``fn(value, *args)`` and returns what that returns (a native thread's tail);
    levels that pass the value on leave no step."""
    i = 0
    while i < len(steps):
        step = steps[i]
        if step[0] == "const":
            value = step[1]
        elif step[0] == "then":
            value = yield from step[1](value, *step[2])
        else:
            value = yield from step[1](*step[2])
        i += 1
    return value


def _loops():
    # loop -> the callees that end its body: once one returns, the loop starts its next
    # turn, which is what starting the loop over does.
    loops = {msgbox._msgbox_loop.__code__: {msgloop.dispatch.__code__,
                                            msgbox._dialog_key.__code__},
             dialogs._dialog_loop.__code__: {msgloop.dispatch.__code__},
             menus.MenuTracker._loop.__code__: {msgloop.dispatch.__code__}}
    return loops, wm.WindowManager.modal_message.__code__, \
        wm.WindowManager.wait_message.__code__


#: code object -> what it runs, of the modal loop functions restartable from their
#: arguments while parked in ``wm.modal_message`` (see the module docstring).
LOOPS = None
_MODAL = _WAIT = None


def _restartable():
    codes = {user32.GetMessage.__code__: "GetMessage", user32.WaitMessage.__code__:
             "WaitMessage"}
    for const in kernel32.Sleep.__code__.co_consts:
        if isinstance(const, types.CodeType) and const.co_name == "wait":
            codes[const] = "Sleep"
    # The waits on objects (WaitForSingleObject, WaitForMultipleObjects, their Ex forms,
    # MsgWaitForMultipleObjects...): their deadline is an argument, their loop looks
    # before it parks.
    codes[sync.parked_wait.__code__] = "a wait"
    # AcquireSRWLock*: it tries before it parks, and a failed try changes nothing.
    codes[locks.srw_acquire.__code__] = "an SRW lock"
    # Console reads waiting for keystrokes: each looks at the input buffer (kept in the
    # console, keystrokes a line has taken included) before it runs the window again.
    codes[consolein.ReadConsoleInput.__code__] = "ReadConsoleInput"
    codes[consolein.ReadConsole.__code__] = "ReadConsole"
    codes[consolein.read_console.__code__] = "ReadFile on a console"
    return codes


#: code object -> API name of the handlers whose restart equals their resumption when
#: parked: each is a loop whose every turn starts over from its arguments.
RESTARTABLE = None
_boot_line = None


def _entry_line():
    global _boot_line
    if _boot_line is None:
        lines, start = inspect.getsourcelines(VM._boot)
        hits = [start + i for i, line in enumerate(lines) if "self.image.entry" in line]
        _boot_line = hits[-1] if hits else -1
    return _boot_line


def _restart_args(gen):
    """(function, args) that start ``gen``'s function over with the same arguments."""
    code = gen.gi_code
    frame = gen.gi_frame
    local = frame.f_locals
    argnames = code.co_varnames[:code.co_argcount]
    args = tuple(local[n] for n in argnames)
    if code.co_freevars:
        cells = tuple(types.CellType(local[n]) for n in code.co_freevars)
        fn = types.FunctionType(code, frame.f_globals, code.co_name, None, cells)
        fn.__qualname__ = code.co_qualname
        fn.__module__ = frame.f_globals["__name__"]
    else:
        module = sys.modules[frame.f_globals["__name__"]]
        fn = module
        for part in code.co_qualname.split("."):
            fn = getattr(fn, part)
        if isinstance(fn, types.FunctionType) and fn.__code__ is not code:
            fn = types.FunctionType(code, frame.f_globals, code.co_name)
            fn.__qualname__ = code.co_qualname
            fn.__module__ = frame.f_globals["__name__"]
        if inspect.ismethod(fn):
            fn = fn.__func__
    return fn, args


def _describe(frame):
    gen = frame.gen.gen if isinstance(frame.gen, Resumed) else frame.gen
    if frame.spec is not None:
        return frame.spec.full_name
    return getattr(gen, "__qualname__", type(gen).__name__)


def _chain_names(frame):
    gen = frame.gen.gen if isinstance(frame.gen, Resumed) else frame.gen
    names = []
    while isinstance(gen, types.GeneratorType):
        names.append(gen.gi_code.co_qualname)
        gen = gen.gi_yieldfrom
    return " > ".join(names) or type(gen).__name__


def plan(frame_stacks):
    """id(generator or Resumed) -> its reduce tuple, for every handler frame on every
    thread's stack; ``frame_stacks`` is [(frames, eip)] (eip: that thread's EIP). Raises
    NotSaveable naming the first handler that cannot be carried."""
    global RESTARTABLE, LOOPS, _MODAL, _WAIT
    if RESTARTABLE is None:
        RESTARTABLE = _restartable()
    if LOOPS is None:
        LOOPS, _MODAL, _WAIT = _loops()
    out = {}
    for frames, eip in frame_stacks:
        stuck = None
        for i, frame in enumerate(frames):
            holder = frame.gen
            gen = holder
            if isinstance(holder, Resumed):
                if holder.gen is None:
                    out[id(holder)] = (resumed, (holder.mode, holder.factory, holder.args))
                    continue
                gen = holder.gen
            top = i == len(frames) - 1
            reduced = _reduce(gen, top and eip == _RESUME_EIP)
            if reduced is None:
                stuck = frame          # the innermost one names the situation best
            out[id(holder)] = reduced
        if stuck is not None:
            raise NotSaveable(
                "the guest is inside %s, run by the emulator and suspended at a point no "
                "savestate can describe (its chain: %s; handler stack: %s): a MessageBox, "
                "modal dialog or menu waiting for input can be saved, not every call in "
                "progress inside one; save when the program waits for input again"
                % (_describe(stuck), _chain_names(stuck),
                   " > ".join(_describe(f) for f in frames)))
    return out


#: The code of the API tracer's wrapper around a handler's generator (events/apitrace.py).
_TRACED = next(k for k in ApiTracer._wrap.__code__.co_consts
               if isinstance(k, types.CodeType) and k.co_name == "finish")


def _untraced(gen):
    """The handler's own generator inside the API tracer's wrapper, if any: the state
    carries the call itself (its ``api`` event is not sent when the loaded call ends)."""
    while isinstance(gen, types.GeneratorType) and gen.gi_code is _TRACED \
            and gen.gi_frame is not None:
        gen = gen.gi_frame.f_locals["gen"]
    return gen


def _reduce(gen, parked_on_top):
    gen = _untraced(gen)
    if not isinstance(gen, types.GeneratorType):
        return None
    state = inspect.getgeneratorstate(gen)
    code = gen.gi_code
    if state == inspect.GEN_CREATED:
        fn, args = _restart_args(gen)
        return (resumed, ("fresh", fn, args))
    if state != inspect.GEN_SUSPENDED:
        return None
    if parked_on_top and code in RESTARTABLE:
        fn, args = _restart_args(gen)
        return (resumed, ("fresh", fn, args))
    native = _native_loop_restart(gen)
    if native is not None:
        return native
    if gen.gi_yieldfrom is not None:
        return _reduce_chain(gen, parked_on_top)
    if code.co_qualname == "VM._boot" and gen.gi_frame.f_lineno == _entry_line():
        return (resumed, ("await", _return_value, ()))
    if code.co_qualname == "Scheduler.create.<locals>.body":
        local = gen.gi_frame.f_locals
        return (resumed, ("await", local["self"].thread_tail, (local["cdecl_void"],)))
    return _reduce_chain(gen, parked_on_top)


def _native_loop_restart(gen):
    """The reduce tuple of a native thread's body (``Scheduler.create``'s ``body``)
    standing at one of its native loop's own yields (``threads.native_loop``): the loop
    started over from its arguments, then the thread's tail with what it returns; else
    None."""
    if gen.gi_code.co_qualname != "Scheduler.create.<locals>.body":
        return None
    inner = gen.gi_yieldfrom
    if not isinstance(inner, types.GeneratorType) or inner.gi_yieldfrom is not None \
            or inner.gi_code not in threads.NATIVE_LOOPS \
            or inspect.getgeneratorstate(inner) != inspect.GEN_SUSPENDED:
        return None
    fn, args = _restart_args(inner)
    local = gen.gi_frame.f_locals
    tail = ("then", local["self"].thread_tail, (local["cdecl_void"],))
    return (resumed, ("fresh", _fresh_then, (fn, args, (tail,))))


def _reduce_chain(gen, parked_on_top):
    """The reduce tuple of a delegating chain (see the module docstring), or None."""
    chain = [gen]
    while chain[-1].gi_yieldfrom is not None:
        inner = chain[-1].gi_yieldfrom
        if not isinstance(inner, types.GeneratorType):
            return None
        chain.append(inner)
    innermost = chain[-1]
    if (parked_on_top and len(chain) >= 3 and innermost.gi_code is _WAIT
            and chain[-2].gi_code is _MODAL and chain[-3].gi_code in LOOPS):
        start, upper = _restart_args(chain[-3]), chain[:-3]
    elif not parked_on_top and _continuation(innermost) is not None:
        # Not parked: it waits for a guest call (the frames above it are that call's).
        start, upper = None, chain
    else:
        return None
    steps = []
    for k in range(len(upper) - 1, -1, -1):
        level = upper[k]
        code = level.gi_code
        if code is _apply.__code__:
            local = level.gi_frame.f_locals
            steps.extend(local["steps"][local["i"] + 1:])
            continue
        if code is _fresh_then.__code__ and level.gi_yieldfrom is not None \
                and level.gi_yieldfrom.gi_code is not _apply.__code__:
            steps.extend(level.gi_frame.f_locals["steps"])
            continue
        if code in LOOPS and chain[k + 1].gi_code in LOOPS[code]:
            steps.append(("loop",) + _restart_args(level))
            continue
        then = _continuation(level)
        if then is None:
            return None
        if then[0] == "const":
            steps.append(then)
    steps = tuple(steps)
    if start is None:
        return (resumed, ("await", _await_then, (steps,)))
    return (resumed, ("fresh", _fresh_then, (start[0], start[1], steps)))


_AFTER = {}


def _continuation(gen):
    """What ``gen`` does once its current ``yield`` (or ``yield from``) gives it a value:
    ("pass",) returns that value, ("const", c) drops it and returns c; None for anything
    else. Read from the bytecode: only RESUME/NOP/END_SEND, forward jumps, POP_TOP,
    LOAD_CONST and RETURN_VALUE (RETURN_CONST) may follow."""
    code, lasti = gen.gi_code, gen.gi_frame.f_lasti
    key = (code, lasti)
    if key not in _AFTER:
        _AFTER[key] = _read_continuation(code, lasti)
    return _AFTER[key]


def _read_continuation(code, lasti):
    ins = list(dis.get_instructions(code))
    at = {x.offset: i for i, x in enumerate(ins)}
    i = at.get(lasti)
    if i is None or ins[i].opname != "YIELD_VALUE":
        return None
    if i > 0 and ins[i - 1].opname == "SEND":
        i = at.get(ins[i - 1].argval)       # where the delegation goes once it is done
    else:
        i += 1
    value = ("pass",)
    for _ in range(64):
        if i is None or i >= len(ins):
            return None
        op = ins[i]
        if op.opname in ("RESUME", "NOP", "END_SEND"):
            i += 1
        elif op.opname == "JUMP_FORWARD":
            i = at.get(op.argval)
        elif op.opname == "POP_TOP" and value == ("pass",):
            value, i = None, i + 1
        elif op.opname == "LOAD_CONST" and value is None:
            value, i = ("const", op.argval), i + 1
        elif op.opname == "RETURN_VALUE":
            return value
        elif op.opname == "RETURN_CONST" and value is None:    # Python 3.12
            return ("const", op.argval)
        else:
            return None
    return None
