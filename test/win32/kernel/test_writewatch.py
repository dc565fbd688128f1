"""The write watch of MEM_WRITE_WATCH memory (docs/emulator.md "Write traps: write watch and copy-on-write";
dlls/kernel32/memory.py, machine/memory.py's write traps): GetWriteWatch lists the pages
written since their watch was reset, in address order (a store, memset over three pages,
a DWORD across two, ReadFile into the buffer; a read is no write); WRITE_WATCH_FLAG_RESET
resets only the pages it returned; ResetWriteWatch; VirtualProtect and MEM_DECOMMIT keep
the record; the refusals (ERROR_INVALID_PARAMETER, ERROR_NOACCESS for NULL pointers);
MEM_WRITE_WATCH needs a new reservation (MEM_COMMIT at no address makes one).

test/exe/writewatch.exe (guests/tests/writewatch.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8, at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'allocated 1',
    'nothing written: 0 count 0:',
    'pages 1 and 3: 0 count 2: 1 3',
    'reset, room for one: 0 count 1: 1',
    'left: 0 count 1: 3',
    'ResetWriteWatch 0',
    'after ResetWriteWatch: 0 count 0:',
    'memset over 5-7, a DWORD across a and b: 0 count 5: 5 6 7 a b',
    'a read is no write: 0 count 0:',
    'ReadFile into page c: 0 count 1: c',
    'after VirtualProtect round trip: 0 count 1: d',
    'checkpoint',
    'after the checkpoint: 0 count 2: d e',
    'decommitted page 4 keeps its record: 0 count 1: 4',
    'memory without a watch: -1 error 87',
    'past the allocation: -1 error 87',
    'size 0: -1 error 87',
    'flag 2: -1 error 87',
    'count 0: -1 error 87',
    'NULL count: -1 error 998',
    'NULL granularity: -1 error 998',
    'NULL addresses: -1 error 998',
    'granularity 1000',
    'ResetWriteWatch size 0: -1 error 87',
    'ResetWriteWatch without a watch: -1 error 87',
    'MEM_WRITE_WATCH alone: 0 error 87',
    'MEM_COMMIT at no address reserves: 1',
    'and is watched: 0 count 1',
]


def test_write_watch(boot, tmp_path, width):
    d = boot(guest_exe("writewatch", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED

