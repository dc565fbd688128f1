"""ReplaceFile, MoveFileWithProgress and CopyFile2 (issue 23, "Programs in the wild": the
calls editors and the C++ and Rust runtimes save, move and copy files with).

test/exe(64)/file_replace.exe (guests/tests/file_replace.c) prints what each call
answered and what the files hold after it. The lines up to the moves are what the same
binary prints under Wine 8 (``xvfb-run -a wine file_replace.exe``; the x86-64 build under
64-bit Wine prints the same). Wine 8 has no CopyFile2 ("no CopyFile2" and the end there):
its lines are Windows' documented answers — S_OK, the Win32 error as an HRESULT
(ERROR_FILE_EXISTS, ERROR_REQUEST_ABORTED for a cancel flag already set,
ERROR_FILE_NOT_FOUND), E_INVALIDARG for a structure of another size.
"""

from paths import guest_exe

EXPECTED = [
    'ReplaceFile: ok=1 err=0',
    '  r.txt: "new" attrs=0',
    '  n.txt: absent',
    'ReplaceFile with backup: ok=1 err=0',
    '  r.txt: "newer" attrs=0',
    '  n.txt: absent',
    '  bak.txt: "new" attrs=0',
    'ReplaceFile, replacement missing: ok=0 err=2',
    'ReplaceFile, replaced missing: ok=0 err=2',
    'ReplaceFile, flag 0x8: ok=1 err=0',
    '  r.txt: "x" attrs=0',
    'ReplaceFile, replaced open: ok=0 err=32',
    '  r.txt: "x" attrs=0',
    'ReplaceFile, replaced read-only: ok=0 err=5',
    '  ro.txt: "ro" attrs=1',
    '  n.txt: "y" attrs=0',
    'MoveFileWithProgress: ok=1 err=0',
    '  progress calls=0',
    '  m1.txt: absent',
    '  m2.txt: "moved" attrs=0',
    'MoveFileWithProgress onto m2: ok=0 err=183',
    'MoveFileWithProgress onto m2, replace: ok=1 err=0',
    '  m2.txt: "again" attrs=0',
    # Wine 8: 'no CopyFile2', the end.
    'CopyFile2: 00000000',
    '  c2.txt: "copy me" attrs=0',
    'CopyFile2, fail if exists: 80070050',
    'CopyFile2, short structure: 80070057',
    'CopyFile2, cancelled: 800704d3',
    '  c2.txt: absent',
    'CopyFile2, no source: 80070002',
    'RemoveDirectory: 1',
    'done',
]


def test_file_replace(boot, tmp_path, width):
    d = boot(guest_exe("file_replace", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
