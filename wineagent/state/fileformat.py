"""The savestate file: a versioned header, a checksum, and a compressed payload.

Layout (docs/state.md)::

    MAGIC (16 bytes)  b"WINEAGENT-STATE\\n"
    header length     4 bytes, big-endian
    header            UTF-8 JSON: format, program (its SHA-256), programName, payloadBytes,
                      payloadSha256, rawBytes, compression, width (4 or 8: the
                      program's pointer size)
    payload           zlib-compressed pickle (wineagent/state/pickling.py)

Everything that can be wrong with a file is found here, before a single byte is
unpickled: not a state file, a newer format, another program, truncated, corrupted.
Each is a :class:`StateFileError` with a one-line message.
"""

import hashlib
import json
import os
import struct
import zlib

from ..win32.kernel.epoch import EPOCH
from .errors import StateFileError

__all__ = ["MAGIC", "FORMAT", "MAX_RAW", "StateFileError", "pack", "unpack",
           "read_header", "program_sha256"]

MAGIC = b"WINEAGENT-STATE\n"
#: The payload layout this wineagent writes and the only one it reads (the payload pickles
#: the emulator's own classes, whose layout changes between versions: 2 = mapped fonts
#: and the window manager's set of windows needing paint; 3 = batches of translated blocks,
#: machine/blockcount.py; 4 = each subsystem's typed state, vm.kernel/crt/com/user; 5 = COM's
#: class table in vm.com and heap blocks with room reserved; the GDI's classes in
#: gdi/dc.py and gdi/subsystem.py; 6 = the window manager in parts, its queued messages
#: defined in user/wm_queue.py, dialog templates in user/dlgtemplate.py; 7 = the program's
#: width, 4 or 8, in the header and the payload, and a 64-bit program's own registers,
#: state/cpu.py; 8 = the kernel's handles in a HandleTable, win32/kernel/handletable.py,
#: instead of a dict and the VM's own counter; 9 = VirtualAlloc's reservations are
#: Memory.reserve ranges with only their committed pages mapped, win32/kernel/vmem.py;
#: 10 = session 35's new subsystem fields: each thread's cursor, the shared icons, the
#: threads whose IME is off (user/state.py), the process's UI languages
#: (kernel/state.py), the D3DKMT adapters (gdi/subsystem.py), the machine's fast-fill
#: table (machine/fastfill.py) — a format-9 file would load without them and fail at
#: their first use); 11 = the guest calendar starts at 2024-01-01 (win32/kernel/epoch.py):
#: a format-10 payload holds folder and file times of the 2000-01-01 calendar.
FORMAT = 11
#: The program widths a state may be of (its header's ``width``: 4 for a 32-bit program,
#: 8 for a 64-bit one).
WIDTHS = (4, 8)
#: zlib level: 1 is the fastest that still shrinks guest memory and surfaces ~20x.
LEVEL = 1
_MAX_HEADER = 1 << 16
#: The most a state's payload may expand to (its header states the exact size, which
#: must also be under this): guest memory is at most a few hundred MiB in practice.
MAX_RAW = 1 << 30


