"""Security descriptor strings (SDDL, sddl.h) and the self-relative descriptors they stand
for: ``parse`` builds the bytes of a self-relative SECURITY_DESCRIPTOR from a string,
``format`` writes the string of one.

A string is up to four parts, each once: ``O:sid`` (owner), ``G:sid`` (group),
``D:flags(ace)(ace)...`` (the DACL) and ``S:flags(ace)...`` (the SACL). A SID is a
two-letter alias ("WD", "BA"...: ``kernel/sids.py``) or "S-1-...". The ACL flags are P
(protected), AI (auto-inherited), AR (auto-inherit required) and NO_ACCESS_CONTROL (a
present, NULL DACL). An ACE is ``(type;flags;rights;object;inherit-object;sid)``: type A,
D, AU, AL or ML; flags from CI OI NP IO ID SA FA; rights a number (0x..., decimal or
octal as C writes them) or two-letter rights (GA GR GW GX RC SD WD WO RP WP CC DC LC SW LO
DT CR FA FR FW FX KA KR KW KX NR NW NX). Object ACEs (OA, OD, OU, OL) and conditional
ones are not implemented: ``SddlUnsupported`` names them.

The descriptor's parts follow its 20-byte header in the order owner, group, SACL, DACL,
as MakeSelfRelativeSD lays them out here.
"""

import re
import struct

from ..core.winerror import ERROR_INVALID_ACL, ERROR_INVALID_PARAMETER, RPC_S_INVALID_STRING_UUID
from .sids import SDDL_ALIASES, Sid, parse_string

__all__ = ["parse", "format_sd", "SddlError", "SddlUnsupported"]

SE_DACL_PRESENT, SE_SACL_PRESENT = 0x0004, 0x0010
SE_DACL_AUTO_INHERIT_REQ, SE_SACL_AUTO_INHERIT_REQ = 0x0100, 0x0200
SE_DACL_AUTO_INHERITED, SE_SACL_AUTO_INHERITED = 0x0400, 0x0800
SE_DACL_PROTECTED, SE_SACL_PROTECTED = 0x1000, 0x2000
SE_SELF_RELATIVE = 0x8000
ACL_REVISION = 2

_ACE_TYPES = {"A": 0, "D": 1, "AU": 2, "AL": 3, "ML": 0x11}
_ACE_FLAGS = {"OI": 0x01, "CI": 0x02, "NP": 0x04, "IO": 0x08, "ID": 0x10, "SA": 0x40,
              "FA": 0x80}
#: two-letter rights; the composite ones (FA, KA...) are written as such when the mask is
#: exactly theirs
_RIGHTS = {
    "GA": 0x10000000, "GR": 0x80000000, "GW": 0x40000000, "GX": 0x20000000,
    "RC": 0x00020000, "SD": 0x00010000, "WD": 0x00040000, "WO": 0x00080000,
    "RP": 0x00000010, "WP": 0x00000020, "CC": 0x00000001, "DC": 0x00000002,
    "LC": 0x00000004, "SW": 0x00000008, "LO": 0x00000080, "DT": 0x00000040,
    "CR": 0x00000100,
    "FA": 0x001F01FF, "FR": 0x00120089, "FW": 0x00120116, "FX": 0x001200A0,
    "KA": 0x000F003F, "KR": 0x00020019, "KW": 0x00020006, "KX": 0x00020019,
    "NR": 0x00000001, "NW": 0x00000002, "NX": 0x00000004,
}
_COMPOSITE = ("FA", "FR", "FW", "FX", "KA", "KR", "KW")
#: the rights a mask is written with, in the order of their bits (as Windows writes them:
#: "CCDCLCSWRPRC", "GAGXGWGR")
_BITS = ("CC", "DC", "LC", "SW", "RP", "WP", "DT", "LO", "CR", "SD", "RC", "WD", "WO",
         "GA", "GX", "GW", "GR")


class SddlError(ValueError):
    """The string is not a security descriptor string; ``error`` is what Windows sets:
    ERROR_INVALID_ACL for a bad ACE, RPC_S_INVALID_STRING_UUID for an unknown ACE type
    (Vista and later), ERROR_INVALID_PARAMETER for the rest."""

    def __init__(self, message, error=ERROR_INVALID_PARAMETER):
        super().__init__(message)
        self.error = error


class SddlUnsupported(ValueError):
    """A part of SDDL this module does not implement (object or conditional ACEs)."""


