"""The environment blocks by ntdll's names (issue 23, "Programs in the wild (session 32):
console TUIs": Go 1.27's runtime asks RtlGetCurrentPeb at start-up, where fzf 0.74.5
stopped).

test/exe/ntenvblk.exe (guests/tests/ntenvblk.c) looks the functions up in ntdll and
compares their answers with the TEB's fields (fs:[0x18] and fs:[0x30], gs:[0x30] and
gs:[0x60] at 64 bits) and with kernel32's GetCurrentProcessorNumber, on two threads.
The expected lines are what the same binary prints under Wine 8 (32-bit, and 64-bit with
a win64 prefix), but for RtlGetCurrentProcessorNumber, which Windows' ntdll exports and
Wine 8's does not (its two lines are missing there). x64 ntdll has no NtCurrentTeb (an
inline function there), so its lines are 32-bit only, as under Wine.
"""

from paths import guest_exe

EXPECTED = {
    4: [
        'RtlGetCurrentPeb exported: 1',
        'NtCurrentTeb exported: 1',
        'NtGetCurrentProcessorNumber exported: 1',
        'RtlGetCurrentProcessorNumber exported: 1',        # Wine 8: 0
        'main thread: NtCurrentTeb is the TIB\'s self: 1',
        'main thread: RtlGetCurrentPeb is the TEB\'s PEB: 1, nonzero 1',
        'NtGetCurrentProcessorNumber below the count: 1, as kernel32\'s: 1',
        'RtlGetCurrentProcessorNumber as kernel32\'s: 1',  # not in Wine 8's
        'second thread: NtCurrentTeb is the TIB\'s self: 1',
        'second thread: RtlGetCurrentPeb is the TEB\'s PEB: 1, nonzero 1',
        'second thread: its own TEB: 1',
        'done',
    ],
    8: [
        'RtlGetCurrentPeb exported: 1',
        'NtCurrentTeb exported: 0',
        'NtGetCurrentProcessorNumber exported: 1',
        'RtlGetCurrentProcessorNumber exported: 1',        # Wine 8: 0
        'main thread: RtlGetCurrentPeb is the TEB\'s PEB: 1, nonzero 1',
        'NtGetCurrentProcessorNumber below the count: 1, as kernel32\'s: 1',
        'RtlGetCurrentProcessorNumber as kernel32\'s: 1',  # not in Wine 8's
        'second thread: RtlGetCurrentPeb is the TEB\'s PEB: 1, nonzero 1',
        'done',
    ],
}


def test_environment_blocks(boot, tmp_path, width):
    d = boot(guest_exe("ntenvblk", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED[width]
