"""Malformed executables are refused in one line or run and fault cleanly, within bounds.

The corpus is made at test time from the bundled executables with a seeded RNG
(test/pe_mutants.py: truncations, bad e_lfanew and magic, huge SizeOfImage, many and
overlapping sections, import directories and names out of bounds, TLS ranges and
callbacks, huge and looping resource trees, relocation floods, random byte flips). Most
mutants go through the loader in-process; a sample runs as real ``wineagent run``
processes under an address-space limit. Run with -s to see the outcome counts.
"""

import collections
import os
import random
import resource
import struct
import subprocess
import sys

import pytest

import pe_mutants  # noqa: E402
from procs import ROOT, env, wineagent_cmd  # noqa: E402
from wineagent.apps import APPS  # noqa: E402
from wineagent.machine import pe_image  # noqa: E402
from wineagent.machine.loader import BadExecutable, parse_pe  # noqa: E402
from wineagent.machine.memory import GuestMemoryExhausted, Memory  # noqa: E402

SEED = 20261202
PER_KIND = 20                 # in-process mutants of each kind
BATCHES, BATCH_SIZE = 20, 20000
AS_LIMIT = 2 << 30            # RLIMIT_AS of each `wineagent run` child (Unicorn reserves ~1.1 GiB)


def refusal_ok(message, path):
    """A refusal is one line that names the file and says what is wrong."""
    return "\n" not in message and message.startswith(str(path)) and len(message) < 300


def run_mutant(path):
    """Load ``path`` in-process and run a few batches: 'refused', 'faulted', 'exited' or
    'running'. Anything else escaping is a test failure."""
    from wineagent.vm import VM
    try:
        vm = VM(str(path), batch_size=BATCH_SIZE)
    except BadExecutable as e:
        assert refusal_ok(str(e), path), str(e)
        return "refused"
    try:
        for _ in range(BATCHES):
            vm.run_batch()
            if vm.ended:
                break
        if vm.machine.fault is not None:
            assert vm.machine.fault.report()
            return "faulted"
        return "exited" if vm.machine.exited else "running"
    finally:
        vm.close()


def test_every_mutant_is_refused_in_one_line_or_runs_and_faults_cleanly(tmp_path):
    rng = random.Random(SEED)
    outcomes = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    count = PER_KIND * len(pe_mutants.KINDS)
    for i, m in enumerate(pe_mutants.mutants(rng, count)):
        path = tmp_path / ("%d-%s" % (i, m.source))
        path.write_bytes(m.data)
        try:
            outcome = run_mutant(path)
        except Exception as e:  # pragma: no cover - the failure report names the mutant
            pytest.fail("%r escaped with %s: %s" % (m, type(e).__name__, e))
        outcomes[outcome] += 1
        by_kind[m.kind][outcome] += 1
        path.unlink()
    print("\nmalformed PE corpus (seed %d): %d mutants: %s" % (
        SEED, count, ", ".join("%s %d" % kv for kv in sorted(outcomes.items()))))
    for kind in pe_mutants.KINDS:
        print("  %-22s %s" % (kind, dict(by_kind[kind])))
    assert sum(outcomes.values()) == count
    # Every kind was generated and each produced refusals (the checks are reached).
    assert all(by_kind[k]["refused"] for k in pe_mutants.KINDS), dict(by_kind)
    # Some mutants load and fault at run time: that path is exercised too.
    assert outcomes["faulted"] > 0


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (AS_LIMIT, AS_LIMIT))


def _loads(m):
    try:
        parse_pe(m.data, m.source)
        return True
    except BadExecutable:
        return False


def _sample(tmp_path):
    """Mutants of the kinds that once crashed or grew to gigabytes: some refused, some that
    load (and then fault), plus the largest image the cap allows."""
    rng = random.Random(SEED + 1)
    wanted = {"truncate": False, "huge_size_of_image": False, "resources": False,
              "import_directory": False, "relocation_flood": True, "tls": True, "flips": True}
    picked = {}
    for m in pe_mutants.mutants(rng, 40 * len(pe_mutants.KINDS)):
        if m.kind in wanted and m.kind not in picked and _loads(m) == wanted[m.kind]:
            picked[m.kind] = m
    paths = {}
    for kind, m in picked.items():
        paths[kind] = tmp_path / ("%s-%s" % (kind, m.source))
        paths[kind].write_bytes(m.data)
    # An image just under the SizeOfImage cap loads and runs: its memory must stay bounded.
    data = bytearray(open(APPS["hello"].exe, "rb").read())
    opt = struct.unpack_from("<I", data, 0x3C)[0] + 24
    struct.pack_into("<I", data, opt + 56, pe_image.MAX_IMAGE_SIZE - 0x1000)
    paths["largest image"] = tmp_path / "largest.exe"
    paths["largest image"].write_bytes(data)
    return paths


