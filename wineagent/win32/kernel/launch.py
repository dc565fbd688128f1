"""Programs the guest starts (ShellExecute, CreateProcess, WinExec), and ``--capture-launch``.

When the guest starts another program on its drive:

- without ``--capture-launch`` the program runs as a child process of the session
  (``children.py``); a file that is not there fails with ERROR_FILE_NOT_FOUND, one that
  is no PE program with ERROR_BAD_EXE_FORMAT, as on Windows;
- with ``--capture-launch=DIR`` the target, if it is a file on the VM's C: drive, is
  captured: the whole VFS is copied to ``DIR/vfs`` at that moment (before, say, a
  bootstrap installer deletes its temporary child) and ``DIR/launch.json`` records the
  child's executable, arguments, working directory and its path inside the copy. The guest
  is told the child started and exited at once with code 0. Run the child next, in a
  second (frozen) CLI process, with the command line recorded under ``"command"``.

The copy skips symbolic links (the guest cannot follow one out of its drive, and a copied
link could lead the next run out of its VFS) and DIR itself when DIR lies inside the
drive (copying it into itself would never end).
"""

import json
import os
import shlex
import shutil

from ...machine.loader import BadExecutable, parse_pe, read_executable
from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_EXE_FORMAT, ERROR_DIRECTORY,
                             ERROR_DISK_FULL, ERROR_FILE_NOT_FOUND, ERROR_PATH_NOT_FOUND)
from .children import ChildProcess, ChildStart, inherited_handles
from .jobs import current_job, joins_parent_job
from .hostout import WriteFailed, write_file
from .vfs import VfsError
from .handletable import handle_kind

__all__ = ["LaunchCapture", "Process", "start_program"]


@handle_kind("process")
class Process:
    """A captured child: already exited (signaled) with code 0."""

    exit_code = 0

    def signaled(self):
        """A finished process is signaled."""
        return True

    def acquire(self):
        """Waiting on a process changes nothing."""


class LaunchCapture:
    """Where ``--capture-launch`` writes, and what it has captured so far."""

    def __init__(self, directory):
        self.directory = os.path.abspath(directory)
        self.launches = []

    def _skipped(self, folder, names):
        """copytree's ignore: symbolic links, and DIR when it lies inside the drive."""
        here = os.path.realpath(self.directory)
        return [n for n in names if os.path.islink(os.path.join(folder, n))
                or os.path.realpath(os.path.join(folder, n)) == here]

    def capture(self, vm, guest_exe, args, guest_cwd, host_exe):
        """Copy the VFS and record one launch; returns the record. Raises WriteFailed
        when the copy or DIR/launch.json cannot be written (a full disk): the launch is
        then not recorded, and a copy this launch began is removed, so launch.json never
        names a half-copied drive."""
        tree = os.path.join(self.directory, "vfs")
        fresh = not os.path.exists(tree)
        failures = []

        def copy(src, dst):
            # copytree turns each file's OSError into text in one shutil.Error; keep the
            # first itself, so the report can say "no space left" when that is why.
            try:
                return shutil.copy2(src, dst)
            except OSError as e:
                failures.append(e)
                raise
        try:
            os.makedirs(self.directory, exist_ok=True)
            shutil.copytree(vm.vfs.root, tree, symlinks=True, ignore=self._skipped,
                            copy_function=copy, dirs_exist_ok=True)
            return self._record(vm, tree, guest_exe, args, guest_cwd, host_exe)
        except (OSError, shutil.Error) as e:
            if fresh:
                shutil.rmtree(tree, ignore_errors=True)
            why = failures[0] if failures else e if isinstance(e, OSError) else OSError(
                0, str(e))
            raise WriteFailed(tree, why) from None
        except WriteFailed:
            if fresh:
                shutil.rmtree(tree, ignore_errors=True)
            raise

    def _record(self, vm, tree, guest_exe, args, guest_cwd, host_exe):
        exported = os.path.relpath(host_exe, vm.vfs.root)
        record = {
            "exe": guest_exe, "args": args, "cwd": guest_cwd,
            "exported": exported.replace(os.sep, "/"),
            "batch": vm.batches,
            "command": "cd %s && wineagent run --exe=%s --args=%s --vfs-include='**/*' "
                       "--frozen --control=0" % (shlex.quote(tree), shlex.quote(exported),
                                                  shlex.quote(args)),
        }
        self.write(self.launches + [record])
        self.launches.append(record)
        return record

    def write(self, launches=None):
        """(Re)write DIR/launch.json with every launch captured so far (or ``launches``),
        whole or not at all (WriteFailed)."""
        path = os.path.join(self.directory, "launch.json")
        text = json.dumps({"launches": self.launches if launches is None else launches},
                          indent=1)
        write_file(path, text.encode("utf-8"))


#: Where CreateProcess of a batch file finds the command interpreter (kernel/sysfolder.py).
COMMAND_INTERPRETER = "C:\\WINDOWS\\SYSTEM32\\cmd.exe"


