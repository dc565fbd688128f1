"""``wineagent ctl``: drive a live session from a shell, one process per look-act cycle.

Several verbs of one invocation, separated by a lone ``+`` (:data:`CHAIN`), go out as one
JSON array in one request and are answered in order (:func:`split_chain`).

Stdlib only, and only the cheap parts of it: an agent runs this once per look and once per
click, so start-up is most of its latency. HTTP is a few lines over :mod:`socket` rather
than :mod:`http.client` (which pulls in ``email`` and ``ssl``, ~25 ms), and the protocol
module it shares with the servers is pure.

Targets (``-s``):

- ``:PORT``, ``HOST:PORT``, ``http://HOST:PORT`` — a CLI VM (``wineagent run --control``):
  ``POST /ctl`` with the command JSON; the reply is held until the command has executed.
- ``SESSIONID`` — a hub session: ``POST {hub}/api/agent/ctl?s=ID`` (hub default
  ``http://127.0.0.1:8080``, or ``--hub``).
- a page URL such as ``'http://127.0.0.1:8080/?debug'`` — its origin is the hub (``--hub``
  wins); the session is the one whose href matches exactly, else whose origin+path
  matches, else the only one. A page URL on an origin that is no hub (a page elsewhere
  that ran the pasted connect line) is looked up among the default hub's sessions; an
  origin that is a CLI VM is that VM; anything else is refused in one line.
- nothing — the default CLI port 127.0.0.1:8123 and the hub's sessions (``--hub`` or the
  default hub) are probed; exactly one live session is used, several are listed.

A page without the emulator (no ``wineShell``) answers only ``eval``; any other verb sent
to one ends in one line saying so (exit 2).

Exit codes: 0 executed (every reply ok), 1 a command failed guest-side (some reply
ok:false), 2 usage or transport failure; in a chain the first failing verb decides.
"""

import base64
import json
import os
import sys

from wineagent.control import protocol
from wineagent.ctl import tail as _tail
from wineagent.ctl.build import USAGE, VERBS, Ids, build, write_gotten
from wineagent.ctl.errors import Fail, usage_error
from wineagent.ctl.upload import upload
from wineagent.ctl import http as _wire
from wineagent.ctl import targets
from wineagent.ctl.render import dump, not_an_emulator_page, render_chain
from wineagent.ctl.targets import (Client, Target, cli_url, error_text, hub_option, looks_like_hostport,
                                   parse_hub, registered_vms, resolve_target, session_line,
                                   tcp_alive)

__all__ = ["main", "USAGE", "VERBS", "hub_option", "split_chain", "STEP_TIMEOUT"]

#: A step holds its response as long as the steps take; the hub allows ten minutes.
STEP_TIMEOUT = 600.0



def _seconds(t):
    return "%g" % t


# --- sending ------------------------------------------------------------------------------

def _png_info(data):
    """(width, height) from a PNG's IHDR, or None."""
    if len(data) >= 24 and data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR":
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    return None


def _write_data_url(value, path):
    """Decode a data: URL into ``path``; return the png reply value shape."""
    head, sep, payload = value.partition(",")
    if not sep or not head.startswith("data:"):
        raise Fail(2, "png reply is not a data: URL")
    try:
        if head.endswith(";base64"):
            data = base64.b64decode(payload, validate=False)
        else:
            data = payload.encode("latin-1")
    except (ValueError, UnicodeEncodeError) as e:
        raise Fail(2, "png reply does not decode: %s" % e)
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError as e:
        raise Fail(2, "cannot write %s: %s" % (path, e.strerror or e))
    info = _png_info(data)
    return {"path": path, "bytes": len(data),
            "width": info[0] if info else None, "height": info[1] if info else None}


class _Sender(object):
    """Sends validated commands to one target and returns their replies, in order."""

    def __init__(self, client, target):
        self.client = client
        self.target = target

    def send(self, commands, is_array):
        """``commands``: list of Command. Returns a list of reply dicts, one per command."""
        for c in commands:
            if self.target.kind == "cli" and c.action in protocol.BROWSER_ONLY:
                raise Fail(2, _browser_only(c.action))
        wire = []
        writes = {}
        for i, c in enumerate(commands):
            item = c.to_json()
            if c.action == "png" and c.args.get("path"):
                path = os.path.abspath(c.args["path"])
                if self.target.kind == "cli":
                    # Same box: the server writes the file itself; no bytes on the wire.
                    item["args"] = {"path": path}
                else:
                    # A page cannot touch our disk: it sends a data URL and we write it.
                    item["args"] = {"path": None}
                writes[i] = path
            wire.append(item)
        payload = wire if is_array else wire[0]
        body = json.dumps(payload).encode("utf-8")
        timeout = self.client.timeout
        if not self.client.timeout_given and any(c.action == "step" for c in commands):
            timeout = STEP_TIMEOUT
        hint = targets.START_CLI if self.target.kind == "cli" else targets.START_HUB
        response = self.client.request(self.target.url, "POST", self.target.path, body,
                                       timeout=timeout, start_hint=hint)
        replies = self._replies(response, len(commands), is_array)
        for i, path in writes.items():
            r = replies[i]
            if r.get("ok") and isinstance(r.get("value"), str):
                r["value"] = _write_data_url(r["value"], path)
        return replies

    def _replies(self, response, n, is_array):
        where = self.target.describe()
        try:
            data = response.json()
        except ValueError:
            data = None
        shaped = (isinstance(data, dict) and "ok" in data) or (
            isinstance(data, list) and all(isinstance(r, dict) and "ok" in r for r in data))
        if response.status != 200 and not (response.status in (400, 413, 422) and shaped):
            raise Fail(2, "%s answered HTTP %d: %s" % (where, response.status,
                                                        error_text(response)))
        if not shaped:
            raise Fail(2, "%s sent something that is not a reply: %s"
                        % (where, response.body[:200].decode("utf-8", "replace")))
        if isinstance(data, dict):
            if n == 1:
                return [data]
            if not data.get("ok"):
                # One error for an array: the server refused the body as a whole.
                return [dict(data) for _ in range(n)]
            data = [data]
        if len(data) != n:
            raise Fail(2, "%s sent %d replies for %d commands" % (where, len(data), n))
        return data


