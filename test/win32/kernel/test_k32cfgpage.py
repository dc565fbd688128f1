"""Control Flow Guard's page marks, PAGE_TARGETS_INVALID (VirtualAlloc) and
PAGE_TARGETS_NO_UPDATE (VirtualProtect), one bit, 0x40000000 (docs/runtimes.md "Programs
in the wild from npm and Debian (session 37)"): Node.js's V8 commits its code pages with
PAGE_EXECUTE_READWRITE | PAGE_TARGETS_INVALID and checks that a failed commit was for
want of memory (ERROR_COMMITMENT_LIMIT); the bit was refused as an unknown protection,
so node.exe stopped at "Check failed: 1455L == error".

test/exe/k32cfgpage.exe (guests/tests/k32cfgpage.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8, at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'commit EXECUTE_READWRITE|TARGETS_INVALID: at the address error 57005',
    'committed: state 0x1000 protect 0x40',
    'called the page',
    'VirtualProtect EXECUTE_READ|TARGETS_NO_UPDATE: 1 old 0x40 error 57005',
    'protected: state 0x1000 protect 0x20',
    'new EXECUTE|TARGETS_INVALID: made error 57005',
    'new: state 0x1000 protect 0x10',
]


def test_cfg_page_marks(boot, tmp_path, width):
    d = boot(guest_exe("k32cfgpage", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
