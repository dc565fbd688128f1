"""KERNELBASE: the PathCch functions (pathcch.h, the api-ms-win-core-path-l1-1-0
contract of Windows 8): path strings canonicalized, combined and taken apart without
touching the file system, with the buffer sizes, HRESULTs and \\\\?\\ long-path forms
Windows documents. Dart's VM (Dart Sass's dart.exe) canonicalizes every script path with
PathAllocCanonicalize.

A path's root is one of: ``\\\\?\\Volume{GUID}\\``, ``\\\\?\\UNC\\server\\share``,
``\\\\?\\X:\\``, ``\\\\server\\share``, ``\\`` or ``X:\\`` (the backslash after ``X:`` may
be missing). Canonicalizing keeps the root, drops ``.`` segments, makes ``..`` back up one
segment (never into the root), strips trailing dots (unless
PATHCCH_DO_NOT_NORMALIZE_SEGMENTS), gives a drive-relative ``X:`` its backslash, answers
``\\`` for an empty result, and puts ``\\\\?\\`` before a drive path too long for MAX_PATH
(or when PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH asks). The rules for dots next to ``*``
and inside names follow what Wine 8's kernelbase answers.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNELBASE
from ...core.winerror import (E_INVALIDARG, E_OUTOFMEMORY, ERROR_FILENAME_EXCED_RANGE, S_FALSE,
                              S_OK)
from ...kernel.globalmem import global_alloc

PATHCCH_MAX_CCH = 0x8000
MAX_PATH = 260
PATHCCH_ALLOW_LONG_PATHS = 0x01
PATHCCH_FORCE_ENABLE_LONG_NAME_PROCESS = 0x02
PATHCCH_FORCE_DISABLE_LONG_NAME_PROCESS = 0x04
PATHCCH_DO_NOT_NORMALIZE_SEGMENTS = 0x08
PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH = 0x10
PATHCCH_ENSURE_TRAILING_SLASH = 0x20
STRSAFE_E_INSUFFICIENT_BUFFER = 0x8007007A
E_FILENAME_EXCED_RANGE = 0x80070000 | ERROR_FILENAME_EXCED_RANGE
LMEM_ZEROINIT = 0x40
_HEX = set("0123456789abcdefABCDEF")


# -- the string rules ------------------------------------------------------------------
def _failed(hr):
    return bool(hr & 0x80000000)


def _drive(s, at=0):
    return len(s) > at + 1 and s[at].isascii() and s[at].isalpha() and s[at + 1] == ":"


def _unc_prefixed(s):
    return s[:8].lower() == "\\\\?\\unc\\"


def _disk_prefixed(s):
    return s[:4] == "\\\\?\\" and _drive(s, 4)


def _volume_prefixed(s):
    if s[:10].lower() != "\\\\?\\volume":
        return False
    guid = s[10:48]
    if len(guid) < 38 or guid[0] != "{" or guid[37] != "}":
        return False
    return all((ch == "-") if i in (9, 14, 19, 24) else (ch in _HEX)
               for i, ch in enumerate(guid[1:37], 1))


def _server_share(s):
    """``\\\\server...`` without the ``\\\\?`` prefix."""
    return s[:2] == "\\\\" and s[2:3] != "?"


def _root_last(s):
    """The index of the root's last character, or None when the path has no root."""
    if _volume_prefixed(s):
        return 48 if s[48:49] == "\\" else 47
    if _unc_prefixed(s):
        return 7
    if _disk_prefixed(s):
        return 6 if s[6:7] == "\\" else 5
    if s[:2] == "\\\\":
        return 1
    if s[:1] == "\\":
        return 0
    if _drive(s):
        return 2 if s[2:3] == "\\" else 1
    return None


def _segment_end(s, at):
    """(ended by a backslash, the index after the segment starting at ``at``)."""
    i = s.find("\\", at)
    return (False, len(s)) if i < 0 else (True, i + 1)


