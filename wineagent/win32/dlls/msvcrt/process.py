"""Pipes to a command and temporary names of the C runtime: ``_popen``, ``_wpopen``,
``_pclose``, ``_tempnam``, ``_wtempnam``, ``_mktemp``, ``_wmktemp``.

``_popen`` starts the command interpreter (COMSPEC, cmd.exe) with the command and
connects a stream to its input or output. The guest's drive has no command interpreter
(as ``system`` reports, dlls/msvcrt/error.py), so it fails as Windows does without one:
NULL with ENOENT. ``_pclose`` of a stream ``_popen`` did not open is -1 with EBADF (a
NULL stream: the invalid-parameter path, EINVAL).

``_tempnam(dir, prefix)`` answers a new malloc'ed name of a file that does not exist, in
the folder the documented order chooses: the TMP variable's folder if it exists, else
``dir`` if it exists, else the current folder; the name is the prefix and a decimal
sequence number, as Microsoft's runtime numbers them.

``_mktemp(template)`` fills the six X's that end ``template`` in place: a letter, then the
process id's last five digits; the first letter from 'a' whose name no file or folder has
(NULL when all 26 are taken, or when the template does not end in six X's).
"""

import os

from ....abi.api import BOTH
from ...core.crt import EINVAL, cdecl, invalid_parameter, set_errno
from ...kernel.process import CURRENT_PID
from ...kernel.vfs import VfsError
from .env import read_env

__all__ = []

ENOENT, EBADF = 2, 9
_TMP_MAX = 32767


def _popen_body(c, command, mode):
    if command is None or mode is None:
        yield from invalid_parameter(c, EINVAL)
        return 0
    set_errno(c.vm, ENOENT)           # no command interpreter to run it
    return 0


@cdecl("_popen", "LPCSTR command, LPCSTR mode", widths=BOTH)
def _popen(c, command, mode):
    """A stream to or from ``command`` run by the command interpreter; NULL with ENOENT
    here, where the drive has none."""
    return (yield from _popen_body(c, command, mode))


@cdecl("_wpopen", "LPCWSTR command, LPCWSTR mode", widths=BOTH)
def _wpopen(c, command, mode):
    """The wide _popen."""
    return (yield from _popen_body(c, command, mode))


@cdecl("_pclose", "LPVOID stream", widths=BOTH)
def _pclose(c, stream):
    """Close a _popen stream and answer the command's exit code; -1 with EBADF for any
    other stream (every stream here: _popen opens none)."""
    if not stream:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    set_errno(c.vm, EBADF)
    return 0xFFFFFFFF


def _is_dir(vm, path):
    try:
        _parts, host = vm.vfs.resolve(path)
    except VfsError:
        return False
    return os.path.isdir(host)


def _exists(vm, path):
    try:
        _parts, host = vm.vfs.resolve(path)
    except VfsError:
        return False
    return os.path.exists(host)


def _tempnam_body(c, folder, prefix, wide):
    vm = c.vm
    tmp = read_env(vm, "TMP", wide)
    if tmp and _is_dir(vm, tmp):
        folder = tmp
    elif not folder or not _is_dir(vm, folder):
        folder = vm.vfs.guest_path(vm.vfs.cwd)
    base = folder if folder[-1:] in ("\\", "/") else folder + "\\"
    base += prefix or ""
    counters = vm.crt.temp_names
    for _ in range(_TMP_MAX):
        counters["tempnam"] = counters.get("tempnam", 0) + 1
        name = base + str(counters["tempnam"])
        if not _exists(vm, name):
            break
    else:
        set_errno(vm, 17)                 # EEXIST: every number is taken
        return 0
    cs = 2 if wide else 1
    p = vm.heap.alloc((len(name) + 1) * cs)
    if not p:
        set_errno(vm, 12)
        return 0
    (vm.mem.write_wstr if wide else vm.mem.write_cstr)(p, name)
    return p


@cdecl("_tempnam", "LPCSTR folder, LPCSTR prefix", widths=BOTH)
def _tempnam(c, folder, prefix):
    """A malloc'ed name for a new temporary file (TMP's folder, else ``folder``, else the
    current one; ``prefix`` and a number)."""
    return _tempnam_body(c, folder, prefix, False)


@cdecl("_wtempnam", "LPCWSTR folder, LPCWSTR prefix", widths=BOTH)
def _wtempnam(c, folder, prefix):
    """The wide _tempnam."""
    return _tempnam_body(c, folder, prefix, True)


def _mktemp_body(c, template, wide):
    vm = c.vm
    if not template:
        yield from invalid_parameter(c, EINVAL)
        return 0
    text = vm.mem.wstr(template) if wide else vm.mem.cstr(template)
    if not text.endswith("XXXXXX"):
        return 0                          # badly formed: NULL, errno untouched (as Wine)
    head = text[:-6]
    digits = "%05d" % (CURRENT_PID % 100000)
    for letter in "abcdefghijklmnopqrstuvwxyz":
        name = head + letter + digits
        if not _exists(vm, name):
            (vm.mem.write_wstr if wide else vm.mem.write_cstr)(template, name)
            return template
    return 0                              # every letter's name is taken


@cdecl("_mktemp", "LPVOID template", widths=BOTH)
def _mktemp(c, template):
    """Make ``template`` (ending in six X's) the name of a file that does not exist, in
    place; the template, or NULL."""
    return (yield from _mktemp_body(c, template, False))


@cdecl("_wmktemp", "LPVOID template", widths=BOTH)
def _wmktemp(c, template):
    """The wide _mktemp."""
    return (yield from _mktemp_body(c, template, True))
