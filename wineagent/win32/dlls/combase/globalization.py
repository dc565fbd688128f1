"""COMBASE: the static runtime class Windows.System.UserProfile.GlobalizationPreferences
(Qt 6's QLocale reads the user's UI languages from it through C++/WinRT): its factory's
IGlobalizationPreferencesStatics answers the user's preferences on this desktop, whose
one locale is en-US (kernel/locale.py) — calendars ["GregorianCalendar"], clocks
["12HourClock"], currencies ["USD"], languages ["en-US"], home region "US", weeks
starting on Sunday — as a new Windows 10 user in the United States has them. The class
is static: ActivateInstance answers E_NOTIMPL."""

from ....abi.api import BOTH, api
from ...core.dllnames import COMBASE
from ...core.winerror import E_POINTER
from .collections import string_vector
from .inspectable import declare_interface, iid, new_hstring, register_class

CLASS_NAME = "Windows.System.UserProfile.GlobalizationPreferences"
S_OK = 0
SUNDAY = 0
_LISTS = {"get_Calendars": ["GregorianCalendar"], "get_Clocks": ["12HourClock"],
          "get_Currencies": ["USD"], "get_Languages": ["en-US"]}
_IFACE = "IGlobalizationPreferencesStatics"

register_class(CLASS_NAME, None, [
    (_IFACE, iid("01BF4326-ED37-4E96-B0E9-C1340D1EA158"),
     ("get_Calendars", "get_Clocks", "get_Currencies", "get_Languages",
      "get_HomeGeographicRegion", "get_WeekStartsOn"))])
_statics = declare_interface(_IFACE)


def _declare_list(method, items):
    def handler(c, this, out):
        _statics(c, this)
        if not out:
            return E_POINTER
        c.vm.mem.wptr(out, string_vector(c.vm, items).default)
        return S_OK
    handler.__name__ = method
    handler.__doc__ = "%s::%s: a new IVectorView<String> of %s." % (_IFACE, method, items)
    api(COMBASE, "wineagent.%s_%s" % (_IFACE, method), "LPVOID this, LPVOID out",
        widths=BOTH)(handler)


for _method, _items in _LISTS.items():
    _declare_list(_method, _items)


@api(COMBASE, "wineagent.IGlobalizationPreferencesStatics_get_HomeGeographicRegion",
     "LPVOID this, LPVOID out", widths=BOTH)
def _home_region(c, this, out):
    """IGlobalizationPreferencesStatics::get_HomeGeographicRegion: "US"."""
    _statics(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.wptr(out, new_hstring(c.vm, "US"))
    return S_OK


@api(COMBASE, "wineagent.IGlobalizationPreferencesStatics_get_WeekStartsOn",
     "LPVOID this, LPVOID out", widths=BOTH)
def _week_start(c, this, out):
    """IGlobalizationPreferencesStatics::get_WeekStartsOn: Sunday."""
    _statics(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, SUNDAY)
    return S_OK
