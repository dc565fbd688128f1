"""MCI's waveaudio device over the sound recorder (docs/dlls.md, WINMM "MCI").

mciSendString's commands for WAV files: open (by file name with a ``.wav`` extension or
``type waveaudio``; ``alias``), play (``from``, ``to``, ``wait``, ``notify``), stop, pause,
resume, seek (``to start``, ``to end``, ``to N``), status (length, position, mode, ready,
time format, media present, number of tracks, current track, channels, samplespersec,
bitspersample, bytespersec, alignment), set time format (milliseconds, bytes, samples),
capability, close (``all``). A command naming a ``.wav`` file that is not open opens it
for that command (auto-open, as MCI does) and closes it when done. What plays is
captured as PlaySound's sounds are (an ``mci`` sound event with the bytes' hash, a
``sound-NNN.wav`` file with --sound-dir) and takes its time on the guest clock: the mode
is "playing" until then, ``wait`` parks the caller, ``notify`` posts MM_MCINOTIFY
(MCI_NOTIFY_SUCCESSFUL, or MCI_NOTIFY_ABORTED / SUPERSEDED when stopped or replayed).

Other device types (sequencer, cdaudio, avivideo, ...) and the other commands stop the
guest by name: no such MCI driver is implemented.
"""

import hashlib
import shlex

from ...abi.api import Unimplemented
from .audio import parse_wav, wav_file_bytes
from .vfs import VfsError

__all__ = ["MciError", "send_string", "MM_MCINOTIFY"]

MM_MCINOTIFY = 0x3B9
MCI_NOTIFY_SUCCESSFUL, MCI_NOTIFY_SUPERSEDED, MCI_NOTIFY_ABORTED = 1, 2, 4
MCIERR_UNRECOGNIZED_KEYWORD, MCIERR_UNRECOGNIZED_COMMAND = 259, 261
MCIERR_INVALID_DEVICE_NAME, MCIERR_DUPLICATE_ALIAS = 263, 289
MCIERR_MISSING_COMMAND_STRING = 267
MCIERR_OUTOFRANGE, MCIERR_FILE_NOT_FOUND = 282, 275
MCIERR_EXTENSION_NOT_FOUND, MCIERR_DEVICE_TYPE_REQUIRED = 281, 292
MCIERR_INVALID_FILE, MCIERR_NOTIFY_ON_AUTO_OPEN = 296, 300
MCIERR_MISSING_PARAMETER = 273

COMMANDS = {"open", "close", "play", "stop", "pause", "resume", "seek", "status", "set",
            "capability"}
FORMATS = {"milliseconds": "milliseconds", "ms": "milliseconds", "bytes": "bytes",
           "samples": "samples"}


