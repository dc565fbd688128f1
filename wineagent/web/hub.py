"""The hub: routes agent commands to browser pages (``/api/agent/*``).

A page cannot listen, so it reaches out to the hub, by one of two transports:

- **push** (pages served by this hub, the normal case): one WebSocket ``/api/agent/ws``.
  The page says ``hello`` on it and the hub sends each command down the socket the moment
  an agent enqueues it; replies come back up the same socket. No HTTP request is held, so
  any number of pages of one hub fit in a browser's six HTTP connections per host.
- **long-poll** (the seed's dev-server hub; pages served elsewhere): ``hello`` registers,
  ``poll`` is held open until a command arrives, replies are posted to ``result``.

Both feed the same :class:`Sessions`. An agent posts to ``ctl?s=ID`` and its request is
held until every reply it asked for has come back. Replies are routed by a hub-assigned
command id, so two agents driving one session each get their own answers even when they
chose the same ids.

The session logic (:class:`Sessions`) is pure: it reads time only from the clock it is
given, so tests drive expiry and timeouts with ``twisted.internet.task.Clock``.
:class:`Hub` is the Klein surface over it. Only the page-side routes (``hello``, ``poll``,
``result`` and the protocol text) are CORS-open, because the page being driven is often
served from elsewhere; the agent routes (``ctl``, ``sessions``) and the page socket ``ws``
serve this server's own pages and the ``ctl`` client only (see guard.py; the site declares
the open paths).
"""

import json
import os
import secrets

from klein import Klein
from twisted.internet import defer
from wsproto.utilities import LocalProtocolError

from ..control.protocol import MAX_BODY, ProtocolError, parse_body
from ..ctl.client import hub_option
from ..events import stream as event_stream
from ..events.sessionlog import LOCAL_ACTIONS, NoVM, SessionLogs
from ..folders import FILE_TYPES, read_written, written_file
from .auth import token_ok
from .httputil import json_response, read_json, ws_close, ws_send
from .programs import ProgramError

__all__ = ["Hub", "Sessions", "Session", "SessionGone", "NoReply", "PROTOCOL_TEXT",
           "POLL_HOLD", "CTL_TIMEOUT", "STEP_TIMEOUT", "EXPIRY", "PING_EVERY", "AgentSocket",
           "OPEN_PATHS"]

#: Seconds a poll is held open when there is nothing to deliver.
POLL_HOLD = 25.0
#: Seconds a ctl request waits for the page's replies.
CTL_TIMEOUT = 20.0
#: Seconds a ctl request carrying a ``step`` may wait (the caller chose the duration).
STEP_TIMEOUT = 600.0
#: A session with no poll for this long is gone.
EXPIRY = 60.0
#: Seconds between the hub's WebSocket pings to a pushed page (its pongs are signs of life).
PING_EVERY = 25.0

