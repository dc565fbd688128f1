"""``wineagent ctl``: drive a live session from a shell, one process per look-act cycle.

Several verbs of one invocation, separated by a lone ``+`` (:data:`CHAIN`), go out as one
JSON array in one request and are answered in order (:func:`split_chain`).

Stdlib only, and only the cheap parts of it: an agent runs this once per look and once per
click, so start-up is most of its latency. HTTP is a few lines over :mod:`socket` rather
than :mod:`http.client` (which pulls in ``email`` and ``ssl``, ~25 ms), and the protocol
module it shares with the servers is pure.

Targets (``-s``):

- ``:PORT``, ``HOST:PORT``, ``http://HOST:PORT`` — a CLI VM (``wineagent run --control``):
  ``POST /ctl`` with the command JSON; the reply is held until the command has executed.
- ``SESSIONID`` — a hub session: ``POST {hub}/api/agent/ctl?s=ID`` (hub default
  ``http://127.0.0.1:8080``, or ``--hub``).
- a page URL such as ``'http://127.0.0.1:8080/?debug'`` — its origin is the hub (``--hub``
  wins); the session is the one whose href matches exactly, else whose origin+path
  matches, else the only one. A page URL on an origin that is no hub (a page elsewhere
  that ran the pasted connect line) is looked up among the default hub's sessions; an
  origin that is a CLI VM is that VM; anything else is refused in one line.
- nothing — the default CLI port 127.0.0.1:8123 and the hub's sessions (``--hub`` or the
  default hub) are probed; exactly one live session is used, several are listed.

A page without the emulator (no ``wineShell``) answers only ``eval``; any other verb sent
to one ends in one line saying so (exit 2).

Exit codes: 0 executed (every reply ok), 1 a command failed guest-side (some reply
ok:false), 2 usage or transport failure; in a chain the first failing verb decides.
"""

import base64
import json
import os
import socket
import sys

from wineagent.control import protocol
from wineagent.ctl import registry as _registry
from wineagent.ctl import tail as _tail
from wineagent.ctl.build import USAGE, VERBS, Ids, build, write_gotten
from wineagent.ctl.errors import Fail, usage_error
from wineagent.ctl.upload import upload
from wineagent.ctl.wire import quote as _quote, read_head

__all__ = ["main", "USAGE", "DEFAULT_CLI_PORT", "DEFAULT_HUB", "VERBS", "hub_option"]

DEFAULT_CLI_HOST = "127.0.0.1"
DEFAULT_CLI_PORT = 8123
DEFAULT_HUB = "http://127.0.0.1:8080"
DEFAULT_TIMEOUT = 20.0
#: A step holds its response as long as the steps take; the hub allows ten minutes.
STEP_TIMEOUT = 600.0

START_CLI = "start one with: wineagent run --app=... --control"
START_HUB = "start one with: twistd -n wineagent (or: wineagent serve)"



def _seconds(t):
    return "%g" % t


# --- URLs and HTTP ------------------------------------------------------------------------

class _URL(object):
    """A split absolute URL: scheme, host, port, path (with query), and the parts."""

    __slots__ = ("scheme", "host", "port", "path", "query", "fragment")

    def __init__(self, text):
        scheme, sep, rest = text.partition("://")
        if not sep or scheme.lower() not in ("http", "https"):
            raise ValueError("not an http(s) URL: %r" % text)
        self.scheme = scheme.lower()
        rest, _, self.fragment = rest.partition("#")
        cut = min([i for i in (rest.find("/"), rest.find("?")) if i >= 0] or [len(rest)])
        netloc, tail = rest[:cut], rest[cut:]
        netloc = netloc.rpartition("@")[2]
        if netloc.startswith("["):
            host, _, port = netloc[1:].partition("]")
            port = port[1:]
        else:
            host, _, port = netloc.partition(":")
        if not host:
            raise ValueError("no host in URL %r" % text)
        self.host = host
        if port:
            if not port.isdigit():
                raise ValueError("bad port in URL %r" % text)
            self.port = int(port)
        else:
            self.port = 443 if self.scheme == "https" else 80
        path, _, self.query = tail.partition("?")
        self.path = path

    @property
    def origin(self):
        default = 443 if self.scheme == "https" else 80
        host = "[%s]" % self.host if ":" in self.host else self.host
        if self.port == default:
            return "%s://%s" % (self.scheme, host)
        return "%s://%s:%d" % (self.scheme, host, self.port)

    @property
    def hostport(self):
        return "%s:%d" % (self.host, self.port)


class _Response(object):
    __slots__ = ("status", "body")

    def __init__(self, status, body):
        self.status = status
        self.body = body

    def json(self):
        return json.loads(self.body.decode("utf-8"))


def _http(url, method, path, body=None, token=None, timeout=DEFAULT_TIMEOUT):
    """One HTTP/1.1 request on its own connection. Raises OSError (ConnectionRefusedError,
    TimeoutError, ...) as the socket does."""
    sock = socket.create_connection((url.host, url.port), timeout=timeout)
    try:
        if url.scheme == "https":
            import ssl  # only for https hubs: it is the most expensive import here
            sock = ssl.create_default_context().wrap_socket(sock, server_hostname=url.host)
        lines = ["%s %s HTTP/1.1" % (method, path), "Host: %s" % url.hostport,
                 "Connection: close", "Accept: application/json",
                 "User-Agent: wineagent-ctl"]
        if token:
            lines.append("Authorization: Bearer %s" % token)
        if body is not None:
            lines.append("Content-Type: application/json")
            lines.append("Content-Length: %d" % len(body))
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + (body or b""))
        return _read_response(sock)
    finally:
        sock.close()


def _read_response(sock):
    status, headers, rest = read_head(sock)
    if "chunked" in headers.get("transfer-encoding", "").lower():
        return _Response(status, _dechunk(sock, rest))
    length = headers.get("content-length")
    if length is not None and length.isdigit():
        need = int(length)
        parts = [rest]
        have = len(rest)
        while have < need:
            chunk = sock.recv(min(1 << 20, need - have))
            if not chunk:
                break
            parts.append(chunk)
            have += len(chunk)
        return _Response(status, b"".join(parts)[:need])
    parts = [rest]
    while True:
        chunk = sock.recv(1 << 20)
        if not chunk:
            break
        parts.append(chunk)
    return _Response(status, b"".join(parts))


def _dechunk(sock, buf):
    out = []
    while True:
        while b"\r\n" not in buf:
            chunk = sock.recv(65536)
            if not chunk:
                return b"".join(out)
            buf += chunk
        size_line, _, buf = buf.partition(b"\r\n")
        size = int(size_line.split(b";")[0].strip() or b"0", 16)
        if size == 0:
            return b"".join(out)
        while len(buf) < size + 2:
            chunk = sock.recv(max(65536, size + 2 - len(buf)))
            if not chunk:
                out.append(buf[:size])
                return b"".join(out)
            buf += chunk
        out.append(buf[:size])
        buf = buf[size + 2:]


# --- targets --------------------------------------------------------------------------

class Target(object):
    """Where commands go: a CLI VM (``kind="cli"``, POST /ctl) or a hub session
    (``kind="hub"``, POST /api/agent/ctl?s=ID)."""

    __slots__ = ("kind", "url", "session")

    def __init__(self, kind, url, session=None):
        self.kind = kind
        self.url = url
        self.session = session

    @property
    def path(self):
        """The HTTP path commands are POSTed to."""
        if self.kind == "cli":
            return "/ctl"
        return "/api/agent/ctl?s=" + _quote(self.session)

    def describe(self):
        """A short human description of the target (for messages)."""
        if self.kind == "cli":
            return "cli %s" % self.url.hostport
        return "hub session %s at %s" % (self.session, self.url.origin)


