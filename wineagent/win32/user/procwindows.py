"""Windows of the session's other processes (docs/threads.md, "Processes' windows").

Each process of the session (kernel/children.py) has its own window manager: its own
windows, classes, queues and timers, whose procedures run on its own machine. What makes
them one desktop:

- **Handles are the session's.** A process's window handles come from a range of its own
  (``hwnd_base``: the first process's start at 0x10020 as before, a child's at 0x100000
  times its process number above that), so a handle names one window in the whole
  session, and another process can pass it on (Inno Setup's loader gives its window's
  handle to its wizard on the command line).
- **Another process's window can be found, asked and acted on.** IsWindow,
  FindWindow(Ex), GetWindowThreadProcessId (its thread and process id), the queries
  that read a window as the system keeps it (``window_anywhere``), PostMessage (into
  the owning process's queue), SendNotifyMessage (queued as sent, nobody waits) and
  SendMessage (the message waits in the owner's queue of sent messages; the owner's
  thread runs the procedure in its next message call, while the sender waits,
  answering messages sent to its own windows meanwhile). Functions that act on the
  window (ShowWindow, SetWindowPos...) are run the same way by the owner's thread
  (``in_owner``). Messages whose parameters are plain values cross as they are;
  WM_SETTEXT, WM_GETTEXT and WM_COPYDATA are copied into the other address space (and
  back), as Windows does; another system message that carries a pointer stops the
  guest naming it.
- **Owners and parents.** A top-level window may be owned by another process's window
  (``foreign_owner``), and a child window may live inside one (user/crosstree.py).
- **Deterministic.** Every hand-over happens at a point the guests' execution fixes (a
  send waits by parking and is retried in the process's next turn), under the
  scheduling rule of docs/threads.md.
- **One screen, one input.** Every process's visible top-level windows are drawn into
  the first process's frame buffer (a child's GDI forwards its touches there), in the
  session's one Z order (``window_order``): each process's windows keep their own order,
  and a window raised comes in front of every other process's (topmost windows of every
  process above the others); two processes' windows may interleave. The agent's raw
  input waits in one queue, shared by every process's window manager; the event at its
  head is translated by the process it goes to (a key: the foreground process, whose
  window is active; the mouse: the process with the capture or a caption drag, else the
  one whose window is under the pointer), when that process next looks for messages; the
  others leave it where it is, so the events keep their order. The snapshot lists every
  process's windows.
- **Foreground.** Activating a window of one process deactivates the window of the
  process that was in the foreground: it is sent WM_NCACTIVATE(FALSE) and
  WM_ACTIVATE(WA_INACTIVE), its thread's top-level windows WM_ACTIVATEAPP(FALSE) (and
  its focus WM_KILLFOCUS), queued as sent messages that
  its thread runs in its next message call, and its queue's active and focus windows
  become NULL, as a thread that lost the foreground has. When the foreground process's
  active window goes with nothing of its own to take over, or the process ends, the
  front-most process with a window to activate takes the foreground in its next message
  call (``claim_foreground``).
"""

from . import ddemsg, reparent
from ...abi.api import PARK, Unimplemented
from ..core.styles import WS_EX_TOPMOST, WS_VISIBLE

__all__ = ["hwnd_base", "foreign_window", "foreign_toplevels", "send_to_process", "in_owner",
           "window_anywhere", "send_text",
           "notify_process", "post_to_process", "join_desktop", "SessionOrder",
           "raised", "placed", "window_order", "foreign_owner", "took_foreground", "released_foreground", "claim_foreground", "claim_due", "foreground", "input_owner", "input_turn",
           "window_at", "pointer_moved", "refuse_foreign_window", "describe_desktop", "session_toplevels", "SessionWindows", "owner_wm",
           "other_processes", "session_desktop", "wait_answer", "toplevels_top_down",
           "process_of", "prune_ended", "orphan"]

#: How far apart two processes' window handle ranges are.
HWND_RANGE = 0x100000
FIRST_HWND = 0x00010020

