"""SHLWAPI: the path and string helpers (Path*, Str*, wnsprintf) programs use, and
shlwapi's DllGetVersion.

Path functions work on the guest's strings in place and return pointers into them, as
shlwapi does; positions count characters of the variant called (A: bytes of cp1252, W:
UTF-16 units). Existence checks go through the VFS. Formatting is wsprintf's (no
floating point).
"""

import os

from ....abi.api import BOTH, api
from ...core.fmt import ArgReader, format_guest
from ...kernel.nls import compare
from ...kernel.vfs import VfsError
from ...core.dllnames import SHLWAPI
from ...core.winver import write_dll_version

MAX_PATH = 260
NORM_IGNORECASE = 0x1
FILE_ATTRIBUTE_DIRECTORY = 0x10


def _seps(ch):
    return ch in "\\/:"


def file_name_index(path):
    """Index where the last path component starts (PathFindFileName)."""
    i = len(path)
    while i > 0 and not _seps(path[i - 1]):
        i -= 1
    if i == len(path) and i > 0:          # a trailing separator: the component before it
        j = i - 1
        while j > 0 and not _seps(path[j - 1]):
            j -= 1
        return j
    return i


def extension_index(path):
    """Index of the last component's '.', or len(path) (PathFindExtension)."""
    start = file_name_index(path)
    dot = path.rfind(".", start)
    if dot < 0 or " " in path[dot:]:      # a space after the dot: not an extension
        return len(path)
    return dot


def root_length(path):
    """Length of the root (``C:\\``, ``\\\\server\\share\\``, ``\\``); 0 without one."""
    if path[1:3] == ":\\":
        return 3
    if path.startswith("\\\\"):
        parts = path[2:].split("\\", 2)
        if len(parts) >= 2:
            return min(len(path), 2 + len(parts[0]) + 1 + len(parts[1]) + 1)
        return 0
    if path.startswith("\\"):
        return 1
    return 0


def remove_file_spec(path):
    """PathRemoveFileSpec's result for ``path``."""
    root = root_length(path)
    i = path.rfind("\\")
    if i < 0:
        return "" if path[1:2] != ":" else path[:2]
    if i < root:
        return path[:root]
    return path[:i] if i >= root else path[:root]


def combine(directory, name):
    """PathCombine: ``name`` under ``directory`` (a rooted ``name`` wins), canonicalized."""
    if not name:
        text = directory or ""
    elif not directory or root_length(name) >= 3 or name.startswith("\\\\"):
        text = name
    elif name.startswith("\\"):
        text = directory[:root_length(directory)].rstrip("\\") + name
    else:
        text = directory if directory.endswith("\\") else directory + "\\"
        text += name
    root = root_length(text)
    out = []
    for part in text[root:].split("\\"):
        if part == "..":
            if out:
                out.pop()
        elif part not in (".",):
            out.append(part)
    # nothing at all combines to the root of the current drive, "\\", as Windows answers
    return (text[:root] + "\\".join(out)) or "\\"


def _ptr(c, base, index):
    return base + index * c.char_size


@api(SHLWAPI, "PathFindFileName{AW}", "LPVOID path", widths=BOTH)
def PathFindFileName(c, path):
    return _ptr(c, path, file_name_index(c.read_str(path))) if path else 0


@api(SHLWAPI, "PathFindExtension{AW}", "LPVOID path", widths=BOTH)
def PathFindExtension(c, path):
    return _ptr(c, path, extension_index(c.read_str(path))) if path else 0


@api(SHLWAPI, "PathRemoveExtension{AW}", "LPVOID path", widths=BOTH)
def PathRemoveExtension(c, path):
    if path:
        text = c.read_str(path)
        c.write_str(path, text[:extension_index(text)])


@api(SHLWAPI, "PathRemoveFileSpec{AW}", "LPVOID path", widths=BOTH)
def PathRemoveFileSpec(c, path):
    if not path:
        return 0
    text = c.read_str(path)
    new = remove_file_spec(text)
    c.write_str(path, new)
    return int(new != text)


@api(SHLWAPI, "PathAddBackslash{AW}", "LPVOID path", widths=BOTH)
def PathAddBackslash(c, path):
    if not path:
        return 0
    text = c.read_str(path)
    if text and not text.endswith("\\"):
        if len(text) + 1 >= MAX_PATH:
            return 0
        text += "\\"
        c.write_str(path, text)
    return _ptr(c, path, len(text))


