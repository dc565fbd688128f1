"""DllGetVersion of comctl32, shell32 and shlwapi (issue 23, "Programs in the wild":
every mCtrl program asks comctl32's version before it registers its first class).

test/exe/dllversion.exe (guests/tests/dllversion.c) calls each DLL's DllGetVersion with a
DLLVERSIONINFO, a DLLVERSIONINFO2 and two wrong sizes. The answers are Windows 10's, the
Windows this desktop is (core/winver.py): comctl32 5.82 (outside a Common Controls 6
activation context; 6.10 inside one), shell32 and shlwapi 6.0, build 19045,
DLLVER_PLATFORM_NT (2), as
shlwapi.h documents dwPlatformID. Wine 8 prints the same lines but for its own numbers:
comctl32 5.81 build 2919, shell32 6.0 build 2900, shlwapi 6.0 build 2800, and platform
IDs 6304 (comctl32) and 6242 (shell32) that are not DLLVER_PLATFORM_* values (shlwapi
says 1); its comctl32 refuses a DLLVERSIONINFO2 with E_INVALIDARG, which Windows'
comctl32 (5.0 and later) fills. Both refuse any other size with E_INVALIDARG and leave
the structure alone. The x86-64 build prints the same lines.
"""

from paths import guest_exe

EXPECTED = [
    'comctl32.dll size 20: hr=00000000 major=5 minor=82 build=19045 platform=2 next=cccccccc',
    'comctl32.dll size 32: hr=00000000 major=5 minor=82 platform=2 flags=00000000'
    ' qfe=000500524a650000',
    'comctl32.dll size 0: hr=80070057 major=cccccccc',
    'comctl32.dll size 24: hr=80070057 major=cccccccc',
    'shell32.dll size 20: hr=00000000 major=6 minor=0 build=19045 platform=2 next=cccccccc',
    'shell32.dll size 32: hr=00000000 major=6 minor=0 platform=2 flags=00000000'
    ' qfe=000600004a650000',
    'shell32.dll size 0: hr=80070057 major=cccccccc',
    'shell32.dll size 24: hr=80070057 major=cccccccc',
    'shlwapi.dll size 20: hr=00000000 major=6 minor=0 build=19045 platform=2 next=cccccccc',
    'shlwapi.dll size 32: hr=00000000 major=6 minor=0 platform=2 flags=00000000'
    ' qfe=000600004a650000',
    'shlwapi.dll size 0: hr=80070057 major=cccccccc',
    'shlwapi.dll size 24: hr=80070057 major=cccccccc',
    'done',
]


def test_dll_get_version_answers_windows_10_versions(boot, tmp_path, width):
    d = boot(guest_exe("dllversion", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
