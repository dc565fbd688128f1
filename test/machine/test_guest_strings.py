"""Reading NUL-terminated wide strings out of guest memory (``Memory.wstr``): the NUL is
found at even offsets only, across pages, up to an unmapped page that follows it, and a
long string costs a read per chunk, not per character (SHLWAPI's string tests called
StrChrW on 32K-character strings, each read two bytes at a time)."""

from unicorn import UC_ARCH_X86, UC_MODE_32, Uc

from wineagent.machine.memory import PAGE, Memory


def _mem():
    mem = Memory(Uc(UC_ARCH_X86, UC_MODE_32))
    mem.map(0x10000, 2 * PAGE)
    return mem


def test_a_wide_string_ends_at_the_first_aligned_nul_pair():
    mem = _mem()
    # "\u0100\u0001" is 00 01 01 00: a zero byte pair at an odd offset is not the end.
    mem.write(0x10000, "A\u0100\u0001B".encode("utf-16-le") + b"\0\0")
    assert mem.wstr(0x10000) == "A\u0100\u0001B"
    assert mem.wstr(0x10000, limit=2) == "A\u0100"
    assert mem.wstr(0) is None


def test_a_string_crossing_a_page_stops_before_an_unmapped_page():
    mem = _mem()
    at = 0x10000 + 2 * PAGE - 9           # odd: the NUL pair ends one byte before the page end
    mem.write(at, "xyz".encode("utf-16-le") + b"\0\0\1")
    mem.write(at - 2 * 3000, ("w" * 3000).encode("utf-16-le"))   # from the first page
    assert mem.wstr(at - 6000) == "w" * 3000 + "xyz"


def test_a_long_string_is_read_in_chunks():
    mem = _mem()
    mem.write(0x10000, ("q" * 4000).encode("utf-16-le") + b"\0\0")
    reads = []
    real = mem.uc.mem_read
    mem.uc.mem_read = lambda a, n: (reads.append(n), real(a, n))[1]
    try:
        assert mem.wstr(0x10000) == "q" * 4000
    finally:
        del mem.uc.mem_read
    assert len(reads) < 20