@api(SHLWAPI, "PathCombine{AW}", "LPVOID dst, LPVOID dir, LPVOID name", widths=BOTH)
def PathCombine(c, dst, directory, name):
    if not dst or (not directory and not name):
        return 0
    dir_text = c.read_str(directory) if directory else ""
    name_text = c.read_str(name) if name else ""
    if (name_text.startswith("\\") and not name_text.startswith("\\\\") and dir_text
            and not root_length(dir_text)):
        # a rooted name under a relative directory: Windows (since Vista) refuses
        c.write_str(dst, "")
        return 0
    text = combine(dir_text, name_text)
    if len(text) >= MAX_PATH:
        c.write_str(dst, "")
        return 0
    c.write_str(dst, text)
    return dst


@api(SHLWAPI, "PathSkipRoot{AW}", "LPVOID path", widths=BOTH)
def PathSkipRoot(c, path):
    n = root_length(c.read_str(path)) if path else 0
    return _ptr(c, path, n) if n else 0


def _host(c, path):
    try:
        return c.vm.vfs.resolve(c.read_str(path))[1]
    except VfsError:
        return None


@api(SHLWAPI, "PathFileExists{AW}", "LPVOID path", widths=BOTH)
def PathFileExists(c, path):
    host = _host(c, path) if path else None
    return int(host is not None and os.path.exists(host))


@api(SHLWAPI, "PathIsDirectory{AW}", "LPVOID path", widths=BOTH)
def PathIsDirectory(c, path):
    host = _host(c, path) if path else None
    return FILE_ATTRIBUTE_DIRECTORY if host is not None and os.path.isdir(host) else 0


# -- strings -----------------------------------------------------------------------------
def _cmp(a, b):
    return (a > b) - (a < b)


def _find(c, s, sub, fold, last=False):
    text, needle = c.read_str(s), c.read_str(sub)
    if text is None or needle is None:
        return 0
    hay, pin = (text.lower(), needle.lower()) if fold else (text, needle)
    i = hay.rfind(pin) if last else hay.find(pin)
    return 0 if i < 0 else _ptr(c, s, i)


@api(SHLWAPI, "StrStr{AW}", "LPVOID s, LPVOID sub", widths=BOTH)
def StrStr(c, s, sub):
    # an empty string to look for is found nowhere (NULL), unlike C's strstr
    return _find(c, s, sub, False) if sub and c.read_str(sub) else 0


@api(SHLWAPI, "StrStrI{AW}", "LPVOID s, LPVOID sub", widths=BOTH)
def StrStrI(c, s, sub):
    return _find(c, s, sub, True) if sub and c.read_str(sub) else 0


@api(SHLWAPI, "StrRStrI{AW}", "LPVOID s, LPVOID end, LPVOID sub", widths=BOTH)
def StrRStrI(c, s, end, sub):
    # The last match that starts before ``end`` (NULL: the string's end); the match may
    # run past ``end``, as shlwapi compares from each earlier position.
    text, needle = c.read_str(s), c.read_str(sub)
    if text is None or needle is None:
        return 0
    limit = len(text) if not end else (end - s) // c.char_size
    hay, pin = text.lower(), needle.lower()
    for i in range(min(limit, len(text)) - 1, -1, -1):
        if hay.startswith(pin, i):
            return _ptr(c, s, i)
    return 0


@api(SHLWAPI, "StrCmpN{AW}", "LPVOID a, LPVOID b, int n", widths=BOTH)
def StrCmpN(c, a, b, n):
    return _cmp((c.read_str(a) or "")[:max(n, 0)], (c.read_str(b) or "")[:max(n, 0)])


@api(SHLWAPI, "StrCmpNI{AW}", "LPVOID a, LPVOID b, int n", widths=BOTH)
def StrCmpNI(c, a, b, n):
    return _cmp((c.read_str(a) or "")[:max(n, 0)].lower(), (c.read_str(b) or "")[:max(n, 0)].lower())