def start_program(vm, api_name, target, args, cwd, command_line=None, environment=None,
                  inherit=False, std=None, suspended=False, crt_fds=(), new_console=False,
                  crt_block=b"", breakaway=False):
    """Start the program ``target`` (a path on the drive) with ``args``: returns its
    process object, or None with ``vm.last_error`` set (ERROR_FILE_NOT_FOUND for no such
    file, ERROR_BAD_EXE_FORMAT for a file that is no program of either width,
    ERROR_DIRECTORY for a current folder that is none, ERROR_DISK_FULL when a capture
    could not be written).

    Without ``--capture-launch`` the program runs as a child process of the session
    (kernel/children.py): ``command_line`` as its command line (by default the quoted
    path and ``args``), ``cwd`` as its current folder (default: the caller's),
    ``environment`` its (name, value) pairs (default: the caller's), the caller's
    inheritable handles with ``inherit``, ``std`` its standard handles
    ({STD_*_HANDLE: value}: STARTF_USESTDHANDLES), its first thread suspended with
    ``suspended``, ``crt_fds`` the C runtime descriptors it starts with ((fd, handle,
    mode): what STARTUPINFO's lpReserved2 carries; ``crt_block`` the block's bytes as
    CreateProcess was given them, which the child's GetStartupInfo gives back),
    ``new_console`` a console of its own
    (CREATE_NEW_CONSOLE: not the caller's standard handles, and its console input read
    in a window). A batch file (``.bat``, ``.cmd``) runs in the system folder's
    ``cmd.exe``, with ``cmd /c "<its command line>"`` as Windows starts it. A caller in
    a job has the child in it too unless ``breakaway``
    (CREATE_BREAKAWAY_FROM_JOB) and the job allow it out (kernel/jobs.py); asking to
    break away from a job that does not allow it is ERROR_ACCESS_DENIED."""
    target = (target or "").strip()
    if target.startswith('"'):
        target = target[1:].split('"', 1)[0]
    guest_cwd = cwd or vm.vfs.guest_path(vm.vfs.cwd)
    try:
        parts, host = vm.vfs.resolve(target)
    except VfsError as e:
        vm.last_error = e.code
        return None
    if not os.path.isfile(host):
        # a missing folder on the way is ERROR_PATH_NOT_FOUND, as Windows answers
        vm.last_error = ERROR_FILE_NOT_FOUND if os.path.isdir(os.path.dirname(host)) \
            else ERROR_PATH_NOT_FOUND
        return None
    guest_exe = vm.vfs.guest_path(parts)
    capture = vm.launch_capture
    if capture is None and os.path.splitext(parts[-1])[1].upper() in (".BAT", ".CMD"):
        # a batch file runs in the command interpreter, as Windows' CreateProcess starts
        # it: cmd /c "<the command line>"
        line = command_line if command_line is not None else \
            '"%s"%s' % (guest_exe, (" " + args) if args else "")
        return start_program(vm, api_name, COMMAND_INTERPRETER, '/c "%s"' % line, cwd,
                             'cmd /c "%s"' % line, environment, inherit, std, suspended,
                             crt_fds, new_console, crt_block, breakaway)
    if capture is None:
        job = current_job(vm)
        joins = job is not None and joins_parent_job(job, breakaway)
        if joins and breakaway:
            vm.last_error = ERROR_ACCESS_DENIED
            return None
        proc = _start_child(vm, host, guest_exe, args, cwd, command_line, environment,
                            inherit, std, suspended, crt_fds, new_console, crt_block)
        if proc is not None and joins:
            job.assign(proc.state)
        return proc
    try:
        capture.capture(vm, guest_exe, args or "", guest_cwd, host)
    except WriteFailed as e:
        # CreateProcess fails as it does on Windows when the disk is full; the guest
        # decides what to do, and the operator learns what failed.
        vm.outputs.failed(str(e))
        vm.last_error = ERROR_DISK_FULL if e.no_space else ERROR_FILE_NOT_FOUND
        return None
    return Process()


def _start_child(vm, host, guest_exe, args, cwd, command_line, environment, inherit, std,
                 suspended, crt_fds, new_console=False, crt_block=b""):
    """Build the child process's VM (children.py) and put it in the session."""
    try:
        parse_pe(read_executable(host), host, widths=(4, 8))
    except BadExecutable:
        vm.last_error = ERROR_BAD_EXE_FORMAT
        return None
    cwd_parts = vm.vfs.cwd
    if cwd:
        try:
            cwd_parts, folder = vm.vfs.resolve(cwd)
        except VfsError as e:
            vm.last_error = e.code
            return None
        if not os.path.isdir(folder):
            vm.last_error = ERROR_DIRECTORY
            return None
    if command_line is None:
        command_line = '"%s"%s' % (guest_exe, (" " + args) if args else "")
    if environment is None:
        environment = vm.kernel.environment.items()
    flags = vm.kernel.handle_flags
    handles = dict(inherited_handles(vm, lambda h: flags.get(h, 0))) if inherit else {}
    if std is None and new_console:
        std = {}          # the new console's own handles, not the caller's
    elif std is None:
        # The caller's standard handles when the child inherits them; else (a console
        # handle, or one it cannot inherit) the child's own console handles.
        std = {which: h for which, h in vm.kernel.std_handles.items() if h in handles}
    start = ChildStart(parent=vm, pid=vm.processes.next_pid(), command_line=command_line,
                       cwd=tuple(cwd_parts), environment=list(environment),
                       handles=handles, std=dict(std), suspended=suspended,
                       crt_fds=[f for f in crt_fds if f[1] in handles],
                       crt_block=crt_block, new_console=new_console)
    child = type(vm)(host, args or "", screen=vm.screen_size,
                     batch_size=vm.batch_size, child=start)
    vm.processes.add(child)
    return ChildProcess(child.child_state)
