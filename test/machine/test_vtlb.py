"""The fault path of the virtual TLB (machine/vtlb.py): page protections live in TLB
entries our fill hook makes, and an access a page refuses stops at a trap page, which
reports it as the global invalid-memory hook did — the same message, guest address and
access for the exception — in both widths, with the machine-code fill and without. A protection change takes effect at the
guest's next access (the TLB is flushed), code pages keep self-modifying code working,
and data pages' entries stay cached (no refill per store)."""

import pytest
from unicorn.x86_const import UC_X86_REG_EAX

from wineagent.machine.cpu import Machine
from wineagent.machine.cpu64 import Machine64
from wineagent.machine import vtlb

CODE, DATA, RO, NOACCESS = 0x400000, 0x500000, 0x600000, 0x700000


@pytest.fixture(params=[(Machine, True), (Machine64, True), (Machine, False),
                        (Machine64, False)],
                ids=["x86", "x64", "x86-python-fill", "x64-python-fill"])
def machine(request, monkeypatch):
    cls, native = request.param
    if not native:                  # the fill as hosts without the machine code make it
        monkeypatch.setattr(vtlb, "NATIVE", False)
    elif not vtlb.NATIVE:
        pytest.skip("no machine-code fill on this host")
    m = cls(lambda spec: None)
    m.mem.map(CODE, 0x1000, 0x40, "code")           # PAGE_EXECUTE_READWRITE
    m.mem.map(DATA, 0x10000, 0x04, "data")          # PAGE_READWRITE
    m.mem.map(RO, 0x1000, 0x02, "ro")               # PAGE_READONLY
    m.mem.map(NOACCESS, 0x1000, 0x01, "noaccess")   # PAGE_NOACCESS
    yield m
    m.close()


def _run(m, code, at=CODE, blocks=1000):
    """Run ``code`` (ending in ``jmp $``) from ``at`` until it reaches its end or faults,
    in batches of ``blocks``."""
    m.mem.write(at, code + b"\xeb\xfe")
    m.uc.reg_write(m._PC, at)
    end = at + len(code)
    while m.fault is None and m.uc.reg_read(m._PC) != end:
        m.run(blocks)
    return m.fault


def _abs(opcode, addr, width):
    """``opcode`` with an absolute 32-bit address operand (disp32 in 32-bit code, SIB
    disp32 with no base in 64-bit code, where ModRM 05 would be RIP-relative)."""
    if width == 4:
        return opcode + b"\x05" + addr.to_bytes(4, "little")
    return opcode + b"\x04\x25" + addr.to_bytes(4, "little")


@pytest.mark.parametrize("what, opcode, addr, message", [
    ("read of unmapped memory", b"\x8b", 0x801234, "read of unmapped memory"),
    ("write into a read-only page", b"\x89", RO + 0x10, "write to protected memory"),
    ("read of PAGE_NOACCESS", b"\x8b", NOACCESS + 0x20, "read of protected memory"),
])
def test_a_data_fault_names_its_access_and_exact_address(machine, what, opcode, addr,
                                                          message):
    fault = _run(machine, _abs(opcode, addr, machine.WIDTH))
    assert fault is not None, what
    assert fault.message == "guest fault: " + message
    assert (fault.eip, fault.address) == (CODE, addr)


def test_a_read_below_null_faults_at_its_address(machine):
    # mov ebx/rbx, -16 ; mov eax, [ebx/rbx]: the top page, where emu_start's end lies
    load = (b"\xbb\xf0\xff\xff\xff" if machine.WIDTH == 4
            else b"\x48\xc7\xc3\xf0\xff\xff\xff") + b"\x8b\x03"
    fault = _run(machine, load)
    assert fault.message == "guest fault: read of unmapped memory"
    assert fault.address == (1 << 8 * machine.WIDTH) - 16


def test_execution_of_a_data_page_faults_at_its_address(machine):
    fault = _run(machine, b"\xb8" + (DATA + 8).to_bytes(4, "little") + b"\xff\xe0")
    assert fault.message == "guest fault: execution of non-executable memory"
    assert (fault.eip, fault.address) == (DATA + 8, DATA + 8)


def test_a_read_across_into_unmapped_memory_faults_at_the_next_page(machine):
    end = DATA + 0x10000
    fault = _run(machine, _abs(b"\x8b", end - 2, machine.WIDTH))
    assert fault.message == "guest fault: read of unmapped memory"
    assert fault.address == end


