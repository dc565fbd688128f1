"""A state says its program's width (docs/state.md, "Both widths"): a 64-bit program with
threads saved mid-run continues to the same end, and a state whose width is not the
loading session's — in its header or in its payload — is refused in one line."""

import hashlib
import io
import json
import os
import pickle
import struct
import zlib

import pytest

import wineagent
from wineagent.state import fileformat, session
from wineagent.state.errors import StateFileError

from paths import EXE_DIR

THREADS64 = os.path.join(EXE_DIR, "x64_threads.exe")


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


def test_a_64_bit_program_with_threads_saved_mid_run_ends_as_it_would_have(threads64):
    d = threads64
    # Batch 23: the mutex check, five threads alive (one holding the mutex in Sleep, the
    # main thread polling in Sleep); switched-out threads' registers are in the state.
    d.step(23)
    assert _vm(d).ptr_size == 8 and sum(t.alive for t in _vm(d).threads.threads) >= 2
    data = session.save_bytes(d.host)
    header, _ = fileformat.read_header(data)
    assert header["width"] == 8 and header["format"] == fileformat.FORMAT
    at_save = len(_vm(d).stdout_log)
    _run_out(d)
    first, code = list(_vm(d).stdout_log), _vm(d).machine.exit_code
    assert first[-1] == "done" and code == 0 and at_save < len(first)
    # Another session of the program takes the state and runs it to the same end.
    other = wineagent.Desktop(exe=THREADS64, args="race", batch_size=2000)
    try:
        session.load_bytes(other.host, data)
        assert _vm(other).ptr_size == 8 and len(_vm(other).stdout_log) == at_save
        _run_out(other)
        assert list(_vm(other).stdout_log) == first
        assert _vm(other).machine.exit_code == code and _vm(other).machine.fault is None
    finally:
        other.close()


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
