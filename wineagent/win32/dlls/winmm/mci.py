"""WINMM's MCI: mciSendString and mciSendCommand with the waveaudio device
(kernel/mci.py), mciGetDeviceID, and the error texts (mciGetErrorString) — the English
messages Windows gives for the MCIERR_ codes (docs/dlls.md, WINMM "MCI").
"""

from ....abi.api import BOTH, PARK, Unimplemented, api
from ....abi.structs import struct
from ...kernel.mci import (MCI_CLOSE, MCI_NOTIFY, MCI_OPEN, MCI_PLAY, MCI_SEEK, MCI_SET,
                          MCI_STATUS, MCI_WAIT, MM_MCINOTIFY, MCI_NOTIFY_SUCCESSFUL,
                          MciError, command, device, open_device, send_string)
from ...core.dllnames import WINMM

MCIERR_BASE, MCIERR_CUSTOM_DRIVER_BASE = 256, 512

MCIERR_TEXT = {
    257: 'Invalid MCI device ID. Use the ID returned when opening the MCI device.',
    259: 'The driver cannot recognize the specified command parameter.',
    261: 'The driver cannot recognize the specified command.',
    262: 'There is a problem with your media device. Make sure it is working '
         'correctly or contact the device manufacturer.',
    263: 'The specified device is not open or is not recognized by MCI.',
    264: 'Not enough memory available for this task. Quit one or more '
         'applications to increase available memory, and then try again.',
    265: 'The device name is already being used as an alias by this application. '
         'Use a unique alias.',
    266: 'There is an undetectable problem in loading the specified device driver.',
    267: 'No command was specified.',
    268: 'The output string was too large to fit in the return buffer. Increase '
         'the size of the buffer.',
    269: 'The specified command requires a character-string parameter. Please provide one.',
    270: 'The specified integer is invalid for this command.',
    271: 'The device driver returned an invalid return type. Check with the '
         'device manufacturer about obtaining a new driver.',
    272: 'There is a problem with the device driver. Check with the device '
         'manufacturer about obtaining a new driver.',
    273: 'The specified command requires a parameter. Please supply one.',
    274: 'The MCI device you are using does not support the specified command.',
    275: 'Cannot find the specified file. Make sure the path and filename are correct.',
    276: 'The device driver is not ready.',
    277: 'A problem occurred in initializing MCI. Try restarting Windows.',
    278: 'There is a problem with the device driver. The driver has closed. '
         'Cannot access error.',
    279: "Cannot use 'all' as the device name with the specified command.",
    280: 'Errors occurred in more than one device. Specify each command and '
         'device separately to determine which devices caused the error.',
    281: 'Cannot determine the device type from the given filename extension.',
    282: 'The specified parameter is out of range for the specified command.',
    284: 'The specified parameters cannot be used together.',
    286: 'Cannot save the specified file. Make sure you have enough disk space or'
         ' are still connected to the network.',
    287: 'Cannot find the specified device. Make sure it is installed and that '
         'the device name is spelled correctly.',
    288: 'The specified device is now being closed. Wait a few seconds, and then try again.',
    289: 'The specified alias is already being used in this application. Use a unique alias.',
    290: 'The specified parameter is invalid for this command.',
    291: "The device driver is already in use. To share it, use the 'shareable' "
         "parameter with each 'open' command.",
    292: 'The specified command requires an alias, file, driver, or device name. '
         'Please supply one.',
    293: 'The specified value for the time format is invalid. Refer to the MCI '
         'documentation for valid formats.',
    294: 'A closing double-quotation mark is missing from the parameter value. '
         'Please supply one.',
    295: 'A parameter or value was specified twice. Only specify it once.',
    296: 'The specified file cannot be played on the specified MCI device. The '
         'file may be corrupt, or not in the correct format.',
    297: 'A null parameter block was passed to MCI.',
    298: 'Cannot save an unnamed file. Supply a filename.',
    299: "You must specify an alias when using the 'new' parameter.",
    300: "Cannot use the 'notify' flag with auto-opened devices.",
    301: 'Cannot use a filename with the specified device.',
    302: 'Cannot carry out the commands in the order specified. Correct the '
         'command sequence, and then try again.',
    303: 'Cannot carry out the specified command on an auto-opened device. Wait '
         'until the device is closed, and then try again.',
    304: 'The filename is invalid. Make sure the filename is not longer than 8 '
         'characters, followed by a period and an extension.',
    305: 'Cannot specify extra characters after a string enclosed in quotation marks.',
    306: 'The specified device is not installed on the system. Use the Drivers '
         'option in Control Panel to install the device.',
    307: 'Cannot access the specified file or MCI device. Try changing '
         'directories or restarting your computer.',
    308: 'Cannot access the specified file or MCI device because the application '
         'cannot change directories.',
    309: 'Cannot access specified file or MCI device because the application '
         'cannot change drives.',
    310: 'Specify a device or driver name that is less than 79 characters.',
    311: 'Specify a device or driver name that is less than 69 characters.',
    312: 'The specified command requires an integer parameter. Please provide one.',
    320: 'All wave devices that can play files in the current format are in use. '
         'Wait until a wave device is free, and then try again.',
    321: 'Cannot set the current wave device for play back because it is in use. '
         'Wait until the device is free, and then try again.',
    322: 'All wave devices that can record files in the current format are in '
         'use. Wait until a wave device is free, and then try again.',
    323: 'Cannot set the current wave device for recording because it is in use. '
         'Wait until the device is free, and then try again.',
    324: 'Any compatible waveform playback device may be used.',
    325: 'Any compatible waveform recording device may be used.',
    326: 'No wave device that can play files in the current format is installed. '
         'Use the Drivers option to install the wave device.',
    327: 'The device you are trying to play to cannot recognize the current file format.',
    328: 'No wave device that can record files in the current format is '
         'installed. Use the Drivers option to install the wave device.',
    329: 'The device you are trying to record from cannot recognize the current file format.',
    336: 'The time formats of the "song pointer" and SMPTE are mutually '
         "exclusive. You can't use them together.",
    337: 'The specified MIDI port is already in use. Wait until it is free, and '
         'then try again.',
    338: 'The specified MIDI device is not installed on the system. Use the '
         'Drivers option from the Control Panel to install a MIDI device.',
    339: 'The current MIDI Mapper setup refers to a MIDI device that is not '
         'installed on the system.',
    340: 'An error occurred with the specified port.',
    341: 'All multimedia timers are being used by other applications. Quit one of'
         ' these applications, and then try again.',
    342: "The system doesn't have a current MIDI port specified.",
    343: 'The system has no installed MIDI devices. Use the Drivers option from '
         'the Control Panel to install a MIDI driver.',
    346: 'There is no display window.',
    347: 'Could not create or use window.',
    348: 'Cannot read the specified file. Make sure the file is still present, or'
         ' check your disk or network connection.',
    349: 'Cannot write to the specified file. Make sure you have enough disk '
         'space or are still connected to the network.',
}


