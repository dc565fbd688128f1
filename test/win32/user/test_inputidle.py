"""WaitForInputIdle over the session's processes (user/inputidle.py; docs/user.md
"Input idle"): idlewait.exe (guests/tests/idlewait.c, a GUI program) starts itself as a
child in several modes and asks whether the child is idle once it reached the point to
judge. Idle: a wait on the queue (MsgWaitForMultipleObjects, GetMessage finding
nothing, in any thread of the process), a PeekMessage for the thread's own messages
(hWnd -1 or HWND_BROADCAST) finding nothing, a timer's WM_TIMER. Not idle: PeekMessage
of hWnd 0 or HWND_BOTTOM finding nothing, Sleep. A process that ends during the wait
ends it with 0; afterwards, and for the current process, WAIT_FAILED with the last
error untouched (0xdead = 57005); a bad handle or another object's, ERROR_INVALID_HANDLE.
Once idle, a second call returns 0 at once (idleness is never reset). First, a
PeekMessage given no MSG takes the message and fails with ERROR_NOACCESS (msg.c's
test_messages), as Wine 8 and Windows 2000 on.

EXPECTED is what the same binaries print under Wine 8 at both widths
(``xvfb-run -a wine idlewait.exe``, and 64-bit Wine for test/exe64), line for line.
"""

from paths import guest_exe

EXPECTED = [
    'PeekMessage(NULL): 0 err=998',         # no MSG to write: ERROR_NOACCESS, still taken
    'next: 1 is-user+1=1',
    'current: ffffffff err=57005',
    'bad handle: ffffffff err=6',
    'event handle: ffffffff err=6',
    'peek0: started=1 idle=00000102',
    'peek0: after exit=ffffffff err=57005',
    'msgwait: started=1 idle=00000000 again=00000000',
    'msgwait: after exit=ffffffff err=57005',
    'peekown: started=1 idle=00000000 again=00000000',
    'peekown: after exit=ffffffff err=57005',
    'getmsg: started=1 idle=00000000 again=00000000',
    'getmsg: after exit=ffffffff err=57005',
    'timer: started=1 idle=00000000 again=00000000',
    'timer: after exit=ffffffff err=57005',
    'exit: started=1 idle=00000000 again=ffffffff',
    'exit: after exit=ffffffff err=57005',
    'sleep: started=1 idle=00000102',
    'sleep: after exit=ffffffff err=57005',
    'broadcast: started=1 idle=00000000 again=00000000',
    'broadcast: after exit=ffffffff err=57005',
    'thread: started=1 idle=00000000 again=00000000',
    'thread: after exit=ffffffff err=57005',
    'done',
]


def test_wait_for_input_idle_of_children(boot, tmp_path, width):
    d = boot(guest_exe("idlewait", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
