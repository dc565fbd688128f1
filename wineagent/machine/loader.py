"""PE32 loader: maps a validated executable image into a Machine and binds its imports.

Follows the documented PE/COFF rules: sections mapped at their RVAs with their
protections, base relocations applied when the preferred base is taken, imports bound
through the IAT (functions to API thunks, data imports to guest variables), the TLS
directory's index and callbacks prepared for the boot sequence.

Everything the file says is checked by ``pe_image.parse_image`` before a byte is mapped,
so loading either succeeds or raises ``BadExecutable`` with one line naming what is wrong;
no emulator error escapes from here (see docs/emulator.md, "Malformed programs").
"""

import os
import struct

from unicorn import UcError

from .memory import PAGE, align_up
from .pe_image import (DIR_BASERELOC, IMAGE_FILE_RELOCS_STRIPPED, MAX_FILE_SIZE,
                       USER_TOP_64, BadExecutable, PeImage, parse_image)

__all__ = ["load_pe", "parse_pe", "read_executable", "LoadedImage", "BadExecutable",
           "IMAGE_LOW", "IMAGE_HIGH"]

IMAGE_SCN_MEM_EXECUTE = 0x20000000
IMAGE_SCN_MEM_READ = 0x40000000
IMAGE_SCN_MEM_WRITE = 0x80000000

# Where an image may live: above the first 64 KiB (null pointers must fault) and below
# the machine's own structures (DLL data, thunks, TEB/PEB, GDT from 0x7E000000 up).
IMAGE_LOW, IMAGE_HIGH = 0x00010000, 0x70000000
_REBASE_FROM = 0x00400000     # where a relocated image is placed first
#: A 64-bit image may also sit where it asks above 4 GB (mingw's default base is
#: 0x140000000), anywhere in the user half of the address space.
IMAGE_HIGH_64_FROM = 1 << 32

_U32 = struct.Struct("<I")
_U64 = struct.Struct("<Q")


class LoadedImage:
    """Where an image landed and what the boot sequence needs from it."""

    def __init__(self, path, base, entry, size, parsed, imports, tls_callbacks, stack_reserve):
        self.path, self.base, self.entry, self.size = path, base, entry, size
        self.parsed = parsed                # the validated PeImage
        self.imports = imports              # list of (dll, name, bound address)
        self.tls_callbacks = tls_callbacks  # guest addresses, in directory order
        self.stack_reserve = stack_reserve
        self.tls_info = None                # (start, end, index address or 0, zero fill)

    @property
    def resources(self):
        """The resource tree's leaves (pe_image.ResourceEntry, RVAs from ``base``)."""
        return self.parsed.resources


def read_executable(path):
    """The bytes of the file at ``path``, refused before reading when over the size cap."""
    size = os.path.getsize(path)
    if size > MAX_FILE_SIZE:
        raise BadExecutable("%s is %d MiB, over the %d MiB cap on executables" % (
            path, size >> 20, MAX_FILE_SIZE >> 20))
    with open(path, "rb") as f:
        return f.read(MAX_FILE_SIZE + 1)


def parse_pe(data, path="<memory>", widths=(4,)):
    """Parse and validate PE32 bytes (a PeImage; ``widths=(4, 8)``: PE32+ as well);
    raises BadExecutable with a one-line reason."""
    return parse_image(data, path, widths=widths)


def _protect_for(characteristics):
    x = characteristics & IMAGE_SCN_MEM_EXECUTE
    w = characteristics & IMAGE_SCN_MEM_WRITE
    r = characteristics & IMAGE_SCN_MEM_READ
    if x:
        return 0x40 if w else 0x20
    if w:
        return 0x04
    return 0x02 if r else 0x01


def load_pe(machine, image, path, bind_import, dll=False):
    """Map ``image`` (a PeImage, or the file's bytes) into ``machine``.

    ``bind_import(dll, name_or_ordinal)`` gives each IAT entry its address (never 0:
    unimplemented functions get a trapping thunk). ``dll``: the file must be a DLL
    (kernel/dllload.py) instead of an executable. Raises BadExecutable, and only that.
    """
    width = machine.mem.ptr_size
    if not isinstance(image, PeImage):
        image = parse_image(image, path, dll, widths=(4, 8))
    if image.width != width:
        # A process holds modules of its own width only: LoadLibrary of a 32-bit DLL in a
        # 64-bit program (or the reverse) fails with ERROR_BAD_EXE_FORMAT on Windows.
        raise BadExecutable("%s is a %d-bit module; a %d-bit program cannot load it" % (
            path, 8 * image.width, 8 * width))
    try:
        return _load(machine, image, bind_import)
    except (UcError, MemoryError) as e:
        # The checks above make these unexpected; still one line, never a traceback.
        raise BadExecutable("%s cannot be loaded: %s" % (path, e)) from None


