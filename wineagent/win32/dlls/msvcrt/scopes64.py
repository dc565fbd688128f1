"""msvcrt's ``__C_specific_handler``: the language handler of __try/__except/__finally in
64-bit programs, which mingw-w64 imports from msvcrt.dll (its ``__try1``). One
implementation with ntdll's export (``ntdll/unwind64.py``); 64-bit Windows only."""

from ....abi.api import WIDTH64, also
from ...core.dllnames import MSVCRT, NTDLL
from ..ntdll import unwind64  # noqa: F401  (declares NTDLL!__C_specific_handler first)

also(MSVCRT, NTDLL, "__C_specific_handler", widths=WIDTH64)