WM_USER = 0x400
WM_ACTIVATEAPP = 0x001C
#: System messages whose wParam and lParam are plain values (no pointer), which may be
#: sent or posted to another process as they are.
_PLAIN = {0x0000, 0x0002, 0x0005, 0x0006, 0x0007, 0x0008, 0x000A, 0x0010, 0x0011,
          0x0012, 0x0016, 0x001C, 0x0100, 0x0101, 0x0102, 0x0104, 0x0105, 0x0111,
          0x0112, 0x0113, 0x0200, 0x0201, 0x0202, 0x0203, 0x0204, 0x0205, 0x0206,
          0x0084, 0x0210}      # WM_NCHITTEST, WM_PARENTNOTIFY (a child's hwnd or a point)


def hwnd_base(vm):
    """The first window handle of ``vm``'s process."""
    number = vm.pid // 0x1000 if vm.child_state is not None else 0
    return FIRST_HWND + number * HWND_RANGE


def other_processes(vm):
    """The session's other running processes (VMs), the first process first."""
    return _others(vm)


def _others(vm):
    procs = vm.processes
    if procs is None:
        return []
    return [p for p in [procs.first] + procs.live_children()
            if p is not vm and not p.machine.exited]


def foreign_window(vm, hwnd):
    """(process VM, Window) for a live window of another running process of the
    session, or None."""
    for other in _others(vm):
        win = other.wm.get(hwnd)
        if win is not None:
            return other, win
    return None


def window_anywhere(vm, hwnd):
    """(process VM, Window) of the live window ``hwnd`` of any process of the session
    (``vm``'s own first), or (None, None)."""
    win = vm.wm.get(hwnd)
    if win is not None:
        return vm, win
    return foreign_window(vm, hwnd) or (None, None)


def foreign_toplevels(vm):
    """(process VM, hwnd) of the other processes' top-level windows, each process's
    front-most first, the processes in session order."""
    out = []
    for other in _others(vm):
        out.extend((other, h) for h in reversed(other.wm.zorder))
    return out


def _check_plain(api_name, msg):
    if msg < WM_USER and msg not in _PLAIN and not ddemsg.is_dde(msg):
        raise Unimplemented("%s: message 0x%04x to a window of another process (its "
                            "parameters would need copying between address spaces)"
                            % (api_name, msg))


def post_to_process(api_name, other, hwnd, msg, wparam, lparam, source=None):
    """PostMessage to ``other``'s window: the message joins that process's queue. A DDE
    message from process ``source`` gets its global blocks copied (user/ddemsg.py)."""
    _check_plain(api_name, msg)
    if source is not None and ddemsg.is_dde(msg):
        lparam = ddemsg.marshal(source, other, msg, lparam)
    other.wm.post(hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)


def notify_process(api_name, other, hwnd, msg, wparam, lparam):
    """SendNotifyMessage to ``other``'s window: queued with the messages sent to that
    process's thread, whose next message call runs the procedure; nobody waits."""
    _check_plain(api_name, msg)
    other.wm.queue_sent(hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)


def wait_answer(vm, other, hwnd, rec, deadline=None):
    """Generator: ``_wait``, for the other modules of this layer."""
    return (yield from _wait(vm, other, hwnd, rec, deadline))


def _wait(vm, other, hwnd, rec, deadline=None):
    """Generator: wait for ``rec`` (queued in ``other``'s window manager for window
    ``hwnd``) to be answered, answering meanwhile what is sent to the waiting thread's
    own windows; its result, or 0 when the window or its process goes away first; None
    when guest time ``deadline`` (ms) passes first (the message is withdrawn)."""
    while not rec.done:
        yield from vm.wm.answer_sent()
        if rec.done:
            break
        if other.machine.exited or other.wm.get(hwnd) is None:
            other.wm.drop_sent(rec)
            return 0
        if deadline is not None and vm.clock.now_ms() >= deadline:
            other.wm.drop_sent(rec)
            return None
        yield PARK
    return rec.result


def send_to_process(c, other, win, msg, wparam, lparam, timeout=None):
    """Generator: SendMessage (the API call ``c``) to ``other``'s window ``win``;
    returns the procedure's LRESULT, or 0 when the window or its process goes away
    first; None when ``timeout`` ms of guest time pass first (SendMessageTimeout).
    WM_SETTEXT, WM_GETTEXT and WM_COPYDATA carry a pointer: their data is copied into
    the other process and back (``_marshalled``), as Windows copies them."""
    deadline = None if timeout is None else c.vm.clock.now_ms() + timeout
    if msg in _MARSHALLED:
        return (yield from _marshalled(c, other, win, msg, wparam, lparam, deadline))
    _check_plain(c.spec.full_name, msg)
    rec = other.wm.queue_sent(win.hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)
    return (yield from _wait(c.vm, other, win.hwnd, rec, deadline))


