"""Malformed PE32 files made from the bundled executables: a seeded, reproducible corpus.

``mutants(rng, count)`` yields ``Mutant``s cycling through every mutation kind (truncations,
bad e_lfanew / magic, huge SizeOfImage, many and overlapping sections, import directory and
names out of bounds, TLS ranges and callbacks, huge or looping resource trees, relocation
floods, random byte flips) over every bundled .exe. Structure offsets come from pefile on
the clean files, so the mutations do not depend on the loader they test.

Used by test/machine/test_malformed_pe.py (a bounded corpus in CI) and bench/fuzz_pe.py (a large one).
"""

import os
import struct

import pefile

HERE = os.path.dirname(os.path.abspath(__file__))
EXE_DIR = os.path.join(os.path.dirname(HERE), "wineagent", "apps", "exe")

__all__ = ["Mutant", "KINDS", "mutants", "bundled"]


class Mutant:
    """One malformed file: its mutation kind, a description to reproduce it, its bytes."""

    def __init__(self, kind, source, detail, data):
        self.kind, self.source, self.detail, self.data = kind, source, detail, bytes(data)

    def __repr__(self):
        return "<%s of %s: %s>" % (self.kind, self.source, self.detail)


class _Layout:
    """File offsets of the structures of one clean executable."""

    def __init__(self, path):
        self.name = os.path.basename(path)
        self.data = open(path, "rb").read()
        pe = pefile.PE(data=self.data)
        self.pe = pe
        self.lfanew = pe.DOS_HEADER.e_lfanew
        self.file_header = pe.FILE_HEADER.get_file_offset()
        self.opt = pe.OPTIONAL_HEADER.get_file_offset()
        self.dirs = [d.get_file_offset() for d in pe.OPTIONAL_HEADER.DATA_DIRECTORY]
        self.sections = [(s.get_file_offset(), s) for s in pe.sections]
        self.imports = [(d.struct.get_file_offset(), d) for d in
                        getattr(pe, "DIRECTORY_ENTRY_IMPORT", [])]
        tls = getattr(pe, "DIRECTORY_ENTRY_TLS", None)
        self.tls = tls.struct.get_file_offset() if tls else None
        self.res_dirs, self.res_data = [], []
        root = getattr(pe, "DIRECTORY_ENTRY_RESOURCE", None)
        if root is not None:
            self._walk(root)

    def _walk(self, node):
        self.res_dirs.append(node.struct.get_file_offset())
        for e in node.entries:
            if hasattr(e, "directory"):
                self._walk(e.directory)
            elif hasattr(e, "data"):
                self.res_data.append(e.data.struct.get_file_offset())

    def off(self, rva):
        """File offset of ``rva``."""
        return self.pe.get_offset_from_rva(rva)


_LAYOUTS = {}


def bundled():
    """The bundled executables' layouts (parsed once)."""
    if not _LAYOUTS:
        for name in sorted(os.listdir(EXE_DIR)):
            if name.endswith(".exe"):
                _LAYOUTS[name] = _Layout(os.path.join(EXE_DIR, name))
    return list(_LAYOUTS.values())


def _put(buf, off, fmt, *values):
    struct.pack_into(fmt, buf, off, *values)


def _big(rng):
    """A value meant to break bounds: huge, just past a limit, or negative as unsigned."""
    return rng.choice([0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, 0x10000000, rng.getrandbits(32),
                       rng.randrange(0x1000, 0x100000), 0xFFFFFFF0])


# -- the mutations: each takes (rng, layout, buf) and returns a description -----------------
def truncate(rng, lay, buf):
    cut = rng.choice([rng.randrange(0, 0x40), rng.randrange(0x40, lay.opt + 0x100),
                      rng.randrange(0, len(buf))])
    del buf[cut:]
    return "cut at %#x" % cut


def bad_lfanew(rng, lay, buf):
    v = rng.choice([0, 1, 3, len(buf) - 2, len(buf) + 0x100, _big(rng), rng.randrange(0x40, 0x400)])
    _put(buf, 0x3C, "<I", v)
    return "e_lfanew=%#x" % v


def bad_magic(rng, lay, buf):
    v = rng.choice([0, 0x20B, 0x107, rng.getrandbits(16)])
    _put(buf, lay.opt, "<H", v)
    return "magic=%#x" % v