def test_a_sample_through_wineagent_run_exits_documented_within_time_and_memory(tmp_path):
    procs = {}
    for kind, path in _sample(tmp_path).items():
        procs[kind] = subprocess.Popen(
            wineagent_cmd("run", "--exe=%s" % path, "--max-seconds=20", "--max-batches=40",
                          "--quiet"),
            cwd=ROOT, env=env(), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, preexec_fn=_limit_memory)
    results = {}
    for kind, p in procs.items():
        try:
            out, err = p.communicate(timeout=60)
        except subprocess.TimeoutExpired:  # pragma: no cover
            p.kill()
            p.communicate()
            pytest.fail("%s: wineagent run did not end within 60 s" % kind)
        results[kind] = (p.returncode, err)
    print("\nwineagent run sample: " + ", ".join(
        "%s exit %d" % (k, code) for k, (code, _) in sorted(results.items())))
    for kind, (code, err) in results.items():
        assert "Traceback" not in err, (kind, err)
        assert code in (0, 1, 2, 3), (kind, code, err)  # the exit codes `run --help` lists
        if code == 2:
            [line] = err.splitlines()
            assert line.startswith("wineagent run: refused: "), (kind, line)
        else:
            assert all(l.startswith(("[run] ", "[guest] ")) for l in err.splitlines()), err
    codes = collections.Counter(code for code, _ in results.values())
    assert codes[2] and codes[1], results  # both refusals and guest faults were seen
    assert results["largest image"][0] in (0, 1), results["largest image"]


# -- single checks, each with its exact message ----------------------------------------------
def hello():
    data = bytearray(open(APPS["hello"].exe, "rb").read())
    return data, struct.unpack_from("<I", data, 0x3C)[0] + 24  # the optional header


def refusal(data):
    with pytest.raises(BadExecutable) as e:
        parse_pe(bytes(data), "t.exe")
    return str(e.value)


def test_an_import_directory_outside_the_image_is_named():
    data, opt = hello()
    struct.pack_into("<II", data, opt + 96 + 8, 0xFFFFFF00, 40)
    assert refusal(data) == "t.exe is not a valid PE file: import directory outside the image"


def test_size_of_image_over_the_cap_is_refused_before_anything_is_mapped():
    data, opt = hello()
    struct.pack_into("<I", data, opt + 56, 0x80000000)
    assert refusal(data) == ("t.exe is not a valid PE file: SizeOfImage 0x80000000 is not "
                             "within 1 byte..256 MiB (the cap)")


def test_a_relocation_block_running_past_its_directory_is_refused():
    data, opt = hello()
    pe = parse_pe(bytes(data), "t.exe")
    rva, size = pe.directory(5)
    off = next(s.raw_offset + rva - s.rva for s in pe.sections if s.rva <= rva < s.rva + s.extent)
    struct.pack_into("<I", data, off + 4, size + 8)
    assert "relocation block at %#x has size %#x" % (rva, size + 8) in refusal(data)


def test_relocations_beyond_the_cap_are_refused(monkeypatch):
    monkeypatch.setattr(pe_image, "MAX_RELOCATIONS", 10)
    data, _ = hello()
    assert refusal(data) == "t.exe is not a valid PE file: more than 10 base relocations"


def test_function_names_have_their_own_cap_above_dll_names(monkeypatch):
    # C++ exports run long (Qt6Qml.dll: ~900 bytes; MSVC decorates up to 4,096): function
    # names are capped by MAX_SYMBOL, DLL names by MAX_NAME, each on its own.
    data, _ = hello()
    assert pe_image.MAX_SYMBOL == 4096 and pe_image.MAX_NAME == 256
    assert parse_pe(bytes(data), "t.exe").imports
    monkeypatch.setattr(pe_image, "MAX_NAME", 4)          # "KERNEL32.dll" is longer
    assert "name of imported DLL 0 is not terminated within 4 bytes" in refusal(data)
    monkeypatch.setattr(pe_image, "MAX_NAME", 256)
    monkeypatch.setattr(pe_image, "MAX_SYMBOL", 4)
    assert "an imported name of" in refusal(data) and "within 4 bytes" in refusal(data)


