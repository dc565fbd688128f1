"""Shell links (.lnk files) as [MS-SHLLINK] lays them out: the ``Link`` a shell link object
holds, and its bytes.

A .lnk is a ShellLinkHeader (76 bytes: the link flags saying which parts follow, the
target's attributes, times and size as they were when the link was made, the icon index,
show command and hot key), then, as the flags say, a LinkTargetIDList (a WORD size and a
PIDL), a LinkInfo (the target's volume and local base path), the StringData (each a WORD
count of characters, no NUL: description, relative path, working directory, arguments,
icon location; UTF-16 with ``IsUnicode``, the ANSI code page without) and the ExtraData
blocks (``{DWORD size; DWORD signature; ...}``, ended by a size below 4). The one block
read here is the PropertyStoreDataBlock (0xA0000009): serialized property storages
([MS-PROPSTORE], one per format ID, each value a TypedPropertyValue of [MS-OLEPS]), where
a program's AppUserModel ID and toast activator CLSID live. Other blocks are kept as
their bytes and written back as they came, as Windows keeps what it does not change.

Reading is a generator (``read_link``) that yields how many bytes it wants next and is
sent them, so one parser serves a whole file and an IStream read call by call, and
consumes exactly the link's bytes. Everything here is pure: the shell32 object
(``dlls/shell32/shelllink.py``) moves bytes in and out of guest memory and files.

Strings written by Wine 8 count their NUL and include it; a reader following the
specification takes it as part of the string, so trailing NULs are dropped on reading.
"""

import struct

from ...abi.structs import struct as declare

__all__ = ["Link", "read_link", "link_bytes", "LinkFormatError", "CLSID_SHELLLINK",
           "HAS_ID_LIST", "HAS_LINK_INFO", "HAS_NAME", "HAS_RELATIVE_PATH",
           "HAS_WORKING_DIR", "HAS_ARGUMENTS", "HAS_ICON_LOCATION", "IS_UNICODE",
           "PROPERTY_STORE_SIG", "VT_EMPTY", "VT_LPWSTR", "VT_CLSID", "VT_BOOL",
           "VT_I4", "VT_UI4", "VT_I2", "VT_UI2", "VT_UI1", "VT_I8", "VT_UI8",
           "VT_FILETIME", "SW_SHOWNORMAL"]

CLSID_SHELLLINK = bytes.fromhex("0114020000000000c000000000000046")   # {00021401-...-46}

# LinkFlags ([MS-SHLLINK] 2.1.1; shlobj.h's SLDF_*)
HAS_ID_LIST, HAS_LINK_INFO, HAS_NAME, HAS_RELATIVE_PATH = 0x1, 0x2, 0x4, 0x8
HAS_WORKING_DIR, HAS_ARGUMENTS, HAS_ICON_LOCATION, IS_UNICODE = 0x10, 0x20, 0x40, 0x80
_CONTENT = (HAS_ID_LIST | HAS_LINK_INFO | HAS_NAME | HAS_RELATIVE_PATH | HAS_WORKING_DIR |
            HAS_ARGUMENTS | HAS_ICON_LOCATION | IS_UNICODE)
# LinkInfoFlags
_VOLUME_ID_AND_LOCAL_BASE_PATH, _COMMON_NETWORK_RELATIVE_LINK = 0x1, 0x2
DRIVE_FIXED = 3
SW_SHOWNORMAL = 1
PROPERTY_STORE_SIG = 0xA0000009
_SPS1 = 0x53505331                              # a serialized property storage's Version
# the format ID whose values are named by strings, not integers ([MS-PROPSTORE] 2.2)
_STRING_NAMED = bytes.fromhex("05d5cdd59c2e1b10939708002b2cf9ae")

# Property types a link's store holds here (wtypes.h VARENUM).
VT_EMPTY, VT_I2, VT_I4, VT_BOOL, VT_UI1, VT_UI2, VT_UI4 = 0, 2, 3, 11, 17, 18, 19
VT_I8, VT_UI8, VT_LPWSTR, VT_FILETIME, VT_CLSID = 20, 21, 31, 64, 72
_FIXED = {VT_I2: "<h", VT_I4: "<i", VT_BOOL: "<h", VT_UI1: "<B", VT_UI2: "<H",
          VT_UI4: "<I", VT_I8: "<q", VT_UI8: "<Q", VT_FILETIME: "<Q"}

