"""Sound devices whose output goes to a recorder (docs/sound.md).

The machine has one wave output device and one MIDI output device. They behave as real
ones do — buffers take their playing time, callbacks arrive when a buffer is done — but
what they "play" is captured:

- ``vm.sound`` (:class:`SoundRecorder`) keeps what was played. With ``--sound-dir DIR``
  each wave device session and each PlaySound goes to a WAV file there and each MIDI
  session to a Standard MIDI File (1 tick = 1 guest millisecond); without it nothing is
  written and every capture is reported with its size and the SHA-256 of its bytes.
- Every capture is an event of class ``sound``: emitted on ``vm.events`` when the VM has
  an event bus, and kept (the last :data:`KEEP` of them) in ``vm.sound.events``, which the
  snapshot shows under ``"sound"``.

Time is guest time. A wave buffer of N bytes plays for ``N * 1000 / nAvgBytesPerSec``
guest milliseconds after the previous one ends; the VM calls :meth:`SoundRecorder.pump`
at the start of every batch, which completes the buffers whose time has come (WHDR_DONE,
then MM_WOM_DONE to the window or thread, or the event set). ``next_due_ms`` tells a
parked host when to wake, so a program waiting for WOM_DONE proceeds after exactly the
buffer's duration, identically in every run.
"""

import hashlib
import os
import struct

from ...abi.api import PARK, GuestCall
from .hostout import WriteFailed, remove_quietly, write_file
from ..core.structures import MIDIHDR, WAVEHDR
from .handletable import handle_kind
from .threads import native_loop

__all__ = ["SoundRecorder", "WaveOut", "MidiOut", "parse_wav", "wav_file_bytes",
           "midi_file_bytes", "check_pcm", "CALLBACK_KINDS", "find_device", "check_header",
           "prepare_header", "header_min", "device_volume",
           "Notifier", "KEEP", "MMSYSERR_NOERROR", "MMSYSERR_BADDEVICEID",
           "MMSYSERR_INVALHANDLE", "MMSYSERR_INVALPARAM", "MMSYSERR_INVALFLAG",
           "MMSYSERR_NOTSUPPORTED", "WAVERR_BADFORMAT", "WAVERR_STILLPLAYING",
           "WAVERR_UNPREPARED", "MIDIERR_UNPREPARED", "MIDIERR_STILLPLAYING"]

MMSYSERR_NOERROR, MMSYSERR_ERROR, MMSYSERR_BADDEVICEID = 0, 1, 2
MMSYSERR_INVALHANDLE, MMSYSERR_NOTSUPPORTED = 5, 8
MMSYSERR_INVALFLAG, MMSYSERR_INVALPARAM = 10, 11
WAVERR_BADFORMAT, WAVERR_STILLPLAYING, WAVERR_UNPREPARED = 32, 33, 34
MIDIERR_UNPREPARED, MIDIERR_STILLPLAYING = 64, 65

#: How many sound events ``vm.sound.events`` keeps (the count goes on).
KEEP = 200

# Callback kinds of the fdwOpen argument (CALLBACK_TYPEMASK).
CALLBACK_TYPEMASK = 0x70000
CALLBACK_NULL, CALLBACK_WINDOW, CALLBACK_THREAD = 0, 0x10000, 0x20000
CALLBACK_FUNCTION, CALLBACK_EVENT = 0x30000, 0x50000
#: The callback kinds WINMM knows (any other is MMSYSERR_INVALFLAG).
CALLBACK_KINDS = (CALLBACK_NULL, CALLBACK_WINDOW, CALLBACK_THREAD, CALLBACK_FUNCTION,
                  CALLBACK_EVENT)

# WAVEHDR.dwFlags / MIDIHDR.dwFlags
WHDR_DONE, WHDR_PREPARED, WHDR_BEGINLOOP, WHDR_ENDLOOP, WHDR_INQUEUE = 1, 2, 4, 8, 0x10
MHDR_DONE, MHDR_PREPARED, MHDR_INQUEUE = 1, 2, 4

