"""Programs the guest starts (ShellExecute, CreateProcess, WinExec), and ``--capture-launch``.

A VM runs one process. When the guest starts another program, that program cannot run
inside it, so:

- without ``--capture-launch`` the guest stops with a report naming the program it tried
  to start (never a pretended success);
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

from ...abi.faults import GuestFault
from ..core.winerror import ERROR_FILE_NOT_FOUND
from .vfs import VfsError

__all__ = ["LaunchCapture", "Process", "start_program"]


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
        """Copy the VFS and record one launch; returns the record."""
        os.makedirs(self.directory, exist_ok=True)
        tree = os.path.join(self.directory, "vfs")
        shutil.copytree(vm.vfs.root, tree, symlinks=True, ignore=self._skipped,
                        dirs_exist_ok=True)
        exported = os.path.relpath(host_exe, vm.vfs.root)
        record = {
            "exe": guest_exe, "args": args, "cwd": guest_cwd,
            "exported": exported.replace(os.sep, "/"),
            "batch": vm.batches,
            "command": "cd %s && wineagent run --exe=%s --args=%s --vfs-include='**/*' "
                       "--frozen --control=0" % (shlex.quote(tree), shlex.quote(exported),
                                                  shlex.quote(args)),
        }
        self.launches.append(record)
        self.write()
        return record

    def write(self):
        """(Re)write DIR/launch.json with every launch captured so far."""
        path = os.path.join(self.directory, "launch.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"launches": self.launches}, f, indent=1)


def start_program(vm, api_name, target, args, cwd):
    """Handle a request to start ``target``: returns a Process, or None with
    ``vm.last_error`` set when the file does not exist; raises GuestFault when no capture
    was asked for."""
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
        vm.last_error = ERROR_FILE_NOT_FOUND
        return None
    guest_exe = vm.vfs.guest_path(parts)
    capture = getattr(vm, "launch_capture", None)
    if capture is None:
        raise GuestFault("launch", "%s: the guest started another program, %s%s; a VM runs "
                         "one process — rerun with --capture-launch=DIR to capture it" % (
                             api_name, guest_exe, (" " + args) if args else ""))
    capture.capture(vm, guest_exe, args or "", guest_cwd, host)
    return Process()
