"""KERNEL32's geographical locations: GetGeoInfo (A, W, Ex) and EnumSystemGeoID over
Windows' table of nations and regions (``kernel/geodata.py``), and the user's location:
GetUserGeoID, SetUserGeoID, SetUserGeoName and GetUserDefaultGeoName over the registry's
HKCU\\Control Panel\\International\\Geo ("Nation", "Region", "Name"), the United
States (``kernel/locale.py``) and the world while it holds none.

Every location answers its codes: GEO_ISO2 / GEO_ISO3 ("XX" for a region), GEO_ISO_UN_NUMBER,
GEO_PARENT (the region it is part of; the world's is itself), GEO_DIALINGCODE,
GEO_CURRENCYCODE / GEO_CURRENCYSYMBOL, GEO_ID and GEO_NAME (a nation's two-letter code, a
region's M.49 number); GEO_NATION only for a nation (a region answers 0, no error, as
Windows 10). The names, RFC 1766 name, coordinates, LCID, languages and time zones are
the United States' only: another location's stop the guest naming them. An unassigned
GEOID is 0 with ERROR_INVALID_PARAMETER; a GEOTYPE Windows lacks ERROR_INVALID_FLAGS.

ICU's time zone detection (DuckDB's start-up) asks GetUserGeoID(GEOCLASS_NATION) and then
GEO_ISO2 of that nation.
"""
from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER)
from ...kernel.locale import GEOID_US, GEOID_WORLD, GEOTYPES, geo_info
from ...core.dllnames import KERNEL32
from ...kernel.regdefaults import HKCU
from ...kernel.registry import REG_SZ
from ...kernel.geodata import GEO_LOCATIONS
from .locale import answer_text

GEOCLASS_ALL, GEOCLASS_REGION, GEOCLASS_NATION = 0, 14, 16
GEOID_NOT_AVAILABLE = -1
GEO_NATION, GEO_ISO2, GEO_ISO3, GEO_RFC1766, GEO_LCID = 1, 4, 5, 6, 7
GEO_ISO_UN_NUMBER, GEO_PARENT, GEO_DIALINGCODE, GEO_CURRENCYCODE = 12, 13, 14, 15
GEO_CURRENCYSYMBOL, GEO_NAME, GEO_ID = 16, 17, 18
#: GEOID -> its row of GEO_LOCATIONS
_BY_GEOID = {row[0]: row for row in GEO_LOCATIONS}
#: upper-case two-letter code -> the nation's row
_BY_ISO2 = {row[2]: row for row in GEO_LOCATIONS if row[1] != "R"}


#: The user's location in the registry (HKCU): its "Nation" and "Region" GEOIDs and
#: "Name" (a nation's two-letter code or a region's M.49 number), as Windows keeps them.
GEO_KEY = "Control Panel\\International\\Geo"


def _geo_values(c):
    """{lower-case value name: string} of the user's Geo key (empty when there is none)."""
    registry = c.vm.registry
    key = registry.find(registry.roots[HKCU], GEO_KEY)
    if key is None:
        return {}
    return {n: v[2] for n, v in key.values.items() if isinstance(v[2], str)}


def _geoid(text, classes):
    """The row of the GEOID spelt ``text`` when its class is one of ``classes``, or None."""
    try:
        row = _BY_GEOID.get(int(text))
    except (TypeError, ValueError):
        return None
    return row if row is not None and row[1] in classes else None


def _user_geoid(c, geoclass):
    """The user's nation or region: the registry's, else the United States / the world."""
    values = _geo_values(c)
    if geoclass == GEOCLASS_NATION:
        row = _geoid(values.get("nation"), "NB")
        return row[0] if row else GEOID_US
    row = _geoid(values.get("region"), "R")
    return row[0] if row else GEOID_WORLD


