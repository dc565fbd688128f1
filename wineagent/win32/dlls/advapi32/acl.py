"""ADVAPI32: security descriptors and access control lists as the program builds them in
its own memory (InitializeSecurityDescriptor, Set/GetSecurityDescriptorDacl/Owner/Group,
InitializeAcl, AddAccessAllowedAce(Ex), AddAccessDeniedAce(Ex), GetAce, SetEntriesInAcl).

These functions only lay out and read the structures winnt.h declares; nothing in the
VM enforces them (every object is accessible to the one user), as a program that builds a
descriptor for CreateFile or a named object only hands it on.
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.winerror import (ERROR_ALLOTTED_SPACE_EXCEEDED, ERROR_INSUFFICIENT_BUFFER,
                             ERROR_INVALID_ACL, ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER,
                             ERROR_INVALID_SECURITY_DESCR, ERROR_INVALID_SID,
                             ERROR_NOT_ENOUGH_MEMORY,
                             ERROR_REVISION_MISMATCH, ERROR_SUCCESS,
                             ERROR_UNKNOWN_REVISION)
from ...kernel import sids
from ...kernel.sids import Sid
from .main import USER_NAME
from ..kernel32.computername import COMPUTER_NAME
from ...core.dllnames import ADVAPI32


SECURITY_DESCRIPTOR = struct("SECURITY_DESCRIPTOR", "BYTE Revision; BYTE Sbz1; "
                             "WORD Control; PSID Owner; PSID Group; PACL Sacl; PACL Dacl")
SECURITY_DESCRIPTOR_RELATIVE = struct(
    "SECURITY_DESCRIPTOR_RELATIVE", "BYTE Revision; BYTE Sbz1; WORD Control; DWORD Owner; "
    "DWORD Group; DWORD Sacl; DWORD Dacl")
ACL = struct("ACL", "BYTE AclRevision; BYTE Sbz1; WORD AclSize; WORD AceCount; WORD Sbz2")
ACE_HEADER = struct("ACE_HEADER", "BYTE AceType; BYTE AceFlags; WORD AceSize")
ACCESS_ALLOWED_ACE = struct("ACCESS_ALLOWED_ACE", "ACE_HEADER Header; DWORD Mask; "
                            "DWORD SidStart")

SECURITY_DESCRIPTOR_REVISION = 1
SE_OWNER_DEFAULTED, SE_GROUP_DEFAULTED, SE_DACL_PRESENT, SE_DACL_DEFAULTED = 0x1, 0x2, 0x4, 0x8
SE_SELF_RELATIVE = 0x8000
ACL_REVISION, ACL_REVISION_DS = 2, 4
ACCESS_ALLOWED_ACE_TYPE, ACCESS_DENIED_ACE_TYPE = 0, 1
# The inheritance flags an access-allowed or -denied ACE may carry.
VALID_INHERIT_FLAGS = 0x1F


def _fail(c, code):
    c.vm.last_error = code
    return 0


def _sd(c, p):
    """A view of the absolute or self-relative descriptor at ``p``, or None with the last
    error set when its revision is not 1."""
    mem = c.vm.mem
    if not p or mem.read(p, 1)[0] != SECURITY_DESCRIPTOR_REVISION:
        c.vm.last_error = ERROR_UNKNOWN_REVISION if p else ERROR_INVALID_SECURITY_DESCR
        return None
    if SECURITY_DESCRIPTOR_RELATIVE.at(mem, p).Control & SE_SELF_RELATIVE:
        return SECURITY_DESCRIPTOR_RELATIVE.at(mem, p)
    return c.struct(SECURITY_DESCRIPTOR, p)


def _member(sd, field):
    """A pointer member of either form: a self-relative one holds an offset from the
    descriptor (0: none)."""
    value = getattr(sd, field)
    if sd.Control & SE_SELF_RELATIVE:
        return sd.address + value if value else 0
    return value


@api(ADVAPI32, "InitializeSecurityDescriptor", "LPVOID sd, DWORD revision", widths=BOTH)
def InitializeSecurityDescriptor(c, sd, revision):
    """An absolute descriptor with no owner, group, SACL or DACL (everyone has access)."""
    if revision != SECURITY_DESCRIPTOR_REVISION:
        return _fail(c, ERROR_UNKNOWN_REVISION)
    c.vm.mem.write(sd, SECURITY_DESCRIPTOR.pack(c.ptr_size, Revision=revision))
    return 1


@api(ADVAPI32, "IsValidSecurityDescriptor", "LPVOID sd", widths=BOTH)
def IsValidSecurityDescriptor(c, sd):
    """Whether the descriptor's revision is 1."""
    return 1 if _sd(c, sd) is not None else 0


