"""The MCP server's desktops and what each action changed; no MCP imports here.

A :class:`Sessions` holds desktops by id — in-process ones it started, remote ones it
attached to — and turns each tool call into Python API calls (docs/python.md). Every
action is followed by ``steps`` batches and a look, all in one batch (one round trip for a
remote desktop), so the agent learns what its action did without asking again: the frame
hash, windows that appeared or went away, a new MessageBox, the end of the run.
"""

import hashlib
import itertools
import os
import struct
import threading

from ..api import Desktop, connect as attach
from ..api import finding
from ..api.session import WaitTimeout, WineAgentError
from ..control import frames
from ..control.snapshot import RefError, filter_windows, text_tree
from .computer_use import AdapterError, translate

__all__ = ["Sessions", "SessionError"]

#: Bound of one tool call's step count (a step holds the reply while it runs).
MAX_STEPS = 100000


class SessionError(Exception):
    """A tool failed; the message is what the agent reads."""


class _Entry(object):
    __slots__ = ("id", "desktop", "kind", "app", "frozen", "view", "last")

    def __init__(self, sid, desktop, kind, app, frozen):
        self.id, self.desktop, self.kind, self.app = sid, desktop, kind, app
        self.frozen = frozen
        self.view = (0, 0, 1.0)    # the last screenshot's region origin and scale
        self.last = None           # the last snapshot seen, to say what changed

    def describe(self):
        d = self.desktop
        return {"session": self.id, "kind": self.kind, "app": self.app,
                "frozen": self.frozen,
                "ended": getattr(d, "ended", None) if self.kind == "local" else None}


def frame_hash(desktop, png=None):
    """A short hash of the current frame (it changes exactly when the screen does):
    in-process, the ``frame`` event's hash of the pixels (control/frames.py: no PNG
    coding, computed once per frame, so an action that repaints the same pixels and the
    look after it cost none); for a remote desktop, of the PNG bytes (``png``, or
    fetched) — its server encodes each frame once, deterministically."""
    if hasattr(desktop, "vm"):
        return frames.frame_hash(desktop.vm)
    data = png if png is not None else desktop.png_bytes()
    return hashlib.sha256(data).hexdigest()[:16]


def screen_png(desktop):
    """The whole screen as PNG bytes: in-process straight from the compositor's
    once-per-frame PNG (the png command's own bytes, without its data URL there and
    back); for a remote desktop, the png command's."""
    if hasattr(desktop, "vm"):
        return frames.png_bytes(desktop.vm)
    return desktop.png_bytes()


def _changes(before, after):
    old = {w["hwnd"]: w for w in (before or {}).get("windows") or ()}
    new = {w["hwnd"]: w for w in after.get("windows") or ()}
    brief = lambda w: {"ref": w.get("ref"), "hwnd": w["hwnd"], "class": w.get("class"),
                       "title": w.get("title")}
    out = {"newWindows": [brief(w) for h, w in new.items() if h not in old],
           "closedWindows": [brief(w) for h, w in old.items() if h not in new]}
    mb = after.get("lastMessageBox")
    if mb and mb != (before or {}).get("lastMessageBox"):
        out["messageBox"] = mb
    if after.get("ended"):
        out["ended"] = after.get("ended")
    return out


