"""``twistd -n wineagent`` (and ``wineagent serve``): the hub, the pages and the dashboard.

``Options`` holds the flags; ``makeService`` returns a MultiService of the web site on its
endpoint plus the expiry of hub sessions and page VMs. At startup it prints the page URL,
the dashboard URL and the one line that connects a page served elsewhere; a bind beyond
loopback prints the random token every agent request must carry, and turns injection off.

A port that cannot be bound ends the process at once with one line ("port N is in use"),
under twistd as under ``wineagent serve``: the listener raises ``ListenFailed`` while the
service starts, instead of Twisted's default of logging the error and running on,
listening nowhere. SIGTERM and SIGINT stop the service gracefully (Twisted's handlers:
the port closes, page VMs are closed, twistd logs "Server Shut Down.").
"""

import os
import sys

from twisted.application import internet, service
from twisted.internet.error import CannotListenError
from twisted.python import usage

from .folders import folder_problem
from .ports import ListenFailed, listen_failure

__all__ = ["Options", "FolderRefused", "makeService", "serve_main", "listen_info"]

DEFAULT_PORT = "tcp:8080:interface=127.0.0.1"


class FolderRefused(usage.UsageError):
    """``--print-dir`` / ``--sound-dir`` / ``--apps-dir`` names a folder that cannot be
    used; ``str()`` is the one-line reason (``wineagent serve`` prints only that line)."""


class Options(usage.Options):
    """Command-line options of the wineagent twistd plugin."""

    optParameters = [
        ["port", "p", DEFAULT_PORT,
         "strports description of where to listen (a non-loopback interface requires the "
         "printed token on agent routes and disables auto-connect injection)"],
        ["token", None, None, "the token for a wide bind (default: $WINE_AGENT_TOKEN or a "
         "random one)"],
        ["max-vms", None, None, "at most this many page VMs at once (default: half the "
         "machine's memory / 32 MB, within 8..1000; docs/scale-out.md)"],
        ["print-dir", None, None, "write what page VMs print under DIR, one subfolder per "
         "VM (DIR/vm-ID): a PNG per page, a PDF per document (default: kept in memory "
         "and reported; docs/printing.md). DIR is created at startup"],
        ["sound-dir", None, None, "write what page VMs play under DIR, one subfolder per "
         "VM (DIR/vm-ID): WAV and .mid files (default: reported with their SHA-256 only; "
         "docs/sound.md). DIR is created at startup"],
        ["apps-dir", None, None, "offer the programs in DIR (NAME.exe, or a folder NAME "
         "holding NAME.exe and its files) to agents and the dashboard as dir:NAME, next "
         "to the bundled apps; on a wide bind only with the token (docs/browser.md). DIR "
         "must exist"],
    ]
    optFlags = [
        ["no-agent-inject", None, "do not append the hub auto-connect script to index.html"],
    ]

    def __init__(self):
        usage.Options.__init__(self)
        self["allow-origin"] = []
        self["allow-host"] = []

    def opt_allow_origin(self, origin):
        """let pages of ORIGIN (scheme://host[:port]) use every route (repeatable)"""
        from .web.guard import check_origin
        try:
            self["allow-origin"].append(check_origin(origin))
        except ValueError as e:
            raise usage.UsageError("--allow-origin: %s" % e)

    def opt_allow_host(self, name):
        """also accept requests addressed to host NAME (repeatable)"""
        from .web.guard import check_host_name
        try:
            self["allow-host"].append(check_host_name(name))
        except ValueError as e:
            raise usage.UsageError("--allow-host: %s" % e)

    def postOptions(self):
        """Check the endpoint description and the token early, with a readable message."""
        from .web.auth import check_token
        from twisted.internet.endpoints import _parseServer
        try:
            _parseServer(self["port"], None)
        except (ValueError, KeyError) as e:
            raise usage.UsageError("--port %r: %s" % (self["port"], e))
        # A token must be printable ASCII (it travels in a header): refuse it here rather
        # than start a server that can never accept a request. $WINE_AGENT_TOKEN counts only
        # where it would be used (a wide bind without --token).
        if self["max-vms"] is not None:
            text = str(self["max-vms"]).strip()
            if not (text.isdigit() and text.isascii() and int(text) >= 1):
                raise usage.UsageError("--max-vms must be an integer >= 1, got %r"
                                       % self["max-vms"])
            self["max-vms"] = int(text)
        # The output folders: the same check and one-line reason as `wineagent run`.
        for flag in ("print-dir", "sound-dir"):
            if self[flag] is not None:
                problem = folder_problem(self[flag])
                if problem:
                    raise FolderRefused("--%s: %s" % (flag, problem))
                self[flag] = os.path.abspath(self[flag])
        if self["apps-dir"] is not None:
            # The operator's own folder, read, never written: it must already be there.
            if not os.path.isdir(self["apps-dir"]):
                raise FolderRefused("--apps-dir: %s is not a folder" % self["apps-dir"])
            self["apps-dir"] = os.path.realpath(self["apps-dir"])
        from .web.site import is_loopback
        token, what = self["token"], "--token"
        if token is None and not is_loopback(listen_info(self["port"])[0]):
            token, what = os.environ.get("WINE_AGENT_TOKEN"), "$WINE_AGENT_TOKEN"
        if token is not None:
            try:
                check_token(token)
            except ValueError as e:
                raise usage.UsageError("%s: %s" % (what, e))


