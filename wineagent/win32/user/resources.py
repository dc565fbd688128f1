"""Resources of the loaded executable: the PE resource directory the resource APIs read.

``Resources`` (attached as ``vm.resources``) indexes the three-level resource directory
(type / name / language) of the executable. Resource data is already mapped: it lives in
guest memory at ``image base + RVA``, so LoadResource and LockResource return guest
pointers into the image, as on Windows, and the handle FindResource returns is the guest
address of the resource's IMAGE_RESOURCE_DATA_ENTRY.

Types and names are ints (MAKEINTRESOURCE ids) or strings; string names compare
case-insensitively (the resource compiler upper-cases them) and "#123" means id 123.

The APIs over it (``dlls/kernel32_resources.py``, ``dlls/user32_resources.py``):
FindResource(Ex), LoadResource, LockResource, SizeofResource, FreeResource
(KERNEL32) and LoadString, LoadBitmap, LoadImage, LoadIcon/LoadCursor's module part,
DestroyIcon, DestroyCursor (USER32). Menus and accelerators are in ``menus.py``.
"""

import struct

from ...abi.api import Unimplemented
from ..core.winerror import (ERROR_INVALID_CURSOR_HANDLE, ERROR_INVALID_HANDLE,
                             ERROR_RESOURCE_DATA_NOT_FOUND, ERROR_RESOURCE_NAME_NOT_FOUND,
                             ERROR_RESOURCE_TYPE_NOT_FOUND)
from ..gdi.objects import Bitmap
from ..gdi.dib import dib_to_image

__all__ = ["Resources", "Resource", "Icon", "RT_CURSOR", "RT_BITMAP", "RT_ICON", "RT_MENU",
           "RT_DIALOG", "RT_STRING", "RT_ACCELERATOR", "RT_RCDATA", "RT_GROUP_CURSOR",
           "RT_GROUP_ICON", "load_bitmap", "load_icon", "module_resources",
           "resources_of"]

# The system cursors (IDC_*) and icons (IDI_*) LoadCursor/LoadIcon/LoadImage know without
# a module.
IDC_IDS = {32512, 32513, 32514, 32515, 32516, 32642, 32643, 32644, 32645, 32646, 32648,
           32649, 32650, 32651}
IDI_IDS = {32512, 32513, 32514, 32515, 32516, 32517, 32518}


RT_CURSOR, RT_BITMAP, RT_ICON, RT_MENU, RT_DIALOG, RT_STRING = 1, 2, 3, 4, 5, 6
RT_ACCELERATOR, RT_RCDATA, RT_GROUP_CURSOR, RT_GROUP_ICON = 9, 10, 12, 14


IMAGE_BITMAP, IMAGE_ICON, IMAGE_CURSOR = 0, 1, 2
LR_DEFAULTSIZE, LR_LOADFROMFILE, LR_LOADTRANSPARENT = 0x40, 0x10, 0x20
LR_LOADMAP3DCOLORS = 0x1000

# System icon/cursor handles, shared with user32.LoadIcon/LoadCursor (inst == 0).
SYSTEM_CURSOR_BASE, SYSTEM_ICON_BASE = 0x00060000, 0x00070000


def key(x):
    """Normalise a resource type or name: ints stay, "#123" -> 123, strings upper-case."""
    if isinstance(x, int):
        return x
    if x.startswith("#") and x[1:].isdigit():
        return int(x[1:])
    return x.upper()


class Resource:
    """One resource (one language of one name of one type)."""

    __slots__ = ("type", "name", "lang", "addr", "size", "handle")

    def __init__(self, rtype, name, lang, addr, size, handle):
        self.type, self.name, self.lang = rtype, name, lang
        self.addr, self.size, self.handle = addr, size, handle


class Icon:
    """An icon or cursor handle's object (HICON/HCURSOR).

    It keeps the chosen image's size, its raw RT_ICON/RT_CURSOR bytes and (cursors) the
    hot spot; ``icons.py`` decodes and draws it.
    """

    def __init__(self, cursor, name, width, height, data, hotspot=(0, 0)):
        self.cursor, self.name = cursor, name
        self.width, self.height, self.data, self.hotspot = width, height, data, hotspot


