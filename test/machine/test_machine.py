"""Machine-level Win32 behaviour checked through a real mingw-built guest (machtest.exe),
run at both widths (its i686 and x86-64 builds: the ``width`` fixture)."""

import pytest
from paths import guest_exe
from wineagent.win32.kernel.epoch import EPOCH, EPOCH_FILETIME

EXE = guest_exe("machtest")


@pytest.fixture(scope="module")
def results(width):
    from wineagent.vm import VM
    vm = VM(guest_exe("machtest", width), args="/x 1", tick_ms=16)
    for _ in range(50):
        vm.run_batch()
        if vm.ended:
            break
    assert vm.machine.fault is None, vm.machine.fault.report()
    assert vm.machine.exit_code == 0
    return dict(line.split("=", 1) for line in vm.stdout_log if "=" in line)


def test_virtual_memory_allocates_queries_protects_and_frees(results):
    """VirtualAlloc gives 64K-aligned committed RW memory; VirtualProtect and VirtualQuery
    agree on the page protection; VirtualFree(MEM_RELEASE) succeeds."""
    assert results["valloc"] == "1 aligned=1"
    assert results["vquery_base"] == "1 protect=4 state=4096"   # PAGE_READWRITE, MEM_COMMIT
    assert results["vprotect"] == "1 old=4"
    assert results["vquery_after"] == "2"                        # PAGE_READONLY
    assert results["vfree"] == "1"


def test_builtin_dlls_load_and_resolve_but_unknown_dlls_do_not(results):
    """LoadLibrary + GetProcAddress reach our thunks; a missing DLL is error 126."""
    assert results["loadlib"] == "1 getproc=1 tick_equal=1"
    assert results["missing_dll"] == "1 err=126"
    assert results["self"] == "1"


def test_tls_slots_and_thread_variables(results):
    """TlsAlloc/TlsSetValue/TlsGetValue and a __thread variable (mingw's emutls, which
    uses a semaphore) keep their values."""
    assert results["tls_slot"] == "1 tls_value=1234"
    assert results["thread_var"] == "42"


def test_heap_interlocked_critical_sections(results):
    """HEAP_ZERO_MEMORY zeroes, HeapSize reports the request, interlocked ops compute."""
    assert results["heap_zero"] == "1"
    assert results["heap_size"] == "256"
    assert results["heap_free"] == "1"
    assert results["interlocked"] == "100 prev=6"
    assert results["critsec"] == "ok"


def test_crt_qsort_and_sprintf(results):
    """qsort calls back into the guest comparator; sprintf formats like msvcrt."""
    assert results["qsort"] == "9,7,5,3,2,1"
    assert results["sprintf"] == "[  -42|ab  |beef|Z|3000000000]"


def test_time_comes_from_the_guest_clock(results):
    """GetTickCount and QueryPerformanceCounter agree; the calendar starts at the guest
    epoch, 2024-01-01 (win32/kernel/epoch.py)."""
    tick, qpc = results["tick"].split(" qpc_ms=")
    assert tick == qpc
    assert results["filetime_hi"] == str(EPOCH_FILETIME >> 32)
    assert results["date"] == "2024-01-01" == EPOCH.strftime("%Y-%m-%d")
    assert results["cmdline"] == "/x 1"


def test_an_infinite_wait_on_an_unsignaled_object_is_reported_as_a_deadlock():
    """With one guest thread, WaitForSingleObject(INFINITE) on an unsignaled semaphore
    can never return: the guest stops with a report instead of hanging."""
    from wineagent.machine.cpu import GuestFault
    from wineagent.vm import VM
    from wineagent.win32.kernel import sync
    from wineagent.abi.api import Call, lookup
    vm = VM(EXE)
    spec = lookup("KERNEL32.dll", "WaitForSingleObject")
    h = vm.new_handle(sync.Semaphore(0, 1))
    c = Call(vm, False, spec)
    assert spec.func(c, h, 0) == sync.WAIT_TIMEOUT
    with pytest.raises(GuestFault, match="deadlock"):
        spec.func(c, h, sync.INFINITE)
    vm.handles.get(h, sync.Semaphore).count = 1
    assert spec.func(c, h, sync.INFINITE) == sync.WAIT_OBJECT_0
    assert vm.handles.get(h, sync.Semaphore).count == 0