def in_owner(vm, other, win, action, deadline=None):
    """Generator: ``action(other, win)`` (a value or a generator: ShowWindow,
    SetWindowPos... of another process's window) run on the thread of ``other`` that
    owns ``win``, in its next message call, while the caller waits as SendMessage
    does; its result, or 0 when the window or its process goes away first (None: guest
    time ``deadline`` passed first, the call withdrawn)."""
    rec = other.wm.queue_call(win.hwnd, lambda: action(other, win))
    return (yield from _wait(vm, other, win.hwnd, rec, deadline))


WM_SETTEXT, WM_GETTEXT, WM_COPYDATA = 0x000C, 0x000D, 0x004A
_MARSHALLED = (WM_SETTEXT, WM_GETTEXT, WM_COPYDATA)


def _owner_block(other, data):
    """A block of ``other``'s heap holding ``data``."""
    p = other.heap.alloc(max(1, len(data)))
    other.mem.write(p, data)
    return p


def send_text(vm, other, win, text, wparam=0, deadline=None):
    """Generator: WM_SETTEXT with ``text`` (None: a NULL lParam) sent to ``other``'s
    window ``win`` (SetWindowText, SendMessage): the string is copied into the other
    process's memory in the window's character set; the procedure's answer."""
    data = None
    if text is not None:
        data = (text.encode("utf-16-le") + b"\0\0" if getattr(win, "unicode", False)
                else text.encode("cp1252", "replace") + b"\0")

    def run(proc, w):
        if data is None:
            return (yield from proc.wm.send(w.hwnd, WM_SETTEXT, wparam, 0))
        p = _owner_block(proc, data)
        try:
            return (yield from proc.wm.send(w.hwnd, WM_SETTEXT, wparam, p))
        finally:
            proc.heap.free(p)
    return (yield from in_owner(vm, other, win, run, deadline))


def _marshalled(c, other, win, msg, wparam, lparam, deadline=None):
    """Generator: a message whose lParam points at data, sent by API call ``c`` to
    ``other``'s window ``win``: the data is copied into a block of the other process's
    memory for the procedure (WM_SETTEXT's string, WM_COPYDATA's COPYDATASTRUCT and its
    bytes, WM_GETTEXT's buffer) and WM_GETTEXT's text copied back into the sender's
    buffer, as Windows does for these system messages. The text is converted between
    the sender's character set and the window's."""
    mem, ptr = c.vm.mem, c.vm.ptr_size
    wide = bool(getattr(win, "unicode", False))       # the window's procedure's
    if msg == WM_SETTEXT:
        return (yield from send_text(c.vm, other, win, c.read_str(lparam) if lparam
                                     else None, wparam, deadline))
    if msg == WM_COPYDATA:
        data = None
        if lparam:          # COPYDATASTRUCT {ULONG_PTR dwData; DWORD cbData; PVOID lpData}
            size, src = mem.u32(lparam + ptr), mem.uptr(lparam + 2 * ptr)
            data = (mem.uptr(lparam), mem.read(src, size) if src and size else b"")
    else:
        data = wparam & 0xFFFFFFFF              # WM_GETTEXT: the buffer's size in chars

    def run(proc, w):
        send = proc.wm.send
        if msg != WM_GETTEXT and data is None:
            return (yield from send(w.hwnd, msg, wparam, 0))
        if msg == WM_COPYDATA:
            optr = proc.ptr_size
            dw, raw = data
            p = _owner_block(proc, bytes(3 * optr) + raw)
            proc.mem.wptr(p, dw)
            proc.mem.w32(p + optr, len(raw))
            proc.mem.wptr(p + 2 * optr, p + 3 * optr if raw else 0)
        else:
            p = _owner_block(proc, bytes(max(1, data) * (2 if wide else 1)))
        try:
            n = yield from send(w.hwnd, msg, wparam, p)
            if msg == WM_GETTEXT:
                return (proc.mem.wstr(p, max(0, data - 1)) if wide else
                        proc.mem.cstr(p, max(0, data - 1))) or ""
            return n
        finally:
            proc.heap.free(p)

    result = yield from in_owner(c.vm, other, win, run, deadline)
    if msg != WM_GETTEXT or result is None:
        return result
    if not lparam or not wparam or not result:
        if lparam and wparam:
            c.write_str(lparam, "", wparam)
        return 0
    return c.write_str(lparam, result, wparam)


