"""msvcrt's x64 structured-exception helpers (64-bit Windows only): ``__C_specific_handler``,
the language handler of __try/__except/__finally, which mingw-w64 imports from msvcrt.dll
(its ``__try1``) — one implementation with ntdll's export (``ntdll/unwind64.py``) — and
``_local_unwind``, MSVC's early exit from a __try."""

from ....abi.api import WIDTH64, also, api
from ...core.dllnames import MSVCRT, NTDLL
from ...kernel import seh64
from ..ntdll import unwind64  # noqa: F401  (declares NTDLL!__C_specific_handler first)

also(MSVCRT, NTDLL, "__C_specific_handler", widths=WIDTH64)


@api(MSVCRT, "_local_unwind", "LPVOID frame, LPVOID target", conv="cdecl", widths=WIDTH64)
def _local_unwind(c, frame, target):
    # What MSVC calls to leave a __try early (return, goto, break) on x64: run the
    # __finally blocks between here and ``target`` in ``frame``, then continue there —
    # RtlUnwind(frame, target, NULL, NULL).
    vm = c.vm
    return (yield from seh64.unwind(vm, frame, target, 0, 0, seh64.caller_context(vm)))
