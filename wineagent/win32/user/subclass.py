"""Window subclassing the COMCTL32 way (SetWindowSubclass, DefSubclassProc).

A window with subclasses gets one window procedure, ``subclass_proc``, which calls the
newest subclass procedure with its id and reference data; each DefSubclassProc call
passes the message one step down the chain, and the last step reaches the window
procedure the window had before it was first subclassed. Nested messages (a subclass
procedure that sends a message) start again at the top, as in comctl32: the position
in the chain is saved and restored around every call.

When the last subclass is removed the original procedure goes back — at once, or, if a
subclass procedure is still running, when the outermost call returns.
"""

from ...abi.api import GuestCall
from .pyproc import window_proc
from ..core.messages import WM_NCDESTROY

__all__ = ["SubclassChain", "subclass_proc", "set_subclass", "get_subclass",
           "remove_subclass", "def_subclass_proc", "PROC_NAME"]

COMCTL = "COMCTL32.dll"
PROC_NAME = "wineagent.SubclassProc"


class SubclassChain:
    """The subclasses of one window, newest first, and where a call has reached."""

    def __init__(self, original):
        self.original = original    # the window procedure before the first subclass
        self.entries = []           # [proc, id, ref], newest first
        self.level = None           # index of the entry whose procedure runs now
        self.depth = 0              # calls of subclass_proc in progress


def _call_from(wm, win, chain, msg, wparam, lparam):
    """Generator: call the chain from ``chain.level`` on (past the end: the original)."""
    if chain.level < len(chain.entries):
        proc, sid, ref = chain.entries[chain.level]
        return (yield GuestCall(proc, (win.hwnd, msg, wparam, lparam, sid, ref)))
    return (yield from wm.call_proc(chain.original, win, msg, wparam, lparam))


def _restore_if_done(wm, win, chain):
    if not chain.entries and not chain.depth:
        win.state.pop("subclass", None)
        if win.wndproc == wm.vm.proc_address(COMCTL, PROC_NAME):
            win.wndproc = chain.original


def subclass_proc(wm, win, msg, wparam, lparam):
    """Window procedure of every subclassed window: enter the chain at the top."""
    chain = win.state.get("subclass")
    if chain is None:
        return 0
    saved = chain.level
    chain.level = 0
    chain.depth += 1
    try:
        result = yield from _call_from(wm, win, chain, msg, wparam, lparam)
    finally:
        chain.level = saved
        chain.depth -= 1
    if msg == WM_NCDESTROY:
        chain.entries.clear()  # the window is gone: so are its subclasses
    _restore_if_done(wm, win, chain)
    return result


# It passes each message down the chain as it came: nothing in it has a width.
window_proc(COMCTL, PROC_NAME, subclass_proc)


def _find(chain, proc, sid):
    for i, e in enumerate(chain.entries):
        if e[0] == proc and e[1] == sid:
            return i
    return None


def set_subclass(wm, win, proc, sid, ref):
    """SetWindowSubclass: add (or, for a known proc and id, update) a subclass."""
    chain = win.state.get("subclass")
    if chain is None:
        chain = win.state["subclass"] = SubclassChain(win.wndproc)
        win.wndproc = wm.vm.proc_address(COMCTL, PROC_NAME)
    i = _find(chain, proc, sid)
    if i is not None:
        chain.entries[i][2] = ref
    else:
        chain.entries.insert(0, [proc, sid, ref])
        if chain.level is not None:
            chain.level += 1   # a running call keeps its place below the new entry
    return True


def get_subclass(win, proc, sid):
    """GetWindowSubclass: the reference data, or None when not installed."""
    chain = win.state.get("subclass")
    i = _find(chain, proc, sid) if chain is not None else None
    return None if i is None else chain.entries[i][2]


def remove_subclass(wm, win, proc, sid):
    """RemoveWindowSubclass: False when that subclass is not installed."""
    chain = win.state.get("subclass")
    i = _find(chain, proc, sid) if chain is not None else None
    if i is None:
        return False
    del chain.entries[i]
    if chain.level is not None and i <= chain.level:
        # A running call keeps its place: removing the entry that runs now (a subclass
        # removing itself) leaves its DefSubclassProc to reach the entry that was next.
        chain.level -= 1
    _restore_if_done(wm, win, chain)
    return True


def def_subclass_proc(wm, win, msg, wparam, lparam):
    """Generator: DefSubclassProc — the next procedure down the chain (0 outside one)."""
    chain = win.state.get("subclass")
    if chain is None or chain.level is None:
        return 0
    saved = chain.level
    chain.level += 1
    try:
        return (yield from _call_from(wm, win, chain, msg, wparam, lparam))
    finally:
        chain.level = saved
