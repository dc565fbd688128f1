"""WINMM's wave output: one device whose output goes to the recorder (kernel/audio.py,
docs/sound.md). Return values are Windows' MMSYSERR_* / WAVERR_* codes."""

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.audio import (CALLBACK_KINDS, CALLBACK_TYPEMASK, MM_WOM_CLOSE, MM_WOM_OPEN,
                            MMSYSERR_BADDEVICEID, MMSYSERR_INVALFLAG, MMSYSERR_INVALHANDLE,
                            MMSYSERR_INVALPARAM, MMSYSERR_NOERROR, WAVERR_BADFORMAT,
                            WAVERR_STILLPLAYING, WAVERR_UNPREPARED, WHDR_BEGINLOOP, WHDR_DONE,
                            WHDR_INQUEUE, WHDR_PREPARED, Notifier, WaveOut, check_header,
                            check_pcm, device_volume, find_device, prepare_header)
from ...kernel.wavein import WAVEHDR
from ...core.dllnames import WINMM
from ...core.structures import PCMWAVEFORMAT, WAVEOUTCAPS
from .wavein import pcm_format

WAVE_MAPPER = 0xFFFFFFFF
WAVE_FORMAT_QUERY = 1
TIME_MS, TIME_SAMPLES, TIME_BYTES = 1, 2, 4
#: WAVE_FORMAT_1M08 .. WAVE_FORMAT_4S16: every PCM format of the caps bit list.
ALL_FORMATS = 0xFFF
#: WAVECAPS_VOLUME | WAVECAPS_LRVOLUME | WAVECAPS_SAMPLEACCURATE
SUPPORT = 0x4 | 0x8 | 0x20
DEVICE_NAME = "Wave Recorder"
MAPPER_NAME = "Microsoft Sound Mapper"


def _device(c, h):
    return find_device(c.vm, WaveOut, h)


def _write_caps(c, caps, size, name, wide):
    """WAVEOUTCAPS (52 bytes ANSI, 84 wide), cut to the caller's size as Windows does."""
    data = WAVEOUTCAPS.variant(wide).pack(c.vm.ptr_size, wMid=1, wPid=2,
                                          vDriverVersion=0x0500, szPname=name,
                                          dwFormats=ALL_FORMATS, wChannels=2,
                                          dwSupport=SUPPORT)
    c.vm.mem.write(caps, data[:size])


@api(WINMM, "waveOutGetNumDevs", widths=BOTH)
def waveOutGetNumDevs(c):
    return 1


@api(WINMM, "waveOutGetDevCaps{AW}", "UINT id, LPVOID caps, UINT size", widths=BOTH)
def waveOutGetDevCaps(c, dev_id, caps, size):
    if not caps:
        return MMSYSERR_INVALPARAM
    if dev_id == WAVE_MAPPER:
        name = MAPPER_NAME
    elif dev_id == 0 or _device(c, dev_id) is not None:   # an HWAVEOUT names its device
        name = DEVICE_NAME
    else:
        return MMSYSERR_BADDEVICEID
    _write_caps(c, caps, size, name, c.wide)
    return MMSYSERR_NOERROR


@api(WINMM, "waveOutOpen", "LPVOID phwo, UINT id, LPVOID fmt, DWORD_PTR callback, "
     "DWORD_PTR instance, DWORD flags", widths=BOTH)
def waveOutOpen(c, phwo, dev_id, fmt, callback, instance, flags):
    vm = c.vm
    if dev_id not in (0, WAVE_MAPPER):
        return MMSYSERR_BADDEVICEID
    if not fmt:
        return MMSYSERR_INVALPARAM
    if flags & ~(CALLBACK_TYPEMASK | 0xF):
        return MMSYSERR_INVALFLAG
    # The PCMWAVEFORMAT part of the WAVEFORMATEX (16 bytes), which the recorder's WAV file
    # keeps as its fmt chunk.
    raw = bytes(vm.mem.read(fmt, PCMWAVEFORMAT.sizeof()))
    fields = pcm_format(vm.mem, fmt)
    if fields[0] != 1 and dev_id == WAVE_MAPPER:
        # The mapper would convert through an ACM codec, which we do not have.
        raise Unimplemented("WINMM.dll!waveOutOpen (format tag %d through the ACM)" % fields[0])
    err = check_pcm(fields)
    if err:
        return WAVERR_BADFORMAT
    if flags & WAVE_FORMAT_QUERY:
        return MMSYSERR_NOERROR
    if not phwo:
        return MMSYSERR_INVALPARAM
    if (flags & CALLBACK_TYPEMASK) not in CALLBACK_KINDS:
        return MMSYSERR_INVALFLAG
    notifier = Notifier(vm, flags & CALLBACK_TYPEMASK, callback, "WINMM.dll!waveOutOpen",
                        instance)
    if not notifier.valid():
        return MMSYSERR_INVALPARAM
    dev = WaveOut(vm.sound, raw, fields, notifier)
    dev.handle = vm.new_handle(dev)
    vm.mem.wptr(phwo, dev.handle)          # an HWAVEOUT cell: the program's width
    notifier.notify(MM_WOM_OPEN, dev.handle, 0)
    return MMSYSERR_NOERROR


