"""The files a session writes on the host, and what happens when the host will not take
them (a full disk, a quota, a folder gone read-only).

A session's output files — printed pages and PDFs, sound captures, a launch capture's
record, screenshots, state files, recordings — belong to the operator, not to the guest.
A write that fails must not stop the guest, must not leave a half-written file under the
real name, and must not surface as a traceback. So:

- a file written in one go goes through :func:`write_file`: the bytes go to a temporary
  name in the same folder, which is renamed over the real name only once every byte is
  on disk (a rename within one file system is atomic), and is removed if anything fails;
- a file that grows while the session runs (a recording, a WAV capture, the ``--events``
  file) is removed, or cut back to its last whole record, by its writer when a write to
  it fails, and is not written again;
- either way the failure is one line naming the file (:func:`failure_message`), kept in
  the session's :class:`Outputs` for whoever answers for the session (``wineagent run``'s
  exit code 4, the writer's own report or event).

:class:`Outputs` also remembers which files the session wrote (folder, name, device and
inode): the hub serves a page VM's files only if they are exactly those
(docs/browser.md).
"""

import collections
import errno
import os
import secrets

__all__ = ["WriteFailed", "Outputs", "write_file", "failure_message", "remove_quietly",
           "is_no_space", "KEEP_FAILURES", "KEEP_FILES"]

#: Write failures an Outputs keeps (the count goes on).
KEEP_FAILURES = 100
#: Files an Outputs remembers having written (the oldest are forgotten first).
KEEP_FILES = 4096

_NO_SPACE = frozenset(e for e in (errno.ENOSPC, getattr(errno, "EDQUOT", None)) if e)


def is_no_space(err):
    """True when OSError ``err`` says the file system (or the user's quota) is full."""
    return getattr(err, "errno", None) in _NO_SPACE


def failure_message(path, err):
    """The one line that says why ``path`` could not be written: ``no space left writing
    PATH`` for a full file system or quota, else ``cannot write PATH: REASON``."""
    if is_no_space(err):
        return "no space left writing %s" % path
    return "cannot write %s: %s" % (path, getattr(err, "strerror", None) or err)


class WriteFailed(Exception):
    """A host file could not be written; ``str()`` is :func:`failure_message`'s line."""

    def __init__(self, path, err):
        super().__init__(failure_message(path, err))
        self.path = path
        self.errno = getattr(err, "errno", None)

    @property
    def no_space(self):
        """True when the file system (or quota) was full."""
        return self.errno in _NO_SPACE


def remove_quietly(path):
    """Remove ``path`` if it is there (a partial file after a failed write)."""
    try:
        os.unlink(path)
    except OSError:
        pass


def write_file(path, data):
    """Write ``data`` to ``path`` whole or not at all; returns ``(st_dev, st_ino)`` of the
    file now under ``path``. Raises :class:`WriteFailed` (and leaves no temporary file).

    The temporary file is created with O_EXCL (never an existing file or a link planted
    there) and mode 0666 less the umask, as ``open(path, "wb")`` would create ``path``.
    """
    folder, name = os.path.split(os.path.abspath(path))
    tmp = os.path.join(folder, ".%s.%s.part" % (name, secrets.token_hex(4)))
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                     | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0), 0o666)
    except OSError as e:
        raise WriteFailed(path, e) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            st = os.fstat(f.fileno())
        os.replace(tmp, path)
    except OSError as e:
        remove_quietly(tmp)
        raise WriteFailed(path, e) from None
    return st.st_dev, st.st_ino


def _key(path):
    """A written file's key: its folder resolved (links in the folder's own path do not
    make two names for one file), then its name as given."""
    folder, name = os.path.split(os.path.abspath(path))
    return os.path.join(os.path.realpath(folder), name)


class Outputs:
    """What one session wrote on the host, and which of its writes failed.

    A session attribute (state/session.py ``SESSION_ATTRS``): a state loaded into the
    session keeps the session's own record, as it keeps the session's output folders.
    """

    def __init__(self):
        self.files = collections.OrderedDict()   # key -> (st_dev, st_ino)
        self.failures = collections.deque(maxlen=KEEP_FAILURES)
        self.failed_count = 0

    def wrote(self, path, ident):
        """The session wrote ``path``, now the file ``ident`` = ``(st_dev, st_ino)``."""
        key = _key(path)
        self.files.pop(key, None)
        self.files[key] = tuple(ident)
        while len(self.files) > KEEP_FILES:
            self.files.popitem(last=False)

    def wrote_fd(self, path, f):
        """As :meth:`wrote`, for a file the writer holds open as ``f``."""
        st = os.fstat(f.fileno())
        self.wrote(path, (st.st_dev, st.st_ino))

    def forget(self, path):
        """``path`` is no longer the session's (its writer removed it)."""
        self.files.pop(_key(path), None)

    def identity(self, path):
        """``(st_dev, st_ino)`` of the file the session wrote at ``path``, or None."""
        return self.files.get(_key(path))

    def failed(self, message):
        """Note one write failure (its one-line message)."""
        self.failures.append(message)
        self.failed_count += 1

    def clear(self):
        """Forget everything (a forked session starts its own record)."""
        self.files.clear()
        self.failures.clear()
        self.failed_count = 0
