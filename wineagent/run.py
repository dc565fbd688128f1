"""``wineagent run``: run a Win32 program headless (the seed's ``test/run.js``).

Exit codes:
  0  the run ended normally: the program exited, or a bound (--max-batches,
     --stuck-after), a `quit` command or a signal ended it
  1  the guest failed: a CPU fault or a call to an API we do not implement
  2  usage error, a file that is not a runnable PE32 executable, a --capture-launch
     folder that cannot be used, or a --control port that cannot be bound (one line:
     "port N is in use")
  3  --max-seconds ran out
  4  an output the run was asked to write could not be written (a full disk): the
     --record file, an --input png: file, a --print-dir, --sound-dir, --events or
     --capture-launch file. The run went on without it (or, for --record, did not
     start); stderr has one line per failure, e.g. "wineagent run: error: no space left
     writing /tmp/rec.ndjson", and no partial file is left under the output's name

SIGINT and SIGTERM end the run like a bound does: the summary line prints, exit 0. The
handlers are in place before anything is printed, so this holds from the first moment.
"""

import argparse
import json
import os
import signal
import sys
import time

from .control.protocol import ProtocolError, parse_input_schedule
from .ctl import registry
from .events.sink import FileSink
from .folders import folder_problem
from .ports import listen_failure
from .replay.recorder import RecordError, RecordWriteFailed

__all__ = ["main", "build_parser"]

EXIT_OK, EXIT_GUEST, EXIT_USAGE, EXIT_TIMEOUT, EXIT_WRITE = 0, 1, 2, 3, 4


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        sys.stderr.write("wineagent run: error: %s\n" % message)
        raise SystemExit(EXIT_USAGE)


def _screen(text):
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("expected WIDTHxHEIGHT such as 640x480, got %r" % text)
    if not (64 <= w <= 4096 and 64 <= h <= 4096):
        raise argparse.ArgumentTypeError("screen size %dx%d is outside 64..4096" % (w, h))
    return w, h


def _positive(text):
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a whole number, got %r" % text)
    if v <= 0:
        raise argparse.ArgumentTypeError("expected a number > 0, got %d" % v)
    return v


def _port(text):
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a port number, got %r" % text)
    if not 0 <= v <= 65535:
        raise argparse.ArgumentTypeError("port %d is outside 0..65535" % v)
    return v


def _checked(check):
    """An argparse type from a validator that raises ValueError (auth/guard checks)."""
    def convert(text):
        try:
            return check(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e))
    convert.__name__ = check.__name__
    return convert


def _check_origin(text):
    """--allow-origin's check (web.guard's), loaded only when the option is given: the
    guard module imports Twisted's web stack, which a run without --control never needs."""
    from .web.guard import check_origin
    return check_origin(text)


def _check_host_name(text):
    """--allow-host's check (web.guard's), loaded only when the option is given."""
    from .web.guard import check_host_name
    return check_host_name(text)


def _events_buffer(text):
    v = _positive(text)
    if not 16 <= v <= 1000000:
        raise argparse.ArgumentTypeError("expected 16..1000000 events, got %d" % v)
    return v