class Sessions(object):
    """Desktops by id, and the tool operations over them. Thread-safe: the MCP SDK runs
    synchronous tools in worker threads, and a desktop takes one call at a time."""

    def __init__(self, allow_eval=False):
        self.allow_eval = allow_eval
        self.entries = {}
        self._ids = itertools.count(1)
        self.lock = threading.RLock()

    def _get(self, sid):
        if sid is None:
            # Left out: fine while there is exactly one session to mean.
            if len(self.entries) == 1:
                return next(iter(self.entries.values()))
            raise SessionError("give session: %s" % (
                "none is open; call session_start" if not self.entries else
                "%d are open (%s)" % (len(self.entries), ", ".join(sorted(self.entries)))))
        entry = self.entries.get(sid)
        if entry is None:
            known = ", ".join(sorted(self.entries)) or "none; call session_start"
            raise SessionError("no session %r (sessions: %s)" % (sid, known))
        return entry

    # -- lifetime ------------------------------------------------------------------------
    def start(self, app=None, exe=None, args=None, connect=None, token=None, settle=30,
              screen=(640, 480), drive=None):
        """A new in-process desktop (``app``/``exe``), or one attached with ``connect``.

        ``drive``: an existing host folder the desktop uses as its drive C:. It is the
        user's: closing the session leaves it and what the program saved in it (without
        one, C: is a temporary folder that goes with the session)."""
        with self.lock:
            try:
                if drive is not None:
                    if connect:
                        raise SessionError("drive is for a new desktop; a running one "
                                           "(connect) already has its drive")
                    drive = os.path.abspath(os.path.expanduser(drive))
                    if not os.path.isdir(drive):
                        raise SessionError("drive %s is not an existing folder" % drive)
                if connect:
                    if app or exe:
                        raise SessionError("give app/exe (a new desktop) or connect (a "
                                           "running one), not both")
                    desktop = attach(connect, token=token)
                    ping = desktop.ping()
                    kind, name, frozen = "remote", ping.get("app"), bool(ping.get("frozen"))
                else:
                    desktop = Desktop(app=app, exe=exe, args=args, screen=tuple(screen),
                                      vfs_root=drive)
                    kind, name, frozen = "local", app or exe, True
                    if settle:
                        desktop.step(min(int(settle), MAX_STEPS))
            except (ValueError, TypeError, WineAgentError) as e:
                raise SessionError(str(e)) from None
            sid = "s%d" % next(self._ids)
            entry = _Entry(sid, desktop, kind, name, frozen)
            self.entries[sid] = entry
            snap = self._snapshot(entry)
            out = dict(entry.describe(), frame=frame_hash(desktop), windows=text_tree(snap))
            if kind == "local":
                out["drive"] = desktop.vm.vfs.root
            return out

    def list(self):
        """Every session."""
        with self.lock:
            return [e.describe() for e in self.entries.values()]

    def close(self, sid):
        """End an in-process desktop; drop the connection to a remote one. A drive the
        user named stays (the VFS deletes only a folder it made); the reply says which."""
        with self.lock:
            entry = self._get(sid)
            sid = entry.id
            del self.entries[sid]
            d = entry.desktop
            kept = None
            if entry.kind == "local" and not d.vm.vfs.owns_root:
                kept = d.vm.vfs.root
            d.close()
            out = {"session": sid, "closed": True}
            if kept is not None:
                out["driveKept"] = kept
            return out

    def close_all(self):
        """Close every session (the server is stopping)."""
        with self.lock:
            for sid in list(self.entries):
                self.close(sid)

    # -- looking ---------------------------------------------------------------------------
    def _snapshot(self, entry):
        snap = entry.desktop.snapshot()
        entry.last = snap
        return snap

    def screenshot(self, sid, region=None, scale=1.0):
        """(PNG bytes, info). ``region`` [x, y, w, h] crops, ``scale`` resizes; later
        pointer coordinates are read in this image's coordinates. The whole screen at
        scale 1 is the png command's own PNG, passed through (no decoding, no re-encoding;
        the server encodes each frame once)."""
        if not 0.05 <= scale <= 4:
            raise SessionError("scale must be within 0.05..4, got %r" % scale)
        with self.lock:
            entry = self._get(sid)
            d = entry.desktop
            if not region and scale == 1.0:
                data = screen_png(d)
                return data, self._whole_screen(entry, data)
            img = d.png()
            ox = oy = 0
            if region:
                if len(region) != 4 or region[2] <= 0 or region[3] <= 0:
                    raise SessionError("region must be [x, y, width, height] with a "
                                       "positive size, got %r" % (region,))
                x, y, w, h = (int(v) for v in region)
                if x < 0 or y < 0 or x + w > img.width or y + h > img.height:
                    raise SessionError("region %r is not inside the %dx%d screen"
                                       % (region, img.width, img.height))
                img = img.crop((x, y, x + w, y + h))
                ox, oy = x, y
            if scale != 1.0:
                img = img.resize((max(1, round(img.width * scale)),
                                  max(1, round(img.height * scale))))
            entry.view = (ox, oy, float(scale))
            return frames.encode_png(img), {"frame": frame_hash(d), "width": img.width,
                                            "height": img.height, "origin": [ox, oy],
                                            "scale": scale}

    @staticmethod
    def _whole_screen(entry, png):
        """The info of a look at the whole screen at scale 1 (``png``: its PNG bytes);
        later pointer coordinates are screen pixels again."""
        width, height = struct.unpack(">II", png[16:24])   # IHDR's first fields
        entry.view = (0, 0, 1.0)
        return {"frame": frame_hash(entry.desktop, png), "width": width, "height": height,
                "origin": [0, 0], "scale": 1.0}

    def snapshot(self, sid, format="text", title=None, cls=None, window=None, query=None,
                 depth=None, visible_only=None):
        """The window tree: compact text with refs, or the full JSON; filtered by window
        (a ref), query, depth, visibility (docs/protocol.md) and by title/class."""
        if format not in ("text", "json"):
            raise SessionError('format must be "text" or "json", got %r' % format)
        with self.lock:
            entry = self._get(sid)
            snap = self._snapshot(entry)
        if title or cls:
            wins = [w for w in snap["windows"]
                    if (title is None or title in (w.get("title") or ""))
                    and (cls is None or cls.lower() == str(w.get("class")).lower())]
            snap = dict(snap, windows=wins)
        try:
            if format == "json":
                if window is not None or query or depth is not None or visible_only:
                    snap = dict(snap, windows=filter_windows(snap, window, query, depth,
                                                             bool(visible_only)))
                return snap
            return text_tree(snap, window, query, depth,
                             True if visible_only is None else visible_only, limit=1 << 16)
        except RefError as e:
            raise SessionError(str(e)) from None

    def text(self, sid, ref):
        """The whole text of the window or control ``ref`` (the ``text`` command)."""
        return self._desktop_call(sid, lambda d: d.text(ref))

    # -- acting -------------------------------------------------------------------------------
    def _to_screen(self, entry, args):
        """Map an action's points from the last screenshot's coordinates to the screen."""
        ox, oy, scale = entry.view
        out = dict(args)
        for fx, fy in (("x", "y"), ("x1", "y1"), ("x2", "y2")):
            if fx in out and fy in out:
                out[fx], out[fy] = int(ox + out[fx] / scale), int(oy + out[fy] / scale)
        return out

    def act(self, sid, commands, steps=8, mapped=True, screenshot=False):
        """Run actions ``[(name, args), ...]``, then ``steps`` batches (frozen desktops),
        then look, in one batch: returns (what changed, PNG bytes or None). Points are
        read in the last screenshot's coordinates (screen pixels when ``mapped`` is
        false). ``screenshot``: the PNG is the whole screen the frame hash names, and
        what changed carries a screenshot's info (later points are screen pixels) — the
        act-then-look cycle in one call."""
        with self.lock:
            entry = self._get(sid)
            d = entry.desktop
            before = entry.last if entry.last is not None else self._snapshot(entry)
            steps = max(0, min(int(steps), MAX_STEPS))
            try:
                with d.batch():
                    for name, args in commands:
                        d.call(name, **(self._to_screen(entry, args) if mapped
                                        else args))
                    if steps and entry.frozen:
                        d.step(steps)
                    look = d.snapshot()
                    # Remote: the frame for the hash in the same round trip.
                    png = d.png_bytes() if entry.kind == "remote" else None
            except WineAgentError as e:
                raise SessionError(e.message) from None
            snap = look.value
            entry.last = snap
            png = png.value if png is not None else None
            out = {"frame": frame_hash(d, png), "steps": snap.get("steps")}
            out.update(_changes(before, snap))
            if not screenshot:
                return out, None
            if png is None:
                png = screen_png(d)
            out.update(self._whole_screen(entry, png))
            return out, png

    def press_button(self, sid, label, steps=8, screenshot=False):
        """Click the button labelled ``label`` (``&`` ignored, any case) in the topmost
        window that has one; returns (what changed plus which button it pressed, PNG
        bytes or None: as :meth:`act`)."""
        with self.lock:
            entry = self._get(sid)
            try:
                w = finding.dialog_button(self._snapshot(entry), label)
            except finding.NotFound as e:
                raise SessionError(str(e)) from None
            out, png = self.act(entry.id, [("click", {"ref": w["ref"]})], steps,
                                mapped=False, screenshot=screenshot)
            out["pressed"] = {"ref": w["ref"], "hwnd": w["hwnd"], "id": w.get("id"),
                              "title": w.get("title"), "window": w["window"]}
            return out, png

    def find(self, sid, title=None, cls=None, id=None, label=None, exact=False):
        """The visible windows matching every filter (api/finding.py, as Python's
        ``find_all``), briefly: ref, hwnd, class, title, rect, id."""
        with self.lock:
            wins = self._snapshot(self._get(sid))["windows"]
        return [{k: w.get(k) for k in ("ref", "hwnd", "class", "title", "rect", "id")}
                for w in finding.find_all(wins, title=title, cls=cls, id=id, exact=exact,
                                          label=label)]

    def computer(self, sid, action, steps=8):
        """A computer-use action dict (Anthropic's or OpenAI's schema, see
        computer_use.py): returns (what changed, PNG bytes or None)."""
        try:
            plan = translate(action)
        except AdapterError as e:
            raise SessionError(str(e)) from None
        with self.lock:
            entry = self._get(sid)
            if plan.wait_ms is not None:
                tick = entry.desktop.vm.clock.tick_ms if entry.kind == "local" else 16
                steps = -(-plan.wait_ms // tick)
            elif not plan.commands:
                steps = 0          # a look does not move time
            if plan.commands or steps:
                out = self.act(sid, plan.commands, steps)[0]
            else:
                out = {"frame": frame_hash(entry.desktop),
                       "steps": self._snapshot(entry).get("steps")}
            image = None
            if plan.screenshot:
                image, info = self.screenshot(sid)
                out.update(info)
            elif plan.zoom:
                image, info = self._zoom(entry, plan.zoom)
                out.update(info)
            return out, image

    def _zoom(self, entry, region):
        """Anthropic's ``zoom``: the region (corners in the last screenshot's coordinates)
        as an image at the screen's full resolution. Unlike a cropped ``screenshot``, it
        leaves later coordinates those of the last screenshot, as the tool documents."""
        ox, oy, scale = entry.view
        x0, y0, x1, y1 = region
        sx0, sy0 = int(ox + x0 / scale), int(oy + y0 / scale)
        sx1, sy1 = int(ox + x1 / scale), int(oy + y1 / scale)
        view = entry.view
        try:
            image, info = self.screenshot(entry.id, [sx0, sy0, max(1, sx1 - sx0),
                                                     max(1, sy1 - sy0)])
        finally:
            entry.view = view
        info["zoom"] = [sx0, sy0, sx1, sy1]
        return image, info

    def step(self, sid, n, until=None, raise_on_timeout=False):
        """Run ``n`` batches (or until ``"idle"``); returns the step reply and changes.
        ``raise_on_timeout``: an error when ``until`` never held."""
        with self.lock:
            entry = self._get(sid)
            before = entry.last if entry.last is not None else self._snapshot(entry)
            try:
                reply = entry.desktop.step(max(0, min(int(n), MAX_STEPS)), until=until,
                                           chunk=4 if until else 1,
                                           raise_on_timeout=bool(until and raise_on_timeout))
            except WineAgentError as e:
                raise SessionError(e.message) from None
            snap = self._snapshot(entry)
            out = {"ran": reply.get("ran"), "steps": snap.get("steps"),
                   "frame": frame_hash(entry.desktop)}
            if until:
                out["until"] = reply.get("until")
            out.update(_changes(before, snap))
            return out

    def wait_for(self, sid, text=None, gone=False, max_steps=500, title=None, cls=None,
                 exact=False, timeout=10.0):
        """Run the desktop until a visible window with ``title`` / ``cls`` — ``text``: a
        title or the MessageBox text containing it — is there (or, with ``gone``, is
        not): Python's ``wait_for`` (same rules, api/finding.py), within ``timeout``
        guest seconds and ``max_steps`` batches; a SessionError when it does not."""
        with self.lock:
            entry = self._get(sid)
            before = self._snapshot(entry)
            start = before.get("steps") or 0
            try:
                hit = entry.desktop.wait_for(title=title, text=text, cls=cls,
                                             timeout=timeout, gone=gone, exact=exact,
                                             max_steps=max(1, min(int(max_steps),
                                                                  MAX_STEPS)))
            except WaitTimeout as e:
                raise SessionError(e.message) from None
            except (ValueError, WineAgentError) as e:
                raise SessionError(str(e)) from None
            snap = self._snapshot(entry)
            out = {"found": True, "ran": (snap.get("steps") or 0) - start,
                   "frame": frame_hash(entry.desktop)}
            if hit and not gone:
                out["match"] = hit if "messageBox" in hit else {
                    k: hit.get(k) for k in ("ref", "hwnd", "class", "title")}
            out.update(_changes(before, snap))
            return out

    # -- files and the clipboard --------------------------------------------------------------
    def _desktop_call(self, sid, fn):
        with self.lock:
            entry = self._get(sid)
            try:
                return fn(entry.desktop)
            except WineAgentError as e:
                raise SessionError(e.message) from None

    def put_file(self, sid, guest, content=None, local=None, local_paths=False):
        """Write a guest file from ``content`` (base64) or, with ``local_paths``, from
        the host file ``local``; returns ``{path, size, mtime}``."""
        if (content is None) == (local is None):
            raise SessionError("give content (the bytes in base64)%s" % (
                " or local (a file on this machine), not both" if local_paths else ""))
        if local is not None:
            if not local_paths:
                raise SessionError("local paths are for the stdio server (this one serves "
                                   "HTTP, maybe for another machine): give content in "
                                   "base64")
            return self._desktop_call(sid, lambda d: d.put_file(local, guest))
        return self._desktop_call(sid, lambda d: d.call("put-file", path=guest,
                                                        content=content))

    def get_file(self, sid, guest, local=None, local_paths=False):
        """A guest file: ``{path, size, mtime, content}`` (base64), or with ``local``
        (stdio server only) written to that host file: ``{path, size, mtime, local}``."""
        if local is not None:
            if not local_paths:
                raise SessionError("local paths are for the stdio server (this one serves "
                                   "HTTP, maybe for another machine): leave local out "
                                   "and take content")
            return self._desktop_call(sid, lambda d: d.get_file(guest, local))
        return self._desktop_call(sid, lambda d: d.call("get-file", path=guest))

    def list_files(self, sid, guest_dir="C:\\"):
        """A guest folder: ``{path, entries: [{name, size, isDir, mtime}], truncated}``."""
        return self._desktop_call(sid, lambda d: d.list_files(guest_dir))

    def clipboard_get(self, sid):
        """``{text}``: the clipboard's text, or null."""
        return {"text": self._desktop_call(sid, lambda d: d.clipboard())}

    def clipboard_set(self, sid, text):
        """Put text on the clipboard; ``{sequence}``."""
        return self._desktop_call(sid, lambda d: d.set_clipboard(text))

    def eval(self, sid, code):
        """Evaluate code in the session (only with ``--allow-eval``)."""
        if not self.allow_eval:
            raise SessionError("eval is disabled: start the server with --allow-eval")
        with self.lock:
            entry = self._get(sid)
            try:
                return entry.desktop.eval(code)
            except WineAgentError as e:
                raise SessionError(e.message) from None
