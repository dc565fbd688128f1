"""The UCRT's ``_nolock`` stream functions (ucrtbase.dll): the same work as the locking
ones without taking the stream's lock, which a program holds itself (_lock_file).
Guest threads here take turns between API calls, so one call is never interleaved
with another's and each ``_nolock`` form is its locking function under another name.
msvcrt.dll exports none of them (they came with msvcr80), so they are declared for
ucrtbase alone."""

from ....abi.api import BOTH, api
from ...core.dllnames import UCRTBASE
from .files import fclose, fgetc, fread, fseek, ftell, ungetc
from .main import fputc, fwrite
from .stdio import _fseeki64, _ftelli64, fgetwc, fputwc, ungetwc
from .streambuf import fflush

__all__ = []

for _name, _params, _handler in (
        ("_fclose_nolock", "LPVOID fp", fclose),
        ("_fflush_nolock", "LPVOID stream", fflush),
        ("_fgetc_nolock", "LPVOID fp", fgetc),
        ("_getc_nolock", "LPVOID fp", fgetc),
        ("_fputc_nolock", "int ch, LPVOID stream", fputc),
        ("_putc_nolock", "int ch, LPVOID stream", fputc),
        ("_fgetwc_nolock", "LPVOID fp", fgetwc),
        ("_getwc_nolock", "LPVOID fp", fgetwc),
        ("_fputwc_nolock", "UINT ch, LPVOID fp", fputwc),
        ("_putwc_nolock", "UINT ch, LPVOID fp", fputwc),
        ("_ungetc_nolock", "int ch, LPVOID fp", ungetc),
        ("_ungetwc_nolock", "UINT ch, LPVOID fp", ungetwc),
        ("_fread_nolock", "LPVOID buf, SIZE_T size, SIZE_T n, LPVOID fp", fread),
        ("_fwrite_nolock", "LPVOID buf, SIZE_T size, SIZE_T n, LPVOID stream", fwrite),
        ("_fseek_nolock", "LPVOID fp, LONG offset, int whence", fseek),
        ("_fseeki64_nolock", "LPVOID fp, __int64 offset, int whence", _fseeki64),
        ("_ftell_nolock", "LPVOID fp", ftell),
        ("_ftelli64_nolock", "LPVOID fp", _ftelli64)):
    api(UCRTBASE, _name, _params, conv="cdecl", widths=BOTH)(_handler)
