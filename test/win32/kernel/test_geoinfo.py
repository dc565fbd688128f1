"""The user's geographical location (issue 23, "Programs in the wild (session 31)": DuckDB's
ICU asks GetUserGeoID(GEOCLASS_NATION) and GEO_ISO2 of it at start-up, and stopped at
GetUserGeoID).

test/exe/geoinfo.exe (guests/tests/geoinfo.c) asks the user's nation and region, every
GEOTYPE of the nation through GetGeoInfoW (but latitude, longitude, LCID, time zones and
official languages, which stay unimplemented here), sizes and short buffers, GetGeoInfoA,
GetUserDefaultGeoName and GetGeoInfoEx by two-letter name. Wine 8's lines, 32- and 64-bit,
but for the names Wine 8 does not have (ERROR_CALL_NOT_IMPLEMENTED, 120): GEO_RFC1766,
GEO_FRIENDLYNAME, GEO_OFFICIALNAME and GEO_NAME answer as Windows documents them.
"""

from paths import guest_exe

EXPECTED = [
    'nation 244 region 39070',
    'class 99: -1 err 0',
    'W 1: 4 [244] err 0',
    'W 4: 3 [US] err 0',
    'W 5: 4 [USA] err 0',
    'W 6: 6 [en-US] err 0',                       # Wine: 0 [] err 120
    'W 8: 14 [United States] err 0',              # Wine: 0 [] err 120
    'W 9: 25 [United States of America] err 0',   # Wine: 0 [] err 120
    'W 12: 4 [840] err 0',
    'W 13: 6 [23581] err 0',
    'W 14: 2 [1] err 0',
    'W 15: 4 [USD] err 0',
    'W 16: 2 [$] err 0',
    'W 17: 3 [US] err 0',                         # Wine: 0 [] err 120
    'W 18: 4 [244] err 0',
    'W 19: 0 err 1004',
    'W size: 4 err 0',
    'W short: 0 err 122',
    'A iso2: 3 [US] err 0',
    'A un: 4 [840] err 0',
    'A size: 4 err 0',
    'default name: 3 [US] err 0',
    'default size: 3 err 0',
    'default short: 0 err 122',
    'Ex US 1: 0 [] err 1004',
    'Ex US 4: 3 [US] err 0',
    'Ex US 5: 4 [USA] err 0',
    'Ex US 12: 4 [840] err 0',
    'Ex US 14: 2 [1] err 0',
    'Ex US 15: 4 [USD] err 0',
    'Ex US 7: 0 [] err 1004',
    'Ex us: 4 [USA] err 0',
    'Ex USA: 0 [] err 87',
    'Ex 840: 0 [] err 87',
    'done',
]


def test_user_geo_location(boot, tmp_path, width):
    d = boot(guest_exe("geoinfo", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
