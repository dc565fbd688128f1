"""The methods every desktop has, in-process or remote: one vocabulary, the JSON commands.

A :class:`Session` turns each method call into the protocol's command objects
(``{"id": .., "action": "click", "args": {"x": .., "y": ..}}``, docs/protocol.md) and hands
a list of them to ``_send()``, which a subclass implements: :class:`~wineagent.api.local.
Desktop` runs them on a VM in this process through the same Host and Dispatcher as
``wineagent run --control``; :class:`~wineagent.api.remote.RemoteDesktop` POSTs them to a
CLI VM or a hub session. So a script moves between the two by changing one line.
"""

import base64
import io
import itertools
import os
import time

from ..control.protocol import MAX_FILE
from . import finding

__all__ = ["Session", "WineAgentError", "WaitTimeout", "Pending", "point_args",
           "image_array"]


class WineAgentError(Exception):
    """A command failed, or the desktop could not be reached.

    ``message`` is the server's own error text (the ``error`` of an ``ok:false`` reply) or
    the transport failure; ``action`` and ``reply`` name the command when there was one.
    """

    def __init__(self, message, action=None, reply=None):
        Exception.__init__(self, message)
        self.message = message
        self.action = action
        self.reply = reply


class WaitTimeout(WineAgentError, TimeoutError):
    """A wait ran out of time (``wait_for``, ``step(until=..., raise_on_timeout=True)``)
    before what it waited for happened, as Playwright's waits raise TimeoutError.
    ``last`` is the last snapshot seen."""

    def __init__(self, message, action=None, last=None):
        WineAgentError.__init__(self, message, action)
        self.last = last


#: Batches a wait runs between two looks.
WAIT_CHUNK = 4
#: Seconds a live (not frozen) desktop's wait sleeps between two looks.
POLL_S = 0.05


class Pending(object):
    """The result of a call made inside ``with desktop.batch():``, filled when it ends.

    ``value`` is the converted reply value (what the call returns outside a batch);
    ``error`` the server's message when this command failed, else None.
    """

    __slots__ = ("action", "_convert", "_value", "error", "done")

    def __init__(self, action, convert):
        self.action = action
        self._convert = convert
        self._value = None
        self.error = None
        self.done = False

    @property
    def value(self):
        """The call's return value; raises WineAgentError if the batch has not run yet
        or this command failed."""
        if not self.done:
            raise WineAgentError("%s: the batch has not been sent yet" % self.action,
                                 self.action)
        if self.error is not None:
            raise WineAgentError(self.error, self.action)
        return self._value

    def _resolve(self, reply):
        self.done = True
        if reply.get("ok"):
            v = reply.get("value")
            self._value = self._convert(v) if self._convert else v
        else:
            self.error = str(reply.get("error"))

    def __repr__(self):
        if not self.done:
            return "<Pending %s>" % self.action
        return "<Pending %s %s>" % (self.action, "error: " + self.error if self.error
                                    else "ok")


class _Batch(object):
    """Collects calls; sends them as one JSON array when the ``with`` block ends."""

    def __init__(self, session):
        self.session = session
        self.items = []          # (command dict, Pending)

    def __enter__(self):
        if self.session._batch is not None:
            raise WineAgentError("batches do not nest")
        self.session._batch = self
        return self

    def __exit__(self, kind, exc, tb):
        self.session._batch = None
        if kind is not None or not self.items:
            return False   # an exception inside the block: send nothing
        replies = self.session._send([c for c, _ in self.items])
        for (_, pending), reply in zip(self.items, replies):
            pending._resolve(reply)
        for (cmd, pending), reply in zip(self.items, replies):
            if pending.error is not None:
                raise WineAgentError(pending.error, cmd["action"], reply)
        return False


def _decode_data_url(value):
    """PNG bytes from the png command's data URL."""
    if not isinstance(value, str) or not value.startswith("data:"):
        raise WineAgentError("png: the reply is not a data: URL", "png")
    head, _, payload = value.partition(",")
    if head.endswith(";base64"):
        return base64.b64decode(payload)
    return payload.encode("latin-1")


