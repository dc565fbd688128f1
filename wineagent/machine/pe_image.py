"""Bounded PE32 parsing: every field a loader trusts is checked before anything is mapped.

``parse_image(data, path)`` reads the headers, the section table and the four data
directories the loader uses (imports, base relocations, TLS, resources) from the file's
bytes, addressing them by RVA exactly as the mapped image would hold them. Every read is
checked against the image (and the image against the caps below), every list has a count
cap, every string a length cap, and the resource tree a fixed depth, so a damaged or hostile
file costs bounded time and memory and is refused with one line naming what is wrong:
``<path> is not a valid PE file: import directory outside the image``. Nothing here touches
the emulator; ``loader.py`` maps what this returns.

We parse ourselves rather than with pefile because pefile builds a Python object per
relocation entry and per resource node, accepts directories pointing anywhere, and fails
in many exception types: a relocation flood cost gigabytes and damaged files raised
tracebacks. The format is documented in Microsoft's "PE Format" specification.
"""

import struct
from array import array

__all__ = ["BadExecutable", "PeImage", "Section", "ResourceEntry", "parse_image",
           "parse_resource_section", "read_exports", "file_is_dll", "MAX_FILE_SIZE", "MAX_IMAGE_SIZE"]

PAGE = 0x1000

# Caps (documented in docs/emulator.md, "Malformed programs"). Real PE32 GUI programs sit
# far below each; a file over one is refused rather than given unbounded time or memory.
MAX_FILE_SIZE = 256 << 20         # bytes read from disk
MAX_IMAGE_SIZE = 256 << 20        # SizeOfImage: guest memory the image may ask for
MAX_SECTIONS = 96                 # the Windows loader's own limit
MAX_IMPORT_DLLS = 256
MAX_EXPORTS = 65536
MAX_IMPORTS = 8192                # imported functions in all (each may need an API thunk)
MAX_NAME = 256                    # DLL and resource names, bytes
MAX_SYMBOL = 4096                 # function names, bytes: MSVC decorates C++ names up to
                                  # 4,096 characters (Qt6Qml.dll exports ~900-byte ones)
MAX_RELOCATIONS = 1 << 22         # base relocation entries
MAX_TLS_CALLBACKS = 64
MAX_TLS_SIZE = 1 << 20            # TLS template + zero fill, bytes per thread
MAX_RESOURCE_NODES = 65536        # directory entries visited in the resource tree

IMAGE_FILE_MACHINE_I386, IMAGE_FILE_MACHINE_AMD64 = 0x14C, 0x8664
IMAGE_FILE_RELOCS_STRIPPED = 0x0001
IMAGE_FILE_EXECUTABLE_IMAGE = 0x0002
IMAGE_FILE_DLL = 0x2000
PE32_MAGIC, PE32PLUS_MAGIC = 0x10B, 0x20B
DIR_EXPORT, DIR_IMPORT, DIR_RESOURCE, DIR_BASERELOC, DIR_TLS = 0, 1, 2, 5, 9
IMAGE_REL_BASED_ABSOLUTE, IMAGE_REL_BASED_HIGHLOW, IMAGE_REL_BASED_DIR64 = 0, 3, 10

_FILE_HEADER = struct.Struct("<HHIIIHH")
_SECTION = struct.Struct("<8sIIIIIIHHI")
_IMPORT_DESC = struct.Struct("<IIIII")
_TLS = struct.Struct("<IIIIII")
_TLS64 = struct.Struct("<QQQQII")
_U64 = struct.Struct("<Q")
_RES_DIR = struct.Struct("<IIHHHH")
_RES_ENTRY = struct.Struct("<II")
_RES_DATA = struct.Struct("<IIII")
_U32 = struct.Struct("<I")
_U16 = struct.Struct("<H")
_OPT_FIXED = 96                   # PE32 optional header up to its data directories
_OPT_FIXED64 = 112                # PE32+'s (ImageBase and the stack/heap sizes are 8 bytes)
#: Where a 64-bit image may sit: below the top of the user half of x86-64's address space.
USER_TOP_64 = 1 << 47


