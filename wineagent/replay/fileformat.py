"""The recording file: NDJSON, one record a line, each an object whose ``t`` names its kind.

A recording is a ``start`` record, then in the order things happened ``file``, ``in``,
``eval``, ``clock``, ``skip``, ``close``, ``frame`` and ``png`` records, then one ``end``
record. ``b`` is always a batch number: the batch boundary at which something happened
(before batch ``b`` runs), or for ``frame`` the batch after which the screen had changed.
docs/replay.md describes each field; :func:`load` checks them all, so a replay never
starts on a file it cannot follow.
"""

import base64
import json
import math
import os

from ..control.protocol import (GUEST_WRITES, INPUT_ACTIONS, MAX_REPLAY_BATCH,
                                MAX_REPLAY_FILE, MAX_REPLAY_MS, MAX_REPLAY_MTIME, MAX_TICK_MS,
                                ProtocolError, parse_command)
from ..win32.kernel.epoch import EPOCH

__all__ = ["FORMAT", "BadRecording", "Recording", "dumps", "load", "loads"]

#: The format version written into every ``start`` record; newer files are refused, and
#: older ones by name: 2 = batches of translated blocks (docs/frozen.md), whose sessions
#: differ from format 1's batches of instructions; 3 = the start record says the
#: program's width (``width``: 4 for a 32-bit program, 8 for a 64-bit one); 4 = the guest
#: calendar starts at 2024-01-01 (win32/kernel/epoch.py), format 3's at 2000-01-01: the
#: same batches show other dates, and the files' mtimes are of the other calendar.
FORMAT = 4
#: The program widths a recording may be of (its start record's ``width``).
WIDTHS = (4, 8)

#: Largest line accepted when reading (a ``png`` or ``file`` record carries base64 data).
MAX_LINE = 64 << 20


class BadRecording(ValueError):
    """A file that is not a recording this version can replay; the message is one line."""


#: json.dumps makes an encoder per call when given options; every host journals each
#: input command and skipped batch (recorder.py), so one encoder is kept.
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


def dumps(record):
    """One record as its NDJSON line (compact, keys in a fixed order: same session, same
    bytes)."""
    return _ENCODER.encode(record) + "\n"


def _int(rec, key, where, lo=0, hi=None):
    v = rec.get(key)
    if isinstance(v, bool) or not isinstance(v, int) or v < lo or (hi is not None and v > hi):
        bound = ">= %d" % lo if hi is None else "in %d..%d" % (lo, hi)
        raise BadRecording("%s: %r must be an integer %s, got %s"
                           % (where, key, bound, json.dumps(v)[:40]))
    return v


def _batch(rec, key, where):
    """A batch number: at most MAX_REPLAY_BATCH (a replay runs every batch up to it)."""
    return _int(rec, key, where, 0, MAX_REPLAY_BATCH)


def _str(rec, key, where, optional=False):
    v = rec.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, str):
        raise BadRecording("%s: %r must be a string, got %s" % (where, key, json.dumps(v)))
    return v


def _b64(rec, key, where):
    try:
        return base64.b64decode(_str(rec, key, where), validate=True)
    except ValueError:
        raise BadRecording("%s: %r is not base64" % (where, key)) from None


class Recording:
    """A parsed recording: ``start`` (the start record), ``files`` ([(guest path, mtime,
    bytes)]), ``pre`` ({batch: [records at that boundary, in order]}), ``clocks`` ({batch:
    guest ms}), ``frames`` ({batch: hash}), ``pngs`` ({hash: PNG bytes}), ``inputs`` ([(batch,
    command dict)]), ``evals`` ([batch]) and ``end`` (the end record)."""

    def __init__(self):
        self.start = None
        self.files = []
        self.pre = {}
        self.clocks = {}
        self.frames = {}
        self.pngs = {}
        self.inputs = []
        self.evals = []
        self.end = None


def _check_start(rec, where):
    fmt = rec.get("format")
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT:
        raise BadRecording("%s: format %d is newer than this wineagent reads (%d); replay "
                           "it with a newer wineagent" % (where, fmt, FORMAT))
    if fmt == 3 and not isinstance(fmt, bool):
        raise BadRecording("%s: format 3 was recorded by an earlier wineagent (its guest "
                           "calendar started at 2000-01-01; this one's starts at %s, format "
                           "%d): record the session again" % (where, EPOCH.date(), FORMAT))
    if fmt == 2 and not isinstance(fmt, bool):
        raise BadRecording("%s: format 2 was recorded by an earlier wineagent (its start "
                           "record does not say the program's width; this one reads format "
                           "%d): record the session again" % (where, FORMAT))
    if isinstance(fmt, int) and not isinstance(fmt, bool) and 1 <= fmt < FORMAT:
        raise BadRecording("%s: format %d was recorded by an earlier wineagent (its batches "
                           "counted instructions; this one's count translated blocks, format "
                           "%d): record the session again" % (where, fmt, FORMAT))
    if fmt != FORMAT or isinstance(fmt, bool):
        # bool is an int in Python: true must not pass for format 1
        raise BadRecording("%s: format must be %d, got %s" % (where, FORMAT,
                                                              json.dumps(fmt)[:40]))
    _str(rec, "program", where)
    sha = _str(rec, "sha256", where)
    if len(sha) != 64 or any(c not in "0123456789abcdef" for c in sha):
        raise BadRecording("%s: sha256 must be 64 lowercase hex digits" % where)
    _str(rec, "args", where)
    _str(rec, "app", where, optional=True)
    _str(rec, "image", where, optional=True)
    screen = rec.get("screen")
    if (not isinstance(screen, list) or len(screen) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 64 <= v <= 4096
                       for v in screen)):
        raise BadRecording("%s: screen must be [width, height] in 64..4096" % where)
    width = rec.get("width")
    if type(width) is not int or width not in WIDTHS:
        raise BadRecording("%s: width must be 4 or 8 (the program's pointer size), got %s"
                           % (where, json.dumps(width)[:40]))
    _int(rec, "batchSize", where, 1, MAX_REPLAY_BATCH)
    _int(rec, "tickMs", where, 1, MAX_TICK_MS)
    _batch(rec, "framesFrom", where)