def _sid(text):
    sid = parse_string(text.strip())
    if sid is None:
        raise SddlError("bad SID %r" % text)
    return sid


_NUMBER = re.compile(r"(?i)0x[0-9a-f]+|0[0-7]*|[1-9][0-9]*")


def _rights(text):
    # Leading blanks are allowed, trailing ones are not; numbers (as C writes them) and
    # two-letter rights may be mixed ("GR0xFFFFFFFF").
    text, mask, i = text.lstrip(" "), 0, 0
    while i < len(text):
        m = _NUMBER.match(text, i)
        if m:
            mask |= int(m.group(0), 16 if m.group(0)[:2].lower() == "0x" else
                        8 if m.group(0).startswith("0") else 10)
            i = m.end()
            continue
        code = text[i:i + 2].upper()
        if code not in _RIGHTS:
            raise SddlError("bad right %r" % code, ERROR_INVALID_ACL)
        mask |= _RIGHTS[code]
        i += 2
    return mask & 0xFFFFFFFF


def _ace(text):
    fields = text.split(";")
    if len(fields) != 6:
        raise SddlError("bad ACE %r" % text, ERROR_INVALID_ACL)
    kind, flags, rights, obj, inherit, sid = fields
    kind = kind.lstrip(" ").upper()
    if kind in ("OA", "OD", "OU", "OL") or kind.startswith("X") or obj.strip() or \
            inherit.strip():
        raise SddlUnsupported("object or conditional ACE %r" % text)
    if kind not in _ACE_TYPES:
        raise SddlError("bad ACE type %r" % kind, RPC_S_INVALID_STRING_UUID)
    bits = 0
    flags = flags.strip().upper()
    for i in range(0, len(flags), 2):
        code = flags[i:i + 2]
        if code not in _ACE_FLAGS:
            raise SddlError("bad ACE flag %r" % code, ERROR_INVALID_ACL)
        bits |= _ACE_FLAGS[code]
    ace_sid = parse_string(sid.strip())
    if ace_sid is None:
        raise SddlError("bad SID %r" % sid, ERROR_INVALID_ACL)
    body = struct.pack("<I", _rights(rights)) + ace_sid.to_bytes()
    return struct.pack("<BBH", _ACE_TYPES[kind], bits, 4 + len(body)) + body


def _acl(text, sacl):
    """(control bits, ACL bytes or None for a NULL ACL) of the part after "D:"/"S:"."""
    m = re.match(r"(?i)((?:P|AI|AR|NO_ACCESS_CONTROL)*)", text)
    flags, rest = m.group(1).upper(), text[m.end():]
    control = 0
    null = False
    while flags:
        if flags.startswith("NO_ACCESS_CONTROL"):
            null, flags = True, flags[17:]
        elif flags.startswith("P"):
            control |= SE_SACL_PROTECTED if sacl else SE_DACL_PROTECTED
            flags = flags[1:]
        elif flags.startswith("AI"):
            control |= SE_SACL_AUTO_INHERITED if sacl else SE_DACL_AUTO_INHERITED
            flags = flags[2:]
        elif flags.startswith("AR"):
            control |= SE_SACL_AUTO_INHERIT_REQ if sacl else SE_DACL_AUTO_INHERIT_REQ
            flags = flags[2:]
        else:
            raise SddlError("bad ACL flags %r" % flags)
    aces = []
    while rest.strip():
        rest = rest.strip()
        if not rest.startswith("(") or ")" not in rest:
            raise SddlError("bad ACL %r" % text, ERROR_INVALID_ACL)
        end = rest.index(")")
        aces.append(_ace(rest[1:end]))
        rest = rest[end + 1:]
    if null:
        if aces:
            raise SddlError("NO_ACCESS_CONTROL with ACEs")
        return control, None
    body = b"".join(aces)
    return control, struct.pack("<BBHHH", ACL_REVISION, 0, 8 + len(body), len(aces), 0) + body


_SID = re.compile(r"(?i)S-1(-(0x[0-9a-f]+|[0-9]+))+|[A-Z]{2}")
_ACL_FLAGS = re.compile(r"(?i)(P|AI|AR|NO_ACCESS_CONTROL)*")


