"""NTDLL: NtQueryObject's name of an object (ObjectNameInformation): a desktop's or
window station's name under the object directory Windows answers (a desktop: just
"\\name", as Windows gives it; a station: its path under \\Windows\\WindowStations), a
named kernel object's under \\BaseNamedObjects, nothing for an unnamed one; an open file's
or folder's is its path on drive C:'s volume device (``\\Device\\HarddiskVolume1\\dir\\f.txt``,
the root ``\\Device\\HarddiskVolume1\\``), as Windows names it (Wine 8 answers ``\\??\\Z:\\...``
instead, a known difference Zig works around). The other information classes stop the
guest naming them."""

import os


from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.structures import UNICODE_STRING
from ...core.winerror import (STATUS_BUFFER_OVERFLOW, STATUS_INFO_LENGTH_MISMATCH,
                              STATUS_INVALID_HANDLE, STATUS_SUCCESS)
from ...kernel.files import DirectoryObject, FileObject
from ...kernel.vfs import C_DEVICE
from ...user.winsta import Desktop, WindowStation

ObjectNameInformation = 1


def object_name(vm, obj):
    """The object manager's name of ``obj`` ("" for an unnamed object)."""
    if isinstance(obj, Desktop):
        return "\\" + obj.name
    if isinstance(obj, WindowStation):
        return "\\Windows\\WindowStations\\" + obj.name
    if isinstance(obj, (FileObject, DirectoryObject)):
        rel = os.path.relpath(obj.host, vm.vfs.root)
        return C_DEVICE + "\\" + ("" if rel == "." else rel.replace(os.sep, "\\"))
    for name, named in vm.kernel.named_objects.items():
        if named is obj:
            return "\\BaseNamedObjects\\" + name
    return ""


@api(NTDLL, "NtQueryObject", "HANDLE h, INT kind, LPVOID buf, ULONG size, LPVOID needed", widths=BOTH)
def NtQueryObject(c, h, kind, buf, size, needed):
    """ObjectNameInformation: an OBJECT_NAME_INFORMATION (a UNICODE_STRING followed by
    the name it points at); STATUS_INFO_LENGTH_MISMATCH for a buffer smaller than the
    UNICODE_STRING, STATUS_BUFFER_OVERFLOW for one too small for the name (the length
    needed is written either way)."""
    vm = c.vm
    obj = vm.handles.get(h)
    if obj is None:
        return STATUS_INVALID_HANDLE
    if kind != ObjectNameInformation:
        raise Unimplemented("%s!NtQueryObject (information class %d)" % (NTDLL, kind))
    name = object_name(vm, obj)
    head = UNICODE_STRING.sizeof(c.ptr_size)
    data = name.encode("utf-16-le")
    total = head + (len(data) + 2 if name else 0)
    if needed:
        vm.mem.w32(needed, total)
    if size < head:
        return STATUS_INFO_LENGTH_MISMATCH
    if size < total:
        return STATUS_BUFFER_OVERFLOW
    if name:
        vm.mem.write(buf + head, data + b"\0\0")
        UNICODE_STRING.write(vm.mem, buf, c.ptr_size, Length=len(data),
                             MaximumLength=len(data) + 2, Buffer=buf + head)
    else:
        UNICODE_STRING.write(vm.mem, buf, c.ptr_size, Length=0, MaximumLength=0, Buffer=0)
    return STATUS_SUCCESS
