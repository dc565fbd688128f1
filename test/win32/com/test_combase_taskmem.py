"""The COM task memory allocator under combase.dll's name (issue 23, "Programs in the
wild", docs/runtimes.md): Biome 2.6.9's biome.exe (64-bit, Rust) imports CoTaskMemFree
from combase.dll.

test/exe/combase_taskmem.exe (guests/tests/combase_taskmem.c) prints a line per check;
the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine combase_taskmem.exe``), and its x86-64 build prints the same under
64-bit Wine.
"""

from paths import guest_exe

EXPECTED = [
    'combase loaded=1 exports=1111',
    'CoTaskMemAlloc(16)=1',
    'CoTaskMemRealloc(4096)=1 kept=[task memory]',
    "CoGetMalloc(MEMCTX_TASK)=00000000 same object as ole32's=1",
    'IMalloc DidAlloc=1 GetSize>=4096=1',
    'CoTaskMemRealloc(NULL, 32)=1',
    'CoGetMalloc(0)=80070057 out=0',
    'done',
]


def test_combase_task_memory_as_on_wine(boot, width):
    d = boot(guest_exe("combase_taskmem", width))
    d.settle(100)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.stdout_log == EXPECTED