class BadExecutable(Exception):
    """The file is not a PE32 executable we can run (the message says why, in one line)."""


class Section:
    """One section: where it sits in the image, which file bytes fill it, its flags."""

    __slots__ = ("name", "rva", "extent", "raw_offset", "raw_size", "characteristics")

    def __init__(self, name, rva, extent, raw_offset, raw_size, characteristics):
        self.name, self.rva, self.extent = name, rva, extent
        self.raw_offset, self.raw_size = raw_offset, raw_size
        self.characteristics = characteristics


class ResourceEntry:
    """One leaf of the resource tree: type, name (int id or str), language, and RVAs."""

    __slots__ = ("type", "name", "lang", "entry_rva", "data_rva", "size")

    def __init__(self, rtype, name, lang, entry_rva, data_rva, size):
        self.type, self.name, self.lang = rtype, name, lang
        self.entry_rva, self.data_rva, self.size = entry_rva, data_rva, size


class PeImage:
    """A validated PE32 executable: layout, imports, relocations, TLS and resources.

    Addresses are RVAs (offsets from wherever the image is mapped). ``spans`` lists the
    (rva, file offset, length) runs of file bytes the image holds; the rest is zeros.
    """

    def __init__(self, path, data):
        self.path, self.data = path, data
        self.image_base = self.size = self.entry_rva = self.headers_size = 0
        self.characteristics = self.stack_reserve = 0
        self.subsystem = 0          # IMAGE_SUBSYSTEM_*: 2 WINDOWS_GUI, 3 WINDOWS_CUI
        self.sections = []
        self.spans = []
        self.directories = []
        self._table = (0, 0)        # (file offset, count) of the section table
        self.imports = []           # (dll, name or "#ordinal", IAT slot RVA)
        self.relocations = []       # (page RVA, array of offsets) of HIGHLOW fix-ups
        self.tls = None             # (start RVA, end RVA, index RVA or None, zero fill)
        self.tls_callbacks = []     # RVAs
        self.resources = []         # ResourceEntry leaves in directory order
        self.is_dll = False
        #: Pointer size in bytes: 4 for PE32 (i386), 8 for PE32+ (x86-64). The import
        #: address table's slots, the relocations (HIGHLOW or DIR64) and the TLS directory
        #: are this wide.
        self.width = 4
        self.export_ordinals = {}   # DLLs: ordinal -> RVA, or "DLL.name" for a forwarder
        self.export_names = {}      # DLLs: exported name -> ordinal
        self.exports_read = False   # whether the two above were read (read_exports)

    # -- refusals -----------------------------------------------------------------------
    def bad(self, what):
        """The one-line refusal for a structural problem."""
        return BadExecutable("%s is not a valid PE file: %s" % (self.path, what))

    # -- bounded reads by RVA -----------------------------------------------------------
    def check(self, rva, length, what):
        """Refuse unless [rva, rva + length) lies inside the image."""
        if rva < 0 or length < 0 or rva + length > self.size:
            raise self.bad("%s outside the image" % what)

    def read(self, rva, length, what):
        """``length`` bytes of the mapped image at ``rva`` (file bytes or zeros)."""
        self.check(rva, length, what)
        out = bytearray(length)
        end = rva + length
        for start, off, n in self.spans:
            if start >= end:
                break
            lo, hi = max(rva, start), min(end, start + n)
            if lo < hi:
                out[lo - rva:hi - rva] = self.data[off + lo - start:off + hi - start]
        return bytes(out)

    def u32(self, rva, what):
        """A 32-bit little-endian value of the image."""
        return _U32.unpack(self.read(rva, 4, what))[0]

    def uptr(self, rva, what):
        """A pointer-sized (``width``) little-endian value of the image."""
        if self.width == 8:
            return _U64.unpack(self.read(rva, 8, what))[0]
        return self.u32(rva, what)

    def name(self, rva, what, first=0x21, limit=None):
        """A NUL-terminated ASCII name of 1..``limit`` printable bytes (MAX_NAME unless
        given)."""
        limit = MAX_NAME if limit is None else limit
        self.check(rva, 1, what)
        raw = self.read(rva, min(limit + 1, self.size - rva), what)
        nul = raw.find(b"\0")
        if nul < 0:
            raise self.bad("%s is not terminated within %d bytes" % (what, limit))
        text = raw[:nul]
        if not text or any(b < first or b > 0x7E for b in text):
            raise self.bad("%s is not a printable name" % what)
        return text.decode("ascii")

    def directory(self, index):
        """(rva, size) of data directory ``index``; (0, 0) when absent."""
        return self.directories[index] if index < len(self.directories) else (0, 0)


