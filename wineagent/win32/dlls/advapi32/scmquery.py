"""ADVAPI32: the service control manager's lists and names — EnumServicesStatus(Ex),
EnumDependentServices, GetServiceDisplayName, GetServiceKeyName — and
QueryServiceConfig2, over the database of ``kernel/scm.py`` (docs/dlls.md, "Services").

The enumerations fill the caller's buffer as Windows does: an array of ENUM_SERVICE_STATUS
(or ..._PROCESS) structures, then the strings they point at; when not every service fits
they return those that do, ERROR_MORE_DATA, the bytes the rest need, and (for the calls
that have one) a resume handle to go on from.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_LEVEL,
                             ERROR_INVALID_NAME, ERROR_INVALID_PARAMETER, ERROR_MORE_DATA,
                             ERROR_SERVICE_DOES_NOT_EXIST)
from ...kernel import scm
from .scm import (_CONFIG2_DWORDS, _CONFIG2_NAMES, SC_MANAGER_CONNECT,
                           SC_MANAGER_ENUMERATE_SERVICE, SERVICE_CONFIG_DESCRIPTION,
                           SERVICE_DESCRIPTION,
                           SERVICE_ENUMERATE_DEPENDENTS, SERVICE_QUERY_CONFIG, _encode, _fail,
                           _manager, _service, _status)
from ...core.dllnames import ADVAPI32


ENUM_SERVICE_STATUS = struct("ENUM_SERVICE_STATUS{AW}", "LPTSTR lpServiceName; "
                             "LPTSTR lpDisplayName; SERVICE_STATUS ServiceStatus")
ENUM_SERVICE_STATUS_PROCESS = struct(
    "ENUM_SERVICE_STATUS_PROCESS{AW}", "LPTSTR lpServiceName; LPTSTR lpDisplayName; "
    "SERVICE_STATUS_PROCESS ServiceStatusProcess")

SERVICE_ACTIVE, SERVICE_INACTIVE, SERVICE_STATE_ALL = 1, 2, 3
SC_ENUM_PROCESS_INFO = 0
# Preshutdown timeout Windows gives a service that set none (3 minutes).
_DEFAULT_PRESHUTDOWN_MS = 180000


def _fill(c, stype, status_field, entries, buf, size, needed, count):
    """Write ``entries`` ((name, display, status dict) each) into ``buf``: as many as fit.
    Returns how many were written; sets ``*needed`` (bytes the others need, 0 when all
    fit) and ``*count``."""
    mem, p = c.vm.mem, c.ptr_size
    st = stype.variant(c.wide)
    head = st.sizeof(p)
    nul = b"\0" * c.char_size

    def strings(e):
        return _encode(c, e[0]) + nul, _encode(c, e[1]) + nul
    fits, used = 0, 0
    for e in entries:
        n, d = strings(e)
        if used + head + len(n) + len(d) > size:
            break
        used += head + len(n) + len(d)
        fits += 1
    # The structures first, then the strings, in the order of the entries.
    at = buf + head * fits
    for i, e in enumerate(entries[:fits]):
        n, d = strings(e)
        mem.write(at, n)
        mem.write(at + len(n), d)
        v = st.at(mem, buf + head * i, p)
        v.lpServiceName, v.lpDisplayName = at, at + len(n)
        sub = getattr(v, status_field)
        for field, value in e[2].items():
            setattr(sub, field, value)
        at += len(n) + len(d)
    rest = sum(head + sum(len(s) for s in strings(e)) for e in entries[fits:])
    if needed:
        mem.w32(needed, rest)
    if count:
        mem.w32(count, fits)
    return fits


def _matching(vm, type_mask, state, group):
    """The services of the types in ``type_mask`` and in ``state`` (none is active),
    in ``group`` (None: any; "": none)."""
    if state not in (SERVICE_ACTIVE, SERVICE_INACTIVE, SERVICE_STATE_ALL):
        return None
    out = []
    for svc in scm.names(vm):
        cfg = svc.config()
        if svc.marked_for_delete() or not cfg["type"] & type_mask:
            continue
        if not state & SERVICE_INACTIVE:             # every service is stopped
            continue
        if group is not None and cfg["group"].lower() != group.lower():
            continue
        out.append(svc)
    return out


def _enum(c, manager, type_mask, state, buf, size, needed, count, resume, group, process):
    if _manager(c, manager, SC_MANAGER_ENUMERATE_SERVICE) is None:
        return 0
    if not needed or not count:
        return _fail(c, ERROR_INVALID_PARAMETER)
    services = _matching(c.vm, type_mask, state, group)
    if services is None or not type_mask:
        return _fail(c, ERROR_INVALID_PARAMETER)
    start = c.vm.mem.u32(resume) if resume else 0
    entries = []
    for svc in services[start:]:
        status = _status(svc)
        if process:
            status.update(dwProcessId=0, dwServiceFlags=0)
        entries.append((svc.name, svc.config()["display"], status))
    if process:
        stype, field = ENUM_SERVICE_STATUS_PROCESS, "ServiceStatusProcess"
    else:
        stype, field = ENUM_SERVICE_STATUS, "ServiceStatus"
    fits = _fill(c, stype, field, entries, buf, size if buf else 0, needed, count)
    if fits < len(entries):
        if resume:
            c.vm.mem.w32(resume, start + fits)
        return _fail(c, ERROR_MORE_DATA)
    if resume:
        c.vm.mem.w32(resume, 0)
    return 1


@api(ADVAPI32, "EnumServicesStatus{AW}", "HANDLE manager, DWORD type, DWORD state, LPVOID buf, "
     "DWORD size, LPVOID needed, LPVOID count, LPVOID resume", widths=BOTH)
def EnumServicesStatus(c, manager, type_, state, buf, size, needed, count, resume):
    """The services of some types and state, as ENUM_SERVICE_STATUS entries."""
    return _enum(c, manager, type_, state, buf, size, needed, count, resume, None, False)


@api(ADVAPI32, "EnumServicesStatusEx{AW}", "HANDLE manager, DWORD level, DWORD type, DWORD state, "
     "LPVOID buf, DWORD size, LPVOID needed, LPVOID count, LPVOID resume, LPCTSTR group", widths=BOTH)
def EnumServicesStatusEx(c, manager, level, type_, state, buf, size, needed, count, resume,
                         group):
    """EnumServicesStatus with process information and a load-order group filter."""
    if level != SC_ENUM_PROCESS_INFO:
        return _fail(c, ERROR_INVALID_LEVEL)
    return _enum(c, manager, type_, state, buf, size, needed, count, resume, group, True)


@api(ADVAPI32, "EnumDependentServices{AW}", "HANDLE service, DWORD state, LPVOID buf, DWORD size, "
     "LPVOID needed, LPVOID count", widths=BOTH)
def EnumDependentServices(c, service, state, buf, size, needed, count):
    """The services whose DependOnService names this one (none is active)."""
    _h, svc = _service(c, service, SERVICE_ENUMERATE_DEPENDENTS)
    if svc is None:
        return 0
    if state not in (SERVICE_ACTIVE, SERVICE_INACTIVE, SERVICE_STATE_ALL):
        return _fail(c, ERROR_INVALID_PARAMETER)
    entries = []
    if state & SERVICE_INACTIVE:
        for other in scm.names(c.vm):
            deps = other.config()["deps"]
            if any(d.lower() == svc.name.lower() for d in deps):
                entries.append((other.name, other.config()["display"], _status(other)))
    fits = _fill(c, ENUM_SERVICE_STATUS, "ServiceStatus", entries, buf, size if buf else 0,
                 needed, count)
    return 1 if fits == len(entries) else _fail(c, ERROR_MORE_DATA)


def _name_answer(c, text, buf, size_ptr):
    """GetServiceDisplayName/KeyName's buffer protocol: ``*size`` in characters; too
    short: ERROR_INSUFFICIENT_BUFFER and the length without the NUL (the A variant asks
    twice that, as Windows' converts from the wide name)."""
    mem = c.vm.mem
    room = mem.u32(size_ptr)
    if not buf or room <= len(text):
        if buf and room:
            c.write_str(buf, "")
        mem.w32(size_ptr, len(text) * (1 if c.wide else 2))
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    c.write_str(buf, text)
    mem.w32(size_ptr, len(text))
    return 1


@api(ADVAPI32, "GetServiceDisplayName{AW}", "HANDLE manager, LPCTSTR name, LPVOID buf, LPVOID size", widths=BOTH)
def GetServiceDisplayName(c, manager, name, buf, size):
    """The display name of the service called ``name``."""
    if _manager(c, manager, SC_MANAGER_CONNECT) is None:
        return 0
    if not size:
        return _fail(c, ERROR_INVALID_PARAMETER)
    svc = scm.find(c.vm, name) if name else None
    if svc is None:
        return _fail(c, ERROR_SERVICE_DOES_NOT_EXIST if name else ERROR_INVALID_NAME)
    return _name_answer(c, svc.config()["display"], buf, size)


@api(ADVAPI32, "GetServiceKeyName{AW}", "HANDLE manager, LPCTSTR display, LPVOID buf, LPVOID size", widths=BOTH)
def GetServiceKeyName(c, manager, display, buf, size):
    """The service (key) name of the service displayed as ``display``."""
    if _manager(c, manager, SC_MANAGER_CONNECT) is None:
        return 0
    if not size:
        return _fail(c, ERROR_INVALID_PARAMETER)
    for svc in scm.names(c.vm) if display else ():
        if svc.config()["display"].lower() == display.lower():
            return _name_answer(c, svc.name, buf, size)
    return _fail(c, ERROR_SERVICE_DOES_NOT_EXIST if display else ERROR_INVALID_NAME)


@api(ADVAPI32, "QueryServiceConfig2{AW}", "HANDLE service, DWORD level, LPVOID buf, DWORD size, "
     "LPVOID needed", widths=BOTH)
def QueryServiceConfig2(c, service, level, buf, size, needed):
    """The optional configuration ChangeServiceConfig2 sets: the description (a
    SERVICE_DESCRIPTION and its string; NULL when there is none) or a BOOL / DWORD."""
    _h, svc = _service(c, service, SERVICE_QUERY_CONFIG)
    if svc is None:
        return 0
    if level in _CONFIG2_NAMES:
        raise Unimplemented("%s: %s" % (c.spec.full_name, _CONFIG2_NAMES[level]))
    if level != SERVICE_CONFIG_DESCRIPTION and level not in _CONFIG2_DWORDS:
        return _fail(c, ERROR_INVALID_LEVEL)
    if not needed:
        return _fail(c, ERROR_INVALID_PARAMETER)
    mem, p = c.vm.mem, c.ptr_size
    if level == SERVICE_CONFIG_DESCRIPTION:
        text = svc.get("Description")
        data = _encode(c, text) + b"\0" * c.char_size if text else b""
        # The A variant asks for what the wide one needs: it converts the wide answer.
        want = p + (2 * (len(text) + 1) if text else 0)
    else:
        default = _DEFAULT_PRESHUTDOWN_MS if _CONFIG2_DWORDS[level] == "PreshutdownTimeout" \
            else 0
        value = svc.get_dword(_CONFIG2_DWORDS[level], default)
        want = 4
    mem.w32(needed, want)
    if size < want or not buf:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    if level == SERVICE_CONFIG_DESCRIPTION:
        if data:
            mem.write(buf + p, data)
        c.struct(SERVICE_DESCRIPTION, buf).lpDescription = buf + p if data else 0
    else:
        mem.w32(buf, value)
    return 1