def _settable(c, p):
    """The absolute descriptor at ``p`` for a Set* call, or None with the error set."""
    sd = _sd(c, p)
    if sd is None:
        return None
    if sd.Control & SE_SELF_RELATIVE:                # documented: absolute only
        c.vm.last_error = ERROR_INVALID_SECURITY_DESCR
        return None
    return sd


@api(ADVAPI32, "SetSecurityDescriptorDacl", "LPVOID sd, BOOL present, LPVOID dacl, BOOL defaulted", widths=BOTH)
def SetSecurityDescriptorDacl(c, sd, present, dacl, defaulted):
    """Set the DACL: present with NULL grants everyone everything. Not present only clears
    SE_DACL_PRESENT (NT leaves the pointer and SE_DACL_DEFAULTED as they were)."""
    v = _settable(c, sd)
    if v is None:
        return 0
    if not present:
        v.Control = v.Control & ~SE_DACL_PRESENT
        return 1
    v.Dacl = dacl
    v.Control = (v.Control & ~SE_DACL_DEFAULTED) | SE_DACL_PRESENT | (
        SE_DACL_DEFAULTED if defaulted else 0)
    return 1


@api(ADVAPI32, "GetSecurityDescriptorDacl", "LPVOID sd, LPVOID present, LPVOID dacl, "
     "LPVOID defaulted", widths=BOTH)
def GetSecurityDescriptorDacl(c, sd, present, dacl, defaulted):
    """Whether the descriptor has a DACL, which, and whether it was defaulted."""
    v = _sd(c, sd)
    if v is None:
        return 0
    mem = c.vm.mem
    has = bool(v.Control & SE_DACL_PRESENT)
    mem.w32(present, int(has))
    if has:                                  # documented: the others only when present
        mem.wptr(dacl, _member(v, "Dacl"))    # a PACL cell: the program's width
        mem.w32(defaulted, int(bool(v.Control & SE_DACL_DEFAULTED)))
    return 1


def _set_sid_member(c, sd, sid, defaulted, field, flag):
    v = _settable(c, sd)
    if v is None:
        return 0
    setattr(v, field, sid)
    v.Control = (v.Control & ~flag) | (flag if defaulted else 0)
    return 1


@api(ADVAPI32, "SetSecurityDescriptorOwner", "LPVOID sd, LPVOID owner, BOOL defaulted", widths=BOTH)
def SetSecurityDescriptorOwner(c, sd, owner, defaulted):
    """Set (or with NULL clear) the owner SID."""
    return _set_sid_member(c, sd, owner, defaulted, "Owner", SE_OWNER_DEFAULTED)


@api(ADVAPI32, "SetSecurityDescriptorGroup", "LPVOID sd, LPVOID group, BOOL defaulted", widths=BOTH)
def SetSecurityDescriptorGroup(c, sd, group, defaulted):
    """Set (or with NULL clear) the primary group SID."""
    return _set_sid_member(c, sd, group, defaulted, "Group", SE_GROUP_DEFAULTED)


def _get_sid_member(c, sd, out, defaulted, field, flag):
    v = _sd(c, sd)
    if v is None:
        return 0
    c.vm.mem.wptr(out, _member(v, field))     # a PSID cell: the program's width
    c.vm.mem.w32(defaulted, int(bool(v.Control & flag)))
    return 1


@api(ADVAPI32, "GetSecurityDescriptorOwner", "LPVOID sd, LPVOID owner, LPVOID defaulted", widths=BOTH)
def GetSecurityDescriptorOwner(c, sd, owner, defaulted):
    """The owner SID (NULL when there is none) and whether it was defaulted."""
    return _get_sid_member(c, sd, owner, defaulted, "Owner", SE_OWNER_DEFAULTED)


