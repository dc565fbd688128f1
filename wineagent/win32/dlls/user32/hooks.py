"""USER32: SetWindowsHookExA/W (and the old SetWindowsHookA/W, UnhookWindowsHook),
UnhookWindowsHookEx and CallNextHookEx. The chains and the points where user32 calls them
are in ``user/hooks.py``; WH_MSGFILTER, WH_SYSMSGFILTER, WH_CBT, WH_CALLWNDPROC,
WH_CALLWNDPROCRET, WH_GETMESSAGE, WH_KEYBOARD, WH_MOUSE and the low-level hooks are
implemented, any other hook type stops the guest naming it. A hook installed with the A
function reads its messages in ANSI, one installed with the W function in Unicode.
CallMsgFilterA/W run the message filter hooks for a program's own modal loop.
The WinEvent hooks (SetWinEventHook, NotifyWinEvent) are in ``winevents.py``."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_HOOK_NEEDS_HMOD, ERROR_INVALID_FILTER_PROC,
                             ERROR_INVALID_HOOK_FILTER, ERROR_INVALID_HOOK_HANDLE,
                             ERROR_INVALID_PARAMETER)
from ...user import hooks
from ...user.msgloop import call_msg_filter
from ...core.dllnames import USER32

#: Hook types Windows allows only as global hooks.
_GLOBAL_ONLY = (0, 1, 6, 13, 14)   # journal record/playback, WH_SYSMSGFILTER, the LL hooks


def _set_hook(c, kind, proc, hmod, tid, wide, name):
    vm = c.vm
    kind = kind - (1 << 32) if kind >= 0x80000000 else kind     # WH_MSGFILTER is -1
    if kind not in hooks.HOOK_NAMES:
        vm.last_error = ERROR_INVALID_HOOK_FILTER
        return 0
    if not proc:
        vm.last_error = ERROR_INVALID_FILTER_PROC
        return 0
    if tid:
        if kind in _GLOBAL_ONLY or tid not in [t.tid for t in vm.threads.threads]:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
    elif not hmod and kind not in (13, 14):
        vm.last_error = ERROR_HOOK_NEEDS_HMOD
        return 0
    if kind not in hooks.IMPLEMENTED:
        raise Unimplemented("user32.dll!%s (%s hooks)" % (name, hooks.HOOK_NAMES[kind]))
    return vm.wm.hooks.install(kind, proc, tid, wide, owner=vm.threads.current.tid)


@api(USER32, "SetWindowsHookExA", "INT id, LPVOID proc, HINSTANCE hmod, DWORD tid", widths=BOTH)
def SetWindowsHookExA(c, kind, proc, hmod, tid):
    return _set_hook(c, kind, proc, hmod, tid, False, "SetWindowsHookExA")


@api(USER32, "SetWindowsHookExW", "INT id, LPVOID proc, HINSTANCE hmod, DWORD tid", widths=BOTH)
def SetWindowsHookExW(c, kind, proc, hmod, tid):
    return _set_hook(c, kind, proc, hmod, tid, True, "SetWindowsHookExW")


@api(USER32, "SetWindowsHook{AW}", "INT id, LPVOID proc", widths=BOTH)
def SetWindowsHook(c, kind, proc):
    """The old form: a hook of the calling thread (SetWindowsHookEx with no module)."""
    return _set_hook(c, kind, proc, 0, c.vm.threads.current.tid, c.wide,
                     "SetWindowsHookW" if c.wide else "SetWindowsHookA")


@api(USER32, "UnhookWindowsHook", "INT id, LPVOID proc", widths=BOTH)
def UnhookWindowsHook(c, kind, proc):
    """The old form: remove the calling thread's newest hook of type ``id`` calling
    ``proc``; FALSE (ERROR_INVALID_HOOK_HANDLE) when there is none."""
    kind = kind - (1 << 32) if kind >= 0x80000000 else kind
    table = c.vm.wm.hooks
    tid = c.vm.threads.current.tid
    hook = next((h for h in table.hooks if h.kind == kind and h.proc == proc and
                 h.tid in (tid, 0)), None)
    if hook is None or not table.remove(hook.handle):
        c.vm.last_error = ERROR_INVALID_HOOK_HANDLE
        return 0
    return 1


@api(USER32, "UnhookWindowsHookEx", "HANDLE hhk", widths=BOTH)
def UnhookWindowsHookEx(c, hhk):
    if not c.vm.wm.hooks.remove(hhk):
        c.vm.last_error = ERROR_INVALID_HOOK_HANDLE
        return 0
    return 1


@api(USER32, "CallNextHookEx", "HANDLE hhk, INT code, WPARAM wparam, LPARAM lparam", widths=BOTH)
def CallNextHookEx(c, hhk, code, wparam, lparam):
    return (yield from hooks.call_next(c.vm, hhk, code, wparam, lparam))


@api(USER32, "CallMsgFilter{AW}", "LPMSG msg, INT code", widths=BOTH)
def CallMsgFilter(c, msg, code):
    """A program's own modal loop hands the MSG it took to the WH_SYSMSGFILTER hooks, then
    (when none answered non-zero) to the thread's WH_MSGFILTER hooks, with ``code`` (its
    own MSGF_ value); TRUE when a hook answered non-zero (the loop should drop the
    message). The MSG's characters are in the caller's character set."""
    return int((yield from call_msg_filter(c.vm, msg, code, c.wide)))
