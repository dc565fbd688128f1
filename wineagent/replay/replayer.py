"""``wineagent replay FILE``: run a recording headless and frozen, checking every frame.

The program starts as it was recorded (same file — checked by SHA-256 —, arguments,
screen, batch size, tick, --vfs-include files with their times), then for each batch
boundary the replay does what the recording says happened there: restore the guest time
the batch saw (wall-clock sessions), run the input commands consumed there, retire the
batches skipped there, post the host's WM_CLOSE; then it runs the batch, and when the
screen changed compares :func:`~wineagent.control.frames.frame_hash` with the recorded
hash — and a batch that presented a frame live must present the same one here.

Exit codes: 0 identical (``identical: N frames``); 1 the first divergence (batch,
expected and actual hash; PNGs written next to FILE); 2 a bad flag, a file that is not a
recording this version reads (one line), or a recording of another program; 4 a PNG
(``--png-at`` into ``--png-dir``, or a divergence's pictures) could not be written, e.g. on
a full disk: one line each on stderr (``wineagent replay: error: no space left writing
PATH``), no partial file; the replay itself went on, and a divergence still exits 1.
"""

import argparse
import os
import sys
import tempfile

from ..control import keys
from ..control.dispatch import CommandError
from ..control.frames import encode_png, frame_hash, png_bytes
from ..folders import folder_problem
from ..host import Host, post_close
from ..machine.loader import BadExecutable
from ..vm import VM
from ..win32.core.winerror import ERROR_ACCESS_DENIED
from ..win32.kernel.vfs import VfsError, climbs, host_absolute
from .fileformat import BadRecording, load
from ..win32.kernel.hostout import WriteFailed, write_file
from .recorder import file_sha256

__all__ = ["main", "replay", "to_input", "ReplayRefused", "Divergence", "Result"]

EXIT_OK, EXIT_DIVERGED, EXIT_USAGE, EXIT_WRITE = 0, 1, 2, 4


class ReplayRefused(Exception):
    """The recording cannot be replayed here (another program, a missing file)."""


class Divergence:
    """The first batch where the replay's screen differs from the recording's: ``batch``,
    ``expected`` and ``actual`` hashes, a ``why`` sentence, the ``actual`` screen (a Pillow
    image), the ``expected_png`` (bytes, when the recording kept frames' PNGs) and the
    ``last_match`` screen (image of the last frame that matched, or the launch screen)."""

    def __init__(self, batch, expected, actual, why):
        self.batch = batch
        self.expected = expected
        self.actual = actual
        self.why = why
        self.actual_image = None
        self.expected_png = None
        self.last_match = None


class Result:
    """What a replay found: ``frames`` checked, ``batches`` run, ``divergence`` (None
    when identical), ``notes`` (one-line warnings), ``pngs`` written by ``png_at``,
    ``write_errors`` (one line per PNG that could not be written)."""

    def __init__(self):
        self.frames = 0
        self.batches = 0
        self.divergence = None
        self.notes = []
        self.pngs = []
        self.write_errors = []


