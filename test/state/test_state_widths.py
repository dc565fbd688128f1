"""A state says its program's width (docs/state.md, "Both widths"): a program with threads
(guests/tests/x64_threads.c, built for x86-64 and for i686) saved at any of several points
mid-run — threads parked in waits included — continues in another session to the same
end, and a state whose width is not the loading session's — in its header or in its
payload — is refused in one line."""

import hashlib
import io
import json
import os
import pickle
import struct
import subprocess
import zlib

import pytest

import wineagent
from wineagent.state import fileformat, session
from wineagent.state.errors import StateFileError

from paths import EXE_DIR, ROOT

THREADS64 = os.path.join(EXE_DIR, "x64_threads.exe")
SOURCE = os.path.join(ROOT, "guests", "tests", "x64_threads.c")


def _vm(d):
    """The session's VM now (a load replaces it; ``Desktop.vm`` is the first one)."""
    return d.host.vm


def _run_out(d, limit=400):
    for _ in range(limit):
        if _vm(d).ended:
            return
        d.step(1)


@pytest.fixture
def threads64():
    d = wineagent.Desktop(exe=THREADS64, args="race", batch_size=2000)
    yield d
    d.close()


@pytest.fixture(scope="module", params=[8, 4], ids=["64-bit", "32-bit"])
def threads_program(request, tmp_path_factory):
    """(width, exe, its whole output): x64_threads.exe and the same source built for
    i686, each run once to its end for the reference."""
    path = THREADS64
    if request.param == 4:
        path = str(tmp_path_factory.mktemp("thr32") / "x64_threads32.exe")
        subprocess.run(["i686-w64-mingw32-gcc", "-O2", "-mconsole", "-o", path, SOURCE, "-luser32"],
                       check=True, capture_output=True, timeout=120)
    d = wineagent.Desktop(exe=path, args="race", batch_size=2000)
    try:
        _run_out(d)
        assert _vm(d).machine.exit_code == 0 and _vm(d).stdout_log[-1] == "done"
        return request.param, path, list(_vm(d).stdout_log)
    finally:
        d.close()


def _waiting(vm):
    """How many threads are parked in a wait on objects (kernel/sync.parked_wait)."""
    n = 0
    for t in vm.threads.threads:
        frames = vm.machine.frames if t is vm.threads.current else (t.context or (0, []))[1]
        n += any(getattr(f.gen, "__name__", "") == "parked_wait" for f in frames)
    return n


# Batches of 2000 blocks: threads starting, the critical section's contention, producer
# and consumer on events, the mutex, the semaphore's timed wait, the suspended thread,
# threads blocked on an SRW lock, the racing threads.
@pytest.mark.parametrize("at", [2, 9, 16, 23, 30, 35, 38, 45, 60, 100])
def test_a_program_with_threads_saved_mid_run_ends_as_it_would_have(threads_program, at):
    width, path, whole = threads_program
    d = wineagent.Desktop(exe=path, args="race", batch_size=2000)
    try:
        d.step(at)
        assert _vm(d).ptr_size == width and not _vm(d).ended
        data = session.save_bytes(d.host)
        at_save = len(_vm(d).stdout_log)
    finally:
        d.close()
    header, _ = fileformat.read_header(data)
    assert header["width"] == width and header["format"] == fileformat.FORMAT
    # Another session of the program takes the state and runs it to the same end, the
    # racing threads' interleaving included (a line the scheduler alone decides).
    other = wineagent.Desktop(exe=path, args="race", batch_size=2000)
    try:
        session.load_bytes(other.host, data)
        assert _vm(other).ptr_size == width and len(_vm(other).stdout_log) == at_save
        _run_out(other)
        assert list(_vm(other).stdout_log) == whole
        assert _vm(other).machine.exit_code == 0 and _vm(other).machine.fault is None
    finally:
        other.close()


def test_threads_parked_in_waits_are_saved(threads_program):
    # A thread parked in WaitForSingleObject/WaitForMultipleObjects is carried as its
    # wait started over (same objects, same deadline): the save is not refused there.
    width, path, _ = threads_program
    d = wineagent.Desktop(exe=path, args="race", batch_size=2000)
    try:
        seen = 0
        for _ in range(30):         # up to the condition variable (not carried yet)
            d.step(1)
            if _waiting(_vm(d)):
                session.save_bytes(d.host)
                seen += 1
        assert seen > 10
    finally:
        d.close()


def _repack(data, header_edit=None, plain_edit=None):
    """``data`` (a state file) with its header and/or its first part edited, checksums
    made right again, so that only the edited field can make a load refuse."""
    header, offset = fileformat.read_header(data)
    raw = zlib.decompress(data[offset:])
    if plain_edit is not None:
        stream = io.BytesIO(raw)
        plain = pickle.load(stream)
        plain_edit(plain)
        raw = pickle.dumps(plain, protocol=5) + raw[stream.tell():]
    payload = zlib.compress(raw, 1)
    header.update(payloadBytes=len(payload), rawBytes=len(raw),
                  payloadSha256=hashlib.sha256(payload).hexdigest())
    if header_edit is not None:
        header_edit(header)
    head = json.dumps(header, sort_keys=True).encode()
    return fileformat.MAGIC + struct.pack(">I", len(head)) + head + payload


def _refused(d, data, *words):
    before = _vm(d)
    with pytest.raises(StateFileError) as e:
        session.load_bytes(d.host, data)
    assert _vm(d) is before and "\n" not in str(e.value)
    for w in words:
        assert w in str(e.value), str(e.value)


def test_a_state_whose_width_is_not_the_session_s_is_refused_in_one_line(threads64):
    d = threads64
    d.step(2)
    data = session.save_bytes(d.host)
    _refused(d, _repack(data, header_edit=lambda h: h.update(width=4)),
             "state file of a 32-bit program; this session runs a 64-bit one")
    _refused(d, _repack(data, header_edit=lambda h: h.update(width=6)),
             "a program width of '6' bytes")
    _refused(d, _repack(data, header_edit=lambda h: h.pop("width")), "lacks width")
    _refused(d, _repack(data, plain_edit=lambda p: p.update(width=4)),
             "its width is malformed")
    # A 32-bit register set in a 64-bit state.
    from wineagent.state import cpu
    _refused(d, _repack(data, plain_edit=lambda p: p.update(
        cpu={r: 0 for r in cpu.REGISTERS})), "its CPU is malformed")
    # A region above the 47-bit user half.
    _refused(d, _repack(data, plain_edit=lambda p: p["memory"].append(
        (1 << 47, 0x1000, 3, []))), "its memory is malformed")
    # The session is intact: it still loads the real state.
    session.load_bytes(d.host, data)


def test_a_format_6_state_is_refused_by_name(threads64):
    d = threads64
    data = session.save_bytes(d.host)
    old = _repack(data, header_edit=lambda h: h.update(format=6))
    _refused(d, old, "state file format 6 was written by an earlier wineagent",
             "reads format %d" % fileformat.FORMAT)


def test_a_format_10_state_is_refused_by_name(threads64):
    """Format 10 was written when the guest calendar started at 2000-01-01: its folder and
    file times are of that calendar (win32/kernel/epoch.py)."""
    d = threads64
    old = _repack(session.save_bytes(d.host), header_edit=lambda h: h.update(format=10))
    _refused(d, old, "state file format 10 was written by an earlier wineagent whose guest "
                     "calendar started at 2000-01-01 (this one's starts at 2024-01-01")