@api(WINMM, "mciGetErrorString{AW}", "DWORD code, LPVOID buf, UINT size", widths=BOTH)
def mciGetErrorString(c, code, buf, size):
    if not buf or not MCIERR_BASE <= code <= MCIERR_CUSTOM_DRIVER_BASE:
        return 0                       # not an MCI error code: FALSE, the buffer untouched
    text = MCIERR_TEXT.get(code)
    if size:
        # cut to the buffer, NUL-terminated; a code of the range without a text: empty
        c.write_str(buf, text or "", size)
    return int(text is not None)


MCIERR_PARAM_OVERFLOW = 268


@api(WINMM, "mciSendString{AW}", "LPVOID command, LPVOID ret, UINT size, HWND hwnd", widths=BOTH)
def mciSendString(c, command, ret, size, hwnd):
    vm = c.vm
    if ret and size:
        c.write_str(ret, "", size)
    try:
        result, tell, wait = send_string(vm, c.read_str(command) if command else "", hwnd)
    except MciError as e:
        return e.code
    if ret and size:
        if len(result) >= size:
            return MCIERR_PARAM_OVERFLOW
        c.write_str(ret, result, size)
    if tell is not None and hwnd and vm.wm.get(hwnd) is not None:
        vm.wm.post(hwnd, MM_MCINOTIFY, MCI_NOTIFY_SUCCESSFUL, tell.id)
    if wait is not None:
        return _wait(vm, wait)
    return 0


