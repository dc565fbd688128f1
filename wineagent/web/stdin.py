"""``--control-stdin``: one command per line on stdin, one ``[ctl] {...}`` line per reply.

Lines run in arrival order (each waits for the one before), so a piped script behaves
like a sequence of HTTP requests. EOF does not end the run.

Three promises, each kept against a probe that once broke it:

- every line gets its replies, whatever it holds: nothing a line contains can end the
  channel (a line nested 100,000 deep used to kill it for good);
- a line over :data:`MAX_BODY` bytes is refused with one reply and discarded *whole* — its
  tail is never read as a command of its own;
- every reply is one complete ``[ctl]`` line, in order, whatever its size (Twisted's
  StandardIO makes stdin non-blocking, which on a terminal or a socket shared with stdout
  made large replies come out cut and glued to the next one).
"""

import errno
import json
import os
import select

from twisted.internet import defer, protocol, stdio
from twisted.python import log

from ..control.protocol import MAX_BODY, ProtocolError, parse_line, reply_error

__all__ = ["attach_stdin", "StdinControl", "write_line"]


def write_line(out, text):
    """Write ``text`` + newline to ``out`` completely, even when its descriptor is
    non-blocking: a partial write is continued, and a full pipe is waited for (the same
    back-pressure a blocking ``print`` exerts). Objects without a descriptor (tests'
    StringIO) are written to directly."""
    data = (text + "\n").encode("utf-8", "backslashreplace")
    try:
        fd = out.fileno()
    except (AttributeError, OSError, ValueError):
        out.write(text + "\n")
        out.flush()
        return
    _flush_fully(out, fd)     # earlier text written through ``out`` goes first
    view = memoryview(data)
    while view:
        try:
            view = view[os.write(fd, view):]
        except BlockingIOError:
            select.select([], [fd], [])
        except InterruptedError:
            continue


def _flush_fully(out, fd):
    while True:
        try:
            out.flush()
            return
        except BlockingIOError:
            select.select([], [fd], [])


class StdinControl(protocol.Protocol):
    """Reads command lines and prints replies.

    Lines are split here rather than by LineReceiver, whose over-long-line handling hands
    the rest of the line back as a new line.
    """

    delimiter = b"\n"
    MAX_LENGTH = MAX_BODY

    def __init__(self, host, out):
        self.host = host
        self.out = out
        self._chain = defer.succeed(None)
        self._buffer = bytearray()
        self._discarding = False      # inside an over-long line: drop up to its newline

    def dataReceived(self, data):
        """Split complete lines off the buffer; refuse and drop an over-long one whole."""
        buf = self._buffer
        start = len(buf)
        buf += data
        while True:
            end = buf.find(self.delimiter, start)
            if end < 0:
                break
            line = bytes(buf[:end])
            del buf[:end + 1]
            start = 0
            if self._discarding:
                self._discarding = False       # the newline that ends the refused line
                continue
            if len(line) > self.MAX_LENGTH:
                self.lineLengthExceeded(line)
                continue
            self.lineReceived(line)
        if len(buf) > self.MAX_LENGTH:
            if not self._discarding:
                self.lineLengthExceeded(buf)
                self._discarding = True
            del buf[:]

    def lineReceived(self, line):
        """Queue one line behind the ones before it."""
        text = line.decode("utf-8", "replace").strip()
        if not text:
            return
        self._queue(self._run, text)

    def lineLengthExceeded(self, line):
        """An over-long line is refused (after the replies before it); the session stays
        up and nothing of the line runs."""
        message = "line over %d bytes: refused and discarded whole" % self.MAX_LENGTH
        self._queue(self._print, reply_error(None, message))

    def _queue(self, fn, arg):
        # Each step is guarded so that no failure can leave the chain in its error state,
        # which would silence every later line.
        self._chain.addCallback(lambda _: fn(arg))
        self._chain.addErrback(self._chain_failed)

    def _chain_failed(self, failure):
        log.err(failure, "stdin control: a line failed internally")
        self._print(reply_error(None, "internal error: %s" % failure.getErrorMessage()))

    def _run(self, text):
        try:
            items, _ = parse_line(text)
        except ProtocolError as e:
            self._print(reply_error(None, str(e)))
            return None
        if not items:
            return None
        d = self.host.submit(items)
        d.addCallback(lambda replies: [self._print(r) for r in replies])
        d.addErrback(self._internal_error, len(items))
        return d

    def _internal_error(self, failure, count):
        # Never expected; still one reply per command, and the chain goes on.
        log.err(failure, "stdin control: command failed internally")
        for _ in range(count):
            self._print(reply_error(None, "internal error: %s" % failure.getErrorMessage()))

    def _print(self, reply):
        try:
            write_line(self.out, "[ctl] " + json.dumps(reply))
        except OSError as e:
            if e.errno != errno.EPIPE:
                raise  # a closed stdout: nobody reads replies any more

    def connectionLost(self, reason):
        """EOF: keep running; `quit` or --max-seconds ends the run."""


def attach_stdin(reactor, host, out):
    """Start reading commands from the process's stdin."""
    return stdio.StandardIO(StdinControl(host, out), reactor=reactor)
