"""Child processes (kernel/children.py, docs/threads.md "Processes"): childproc.exe
(guests/tests/childproc.c) runs itself as a child: a pipe for the child's stdout read to
its end; a child that reads its stdin and writes its stdout through stdio (fgets,
printf) over two pipes; waits on the process and thread handles, exit codes (GetExitCodeProcess and
ntdll's ProcessBasicInformation),
CREATE_SUSPENDED and ResumeThread; an inherited file handle (and one that is not
inheritable); an environment block and a current folder; _spawnl waiting and not;
system() through COMSPEC; a child's wildcards expanded by __getmainargs; an event
and a section the child opens by name (OpenEvent, OpenFileMapping); ShellExecuteEx
with SEE_MASK_NOCLOSEPROCESS;
TerminateProcess of a running child in a loop; the failures (a missing folder, a file
that is no program).

EXPECTED is what the same binary prints under Wine 8 (``xvfb-run -a wine childproc.exe``,
line ends stripped); its x86-64 build prints the same lines under 64-bit Wine. The test
runs at both widths (the ``width`` fixture).
"""

import pytest

from paths import guest_exe

EXPECTED = [
    'pipe read end inheritable=1',
    'CreateProcess=1 pid-match=1 tid-nonzero=1',
    'child pid differs=1',
    'read: [child: hello through the pipe]',
    'read: [child: second line]',
    'ReadFile end: err=109',
    'wait process=0',
    'wait thread=0',
    'exit code=7',
    'thread exit code=7',
    'ProcessBasicInformation: status=0 exit=7 pid-match=1 parent-match=1',
    'upper: CreateProcess=1',
    'read: [upper: FIRST LINE]',
    'read: [upper: SECOND]',
    'read: [upper: THIRD]',
    'read: [upper: 3 lines]',
    'ReadFile end: err=109',
    'upper exit=3',
    'suspended: CreateProcess=1 code=259 wait0=258',
    'ResumeThread=1',
    'child hello on the console, argc=2',
    'wait=0',
    'exit code=9',
    'file child: CreateProcess=1 exit=3 pointer=17',
    'file holds [parent+from child]',
    'not inheritable: exit=4 size=0',
    'env child: CreateProcess=1',
    'read: [child env: FOO=bar baz folder=childsub]',
    'ReadFile end: err=109',
    'read: [child env: FOO=from parent folder=childsub]',
    'ReadFile end: err=109',
    'child hello on the console, argc=2',
    '_spawnl(_P_WAIT)=9',
    'child: hello through the pipe',
    'child: second line',
    '_spawnl(_P_NOWAIT) exit=12',
    'system(NULL)=1',
    'interpreter: argc=4 command=[some]',
    'system=5',
    'glob argv[2]=globdir\\a1.txt',
    'glob argv[3]=globdir\\b2.txt',
    'glob argv[4]=globdir/*.none',
    'glob argv[5]=plain',
    'glob argv[6]=x?/y*',
    'glob argv[7]=globdir\\c3.dat',
    'glob child: argc=8',
    'named: wait event=0',
    'named: child exit=15 section=[written by the child]',
    'ShellExecuteEx=1 hInstApp>32=1 process=1',
    'wait=0',
    'exit code=21 pid-nonzero=1',
    'spin 0: running code=259',
    'TerminateProcess=1',
    'wait=0',
    'exit code=40',
    'spin 1: running code=259',
    'TerminateProcess=1',
    'wait=0',
    'exit code=41',
    'spin 2: running code=259',
    'TerminateProcess=1',
    'wait=0',
    'exit code=42',
    'missing: 0 err=3',
    'not a program: 0 err=193',
    'done',
]


def test_a_program_runs_itself_as_a_child_process(boot, tmp_path, width):
    d = boot(guest_exe("childproc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.fault is None, d.vm.machine.fault.report()
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0
    assert not d.vm.processes.children           # every child ended and left the list


def test_runs_with_children_are_deterministic(tmp_path):
    """The children run at points the guest's execution fixes: two runs end at the same
    batch with the same clock and the same output. (With batches of 3,000 blocks the
    resumed child's line comes before the parent's "ResumeThread=1": the parent's batch
    ends between the two calls, and the child's turn follows, as a Windows scheduler may
    also order them; only the order of those two lines differs.)"""
    from wineagent.vm import VM
    seen = []
    for i in range(2):
        vm = VM(guest_exe("childproc", 4), vfs_root=str(tmp_path / ("vfs%d" % i)),
                batch_size=3000)
        for _ in range(5000):
            vm.run_batch()
            if vm.ended:
                break
        seen.append((vm.batches, vm.clock.now_ms(), list(vm.stdout_log)))
        vm.close()
    assert seen[0] == seen[1] and sorted(seen[0][2]) == sorted(EXPECTED)


def test_a_session_with_a_running_child_is_not_saved(tmp_path):
    """A state file carries one machine: while a child runs, saving is refused with one
    line naming the child (never a traceback); once the child has ended it saves (the
    handles to it keep only its id and exit code)."""
    import wineagent
    from wineagent.state import session
    from wineagent.state.errors import NotSaveable
    d = wineagent.Desktop(exe=guest_exe("childproc", 4), batch_size=500,
                          vfs_root=str(tmp_path / "vfs"))
    try:
        for _ in range(2000):
            d.step(1)
            if d.vm.processes.children:
                break
        else:
            raise AssertionError("no child process ever ran")
        with pytest.raises(NotSaveable, match=r"child processes are running .*childproc"):
            session.save_bytes(d.host)
        for _ in range(2000):                 # once it has ended, the state saves
            d.step(1)
            if not d.vm.processes.children:
                break
        assert session.save_bytes(d.host)
    finally:
        d.close()


def test_a_batch_in_which_a_child_ends_leaves_the_session_unparked(tmp_path):
    """A parent parked in a wait on its child must run again once the child has ended:
    the batch in which a child made progress (or ended) parks no process, so the host
    never skips batches over a wait that would now succeed (zig cc --version waited for
    ever under the CLI before)."""
    from wineagent.vm import VM
    vm = VM(guest_exe("childproc", 4), vfs_root=str(tmp_path / "vfs"))
    ended_in_batch = 0
    try:
        for _ in range(5000):
            before = set(map(id, vm.processes.children))
            vm.run_batch()
            if vm.ended:
                break
            gone = before - set(map(id, vm.processes.children))
            if gone:
                ended_in_batch += 1
                assert not vm.parked
        assert vm.ended and vm.machine.exit_code == 0
        assert ended_in_batch > 0
    finally:
        vm.close()
