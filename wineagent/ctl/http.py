"""``wineagent ctl``'s HTTP: a few lines over :mod:`socket` (http.client pulls in
``email`` and ``ssl``, ~25 ms of a verb's start-up): URLs, one request, its response."""

import json
import socket

from wineagent.ctl.wire import read_head

__all__ = ["URL", "Response", "request", "DEFAULT_TIMEOUT"]

DEFAULT_TIMEOUT = 20.0


class URL(object):
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


class Response(object):
    __slots__ = ("status", "body")

    def __init__(self, status, body):
        self.status = status
        self.body = body

    def json(self):
        return json.loads(self.body.decode("utf-8"))


def request(url, method, path, body=None, token=None, timeout=DEFAULT_TIMEOUT):
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
        return Response(status, _dechunk(sock, rest))
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
        return Response(status, b"".join(parts)[:need])
    parts = [rest]
    while True:
        chunk = sock.recv(1 << 20)
        if not chunk:
            break
        parts.append(chunk)
    return Response(status, b"".join(parts))


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


