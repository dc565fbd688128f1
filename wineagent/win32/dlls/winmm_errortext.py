"""WINMM's error texts (waveOutGetErrorText & co.) and the device-ID calls of open wave
and MIDI devices (waveOutGetID, midiOutGetID), with waveOutBreakLoop.

The texts are Windows' English messages for the MMSYSERR_ codes every family shares and
for the family's own codes (WAVERR_ for wave, MIDIERR_ for MIDI); any other code is
MMSYSERR_BADERRNUM.
"""

from ...abi.api import api
from ..kernel.audio import MidiOut, WaveOut, find_device

W = "WINMM.dll"
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


@api(W, "waveOutGetErrorText{AW}", "UINT code, LPVOID buf, UINT size")
def waveOutGetErrorText(c, code, buf, size):
    return _error_text(c, code, buf, size, WAVERR_TEXT)


@api(W, "waveInGetErrorText{AW}", "UINT code, LPVOID buf, UINT size")
def waveInGetErrorText(c, code, buf, size):
    return _error_text(c, code, buf, size, WAVERR_TEXT)


@api(W, "midiOutGetErrorText{AW}", "UINT code, LPVOID buf, UINT size")
def midiOutGetErrorText(c, code, buf, size):
    return _error_text(c, code, buf, size, MIDIERR_TEXT)


@api(W, "midiInGetErrorText{AW}", "UINT code, LPVOID buf, UINT size")
def midiInGetErrorText(c, code, buf, size):
    return _error_text(c, code, buf, size, MIDIERR_TEXT)


def _get_id(c, cls, h, pid):
    if find_device(c.vm, cls, h) is None:
        return MMSYSERR_INVALHANDLE
    if not pid:
        return MMSYSERR_INVALPARAM
    c.vm.mem.w32(pid, 0)                      # the one device there is
    return MMSYSERR_NOERROR


@api(W, "waveOutGetID", "HANDLE h, LPVOID pid")
def waveOutGetID(c, h, pid):
    return _get_id(c, WaveOut, h, pid)


@api(W, "midiOutGetID", "HANDLE h, LPVOID pid")
def midiOutGetID(c, h, pid):
    return _get_id(c, MidiOut, h, pid)


@api(W, "waveOutBreakLoop", "HANDLE h")
def waveOutBreakLoop(c, h):
    if find_device(c.vm, WaveOut, h) is None:
        return MMSYSERR_INVALHANDLE
    return MMSYSERR_NOERROR        # no loop plays (waveOutWrite refuses looping buffers)
