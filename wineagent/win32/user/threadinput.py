"""The focus, active window and mouse capture of each thread's input
(GetFocus, GetActiveWindow, GetCapture and the calls that set them;
``dlls/user32/focus.py``).

Windows keeps these three per *thread input*, not per process: each thread with a
message queue has an input of its own, and AttachThreadInput joins threads into one.
So a thread sees the focus and active window of the threads joined to it, and a thread
on its own sees only what it set itself (a thread that made no window has none).
SetFocus and SetActiveWindow act only on windows of the caller's input
(SetFocus on another thread's window fails with ERROR_ACCESS_DENIED, SetActiveWindow
answers NULL and changes nothing), and SetCapture takes the mouse for the caller's
input.

Joining and separating (AttachThreadInput, Microsoft: "the threads share their input
state"):

* a thread joining another's input brings its windows along: the joint input keeps the
  focus and active window the other had, and takes the joining thread's where the
  other had none (input.c test_attach_input: a thread with no window joined by one
  whose window is active answers that window to both);
* a thread leaving gets an input of its own that takes with it the focus and active
  window that are its own windows; the others stay (the thread left answers NULL
  where the joint input's window was another thread's);
* the capture is the joint input's: it is not merged on joining, and stays with the
  joint input on leaving, whoever's window it is (as Wine 8 answers; Microsoft says
  nothing of it).

**The foreground input.** Of the inputs of the process one is the foreground one: the
keyboard goes to its focus (else its active window), the mouse to its capture, and its
active window is the process's foreground window (GetForegroundWindow; another process
activating a window takes it: user/procwindows.py). An input takes the foreground when
one of its windows is activated by the system's own activation — shown, clicked,
SetForegroundWindow, handed the activation by a window destroyed or hidden — and by
SetActiveWindow (SetFocus's activation too) only when no other input of the process has
an active window: as documented, SetActiveWindow does not bring a window forward when
its thread is in the background. The input that loses the foreground that way loses its
active and focus windows (they hear WM_NCACTIVATE(FALSE), WM_ACTIVATE(WA_INACTIVE),
WM_ACTIVATEAPP(FALSE) and WM_KILLFOCUS), as a process that loses it does.
"""

__all__ = ["ThreadInput", "input_of", "current", "of_window", "foreground",
           "set_foreground", "sharing", "inputs", "attach", "detach", "forget_window",
           "move_window"]


class ThreadInput:
    """One thread input's windows: ``focus``, ``active`` and ``capture`` (handles, 0 for
    none). Threads joined by AttachThreadInput share one object."""

    __slots__ = ("focus", "active", "capture")

    def __init__(self, focus=0, active=0, capture=0):
        self.focus, self.active, self.capture = focus, active, capture


def input_of(vm, tid=None):
    """The input of thread ``tid`` (the running thread's by default), made empty when
    first asked for: a thread that set nothing has no focus, active window or
    capture."""
    if tid is None:
        tid = vm.threads.current.tid
    table = vm.user.thread_inputs
    inp = table.get(tid)
    if inp is None:
        inp = table[tid] = ThreadInput()
    return inp


def current(vm):
    """The running thread's input."""
    return input_of(vm, vm.threads.current.tid)


def of_window(vm, hwnd):
    """The input of the thread that owns window ``hwnd`` of ``vm``'s process; for a
    window that is not the process's own (another process's child in a tree that
    crosses processes: user/crosstree.py) the running thread's."""
    if not dict.__contains__(vm.wm.windows, hwnd):
        return current(vm)
    return input_of(vm, vm.wm.owner_thread(hwnd))


def _sharers(vm, inp):
    """Generator: the ids of the live threads whose input is ``inp``."""
    threads = vm.threads
    for tid, other in vm.user.thread_inputs.items():
        if other is inp and _live(threads, tid):
            yield tid


def _live(threads, tid):
    """Whether thread ``tid`` exists and has not ended."""
    t = threads.by_tid(tid)
    return t is not None and t.alive


