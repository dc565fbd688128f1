"""Resources of a loaded module: the PE resource directory the resource APIs read.

``Resources`` (the executable's is ``vm.resources``; a guest DLL's is made on first use by
``module_resources``) indexes the three-level resource directory (type / name /
language). Resource data is already mapped: it lives in guest memory at ``image base +
RVA``, so LoadResource and LockResource return guest pointers into the image, as on
Windows, and the handle FindResource returns is the guest address of the resource's
IMAGE_RESOURCE_DATA_ENTRY.

Types and names are ints (MAKEINTRESOURCE ids) or strings; string names compare
case-insensitively (the resource compiler upper-cases them) and "#123" means id 123.

A built-in DLL (``core/builtin_dlls.py``) has no PE image. Those whose resources programs
read (USER32's cursors, icons, OEM bitmaps and strings: ``user/builtinres.py``) register
a builder here; the first time a program asks for that module's resources the builder's
tree is laid out as a resource section (``resupdate.build_section``, the layout a file
has), copied into read-only guest memory and indexed by the loader's own walker, so
FindResource, LoadResource, SizeofResource, the EnumResource* family and USER's
loaders read it exactly as they read a file's (docs/dlls.md, "Resources of the
built-in DLLs"). A built-in DLL with no builder stops the guest naming it.

The directory is KERNEL32's (FindResource(Ex), LoadResource, LockResource,
SizeofResource, FreeResource: ``dlls/kernel32/resources.py``); what USER32 makes of
resources (LoadString's strings here; bitmaps, icons and cursors) is in
``user/resources.py``, menus and accelerators in ``user/menus.py``.
"""

import struct

from ...abi.api import Unimplemented
from ...abi.lazy import LazyTable
from ...machine.pe_image import parse_resource_section
from ..core.builtin_dlls import module_name
from ..core.winerror import (ERROR_RESOURCE_LANG_NOT_FOUND, ERROR_RESOURCE_NAME_NOT_FOUND,
                              ERROR_RESOURCE_TYPE_NOT_FOUND)
from .resupdate import build_section
from .uilanguages import resource_languages
from .vmem import MEM_COMMIT, MEM_RESERVE

__all__ = ["Resources", "Resource", "key", "module_resources", "resources_of",
           "not_found", "register_builtin_resources", "builtin_resources", "RT_CURSOR",
           "RT_BITMAP", "RT_ICON", "RT_MENU", "RT_DIALOG", "RT_STRING", "RT_ACCELERATOR",
           "RT_RCDATA", "RT_GROUP_CURSOR", "RT_GROUP_ICON"]

RT_CURSOR, RT_BITMAP, RT_ICON, RT_MENU, RT_DIALOG, RT_STRING = 1, 2, 3, 4, 5, 6
RT_ACCELERATOR, RT_RCDATA, RT_GROUP_CURSOR, RT_GROUP_ICON = 9, 10, 12, 14
PAGE_READONLY = 0x02
#: Where a built-in DLL's section is laid out: its RVAs count from the guest address
#: minus this (a resource directory at RVA 0 would read as none).
_SECTION_RVA = 0x1000

#: Built-in DLL name (lower case) -> builder(vm) answering its resource tree
#: {type: {name: {language: bytes}}} (``register_builtin_resources``).
_BUILDERS = LazyTable(__name__ + "._BUILDERS")


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

        Among its languages, the loader's order (``uilanguages.resource_languages``):
        without ``lang`` (FindResource, LoadString, LoadMenu, dialogs...) or with a
        LANG_NEUTRAL one, the thread's UI languages first, then language-neutral entries,
        the user's and the system's UI language, US English, then the first in the
        directory. With a language named: that language, its primary language with
        SUBLANG_NEUTRAL, a language-neutral entry, and no other (FindResourceEx then
        fails, ERROR_RESOURCE_LANG_NOT_FOUND).
        """
        found = self.by_key.get((key(rtype), key(name)))
        if not found:
            return None
        order, any_entry = resource_languages(self.vm, lang)
        by_lang = {}
        for r in found:
            by_lang.setdefault(r.lang, r)
        for want in order:
            if want in by_lang:
                return by_lang[want]
        return found[0] if any_entry else None

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


class _Layout:
    """What ``Resources`` reads of an image: its base and its resource leaves."""

    def __init__(self, base, resources):
        self.base, self.resources = base, resources


def register_builtin_resources(dll, build):
    """Give built-in ``dll`` the resources ``build(vm)`` answers, a tree {type: {name:
    {language: bytes}}} with ints or upper-case strings for types and names."""
    _BUILDERS[dll.lower()] = build


def builtin_resources(vm, dll):
    """The Resources of built-in ``dll`` (its section made in guest memory on first
    use, once per process), or None when it has none registered."""
    name = dll.lower()
    made = vm.kernel.builtin_resources.get(name)
    if made is not None or name not in _BUILDERS:
        return made
    tree = {t: {n: {lang: (0, bytes(body)) for lang, body in langs.items()}
                for n, langs in names.items()}
            for t, names in _BUILDERS[name](vm).items()}
    section = build_section(tree, _SECTION_RVA)
    # Read-only, as an image's resource section is mapped: a program writing into a
    # locked resource faults on Windows too.
    addr = vm.vspace.alloc(0, len(section), MEM_COMMIT | MEM_RESERVE, PAGE_READONLY)
    vm.mem.write(addr, section)
    entries = parse_resource_section(section, _SECTION_RVA, "builtin:" + name)
    made = vm.kernel.builtin_resources[name] = Resources(
        vm, _Layout(addr - _SECTION_RVA, entries))
    return made


def module_resources(vm, hmod):
    """The Resources of module ``hmod``: the executable's (0 or its base, as Windows reads
    0), a loaded guest DLL's (indexed on first use) or a built-in DLL's that has a
    resource builder; None for any other handle."""
    if hmod in (0, vm.image.base):
        return vm.resources
    module = vm.dlls.by_handle(hmod)
    if module is None:
        dll = module_name(vm, hmod)
        if dll is not None:
            return builtin_resources(vm, dll)
        # a file LoadLibraryEx mapped for its resources (kernel/datafiles.py)
        data = vm.dlls.__dict__.get("datafiles", {}).get(hmod) if hmod & 3 else None
        return None if data is None else data.index(vm)
    if module.resources is None:
        module.resources = Resources(vm, module.image)
    return module.resources


def resources_of(c, hmod, fn):
    """The Resources of ``hmod`` (the executable or a guest DLL), for the calls that read
    any module's; other modules' (the built-in DLLs') stop the guest."""
    res = module_resources(c.vm, hmod)
    if res is not None:
        return res
    dll = module_name(c.vm, hmod)
    if dll is not None:
        raise Unimplemented("%s: resources of built-in DLL %s" % (fn, dll))
    raise Unimplemented("%s: resources of module %#x (not the executable's or a guest DLL's)"
                        % (fn, hmod))


def not_found(c, rtype, name, res=None):
    """Set the error FindResource gives when ``rtype``/``name`` is missing from ``res``
    (default: the executable's resources) -- or, when both exist, the language asked
    for -- and return 0."""
    res = res or c.vm.resources
    if res.by_key.get((key(rtype), key(name))):
        c.vm.last_error = ERROR_RESOURCE_LANG_NOT_FOUND
    else:
        c.vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND if res.has_type(rtype) \
            else ERROR_RESOURCE_TYPE_NOT_FOUND
    return 0
