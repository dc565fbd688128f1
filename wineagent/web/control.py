"""The CLI VM's control server: ``POST /ctl``, ``GET /snapshot``, ``GET /``.

A command (or an array of them) is answered when it has executed: at the next batch
boundary for a live VM, at once for a frozen one (a ``step`` holds its response as long
as the step takes). If the client goes away before that, Klein cancels the held answer and
the host's canceller frees it: commands not yet run are dropped, a running ``step`` stops
at its next batch boundary.
"""

import json

from klein import Klein
from twisted.web.server import Site

from ..control.frames import rgb_delta
from ..control.protocol import MAX_BODY, ProtocolError, parse_body
from ..ctl import registry
from ..events import stream as event_stream
from .auth import make_token, token_ok
from .guard import Guard
from .httputil import json_response
from .openapi import cli_document

__all__ = ["ControlServer", "make_token", "PROTOCOL_TEXT"]

PROTOCOL_TEXT = """wineagent CLI control server

POST /ctl        one command or an array; the reply comes when it has executed
GET  /snapshot   the snapshot JSON
GET  /frame.rgb  the screen's pixels: RGB rows, top first (X-Width, X-Height headers);
                 ?since=TOKEN (a kept frame's X-Frame): only the changed box (X-Box)
POST /frame.rgb  a command array as /ctl runs it, then the frame: one answer (the
                 replies' JSON first, X-Replies-Length long, then the rows)
GET  /events     events as NDJSON: ?since=SEQ&classes=a,b|subscription=s1, streamed;
                 &wait=S answers once there is one (long-poll) (docs/events.md)
GET  /           this text

Command:  {"id": 7, "action": "click", "args": {"x": 120, "y": 88}}
          {"id": 8, "cmd": "click:120:88"}       (a bare --input entry)
          {"id": 9, "cmd": "step 200"}
Reply:    {"id": 7, "ok": true, "value": ...}  |  {"id": 7, "ok": false, "error": "..."}
Array:    [cmd, cmd, ...] -> [reply, reply, ...] in order, within one batch boundary

Actions: click dblclick mousedown mouseup mousemove drag wheel keydown keyup keypress
         type key dlg-cmd dlg-click png snapshot dump-mem eval ping frozen step quit
         subscribe unsubscribe (step N until=idle|{class} stops early; docs/events.md)
         (launch, apps and user-input are browser-only)

Client:  wineagent ctl -s :PORT png /tmp/a.png      wineagent ctl -s :PORT click 120,88
         wineagent ctl -s :PORT frozen on           wineagent ctl -s :PORT step 200
curl:    curl -s localhost:PORT/ctl -H 'content-type: application/json' \
              -d '{"id":1,"action":"snapshot"}'
Only Content-Type: application/json is accepted, a foreign Origin or Host gets 403 (web
pages may not drive this server; --allow-origin / --allow-host name exceptions).
Docs:    docs/protocol.md
"""



