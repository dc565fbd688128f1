"""WinEvents (SetWinEventHook): the accessibility events USER raises, and the hooks told of them.

A WinEvent hook asks for a range of event numbers (``eventMin..eventMax``), from one
process (``idProcess``; 0: every process of the session) or one thread (``idThread``,
which wins over the process), and is called with (hook handle, event, hwnd, idObject,
idChild, the id of the thread that raised it, its GetTickCount time). Windows' rules:

- **Out of context** (WINEVENT_OUTOFCONTEXT, 0): the callback runs in the thread that
  installed the hook, asynchronously: the event waits in that thread's queue of events
  until the thread retrieves messages (GetMessage, PeekMessage, a modal loop), which calls
  the waiting callbacks, oldest first, before it looks at its messages — also for an
  event the hooking thread raised itself (Windows queues those too; msg.c checks that the
  callback has not run when NotifyWinEvent returns and has after a PeekMessage).
- **In context** (WINEVENT_INCONTEXT, 4; a module handle is required,
  ERROR_HOOK_NEEDS_HMOD): Windows maps the hook's DLL into the process that raises the
  event and calls it there, synchronously, in the raising thread. Here a process's code
  lives on its own machine and no DLL is injected into another process, so an in-context
  hook is called synchronously for the events of its own process (in whatever thread
  raised them) and out of context for the other processes' — what Windows itself does
  when it cannot load the DLL into the raising process (a process of the other bitness).
- WINEVENT_SKIPOWNTHREAD (1) / WINEVENT_SKIPOWNPROCESS (2): no events raised by the
  hooking thread / process.
- Several hooks wanting one event are called oldest first (msg.c's caret sequence: the
  hook installed first hears each event before the newer one).
- UnhookWinEvent works only from the installing thread (else ERROR_INVALID_HANDLE, as for
  an unknown handle); the callback is not called after it returns: its waiting events are
  dropped. A thread's hooks go when it ends, as on Windows.
- A process filter that names no running process is accepted (Windows 2000 and later
  accept it; the hook hears nothing until such a process exists).

NotifyWinEvent raises an event a program defines (or a system one on its own behalf);
USER raises the system's own at the points Windows raises them (``raise_event`` called
from window code): EVENT_OBJECT_CREATE after WM_CREATE, EVENT_OBJECT_DESTROY before
WM_DESTROY, EVENT_OBJECT_SHOW / HIDE after WM_WINDOWPOSCHANGING when the visibility
changes, EVENT_OBJECT_LOCATIONCHANGE after a move or resize is told, EVENT_OBJECT_FOCUS
before WM_SETFOCUS, EVENT_SYSTEM_FOREGROUND after HCBT_ACTIVATE for a new foreground
window, EVENT_OBJECT_STATECHANGE before WM_ENABLE, EVENT_OBJECT_NAMECHANGE when
DefWindowProc's WM_SETTEXT changed the title, EVENT_SYSTEM_CAPTURESTART / CAPTUREEND,
MENUSTART / MENUEND, MENUPOPUPSTART / MENUPOPUPEND, DIALOGSTART / DIALOGEND,
MINIMIZESTART / MINIMIZEEND and MOVESIZESTART / MOVESIZEEND. docs/user.md "WinEvents"
lists them with their objects.
"""

import collections

from ...abi.api import GuestCall

__all__ = ["WinEventTable", "raise_event", "deliver_pending",
           "WINEVENT_OUTOFCONTEXT", "WINEVENT_SKIPOWNTHREAD", "WINEVENT_SKIPOWNPROCESS",
           "WINEVENT_INCONTEXT", "OBJID_WINDOW", "OBJID_SYSMENU", "OBJID_CLIENT", "OBJID_MENU",
           "OBJID_CARET", "CHILDID_SELF", "EVENT_SYSTEM_FOREGROUND", "EVENT_SYSTEM_MENUSTART",
           "EVENT_SYSTEM_MENUEND", "EVENT_SYSTEM_MENUPOPUPSTART", "EVENT_SYSTEM_MENUPOPUPEND",
           "EVENT_SYSTEM_CAPTURESTART", "EVENT_SYSTEM_CAPTUREEND",
           "EVENT_SYSTEM_MOVESIZESTART", "EVENT_SYSTEM_MOVESIZEEND",
           "EVENT_SYSTEM_DIALOGSTART", "EVENT_SYSTEM_DIALOGEND",
           "EVENT_SYSTEM_MINIMIZESTART", "EVENT_SYSTEM_MINIMIZEEND", "EVENT_OBJECT_CREATE",
           "EVENT_OBJECT_DESTROY", "EVENT_OBJECT_SHOW", "EVENT_OBJECT_HIDE",
           "EVENT_OBJECT_FOCUS", "EVENT_OBJECT_STATECHANGE", "EVENT_OBJECT_LOCATIONCHANGE",
           "EVENT_OBJECT_NAMECHANGE", "window_event", "shown", "moved", "min_max"]

