"""VERSION: GetFileVersionInfo(Size) and VerQueryValue over VERSIONINFO resources.

The file may be the running program (its mapped image answers) or any PE file on the
VFS. As on Windows the W functions hand out a block twice the resource's size plus 4:
the resource, then the "FE2X" signature; VerQueryValue returns pointers into the block
the caller passes.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.versioninfo import find_value, file_version_resource
from ...core.dllnames import VERSION



def _resource(c, path):
    return file_version_resource(c.vm, path)


@api(VERSION, "GetFileVersionInfoSize{AW}", "LPCTSTR path, LPVOID handle", widths=BOTH)
def GetFileVersionInfoSize(c, path, handle):
    if handle:
        c.vm.mem.w32(handle, 0)
    data = _resource(c, path)
    return 0 if data is None else len(data) * 2 + 4


@api(VERSION, "GetFileVersionInfo{AW}", "LPCTSTR path, DWORD handle, DWORD size, LPVOID out",
     widths=BOTH)
def GetFileVersionInfo(c, path, handle, size, out):
    data = _resource(c, path)
    if data is None:
        return 0
    block = data + b"FE2X"
    c.vm.mem.write(out, block[:size])
    return 1


@api(VERSION, "VerQueryValue{AW}", "LPVOID block, LPCTSTR sub, LPVOID pvalue, LPVOID plen",
     widths=BOTH)
def VerQueryValue(c, block, sub, pvalue, plen):
    mem = c.vm.mem
    size = mem.u16(block) if block else 0
    found = find_value(bytes(mem.read(block, size)), sub or "\\") if size >= 6 else None
    if found is None:
        if plen:
            mem.w32(plen, 0)
        return 0
    off, vlen, text = found
    if text and not c.wide:
        raise Unimplemented("VERSION.dll!VerQueryValueA (a string value: the ANSI copy "
                            "of the block)")
    mem.wptr(pvalue, block + off)           # a pointer: 8 bytes in a 64-bit program
    if plen:
        mem.w32(plen, vlen)
    return 1
