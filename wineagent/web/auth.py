"""Bearer-token checks shared by the CLI control server and the hub."""

import hmac
import secrets

__all__ = ["make_token", "token_ok", "check_token"]


def make_token():
    """A fresh random token for a wide bind."""
    return secrets.token_urlsafe(18)


def check_token(token):
    """Validate a user-chosen token (``--token``, ``$WINE_AGENT_TOKEN``); returns it.

    A token travels in an HTTP header (``Authorization: Bearer T``) and in a URL
    (``?token=T`` on a WebSocket), so it must be printable ASCII without spaces: a browser
    refuses other header values, and the server would then accept no client at all. Refusing
    it at startup (ValueError saying why) beats a server that answers every request 401."""
    if not token:
        raise ValueError("the token is empty")
    bad = [c for c in token if not 0x21 <= ord(c) <= 0x7e]
    if bad:
        raise ValueError("the token must be printable ASCII without spaces (it travels in "
                         "an HTTP header); %r is not" % bad[0])
    return token


def token_ok(request, token):
    """True when no token is required or the request carries it (constant-time compare)."""
    if not token:
        return True
    header = request.getHeader(b"authorization") or b""
    if isinstance(header, str):
        header = header.encode("latin-1")
    supplied = b""
    if header.lower().startswith(b"bearer "):
        supplied = header[7:].strip()
    else:
        arg = request.args.get(b"token", [b""])[0]
        supplied = arg
    # utf-8, not ascii: a token that slipped past check_token must fail closed, never 500.
    return hmac.compare_digest(supplied, token.encode("utf-8"))