def test_a_resource_tree_that_loops_is_walked_three_levels_and_refused():
    data = bytearray(open(APPS["winmine"].exe, "rb").read())
    pe = parse_pe(bytes(data), "t.exe")
    root = pe.directory(2)[0]
    off = next(s.raw_offset + root - s.rva for s in pe.sections if s.name == ".rsrc")
    named, ids = struct.unpack_from("<HH", data, off + 12)
    for i in range(named + ids):  # every type points back at the root directory
        struct.pack_into("<I", data, off + 16 + 8 * i + 4, 0x80000000)
    assert refusal(data) == ("t.exe is not a valid PE file: resource tree nested deeper "
                             "than three levels")


def test_a_tls_block_over_the_cap_is_refused():
    data, opt = hello()
    pe = parse_pe(bytes(data), "t.exe")
    tls_rva = pe.directory(9)[0]
    off = next(s.raw_offset + tls_rva - s.rva for s in pe.sections
               if s.rva <= tls_rva < s.rva + s.extent)
    struct.pack_into("<I", data, off + 16, 0x7FFFFFFF)  # SizeOfZeroFill
    assert refusal(data) == "t.exe is not a valid PE file: TLS block of %d bytes (at most %d)" % (
        0x7FFFFFFF + 4, pe_image.MAX_TLS_SIZE)


def test_a_file_over_the_size_cap_is_refused_without_reading_it(tmp_path, monkeypatch):
    from wineagent.machine import loader
    monkeypatch.setattr(loader, "MAX_FILE_SIZE", 1 << 20)
    big = tmp_path / "big.exe"
    with open(big, "wb") as f:
        f.truncate(2 << 20)  # sparse: nothing is written, and nothing must be read
    with pytest.raises(BadExecutable, match="big.exe is 2 MiB, over the 1 MiB cap on executables"):
        loader.read_executable(str(big))


def test_guest_memory_past_the_cap_is_refused_and_nothing_is_mapped():
    from unicorn import UC_ARCH_X86, UC_MODE_32, Uc
    mem = Memory(Uc(UC_ARCH_X86, UC_MODE_32), limit=0x200000)
    mem.map(0x10000000, 0x100000)
    with pytest.raises(GuestMemoryExhausted, match="guest memory cap of 2 MiB reached"):
        mem.map(0x20000000, 0x200000)
    assert mem.region_at(0x20000000) is None and mem.mapped == 0x100000


def test_a_taken_preferred_base_or_a_reserved_range_relocates_the_image():
    from wineagent.machine.cpu import Machine
    from wineagent.machine.loader import load_pe
    data = open(APPS["hello"].exe, "rb").read()
    m = Machine(lambda spec: None)
    m.mem.map(0x400000, 0x10000)                 # the preferred base is taken...
    m.mem.reserve(0x410000, 0x1000000, "heap")   # ...and so is what follows (reserved)
    img = load_pe(m, data, "hello.exe", lambda dll, name: 0x7F000010)
    assert img.base == 0x1410000
    # The base relocations were applied: the TLS directory's AddressOfCallBacks moved.
    pe = img.parsed
    tls_rva = pe.directory(9)[0]
    original = struct.unpack_from("<I", pe.read(tls_rva + 12, 4, "tls"))[0]
    assert m.mem.u32(img.base + tls_rva + 12) == original - 0x400000 + img.base


def test_past_the_guest_memory_cap_virtualalloc_and_the_heap_answer_null():
    from wineagent.vm import VM
    from wineagent.abi.api import Call, lookup
    vm = VM(APPS["hello"].exe)
    try:
        vm.mem.limit = vm.mem.mapped + 0x100000
        spec = lookup("KERNEL32.dll", "VirtualAlloc")
        assert spec.func(Call(vm, False, spec), 0, 0x200000, 0x3000, 0x04) == 0
        assert vm.last_error == 8  # ERROR_NOT_ENOUGH_MEMORY
        assert spec.func(Call(vm, False, spec), 0, 0x10000, 0x3000, 0x04) != 0  # within it
        top = vm.heap.top
        assert vm.heap.alloc(0x300000) == 0 and vm.heap.top == top
        assert vm.heap.alloc(0x100) != 0
    finally:
        vm.close()
