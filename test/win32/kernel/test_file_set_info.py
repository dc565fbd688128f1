"""Setting an open file's information (issue 23, "Programs in the wild": esbuild's Go
runtime truncates the out.js it opened with SetFileInformationByHandle(FileEndOfFileInfo);
Rust's std::fs sets lengths, attributes, renames and deletes through the same family).

test/exe(64)/file_set_info.exe (guests/tests/file_set_info.c) prints what each call
answered and what the drive holds after it; the expected lines are what the same binary
prints under Wine 8 (``xvfb-run -a wine file_set_info.exe``; the x86-64 build under
64-bit Wine prints the same), except the lines marked "Wine 8:", where this follows what
Windows documents and Wine 8 does not:

- A structure shorter than its class is STATUS_INFO_LENGTH_MISMATCH (ERROR_BAD_LENGTH),
  the I/O manager's check before any file system sees the call; Wine 8 answers
  STATUS_INVALID_PARAMETER_3.
- The rights ZwSetInformationFile documents per class: FILE_WRITE_DATA for the end of
  file and the allocation, FILE_WRITE_ATTRIBUTES for the times and attributes, DELETE
  for a rename or a delete. Wine 8 does not check the latter two (it renames through a
  handle opened for reading) and answers ERROR_INVALID_HANDLE for the first.
- FileAllocationInfo, FileDispositionInfoEx and FileRenameInfoEx (Windows 10 1709 on;
  Rust's remove_dir_all and fs::rename ask them first) and the native FileModeInformation
  are Wine 8 FIXMEs (ERROR_CALL_NOT_IMPLEMENTED, ERROR_INVALID_PARAMETER,
  STATUS_NOT_IMPLEMENTED); a rename over a file open elsewhere needs POSIX semantics
  (that handle keeps reading the old file);
  an allocation below the end of file cuts the file there, as documented.
- A file marked for deletion is so for every handle (FILE_STANDARD_INFO's DeletePending)
  and cannot be opened again (DeleteFile's documented ERROR_ACCESS_DENIED, the
  native STATUS_DELETE_PENDING); Wine 8 opens it and reports no pending delete.
- A native rename to a bare name (no folder handle) renames in the file's own folder,
  as FILE_RENAME_INFORMATION documents; Wine 8 wants a full path
  (STATUS_OBJECT_PATH_SYNTAX_BAD).
- A time of -1 keeps the writes through the handle from changing it, as
  FILE_BASIC_INFORMATION documents; Wine 8 stamps the write's moment all the same.
- A class past the last is STATUS_INVALID_INFO_CLASS; Wine 8 says STATUS_NOT_IMPLEMENTED.
- SetFileValidData needs SeManageVolumePrivilege, which the (standard, not elevated)
  user's token does not hold: ERROR_PRIVILEGE_NOT_HELD, as Windows answers such a
  program. Wine 8 does not check privileges and succeeds.
"""

from paths import guest_exe

