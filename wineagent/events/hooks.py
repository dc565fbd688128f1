"""The guest's output lines as events: ``vm.stdout_log`` (LogLines) keeps what the guest
wrote to stdout/stderr and OutputDebugString, and emits each line as a ``log`` event.

This module sits in the layer just above win32/core (test/project/test_layers.py), so the kernel
can write to it. The window, focus, dialog, menu and input events are emitted by USER
(win32/user/emit.py).
"""

__all__ = ["LogLines"]


class LogLines(list):
    """``vm.stdout_log``: what the guest wrote to stdout/stderr and OutputDebugString, as
    text lines; each line added is also a ``log`` event (``stream``: debug for
    OutputDebugString's "[debug] " lines, else stdout)."""

    def __init__(self, bus):
        list.__init__(self)
        self.bus = bus

    def append(self, line):
        """Add one line (and emit it)."""
        list.append(self, line)
        self._emit(line)

    def extend(self, lines):
        """Add lines (and emit each)."""
        for line in lines:
            self.append(line)

    def _emit(self, line):
        text = str(line)
        if text.startswith("[debug] "):
            self.bus.emit("log", stream="debug", text=text[8:])
        else:
            self.bus.emit("log", stream="stdout", text=text)

    def __reduce__(self):
        # Saved as a plain list with its bus (savestates walk the VM graph).
        return (_rebuild_log, (self.bus, list(self)))


def _rebuild_log(bus, lines):
    out = LogLines(bus)
    list.extend(out, lines)
    return out