def _set_geo(c, name, nation=None, region=None):
    """Store the user's location's name and (when given) its nation or region GEOID."""
    registry = c.vm.registry
    key, _created = registry.create(registry.roots[HKCU], GEO_KEY)
    registry.set_value(key, "Name", REG_SZ, name)
    if nation is not None:
        registry.set_value(key, "Nation", REG_SZ, str(nation))
    if region is not None:
        registry.set_value(key, "Region", REG_SZ, str(region))


@api(KERNEL32, "GetUserGeoID", "DWORD geoclass", widths=BOTH)
def GetUserGeoID(c, geoclass):
    """The user's nation (the United States unless set) or region (the world unless
    set); any other class is GEOID_NOT_AVAILABLE."""
    if geoclass in (GEOCLASS_NATION, GEOCLASS_REGION):
        return _user_geoid(c, geoclass)
    return GEOID_NOT_AVAILABLE & 0xFFFFFFFF


@api(KERNEL32, "SetUserGeoID", "DWORD geoid", widths=BOTH)
def SetUserGeoID(c, geoid):
    """Make location ``geoid`` the user's: a nation its nation (and name, its two-letter
    code), a region its region (and name, its M.49 number; 333, the former Netherlands
    Antilles, is kept as a region named "AN"). An unknown GEOID: FALSE,
    ERROR_INVALID_PARAMETER."""
    row = _BY_GEOID.get(geoid)
    if row is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if row[1] == "R":
        _set_geo(c, row[4], region=geoid)
    elif row[1] == "B":                  # 333: named by its code, kept as a region
        _set_geo(c, row[2], region=geoid)
    else:
        _set_geo(c, row[2], nation=geoid)
    return 1


@api(KERNEL32, "SetUserGeoName", "LPCWSTR name", widths=BOTH)
def SetUserGeoName(c, name):
    """Make the location named ``name`` the user's: a nation's two-letter code (any case;
    "XX", the unknown nation, names the world: "001") or a region's M.49 number. Anything
    else (NULL, an unknown code, "150a"): FALSE, ERROR_INVALID_PARAMETER."""
    text = name or ""
    row = None
    if len(text) == 2 and text.isalpha():
        row = _BY_ISO2.get(text.upper())
    elif len(text) == 3 and text.isdigit():
        row = next((r for r in GEO_LOCATIONS if r[1] == "R" and r[4] == text), None)
    if row is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if row[1] == "N" and row[2] == "XX":
        _set_geo(c, _BY_GEOID[GEOID_WORLD][4], region=GEOID_WORLD)
    elif row[1] == "R":
        _set_geo(c, row[4], region=row[0])
    else:
        _set_geo(c, row[2], nation=row[0])
    return 1


def _field(row, geotype):
    """The string GetGeoInfo answers for ``geotype`` of location ``row``; None for
    GEO_NATION of a region; Unimplemented-worthy types give False."""
    geoid, cls, iso2, iso3, un, parent, dial, currency, symbol = row
    if geotype == GEO_NATION:
        return str(geoid) if cls == "N" else None
    fields = {GEO_ISO2: iso2, GEO_ISO3: iso3, GEO_ISO_UN_NUMBER: un, GEO_PARENT: str(parent),
              GEO_DIALINGCODE: dial, GEO_CURRENCYCODE: currency, GEO_CURRENCYSYMBOL: symbol,
              GEO_ID: str(geoid), GEO_NAME: iso2 if cls != "R" else un}
    if geotype in fields:
        return fields[geotype]
    return geo_info(geotype) if geoid == GEOID_US else False


def _geo_answer(c, row, geotype, buf, size):
    if geotype not in GEOTYPES:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    text = _field(row, geotype)
    if text is None:
        return 0
    if text is False:
        raise Unimplemented("KERNEL32.dll!%s (GEOTYPE %d of GEOID %d; only the codes, or "
                            "the United States')" % (c.spec.name, geotype, row[0]))
    need = len(text) + 1 if c.wide else len(text.encode("cp1252", "replace")) + 1
    if 0 < size < need and buf:
        # a buffer too small takes what fits (no NUL), as Windows writes it, then fails
        c.vm.mem.write(buf, text[:size].encode("utf-16-le") if c.wide
                       else text.encode("cp1252", "replace")[:size])
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    return answer_text(c, text, buf, size)


