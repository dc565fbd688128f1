"""``--control-stdin``: one command per line on stdin, one ``[ctl] {...}`` line per reply.

Lines run in arrival order (each waits for the one before), so a piped script behaves
like a sequence of HTTP requests. EOF does not end the run.
"""

import json

from twisted.internet import defer, stdio
from twisted.protocols.basic import LineReceiver

from ..control.protocol import MAX_BODY, ProtocolError, parse_line, reply_error

__all__ = ["attach_stdin", "StdinControl"]


class StdinControl(LineReceiver):
    """Reads command lines and prints replies."""

    delimiter = b"\n"
    MAX_LENGTH = MAX_BODY

    def __init__(self, host, out):
        self.host = host
        self.out = out
        self._chain = defer.succeed(None)

    def lineReceived(self, line):
        """Queue one line behind the ones before it."""
        text = line.decode("utf-8", "replace").strip()
        if not text:
            return
        self._chain.addCallback(lambda _: self._run(text))

    def lineLengthExceeded(self, line):
        """An over-long line is refused; the session stays up."""
        self._print(reply_error(None, "line over %d bytes" % MAX_BODY))

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
        d.addErrback(lambda f: self._print(reply_error(None, "internal error: %s" % f.value)))
        return d

    def _print(self, reply):
        self.out.write("[ctl] " + json.dumps(reply) + "\n")
        self.out.flush()

    def connectionLost(self, reason):
        """EOF: keep running; `quit` or --max-seconds ends the run."""


def attach_stdin(reactor, host, out):
    """Start reading commands from the process's stdin."""
    return stdio.StandardIO(StdinControl(host, out), reactor=reactor)
