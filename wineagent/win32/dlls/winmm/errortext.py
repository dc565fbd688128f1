"""WINMM's error texts (waveOutGetErrorText & co.), the device-ID calls of open wave and
MIDI devices (waveOutGetID, midiOutGetID), waveOutBreakLoop, and the driver-message calls
(waveOutMessage, waveInMessage, midiOutMessage, midiInMessage: the mapper's preferred
device is 0; the drivers handle no other message, MMSYSERR_NOTSUPPORTED).

The texts are Windows' English messages for the MMSYSERR_ codes every family shares and
for the family's own codes (WAVERR_ for wave, MIDIERR_ for MIDI); any other code is
MMSYSERR_BADERRNUM.
"""

from ....abi.api import BOTH, api
from ...kernel.audio import MidiOut, WaveOut, find_device
from ...kernel.wavein import WaveIn
from ...core.dllnames import WINMM

MMSYSERR_NOERROR, MMSYSERR_INVALHANDLE, MMSYSERR_BADERRNUM = 0, 5, 9
MMSYSERR_INVALPARAM = 11

MMSYSERR_TEXT = {
    0: "The specified command was carried out.",
    1: "Undefined external error.",
    2: "A device ID has been used that is out of range for your system.",
    3: "The driver was not enabled.",
    4: "The specified device is already in use. Wait until it is free, and then try again.",
    5: "The specified device handle is invalid.",
    6: "There is no driver installed on your system!",
    7: "Not enough memory available for this task. Quit one or more applications to "
       "increase available memory, and then try again.",
    8: "This function is not supported. Use the Capabilities function to determine which "
       "functions and messages the driver supports.",
    9: "An error number was specified that is not defined in the system.",
    10: "An invalid flag was passed to a system function.",
    11: "An invalid parameter was passed to a system function.",
}
_STILL_PLAYING = ("Cannot perform this operation while media data is still playing. "
                  "Reset the device, or wait until the data is finished playing.")
WAVERR_TEXT = {
    32: "The specified format is not supported or cannot be translated. Use the "
        "Capabilities function to determine the supported formats.",
    33: _STILL_PLAYING,
    34: "The wave header was not prepared. Use the Prepare function to prepare the "
        "header, and then try again.",
    35: "Cannot open the device without using the WAVE_ALLOWSYNC flag. Use the flag, "
        "and then try again.",
}
MIDIERR_TEXT = {
    64: "The MIDI header was not prepared. Use the Prepare function to prepare the "
        "header, and then try again.",
    65: _STILL_PLAYING,
    66: "A MIDI map was not found. There may be a problem with the driver, or the "
        "MIDIMAP.CFG file may be corrupt or missing.",
    67: "The port is transmitting data to the device. Wait until the data has been "
        "transmitted, and then try again.",
    68: "The current MIDI Mapper setup refers to a MIDI device that is not installed on "
        "the system.",
    69: "The current MIDI setup is damaged. Copy the original MIDIMAP.CFG file to the "
        "Windows SYSTEM directory, and then try again.",
}


def _error_text(c, code, buf, size, family):
    if not buf:
        return MMSYSERR_INVALPARAM
    text = MMSYSERR_TEXT.get(code) or family.get(code)
    if text is None:
        return MMSYSERR_BADERRNUM
    if size:
        c.write_str(buf, text, size)          # cut to the buffer, NUL-terminated
    return MMSYSERR_NOERROR


@api(WINMM, "waveOutGetErrorText{AW}", "UINT code, LPVOID buf, UINT size", widths=BOTH)
def waveOutGetErrorText(c, code, buf, size):
    return _error_text(c, code, buf, size, WAVERR_TEXT)


@api(WINMM, "waveInGetErrorText{AW}", "UINT code, LPVOID buf, UINT size", widths=BOTH)
def waveInGetErrorText(c, code, buf, size):
    return _error_text(c, code, buf, size, WAVERR_TEXT)


