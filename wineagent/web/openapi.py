"""OpenAPI 3.1 descriptions of the two HTTP servers, built as plain data.

:func:`cli_document` describes the CLI VM's control server (wineagent/web/control.py);
:func:`hub_document` the twistd service (wineagent/web/site.py: pages, ``/lib``, the hub of
hub.py under ``/api/agent`` and the page VMs of pages.py under ``/api/vm``). Each server
serves its own at ``GET /openapi.json``; docs/protocol.md ("OpenAPI") says how to use them.

The command vocabulary is the protocol's: each verb's arguments are described from its
declaration (wineagent/control/verbs.py) as the schema ``Args-<verb>``; the rules a type
cannot say (a ref instead of x, y; one limit against another) the server checks and
answers with an ``ok:false`` reply naming what was wrong. Kept as data in its own module so
the route modules stay about routing (and only gain the one line that serves it).
"""

import copy

from ..control.argtypes import schema_of
from ..control.protocol import ACTIONS, MAX_BODY
from ..control.verbs import REQUIRED, VERBS
from .. import __version__
from ..apps import app_ids

__all__ = ["cli_document", "hub_document", "OPENAPI_VERSION"]

OPENAPI_VERSION = "3.1.0"

_REF = "#/components/schemas/"
_RESP = "#/components/responses/"


def _ref(name):
    return {"$ref": _REF + name}


def _json(schema, description):
    return {"description": description, "content": {"application/json": {"schema": schema}}}


# --- shared schemas ---------------------------------------------------------------------

_ID = {"description": "Any string or number the sender chooses; echoed, never interpreted.",
       "type": ["string", "integer", "number", "null"]}

_SCHEMAS = {
    "Command": {
        "description": "One command: an action with its arguments (docs/protocol.md, "
                       "'The command set'), or a bare entry in `cmd` such as "
                       "`click:120:88` or `step 200`. Arguments may also be given at the "
                       "top level. Unknown actions and bad arguments are answered with an "
                       "ok:false reply saying what was expected.",
        "type": "object",
        "properties": {
            "id": _ID,
            "action": {"type": "string", "enum": sorted(ACTIONS)},
            "args": {"type": "object",
                     "description": "The action's arguments: schema Args-<action>."},
            "cmd": {"type": "string", "description": "A bare entry instead of action+args."},
        },
    },
    "CommandBody": {
        "description": "A command, or an array of commands executed in order (one batch "
                       "boundary on a CLI VM) and answered by an array in the same order.",
        "oneOf": [_ref("Command"), {"type": "array", "items": _ref("Command")}],
    },
    "Reply": {
        "description": "One command's answer: ok with a value, or ok:false with an error "
                       "saying what was wrong and what was expected.",
        "type": "object",
        "required": ["id", "ok"],
        "properties": {
            "id": _ID,
            "ok": {"type": "boolean"},
            "value": {"description": "The action's JSON value (a data: URL for png)."},
            "error": {"type": "string"},
        },
    },
    "ReplyBody": {
        "oneOf": [_ref("Reply"), {"type": "array", "items": _ref("Reply")}],
    },
    "ErrorReply": {
        "description": "A refused request, in the reply shape (id null, ok false).",
        "type": "object",
        "required": ["ok", "error"],
        "properties": {"id": {"type": "null"}, "ok": {"const": False},
                       "error": {"type": "string"}},
    },
    "Program": {
        "description": "A program beyond the bundled apps (docs/browser.md, 'Your own "
                       "programs'): `dir:NAME` from the operator's --apps-dir, "
                       "`upload:NAME` uploaded by an agent.",
        "type": "object",
        "required": ["id", "title", "source"],
        "properties": {"id": {"type": "string"}, "title": {"type": "string"},
                       "args": {"type": "string"}, "description": {"type": "string"},
                       "source": {"enum": ["apps-dir", "upload"]},
                       "files": {"type": "array", "items": {"type": "string"}}},
    },
    "Error": {
        "description": "A refused request: what was wrong.",
        "type": "object",
        "required": ["error"],
        "properties": {"error": {"type": "string"}, "gone": {"type": "boolean"},
                       "id": {"type": "null"}, "ok": {"const": False}},
    },
    "Snapshot": {
        "description": "The structured state (docs/protocol.md, 'The snapshot').",
        "type": "object",
        "required": ["windows", "frozen"],
        "properties": {
            "windows": {"type": "array", "items": {"type": "object"}},
            "frozen": {"type": "boolean"},
            "focus": {"type": ["integer", "null"]},
            "active": {"type": ["integer", "null"]},
        },
    },
    "Session": {
        "type": "object",
        "required": ["id", "kind"],
        "properties": {"id": {"type": "string"}, "kind": {"type": "string"},
                       "app": {"type": ["string", "null"]},
                       "href": {"type": ["string", "null"]},
                       "age": {"type": "number"}, "lastSeen": {"type": "number"}},
    },
    "VmStatus": {
        "description": "A page VM's status.",
        "type": "object",
        "required": ["vm", "app", "frozen", "frame"],
        "properties": {"vm": {"type": "string"}, "app": {"type": "string"},
                       "frozen": {"type": "boolean"}, "frame": {"type": "integer"},
                       "paused": {"type": "boolean"}, "hidden": {"type": "boolean"},
                       "ended": {"type": ["string", "null"]},
                       "width": {"type": "integer"}, "height": {"type": "integer"}},
    },
}