def _open_vm(rec, exe, capture_dir):
    start = rec.start
    program = exe or start["program"]
    if not os.path.isfile(program):
        raise ReplayRefused("the recorded program %s is not there; give --exe=PATH" % program)
    sha = file_sha256(program)
    notes = []
    if sha != start["sha256"]:
        if exe is None:
            raise ReplayRefused(
                "this recording is of another program: it was made with %s of sha256 %s, "
                "and that file now has sha256 %s (give --exe=PATH to check another build "
                "against it)" % (program, start["sha256"], sha))
        notes.append("checking %s (sha256 %s) against a recording of sha256 %s"
                     % (program, sha[:16], start["sha256"][:16]))
    if start.get("vfsRoot"):
        notes.append("recorded with --vfs-root=%s: its earlier content is not in the "
                     "recording; the replay starts from an empty drive" % start["vfsRoot"])
    image = start.get("image")
    if image is not None and (climbs(image) or host_absolute(image)
                              or not image[:3].lower() == "c:\\"):
        # a recorder writes the program's full C:\ path: anything else is crafted
        raise ReplayRefused("the recorded program path %s is not a path on drive C:"
                            % image[:200])
    try:
        vm = VM(program, args=start["args"], screen=tuple(start["screen"]),
                batch_size=start["batchSize"], tick_ms=start["tickMs"],
                app_id=start.get("app"),
                capture_launch=capture_dir if start.get("captureLaunch") else None,
                image=image)
    except BadExecutable as e:
        raise ReplayRefused(str(e)) from None
    except ValueError as e:
        raise ReplayRefused("the recorded program path %s" % str(e)[:300]) from None
    if vm.ptr_size != start["width"]:
        # Another build (--exe) of the program, for the other CPU: its batches cannot be
        # the recorded ones.
        vm.close()
        raise ReplayRefused("this recording is of a %d-bit program and %s is a %d-bit one"
                            % (8 * start["width"], program, 8 * vm.ptr_size))
    for guest, mtime, data in rec.files:
        try:
            if climbs(guest):
                # A recorder writes full paths: a '..' is a crafted file's, refused even
                # though the drive would keep it inside (docs/replay.md).
                raise VfsError(ERROR_ACCESS_DENIED, "'..' in an included file's path")
            if host_absolute(guest):
                # a recorder writes C:\ paths: a '/' one is a host path (the drive would
                # root it on C:, as Windows does)
                raise VfsError(ERROR_ACCESS_DENIED, "a host absolute path")
            host = vm.vfs.resolve(guest)[1]
            os.makedirs(os.path.dirname(host), exist_ok=True)
            with open(host, "wb") as f:
                f.write(data)
            os.utime(host, (mtime, mtime))
        except VfsError as e:
            # C:\..\.., an absolute host path, UNC or a device name: resolve refuses it
            # before anything is written.
            vm.close()
            raise ReplayRefused("included file %s is not a path on drive C: (%s)"
                                % (guest[:200], e)) from None
        except (OSError, ValueError, OverflowError) as e:
            vm.close()
            raise ReplayRefused("cannot restore included file %s: %s" % (guest[:200], e)) from None
    return vm, notes


def replay(rec, exe=None, until=None, png_at=(), png_dir=None):
    """Replay Recording ``rec``; returns a :class:`Result`. Raises :class:`ReplayRefused`.

    ``until``: stop at that batch boundary; ``png_at``: batch boundaries at which to write
    the screen to ``png_dir`` (``batch-N.png``).
    """
    result = Result()
    with tempfile.TemporaryDirectory(prefix="wineagent-replay-") as capture_dir:
        vm, result.notes = _open_vm(rec, exe, capture_dir)
        try:
            if rec.evals:
                result.notes.append("the session ran eval at batch %s; replay does not run "
                                    "Python from a file" % ", ".join(map(str, rec.evals[:5])))
            host = Host(vm, frozen=True, session="replay")
            start, end = rec.start, rec.end
            end_b = end["b"] if until is None else min(until, end["b"])
            frames_from = start["framesFrom"]
            wanted = set(png_at)
            last_hash = frame_hash(vm)
            last_image = vm.gdi.compose().copy()
            b = 0
            while True:
                if b in wanted:
                    path = os.path.join(png_dir or ".", "batch-%d.png" % b)
                    try:
                        write_file(path, png_bytes(vm))
                        result.pngs.append(path)
                    except WriteFailed as e:
                        result.write_errors.append(str(e))   # the replay goes on
                    wanted.discard(b)
                if b >= end_b:
                    break
                clock = rec.clocks.get(b)
                if clock is not None:
                    vm.clock.set_ms(clock)
                skipped = False
                for kind, arg in rec.pre.get(b, ()):
                    if kind == "in":
                        try:
                            host.dispatcher.execute(arg)
                        except CommandError:
                            pass   # it failed live the same way (e.g. a full queue)
                    elif kind == "close":
                        post_close(vm)
                    else:                       # skip: parked batches retired unrun
                        vm.batches += arg
                        vm.clock.charge(vm.clock.tick_ms * arg)
                        skipped = True
                if skipped:
                    b = vm.batches
                    continue
                vm.clock.begin_batch()
                changed = vm.run_batch()
                vm.clock.end_batch()
                expected = rec.frames.get(b)
                if b >= frames_from and (changed or expected is not None):
                    actual = frame_hash(vm) if changed else last_hash
                    why = None
                    if expected is None:
                        why = ("the recorded session presented no frame here (its screen "
                               "stayed %s); the replay's changed" % last_hash)
                        expected = last_hash
                    elif not changed:
                        why = "the recorded session presented a frame here; the replay's " \
                              "screen did not change"
                    elif expected != actual:
                        why = "the frames differ"
                    if why is not None:
                        d = Divergence(b, expected, actual, why)
                        d.actual_image = vm.gdi.compose().copy()
                        d.expected_png = rec.pngs.get(expected)
                        d.last_match = last_image
                        result.divergence = d
                        result.batches = vm.batches
                        return result
                    result.frames += 1
                    last_hash = actual
                    last_image = vm.gdi.compose().copy()
                b = vm.batches
            result.batches = vm.batches
            if until is None:
                _check_end(rec, vm, result, last_hash, last_image)
            return result
        finally:
            vm.close()


