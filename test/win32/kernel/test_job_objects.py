"""Job objects (issue 23, "Programs in the wild", docs/runtimes.md): ninja 1.13's
ninja.exe asks QueryInformationJobObject(NULL, JobObjectCpuRateControlInformation) how
much of the machine its job may use before it picks its parallelism.

test/exe(64)/job_objects.exe (guests/tests/job_objects.c) creates, names, opens, limits
and queries a job, puts itself in it and ends through TerminateJobObject (exit code 42).
The expected lines are what the same binaries print under Wine 8 (``xvfb-run -a wine
job_objects.exe``; the x86-64 build under 64-bit Wine), except where Wine 8's
NtQueryInformationJobObject is a semi-stub:

- with no job, a NULL handle: Wine answers the basic limits with success (and the CPU
  rate class with ERROR_INVALID_PARAMETER, a class it does not know); here there is no
  job to read, ERROR_ACCESS_DENIED;
- the limits read back: Wine returns zeros whatever was set; here the flags set
  (KILL_ON_JOB_CLOSE | BREAKAWAY_OK | DIE_ON_UNHANDLED_EXCEPTION = 0x2c00);
- an event's handle: Wine answers success; here ERROR_INVALID_HANDLE;
- the CPU rate control (a Windows 8 class): answered here, as the Windows this desktop
  is (10, core/winver.py) answers it: no rate set, ControlFlags 0, 8 bytes; Wine 8 fails
  it (a class it does not know: ok=0, the returned size left from the call before,
  flags=7 left in the buffer);
- 64-bit Wine's first IsProcessInJob(NULL) says in=1 (its start-up puts the process in a
  job); the 32-bit one says in=0, as here.
"""

from paths import guest_exe

SIZES = {4: dict(basic=48, extended=112, ids=12), 8: dict(basic=64, extended=144, ids=16)}


def test_jobs_create_open_limit_assign_query_terminate(boot, tmp_path, width):
    d = boot(guest_exe("job_objects", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exited and d.vm.machine.exit_code == 42
    assert d.vm.stdout_log == [line.format(**SIZES[width]) for line in [
        "no job: query(NULL, cpu rate) ok=0 err=5",
        "no job: query(NULL, basic limits) ok=0 err=5",
        "no job: IsProcessInJob(NULL) ok=1 in=0",
        "CreateJobObjectW: handle=1 err=0",
        "again: handle=1 err=183",
        "OpenJobObjectW: handle=1",
        "OpenJobObjectA(nojob): handle=0 err=2",
        "CreateJobObjectA(an event's name): handle=0 err=6",
        "basic limits: ok=1 ret={basic} flags=0 active limit=0 priority=0 sched=0",
        "set extended limits: ok=1",
        "extended limits: ok=1 ret={extended} flags=2c00 memory=0",
        "4-byte buffer: ok=0 err=24",
        "an event: ok=0 err=6",
        "cpu rate: ok=1 ret=8 flags=0",   # Wine 8: ok=0, ret left from before, flags=7
        "before: IsProcessInJob(j) ok=1 in=0",
        "AssignProcessToJobObject: ok=1",
        "after: IsProcessInJob(j) ok=1 in=1",
        "after: IsProcessInJob(NULL) ok=1 in=1",
        "process ids: ok=1 ret={ids} assigned=1 listed=1 ours=1",
        "accounting: ok=1 ret=48 total=1 active=1 terminated=0",
        "in job: query(NULL, basic limits) ok=1 flags=2c00",
        "in job: query(NULL, cpu rate) ok=1 flags=0",     # Wine 8: ok=0 flags=7
        "terminating",
    ]]