@api(ADVAPI32, "GetSecurityDescriptorGroup", "LPVOID sd, LPVOID group, LPVOID defaulted", widths=BOTH)
def GetSecurityDescriptorGroup(c, sd, group, defaulted):
    """The primary group SID (NULL when there is none) and whether it was defaulted."""
    return _get_sid_member(c, sd, group, defaulted, "Group", SE_GROUP_DEFAULTED)


@api(ADVAPI32, "GetSecurityDescriptorControl", "LPVOID sd, LPVOID control, LPVOID revision", widths=BOTH)
def GetSecurityDescriptorControl(c, sd, control, revision):
    """The descriptor's control flags (SE_SELF_RELATIVE, SE_DACL_PRESENT...) and its
    revision."""
    v = _sd(c, sd)
    if v is None:
        return 0
    c.vm.mem.w16(control, v.Control)
    c.vm.mem.w32(revision, SECURITY_DESCRIPTOR_REVISION)
    return 1


# -- ACLs ---------------------------------------------------------------------------------
@api(ADVAPI32, "InitializeAcl", "LPVOID acl, DWORD length, DWORD revision", widths=BOTH)
def InitializeAcl(c, acl, length, revision):
    """An empty ACL of ``length`` bytes (header included)."""
    if length < ACL.sizeof():
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    if revision not in (ACL_REVISION, 3, ACL_REVISION_DS) or length > 0xFFFF:
        return _fail(c, ERROR_INVALID_PARAMETER)
    c.vm.mem.write(acl, ACL.pack(AclRevision=revision, AclSize=length))
    return 1


def _ace_end(mem, acl):
    """(ACL view, address after its last ACE), or (None, 0) for a malformed ACL."""
    v = ACL.at(mem, acl)
    if not ACL_REVISION <= v.AclRevision <= ACL_REVISION_DS:
        return None, 0
    at, end = acl + ACL.sizeof(), acl + v.AclSize
    for _ in range(v.AceCount):
        size = ACE_HEADER.at(mem, at).AceSize
        if size < ACE_HEADER.sizeof() or at + size > end:
            return None, 0
        at += size
    return v, at


@api(ADVAPI32, "IsValidAcl", "LPVOID acl", widths=BOTH)
def IsValidAcl(c, acl):
    """Whether the ACL's revision and its ACEs' sizes are consistent."""
    return 1 if acl and _ace_end(c.vm.mem, acl)[0] is not None else 0


def _add_ace(c, acl, revision, flags, mask, sid, ace_type):
    """Append an access-allowed or access-denied ACE."""
    mem = c.vm.mem
    s = Sid.read(mem, sid)
    if s is None:
        return _fail(c, ERROR_INVALID_SID)
    v, at = _ace_end(mem, acl)
    if v is None:
        return _fail(c, ERROR_INVALID_ACL)
    if not ACL_REVISION <= revision <= ACL_REVISION_DS:
        return _fail(c, ERROR_REVISION_MISMATCH)
    if flags & ~VALID_INHERIT_FLAGS:
        return _fail(c, ERROR_INVALID_FLAGS)
    size = ACCESS_ALLOWED_ACE.offsetof("SidStart") + s.size
    if at + size > acl + v.AclSize:
        return _fail(c, ERROR_ALLOTTED_SPACE_EXCEEDED)
    ACCESS_ALLOWED_ACE.write(mem, at, Mask=mask)
    ACE_HEADER.write(mem, at, AceType=ace_type, AceFlags=flags, AceSize=size)
    mem.write(at + ACCESS_ALLOWED_ACE.offsetof("SidStart"), s.to_bytes())
    v.AceCount = v.AceCount + 1
    if revision > v.AclRevision:                 # the ACL takes the newer revision
        v.AclRevision = revision
    return 1


@api(ADVAPI32, "AddAccessAllowedAce", "LPVOID acl, DWORD revision, DWORD mask, LPVOID sid", widths=BOTH)
def AddAccessAllowedAce(c, acl, revision, mask, sid):
    """Append an ACE granting ``mask`` to ``sid``."""
    return _add_ace(c, acl, revision, 0, mask, sid, ACCESS_ALLOWED_ACE_TYPE)


@api(ADVAPI32, "AddAccessAllowedAceEx", "LPVOID acl, DWORD revision, DWORD flags, DWORD mask, "
     "LPVOID sid", widths=BOTH)
