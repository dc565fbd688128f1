"""GetMessage and PeekMessage given a handle that is no window (dlls/user32/main.py;
issue 23, msg.c's test_invalid_window, where wineagent's GetMessage waited for ever):
GetMessage answers -1 and PeekMessage FALSE, with ERROR_INVALID_WINDOW_HANDLE; NULL and
-1 stay valid filters, and -1 takes the messages posted to no window
(user/wm_queue.py filter_takes; it took none before).

test/exe/msgbadwnd.exe and test/exe64/msgbadwnd.exe (guests/tests/msgbadwnd.c);
EXPECTED is what both print under Wine 8 (``xvfb-run -a wine``).
"""

from paths import guest_exe

EXPECTED = ['GetMessage(0xdeadbeef): -1 err=1400',
            'PeekMessage(0xdeadbeef): 0 err=1400',
            'GetMessage(destroyed): -1 err=1400',
            'PeekMessage(destroyed): 0 err=1400',
            'PeekMessage(NULL): 0 err=3735928559',
            'PeekMessage(-1): 0 err=3735928559',
            'GetMessage(-1): 1 0400']


def test_message_retrieval_refuses_no_window(boot, width):
    d = boot(guest_exe("msgbadwnd", width), settle=False)
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
