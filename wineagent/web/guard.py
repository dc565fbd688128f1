"""Who may talk to a wineagent server: the Host, Origin and Content-Type rules of every
HTTP and WebSocket surface (the CLI control server, the hub, the page VMs, the static files).

Loopback is not a trust boundary. Any web page the user visits can send requests to
``127.0.0.1``, and DNS rebinding lets a page of ``evil.example`` reach it under its own name.
So one gate, :meth:`Guard.wrap`, sits in front of a site's whole resource tree and applies
three rules before any route runs:

1. **Host.** The ``Host`` header must name this server: its bound address, ``localhost``,
   ``127.0.0.1``/``[::1]``, or a name the user allowed (``--allow-host``); on a wildcard bind
   (``0.0.0.0``, ``::``) any IP literal is accepted too. A rebinding page can only send its
   own name, which is none of these: 403. (Rebinding needs a DNS name; a request whose Host
   is an IP literal comes from a page whose origin *is* that address.)
2. **Origin.** A request that carries an ``Origin`` is refused (403) unless the origin is this
   server's own (``http://`` + the Host) or one the user allowed (``--allow-origin``) — except
   on the paths declared *open* (the hub's page-side routes and ``/lib``, which pages served
   elsewhere must reach). WebSocket handshakes always carry Origin, so this is also the
   DevTools-style ``--remote-allow-origins`` check of every socket.
3. **Content type.** On every path that is not open, a request that may act (any method but
   GET, HEAD and OPTIONS) must have ``Content-Type: application/json`` (else 415). A browser
   sends that type cross-origin only after a CORS preflight, and preflights (OPTIONS) are
   granted here only to allowed origins — so a page cannot even fire a blind "simple"
   request (a ``text/plain`` fetch, a ``no-cors`` fetch or a form POST) at a command route.

Refusals are JSON in the protocol's error shape ``{"id": null, "ok": false, "error": ...}``
and say what to do about them.
"""

import ipaddress
import json
from urllib.parse import urlsplit

from twisted.web.resource import IResource
from zope.interface import implementer

__all__ = ["Guard", "check_origin", "check_host_name", "LOOPBACK_NAMES"]

#: Host names every server answers to (besides its bound address and the user's additions).
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")

_SAFE_METHODS = (b"GET", b"HEAD", b"OPTIONS")
_WILDCARDS = ("", "0.0.0.0", "::", "[::]")


def _ip_literal(name):
    """True for ``1.2.3.4`` or ``[::1]`` (a Host that cannot come from DNS rebinding)."""
    if name.startswith("[") and name.endswith("]"):
        name = name[1:-1]
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def _host_name(value):
    """The name part of a Host header value (lowercase; IPv6 keeps its brackets), or None
    when the value is malformed (a port that is not a number, stray brackets)."""
    value = value.strip().lower()
    if value.startswith("["):
        end = value.find("]")
        if end < 0:
            return None
        name, rest = value[:end + 1], value[end + 1:]
    else:
        name, _, port = value.partition(":")
        rest = ":" + port if _ else ""
    if rest and not (rest.startswith(":") and rest[1:].isdigit()):
        return None
    return name or None


def check_host_name(text):
    """Validate an ``--allow-host`` value; returns it lowercased (ValueError saying why)."""
    name = _host_name(text)
    if name is None or name != text.strip().lower() or not all(
            c.isalnum() or c in "-._[]:" for c in name):
        raise ValueError("%r is not a host name (give a name such as myhost.lan, no port or "
                         "scheme)" % text)
    return name


def check_origin(text):
    """Validate an ``--allow-origin`` value; returns it normalized (ValueError saying why).

    An origin is ``scheme://host[:port]`` exactly as a browser sends it in ``Origin``: no
    path, no wildcard."""
    raw = text.strip()
    parts = urlsplit(raw.lower())
    if (parts.scheme not in ("http", "https") or not parts.netloc or parts.path not in ("", "/")
            or parts.query or parts.fragment or "@" in parts.netloc
            or _host_name(parts.netloc) is None):
        raise ValueError("%r is not an origin: give scheme://host[:port] such as "
                         "http://localhost:3000 (no path, no wildcard)" % text)
    return "%s://%s" % (parts.scheme, parts.netloc)


def _header(request, name):
    value = request.getHeader(name)
    if value is None:
        return None
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    return value


def _refusal(request, code, error):
    request.setResponseCode(code)
    request.setHeader(b"content-type", b"application/json")
    request.setHeader(b"cache-control", b"no-store")
    return json.dumps({"id": None, "ok": False, "error": error}).encode("utf-8")


