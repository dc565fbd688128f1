"""SHLWAPI's path tests and edits of the census: PathIsURL, PathAppend, PathCanonicalize,
PathMatchSpec, PathStripPath, PathStripToRoot, PathIsRoot/UNC/Relative/FileSpec/SameRoot,
the quoting, argument and blank helpers, PathGetCharType, PathParseIconLocation,
PathBuildRoot, PathGetDriveNumber, PathFindNextComponent, PathRemoveBackslash.

Every function works on the guest's string in place and answers pointers into it, as
shlwapi does; positions count characters of the variant called. The rules are
shlwapi's (checked against Wine 8 by guests/tests/shlwapi_path.c), including its
quirks: a lone ``\\`` after a drive is the root, ``..`` never climbs above a UNC share,
``.`` only vanishes before a backslash.
"""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from .main import MAX_PATH, combine
from .urls import parse_scheme
from ...core.dllnames import SHLWAPI


# PathGetCharType's classes (shlwapi.h).
GCT_INVALID, GCT_LFNCHAR, GCT_SHORTCHAR, GCT_WILD, GCT_SEPARATOR = 0, 1, 2, 4, 8


def _ptr(c, base, index):
    return base + index * c.char_size


def extension_index_of(path):
    """PathFindExtension's index: the last '.' after the last '\\' or ' ', else the end."""
    last = None
    for i, ch in enumerate(path):
        if ch in "\\ ":
            last = None
        elif ch == ".":
            last = i
    return len(path) if last is None else last


def is_root(path):
    """PathIsRoot: ``\\``, ``X:\\``, or a UNC name with at most one backslash after ``\\\\``."""
    if not path:
        return False
    if path[0] == "\\":
        if len(path) == 1:
            return True
        if path[1] == "\\":
            return path[2:].count("\\") <= 1
        return False
    return len(path) == 3 and path[1:3] == ":\\"


def find_file_name(path):
    """PathFindFileName: after the last separator that is followed by a name."""
    last = 0
    for i, ch in enumerate(path):
        if ch in "\\/:" and i + 1 < len(path) and path[i + 1] not in "\\/":
            last = i + 1
    return last


def remove_file_spec(path):
    """PathRemoveFileSpec as shlwapi does it: (new path, changed)."""
    i = 0
    spec = 0
    if path[i:i + 1] == "\\":
        i += 1
        spec = i
    if path[i:i + 1] == "\\":
        i += 1
        spec = i
    while i < len(path):
        if path[i] == "\\":
            spec = i
        elif path[i] == ":":
            i += 1
            spec = i
            if path[i:i + 1] == "\\":
                spec += 1
            if i >= len(path):
                break
        i += 1
    if spec < len(path):
        return path[:spec], True
    return path, False


def canonicalize(path):
    """PathCanonicalize's result: ``.\\`` dropped, ``\\..`` backs up one directory
    (never over a UNC server or the initial ``\\``; after a bare ``X:`` over the drive)."""
    if not path:
        return "\\"
    n = len(path)
    buf = ["\0"] * (2 * n + 4)        # the output as shlwapi writes it, NUL slots included
    src = d = 0

    def at(i):
        return path[i] if 0 <= i < n else "\0"

    if path[0] == "\\":
        buf[0] = "\\"
        src = d = 1
    elif n > 1 and path[1] == ":":
        buf[0:2] = path[0:2]
        src = d = 2
        if at(2) == "\\":
            buf[2] = "\\"
            src = d = 3
    while src < n:
        ch = path[src]
        if ch == "." and at(src + 1) == "\\" and (src == 0 or at(src - 1) in "\\:"):
            src += 2                                        # skip .\\
        elif ch == "." and at(src + 1) == "." and d and buf[d - 1] == "\\":
            buf[d] = "\0"
            if d > 1 and buf[d - 1] == "\\" and (buf[d - 2] != "\\" or d > 2):
                if buf[d - 2] == ":" and (d > 3 or buf[d - 3] == ":"):
                    d -= 2
                    while d > 0 and buf[d] != "\\":
                        d -= 1
                    d = d + 1 if buf[d] == "\\" else 0
                elif buf[d - 2] != ":" and not _is_unc_server_share("".join(buf[:d])):
                    d -= 2
            while d > 0 and buf[d] != "\\":
                d -= 1
            if d == 0:
                buf[0] = "\\"
                d = 1
                src += 1
            src += 2                                        # skip ..
        else:
            buf[d] = ch
            d += 1
            src += 1
    if d == 2 and buf[1] == ":":                            # a naked drive gets its root
        buf[2] = "\\"
        d = 3
    return "".join(buf[:d])


