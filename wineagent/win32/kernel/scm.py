"""The service control manager's database: services as Windows keeps them, one registry
key each under ``HKLM\\System\\CurrentControlSet\\Services`` (the values Type, Start,
ErrorControl, ImagePath, DisplayName, ObjectName, Group, DependOnService, Description).

A VM runs one process, so no service ever runs: every service is SERVICE_STOPPED, with
the exit code ERROR_SERVICE_NEVER_STARTED Windows reports for a service not started since
boot. Starting one fails with the error Windows gives when the service cannot start
(``start_error``). DeleteService marks the key (``DeleteFlag`` = 1, as Windows does); the
key goes when the last handle to the service is closed.
"""

import os

from ..core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_SERVICE_DISABLED,
                             ERROR_SERVICE_MARKED_FOR_DELETE, ERROR_SERVICE_REQUEST_TIMEOUT)
from .registry import REG_DWORD, REG_EXPAND_SZ, REG_MULTI_SZ, REG_SZ
from .vfs import VfsError
from .handletable import handle_kind

__all__ = ["SERVICES_KEY", "ScManager", "ServiceHandle", "Service", "find", "names",
           "start_error"]

SERVICES_KEY = "System\\CurrentControlSet\\Services"
HKLM = 0x80000002
SERVICE_DISABLED = 4


@handle_kind("service control manager")
class ScManager:
    """An open handle to the service control manager (SC_HANDLE from OpenSCManager)."""

    def __init__(self, access):
        self.access = access

    def close(self):
        """Nothing to release."""


@handle_kind("service")
class ServiceHandle:
    """An open handle to one service, with the access it was opened for."""

    def __init__(self, vm, name, access):
        self.vm, self.name, self.access = vm, name, access

    def service(self):
        """The Service this handle names (its key may be marked for delete)."""
        return find(self.vm, self.name)

    def close(self):
        """With the last handle of a service marked for delete, its key goes."""
        svc = self.service()
        if svc is None or not svc.marked_for_delete():
            return
        if any(o is not self and o.name.lower() == self.name.lower()
               for _, o in self.vm.handles.of_kind(ServiceHandle)):
            return
        svc.remove()


class Service:
    """One service: a view of its registry key."""

    def __init__(self, registry, key):
        self.registry, self.key = registry, key

    @property
    def name(self):
        """The service (key) name, in the case it was created with."""
        return self.key.name

    def get(self, name, default=None):
        """A value's stored data, or ``default``."""
        v = self.key.values.get(name.lower())
        return default if v is None else v[2]

    def get_dword(self, name, default=0):
        """A REG_DWORD value as an int."""
        data = self.get(name)
        return int.from_bytes(data[:4], "little") if isinstance(data, bytes) and data else default

    def set(self, name, type_, data):
        """Store a value (str, list of str, or int for REG_DWORD)."""
        if type_ == REG_DWORD:
            data = (data & 0xFFFFFFFF).to_bytes(4, "little")
        self.registry.set_value(self.key, name, type_, data)

    def delete_value(self, name):
        """Remove a value if it is there."""
        self.registry.delete_value(self.key, name)

    def config(self):
        """The QUERY_SERVICE_CONFIG fields: a dict of ints and strings (dependencies a
        list; groups, in DependOnGroup, are returned with SC_GROUP_IDENTIFIER '+')."""
        deps = list(self.get("DependOnService", []) or [])
        deps += ["+" + g for g in (self.get("DependOnGroup", []) or [])]
        return {"type": self.get_dword("Type"), "start": self.get_dword("Start"),
                "errctl": self.get_dword("ErrorControl"),
                "path": self.get("ImagePath", "") or "",
                "group": self.get("Group", "") or "", "tag": self.get_dword("Tag"),
                "deps": deps, "user": self.get("ObjectName", "") or "",
                "display": self.get("DisplayName", self.name) or self.name}

    def set_dependencies(self, deps):
        """DependOnService / DependOnGroup from a list of names ('+' marks a group)."""
        services = [d for d in deps if not d.startswith("+")]
        groups = [d[1:] for d in deps if d.startswith("+")]
        for name, items in (("DependOnService", services), ("DependOnGroup", groups)):
            if items:
                self.set(name, REG_MULTI_SZ, items)
            else:
                self.delete_value(name)

    def marked_for_delete(self):
        """Whether DeleteService was called on it."""
        return self.get_dword("DeleteFlag") == 1

    def remove(self):
        """Delete the service's key and everything below it."""
        def drop(key):
            for sub in key.sorted_subkeys():
                drop(sub)
            self.registry.delete_key(key)
        drop(self.key)


def _services_key(vm, create=False):
    root = vm.registry.roots[HKLM]
    if create:
        return vm.registry.create(root, SERVICES_KEY)[0]
    return vm.registry.find(root, SERVICES_KEY)


def find(vm, name):
    """The Service called ``name`` (any case), or None."""
    parent = _services_key(vm)
    key = parent.child(name) if parent is not None and name else None
    return None if key is None or key.deleted else Service(vm.registry, key)


def names(vm):
    """Every service, in key order."""
    parent = _services_key(vm)
    return [] if parent is None else [Service(vm.registry, k) for k in parent.sorted_subkeys()]


def create(vm, name, fields):
    """A new service key with the values of ``fields`` (CreateService's arguments)."""
    parent = _services_key(vm, create=True)
    key, _created = vm.registry.create(parent, name)
    svc = Service(vm.registry, key)
    svc.set("Type", REG_DWORD, fields["type"])
    svc.set("Start", REG_DWORD, fields["start"])
    svc.set("ErrorControl", REG_DWORD, fields["errctl"])
    # Windows keeps the path as REG_EXPAND_SZ (%SystemRoot%\... in it is expanded at start).
    svc.set("ImagePath", REG_EXPAND_SZ, fields["path"])
    svc.set("DisplayName", REG_SZ, fields["display"] or name)
    svc.set("ObjectName", REG_SZ, fields["user"] or "LocalSystem")
    if fields["group"]:
        svc.set("Group", REG_SZ, fields["group"])
    svc.set_dependencies(fields["deps"])
    return svc


def _program(command):
    """The program file of an ImagePath command line (quoted or not)."""
    command = command.strip()
    if command.startswith('"'):
        return command[1:].split('"', 1)[0]
    low = command.lower()
    for ext in (".exe", ".sys", ".com"):
        i = low.find(ext)
        if i >= 0:
            return command[:i + len(ext)]
    return command.split(" ", 1)[0]


def start_error(vm, svc, expand):
    """Why StartService fails for ``svc`` (a Win32 error): disabled, marked for delete,
    the program missing (ERROR_FILE_NOT_FOUND, as CreateProcess reports it), else
    ERROR_SERVICE_REQUEST_TIMEOUT. A VM runs one process, so the service's program is
    never started; Windows gives that error when the program does not connect to the SCM
    (StartServiceCtrlDispatcher) in time, and here no program ever does."""
    if svc.get_dword("Start") == SERVICE_DISABLED:
        return ERROR_SERVICE_DISABLED
    if svc.marked_for_delete():
        return ERROR_SERVICE_MARKED_FOR_DELETE
    path = expand(_program(svc.get("ImagePath", "") or ""))
    try:
        _parts, host = vm.vfs.resolve(path)
    except VfsError:
        return ERROR_FILE_NOT_FOUND
    if not os.path.isfile(host):
        return ERROR_FILE_NOT_FOUND
    return ERROR_SERVICE_REQUEST_TIMEOUT
