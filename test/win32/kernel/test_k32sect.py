"""Sections shared by views and processes, and ntdll's section calls (docs/compat.md
"kernel32 conformance (session 33, confk4)"; kernel/mapping.py, dlls/ntdll/sections.py):
two views of a paging-file section see each other's writes (they map the section's own
pages); a child process opens the section by name, sees the parent's data and writes
through its own view, which the parent reads after it ends (its views go with it); a
FILE_MAP_COPY view keeps its writes. NtCreateSection over the paging file is whole pages
(0x3457 -> 0x4000), over a file the size asked; NtQuerySection's basic information
(SEC_COMMIT, SEC_FILE, SEC_IMAGE | SEC_FILE) and image information (entry point, stack,
subsystem, machine, file size), STATUS_INFO_LENGTH_MISMATCH, STATUS_SECTION_NOT_IMAGE;
NtMapViewOfSection's whole-page size, STATUS_INVALID_VIEW_SIZE,
STATUS_MAPPED_ALIGNMENT, STATUS_IMAGE_NOT_AT_BASE; NtUnmapViewOfSection's
STATUS_NOT_MAPPED_VIEW; NtOpenSection by name; NtCreateSection's refusals
(STATUS_SECTION_TOO_BIG, STATUS_INVALID_IMAGE_NOT_MZ, STATUS_MAPPED_FILE_SIZE_ZERO,
STATUS_INVALID_FILE_FOR_SECTION).

test/exe/k32sect.exe (guests/tests/k32sect.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8, at both widths (the 64-bit build prints
its pointers and its own image's values).
"""

from paths import guest_exe

EXPECTED = {
    4: [
        'second view: 1234 5678, distinct 1',
        'child: sees 1234',
        'after the child: 600d',
        'copy view: 1234',
        'copy write: view 9999 section 1234',
        'NtCreateSection paging file: 00000000',
        'paging file: query 00000000 got 1 base 00000000 attributes 08000000 size 4000',
        'short buffer: c0000004',
        'image information of a data section: c0000049',
        'NtMapViewOfSection whole: 00000000 size 4000',
        'NtUnmapViewOfSection: 00000000 again c0000019',
        'view past the end: c000001f',
        'unaligned offset: c0000220',
        'paging file without a size: c000000d',
        'NtOpenSection: 00000000',
        'NtOpenSection of no section: c0000034',
        'read-only section past the file: c0000040',
        'image of a data file: c000012f',
        'file section: 00000000',
        'file: query 00000000 got 1 base 00000000 attributes 00800000 size 3456',
        'empty file: c000011e',
        'image of an empty file: c0000020',
        'image section: 00000000',
        "image basic: 00000000 attributes 01800000 size is the image's 1",
        'image information: 00000000 size 48 entry 1 stack 1/1 subsystem 3 4.0 machine 14c characteristics 30e code 1 file size 1',
        "image view: 40000003 size is the image's 1",
    ],
    8: [
        'second view: 1234 5678, distinct 1',
        'child: sees 1234',
        'after the child: 600d',
        'copy view: 1234',
        'copy write: view 9999 section 1234',
        'NtCreateSection paging file: 00000000',
        'paging file: query 00000000 got 1 base 0000000000000000 attributes 08000000 size 4000',
        'short buffer: c0000004',
        'image information of a data section: c0000049',
        'NtMapViewOfSection whole: 00000000 size 4000',
        'NtUnmapViewOfSection: 00000000 again c0000019',
        'view past the end: c000001f',
        'unaligned offset: c0000220',
        'paging file without a size: c000000d',
        'NtOpenSection: 00000000',
        'NtOpenSection of no section: c0000034',
        'read-only section past the file: c0000040',
        'image of a data file: c000012f',
        'file section: 00000000',
        'file: query 00000000 got 1 base 0000000000000000 attributes 00800000 size 3456',
        'empty file: c000011e',
        'image of an empty file: c0000020',
        'image section: 00000000',
        "image basic: 00000000 attributes 01800000 size is the image's 1",
        'image information: 00000000 size 64 entry 1 stack 1/1 subsystem 3 5.2 machine 8664 characteristics 22e code 1 file size 1',
        "image view: 40000003 size is the image's 1",
    ],
}


def test_sections(boot, width):
    d = boot(guest_exe("k32sect", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED[width]
