"""Job objects that hold child processes, and NtSuspendProcess / NtResumeProcess
(issue 23, "Programs in the wild (session 32): tools in packages", docs/runtimes.md):
hyperfine 2.0 starts each command it times suspended, its output to an inherited NUL
handle, puts it in a job, resumes it with NtResumeProcess and reads the job's accounting
(its CPU time) once it ended.

test/exe(64)/jobchild.exe (guests/tests/jobchild.c) runs itself as a child that way,
then ends a spinning child with TerminateJobObject, then joins a job itself and starts
children in it (and, with CREATE_BREAKAWAY_FROM_JOB, out of it once the job allows it).
The expected lines are what the same binaries print under Wine 8 (``xvfb-run -a wine
jobchild.exe``; the x86-64 build under 64-bit Wine): the same at both widths.
"""

from paths import guest_exe

EXPECTED = [
    "start suspended, output to NUL: ok=1",
    "before: IsProcessInJob ok=1 in=0",
    "AssignProcessToJobObject(child): ok=1",
    "after: IsProcessInJob ok=1 in=1",
    "suspended: accounting ok=1 total=1 active=1",
    "process ids: ok=1 assigned=1 listed=1 the child=1",
    "NtSuspendProcess: 00000000",
    "ResumeThread: previous count 2",
    "NtResumeProcess: 00000000",
    "child's exit code: 11",
    "ended: accounting ok=1 total=1 active=0",
    "ended: IsProcessInJob ok=1 in=1",
    "assign an ended process: ok=0 err=5",
    "NtResumeProcess(ended): 00000000",
    "NtResumeProcess(an event): c0000024",
    "NtSuspendProcess(NULL): c0000008",
    "spinning child in job 2: ok=1",
    "job 2: accounting ok=1 total=1 active=1",
    "TerminateJobObject: ok=1 child's exit code: 33",
    "job 2 ended: accounting ok=1 total=1 active=0",
    "the parent in job 3: ok=1",
    "child of a member: ok=1 exit code 11",
    "child of a member: IsProcessInJob ok=1 in=1",
    "job 3: accounting ok=1 total=2 active=1",
    "breakaway not allowed: ok=0 err=5",
    "breakaway allowed: ok=1 exit code 10",
    "broke away: IsProcessInJob ok=1 in=0",
    "without the flag: ok=1 exit code 11",
    "job 3 at the end: accounting ok=1 total=3 active=1",
]


def test_jobs_hold_child_processes_suspended_and_resumed(boot, tmp_path, width):
    d = boot(guest_exe("jobchild", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED
