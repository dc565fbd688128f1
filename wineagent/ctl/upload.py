"""``wineagent ctl -s SESSION upload EXE [FILE...]``: run your own program in a browser
session (docs/browser.md, "Your own programs").

The executable and the files it needs go to the hub (``POST /api/agent/programs``: the
program ``upload:NAME``, then each file beside it), and the session's page launches it
with the last upload. Only a hub session can take it: a CLI VM runs the program it was
started with (``wineagent run --exe``).
"""

import base64
import json
import os

__all__ = ["upload"]


def _post(client, target, body, fail):
    data = json.dumps(body).encode("utf-8")
    response = client.request(target.url, "POST", "/api/agent/programs", data)
    try:
        reply = response.json()
    except ValueError:
        raise fail("upload: the hub answered HTTP %d without JSON" % response.status)
    if response.status != 200:
        error = reply.get("error", "HTTP %d" % response.status)
        # A gone session is a wrong target (exit 2, as for every verb); a refused file
        # (a name, a size, not a program) failed on the other side (exit 1).
        raise fail("upload: %s" % error, 2 if error.startswith("session gone") else 1)
    return reply


def upload(client, target, args, stdout, fail):
    """Upload ``args`` (the executable, then its files) and launch the program in
    ``target``'s session; returns the exit code. ``fail(message, code=2)`` makes the
    exception that ends the run."""
    if not args:
        raise fail("upload needs a program: upload EXE [FILE...]")
    if target.kind != "hub":
        raise fail("upload: %s is a CLI VM, which runs the program it was started with "
                   "(wineagent run --exe=PATH); upload goes to a browser session (-s ID)"
                   % target.describe())
    exe, files = args[0], args[1:]
    if not exe.lower().endswith(".exe"):
        raise fail("upload: %s: the first file is the program, NAME.exe" % exe)
    contents = []
    for path in [exe] + files:
        try:
            with open(path, "rb") as f:
                contents.append((os.path.basename(path), f.read()))
        except OSError as e:
            raise fail("upload: cannot read %s: %s" % (path, e.strerror or e))
    program = None
    last = len(contents) - 1
    for i, (name, data) in enumerate(contents):
        body = {"name": name, "content": base64.b64encode(data).decode("ascii")}
        if program is not None:
            body["program"] = program
        if i == last:
            body["session"] = target.session      # launched with the last upload
        reply = _post(client, target, body, fail)
        program = reply["program"]["id"]
        stdout.write("uploaded %s (%d bytes) as %s\n" % (name, len(data),
                                                          "program " + program if i == 0
                                                          else "a file of " + program))
        if i == last:
            launched = reply.get("launched") or {}
            if not launched.get("ok"):
                stdout.flush()
                raise fail("upload: launching %s in session %s failed: %s"
                           % (program, target.session, launched.get("error")), 1)
            stdout.write("launched %s in session %s\n" % (program, target.session))
    return 0
