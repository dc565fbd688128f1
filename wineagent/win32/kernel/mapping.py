"""File mapping objects (sections) and their views: CreateFileMapping, MapViewOfFile,
UnmapViewOfFile, FlushViewOfFile (``dlls/kernel32/mapping.py``).

A section is backed by a file of the VFS or by the paging file (``INVALID_HANDLE_VALUE``:
named shared memory, which in a one-process world is memory any handle to the section
sees). A view is ordinary guest memory at an address of its own, holding a copy of the
section's bytes when it is mapped:

- a writable view of a file writes its changed bytes back to the file when it is
  flushed (FlushViewOfFile) or unmapped — Windows' lazy writer gives no earlier
  guarantee either;
- a view of the paging file writes back into the section, so a later view (through any
  handle) sees what an earlier one wrote;
- FILE_MAP_COPY views are private: nothing is written back.

An image section (SEC_IMAGE) holds a PE file laid out as the loader lays it out: headers
first, each section at its RVA (its file bytes, then zeros to its virtual size). A view
of it maps the whole image, at the image's preferred base when that is free, with each
page's protection from its section (read-only headers, PAGE_EXECUTE_READ code,
PAGE_WRITECOPY data); VirtualQuery calls its pages MEM_IMAGE. Nothing of its view is
ever written back. While the section or a view of it exists, the file cannot be deleted
(ERROR_ACCESS_DENIED), as Windows keeps a mapped image's file.

Windows keeps every view of a section coherent because they share physical pages. A
paging-file section's pages are one host buffer of its own, and each of its views (not
FILE_MAP_COPY ones) maps that buffer (``Memory.map_shared``): a write through one view,
in this process or another, is at once in every other. A file's section is copied into
each view instead, so two views of one are allowed only while none of them can be
written; a second view next to a writable one stops the guest naming the case rather
than letting the views silently disagree. A state cannot be saved while a paging-file
section has a view (its views' sharing is not a thing a state file carries).
"""

import mmap
import os

from ...abi.api import Unimplemented
from ...machine.loader import BadExecutable
from ...machine.pe_image import MAX_FILE_SIZE, file_is_dll, parse_image
from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_EXE_FORMAT, ERROR_DISK_FULL,
                             ERROR_FILE_INVALID,
                             ERROR_INVALID_ADDRESS,
                             ERROR_INVALID_PARAMETER, ERROR_MAPPED_ALIGNMENT,
                             ERROR_NOT_ENOUGH_MEMORY)
from .diskspace import TOTAL_BYTES
from .files import stamp
from .vmem import GRANULARITY, PAGE, VirtualError, find_address
from .handletable import handle_kind

__all__ = ["Section", "ImageSection", "image_in_use", "file_mapped", "View", "map_view", "unmap_view", "flush_view", "view_at",
           "PAGE_READONLY", "PAGE_READWRITE", "PAGE_WRITECOPY"]

PAGE_READONLY, PAGE_READWRITE, PAGE_WRITECOPY = 0x02, 0x04, 0x08
PAGE_EXECUTE_READ, PAGE_EXECUTE_READWRITE, PAGE_EXECUTE_WRITECOPY = 0x20, 0x40, 0x80
FILE_MAP_COPY, FILE_MAP_WRITE, FILE_MAP_READ, FILE_MAP_EXECUTE = 0x1, 0x2, 0x4, 0x20
#: section protection -> (may be mapped for writing, may be mapped copy-on-write)
SECTION_PROTECT = {PAGE_READONLY: (False, False), PAGE_READWRITE: (True, True),
                   PAGE_WRITECOPY: (False, True), PAGE_EXECUTE_READ: (False, False),
                   PAGE_EXECUTE_READWRITE: (True, True), PAGE_EXECUTE_WRITECOPY: (False, True)}


