"""``wineagent.connect()``: the same methods, over HTTP to a CLI VM or a hub session.

One kept-alive :class:`http.client.HTTPConnection` carries every call: one request, one
round trip, no process start-up. Targets are resolved exactly as ``wineagent ctl -s``
resolves them (``wineagent.ctl.targets.resolve_target``), so ``:PORT``, ``HOST:PORT``,
``http://HOST:PORT``, a hub session id or a page URL all work the same in both.

Requests carry ``Content-Type: application/json``, the server's own ``Host`` and no
``Origin``: the servers refuse anything that looks like a cross-site browser request.
"""

import base64
import json
import os
import urllib.parse

from ..ctl.errors import Fail
from ..ctl.targets import Client, resolve_target
from .session import Session, WineAgentError

__all__ = ["connect", "RemoteDesktop"]

DEFAULT_TIMEOUT = 30.0
#: A step holds its response as long as the steps take (the hub allows ten minutes).
STEP_TIMEOUT = 600.0


def connect(target=None, token=None, hub=None, timeout=DEFAULT_TIMEOUT, frames="png"):
    """Attach to a running desktop; returns a :class:`RemoteDesktop`.

    ``target``: ``":8123"``, ``"HOST:PORT"`` or ``"http://HOST:PORT"`` (a CLI VM,
    ``wineagent run --control``), a hub session id, or a page URL (its origin is the hub);
    None probes, like ``wineagent ctl`` without ``-s``, for the one live session.
    ``token``: sent as ``Authorization: Bearer`` (default: ``$WINE_AGENT_TOKEN``).
    ``hub``: the hub URL for a bare session id (default ``http://127.0.0.1:8080``).
    ``frames``: how :meth:`png` and :meth:`frame` fetch the screen: ``"png"`` (the
    default: the server's fast PNG, ~10 KB a frame) or ``"raw"`` (from a CLI VM, the
    pixels as one binary body, ``GET /frame.rgb``: 0.9 MB a 640x480 frame and no coding
    at all, faster than PNG on loopback and fast networks — bench/bench_api.py; a
    browser page answers PNG either way).
    """
    import os
    import sys
    token = token or os.environ.get("WINE_AGENT_TOKEN") or None
    probe = Client(token, timeout, True, sys.stderr)
    try:
        resolved = resolve_target(probe, target, hub)
    except Fail as e:
        raise WineAgentError(e.message) from None
    if frames not in ("png", "raw"):
        raise WineAgentError('frames must be "png" or "raw", got %r' % (frames,))
    desktop = RemoteDesktop(resolved.url.scheme, resolved.url.host, resolved.url.port,
                            resolved.path, token=token, timeout=timeout,
                            describe=resolved.describe())
    desktop.raw_frames = frames == "raw"
    return desktop