def build_parser():
    """The argument parser of ``wineagent run``."""
    from .apps import APPS
    from .web.auth import check_token
    p = _Parser(prog="wineagent run", description="Run a Windows program (PE32 or PE32+, GUI or console) headless.",
                epilog=__doc__.split("\n", 2)[2], formatter_class=argparse.RawDescriptionHelpFormatter)
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--app", choices=sorted(APPS), help="a bundled program")
    src.add_argument("--exe", metavar="PATH", help="any PE32 or PE32+ executable")
    p.add_argument("--args", default=None, help="command line arguments for the program")
    p.add_argument("--input", default="", metavar="SCHEDULE",
                   help="BATCH:ACTION:ARGS,... e.g. 40:click:60:90,80:png:/tmp/a.png")
    p.add_argument("--batch-size", type=_positive, default=20000, metavar="N",
                   help="translated blocks of guest code per batch (default 20000, about "
                        "120,000 x86 instructions; docs/frozen.md)")
    p.add_argument("--tick-ms-per-batch", type=_positive, default=16, metavar="MS",
                   help="guest milliseconds charged per batch (default 16)")
    p.add_argument("--max-batches", type=_positive, default=None, metavar="N",
                   help="bound the run at N batches: a GUI program is then sent WM_CLOSE "
                        "and given 200 more batches to close (default 1000 for a GUI "
                        "program; a console program runs until it exits unless this is "
                        "given; unbounded with --control)")
    p.add_argument("--max-seconds", type=float, default=None, metavar="S",
                   help="wall-clock bound of the whole process, frozen time included")
    p.add_argument("--stuck-after", type=_positive, default=None, metavar="N",
                   help="end when N batches pass without a change of frame")
    p.add_argument("--screen", type=_screen, default=(640, 480), metavar="WxH")
    p.add_argument("--control", type=_port, nargs="?", const=8123, default=None,
                   metavar="PORT", help="serve the control channel on 127.0.0.1:PORT "
                   "(default 8123; 0 picks a free port)")
    p.add_argument("--control-stdin", action="store_true",
                   help="read commands from stdin, one per line; replies print as [ctl] lines")
    p.add_argument("--frozen", action="store_true",
                   help="start frozen: nothing runs until a `step` command")
    p.add_argument("--wall-clock", action="store_true",
                   help="with --control/--control-stdin: guest time follows the wall clock "
                   "while live, as on a browser page (default: charged per batch); "
                   "--record captures the readings (docs/replay.md)")
    p.add_argument("--host", default=None, metavar="ADDR",
                   help="bind the control server to ADDR instead of 127.0.0.1 (a token is "
                   "then required)")
    p.add_argument("--token", default=None, type=_checked(check_token),
                   help="the token required with --host (default: $WINE_AGENT_TOKEN or a "
                   "random one); printable ASCII")
    p.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                   type=_checked(_check_origin),
                   help="let pages of ORIGIN (scheme://host[:port]) use the control server "
                   "(repeatable; by default web pages are refused, see docs/browser.md)")
    p.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                   type=_checked(_check_host_name),
                   help="accept requests addressed to host NAME besides the bound address, "
                   "localhost and 127.0.0.1 (repeatable)")
    p.add_argument("--vfs-root", default=None, metavar="DIR",
                   help="host folder mapped as C:\\ (default: a fresh temporary folder); an "
                   "--exe inside it runs from its place there (DIR/bin/x.exe is "
                   "C:\\bin\\x.exe), any other is copied to C:\\")
    p.add_argument("--exe-at", default=None, metavar="GUEST_PATH",
                   help="where the program is on drive C:, such as C:\\bin\\x.exe (a copy is "
                   "put there; default: its own place when it is inside --vfs-root, "
                   "else C:\\NAME)")
    p.add_argument("--vfs-include", action="append", default=[], metavar="GLOB",
                   help="copy matching host files into the VFS (repeatable)")
    p.add_argument("--capture-launch", default=None, metavar="DIR",
                   help="when the guest starts another program from its C: drive, copy the "
                   "drive to DIR/vfs (symbolic links are skipped) and record the launch in "
                   "DIR/launch.json instead of running it (without this flag it runs as "
                   "a child process of the session). DIR is created at startup")
    p.add_argument("--record", default=None, metavar="FILE",
                   help="record the session (input, clock readings, frame hashes) to FILE "
                   "as NDJSON from launch; replay it with `wineagent replay FILE` "
                   "(docs/replay.md)")
    p.add_argument("--record-pngs", action="store_true",
                   help="with --record: also keep each distinct frame's PNG, so a replay "
                   "that diverges can show the expected frame")
    p.add_argument("--sound-dir", default=None, metavar="DIR",
                   help="write what the guest plays there: WAV files of wave output and "
                   "PlaySound, .mid files of MIDI output (default: nothing is written; the "
                   "snapshot reports each sound with its size and SHA-256). DIR is created "
                   "at startup")
    p.add_argument("--print-dir", default=None, metavar="DIR",
                   help="write what the guest prints to DIR: a PNG per page and a PDF per "
                   "document (default: printed documents are only kept in memory and "
                   "reported). DIR is created at startup")
    p.add_argument("--events", default=None, metavar="FILE",
                   help="append the session's events to FILE as NDJSON (docs/events.md)")
    p.add_argument("--events-buffer", type=_events_buffer, default=None, metavar="N",
                   help="events the session keeps for readers (default 4096; a reader "
                   "further behind gets a `dropped` event)")
    p.add_argument("--load-state", default=None, metavar="FILE",
                   help="start from a state file saved by `save` (docs/state.md)")
    p.add_argument("--quiet", action="store_true", help="print only the summary line")
    return p


