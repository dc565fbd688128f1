"""SetFileInformationByHandle (issue 23, "Programs in the wild", docs/runtimes.md):
taplo 0.9.3's `fmt` (Rust's File::create of an existing file truncates it with
FileAllocationInfo, falling back to FileEndOfFileInfo) stopped at it.

test/exe/set_file_info.exe (guests/tests/set_file_info.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine set_file_info.exe``), and its x86-64 build prints the same under
64-bit Wine, but for the lines marked.
"""

from paths import guest_exe

EXPECTED = [
    'EndOfFile 40: 1 err=0',
    'size=40 pointer=30',
    'EndOfFile 200: 1 err=0',
    'size=200 read=200 [39]=a [40]=0 [199]=0',
    'EndOfFile, short size: 0 err=87',
    # FileAllocationInfo as Windows documents it (a size below the end of file cuts the
    # file there); Wine 8 answers ERROR_CALL_NOT_IMPLEMENTED (120) and changes nothing
    'Allocation 5000: 1 err=0 size=200',
    'Allocation 10: 1 err=0 size=10',
    'IoPriorityHint low: 1 err=0',
    'IoPriorityHint out of range: 0 err=87',
    'Basic: write time: 1 err=0',
    'write time kept=1',
    'Basic: read-only: 1 err=0',
    'attributes readonly=1',
    'Basic: normal: 1 err=0',
    'attributes readonly=0',
    'FileStandardInfo: 0 err=87',
    'class 22: 0 err=87',
    'bad handle: 0 err=6',
    'Disposition without DELETE access: 0 err=5',
    'after close: exists=1',
    # Windows needs the right to write the data (STATUS_ACCESS_DENIED); Wine 8 answers
    # ERROR_INVALID_PARAMETER (87)
    'EndOfFile, read-only handle: 0 err=5',
    'Rename: 1 err=0',
    'old exists=0 new exists=1',
    'Rename onto a file: 0 err=183',
    'Rename onto a file, replacing: 1 err=0',
    'sfi2 exists=0 other exists=1',
    'Disposition delete: 1 err=0',
    'before close: exists=1',
    'after close: exists=0',
    'Disposition undone: 1 err=0',
    'kept: exists=1',
]


def test_set_file_information_by_handle_as_on_wine(boot, tmp_path, width):
    root = tmp_path / "vfs"
    d = boot(guest_exe("set_file_info", width), vfs_root=str(root))
    d.settle(100)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.stdout_log == EXPECTED
    # the file renamed onto other.txt was deleted at its close; keep.txt was deleted
    # by the program itself
    assert sorted(p.name for p in root.iterdir() if p.suffix == ".txt") == []
