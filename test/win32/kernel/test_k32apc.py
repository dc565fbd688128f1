"""User APCs (Wine 8's kernel32 conformance sync.c stopped at its first test on
ntdll's NtQueueApcThread; docs/compat.md "kernel32 conformance"): QueueUserAPC,
NtQueueApcThread and NtTestAlert queue to a thread's APC queue, which its alertable
waits run in order (kernel/overlapped.py), ntdll's too (STATUS_USER_APC); an object
already signaled satisfies an alertable wait before the APCs run. SignalObjectAndWait (sync.c's next stop): signal
an event, semaphore or owned mutex, then wait, alertably too. BindIoCompletionCallback
(its next): an overlapped handle's completions call the callback on the pool's worker.

test/exe/k32apc.exe (guests/tests/k32apc.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (its x86-64 build prints the same under
64-bit Wine), but these: an alertable NtDelayExecution that no APC ends returns
STATUS_SUCCESS, as KeDelayExecutionThread is documented to (Wine answers STATUS_TIMEOUT);
WaitForMultipleObjects and NtWaitForMultipleObjects refuse the current process's and
thread's pseudo-handles (WAIT_FAILED with ERROR_INVALID_HANDLE, STATUS_INVALID_HANDLE), as
Wine's sync.c says Windows does (its todo_wine; Wine waits on them).
Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'ended thread: QueueUserAPC 0 error 31',
    'ended thread: NtQueueApcThread 0xc0000001',
    'NULL handle: QueueUserAPC 0 error 6',
    'queued: 1, run yet: ""',
    'SleepEx not alertable 0 order ""',
    'SleepEx alertable 192 order "abcde"',
    'again 0',
    'NULL routine: 0',
    'after a NULL routine: SleepEx 0',
    'signaled event, APC queued: 0 order "abcde"',
    'NtTestAlert 0 order "abcdefg"',
    'NtTestAlert again 0',
    'NtWaitForSingleObject not alertable 0x102 order "abcdefg"',
    'NtWaitForSingleObject alertable 0xc0 order "abcdefgj"',
    'NtDelayExecution alertable 0xc0 order "abcdefgjk"',
    'NtDelayExecution alertable, none queued 0',   # Wine: 0x102 (STATUS_TIMEOUT)
    'WaitForMultipleObjects(pseudo 0): -1 error 6',    # Wine: 258 error 3735928559
    'NtWaitForMultipleObjects(pseudo 0): 0xc0000008',  # Wine: 0x102
    'WaitForMultipleObjects(pseudo 1): -1 error 6',    # Wine: 258 error 3735928559
    'NtWaitForMultipleObjects(pseudo 1): 0xc0000008',  # Wine: 0x102
    'WaitForSingleObject(current thread, 10): 258',
    'OpenWaitableTimer(no name): 0 error 87',
    'OpenWaitableTimer(missing): 0 error 2',
    'handle with tag bits 1: 0 error 0xdeadbeef',
    'handle with tag bits 2: 0 error 0xdeadbeef',
    'handle with tag bits 3: 0 error 0xdeadbeef',
    'critical section: DebugInfo set 1, after DeleteCriticalSection 0',
    'InitOnce failed with a context: 0 error 87 state 0x1',
    'InitOnce done: 1 state 0xdeadbee2',
    'InitOnce failed, not begun: 0 error 31',
    'InitOnce asynchronous, failed synchronously: 0 error 87 state 0x3',
    'InitOnce asynchronous, done synchronously: 0 error 87',
    'InitOnce asynchronous done: 1 state 0x1002',
    'other thread: SleepEx 192 order abcdefgjkh',
    'SignalObjectAndWait NULL, NULL: -1 error 6',
    'SignalObjectAndWait event, NULL: -1 error 6',
    '  event after: 258',
    'SignalObjectAndWait NULL, event: -1 error 6',
    'SignalObjectAndWait event, itself: 0 error 0',
    '  event after: 258',
    'SignalObjectAndWait event, reset event: 258 error 0',
    '  event after: 0',
    'SignalObjectAndWait semaphore 0/1, semaphore 1/1: 0 error 0',
    'SignalObjectAndWait full semaphore: -1 error 298',
    '  semaphore count was -1',
    'SignalObjectAndWait mutex not owned: -1 error 288',
    'SignalObjectAndWait owned mutex, reset event: 258 error 0',
    '  mutex free again: 0',
    'SignalObjectAndWait alertable, APC queued: 192 error 0',
    '  order "abcdefgjkhi"',
    'SignalObjectAndWait file, file: -1 error 6',
    'Bind, not overlapped: 0 error 87',
    'Bind, overlapped: 1',
    'WriteFile 1, callback: wait 0 error 0 bytes 4 own overlapped 1 other thread 1',
    'Bind again: 0 error 87',
    'Bind NULL handle: 0 error 6',
]


def test_user_apcs(boot, tmp_path, width):
    d = boot(guest_exe("k32apc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