def listen_info(description):
    """(interface, port) of a strports description (interface '' means every address)."""
    from twisted.internet.endpoints import _parseServer
    _, args, kw = _parseServer(description, None)
    port = int(args[0]) if args else int(kw.get("port", 0))
    return kw.get("interface", ""), port


class _Listen(internet.StreamServerEndpointService):
    """The site's listener: a port that cannot be bound raises ``ListenFailed`` from
    ``privilegedStartService`` (TCP binds synchronously), so startup fails right there."""

    def __init__(self, endpoint, factory, interface, port):
        internet.StreamServerEndpointService.__init__(self, endpoint, factory)
        self.interface = interface
        self.port_number = port

    def privilegedStartService(self):
        """Bind now; ListenFailed with the one-line reason if that is impossible."""
        # Twisted's own switch for "raise a synchronous listen failure instead of logging
        # it"; the base class clears it after each attempt.
        self._raiseSynchronously = True
        try:
            internet.StreamServerEndpointService.privilegedStartService(self)
        except CannotListenError as e:
            raise ListenFailed(listen_failure(e, self.port_number, self.interface)) from None


class _Announce(service.Service):
    """Prints the URLs once the port is listening (the port may be 0: ask the listener)."""

    def __init__(self, endpoint_service, interface, token, inject, out):
        self.endpoint_service = endpoint_service
        self.interface = interface
        self.token = token
        self.inject = inject
        self.out = out
        self.port = None

    def startService(self):
        service.Service.startService(self)
        d = self.endpoint_service._waitingForPort
        if d is not None:
            d.addCallback(self._listening)

    def _listening(self, port):
        if port is None:
            return None  # an asynchronous listen failure, already logged by Twisted
        self.port = port
        number = port.getHost().port
        host = self.interface if self.interface not in ("", "0.0.0.0", "::") else "127.0.0.1"
        origin = "http://%s:%d" % (host if ":" not in host else "[%s]" % host, number)
        self.site.hub.origin = origin
        lines = ["[wineagent] page:      %s/?debug" % origin,
                 "[wineagent] dashboard: %s/dashboard?apps=sol,winmine" % origin,
                 "[wineagent] protocol:  curl %s/api/agent" % origin,
                 "[wineagent] paste into a page served elsewhere:",
                 "  import('%s/lib/agent-remote.js').then(m => m.connect('%s'))"
                 % (origin, origin)]
        if self.token:
            lines.append("[wineagent] bound beyond loopback: agent routes need the token "
                         "(ctl --token=T or WINE_AGENT_TOKEN); auto-connect is off")
            lines.append("[wineagent] token: %s" % self.token)
        elif not self.inject:
            lines.append("[wineagent] auto-connect injection is off (--no-agent-inject)")
        self.out("\n".join(lines) + "\n")
        return port