class Desktop:
    """What the session's processes share of the desktop: the order in which their
    windows are stacked and the foreground process."""

    def __init__(self, first):
        #: the session's top-level windows, bottom first: (process, hwnd); each
        #: process's in its own Z order, two processes' interleaved as they were raised
        #: and placed (``window_order``)
        self.order = []
        self.foreground = first       # the process whose active window has the keys
        #: the foreground process's active window went away with no other of its own
        #: to activate: the front-most process with a window takes the foreground
        self.handoff = False

    #: a window tree of the session crosses processes (a child inside another process's
    #: window, user/crosstree.py): the processes' window tables see through each other
    linked = False


def _desktop(vm):
    procs = vm.processes
    if procs is None:
        return None
    if procs.desktop is None:
        procs.desktop = Desktop(procs.first)
    return procs.desktop


def session_desktop(vm):
    """What the session's processes share of the desktop (:class:`Desktop`), or None
    for a session of one process that never started another."""
    return _desktop(vm)


def _live(p):
    return not p.machine.exited and (p.child_state is None or not p.child_state.done)


def _live_processes(vm):
    return [p for p in [vm.processes.first] + vm.processes.live_children() if _live(p)]


def window_order(vm):
    """The session's top-level windows (hidden ones too), bottom first, as (process,
    hwnd). Each process keeps its own Z order (``wm.zorder``); the session's order
    keeps where each process's windows stand among the others': a window a process
    made since comes on top, and each process's places are filled with its windows
    in its own order. Only the guests' execution changes the record this reads
    (``raised``, ``placed``), never a look at it (a snapshot)."""
    desk = _desktop(vm)
    procs = _live_processes(vm) if desk is not None else [vm]
    if desk is None:
        return [(vm, h) for h in vm.wm.zorder]
    alive = set(procs)
    order = [(p, h) for p, h in desk.order if p in alive and h in p.wm.zorder]
    known = {(id(p), h) for p, h in order}
    for p in procs:
        order.extend((p, h) for h in p.wm.zorder if (id(p), h) not in known)
    for p in procs:                 # each process's places, in its own order
        slots = [i for i, (q, _) in enumerate(order) if q is p]
        for i, h in zip(slots, p.wm.zorder):
            order[i] = (p, h)
    desk.order = order
    return order


def stacking(vm):
    """The session's live processes, the one whose front-most window is behind the
    others' first; those with no top-level window behind, in session order."""
    desk = _desktop(vm)
    if desk is None:
        return [vm]
    top = {}
    for i, (p, _) in enumerate(window_order(vm)):
        top[p] = i
    procs = _live_processes(vm)
    return ([p for p in procs if p not in top]
            + sorted((p for p in procs if p in top), key=lambda p: top[p]))


def join_desktop(vm):
    """A new child process ``vm`` joins the first process's desktop: its GDI draws on
    the first process's screen and desktop image, and its window manager reads the
    session's one raw input queue and shares its keys held down."""
    root = vm.processes.first
    vm.gdi.forward = root.gdi
    vm.gdi.desktop = root.gdi.desktop
    vm.wm.input_queue = root.wm.input_queue
    # the keyboard and the mouse buttons are the session's: GetAsyncKeyState answers the
    # same in every process (the key state GetKeyState reads is each thread input's)
    vm.wm.keys_down = root.wm.keys_down
    vm.wm.async_pressed = root.wm.async_pressed
    vm.wm.mouse_pos = root.wm.mouse_pos     # (one pointer: GetCursorPos at once)


def raised(vm, hwnds):
    """``vm`` brought its top-level windows ``hwnds`` (a window and those it owns, in
    their new order) to the top of its Z order: they come in front of every other
    process's windows too, and the other processes' windows they own above them."""
    desk = _desktop(vm)
    if desk is None or vm.alone_on_desktop:
        return
    order = window_order(vm)
    moved = [(p, h) for p, h in order if p is vm and h in hwnds]
    if order[len(order) - len(moved):] == moved and not _owns_elsewhere(vm, hwnds):
        return
    order = [e for e in order if e not in moved] + moved
    owned = [(p, h) for p, h in order if p is not vm and _owner_of(p, h) in hwnds]
    desk.order = [e for e in order if e not in owned] + owned
    vm.processes.first.gdi.touch()


