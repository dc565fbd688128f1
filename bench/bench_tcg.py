"""Where cpubound.exe's compute goes inside Unicorn (issue 19's guest-compute target):
the same guest state run in bare Unicorn engines with our hooks added one at a time,
beside the Machine itself, a native Linux i386 build and qemu-i386 (user mode: the same
TCG without a softmmu).

    python3 bench/bench_tcg.py                  # CPU times, best of --rounds, ~1 min
    python3 bench/bench_tcg.py --instructions   # host instructions (callgrind), ~5 min
    LIBUNICORN_PATH=DIR python3 bench/bench_tcg.py --snapshot F --only 1,5
                      # another libunicorn.so.2 (an experiment's build, bench/README.md),
                      # from a state kept by a run with the usual one (--snapshot F)

The guest state: ``bench/guests/cpubound.c`` (built with mingw as bench_guest.py builds
it) in a frozen Desktop, run in batches until one makes no API call (its CRT start-up
done: the guest is in its compute). Its memory (the thunk range left out) and registers
are copied into a fresh engine per configuration, which runs the rest of the compute
uncounted until the program's first API call fetches from the unmapped thunk range; every
configuration must end with the same registers. Each configuration translates afresh
(its own engine), as the Machine did.

Configurations:
- ``vtlb``: machine/vtlb.py's virtual TLB and fill, nothing else (without it every guest
  store takes Unicorn's slow path: "bare UC_TLB_CPU" shows that);
- ``+ counter`` / ``+ code hook`` / ``+ intr, cpuid``: one of Machine.add_hooks' other
  hooks added (the block counter of blockcount.py, unlimited; the code hook over the
  thunk range; UC_HOOK_INTR and the CPUID instruction hook);
- ``all hooks``: all of them in one emu_start, then in batches of N blocks (an emu_start
  a batch, as Machine.run does);
- ``Machine.run``: a second Desktop in the same state finishing the compute in its own
  batches (its dispatch included: the batch of the first API call runs that call).

``--instructions`` runs each configuration in a child process under callgrind (counted
only inside the run) and also gives the calls to Unicorn's helpers: helper_check_exit_
request (Unicorn 2.1.4 calls it at the start of every translated block and after every
guest load and store), helper_lookup_tb_ptr (indirect jumps) and translations.
"""

import argparse
import os
import pickle
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

#: name -> (hooks, batch size or None), in the order printed
CONFIGS = [
    ("bare UC_TLB_CPU (no hook)", (), None),
    ("vtlb", ("vtlb",), None),
    ("vtlb + counter", ("vtlb", "counter"), None),
    ("vtlb + code hook", ("vtlb", "code"), None),
    ("vtlb + intr, cpuid", ("vtlb", "intr", "cpuid"), None),
    ("all hooks, one emu_start", ("vtlb", "counter", "code", "intr", "cpuid"), None),
    ("all hooks, batches of 20,000", ("vtlb", "counter", "code", "intr", "cpuid"), 20000),
    ("all hooks, batches of 200,000", ("vtlb", "counter", "code", "intr", "cpuid"), 200000),
    ("Machine.run, batches of 20,000", "machine", 20000),
]
#: Unicorn functions whose calls --instructions reports
HELPERS = ("helper_check_exit_request", "helper_lookup_tb_ptr", "tb_gen_code")


def build(tmp):
    """cpubound.exe built as bench_guest.py builds it (None: no mingw)."""
    from bench_guest import build_cpubound
    return build_cpubound(tmp)


def desktop_in_compute(exe, args):
    """A frozen Desktop of ``exe`` whose last batch made no API call."""
    import wineagent
    d = wineagent.Desktop(exe=exe, args=args)
    m = d.vm.machine
    calls = -1
    while m.api_calls != calls:
        calls = m.api_calls
        d.vm.run_batch()
    return d


