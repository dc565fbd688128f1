"""Server-side VMs for browser pages (``/api/vm/*``): the page is their screen and hands.

In the seed the emulator ran inside the page. Here it is Python, so each page opens a VM in
the twistd process (``POST /api/vm``), draws its frames on ``<canvas id="screen">`` and
forwards the canvas's input to it over one WebSocket (``/api/vm/ID/ws``). The server pushes
a frame only when the VM's screen changed and the page has acknowledged the previous one,
so an idle page costs no messages and no CPU. (A WebSocket rather than an HTTP long-poll:
browsers allow six HTTP connections per host across all tabs, so a page holds no request
open — its hub channel is a WebSocket too, see hub.py and docs/browser.md.)

A page's VM lives on wall time while live (``Host(wall_live=True)``): guest time follows the
reactor's clock, a parked guest sleeps until its next timer deadline. Freezing stops the
wall reading and charges ``tickMs`` per step; unfreezing slides the wall origin, so the
guest never sees a jump. A hidden page pauses a live VM (not a frozen one). A VM ends when
its page has been gone for 60 s.

These routes are the page's own screen, not the agent channel, so they need no token even
on a wide bind (the phone case); for the same reason they offer no Python ``eval`` and no
server-side file writes — only input, frames, frozen/step and read-only inspection. They
serve only this server's own pages: the site's guard (guard.py) refuses other origins, and
their POSTs take only ``application/json``.

What the guest prints or plays is written to the host only when the operator started the
service with ``--print-dir DIR`` / ``--sound-dir DIR``: each VM then writes into its own
subfolder ``DIR/vm-ID`` (ID: the server-made VM id), so VMs never overwrite each other's
files. No request chooses or changes a host path; without the flags nothing is written
(printed pages stay in the VM's memory, sounds are reported with their hashes).
"""

import json
import os
import secrets
import struct

from klein import Klein
from ..apps import APPS, app_ids
from ..control.dispatch import png_bytes
from ..folders import session_folder
# PAGE_ACTIONS: what a page may run on its VM (no eval, no file writes), from the verb
# declarations (control/verbs.py: page=True, and all input).
from ..control.protocol import (INPUT_ACTIONS, MAX_BODY, PAGE_ACTIONS, ProtocolError,
                                Rejected, parse_body)
from ..host import Host
from ..machine.loader import BadExecutable
from .auth import token_ok
from .httputil import json_response, read_json, ws_close, ws_send
from .reclaim import Reclaimer

__all__ = ["Pages", "PageVM", "PageHost", "VM_EXPIRY", "VM_MEMORY", "MAX_VMS",
           "default_max_vms", "PAGE_ACTIONS"]

#: A VM whose page has not been heard from for this long ends.
VM_EXPIRY = 60.0
#: What the default limit budgets for one page VM, in bytes. bench/bench_idle.py measures
#: 6-7.5 MB of resident memory per idle VM (winmine, sol, notepad, clock); a program at work
#: grows its heap, surfaces and touched guest pages, so the budget is about four times that.
VM_MEMORY = 32 << 20
#: Share of the machine's memory page VMs may take by default (the rest: the service
#: itself, the system, other work).
VM_MEMORY_SHARE = 0.5
#: Bounds of the default limit: a small machine still runs a dashboard of a few tiles;
#: past the upper bound one reactor thread is the limit, not memory.
MIN_VMS, MAX_VMS = 8, 1000


def default_max_vms(total_memory=None):
    """The default page-VM limit (``--max-vms``): half the machine's memory divided by
    :data:`VM_MEMORY`, within [:data:`MIN_VMS`, :data:`MAX_VMS`] — 1 GB gives 16, 4 GB
    64, 16 GB 256. ``total_memory`` in bytes (default: this machine's physical memory)."""
    if total_memory is None:
        try:
            total_memory = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        except (AttributeError, ValueError, OSError):
            total_memory = 0     # unknown: the lower bound
    n = int(total_memory * VM_MEMORY_SHARE) // VM_MEMORY
    return max(MIN_VMS, min(MAX_VMS, n))



