"""KERNEL32: where searches look (``kernel/searchpath.py``) — SetSearchPathMode (where
SearchPath puts the current folder), SetDllDirectory / GetDllDirectory and
AddDllDirectory / RemoveDllDirectory (folders the DLL loader searches:
``kernel/dllload.py``)."""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_PARAMETER,
                              ERROR_INSUFFICIENT_BUFFER)
from ...core.dllnames import KERNEL32

BASE_SEARCH_PATH_ENABLE_SAFE_SEARCHMODE = 0x1
BASE_SEARCH_PATH_DISABLE_SAFE_SEARCHMODE = 0x10000
BASE_SEARCH_PATH_PERMANENT = 0x8000
_VALID_MODES = (BASE_SEARCH_PATH_ENABLE_SAFE_SEARCHMODE,
                BASE_SEARCH_PATH_DISABLE_SAFE_SEARCHMODE,
                BASE_SEARCH_PATH_ENABLE_SAFE_SEARCHMODE | BASE_SEARCH_PATH_PERMANENT)


def _fail(c, code):
    c.vm.last_error = code
    return 0


@api(KERNEL32, "SetSearchPathMode", "DWORD flags", widths=BOTH)
def SetSearchPathMode(c, flags):
    """Turn SearchPath's safe mode (the current folder after the system folders) on or
    off; with BASE_SEARCH_PATH_PERMANENT it stays on, and later changes fail with
    ERROR_ACCESS_DENIED. Any other combination: ERROR_INVALID_PARAMETER."""
    state = c.vm.kernel.search
    if flags not in _VALID_MODES:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if state.locked and flags != _VALID_MODES[2]:
        return _fail(c, ERROR_ACCESS_DENIED)
    state.safe_search = bool(flags & BASE_SEARCH_PATH_ENABLE_SAFE_SEARCHMODE)
    state.locked = state.locked or bool(flags & BASE_SEARCH_PATH_PERMANENT)
    return 1


@api(KERNEL32, "SetDllDirectory{AW}", "LPCTSTR path", widths=BOTH)
def SetDllDirectory(c, path):
    """Search ``path`` for DLLs right after the program's folder, instead of the
    current folder ("" only drops the current folder; NULL restores the default)."""
    c.vm.kernel.search.dll_directory = path
    c.vm.dlls.forget_searches()
    return 1


@api(KERNEL32, "GetDllDirectory{AW}", "DWORD size, LPVOID buf", widths=BOTH)
def GetDllDirectory(c, size, buf):
    """SetDllDirectory's folder: its length, or the size it needs with the NUL when the
    buffer is too small (ERROR_INSUFFICIENT_BUFFER); "" when none is set."""
    text = c.vm.kernel.search.dll_directory or ""
    if size <= len(text):
        if size and buf:
            c.write_str(buf, "")
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return len(text) + 1
    c.write_str(buf, text)
    return len(text)


@api(KERNEL32, "AddDllDirectory", "LPCWSTR path", widths=BOTH)
def AddDllDirectory(c, path):
    """Add an absolute folder to the ones LOAD_LIBRARY_SEARCH_USER_DIRS searches; a
    cookie for RemoveDllDirectory, or 0 with ERROR_INVALID_PARAMETER for a relative
    path."""
    if not path or not (path[1:3] == ":\\" or path.startswith("\\\\")):
        return _fail(c, ERROR_INVALID_PARAMETER)
    state = c.vm.kernel.search
    cookie = state.next_cookie
    state.next_cookie += 1
    state.user_dirs[cookie] = path
    c.vm.dlls.forget_searches()
    return cookie


@api(KERNEL32, "RemoveDllDirectory", "LPVOID cookie", widths=BOTH)
def RemoveDllDirectory(c, cookie):
    """Remove a folder AddDllDirectory added; a cookie already removed (or never
    given) changes nothing and succeeds, as Wine 8 answers."""
    if c.vm.kernel.search.user_dirs.pop(cookie, None) is not None:
        c.vm.dlls.forget_searches()
    return 1
