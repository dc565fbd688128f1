"""``wineagent.Desktop``: a VM in this process, driven through the CLI VM's own Host.

The Host and Dispatcher are the ones ``wineagent run --control`` uses; commands are the
same parsed, validated protocol objects, so an in-process call and a remote one behave
alike, error messages included. What differs is the driver: there is no reactor here.
The Host asks for ``callLater`` only to slice a ``step`` into turns; :class:`_Turns`
records those calls and :meth:`Desktop._send` runs them until the reply is ready, in the
caller's thread. So the desktop is frozen by nature: guest time moves only by ``step``.
"""

import os
import tempfile

from ..apps import APPS
from ..control import protocol
from .session import Session, WineAgentError, image_array, patched_array

__all__ = ["Desktop"]

_STAYS_FROZEN = ("frozen off: an in-process Desktop stays frozen (guest time moves with "
                 "step); for a live VM use `wineagent run --control` and wineagent.connect()")


class _Call(object):
    """What ``callLater`` returns (the part of IDelayedCall the Host uses)."""

    __slots__ = ("fn", "args", "kw", "cancelled", "called")

    def __init__(self, fn, args, kw):
        self.fn, self.args, self.kw = fn, args, kw
        self.cancelled = self.called = False

    def active(self):
        return not (self.cancelled or self.called)

    def cancel(self):
        self.cancelled = True


class _Turns(object):
    """A stand-in reactor: ``callLater`` queues, ``run_until(d)`` runs the queue.

    A frozen Host only ever asks for zero-delay calls (step slices, a quit), so order is
    all that matters and the delay is ignored. The Host itself calls ``run_until`` on a
    step's Deferred (Host._execute_list): a command list then runs to its end in the call
    that submitted it.
    """

    def __init__(self):
        self.queue = []

    def callLater(self, delay, fn, *args, **kw):  # noqa: N802 - the reactor's name
        call = _Call(fn, args, kw)
        self.queue.append(call)
        return call

    def run_until(self, d):
        """Run queued calls until Deferred ``d`` has fired and nothing is queued."""
        while self.queue:
            call = self.queue.pop(0)
            if call.active():
                call.called = True
                call.fn(*call.args, **call.kw)
        if not d.called:
            raise WineAgentError("internal: the command did not complete")


def _resolve_program(app, exe, args):
    if (app is None) == (exe is None):
        raise ValueError("give exactly one of app= (a bundled program: %s) or exe= (a "
                         "PE32 file)" % ", ".join(sorted(APPS)))
    if app is not None:
        if app not in APPS:
            raise ValueError("unknown app %r; bundled programs: %s"
                             % (app, ", ".join(sorted(APPS))))
        path, default_args, app_id = APPS[app].exe, APPS[app].args, app
    else:
        path, default_args, app_id = os.fspath(exe), "", os.path.basename(os.fspath(exe))
    if not os.path.isfile(path):
        raise ValueError("%s: no such file" % path)
    return path, default_args if args is None else args, app_id


def open_frozen(app, exe, args, screen, batch_size, tick_ms, vfs_root, reactor, session):
    """(vm, host): the program's VM and a started, frozen Host over it on ``reactor`` —
    what every in-process desktop (this module's Desktop, wineagent.testing's
    AsyncDesktop) is built on. Raises ValueError for a bad argument and WineAgentError for
    a file that is not a runnable PE32 executable."""
    path, args, app_id = _resolve_program(app, exe, args)
    w, h = screen
    if not (64 <= w <= 4096 and 64 <= h <= 4096):
        raise ValueError("screen size %dx%d is outside 64..4096" % (w, h))
    from ..host import Host
    from ..machine.loader import BadExecutable
    from ..vm import VM
    try:
        vm = VM(path, args=args, screen=(w, h), batch_size=batch_size, tick_ms=tick_ms,
                app_id=app_id, vfs_root=vfs_root)
    except BadExecutable as e:
        raise WineAgentError("refused: %s" % e) from None
    host = Host(vm, reactor=reactor, frozen=True, app=app_id, session=session)
    host.start()
    return vm, host