def skip_root(s):
    """PathCchSkipRoot: (HRESULT, index of the first character after the root)."""
    if not s or (s[:3] == "\\\\?" and not (_volume_prefixed(s) or _unc_prefixed(s)
                                           or _disk_prefixed(s))):
        return E_INVALIDARG, None
    last = _root_last(s)
    if last is None:
        return E_INVALIDARG, None
    end = last + 1
    if _unc_prefixed(s):
        end = _segment_end(s, _segment_end(s, end)[1])[1]        # server, then share
    elif _server_share(s):
        end = _segment_end(s, end)[1]                            # the server
        if s[end:end + 1] != "\\":                               # a share, when named
            end = _segment_end(s, end)[1]
    return S_OK, end


def _share_slash_is_not_root(s):
    return (_unc_prefixed(s) and len(s) > 8) or (_server_share(s) and len(s) > 2)


def strip_prefix(s):
    """``\\\\?\\UNC\\a`` -> ``\\\\a``, ``\\\\?\\C:\\`` -> ``C:\\``; None when unprefixed."""
    if _unc_prefixed(s):
        return "\\\\" + s[8:]
    if _disk_prefixed(s):
        return s[4:]
    return None


def strip_to_root(s, size=PATHCCH_MAX_CCH):
    """PathCchStripToRoot on a string: (HRESULT, the result). A server path keeps its
    server and share (``\\\\a\\b\\c`` -> ``\\\\a\\b``) and is left alone (S_FALSE)
    without a segment after the share; a path with no root is E_INVALIDARG, unchanged."""
    if not s:
        return E_INVALIDARG, s
    unc = _unc_prefixed(s)
    if unc or _server_share(s):
        slash, end = _segment_end(s, 8 if unc else 3)       # the server
        if not slash:
            return S_FALSE, s
        slash, end = _segment_end(s, end)                     # the share
        if not slash:
            return S_FALSE, s
        if end >= size:
            return E_INVALIDARG, s
        return S_OK, s[:end - 1]
    hr, end = skip_root(s)
    if hr != S_OK:
        return E_INVALIDARG, s
    if end >= size:
        return E_INVALIDARG, s
    if end >= len(s):
        return S_FALSE, s
    return S_OK, s[:end]


def canonicalize(path, flags):
    """PathAllocCanonicalize's rules (module docstring): (HRESULT, result or None)."""
    long_flags = PATHCCH_FORCE_ENABLE_LONG_NAME_PROCESS | PATHCCH_FORCE_DISABLE_LONG_NAME_PROCESS
    if path is None or (flags & long_flags) == long_flags \
            or (flags & long_flags and not flags & PATHCCH_ALLOW_LONG_PATHS) \
            or (flags & PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH
                and flags & PATHCCH_ALLOW_LONG_PATHS):
        return E_INVALIDARG, None
    n = len(path)
    if (n + 1 > MAX_PATH and not flags & (PATHCCH_ALLOW_LONG_PATHS
                                          | PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH)) \
            or n + 1 > PATHCCH_MAX_CCH:
        return E_FILENAME_EXCED_RANGE, None
    if flags & PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH:
        flags |= PATHCCH_DO_NOT_NORMALIZE_SEGMENTS
    out, i = [], 0
    root = _root_last(path)             # the index in ``out`` no backing-up may cross
    if root is not None:
        head, i = path[:root + 1], root + 1
        plain = strip_prefix(head)
        if plain is None:
            out = list(head)
        else:
            if _drive(plain) and plain[2:3] != "\\":
                plain = plain[:2] + "\\"
            out = list(plain)
            root = len(out)

    def above_root():
        return root is None or len(out) - 1 > root

    while i < n:
        if path[i] != ".":
            out.append(path[i])
            i += 1
            continue
        nxt = path[i + 1:i + 2]
        if nxt == ".":
            if out and out[-1] == "*":              # "*.." keeps one dot
                out.append(".")
                i += 1
                continue
            after = path[i + 2:i + 3]
            if (after and after != "\\") or (out and out[-1] != "\\"):
                out += [".", "."]                   # ".." inside a name
                i += 2
                continue
            if out and out[-1] == "\\" and above_root():
                out.pop()
                while out and out.pop() != "\\":    # back up one segment
                    pass
            elif after == "\\":
                i += 1
            i += 2
        else:
            if (nxt and nxt != "\\") or (out and out[-1] != "\\"):
                out.append(".")                     # "." inside a name
                i += 1
                continue
            if out and out[-1] == "\\" and above_root():
                out.pop()
            elif nxt == "\\":
                i += 1
            i += 1
        if _drive("".join(out[:2])) and out[2:3] != ["\\"]:
            out = out[:2] + ["\\"]                  # "X:" gets its backslash
            root = 2
            if path[i:i + 1] == "\\":
                i += 1
    if not flags & PATHCCH_DO_NOT_NORMALIZE_SEGMENTS:
        while out and out[-1] == ".":
            if len(out) > 1 and out[-2] == "*":
                break
            if len(out) == 3 and out[1] == ":":
                out[-1] = "\\"                      # "X:." is "X:\"
                break
            out.pop()
    result = "".join(out) or "\\"
    if _drive(result) and (len(result) + 1 > MAX_PATH
                           or flags & PATHCCH_ENSURE_IS_EXTENDED_LENGTH_PATH) \
            and not flags & PATHCCH_FORCE_ENABLE_LONG_NAME_PROCESS:
        result = "\\\\?\\" + result
    if flags & PATHCCH_ENSURE_TRAILING_SLASH and not result.endswith("\\"):
        result += "\\"
    return S_OK, result


