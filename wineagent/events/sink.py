"""``wineagent run --events=FILE``: the session's events appended to FILE as NDJSON.

Every class but ``api`` is written (``frame`` included: the sink asks for it), one line
per event, flushed as written so ``tail -f FILE`` follows the run. A frozen or plain CLI
run writes no wall time, so its file is byte-identical from one run to the next.

A write that fails (a full disk) stops the file where its last whole line ends: a line cut
in the middle would be a record that never happened. The file is then written no more,
and the failure is one line in the session's outputs (``wineagent run`` exits 4 with it);
the session goes on.
"""

import json
import os

from ..win32.kernel.hostout import failure_message
from .filters import DEFAULT_CLASSES

__all__ = ["FileSink"]


class FileSink:
    """Appends ``bus``'s events to the file at ``path`` (OSError when it cannot be opened)."""

    def __init__(self, bus, path):
        self.bus = bus
        self.path = os.path.abspath(path)
        self.error = None           # why the file stopped being written
        # Unbuffered bytes: every line is one write(), and its end is a known offset.
        self.file = open(path, "ab", buffering=0)
        self.end = self.file.seek(0, os.SEEK_END)
        bus.want(DEFAULT_CLASSES, 1)
        bus.add_listener(self.write)

    def write(self, ev):
        """Append one event."""
        if ev["class"] not in DEFAULT_CLASSES or self.file is None or self.error:
            return
        line = (json.dumps(ev, separators=(",", ":")) + "\n").encode("utf-8")
        try:
            view = memoryview(line)
            while view:                    # a raw write may take only part of the line
                view = view[self.file.write(view):]
            self.end += len(line)
        except OSError as e:
            self._stop(e)

    def _stop(self, err):
        """Cut the file back to its last whole line and write it no more."""
        self.error = failure_message(self.path, err)
        try:
            self.file.truncate(self.end)
        except OSError:
            pass                           # a truncate frees space; it does not need any
        if self.bus.vm is not None:      # a hub session's log has no VM
            self.bus.vm.outputs.failed(self.error)

    def close(self):
        """Stop listening and close the file."""
        if self.file is not None:
            self.bus.remove_listener(self.write)
            self.bus.want(DEFAULT_CLASSES, -1)
            try:
                self.file.close()
            except OSError:
                pass                       # unbuffered: nothing is left to write
            self.file = None
