"""The process parameters: the RTL_USER_PROCESS_PARAMETERS the PEB's ProcessParameters
points at, filled at process start and kept in step with the APIs, as Windows keeps them.

Programs read these fields directly instead of calling kernel32 (Zig's standard library
takes its standard handles, current folder handle and environment from them; the mingw
and Visual C++ start-up code reads ImagePathName and CommandLine). Each field is the one
kernel32 answers from:

- ``hStdInput``, ``hStdOutput``, ``hStdError``: GetStdHandle's handles. They exist from
  the start (a console program's three standard handles), and SetStdHandle and
  AllocConsole replace them here (:func:`set_std_handle`).
- ``CurrentDirectory``: ``DosPath`` is the current folder with a final backslash
  (``C:\\`` , ``C:\\work\\``) in a buffer of MAX_PATH characters, ``Handle`` an open
  handle to that folder; SetCurrentDirectory (and RtlSetCurrentDirectory_U) writes the
  new path into the same buffer, opens the new folder and closes the old handle
  (:func:`set_current_directory`).
- ``Environment`` and ``EnvironmentSize``: the "NAME=value" block (kernel/environ.py's
  variables, WCHARs, each string NUL-ended, then a NUL). A change rewrites the block in
  place when it fits its allocation; a block that grows past it moves to a new one and
  the pointer follows, as RtlSetEnvironmentVariable does (:func:`publish_environment`).
- ``ImagePathName``, ``CommandLine``, ``WindowTitle`` (the image's path, as CreateProcess
  sets it when the caller names no title), ``Desktop`` (``WinSta0\\Default``),
  ``ShellInfo`` and ``RuntimeInfo`` (empty), ``DllPath`` (empty, as on Windows 8 and
  later), ``dwFlags``/``wShowWindow`` and the other STARTUPINFO fields (zero: what
  GetStartupInfo answers).
- ``ConsoleHandle``: NULL. Windows puts a handle to the console driver there; this desktop
  has no console driver (its console is kernel32's), so a program that sends the driver
  its I/O controls directly finds no handle.

The block lives in guest memory, so a savestate carries it with everything else.
"""

import os

from ...machine.cpu import PEB_BASE
from ...machine.cpu64 import PEB64_PARAMETERS
from ..core.structures import RTL_USER_PROCESS_PARAMETERS, UNICODE_STRING
from ..core.winerror import ERROR_DIRECTORY, ERROR_PATH_NOT_FOUND
from .files import ConsoleObject, DirectoryObject
from .vfs import VfsError

__all__ = ["create_parameters", "parameters", "set_std_handle", "std_handle",
           "set_current_directory", "change_directory", "current_directory",
           "full_path_name",
           "publish_environment", "environment_block",
           "STD_INPUT", "STD_OUTPUT", "STD_ERROR", "CURDIR_CHARS"]

STD_INPUT, STD_OUTPUT, STD_ERROR = 0xFFFFFFF6, 0xFFFFFFF5, 0xFFFFFFF4
_STD = {STD_INPUT: ("hStdInput", "in"), STD_OUTPUT: ("hStdOutput", "out"),
        STD_ERROR: ("hStdError", "err")}
#: The current folder's buffer, in characters (MAX_PATH), as Windows allocates it.
CURDIR_CHARS = 260
#: PEB.ProcessParameters: at 0x10 in a 32-bit PEB, at 0x20 in a 64-bit one.
_PEB_PARAMETERS = {4: 0x10, 8: PEB64_PARAMETERS}
#: RTL_USER_PROC_PARAMS_NORMALIZED: the strings' Buffers are addresses, not offsets.
PARAMS_NORMALIZED = 0x1


def _parameters_address(vm):
    return vm.mem.uptr(PEB_BASE + _PEB_PARAMETERS[vm.ptr_size])


def parameters(vm):
    """A view of the process's RTL_USER_PROCESS_PARAMETERS (None before they exist)."""
    addr = _parameters_address(vm)
    return RTL_USER_PROCESS_PARAMETERS.at(vm.mem, addr, vm.ptr_size) if addr else None


def environment_block(pairs_strings):
    """The bytes of an environment block of the "NAME=value" strings given."""
    data = b"".join(s.encode("utf-16-le") + b"\0\0" for s in pairs_strings)
    return (data or b"\0\0") + b"\0\0"


def _set_string(vm, view, field, buf, text, max_chars=None):
    """Point UNICODE_STRING ``field`` at ``buf`` holding ``text`` (NUL-ended)."""
    vm.mem.write_wstr(buf, text)
    setattr(view, field, {"Length": 2 * len(text),
                          "MaximumLength": 2 * (max_chars or len(text) + 1),
                          "Buffer": buf})