def _png_image(value):
    """A Pillow RGB image from the png command's reply: a PNG data URL, the raw form
    (``{"width", "height", "mode", "data"}``, ``png {"format": "raw"}``), or a binary
    frame (``{"width", "height", "rgb"}``, ``GET /frame.rgb``)."""
    from PIL import Image
    if isinstance(value, dict) and "rgb" in value:
        return Image.frombytes("RGB", (value["width"], value["height"]), value["rgb"])
    if isinstance(value, dict) and "data" in value:
        return Image.frombytes(value.get("mode", "RGB"), (value["width"], value["height"]),
                               base64.b64decode(value["data"]))
    img = Image.open(io.BytesIO(_decode_data_url(value)))
    img.load()
    return img


def _frame_array(value):
    """The png command's reply as a read-only ``(H, W, 3)`` uint8 numpy array: over the
    bytes of a binary frame without copying them, else through the decoded image."""
    import numpy as np
    if isinstance(value, dict) and "rgb" in value:
        return np.frombuffer(value["rgb"], np.uint8).reshape(value["height"],
                                                            value["width"], 3)
    return image_array(_png_image(value))


def image_array(img):
    """A Pillow RGB image as a read-only ``(H, W, 3)`` uint8 numpy array, in one copy
    (``tobytes``; ``numpy.asarray`` on the image costs about twice as much)."""
    import numpy as np
    return np.frombuffer(img.tobytes(), np.uint8).reshape(img.height, img.width, 3)


def patched_array(old, img, box):
    """A read-only array of RGB image ``img``'s pixels from ``old`` (an
    :func:`image_array` of it earlier, the same size) and the (l, t, r, b) ``box`` where
    they changed since: a copy of the array and the box's pixels, not all of them
    (a click repaints a cell; ``tobytes`` of the whole screen was a millisecond)."""
    import numpy as np
    arr = old.copy()
    if box:
        l, t, r, b = box
        arr[t:b, l:r] = np.frombuffer(img.crop(box).tobytes(), np.uint8).reshape(
            b - t, r - l, 3)
    arr.flags.writeable = False
    return arr


