"""COMDLG32's GetFileTitle: the name a program shows for a file (its caption text).

The title is the part after the last ``\\``, ``/`` or ``:``. As Windows documents: the
result is 0 on success; when the buffer is NULL or too small the needed size (with the
NUL) is returned; a path that ends in a separator, or holds ``*?<>|"`` in its name, gets
-1 (ERRORS: an invalid name).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import COMDLG32

_BAD = set('*?<>|"')


def file_title(path):
    """The title of ``path``, or None when it names no file."""
    if not path or path[-1] in "\\/:":
        return None
    name = path.replace("/", "\\").rsplit("\\", 1)[-1].rsplit(":", 1)[-1]
    if not name or _BAD & set(name):
        return None
    return name


@api(COMDLG32, "GetFileTitle{AW}", "LPCTSTR path, LPVOID buf, WORD size", widths=BOTH)
def GetFileTitle(c, path, buf, size):
    title = file_title(path)
    if title is None:
        return 0xFFFFFFFF
    if not buf or size < len(title) + 1:
        return len(title) + 1
    c.write_str(buf, title, size)
    return 0
