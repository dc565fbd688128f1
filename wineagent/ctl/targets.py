"""Which session a ``wineagent ctl`` verb goes to: ``-s`` resolved to a CLI VM or a hub
session (``resolve_target``), or, without one, the one live session found by probing the
default CLI port, the registered VMs and the hub (``probe``); the client that talks to
them (``Client``)."""

import json
import socket

from wineagent.ctl import http as _wire
from wineagent.ctl import registry as _registry
from wineagent.ctl.errors import Fail, usage_error
from wineagent.ctl.http import URL
from wineagent.ctl.wire import quote as _quote

__all__ = ["Target", "Client", "resolve_target", "probe", "hub_option", "parse_hub", "cli_url",
           "looks_like_hostport", "session_line", "tcp_alive", "registered_vms", "error_text", "DEFAULT_CLI_HOST",
           "DEFAULT_CLI_PORT", "DEFAULT_HUB", "START_CLI", "START_HUB"]

DEFAULT_CLI_HOST = "127.0.0.1"
DEFAULT_CLI_PORT = 8123
DEFAULT_HUB = "http://127.0.0.1:8080"

START_CLI = "start one with: wineagent run --app=... --control"
START_HUB = "start one with: twistd -n wineagent (or: wineagent serve)"


def _seconds(t):
    return "%g" % t


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


class Client(object):
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
            response = _wire.request(url, method, path, body, self.token, timeout)
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
                        % (hub.origin, response.status, error_text(response)))
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


def error_text(response):
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
        if URL(origin).origin == URL(DEFAULT_HUB).origin:
            return ""
    except ValueError:
        pass
    return " --hub=" + origin


def parse_hub(text):
    try:
        return URL(text if "://" in text else "http://" + text)
    except ValueError as e:
        raise usage_error("--hub: %s" % e)


def cli_url(host, port):
    return URL("http://%s:%s" % (host, port))


def _strip_href(href):
    """origin + pathname of an href, or None."""
    try:
        url = URL(href)
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


def session_line(s):
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
    lines.extend("  " + session_line(s) for s in sessions)
    return Fail(2, "\n".join(lines))


def looks_like_hostport(text):
    host, sep, port = text.rpartition(":")
    return bool(sep) and port.isdigit() and (host == "" or ("/" not in host))


def resolve_target(client, spec, hub_text):
    """Turn ``-s`` / ``--hub`` into a Target, probing when ``spec`` is None."""
    hub = parse_hub(hub_text) if hub_text else None
    if spec is not None:
        spec = spec.strip()
        if not spec:
            raise usage_error("-s: empty target")
        if "://" in spec:
            try:
                url = URL(spec)
            except ValueError as e:
                raise usage_error("-s: %s" % e)
            if url.path in ("", "/ctl") and not url.query and not url.fragment and not hub:
                return Target("cli", url)
            the_hub = hub or URL(url.origin)
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
        if looks_like_hostport(spec):
            host, _, port = spec.rpartition(":")
            return Target("cli", cli_url(host or DEFAULT_CLI_HOST, port))
        return Target("hub", hub or URL(DEFAULT_HUB), spec)
    return probe(client, hub)


def _elsewhere(client, spec, url):
    """``-s URL`` whose origin is not a hub: a page served elsewhere that ran the pasted
    connect line (a session of the default hub, found by its href), or a CLI VM."""
    default = URL(DEFAULT_HUB)
    if default.origin != url.origin:
        sessions = client.hub_sessions(default, timeout=min(client.timeout, 5.0),
                                       quiet=True) or []
        matches = _match_page(spec, sessions, only=False)
        if len(matches) > 1:
            raise _ambiguous("page URL %s" % spec, matches)
        if matches:
            return Target("hub", default, str(matches[0]["id"]))
    if client.is_cli_vm(url):
        return Target("cli", URL(url.origin))
    raise Fail(2, "%s is neither a wineagent hub nor a CLI VM, and no session of %s has "
                "that page — for a page connected with the pasted line, name its hub: "
                "-s '%s' --hub=HUB_URL (or -s ID, from: wineagent ctl sessions "
                "--hub=HUB_URL)" % (url.origin, default.origin, spec))


def tcp_alive(host, port, timeout):
    try:
        socket.create_connection((host, port), timeout=timeout).close()
        return True
    except OSError:
        return False


def registered_vms(timeout, skip=()):
    """CLI VMs of the per-user live-session folder (ctl/registry.py) that answer on
    their port, as URLs; ``skip``: (host, port) pairs listed already."""
    out = []
    for entry in _registry.live():
        host = entry.get("host") or DEFAULT_CLI_HOST
        if host in ("0.0.0.0", "::", "localhost"):
            host = DEFAULT_CLI_HOST           # a wildcard bind answers on loopback too
        if (host, entry["port"]) in skip or not tcp_alive(host, entry["port"], timeout):
            continue
        skip = tuple(skip) + ((host, entry["port"]),)
        out.append((cli_url("[%s]" % host if ":" in host else host, entry["port"]), entry))
    return out


def probe(client, hub):
    """No -s: the one live session among the default CLI port, the VMs of the per-user
    live-session folder (any port, --control=0 included) and the hub's sessions."""
    candidates = []
    # --hub names where the hub is, not "only the hub": a CLI VM on the default port is a
    # candidate either way, so two live sessions are never resolved by a silent choice.
    if tcp_alive(DEFAULT_CLI_HOST, DEFAULT_CLI_PORT, min(client.timeout, 1.0)):
        candidates.append(Target("cli", cli_url(DEFAULT_CLI_HOST, DEFAULT_CLI_PORT)))
    for url, _ in registered_vms(min(client.timeout, 1.0),
                                  ((DEFAULT_CLI_HOST, DEFAULT_CLI_PORT),)):
        candidates.append(Target("cli", url))
    the_hub = hub or URL(DEFAULT_HUB)
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
            lines.append("  -s %s  (%s)" % (t.session, session_line(s)))
    raise Fail(2, "\n".join(lines))