class _Client(object):
    """Options shared by every request of one run."""

    def __init__(self, token, timeout, timeout_given, stderr):
        self.token = token
        self.timeout = timeout
        self.timeout_given = timeout_given
        self.stderr = stderr

    def request(self, url, method, path, body=None, timeout=None, start_hint=START_CLI):
        """An HTTP request whose transport failures become exit-2 messages."""
        timeout = self.timeout if timeout is None else timeout
        try:
            response = _http(url, method, path, body, self.token, timeout)
        except ConnectionRefusedError:
            raise Fail(2, "nothing listening on %s — %s" % (url.hostport, start_hint), True)
        except (socket.timeout, TimeoutError):
            raise Fail(2, "no answer in %ss — the VM may be inside a long batch"
                        % _seconds(timeout), True)
        except socket.gaierror as e:
            raise Fail(2, "cannot resolve %s: %s" % (url.host, e.strerror or e), True)
        except OSError as e:
            raise Fail(2, "cannot talk to %s: %s" % (url.hostport, e.strerror or e), True)
        if response.status == 401:
            if self.token:
                raise Fail(2, "unauthorized: the token was refused by %s "
                               "(check --token / WINE_AGENT_TOKEN)" % url.hostport)
            raise Fail(2, "unauthorized: pass --token or set WINE_AGENT_TOKEN")
        return response

    def hub_sessions(self, hub, timeout=None, quiet=False):
        """The hub's session list; [] when nothing listens and ``quiet``. Returns None
        when the server answers 404 (it is not a hub)."""
        try:
            response = self.request(hub, "GET", "/api/agent/sessions", timeout=timeout,
                                    start_hint=START_HUB)
        except Fail as e:
            if quiet and e.unreachable:
                return []
            raise
        if response.status in _NOT_A_HUB:
            return None
        if response.status != 200:
            raise Fail(2, "hub %s answered HTTP %d to /api/agent/sessions: %s"
                        % (hub.origin, response.status, _error_text(response)))
        try:
            data = response.json()
        except ValueError:
            return None  # a web server that answers every path with a page: not a hub
        sessions = data.get("sessions") if isinstance(data, dict) else data
        if not isinstance(sessions, list):
            return None
        return [s for s in sessions if isinstance(s, dict) and "id" in s]

    def is_cli_vm(self, url):
        """True when ``url``'s origin is a CLI VM's control server (its ``GET /`` text)."""
        try:
            response = self.request(url, "GET", "/", timeout=min(self.timeout, 5.0))
        except Fail:
            return False
        return response.status == 200 and response.body.startswith(CLI_BANNER)


#: Statuses of a web server that has no /api/agent/sessions (a static server, a CLI VM).
_NOT_A_HUB = (404, 405, 501)
#: How a CLI VM's ``GET /`` begins (wineagent/web/control.py PROTOCOL_TEXT).
CLI_BANNER = b"wineagent CLI control server"


def _error_text(response):
    try:
        data = response.json()
    except ValueError:
        return response.body.decode("utf-8", "replace").strip()[:300] or "(empty body)"
    if isinstance(data, dict) and data.get("error"):
        return str(data["error"])
    return json.dumps(data)[:300]


def hub_option(origin):
    """``" --hub=ORIGIN"`` for a hub at ``origin``, or ``""`` when it is the default hub:
    what a printed ``ctl`` line needs to reach that hub as pasted."""
    try:
        if _URL(origin).origin == _URL(DEFAULT_HUB).origin:
            return ""
    except ValueError:
        pass
    return " --hub=" + origin


def _parse_hub(text):
    try:
        return _URL(text if "://" in text else "http://" + text)
    except ValueError as e:
        raise usage_error("--hub: %s" % e)


def _cli_url(host, port):
    return _URL("http://%s:%s" % (host, port))


def _strip_href(href):
    """origin + pathname of an href, or None."""
    try:
        url = _URL(href)
    except (ValueError, TypeError, AttributeError):
        return None
    return url.origin + (url.path or "/")


def _match_page(url_text, sessions, only=True):
    """Sessions matching a page URL: exact href, else origin+pathname, else (``only``) the
    only one. None when ``only`` and the URL is ambiguous."""
    exact = [s for s in sessions if s.get("href") == url_text]
    if exact:
        return exact
    want = _strip_href(url_text)
    by_path = [s for s in sessions if _strip_href(s.get("href") or "") == want]
    if by_path or not only:
        return by_path
    if len(sessions) > 1:
        return None  # ambiguous: no href matches and there is no "only session"
    return list(sessions)


def _session_line(s):
    fields = [str(s.get("id")), str(s.get("kind") or "page"), str(s.get("app") or "-")]
    if s.get("age") is not None:
        fields.append("age=%s" % s.get("age"))
    if s.get("lastSeen") is not None:
        fields.append("last-seen=%s" % s.get("lastSeen"))
    if s.get("href"):
        fields.append(str(s.get("href")))
    return "  ".join(fields)


def _ambiguous(what, sessions):
    lines = ["%s matches %d sessions; pick one with -s ID:" % (what, len(sessions))]
    lines.extend("  " + _session_line(s) for s in sessions)
    return Fail(2, "\n".join(lines))


