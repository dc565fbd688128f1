"""NtQueryVolumeInformationFile's volume classes (docs/runtimes.md "Programs in the wild
from npm and Debian (session 37)"): Node.js's libuv asks FileFsVolumeInformation of a file
it stats (fs.stat's `dev` is the serial number), which stopped node.exe ("information
class 1"). FileFsVolumeInformation, FileFsSizeInformation, FileFsFullSizeInformation and
FileFsAttributeInformation, each checked against GetVolumeInformation and
GetDiskFreeSpace of the same drive, and the buffer rules.

test/exe/ntvolinfo.exe (guests/tests/ntvolinfo.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8, at both widths, but the short
buffers': Windows' I/O manager refuses a buffer smaller than the class's structure with
STATUS_INFO_LENGTH_MISMATCH (0xc0000004), where Wine 8 answers STATUS_BUFFER_TOO_SMALL
(0xc0000023) for FILE_FS_SIZE_INFORMATION, and a file system fills what fits of a
name with STATUS_BUFFER_OVERFLOW (0x80000005; Windows' FastFat sample), where Wine 8
answers STATUS_SUCCESS.
"""

from paths import guest_exe

EXPECTED = [
    'volume: 0x0 information 18 (18 + label 1)',
    '  serial as GetVolumeInformation: 1, label as it: 1, objects 1',
    'size: 0x0 information 24',
    '  as GetDiskFreeSpace: spc 1 bps 1 total 1',
    'full size: 0x0 information 32',
    '  as GetDiskFreeSpace: spc 1 bps 1 total 1, caller <= actual 1',
    'attribute: 0x0 information 20 (12 + name 1)',
    '  as GetVolumeInformation: flags 1, longest name 1, name 1',
    'attribute in 8 bytes: 0xc0000004',
    'attribute in 12 bytes: 0xc0000004',
    'attribute in 16 bytes: 0x80000005 information 16, name length 4',   # Wine: 0x0
    'attribute in 17 bytes: 0x80000005 information 17, name length 5',   # Wine: 0x0
    'attribute in 18 bytes: 0x80000005 information 18, name length 6',   # Wine: 0x0
    'attribute in 20 bytes: 0x0 information 20, name length 8',
    'attribute in 24 bytes: 0x0 information 20, name length 8',
] + ['size in %d bytes: 0xc0000004' % n for n in (8, 12, 16, 17, 18, 20)] + [  # Wine: 0xc0000023
    'size in 24 bytes: 0x0',
]


def test_volume_information_classes(boot, tmp_path, width):
    d = boot(guest_exe("ntvolinfo", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