class RemoteDesktop(Session):
    """A desktop reached over HTTP (made by :func:`connect`). :meth:`close` drops the
    connection and leaves the desktop running; :meth:`quit` ends its run."""

    def __init__(self, scheme, host, port, path, token=None, timeout=DEFAULT_TIMEOUT,
                 describe=None):
        Session.__init__(self)
        self.scheme, self.host, self.port, self.path = scheme, host, port, path
        self.token = token
        self.timeout = timeout
        self.target = describe or "%s:%d" % (host, port)
        self._conn = None
        self.closed = False
        #: (token, width, height, rows) of the last raw frame (frames="raw")
        self._kept_frame = None

    def _connection(self):
        if self._conn is None:
            import http.client
            if self.scheme == "https":
                self._conn = http.client.HTTPSConnection(self.host, self.port,
                                                         timeout=self.timeout)
            else:
                self._conn = http.client.HTTPConnection(self.host, self.port,
                                                        timeout=self.timeout)
        return self._conn

    def _drop(self):
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _send(self, commands):
        if self.closed:
            raise WineAgentError("this connection is closed")
        last = commands[-1] if commands else None
        if self.raw_frames and self.path == "/ctl" and last["action"] == "png" and \
                last.get("args") == {"format": "raw"}:
            # A CLI VM serves the frame as one binary body (GET /frame.rgb): no base64
            # or JSON coding on either side, which cost more than a PNG. A png ending a
            # batch comes in the same answer as the rest of the array's replies (POST
            # /frame.rgb: one round trip).
            if len(commands) == 1:
                return [self._frame_reply(last["id"])]
            return self._frame_reply(last["id"], commands[:-1])
        return self._send_json(commands)

    def _send_json(self, commands):
        body = json.dumps(commands if len(commands) != 1 else commands[0]).encode("utf-8")
        status, data, _ = self._post(body, self._timeout_for(commands))
        return self._replies(status, data, commands)

    def _timeout_for(self, commands):
        """How long a request of ``commands`` may take: a ``step`` holds its answer while
        it runs (STEP_TIMEOUT), anything else answers at once."""
        return STEP_TIMEOUT if any(c["action"] == "step" for c in commands) else self.timeout

    def _frame_reply(self, cid, commands=None):
        """The ``png`` reply ``cid`` from ``GET /frame.rgb``; with ``commands`` (the
        batch before the png), every reply: the commands' then the frame's, from one
        ``POST /frame.rgb``."""
        # The frame kept from the last one (its token, size and rows): the server then
        # sends only the box that changed since (X-Box), which is patched in here.
        kept = self._kept_frame
        path = "/frame.rgb" if kept is None else "/frame.rgb?since=%s" % urllib.parse.quote(kept[0])
        if commands is None:
            status, data, headers = self._post(None, self.timeout, "GET", path)
        else:
            body = json.dumps(commands).encode("utf-8")
            status, data, headers = self._post(body, self._timeout_for(commands), "POST", path)
        if status in (404, 405) and commands is not None:
            # a server from before POST /frame.rgb: the array, then the frame
            return self._send_json(commands) + [self._frame_reply(cid)]
        if status != 200:
            # an error body is the usual JSON reply (401) or a refusal (403, 400, 413)
            if commands is None:
                return self._replies(status, data, [{"action": "png"}])[0]
            return self._replies(status, data, commands + [{"action": "png"}])
        replies = []
        if commands is not None:
            try:
                n = int(headers.get("x-replies-length"))
            except (TypeError, ValueError):
                raise WineAgentError("%s sent a frame without the batch's replies"
                                     % self.target) from None
            replies = self._replies(200, data[:n], commands)
            data = data[n:]
        try:
            w, h = int(headers.get("x-width")), int(headers.get("x-height"))
            box = headers.get("x-box")
            box = tuple(int(v) for v in box.split(",")) if box is not None else None
        except (TypeError, ValueError):
            raise WineAgentError("%s sent a frame without its size" % self.target) from None
        if box is None:
            if len(data) != w * h * 3:
                raise WineAgentError("%s sent %d bytes for a %dx%d frame"
                                     % (self.target, len(data), w, h))
            rows = bytearray(data)
        else:
            rows = self._patched(kept, w, h, box, data)
        token = headers.get("x-frame")
        self._kept_frame = (token, w, h, rows) if token else None
        reply = {"id": cid, "ok": True, "value": {"width": w, "height": h, "rgb": bytes(rows)}}
        return reply if commands is None else replies + [reply]

    def _patched(self, kept, w, h, box, data):
        """The kept frame's rows with ``data``, the rows of ``box`` (l, t, r, b), put in
        (in place: the kept rows are this connection's own; callers get a copy)."""
        l, t, r, b = box
        if kept is None or kept[1:3] != (w, h) or not (0 <= l <= r <= w and 0 <= t <= b <= h) \
                or len(data) != (r - l) * (b - t) * 3:
            self._kept_frame = None
            raise WineAgentError("%s sent a changed box %r that does not fit the frame kept"
                                 % (self.target, box))
        rows = kept[3]
        span, stride = (r - l) * 3, w * 3
        for i, y in enumerate(range(t, b)):
            at = y * stride + l * 3
            rows[at:at + span] = data[i * span:(i + 1) * span]
        return rows

    def _post(self, body, timeout, method="POST", path=None):
        import http.client
        headers = {"Content-Type": "application/json", "Accept": "application/json",
                   "User-Agent": "wineagent-python"}
        if body is None:
            del headers["Content-Type"]
        if self.token:
            headers["Authorization"] = "Bearer %s" % self.token
        # A kept-alive connection the server closed while idle fails on first use, before
        # anything ran: reconnect once. A fresh connection that fails is reported.
        for attempt in (0, 1):
            reused = self._conn is not None
            conn = self._connection()
            try:
                conn.timeout = timeout
                if conn.sock is not None:
                    conn.sock.settimeout(timeout)
                conn.request(method, path or self.path, body, headers)
                response = conn.getresponse()
                data = response.read()
            except (http.client.RemoteDisconnected, BrokenPipeError,
                    ConnectionResetError) as e:
                self._drop()
                if reused and attempt == 0:
                    continue
                raise WineAgentError("%s closed the connection: %s" % (self.target, e)) \
                    from None
            except ConnectionRefusedError:
                self._drop()
                raise WineAgentError("nothing listening on %s:%d (%s)"
                                     % (self.host, self.port, self.target)) from None
            except TimeoutError:
                self._drop()
                raise WineAgentError("no answer from %s in %gs" % (self.target, timeout)) \
                    from None
            except (OSError, http.client.HTTPException) as e:
                self._drop()
                raise WineAgentError("cannot talk to %s: %s" % (self.target, e)) from None
            if response.will_close:
                self._drop()
            return response.status, data, response.headers

    def _replies(self, status, data, commands):
        try:
            decoded = json.loads(data.decode("utf-8"))
        except ValueError:
            decoded = None
        shaped = (isinstance(decoded, dict) and "ok" in decoded) or (
            isinstance(decoded, list) and all(isinstance(r, dict) and "ok" in r
                                              for r in decoded))
        if status == 401:
            raise WineAgentError("unauthorized: %s refused %s" % (
                self.target, "the token" if self.token else
                "a request without a token (pass token= or set WINE_AGENT_TOKEN)"))
        if not shaped:
            text = data[:300].decode("utf-8", "replace").strip() or "(empty body)"
            raise WineAgentError("%s answered HTTP %d: %s" % (self.target, status, text))
        if isinstance(decoded, dict):
            if len(commands) == 1 or not decoded.get("ok"):
                # One error for an array: the server refused the body as a whole.
                return [decoded] * len(commands)
            decoded = [decoded]
        if len(decoded) != len(commands):
            raise WineAgentError("%s sent %d replies for %d commands"
                                 % (self.target, len(decoded), len(commands)))
        return decoded

    def fork(self):
        """A new desktop process continuing from this one's state (the ``fork`` command,
        docs/state.md), connected: a :class:`RemoteDesktop` on the same host. Its
        ``fork_reply`` is the command's reply (target, pid, ms, state file)."""
        value = self._call("fork")
        target = str(value.get("target", ""))
        host, _, port = target.rpartition(":")
        if not port.isdigit():
            raise WineAgentError("fork: the reply names no target port: %r" % (value,),
                                 "fork")
        child = RemoteDesktop(self.scheme, host or self.host, int(port), "/ctl",
                              token=self.token, timeout=self.timeout,
                              describe=host + ":" + port if host else ":" + port)
        child.raw_frames = self.raw_frames
        child.fork_reply = value
        return child

    def run_program(self, exe, files=()):
        """Run your own program in this browser session (docs/browser.md, "Your own
        programs"): upload ``exe`` (a local PE32 file) to the hub as ``upload:NAME`` and
        ``files`` beside it (on C: next to it), then launch it in the session's page.
        Returns the program's id. Only a hub session takes it (a CLI VM runs the program
        it was started with); a refused file raises WineAgentError with the hub's reason."""
        if not self.path.startswith("/api/agent/ctl?s="):
            raise WineAgentError("run_program: %s is a CLI VM, which runs the program it "
                                 "was started with; connect to a browser session"
                                 % self.target, "run_program")
        session = urllib.parse.unquote(self.path.split("?s=", 1)[1])
        paths = [os.fspath(exe)] + [os.fspath(f) for f in files]
        program = None
        for i, path in enumerate(paths):
            with open(path, "rb") as f:
                body = {"name": os.path.basename(path),
                        "content": base64.b64encode(f.read()).decode("ascii")}
            if program is not None:
                body["program"] = program
            if i == len(paths) - 1:
                body["session"] = session        # the last upload launches it
            status, data, _ = self._post(json.dumps(body).encode("utf-8"), STEP_TIMEOUT,
                                         path="/api/agent/programs")
            try:
                reply = json.loads(data.decode("utf-8"))
            except ValueError:
                reply = {}
            if status == 401:
                self._replies(status, data, [{"action": "run_program"}])
            if status != 200:
                raise WineAgentError("run_program: %s" % reply.get(
                    "error", "%s answered HTTP %d" % (self.target, status)), "run_program")
            program = reply["program"]["id"]
        launched = reply.get("launched") or {}
        if not launched.get("ok"):
            raise WineAgentError("run_program: launching %s failed: %s"
                                 % (program, launched.get("error")), "run_program")
        return program

    def close(self):
        """Drop the connection; the desktop keeps running."""
        self.closed = True
        self._drop()

    def __repr__(self):
        return "<wineagent.RemoteDesktop %s>" % self.target
