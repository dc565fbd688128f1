"""The shell namespace over the VFS: item ID lists (PIDLs) and what each item is.

A PIDL is a list of ``SHITEMID {USHORT cb; BYTE abID[cb - 2]}`` ending with a zero
``cb``. Programs treat the bytes as opaque and ask the shell about them, so ours only
keep Windows' outer shape and the type byte Windows puts first:

- the **desktop** is the empty list (just the terminator);
- **My Computer** is ``0x1F`` + a sort byte + its CLSID, as on Windows;
- the **drive** ``C:\\`` is ``0x2F`` + ``"C:\\"`` (ASCII, NUL-padded to 23 bytes, Windows'
  size);
- a **folder** is ``0x31`` and a **file** ``0x32``, then the item's name in UTF-16 with a
  NUL (Windows adds sizes and dates there; nobody may rely on them).

So ``C:\\Program Files\\App`` is [My Computer][C:\\][Program Files][App]. The VFS has one
drive, so My Computer holds only ``C:\\``. Everything here is pure: it maps names and
reads the VFS, and the @api surfaces (``dlls/shell32_*.py``) move the bytes in and out of
guest memory.
"""

import os
import struct

from .vfs import VfsError

__all__ = ["DESKTOP", "MY_COMPUTER", "DRIVE", "FOLDER", "FILE", "Item", "read_pidl",
           "split_pidl", "join_pidl", "item_bytes", "pidl_for_path", "simple_pidl", "path_of",
           "item_of", "children", "display_name", "type_name", "attributes",
           "SFGAO_FOLDER", "SFGAO_FILESYSTEM", "SFGAO_FILESYSANCESTOR",
           "SFGAO_HASSUBFOLDER"]

DESKTOP, MY_COMPUTER, DRIVE, FOLDER, FILE = "desktop", "computer", "drive", "folder", "file"
_COMPUTER_CLSID = bytes.fromhex("e04fd020ea3a6910a2d808002b30309d")   # {20D04FE0-...}
_T_COMPUTER, _T_DRIVE, _T_FOLDER, _T_FILE = 0x1F, 0x2F, 0x31, 0x32

# IShellFolder::GetAttributesOf bits (SFGAO_*), the ones a file system item has.
SFGAO_CANCOPY, SFGAO_CANMOVE, SFGAO_CANRENAME = 0x1, 0x2, 0x10
SFGAO_CANDELETE = 0x20
SFGAO_HASPROPSHEET = 0x40
SFGAO_DROPTARGET = 0x100
SFGAO_STREAM = 0x00400000
SFGAO_FILESYSANCESTOR = 0x10000000
SFGAO_FOLDER = 0x20000000
SFGAO_FILESYSTEM = 0x40000000
SFGAO_HASSUBFOLDER = 0x80000000
_FS_COMMON = SFGAO_CANCOPY | SFGAO_CANMOVE | SFGAO_CANRENAME | SFGAO_CANDELETE | \
    SFGAO_HASPROPSHEET | SFGAO_FILESYSTEM


class Item:
    """One namespace item: its kind and, for the file system, its guest path."""

    __slots__ = ("kind", "path")

    def __init__(self, kind, path=None):
        self.kind, self.path = kind, path

    def __repr__(self):
        return "Item(%r, %r)" % (self.kind, self.path)


def read_pidl(mem, ptr, limit=64):
    """The bytes of the PIDL at ``ptr`` including its terminator; raises ValueError for
    a list longer than ``limit`` items (a pointer to something that is not a PIDL)."""
    out, p = bytearray(), ptr
    for _ in range(limit):
        cb = mem.u16(p)
        if cb == 0:
            return bytes(out) + b"\0\0"
        if cb < 3:
            raise ValueError("SHITEMID with cb=%d at 0x%08X" % (cb, p))
        out += mem.read(p, cb)
        p += cb
    raise ValueError("PIDL at 0x%08X has more than %d items" % (ptr, limit))


def split_pidl(data):
    """The SHITEMIDs of PIDL bytes, each with its cb, without the terminator."""
    items, i = [], 0
    while i + 2 <= len(data):
        cb = struct.unpack_from("<H", data, i)[0]
        if cb == 0:
            break
        items.append(data[i:i + cb])
        i += cb
    return items


def join_pidl(items):
    """PIDL bytes (with the terminator) from a list of SHITEMIDs."""
    return b"".join(items) + b"\0\0"


def _id(payload):
    return struct.pack("<H", len(payload) + 2) + payload


def item_bytes(item):
    """The one SHITEMID naming ``item`` inside its parent (not for the desktop)."""
    if item.kind == MY_COMPUTER:
        return _id(bytes([_T_COMPUTER, 0x50]) + _COMPUTER_CLSID)
    if item.kind == DRIVE:
        return _id(bytes([_T_DRIVE]) + b"C:\\".ljust(23, b"\0"))
    name = item.path.rsplit("\\", 1)[-1]
    kind = _T_FOLDER if item.kind == FOLDER else _T_FILE
    return _id(bytes([kind]) + name.encode("utf-16-le") + b"\0\0")