class Guard:
    """The Host/Origin/Content-Type policy of one listening server.

    ``interface`` is the address it is bound to; ``allow_hosts`` and ``allow_origins`` are the
    user's deliberate exceptions (already validated by :func:`check_host_name` and
    :func:`check_origin`, or raw strings, which are validated here).
    """

    def __init__(self, interface="127.0.0.1", allow_hosts=(), allow_origins=()):
        self.interface = interface or ""
        self.wildcard = self.interface in _WILDCARDS
        bound = self.interface.lower()
        if ":" in bound and not bound.startswith("["):
            bound = "[%s]" % bound                     # an IPv6 address as a Host names it
        self.hosts = set(LOOPBACK_NAMES) | {check_host_name(h) for h in allow_hosts}
        if not self.wildcard:
            self.hosts.add(bound)
        self.origins = {check_origin(o) for o in allow_origins}

    # -- the three rules -----------------------------------------------------------------
    def host_ok(self, request):
        """True when the request's Host names this server (rule 1)."""
        value = _header(request, b"host")
        name = _host_name(value) if value else None
        if name is None:
            return False
        return name in self.hosts or (self.wildcard and _ip_literal(name))

    def origin_allowed(self, request):
        """True when the request has no Origin, or this server's own, or an allowed one."""
        origin = _header(request, b"origin")
        if origin is None:
            return True
        origin = origin.strip().lower()
        if origin in self.origins:
            return True
        host = (_header(request, b"host") or "").strip().lower()
        scheme = "https://" if request.isSecure() else "http://"
        return bool(host) and origin == scheme + host

    def json_body(self, request):
        """True when the request's Content-Type is application/json (parameters allowed)."""
        value = _header(request, b"content-type") or ""
        return value.split(";", 1)[0].strip().lower() == "application/json"

    def refuse(self, request, open_path=False):
        """The refusal body (status set) for a request breaking a rule, else None. On an
        allowed request it also sets the CORS headers it is entitled to."""
        if not self.host_ok(request):
            value = _header(request, b"host")
            return _refusal(request, 403, (
                "forbidden: Host %r is not this server's name (accepted: %s%s); this refuses "
                "DNS rebinding. To reach the server under another name, start it with "
                "--allow-host=NAME" % (value or "", ", ".join(sorted(self.hosts)),
                                       ", any IP address" if self.wildcard else "")))
        origin = _header(request, b"origin")
        if open_path:
            request.setHeader(b"access-control-allow-origin", b"*")
        elif not self.origin_allowed(request):
            return _refusal(request, 403, (
                "forbidden: a page of origin %r may not use %s; only pages this server "
                "serves (or origins named with --allow-origin) may"
                % (origin, request.path.decode("latin-1"))))
        elif origin is not None:
            request.setHeader(b"access-control-allow-origin", origin.encode("latin-1"))
            request.setHeader(b"vary", b"Origin")
        if request.method == b"OPTIONS":
            return self._preflight(request)
        if not open_path and request.method not in _SAFE_METHODS and not self.json_body(request):
            return _refusal(request, 415, (
                "unsupported media type %r: send the command as Content-Type: "
                "application/json (a browser can only send that cross-origin after a CORS "
                "preflight, which this server grants only to allowed origins)"
                % (_header(request, b"content-type") or "none")))
        return None

    def _preflight(self, request):
        """Grant a CORS preflight that passed the Origin rule."""
        request.setResponseCode(204)
        request.setHeader(b"access-control-allow-methods", b"GET, POST, OPTIONS")
        request.setHeader(b"access-control-allow-headers", b"content-type, authorization")
        request.setHeader(b"access-control-max-age", b"600")
        return b""

    # -- wiring -----------------------------------------------------------------------------
    def wrap(self, resource, open_paths=()):
        """``resource`` behind the gate. ``open_paths``: paths (bytes or str; a trailing
        ``*`` makes a prefix) that pages of any origin may reach (rule 2 and 3 skipped)."""
        exact, prefixes = set(), []
        for p in open_paths:
            p = p.encode("ascii") if isinstance(p, str) else p
            if p.endswith(b"*"):
                prefixes.append(p[:-1])
            else:
                exact.add(p)

        def is_open(path):
            return path in exact or any(path.startswith(pre) for pre in prefixes)
        return _Gate(self, resource, is_open)


@implementer(IResource)
class _Gate:
    """A resource that checks every request with its Guard before the wrapped tree sees it."""

    def __init__(self, guard, inner, is_open):
        self.guard = guard
        self.inner = inner
        self.is_open = is_open
        self.isLeaf = getattr(inner, "isLeaf", False)

    def _check(self, request):
        if getattr(request, "_wineagent_guarded", False):
            return None                     # a nested gate: checked once, at the top
        request._wineagent_guarded = True
        return self.guard.refuse(request, self.is_open(request.path))

    def getChildWithDefault(self, name, request):
        """Traversal (a non-leaf tree): refuse here, or walk on into the wrapped tree."""
        refused = self._check(request)
        if refused is not None:
            return _Answer(refused)
        return self.inner.getChildWithDefault(name, request)

    def putChild(self, path, child):
        """Children go to the wrapped tree."""
        self.inner.putChild(path, child)

    def render(self, request):
        """A leaf tree (Klein's) or the root itself: refuse here, or let it answer."""
        refused = self._check(request)
        if refused is not None:
            return refused
        return self.inner.render(request)


@implementer(IResource)
class _Answer:
    """A finished refusal (status and headers already set on the request)."""

    isLeaf = True

    def __init__(self, body):
        self.body = body

    def getChildWithDefault(self, name, request):
        return self

    def putChild(self, path, child):
        raise NotImplementedError("a refusal has no children")

    def render(self, request):
        return self.body
