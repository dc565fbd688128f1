"""MSVCP140's clocks, locale::id and throwers at both widths (issue 23: the x64 throwers
``_Xlength_error`` and ``_Xout_of_range`` are the msvcp140 imports most Qt 6 files name:
178 and 22 of the 435 PE files of PySide6's Qt, ``wineagent compat --census``).

test/exe/msvcp_more.exe and test/exe/x64_msvcp_more.exe (guests/tests/msvcp_more.c, one
source) compare _Xtime_get_ticks, _Query_perf_counter and _Query_perf_frequency with
kernel32's clocks, run std::call_once's _Execute_once (once; again after a callback
answering FALSE), number two locale::id objects (??Bid), at x86 make ctype<char> as
use_facet does (_Getcat on locale::classic(); its table, is, tolower, toupper, widen,
narrow, of a char and of a range), then call each thrower with a
vectored exception handler watching: it prints the C++ exception's record,
std::uncaught_exceptions() (0 there, as under Wine), its
catchable types and sizes (at x64 offsets from the image base in the record's fourth
parameter: the DLL here has no image, its tables lie below 4 GB and that base is 0),
the class its RTTI names (the x64 locator's pSelf gives its base back), what(), a copy
made by the catchable type's copy constructor, and destroys both; then it continues at
the next step from the context it changed.

The lines are Wine 8's but for these: ctype<char>'s table is the C runtime's "C" table
here, whose letters carry C1_ALPHA (0x100: 'A' is 0x181, as in the UCRT's), where
Wine 8's msvcp140 gives 0x081; Wine 8 has no _Xoverflow_error (its call ends
the program there), so the last throw's lines are ours. The handler resumes each
throw at the CONTEXT it changed (another function, another stack): at x86 it failed
before kernel32/seh.py ``raise_from_api`` resumed that context ("not thrown", "done").
"""

from paths import guest_exe

EXPECTED32 = [
    '_Xtime_get_ticks within a second of the system time: 1',
    "_Query_perf_frequency is QueryPerformanceFrequency's: 1",
    "_Query_perf_counter within a second of QueryPerformanceCounter's: 1",
    'id: first 1, second is the next 1, kept 1, stored 1, preset 77',
    'uncaught_exceptions() 0',
    'ctype<char>: category 2, facet 1, refs 0, id given 1',
    '  table: A 181 a 182 5 084 space 048 tab 028 ! 010 nul 020 0x80 000 0xe9 000',  # Wine: A 081 a 082
    "  is(alpha, 'x') 1 is(digit, 'x') 0 table() is it 1",
    '  tolower Q q toupper q Q widen z z narrow z z',
    '  tolower range <mixed 1!> end 8 toupper 5 <MIXED 1!> end 5',
    '  callback: pv first, ctx NULL',
    '_Execute_once: 1 1, calls 1, flag done 1',
    '  failing callback: 0, flag clear',
    '  callback: pv again, ctx NULL',
    '  then: 1, calls 2',
    '?_Xlength_error@std@@YAXPBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 3, types: .?AVlength_error@std@@(size 12) .?AVlogic_error@std@@(size 12) .?AVexception@std@@(size 12)',
    '  class .?AVlength_error@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    '?_Xout_of_range@std@@YAXPBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 3, types: .?AVout_of_range@std@@(size 12) .?AVlogic_error@std@@(size 12) .?AVexception@std@@(size 12)',
    '  class .?AVout_of_range@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    '?_Xinvalid_argument@std@@YAXPBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 3, types: .?AVinvalid_argument@std@@(size 12) .?AVlogic_error@std@@(size 12) .?AVexception@std@@(size 12)',
    '  class .?AVinvalid_argument@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    '?_Xruntime_error@std@@YAXPBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 3, types: .?AVruntime_error@std@@(size 12) .?AVexception@std@@(size 12)',
    '  class .?AVruntime_error@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    '?_Xbad_alloc@std@@YAXXZ: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 3, types: .?AVbad_alloc@std@@(size 12) .?AVexception@std@@(size 12)',
    '  class .?AVbad_alloc@std@@, what() "bad allocation"',
    '  copy is the buffer 1, its what() "bad allocation"',
    '  uncaught_exceptions() 0',
    '?_Xoverflow_error@std@@YAXPBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 3, types: .?AVoverflow_error@std@@(size 12) .?AVruntime_error@std@@(size 12) .?AVexception@std@@(size 12)',
    '  class .?AVoverflow_error@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    'done',
]

EXPECTED64 = [
    '_Xtime_get_ticks within a second of the system time: 1',
    "_Query_perf_frequency is QueryPerformanceFrequency's: 1",
    "_Query_perf_counter within a second of QueryPerformanceCounter's: 1",
    'id: first 1, second is the next 1, kept 1, stored 1, preset 77',
    'uncaught_exceptions() 0',
    '  callback: pv first, ctx NULL',
    '_Execute_once: 1 1, calls 1, flag done 1',
    '  failing callback: 0, flag clear',
    '  callback: pv again, ctx NULL',
    '  then: 1, calls 2',
    '?_Xlength_error@std@@YAXPEBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 4, types: .?AVlength_error@std@@(size 24) .?AVlogic_error@std@@(size 24) .?AVexception@std@@(size 24)',
    '  class .?AVlength_error@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    '?_Xout_of_range@std@@YAXPEBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 4, types: .?AVout_of_range@std@@(size 24) .?AVlogic_error@std@@(size 24) .?AVexception@std@@(size 24)',
    '  class .?AVout_of_range@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    '?_Xinvalid_argument@std@@YAXPEBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 4, types: .?AVinvalid_argument@std@@(size 24) .?AVlogic_error@std@@(size 24) .?AVexception@std@@(size 24)',
    '  class .?AVinvalid_argument@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    '?_Xruntime_error@std@@YAXPEBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 4, types: .?AVruntime_error@std@@(size 24) .?AVexception@std@@(size 24)',
    '  class .?AVruntime_error@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    '?_Xbad_alloc@std@@YAXXZ: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 4, types: .?AVbad_alloc@std@@(size 24) .?AVexception@std@@(size 24)',
    '  class .?AVbad_alloc@std@@, what() "bad allocation"',
    '  copy is the buffer 1, its what() "bad allocation"',
    '  uncaught_exceptions() 0',
    '?_Xoverflow_error@std@@YAXPEBD@Z: caught 0xe06d7363 flags 1 magic 0x19930520',
    '  params 4, types: .?AVoverflow_error@std@@(size 24) .?AVruntime_error@std@@(size 24) .?AVexception@std@@(size 24)',
    '  class .?AVoverflow_error@std@@, what() "a message"',
    '  copy is the buffer 1, its what() "a message"',
    '  uncaught_exceptions() 0',
    'done',
]


def _run(boot, tmp_path, name):
    d = boot(guest_exe(name), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(300):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    return d.vm.stdout_log


def test_clocks_ids_throwers_x86(boot, tmp_path):
    assert _run(boot, tmp_path, "msvcp_more") == EXPECTED32


def test_clocks_ids_throwers_x64(boot, tmp_path):
    assert _run(boot, tmp_path, "x64_msvcp_more") == EXPECTED64