def program_sha256(path, _cache={}):
    """The SHA-256 (hex) of the program file at ``path`` (cached per path, size and mtime:
    a save or a load must not re-read a large program every time)."""
    st = os.stat(path)
    key = (os.path.realpath(path), st.st_size, st.st_mtime_ns)
    digest = _cache.get(key)
    if digest is None:
        h = hashlib.sha256()
        with open(path, "rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                h.update(chunk)
        digest = _cache[key] = h.hexdigest()
    return digest


def pack(raw, program, program_name, width):
    """The state file bytes for pickled payload ``raw`` of the ``width``-byte program
    (4 or 8) with SHA-256 ``program``. Deterministic: the same state gives the same
    bytes."""
    payload = zlib.compress(raw, LEVEL)
    header = json.dumps({
        "format": FORMAT, "program": program, "programName": program_name,
        "payloadBytes": len(payload), "payloadSha256": hashlib.sha256(payload).hexdigest(),
        "rawBytes": len(raw), "compression": "zlib", "width": width}, sort_keys=True).encode("utf-8")
    return b"".join([MAGIC, struct.pack(">I", len(header)), header, payload])


def read_header(data):
    """(header dict, payload offset) of state file bytes ``data``; StateFileError when it
    is not a state file, its header is cut or unreadable, or its format is not ours."""
    if not data.startswith(MAGIC):
        if MAGIC.startswith(data[:len(MAGIC)]):
            raise StateFileError("truncated state file: %d bytes, not even a header"
                                 % len(data))
        raise StateFileError("not a wineagent state file (no WINEAGENT-STATE magic)")
    start = len(MAGIC) + 4
    if len(data) < start:
        raise StateFileError("truncated state file: %d bytes, not even a header" % len(data))
    (size,) = struct.unpack(">I", data[len(MAGIC):start])
    if size > _MAX_HEADER:
        raise StateFileError("corrupted state file: a header of %d bytes" % size)
    if len(data) < start + size:
        raise StateFileError("truncated state file: the header is cut at byte %d of %d"
                             % (len(data), start + size))
    try:
        header = json.loads(data[start:start + size].decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        raise StateFileError("corrupted state file: its header is not JSON") from None
    if not isinstance(header, dict) or not isinstance(header.get("format"), int):
        raise StateFileError("corrupted state file: its header has no format number")
    if header["format"] > FORMAT:
        raise StateFileError("state file format %d is newer than this wineagent reads "
                             "(up to %d): load it with a newer wineagent"
                             % (header["format"], FORMAT))
    if header["format"] == 10:
        raise StateFileError("state file format 10 was written by an earlier wineagent whose "
                             "guest calendar started at 2000-01-01 (this one's starts at %s, "
                             "format %d): save the state again with this version"
                             % (EPOCH.date(), FORMAT))
    if header["format"] < FORMAT:
        raise StateFileError("state file format %d was written by an earlier wineagent; "
                             "this one reads format %d: save the state again with this "
                             "version" % (header["format"], FORMAT))
    for field in ("program", "payloadBytes", "payloadSha256", "width"):
        if field not in header:
            raise StateFileError("corrupted state file: its header lacks %s" % field)
    if type(header["width"]) is not int or header["width"] not in WIDTHS:
        raise StateFileError("corrupted state file: a program width of %r bytes"
                             % (str(header["width"])[:20],))
    return header, start + size


def unpack(data, program):
    """(header, raw pickle bytes) of a state file, after every check: format, program
    (``program``: the SHA-256 the loading session runs), length and checksum."""
    header, offset = read_header(data)
    if header["program"] != program:
        raise StateFileError(
            "state file is of another program (%s, sha256 %s...); this session runs sha256 "
            "%s..." % (header.get("programName", "?"), str(header["program"])[:12],
                       program[:12]))
    payload = data[offset:]
    if len(payload) < header["payloadBytes"]:
        raise StateFileError("truncated state file: %d of %d payload bytes"
                             % (len(payload), header["payloadBytes"]))
    if len(payload) > header["payloadBytes"] or \
            hashlib.sha256(payload).hexdigest() != header["payloadSha256"]:
        raise StateFileError("corrupted state file: checksum mismatch")
    return header, _inflate(payload, header.get("rawBytes"))


def _inflate(payload, raw_bytes):
    """The payload decompressed, never beyond the size its header states (nor
    :data:`MAX_RAW`): a small file cannot make the loader allocate without bound."""
    if type(raw_bytes) is not int or raw_bytes < 0:
        raise StateFileError("corrupted state file: its header has no rawBytes size")
    if raw_bytes > MAX_RAW:
        raise StateFileError("state file refused: it expands to %d bytes, more than the "
                             "%d a state may hold" % (raw_bytes, MAX_RAW))
    z = zlib.decompressobj()
    parts, size = [], 0
    try:
        data = payload
        while data and size <= raw_bytes:
            chunk = z.decompress(data, min(1 << 22, raw_bytes + 1 - size))
            parts.append(chunk)
            size += len(chunk)
            data = z.unconsumed_tail
            if not chunk and data:
                break
        if size <= raw_bytes:
            tail = z.flush(raw_bytes + 1 - size) if not z.eof else b""
            parts.append(tail)
            size += len(tail)
    except zlib.error as e:
        raise StateFileError("corrupted state file: %s" % e) from None
    if size > raw_bytes:
        raise StateFileError("state file refused: its payload expands beyond the %d bytes "
                             "its header states" % raw_bytes)
    if size != raw_bytes or not z.eof:
        raise StateFileError("corrupted state file: its payload is %d bytes, its header "
                             "says %d" % (size, raw_bytes))
    return b"".join(parts)