def AddAccessAllowedAceEx(c, acl, revision, flags, mask, sid):
    """AddAccessAllowedAce with inheritance flags."""
    return _add_ace(c, acl, revision, flags, mask, sid, ACCESS_ALLOWED_ACE_TYPE)


@api(ADVAPI32, "AddAccessDeniedAce", "LPVOID acl, DWORD revision, DWORD mask, LPVOID sid", widths=BOTH)
def AddAccessDeniedAce(c, acl, revision, mask, sid):
    """Append an ACE denying ``mask`` to ``sid``."""
    return _add_ace(c, acl, revision, 0, mask, sid, ACCESS_DENIED_ACE_TYPE)


@api(ADVAPI32, "AddAccessDeniedAceEx", "LPVOID acl, DWORD revision, DWORD flags, DWORD mask, "
     "LPVOID sid", widths=BOTH)
def AddAccessDeniedAceEx(c, acl, revision, flags, mask, sid):
    """AddAccessDeniedAce with inheritance flags."""
    return _add_ace(c, acl, revision, flags, mask, sid, ACCESS_DENIED_ACE_TYPE)


@api(ADVAPI32, "GetAce", "LPVOID acl, DWORD index, LPVOID out", widths=BOTH)
def GetAce(c, acl, index, out):
    """The address of ACE ``index``."""
    mem = c.vm.mem
    v = ACL.at(mem, acl)
    if index >= v.AceCount:
        return _fail(c, ERROR_INVALID_PARAMETER)
    at = acl + ACL.sizeof()
    for _ in range(index):
        at += ACE_HEADER.at(mem, at).AceSize
    mem.wptr(out, at)                         # an LPVOID cell: the program's width
    return 1


SE_SACL_PRESENT, SE_SACL_DEFAULTED = 0x10, 0x20


@api(ADVAPI32, "GetSecurityDescriptorSacl", "LPVOID sd, LPVOID present, LPVOID sacl, "
     "LPVOID defaulted", widths=BOTH)
def GetSecurityDescriptorSacl(c, sd, present, sacl, defaulted):
    """Whether the descriptor has a SACL, which, and whether it was defaulted."""
    v = _sd(c, sd)
    if v is None:
        return 0
    mem = c.vm.mem
    has = bool(v.Control & SE_SACL_PRESENT)
    mem.w32(present, int(has))
    if has:
        mem.wptr(sacl, _member(v, "Sacl"))
        mem.w32(defaulted, int(bool(v.Control & SE_SACL_DEFAULTED)))
    return 1


def _parts(c, v):
    """The owner, group, SACL and DACL of a descriptor view as (field, address, bytes)."""
    mem, out = c.vm.mem, []
    for field, flag in (("Owner", None), ("Group", None), ("Sacl", SE_SACL_PRESENT),
                        ("Dacl", SE_DACL_PRESENT)):
        addr = _member(v, field)
        if not addr or (flag and not v.Control & flag):
            continue
        if flag:
            size = ACL.at(mem, addr).AclSize
        else:
            size = 8 + 4 * mem.read(addr + 1, 1)[0]
        out.append((field, addr, bytes(mem.read(addr, size))))
    return out


@api(ADVAPI32, "GetSecurityDescriptorLength", "LPVOID sd", widths=BOTH)
def GetSecurityDescriptorLength(c, sd):
    """The descriptor's size as a self-relative one: its header, owner and group SIDs,
    and the ACLs present."""
    v = c.struct(SECURITY_DESCRIPTOR, sd)
    rel = SECURITY_DESCRIPTOR_RELATIVE.at(c.vm.mem, sd)
    view = rel if rel.Control & SE_SELF_RELATIVE else v
    # the header of the form it is in: a self-relative one's is 20 bytes at both widths,
    # an absolute one's holds four pointers (40 bytes in a 64-bit program)
    head = SECURITY_DESCRIPTOR_RELATIVE.sizeof() if view is rel else \
        SECURITY_DESCRIPTOR.sizeof(c.ptr_size)
    return head + sum(len(data) for _f, _a, data in _parts(c, view))