class Snapshot:
    """The guest's memory (less the thunk range) and registers, in the compute."""

    def __init__(self, exe, args, keep=None):
        from wineagent.machine.cpu import THUNK_BASE, THUNK_SIZE
        self.exe, self.args = exe, args
        if keep and os.path.exists(keep):
            with open(keep, "rb") as f:
                self.regions, self.context, self.eip = pickle.load(f)
            return
        d = desktop_in_compute(exe, args)
        try:
            uc = d.vm.machine.uc
            self.regions = [(b, e, p, bytes(uc.mem_read(b, e + 1 - b)))
                            for b, e, p in uc.mem_regions()
                            if e < THUNK_BASE or b >= THUNK_BASE + THUNK_SIZE]
            self.context = uc.context_save()
            self.eip = d.vm.machine.eip
        finally:
            d.close()
        if keep:
            with open(keep, "wb") as f:
                pickle.dump((self.regions, self.context, self.eip), f)

    def engine(self, hooks):
        """A fresh engine in this state with ``hooks``; returns (uc, block counter)."""
        from unicorn import (UC_ARCH_X86, UC_HOOK_CODE, UC_HOOK_INTR, UC_MODE_32, Uc)
        from wineagent.machine import cpuid
        from wineagent.machine.blockcount import BlockCounter
        from wineagent.machine.cpu import THUNK_BASE, THUNK_SIZE
        from wineagent.machine.vtlb import VirtualTlb
        uc = Uc(UC_ARCH_X86, UC_MODE_32)
        for b, e, p, data in self.regions:
            uc.mem_map(b, e + 1 - b, p)
            uc.mem_write(b, data)
        uc.context_restore(self.context)
        counter = None
        if "counter" in hooks:
            counter = BlockCounter()
            counter.install(uc)
        if "code" in hooks:
            uc.hook_add(UC_HOOK_CODE, _never, None, THUNK_BASE, THUNK_BASE + THUNK_SIZE - 1)
        if "vtlb" in hooks:
            tlb = VirtualTlb(uc, _never, 0xFFFFFFFF)
            tlb.install()
            uc.__dict__["_bench_tlb"] = tlb
        if "intr" in hooks:
            uc.hook_add(UC_HOOK_INTR, _never)
        if "cpuid" in hooks:
            cpuid.install(uc, UC_MODE_32)
        return uc, counter


def _never(*_):
    raise AssertionError("a hook ran that the compute never reaches")


def _regs(uc):
    from unicorn.x86_const import (UC_X86_REG_EAX, UC_X86_REG_EBP, UC_X86_REG_EBX,
                                   UC_X86_REG_ECX, UC_X86_REG_EDI, UC_X86_REG_EDX,
                                   UC_X86_REG_EIP, UC_X86_REG_ESI, UC_X86_REG_ESP)
    return tuple(uc.reg_read(r) for r in (
        UC_X86_REG_EIP, UC_X86_REG_EAX, UC_X86_REG_EBX, UC_X86_REG_ECX, UC_X86_REG_EDX,
        UC_X86_REG_ESI, UC_X86_REG_EDI, UC_X86_REG_EBP, UC_X86_REG_ESP))


def run_config(snap, hooks, batch, around=None):
    """Run the rest of the compute in one configuration: (CPU seconds, end registers or
    None for the Machine, emu_starts). ``around``: (on, off) called around the run."""
    from unicorn import UcError
    from unicorn.x86_const import UC_X86_REG_EIP
    on, off = around or (lambda: None, lambda: None)
    if hooks == "machine":
        d = desktop_in_compute(snap.exe, snap.args)
        try:
            m = d.vm.machine
            n = 0
            on()
            t = time.thread_time()
            while True:
                calls = m.api_calls
                n += 1
                if not m.run(batch) or m.api_calls != calls:
                    break
            dt = time.thread_time() - t
            off()
            return dt, None, n
        finally:
            d.close()
    uc, counter = snap.engine(hooks)
    eip, n = snap.eip, 0
    on()
    t = time.thread_time()
    while True:
        if batch:
            counter.arm(batch)
        n += 1
        try:
            uc.emu_start(eip, 0xFFFFFFFF)
        except UcError:
            break                       # the fetch from the thunk range: the first API call
        if not (batch and counter.reached):
            raise AssertionError("the compute stopped before its first API call")
        eip = uc.reg_read(UC_X86_REG_EIP)
    dt = time.thread_time() - t
    off()
    return dt, _regs(uc), n


def native_times(tmp, args, rounds):
    """{name: compute CPU seconds} of a Linux i386 build run natively and by qemu-i386
    (the run with ``args`` minus the 1-round run), when ``gcc -m32`` and qemu-i386 are
    here."""
    src = os.path.join(HERE, "guests", "cpubound.c")
    elf = os.path.join(tmp, "cpubound-i386")
    if subprocess.run(["gcc", "-m32", "-O2", "-static", "-o", elf, src],
                      stderr=subprocess.DEVNULL).returncode:
        return {}

    def cpu(argv):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

    out = {}
    for name, pre in (("native i386 (gcc -m32 -O2)", []), ("qemu-i386 (TCG, user mode)",
                                                            ["qemu-i386"])):
        if pre and not shutil.which(pre[0]):
            continue
        out[name] = (min(cpu(pre + [elf] + args.split()) for _ in range(rounds))
                     - min(cpu(pre + [elf, "1"]) for _ in range(rounds)))
    return out


