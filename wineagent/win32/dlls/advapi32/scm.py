"""ADVAPI32: the client side of the service control manager (OpenSCManager, CreateService,
OpenService, QueryServiceStatus(Ex), QueryServiceConfig, ChangeServiceConfig(2),
StartService, ControlService, DeleteService, CloseServiceHandle) over the database of
``kernel/scm.py``.

An SC_HANDLE is a handle in ``vm.handles`` (kernel/scm.py's ScManager or ServiceHandle)
and carries the access it was opened with; a call needing a right the handle lacks fails
with ERROR_ACCESS_DENIED, as on Windows. The SCM itself grants every right asked for: the
guest's user may change the service database, as it may write HKEY_LOCAL_MACHINE.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_DUPLICATE_SERVICE_NAME,
                             ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_ADDRESS, ERROR_INVALID_HANDLE,
                             ERROR_NOACCESS,
                             ERROR_INVALID_LEVEL, ERROR_INVALID_NAME, ERROR_INVALID_PARAMETER,
                             ERROR_SERVICE_DOES_NOT_EXIST, ERROR_SERVICE_EXISTS,
                             ERROR_SERVICE_NEVER_STARTED,
                             ERROR_SERVICE_MARKED_FOR_DELETE, ERROR_SERVICE_NOT_ACTIVE,
                             RPC_S_SERVER_UNAVAILABLE)
from ...kernel import scm
from ...kernel.environ import environment
from ...kernel.registry import REG_DWORD, REG_EXPAND_SZ, REG_SZ
from ..kernel32.computername import COMPUTER_NAME
from ...core.dllnames import ADVAPI32


SERVICE_STATUS = struct("SERVICE_STATUS", "DWORD dwServiceType; DWORD dwCurrentState; "
                        "DWORD dwControlsAccepted; DWORD dwWin32ExitCode; "
                        "DWORD dwServiceSpecificExitCode; DWORD dwCheckPoint; DWORD dwWaitHint")
SERVICE_STATUS_PROCESS = struct(
    "SERVICE_STATUS_PROCESS", "DWORD dwServiceType; DWORD dwCurrentState; "
    "DWORD dwControlsAccepted; DWORD dwWin32ExitCode; DWORD dwServiceSpecificExitCode; "
    "DWORD dwCheckPoint; DWORD dwWaitHint; DWORD dwProcessId; DWORD dwServiceFlags")
QUERY_SERVICE_CONFIG = struct(
    "QUERY_SERVICE_CONFIG{AW}", "DWORD dwServiceType; DWORD dwStartType; "
    "DWORD dwErrorControl; LPTSTR lpBinaryPathName; LPTSTR lpLoadOrderGroup; DWORD dwTagId; "
    "LPTSTR lpDependencies; LPTSTR lpServiceStartName; LPTSTR lpDisplayName")
SERVICE_DESCRIPTION = struct("SERVICE_DESCRIPTION{AW}", "LPTSTR lpDescription")

# Access rights (winsvc.h).
SC_MANAGER_CONNECT, SC_MANAGER_CREATE_SERVICE, SC_MANAGER_ENUMERATE_SERVICE = 0x1, 0x2, 0x4
SC_MANAGER_ALL_ACCESS = 0xF003F
SERVICE_QUERY_CONFIG, SERVICE_CHANGE_CONFIG, SERVICE_QUERY_STATUS = 0x1, 0x2, 0x4
SERVICE_ENUMERATE_DEPENDENTS, SERVICE_START, SERVICE_STOP = 0x8, 0x10, 0x20
SERVICE_PAUSE_CONTINUE, SERVICE_INTERROGATE, SERVICE_USER_DEFINED_CONTROL = 0x40, 0x80, 0x100
SERVICE_ALL_ACCESS = 0xF01FF
DELETE = 0x10000
GENERIC_READ, GENERIC_WRITE, GENERIC_EXECUTE, GENERIC_ALL = (0x80000000, 0x40000000,
                                                             0x20000000, 0x10000000)
MAXIMUM_ALLOWED = 0x02000000
_SCM_GENERIC = (0x20014, 0x20002, 0x20001, SC_MANAGER_ALL_ACCESS)   # read, write, exec, all
_SERVICE_GENERIC = (0x2008D, 0x20002, 0x20170, SERVICE_ALL_ACCESS)

SERVICE_KERNEL_DRIVER, SERVICE_FILE_SYSTEM_DRIVER = 0x1, 0x2
SERVICE_WIN32_OWN_PROCESS, SERVICE_WIN32_SHARE_PROCESS = 0x10, 0x20
SERVICE_INTERACTIVE_PROCESS = 0x100
SERVICE_BOOT_START, SERVICE_SYSTEM_START, SERVICE_DISABLED = 0, 1, 4
SERVICE_NO_CHANGE = 0xFFFFFFFF
SERVICE_STOPPED = 1
SC_STATUS_PROCESS_INFO = 0
SERVICE_CONTROL_STOP, SERVICE_CONTROL_INTERROGATE = 1, 4
SERVICE_CONFIG_DESCRIPTION, SERVICE_CONFIG_DELAYED_AUTO_START_INFO = 1, 3
SERVICE_CONFIG_FAILURE_ACTIONS_FLAG, SERVICE_CONFIG_PRESHUTDOWN_INFO = 4, 7
_CONFIG2_NAMES = {2: "SERVICE_CONFIG_FAILURE_ACTIONS", 5: "SERVICE_CONFIG_SERVICE_SID_INFO",
                  6: "SERVICE_CONFIG_REQUIRED_PRIVILEGES_INFO",
                  8: "SERVICE_CONFIG_TRIGGER_INFO", 9: "SERVICE_CONFIG_PREFERRED_NODE",
                  12: "SERVICE_CONFIG_LAUNCH_PROTECTED"}
# DWORD-valued ChangeServiceConfig2 levels: level -> the registry value Windows keeps.
_CONFIG2_DWORDS = {SERVICE_CONFIG_DELAYED_AUTO_START_INFO: "DelayedAutostart",
                   SERVICE_CONFIG_FAILURE_ACTIONS_FLAG: "FailureActionsOnNonCrashFailures",
                   SERVICE_CONFIG_PRESHUTDOWN_INFO: "PreshutdownTimeout"}
_MAX_NAME = 256


def _fail(c, code):
    c.vm.last_error = code
    return 0


def _map(access, generic):
    """Generic rights (and MAXIMUM_ALLOWED) -> the object's specific rights."""
    for bit, rights in zip((GENERIC_READ, GENERIC_WRITE, GENERIC_EXECUTE, GENERIC_ALL), generic):
        if access & bit:
            access = (access & ~bit) | rights
    if access & MAXIMUM_ALLOWED:
        access = (access & ~MAXIMUM_ALLOWED) | generic[3]
    return access


