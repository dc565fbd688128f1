"""One implementation of every action, shared by ``--input``, the control server and stdin.

Input actions reply ``null`` once queued, as on browser pages.

``Dispatcher.execute(cmd)`` runs one validated ``Command`` against a host's VM and returns
the reply value (or a Deferred for ``step``); failures raise ``CommandError`` whose message
becomes the ``ok:false`` error. Input actions only *queue* raw events: the guest sees them
when it next runs, which is what makes "click, then step" the atomic unit of play.
"""

import base64
import json
import os

from . import keys
from . import snapshot as snapshots
from ..events import commands as event_commands
from ..events import filters
from .frames import png_bytes, raw_frame
from .protocol import BROWSER_ONLY, MAX_FILE, MAX_LIST, MAX_QUEUED_INPUT, Command
from ..replay.command import RecordError, RecordWriteFailed, record
from ..win32.kernel.hostout import WriteFailed, write_file
from ..win32.user.procwindows import SessionWindows, describe_desktop

__all__ = ["Dispatcher", "CommandError", "OutputError", "png_bytes"]


class CommandError(Exception):
    """A command failed; the message is what the client sees."""


class OutputError(CommandError):
    """A command's file could not be written (a full disk): nothing is left under its
    name. A scheduled one (``--input``) counts as a failed output of the run (exit 4)."""


