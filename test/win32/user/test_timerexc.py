"""Exceptions raised inside a TimerProc (kernel/callguard.py; issue 23, msg.c's
test_timers_exceptions): DispatchMessage calls a WM_TIMER's callback inside a handler
that takes and drops every exception it lets out, at both widths: a CPU fault or a
RaiseException of any code ends the callback, DispatchMessage answers 0 and the program
goes on; vectored handlers see the exception first; a frame of the callback's own is
asked, then unwound (called again with EXCEPTION_UNWINDING); the program's own frame
around DispatchMessage sees nothing, and finds its registers and (32-bit) ``fs:[0]`` as
they were.

test/exe/timerexc.exe and test/exe64/timerexc.exe (guests/tests/timerexc.c) print the
counts; GUARDED is what both print under Wine 8 (``xvfb-run -a wine``). Wine 8 lacks
UOI_TIMERPROC_EXCEPTION_SUPPRESSION (SetUserObjectInformationW fails with
ERROR_INVALID_PARAMETER there); the last lines are what Microsoft documents: the call
succeeds, and with the handler gone the exception reaches the program's frame around
DispatchMessage, whose handler continues it (RaiseException returns).
"""

from paths import guest_exe

GUARDED = ['  DispatchMessage: 0',
           'plain c0000005: count=1 inner=0/0 outer=0/0 vectored=1',
           '  DispatchMessage: 0',
           'plain 80000003: count=1 inner=0/0 outer=0/0 vectored=1',
           '  DispatchMessage: 0',
           'plain c000001d: count=1 inner=0/0 outer=0/0 vectored=1',
           '  DispatchMessage: 0',
           'plain e000beef: count=1 inner=0/0 outer=0/0 vectored=1',
           '  DispatchMessage: 0',
           'plain e0000001: count=1 inner=0/0 outer=0/0 vectored=1',
           '  DispatchMessage: 0',
           'framed e0000001: count=1 inner=1/1 outer=0/0 vectored=1',
           '  DispatchMessage: 0',
           'framed c0000005: count=1 inner=1/1 outer=0/0 vectored=1',
           'loop: message 0113 count=1']
# documented, not Wine 8's (see above): 3735928559 is the 0xdeadbeef the call leaves
SUPPRESSION_OFF = ['suppression off: 1 err=3735928559',
                   'unguarded e0000001: count=1101 inner=0/0 outer=1/0 vectored=1',
                   'done']


def test_timerproc_exceptions_are_taken_by_dispatchmessage(boot, width):
    d = boot(guest_exe("timerexc", width), settle=False)
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == GUARDED + SUPPRESSION_OFF
