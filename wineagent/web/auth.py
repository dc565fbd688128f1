"""Bearer-token checks shared by the CLI control server and the hub."""

import hmac
import secrets

__all__ = ["make_token", "token_ok"]


def make_token():
    """A fresh random token for a wide bind."""
    return secrets.token_urlsafe(18)


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
    return hmac.compare_digest(supplied, token.encode("ascii"))
