"""ntdll's critical sections and the UCRT's thread_local exit callback (issue 23,
"Programs in the wild", docs/runtimes.md): Zig 0.17's zig.exe registers its thread_local
destructors with _register_thread_local_exe_atexit_callback and takes the PEB's
FastPebLock with RtlEnterCriticalSection before it reads the process parameters.

test/exe/rtl_critsec.exe (guests/tests/rtl_critsec.c, linked against the UCRT and
ntdll.dll) prints a line per check; the expected lines are what the same binary prints
under Wine 8 (``xvfb-run -a wine rtl_critsec.exe``), and its x86-64 build prints the same
under 64-bit Wine. The spin-count lines print whether the count follows Windows' rule for
the machine's processor count (kept on a multiprocessor, 0 on one processor as this
desktop is): Wine's host has several processors, this desktop one.
"""

from paths import guest_exe

EXPECTED = [
    "FastPebLock set=1",
    "RtlEnterCriticalSection(FastPebLock)=0 by-me=1",
    "RtlLeaveCriticalSection(FastPebLock)=0",
    "RtlInitializeCriticalSection=0 LockCount=-1 RecursionCount=0 owned=0",
    "locked=0 by-me=0",
    "Enter=0 Enter=0",
    "RecursionCount=2 owner is me=1 locked=1 by-me=1",
    "other thread: TryEnter=0 locked=1 by-me=0",
    "TryEnter (owner again)=1 RecursionCount=3",
    "Leave=0 Leave=0 Leave=0",
    "after leaving: LockCount=-1 RecursionCount=0 owned=0 locked=0",
    "other thread: TryEnter=1 locked=1 by-me=1",
    "RtlDeleteCriticalSection=0",
    "RtlInitializeCriticalSectionAndSpinCount(4000)=0",
    "spin count as documented=1",
    "SetCriticalSectionSpinCount as documented=1",
    "RtlInitializeCriticalSectionEx=0 owned=0",
    "TryEnter=1 Leave=0 locked=0",
    "main returns",
    # exit runs the thread_local callback (DLL_PROCESS_DETACH, NULL, NULL) before the
    # atexit functions
    "thread_local callback: module=0 reason=0 reserved=0",
    "atexit function",
]


def test_ntdll_critical_sections_and_the_thread_local_exit_callback_as_on_wine(boot, width):
    d = boot(guest_exe("rtl_critsec", width))
    d.settle(100)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.stdout_log == EXPECTED

