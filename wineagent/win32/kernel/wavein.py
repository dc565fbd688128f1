"""The wave input device: a microphone input with nothing plugged in (docs/dlls.md,
WINMM "Recording").

The machine has one wave input device, so programs that record find one, open it and
get their buffers back on guest time as from a sound card — filled with silence (0x80 for
8-bit samples, 0 for 16-bit ones), the same in every run. A buffer of N bytes is full
``N * 1000 / nAvgBytesPerSec`` guest milliseconds after recording reached it; the
recorder's per-batch pump (``SoundRecorder.pump``) returns it with WIM_DATA, and
``next_due`` wakes a parked guest exactly then, as for wave output.
"""

from .audio import MMSYSERR_NOERROR, WAVERR_STILLPLAYING, WHDR_DONE, WHDR_INQUEUE
from ..core.structures import WAVEHDR
from .handletable import handle_kind

__all__ = ["WaveIn", "WAVEHDR", "MM_WIM_OPEN", "MM_WIM_CLOSE", "MM_WIM_DATA"]


MM_WIM_OPEN, MM_WIM_CLOSE, MM_WIM_DATA = 0x3BE, 0x3BF, 0x3C0


@handle_kind("waveform input device")
class WaveIn:
    """An open wave input device (an HWAVEIN); kept in the recorder's device list for its
    timed work."""

    KIND = "wavein"
    HEADER, HEADER_UPTO = WAVEHDR, None     # the whole WAVEHDR: see audio.header_min
    INQUEUE = WHDR_INQUEUE
    STILLPLAYING = WAVERR_STILLPLAYING

    def __init__(self, recorder, fmt, notifier):
        self.rec, self.vm = recorder, recorder.vm
        self.fmt, self.notifier = fmt, notifier
        self.handle = None
        self.queue = []           # [header address, data address, length] in order
        self.started = None       # guest ms when the current buffer began filling
        self.position_bytes = 0   # recorded since open or reset
        self.recorded = 0         # recorded since open (the event's count)
        self.volume = 0xFFFFFFFF
        recorder.devices.append(self)

    def _bytes_in(self, ms):
        n = int(ms * self.fmt[3] / 1000.0)
        return n - n % self.fmt[4]

    def _ms(self, nbytes):
        return nbytes * 1000.0 / self.fmt[3]

    def add(self, hdr, data, length):
        """waveInAddBuffer: queue a buffer; it fills when recording reaches it."""
        length -= length % self.fmt[4]
        if not self.queue and self.started is not None:
            self.started = self.vm.clock.now_ms()    # recording resumes with this buffer
        self.queue.append([hdr, data, length])
        self.notifier.expect(1)

    def start(self):
        """waveInStart: recording begins now (into the first queued buffer)."""
        if self.started is None:
            self.started = self.vm.clock.now_ms()

    def next_due(self):
        """When the current buffer is full (None: stopped or nothing queued)."""
        if self.started is None or not self.queue:
            return None
        return self.started + self._ms(self.queue[0][2])

    def complete_until(self, now):
        """Return every buffer that is full by ``now``."""
        while self.started is not None and self.queue:
            end = self.started + self._ms(self.queue[0][2])
            if end > now:
                break
            hdr, data, length = self.queue.pop(0)
            self._deliver(hdr, data, length)
            self.started = end

    def _silence(self):
        return b"\x80" if self.fmt[5] == 8 else b"\0"

    def _deliver(self, hdr, data, nbytes):
        """The buffer holds ``nbytes`` of silence: dwBytesRecorded, DONE, WIM_DATA."""
        vm = self.vm
        if nbytes:
            vm.mem.write(data, self._silence() * nbytes)
        view = WAVEHDR.at(vm.mem, hdr, vm.ptr_size)
        view.dwBytesRecorded = nbytes
        view.dwFlags = (view.dwFlags & ~WHDR_INQUEUE) | WHDR_DONE
        self.position_bytes += nbytes
        self.recorded += nbytes
        self.notifier.notify(MM_WIM_DATA, self.handle, hdr, scheduled=True)

    def _partial(self):
        """Bytes recorded so far into the current buffer."""
        if self.started is None or not self.queue:
            return 0
        return min(self._bytes_in(self.vm.clock.now_ms() - self.started), self.queue[0][2])

    def position(self):
        """Bytes recorded since open or the last reset, at guest time now."""
        self.complete_until(self.vm.clock.now_ms())
        return self.position_bytes + self._partial()

    def stop(self):
        """waveInStop: the current buffer comes back with what it holds; the empty ones
        stay queued for the next waveInStart."""
        self.complete_until(self.vm.clock.now_ms())
        if self.started is not None and self.queue:
            part = self._partial()
            if part:
                hdr, data, _ = self.queue.pop(0)
                self._deliver(hdr, data, part)
        self.started = None

    def reset(self):
        """waveInReset: stop, return every queued buffer (the current one with what it
        holds, the others empty) and start the position again at 0."""
        self.stop()
        queue, self.queue = self.queue, []
        for hdr, data, _ in queue:
            self._deliver(hdr, data, 0)
        self.position_bytes = 0

    def finish(self):
        """The device is closed (or the VM ends): report what was recorded."""
        if self in self.rec.devices:
            self.rec.devices.remove(self)
            tag, channels, rate, avg, align, bits = self.fmt
            self.rec.emit("wave-in", bytes=self.recorded, format={
                "tag": tag, "channels": channels, "rate": rate, "bits": bits,
                "avgBytesPerSec": avg, "blockAlign": align})

    close = finish    # VM.close closes every handle's object

    def can_close(self):
        """MMSYSERR_NOERROR, or WAVERR_STILLPLAYING while buffers are queued."""
        self.complete_until(self.vm.clock.now_ms())
        return WAVERR_STILLPLAYING if self.queue else MMSYSERR_NOERROR
