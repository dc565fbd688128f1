"""KERNEL32's geographical location: GetUserGeoID, GetUserDefaultGeoName and GetGeoInfo
(A, W, Ex) over the user's one location, the United States (``kernel/locale.py``).

ICU's time zone detection (DuckDB's start-up) asks GetUserGeoID(GEOCLASS_NATION) and then
GEO_ISO2 of that nation. Another GEOID, and the GEOTYPEs the table lacks, stop the guest
naming them.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER
from ...kernel.locale import GEOID_US, GEOID_WORLD, GEOTYPES, geo_info
from ...core.dllnames import KERNEL32
from .locale import answer_text

GEOCLASS_REGION, GEOCLASS_NATION = 14, 16
GEOID_NOT_AVAILABLE = -1
GEO_NATION, GEO_ISO2, GEO_RFC1766, GEO_LCID = 1, 4, 6, 7


@api(KERNEL32, "GetUserGeoID", "DWORD geoclass", widths=BOTH)
def GetUserGeoID(c, geoclass):
    """The user's nation (the United States) or region (the world); any other class is
    GEOID_NOT_AVAILABLE."""
    if geoclass == GEOCLASS_NATION:
        return GEOID_US
    if geoclass == GEOCLASS_REGION:
        return GEOID_WORLD
    return GEOID_NOT_AVAILABLE & 0xFFFFFFFF


def _geo_answer(c, geotype, buf, size):
    if geotype not in GEOTYPES:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    text = geo_info(geotype)
    if text is None:
        raise Unimplemented("KERNEL32.dll!%s (GEOTYPE %d)" % (c.spec.name, geotype))
    return answer_text(c, text, buf, size)


@api(KERNEL32, "GetGeoInfo{AW}", "DWORD geoid, DWORD geotype, LPVOID buf, int size, WORD lang", widths=BOTH)
def GetGeoInfo(c, geoid, geotype, buf, size, lang):
    """What the nation ``geoid`` is (its codes, names, parent region, currency): the
    string and its length with the NUL; size 0 asks the length."""
    if geoid != GEOID_US:
        raise Unimplemented("KERNEL32.dll!%s (GEOID %d; only the United States exists)"
                            % (c.spec.name, geoid))
    return _geo_answer(c, geotype, buf, size)


@api(KERNEL32, "GetGeoInfoEx", "LPVOID location, DWORD geotype, LPVOID buf, int size", widths=BOTH)
def GetGeoInfoEx(c, location, geotype, buf, size):
    """GetGeoInfo of a location named by its ISO 3166-1 two-letter code (any case).
    GEO_NATION, GEO_LCID and GEO_RFC1766 are not asked this way (ERROR_INVALID_FLAGS);
    a name that is no two-letter code is ERROR_INVALID_PARAMETER."""
    c.wide = True
    name = c.vm.mem.wstr(location) if location else ""
    if geotype in (GEO_NATION, GEO_LCID, GEO_RFC1766):
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    if len(name) != 2 or not name.isalpha():
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if name.upper() != "US":
        raise Unimplemented("KERNEL32.dll!GetGeoInfoEx (location %r; only the United States "
                            "exists)" % name)
    return _geo_answer(c, geotype, buf, size)


@api(KERNEL32, "GetUserDefaultGeoName", "LPVOID buf, int size", widths=BOTH)
def GetUserDefaultGeoName(c, buf, size):
    """The user's location as its two-letter code ("US"); size 0 asks the length."""
    c.wide = True
    return answer_text(c, geo_info(GEO_ISO2), buf, size)