class Resources:
    """Index of a module's resource directory: the executable's (``vm.resources``) or a
    guest DLL's (``module_resources``)."""

    def __init__(self, vm, image=None):
        self.vm = vm
        self.by_key = {}        # (type key, name key) -> [Resource, ...] in directory order
        self.by_handle = {}     # HRSRC -> Resource
        # The loader has walked and bounds-checked the tree (machine/pe_image.py).
        image = image or vm.image
        base = image.base
        for e in image.resources:
            res = Resource(key(e.type), key(e.name), e.lang, base + e.data_rva, e.size,
                           base + e.entry_rva)
            self.by_key.setdefault((res.type, res.name), []).append(res)
            self.by_handle[res.handle] = res

    def lookup(self, rtype, name, lang=None):
        """The Resource for (type, name) or None.

        Without ``lang``, FindResource's order: language-neutral, then US English, then
        the first in the directory. With ``lang`` (FindResourceEx): that exact language,
        then the same primary language, then neutral, then the first.
        """
        found = self.by_key.get((key(rtype), key(name)))
        if not found:
            return None
        if lang is not None:
            for r in found:
                if r.lang == lang:
                    return r
            for r in found:
                if r.lang & 0x3FF == lang & 0x3FF:
                    return r
        for want in (0, 0x409):
            for r in found:
                if r.lang == want:
                    return r
        return found[0]

    def find(self, rtype, name):
        """(guest address, size) of a resource's data, or None."""
        r = self.lookup(rtype, name)
        return None if r is None else (r.addr, r.size)

    def data(self, rtype, name):
        """A resource's bytes, or None."""
        r = self.lookup(rtype, name)
        return None if r is None else bytes(self.vm.mem.read(r.addr, r.size))

    def has_type(self, rtype):
        """True when any resource of this type exists."""
        k = key(rtype)
        return any(t == k for t, _ in self.by_key)

    def string(self, sid):
        """String table entry ``sid`` (RT_STRING blocks of 16 counted strings), or None."""
        block = self.data(RT_STRING, (sid >> 4) + 1)
        if block is None:
            return None
        off = 0
        for _ in range(sid & 15):
            (n,) = struct.unpack_from("<H", block, off)
            off += 2 + 2 * n
        (n,) = struct.unpack_from("<H", block, off)
        return block[off + 2:off + 2 + 2 * n].decode("utf-16-le") if n else None

    def string_addr(self, sid):
        """(guest address, length) of string ``sid`` inside its block (LoadStringW's
        read-only pointer mode), or None."""
        r = self.lookup(RT_STRING, (sid >> 4) + 1)
        if r is None:
            return None
        mem = self.vm.mem
        off = r.addr
        for _ in range(sid & 15):
            off += 2 + 2 * mem.u16(off)
        n = mem.u16(off)
        return (off + 2, n) if n else None


def module_resources(vm, hmod):
    """The Resources of module ``hmod``: the executable's (0 or its base, as Windows reads
    0) or a loaded guest DLL's (indexed on first use); None for any other handle."""
    if hmod in (0, vm.image.base):
        return vm.resources
    module = vm.dlls.by_handle(hmod)
    if module is None:
        return None
    if module.resources is None:
        module.resources = Resources(vm, module.image)
    return module.resources


def _module_ok(c, hmod, fn):
    """For the calls that read only the executable's resources (0 = the executable, as
    Windows reads it); another module's stop the guest."""
    if hmod in (0, c.vm.image.base):
        return True
    raise Unimplemented("%s: resources of module %#x (only the executable's)" % (fn, hmod))


def resources_of(c, hmod, fn):
    """The Resources of ``hmod`` (the executable or a guest DLL), for the calls that read
    any module's; other modules' (the built-in DLLs') stop the guest."""
    res = module_resources(c.vm, hmod)
    if res is not None:
        return res
    raise Unimplemented("%s: resources of module %#x (not the executable's or a guest DLL's)"
                        % (fn, hmod))


