"""Modules loaded as data: LoadLibraryEx with LOAD_LIBRARY_AS_DATAFILE(_EXCLUSIVE) or
LOAD_LIBRARY_AS_IMAGE_RESOURCE (docs/dlls.md, "Loading a file for its resources").

Windows maps such a file read-only and runs nothing of it: no imports are bound, no
DllMain runs, GetProcAddress and GetModuleFileName do not know it. Its handle is the
mapping's address with a tag in its low bits, which is how the resource functions tell
the two layouts apart:

- LOAD_LIBRARY_AS_DATAFILE maps the file as it lies on disk (a flat copy): the handle is
  the base + 1, and a resource's RVA is turned into a file offset through the section
  table before it becomes an address;
- LOAD_LIBRARY_AS_IMAGE_RESOURCE (with or without the data-file flag) maps it with its
  sections at their RVAs, as the loader would: the handle is the base + 2.

Tools that edit programs load them this way (rcedit, resource viewers, installers reading
a version or an icon from a file they are about to replace); FindResource(Ex),
LoadResource, SizeofResource, EnumResource*, LoadString and the USER resource loaders
take the handle like any module's. FreeLibrary unmaps it.
"""

import os

from ...machine.loader import BadExecutable
from ...machine.pe_image import MAX_FILE_SIZE, file_is_dll, parse_image
from ..core.winerror import ERROR_BAD_EXE_FORMAT, ERROR_NOT_ENOUGH_MEMORY
from .resources import Resources
from .vmem import PAGE, find_address

__all__ = ["DataModule", "DataFileError", "map_data_file", "data_module", "unmap_data_module",
           "DATAFILE_TAG", "IMAGE_RESOURCE_TAG"]

DATAFILE_TAG, IMAGE_RESOURCE_TAG = 1, 2
PAGE_READONLY = 0x02


class DataFileError(Exception):
    """The file cannot be mapped as data; ``error`` is the Win32 code."""

    def __init__(self, error, message):
        super().__init__(message)
        self.error = error


class _Layout:
    """What ``Resources`` needs of an image: a base and resource entries whose RVAs are
    offsets from it (for a flat mapping, the entries' file offsets)."""

    def __init__(self, base, resources):
        self.base, self.resources = base, resources


class _FlatEntry:
    __slots__ = ("type", "name", "lang", "entry_rva", "data_rva", "size")

    def __init__(self, e, entry_off, data_off):
        self.type, self.name, self.lang, self.size = e.type, e.name, e.lang, e.size
        self.entry_rva, self.data_rva = entry_off, data_off


class DataModule:
    """One file mapped as data: where it is, how it is laid out, its resource index."""

    def __init__(self, guest_path, base, length, flat, image):
        self.guest_path, self.base, self.length, self.flat = guest_path, base, length, flat
        self.handle = base + (DATAFILE_TAG if flat else IMAGE_RESOURCE_TAG)
        self.refs = 1
        if flat:
            entries = [_FlatEntry(e, _file_offset(image, e.entry_rva),
                                  _file_offset(image, e.data_rva)) for e in image.resources]
        else:
            entries = image.resources
        self.resources = None
        self._layout = _Layout(base, entries)

    def index(self, vm):
        """The module's resource index (made on first use, as a DLL's is)."""
        if self.resources is None:
            self.resources = Resources(vm, self._layout)
        return self.resources


def _file_offset(image, rva):
    """The file offset of ``rva`` (the runs of file bytes the image holds)."""
    for start, off, n in image.spans:
        if start <= rva < start + n:
            return off + rva - start
    # A resource in a section's zero-filled tail: nothing of it is in the file.
    raise BadExecutable("%s: resource data at RVA %#x is not in the file" % (image.path, rva))


def _modules(vm):
    # states saved before data files existed have a loader without the table
    return vm.dlls.__dict__.setdefault("datafiles", {})


def map_data_file(vm, host, guest_path, flat):
    """Map the PE file at ``host`` as data (``flat``: as on disk; else as an image) and
    return its DataModule. Raises DataFileError."""
    if os.path.getsize(host) > MAX_FILE_SIZE:
        raise DataFileError(ERROR_BAD_EXE_FORMAT, "%s is over the %d MiB cap on executables"
                            % (guest_path, MAX_FILE_SIZE >> 20))
    with open(host, "rb") as f:
        data = f.read()
    try:
        image = parse_image(data, guest_path, dll=file_is_dll(data), widths=(4, 8))
        module_size = len(data) if flat else image.size
        length = (max(module_size, 1) + PAGE - 1) & ~(PAGE - 1)
        try:
            base = find_address(vm.mem, length)
            vm.mem.map(base, length, PAGE_READONLY, "data file %s" % os.path.basename(host))
        except MemoryError:
            raise DataFileError(ERROR_NOT_ENOUGH_MEMORY, "no room to map %s" % guest_path) \
                from None
        module = DataModule(guest_path, base, length, flat, image)
    except BadExecutable as e:
        raise DataFileError(ERROR_BAD_EXE_FORMAT, str(e)) from None
    if flat:
        vm.mem.write(base, data)
    else:
        vm.mem.write(base, image.read(0, image.size, "image"))
    _modules(vm)[module.handle] = module
    return module


def data_module(vm, handle):
    """The DataModule a handle names, or None."""
    if not handle & 3:
        return None
    return _modules(vm).get(handle)


def unmap_data_module(vm, module):
    """FreeLibrary of a data file: drop a reference, unmap at the last one."""
    module.refs -= 1
    if module.refs:
        return
    del _modules(vm)[module.handle]
    vm.mem.unmap(module.base)
