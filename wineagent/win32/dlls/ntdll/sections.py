"""NTDLL: the native section calls under KERNEL32's file mapping — NtCreateSection,
NtOpenSection, NtMapViewOfSection, NtUnmapViewOfSection, NtQuerySection — over the same
sections and views (``kernel/mapping.py``) as CreateFileMapping and MapViewOfFile.

What differs from KERNEL32's: sizes and offsets are LARGE_INTEGERs and SIZE_Ts by
reference (NtMapViewOfSection writes back the view's base and its size in whole pages),
a view's access is a PAGE_* protection, refusals are NTSTATUS codes (a protection the
section does not allow: STATUS_SECTION_PROTECTION; a view past the section's end:
STATUS_INVALID_VIEW_SIZE; an unaligned offset: STATUS_MAPPED_ALIGNMENT), and a section of
the paging file is a whole number of pages (NtQuerySection reports 0x4000 for 0x3457
bytes) while a file's is the size asked for. Views are of this process only: another
process's handle stops the guest naming the call.
"""

import os
import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_EXE_FORMAT, ERROR_DISK_FULL,
                              ERROR_FILE_INVALID, ERROR_INVALID_ADDRESS,
                              ERROR_MAPPED_ALIGNMENT, ERROR_NOT_ENOUGH_MEMORY,
                              STATUS_ACCESS_DENIED, STATUS_CONFLICTING_ADDRESSES,
                              STATUS_DISK_FULL, STATUS_IMAGE_NOT_AT_BASE,
                              STATUS_INFO_LENGTH_MISMATCH, STATUS_INVALID_FILE_FOR_SECTION,
                              STATUS_INVALID_ADDRESS, STATUS_INVALID_HANDLE,
                              STATUS_INVALID_IMAGE_NOT_MZ, STATUS_NOT_SAME_DEVICE,
                              STATUS_INVALID_INFO_CLASS, STATUS_INVALID_PAGE_PROTECTION,
                              STATUS_INVALID_PARAMETER,
                              STATUS_INVALID_VIEW_SIZE, STATUS_MAPPED_ALIGNMENT,
                              STATUS_MAPPED_FILE_SIZE_ZERO, STATUS_NO_MEMORY,
                              STATUS_NOT_MAPPED_VIEW, STATUS_OBJECT_NAME_NOT_FOUND,
                              STATUS_SECTION_NOT_IMAGE, STATUS_SECTION_PROTECTION,
                              STATUS_SECTION_TOO_BIG, STATUS_SUCCESS)
from ...core.builtin_dlls import module_name
from ...kernel.dllload import module_at
from ...kernel.files import FileObject
from ...kernel.sysinfo import MAX_APP_ADDRESS, MAX_APP_ADDRESS64, MIN_APP_ADDRESS
from ...kernel.mapping import (FILE_MAP_COPY, FILE_MAP_EXECUTE, FILE_MAP_READ, FILE_MAP_WRITE,
                               SECTION_PROTECT, ImageSection, Section,
                               check_protect, file_section_size, map_view,
                               section_attributes, unmap_view, view_at)
from ...kernel.process import is_current_process
from ...kernel.sync import named_object
from ...kernel.vmem import PAGE, VirtualError
from .createfile import _object_name

SEC_FILE, SEC_IMAGE, SEC_RESERVE, SEC_COMMIT = 0x800000, 0x1000000, 0x4000000, 0x8000000
AT_ROUND_TO_PAGE = 0x40000000
SECTION_BASIC_INFORMATION, SECTION_IMAGE_INFORMATION = 0, 1
#: a view's PAGE_* protection -> the FILE_MAP_* access map_view takes
_VIEW_ACCESS = {0x01: 0, 0x02: FILE_MAP_READ, 0x04: FILE_MAP_WRITE, 0x08: FILE_MAP_COPY,
                0x20: FILE_MAP_READ | FILE_MAP_EXECUTE, 0x40: FILE_MAP_WRITE | FILE_MAP_EXECUTE,
                0x80: FILE_MAP_COPY | FILE_MAP_EXECUTE}
#: map_view's refusals (Win32 errors) as NtMapViewOfSection's
_MAP_STATUS = {ERROR_ACCESS_DENIED: STATUS_SECTION_PROTECTION,
               ERROR_MAPPED_ALIGNMENT: STATUS_MAPPED_ALIGNMENT,
               ERROR_INVALID_ADDRESS: STATUS_CONFLICTING_ADDRESSES,
               ERROR_NOT_ENOUGH_MEMORY: STATUS_NO_MEMORY}
#: the object directory kernel32's names live in
_NAMED_OBJECTS = "\\BaseNamedObjects\\"


