"""WINMM's MIDI output: one synthesizer whose messages go to the recorder (kernel/audio.py,
docs/sound.md). Return values are Windows' MMSYSERR_* / MIDIERR_* codes."""

from ....abi.api import BOTH, api
from ...kernel.audio import (CALLBACK_KINDS, CALLBACK_TYPEMASK, MHDR_DONE, MHDR_INQUEUE,
                            MHDR_PREPARED, MIDIERR_UNPREPARED, MM_MOM_CLOSE, MM_MOM_DONE,
                            MM_MOM_OPEN, MMSYSERR_BADDEVICEID, MMSYSERR_INVALFLAG,
                            MMSYSERR_INVALHANDLE, MMSYSERR_INVALPARAM, MMSYSERR_NOERROR,
                            MidiOut, Notifier, check_header, device_volume, find_device,
                            prepare_header)
from ...kernel.midistream import MIDIHDR
from ...core.dllnames import WINMM
from ...core.structures import MIDIOUTCAPS

MIDI_MAPPER = 0xFFFFFFFF
MOD_MIDIPORT, MOD_SWSYNTH, MOD_MAPPER = 1, 7, 5
MIDICAPS_VOLUME, MIDICAPS_LRVOLUME = 1, 2
SYNTH_NAME = "Microsoft GS Wavetable SW Synth"
MAPPER_NAME = "Microsoft MIDI Mapper"


def _device(c, h):
    return find_device(c.vm, MidiOut, h)


@api(WINMM, "midiOutGetNumDevs", widths=BOTH)
def midiOutGetNumDevs(c):
    return 1


@api(WINMM, "midiOutGetDevCaps{AW}", "UINT id, LPVOID caps, UINT size", widths=BOTH)
def midiOutGetDevCaps(c, dev_id, caps, size):
    if not caps:
        return MMSYSERR_INVALPARAM
    if dev_id == MIDI_MAPPER:
        name, tech = MAPPER_NAME, MOD_MAPPER
    elif dev_id == 0 or _device(c, dev_id) is not None:
        name, tech = SYNTH_NAME, MOD_SWSYNTH
    else:
        return MMSYSERR_BADDEVICEID
    # MIDIOUTCAPS (52 bytes ANSI, 84 wide), cut to the caller's size.
    data = MIDIOUTCAPS.variant(c.wide).pack(
        c.vm.ptr_size, wMid=1, wPid=102, vDriverVersion=0x0500, szPname=name,
        wTechnology=tech, wVoices=32, wNotes=32, wChannelMask=0xFFFF,
        dwSupport=MIDICAPS_VOLUME | MIDICAPS_LRVOLUME)
    c.vm.mem.write(caps, data[:size])
    return MMSYSERR_NOERROR


@api(WINMM, "midiOutOpen", "LPVOID phmo, UINT id, DWORD_PTR callback, DWORD_PTR instance, "
     "DWORD flags", widths=BOTH)
def midiOutOpen(c, phmo, dev_id, callback, instance, flags):
    vm = c.vm
    if not phmo:
        return MMSYSERR_INVALPARAM
    if dev_id not in (0, MIDI_MAPPER):
        return MMSYSERR_BADDEVICEID
    if flags & ~CALLBACK_TYPEMASK:
        return MMSYSERR_INVALFLAG
    if (flags & CALLBACK_TYPEMASK) not in CALLBACK_KINDS:
        return MMSYSERR_INVALFLAG
    notifier = Notifier(vm, flags & CALLBACK_TYPEMASK, callback, "WINMM.dll!midiOutOpen",
                        instance)
    if not notifier.valid():
        return MMSYSERR_INVALPARAM
    dev = MidiOut(vm.sound, notifier)
    dev.handle = vm.new_handle(dev)
    vm.mem.wptr(phmo, dev.handle)          # an HMIDIOUT cell: the program's width
    notifier.notify(MM_MOM_OPEN, dev.handle, 0)
    return MMSYSERR_NOERROR


@api(WINMM, "midiOutShortMsg", "HANDLE hmo, DWORD msg", widths=BOTH)
def midiOutShortMsg(c, hmo, msg):
    dev = _device(c, hmo)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    return dev.short(msg)


@api(WINMM, "midiOutPrepareHeader", "HANDLE hmo, LPVOID hdr, UINT size", widths=BOTH)
def midiOutPrepareHeader(c, hmo, hdr, size):
    return prepare_header(c.vm, MidiOut, hmo, hdr, size, True)


@api(WINMM, "midiOutUnprepareHeader", "HANDLE hmo, LPVOID hdr, UINT size", widths=BOTH)
def midiOutUnprepareHeader(c, hmo, hdr, size):
    return prepare_header(c.vm, MidiOut, hmo, hdr, size, False)


@api(WINMM, "midiOutLongMsg", "HANDLE hmo, LPVOID hdr, UINT size", widths=BOTH)
def midiOutLongMsg(c, hmo, hdr, size):
    dev, err = check_header(c.vm, MidiOut, hmo, hdr, size)
    if err:
        return err
    mem = c.vm.mem
    mh = MIDIHDR.at(mem, hdr, c.vm.ptr_size)
    data, length, flags = mh.lpData, mh.dwBufferLength, mh.dwFlags
    if not flags & MHDR_PREPARED:
        return MIDIERR_UNPREPARED
    # The synthesizer takes the whole buffer at once: it is done before the call returns
    # and MOM_DONE follows (posted, as from the driver).
    dev.long(bytes(mem.read(data, length)) if length else b"")
    mh.dwFlags = (flags | MHDR_DONE) & ~MHDR_INQUEUE
    dev.notifier.notify(MM_MOM_DONE, hmo, hdr)
    return MMSYSERR_NOERROR


@api(WINMM, "midiOutReset", "HANDLE hmo", widths=BOTH)
def midiOutReset(c, hmo):
    dev = _device(c, hmo)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    dev.reset()
    return MMSYSERR_NOERROR


@api(WINMM, "midiOutClose", "HANDLE hmo", widths=BOTH)
def midiOutClose(c, hmo):
    dev = _device(c, hmo)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    dev.finish()
    c.vm.handles.pop(hmo)
    dev.notifier.notify(MM_MOM_CLOSE, hmo, 0)
    return MMSYSERR_NOERROR


@api(WINMM, "midiOutGetVolume", "HANDLE hmo, LPVOID volume", widths=BOTH)
def midiOutGetVolume(c, hmo, volume):
    return device_volume(c.vm, MidiOut, hmo, MIDI_MAPPER, out=volume)


@api(WINMM, "midiOutSetVolume", "HANDLE hmo, DWORD volume", widths=BOTH)
def midiOutSetVolume(c, hmo, volume):
    return device_volume(c.vm, MidiOut, hmo, MIDI_MAPPER, value=volume)