def _section_name(raw):
    return raw.rstrip(b"\0").decode("ascii", "replace") or "(unnamed)"


def file_is_dll(data):
    """Whether the PE file ``data`` says it is a DLL (IMAGE_FILE_DLL), for readers that
    take either kind (a file loaded for its resources, a resource update); False when the
    headers are not there (parse_image then says why)."""
    if len(data) < 0x40:
        return False
    (lfanew,) = _U32.unpack_from(data, 0x3C)
    if lfanew + 24 > len(data):
        return False
    return bool(_U16.unpack_from(data, lfanew + 22)[0] & IMAGE_FILE_DLL)


def parse_image(data, path="<memory>", dll=False, widths=(4,)):
    """Validate PE32 bytes and return a PeImage; raises BadExecutable with a one-line reason.
    ``dll``: the file must be a DLL (its exports are parsed too) instead of an executable.
    ``widths``: the pointer sizes accepted — 4 (PE32 i386, what runs), 8 (PE32+ x86-64,
    which the import census reads; docs/emulator.md, "64-bit programs")."""
    img = PeImage(path, data)
    if len(data) > MAX_FILE_SIZE:
        raise BadExecutable("%s is %d MiB, over the %d MiB cap on executables" % (
            path, len(data) >> 20, MAX_FILE_SIZE >> 20))
    if len(data) < 64 or data[:2] != b"MZ":
        raise BadExecutable("%s is not a Windows executable (no MZ header)" % path)
    _parse_headers(img, dll, widths)
    _parse_sections(img)
    _parse_imports(img)
    _parse_relocations(img)
    _parse_tls(img)
    _parse_resources(img)
    if dll:
        _parse_exports(img)
        img.exports_read = True
    return img


def parse_resource_section(section, rva, path):
    """The ResourceEntry leaves of a resource section's bytes ``section`` laid out for
    ``rva`` (non-zero: its data entries' RVAs count from the image's base), walked as a
    file's are: what the built-in DLLs' resource directories are read with
    (kernel/resources.py)."""
    img = PeImage(path, section)
    img.size = rva + len(section)
    img.spans = [(rva, 0, len(section))]
    img.directories = [(0, 0), (0, 0), (rva, len(section))]
    _parse_resources(img)
    return img.resources


def read_exports(img):
    """Read the export table of an image parsed without it (an .exe: Windows' loader
    ignores a program's exports, dbghelp reads them as its symbols), once. A malformed
    table leaves the image with no exports: the program runs all the same."""
    if img.exports_read:
        return
    img.exports_read = True
    try:
        _parse_exports(img)
    except BadExecutable:
        img.export_ordinals, img.export_names = {}, {}