def main(argv):
    """Run ``wineagent run`` with ``argv``; returns the exit code."""
    try:
        opts = build_parser().parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else EXIT_USAGE
    try:
        schedule = parse_input_schedule(opts.input) if opts.input else []
    except ProtocolError as e:
        build_parser().print_usage(sys.stderr)
        sys.stderr.write("wineagent run: error: --input: %s\n" % e)
        return EXIT_USAGE
    if ((opts.frozen or opts.host or opts.token or opts.wall_clock) and opts.control is None
            and not opts.control_stdin):
        sys.stderr.write("wineagent run: error: --frozen/--host/--token/--wall-clock need "
                         "--control or --control-stdin\n")
        return EXIT_USAGE
    if (opts.allow_origin or opts.allow_host) and opts.control is None:
        sys.stderr.write("wineagent run: error: --allow-origin/--allow-host need --control\n")
        return EXIT_USAGE
    if opts.control is not None and not opts.token and os.environ.get("WINE_AGENT_TOKEN"):
        from .web.auth import check_token
        try:
            check_token(os.environ["WINE_AGENT_TOKEN"])
        except ValueError as e:
            sys.stderr.write("wineagent run: error: $WINE_AGENT_TOKEN: %s\n" % e)
            return EXIT_USAGE
    if opts.record_pngs and not opts.record:
        sys.stderr.write("wineagent run: error: --record-pngs needs --record\n")
        return EXIT_USAGE
    if opts.max_seconds is not None and opts.max_seconds <= 0:
        sys.stderr.write("wineagent run: error: --max-seconds must be > 0\n")
        return EXIT_USAGE
    if opts.capture_launch is not None:
        problem = folder_problem(opts.capture_launch)
        if problem:
            sys.stderr.write("wineagent run: error: --capture-launch: %s\n" % problem)
            return EXIT_USAGE
    if opts.record and opts.load_state:
        # A recording describes a run from launch (docs/replay.md); a state file is not one.
        sys.stderr.write("wineagent run: error: --record records from launch and cannot "
                         "start from --load-state\n")
        return EXIT_USAGE
    for flag, folder in (("--sound-dir", opts.sound_dir), ("--print-dir", opts.print_dir)):
        if folder is None:
            continue
        problem = folder_problem(folder)
        if problem:
            sys.stderr.write("wineagent run: error: %s: %s\n" % (flag, problem))
            return EXIT_USAGE
    signals = _Signals()
    signals.install()
    try:
        return _main(opts, schedule, signals)
    finally:
        signals.restore()


