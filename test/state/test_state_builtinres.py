"""USER32's resource directory survives a savestate (kernel/resources.py
builtin_resources): guests/tests/builtinres.c, saved once it has enumerated and locked
USER32's resources and before it loads icons, strings and bitmaps from them, ends in
another session with the lines it prints in one run — the section is guest memory and
its index is the kernel's state, saved with it, not made a second time."""

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
def test_user32_resources_survive_a_savestate(width, tmp_path):
    exe = guest_exe("builtinres", width)
    whole = wineagent.Desktop(exe=exe, batch_size=200, vfs_root=str(tmp_path / "a"))
    try:
        _run_out(whole)
        expected = list(whole.host.vm.stdout_log)
    finally:
        whole.close()
    assert expected[-1].startswith("missing cursor in a module with animated ones")
    d = wineagent.Desktop(exe=exe, batch_size=200, vfs_root=str(tmp_path / "b"))
    try:
        for _ in range(3000):
            d.step(1)
            if any(line.startswith("group directory") for line in d.host.vm.stdout_log):
                break
        at_save = len(d.host.vm.stdout_log)
        assert 0 < at_save < len(expected)
        made = d.host.vm.kernel.builtin_resources["user32.dll"]
        data = session.save_bytes(d.host)
    finally:
        d.close()
    other = wineagent.Desktop(exe=exe, batch_size=200, vfs_root=str(tmp_path / "c"))
    try:
        session.load_bytes(other.host, data)
        loaded = other.host.vm.kernel.builtin_resources["user32.dll"]
        assert sorted(loaded.by_handle) == sorted(made.by_handle)
        _run_out(other)
        assert list(other.host.vm.stdout_log) == expected
        assert other.host.vm.machine.fault is None
    finally:
        other.close()