def _manager(c, h, need):
    """The ScManager behind ``h`` holding ``need``, or None with the last error set."""
    obj = c.vm.handles.get(h, scm.ScManager)
    if obj is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    if obj.access & need != need:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return None
    return obj


def _service(c, h, need):
    """(handle, Service) for ``h`` holding ``need``; (None, None) with the last error set."""
    obj = c.vm.handles.get(h, scm.ServiceHandle)
    if obj is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None, None
    if obj.access & need != need:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return None, None
    svc = obj.service()
    if svc is None:                      # its key was removed behind the SCM's back
        c.vm.last_error = ERROR_SERVICE_DOES_NOT_EXIST
        return None, None
    return obj, svc


def _multi(c, ptr):
    """A double-NUL-terminated list of strings in the caller's encoding."""
    items = []
    while ptr:
        s = c.read_str(ptr)
        if not s:
            break
        items.append(s)
        ptr += (len(s.encode("utf-16-le")) if c.wide else len(s.encode("cp1252", "replace"))) \
            + c.char_size
    return items


def _is_local(machine):
    name = (machine or "").lstrip("\\").upper()
    return name in ("", ".", "LOCALHOST", COMPUTER_NAME)


@api(ADVAPI32, "OpenSCManager{AW}", "LPCTSTR machine, LPCTSTR database, DWORD access", widths=BOTH)
def OpenSCManager(c, machine, database, access):
    """A handle to this machine's service control manager and its active database."""
    if not _is_local(machine):
        # Another machine is beyond a network that is not there (docs/dlls.md, Windows
        # Sockets): Windows' answer for an unreachable one.
        return _fail(c, RPC_S_SERVER_UNAVAILABLE)
    if database and database.lower() not in ("servicesactive",):
        return _fail(c, ERROR_INVALID_NAME)
    # SC_MANAGER_CONNECT is implied, as documented.
    return c.vm.new_handle(scm.ScManager(_map(access, _SCM_GENERIC) | SC_MANAGER_CONNECT))