def _section_name(c, attr):
    """The kernel32 name of an OBJECT_ATTRIBUTES' section name ("" for none): the part
    after \\BaseNamedObjects\\ (a session's too); another directory stops the guest."""
    if not attr:
        return ""
    _root, name = _object_name(c, attr)
    if not name:
        return ""
    at = name.rfind(_NAMED_OBJECTS)
    if at < 0:
        raise Unimplemented("%s!%s of %r (a name outside \\BaseNamedObjects)"
                            % (NTDLL, c.spec.name, name))
    return name[at + len(_NAMED_OBJECTS):]


@api(NTDLL, "NtCreateSection", "LPVOID out, DWORD access, LPVOID attr, LPVOID size, "
     "DWORD protect, DWORD attributes, HANDLE file", widths=BOTH)
def NtCreateSection(c, out, access, attr, size, protect, attributes, file):
    """A section over ``file`` (its size when ``*size`` is NULL or 0; a larger one grows a
    writable file, and a read-only one is STATUS_SECTION_TOO_BIG) or, with no file, over
    the paging file (a size is required: STATUS_INVALID_PARAMETER). SEC_IMAGE maps a PE
    file as an image (an empty file: STATUS_INVALID_FILE_FOR_SECTION; no MZ header:
    STATUS_INVALID_IMAGE_NOT_MZ). A name already in use opens that section."""
    vm = c.vm
    if not out:
        return STATUS_INVALID_PARAMETER
    try:
        # SEC_FILE is what a file's section is anyway: the native call may say it
        sec = section_attributes(attributes & ~(SEC_FILE if file else 0), bool(file))
    except VirtualError:
        return STATUS_INVALID_PARAMETER
    wanted = vm.mem.u64(size) if size else 0
    try:
        prot = check_protect(protect)
    except VirtualError:
        return STATUS_INVALID_PAGE_PROTECTION
    f = None
    if file:
        f = vm.handles.get(file, FileObject)
        if f is None:
            return STATUS_INVALID_HANDLE
        write_ok = SECTION_PROTECT[prot][0]
        if not f.readable or (write_ok and not f.writable):
            return STATUS_ACCESS_DENIED
    name = _section_name(c, attr)
    if name:
        existing = named_object(vm, name)
        if isinstance(existing, Section):
            vm.mem.wptr(out, vm.new_handle(existing))
            return STATUS_SUCCESS
    try:
        if attributes & SEC_IMAGE:
            if f is None:
                return STATUS_INVALID_FILE_FOR_SECTION
            with open(f.host, "rb") as fh:
                head = fh.read(2)
            if not head:
                return STATUS_INVALID_FILE_FOR_SECTION
            if head != b"MZ":
                return STATUS_INVALID_IMAGE_NOT_MZ
            section = ImageSection(vm, f.host, prot)
        elif f is None:
            if not wanted:
                return STATUS_INVALID_PARAMETER      # (Wine 8's answer)
            section = Section(None, (wanted + PAGE - 1) & ~(PAGE - 1), prot)
            section.attributes = sec
            if sec & SEC_RESERVE:
                section.reserve_pages()
        else:
            section = Section(f.host, file_section_size(f.host, wanted, SECTION_PROTECT[prot][0]),
                              prot)
            section.attributes = sec
            vm.kernel.file_sections.append(section)
    except VirtualError as e:
        return {ERROR_FILE_INVALID: STATUS_MAPPED_FILE_SIZE_ZERO,
                ERROR_NOT_ENOUGH_MEMORY: STATUS_SECTION_TOO_BIG,
                ERROR_DISK_FULL: STATUS_DISK_FULL,
                ERROR_BAD_EXE_FORMAT: STATUS_INVALID_IMAGE_NOT_MZ}.get(e.error,
                                                                      STATUS_INVALID_PARAMETER)
    h = vm.new_handle(section)
    if name:
        vm.kernel.named_objects[name] = section
    vm.mem.wptr(out, h)
    return STATUS_SUCCESS


@api(NTDLL, "NtOpenSection", "LPVOID out, DWORD access, LPVOID attr", widths=BOTH)
def NtOpenSection(c, out, access, attr):
    """A new handle to the section named in ``attr``; STATUS_OBJECT_NAME_NOT_FOUND when
    there is none."""
    vm = c.vm
    if not out or not attr:
        return STATUS_INVALID_PARAMETER
    name = _section_name(c, attr)
    obj = named_object(vm, name) if name else None
    if not isinstance(obj, Section):
        return STATUS_OBJECT_NAME_NOT_FOUND
    vm.mem.wptr(out, vm.new_handle(obj))
    return STATUS_SUCCESS


