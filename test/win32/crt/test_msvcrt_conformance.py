"""Behaviours Wine's msvcrt conformance tests (dlls/msvcrt/tests, run by
bench/conformance.py) found missing or wrong, each checked here as Windows has it (the
same checks pass under Wine 8 in that bench: its column is the oracle).
"""

import struct

import pytest

from apicall import call_api, narrow


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def _errno(vm):
    return vm.mem.u32(vm.data_var("msvcrt.dll", "errno_cell"))


def _s32(v):
    return v - (1 << 32) if v & 0x80000000 else v


# -- heap.c ---------------------------------------------------------------------------------
def test_the_small_block_threshold_rounds_up_to_a_paragraph_and_stops_at_1016(vm):
    assert call_api(vm, "msvcrt.dll", "_get_sbh_threshold") == 0
    for size, kept in ((1, 16), (8, 16), (1000, 1008), (0, 0)):
        assert call_api(vm, "msvcrt.dll", "_set_sbh_threshold", size) == 1
        assert call_api(vm, "msvcrt.dll", "_get_sbh_threshold") == kept
    assert call_api(vm, "msvcrt.dll", "_set_sbh_threshold", 1017) == 0


def test_realloc_to_zero_frees_and_answers_null(vm):
    p = call_api(vm, "msvcrt.dll", "malloc", 10)
    assert call_api(vm, "msvcrt.dll", "realloc", p, 0) == 0
    assert call_api(vm, "msvcrt.dll", "realloc", 0, 0) != 0     # malloc(0): a block


def test_calloc_whose_product_overflows_is_null_with_enomem(vm):
    assert call_api(vm, "msvcrt.dll", "calloc", 0x7FFFFFFF, 0x7FFFFFFF) == 0
    assert _errno(vm) == 12


@pytest.mark.parametrize("dll", ["msvcrt.dll", "ucrtbase.dll"])
def test_aligned_malloc_takes_alignment_zero_as_the_heaps_own(vm, dll):
    p = call_api(vm, dll, "_aligned_malloc", 256, 0)
    assert p and p % 4 == 0
    call_api(vm, dll, "_aligned_free", p)
    assert call_api(vm, dll, "_aligned_offset_malloc", 256, 0, 16) != 0


# -- signal.c -------------------------------------------------------------------------------
def test_pxcptinfoptrs_answers_a_cell_that_starts_null(vm):
    cell = call_api(vm, "msvcrt.dll", "__pxcptinfoptrs")
    assert cell and vm.mem.u32(cell) == 0
    assert call_api(vm, "ucrtbase.dll", "__pxcptinfoptrs") == cell


# -- time.c ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["_strdate_s", "_strtime_s"])
def test_strdate_s_wants_nine_characters(vm, name):
    assert call_api(vm, "msvcrt.dll", name, 0, 1) == 22 and _errno(vm) == 22
    buf = narrow(vm, "xx")
    assert call_api(vm, "msvcrt.dll", name, buf, 8) == 34 and _errno(vm) == 34
    assert vm.mem.read(buf, 2) == b"\0x"
    assert call_api(vm, "msvcrt.dll", name, buf, 9) == 0
    assert len(vm.mem.cstr(buf)) == 8


def _zone(vm):
    mem = vm.mem
    names = vm.data_var("msvcrt.dll", "_tzname")
    return (_s32(mem.u32(vm.data_var("msvcrt.dll", "_timezone"))),
            mem.u32(vm.data_var("msvcrt.dll", "_daylight")),
            _s32(mem.u32(vm.data_var("msvcrt.dll", "_dstbias"))),
            mem.cstr(mem.u32(names)), mem.cstr(mem.u32(names + 4)))


def test_the_zone_variables_hold_pst8pdt_until_tzset(vm):
    assert _zone(vm) == (28800, 1, -3600, "PST", "PDT")
    call_api(vm, "msvcrt.dll", "_tzset")
    assert _zone(vm)[:3] == (0, 0, 0)


def test_tzset_reads_the_tz_variable(vm):
    call_api(vm, "msvcrt.dll", "_putenv", narrow(vm, "TZ=xxx+1yyy"))
    call_api(vm, "msvcrt.dll", "_tzset")
    assert _zone(vm) == (3600, ord("y"), -3600, "xxx", "yyy")
    vm.mem.w32(vm.data_var("msvcrt.dll", "_dstbias"), 0)
    call_api(vm, "msvcrt.dll", "_putenv", narrow(vm, "TZ=xxx+1:3:5zzz"))
    call_api(vm, "msvcrt.dll", "_tzset")
    assert _zone(vm)[:3] == (3785, ord("z"), 0)
    call_api(vm, "msvcrt.dll", "_putenv", narrow(vm, "TZ=abc-2"))
    call_api(vm, "msvcrt.dll", "_tzset")
    assert _zone(vm)[:2] == (-7200, 0)


def test_asctime_of_a_year_past_9999_writes_the_character_after_nine(vm):
    tm = vm.heap.alloc(36)
    for year in (8100, 264100):
        vm.mem.write(tm, struct.pack("<9i", 41, 58, 2, 28, 10, year, 3, 0, 0))
        text = vm.mem.cstr(call_api(vm, "msvcrt.dll", "asctime", tm))
        assert text == "Wed Nov 28 02:58:41 :000\n"
