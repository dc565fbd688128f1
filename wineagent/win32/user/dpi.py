"""DPI awareness contexts: the process's awareness, each thread's context and the one a
window was created under. The screen is 96 DPI, so what awareness changes is only what
the calls report (Windows scales nothing for any of them at 96 DPI).

A context handle is either one of the pseudo handles a program passes
(DPI_AWARENESS_CONTEXT_UNAWARE = -1 ... UNAWARE_GDISCALED = -5) or one of the values
Windows hands back: 0x10 | awareness (0 unaware, 1 system aware, 2 per-monitor aware),
0x22 for per-monitor v2, 0x40006010 for GDI-scaled; bit 31 set on a thread's context
that follows the process's (what SetThreadDpiAwarenessContext answers while the thread
has none of its own, and, passed back, makes it follow the process again). Wine's
sysparams tests check these values against Windows."""

DPI = 96
DPI_AWARENESS_INVALID = -1
UNAWARE, SYSTEM_AWARE, PER_MONITOR_AWARE = 0, 1, 2
#: bit 31: the thread follows the process's awareness
INHERITED = 0x80000000
_PMV2, _GDISCALED = 0x22, 0x40006010
#: pseudo handle -> (the context value it stands for, its awareness)
_PSEUDO = {0xFFFFFFFF: (0x10, UNAWARE), 0xFFFFFFFE: (0x11, SYSTEM_AWARE),
           0xFFFFFFFD: (0x12, PER_MONITOR_AWARE), 0xFFFFFFFC: (_PMV2, PER_MONITOR_AWARE),
           0xFFFFFFFB: (_GDISCALED, UNAWARE)}
_VALUES = {0x10: UNAWARE, 0x11: SYSTEM_AWARE, 0x12: PER_MONITOR_AWARE,
           _PMV2: PER_MONITOR_AWARE, _GDISCALED: UNAWARE}


def awareness_of(ctx):
    """The DPI_AWARENESS of a context handle, DPI_AWARENESS_INVALID for no context."""
    ctx &= 0xFFFFFFFF
    if ctx in _PSEUDO:
        return _PSEUDO[ctx][1]
    return _VALUES.get(ctx & ~INHERITED, DPI_AWARENESS_INVALID)


def context_value(ctx):
    """The context value a valid handle stands for (a pseudo handle's, or itself)."""
    ctx &= 0xFFFFFFFF
    return _PSEUDO[ctx][0] if ctx in _PSEUDO else ctx & ~INHERITED


def process_context(vm):
    """The process's context: 0x10 | its awareness (unaware until set)."""
    return 0x10 | (vm.user.dpi_awareness or 0)


def thread_context(vm):
    """GetThreadDpiAwarenessContext: the thread's own context, else the process's."""
    own = vm.user.thread_dpi_context
    return own if own is not None else process_context(vm)


def set_thread_context(vm, ctx):
    """SetThreadDpiAwarenessContext on a valid context; returns the previous one (with
    bit 31 when the thread was following the process). A context with bit 31 makes the
    thread follow the process again."""
    own = vm.user.thread_dpi_context
    previous = own if own is not None else INHERITED | process_context(vm)
    ctx &= 0xFFFFFFFF
    if ctx not in _PSEUDO and ctx & INHERITED:
        vm.user.thread_dpi_context = None
    else:
        vm.user.thread_dpi_context = context_value(ctx)
    return previous


def thread_awareness(vm):
    """The running thread's awareness (what a window it creates is marked with)."""
    return awareness_of(thread_context(vm))


def dpi_for_awareness(awareness):
    """The DPI a window or context of this awareness sees: 96 (the system's) for all."""
    return DPI
