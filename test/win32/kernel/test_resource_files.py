"""Resources of files on disk (issue 23, "Programs in the wild": rcedit 4.0.1's
rcedit.exe and rcedit-x64.exe, MSVC-built, load a program with
LoadLibraryEx(LOAD_LIBRARY_AS_DATAFILE) and rewrite it with BeginUpdateResource /
UpdateResource / EndUpdateResource; docs/dlls.md "Loading a file for its resources" and
"Changing a file's resources").

test/exe/resupdate.exe (guests/tests/resupdate.c) works on copies of winmine.exe. The
expected lines are what the same binary prints under Wine 8 (its x86-64 build prints the
same under 64-bit Wine), the files' sizes and checksums included: the rewritten resource
section is laid out byte for byte as Wine lays it out. Three lines differ on purpose:

- deleting a resource (UpdateResource with no data) deletes it; Wine 8 queues the
  deletion but then adds the file's copy back when it writes, so its t1.exe keeps MYTYPE;
- BeginUpdateResource of a missing file fails with ERROR_FILE_NOT_FOUND and of a file
  that is not a program with ERROR_BAD_EXE_FORMAT; Wine 8 leaves the error at 0.
"""

import shutil

from paths import app_exe, guest_exe

EXPECTED = [
    'datafile: loaded=1 tag=1',
    'types=3',
    'version found=0 size=0',
    'missing name: found=0 err=1814',
    'missing type: found=0 err=1813',
    'LoadString(1)=0',
    'GetProcAddress=0',
    'FreeLibrary=1',
    'image resource: loaded=1 tag=2 version found=0',
    'missing file: loaded=0 err=2',
    'text file: loaded=0 err=193',
    'begin=1',
    'update rcdata=1',
    'update named=1',
    'replace rcdata=1',
    'data without size=0 err=0',
    'end=1',
    't1.exe: size=34304 sum=28ae1834 loaded=1',
    '  types=5 RCDATA: #7',
    '  MYTYPE: NAMED',
    '  find: size=7 data=SEVEN!!',
    '  find: size=11 data=named data!',
    '  menu 1 found=1',
    'delete named=1',
    'end=1',
    # Wine: the same as before the deletion (see the module's docstring)
    't1.exe: size=33792 sum=cfd82e8c loaded=1',
    '  types=4 RCDATA: #7',
    '  MYTYPE: (none, err=1813)',
    '  find: size=7 data=SEVEN!!',
    '  find: none err=1813',
    '  menu 1 found=1',
    'discard=1',
    't2.exe: size=33792 sum=72151888 loaded=1',
    '  types=3 RCDATA: (none, err=1813)',
    '  MYTYPE: (none, err=1813)',
    '  find: none err=1813',
    '  find: none err=1813',
    '  menu 1 found=1',
    # Wine: "1 0"; Windows keeps the handle's block locked too (Wine's resource.c
    # unlocks it through the pointer GlobalLock gave and expects nonzero)
    'handle block: 1, name 1, still locked after unlock: 1 1',
    'discard=1',
    'end again=0 err=0',
    'end=1',
    't3.exe: size=32768 sum=1bf4886a loaded=1',
    '  types=1 RCDATA: #7',
    '  MYTYPE: (none, err=1813)',
    '  find: size=5 data=alone',
    '  find: none err=1813',
    '  menu 1 found=0',
    'end=1',
    't4.exe: size=53760 found=1 rcsize=20000',
    'begin missing=0 err=2',        # Wine: err=0
    'begin text=0 err=193',         # Wine: err=0
    'done',
]


def _run(boot, tmp_path, width):
    vfs = tmp_path / "vfs"
    vfs.mkdir()
    shutil.copy(app_exe("winmine"), str(vfs / "winmine.exe"))
    d = boot(guest_exe("resupdate", width), settle=False, vfs_root=str(vfs))
    d.run_to_end(3000)
    return d, vfs


def test_files_load_as_data_and_their_resources_are_rewritten_as_wine_does(boot, tmp_path,
                                                                           width):
    d, _ = _run(boot, tmp_path, width)
    assert d.vm.stdout_log == EXPECTED


def test_data_files_are_unmapped_by_free_library(boot, tmp_path):
    """Every LoadLibraryEx(AS_DATAFILE) of the guest is matched by a FreeLibrary: nothing
    stays mapped."""
    d, _ = _run(boot, tmp_path, 4)
    assert d.vm.dlls.datafiles == {}


def test_a_rewritten_file_still_runs(boot, tmp_path):
    """The copy whose resource section grew past its pages (t4.exe: the relocations
    moved up, their directory with them) still loads, relocates and shows its window."""
    _, vfs = _run(boot, tmp_path, 4)
    d = boot(str(vfs / "t4.exe"), vfs_root=str(vfs))
    assert d.vm.machine.fault is None
    assert d.client_origin("Minesweeper") is not None


def test_the_section_layout_follows_the_resources():
    """rewrite(): the resource section's directory points at the new data, the image
    size and the relocations after it follow, and the file reads back the same tree."""
    from wineagent.win32.kernel.resupdate import read_resources, rewrite
    import pefile
    with open(app_exe("winmine"), "rb") as f:
        data = f.read()
    tree = read_resources(data, "winmine.exe")
    tree.setdefault(10, {})["BIG"] = {0x409: (0, b"x" * 9000)}
    new = rewrite(data, tree)
    assert read_resources(new, "new.exe") == tree
    pe = pefile.PE(data=new)
    rsrc, = [s for s in pe.sections if s.Name.rstrip(b"\0") == b".rsrc"]
    reloc, = [s for s in pe.sections if s.Name.rstrip(b"\0") == b".reloc"]
    assert pe.OPTIONAL_HEADER.DATA_DIRECTORY[5].VirtualAddress == reloc.VirtualAddress
    assert reloc.VirtualAddress == rsrc.VirtualAddress + rsrc.Misc_VirtualSize
    assert reloc.PointerToRawData == rsrc.PointerToRawData + rsrc.SizeOfRawData
    assert pe.OPTIONAL_HEADER.SizeOfImage == reloc.VirtualAddress + 0x1000
