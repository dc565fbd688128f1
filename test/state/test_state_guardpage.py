"""A state saved while a guard page waits for its first access and while the thread
stacks' pages below their guard pages are reserved (docs/state.md; machine/memory.py
``guard_pages``, ``hidden_pages``; kernel/guard.py): the loaded session's guard page
still raises STATUS_GUARD_PAGE_VIOLATION once, and its stacks still grow through their
guard pages and overflow as before. The guest (test/win32/kernel/test_guardpage.py)
prints "checkpoint" and sleeps 300 ms: the state is saved in that sleep, and the lines
after it come from the loaded session, the same as an uninterrupted run's."""

import pytest

import wineagent
from wineagent.state import session

from paths import guest_exe
from test_guardpage import expected


def _run_out(d, limit=2000):
    for _ in range(limit):
        if d.host.vm.ended:
            return
        d.step(1)


@pytest.mark.parametrize("width", [4, 8])
def test_a_state_keeps_guard_pages_and_stack_reserves(width, tmp_path):
    whole = expected()
    upto = whole.index("checkpoint") + 1
    d = wineagent.Desktop(exe=guest_exe("guardpage", width), batch_size=2000,
                          vfs_root=str(tmp_path / "vfs"))
    try:
        for _ in range(400):
            d.step(1)
            if len(d.host.vm.stdout_log) >= upto or d.host.vm.ended:
                break
        d.step(1)
        assert list(d.host.vm.stdout_log) == whole[:upto] and not d.host.vm.ended
        mem = d.host.vm.mem
        assert mem.guard_pages and mem.hidden_pages
        data = session.save_bytes(d.host)
    finally:
        d.close()
    other = wineagent.Desktop(exe=guest_exe("guardpage", width), batch_size=2000,
                              vfs_root=str(tmp_path / "vfs2"))
    try:
        session.load_bytes(other.host, data)
        _run_out(other)
        vm = other.host.vm
        assert vm.machine.fault is None and vm.machine.exit_code == 0
        got = list(vm.stdout_log)
        assert len(got) == len(whole)
        for line, wanted in zip(got, whole):
            assert line.startswith(wanted) if wanted.startswith("at new limit") \
                else line == wanted
    finally:
        other.close()
