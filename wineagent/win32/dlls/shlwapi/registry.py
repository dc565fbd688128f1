"""SHLWAPI's registry helpers (SHGetValue, SHSetValue, SHQueryValueEx, SHDeleteKey, the
user-specific keys SHRegOpenUSKey / SHRegQueryUSValue / SHRegGetUSValue / SHRegEnumUSValue
/ SHRegCloseUSKey: HKEY_CURRENT_USER first, then HKEY_LOCAL_MACHINE) and
the rest of its small string helpers of the census (SHStrDup, StrChrI, StrCpyN, StrPBrk,
StrToInt64Ex, StrFormatByteSizeA, StrFormatKBSizeA, UrlCompare), checked against Wine 8
by guests/tests/shlwapi_more.c.

The registry calls work on the registry layer (``kernel/registry.py``) with the same keys
as ADVAPI32's: an HKEY is a predefined root or a handle RegOpenKeyEx returned.
SHQueryValueEx (and so SHGetValue) hands a REG_EXPAND_SZ value back expanded, as REG_SZ.
"""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INVALID_FUNCTION,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER, ERROR_KEY_DELETED,
                             ERROR_MORE_DATA, ERROR_SUCCESS, E_INVALIDARG, E_OUTOFMEMORY, S_OK)
from ...kernel.environ import environment
from ...kernel.nls import compare
from ...kernel.registry import decode_data, encode_data
from ..advapi32 import main as advapi32
from ..advapi32.main import KeyHandle
from ..advapi32.regmore import RegGetValue
from .main import byte_size_text, kb_size

MAX_PATH = 260
from .paths import str_to_int
from ...core.dllnames import SHLWAPI
from ...kernel.handletable import handle_kind

REG_SZ, REG_EXPAND_SZ = 1, 2
STIF_SUPPORT_HEX = 1


def _key(vm, h, sub):
    """(Key or None, error) for ``sub`` below the HKEY ``h``."""
    reg = vm.registry
    if h in reg.roots:
        base = reg.roots[h]
    else:
        obj = vm.handles.get(h, KeyHandle)
        if obj is None:
            return None, ERROR_INVALID_HANDLE
        if obj.key.deleted:
            return None, ERROR_KEY_DELETED
        base = obj.key
    key = reg.find(base, sub) if sub else base
    return (key, ERROR_SUCCESS) if key is not None else (None, ERROR_FILE_NOT_FOUND)


