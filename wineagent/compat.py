"""``wineagent compat PATH...``: will these programs run here?

Each .exe (given directly, or found in a given folder, not recursing) runs headless and
frozen (guest time charged per batch, no input) for at most ``--batches`` batches, each
in its own child process bounded in wall time and address space, so one program that
hangs, eats memory or crashes the emulator cannot take the survey down. A child reports
one JSON line; the parent prints per program what happened:

- ``window``         it showed a visible top-level window (its title is the detail) and
                     was still alive ``SETTLE_BATCHES`` batches later;
- ``error box``      a MessageBox was all it showed (its text is the detail): what a
                     program does when it cannot start (a newer Windows, a missing file),
                     so not a working window;
- ``unimplemented``  it called an API (or a part of one) we do not implement (the name),
                     possibly after showing a window (then named in the JSON); for a
                     64-bit program, also an API not yet checked for 64-bit callers (the
                     width gate, docs/emulator.md: the name, then "(64-bit: not yet)");
- ``fault``          the CPU faulted (eip, the address it touched);
- ``refused``        the file is not a runnable PE32 executable (why);
- ``exited``         it ended by itself before showing a window (the exit code);
- ``idle``           it waits for input with no window to give it;
- ``bound``          it was still running after the last batch;
- ``error``          the child died or ran out of wall time / memory (how).

The report starts with a one-line summary (counts per outcome), then the table, the
unimplemented APIs ranked by how many programs each one stopped and, with ``--imports``,
for each program the imports that have no implementation at all (read from its import
table: what it would stop at next). 32-bit and 64-bit programs are surveyed alike; each
result says its width (``width``: 32 or 64 bits), and when any program is 64-bit the
summary counts them and the table has a WIDTH column. Exit code: 0 when every program reached a window, 1
when some did not, 2 for a usage error (bad flag, a path that does not exist, no .exe).
"""

import argparse
import collections
import concurrent.futures
import json
import os
import resource
import subprocess
import sys

from .census import census, render_census
from .host import Host
from .machine.cpu import THUNK_BASE
from .machine.cpu64 import not_for_64
from .run import _positive        # the same "a number > 0" flags as wineagent run
from .vm import VM, BadExecutable
from .win32.user.procwindows import window_order
from .win32.core.styles import WS_VISIBLE

__all__ = ["main", "probe", "collect", "survey"]

EXIT_ALL_WINDOWS, EXIT_SOME_FAILED, EXIT_USAGE = 0, 1, 2
#: Batches a program keeps running after its first window: an API it calls while
#: painting or initialising that window still counts as what stops it.
SETTLE_BATCHES = 20
OUTCOMES = ("window", "error box", "unimplemented", "fault", "refused", "exited", "idle",
            "bound", "error")
#: How the width gate's stop ends (cpu64.not_for_64), and how compat names it.
_GATE_TAIL = not_for_64("")
GATE_NOTE = "(64-bit: not yet)"


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        sys.stderr.write("wineagent compat: error: %s\n" % message)
        raise SystemExit(EXIT_USAGE)


def build_parser():
    """The argument parser of ``wineagent compat``."""
    p = _Parser(prog="wineagent compat", description=__doc__.split("\n", 2)[2],
                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="+", metavar="PATH", help=".exe files or folders of them")
    p.add_argument("--batches", type=_positive, default=300, metavar="N",
                   help="batches each program may run (default 300)")
    p.add_argument("--batch-size", type=_positive, default=20000, metavar="N",
                   help="translated blocks of guest code per batch (default 20000, about "
                        "120,000 x86 instructions; docs/frozen.md)")
    p.add_argument("--timeout", type=_positive, default=120, metavar="S",
                   help="wall-clock seconds one program may take (default 120)")
    p.add_argument("--memory-mb", type=_positive, default=4096, metavar="MB",
                   help="address-space bound of each child process (default 4096)")
    p.add_argument("--jobs", type=_positive, default=1, metavar="N",
                   help="programs surveyed at once, each in its own child (default 1)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--imports", action="store_true",
                   help="also list, per program, the imports we do not implement (what it "
                        "would stop at next; in --json always)")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    p.add_argument("--census", action="store_true",
                   help="run nothing: read the import tables of every PE file under the "
                        "PATH folders (recursively) and list the imported functions we do "
                        "not implement, by DLL, with the weighted coverage (docs/compat.md)")
    p.add_argument("--min-files", type=_positive, default=1, metavar="N",
                   help="with --census: list only functions imported by N files or more")
    return p


# -- the child: one program ---------------------------------------------------------------
def _missing_imports(vm):
    """Imports bound to a trapping thunk (no handler), as "DLL!name", in table order."""
    thunks = vm.machine.thunks
    out = []
    for dll, name, addr in vm.image.imports:
        if vm.machine.name_at(addr) is not None and thunks[(addr - THUNK_BASE) >> 2][0] is None:
            out.append("%s!%s" % (dll, name))
    return out