def create_parameters(vm):
    """Build the process parameters for the program starting in ``vm`` and return their
    address (the caller stores it in the PEB): the strings follow the structure in one
    allocation, as a normalized block has them; the standard handles, the current folder's
    handle and the environment block are made here."""
    ptr = vm.ptr_size
    size = RTL_USER_PROCESS_PARAMETERS.sizeof(ptr)
    title = vm.image_path
    strings = [("ImagePathName", vm.image_path), ("CommandLine", vm.command_line),
               ("WindowTitle", title), ("Desktop", "WinSta0\\Default"), ("ShellInfo", "")]
    total = size + 2 * CURDIR_CHARS + sum(2 * len(t) + 2 for _, t in strings)
    total = (total + 15) & ~15
    base = vm.alloc_data(total)
    vm.mem.write(base, bytes(total))
    view = RTL_USER_PROCESS_PARAMETERS.at(vm.mem, base, ptr)
    view.AllocationSize = total
    view.Size = total
    view.Flags = PARAMS_NORMALIZED
    cursor = base + size
    curdir = cursor
    cursor += 2 * CURDIR_CHARS
    for field, text in strings:
        _set_string(vm, view, field, cursor, text)
        cursor += 2 * len(text) + 2
    # The current folder's buffer: its path is written by set_current_directory below.
    UNICODE_STRING.write(vm.mem, base + RTL_USER_PROCESS_PARAMETERS.offsetof(
        "CurrentDirectory", ptr), ptr, Length=0, MaximumLength=2 * CURDIR_CHARS,
        Buffer=curdir)
    return base


def start(vm):
    """Fill what the start-up needs objects for, once the PEB points at the parameters:
    the three standard handles, the current folder and the environment block."""
    for which in _STD:
        std_handle(vm, which)
    set_current_directory(vm, vm.vfs.cwd)
    publish_environment(vm)


def std_handle(vm, which):
    """GetStdHandle(``which``): the process's standard handle, made (a console handle,
    inheritable as Windows and Wine 8 make them) when the process has none yet."""
    std = vm.kernel.std_handles
    if which not in std:
        h = vm.new_handle(ConsoleObject(vm, _STD[which][1]))
        vm.kernel.handle_flags[h] = 1   # inheritable, as Windows makes a console's
        set_std_handle(vm, which, h)
    return std[which]


def set_std_handle(vm, which, h):
    """Make ``h`` standard handle ``which`` (STD_INPUT/OUTPUT/ERROR_HANDLE): what
    GetStdHandle answers and what the parameters' field holds."""
    vm.kernel.std_handles[which] = h
    view = parameters(vm)
    if view is not None:
        setattr(view, _STD[which][0], h)


def set_current_directory(vm, parts):
    """Make folder ``parts`` (components under C:, which must exist) the current one:
    the VFS's base for relative paths, the parameters' DosPath (with a final backslash)
    and a new handle to the folder in place of the old one."""
    vm.vfs.cwd = tuple(parts)
    view = parameters(vm)
    if view is None:
        return
    cur = view.CurrentDirectory
    path = vm.vfs.guest_path(parts)
    if not path.endswith("\\"):
        path += "\\"
    buf = cur.DosPath.Buffer
    vm.mem.write_wstr(buf, path[:CURDIR_CHARS - 1])
    cur.DosPath.Length = 2 * min(len(path), CURDIR_CHARS - 1)
    old = cur.Handle
    cur.Handle = vm.new_handle(DirectoryObject(vm, vm.vfs.host_path(parts)))
    if old:
        vm.handles.close(old)


def change_directory(vm, path):
    """SetCurrentDirectory(``path``): make the folder current (set_current_directory);
    raises VfsError with the Win32 error when ``path`` (None: ERROR_PATH_NOT_FOUND) names
    nothing (ERROR_FILE_NOT_FOUND / ERROR_PATH_NOT_FOUND) or a file (ERROR_DIRECTORY)."""
    if path is None:
        raise VfsError(ERROR_PATH_NOT_FOUND)
    parts, host = vm.vfs.resolve(path)
    if not os.path.exists(host):
        raise VfsError(vm.vfs.missing_error(parts))
    if not os.path.isdir(host):
        raise VfsError(ERROR_DIRECTORY)
    set_current_directory(vm, parts)


def full_path_name(vm, name):
    """GetFullPathName's path for ``name`` (relative to the current folder, ``.`` and
    ``..`` resolved), keeping a final separator the name has; raises VfsError."""
    full = vm.vfs.full_path(name)
    if name[-1] in "\\/" and not full.endswith("\\"):     # a root ends with one already
        full += "\\"
    return full


def current_directory(vm):
    """The parameters' CurrentDirectory.DosPath: the current folder with its final
    backslash, as RtlGetCurrentDirectory_U reads it."""
    dos = parameters(vm).CurrentDirectory.DosPath
    return vm.mem.read(dos.Buffer, dos.Length).decode("utf-16-le", "replace")


def publish_environment(vm):
    """Write the process's variables (vm.kernel.environment) to the block the parameters'
    Environment points at: in place when they fit its allocation, else in a new block
    (the old one freed) whose address the field then holds; EnvironmentSize is the
    block's size in bytes."""
    view = parameters(vm)
    if view is None:
        return
    data = environment_block(vm.kernel.environment.strings())
    block = view.Environment
    room = vm.heap.size(block) if block else None
    if room is None or room < len(data):
        new = vm.heap.alloc(len(data) + 256)       # room for a few more variables
        if room is not None:
            vm.heap.free(block)
        block = new
        view.Environment = block
    vm.mem.write(block, data)
    view.EnvironmentSize = len(data)
