"""MSVCP140's thread API and basic_streambuf's / ios_base's accessors at both widths
(issue 23: cppcheck 2.22.0, 32-bit, stopped at ``basic_streambuf<char>::pptr``; clangd
22.1.1, 64-bit, at ``_Thrd_join``).

test/exe/msvcp_thrd.exe and test/exe64/x64_msvcp_thrd.exe (guests/tests/msvcp_thrd.c, one
source) run _Thrd_create / _Thrd_join (exit code, handle closed), _Thrd_start,
_Thrd_detach, _Thrd_current / _Thrd_equal / _Thrd_id, std::notify_all_at_thread_exit's
registrations, a buffer's areas through _Init, setg, setp, gbump, pbump and eback ...
epptr (char and wchar_t), and ios_base's flags, setf, unsetf, width, precision and state
members.

The lines are Wine 8's but for these: Wine's _Thrd_current answers a handle of the thread
where Windows' library (cthread.cpp, "TRANSITION, ABI") gives none; and Wine's
_Thrd_create runs the function without calling _Cnd_do_broadcast_at_thread_exit after
it, which Windows' runner does, so a registration made on that thread is not honoured
at its end under Wine ("ready 0").
"""

from paths import guest_exe

EXPECTED32 = [
    '_Thrd_create 0, handle 1, id 1',
    "_Thrd_join 0, code 42, child's _Thrd_id is the id 1",
    "  child's _Thrd_current: no handle 1, its id 1",  # Wine 8: no handle 0
    '  handle closed: GetExitCodeThread 0',
    '_Thrd_start 0',
    '  exit code 21, _Thrd_detach 4, again 0',
    '_Thrd_current: no handle 1, id is GetCurrentThreadId 1, _Thrd_id 1',  # Wine 8: no handle 0
    '_Thrd_equal same 1, other 0',
    '_Thrd_join of no thread 4',
    'notify at thread exit: ready 1',  # Wine 8: ready 0
    'unregistered: ready 0',
    '_Init(): igfirst own 1, gfirst 00000000, gptr 00000000 egptr 00000000 pptr 00000000',
    'setg(d, d+2, d+10): eback 0 gptr 2 egptr 10 count 8',
    'gbump(3): gptr 5 egptr 10 count 5',
    'gbump(-1): gptr 4 count 6',
    'setp(d+4, d+12): pbase 4 pptr 4 epptr 12 count 8',
    'setp(d, d+5, d+6), pbump(1): pbase 0 pptr 6 epptr 6 count 0',
    '_Init(6 places): gptr 1 egptr 10 pptr 3 epptr 7, own gptr kept 4',
    'wchar_t setg(w, w+1, w+5), gbump(2): eback 0 gptr 3 egptr 5 count 2',
    'flags(0x12345): old 0 now 0x2345',
    'setf(0x10004): old 0x2345 now 0x2345',
    'setf(0x800, 0xe00): old 0x2345 now 0x2945',
    'unsetf(4): 0x2941',
    'width(12): old 0 now 12; precision(-3): old 0 now -3',
    'state 1: rdstate 1 good 0 eof 1 fail 0 bad 0 ! 0 bool 1',
    'state 4: good 0 eof 0 fail 1 bad 1 ! 1 bool 0',
    'done',
]

EXPECTED64 = [
    '_Thrd_create 0, handle 1, id 1',
    "_Thrd_join 0, code 42, child's _Thrd_id is the id 1",
    "  child's _Thrd_current: no handle 1, its id 1",  # Wine 8: no handle 0
    '  handle closed: GetExitCodeThread 0',
    '_Thrd_start 0',
    '  exit code 21, _Thrd_detach 4, again 0',
    '_Thrd_current: no handle 1, id is GetCurrentThreadId 1, _Thrd_id 1',  # Wine 8: no handle 0
    '_Thrd_equal same 1, other 0',
    '_Thrd_join of no thread 4',
    'notify at thread exit: ready 1',  # Wine 8: ready 0
    'unregistered: ready 0',
    '_Init(): igfirst own 1, gfirst 0000000000000000, gptr 0000000000000000 egptr 0000000000000000 pptr 0000000000000000',
    'setg(d, d+2, d+10): eback 0 gptr 2 egptr 10 count 8',
    'gbump(3): gptr 5 egptr 10 count 5',
    'gbump(-1): gptr 4 count 6',
    'setp(d+4, d+12): pbase 4 pptr 4 epptr 12 count 8',
    'setp(d, d+5, d+6), pbump(1): pbase 0 pptr 6 epptr 6 count 0',
    '_Init(6 places): gptr 1 egptr 10 pptr 3 epptr 7, own gptr kept 4',
    'wchar_t setg(w, w+1, w+5), gbump(2): eback 0 gptr 3 egptr 5 count 2',
    'flags(0x12345): old 0 now 0x2345',
    'setf(0x10004): old 0x2345 now 0x2345',
    'setf(0x800, 0xe00): old 0x2345 now 0x2945',
    'unsetf(4): 0x2941',
    'width(12): old 0 now 12; precision(-3): old 0 now -3',
    'state 1: rdstate 1 good 0 eof 1 fail 0 bad 0 ! 0 bool 1',
    'state 4: good 0 eof 0 fail 1 bad 1 ! 1 bool 0',
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


def test_threads_and_accessors_x86(boot, tmp_path):
    assert _run(boot, tmp_path, "msvcp_thrd") == EXPECTED32


def test_threads_and_accessors_x64(boot, tmp_path):
    assert _run(boot, tmp_path, "x64_msvcp_thrd") == EXPECTED64