def _first_window(vm):
    """The bottom visible top-level window of the session: the program's own or its
    child processes' (wineconsole's window is the console of the cmd.exe it starts)."""
    for p, h in window_order(vm):
        w = p.wm.get(h)
        if w is not None and not w.destroyed and w.style & WS_VISIBLE and w.surface:
            return w
    return None


def _unimplemented(message):
    """The detail of an ``unimplemented`` stop: the API (and part) we lack, or an API the
    width gate keeps from a 64-bit program, named and marked so."""
    if message.endswith(_GATE_TAIL):
        return "%s %s" % (message[:-len(_GATE_TAIL)], GATE_NOTE)
    return message.split(": ", 1)[1]


def probe(path, batches, batch_size):
    """Run one program frozen and headless; returns the result dict a child prints."""
    result = {"program": os.path.basename(path), "path": path, "missing_imports": [],
              "width": None}
    try:
        vm = VM(path, batch_size=batch_size)
    except BadExecutable as e:
        result.update(outcome="refused", detail=str(e))
        return result
    except OSError as e:
        result.update(outcome="refused", detail="%s: %s" % (path, e.strerror or e))
        return result
    try:
        result["width"] = vm.ptr_size * 8
        result["missing_imports"] = _missing_imports(vm)
        result["missing_dlls"] = vm.kernel.missing_dlls
        host = Host(vm, max_batches=batches)
        title = None
        box = None      # the first MessageBox, while no window of the program's own shows
        settle = None   # batches left to watch after the first window
        while not host.ended:
            host.run_one_batch()
            if title is None:
                win = _first_window(vm)
                shown = vm.wm.last_message_box
                if win is not None and shown and shown.get("hwnd") == win.hwnd:
                    # A MessageBox is not the program's window: keep looking for one.
                    box = box or dict(shown)
                elif win is not None:
                    title, settle = win.title, SETTLE_BATCHES
            elif settle is not None:
                settle -= 1
                if settle <= 0:
                    break
            if vm.parked and not vm.wm.has_work() and vm.next_wake_ms() is None:
                break
        m = vm.machine
        # What stopped the program outranks a window it showed before it stopped.
        if m.fault is not None and m.fault.kind == "unimplemented":
            outcome, detail = "unimplemented", _unimplemented(m.fault.message)
        elif m.fault is not None:
            outcome, detail = "fault", m.fault.message
            result.update(eip=m.fault.eip, address=m.fault.address)
        elif title is not None:
            outcome, detail = "window", title
        elif box is not None:
            outcome, detail = "error box", " ".join(box.get("text", "").split())
            result["messageBox"] = box
        elif m.exited:
            outcome, detail = "exited", "exit code %d" % m.exit_code
        elif vm.parked and not host.ended:
            outcome, detail = "idle", "waits for input with no window to give it"
        else:
            outcome, detail = "bound", "still running after %d batches" % vm.batches
        result["window"] = title
        result["missing_dlls"] = list(vm.kernel.missing_dlls)
        result.update(outcome=outcome, detail=detail, batches=vm.batches,
                      recent=list(m.fault.recent) if m.fault is not None else [])
    finally:
        vm.close()
    return result


# -- the parent ---------------------------------------------------------------------------
def collect(paths):
    """The .exe files named by ``paths`` (folders: their .exe files, sorted); raises
    ValueError naming a path that does not exist."""
    out = []
    for p in paths:
        if os.path.isdir(p):
            out.extend(os.path.join(p, n) for n in sorted(os.listdir(p))
                       if n.lower().endswith(".exe") and os.path.isfile(os.path.join(p, n)))
        elif os.path.isfile(p):
            out.append(p)
        else:
            raise ValueError("%s: no such file or folder" % p)
    return out


def _limit(memory_mb):
    def apply():
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return apply


def _run_child(path, opts):
    cmd = [sys.executable, "-m", "wineagent.compat", "--probe", path,
           "--batches", str(opts.batches), "--batch-size", str(opts.batch_size)]
    base = {"program": os.path.basename(path), "path": path, "missing_imports": []}
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=opts.timeout,
                              preexec_fn=_limit(opts.memory_mb))
    except subprocess.TimeoutExpired:
        return dict(base, outcome="error", detail="ran out of its %d s" % opts.timeout)
    lines = proc.stdout.decode("utf-8", "replace").strip().splitlines()
    if proc.returncode == 0 and lines:
        try:
            return json.loads(lines[-1])
        except ValueError:
            pass
    err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
    why = err[-1] if err else "exit status %d" % proc.returncode
    if proc.returncode < 0:
        why = "killed by signal %d" % -proc.returncode
    if "MemoryError" in why:
        why = "ran out of its %d MB" % opts.memory_mb
    return dict(base, outcome="error", detail=why)


