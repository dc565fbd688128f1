"""Windows inside another process's windows (docs/threads.md, "A child window in another
process's window").

On Windows the window tree is the desktop's, not a process's: a program may create a
WS_CHILD window whose parent belongs to another process (a plug-in host, an installer's
page, Wine's own conformance tests), or SetParent one of its windows into another
process's window. The child stays its creating thread's: its procedure runs there, the
messages sent to it wait in that thread's queue, and the thread's end destroys it. It
lives in its parent's tree all the same: it is placed, clipped and painted inside the
parent, found by WindowFromPoint and GetWindow from either process, and destroyed with
its parent.

Here each process keeps its own windows (user/procwindows.py). What makes a tree cross
processes:

- **The tables see through.** Each window manager's ``windows`` is a
  :class:`WindowTable`: looked up by handle, it answers another process's window too once
  any tree of the session crosses processes (``Desktop.linked``), so walking up a child's
  parents, down a parent's children, a DC's origin and clip, the hit test and the paint
  walk go through both processes' windows. Listing a table (``values``, ``items``) and
  ``WindowManager.get`` stay the process's own: only the owner's thread runs a window's
  procedure, and ``get`` is what the message functions use.
- **Messages cross through the owner's queue.** WM_PARENTNOTIFY from a child to a parent
  of another process is sent as SendMessage sends across processes (the child's thread
  waits, answering what is sent to it meanwhile: procwindows.send_to_process); a thread
  that is ending does not wait (``notify_parent``), as a dying thread cannot.
- **Destruction.** A parent destroyed destroys its children of other processes, each by
  its own thread (DestroyWindow run there, the destroying thread waiting as for a sent
  message: Wine sends such a child a private message whose procedure destroys it); a
  thread's end destroys its windows inside other processes' windows as it does its
  top-level ones; a process that ended leaves its children's places in the other
  process's windows (procwindows.prune_ended, at the other's next message call), which repaint.
- **WindowFromPoint** as Windows looks: the windows under the point, children before
  their parent and each subtree before the siblings below it (``windows_at``); each
  window of the calling thread is asked WM_NCHITTEST and one answering HTTRANSPARENT is
  passed over; a window of another thread is the answer without being asked
  (``window_from_point``). The mouse's own target is found by the process whose window
  is under the pointer, which asks its own windows, whichever thread's; a window
  answering HTTRANSPARENT hands the point on only to its own thread's windows beneath
  (``mouse_target``).
"""

from . import procwindows

__all__ = ["WindowTable", "process_of", "session_window", "notify_parent",
           "send_parent", "destroy_foreign_children", "thread_foreign_children",
           "windows_at", "window_from_point", "HTTRANSPARENT"]

HTTRANSPARENT = -1
WM_NCHITTEST = 0x0084
WS_VISIBLE, WS_DISABLED, WS_MINIMIZE = 0x10000000, 0x08000000, 0x20000000
WS_POPUP, WS_CHILD = 0x80000000, 0x40000000
WS_EX_LAYERED, WS_EX_TRANSPARENT = 0x80000, 0x20


def _linked(vm):
    procs = vm.processes
    desk = procs.desktop if procs is not None else None
    return desk is not None and desk.linked


class WindowTable(dict):
    """hwnd -> Window of one process (its window manager's ``windows``). Looked up by
    handle (``[]``, ``get``, ``in``) it also answers a live window of another process of
    the session once a window tree crosses processes; ``values()`` / ``items()`` / ``len``
    are the process's own windows."""

    def __init__(self, vm):
        dict.__init__(self)
        self.vm = vm

    def _foreign(self, hwnd):
        if not _linked(self.vm):
            return None
        for other in procwindows.other_processes(self.vm):
            w = dict.get(other.wm.windows, hwnd)
            if w is not None and not w.destroyed:
                return w
        return None

    def __missing__(self, hwnd):
        w = self._foreign(hwnd)
        if w is None:
            raise KeyError(hwnd)
        return w

    def get(self, hwnd, default=None):
        """The window ``hwnd`` (this process's, else another's in a crossing tree)."""
        w = dict.get(self, hwnd)
        if w is None:
            w = self._foreign(hwnd)
        return default if w is None else w

    def __contains__(self, hwnd):
        return dict.__contains__(self, hwnd) or self._foreign(hwnd) is not None