MM_WOM_OPEN, MM_WOM_CLOSE, MM_WOM_DONE = 0x3BB, 0x3BC, 0x3BD
MM_MOM_OPEN, MM_MOM_CLOSE, MM_MOM_DONE = 0x3C7, 0x3C8, 0x3C9

WAVE_FORMAT_PCM = 1


# -- files ------------------------------------------------------------------------------
def parse_wav(data):
    """(fmt chunk bytes, (tag, channels, rate, avg bytes/s, block align, bits), PCM bytes)
    of a RIFF WAVE image, or None when it is not one (a missing fmt or data chunk)."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        return None
    fmt = pcm = None
    pos = 12
    while pos + 8 <= len(data):
        cid, size = data[pos:pos + 4], struct.unpack_from("<I", data, pos + 4)[0]
        body = data[pos + 8:pos + 8 + size]
        if cid == b"fmt " and len(body) >= 16 and fmt is None:
            fmt = bytes(body)
        elif cid == b"data" and pcm is None:
            pcm = bytes(body)
        pos += 8 + size + (size & 1)       # chunks are word-aligned
    if fmt is None or pcm is None:
        return None
    return fmt, struct.unpack_from("<HHIIHH", fmt), pcm


def wav_file_bytes(fmt_chunk, pcm):
    """A RIFF WAVE file holding ``fmt_chunk`` (the WAVEFORMAT(EX) bytes) and ``pcm``."""
    body = (b"WAVE" + b"fmt " + struct.pack("<I", len(fmt_chunk)) + fmt_chunk
            + (b"\0" if len(fmt_chunk) & 1 else b"")
            + b"data" + struct.pack("<I", len(pcm)) + pcm + (b"\0" if len(pcm) & 1 else b""))
    return b"RIFF" + struct.pack("<I", len(body)) + body


def _vlq(n):
    out = [n & 0x7F]
    n >>= 7
    while n:
        out.append(0x80 | (n & 0x7F))
        n >>= 7
    return bytes(reversed(out))


def midi_file_bytes(messages):
    """A format-0 Standard MIDI File of ``messages`` = [(guest ms, bytes), ...] with one
    tick per millisecond (division 1000, tempo 1,000,000 us per quarter note)."""
    track = bytearray(b"\x00\xFF\x51\x03\x0F\x42\x40")      # tempo: 1 s per quarter
    last = messages[0][0] if messages else 0
    for ms, data in messages:
        track += _vlq(max(0, ms - last))
        last = ms
        if data[0] == 0xF0:                                # SysEx: F0 <len> <rest>
            track += b"\xF0" + _vlq(len(data) - 1) + data[1:]
        else:
            track += data
    track += b"\x00\xFF\x2F\x00"
    return (b"MThd" + struct.pack(">IHHH", 6, 0, 1, 1000)
            + b"MTrk" + struct.pack(">I", len(track)) + bytes(track))


# -- where callbacks go -------------------------------------------------------------------
class Notifier:
    """The callback of a waveOutOpen/midiOutOpen: a window, a thread, an event or a
    function (called on the driver's thread with the open's instance data)."""

    def __init__(self, vm, kind, target, api_name, instance=0):
        self.vm, self.kind, self.target, self.instance = vm, kind, target, instance
        if kind == CALLBACK_EVENT:
            self.event = vm.handles.get(target)

    def valid(self):
        """False when the window or event named does not exist (MMSYSERR_INVALPARAM)."""
        if self.kind == CALLBACK_WINDOW:
            return self.target == 0 or self.vm.messages.window_exists(self.target)
        if self.kind == CALLBACK_EVENT:
            return hasattr(self.event, "state")
        return True

    def expect(self, n):
        """``n`` more notifications are scheduled on guest time (an INFINITE wait on the
        event is then not a deadlock)."""
        if self.kind == CALLBACK_EVENT:
            self.event.pending = getattr(self.event, "pending", 0) + n

    def notify(self, msg, handle, param, scheduled=False):
        """Deliver ``msg`` (MM_WOM_* / MM_MOM_*): post it to the window or thread, or set
        the event. ``scheduled`` ends one expectation made with :meth:`expect`."""
        if self.kind == CALLBACK_WINDOW and self.target:
            self.vm.messages.post(self.target, msg, handle, param)
        elif self.kind == CALLBACK_THREAD:
            self.vm.messages.post(0, msg, handle, param, tid=self.target)
        elif self.kind == CALLBACK_EVENT:
            if scheduled:
                self.event.pending = max(0, getattr(self.event, "pending", 0) - 1)
            self.event.state = True
        elif self.kind == CALLBACK_FUNCTION:
            # waveOutProc(hwo, uMsg, dwInstance, dwParam1, dwParam2), on the driver thread.
            call_on_driver_thread(self.vm, self.target,
                                  (handle, msg, self.instance, param, 0))


def call_on_driver_thread(vm, proc, args):
    """Queue a call of the program's callback ``proc(*args)`` on the sound driver's
    thread, as Windows' audio drivers call a CALLBACK_FUNCTION: a thread of the scheduler
    whose body is Python (``Scheduler.create(native=...)``), made with the first call.
    The calls run in the order queued, each to its end before the next."""
    rec = vm.sound
    rec.driver_calls.append((proc, args))
    if rec.driver_thread is None or not rec.driver_thread.alive:
        rec.driver_thread = vm.threads.create(0, 0, native=lambda: _driver_thread(vm))


@native_loop
def _driver_thread(vm):
    """Generator: the body of the driver's thread. With nothing queued it sleeps until
    the next buffer is due to complete (whose notification it will carry), so a program
    that waits for its callback is not a deadlock."""
    rec = vm.sound
    while True:
        if not rec.driver_calls:
            vm.sleep_deadline = rec.next_due_ms()
            yield PARK
            vm.sleep_deadline = None
            continue
        proc, args = rec.driver_calls.pop(0)
        yield GuestCall(proc, args)


# -- the recorder -------------------------------------------------------------------------
class _Sink:
    """One capture: a file in the sound folder, or only a running size and hash."""

    def __init__(self, recorder, name):
        self.path = recorder.path(name)
        self.size = 0
        self.sha = hashlib.sha256()
        self.error = None         # why the file could not be written (it is then None)


class SoundRecorder:
    """What the sound devices played (``vm.sound``); see the module docstring."""

    def __init__(self, vm, directory=None):
        self.vm = vm
        self.directory = os.path.abspath(directory) if directory else None
        self.events = []          # the last KEEP events
        self.count = 0            # events so far
        self.devices = []         # open WaveOut devices (they have timed work)
        self.midi = []            # open MidiOut devices
        self.serial = {}          # file prefix -> last number used
        self.playing = None       # the PlaySound in progress: (end ms, loop)
        self.volumes = {"wave": 0xFFFFFFFF, "midi": 0xFFFFFFFF}   # of the devices not open
        self.joystick_thresholds = {}   # joySetThreshold's values (no joystick is plugged)
        self.mixer_values = None        # the mixer's controls (dlls/winmm/mixer.py)
        self.mm_timers = {}             # timeSetEvent's timers by id (kernel/mmtimer.py)
        self.mm_timer_thread = None     # the thread that fires them, made with the first
        self.driver_calls = []          # CALLBACK_FUNCTION calls queued: (proc, args)
        self.driver_thread = None       # the driver's thread that makes them
        self.mci_devices = {}           # MCI devices by id (kernel/mci.py)

    # files and events
    def path(self, prefix, ext=None):
        """The next free file name ``<prefix>-NNN.<ext>`` in the sound folder (None when
        captures are not written)."""
        n = self.serial[prefix] = self.serial.get(prefix, 0) + 1
        if self.directory is None:
            return None
        return os.path.join(self.directory, "%s-%03d.%s" % (prefix, n, ext or (
            "mid" if prefix == "midi" else "wav")))

    def move_to(self, directory):
        """Write from now on into ``directory`` (None: write nothing): a state loaded into
        a session writes where that session writes (docs/state.md). A MIDI device open in
        the state that was to be written gets its file there (one opened where nothing was
        written stays unwritten); an open wave device holds a host file and a running
        hash, which no state carries, so there is none to move."""
        self.directory = os.path.abspath(directory) if directory else None
        for dev in self.midi:
            if dev.path is not None:
                name, dev.path = os.path.basename(str(dev.path)), None
                if name in ("", ".", "..") or os.sep in name:
                    continue     # not a file name this recorder writes: write nothing
                if self.directory is not None:   # the folder is made when written
                    dev.path = os.path.join(self.directory, name)

    def write(self, path, data):
        """Write a whole capture file (the folder made on first use); None, or the one
        line saying why it could not be written (noted in the session's outputs)."""
        try:
            self.make_folder(path)
            self.vm.outputs.wrote(path, write_file(path, data))
        except WriteFailed as e:
            return self.failed(str(e))
        return None

    def make_folder(self, path):
        """Create ``path``'s folder if it is not there (WriteFailed when it cannot be)."""
        folder = os.path.dirname(path)
        try:
            os.makedirs(folder, exist_ok=True)
        except OSError as e:
            raise WriteFailed(folder, e) from None

    def failed(self, message):
        """Note a capture that could not be written; returns ``message``. The guest plays
        on: a sound card does not fail because the operator's disk is full."""
        self.vm.outputs.failed(message)
        return message

    def emit(self, kind, **fields):
        """Report one sound event (class ``sound``)."""
        fields = dict(kind=kind, ms=self.vm.clock.now_ms(), **fields)
        self.count += 1
        self.events.append(fields)
        del self.events[:-KEEP]
        self.vm.events.emit("sound", **fields)

    def describe(self):
        """The snapshot's ``"sound"`` value."""
        return {"dir": self.directory, "count": self.count, "events": list(self.events[-20:])}

    # PlaySound / MessageBeep
    def play_wav(self, source, fmt_chunk, fmt, pcm, loop):
        """Capture one PlaySound of a parsed WAV; returns its duration in guest ms."""
        path = self.path("sound")
        error = self.write(path, wav_file_bytes(fmt_chunk, pcm)) if path else None
        ms = len(pcm) * 1000 // fmt[3] if fmt[3] else 0
        self.emit("playsound", source=source, file=None if error else path,
                  bytes=len(pcm), durationMs=ms, loop=loop,
                  sha256=hashlib.sha256(pcm).hexdigest(), format=_format_fields(fmt),
                  **({"error": error} if error else {}))
        self.playing = (self.vm.clock.now_ms() + ms, loop)
        return ms

    def play_alias(self, alias, source):
        """Record a system sound by name: its sound file is Windows' own, which we do not
        have, so the event names the alias and nothing is written."""
        self.playing = None
        self.emit("alias", alias=alias, source=source)

    def is_playing(self):
        """True while a PlaySound sound plays (a loop plays until stopped)."""
        p = self.playing
        return p is not None and (p[1] or self.vm.clock.now_ms() < p[0])

    def stop(self, why):
        """PlaySound(NULL) / SND_PURGE: stop the sound playing, if any."""
        if self.is_playing():
            self.emit("stop", why=why)
        self.playing = None

    # timed work
    def next_due_ms(self):
        """Guest time of the next buffer completion (None: nothing is playing)."""
        dues = [d.next_due() for d in self.devices]
        dues = [d for d in dues if d is not None]
        return int(-(-min(dues) // 1)) if dues else None

    def pump(self):
        """Complete every buffer whose playing time has passed (called per batch)."""
        now = self.vm.clock.now_ms()
        for d in list(self.devices):
            d.complete_until(now)

    def close(self):
        """The VM is closing: finish the files of devices still open."""
        for d in list(self.devices) + list(self.midi):
            d.finish()


def _format_fields(fmt):
    tag, channels, rate, avg, align, bits = fmt
    return {"tag": tag, "channels": channels, "rate": rate, "bits": bits,
            "avgBytesPerSec": avg, "blockAlign": align}


def check_pcm(fmt):
    """WAVERR_BADFORMAT unless ``fmt`` is PCM the device plays (8/16 bits, 1-2 channels,
    100..200000 Hz, consistent block size and byte rate), else MMSYSERR_NOERROR."""
    tag, channels, rate, avg, align, bits = fmt
    if tag != WAVE_FORMAT_PCM or bits not in (8, 16) or channels not in (1, 2):
        return WAVERR_BADFORMAT
    if not 100 <= rate <= 200000 or align != channels * bits // 8 or avg != rate * align:
        return WAVERR_BADFORMAT
    return MMSYSERR_NOERROR


# -- wave output ---------------------------------------------------------------------------
@handle_kind("waveform output device")
class WaveOut:
    """An open wave output device (an HWAVEOUT)."""

    KIND = "wave"
    HEADER, HEADER_UPTO = WAVEHDR, None     # the whole WAVEHDR: see header_min
    INQUEUE = WHDR_INQUEUE
    STILLPLAYING = WAVERR_STILLPLAYING

    def __init__(self, recorder, fmt_chunk, fmt, notifier):
        self.rec, self.vm = recorder, recorder.vm
        self.fmt_chunk, self.fmt, self.notifier = fmt_chunk, fmt, notifier
        self.handle = None
        self.queue = []           # [header address, data bytes, start ms, end ms]
        self.played = 0           # bytes played since open / reset
        self.paused_at = None
        self.volume = 0xFFFFFFFF
        self.sink = _Sink(recorder, "wave")
        self.file = None
        if self.sink.path:
            try:
                recorder.make_folder(self.sink.path)
                self.file = open(self.sink.path, "wb")
                recorder.vm.outputs.wrote_fd(self.sink.path, self.file)
                self.file.write(wav_file_bytes(fmt_chunk, b""))
                self.file.flush()
            except (WriteFailed, OSError) as e:
                self._abandon(e)
        self.data_at = 12 + 8 + len(fmt_chunk) + (len(fmt_chunk) & 1) + 8
        recorder.devices.append(self)

    def _ms(self, nbytes):
        return nbytes * 1000.0 / self.fmt[3]

    def write(self, hdr, data):
        """Queue one buffer: it starts when the previous one ends (or now)."""
        now = self.vm.clock.now_ms()
        start = self.queue[-1][3] if self.queue else now
        if self.paused_at is not None:
            start = max(start, self.paused_at)
        self.queue.append([hdr, data, start, start + self._ms(len(data))])
        self.notifier.expect(1)

    def next_due(self):
        """When the first queued buffer ends (None: idle or paused)."""
        if not self.queue or self.paused_at is not None:
            return None
        return self.queue[0][3]

    def complete_until(self, now):
        """Mark done, capture and notify every buffer that has ended by ``now``."""
        while self.queue and self.paused_at is None and self.queue[0][3] <= now:
            hdr, data, _, _ = self.queue.pop(0)
            self._capture(data)
            self._done(hdr)

    def _done(self, hdr):
        view = WAVEHDR.at(self.vm.mem, hdr, self.vm.ptr_size)
        view.dwFlags = (view.dwFlags & ~WHDR_INQUEUE) | WHDR_DONE
        self.notifier.notify(MM_WOM_DONE, self.handle, hdr, scheduled=True)

    def _capture(self, data):
        if not data:
            return
        self.played += len(data)
        self.sink.size += len(data)
        self.sink.sha.update(data)
        if self.file is not None:
            try:
                self.file.write(data)
                self._fix_sizes()
            except OSError as e:
                self._abandon(e)

    def _abandon(self, err):
        """The capture file cannot be written (a full disk): remove what there is of it —
        a WAV cut short would claim to be the whole capture — and go on capturing only
        the size and hash, as without --sound-dir. The ``wave`` event says why."""
        path, f, self.file = self.sink.path, self.file, None
        if f is not None:
            try:
                f.close()
            except OSError:
                pass            # its buffered bytes are lost with the file
        if path is not None:
            remove_quietly(path)
            self.rec.vm.outputs.forget(path)
        self.sink.path = None
        if self.sink.error is None:
            self.sink.error = self.rec.failed(
                str(err) if isinstance(err, WriteFailed) else str(WriteFailed(path, err)))

    def _fix_sizes(self):
        f = self.file
        end = f.tell()
        f.seek(4)
        f.write(struct.pack("<I", end - 8))
        f.seek(self.data_at - 4)
        f.write(struct.pack("<I", self.sink.size))
        f.seek(end)
        f.flush()

    def position(self):
        """Bytes played since open or the last reset, whole blocks, at guest time now."""
        done = self.played
        if self.queue:
            hdr, data, start, end = self.queue[0]
            now = self.paused_at if self.paused_at is not None else self.vm.clock.now_ms()
            if now > start:
                part = int((now - start) * self.fmt[3] / 1000.0)
                part -= part % self.fmt[4]
                done += min(part, len(data))
        return done

    def pause(self):
        """waveOutPause: playing stops where it is (buffers already over are done)."""
        self.complete_until(self.vm.clock.now_ms())
        if self.paused_at is None:
            self.paused_at = self.vm.clock.now_ms()

    def restart(self):
        """waveOutRestart: the queued buffers move on by the time spent paused."""
        if self.paused_at is None:
            return
        shift = self.vm.clock.now_ms() - self.paused_at
        for q in self.queue:
            if q[3] > self.paused_at:
                q[2] = max(q[2], self.paused_at) + shift
                q[3] += shift
        self.paused_at = None

    def reset(self):
        """waveOutReset: the part of the current buffer already heard is captured, every
        queued buffer is returned done, and the position starts again at 0."""
        if self.queue:
            heard = self.position() - self.played
            self._capture(self.queue[0][1][:heard])
        queue, self.queue = self.queue, []
        for hdr, _, _, _ in queue:
            self._done(hdr)
        self.paused_at = None
        self.played = 0

    def finish(self):
        """Close the capture and report it."""
        if self in self.rec.devices:
            self.rec.devices.remove(self)
        if self.sink is None:
            return
        if self.file is not None:
            try:
                self.file.close()
                self.file = None
            except OSError as e:
                self._abandon(e)
        error = self.sink.error
        self.rec.emit("wave", file=self.sink.path, bytes=self.sink.size,
                      sha256=self.sink.sha.hexdigest(), format=_format_fields(self.fmt),
                      **({"error": error} if error else {}))
        self.sink = None

    close = finish    # VM.close closes every handle's object


# -- MIDI output ---------------------------------------------------------------------------
_DATA_BYTES = {0x80: 2, 0x90: 2, 0xA0: 2, 0xB0: 2, 0xC0: 1, 0xD0: 1, 0xE0: 2}
_SYSTEM_BYTES = {0xF1: 1, 0xF2: 2, 0xF3: 1, 0xF6: 0, 0xF8: 0, 0xFA: 0, 0xFB: 0, 0xFC: 0,
                 0xFE: 0, 0xFF: 0}


@handle_kind("MIDI output device")
class MidiOut:
    """An open MIDI output device (an HMIDIOUT): its messages, in order, with guest time."""

    KIND = "midi"
    HEADER, HEADER_UPTO = MIDIHDR, "dwOffset"   # up to dwOffset, as WINMM accepts (Wine)
    INQUEUE = MHDR_INQUEUE
    STILLPLAYING = MIDIERR_STILLPLAYING

    def __init__(self, recorder, notifier):
        self.rec, self.vm, self.notifier = recorder, recorder.vm, notifier
        self.handle = None
        self.messages = []        # (guest ms, bytes)
        self.running = None       # running status
        self.volume = 0xFFFFFFFF
        self.path = recorder.path("midi")
        recorder.midi.append(self)

    def short(self, dw):
        """midiOutShortMsg: the status byte (or the running status) says how many of the
        packed bytes are the message. Returns an MMSYSERR code."""
        b = [(dw >> s) & 0xFF for s in (0, 8, 16)]
        if b[0] < 0x80:                          # running status: data bytes only
            if self.running is None:
                return MMSYSERR_INVALPARAM
            b = [self.running] + b[:2]
        status = b[0]
        if status >= 0xF0:
            if status not in _SYSTEM_BYTES:      # F0/F7 (SysEx) go through midiOutLongMsg
                return MMSYSERR_INVALPARAM
            n = _SYSTEM_BYTES[status]
        else:
            n = _DATA_BYTES[status & 0xF0]
            self.running = status
        self._record(bytes(b[:1 + n]))
        return MMSYSERR_NOERROR

    def long(self, data):
        """midiOutLongMsg: a buffer of whole messages (SysEx or packed channel messages)."""
        if data:
            self._record(bytes(data))

    def _record(self, data):
        self.messages.append((self.vm.clock.now_ms(), data))
        self.rec.emit("midi", bytes=data.hex())

    def reset(self):
        """midiOutReset: all notes off (controller 123) and sustain off on every channel,
        as the reset sends them."""
        for ch in range(16):
            self.messages.append((self.vm.clock.now_ms(), bytes([0xB0 | ch, 0x40, 0])))
            self.messages.append((self.vm.clock.now_ms(), bytes([0xB0 | ch, 0x7B, 0])))
        self.running = None
        self.rec.emit("midi-reset")

    def finish(self):
        """Write the .mid file (when captures are written) and report the session."""
        if self not in self.rec.midi:
            return
        self.rec.midi.remove(self)
        data = midi_file_bytes(self.messages)
        error = self.rec.write(self.path, data) if self.path else None
        self.rec.emit("midi-file", file=None if error else self.path,
                      messages=len(self.messages), sha256=hashlib.sha256(data).hexdigest(),
                      **({"error": error} if error else {}))

    close = finish


# -- what waveOut* and midiOut* share (the handlers in dlls/winmm/wave.py, dlls/winmm/midi.py) --
def find_device(vm, cls, handle):
    """The open ``cls`` (WaveOut / MidiOut) behind ``handle``, or None."""
    return vm.handles.get(handle, cls)


def header_min(cls, ptr):
    """The least header size ``cls``'s (WaveOut, WaveIn, MidiOut) calls accept in a
    ``ptr``-byte program: its HEADER's size, or the offset of its HEADER_UPTO field (MIDIHDR
    up to dwOffset: 28 bytes, 44 in 64-bit programs)."""
    if cls.HEADER_UPTO:
        return cls.HEADER.offsetof(cls.HEADER_UPTO, ptr)
    return cls.HEADER.sizeof(ptr)


def check_header(vm, cls, handle, hdr, size):
    """(device, MMSYSERR code): INVALHANDLE for a bad handle, INVALPARAM for a NULL header
    or one smaller than the structure."""
    dev = find_device(vm, cls, handle)
    if dev is None:
        return None, MMSYSERR_INVALHANDLE
    if not hdr or size < header_min(cls, vm.ptr_size):
        return dev, MMSYSERR_INVALPARAM
    return dev, MMSYSERR_NOERROR


def prepare_header(vm, cls, handle, hdr, size, prepare):
    """*PrepareHeader (``prepare``) / *UnprepareHeader: the PREPARED bit of the header's
    dwFlags; a header still queued is refused (WAVERR_/MIDIERR_STILLPLAYING)."""
    _, err = check_header(vm, cls, handle, hdr, size)
    if err:
        return err
    view = cls.HEADER.at(vm.mem, hdr, vm.ptr_size)
    flags = view.dwFlags
    if flags & cls.INQUEUE:
        return cls.STILLPLAYING
    # WHDR_ and MHDR_ agree on DONE (1) and PREPARED (2).
    flags = (flags | WHDR_PREPARED) & ~WHDR_DONE if prepare else flags & ~WHDR_PREPARED
    view.dwFlags = flags
    return MMSYSERR_NOERROR


def device_volume(vm, cls, handle, mapper, value=None, out=0):
    """*GetVolume (``out``: where to write) / *SetVolume (``value``) of an open device or,
    for 0 / the mapper, of the device not opened."""
    dev = find_device(vm, cls, handle)
    if handle not in (0, mapper) and dev is None:
        return MMSYSERR_INVALHANDLE
    if value is None:
        if not out:
            return MMSYSERR_INVALPARAM
        vm.mem.w32(out, dev.volume if dev else vm.sound.volumes[cls.KIND])
    elif dev:
        dev.volume = value
    else:
        vm.sound.volumes[cls.KIND] = value
    return MMSYSERR_NOERROR