def _check_end(rec, vm, result, last_hash, last_image):
    """The recorded run's end (program exit and code) must be the replay's too."""
    end = rec.end
    if end["reason"] == "exited" or "exitCode" in end and end.get("exitCode") is not None:
        code = vm.machine.exit_code if vm.machine.exited else None
        if code != end.get("exitCode"):
            d = Divergence(end["b"], last_hash, last_hash,
                           "the recorded program ended with exit code %s; the replay's %s"
                           % (end.get("exitCode"), "is still running" if code is None
                              else "exit code is %s" % code))
            d.actual_image = last_image
            d.last_match = last_image
            result.divergence = d


# -- --to-input ---------------------------------------------------------------------------
def _entries(cmd):
    """Bare --input entries equivalent to one recorded input command."""
    a, args = cmd.action, cmd.args
    if a in ("click", "dblclick", "mousedown", "mouseup", "mousemove"):
        if args.get("ref"):
            at = "@" + args["ref"] + ("." + args["point"] if args.get("point") else "")
            return ["%s:%s:%s" % (a, at, args.get("button", "left"))]
        return ["%s:%d:%d:%s" % (a, args["x"], args["y"], args.get("button", "left"))]
    if a == "drag":
        if args.get("ref") or args.get("toRef"):
            return None
        return ["drag:%d:%d:%d:%d:%d" % (args["x1"], args["y1"], args["x2"], args["y2"],
                                         args["steps"])]
    if a == "wheel":
        if args.get("ref"):
            return None
        return ["wheel:%d:%d:%d%s" % (args["x"], args["y"], args["delta"],
                                      ":on" if args.get("horizontal") else "")]
    if a in ("keydown", "keyup"):
        return ["%s:%d" % (a, args["key"])]
    if a == "keypress":
        return ["keypress:%d" % args["char"]]
    if a == "type":
        text = args["text"]
        if text and "," not in text and text == text.strip() and text.isprintable():
            return ["type:" + text]
        events = keys.expand_type(text)
    elif a == "key":
        events = keys.key_events(args["key"], args.get("mods") or ())
    elif a in ("dlg-cmd", "dlg-click"):
        return ["%s:%d" % (a, args["id"])]
    else:
        return None
    out = []
    for ev in events:
        ea = ev["args"]
        out.append("%s:%d" % (ev["action"], ea["char"] if ev["action"] == "keypress"
                              else ea["key"]))
    return out


def to_input(rec):
    """(the ``--input=`` schedule equivalent to the recording's input, [warnings])."""
    parts, warnings = [], []
    for b, cmd in rec.inputs:
        entries = _entries(cmd)
        if entries is None:
            warnings.append("batch %d: %s %s has no --input form" % (b, cmd.action, cmd.args))
            continue
        parts.extend("%d:%s" % (b, e) for e in entries)
    if rec.clocks:
        warnings.append("the session read the wall clock (%d batches); --input runs charge "
                        "%d ms per batch, so timing-dependent screens may differ — "
                        "`wineagent replay` reproduces them" % (len(rec.clocks),
                                                                rec.start["tickMs"]))
    if rec.evals:
        warnings.append("eval at batch %s is not part of the schedule" % rec.evals[0])
    if any(kind == "close" for recs in rec.pre.values() for kind, _ in recs):
        warnings.append("the run ended with --max-batches closing the program; a run with "
                        "--input does not do that")
    return ",".join(parts), warnings


# -- the command line ------------------------------------------------------------------------
class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        sys.stderr.write("wineagent replay: error: %s\n" % message)
        raise SystemExit(EXIT_USAGE)