class _Signals:
    """SIGINT and SIGTERM end the run politely, from the moment ``install()`` is called.

    They are installed before anything is printed: a signal that arrives after the ready
    line but before the reactor (or the batch loop) runs still ends the run with its
    summary line, never a KeyboardInterrupt traceback or a silent death. Until a host
    exists a signal is remembered; ``attach(end)`` delivers it at once.
    """

    def __init__(self):
        self.received = []
        self.end = None
        self.previous = {}

    def install(self):
        """Take over SIGINT and SIGTERM."""
        for s in (signal.SIGINT, signal.SIGTERM):
            self.previous[s] = signal.signal(s, self._on_signal)

    def restore(self):
        """Give the signals back to whoever had them."""
        for s, handler in self.previous.items():
            signal.signal(s, handler)
        self.previous = {}

    def attach(self, end):
        """From now on a signal calls ``end("signal N")``; one already received does so now."""
        self.end = end
        if self.received:
            end("signal %d" % self.received[0])

    def _on_signal(self, signum, frame):
        self.received.append(signum)
        if self.end is not None:
            self.end("signal %d" % signum)


def _main(opts, schedule, signals):
    from .apps import APPS
    from .machine.loader import BadExecutable
    from .vm import VM
    if opts.app:
        path, args, app = APPS[opts.app].exe, APPS[opts.app].args, opts.app
    else:
        path, args, app = opts.exe, "", os.path.basename(opts.exe)
    if opts.args is not None:
        args = opts.args
    if not os.path.isfile(path):
        sys.stderr.write("wineagent run: error: %s: no such file\n" % path)
        return EXIT_USAGE
    try:
        vm = VM(path, args=args, screen=opts.screen, batch_size=opts.batch_size,
                tick_ms=opts.tick_ms_per_batch, app_id=app,
                wall=time.monotonic if opts.wall_clock else None, **_vfs_kwargs(opts))
    except BadExecutable as e:
        sys.stderr.write("wineagent run: refused: %s\n" % e)
        return EXIT_USAGE
    except ValueError as e:            # --exe-at off drive C:
        sys.stderr.write("wineagent run: error: --exe-at %s\n" % e)
        return EXIT_USAGE
    except OSError as e:
        sys.stderr.write("wineagent run: error: %s\n" % e)
        return EXIT_USAGE
    if opts.print_dir is not None:
        vm.print_dir = os.path.abspath(opts.print_dir)
    try:
        if opts.vfs_include:
            try:
                vm.vfs_included = vm.vfs.include(opts.vfs_include, os.getcwd())
            except (ValueError, OSError) as e:
                sys.stderr.write("wineagent run: error: --vfs-include: %s\n" % e)
                return EXIT_USAGE
        if opts.capture_launch is not None:
            problem = _capture_tree_problem(opts.capture_launch, vm)
            if problem:
                sys.stderr.write("wineagent run: error: --capture-launch: %s\n" % problem)
                return EXIT_USAGE
        if opts.events_buffer:
            vm.events.resize(opts.events_buffer)
        if opts.events:
            try:
                sink = FileSink(vm.events, opts.events)
            except OSError as e:
                sys.stderr.write("wineagent run: error: --events: cannot open %s: %s\n"
                                 % (opts.events, e.strerror or e))
                return EXIT_USAGE
        controlled = opts.control is not None or opts.control_stdin
        try:
            return _run(vm, opts, schedule, app, controlled, signals)
        finally:
            if opts.events:
                sink.close()
    finally:
        vm.close()


def _capture_tree_problem(path, vm):
    """Why DIR/vfs cannot receive copies of this VM's drive (None if it can)."""
    vfs = vm.vfs
    tree = os.path.realpath(os.path.join(path, "vfs"))
    if vfs.root == tree or vfs.root.startswith(tree + os.sep):
        return "%s would hold the copy of the VFS root %s inside itself" % (tree, vfs.root)
    return None


def _vfs_kwargs(opts):
    return {"vfs_root": opts.vfs_root, "capture_launch": opts.capture_launch,
            "sound_dir": opts.sound_dir, "image": opts.exe_at}


def _say(opts):
    def out(line):
        if not opts.quiet:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
    return out


#: The PE subsystem of a console program.
IMAGE_SUBSYSTEM_WINDOWS_CUI = 3