class FrameMirror:
    """A writable ``(height, width, 3)`` uint8 array kept equal to a Desktop's screen,
    brought up to date in place from the compositor's changed box (:meth:`update`): for
    a caller that hands out its own copy each time (the Gymnasium env's observation),
    one copy a look where :meth:`Desktop.frame` and a copy of it are two when the screen
    changed. The array is the mirror's: copy it before giving it away."""

    __slots__ = ("array", "key", "gdi")

    def __init__(self):
        self.array = self.key = self.gdi = None

    def update(self, desktop):
        """The mirror's array, now equal to ``desktop``'s screen."""
        import numpy as np
        gdi = desktop.vm.gdi
        frame = gdi.compose()
        key = gdi.frame_key()
        arr = self.array
        if arr is not None and self.gdi is gdi and arr.shape == (frame.height, frame.width, 3):
            if key == self.key:
                return arr
            # keyed by the VM's GDI too, as Desktop.frame(): a load replaces it
            box = gdi.frame_changes_since(self.key)
            if box is not None:
                if box:
                    l, t, r, b = box
                    arr[t:b, l:r] = np.frombuffer(frame.crop(box).tobytes(),
                                                  np.uint8).reshape(b - t, r - l, 3)
                self.key = key
                return arr
        self.array = np.frombuffer(bytearray(frame.tobytes()), np.uint8).reshape(
            frame.height, frame.width, 3)
        self.key, self.gdi = key, gdi
        return self.array


