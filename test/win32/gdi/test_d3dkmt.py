"""GDI32's D3DKMT adapter thunks (win32/dlls/gdi32/d3dkmt.py): the display's adapter
opened by GDI display name, LUID and device path, and closed; its LUID and source id are
QueryDisplayConfig's, and SetupAPI's monitor device properties
(SetupDiGetDevicePropertyW: DEVPROPKEY_MONITOR_GPU_LUID, DEVPROPKEY_MONITOR_OUTPUT_ID)
name the same adapter and target.

test/exe/d3dkmt.exe (guests/tests/d3dkmt.c; its x86-64 build prints the same but for the
pointer-holding structure's size) prints a line per check; EXPECTED is what Wine 8
prints, differences named below.
"""

from paths import guest_exe

#: Wine 8's lines, except: DisplayConfigGetDeviceInfo answers the adapter's device path
#: here (Wine 8: ERROR_NOT_SUPPORTED, 50), so the two lines opening the adapter by that
#: path are ours (the status Windows documents: success, the same LUID).
EXPECTED = [
    'query=0',
    'open gdi=0 handle=1 luid-matches-ccd=1 source=0 source-matches-ccd=1',
    'open gdi lower=0 distinct=1',
    'close second=0',
    'open gdi DISPLAY9=0xc0000001',
    'open gdi nonsense=0xc0000001',
    'open device=0 luid-matches=1',
    'close device=0',
    'open device null name=0xc000000d',
    'open luid=0 handle=1',
    'close luid=0',
    'close=0',
    'close again=0xc000000d',
    'close zero=0xc000000d',
    'close null=0xc000000d',
    'open gdi null=0xc0000001',
    # SetupAPI's monitor (win32/dlls/setupapi/devprop.py) names the same adapter and target
    'monitor device=1',
    'gpu luid=1 type-size=8 need=8 matches-ccd=1',
    'output id=1 type=7 need=4 matches-target=1',
    'output id (size)=0 err=122 need=4',
    'no such key=0 err=1168 type=0 need=0',
    'null key=0 err=13',
    'null type=0 err=1784',
    'flags=0 err=1004',
]


def test_d3dkmt_opens_and_closes_the_display_adapter(boot, tmp_path, width):
    d = boot(guest_exe("d3dkmt", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    sizes = "sizes gdi=80 luid=12 dev=%d" % (16 if width == 4 else 24)
    assert d.vm.stdout_log == [sizes] + EXPECTED