@api(ADVAPI32, "CloseServiceHandle", "HANDLE:service control manager|service h", widths=BOTH)
def CloseServiceHandle(c, h):
    """Close an SCM or service handle; a service marked for delete goes with its last."""
    c.vm.handles.pop(h).close()
    return 1


@api(ADVAPI32, "OpenService{AW}", "HANDLE manager, LPCTSTR name, DWORD access", widths=BOTH)
def OpenService(c, manager, name, access):
    """A handle to the service called ``name`` (its key name, any case)."""
    if _manager(c, manager, SC_MANAGER_CONNECT) is None:
        return 0
    if not name:
        # Windows: ERROR_INVALID_ADDRESS for a NULL name, ERROR_INVALID_NAME for "".
        return _fail(c, ERROR_INVALID_ADDRESS if name is None else ERROR_INVALID_NAME)
    svc = scm.find(c.vm, name)
    if svc is None:
        return _fail(c, ERROR_SERVICE_DOES_NOT_EXIST)
    return c.vm.new_handle(scm.ServiceHandle(c.vm, svc.name, _map(access, _SERVICE_GENERIC)))


def _check_config(type_, start, errctl):
    """Whether a service type, start type and error control go together (documented:
    boot and system start are for drivers; interactive only for Win32 services)."""
    base = type_ & ~SERVICE_INTERACTIVE_PROCESS
    if base not in (SERVICE_KERNEL_DRIVER, SERVICE_FILE_SYSTEM_DRIVER,
                    SERVICE_WIN32_OWN_PROCESS, SERVICE_WIN32_SHARE_PROCESS):
        return False
    if type_ & SERVICE_INTERACTIVE_PROCESS and base < SERVICE_WIN32_OWN_PROCESS:
        return False
    if start > SERVICE_DISABLED or errctl > 3:
        return False
    return not (start in (SERVICE_BOOT_START, SERVICE_SYSTEM_START)
                and base >= SERVICE_WIN32_OWN_PROCESS)


@api(ADVAPI32, "CreateService{AW}", "HANDLE manager, LPCTSTR name, LPCTSTR display, DWORD access, "
     "DWORD type, DWORD start, DWORD errctl, LPCTSTR path, LPCTSTR group, LPVOID tag, "
     "LPVOID deps, LPCTSTR user, LPCTSTR password", widths=BOTH)
def CreateService(c, manager, name, display, access, type_, start, errctl, path, group, tag,
                  deps, user, password):
    """Add a service to the database (its registry key) and open it."""
    vm = c.vm
    if _manager(c, manager, SC_MANAGER_CREATE_SERVICE) is None:
        return 0
    if not name or "/" in name or "\\" in name or len(name) > _MAX_NAME:
        return _fail(c, ERROR_INVALID_NAME)
    if not path or not _check_config(type_, start, errctl):
        return _fail(c, ERROR_INVALID_PARAMETER)
    if tag:
        raise Unimplemented("%s: load-order tags (lpdwTagId)" % c.spec.full_name)
    existing = scm.find(vm, name)
    if existing is not None:
        return _fail(c, ERROR_SERVICE_MARKED_FOR_DELETE if existing.marked_for_delete()
                     else ERROR_SERVICE_EXISTS)
    shown = display or name
    for other in scm.names(vm):
        if shown.lower() in (other.config()["display"].lower(), other.name.lower()):
            return _fail(c, ERROR_DUPLICATE_SERVICE_NAME)
    svc = scm.create(vm, name, {"type": type_, "start": start, "errctl": errctl, "path": path,
                                "display": display, "group": group, "deps": _multi(c, deps),
                                "user": user})
    return vm.new_handle(scm.ServiceHandle(vm, svc.name, _map(access, _SERVICE_GENERIC)))


@api(ADVAPI32, "DeleteService", "HANDLE service", widths=BOTH)
def DeleteService(c, service):
    """Mark a service for deletion (DeleteFlag); it goes with its last handle."""
    _h, svc = _service(c, service, DELETE)
    if svc is None:
        return 0
    if svc.marked_for_delete():
        return _fail(c, ERROR_SERVICE_MARKED_FOR_DELETE)
    svc.set("DeleteFlag", REG_DWORD, 1)
    return 1


def _status(svc):
    """The SERVICE_STATUS fields of a service that is not running (none ever is)."""
    return dict(dwServiceType=svc.get_dword("Type"), dwCurrentState=SERVICE_STOPPED,
                dwControlsAccepted=0, dwWin32ExitCode=ERROR_SERVICE_NEVER_STARTED,
                dwServiceSpecificExitCode=0, dwCheckPoint=0, dwWaitHint=0)


