"""The drive seen from outside the guest: the agent's ``put-file``, ``get-file`` and
``list-files`` (docs/protocol.md).

Every path is a guest path and goes through the VFS's own :meth:`~.vfs.Vfs.resolve`, so an
agent can reach exactly what the program can: other drives, UNC and device paths, host
absolute paths, device names and symlinks out of the folder are refused the same way; a
``..`` component, the ``\\\\?\\`` form and a leading ``/`` (rooted on C: for the
program, as on Windows), which the program's paths may hold, are refused in an agent's.
The agent acts like a second process on the machine: a file the program holds open
without sharing that access is a sharing violation, as it would be on Windows, and what
the agent writes gets the guest clock's time, as the program's own writes do (so a
replay that writes the same bytes at the same batch sees the same file).
"""

import os

from .files import (FILE_SHARE_READ, FILE_SHARE_WRITE, check_sharing, file_time,
                    note_new_dir, stamp)
from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_FILE_NOT_FOUND, ERROR_INVALID_NAME,
                             ERROR_PATH_NOT_FOUND, ERROR_SHARING_VIOLATION)
from .vfs import VfsError, climbs, host_absolute

__all__ = ["GuestFileError", "put_file", "get_file", "list_files"]



class GuestFileError(ValueError):
    """A drive operation that cannot be done; the message is one line for the agent."""


def _why(e, guest):
    """One line for a VfsError on ``guest``."""
    if e.code == ERROR_ACCESS_DENIED:
        return "%s is refused: %s (paths are guest paths on C:, such as C:\\dir\\file.txt)" \
            % (_show(guest), e)
    if e.code == ERROR_INVALID_NAME:
        return "%s is not a valid Windows path: %s" % (_show(guest), e)
    if e.code == ERROR_FILE_NOT_FOUND:
        return "%s does not exist" % _show(guest)
    if e.code == ERROR_PATH_NOT_FOUND:
        return "a folder of %s does not exist" % _show(guest)
    if e.code == ERROR_SHARING_VIOLATION:
        return "%s is open in the program without sharing this access (a sharing " \
               "violation); let it close the file first" % _show(guest)
    return "%s: Win32 error %d" % (_show(guest), e.code)


def _show(guest):
    # Quoted, not repr(): a guest path reads with single backslashes, as the agent wrote it.
    return "'%s'" % (guest if len(guest) <= 80 else guest[:77] + "...")


def _absolute(guest):
    """``guest`` with a relative path made relative to ``C:\\``: the agent is not the
    program, so the program's current folder is not where its paths start."""
    if guest[1:2] == ":" and guest[2:3] not in ("\\", "/"):
        return guest[:2] + "\\" + guest[2:]        # C:foo
    if guest[:1] not in ("\\", "/") and guest[1:2] != ":":
        return "\\" + guest                           # foo\bar
    return guest


def _named(vfs, host):
    """The guest path of host path ``host`` as the drive spells it (``C:\\Docs\\a.txt``
    for a request of ``c:\\docs\\A.TXT``: lookup ignores case, names keep theirs)."""
    rel = os.path.relpath(host, vfs.root)
    return "C:\\" if rel == os.curdir else "C:\\" + rel.replace(os.sep, "\\")


def _resolve(vm, guest):
    try:
        # The program's own paths are normalised as Windows does (kernel/vfs.py: '..'
        # and \\?\C:\ are read as Windows reads them); an agent names files by their
        # plain full path, and anything else is refused.
        if climbs(guest):
            raise VfsError(ERROR_ACCESS_DENIED, "'..' in the path")
        if host_absolute(guest):
            # the program's '/x' is C:\x, as on Windows; an agent writing one means a path
            # of the host
            raise VfsError(ERROR_ACCESS_DENIED, "a host absolute path")
        if guest.replace("/", "\\").startswith("\\\\"):
            raise VfsError(ERROR_ACCESS_DENIED, "a UNC or device path")
        parts, host = vm.vfs.resolve(_absolute(guest))
    except VfsError as e:
        raise GuestFileError(_why(e, guest)) from None
    return parts, host


