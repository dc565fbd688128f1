"""psapi.dll and kernel32's K32 twins, and a process's and its threads' times (issue 23,
"Programs in the wild": busybox-w32's `free` and `ps`; docs/dlls.md, docs/threads.md).

test/exe/procinfo.exe (guests/tests/procinfo.c) imports psapi.dll's own names and prints
a line per check; the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine procinfo.exe``, and its x86-64 build under 64-bit Wine), except where
Wine 8 falls short of Windows' documented behaviour — each difference is marked below.
The test runs at both widths (the ``width`` fixture).
"""

from paths import guest_exe

#: Structure sizes printed: PROCESS_MEMORY_COUNTERS(_EX), PERFORMANCE_INFORMATION,
#: ENUM_PAGE_FILE_INFORMATION at each width.
SIZES = {4: {"pmc": 40, "pmcex": 44, "perf": 56, "epf": 20},
         8: {"pmc": 72, "pmcex": 80, "perf": 104, "epf": 32}}

EXPECTED = [
    'psapi loaded=1 GetPerformanceInfo=1 EnumPageFilesA=1 K32 twin=1',
    'EnumProcesses=1 own pid listed=1',
    'EnumProcessModules=1 first is the program=1 whole pointers=1',
    'EnumProcessModulesEx(one slot)=1 needed more=1',
    'GetModuleBaseNameA=12 procinfo.exe',
    'GetModuleFileNameExA: length right=1 ends=1 drive=1',
    'GetModuleInformation=1 base=1 entry inside=1',
    'GetModuleInformation(short)=0 err=122',
    'GetProcessImageFileNameA: length right=1 device=1 ends=1',
    'QueryFullProcessImageNameA=1 length right=1 ends=1 drive=1',
    'QueryFullProcessImageNameA(native)=1 length right=1 device=1',
    'QueryFullProcessImageNameA(5 chars)=0 err=122',
    # GetMappedFileName's name is in device form, as documented; Wine gives a DOS path.
    'GetMappedFileNameA(program)=1 device=1 ends=1',
    'GetMappedFileNameA(stack)=0 err=59',
    'GetMappedFileNameA(view)=1 device=1 ends=1',
    # With room for PROCESS_MEMORY_COUNTERS_EX, its PrivateUsage is filled and cb says
    # so; every page was faulted in once. Wine fills the basic structure and counts no
    # page faults.
    'GetProcessMemoryInfo(EX)=1 cb={pmcex} ws>0=1 peak>=ws=1 faults>0=1 pagefile>0=1 '
    'peak>=pagefile=1 private>0=1',
    'after 8 MB: ok=1 cb={pmc} ws grew=1 pagefile grew=1',
    # The peak working set is the most ever mapped (Wine's falls with the working set).
    'after freeing: ok=1 peak kept=1 ws fell=1',
    'GetProcessMemoryInfo(short)=0 err=122',
    # The commit peak is at least the commit (not in Wine); the process holds handles
    # from start-up, as Windows' and Wine's do (its standard handles and its current
    # folder's: kernel/procparams.py).
    'GetPerformanceInfo=1 cb={perf} page=4096 avail<=total=1 commit<=limit=1 peak>=commit=1 '
    'processes>0=1 threads>0=1 handles>0=1',
    'GetPerformanceInfo(short)=0 err=24',
    # The machine's paging file (Wine 8 lists none and returns FALSE).
    'page file: cb={epf} total>0=1 in use<=total=1 peak>=in use=1 name ends .sys=1',
    'EnumPageFilesA=1',
    # QueryWorkingSet lists the resident pages (Wine 8 fails with ERROR_INVALID_PARAMETER).
    'QueryWorkingSet(small)=0 err=24 entries>1=1',
    "QueryWorkingSet=1 program's code page=1 protection=3",
    # (64-bit Wine calls an unmapped page valid.)
    'QueryWorkingSetEx=1 code valid=1 protection=0x20; unmapped valid=0',
    'EnumDeviceDrivers=1 whole pointers=1',
    'GetDeviceDriverBaseNameA(no driver)=0',
    # ntdll's classes behind GetProcessMemoryInfo and GetProcessTimes
    'ProcessVmCounters: status=0 size=1 working set>0=1',
    'ProcessVmCounters(8 bytes): status=0xc0000004',
    'ProcessTimes: status=0 size=32 same creation=1 exit=0',
    'GetThreadTimes=1 created<=now=1 exit=0',
    # (64-bit Wine's thread time had not moved after the loop.)
    'after work: ok=1 same creation=1 cpu grew=1',
    # The cycle counts (Wine 8: FALSE).
    'QueryThreadCycleTime=1 grew=1',
    # The process is created with its first thread, at boot (Wine's is later than the
    # thread's creation).
    "GetProcessTimes=1 created<=thread=1 cpu>=thread's=1",
    "QueryProcessCycleTime=1 >=thread's=1",
    'GetSystemTimes=1 kernel>=idle=1 user>0=1',
    "ended thread: ok=1 created>=main's=1 exited>=created=1 exit>0=1",
    'its cycles: ok=1',
    'GetThreadTimes(bad)=0 err=6',
    'done',
    # the process's end: the exiting thread's FLS values go to their callbacks
    "fls callback at exit: main's",
]


def _run(boot, tmp_path, width, name="vfs"):
    d = boot(guest_exe("procinfo", width), settle=False, vfs_root=str(tmp_path / name))
    d.run_to_end(5000)
    return d.vm


def test_psapi_and_times_answer_as_windows_does(boot, tmp_path, width):
    vm = _run(boot, tmp_path, width)
    assert vm.stdout_log == [line.format(**SIZES[width]) for line in EXPECTED]


def test_cpu_times_are_the_blocks_each_thread_ran(boot, tmp_path):
    """A thread's CPU time is its share of the guest time the batches charged, from the
    blocks it ran: the same in every run, and nothing of the host's clock."""
    runs = [_run(boot, tmp_path, 4, "a"), _run(boot, tmp_path, 4, "b")]
    blocks = [[t.blocks for t in vm.threads.threads] for vm in runs]
    assert blocks[0] == blocks[1]
    assert len(blocks[0]) == 2 and all(b > 0 for b in blocks[0])
    vm = runs[0]
    main = vm.threads.threads[0]
    assert vm.threads.cpu_time(main) == main.blocks * vm.clock.tick_ms * 10000 // vm.batch_size
    # the worker thread was created and ended at guest times
    worker = vm.threads.threads[1]
    assert worker.exited_ms is not None and worker.created_ms <= worker.exited_ms