def _owner_of(p, h):
    w = p.wm.get(h)
    return w.owner if w is not None else 0


def _owns_elsewhere(vm, hwnds):
    """Whether another process has a top-level window owned by one of ``hwnds``."""
    return any(_owner_of(p, h) in hwnds for p in _others(vm) for h in p.wm.zorder)


def placed(vm, hwnd, after):
    """``vm`` placed its top-level window ``hwnd`` by SetWindowPos: HWND_BOTTOM (1) at
    the bottom of the session's order, another window (this process's or another's)
    just below that one; the process's own Z order follows the session's."""
    desk = _desktop(vm)
    if desk is None or vm.alone_on_desktop:
        return
    order = window_order(vm)
    me = next((e for e in order if e[0] is vm and e[1] == hwnd), None)
    if me is None:
        return
    if after == 1:
        order.remove(me)
        order.insert(0, me)
    else:
        anchor = next((e for e in order if e[1] == after and e is not me), None)
        if anchor is None:
            return
        order.remove(me)
        order.insert(order.index(anchor), me)
    desk.order = order
    own = [h for p, h in order if p is vm]
    if own != vm.wm.zorder:
        vm.wm.zorder[:] = own
        vm.wm.keep_topmost_above()
    vm.processes.first.gdi.touch()


def foreground(vm):
    """The process whose active window is the foreground window."""
    desk = _desktop(vm)
    if desk is None:
        return vm
    order = stacking(vm)
    if desk.foreground in order:
        return desk.foreground
    return order[-1] if order else vm           # it ended: the front one


def took_foreground(vm, new_hwnd):
    """``vm`` activated window ``new_hwnd``: the process that had the foreground loses
    it (its active window hears WM_NCACTIVATE(FALSE) and WM_ACTIVATE(WA_INACTIVE), the
    top-level windows of its thread WM_ACTIVATEAPP(FALSE, the new window's thread), its
    focus WM_KILLFOCUS, queued for its thread; its active and focus windows become
    NULL). Returns the id of the thread that lost the foreground (None: no other
    process's window had it)."""
    desk = _desktop(vm)
    if desk is None:
        return None
    old = foreground(vm)
    desk.foreground = vm
    desk.handoff = False
    if old is vm:
        return None
    wm = old.wm
    inp = wm.foreground_input       # (its foreground input's: user/threadinput.py)
    focus, active = inp.focus, inp.active
    inp.active = inp.focus = 0
    win = wm.get(active)
    if win is None:
        return None
    wm.redraw_nonclient(win)
    wm.queue_sent(active, 0x0086, 0, 0)                 # WM_NCACTIVATE FALSE
    wm.queue_sent(active, 0x0006, 0, new_hwnd)          # WM_ACTIVATE WA_INACTIVE
    lost = wm.owner_thread(active)
    new_tid = vm.wm.owner_thread(new_hwnd)
    for h in reversed(wm.zorder):                       # WM_ACTIVATEAPP FALSE
        if wm.get(h) is not None and wm.owner_thread(h) == lost:
            wm.queue_sent(h, WM_ACTIVATEAPP, 0, new_tid)
    if focus and wm.get(focus) is not None:
        wm.queue_sent(focus, 0x0008, 0, 0)                  # WM_KILLFOCUS
    return lost


def released_foreground(vm):
    """``vm`` activated nothing (its active window was destroyed or hidden, no other of
    its own could take over): when it had the foreground, the front-most process with a
    window to activate takes it (``claim_foreground``), as Windows activates the next
    window whichever process owns it."""
    desk = _desktop(vm)
    if desk is not None and desk.foreground is vm and not vm.alone_on_desktop:
        desk.handoff = True


def _activatable(p):
    """``p``'s top-level window that would be activated: the top visible, enabled one
    that covers some of the screen (a 0 x 0 window, Delphi's TApplication, does not)."""
    wm = p.wm
    for h in reversed(wm.zorder):
        w = wm.get(h)
        if w is not None and wm.is_visible(w) and wm.is_enabled(w) and w.w > 0 and w.h > 0:
            return w
    return None