@api(WINMM, "midiOutGetErrorText{AW}", "UINT code, LPVOID buf, UINT size", widths=BOTH)
def midiOutGetErrorText(c, code, buf, size):
    return _error_text(c, code, buf, size, MIDIERR_TEXT)


@api(WINMM, "midiInGetErrorText{AW}", "UINT code, LPVOID buf, UINT size", widths=BOTH)
def midiInGetErrorText(c, code, buf, size):
    return _error_text(c, code, buf, size, MIDIERR_TEXT)


def _get_id(c, cls, h, pid):
    if find_device(c.vm, cls, h) is None:
        return MMSYSERR_INVALHANDLE
    if not pid:
        return MMSYSERR_INVALPARAM
    c.vm.mem.w32(pid, 0)                      # the one device there is
    return MMSYSERR_NOERROR


@api(WINMM, "waveOutGetID", "HANDLE h, LPVOID pid", widths=BOTH)
def waveOutGetID(c, h, pid):
    return _get_id(c, WaveOut, h, pid)


@api(WINMM, "midiOutGetID", "HANDLE h, LPVOID pid", widths=BOTH)
def midiOutGetID(c, h, pid):
    return _get_id(c, MidiOut, h, pid)


@api(WINMM, "waveOutBreakLoop", "HANDLE h", widths=BOTH)
def waveOutBreakLoop(c, h):
    if find_device(c.vm, WaveOut, h) is None:
        return MMSYSERR_INVALHANDLE
    return MMSYSERR_NOERROR        # no loop plays (waveOutWrite refuses looping buffers)


# -- the driver-message calls (waveOutMessage & co.) ----------------------------------------
DRVM_MAPPER_PREFERRED_GET, DRVM_MAPPER_CONSOLEVOICECOM_GET = 0x2015, 0x2017
MMSYSERR_BADDEVICEID, MMSYSERR_NOTSUPPORTED = 2, 8
MAPPER = 0xFFFFFFFF


def _driver_message(c, cls, h, msg, p1, p2, has_device=True):
    """What the device's driver answers: the mapper tells its preferred device (0, the
    one device); any other message is one our drivers do not handle."""
    if h == MAPPER and has_device:
        if msg in (DRVM_MAPPER_PREFERRED_GET, DRVM_MAPPER_CONSOLEVOICECOM_GET):
            if not p1 or not p2:
                return MMSYSERR_INVALPARAM
            c.vm.mem.w32(p1, 0)               # the preferred device's id
            c.vm.mem.w32(p2, 0)               # status flags: none
            return MMSYSERR_NOERROR
        return MMSYSERR_NOTSUPPORTED
    if has_device and (h == 0 or (cls is not None and find_device(c.vm, cls, h))):
        return MMSYSERR_NOTSUPPORTED
    if h < 0x10 or h == MAPPER:
        return MMSYSERR_BADDEVICEID          # a device id there is no device for
    return MMSYSERR_INVALHANDLE


@api(WINMM, "waveOutMessage", "HANDLE h, UINT msg, DWORD_PTR p1, DWORD_PTR p2", widths=BOTH)
def waveOutMessage(c, h, msg, p1, p2):
    return _driver_message(c, WaveOut, h, msg, p1, p2)


@api(WINMM, "waveInMessage", "HANDLE h, UINT msg, DWORD_PTR p1, DWORD_PTR p2", widths=BOTH)
def waveInMessage(c, h, msg, p1, p2):
    return _driver_message(c, WaveIn, h, msg, p1, p2)


@api(WINMM, "midiOutMessage", "HANDLE h, UINT msg, DWORD_PTR p1, DWORD_PTR p2", widths=BOTH)
def midiOutMessage(c, h, msg, p1, p2):
    return _driver_message(c, MidiOut, h, msg, p1, p2)


@api(WINMM, "midiInMessage", "HANDLE h, UINT msg, DWORD_PTR p1, DWORD_PTR p2", widths=BOTH)
def midiInMessage(c, h, msg, p1, p2):
    return _driver_message(c, None, h, msg, p1, p2, has_device=False)
