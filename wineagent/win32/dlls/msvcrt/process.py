"""Pipes to a command and temporary names of the C runtime: ``_popen``, ``_wpopen``,
``_pclose``, ``_tempnam``, ``_wtempnam``, ``_mktemp``, ``_wmktemp``.

``_popen(command, mode)`` starts the command interpreter COMSPEC names (the drive's
``C:\\WINDOWS\\SYSTEM32\\cmd.exe``, kernel/sysfolder.py) as ``COMSPEC /c command``, a child
process whose standard output ("r") or standard input ("w") is one end of an anonymous
pipe; the caller gets a stream on the other end (text unless the mode has "b"), which
only the caller holds, so the child's end closing is the stream's end. A read waits
while the child may still write. Without an interpreter on the drive it is NULL with
ENOENT, as Windows answers; a mode other than "r" or "w" (with "t" or "b") is an invalid
parameter. ``_pclose`` closes the stream, waits for the child and answers its exit code;
for a stream ``_popen`` did not open it is -1 with EBADF (a NULL stream: the
invalid-parameter path, EINVAL).

``_tempnam(dir, prefix)`` answers a new malloc'ed name of a file that does not exist, in
the folder the documented order chooses: the TMP variable's folder if it exists, else
``dir`` if it exists, else the current folder; the name is the prefix and a decimal
sequence number, as Microsoft's runtime numbers them.

``_mktemp(template)`` fills the six X's that end ``template`` in place: a letter, then the
process id's last five digits; the first letter from 'a' whose name no file or folder has
(NULL when all 26 are taken, or when the template does not end in six X's).
"""

import os

from ....abi.api import BOTH, PARK
from ...core.crt import EINVAL, cdecl, invalid_parameter, set_errno
from ...kernel import procparams
from ...kernel.fileio import Pipe, PipeEnd
from ...kernel.crtpipe import pipe_source
from ...kernel.launch import start_program
from ...kernel.process import CURRENT_PID
from ...kernel.vfs import VfsError
from .env import read_env
from .files import _IOREAD, _IOWRT, attach_stream, release_file
from .io import _O_BINARY, _O_TEXT, close_fd, default_mode, new_fd
from .spawn import find_program

__all__ = []

ENOENT, EBADF, EMFILE = 2, 9, 24
_STDIN, _STDOUT, _STDERR = 0xFFFFFFF6, 0xFFFFFFF5, 0xFFFFFFF4
_TMP_MAX = 32767


def _popen_body(c, command, mode, wide):
    vm = c.vm
    kind = (mode or "").replace("t", "").replace("b", "")
    if command is None or mode is None or kind not in ("r", "w") or len(mode) > 2:
        yield from invalid_parameter(c, EINVAL)
        return 0
    shell = read_env(vm, "COMSPEC", wide)
    found = find_program(vm, shell, False, wide) if shell else None
    if found is None:
        set_errno(vm, ENOENT)           # no command interpreter to run it
        return 0
    pipe = Pipe()
    read_h = vm.new_handle(PipeEnd(pipe, False))
    write_h = vm.new_handle(PipeEnd(pipe, True))
    theirs, mine = (write_h, read_h) if kind == "r" else (read_h, write_h)
    vm.kernel.handle_flags[theirs] = 1      # only the child's end is inherited
    std = {which: procparams.std_handle(vm, which) for which in (_STDIN, _STDOUT, _STDERR)}
    std[_STDOUT if kind == "r" else _STDIN] = theirs
    proc = start_program(vm, c.spec.full_name, found, "/c " + command, None,
                         command_line="%s /c %s" % (shell, command), inherit=True, std=std)
    vm.handles.close(theirs)
    if proc is None:
        vm.handles.close(mine)
        set_errno(vm, ENOENT)
        return 0
    text = "b" not in mode and default_mode(vm) != _O_BINARY or "t" in mode
    fd = new_fd(vm, mine, _O_TEXT if text else _O_BINARY)
    if fd < 0:
        vm.handles.close(mine)
        set_errno(vm, EMFILE)
        return 0
    end = vm.handles.get(mine)
    source = pipe_source(vm, end)
    fp = attach_stream(vm, source, fd, text, _IOREAD if kind == "r" else _IOWRT)
    vm.crt.popen[fp] = vm.new_handle(proc)
    return fp


@cdecl("_popen", "LPCSTR command, LPCSTR mode", widths=BOTH)
def _popen(c, command, mode):
    """A stream to ("w") or from ("r") ``command`` run by the command interpreter
    (COMSPEC /c command); NULL with ENOENT when the drive has none."""
    return (yield from _popen_body(c, command, mode, False))


@cdecl("_wpopen", "LPCWSTR command, LPCWSTR mode", widths=BOTH)
def _wpopen(c, command, mode):
    """The wide _popen."""
    return (yield from _popen_body(c, command, mode, True))


@cdecl("_pclose", "LPVOID stream", widths=BOTH)
def _pclose(c, stream):
    """Close a _popen stream, wait for its command and answer the interpreter's exit
    code; -1 with EBADF for any other stream."""
    vm = c.vm
    if not stream:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    h = vm.crt.popen.pop(stream, None)
    s = vm.crt.streams.get(stream)
    if h is None or s is None:
        set_errno(vm, EBADF)
        return 0xFFFFFFFF
    vm.crt.streams.pop(stream)
    close_fd(vm, s.fd)                  # the child sees the end of its input
    release_file(vm, stream)
    proc = vm.handles.get(h)
    while not proc.signaled():          # the child runs its turns meanwhile
        yield PARK
    vm.handles.close(h)
    return proc.exit_code & 0xFFFFFFFF


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