def put_file(vm, guest, data):
    """Write ``data`` (bytes) to the guest file ``guest``, creating it and its missing
    folders, replacing what was there. Returns ``{path, size, mtime}`` (the full guest
    path, bytes written, guest file time as Unix seconds)."""
    parts, host = _resolve(vm, guest)
    vfs = vm.vfs
    if not parts:
        raise GuestFileError("%s is the root folder, not a file" % _show(guest))
    if os.path.isdir(host):
        raise GuestFileError("%s is a folder, not a file" % vfs.guest_path(parts))
    try:
        # Missing folders are made as CreateDirectory would: each gets the guest time.
        for i in range(1, len(parts)):
            folder = vfs.host_path(parts[:i])
            if not os.path.exists(folder):
                os.mkdir(folder)
                note_new_dir(vm, folder)
            elif not os.path.isdir(folder):
                raise GuestFileError("%s is a file, not a folder"
                                     % vfs.guest_path(parts[:i]))
        host = vfs.host_path(parts)       # re-matched: a folder made above may differ in case
        if os.path.exists(host):
            # Another process opening for GENERIC_WRITE with FILE_SHARE_READ.
            check_sharing(vm, os.path.realpath(host), False, True, False, FILE_SHARE_READ)
        with open(host, "wb") as f:
            f.write(data)
    except VfsError as e:
        raise GuestFileError(_why(e, guest)) from None
    except OSError as e:
        raise GuestFileError("cannot write %s: %s" % (vfs.guest_path(parts),
                                                       e.strerror or e)) from None
    stamp(vm, host)
    return {"path": _named(vfs, host), "size": len(data),
            "mtime": os.stat(host).st_mtime}


def get_file(vm, guest, limit):
    """The guest file ``guest``: ``(bytes, {path, size, mtime})``. Refused when it is a
    folder, missing, open in the program without FILE_SHARE_READ, or over ``limit``
    bytes."""
    parts, host = _resolve(vm, guest)
    vfs = vm.vfs
    if not os.path.exists(host):
        raise GuestFileError(_why(VfsError(vfs.missing_error(parts) if parts
                                           else ERROR_PATH_NOT_FOUND), guest))
    if os.path.isdir(host):
        raise GuestFileError("%s is a folder; list it with list-files"
                             % vfs.guest_path(parts))
    try:
        # Another process opening for GENERIC_READ with FILE_SHARE_READ|FILE_SHARE_WRITE.
        check_sharing(vm, os.path.realpath(host), True, False, False,
                      FILE_SHARE_READ | FILE_SHARE_WRITE)
        st = os.stat(host)
        if st.st_size > limit:
            raise GuestFileError("%s is %d bytes, over the limit of %d"
                                 % (vfs.guest_path(parts), st.st_size, limit))
        with open(host, "rb") as f:
            data = f.read(limit + 1)
    except VfsError as e:
        raise GuestFileError(_why(e, guest)) from None
    except OSError as e:
        raise GuestFileError("cannot read %s: %s" % (vfs.guest_path(parts),
                                                      e.strerror or e)) from None
    if len(data) > limit:   # it grew between the stat and the read
        raise GuestFileError("%s is over the limit of %d bytes" % (vfs.guest_path(parts),
                                                                   limit))
    return data, {"path": _named(vfs, host), "size": len(data),
                  "mtime": file_time(vm, host, st)}


def list_files(vm, guest, limit):
    """The entries of the guest folder ``guest``, by name (case-insensitively, as
    Explorer sorts): ``{path, entries: [{name, size, isDir, mtime}], truncated}`` with at
    most ``limit`` entries. Entries the guest could not open (a symlink out of the folder,
    a name Win32 cannot spell) are left out, as FindFirstFile leaves them out."""
    parts, host = _resolve(vm, guest)
    vfs = vm.vfs
    if not os.path.exists(host):
        raise GuestFileError(_why(VfsError(vfs.missing_error(parts) if parts
                                           else ERROR_PATH_NOT_FOUND), guest))
    if not os.path.isdir(host):
        raise GuestFileError("%s is a file, not a folder; read it with get-file"
                             % vfs.guest_path(parts))
    try:
        names = sorted(os.listdir(host), key=lambda n: (n.casefold(), n))
    except OSError as e:
        raise GuestFileError("cannot list %s: %s" % (vfs.guest_path(parts),
                                                      e.strerror or e)) from None
    entries = []
    truncated = False
    for name in names:
        try:
            vfs.split(vfs.guest_path(parts + (name,)))   # a name the guest can spell
            path = os.path.join(host, name)
            vfs.check_inside(path)
            st = os.stat(path)
        except (VfsError, OSError):
            continue
        if len(entries) == limit:
            truncated = True
            break
        is_dir = os.path.isdir(path)
        entries.append({"name": name, "size": 0 if is_dir else st.st_size, "isDir": is_dir,
                        "mtime": file_time(vm, path, st)})
    return {"path": _named(vfs, host), "entries": entries, "truncated": truncated}
