"""CPUID without SSE4.2 (machine/cpuid.py; issue 23, "Programs in the wild (session 31)",
docs/runtimes.md): cppcheck 2.22's Visual C++ build looped for ever on a file with a
finding. Visual C++'s library searches a string with PCMPESTRI when CPUID offers SSE4.2,
and Unicorn's "equal ordered" mode misses a needle prefix at a 16-byte block's end, so
std::string::find never found "{inconclusive:inconclusive: }" and cppcheck's
findAndReplace loop never ended.

test/exe/sse42_search.exe (guests/tests/sse42_search.c) reads CPUID, searches a string
as the library does (its SSE4.2 search where CPUID offers it, byte by byte where not) and
prints each position beside the byte-by-byte one; where CPUID offers SSE4.2 it also
prints the raw instruction's answer for a prefix at a block's end. Wine 8's lines, 32-
and 64-bit, but for that last line: Wine runs on the host's processor, which has SSE4.2
("pcmpestri tail: index 12 carry 1"); here CPUID says no. Before the fix the first
search answered -1 and the raw line was "index 16 carry 0".
"""

from paths import guest_exe

from wineagent.machine import cpuid

EXPECTED = [
    'cpuid sse2 1 sse4.1 1',
    'find {inconclusive:inconclusive: }    79 (plain 79)',
    'find {inconclusive:                   24 (plain 24)',
    'find {severity}                       39 (plain 39)',
    'find [{id}]\\n{code}                   119 (plain 119)',
    'find not there at all, not there      -1 (plain -1)',
    'pcmpestri tail: no SSE4.2',         # Wine (the host's processor): index 12 carry 1
    'done',
]


def test_sse42_search(boot, tmp_path, width):
    d = boot(guest_exe("sse42_search", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED


def test_other_leaves_are_unicorns():
    """Only leaf 1's SSE4.2 bit differs from Unicorn's own answer: the vendor (leaf 0)
    and leaf 1's other bits are the engine's."""
    from unicorn import UC_MODE_32, UC_MODE_64
    for mode in (UC_MODE_32, UC_MODE_64):
        assert cpuid.answer(mode, 0, 0) == cpuid._unicorn(mode, 0, 0)
        mine, theirs = cpuid.answer(mode, 1, 0), cpuid._unicorn(mode, 1, 0)
        assert theirs[2] & cpuid.SSE42 and not mine[2] & cpuid.SSE42
        assert mine[2] | cpuid.SSE42 == theirs[2]
        assert (mine[0], mine[1], mine[3]) == (theirs[0], theirs[1], theirs[3])