def parse(text):
    """The self-relative SECURITY_DESCRIPTOR (bytes) of an SDDL string; raises SddlError
    (or SddlUnsupported)."""
    parts, pos, n = {}, 0, len(text)
    while pos < n:
        if text[pos] == " ":
            pos += 1
            continue
        key = text[pos:pos + 1].upper()
        if key not in "OGDS" or text[pos + 1:pos + 2] != ":" or key in parts:
            raise SddlError("bad part at %d: %r" % (pos, text))
        pos += 2
        if key in "OG":
            m = _SID.match(text, pos)
            if not m:
                raise SddlError("bad SID at %d: %r" % (pos, text))
            parts[key] = m.group(0)
            pos = m.end()
            continue
        m = _ACL_FLAGS.match(text, pos)
        end = m.end()
        while end < n and text[end] == " ":
            end += 1
        while end < n and text[end] == "(":
            close = text.find(")", end)
            if close < 0:
                raise SddlError("unclosed ACE: %r" % text)
            end = close + 1
        parts[key] = text[pos:end]
        pos = end
    control = SE_SELF_RELATIVE
    blocks = {}
    if "O" in parts:
        blocks["O"] = _sid(parts["O"]).to_bytes()
    if "G" in parts:
        blocks["G"] = _sid(parts["G"]).to_bytes()
    if "S" in parts:
        bits, acl = _acl(parts["S"], True)
        control |= bits | SE_SACL_PRESENT
        if acl is not None:
            blocks["S"] = acl
    if "D" in parts:
        bits, acl = _acl(parts["D"], False)
        control |= bits | SE_DACL_PRESENT
        if acl is not None:
            blocks["D"] = acl
    offsets, data, at = {}, b"", 20
    for key in ("O", "G", "S", "D"):
        if key in blocks:
            offsets[key] = at
            data += blocks[key]
            at += len(blocks[key])
    head = struct.pack("<BBHIIII", 1, 0, control, offsets.get("O", 0), offsets.get("G", 0),
                       offsets.get("S", 0), offsets.get("D", 0))
    return head + data


# -- the string of a descriptor ------------------------------------------------------------
OWNER, GROUP, DACL, SACL = 0x1, 0x2, 0x4, 0x8

_ALIAS_OF = {sid: alias for alias, sid in SDDL_ALIASES.items()}


def _sid_text(sid):
    return _ALIAS_OF.get(sid, str(sid))


def _rights_text(mask):
    for code in _COMPOSITE:
        if mask == _RIGHTS[code]:
            return code
    out, left = "", mask
    for code in _BITS:
        if left & _RIGHTS[code]:
            out += code
            left &= ~_RIGHTS[code]
    return out if not left else "0x%x" % mask


def _acl_text(data, off, control, sacl):
    flags = ""
    if control & (SE_SACL_PROTECTED if sacl else SE_DACL_PROTECTED):
        flags += "P"
    if control & (SE_SACL_AUTO_INHERIT_REQ if sacl else SE_DACL_AUTO_INHERIT_REQ):
        flags += "AR"
    if control & (SE_SACL_AUTO_INHERITED if sacl else SE_DACL_AUTO_INHERITED):
        flags += "AI"
    if not off:
        return flags + "NO_ACCESS_CONTROL"
    count = struct.unpack_from("<H", data, off + 4)[0]
    at, out = off + 8, [flags]
    kinds = {v: k for k, v in _ACE_TYPES.items()}
    for _ in range(count):
        kind, bits, size = struct.unpack_from("<BBH", data, at)
        if kind not in kinds:
            raise SddlUnsupported("ACE type %d" % kind)
        mask = struct.unpack_from("<I", data, at + 4)[0]
        sid = Sid.from_bytes(data[at + 8:at + size])
        flag_text = "".join(code for code, bit in _ACE_FLAGS.items() if bits & bit)
        out.append("(%s;%s;%s;;;%s)" % (kinds[kind], flag_text, _rights_text(mask),
                                       _sid_text(sid)))
        at += size
    return "".join(out)


def format_sd(data, info):
    """The SDDL string of the self-relative descriptor ``data`` for the parts ``info``
    asks (OWNER_ / GROUP_ / DACL_ / SACL_SECURITY_INFORMATION)."""
    _rev, _sbz, control, owner, group, sacl, dacl = struct.unpack_from("<BBHIIII", data, 0)
    out = ""
    if info & OWNER and owner:
        out += "O:" + _sid_text(Sid.from_bytes(data[owner:]))
    if info & GROUP and group:
        out += "G:" + _sid_text(Sid.from_bytes(data[group:]))
    if info & DACL and control & SE_DACL_PRESENT:
        out += "D:" + _acl_text(data, dacl, control, False)
    if info & SACL and control & SE_SACL_PRESENT:
        out += "S:" + _acl_text(data, sacl, control, True)
    return out