PROTOCOL_TEXT = """wineagent hub: drive browser pages with the same commands as a CLI VM

Quick start (the page is served by this hub, so it is already connected):
  wineagent ctl sessions                          list sessions (id, app, href, last seen)
  wineagent ctl -s ID png /tmp/a.png              look
  wineagent ctl -s ID click 120,88                act
  wineagent ctl -s 'PAGE URL' png /tmp/b.png      -s also takes the page's URL
  wineagent ctl -s ID frozen on; wineagent ctl -s ID step 200 [MS]
A page served elsewhere connects with one line in its console (or as a bookmarklet):
  import('{origin}/lib/agent-remote.js').then(m => m.connect('{origin}'))

Routes (on a non-loopback bind every route but this one needs "Authorization: Bearer TOKEN"
or ?token=TOKEN; only this text and the page side are open to pages of other origins, the
rest refuse a foreign Origin with 403, and POSTs to ctl need Content-Type: application/json):
  GET  /api/agent                 this text
  GET  /api/agent/sessions        {"sessions": [{id, kind, app, href, age, lastSeen}]}
  POST /api/agent/ctl?s=ID        a command or an array -> the reply or an array of replies,
                                  held until the page answers (20 s; 10 min with a step);
                                  "session gone" at once when the page has gone;
                                  put-file, get-file, list-files, clipboard and
                                  set-clipboard run in the hub, on the session's page VM
  GET  /api/agent/events?s=ID&since=SEQ[&classes=a,b|&subscription=s1][&wait=S]
                                  the session's events as NDJSON, streamed (or long-polled
                                  with wait); subscribe/unsubscribe run here (docs/events.md)
  GET  /api/agent/programs         {"programs": [{id, title, source, files, ...}]}: the
                                  operator's --apps-dir (dir:NAME) and uploads (upload:NAME)
  POST /api/agent/programs        {"name": "tool.exe", "content": BASE64} -> upload:tool
                                  (a PE32 executable, at most 524,288 bytes); a file beside
                                  it: add "program": "upload:tool"; "session": ID launches
                                  it in that session's page. Then: ctl -s ID launch upload:tool
  GET  /api/agent/file?s=ID&file=PATH
                                  a file the session's VM wrote: a printed page or PDF, a
                                  WAV or .mid (PATH from its snapshot, or the file's name;
                                  only with serve --print-dir/--sound-dir, docs/browser.md)
  page side:
  POST /api/agent/hello           {app, ua, href} -> {sessionId}
  GET  /api/agent/poll?s=ID       held ~25 s -> {"commands": [...]} (empty on timeout)
  POST /api/agent/result?s=ID     a reply or an array of replies, by command id
  GET  /api/agent/ws              the same over one WebSocket (pages served by this hub only):
                                  up {"t":"hello",app,ua,href,session?} {"t":"result",replies}
                                  down {"t":"welcome",sessionId} {"t":"commands",commands}

Command:  {"id": 7, "action": "click", "args": {"x": 120, "y": 88}}
          {"id": 8, "cmd": "click:120:88"}  {"id": 9, "cmd": "step 200 16"}
Reply:    {"id": 7, "ok": true, "value": ...} | {"id": 7, "ok": false, "error": "..."}
Array:    [click, step, png] runs in order in the page, each awaited: one round trip.

Page actions: click dblclick mousedown mouseup mousemove drag wheel keydown keyup keypress
  type key dlg-cmd dlg-click png (a data URL of the canvas) snapshot dump-mem eval (page
  JavaScript) ping frozen on|off step N [MS] launch APP apps user-input on|off
  fork (a new page VM with this state; in a dashboard, a new tile and hub session)
Input commands are synthesized DOM events on the page's canvas; the first one makes the
agent own input (a person's clicks on the canvas are dropped) until user-input on, or
until the person unchecks "Agent owns input" in the ?debug toolbar.
Sessions expire 60 s after their last poll. Docs: docs/browser.md, docs/protocol.md
"""


class SessionGone(Exception):
    """The session does not exist (never did, expired, or the page went away)."""


class NoReply(Exception):
    """The page did not answer a ctl request in time."""


class Session:
    """One connected page: identity, last poll time, commands waiting for delivery."""

    def __init__(self, sid, app, href, ua, now):
        self.id = sid
        self.kind = "browser"
        self.app = app
        self.href = href
        self.ua = ua
        self.created = now
        self.last_seen = now
        self.queue = []              # command JSON objects waiting for a poll
        self.poll = None             # (Deferred, IDelayedCall) of the held poll
        self.push = None             # the page's WebSocket (send(commands), close()), if any
        self.inflight = set()        # hub command ids delivered or queued, not answered

    def describe(self, now):
        """The ``sessions`` entry."""
        return {"id": self.id, "kind": self.kind, "app": self.app, "href": self.href,
                "age": round(now - self.created, 1),
                "lastSeen": round(0.0 if self.poll or self.push else now - self.last_seen, 1)}


class _Request:
    """One agent's ctl request: its replies, filled in as the page answers."""

    def __init__(self, ids, d):
        self.ids = ids               # original command ids, in order
        self.replies = [None] * len(ids)
        self.missing = len(ids)
        self.d = d
        self.timeout = None


