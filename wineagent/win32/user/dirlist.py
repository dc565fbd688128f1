"""Directory listings in list boxes and combo boxes: what LB_DIR / CB_DIR add, where
LB_DIR and LB_ADDFILE put a name, and DlgDirList / DlgDirSelectEx's path handling, as
Windows documents them (Wine's listbox.c tests, run on Windows, as the oracle).

- A file is listed by its name; a folder as ``[name]`` (``.`` never, ``..`` below the
  root); a drive as ``[-c-]``, after everything else.
- Without DDL_EXCLUSIVE every file matching the pattern is listed (folders only with
  DDL_DIRECTORY); with it, only files whose read-only, hidden, system and archive bits are
  exactly the ones asked for (so DDL_DIRECTORY | DDL_EXCLUSIVE lists folders alone).
  DDL_DRIVES | DDL_EXCLUSIVE alone lists the drives without searching.
- Files go in case-insensitive order, then folders, then drives; the message answers the
  highest index it filled (LB_ERR when nothing was added, or when the folder cannot be
  searched).
"""

from ...abi.api import Unimplemented
from ..core.messages import WM_SETTEXT
from ..core.winerror import ERROR_FILE_NOT_FOUND, ERROR_NO_MORE_FILES, ERROR_NO_WILDCARD_CHARACTERS
from ..kernel.files import find_names
from ..kernel.procparams import change_directory
from ..kernel.vfs import VfsError
from .dlgnav import find_control
from .wm import is_wide

__all__ = ["DDL_DIRECTORY", "DDL_DRIVES", "DDL_EXCLUSIVE", "DDL_POSTMSGS", "DRIVES",
           "directory_names", "file_position", "split_spec", "selected_path", "dlg_dir_list",
           "dlg_dir_select"]

DDL_READWRITE, DDL_READONLY, DDL_HIDDEN, DDL_SYSTEM = 0x0, 0x1, 0x2, 0x4
DDL_DIRECTORY, DDL_ARCHIVE, DDL_POSTMSGS = 0x10, 0x20, 0x2000
DDL_DRIVES, DDL_EXCLUSIVE = 0x4000, 0x8000
#: the file attribute bits DDL_EXCLUSIVE compares (read-only, hidden, system, archive)
_FILE_BITS = DDL_READONLY | DDL_HIDDEN | DDL_SYSTEM | DDL_ARCHIVE
_FILE_ATTRIBUTE_DIRECTORY = 0x10
LB_RESETCONTENT, LB_DIR, LB_GETCURSEL, LB_GETTEXT, LB_GETTEXTLEN = 0x184, 0x18D, 0x188, 0x189, 0x18A
CB_RESETCONTENT, CB_DIR, CB_GETCURSEL, CB_GETLBTEXT, CB_GETLBTEXTLEN = 0x14B, 0x145, 0x147, 0x148, 0x149
LB_ERR = 0xFFFFFFFF
#: the drives there are (the VFS is drive C: alone, as GetLogicalDrives says)
DRIVES = ("c",)


def directory_names(vm, attrib, spec):
    """(names, drives) that LB_DIR / CB_DIR add for DDL_* ``attrib`` and the pattern
    ``spec``; None when the folder cannot be searched (the message answers LB_ERR)."""
    names = []
    if attrib & ~DDL_POSTMSGS != DDL_DRIVES | DDL_EXCLUSIVE:
        try:
            found = find_names(vm, spec)
        except VfsError as e:
            if e.code not in (ERROR_FILE_NOT_FOUND, ERROR_NO_MORE_FILES):
                return None
            found = []
        for name, attrs in found:
            if attrs & _FILE_ATTRIBUTE_DIRECTORY:
                if attrib & DDL_DIRECTORY and name != ".":
                    names.append("[%s]" % name)
            elif not attrib & DDL_EXCLUSIVE or attrib & _FILE_BITS == attrs & _FILE_BITS:
                names.append(name)
    drives = ["[-%s-]" % d for d in DRIVES] if attrib & DDL_DRIVES else []
    return names, drives


def _rank(text):
    """The order LB_DIR keeps: files by name, then folders by name, then drives."""
    if text.startswith("[-") and text.endswith("-]"):
        return (2, text[2:-2].lower())
    if text.startswith("["):
        return (1, text.lower())
    return (0, text.lower())


def file_position(texts, name):
    """Where LB_DIR / LB_ADDFILE insert ``name`` among the list's ``texts``: a binary
    search by that order (before an equal name), which a list the program filled in
    another order does not stop."""
    key = _rank(name)
    lo, hi = 0, len(texts)
    while lo < hi:
        mid = (lo + hi) // 2
        if _rank(texts[mid]) < key:
            lo = mid + 1
        else:
            hi = mid
    return lo


def split_spec(spec):
    """DlgDirList's path: (folder, pattern) where ``folder`` is what comes before the
    pattern's last separator (None when there is none, or when the separator starts
    the spec: it stays in the pattern); a drive alone ("C:x*") has the drive as its
    folder. "C:\\x*" has "C:" as its folder: the drive's current folder, as Windows
    takes it."""
    start = spec.find(":") + 1
    cut = max(spec.rfind("\\", start), spec.rfind("/", start))
    if cut > 0:
        return spec[:cut], spec[cut + 1:]
    if start:
        return spec[:start], spec[start:]
    return None, spec


