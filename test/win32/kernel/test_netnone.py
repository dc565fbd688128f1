"""MPR's WNet functions and NETAPI32's NetShareEnum on a machine with no network drives
and no network provider (issue 23: Qt 6.8's Qt6Core imports WNetGetUniversalNameW and
NetShareEnum).

test/exe/netnone.exe (guests/tests/netnone.c). The lines are Wine 8's at both widths (it
too has no network provider) but for two: WNetGetLastError, a stub in Wine 8 answering
ERROR_NO_NETWORK, gives NO_ERROR and error 0 as documented (no provider reported an
extended error); NetShareEnum, a stub in Wine 8 answering ERROR_NOT_SUPPORTED (50),
lists no share (NERR_Success, no entries, a NULL buffer: MSDN's answer for an empty
list, this machine sharing nothing).
"""

from paths import guest_exe

EXPECTED = [
    "WNetGetConnectionW Z: 2250 last 2250 len 260",
    "WNetGetConnectionW C: 2250",
    "WNetGetConnectionA C: 2250",
    "WNetGetConnectionW foo: 1200",
    "WNetGetUniversalNameW universal: 2250 last 2250 len 1024",
    "WNetGetUniversalNameW remote: 1222",
    "WNetGetUniversalNameA universal: 2250",
    "WNetGetUniversalNameW level 3: 87",
    "WNetOpenEnumW connected: 1222",
    "WNetOpenEnumW remembered: 1222",
    "WNetAddConnection2W: 1222 last 1222",
    "WNetCancelConnection2W: 1222 last 1222",
    "WNetCancelConnectionW: 1222",
    "WNetGetLastErrorW: 0 err 0",                          # Wine: 1222 err 7 (a stub)
    "NetShareEnum: 0 read 0 total 0 buffer NULL",          # Wine: 50 read 7 total 7 set
]


def test_no_network_drives_no_shares(boot, tmp_path, width):
    d = boot(guest_exe("netnone", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
