"""``__CxxFrameHandler4``: the frame handler of Visual C++ 2019's compressed C++ exception
tables (FH4), x64 only. The tables are read by ``kernel/cxxeh4.py``; the search, unwind
and catch are FH3's (``kernel/cxxeh64.py``, docs/runtimes.md "Visual C++ exceptions at 64
bits"); the exceptions are msvcrt's ``_CxxThrowException``'s."""

from ....abi.api import WIDTH64, api
from ...core.dllnames import VCRUNTIME140_1
from ...kernel import cxxeh64


@api(VCRUNTIME140_1, "__CxxFrameHandler4", "LPVOID record, LPVOID frame, LPVOID context,"
     " LPVOID dispatcher", conv="cdecl", widths=WIDTH64)
def __CxxFrameHandler4(c, record, frame, context, dispatcher):
    return (yield from cxxeh64.frame_handler(c.vm, record, frame, context, dispatcher,
                                             fh4=True))