class ControlServer:
    """Klein app serving one Host's control channel. ``guard`` is its Host/Origin policy
    (guard.py); by default the one of the interface it listens on, with no exceptions."""

    app = Klein()

    def __init__(self, host, token=None, guard=None):
        self.host = host
        self.token = token
        self.guard = guard
        self.streams = event_stream.Streams()   # open /events streams (drained at the end)

    def resource(self):
        """The Twisted resource of this app, behind its guard."""
        return (self.guard or Guard()).wrap(self.app.resource())

    def listen(self, reactor, port, interface="127.0.0.1"):
        """Listen on ``interface:port``; returns the listening port."""
        if self.guard is None:
            self.guard = Guard(interface)
        site = Site(self.resource())
        self.host.control_server = (self, interface)   # fork listens anew (wineagent/state)
        site.noisy = False
        listening = reactor.listenTCP(port, site, interface=interface)
        # This process's live-session file (ctl/registry.py), so that `ctl sessions` and
        # connect() find a VM on any port; a forked session registers its own. The run
        # removes it when it ends (run.py).
        self.host.registry_entry = registry.register(
            interface, listening.getHost().port, self.host.app, self.host.frozen,
            bool(self.token))
        return listening

    def _denied(self, request):
        if token_ok(request, self.token):
            return None
        return json_response(request, {"id": None, "ok": False,
                               "error": "unauthorized: send Authorization: Bearer TOKEN"}, 401)

    @app.route("/", methods=["GET"])
    def index(self, request):
        """The protocol in plain text."""
        request.setHeader(b"content-type", b"text/plain; charset=utf-8")
        return PROTOCOL_TEXT.encode("utf-8")

    @app.route("/openapi.json", methods=["GET"])
    def openapi(self, request):
        """This server's OpenAPI 3.1 description (wineagent/web/openapi.py)."""
        return json_response(request, cli_document())

    @app.route("/snapshot", methods=["GET"])
    def snapshot(self, request):
        """The snapshot JSON (a curl convenience)."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        return json_response(request, self.host.snapshot())

    @app.route("/frame.rgb", methods=["GET"])
    def frame_rgb(self, request):
        """The screen uncompressed as one binary body: what ``connect(frames="raw")``
        reads, with no base64 or JSON on either side. ``?since=TOKEN`` (the ``X-Frame``
        of a frame the client kept) answers only the box that changed since
        (``X-Box: l,t,r,b``; control/frames.py rgb_delta)."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        return self._frame_body(request)

    @app.route("/frame.rgb", methods=["POST"])
    def batch_frame_rgb(self, request):
        """A command array run as ``POST /ctl`` runs it, then the screen as ``GET
        /frame.rgb`` gives it, in one answer: the replies' JSON first (its length in
        ``X-Replies-Length``), then the rows. A batch ending in a look costs one round
        trip (``connect(frames="raw")``)."""
        held = self._submit(request)
        if isinstance(held, bytes):
            return held
        held.addCallback(lambda replies: self._frame_body(request, json.dumps(replies).encode("utf-8")))
        return held

    def _frame_body(self, request, replies=b""):
        since = request.args.get(b"since", [None])[0]
        w, h, token, box, data = rgb_delta(
            self.host.vm, since.decode("ascii", "replace") if since is not None else None)
        request.setHeader(b"content-type", b"application/octet-stream")
        request.setHeader(b"cache-control", b"no-store")
        request.setHeader(b"x-width", str(w).encode("ascii"))
        request.setHeader(b"x-height", str(h).encode("ascii"))
        request.setHeader(b"x-frame", token.encode("ascii"))
        if box is not None:
            request.setHeader(b"x-box", ("%d,%d,%d,%d" % box).encode("ascii"))
        if replies:
            request.setHeader(b"x-replies-length", str(len(replies)).encode("ascii"))
        # a known length: sent as one body, not as HTTP/1.1 chunks
        request.setHeader(b"content-length", str(len(replies) + len(data)).encode("ascii"))
        return replies + data

    @app.route("/events", methods=["GET"])
    def events(self, request):
        """The session's events as NDJSON, streamed or long-polled (docs/events.md)."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        host = self.host
        return event_stream.serve(request, host.vm.events, host.reactor,
                                  lambda: host.ended, self.streams)

    @app.route("/ctl", methods=["POST"])
    def ctl(self, request):
        """Execute a command or an array of commands; answer when done."""
        held = self._submit(request)
        if isinstance(held, bytes):
            return held
        held.addCallback(lambda replies: json_response(request, replies))
        return held

    def _submit(self, request):
        """Run the request body's command or command array (``POST /ctl``, ``POST
        /frame.rgb``): a Deferred of the reply (a list for an array, the one reply for a
        single command), or the bytes of a refusal (401, 413, 400) already answered."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        body = request.content.read(MAX_BODY + 1)
        if len(body) > MAX_BODY:
            return json_response(request, {"id": None, "ok": False,
                                   "error": "body over %d bytes" % MAX_BODY}, 413)
        try:
            items, is_array = parse_body(body)
        except ProtocolError as e:
            return json_response(request, {"id": None, "ok": False, "error": str(e)}, 400)
        # The host's Deferred carries the canceller (see Host.submit): returning it to
        # Klein is what frees everything when the client disconnects.
        held = self.host.submit(items)
        if not is_array:
            held.addCallback(lambda replies: replies[0])
        return held