def _wait(vm, dev):
    """"play ... wait": park until the play is over, on guest time."""
    while dev.mode == "playing":
        due = dev.next_due()
        vm.sleep_deadline = int(-(-due // 1)) if due is not None else None
        try:
            yield PARK
        finally:
            vm.sleep_deadline = None
        dev.complete_until(vm.clock.now_ms())
    return 0


@api(WINMM, "mciGetDeviceID{AW}", "LPVOID name", widths=BOTH)
def mciGetDeviceID(c, name):
    text = (c.read_str(name) or "") if name else ""
    for dev in c.vm.sound.mci_devices.values():
        if dev.alias.lower() == text.lower():
            return dev.id
    return 0


MCI_OPEN_ELEMENT, MCI_OPEN_ALIAS, MCI_OPEN_TYPE, MCI_OPEN_TYPE_ID = 0x200, 0x400, 0x2000, \
    0x1000
# mmsystem.h packs these to 1 byte in both widths (lpstrDeviceType at 12 in 64-bit programs).
MCI_OPEN_PARMS = struct("MCI_OPEN_PARMS{AW}", "DWORD_PTR dwCallback; MCIDEVICEID wDeviceID; "
                        "LPCTSTR lpstrDeviceType; LPCTSTR lpstrElementName; "
                        "LPCTSTR lpstrAlias", pack=1)
MCI_PLAY_PARMS = struct("MCI_PLAY_PARMS", "DWORD_PTR dwCallback; DWORD dwFrom; DWORD dwTo",
                        pack=1)
MCI_SEEK_PARMS = struct("MCI_SEEK_PARMS", "DWORD_PTR dwCallback; DWORD dwTo", pack=1)
MCI_SET_PARMS = struct("MCI_SET_PARMS", "DWORD_PTR dwCallback; DWORD dwTimeFormat; "
                       "DWORD dwAudio", pack=1)
MCI_STATUS_PARMS = struct("MCI_STATUS_PARMS", "DWORD_PTR dwCallback; DWORD_PTR dwReturn; "
                          "DWORD dwItem; DWORD dwTrack", pack=1)
MCI_GENERIC_PARMS = struct("MCI_GENERIC_PARMS", "DWORD_PTR dwCallback", pack=1)


def _text(c, ptr):
    return c.read_str(ptr) if ptr else None


@api(WINMM, "mciSendCommand{AW}", "UINT dev, UINT msg, DWORD flags, LPVOID parms", widths=BOTH)
def mciSendCommand(c, dev_id, msg, flags, parms):
    vm = c.vm
    try:
        if msg == MCI_OPEN:
            if not parms:
                return 297                     # MCIERR_NULL_PARAMETER_BLOCK
            view = c.struct(MCI_OPEN_PARMS, parms)
            if flags & MCI_OPEN_TYPE_ID:
                raise Unimplemented("%s (MCI_OPEN_TYPE_ID)" % c.spec.full_name)
            dev_type = _text(c, view.lpstrDeviceType) if flags & MCI_OPEN_TYPE else None
            element = _text(c, view.lpstrElementName) if flags & MCI_OPEN_ELEMENT else None
            alias = _text(c, view.lpstrAlias) if flags & MCI_OPEN_ALIAS else None
            if element is None:
                raise Unimplemented("%s (MCI_OPEN without a file: the %s driver)"
                                    % (c.spec.full_name, dev_type))
            dev = open_device(vm, element, alias, dev_type)
            view.wDeviceID = dev.id
            _tell(vm, dev, flags, view.dwCallback)
            return 0
        dev = device(vm, dev_id)
        values = {"callback": 0}
        if parms:
            values["callback"] = MCI_GENERIC_PARMS.at(vm.mem, parms, c.ptr_size).dwCallback
        if msg == MCI_PLAY and parms:
            v = MCI_PLAY_PARMS.at(vm.mem, parms, c.ptr_size)
            values.update({"from": v.dwFrom, "to": v.dwTo})
        elif msg == MCI_SEEK and parms:
            values["to"] = MCI_SEEK_PARMS.at(vm.mem, parms, c.ptr_size).dwTo
        elif msg == MCI_SET and parms:
            values["format"] = MCI_SET_PARMS.at(vm.mem, parms, c.ptr_size).dwTimeFormat
        elif msg == MCI_STATUS:
            if not parms:
                return 297
            values["item"] = MCI_STATUS_PARMS.at(vm.mem, parms, c.ptr_size).dwItem
        result = command(vm, dev, msg, flags, values)
    except MciError as e:
        return e.code
    if result is not None:
        MCI_STATUS_PARMS.at(vm.mem, parms, c.ptr_size).dwReturn = result
    if msg == MCI_PLAY:
        return _wait(vm, dev) if flags & MCI_WAIT else 0
    if msg != MCI_CLOSE or flags & MCI_NOTIFY:
        _tell(vm, dev, flags, values["callback"])
    return 0


def _tell(vm, dev, flags, hwnd):
    """MCI_NOTIFY on a command that is over at once: MCI_NOTIFY_SUCCESSFUL now."""
    if flags & MCI_NOTIFY and hwnd and vm.wm.get(hwnd) is not None:
        vm.wm.post(hwnd, MM_MCINOTIFY, MCI_NOTIFY_SUCCESSFUL, dev.id)
