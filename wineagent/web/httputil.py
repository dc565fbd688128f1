"""Small helpers shared by the Klein apps: JSON replies, JSON request bodies, and WebSocket
sends and closes that tolerate a socket the peer is already closing."""

import json


from ..control.protocol import MAX_BODY

__all__ = ["json_response", "read_json", "ws_send", "ws_close"]


def json_response(request, value, code=200):
    """Set the status and content type and return ``value`` as JSON bytes (never cached)."""
    request.setResponseCode(code)
    request.setHeader(b"content-type", b"application/json")
    request.setHeader(b"cache-control", b"no-store")
    return json.dumps(value).encode("utf-8")


def read_json(request):
    """The request body parsed as JSON; ValueError (saying why) when too big or not JSON."""
    body = request.content.read(MAX_BODY + 1)
    if len(body) > MAX_BODY:
        raise ValueError("body over %d bytes" % MAX_BODY)
    try:
        return json.loads(body.decode("utf-8") or "null")
    except (UnicodeDecodeError, ValueError):
        raise ValueError("body is not JSON") from None
    except RecursionError:  # the C decoder's limit on deep nesting ('[' * 100000)
        raise ValueError("body is JSON nested too deeply") from None


def ws_send(transport, message):
    """Send one WebSocket message (str: text, bytes: binary); False when the socket is
    already closing.

    Between the peer's close frame and our ``connectionLost`` the socket still looks open,
    but wsproto refuses to send on it (``LocalProtocolError``); that is a closed socket, not
    an error to report."""
    if transport is None:
        return False
    # here, not at the module's top: `run --control` imports this module for its JSON
    # helpers and serves no WebSocket; a transport to send on has loaded wsproto already
    from wsproto.utilities import LocalProtocolError
    try:
        if isinstance(message, str):
            transport.sendTextMessage(message)
        else:
            transport.sendBytesMessage(message)
    except LocalProtocolError:
        return False
    return True


def ws_close(transport):
    """Close a WebSocket cleanly: a close frame when the handshake allows one, else just the
    TCP connection (the peer already closed, e.g. a page replacing its VM)."""
    if transport is None:
        return
    from wsproto.utilities import LocalProtocolError     # as in ws_send
    try:
        transport.loseConnection()       # code 1000, normal closure
    except LocalProtocolError:
        tcp = getattr(transport, "transport", None)
        if tcp is not None:
            tcp.loseConnection()
