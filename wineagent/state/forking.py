"""``fork`` of a CLI VM by ``os.fork()``: a warm copy of this process, on its own port.

Starting a new ``wineagent run`` costs the imports of Twisted, Klein, Unicorn and Pillow
(bench/bench_state.py measures it: most of a second here); a forked process has them
already. What makes it safe with a reactor is what the child lets go of first, before it
runs anything of the parent's:

- **The epoll instance is shared across fork**: registering or unregistering a descriptor
  in the child would change the *parent's* interest list. The child closes its copy of
  the epoll descriptor and of every descriptor the reactor watched (sockets are detached
  and closed, never shut down, so the parent's connections and listening port stay as
  they are), makes a new epoll and a new waker, and drops every pending timed call.
- **The C: drive is the parent's folder**: the child loads the parent's state (saved just
  before the fork) into itself, which gives it a new temporary drive and reopens its
  files there, after disowning the parent's copy (no finaliser of the child may remove
  the parent's folder or close-and-delete its files).
- **Standard streams** go to /dev/null: the parent's stdout is not the child's to write.

The child then listens on a new port and tells the parent through a pipe; the parent's
reply waits for that (a bounded wait). When this is not possible — another reactor than
epoll, threads running, no control server — ``commands.fork`` starts a new process with
``--load-state`` instead.
"""

import os
import select
import threading
import time

from .session import load_bytes

__all__ = ["available", "fork_here", "CHILD", "ForkError"]

#: What fork_here returns in the child: the command's reply must never be sent from there.
CHILD = object()
_WAIT = 30.0


class ForkError(Exception):
    """The child could not be started; the message says why."""


def available(host):
    """True when this session can fork in-process (see the module docstring)."""
    reactor = host.reactor
    return (hasattr(os, "fork") and getattr(host, "control_server", None) is not None
            and type(reactor).__name__ == "EPollReactor"
            and threading.active_count() == 1)


def fork_here(host, data, folders=(None, None)):
    """Fork this process into a new session holding state ``data`` (saved by the caller
    a moment ago) and writing into ``folders`` (print, sound; commands.fork_folders).
    Parent: ``{target, pid, ms}``; child: :data:`CHILD`."""
    t = time.perf_counter()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            port = _become_child(host, data, folders)
            os.write(w, b"%d\n" % port)
            os.close(w)
        except BaseException as e:  # noqa: BLE001 - tell the parent, then go
            try:
                os.write(w, ("error %s: %s\n" % (type(e).__name__, e)).encode()[:500])
            finally:
                os._exit(70)
        return CHILD
    os.close(w)
    try:
        line = _read_line(r, _WAIT)
    finally:
        os.close(r)
    _reap_later(host.reactor, pid)
    if not line.strip().isdigit():
        raise ForkError("fork: the new session failed: %s" % (
            line.strip()[6:] if line.startswith("error") else "no answer in %ds" % _WAIT))
    return {"target": ":%s" % line.strip(), "pid": pid,
            "ms": round((time.perf_counter() - t) * 1000, 1)}


def _read_line(fd, timeout):
    deadline = time.monotonic() + timeout
    buf = b""
    while not buf.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            break
        chunk = os.read(fd, 512)
        if not chunk:
            break
        buf += chunk
    return buf.decode("utf-8", "replace")


def _reap_later(reactor, pid):
    """Collect the child's exit status when it ends (no zombie), checking once a second."""
    def reap():
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return
        if not done:
            reactor.callLater(1.0, reap)
    reactor.callLater(1.0, reap)


def _become_child(host, data, folders):
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    reactor = host.reactor
    _let_go_of_parent_descriptors(reactor)
    # This session's own work only: the parent's waiting clients are the parent's.
    host.live = []
    host._stepping = None
    host._pending_call = None
    host.session = "cli:%d" % os.getpid()
    host._started_wall = host.wall()
    _disown(host.vm)
    # The child's own output folders: the load keeps the session's (state/session.py).
    host.vm.print_dir, host.vm.sound.directory = folders
    host.vm.outputs.clear()           # the parent's files and failures are the parent's
    load_bytes(host, data, fresh=True)
    server, interface = host.control_server
    port = server.listen(reactor, 0, interface).getHost().port
    host._schedule_next()
    return port


def _let_go_of_parent_descriptors(reactor):
    for selectable in list(reactor._selectables.values()):
        sock = getattr(selectable, "socket", None)
        if sock is not None:
            fd = sock.detach()          # no shutdown(): the parent's socket stays open
            if fd >= 0:
                os.close(fd)
            continue
        for attr in ("i", "o"):         # the waker's pipe
            fd = getattr(selectable, attr, None)
            if isinstance(fd, int):
                os.close(fd)
    reactor._poller.close()             # our copy only: the parent's epoll lives on
    reactor._poller = select.epoll(1024)
    reactor._reads = set()
    reactor._writes = set()
    reactor._selectables = {}
    reactor.waker = None
    reactor._internalReaders = set()
    reactor.installWaker()
    reactor._pendingTimedCalls = []
    reactor._newTimedCalls = []
    reactor._cancellations = 0
    reactor.threadCallQueue = []


def _disown(vm):
    """Make the parent's VM copy harmless in the child: its drive folder and its open
    files belong to the parent (closing one could delete a DELETE_ON_CLOSE file)."""
    tmp = getattr(vm.vfs, "_tmp", None)
    if tmp is not None:
        tmp._finalizer.detach()
        vm.vfs._tmp = None
    for obj in vm.handles.values():
        fd = getattr(obj, "fd", None)
        if isinstance(fd, int):
            os.close(fd)
            obj.fd = None
    vm.handles.clear()
    vm.crt.streams = {}
