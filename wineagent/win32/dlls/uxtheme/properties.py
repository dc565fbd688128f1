"""UXTHEME: a theme's properties and its text drawing, on a desktop with no visual style
active (main.py): OpenThemeData gives no theme, so every function taking a theme handle
answers E_HANDLE (IsThemeBackgroundPartiallyTransparent: FALSE) and the caller takes
its classic path — what Qt 6's "windowsvista" style asks (GetThemeColor, GetThemeInt,
GetThemeMargins...) while Windows Classic is in use. GetThemeSysFont is the exception
its documentation makes: with no theme (NULL) it answers the system's own fonts, those
of SystemParametersInfo's NONCLIENTMETRICS and ICONMETRICS."""

from ....abi.api import BOTH, api
from ...core.dllnames import UXTHEME
from ...core.winerror import E_HANDLE, E_INVALIDARG
from ...user.sysparams import logfont

S_OK = 0
STG_E_INVALIDPARAMETER = 0x80030057
#: TMT_CAPTIONFONT .. TMT_ICONTITLEFONT, and whether the font is bold (NONCLIENTMETRICS'
#: caption fonts are).
_SYS_FONTS = {801: 700, 802: 700, 803: 400, 804: 400, 805: 400, 806: 400}

for _name, _params in (
        ("GetThemeColor", "HANDLE theme, INT part, INT state, INT prop, LPVOID color"),
        ("GetThemeBool", "HANDLE theme, INT part, INT state, INT prop, LPVOID value"),
        ("GetThemeInt", "HANDLE theme, INT part, INT state, INT prop, LPVOID value"),
        ("GetThemeEnumValue", "HANDLE theme, INT part, INT state, INT prop, LPVOID value"),
        ("GetThemeMetric", "HANDLE theme, HDC hdc, INT part, INT state, INT prop, "
                           "LPVOID value"),
        ("GetThemePosition", "HANDLE theme, INT part, INT state, INT prop, LPVOID point"),
        ("GetThemeRect", "HANDLE theme, INT part, INT state, INT prop, LPVOID rect"),
        ("GetThemeMargins", "HANDLE theme, HDC hdc, INT part, INT state, INT prop, "
                            "LPVOID rect, LPVOID margins"),
        ("GetThemeFont", "HANDLE theme, HDC hdc, INT part, INT state, INT prop, "
                         "LPVOID font"),
        ("GetThemeString", "HANDLE theme, INT part, INT state, INT prop, LPWSTR buf, "
                           "INT chars"),
        ("GetThemeFilename", "HANDLE theme, INT part, INT state, INT prop, LPWSTR buf, "
                             "INT chars"),
        ("GetThemePropertyOrigin", "HANDLE theme, INT part, INT state, INT prop, "
                                   "LPVOID origin"),
        ("GetThemeBackgroundRegion", "HANDLE theme, HDC hdc, INT part, INT state, "
                                     "LPVOID rect, LPVOID region"),
        ("GetThemeBackgroundContentRect", "HANDLE theme, HDC hdc, INT part, INT state, "
                                          "LPVOID bounds, LPVOID content"),
        ("GetThemeBackgroundExtent", "HANDLE theme, HDC hdc, INT part, INT state, "
                                     "LPVOID content, LPVOID extent"),
        ("GetThemeTextExtent", "HANDLE theme, HDC hdc, INT part, INT state, LPCWSTR text, "
                               "INT chars, DWORD flags, LPVOID bounds, LPVOID extent"),
        ("DrawThemeText", "HANDLE theme, HDC hdc, INT part, INT state, LPCWSTR text, "
                          "INT chars, DWORD flags, DWORD flags2, LPVOID rect"),
        ("DrawThemeTextEx", "HANDLE theme, HDC hdc, INT part, INT state, LPCWSTR text, "
                            "INT chars, DWORD flags, LPVOID rect, LPVOID options"),
        ("DrawThemeEdge", "HANDLE theme, HDC hdc, INT part, INT state, LPVOID rect, "
                          "UINT edge, UINT flags, LPVOID content"),
        ("DrawThemeIcon", "HANDLE theme, HDC hdc, INT part, INT state, LPVOID rect, "
                          "HANDLE images, INT index")):
    def _no_theme(c, *args):
        return E_HANDLE
    _no_theme.__name__ = _name
    _no_theme.__doc__ = "E_HANDLE: no theme handle is valid (no visual style is active)."
    api(UXTHEME, _name, _params, widths=BOTH)(_no_theme)


@api(UXTHEME, "IsThemeBackgroundPartiallyTransparent", "HANDLE theme, INT part, INT state",
     widths=BOTH)
def IsThemeBackgroundPartiallyTransparent(c, theme, part, state):
    """FALSE: no theme, no transparent part."""
    return 0


@api(UXTHEME, "GetThemeSysFont", "HANDLE theme, INT font_id, LPVOID font", widths=BOTH)
def GetThemeSysFont(c, theme, font_id, font):
    """With no theme (NULL) the system font ``font_id`` (TMT_CAPTIONFONT ..
    TMT_ICONTITLEFONT) as a LOGFONTW, as SystemParametersInfo gives it; E_HANDLE for a
    theme handle (none is valid), STG_E_INVALIDPARAMETER for another id (as Wine 8),
    E_INVALIDARG without a LOGFONTW."""
    if theme:
        return E_HANDLE
    weight = _SYS_FONTS.get(font_id)
    if weight is None:
        return STG_E_INVALIDPARAMETER
    if not font:
        return E_INVALIDARG
    c.vm.mem.write(font, logfont(True, weight=weight))
    return S_OK
