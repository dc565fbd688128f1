"""KERNEL32: file mapping — CreateFileMapping, OpenFileMapping, MapViewOfFile(Ex),
UnmapViewOfFile, FlushViewOfFile. Sections and views are ``kernel/mapping.py``."""

from ...kernel.children import inheritable
from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_EXE_FORMAT, ERROR_FILE_NOT_FOUND, ERROR_INVALID_ADDRESS,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER)
from ...kernel.files import FileObject
from ...kernel.mapping import (SEC_FILE, ImageSection, Section, check_protect, file_section_size,
                              flush_view, map_view, section_attributes, unmap_view, view_at,
                              SECTION_PROTECT)
from ...kernel.sync import _named, named_object
from ...kernel.vmem import VirtualError
from ...core.dllnames import KERNEL32

INVALID_HANDLE_VALUE = 0xFFFFFFFF
SEC_IMAGE, SEC_RESERVE, SEC_COMMIT = 0x1000000, 0x4000000, 0x8000000


@api(KERNEL32, "CreateFileMapping{AW}",
     "HANDLE file, LPVOID attrs, DWORD protect, DWORD size_high, DWORD size_low, LPCTSTR name", widths=BOTH)
def CreateFileMapping(c, file, attrs, protect, size_high, size_low, name):
    """A section over an open file (size 0: the file's size; a larger writable section
    grows the file) or, with INVALID_HANDLE_VALUE, over the paging file (a size is
    required; SEC_RESERVE: its pages are committed later, in a view, by VirtualAlloc).
    A name already in use returns that object with ERROR_ALREADY_EXISTS. SEC_* flags
    Windows refuses together: ERROR_INVALID_PARAMETER (kernel/mapping.section_attributes)."""
    vm = c.vm
    try:
        if protect & 0xFFFF00 & ~SEC_FILE:
            raise VirtualError(ERROR_INVALID_PARAMETER)   # PAGE_GUARD & co.
        attributes = section_attributes(protect & 0xFFFFFF00,
                                        file != INVALID_HANDLE_VALUE)
    except VirtualError as e:
        vm.last_error = e.error
        return 0
    if protect & SEC_IMAGE:
        return _image_mapping(c, file, attrs, protect, name)
    size = (size_high << 32) | size_low
    try:
        prot = check_protect(protect)
        if file == INVALID_HANDLE_VALUE:
            if size == 0:
                raise VirtualError(ERROR_INVALID_PARAMETER)
            host = None
            size = (size + 0xFFF) & ~0xFFF      # the paging file's: whole pages
        else:
            f = vm.handles.get(file, FileObject)
            if f is None:
                raise VirtualError(ERROR_INVALID_HANDLE)
            write_ok = SECTION_PROTECT[prot][0]
            if not f.readable or (write_ok and not f.writable):
                raise VirtualError(ERROR_ACCESS_DENIED)
            host = f.host
            size = file_section_size(host, size, write_ok)
    except VirtualError as e:
        vm.last_error = e.error
        return 0
    if size >= 1 << 32:
        raise Unimplemented("KERNEL32.dll!CreateFileMapping: a section of 4 GB or more")
    section = Section(host, size, prot)
    section.attributes = attributes
    if attributes & SEC_RESERVE:
        section.reserve_pages()
    h = _named(c, name, lambda: section)
    if h and host is not None and vm.handles.get(h) is section:
        vm.kernel.file_sections.append(section)
    return inheritable(vm, h, attrs) if h else 0


def _image_mapping(c, file, attrs, protect, name):
    """CreateFileMapping with SEC_IMAGE: an image section over a PE file (the size
    arguments are ignored: the image's own). ERROR_INVALID_PARAMETER with SEC_RESERVE or
    SEC_COMMIT too; ERROR_BAD_EXE_FORMAT for the paging file or a file that is no PE
    image."""
    vm = c.vm
    try:
        if protect & (SEC_RESERVE | SEC_COMMIT):
            raise VirtualError(ERROR_INVALID_PARAMETER)
        if file == INVALID_HANDLE_VALUE:
            raise VirtualError(ERROR_BAD_EXE_FORMAT)    # the paging file holds no image
        prot = check_protect(protect)
        f = vm.handles.get(file, FileObject)
        if f is None:
            raise VirtualError(ERROR_INVALID_HANDLE)
        if not f.readable or (SECTION_PROTECT[prot][0] and not f.writable):
            raise VirtualError(ERROR_ACCESS_DENIED)
        host = f.host
        section = ImageSection(vm, host, prot)
    except VirtualError as e:
        vm.last_error = e.error
        return 0
    h = _named(c, name, lambda: section)
    if h and vm.handles.get(h) is not section:
        section.close()            # the name was taken: that object, not this one
    return inheritable(vm, h, attrs) if h else 0


@api(KERNEL32, "OpenFileMapping{AW}", "DWORD access, BOOL inherit, LPCTSTR name", widths=BOTH)
def OpenFileMapping(c, access, inherit, name):
    """A new handle to the named section; ERROR_FILE_NOT_FOUND when there is none."""
    vm = c.vm
    obj = named_object(vm, name) if name else None
    if not isinstance(obj, Section):
        vm.last_error = ERROR_FILE_NOT_FOUND if obj is None else ERROR_INVALID_HANDLE
        return 0
    return vm.new_handle(obj)


def _map(c, h, access, off_high, off_low, size, base):
    vm = c.vm
    section = vm.handles.get(h, Section)
    if section is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    try:
        return map_view(vm, section, access, (off_high << 32) | off_low, size, base)
    except VirtualError as e:
        vm.last_error = e.error
        return 0


@api(KERNEL32, "MapViewOfFile", "HANDLE h, DWORD access, DWORD off_high, DWORD off_low, SIZE_T size", widths=BOTH)
def MapViewOfFile(c, h, access, off_high, off_low, size):
    """Map ``size`` bytes (0: to the section's end) from an offset that is a multiple of
    the 64 KB allocation granularity (else ERROR_MAPPED_ALIGNMENT)."""
    return _map(c, h, access, off_high, off_low, size, 0)


@api(KERNEL32, "MapViewOfFileEx",
     "HANDLE h, DWORD access, DWORD off_high, DWORD off_low, SIZE_T size, LPVOID base", widths=BOTH)
def MapViewOfFileEx(c, h, access, off_high, off_low, size, base):
    """MapViewOfFile at a chosen base (64 KB aligned and free, else
    ERROR_INVALID_ADDRESS); a NULL base lets the system choose."""
    return _map(c, h, access, off_high, off_low, size, base)


@api(KERNEL32, "UnmapViewOfFile", "LPVOID addr", widths=BOTH)
def UnmapViewOfFile(c, addr):
    """Write a file view's changes back, then unmap it (any address inside the view)."""
    try:
        unmap_view(c.vm, addr)
    except VirtualError as e:
        c.vm.last_error = e.error
        return 0
    return 1


@api(KERNEL32, "FlushViewOfFile", "LPVOID addr, SIZE_T size", widths=BOTH)
def FlushViewOfFile(c, addr, size):
    """Write the changed bytes of [addr, addr + size) (size 0: to the view's end) back to
    the file."""
    view = view_at(c.vm, addr)
    if view is None:
        c.vm.last_error = ERROR_INVALID_ADDRESS
        return 0
    flush_view(c.vm, view, addr, size)
    return 1
