"""ADVAPI32: the Credential Manager (CredWrite, CredRead, CredEnumerate, CredDelete,
CredFree) for the one user.

Windows keeps a user's credentials in files of the profile, encrypted; here each is a
registry key, ``HKCU\\Software\\wineagent\\Credentials\\<type>\\<target>``, holding the
CREDENTIAL's fields, so they persist with the rest of the user's state (the VFS's
registry file). CRED_PERSIST_SESSION credentials are kept the same way: a VM has no
logoff to lose them at. Generic credentials and domain passwords are kept (the password
of a domain credential is never returned, as documented: only the system reads it);
certificate and extended types, and credential attributes, stop the guest naming them.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.winerror import (ERROR_BAD_USERNAME, ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER,
                             ERROR_NOT_ENOUGH_MEMORY, ERROR_NOT_FOUND)
from ...kernel.registry import REG_BINARY, REG_DWORD, REG_SZ
from ..kernel32.main import guest_filetime
from ...core.dllnames import ADVAPI32


CREDENTIAL = struct(
    "CREDENTIAL{AW}", "DWORD Flags; DWORD Type; LPTSTR TargetName; LPTSTR Comment; "
    "FILETIME LastWritten; DWORD CredentialBlobSize; LPBYTE CredentialBlob; DWORD Persist; "
    "DWORD AttributeCount; LPVOID Attributes; LPTSTR TargetAlias; LPTSTR UserName")

CRED_TYPE_GENERIC, CRED_TYPE_DOMAIN_PASSWORD = 1, 2
_OTHER_TYPES = {3: "CRED_TYPE_DOMAIN_CERTIFICATE", 4: "CRED_TYPE_DOMAIN_VISIBLE_PASSWORD",
                5: "CRED_TYPE_GENERIC_CERTIFICATE", 6: "CRED_TYPE_DOMAIN_EXTENDED"}
CRED_PERSIST_SESSION, CRED_PERSIST_ENTERPRISE = 1, 3
CRED_PRESERVE_CREDENTIAL_BLOB = 0x1
CRED_ENUMERATE_ALL_CREDENTIALS = 0x1
CRED_MAX_CREDENTIAL_BLOB_SIZE = 5 * 512
CRED_MAX_STRING_LENGTH = 256
STORE = "Software\\wineagent\\Credentials"
HKCU = 0x80000001


def _fail(c, code):
    c.vm.last_error = code
    return 0


def _store(vm, create=False):
    root = vm.registry.roots[HKCU]
    if create:
        return vm.registry.create(root, STORE)[0]
    return vm.registry.find(root, STORE)


def _check_type(type_):
    if type_ in _OTHER_TYPES:
        raise Unimplemented("ADVAPI32.dll!Cred*: %s" % _OTHER_TYPES[type_])
    return type_ in (CRED_TYPE_GENERIC, CRED_TYPE_DOMAIN_PASSWORD)


def _find(vm, target, type_):
    store = _store(vm)
    bucket = store.child(str(type_)) if store is not None else None
    return bucket.child(target) if bucket is not None else None


def _get(key, name, default=None):
    v = key.values.get(name.lower())
    return default if v is None else v[2]


def _dword(key, name):
    data = _get(key, name, b"")
    return int.from_bytes(data[:4], "little") if data else 0


def _record(key, type_):
    """A stored credential as a dict of CREDENTIAL's fields."""
    blob = _get(key, "Blob", b"") if type_ == CRED_TYPE_GENERIC else b""
    return {"Flags": _dword(key, "Flags"), "Type": type_, "TargetName": key.name,
            "Comment": _get(key, "Comment"), "LastWritten": _get(key, "LastWritten", b""),
            "Blob": blob, "Persist": _dword(key, "Persist"),
            "TargetAlias": _get(key, "TargetAlias"), "UserName": _get(key, "UserName")}


def _write_block(c, records, array=True):
    """One heap block (CredFree releases it): ``len(records)`` pointers (with ``array``),
    then each CREDENTIAL and its strings and blob. Returns (block, [credential
    addresses])."""
    mem, p = c.vm.mem, c.ptr_size
    head = p * len(records) if array else 0
    stype = CREDENTIAL.variant(c.wide)
    size = stype.sizeof(p)
    nul = b"\0" * c.char_size

    def text(s):
        return (s.encode("utf-16-le") if c.wide else s.encode("cp1252", "replace")) + nul
    total = head
    for r in records:
        total += size + len(r["Blob"]) + sum(len(text(r[f])) for f in
                                            ("TargetName", "Comment", "TargetAlias",
                                             "UserName") if r[f] is not None)
    block = c.vm.heap.alloc(total, zero=True)
    if not block:
        return 0, []
    at, addrs = block + head, []
    for i, r in enumerate(records):
        cred, at = at, at + size
        fields = {"Flags": r["Flags"], "Type": r["Type"], "Persist": r["Persist"],
                  "CredentialBlobSize": len(r["Blob"])}
        for f in ("TargetName", "Comment", "TargetAlias", "UserName"):
            if r[f] is not None:
                mem.write(at, text(r[f]))
                fields[f] = at
                at += len(text(r[f]))
        if r["Blob"]:
            mem.write(at, r["Blob"])
            fields["CredentialBlob"] = at
            at += len(r["Blob"])
        v = stype.at(mem, cred, p)
        for f, value in fields.items():
            setattr(v, f, value)
        if r["LastWritten"]:
            mem.write(cred + stype.offsetof("LastWritten", p), r["LastWritten"])
        if array:
            mem.write(block + p * i, cred.to_bytes(p, "little"))
        addrs.append(cred)
    return block, addrs


