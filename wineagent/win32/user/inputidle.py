"""WaitForInputIdle: when a process of the session counts as idle (docs/user.md "Input
idle").

Windows keeps one idle flag per GUI process, set once and never reset ("WaitForInputIdle
waits only once for a process to become idle; subsequent WaitForInputIdle calls return
immediately, whether the process is idle or busy"). A thread of the process sets it when
it waits for input with nothing to take; msg.c's test_WaitForInputIdle names which waits
count (its 21 child cases, checked against Windows):

- a wait on the message queue: GetMessage finding nothing, WaitMessage,
  MsgWaitForMultipleObjects(Ex) (even one that is satisfied at once);
- a PeekMessage for the thread's own messages (hWnd -1, or 0xFFFF) finding nothing;
- a WM_TIMER retrieved from a due timer.

A PeekMessage of hWnd 0 finding nothing, a SendMessage waiting for its answer, Sleep and
the waits on objects do not count. The flag is set by the guest's own calls, so a frozen
run decides it the same way each time.
"""

from ..kernel.children import ChildProcess, FirstProcessState
from ..kernel.console import IMAGE_SUBSYSTEM_WINDOWS_CUI

__all__ = ["mark_idle", "IdleWait", "idle_wait_target", "PEEK_OWN"]

#: the PeekMessage windows that mean "the thread's own messages" for idleness: -1 and
#: HWND_BROADCAST (0xFFFF), as handles reach the handlers (32 bits significant)
PEEK_OWN = (0xFFFFFFFF, 0xFFFF)


def mark_idle(vm):
    """A thread of ``vm``'s process waits for input with nothing to take: the process is
    idle from now on (a console process has no idle state to set)."""
    vm.wm.input_idle = True


class IdleWait:
    """What WaitForInputIdle waits on: signaled once the process is idle or has ended
    (either ends the wait with 0, as on Windows). Holds the process's handle state
    (kernel/children.py), so a savestate carries it as it carries the handle."""

    def __init__(self, state):
        self.state = state

    def signaled(self):
        """True once the process has ended or one of its threads went idle."""
        st = self.state
        if st.done:
            return True
        vm = st.vm
        return vm is not None and bool(getattr(vm.wm, "input_idle", False))

    def acquire(self):
        """Idleness stays set: a wait takes nothing."""


def idle_wait_target(vm, obj):
    """The :class:`IdleWait` for process object ``obj`` (a handle's), or None when
    WaitForInputIdle fails at once: the current process, a process that has ended, a
    console process (none of them has an idle state to wait for)."""
    if not isinstance(obj, ChildProcess):
        # the caller's own process (GetCurrentProcess, OpenProcess of itself) or a
        # captured launch (kernel/launch.py), which has already ended
        return None
    st = obj.state
    target = st.first if isinstance(st, FirstProcessState) else st.vm
    if st.done or target is None or target is vm:
        return None
    if target.image.parsed.subsystem == IMAGE_SUBSYSTEM_WINDOWS_CUI:
        return None
    return IdleWait(st)
