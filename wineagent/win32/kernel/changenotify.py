"""Directory change notifications (FindFirstChangeNotification's objects): a waitable
object that becomes signaled when something the filter names changes in a folder (and,
with ``subtree``, the folders below it), and stays so until FindNextChangeNotification.

The drive is a host folder the guest alone changes, through the VFS; so a notification
object keeps a picture of the folder as it was when it was armed and compares the folder
with it whenever a wait looks at it (the scheduler retries a parked wait on each of the
thread's turns). What each filter bit watches:

- FILE_NOTIFY_CHANGE_FILE_NAME: a file created, deleted or renamed;
- FILE_NOTIFY_CHANGE_DIR_NAME: a folder created, deleted or renamed;
- FILE_NOTIFY_CHANGE_ATTRIBUTES: an entry's attributes (its read-only bit here, and
  each SetFileAttributes that changed what they were: ``KernelState.attribute_sets``);
- FILE_NOTIFY_CHANGE_SIZE: a file's size;
- FILE_NOTIFY_CHANGE_LAST_WRITE: a file written (each write the guest closes counts,
  even within one tick of the guest clock: ``KernelState.write_counts``).

The drive keeps no last-access times and no security descriptors, and a file's creation
time never changes after it is made, so FILE_NOTIFY_CHANGE_LAST_ACCESS, _CREATION and
_SECURITY have nothing to report. A watched folder that is deleted signals its watch,
as on Windows (Wine 8 misses that: its change.c `todo_wine`); one that is renamed reports
nothing more.
"""

import os
import struct

from .handletable import handle_kind
from .overlapped import complete

__all__ = ["ChangeNotification", "DirectoryWatch", "PendingChanges", "notice", "FILE_NAME",
           "DIR_NAME", "ATTRIBUTES", "SIZE", "LAST_WRITE", "VALID_FILTER"]

FILE_NAME, DIR_NAME, ATTRIBUTES, SIZE, LAST_WRITE = 0x1, 0x2, 0x4, 0x8, 0x10
LAST_ACCESS, CREATION, SECURITY = 0x20, 0x40, 0x100
VALID_FILTER = FILE_NAME | DIR_NAME | ATTRIBUTES | SIZE | LAST_WRITE | LAST_ACCESS | \
    CREATION | SECURITY


@handle_kind("change notification")
class ChangeNotification:
    """One FindFirstChangeNotification handle's object: folder ``host`` watched for the
    changes ``filter`` names, below it too with ``subtree``."""

    def __init__(self, vm, host, subtree, filter_):
        self.vm, self.host, self.subtree, self.filter = vm, host, subtree, filter_
        self.changed = False
        self.picture = self._picture()
        self.folder_id = os.stat(host).st_ino

    def _picture(self):
        """{relative lower-case path: (is_dir, mode, size, mtime, writes, file id)}; None
        when the watched folder is gone."""
        if not os.path.isdir(self.host):
            return None
        counts, attrs = self.vm.kernel.write_counts, self.vm.kernel.attribute_sets
        out = {}
        for top, dirs, files in os.walk(self.host):
            for name in dirs + files:
                path = os.path.join(top, name)
                try:
                    st = os.stat(path)
                except OSError:
                    continue
                rel = os.path.relpath(path, self.host).lower()
                is_dir = name in dirs
                real = os.path.realpath(path)
                out[rel] = (is_dir, (st.st_mode, attrs.get(real, 0)),
                            0 if is_dir else st.st_size, st.st_mtime, counts.get(real, 0),
                            st.st_ino)
            if not self.subtree:
                break
        return out

    def _differs(self, now):
        before = self.picture
        if before is not None and now is None:
            return self.folder_id in self.vm.kernel.removed_dirs
        if before is None or now is None:
            return False
        f = self.filter
        for is_dir, bit in ((False, FILE_NAME), (True, DIR_NAME)):
            if f & bit and {k for k, v in before.items() if v[0] == is_dir} != \
                    {k for k, v in now.items() if v[0] == is_dir}:
                return True
        # Entries are matched by file id, not name: a file renamed and then written is
        # still the file the watch saw.
        by_id = {v[5]: v for v in now.values()}
        for old in before.values():
            new = by_id.get(old[5])
            if new is None or new[0] != old[0]:
                continue
            if f & ATTRIBUTES and new[1] != old[1]:
                return True
            if not new[0] and f & SIZE and new[2] != old[2]:
                return True
            if not new[0] and f & LAST_WRITE and (new[3], new[4]) != (old[3], old[4]):
                return True
        return False

    def signaled(self):
        """True once a watched change has happened since the object was (re)armed. A
        change the filter leaves out (a file renamed, for a watch on sizes) updates the
        picture, so that what happens to the new entry later is seen."""
        if not self.changed:
            now = self._picture()
            if self._differs(now):
                self.changed = True
            else:
                self.picture = now
        return self.changed

    def acquire(self):
        """A wait leaves the object signaled: only FindNextChangeNotification resets it."""

    def rearm(self):
        """FindNextChangeNotification: watch for the next change from now on."""
        self.changed = False
        self.picture = self._picture()


