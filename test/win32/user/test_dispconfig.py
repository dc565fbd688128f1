"""USER32's display configuration queries (CCD), which SDL2 asks for its displays' names
(docs/runtimes.md, "Programs in the wild (stop 27): SDL"): GetDisplayConfigBufferSizes,
QueryDisplayConfig and DisplayConfigGetDeviceInfo over the one display
(win32/dlls/user32/displayconfig.py).

test/exe/dispconfig.exe (guests/tests/dispconfig.c; its x86-64 build prints the same) prints
a line per check; EXPECTED is what Wine 8 prints for it, differences named below.
"""

from paths import guest_exe

#: Wine's lines (the same at both widths), except: the screen is this desktop's 640x480
#: (at 32 bits per pixel, DISPLAYCONFIG_PIXELFORMAT_32BPP, 4, as Wine's) where Wine's Xvfb
#: screen is 1280x1024; the monitor is named as EnumDisplayDevices names it ("Generic
#: Non-PnP Monitor"; Wine: "Display1"); and the adapter's device path and the target's
#: preferred mode are answered, where Wine 8 has neither (ERROR_NOT_SUPPORTED, 50).
EXPECTED = [
    'sizes(active)=0 paths=1 modes=2',
    'sizes(all)=0 nonzero=1',
    'sizes(0)=87',
    'sizes(null)=87',
    'struct sizes path=72 mode=64 src=84 tgt=420 pref=80 adapter=276',
    'query(too small)=122',
    'query=0 paths=1 modes=2',
    'path flags=1 src id=0 idx=1 status=1 tgt idx=0 avail=1 status=1 rot=1 scaling=1',
    'mode 0 target active 640x480 total-ok=1',
    'mode 1 source 640x480 fmt=4 at 0,0',
    'adapter ids equal=1',
    'source name=0 \\\\.\\DISPLAY1',
    'source name (short)=87',
    'source name (bad id)=31',
    'target name=0 friendly=Generic Non-PnP Monitor has-path=1',
    'adapter name=0 has-path=1',
    'preferred=0 640x480',
    'unknown type=87',
    'null=31',
]


def test_display_config_describes_the_one_display(boot, tmp_path, width):
    d = boot(guest_exe("dispconfig", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