_TEXT = {"text/plain": {"schema": {"type": "string"}}}
_HTML = {"text/html": {"schema": {"type": "string"}}}

_RESPONSES = {
    "Unauthorized": _json(_ref("ErrorReply"), "The server is bound beyond loopback and the "
                          "request lacks `Authorization: Bearer TOKEN` (or `?token=`)."),
    "Forbidden": {"description": "A foreign `Host` or `Origin`: the server answers only "
                                 "requests addressed to it (127.0.0.1:PORT or the name it "
                                 "was bound to) from its own pages or from no page, so a "
                                 "web page elsewhere cannot drive it (DNS rebinding, CSRF).",
                  "content": {"application/json": {"schema": _ref("Error")},
                              "text/plain": {"schema": {"type": "string"}}}},
    "TooLarge": _json(_ref("Error"), "The body is over %d bytes." % MAX_BODY),
    "UnsupportedType": {"description": "A body that is not `Content-Type: application/json` "
                                       "(a form post a web page could send without CORS).",
                        "content": {"application/json": {"schema": _ref("Error")},
                                    "text/plain": {"schema": {"type": "string"}}}},
    "Gone": _json(_ref("Error"), "No such session or page VM (it ended, or never existed)."),
    "Malformed": _json(_ref("Error"), "The body is not JSON of the expected shape."),
    "NotFound": {"description": "No such file.", "content": _TEXT},
    "MethodNotAllowed": {"description": "The route exists for other methods.",
                         "content": {"text/html": {"schema": {"type": "string"}}}},
}


def _args_schema(verb):
    """The JSON Schema of one verb's ``args``, from its declaration."""
    props = {}
    for name, convert, default, shape in verb.fields:
        prop = schema_of(convert)
        prop["description"] = (prop.get("description", "") + " (" + shape + ")").strip()
        if default is not REQUIRED and default is not None and not callable(default) and \
                isinstance(default, (int, str)):
            prop["default"] = default
        props[name] = prop
    schema = {"description": verb.summary, "type": "object", "properties": props,
              "additionalProperties": False}
    required = [f for f, _, d, _ in verb.fields if d is REQUIRED]
    if required:
        schema["required"] = required
    return schema


# One schema per verb, derived from its declaration (control/verbs.py).
_SCHEMAS.update({"Args-" + name: _args_schema(v) for name, v in VERBS.items()})