@handle_kind("file mapping")
class Section:
    """A file mapping object: ``host`` is the backing file's host path (None for the
    paging file, whose bytes are ``data``), ``size`` its size, ``protect`` the PAGE_*
    it was created with."""

    def __init__(self, host, size, protect):
        self.host, self.size, self.protect = host, size, protect
        # the paging file's pages: one host buffer that every view maps (map_shared)
        self.data = _page_buffer(size) if host is None else None
        self.views = []

    def __getstate__(self):
        if any(v.shared for v in self.views):
            # the state writer turns a TypeError into NotSaveable with this message
            raise TypeError("a section of the paging file mapped by a view: its views "
                            "share pages, which a state file cannot carry")
        state = dict(self.__dict__)
        if self.data is not None:
            state["data"] = bytes(self.data)
        return state

    def __setstate__(self, state):
        data = state.get("data")
        if data is not None:
            state["data"] = _page_buffer(len(data))
            state["data"][:len(data)] = data
        self.__dict__.update(state)

    def read(self, offset, size):
        """The section's bytes [offset, offset + size)."""
        if self.host is None:
            return bytes(self.data[offset:offset + size])
        with open(self.host, "rb") as f:
            f.seek(offset)
            got = f.read(size)
        return got + bytes(size - len(got))

    def write(self, vm, offset, data):
        """Store bytes back into the section (the file, stamped with the guest clock)."""
        if self.host is None:
            self.data[offset:offset + len(data)] = data
            return
        with open(self.host, "r+b") as f:
            f.seek(offset)
            f.write(data)
        stamp(vm, self.host)

    #: Its last handle closed (it lives on while views of it exist).
    closed = False

    def close(self):
        """Closing a handle leaves the section alive while views of it exist."""
        self.closed = True


def _page_buffer(size):
    """A zeroed host buffer of ``size`` bytes rounded up to whole pages (what views map)."""
    return mmap.mmap(-1, max(PAGE, (size + PAGE - 1) & ~(PAGE - 1)),
                     flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)


