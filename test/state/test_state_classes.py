"""Window classes survive a savestate (user/classes.py): guests/tests/clsscope.c, saved
once it has registered the same class name for two modules and before it looks them up,
creates windows of them and unregisters them by instance, ends in another session with
the lines it prints in one run — the local classes per instance, their shared atom in
the user atom table (GetClipboardFormatName, RegisterWindowMessage) and the system
classes are the window manager's state saved with it."""

import pytest

import wineagent
from wineagent.state import session

from paths import guest_exe


def _run_out(d, limit=3000):
    for _ in range(limit):
        if d.host.vm.ended:
            return
        d.step(1)


@pytest.mark.parametrize("width", [4, 8], ids=["x86", "x64"])
def test_window_classes_survive_a_savestate(width, tmp_path):
    exe = guest_exe("clsscope", width)
    whole = wineagent.Desktop(exe=exe, batch_size=200, vfs_root=str(tmp_path / "a"))
    try:
        _run_out(whole)
        expected = list(whole.host.vm.stdout_log)
    finally:
        whole.close()
    assert expected[-1].startswith("negative extra")
    d = wineagent.Desktop(exe=exe, batch_size=200, vfs_root=str(tmp_path / "b"))
    try:
        # stop mid-run: both local classes registered, not yet unregistered
        for _ in range(3000):
            d.step(1)
            if any(line.startswith("local twice") for line in d.host.vm.stdout_log):
                break
        at_save = len(d.host.vm.stdout_log)
        assert 0 < at_save < len(expected)
        data = session.save_bytes(d.host)
    finally:
        d.close()
    other = wineagent.Desktop(exe=exe, batch_size=200, vfs_root=str(tmp_path / "c"))
    try:
        session.load_bytes(other.host, data)
        _run_out(other)
        assert list(other.host.vm.stdout_log) == expected
        assert other.host.vm.machine.fault is None
    finally:
        other.close()
