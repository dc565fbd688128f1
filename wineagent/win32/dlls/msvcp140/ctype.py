"""MSVCP140's ctype<char> facet (both widths), which a program's use_facet<ctype<char>> makes
through ``_Getcat`` and whose classification its inline ``is()`` reads straight from
the facet's table.

Layout: ``{vtable; long refs; _Ctypevec {unsigned long page; const short *table; int
delfl; wchar_t *name}}`` (24 bytes). ``_Getcat`` makes the "C" locale's facet as
``_Locinfo::_Getctype`` fills it: the C runtime's ctype table copied (256 masks,
``delfl`` 1: the facet frees it), code page 0 and no locale name (the "C" locale's).
The vtable, in Visual C++'s order (an overloaded virtual's later declaration first):
the deleting destructor, _Incref, _Decref, do_tolower of a range, of a char,
do_toupper alike, do_widen, do_narrow. In the "C" locale tolower/toupper change only
A-Z/a-z, widen and narrow give the character itself. The members (tolower, toupper,
widen, narrow of a char or a range) call the facet's own virtual functions, as the
library's do.
"""

from ....abi.api import WIDTH64, X86ONLY
from ...core import data_imports
from ...core.dllnames import MSVCP140, MSVCRT
from .locale import internal2, own_vtable, vcall
from . import cdecl, member64, thiscall

_X_CTYPE = 2                            # ctype's category (LC_CTYPE)


class _Layout:
    """The facet's fields at pointer size ``p`` (x64: ``{vtable; refs; pad; page; pad;
    table; delfl; pad; name}``, 48 bytes)."""

    def __init__(self, p):
        self.page = 2 * p
        self.table = 3 * p
        self.delfl = 4 * p
        self.name = 5 * p
        self.size = 6 * p


_LAY = {4: _Layout(4), 8: _Layout(8)}
_SLOTS = ("ctype_dtor", "facet_incref", "facet_decref", "ctype_tolower_range",
          "ctype_tolower", "ctype_toupper_range", "ctype_toupper", "ctype_widen_range",
          "ctype_widen", "ctype_narrow_range", "ctype_narrow")
_TOLOWER_R, _TOLOWER, _TOUPPER_R, _TOUPPER, _WIDEN_R, _WIDEN, _NARROW_R, _NARROW = range(3, 11)
_CT = "?$ctype@D@std@@"


def _vtable(vm):
    return own_vtable(vm, _SLOTS)


data_imports.DATA[(MSVCP140.lower(), "ctype_vtable")] = _vtable
data_imports.DATA[(MSVCP140.lower(), "?id@" + _CT + "2V0locale@2@A")] = \
    lambda vm: vm.alloc_data(vm.ptr_size)


@cdecl("?_Getcat@" + _CT + "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z", "LPVOID ppf, LPVOID loc",
       widths=WIDTH64)
@cdecl("?_Getcat@" + _CT + "SAIPAPBVfacet@locale@2@PBV42@@Z", "LPVOID ppf, LPVOID loc",
       widths=X86ONLY)
def ctype_getcat(c, ppf, loc):
    """The facet's category (LC_CTYPE); with ``ppf`` pointing at NULL, a new "C" locale
    facet (no reference yet) into it."""
    vm, mem = c.vm, c.vm.mem
    lay = _LAY[vm.ptr_size]
    if ppf and not mem.uptr(ppf):
        facet = vm.heap.alloc(lay.size, zero=True)
        mem.wptr(facet, vm.data_var(MSVCP140, "ctype_vtable"))
        table = vm.heap.alloc(512)
        crt = mem.uptr(vm.data_var(MSVCRT, "_pctype"))
        mem.write(table, mem.read(crt, 512))
        mem.w32(facet + lay.page, 0)
        mem.wptr(facet + lay.table, table)
        mem.w32(facet + lay.delfl, 1)
        mem.wptr(facet + lay.name, 0)
        mem.wptr(ppf, facet)
    return _X_CTYPE


@internal2("ctype_dtor", "UINT flags")
def ctype_dtor(c, this, flags):
    """The deleting destructor: the table freed when the facet owns it."""
    mem = c.vm.mem
    lay = _LAY[mem.ptr_size]
    if mem.i32(this + lay.delfl) != 0 and mem.uptr(this + lay.table):
        c.vm.heap.free(mem.uptr(this + lay.table))
    if flags & 1:
        c.vm.heap.free(this)
    return this


def _lower(ch):
    return ch + 32 if 0x41 <= ch <= 0x5A else ch


def _upper(ch):
    return ch - 32 if 0x61 <= ch <= 0x7A else ch


def _map_range(c, first, last, conv):
    mem = c.vm.mem
    if last > first:
        mem.write(first, bytes(conv(b) for b in mem.read(first, last - first)))
    return last


@internal2("ctype_tolower", "BYTE ch")
def ctype_do_tolower(c, this, ch):
    """do_tolower(ch): A-Z to a-z."""
    return _lower(ch & 0xFF)


