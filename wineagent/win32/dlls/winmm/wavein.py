"""WINMM's wave input: one device recording silence on guest time (kernel/wavein.py,
docs/dlls.md, WINMM "Recording"). Return values are Windows' MMSYSERR_* / WAVERR_* codes."""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...kernel.audio import (CALLBACK_KINDS, CALLBACK_TYPEMASK, MMSYSERR_BADDEVICEID,
                            MMSYSERR_INVALFLAG, MMSYSERR_INVALHANDLE, MMSYSERR_INVALPARAM,
                            MMSYSERR_NOERROR, WAVERR_BADFORMAT, WAVERR_STILLPLAYING,
                            WAVERR_UNPREPARED, WHDR_DONE, WHDR_INQUEUE, WHDR_PREPARED,
                            Notifier, check_pcm, find_device, header_min,
                            prepare_header)
from ...kernel.wavein import MM_WIM_CLOSE, MM_WIM_OPEN, WAVEHDR, WaveIn
from ...core.dllnames import WINMM
from ...core.structures import PCMWAVEFORMAT

WAVE_MAPPER = 0xFFFFFFFF
WAVE_FORMAT_QUERY = 1
TIME_MS, TIME_SAMPLES, TIME_BYTES = 1, 2, 4
ALL_FORMATS = 0xFFF                   # WAVE_FORMAT_1M08 .. WAVE_FORMAT_4S16
DEVICE_NAME = "Microphone (silent)"

WAVEINCAPS = struct("WAVEINCAPS{AW}", "WORD wMid; WORD wPid; MMVERSION vDriverVersion; "
                    "TCHAR szPname[32]; DWORD dwFormats; WORD wChannels; WORD wReserved1",
                    pack=1)
# MMTIME: its union starts at 4 (the DWORD ms / sample / cb member answered here)
MMTIME = struct("MMTIME", "UINT wType; DWORD u; DWORD pad", pack=1)
MAPPER_NAME = "Microsoft Sound Mapper"


def _device(c, h):
    return find_device(c.vm, WaveIn, h)


@api(WINMM, "waveInGetNumDevs", widths=BOTH)
def waveInGetNumDevs(c):
    return 1


@api(WINMM, "waveInGetDevCaps{AW}", "UINT id, LPVOID caps, UINT size", widths=BOTH)
def waveInGetDevCaps(c, dev_id, caps, size):
    if not caps:
        return MMSYSERR_INVALPARAM
    if dev_id == WAVE_MAPPER:
        name = MAPPER_NAME
    elif dev_id == 0 or _device(c, dev_id) is not None:    # an HWAVEIN names its device
        name = DEVICE_NAME
    else:
        return MMSYSERR_BADDEVICEID
    # cut to the caller's size, as Windows does
    variant = WAVEINCAPS.variant(c.wide)
    data = variant.pack(c.ptr_size, wMid=1, wPid=101, vDriverVersion=0x0500, szPname=name,
                        dwFormats=ALL_FORMATS, wChannels=2, wReserved1=0)
    c.vm.mem.write(caps, data[:size])
    return MMSYSERR_NOERROR


def pcm_format(mem, fmt):
    """(wFormatTag, nChannels, nSamplesPerSec, nAvgBytesPerSec, nBlockAlign, wBitsPerSample)
    of the format at ``fmt``: the PCMWAVEFORMAT every WAVEFORMATEX starts with, which is all
    a PCM format has (its cbSize is not read: programs pass a 16-byte PCMWAVEFORMAT too)."""
    pcm = PCMWAVEFORMAT.read(mem, fmt)
    wf = pcm["wf"]
    return (wf["wFormatTag"], wf["nChannels"], wf["nSamplesPerSec"], wf["nAvgBytesPerSec"],
            wf["nBlockAlign"], pcm["wBitsPerSample"])


@api(WINMM, "waveInOpen", "LPVOID phwi, UINT id, LPVOID fmt, DWORD_PTR callback, "
     "DWORD_PTR instance, DWORD flags", widths=BOTH)
def waveInOpen(c, phwi, dev_id, fmt, callback, instance, flags):
    vm = c.vm
    if dev_id not in (0, WAVE_MAPPER):
        return MMSYSERR_BADDEVICEID
    if not fmt:
        return MMSYSERR_INVALPARAM
    if flags & ~(CALLBACK_TYPEMASK | 0xF):
        return MMSYSERR_INVALFLAG
    fields = pcm_format(vm.mem, fmt)
    if check_pcm(fields):
        return WAVERR_BADFORMAT       # the device records PCM only (no ACM conversion)
    if flags & WAVE_FORMAT_QUERY:
        return MMSYSERR_NOERROR
    if not phwi:
        return MMSYSERR_INVALPARAM
    if (flags & CALLBACK_TYPEMASK) not in CALLBACK_KINDS:
        return MMSYSERR_INVALFLAG
    notifier = Notifier(vm, flags & CALLBACK_TYPEMASK, callback, "WINMM.dll!waveInOpen",
                        instance)
    if not notifier.valid():
        return MMSYSERR_INVALPARAM
    dev = WaveIn(vm.sound, fields, notifier)
    dev.handle = vm.new_handle(dev)
    vm.mem.wptr(phwi, dev.handle)          # an HWAVEIN cell: the program's width
    notifier.notify(MM_WIM_OPEN, dev.handle, 0)
    return MMSYSERR_NOERROR