class Dispatcher:
    """Executes commands for one host (a CLI VM or a page's VM)."""

    kind = "cli"

    def __init__(self, host):
        self.host = host

    @property
    def vm(self):
        """The host's VM."""
        return self.host.vm

    # -- entry point ---------------------------------------------------------------
    def execute(self, cmd):
        """Run one command; returns its reply value (or a Deferred); raises CommandError."""
        if cmd.action in BROWSER_ONLY:
            raise CommandError(
                "%s is browser-only: a CLI VM chose its app at start and has no user at its "
                "screen" % cmd.action)
        handler = getattr(self, "do_" + cmd.action.replace("-", "_"), None)
        if handler is None:
            raise CommandError("action %r is not supported by this host" % cmd.action)
        try:
            return handler(**cmd.args)
        except CommandError:
            raise
        except (ValueError, KeyError, TypeError) as e:
            raise CommandError("%s: %s" % (cmd.action, e)) from None

    # -- input ----------------------------------------------------------------------
    def _room(self, events):
        """Refuse, before queueing any, input that would overfill the guest's queue: a
        frozen or busy guest drains nothing, so the queue would grow with every command."""
        waiting = len(self.vm.wm.input_queue)
        if waiting + events > MAX_QUEUED_INPUT:
            raise CommandError(
                "input queue full: %d events wait for the guest and this command adds %d "
                "(the limit is %d); let the guest run (step) before sending more"
                % (waiting, events, MAX_QUEUED_INPUT))

    def _point(self, x, y):
        w, h = self.vm.gdi.width, self.vm.gdi.height
        if not (0 <= x < w and 0 <= y < h):
            raise CommandError("point %d,%d is off the %dx%d screen" % (x, y, w, h))

    def _mouse(self, kind, x, y, button="left"):
        self._point(x, y)
        # A press or release somewhere else than the pointer is first a move there, as a
        # hand on a mouse (and the xdotool peer: mousemove, then click) makes it: a
        # program that follows the pointer through WM_MOUSEMOVE (hot tracking, an
        # immediate-mode GUI that hit-tests its last known pointer) sees it arrive.
        travel = kind in ("down", "up") and self._pointer() != (x, y)
        self._room(2 if travel else 1)
        if travel:
            self.vm.wm.queue_input(("mouse", "move", x, y, button))
        self.vm.wm.queue_input(("mouse", kind, x, y, button))

    def _pointer(self):
        """Where the pointer is once the queued input is taken: the last queued mouse
        event's point, else where the guest last saw it."""
        return self.vm.wm.queued_pointer()

    def _at(self, x, y, ref, point):
        """A pointer action's point: (x, y) as given, or the ref's named point."""
        if ref is None:
            return x, y
        try:
            where = snapshots.locate(self.vm, ref, point)
        except snapshots.RefError as e:
            raise CommandError(str(e)) from None
        return where["x"], where["y"]

    def do_click(self, x=None, y=None, button="left", ref=None, point=None):
        """Press and release at (x, y), or at a window's point (``ref``, ``point``)."""
        x, y = self._at(x, y, ref, point)
        self._point(x, y)
        self._room(3)
        self._mouse("down", x, y, button)
        self._mouse("up", x, y, button)
        return None

    def do_dblclick(self, x=None, y=None, button="left", ref=None, point=None):
        """Two clicks in a row: the second press becomes WM_xBUTTONDBLCLK (CS_DBLCLKS)."""
        x, y = self._at(x, y, ref, point)
        self._point(x, y)
        self._room(5)
        for _ in range(2):
            self._mouse("down", x, y, button)
            self._mouse("up", x, y, button)
        return None

    def do_mousedown(self, x=None, y=None, button="left", ref=None, point=None):
        """Press a button at (x, y) or at a ref."""
        self._mouse("down", *self._at(x, y, ref, point), button=button)
        return None

    def do_mouseup(self, x=None, y=None, button="left", ref=None, point=None):
        """Release a button at (x, y) or at a ref."""
        self._mouse("up", *self._at(x, y, ref, point), button=button)
        return None

    def do_mousemove(self, x=None, y=None, button="left", ref=None, point=None):
        """Move the pointer to (x, y) or to a ref."""
        self._mouse("move", *self._at(x, y, ref, point), button=button)
        return None

    def do_drag(self, x1=None, y1=None, x2=None, y2=None, steps=8, ref=None, point=None,
                toRef=None, toPoint=None):
        """Press at (x1, y1) (or ``ref``), move in ``steps`` moves to (x2, y2) (or
        ``toRef``), release there."""
        x1, y1 = self._at(x1, y1, ref, point)
        x2, y2 = self._at(x2, y2, toRef, toPoint)
        steps = max(1, steps)
        self._point(x1, y1)
        self._point(x2, y2)
        self._room(steps + 3)
        self._mouse("move", x1, y1)
        self._mouse("down", x1, y1)
        for i in range(1, steps + 1):
            self._mouse("move", x1 + (x2 - x1) * i // steps, y1 + (y2 - y1) * i // steps)
        self._mouse("up", x2, y2)
        return None

    def do_wheel(self, x=None, y=None, delta=0, ref=None, point=None, horizontal=False):
        """A mouse wheel turn (WM_MOUSEWHEEL, delta in multiples of 120, up positive), or
        with ``horizontal`` a tilt (WM_MOUSEHWHEEL, right positive)."""
        x, y = self._at(x, y, ref, point)
        self._point(x, y)
        self._room(2)
        self._mouse("move", x, y)
        self.vm.wm.queue_input(("mouse", "hwheel" if horizontal else "wheel", x, y, delta))
        return None

    def do_locate(self, ref, point=None):
        """Where a pointer action aimed at ``ref`` would land: x, y, rect, hwnd."""
        try:
            return snapshots.locate(self.vm, ref, point)
        except snapshots.RefError as e:
            raise CommandError("locate: %s" % e) from None

    def do_text(self, ref):
        """The whole text of a window or control: ``{ref, hwnd, class, text, length}``
        (and ``items`` for a list or combo box); the snapshot's text form cuts it."""
        try:
            return snapshots.control_text(SessionWindows(self.vm), ref)
        except snapshots.RefError as e:
            raise CommandError("text: %s" % e) from None

    def do_keydown(self, key):
        """WM_KEYDOWN for a virtual-key code."""
        self._room(1)
        self.vm.wm.queue_input(("key", "down", key))
        return None

    def do_keyup(self, key):
        """WM_KEYUP for a virtual-key code."""
        self._room(1)
        self.vm.wm.queue_input(("key", "up", key))
        return None

    def do_keypress(self, char):
        """WM_CHAR for a character code (the character arrives on its own, as in a browser);
        one beyond U+FFFF as its two UTF-16 units, as Windows queues it."""
        units = keys.utf16_units(chr(char))
        self._room(len(units))
        for unit in units:
            self.vm.wm.queue_input(("key", "char", unit))
        return None

    def _events(self, events):
        self._room(len(events))  # all or nothing: never half a word
        for ev in events:
            self.execute(Command(None, ev["action"], ev["args"]))

    def do_type(self, text):
        """The full keydown/keypress/keyup triple per character."""
        return self._events(keys.expand_type(text))

    def do_key(self, key, mods=()):
        """keydown + keyup, holding modifiers (ctrl+s)."""
        return self._events(keys.key_events(key, mods))

    def do_dlg_cmd(self, id):
        """WM_COMMAND for control ``id`` to the active dialog."""
        dialogs = _dialogs()
        try:
            dialogs.dialog_command(self.vm, id)
        except ValueError as e:
            raise CommandError("dlg-cmd: %s" % e) from None
        return None

    def do_dlg_click(self, id):
        """Click control ``id`` of the active dialog at its centre."""
        dialogs = _dialogs()
        try:
            x, y = dialogs.dialog_control_center(self.vm, id)
        except ValueError as e:
            raise CommandError("dlg-click: %s" % e) from None
        self.do_click(x, y)

    # -- observation -------------------------------------------------------------------
    def do_png(self, path=None, format="png"):
        """Screen capture: written to ``path`` (server side) or returned as a data URL;
        ``format="raw"`` returns the pixels uncompressed instead (frames.raw_frame)."""
        if format == "raw":
            if path is not None:
                raise CommandError("png: format raw is a reply, not a file; give path or "
                                   "format, not both")
            return raw_frame(self.vm)
        data = png_bytes(self.vm)
        w, h = self.vm.gdi.width, self.vm.gdi.height
        if path is None:
            return "data:image/png;base64," + base64.b64encode(data).decode("ascii")
        path = os.path.abspath(os.path.expanduser(path))
        try:
            write_file(path, data)      # whole or not at all: never a truncated PNG
        except WriteFailed as e:
            raise OutputError("png: %s" % e) from None
        return {"path": path, "bytes": len(data), "width": w, "height": h}

    def do_snapshot(self, format="json", window=None, query=None, depth=None,
                    visibleOnly=None):
        """Structured state of the VM and its windows (``format="json"``), or the compact
        text tree (``"text"``); both filtered by window, query, depth and visibleOnly."""
        snap = self.host.snapshot()
        try:
            if format == "text":
                return snapshots.text_tree(snap, window, query, depth,
                                           True if visibleOnly is None else visibleOnly)
            if window is not None or query or depth is not None or visibleOnly:
                snap["windows"] = snapshots.filter_windows(snap, window, query, depth,
                                                           bool(visibleOnly))
        except snapshots.RefError as e:
            raise CommandError("snapshot: %s" % e) from None
        return snap

    def do_dump_mem(self, addr, len):
        """Guest memory as hex."""
        try:
            data = self.vm.mem.read(addr, len)
        except Exception:  # noqa: BLE001 - Unicorn raises UcError for unmapped memory
            raise CommandError("dump-mem: %#x..%#x is not mapped guest memory" % (
                addr, addr + len)) from None
        return {"addr": addr, "len": len, "hex": data.hex()}

    def do_eval(self, code):
        """Evaluate Python with the VM in scope; the value is JSON (or its repr)."""
        vm = self.vm
        scope = {"vm": vm, "host": self.host, "mem": vm.mem, "cpu": vm.machine,
                 "regs": vm.machine.regs(), "wm": vm.wm, "gdi": vm.gdi,
                 "renderer": vm.gdi, "windows": describe_desktop(vm)}
        try:
            try:
                value = eval(compile(code, "<eval>", "eval"), scope)
            except SyntaxError:
                exec(compile(code, "<eval>", "exec"), scope)
                value = scope.get("result")
        except Exception as e:  # noqa: BLE001 - the agent's code failed: report it
            raise CommandError("eval: %s: %s" % (type(e).__name__, e)) from None
        try:
            json.dumps(value)
            return value
        except (TypeError, ValueError):
            return repr(value)

    def do_ping(self):
        """Liveness and identity."""
        return self.host.ping()

    # -- the guest's drive and clipboard (docs/protocol.md) ---------------------------------
    def do_put_file(self, content, path):
        """Write base64 ``content`` to the guest file ``path`` (folders made as needed):
        ``{path, size, mtime}``."""
        return _hostfiles().put_file(self.vm, path, base64.b64decode(content))

    def do_get_file(self, path):
        """A guest file's bytes: ``{path, size, mtime, content}`` (content in base64)."""
        data, info = _hostfiles().get_file(self.vm, path, MAX_FILE)
        info["content"] = base64.b64encode(data).decode("ascii")
        return info

    def do_list_files(self, path="C:\\"):
        """A guest folder's entries: ``{path, entries: [{name, size, isDir, mtime}],
        truncated}``."""
        return _hostfiles().list_files(self.vm, path, MAX_LIST)

    def do_clipboard(self):
        """The clipboard: ``{text, formats, sequence}`` (text null when it holds none)."""
        clip = self.vm.clipboard
        return {"text": clip.get_text(), "formats": clip.formats(),
                "sequence": clip.sequence}

    def do_set_clipboard(self, text):
        """Put ``text`` on the clipboard as another program would: ``{sequence}``."""
        return {"sequence": self.vm.clipboard.set_text_from_outside(text)}

    # -- control ------------------------------------------------------------------------
    def do_frozen(self, on):
        """Freeze or unfreeze at the next batch boundary."""
        return self.host.set_frozen(on)

    def do_step(self, n, ms=None, until=None):
        """Run exactly ``n`` batches of a frozen VM (a Deferred firing with what ran);
        ``until`` stops early on a matching event or when the guest is idle."""
        if until is not None:
            until = filters.parse_until(until)
        return self.host.step(n, ms, until)

    # -- events (docs/events.md) ----------------------------------------------------------
    def do_subscribe(self, classes=None, filter=None):
        """Open an event subscription; the current state is replayed to it."""
        return event_commands.subscribe(
            self.vm, filters.parse_classes(classes), filters.parse_filter(filter))

    def do_unsubscribe(self, subscription):
        """Close an event subscription."""
        return event_commands.unsubscribe(self.vm, subscription)

    def do_record(self, op, path=None, pngs=None):
        """Start (to ``path``) or stop recording the session (replay/command.py)."""
        try:
            return record(self.host, op, path, pngs)
        except RecordWriteFailed as e:
            raise OutputError("record: %s" % e) from None
        except RecordError as e:
            raise CommandError("record: %s" % e) from None

    # -- savestates (wineagent/state/commands.py) ------------------------------------------
    def do_save(self, path=None):
        """Write the session's whole state to a file: ``{path, bytes, ms}``."""
        return _state_call("save", self.host, path)

    def do_load(self, path):
        """Restore a state file into this session: ``{path, bytes, ms, batch}``."""
        return _state_call("load", self.host, path)

    def do_fork(self):
        """A new session (process) from this one's state: ``{target, pid, ms, state}``."""
        if not hasattr(self.host.reactor, "spawnProcess"):
            raise CommandError("fork needs a session driven by a reactor that can start "
                               "processes (wineagent run --control or --control-stdin)")
        value = _state_call("fork", self.host, self.host.reactor)

        def failed(f):
            from ..state.commands import StateCommandError
            f.trap(StateCommandError)
            raise CommandError(str(f.value))
        return value.addErrback(failed) if hasattr(value, "addErrback") else value

    def do_quit(self):
        """End the run after this reply."""
        self.host.request_quit("quit command")


def _state_call(name, *args):
    from ..state import commands
    try:
        return getattr(commands, name)(*args)
    except commands.StateWriteFailed as e:
        raise OutputError(str(e)) from None
    except commands.StateCommandError as e:
        raise CommandError(str(e)) from None


def _hostfiles():
    # Late, as for dialogs: the hub imports this module and must not load the emulator.
    from ..win32.kernel import hostfiles
    return hostfiles


def _dialogs():
    try:
        from ..win32.user import dialogs
    except ImportError:
        raise CommandError("dialog support is not available in this build") from None
    return dialogs