def _run(vm, opts, schedule, app, controlled, signals):
    from .host import Host
    out = _say(opts)
    if not controlled:
        # A console program (IMAGE_SUBSYSTEM_WINDOWS_CUI) is a tool that ends by itself,
        # with no window to close: bound it only when asked (--max-batches, --max-seconds,
        # --stuck-after). A GUI program waits for input forever, so it gets a default.
        console = vm.image.parsed.subsystem == IMAGE_SUBSYSTEM_WINDOWS_CUI
        max_batches = opts.max_batches or (None if console else 1000)
        host = Host(vm, schedule=schedule, max_batches=max_batches,
                    stuck_after=opts.stuck_after, close_at_max=not schedule, app=app, out=out)
        if opts.load_state and _load_state(host, opts.load_state):
            return EXIT_USAGE
        refused = _start_recording(host, opts)
        if refused is not None:
            return refused
        deadline = time.monotonic() + opts.max_seconds if opts.max_seconds else None
        # The batch loop checks host.ended between batches: ending from the handler is safe.
        signals.attach(host._end)
        host.run_sync(deadline)
        return _finish(host, host.vm)
    return _run_controlled(vm, opts, schedule, app, out, signals)


class _PlainHttpOnly:
    """While held, ``import OpenSSL`` fails, as on a machine without pyOpenSSL.

    ``run`` serves plain HTTP on one port and makes no outgoing connection, yet importing
    Twisted's reactor imports its TCP transport's TLS support, and that imports
    pyOpenSSL and the cryptography package (~15% of the controlled start-up with
    bytecode). Twisted and Klein import them only to offer TLS and go on without them
    (the path they take where pyOpenSSL is not installed): the reactor then does not
    provide IReactorSSL, which nothing here asks for. Afterwards ``import OpenSSL``
    works again, for whoever needs it in this process."""

    def __enter__(self):
        self.held = "OpenSSL" not in sys.modules
        if self.held:
            sys.modules["OpenSSL"] = None      # the import system's "not there"
        return self

    def __exit__(self, *exc):
        if self.held and sys.modules.get("OpenSSL", False) is None:
            del sys.modules["OpenSSL"]


def _run_controlled(vm, opts, schedule, app, out, signals):
    with _PlainHttpOnly():
        from twisted.internet import reactor
        from twisted.internet.error import CannotListenError
        from .host import Host
        if opts.control is not None:
            from .web.control import ControlServer, make_token
            from .web.guard import Guard
        if opts.control_stdin:
            from .web.stdin import attach_stdin
    host = Host(vm, reactor=reactor, frozen=opts.frozen, schedule=schedule,
                max_batches=opts.max_batches, stuck_after=opts.stuck_after, app=app,
                session="cli:%d" % os.getpid(), out=out, wall_live=opts.wall_clock)
    if opts.load_state and _load_state(host, opts.load_state):
        return EXIT_USAGE
    refused = _start_recording(host, opts)
    if refused is not None:
        return refused
    state = {}
    if opts.control is not None:
        token = None
        bind = opts.host or "127.0.0.1"
        if opts.host and opts.host not in ("127.0.0.1", "localhost", "::1"):
            token = opts.token or os.environ.get("WINE_AGENT_TOKEN") or make_token()
        elif opts.token or os.environ.get("WINE_AGENT_TOKEN"):
            token = opts.token or os.environ.get("WINE_AGENT_TOKEN")
        server = ControlServer(host, token=token, guard=Guard(
            bind, allow_hosts=opts.allow_host, allow_origins=opts.allow_origin))
        try:
            port = server.listen(reactor, opts.control, bind)
        except CannotListenError as e:
            sys.stderr.write("wineagent run: error: %s\n" % listen_failure(e))
            return EXIT_USAGE
        state["port"] = port
        # The end of the run writes each open /events stream's last events (`ended`).
        reactor.addSystemEventTrigger("before", "shutdown", server.streams.drain, reactor)
        if token:
            sys.stdout.write("[control] token: %s\n" % token)
        sys.stdout.write("[control] listening on http://%s:%d/ctl (GET / for the protocol); "
                         "drive it with: %s\n"
                         % (bind, port.getHost().port,
                            ctl_command(bind, port.getHost().port, token)))
        sys.stdout.flush()
    if opts.control_stdin:
        attach_stdin(reactor, host, sys.stdout)
    if opts.max_seconds:
        reactor.callLater(opts.max_seconds, host._end, "max-seconds")
    host.when_ended().addBoth(lambda _: reactor.callLater(0, reactor.stop))
    reactor.addSystemEventTrigger("before", "shutdown", lambda: host._end("stopped"))
    # A signal handler must not run reactor code in the middle of whatever the reactor was
    # doing: callFromThread only queues the call and wakes the reactor (it also works
    # before reactor.run(), which then runs it first).
    signals.attach(lambda reason: reactor.callFromThread(host._end, reason))
    host.start()
    # Our handlers, not Twisted's, own SIGINT/SIGTERM (they were in place before the ready
    # line was printed).
    try:
        reactor.run(installSignalHandlers=False)
    finally:
        # Our live-session file goes with the run (a forked session removes its own).
        registry.unregister(getattr(host, "registry_entry", None))
    return _finish(host, host.vm)


