"""USER32: window stations and desktops (``user/winsta.py`` holds the objects): create,
open, close, enumerate, the process's station and each thread's desktop, the input
desktop, and GetUserObjectInformation / SetUserObjectInformation."""


from ....abi.api import BOTH, GuestCall, api
from ...core.dllnames import USER32
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_PATHNAME, ERROR_INVALID_FUNCTION, ERROR_BUSY, ERROR_FILE_NOT_FOUND,
                              ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_HANDLE,
                              ERROR_INVALID_PARAMETER, ERROR_PATH_NOT_FOUND)
from ...kernel.process import is_current_process
from ...user import winsta
from ...user.winsta import Desktop, WindowStation
from ...core.structures import USEROBJECTFLAGS
from ....abi.structs import array_bytes

UOI_FLAGS, UOI_NAME, UOI_TYPE, UOI_USER_SID, UOI_HEAPSIZE, UOI_IO = 1, 2, 3, 4, 5, 6
UOI_TIMERPROC_EXCEPTION_SUPPRESSION = 7
#: the desktop heap size Windows reports for an interactive desktop, in KB
DESKTOP_HEAP_KB = 20480


def _station(c, h):
    obj = c.vm.handles.get(h, WindowStation)
    if obj is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return obj


def _desktop(c, h):
    obj = c.vm.handles.get(h, Desktop)
    if obj is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return obj


@api(USER32, "GetProcessWindowStation", widths=BOTH)
def GetProcessWindowStation(c):
    """The process's window station (the same handle each time; WinSta0 at start)."""
    return winsta.process_station(c.vm)


@api(USER32, "SetProcessWindowStation", "HANDLE h", widths=BOTH)
def SetProcessWindowStation(c, h):
    """Make ``h`` the process's window station (GetProcessWindowStation answers it)."""
    if _station(c, h) is None:
        return 0
    winsta.process_station(c.vm)
    c.vm.user.process_winsta = h
    return 1


@api(USER32, "CreateWindowStation{AW}", "LPCTSTR name, DWORD flags, DWORD access, LPVOID sa", widths=BOTH)
def CreateWindowStation(c, name, flags, access, sa):
    """A new station, or a new handle to the one of that name. No name (or "") is the
    logon session's service station; a backslash in the name: ERROR_PATH_NOT_FOUND."""
    vm = c.vm
    name = name or winsta.service_station_name()
    if "\\" in name:
        vm.last_error = ERROR_PATH_NOT_FOUND
        return 0
    st = winsta.station_named(vm, name)
    if st is None:
        st = vm.user.window_stations[name.lower()] = WindowStation(name)
    return vm.new_handle(st)


@api(USER32, "OpenWindowStation{AW}", "LPCTSTR name, BOOL inherit, DWORD access", widths=BOTH)
def OpenWindowStation(c, name, inherit, access):
    """A new handle to an existing station ("" the service station):
    ERROR_FILE_NOT_FOUND when there is none, ERROR_PATH_NOT_FOUND for a path."""
    vm = c.vm
    name = name if name else winsta.service_station_name()
    if "\\" in name:
        vm.last_error = ERROR_PATH_NOT_FOUND
        return 0
    st = winsta.station_named(vm, name)
    if st is None:
        vm.last_error = ERROR_FILE_NOT_FOUND
        return 0
    return vm.new_handle(st)


def _close(c, h):
    busy = winsta.in_use(c.vm, h)
    if busy:
        c.vm.last_error = busy
        return 0
    c.vm.handles.pop(h)
    return 1


@api(USER32, "CloseWindowStation", "HANDLE:window station h", widths=BOTH)
def CloseWindowStation(c, h):
    """Close a station handle (not the process's own: ERROR_BUSY)."""
    return _close(c, h)


@api(USER32, "CloseDesktop", "HANDLE:desktop h", widths=BOTH)
def CloseDesktop(c, h):
    """Close a desktop handle (not one a thread uses: ERROR_BUSY)."""
    return _close(c, h)