class Sessions:
    """The hub's pure core: sessions, polls, held ctl requests, routing, expiry.

    ``clock`` provides ``seconds()`` and ``callLater()`` (the reactor, or a task.Clock).
    """

    def __init__(self, clock, poll_hold=POLL_HOLD, ctl_timeout=CTL_TIMEOUT,
                 step_timeout=STEP_TIMEOUT, expiry=EXPIRY):
        self.clock = clock
        self.poll_hold = poll_hold
        self.ctl_timeout = ctl_timeout
        self.step_timeout = step_timeout
        self.expiry = expiry
        self.sessions = {}
        self._routes = {}            # hub command id -> (session id, _Request, index)
        self._n = 0
        self.on_close = []           # callables(sid, message) when a session goes away

    # -- page side ------------------------------------------------------------------
    def hello(self, app=None, href=None, ua=None):
        """Register a page; returns its Session."""
        self.expire()
        sid = secrets.token_hex(4)
        while sid in self.sessions:
            sid = secrets.token_hex(4)
        s = Session(sid, app, href, ua, self.clock.seconds())
        self.sessions[sid] = s
        return s

    def connect(self, push, app=None, href=None, ua=None, resume=None):
        """A page's push channel opened (its WebSocket said hello): resume session ``resume``
        when it still exists (a reconnect), else register a new one. ``push`` has
        ``send(commands)`` and ``close()``; while it is attached commands go down it at once
        and it counts as a held poll, as long as the page gives signs of life (``touch``)
        at least every ``expiry`` seconds. Call :meth:`deliver` once the page knows its id."""
        self.expire()
        s = self.sessions.get(resume) if isinstance(resume, str) else None
        if s is None:
            s = self.hello(app=app, href=href, ua=ua)
        elif href:
            s.href = href
        old, s.push = s.push, push
        s.last_seen = self.clock.seconds()
        if s.poll is not None:              # the page switched transport
            self._answer_poll(s, [])
        if old is not None and old is not push:
            old.close()                     # a stale socket of the same page
        return s

    def deliver(self, sid):
        """Send a pushed session's queued commands down its socket."""
        s = self.sessions.get(sid)
        if s is not None and s.push is not None and s.queue:
            commands, s.queue = s.queue, []
            s.push.send(commands)

    def touch(self, sid):
        """A sign of life from a pushed page (any message, or a pong)."""
        s = self.sessions.get(sid)
        if s is not None:
            s.last_seen = self.clock.seconds()

    def disconnect(self, sid, push):
        """A page's socket closed: the session lives on for ``expiry`` seconds, so a
        reconnecting page resumes it; commands enqueued meanwhile wait for it."""
        s = self.sessions.get(sid)
        if s is not None and s.push is push:
            s.push = None
            s.last_seen = self.clock.seconds()

    def _get(self, sid):
        self.expire()
        s = self.sessions.get(sid)
        if s is None:
            raise SessionGone("session gone: %s is not connected (the page was closed or "
                              "has not polled for %ds); see: wineagent ctl sessions"
                              % (sid, self.expiry))
        return s

    def poll(self, sid):
        """A page asks for work: Deferred -> list of command objects (empty on timeout)."""
        s = self._get(sid)
        s.last_seen = self.clock.seconds()
        if s.poll is not None:          # a reloaded page or a duplicate poller: answer old
            self._answer_poll(s, [])
        if s.queue:
            commands, s.queue = s.queue, []
            return defer.succeed(commands)

        def cancel(d):
            if s.poll is not None and s.poll[0] is d:
                call = s.poll[1]
                s.poll = None
                s.last_seen = self.clock.seconds()
                if call.active():
                    call.cancel()
        d = defer.Deferred(cancel)
        call = self.clock.callLater(self.poll_hold, self._answer_poll, s, [])
        s.poll = (d, call)
        return d

    def _answer_poll(self, s, commands):
        if s.poll is None:
            return
        d, call = s.poll
        s.poll = None
        s.last_seen = self.clock.seconds()
        if call.active():
            call.cancel()
        d.callback(commands)

    def result(self, sid, replies):
        """The page's replies (each with the hub id it was given). Unknown ids are ignored:
        their agent gave up (timeout or disconnect)."""
        s = self._get(sid)
        s.last_seen = self.clock.seconds()
        routed = 0
        for r in replies:
            if not isinstance(r, dict):
                continue
            route = self._routes.pop(r.get("id"), None)
            if route is None or route[0] != sid:
                continue
            s.inflight.discard(r.get("id"))
            _, req, index = route
            reply = dict(r)
            reply["id"] = req.ids[index]
            if req.replies[index] is None:
                req.replies[index] = reply
                req.missing -= 1
                routed += 1
            if req.missing == 0:
                self._finish(req, req.replies)
        return routed

    # -- agent side -----------------------------------------------------------------
    def ctl(self, sid, commands):
        """Enqueue validated commands (objects with .id/.to_json, or Rejected items) for a
        session; Deferred -> replies in order. Raises SessionGone at once."""
        s = self._get(sid)
        ids = [c.id for c in commands]
        d = defer.Deferred(lambda d: self._drop(req))
        req = _Request(ids, d)
        deliver = []
        for i, c in enumerate(commands):
            if not hasattr(c, "action"):            # rejected by the parser: answer here
                req.replies[i] = c.reply()
                req.missing -= 1
                continue
            self._n += 1
            hid = "h%d" % self._n
            self._routes[hid] = (sid, req, i)
            s.inflight.add(hid)
            wire = c.to_json()
            wire["id"] = hid
            deliver.append(wire)
        if req.missing == 0:
            d.callback(req.replies)
            return d
        seconds = self.step_timeout if any(getattr(c, "action", None) == "step"
                                           for c in commands) else self.ctl_timeout
        req.timeout = self.clock.callLater(seconds, self._timed_out, req, seconds)
        s.queue.extend(deliver)
        if s.push is not None:
            self.deliver(sid)
        elif s.poll is not None:
            commands_now, s.queue = s.queue, []
            self._answer_poll(s, commands_now)
        return d

    def _timed_out(self, req, seconds):
        req.timeout = None
        self._fail(req, NoReply("no reply in %ds — is the page still open?" % seconds))

    def _fail(self, req, exc):
        self._drop(req)
        if not req.d.called:
            req.d.errback(exc)

    def _finish(self, req, replies):
        self._drop(req)
        if not req.d.called:
            req.d.callback(replies)

    def _drop(self, req):
        """Forget a request's routes (answered, timed out, or its client went away)."""
        if req.timeout is not None and req.timeout.active():
            req.timeout.cancel()
        req.timeout = None
        for hid, (sid, r, _) in list(self._routes.items()):
            if r is req:
                del self._routes[hid]
                s = self.sessions.get(sid)
                if s is not None:
                    s.inflight.discard(hid)
                    s.queue = [c for c in s.queue if c["id"] != hid]

    # -- listing and expiry ------------------------------------------------------------
    def list(self):
        """The ``sessions`` value: live sessions, oldest first."""
        self.expire()
        now = self.clock.seconds()
        return [s.describe(now) for s in sorted(self.sessions.values(),
                                                key=lambda s: s.created)]

    def expire(self):
        """Drop sessions with no poll held and none for ``expiry`` seconds (a pushed page:
        no sign of life on its socket for that long); their pending ctl requests answer
        "session gone"."""
        now = self.clock.seconds()
        for sid, s in list(self.sessions.items()):
            if s.poll is None and now - s.last_seen >= self.expiry:
                self.close(sid, "session gone: %s stopped polling %ds ago (the page was "
                                "closed)" % (sid, now - s.last_seen))

    def close(self, sid, message="session gone: the page closed"):
        """Remove a session now; its waiting agents get ``message``."""
        s = self.sessions.pop(sid, None)
        if s is None:
            return
        for fn in self.on_close:
            fn(sid, message)
        if s.poll is not None:
            self._answer_poll(s, [])
        if s.push is not None:
            push, s.push = s.push, None
            push.close()
        for hid in list(s.inflight):
            route = self._routes.get(hid)
            if route is not None:
                self._fail(route[1], SessionGone(message))



