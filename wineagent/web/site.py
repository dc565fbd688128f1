"""The twistd service's web site: the emulator page, the dashboard, ``/lib``, the hub and
the page VMs, in one Klein app.

``/`` and ``/index.html`` serve ``static/index.html``; on a loopback bind (and unless
``--no-agent-inject``) a ``<script type=module>`` that connects the page to the hub is
appended as it is served, so every page the service serves is a hub session the moment it
loads. A wider bind never injects: the page would need the agent token, and serving the
token to every viewer would be serving control of every session.

Every request first passes the site's :class:`~wineagent.web.guard.Guard` (Host, Origin,
Content-Type; see guard.py and docs/browser.md "Security posture"). Open to pages of other
origins: ``/lib/*`` (so a page served elsewhere can import agent-remote.js) and the hub's
page side (:data:`~wineagent.web.hub.OPEN_PATHS`); everything else serves this site's own
pages and the ``ctl`` client.
"""

import os

from klein import Klein

from .guard import Guard
from .httputil import json_response
from .hub import OPEN_PATHS, Hub
from .openapi import hub_document
from .pages import Pages
from .programs import Programs

__all__ = ["WebSite", "STATIC_DIR", "INJECT_SCRIPT", "is_loopback", "SITE_OPEN_PATHS"]

def _static_dir():
    """static/ of a checkout (or editable install), else the copy installed as package data
    (``wineagent/static``, copied from static/ by setup.py's build_py)."""
    checkout = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "static")
    if os.path.isfile(os.path.join(checkout, "index.html")):
        return checkout
    return os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "static")


STATIC_DIR = _static_dir()

#: Appended to index.html on loopback binds: connect to the hub at the page's own origin.
INJECT_SCRIPT = (b'\n<script type="module" data-agent-inject>'
                 b"import('/lib/agent-remote.js').then(m => m.connect());</script>\n")

_TYPES = {".js": b"text/javascript; charset=utf-8", ".html": b"text/html; charset=utf-8",
          ".css": b"text/css; charset=utf-8", ".png": b"image/png",
          ".svg": b"image/svg+xml", ".json": b"application/json"}


#: Paths pages of any origin may reach: the page-side hub routes and the page's modules.
SITE_OPEN_PATHS = OPEN_PATHS + ("/lib/*",)


def is_loopback(interface):
    """True for an interface that only this machine can reach."""
    return interface in ("127.0.0.1", "localhost", "::1") or interface.startswith("127.")


class WebSite:
    """Klein app of the whole service. ``inject`` appends the auto-connect script; ``guard``
    is the Host/Origin policy (default: a loopback bind with no exceptions); ``print_dir``
    and ``sound_dir`` are the operator's output folders for page VMs (see Pages);
    ``apps_dir`` the operator's folder of programs (programs.py)."""

    app = Klein()

    def __init__(self, reactor, token=None, inject=True, static_dir=STATIC_DIR,
                 origin="http://127.0.0.1:8080", guard=None, max_vms=None, print_dir=None,
                 sound_dir=None, apps_dir=None):
        self.reactor = reactor
        self.guard = guard or Guard()
        # The programs beyond the bundled apps: the operator's --apps-dir and uploads.
        self.programs = Programs(apps_dir)
        # max_vms None: sized to the memory. The folders are the operator's (serve
        # --print-dir/--sound-dir); each page VM writes into its own subfolder.
        self.pages = Pages(reactor, max_vms=max_vms, print_dir=print_dir,
                           sound_dir=sound_dir, programs=self.programs, token=token)
        self.hub = Hub(reactor, token=token, pages=self.pages, programs=self.programs)
        self.hub.origin = origin
        self.inject = inject
        self.static_dir = static_dir

    def resource(self):
        """The Twisted resource of this app, behind its guard."""
        return self.guard.wrap(self.app.resource(), open_paths=SITE_OPEN_PATHS)

    def _file(self, request, relative):
        path = os.path.realpath(os.path.join(self.static_dir, relative))
        root = os.path.realpath(self.static_dir) + os.sep
        if not path.startswith(root) or not os.path.isfile(path):
            request.setResponseCode(404)
            request.setHeader(b"content-type", b"text/plain; charset=utf-8")
            return b"not found\n"
        with open(path, "rb") as f:
            data = f.read()
        request.setHeader(b"content-type", _TYPES.get(os.path.splitext(path)[1],
                                                      b"application/octet-stream"))
        request.setHeader(b"cache-control", b"no-cache")
        return data

    @app.route("/", methods=["GET"])
    @app.route("/index.html", methods=["GET"])
    def index(self, request):
        """The emulator page (with the auto-connect script on loopback binds)."""
        data = self._file(request, "index.html")
        if self.inject and request.code == 200:
            data += INJECT_SCRIPT
        return data

    @app.route("/dashboard", methods=["GET"])
    @app.route("/dashboard.html", methods=["GET"])
    def dashboard(self, request):
        """Many emulators at once, one iframe tile each."""
        return self._file(request, "dashboard.html")

    @app.route("/lib/<path:name>", methods=["GET"])
    def lib(self, request, name):
        """The page's modules, CORS-open so a page served elsewhere can import them (the
        guard sets the header: ``/lib/*`` is an open path)."""
        return self._file(request, os.path.join("lib", name))

    @app.route("/openapi.json", methods=["GET"])
    def openapi(self, request):
        """The OpenAPI 3.1 description of every route (wineagent/web/openapi.py)."""
        return json_response(request, hub_document())

    @app.route("/api/agent", methods=["GET"])
    @app.route("/api/agent/", methods=["GET"])
    def agent_root(self, request):
        """The hub's protocol text."""
        return self.hub.protocol_text(request)

    @app.route("/api/agent/", branch=True)
    def agent(self, request):
        """The hub."""
        return self.hub.resource()

    @app.route("/api/vm", methods=["POST"])
    @app.route("/api/vm/", methods=["POST"])
    def new_vm(self, request):
        """Open a VM for a page: ``{app, frozen?, tickMs?}`` -> its status."""
        return self.pages.new_vm(request)

    @app.route("/api/vm/", branch=True)
    def vms(self, request):
        """The page VMs."""
        return self.pages.resource()