def _is_unc_server_share(path):
    """PathIsUNCServerShare: ``\\\\server\\share`` with one backslash after ``\\\\``."""
    return path.startswith("\\\\") and path[2:].count("\\") == 1


def skip_root(path):
    """PathSkipRoot's index, or None: past ``X:\\`` or ``\\\\server\\share\\``."""
    if not path:
        return None
    if path.startswith("\\\\"):
        i = path.find("\\", 2)
        if i >= 0:
            j = path.find("\\", i + 1)
            return j + 1 if j >= 0 else None
        return None
    if len(path) > 2 and path[1:3] == ":\\":
        return 3
    return None


def common_prefix(a, b):
    """PathCommonPrefix's length: the common leading components of two paths."""
    i = 0
    if a.startswith("\\\\"):
        if not b.startswith("\\\\"):
            return 0
        i = 2
    elif b.startswith("\\\\"):
        return 0
    length = 0
    while True:
        ca = a[i] if i < len(a) else ""
        cb = b[i] if i < len(b) else ""
        if ca in ("", "\\") and cb in ("", "\\"):
            length = i
        if not ca or ca.lower() != cb.lower():
            break
        i += 1
    return 3 if length == 2 else length       # "C:" counts with its backslash, as Win32


def match_mask(name, mask):
    """One mask of PathMatchSpec (up to ';'): '*' any run, '?' one character."""
    i = j = 0
    while i < len(name) and j < len(mask) and mask[j] != ";":
        if mask[j] == "*":
            for k in range(i, len(name) + 1):
                if match_mask(name[k:], mask[j + 1:]):
                    return True
            return False
        if mask[j] != "?" and mask[j].upper() != name[i].upper():
            return False
        i += 1
        j += 1
    if i == len(name):
        while j < len(mask) and mask[j] == "*":
            j += 1
        return j == len(mask) or mask[j] == ";"
    return False


def match_spec(path, spec):
    """PathMatchSpec: any of the ';'-separated masks (leading blanks skipped)."""
    if spec == "*.*":
        return True
    i = 0
    while i < len(spec):
        while i < len(spec) and spec[i] == " ":
            i += 1
        if match_mask(path, spec[i:]):
            return True
        semi = spec.find(";", i)
        if semi < 0:
            break
        i = semi + 1
    return False


def args_index(path):
    """PathGetArgs: after the first space outside double quotes, else the end."""
    quoted = False
    for i, ch in enumerate(path):
        if ch == " " and not quoted:
            return i + 1
        if ch == '"':
            quoted = not quoted
    return len(path)


def char_type(ch):
    """PathGetCharType's GCT_* flags for one character code."""
    if ch < 0x20 or chr(ch) in '<>"|/':
        return GCT_INVALID
    if chr(ch) in "*?":
        return GCT_WILD
    if chr(ch) in "\\:":
        return GCT_SEPARATOR
    flags = GCT_LFNCHAR
    if ch >= 126:
        flags |= GCT_SHORTCHAR            # shlwapi calls every such character DOS-valid
    elif (ch & 1 and ch != 0x3B) or chr(ch).isalnum() or chr(ch) in "$&(.@^'`":
        flags |= GCT_SHORTCHAR
    return flags