def process_of(vm, hwnd):
    """The process VM owning live window ``hwnd`` (``vm`` itself when none does)."""
    return procwindows.process_of(vm, hwnd)


def session_window(vm, hwnd):
    """The live window ``hwnd`` of any process of the session, or None."""
    return procwindows.window_anywhere(vm, hwnd)[1]


def send_parent(vm, win, msg, wparam, lparam):
    """Generator: ``msg`` sent from child ``win`` of ``vm`` to its parent, which another
    process owns: it waits in that process's queue of sent messages and the child's
    thread waits for the answer (answering what is sent to it meanwhile), as
    SendMessage across processes does. A thread on its way out does not wait
    (``notify_parent``)."""
    found = procwindows.foreign_window(vm, win.parent)
    if found is None:
        return 0
    other, parent = found
    if vm.wm.ending_thread == vm.threads.current.tid:
        other.wm.queue_sent(parent.hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)
        return 0
    rec = other.wm.queue_sent(parent.hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)
    return (yield from procwindows.wait_answer(vm, other, parent.hwnd, rec))


def notify_parent(vm, win, msg, wparam, lparam):
    """``msg`` queued for the parent (another process's) of ``win`` as SendNotifyMessage
    queues it: nobody waits."""
    found = procwindows.foreign_window(vm, win.parent)
    if found is not None:
        found[0].wm.queue_sent(found[1].hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)


def destroy_foreign_children(vm, win):
    """Generator: the windows inside ``win`` or its descendants that other processes own
    are destroyed, each by its own process's thread (DestroyWindow there, with all its
    messages), ``vm``'s thread waiting for each as for a sent message. A thread on its
    way out destroys none of them and waits for nobody: they stay alive, hidden, as
    Windows keeps another thread's children of a window whose thread ended
    (procwindows.orphan)."""
    if not _linked(vm):
        return
    wm = vm.wm
    ending = wm.ending_thread == vm.threads.current.tid
    for h in list(win.children):
        child = wm.get(h)
        if child is not None:
            yield from destroy_foreign_children(vm, child)
            continue
        found = procwindows.foreign_window(vm, h)
        if found is None:
            continue
        if ending:
            procwindows.orphan(found[0], found[1])
        else:
            yield from procwindows.in_owner(vm, *found,
                                            lambda p, w: p.wm.destroy(w.hwnd, False))


def thread_foreign_children(wm, tid):
    """The windows of thread ``tid`` whose parent is another process's window (the roots
    of what the thread's end destroys besides its top-level windows)."""
    if not _linked(wm.vm):
        return []
    own = dict.keys(wm.windows)
    return [w.hwnd for w in list(dict.values(wm.windows))
            if not w.destroyed and w.is_child and w.parent not in own
            and getattr(w, "tid", None) == tid]


def _holds(wm, win, x, y):
    """Whether ``win`` takes screen point (x, y) in the search: visible, not a disabled
    child nor a layered transparent window, the point inside its rectangle and its
    window region."""
    if not win.style & WS_VISIBLE:
        return False
    if win.style & (WS_POPUP | WS_CHILD | WS_DISABLED) == WS_CHILD | WS_DISABLED:
        return False
    if win.exstyle & (WS_EX_LAYERED | WS_EX_TRANSPARENT) == WS_EX_LAYERED | WS_EX_TRANSPARENT:
        return False
    l, t, r, b = wm.window_rect(win)
    if not (l <= x < r and t <= y < b):
        return False
    rgn = win.state.get("window_rgn")
    return rgn is None or rgn.contains(x - l, y - t)


def _under(wm, win, x, y, out):
    """Append the windows of ``win``'s subtree under screen point (x, y): each child's
    subtree before the child, the children from the top, then ``win``. Its children
    are looked at only when the point is in its client area and it is neither disabled
    nor minimized, as Windows looks."""
    cx, cy = wm.client_origin(win)
    cw, ch = win.client_size()
    if not win.style & (WS_DISABLED | WS_MINIMIZE) and cx <= x < cx + cw and \
            cy <= y < cy + ch:
        for h in win.children:
            c = wm.windows.get(h)           # (another process's child too)
            if c is not None and not c.destroyed and _holds(wm, c, x, y):
                _under(wm, c, x, y, out)
    out.append(win)