def _browser_only(action):
    if action == "user-input":
        return "user-input is browser-only: a CLI VM has no user at its screen"
    return "%s is browser-only: a CLI VM chose its app at start" % action


CHAIN = "+"


def split_chain(words):
    """Split the words at each lone ``+`` into ``[[verb, arg...], ...]``.

    A word of two or more ``+`` and nothing else stands for itself with one ``+`` fewer
    (``++`` is a literal ``+``), so every argument stays expressible: ``type 1 ++ 2``
    types "1 + 2". A ``+`` inside a word (``key ctrl+s``) or a quoted phrase holding one
    (``eval 'a + b'``) is never a separator."""
    segments = [[]]
    for word in words:
        if word == CHAIN:
            segments.append([])
        elif len(word) > 1 and word.strip("+") == "":
            segments[-1].append(word[1:])
        else:
            segments[-1].append(word)
    for i, seg in enumerate(segments):
        if not seg:
            where = ("first" if i == 0 else "last" if i == len(segments) - 1
                     else "%d" % (i + 1))
            raise usage_error("empty verb %s in the chain: a lone %r separates verbs "
                               "(VERB ARGS + VERB ARGS); write %r for a literal %r"
                               % (where, CHAIN, CHAIN * 2, CHAIN))
        if seg[0] in ("sessions", "pipe", "tail", "upload") and len(segments) > 1:
            raise usage_error("%s cannot be chained with %r" % (seg[0], CHAIN))
    return segments


def _pipe(sender, ids, stdin, stdout):
    """NDJSON in, NDJSON out: one request per line, one reply line per request line."""
    code = 0
    for lineno, line in enumerate(stdin, 1):
        try:
            items, is_array = protocol.parse_line(line)
        except protocol.ProtocolError as e:
            dump(protocol.reply_error(None, str(e)), stdout)
            stdout.flush()
            code = max(code, 1)
            continue
        if not items:
            continue
        replies = [None] * len(items)
        send_at = []
        for i, item in enumerate(items):
            if isinstance(item, protocol.Rejected):
                replies[i] = item.reply()
            elif sender.target.kind == "cli" and item.action in protocol.BROWSER_ONLY:
                replies[i] = protocol.reply_error(item.id, _browser_only(item.action))
                code = 2
            else:
                if item.id is None:
                    item.id = ids.next()
                send_at.append(i)
        if send_at:
            got = sender.send([items[i] for i in send_at], is_array)
            for i, r in zip(send_at, got):
                replies[i] = r
        if any(not r.get("ok") for r in replies):
            code = max(code, 1)
        dump(replies if is_array else replies[0], stdout)
        stdout.flush()
    return code


_VALUE_OPTS = {"-s": "session", "--session": "session", "--hub": "hub",
               "--token": "token", "--timeout": "timeout"}


def _parse_argv(argv):
    """Options may appear anywhere before ``--``; the first other word is the verb."""
    opts = {}
    words = []
    i = 0
    while i < len(argv):
        a = argv[i]
        i += 1
        if a == "--":
            words.extend(argv[i:])
            break
        if a in ("-h", "--help"):
            opts["help"] = True
            continue
        name, eq, value = a.partition("=")
        if name in _VALUE_OPTS and (eq or a == name):
            if not eq:
                if i >= len(argv):
                    raise usage_error("%s needs a value" % name)
                value = argv[i]
                i += 1
            opts[_VALUE_OPTS[name]] = value
            continue
        if a.startswith("-s") and len(a) > 2 and a[2] in ":0123456789":
            opts["session"] = a[2:]  # -s:8123
            continue
        words.append(a)
    return opts, words


