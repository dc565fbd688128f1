"""NTDLL's file calls as Zig's standard library makes them (issue 23, "Programs in the
wild (stop 26): Zig", docs/runtimes.md): NtCreateFile and NtOpenFile with NT names and
folder handles (dlls/ntdll/createfile.py), NtQueryAttributesFile,
NtQueryVolumeInformationFile's device, NtQueryInformationFile's FileAllInformation,
NtQueryObject's name of a file, NtClose, the mount manager's IOCTL_MOUNTMGR_QUERY_POINTS
(through NtDeviceIoControlFile and DeviceIoControl),
RtlEqualUnicodeString and RtlUpcaseUnicodeChar.

test/exe(64)/nt_files.exe (guests/tests/nt_files.c) prints a line per check; the expected
lines are what the same binaries print under Wine 8 (``xvfb-run -a wine nt_files.exe``;
the x86-64 build under 64-bit Wine prints the same lines). The lines check only the end of
NtQueryObject's name: Windows names a file ``\\Device\\HarddiskVolume1\\...`` (as here),
Wine 8 ``\\??\\Z:\\...``.
"""

from paths import guest_exe

WINE = """\
FILE_CREATE new: status=00000000 info=2
FILE_CREATE existing: status=c0000035
FILE_OPEN_IF existing: status=00000000 info=1
FILE_OPEN existing: status=00000000 info=1
FILE_OPEN missing: status=c0000034
FILE_OPEN in a missing folder: status=c000003a
relative name without a root: status=c000003b
FILE_OPEN_IF new: status=00000000 info=2
FILE_OVERWRITE_IF existing: status=00000000 info=3
FILE_OVERWRITE existing: status=00000000 info=3
FILE_SUPERSEDE existing: status=00000000 info=0
FILE_OVERWRITE missing: status=c0000034
FILE_DELETE_ON_CLOSE without DELETE access: status=c000000d
made nothing=1
FILE_OVERWRITE_IF new, FILE_DELETE_ON_CLOSE: status=00000000 info=2
FILE_DELETE_ON_CLOSE: gone after NtClose=1
FILE_DIRECTORY_FILE|FILE_CREATE: status=00000000 info=2
made a folder=1
FILE_DIRECTORY_FILE|FILE_CREATE existing: status=c0000035
FILE_DIRECTORY_FILE|FILE_OPEN_IF existing: status=00000000 info=1
FILE_DIRECTORY_FILE on a file: status=c0000103
FILE_NON_DIRECTORY_FILE on a folder: status=c00000ba
a folder without either option: status=00000000 info=1
NtOpenFile(the current folder): status=00000000 info=1
below the folder handle: ntf_a.txt: status=00000000 info=1
read through it: hello
below the folder handle: ntf_dir: status=00000000 info=1
below the folder handle: an absolute name: status=c000000d
NtClose(closed handle)=c0000008
NtQueryAttributesFile(file)=00000000 attrs=0x20
NtQueryAttributesFile(folder)=00000000 attrs=0x10
NtQueryAttributesFile(missing)=c0000034
open ntf_a.txt to query: status=00000000 info=1
FileFsDeviceInformation(file)=00000000 type=0x8 characteristics=0x20 info=8
FileAllInformation=00000000 size=5 links=1 info=name+100 ends with ntf_a.txt=1
FileAllInformation(90 bytes)=c0000004
FileAllInformation(102 bytes)=c0000004
FileAllInformation(104 bytes)=80000005 info=104
NtQueryObject(name)=00000000 ends with ntf_a.txt=1
NUL: status=00000000 info=1
FileFsDeviceInformation(NUL)=00000000 type=0x15
MountPointManager: status=00000000 info=1
IOCTL_MOUNTMGR_QUERY_POINTS=00000000 \\DosDevices\\C: found=1
IOCTL_MOUNTMGR_QUERY_POINTS(8 bytes)=c000000d
IOCTL_MOUNTMGR_QUERY_POINTS(32 bytes)=80000005 size>32=1 count>0=0
DeviceIoControl(QUERY_POINTS)=1 returned is the size=1
DeviceIoControl(QUERY_POINTS, 32 bytes)=0 err=234
RtlEqualUnicodeString: ignoring case=1 exact=0 shorter=0
RtlUpcaseUnicodeChar: a=0041 e9=00c9 ff=0178 3b1=0391 df=00df 1=0031
done"""


def test_nt_files(boot, tmp_path, width):
    d = boot(guest_exe("nt_files", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == WINE.splitlines()


def test_a_file_is_named_on_the_volume_device(boot, tmp_path):
    # Windows' form of NtQueryObject's name (what Zig turns into a DOS path through the
    # mount manager); Wine 8 answers \??\Z:\... instead.
    from wineagent.win32.dlls.ntdll.objects import object_name
    from wineagent.win32.kernel.files import DirectoryObject
    d = boot(guest_exe("nt_files", 4), settle=False, vfs_root=str(tmp_path / "vfs"))
    vm = d.vm
    (tmp_path / "vfs" / "sub").mkdir()
    assert object_name(vm, DirectoryObject(vm, str(tmp_path / "vfs" / "sub"))) == \
        "\\Device\\HarddiskVolume1\\sub"
    assert object_name(vm, DirectoryObject(vm, str(tmp_path / "vfs"))) == \
        "\\Device\\HarddiskVolume1\\"
