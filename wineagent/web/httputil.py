"""Small helpers shared by the Klein apps: JSON replies and JSON request bodies."""

import json

from ..control.protocol import MAX_BODY

__all__ = ["json_response", "read_json"]


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
