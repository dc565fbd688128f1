"""``wineagent ctl tail``: print a session's events as NDJSON (docs/events.md).

``tail [--since N] [--classes a,b] [--follow]``: without ``--follow`` it prints what the
session's ring holds after cursor N and exits; with it, it keeps a streaming
``GET /events`` open and prints each event as it comes. When the connection breaks it
reconnects from the last seq it printed (``since=LAST``), so the output has no gap and no
repeat; it exits 0 after the ``ended`` event, 2 when the session cannot be reached again
within :data:`RECONNECT_SECONDS`.

Stdlib sockets only, like the rest of ``ctl``.
"""

import json
import socket
import time

from wineagent.ctl.wire import quote, read_head
from wineagent.events.filters import parse_classes

__all__ = ["parse_tail_args", "tail", "RECONNECT_SECONDS", "events_path"]

#: How long ``--follow`` keeps trying to reconnect before giving up.
RECONNECT_SECONDS = 30.0
TAIL_USAGE = "tail [--since N] [--classes a,b] [--follow]"


def parse_tail_args(args, fail):
    """``tail``'s words -> {since, classes, follow}; ``fail(message)`` raises usage errors."""
    opts = {"since": 0, "classes": None, "follow": False}
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        name, eq, value = a.partition("=")
        if name in ("--follow", "-f") and not eq:
            opts["follow"] = True
            continue
        if name in ("--since", "--classes"):
            if not eq:
                if i >= len(args):
                    raise fail("tail: %s needs a value; expected %s" % (name, TAIL_USAGE))
                value = args[i]
                i += 1
            if name == "--since":
                if not (value.isdigit() and len(value) <= 18):
                    raise fail("tail: --since must be a seq (an integer >= 0), got %r"
                               % value)
                opts["since"] = int(value)
            else:
                try:
                    opts["classes"] = ",".join(sorted(parse_classes(value)))
                except ValueError as e:
                    raise fail("tail: --classes: %s" % e)
            continue
        raise fail("tail: unexpected %r; expected %s" % (a, TAIL_USAGE))
    return opts


def events_path(target, since, classes, wait=None):
    """The events URL path of a target (a CLI VM or a hub session)."""
    if target.kind == "cli":
        path = "/events?since=%d" % since
    else:
        path = "/api/agent/events?s=%s&since=%d" % (quote(target.session), since)
    if classes:
        path += "&classes=" + quote(classes)
    if wait is not None:
        path += "&wait=%g" % wait
    return path


class _Gone(Exception):
    """The stream broke (connection refused, reset, or closed before ``ended``)."""


def _open(url, path, token, timeout):
    sock = socket.create_connection((url.host, url.port), timeout=timeout)
    if url.scheme == "https":
        import ssl
        sock = ssl.create_default_context().wrap_socket(sock, server_hostname=url.host)
    lines = ["GET %s HTTP/1.1" % path, "Host: %s" % url.hostport, "Connection: close",
             "Accept: application/x-ndjson", "User-Agent: wineagent-ctl"]
    if token:
        lines.append("Authorization: Bearer %s" % token)
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
    return sock


def _body_lines(sock):
    """Generator: (status, body lines...) of a response, read as it arrives (chunked or
    till close)."""
    try:
        status, headers, buf = read_head(sock)
    except ConnectionResetError as e:
        raise _Gone(str(e))
    chunked = "chunked" in headers.get("transfer-encoding", "").lower()
    yield status
    pending = b""

    def more():
        chunk = sock.recv(65536)
        if not chunk:
            raise _Gone("the stream closed")
        return chunk
    while True:
        if chunked:
            while b"\r\n" not in buf:
                buf += more()
            size_line, _, buf = buf.partition(b"\r\n")
            size = int(size_line.split(b";")[0].strip() or b"0", 16)
            if size == 0:
                if pending:
                    yield pending
                return
            while len(buf) < size + 2:
                buf += more()
            data, buf = buf[:size], buf[size + 2:]
        else:
            data = buf or sock.recv(65536)
            buf = b""
            if not data:
                if pending:
                    yield pending
                return
        pending += data
        while b"\n" in pending:
            line, _, pending = pending.partition(b"\n")
            if line.strip():
                yield line


def tail(client, target, opts, stdout, fail):
    """Run ``tail``; returns the exit code. ``client`` gives token and timeout;
    ``fail(message, code)`` makes the exception that ends ``ctl`` with that code."""
    cursor = opts["since"]
    classes = opts["classes"]
    follow = opts["follow"]
    give_up = None
    while True:
        path = events_path(target, cursor, classes, None if follow else 0)
        try:
            sock = _open(target.url, path, client.token, None if follow else client.timeout)
            try:
                if follow:
                    sock.settimeout(None)
                lines = _body_lines(sock)
                status = next(lines)
                if status != 200:
                    body = b"".join(lines)
                    try:
                        message = json.loads(body.decode("utf-8")).get("error")
                    except (ValueError, AttributeError):
                        message = body[:200].decode("utf-8", "replace")
                    if status == 401:
                        message = "unauthorized: pass --token or set WINE_AGENT_TOKEN"
                    raise fail("%s answered HTTP %d: %s" % (target.describe(), status,
                                                            message), 2)
                give_up = None
                for line in lines:
                    try:
                        ev = json.loads(line.decode("utf-8"))
                    except ValueError:
                        continue
                    seq = ev.get("seq") if isinstance(ev, dict) else None
                    if isinstance(seq, int) and seq <= cursor and ev.get("class") != "dropped":
                        continue          # already printed before the reconnect
                    stdout.write(line.decode("utf-8") + "\n")
                    stdout.flush()
                    if isinstance(seq, int):
                        cursor = max(cursor, seq)
                    if ev.get("class") == "ended":
                        return 0
            finally:
                sock.close()
            return 0    # a clean end: the server ends a stream only when the session ended
        except (_Gone, OSError) as e:
            if not follow:
                raise fail("cannot read events from %s: %s"
                           % (target.describe(), getattr(e, "strerror", None) or e), 2)
        # --follow: the stream broke or ended without `ended`: reconnect from the cursor.
        now = time.monotonic()
        if give_up is None:
            give_up = now + RECONNECT_SECONDS
        elif now >= give_up:
            raise fail("lost %s: no answer for %gs (last seq %d)"
                       % (target.describe(), RECONNECT_SECONDS, cursor), 2)
        time.sleep(0.2)   # a reconnect backoff, not a wait for an event
