"""ADVAPI32: the registry API over ``vm.registry`` (registry.py), and GetUserName.

Registry functions return a Win32 error code (0 = ERROR_SUCCESS) instead of setting the
last error, as documented. Handles of opened keys are kernel objects in ``vm.handles``;
the predefined roots (HKEY_CURRENT_USER...) are always valid and never closed.
"""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_PATHNAME, ERROR_FILE_NOT_FOUND,
                             ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_KEY_DELETED, ERROR_MORE_DATA,
                             ERROR_NO_MORE_ITEMS, ERROR_SUCCESS)
from ...kernel.epoch import EPOCH_FILETIME
from ...kernel.registry import ROOTS, decode_data, encode_data
from ...kernel import sids
from ...kernel.sysinfo import COMPUTER_NAME, USER_NAME
from ...core.dllnames import ADVAPI32
from ...kernel.handletable import handle_kind

__all__ = ["KeyHandle", "USER_NAME"]



REG_CREATED_NEW_KEY, REG_OPENED_EXISTING_KEY = 1, 2
# Keys carry no modification times; every key reports the guest epoch (kernel/epoch.py).
_KEY_TIME = EPOCH_FILETIME


@handle_kind("registry key")
class KeyHandle:
    """An open registry key (what an HKEY other than a predefined root refers to)."""

    def __init__(self, key):
        self.key = key

    def close(self):
        """Nothing to release: the key lives in the registry tree."""