def combine(path1, path2, flags):
    """PathAllocCombine's rules: (HRESULT, result or None)."""
    if path1 is None and path2 is None:
        return E_INVALIDARG, None
    if path1 is None or path2 is None:
        return canonicalize(path1 if path1 is not None else path2, flags)
    add_slash = False
    if _drive(path2) or path2[:2] == "\\\\":      # a fully qualified second path wins
        path1, path2 = path2, None
        add_slash = (_drive(path1) and len(path1) == 2) or (_disk_prefixed(path1)
                                                             and len(path1) == 6)
    joined = strip_prefix(path1)
    joined = path1 if joined is None else joined
    if add_slash and joined and not joined.endswith("\\"):
        joined += "\\"
    if path2:
        if path2[0] == "\\" and path2[1:2] != "\\":  # rooted: on the first path's root
            joined = strip_to_root(joined)[1]
            path2 = path2[1:]
        if joined and not joined.endswith("\\"):
            joined += "\\"
        joined += path2
    return canonicalize(joined, flags)


# -- the API surface ---------------------------------------------------------------------
def _text(vm, p):
    return vm.mem.wstr(p, PATHCCH_MAX_CCH + 1) if p else None


def _write(vm, p, text):
    vm.mem.write(p, text.encode("utf-16-le") + b"\0\0")


def _alloc_result(c, hr, text, out):
    vm = c.vm
    if _failed(hr):
        if out:
            vm.mem.wptr(out, 0)
        return hr
    buf = global_alloc(vm, LMEM_ZEROINIT, 2 * len(text) + 2)
    if not buf:
        vm.mem.wptr(out, 0)
        return E_OUTOFMEMORY
    _write(vm, buf, text)
    vm.mem.wptr(out, buf)
    return S_OK


@api(KERNELBASE, "PathAllocCanonicalize", "LPVOID path, DWORD flags, LPVOID out", widths=BOTH)
def PathAllocCanonicalize(c, path, flags, out):
    """The canonical form of ``path`` in a new LocalAlloc block (the caller's LocalFree)."""
    if not out:
        return E_INVALIDARG
    hr, text = canonicalize(_text(c.vm, path), flags)
    return _alloc_result(c, hr, text, out)


@api(KERNELBASE, "PathAllocCombine", "LPVOID path1, LPVOID path2, DWORD flags, LPVOID out",
     widths=BOTH)
def PathAllocCombine(c, path1, path2, flags, out):
    """``path2`` on ``path1``, canonicalized, in a new LocalAlloc block."""
    if not out:
        return E_INVALIDARG
    hr, text = combine(_text(c.vm, path1), _text(c.vm, path2), flags)
    return _alloc_result(c, hr, text, out)


