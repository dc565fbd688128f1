"""SHLWAPI's URL functions (ParseURL, PathIsURL's test, UrlIs, UrlUnescape, UrlEscape,
UrlCanonicalize, UrlCombine, UrlGetPart, UrlApplyScheme, UrlCreateFromPath,
PathCreateFromUrl), as shlwapi parses and rewrites URLs (checked against Wine 8 by
guests/tests/shlwapi_url.c).
"""

from ...abi.api import api

S = "SHLWAPI.dll"


def parse_scheme(url):
    """ParseURL's scheme: the length of ``scheme`` in ``scheme:rest`` (two or more
    letters, digits, '+', '-' or '.'; one letter is a drive), or None."""
    i = 0
    while i < len(url) and (url[i].isalnum() and url[i].isascii() or url[i] in "+-."):
        i += 1
    if i < len(url) and url[i] == ":" and i > 1:
        return i
    return None