def huge_size_of_image(rng, lay, buf):
    v = rng.choice([0xFFFFFFFF, 0x80000000, 0x7FFFF000, 0x40000000, 0x10000000, 0, 0x1000,
                    0x07FFF000, 0x08000001])
    _put(buf, lay.opt + 56, "<I", v)
    return "SizeOfImage=%#x" % v


def many_sections(rng, lay, buf):
    v = rng.choice([0xFFFF, 97, 200, 0x8000, rng.randrange(10, 0x10000)])
    _put(buf, lay.file_header + 2, "<H", v)
    return "NumberOfSections=%d" % v


def overlapping_sections(rng, lay, buf):
    (a, sa), (b, sb) = rng.sample(lay.sections, 2)
    choice = rng.randrange(3)
    if choice == 0:
        _put(buf, b + 12, "<I", sa.VirtualAddress)
        return "%s at %s's RVA" % (sb.Name.rstrip(b"\0"), sa.Name.rstrip(b"\0"))
    if choice == 1:
        _put(buf, a + 8, "<I", _big(rng))
        return "%s VirtualSize huge" % sa.Name.rstrip(b"\0")
    _put(buf, a + 16, "<II", _big(rng), rng.choice([_big(rng), 0, len(buf) - 4]))
    return "%s raw size/pointer bogus" % sa.Name.rstrip(b"\0")


def import_directory(rng, lay, buf):
    rva, size = rng.choice([(_big(rng), 40), (0x7000 + rng.randrange(-0x2000, 0x2000), _big(rng)),
                            (rng.randrange(1, 0x20000), rng.randrange(0, 0x1000)), (0xFFFFFFF0, 20)])
    _put(buf, lay.dirs[1], "<II", rva & 0xFFFFFFFF, size)
    return "import directory %#x+%#x" % (rva & 0xFFFFFFFF, size)


def import_names(rng, lay, buf):
    off, d = rng.choice(lay.imports)
    field = rng.choice([0, 12, 16])  # OriginalFirstThunk, Name, FirstThunk
    if rng.random() < 0.5:
        _put(buf, off + field, "<I", _big(rng))
        return "%s descriptor field %d bogus" % (d.dll, field)
    imp = rng.choice(d.imports)
    if imp.name is not None and rng.random() < 0.5:
        name_off = lay.off(imp.hint_name_table_rva + 2) if imp.hint_name_table_rva else None
        if name_off:
            for i in range(rng.randrange(1, 300)):
                if name_off + i < len(buf):
                    buf[name_off + i] = rng.choice([0x01, 0xFF, 0x7F, 0x20, ord("A")])
            return "%s!%s name bytes bogus" % (d.dll, imp.name)
    entry = imp.struct_table if imp.struct_table is not None else imp.struct_iat
    thunk_off = entry.get_file_offset()
    _put(buf, thunk_off, "<I", rng.choice([_big(rng), 0x80000000 | rng.getrandbits(16)]))
    return "%s first thunk bogus" % d.dll


def tls(rng, lay, buf):
    if lay.tls is None:
        return flips(rng, lay, buf)
    base = lay.pe.OPTIONAL_HEADER.ImageBase
    if rng.random() < 0.2:
        # A well-formed directory whose first callback is data, not code: it loads, and
        # the guest faults when the boot sequence calls it.
        (array_va,) = struct.unpack_from("<I", buf, lay.tls + 12)
        data = [s for _, s in lay.sections if s.Name.startswith(b".data")][0]
        _put(buf, lay.off(array_va - base), "<I", base + data.VirtualAddress + 0x10)
        return "first TLS callback points into .data"
    field = rng.randrange(5)
    value = rng.choice([_big(rng), base + rng.randrange(0, 0x200000), base - 4])
    if field == 4:
        value = rng.choice([0xFFFFFFFF, 0x10000000, 1 << 20, (1 << 20) + 1])
    _put(buf, lay.tls + 4 * field, "<I", value & 0xFFFFFFFF)
    if field == 3 and rng.random() < 0.5:
        # A callback array that is all non-zero: no terminator within any sane bound.
        (p,) = struct.unpack_from("<I", buf, lay.tls + 12)
        try:
            at = lay.off(p - base) if 0 <= p - base < lay.pe.OPTIONAL_HEADER.SizeOfImage else None
        except Exception:  # noqa: BLE001 - pefile refuses RVAs outside sections
            at = None
        if at is not None and 0 <= at < len(buf):
            for i in range(0, min(0x400, len(buf) - at - 4), 4):
                _put(buf, at + i, "<I", base + 0x1000 + i)
    return "TLS field %d = %#x" % (field, value & 0xFFFFFFFF)