def _op(summary, responses, description=None, body=None, params=(), tags=()):
    op = {"summary": summary, "responses": responses}
    if description:
        op["description"] = description
    if body is not None:
        op["requestBody"] = {"required": True,
                             "content": {"application/json": {"schema": body}}}
    if params:
        op["parameters"] = list(params)
    if tags:
        op["tags"] = list(tags)
    return op


def _guarded(responses, auth=True, body=False):
    """``responses`` plus what every guarded route may answer instead."""
    out = dict(responses)
    out["403"] = {"$ref": _RESP + "Forbidden"}
    if auth:
        out["401"] = {"$ref": _RESP + "Unauthorized"}
    if body:
        out["413"] = {"$ref": _RESP + "TooLarge"}
        out["415"] = {"$ref": _RESP + "UnsupportedType"}
    return out


def _query(name, description, required=True):
    return {"name": name, "in": "query", "required": required, "description": description,
            "schema": {"type": "string"}}


def _path(name, description, pattern=None):
    schema = {"type": "string"}
    if pattern:
        schema["pattern"] = pattern
    return {"name": name, "in": "path", "required": True, "description": description,
            "schema": schema}


_NDJSON = {"application/x-ndjson": {"schema": {
    "type": "string", "description": "One JSON event per line (docs/events.md): every "
    "event has seq, class, ticks, batch (and wall in live mode) plus its class's fields."}}}


def _events_op(extra_params=(), gone=False):
    """``GET .../events``: a session's events as NDJSON (docs/events.md); ``gone``: the
    route answers 404 for a session that is not connected."""
    params = list(extra_params) + [
        _query("since", "The cursor: events with a larger seq (default 0: all the ring "
               "holds).", required=False),
        _query("classes", "Comma-separated event classes (default: all but api).",
               required=False),
        _query("subscription", "Read through a subscription: its classes, filter and "
               "replay (instead of classes).", required=False),
        _query("wait", "Long-poll: answer once there is an event, at most this many "
               "seconds (0..60; 0: at once). Without it the response streams until the "
               "session ends.", required=False)]
    responses = {
        "200": {"description": "NDJSON events, streamed (or one long-poll answer).",
                "content": _NDJSON},
        "400": _json(_ref("ErrorReply"), "A bad since, classes, subscription or wait."),
    }
    if gone:
        responses["404"] = _json(_ref("ErrorReply"), "No such session (it never was, or "
                                 "its page went away).")
    return _op("The session's events as NDJSON", _guarded(responses), params=params)


_OPENAPI_GET = _op("This description (OpenAPI 3.1)",
                   _guarded({"200": _json({"type": "object"}, "The OpenAPI document.")},
                            auth=False))


def _document(title, description, paths, port_hint):
    return {
        "openapi": OPENAPI_VERSION,
        "info": {"title": title, "version": _version(), "description": description,
                 "license": {"name": "MIT", "identifier": "MIT"}},
        "servers": [{"url": "http://127.0.0.1:%s" % port_hint}],
        "security": [{}, {"bearer": []}],
        "paths": paths,
        "components": {
            "schemas": copy.deepcopy(_SCHEMAS),
            "responses": copy.deepcopy(_RESPONSES),
            "securitySchemes": {"bearer": {
                "type": "http", "scheme": "bearer",
                "description": "Needed only when the server is bound beyond loopback: "
                               "the token it printed at start-up."}},
        },
    }


def _version():
    return __version__


# --- the CLI VM -----------------------------------------------------------------------

