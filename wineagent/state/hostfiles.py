"""Open host files of the guest (CreateFile handles, fopen streams) across a savestate:
saved as where they point and how far in, reopened in the loading session's C: drive."""

import os
import pickle

from ..win32.kernel.files import FileObject

__all__ = ["reduce_file", "reopen"]


def reduce_file(f):
    """The reduce tuple of a FileObject: its attributes (the path is re-rooted by the
    pickler, the descriptor left out) and its position. A file open without a name (a
    POSIX delete or a rename over it took it) cannot be carried."""
    if f.deleted and f.fd is not None:
        # Reopened by its path, the handle would find another file or none.
        raise pickle.PicklingError("an open file whose name is gone (deleted with POSIX "
                                   "semantics or replaced by a rename): %s" % f.host)
    state = dict(f.__dict__)
    fd = state.pop("fd", None)
    pos = os.lseek(fd, 0, os.SEEK_CUR) if fd is not None else None
    return (reopen, (state, pos))


def reopen(state, pos):
    """A FileObject open again on its (re-rooted) host file at ``pos``; one that was
    closed stays closed."""
    f = FileObject.__new__(FileObject)
    f.__dict__.update(state)
    f.fd = None
    if pos is not None:
        flags = os.O_RDWR if (f.readable and f.writable) else \
            os.O_WRONLY if f.writable else os.O_RDONLY
        # The path was checked to lie in the loading session's drive; a link placed
        # there since is not followed out of it.
        f.fd = os.open(f.host, flags | getattr(os, "O_BINARY", 0) |
                       getattr(os, "O_NOFOLLOW", 0))
        os.lseek(f.fd, pos, os.SEEK_SET)
    return f
