"""KERNEL32 APIs that used to answer without doing their job (issue 11), called through
their declarations on a real VM: virtual memory, heaps, GlobalUnlock, code pages, word
sort, CreateFile's share modes, delete-on-close and append-only access."""

import os
import struct

import pytest

from wineagent.abi.api import Call, lookup
from wineagent.vm import VM

from procs import ROOT

EXE = os.path.join(ROOT, "wineagent", "apps", "exe", "hello.exe")
K = "KERNEL32.dll"


@pytest.fixture
def vm():
    v = VM(EXE)
    yield v
    v.close()


def call(vm, name, *args, wide=False):
    spec = lookup(K, name)
    return spec.func(Call(vm, wide, spec), *args)


def query(vm, addr):
    buf = vm.heap.alloc(28)
    assert call(vm, "VirtualQuery", addr, buf, 28) == 28
    base, alloc_base, alloc_prot, size, state, prot, kind = struct.unpack(
        "<7I", vm.mem.read(buf, 28))
    return {"base": base, "size": size, "state": state, "protect": prot}


MEM_COMMIT, MEM_RESERVE, MEM_DECOMMIT, MEM_RELEASE = 0x1000, 0x2000, 0x4000, 0x8000


def test_virtualalloc_reserves_commits_and_decommits_pages(vm):
    base = call(vm, "VirtualAlloc", 0, 0x10000, MEM_RESERVE, 0x04)
    assert base and base & 0xFFFF == 0
    assert query(vm, base) == {"base": base, "size": 0x10000, "state": MEM_RESERVE,
                               "protect": 0}
    # Committing two pages in the middle: those are read-write, the rest stays reserved.
    assert call(vm, "VirtualAlloc", base + 0x2000, 0x2000, MEM_COMMIT, 0x04) == base + 0x2000
    assert query(vm, base + 0x2000) == {"base": base + 0x2000, "size": 0x2000,
                                        "state": MEM_COMMIT, "protect": 0x04}
    assert query(vm, base)["state"] == MEM_RESERVE
    assert query(vm, base + 0x4000) == {"base": base + 0x4000, "size": 0xC000,
                                        "state": MEM_RESERVE, "protect": 0}
    # Reserved pages cannot be given access without being committed (and the old
    # protection's pointer is required: ERROR_NOACCESS without one, as on Windows).
    old = vm.heap.alloc(4)
    assert call(vm, "VirtualProtect", base, 0x1000, 0x04, old) == 0
    assert vm.last_error == 487
    assert call(vm, "VirtualProtect", base + 0x2000, 0x1000, 0x02, 0) == 0
    assert vm.last_error == 998
    assert query(vm, base + 0x2000)["protect"] == 0x04
    vm.mem.w32(base + 0x2000, 0x12345678)
    # MEM_DECOMMIT takes the pages back: reserved again, and a new commit reads zeros.
    assert call(vm, "VirtualFree", base + 0x2000, 0x1000, MEM_DECOMMIT) == 1
    assert query(vm, base + 0x2000)["state"] == MEM_RESERVE
    assert query(vm, base + 0x3000)["state"] == MEM_COMMIT
    call(vm, "VirtualAlloc", base + 0x2000, 0x1000, MEM_COMMIT, 0x04)
    assert vm.mem.u32(base + 0x2000) == 0
    # Committing outside any reservation at a chosen address is refused.
    assert call(vm, "VirtualAlloc", 0x6F000000, 0x1000, MEM_COMMIT, 0x04) == 0
    assert vm.last_error == 487
    # MEM_RELEASE needs the base and size 0, then the range is free.
    assert call(vm, "VirtualFree", base, 0x1000, MEM_RELEASE) == 0
    assert call(vm, "VirtualFree", base, 0, MEM_RELEASE) == 1
    assert query(vm, base)["state"] == 0x10000          # MEM_FREE