class Session(object):
    """Drive one desktop. Subclasses implement ``_send(commands) -> replies``.

    Every method is one command (``type`` and ``key`` expand server-side) and one round
    trip, except inside ``with self.batch():`` where calls collect and go as one array,
    returning :class:`Pending` results. Failures raise :class:`WineAgentError` with the
    server's message. Coordinates are screen pixels (``snapshot()["windows"][i]["client"]``
    gives a window's client origin).
    """

    def __init__(self):
        self._batch = None
        self._ids = itertools.count(1)
        # Ids must be unique among every client of a hub (it routes replies by id).
        self._id_prefix = "py%d.%x." % (os.getpid(), id(self) & 0xFFFFFF)

    # -- plumbing -----------------------------------------------------------------------
    def _send(self, commands):
        """Execute command dicts in order; return one reply dict per command."""
        raise NotImplementedError

    def _command(self, action, args):
        return {"id": self._id_prefix + str(next(self._ids)), "action": action,
                "args": args}

    def call(self, action, **args):
        """Send any protocol action by name (``d.call("dump-mem", addr=.., len=..)``);
        returns its reply value."""
        return self._call(action, args)

    def _call(self, action, args=None, convert=None):
        cmd = self._command(action, args or {})
        if self._batch is not None:
            pending = Pending(action, convert)
            self._batch.items.append((cmd, pending))
            return pending
        reply = self._send([cmd])[0]
        if not reply.get("ok"):
            raise WineAgentError(str(reply.get("error")), action, reply)
        value = reply.get("value")
        return convert(value) if convert else value

    def batch(self):
        """``with d.batch(): d.click(..); d.step(4); img = d.png()`` — the calls go as one
        JSON array in one round trip when the block ends; each returned a
        :class:`Pending` whose ``.value`` is then set. The first failure raises."""
        return _Batch(self)

    # -- pointer --------------------------------------------------------------------------
    # Every point is screen (x, y) or ``ref=`` a window or control of the snapshot ("w12",
    # see snapshot(format="text")) with an optional ``point`` ("center", "title", corners).
    def click(self, x=None, y=None, button="left", ref=None, point=None):
        """Press and release at screen (x, y), or on ``ref`` (its centre, or ``point``)."""
        return self._call("click", point_args(x, y, ref, point, button=button))

    def dblclick(self, x=None, y=None, button="left", ref=None, point=None):
        """Two clicks: a double click for windows with CS_DBLCLKS."""
        return self._call("dblclick", point_args(x, y, ref, point, button=button))

    def rclick(self, x=None, y=None, ref=None, point=None):
        """A right click."""
        return self.click(x, y, "right", ref, point)

    def move(self, x=None, y=None, ref=None, point=None):
        """Move the pointer to (x, y) or onto ``ref``."""
        return self._call("mousemove", point_args(x, y, ref, point))

    def mousedown(self, x=None, y=None, button="left", ref=None, point=None):
        """Press a button at (x, y) or on ``ref``."""
        return self._call("mousedown", point_args(x, y, ref, point, button=button))

    def mouseup(self, x=None, y=None, button="left", ref=None, point=None):
        """Release a button at (x, y) or on ``ref``."""
        return self._call("mouseup", point_args(x, y, ref, point, button=button))

    def drag(self, x1=None, y1=None, x2=None, y2=None, steps=8, ref=None, to_ref=None,
             point=None, to_point=None):
        """Press at (x1, y1) or ``ref``, move there in ``steps`` moves, release at
        (x2, y2) or ``to_ref``."""
        args = {"steps": steps}
        args.update(point_args(x1, y1, ref, point, "x1", "y1"))
        args.update(point_args(x2, y2, to_ref, to_point, "x2", "y2", "toRef", "toPoint"))
        return self._call("drag", args)

    def wheel(self, x=None, y=None, delta=120, ref=None, point=None, horizontal=False):
        """Turn the wheel over (x, y) or ``ref``; ``delta`` in multiples of 120 (up is
        positive). ``horizontal``: tilt it instead (WM_MOUSEHWHEEL, right positive)."""
        extra = {"horizontal": True} if horizontal else {}
        return self._call("wheel", point_args(x, y, ref, point, delta=delta, **extra))

    def locate(self, ref, point=None):
        """Where a pointer action on ``ref`` lands: ``{"ref", "hwnd", "x", "y", "rect"}``."""
        return self._call("locate", {"ref": ref} if point is None
                          else {"ref": ref, "point": point})

    # -- keyboard -------------------------------------------------------------------------
    def key(self, spec):
        """Press and release a key or a combination: ``"enter"``, ``"VK_F2"``,
        ``"ctrl+s"``, ``"alt+f4"``."""
        return self._call("key", {"key": spec})

    def type(self, text):
        """Type text: keydown, WM_CHAR and keyup per character."""
        return self._call("type", {"text": text})

    # -- time -------------------------------------------------------------------------------
    def step(self, n=1, until=None, chunk=1, raise_on_timeout=False):
        """Run exactly ``n`` batches of the frozen VM; returns the step reply
        (``ran``, ``steps``, ``guestMs``, ...).

        With ``until`` — a callable taking the snapshot dict, or ``"idle"`` (the guest
        waits for input) — the VM runs ``chunk`` batches at a time, each followed by a
        snapshot in the same round trip, and stops as soon as ``until`` is true or ``n``
        batches have run; the reply then also carries ``until`` (True when it held).
        ``raise_on_timeout``: raise :class:`WaitTimeout` instead when it never held.
        """
        if until is None:
            return self._call("step", {"n": n})
        if self._batch is not None:
            raise WineAgentError("step(until=...) needs answers between steps: not in a "
                                 "batch", "step")
        test = _until(until)
        total, reply, held = 0, None, False
        while total < n:
            k = min(chunk, n - total)
            step_reply, snap = self._send([self._command("step", {"n": k}),
                                           self._command("snapshot", {})])
            for r, action in ((step_reply, "step"), (snap, "snapshot")):
                if not r.get("ok"):
                    raise WineAgentError(str(r.get("error")), action, r)
            reply = step_reply["value"]
            total += reply.get("ran", k)
            if test(snap["value"]):
                held = True
                break
            if reply.get("ran", k) < k:   # the run ended
                break
        if reply is None:
            reply = self._call("step", {"n": 0})
        reply = dict(reply, ran=total, until=held)
        if raise_on_timeout and not held:
            raise WaitTimeout("step: until did not hold within %d batches" % total, "step",
                              snap["value"] if total else None)
        return reply

    def frozen(self, on=True):
        """Freeze (``True``) or let the VM run live (``False``); returns the status."""
        return self._call("frozen", {"on": bool(on)})

    # -- looking ----------------------------------------------------------------------------
    #: png() asks for the raw pixels rather than a PNG (``connect(frames="raw")``).
    raw_frames = False

    def png(self):
        """The screen as a Pillow RGB image."""
        return self._call("png", {"format": "raw"} if self.raw_frames else {}, _png_image)

    def frame(self):
        """The screen as a read-only numpy array, ``(height, width, 3)`` uint8 RGB, with
        no PNG coding where the transport allows it (in-process: one copy of the
        composed frame; ``connect(frames="raw")``: the binary frame as received).
        ``numpy.array(d.frame())`` for a writable copy."""
        return self._call("png", {"format": "raw"} if self.raw_frames else {}, _frame_array)

    def png_bytes(self):
        """The screen as PNG file bytes."""
        return self._call("png", {}, _decode_data_url)

    def screenshot(self, path):
        """Write the screen to ``path`` (on this machine) as PNG; returns the path."""
        path = os.path.abspath(os.path.expanduser(path))

        def write(value):
            data = _decode_data_url(value)
            with open(path, "wb") as f:
                f.write(data)
            return path
        return self._call("png", {}, write)

    def snapshot(self, format="json", window=None, query=None, depth=None,
                 visible_only=None):
        """The structured state: windows (ref, hwnd, class, title, rect, client, visible,
        enabled, id, parent), focus, active, lastMessageBox, menus, quit, exitCode, ...

        ``format="text"`` gives the compact tree instead (one line per visible window or
        control: ref, class, title, rect, state; docs/protocol.md). Filters (both forms):
        ``window`` a ref (that subtree), ``query`` text to look for, ``depth`` levels,
        ``visible_only``."""
        args = {"format": format}
        for name, value in (("window", window), ("query", query), ("depth", depth),
                            ("visibleOnly", visible_only)):
            if value is not None:
                args[name] = value
        return self._call("snapshot", args)

    def text(self, ref=None, **filters):
        """``text("w5")``: the whole text of that window or control (an EDIT's contents,
        a button's label), exact — the text tree escapes and cuts long texts.
        ``text()`` (no ref): the compact text tree, ``snapshot(format="text", **filters)``,
        as before the ref existed."""
        if ref is None:
            return self.snapshot("text", **filters)
        if filters:
            raise WineAgentError("text: give a ref (one control's text) or tree filters "
                                 "(window, query, depth, visible_only), not both", "text")
        return self._call("text", {"ref": ref}, lambda value: value["text"])

    def windows(self):
        """The snapshot's window list (top-level z-order first, children after parents)."""
        return self.snapshot()["windows"]

    def find_all(self, title=None, cls=None, visible=True, id=None, exact=False,
                 label=None):
        """Windows whose title contains ``title`` (any case, the ``&`` of an access key
        ignored; with ``exact`` the whole title), whose class is ``cls`` (any case), whose
        control ``id`` matches, and — ``label`` — that follow a STATIC with that text
        (``find(label="File name:")`` is the field after it, as the dialog's tab order
        runs); only visible ones unless ``visible=None``. Rules shared with the MCP
        ``find`` tool (api/finding.py)."""
        return finding.find_all(self.windows(), title=title, cls=cls, id=id,
                                visible=visible, exact=exact, label=label)

    def find(self, title=None, cls=None, visible=True, id=None, exact=False, label=None):
        """The first window :meth:`find_all` matches, or None."""
        found = self.find_all(title, cls, visible, id, exact, label)
        return found[0] if found else None

    def wait_for(self, title=None, text=None, cls=None, timeout=10.0, gone=False,
                 exact=False, max_steps=None):
        """Run (or, live, watch) the desktop until a visible window with ``title`` (and
        of class ``cls``) is there — ``text``: a window title or the MessageBox text
        containing it — and return it (``{"messageBox": ...}`` for a MessageBox); with
        ``gone``, until none is, returning None. Raises :class:`WaitTimeout` after
        ``timeout`` seconds — of guest time on a frozen desktop (it steps, 4 batches
        between looks; ``max_steps`` bounds the batches too), of wall time on a live one
        — or when the program's run ends first, as Playwright's waits raise."""
        def test(snap):
            hit = finding.wait_match(snap, title, text, cls, exact)
            if gone:
                return True if hit is None else None
            return hit
        what = ", ".join("%s=%r" % kv for kv in (("title", title), ("text", text),
                                                  ("cls", cls)) if kv[1] is not None)
        hit = self._wait(test, timeout, max_steps,
                         "wait_for(%s%s)" % (what, ", gone=True" if gone else ""))
        return None if gone else hit

    def _frozen(self):
        """Whether guest time moves only with step (an in-process Desktop always)."""
        return bool(self.ping().get("frozen"))

    def _wait(self, test, timeout, max_steps, what):
        """Step a frozen desktop (poll a live one) until ``test(snapshot)`` is not None;
        returns that. Raises WaitTimeout past ``timeout`` seconds or ``max_steps``."""
        if self._batch is not None:
            raise WineAgentError("%s needs answers between steps: not in a batch" % what)
        snap = self.snapshot()
        hit = test(snap)
        if hit is not None:
            return hit
        frozen = self._frozen()
        start_ms, start_wall, ran = snap.get("guestMs") or 0, time.monotonic(), 0
        while True:
            if snap.get("ended") or snap.get("quit"):
                raise WaitTimeout("%s: the run ended (%s) first" % (
                    what, snap.get("ended") or "quit"), "wait_for", snap)
            if frozen:
                over = (snap.get("guestMs") or 0) - start_ms >= timeout * 1000 or (
                    max_steps is not None and ran >= max_steps)
            else:
                over = time.monotonic() - start_wall >= timeout
            if over:
                raise WaitTimeout("%s: not within %gs%s" % (
                    what, timeout, " of guest time (%d batches)" % ran if frozen else ""),
                    "wait_for", snap)
            if frozen:
                k = WAIT_CHUNK if max_steps is None else max(1, min(WAIT_CHUNK,
                                                                    max_steps - ran))
                step_reply, look = self._send([self._command("step", {"n": k}),
                                               self._command("snapshot", {})])
                for r, action in ((step_reply, "step"), (look, "snapshot")):
                    if not r.get("ok"):
                        raise WineAgentError(str(r.get("error")), action, r)
                ran += step_reply["value"].get("ran", k)
                snap = look["value"]
            else:
                time.sleep(POLL_S)        # a live VM runs on its own: look again shortly
                snap = self.snapshot()
            hit = test(snap)
            if hit is not None:
                return hit

    def dialog(self, button="OK"):
        """Press ``button`` (its label: OK, Cancel, Yes, Save...; ``&`` and case
        ignored) of the foreground dialog — else of the topmost window that has one —
        with a click on it; returns the button's window dict (``window``: its top-level
        window's handle). Raises WineAgentError naming the buttons there are. Like every
        action, the click takes effect when the guest runs (``step``)."""
        try:
            target = finding.dialog_button(self.snapshot(), button)
        except finding.NotFound as e:
            raise WineAgentError(str(e), "dialog") from None
        self.click(ref=target["ref"])
        return target

    def eval(self, code):
        """Evaluate Python in the VM's process (``vm``, ``wm``, ``mem``, ``regs`` in
        scope; statements set ``result``); returns the JSON value or its repr."""
        return self._call("eval", {"code": code})

    # -- the guest's drive and clipboard ---------------------------------------------------
    # Guest paths are paths on the program's drive C: (``C:\dir\a.txt``; relative ones
    # start at C:\); local paths are on this machine. docs/protocol.md, "Files and the
    # clipboard".
    def put_file(self, local, guest):
        """Copy the local file ``local`` into the guest as ``guest`` (its folders made);
        returns ``{"path", "size", "mtime"}`` (the guest path as the drive spells it)."""
        local = os.path.abspath(os.path.expanduser(os.fspath(local)))
        try:
            with open(local, "rb") as f:
                data = f.read(MAX_FILE + 1)
        except OSError as e:
            raise WineAgentError("put-file: cannot read %s: %s" % (local, e.strerror or e),
                                 "put-file") from None
        if len(data) > MAX_FILE:
            # Refused here: its base64 would not fit in one request body.
            raise WineAgentError("put-file: %s is over the limit of %d bytes"
                                 % (local, MAX_FILE), "put-file")
        return self._call("put-file", {"path": guest,
                                       "content": base64.b64encode(data).decode("ascii")})

    def get_file(self, guest, local):
        """Copy the guest file ``guest`` to the local file ``local`` (replacing it);
        returns ``{"path", "size", "mtime", "local"}``."""
        local = os.path.abspath(os.path.expanduser(os.fspath(local)))

        def write(value):
            value = dict(value)
            data = base64.b64decode(value.pop("content"))
            try:
                with open(local, "wb") as f:
                    f.write(data)
            except OSError as e:
                raise WineAgentError("get-file: cannot write %s: %s"
                                     % (local, e.strerror or e), "get-file") from None
            value["local"] = local
            return value
        return self._call("get-file", {"path": guest}, write)

    def read_file(self, guest):
        """The bytes of the guest file ``guest``."""
        return self._call("get-file", {"path": guest},
                          lambda value: base64.b64decode(value["content"]))

    def list_files(self, guest_dir="C:\\"):
        """The guest folder ``guest_dir``: ``{"path", "entries": [{"name", "size",
        "isDir", "mtime"}], "truncated"}`` (entries by name; ``mtime`` the guest file time
        as Unix seconds)."""
        return self._call("list-files", {"path": guest_dir})

    def clipboard(self):
        """The clipboard's text (from whichever text format the program set), or None."""
        return self._call("clipboard", {}, lambda value: value["text"])

    def set_clipboard(self, text):
        """Put ``text`` on the clipboard as another program would (the program's viewers
        are told); returns ``{"sequence"}``. Refused while the program has it open."""
        return self._call("set-clipboard", {"text": text})

    # -- savestates (docs/state.md) ---------------------------------------------------------
    def save(self, path=None):
        """Write the desktop's whole state to ``path`` (the server's; default a new file
        in its state folder): ``{"path", "bytes", "ms"}``."""
        return self._call("save", {} if path is None else {"path": os.fspath(path)})

    def load(self, path):
        """Restore a state file into this desktop: ``{"path", "bytes", "ms", "batch"}``."""
        return self._call("load", {"path": os.fspath(path)})

    def fork(self):
        """A new desktop continuing from this one's state (this one goes on unchanged);
        subclasses return it as a desktop of their own kind."""
        return self._call("fork")

    def ping(self):
        """Identity and liveness: session, kind, app, frozen, uptime."""
        return self._call("ping")

    def quit(self):
        """End the program's run (the VM stops; a CLI VM's process exits)."""
        return self._call("quit")

    # -- lifetime -----------------------------------------------------------------------------
    def close(self):
        """Release this object's resources (subclasses say what that means)."""

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        self.close()
        return False


def point_args(x, y, ref, point=None, fx="x", fy="y", fref="ref", fpoint="point", **more):
    """The command args naming one point: ``x, y`` or a snapshot ``ref`` (and its named
    ``point``), plus ``more``; the field names are the action's (drag: x1, y1, ref / x2,
    y2, toRef). Raises WineAgentError when neither or both are given."""
    if ref is not None:
        if x is not None or y is not None:
            raise WineAgentError("give x, y or ref, not both")
        more[fref] = ref
        if point is not None:
            more[fpoint] = point
    elif x is None or y is None:
        raise WineAgentError("give a point: x and y, or ref (a snapshot ref such as "
                             "\"w12\")")
    else:
        more[fx], more[fy] = x, y
    return more


def _until(until):
    if callable(until):
        return until
    if until == "idle":
        return lambda snap: bool(snap.get("parked"))
    if until == "exit":
        return lambda snap: bool(snap.get("ended") or snap.get("quit"))
    raise WineAgentError("step: until must be a callable taking the snapshot, \"idle\" or "
                         "\"exit\", got %r" % (until,), "step")