@api(KERNEL32, "GetGeoInfo{AW}", "DWORD geoid, DWORD geotype, LPVOID buf, int size, WORD lang", widths=BOTH)
def GetGeoInfo(c, geoid, geotype, buf, size, lang):
    """What the location ``geoid`` is (its codes, parent region, currency): the string
    and its length with the NUL; size 0 asks the length. An unknown GEOID: 0 with
    ERROR_INVALID_PARAMETER."""
    row = _BY_GEOID.get(geoid)
    if row is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _geo_answer(c, row, geotype, buf, size)


@api(KERNEL32, "GetGeoInfoEx", "LPVOID location, DWORD geotype, LPVOID buf, int size", widths=BOTH)
def GetGeoInfoEx(c, location, geotype, buf, size):
    """GetGeoInfo of a location named by its ISO 3166-1 two-letter code (any case).
    GEO_NATION, GEO_LCID and GEO_RFC1766 are not asked this way (ERROR_INVALID_FLAGS);
    a name that is no nation's two-letter code (a UN M.49 number) is
    ERROR_INVALID_PARAMETER."""
    c.wide = True
    name = c.vm.mem.wstr(location) if location else ""
    if geotype in (GEO_NATION, GEO_LCID, GEO_RFC1766):
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    row = _BY_ISO2.get(name.upper()) if len(name) == 2 and name.isalpha() else None
    if row is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _geo_answer(c, row, geotype, buf, size)


@api(KERNEL32, "EnumSystemGeoID", "DWORD geoclass, DWORD parent, LPVOID func", widths=BOTH)
def EnumSystemGeoID(c, geoclass, parent, func):
    """Call ``func(geoid)`` for each nation (GEOCLASS_NATION), region (GEOCLASS_REGION,
    333 among them: Windows lists it so)
    or both (GEOCLASS_ALL), only those directly under ``parent`` when it is not 0, until
    it answers FALSE. No callback: ERROR_INVALID_PARAMETER (before the class); another
    class: ERROR_INVALID_FLAGS. The world is its own parent: it is among its regions."""
    vm = c.vm
    if not func:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    classes = {GEOCLASS_NATION: "N", GEOCLASS_REGION: "RB", GEOCLASS_ALL: "NRB"}.get(geoclass)
    if classes is None:
        vm.last_error = ERROR_INVALID_FLAGS
        return 0
    for geoid, cls, *_rest in GEO_LOCATIONS:
        row = _BY_GEOID[geoid]
        if cls not in classes or (parent and row[5] != parent):
            continue
        r = yield GuestCall(func, (geoid,))
        if not r & 0xFFFFFFFF:        # a BOOL: EAX's 32 bits
            break
    return 1


@api(KERNEL32, "GetUserDefaultGeoName", "LPVOID buf, int size", widths=BOTH)
def GetUserDefaultGeoName(c, buf, size):
    """The user's location's name: the registry's "Name", else its nation's two-letter
    code, else its region's M.49 number ("001" when the region is none), "US" when the
    registry holds no location; its length with the NUL, size 0 asking the length. A
    NULL buffer of a size: ERROR_INVALID_PARAMETER."""
    c.wide = True
    if not buf and size:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    values = _geo_values(c)
    if not values:
        name = geo_info(GEO_ISO2)
    elif "name" in values:
        name = values["name"]
    elif _geoid(values.get("nation"), "NB"):
        name = _geoid(values["nation"], "NB")[2]
    else:
        row = _geoid(values.get("region"), "R")
        name = row[4] if row else _BY_GEOID[GEOID_WORLD][4]
    return answer_text(c, name, buf, size)