def _not_found(c, rtype, name):
    res = c.vm.resources
    c.vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND if res.has_type(rtype) \
        else ERROR_RESOURCE_TYPE_NOT_FOUND
    return 0


# -- USER32: bitmaps, icons, cursors -----------------------------------------------------------
def load_bitmap(vm, name):
    """A gdi Bitmap decoded from RT_BITMAP ``name`` (a packed DIB), or None."""
    raw = vm.resources.data(RT_BITMAP, name)
    if raw is None:
        return None
    hsize = struct.unpack_from("<I", raw, 0)[0]
    if hsize < 40:
        raise Unimplemented("USER32.dll!LoadBitmap: OS/2 BITMAPCOREHEADER bitmaps")
    width, height, _, bpp, compression, _, _, _, used = struct.unpack_from("<iiHHIIiiI", raw, 4)
    if compression not in (0, 3):
        raise Unimplemented("USER32.dll!LoadBitmap: compressed bitmap (%d)" % compression)
    off = hsize + (12 if compression == 3 and hsize == 40 else 0)
    colors = used or (1 << bpp if bpp <= 8 else 0)
    palette = []
    for i in range(colors):
        b, g, r, _ = raw[off + 4 * i:off + 4 * i + 4]
        palette.append((r, g, b))
    off += 4 * colors
    img = dib_to_image(raw[off:], width, height, bpp, palette)
    return Bitmap(width, abs(height), img)


def _group_entries(raw, cursor):
    """(width, height, id) of each image in an RT_GROUP_ICON/RT_GROUP_CURSOR directory."""
    _, _, count = struct.unpack_from("<HHH", raw, 0)
    out = []
    for i in range(count):
        off = 6 + 14 * i
        if cursor:
            w, h2, _, _, _, rid = struct.unpack_from("<HHHHIH", raw, off)
            out.append((w, h2 // 2, rid))   # cursor heights count the AND mask too
        else:
            w, h, _, _, _, _, _, rid = struct.unpack_from("<BBBBHHIH", raw, off)
            out.append((w or 256, h or 256, rid))
    return out


def load_icon(vm, name, cursor, size=None, res=None):
    """An Icon from a resource group of ``res`` (the executable's by default): the image
    closest to ``size`` ((w, h); None = the system size 32x32, as LoadIcon/LoadCursor
    use). Returns None if absent."""
    res = res or vm.resources
    group = res.data(RT_GROUP_CURSOR if cursor else RT_GROUP_ICON, name)
    if group is None:
        return None
    entries = _group_entries(group, cursor)
    if not entries:
        return None
    want = size or (32, 32)
    w, h, rid = min(entries, key=lambda e: (abs(e[0] - want[0]) + abs(e[1] - want[1]),
                                            -e[0]))
    data = res.data(RT_CURSOR if cursor else RT_ICON, rid) or b""
    hotspot = (0, 0)
    if cursor and len(data) >= 4:
        hotspot = struct.unpack_from("<HH", data, 0)
        data = data[4:]
    return Icon(cursor, name, w, h, data, hotspot)


def load_module_icon(c, inst, name, cursor):
    """LoadIcon/LoadCursor from the executable's resources: a handle, or 0 (last error)."""
    res = resources_of(c, inst, "USER32.dll!Load%s" % ("Cursor" if cursor else "Icon"))
    icon = load_icon(c.vm, name, cursor, res=res)
    if icon is None:
        c.vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND if inst else \
            ERROR_RESOURCE_DATA_NOT_FOUND
        return 0
    return c.vm.gdi.add(icon)


def _destroy_icon(c, h):
    if h & 0xFFFF0000 in (SYSTEM_CURSOR_BASE, SYSTEM_ICON_BASE):
        return 1   # shared system images: destroying them is a harmless no-op
    if isinstance(c.vm.gdi.objects.get(h), Icon):
        del c.vm.gdi.objects[h]
        return 1
    c.vm.last_error = ERROR_INVALID_CURSOR_HANDLE
    return 0
