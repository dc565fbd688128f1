"""USERENV: where the user profiles are (GetUserProfileDirectory, GetProfilesDirectory,
GetAllUsersProfileDirectory), over ``kernel/shellfolders.py``.

The machine has one user, whose profile is the folder CSIDL_PROFILE names (the USERPROFILE
variable); the profiles lie in its parent, and the profile shared by all users is the
CSIDL_COMMON_APPDATA folder (ALLUSERSPROFILE). Each answer is copied as documented: the
size in characters with the NUL goes to ``*size``, and too small a buffer (or none) fails
with ERROR_INSUFFICIENT_BUFFER.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import USERENV
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER)
from ...kernel.security import Token
from ...kernel.shellfolders import folder_path

CSIDL_COMMON_APPDATA, CSIDL_PROFILE = 0x23, 0x28
TOKEN_QUERY = 0x8
# GetCurrentProcessToken() and GetCurrentThreadEffectiveToken(): the process's token,
# opened for querying.
_PROCESS_TOKEN_PSEUDO = (0xFFFFFFFC, 0xFFFFFFFA)


def _answer(c, text, buf, size):
    mem = c.vm.mem
    if not size:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    room = mem.u32(size)
    mem.w32(size, len(text) + 1)
    if not buf or room < len(text) + 1:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(buf, text)
    return 1


@api(USERENV, "GetUserProfileDirectory{AW}", "HANDLE token, LPVOID buf, LPVOID size", widths=BOTH)
def GetUserProfileDirectory(c, token, buf, size):
    """The profile folder of the user ``token`` (opened with TOKEN_QUERY) is for: the one
    user's."""
    if token not in _PROCESS_TOKEN_PSEUDO:
        tok = c.vm.handles.get(token, Token)
        if tok is None:
            c.vm.last_error = ERROR_INVALID_HANDLE
            return 0
        if not tok.access & TOKEN_QUERY:
            c.vm.last_error = ERROR_ACCESS_DENIED
            return 0
    return _answer(c, folder_path(c.vm, CSIDL_PROFILE), buf, size)


@api(USERENV, "GetProfilesDirectory{AW}", "LPVOID buf, LPVOID size", widths=BOTH)
def GetProfilesDirectory(c, buf, size):
    """The folder that holds the users' profiles."""
    return _answer(c, folder_path(c.vm, CSIDL_PROFILE).rsplit("\\", 1)[0], buf, size)


@api(USERENV, "GetAllUsersProfileDirectory{AW}", "LPVOID buf, LPVOID size", widths=BOTH)
def GetAllUsersProfileDirectory(c, buf, size):
    """The profile all users share (ALLUSERSPROFILE)."""
    return _answer(c, folder_path(c.vm, CSIDL_COMMON_APPDATA), buf, size)