def main(argv=None, stdout=None, stderr=None, stdin=None, env=None):
    """Run ``wineagent ctl`` with ``argv`` (without the program name); return the exit
    code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    stdout = sys.stdout if stdout is None else stdout
    stderr = sys.stderr if stderr is None else stderr
    stdin = sys.stdin if stdin is None else stdin
    env = os.environ if env is None else env
    try:
        opts, words = _parse_argv(argv)
        if opts.get("help"):
            stdout.write(USAGE)
            return 0
        if not words:
            raise Fail(2, "missing verb\n" + USAGE.rstrip())
        timeout = _wire.DEFAULT_TIMEOUT
        if "timeout" in opts:
            try:
                timeout = float(opts["timeout"])
            except ValueError:
                timeout = -1
            if not timeout > 0:
                raise usage_error("--timeout must be a positive number of seconds, got %r"
                                   % opts["timeout"])
        token = opts.get("token") or env.get("WINE_AGENT_TOKEN") or None
        client = Client(token, timeout, "timeout" in opts, stderr)
        segments = split_chain(words)
        verb, args = segments[0][0], segments[0][1:]
        if verb == "sessions":
            if args:
                raise usage_error("sessions takes no arguments")
            return _sessions(client, opts.get("session"), opts.get("hub"), stdout)
        ids = Ids()
        if verb == "tail":
            tail_opts = _tail.parse_tail_args(args, usage_error)
            target = resolve_target(client, opts.get("session"), opts.get("hub"))
            return _tail.tail(client, target, tail_opts, stdout,
                              lambda message, code=2: Fail(code, message))
        if verb == "upload":
            target = resolve_target(client, opts.get("session"), opts.get("hub"))
            return upload(client, target, args, stdout,
                          lambda message, code=2: Fail(code, message))
        if verb == "pipe":
            if args:
                raise usage_error("pipe takes no arguments; it reads NDJSON on stdin")
            target = resolve_target(client, opts.get("session"), opts.get("hub"))
            return _pipe(_Sender(client, target), ids, stdin, stdout)
        built = [(seg[0],) + build(seg[0], seg[1:], ids) for seg in segments]
        target = resolve_target(client, opts.get("session"), opts.get("hub"))
        if len(built) == 1:
            _, commands, is_array = built[0]
            replies = _Sender(client, target).send(commands, is_array)
        else:
            # The whole chain is ONE array POST; its replies come back in order and are
            # handed back to the verb that sent them.
            commands = [c for b in built for c in b[1]]
            replies = _Sender(client, target).send(commands, True)
        write_gotten(ids, replies)
        refusal = not_an_emulator_page(target, replies)
        if refusal:
            raise Fail(2, refusal)
        return render_chain(built, replies, stdout, stderr)
    except Fail as e:
        stderr.write(e.message + "\n")
        return e.code
    except KeyboardInterrupt:
        stderr.write("interrupted\n")
        return 2


def _sessions(client, spec, hub_text, stdout):
    """List the hub's sessions and the CLI VM on the default (or given) port."""
    hub = parse_hub(hub_text) if hub_text else None
    cli = cli_url(targets.DEFAULT_CLI_HOST, targets.DEFAULT_CLI_PORT)
    if spec:
        if "://" in spec:
            try:
                hub = hub or _wire.URL(_wire.URL(spec).origin)
            except ValueError as e:
                raise usage_error("-s: %s" % e)
        elif looks_like_hostport(spec):
            host, _, port = spec.rpartition(":")
            cli = cli_url(host or targets.DEFAULT_CLI_HOST, port)
    the_hub = hub or _wire.URL(targets.DEFAULT_HUB)
    lines = []
    sessions = client.hub_sessions(the_hub, timeout=min(client.timeout, 5.0),
                                   quiet=True) or []
    for s in sessions:
        lines.append(session_line(s))
    vms = []
    if tcp_alive(cli.host, cli.port, min(client.timeout, 1.0)):
        vms.append(cli)
    # VMs on other ports (--control=0): the per-user live-session folder names them.
    vms += [url for url, _ in registered_vms(min(client.timeout, 1.0),
                                              ((cli.host, cli.port),))]
    for url in vms:
        line = "cli  %s  -s %s" % (url.hostport, ":%d" % url.port
                                   if url.host == targets.DEFAULT_CLI_HOST else url.hostport)
        try:
            sender = _Sender(Client(client.token, min(client.timeout, 2.0), True,
                                     client.stderr), Target("cli", url))
            r = sender.send([protocol.Command("ctl-sessions", "ping", {})], False)[0]
            v = r.get("value") if r.get("ok") else None
            if isinstance(v, dict):
                line += "  app=%s  frozen=%s  pid=%s" % (
                    v.get("app"), json.dumps(v.get("frozen")), v.get("pid"))
        except Fail as e:
            line += "  (%s)" % e.message.splitlines()[0]
        lines.append(line)
    if not lines:
        stdout.write("no sessions (no hub pages at %s, nothing on %s)\n"
                     % (the_hub.origin, cli.hostport))
    for line in lines:
        stdout.write(line + "\n")
    return 0
