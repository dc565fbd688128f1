"""Events over HTTP as NDJSON (one JSON event per line), for the CLI VM's ``GET /events``
and the hub's ``GET /api/agent/events?s=ID`` (docs/events.md, "Transports").

Query: ``since=SEQ`` (the cursor: events with a larger seq; default 0, everything the
ring still holds), ``classes=a,b`` or ``subscription=s1`` (that subscription's classes,
filter and replay), and the form:

- no ``wait``: a streaming response, held open; every new event is written as it is
  recorded (coalesced per reactor turn), until the session ends or the client goes away;
- ``wait=S`` (0 <= S <= :data:`MAX_WAIT`): long-poll — answers as soon as there is at
  least one event after the cursor, or after S seconds with none (an empty body);
  ``wait=0`` answers at once with what there is.

Bounded: a stream registers as a push producer, so a client that does not read pauses it
instead of growing the server's buffers; it resumes from its cursor, and what the ring
dropped meanwhile arrives as one ``dropped`` event. A long-poll answers at most
:data:`MAX_EVENTS` events (read on from the last seq).
"""

import json

from twisted.internet import defer

from .filters import Matcher, parse_classes

__all__ = ["MAX_WAIT", "MAX_EVENTS", "parse_query", "serve", "Streams", "QueryError"]

#: Longest a long-poll is held, in seconds.
MAX_WAIT = 60.0
#: Most events in one long-poll answer.
MAX_EVENTS = 1000
#: Longest the end of a run waits for open streams to flush their last events, seconds.
DRAIN_SECONDS = 2.0

NDJSON = b"application/x-ndjson; charset=utf-8"


class QueryError(ValueError):
    """A bad ``/events`` query; the message says what was wrong."""


def _arg(request, name):
    v = request.args.get(name.encode())
    return v[0].decode("utf-8", "replace") if v else None


def parse_query(request, bus):
    """``(since, matcher, wait)`` from the request's query; QueryError when malformed.
    ``wait`` is None for the streaming form."""
    text = _arg(request, "since")
    since = 0
    if text not in (None, ""):
        if not (text.isdigit() and len(text) <= 18):
            raise QueryError("since must be a seq (an integer >= 0), got %r" % text)
        since = int(text)
    sub = _arg(request, "subscription")
    classes = _arg(request, "classes")
    if sub and classes:
        raise QueryError("give classes or subscription, not both")
    if sub:
        matcher = bus.subscriptions.get(sub)
        if matcher is None:
            raise QueryError("no subscription %r; open: %s"
                             % (sub, ", ".join(sorted(bus.subscriptions)) or "none"))
    else:
        try:
            matcher = Matcher(parse_classes(classes) if classes else None)
        except ValueError as e:
            raise QueryError(str(e))
    wait = _arg(request, "wait")
    if wait is not None:
        try:
            wait = float(wait) if wait != "" else MAX_WAIT
        except ValueError:
            raise QueryError("wait must be seconds 0..%g, got %r" % (MAX_WAIT, wait))
        if not 0 <= wait <= MAX_WAIT:
            raise QueryError("wait must be seconds 0..%g, got %r" % (MAX_WAIT, wait))
    return since, matcher, wait


def _lines(events):
    return b"".join(json.dumps(ev, separators=(",", ":")).encode("utf-8") + b"\n"
                    for ev in events)


def _error(request, message):
    request.setResponseCode(400)
    request.setHeader(b"content-type", b"application/json")
    return json.dumps({"ok": False, "error": message}).encode("utf-8")


def serve(request, bus, clock, is_ended, streams=None):
    """Answer an events request on ``bus`` (``is_ended()``: the session is over, so a
    stream ends after the last event). Returns bytes or a Deferred (Klein waits; it
    cancels the Deferred when the client goes away)."""
    try:
        since, matcher, wait = parse_query(request, bus)
    except QueryError as e:
        return _error(request, "events: %s" % e)
    request.setHeader(b"content-type", NDJSON)
    request.setHeader(b"cache-control", b"no-store")
    request.setHeader(b"x-events-seq", str(bus.seq).encode())
    if wait is not None:
        return _long_poll(request, bus, clock, is_ended, since, matcher, wait)
    stream = _Stream(request, bus, clock, is_ended, since, matcher, streams)
    return stream.d


