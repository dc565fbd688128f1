"""SHELL32's IsLFNDriveA (#41) and IsLFNDriveW (#42) (dlls/shell32/lfndrive.py): TRUE when
GetVolumeInformation of the path answers a maximum component length over 12; and
IsNetDrive (#66): no drive here is a network drive. Microsoft's
File Manager (winfile) imports both by ordinal and stopped at IsLFNDriveW on opening its
File menu ("Programs in the wild (session 33)" in docs/runtimes.md).

test/exe/lfndrive.exe (guests/tests/lfndrive.c) prints a line per check, the same at both
widths. The expected lines are Wine 8's at both widths but where named below: the
failures are GetVolumeInformation's own (kernel32/handles.py), which IsLFNDrive passes on.
"""

from paths import guest_exe

EXPECTED = [
    'by name: 1 1',
    'C: max component > 12: 1',
    'A C:\\: 1 err=0',
    'A c:/: 1 err=0',
    'A NULL: 1 err=0',
    # "C:" without its backslash: Wine 8's GetVolumeInformation takes it as drive C:
    # (TRUE); ours refuses a root without the backslash GetVolumeInformation's
    # documentation asks for (ERROR_INVALID_NAME).
    'A C:: 0 err=123',
    # a folder that is not a root: Wine 8 says ERROR_DIR_NOT_ROOT (144); ours
    # ERROR_PATH_NOT_FOUND. Both FALSE.
    'A C:\\windows\\: 0 err=3',
    # a drive that does not exist: Wine 8 says ERROR_PATH_NOT_FOUND (3); ours
    # ERROR_FILE_NOT_FOUND. Both FALSE.
    'A Q:\\: 0 err=2',
    'W C:\\: 1 err=0',
    'W NULL: 1 err=0',
    'W C:: 0 err=123',
    'W Q:\\: 0 err=2',
    'IsNetDrive: A=0 C=0 Q=0 -1=0 26=0',   # #66 (winfile's Window > New Window): as Wine 8
]


def test_is_lfn_drive_by_ordinal_and_name(boot, tmp_path, width):
    d = boot(guest_exe("lfndrive", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