@api(ADVAPI32, "MakeSelfRelativeSD", "LPVOID absolute, LPVOID relative, LPVOID length", widths=BOTH)
def MakeSelfRelativeSD(c, absolute, relative, length):
    """Copy a descriptor into one block: the header, then the owner, group, SACL and DACL
    (NT's order), each member an offset from the block. A self-relative one is copied as
    it is."""
    v = _sd(c, absolute)
    if v is None:
        return 0
    mem = c.vm.mem
    room = mem.u32(length)
    if v.Control & SE_SELF_RELATIVE:
        need = GetSecurityDescriptorLength(c, absolute)
        if room < need:
            mem.w32(length, need)
            return _fail(c, ERROR_INSUFFICIENT_BUFFER)
        mem.write(relative, bytes(mem.read(absolute, need)))
        return 1
    parts = {f: data for f, _a, data in _parts(c, v)}
    head = SECURITY_DESCRIPTOR_RELATIVE.sizeof()
    order = [f for f in ("Owner", "Group", "Sacl", "Dacl") if f in parts]
    need = head + sum(len(parts[f]) for f in order)
    if room < need:
        mem.w32(length, need)
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    offsets, at = {}, head
    for f in order:
        mem.write(relative + at, parts[f])
        offsets[f] = at
        at += len(parts[f])
    mem.write(relative, SECURITY_DESCRIPTOR_RELATIVE.pack(
        Revision=v.Revision, Control=v.Control | SE_SELF_RELATIVE,
        Owner=offsets.get("Owner", 0), Group=offsets.get("Group", 0),
        Sacl=offsets.get("Sacl", 0), Dacl=offsets.get("Dacl", 0)))
    return 1


# -- SetEntriesInAcl ----------------------------------------------------------------------
TRUSTEE = struct("TRUSTEE", "PVOID pMultipleTrustee; DWORD MultipleTrusteeOperation; "
                 "DWORD TrusteeForm; DWORD TrusteeType; PVOID ptstrName")
EXPLICIT_ACCESS = struct("EXPLICIT_ACCESS", "DWORD grfAccessPermissions; "
                         "DWORD grfAccessMode; DWORD grfInheritance; TRUSTEE Trustee")

NOT_USED_ACCESS, GRANT_ACCESS, SET_ACCESS, DENY_ACCESS, REVOKE_ACCESS = 0, 1, 2, 3, 4
TRUSTEE_IS_SID, TRUSTEE_IS_NAME = 0, 1


def _trustee_sid(c, t):
    """The SID a TRUSTEE names (a SID, or an account name as
    LookupAccountName knows it, "CURRENT_USER" being the caller), or an error code."""
    if t.pMultipleTrustee or t.MultipleTrusteeOperation:
        return ERROR_INVALID_PARAMETER          # documented: not supported
    if t.TrusteeForm == TRUSTEE_IS_SID:
        s = Sid.read(c.vm.mem, t.ptstrName)
        return s if s is not None else ERROR_INVALID_SID
    if t.TrusteeForm == TRUSTEE_IS_NAME:
        name = c.read_str(t.ptstrName) if t.ptstrName else ""
        if name.upper() == "CURRENT_USER":
            return sids.USER_SID
        found = sids.lookup_name(name, COMPUTER_NAME, USER_NAME) if name else None
        # an unknown name is ERROR_INVALID_PARAMETER, as under Wine (not NONE_MAPPED)
        return found[0] if found is not None else ERROR_INVALID_PARAMETER
    return ERROR_INVALID_PARAMETER


SYSTEM_AUDIT_ACE_TYPE, SYSTEM_ALARM_ACE_TYPE = 2, 3
SET_AUDIT_SUCCESS, SET_AUDIT_FAILURE = 5, 6
SUCCESSFUL_ACCESS_ACE_FLAG, FAILED_ACCESS_ACE_FLAG = 0x40, 0x80
# The ACE an entry of each mode adds: (type, extra flags).
_MODE_ACE = {GRANT_ACCESS: (ACCESS_ALLOWED_ACE_TYPE, 0), SET_ACCESS: (ACCESS_ALLOWED_ACE_TYPE, 0),
             DENY_ACCESS: (ACCESS_DENIED_ACE_TYPE, 0),
             SET_AUDIT_SUCCESS: (SYSTEM_AUDIT_ACE_TYPE, SUCCESSFUL_ACCESS_ACE_FLAG),
             SET_AUDIT_FAILURE: (SYSTEM_AUDIT_ACE_TYPE, FAILED_ACCESS_ACE_FLAG)}