# [MS-SHLLINK]'s structures. They are a file format's, in no SDK header (so not in
# test_structs' list); naturally aligned, their declarations give their sizes.
SHELL_LINK_HEADER = declare(
    "SHELL_LINK_HEADER",
    "DWORD HeaderSize; GUID LinkCLSID; DWORD LinkFlags; DWORD FileAttributes;"
    " FILETIME CreationTime; FILETIME AccessTime; FILETIME WriteTime; DWORD FileSize;"
    " int IconIndex; DWORD ShowCommand; WORD HotKey; WORD Reserved1; DWORD Reserved2;"
    " DWORD Reserved3")
LINK_INFO = declare(
    "LINK_INFO",
    "DWORD LinkInfoSize; DWORD LinkInfoHeaderSize; DWORD LinkInfoFlags;"
    " DWORD VolumeIDOffset; DWORD LocalBasePathOffset;"
    " DWORD CommonNetworkRelativeLinkOffset; DWORD CommonPathSuffixOffset;"
    " DWORD LocalBasePathOffsetUnicode; DWORD CommonPathSuffixOffsetUnicode")
VOLUME_ID = declare("VOLUME_ID", "DWORD VolumeIDSize; DWORD DriveType;"
                                 " DWORD DriveSerialNumber; DWORD VolumeLabelOffset")
_HEADER_SIZE = SHELL_LINK_HEADER.sizeof()          # 0x4C
_INFO_SIZE_ANSI = LINK_INFO.offsetof("LocalBasePathOffsetUnicode")    # 0x1C
_INFO_SIZE_UNICODE = LINK_INFO.sizeof()                                 # 0x24

# StringData's strings in file order, by the Link attribute holding each and its flag.
_STRINGS = (("description", HAS_NAME), ("relative_path", HAS_RELATIVE_PATH),
            ("working_dir", HAS_WORKING_DIR), ("arguments", HAS_ARGUMENTS),
            ("icon_location", HAS_ICON_LOCATION))


class LinkFormatError(ValueError):
    """The bytes are not a shell link."""


class Link:
    """What a shell link holds. Strings are None when absent; ``idlist`` is PIDL bytes
    (with terminator) or None; ``props`` maps (format ID bytes, property id) to
    (VARTYPE, value) in the order set; ``blocks`` are the other ExtraData blocks' bytes;
    ``extra_flags`` the LinkFlags that do not say which parts are present (SLDF_RUNAS_USER
    and the like), kept from a file or IShellLinkDataList::SetFlags; ``serial`` the
    target drive's serial number its LinkInfo records."""

    def __init__(self):
        self.path = None
        self.idlist = None
        self.description = self.relative_path = self.working_dir = None
        self.arguments = self.icon_location = None
        self.attributes, self.size = 0, 0
        self.times = (0, 0, 0)                    # creation, access, write FILETIMEs
        self.icon_index, self.show_cmd, self.hotkey = 0, SW_SHOWNORMAL, 0
        self.props = {}
        self.blocks = []
        self.extra_flags = 0
        self.serial = 0

    def flags(self):
        """The LinkFlags the link's contents make (with ``extra_flags``)."""
        f = self.extra_flags & ~_CONTENT | IS_UNICODE
        if self.idlist is not None:
            f |= HAS_ID_LIST
        if self.path and _local(self.path):
            f |= HAS_LINK_INFO
        for name, bit in _STRINGS:
            if getattr(self, name):
                f |= bit
        return f


def _local(path):
    """True for a path LinkInfo can name as a local base path (``X:\\...``)."""
    return len(path) >= 3 and path[1] == ":" and path[2] == "\\"


# -- writing -----------------------------------------------------------------------------------
def _counted(text):
    return struct.pack("<H", len(text)) + text.encode("utf-16-le")


def _link_info(path, serial):
    try:
        base = path.encode("cp1252") + b"\0"
        unicode = None
    except UnicodeEncodeError:
        base, unicode = b"?\0", path.encode("utf-16-le") + b"\0\0"
    head = _INFO_SIZE_ANSI if unicode is None else _INFO_SIZE_UNICODE
    volume = VOLUME_ID.pack(VolumeIDSize=VOLUME_ID.sizeof() + 1, DriveType=DRIVE_FIXED,
                            DriveSerialNumber=serial,
                            VolumeLabelOffset=VOLUME_ID.sizeof()) + b"\0"
    at_base = head + len(volume)
    at_suffix = at_base + len(base)
    tail = volume + base + b"\0"                  # CommonPathSuffix: empty
    fields = dict(LinkInfoHeaderSize=head, LinkInfoFlags=_VOLUME_ID_AND_LOCAL_BASE_PATH,
                  VolumeIDOffset=head, LocalBasePathOffset=at_base,
                  CommonPathSuffixOffset=at_suffix)
    if unicode is not None:
        fields.update(LocalBasePathOffsetUnicode=head + len(tail),
                      CommonPathSuffixOffsetUnicode=head + len(tail) + len(unicode))
        tail += unicode + b"\0\0"
    fields["LinkInfoSize"] = head + len(tail)
    return LINK_INFO.pack(**fields)[:head] + tail


