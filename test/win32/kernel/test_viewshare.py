"""Views of one section share its pages (docs/emulator.md "Sections and their views";
kernel/mapping.py, machine/memory.py): two writable views of a file's section and a
read-only one see each other's writes at once; a FILE_MAP_COPY view shares the pages
until it writes one, which becomes its own; FlushViewOfFile through any view (a
read-only one too) writes what the views changed, and nothing a copy wrote; a page of a
writable view made PAGE_WRITECOPY by VirtualProtect copies at its first write. The
protection each access maps (FILE_MAP_EXECUTE needs an executable section; no access
maps PAGE_NOACCESS; FILE_MAP_COPY of a PAGE_READONLY section), VirtualProtect and
VirtualAlloc of view pages and their refusals, VirtualFree of a view's pages, a
SEC_RESERVE section committed in one view and committed in the other,
NtAreMappedFilesTheSame, a SEC_NOCACHE view's PAGE_NOCACHE.

test/exe/viewshare.exe (guests/tests/viewshare.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (its x86-64 build prints the same
under 64-bit Wine) but for the copy-on-write lines Wine 8 gets wrong, where Windows' own
answer is written (Wine's conformance test virtual.c marks each todo_wine):

- a copy-on-write page once written is the view's own PAGE_READWRITE page, a region of
  its own (Wine 8 keeps reporting PAGE_WRITECOPY for the whole view: test_mapping's
  "todo_wine ok(info.Protect == PAGE_READWRITE)" and its RegionSize check);
- a page VirtualProtect made PAGE_WRITECOPY gets a private copy at its write, so another
  view and the file keep the section's bytes (Wine 8 writes the section itself:
  test_mappings' "todo_wine ok(!data)").
"""

from paths import guest_exe

EXPECTED = [
    'views: 1 distinct 1',
    'file bytes in the views: 0123 0123 0123',
    'a wrote: b 11111111 copy 11111111 read-only 11111111',
    'copy view before its write: size 2000 state 1000 protect 8 alloc 8 type 40000',
    "copy wrote: a 11111111 copy 22222222; a's second page in the copy 33333333",
    # Windows; Wine 8: size 2000 ... protect 8
    'copy view page 1: size 1000 state 1000 protect 4 alloc 8 type 40000',
    'copy view page 2: size 1000 state 1000 protect 8 alloc 8 type 40000',
    'writable view: size 2000 state 1000 protect 4 alloc 4 type 40000',
    'read-only view: size 2000 state 1000 protect 2 alloc 2 type 40000',
    'checkpoint',
    "after the checkpoint: a sees b's 44444444, copy keeps 22222222, read-only sees 44444444",
    "copy's unwritten page still shared: 66666666",
    "copy's second write is its own: a 0 copy 77777777",
    'FlushViewOfFile through the read-only view 1: file 11111111 44444444 33333333 66666666',
    "unmapped: file 66666666, copy's write never there 1",
    'VirtualProtect PAGE_WRITECOPY 1 old 4',
    'before the write: size 1000 state 1000 protect 8 alloc 4 type 40000',
    # Windows; Wine 8: size 1000 ... protect 8 (the page stays the section's)
    'after the write: size 2000 state 1000 protect 4 alloc 4 type 40000',
    # Windows; Wine 8: 55555555 (its write went into the section, and the file)
    'another view sees 11111111, the writer 55555555',
    'file keeps 11111111',
    'FILE_MAP_EXECUTE of a PAGE_READWRITE section: 0 error 5',
    'no access: size 2000 state 1000 protect 1 alloc 1 type 40000',
    'VirtualProtect read-only view to PAGE_READWRITE: 0 error 87',
    'to PAGE_NOACCESS: 1 old 2',
    "VirtualAlloc in a file's view: 0 error 5",
    'VirtualFree in a view: 0 error 87',
    'NtAreMappedFilesTheSame: same view 0, two views c00000d4, heap c0000018, NULL c0000141',
    'FILE_MAP_COPY of a PAGE_READONLY section: size 2000 state 1000 protect 8 alloc 8 type 40000',
    'its write: 12345678, file 11111111',      # Windows; Wine 8: file 55555555 (above)
    'SEC_RESERVE view: size 20000 state 2000 protect 0 alloc 4 type 40000',
    'committed: 1',
    'the committing view: size 2000 state 1000 protect 2 alloc 4 type 40000',
    'the other view: size 2000 state 1000 protect 4 alloc 4 type 40000',
    'written in the other: 600d',
    'SEC_RESERVE | SEC_COMMIT: 0 error 87',
    'SEC_NOCACHE view: size 1000 state 1000 protect 204 alloc 204 type 40000',
]


def test_views_of_a_section_share_its_pages(boot, tmp_path, width):
    d = boot(guest_exe("viewshare", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
