"""An overlapped named pipe's ConnectNamedPipe, as PuTTY 0.83's pageant.exe waits for its
clients (issue 23, "Programs in the wild", docs/runtimes.md; pageant stopped at
CreateNamedPipe with FILE_FLAG_OVERLAPPED): ERROR_IO_PENDING with the event reset, a
client's CreateFile completes it, CancelIo / CancelIoEx cancel it.

test/exe/wild_pipeconnect.exe (guests/tests/wild_pipeconnect.c) prints a line per step;
the expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
wild_pipeconnect.exe``; its x86-64 build prints the same under 64-bit Wine).
"""

from paths import guest_exe

EXPECTED = [
    'server=ok',
    'ConnectNamedPipe=0 error=997 event=258',
    'pending: GetOverlappedResult=0 error=996 n=57005 Internal=0x103 event=258',
    'client=ok',
    'after the client: GetOverlappedResult=1 error=0 n=0 Internal=0x0 event=0',
    'client WriteFile=1 n=2',
    'second ConnectNamedPipe=0 error=997',
    'CancelIoEx=1 error=0',
    'cancelled: GetOverlappedResult=0 error=995 n=0 Internal=0xc0000120 event=0',
    'CancelIoEx again=0 error=1168',
    'third ConnectNamedPipe=0 error=997',
    'CancelIo=1',
    'cancelled by CancelIo: GetOverlappedResult=0 error=995 n=0 Internal=0xc0000120 event=0',
    'client first: ConnectNamedPipe=0 error=535',
    'done',
]


def test_an_overlapped_connect_waits_for_its_client_or_its_cancellation(boot, width):
    d = boot(guest_exe("wild_pipeconnect", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
