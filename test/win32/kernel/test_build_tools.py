"""What build tools ask of the system (issue 23, "Programs in the wild": ninja 1.13.2's
ninja.exe from its PyPI win32 wheel, Visual C++-built; docs/runtimes.md "Job objects").

test/exe/buildtool.exe (guests/tests/buildtool.c) checks VerSetConditionMask and
VerifyVersionInfo, FindFirstFileEx's levels, search operations and flags, and the job
object family (create, open by name, assign the program, IsProcessInJob, the accounting,
limit and process-id queries, limits kept, a job's handles closing while the program
stays in it). The expected lines are what the same binary prints under Wine 8 (64-bit
Wine: the same for the x86-64 build, whose limit structures are wider), except where a
comment says what Wine printed.
"""

from paths import guest_exe


def expected(width):
    """The lines for a build of ``width`` (the limit structures' sizes differ)."""
    BASIC, EXT = ("48", "112") if width == 4 else ("64", "144")
    return [
        'VerSetConditionMask(major >=)=0x18',
        'with minor and sp major=0x1801b',
        'product type, equal=0x200000',
        'no condition=0x5',
        'at least 5.0 (Windows 2000)=1',
        'at least 3.99 (the major decides)=1',
        'at least 50.0=0 err=1150',
        'an NT platform=1',
        'a workstation=1',
        'no type=0 err=160',
        "FindFirstFileEx(basic, large fetch)=1 One.txt sub/ two.dat (5 entries) alt=''",
        'limit to directories (advisory)=1 first=One.txt',
        'limit to devices=0 err=87',
        'level 7=0 err=87',
        'no match=0 err=2',
        'IsProcessInJob(any)=1 in=0',
        'QueryInformationJobObject(NULL, basic) outside a job=0 err=5',  # Wine 8: 1 err=0 (its job queries answer without a job); a decision, docs/runtimes.md
        'CreateJobObject=1 err=0',
        'again: 1 err=183',
        'OpenJobObject=1',
        'OpenJobObject(missing)=0 err=2',
        'accounting=1 size=48 total=0 active=0',
        'basic limits=1 size=48 flags=0'.replace('48', BASIC),
        'short buffer=0 err=24',
        'set extended limits=1',
        'extended limits=1 size=112 flags=0xc00'.replace('112', EXT),  # Wine 8: flags=0 (it does not keep the limits it is given)
        'cpu rate=1 size=8 flags=0',  # Wine 8: 0 size=112 (144) flags=0 (a class it does not know; Windows 8 and later answer it)
        'AssignProcessToJobObject=1',
        'IsProcessInJob(job)=1 in=1',
        'IsProcessInJob(any)=1 in=1',
        'accounting=1 total=1 active=1',
        'process ids=1 assigned=1 listed=1 mine=1',
        'QueryInformationJobObject(NULL, basic) inside=1 flags=0xc00',  # Wine 8: flags=0 (the same)
        'after closing its handles: in=1',
        'done',
    ]


def test_build_tool_start_up_families(boot, tmp_path, width):
    d = boot(guest_exe("buildtool", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected(width)


def test_a_job_closing_with_kill_on_close_ends_the_program(boot, tmp_path):
    """JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE: when the last handle to the program's job
    closes, the program ends (exit code 0), as Windows ends a job's processes."""
    from wineagent.win32.kernel.jobs import JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, Job, process_state
    d = boot(guest_exe("buildtool", 4), settle=False, vfs_root=str(tmp_path / "vfs"))
    vm = d.vm
    assert not vm.machine.exited
    job = Job(vm)
    job.limit_flags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
    job.assign(process_state(vm))
    h = vm.new_handle(job)
    vm.handles.close(h)
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.kernel.job is None