@api(KERNELBASE, "PathCchCanonicalizeEx", "LPVOID out, SIZE_T size, LPVOID path, DWORD flags",
     widths=BOTH)
def PathCchCanonicalizeEx(c, out, size, path, flags):
    vm = c.vm
    if not size:
        return E_INVALIDARG
    source = _text(vm, path)
    hr, text = canonicalize(source, flags)
    if _failed(hr):
        return hr
    if size < len(text) + 1:
        rooted = source[:1] == "\\" or (_drive(source) and source[2:3] == "\\")
        return E_FILENAME_EXCED_RANGE if len(text) > MAX_PATH - 4 and not rooted \
            else STRSAFE_E_INSUFFICIENT_BUFFER
    if _drive(text) and len(text) == 2 and size > 3:
        text += "\\"
    _write(vm, out, text)
    return S_OK


@api(KERNELBASE, "PathCchCanonicalize", "LPVOID out, SIZE_T size, LPVOID path", widths=BOTH)
def PathCchCanonicalize(c, out, size, path):
    source = _text(c.vm, path) or ""
    if len(source) > MAX_PATH - 4 and not (_drive(source) and source[2:3] == "\\"):
        return E_FILENAME_EXCED_RANGE
    return PathCchCanonicalizeEx(c, out, size, path, 0)


@api(KERNELBASE, "PathCchCombineEx", "LPVOID out, SIZE_T size, LPVOID path1, LPVOID path2, "
     "DWORD flags", widths=BOTH)
def PathCchCombineEx(c, out, size, path1, path2, flags):
    vm = c.vm
    if not out or not size or size > PATHCCH_MAX_CCH:
        return E_INVALIDARG
    hr, text = combine(_text(vm, path1), _text(vm, path2), flags)
    if _failed(hr) or len(text) + 1 > size:
        vm.mem.w16(out, 0)
        return hr if _failed(hr) else STRSAFE_E_INSUFFICIENT_BUFFER
    _write(vm, out, text)
    return S_OK


@api(KERNELBASE, "PathCchCombine", "LPVOID out, SIZE_T size, LPVOID path1, LPVOID path2",
     widths=BOTH)
def PathCchCombine(c, out, size, path1, path2):
    return PathCchCombineEx(c, out, size, path1, path2, 0)


@api(KERNELBASE, "PathCchAppendEx", "LPVOID path1, SIZE_T size, LPVOID path2, DWORD flags",
     widths=BOTH)
def PathCchAppendEx(c, path1, size, path2, flags):
    """``path2`` appended to ``path1`` in place (a leading single backslash of ``path2``
    does not go to the root); ``path1`` unchanged on failure."""
    vm = c.vm
    if not path1 or not size:
        return E_INVALIDARG
    if size > PATHCCH_MAX_CCH:
        return E_INVALIDARG
    second = _text(vm, path2)
    if second and second[0] == "\\" and second[1:2] != "\\":
        second = second[1:]
    hr, text = combine(_text(vm, path1), second, flags)
    if _failed(hr):
        return hr
    if len(text) + 1 > size:
        return STRSAFE_E_INSUFFICIENT_BUFFER
    _write(vm, path1, text)
    return S_OK


@api(KERNELBASE, "PathCchAppend", "LPVOID path1, SIZE_T size, LPVOID path2", widths=BOTH)
def PathCchAppend(c, path1, size, path2):
    return PathCchAppendEx(c, path1, size, path2, 0)


@api(KERNELBASE, "PathCchAddBackslashEx", "LPVOID path, SIZE_T size, LPVOID end, "
     "LPVOID remaining", widths=BOTH)
def PathCchAddBackslashEx(c, path, size, end, remaining):
    vm = c.vm
    text = _text(vm, path) or ""
    n = len(text)
    needs = bool(size and n and text[-1] != "\\")
    if n >= (size - 1 if needs else size):
        hr, at, left = STRSAFE_E_INSUFFICIENT_BUFFER, 0, 0
    elif not needs:
        hr, at, left = S_FALSE, path + 2 * n, size - n
    else:
        _write(vm, path, text + "\\")
        hr, at, left = S_OK, path + 2 * (n + 1), size - n - 1
    if end:
        vm.mem.wptr(end, at)
    if remaining:
        vm.mem.wptr(remaining, left)
    return hr


