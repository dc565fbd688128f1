"""The UCRT's stream functions that msvcrt.dll does not have (they came with msvcr80),
declared for ucrtbase alone: fread_s, and the ``_nolock`` forms, the same work as the
locking ones without taking the stream's lock, which a program holds itself
(_lock_file). Guest threads here take turns between API calls, so one call is never
interleaved with another's and each ``_nolock`` form is its locking function under
another name."""

from ....abi.api import BOTH, api
from ...core.crt import EINVAL, invalid_parameter
from ...core.dllnames import UCRTBASE
from ...kernel.crtpipe import ensure_ready
from ...kernel.files import _stream
from .files import fclose, fgetc, fread, fseek, ftell, ungetc
from .main import fputc, fwrite
from .stdio import _fseeki64, _ftelli64, fgetwc, fputwc, ungetwc
from .streambuf import _IOMYBUF, _IONBF, _USERBUF, BufferedStream, fflush

ERANGE = 34

__all__ = ["fread_s"]

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


def _fread_s_buffered(s, buf, size, total):
    """fread_s's loop over a buffered stream: (bytes read, False), or (0, True) when a
    piece would not fit in the room left, which is known before anything of that piece
    is taken: the buffer's bytes, a direct read of whole buffer sizes, or one byte that
    a refill brought."""
    mem = s.vm.mem
    at, left = 0, total
    while left:
        view = s.view()
        if view._flag & (_IOMYBUF | _USERBUF | _IONBF) and view._cnt > 0:
            take = min(left, view._cnt)
            if take > size - at:
                return 0, True
            mem.write(buf + at, mem.read(view._ptr, take))
            view._ptr = view._ptr + take
            view._cnt = view._cnt - take
        elif left >= max(view._bufsiz, 1) and view._flag & (_IOMYBUF | _USERBUF):
            want = left - left % view._bufsiz
            if want > size - at:
                return 0, True
            take = s.read_into(buf + at, want)
            if take < want:
                at += take
                break
        else:
            ch = s.fill()
            if ch == -1:
                break
            if at == size:
                return 0, True
            mem.write(buf + at, bytes((ch,)))
            take = 1
        at += take
        left -= take
    return at, False


def fread_s(c, buf, size, elem, count, fp):
    """fread into a buffer of ``size`` bytes: the whole elements read. A NULL stream or
    buffer is EINVAL (the invalid-parameter path; a NULL stream empties the buffer
    first); data that would not fit is ERANGE, the buffer emptied and 0 answered, the
    piece that did not fit left unread."""
    vm = c.vm
    mem = vm.mem
    if not fp:
        if buf and size:
            mem.write(buf, bytes(size))
        yield from invalid_parameter(c, EINVAL)
        return 0
    if not elem or not count:
        return 0
    if not buf or count * elem >= 1 << (8 * c.ptr_size):
        yield from invalid_parameter(c, EINVAL)
        return 0
    s = _stream(vm, fp)
    if s is None:
        return 0                       # console stdin is at its end here
    total = elem * count
    if isinstance(s, BufferedStream):
        got, too_big = _fread_s_buffered(s, buf, size, total)
    else:
        # a stream that writes through (a pipe): what it gives, one byte past the room
        # telling a buffer too small
        ensure_ready(vm, s, min(total, size + 1))
        data = s.read(min(total, size + 1))
        got, too_big = min(len(data), size), len(data) > size
        if got and not too_big:
            mem.write(buf, data[:got])
    if too_big:
        mem.write(buf, bytes(size))
        yield from invalid_parameter(c, ERANGE)
        return 0
    return got // elem


for _name in ("fread_s", "_fread_nolock_s"):
    api(UCRTBASE, _name, "LPVOID buf, SIZE_T size, SIZE_T elem, SIZE_T count, LPVOID fp",
        conv="cdecl", widths=BOTH)(fread_s)
