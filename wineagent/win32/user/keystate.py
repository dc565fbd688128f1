"""The keyboard state of each thread's input and of the desktop: what GetKeyState,
GetKeyboardState, SetKeyboardState and GetAsyncKeyState read
(``dlls/user32/focus.py``).

Windows keeps two kinds of key state (one byte per virtual key: 0x80 down, 0x01
toggled — every key toggles on each press, Caps, Num and Scroll Lock are those that
show it):

* the **desktop's** — the keyboard and mouse buttons as they are now, which
  GetAsyncKeyState reads. It changes when input arrives (the agent's keys and
  buttons as the queue hands them out, keybd_event, SendInput and mouse_event at
  once). Here it is the window manager's ``keys_down`` (shared by the session's
  processes) with the toggles kept beside it, the session's too;
* a **thread input's** — the state "as of the last key message the thread read from
  its queue": a key or button message a thread removes from its queue sets or clears
  its key there (``WindowManager.update_key_state``). Threads joined by
  AttachThreadInput share one; it starts empty when a thread first needs its message
  queue (its first message retrieval or key-state call here, as Windows makes the
  queue at a thread's first USER call), and AttachThreadInput resets it — the joined
  threads' input starts empty, and a thread detached gets a fresh one (Microsoft:
  "key state ... is reset after a call to AttachThreadInput").

Between the two, what Wine's input.c (test_GetKeyState) shows Windows doing since
Windows 8: GetKeyState brings a thread's state up to date with the desktop's for the
keys that changed on the desktop since the last time it looked (a thread that reads no
messages still sees a key typed elsewhere), **unless** key or mouse-button messages
wait in the queues of the threads sharing that input — then their state is what those
messages will make it, and it stays as it was until they are read. GetKeyboardState
reads the state as it is and brings nothing up to date (it misses a press the thread's
GetKeyState would see), and SetKeyboardState replaces the thread input's state and
counts the desktop's as seen (the desktop itself is untouched: GetAsyncKeyState and
other threads do not see it).
"""

from .queuestatus import QS_KEY, QS_MOUSEBUTTON, message_bit

__all__ = ["ThreadKeys", "thread_keys", "has_queue", "key_state", "keyboard_state",
           "set_keyboard_state", "toggled", "pressed", "desktop_state", "attach",
           "detach", "hold", "release"]


class ThreadKeys:
    """One thread input's keyboard state: ``keys`` (what GetKeyState reads) and
    ``seen`` (the desktop's state when ``keys`` last took it); ``holds`` counts the
    input messages being handed out (their hooks run with the state from before them)."""

    __slots__ = ("keys", "seen", "holds")

    def __init__(self, desktop):
        self.keys = bytearray(256)
        self.seen = bytearray(desktop)
        self.holds = 0


def _session(vm):
    """The process whose state holds the session's (the desktop's)."""
    return vm if vm.processes is None else vm.processes.first


def toggled(vm):
    """The keys whose toggle bit is set on the desktop (the session's set)."""
    return _session(vm).user.key_toggles


def pressed(vm, vk):
    """Key (or button) ``vk`` goes down on the desktop: a press of a key that was up
    flips its toggle bit; call it before ``vk`` joins ``keys_down``."""
    if vk not in vm.wm.keys_down:
        toggled(vm).symmetric_difference_update((vk,))


def desktop_state(vm):
    """The desktop's 256 key bytes as they are now (0x80 down, 0x01 toggled)."""
    state = bytearray(256)
    for vk in toggled(vm):
        state[vk] = 0x01
    for vk in vm.wm.keys_down:
        if 0 <= vk < 256:
            state[vk] |= 0x80
    return state


def has_queue(vm, tid):
    """Whether thread ``tid`` has a message queue: it made a call that needs one (read
    its messages, asked for its key state or its cursor, joined another's input) or
    owns a window (Windows makes the queue at a thread's first USER call)."""
    if tid in vm.user.thread_keys or tid in vm.user.thread_cursors:
        return True
    return any(getattr(w, "tid", None) == tid for w in vm.wm.windows.values())