def sharing(vm, inp):
    """The ids of the live threads whose input is ``inp``."""
    return set(_sharers(vm, inp))


def shared(vm, inp):
    """Whether a live thread's input is ``inp`` (:func:`sharing` is not empty), found
    without making the set: the foreground input's test, ~20 times a Gym step (a
    loop of its own: a generator made for it costs more than the walk)."""
    threads = vm.threads
    for tid, other in vm.user.thread_inputs.items():
        if other is inp and _live(threads, tid):
            return True
    return False


def inputs(vm):
    """Every distinct input of the process (each once), the first thread's first."""
    seen = []
    for inp in [input_of(vm, vm.threads.threads[0].tid)] + list(vm.user.thread_inputs.values()):
        if not any(inp is s for s in seen):
            seen.append(inp)
    return seen


def foreground(vm):
    """The process's foreground input: the one that last took the foreground while one
    of its threads lives, else the first thread's."""
    inp = vm.user.foreground_input
    if inp is None or not shared(vm, inp):
        inp = input_of(vm, vm.threads.threads[0].tid)
    return inp


def set_foreground(vm, inp):
    """``inp`` is the process's foreground input from now on."""
    vm.user.foreground_input = inp


#: What joining and leaving carry over: the focus and the active window. The capture
#: stays with the joint input (Wine 8's answers; nothing documents Windows' here).
_FOLLOWING = ("focus", "active")


def attach(vm, tid, to_tid):
    """AttachThreadInput(tid, to_tid, TRUE): ``tid`` shares ``to_tid``'s input, which
    keeps its own focus and active window and takes ``tid``'s where it has none; it is
    the foreground input when ``tid``'s was."""
    mine, theirs = input_of(vm, tid), input_of(vm, to_tid)
    if mine is theirs:
        return
    for name in _FOLLOWING:
        if not getattr(theirs, name):
            setattr(theirs, name, getattr(mine, name))
    if foreground(vm) is mine:
        set_foreground(vm, theirs)
    vm.user.thread_inputs[tid] = theirs


def detach(vm, tid):
    """AttachThreadInput(tid, ..., FALSE): ``tid`` gets an input of its own, holding the
    focus and active window of the joint input that are ``tid``'s windows (the joint
    input keeps the others, and its capture). The foreground goes with the active
    window."""
    old = input_of(vm, tid)
    new = ThreadInput()
    wm = vm.wm
    for name in _FOLLOWING:
        hwnd = getattr(old, name)
        if hwnd and wm.get(hwnd) is not None and wm.owner_thread(hwnd) == tid:
            setattr(new, name, hwnd)
            setattr(old, name, 0)
    if foreground(vm) is old and new.active:
        set_foreground(vm, new)
    vm.user.thread_inputs[tid] = new


def move_window(vm, hwnd, tid):
    """Window ``hwnd`` is taken over by thread ``tid`` (the console window, whose host's
    turn runs on whichever thread waits for console input: controls/console.py): where
    its old owner's input had it as the focus or active window, the new owner's input
    has it now, and is the foreground input if the old one was, so the keys typed into
    it follow it to the thread that reads them."""
    old, new = of_window(vm, hwnd), input_of(vm, tid)
    if old is new:
        return
    # (the old owner may have ended already: its input is still the one last set)
    was_foreground = vm.user.foreground_input is old or foreground(vm) is old
    for name in _FOLLOWING:
        if getattr(old, name) == hwnd:
            setattr(new, name, hwnd)
            setattr(old, name, 0)
    if was_foreground and new.active == hwnd:
        set_foreground(vm, new)


def forget_window(vm, hwnd):
    """Window ``hwnd`` is going: no input keeps it (or a window already gone) as its
    focus, nor it as its capture (the active window's hand-off is the window manager's:
    ``WindowManager.free_window``)."""
    wm = vm.wm
    for inp in inputs(vm):
        if inp.capture == hwnd:
            inp.capture = 0
        if inp.focus == hwnd or (inp.focus and wm.get(inp.focus) is None):
            inp.focus = 0
