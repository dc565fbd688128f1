"""COMCTL32's window subclassing: SetWindowSubclass, DefSubclassProc and friends.

A subclassed window's procedure becomes one dispatcher (``wineagent.SubclassProc``) that
calls the most recently installed subclass procedure with its id and reference data;
DefSubclassProc hands the message to the next older one and finally to the procedure the
window had before (kept in ``win.state["subclass_orig"]``). Which subclass is running is
a stack per window, so nested messages (a subclass procedure that sends another message)
restart from the newest again, as comctl32 does.
"""

from ...abi.api import GuestCall, api

C = "COMCTL32.dll"
DISPATCH = "wineagent.SubclassProc"


def _chain(win):
    return win.state.setdefault("subclasses", [])   # [(proc, id, refdata)], oldest first


def _call_level(vm, win, level, msg, wparam, lparam):
    """Generator: run subclass ``level`` (or the original procedure below level 0)."""
    chain = _chain(win)
    if level < 0:
        result = yield from vm.wm.call_proc(win.state["subclass_orig"], win, msg, wparam, lparam)
        return result
    proc, sid, ref = chain[level]
    stack = win.state.setdefault("subclass_stack", [])
    stack.append(level)
    try:
        result = yield GuestCall(proc, (win.hwnd, msg, wparam, lparam, sid, ref))
    finally:
        stack.pop()
    return result


@api(C, DISPATCH, "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam")
def subclass_proc(c, hwnd, msg, wparam, lparam):
    """The procedure of every subclassed window: start at the newest subclass."""
    win = c.vm.wm.get(hwnd)
    if win is None:
        return 0
    result = yield from _call_level(c.vm, win, len(_chain(win)) - 1, msg, wparam, lparam)
    return result


def set_subclass(vm, win, proc, sid, ref):
    """SetWindowSubclass: install, or update the data of an installed (proc, id)."""
    chain = _chain(win)
    for i, (p, s, _r) in enumerate(chain):
        if p == proc and s == sid:
            chain[i] = (proc, sid, ref)
            return 1
    if not chain:
        win.state["subclass_orig"] = win.wndproc
        win.wndproc = vm.proc_address(C, DISPATCH)
    chain.append((proc, sid, ref))
    return 1


def get_subclass(win, proc, sid):
    """GetWindowSubclass: the reference data, or None if (proc, id) is not installed."""
    for p, s, r in _chain(win):
        if p == proc and s == sid:
            return r
    return None


def remove_subclass(vm, win, proc, sid):
    """RemoveWindowSubclass; the original procedure returns with the last one."""
    chain = _chain(win)
    for i, (p, s, _r) in enumerate(chain):
        if p == proc and s == sid:
            del chain[i]
            if not chain and win.wndproc == vm.proc_address(C, DISPATCH):
                win.wndproc = win.state.pop("subclass_orig")
            return 1
    return 0


def def_subclass_proc(vm, win, msg, wparam, lparam):
    """Generator: DefSubclassProc — the next older subclass, or the original procedure."""
    stack = win.state.get("subclass_stack") or []
    level = (stack[-1] if stack else len(_chain(win))) - 1
    if "subclass_orig" not in win.state:
        return 0
    result = yield from _call_level(vm, win, level, msg, wparam, lparam)
    return result