def resources(rng, lay, buf):
    if not lay.res_dirs:
        return import_directory(rng, lay, buf)
    choice = rng.randrange(4)
    if choice == 0 and lay.res_data:
        off = rng.choice(lay.res_data)
        _put(buf, off + 4, "<I", _big(rng))
        return "resource data size huge"
    if choice == 1 and lay.res_data:
        off = rng.choice(lay.res_data)
        _put(buf, off, "<I", _big(rng))
        return "resource data RVA bogus"
    d = rng.choice(lay.res_dirs)
    if choice == 2:
        # Every entry of a directory points back at the root: a loop, or a wide deep tree.
        named, ids = struct.unpack_from("<HH", buf, d + 12)
        for i in range(named + ids):
            _put(buf, d + 16 + 8 * i + 4, "<I", 0x80000000)
        return "resource directory entries loop to the root"
    _put(buf, d + 12, "<HH", rng.getrandbits(16), rng.getrandbits(16))
    return "resource directory entry counts huge"


def relocation_flood(rng, lay, buf):
    base_off = lay.opt + 28
    rel_dir = lay.dirs[5]
    if rng.random() < 0.4:
        # Point the relocation directory at the whole image and force a rebase.
        _put(buf, rel_dir + 4, "<I", rng.choice([_big(rng), lay.pe.OPTIONAL_HEADER.SizeOfImage]))
        _put(buf, base_off, "<I", 0x10000000)
        return "relocation directory size huge, rebased"
    # A valid-looking flood: .text overwritten with relocation blocks at random targets.
    text = lay.sections[0][1]
    start, n = text.PointerToRawData, text.SizeOfRawData
    kinds = [0x3000] * 30 + [0x0000] + ([0x1000, 0xA000] if rng.random() < 0.3 else [])
    reach = lay.pe.OPTIONAL_HEADER.SizeOfImage + (0x4000 if rng.random() < 0.3 else -0x1000)
    off = start
    while off + 8 + 512 <= start + n:
        page = rng.randrange(0, reach) & ~0xFFF
        count = 256
        _put(buf, off, "<II", page, 8 + 2 * count)
        for i in range(count):
            _put(buf, off + 8 + 2 * i, "<H", rng.choice(kinds) |
                 rng.randrange(0x1000))
        off += 8 + 2 * count
    _put(buf, rel_dir, "<II", text.VirtualAddress, off - start)
    new_base = rng.choice([0x10000000, 0x7F000000, 0x00300000])
    _put(buf, lay.dirs[9], "<II", 0, 0)  # TLS holds VAs of the old base: drop it
    _put(buf, base_off, "<I", new_base)
    return "relocation flood over .text, rebased"


def flips(rng, lay, buf):
    where = rng.choice(["headers", "anywhere"])
    top = min(len(buf), 0x400) if where == "headers" else len(buf)
    n = rng.randrange(1, 17)
    for _ in range(n):
        buf[rng.randrange(top)] = rng.getrandbits(8)
    return "%d random bytes (%s)" % (n, where)


KINDS = {f.__name__: f for f in (truncate, bad_lfanew, bad_magic, huge_size_of_image,
                                 many_sections, overlapping_sections, import_directory,
                                 import_names, tls, resources, relocation_flood, flips)}


def mutants(rng, count):
    """``count`` mutants, cycling through every kind and every bundled executable."""
    layouts = bundled()
    kinds = list(KINDS.items())
    for i in range(count):
        kind, fn = kinds[i % len(kinds)]
        lay = layouts[(i // len(kinds)) % len(layouts)]
        buf = bytearray(lay.data)
        detail = fn(rng, lay, buf)
        yield Mutant(kind, lay.name, detail, buf)