def pidl_for_path(vfs, path):
    """The absolute PIDL bytes for an existing guest path; raises VfsError."""
    parts, host = vfs.resolve(path)
    if not os.path.exists(host):
        raise VfsError(vfs.missing_error(parts))
    items = [item_bytes(Item(MY_COMPUTER)), item_bytes(Item(DRIVE))]
    for i in range(len(parts)):
        sub = parts[:i + 1]
        real = vfs.host_path(sub)
        kind = FOLDER if os.path.isdir(real) else FILE
        # keep the name as it is spelled on disk, as Windows' parsing does
        items.append(item_bytes(Item(kind, vfs.guest_path(
            parts[:i] + (os.path.basename(real),)))))
    return join_pidl(items)


def simple_pidl(path):
    """The absolute PIDL bytes of a ``C:\\...`` path whether or not it exists, as
    SHSimpleIDListFromPath makes one (the last name a file, the others folders); None
    for a path on no drive this desktop has."""
    if len(path) < 3 or path[0] not in "cC" or path[1:3] != ":\\":
        return None
    names = [n for n in path[3:].split("\\") if n]
    items = [item_bytes(Item(MY_COMPUTER)), item_bytes(Item(DRIVE))]
    for i, name in enumerate(names):
        kind = FILE if i == len(names) - 1 else FOLDER
        items.append(item_bytes(Item(kind, "C:\\" + "\\".join(names[:i + 1]))))
    return join_pidl(items)


def _decode(sid):
    t = sid[2]
    if t == _T_COMPUTER:
        return MY_COMPUTER, None
    if t == _T_DRIVE:
        return DRIVE, None
    if t in (_T_FOLDER, _T_FILE):
        raw = sid[3:]
        end = next((i for i in range(0, len(raw) - 1, 2) if raw[i:i + 2] == b"\0\0"),
                   len(raw) & ~1)
        return (FOLDER if t == _T_FOLDER else FILE), raw[:end].decode("utf-16-le", "replace")
    return None, None


def item_of(data):
    """The Item an absolute PIDL names, or None for a PIDL not made by this shell."""
    items = split_pidl(data)
    if not items:
        return Item(DESKTOP)
    kind, _ = _decode(items[0])
    if kind != MY_COMPUTER:
        return None
    if len(items) == 1:
        return Item(MY_COMPUTER)
    if _decode(items[1])[0] != DRIVE:
        return None
    names = []
    kind = DRIVE
    for sid in items[2:]:
        kind, name = _decode(sid)
        if kind not in (FOLDER, FILE) or not name:
            return None
        names.append(name)
    return Item(kind, "C:\\" + "\\".join(names))


def path_of(vfs, item, desktop_dir):
    """The file system path of an item, or None (My Computer has none). The desktop's
    path is its folder on disk, ``desktop_dir``, as SHGetPathFromIDList answers."""
    if item.kind == DESKTOP:
        return desktop_dir
    if item.kind == MY_COMPUTER:
        return None
    if item.kind == DRIVE:
        return "C:\\"
    return item.path


def children(vfs, item, folders=True, files=True):
    """The child Items of a folder item, sorted by name (case-insensitively); the desktop
    shows My Computer, My Computer shows the drive."""
    if item.kind == DESKTOP:
        return [Item(MY_COMPUTER)] if folders else []
    if item.kind == MY_COMPUTER:
        return [Item(DRIVE)] if folders else []
    base = "C:\\" if item.kind == DRIVE else item.path + "\\"
    try:
        host = vfs.host_path(vfs.split(base))
        names = os.listdir(host)
    except (VfsError, OSError):
        return []
    out = []
    for name in sorted(names, key=lambda n: (n.lower(), n)):
        is_dir = os.path.isdir(os.path.join(host, name))
        if (is_dir and folders) or (not is_dir and files):
            out.append(Item(FOLDER if is_dir else FILE, base + name))
    return out


def display_name(item):
    """The name the shell shows for an item inside its folder."""
    if item.kind == DESKTOP:
        return "Desktop"
    if item.kind == MY_COMPUTER:
        return "My Computer"
    if item.kind == DRIVE:
        return "Local Disk (C:)"
    return item.path.rsplit("\\", 1)[-1]


def type_name(item):
    """The shell's type column: "File folder", "Application", "TXT File", ..."""
    if item.kind in (DESKTOP, MY_COMPUTER):
        return "System Folder"
    if item.kind == DRIVE:
        return "Local Disk"
    if item.kind == FOLDER:
        return "File folder"
    name = item.path.rsplit("\\", 1)[-1]
    ext = name.rsplit(".", 1)[1] if "." in name else ""
    if ext.lower() == "exe":
        return "Application"
    return (ext.upper() + " File") if ext else "File"


def attributes(vfs, item):
    """The SFGAO_* bits of an item."""
    if item.kind == DESKTOP:
        return SFGAO_FOLDER | SFGAO_FILESYSANCESTOR | SFGAO_HASSUBFOLDER | SFGAO_FILESYSTEM
    if item.kind == MY_COMPUTER:
        return SFGAO_FOLDER | SFGAO_FILESYSANCESTOR | SFGAO_HASSUBFOLDER | SFGAO_HASPROPSHEET
    if item.kind in (DRIVE, FOLDER):
        bits = _FS_COMMON | SFGAO_FOLDER | SFGAO_FILESYSANCESTOR | SFGAO_DROPTARGET
        if item.kind == DRIVE:
            bits &= ~(SFGAO_CANMOVE | SFGAO_CANRENAME | SFGAO_CANDELETE)
        if children(vfs, item, files=False):
            bits |= SFGAO_HASSUBFOLDER
        return bits
    return _FS_COMMON | SFGAO_STREAM
