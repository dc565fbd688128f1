"""MPR.dll, the multiple provider router of the WNet functions, on a machine with no
network provider: this desktop has no network (WS2_32 has none either), so no network
client (Windows' "Client for Microsoft Networks") is installed to route to.

What Windows' router answers then, as Wine 8 (also without a provider) does:

- A drive letter's connection (WNetGetConnection) and a path's universal name
  (WNetGetUniversalName, UNIVERSAL_NAME_INFO_LEVEL): ERROR_NOT_CONNECTED, no drive being
  redirected; a local name that is not a drive letter ("X:"): ERROR_BAD_DEVICE.
- What needs a provider — a path's remote name (REMOTE_NAME_INFO_LEVEL), enumerating
  connected, remembered or network resources (WNetOpenEnum), connecting
  (WNetAddConnection, 2, 3) and disconnecting (WNetCancelConnection, 2):
  ERROR_NO_NETWORK. So no enumeration handle is ever made: WNetEnumResource and
  WNetCloseEnum answer ERROR_INVALID_HANDLE for any handle.
- WNetGetLastError: no provider ever reported an extended error (nothing here answers
  ERROR_EXTENDED_ERROR), so it gives error 0 and empty texts with NO_ERROR, as
  documented. Wine 8's is a stub answering ERROR_NO_NETWORK.
- NULL where a pointer is needed: ERROR_INVALID_ADDRESS (WN_BAD_POINTER); an unknown
  information level: ERROR_INVALID_PARAMETER (WN_BAD_VALUE).

Every failure is also the thread's last error. Qt 6's Qt6Core asks WNetGetUniversalName
for a path's UNC name (QFileInfo on a mapped drive).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import MPR
from ...core.winerror import (ERROR_BAD_DEVICE, ERROR_INVALID_ADDRESS,
                              ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                              ERROR_NO_NETWORK, ERROR_NOT_CONNECTED, NO_ERROR)

UNIVERSAL_NAME_INFO_LEVEL, REMOTE_NAME_INFO_LEVEL = 1, 2


def _fail(c, error):
    c.vm.last_error = error
    return error


def _get_connection(c, local, remote, size):
    vm = c.vm
    if local is None or not size or (not remote and vm.mem.u32(size)):
        return _fail(c, ERROR_INVALID_ADDRESS)
    if len(local) == 2 and local[1] == ":" and local[0].isalpha():
        return _fail(c, ERROR_NOT_CONNECTED)     # a drive letter, not redirected
    return _fail(c, ERROR_BAD_DEVICE)


@api(MPR, "WNetGetConnectionW", "LPCWSTR local, LPVOID remote, LPDWORD size", widths=BOTH)
def WNetGetConnectionW(c, local, remote, size):
    """The network name a local device is connected to: ERROR_NOT_CONNECTED for a drive
    letter (none is redirected), ERROR_BAD_DEVICE for another name."""
    return _get_connection(c, local, remote, size)


@api(MPR, "WNetGetConnectionA", "LPCSTR local, LPVOID remote, LPDWORD size", widths=BOTH)
def WNetGetConnectionA(c, local, remote, size):
    """WNetGetConnectionW's ANSI form."""
    return _get_connection(c, local, remote, size)


def _universal_name(c, path, level, size):
    if path is None or not size:
        return _fail(c, ERROR_INVALID_ADDRESS)
    if level == UNIVERSAL_NAME_INFO_LEVEL:
        return _fail(c, ERROR_NOT_CONNECTED)     # no path is on a redirected drive
    if level == REMOTE_NAME_INFO_LEVEL:
        return _fail(c, ERROR_NO_NETWORK)        # only a provider could name it
    return _fail(c, ERROR_INVALID_PARAMETER)


@api(MPR, "WNetGetUniversalNameW", "LPCWSTR path, DWORD level, LPVOID buffer, "
     "LPDWORD size", widths=BOTH)
def WNetGetUniversalNameW(c, path, level, buffer, size):
    """A path's UNC form: ERROR_NOT_CONNECTED (UNIVERSAL_NAME_INFO_LEVEL: no drive is
    redirected), ERROR_NO_NETWORK (REMOTE_NAME_INFO_LEVEL: no provider),
    ERROR_INVALID_PARAMETER for another level."""
    return _universal_name(c, path, level, size)


@api(MPR, "WNetGetUniversalNameA", "LPCSTR path, DWORD level, LPVOID buffer, "
     "LPDWORD size", widths=BOTH)
def WNetGetUniversalNameA(c, path, level, buffer, size):
    """WNetGetUniversalNameW's ANSI form."""
    return _universal_name(c, path, level, size)


def _open_enum(c, out):
    if not out:
        return _fail(c, ERROR_INVALID_ADDRESS)
    return _fail(c, ERROR_NO_NETWORK)


@api(MPR, "WNetOpenEnumW", "DWORD scope, DWORD type, DWORD usage, LPVOID resource, "
     "LPVOID out", widths=BOTH)
def WNetOpenEnumW(c, scope, type, usage, resource, out):
    """ERROR_NO_NETWORK: with no provider there is nothing to enumerate from, whatever
    the scope (connected, remembered, the network, a container)."""
    return _open_enum(c, out)


@api(MPR, "WNetOpenEnumA", "DWORD scope, DWORD type, DWORD usage, LPVOID resource, "
     "LPVOID out", widths=BOTH)
def WNetOpenEnumA(c, scope, type, usage, resource, out):
    """WNetOpenEnumW's ANSI form."""
    return _open_enum(c, out)


@api(MPR, "WNetEnumResourceW", "HANDLE enum, LPDWORD count, LPVOID buffer, LPDWORD size",
     widths=BOTH)
