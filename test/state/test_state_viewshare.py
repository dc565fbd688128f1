"""A state saved while views share their section's pages, and while write-watched and
copy-on-write pages still trap their first write (docs/state.md; machine/memory.py
``SharedPages``, ``shared_pages``, ``write_traps``): the loaded session maps the views
over one loaded buffer again — a write through one view is in the others, a copy view's
unwritten page is still the section's — and its watched pages still record their first
write. Each guest (test/win32/kernel/test_viewshare.py, test_writewatch.py) prints
"checkpoint" and sleeps 300 ms: the state is saved in that sleep, and the lines after it
come from the loaded session, the same as an uninterrupted run's."""

import pytest

import wineagent
from wineagent.state import session

from paths import guest_exe
from test_viewshare import EXPECTED as VIEWSHARE
from test_writewatch import EXPECTED as WRITEWATCH


def _run_out(d, limit=2000):
    for _ in range(limit):
        if d.host.vm.ended:
            return
        d.step(1)


@pytest.mark.parametrize("name, whole", [("viewshare", VIEWSHARE),
                                         ("writewatch", WRITEWATCH)])
@pytest.mark.parametrize("width", [4, 8])
def test_a_state_keeps_views_shared_and_traps_armed(name, whole, width, tmp_path):
    upto = whole.index("checkpoint") + 1
    d = wineagent.Desktop(exe=guest_exe(name, width), batch_size=2000,
                          vfs_root=str(tmp_path / "vfs"))
    try:
        for _ in range(400):
            d.step(1)
            if len(d.host.vm.stdout_log) >= upto or d.host.vm.ended:
                break
        d.step(1)
        assert list(d.host.vm.stdout_log) == whole[:upto] and not d.host.vm.ended
        mem = d.host.vm.mem
        assert mem.shared_pages if name == "viewshare" else mem.write_traps
        data = session.save_bytes(d.host)
    finally:
        d.close()
    other = wineagent.Desktop(exe=guest_exe(name, width), batch_size=2000,
                              vfs_root=str(tmp_path / "vfs2"))
    try:
        session.load_bytes(other.host, data)
        _run_out(other)
        vm = other.host.vm
        assert vm.machine.fault is None and vm.machine.exit_code == 0
        assert list(vm.stdout_log) == whole
    finally:
        other.close()
