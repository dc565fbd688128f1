"""Window stations and desktops: the securable objects a program's windows live in.

There is one interactive window station, WinSta0, with its desktop "Default" — where
every window here is, and the input desktop. A program may create more (each a name in
one namespace, case-insensitive, alive while a handle to it is open) and switch its
process's station (SetProcessWindowStation) or a thread's desktop (SetThreadDesktop,
refused while the thread has windows). The handles GetProcessWindowStation and
GetThreadDesktop give out belong to the system: CloseHandle refuses them
(ERROR_INVALID_HANDLE) and CloseWindowStation / CloseDesktop answer ERROR_BUSY, as
Windows does (Wine's winstation tests)."""

from ..core.winerror import ERROR_BUSY
from ..kernel.sids import LOGON_SID
from ..kernel.handletable import handle_kind

__all__ = ["WindowStation", "Desktop", "process_station", "thread_desktop", "station_named",
           "service_station_name", "in_use", "threads_desktops", "input_desktop",
           "is_shell_window"]

WSF_VISIBLE = 0x1


def service_station_name():
    """The name CreateWindowStation gives a station created with no name: the logon
    session's, "Service-0x<high>-<low>$" (the token's AuthenticationId)."""
    return "Service-0x0-%x$" % LOGON_SID.subs[-1]


@handle_kind("window station")
class WindowStation:
    """A window station: its name, its desktops (by lower-case name) and its flags."""

    type_name = "WindowStation"

    def __init__(self, name, flags=0, permanent=False):
        self.name, self.flags, self.permanent = name, flags, permanent
        self.desktops = {}

    def may_close(self, vm, h):
        """CloseHandle's question: the process's station handle cannot be closed."""
        return h != vm.user.process_winsta


@handle_kind("desktop")
class Desktop:
    """A desktop of a window station."""

    type_name = "Desktop"

    def __init__(self, name, station, permanent=False):
        self.name, self.station, self.permanent = name, station, permanent
        self.flags = 0
        #: SetShellWindow's window (Explorer's Progman on Windows; none here until a
        #: program sets one): GetShellWindow answers it while it lives
        self.shell_window = 0

    def may_close(self, vm, h):
        """CloseHandle's question: a thread's desktop handle cannot be closed."""
        return h not in threads_desktops(vm)


def _alive(vm, obj):
    return obj.permanent or vm.handles.refers_to(obj)


def _winsta0(vm):
    """The interactive station and its Default desktop, made on first use."""
    table = vm.user.window_stations
    st = table.get("winsta0")
    if st is None:
        st = table["winsta0"] = WindowStation("WinSta0", WSF_VISIBLE, permanent=True)
        st.desktops["default"] = Desktop("Default", st, permanent=True)
    return st


def station_named(vm, name):
    """The live station called ``name`` (any case), or None."""
    _winsta0(vm)
    st = vm.user.window_stations.get(name.lower())
    if st is not None and not _alive(vm, st):
        del vm.user.window_stations[name.lower()]
        return None
    return st


def desktop_named(vm, station, name):
    """The live desktop ``name`` of ``station``, or None."""
    d = station.desktops.get(name.lower())
    if d is not None and not _alive(vm, d):
        del station.desktops[name.lower()]
        return None
    return d


def process_station(vm):
    """GetProcessWindowStation's handle (WinSta0's until SetProcessWindowStation)."""
    if not vm.user.process_winsta:
        vm.user.process_winsta = vm.new_handle(_winsta0(vm))
    return vm.user.process_winsta


def _initial_desktop(vm):
    if not vm.user.initial_desktop:
        vm.user.initial_desktop = vm.new_handle(_winsta0(vm).desktops["default"])
    return vm.user.initial_desktop


def thread_desktop(vm, thread=None):
    """The desktop handle of a thread (the running one by default): the one
    SetThreadDesktop gave it, else the process's initial desktop."""
    if thread is None or thread is vm.threads.current:
        own = vm.user.thread_desktop
    else:
        own = thread.saved.get("thread_desktop")
    return own or _initial_desktop(vm)


def is_shell_window(vm, hwnd):
    """True when ``hwnd`` is the shell window of the calling thread's desktop
    (SetShellWindow): Windows keeps it at the bottom of the Z order."""
    d = vm.handles.get(thread_desktop(vm), Desktop)
    return d is not None and bool(hwnd) and d.shell_window == hwnd


def threads_desktops(vm):
    """The desktop handles the live threads use."""
    hs = {thread_desktop(vm)}
    hs.update(h or _initial_desktop(vm) for h in vm.threads.saved_values("thread_desktop"))
    return hs


def input_desktop(vm):
    """The desktop that receives input (SwitchDesktop's; WinSta0\\Default at start)."""
    return vm.user.input_desktop or _winsta0(vm).desktops["default"]


def in_use(vm, h):
    """ERROR_BUSY when ``h`` is the process's station or a thread's desktop, else 0."""
    if h == vm.user.process_winsta or h in threads_desktops(vm):
        return ERROR_BUSY
    return 0
