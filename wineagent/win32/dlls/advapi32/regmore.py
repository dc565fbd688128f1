"""ADVAPI32: the registry calls that combine an open, a value operation and a close
(RegGetValue, RegSetKeyValue, RegDeleteKeyValue), the Windows 3.1 default-value calls
(RegQueryValue, RegSetValue) and the deleting ones (RegDeleteTree, RegDeleteKeyEx), over
the same tree and handles as dlls/advapi32/main.py.
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_NETPATH, ERROR_DATATYPE_MISMATCH,
                             ERROR_FILE_NOT_FOUND, ERROR_INVALID_PARAMETER, ERROR_MORE_DATA,
                             ERROR_SUCCESS, ERROR_UNSUPPORTED_TYPE)
from ...kernel.environ import environment
from ...kernel.registry import (REG_BINARY, REG_DWORD, REG_EXPAND_SZ, REG_MULTI_SZ, REG_NONE,
                               REG_QWORD, REG_SZ, decode_data, encode_data)
from .main import KeyHandle, _RegError, _check_subkey, _errors, _key, _put_data
from ..kernel32.computername import COMPUTER_NAME
from ...core.dllnames import ADVAPI32


# RegGetValue's dwFlags (winreg.h).
RRF_RT_REG_NONE, RRF_RT_REG_SZ, RRF_RT_REG_EXPAND_SZ = 0x1, 0x2, 0x4
RRF_RT_REG_BINARY, RRF_RT_REG_DWORD, RRF_RT_REG_MULTI_SZ = 0x8, 0x10, 0x20
RRF_RT_REG_QWORD, RRF_RT_ANY = 0x40, 0xFFFF
RRF_RT_DWORD = RRF_RT_REG_BINARY | RRF_RT_REG_DWORD
RRF_RT_QWORD = RRF_RT_REG_BINARY | RRF_RT_REG_QWORD
RRF_SUBKEY_WOW6464KEY, RRF_SUBKEY_WOW6432KEY = 0x10000, 0x20000
RRF_NOEXPAND, RRF_ZEROONFAILURE = 0x10000000, 0x20000000
_TYPE_FLAG = {REG_NONE: RRF_RT_REG_NONE, REG_SZ: RRF_RT_REG_SZ,
              REG_EXPAND_SZ: RRF_RT_REG_EXPAND_SZ, REG_BINARY: RRF_RT_REG_BINARY,
              REG_DWORD: RRF_RT_REG_DWORD, REG_MULTI_SZ: RRF_RT_REG_MULTI_SZ,
              REG_QWORD: RRF_RT_REG_QWORD}
KEY_WOW64_64KEY, KEY_WOW64_32KEY = 0x100, 0x200


def _open(vm, h, sub):
    """The key ``sub`` below ``h`` (``h`` itself for NULL or ""); _RegError otherwise."""
    base = _key(vm, h)
    if not sub:
        return base
    _check_subkey(sub)
    key = vm.registry.find(base, sub)
    if key is None:
        raise _RegError(ERROR_FILE_NOT_FOUND)
    return key


def _restrict(flags, type_, size):
    """The documented type restriction of RegGetValue: ERROR_UNSUPPORTED_TYPE for a type
    the RRF_RT_* flags leave out; a REG_BINARY read as RRF_RT_DWORD or RRF_RT_QWORD must
    have that size (ERROR_DATATYPE_MISMATCH)."""
    if not flags & _TYPE_FLAG.get(type_, 0):
        return ERROR_UNSUPPORTED_TYPE
    if type_ == REG_BINARY:
        want = {RRF_RT_DWORD: 4, RRF_RT_QWORD: 8}.get(flags & RRF_RT_ANY)
        if want is not None and size != want:
            return ERROR_DATATYPE_MISMATCH
    return ERROR_SUCCESS


@api(ADVAPI32, "RegGetValue{AW}", "HKEY h, LPCTSTR sub, LPCTSTR name, DWORD flags, LPVOID type, "
     "LPVOID data, LPVOID size", widths=BOTH)
@_errors
def RegGetValue(c, h, sub, name, flags, type_ptr, data, size_ptr):
    """A value of ``h``\\``sub``, restricted to the types RRF_RT_* allow; a REG_EXPAND_SZ
    comes back expanded as REG_SZ unless RRF_NOEXPAND; RRF_ZEROONFAILURE zeroes the
    buffer when the call fails."""
    vm = c.vm
    mem = vm.mem
    if data and not size_ptr:
        return ERROR_INVALID_PARAMETER
    # Restrictions apply after expanding, so asking for REG_EXPAND_SZ only makes sense
    # with RRF_NOEXPAND (RRF_RT_ANY excepted), as documented.
    if (flags & RRF_RT_REG_EXPAND_SZ and not flags & RRF_NOEXPAND
            and flags & RRF_RT_ANY != RRF_RT_ANY):
        return ERROR_INVALID_PARAMETER
    room = mem.u32(size_ptr) if size_ptr else 0
    key = _open(vm, h, sub)
    v = key.values.get((name or "").lower())
    if v is None:
        ret, type_, raw = ERROR_FILE_NOT_FOUND, None, b""
    else:
        _vname, type_, stored = v
        if type_ == REG_EXPAND_SZ and not flags & RRF_NOEXPAND:
            type_, stored = REG_SZ, environment(vm).expand(stored)
        raw = encode_data(type_, stored, c.wide)
        ret = _restrict(flags, type_, len(raw))
        if ret == ERROR_SUCCESS and data:
            if room < len(raw):
                ret = ERROR_MORE_DATA
            else:
                mem.write(data, raw)
    if data and ret != ERROR_SUCCESS and flags & RRF_ZEROONFAILURE and room:
        mem.write(data, bytes(room))
    if type_ is not None:
        if type_ptr:
            mem.w32(type_ptr, type_)
        if size_ptr:
            mem.w32(size_ptr, len(raw))
    return ret


@api(ADVAPI32, "RegQueryValue{AW}", "HKEY h, LPCTSTR sub, LPVOID data, LPVOID size", widths=BOTH)
@_errors
def RegQueryValue(c, h, sub, data, size_ptr):
    """The default (unnamed) value of ``h``\\``sub``, a string; a key without one reads as
    the empty string, as the Windows 3.1 API had every key carry one."""
    key = _open(c.vm, h, sub)
    v = key.values.get("")
    if v is None:
        if data:
            c.write_str(data, "")
        if size_ptr:
            c.vm.mem.w32(size_ptr, c.char_size)
        return ERROR_SUCCESS
    return _put_data(c, v[1], v[2], data, size_ptr)


@api(ADVAPI32, "RegSetValue{AW}", "HKEY h, LPCTSTR sub, DWORD type, LPCTSTR data, DWORD size", widths=BOTH)
@_errors
def RegSetValue(c, h, sub, type_, data, size):
    """Set the default value of ``h``\\``sub`` (created if missing) to the string ``data``;
    only REG_SZ is allowed, and ``size`` is ignored (the string's length counts)."""
    vm = c.vm
    if type_ != REG_SZ or data is None:
        return ERROR_INVALID_PARAMETER
    base = _key(vm, h)
    _check_subkey(sub)
    key, _created = vm.registry.create(base, sub)
    vm.registry.set_value(key, "", REG_SZ, data)
    return ERROR_SUCCESS


@api(ADVAPI32, "RegSetKeyValue{AW}", "HKEY h, LPCTSTR sub, LPCTSTR name, DWORD type, LPVOID data, "
     "DWORD size", widths=BOTH)
@_errors
def RegSetKeyValue(c, h, sub, name, type_, data, size):
    """RegSetValueEx on ``h``\\``sub``, creating the subkey when it does not exist."""
    vm = c.vm
    base = _key(vm, h)
    if size and not data:
        return ERROR_INVALID_PARAMETER
    _check_subkey(sub)
    key, _created = vm.registry.create(base, sub)
    raw = vm.mem.read(data, size) if size else b""
    vm.registry.set_value(key, name, type_, decode_data(type_, raw, c.wide))
    return ERROR_SUCCESS


@api(ADVAPI32, "RegDeleteKeyValue{AW}", "HKEY h, LPCTSTR sub, LPCTSTR name", widths=BOTH)
@_errors
def RegDeleteKeyValue(c, h, sub, name):
    """Delete the value ``name`` of ``h``\\``sub``."""
    key = _open(c.vm, h, sub)
    return ERROR_SUCCESS if c.vm.registry.delete_value(key, name) else ERROR_FILE_NOT_FOUND


@api(ADVAPI32, "RegDeleteKeyEx{AW}", "HKEY h, LPCTSTR sub, DWORD sam, DWORD reserved", widths=BOTH)
@_errors
def RegDeleteKeyEx(c, h, sub, sam, reserved):
    """RegDeleteKey with a registry view (KEY_WOW64_32KEY / KEY_WOW64_64KEY). There is one
    view here: a 32-bit program's keys are the only keys (no Wow6432Node)."""
    vm = c.vm
    base = _key(vm, h)
    if sub is None:
        return ERROR_INVALID_PARAMETER
    _check_subkey(sub)
    key = vm.registry.find(base, sub)
    if key is None:
        return ERROR_FILE_NOT_FOUND
    if vm.registry.is_root(key) or key.subkeys:
        return ERROR_ACCESS_DENIED   # only a leaf key is deleted, as RegDeleteKey
    vm.registry.delete_key(key)
    return ERROR_SUCCESS


def _delete_below(registry, key):
    """Remove every subkey of ``key`` (deepest first) and every value of it."""
    for sub in key.sorted_subkeys():
        _delete_below(registry, sub)
        registry.delete_key(sub)
    for name in list(key.values):
        registry.delete_value(key, name)


@api(ADVAPI32, "RegDeleteTree{AW}", "HKEY h, LPCTSTR sub", widths=BOTH)
@_errors
def RegDeleteTree(c, h, sub):
    """Delete ``h``\\``sub`` with all its subkeys and values; with a NULL ``sub``, the
    subkeys and values of ``h`` go and ``h`` itself stays."""
    vm = c.vm
    key = _open(vm, h, sub)
    _delete_below(vm.registry, key)
    if sub:
        if vm.registry.is_root(key):
            return ERROR_ACCESS_DENIED
        vm.registry.delete_key(key)
    return ERROR_SUCCESS


# -- the current user's root, other machines, several values at once --------------------
VALENT = struct("VALENT{AW}", "LPTSTR ve_valuename; DWORD ve_valuelen; DWORD_PTR ve_valueptr; "
                "DWORD ve_type")
HKEY_CURRENT_USER = 0x80000001


@api(ADVAPI32, "RegOpenCurrentUser", "DWORD sam, LPVOID result", widths=BOTH)
@_errors
def RegOpenCurrentUser(c, sam, result):
    """A handle to HKEY_CURRENT_USER's key (the thread's user is the one user)."""
    if not result:
        return ERROR_INVALID_PARAMETER
    root = _key(c.vm, HKEY_CURRENT_USER)
    c.vm.mem.wptr(result, c.vm.new_handle(KeyHandle(root)))   # a PHKEY cell: the program's width
    return ERROR_SUCCESS


@api(ADVAPI32, "RegConnectRegistry{AW}", "LPCTSTR machine, HKEY h, LPVOID result", widths=BOTH)
@_errors
def RegConnectRegistry(c, machine, h, result):
    """A predefined key of this machine (NULL, "" or its own name); another machine is
    beyond a network that is not there (ERROR_BAD_NETPATH, as for an unreachable one)."""
    if not result:
        return ERROR_INVALID_PARAMETER
    if (machine or "").lstrip("\\").upper() not in ("", ".", COMPUTER_NAME):
        return ERROR_BAD_NETPATH
    key = _key(c.vm, h)
    c.vm.mem.wptr(result, c.vm.new_handle(KeyHandle(key)))
    return ERROR_SUCCESS


@api(ADVAPI32, "RegQueryMultipleValues{AW}", "HKEY h, LPVOID list, DWORD count, LPVOID buf, "
     "LPVOID total", widths=BOTH)
@_errors
def RegQueryMultipleValues(c, h, list_, count, buf, total):
    """Several values of a key at once: their data one after the other in ``buf``, each
    VALENT told its length, type and place; ERROR_MORE_DATA with the size needed when the
    buffer is short (or NULL)."""
    vm = c.vm
    mem = vm.mem
    if not total:
        return ERROR_INVALID_PARAMETER
    key = _key(vm, h)
    stype = VALENT.variant(c.wide)
    entry = stype.sizeof(c.ptr_size)
    found = []
    for i in range(count):
        v = stype.at(mem, list_ + i * entry, c.ptr_size)
        name = c.read_str(v.ve_valuename) if v.ve_valuename else ""
        value = key.values.get(name.lower())
        if value is None:
            return ERROR_FILE_NOT_FOUND
        found.append((v, value[1], encode_data(value[1], value[2], c.wide)))
    need = sum(len(raw) for _v, _t, raw in found)
    room = mem.u32(total)
    mem.w32(total, need)
    if not buf or room < need:
        return ERROR_MORE_DATA
    at = buf
    for v, type_, raw in found:
        mem.write(at, raw)
        v.ve_valuelen, v.ve_valueptr, v.ve_type = len(raw), at, type_
        at += len(raw)
    return ERROR_SUCCESS


# -- the hardware profile -------------------------------------------------------------------
HW_PROFILE_INFO = struct("HW_PROFILE_INFO{AW}", "DWORD dwDockInfo; TCHAR szHwProfileGuid[39]; "
                         "TCHAR szHwProfileName[80]")
DOCKINFO_UNDOCKED = 0x1
# One fixed profile, so that every run sees the same machine (Windows makes the GUID at
# setup; "Profile 1" is the name it gives the first profile).
HW_PROFILE_GUID = "{6A1B7D3E-5C2F-4E8A-9B0D-2F4C6E8A0B1D}"
HW_PROFILE_NAME = "Profile 1"


@api(ADVAPI32, "GetCurrentHwProfile{AW}", "LPVOID info", widths=BOTH)
def GetCurrentHwProfile(c, info):
    """The current hardware profile: a desktop that is not docked, its GUID and name."""
    if not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    v = c.struct(HW_PROFILE_INFO, info)
    v.dwDockInfo = DOCKINFO_UNDOCKED
    v.szHwProfileGuid = HW_PROFILE_GUID
    v.szHwProfileName = HW_PROFILE_NAME
    return 1
