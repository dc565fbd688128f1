"""The journal every host keeps, and the recording it writes while one is on.

A replay starts from the program's launch, so a recording started in the middle of a
session must still carry everything since launch that the guest's run depends on. Every
:class:`~wineagent.host.Host` therefore keeps a small journal from its first batch — the
input commands with the batch at which each was consumed, the clock values the guest saw
(only those a replay could not compute: wall-clock readings), batches skipped while the
guest was parked, the host's own WM_CLOSE at ``--max-batches`` — as ready NDJSON lines.
Starting a recording writes the start record and the journal, then follows the session
live, adding the frame hash of every presented frame (and, if asked, each distinct
frame's PNG). The journal is bounded (``MAX_JOURNAL`` in control/protocol.py); a session past that can still
be recorded from launch (``--record``) but no longer from its middle.

The host calls the hooks (``batch_start``, ``command``, ``skip``, ``close``,
``batch_end``, ``ended``) at its batch boundaries; see host.py and docs/replay.md.

A recording file that cannot be written (a full disk) is removed — one without its
``end`` record would be a recording cut short, not a complete one — and the recording
ends: ``record start`` / ``record stop`` answer ok:false with the one line saying what
failed; a failure between commands is noted in the session's outputs (``wineagent run``
exits 4) and named by the next ``record stop``.
"""

import base64
import hashlib
import os

from ..control.frames import frame_hash, png_bytes
from ..control.protocol import (GUEST_WRITES, INPUT_ACTIONS, MAX_JOURNAL,
                                MAX_RECORDING as MAX_MEMORY)
from ..win32.kernel.hostout import WriteFailed, is_no_space, remove_quietly
from .fileformat import FORMAT, dumps

__all__ = ["Recorder", "RecordError", "RecordWriteFailed", "MAX_INCLUDED", "file_sha256"]

#: Most bytes of --vfs-include files a session embeds in its recordings; and, separately,
#: of put-file and set-clipboard records its journal keeps since launch.
MAX_INCLUDED = 16 << 20


class RecordError(Exception):
    """A recording cannot start or stop; the message is what the client sees."""


class RecordWriteFailed(RecordError):
    """The recording file could not be written (a full disk): it has been removed and
    the recording is off."""