def test_heapdestroy_frees_its_memory_and_kills_the_handle(vm):
    h = call(vm, "HeapCreate", 0, 0, 0x20000)
    p = call(vm, "HeapAlloc", h, 8, 100)
    assert p and vm.mem.region_at(p) is not None
    assert call(vm, "HeapSize", h, 0, p) == 100
    assert call(vm, "HeapDestroy", h) == 1
    assert vm.mem.region_at(p) is None                 # the memory is gone
    assert call(vm, "HeapAlloc", h, 0, 16) == 0 and vm.last_error == 6
    assert call(vm, "HeapDestroy", h) == 0
    assert call(vm, "HeapDestroy", call(vm, "GetProcessHeap")) == 0


def test_globalunlock_reports_the_lock_count(vm):
    h = call(vm, "GlobalAlloc", 0x2, 64)               # GMEM_MOVEABLE
    assert call(vm, "GlobalLock", h) == h
    assert call(vm, "GlobalLock", h) == h
    assert call(vm, "GlobalUnlock", h) == 1            # still locked once
    assert call(vm, "GlobalUnlock", h) == 0 and vm.last_error == 0
    assert call(vm, "GlobalUnlock", h) == 0 and vm.last_error == 158   # ERROR_NOT_LOCKED
    fixed = call(vm, "GlobalAlloc", 0, 16)
    vm.last_error = 0xDEADBEEF
    # a fixed block: TRUE, the last error untouched (Wine's heap.c, run on Windows)
    assert call(vm, "GlobalUnlock", fixed) == 1 and vm.last_error == 0xDEADBEEF


def _mb(vm, cp, flags, data, dstlen):
    src = vm.heap.alloc(len(data) + 1)
    vm.mem.write(src, data)
    dst = vm.heap.alloc(2 * dstlen + 8)
    vm.mem.write(dst, b"\xAA" * (2 * dstlen + 8))
    n = call(vm, "MultiByteToWideChar", cp, flags, src, len(data), dst, dstlen)
    return n, vm.mem.read(dst, 2 * dstlen + 8)


def test_multibytetowidechar_honours_code_page_flags_and_buffer(vm):
    # UTF-8 outside the BMP takes two UTF-16 units: the count and the bound say so.
    src = vm.heap.alloc(8)
    vm.mem.write(src, "a\U0001F600".encode("utf-8"))
    assert call(vm, "MultiByteToWideChar", 65001, 0, src, 5, 0, 0) == 3
    n, out = _mb(vm, 65001, 0, "a\U0001F600".encode("utf-8"), 2)
    assert n == 0 and vm.last_error == 122
    assert out[4:] == b"\xAA" * 8                      # nothing past the two units
    # Invalid UTF-8 with MB_ERR_INVALID_CHARS fails with ERROR_NO_UNICODE_TRANSLATION.
    n, _ = _mb(vm, 65001, 8, b"a\xff", 4)
    assert n == 0 and vm.last_error == 1113
    # CP_OEMCP is 437 (box drawing), CP_ACP 1252; 0x81 is U+0081 in 1252 as on Windows.
    n, out = _mb(vm, 1, 0, b"\xc9\x81", 4)
    assert out[:4].decode("utf-16-le") == "\u2554\u00fc"
    n, out = _mb(vm, 0, 0, b"\x80\x81", 4)
    assert out[:4].decode("utf-16-le") == "\u20ac\u0081"
    # MB_COMPOSITE decomposes; an unknown code page is refused.
    n, out = _mb(vm, 1252, 2, b"\xe9", 4)
    assert n == 2 and out[:4].decode("utf-16-le") == "e\u0301"
    assert _mb(vm, 12345, 0, b"a", 4)[0] == 0 and vm.last_error == 87