@api(ADVAPI32, "CredWrite{AW}", "LPVOID credential, DWORD flags", widths=BOTH)
def CredWrite(c, credential, flags):
    """Create or replace the user's credential of that type and target name."""
    vm = c.vm
    mem = vm.mem
    if not credential:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags & ~CRED_PRESERVE_CREDENTIAL_BLOB:
        return _fail(c, ERROR_INVALID_FLAGS)
    v = c.struct(CREDENTIAL, credential)
    type_ = v.Type
    if not _check_type(type_):
        return _fail(c, ERROR_INVALID_PARAMETER)
    if v.AttributeCount:
        raise Unimplemented("%s: credential attributes" % c.spec.full_name)
    target = c.read_str(v.TargetName) if v.TargetName else ""
    if not target or len(target) > CRED_MAX_STRING_LENGTH * 129 // 128:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if not CRED_PERSIST_SESSION <= v.Persist <= CRED_PERSIST_ENTERPRISE:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if v.CredentialBlobSize > CRED_MAX_CREDENTIAL_BLOB_SIZE or (
            v.CredentialBlobSize and not v.CredentialBlob):
        return _fail(c, ERROR_INVALID_PARAMETER)
    user = c.read_str(v.UserName) if v.UserName else None
    if type_ == CRED_TYPE_DOMAIN_PASSWORD and not user:
        return _fail(c, ERROR_BAD_USERNAME)      # documented: a domain credential names one
    old = _find(vm, target, type_)
    blob = bytes(mem.read(v.CredentialBlob, v.CredentialBlobSize)) if v.CredentialBlobSize \
        else b""
    if flags & CRED_PRESERVE_CREDENTIAL_BLOB:
        if old is None:
            return _fail(c, ERROR_NOT_FOUND)
        blob = _get(old, "Blob", b"")
    reg = vm.registry
    bucket, _created = reg.create(_store(vm, create=True), str(type_))
    if old is not None:
        reg.delete_key(old)
    key, _created = reg.create(bucket, target)
    reg.set_value(key, "Flags", REG_DWORD, (v.Flags & 0xFFFFFFFF).to_bytes(4, "little"))
    reg.set_value(key, "Persist", REG_DWORD, v.Persist.to_bytes(4, "little"))
    reg.set_value(key, "Blob", REG_BINARY, blob)
    reg.set_value(key, "LastWritten", REG_BINARY, guest_filetime(vm).to_bytes(8, "little"))
    for field in ("Comment", "TargetAlias", "UserName"):
        ptr = getattr(v, field)
        if ptr:
            reg.set_value(key, field, REG_SZ, c.read_str(ptr))
    vm.last_error = 0       # success is reported in the last error too (Wine's cred.c)
    return 1


@api(ADVAPI32, "CredRead{AW}", "LPCTSTR target, DWORD type, DWORD flags, LPVOID out", widths=BOTH)
def CredRead(c, target, type_, flags, out):
    """The user's credential of that type and target name, in a block CredFree releases."""
    if not target or not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags:
        return _fail(c, ERROR_INVALID_FLAGS)
    if not _check_type(type_):
        return _fail(c, ERROR_INVALID_PARAMETER)
    key = _find(c.vm, target, type_)
    if key is None:
        return _fail(c, ERROR_NOT_FOUND)
    block, _addrs = _write_block(c, [_record(key, type_)], array=False)
    if not block:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    c.vm.mem.write(out, block.to_bytes(c.ptr_size, "little"))   # the CREDENTIAL itself
    return 1


@api(ADVAPI32, "CredEnumerate{AW}", "LPCTSTR filter, DWORD flags, LPVOID count, LPVOID out", widths=BOTH)
def CredEnumerate(c, filter_, flags, count, out):
    """The user's credentials whose target names match ``filter`` ("prefix*" or a whole
    name; NULL: all), as an array of pointers in a block CredFree releases."""
    if not count or not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags & ~CRED_ENUMERATE_ALL_CREDENTIALS or (flags and filter_):
        return _fail(c, ERROR_INVALID_FLAGS)
    if filter_ and "*" in filter_[:-1]:
        return _fail(c, ERROR_INVALID_PARAMETER)   # one asterisk, at the end
    store = _store(c.vm)
    records = []
    for bucket in store.sorted_subkeys() if store is not None else ():
        type_ = int(bucket.name)
        for key in bucket.sorted_subkeys():
            name = key.name.lower()
            if filter_:
                want = filter_.lower()
                if want.endswith("*") and not name.startswith(want[:-1]):
                    continue
                if not want.endswith("*") and name != want:
                    continue
            records.append(_record(key, type_))
    if not records:
        return _fail(c, ERROR_NOT_FOUND)
    block, _addrs = _write_block(c, records)
    if not block:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    c.vm.mem.w32(count, len(records))
    c.vm.mem.write(out, block.to_bytes(c.ptr_size, "little"))
    return 1


