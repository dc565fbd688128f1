"""SHFileOperation's work on the VFS: copy, move, delete and rename files and folders.

Sources may end in a wildcard (``C:\\dir\\*.txt``). Copy and move: one destination for all
sources (an existing folder receives them; a missing one is created when several files
are named, else it is the one file's new name), or one destination per source
(FOF_MULTIDESTFILES). Folders are copied with everything inside. Delete removes files
and whole folders for good: the drive has no Recycle Bin, so FOF_ALLOWUNDO changes
nothing, as on a Windows volume without one.

What would need a question to the user (replacing a file without FOF_NOCONFIRMATION,
deleting without it, FOF_RENAMEONCOLLISION's "Copy of" names) raises ``NeedsUi`` with
what the question was, so the caller can stop the guest naming it.
"""

import fnmatch
import os
import shutil

from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_ALREADY_EXISTS,
                             ERROR_FILE_NOT_FOUND, ERROR_INVALID_PARAMETER,
                             ERROR_PATH_NOT_FOUND)
from .vfs import VfsError

__all__ = ["FO_MOVE", "FO_COPY", "FO_DELETE", "FO_RENAME", "FOF_MULTIDESTFILES",
           "FOF_NOCONFIRMATION", "FOF_RENAMEONCOLLISION", "FOF_NOCONFIRMMKDIR", "NeedsUi",
           "file_operation"]

FO_MOVE, FO_COPY, FO_DELETE, FO_RENAME = 1, 2, 3, 4
FOF_MULTIDESTFILES, FOF_RENAMEONCOLLISION, FOF_NOCONFIRMATION = 0x1, 0x8, 0x10
FOF_NOCONFIRMMKDIR = 0x200
DE_SAMEFILE, DE_DESTSUBTREE = 0x71, 0x76     # Windows' documented DE_* results


class NeedsUi(Exception):
    """The operation would ask the user something; the message says what."""


class _Fail(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


def _host(vfs, path):
    try:
        return vfs.resolve(path)
    except VfsError as e:
        raise _Fail(e.code) from None


def _expand(vfs, path):
    """[(guest path, host path)] a source names (its wildcard matches, sorted)."""
    head, _, leaf = path.rpartition("\\")
    if "*" in leaf or "?" in leaf:
        _, folder = _host(vfs, head or "\\")
        try:
            names = sorted(os.listdir(folder), key=str.lower)
        except OSError:
            raise _Fail(ERROR_PATH_NOT_FOUND) from None
        return [(head + "\\" + n, os.path.join(folder, n)) for n in names
                if fnmatch.fnmatch(n.lower(), leaf.lower())]
    parts, host = _host(vfs, path)
    if not os.path.lexists(host):
        raise _Fail(vfs.missing_error(parts))
    return [(path, host)]


def _copy_one(src, dst, flags, move):
    if os.path.exists(dst):
        if os.path.samefile(src, dst):
            raise _Fail(DE_SAMEFILE)
        if os.path.isdir(src) and os.path.isdir(dst):
            for name in sorted(os.listdir(src)):           # merge into the folder
                _copy_one(os.path.join(src, name), os.path.join(dst, name), flags, move)
            if move:
                os.rmdir(src)
            return
        if flags & FOF_RENAMEONCOLLISION:
            raise NeedsUi("FOF_RENAMEONCOLLISION (a \"Copy of\" name)")
        if not flags & FOF_NOCONFIRMATION:
            raise NeedsUi("the confirmation to replace %s" % os.path.basename(dst))
        if os.path.isdir(dst):
            raise _Fail(ERROR_ALREADY_EXISTS)
    if os.path.isdir(src) and (os.path.realpath(dst) + os.sep).startswith(
            os.path.realpath(src) + os.sep):
        raise _Fail(DE_DESTSUBTREE)                        # a folder into itself
    if move:
        if os.path.exists(dst):
            os.unlink(dst)
        os.replace(src, dst)
    elif os.path.isdir(src):
        shutil.copytree(src, dst, symlinks=True)
    else:
        shutil.copy2(src, dst)


def _copy(vfs, sources, targets, flags, move):
    if not targets:
        raise _Fail(ERROR_INVALID_PARAMETER)
    if flags & FOF_MULTIDESTFILES and len(targets) == len(sources):
        pairs = []
        for src, dst in zip(sources, targets):
            for _, host in _expand(vfs, src):
                pairs.append((host, _host(vfs, dst)[1]))
    else:
        found = [h for s in sources for _, h in _expand(vfs, s)]
        _, dest = _host(vfs, targets[0])
        if not found:
            return                                     # a wildcard that matched nothing
        # several files go into a folder, made when missing; one file (even from a
        # wildcard, as Wine does) takes the destination as its new name
        if not os.path.isdir(dest) and len(found) > 1:
            os.makedirs(dest)                          # several into a new folder
        if os.path.isdir(dest):
            pairs = [(h, os.path.join(dest, os.path.basename(h))) for h in found]
        else:
            pairs = [(found[0], dest)]
    for src, dst in pairs:
        if not os.path.isdir(os.path.dirname(dst)):
            os.makedirs(os.path.dirname(dst))         # Windows creates missing parents
        vfs.check_inside(dst)
        _copy_one(src, dst, flags, move)


def _delete(vfs, sources, flags):
    if not flags & FOF_NOCONFIRMATION:
        raise NeedsUi("the confirmation to delete")
    for src in sources:
        for _, host in _expand(vfs, src):
            if os.path.isdir(host) and not os.path.islink(host):
                shutil.rmtree(host)
            else:
                os.unlink(host)


def _rename(vfs, sources, targets):
    if len(sources) != 1 or len(targets) != 1:
        raise _Fail(ERROR_INVALID_PARAMETER)
    [(_, src)] = _expand(vfs, sources[0])
    _, dst = _host(vfs, targets[0])
    if os.path.lexists(dst):
        raise _Fail(ERROR_ALREADY_EXISTS)
    os.replace(src, dst)


def file_operation(vfs, func, sources, targets, flags):
    """Do one SHFileOperation; 0 or the error code it returns. Raises NeedsUi."""
    try:
        if not sources:
            raise _Fail(ERROR_INVALID_PARAMETER)
        if func in (FO_COPY, FO_MOVE):
            _copy(vfs, sources, targets, flags, func == FO_MOVE)
        elif func == FO_DELETE:
            _delete(vfs, sources, flags)
        elif func == FO_RENAME:
            _rename(vfs, sources, targets)
        else:
            raise _Fail(ERROR_INVALID_PARAMETER)
    except _Fail as e:
        return e.code
    except OSError:
        return ERROR_ACCESS_DENIED
    return 0
