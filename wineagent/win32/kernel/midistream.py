"""MIDI streams (midiStream*): the synthesizer fed with timed events (docs/dlls.md, WINMM
"MIDI streams").

A stream is the MIDI output device (kernel/audio.py ``MidiOut``: its messages go to the
same recorder, a stream handle works with midiOut* calls too) plus a queue of MIDIHDR
buffers of MIDIEVENTs. Each event is due ``dwDeltaTime`` ticks after the one before; a
tick lasts ``tempo / timediv`` microseconds (tempo in microseconds per quarter note,
MIDIPROP_TEMPO, default 500,000; ticks per quarter note MIDIPROP_TIMEDIV, default 96),
and a MEVT_TEMPO event changes the tempo from there on. The recorder's per-batch pump
plays the events whose time has come and records each at its own due guest millisecond;
a buffer whose events are all played is done (MHDR_DONE, MOM_DONE), one with
MEVT_F_CALLBACK events posts MOM_POSITIONCB for them. A stream opens paused;
midiStreamRestart starts it, midiStreamPause holds it where it is, midiStreamStop
returns every buffer and starts again from 0.
"""

import struct as _struct

from ...abi.api import Unimplemented
from .audio import MHDR_DONE, MHDR_INQUEUE, MidiOut
from ..core.structures import MIDIHDR
from .handletable import handle_kind

__all__ = ["MidiStream", "MIDIHDR", "MM_MOM_POSITIONCB", "MHDR_ISSTRM", "parse_events"]

MM_MOM_DONE, MM_MOM_POSITIONCB = 0x3C9, 0x3CA
MHDR_ISSTRM = 8
MEVT_F_LONG, MEVT_F_CALLBACK = 0x80000000, 0x40000000
MEVT_SHORTMSG, MEVT_TEMPO, MEVT_NOP = 0x00, 0x01, 0x02
MEVT_LONGMSG, MEVT_COMMENT, MEVT_VERSION = 0x80, 0x82, 0x84



def parse_events(data):
    """The MIDIEVENTs of a stream buffer: (offset, delta ticks, event, parameter bytes)."""
    events, i = [], 0
    while i + 12 <= len(data):
        delta, _stream, event = _struct.unpack_from("<III", data, i)
        parms = b""
        size = 12
        if event & MEVT_F_LONG:
            n = event & 0xFFFFFF
            parms = bytes(data[i + 12:i + 12 + n])
            size += (n + 3) & ~3              # the parameters are padded to a DWORD
        events.append((i, delta, event, parms))
        i += size
    return events


@handle_kind("MIDI stream")
class MidiStream(MidiOut):
    """An open MIDI stream (an HMIDISTRM)."""

    def __init__(self, recorder, notifier):
        super().__init__(recorder, notifier)
        self.timediv = 96
        self.tempo = 500000
        self.queue = []            # [header, events, next event index]
        self.playing = False
        self.last_ms = 0.0         # guest ms of the last event played (or of the start)
        self.ticks = 0             # ticks played since open or stop
        self.played_ms = 0.0       # ms of stream time played (pauses excluded)
        self._at = None            # the due time of the event being played
        recorder.devices.append(self)

    # MidiOut records with the clock's now; a stream event is recorded at its due time.
    def _record(self, data):
        ms = self.vm.clock.now_ms() if self._at is None else int(self._at)
        self.messages.append((ms, data))
        self.rec.emit("midi", bytes=data.hex())

    def tick_ms(self):
        """How long a tick lasts now, in guest milliseconds."""
        if self.timediv & 0x80000000:
            raise Unimplemented("WINMM.dll!midiStreamOut (SMPTE time division)")
        return self.tempo / float(self.timediv or 96) / 1000.0

    def add(self, hdr, data):
        """midiStreamOut: queue a buffer of events."""
        self.queue.append([hdr, parse_events(data), 0])
        self.notifier.expect(1)

    def restart(self):
        """midiStreamRestart: play on from now."""
        if not self.playing:
            self.playing = True
            self.last_ms = self.vm.clock.now_ms()

    def pause(self):
        """midiStreamPause: hold the stream where it is."""
        self.complete_until(self.vm.clock.now_ms())
        if self.playing:
            self.played_ms += self.vm.clock.now_ms() - self.last_ms
            self.playing = False

    def _next_event(self):
        while self.queue:
            hdr, events, k = self.queue[0]
            if k < len(events):
                return events[k]
            self._buffer_done()
        return None

    def _buffer_done(self):
        hdr = self.queue.pop(0)[0]
        view = MIDIHDR.at(self.vm.mem, hdr, self.vm.ptr_size)
        view.dwFlags = (view.dwFlags & ~MHDR_INQUEUE) | MHDR_DONE
        self.notifier.notify(MM_MOM_DONE, self.handle, hdr, scheduled=True)

    def next_due(self):
        """When the next event is due (None: paused or nothing queued)."""
        if not self.playing:
            return None
        ev = self._next_event()
        if ev is None:
            return None
        return self.last_ms + ev[1] * self.tick_ms()

    def complete_until(self, now):
        """Play every event due by ``now`` (and return the buffers they end)."""
        while self.playing:
            ev = self._next_event()
            if ev is None:
                return
            due = self.last_ms + ev[1] * self.tick_ms()
            if due > now:
                return
            self.played_ms += due - self.last_ms
            self.last_ms = due
            self.ticks += ev[1]
            self._play(ev, due)
            self.queue[0][2] += 1
            if self.queue[0][2] == len(self.queue[0][1]):
                self._buffer_done()

    def _play(self, ev, due):
        offset, _delta, event, parms = ev
        kind = (event >> 24) & 0xFF & ~(MEVT_F_CALLBACK >> 24)
        self._at = due
        try:
            if kind == MEVT_SHORTMSG:
                self.short(event & 0xFFFFFF)
            elif kind == MEVT_TEMPO:
                self.tempo = event & 0xFFFFFF
            elif kind == MEVT_LONGMSG:
                self.long(parms)
            # MEVT_NOP, MEVT_COMMENT, MEVT_VERSION: nothing to play
        finally:
            self._at = None
        if event & MEVT_F_CALLBACK:
            hdr = self.queue[0][0]
            MIDIHDR.at(self.vm.mem, hdr, self.vm.ptr_size).dwOffset = offset
            self.notifier.notify(MM_MOM_POSITIONCB, self.handle, hdr)

    def stop(self):
        """midiStreamStop: return every buffer, stop and start again from 0."""
        self.complete_until(self.vm.clock.now_ms())
        while self.queue:
            self._buffer_done()
        self.playing = False
        self.ticks, self.played_ms = 0, 0.0

    def position(self):
        """(ms, ticks) of stream time played (pauses excluded)."""
        self.complete_until(self.vm.clock.now_ms())
        extra = self.vm.clock.now_ms() - self.last_ms if self.playing else 0
        return int(self.played_ms + extra), self.ticks + int(extra / self.tick_ms())

    def finish(self):
        """Close: leave the pump's list, then write the capture as MidiOut does."""
        if self in self.rec.devices:
            self.rec.devices.remove(self)
        super().finish()

    close = finish
