"""Overlapped I/O (issue 23; docs/files-registry.md "Overlapped I/O"): a disk file opened
with FILE_FLAG_OVERLAPPED, overlapped named pipes between two threads (a pending read
completed by a later write, through an event and GetOverlappedResult and through an I/O
completion port), ReadFileEx / WriteFileEx completion routines run by alertable waits
(SleepEx, WaitForSingleObjectEx, MsgWaitForMultipleObjectsEx), a read without an event
(the handle is signaled), GetOverlappedResultEx's timeout, CancelIoEx of a pending
read, a read after the writer closed; then RegisterWaitForSingleObject (Qt's
QWinEventNotifier), repeating and WT_EXECUTEONLYONCE with a timeout; CancelSynchronousIo
of a thread blocked in ReadFile on an anonymous pipe.

test/exe/ovlio.exe (guests/tests/ovlio.c) prints a line per check; the expected lines are
what the same binary prints under Wine 8, 32- and 64-bit alike, but for two lines where
Wine's answer is one Windows documents as possible and ours the other (a disk file's
operations complete at once here):
- a read at offset 100 of a 10-byte file: FALSE with ERROR_HANDLE_EOF (38) at once; Wine
  answers ERROR_IO_PENDING (997), the OVERLAPPED then holding STATUS_END_OF_FILE;
- a write with no event: TRUE at once; Wine answers FALSE (pending), GetOverlappedResult
  then giving the same 2 bytes.
"""

from paths import guest_exe

EXPECTED = [
    'CreateFile(FILE_FLAG_OVERLAPPED): 1',
    'write at 4: ok=1 n=6 event=0 internal=0 high=6',
    'size=10 pointer=0',
    'read at 6: ok=1 n=3 event=0 [cde]',
    'read at 100: ok=0 err=38 internal=c0000011',      # Wine: err=997
    'write without event: ok=1 handle=0',               # Wine: ok=0
    'GetOverlappedResult=1 n=2',
    'info=1',
    'pipe: server=1 client=1',
    'read empty: ok=0 err=997 pending=1 event=258',
    'GetOverlappedResult(no wait)=0 err=996',
    'after write: event=0 internal=0 high=5',
    'GetOverlappedResult=1 n=5 [hello]',
    'read ready: ok=1 n=5 event=0 [again]',
    'write: ok=1 n=4 event=0 internal=0',
    'client read: ok=1 n=4 [back]',
    'CreateIoCompletionPort: 1',
    'iocp read: ok=0 err=997',
    'GQCS(0)=0 err=258 ov=1',
    'GQCS=1 n=4 key=1234 same=1 [port]',
    'iocp read ready: ok=1 n=4 [sync]',
    'GQCS=1 n=4 key=1234 same=1',
    'SetFileCompletionNotificationModes=1',
    'read ready=1; GQCS=0 err=258',
    'read to cancel: ok=0 err=997',
    'CancelIoEx=1 event=0 internal=c0000120',
    'GetOverlappedResult=0 err=995 n=0',
    'GQCS=0 err=995 same=1',
    'CancelIoEx again=0 err=1168',
    'ReadFileEx=1 calls=0',
    'after write: calls=0 internal=0',
    'SleepEx(0, FALSE)=0 calls=0',
    'SleepEx(1000, TRUE)=192 calls=1 err=0 n=3 same=1 [apc]',
    'SleepEx(0, TRUE)=0 calls=1',
    'read without event: ok=0 err=997 handle=258',
    'GetOverlappedResultEx(10)=0 err=258',
    'after write: handle=0',
    'GetOverlappedResult=1 n=3 [nul]',
    'WriteFileEx=1 calls=0',
    'WaitForSingleObjectEx=192 calls=1 err=0 n=3',
    'server read: ok=1 n=3 [wfx]',
    'MsgWaitForMultipleObjectsEx=192 calls=2 n=3 [msg]',
    'read before close: ok=0 err=997',
    'after close: event=0 internal=c000014b',
    'GetOverlappedResult=0 err=109',
    'read after close: ok=0 err=109',
    'RegisterWaitForSingleObject=1 calls=0',
    'first: wait=0 calls=1 fired=0',
    'second: wait=0 calls=2 fired=0 event=258',
    'UnregisterWaitEx=1',
    'after unregister: calls=2',
    'timeout: ok=1 wait=0 calls=3 fired=1',
    'once: calls=3',
    'UnregisterWaitEx=1',
    'CancelSynchronousIo=1; read=0 err=995',
    'CancelSynchronousIo(ended thread)=0 err=1168',
    'CancelSynchronousIo(self)=0 err=1168',
    'bye',
]


def test_ovlio_lines_are_wines(boot, tmp_path, width):
    d = boot(guest_exe("ovlio", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