def test_the_exception_hook_gets_the_access_violation_of_the_fault(machine):
    seen = []
    machine.exception_hook = lambda code, address, info: seen.append((code, address, info))
    fault = _run(machine, _abs(b"\x89", RO + 4, machine.WIDTH))
    assert seen == [(0xC0000005, CODE, (1, RO + 4))]     # a write, at RO + 4
    assert fault.message == "guest fault: write to protected memory"


def test_a_protection_change_applies_to_the_next_access(machine):
    store = _abs(b"\x89", DATA + 0x100, machine.WIDTH)
    assert _run(machine, store) is None                 # the page's entry is read/write
    machine.mem.protect(DATA, 0x1000, 0x02)             # PAGE_READONLY
    fault = _run(machine, store)
    assert fault.message == "guest fault: write to protected memory"
    assert fault.address == DATA + 0x100
    machine.fault = None
    machine.mem.protect(DATA, 0x1000, 0x04)
    assert _run(machine, store) is None
    machine.mem.protect(DATA, 0x1000, 0x01)             # PAGE_NOACCESS
    fault = _run(machine, _abs(b"\x8b", DATA + 0x200, machine.WIDTH))
    assert fault.message == "guest fault: read of protected memory"


def test_a_protection_change_unicorn_does_not_flush_for_applies_too(machine):
    # Unicorn flushes its TLB itself only when a page's writability changes: read-only
    # to no access, and executable to not, are ours to flush (Memory.protect)
    load = _abs(b"\x8b", RO + 0x30, machine.WIDTH)
    assert _run(machine, load) is None
    machine.mem.protect(RO, 0x1000, 0x01)               # PAGE_NOACCESS
    assert _run(machine, load).message == "guest fault: read of protected memory"
    machine.fault = None
    code = 0x480000
    machine.mem.map(code, 0x1000, 0x40, "code2")        # PAGE_EXECUTE_READWRITE
    assert _run(machine, b"\x90", at=code) is None
    machine.mem.protect(code, 0x1000, 0x04)             # PAGE_READWRITE
    fault = _run(machine, b"\x90", at=code)
    assert fault.message == "guest fault: execution of non-executable memory"
    assert fault.address == code


def test_unmapped_pages_fault_and_newly_mapped_ones_do_not(machine):
    load = _abs(b"\x8b", 0x900010, machine.WIDTH)
    assert _run(machine, load).address == 0x900010
    machine.fault = None
    machine.mem.map(0x900000, 0x1000, 0x04, "new")
    machine.mem.w32(0x900010, 0x1234)
    assert _run(machine, load) is None
    assert machine.uc.reg_read(UC_X86_REG_EAX) == 0x1234
    machine.mem.unmap(0x900000)
    assert _run(machine, load).message == "guest fault: read of unmapped memory"


def test_code_that_rewrites_its_own_next_instruction_runs_the_new_one(machine):
    # mov byte [next+1], 0x2A ; next: mov eax, 0x00000007  -> runs as mov eax, 42
    nxt = CODE + 7 if machine.WIDTH == 4 else CODE + 8
    store = (b"\xc6\x05" + (nxt + 1).to_bytes(4, "little") if machine.WIDTH == 4
             else b"\xc6\x04\x25" + (nxt + 1).to_bytes(4, "little"))
    assert _run(machine, store + b"\x2a" + b"\xb8\x07\x00\x00\x00") is None
    assert machine.uc.reg_read(UC_X86_REG_EAX) == 42


def test_stores_to_a_data_page_do_not_refill_its_entry(machine):
    # mov ecx, 20000 ; L: mov [DATA+0x100], ecx ; dec ecx ; jnz L
    store = _abs(b"\x89", DATA + 0x100, machine.WIDTH)
    store = store[:1] + bytes([store[1] | 0x08]) + store[2:]        # reg field: ECX
    loop = store + b"\xff\xc9" + b"\x75" + bytes([(-(len(store) + 4)) & 0xFF])
    _run(machine, b"\xb9\x01\x00\x00\x00" + loop)                  # entries made once
    before = machine.mem.tlb.fills
    assert _run(machine, b"\xb9\x20\x4e\x00\x00" + loop, blocks=10 ** 6) is None
    assert machine.mem.u32(DATA + 0x100) == 1
    # one batch: at most the page emu_start looks up for its end address (a fetch at
    # the top of the address space, where nothing is mapped) and the loop's exit
    assert machine.mem.tlb.fills - before <= 3
