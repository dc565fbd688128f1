"""msvcp140.dll, Visual C++ 2015-2022's C++ library (dlls/msvcp140/): ``msvcp140.exe``
(guests/tests/msvcp140.c) calls its mutex and condition C API (with a second thread),
_Lockit and its throwers, and catches what they throw through a try block laid out as
Visual C++ lays one out (__CxxFrameHandler3 matching handler types by decorated name), drives a
basic_streambuf<char> whose vtable a derived class overrides, and asks for the
codecvt<char, char> facet and _Locinfo;
EXPECTED is what the same binary prints under Wine 8 (``xvfb-run -a wine msvcp140.exe``)
but where noted.
"""

from paths import guest_exe

#: Wine 8's lines, but for these. Wine 8's msvcp140 has no _Xbad_function_call and no
#: _Throw_Cpp_error (its stubs raise an exception the catch (...) takes); ours throw
#: std::bad_function_call and std::system_error as the Visual C++ 2022 library does.
#: Its _Syserror_map has the older table ("unknown error" for 0, "resource deadlock
#: avoided"); ours is the 2022 library's ("success", "resource deadlock would occur").
EXPECTED = [
    'msvcp140 loaded: 1',
    'constexpr mutex: lock=0 owns=1',
    '  unlock=0 owns=0',
    'recursive mutex: init=0 non-null=1',
    '  lock=0 trylock=0 owns=1',
    '  thread: trylock of a held mutex=3 owns=0',
    '  unlock=0 owns=1',
    '  unlock=0 owns=0',
    'try mutex: init=0 lock=0 trylock again=3 owns=1',
    '  unlock=0 owns=0',
    'condition: init=0',
    '  thread: owns=1, signalling',
    '  woken: wait=0 ready=1 owns=1',
    '  broadcast with no waiter=0',
    '_Thrd_id is GetCurrentThreadId: 1',
    '_Lockit: kind 2 and 2 held',
    '_Lockit: released',
    'streambuf: areas empty=1 locale=1 global=1',
    '  sgetc=h sbumpc=h snextc=l',
    '  xsgetn(6)=6 "llo, s"',
    '  xsgetn(10) at the end=6 "treams" sgetc=-1',
    '  xsputn(14)=10 sink="abcdefghij"',
    '  showmanyc=0 sync=0',
    '  getloc is the global locale: 1',
    'locale::_Init: same as global=1',
    'codecvt: _Getcat=2 facet=1 always_noconv=1 in=3 mid1=0 mid2=0',
    '  unshift=3 mid2=0',
    '_Locinfo(all, "C"): C',
    '_Locinfo(all, "Klingon"): *',
    '  no throw (x)',
    'nothing thrown: 0',
    '  caught logic_error&: .?AVlength_error@std@@ what="string too long"',
    '_Xlength_error: 1',
    '  caught logic_error&: .?AVout_of_range@std@@ what="invalid string position"',
    '_Xout_of_range: 1',
    '  caught exception&: .?AVruntime_error@std@@ what="a runtime error"',
    '_Xruntime_error: 1',
    '  caught exception&: .?AVbad_alloc@std@@ what="bad allocation"',
    '_Xbad_alloc: 1',
    # Wine 8: unimplemented, "caught ..."
    '  caught exception&: .?AVbad_function_call@std@@ what="bad function call"',
    '_Xbad_function_call: 1',
    # Wine 8: unimplemented, "caught ..." (both)
    '  caught exception&: .?AVsystem_error@std@@ what="resource deadlock would occur: '
    'resource deadlock would occur"',
    '_Throw_Cpp_error(5): 1',
    '  caught exception&: .?AVsystem_error@std@@ what="device or resource busy: device or '
    'resource busy"',
    '_Throw_Cpp_error(0): 1',
    '  caught length_error by value: .?AVlength_error@std@@ what="by value"',
    'length_error by value: 1',
    '  caught ...',
    'out_of_range by catch(...): 1',
    'vbtables: istream 24, ostream 8, iostream 32 and 16',
    'iostream: basic_ios at 32, ostream vbase at 16',
    "  state=0 except=0 flags=0x201 prec=6 wide=0 strbuf=1 tie=0 fill=' '",
    '  _Ipfx skips white space: 1, next=w',
    '  _Ipfx(noskip): 1',
    '  flush: syncs=1 state=0',
    '  _Osfx without and with unitbuf: syncs=2',
    "  widen('x')=x",
    '  imbue: old is global=1',
    '  _Ipfx at the end: 1 state=0',
    # Wine 8: what="badbit is set" (the 2022 library's message, with io_errc::stream's)
    '  caught exception&: .?AVfailure@ios_base@std@@ what="ios_base::badbit set: iostream '
    'stream error"',
    'setstate(badbit) with exceptions(badbit): 1',
    '  state=4',
    'istream: basic_ios at 24 state=0',
    'ostream: basic_ios at 8 state=0 buffer 1',     # basic_ostream's own constructor
    '_Fiopen(in) of a missing file: 0',
    '_Fiopen(out|trunc): 1',
    '_Fiopen(in|ate): 1 at 3',
    '_Fiopen(in|trunc): 0',
    'time_put: _Getcat=5 facet=1',
    '  put: "2026-12-06 07:05:09|Sun Dec|06%" failed=0 state=0',
    '  put into a full buffer: "2026" failed=1',
    # Wine 8: 0=unknown error 36=resource deadlock avoided
    '_Syserror_map: 0=success 36=resource deadlock would occur 2=no such file or directory'
    ' 9999=unknown error',
    '_Winerror_map: 2=2 5=13 183=17 10060=138 12345=0',
    'done',
]