@api(KERNELBASE, "PathCchAddBackslash", "LPVOID path, SIZE_T size", widths=BOTH)
def PathCchAddBackslash(c, path, size):
    return PathCchAddBackslashEx(c, path, size, 0, 0)


@api(KERNELBASE, "PathCchRemoveBackslashEx", "LPVOID path, SIZE_T size, LPVOID end, "
     "LPVOID free", widths=BOTH)
def PathCchRemoveBackslashEx(c, path, size, end, free):
    vm = c.vm
    if not size or not end or not free:
        if end:
            vm.mem.wptr(end, 0)
        if free:
            vm.mem.wptr(free, 0)
        return E_INVALIDARG
    text = vm.mem.wstr(path, size + 1)
    n = len(text)
    if n >= size:
        return E_INVALIDARG                  # no NUL inside the buffer
    if n and text[-1] == "\\":
        vm.mem.wptr(end, path + 2 * (n - 1))
        vm.mem.wptr(free, size - n + 1)
        root = _root_last(text)
        if root is None or n - 1 > root:
            vm.mem.w16(path + 2 * (n - 1), 0)
            return S_OK
        return S_FALSE
    vm.mem.wptr(end, path + 2 * n)
    vm.mem.wptr(free, size - n)
    return S_FALSE


@api(KERNELBASE, "PathCchRemoveBackslash", "LPVOID path, SIZE_T size", widths=BOTH)
def PathCchRemoveBackslash(c, path, size):
    vm = c.vm
    cells = vm.heap.alloc(2 * vm.ptr_size)
    try:
        return PathCchRemoveBackslashEx(c, path, size, cells, cells + vm.ptr_size)
    finally:
        vm.heap.free(cells)


def _extension_at(vm, path, size):
    """PathCchFindExtension: (HRESULT, index of the extension's dot or of the end)."""
    if not path or not size or size > PATHCCH_MAX_CCH:
        return E_INVALIDARG, None
    text = vm.mem.wstr(path, min(size, PATHCCH_MAX_CCH) + 1)
    if len(text) >= min(size, PATHCCH_MAX_CCH):
        return E_INVALIDARG, None            # no NUL inside the buffer
    dot = None
    for i, ch in enumerate(text):
        if ch in "\\ ":
            dot = None
        elif ch == ".":
            dot = i
    return S_OK, len(text) if dot is None else dot


@api(KERNELBASE, "PathCchFindExtension", "LPVOID path, SIZE_T size, LPVOID out", widths=BOTH)
def PathCchFindExtension(c, path, size, out):
    hr, at = _extension_at(c.vm, path, size)
    c.vm.mem.wptr(out, 0 if at is None else path + 2 * at)
    return hr


@api(KERNELBASE, "PathCchRemoveExtension", "LPVOID path, SIZE_T size", widths=BOTH)
def PathCchRemoveExtension(c, path, size):
    vm = c.vm
    hr, at = _extension_at(vm, path, size)
    if _failed(hr):
        return hr
    text = vm.mem.wstr(path, size)
    if at >= len(text):
        return S_FALSE
    vm.mem.write(path + 2 * at, bytes(2 * (len(text) - at)))
    return S_OK


@api(KERNELBASE, "PathCchAddExtension", "LPVOID path, SIZE_T size, LPVOID ext", widths=BOTH)
def PathCchAddExtension(c, path, size, ext):
    vm = c.vm
    extension = _text(vm, ext)
    if not path or not size or size > PATHCCH_MAX_CCH or extension is None:
        return E_INVALIDARG
    if any(ch in " \\" or (ch == "." and i) for i, ch in enumerate(extension)):
        return E_INVALIDARG
    hr, at = _extension_at(vm, path, size)
    if _failed(hr):
        return hr
    text = vm.mem.wstr(path, size)
    if at < len(text):
        return S_FALSE                       # it has one already
    dotted = extension if extension.startswith(".") else "." + extension
    if len(text) + len(dotted) + 1 > size:
        return STRSAFE_E_INSUFFICIENT_BUFFER
    if extension not in ("", "."):
        _write(vm, path, text + dotted)
    return S_OK


