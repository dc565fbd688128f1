"""NotifyWinEvent (dlls/user32/winevents.py), which Delphi's VCL calls (Inno Setup 6's
wizard, docs/runtimes.md), with no WinEvent hook in the session: nothing is called and
the last error stays; a NULL window is refused with ERROR_INVALID_WINDOW_HANDLE, as
Windows 2000 answers (msg.c names it). Hooks and their calls: test_winevent.py."""

from apicall import call_api
from wineagent.win32.core.winerror import ERROR_INVALID_WINDOW_HANDLE

EVENT_OBJECT_FOCUS, OBJID_CLIENT = 0x8005, -4


def test_notify_win_event_without_hooks_and_of_no_window(boot, tmp_path):
    vm = boot("hello", vfs_root=str(tmp_path / "vfs")).vm
    hwnd = vm.wm.zorder[-1]
    vm.last_error = 0xDEAD
    assert call_api(vm, "USER32.dll", "NotifyWinEvent", EVENT_OBJECT_FOCUS, hwnd,
                    OBJID_CLIENT, 0) is None
    assert vm.last_error == 0xDEAD
    assert call_api(vm, "USER32.dll", "NotifyWinEvent", EVENT_OBJECT_FOCUS, 0, OBJID_CLIENT,
                    0) is None
    assert vm.last_error == ERROR_INVALID_WINDOW_HANDLE