WINEVENT_OUTOFCONTEXT, WINEVENT_SKIPOWNTHREAD, WINEVENT_SKIPOWNPROCESS = 0, 1, 2
WINEVENT_INCONTEXT = 4
WINEVENT_VALID = 7

# winuser.h's system events (the ones USER raises here)
EVENT_SYSTEM_FOREGROUND = 0x0003
EVENT_SYSTEM_MENUSTART, EVENT_SYSTEM_MENUEND = 0x0004, 0x0005
EVENT_SYSTEM_MENUPOPUPSTART, EVENT_SYSTEM_MENUPOPUPEND = 0x0006, 0x0007
EVENT_SYSTEM_CAPTURESTART, EVENT_SYSTEM_CAPTUREEND = 0x0008, 0x0009
EVENT_SYSTEM_MOVESIZESTART, EVENT_SYSTEM_MOVESIZEEND = 0x000A, 0x000B
EVENT_SYSTEM_DIALOGSTART, EVENT_SYSTEM_DIALOGEND = 0x0010, 0x0011
EVENT_SYSTEM_MINIMIZESTART, EVENT_SYSTEM_MINIMIZEEND = 0x0016, 0x0017
EVENT_OBJECT_CREATE, EVENT_OBJECT_DESTROY = 0x8000, 0x8001
EVENT_OBJECT_SHOW, EVENT_OBJECT_HIDE = 0x8002, 0x8003
EVENT_OBJECT_FOCUS = 0x8005
EVENT_OBJECT_STATECHANGE, EVENT_OBJECT_LOCATIONCHANGE = 0x800A, 0x800B
EVENT_OBJECT_NAMECHANGE = 0x800C

# object ids (winuser.h: LONG, negative)
OBJID_WINDOW, OBJID_SYSMENU, OBJID_MENU, OBJID_CLIENT, OBJID_CARET = 0, -1, -3, -4, -8
CHILDID_SELF = 0

_FIRST_HANDLE = 0x00050000     # HWINEVENTHOOKs: a range no window, hook or GDI handle uses


class WinEventHook:
    """One SetWinEventHook: its range, procedure, filters, flags and installing thread."""

    __slots__ = ("handle", "lo", "hi", "proc", "pid", "tid", "flags", "owner", "live")

    def __init__(self, handle, lo, hi, proc, pid, tid, flags, owner):
        self.handle, self.lo, self.hi, self.proc = handle, lo, hi, proc
        self.pid, self.tid, self.flags, self.owner = pid, tid, flags, owner
        self.live = True

    def wants(self, event, pid, tid, own_process):
        """Whether this hook hears ``event`` raised by thread ``tid`` of process ``pid``
        (``own_process``: the hook's own process raised it)."""
        if not self.lo <= event <= self.hi:
            return False
        if self.tid:
            if self.tid != tid:
                return False
        elif self.pid and self.pid != pid:
            return False
        if own_process and self.flags & WINEVENT_SKIPOWNPROCESS:
            return False
        if own_process and tid == self.owner and self.flags & WINEVENT_SKIPOWNTHREAD:
            return False
        return True


class WinEventTable:
    """A process's WinEvent hooks, oldest first, and the events waiting for its threads'
    out-of-context callbacks (by thread id)."""

    def __init__(self):
        self.hooks = []
        self.pending = collections.defaultdict(collections.deque)
        self._next = _FIRST_HANDLE

    def install(self, lo, hi, proc, pid, tid, flags, owner):
        """SetWinEventHook: add a hook after the others; returns its handle."""
        self._next += 1
        self.hooks.append(WinEventHook(self._next, lo, hi, proc, pid, tid, flags, owner))
        return self._next

    def find(self, handle):
        """The live hook of that handle, or None."""
        return next((h for h in self.hooks if h.handle == handle), None)

    def remove(self, hook):
        """UnhookWinEvent: the hook and its waiting events go."""
        hook.live = False
        self.hooks.remove(hook)
        queue = self.pending.get(hook.owner)
        if queue:
            self.pending[hook.owner] = collections.deque(e for e in queue if e[0] is not hook)

    def installed(self, event):
        """IsWinEventHookInstalled: whether any hook of this process asks for ``event``."""
        return any(h.lo <= event <= h.hi for h in self.hooks)

    def thread_ended(self, tid):
        """The hooks thread ``tid`` installed go with it, with the events waiting for it."""
        for hook in [h for h in self.hooks if h.owner == tid]:
            self.remove(hook)
        self.pending.pop(tid, None)

    def has_pending(self):
        """Whether an out-of-context callback waits for one of the process's threads."""
        return any(self.pending.values())