@api(KERNELBASE, "PathCchRenameExtension", "LPVOID path, SIZE_T size, LPVOID ext", widths=BOTH)
def PathCchRenameExtension(c, path, size, ext):
    hr = PathCchRemoveExtension(c, path, size)
    if _failed(hr):
        return hr
    hr = PathCchAddExtension(c, path, size, ext)
    return hr if _failed(hr) else S_OK


@api(KERNELBASE, "PathCchSkipRoot", "LPVOID path, LPVOID out", widths=BOTH)
def PathCchSkipRoot(c, path, out):
    if not out:
        return E_INVALIDARG
    hr, end = skip_root(_text(c.vm, path) or "")
    if hr == S_OK:
        c.vm.mem.wptr(out, path + 2 * end)
    return hr


@api(KERNELBASE, "PathCchStripToRoot", "LPVOID path, SIZE_T size", widths=BOTH)
def PathCchStripToRoot(c, path, size):
    vm = c.vm
    text = _text(vm, path)
    if not text or not size or size > PATHCCH_MAX_CCH:
        return E_INVALIDARG
    hr, root = strip_to_root(text, size)
    if hr == S_OK:
        vm.mem.w16(path + 2 * len(root), 0)
    return hr


@api(KERNELBASE, "PathCchStripPrefix", "LPVOID path, SIZE_T size", widths=BOTH)
def PathCchStripPrefix(c, path, size):
    vm = c.vm
    if not path or not size or size > PATHCCH_MAX_CCH:
        return E_INVALIDARG
    text = _text(vm, path)
    plain = strip_prefix(text)
    if plain is None:
        return S_FALSE
    if size < len(plain) + 1:
        return E_INVALIDARG
    _write(vm, path, plain)
    return S_OK


@api(KERNELBASE, "PathCchRemoveFileSpec", "LPVOID path, SIZE_T size", widths=BOTH)
def PathCchRemoveFileSpec(c, path, size):
    """The last segment off (and its backslash, but never the root's)."""
    vm = c.vm
    if not path or not size or size > PATHCCH_MAX_CCH:
        return E_INVALIDARG
    text = _text(vm, path)
    hr, root = skip_root(text)
    if hr != S_OK:
        root = 0
    if root > 0 and text[root - 1] == "\\" and _share_slash_is_not_root(text):
        root -= 1
    last = text.rfind("\\", root)
    if last < 0:
        last = root
    if last > root and text[last - 1] == "\\" and text[last + 1:last + 2] != "?":
        last -= 1
    if last >= size:
        return E_INVALIDARG
    if last >= len(text):
        return S_FALSE
    vm.mem.w16(path + 2 * last, 0)
    return S_OK


@api(KERNELBASE, "PathCchIsRoot", "LPVOID path", widths=BOTH)
def PathCchIsRoot(c, path):
    text = _text(c.vm, path)
    if not text:
        return 0
    last = _root_last(text)
    if last is None:
        return 0
    if _unc_prefixed(text) or _server_share(text):
        at = last + 1
        if at >= len(text):
            return 1
        slash, at = _segment_end(text, at)
        if at >= len(text):
            return 0 if slash else 1          # "\\server\" is no root, "\\server" is
        slash, at = _segment_end(text, at)
        return int(not slash and at >= len(text))
    return int(text[last] == "\\" and last + 1 == len(text))


@api(KERNELBASE, "PathIsUNCEx", "LPVOID path, LPVOID server", widths=BOTH)
def PathIsUNCEx(c, path, server):
    text = _text(c.vm, path) or ""
    at = 8 if _unc_prefixed(text) else 2 if _server_share(text) else None
    if server:
        c.vm.mem.wptr(server, 0 if at is None else path + 2 * at)
    return int(at is not None)