def _looks_like_hostport(text):
    host, sep, port = text.rpartition(":")
    return bool(sep) and port.isdigit() and (host == "" or ("/" not in host))


def resolve_target(client, spec, hub_text):
    """Turn ``-s`` / ``--hub`` into a Target, probing when ``spec`` is None."""
    hub = _parse_hub(hub_text) if hub_text else None
    if spec is not None:
        spec = spec.strip()
        if not spec:
            raise usage_error("-s: empty target")
        if "://" in spec:
            try:
                url = _URL(spec)
            except ValueError as e:
                raise usage_error("-s: %s" % e)
            if url.path in ("", "/ctl") and not url.query and not url.fragment and not hub:
                return Target("cli", url)
            the_hub = hub or _URL(url.origin)
            sessions = client.hub_sessions(the_hub)
            if sessions is None:
                if hub is None:
                    return _elsewhere(client, spec, url)
                raise Fail(2, "%s is not a wineagent hub (no /api/agent/sessions)"
                            % the_hub.origin)
            matches = _match_page(spec, sessions)
            if matches is None:
                raise _ambiguous("page URL %s" % spec, sessions)
            if not matches:
                raise Fail(2, "no session on hub %s for page %s — is the page open?"
                            % (the_hub.origin, spec))
            if len(matches) > 1:
                raise _ambiguous("page URL %s" % spec, matches)
            return Target("hub", the_hub, str(matches[0]["id"]))
        if _looks_like_hostport(spec):
            host, _, port = spec.rpartition(":")
            return Target("cli", _cli_url(host or DEFAULT_CLI_HOST, port))
        return Target("hub", hub or _URL(DEFAULT_HUB), spec)
    return _probe(client, hub)


def _elsewhere(client, spec, url):
    """``-s URL`` whose origin is not a hub: a page served elsewhere that ran the pasted
    connect line (a session of the default hub, found by its href), or a CLI VM."""
    default = _URL(DEFAULT_HUB)
    if default.origin != url.origin:
        sessions = client.hub_sessions(default, timeout=min(client.timeout, 5.0),
                                       quiet=True) or []
        matches = _match_page(spec, sessions, only=False)
        if len(matches) > 1:
            raise _ambiguous("page URL %s" % spec, matches)
        if matches:
            return Target("hub", default, str(matches[0]["id"]))
    if client.is_cli_vm(url):
        return Target("cli", _URL(url.origin))
    raise Fail(2, "%s is neither a wineagent hub nor a CLI VM, and no session of %s has "
                "that page — for a page connected with the pasted line, name its hub: "
                "-s '%s' --hub=HUB_URL (or -s ID, from: wineagent ctl sessions "
                "--hub=HUB_URL)" % (url.origin, default.origin, spec))


def _tcp_alive(host, port, timeout):
    try:
        socket.create_connection((host, port), timeout=timeout).close()
        return True
    except OSError:
        return False


def _registered_vms(timeout, skip=()):
    """CLI VMs of the per-user live-session folder (ctl/registry.py) that answer on
    their port, as URLs; ``skip``: (host, port) pairs listed already."""
    out = []
    for entry in _registry.live():
        host = entry.get("host") or DEFAULT_CLI_HOST
        if host in ("0.0.0.0", "::", "localhost"):
            host = DEFAULT_CLI_HOST           # a wildcard bind answers on loopback too
        if (host, entry["port"]) in skip or not _tcp_alive(host, entry["port"], timeout):
            continue
        skip = tuple(skip) + ((host, entry["port"]),)
        out.append((_cli_url("[%s]" % host if ":" in host else host, entry["port"]), entry))
    return out


