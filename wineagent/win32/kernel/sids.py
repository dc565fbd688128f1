"""Security identifiers: their binary form (what a PSID points at), their string form
(S-R-I-S-S...), the well-known ones and their account names, and the SIDs of the one
user a VM runs as.

The machine has a fixed SID of its own (S-1-5-21-<three numbers>), so every VM and every
run sees the same one; the user is the first local account Windows creates after the
built-in ones (RID 1001), a member of Users but not of Administrators, as
kernel/security.py's standard, non-elevated token says.
"""

import struct

__all__ = ["Sid", "MACHINE_SID", "USER_SID", "TOKEN_GROUPS", "INTEGRITY_MEDIUM", "lookup",
           "parse_string", "SDDL_ALIASES"]

SID_REVISION, SID_MAX_SUB_AUTHORITIES = 1, 15


class Sid:
    """A SID as (identifier authority, sub-authorities)."""

    __slots__ = ("authority", "subs")

    def __init__(self, authority, subs):
        self.authority, self.subs = authority, tuple(subs)

    def __eq__(self, other):
        return isinstance(other, Sid) and (self.authority, self.subs) == (other.authority,
                                                                          other.subs)

    def __hash__(self):
        return hash((self.authority, self.subs))

    def __str__(self):
        # Documented: an authority of 2**32 or more is written in hex (0x...), else decimal.
        auth = str(self.authority) if self.authority < 1 << 32 else "0x%012X" % self.authority
        return "S-1-" + auth + "".join("-%d" % s for s in self.subs)

    def __repr__(self):
        return "Sid(%s)" % self

    def to_bytes(self):
        """The binary SID: revision, count, 6-byte big-endian authority, sub-authorities."""
        return (bytes((SID_REVISION, len(self.subs))) + self.authority.to_bytes(6, "big")
                + struct.pack("<%dI" % len(self.subs), *self.subs))

    @property
    def size(self):
        """GetLengthSid."""
        return 8 + 4 * len(self.subs)

    @classmethod
    def from_bytes(cls, data):
        """The SID at the start of ``data`` (a binary SID), or None when it is not one."""
        if len(data) < 8 or data[0] != SID_REVISION or data[1] > SID_MAX_SUB_AUTHORITIES:
            return None
        count = data[1]
        if len(data) < 8 + 4 * count:
            return None
        return cls(int.from_bytes(data[2:8], "big"),
                   struct.unpack_from("<%dI" % count, data, 8))

    @classmethod
    def read(cls, mem, ptr):
        """The SID at guest ``ptr``, or None when it is not a valid SID (IsValidSid)."""
        if not ptr:
            return None
        head = bytes(mem.read(ptr, 8))
        if head[0] != SID_REVISION or head[1] > SID_MAX_SUB_AUTHORITIES:
            return None
        subs = struct.unpack("<%dI" % head[1], bytes(mem.read(ptr + 8, 4 * head[1])))
        return cls(int.from_bytes(head[2:8], "big"), subs)


def parse_string(text):
    """A Sid from "S-1-..." or an SDDL alias ("BA", "WD"...); None when malformed."""
    if text is None:
        return None
    alias = SDDL_ALIASES.get(text.upper())
    return alias if alias is not None else _parse_numeric(text)


def _parse_numeric(text):
    parts = text.split("-")
    if len(parts) < 3 or parts[0].upper() != "S" or parts[1] != "1":
        return None
    try:
        auth = int(parts[2], 16) if parts[2][:2].lower() == "0x" else int(parts[2])
        subs = [int(p) for p in parts[3:]]
    except ValueError:
        return None
    if (auth >= 1 << 48 or len(subs) > SID_MAX_SUB_AUTHORITIES
            or any(not 0 <= s < 1 << 32 for s in subs)):
        return None
    return Sid(auth, subs)


def _sid(text):
    return _parse_numeric(text)


MACHINE_SID = _sid("S-1-5-21-2715338425-1357943291-1012204531")
USER_SID = Sid(5, MACHINE_SID.subs + (1001,))
INTEGRITY_MEDIUM = _sid("S-1-16-8192")
LOGON_SID = _sid("S-1-5-5-0-181202")