def ctl_command(bind, port, token=None):
    """The exact ``wineagent ctl`` line that drives a VM listening on ``bind:port``, for
    the ready line: ``-s :PORT`` on 127.0.0.1 (ctl's default host), ``-s HOST:PORT``
    elsewhere (``http://[ADDR]:PORT`` for IPv6), and the token when it needs one."""
    if bind in ("127.0.0.1", "localhost"):
        target = ":%d" % port
    elif ":" in bind:
        target = "http://[%s]:%d" % (bind.strip("[]"), port)
    else:
        target = "%s:%d" % (bind, port)
    line = "wineagent ctl -s %s" % target
    if token:
        line += " --token=%s" % token
    return line


def _load_state(host, path):
    """--load-state: True (after saying why) when the file was refused."""
    from .state.commands import load_at_start
    problem = load_at_start(host, path)
    if problem:
        sys.stderr.write("wineagent run: refused: %s\n" % problem)
    return bool(problem)


def _start_recording(host, opts):
    """--record=FILE: record from launch. None, or the exit code (after a one-line
    error) when it cannot: 4 when the file could not be written, 2 otherwise."""
    if not opts.record:
        return None
    try:
        host.recorder.start(opts.record, pngs=opts.record_pngs)
    except RecordError as e:
        sys.stderr.write("wineagent run: error: --record: %s\n" % e)
        return EXIT_WRITE if isinstance(e, RecordWriteFailed) else EXIT_USAGE
    return None


def _finish(host, vm):
    m = vm.machine
    reason = host.end_reason or "stopped"
    for batch, cmd in host.dropped:
        sys.stderr.write("[run] dropped scheduled event: batch %d %s %s\n" % (
            batch, cmd.action, json.dumps(cmd.args)))
    if m.fault is not None:
        sys.stderr.write("[run] %s\n" % m.fault.report().replace("\n", "\n[run] "))
    # All of it: a console tool's output is what its user ran it for.
    for line in vm.stdout_log:
        sys.stderr.write("[guest] %s\n" % line)
    sys.stdout.write(
        "[run] ended: %s; batches=%d blocks<=%d api_calls=%d frames=%d exit_code=%s\n" % (
            reason, vm.batches, vm.blocks_bound, m.api_calls, vm.frames,
            "none" if m.exit_code is None else m.exit_code))
    sys.stdout.flush()
    outputs = vm.outputs
    for message in outputs.failures:
        sys.stderr.write("wineagent run: error: %s\n" % message)
    if outputs.failed_count > len(outputs.failures):
        sys.stderr.write("wineagent run: error: %d more outputs could not be written\n"
                         % (outputs.failed_count - len(outputs.failures)))
    if m.fault is not None:
        return EXIT_GUEST
    if reason == "max-seconds":
        return EXIT_TIMEOUT
    if outputs.failed_count:
        return EXIT_WRITE
    return EXIT_OK
