"""The process parameters (kernel/procparams.py) survive a savestate: guests/tests/
peb_params.c, saved after it changed its current folder, standard error handle and
environment and before it compares the PEB's fields with the APIs again, ends in another
session with the lines it prints in one run (the block is guest memory; the variables,
the standard-handle table and the current folder are Python state saved beside it)."""

import pytest

import wineagent
from wineagent.state import session

from paths import guest_exe


def _run_out(d, limit=2000):
    for _ in range(limit):
        if d.host.vm.ended:
            return
        d.step(1)


@pytest.mark.parametrize("width", [4, 8], ids=["x86", "x64"])
def test_process_parameters_survive_a_savestate(width, tmp_path):
    exe = guest_exe("peb_params", width)
    whole = wineagent.Desktop(exe=exe, batch_size=200, vfs_root=str(tmp_path / "a"))
    try:
        _run_out(whole)
        expected = list(whole.host.vm.stdout_log)
    finally:
        whole.close()
    assert expected[-1] == "done"
    d = wineagent.Desktop(exe=exe, batch_size=200, vfs_root=str(tmp_path / "b"))
    try:
        # Stop once the program is in its folder pebdir, with PEBTEST set (mid-run).
        for _ in range(2000):
            d.step(1)
            if any(line.startswith("after SetEnvironmentVariable") for line in
                   d.host.vm.stdout_log):
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
