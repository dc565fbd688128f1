"""What busybox-w32's ls and sh asked for after the token family: a file's security
descriptor (dlls/advapi32/objsec.py: GetSecurityInfo, GetNamedSecurityInfo; acl.py:
GetSecurityDescriptorControl), GetCompressedFileSize, GetProcessTimes, folders opened with
FILE_FLAG_BACKUP_SEMANTICS, SetFileTime with FILE_WRITE_ATTRIBUTES and
GetFinalPathNameByHandle (KERNEL32); USERENV's profile
folders (dlls/userenv/main.py).

test/exe/objsec.exe (guests/tests/objsec.c) prints a line per check; the expected lines are
what the same binary prints under Wine 8 (``xvfb-run -a wine objsec.exe``), and its x86-64
build under 64-bit Wine, except where a comment says why not. The test runs both builds
(the ``width`` fixture).
"""

from paths import guest_exe

EXPECTED = [
    'GetNamedSecurityInfo(exe): rc=0 valid=1 self-relative=1 owner=user group=valid dacl=valid',
    'GetNamedSecurityInfo(missing): rc=2',
    'GetNamedSecurityInfo(missing folder): rc=3',
    'GetSecurityInfo(owner): rc=0 valid=1 self-relative=1 owner=user group=none dacl=none',
    'GetSecurityInfo(group, dacl): rc=0 valid=1 self-relative=1 owner=none group=valid '
    'dacl=valid',
    'GetSecurityInfo(closed handle): rc=6',
    # Wine leaves the last error alone on success (err=3735928559); the documentation has
    # callers read NO_ERROR from GetLastError to tell a size of INVALID_FILE_SIZE apart.
    'GetCompressedFileSize=1234 high=0 err=0',
    'GetCompressedFileSize(missing)=ffffffff err=2',
    'CreateFile(folder)=0 err=5',
    'CreateFile(folder, OPEN_ALWAYS, backup)=1 err=183',
    'CreateFile(folder, backup)=1 err=0 type=1',
    'GetFileInformationByHandle(folder)=1 dir=1 size=0,0',
    'GetFileTime(folder)=1',
    'ReadFile(folder)=0 err=1',
    'GetSecurityInfo(folder): rc=0 valid=1 self-relative=1 owner=user group=none dacl=none',
    'GetFinalPathNameByHandle(DOS)=1 prefix=\\\\?\\ tail=\\objsec dir',
    'GetFinalPathNameByHandle(NONE)=1 first=\\ tail=\\objsec dir',
    # The A variant's size for too small a buffer leaves out the NUL (+0), as Wine's.
    'GetFinalPathNameByHandle(small)=0 (+0)',
    'GetFinalPathNameByHandle(bad flags)=0 err=87',
    'SetFileTime(file, FILE_WRITE_ATTRIBUTES)=1 err=0',
    'GetFileTime(file)=2020-01-01',
    'SetFileTime(folder, FILE_WRITE_ATTRIBUTES)=1 err=0',
    'GetFileTime(folder)=2020-01-01',
    # Wine 8 sets the time through a handle opened for GENERIC_READ alone (=1); the
    # documentation asks for FILE_WRITE_ATTRIBUTES.
    'SetFileTime(read only)=0 err=5',
    'CreateFile(folder, CREATE_ALWAYS, backup)=0 err=80',
    'RemoveDirectory=1',
    'GetProcessTimes=1 created-before-now=1 exit=0,0',
    'GetProcessTimes(bad)=0 err=6',
    'GetUserProfileDirectory=1 same=1 size-ok=1',
    'GetUserProfileDirectory(small)=0 err=122 size-ok=1',
    'GetUserProfileDirectory(bad token)=0 err=6',
    'GetProfilesDirectory=1 same=1',
    # Wine 8's GetAllUsersProfileDirectory is a stub (FALSE, "same=0"); Windows answers
    # the ALLUSERSPROFILE folder.
    'GetAllUsersProfileDirectory=1 same=1',
    'done',
]


def test_file_security_and_sizes_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("objsec", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
