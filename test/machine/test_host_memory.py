"""Guest memory in host buffers (``memory.map_host``): Python's reads and writes are
slices of the buffer Unicorn maps with ``uc_mem_map_ptr``, so both sides see the same
bytes; an access that leaves an allocation still fails as an access to unmapped memory;
a partial unmap leaves the rest readable and the hole unreadable; a forked child's
writes stay in the child."""

import os

import pytest
from unicorn import UC_ARCH_X86, UC_MODE_32, Uc, UcError
from unicorn.x86_const import UC_X86_REG_EAX, UC_X86_REG_EBX

from wineagent.machine.memory import PAGE, Memory


def _mem():
    mem = Memory(Uc(UC_ARCH_X86, UC_MODE_32))
    mem.map(0x10000, 4 * PAGE, 0x40)
    return mem


def test_python_and_the_guest_see_the_same_bytes():
    mem = _mem()
    mem.write(0x10100, b"\x78\x56\x34\x12")
    assert bytes(mem.uc.mem_read(0x10100, 4)) == b"\x78\x56\x34\x12"
    # the guest stores EBX at 0x10200 and loads 0x10100 into EAX
    code = b"\x89\x1d\x00\x02\x01\x00" + b"\xa1\x00\x01\x01\x00"
    mem.write(0x12000, code)
    mem.uc.reg_write(UC_X86_REG_EBX, 0xCAFEF00D)
    mem.uc.emu_start(0x12000, 0x12000 + len(code))
    assert mem.uc.reg_read(UC_X86_REG_EAX) == 0x12345678
    assert mem.u32(0x10200) == 0xCAFEF00D
    mem.uc.mem_write(0x10300, b"abc\0")
    assert mem.cstr(0x10300) == "abc"
    assert (mem.u8(0x10300), mem.u16(0x10300), mem.i32(0x10200)) == \
        (0x61, 0x6261, 0xCAFEF00D - (1 << 32))


def test_an_access_past_the_allocation_fails_as_before():
    mem = _mem()
    end = 0x10000 + 4 * PAGE
    assert mem.read(end - 4, 4) == bytes(4)
    with pytest.raises(UcError):
        mem.read(end - 2, 4)
    with pytest.raises(UcError):
        mem.write(end - 2, b"1234")
    with pytest.raises(UcError):
        mem.u32(end - 2)
    mem.write(end - 2, b"zz")
    with pytest.raises(UcError):
        mem.cbytes(end - 2)                 # no NUL before the allocation's end
    assert mem.cbytes(end - 2, limit=2) == b"zz"


def test_two_allocations_side_by_side_read_as_one_range():
    mem = _mem()
    mem.map(0x10000 + 4 * PAGE, PAGE)
    at = 0x10000 + 4 * PAGE - 2
    mem.write(at, b"wxyz")                  # two bytes in each allocation
    assert mem.read(at, 4) == b"wxyz"
    assert mem.u32(at) == int.from_bytes(b"wxyz", "little")


def test_a_partial_unmap_keeps_the_rest_and_reads_nothing_of_the_hole():
    mem = _mem()
    mem.write(0x10000, b"A" * (4 * PAGE))
    mem.unmap_range(0x11000, PAGE)
    assert mem.read(0x10FFC, 4) == b"AAAA"
    assert mem.read(0x12000, 4) == b"AAAA"
    with pytest.raises(UcError):
        mem.read(0x10FFC, 8)                # into the hole
    with pytest.raises(UcError):
        mem.u8(0x11000)
    mem.map(0x11000, PAGE)                  # a new allocation in the hole: zeroed
    assert mem.read(0x10FFE, 4) == b"AA\0\0"


def test_a_write_into_a_read_only_page_is_done_as_uc_mem_write_did():
    mem = Memory(Uc(UC_ARCH_X86, UC_MODE_32))
    mem.map(0x20000, PAGE, 0x02)            # PAGE_READONLY: the guest cannot write
    mem.w32(0x20010, 7)
    assert bytes(mem.uc.mem_read(0x20010, 4)) == b"\7\0\0\0"


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_a_forked_child_writes_its_own_copy():
    mem = _mem()
    mem.w32(0x10000, 1)
    pid = os.fork()
    if pid == 0:                            # the child: write, and report what it sees
        mem.w32(0x10000, 2)
        os._exit(mem.u32(0x10000))
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 2
    assert mem.u32(0x10000) == 1


def test_strings_end_where_they_did_inside_and_across_allocations():
    mem = _mem()
    mem.map(0x10000 + 4 * PAGE, PAGE)
    end = 0x10000 + 4 * PAGE
    mem.write(end - 7, "abc".encode("utf-16-le") + b"x\0\0\0")
    assert mem.wstr(end - 7) == "abcx"         # (the pair at an odd offset is not the end)
    assert mem.wstr(end - 7, limit=2) == "ab"
    mem.write(end - 4, "de".encode("utf-16-le") + b"\0\0")     # across the two
    assert mem.wstr(end - 4) == "de"
    mem.write(end - 2, b"fg\0")
    assert mem.cstr(end - 2) == "fg"
    assert mem.cbytes(end - 2, limit=1) == b"f"