class _RegError(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


def _key(vm, h):
    """The Key behind an HKEY; raises _RegError."""
    reg = vm.registry
    if h in reg.roots:
        return reg.roots[h]
    obj = vm.handles.get(h, KeyHandle)
    if obj is None:
        raise _RegError(ERROR_INVALID_HANDLE)
    if obj.key.deleted:
        raise _RegError(ERROR_KEY_DELETED)
    return obj.key


def _check_subkey(sub):
    if sub and sub.startswith("\\"):
        raise _RegError(ERROR_BAD_PATHNAME)  # documented: may not begin with a backslash


def _errors(fn):
    """Turn a _RegError raised by a handler into its return code."""
    def wrapper(c, *args):
        try:
            return fn(c, *args)
        except _RegError as e:
            return e.code
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper


@api(ADVAPI32, "RegCreateKeyEx{AW}", "HKEY h, LPCTSTR sub, DWORD reserved, LPVOID cls, "
     "DWORD options, DWORD sam, LPVOID sa, LPVOID result, LPVOID disposition", widths=BOTH)
@_errors
def RegCreateKeyEx(c, h, sub, reserved, cls, options, sam, sa, result, disposition):
    vm = c.vm
    if not result:
        return ERROR_INVALID_PARAMETER
    base = _key(vm, h)
    _check_subkey(sub)
    # REG_OPTION_VOLATILE keys are kept like the others; nothing is lost on a "reboot".
    key, created = vm.registry.create(base, sub)
    vm.mem.wptr(result, vm.new_handle(KeyHandle(key)))
    if disposition:
        vm.mem.w32(disposition, REG_CREATED_NEW_KEY if created else REG_OPENED_EXISTING_KEY)
    return ERROR_SUCCESS


@api(ADVAPI32, "RegCreateKey{AW}", "HKEY h, LPCTSTR sub, LPVOID result", widths=BOTH)
@_errors
def RegCreateKey(c, h, sub, result):
    vm = c.vm
    if not result:
        return ERROR_INVALID_PARAMETER
    base = _key(vm, h)
    _check_subkey(sub)
    key, _created = vm.registry.create(base, sub)
    vm.mem.wptr(result, vm.new_handle(KeyHandle(key)))
    return ERROR_SUCCESS


@api(ADVAPI32, "RegOpenKeyEx{AW}", "HKEY h, LPCTSTR sub, DWORD options, DWORD sam, LPVOID result", widths=BOTH)
@_errors
def RegOpenKeyEx(c, h, sub, options, sam, result):
    vm = c.vm
    if not result:
        return ERROR_INVALID_PARAMETER
    base = _key(vm, h)
    _check_subkey(sub)
    key = vm.registry.find(base, sub)
    if key is None:
        vm.mem.wptr(result, 0)
        return ERROR_FILE_NOT_FOUND
    vm.mem.wptr(result, vm.new_handle(KeyHandle(key)))
    return ERROR_SUCCESS


@api(ADVAPI32, "RegOpenKey{AW}", "HKEY h, LPCTSTR sub, LPVOID result", widths=BOTH)
@_errors
def RegOpenKey(c, h, sub, result):
    vm = c.vm
    if not result:
        return ERROR_INVALID_PARAMETER
    if not sub:
        _key(vm, h)
        vm.mem.wptr(result, h)  # documented: NULL/empty subkey returns the same handle
        return ERROR_SUCCESS
    return RegOpenKeyEx(c, h, sub, 0, 0, result)


@api(ADVAPI32, "RegCloseKey", "HKEY h", widths=BOTH)
def RegCloseKey(c, h):
    vm = c.vm
    if h in ROOTS:
        return ERROR_SUCCESS
    if vm.handles.get(h, KeyHandle) is None:
        return ERROR_INVALID_HANDLE
    vm.handles.close(h)
    return ERROR_SUCCESS


@api(ADVAPI32, "RegFlushKey", "HKEY h", widths=BOTH)
@_errors
def RegFlushKey(c, h):
    _key(c.vm, h)
    c.vm.registry.save()  # already saved on every change; this writes it once more
    return ERROR_SUCCESS


def _put_data(c, type_, data, buf, size_ptr):
    """RegQueryValueEx's data protocol: size query with NULL buf, ERROR_MORE_DATA."""
    mem = c.vm.mem
    raw = encode_data(type_, data, c.wide)
    if not size_ptr:
        return ERROR_SUCCESS if not buf else ERROR_INVALID_PARAMETER
    room = mem.u32(size_ptr)
    mem.w32(size_ptr, len(raw))
    if not buf:
        return ERROR_SUCCESS
    if room < len(raw):
        return ERROR_MORE_DATA
    mem.write(buf, raw)
    return ERROR_SUCCESS


@api(ADVAPI32, "RegQueryValueEx{AW}", "HKEY h, LPCTSTR name, LPVOID reserved, LPVOID type, "
     "LPVOID data, LPVOID size", widths=BOTH)
@_errors
def RegQueryValueEx(c, h, name, reserved, type_ptr, data, size):
    key = _key(c.vm, h)
    v = key.values.get((name or "").lower())
    if v is None:
        return ERROR_FILE_NOT_FOUND
    _vname, type_, stored = v
    if type_ptr:
        c.vm.mem.w32(type_ptr, type_)
    return _put_data(c, type_, stored, data, size)


@api(ADVAPI32, "RegSetValueEx{AW}", "HKEY h, LPCTSTR name, DWORD reserved, DWORD type, "
     "LPVOID data, DWORD size", widths=BOTH)
@_errors
def RegSetValueEx(c, h, name, reserved, type_, data, size):
    vm = c.vm
    key = _key(vm, h)
    if size and not data:
        return ERROR_INVALID_PARAMETER
    raw = vm.mem.read(data, size) if size else b""
    vm.registry.set_value(key, name, type_, decode_data(type_, raw, c.wide))
    return ERROR_SUCCESS


@api(ADVAPI32, "RegDeleteValue{AW}", "HKEY h, LPCTSTR name", widths=BOTH)
@_errors
def RegDeleteValue(c, h, name):
    key = _key(c.vm, h)
    return ERROR_SUCCESS if c.vm.registry.delete_value(key, name) else ERROR_FILE_NOT_FOUND


@api(ADVAPI32, "RegDeleteKey{AW}", "HKEY h, LPCTSTR sub", widths=BOTH)
@_errors
def RegDeleteKey(c, h, sub):
    vm = c.vm
    base = _key(vm, h)
    if sub is None:
        return ERROR_INVALID_PARAMETER
    _check_subkey(sub)
    key = vm.registry.find(base, sub)
    if key is None:
        return ERROR_FILE_NOT_FOUND
    if vm.registry.is_root(key) or key.subkeys:
        # A root cannot be deleted, and RegDeleteKey removes only keys without subkeys.
        return ERROR_ACCESS_DENIED
    vm.registry.delete_key(key)
    return ERROR_SUCCESS


def _put_name(c, buf, count_ptr, name):
    """Enumeration name protocol: count in chars incl. NUL in, length without NUL out."""
    mem = c.vm.mem
    room = mem.u32(count_ptr)
    if room <= len(name):
        return ERROR_MORE_DATA
    c.write_str(buf, name)
    mem.w32(count_ptr, len(name))
    return ERROR_SUCCESS


@api(ADVAPI32, "RegEnumKeyEx{AW}", "HKEY h, DWORD index, LPVOID name, LPVOID name_len, "
     "LPVOID reserved, LPVOID cls, LPVOID cls_len, LPVOID time", widths=BOTH)
@_errors
def RegEnumKeyEx(c, h, index, name, name_len, reserved, cls, cls_len, time):
    key = _key(c.vm, h)
    subs = key.sorted_subkeys()
    if index >= len(subs):
        return ERROR_NO_MORE_ITEMS
    if not name or not name_len:
        return ERROR_INVALID_PARAMETER
    r = _put_name(c, name, name_len, subs[index].name)
    if r:
        return r
    mem = c.vm.mem
    if cls and cls_len and mem.u32(cls_len):
        c.write_str(cls, "")
    if cls_len:
        mem.w32(cls_len, 0)  # keys have no class strings here
    if time:
        mem.w32(time, _KEY_TIME & 0xFFFFFFFF)
        mem.w32(time + 4, _KEY_TIME >> 32)
    return ERROR_SUCCESS


@api(ADVAPI32, "RegEnumKey{AW}", "HKEY h, DWORD index, LPVOID name, DWORD size", widths=BOTH)
@_errors
def RegEnumKey(c, h, index, name, size):
    key = _key(c.vm, h)
    subs = key.sorted_subkeys()
    if index >= len(subs):
        return ERROR_NO_MORE_ITEMS
    if size <= len(subs[index].name):
        return ERROR_MORE_DATA
    c.write_str(name, subs[index].name)
    return ERROR_SUCCESS


@api(ADVAPI32, "RegEnumValue{AW}", "HKEY h, DWORD index, LPVOID name, LPVOID name_len, "
     "LPVOID reserved, LPVOID type, LPVOID data, LPVOID size", widths=BOTH)
@_errors
def RegEnumValue(c, h, index, name, name_len, reserved, type_ptr, data, size):
    key = _key(c.vm, h)
    values = list(key.values.values())
    if index >= len(values):
        return ERROR_NO_MORE_ITEMS
    if not name or not name_len:
        return ERROR_INVALID_PARAMETER
    vname, type_, stored = values[index]
    r = _put_name(c, name, name_len, vname)
    if r:
        return r
    if type_ptr:
        c.vm.mem.w32(type_ptr, type_)
    return _put_data(c, type_, stored, data, size)


@api(ADVAPI32, "RegQueryInfoKey{AW}", "HKEY h, LPVOID cls, LPVOID cls_len, LPVOID reserved, "
     "LPVOID subkeys, LPVOID max_subkey, LPVOID max_class, LPVOID values, "
     "LPVOID max_value_name, LPVOID max_value, LPVOID sd_size, LPVOID time", widths=BOTH)
@_errors
def RegQueryInfoKey(c, h, cls, cls_len, reserved, subkeys, max_subkey, max_class, values,
                    max_value_name, max_value, sd_size, time):
    mem = c.vm.mem
    key = _key(c.vm, h)
    if cls_len:
        if cls and mem.u32(cls_len):
            c.write_str(cls, "")
        mem.w32(cls_len, 0)
    vals = list(key.values.values())
    for ptr, value in (
            (subkeys, len(key.subkeys)),
            (max_subkey, max((len(k.name) for k in key.subkeys.values()), default=0)),
            (max_class, 0),
            (values, len(vals)),
            (max_value_name, max((len(v[0]) for v in vals), default=0)),
            (max_value, max((len(encode_data(v[1], v[2], c.wide)) for v in vals), default=0)),
            (sd_size, 0)):
        if ptr:
            mem.w32(ptr, value)
    if time:
        mem.w32(time, _KEY_TIME & 0xFFFFFFFF)
        mem.w32(time + 4, _KEY_TIME >> 32)
    return ERROR_SUCCESS


@api(ADVAPI32, "GetUserName{AW}", "LPVOID buf, LPVOID size", widths=BOTH)
def GetUserName(c, buf, size):
    """The user's name; a thread that impersonates another account (the anonymous
    token) gets that account's name, as documented."""
    vm = c.vm
    if not size:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    name = USER_NAME
    token = vm.threads.current.impersonating
    if token is not None and token.user != sids.USER_SID:
        name = sids.lookup(token.user, COMPUTER_NAME, USER_NAME)[0]
    room = vm.mem.u32(size)
    vm.mem.w32(size, len(name) + 1)       # documented: chars including the NUL, both ways
    if room <= len(name) or not buf:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(buf, name)
    return 1