def test_widechartomultibyte_default_char_and_bounds(vm):
    src = vm.heap.alloc(16)
    vm.mem.write(src, "a\u4e2db".encode("utf-16-le"))
    dst, used, default = vm.heap.alloc(16), vm.heap.alloc(4), vm.heap.alloc(4)
    vm.mem.write(default, b"#\0")
    assert call(vm, "WideCharToMultiByte", 1252, 0, src, 3, dst, 16, default, used) == 3
    assert vm.mem.read(dst, 3) == b"a#b" and vm.mem.u32(used) == 1
    vm.mem.write(dst, b"\xAA" * 8)
    assert call(vm, "WideCharToMultiByte", 65001, 0, src, 3, dst, 2, 0, 0) == 0
    assert vm.last_error == 122 and vm.mem.read(dst, 8)[2:] == b"\xAA" * 6
    # UTF-8 refuses a default character (ERROR_INVALID_PARAMETER), as documented.
    assert call(vm, "WideCharToMultiByte", 65001, 0, src, 3, dst, 16, default, 0) == 0
    assert vm.last_error == 87


def test_lstrcmp_uses_windows_word_sort(vm):
    def cmp(a, b, name="lstrcmp"):
        return call(vm, name + "A", a, b)
    assert cmp("a", "B") < 0            # alphabetical, not code points ('a' > 'B' there)
    assert cmp("a", "A") < 0            # same letter: lower case first
    assert cmp("abc", "ABD") < 0
    assert cmp("coop", "co-op") < 0     # hyphens count only when all else is equal
    assert cmp("co-op", "cop") < 0
    assert cmp("_x", "0") < 0 and cmp("9", "a") < 0   # symbols < digits < letters
    assert cmp("\u00e9t\u00e9", "etre") < 0    # accents weigh less than letters...
    assert cmp("\u00e9t\u00e9", "ete") > 0     # ...and break a tie
    assert cmp("\u00e9", "f") < 0
    assert cmp("a", "A", "lstrcmpi") == 0 and cmp(None, "a") < 0 and cmp(None, None) == 0


def _create(vm, name, access, share, disposition=4, flags=0x80):
    return call(vm, "CreateFileA", name, access, share, 0, disposition, flags, 0)


GR, GW, DELETE = 0x80000000, 0x40000000, 0x10000


def test_createfile_share_modes(vm):
    h = _create(vm, "C:\\shared.txt", GR | GW, 1)       # others may only read
    assert h != 0xFFFFFFFF
    assert _create(vm, "C:\\shared.txt", GR, 3) != 0xFFFFFFFF
    assert _create(vm, "C:\\shared.txt", GW, 3) == 0xFFFFFFFF and vm.last_error == 32
    # A reader that does not share writing conflicts with the open writer.
    assert _create(vm, "C:\\shared.txt", GR, 1) == 0xFFFFFFFF and vm.last_error == 32
    # Deleting needs every open handle to share delete.
    assert call(vm, "DeleteFileA", "C:\\shared.txt") == 0 and vm.last_error == 32


def test_createfile_delete_on_close_and_append_only(vm):
    h = _create(vm, "C:\\temp.bin", GR | GW, 7, 2, 0x04000000)   # CREATE_ALWAYS
    parts, host = vm.vfs.resolve("C:\\temp.bin")
    assert os.path.exists(host)
    h2 = _create(vm, "C:\\temp.bin", GR, 7, 3)
    assert call(vm, "CloseHandle", h) == 1 and os.path.exists(host)   # one handle left
    assert call(vm, "CloseHandle", h2) == 1 and not os.path.exists(host)
    # FILE_APPEND_DATA alone: every write lands at the end, whatever the pointer says.
    parts, host = vm.vfs.resolve("C:\\log.txt")
    with open(host, "wb") as f:
        f.write(b"start;")
    h = _create(vm, "C:\\log.txt", 0x4 | 0x80000000, 3, 3)
    buf, n = vm.heap.alloc(8), vm.heap.alloc(4)
    vm.mem.write(buf, b"more")
    call(vm, "SetFilePointer", h, 0, 0, 0)
    assert call(vm, "WriteFile", h, buf, 4, n, 0) == 1
    call(vm, "CloseHandle", h)
    with open(host, "rb") as f:
        assert f.read() == b"start;more"