def WNetEnumResourceW(c, enum, count, buffer, size):
    """ERROR_INVALID_HANDLE: WNetOpenEnum never gives an enumeration here."""
    return _fail(c, ERROR_INVALID_HANDLE)


@api(MPR, "WNetEnumResourceA", "HANDLE enum, LPDWORD count, LPVOID buffer, LPDWORD size",
     widths=BOTH)
def WNetEnumResourceA(c, enum, count, buffer, size):
    """ERROR_INVALID_HANDLE: WNetOpenEnum never gives an enumeration here."""
    return _fail(c, ERROR_INVALID_HANDLE)


@api(MPR, "WNetCloseEnum", "HANDLE enum", widths=BOTH)
def WNetCloseEnum(c, enum):
    """ERROR_INVALID_HANDLE: WNetOpenEnum never gives an enumeration here."""
    return _fail(c, ERROR_INVALID_HANDLE)


def _add_connection(c, resource):
    if not resource:
        return _fail(c, ERROR_INVALID_ADDRESS)
    return _fail(c, ERROR_NO_NETWORK)


@api(MPR, "WNetAddConnection2W", "LPVOID resource, LPCWSTR password, LPCWSTR user, "
     "DWORD flags", widths=BOTH)
def WNetAddConnection2W(c, resource, password, user, flags):
    """ERROR_NO_NETWORK: no provider can connect the NETRESOURCE's remote name."""
    return _add_connection(c, resource)


@api(MPR, "WNetAddConnection2A", "LPVOID resource, LPCSTR password, LPCSTR user, "
     "DWORD flags", widths=BOTH)
def WNetAddConnection2A(c, resource, password, user, flags):
    """WNetAddConnection2W's ANSI form."""
    return _add_connection(c, resource)


@api(MPR, "WNetAddConnection3W", "HWND owner, LPVOID resource, LPCWSTR password, "
     "LPCWSTR user, DWORD flags", widths=BOTH)
def WNetAddConnection3W(c, owner, resource, password, user, flags):
    """WNetAddConnection2W with an owner window for a provider's dialogs: ERROR_NO_NETWORK."""
    return _add_connection(c, resource)


@api(MPR, "WNetAddConnection3A", "HWND owner, LPVOID resource, LPCSTR password, "
     "LPCSTR user, DWORD flags", widths=BOTH)
def WNetAddConnection3A(c, owner, resource, password, user, flags):
    """WNetAddConnection3W's ANSI form."""
    return _add_connection(c, resource)


@api(MPR, "WNetAddConnectionW", "LPCWSTR remote, LPCWSTR password, LPCWSTR local",
     widths=BOTH)
def WNetAddConnectionW(c, remote, password, local):
    """Windows 3.1's form of WNetAddConnection2W: ERROR_NO_NETWORK."""
    return _add_connection(c, remote is not None)


@api(MPR, "WNetAddConnectionA", "LPCSTR remote, LPCSTR password, LPCSTR local",
     widths=BOTH)
def WNetAddConnectionA(c, remote, password, local):
    """WNetAddConnectionW's ANSI form."""
    return _add_connection(c, remote is not None)


def _cancel(c, name):
    if name is None:
        return _fail(c, ERROR_INVALID_ADDRESS)
    return _fail(c, ERROR_NO_NETWORK)


@api(MPR, "WNetCancelConnection2W", "LPCWSTR name, DWORD flags, BOOL force", widths=BOTH)
def WNetCancelConnection2W(c, name, flags, force):
    """ERROR_NO_NETWORK: no provider holds a connection to cancel."""
    return _cancel(c, name)


@api(MPR, "WNetCancelConnection2A", "LPCSTR name, DWORD flags, BOOL force", widths=BOTH)
def WNetCancelConnection2A(c, name, flags, force):
    """WNetCancelConnection2W's ANSI form."""
    return _cancel(c, name)


@api(MPR, "WNetCancelConnectionW", "LPCWSTR name, BOOL force", widths=BOTH)
def WNetCancelConnectionW(c, name, force):
    """WNetCancelConnection2W without flags: ERROR_NO_NETWORK."""
    return _cancel(c, name)


@api(MPR, "WNetCancelConnectionA", "LPCSTR name, BOOL force", widths=BOTH)
def WNetCancelConnectionA(c, name, force):
    """WNetCancelConnectionW's ANSI form."""
    return _cancel(c, name)


def _last_error(c, error, text, text_size, name, name_size, unit):
    vm = c.vm
    if not error:
        return ERROR_INVALID_ADDRESS
    vm.mem.w32(error, 0)                 # no provider reported an extended error
    for buf, size in ((text, text_size), (name, name_size)):
        if buf and size:
            vm.mem.write(buf, b"\0" * unit)
    return NO_ERROR


@api(MPR, "WNetGetLastErrorW", "LPDWORD error, LPVOID text, DWORD text_size, LPVOID name, "
     "DWORD name_size", widths=BOTH)
def WNetGetLastErrorW(c, error, text, text_size, name, name_size):
    """The extended error a provider last reported: none (0, empty description and
    provider name), NO_ERROR."""
    return _last_error(c, error, text, text_size, name, name_size, 2)


@api(MPR, "WNetGetLastErrorA", "LPDWORD error, LPVOID text, DWORD text_size, LPVOID name, "
     "DWORD name_size", widths=BOTH)
def WNetGetLastErrorA(c, error, text, text_size, name, name_size):
    """WNetGetLastErrorW's ANSI form."""
    return _last_error(c, error, text, text_size, name, name_size, 1)