@api(NTDLL, "NtMapViewOfSection", "HANDLE section, HANDLE process, LPVOID base, "
     "ULONG_PTR zero_bits, SIZE_T commit, LPVOID offset, LPVOID size, DWORD inherit, "
     "DWORD alloc_type, DWORD protect", widths=BOTH)
def NtMapViewOfSection(c, h, process, base, zero_bits, commit, offset, size, inherit,
                       alloc_type, protect):
    """Map a view of the section at ``*base`` (NULL: where there is room) from
    ``*offset`` (NULL: 0; a multiple of 64 KiB) for ``*size`` bytes (0: to the section's
    end); ``*base`` and ``*size`` receive the view's base and its size in whole pages.
    An image mapped away from its preferred base answers STATUS_IMAGE_NOT_AT_BASE."""
    vm, mem = c.vm, c.vm.mem
    section = vm.handles.get(h, Section)
    if section is None:
        return STATUS_INVALID_HANDLE
    if not is_current_process(vm, process):
        raise Unimplemented("%s!NtMapViewOfSection into another process" % NTDLL)
    if not base or not size:
        return STATUS_INVALID_PARAMETER
    access = _VIEW_ACCESS.get(protect)
    if access is None:        # PAGE_EXECUTE, or no protection at all
        return STATUS_INVALID_PAGE_PROTECTION
    at = mem.u64(offset) if offset else 0
    if alloc_type & AT_ROUND_TO_PAGE and at % 0x10000:
        raise Unimplemented("%s!NtMapViewOfSection: AT_ROUND_TO_PAGE" % NTDLL)
    length = mem.uptr(size)
    if at + length > section.size:
        return STATUS_INVALID_VIEW_SIZE
    try:
        addr = map_view(vm, section, access, at, length, mem.uptr(base))
    except VirtualError as e:
        return _MAP_STATUS.get(e.error, STATUS_INVALID_PARAMETER)
    view = view_at(vm, addr)
    mem.wptr(base, addr)
    mem.wptr(size, (view.size + PAGE - 1) & ~(PAGE - 1))
    if isinstance(section, ImageSection) and addr != section.image.image_base:
        return STATUS_IMAGE_NOT_AT_BASE
    return STATUS_SUCCESS


@api(NTDLL, "NtUnmapViewOfSection", "HANDLE process, LPVOID base", widths=BOTH)
def NtUnmapViewOfSection(c, process, base):
    """Unmap the view holding ``base`` (its changes to a file written back first);
    STATUS_NOT_MAPPED_VIEW when no view holds it."""
    vm = c.vm
    if not is_current_process(vm, process):
        raise Unimplemented("%s!NtUnmapViewOfSection in another process" % NTDLL)
    try:
        unmap_view(vm, base)
    except VirtualError:
        return STATUS_NOT_MAPPED_VIEW
    return STATUS_SUCCESS


def _image_information(section, ptr_size):
    """SECTION_IMAGE_INFORMATION of an image section, from its PE headers."""
    data = section.image.data
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    machine, _n, _t, _s, _y, _o, characteristics = struct.unpack_from("<HHIIIHH", data, pe + 4)
    opt = pe + 24
    magic = struct.unpack_from("<H", data, opt)[0]
    size_of_code = struct.unpack_from("<I", data, opt + 4)[0]
    entry = struct.unpack_from("<I", data, opt + 16)[0]
    wide = magic == 0x20B
    image_base = struct.unpack_from("<Q" if wide else "<I", data, opt + (24 if wide else 28))[0]
    os_major, os_minor = struct.unpack_from("<HH", data, opt + 40)
    sub_major, sub_minor = struct.unpack_from("<HH", data, opt + 48)
    checksum, subsystem, dll_chars = struct.unpack_from("<IHH", data, opt + 64)
    stack = struct.unpack_from("<QQ" if wide else "<II", data, opt + 72)
    loader_flags = struct.unpack_from("<I", data, opt + (108 if wide else 92))[0]
    code = int(size_of_code != 0)
    tail = struct.pack("<IHHHHHHHBBIII", subsystem, sub_minor, sub_major, os_major, os_minor,
                       characteristics, dll_chars, machine, code, 0, loader_flags, len(data),
                       checksum)
    if ptr_size == 8:
        return struct.pack("<QI4xQQ", image_base + entry, 0, stack[0], stack[1]) + tail
    return struct.pack("<IIII", image_base + entry, 0, stack[0], stack[1]) + tail


@api(NTDLL, "NtQuerySection", "HANDLE h, DWORD cls, LPVOID buf, SIZE_T size, LPVOID ret",
     widths=BOTH)