def _probe(client, hub):
    """No -s: the one live session among the default CLI port, the VMs of the per-user
    live-session folder (any port, --control=0 included) and the hub's sessions."""
    candidates = []
    # --hub names where the hub is, not "only the hub": a CLI VM on the default port is a
    # candidate either way, so two live sessions are never resolved by a silent choice.
    if _tcp_alive(DEFAULT_CLI_HOST, DEFAULT_CLI_PORT, min(client.timeout, 1.0)):
        candidates.append(Target("cli", _cli_url(DEFAULT_CLI_HOST, DEFAULT_CLI_PORT)))
    for url, _ in _registered_vms(min(client.timeout, 1.0),
                                  ((DEFAULT_CLI_HOST, DEFAULT_CLI_PORT),)):
        candidates.append(Target("cli", url))
    the_hub = hub or _URL(DEFAULT_HUB)
    sessions = client.hub_sessions(the_hub, timeout=min(client.timeout, 5.0),
                                   quiet=hub is None) or []
    candidates.extend(Target("hub", the_hub, str(s["id"])) for s in sessions)
    if len(candidates) == 1:
        return candidates[0]
    if not candidates:
        if hub is not None:
            raise Fail(2, "no sessions on the hub at %s — open a page, or pass -s"
                        % the_hub.origin)
        raise Fail(2, "nothing listening on %s:%d — %s (a VM started with --control=0 "
                    "or another port: pass -s :PORT, the port its ready line names)"
                    % (DEFAULT_CLI_HOST, DEFAULT_CLI_PORT, START_CLI))
    lines = ["%d live sessions; pick one with -s:" % len(candidates)]
    for t in candidates:
        if t.kind == "cli":
            spec = ":%d" % t.url.port if t.url.host == DEFAULT_CLI_HOST else t.url.hostport
            lines.append("  -s %s  (cli %s)" % (spec, t.url.hostport))
        else:
            s = [x for x in sessions if str(x["id"]) == t.session][0]
            lines.append("  -s %s  (%s)" % (t.session, _session_line(s)))
    raise Fail(2, "\n".join(lines))


# --- sending ------------------------------------------------------------------------------

def _png_info(data):
    """(width, height) from a PNG's IHDR, or None."""
    if len(data) >= 24 and data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR":
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    return None


def _write_data_url(value, path):
    """Decode a data: URL into ``path``; return the png reply value shape."""
    head, sep, payload = value.partition(",")
    if not sep or not head.startswith("data:"):
        raise Fail(2, "png reply is not a data: URL")
    try:
        if head.endswith(";base64"):
            data = base64.b64decode(payload, validate=False)
        else:
            data = payload.encode("latin-1")
    except (ValueError, UnicodeEncodeError) as e:
        raise Fail(2, "png reply does not decode: %s" % e)
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError as e:
        raise Fail(2, "cannot write %s: %s" % (path, e.strerror or e))
    info = _png_info(data)
    return {"path": path, "bytes": len(data),
            "width": info[0] if info else None, "height": info[1] if info else None}


class _Sender(object):
    """Sends validated commands to one target and returns their replies, in order."""

    def __init__(self, client, target):
        self.client = client
        self.target = target

    def send(self, commands, is_array):
        """``commands``: list of Command. Returns a list of reply dicts, one per command."""
        for c in commands:
            if self.target.kind == "cli" and c.action in protocol.BROWSER_ONLY:
                raise Fail(2, _browser_only(c.action))
        wire = []
        writes = {}
        for i, c in enumerate(commands):
            item = c.to_json()
            if c.action == "png" and c.args.get("path"):
                path = os.path.abspath(c.args["path"])
                if self.target.kind == "cli":
                    # Same box: the server writes the file itself; no bytes on the wire.
                    item["args"] = {"path": path}
                else:
                    # A page cannot touch our disk: it sends a data URL and we write it.
                    item["args"] = {"path": None}
                writes[i] = path
            wire.append(item)
        payload = wire if is_array else wire[0]
        body = json.dumps(payload).encode("utf-8")
        timeout = self.client.timeout
        if not self.client.timeout_given and any(c.action == "step" for c in commands):
            timeout = STEP_TIMEOUT
        hint = START_CLI if self.target.kind == "cli" else START_HUB
        response = self.client.request(self.target.url, "POST", self.target.path, body,
                                       timeout=timeout, start_hint=hint)
        replies = self._replies(response, len(commands), is_array)
        for i, path in writes.items():
            r = replies[i]
            if r.get("ok") and isinstance(r.get("value"), str):
                r["value"] = _write_data_url(r["value"], path)
        return replies

    def _replies(self, response, n, is_array):
        where = self.target.describe()
        try:
            data = response.json()
        except ValueError:
            data = None
        shaped = (isinstance(data, dict) and "ok" in data) or (
            isinstance(data, list) and all(isinstance(r, dict) and "ok" in r for r in data))
        if response.status != 200 and not (response.status in (400, 413, 422) and shaped):
            raise Fail(2, "%s answered HTTP %d: %s" % (where, response.status,
                                                        _error_text(response)))
        if not shaped:
            raise Fail(2, "%s sent something that is not a reply: %s"
                        % (where, response.body[:200].decode("utf-8", "replace")))
        if isinstance(data, dict):
            if n == 1:
                return [data]
            if not data.get("ok"):
                # One error for an array: the server refused the body as a whole.
                return [dict(data) for _ in range(n)]
            data = [data]
        if len(data) != n:
            raise Fail(2, "%s sent %d replies for %d commands" % (where, len(data), n))
        return data