class MciError(Exception):
    """An MCIERR_ code for the caller."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


class WaveDevice:
    """An open waveaudio device: its WAV data, position and play state."""

    def __init__(self, rec, dev_id, alias, element, fmt_chunk, fmt, pcm):
        self.rec, self.vm = rec, rec.vm
        self.id, self.alias, self.element = dev_id, alias, element
        self.fmt_chunk, self.fmt, self.pcm = fmt_chunk, fmt, pcm
        self.time_format = "milliseconds"
        self.pos = 0                      # bytes
        self.mode = "stopped"
        self.start_ms = self.start_pos = self.end_pos = 0
        self.notify_hwnd = 0
        self.auto = False                 # opened by the command that plays it
        rec.devices.append(self)

    # times
    def _bytes_per_ms(self):
        return self.fmt[3] / 1000.0

    def to_units(self, nbytes):
        """A byte count in the time format."""
        if self.time_format == "bytes":
            return nbytes
        if self.time_format == "samples":
            return nbytes // self.fmt[4]
        return int(nbytes * 1000 // self.fmt[3])

    def from_units(self, value):
        """A position in the time format, in bytes (whole blocks)."""
        if self.time_format == "bytes":
            n = value
        elif self.time_format == "samples":
            n = value * self.fmt[4]
        else:
            n = value * self.fmt[3] // 1000
        n -= n % self.fmt[4]
        if not 0 <= n <= len(self.pcm):
            raise MciError(MCIERR_OUTOFRANGE)
        return n

    # the timeline
    def position(self):
        """The position now, in bytes."""
        self.complete_until(self.vm.clock.now_ms())
        if self.mode != "playing":
            return self.pos
        n = int((self.vm.clock.now_ms() - self.start_ms) * self._bytes_per_ms())
        n -= n % self.fmt[4]
        return min(self.start_pos + n, self.end_pos)

    def next_due(self):
        """When the playing range ends (None: not playing)."""
        if self.mode != "playing":
            return None
        return self.start_ms + (self.end_pos - self.start_pos) / self._bytes_per_ms()

    def complete_until(self, now):
        """The play is over by ``now``: stopped at its end, MCI_NOTIFY_SUCCESSFUL."""
        due = self.next_due()
        if due is not None and due <= now:
            self.pos, self.mode = self.end_pos, "stopped"
            self._notify(MCI_NOTIFY_SUCCESSFUL)
            if self.auto:
                close_device(self.vm, self)

    def _notify(self, status):
        hwnd, self.notify_hwnd = self.notify_hwnd, 0
        if hwnd and self.vm.messages.window_exists(hwnd):
            self.vm.messages.post(hwnd, MM_MCINOTIFY, status, self.id)

    def play(self, start, end, hwnd):
        """Start playing bytes ``start`` to ``end``; the capture is reported at once."""
        if self.mode == "playing":
            self._notify(MCI_NOTIFY_SUPERSEDED)
        self.start_ms, self.start_pos, self.end_pos = self.vm.clock.now_ms(), start, end
        self.mode, self.notify_hwnd = "playing", hwnd
        pcm = self.pcm[start:end]
        path = self.rec.path("sound")
        error = self.rec.write(path, wav_file_bytes(self.fmt_chunk, pcm)) if path else None
        self.rec.emit("mci", source="mci %s" % self.element, file=None if error else path,
                      bytes=len(pcm), durationMs=int(len(pcm) / self._bytes_per_ms()),
                      sha256=hashlib.sha256(pcm).hexdigest(),
                      **({"error": error} if error else {}))

    def halt(self, mode):
        """stop / pause: hold the position (a pending notify is aborted by stop)."""
        if self.mode == "playing":
            self.pos = self.position()
            if mode == "stopped":
                self._notify(MCI_NOTIFY_ABORTED)
        if self.mode != "stopped" or mode == "stopped":
            self.mode = mode

    def finish(self):
        """Closed (or the VM ends)."""
        if self in self.rec.devices:
            self.rec.devices.remove(self)

    close = finish


def close_device(vm, dev):
    """Close an open device (its pending notify is aborted)."""
    if dev.mode == "playing":
        dev._notify(MCI_NOTIFY_ABORTED)
    dev.finish()
    vm.sound.mci_devices.pop(dev.id, None)


def _find(vm, name):
    for dev in vm.sound.mci_devices.values():
        if dev.alias.lower() == name.lower():
            return dev
    return None


def _open(vm, element, alias, dev_type):
    """Open a waveaudio device on a WAV file; the device."""
    devices = vm.sound.mci_devices
    if dev_type is None:
        ext = element.rsplit(".", 1)[-1].lower() if "." in element else ""
        if ext != "wav":
            if ext in ("mid", "rmi", "avi", "mpg", "mp3", "cda"):
                raise Unimplemented("WINMM.dll!mciSendString (the MCI driver for .%s files)"
                                    % ext)
            raise MciError(MCIERR_EXTENSION_NOT_FOUND)
    elif dev_type.lower() != "waveaudio":
        raise Unimplemented("WINMM.dll!mciSendString (the MCI %s driver)" % dev_type)
    name = alias or element
    if _find(vm, name) is not None:
        raise MciError(MCIERR_DUPLICATE_ALIAS)
    try:
        _, host = vm.vfs.resolve(element)
        with open(host, "rb") as f:
            data = f.read()
    except (VfsError, OSError):
        raise MciError(MCIERR_FILE_NOT_FOUND) from None
    wav = parse_wav(data)
    if wav is None:
        raise MciError(MCIERR_INVALID_FILE)
    fmt_chunk, fmt, pcm = wav
    if fmt[0] != 1:
        raise Unimplemented("WINMM.dll!mciSendString (a WAV of format tag %d: the ACM)"
                            % fmt[0])
    dev_id = next(i for i in range(1, len(devices) + 2) if i not in devices)
    dev = WaveDevice(vm.sound, dev_id, name, element, fmt_chunk, fmt, pcm)
    devices[dev_id] = dev
    return dev


def _words(command):
    try:
        return shlex.split(command, posix=True)
    except ValueError:
        return command.split()


def send_string(vm, command, hwnd):
    """Run one MCI command string: (the return string, the device to tell MCI_NOTIFY_
    SUCCESSFUL about now or None, the device whose play the caller waits for or None).
    Raises MciError with the MCIERR_ code."""
    words = _words(command)
    if not words:
        raise MciError(MCIERR_MISSING_COMMAND_STRING)
    verb = words[0].lower()
    if len(words) < 2:
        raise MciError(MCIERR_DEVICE_TYPE_REQUIRED)
    name, args = words[1], [w.lower() for w in words[2:]]
    raw_args = words[2:]
    flags = set()
    for f in ("wait", "notify"):
        while f in args:
            i = args.index(f)
            flags.add(f)
            del args[i], raw_args[i]
    if verb not in COMMANDS:
        raise Unimplemented("WINMM.dll!mciSendString (the MCI command %r)" % verb) \
            if verb in ("record", "save", "cue", "delete", "window", "put", "where", "load",
                        "info", "freeze", "unfreeze", "update", "step", "sysinfo", "break",
                        "sound", "escape", "spin", "configure", "realize") \
            else MciError(MCIERR_UNRECOGNIZED_COMMAND)
    if verb == "open":
        dev_type = alias = None
        i = 0
        while i < len(args):
            if args[i] in ("type", "alias") and i + 1 < len(args):
                if args[i] == "type":
                    dev_type = raw_args[i + 1]
                else:
                    alias = raw_args[i + 1]
                i += 2
            elif args[i] == "shareable":
                i += 1
            else:
                raise MciError(MCIERR_UNRECOGNIZED_KEYWORD)
        if name.lower() == "waveaudio" or (dev_type is None and name.lower() in (
                "sequencer", "cdaudio", "avivideo", "mpegvideo", "videodisc", "vcr")):
            if name.lower() != "waveaudio":
                raise Unimplemented("WINMM.dll!mciSendString (the MCI %s driver)" % name)
            raise Unimplemented("WINMM.dll!mciSendString (a waveaudio device without a file:"
                                " recording)")
        dev = _open(vm, name, alias, dev_type)
        return str(dev.id), dev if "notify" in flags else None, None
    if verb == "close" and name.lower() == "all":
        for dev in list(vm.sound.mci_devices.values()):
            close_device(vm, dev)
        return "", None, None
    dev = _find(vm, name)
    if dev is None:
        if "." not in name:
            raise MciError(MCIERR_EXTENSION_NOT_FOUND)   # not open, not a file: auto-open
        if "notify" in flags:
            raise MciError(MCIERR_NOTIFY_ON_AUTO_OPEN)
        dev = _open(vm, name, None, None)
        dev.auto = True
    return _run(vm, dev, verb, args, flags, hwnd)


def _number(args, i):
    if i >= len(args) or not args[i].isdigit():
        raise MciError(MCIERR_MISSING_PARAMETER)
    return int(args[i])


def _run(vm, dev, verb, args, flags, hwnd):
    notify = hwnd if "notify" in flags else 0
    if verb == "close":
        close_device(vm, dev)
        return "", dev if notify else None, None
    if verb == "play":
        start, end = dev.position(), len(dev.pcm)
        i = 0
        while i < len(args):
            if args[i] == "from":
                start = dev.from_units(_number(args, i + 1))
            elif args[i] == "to":
                end = dev.from_units(_number(args, i + 1))
            else:
                raise MciError(MCIERR_UNRECOGNIZED_KEYWORD)
            i += 2
        if end < start:
            raise MciError(MCIERR_OUTOFRANGE)
        dev.play(start, end, notify)
        return "", None, dev if "wait" in flags else None
    auto = dev.auto
    try:
        result = _query(dev, verb, args)
    finally:
        if auto:
            close_device(vm, dev)
    return result, dev if notify else None, None


def _query(dev, verb, args):
    if verb in ("stop", "pause"):
        dev.halt("stopped" if verb == "stop" else "paused")
        return ""
    if verb == "resume":
        if dev.mode == "paused":
            dev.play(dev.pos, dev.end_pos, 0)
        return ""
    if verb == "seek":
        if len(args) < 2 or args[0] != "to":
            raise MciError(MCIERR_MISSING_PARAMETER)
        dev.halt("stopped")
        dev.pos = 0 if args[1] == "start" else len(dev.pcm) if args[1] == "end" else \
            dev.from_units(_number(args, 1))
        return ""
    if verb == "set":
        if args[:2] == ["time", "format"] and len(args) == 3 and args[2] in FORMATS:
            dev.time_format = FORMATS[args[2]]
            return ""
        if args[:2] == ["time", "format"]:
            # an unknown format is not a keyword of the command table: what MCI answers
            raise MciError(MCIERR_UNRECOGNIZED_COMMAND)
        raise Unimplemented("WINMM.dll!mciSendString (set %s)" % " ".join(args))
    item = " ".join(args)
    if verb == "status":
        fmt = dev.fmt
        answers = {
            "length": lambda: str(dev.to_units(len(dev.pcm))),
            "position": lambda: str(dev.to_units(dev.position())),
            "mode": lambda: (dev.position(), dev.mode)[1],
            "ready": lambda: "true", "media present": lambda: "true",
            "time format": lambda: dev.time_format,
            "number of tracks": lambda: "1", "current track": lambda: "1",
            "channels": lambda: str(fmt[1]), "samplespersec": lambda: str(fmt[2]),
            "bytespersec": lambda: str(fmt[3]), "alignment": lambda: str(fmt[4]),
            "bitspersample": lambda: str(fmt[5]),
        }
        if item not in answers:
            raise Unimplemented("WINMM.dll!mciSendString (status %s)" % item)
        return answers[item]()
    answers = {"can play": "true", "can record": "true", "can save": "true",
               "can eject": "false", "device type": "waveaudio", "has audio": "true",
               "has video": "false", "uses files": "true", "compound device": "true"}
    if item not in answers:
        raise Unimplemented("WINMM.dll!mciSendString (capability %s)" % item)
    return answers[item]


# -- the parameter-block interface (mciSendCommand) ---------------------------------------
MCI_OPEN, MCI_CLOSE, MCI_PLAY, MCI_SEEK, MCI_STOP, MCI_PAUSE = 0x803, 0x804, 0x806, 0x807, \
    0x808, 0x809
MCI_SET, MCI_STATUS, MCI_RESUME = 0x80D, 0x814, 0x855
MCI_NOTIFY, MCI_WAIT, MCI_FROM, MCI_TO = 1, 2, 4, 8
MCI_MODE_STOP, MCI_MODE_PLAY, MCI_MODE_PAUSE = 525, 526, 529
STATUS_ITEMS = {1: "length", 2: "position", 3: "number of tracks", 4: "mode",
                5: "media present", 6: "time format", 7: "ready", 8: "current track"}
TIME_FORMATS = {0: "milliseconds", 8: "bytes", 9: "samples"}
MODES = {"stopped": MCI_MODE_STOP, "playing": MCI_MODE_PLAY, "paused": MCI_MODE_PAUSE}


def open_device(vm, element, alias, dev_type):
    """MCI_OPEN's core: the new device (raises MciError / Unimplemented as the string)."""
    return _open(vm, element, alias, dev_type)