class PageHost(Host):
    """A Host on wall time that tells its page when the screen changes."""

    #: ``record`` keeps the recording in memory for the page to download (replay/command.py).
    records_in_memory = True
    vid = None

    def __init__(self, vm, on_batch, **kw):
        Host.__init__(self, vm, wall_live=True, **kw)
        self._on_batch = on_batch
        self.input_events = 0

    def run_one_batch(self, keep_going=None):
        """One batch, then push the frame to the page if the screen changed."""
        frames = self.vm.frames
        done = Host.run_one_batch(self, keep_going)
        if self.vm.frames != frames or self.ended:
            self._on_batch()
        return done

    def _end(self, reason):
        Host._end(self, reason)
        self._on_batch()

    def snapshot(self):
        """The CLI snapshot plus the page VM's input counter and frame version."""
        snap = Host.snapshot(self)
        snap["inputEvents"] = self.input_events
        snap["frame"] = self.vm.frames
        snap["paused"] = self.paused
        return snap

    def recording_url(self):
        """Where the page downloads its last recording (Pages.recording)."""
        return "/api/vm/%s/recording" % self.vid

    def ping(self):
        """Identity of the VM (the page adds its own session on top)."""
        p = Host.ping(self)
        p["kind"] = "page-vm"
        return p


class PageVM:
    """One page's VM: its host, its page's socket, frame flow control, last-seen time."""

    def __init__(self, vid, app, reactor, frozen=False, tick_ms=16, screen=(640, 480),
                 print_dir=None, sound_dir=None, program=None):
        from ..vm import VM
        # program: a programs.Program (--apps-dir, an upload) to run instead of the
        # bundled app ``app``.
        info = program or APPS[app]
        self.id = vid
        self.app = app
        self.reactor = reactor
        # print_dir/sound_dir: this VM's own folders (Pages makes them DIR/vm-ID), or None.
        self.vm = VM(info.exe, args=info.args, screen=screen, tick_ms=tick_ms,
                     wall=reactor.seconds, app_id=app, sound_dir=sound_dir)
        try:
            # The program's files, beside its executable on C: (before any guest code
            # runs: the VM has only been built).
            for host_path, name in (program.files if program else ()):
                self.vm.vfs.install_file(host_path, name)
        except BaseException:
            self.vm.close()
            raise
        self.vm.print_dir = print_dir
        self.host = PageHost(self.vm, self._push, reactor=reactor, frozen=frozen,
                             app=app, session="vm:" + vid, wall=reactor.seconds)
        self.host.vid = vid
        self.last_seen = reactor.seconds()
        self.hidden = False
        self.socket = None           # the page's _PageSocket while connected
        self._sent = None            # frame version last sent
        self._unacked = False        # a frame is on its way; send the next after the ack
        self._png = (None, None)     # (frame version, bytes): one encode per version

    @property
    def version(self):
        """The frame version: bumps exactly when the composed screen changed."""
        return self.vm.frames

    def frame_png(self):
        """PNG bytes of the current frame (cached per version)."""
        v = self.version
        if self._png[0] != v:
            self._png = (v, png_bytes(self.vm))
        return self._png[1]

    def touch(self):
        """The page was heard from."""
        self.last_seen = self.reactor.seconds()

    @property
    def held(self):
        """True while the page's socket is open (it is certainly there)."""
        return self.socket is not None

    # -- the page's socket --------------------------------------------------------------
    def attach(self, sock):
        """A page connected: it gets the current frame at once."""
        if self.socket is not None:
            ws_close(self.socket.transport)
        self.socket = sock
        self._sent = None
        self._unacked = False
        self.touch()
        self._push()

    def detach(self, sock):
        """The page's socket closed; the VM lives on for ``VM_EXPIRY`` seconds."""
        if self.socket is sock:
            self.socket = None
            self.touch()

    def ack(self, version):
        """The page drew ``version``: send a newer frame if there is one."""
        self._unacked = False
        self._push()

    def _push(self):
        sock = self.socket
        if sock is None:
            return
        if self.host.ended and not getattr(sock, "told_end", False):
            sock.told_end = True
            sock.send_json({"t": "ended", "reason": self.host.end_reason})
        if self._unacked or self._sent == self.version:
            return
        self._sent = self.version
        self._unacked = True
        if not ws_send(sock.transport, struct.pack(">I", self._sent) + self.frame_png()):
            self._unacked = False       # the page is closing this socket; it will reconnect

    def status(self):
        """Frozen state, counters, frame version, pause and end."""
        st = self.host.status()
        st.update({"vm": self.id, "app": self.app, "frame": self.version,
                   "paused": self.host.paused, "hidden": self.hidden,
                   "ended": self.host.end_reason, "inputEvents": self.host.input_events,
                   "width": self.vm.gdi.width, "height": self.vm.gdi.height})
        return st

    def set_hidden(self, hidden):
        """A hidden tab pauses a live VM; a frozen one stays steppable (Host ignores the
        pause for steps)."""
        self.hidden = bool(hidden)
        self.host.set_paused(self.hidden)

    def submit(self, items):
        """Run parsed commands (input and PAGE_ACTIONS only); Deferred -> replies."""
        self.touch()
        checked = []
        for c in items:
            if hasattr(c, "action") and c.action not in PAGE_ACTIONS:
                c = Rejected(c.id, "%s is not available on a page's VM route" % c.action)
            elif hasattr(c, "action") and c.action in INPUT_ACTIONS:
                self.host.input_events += 1
            checked.append(c)
        return self.host.submit(checked)

    def close(self, reason="page closed"):
        """End the VM and drop its page's socket."""
        self.host._end(reason)
        if self.socket is not None:
            ws_close(self.socket.transport)
        self.vm.close()


