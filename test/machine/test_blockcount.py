"""The block counter (machine/blockcount.py) ends a batch at the same guest instruction
with its machine-code hook and with the Python hook hosts without it use: the start of
block ``limit``, with ``count`` telling the blocks entered; a run resumed without a new
``arm`` stops again at once; ``disarm`` lets the guest run free and keeps counting."""

import pytest
from unicorn import UC_ARCH_X86, UC_MODE_32, UC_PROT_ALL, Uc
from unicorn.x86_const import UC_X86_REG_EAX, UC_X86_REG_ECX, UC_X86_REG_EIP

from wineagent.machine import blockcount

CODE = 0x10000
# top: inc eax ; dec ecx ; jnz top ; jmp $   (one block an iteration)
LOOP = bytes.fromhex("40" "49" "75FC" "EBFE")
END = CODE + 4


@pytest.fixture(params=["host", "python"])
def engine(request, monkeypatch):
    """A 32-bit engine running LOOP from CODE with ecx = 1000 and a counter: the one the
    host gets ("host": machine code on x86-64) or the Python hook."""
    if request.param == "python":
        monkeypatch.setattr(blockcount, "NATIVE", False)
    uc = Uc(UC_ARCH_X86, UC_MODE_32)
    uc.mem_map(CODE, 0x1000, UC_PROT_ALL)
    uc.mem_write(CODE, LOOP)
    uc.reg_write(UC_X86_REG_ECX, 1000)
    counter = blockcount.BlockCounter()
    counter.install(uc)
    return uc, counter


def _run(uc, until=0xFFFFFFFF):
    uc.emu_start(uc.reg_read(UC_X86_REG_EIP) if uc.reg_read(UC_X86_REG_EIP) else CODE,
                 until)
    return uc.reg_read(UC_X86_REG_EIP), uc.reg_read(UC_X86_REG_EAX)


def test_a_batch_stops_at_the_start_of_block_limit(engine):
    uc, counter = engine
    counter.arm(10)
    eip, eax = _run(uc)
    # blocks 1..9 ran (one iteration each); block 10 was entered, counted, not run
    assert (eip, eax, counter.count, counter.reached) == (CODE, 9, 10, True)
    counter.arm(5)
    assert _run(uc)[1] == 9 + 4 and counter.count == 5


def test_a_run_resumed_without_arm_stops_again_before_its_first_block(engine):
    uc, counter = engine
    counter.arm(3)
    _run(uc)
    # the block it stopped at is entered and counted again, and stops again unrun
    assert _run(uc) == (CODE, 2) and counter.count == 4 and counter.reached


def test_disarmed_the_guest_runs_free_and_the_count_goes_on(engine):
    uc, counter = engine
    counter.arm(7)
    _run(uc)
    counter.disarm()
    assert not counter.reached
    eip, eax = _run(uc, END)
    # the 994 iterations left, the first the block it stopped at, counted again (the
    # end address's block stops emu_start before any hook runs)
    assert (eip, eax) == (END, 1000) and counter.count == 7 + 994
    assert not counter.reached
