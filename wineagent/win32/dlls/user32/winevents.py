"""USER32: the WinEvent hooks — SetWinEventHook, UnhookWinEvent, NotifyWinEvent and
IsWinEventHookInstalled. Who is called, where and when: ``user/winevents.py``."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import USER32
from ...core.winerror import (ERROR_HOOK_NEEDS_HMOD, ERROR_INVALID_FILTER_PROC,
                              ERROR_INVALID_HANDLE, ERROR_INVALID_HOOK_FILTER,
                              ERROR_INVALID_THREAD_ID, ERROR_INVALID_WINDOW_HANDLE)
from ...user import winevents
from ...user.procwindows import other_processes, window_anywhere


def _thread_exists(vm, tid):
    """Whether ``tid`` names a running thread of any process of the session."""
    for p in [vm] + other_processes(vm):
        if any(t.tid == tid and t.alive for t in p.threads.threads):
            return True
    return False


@api(USER32, "SetWinEventHook", "DWORD lo, DWORD hi, HINSTANCE hmod, LPVOID proc, "
     "DWORD pid, DWORD tid, DWORD flags", widths=BOTH)
def SetWinEventHook(c, lo, hi, hmod, proc, pid, tid, flags):
    """Install a WinEvent hook for events ``lo``..``hi`` of process ``pid`` / thread
    ``tid`` (0: all); the handle, or NULL with ERROR_HOOK_NEEDS_HMOD (in context without
    a module), ERROR_INVALID_HOOK_FILTER (``lo`` above ``hi``), ERROR_INVALID_FILTER_PROC
    (no procedure) or ERROR_INVALID_THREAD_ID (no such thread)."""
    vm = c.vm
    if flags & ~winevents.WINEVENT_VALID:
        raise Unimplemented("USER32.dll!SetWinEventHook: flags 0x%x" % flags)
    if flags & winevents.WINEVENT_INCONTEXT and not hmod:
        vm.last_error = ERROR_HOOK_NEEDS_HMOD
        return 0
    if lo > hi:
        vm.last_error = ERROR_INVALID_HOOK_FILTER
        return 0
    if not proc:
        vm.last_error = ERROR_INVALID_FILTER_PROC
        return 0
    if tid and not _thread_exists(vm, tid):
        vm.last_error = ERROR_INVALID_THREAD_ID
        return 0
    return vm.wm.winevents.install(lo, hi, proc, pid, tid, flags, vm.threads.current.tid)


@api(USER32, "UnhookWinEvent", "HANDLE hook", widths=BOTH)
def UnhookWinEvent(c, handle):
    """Remove a WinEvent hook the calling thread installed; FALSE with
    ERROR_INVALID_HANDLE for any other handle (unknown, removed, another thread's)."""
    vm = c.vm
    table = vm.wm.winevents
    hook = table.find(handle)
    if hook is None or hook.owner != vm.threads.current.tid:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    table.remove(hook)
    return 1


@api(USER32, "NotifyWinEvent", "DWORD event, HWND hwnd, LONG id_object, LONG id_child",
     widths=BOTH)
def NotifyWinEvent(c, event, hwnd, id_object, id_child):
    """Raise ``event`` on (hwnd, idObject, idChild) for the hooks that want it (Delphi's
    VCL reports focus and state changes, Inno Setup 6's wizard). The window must exist
    (ERROR_INVALID_WINDOW_HANDLE otherwise, and no hook hears it: Windows 2000's answer,
    which msg.c names)."""
    vm = c.vm
    if not hwnd or window_anywhere(vm, hwnd)[1] is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return
    yield from winevents.window_event(vm, event, hwnd, id_object, id_child)


@api(USER32, "IsWinEventHookInstalled", "DWORD event", widths=BOTH)
def IsWinEventHookInstalled(c, event):
    """Whether a hook of any process of the session asks for ``event`` (a program may skip
    the work of raising an event nobody hears)."""
    return int(any(p.wm.winevents.installed(event) for p in [c.vm] + other_processes(c.vm)))