def _long_poll(request, bus, clock, is_ended, since, matcher, wait):
    ready = bus.since(since, matcher, MAX_EVENTS)
    if ready or wait == 0 or is_ended():
        return _lines(ready)
    state = {"call": None}

    def done(_=None):
        bus.remove_listener(on_event)
        call = state["call"]
        if call is not None and call.active():
            call.cancel()

    def answer():
        state["call"] = None
        if not d.called:
            done()
            d.callback(_lines(bus.since(since, matcher, MAX_EVENTS)))

    def on_event(ev):
        if matcher(ev) and state["call"] is not None and state["call"].active():
            # Answer on the next reactor turn: the rest of this batch's events come too.
            state["call"].cancel()
            state["call"] = clock.callLater(0, answer)

    d = defer.Deferred(canceller=lambda _: done())
    bus.add_listener(on_event)
    state["call"] = clock.callLater(wait, answer)
    return d


class _Stream:
    """One streaming ``/events`` response (an IPushProducer for its request)."""

    def __init__(self, request, bus, clock, is_ended, since, matcher, streams):
        self.request = request
        self.bus = bus
        self.clock = clock
        self.is_ended = is_ended
        self.cursor = since
        self.matcher = matcher
        self.streams = streams
        self.paused = False
        self.closed = False
        self._call = None
        self.d = defer.Deferred(canceller=lambda _: self._close())
        bus.want(matcher.classes, 1)          # frames (and api) recorded while we stream
        bus.add_listener(self._on_event)
        request.registerProducer(self, True)
        if streams is not None:
            streams.add(self)
        self.flush()

    # -- IPushProducer ---------------------------------------------------------------------
    def pauseProducing(self):
        """The client is not reading: stop writing (the cursor waits in the ring)."""
        self.paused = True

    def resumeProducing(self):
        """The client reads again: write what came meanwhile."""
        self.paused = False
        self._schedule()

    def stopProducing(self):
        """The connection is going away."""
        self._close()

    # -- writing ---------------------------------------------------------------------------
    def _on_event(self, ev):
        self._schedule()

    def _schedule(self):
        if self._call is None and not self.closed:
            self._call = self.clock.callLater(0, self.flush)

    def flush(self):
        """Write every event after the cursor; end the response once the session ended."""
        self._call = None
        if self.closed or self.paused:
            return
        events = self.bus.since(self.cursor, self.matcher)
        self.cursor = self.bus.seq
        if events:
            self.request.write(_lines(events))
        if self.is_ended():
            self._close()
            if not self.d.called:
                self.d.callback(b"")          # Klein finishes the response

    def _close(self):
        if self.closed:
            return
        self.closed = True
        if self._call is not None and self._call.active():
            self._call.cancel()
        self._call = None
        self.bus.remove_listener(self._on_event)
        self.bus.want(self.matcher.classes, -1)
        try:
            self.request.unregisterProducer()
        except (AttributeError, RuntimeError):
            pass
        if self.streams is not None:
            self.streams.discard(self)


class Streams(set):
    """The open streams of one server, so the end of a run can flush them: call
    :meth:`drain` from a ``before shutdown`` trigger."""

    def drain(self, clock):
        """Write every open stream's last events and end it; a Deferred that fires once
        their bytes left (or after :data:`DRAIN_SECONDS`)."""
        transports = []
        d = defer.Deferred()
        deadline = clock.seconds() + DRAIN_SECONDS

        def start():
            # A turn later: the run's own shutdown trigger has recorded `ended` by then.
            for s in list(self):
                s.paused = False
                s.flush()
                transports.append(getattr(s.request, "transport", None))
                if not s.closed:
                    s._close()
                    if not s.d.called:
                        s.d.callback(b"")
            check()

        def check():
            busy = [t for t in transports if t is not None and
                    (getattr(t, "dataBuffer", b"") or getattr(t, "_tempDataBuffer", None))]
            if not busy or clock.seconds() >= deadline:
                d.callback(None)
            else:
                clock.callLater(0.01, check)
        clock.callLater(0, start)
        return d