def str_to_int(text, hex_ok=False):
    """StrToIntEx's parse: (ok, value) with blanks, a sign, decimal or 0x hex, wrapping
    to 32 bits as shlwapi's arithmetic does."""
    i = 0
    while i < len(text) and text[i] in " \t\n":
        i += 1
    neg = False
    if text[i:i + 1] in ("-", "+"):
        neg = text[i] == "-"
        i += 1
    value, digits = 0, 0
    if hex_ok and text[i:i + 2] in ("0x", "0X"):
        neg = False             # Windows ignores the sign of a hex number: "-0x10" is 16
        i += 2
        while i < len(text) and text[i] in "0123456789abcdefABCDEF":
            value = value * 16 + int(text[i], 16)
            i += 1
            digits += 1
    else:
        while i < len(text) and "0" <= text[i] <= "9":
            value = value * 10 + ord(text[i]) - 48
            i += 1
            digits += 1
    if not digits:
        return False, 0
    value = (-value if neg else value) & 0xFFFFFFFF
    return True, value - (1 << 32) if value & 0x80000000 else value


@api(SHLWAPI, "PathIsURL{AW}", "LPVOID path", widths=BOTH)
def PathIsURL(c, path):
    text = c.read_str(path) if path else ""
    return int(bool(text) and parse_scheme(text) is not None)


@api(SHLWAPI, "PathAppend{AW}", "LPVOID path, LPVOID more", widths=BOTH)
def PathAppend(c, path, more):
    if not path or not more:
        return 0
    text, tail = c.read_str(path), c.read_str(more)
    if not tail.startswith("\\\\"):
        tail = tail.lstrip("\\")      # appended under the path, never at its root
    new = combine(text, tail)
    if len(new) >= MAX_PATH:
        c.write_str(path, "")
        return 0
    c.write_str(path, new)
    return 1


@api(SHLWAPI, "PathIsRelative{AW}", "LPVOID path", widths=BOTH)
def PathIsRelative(c, path):
    text = c.read_str(path) if path else ""
    return int(not text or not (text[0] == "\\" or text[1:2] == ":"))


@api(SHLWAPI, "PathMatchSpec{AW}", "LPVOID path, LPVOID spec", widths=BOTH)
def PathMatchSpec(c, path, spec):
    if not path or not spec:
        return 0
    return int(match_spec(c.read_str(path), c.read_str(spec)))


@api(SHLWAPI, "PathStripPath{AW}", "LPVOID path", widths=BOTH)
def PathStripPath(c, path):
    if path:
        text = c.read_str(path)
        c.write_str(path, text[find_file_name(text):])


@api(SHLWAPI, "PathCanonicalize{AW}", "LPVOID dst, LPVOID path", widths=BOTH)
def PathCanonicalize(c, dst, path):
    if dst:
        c.write_str(dst, "")
    if not dst or not path:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    text = canonicalize(c.read_str(path))
    if len(text) >= MAX_PATH:
        return 0
    c.write_str(dst, text)
    return 1


@api(SHLWAPI, "PathGetDriveNumber{AW}", "LPVOID path", widths=BOTH)
def PathGetDriveNumber(c, path):
    if not path:
        return -1
    text = c.read_str(path)
    if text.startswith("\\\\?\\"):
        if not c.wide:
            return -1           # only the W form looks through "\\?\" (Windows since Vista)
        text = text[4:]
    if text[1:2] == ":" and "a" <= text[:1].lower() <= "z":
        return ord(text[0].lower()) - ord("a")
    return -1


@api(SHLWAPI, "PathRemoveBackslash{AW}", "LPVOID path", widths=BOTH)
def PathRemoveBackslash(c, path):
    if not path:
        return 0
    text = c.read_str(path)
    last = max(len(text) - 1, 0)
    if not is_root(text) and text.endswith("\\"):
        c.write_str(path, text[:-1])
    return _ptr(c, path, last)


@api(SHLWAPI, "PathStripToRoot{AW}", "LPVOID path", widths=BOTH)
def PathStripToRoot(c, path):
    if not path:
        return 0
    text = c.read_str(path)
    ok = True
    while not is_root(text):
        text, changed = remove_file_spec(text)
        if not changed:
            ok = False
            break
    c.write_str(path, text)
    return int(ok)


