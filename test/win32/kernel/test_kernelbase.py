"""kernelbase.dll's functions taken over from advapi32, shlwapi, user32 and version.dll
(docs/dlls.md, "Census and SHLWAPI/ADVAPI32 conformance (this round)"): GetProcAddress
finds them in kernelbase, their first DLL keeps them, and they work called through it.

test/exe/kernelbase_moved.exe (guests/tests/kernelbase_moved.c) prints a line per check;
the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine kernelbase_moved.exe``; its x86-64 build prints the same under
64-bit Wine). The test runs at both widths (the ``width`` fixture).
"""

from paths import guest_exe


def test_kernelbase_exports_what_windows_moved_into_it(boot, tmp_path, width):
    d = boot(guest_exe("kernelbase_moved", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        'kernelbase loaded=1',
        'PathCombineW: kernelbase=1',
        'PathIsUNCW: kernelbase=1',
        'PathIsRelativeA: kernelbase=1',
        'StrStrIW: kernelbase=1',
        'UrlEscapeW: kernelbase=1',
        'HashData: kernelbase=1',
        'RegOpenKeyExW: kernelbase=1',
        'RegQueryValueExW: kernelbase=1',
        'RegCloseKey: kernelbase=1',
        'RegGetValueW: kernelbase=1',
        'AllocateAndInitializeSid: kernelbase=1',
        'CharUpperW: kernelbase=1',
        'LoadStringW: kernelbase=1',
        'GetFileVersionInfoSizeW: kernelbase=1',
        'CreateFileW: kernelbase=1',
        'RegCloseKey in advapi32=1, PathCombineW in shlwapi=1',
        'PathCombineW=C:\\dir\\file.txt',
        'RegOpenKeyExW=0 RegCloseKey=0',
        'CharUpperW=MIXED',
        'done',
    ]
