"""The ``api`` event class: DLL!Name, decoded arguments and result of each API call.

A firehose, so it costs nothing until a subscription asks for it: nothing here runs on
the CPU's hot path (``Machine._on_thunk``) until then. When ``api`` is wanted, the thunk
table entries whose name matches the subscriptions' patterns get a copy of their
``ApiSpec`` whose handler is wrapped to emit the event after the call; when nobody wants
it any more the original entries go back. Thunks bound later (GetProcAddress) are picked
up at the next batch boundary (:meth:`ApiTracer.refresh`).
"""

import contextlib
import copy
import fnmatch
import types

from ..abi.api import PARK, Ret64

__all__ = ["ApiTracer", "untraced_spec"]


def untraced_spec(spec):
    """The declaration a traced copy of ``spec`` stands for (``spec`` itself when it is
    none): a handler frame made while the trace was on keeps the copy."""
    return getattr(spec.func, "traced_spec", None) or spec


def _value(v):
    """An argument or result as JSON: ints, strings, None; Ret64 as its value."""
    if v is None or isinstance(v, (int, str, float)):
        return v
    if isinstance(v, Ret64):
        return v.value
    return repr(v)


def api_name(spec):
    """``USER32!MessageBoxA``: the DLL without ``.dll``, upper case, and the name."""
    dll = spec.dll
    if dll.lower().endswith(".dll"):
        dll = dll[:-4]
    return "%s!%s" % (dll.upper(), spec.name)


def api_matches(full_name, patterns):
    """True when ``DLL!Name`` matches one of the lower-case fnmatch ``patterns``; a
    pattern without ``!`` is matched against the Name alone ("MessageBox*")."""
    full = full_name.lower()
    name = full.partition("!")[2]
    return any(fnmatch.fnmatchcase(full if "!" in p else name, p) for p in patterns)


class ApiTracer:
    """Wraps matching thunks of one VM while the bus wants ``api`` events."""

    def __init__(self, vm):
        self.vm = vm
        self.bus = vm.events
        self.patterns = None          # None: off; (): every API; else fnmatch patterns
        self.original = {}            # slot -> the unwrapped thunk entry
        self._seen = 0                # thunk slots examined
        self.bus.on_demand_change = self.update

    def update(self):
        """Re-read what the subscriptions ask for and (un)wrap accordingly."""
        patterns = self.bus.api_patterns()
        if patterns == self.patterns:
            return
        self._unwrap_all()
        self.patterns = patterns
        self._seen = 0
        self.refresh()

    def rebind(self, vm):
        """Trace ``vm`` from now on (a loaded state's VM took over the session and its
        bus): the old machine's wrapped entries are left to it, and the subscriptions'
        patterns are applied to the new machine's thunks."""
        self.vm = vm
        self.original = {}
        self.patterns = None
        self._seen = 0
        self.update()

    @contextlib.contextmanager
    def set_aside(self):
        """The machine's thunks without this trace's wrappers while the block runs (a
        savestate holds the program's entries, never a session's wrapper), wrapped
        again after it."""
        patterns = self.patterns
        self._unwrap_all()
        try:
            yield
        finally:
            if patterns is not None:
                self._seen = 0
                self.refresh()

    def refresh(self):
        """Wrap thunks bound since the last look (cheap: a length check when none)."""
        if self.patterns is None:
            return
        thunks = self.vm.machine.thunks
        for slot in range(self._seen, len(thunks)):
            entry = thunks[slot]
            if entry is None or entry[0] is None or slot in self.original:
                continue
            spec, call, name = entry
            if spec.wrapped is not None:
                # a bare twin (Machine.use_bare_handlers): trace the wrapped handler,
                # right whether or not a metafile DC opens while the trace is on
                spec = spec.wrapped
            full = api_name(spec)
            if self.patterns and not api_matches(full, self.patterns):
                continue
            self.original[slot] = entry
            traced = copy.copy(spec)
            traced.func = self._wrap(spec.func, full)
            traced.func.traced_spec = spec      # what a savestate names instead
            thunks[slot] = (traced, call, name)
        self._seen = len(thunks)

    def _unwrap_all(self):
        thunks = self.vm.machine.thunks
        settled = self.vm.machine.settled_entry
        for slot, entry in self.original.items():
            thunks[slot] = settled(entry)   # the variant its machine holds now
        self.original = {}

    def _wrap(self, func, name):
        bus = self.bus

        def emit(args, result):
            bus.emit("api", name=name, args=[_value(a) for a in args], result=_value(result))

        def finish(gen, args):
            # (a savestate carries a call suspended here as ``gen`` alone:
            # state/coroutines.py _untraced)
            result = yield from gen
            emit(args, result)
            return result

        def traced(c, *args):
            result = func(c, *args)
            if type(result) is types.GeneratorType:
                return finish(result, args)
            if result is not PARK:        # a parked call is retried: it reports then
                emit(args, result)
            return result
        traced.__name__ = getattr(func, "__name__", name)
        return traced