EXPECTED = [
    'EndOfFile 4: ok=1 err=0',
    '  size=4 pointer=10',
    'EndOfFile 8192: ok=1 err=0',
    '  size=8192 read=4 32 33 00 00',
    'EndOfFile, 4 bytes: ok=0 err=24',  # Wine 8: 'EndOfFile, 4 bytes: ok=0 err=87'
    'Allocation 3: ok=1 err=0',  # Wine 8: 'Allocation 3: ok=0 err=120'
    '  size=3',  # Wine 8: '  size=8192'
    'Allocation 100000: ok=1 err=0',  # Wine 8: 'Allocation 100000: ok=0 err=120'
    '  size=3',  # Wine 8: '  size=8192'
    'IoPriorityHint low: ok=1 err=0',
    'IoPriorityHint 7: ok=0 err=87',
    'FileStandardInfo: ok=0 err=87',
    'class 200: ok=0 err=87',
    'Basic: write time: ok=1 err=0',
    '  write time=126000000000000000',
    'Basic: read-only: ok=1 err=0',
    '  read-only=1',
    'Basic: normal: ok=1 err=0',
    '  read-only=0',
    'Basic: -1: ok=1 err=0',
    'Basic, 8 bytes: ok=0 err=24',  # Wine 8: 'Basic, 8 bytes: ok=0 err=87'
    '  closed, write time=126000000000000000',  # Wine 8: the moment of the write after -1
    'EndOfFile, read-only handle: ok=0 err=5',  # Wine 8: 'EndOfFile, read-only handle: ok=0 err=87'
    'Basic, read-only handle: ok=0 err=5',  # Wine 8: 'Basic, read-only handle: ok=1 err=0'
    'Disposition, no DELETE: ok=0 err=5',
    'Rename, no DELETE: ok=0 err=5',  # Wine 8: 'Rename, no DELETE: ok=1 err=0'
    '  C:\\fs\\r.bin: there',  # Wine 8: '  C:\\fs\\r.bin: absent'
    'Rename a.bin -> b.txt: ok=0 err=183',
    'Rename a.bin -> b.txt, replace: ok=1 err=0',
    '  C:\\fs\\a.bin: absent',
    '  b.txt size=4',  # Wine 8: '  b.txt size=8193'
    'Rename -> missing folder: ok=0 err=3',
    'Rename -> fs\\d.txt (relative): ok=1 err=0',
    '  C:\\fs\\b.txt: absent',
    '  C:\\fs\\d.txt: there',
    'Rename onto open c.txt, replace: ok=0 err=5',
    'Disposition TRUE: ok=1 err=0',
    '  delete pending=1',  # Wine 8: '  delete pending=0'
    '  open again: refused err=5',  # Wine 8: '  open again: opened err=0'
    '  C:\\fs\\d.txt: there',
    '  C:\\fs\\d.txt: absent',
    'Disposition TRUE then FALSE: ok=1 err=0',
    '  C:\\fs\\c.txt: there',
    'Disposition, read-only file: ok=0 err=5',
    'DispositionEx POSIX, ignore read-only: ok=1 err=0',  # Wine 8: 'DispositionEx POSIX, ignore read-only: ok=0 err=87'
    '  C:\\fs\\c.txt: absent',  # Wine 8: '  C:\\fs\\c.txt: there'
    "  its handle's standard information: ok=1 err=0",
    'Disposition, full folder: ok=0 err=145',
    'Disposition, empty folder: ok=1 err=0',
    '  C:\\fs\\sub: there',
    '  C:\\fs\\sub: absent',
    'DispositionEx POSIX, folder: ok=1 err=0',  # Wine 8: 'DispositionEx POSIX, folder: ok=0 err=87'
    '  C:\\fs\\sub: absent',  # Wine 8: '  C:\\fs\\sub: there'
    "  its handle's standard information: ok=1 err=0",
    'RenameEx replace, target open: ok=0 err=5',  # Wine 8: 'RenameEx replace, target open: ok=0 err=87'
    'RenameEx replace|POSIX, target open: ok=1 err=0',  # Wine 8: 'RenameEx replace|POSIX, target open: ok=0 err=87'
    '  old target handle reads "target"',
    '  C:\\fs\\x.bin: absent',  # Wine 8: '  C:\\fs\\x.bin: there'
    '  C:\\fs\\r.bin: there',
    'Rename folder sub -> sub2: ok=1 err=0',
    '  sub2\\e.txt reads "moved"',
    'nt position 3: 0 pointer=3',
    'nt end of file 5: 0 size=5',
    'nt end of file, 4 bytes: c0000004',  # Wine 8: 'nt end of file, 4 bytes: c00000f1'
    'nt mode 0x24: 0 now 24',  # Wine 8: 'nt mode 0x24: c0000002 now 20'
    'nt rename to m.txt: 0',  # Wine 8: 'nt rename to m.txt: c000003b'
    '  C:\\fs\\m.txt: there',  # Wine 8: '  C:\\fs\\m.txt: absent'
    'nt rename to \\??\\C:\\fs\\k.txt: 0',
    '  C:\\fs\\k.txt: there',
    'nt rename to j.txt in a folder handle: 0',
    '  C:\\fs\\j.txt: there',
    'nt class 1014: c0000003',  # Wine 8: 'nt class 1014: c0000002'
    'SetFileValidData: ok=0 err=1314',  # Wine 8: 'SetFileValidData: ok=1 err=0'
    'RemoveDirectory: 1',
    'done',
]


def test_file_set_info(boot, tmp_path, width):
    d = boot(guest_exe("file_set_info", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
