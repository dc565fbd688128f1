"""File mapping objects (sections) and their views: CreateFileMapping, MapViewOfFile,
UnmapViewOfFile, FlushViewOfFile (``dlls/kernel32/mapping.py``).

A section is backed by a file of the VFS or by the paging file (``INVALID_HANDLE_VALUE``:
named shared memory). Its pages are one host buffer (``SharedPages``), and every view of
it — in this process or a child — maps its part of that buffer (``Memory.map_shared``),
as Windows' views are the same physical pages: a write through one view is in every
other at once (docs/emulator.md, "Sections and their views"):

- a file's section reads the file into its pages for its first view and lets them go
  after its last; FlushViewOfFile (any view of the range) and the last unmap write the
  bytes views changed back to the file;
- a copy-on-write view (FILE_MAP_COPY, or pages VirtualProtect made PAGE_WRITECOPY)
  maps the section's pages too, each trapping its first write (``Memory.trap_writes``),
  which gives the page a private copy: nothing of it is written back;
- a SEC_RESERVE section's pages are reserved in every view until VirtualAlloc commits
  them through one.

An image section (SEC_IMAGE) holds a PE file laid out as the loader lays it out: headers
first, each section at its RVA (its file bytes, then zeros to its virtual size). A view
of it maps the whole image, at the image's preferred base when that is free, with each
page's protection from its section (read-only headers, PAGE_EXECUTE_READ code,
PAGE_WRITECOPY data); VirtualQuery calls its pages MEM_IMAGE. Nothing of its view is
ever written back. While the section or a view of it exists, the file cannot be deleted
(ERROR_ACCESS_DENIED), as Windows keeps a mapped image's file.

A state saves a section's pages once; a loaded state maps its views over them again
(``Memory.attach_host_pages``).
"""

import os

from ...machine.loader import BadExecutable
from ...machine.memory import TRAP_COPY, UC_TO_PAGE_PROTECT, SharedPages
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

__all__ = ["Section", "ImageSection", "image_in_use", "file_mapped", "View", "map_view",
           "unmap_view", "flush_view", "view_at", "view_protect", "view_page_protect",
           "view_query", "protect_view", "commit_view", "MEM_MAPPED", "section_attributes",
           "PAGE_READONLY", "PAGE_READWRITE", "PAGE_WRITECOPY"]

