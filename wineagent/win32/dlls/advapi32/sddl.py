"""ADVAPI32: security descriptor strings (``kernel/sddl.py``) —
ConvertStringSecurityDescriptorToSecurityDescriptor and
ConvertSecurityDescriptorToStringSecurityDescriptor (A and W).

The descriptor made from a string is self-relative, in one block LocalFree releases; so is
the string made from a descriptor. Nothing in the VM enforces a descriptor (acl.py).
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_INVALID_PARAMETER, ERROR_INVALID_SECURITY_DESCR,
                              ERROR_NOT_ENOUGH_MEMORY, ERROR_UNKNOWN_REVISION)
from ...kernel.sddl import SddlError, SddlUnsupported, format_sd, parse
from .acl import SE_SELF_RELATIVE, GetSecurityDescriptorLength, MakeSelfRelativeSD
from ...core.dllnames import ADVAPI32

SDDL_REVISION_1 = 1


def _fail(c, code):
    c.vm.last_error = code
    return 0


def _alloc(c, data):
    p = c.vm.heap.alloc(len(data))
    if p:
        c.vm.mem.write(p, data)
    return p


@api(ADVAPI32, "ConvertStringSecurityDescriptorToSecurityDescriptor{AW}",
     "LPCTSTR text, DWORD revision, LPVOID out, LPVOID size", widths=BOTH)
def ConvertStringSecurityDescriptorToSecurityDescriptor(c, text, revision, out, size):
    """The self-relative descriptor of an SDDL string into a new block (``*out``; its size
    in ``*size`` when asked). FALSE with ERROR_UNKNOWN_REVISION for a revision other than
    SDDL_REVISION_1; for a malformed string ERROR_INVALID_ACL (an ACE),
    RPC_S_INVALID_STRING_UUID (an unknown ACE type) or ERROR_INVALID_PARAMETER."""
    if revision != SDDL_REVISION_1:
        return _fail(c, ERROR_UNKNOWN_REVISION)
    if text is None or not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    try:
        data = parse(text)
    except SddlUnsupported as e:
        raise Unimplemented("ADVAPI32.dll!%s: %s" % (c.spec.name, e))
    except SddlError as e:
        return _fail(c, e.error)
    p = _alloc(c, data)
    if not p:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    c.vm.mem.wptr(out, p)                 # a PSECURITY_DESCRIPTOR cell
    if size:
        c.vm.mem.w32(size, len(data))
    return 1


@api(ADVAPI32, "ConvertSecurityDescriptorToStringSecurityDescriptor{AW}",
     "LPVOID sd, DWORD revision, DWORD info, LPVOID out, LPVOID length", widths=BOTH)
def ConvertSecurityDescriptorToStringSecurityDescriptor(c, sd, revision, info, out, length):
    """The SDDL string of the parts ``info`` asks of a descriptor (absolute or
    self-relative), in a new block (``*out``), its length with the NUL in ``*length``."""
    if revision != SDDL_REVISION_1:
        return _fail(c, ERROR_UNKNOWN_REVISION)
    mem = c.vm.mem
    if not sd or mem.read(sd, 1)[0] != 1:
        return _fail(c, ERROR_INVALID_SECURITY_DESCR)
    if not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if int.from_bytes(mem.read(sd + 2, 2), "little") & SE_SELF_RELATIVE:
        data = bytes(mem.read(sd, GetSecurityDescriptorLength(c, sd)))
    else:
        need = GetSecurityDescriptorLength(c, sd)
        tmp = c.vm.heap.alloc(need + 4)
        mem.w32(tmp + need, need)
        MakeSelfRelativeSD(c, sd, tmp, tmp + need)
        data = bytes(mem.read(tmp, need))
        c.vm.heap.free(tmp)
    try:
        text = format_sd(data, info)
    except SddlUnsupported as e:
        raise Unimplemented("ADVAPI32.dll!%s: %s" % (c.spec.name, e))
    p = c.vm.heap.alloc((len(text) + 1) * c.char_size)
    if not p:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    c.write_str(p, text)
    mem.wptr(out, p)                      # an LPTSTR cell: the program's width
    if length:
        mem.w32(length, len(text) + 1)
    return 1
