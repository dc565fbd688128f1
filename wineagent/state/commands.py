"""The ``save``, ``load`` and ``fork`` commands of a CLI VM, and ``run --load-state``.

- ``save {path?}`` writes the state file (default: a new file in :func:`state_dir`) and
  replies ``{path, bytes, ms}``.
- ``load {path}`` restores a state file into the running session (frozen or live) and
  replies ``{path, bytes, ms, batch}``; a refused file leaves the session as it was.
- ``fork`` saves the state to a file in :func:`state_dir` and starts a new
  ``wineagent run --load-state FILE --control 0`` process on it (frozen when this one is);
  the reply ``{target: ":PORT", pid, ms, state}`` comes once the child's control server
  listens, so the target answers ``ping`` at once.

Paths are the server's, as for ``png`` with a path: a CLI VM is the user's own process
on the user's own box. Page VMs do not offer these commands (no server-side files).
"""

import os
import re
import sys
import time

from ..folders import session_folder
from ..win32.kernel.hostout import WriteFailed, write_file
from . import forking
from .errors import NotSaveable, StateFileError
from .session import load_bytes, save_bytes

__all__ = ["state_dir", "save", "load", "fork", "spawn", "load_at_start", "MAX_STATE_BYTES",
           "StateCommandError", "StateWriteFailed"]

#: The largest state file ``load`` reads (guest memory is bounded well below it).
MAX_STATE_BYTES = 1 << 30
#: Seconds ``fork`` waits for the child's control server.
FORK_TIMEOUT = 30.0
_READY = re.compile(rb"\[control\] listening on http://[^:]+:(\d+)/ctl")


class StateCommandError(Exception):
    """A save, load or fork that failed; the message is the ok:false error."""


class StateWriteFailed(StateCommandError):
    """``save`` could not write its file (a full disk); nothing is left under its name."""


def state_dir():
    """Where ``save`` without a path and ``fork`` put state files:
    ``$WINEAGENT_STATE_DIR``, else ``$XDG_STATE_HOME/wineagent/states``, else
    ``~/.local/state/wineagent/states`` (created on first use, mode 0700)."""
    d = os.environ.get("WINEAGENT_STATE_DIR")
    if not d:
        base = os.environ.get("XDG_STATE_HOME") or os.path.join(
            os.path.expanduser("~"), ".local", "state")
        d = os.path.join(base, "wineagent", "states")
    os.makedirs(d, mode=0o700, exist_ok=True)
    return d


def _new_path(host):
    vm = host.vm
    stem = os.path.splitext(vm.module_name)[0].lower()
    base = os.path.join(state_dir(), "%s-%d-b%d" % (stem, os.getpid(), vm.batches))
    path, n = base + ".wastate", 1
    while os.path.exists(path):
        n += 1
        path = "%s-%d.wastate" % (base, n)
    return path


def save(host, path=None):
    """Write the session's state; ``{path, bytes, ms}``."""
    t = time.perf_counter()
    if path is None:
        try:
            path = _new_path(host)
        except OSError as e:     # the state folder cannot be made (a full disk)
            where = e.filename or "the state folder"
            raise StateWriteFailed("save: %s" % WriteFailed(where, e)) from None
    else:
        path = os.path.abspath(os.path.expanduser(path))
    try:
        data = save_bytes(host)
    except NotSaveable as e:
        raise StateCommandError("save: %s" % e) from None
    try:
        write_file(path, data)       # never a half-written state under the real name
    except WriteFailed as e:
        raise StateWriteFailed("save: %s" % e) from None
    return {"path": path, "bytes": len(data), "ms": _ms(t)}


def _read(path):
    path = os.path.abspath(os.path.expanduser(path))
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_STATE_BYTES + 1)
    except OSError as e:
        raise StateCommandError("load: cannot read %s: %s" % (path, e.strerror)) from None
    if len(data) > MAX_STATE_BYTES:
        raise StateCommandError("load: %s is over %d bytes: not a state file"
                                % (path, MAX_STATE_BYTES))
    return path, data


def load(host, path, fresh=False):
    """Restore a state file into the session; ``{path, bytes, ms, batch}``."""
    t = time.perf_counter()
    path, data = _read(path)
    try:
        load_bytes(host, data, fresh=fresh)
    except StateFileError as e:
        raise StateCommandError("load: %s: %s" % (path, e)) from None
    host.recorder.state_loaded()    # a recording replays from launch: not across a load
    host.wake()
    return {"path": path, "bytes": len(data), "ms": _ms(t), "batch": host.vm.batches}


