"""Visual C++ 2005/2008's pointer encoding: _encode_pointer, _decode_pointer and
_encoded_null, which msvcr80 and msvcr90 export (msvcrt.dll and the UCRT do not; msvcr100
kept only _encoded_null, which this table does not serve: see abi/apisets.py).

They are KERNEL32's EncodePointer/DecodePointer under the runtime's names (as the
Visual C++ 2005 runtime calls them): the same per-process transform, so a pointer encoded
by one decodes by the other. _encoded_null is the encoding of NULL.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import MSVCR80
from ..kernel32.startup import encode_pointer


@api(MSVCR80, "_encode_pointer", "LPVOID p", conv="cdecl", widths=BOTH)
def _encode_pointer(c, p):
    """EncodePointer(p)."""
    return encode_pointer(c, p)


@api(MSVCR80, "_decode_pointer", "LPVOID p", conv="cdecl", widths=BOTH)
def _decode_pointer(c, p):
    """DecodePointer(p)."""
    return encode_pointer(c, p)


@api(MSVCR80, "_encoded_null", conv="cdecl", widths=BOTH)
def _encoded_null(c):
    """EncodePointer(NULL)."""
    return encode_pointer(c, 0)
