"""Windows of the session's other processes (docs/threads.md, "Processes' windows").

Each process of the session (kernel/children.py) has its own window manager: its own
windows, classes, queues and timers, whose procedures run on its own machine. What makes
them one desktop:

- **Handles are the session's.** A process's window handles come from a range of its own
  (``hwnd_base``: the first process's start at 0x10020 as before, a child's at 0x100000
  times its process number above that), so a handle names one window in the whole
  session, and another process can pass it on (Inno Setup's loader gives its window's
  handle to its wizard on the command line).
- **Another process's window can be found and asked.** IsWindow, FindWindow,
  GetWindowThreadProcessId (its thread and process id), PostMessage (into the owning
  process's queue), SendNotifyMessage (queued as sent, nobody waits) and SendMessage (the message waits in the owner's queue of sent
  messages; the owner's thread runs the procedure in its next message call, while the
  sender waits, answering messages sent to its own windows meanwhile). Only messages
  whose parameters are plain values cross: a system message that carries a pointer
  would need the copy Windows makes into the other address space, and stops the guest
  naming it.
- **Deterministic.** Every hand-over happens at a point the guests' execution fixes (a
  send waits by parking and is retried in the process's next turn), under the
  scheduling rule of docs/threads.md.

Not yet: a child's window that would show on the screen with some area (the frame
buffer and the agent's input belong to the first process's desktop) stops the guest,
named; one that covers nothing (a 0 x 0 window, Delphi's TApplication) may be shown.
"""

from ...abi.api import PARK, Unimplemented

__all__ = ["hwnd_base", "foreign_window", "foreign_toplevels", "send_to_process",
           "notify_process", "post_to_process", "refuse_shown"]

#: How far apart two processes' window handle ranges are.
HWND_RANGE = 0x100000
FIRST_HWND = 0x00010020

WM_USER = 0x400
#: System messages whose wParam and lParam are plain values (no pointer), which may be
#: sent or posted to another process as they are.
_PLAIN = {0x0000, 0x0002, 0x0005, 0x0006, 0x0007, 0x0008, 0x000A, 0x0010, 0x0011,
          0x0012, 0x0016, 0x001C, 0x0100, 0x0101, 0x0102, 0x0104, 0x0105, 0x0111,
          0x0112, 0x0113, 0x0200, 0x0201, 0x0202, 0x0203, 0x0204, 0x0205, 0x0206}


def hwnd_base(vm):
    """The first window handle of ``vm``'s process."""
    number = vm.pid // 0x1000 if vm.child_state is not None else 0
    return FIRST_HWND + number * HWND_RANGE


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


def foreign_toplevels(vm):
    """(process VM, hwnd) of the other processes' top-level windows, each process's
    front-most first, the processes in session order."""
    out = []
    for other in _others(vm):
        out.extend((other, h) for h in reversed(other.wm.zorder))
    return out


def _check_plain(api_name, msg):
    if msg < WM_USER and msg not in _PLAIN:
        raise Unimplemented("%s: message 0x%04x to a window of another process (its "
                            "parameters would need copying between address spaces)"
                            % (api_name, msg))


def post_to_process(api_name, other, hwnd, msg, wparam, lparam):
    """PostMessage to ``other``'s window: the message joins that process's queue."""
    _check_plain(api_name, msg)
    other.wm.post(hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)


def notify_process(api_name, other, hwnd, msg, wparam, lparam):
    """SendNotifyMessage to ``other``'s window: queued with the messages sent to that
    process's thread, whose next message call runs the procedure; nobody waits."""
    _check_plain(api_name, msg)
    other.wm.queue_sent(hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)


def send_to_process(vm, api_name, other, win, msg, wparam, lparam):
    """Generator: SendMessage to ``other``'s window ``win``; returns the procedure's
    LRESULT, or 0 when the window or its process goes away first."""
    _check_plain(api_name, msg)
    rec = other.wm.queue_sent(win.hwnd, msg, wparam & 0xFFFFFFFF, lparam & 0xFFFFFFFF)
    while not rec.done:
        yield from vm.wm.answer_sent()
        if rec.done:
            break
        if other.machine.exited or other.wm.get(win.hwnd) is None:
            other.wm.drop_sent(rec)
            return 0
        yield PARK
    return rec.result


def _screen_area(vm, win):
    """Whether ``win`` covers some of the screen: its rectangle clipped by each
    ancestor's and by the screen is not empty."""
    wm = vm.wm
    l, t, r, b = wm.window_rect(win)
    w = win
    while w.is_child:
        w = wm.windows[w.parent]
        pl, pt, pr, pb = wm.window_rect(w)
        l, t, r, b = max(l, pl), max(t, pt), min(r, pr), min(b, pb)
    return min(r, wm.width) > max(l, 0) and min(b, wm.height) > max(t, 0)


def refuse_shown(vm, win):
    """Stop the guest when a child process's window shows on the screen with some area
    (the desktop the agent sees and clicks is the first process's). A shown window that
    covers nothing — Delphi's TApplication window is 0 x 0 — draws nothing and cannot be
    clicked, so it may be shown."""
    if vm.child_state is None or not vm.wm.is_visible(win) or not _screen_area(vm, win):
        return
    raise Unimplemented("ShowWindow: a visible window in a second process (%s, pid %#x, "
                        "window %#x): a child's windows are not on the screen yet"
                        % (vm.image_path, vm.pid, win.hwnd))
