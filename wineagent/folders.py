"""Output folders the operator names on the command line (``--print-dir``,
``--sound-dir``, ``--capture-launch``), checked the same way by every command.

``wineagent run``, ``wineagent serve`` and ``twistd -n wineagent`` refuse a folder that
cannot be used with one line naming the flag and the reason (exit 2; twistd's usage
error: exit 1), before anything runs. Sessions that share one folder — the page VMs of a
hub, the sessions a ``fork`` starts — each write into their own subfolder, named by
:func:`session_folder`, so one session never overwrites another's files.
"""

import os
import re
import stat

__all__ = ["folder_problem", "session_folder", "written_file", "read_written", "FILE_TYPES"]

#: Content types of the files a session writes there (docs/printing.md, docs/sound.md).
FILE_TYPES = {".png": "image/png", ".pdf": "application/pdf", ".wav": "audio/wav",
              ".mid": "audio/midi"}


def folder_problem(path):
    """Why output folder ``path`` cannot be used (None if it can; it is then created)."""
    if os.path.islink(path) and not os.path.exists(path):
        return "%s is a symbolic link to nothing (%s)" % (path, os.readlink(path))
    if os.path.exists(path) and not os.path.isdir(path):
        return "%s is not a folder" % path
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        return "cannot create %s: %s" % (path, e.strerror or e)
    return None


def session_folder(folder, session):
    """The subfolder of operator folder ``folder`` for ``session``: a page VM's session id
    ``vm:ID`` gives ``folder/vm-ID``, a CLI fork's name ``fork-PID-N`` itself. None when
    ``folder`` is None. The name keeps only letters, digits, ``-`` and ``_`` (anything
    else becomes ``-``), so it never leaves ``folder``; the subfolder is created when
    something is first written there."""
    if folder is None:
        return None
    name = re.sub(r"[^A-Za-z0-9_-]+", "-", session).strip("-") or "session"
    return os.path.join(os.path.abspath(folder), name)


def written_file(folders, wanted):
    """``(path, None)`` of the file ``wanted`` in one of a session's own output
    ``folders`` (its print and sound folders; None entries are ignored), or ``(None,
    reason)``. ``wanted`` is a path the session reported (a ``printed`` file, a sound
    event's ``file``) or only its name; a path must lie directly in one of the folders.
    Only plain names of regular files that are not symbolic links qualify: nothing
    outside the session's folders can be named."""
    mine = [os.path.realpath(f) for f in folders if f]
    if not mine:
        return None, ("this session writes no files (the hub was started without "
                      "--print-dir / --sound-dir): see the snapshot's printed and sound "
                      "reports")
    head, name = os.path.split(wanted or "")
    if not name or name.startswith(".") or not re.fullmatch(r"[A-Za-z0-9._-]+", name) \
            or os.path.splitext(name)[1] not in FILE_TYPES:
        return None, ("file=%r is not one of this session's files: give a path from its "
                      "snapshot (printed files, sound events) or that file's name" % wanted)
    if head:
        mine = [f for f in mine if f == os.path.realpath(head)]
    for folder in mine:
        path = os.path.join(folder, name)
        if os.path.isfile(path) and not os.path.islink(path):
            return path, None
    return None, "no file %s among this session's files (%s)" % (name, ", ".join(
        f for f in (folders or ()) if f))


def read_written(path, identity):
    """The bytes of the file the session wrote at ``path``, or None when what is there now
    is not that file. ``identity`` is ``(st_dev, st_ino)`` as the session recorded it when
    it wrote the file (hostout.Outputs; None: the session did not write ``path``).

    The name is opened without following a symbolic link (O_NOFOLLOW) and without waiting
    on a FIFO (O_NONBLOCK), and the *opened* file must be a regular file with one link
    whose device and inode are the recorded ones: a hard link is the same inode under a
    second name, so a file linked into the folder from outside (or a session file linked
    out of it) has ``st_nlink`` > 1, and a file put under the name since has another
    inode. Checking the descriptor, not the name, leaves no window between check and
    read."""
    if identity is None:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if (not stat.S_ISREG(st.st_mode) or st.st_nlink != 1
                or (st.st_dev, st.st_ino) != tuple(identity)):
            return None
        return f.read()
