"""WINMM's audio mixer: one mixer device over the machine's sound devices (docs/dlls.md,
WINMM "The mixer").

The mixer has two destinations, as a sound card's does:

- 0 "Speakers" (DST_SPEAKERS), master Volume and Mute, with one source "Wave"
  (SRC_WAVEOUT) whose Volume *is* the wave output volume (waveOutGetVolume /
  waveOutSetVolume of the device not opened: left channel in the low word, right in the
  high word) and a Mute;
- 1 "Recording Control" (DST_WAVEIN), Volume, with one source "Microphone"
  (SRC_MICROPHONE), Volume and Mute.

Every value starts at Windows' defaults (volumes at maximum, nothing muted) and is kept
in ``vm.sound``; a window given to mixerOpen with CALLBACK_WINDOW gets
MM_MIXM_CONTROL_CHANGE when a control changes. Volumes are MIXERCONTROLDETAILS_UNSIGNED
0..65535 per channel; mutes MIXERCONTROLDETAILS_BOOLEAN.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct as declare
from ...core.dllnames import WINMM
from ...kernel.handletable import handle_kind

MMSYSERR_NOERROR, MMSYSERR_BADDEVICEID, MMSYSERR_INVALHANDLE = 0, 2, 5
MMSYSERR_INVALFLAG, MMSYSERR_INVALPARAM = 10, 11
MIXERR_INVALLINE, MIXERR_INVALCONTROL = 1024, 1025
MM_MIXM_CONTROL_CHANGE = 0x3D1
CALLBACK_TYPEMASK, CALLBACK_NULL, CALLBACK_WINDOW = 0x70000, 0, 0x10000

MIXER_OBJECTF_HANDLE = 0x80000000
MIXER_OBJECTF_MIXER, MIXER_OBJECTF_WAVEOUT, MIXER_OBJECTF_WAVEIN = 0, 0x10000000, 0x20000000
MIXER_OBJECTF_MIDIOUT, MIXER_OBJECTF_MIDIIN, MIXER_OBJECTF_AUX = 0x30000000, 0x40000000, \
    0x50000000
MIXER_OBJECTF_TYPEMASK = 0xF0000000

MIXERLINE_LINEF_ACTIVE, MIXERLINE_LINEF_SOURCE = 1, 0x80000000
DST_SPEAKERS, DST_WAVEIN = 4, 7
SRC_MICROPHONE, SRC_WAVEOUT = 0x1003, 0x1008
TARGETTYPE_UNDEFINED, TARGETTYPE_WAVEOUT, TARGETTYPE_WAVEIN = 0, 1, 2
CT_VOLUME, CT_MUTE = 0x50030001, 0x20010002
MIXERCONTROL_CONTROLF_UNIFORM = 1

# mmsystem.h packs these to 1 byte in both widths: in 64-bit programs MIXERLINE's dwUser,
# MIXERLINECONTROLS' pamxctrl and MIXERCONTROLDETAILS' hwndOwner follow a DWORD unaligned.
# (MIXERLINE's Target and the unions are flattened into their members.)
MIXERCAPS = declare("MIXERCAPS{AW}", "WORD wMid; WORD wPid; UINT vDriverVersion; "
                    "TCHAR szPname[32]; DWORD fdwSupport; DWORD cDestinations", pack=1)
MIXERLINE = declare("MIXERLINE{AW}", "DWORD cbStruct; DWORD dwDestination; DWORD dwSource; "
                    "DWORD dwLineID; DWORD fdwLine; DWORD_PTR dwUser; "
                    "DWORD dwComponentType; DWORD cChannels; DWORD cConnections; "
                    "DWORD cControls; TCHAR szShortName[16]; TCHAR szName[64]; "
                    "DWORD dwType; DWORD dwDeviceID; WORD wMid; WORD wPid; "
                    "UINT vDriverVersion; TCHAR szPname[32]", pack=1)
MIXERLINECONTROLS = declare("MIXERLINECONTROLS{AW}", "DWORD cbStruct; DWORD dwLineID; "
                            "DWORD dwControlID; DWORD cControls; DWORD cbmxctrl; "
                            "LPVOID pamxctrl", pack=1)
MIXERCONTROL = declare("MIXERCONTROL{AW}", "DWORD cbStruct; DWORD dwControlID; "
                       "DWORD dwControlType; DWORD fdwControl; DWORD cMultipleItems; "
                       "TCHAR szShortName[16]; TCHAR szName[64]; DWORD Bounds[6]; "
                       "DWORD Metrics[6]", pack=1)
MIXERCONTROLDETAILS = declare("MIXERCONTROLDETAILS", "DWORD cbStruct; DWORD dwControlID; "
                              "DWORD cChannels; HWND hwndOwner; DWORD cbDetails; "
                              "LPVOID paDetails", pack=1)

NAME = "Wave Recorder Mixer"
# Lines: (line id, destination, source or None, component, channels, short, name, target)
LINES = [
    (0x0000, 0, None, DST_SPEAKERS, 2, "Speakers", "Speakers", TARGETTYPE_WAVEOUT),
    (0x1000, 0, 0, SRC_WAVEOUT, 2, "Wave", "Wave", TARGETTYPE_WAVEOUT),
    (0x0001, 1, None, DST_WAVEIN, 2, "Recording", "Recording Control", TARGETTYPE_WAVEIN),
    (0x1001, 1, 0, SRC_MICROPHONE, 1, "Microphone", "Microphone", TARGETTYPE_WAVEIN),
]
# Controls: (control id, line id, type, short name, name)
CONTROLS = [
    (1, 0x0000, CT_VOLUME, "Volume", "Master Volume"),
    (2, 0x0000, CT_MUTE, "Mute", "Master Mute"),
    (3, 0x1000, CT_VOLUME, "Volume", "Wave Volume"),
    (4, 0x1000, CT_MUTE, "Mute", "Wave Mute"),
    (5, 0x0001, CT_VOLUME, "Volume", "Recording Volume"),
    (6, 0x1001, CT_VOLUME, "Volume", "Microphone Volume"),
    (7, 0x1001, CT_MUTE, "Mute", "Microphone Mute"),
]
WAVE_VOLUME_CONTROL = 3


@handle_kind("mixer")
class Mixer:
    """An open mixer (an HMIXER): where to tell about control changes."""

    def __init__(self, hwnd):
        self.hwnd = hwnd
        self.handle = 0


def _values(vm):
    """The controls' values (per channel), kept with the sound devices' state."""
    rec = vm.sound
    if rec.mixer_values is None:
        rec.mixer_values = {cid: [0xFFFF, 0xFFFF] if ctype == CT_VOLUME else [0]
                            for cid, _, ctype, _, _ in CONTROLS}
    return rec.mixer_values


def _get(vm, cid):
    if cid == WAVE_VOLUME_CONTROL:                  # the wave output volume itself
        v = vm.sound.volumes["wave"]
        return [v & 0xFFFF, v >> 16]
    return _values(vm)[cid]


def _set(vm, cid, values):
    if cid == WAVE_VOLUME_CONTROL:
        vm.sound.volumes["wave"] = (values[0] & 0xFFFF) | (values[-1] & 0xFFFF) << 16
    else:
        _values(vm)[cid] = list(values)


def _line(line_id):
    return next((ln for ln in LINES if ln[0] == line_id), None)


def _control(cid):
    return next((ct for ct in CONTROLS if ct[0] == cid), None)


def _resolve(c, obj, flags):
    """The mixer an object names (MIXER_OBJECTF_*): True, or an MMSYSERR_ code."""
    kind = flags & MIXER_OBJECTF_TYPEMASK
    handles = c.vm.handles
    if kind & MIXER_OBJECTF_HANDLE:
        if kind == MIXER_OBJECTF_HANDLE | MIXER_OBJECTF_MIXER \
                and handles.get(obj, Mixer) is not None:
            return True
        if kind in (MIXER_OBJECTF_HANDLE | MIXER_OBJECTF_WAVEOUT,
                    MIXER_OBJECTF_HANDLE | MIXER_OBJECTF_WAVEIN) and handles.get(
                        obj, "waveform output device|waveform input device") is not None:
            return True
        return MMSYSERR_INVALHANDLE
    if kind in (MIXER_OBJECTF_MIXER, MIXER_OBJECTF_WAVEOUT, MIXER_OBJECTF_WAVEIN):
        return True if obj == 0 else MMSYSERR_BADDEVICEID
    if kind in (MIXER_OBJECTF_MIDIOUT, MIXER_OBJECTF_MIDIIN, MIXER_OBJECTF_AUX):
        return MMSYSERR_BADDEVICEID                # no mixer line serves those devices
    return MMSYSERR_INVALFLAG


@api(WINMM, "mixerGetNumDevs", widths=BOTH)
def mixerGetNumDevs(c):
    return 1


@api(WINMM, "mixerGetDevCaps{AW}", "UINT_PTR id, LPVOID caps, UINT size", widths=BOTH)
def mixerGetDevCaps(c, dev, caps, size):
    if not caps:
        return MMSYSERR_INVALPARAM
    if dev != 0 and c.vm.handles.get(dev, Mixer) is None:
        return MMSYSERR_BADDEVICEID
    data = MIXERCAPS.variant(c.wide).pack(c.ptr_size, wMid=1, wPid=104,
                                          vDriverVersion=0x0500, szPname=NAME, fdwSupport=0,
                                          cDestinations=2)
    c.vm.mem.write(caps, data[:size])                  # cut to the caller's size
    return MMSYSERR_NOERROR


@api(WINMM, "mixerOpen", "LPVOID phmx, UINT id, DWORD_PTR callback, DWORD_PTR instance, "
     "DWORD flags", widths=BOTH)
def mixerOpen(c, phmx, dev, callback, instance, flags):
    if not phmx:
        return MMSYSERR_INVALPARAM
    c.vm.mem.wptr(phmx, 0)                 # an HMIXER cell: the program's width
    kind = flags & CALLBACK_TYPEMASK
    if kind not in (CALLBACK_NULL, CALLBACK_WINDOW):
        raise Unimplemented("%s (callback kind %#x)" % (c.spec.full_name, kind))
    err = _resolve(c, dev, flags & ~CALLBACK_TYPEMASK)
    if err is not True:
        return err
    hwnd = callback if kind == CALLBACK_WINDOW else 0
    if hwnd and c.vm.wm.get(hwnd) is None:
        return MMSYSERR_INVALPARAM
    m = Mixer(hwnd)
    m.handle = c.vm.new_handle(m)
    c.vm.mem.wptr(phmx, m.handle)
    return MMSYSERR_NOERROR


@api(WINMM, "mixerClose", "HANDLE:mixer h", bad_handle=(MMSYSERR_INVALHANDLE, None), widths=BOTH)
def mixerClose(c, h):
    c.vm.handles.pop(h)
    return MMSYSERR_NOERROR


@api(WINMM, "mixerGetID", "HANDLE obj, LPVOID pid, DWORD flags", widths=BOTH)
def mixerGetID(c, obj, pid, flags):
    if not pid:
        return MMSYSERR_INVALPARAM
    err = _resolve(c, obj, flags)
    if err is not True:
        return err
    c.vm.mem.w32(pid, 0)
    return MMSYSERR_NOERROR


def _fill_line(c, view, line):
    line_id, dest, src, comp, channels, short, name, target = line
    view.dwDestination = dest
    view.dwSource = src or 0
    view.dwLineID = line_id
    view.fdwLine = MIXERLINE_LINEF_ACTIVE | (MIXERLINE_LINEF_SOURCE if src is not None else 0)
    view.dwUser = 0
    view.dwComponentType = comp
    view.cChannels = channels
    view.cConnections = 1 if src is None else 0
    view.cControls = sum(1 for ct in CONTROLS if ct[1] == line_id)
    view.szShortName = short
    view.szName = name
    view.dwType = target
    view.dwDeviceID = 0
    view.wMid, view.wPid, view.vDriverVersion = 1, 100 if target == 1 else 101, 0x0500
    view.szPname = "Wave Recorder" if target == TARGETTYPE_WAVEOUT else "Microphone (silent)"


@api(WINMM, "mixerGetLineInfo{AW}", "HANDLE obj, LPVOID info, DWORD flags", widths=BOTH)
def mixerGetLineInfo(c, obj, info, flags):
    if not info:
        return MMSYSERR_INVALPARAM
    err = _resolve(c, obj, flags & MIXER_OBJECTF_TYPEMASK)
    if err is not True:
        return err
    view = c.struct(MIXERLINE, info)
    if view.cbStruct < MIXERLINE.variant(c.wide).sizeof(c.ptr_size):
        return MMSYSERR_INVALPARAM
    how = flags & 0xF
    if how == 0:                              # MIXER_GETLINEINFOF_DESTINATION
        found = [ln for ln in LINES if ln[2] is None and ln[1] == view.dwDestination]
    elif how == 1:                            # SOURCE
        found = [ln for ln in LINES if ln[2] is not None and ln[1] == view.dwDestination
                 and ln[2] == view.dwSource]
    elif how == 2:                            # LINEID
        found = [ln for ln in LINES if ln[0] == view.dwLineID]
    elif how == 3:                            # COMPONENTTYPE
        found = [ln for ln in LINES if ln[3] == view.dwComponentType]
    elif how == 4:                            # TARGETTYPE
        found = [ln for ln in LINES if ln[2] is None and ln[7] == view.dwType]
    else:
        return MMSYSERR_INVALFLAG
    if not found:
        return MIXERR_INVALLINE
    _fill_line(c, view, found[0])
    return MMSYSERR_NOERROR


def _fill_control(c, addr, ctl):
    cid, line_id, ctype, short, name = ctl
    variant = MIXERCONTROL.variant(c.wide)
    volume = ctype == CT_VOLUME
    variant.write(c.vm.mem, addr, c.ptr_size, cbStruct=variant.sizeof(c.ptr_size),
                  dwControlID=cid, dwControlType=ctype,
                  fdwControl=0 if volume else MIXERCONTROL_CONTROLF_UNIFORM,
                  cMultipleItems=0, szShortName=short, szName=name,
                  Bounds=(0, 0xFFFF if volume else 1, 0, 0, 0, 0),
                  Metrics=(0xFFFF if volume else 0, 0, 0, 0, 0, 0))


@api(WINMM, "mixerGetLineControls{AW}", "HANDLE obj, LPVOID lc, DWORD flags", widths=BOTH)
def mixerGetLineControls(c, obj, lc, flags):
    if not lc:
        return MMSYSERR_INVALPARAM
    err = _resolve(c, obj, flags & MIXER_OBJECTF_TYPEMASK)
    if err is not True:
        return err
    view = c.struct(MIXERLINECONTROLS, lc)
    size = MIXERCONTROL.variant(c.wide).sizeof(c.ptr_size)
    if view.cbmxctrl < size or not view.pamxctrl:
        return MMSYSERR_INVALPARAM
    how = flags & 0xF
    if how == 0:                              # MIXER_GETLINECONTROLSF_ALL
        if _line(view.dwLineID) is None:
            return MIXERR_INVALLINE
        found = [ct for ct in CONTROLS if ct[1] == view.dwLineID]
        if view.cControls != len(found):
            return MMSYSERR_INVALPARAM        # the caller must ask for all of them
    elif how == 1:                            # ONEBYID
        found = [ct for ct in CONTROLS if ct[0] == view.dwControlID]
        if not found:
            return MIXERR_INVALCONTROL
        view.dwLineID = found[0][1]
    elif how == 2:                            # ONEBYTYPE (dwControlType in the union)
        if _line(view.dwLineID) is None:
            return MIXERR_INVALLINE
        found = [ct for ct in CONTROLS if ct[1] == view.dwLineID
                 and ct[2] == view.dwControlID]
        if not found:
            return MIXERR_INVALCONTROL
    else:
        return MMSYSERR_INVALFLAG
    for i, ctl in enumerate(found):
        _fill_control(c, view.pamxctrl + i * view.cbmxctrl, ctl)
    return MMSYSERR_NOERROR


def _details(c, obj, mcd, flags):
    """(control, channels, view) or an MMSYSERR_ code."""
    if not mcd:
        return MMSYSERR_INVALPARAM
    err = _resolve(c, obj, flags & MIXER_OBJECTF_TYPEMASK)
    if err is not True:
        return err
    if flags & 0xF:                           # LISTTEXT: no control here has a list
        return MMSYSERR_INVALPARAM
    view = MIXERCONTROLDETAILS.at(c.vm.mem, mcd, c.ptr_size)
    ctl = _control(view.dwControlID)
    if ctl is None:
        return MIXERR_INVALCONTROL
    line_channels = _line(ctl[1])[4] if ctl[2] == CT_VOLUME else 1
    if view.cChannels not in (1, line_channels) or view.cbDetails < 4 or not view.paDetails:
        return MMSYSERR_INVALPARAM
    return ctl, view.cChannels, view


@api(WINMM, "mixerGetControlDetails{AW}", "HANDLE obj, LPVOID mcd, DWORD flags", widths=BOTH)
def mixerGetControlDetails(c, obj, mcd, flags):
    r = _details(c, obj, mcd, flags)
    if not isinstance(r, tuple):
        return r
    ctl, channels, view = r
    values = _get(c.vm, ctl[0])
    if channels == 1:
        values = [max(values)]                # a uniform read: the loudest channel
    for i in range(channels):
        c.vm.mem.w32(view.paDetails + i * view.cbDetails, values[min(i, len(values) - 1)])
    return MMSYSERR_NOERROR


@api(WINMM, "mixerSetControlDetails", "HANDLE obj, LPVOID mcd, DWORD flags", widths=BOTH)
def mixerSetControlDetails(c, obj, mcd, flags):
    r = _details(c, obj, mcd, flags)
    if not isinstance(r, tuple):
        return r
    ctl, channels, view = r
    mem = c.vm.mem
    raw = [mem.u32(view.paDetails + i * view.cbDetails) for i in range(channels)]
    if ctl[2] == CT_VOLUME:
        raw = [min(v, 0xFFFF) for v in raw]
        if channels == 1 and _line(ctl[1])[4] == 2:
            raw = raw * 2                     # a uniform write sets every channel
    else:
        raw = [1 if raw[0] else 0]
    _set(c.vm, ctl[0], raw)
    for _, obj_ in c.vm.handles.of_kind(Mixer):
        if obj_.hwnd:
            c.vm.wm.post(obj_.hwnd, MM_MIXM_CONTROL_CHANGE, obj_.handle, ctl[0])
    return MMSYSERR_NOERROR


@api(WINMM, "mixerMessage", "HANDLE h, UINT msg, DWORD_PTR p1, DWORD_PTR p2", widths=BOTH)
def mixerMessage(c, h, msg, p1, p2):
    if h != 0 and c.vm.handles.get(h, Mixer) is None:
        return MMSYSERR_INVALHANDLE
    return 8                           # MMSYSERR_NOTSUPPORTED: the driver has no such message