class AgentSocket:
    """One page's agent channel over a WebSocket (``GET /api/agent/ws``; a
    twisted.web.websocket WebSocketProtocol): the push transport of :class:`Sessions`.

    Page -> hub, JSON text: ``{"t": "hello", "app", "ua", "href", "session"?}`` (register,
    or resume ``session`` after a reconnect), ``{"t": "result", "replies": [...]}`` (or one
    reply). Hub -> page: ``{"t": "welcome", "sessionId": ID}``, ``{"t": "commands",
    "commands": [...]}`` (sent the moment an agent enqueues them). Every ``PING_EVERY``
    seconds the hub pings; the browser's pong, like any message, is a sign of life, and a
    socket silent for the session expiry is dropped along with its session.
    """

    def __init__(self, sessions, clock, ping_every=PING_EVERY):
        self.sessions = sessions
        self.clock = clock
        self.ping_every = ping_every
        self.transport = None
        self.session = None          # the session id once the page said hello
        self._ping = None

    # -- the push interface of Sessions ------------------------------------------------
    def send(self, commands):
        """Deliver commands to the page."""
        self._send({"t": "commands", "commands": commands})

    def close(self):
        """Drop the socket (the session expired, or a newer socket of the page took over)."""
        ws_close(self.transport)

    # -- WebSocketProtocol -------------------------------------------------------------
    def negotiationStarted(self, transport):
        """The socket is being set up."""
        self.transport = transport

    def negotiationFinished(self):
        """Connected; the page says hello next."""
        self._ping = self.clock.callLater(self.ping_every, self._keepalive)

    def _send(self, value):
        ws_send(self.transport, json.dumps(value))

    def _keepalive(self):
        self._ping = None
        if self.transport is None:
            return
        self.sessions.expire()       # a page silent for the expiry loses its session (and us)
        if self.transport is None:
            return
        try:
            self.transport.ping(b"")
        except LocalProtocolError:   # the page is closing the socket: connectionLost follows
            return
        self._ping = self.clock.callLater(self.ping_every, self._keepalive)

    def textMessageReceived(self, message):
        """A page message (see the class docstring)."""
        try:
            msg = json.loads(message)
        except (ValueError, RecursionError):  # RecursionError: nested too deeply
            return
        if not isinstance(msg, dict):
            return
        t = msg.get("t")
        if t == "hello":
            def text(key, limit=2000):
                v = msg.get(key)
                return v[:limit] if isinstance(v, str) else None
            if self.session is not None:
                self.sessions.disconnect(self.session, self)
            s = self.sessions.connect(self, app=text("app", 64), href=text("href"),
                                      ua=text("ua", 300), resume=text("session", 64))
            self.session = s.id
            self._send({"t": "welcome", "sessionId": s.id})
            self.sessions.deliver(s.id)
        elif self.session is None:
            return
        elif t == "result":
            body = msg.get("replies")
            replies = body if isinstance(body, list) else [body]
            try:
                self.sessions.result(self.session, replies)
            except SessionGone:
                self.close()
        else:
            self.sessions.touch(self.session)

    def bytesMessageReceived(self, data):
        """Pages send no binary messages."""

    def pongReceived(self, payload):
        """The browser answered our ping: the page is alive."""
        if self.session is not None:
            self.sessions.touch(self.session)

    def connectionLost(self, reason):
        """The page went away (or is reconnecting); its session lives on for the expiry."""
        if self._ping is not None and self._ping.active():
            self._ping.cancel()
        self._ping = None
        self.transport = None
        if self.session is not None:
            self.sessions.disconnect(self.session, self)