@api(SHLWAPI, "PathIsRoot{AW}", "LPVOID path", widths=BOTH)
def PathIsRoot(c, path):
    return int(bool(path) and is_root(c.read_str(path)))


@api(SHLWAPI, "PathIsUNC{AW}", "LPVOID path", widths=BOTH)
def PathIsUNC(c, path):
    return int(bool(path) and c.read_str(path).startswith("\\\\"))


@api(SHLWAPI, "PathQuoteSpaces{AW}", "LPVOID path", widths=BOTH)
def PathQuoteSpaces(c, path):
    if path:
        text = c.read_str(path)
        if " " in text and len(text) + 3 <= MAX_PATH:
            c.write_str(path, '"%s"' % text)


@api(SHLWAPI, "PathUnquoteSpaces{AW}", "LPVOID path", widths=BOTH)
def PathUnquoteSpaces(c, path):
    if path:
        text = c.read_str(path)
        if text.startswith('"') and text.endswith('"'):
            c.write_str(path, text[1:-1])


@api(SHLWAPI, "PathGetArgs{AW}", "LPVOID path", widths=BOTH)
def PathGetArgs(c, path):
    return _ptr(c, path, args_index(c.read_str(path))) if path else 0


@api(SHLWAPI, "PathRemoveArgs{AW}", "LPVOID path", widths=BOTH)
def PathRemoveArgs(c, path):
    if path:
        text = c.read_str(path)
        i = args_index(text)
        if i and text[i - 1] == " ":
            c.write_str(path, text[:i - 1])


@api(SHLWAPI, "PathRemoveBlanks{AW}", "LPVOID path", widths=BOTH)
def PathRemoveBlanks(c, path):
    if path:
        c.write_str(path, c.read_str(path).strip(" "))


@api(SHLWAPI, "PathIsFileSpec{AW}", "LPVOID path", widths=BOTH)
def PathIsFileSpec(c, path):
    if not path:
        return 0
    text = c.read_str(path)
    return int("\\" not in text and ":" not in text)


@api(SHLWAPI, "PathFindNextComponent{AW}", "LPVOID path", widths=BOTH)
def PathFindNextComponent(c, path):
    text = c.read_str(path) if path else ""
    if not text:
        return 0
    i = text.find("\\")
    if i < 0:
        return _ptr(c, path, len(text))
    if text[i + 1:i + 2] == "\\":
        i += 1
    return _ptr(c, path, i + 1)


@api(SHLWAPI, "PathBuildRoot{AW}", "LPVOID root, int drive", widths=BOTH)
def PathBuildRoot(c, root, drive):
    if root and 0 <= drive < 26:
        c.write_str(root, chr(ord("A") + drive) + ":\\")
    return root


@api(SHLWAPI, "PathIsSameRoot{AW}", "LPVOID a, LPVOID b", widths=BOTH)
def PathIsSameRoot(c, a, b):
    if not a or not b:
        return 0
    one, two = c.read_str(a), c.read_str(b)
    start = skip_root(one)
    if start is None:
        return 0
    return int(start <= common_prefix(one, two) + 1)


@api(SHLWAPI, "PathGetCharType{AW}", "UINT ch", widths=BOTH)
def PathGetCharType(c, ch):
    return char_type(ch & (0xFFFF if c.wide else 0xFF))


@api(SHLWAPI, "PathParseIconLocation{AW}", "LPVOID path", widths=BOTH)
def PathParseIconLocation(c, path):
    if not path:
        return 0
    text = c.read_str(path)
    index = 0
    comma = text.find(",")
    if comma >= 0:
        tail = text[comma + 1:]
        if tail[:1] == "-" or tail[:1].isdigit():   # StrToInt takes no blanks or '+'
            index = str_to_int(tail)[1]
        text = text[:comma]
    if text.startswith('"') and text.endswith('"'):
        text = text[1:-1]
    c.write_str(path, text.strip(" "))
    return index & 0xFFFFFFFF