class _PageSocket:
    """The WebSocket of one page (a twisted.web.websocket WebSocketProtocol).

    Page -> server, JSON text: ``{"t": "cmd", "rid": N, "body": command | [commands]}``
    (input and PAGE_ACTIONS, answered by ``{"t": "reply", "rid": N, "replies": [...],
    "status": {...}}`` once executed), ``{"t": "ack", "v": V}`` (frame V drawn),
    ``{"t": "visibility", "hidden": bool}``. Server -> page: binary frames (4-byte
    big-endian version + PNG) and ``{"t": "ended", "reason": ...}``.
    """

    def __init__(self, pvm):
        self.pvm = pvm
        self.transport = None
        self.told_end = False

    def negotiationStarted(self, transport):
        """The socket is being set up."""
        self.transport = transport

    def negotiationFinished(self):
        """Connected: start pushing frames."""
        self.pvm.attach(self)

    def send_json(self, value):
        """One JSON text message."""
        ws_send(self.transport, json.dumps(value))

    def textMessageReceived(self, message):
        """A page message (see the class docstring)."""
        pvm = self.pvm
        pvm.touch()
        try:
            msg = json.loads(message)
        except (ValueError, RecursionError):  # RecursionError: nested too deeply
            return
        if not isinstance(msg, dict):
            return
        t = msg.get("t")
        if t == "ack":
            pvm.ack(msg.get("v"))
        elif t == "visibility":
            pvm.set_hidden(bool(msg.get("hidden")))
        elif t == "cmd":
            rid = msg.get("rid")
            try:
                items, is_array = parse_body(json.dumps(msg.get("body")))
            except ProtocolError as e:
                self.send_json({"t": "reply", "rid": rid, "error": str(e)})
                return
            pvm.submit(items).addCallback(lambda replies: self.send_json(
                {"t": "reply", "rid": rid, "replies": replies, "status": pvm.status()}))

    def bytesMessageReceived(self, data):
        """Pages send no binary messages."""

    def pongReceived(self, payload):
        """Unused."""

    def connectionLost(self, reason):
        """The page went away (or reconnects); the VM's expiry clock starts."""
        self.pvm.detach(self)
        self.transport = None


class _SocketFactory:
    def __init__(self, pvm):
        self.pvm = pvm

    def buildProtocol(self, request):
        return _PageSocket(self.pvm)