def selected_path(text):
    """DlgDirSelectEx's answer for a list item: (path, is a drive or folder). A drive
    ``[-c-]`` gives ``c:``, a folder ``[name]`` gives ``name\\``, a file its name (with a
    final dot when it has no extension)."""
    if text.startswith("["):
        if text.startswith("[-"):
            return text[2:3] + ":", True
        return text[1:-1] + "\\", True
    return (text if "." in text else text + "."), False


# -- DlgDirList / DlgDirSelectEx ------------------------------------------------------------
def _send_string(wm, ctl, msg, wparam, text):
    """Generator: send ``msg`` with ``text`` as lParam, in the control's own encoding."""
    vm = wm.vm
    p = vm.heap.alloc(2 * len(text) + 2)
    try:
        if is_wide(ctl):
            vm.mem.write_wstr(p, text)
        else:
            vm.mem.write_cstr(p, text)
        return (yield from wm.send(ctl.hwnd, msg, wparam, p))
    finally:
        vm.heap.free(p)


def dlg_dir_list(wm, dlg, spec, id_list, id_static, attrib, combo):
    """Generator: DlgDirList (``combo``: DlgDirListComboBox) of dialog window ``dlg``.

    ``spec`` is the program's path text (None for NULL). A folder (or NULL / empty) becomes
    the current folder and the pattern is ``*``; else the spec must hold a wildcard
    (ERROR_NO_WILDCARD_CHARACTERS) and the folder before its last separator becomes the
    current one. The list is emptied and filled with LB_DIR / CB_DIR (with DDL_DIRECTORY
    the files by the pattern, then the folders and drives by ``*.*``; DDL_DRIVES alone is
    exclusive); the static control gets the current folder in lower case. Returns (1, the
    pattern in upper case: what the program's buffer holds afterwards) or (0, None)."""
    vm = wm.vm
    pattern = "*"
    if spec:
        try:
            change_directory(vm, spec)
        except VfsError as e:
            vm.last_error = e.code         # SetCurrentDirectory's, as Windows leaves it
            if "*" not in spec and "?" not in spec:
                vm.last_error = ERROR_NO_WILDCARD_CHARACTERS
                return 0, None
            folder, pattern = split_spec(spec)
            if folder is not None:
                try:
                    change_directory(vm, folder)
                except VfsError as e:
                    vm.last_error = e.code
                    return 0, None
    lst = find_control(wm, dlg, id_list) if id_list else None
    if lst is not None:
        if attrib & DDL_POSTMSGS:
            raise Unimplemented("USER32.dll!DlgDirList: DDL_POSTMSGS (posted LB_DIR)")
        if attrib == DDL_DRIVES:
            attrib |= DDL_EXCLUSIVE
        reset, fill = (CB_RESETCONTENT, CB_DIR) if combo else (LB_RESETCONTENT, LB_DIR)
        yield from wm.send(lst.hwnd, reset, 0, 0)
        if attrib & DDL_DIRECTORY:
            if not attrib & DDL_EXCLUSIVE:
                yield from _send_string(wm, lst, fill, attrib & ~(DDL_DIRECTORY | DDL_DRIVES),
                                        pattern)
            yield from _send_string(wm, lst, fill,
                                    attrib & (DDL_DIRECTORY | DDL_DRIVES) | DDL_EXCLUSIVE, "*.*")
        else:
            yield from _send_string(wm, lst, fill, attrib, pattern)
    static = find_control(wm, dlg, id_static) if id_static else None
    if static is not None:
        yield from _send_string(wm, static, WM_SETTEXT, 0,
                                vm.vfs.guest_path(vm.vfs.cwd).lower())
    return 1, pattern.upper()


def dlg_dir_select(wm, dlg, id_list, combo):
    """Generator: DlgDirSelectEx (``combo``: DlgDirSelectComboBoxEx): the selected item
    of the list as a path (selected_path), or None when there is no list or selection.
    The last error is left alone."""
    lst = find_control(wm, dlg, id_list)
    if lst is None:
        return None
    getcur, getlen, gettext = (CB_GETCURSEL, CB_GETLBTEXTLEN, CB_GETLBTEXT) if combo else \
        (LB_GETCURSEL, LB_GETTEXTLEN, LB_GETTEXT)
    item = yield from wm.send(lst.hwnd, getcur, 0, 0)
    if item & 0xFFFFFFFF == LB_ERR:
        return None
    size = yield from wm.send(lst.hwnd, getlen, item, 0)
    if size & 0xFFFFFFFF == LB_ERR:
        return None
    vm = wm.vm
    p = vm.heap.alloc(2 * size + 4)
    try:
        vm.mem.write(p, bytes(2 * size + 4))
        yield from wm.send(lst.hwnd, gettext, item, p)
        text = vm.mem.wstr(p) if is_wide(lst) else vm.mem.cstr(p)
    finally:
        vm.heap.free(p)
    return selected_path(text or "")
