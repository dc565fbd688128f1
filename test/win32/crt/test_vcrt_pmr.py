"""MSVCP140_1's std::pmr memory resources and VCRUNTIME140's __std_type_info_* functions
(guests/tests/vcrt_pmr.c), both widths. The expected lines are what Wine 8 prints for
each build (its own msvcp140_1 and vcruntime140), but the hash, which is the width's FNV-1a.
Qt5Core.dll imports _Aligned_get_default_resource; every Qt 5 tool built by Visual C++
calls __std_type_info_destroy_list as it exits (uic, lrelease...)."""

from paths import guest_exe

EXPECTED = [
    "loaded: 1 1",
    "default is aligned new/delete: 1",
    "unaligned default is the unaligned one: 1",
    "distinct: 1 1 1",
    "is_equal: self 1, other 0",
    "aligned allocate: 1 1, 64-aligned 1",
    "unaligned allocate: 1, 8-aligned 1",
    "set null: previous aligned 1, default null 1 1",     # one default for both modes
    "set NULL: previous null 1, default 1 1",             # NULL: new/delete again
    "set unaligned: previous 1, default 1",
    "name: \"class Foo\" again same 1, kept 1",
    "name: \"class Bar\" \"struct detail::node\"",
    "list: 1",                                            # the names' blocks on the list
    "compare: same 0, equal names 0, Foo/Bar 1, Bar/Foo 1",
    None,                                                 # the hash: per width, below
    "destroyed",
]
HASH = {4: "hash: e62c7c0b cf2d430e equal 1",            # 32-bit FNV-1a
        8: "hash: 7d8a9516 a2438ac5 equal 1"}            # 64-bit, high half folded in


def test_memory_resources_and_type_info_helpers_answer_as_wine(boot, width):
    d = boot(guest_exe("vcrt_pmr", width), settle=False)
    for _ in range(20):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == [HASH[width] if x is None else x for x in EXPECTED]
    assert d.vm.machine.exit_code == 0