def _processes(vm):
    """``vm`` and the session's other running processes (each holds its own hooks)."""
    out = [vm]
    procs = vm.processes
    if procs is not None:
        for p in [procs.first] + procs.live_children():
            if p is not vm and not p.machine.exited:
                out.append(p)
    return out


def _call(vm, hook, event, hwnd, obj, child, tid, time):
    """Generator: call a WINEVENTPROC (a void stdcall of seven arguments)."""
    full = (1 << 8 * vm.ptr_size) - 1
    yield GuestCall(hook.proc, (hook.handle, event & 0xFFFFFFFF, hwnd & full,
                                obj & 0xFFFFFFFF, child & 0xFFFFFFFF, tid, time))


def raise_event(vm, event, hwnd, obj, child):
    """Generator: the current thread of ``vm`` raises ``event`` on (hwnd, obj, child):
    the in-context hooks of its process are called now, in this thread; the others'
    callbacks wait in their threads' queues (``deliver_pending``)."""
    tid = vm.threads.current.tid
    pid = vm.pid
    time = vm.clock.now_ms() & 0xFFFFFFFF
    for p in _processes(vm):
        table = p.wm.winevents
        if not table.hooks:
            continue
        own = p is vm
        for hook in list(table.hooks):
            if not hook.live or not hook.wants(event, pid, tid, own):
                continue
            if own and hook.flags & WINEVENT_INCONTEXT:
                yield from _call(vm, hook, event, hwnd, obj, child, tid, time)
            else:
                table.pending[hook.owner].append((hook, event, hwnd, obj, child, tid, time))


def window_event(vm, event, win, obj=OBJID_WINDOW, child=CHILDID_SELF):
    """Generator: ``raise_event`` about window ``win`` (a Window or an hwnd)."""
    hwnd = win if isinstance(win, int) else win.hwnd
    if _hooked(vm):
        yield from raise_event(vm, event, hwnd, obj, child)


def _hooked(vm):
    """Whether any process of the session has a WinEvent hook (the common case is none:
    then raising costs nothing)."""
    return any(p.wm.winevents.hooks for p in _processes(vm))


def shown(vm, win, visible):
    """Generator: EVENT_OBJECT_SHOW / EVENT_OBJECT_HIDE for a window whose WS_VISIBLE
    changed (after its WM_WINDOWPOSCHANGING, as Windows raises them)."""
    yield from window_event(vm, EVENT_OBJECT_SHOW if visible else EVENT_OBJECT_HIDE, win)


def moved(vm, win, was_moved, was_resized):
    """Generator: EVENT_OBJECT_LOCATIONCHANGE when SetWindowPos / MoveWindow moved or
    resized the window (after WM_WINDOWPOSCHANGED and its WM_SIZE / WM_MOVE)."""
    if was_moved or was_resized:
        yield from window_event(vm, EVENT_OBJECT_LOCATIONCHANGE, win)


def min_max(vm, win, minimized, was_minimized):
    """Generator: a window changed its minimized / maximized / normal state (its place
    changed): EVENT_OBJECT_LOCATIONCHANGE, then EVENT_SYSTEM_MINIMIZESTART when it was
    minimized or EVENT_SYSTEM_MINIMIZEEND when it left the minimized state."""
    yield from window_event(vm, EVENT_OBJECT_LOCATIONCHANGE, win)
    if minimized:
        yield from window_event(vm, EVENT_SYSTEM_MINIMIZESTART, win)
    elif was_minimized:
        yield from window_event(vm, EVENT_SYSTEM_MINIMIZEEND, win)


def deliver_pending(vm):
    """Generator: call the out-of-context callbacks waiting for the current thread, oldest
    first (inside its GetMessage / PeekMessage, as Windows delivers them); an event raised
    by a callback meanwhile waits for the next retrieval."""
    table = vm.wm.winevents
    tid = vm.threads.current.tid
    queue = table.pending.get(tid)
    if not queue:
        return
    batch, table.pending[tid] = list(queue), collections.deque()
    for hook, event, hwnd, obj, child, source, time in batch:
        if hook.live:
            yield from _call(vm, hook, event, hwnd, obj, child, source, time)
