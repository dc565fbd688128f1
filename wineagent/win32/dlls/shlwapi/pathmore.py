"""SHLWAPI path helpers the conformance tests (Wine's path.c) reached: PathMakePretty,
PathCommonPrefix and PathUndecorate, as MS docs describe them, with the corner cases Wine's
tests record of Windows."""

from ....abi.api import BOTH, api
from ...kernel.environ import environment
from ...core.dllnames import SHLWAPI


@api(SHLWAPI, "PathMakePretty{AW}", "LPVOID path", widths=BOTH)
def PathMakePretty(c, path):
    """An all-upper-case path is lowered, its first character kept ("TEST" -> "Test"):
    TRUE. A path with any lower-case letter is left alone: FALSE (NULL: FALSE)."""
    if not path:
        return 0
    text = c.read_str(path)
    if any(ch.islower() for ch in text):
        return 0
    c.write_str(path, text[:1] + text[1:].lower())
    return 1


def common_prefix(one, two):
    """The length of the leading whole components ``one`` and ``two`` share (compared
    ignoring case): up to a backslash or the end that both reach together; a drive root
    keeps its backslash ("C:\\\\"). Two UNC paths share nothing below their server."""
    last, i = 0, 0
    while True:
        a = one[i] if i < len(one) else ""
        b = two[i] if i < len(two) else ""
        if a in ("", "\\") and b in ("", "\\"):
            last = i
        if not a or not b or a.lower() != b.lower():
            break
        i += 1
    if last == 2 and one[1:3] == ":\\":
        last = 3                    # the root of a drive is "C:\"
    if one.startswith("\\\\") and last <= 2:
        last = 0
    return last


@api(SHLWAPI, "PathCommonPrefix{AW}", "LPVOID one, LPVOID two, LPVOID out", widths=BOTH)
def PathCommonPrefix(c, one, two, out):
    """The characters of the common prefix of two paths, written to ``out`` (MAX_PATH)
    when given. A NULL path: 0, ``out`` untouched."""
    if not one or not two:
        return 0
    a = c.read_str(one)
    n = common_prefix(a, c.read_str(two))
    if out:
        c.write_str(out, a[:n])
    return n


def undecorate(text):
    """``text`` without the "[digits]" a browser cache appends to a file name before its
    extension ("a[1].txt" -> "a.txt"); unchanged when there is none, when it is the whole
    file name, or when it is not just ASCII digits."""
    start = text.rfind("\\") + 1
    name = text[start:]
    dot = name.rfind(".")
    stem_end = dot if dot >= 0 else len(name)
    stem = name[:stem_end]
    if not stem.endswith("]"):
        return text
    open_ = stem.rfind("[")
    digits = stem[open_ + 1:-1]
    if open_ <= 0 or not all("0" <= d <= "9" for d in digits):
        return text
    return text[:start] + stem[:open_] + name[stem_end:]


@api(SHLWAPI, "PathUndecorate{AW}", "LPVOID path", widths=BOTH)
def PathUndecorate(c, path):
    """Remove a "[n]" decoration from the file name in place (NULL: nothing)."""
    if path:
        text = c.read_str(path)
        new = undecorate(text)
        if new != text:
            c.write_str(path, new)


#: The variables PathUnExpandEnvStrings puts back (MS docs' list, ComputerName aside: its
#: value is a name, not a path, and Windows does not match it at the start of a path).
UNEXPAND_VARS = ("ALLUSERSPROFILE", "APPDATA", "USERPROFILE", "ProgramFiles", "SystemRoot",
                 "SystemDrive")


def unexpand(env, text):
    """``text`` with its start replaced by the %VARIABLE% whose current value it begins
    with (the longest such value), or None when none does."""
    best = None
    for name in UNEXPAND_VARS:
        value = env.get(name)
        if value and text.lower().startswith(value.lower()):
            if best is None or len(value) > len(best[1]):
                best = (name, value)
    if best is None:
        return None
    return "%" + best[0] + "%" + text[len(best[1]):]


@api(SHLWAPI, "PathUnExpandEnvStrings{AW}", "LPVOID path, LPVOID buf, UINT size", widths=BOTH)
def PathUnExpandEnvStrings(c, path, buf, size):
    """Write ``path`` with a leading folder replaced by its environment variable
    (C:\\Windows\\System32 -> %SystemRoot%\\System32), reading the variables as they are
    now: TRUE; FALSE (``buf`` untouched, the last error too) when no variable's value
    starts the path or the result does not fit in ``size`` characters."""
    if not path or not buf:
        return 0
    text = unexpand(environment(c.vm), c.read_str(path))
    if text is None or len(text) + 1 > size:
        return 0
    c.write_str(buf, text)
    return 1