SE_GROUP_MANDATORY, SE_GROUP_ENABLED_BY_DEFAULT, SE_GROUP_ENABLED = 0x1, 0x2, 0x4
SE_GROUP_LOGON_ID, SE_GROUP_INTEGRITY, SE_GROUP_INTEGRITY_ENABLED = 0xC0000000, 0x20, 0x40
_ON = SE_GROUP_MANDATORY | SE_GROUP_ENABLED_BY_DEFAULT | SE_GROUP_ENABLED

#: TokenGroups of a standard user's interactive logon: (SID, attributes).
TOKEN_GROUPS = (
    (Sid(5, MACHINE_SID.subs + (513,)), _ON),        # the machine's "None" group
    (_sid("S-1-1-0"), _ON),                  # Everyone
    (_sid("S-1-5-32-545"), _ON),             # BUILTIN\Users
    (_sid("S-1-5-4"), _ON),                  # INTERACTIVE
    (_sid("S-1-2-1"), _ON),                  # CONSOLE LOGON
    (_sid("S-1-5-11"), _ON),                 # Authenticated Users
    (_sid("S-1-5-15"), _ON),                 # This Organization
    (LOGON_SID, _ON | SE_GROUP_LOGON_ID),    # the logon session
    (_sid("S-1-2-0"), _ON),                  # LOCAL
    (_sid("S-1-5-64-10"), _ON),              # NTLM Authentication
    (INTEGRITY_MEDIUM, SE_GROUP_INTEGRITY | SE_GROUP_INTEGRITY_ENABLED),
)

# SID_NAME_USE
SID_TYPE_USER, SID_TYPE_GROUP, SID_TYPE_DOMAIN, SID_TYPE_ALIAS = 1, 2, 3, 4
SID_TYPE_WELL_KNOWN_GROUP, SID_TYPE_LABEL = 5, 10

