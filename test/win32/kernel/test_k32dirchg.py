"""ReadDirectoryChangesW (Wine 8's kernel32 conformance change.c stopped on it;
docs/compat.md "kernel32 and msvcrt conformance (session 32)", docs/files-registry.md
"Change notifications"): a folder handle's first call fixes the filter, subtree and
buffer size, changes are kept between calls, records come as FILE_NOTIFY_INFORMATION,
an overlapped call completes through its event or a completion routine, a synchronous one
waits for another thread's change. And FindFirstChangeNotification told of attributes set
to what they were not, and of its folder removed.

test/exe/k32dirchg.exe (guests/tests/k32dirchg.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (its x86-64 build prints the same
under 64-bit Wine), but these:

- records after the first are at DWORD-aligned offsets, as Windows' file systems lay
  them out (FsRtl's notify code aligns each to a ULONG); Wine packs them (a record for
  "sub" is 18 bytes, the next at 18);
- a file just created (CREATE_ALWAYS, nothing written) is FILE_ACTION_ADDED alone; Wine
  adds a FILE_ACTION_MODIFIED for it (the host's inotify reports the creation's
  attribute change);
- a watched folder removed signals its FindFirstChangeNotification handle, as Windows
  does (Wine misses it: its change.c `todo_wine`).
Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'NULL handle: 0 error 6',
    'no filter: 0 error 87',
    'unknown filter bit: 0 error 87',
    'file handle: 0 error 6',
    'first call: 1 Internal 0x103 InternalHigh 7 event 258',
    'after CreateDirectory: wait 0',
    'sub created: status 0x0 count 18 [1 sub]',
    'kept: 1 wait 0',
    'kept: status 0x0 count 216 [1 sub\\deep] next 28 [1 sub\\deep\\a.txt] next 40 '
    '[3 sub\\deep\\a.txt] next 40 [3 sub\\deep\\a.txt] next 40 [2 sub\\deep\\a.txt] next 40 '
    '[2 sub\\deep]',
    # Wine: count 44 [4 sub] next 18 [5 renamed]
    'folder renamed: status 0x0 count 46 [4 sub] next 20 [5 renamed]',
    'small buffer: status 0x10c count 0',
    'routine before the wait: 0',
    'SleepEx 192: routine 1 error 0 count 22 hEvent kept 1',    # Wine: count 44
    'routine: status 0x0 count 22 [1 x.txt]',   # Wine: count 44 [1 x.txt] next 22 [3 x.txt]
    'synchronous: status 0x0 count 28 [1 late.txt]',
    'attributes before: wait 258',
    'FILE_ATTRIBUTE_NORMAL set: wait 0',
    'watched folder renamed: wait 258',
    'watched folder removed: wait 0',     # Wine: 258
    'cleanup: 1',
]


def test_read_directory_changes(boot, tmp_path, width):
    d = boot(guest_exe("k32dirchg", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
