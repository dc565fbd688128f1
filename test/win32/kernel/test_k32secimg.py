"""CreateFileMapping with SEC_IMAGE (Wine 8's kernel32 conformance file.c stopped on it
in its DeleteFile test; docs/compat.md "kernel32 and msvcrt conformance (session 32)",
kernel/mapping.py): a PE file mapped as an image, headers and sections at their RVAs,
each page's protection from its section (read-only headers, EXECUTE_READ code,
WRITECOPY data), MEM_IMAGE with EXECUTE_WRITECOPY as the allocation's protection; the file
cannot be deleted while a section or a view of it exists; SEC_COMMIT with it,
the paging file and a file that is no PE image are refused. A data section keeps its
file from shrinking (SetEndOfFile: ERROR_USER_MAPPED_FILE) until it is gone; CopyFile
onto a file checks the sharing of the handles open on it.

test/exe/k32secimg.exe (guests/tests/k32secimg.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8, at both widths (the same lines).
"""

from paths import guest_exe

EXPECTED = [
    'SEC_IMAGE|SEC_COMMIT: 0 error 87',
    'SEC_IMAGE of the paging file: 0 error 193',
    'SEC_IMAGE: 1',
    'DeleteFile while mapped: 0 error 5',
    'view: 1',
    'MZ 1 PE 1',
    'headers: type image 1 protect READONLY allocation EXECUTE_WRITECOPY',
    '.text at its RVA: protect EXECUTE_READ, same code as loaded',
    '.data at its RVA: protect WRITECOPY, has bytes',
    '.rdata at its RVA: protect READONLY, has bytes',
    "write to the headers' page: VirtualProtect 1",
    'DeleteFile, a view and another section left: 0 error 5',
    'DeleteFile, a view left: 0 error 5',
    'UnmapViewOfFile: 1',
    'DeleteFile, nothing mapped: 1',
    'SetEndOfFile shrinking, a section alive: 0 error 1224 size 35',
    # gcc evaluates printf's arguments last to first: the size is read before the call
    'SetEndOfFile growing: 1 size 35',
    'CopyFile onto it: 0 error 32',     # the file's own handle shares nothing
    'SetEndOfFile, the section closed: 1 size 40',
    'not a PE file: 0 error 193',
]


def test_sec_image(boot, tmp_path, width):
    d = boot(guest_exe("k32secimg", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