@api(WINMM, "waveOutPrepareHeader", "HANDLE hwo, LPVOID hdr, UINT size", widths=BOTH)
def waveOutPrepareHeader(c, hwo, hdr, size):
    return prepare_header(c.vm, WaveOut, hwo, hdr, size, True)


@api(WINMM, "waveOutUnprepareHeader", "HANDLE hwo, LPVOID hdr, UINT size", widths=BOTH)
def waveOutUnprepareHeader(c, hwo, hdr, size):
    return prepare_header(c.vm, WaveOut, hwo, hdr, size, False)


@api(WINMM, "waveOutWrite", "HANDLE hwo, LPVOID hdr, UINT size", widths=BOTH)
def waveOutWrite(c, hwo, hdr, size):
    dev, err = check_header(c.vm, WaveOut, hwo, hdr, size)
    if err:
        return err
    mem = c.vm.mem
    wh = WAVEHDR.at(mem, hdr, c.vm.ptr_size)
    data, length, flags, loops = wh.lpData, wh.dwBufferLength, wh.dwFlags, wh.dwLoops
    if not flags & WHDR_PREPARED:
        return WAVERR_UNPREPARED
    if flags & WHDR_INQUEUE:
        return WAVERR_STILLPLAYING
    if flags & WHDR_BEGINLOOP and loops > 1:
        raise Unimplemented("WINMM.dll!waveOutWrite (WHDR_BEGINLOOP with %d loops)" % loops)
    length -= length % dev.fmt[4]           # only whole blocks are played
    wh.dwFlags = (flags | WHDR_INQUEUE) & ~WHDR_DONE
    dev.write(hdr, bytes(mem.read(data, length)) if length else b"")
    return MMSYSERR_NOERROR


def _on_device(c, hwo, action):
    """Run ``action(device)`` on an open device: MMSYSERR_NOERROR, or INVALHANDLE."""
    dev = _device(c, hwo)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    action(dev)
    return MMSYSERR_NOERROR


@api(WINMM, "waveOutReset", "HANDLE hwo", widths=BOTH)
def waveOutReset(c, hwo):
    return _on_device(c, hwo, lambda dev: dev.reset())


@api(WINMM, "waveOutPause", "HANDLE hwo", widths=BOTH)
def waveOutPause(c, hwo):
    return _on_device(c, hwo, lambda dev: dev.pause())


@api(WINMM, "waveOutRestart", "HANDLE hwo", widths=BOTH)
def waveOutRestart(c, hwo):
    return _on_device(c, hwo, lambda dev: dev.restart())


@api(WINMM, "waveOutClose", "HANDLE hwo", widths=BOTH)
def waveOutClose(c, hwo):
    dev = _device(c, hwo)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    dev.complete_until(c.vm.clock.now_ms())
    if dev.queue:
        return WAVERR_STILLPLAYING
    dev.finish()
    c.vm.handles.pop(hwo)
    dev.notifier.notify(MM_WOM_CLOSE, hwo, 0)
    return MMSYSERR_NOERROR


@api(WINMM, "waveOutGetPosition", "HANDLE hwo, LPVOID mmt, UINT size", widths=BOTH)
def waveOutGetPosition(c, hwo, mmt, size):
    dev = _device(c, hwo)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    if not mmt or size < 12:
        return MMSYSERR_INVALPARAM
    dev.complete_until(c.vm.clock.now_ms())
    mem = c.vm.mem
    nbytes = dev.position()
    kind = mem.u32(mmt)
    if kind == TIME_MS:
        value = nbytes * 1000 // dev.fmt[3]
    elif kind == TIME_SAMPLES:
        value = nbytes // dev.fmt[4]
    else:                  # any other format: Windows answers in bytes and says so
        kind, value = TIME_BYTES, nbytes
    mem.w32(mmt, kind)
    mem.w32(mmt + 4, value & 0xFFFFFFFF)
    return MMSYSERR_NOERROR


@api(WINMM, "waveOutGetVolume", "HANDLE hwo, LPVOID volume", widths=BOTH)
def waveOutGetVolume(c, hwo, volume):
    return device_volume(c.vm, WaveOut, hwo, WAVE_MAPPER, out=volume)


@api(WINMM, "waveOutSetVolume", "HANDLE hwo, DWORD volume", widths=BOTH)
def waveOutSetVolume(c, hwo, volume):
    return device_volume(c.vm, WaveOut, hwo, WAVE_MAPPER, value=volume)