@api(WINMM, "waveInPrepareHeader", "HANDLE hwi, LPVOID hdr, UINT size", widths=BOTH)
def waveInPrepareHeader(c, hwi, hdr, size):
    return prepare_header(c.vm, WaveIn, hwi, hdr, size, True)


@api(WINMM, "waveInUnprepareHeader", "HANDLE hwi, LPVOID hdr, UINT size", widths=BOTH)
def waveInUnprepareHeader(c, hwi, hdr, size):
    if hdr and size >= header_min(WaveIn, c.ptr_size) \
            and not c.struct(WAVEHDR, hdr).dwFlags & WHDR_PREPARED:
        return MMSYSERR_NOERROR        # nothing to undo: winmm answers before the handle
    return prepare_header(c.vm, WaveIn, hwi, hdr, size, False)


@api(WINMM, "waveInAddBuffer", "HANDLE hwi, LPVOID hdr, UINT size", widths=BOTH)
def waveInAddBuffer(c, hwi, hdr, size):
    if not hdr or size < header_min(WaveIn, c.ptr_size):
        return MMSYSERR_INVALPARAM
    # winmm checks the header before the handle
    view = c.struct(WAVEHDR, hdr)
    data, length, flags = view.lpData, view.dwBufferLength, view.dwFlags
    if not flags & WHDR_PREPARED:
        return WAVERR_UNPREPARED
    if flags & WHDR_INQUEUE:
        return WAVERR_STILLPLAYING
    dev = _device(c, hwi)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    view.dwBytesRecorded = 0
    view.dwFlags = (flags | WHDR_INQUEUE) & ~WHDR_DONE
    dev.add(hdr, data, length)
    return MMSYSERR_NOERROR


def _on_device(c, hwi, action):
    dev = _device(c, hwi)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    action(dev)
    return MMSYSERR_NOERROR


@api(WINMM, "waveInStart", "HANDLE hwi", widths=BOTH)
def waveInStart(c, hwi):
    return _on_device(c, hwi, lambda dev: dev.start())


@api(WINMM, "waveInStop", "HANDLE hwi", widths=BOTH)
def waveInStop(c, hwi):
    return _on_device(c, hwi, lambda dev: dev.stop())


@api(WINMM, "waveInReset", "HANDLE hwi", widths=BOTH)
def waveInReset(c, hwi):
    return _on_device(c, hwi, lambda dev: dev.reset())


@api(WINMM, "waveInClose", "HANDLE hwi", widths=BOTH)
def waveInClose(c, hwi):
    dev = _device(c, hwi)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    err = dev.can_close()
    if err:
        return err
    dev.finish()
    c.vm.handles.pop(hwi)
    dev.notifier.notify(MM_WIM_CLOSE, hwi, 0)
    return MMSYSERR_NOERROR


@api(WINMM, "waveInGetPosition", "HANDLE hwi, LPVOID mmt, UINT size", widths=BOTH)
def waveInGetPosition(c, hwi, mmt, size):
    dev = _device(c, hwi)
    if dev is None:
        return MMSYSERR_INVALHANDLE
    if not mmt or size < 12:
        return MMSYSERR_INVALPARAM
    view = c.struct(MMTIME, mmt)
    nbytes = dev.position()
    kind = view.wType
    if kind == TIME_MS:
        value = nbytes * 1000 // dev.fmt[3]
    elif kind == TIME_SAMPLES:
        value = nbytes // dev.fmt[4]
    else:                  # any other format: Windows answers in bytes and says so
        kind, value = TIME_BYTES, nbytes
    view.wType = kind
    view.u = value & 0xFFFFFFFF
    return MMSYSERR_NOERROR


@api(WINMM, "waveInGetID", "HANDLE hwi, LPVOID pid", widths=BOTH)
def waveInGetID(c, hwi, pid):
    if _device(c, hwi) is None:
        return MMSYSERR_INVALHANDLE
    if not pid:
        return MMSYSERR_INVALPARAM
    c.vm.mem.w32(pid, 0)
    return MMSYSERR_NOERROR
