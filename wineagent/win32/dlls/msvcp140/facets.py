"""MSVCP140's numpunct<char>, numpunct<wchar_t> and ctype<wchar_t> (and ctype<unsigned
short>, /Zc:wchar_t- programs' wide type) facets, both widths, as a program's inline
``use_facet`` makes them: the facet's ``id`` (data), ``_Getcat`` making the "C" locale's
facet (no reference yet) into ``*ppf``, then the facet's virtual members called through
its vtable (the DLL's own functions), and the exported public members that call them.

numpunct<E> (category LC_NUMERIC, 4): ``{vtable; refs; const char *grouping; E dp; E
sep; const E *falsename; const E *truename}`` (x86 24 bytes, x64 48), filled as
``_Init`` does from the "C" locale's lconv: '.', ',', grouping "" (no grouping),
"false", "true" (the strings the facet's own, freed by its destructor). The vtable: the
deleting destructor, _Incref, _Decref, do_decimal_point, do_thousands_sep, do_grouping,
do_falsename, do_truename (the last three return a basic_string through the hidden
return pointer).

ctype<wchar_t> (LC_CTYPE, 2): ``{vtable; refs; _Ctypevec {page; table; delfl; name};
_Cvtvec {page; mb_cur_max; isclocale; isleadbyte[32]}}`` (x86 68 bytes, x64 96), the
"C" locale's (no table of its own: a wide character's classes are GetStringTypeW's
CT_CTYPE1 bits, as ``_Getwctype`` answers). The vtable in Visual C++'s order (an
overloaded virtual's later declaration first): destructor, _Incref, _Decref, do_is of a
range, of a character, do_scan_is, do_scan_not, do_tolower of a range, of a character,
do_toupper alike, do_widen alike, do_narrow alike. In the "C" locale tolower/toupper
change A-Z/a-z only; widen gives a byte's own value, narrow a character below 256 its
byte and any other the default.
"""

from ....abi.api import WIDTH64, X86ONLY
from ...core import data_imports
from ...core.dllnames import MSVCP140
from ..kernel32.strings import ctype1
from ..msvcrt.crtlocale import localeconv
from .exceptions import literal
from .locale import internal2, own_vtable, vcall
from . import cdecl, member64, thiscall

_LC_CTYPE = 2


def _data(name):
    data_imports.DATA[(MSVCP140.lower(), name)] = lambda vm: vm.alloc_data(vm.ptr_size)


def _getcat_names(cls):
    """_Getcat's x86 and x64 names for the class named ``cls`` (``?$numpunct@D@std@@``)."""
    return ("?_Getcat@" + cls + "SAIPAPBVfacet@locale@2@PBV42@@Z",
            "?_Getcat@" + cls + "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z")


def _declare_getcat(cls, func):
    x86, x64 = _getcat_names(cls)
    cdecl(x64, "LPVOID ppf, LPVOID loc", widths=WIDTH64)(func)
    cdecl(x86, "LPVOID ppf, LPVOID loc", widths=X86ONLY)(func)


def _member(x86, x64, params, func):
    thiscall(x86, params)(func)
    member64(x64, params)(func)


# -- what a program's own numpunct asks the DLL ---------------------------------------------------
# numpunct is not exported (the headers build it in the program); its ids are, and its
# _Init reads the "C" locale through _Locinfo's members below.
for _ch in ("D", "_W", "G"):
    _data("?id@?$numpunct@%s@std@@2V0locale@2@A" % _ch)


@member64("?_Getlconv@_Locinfo@std@@QEBAPEBUlconv@@XZ")
@thiscall("?_Getlconv@_Locinfo@std@@QBEPBUlconv@@XZ")
def locinfo_getlconv(c, this):
    """The locale's numeric and monetary conventions: the C runtime's localeconv()."""
    return localeconv(c)


@member64("?_Getfalse@_Locinfo@std@@QEBAPEBDXZ")
@thiscall("?_Getfalse@_Locinfo@std@@QBEPBDXZ")
def locinfo_getfalse(c, this):
    """numpunct's name of false: "false"."""
    return literal(c.vm, "false")


@member64("?_Gettrue@_Locinfo@std@@QEBAPEBDXZ")
@thiscall("?_Gettrue@_Locinfo@std@@QBEPBDXZ")
def locinfo_gettrue(c, this):
    """numpunct's name of true: "true"."""
    return literal(c.vm, "true")