def _browser_only(action):
    if action == "user-input":
        return "user-input is browser-only: a CLI VM has no user at its screen"
    return "%s is browser-only: a CLI VM chose its app at start" % action


# --- rendering ---------------------------------------------------------------------------

#: What agent-remote.js answers for any verb but eval on a page without the emulator.
NO_SHELL_MARK = "no wineShell"


def _not_an_emulator_page(target, replies):
    """The one-line refusal for a hub session that is a page without the emulator (one
    connected with the pasted line), or None."""
    if target.kind != "hub":
        return None
    if not any(NO_SHELL_MARK in str(r.get("error")) for r in replies if not r.get("ok")):
        return None
    hub = hub_option(target.url.origin)
    return ("session %s is a page without the emulator (no wineShell): a page connected "
            "with the pasted line answers only eval — e.g. wineagent ctl%s -s %s eval "
            "'document.title'; for every verb open %s/?debug" % (
                target.session, hub, target.session, target.url.origin))


def _dump(value, stdout, indent=None):
    stdout.write(json.dumps(value, indent=indent) + "\n")


def _render(verb, commands, replies, is_array, stdout, stderr):
    """Print what happened; return the exit code (0 or 1)."""
    failed = [r for r in replies if not r.get("ok")]
    for r in failed:
        if is_array:
            stderr.write("error: %s (command %s)\n" % (r.get("error"), json.dumps(r.get("id"))))
        else:
            stderr.write("error: %s\n" % r.get("error"))
    raw = verb[:1] in "{[" or ":" in verb
    if raw:
        _dump(replies if is_array else replies[0], stdout)
        return 1 if failed else 0
    if failed:
        return 1
    if verb == "png":
        v = replies[0].get("value")
        if isinstance(v, dict) and v.get("path"):
            size = ""
            if v.get("width") and v.get("height"):
                size = ", %sx%s" % (v["width"], v["height"])
            stdout.write("wrote %s (%s bytes%s)\n" % (v["path"], v.get("bytes"), size))
        else:
            _dump(v, stdout)
        return 0
    if verb in ("type", "key"):
        stdout.write("ok (%d key events)\n" % len(commands))
        return 0
    value = replies[0].get("value")
    if verb == "put":
        stdout.write("wrote %s (%s bytes)\n" % (value["path"], value["size"]))
        return 0
    if verb == "get":
        stdout.write("wrote %s (%s bytes, from %s)\n" % (value["local"], value["size"],
                                                        value["path"]))
        return 0
    if verb == "ls":
        import time   # only for this verb: a listing's dates
        for e in value["entries"]:
            stdout.write("%s  %10s  %s\n" % (
                time.strftime("%Y-%m-%d %H:%M", time.gmtime(e["mtime"])),
                "<DIR>" if e["isDir"] else e["size"], e["name"]))
        if value.get("truncated"):
            stderr.write("(the first %d entries of %s)\n" % (len(value["entries"]),
                                                             value["path"]))
        return 0
    if verb == "clipboard":
        if value.get("text") is None:
            stderr.write("the clipboard holds no text\n")
        else:
            stdout.write(value["text"] + "\n")
        return 0
    if value is None:
        stdout.write("ok\n")
    elif verb == "snapshot" and isinstance(value, str):
        stdout.write(value + "\n")           # the text tree, as lines
    elif verb == "text" and isinstance(value, dict):
        stdout.write(value.get("text", "") + "\n")      # the text itself, as it is
    else:
        _dump(value, stdout, indent=2 if isinstance(value, (dict, list)) else None)
    return 0


#: The word that separates verbs of one invocation: ``click 1,2 + step 5 + png a.png``.
CHAIN = "+"


