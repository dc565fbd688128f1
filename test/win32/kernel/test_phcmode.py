"""NTDLL's placeholder compatibility modes (dlls/ntdll/placeholder.py):
RtlSet/RtlQueryProcessPlaceholderCompatibilityMode and the thread ones, kept in the PEB's
and the TEB's PlaceholderCompatibilityMode byte. Microsoft's File Manager (winfile) sets
PHCM_EXPOSE_PLACEHOLDERS at start-up and stopped there ("Programs in the wild (session
33)" in docs/runtimes.md).

test/exe/phcmode.exe (guests/tests/phcmode.c) looks the functions up with GetProcAddress
and prints a line per check, the same at both widths. Wine 8 exports only the process
query (a stub answering 0), so under Wine it prints the first line with "set process 0,
... set thread 0, query thread 0" and then only the process queries, each 0 (WINE8).
"""

from paths import guest_exe

WINE8 = [
    'exported: set process 0, query process 1, set thread 0, query thread 0',
    'process mode at start=0',
    'process mode now=0',
    'process mode unchanged=0',
]

EXPECTED = [
    'exported: set process 1, query process 1, set thread 1, query thread 1',
    'process mode at start=0',                  # PHCM_APPLICATION_DEFAULT, as Wine's
    'set process 2 -> previous 0',              # PHCM_EXPOSE_PLACEHOLDERS
    'set process 3 -> -1',                      # past PHCM_MAX: PHCM_ERROR_INVALID_PARAMETER
    'set process -5 -> -1',
    'set process 1 -> previous 2',              # the invalid ones changed nothing
    'process mode now=1',
    'thread mode at start=0',
    'set thread 2 -> previous 0',
    'set thread 7 -> -1',
    'thread mode now=2',
    'process mode unchanged=1',                 # the thread's mode is its own
]


def test_placeholder_modes_read_back_as_set(boot, tmp_path, width):
    d = boot(guest_exe("phcmode", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
    assert EXPECTED[1] == WINE8[1]