def windows_at(vm, x, y):
    """(process VM, Window) of every visible window under screen point (x, y), in the
    order Windows asks them: the top-level windows from the top, each one's subtree
    first (``_under``)."""
    out = []
    if vm.alone_on_desktop:
        tops = [(vm, vm.wm.get(h)) for h in reversed(vm.wm.zorder)]
        tops = [(p, w) for p, w in tops if w is not None and w.style & WS_VISIBLE]
    else:
        tops = procwindows.toplevels_top_down(vm)
    for p, top in tops:
        if not _holds(p.wm, top, x, y):
            continue
        found = []
        _under(p.wm, top, x, y, found)
        out.extend((process_of(vm, w.hwnd) if w is not top else p, w) for w in found)
    return out


def window_from_point(vm, x, y):
    """Generator: WindowFromPoint's window at screen (x, y) for ``vm``'s running thread,
    as (process VM, Window, hit-test code), or (None, None, 0): a window of the calling
    thread is asked WM_NCHITTEST and passed over when it answers HTTRANSPARENT; a window
    of another thread or process is the answer, unasked (HTCLIENT)."""
    tid = vm.threads.current.tid
    wm = vm.wm
    for p, w in windows_at(vm, x, y):
        mine = p is vm and (wm.owner_thread(w.hwnd) or tid) == tid
        if not mine:
            return p, w, 1
        code = yield from wm.send(w.hwnd, WM_NCHITTEST, 0,
                                  ((y & 0xFFFF) << 16) | (x & 0xFFFF))
        if wm.get(w.hwnd) is not w:
            continue
        code = (code or 0) & 0xFFFFFFFF
        if code >= 0x80000000:
            code -= 1 << 32
        if code != HTTRANSPARENT:
            return p, w, code
    return None, None, 0


def mouse_target(vm, x, y):
    """Generator: (process VM, window, hit-test code) a mouse event at screen (x, y)
    goes to, found by process ``vm`` (whose window is under the pointer): its own
    windows are asked WM_NCHITTEST, whichever thread made them; another process's window
    takes the event with the hit code of its frame and client area. A window answering
    HTTRANSPARENT hands the point on only to the windows beneath it of its own thread,
    as documented ("sent to underlying windows in the same thread"): another thread's
    window below it, or another process's, is passed over (input.c test_Input_mouse: a
    transparent window of another thread over the caller's does not give it the click).
    (None, None, 0) when none is there."""
    wm = vm.wm
    through = None          # the thread of a window that answered HTTRANSPARENT
    for p, w in windows_at(vm, x, y):
        tid = wm.owner_thread(w.hwnd) if p is vm else None
        if through is not None and tid != through:
            continue
        if p is not vm:
            return p, w, p.wm.hit_test(w, x, y)
        code = yield from wm.send(w.hwnd, WM_NCHITTEST, 0, ((y & 0xFFFF) << 16) | (x & 0xFFFF))
        if wm.get(w.hwnd) is not w:
            continue
        code = (code or 0) & 0xFFFFFFFF
        if code >= 0x80000000:
            code -= 1 << 32
        if code != HTTRANSPARENT:
            return p, w, code
        through = tid
    return None, None, 0


def hand_over(vm, m):
    """Mouse message ``m`` that ``vm`` made for another process's window (a child of
    ``vm``'s window under the pointer) joins that process's queue."""
    found = procwindows.foreign_window(vm, m.hwnd)
    if found is not None:
        procwindows.post_to_process("mouse input", found[0], m.hwnd, m.msg, m.wparam,
                                    m.lparam)


def activate_elsewhere(vm, top):
    """A click in ``top``, another process's top-level window (on a child of ``vm``'s
    inside it), activates it: its own thread does, in its next message call, as
    Windows activates a window on its thread's behalf."""
    found = procwindows.foreign_window(vm, top.hwnd)
    if found is None:
        return
    other, win = found
    if other.wm.foreground_input.active != win.hwnd:
        other.wm.queue_call(win.hwnd, lambda: other.wm.activate(win.hwnd, click=True))
