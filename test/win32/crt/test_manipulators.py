"""MSVCP140's parameterised manipulators (dlls/msvcp140/manips.py; issue 23: cppcheck
2.22's x64 build imports setw, setprecision, setbase, setiosflags and resetiosflags).

test/exe/manips.exe and test/exe64/manips.exe (guests/tests/manips.c) call each through
GetProcAddress with a hidden return pointer, check the _Smanip it fills, then call its
function on an ios_base of the guest's own and print the flags, precision and width:
width and precision as given (-1 too), setbase's 8, 16 and 10 (another base clears the
field), setiosflags within ios_base's format mask (0x10000 is dropped), resetiosflags.
Wine 8's lines at both widths, every one.
"""

from paths import guest_exe

EXPECTED = [
    'start                  flags 0x0201 precision 6 width 0',
    'setw(12): returned its argument 1, function 1, argument 12',
    'setw(12)               flags 0x0201 precision 6 width 12',
    'setprecision(3): returned its argument 1, function 1, argument 3',
    'setprecision(3)        flags 0x0201 precision 3 width 12',
    'setw(-1): returned its argument 1, function 1, argument -1',
    'setw(-1)               flags 0x0201 precision 3 width -1',
    'setbase(16): returned its argument 1, function 1, argument 0x10',
    'setbase(16)            flags 0x0801 precision 3 width -1',
    'setbase(8): returned its argument 1, function 1, argument 0x8',
    'setbase(8)             flags 0x0401 precision 3 width -1',
    'setbase(7): returned its argument 1, function 1, argument 0x7',
    'setbase(7)             flags 0x0001 precision 3 width -1',
    'setbase(10): returned its argument 1, function 1, argument 0xa',
    'setbase(10)            flags 0x0201 precision 3 width -1',
    'setiosflags(0x28): returned its argument 1, function 1, argument 0x28',
    'setiosflags(0x28)      flags 0x0229 precision 3 width -1',
    'resetiosflags(0x8): returned its argument 1, function 1, argument 0x8',
    'resetiosflags(0x8)     flags 0x0221 precision 3 width -1',
    'setiosflags(0x10004): returned its argument 1, function 1, argument 0x10004',
    'setiosflags(0x10004)   flags 0x0225 precision 3 width -1',
    'resetiosflags(0xe00): returned its argument 1, function 1, argument 0xe00',
    'resetiosflags(0xe00)   flags 0x0025 precision 3 width -1',
    'done',
]


def test_manipulators(boot, tmp_path, width):
    d = boot(guest_exe("manips", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
