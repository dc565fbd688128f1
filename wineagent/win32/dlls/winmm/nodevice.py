"""WINMM's devices the machine does not have — joysticks, MIDI input, auxiliary audio —
and what its devices do not do: pitch and playback-rate changes, patch caching
(docs/dlls.md, WINMM "Devices that are not there").

Joysticks: the joystick driver is there and serves 16 joysticks, none plugged in —
joyGetNumDevs answers 16, joyGetPos/joyGetPosEx and joySetCapture JOYERR_UNPLUGGED,
joyGetDevCaps JOYERR_PARMS (no joystick is configured), the thresholds are kept per
joystick. MIDI input: there is no device — midiInGetNumDevs is 0, opening or asking the
caps of any device is MMSYSERR_BADDEVICEID, and every handle is invalid. Auxiliary
devices (a CD player's line in): none either. The wave device's caps have no
WAVECAPS_PITCH or WAVECAPS_PLAYBACKRATE and the synthesizer's no MIDICAPS_CACHE, so those
calls are MMSYSERR_NOTSUPPORTED, whichever the handle (winmm asks the driver first).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import WINMM

MMSYSERR_NOERROR, MMSYSERR_BADDEVICEID, MMSYSERR_INVALHANDLE = 0, 2, 5
MMSYSERR_INVALPARAM, MMSYSERR_NOTSUPPORTED = 11, 8
JOYERR_PARMS, JOYERR_UNPLUGGED = 165, 167
JOYSTICKS = 16


def _valid(joy):
    return 0 <= joy < JOYSTICKS


@api(WINMM, "joyGetNumDevs", widths=BOTH)
def joyGetNumDevs(c):
    return JOYSTICKS


@api(WINMM, "joyGetDevCaps{AW}", "UINT_PTR joy, LPVOID caps, UINT size", widths=BOTH)
def joyGetDevCaps(c, joy, caps, size):
    return JOYERR_PARMS            # no joystick is configured, whichever the id


@api(WINMM, "joyGetPos", "UINT joy, LPVOID info", widths=BOTH)
def joyGetPos(c, joy, info):
    return JOYERR_UNPLUGGED if _valid(joy) else JOYERR_PARMS


@api(WINMM, "joyGetPosEx", "UINT joy, LPVOID info", widths=BOTH)
def joyGetPosEx(c, joy, info):
    return JOYERR_UNPLUGGED if _valid(joy) else JOYERR_PARMS


@api(WINMM, "joyGetThreshold", "UINT joy, LPVOID out", widths=BOTH)
def joyGetThreshold(c, joy, out):
    if not _valid(joy):
        return JOYERR_PARMS
    if not out:
        return MMSYSERR_INVALPARAM
    c.vm.mem.w32(out, c.vm.sound.joystick_thresholds.get(joy, 0))
    return MMSYSERR_NOERROR


@api(WINMM, "joySetThreshold", "UINT joy, UINT threshold", widths=BOTH)
def joySetThreshold(c, joy, threshold):
    if not _valid(joy):
        return MMSYSERR_INVALPARAM     # as winmm answers this one
    c.vm.sound.joystick_thresholds[joy] = threshold
    return MMSYSERR_NOERROR


@api(WINMM, "joySetCapture", "HWND hwnd, UINT joy, UINT period, BOOL changed", widths=BOTH)
def joySetCapture(c, hwnd, joy, period, changed):
    return JOYERR_UNPLUGGED if _valid(joy) else JOYERR_PARMS


@api(WINMM, "joyReleaseCapture", "UINT joy", widths=BOTH)
def joyReleaseCapture(c, joy):
    return MMSYSERR_NOERROR if _valid(joy) else JOYERR_PARMS   # nothing was captured


@api(WINMM, "midiInGetNumDevs", widths=BOTH)
def midiInGetNumDevs(c):
    return 0


@api(WINMM, "midiInGetDevCaps{AW}", "UINT_PTR dev, LPVOID caps, UINT size", widths=BOTH)
def midiInGetDevCaps(c, dev, caps, size):
    return MMSYSERR_BADDEVICEID


@api(WINMM, "midiInOpen",
     "LPVOID phmi, UINT dev, DWORD_PTR callback, DWORD_PTR instance, DWORD flags", widths=BOTH)
def midiInOpen(c, phmi, dev, callback, instance, flags):
    if phmi:
        c.vm.mem.wptr(phmi, 0)             # an HMIDIIN cell: the program's width
    return MMSYSERR_BADDEVICEID


def _no_handle(c, h, *rest):
    return MMSYSERR_INVALHANDLE        # no MIDI input device was ever opened


for _name, _params in (("midiInStart", "HANDLE h"), ("midiInStop", "HANDLE h"),
                       ("midiInReset", "HANDLE h"), ("midiInClose", "HANDLE h"),
                       ("midiInPrepareHeader", "HANDLE h, LPVOID hdr, UINT size"),
                       ("midiInUnprepareHeader", "HANDLE h, LPVOID hdr, UINT size"),
                       ("midiInAddBuffer", "HANDLE h, LPVOID hdr, UINT size"),
                       ("midiInGetID", "HANDLE h, LPVOID pid")):
    api(WINMM, _name, _params, widths=BOTH)(_no_handle)


@api(WINMM, "mmsystemGetVersion", widths=BOTH)
def mmsystemGetVersion(c):
    return 0x030A                      # the multimedia system's version, 3.10


@api(WINMM, "auxGetNumDevs", widths=BOTH)
def auxGetNumDevs(c):
    return 0


@api(WINMM, "auxGetDevCaps{AW}", "UINT_PTR dev, LPVOID caps, UINT size", widths=BOTH)
def auxGetDevCaps(c, dev, caps, size):
    return MMSYSERR_BADDEVICEID


def _no_aux(c, dev, *rest):
    return MMSYSERR_INVALHANDLE        # winmm's answer for a device it cannot find


for _name, _params in (("auxGetVolume", "UINT dev, LPVOID volume"),
                       ("auxSetVolume", "UINT dev, DWORD volume"),
                       ("auxOutMessage", "UINT dev, UINT msg, DWORD_PTR p1, DWORD_PTR p2")):
    api(WINMM, _name, _params, widths=BOTH)(_no_aux)


def _not_supported(c, h, *rest):
    return MMSYSERR_NOTSUPPORTED


for _name, _params in (("waveOutGetPitch", "HANDLE h, LPVOID out"),
                       ("waveOutSetPitch", "HANDLE h, DWORD pitch"),
                       ("waveOutGetPlaybackRate", "HANDLE h, LPVOID out"),
                       ("waveOutSetPlaybackRate", "HANDLE h, DWORD rate"),
                       ("midiOutCachePatches", "HANDLE h, UINT bank, LPVOID patches, UINT f"),
                       ("midiOutCacheDrumPatches",
                        "HANDLE h, UINT patch, LPVOID keys, UINT f")):
    api(WINMM, _name, _params, widths=BOTH)(_not_supported)