@api(ADVAPI32, "CredDelete{AW}", "LPCTSTR target, DWORD type, DWORD flags", widths=BOTH)
def CredDelete(c, target, type_, flags):
    """Remove the user's credential of that type and target name."""
    if not target:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags:
        return _fail(c, ERROR_INVALID_FLAGS)
    if not _check_type(type_):
        return _fail(c, ERROR_INVALID_PARAMETER)
    key = _find(c.vm, target, type_)
    if key is None:
        return _fail(c, ERROR_NOT_FOUND)
    c.vm.registry.delete_key(key)
    return 1


@api(ADVAPI32, "CredFree", "LPVOID buf", widths=BOTH)
def CredFree(c, buf):
    """Release a block from CredRead or CredEnumerate."""
    if buf:
        c.vm.heap.free(buf)


CRED_PERSIST_NONE = 0
#: What each credential type may be kept as here: generic credentials and domain passwords
#: as long as the user's state (enterprise persistence included); the types this store
#: does not keep answer CRED_PERSIST_NONE, as docs say of a type "not supported or
#: disabled by policy".
SESSION_PERSISTENCE = {CRED_TYPE_GENERIC: CRED_PERSIST_ENTERPRISE,
                       CRED_TYPE_DOMAIN_PASSWORD: CRED_PERSIST_ENTERPRISE}
CRED_TYPE_MAXIMUM_EX = 1007     # CRED_TYPE_MAXIMUM + 1000: the largest array asked for


@api(ADVAPI32, "CredGetSessionTypes", "DWORD count, LPVOID out", widths=BOTH)
def CredGetSessionTypes(c, count, out):
    """Fill ``out[type]`` for the first ``count`` credential types with the most lasting
    persistence this logon session allows (index 0, no type, is CRED_PERSIST_NONE)."""
    if not count or not out or count > CRED_TYPE_MAXIMUM_EX:
        return _fail(c, ERROR_INVALID_PARAMETER)
    for i in range(count):
        c.vm.mem.w32(out + 4 * i, SESSION_PERSISTENCE.get(i, CRED_PERSIST_NONE))
    return 1


CREDENTIAL_TARGET_INFORMATION = struct(
    "CREDENTIAL_TARGET_INFORMATION{AW}", "LPTSTR TargetName; LPTSTR NetbiosServerName; "
    "LPTSTR DnsServerName; LPTSTR NetbiosDomainName; LPTSTR DnsDomainName; "
    "LPTSTR DnsTreeName; LPTSTR PackageName; ULONG Flags; DWORD CredTypeCount; "
    "LPVOID CredTypes")
_TARGET_FIELDS = ("TargetName", "NetbiosServerName", "DnsServerName", "NetbiosDomainName",
                  "DnsDomainName", "DnsTreeName")


@api(ADVAPI32, "CredReadDomainCredentials{AW}", "LPVOID info, DWORD flags, LPVOID count, "
     "LPVOID out", widths=BOTH)
def CredReadDomainCredentials(c, info, flags, count, out):
    """The user's domain credentials for a target: those whose target name is one of the
    names ``info`` gives (server, domain or tree; compared ignoring case), of the types
    ``info`` lists (all domain types when it lists none). An array in one CredFree
    block; ERROR_NOT_FOUND (count 0, NULL) when there is none."""
    vm = c.vm
    if not info or not count or not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    vm.mem.w32(count, 0)
    vm.mem.wptr(out, 0)            # a PCREDENTIAL* cell: the program's pointer size
    v = c.struct(CREDENTIAL_TARGET_INFORMATION, info)
    names = {c.read_str(getattr(v, f)).lower() for f in _TARGET_FIELDS if getattr(v, f)}
    types = [vm.mem.u32(v.CredTypes + 4 * i) for i in range(v.CredTypeCount)] \
        if v.CredTypes else [CRED_TYPE_DOMAIN_PASSWORD]
    records = []
    store = _store(vm)
    for type_ in types:
        if not _check_type(type_) or type_ == CRED_TYPE_GENERIC or store is None:
            continue
        bucket = store.child(str(type_))
        for key in (bucket.subkeys.values() if bucket is not None else ()):
            if key.name.lower() in names:
                records.append(_record(key, type_))
    if not records:
        return _fail(c, ERROR_NOT_FOUND)
    block, _addrs = _write_block(c, records)
    if not block:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    vm.mem.w32(count, len(records))
    vm.mem.wptr(out, block)
    return 1