def _place(mem, image):
    """The base address: the preferred one when free, else a free range if relocatable."""
    base, size = image.image_base, image.size
    if IMAGE_LOW <= base and base + size <= IMAGE_HIGH and mem.is_free(base, size):
        return base
    if image.width == 8 and IMAGE_HIGH_64_FROM <= base and base + size <= USER_TOP_64 \
            and mem.is_free(base, size):
        return base
    relocatable = image.directory(DIR_BASERELOC)[0] and \
        not image.characteristics & IMAGE_FILE_RELOCS_STRIPPED
    if not relocatable:
        raise BadExecutable("%s cannot load at its base %#x (taken or reserved) and has no "
                            "relocations" % (image.path, base))
    try:
        return mem.find_free(size, _REBASE_FROM, IMAGE_HIGH)
    except MemoryError:
        raise BadExecutable("%s needs %d MiB of address space and none is free" % (
            image.path, size >> 20)) from None


def _load(machine, image, bind_import):
    mem = machine.mem
    size = image.size
    base = _place(mem, image)
    # Pages get their section's protection at once (writes below ignore protection).
    mem.map_runs(base, _page_runs(image), 0x04, "image")
    data = image.data
    for rva, off, n in image.spans:
        mem.write(base + rva, data[off:off + n])

    wide = image.width == 8
    delta = (base - image.image_base) & (0xFFFFFFFFFFFFFFFF if wide else 0xFFFFFFFF)
    if delta:
        _relocate(mem, base, image.relocations, delta, _U64 if wide else _U32)

    imports = []
    for dll, name, iat in image.imports:
        addr = bind_import(dll, name)
        if wide:
            mem.w64(base + iat, addr)       # PE32+: 8-byte IAT slots
        else:
            mem.w32(base + iat, addr)
        imports.append((dll, name, addr))

    # A DLL may have no entry point (no DllMain): entry 0 means "nothing to call".
    entry = base + image.entry_rva if image.entry_rva or not image.is_dll else 0
    img = LoadedImage(image.path, base, entry, size, image, imports,
                      [base + rva for rva in image.tls_callbacks], image.stack_reserve)
    if image.tls is not None:
        start, end, index, zero_fill = image.tls
        img.tls_info = (base + start, base + end, base + index if index is not None else 0,
                        zero_fill)
    return img


def _relocate(mem, base, relocations, delta, cell=_U32):
    """Apply HIGHLOW (``cell`` 4 bytes) or DIR64 (8 bytes) fix-ups, one read-modify-write
    of guest memory per block."""
    mask = (1 << (8 * cell.size)) - 1
    for page, offsets in relocations:
        lo, hi = page + min(offsets), page + max(offsets) + cell.size
        chunk = bytearray(mem.read(base + lo, hi - lo))
        for o in offsets:
            at = page + o - lo
            (v,) = cell.unpack_from(chunk, at)
            cell.pack_into(chunk, at, (v + delta) & mask)
        mem.write(base + lo, chunk)


def _page_runs(image):
    """[(offset, size, PAGE_*)] covering the image: each section's pages with its rights,
    the rest (headers, gaps) read-write as before any section is protected."""
    # Sections smaller than a page (SectionAlignment < 4 KiB) can share a page: it gets
    # the union of their rights, the closest a page-granular MMU can come.
    chars = {}
    for s in image.sections:
        for p in range(s.rva // PAGE, align_up(s.rva + max(s.extent, 1)) // PAGE):
            chars[p] = chars.get(p, 0) | s.characteristics
    runs = []
    for p in range(image.size // PAGE):
        prot = _protect_for(chars[p]) if p in chars else 0x04
        if runs and runs[-1][2] == prot:
            runs[-1][1] += PAGE
        else:
            runs.append([p * PAGE, PAGE, prot])
    return [tuple(r) for r in runs]