def _parse_headers(img, dll=False, widths=(4,)):
    data, path = img.data, img.path
    (lfanew,) = _U32.unpack_from(data, 0x3C)
    if lfanew < 4 or lfanew + 4 + _FILE_HEADER.size > len(data):
        raise img.bad("e_lfanew %#x points outside the file" % lfanew)
    if data[lfanew:lfanew + 4] != b"PE\0\0":
        raise img.bad("no PE signature at e_lfanew %#x" % lfanew)
    (machine, nsections, _, _, _, opt_size, chars) = _FILE_HEADER.unpack_from(data, lfanew + 4)
    wide = machine == IMAGE_FILE_MACHINE_AMD64 and 8 in widths
    if machine != IMAGE_FILE_MACHINE_I386 and not wide:
        if 8 in widths:
            raise BadExecutable("%s is not an x86 or x86-64 executable (machine %#x); only "
                                "PE32 i386 and PE32+ x86-64 programs run here" % (path, machine))
        raise BadExecutable("%s is not a 32-bit x86 executable (machine %#x); only PE32 "
                            "i386 programs run here" % (path, machine))
    img.is_dll = bool(chars & IMAGE_FILE_DLL)
    if img.is_dll != dll:
        raise BadExecutable(("%s is a DLL, not an executable" if not dll else
                             "%s is an executable, not a DLL") % path)
    if not chars & IMAGE_FILE_EXECUTABLE_IMAGE:
        raise img.bad("the file header does not mark it executable")
    opt = lfanew + 4 + _FILE_HEADER.size
    fixed = _OPT_FIXED64 if wide else _OPT_FIXED
    if opt_size < fixed or opt + opt_size > len(data):
        raise img.bad("optional header of %d bytes does not fit" % opt_size)
    (magic,) = _U16.unpack_from(data, opt)
    if magic == PE32PLUS_MAGIC and not wide:
        raise BadExecutable("%s is a PE32+ (64-bit) image; only PE32 i386 programs run "
                            "here" % path)
    want = PE32PLUS_MAGIC if wide else PE32_MAGIC
    if magic != want:
        raise img.bad("optional header magic %#x is not %s's %#x" % (
            magic, "PE32+" if wide else "PE32", want))
    (entry,) = _U32.unpack_from(data, opt + 16)
    if wide:
        # PE32+: no BaseOfData; ImageBase and the stack/heap sizes are 8 bytes.
        img.width = 8
        (image_base,) = _U64.unpack_from(data, opt + 24)
        (img.stack_reserve,) = _U64.unpack_from(data, opt + 72)
        (ndirs,) = _U32.unpack_from(data, opt + 108)
    else:
        (image_base,) = _U32.unpack_from(data, opt + 28)
        (img.stack_reserve,) = _U32.unpack_from(data, opt + 72)
        (ndirs,) = _U32.unpack_from(data, opt + 92)
    (size_of_image, size_of_headers) = struct.unpack_from("<II", data, opt + 56)
    (img.subsystem,) = _U16.unpack_from(data, opt + 68)
    if image_base % 0x10000 or image_base == 0:
        raise img.bad("ImageBase %#x is not a non-zero multiple of 64 KiB" % image_base)
    if size_of_image == 0 or size_of_image > MAX_IMAGE_SIZE:
        raise img.bad("SizeOfImage %#x is not within 1 byte..%d MiB (the cap)" % (
            size_of_image, MAX_IMAGE_SIZE >> 20))
    if image_base + size_of_image > (USER_TOP_64 if wide else 0x80000000):
        raise img.bad("the image (%#x + %#x) reaches into the system half of the address "
                      "space" % (image_base, size_of_image))
    if size_of_headers > size_of_image:
        raise img.bad("SizeOfHeaders %#x is larger than SizeOfImage %#x" % (
            size_of_headers, size_of_image))
    ndirs = min(ndirs, 16, (opt_size - fixed) // 8)
    img.directories = [struct.unpack_from("<II", data, opt + fixed + 8 * i)
                       for i in range(ndirs)]
    img.image_base, img.characteristics = image_base, chars
    img.size = (size_of_image + PAGE - 1) & ~(PAGE - 1)
    img.headers_size = min(size_of_headers, len(data))
    if entry >= img.size:
        raise img.bad("entry point RVA %#x outside the image" % entry)
    img.entry_rva = entry
    if nsections > MAX_SECTIONS:
        raise img.bad("%d sections (at most %d)" % (nsections, MAX_SECTIONS))
    img._table = (opt + opt_size, nsections)


def _parse_sections(img):
    data = img.data
    table, count = img._table
    if table + count * _SECTION.size > len(data):
        raise BadExecutable("%s is truncated: the section table runs past the end of the "
                            "file" % img.path)
    sections = []
    for i in range(count):
        (name, vsize, rva, raw_size, raw_ptr, _, _, _, _, chars) = \
            _SECTION.unpack_from(data, table + i * _SECTION.size)
        name = _section_name(name)
        extent = vsize or raw_size
        used = min(raw_size, extent)
        if rva + extent > img.size:
            raise img.bad("section %s (RVA %#x, %#x bytes) extends past SizeOfImage %#x"
                          % (name, rva, extent, img.size))
        if used and raw_ptr + used > len(data):
            raise BadExecutable("%s is truncated: section %s runs past the end of the file"
                                % (img.path, name))
        sections.append(Section(name, rva, extent, raw_ptr, used, chars))
    sections.sort(key=lambda s: s.rva)
    for a, b in zip(sections, sections[1:]):
        if a.rva + a.extent > b.rva:
            raise img.bad("sections %s and %s overlap" % (a.name, b.name))
    img.sections = sections
    first = sections[0].rva if sections else img.size
    spans = [(0, 0, min(img.headers_size, first))]
    spans += [(s.rva, s.raw_offset, s.raw_size) for s in sections if s.raw_size]
    img.spans = [s for s in spans if s[2] > 0]


def _data_directory(img, index, what, minimum):
    rva, size = img.directory(index)
    if not rva:
        return None
    img.check(rva, max(size, minimum), what)
    return rva, size


def _parse_imports(img):
    found = _data_directory(img, DIR_IMPORT, "import directory", _IMPORT_DESC.size)
    if found is None:
        return
    rva = found[0]
    for n in range(MAX_IMPORT_DLLS + 1):
        desc = img.read(rva + n * _IMPORT_DESC.size, _IMPORT_DESC.size, "import descriptor %d" % n)
        ilt, _, _, name_rva, iat = _IMPORT_DESC.unpack(desc)
        if not name_rva and not iat:
            return
        if n == MAX_IMPORT_DLLS:
            raise img.bad("more than %d imported DLLs" % MAX_IMPORT_DLLS)
        if not name_rva or not iat:
            raise img.bad("import descriptor %d has no %s" % (n, "name" if not name_rva
                                                              else "address table"))
        dll = img.name(name_rva, "name of imported DLL %d" % n, first=0x20)
        lookup = ilt or iat
        w = img.width
        ordinal_flag = 1 << (8 * w - 1)        # IMAGE_ORDINAL_FLAG32 / 64
        for i in range(MAX_IMPORTS + 1):
            what = "import lookup table of %s" % dll
            value = img.uptr(lookup + w * i, what)
            if not value:
                break
            if len(img.imports) == MAX_IMPORTS:
                raise img.bad("more than %d imported functions" % MAX_IMPORTS)
            img.check(iat + w * i, w, "import address table of %s" % dll)
            if value & ordinal_flag:
                func = "#%d" % (value & 0xFFFF)
            else:
                if value >> 31:
                    raise img.bad("an imported name of %s at RVA %#x" % (dll, value))
                func = img.name(value + 2, "an imported name of %s" % dll,
                                limit=MAX_SYMBOL)
            img.imports.append((dll, func, iat + w * i))


_EXPORT_DIR = struct.Struct("<IIHHIIIIIII")


def _parse_exports(img):
    """A DLL's export table: every function slot (by ordinal) and every exported name,
    bounded by MAX_EXPORTS. A function RVA inside the export directory itself is a
    forwarder, the string "OTHERDLL.name" (or "OTHERDLL.#ordinal") stored there."""
    found = _data_directory(img, DIR_EXPORT, "export directory", _EXPORT_DIR.size)
    if found is None:
        return
    rva, size = found
    (_, _, _, _, _, base, nfuncs, nnames, funcs, names, ordinals) = _EXPORT_DIR.unpack(
        img.read(rva, _EXPORT_DIR.size, "export directory"))
    if nfuncs > MAX_EXPORTS or nnames > MAX_EXPORTS:
        raise img.bad("more than %d exports" % MAX_EXPORTS)
    table = img.read(funcs, 4 * nfuncs, "export address table") if nfuncs else b""
    for i in range(nfuncs):
        (target,) = _U32.unpack_from(table, 4 * i)
        if not target:
            continue                                     # an unused ordinal
        ordinal = (base + i) & 0xFFFF
        if rva <= target < rva + size:
            img.export_ordinals[ordinal] = img.name(target, "forwarder of ordinal %d" %
                                                    ordinal, limit=MAX_SYMBOL)
        else:
            img.check(target, 1, "export of ordinal %d" % ordinal)
            img.export_ordinals[ordinal] = target
    if nnames:
        name_rvas = img.read(names, 4 * nnames, "export name table")
        indexes = img.read(ordinals, 2 * nnames, "export ordinal table")
        for i in range(nnames):
            (name_rva,) = _U32.unpack_from(name_rvas, 4 * i)
            (index,) = _U16.unpack_from(indexes, 2 * i)
            if index >= nfuncs:
                raise img.bad("exported name %d points past the address table" % i)
            img.export_names[img.name(name_rva, "exported name %d" % i,
                                          limit=MAX_SYMBOL)] = \
                (base + index) & 0xFFFF


def _parse_relocations(img):
    found = _data_directory(img, DIR_BASERELOC, "relocation directory", 0)
    if found is None:
        return
    rva, size = found
    blob = img.read(rva, size, "relocation directory")
    off = total = 0
    while off + 8 <= size:
        page, block = struct.unpack_from("<II", blob, off)
        if block == 0 and page == 0:
            break  # zero padding after the last block
        if block < 8 or block % 2 or off + block > size:
            raise img.bad("relocation block at %#x has size %#x (outside its directory)" % (
                rva + off, block))
        entries = struct.unpack_from("<%dH" % ((block - 8) // 2), blob, off + 8)
        offsets = array("H")
        # HIGHLOW (a 32-bit address) in a PE32 image, DIR64 (64-bit) in a PE32+ one.
        fixup = IMAGE_REL_BASED_DIR64 if img.width == 8 else IMAGE_REL_BASED_HIGHLOW
        for e in entries:
            kind = e >> 12
            if kind == fixup:
                offsets.append(e & 0xFFF)
            elif kind != IMAGE_REL_BASED_ABSOLUTE:
                raise img.bad("relocation type %d at %#x (only %s is defined for %s)" % (
                    kind, page + (e & 0xFFF), "DIR64" if img.width == 8 else "HIGHLOW",
                    "PE32+ x86-64" if img.width == 8 else "PE32 i386"))
        total += len(offsets)
        if total > MAX_RELOCATIONS:
            raise img.bad("more than %d base relocations" % MAX_RELOCATIONS)
        if offsets:
            img.check(page + max(offsets), img.width, "relocation target in page %#x" % page)
            img.relocations.append((page, offsets))
        off += block


def _va_to_rva(img, va, what, end=False):
    rva = (va - img.image_base) & ((1 << (8 * img.width)) - 1)
    if rva > img.size or (rva == img.size and not end):
        raise img.bad("%s %#x outside the image" % (what, va))
    return rva


def _parse_tls(img):
    layout = _TLS64 if img.width == 8 else _TLS
    found = _data_directory(img, DIR_TLS, "TLS directory", layout.size)
    if found is None:
        return
    start, end, index, callbacks, zero_fill, _ = layout.unpack(
        img.read(found[0], layout.size, "TLS directory"))
    if start or end:
        start = _va_to_rva(img, start, "TLS template start")
        end = _va_to_rva(img, end, "TLS template end", end=True)
        if end < start:
            raise img.bad("TLS template ends before it starts")
    if end - start + zero_fill > MAX_TLS_SIZE:
        raise img.bad("TLS block of %d bytes (at most %d)" % (end - start + zero_fill,
                                                               MAX_TLS_SIZE))
    index_rva = None
    if index:
        index_rva = _va_to_rva(img, index, "TLS index address")
        img.check(index_rva, 4, "TLS index")
    if callbacks:
        p = _va_to_rva(img, callbacks, "TLS callback array")
        for i in range(MAX_TLS_CALLBACKS + 1):
            cb = img.uptr(p + img.width * i, "TLS callback array")
            if not cb:
                break
            if i == MAX_TLS_CALLBACKS:
                raise img.bad("more than %d TLS callbacks" % MAX_TLS_CALLBACKS)
            img.tls_callbacks.append(_va_to_rva(img, cb, "TLS callback"))
    img.tls = (start, end, index_rva, zero_fill)


def _parse_resources(img):
    found = _data_directory(img, DIR_RESOURCE, "resource directory", _RES_DIR.size)
    if found is None:
        return
    root = found[0]
    budget = [MAX_RESOURCE_NODES]

    def entries(offset, level):
        # One IMAGE_RESOURCE_DIRECTORY: (key, is_directory, target offset) per entry.
        head = img.read(root + offset, _RES_DIR.size, "resource directory (level %d)" % level)
        named, ids = _RES_DIR.unpack(head)[4:]
        count = named + ids
        budget[0] -= count
        if budget[0] < 0:
            raise img.bad("resource tree has more than %d entries" % MAX_RESOURCE_NODES)
        raw = img.read(root + offset + _RES_DIR.size, count * _RES_ENTRY.size,
                       "resource directory entries")
        for i in range(count):
            name, target = _RES_ENTRY.unpack_from(raw, i * _RES_ENTRY.size)
            key = _resource_name(img, root, name & 0x7FFFFFFF) if name & 0x80000000 \
                else name & 0xFFFF
            yield key, bool(target & 0x80000000), target & 0x7FFFFFFF

    # The tree is exactly three levels (type / name / language) in every file Windows
    # reads; walking a fixed depth also makes a directory that points at itself harmless.
    for rtype, is_dir, t_off in entries(0, 1):
        if not is_dir:
            raise img.bad("resource type %r has no name directory" % (rtype,))
        for name, is_dir, n_off in entries(t_off, 2):
            if not is_dir:
                raise img.bad("resource %r/%r has no language directory" % (rtype, name))
            for lang, is_dir, leaf in entries(n_off, 3):
                if is_dir:
                    raise img.bad("resource tree nested deeper than three levels")
                data_rva, size = _RES_DATA.unpack(
                    img.read(root + leaf, _RES_DATA.size, "resource data entry"))[:2]
                img.check(data_rva, size, "resource %r/%r data (%d bytes)" % (rtype, name, size))
                img.resources.append(ResourceEntry(rtype, name, lang, root + leaf,
                                                   data_rva, size))


def _resource_name(img, root, offset):
    # IMAGE_RESOURCE_DIR_STRING_U: a counted UTF-16 string.
    (n,) = _U16.unpack(img.read(root + offset, 2, "resource name"))
    if not n or n > MAX_NAME:
        raise img.bad("resource name of %d characters" % n)
    return img.read(root + offset + 2, 2 * n, "resource name").decode("utf-16-le", "replace")