def device(vm, dev_id):
    """The open device with this ID (MCIERR_INVALID_DEVICE_ID: none)."""
    dev = vm.sound.mci_devices.get(dev_id)
    if dev is None:
        raise MciError(257)
    return dev


def command(vm, dev, msg, flags, values):
    """A command of the parameter-block interface on ``dev``: the value MCI_STATUS returns
    (else None), after playing / seeking / setting as the string commands do."""
    if msg == MCI_CLOSE:
        close_device(vm, dev)
    elif msg == MCI_PLAY:
        start = dev.from_units(values["from"]) if flags & MCI_FROM else dev.position()
        end = dev.from_units(values["to"]) if flags & MCI_TO else len(dev.pcm)
        if end < start:
            raise MciError(MCIERR_OUTOFRANGE)
        dev.play(start, end, values["callback"] if flags & MCI_NOTIFY else 0)
    elif msg in (MCI_STOP, MCI_PAUSE, MCI_RESUME):
        _query(dev, {MCI_STOP: "stop", MCI_PAUSE: "pause", MCI_RESUME: "resume"}[msg], [])
    elif msg == MCI_SEEK:
        dev.halt("stopped")
        if flags & 0x100:
            dev.pos = 0
        elif flags & 0x200:
            dev.pos = len(dev.pcm)
        elif flags & MCI_TO:
            dev.pos = dev.from_units(values["to"])
        else:
            raise MciError(MCIERR_MISSING_PARAMETER)
    elif msg == MCI_SET:
        if not flags & 0x400:
            raise Unimplemented("WINMM.dll!mciSendCommand (MCI_SET flags %#x)" % flags)
        if values["format"] not in TIME_FORMATS:
            raise MciError(MCIERR_UNRECOGNIZED_KEYWORD)
        dev.time_format = TIME_FORMATS[values["format"]]
    elif msg == MCI_STATUS:
        item = STATUS_ITEMS.get(values["item"]) if flags & 0x100 else None
        if item is None:
            raise Unimplemented("WINMM.dll!mciSendCommand (MCI_STATUS item %d)"
                                % values["item"])
        text = _query(dev, "status", item.split())
        if item == "mode":
            return MODES[text]
        if item in ("media present", "ready"):
            return int(text == "true")
        if item == "time format":
            return {v: k for k, v in TIME_FORMATS.items()}[text]
        return int(text)
    else:
        raise Unimplemented("WINMM.dll!mciSendCommand (message %#x)" % msg)
    return None
