"""MSVCP140's parameterised manipulators: ``setw``, ``setprecision``, ``setbase``,
``setiosflags`` and ``resetiosflags`` (``<iomanip>``), at both widths (the names are the
same: no pointer in them).

Each returns an ``_Smanip<T> {void (__cdecl *pfun)(ios_base&, T); T arg}`` by value —
through the hidden return pointer, the first argument, as for any class with a
constructor at either width — whose ``pfun`` is one of the DLL's own functions; the
headers' inline ``operator<<``/``operator>>`` of an _Smanip calls ``pfun(stream, arg)``.
Those do what the library's do: ``width(n)``, ``precision(n)``, ``setf(base,
basefield)`` (8, 10 and 16 make oct, dec and hex; any other base clears the field),
``setf(mask)`` (within ios_base's _Fmtmask), ``setf(0, mask)``. Layout: at x86
``_Smanip<int>`` is 8 bytes, ``_Smanip<streamsize>`` 16 (the 64-bit argument at 8); at
x64 both 16 (the argument at 8).
"""

from ....abi.api import BOTH
from .ios import IOS_LAYOUT
from . import cdecl

_FMTMASK = 0xFFFF
_DEC, _OCT, _HEX, _BASEFIELD = 0x200, 0x400, 0x800, 0xE00
_OWN = "wineagent."


def _lay(c):
    return IOS_LAYOUT[c.vm.ptr_size]


def _setf(c, ios, flags, mask):
    mem = c.vm.mem
    where = ios + _lay(c).flags
    old = mem.u32(where)
    mem.w32(where, (old & ~mask | flags & mask & _FMTMASK) & 0xFFFFFFFF)


@cdecl(_OWN + "manip_width", "LPVOID ios, __int64 n")
def manip_width(c, ios, n):
    """setw's function: ios.width(n)."""
    c.vm.mem.write(ios + _lay(c).wide, (n & (2 ** 64 - 1)).to_bytes(8, "little"))


@cdecl(_OWN + "manip_precision", "LPVOID ios, __int64 n")
def manip_precision(c, ios, n):
    """setprecision's function: ios.precision(n)."""
    c.vm.mem.write(ios + _lay(c).prec, (n & (2 ** 64 - 1)).to_bytes(8, "little"))


@cdecl(_OWN + "manip_base", "LPVOID ios, int base")
def manip_base(c, ios, base):
    """setbase's function: the base field from ``base``."""
    flags = {8: _OCT, 10: _DEC, 16: _HEX}.get(base, 0)
    _setf(c, ios, flags, _BASEFIELD)


@cdecl(_OWN + "manip_setflags", "LPVOID ios, int mask")
def manip_setflags(c, ios, mask):
    """setiosflags's function: ios.setf(mask)."""
    _setf(c, ios, mask, mask)


@cdecl(_OWN + "manip_resetflags", "LPVOID ios, int mask")
def manip_resetflags(c, ios, mask):
    """resetiosflags's function: ios.setf(0, mask)."""
    _setf(c, ios, 0, mask)


def _smanip(c, ret, fn, arg, wide):
    """Fill the _Smanip at ``ret`` with the DLL's function ``fn`` and ``arg``."""
    vm, mem = c.vm, c.vm.mem
    mem.wptr(ret, vm.proc_address("MSVCP140.dll", _OWN + fn))
    at = vm.ptr_size if not wide else 8
    if wide:
        mem.write(ret + at, (arg & (2 ** 64 - 1)).to_bytes(8, "little"))
    else:
        mem.w32(ret + at, arg & 0xFFFFFFFF)
    return ret


@cdecl("?setw@std@@YA?AU?$_Smanip@_J@1@_J@Z", "LPVOID ret, __int64 n", widths=BOTH)
def setw(c, ret, n):
    """std::setw(n)."""
    return _smanip(c, ret, "manip_width", n, True)


@cdecl("?setprecision@std@@YA?AU?$_Smanip@_J@1@_J@Z", "LPVOID ret, __int64 n",
       widths=BOTH)
def setprecision(c, ret, n):
    """std::setprecision(n)."""
    return _smanip(c, ret, "manip_precision", n, True)


@cdecl("?setbase@std@@YA?AU?$_Smanip@H@1@H@Z", "LPVOID ret, int base", widths=BOTH)
def setbase(c, ret, base):
    """std::setbase(base)."""
    return _smanip(c, ret, "manip_base", base, False)


@cdecl("?setiosflags@std@@YA?AU?$_Smanip@H@1@H@Z", "LPVOID ret, int mask", widths=BOTH)
def setiosflags(c, ret, mask):
    """std::setiosflags(mask)."""
    return _smanip(c, ret, "manip_setflags", mask, False)


@cdecl("?resetiosflags@std@@YA?AU?$_Smanip@H@1@H@Z", "LPVOID ret, int mask", widths=BOTH)
def resetiosflags(c, ret, mask):
    """std::resetiosflags(mask)."""
    return _smanip(c, ret, "manip_resetflags", mask, False)