def write_cvtvec(vm, at):
    """The "C" locale's _Cvtvec {page; mb_cur_max; isclocale; isleadbyte[32]}: code page
    0, one byte a character, the "C" locale, no lead byte."""
    vm.mem.write(at, (0).to_bytes(4, "little") + (1).to_bytes(4, "little")
                 + (1).to_bytes(4, "little") + bytes(32))
    return at


@member64("?_Getcvt@_Locinfo@std@@QEBA?AU_Cvtvec@@XZ", "LPVOID ret")
@thiscall("?_Getcvt@_Locinfo@std@@QBE?AU_Cvtvec@@XZ", "LPVOID ret")
def locinfo_getcvt(c, this, ret):
    """The conversion information (through the hidden return pointer)."""
    return write_cvtvec(c.vm, ret)


# -- ctype<wchar_t> and ctype<unsigned short> ---------------------------------------------------------
class _Wctype:
    """ctype<wchar_t>'s fields at pointer size ``p``."""

    def __init__(self, p):
        self.page = 2 * p
        self.table = 3 * p
        self.delfl = 4 * p
        self.name = 5 * p
        self.cvt = 6 * p                  # _Cvtvec {page; mb_cur_max; isclocale; isleadbyte[32]}
        self.size = (6 * p + 44 + p - 1) & ~(p - 1)


_WLAY = {4: _Wctype(4), 8: _Wctype(8)}
_WSLOTS = ("wctype_dtor", "facet_incref", "facet_decref", "wctype_is_range", "wctype_is",
           "wctype_scan_is", "wctype_scan_not", "wctype_tolower_range", "wctype_tolower",
           "wctype_toupper_range", "wctype_toupper", "wctype_widen_range", "wctype_widen",
           "wctype_narrow_range", "wctype_narrow")
(_IS_R, _IS, _SCAN_IS, _SCAN_NOT, _TOLOWER_R, _TOLOWER, _TOUPPER_R, _TOUPPER, _WIDEN_R, _WIDEN,
 _NARROW_R, _NARROW) = range(3, 15)
data_imports.DATA[(MSVCP140.lower(), "wctype_vtable")] = lambda vm: own_vtable(vm, _WSLOTS)


def _classes(ch):
    """A wide character's ctype mask: GetStringTypeW's CT_CTYPE1 bits (as _Getwctype)."""
    return ctype1(chr(ch & 0xFFFF)) & 0xFFFF


def _wctype_getcat(c, ppf, loc):
    """The facet's category (LC_CTYPE); with ``ppf`` pointing at NULL, a new "C" locale
    facet (no reference yet) into it."""
    vm, mem = c.vm, c.vm.mem
    if ppf and not mem.uptr(ppf):
        lay = _WLAY[vm.ptr_size]
        facet = vm.heap.alloc(lay.size, zero=True)
        mem.wptr(facet, vm.data_var(MSVCP140, "wctype_vtable"))
        mem.w32(facet + lay.cvt + 4, 1)               # MB_CUR_MAX of the "C" locale
        mem.w32(facet + lay.cvt + 8, 1)               # the "C" locale
        mem.wptr(ppf, facet)
    return _LC_CTYPE


@internal2("wctype_dtor", "UINT flags")
def wctype_dtor(c, this, flags):
    """The deleting destructor (the "C" locale's facet owns no table)."""
    if flags & 1:
        c.vm.heap.free(this)
    return this


@internal2("wctype_is", "int mask, UINT ch")
def wctype_do_is(c, this, mask, ch):
    """do_is(mask, ch): whether ``ch`` has any of ``mask``'s classes."""
    return int(bool(_classes(ch) & mask & 0xFFFF))