def _typed_value(vt, value):
    """A TypedPropertyValue ([MS-OLEPS] 2.15): Type, Padding, the value (4-aligned)."""
    head = struct.pack("<HH", vt, 0)
    if vt == VT_LPWSTR:
        data = value.encode("utf-16-le") + b"\0\0"
        body = struct.pack("<I", len(data) // 2) + data
    elif vt == VT_CLSID:
        body = bytes(value)
    else:
        body = struct.pack(_FIXED[vt], value)
    return head + body + b"\0" * (-len(body) % 4)


def _property_store(props):
    groups = {}
    for (fmtid, pid), (vt, value) in props.items():
        groups.setdefault(fmtid, []).append((pid, vt, value))
    out = b""
    for fmtid, values in groups.items():
        body = b""
        for pid, vt, value in values:
            typed = _typed_value(vt, value)
            body += struct.pack("<IIB", 9 + len(typed), pid, 0) + typed
        body += struct.pack("<I", 0)
        out += struct.pack("<II", 24 + len(body), _SPS1) + fmtid + body
    data = out + struct.pack("<I", 0)
    return struct.pack("<II", 8 + len(data), PROPERTY_STORE_SIG) + data


def link_bytes(link):
    """The .lnk bytes of ``link``."""
    flags = link.flags()
    creation, access, write = link.times
    out = SHELL_LINK_HEADER.pack(
        HeaderSize=_HEADER_SIZE, LinkCLSID=_guid_fields(CLSID_SHELLLINK), LinkFlags=flags,
        FileAttributes=link.attributes,
        CreationTime=_ft(creation), AccessTime=_ft(access), WriteTime=_ft(write),
        FileSize=link.size & 0xFFFFFFFF, IconIndex=link.icon_index,
        ShowCommand=link.show_cmd & 0xFFFFFFFF, HotKey=link.hotkey & 0xFFFF)
    if flags & HAS_ID_LIST:
        out += struct.pack("<H", len(link.idlist)) + link.idlist
    if flags & HAS_LINK_INFO:
        out += _link_info(link.path, link.serial)
    for name, bit in _STRINGS:
        if flags & bit:
            out += _counted(getattr(link, name))
    if link.props:
        out += _property_store(link.props)
    for block in link.blocks:
        out += block
    return out + struct.pack("<I", 0)


def _ft(value):
    return {"dwLowDateTime": value & 0xFFFFFFFF, "dwHighDateTime": value >> 32}


def _guid_fields(data):
    d1, d2, d3 = struct.unpack_from("<IHH", data)
    return {"Data1": d1, "Data2": d2, "Data3": d3, "Data4": tuple(data[8:16])}


# -- reading -----------------------------------------------------------------------------------
def read_link(link):
    """Generator: fill ``link`` from .lnk bytes. It yields the number of bytes it needs
    next and must be sent exactly those bytes (fewer: the data ended, and it raises
    LinkFormatError); it returns when the link's last byte was read."""
    head = yield _HEADER_SIZE
    if len(head) < _HEADER_SIZE:
        raise LinkFormatError("a short header")
    h = SHELL_LINK_HEADER.unpack(head)
    if h["HeaderSize"] != _HEADER_SIZE or head[4:20] != CLSID_SHELLLINK:
        raise LinkFormatError("not a shell link header")
    flags = h["LinkFlags"]
    link.extra_flags = flags & ~_CONTENT
    link.attributes, link.size = h["FileAttributes"], h["FileSize"]
    link.times = tuple(struct.unpack_from("<3Q", head, 0x1C))
    link.icon_index, link.show_cmd, link.hotkey = h["IconIndex"], h["ShowCommand"], h["HotKey"]
    if flags & HAS_ID_LIST:
        size = struct.unpack("<H", (yield from _exactly(2)))[0]
        link.idlist = yield from _exactly(size)
    if flags & HAS_LINK_INFO:
        size = struct.unpack("<I", (yield from _exactly(4)))[0]
        if size < _INFO_SIZE_ANSI:
            raise LinkFormatError("a LinkInfo of %d bytes" % size)
        info = struct.pack("<I", size) + (yield from _exactly(size - 4))
        link.path = _info_path(info)
        link.serial = _info_serial(info)
    unicode = flags & IS_UNICODE
    for name, bit in _STRINGS:
        if flags & bit:
            count = struct.unpack("<H", (yield from _exactly(2)))[0]
            raw = yield from _exactly(count * 2 if unicode else count)
            text = raw.decode("utf-16-le" if unicode else "cp1252", "replace")
            setattr(link, name, text.rstrip("\0"))
    while True:
        size = struct.unpack("<I", (yield from _exactly(4)))[0]
        if size < 4:
            return
        block = struct.pack("<I", size) + (yield from _exactly(size - 4))
        if len(block) >= 8 and struct.unpack_from("<I", block, 4)[0] == PROPERTY_STORE_SIG:
            link.props.update(_read_store(block[8:]))
        else:
            link.blocks.append(block)


def _exactly(n):
    data = yield n
    if len(data) < n:
        raise LinkFormatError("the data ended inside the link")
    return data


def _cstr(data, at, wide=False):
    if wide:
        end = at
        while end + 1 < len(data) and data[end:end + 2] != b"\0\0":
            end += 2
        return data[at:end].decode("utf-16-le", "replace")
    end = data.find(b"\0", at)
    return data[at:end if end >= 0 else len(data)].decode("cp1252", "replace")


def _info_path(info):
    """The target path a LinkInfo names (local base path or network share, then the
    common path suffix), or None."""
    i = LINK_INFO.unpack(info.ljust(_INFO_SIZE_UNICODE, b"\0"))
    wide = i["LinkInfoHeaderSize"] >= _INFO_SIZE_UNICODE
    suffix = ""
    if wide and i["CommonPathSuffixOffsetUnicode"]:
        suffix = _cstr(info, i["CommonPathSuffixOffsetUnicode"], True)
    elif i["CommonPathSuffixOffset"]:
        suffix = _cstr(info, i["CommonPathSuffixOffset"])
    if i["LinkInfoFlags"] & _VOLUME_ID_AND_LOCAL_BASE_PATH:
        if wide and i["LocalBasePathOffsetUnicode"]:
            base = _cstr(info, i["LocalBasePathOffsetUnicode"], True)
        else:
            base = _cstr(info, i["LocalBasePathOffset"])
    elif i["LinkInfoFlags"] & _COMMON_NETWORK_RELATIVE_LINK:
        at = i["CommonNetworkRelativeLinkOffset"]
        base = _cstr(info, at + struct.unpack_from("<I", info, at + 8)[0])
    else:
        return None
    if suffix and not base.endswith("\\"):
        base += "\\"
    return base + suffix


def _info_serial(info):
    """The drive serial number a LinkInfo's VolumeID records (0 without one)."""
    i = LINK_INFO.unpack(info.ljust(_INFO_SIZE_UNICODE, b"\0"))
    at = i["VolumeIDOffset"]
    if not i["LinkInfoFlags"] & _VOLUME_ID_AND_LOCAL_BASE_PATH or at + 16 > len(info):
        return 0
    return VOLUME_ID.unpack(info[at:at + 16])["DriveSerialNumber"]


def _read_store(data):
    """The (format ID, id) -> (VARTYPE, value) a PropertyStoreDataBlock's storages hold;
    values of other types and string-named storages are passed over."""
    out, at = {}, 0
    while at + 4 <= len(data):
        size = struct.unpack_from("<I", data, at)[0]
        if size < 24 or at + size > len(data):
            break
        fmtid = data[at + 8:at + 24]
        if fmtid != _STRING_NAMED:
            v = at + 24
            while v + 4 <= at + size:
                vsize = struct.unpack_from("<I", data, v)[0]
                if vsize < 13:
                    break
                pid = struct.unpack_from("<I", data, v + 4)[0]
                value = _read_typed(data[v + 9:v + vsize])
                if value is not None:
                    out[(fmtid, pid)] = value
                v += vsize
        at += size
    return out


def _read_typed(data):
    vt = struct.unpack_from("<H", data)[0]
    body = data[4:]
    if vt == VT_LPWSTR:
        n = struct.unpack_from("<I", body)[0]
        return vt, body[4:4 + 2 * n].decode("utf-16-le", "replace").rstrip("\0")
    if vt == VT_CLSID:
        return vt, bytes(body[:16])
    if vt in _FIXED:
        return vt, struct.unpack_from(_FIXED[vt], body)[0]
    return None