def _foreground_settled(vm, desk):
    """True when ``vm`` has nothing to claim: its foreground input has an active window,
    or it holds the foreground and has not handed it off."""
    return bool(vm.wm.foreground_input.active) or (
        desk.foreground is vm and not desk.handoff)


def claim_due(vm):
    """Whether :func:`claim_foreground` may have work (False: it would return at once).
    The message calls test this first: most find nothing to claim, and a generator made
    to find nothing costs more than the test."""
    procs = vm.processes
    desk = procs.desktop if procs is not None else None
    return desk is not None and (desk.linked or not _foreground_settled(vm, desk))


def claim_foreground(vm):
    """Generator, at the start of ``vm``'s message calls: when the foreground was handed
    off (or its process ended) and ``vm`` is the front-most process with a window to
    activate, that window is activated and given the focus, on ``vm``'s own thread (a
    point its execution fixes)."""
    procs = vm.processes
    desk = procs.desktop if procs is not None else None
    if desk is not None and desk.linked:
        yield from prune_ended(vm)     # children of processes that ended leave
    if desk is None or _foreground_settled(vm, desk):
        return              # (the process that gave it up may be the one left now)
    order = stacking(vm)
    if not desk.handoff and desk.foreground in order:
        return
    for p in reversed(order):
        win = _activatable(p)
        if win is not None:
            if p is vm and vm.wm.thread_of(win.hwnd) in (None, vm.threads.current.tid):
                yield from vm.wm.activate(win.hwnd)
                if not vm.wm.focus:
                    yield from vm.wm.set_focus(win.hwnd)
            return


class SessionOrder:
    """The first process's screen's window order (Gdi.set_window_order): the visible
    top-level windows of every process, bottom first, in the session's order, the
    topmost ones of every process above the others. A plain object, so a saved state keeps it."""

    def __init__(self, vm):
        self.vm = vm

    def __call__(self):
        vm = self.vm
        if vm.processes is None or vm.processes.count == 1:
            return vm.wm.visible_toplevels_bottom_up()
        return [w for _, w in _visible_bottom_up(vm)]


def foreign_owner(vm, api_name, hwnd, child):
    """(process VM, Window) when ``hwnd``, given as a new window's parent or owner, is
    another process's window (None when it is no window): a top-level window may be
    owned by it, as on Windows (an installer's wizard owned by its loader's window), and
    a child window may live inside it (user/crosstree.py ``link_parent``)."""
    found = foreign_window(vm, hwnd) if hwnd else None
    if found is not None and child:
        # the session's window tables see through processes from now on
        _desktop(vm).linked = True
    return found


def refuse_foreign_window(vm, hwnd):
    """Stop the guest when a function that acts on this process's windows only is given
    ``hwnd``, another process's window."""
    found = foreign_window(vm, hwnd)
    if found is not None:
        raise Unimplemented("window %#x of another process (pid %#x) given to a function "
                            "that acts on the calling process's windows only"
                            % (hwnd, found[0].pid))


def _visible_bottom_up(vm):
    """(process, visible top-level window) of the whole session, from the bottom: in
    the session's order, the topmost ones of every process above the others."""
    visible = {}
    for p in _live_processes(vm):
        for w in p.wm.visible_toplevels_bottom_up():
            visible[(id(p), w.hwnd)] = w
    plain, top = [], []
    for p, h in window_order(vm):
        w = visible.get((id(p), h))
        if w is not None:
            (top if w.exstyle & WS_EX_TOPMOST else plain).append((p, w))
    return plain + top


def toplevels_top_down(vm):
    """(process, visible top-level window) of the whole session, from the top."""
    return _toplevels_top_down(vm)


def _toplevels_top_down(vm):
    """(process, visible top-level window) of the whole session, from the top."""
    return list(reversed(_visible_bottom_up(vm)))


def window_at(vm, x, y):
    """(process, deepest window) under screen point (x, y) in the whole session, or
    (None, None)."""
    for p, w in _toplevels_top_down(vm):
        found = p.wm.hit_in(w, x, y)
        if found is not None:
            # (a child may be another process's: user/crosstree.py)
            return (process_of(p, found.hwnd) if found is not w else p), found
    return None, None