def cli_document():
    """The CLI VM's control server (``wineagent run --control``) as an OpenAPI 3.1 dict."""
    paths = {
        "/": {"get": _op("The protocol in plain text", _guarded({
            "200": {"description": "A summary of the protocol.", "content": _TEXT}},
            auth=False))},
        "/ctl": {"post": _op(
            "Execute a command or an array of commands",
            _guarded({
                "200": _json(_ref("ReplyBody"), "The reply (an array for an array body), "
                             "sent once the command(s) executed; a failing command is an "
                             "ok:false reply here."),
                "400": _json(_ref("ErrorReply"), "Malformed JSON, an empty body, or a body "
                             "that is neither a command object nor an array."),
            }, body=True),
            description="Held until executed: at the next batch boundary of a live VM, at "
                        "once for a frozen one; a `step` holds it while the steps run.",
            body=_ref("CommandBody"))},
        "/snapshot": {"get": _op("The snapshot JSON", _guarded({
            "200": _json(_ref("Snapshot"), "The snapshot.")}))},
        "/frame.rgb": {"get": _op("The screen's pixels, uncompressed", _guarded({
            "200": {"description": "RGB rows, top first, 3 bytes a pixel; the size is in "
                                   "the X-Width and X-Height headers, the frame's token "
                                   "in X-Frame. With `since`, when the server still knows "
                                   "what changed: X-Box `l,t,r,b` and only that box's "
                                   "rows (`0,0,0,0` and no bytes: nothing changed).",
                    "content": {"application/octet-stream": {
                        "schema": {"type": "string", "format": "binary"}}}}}),
            description="What the Python API's `connect(frames=\"raw\")` reads: no "
                        "PNG, base64 or JSON coding on either side.",
            params=[_query("since", "The X-Frame token of a frame the client kept: answer "
                           "only the box changed since (X-Box)", required=False)]),
            "post": _op("A command array, then the screen's pixels, in one answer", _guarded({
                "200": {"description": "The replies' JSON array first (X-Replies-Length "
                                       "bytes), then the frame as GET /frame.rgb answers "
                                       "it (the same headers).",
                        "content": {"application/octet-stream": {
                            "schema": {"type": "string", "format": "binary"}}}},
                "400": _json(_ref("ErrorReply"), "Malformed JSON, an empty body, or a body "
                             "that is neither a command object nor an array."),
            }, body=True),
                description="Runs the body as `POST /ctl` does, then answers the frame: a "
                            "batch ending in a look costs one round trip "
                            "(`connect(frames=\"raw\")`).",
                body=_ref("CommandBody"),
                params=[_query("since", "As for GET: the token of a kept frame",
                               required=False)])},
        "/events": {"get": _events_op()},
        "/openapi.json": {"get": _OPENAPI_GET},
    }
    return _document("wineagent CLI VM control server",
                     "The control channel of one `wineagent run --control` VM "
                     "(docs/protocol.md).", paths, "8123")


# --- the hub service ---------------------------------------------------------------------