def _ace_bytes(kind, flags, mask, sid):
    """An ACE of the allowed/denied/audit layout (header, mask, SID)."""
    size = ACCESS_ALLOWED_ACE.offsetof("SidStart") + sid.size
    return (ACE_HEADER.pack(AceType=kind, AceFlags=flags & 0xFF, AceSize=size)
            + mask.to_bytes(4, "little") + sid.to_bytes())


def _old_aces(mem, acl):
    """The ACEs of an ACL as (type, SID or None, bytes), or None when it is malformed."""
    v, _end = _ace_end(mem, acl)
    if v is None:
        return None
    out, at = [], acl + ACL.sizeof()
    for _ in range(v.AceCount):
        h = ACE_HEADER.at(mem, at)
        sid = None
        if h.AceType <= SYSTEM_ALARM_ACE_TYPE:           # the layouts with a SID at +8
            sid = Sid.read(mem, at + ACCESS_ALLOWED_ACE.offsetof("SidStart"))
        out.append((h.AceType, sid, bytes(mem.read(at, h.AceSize))))
        at += h.AceSize
    return out


@api(ADVAPI32, "SetEntriesInAcl{AW}", "ULONG count, LPVOID entries, LPVOID old, LPVOID out",
     widths=BOTH)
def SetEntriesInAcl(c, count, entries, old, out):
    """A new ACL (LocalFree releases it; NULL when there are neither entries nor an old
    ACL): first an ACE per entry in the entries' order (GRANT_ACCESS and SET_ACCESS an
    allowing one, DENY_ACCESS a denying one, the audit modes an audit one, REVOKE_ACCESS
    none), then the old ACL's ACEs, where a SET_ACCESS entry replaces the trustee's
    allowing ACEs in place (and then adds none of its own in front) and REVOKE_ACCESS
    drops its allowing and audit ones (denying ones stay). Its AclSize counts every
    entry's ACE and the old ACEs, what is dropped included, as Wine's does. Returns a
    Win32 error code."""
    mem = c.vm.mem
    if out:
        mem.wptr(out, 0)
    if not count and not old:
        return ERROR_SUCCESS
    size = EXPLICIT_ACCESS.sizeof(c.ptr_size)
    items, room = [], ACL.sizeof()
    for i in range(count):
        e = EXPLICIT_ACCESS.at(mem, entries + i * size, c.ptr_size)
        sid = _trustee_sid(c, e.Trustee)
        if isinstance(sid, int):
            return sid
        mode = e.grfAccessMode
        if mode != REVOKE_ACCESS and mode not in _MODE_ACE:
            return ERROR_INVALID_PARAMETER
        items.append((mode, e.grfInheritance, e.grfAccessPermissions, sid))
        if mode != REVOKE_ACCESS:
            room += ACCESS_ALLOWED_ACE.offsetof("SidStart") + sid.size
    old_aces = []
    if old:
        old_aces = _old_aces(mem, old)
        if old_aces is None:
            return ERROR_INVALID_ACL
        room += sum(len(data) for _k, _s, data in old_aces)
    allowed_before = {sid for kind, sid, _d in old_aces if kind == ACCESS_ALLOWED_ACE_TYPE}
    body = []
    for mode, flags, mask, sid in items:
        if mode == REVOKE_ACCESS or (mode == SET_ACCESS and sid in allowed_before):
            continue
        kind, extra = _MODE_ACE[mode]
        body.append(_ace_bytes(kind, flags | extra, mask, sid))
    for kind, sid, data in old_aces:
        keep = data
        for mode, flags, mask, esid in items:
            if mode == SET_ACCESS and kind == ACCESS_ALLOWED_ACE_TYPE and sid == esid:
                keep = _ace_bytes(ACCESS_ALLOWED_ACE_TYPE, flags, mask, esid)
                break
            if mode == REVOKE_ACCESS and kind != ACCESS_DENIED_ACE_TYPE and sid == esid:
                keep = None
                break
        if keep is not None:
            body.append(keep)
    p = c.vm.heap.alloc(room)
    if not p:
        return ERROR_NOT_ENOUGH_MEMORY
    mem.write(p, ACL.pack(AclRevision=ACL_REVISION, AclSize=room, AceCount=len(body))
              + b"".join(body))
    if out:
        mem.wptr(out, p)                        # a PACL cell: the program's width
    return ERROR_SUCCESS