#: What an ``in`` record may hold: input, and the agent's writes into the guest.
REPLAYED = INPUT_ACTIONS | GUEST_WRITES


def _check_command(cmd, where):
    if not isinstance(cmd, dict) or cmd.get("action") not in REPLAYED:
        raise BadRecording("%s: cmd must be an input command object (one of: %s)"
                           % (where, ", ".join(sorted(REPLAYED))))
    try:
        return parse_command({"action": cmd["action"], "args": cmd.get("args") or {}})
    except ProtocolError as e:
        raise BadRecording("%s: %s" % (where, e)) from None


def loads(lines, name="recording"):
    """Parse an iterable of lines into a :class:`Recording`; raises :class:`BadRecording`
    naming the line that is wrong."""
    rec_out = Recording()
    last_b = 0
    n = 0
    for n, line in enumerate(lines, 1):
        where = "%s line %d" % (name, n)
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError:
                raise BadRecording("%s: not UTF-8" % where) from None
        if len(line) > MAX_LINE:
            raise BadRecording("%s: longer than %d characters" % (where, MAX_LINE))
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except (ValueError, RecursionError):
            raise BadRecording("%s: not JSON" % where) from None
        if not isinstance(rec, dict) or not isinstance(rec.get("t"), str):
            raise BadRecording('%s: expected an object with a "t" kind' % where)
        t = rec["t"]
        if rec_out.start is None:
            if t != "start":
                raise BadRecording("%s: a recording begins with a start record, not %r"
                                   % (where, t))
            _check_start(rec, where)
            rec_out.start = rec
            last_b = 0
            continue
        if rec_out.end is not None:
            raise BadRecording("%s: %r after the end record" % (where, t))
        if t == "file":
            path = _str(rec, "path", where)
            mtime = rec.get("mtime")
            if isinstance(mtime, bool) or not isinstance(mtime, (int, float)) or \
                    not math.isfinite(mtime) or not 0 <= mtime < MAX_REPLAY_MTIME:
                raise BadRecording("%s: mtime must be a number of seconds in 0..%d, got %s"
                                   % (where, MAX_REPLAY_MTIME, json.dumps(mtime)[:40]))
            rec_out.files.append((path, mtime, _b64(rec, "data", where)))
            continue
        if t == "png":
            rec_out.pngs[_str(rec, "hash", where)] = _b64(rec, "data", where)
            continue
        b = _batch(rec, "b", where)
        if b < last_b:
            raise BadRecording("%s: batch %d comes after batch %d (records must be in order)"
                               % (where, b, last_b))
        last_b = b
        if t == "in":
            cmd = _check_command(rec.get("cmd"), where)
            rec_out.pre.setdefault(b, []).append(("in", cmd))
            rec_out.inputs.append((b, cmd))
        elif t == "eval":
            rec_out.evals.append(b)
        elif t == "clock":
            rec_out.clocks[b] = _int(rec, "ms", where, 0, MAX_REPLAY_MS)
        elif t == "skip":
            rec_out.pre.setdefault(b, []).append(("skip", _int(rec, "n", where, 1,
                                                                 MAX_REPLAY_BATCH - b)))
            last_b = b + rec["n"]
        elif t == "close":
            rec_out.pre.setdefault(b, []).append(("close", None))
        elif t == "frame":
            h = _str(rec, "hash", where)
            if len(h) != 16:
                raise BadRecording("%s: hash must be 16 hex digits" % where)
            rec_out.frames[b] = h
            last_b = b + 1
        elif t == "end":
            _str(rec, "reason", where)
            rec_out.end = rec
        else:
            raise BadRecording("%s: unknown record kind %r" % (where, t))
    if rec_out.start is None:
        raise BadRecording("%s: empty: no start record" % name)
    if rec_out.end is None:
        raise BadRecording("%s: no end record after line %d: the recording was cut short "
                           "(stop it with `record stop`, or end the run)" % (name, n))
    if rec_out.start["framesFrom"] > rec_out.end["b"]:
        raise BadRecording("%s: framesFrom %d is after the end record's batch %d"
                           % (name, rec_out.start["framesFrom"], rec_out.end["b"]))
    return rec_out


def load(path):
    """Read and parse the recording at ``path``; :class:`BadRecording` if unusable."""
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size > MAX_REPLAY_FILE:
                raise BadRecording("%s: %d bytes, over the %d a recording may have"
                                   % (path, size, MAX_REPLAY_FILE))
            return loads(f, path)
    except OSError as e:
        raise BadRecording("%s: %s" % (path, e.strerror or e)) from None