@api(SHLWAPI, "StrCmp{AW}", "LPVOID a, LPVOID b", widths=BOTH)
def StrCmp(c, a, b):
    """-1, 0 or 1 in the locale's word order, as CompareString orders them (so "a" comes
    before "B"; shlwapi compares through CompareString, not by code point)."""
    return compare(c.read_str(a) or "", c.read_str(b) or "")


@api(SHLWAPI, "StrCmpI{AW}", "LPVOID a, LPVOID b", widths=BOTH)
def StrCmpI(c, a, b):
    """StrCmp ignoring case (CompareString's NORM_IGNORECASE)."""
    return compare(c.read_str(a) or "", c.read_str(b) or "", NORM_IGNORECASE)


@api(SHLWAPI, "StrChr{AW}", "LPVOID s, UINT ch", widths=BOTH)
def StrChr(c, s, ch):
    text = c.read_str(s) or ""
    i = text.find(chr(ch & 0xFFFF))
    return 0 if i < 0 else _ptr(c, s, i)


@api(SHLWAPI, "StrDup{AW}", "LPVOID s", widths=BOTH)
def StrDup(c, s):
    text = c.read_str(s) or ""
    p = c.vm.heap.alloc((len(text) + 1) * c.char_size)   # freed with LocalFree
    c.write_str(p, text)
    return p


def _nprintf(c, buf, size, fmt, va):
    text = format_guest(c.vm.mem, c.read_str(fmt) or "", ArgReader(c.vm.mem, va), c.wide,
                        allow_float=False)
    if size <= 0:
        return -1
    if len(text) >= size:       # truncated, still NUL-terminated: -1, as shlwapi answers
        c.write_str(buf, text, size)
        return -1
    return c.write_str(buf, text, size)


@api(SHLWAPI, "wnsprintf{AW}", "LPVOID buf, int size, LPVOID fmt, ...", conv="cdecl", widths=BOTH)
def wnsprintf(c, buf, size, fmt, va):
    return _nprintf(c, buf, size, fmt, va)


@api(SHLWAPI, "wvnsprintf{AW}", "LPVOID buf, int size, LPVOID fmt, LPVOID va", widths=BOTH)
def wvnsprintf(c, buf, size, fmt, va):
    return _nprintf(c, buf, size, fmt, va)


def byte_size_text(n):
    """StrFormatByteSize's text: a signed size below 1 KB in bytes, else three significant
    digits (cut, not rounded) of the first unit in which it is below 1000 — 1022 KB is
    "0.99 MB", as Windows writes it (Wine's string.c records it)."""
    n &= 0xFFFFFFFFFFFFFFFF
    if n & (1 << 63):
        n -= 1 << 64
    if n < 1024:
        return "%d bytes" % n
    units = ("KB", "MB", "GB", "TB", "PB", "EB")
    value, unit = n / 1024.0, 0
    while value >= 1000 and unit < len(units) - 1:
        value /= 1024.0
        unit += 1
    if value < 10:
        text = "%.2f" % (int(value * 100) / 100)
    elif value < 100:
        text = "%.1f" % (int(value * 10) / 10)
    else:
        text = "%d" % int(value)
    return "%s %s" % (text, units[unit])


def kb_size(n):
    """StrFormatKBSize's number: the signed size in KB, rounded up (a negative size is
    0 KB)."""
    n &= 0xFFFFFFFFFFFFFFFF
    if n & (1 << 63):
        n -= 1 << 64
    return max(0, (n + 1023) // 1024)


@api(SHLWAPI, "StrFormatByteSizeW", "UINT64 value, LPVOID buf, UINT size", widths=BOTH)
def StrFormatByteSizeW(c, value, buf, size):
    # The W form takes a LONGLONG (two stack slots at 32 bits, one register at 64).
    c.wide = True
    c.write_str(buf, byte_size_text(value), size)
    return buf


@api(SHLWAPI, "StrFormatKBSizeW", "UINT64 value, LPVOID buf, UINT size", widths=BOTH)
def StrFormatKBSizeW(c, value, buf, size):
    c.wide = True
    c.write_str(buf, "{:,} KB".format(kb_size(value)), size)
    return buf


@api(SHLWAPI, "DllGetVersion", "LPVOID info", widths=BOTH)
def DllGetVersion(c, info):
    # shlwapi is 6.0, as shell32, with Windows 10's build.
    return write_dll_version(c.vm.mem, info, 6, 0)
