"""NotifyWinEvent (dlls/user32/hooks.py), which Delphi's VCL calls (Inno Setup 6's wizard,
docs/runtimes.md): only SetWinEventHook clients are told of the event, and SetWinEventHook
is not declared here — a program that installs a WinEvent hook stops naming it — so
NotifyWinEvent has no one to tell. The test holds that pairing: if SetWinEventHook is ever
declared, NotifyWinEvent must start calling its hooks."""

from apicall import call_api
from wineagent.abi.api import lookup

EVENT_OBJECT_FOCUS, OBJID_CLIENT = 0x8005, -4


def test_notify_win_event_has_no_hook_to_tell(boot, tmp_path):
    vm = boot("hello", vfs_root=str(tmp_path / "vfs")).vm
    assert lookup("USER32.dll", "SetWinEventHook") is None
    assert lookup("USER32.dll", "UnhookWinEvent") is None
    before = vm.last_error
    assert call_api(vm, "USER32.dll", "NotifyWinEvent", EVENT_OBJECT_FOCUS, 0, OBJID_CLIENT,
                    0) is None
    assert vm.last_error == before
