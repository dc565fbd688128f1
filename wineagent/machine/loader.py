"""PE32 loader: maps an executable image into a Machine and binds its imports.

Follows the documented PE/COFF rules: sections mapped at their RVAs with their
protections, base relocations applied when the preferred base is taken, imports bound
through the IAT (functions to API thunks, data imports to guest variables), the TLS
directory's index and callbacks prepared for the boot sequence.
"""

import pefile

from .memory import PAGE_PROTECT_TO_UC, align_up

__all__ = ["load_pe", "LoadedImage", "BadExecutable"]

IMAGE_FILE_MACHINE_I386 = 0x14C
IMAGE_SCN_MEM_EXECUTE = 0x20000000
IMAGE_SCN_MEM_READ = 0x40000000
IMAGE_SCN_MEM_WRITE = 0x80000000


class BadExecutable(Exception):
    """The file is not a PE32 executable we can run (the message says why, in one line)."""


class LoadedImage:
    """Where an image landed and what the boot sequence needs from it."""

    def __init__(self, path, base, entry, size, pe, imports, tls_callbacks, stack_reserve):
        self.path, self.base, self.entry, self.size, self.pe = path, base, entry, size, pe
        self.imports = imports              # list of (dll, name, bound address or None)
        self.tls_callbacks = tls_callbacks
        self.stack_reserve = stack_reserve

    def resource_root(self):
        """RVA and size of the resource directory (0, 0 when there is none)."""
        d = self.pe.OPTIONAL_HEADER.DATA_DIRECTORY[2]
        return d.VirtualAddress, d.Size


def _protect_for(characteristics):
    x = characteristics & IMAGE_SCN_MEM_EXECUTE
    w = characteristics & IMAGE_SCN_MEM_WRITE
    r = characteristics & IMAGE_SCN_MEM_READ
    if x:
        return 0x40 if w else 0x20
    if w:
        return 0x04
    return 0x02 if r else 0x01


def parse_pe(data, path="<memory>", dll=False):
    """Parse and validate PE32 bytes (an executable, or a DLL with ``dll``); raises
    BadExecutable with a one-line reason."""
    if len(data) < 64 or data[:2] != b"MZ":
        raise BadExecutable("%s is not a Windows executable (no MZ header)" % path)
    try:
        pe = pefile.PE(data=data, fast_load=True)
    except pefile.PEFormatError as e:
        raise BadExecutable("%s is not a valid PE file: %s" % (path, e)) from None
    if pe.FILE_HEADER.Machine != IMAGE_FILE_MACHINE_I386 or pe.OPTIONAL_HEADER.Magic != 0x10B:
        raise BadExecutable("%s is not a 32-bit x86 executable (machine %#x); only PE32 "
                            "i386 programs run here" % (path, pe.FILE_HEADER.Machine))
    if bool(pe.FILE_HEADER.Characteristics & 0x2000) != dll:
        raise BadExecutable(("%s is a DLL, not an executable" if not dll else
                             "%s is an executable, not a DLL") % path)
    for s in pe.sections:
        if s.SizeOfRawData and s.PointerToRawData + s.SizeOfRawData > len(data):
            raise BadExecutable("%s is truncated: section %s runs past the end of the file"
                                % (path, s.Name.rstrip(b"\0").decode("ascii", "replace")))
    try:
        pe.full_load()
    except Exception as e:  # noqa: BLE001 - pefile raises many kinds on damaged files
        raise BadExecutable("%s has damaged PE directories: %s" % (path, e)) from None
    return pe


def load_pe(machine, data, path, bind_import, dll=False):
    """Map ``data`` into ``machine``; ``bind_import(dll, name_or_ordinal)`` gives each
    IAT entry its address (never 0: unimplemented functions get a trapping thunk).
    ``dll``: the file must be a DLL (kernel/dllload.py) instead of an executable."""
    pe = parse_pe(data, path, dll)
    opt = pe.OPTIONAL_HEADER
    size = align_up(opt.SizeOfImage)
    mem = machine.mem
    base = opt.ImageBase
    if mem.region_at(base) or mem.region_at(base + size - 1) or base < 0x10000:
        base = mem.find_free(size, 0x00400000, 0x70000000)
        if not hasattr(pe, "DIRECTORY_ENTRY_BASERELOC") and base != opt.ImageBase:
            raise BadExecutable("%s cannot load at %#x and has no relocations" % (path, opt.ImageBase))
    mem.map(base, size, 0x04, "image")
    mem.write(base, data[:min(opt.SizeOfHeaders, len(data))])
    for s in pe.sections:
        raw = s.get_data()[: max(s.SizeOfRawData, 0)]
        if raw:
            vsize = s.Misc_VirtualSize or len(raw)
            mem.write(base + s.VirtualAddress, raw[:max(vsize, len(raw)) if vsize >= len(raw) else vsize])

    delta = (base - opt.ImageBase) & 0xFFFFFFFF
    if delta and hasattr(pe, "DIRECTORY_ENTRY_BASERELOC"):
        for block in pe.DIRECTORY_ENTRY_BASERELOC:
            for entry in block.entries:
                if entry.type == 3:  # IMAGE_REL_BASED_HIGHLOW
                    addr = base + entry.rva
                    mem.w32(addr, mem.u32(addr) + delta)

    imports = []
    for desc in getattr(pe, "DIRECTORY_ENTRY_IMPORT", []):
        dll = desc.dll.decode("ascii", "replace")
        for imp in desc.imports:
            name = imp.name.decode("ascii", "replace") if imp.name else "#%d" % imp.ordinal
            addr = bind_import(dll, name)
            mem.w32(base + (imp.address - opt.ImageBase), addr)
            imports.append((dll, name, addr))

    tls_callbacks = []
    tls = getattr(pe, "DIRECTORY_ENTRY_TLS", None)
    if tls is not None:
        t = tls.struct
        adj = lambda va: (va + delta) & 0xFFFFFFFF  # noqa: E731
        if t.AddressOfCallBacks:
            p = adj(t.AddressOfCallBacks)
            while True:
                cb = mem.u32(p)
                if not cb:
                    break
                tls_callbacks.append(cb)  # already relocated in memory
                p += 4
        tls_info = (adj(t.StartAddressOfRawData), adj(t.EndAddressOfRawData),
                    adj(t.AddressOfIndex), t.SizeOfZeroFill)
    else:
        tls_info = None

    # Section protections last: relocation and IAT writes needed the pages writable.
    for s in pe.sections:
        vsize = align_up(max(s.Misc_VirtualSize, s.SizeOfRawData) or 1)
        mem.uc.mem_protect(base + s.VirtualAddress, vsize,
                           PAGE_PROTECT_TO_UC[_protect_for(s.Characteristics)])
    entry = base + opt.AddressOfEntryPoint if opt.AddressOfEntryPoint or not dll else 0
    img = LoadedImage(path, base, entry, size, pe, imports,
                      tls_callbacks, opt.SizeOfStackReserve)
    img.tls_info = tls_info
    return img
