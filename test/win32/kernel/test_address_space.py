"""A program's address space as VirtualAlloc gives it (issues 22/23, "Programs in the
wild": esbuild 0.28.2's 64-bit build, a Go program, reserves 512 MiB blocks and asks for
its heap arenas at 0xC000000000 and up; docs/emulator.md, "Memory").

test/exe/vaspace.exe and test/exe64/vaspace.exe (guests/tests/vaspace.c) print a line per
check: the user range GetSystemInfo and NtQuerySystemInformation report, a 512 MiB
reservation with pieces committed, protected, decommitted and committed again (VirtualQuery
of each run), eight more 512 MiB reservations, and at 64 bits reservations at the
addresses Go's runtime names and one past the user half. The expected lines are Wine 8's
for the same binaries (64-bit Wine prints the 64-bit lines exactly).

A reservation costs no host memory: only committed pages are mapped, so a 64-bit state
that reserved 512 MiB is small, and a saved state carries the reservation's pages as they
were.
"""

import struct

import wineagent
from wineagent.abi.api import Call, lookup
from wineagent.state import session

from paths import guest_exe

_COMMON = [
    'NtQuerySystemInformation=0 same range: 1',
    'reserve 512 MiB: 1 aligned=1',
    'reserved: n=1 at=+0 alloc=+0 aprot=0x4 size=0x20000000 state=0x2000 prot=0 type=0x20000',
    'IsBadReadPtr(reserved)=1',
    'commit 64 KiB at +1 MiB: +0x100000',
    'before it: n=1 at=+0 alloc=+0 aprot=0x4 size=0x100000 state=0x2000 prot=0 type=0x20000',
    'committed: n=1 at=+0x100000 alloc=+0 aprot=0x4 size=0x10000 state=0x1000 prot=0x4'
    ' type=0x20000',
    'after it: n=1 at=+0x110000 alloc=+0 aprot=0x4 size=0x1fef0000 state=0x2000 prot=0'
    ' type=0x20000',
    'IsBadReadPtr(committed)=0',
    'commit a read-only page after it: +0x110000 reads 0',
    'read-only page: n=1 at=+0x110000 alloc=+0 aprot=0x4 size=0x1000 state=0x1000 prot=0x2'
    ' type=0x20000',
    'commit again: +0x100000 kept 0x5a',
    'commit past the end: 0 err=487',
    'VirtualProtect(committed, READONLY)=1 old=0x4',
    'protected page: n=1 at=+0x100000 alloc=+0 aprot=0x4 size=0x1000 state=0x1000 prot=0x2'
    ' type=0x20000',
    'VirtualProtect(reserved)=0 err=487',
    'decommit a page=1',
    'decommitted: n=1 at=+0x101000 alloc=+0 aprot=0x4 size=0x1000 state=0x2000 prot=0'
    ' type=0x20000',
    'after the hole: n=1 at=+0x102000 alloc=+0 aprot=0x4 size=0xe000 state=0x1000 prot=0x4'
    ' type=0x20000',
    'IsBadReadPtr(decommitted)=1',
    'recommit reads 0, the rest kept 0xa5',
    'eight more 512 MiB reservations: 1',
]
_HINTS = [
    'reserve at 0xc000000000: 1',
    'commit in it: 1 reads 1',
    'reserve there again: 0 err=487',
    'reserve just after it, unaligned: 1',
    'release at the hint=1',
    'reserve at 0x7fc000000000: 1',
    'reserve past the user half: 0 err=87',
]
_END = [
    'release with a size=0 err=87',
    'release=1',
    # 32-bit Wine 8 answers the released range as reserved (Wine keeps the low 2 GB it
    # does not hand out reserved for itself); Windows and 64-bit Wine: free.
    'released: n=1 state=free',
    'released, inside: n=1 state=free',
    'done',
]
EXPECTED = {
    4: ['GetSystemInfo: min=0x10000 max=0x7ffeffff granularity=0x10000'] + _COMMON + _END,
    8: ['GetSystemInfo: min=0x10000 max=0x7ffffffeffff granularity=0x10000'] + _COMMON
    + _HINTS + _END,
}


def test_reservations_commits_and_addresses_asked_for_as_windows_answers(boot, width):
    d = boot(guest_exe("vaspace", width), settle=False)
    d.run_to_end(200)
    assert d.vm.stdout_log == EXPECTED[width]


def _call(vm, name, *args):
    spec = lookup("KERNEL32.dll", name)
    return spec.func(Call(vm, False, spec), *args)


def _state(vm, addr):
    buf = vm.heap.alloc(48)
    assert _call(vm, "VirtualQuery", addr, buf, 48) == 48
    return struct.unpack_from("<QQIxxxxQII", vm.mem.read(buf, 40))[3:5]


MIB = 1 << 20


def test_a_64_bit_reservation_costs_nothing_until_committed_and_a_state_carries_it():
    d = wineagent.Desktop(exe=guest_exe("vaspace", 8))
    try:
        vm = d.host.vm
        mapped = vm.mem.mapped
        bases = [_call(vm, "VirtualAlloc", 0, 512 * MIB, 0x2000, 0x04) for _ in range(6)]
        assert all(bases) and vm.mem.mapped == mapped          # 3 GiB reserved, none mapped
        # the low window first, then above 4 GB; never where a result would be read as a
        # sign-extended 32-bit value (cpu64._widen), not even when asked for
        assert bases[0] < 0x70000000 and bases[-1] >= 1 << 32
        assert all(b + 512 * MIB <= 0x80000000 or b >= 1 << 32 for b in bases)
        assert _call(vm, "VirtualAlloc", 0x90000000, 0x10000, 0x2000, 0x04) == 0
        assert vm.last_error == 487
        hint = 0xC000000000
        assert _call(vm, "VirtualAlloc", hint, 64 * MIB, 0x2000, 0x04) == hint
        assert _call(vm, "VirtualAlloc", hint + MIB, 0x3000, 0x1000, 0x04) == hint + MIB
        assert vm.mem.mapped == mapped + 0x3000
        vm.mem.write(hint + MIB, b"kept")
        data = session.save_bytes(d.host)
        assert len(data) < 8 * MIB        # the reservations are not in the state's pages
    finally:
        d.close()
    other = wineagent.Desktop(exe=guest_exe("vaspace", 8))
    try:
        session.load_bytes(other.host, data)
        vm = other.host.vm
        assert vm.mem.read(hint + MIB, 4) == b"kept"
        assert _state(vm, hint) == (MIB, 0x2000)                # reserved below the pages
        assert _state(vm, hint + MIB) == (0x3000, 0x1000)       # committed
        # the loaded space goes on as the saved one: decommit, commit again, release
        assert _call(vm, "VirtualFree", hint + MIB, 0x1000, 0x4000) == 1
        assert _call(vm, "VirtualAlloc", hint + MIB, 0x1000, 0x1000, 0x04) == hint + MIB
        assert vm.mem.read(hint + MIB, 4) == bytes(4)
        assert _call(vm, "VirtualAlloc", hint, 0x10000, 0x2000, 0x04) == 0
        assert _call(vm, "VirtualFree", hint, 0, 0x8000) == 1
        assert _state(vm, hint + MIB)[1] == 0x10000              # MEM_FREE
        assert _call(vm, "VirtualAlloc", hint, 0x10000, 0x2000, 0x04) == hint
    finally:
        other.close()