@api(ADVAPI32, "QueryServiceStatus", "HANDLE service, LPVOID status", widths=BOTH)
def QueryServiceStatus(c, service, status):
    """The service's SERVICE_STATUS."""
    _h, svc = _service(c, service, SERVICE_QUERY_STATUS)
    if svc is None:
        return 0
    SERVICE_STATUS.write(c.vm.mem, status, **_status(svc))
    return 1


@api(ADVAPI32, "QueryServiceStatusEx", "HANDLE service, DWORD level, LPVOID buf, DWORD size, "
     "LPVOID needed", widths=BOTH)
def QueryServiceStatusEx(c, service, level, buf, size, needed):
    """SC_STATUS_PROCESS_INFO: SERVICE_STATUS_PROCESS (no process: its id is 0)."""
    if level != SC_STATUS_PROCESS_INFO:
        return _fail(c, ERROR_INVALID_LEVEL)
    _h, svc = _service(c, service, SERVICE_QUERY_STATUS)
    if svc is None:
        return 0
    want = SERVICE_STATUS_PROCESS.sizeof()
    if size < want:
        if needed:
            c.vm.mem.w32(needed, want)
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    SERVICE_STATUS_PROCESS.write(c.vm.mem, buf, dwProcessId=0, dwServiceFlags=0,
                                 **_status(svc))
    return 1


def _encode(c, text):
    return text.encode("utf-16-le") if c.wide else text.encode("cp1252", "replace")


@api(ADVAPI32, "QueryServiceConfig{AW}", "HANDLE service, LPVOID buf, DWORD size, LPVOID needed", widths=BOTH)
def QueryServiceConfig(c, service, buf, size, needed):
    """QUERY_SERVICE_CONFIG with its strings after it in the same buffer; a short buffer
    fails with ERROR_INSUFFICIENT_BUFFER and the size needed."""
    _h, svc = _service(c, service, SERVICE_QUERY_CONFIG)
    if svc is None:
        return 0
    if not needed:
        return _fail(c, ERROR_NOACCESS)
    cfg = svc.config()
    nul = b"\0" * c.char_size
    strings = [("lpBinaryPathName", _encode(c, cfg["path"]) + nul),
               ("lpLoadOrderGroup", _encode(c, cfg["group"]) + nul),
               ("lpDependencies", b"".join(_encode(c, d) + nul for d in cfg["deps"]) + nul
                + (b"" if cfg["deps"] else nul)),
               ("lpServiceStartName", _encode(c, cfg["user"]) + nul),
               ("lpDisplayName", _encode(c, cfg["display"]) + nul)]
    stype = QUERY_SERVICE_CONFIG.variant(c.wide)
    base = stype.sizeof(c.ptr_size)
    want = base + sum(len(s) for _f, s in strings)
    mem = c.vm.mem
    if size < want or not buf:
        mem.w32(needed, want)
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    fields, at = {}, buf + base
    for field, data in strings:
        mem.write(at, data)
        fields[field] = at
        at += len(data)
    stype.write(mem, buf, c.ptr_size, dwServiceType=cfg["type"], dwStartType=cfg["start"],
                dwErrorControl=cfg["errctl"], dwTagId=cfg["tag"], **fields)
    return 1


@api(ADVAPI32, "ChangeServiceConfig{AW}", "HANDLE service, DWORD type, DWORD start, DWORD errctl, "
     "LPCTSTR path, LPCTSTR group, LPVOID tag, LPVOID deps, LPCTSTR user, "
     "LPCTSTR password, LPCTSTR display", widths=BOTH)