def file_sha256(path):
    """The SHA-256 of a file's bytes, as hex."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


class _FileSink:
    """The recording file; its writes raise WriteFailed."""

    def __init__(self, path, outputs):
        self.path = path
        self.f = open(path, "w", encoding="utf-8")
        outputs.wrote_fd(path, self.f)
        self.bytes = 0

    def write(self, line, flush=False):
        try:
            self.f.write(line)
            if flush:
                self.f.flush()
        except OSError as e:
            raise WriteFailed(self.path, e) from None
        self.bytes += len(line.encode("utf-8"))
        return True

    def close(self):
        try:
            self.f.close()
        except OSError as e:
            raise WriteFailed(self.path, e) from None

    def discard(self):
        """Close and remove the file (its writes failed: it is not a whole recording)."""
        try:
            self.f.close()
        except OSError:
            pass                  # the bytes still buffered go with the file
        remove_quietly(self.path)


class _MemorySink:
    path = None

    def __init__(self):
        self.parts = []
        self.bytes = 0

    def write(self, line, flush=False):
        n = len(line.encode("utf-8"))
        if self.bytes + n > MAX_MEMORY:
            return False
        self.parts.append(line)
        self.bytes += n
        return True

    def close(self):
        pass


class Recorder:
    """One host's journal since launch and its current recording (``sink``)."""

    def __init__(self, host):
        self.host = host
        vm = host.vm
        self.vm = vm
        #: The guest ms charged per batch at launch: a replay charges this, so only clock
        #: values that differ from it (wall readings, a page's ``step N MS``) are recorded.
        self.tick0 = vm.clock.tick_ms
        self.journal = []             # NDJSON lines since launch (no frames)
        self.overflowed = False
        self.written = 0              # bytes of put-file/set-clipboard lines in the journal
        self.from_state = False       # a savestate was loaded: no launch to replay from
        self._last_clock = (0, 0)     # (batch, guest ms) of the last batch start
        self._files = self._included_files()
        self.sink = None
        self.frames = 0               # frames written to the current recording
        self._pngs = set()
        self._with_pngs = False
        self.last = None              # the last finished in-memory recording (bytes)
        self.failure = None           # why the last recording's file was removed

    # -- what the session started from ------------------------------------------------
    def _included_files(self):
        """--vfs-include files as the guest found them at launch (embedded in recordings,
        so a replay sees the same bytes and times); None when over MAX_INCLUDED."""
        out = []
        total = 0
        vfs = self.vm.vfs
        for guest in self.vm.vfs_included:
            try:
                host = vfs.resolve(guest)[1]
                with open(host, "rb") as f:
                    data = f.read(MAX_INCLUDED + 1)
                mtime = os.stat(host).st_mtime
            except (OSError, ValueError):
                continue
            total += len(data)
            if total > MAX_INCLUDED:
                return None
            out.append((guest, mtime, data))
        return out

    def _start_record(self):
        vm = self.vm
        vfs = vm.vfs
        start = {
            "t": "start", "format": FORMAT,
            "program": os.path.abspath(vm.exe_path), "sha256": file_sha256(vm.exe_path),
            "app": vm.app_id, "args": vm.args,
            "width": vm.ptr_size,
            "screen": [vm.gdi.width, vm.gdi.height], "batchSize": vm.batch_size,
            "tickMs": self.tick0, "wallClock": bool(getattr(self.host, "wall_live", False)),
            "vfsInclude": [g for g, _, _ in self._files or ()],
            "vfsRoot": None if vfs.owns_root else vfs.root,
            "captureLaunch": vm.launch_capture is not None,
            "framesFrom": vm.batches, "pngs": self._with_pngs,
        }
        if vm.image_dir:
            # run from a folder of the drive (C:\bin\cmake.exe): the replay puts the
            # program there, so GetModuleFileName and the command line are the same
            start["image"] = vm.image_path
        return start

    # -- the journal ----------------------------------------------------------------------
    def _note(self, record, flush=False, written=False):
        self._note_line(dumps(record), flush, written)

    def _note_line(self, line, flush=False, written=False):
        if not self.overflowed:
            if written:
                self.written += len(line)
            if len(self.journal) >= MAX_JOURNAL or self.written > MAX_INCLUDED:
                self.overflowed = True
                self.journal = []
            else:
                self.journal.append(line)
        self._emit(line, flush)

    def _emit(self, line, flush=False):
        if self.sink is None:
            return
        try:
            written = self.sink.write(line, flush)
        except WriteFailed as e:
            # Between commands nobody is waiting for an answer: the session's outputs
            # hold the failure (run exits 4) and the next record stop names it.
            self._abandon(e)
            self.host.vm.outputs.failed(str(e))
            return
        if not written:
            self.stop("size limit: the recording reached %d bytes" % MAX_MEMORY)

    def _abandon(self, failed):
        """The recording file could not be written: remove it and end the recording;
        returns the RecordWriteFailed to raise to a command waiting for an answer."""
        sink, self.sink = self.sink, None
        sink.discard()
        self.host.vm.outputs.forget(sink.path)
        self.failure = "%s; the recording was removed" % failed
        return RecordWriteFailed(self.failure)

    def batch_start(self, b):
        """Batch ``b`` begins (the clock has been read for it): record its guest time when
        a replay, charging ``tick0`` per batch, would not arrive at it."""
        ms = self.vm.clock.now_ms()
        last_b, last_ms = self._last_clock
        if ms != last_ms + self.tick0 * (b - last_b):
            self._note({"t": "clock", "b": b, "ms": ms})
        self._last_clock = (b, ms)

    def command(self, cmd):
        """A command is about to run at the current boundary: input is journalled, and
        so are the agent's writes into the guest (put-file, set-clipboard: the program
        may read them, so a replay writes them at the same boundary); eval is noted (a
        replay does not run Python from a file, docs/replay.md)."""
        if cmd.action in INPUT_ACTIONS or cmd.action in GUEST_WRITES:
            self._note({"t": "in", "b": self.vm.batches, "cmd": {"action": cmd.action,
                                                                 "args": cmd.args}},
                       flush=True, written=cmd.action in GUEST_WRITES)
        elif cmd.action == "eval":
            self._note({"t": "eval", "b": self.vm.batches, "code": cmd.args.get("code")})

    def skip(self, b, n):
        """Batches b..b+n-1 are retired without running (a parked guest)."""
        if type(b) is int and type(n) is int:
            # dumps' line, formatted directly: a parked guest's every step has one
            self._note_line('{"t":"skip","b":%d,"n":%d}\n' % (b, n))
        else:
            self._note({"t": "skip", "b": b, "n": n})

    def close(self, b):
        """The host posted WM_CLOSE to the top-level windows at boundary ``b``."""
        self._note({"t": "close", "b": b})

    def batch_end(self, b, changed):
        """Batch ``b`` retired; a changed screen is a presented frame, hashed."""
        if self.sink is None or not changed:
            return
        h = frame_hash(self.vm)
        if self._with_pngs and h not in self._pngs:
            self._pngs.add(h)
            self._emit(dumps({"t": "png", "hash": h, "data": base64.b64encode(
                png_bytes(self.vm)).decode("ascii")}))
        self.frames += 1
        self._emit(dumps({"t": "frame", "b": b, "hash": h}))

    def ended(self, reason):
        """The run ended: finish the recording (a write failure is in the outputs)."""
        if self.sink is not None:
            try:
                self.stop(reason)
            except RecordWriteFailed as e:
                self.host.vm.outputs.failed(str(e))   # nobody asked: run exits 4

    def state_loaded(self):
        """A savestate replaced the session's VM (docs/state.md): follow the new VM, end a
        recording in progress (its inputs would no longer replay from launch) and refuse
        new ones."""
        self.vm = self.host.vm
        if self.sink is not None:
            try:
                self.stop("state loaded")
            except RecordWriteFailed as e:
                self.host.vm.outputs.failed(str(e))   # the load goes on
        self.from_state = True

    # -- recordings -------------------------------------------------------------------------
    def start(self, path=None, pngs=False):
        """Start recording to ``path`` (None: in memory, for a page); returns the status."""
        if self.sink is not None:
            raise RecordError("a recording is already on (%s); stop it first"
                              % (self.sink.path or "in memory"))
        if self.from_state:
            raise RecordError("this session was restored from a state file: a recording "
                              "replays from launch, which this session no longer has "
                              "(docs/replay.md)")
        if self.overflowed:
            raise RecordError("this session has run past what a recording from its middle "
                              "needs to keep since launch (%d journal entries, or %d bytes "
                              "of put-file and set-clipboard); record from launch instead "
                              "(wineagent run --record=FILE)" % (MAX_JOURNAL, MAX_INCLUDED))
        if self._files is None:
            raise RecordError("the --vfs-include files are over %d bytes, too much to embed "
                              "in a recording" % MAX_INCLUDED)
        if self.host.ended:
            raise RecordError("the run has ended (%s)" % self.host.end_reason)
        if path is not None:
            path = os.path.abspath(os.path.expanduser(path))
            try:
                sink = _FileSink(path, self.host.vm.outputs)
            except OSError as e:
                failed = WriteFailed(path, e)
                raise (RecordWriteFailed if is_no_space(e) else RecordError)(
                    str(failed)) from None
        else:
            sink = _MemorySink()
        self._with_pngs = bool(pngs)
        self._pngs = set()
        self.frames = 0
        self.sink = sink
        self.failure = None
        try:
            sink.write(dumps(self._start_record()))
            for guest, mtime, data in self._files:
                sink.write(dumps({"t": "file", "path": guest, "mtime": mtime,
                                  "data": base64.b64encode(data).decode("ascii")}))
            for line in self.journal:
                sink.write(line)
            sink.write("", flush=True)
        except WriteFailed as e:
            raise self._abandon(e) from None
        return self.status()

    def stop(self, reason="record stop"):
        """End the recording (an ``end`` record) and close it; returns its status."""
        sink = self.sink
        if sink is None:
            if self.failure:
                raise RecordWriteFailed("no recording is on: the last one ended when %s"
                                        % self.failure)
            raise RecordError("no recording is on; start one with record start")
        m = self.vm.machine
        end = dumps({"t": "end", "b": self.vm.batches, "reason": reason,
                     "frames": self.frames,
                     "exitCode": m.exit_code if m.exited else None})
        try:
            if not sink.write(end, flush=True) and isinstance(sink, _MemorySink):
                sink.parts.append(end)    # the end record always fits: it closes the file
                sink.bytes += len(end)
            status = self.status()
            status["recording"] = False
            status["reason"] = reason
            sink.close()
        except WriteFailed as e:
            raise self._abandon(e) from None
        self.sink = None
        if isinstance(sink, _MemorySink):
            self.last = "".join(sink.parts).encode("utf-8")
        return status

    def status(self):
        """``{recording, path, bytes, frames, batch}``, and ``error`` when the last
        recording's file could not be written."""
        sink = self.sink
        status = {"recording": sink is not None, "path": sink.path if sink else None,
                  "bytes": sink.bytes if sink else (len(self.last) if self.last else 0),
                  "frames": self.frames, "batch": self.vm.batches}
        if sink is None and self.failure:
            status["error"] = self.failure
        return status