def input_owner(vm, event):
    """The process that translates raw input ``event`` (the head of the session's
    queue): a key goes to the foreground process; the mouse to the process holding the
    capture or dragging a caption, else to the one whose window is under the pointer;
    input over no window to ``vm``, the process looking (it consumes it)."""
    procs = vm.processes
    if procs is None or procs.count == 1:
        return vm
    if event[0] != "mouse":
        return foreground(vm)
    fg = foreground(vm)
    for p in [fg] + [q for q in reversed(stacking(vm)) if q is not fg]:
        wm = p.wm
        capture = wm.foreground_input.capture
        if wm.moving is not None or (capture and wm.get(capture) is not None):
            return p
    p, _ = window_at(vm, event[2], event[3])
    return p if p is not None else vm


def pointer_moved(vm, x, y):
    """``vm`` took a mouse event at (x, y): the pointer is there for every process
    (GetCursorPos), and a window of another process tracked for leaving
    (TrackMouseEvent) hears it when the pointer is no longer over it."""
    for p in stacking(vm):
        if p is not vm:
            p.wm.mouse_pos = (x, y)
            if p.wm.mouse_tracking:
                p.wm._mouse_moved_off(x, y)


def input_turn(vm):
    """Whether the event at the head of the session's raw input queue is ``vm``'s to
    translate (always, with one process)."""
    q = vm.wm.input_queue
    return bool(q) and input_owner(vm, q[0]) is vm


def session_toplevels(vm):
    """Every top-level window of the session (hidden ones too), from the top, in the
    session's order (EnumWindows)."""
    if vm.processes is None:
        return list(reversed(vm.wm.zorder))
    return [h for _, h in reversed(window_order(vm))]


def describe_desktop(vm):
    """The snapshot's windows: every process's, in the session's order from the top; a
    child process's windows carry its ``pid``."""
    if vm.processes is None or vm.processes.count == 1:
        return vm.wm.describe()
    out = []
    for p, h in reversed(window_order(vm)):
        entries = p.wm.describe([h])
        if p.child_state is not None:
            for e in entries:
                e["pid"] = p.pid
        out.extend(entries)
    return out


def process_of(vm, hwnd):
    """The process VM owning live window ``hwnd`` (``vm`` itself when none does)."""
    if vm.wm.get(hwnd) is not None:
        return vm
    found = foreign_window(vm, hwnd)
    return found[0] if found is not None else vm


def orphan(proc, win):
    """Window ``win`` of process ``proc`` loses its parent, another process's window
    going away without destroying it (its thread or process ended): hidden, it becomes
    a top-level window of its own process, which may give it a parent again
    (SetParent), as Windows keeps such a window alive, hidden."""
    win.style &= ~WS_VISIBLE
    reparent.make_toplevel(proc.wm, win)


def prune_ended(vm):
    """Generator, at the start of ``vm``'s message calls in a session whose window trees
    cross processes (user/crosstree.py): children of ``vm``'s windows whose process
    ended leave their parents' child lists, and the parents repaint where they were;
    ``vm``'s windows whose parent was a window of a process that ended are destroyed
    (by this thread, with their messages; no WM_PARENTNOTIFY), as a process's windows
    go with it and their children with them (Wine 8 destroys them so)."""
    wm = vm.wm
    for w in list(dict.values(wm.windows)):
        if not w.destroyed and w.is_child and wm.windows.get(w.parent) is None \
                and wm.get(w.hwnd) is w:
            orphan(vm, w)       # (out of the tree first: its parent is gone)
            yield from wm.destroy(w.hwnd, False)
    for w in list(dict.values(wm.windows)):
        if w.destroyed or not w.children:
            continue
        gone = [h for h in w.children if wm.windows.get(h) is None]
        if gone:
            for h in gone:
                w.children.remove(h)
            wm.invalidate(w, None, True)
            vm.processes.first.gdi.touch()


def owner_wm(vm, hwnd):
    """The window manager of the process that owns window ``hwnd`` (``vm``'s own when
    none does)."""
    if vm.wm.get(hwnd) is not None:
        return vm.wm
    found = foreign_window(vm, hwnd)
    return found[0].wm if found is not None else vm.wm


class SessionWindows:
    """``get(hwnd)`` over every process's windows (the snapshot's refs)."""

    def __init__(self, vm):
        self.vm = vm

    def get(self, hwnd):
        """The live window ``hwnd`` of any process of the session, or None."""
        return owner_wm(self.vm, hwnd).get(hwnd)