def split_chain(words):
    """Split the words at each lone ``+`` into ``[[verb, arg...], ...]``.

    A word of two or more ``+`` and nothing else stands for itself with one ``+`` fewer
    (``++`` is a literal ``+``), so every argument stays expressible: ``type 1 ++ 2``
    types "1 + 2". A ``+`` inside a word (``key ctrl+s``) or a quoted phrase holding one
    (``eval 'a + b'``) is never a separator."""
    segments = [[]]
    for word in words:
        if word == CHAIN:
            segments.append([])
        elif len(word) > 1 and word.strip("+") == "":
            segments[-1].append(word[1:])
        else:
            segments[-1].append(word)
    for i, seg in enumerate(segments):
        if not seg:
            where = ("first" if i == 0 else "last" if i == len(segments) - 1
                     else "%d" % (i + 1))
            raise usage_error("empty verb %s in the chain: a lone %r separates verbs "
                               "(VERB ARGS + VERB ARGS); write %r for a literal %r"
                               % (where, CHAIN, CHAIN * 2, CHAIN))
        if seg[0] in ("sessions", "pipe", "tail", "upload") and len(segments) > 1:
            raise usage_error("%s cannot be chained with %r" % (seg[0], CHAIN))
    return segments


def _render_chain(built, replies, stdout, stderr):
    """Render each verb's replies in order (``built``: (verb, commands, is_array) per
    verb); the first nonzero code is the exit code."""
    code = 0
    at = 0
    for verb, commands, is_array in built:
        mine = replies[at:at + len(commands)]
        at += len(commands)
        got = _render(verb, commands, mine, is_array, stdout, stderr)
        code = code or got
    return code


def _pipe(sender, ids, stdin, stdout):
    """NDJSON in, NDJSON out: one request per line, one reply line per request line."""
    code = 0
    for lineno, line in enumerate(stdin, 1):
        try:
            items, is_array = protocol.parse_line(line)
        except protocol.ProtocolError as e:
            _dump(protocol.reply_error(None, str(e)), stdout)
            stdout.flush()
            code = max(code, 1)
            continue
        if not items:
            continue
        replies = [None] * len(items)
        send_at = []
        for i, item in enumerate(items):
            if isinstance(item, protocol.Rejected):
                replies[i] = item.reply()
            elif sender.target.kind == "cli" and item.action in protocol.BROWSER_ONLY:
                replies[i] = protocol.reply_error(item.id, _browser_only(item.action))
                code = 2
            else:
                if item.id is None:
                    item.id = ids.next()
                send_at.append(i)
        if send_at:
            got = sender.send([items[i] for i in send_at], is_array)
            for i, r in zip(send_at, got):
                replies[i] = r
        if any(not r.get("ok") for r in replies):
            code = max(code, 1)
        _dump(replies if is_array else replies[0], stdout)
        stdout.flush()
    return code


def _sessions(client, spec, hub_text, stdout):
    """List the hub's sessions and the CLI VM on the default (or given) port."""
    hub = _parse_hub(hub_text) if hub_text else None
    cli = _cli_url(DEFAULT_CLI_HOST, DEFAULT_CLI_PORT)
    if spec:
        if "://" in spec:
            try:
                hub = hub or _URL(_URL(spec).origin)
            except ValueError as e:
                raise usage_error("-s: %s" % e)
        elif _looks_like_hostport(spec):
            host, _, port = spec.rpartition(":")
            cli = _cli_url(host or DEFAULT_CLI_HOST, port)
    the_hub = hub or _URL(DEFAULT_HUB)
    lines = []
    sessions = client.hub_sessions(the_hub, timeout=min(client.timeout, 5.0),
                                   quiet=True) or []
    for s in sessions:
        lines.append(_session_line(s))
    vms = []
    if _tcp_alive(cli.host, cli.port, min(client.timeout, 1.0)):
        vms.append(cli)
    # VMs on other ports (--control=0): the per-user live-session folder names them.
    vms += [url for url, _ in _registered_vms(min(client.timeout, 1.0),
                                              ((cli.host, cli.port),))]
    for url in vms:
        line = "cli  %s  -s %s" % (url.hostport, ":%d" % url.port
                                   if url.host == DEFAULT_CLI_HOST else url.hostport)
        try:
            sender = _Sender(_Client(client.token, min(client.timeout, 2.0), True,
                                     client.stderr), Target("cli", url))
            r = sender.send([protocol.Command("ctl-sessions", "ping", {})], False)[0]
            v = r.get("value") if r.get("ok") else None
            if isinstance(v, dict):
                line += "  app=%s  frozen=%s  pid=%s" % (
                    v.get("app"), json.dumps(v.get("frozen")), v.get("pid"))
        except Fail as e:
            line += "  (%s)" % e.message.splitlines()[0]
        lines.append(line)
    if not lines:
        stdout.write("no sessions (no hub pages at %s, nothing on %s)\n"
                     % (the_hub.origin, cli.hostport))
    for line in lines:
        stdout.write(line + "\n")
    return 0