class Pages:
    """Klein app of ``/api/vm/*``: creates page VMs and serves their frames and input.

    ``print_dir`` / ``sound_dir`` (the service's ``--print-dir`` / ``--sound-dir``, None:
    write nothing): each VM writes into its own subfolder ``DIR/vm-ID`` of them."""

    app = Klein()

    def __init__(self, reactor, max_vms=None, expiry=VM_EXPIRY, print_dir=None,
                 sound_dir=None, programs=None, token=None):
        self.reactor = reactor
        # Programs beyond the bundled apps (programs.py): listed and started only for a
        # request that would pass the agent routes' token rule (a wide bind's token).
        self.programs = programs
        self.token = token
        self.print_dir = print_dir
        self.sound_dir = sound_dir
        self.max_vms = default_max_vms() if max_vms is None else max_vms
        self.expiry = expiry
        self.vms = {}
        # callables(pvm) when a VM has ended: whoever keeps a PageVM (a hub session's event
        # log) lets go of it here, or that VM could never be freed (issue 18).
        self.on_close = []
        # Ended VMs are freed by a cyclic collection, their memory handed back to the
        # system by a heap trim: once per burst of ends (reclaim.py says why).
        self.reclaimer = Reclaimer(reactor)

    def resource(self):
        """The Twisted resource of this app."""
        return self.app.resource()

    # -- lifecycle --------------------------------------------------------------------
    def create(self, app, frozen=False, tick_ms=16):
        """A new PageVM for registry app ``app``, or for program ``dir:NAME`` /
        ``upload:NAME`` (programs.py); KeyError when unknown. Whether the caller may start
        a program is the route's check (:meth:`may_use_programs`)."""
        self.expire()
        program = None
        if self.programs is not None and self.programs.is_program_id(app):
            program = self.programs.get(app)
        elif app not in APPS:
            raise KeyError(app)
        if len(self.vms) >= self.max_vms:
            raise OverflowError("%d page VMs are running (the limit, --max-vms); close "
                                "a page" % len(self.vms))
        vid = secrets.token_hex(4)
        while vid in self.vms:
            vid = secrets.token_hex(4)
        session = "vm:" + vid
        pvm = PageVM(vid, app, self.reactor, frozen=frozen, tick_ms=tick_ms,
                     print_dir=session_folder(self.print_dir, session),
                     sound_dir=session_folder(self.sound_dir, session), program=program)
        self.vms[vid] = pvm
        pvm.host.start()
        return pvm

    def expire(self):
        """End VMs whose page has been gone ``expiry`` seconds (no request, none held)."""
        now = self.reactor.seconds()
        for vid, pvm in list(self.vms.items()):
            if not pvm.held and now - pvm.last_seen >= self.expiry:
                self.close(vid, "page gone for %ds" % self.expiry)

    def close(self, vid, reason="page closed"):
        """End and forget one VM; False when there was no such VM."""
        pvm = self.vms.pop(vid, None)
        if pvm is None:
            return False
        pvm.close(reason)
        for fn in list(self.on_close):
            fn(pvm)
        self.reclaimer.schedule()
        return True

    def close_all(self):
        """End every VM (service shutdown; the process is going, so no reclaim is left
        scheduled on the reactor)."""
        for vid in list(self.vms):
            self.close(vid, "service stopped")
        self.reclaimer.cancel()

    def _vm(self, request, vid):
        pvm = self.vms.get(vid)
        if pvm is not None:
            pvm.touch()
        return pvm

    def _gone(self, request, vid):
        return json_response(request, {"error": "no VM %s: it ended (its page was gone for %ds) "
                                        "or never existed; reload the page" % (vid, self.expiry),
                               "gone": True}, 404)

    def may_use_programs(self, request):
        """True when ``request`` may list and start programs beyond the bundled apps: the
        service has some, and the request passes the agent routes' token rule (no token
        on loopback; ``Authorization: Bearer T`` or ``?token=T`` on a wide bind). The page
        routes otherwise take no token, so without this a viewer of a wide bind's page
        could start any uploaded program."""
        return self.programs is not None and token_ok(request, self.token)

    # -- routes ---------------------------------------------------------------------------
    @app.route("/", methods=["POST"])
    def new_vm(self, request):
        """``{app, frozen?: bool, tickMs?: int}`` -> the new VM's status (with ``vm``)."""
        try:
            body = read_json(request)
        except ValueError as e:
            return json_response(request, {"error": str(e)}, 400)
        body = body if isinstance(body, dict) else {}
        app = body.get("app")
        tick = body.get("tickMs", 16)
        if not isinstance(tick, int) or isinstance(tick, bool) or not 1 <= tick <= 60000:
            return json_response(request, {"error": "tickMs must be an integer 1..60000"}, 400)
        if self.programs is not None and self.programs.is_program_id(app) and \
                not self.may_use_programs(request):
            return json_response(request, {"id": None, "ok": False,
                                           "error": "unauthorized: %s is not a bundled app; "
                                           "this server is bound beyond loopback, so "
                                           "starting it needs the token (open the page "
                                           "with ?agent=TOKEN)" % app}, 401)
        try:
            pvm = self.create(app, frozen=bool(body.get("frozen")), tick_ms=tick)
        except (KeyError, TypeError):
            known = sorted(APPS) + ([p.id for p in self.programs.listing()]
                                    if self.may_use_programs(request) else [])
            return json_response(request, {"error": "unknown app %r; one of: %s"
                                   % (app, ", ".join(known))}, 404)
        except OverflowError as e:
            return json_response(request, {"error": str(e)}, 503)
        except BadExecutable as e:          # an --apps-dir file that is no PE32 program
            return json_response(request, {"error": "cannot start %s: %s"
                                           % (app, str(e).splitlines()[0])}, 422)
        except Exception as e:  # noqa: BLE001 - a bad executable: tell the page why
            return json_response(request, {"error": "cannot start %s: %s" % (app, e)}, 500)
        return json_response(request, pvm.status())

    @app.route("/<vid>/ws", methods=["GET"])
    def socket(self, request, vid):
        """The page's WebSocket: frames down, input and commands up."""
        pvm = self.vms.get(vid)
        if pvm is None:
            return self._gone(request, vid)
        from twisted.web.websocket import WebSocketResource
        return WebSocketResource(_SocketFactory(pvm))

    @app.route("/<vid>/frame.png", methods=["GET"])
    def frame(self, request, vid):
        """The current frame as PNG (a curl convenience; pages get frames pushed)."""
        pvm = self._vm(request, vid)
        if pvm is None:
            return self._gone(request, vid)
        request.setHeader(b"content-type", b"image/png")
        request.setHeader(b"cache-control", b"no-store")
        request.setHeader(b"x-frame-version", str(pvm.version).encode())
        return pvm.frame_png()

    @app.route("/apps", methods=["GET"])
    def apps(self, request):
        """The registry: ``[{id, title, args, description, source}]`` of the bundled
        programs (``source`` "bundled"), then, for a request that may use them, the
        operator's ``--apps-dir`` and the uploaded programs (programs.py)."""
        listed = [dict(APPS[a].as_json(), source="bundled") for a in app_ids()]
        if self.may_use_programs(request):
            listed += [p.as_json() for p in self.programs.listing()]
        request.setHeader(b"cache-control", b"no-store")
        return json_response(request, listed)

    @app.route("/<vid>/status", methods=["GET"])
    def status(self, request, vid):
        """The VM's status (frozen, ticks, steps, guestMs, tickMs, frame, paused, ended)."""
        pvm = self._vm(request, vid)
        if pvm is None:
            return self._gone(request, vid)
        return json_response(request, pvm.status())

    @app.route("/<vid>/cmd", methods=["POST"])
    def cmd(self, request, vid):
        """A command or array (input and PAGE_ACTIONS) -> ``{replies, status}``; a step is
        held until it has run."""
        pvm = self._vm(request, vid)
        if pvm is None:
            return self._gone(request, vid)
        try:
            items, _ = parse_body(request.content.read(MAX_BODY + 1))
        except ProtocolError as e:
            return json_response(request, {"error": str(e)}, 400)
        d = pvm.submit(items)
        return d.addCallback(lambda replies: json_response(request, {"replies": replies,
                                                             "status": pvm.status()}))

    @app.route("/<vid>/recording", methods=["GET"])
    def recording(self, request, vid):
        """The VM's last finished recording (``record stop``) as an NDJSON download."""
        pvm = self._vm(request, vid)
        if pvm is None:
            return self._gone(request, vid)
        data = pvm.host.recorder.last
        if data is None:
            return json_response(request, {"error": "no finished recording: press Record, "
                                           "then stop it"}, 404)
        request.setHeader(b"content-type", b"application/x-ndjson")
        request.setHeader(b"cache-control", b"no-store")
        request.setHeader(b"content-disposition", ('attachment; filename="%s-%s.ndjson"'
                                                   % (pvm.app, vid)).encode())
        return data

    @app.route("/<vid>/fork", methods=["POST"])
    def fork(self, request, vid):
        """A new VM holding this one's state (docs/state.md) -> the new VM's status."""
        pvm = self._vm(request, vid)
        if pvm is None:
            return self._gone(request, vid)
        from ..state.pages import NotSaveable, StateFileError, fork_page_vm
        try:
            child = fork_page_vm(self, pvm)
        except OverflowError as e:
            return json_response(request, {"error": str(e)}, 503)
        except (NotSaveable, StateFileError) as e:
            return json_response(request, {"error": "fork: %s" % e}, 409)
        return json_response(request, child.status())

    @app.route("/<vid>/visibility", methods=["POST"])
    def visibility(self, request, vid):
        """``{hidden: bool}``: a hidden tab pauses a live VM."""
        pvm = self._vm(request, vid)
        if pvm is None:
            return self._gone(request, vid)
        try:
            body = read_json(request)
        except ValueError as e:
            return json_response(request, {"error": str(e)}, 400)
        pvm.set_hidden(bool(body.get("hidden")) if isinstance(body, dict) else False)
        return json_response(request, pvm.status())

    @app.route("/<vid>/close", methods=["POST"])
    def close_route(self, request, vid):
        """The page is leaving (a keepalive fetch on pagehide, or a relaunch)."""
        if not self.close(vid):
            return self._gone(request, vid)
        return json_response(request, {"closed": vid})
