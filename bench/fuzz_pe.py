"""Malformed-PE corpus at scale (issue 8): outcome counts, load times, memory.

    python3 bench/fuzz_pe.py                  # 1000 mutants in-process, about 20 s
    python3 bench/fuzz_pe.py --count 5000 --seed 7
    python3 bench/fuzz_pe.py --processes 24   # and 24 of them through `wineagent run`

Mutants come from test/pe_mutants.py (the generator test/machine/test_malformed_pe.py uses), all
kinds in turn over every bundled executable. Each is loaded into a VM in this process and,
when it loads, run for 20 batches of 20000 instructions. Outcomes: refused (one-line
BadExecutable), faulted (a guest fault report), exited, running (still going after the
batches), and ESCAPED (any other exception: a bug, listed with the mutant). With
--processes, a sample also runs as `wineagent run --max-seconds=20` children under a 2 GiB
address-space limit; their exit codes, wall times and any traceback are reported.
"""

import argparse
import collections
import os
import random
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "test"))

import pe_mutants  # noqa: E402
from wineagent.machine.loader import BadExecutable  # noqa: E402
from wineagent.vm import VM  # noqa: E402

AS_LIMIT = 2 << 30


def classify(path):
    """The outcome of loading and briefly running ``path``, and a detail line."""
    try:
        vm = VM(path, batch_size=20000)
    except BadExecutable as e:
        return "refused", str(e)
    except Exception as e:  # noqa: BLE001 - what this script hunts for
        return "ESCAPED", "%s: %s" % (type(e).__name__, e)
    try:
        for _ in range(20):
            vm.run_batch()
            if vm.ended:
                break
        if vm.machine.fault is not None:
            return "faulted", vm.machine.fault.message
        return ("exited" if vm.machine.exited else "running"), ""
    except Exception as e:  # noqa: BLE001
        return "ESCAPED", "%s: %s" % (type(e).__name__, e)
    finally:
        vm.close()


def in_process(mutants, folder):
    outcomes = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    times, escaped = [], []
    for i, m in enumerate(mutants):
        path = os.path.join(folder, "%d-%s" % (i, m.source))
        with open(path, "wb") as f:
            f.write(m.data)
        t = time.perf_counter()
        outcome, detail = classify(path)
        times.append((time.perf_counter() - t, m))
        os.unlink(path)
        outcomes[outcome] += 1
        by_kind[m.kind][outcome] += 1
        if outcome == "ESCAPED":
            escaped.append((m, detail))
    return outcomes, by_kind, times, escaped


def _limit():
    resource.setrlimit(resource.RLIMIT_AS, (AS_LIMIT, AS_LIMIT))


def through_run(mutants, folder, jobs=4):
    """Run mutants as `wineagent run` children, ``jobs`` at a time."""
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    results, pending = [], list(enumerate(mutants))
    while pending:
        batch, pending = pending[:jobs], pending[jobs:]
        running = []
        for i, m in batch:
            path = os.path.join(folder, "run-%d-%s" % (i, m.source))
            with open(path, "wb") as f:
                f.write(m.data)
            p = subprocess.Popen([sys.executable, "-m", "wineagent", "run", "--exe=" + path,
                                  "--max-seconds=20", "--max-batches=40", "--quiet"],
                                 env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, preexec_fn=_limit)
            running.append((m, p, time.perf_counter()))
        for m, p, t in running:
            try:
                _, err = p.communicate(timeout=90)
            except subprocess.TimeoutExpired:
                p.kill()
                _, err = p.communicate()
                err = "TIMEOUT " + err
            results.append((m, p.returncode, time.perf_counter() - t, err))
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--processes", type=int, default=0, metavar="N",
                    help="also run N mutants through `wineagent run` children")
    opts = ap.parse_args()
    rng = random.Random(opts.seed)
    mutants = list(pe_mutants.mutants(rng, opts.count))
    with tempfile.TemporaryDirectory() as folder:
        t0 = time.perf_counter()
        outcomes, by_kind, times, escaped = in_process(mutants, folder)
        wall = time.perf_counter() - t0
        times.sort(key=lambda x: x[0])
        print("in-process: %d mutants (seed %d) in %.1f s: %s" % (
            opts.count, opts.seed, wall,
            ", ".join("%s %d" % kv for kv in sorted(outcomes.items()))))
        for kind in pe_mutants.KINDS:
            print("  %-22s %s" % (kind, dict(sorted(by_kind[kind].items()))))
        print("load+run time per mutant: median %.1f ms, max %.0f ms (%r)" % (
            1000 * times[len(times) // 2][0], 1000 * times[-1][0], times[-1][1]))
        print("peak RSS of this process: %d MiB" % (
            resource.getrusage(resource.RUSAGE_SELF).ru_maxrss >> 10))
        for m, detail in escaped:
            print("ESCAPED %r: %s" % (m, detail))
        if opts.processes:
            step = max(1, len(mutants) // opts.processes)
            sample = mutants[::step][:opts.processes]
            results = through_run(sample, folder)
            codes = collections.Counter(code for _, code, _, _ in results)
            bad = [(m, code, err) for m, code, _, err in results
                   if "Traceback" in err or "TIMEOUT" in err or code not in (0, 1, 2, 3)
                   or (code == 2 and len(err.splitlines()) != 1)]
            print("wineagent run: %d mutants under RLIMIT_AS %d GiB: exit codes %s; slowest "
                  "%.1f s" % (len(results), AS_LIMIT >> 30, dict(sorted(codes.items())),
                              max(r[2] for r in results)))
            for m, code, err in bad:
                print("BAD %r: exit %s: %s" % (m, code, err[-500:]))
            escaped += bad
    return 1 if escaped else 0


if __name__ == "__main__":
    sys.exit(main())