_WELL_KNOWN = {
    "S-1-0-0": ("NULL SID", "", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-1-0": ("Everyone", "", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-2-0": ("LOCAL", "", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-2-1": ("CONSOLE LOGON", "", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-3-0": ("CREATOR OWNER", "", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-3-1": ("CREATOR GROUP", "", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-1": ("DIALUP", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-2": ("NETWORK", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-3": ("BATCH", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-4": ("INTERACTIVE", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-6": ("SERVICE", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-7": ("ANONYMOUS LOGON", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-11": ("Authenticated Users", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-15": ("This Organization", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-18": ("SYSTEM", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-19": ("LOCAL SERVICE", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-20": ("NETWORK SERVICE", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-64-10": ("NTLM Authentication", "NT AUTHORITY", SID_TYPE_WELL_KNOWN_GROUP),
    "S-1-5-32": ("BUILTIN", "BUILTIN", SID_TYPE_DOMAIN),
    "S-1-5-32-544": ("Administrators", "BUILTIN", SID_TYPE_ALIAS),
    "S-1-5-32-545": ("Users", "BUILTIN", SID_TYPE_ALIAS),
    "S-1-5-32-546": ("Guests", "BUILTIN", SID_TYPE_ALIAS),
    "S-1-5-32-547": ("Power Users", "BUILTIN", SID_TYPE_ALIAS),
    "S-1-5-32-555": ("Remote Desktop Users", "BUILTIN", SID_TYPE_ALIAS),
    "S-1-16-0": ("Untrusted Mandatory Level", "Mandatory Label", SID_TYPE_LABEL),
    "S-1-16-4096": ("Low Mandatory Level", "Mandatory Label", SID_TYPE_LABEL),
    "S-1-16-8192": ("Medium Mandatory Level", "Mandatory Label", SID_TYPE_LABEL),
    "S-1-16-12288": ("High Mandatory Level", "Mandatory Label", SID_TYPE_LABEL),
    "S-1-16-16384": ("System Mandatory Level", "Mandatory Label", SID_TYPE_LABEL),
}

#: SDDL's two-letter SID strings (sddl.h) that name well-known SIDs.
SDDL_ALIASES = {k: _sid(v) for k, v in {
    "WD": "S-1-1-0", "CO": "S-1-3-0", "CG": "S-1-3-1", "NU": "S-1-5-2", "IU": "S-1-5-4",
    "SU": "S-1-5-6", "AN": "S-1-5-7", "AU": "S-1-5-11", "SY": "S-1-5-18", "LS": "S-1-5-19",
    "NS": "S-1-5-20", "BA": "S-1-5-32-544", "BU": "S-1-5-32-545", "BG": "S-1-5-32-546",
    "PU": "S-1-5-32-547", "RD": "S-1-5-32-555", "LW": "S-1-16-4096", "ME": "S-1-16-8192",
    "HI": "S-1-16-12288", "SI": "S-1-16-16384"}.items()}


#: WELL_KNOWN_SID_TYPE (winnt.h) -> the SID's string; a "%s" takes the domain SID.
WELL_KNOWN_TYPES = {
    0: "S-1-0-0", 1: "S-1-1-0", 2: "S-1-2-0", 3: "S-1-3-0", 4: "S-1-3-1", 5: "S-1-3-2",
    6: "S-1-3-3", 7: "S-1-5", 8: "S-1-5-1", 9: "S-1-5-2", 10: "S-1-5-3", 11: "S-1-5-4",
    12: "S-1-5-6", 13: "S-1-5-7", 14: "S-1-5-8", 15: "S-1-5-9", 16: "S-1-5-10",
    17: "S-1-5-11", 18: "S-1-5-12", 19: "S-1-5-13", 20: "S-1-5-14", 22: "S-1-5-18",
    23: "S-1-5-19", 24: "S-1-5-20", 25: "S-1-5-32", 26: "S-1-5-32-544",
    27: "S-1-5-32-545", 28: "S-1-5-32-546", 29: "S-1-5-32-547", 30: "S-1-5-32-548",
    31: "S-1-5-32-549", 32: "S-1-5-32-550", 33: "S-1-5-32-551", 34: "S-1-5-32-552",
    35: "S-1-5-32-554", 36: "S-1-5-32-555", 37: "S-1-5-32-556",
    38: "%s-500", 39: "%s-501", 40: "%s-502", 41: "%s-512", 42: "%s-513", 43: "%s-514",
    44: "%s-515", 45: "%s-516", 46: "%s-517", 47: "%s-518", 48: "%s-519", 49: "%s-520",
    65: "S-1-16-0", 66: "S-1-16-4096", 67: "S-1-16-8192", 68: "S-1-16-12288",
    69: "S-1-16-16384",
}


def lookup_name(text, computer, user):
    """(Sid, domain, SID_NAME_USE) of an account name ("name" or "DOMAIN\\name", any
    case), or None."""
    domain, _, name = text.rpartition("\\")
    candidates = [(str(USER_SID), (user, computer, SID_TYPE_USER)),
                  (str(MACHINE_SID), (computer, computer, SID_TYPE_DOMAIN))]
    candidates += list(_WELL_KNOWN.items())
    for sid_text, (acct, dom, kind) in candidates:
        if acct.lower() == name.lower() and (not domain or domain.lower() == dom.lower()):
            return _sid(sid_text), dom, kind
    return None


def lookup(sid, computer, user):
    """(name, domain, SID_NAME_USE) of a SID, or None when no account has it."""
    text = str(sid)
    if text in _WELL_KNOWN:
        return _WELL_KNOWN[text]
    if sid == USER_SID:
        return user, computer, SID_TYPE_USER
    if sid == MACHINE_SID:
        return computer, computer, SID_TYPE_DOMAIN
    if sid.authority == 5 and sid.subs[:-1] == MACHINE_SID.subs:
        rid = sid.subs[-1]
        local = {500: ("Administrator", SID_TYPE_USER), 501: ("Guest", SID_TYPE_USER),
                 513: ("None", SID_TYPE_GROUP)}
        if rid in local:
            return local[rid][0], computer, local[rid][1]
    return None