def _batches(text):
    try:
        out = [int(v) for v in text.split(",") if v.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError("expected batch numbers N[,M...], got %r" % text)
    if not out or any(v < 0 for v in out):
        raise argparse.ArgumentTypeError("expected batch numbers >= 0, got %r" % text)
    return out


def _batch(text):
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a batch number, got %r" % text)
    if v < 0:
        raise argparse.ArgumentTypeError("expected a batch number >= 0, got %d" % v)
    return v


def build_parser():
    """The argument parser of ``wineagent replay``."""
    text = __doc__.replace("``", "")
    p = _Parser(prog="wineagent replay", description=text.split("\n\n")[0],
                epilog=text.split("\n\n", 2)[2],
                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", metavar="FILE", help="a recording (wineagent run --record, "
                   "record start, the page's Record button)")
    p.add_argument("--exe", default=None, metavar="PATH",
                   help="replay against this program instead of the recorded one (another "
                   "build: the first divergent frame is reported)")
    p.add_argument("--to-input", action="store_true",
                   help="print the equivalent --input= schedule instead of replaying")
    p.add_argument("--until-batch", type=_batch, default=None, metavar="N",
                   help="stop at batch N (frames up to there are checked)")
    p.add_argument("--png-at", type=_batches, default=[], metavar="N[,M]",
                   help="write the screen at these batch boundaries (batch-N.png)")
    p.add_argument("--png-dir", default=None, metavar="DIR",
                   help="folder for --png-at (default: the recording's folder)")
    return p


def _save(path, errors, image=None, data=None):
    """Write one divergence picture; its path, or None (the failure added to ``errors``)."""
    try:
        write_file(path, data if data is not None else encode_png(image))
    except WriteFailed as e:
        errors.append(str(e))
        return None
    return path


def _write_errors(errors, code):
    """Print each PNG that could not be written; the exit code (4 instead of 0)."""
    for line in errors:
        sys.stderr.write("wineagent replay: error: %s\n" % line)
    return EXIT_WRITE if errors and code == EXIT_OK else code


def main(argv):
    """Run ``wineagent replay`` with ``argv``; returns the exit code."""
    try:
        opts = build_parser().parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else EXIT_USAGE
    try:
        rec = load(opts.file)
    except BadRecording as e:
        sys.stderr.write("wineagent replay: refused: %s\n" % e)
        return EXIT_USAGE
    if opts.to_input:
        schedule, warnings = to_input(rec)
        for w in warnings:
            sys.stderr.write("wineagent replay: note: %s\n" % w)
        sys.stdout.write(schedule + "\n")
        return EXIT_OK
    png_dir = opts.png_dir or os.path.dirname(os.path.abspath(opts.file))
    problem = folder_problem(png_dir) if opts.png_at else None  # created, as --print-dir
    if problem:
        sys.stderr.write("wineagent replay: error: --png-dir: %s\n" % problem)
        return EXIT_USAGE
    try:
        result = replay(rec, exe=opts.exe, until=opts.until_batch, png_at=opts.png_at,
                        png_dir=png_dir)
    except ReplayRefused as e:
        sys.stderr.write("wineagent replay: refused: %s\n" % e)
        return EXIT_USAGE
    for note in result.notes:
        sys.stderr.write("wineagent replay: note: %s\n" % note)
    for path in result.pngs:
        sys.stdout.write("[png] %s\n" % path)
    d = result.divergence
    if d is None:
        if opts.until_batch is not None and opts.until_batch < rec.end["b"]:
            sys.stdout.write("identical up to batch %d: %d frames\n" % (result.batches,
                                                                     result.frames))
        else:
            sys.stdout.write("identical: %d frames\n" % result.frames)
        return _write_errors(result.write_errors, EXIT_OK)
    base = os.path.abspath(opts.file)
    stem = "%s.b%d" % (base, d.batch)
    errors = result.write_errors
    written = [_save(stem + ".actual.png", errors, image=d.actual_image)]
    if d.expected_png is not None:
        written.append(_save(stem + ".expected.png", errors, data=d.expected_png))
    written.append(_save(stem + ".last-match.png", errors, image=d.last_match))
    sys.stdout.write("diverged at batch %d after %d identical frames: expected %s, actual %s "
                     "(%s)\n" % (d.batch, result.frames, d.expected, d.actual, d.why))
    for path in written:
        if path is not None:
            sys.stdout.write("[png] %s\n" % path)
    return _write_errors(errors, EXIT_DIVERGED)