@internal2("ctype_tolower_range", "LPVOID first, LPVOID last")
def ctype_do_tolower_range(c, this, first, last):
    """do_tolower(first, last): in place; ``last``."""
    return _map_range(c, first, last, _lower)


@internal2("ctype_toupper", "BYTE ch")
def ctype_do_toupper(c, this, ch):
    """do_toupper(ch): a-z to A-Z."""
    return _upper(ch & 0xFF)


@internal2("ctype_toupper_range", "LPVOID first, LPVOID last")
def ctype_do_toupper_range(c, this, first, last):
    """do_toupper(first, last): in place; ``last``."""
    return _map_range(c, first, last, _upper)


@internal2("ctype_widen", "BYTE ch")
def ctype_do_widen(c, this, ch):
    """do_widen(ch): the byte itself."""
    return ch & 0xFF


@internal2("ctype_widen_range", "LPVOID first, LPVOID last, LPVOID dest")
def ctype_do_widen_range(c, this, first, last, dest):
    """do_widen(first, last, dest): the bytes copied; ``last``."""
    if last > first:
        c.vm.mem.write(dest, c.vm.mem.read(first, last - first))
    return last


@internal2("ctype_narrow", "BYTE ch, BYTE dflt")
def ctype_do_narrow(c, this, ch, dflt):
    """do_narrow(ch, dflt): the char itself."""
    return ch & 0xFF


@internal2("ctype_narrow_range", "LPVOID first, LPVOID last, BYTE dflt, LPVOID dest")
def ctype_do_narrow_range(c, this, first, last, dflt, dest):
    """do_narrow(first, last, dflt, dest): the chars copied; ``last``."""
    if last > first:
        c.vm.mem.write(dest, c.vm.mem.read(first, last - first))
    return last


def _member(name, slot, params, byte=False):
    def member(c, this, *args):
        value = yield from vcall(c, this, slot, args)
        return value & 0xFF if byte else value
    member.__name__ = "ctype_" + name
    member.__doc__ = "%s: the facet's own do_%s." % (name, name.split("_")[0])
    thiscall(name_of[name], params)(member)
    member64(x64_name(name_of[name]), params)(member)


def x64_name(name):
    """The x64 DLL's decoration of a const member of ctype<char> named ``name`` at x86
    (``QBE`` is ``QEBA``, a pointer ``PBD``/``PAD``/``PBF`` is ``PEBD``/``PEAD``/``PEBF``)."""
    head, sep, tail = name.partition("QBE")
    for x86, x64 in (("PBD", "PEBD"), ("PAD", "PEAD"), ("PBF", "PEBF")):
        tail = tail.replace(x86, x64)
    return head + "QEBA" + tail


name_of = {
    "tolower": "?tolower@" + _CT + "QBEDD@Z",
    "tolower_range": "?tolower@" + _CT + "QBEPBDPADPBD@Z",
    "toupper": "?toupper@" + _CT + "QBEDD@Z",
    "toupper_range": "?toupper@" + _CT + "QBEPBDPADPBD@Z",
    "widen": "?widen@" + _CT + "QBEDD@Z",
    "widen_range": "?widen@" + _CT + "QBEPBDPBD0PAD@Z",
    "narrow": "?narrow@" + _CT + "QBEDDD@Z",
    "narrow_range": "?narrow@" + _CT + "QBEPBDPBD0DPAD@Z",
}
_member("tolower", _TOLOWER, "BYTE ch", True)
_member("tolower_range", _TOLOWER_R, "LPVOID first, LPVOID last")
_member("toupper", _TOUPPER, "BYTE ch", True)
_member("toupper_range", _TOUPPER_R, "LPVOID first, LPVOID last")
_member("widen", _WIDEN, "BYTE ch", True)
_member("widen_range", _WIDEN_R, "LPVOID first, LPVOID last, LPVOID dest")
_member("narrow", _NARROW, "BYTE ch, BYTE dflt", True)
_member("narrow_range", _NARROW_R, "LPVOID first, LPVOID last, BYTE dflt, LPVOID dest")


@member64("?is@" + _CT + "QEBA_NFD@Z", "int mask, BYTE ch")
@thiscall("?is@" + _CT + "QBE_NFD@Z", "int mask, BYTE ch")
def ctype_is(c, this, mask, ch):
    """is(mask, ch): whether the table gives ``ch`` any of ``mask``'s classes."""
    mem = c.vm.mem
    table = mem.uptr(this + _LAY[mem.ptr_size].table)
    return int(bool(mem.u16(table + 2 * (ch & 0xFF)) & mask & 0xFFFF))


@member64("?table@" + _CT + "QEBAPEBFXZ")
@thiscall("?table@" + _CT + "QBEPBFXZ")
def ctype_table(c, this):
    """table(): the facet's classification table."""
    return c.vm.mem.uptr(this + _LAY[c.vm.ptr_size].table)