def _query(c, key, name, type_ptr, data, size_ptr):
    """SHQueryValueEx on a Key: RegQueryValueEx's protocol, REG_EXPAND_SZ expanded."""
    mem = c.vm.mem
    v = key.values.get((name or "").lower())
    if v is None:
        return ERROR_FILE_NOT_FOUND
    _, type_, stored = v
    if type_ == REG_EXPAND_SZ and isinstance(stored, str):
        expanded = environment(c.vm).expand(stored)
        raw = encode_data(REG_SZ, expanded, c.wide)
        # the size asked for covers both the stored and the expanded string
        need = max(len(raw), len(encode_data(REG_EXPAND_SZ, stored, c.wide)))
        type_ = REG_SZ
    else:
        raw = encode_data(type_, stored, c.wide)
        need = len(raw)
    if type_ptr:
        mem.w32(type_ptr, type_)
    if not size_ptr:
        return ERROR_SUCCESS if not data else ERROR_INVALID_PARAMETER
    room = mem.u32(size_ptr)
    mem.w32(size_ptr, need)
    if not data:
        return ERROR_SUCCESS
    if room < len(raw):
        if v[1] == REG_EXPAND_SZ and room >= len(encode_data(REG_EXPAND_SZ, v[2], c.wide)):
            # the stored string fit but its expansion did not: Windows leaves an empty
            # string (Wine's shreg.c); a stored string that does not fit leaves the buffer
            c.write_str(data, "", room // c.char_size or 1)
        return ERROR_MORE_DATA
    mem.write(data, raw)
    return ERROR_SUCCESS


@api(SHLWAPI, "SHRegGetPath{AW}", "HKEY h, LPVOID sub, LPVOID name, LPVOID path, DWORD flags", widths=BOTH)
def SHRegGetPath(c, h, sub, name, path, flags):
    """A path stored in ``h``\\``sub``, value ``name``, into ``path`` (MAX_PATH
    characters), its environment strings expanded. ``flags`` is reserved."""
    key, err = _key(c.vm, h, c.read_str(sub) if sub else "")
    if err:
        return err
    size = c.vm.heap.alloc(4)
    c.vm.mem.w32(size, MAX_PATH * c.char_size)
    try:
        return _query(c, key, c.read_str(name) if name else "", 0, path, size)
    finally:
        c.vm.heap.free(size)


@api(SHLWAPI, "SHQueryValueEx{AW}", "HKEY h, LPVOID name, LPVOID reserved, LPVOID type, "
     "LPVOID data, LPVOID size", widths=BOTH)
def SHQueryValueEx(c, h, name, reserved, type_ptr, data, size):
    key, err = _key(c.vm, h, None)
    if err:
        return err
    return _query(c, key, c.read_str(name) if name else "", type_ptr, data, size)


@api(SHLWAPI, "SHGetValue{AW}", "HKEY h, LPVOID sub, LPVOID name, LPVOID type, LPVOID data, "
     "LPVOID size", widths=BOTH)
def SHGetValue(c, h, sub, name, type_ptr, data, size):
    key, err = _key(c.vm, h, c.read_str(sub) if sub else "")
    if err:
        return err
    return _query(c, key, c.read_str(name) if name else "", type_ptr, data, size)


@api(SHLWAPI, "SHRegGetValue{AW}", "HKEY h, LPCTSTR sub, LPCTSTR name, DWORD flags, "
     "LPVOID type, LPVOID data, LPVOID size", widths=BOTH)
def SHRegGetValue(c, h, sub, name, flags, type_ptr, data, size_ptr):
    """RegGetValue under SHLWAPI's name: its SRRF_* flags are RegGetValue's RRF_* (the
    type restrictions, SRRF_NOEXPAND, SRRF_ZEROONFAILURE), with the same answers."""
    return RegGetValue(c, h, sub, name, flags, type_ptr, data, size_ptr)


@api(SHLWAPI, "SHSetValue{AW}", "HKEY h, LPVOID sub, LPVOID name, DWORD type, LPVOID data, "
     "DWORD size", widths=BOTH)
def SHSetValue(c, h, sub, name, type_, data, size):
    vm = c.vm
    base, err = _key(vm, h, None)
    if err:
        return err
    key = vm.registry.create(base, c.read_str(sub) if sub else "")[0]
    raw = bytes(vm.mem.read(data, size)) if size and data else b""
    vm.registry.set_value(key, c.read_str(name) if name else "",
                          type_, decode_data(type_, raw, c.wide))
    return ERROR_SUCCESS


def _delete_tree(reg, key):
    for sub in list(key.subkeys.values()):
        _delete_tree(reg, sub)
    reg.delete_key(key)


@api(SHLWAPI, "SHDeleteKey{AW}", "HKEY h, LPVOID sub", widths=BOTH)
def SHDeleteKey(c, h, sub):
    key, err = _key(c.vm, h, c.read_str(sub) if sub else "")
    if err:
        return err
    if c.vm.registry.is_root(key):
        return 5                       # ERROR_ACCESS_DENIED: a root cannot go
    _delete_tree(c.vm.registry, key)   # with every subkey, unlike RegDeleteKey
    return ERROR_SUCCESS


@api(SHLWAPI, "SHStrDup{AW}", "LPVOID s, LPVOID out", widths=BOTH)
def SHStrDup(c, s, out):
    if not out:
        return E_INVALIDARG
    if not s:
        c.vm.mem.wptr(out, 0)         # an LPWSTR *: the program's pointer size
        return E_OUTOFMEMORY           # what shlwapi answers for a NULL string
    text = c.read_str(s)
    p = c.vm.heap.alloc(2 * len(text) + 2)      # CoTaskMemAlloc's heap; always wide
    if not p:
        c.vm.mem.wptr(out, 0)
        return E_OUTOFMEMORY
    c.vm.mem.write_wstr(p, text)
    c.vm.mem.wptr(out, p)
    return S_OK


@api(SHLWAPI, "StrChrI{AW}", "LPVOID s, UINT ch", widths=BOTH)
def StrChrI(c, s, ch):
    if not s:
        return 0
    text = c.read_str(s)
    ch = chr(ch & (0xFFFF if c.wide else 0xFF)).lower()
    for i, t in enumerate(text):
        if t.lower() == ch:
            return s + i * c.char_size
    return 0


@api(SHLWAPI, "StrCpyN{AW}", "LPVOID dst, LPVOID src, int n", widths=BOTH)
def StrCpyN(c, dst, src, n):
    if dst and n > 0:
        # cut, NUL-terminated; with room for the NUL only, the source is not read (Windows
        # copies nothing from it: StrCpyNW(buf, (LPCWSTR)1, 1) answers buf)
        c.write_str(dst, c.read_str(src) if src and n > 1 else "", n)
    return dst


@api(SHLWAPI, "StrPBrk{AW}", "LPVOID s, LPVOID chars", widths=BOTH)
def StrPBrk(c, s, chars):
    if not s or not chars:
        return 0
    text, wanted = c.read_str(s), c.read_str(chars)
    for i, t in enumerate(text):
        if t in wanted:
            return s + i * c.char_size
    return 0


@api(SHLWAPI, "StrToInt64Ex{AW}", "LPVOID s, DWORD flags, LPVOID ret", widths=BOTH)
def StrToInt64Ex(c, s, flags, ret):
    if not s or not ret:
        return 0
    text = c.read_str(s)
    ok, _ = str_to_int(text, bool(flags & STIF_SUPPORT_HEX))
    if not ok:
        return 0
    # the same parse, kept to 64 bits
    i = len(text) - len(text.lstrip(" \t\n"))
    neg = text[i:i + 1] == "-"
    i += text[i:i + 1] in ("-", "+")
    body = text[i:]
    if flags & STIF_SUPPORT_HEX and body[:2] in ("0x", "0X"):
        digits = body[2:len(body) - len(body[2:].lstrip("0123456789abcdefABCDEF"))]
        value = int(digits, 16)
        neg = False             # the sign of a hex number is ignored, as StrToIntEx's
    else:
        digits = body[:len(body) - len(body.lstrip("0123456789"))]
        value = int(digits)
    value = (-value if neg else value) & 0xFFFFFFFFFFFFFFFF
    c.vm.mem.write(ret, value.to_bytes(8, "little"))
    return 1


@api(SHLWAPI, "StrFormatByteSizeA", "DWORD size, LPVOID buf, UINT n", widths=BOTH)
def StrFormatByteSizeA(c, size, buf, n):
    c.write_str(buf, byte_size_text(size), n)
    return buf


@api(SHLWAPI, "StrFormatByteSize64A", "__int64 size, LPVOID buf, UINT n", widths=BOTH)
def StrFormatByteSize64A(c, size, buf, n):
    c.write_str(buf, byte_size_text(size & 0xFFFFFFFFFFFFFFFF), n)
    return buf


@api(SHLWAPI, "StrFormatKBSizeA", "__int64 size, LPVOID buf, UINT n", widths=BOTH)
def StrFormatKBSizeA(c, size, buf, n):
    c.write_str(buf, "{:,} KB".format(kb_size(size & 0xFFFFFFFFFFFFFFFF)), n)
    return buf


@api(SHLWAPI, "UrlCompare{AW}", "LPVOID a, LPVOID b, BOOL ignore_slash", widths=BOTH)
def UrlCompare(c, a, b, ignore_slash):
    one, two = c.read_str(a), c.read_str(b)
    if not ignore_slash:
        return compare(one, two)              # lstrcmp's word sort
    one = one[:-1] if one.endswith("/") else one
    two = two[:-1] if two.endswith("/") else two
    if one == two:                            # without the final '/': code units, in order
        return 0
    return -1 if [ord(x) for x in one] < [ord(x) for x in two] else 1


HKEY_CURRENT_USER, HKEY_LOCAL_MACHINE = 0x80000001, 0x80000002
SHREGENUM_DEFAULT, SHREGENUM_HKCU, SHREGENUM_HKLM = 0, 1, 0x10


@handle_kind("user-specific registry key")
class USKey:
    """An HUSKEY: the same path opened under HKEY_CURRENT_USER and HKEY_LOCAL_MACHINE (an
    HKEY handle for each that exists, else 0)."""

    def __init__(self, vm, path, hkcu_base, hklm_base, ignore_hkcu):
        self.vm = vm
        self.hkcu = 0 if ignore_hkcu else self._open(hkcu_base, path)
        self.hklm = self._open(hklm_base, path)

    def _open(self, base, path):
        key = self.vm.registry.find(base, path) if base is not None else None
        return self.vm.new_handle(KeyHandle(key)) if key is not None else 0

    def close(self):
        """Close both keys."""
        for h in (self.hkcu, self.hklm):
            if h:
                self.vm.handles.pop(h, None)
        self.hkcu = self.hklm = 0


def _base_key(vm, h, which):
    """The registry Key an HKEY (or the named half of an HUSKEY) stands for, or None."""
    if h in vm.registry.roots:
        return vm.registry.roots[h]
    us = vm.handles.get(h, USKey)
    if us is not None:
        h = us.hkcu if which == "hkcu" else us.hklm
    obj = vm.handles.get(h, KeyHandle)
    return obj.key if obj is not None else None


def open_us_key(c, path, relative, ignore_hkcu):
    """SHRegOpenUSKey's core: (USKey or None, error)."""
    vm = c.vm
    if relative:
        cu, lm = _base_key(vm, relative, "hkcu"), _base_key(vm, relative, "hklm")
    else:
        cu, lm = vm.registry.roots[HKEY_CURRENT_USER], vm.registry.roots[HKEY_LOCAL_MACHINE]
    key = USKey(vm, path, cu, lm, ignore_hkcu)
    if not key.hkcu and not key.hklm:
        key.close()
        return None, ERROR_FILE_NOT_FOUND
    return key, ERROR_SUCCESS


@api(SHLWAPI, "SHRegOpenUSKey{AW}", "LPVOID path, DWORD sam, HANDLE relative, LPVOID out, "
     "BOOL ignore_hkcu", widths=BOTH)
def SHRegOpenUSKey(c, path, sam, relative, out, ignore_hkcu):
    if out:
        c.vm.mem.wptr(out, 0)
    key, err = open_us_key(c, c.read_str(path) if path else "", relative, ignore_hkcu)
    if key is None:
        return err
    h = c.vm.new_handle(key)
    if out:
        c.vm.mem.wptr(out, h)
    else:
        key.close()
        c.vm.handles.pop(h)
    return ERROR_SUCCESS


SHREGSET_HKCU, SHREGSET_FORCE_HKCU, SHREGSET_HKLM, SHREGSET_FORCE_HKLM = 1, 2, 4, 8


@api(SHLWAPI, "SHRegCreateUSKey{AW}", "LPVOID path, DWORD sam, HANDLE relative, LPVOID out, "
     "DWORD flags", widths=BOTH)
def SHRegCreateUSKey(c, path, sam, relative, out, flags):
    """Create (or open) ``path`` under HKEY_CURRENT_USER (SHREGSET_HKCU / _FORCE_HKCU)
    and/or HKEY_LOCAL_MACHINE (SHREGSET_HKLM / _FORCE_HKLM), below ``relative``'s halves
    when given; the new HUSKEY in ``*out``. A NULL ``out`` or no half asked for:
    ERROR_INVALID_PARAMETER."""
    vm = c.vm
    if not out or not flags & (SHREGSET_HKCU | SHREGSET_FORCE_HKCU | SHREGSET_HKLM
                               | SHREGSET_FORCE_HKLM):
        return ERROR_INVALID_PARAMETER
    vm.mem.wptr(out, 0)
    text = c.read_str(path) if path else ""
    if relative:
        cu, lm = _base_key(vm, relative, "hkcu"), _base_key(vm, relative, "hklm")
        if cu is None and lm is None:
            return ERROR_INVALID_PARAMETER
    else:
        cu, lm = vm.registry.roots[HKEY_CURRENT_USER], vm.registry.roots[HKEY_LOCAL_MACHINE]
    for base, bits in ((cu, SHREGSET_HKCU | SHREGSET_FORCE_HKCU),
                       (lm, SHREGSET_HKLM | SHREGSET_FORCE_HKLM)):
        if flags & bits and base is not None:
            vm.registry.create(base, text)
    key = USKey(vm, text, cu if flags & (SHREGSET_HKCU | SHREGSET_FORCE_HKCU) else None,
                lm if flags & (SHREGSET_HKLM | SHREGSET_FORCE_HKLM) else None, False)
    vm.mem.wptr(out, vm.new_handle(key))
    return ERROR_SUCCESS


def query_us_value(c, key, name, type_ptr, data, size, ignore_hkcu, default, default_size):
    """SHRegQueryUSValue's core: HKCU's value, else HKLM's, else the default data."""
    ret = -1
    if not ignore_hkcu and key.hkcu:
        ret = advapi32.RegQueryValueEx(c, key.hkcu, name, 0, type_ptr, data, size)
    if ret != ERROR_SUCCESS and key.hklm:
        ret = advapi32.RegQueryValueEx(c, key.hklm, name, 0, type_ptr, data, size)
    if ret != ERROR_SUCCESS and default and default_size:
        mem = c.vm.mem
        n = min(default_size, mem.u32(size)) if size else 0
        if n and data:
            mem.write(data, bytes(mem.read(default, n)))
        if size:
            mem.w32(size, n)                   # the size of the default data copied
        ret = ERROR_SUCCESS
    return ret & 0xFFFFFFFF


@api(SHLWAPI, "SHRegQueryUSValue{AW}", "HANDLE hus, LPVOID name, LPVOID type, LPVOID data, "
     "LPVOID size, BOOL ignore_hkcu, LPVOID default, DWORD default_size", widths=BOTH)
def SHRegQueryUSValue(c, hus, name, type_ptr, data, size, ignore_hkcu, default, default_size):
    key = c.vm.handles.get(hus, USKey)
    if key is None:
        return ERROR_INVALID_PARAMETER
    return query_us_value(c, key, c.read_str(name) if name else "", type_ptr, data, size,
                          ignore_hkcu, default, default_size)


@api(SHLWAPI, "SHRegGetUSValue{AW}", "LPVOID sub, LPVOID name, LPVOID type, LPVOID data, "
     "LPVOID size, BOOL ignore_hkcu, LPVOID default, DWORD default_size", widths=BOTH)
def SHRegGetUSValue(c, sub, name, type_ptr, data, size, ignore_hkcu, default, default_size):
    if not data or not size:
        return ERROR_INVALID_FUNCTION          # as shlwapi answers
    key, err = open_us_key(c, c.read_str(sub) if sub else "", 0, ignore_hkcu)
    if key is None:
        return err                             # no key: the default is not used
    try:
        return query_us_value(c, key, c.read_str(name) if name else "", type_ptr, data, size,
                              ignore_hkcu, default, default_size)
    finally:
        key.close()


@api(SHLWAPI, "SHRegCloseUSKey", "HANDLE hus", widths=BOTH)
def SHRegCloseUSKey(c, hus):
    key = c.vm.handles.get(hus, USKey)
    if key is None:
        return ERROR_INVALID_PARAMETER
    key.close()
    c.vm.handles.pop(hus)
    return ERROR_SUCCESS


@api(SHLWAPI, "SHRegEnumUSValue{AW}", "HANDLE hus, DWORD index, LPVOID name, LPVOID name_len, "
     "LPVOID type, LPVOID data, LPVOID size, DWORD flags", widths=BOTH)
def SHRegEnumUSValue(c, hus, index, name, name_len, type_ptr, data, size, flags):
    key = c.vm.handles.get(hus, USKey)
    if key is None:
        return ERROR_INVALID_PARAMETER
    if flags in (SHREGENUM_HKCU, SHREGENUM_DEFAULT) and key.hkcu:
        return advapi32.RegEnumValue(c, key.hkcu, index, name, name_len, 0, type_ptr, data,
                                     size)
    if flags in (SHREGENUM_HKLM, SHREGENUM_DEFAULT) and key.hklm:
        return advapi32.RegEnumValue(c, key.hklm, index, name, name_len, 0, type_ptr, data,
                                     size)
    return ERROR_INVALID_FUNCTION              # SHREGENUM_BOTH is not offered