class Desktop(Session):
    """A headless Win32 desktop running one program in this process, frozen: nothing runs
    between calls; ``step(n)`` runs exactly n batches, so runs are deterministic.

    ``app`` names a bundled program (``winmine``, ``notepad``, ...) or ``exe`` a PE32 file;
    ``args`` replaces the program's default arguments (winmine: ``"/seed 7"``).
    ``screen`` is (width, height); ``batch_size`` translated blocks of guest code per batch, each charged
    ``tick_ms`` guest milliseconds; ``vfs_root`` a host folder for drive C: (default a
    fresh temporary one, removed by :meth:`close`); an ``exe`` inside it runs from its
    place there (``DIR/bin/x.exe`` is ``C:\\bin\\x.exe``).

    ``vm`` and ``host`` are the live objects, for inspection. Raises ``ValueError`` for a
    bad argument and :class:`~wineagent.api.session.WineAgentError` for a file that is not
    a runnable PE32 executable.
    """

    def __init__(self, app=None, exe=None, args=None, frozen=True, screen=(640, 480),
                 batch_size=20000, tick_ms=16, vfs_root=None):
        Session.__init__(self)
        if not frozen:
            raise ValueError("an in-process Desktop is frozen: guest time moves only with "
                             "step(). For a VM that runs on its own, start `wineagent run "
                             "--app=... --control=PORT` and use wineagent.connect(':PORT')")
        self._turns = _Turns()
        self._frame_key = self._frame_array = self._frame_gdi = None
        _vm, self.host = open_frozen(app, exe, args, screen, batch_size, tick_ms,
                                     vfs_root, self._turns, "py:%d" % os.getpid())
        self.closed = False
        # What fork() starts its new desktop with (the state file then replaces the rest).
        self._spec = {"app": app, "exe": exe, "args": args, "screen": screen,
                      "batch_size": batch_size, "tick_ms": tick_ms}

    @property
    def vm(self):
        """The running VM: the host's (a ``load`` replaces it)."""
        return self.host.vm

    def _send(self, commands):
        items = []
        for obj in commands:
            try:
                items.append(protocol.parse_command(obj))
            except protocol.ProtocolError as e:
                items.append(protocol.Rejected(obj.get("id"), str(e)))
        return self.execute(items)

    def execute(self, commands):
        """Run protocol commands in order, as one batch; returns one reply dict each
        (``{"id", "ok", "value"}`` or ``{"id", "ok": False, "error"}``). ``commands`` are
        :class:`~wineagent.control.protocol.Command` objects as the protocol's parser makes
        them (``protocol.validate``: normalised args) or its ``Rejected`` items: the
        in-process path without the command dicts of :meth:`batch` (the Gymnasium env's
        step). A ``frozen`` off is refused here, as in every other call."""
        if self.closed:
            raise WineAgentError("this Desktop is closed")
        items = [protocol.Rejected(cmd.id, _STAYS_FROZEN)
                 if getattr(cmd, "action", None) == "frozen" and not cmd.args.get("on")
                 else cmd for cmd in commands]
        d = self.host.submit(items)
        self._turns.run_until(d)        # and what the commands left queued (a quit's end)
        out = []
        d.addBoth(out.append)
        if not isinstance(out[0], list):   # a Failure: an error of ours, not a reply
            out[0].raiseException()
        return out[0]

    def _frozen(self):
        return True            # an in-process Desktop is frozen by nature

    def fork(self):
        """A new in-process :class:`Desktop` continuing from this one's state (memory,
        windows, its drive C:), on a drive of its own; this one goes on unchanged. The
        ``fork`` command itself starts a process, which a Desktop has no reactor for: here
        it is ``save`` into a temporary file and ``load`` into a new Desktop."""
        fd, path = tempfile.mkstemp(prefix="wineagent-fork-", suffix=".wastate")
        os.close(fd)
        try:
            self.save(path)
            child = Desktop(**self._spec)
            try:
                child.load(path)
            except BaseException:
                child.close()
                raise
        finally:
            os.unlink(path)
        return child

    def png(self):
        """The screen as a Pillow RGB image (a copy of the composed frame, no PNG coding;
        in a batch, the png command as on every other transport)."""
        if self._batch is not None:
            return Session.png(self)
        return self.vm.gdi.compose().copy()

    def frame(self):
        """The screen as a read-only ``(height, width, 3)`` uint8 numpy array: one copy
        of the composed frame, no PNG coding, and no copy at all while the screen has not
        changed (the same array again). In a batch, the png command as on every other
        transport."""
        if self._batch is not None:
            return Session.frame(self)
        gdi = self.vm.gdi
        frame = gdi.compose()
        # The compositor's pixel generation names a frame (it updates one image in
        # place): an unchanged screen — a repaint of the same pixels included — gives
        # back the same read-only array, no copy.
        key = gdi.frame_key()
        if self._frame_gdi is not gdi or self._frame_key != key:
            arr = None
            old = self._frame_array
            if self._frame_gdi is gdi and old is not None and \
                    old.shape == (frame.height, frame.width, 3):
                # a copy of the last array with what changed since (the compositor's
                # boxes): the pixels are the same as a whole new one's
                box = gdi.frame_changes_since(self._frame_key)
                # (past a quarter of the screen one tobytes of it all is cheaper)
                if box is not None and (not box or 4 * (box[2] - box[0]) * (
                        box[3] - box[1]) <= frame.width * frame.height):
                    arr = patched_array(old, frame, box)
            if arr is None:
                arr = image_array(frame)
            # keyed by the VM's GDI too: a load replaces it, and its generations
            # are its own
            self._frame_array, self._frame_key, self._frame_gdi = arr, key, gdi
        return self._frame_array

    @property
    def ended(self):
        """The reason the run ended (``"exited"``, ``"fault"``, ``"quit command"``), or
        None while the program runs."""
        return self.host.end_reason

    def close(self):
        """End the run and release the VM (its temporary drive C: included)."""
        if self.closed:
            return
        self.closed = True
        if not self.host.ended:
            self.host._end("closed")
        self.vm.close()

    def __repr__(self):
        return "<wineagent.Desktop %s%s>" % (self.host.app, " closed" if self.closed else "")
