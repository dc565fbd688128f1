"""ADVAPI32: the security descriptor of a file (GetSecurityInfo on a file handle,
GetNamedSecurityInfo on a path) over ``kernel/security.py``.

Every file on the drive is the user's: owned by them, in their primary group, with the
DACL a file in a folder of theirs inherits (SYSTEM, Administrators and the user with full
control). The descriptor is self-relative, in one block LocalFree releases, and the owner,
group and DACL pointers point into it. Nothing in the VM enforces it (acl.py). Other kinds
of object, and a SACL (which needs SeSecurityPrivilege), are not implemented.
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER, ERROR_NOT_ENOUGH_MEMORY
from ...kernel.files import DirectoryObject, FileObject
from ...kernel.sddl import parse
from ...kernel.security import (DACL_SECURITY_INFORMATION, GROUP_SECURITY_INFORMATION,
                                OWNER_SECURITY_INFORMATION, SACL_SECURITY_INFORMATION,
                                file_descriptor_sddl)
from ...kernel.vfs import VfsError
from ...core.dllnames import ADVAPI32

SE_FILE_OBJECT = 1
#: SE_OBJECT_TYPE names, for the kinds of object not implemented.
_OBJECT_TYPES = ("SE_UNKNOWN_OBJECT_TYPE", "SE_FILE_OBJECT", "SE_SERVICE", "SE_PRINTER",
                 "SE_REGISTRY_KEY", "SE_LMSHARE", "SE_KERNEL_OBJECT", "SE_WINDOW_OBJECT",
                 "SE_DS_OBJECT", "SE_DS_OBJECT_ALL", "SE_PROVIDER_DEFINED_OBJECT",
                 "SE_WMIGUID_OBJECT", "SE_REGISTRY_WOW64_32KEY", "SE_REGISTRY_WOW64_64KEY")
# SECURITY_DESCRIPTOR_RELATIVE: Owner, Group, Sacl and Dacl offsets after a 4-byte header.
_OFFSETS = (4, 8, 16, 12)          # owner, group, DACL, SACL (the out-pointers' order)


def _unsupported(c, kind, info):
    """Raise Unimplemented for an object type or a SACL this module does not answer."""
    if kind != SE_FILE_OBJECT:
        name = _OBJECT_TYPES[kind] if kind < len(_OBJECT_TYPES) else "SE_OBJECT_TYPE %d" % kind
        raise Unimplemented("ADVAPI32.dll!%s: %s" % (c.spec.name, name))
    if info & SACL_SECURITY_INFORMATION:
        raise Unimplemented("ADVAPI32.dll!%s: SACL_SECURITY_INFORMATION" % c.spec.name)


def _hand_out(c, info, owner, group, dacl, sacl, sd):
    """Store the file's descriptor (the parts ``info`` asks for) in a new block and the
    out-pointers into it; a Win32 error code (ERROR_SUCCESS: 0)."""
    outs = (owner, group, dacl, sacl)
    if not sd and any(outs):
        # The parts point into the block, which the caller must free: no block, no parts.
        return ERROR_INVALID_PARAMETER
    data = parse(file_descriptor_sddl(info & (OWNER_SECURITY_INFORMATION
                                              | GROUP_SECURITY_INFORMATION
                                              | DACL_SECURITY_INFORMATION)))
    mem = c.vm.mem
    block = c.vm.heap.alloc(len(data))
    if not block:
        return ERROR_NOT_ENOUGH_MEMORY
    mem.write(block, data)
    for out, at in zip(outs, _OFFSETS):
        if out:
            offset = int.from_bytes(data[at:at + 4], "little")
            mem.wptr(out, block + offset if offset else 0)
    mem.wptr(sd, block)                   # a PSECURITY_DESCRIPTOR cell
    return 0


@api(ADVAPI32, "GetSecurityInfo", "HANDLE h, DWORD kind, DWORD info, LPVOID owner, LPVOID group, "
     "LPVOID dacl, LPVOID sacl, LPVOID sd", widths=BOTH)
def GetSecurityInfo(c, h, kind, info, owner, group, dacl, sacl, sd):
    """The security descriptor of an open file or folder (its owner, group and DACL as
    ``info`` asks), returned as a Win32 error code."""
    _unsupported(c, kind, info)
    if c.vm.handles.get(h, (FileObject, DirectoryObject)) is None:
        if c.vm.handles.get(h) is not None:
            raise Unimplemented("ADVAPI32.dll!GetSecurityInfo: a %s handle as SE_FILE_OBJECT"
                                % c.vm.handles.kind_of(h))
        return ERROR_INVALID_HANDLE
    return _hand_out(c, info, owner, group, dacl, sacl, sd)


@api(ADVAPI32, "GetNamedSecurityInfo{AW}", "LPCTSTR name, DWORD kind, DWORD info, LPVOID owner, "
     "LPVOID group, LPVOID dacl, LPVOID sacl, LPVOID sd", widths=BOTH)
def GetNamedSecurityInfo(c, name, kind, info, owner, group, dacl, sacl, sd):
    """The security descriptor of a file or folder by its path, as GetSecurityInfo; the
    path's error (ERROR_FILE_NOT_FOUND, ERROR_PATH_NOT_FOUND) when it does not exist."""
    _unsupported(c, kind, info)
    if name is None:
        return ERROR_INVALID_PARAMETER
    vfs = c.vm.vfs
    try:
        parts, host = vfs.resolve(name)
    except VfsError as e:
        return e.code
    if parts and not os.path.exists(host):
        return vfs.missing_error(parts)
    return _hand_out(c, info, owner, group, dacl, sacl, sd)