def load_at_start(host, path):
    """``run --load-state``: None, or the one-line reason the file was refused."""
    try:
        load(host, path, fresh=True)
    except StateCommandError as e:
        return str(e)
    return None


def fork(host, reactor):
    """Start a new session from this one's state: ``{target, pid, ms}`` (in-process fork,
    forking.py) or a Deferred firing with ``{target, pid, ms, state}`` once a new
    ``wineagent run --load-state`` process listens. In the forked child itself: a Deferred
    that never fires (the fork request is the parent's to answer)."""
    from twisted.internet import defer
    folders = fork_folders(host)
    if forking.available(host):
        try:
            data = save_bytes(host)
        except NotSaveable as e:
            raise StateCommandError("fork: %s" % e) from None
        try:
            value = forking.fork_here(host, data, folders)
        except forking.ForkError as e:
            raise StateCommandError(str(e)) from None
        return defer.Deferred() if value is forking.CHILD else _with_folders(value, folders)
    return spawn(host, reactor, folders).addCallback(_with_folders, folders)


def fork_folders(host):
    """(print folder, sound folder) of the next fork of this session: a subfolder
    ``fork-PID-N`` (this process's id, its Nth fork) of each of the session's own output
    folders, or None where the session writes nothing. The child continues the parent's
    job and file numbers, so in the parent's folder it would overwrite the parent's files."""
    n = host.__dict__["_forks"] = host.__dict__.get("_forks", 0) + 1
    name = "fork-%d-%d" % (os.getpid(), n)
    vm = host.vm
    return (session_folder(vm.print_dir, name), session_folder(vm.sound.directory, name))


def _with_folders(value, folders):
    """The fork reply, naming the child's output folders when it has any."""
    for key, folder in zip(("printDir", "soundDir"), folders):
        if folder is not None:
            value[key] = folder
    return value


def spawn(host, reactor, folders=(None, None)):
    """``fork`` by a new process: save to the state folder, start ``wineagent run
    --load-state FILE --control 0`` (with ``--print-dir`` / ``--sound-dir`` the child's
    ``folders``); a Deferred of ``{target, pid, ms, state}``."""
    from twisted.internet import defer, protocol
    t = time.perf_counter()
    saved = save(host)
    vm = host.vm
    argv = [sys.executable, "-m", "wineagent", "run", "--exe", vm.exe_path,
            "--load-state", saved["path"], "--control", "0",
            "--batch-size", str(vm.batch_size),
            "--tick-ms-per-batch", str(int(vm.clock.tick_ms)),
            "--screen", "%dx%d" % (vm.gdi.width, vm.gdi.height), "--quiet"]
    args = vm.command_line.partition('"%s"' % vm.image_path)[2].strip()
    if args:
        argv += ["--args", args]
    if host.frozen:
        argv.append("--frozen")
    for flag, folder in zip(("--print-dir", "--sound-dir"), folders):
        if folder is not None:
            argv += [flag, folder]
    started = {}

    def cancel(d):
        # The client went away before the child listened: no one will drive it.
        timer.cancel()
        if "proc" in started:
            started["proc"].signalProcess("KILL")
    d = defer.Deferred(canceller=cancel)

    class Child(protocol.ProcessProtocol):
        buf = b""
        err = b""

        def outReceived(self, data):  # noqa: N802 - Twisted's name
            if d.called:
                return
            self.buf += data
            m = _READY.search(self.buf)
            if m:
                timer.cancel()
                d.callback({"target": ":%s" % m.group(1).decode(), "pid": self.transport.pid,
                            "ms": _ms(t), "state": saved["path"]})

        def errReceived(self, data):  # noqa: N802
            self.err = (self.err + data)[-2000:]

        def processEnded(self, reason):  # noqa: N802
            if not d.called:
                timer.cancel()
                lines = self.err.decode("utf-8", "replace").strip().splitlines()
                d.errback(StateCommandError("fork: the new session exited before it "
                                            "listened: %s" % (lines[-1] if lines else reason
                                                              .getErrorMessage())))

    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))]
        + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    child = Child()
    proc = started["proc"] = reactor.spawnProcess(child, sys.executable, argv, env=env)

    def too_slow():
        if not d.called:
            proc.signalProcess("KILL")
            d.errback(StateCommandError("fork: the new session did not listen within %ds"
                                        % FORK_TIMEOUT))
    timer = reactor.callLater(FORK_TIMEOUT, too_slow)
    return d


def _ms(t):
    return round((time.perf_counter() - t) * 1000, 1)
