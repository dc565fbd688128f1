"""The C runtime's sized stat functions (issue 23, "Programs in the wild (session 31)":
cppcheck, a UCRT program, stopped at api-ms-win-crt-filesystem's _stat64i32).

test/exe/crt_statsz.exe (guests/tests/crt_statsz.c) takes _stat32i64, _stat64i32, their
wide forms, _fstat32i64 and _fstat64i32 from ucrtbase.dll by name, stats a 10-byte file
and a missing one, and checks that nothing past the structure is written. Wine 8's lines
exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    '_stat32i64: 0 size 10 mode 0x81b6 nlink 1 mtime set tail aa (struct 48)',
    '_stat64i32: 0 size 10 mode 0x81b6 nlink 1 mtime set tail aa (struct 48)',
    '_wstat32i64: 0 size 10 mode 0x81b6 nlink 1 mtime set tail aa (struct 48)',
    '_wstat64i32: 0 size 10 mode 0x81b6 nlink 1 mtime set tail aa (struct 48)',
    '_fstat32i64: 0 size 10 mode 0x81b6 nlink 1 mtime set tail aa (struct 48)',
    '_fstat64i32: 0 size 10 mode 0x81b6 nlink 1 mtime set tail aa (struct 48)',
    '_stat64i32 missing: -1 errno 2',
    '_wstat32i64 missing: -1 errno 2',
    'done',
]


def test_sized_stat_functions(boot, tmp_path, width):
    d = boot(guest_exe("crt_statsz", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