def _wchars(mem, first, last):
    n = max(0, min((last - first) // 2, 1 << 20))
    data = mem.read(first, 2 * n)
    return [data[i] | data[i + 1] << 8 for i in range(0, 2 * n, 2)]


@internal2("wctype_is_range", "LPVOID first, LPVOID last, LPVOID dest")
def wctype_do_is_range(c, this, first, last, dest):
    """do_is(first, last, dest): each character's mask into ``dest``; ``last``."""
    masks = [_classes(ch) for ch in _wchars(c.vm.mem, first, last)]
    if masks:
        c.vm.mem.write(dest, b"".join(m.to_bytes(2, "little") for m in masks))
    return last


def _scan(c, mask, first, last, want):
    for i, ch in enumerate(_wchars(c.vm.mem, first, last)):
        if bool(_classes(ch) & mask & 0xFFFF) == want:
            return first + 2 * i
    return last


@internal2("wctype_scan_is", "int mask, LPVOID first, LPVOID last")
def wctype_do_scan_is(c, this, mask, first, last):
    """do_scan_is: the first character with one of ``mask``'s classes (else ``last``)."""
    return _scan(c, mask, first, last, True)


@internal2("wctype_scan_not", "int mask, LPVOID first, LPVOID last")
def wctype_do_scan_not(c, this, mask, first, last):
    """do_scan_not: the first character with none of ``mask``'s classes (else ``last``)."""
    return _scan(c, mask, first, last, False)


def _lower(ch):
    return ch + 32 if 0x41 <= ch <= 0x5A else ch


def _upper(ch):
    return ch - 32 if 0x61 <= ch <= 0x7A else ch


def _map(c, first, last, conv):
    chars = _wchars(c.vm.mem, first, last)
    if chars:
        c.vm.mem.write(first, b"".join(conv(ch).to_bytes(2, "little") for ch in chars))
    return last


@internal2("wctype_tolower", "UINT ch")
def wctype_do_tolower(c, this, ch):
    """do_tolower(ch): A-Z to a-z (the "C" locale)."""
    return _lower(ch & 0xFFFF)


@internal2("wctype_tolower_range", "LPVOID first, LPVOID last")
def wctype_do_tolower_range(c, this, first, last):
    """do_tolower(first, last): in place; ``last``."""
    return _map(c, first, last, _lower)


@internal2("wctype_toupper", "UINT ch")
def wctype_do_toupper(c, this, ch):
    """do_toupper(ch): a-z to A-Z (the "C" locale)."""
    return _upper(ch & 0xFFFF)


@internal2("wctype_toupper_range", "LPVOID first, LPVOID last")
def wctype_do_toupper_range(c, this, first, last):
    """do_toupper(first, last): in place; ``last``."""
    return _map(c, first, last, _upper)


@internal2("wctype_widen", "BYTE ch")
def wctype_do_widen(c, this, ch):
    """do_widen(byte): the byte's own value (the "C" locale's mbrtowc)."""
    return ch & 0xFF


@internal2("wctype_widen_range", "LPVOID first, LPVOID last, LPVOID dest")
def wctype_do_widen_range(c, this, first, last, dest):
    """do_widen(first, last, dest): each byte widened; ``last``."""
    if last > first:
        data = c.vm.mem.read(first, min(last - first, 1 << 20))
        c.vm.mem.write(dest, b"".join(bytes((b, 0)) for b in data))
    return last


def _narrow(ch, dflt):
    return ch if ch < 0x100 else dflt & 0xFF


@internal2("wctype_narrow", "UINT ch, BYTE dflt")
def wctype_do_narrow(c, this, ch, dflt):
    """do_narrow(ch, dflt): a character below 256 its byte, any other ``dflt``."""
    return _narrow(ch & 0xFFFF, dflt)


@internal2("wctype_narrow_range", "LPVOID first, LPVOID last, BYTE dflt, LPVOID dest")
def wctype_do_narrow_range(c, this, first, last, dflt, dest):
    """do_narrow(first, last, dflt, dest): each character narrowed; ``last``."""
    chars = _wchars(c.vm.mem, first, last)
    if chars:
        c.vm.mem.write(dest, bytes(_narrow(ch, dflt) for ch in chars))
    return last


def _vcaller(slot, name, doc, mask=None):
    def member(c, this, *args):
        value = yield from vcall(c, this, slot, args)
        return value & mask if mask is not None else value
    member.__name__ = name
    member.__doc__ = doc
    return member


def init_wctype(vm, this):
    """_Init(locinfo): the "C" locale's _Ctypevec (no table: code page 0, no name) and
    _Cvtvec."""
    lay = _WLAY[vm.ptr_size]
    vm.mem.write(this + lay.page, bytes(lay.cvt - lay.page))
    write_cvtvec(vm, this + lay.cvt)


def construct_wctype(vm, this, refs):
    """ctype<wchar_t>(locinfo, refs) / (refs): the facet's vtable, ``refs`` references,
    the "C" locale's fields."""
    vm.mem.wptr(this, vm.data_var(MSVCP140, "wctype_vtable"))
    vm.mem.w32(this + vm.ptr_size, refs & 0xFFFFFFFF)
    init_wctype(vm, this)
    return this


def _wctype_ctor_locinfo(c, this, locinfo, refs):
    """The constructor from a _Locinfo (only "C" exists here) and a reference count."""
    return construct_wctype(c.vm, this, refs)


def _wctype_ctor(c, this, refs):
    """The constructor from a reference count: the "C" locale's facet."""
    return construct_wctype(c.vm, this, refs)


def _wctype_init(c, this, locinfo):
    """_Init(locinfo): the "C" locale's fields."""
    init_wctype(c.vm, this)


def _wctype_dtor_member(c, this):
    """The destructor (the "C" locale's facet owns nothing)."""


def _declare_wctype(cls, ch):
    """The id, _Getcat and public members of ctype<E> (``ch``: _W or G)."""
    _data("?id@" + cls + "2V0locale@2@A")
    _declare_getcat(cls, _wctype_getcat)
    for name, slot, x86, x64, params, mask in (
            ("is", _IS, "QBE_NF" + ch + "@Z", "QEBA_NF" + ch + "@Z", "int mask, UINT ch", 0xFF),
            ("tolower", _TOLOWER, "QBE%s%s@Z" % (ch, ch), "QEBA%s%s@Z" % (ch, ch), "UINT ch",
             0xFFFF),
            ("toupper", _TOUPPER, "QBE%s%s@Z" % (ch, ch), "QEBA%s%s@Z" % (ch, ch), "UINT ch",
             0xFFFF),
            ("widen", _WIDEN, "QBE%sD@Z" % ch, "QEBA%sD@Z" % ch, "BYTE ch", 0xFFFF),
            ("narrow", _NARROW, "QBED%sD@Z" % ch, "QEBAD%sD@Z" % ch, "UINT ch, BYTE dflt",
             0xFF)):
        _member("?%s@%s%s" % (name, cls, x86), "?%s@%s%s" % (name, cls, x64), params,
                _vcaller(slot, "wctype_" + name,
                         "%s: the facet's own do_%s." % (name, name), mask))
    pc = "PB" + ch                                    # const E *; x64 PEB
    for name, slot, x86, params in (
            ("is", _IS_R, "QBE%s%s%s0PAF@Z" % (pc, pc, ""), "LPVOID first, LPVOID last, LPVOID dest"),
            ("scan_is", _SCAN_IS, "QBE%sF%s0@Z" % (pc, pc), "int mask, LPVOID first, LPVOID last"),
            ("scan_not", _SCAN_NOT, "QBE%sF%s0@Z" % (pc, pc),
             "int mask, LPVOID first, LPVOID last"),
            ("tolower", _TOLOWER_R, "QBE%sPA%s%s@Z" % (pc, ch, pc), "LPVOID first, LPVOID last"),
            ("toupper", _TOUPPER_R, "QBE%sPA%s%s@Z" % (pc, ch, pc), "LPVOID first, LPVOID last"),
            ("widen", _WIDEN_R, "QBEPBDPBD0PA%s@Z" % ch, "LPVOID first, LPVOID last, LPVOID dest"),
            ("narrow", _NARROW_R, "QBE%s%s0DPAD@Z" % (pc, pc),
             "LPVOID first, LPVOID last, BYTE dflt, LPVOID dest")):
        x64 = "QEBA" + x86[3:].replace("PB", "PEB").replace("PA", "PEA")
        _member("?%s@%s%s" % (name, cls, x86), "?%s@%s%s" % (name, cls, x64), params,
                _vcaller(slot, "wctype_%s_range" % name,
                         "%s of a range: the facet's own do_%s." % (name, name)))
    _member("??0%sQAE@ABV_Locinfo@1@I@Z" % cls, "??0%sQEAA@AEBV_Locinfo@1@_K@Z" % cls,
            "LPVOID locinfo, SIZE_T refs", _wctype_ctor_locinfo)
    _member("??0%sQAE@I@Z" % cls, "??0%sQEAA@_K@Z" % cls, "SIZE_T refs", _wctype_ctor)
    _member("?_Init@%sIAEXABV_Locinfo@2@@Z" % cls, "?_Init@%sIEAAXAEBV_Locinfo@2@@Z" % cls,
            "LPVOID locinfo", _wctype_init)
    _member("??1%sMAE@XZ" % cls, "??1%sMEAA@XZ" % cls, "", _wctype_dtor_member)


_declare_wctype("?$ctype@_W@std@@", "_W")
_declare_wctype("?$ctype@G@std@@", "G")
