"""NTDLL: RtlCaptureStackBackTrace, the return addresses of the calling thread's stack
(KERNEL32 exports the same function under this name, and its headers call it
CaptureStackBackTrace: kernel32's import resolves here through the DLL chain). abseil's
failed CHECK prints them as its "Check failure stack trace" (protoc), as do leak checkers
and crash reporters. The walk is ``kernel/backtrace.py``'s.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import NTDLL
from ...kernel.backtrace import capture


@api(NTDLL, "RtlCaptureStackBackTrace", "DWORD skip, DWORD count, LPVOID buffer,"
     " LPVOID hash", widths=BOTH)
def RtlCaptureStackBackTrace(c, skip, count, buffer, hash):
    # FramesToSkip frames from the start (frame 0 is in the caller), then at most
    # FramesToCapture into BackTrace; the answer is how many were written. BackTraceHash,
    # when given, gets their hash (0 for none).
    vm = c.vm
    found, value = capture(vm, skip, count)
    for i, address in enumerate(found):
        vm.mem.wptr(buffer + i * c.ptr_size, address)
    if hash:
        vm.mem.w32(hash, value if found else 0)
    return len(found)