class _Expiry(service.Service):
    """Every 5 s: drop hub sessions and page VMs whose page has gone."""

    def __init__(self, site, reactor):
        self.site = site
        self.reactor = reactor
        self.loop = None

    def startService(self):
        from twisted.internet.task import LoopingCall
        service.Service.startService(self)
        self.loop = LoopingCall(self._tick)
        self.loop.clock = self.reactor
        self.loop.start(5.0, now=False)

    def _tick(self):
        self.site.hub.sessions.expire()
        self.site.pages.expire()

    def stopService(self):
        service.Service.stopService(self)
        if self.loop is not None and self.loop.running:
            self.loop.stop()
        self.site.pages.close_all()
        self.site.programs.close()       # the uploads' temporary folder


def _write(text):
    sys.stdout.write(text)
    sys.stdout.flush()


def make_service(options, reactor, out=_write):
    """The service for ``options`` on ``reactor``; ``out`` receives the startup text."""
    from twisted.internet.endpoints import serverFromString
    from twisted.web.server import Site
    from .web.auth import make_token
    from .web.guard import Guard
    from .web.site import WebSite, is_loopback
    interface, port_number = listen_info(options["port"])
    wide = not is_loopback(interface)
    token = None
    if wide:
        token = options["token"] or os.environ.get("WINE_AGENT_TOKEN") or make_token()
    inject = not options["no-agent-inject"] and not wide
    guard = Guard(interface, allow_hosts=options["allow-host"],
                  allow_origins=options["allow-origin"])
    site = WebSite(reactor, token=token, inject=inject, guard=guard,
                   max_vms=options["max-vms"], print_dir=options["print-dir"],
                   sound_dir=options["sound-dir"], apps_dir=options["apps-dir"])
    web = Site(site.resource())
    web.noisy = False
    top = service.MultiService()
    endpoint_service = _Listen(serverFromString(reactor, options["port"]), web, interface,
                               port_number)
    endpoint_service.setServiceParent(top)
    announce = _Announce(endpoint_service, interface, token, inject, out)
    announce.site = site
    announce.setServiceParent(top)
    _Expiry(site, reactor).setServiceParent(top)
    top.site = site
    top.announce = announce
    return top


def makeService(options):
    """twistd entry point."""
    from twisted.internet import reactor
    _one_line_listen_failures()
    return make_service(options, reactor)


def _one_line_listen_failures():
    """Under twistd, print a ListenFailed as its one line instead of a traceback.

    twistd lets an exception from service startup escape (after removing its pid file),
    so the interpreter would print a traceback and exit 1. The exit status stays; only
    the printing changes, and only for ListenFailed.
    """
    previous = sys.excepthook

    def hook(kind, value, tb):
        if isinstance(value, ListenFailed):
            # twistd has replaced sys.stderr with a log file; the user reads the terminal.
            sys.__stderr__.write("wineagent: %s\n" % value)
            sys.__stderr__.flush()
        else:
            previous(kind, value, tb)
    sys.excepthook = hook


def serve_main(argv):
    """``wineagent serve [--port=...] [--no-agent-inject]``: run the service in the
    foreground (the same as ``twistd -n wineagent``); returns the exit code."""
    from twisted.internet import reactor
    options = Options()
    try:
        options.parseOptions(argv)
    except FolderRefused as e:
        sys.stderr.write("wineagent serve: error: %s\n" % e)
        return 2
    except usage.UsageError as e:
        sys.stderr.write("wineagent serve: %s\n%s" % (e, options))
        return 2
    top = make_service(options, reactor)
    try:
        top.privilegedStartService()  # binds the port, as twistd does before startService
    except ListenFailed as e:
        sys.stderr.write("wineagent serve: %s\n" % e)
        return 2
    reactor.callWhenRunning(top.startService)
    reactor.addSystemEventTrigger("before", "shutdown", top.stopService)
    reactor.run()
    return 0
