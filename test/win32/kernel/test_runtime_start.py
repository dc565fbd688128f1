"""What modern runtimes ask before their first line (issue 23, "Programs in the wild":
ruff 0.17.6's ruff.exe — Rust, from its win32 wheel — and ninja 1.13.2's ninja.exe —
Visual C++ — from PyPI; docs/runtimes.md "Runtimes of the 2020s").

test/exe/rtstart.exe (guests/tests/rtstart.c) prints one line per check of the processor
topology (GetLogicalProcessorInformation(Ex)), NUMA nodes, processor groups and affinity,
SetThreadStackGuarantee, IsThreadAFiber, WaitOnAddress/WakeByAddress*, SwitchToThread,
NtReadFile/NtWriteFile, ProcessPrng and the newer-Windows functions runtimes probe for.
The expected lines are Wine 8's for the same binary (64-bit Wine prints the same for the
x86-64 build) except where a comment says what Wine printed: there Wine 8 has a stub
(FALSE with ERROR_CALL_NOT_IMPLEMENTED) or lacks the DLL, and the line follows Windows'
documentation for a one-processor, one-node machine.
"""

from paths import guest_exe

EXPECTED = [
    'synch set: 1 1 1 1',
    'FlsGetValue2 in kernel32: 0',
    'TlsGetValue2 in kernelbase: 0',
    'GetPhysicallyInstalledSystemMemory=1 some:1',
    'GetPhysicallyInstalledSystemMemory(NULL)=0 err=87',
    'GetLogicalProcessorInformation(NULL)=0 err=122 whole=1',
    '  ok=1 cores>=1:1 caches>=1:1 packages>=1:1 masks set:1',
    'GetLogicalProcessorInformationEx(All, NULL)=0 err=122',
    '  ok=1 walked to the end:1 cores>=1:1 caches>=1:1 packages>=1:1 groups=1 consistent:1',
    '  cores only: ok=1 first is a core:1',
    '  NULL length=0 err=87',
    'GetNumaHighestNodeNumber=1 node=0',
    'GetNumaNodeProcessorMask(0)=1 has processor 0:1',  # Wine 8: FALSE (a stub: ERROR_CALL_NOT_IMPLEMENTED)
    'GetNumaNodeProcessorMask(next)=0 err=87',  # Wine 8: err=120 (its stub)
    'GetNumaNodeProcessorMaskEx(0)=1 group=0 has processor 0:1',  # Wine 8: FALSE (a stub)
    'GetNumaProcessorNode(0)=1 node=0',
    'GetNumaProcessorNode(200)=0 node=255 err=87',
    'GetNumaProcessorNodeEx(0:0)=1 node=0',  # Wine 8: FALSE (a stub)
    'GetNumaAvailableMemoryNode(0)=1 some:1',  # Wine 8: FALSE (a stub)
    'GetNumaProximityNode(0)=1 node=0',  # Wine 8: FALSE (a stub)
    'group counts: active=1 maximum=1',
    'processors: active(0)>=1:1 all=active(0):1',
    'active(5)=0 err=87',  # Wine 8: err=122
    'GetProcessGroupAffinity(0 slots)=0 err=122 count=1',  # Wine 8: err=120 (a stub)
    'GetProcessGroupAffinity=1 count=1 group=0',  # Wine 8: FALSE (a stub)
    'GetThreadGroupAffinity=1 group=0 has processor 0:1',
    'SetThreadGroupAffinity(0:1)=1 prev group=0',
    'SetThreadGroupAffinity(group 3)=0 err=87',
    'SetThreadAffinityMask(1): old has processor 0:1',
    'SetThreadAffinityMask(0)=0 err=87',
    'SetThreadIdealProcessor(0)=0',
    'GetThreadIdealProcessorEx=1 group=0',  # Wine 8: FALSE (a stub)
    'GetCurrentProcessorNumberEx: group=0',
    'SetThreadStackGuarantee(0x5000)=1 previous=0',
    'SetThreadStackGuarantee(0)=1 current=0x5000',
    'a smaller request leaves it: 0x5000',
    'IsThreadAFiber=0',
    'SwitchToThread with no other thread=0',  # Wine 8: 1 (Windows: 0 when no other thread is ready)
    'WaitOnAddress(value differs)=1 err=0',
    'WaitOnAddress(20 ms, nobody wakes)=0 err=1460',
    'WaitOnAddress(size 3)=0 err=87',
    'woken by the other thread: flag=1',
    'wake with no waiter: fine',
    'NtWriteFile=0 status=0 information=13',
    'NtReadFile(at 7)=0 information=6 text=native',
    'NtReadFile(at the end)=0xc0000011 information=0',
    'NtReadFile(past the end)=0xc0000011',
    'NtReadFile(closed)=0xc0000008',
    'ProcessPrng=1 filled:1 untouched after:1',  # Wine 8 has no bcryptprimitives.dll
    'done',
]


def test_runtime_start_up_families_answer_a_one_processor_machine(boot, tmp_path, width):
    d = boot(guest_exe("rtstart", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(5000)
    assert d.vm.stdout_log == EXPECTED
