"""UCRTBASE: ``_sopen_dispatch`` and ``_wsopen_dispatch``, what the Visual C++ headers'
inline C++ overloads of ``_open``, ``_sopen``, ``_wopen``, ``_wsopen`` and ``_sopen_s``
call (corecrt_io.h): a program built with them imports these instead of the functions it
named (re2c 4.0 opens its output so). Their arguments are _sopen's and a pointer for the
descriptor, then whether the call is the secure one (``_sopen_s``: a ``pmode`` with bits
other than _S_IREAD and _S_IWRITE is an invalid parameter). They return 0 or the errno
value (errno set too), and store the descriptor or -1. The opening itself is msvcrt's
(``msvcrt/io.py`` ``open_fd``)."""

from ....abi.api import BOTH
from ...core.crt import EINVAL, get_errno, invalid_parameter
from ..msvcrt.io import open_fd
from .main import ucrt

_S_IREAD, _S_IWRITE = 0x100, 0x80
_PARAMS = "%s path, int oflag, int shflag, int pmode, LPVOID pfh, int secure"


def _dispatch(wide):
    def handler(c, path, oflag, shflag, pmode, pfh, secure):
        vm = c.vm
        if not pfh:
            return (yield from invalid_parameter(c, EINVAL))
        vm.mem.w32(pfh, 0xFFFFFFFF)
        if path is None or secure and pmode & ~(_S_IREAD | _S_IWRITE):
            return (yield from invalid_parameter(c, EINVAL))
        fd = yield from open_fd(c, path, oflag, shflag, pmode)
        if fd < 0:
            return get_errno(vm)
        vm.mem.w32(pfh, fd)
        return 0
    handler.__doc__ = ("Open ``path`` as _sopen does (%s); the descriptor at ``pfh`` (-1 on "
                       "failure); 0 or the errno value." % ("wide" if wide else "narrow"))
    return handler


ucrt("_sopen_dispatch", _PARAMS % "LPCSTR", widths=BOTH)(_dispatch(False))
ucrt("_wsopen_dispatch", _PARAMS % "LPCWSTR", widths=BOTH)(_dispatch(True))