def hub_document():
    """The twistd service (``twistd -n wineagent`` / ``wineagent serve``): its pages, the
    hub (``/api/agent``) and the page VMs (``/api/vm``), as an OpenAPI 3.1 dict."""
    sid = _query("s", "The session id (from hello or /api/agent/sessions).")
    # Ids are 8 hex digits (pages.py: secrets.token_hex(4)); another string is no route.
    vid = _path("vid", "The page VM id (from POST /api/vm).", "^[0-9a-f]{8}$")
    page = {"200": {"description": "The page.", "content": _HTML},
            "404": {"$ref": _RESP + "NotFound"}}
    text = {"200": {"description": "The hub's protocol as plain text.", "content": _TEXT}}
    gone = {"$ref": _RESP + "Gone"}
    paths = {
        "/": {"get": _op("The emulator page", _guarded(page, auth=False), tags=["pages"])},
        "/index.html": {"get": _op("The emulator page", _guarded(page, auth=False),
                                   tags=["pages"])},
        "/dashboard": {"get": _op("The dashboard: many emulators, one tile each",
                                  _guarded(page, auth=False), tags=["pages"])},
        "/dashboard.html": {"get": _op("The dashboard", _guarded(page, auth=False),
                                       tags=["pages"])},
        "/lib/{name}": {"get": _op(
            "The page's modules and assets (CORS-open)",
            _guarded({"200": {"description": "The file.",
                              "content": {"*/*": {"schema": {"type": "string"}}}},
                      "404": {"$ref": _RESP + "NotFound"}}, auth=False),
            params=[_path("name", "A file under static/lib (may contain /).")],
            tags=["pages"])},
        "/openapi.json": {"get": _OPENAPI_GET},
        "/api/agent": {"get": _op("The hub's protocol text (no token needed)",
                                  _guarded(text, auth=False), tags=["hub"])},
        "/api/agent/": {"get": _op("The hub's protocol text (no token needed)",
                                   _guarded(text, auth=False), tags=["hub"])},
        "/api/agent/hello": {"post": _op(
            "A page registers",
            _guarded({"200": _json({"type": "object", "required": ["sessionId"],
                                    "properties": {"sessionId": {"type": "string"}}},
                                   "The new session."),
                      "400": {"$ref": _RESP + "Malformed"}}, body=True),
            body={"type": "object", "properties": {
                "app": {"type": "string"}, "href": {"type": "string"},
                "ua": {"type": "string"}}},
            tags=["hub"])},
        "/api/agent/poll": {"get": _op(
            "The page's long-poll",
            _guarded({"200": _json({"type": "object", "required": ["commands"],
                                    "properties": {"commands": {
                                        "type": "array", "items": {"type": "object"}}}},
                                   "Commands for the page (empty after ~25 s)."),
                      "404": gone}),
            params=[sid], tags=["hub"])},
        "/api/agent/ws": {"get": _op(
            "The page's WebSocket (hello, welcome, commands pushed, results back)",
            _guarded({"101": {"description": "Switching to the WebSocket protocol."},
                      "400": {"description": "Not a WebSocket upgrade request.",
                              "content": {"*/*": {"schema": {"type": "string"}}}}}),
            params=[_query("token", "The token, for a browser that cannot set headers "
                                    "on a WebSocket (wide binds only).", required=False)],
            tags=["hub"])},
        "/api/agent/result": {"post": _op(
            "The page posts a reply or an array of replies",
            _guarded({"200": _json({"type": "object", "required": ["routed"],
                                    "properties": {"routed": {"type": "integer"}}},
                                   "How many replies reached a waiting client."),
                      "400": {"$ref": _RESP + "Malformed"}, "404": gone}, body=True),
            body={"oneOf": [_ref("Reply"), {"type": "array", "items": _ref("Reply")}]},
            params=[sid], tags=["hub"])},
        "/api/agent/events": {"get": _events_op([sid], gone=True)},
        "/api/agent/file": {"get": _op(
            "A file session `s`'s page VM wrote (printed page or PDF, WAV, MIDI)",
            _guarded({"200": {"description": "The file, as a download.", "content": {
                          t: {"schema": {"type": "string"}} for t in
                          ("image/png", "application/pdf", "audio/wav", "audio/midi")}},
                      "404": _json(_ref("ErrorReply"), "Session gone, no VM, or not a "
                                   "file of this session."),
                      "504": _json(_ref("ErrorReply"), "The page did not say which VM "
                                   "it shows in time (20 s).")}),
            description="Only files in the VM's own output folders (`DIR/vm-ID` of "
                        "`serve --print-dir` / `--sound-dir`) can be named.",
            params=[sid, _query("file", "A path from the session's snapshot (`printed` "
                                        "files, `sound` events) or that file's name.")],
            tags=["hub"])},
        "/api/agent/programs": {
            "get": _op(
                "The programs beyond the bundled apps: `--apps-dir` and uploads",
                _guarded({"200": _json({"type": "object", "required": ["programs"],
                                        "properties": {"programs": {
                                            "type": "array", "items": _ref("Program")},
                                            "appsDir": {"type": "boolean"}}},
                                       "The operator's programs (dir:NAME), then the "
                                       "uploaded ones (upload:NAME).")}),
                tags=["hub"]),
            "post": _op(
                "Upload a program (NAME.exe) or a file beside one; optionally launch it",
                _guarded({"200": _json({"type": "object", "required": ["program"],
                                        "properties": {"program": _ref("Program"),
                                                       "launched": _ref("Reply")}},
                                       "The stored program (and the page's launch "
                                       "reply with `session`)."),
                          "400": _json(_ref("ErrorReply"), "A bad name, body or base64."),
                          "404": _json(_ref("ErrorReply"), "No such session or upload."),
                          "409": _json(_ref("ErrorReply"), "That file is already there."),
                          "422": _json(_ref("ErrorReply"), "Not a PE32 executable.")},
                         body=True),
                description="`{name: \"tool.exe\", content: BASE64}` stores program "
                            "`upload:tool` (at most 524,288 bytes, a PE32 image); "
                            "`program: \"upload:tool\"` puts the file beside it instead; "
                            "`session: ID` launches the program in that hub session.",
                body={"type": "object", "required": ["name", "content"], "properties": {
                    "name": {"type": "string"}, "content": {"type": "string"},
                    "program": {"type": "string"}, "session": {"type": "string"}}},
                tags=["hub"])},
        "/api/agent/sessions": {"get": _op(
            "The live sessions",
            _guarded({"200": _json({"type": "object", "required": ["sessions"],
                                    "properties": {"sessions": {
                                        "type": "array", "items": _ref("Session")}}},
                                   "Oldest first.")}),
            tags=["hub"])},
        "/api/agent/ctl": {"post": _op(
            "A client's command or array for session `s`",
            _guarded({"200": _json(_ref("ReplyBody"), "The page's reply (an array for an "
                                   "array body)."),
                      "400": _json(_ref("ErrorReply"), "Malformed JSON or shape."),
                      "404": _json(_ref("ErrorReply"), "Session gone."),
                      "504": _json(_ref("ErrorReply"), "The page did not answer in time "
                                   "(20 s; a step 10 minutes).")}, body=True),
            description="Held until the page has answered every command. `subscribe` and "
                        "`unsubscribe` run on the hub's log of the session; `put-file`, "
                        "`get-file`, `list-files`, `clipboard` and `set-clipboard` on the "
                        "session's page VM in the hub (the page's own VM route has none "
                        "of them).",
            body=_ref("CommandBody"), params=[sid], tags=["hub"])},
        "/api/vm": {"post": _op(
            "Open a VM for a page", _new_vm_responses(), body=_new_vm_body(),
            tags=["page VMs"])},
        "/api/vm/": {"post": _op(
            "Open a VM for a page", _new_vm_responses(), body=_new_vm_body(),
            tags=["page VMs"])},
        "/api/vm/apps": {"get": _op(
            "The programs a page may start (bundled; --apps-dir and uploads with the "
            "token rule)",
            _guarded({"200": _json({"type": "array", "items": {
                "type": "object", "required": ["id", "title"],
                "properties": {"id": {"type": "string"}, "title": {"type": "string"},
                               "args": {"type": "string"},
                               "description": {"type": "string"},
                               "source": {"enum": ["bundled", "apps-dir", "upload"]},
                               "files": {"type": "array", "items": {"type": "string"}}}}},
                "The bundled programs in order, then (on loopback, or with the token "
                "on a wide bind) the --apps-dir and uploaded ones.")}, auth=False),
            tags=["page VMs"])},
        "/api/vm/{vid}/status": {"get": _op(
            "A page VM's status",
            _guarded({"200": _json(_ref("VmStatus"), "The status."), "404": gone},
                     auth=False),
            params=[vid], tags=["page VMs"])},
        "/api/vm/{vid}/frame.png": {"get": _op(
            "The current frame",
            _guarded({"200": {"description": "The frame as PNG.",
                              "content": {"image/png": {"schema": {
                                  "type": "string", "contentMediaType": "image/png"}}}},
                      "404": gone}, auth=False),
            params=[vid], tags=["page VMs"])},
        "/api/vm/{vid}/cmd": {"post": _op(
            "Input and page actions for a page VM",
            _guarded({"200": _json({"type": "object", "required": ["replies", "status"],
                                    "properties": {"replies": {"type": "array",
                                                               "items": _ref("Reply")},
                                                   "status": _ref("VmStatus")}},
                                   "The replies and the status after them."),
                      "400": {"$ref": _RESP + "Malformed"}, "404": gone},
                     auth=False, body=True),
            description="Input and snapshot, locate, text, dump-mem, dlg-cmd, dlg-click, "
                        "frozen, step, "
                        "ping, record (in memory: no path); any other action is an "
                        "ok:false reply (no eval, no files: an agent reaches the "
                        "VM's drive and clipboard through /api/agent/ctl, with its token).",
            body=_ref("CommandBody"), params=[vid], tags=["page VMs"])},
        "/api/vm/{vid}/recording": {"get": _op(
            "The page VM's last finished recording (docs/replay.md)",
            _guarded({"200": {"description": "The recording as an NDJSON download "
                                             "(`wineagent replay FILE`).",
                              "content": {"application/x-ndjson": {"schema": {
                                  "type": "string"}}}},
                      "404": _json(_ref("Error"), "No such VM, or no finished recording "
                                                  "yet (`record stop` makes one).")},
                     auth=False),
            params=[vid], tags=["page VMs"])},
        "/api/vm/{vid}/fork": {"post": _op(
            "A new page VM holding this one's state (docs/state.md)",
            _guarded({"200": _json(_ref("VmStatus"), "The new VM's status; open it with "
                                   "index.html?vm=ID (or /dashboard?vms=ID)."),
                      "404": gone,
                      "409": _json(_ref("Error"), "The state cannot be carried (the guest "
                                   "is inside an emulator call no state describes)."),
                      "503": _json(_ref("Error"), "The page-VM limit is reached.")},
                     auth=False, body=True),
            params=[vid], tags=["page VMs"])},
        "/api/vm/{vid}/visibility": {"post": _op(
            "The page was hidden or shown (a hidden page pauses a live VM)",
            _guarded({"200": _json(_ref("VmStatus"), "The status."),
                      "400": {"$ref": _RESP + "Malformed"}, "404": gone},
                     auth=False, body=True),
            body={"type": "object", "properties": {"hidden": {"type": "boolean"}}},
            params=[vid], tags=["page VMs"])},
        "/api/vm/{vid}/close": {"post": _op(
            "The page is leaving: end its VM",
            _guarded({"200": _json({"type": "object", "required": ["closed"],
                                    "properties": {"closed": {"type": "string"}}},
                                   "Closed (or already gone).")}, auth=False, body=True),
            params=[vid], tags=["page VMs"])},
        "/api/vm/{vid}/ws": {"get": _op(
            "The page VM's WebSocket: frames down, input up",
            _guarded({"101": {"description": "Switching to the WebSocket protocol."},
                      "400": {"description": "Not a WebSocket upgrade request.",
                              "content": {"*/*": {"schema": {"type": "string"}}}},
                      "404": gone}, auth=False),
            params=[vid], tags=["page VMs"])},
    }
    return _document("wineagent service (pages, hub, page VMs)",
                     "The twistd service: the emulator page and dashboard, the agent hub "
                     "under /api/agent (docs/protocol.md, 'The hub') and the page VMs under "
                     "/api/vm (docs/browser.md).", paths, "8080")


def _new_vm_body():
    return {"type": "object", "required": ["app"], "properties": {
        "app": {"type": "string", "enum": list(app_ids())},
        "frozen": {"type": "boolean"},
        "tickMs": {"type": "integer", "minimum": 1, "maximum": 60000}}}


def _new_vm_responses():
    return _guarded({
        "200": _json(_ref("VmStatus"), "The new VM's status."),
        "400": {"$ref": _RESP + "Malformed"},
        "401": {"$ref": _RESP + "Unauthorized"},
        "404": _json(_ref("Error"), "Unknown app."),
        "422": _json(_ref("Error"), "The program (--apps-dir) is not a PE32 executable."),
        "503": _json(_ref("Error"), "The page-VM limit is reached; close a page."),
    }, auth=False, body=True)