def survey(results):
    """Totals per outcome, the ranked unimplemented APIs, and the one-line summary."""
    counts = collections.Counter(r["outcome"] for r in results)
    blockers = collections.Counter()
    for r in results:
        if r["outcome"] == "unimplemented":
            blockers[r["detail"].split(" (", 1)[0]] += 1
    ranked = sorted(blockers.items(), key=lambda kv: (-kv[1], kv[0]))
    widths = collections.Counter(r.get("width") for r in results)
    split = " (%d at 32 bits, %d at 64)" % (widths[32], widths[64]) if widths[64] else ""
    summary = "compat: %d program%s%s: %s" % (
        len(results), "" if len(results) == 1 else "s", split,
        ", ".join("%d %s" % (counts[o], o) for o in OUTCOMES if counts[o]) or "none")
    return {"counts": {o: counts[o] for o in OUTCOMES}, "blockers": ranked,
            "summary": summary}


def _detail(r):
    d = r.get("detail") or ""
    if r["outcome"] in ("window", "error box"):
        d = repr(d)
    if r["outcome"] == "fault" and r.get("eip") is not None:
        d += " eip=%#010x" % r["eip"]
        if r.get("address") is not None:
            d += " address=%#010x" % r["address"]
    return d


def render(results, report, imports=False):
    """The human-readable report: the one-line summary, the table, ranked blockers, with
    ``imports`` the missing imports, and the Windows DLLs we lack that programs loaded or
    imported."""
    width = max([len("PROGRAM")] + [len(r["program"]) for r in results])
    # The WIDTH column only when some program is 64-bit: a 32-bit survey reads as before.
    bits = any(r.get("width") == 64 for r in results)

    def row(program, w, outcome, detail):
        return ("%-*s  %-5s  %-13s  %s" % (width, program, w, outcome, detail) if bits else
                "%-*s  %-13s  %s" % (width, program, outcome, detail))
    lines = [report["summary"], "", row("PROGRAM", "WIDTH", "RESULT", "DETAIL")]
    for r in results:
        lines.append(row(r["program"], r.get("width") or "-", r["outcome"], _detail(r)))
    if report["blockers"]:
        lines += ["", "unimplemented APIs, by programs they stop:"]
        lines += ["%4d  %s" % (n, name) for name, n in report["blockers"]]
    missing = [r for r in results if r["missing_imports"]]
    if missing and imports:
        lines += ["", "imports without an implementation:"]
        for r in missing:
            lines.append("%s (%d): %s" % (r["program"], len(r["missing_imports"]),
                                          ", ".join(r["missing_imports"])))
    lacking = [r for r in results if r.get("missing_dlls")]
    if lacking:
        lines += ["", "Windows DLLs we do not implement, asked for by:"]
        for r in lacking:
            lines.append("%s: %s" % (r["program"], ", ".join(r["missing_dlls"])))
    if missing and not imports:
        lines += ["", "(%d program%s import%s functions we do not implement: --imports "
                      "lists them)" % (len(missing), "" if len(missing) == 1 else "s",
                                       "s" if len(missing) == 1 else "")]
    return "\n".join(lines) + "\n"


def main(argv=None):
    """``wineagent compat``; returns the exit code."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--probe"]:
        return _probe_main(argv[1:])
    opts = build_parser().parse_args(argv)
    if opts.census:
        return _census_main(opts)
    try:
        programs = collect(opts.paths)
    except ValueError as e:
        sys.stderr.write("wineagent compat: %s\n" % e)
        return EXIT_USAGE
    if not programs:
        sys.stderr.write("wineagent compat: no .exe found in %s\n" % " ".join(opts.paths))
        return EXIT_USAGE
    results = [None] * len(programs)
    done = 0
    # Children run in parallel with --jobs; the report keeps the order of the paths.
    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        futures = {pool.submit(_run_child, path, opts): i for i, path in enumerate(programs)}
        for fut in concurrent.futures.as_completed(futures):
            r = results[futures[fut]] = fut.result()
            done += 1
            if not opts.quiet:
                sys.stderr.write("[compat] %d/%d %s: %s %s\n" % (
                    done, len(programs), r["program"], r["outcome"], _detail(r)))
                sys.stderr.flush()
    report = survey(results)
    if opts.json:
        json.dump({"programs": results, "blockers": [
            {"api": name, "programs": n} for name, n in report["blockers"]],
            "counts": report["counts"], "summary": report["summary"]},
            sys.stdout, indent=1, sort_keys=True)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render(results, report, opts.imports))
    return EXIT_ALL_WINDOWS if report["counts"]["window"] == len(results) else EXIT_SOME_FAILED


def _census_main(opts):
    """``--census``: the import census of the folders; exit 0, or 2 for a bad folder."""
    try:
        report = census(opts.paths)
    except ValueError as e:
        sys.stderr.write("wineagent compat: %s\n" % e)
        return EXIT_USAGE
    if opts.json:
        json.dump(report, sys.stdout, indent=1, sort_keys=True)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_census(report, opts.min_files))
    return EXIT_ALL_WINDOWS


def _probe_main(argv):
    p = argparse.ArgumentParser(prog="wineagent.compat --probe")
    p.add_argument("path")
    p.add_argument("--batches", type=int, required=True)
    p.add_argument("--batch-size", type=int, required=True)
    o = p.parse_args(argv)
    sys.stdout.write(json.dumps(probe(o.path, o.batches, o.batch_size), sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
