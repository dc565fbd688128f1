"""HTTP pieces ``wineagent ctl`` shares between its request/reply verbs (client.py) and
``tail`` (tail.py): query quoting and reading a response head. Stdlib only."""

__all__ = ["quote", "read_head"]

_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def quote(text):
    """Percent-encode ``text`` for a URL query value (UTF-8, RFC 3986 unreserved kept)."""
    return "".join(c if c in _SAFE else "".join("%%%02X" % b for b in c.encode("utf-8"))
                   for c in text)


def read_head(sock):
    """An HTTP response's head: ``(status, headers with lower-case names, the bytes read
    past it)``. ConnectionResetError when the connection ends first or is not HTTP."""
    buf = b""
    while b"\r\n\r\n" not in buf:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionResetError("connection closed before a response")
        buf += chunk
    head, _, rest = buf.partition(b"\r\n\r\n")
    head_lines = head.decode("latin-1").split("\r\n")
    try:
        status = int(head_lines[0].split()[1])
    except (IndexError, ValueError):
        raise ConnectionResetError("malformed HTTP status line %r" % head_lines[0])
    headers = {}
    for line in head_lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, rest
