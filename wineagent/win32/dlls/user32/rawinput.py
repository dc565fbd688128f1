"""USER32: raw input — RegisterRawInputDevices, GetRegisteredRawInputDevices,
GetRawInputDeviceList, GetRawInputDeviceInfo, GetRawInputData, GetRawInputBuffer and
DefRawInputProc. The devices, the registrations and the records WM_INPUT carries are
``user/rawinput.py``'s; this surface keeps the size protocols: a NULL buffer asks for the
size (0 returned, the size stored), a buffer too small fails with -1 and
ERROR_INSUFFICIENT_BUFFER, a wrong structure or header size with -1 (FALSE for
RegisterRawInputDevices) and ERROR_INVALID_PARAMETER."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import USER32
from ...core.structures import (RAWINPUTDEVICE, RAWINPUTDEVICELIST, RAWINPUTHEADER,
                                RAWKEYBOARD, RAWMOUSE, RID_DEVICE_INFO,
                                RID_DEVICE_INFO_KEYBOARD, RID_DEVICE_INFO_MOUSE)
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_HANDLE,
                              ERROR_INVALID_PARAMETER, ERROR_INVALID_WINDOW_HANDLE,
                              ERROR_NOACCESS)
from ...user import rawinput
from ...user.rawinput import (RIDEV_APPKEYS, RIDEV_DEVNOTIFY, RIDEV_EXINPUTSINK,
                              RIDEV_INPUTSINK, RIDEV_NOHOTKEYS, RIDEV_NOLEGACY,
                              RIDEV_REMOVE, RIM_TYPEMOUSE)

RID_INPUT, RID_HEADER = 0x10000003, 0x10000005
RIDI_PREPARSEDDATA, RIDI_DEVICENAME, RIDI_DEVICEINFO = 0x20000005, 0x20000007, 0x2000000B
_FAIL = 0xFFFFFFFF
#: The flags Windows defines; RIDEV_CAPTUREMOUSE is RIDEV_NOHOTKEYS' value (mouse / keys).
_KNOWN = RIDEV_REMOVE | RIDEV_NOLEGACY | RIDEV_INPUTSINK | RIDEV_NOHOTKEYS | RIDEV_APPKEYS \
    | RIDEV_EXINPUTSINK | RIDEV_DEVNOTIFY
#: RIDI_DEVICEINFO of the mouse: a wheel mouse (WHEELMOUSE_HID_HARDWARE) with both wheels
#: and three buttons, no sample rate (a HID mouse has none).
_MOUSE_INFO = dict(dwId=0x100, dwNumberOfButtons=3, dwSampleRate=0, fHasHorizontalWheel=1)
#: ... of the keyboard: GetKeyboardType's IBM enhanced (101/102-key) keyboard.
_KEYBOARD_INFO = dict(dwType=4, dwSubType=0, dwKeyboardMode=1, dwNumberOfFunctionKeys=12,
                      dwNumberOfIndicators=3, dwNumberOfKeysTotal=101)


def _fail(vm, error):
    vm.last_error = error
    return _FAIL


@api(USER32, "RegisterRawInputDevices", "LPVOID devices, UINT count, UINT size", widths=BOTH)
def RegisterRawInputDevices(c, devices, count, size):
    """Register (or with RIDEV_REMOVE unregister) ``count`` top-level collections for
    raw input; all or none. A removal names no window; RIDEV_INPUTSINK, RIDEV_EXINPUTSINK
    and RIDEV_DEVNOTIFY need one. RIDEV_DEVNOTIFY posts WM_INPUT_DEVICE_CHANGE
    (GIDC_ARRIVAL) for each present device of the collection. RIDEV_APPKEYS (only with
    RIDEV_NOLEGACY) changes nothing: the keyboard has no application command keys.
    RIDEV_EXCLUDE, RIDEV_PAGEONLY (registering a whole usage page), RIDEV_CAPTUREMOUSE and
    RIDEV_NOHOTKEYS stop the guest naming them."""
    vm = c.vm
    ptr = c.ptr_size
    if size != RAWINPUTDEVICE.sizeof(ptr) or not devices or not count:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    rows = [RAWINPUTDEVICE.read(vm.mem, devices + i * size, ptr) for i in range(count)]
    for r in rows:
        flags, hwnd = r["dwFlags"], r["hwndTarget"]
        mode = flags & RIDEV_NOLEGACY
        if mode and mode != RIDEV_NOLEGACY:
            raise Unimplemented("%s!RegisterRawInputDevices: RIDEV_EXCLUDE / RIDEV_PAGEONLY"
                                % USER32)
        if flags & RIDEV_NOHOTKEYS and not flags & RIDEV_REMOVE:
            # the mouse's RIDEV_CAPTUREMOUSE (a click activates no other window) and the
            # keyboard's RIDEV_NOHOTKEYS (RegisterHotKey's keys not handled) are undone
            raise Unimplemented("%s!RegisterRawInputDevices: RIDEV_CAPTUREMOUSE / "
                                "RIDEV_NOHOTKEYS" % USER32)
        bad = flags & ~_KNOWN or (flags & RIDEV_REMOVE and (hwnd or flags & ~RIDEV_REMOVE)) \
            or (flags & (RIDEV_INPUTSINK | RIDEV_EXINPUTSINK | RIDEV_DEVNOTIFY) and not hwnd) \
            or (flags & RIDEV_APPKEYS and mode != RIDEV_NOLEGACY)
        if bad:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        if hwnd and vm.wm.get(hwnd) is None:
            vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
    raw = vm.wm.raw
    for r in rows:
        page, usage, flags, hwnd = r["usUsagePage"], r["usUsage"], r["dwFlags"], \
            r["hwndTarget"]
        raw.register(page, usage, flags, hwnd)
        if flags & RIDEV_DEVNOTIFY:
            rawinput.arrivals(vm.wm, page, usage, hwnd)
    return 1


@api(USER32, "GetRegisteredRawInputDevices", "LPVOID devices, LPVOID count, UINT size",
     widths=BOTH)
def GetRegisteredRawInputDevices(c, devices, count, size):
    """The process's registrations, by usage page and usage: how many were stored. A
    buffer with room for none fails with ERROR_INVALID_PARAMETER, the count left as it
    is (user32's input.c; a buffer too small for them all is ERROR_INSUFFICIENT_BUFFER
    with the count needed)."""
    vm = c.vm
    ptr = c.ptr_size
    if size != RAWINPUTDEVICE.sizeof(ptr) or not count:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    rows = vm.wm.raw.listing()
    room = vm.mem.u32(count)
    if devices and not room:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if not devices:
        vm.mem.w32(count, len(rows))
        return 0
    if room < len(rows):
        vm.mem.w32(count, len(rows))
        return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
    vm.mem.write(devices, RAWINPUTDEVICE.pack_array(rows, ptr))
    return len(rows)


@api(USER32, "GetRawInputDeviceList", "LPVOID devices, LPVOID count, UINT size", widths=BOTH)
def GetRawInputDeviceList(c, devices, count, size):
    """The raw input devices (the session's mouse and keyboard): how many were stored.
    A wrong structure size is ERROR_INVALID_PARAMETER, then no count ERROR_NOACCESS, as
    Windows checks them (user32's input.c)."""
    vm = c.vm
    ptr = c.ptr_size
    if size != RAWINPUTDEVICELIST.sizeof(ptr):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if not count:
        return _fail(vm, ERROR_NOACCESS)
    rows = [(d.handle, d.kind) for d in rawinput.DEVICES]
    if not devices:
        vm.mem.w32(count, len(rows))
        return 0
    if vm.mem.u32(count) < len(rows):
        vm.mem.w32(count, len(rows))
        return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
    vm.mem.write(devices, RAWINPUTDEVICELIST.pack_array(rows, ptr))
    return len(rows)


@api(USER32, "GetRawInputDeviceInfo{AW}", "HANDLE device, UINT command, LPVOID data,"
     " LPVOID size", widths=BOTH)
def GetRawInputDeviceInfo(c, device, command, data, size):
    """A device's name (RIDI_DEVICENAME, ``*size`` in characters), its RID_DEVICE_INFO
    (RIDI_DEVICEINFO) or its preparsed HID data (RIDI_PREPARSEDDATA: a mouse and a
    keyboard have none, 0 bytes). Answers what was stored (characters of the name with
    its NUL, bytes otherwise). No size is ERROR_NOACCESS before anything else, then a
    handle that is no device ERROR_INVALID_HANDLE, then an unknown command
    ERROR_INVALID_PARAMETER, as Windows checks them (user32's input.c)."""
    vm = c.vm
    if not size:
        return _fail(vm, ERROR_NOACCESS)
    dev = vm.wm.raw.device(device)
    if dev is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if command == RIDI_DEVICENAME:
        need = len(dev.name) + 1
    elif command == RIDI_DEVICEINFO:
        need = RID_DEVICE_INFO.sizeof()
    elif command == RIDI_PREPARSEDDATA:
        need = 0
    else:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if not data:
        vm.mem.w32(size, need)
        return 0
    if vm.mem.u32(size) < need:
        vm.mem.w32(size, need)
        return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
    if command == RIDI_DEVICENAME:
        c.write_str(data, dev.name, need)
    elif command == RIDI_DEVICEINFO:
        info = bytearray(RID_DEVICE_INFO.pack(cbSize=need, dwType=dev.kind))
        body = RID_DEVICE_INFO_MOUSE.pack(**_MOUSE_INFO) if dev.kind == RIM_TYPEMOUSE \
            else RID_DEVICE_INFO_KEYBOARD.pack(**_KEYBOARD_INFO)
        info[8:8 + len(body)] = body            # the union: the device type's member
        vm.mem.write(data, bytes(info))
    return need


def _record_bytes(record, ptr, with_data=True):
    """A record as RAWINPUT (or its RAWINPUTHEADER alone) at the program's width;
    dwSize is the whole record's either way."""
    body = RAWMOUSE.pack(ptr, **record.fields) if record.kind == RIM_TYPEMOUSE \
        else RAWKEYBOARD.pack(ptr, **record.fields)
    head = RAWINPUTHEADER.pack(ptr, dwType=record.kind,
                               dwSize=RAWINPUTHEADER.sizeof(ptr) + len(body),
                               hDevice=record.device, wParam=record.code)
    return head + body if with_data else head


@api(USER32, "GetRawInputData", "HANDLE hraw, UINT command, LPVOID data, LPVOID size,"
     " UINT header_size", widths=BOTH)
def GetRawInputData(c, hraw, command, data, size, header_size):
    """A WM_INPUT record (RID_INPUT) or its header (RID_HEADER): the bytes stored."""
    vm = c.vm
    ptr = c.ptr_size
    if header_size != RAWINPUTHEADER.sizeof(ptr) or command not in (RID_INPUT, RID_HEADER) \
            or not size:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    record = vm.wm.raw.records.get(hraw)
    if record is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    out = _record_bytes(record, ptr, command == RID_INPUT)
    if not data:
        vm.mem.w32(size, len(out))
        return 0
    if vm.mem.u32(size) < len(out):
        return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
    vm.mem.write(data, out)
    return len(out)


#: A handle no window has: a look (no removal) with it takes nothing but makes the input
#: queue's events into messages (with their raw input records), as Windows' raw input
#: thread has already done when GetRawInputBuffer looks.
_NO_WINDOW = 0xFFFFFFFF


@api(USER32, "GetRawInputBuffer", "LPVOID data, LPVOID size, UINT header_size", widths=BOTH)
def GetRawInputBuffer(c, data, size, header_size):
    """Take the calling thread's waiting raw input out of its queue, as an array of
    RAWINPUT records each aligned to the pointer size (NEXTRAWINPUTBLOCK): as many as
    fit in ``*size`` bytes, their WM_INPUT messages removed; answers how many. A NULL
    ``data`` stores the size of the first waiting record (0: none) and answers 0; so
    does a buffer when none waits. A size no larger than the record the call stopped at
    fails with ERROR_INSUFFICIENT_BUFFER and that size, the records that fitted taken.
    A 32-bit program gets the 32-bit layout, as on a 32-bit Windows (this desktop is
    one: IsWow64Process answers FALSE)."""
    vm = c.vm
    wm = vm.wm
    ptr = c.ptr_size
    if header_size != RAWINPUTHEADER.sizeof(ptr) or not size:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    yield from wm.next_message(_NO_WINDOW, rawinput.WM_INPUT, rawinput.WM_INPUT, remove=False)
    mine = wm.current_thread_filter()
    waiting = [m for m in wm.input_msgs if m.msg == rawinput.WM_INPUT
               and (mine is None or mine(m)) and m.lparam in wm.raw.records]
    if not data:
        first = _record_bytes(wm.raw.records[waiting[0].lparam], ptr) if waiting else b""
        vm.mem.w32(size, len(first))
        return 0
    if not waiting:
        vm.mem.w32(size, 0)         # nothing waits: no bytes, as Windows answers
        return 0
    room = vm.mem.u32(size)
    out = bytearray()
    taken = last = 0
    for m in waiting:
        rec = _record_bytes(wm.raw.records[m.lparam], ptr)
        last = len(rec)
        if len(out) + len(rec) > room:
            break
        out += rec
        out += bytes(-len(out) % ptr)            # RAWINPUT_ALIGN
        wm.input_msgs.remove(m)
        wm.raw.forget(m.lparam)
        taken += 1
    vm.mem.write(data, bytes(out))
    if room <= last:
        # Windows wants a byte more than the record it stopped at (or the last one it
        # took): the call fails with that record's size, though the records that fit
        # were written and taken out of the queue all the same (user32's input.c)
        vm.mem.w32(size, last)
        return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
    return taken


@api(USER32, "DefRawInputProc", "LPVOID records, INT count, UINT header_size", widths=BOTH)
def DefRawInputProc(c, records, count, header_size):
    """The default processing of raw input records, which has nothing left to do here
    (a record lives until later input replaces it): 0, or -1 when ``header_size`` is
    not sizeof(RAWINPUTHEADER), as documented."""
    if header_size != RAWINPUTHEADER.sizeof(c.ptr_size):
        return _FAIL
    return 0
