"""POWRPROF.dll (issue 23, "Programs in the wild", docs/runtimes.md): CMake 4.4's configure
step asks the processors' speeds with CallNtPowerInformation (ProcessorInformation), and
libuv, once the DLL loads, registers for suspend and resume notifications.

test/exe(64)/powrprof_info.exe (guests/tests/powrprof_info.c) prints what the functions
answer in terms that do not depend on the processor count or speed; the expected lines are
what the same binaries print under Wine 8 (``xvfb-run -a wine powrprof_info.exe``; the
x86-64 build under 64-bit Wine prints the same).
"""

from paths import guest_exe

EXPECTED = [
    'LoadLibrary(powrprof.dll) ok=1',
    'found: 1 1 1',
    'ProcessorInformation, one byte short: c0000023',
    'ProcessorInformation, no buffer: c000000d',
    'ProcessorInformation: 00000000',
    'one entry per processor, numbered, speeds in MHz: 1',
    'past the last entry untouched: 1',
    'PowerRegisterSuspendResumeNotification(callback) = 0 handle=1',
    'PowerUnregisterSuspendResumeNotification = 0',
]


def test_powrprof(boot, tmp_path, width):
    d = boot(guest_exe("powrprof_info", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


def test_a_registration_is_a_handle_until_unregistered(boot, tmp_path):
    """The machine never suspends: the registration stays, as a handle, until
    PowerUnregisterSuspendResumeNotification closes it; a second unregister is
    ERROR_INVALID_HANDLE."""
    from apicall import call_api
    d = boot(guest_exe("powrprof_info", 4), settle=False, vfs_root=str(tmp_path / "vfs"))
    vm = d.vm
    out = vm.heap.alloc(8, zero=True)
    params = vm.heap.alloc(8, zero=True)
    assert call_api(vm, "POWRPROF.dll", "PowerRegisterSuspendResumeNotification", 2, params,
                    out) == 0
    h = vm.mem.u32(out)
    assert vm.handles.kind_of(h) == "power notification"
    assert call_api(vm, "POWRPROF.dll", "PowerUnregisterSuspendResumeNotification", h) == 0
    assert call_api(vm, "POWRPROF.dll", "PowerUnregisterSuspendResumeNotification", h) == 6