def _callgrind_counts(path):
    """(total instructions, {helper: calls}) from a callgrind output file."""
    names, calls, total, current = {}, dict.fromkeys(HELPERS, 0), 0, None
    with open(path) as f:
        for line in f:
            if line.startswith("totals:") or line.startswith("summary:"):
                total = int(line.split()[1])
            elif line.startswith("cfn="):
                m = re.match(r"cfn=\((\d+)\)(?: (.*))?", line)
                if m.group(2):
                    names[m.group(1)] = m.group(2)
                current = names.get(m.group(1), "")
            elif line.startswith("fn="):
                m = re.match(r"fn=\((\d+)\)(?: (.*))?", line)
                if m and m.group(2):
                    names[m.group(1)] = m.group(2)
            elif line.startswith("calls=") and current:
                for h in HELPERS:
                    if current.startswith(h):
                        calls[h] += int(line.split("=")[1].split()[0])
                current = None
    return total, calls


def instructions(exe, args, keep, configs):
    """Each configuration in a child under callgrind: its host instructions and helper
    calls."""
    real = os.path.realpath(sys.executable)
    import site
    sites = [d for d in site.getsitepackages() if os.path.isdir(d)]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT] + sites))
    print("%-34s %12s %12s %12s %8s" % ("configuration", "host instr", "exit checks",
                                         "tb lookups", "translations"))
    with tempfile.TemporaryDirectory() as tmp:
        for i in configs:
            name = CONFIGS[i][0]
            out = os.path.join(tmp, "cg.%d" % i)
            subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no",
                            "--callgrind-out-file=" + out, real, os.path.abspath(__file__),
                            "--inside", str(i), "--exe", exe, "--args", args]
                           + (["--snapshot", keep] if keep else []),
                           env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=True)
            total, calls = _callgrind_counts(out)
            print("%-34s %10.1f M %10.2f M %10.2f M %8d" % (
                name, total / 1e6, calls[HELPERS[0]] / 1e6, calls[HELPERS[1]] / 1e6,
                calls[HELPERS[2]]))
            sys.stdout.flush()


def _inside(index, exe, args, keep):
    """The child of --instructions: one configuration, counted around its run only."""
    def ctl(flag):
        subprocess.run(["callgrind_control", "-i", flag, str(os.getpid())],
                       stdout=subprocess.DEVNULL, check=True)
    snap = Snapshot(exe, args, keep)
    _, hooks, batch = CONFIGS[index]
    run_config(snap, hooks, batch, (lambda: ctl("on"), lambda: ctl("off")))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--exe", help="cpubound.exe (default: built with mingw)")
    ap.add_argument("--args", default="", help="its arguments (default: the full run)")
    ap.add_argument("--rounds", type=int, default=3, help="timings of each, best kept")
    ap.add_argument("--instructions", action="store_true",
                    help="host instructions under callgrind instead of CPU times")
    ap.add_argument("--snapshot", metavar="FILE",
                    help="keep the guest state there, or start from the one kept there")
    ap.add_argument("--only", help="configurations to run, by index (0-based, commas)")
    ap.add_argument("--inside", type=int, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.inside is not None:
        return _inside(a.inside, a.exe, a.args, a.snapshot)
    configs = ([int(i) for i in a.only.split(",")] if a.only else range(len(CONFIGS)))
    tmp = tempfile.mkdtemp(prefix="bench-tcg-")
    try:
        exe = a.exe or build(tmp)
        if exe is None:
            sys.stderr.write("bench_tcg: needs i686-w64-mingw32-gcc (or --exe)\n")
            return 2
        if a.instructions:
            if not shutil.which("valgrind"):
                sys.stderr.write("bench_tcg: --instructions needs valgrind\n")
                return 2
            if a.snapshot:
                Snapshot(exe, a.args, a.snapshot)       # made once, by this process
            instructions(exe, a.args, a.snapshot, configs)
            return 0
        snap = Snapshot(exe, a.args, a.snapshot)
        best, ends = {}, {}
        for _ in range(a.rounds):            # interleaved: the machine's load hits all alike
            for name, hooks, batch in (CONFIGS[i] for i in configs):
                dt, regs, n = run_config(snap, hooks, batch)
                best[name] = min(best.get(name, dt), dt)
                if regs is not None:
                    ends.setdefault(regs, []).append(name)
                best[name + " #"] = n
        if len(ends) != 1:
            raise SystemExit("configurations ended in different states: %r" % ends)
        natives = native_times(tmp, a.args, a.rounds)
        base = natives.get("native i386 (gcc -m32 -O2)")
        print("%-34s %9s %10s %s" % ("configuration", "CPU s", "emu_starts",
                                     "x native" if base else ""))
        for name, secs in list(natives.items()) + [(n, best[n]) for n in best
                                                   if not n.endswith(" #")]:
            print("%-34s %9.3f %10s %s" % (name, secs, best.get(name + " #", ""),
                                           "%.1f" % (secs / base) if base else ""))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