def _check_desktop_name(c, name):
    if not name:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return False
    if "\\" in name:
        c.vm.last_error = ERROR_BAD_PATHNAME
        return False
    return True


def _current_station(c):
    return c.vm.handles.get(winsta.process_station(c.vm))


@api(USER32, "CreateDesktop{AW}", "LPCTSTR name, LPCTSTR device, LPVOID devmode, DWORD flags,"
                                  " DWORD access, LPVOID sa", widths=BOTH)
def CreateDesktop(c, name, device, devmode, flags, access, sa):
    """A new desktop of the process's station, or a new handle to the one of that name
    (the last error left alone). An empty name: ERROR_INVALID_HANDLE; a path:
    ERROR_BAD_PATHNAME."""
    if not _check_desktop_name(c, name):
        return 0
    st = _current_station(c)
    d = winsta.desktop_named(c.vm, st, name)
    if d is None:
        d = st.desktops[name.lower()] = Desktop(name, st)
        d.flags = flags
    return c.vm.new_handle(d)


@api(USER32, "OpenDesktop{AW}", "LPCTSTR name, DWORD flags, BOOL inherit, DWORD access", widths=BOTH)
def OpenDesktop(c, name, flags, inherit, access):
    """A new handle to a desktop of the process's station (ERROR_FILE_NOT_FOUND when
    there is none of that name)."""
    if not _check_desktop_name(c, name):
        return 0
    d = winsta.desktop_named(c.vm, _current_station(c), name)
    if d is None:
        c.vm.last_error = ERROR_FILE_NOT_FOUND
        return 0
    return c.vm.new_handle(d)


@api(USER32, "OpenInputDesktop", "DWORD flags, BOOL inherit, DWORD access", widths=BOTH)
def OpenInputDesktop(c, flags, inherit, access):
    """A new handle to the desktop that receives input; from a process whose station is
    not the interactive one there is none (ERROR_INVALID_FUNCTION)."""
    d = winsta.input_desktop(c.vm)
    if _current_station(c) is not d.station:
        c.vm.last_error = ERROR_INVALID_FUNCTION
        return 0
    return c.vm.new_handle(d)


@api(USER32, "SwitchDesktop", "HANDLE h", widths=BOTH)
def SwitchDesktop(c, h):
    """Make a desktop the input desktop; only one of the interactive station
    (WinSta0) can receive input (ERROR_ACCESS_DENIED)."""
    d = _desktop(c, h)
    if d is None:
        return 0
    if d.station is not winsta.input_desktop(c.vm).station:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    c.vm.user.input_desktop = d
    return 1


@api(USER32, "GetThreadDesktop", "DWORD tid", widths=BOTH)
def GetThreadDesktop(c, tid):
    """A thread's desktop handle (the same each time); NULL with
    ERROR_INVALID_PARAMETER for no thread."""
    vm = c.vm
    t = vm.threads.by_tid(tid)
    if t is None or not t.alive:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return winsta.thread_desktop(vm, t)


@api(USER32, "SetThreadDesktop", "HANDLE h", widths=BOTH)
def SetThreadDesktop(c, h):
    """Move the calling thread to a desktop: refused (ERROR_BUSY) while it has windows,
    as Windows refuses."""
    vm = c.vm
    if _desktop(c, h) is None:
        return 0
    tid = vm.threads.current.tid
    if h != winsta.thread_desktop(vm) and any(
            getattr(w, "tid", None) == tid and not w.destroyed for w in vm.wm.windows.values()):
        vm.last_error = ERROR_BUSY
        return 0
    vm.user.thread_desktop = h
    return 1


def _enum(c, names, proc, lparam):
    """Call ``proc(name, lparam)`` for each name until it answers 0; its last answer."""
    vm = c.vm
    ret = 1
    for name in names:
        buf = vm.heap.alloc((len(name) + 1) * c.char_size)
        c.write_str(buf, name)
        try:
            # the callback's BOOL: its low 32 bits (RAX's upper half is not part of it)
            ret = (yield GuestCall(proc, (buf, lparam))) & 0xFFFFFFFF
        finally:
            vm.heap.free(buf)
        if not ret:
            break
    return ret


