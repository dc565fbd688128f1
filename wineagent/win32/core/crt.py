"""How msvcrt functions are declared: every one is cdecl, in msvcrt.dll.

The C runtime's handlers live in three places (dlls/msvcrt.py, dlls/crtmath.py and the
stream functions in kernel/files.py); they all declare through ``cdecl``.
"""

from ...abi.api import api

__all__ = ["M", "cdecl"]

M = "msvcrt.dll"


def cdecl(name, params=""):
    """Declare a msvcrt function (always cdecl)."""
    return api(M, name, params, conv="cdecl")
