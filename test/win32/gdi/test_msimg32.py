"""msimg32.dll (issue 23, docs/runtimes.md "Programs in the wild (session 32): GUI
programs"): elaverick/slate imports AlphaBlend from it and stopped there on its first
paint, msimg32 being a Windows DLL we did not provide. Its three drawing functions are
GDI32's GdiAlphaBlend, GdiTransparentBlt and GdiGradientFill (``also``).

test/exe/msimg32.exe (guests/tests/msimg32.c) imports the three, finds them with
GetProcAddress and reads pixels back. The expected lines are what the same binary prints
under Wine 8 (``xvfb-run -a wine msimg32.exe``; the x86-64 build prints the same under
64-bit Wine). The test runs at both widths.
"""

from paths import guest_exe

EXPECTED = [
    "LoadLibrary(msimg32.dll): 1",
    "GetProcAddress: AlphaBlend 1 TransparentBlt 1 GradientFill 1",
    "AlphaBlend: 1",
    "  blended (4,4)=808080",
    "  outside (20,20)=000000",
    "TransparentBlt: 1",
    "  copied (2,2)=0000ff",
    "  keyed out (10,10)=000000",
    "GradientFill: 1",
    "  left (0,2)=000000",
    "  right (31,2)=0000f7",
    "  below (4,20)=ffffff",
]


def test_msimg32_draws(boot, tmp_path, width):
    d = boot(guest_exe("msimg32", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