@api(USER32, "EnumWindowStations{AW}", "LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumWindowStations(c, proc, lparam):
    """Each window station's name to ``proc``; the callback's last answer."""
    vm = c.vm
    winsta.process_station(vm)
    names = [st.name for key, st in sorted(vm.user.window_stations.items())
             if winsta.station_named(vm, key) is not None]
    return (yield from _enum(c, names, proc, lparam))


@api(USER32, "EnumDesktops{AW}", "HANDLE station, LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumDesktops(c, station, proc, lparam):
    """Each desktop of a station (NULL: the process's) to ``proc``; the callback's last
    answer. Not a station handle: ERROR_INVALID_HANDLE."""
    st = _current_station(c) if not station else _station(c, station)
    if st is None:
        return 0
    names = [d.name for key, d in sorted(st.desktops.items())
             if winsta.desktop_named(c.vm, st, key) is not None]
    return (yield from _enum(c, names, proc, lparam))


@api(USER32, "GetUserObjectInformation{AW}", "HANDLE:window station|desktop h, INT index, LPVOID buf, DWORD size,"
                                             " LPVOID needed", widths=BOTH)
def GetUserObjectInformation(c, h, index, buf, size, needed):
    """A station's or desktop's flags (USEROBJECTFLAGS), name, type ("WindowStation",
    "Desktop"), user SID (none: 0 bytes), heap size or input state. A buffer too small:
    ERROR_INSUFFICIENT_BUFFER, with the size needed — counted in UTF-16 bytes for a
    string whichever the variant, as Windows counts (the ANSI call then reports the
    bytes it wrote)."""
    vm = c.vm
    obj = vm.handles.get(h)
    if index in (UOI_NAME, UOI_TYPE):
        text = obj.name if index == UOI_NAME else obj.type_name
        wide_size = 2 * (len(text) + 1)
        if not buf or size < (wide_size if c.wide else len(text) + 1):
            if needed:
                vm.mem.w32(needed, wide_size)
            vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
        c.write_str(buf, text)
        if needed:
            vm.mem.w32(needed, wide_size if c.wide else len(text) + 1)
        return 1
    if index == UOI_FLAGS:
        data = USEROBJECTFLAGS.pack(fInherit=0, fReserved=0, dwFlags=obj.flags)
    elif index == UOI_USER_SID:
        data = b""
    elif index == UOI_HEAPSIZE and isinstance(obj, Desktop):
        data = array_bytes("ULONG", [DESKTOP_HEAP_KB])
    elif index == UOI_IO and isinstance(obj, Desktop):
        data = array_bytes("BOOL", [int(obj is winsta.input_desktop(vm))])
    else:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if needed:
        vm.mem.w32(needed, len(data))
    if len(data) > size or (data and not buf):
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    if data:
        vm.mem.write(buf, data)
    return 1


@api(USER32, "SetUserObjectInformation{AW}", "HANDLE h, INT index, LPVOID buf, DWORD size",
     widths=BOTH)
def SetUserObjectInformation(c, h, index, buf, size):
    """A station's or desktop's flags (USEROBJECTFLAGS: its dwFlags are kept), or, on
    the process (GetCurrentProcess's handle), UOI_TIMERPROC_EXCEPTION_SUPPRESSION: a
    BOOL, whether DispatchMessage calls a TimerProc inside a handler that takes every
    exception (kernel/callguard.py; on until the program turns it off, as documented)."""
    vm = c.vm
    if index == UOI_TIMERPROC_EXCEPTION_SUPPRESSION and is_current_process(vm, h):
        if size < 4 or not buf:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        vm.user.timerproc_exception_suppression = bool(vm.mem.u32(buf))
        return 1
    obj = vm.handles.get(h, (WindowStation, Desktop))
    if obj is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if index != UOI_FLAGS or size < USEROBJECTFLAGS.sizeof() or not buf:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    obj.flags = USEROBJECTFLAGS.at(vm.mem, buf).dwFlags
    return 1