PAGE_NOACCESS, PAGE_READONLY, PAGE_READWRITE, PAGE_WRITECOPY = 0x01, 0x02, 0x04, 0x08
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
        # the section's pages: one host buffer that every view maps (map_shared); a
        # file's while a view of it exists (pages_for_views)
        self.data = SharedPages(size) if host is None else None
        self.views = []

    #: a file's bytes as the section's pages last matched the file (what a flush
    #: compares the pages with: only bytes a view changed are written)
    synced = None
    #: SEC_* attributes as NtQuerySection reports them (None: what older states had:
    #: SEC_COMMIT for the paging file, SEC_FILE for a file)
    attributes = None
    #: a SEC_RESERVE section's pages not committed yet (page numbers in the section),
    #: which views map without access until VirtualAlloc commits them
    reserved = frozenset()

    def reserve_pages(self):
        """SEC_RESERVE: no page is committed until VirtualAlloc commits it in a view."""
        self.reserved = set(range((self.size + PAGE - 1) // PAGE))

    def pages_for_views(self):
        """The section's pages (SharedPages), a file's read from it for its first view."""
        if self.data is None:
            self.data = SharedPages(self.size)
            self.synced = self.read(0, self.size)
            self.data[:self.size] = self.synced
        return self.data

    def flush(self, vm, lo=0, hi=None):
        """Write the bytes of [lo, hi) (section offsets) that views changed back to the
        file (from the first to the last changed byte: a file's untouched bytes stay)."""
        if self.host is None or self.data is None:
            return
        hi = self.size if hi is None else min(hi, self.size)
        now, old = self.data[lo:hi], self.synced[lo:hi]
        if now == old:
            return
        first = next(i for i in range(len(now)) if now[i] != old[i])
        last = next(i for i in range(len(now) - 1, -1, -1) if now[i] != old[i])
        self.write(vm, lo + first, now[first:last + 1])
        self.synced = self.synced[:lo] + now + self.synced[hi:]

    def last_view_gone(self, vm):
        """Its last view was unmapped: a file's changes go to the file and its pages are
        let go (the next view reads the file again, with what WriteFile put there)."""
        if self.host is not None and not self.views:
            self.flush(vm)
            self.data = self.synced = None

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
    #: the PAGE_* it was mapped with (its AllocationProtect); None in older states
    protect = None

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


#: a section's protection -> what views of it may do: read (always), write, execute
_SECTION_RIGHTS = {PAGE_READONLY: "r", PAGE_WRITECOPY: "r", PAGE_READWRITE: "rw",
                   PAGE_EXECUTE_READ: "rx", PAGE_EXECUTE_WRITECOPY: "rx",
                   PAGE_EXECUTE_READWRITE: "rwx"}
#: a view's protection -> the rights it needs of its section
_VIEW_NEEDS = {PAGE_NOACCESS: "r", PAGE_READONLY: "r", PAGE_WRITECOPY: "r",
               PAGE_READWRITE: "rw", PAGE_EXECUTE_READ: "rx",
               PAGE_EXECUTE_WRITECOPY: "rx", PAGE_EXECUTE_READWRITE: "rwx"}


def view_protect(access):
    """The protection of a view mapped with FILE_MAP_* ``access``, as Windows gives it:
    FILE_MAP_WRITE (with anything else) read/write, FILE_MAP_COPY alone copy-on-write,
    FILE_MAP_READ read-only, each with execute when FILE_MAP_EXECUTE is there; no access
    (0, or SECTION_MAP_EXECUTE alone) maps PAGE_NOACCESS pages."""
    x = bool(access & FILE_MAP_EXECUTE)
    a = access & ~FILE_MAP_EXECUTE
    if a & FILE_MAP_WRITE:
        return PAGE_EXECUTE_READWRITE if x else PAGE_READWRITE
    if a == FILE_MAP_COPY:
        return PAGE_EXECUTE_WRITECOPY if x else PAGE_WRITECOPY
    if a & FILE_MAP_READ:
        return PAGE_EXECUTE_READ if x else PAGE_READONLY
    return PAGE_NOACCESS


def map_view(vm, section, access, offset, size, base=0):
    """MapViewOfFile(Ex): the view's base address (raises VirtualError). Every view of a
    section maps the section's own pages (Memory.map_shared): a write through one is in
    all of them at once; a copy-on-write view's pages are the section's until the view
    writes one, which then becomes a private copy (Memory.trap_writes)."""
    if isinstance(section, ImageSection):
        return _map_image(vm, section, access, offset, size, base)
    protect = view_protect(access)
    have = _SECTION_RIGHTS.get(section.protect, "")
    if any(r not in have for r in _VIEW_NEEDS[protect]):
        raise VirtualError(ERROR_ACCESS_DENIED)
    if offset % GRANULARITY:
        raise VirtualError(ERROR_MAPPED_ALIGNMENT)
    if offset >= section.size and section.size:
        raise VirtualError(ERROR_ACCESS_DENIED)
    if size == 0:
        size = section.size - offset
    if offset + size > section.size:
        raise VirtualError(ERROR_ACCESS_DENIED)
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
    copy = protect in (PAGE_WRITECOPY, PAGE_EXECUTE_WRITECOPY)
    try:
        mem.map_shared(base, length, protect, "mapped view", section.pages_for_views(),
                       offset)
    except MemoryError:
        if not section.views:
            section.last_view_gone(vm)
        raise VirtualError(ERROR_NOT_ENOUGH_MEMORY) from None
    if copy:
        mem.trap_writes(base, length, TRAP_COPY)
    view = View(section, base, offset, size, protect not in _READ_ONLY, copy, None,
                shared=True)
    view.protect, view.mem = protect, mem
    for page in section.reserved:
        at = base + page * PAGE - offset
        if base <= at < base + length:
            mem.protect(at, PAGE, PAGE_NOACCESS)     # reserved: no access yet
    _views(vm)[base] = view
    section.views.append(view)
    return base


_READ_ONLY = (PAGE_NOACCESS, PAGE_READONLY, PAGE_EXECUTE_READ)
PAGE_EXECUTE = 0x10
MEM_MAPPED, MEM_COMMIT, MEM_RESERVE = 0x40000, 0x1000, 0x2000
#: what a page protection lets a page do, for VirtualProtect and VirtualAlloc of a view's
#: pages: no more than its view was mapped with (copy-on-write counts as reading)
_PAGE_RIGHTS = {PAGE_NOACCESS: "", PAGE_READONLY: "r", PAGE_WRITECOPY: "r",
                PAGE_READWRITE: "rw", PAGE_EXECUTE: "rx", PAGE_EXECUTE_READ: "rx",
                PAGE_EXECUTE_WRITECOPY: "rx", PAGE_EXECUTE_READWRITE: "rwx"}
_AS_COPY = {PAGE_READWRITE: PAGE_WRITECOPY, PAGE_EXECUTE_READWRITE: PAGE_EXECUTE_WRITECOPY}


#: PAGE_GUARD: a view's pages may be guard pages too (VirtualProtect)
PAGE_GUARD_BIT = 0x100


def view_page_protect(vm, addr):
    """The PAGE_* of the view page at ``addr`` as VirtualQuery reports it: a
    copy-on-write page not written yet is PAGE_WRITECOPY (or PAGE_EXECUTE_WRITECOPY),
    one written is its own private PAGE_READWRITE page."""
    mem = vm.mem
    prot = UC_TO_PAGE_PROTECT.get(mem._uc_perms(addr & ~(PAGE - 1)), PAGE_NOACCESS)
    if mem.write_traps.get(addr >> 12) == TRAP_COPY:
        prot = _AS_COPY.get(prot, prot)
    if mem.guarded(addr):
        prot |= PAGE_GUARD_BIT          # until its first access (kernel/guard.py)
    return prot


def _reserved(view, addr):
    return (addr - view.base + view.offset) // PAGE in view.section.reserved


def view_query(vm, view, addr):
    """(run end, state, protection, allocation protection) of the view page at ``addr``
    for VirtualQuery: the run of pages from there with the same state and protection (a
    SEC_RESERVE section's page not committed yet: MEM_RESERVE, protection 0)."""
    mem = vm.mem

    def key(at):
        if _reserved(view, at):
            return MEM_RESERVE, 0
        return MEM_COMMIT, view_page_protect(vm, at)
    page = addr & ~(PAGE - 1)
    state = key(page)
    end = page + PAGE
    stop = view.base + ((view.size + PAGE - 1) & ~(PAGE - 1))
    while end < stop and key(end) == state:
        end += PAGE
    # a SEC_NOCACHE / SEC_WRITECOMBINE section's pages say so (PAGE_NOCACHE 0x200,
    # PAGE_WRITECOMBINE 0x400), their allocation too
    attributes = view.section.attributes or 0
    cache = (0x200 if attributes & SEC_NOCACHE else 0) | \
        (0x400 if attributes & SEC_WRITECOMBINE else 0)
    alloc = (view.protect or mem.region_at(addr).protect) | cache
    if state[0] == MEM_COMMIT:
        state = (MEM_COMMIT, state[1] | cache)
    return (end,) + state + (alloc,)


def protect_view(vm, view, addr, size, protect):
    """VirtualProtect of pages of a view: no more rights than the view was mapped with
    (else ERROR_INVALID_PARAMETER), PAGE_GUARD allowed; PAGE_WRITECOPY makes the section's pages
    copy-on-write, and another protection makes the pages not written yet the section's
    own again. Returns the first page's old protection."""
    allowed = _PAGE_RIGHTS.get(view.protect or PAGE_READWRITE, "")
    wanted = _PAGE_RIGHTS.get(protect & 0xFF)
    if wanted is None or protect & ~(0xFF | PAGE_GUARD_BIT) or any(
            r not in allowed for r in wanted):
        raise VirtualError(ERROR_INVALID_PARAMETER)
    mem = vm.mem
    start = addr & ~(PAGE - 1)
    end = min((addr + max(size, 1) + PAGE - 1) & ~(PAGE - 1),
              view.base + ((view.size + PAGE - 1) & ~(PAGE - 1)))
    if any(_reserved(view, p) for p in range(start, end, PAGE)):
        raise VirtualError(ERROR_INVALID_ADDRESS)      # not committed (SEC_RESERVE)
    old = view_page_protect(vm, start)
    mem.protect(start, end - start, protect)
    if protect & PAGE_GUARD_BIT:
        mem.guard(start, end - start)   # its first access traps once (kernel/guard.py)
    else:
        mem.unguard(start, end - start)
    protect &= 0xFF
    for page in range(start, end, PAGE):
        if protect in (PAGE_WRITECOPY, PAGE_EXECUTE_WRITECOPY):
            if page >> 12 in mem.shared_pages and page >> 12 not in mem.write_traps:
                mem.trap_writes(page, PAGE, TRAP_COPY)
        elif mem.write_traps.get(page >> 12) == TRAP_COPY:
            mem.untrap_writes(page, PAGE)
    return old


def commit_view(vm, view, addr, size, protect):
    """VirtualAlloc(MEM_COMMIT) of a view's pages: a view of the paging file takes the
    protection as VirtualProtect would; a SEC_RESERVE section's pages are committed in
    the section, so every other view of it (in any process) now has them with its own
    view's protection. A file's view refuses (ERROR_ACCESS_DENIED), as Windows does."""
    section = view.section
    if section.host is not None:
        raise VirtualError(ERROR_ACCESS_DENIED)
    start = addr & ~(PAGE - 1)
    end = min((addr + max(size, 1) + PAGE - 1) & ~(PAGE - 1),
              view.base + ((view.size + PAGE - 1) & ~(PAGE - 1)))
    wanted = _PAGE_RIGHTS.get(protect & 0xFF)
    if wanted is None or any(r not in _PAGE_RIGHTS[view.protect or PAGE_READWRITE]
                             for r in wanted):
        raise VirtualError(ERROR_INVALID_PARAMETER)
    fresh = {(p - view.base + view.offset) // PAGE for p in range(start, end, PAGE)} \
        & set(section.reserved)
    if fresh:
        section.reserved = set(section.reserved) - fresh
        for other in section.views:
            if other is view or getattr(other, "mem", None) is None:
                continue
            for page in fresh:
                at = other.base + page * PAGE - other.offset
                if other.base <= at < other.base + other.size:
                    other.mem.protect(at, PAGE, other.protect)
    protect_view(vm, view, start, end - start, protect)
    return start


def flush_view(vm, view, start=None, length=0):
    """Write the bytes of ``view`` (or of [start, start + length)) that views of its
    section changed back to the file (FlushViewOfFile): a view shares its section's
    pages, so what any view wrote there goes. A copy-on-write view's own pages stay its
    own."""
    if view.shared:
        lo = 0 if start is None else start - view.base
        hi = view.size if start is None or length == 0 else min(view.size, lo + length)
        view.section.flush(vm, view.offset + lo, view.offset + hi)
        return
    # a view of a state saved before views shared their section's pages: its own copy
    if not view.writable or view.copy:
        return
    lo = 0 if start is None else start - view.base
    hi = view.size if start is None or length == 0 else min(view.size, lo + length)
    now = vm.mem.read(view.base + lo, hi - lo)
    old = view.original[lo:hi]
    if now == old:
        return
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
    else:
        view.section.last_view_gone(vm)


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


SEC_FILE, SEC_IMAGE, SEC_RESERVE, SEC_COMMIT = 0x800000, 0x1000000, 0x4000000, 0x8000000
SEC_NOCACHE, SEC_WRITECOMBINE, SEC_LARGE_PAGES = 0x10000000, 0x40000000, 0x80000000
_SEC_CACHE = SEC_NOCACHE | SEC_WRITECOMBINE
_SEC_KNOWN = SEC_FILE | SEC_IMAGE | SEC_RESERVE | SEC_COMMIT | _SEC_CACHE | SEC_LARGE_PAGES


def section_attributes(flags, file_backed):
    """The SEC_* attributes NtQuerySection reports for a section created with SEC_*
    ``flags`` (CreateFileMapping's high bits) over a file or the paging file; raises
    VirtualError(ERROR_INVALID_PARAMETER) for the combinations Windows refuses:
    SEC_FILE or SEC_LARGE_PAGES asked for, SEC_RESERVE with SEC_COMMIT, SEC_NOCACHE or
    SEC_WRITECOMBINE alone, SEC_IMAGE with SEC_RESERVE, SEC_COMMIT or
    SEC_WRITECOMBINE. A file's section is SEC_FILE whether SEC_RESERVE or SEC_COMMIT was
    asked; the caching attributes are recorded (memory here has no cache to bypass)."""
    if flags & ~_SEC_KNOWN or flags & (SEC_FILE | SEC_LARGE_PAGES) or \
            flags & (SEC_RESERVE | SEC_COMMIT) == SEC_RESERVE | SEC_COMMIT:
        raise VirtualError(ERROR_INVALID_PARAMETER)
    if flags & SEC_IMAGE:
        if flags & (SEC_RESERVE | SEC_COMMIT | SEC_WRITECOMBINE):
            raise VirtualError(ERROR_INVALID_PARAMETER)
        return SEC_FILE | SEC_IMAGE
    if flags & _SEC_CACHE and not flags & (SEC_RESERVE | SEC_COMMIT):
        raise VirtualError(ERROR_INVALID_PARAMETER)
    if file_backed:
        return SEC_FILE | flags & _SEC_CACHE
    return (SEC_RESERVE if flags & SEC_RESERVE else SEC_COMMIT) | flags & _SEC_CACHE


def check_protect(protect):
    """The section protection without SEC_* flags; raises VirtualError when unknown."""
    p = protect & 0xFF
    if p not in SECTION_PROTECT:
        raise VirtualError(ERROR_INVALID_PARAMETER)
    return p