class _AgentSocketFactory:
    def __init__(self, hub):
        self.hub = hub

    def buildProtocol(self, request):
        return AgentSocket(self.hub.sessions, self.hub.clock)


#: The hub paths pages of any origin may reach (the page side; see guard.py). A foreign
#: origin can act as a page here, never as an agent: ``ctl``, ``sessions`` and ``ws`` are
#: not in the list.
OPEN_PATHS = ("/api/agent", "/api/agent/", "/api/agent/hello", "/api/agent/poll",
              "/api/agent/result")


def _arg(request, name):
    v = request.args.get(name.encode(), [b""])[0]
    return v.decode("utf-8", "replace")



class Hub:
    """Klein app of ``/api/agent/*`` (mounted there by the site).

    ``token`` (a wide bind) is required by every route but the protocol text.
    """

    app = Klein()

    def __init__(self, clock, token=None, sessions=None, pages=None, programs=None):
        self.clock = clock
        self.token = token
        # The programs beyond the bundled apps (--apps-dir, uploads; programs.py).
        self.programs = programs
        self.sessions = sessions or Sessions(clock)
        # Browser sessions' event logs, relayed from their page VMs (events/sessionlog.py).
        self.events = SessionLogs(self.sessions, pages)
        self.streams = event_stream.Streams()
        self.origin = "http://127.0.0.1:8080"   # for the paste line in the protocol text

    def resource(self):
        """The Twisted resource of this app."""
        return self.app.resource()

    def protocol_text(self, request):
        """``GET /api/agent``: the whole protocol as plain text (no token needed). Its
        quick-start ``ctl`` lines carry ``--hub=ORIGIN`` when this hub is not where ``ctl``
        looks by default, so they work as pasted."""
        request.setHeader(b"content-type", b"text/plain; charset=utf-8")
        text = PROTOCOL_TEXT.replace("wineagent ctl ", "wineagent ctl%s " % hub_option(self.origin))
        return text.replace("{origin}", self.origin).encode("utf-8")

    def _denied(self, request):
        if token_ok(request, self.token):
            return None
        return json_response(request, {"id": None, "ok": False, "error": "unauthorized: this hub is "
                               "bound beyond loopback; send Authorization: Bearer TOKEN "
                               "(the token printed at startup)"}, 401)

    @app.route("/", methods=["GET"])
    def index(self, request):
        """The protocol text."""
        return self.protocol_text(request)

    @app.route("/hello", methods=["POST"])
    def hello(self, request):
        """Register a page -> {sessionId}."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        try:
            info = read_json(request)
        except ValueError as e:
            return json_response(request, {"error": str(e)}, 400)
        info = info if isinstance(info, dict) else {}

        def text(key, limit=2000):
            v = info.get(key)
            return v[:limit] if isinstance(v, str) else None
        s = self.sessions.hello(app=text("app", 64), href=text("href"), ua=text("ua", 300))
        return json_response(request, {"sessionId": s.id})

    @app.route("/poll", methods=["GET"])
    def poll(self, request):
        """Held until a command arrives (or ~25 s) -> {"commands": [...]}."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        try:
            d = self.sessions.poll(_arg(request, "s"))
        except SessionGone as e:
            return json_response(request, {"error": str(e), "gone": True}, 404)
        request.setHeader(b"cache-control", b"no-store")
        return d.addCallback(lambda commands: json_response(request, {"commands": commands}))

    @app.route("/ws", methods=["GET"])
    def socket(self, request):
        """The push transport: one WebSocket per page (same token rule as every agent
        route; a browser cannot set headers on a WebSocket, so it sends ``?token=T``)."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        from twisted.web.websocket import WebSocketResource
        return WebSocketResource(_AgentSocketFactory(self))

    @app.route("/result", methods=["POST"])
    def result(self, request):
        """The page's reply (or array of replies) -> {"routed": n}."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        try:
            body = read_json(request)
        except ValueError as e:
            return json_response(request, {"error": str(e)}, 400)
        replies = body if isinstance(body, list) else [body]
        try:
            n = self.sessions.result(_arg(request, "s"), replies)
        except SessionGone as e:
            return json_response(request, {"error": str(e), "gone": True}, 404)
        return json_response(request, {"routed": n})

    @app.route("/sessions", methods=["GET"])
    def list_sessions(self, request):
        """{"sessions": [{id, kind, app, href, age, lastSeen}]}."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        return json_response(request, {"sessions": self.sessions.list()})

    @app.route("/ctl", methods=["POST"])
    def ctl(self, request):
        """Enqueue a command or array for session ``s``; answer with the page's replies."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        body = request.content.read(MAX_BODY + 1)
        try:
            items, is_array = parse_body(body)
        except ProtocolError as e:
            return json_response(request, {"id": None, "ok": False, "error": str(e)}, 400)
        try:
            sid = _arg(request, "s")
            if any(getattr(c, "action", None) in LOCAL_ACTIONS for c in items):
                self.sessions._get(sid)         # SessionGone at once, as for the rest
                d = self.events.run_mixed(sid, items)
            else:
                d = self.sessions.ctl(sid, items)
        except SessionGone as e:
            return json_response(request, {"id": None, "ok": False, "error": str(e)}, 404)

        def failed(f):
            f.trap(SessionGone, NoReply)
            code = 404 if f.check(SessionGone) else 504
            return json_response(request, {"id": None, "ok": False, "error": str(f.value)}, code)
        d.addCallback(lambda replies: json_response(request, replies if is_array else replies[0]))
        return d.addErrback(failed)

    @app.route("/programs", methods=["GET"])
    def list_programs(self, request):
        """``{"programs": [...], "appsDir": bool}``: the operator's ``--apps-dir``
        programs and the uploaded ones (programs.py)."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        if self.programs is None:
            return json_response(request, {"programs": [], "appsDir": False})
        return json_response(request, {"programs": [p.as_json() for p in
                                                    self.programs.listing()],
                                       "appsDir": self.programs.apps_dir is not None})

    @app.route("/programs", methods=["POST"])
    def upload_program(self, request):
        """Store an upload: ``{name: "tool.exe", content: BASE64}`` makes program
        ``upload:tool``; ``{name, content, program: "upload:tool"}`` puts a file beside
        it; ``session: ID`` then launches the program in that hub session's page (its
        ``launch`` reply is ``launched``). -> ``{program: {...}, launched?}``."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        if self.programs is None:
            return json_response(request, {"id": None, "ok": False, "error":
                                           "this hub takes no uploads"}, 404)
        body = request.content.read(MAX_BODY + 1)
        if len(body) > MAX_BODY:
            return json_response(request, {"id": None, "ok": False, "error":
                                           "body over %d bytes" % MAX_BODY}, 413)
        try:
            info = json.loads(body.decode("utf-8"))
        except (ValueError, UnicodeDecodeError, RecursionError):
            info = None
        if not isinstance(info, dict) or set(info) - {"name", "content", "program",
                                                       "session"}:
            return json_response(request, {"id": None, "ok": False, "error":
                                           'expected {"name": "tool.exe", "content": '
                                           'BASE64, "program"?: "upload:tool", "session"?: '
                                           'ID}'}, 400)
        sid = info.get("session")
        if sid is not None:
            try:
                self.sessions._get(sid if isinstance(sid, str) else "")
            except SessionGone as e:
                return json_response(request, {"id": None, "ok": False, "error": str(e)}, 404)
        try:
            program = self.programs.upload(info.get("name"), info.get("content"),
                                           info.get("program"))
        except ProgramError as e:
            return json_response(request, {"id": None, "ok": False, "error": str(e)},
                                 e.status)
        answer = {"program": program.as_json()}
        if sid is None:
            return json_response(request, answer)
        items, _ = parse_body(json.dumps({"id": 1, "action": "launch",
                                          "args": {"app": program.id}}))

        def launched(replies):
            answer["launched"] = replies[0]
            return json_response(request, answer)

        def failed(f):
            f.trap(SessionGone, NoReply)
            answer["launched"] = {"id": 1, "ok": False, "error": str(f.value)}
            return json_response(request, answer)
        try:
            d = self.sessions.ctl(sid, items)
        except SessionGone as e:           # the page went while the file was stored
            answer["launched"] = {"id": 1, "ok": False, "error": str(e)}
            return json_response(request, answer)
        return d.addCallbacks(launched, failed)

    @app.route("/file", methods=["GET"])
    def file(self, request):
        """A file session ``s``'s page VM wrote into its own output folders (printed pages
        and PDFs, WAV and MIDI files): ``file`` is a path from its snapshot or events, or
        that file's name. Nothing else can be named (folders.written_file), and only a
        file the VM itself wrote is served: the very file (device and inode) it recorded
        writing, opened without following links, with no second hard link
        (folders.read_written)."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        sid, wanted = _arg(request, "s"), _arg(request, "file")

        def found(pvm):
            vm = pvm.host.vm          # a fork replaces the VM object: the host has the live one
            path, problem = written_file((vm.print_dir, vm.sound.directory), wanted)
            data = read_written(path, vm.outputs.identity(path)) if path else None
            if data is None:
                return json_response(request, {"id": None, "ok": False, "error": problem or
                                               "%s is not a file this session wrote (it is "
                                               "gone, or another file or a link is there "
                                               "now)" % path}, 404)
            name = os.path.basename(path)
            request.setHeader(b"content-type",
                              FILE_TYPES[os.path.splitext(name)[1]].encode())
            request.setHeader(b"cache-control", b"no-store")
            request.setHeader(b"content-disposition",
                              ('attachment; filename="%s"' % name).encode())
            return data

        def failed(f):
            f.trap(SessionGone, NoReply, NoVM)
            return json_response(request, {"id": None, "ok": False, "error": str(f.value)},
                                 504 if f.check(NoReply) else 404)
        return self.events.page_vm(sid).addCallbacks(found, failed)

    @app.route("/events", methods=["GET"])
    def events(self, request):
        """Session ``s``'s events as NDJSON, streamed or long-polled (docs/events.md)."""
        denied = self._denied(request)
        if denied is not None:
            return denied
        sid = _arg(request, "s")
        try:
            log = self.events.get(sid)
        except KeyError:
            return json_response(request, {"ok": False, "error": "session gone: %s is not "
                                           "connected; see: wineagent ctl sessions" % sid},
                                 404)

        def serve(_):
            return event_stream.serve(request, log.bus, self.clock, lambda: log.gone,
                                      self.streams)
        # Relay from the page's VM first when not yet (a ping through the hub); a page
        # without a VM still gets its (empty) log, and is asked again next time.
        d = self.events.attached(sid)
        d.addErrback(lambda f: f.trap(NoVM, SessionGone, NoReply) and None)
        return d.addCallback(serve)