_VALUE_OPTS = {"-s": "session", "--session": "session", "--hub": "hub",
               "--token": "token", "--timeout": "timeout"}


def _parse_argv(argv):
    """Options may appear anywhere before ``--``; the first other word is the verb."""
    opts = {}
    words = []
    i = 0
    while i < len(argv):
        a = argv[i]
        i += 1
        if a == "--":
            words.extend(argv[i:])
            break
        if a in ("-h", "--help"):
            opts["help"] = True
            continue
        name, eq, value = a.partition("=")
        if name in _VALUE_OPTS and (eq or a == name):
            if not eq:
                if i >= len(argv):
                    raise usage_error("%s needs a value" % name)
                value = argv[i]
                i += 1
            opts[_VALUE_OPTS[name]] = value
            continue
        if a.startswith("-s") and len(a) > 2 and a[2] in ":0123456789":
            opts["session"] = a[2:]  # -s:8123
            continue
        words.append(a)
    return opts, words


def main(argv=None, stdout=None, stderr=None, stdin=None, env=None):
    """Run ``wineagent ctl`` with ``argv`` (without the program name); return the exit
    code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    stdout = sys.stdout if stdout is None else stdout
    stderr = sys.stderr if stderr is None else stderr
    stdin = sys.stdin if stdin is None else stdin
    env = os.environ if env is None else env
    try:
        opts, words = _parse_argv(argv)
        if opts.get("help"):
            stdout.write(USAGE)
            return 0
        if not words:
            raise Fail(2, "missing verb\n" + USAGE.rstrip())
        timeout = DEFAULT_TIMEOUT
        if "timeout" in opts:
            try:
                timeout = float(opts["timeout"])
            except ValueError:
                timeout = -1
            if not timeout > 0:
                raise usage_error("--timeout must be a positive number of seconds, got %r"
                                   % opts["timeout"])
        token = opts.get("token") or env.get("WINE_AGENT_TOKEN") or None
        client = _Client(token, timeout, "timeout" in opts, stderr)
        segments = split_chain(words)
        verb, args = segments[0][0], segments[0][1:]
        if verb == "sessions":
            if args:
                raise usage_error("sessions takes no arguments")
            return _sessions(client, opts.get("session"), opts.get("hub"), stdout)
        ids = Ids()
        if verb == "tail":
            tail_opts = _tail.parse_tail_args(args, usage_error)
            target = resolve_target(client, opts.get("session"), opts.get("hub"))
            return _tail.tail(client, target, tail_opts, stdout,
                              lambda message, code=2: Fail(code, message))
        if verb == "upload":
            target = resolve_target(client, opts.get("session"), opts.get("hub"))
            return upload(client, target, args, stdout,
                          lambda message, code=2: Fail(code, message))
        if verb == "pipe":
            if args:
                raise usage_error("pipe takes no arguments; it reads NDJSON on stdin")
            target = resolve_target(client, opts.get("session"), opts.get("hub"))
            return _pipe(_Sender(client, target), ids, stdin, stdout)
        built = [(seg[0],) + build(seg[0], seg[1:], ids) for seg in segments]
        target = resolve_target(client, opts.get("session"), opts.get("hub"))
        if len(built) == 1:
            _, commands, is_array = built[0]
            replies = _Sender(client, target).send(commands, is_array)
        else:
            # The whole chain is ONE array POST; its replies come back in order and are
            # handed back to the verb that sent them.
            commands = [c for b in built for c in b[1]]
            replies = _Sender(client, target).send(commands, True)
        write_gotten(ids, replies)
        refusal = _not_an_emulator_page(target, replies)
        if refusal:
            raise Fail(2, refusal)
        return _render_chain(built, replies, stdout, stderr)
    except Fail as e:
        stderr.write(e.message + "\n")
        return e.code
    except KeyboardInterrupt:
        stderr.write("interrupted\n")
        return 2