#: ``msvcp140.exe extra``: what Wine 8's msvcp140 cannot do (it faults in the destructor
#: of a basic_ios never init()ed, and on time_put's unknown conversions): the lines are
#: the 2022 library's behaviour (the default constructor zeroes every field; an unknown
#: conversion is copied, a trailing % written as %%, an out-of-range field as ?).
EXTRA = EXPECTED[:EXPECTED.index("  _Ipfx at the end: 1 state=0")] + [
    'basic_ios(): state=0 strbuf=0',
    'time_put: _Getcat=5 facet=1',
    '  put: "26|6|%|%q|%" failed=0 state=0',
    '  put with tm_mon=12: "[? 06]" state=0',
    '  put into a full buffer: "2026" failed=1',
] + EXPECTED[-3:]                    # the error maps and "done"


def _run(boot, tmp_path, args=""):
    vm = boot(guest_exe("msvcp140"), settle=False, vfs_root=str(tmp_path / "vfs"),
              args=args).vm
    for _ in range(500):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    return vm.stdout_log


def test_the_msvcp140_guest_prints_what_wine_prints(boot, tmp_path):
    assert _run(boot, tmp_path) == EXPECTED


def test_a_bare_basic_ios_is_destroyed_and_time_put_copies_what_it_cannot_convert(
        boot, tmp_path):
    assert _run(boot, tmp_path, "extra") == EXTRA


#: ``msvcp140_c.exe`` (guests/tests/msvcp140_c.c), the C functions at both widths (and
#: _Lockit's members and _Syserror_map under their x64 names in the 64-bit build) and the
#: UCRT's that the C++ library's programs call: what 32-bit and 64-bit Wine 8 print, line
#: for line (the FILE's fields at the program's width).
C_EXPECTED = [
    'msvcp140 loaded: 1',
    'recursive mutex: init=0 lock=0 trylock=0 owns=1',
    'thread: trylock of a held mutex=3 owns=0',
    'unlock=0 owns=1 unlock=0 owns=0',
    'condition: init=0',
    'thread: owns=1, signalling',
    'woken: wait=0 ready=1 owns=1',
    '_Thrd_id is GetCurrentThreadId: 1',
    'static _Lockit: taken twice and released',
    '_Lockit objects: kinds 3 and 3',
    '_Syserror_map: 2=no such file or directory 9999=unknown error',
    'set_new_handler: previous=0 then ours=1',
    '_Winerror_map: 2=2 5=13 183=17 12345=0',
    'copy of a literal: shared=1 do_free=0',
    'copy of an owned message: shared=0 do_free=1 text=a literal',
    'destroyed: what=0 do_free=0',
    '_set_abort_behavior: 3 then 2',
    '_set_error_mode: report=0 set=0 report=1 set=1',
    '_get_stream_buffer_pointers=0: base at {base}, ptr at 0, count at {count}',
    'only ptr: 0',
    'done',
]


def test_the_c_functions_at_both_widths_print_what_wine_prints(boot, tmp_path, width):
    vm = boot(guest_exe("msvcp140_c", width), settle=False,
              vfs_root=str(tmp_path / "vfs")).vm
    for _ in range(500):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.machine.fault is None, vm.machine.fault
    ptr = width
    assert vm.stdout_log == [line.format(base=2 * ptr, count=ptr) for line in C_EXPECTED]
    assert vm.machine.exited and vm.machine.exit_code == 0