def thread_keys(vm, tid=None):
    """The key state of thread ``tid``'s input (the running thread's by default), made
    when the thread first needs it."""
    if tid is None:
        tid = vm.threads.current.tid
    table = vm.user.thread_keys
    tk = table.get(tid)
    if tk is None:
        tk = table[tid] = ThreadKeys(desktop_state(vm))
    return tk


def _sharing(vm, tk):
    """The live threads (ids) whose input is ``tk``."""
    threads = vm.threads
    out = set()
    for tid, other in vm.user.thread_keys.items():
        if other is tk:
            t = threads.by_tid(tid)
            if t is not None and t.alive:
                out.add(tid)
    return out


def _raw_owner(vm, event):
    """The thread whose queue a raw key or button event is for: the focus (or active)
    window's for a key, the capture's or the window under the pointer's for a button
    (the foreground input's: user/threadinput.py)."""
    wm = vm.wm
    fg = wm.foreground_input
    if event[0] == "key":
        hwnd = fg.focus or fg.active
    else:
        hwnd = fg.capture
        if not hwnd:
            win = wm.hit_window(event[2], event[3])
            hwnd = win.hwnd if win is not None else 0
    return wm.owner_thread(hwnd) if hwnd and wm.get(hwnd) is not None else None


def _locked(vm, tk):
    """True while key or mouse-button messages wait for the threads sharing ``tk`` (or
    one is being handed out): their state is what the messages will make it."""
    if tk.holds:
        return True
    wm = vm.wm
    group = None
    for m in wm.input_msgs:
        if message_bit(m.msg) & (QS_KEY | QS_MOUSEBUTTON):
            group = _sharing(vm, tk) if group is None else group
            if wm.owner_thread(m.hwnd) in group:
                return True
    for event in wm.input_queue:
        if (event[0] == "key" and event[1] != "char") or \
                (event[0] == "mouse" and event[1] in ("down", "up")):
            group = _sharing(vm, tk) if group is None else group
            if _raw_owner(vm, event) in group:
                return True
    return False


def _sync(vm, tk):
    """Bring ``tk`` up to date with the desktop for the keys that changed there since it
    last looked, unless its input messages are still waiting."""
    desktop = desktop_state(vm)
    if desktop == tk.seen or _locked(vm, tk):
        return
    for vk in range(256):
        if desktop[vk] != tk.seen[vk]:
            tk.keys[vk] = tk.seen[vk] = desktop[vk]


def key_state(vm, vk):
    """GetKeyState's byte for ``vk`` (0x80 down, 0x01 toggled) in the running thread's
    input, brought up to date with the desktop first."""
    tk = thread_keys(vm)
    _sync(vm, tk)
    return tk.keys[vk] & 0x81


def keyboard_state(vm):
    """GetKeyboardState's 256 bytes: the running thread input's state as it is."""
    return bytes(b & 0x81 for b in thread_keys(vm).keys)


def set_keyboard_state(vm, data):
    """SetKeyboardState: the running thread input's state becomes ``data`` (256 bytes),
    and the desktop's state now counts as seen."""
    tk = thread_keys(vm)
    tk.keys[:] = bytes(b & 0x81 for b in data)
    tk.seen = desktop_state(vm)


def attach(vm, tid, to_tid):
    """AttachThreadInput(tid, to_tid, TRUE): ``tid`` shares ``to_tid``'s input, whose
    key state starts empty."""
    tk = thread_keys(vm, to_tid)
    vm.user.thread_keys[tid] = tk
    tk.keys[:] = bytes(256)


def detach(vm, tid):
    """AttachThreadInput(tid, ..., FALSE): ``tid`` gets an input of its own, empty."""
    vm.user.thread_keys[tid] = ThreadKeys(desktop_state(vm))


def hold(vm):
    """An input message is being handed out to the running thread (its hooks run):
    the state stays as it was until ``release`` of what this returns."""
    tk = thread_keys(vm)
    tk.holds += 1
    return tk


def release(tk):
    """The input message ``hold`` announced was handed out (or dropped)."""
    tk.holds -= 1
