"""Directory change notifications (FindFirstChangeNotification's objects): a waitable
object that becomes signaled when something the filter names changes in a folder (and,
with ``subtree``, the folders below it), and stays so until FindNextChangeNotification.

The drive is a host folder the guest alone changes, through the VFS; so a notification
object keeps a picture of the folder as it was when it was armed and compares the folder
with it whenever a wait looks at it (the scheduler retries a parked wait on each of the
thread's turns). What each filter bit watches:

- FILE_NOTIFY_CHANGE_FILE_NAME: a file created, deleted or renamed;
- FILE_NOTIFY_CHANGE_DIR_NAME: a folder created, deleted or renamed;
- FILE_NOTIFY_CHANGE_ATTRIBUTES: an entry's attributes (its read-only bit here);
- FILE_NOTIFY_CHANGE_SIZE: a file's size;
- FILE_NOTIFY_CHANGE_LAST_WRITE: a file written (each write the guest closes counts,
  even within one tick of the guest clock: ``KernelState.write_counts``).

The drive keeps no last-access times and no security descriptors, and a file's creation
time never changes after it is made, so FILE_NOTIFY_CHANGE_LAST_ACCESS, _CREATION and
_SECURITY have nothing to report. A watched folder that is renamed or deleted reports
nothing more (as Wine does; Windows reports the deletion).
"""

import os

from .handletable import handle_kind

__all__ = ["ChangeNotification", "FILE_NAME", "DIR_NAME", "ATTRIBUTES", "SIZE", "LAST_WRITE",
           "VALID_FILTER"]

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

    def _picture(self):
        """{relative lower-case path: (is_dir, mode, size, mtime, writes, file id)}; None
        when the watched folder is gone."""
        if not os.path.isdir(self.host):
            return None
        counts = self.vm.kernel.write_counts
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
                out[rel] = (is_dir, st.st_mode, 0 if is_dir else st.st_size, st.st_mtime,
                            counts.get(os.path.realpath(path), 0), st.st_ino)
            if not self.subtree:
                break
        return out

    def _differs(self, now):
        before = self.picture
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