def ChangeServiceConfig(c, service, type_, start, errctl, path, group, tag, deps, user,
                        password, display):
    """Change a service's configuration: SERVICE_NO_CHANGE / NULL leave a field as it is."""
    _h, svc = _service(c, service, SERVICE_CHANGE_CONFIG)
    if svc is None:
        return 0
    if svc.marked_for_delete():
        return _fail(c, ERROR_SERVICE_MARKED_FOR_DELETE)
    cfg = svc.config()
    new = {"type": cfg["type"] if type_ == SERVICE_NO_CHANGE else type_,
           "start": cfg["start"] if start == SERVICE_NO_CHANGE else start,
           "errctl": cfg["errctl"] if errctl == SERVICE_NO_CHANGE else errctl}
    if not _check_config(new["type"], new["start"], new["errctl"]):
        return _fail(c, ERROR_INVALID_PARAMETER)
    if tag:
        raise Unimplemented("%s: load-order tags (lpdwTagId)" % c.spec.full_name)
    if display:
        for other in scm.names(c.vm):
            if other.key is not svc.key and display.lower() in (
                    other.config()["display"].lower(), other.name.lower()):
                return _fail(c, ERROR_DUPLICATE_SERVICE_NAME)
    svc.set("Type", REG_DWORD, new["type"])
    svc.set("Start", REG_DWORD, new["start"])
    svc.set("ErrorControl", REG_DWORD, new["errctl"])
    if path:
        svc.set("ImagePath", REG_EXPAND_SZ, path)
    if group is not None:
        if group:
            svc.set("Group", REG_SZ, group)
        else:
            svc.delete_value("Group")
    if deps:
        svc.set_dependencies(_multi(c, deps))
    if user:
        svc.set("ObjectName", REG_SZ, user)
    if display:
        svc.set("DisplayName", REG_SZ, display)
    return 1


@api(ADVAPI32, "ChangeServiceConfig2{AW}", "HANDLE service, DWORD level, LPVOID info", widths=BOTH)
def ChangeServiceConfig2(c, service, level, info):
    """The optional configuration: the description, delayed auto-start, the failure
    actions flag and the pre-shutdown timeout."""
    _h, svc = _service(c, service, SERVICE_CHANGE_CONFIG)
    if svc is None:
        return 0
    if level in _CONFIG2_NAMES:
        raise Unimplemented("%s: %s" % (c.spec.full_name, _CONFIG2_NAMES[level]))
    if level != SERVICE_CONFIG_DESCRIPTION and level not in _CONFIG2_DWORDS:
        return _fail(c, ERROR_INVALID_LEVEL)
    if not info:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if level == SERVICE_CONFIG_DESCRIPTION:
        ptr = c.struct(SERVICE_DESCRIPTION, info).lpDescription
        if ptr:                                  # NULL: no change; "": no description
            text = c.read_str(ptr)
            if text:
                svc.set("Description", REG_SZ, text)
            else:
                svc.delete_value("Description")
        return 1
    svc.set(_CONFIG2_DWORDS[level], REG_DWORD, c.vm.mem.u32(info))
    return 1


@api(ADVAPI32, "StartService{AW}", "HANDLE service, DWORD argc, LPVOID argv", widths=BOTH)
def StartService(c, service, argc, argv):
    """Start a service: it cannot start in a VM (kernel/scm.start_error says which error
    Windows gives for the reason), so this always fails."""
    _h, svc = _service(c, service, SERVICE_START)
    if svc is None:
        return 0
    if svc.get_dword("Type") & (SERVICE_KERNEL_DRIVER | SERVICE_FILE_SYSTEM_DRIVER):
        raise Unimplemented("%s: starting a driver (%s)" % (c.spec.full_name, svc.name))
    env = environment(c.vm)
    return _fail(c, scm.start_error(c.vm, svc, env.expand))


_CONTROL_RIGHTS = {SERVICE_CONTROL_STOP: SERVICE_STOP, 2: SERVICE_PAUSE_CONTINUE,
                   3: SERVICE_PAUSE_CONTINUE, SERVICE_CONTROL_INTERROGATE: SERVICE_INTERROGATE}


@api(ADVAPI32, "ControlService", "HANDLE service, DWORD control, LPVOID status", widths=BOTH)
def ControlService(c, service, control, status):
    """Send a control code: no service runs, so every valid one fails with
    ERROR_SERVICE_NOT_ACTIVE (the status, when asked for, is the stopped one)."""
    if control in _CONTROL_RIGHTS:
        need = _CONTROL_RIGHTS[control]
    elif 128 <= control <= 255:
        need = SERVICE_USER_DEFINED_CONTROL
    elif control in (6, 7, 8, 9, 10):            # PARAMCHANGE, NETBIND*: pause-continue
        need = SERVICE_PAUSE_CONTINUE
    else:
        return _fail(c, ERROR_INVALID_PARAMETER)
    _h, svc = _service(c, service, need)
    if svc is None:
        return 0
    if status:
        SERVICE_STATUS.write(c.vm.mem, status, **_status(svc))
    return _fail(c, ERROR_SERVICE_NOT_ACTIVE)