# -- ReadDirectoryChangesW: records of what changed ----------------------------------------
#: FILE_NOTIFY_INFORMATION's actions.
ACTION_ADDED, ACTION_REMOVED, ACTION_MODIFIED = 1, 2, 3
ACTION_RENAMED_OLD_NAME, ACTION_RENAMED_NEW_NAME = 4, 5
#: A completion's statuses: records given; the buffer could not take them (the caller
#: must list the folder again); the handle closed with the request still pending.
STATUS_SUCCESS, STATUS_NOTIFY_CLEANUP, STATUS_NOTIFY_ENUM_DIR = 0, 0x10B, 0x10C


class PendingChanges:
    """A ReadDirectoryChangesW request waiting for records: where they go (``buf``,
    ``n`` bytes), the OVERLAPPED (0: a synchronous call, which waits on the watch), the
    completion routine and the thread that asked."""

    __slots__ = ("buf", "n", "ov", "routine", "tid", "result")

    def __init__(self, buf, n, ov, routine, tid):
        self.buf, self.n, self.ov, self.routine, self.tid = buf, n, ov, routine, tid
        self.result = None


class DirectoryWatch:
    """What ReadDirectoryChangesW watches on one folder handle. The handle's first call
    fixes it, as Windows' notify buffer is set up once per handle: the filter, whether
    folders below count (``subtree``) and the buffer size (0: every completion says
    STATUS_NOTIFY_ENUM_DIR). From then on every change is kept as a record (action,
    name relative to the folder) until a call takes them, even while no call is
    pending.

    Records come from comparing the folder with its picture after each change the guest
    makes (:func:`notice`, called by the file operations of kernel/files.py and
    KERNEL32's), so a folder created and removed again gives two records. Entries are
    matched by file id, so a rename within the watched tree is RENAMED_OLD_NAME then
    RENAMED_NEW_NAME; one out of it (or into it) is REMOVED (ADDED)."""

    def __init__(self, vm, folder, host, subtree, filter_, size):
        self.vm, self.folder, self.host = vm, folder, host
        self.subtree, self.filter, self.size = subtree, filter_, size
        self.records = []
        self.overflow = False
        self.pending = []
        self.picture = self._picture()

    def _picture(self):
        """{file id: (relative name, is_dir, mode, size, mtime, writes)}."""
        out = {}
        if not os.path.isdir(self.host):
            return out
        counts, attrs = self.vm.kernel.write_counts, self.vm.kernel.attribute_sets
        for top, dirs, files in os.walk(self.host):
            for name in dirs + files:
                path = os.path.join(top, name)
                try:
                    st = os.lstat(path)
                except OSError:
                    continue
                is_dir = name in dirs
                rel = os.path.relpath(path, self.host).replace(os.sep, "\\")
                real = os.path.realpath(path)
                out[st.st_ino] = (rel, is_dir, (st.st_mode, attrs.get(real, 0)),
                                  0 if is_dir else st.st_size, st.st_mtime,
                                  counts.get(real, 0))
            if not self.subtree:
                break
        return out

    def _named(self, is_dir):
        return self.filter & (DIR_NAME if is_dir else FILE_NAME)

    def _modified(self, old, new):
        f = self.filter
        if f & ATTRIBUTES and new[2] != old[2]:
            return True
        if not new[1] and f & SIZE and new[3] != old[3]:
            return True
        return not new[1] and f & LAST_WRITE and (new[4], new[5]) != (old[4], old[5])

    def refresh(self):
        """Compare the folder with the picture: records for what changed."""
        now = self._picture()
        before, self.picture = self.picture, now
        out = []
        # A folder renamed renames what is in it: only the folder's rename is told.
        moved = [(old[0] + "\\", now[ino][0] + "\\") for ino, old in before.items()
                 if old[1] and ino in now and now[ino][0] != old[0]]
        for ino, old in before.items():
            new = now.get(ino)
            if new is None:
                if self._named(old[1]):
                    out.append((ACTION_REMOVED, old[0]))
            elif new[0] != old[0]:
                if any(old[0].startswith(a) and new[0] == b + old[0][len(a):]
                       for a, b in moved):
                    continue
                if self._named(old[1]):
                    out += [(ACTION_RENAMED_OLD_NAME, old[0]),
                            (ACTION_RENAMED_NEW_NAME, new[0])]
            elif self._modified(old, new):
                out.append((ACTION_MODIFIED, new[0]))
        for ino, new in now.items():
            if ino not in before and self._named(new[1]):
                out.append((ACTION_ADDED, new[0]))
        if out:
            self.records += out
            self.deliver()

    def encode(self):
        """The FILE_NOTIFY_INFORMATION chain of the records kept: (bytes, length up to
        the end of the last name)."""
        data = bytearray()
        last = 0
        for i, (action, name) in enumerate(self.records):
            raw = name.encode("utf-16-le")
            entry = 12 + len(raw)
            step = (entry + 3) & ~3 if i + 1 < len(self.records) else 0
            last = len(data)
            data += struct.pack("<III", step, action, len(raw)) + raw
            if step:
                data += bytes(step - entry)
        return bytes(data), (last + 12 + len(self.records[-1][1]) * 2 if self.records
                             else 0)

    def take(self, buf, n):
        """Give the kept records to a request of ``n`` bytes at ``buf``: (status, bytes
        written)."""
        data, used = self.encode()
        self.records = []
        if self.size == 0 or used > n or self.overflow:
            self.overflow = False
            return STATUS_NOTIFY_ENUM_DIR, 0
        self.vm.mem.write(buf, data[:used])
        return STATUS_SUCCESS, used

    def deliver(self):
        """Complete the oldest pending request when there are records for it."""
        if not self.records or not self.pending:
            return
        p = self.pending.pop(0)
        status, used = self.take(p.buf, p.n)
        if p.ov:
                complete(self.vm, self.folder, p.ov, status, used, p.routine, p.tid)
        else:
            p.result = (status, used)

    def signaled(self):
        """A synchronous call's wait: records kept (changes by another process too)."""
        self.refresh()
        return bool(self.records)

    def acquire(self):
        """The synchronous call takes the records itself."""

    def close(self):
        """The handle closed: pending requests end with STATUS_NOTIFY_CLEANUP."""
        watches = self.vm.kernel.dir_watches
        if self in watches:
            watches.remove(self)
        for p in self.pending:
            if p.ov:
                complete(self.vm, self.folder, p.ov, STATUS_NOTIFY_CLEANUP, 0, p.routine,
                         p.tid)
        self.pending = []


def notice(vm):
    """The guest changed something on the drive: the process's folder watches compare
    their folders now (records in the order the changes happened)."""
    for w in list(vm.kernel.dir_watches):
        w.refresh()
