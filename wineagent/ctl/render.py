"""How ``wineagent ctl`` prints what a verb got back: one line per verb where there is
one thing to say (``wrote a.png``, ``ok``), the value as JSON otherwise, errors on stderr,
and the exit code (0 executed, 1 failed guest-side)."""

import json

from wineagent.ctl.targets import hub_option

__all__ = ["render", "render_chain", "dump", "not_an_emulator_page", "NO_SHELL_MARK"]


#: What agent-remote.js answers for any verb but eval on a page without the emulator.
NO_SHELL_MARK = "no wineShell"


def not_an_emulator_page(target, replies):
    """The one-line refusal for a hub session that is a page without the emulator (one
    connected with the pasted line), or None."""
    if target.kind != "hub":
        return None
    if not any(NO_SHELL_MARK in str(r.get("error")) for r in replies if not r.get("ok")):
        return None
    hub = hub_option(target.url.origin)
    return ("session %s is a page without the emulator (no wineShell): a page connected "
            "with the pasted line answers only eval — e.g. wineagent ctl%s -s %s eval "
            "'document.title'; for every verb open %s/?debug" % (
                target.session, hub, target.session, target.url.origin))


def dump(value, stdout, indent=None):
    stdout.write(json.dumps(value, indent=indent) + "\n")


def render(verb, commands, replies, is_array, stdout, stderr):
    """Print what happened; return the exit code (0 or 1)."""
    failed = [r for r in replies if not r.get("ok")]
    for r in failed:
        if is_array:
            stderr.write("error: %s (command %s)\n" % (r.get("error"), json.dumps(r.get("id"))))
        else:
            stderr.write("error: %s\n" % r.get("error"))
    raw = verb[:1] in "{[" or ":" in verb
    if raw:
        dump(replies if is_array else replies[0], stdout)
        return 1 if failed else 0
    if failed:
        return 1
    if verb == "png":
        v = replies[0].get("value")
        if isinstance(v, dict) and v.get("path"):
            size = ""
            if v.get("width") and v.get("height"):
                size = ", %sx%s" % (v["width"], v["height"])
            stdout.write("wrote %s (%s bytes%s)\n" % (v["path"], v.get("bytes"), size))
        else:
            dump(v, stdout)
        return 0
    if verb in ("type", "key"):
        stdout.write("ok (%d key events)\n" % len(commands))
        return 0
    value = replies[0].get("value")
    if verb == "put":
        stdout.write("wrote %s (%s bytes)\n" % (value["path"], value["size"]))
        return 0
    if verb == "get":
        stdout.write("wrote %s (%s bytes, from %s)\n" % (value["local"], value["size"],
                                                        value["path"]))
        return 0
    if verb == "ls":
        import time   # only for this verb: a listing's dates
        for e in value["entries"]:
            stdout.write("%s  %10s  %s\n" % (
                time.strftime("%Y-%m-%d %H:%M", time.gmtime(e["mtime"])),
                "<DIR>" if e["isDir"] else e["size"], e["name"]))
        if value.get("truncated"):
            stderr.write("(the first %d entries of %s)\n" % (len(value["entries"]),
                                                             value["path"]))
        return 0
    if verb == "clipboard":
        if value.get("text") is None:
            stderr.write("the clipboard holds no text\n")
        else:
            stdout.write(value["text"] + "\n")
        return 0
    if value is None:
        stdout.write("ok\n")
    elif verb == "snapshot" and isinstance(value, str):
        stdout.write(value + "\n")           # the text tree, as lines
    elif verb == "text" and isinstance(value, dict):
        stdout.write(value.get("text", "") + "\n")      # the text itself, as it is
    else:
        dump(value, stdout, indent=2 if isinstance(value, (dict, list)) else None)
    return 0


#: The word that separates verbs of one invocation: ``click 1,2 + step 5 + png a.png``.
def render_chain(built, replies, stdout, stderr):
    """Render each verb's replies in order (``built``: (verb, commands, is_array) per
    verb); the first nonzero code is the exit code."""
    code = 0
    at = 0
    for verb, commands, is_array in built:
        mine = replies[at:at + len(commands)]
        at += len(commands)
        got = render(verb, commands, mine, is_array, stdout, stderr)
        code = code or got
    return code


