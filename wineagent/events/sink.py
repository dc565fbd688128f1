"""``wineagent run --events=FILE``: the session's events appended to FILE as NDJSON.

Every class but ``api`` is written (``frame`` included: the sink asks for it), one line
per event, flushed as written so ``tail -f FILE`` follows the run. A frozen or plain CLI
run writes no wall time, so its file is byte-identical from one run to the next.
"""

import json

from .filters import DEFAULT_CLASSES

__all__ = ["FileSink"]


class FileSink:
    """Appends ``bus``'s events to the file at ``path`` (OSError when it cannot be opened)."""

    def __init__(self, bus, path):
        self.bus = bus
        self.file = open(path, "a", encoding="utf-8")
        bus.want(DEFAULT_CLASSES, 1)
        bus.add_listener(self.write)

    def write(self, ev):
        """Append one event."""
        if ev["class"] in DEFAULT_CLASSES:
            self.file.write(json.dumps(ev, separators=(",", ":")) + "\n")
            self.file.flush()

    def close(self):
        """Stop listening and close the file."""
        if self.file is not None:
            self.bus.remove_listener(self.write)
            self.bus.want(DEFAULT_CLASSES, -1)
            self.file.close()
            self.file = None
