"""WINMM's MIDI streams: midiStreamOpen, midiStreamOut, midiStreamRestart,
midiStreamPause, midiStreamStop, midiStreamPosition, midiStreamProperty,
midiStreamClose over the synthesizer (kernel/midistream.py; docs/dlls.md, WINMM "MIDI
streams"). Return values are Windows' MMSYSERR_* / MIDIERR_* codes."""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...kernel.audio import (CALLBACK_KINDS, CALLBACK_TYPEMASK, MHDR_DONE, MHDR_INQUEUE,
                            MHDR_PREPARED, MIDIERR_STILLPLAYING, MIDIERR_UNPREPARED,
                            MM_MOM_CLOSE, MM_MOM_OPEN, MMSYSERR_BADDEVICEID,
                            MMSYSERR_INVALFLAG, MMSYSERR_INVALHANDLE, MMSYSERR_INVALPARAM,
                            MMSYSERR_NOERROR, Notifier, find_device)
from ...kernel.midistream import MHDR_ISSTRM, MIDIHDR, MidiStream
from .wavein import MMTIME
from ...core.dllnames import WINMM

MIDI_MAPPER = 0xFFFFFFFF
MIDIPROP_SET, MIDIPROP_GET = 0x80000000, 0x40000000
MIDIPROP_TIMEDIV, MIDIPROP_TEMPO = 1, 2
TIME_MS, TIME_TICKS = 1, 0x20

MIDIPROP = struct("MIDIPROPTEMPO", "DWORD cbStruct; DWORD dwValue",
                  pack=1)   # and MIDIPROPTIMEDIV


def _stream(c, h):
    return find_device(c.vm, MidiStream, h)


@api(WINMM, "midiStreamOpen", "LPVOID phms, LPVOID pdev, DWORD count, DWORD_PTR callback, "
     "DWORD_PTR instance, DWORD flags", widths=BOTH)
def midiStreamOpen(c, phms, pdev, count, callback, instance, flags):
    vm = c.vm
    if not phms or not pdev or count != 1:
        return MMSYSERR_INVALPARAM           # one stream of the one device
    vm.mem.wptr(phms, 0)                 # an HMIDISTRM cell: the program's width
    if vm.mem.u32(pdev) not in (0, MIDI_MAPPER):
        return MMSYSERR_BADDEVICEID
    kind = flags & CALLBACK_TYPEMASK
    if flags & ~CALLBACK_TYPEMASK or kind not in CALLBACK_KINDS:
        return MMSYSERR_INVALFLAG
    notifier = Notifier(vm, kind, callback, "WINMM.dll!midiStreamOpen",
                        instance)
    if not notifier.valid():
        return MMSYSERR_INVALPARAM
    dev = MidiStream(vm.sound, notifier)
    dev.handle = vm.new_handle(dev)
    vm.mem.wptr(phms, dev.handle)
    notifier.notify(MM_MOM_OPEN, dev.handle, 0)
    return MMSYSERR_NOERROR


@api(WINMM, "midiStreamOut", "HANDLE hms, LPVOID hdr, UINT size", widths=BOTH)
def midiStreamOut(c, hms, hdr, size):
    dev = _stream(c, hms)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    if not hdr or size < MIDIHDR.offsetof("dwOffset", c.ptr_size):
        return MMSYSERR_INVALPARAM
    view = c.struct(MIDIHDR, hdr)
    flags = view.dwFlags
    if not flags & MHDR_PREPARED:
        return MIDIERR_UNPREPARED
    if flags & MHDR_INQUEUE:
        return MIDIERR_STILLPLAYING
    used = view.dwBytesRecorded
    if used > view.dwBufferLength:
        return MMSYSERR_INVALPARAM
    data = bytes(c.vm.mem.read(view.lpData, used)) if used else b""
    view.dwFlags = (flags | MHDR_INQUEUE | MHDR_ISSTRM) & ~MHDR_DONE
    dev.add(hdr, data)
    return MMSYSERR_NOERROR


def _on_stream(c, hms, action):
    dev = _stream(c, hms)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    action(dev)
    return MMSYSERR_NOERROR


@api(WINMM, "midiStreamRestart", "HANDLE hms", widths=BOTH)
def midiStreamRestart(c, hms):
    return _on_stream(c, hms, lambda dev: dev.restart())


@api(WINMM, "midiStreamPause", "HANDLE hms", widths=BOTH)
def midiStreamPause(c, hms):
    return _on_stream(c, hms, lambda dev: dev.pause())


@api(WINMM, "midiStreamStop", "HANDLE hms", widths=BOTH)
def midiStreamStop(c, hms):
    return _on_stream(c, hms, lambda dev: dev.stop())


@api(WINMM, "midiStreamClose", "HANDLE hms", widths=BOTH)
def midiStreamClose(c, hms):
    dev = _stream(c, hms)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    dev.complete_until(c.vm.clock.now_ms())
    if dev.queue:
        return MIDIERR_STILLPLAYING
    dev.finish()
    c.vm.handles.pop(hms)
    dev.notifier.notify(MM_MOM_CLOSE, hms, 0)
    return MMSYSERR_NOERROR


@api(WINMM, "midiStreamPosition", "HANDLE hms, LPVOID mmt, UINT size", widths=BOTH)
def midiStreamPosition(c, hms, mmt, size):
    dev = _stream(c, hms)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    if not mmt or size < 12:
        return MMSYSERR_INVALPARAM
    view = c.struct(MMTIME, mmt)
    ms, ticks = dev.position()
    if view.wType == TIME_TICKS:
        view.u = ticks & 0xFFFFFFFF
    else:                      # another format: answered in milliseconds, and said so
        view.wType = TIME_MS
        view.u = ms & 0xFFFFFFFF
    return MMSYSERR_NOERROR


@api(WINMM, "midiStreamProperty", "HANDLE hms, LPVOID data, DWORD prop", widths=BOTH)
def midiStreamProperty(c, hms, data, prop):
    dev = _stream(c, hms)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    which = prop & ~(MIDIPROP_SET | MIDIPROP_GET)
    get, put = bool(prop & MIDIPROP_GET), bool(prop & MIDIPROP_SET)
    if get == put or which not in (MIDIPROP_TIMEDIV, MIDIPROP_TEMPO):
        return MMSYSERR_INVALPARAM
    if not data:
        return MMSYSERR_INVALPARAM
    view = MIDIPROP.at(c.vm.mem, data, c.ptr_size)
    if view.cbStruct != MIDIPROP.sizeof(c.ptr_size):
        return MMSYSERR_INVALPARAM
    attr = "timediv" if which == MIDIPROP_TIMEDIV else "tempo"
    if get:
        view.dwValue = getattr(dev, attr)
    else:
        dev.complete_until(c.vm.clock.now_ms())
        setattr(dev, attr, view.dwValue)
    return MMSYSERR_NOERROR
