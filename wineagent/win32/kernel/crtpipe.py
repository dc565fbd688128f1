"""The C runtime's streams over anonymous pipes: a ``FILE *`` from ``_fdopen`` of a
``_pipe`` descriptor, from ``_popen``, or stdin when descriptor 0 is a pipe.

A stream here holds no buffer of its own (kernel/files.py ``CrtStream``): it takes the
bytes it returns straight from the pipe. msvcrt's fread, fgets, fgetc and fgetws on a
pipe call ``_read`` again and again until they have what they were asked for, the line,
or the pipe's end (every writer gone); each ``_read`` waits while the pipe is empty. The
same result comes from waiting *before* taking anything: a call first waits until the
pipe holds enough to answer it in full (``must_wait``), then reads without waiting. So
a call that has to wait has changed nothing yet and can park and start again
(``Blocked`` for the plain handlers, ``wait_ready`` for the generator ones), and text
mode's ``\\r\\n`` split across two writes becomes one ``\\n`` as on Windows, where the
runtime reads the byte after a final ``\\r`` before answering.

What differs from msvcrt.dll: bytes a stream has not returned yet stay in the pipe
instead of in the stream's buffer, so another reader of the same pipe (a second
descriptor of its read end) could take them; Windows' stream would have taken up to
its buffer's size (4096) at once.

``PipeSink`` is what a stream on a write end writes through: the pipe grows as data
comes, so a write never waits; once no read end is open the write fails (the stream's
error flag, as ERROR_NO_DATA makes it on Windows).
"""

from ...abi.api import Blocked
from ...abi.faults import GuestFault
from .fileio import pipe_write, sync_wait
from .files import PipeReader

__all__ = ["PipeSink", "PipeReader", "pipe_source", "must_wait", "ensure_ready",
           "wait_ready"]

_CR, _LF, _CTRL_Z = 0x0D, 0x0A, 0x1A


class PipeSink:
    """What a stream on a pipe's write end writes through (``_popen(..., "w")``,
    ``_fdopen`` of a write end)."""

    readable, writable = False, True

    def __init__(self, end):
        self.end, self.count = end, 0

    def write(self, data):
        """Append ``data`` to the pipe (OSError once its reader is gone)."""
        written, error = pipe_write(self.end, bytes(data))
        if error:
            raise OSError("the pipe's reader is gone")
        self.count += written
        return written

    def flush(self):
        """Nothing is held back."""

    def tell(self):
        """Bytes written so far."""
        return self.count

    def close(self):
        """The descriptor owns the pipe end: nothing to close here."""


def pipe_source(vm, end):
    """What a stream on pipe end ``end`` reads or writes through."""
    return PipeReader(vm, end) if end.readable else PipeSink(end)


def _enough_bytes(data, n, text, newline):
    """True when ``data`` (a pipe's bytes) answers a byte-mode read of ``n`` characters
    in full: ``n`` of them after text translation, a newline for a line read, or text
    mode's Ctrl+Z. A ``\\r`` last in text mode is not enough: the byte after it decides
    whether it reads as ``\\n``."""
    if not text:
        return len(data) >= n or (newline and _LF in data[:n])
    count = i = 0
    while i < len(data):
        b = data[i]
        if b == _CTRL_Z:
            return True
        if b == _CR:
            if i + 1 >= len(data):
                return False
            if data[i + 1] == _LF:
                i += 1
                b = _LF
        count += 1
        i += 1
        if count >= n or (newline and b == _LF):
            return True
    return False


def _enough_utf16(data, n, text, newline):
    """The same for a UTF-16 stream (``_O_WTEXT``, ``_O_U16TEXT``): ``n`` units."""
    count = i = 0
    while i + 1 < len(data):
        unit = data[i] | data[i + 1] << 8
        if text and unit == _CR:
            if i + 3 >= len(data):
                return False
            if data[i + 2] | data[i + 3] << 8 == _LF:
                i += 2
                unit = _LF
        count += 1
        i += 2
        if count >= n or (newline and unit == _LF):
            return True
    return False


def _enough_utf8(data, n, newline):
    """The same for a UTF-8 stream (``_O_U8TEXT``): ``n`` whole characters."""
    count = i = 0
    while i < len(data):
        lead = data[i]
        size = 1 if lead < 0xC0 else 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
        if lead == _CR:
            size = 2            # the byte after it decides
        if i + size > len(data):
            return False
        count += 1
        i += size
        if count >= n or (newline and lead == _LF):
            return True
    return False


def must_wait(vm, s, n, newline=False, encoding=None, text=None):
    """True while stream ``s`` reads a pipe that cannot yet answer a read of ``n``
    characters (a line of at most ``n`` when ``newline``) and a writer is still there.
    ``encoding``: None for bytes, "utf-16" or "utf-8" for the wide reads; ``text``:
    whether CR LF reads as LF (the stream's own mode when None).
    A pipe only this thread could write is a deadlock, reported as ReadFile's is."""
    source = s.file
    text = s.text if text is None else text
    if not isinstance(source, PipeReader) or n <= 0:
        return False
    pipe = source.end.pipe
    if not pipe.writers:
        return False
    pushed = bytes(s.pushed)
    if encoding is None:
        if len(pushed) >= n or (newline and _LF in pushed):
            return False
        if _enough_bytes(pushed + pipe.data, n, text, newline):
            return False
    elif encoding == "utf-16":
        if _enough_utf16(pushed + pipe.data, n, text, newline):
            return False
    elif _enough_utf8(pushed + pipe.data, n, newline):
        return False
    if vm.alone:
        raise GuestFault("deadlock", "deadlock: a stream reads an empty pipe whose write "
                         "end only this thread could write")
    return True


def ensure_ready(vm, s, n, newline=False, encoding=None, text=None):
    """For a plain (non-generator) stream handler, before it takes anything: park the
    call, to be retried whole on the thread's next turn, while the pipe cannot answer
    it (must_wait)."""
    if must_wait(vm, s, n, newline, encoding, text):
        raise Blocked("msvcrt.dll: a stream waits for a pipe's data")


def wait_ready(vm, s, n, newline=False, encoding=None, text=None):
    """Generator: the same wait for a generator handler (PARK turns; a
    CancelSynchronousIo of the thread ends it early: then True)."""
    while must_wait(vm, s, n, newline, encoding, text):
        if (yield from sync_wait(vm)):
            return True
    return False