class ImageSection(Section):
    """A SEC_IMAGE section: the PE file at ``host`` laid out as an image (``image``, a
    PeImage); ``real`` is the file's real host path (what DeleteFile checks)."""

    closed = False

    def __init__(self, vm, host, protect):
        if os.path.getsize(host) > MAX_FILE_SIZE:
            raise VirtualError(ERROR_BAD_EXE_FORMAT)
        with open(host, "rb") as f:
            data = f.read()
        try:
            self.image = parse_image(data, host, dll=file_is_dll(data), widths=(4, 8))
        except BadExecutable:
            raise VirtualError(ERROR_BAD_EXE_FORMAT) from None
        super().__init__(host, self.image.size, protect)
        self.vm, self.real = vm, os.path.realpath(host)
        vm.kernel.image_sections.append(self)

    def read(self, offset, size):
        """The image's bytes [offset, offset + size) as laid out in memory."""
        return self.image.read(offset, size, "image")

    def write(self, vm, offset, data):
        """An image view is copy-on-write: nothing goes back to the file."""

    def runs(self):
        """[(offset, size, PAGE_*)] of a view: headers and gaps read-only, each section's
        pages with its rights (writable ones copy-on-write)."""
        chars = {}
        for s in self.image.sections:
            for p in range(s.rva // PAGE, (s.rva + max(s.extent, 1) + PAGE - 1) // PAGE):
                chars[p] = chars.get(p, 0) | s.characteristics
        runs = []
        for p in range((self.size + PAGE - 1) // PAGE):
            prot = _image_protect(chars[p]) if p in chars else PAGE_READONLY
            if runs and runs[-1][2] == prot:
                runs[-1][1] += PAGE
            else:
                runs.append([p * PAGE, PAGE, prot])
        return [tuple(r) for r in runs]

    def close(self):
        """The last handle closed: the image stays while a view of it is mapped."""
        self.closed = True
        _forget_image(self)


def _image_protect(characteristics):
    x = characteristics & 0x20000000         # IMAGE_SCN_MEM_EXECUTE
    w = characteristics & 0x80000000         # IMAGE_SCN_MEM_WRITE
    r = characteristics & 0x40000000         # IMAGE_SCN_MEM_READ
    if x:
        return PAGE_EXECUTE_WRITECOPY if w else PAGE_EXECUTE_READ
    if w:
        return PAGE_WRITECOPY
    return PAGE_READONLY if r else 0x01     # PAGE_NOACCESS


def _forget_image(section):
    if section.closed and not section.views:
        images = section.vm.kernel.image_sections
        if section in images:
            images.remove(section)


def file_mapped(vm, real):
    """True while a section over the file at real host path ``real`` exists (a handle
    or a view of it left): the file may not shrink then (ERROR_USER_MAPPED_FILE)."""
    live = [s for s in vm.kernel.file_sections if not s.closed or s.views]
    vm.kernel.file_sections[:] = live
    return any(os.path.realpath(s.host) == real for s in live) or image_in_use(vm, real)


def image_in_use(vm, real):
    """True while an image section of the file at real host path ``real`` (or a view of
    one) exists."""
    return any(s.real == real for s in vm.kernel.image_sections)


class View:
    """One mapped view: where, which part of which section, and how it may be used;
    ``shared``: its pages are the section's own (a paging-file section's view that is not
    copy-on-write), so nothing is copied in or written back."""

    #: a class default, so states saved before shared views load
    shared = False

    def __init__(self, section, base, offset, size, writable, copy, original, shared=False):
        self.section, self.base, self.offset, self.size = section, base, offset, size
        self.writable, self.copy, self.shared = writable, copy, shared
        self.original = original        # the bytes as mapped: what is unchanged


def _views(vm):
    return vm.kernel.mapped_views


def view_at(vm, addr):
    """The View containing guest address ``addr``, or None."""
    for v in _views(vm).values():
        if v.base <= addr < v.base + v.size:
            return v
    return None


def _map_image(vm, section, access, offset, size, base):
    """map_view of an image section: the whole image, copy-on-write."""
    if access & FILE_MAP_WRITE and not access & FILE_MAP_COPY or offset:
        raise VirtualError(ERROR_ACCESS_DENIED)
    if size > section.size:
        raise VirtualError(ERROR_ACCESS_DENIED)
    length = (section.size + PAGE - 1) & ~(PAGE - 1)
    mem = vm.mem
    if base:
        if base % GRANULARITY or not mem.is_free(base, length):
            raise VirtualError(ERROR_INVALID_ADDRESS)
    elif mem.is_free(section.image.image_base, length):
        base = section.image.image_base
    else:
        try:
            base = find_address(mem, length)
        except MemoryError:
            raise VirtualError(ERROR_NOT_ENOUGH_MEMORY) from None
    data = section.read(0, section.size)
    try:
        mem.map_runs(base, section.runs(), PAGE_EXECUTE_WRITECOPY, "image view")
    except MemoryError:
        raise VirtualError(ERROR_NOT_ENOUGH_MEMORY) from None
    mem.write(base, data)
    view = View(section, base, 0, section.size, False, True, data)
    _views(vm)[base] = view
    section.views.append(view)
    return base


def map_view(vm, section, access, offset, size, base=0):
    """MapViewOfFile(Ex): the view's base address (raises VirtualError)."""
    if isinstance(section, ImageSection):
        return _map_image(vm, section, access, offset, size, base)
    write_ok, copy_ok = SECTION_PROTECT.get(section.protect, (False, False))
    copy = bool(access & FILE_MAP_COPY) and not access & FILE_MAP_WRITE
    writable = bool(access & FILE_MAP_WRITE) or copy
    if (access & FILE_MAP_WRITE and not write_ok) or (copy and not copy_ok):
        raise VirtualError(ERROR_ACCESS_DENIED)
    if offset % GRANULARITY:
        raise VirtualError(ERROR_MAPPED_ALIGNMENT)
    if offset >= section.size and section.size:
        raise VirtualError(ERROR_ACCESS_DENIED)
    if size == 0:
        size = section.size - offset
    if offset + size > section.size:
        raise VirtualError(ERROR_ACCESS_DENIED)
    shared = section.host is None and not copy
    writers = any(v.writable and not v.copy for v in section.views)
    if section.host is None:
        # a copy-on-write view of the paging file is a snapshot: exact while no view can
        # change the pages it has not written yet
        if copy and writers:
            raise Unimplemented("KERNEL32.dll!MapViewOfFile: a FILE_MAP_COPY view of a "
                                "section while another view of it is writable")
    elif section.views and (writable or writers):
        raise Unimplemented("KERNEL32.dll!MapViewOfFile: a second view of a file's section "
                            "while one of them is writable (only the paging file's views "
                            "share pages)")
    length = (size + PAGE - 1) & ~(PAGE - 1)
    mem = vm.mem
    if base:
        if base % GRANULARITY or mem.region_at(base) or mem.region_at(base + length - 1):
            raise VirtualError(ERROR_INVALID_ADDRESS)
    else:
        try:
            base = find_address(mem, length)
        except MemoryError:
            raise VirtualError(ERROR_NOT_ENOUGH_MEMORY) from None
    if shared:
        try:
            mem.map_shared(base, length, PAGE_READWRITE if writable else PAGE_READONLY,
                           "mapped view", section.data, offset)
        except MemoryError:
            raise VirtualError(ERROR_NOT_ENOUGH_MEMORY) from None
        view = View(section, base, offset, size, writable, copy, None, shared=True)
        _views(vm)[base] = view
        section.views.append(view)
        return base
    data = section.read(offset, size)
    try:
        mem.map(base, length, PAGE_READWRITE if writable else PAGE_READONLY, "mapped view")
    except MemoryError:
        raise VirtualError(ERROR_NOT_ENOUGH_MEMORY) from None
    mem.write(base, data)
    view = View(section, base, offset, size, writable, copy, data)
    _views(vm)[base] = view
    section.views.append(view)
    return base


def flush_view(vm, view, start=None, length=0):
    """Write the changed bytes of ``view`` (or of [start, start + length)) back."""
    if not view.writable or view.copy or view.shared:
        return
    lo = 0 if start is None else start - view.base
    hi = view.size if start is None or length == 0 else min(view.size, lo + length)
    now = vm.mem.read(view.base + lo, hi - lo)
    old = view.original[lo:hi]
    if now == old:
        return
    # Write from the first to the last changed byte (a file's untouched bytes stay put).
    first = next(i for i in range(len(now)) if now[i] != old[i])
    last = next(i for i in range(len(now) - 1, -1, -1) if now[i] != old[i])
    view.section.write(vm, view.offset + lo + first, now[first:last + 1])
    view.original = view.original[:lo] + now + view.original[hi:]


def unmap_view(vm, addr):
    """UnmapViewOfFile: flush the view holding ``addr``, then free its memory."""
    view = view_at(vm, addr)
    if view is None:
        raise VirtualError(ERROR_INVALID_ADDRESS)
    flush_view(vm, view)
    del _views(vm)[view.base]
    view.section.views.remove(view)
    vm.mem.unmap(view.base)
    if isinstance(view.section, ImageSection):
        _forget_image(view.section)


def file_section_size(host, size, writable):
    """The size of a section over file ``host`` when CreateFileMapping asks for
    ``size`` (0: the file's); a writable section larger than the file extends it, as
    Windows does. Raises VirtualError for an empty file with no size, a read-only
    section larger than the file, or one larger than the drive (ERROR_DISK_FULL)."""
    have = os.path.getsize(host)
    if size == 0:
        if have == 0:
            raise VirtualError(ERROR_FILE_INVALID)
        return have
    if size > have:
        if not writable:
            raise VirtualError(ERROR_NOT_ENOUGH_MEMORY)
        if size > TOTAL_BYTES:
            raise VirtualError(ERROR_DISK_FULL)     # larger than the whole drive
        with open(host, "r+b") as f:
            f.truncate(size)
    return size


def check_protect(protect):
    """The section protection without SEC_* flags; raises VirtualError when unknown."""
    p = protect & 0xFF
    if p not in SECTION_PROTECT:
        raise VirtualError(ERROR_INVALID_PARAMETER)
    return p