def NtQuerySection(c, h, cls, buf, size, ret):
    """SectionBasicInformation (BaseAddress NULL, Attributes SEC_COMMIT or SEC_RESERVE for
    the paging file, SEC_FILE for a file, SEC_IMAGE | SEC_FILE for an image, with the
    caching attributes asked for; its Size) or
    SectionImageInformation (an image's entry point, stack, subsystem, versions,
    characteristics, machine, file size and checksum; STATUS_SECTION_NOT_IMAGE for
    another). A buffer shorter than the class's structure: STATUS_INFO_LENGTH_MISMATCH."""
    vm, mem = c.vm, c.vm.mem
    section = vm.handles.get(h, Section)
    if section is None:
        return STATUS_INVALID_HANDLE
    ptr = c.ptr_size
    if cls == SECTION_BASIC_INFORMATION:
        need = 24 if ptr == 8 else 16
        if size < need:
            return STATUS_INFO_LENGTH_MISMATCH
        if isinstance(section, ImageSection):
            attributes = SEC_IMAGE | SEC_FILE
        elif section.attributes is not None:
            attributes = section.attributes
        else:
            attributes = SEC_COMMIT if section.host is None else SEC_FILE
        data = (struct.pack("<QI4xq", 0, attributes, section.size) if ptr == 8
                else struct.pack("<IIq", 0, attributes, section.size))
    elif cls == SECTION_IMAGE_INFORMATION:
        need = 64 if ptr == 8 else 48
        if size < need:
            return STATUS_INFO_LENGTH_MISMATCH
        if not isinstance(section, ImageSection):
            return STATUS_SECTION_NOT_IMAGE
        data = _image_information(section, ptr)
    elif cls in (2, 3, 4):
        raise Unimplemented("%s!NtQuerySection (class %d)" % (NTDLL, cls))
    else:
        return STATUS_INVALID_INFO_CLASS
    mem.write(buf, data)
    if ret:
        mem.wptr(ret, len(data))
    return STATUS_SUCCESS


def _mapped_file(vm, addr):
    """What NtAreMappedFilesTheSame compares at ``addr``: ("image", the file) for an
    image (the program, a DLL it loaded, a built-in DLL's module, a SEC_IMAGE view),
    ("data", the view) for a view of a data section, None for other memory."""
    view = view_at(vm, addr)
    if view is not None:
        if isinstance(view.section, ImageSection):
            return "image", view.section.real
        return "data", view
    base = module_at(vm, addr)
    if base == vm.image.base:
        return "image", os.path.realpath(vm.image.path)
    for m in vm.dlls.modules.values():
        if m.base == base and base:
            return "image", os.path.realpath(m.image.path or "")
    name = module_name(vm, addr & ~0xFFFF)
    if name is not None:
        # a built-in DLL's module (its handle's 64 KiB): no file of the drive is it
        return "image", "builtin:" + name.lower()
    return None


@api(NTDLL, "NtAreMappedFilesTheSame", "LPVOID addr1, LPVOID addr2", widths=BOTH)
def NtAreMappedFilesTheSame(c, addr1, addr2):
    """STATUS_SUCCESS when ``addr1`` lies in an image and ``addr2`` in a mapping of the
    same file (an image of it, or a view of its data), or both in one data view;
    STATUS_NOT_SAME_DEVICE when both are mappings of something else; an address outside
    the user address space (NULL's page too): STATUS_INVALID_ADDRESS; one in memory no
    file is mapped to (the heap, VirtualAlloc's, nothing at all):
    STATUS_CONFLICTING_ADDRESSES."""
    vm = c.vm
    top = MAX_APP_ADDRESS64 if c.ptr_size == 8 else MAX_APP_ADDRESS
    if not (MIN_APP_ADDRESS <= addr1 <= top and MIN_APP_ADDRESS <= addr2 <= top):
        return STATUS_INVALID_ADDRESS
    one, two = _mapped_file(vm, addr1), _mapped_file(vm, addr2)
    if one is None or two is None:
        return STATUS_CONFLICTING_ADDRESSES
    if one[0] == "data":
        return STATUS_SUCCESS if two[1] is one[1] else STATUS_NOT_SAME_DEVICE
    if two[0] == "data":
        host = two[1].section.host
        same = host is not None and os.path.realpath(host) == one[1]
        return STATUS_SUCCESS if same else STATUS_NOT_SAME_DEVICE
    return STATUS_SUCCESS if one[1] == two[1] else STATUS_NOT_SAME_DEVICE


__all__ = ["NtCreateSection", "NtOpenSection", "NtMapViewOfSection", "NtUnmapViewOfSection",
           "NtQuerySection", "NtAreMappedFilesTheSame"]
