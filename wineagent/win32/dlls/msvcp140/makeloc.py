"""MSVCP140's ``_Locimp::_Makeloc``, ``_Makewloc`` and ``_Makeushloc`` (both widths), and
the copy ``_New_Locimp(const _Locimp&)``: what the headers' ``std::locale("C")``,
``locale("")``, ``locale(loc, name, cat)`` and ``locale(loc, other, cat)`` (combine)
call to fill a new _Locimp with the facets of the categories asked.

For each facet the DLL makes whose category (``_CATMASK`` of its ``_Getcat``: ctype 2,
numeric 8, time 16) is in ``cat``, _Makeloc puts into the _Locimp, at the facet's id,
the facet of ``*loc`` when a locale is given (its own, else a new one as its
``_Getcat`` makes it), else a new one for the _Locinfo's locale; then adds ``cat`` to
the category mask and takes the _Locinfo's name. The facets made here: ctype<char>,
codecvt<char, char, _Mbstatet>, num_put<char>, num_get<char> (and time_put<char> at
x86) by _Makeloc, which calls _Makewloc (ctype<wchar_t>, num_put<wchar_t>,
num_get<wchar_t>) and _Makeushloc
(ctype<unsigned short>). The "C" locale is the only one the C runtime has here, so
every facet is the "C" locale's; the facets no code here makes (numpunct, collate,
moneypunct...) stay absent and the program's use_facet makes them lazily
through their ``_Getcat``, as it does for the library's classic locale.
``_Makexloc`` (codecvt<char16_t>, <char32_t>) is not implemented.
"""

from ....abi.api import WIDTH64, X86ONLY
from ...core.dllnames import MSVCP140
from .ctype import ctype_getcat
from .facets import _wctype_getcat
from .locale import (add_facet, global_locimp, incref, loc_layout, locale_id_value,
                     codecvt_getcat, new_locimp, yarn_set, yarn_text, _LOCK_LOCALE)
from .numget import GETCAT as NUMGET_GETCAT, CLASS_NAMES as NUMGET_CLASSES
from .numput import GETCAT as NUMPUT_GETCAT, CLASS_NAMES as NUMPUT_CLASSES
from .threads import lockit_enter, lockit_leave
from .timeput import timeput_getcat, _TP
from . import cdecl


def _catmask(lc):
    """_CATMASK: a C runtime category's locale::category bit."""
    return (1 << lc) >> 1


def _facets(vm, which):
    """(id data name, _Getcat) of the facets _Makeloc (``which`` "char"), _Makewloc
    ("wchar_t") or _Makeushloc ("ushort") makes."""
    if which == "char":
        table = [("?id@?$ctype@D@std@@2V0locale@2@A", ctype_getcat),
                 ("?id@?$codecvt@DDU_Mbstatet@@@std@@2V0locale@2@A", codecvt_getcat),
                 ("?id@" + NUMPUT_CLASSES[""] + "2V0locale@2@A", NUMPUT_GETCAT[""]),
                 ("?id@" + NUMGET_CLASSES[""] + "2V0locale@2@A", NUMGET_GETCAT[""])]
        if vm.ptr_size == 4:
            table.append(("?id@" + _TP + "2V0locale@2@A", timeput_getcat))
        return table
    if which == "wchar_t":
        return [("?id@?$ctype@_W@std@@2V0locale@2@A", _wctype_getcat),
                ("?id@" + NUMPUT_CLASSES["_w"] + "2V0locale@2@A", NUMPUT_GETCAT["_w"]),
                ("?id@" + NUMGET_CLASSES["_w"] + "2V0locale@2@A", NUMGET_GETCAT["_w"])]
    return [("?id@?$ctype@G@std@@2V0locale@2@A", _wctype_getcat)]


def _facet_of(c, loc, index):
    """The facet at ``index`` of the locale object ``loc``'s implementation (or of the
    global locale when that one is transparent), else 0."""
    vm, mem = c.vm, c.vm.mem
    lay, p = loc_layout(vm), vm.ptr_size
    imp = mem.uptr(loc + lay.loc_ptr)
    for where in (imp, global_locimp(vm, False)):
        if where and index < mem.uptr(where + lay.count):
            facet = mem.uptr(mem.uptr(where + lay.vec) + p * index)
            if facet:
                return facet
        if not (where and mem.u8(where + lay.xparent)):
            break
    return 0


def make_facets(c, which, cat, imp, loc):
    """Generator: put the facets of ``which`` whose category is in ``cat`` into ``imp``
    (from ``loc`` when not 0)."""
    vm, mem = c.vm, c.vm.mem
    for id_name, getcat in _facets(vm, which):
        if not _catmask(getcat(c, 0, loc)) & cat:
            continue
        index = yield from locale_id_value(c, vm.data_var(MSVCP140, id_name))
        facet = _facet_of(c, loc, index) if loc else 0
        if not facet:
            cell = vm.alloc_data(vm.ptr_size)
            mem.wptr(cell, 0)
            getcat(c, cell, loc)
            facet = mem.uptr(cell)
        yield from add_facet(c, imp, facet, index)


def makeloc(c, locinfo, cat, imp, loc):
    """Generator: _Makeloc's work; ``imp``."""
    vm, mem = c.vm, c.vm.mem
    lay = loc_layout(vm)
    cat &= 0x3F
    yield from make_facets(c, "char", cat, imp, loc)
    yield from make_facets(c, "wchar_t", cat, imp, loc)
    yield from make_facets(c, "ushort", cat, imp, loc)
    mem.w32(imp + lay.catmask, mem.u32(imp + lay.catmask) | cat)
    yarn_set(vm, imp + lay.name, yarn_text(vm, locinfo + lay.newname) or b"*")
    return imp


@cdecl("?_Makeloc@_Locimp@locale@std@@CAPEAV123@AEBV_Locinfo@3@HPEAV123@PEBV23@@Z",
       "LPVOID locinfo, int cat, LPVOID imp, LPVOID loc", widths=WIDTH64)
@cdecl("?_Makeloc@_Locimp@locale@std@@CAPAV123@ABV_Locinfo@3@HPAV123@PBV23@@Z",
       "LPVOID locinfo, int cat, LPVOID imp, LPVOID loc", widths=X86ONLY)
def _Makeloc(c, locinfo, cat, imp, loc):
    """Fill ``imp`` with the facets of ``cat`` (from ``loc`` if given, else new ones for
    ``locinfo``'s locale); its category mask and name updated. ``imp``."""
    return (yield from makeloc(c, locinfo, cat, imp, loc))


@cdecl("?_Makewloc@_Locimp@locale@std@@CAXAEBV_Locinfo@3@HPEAV123@PEBV23@@Z",
       "LPVOID locinfo, int cat, LPVOID imp, LPVOID loc", widths=WIDTH64)
@cdecl("?_Makewloc@_Locimp@locale@std@@CAXABV_Locinfo@3@HPAV123@PBV23@@Z",
       "LPVOID locinfo, int cat, LPVOID imp, LPVOID loc", widths=X86ONLY)
def _Makewloc(c, locinfo, cat, imp, loc):
    """The wchar_t facets of ``cat`` (ctype<wchar_t>, num_put and num_get<wchar_t>) into
    ``imp``."""
    yield from make_facets(c, "wchar_t", cat & 0x3F, imp, loc)


@cdecl("?_Makeushloc@_Locimp@locale@std@@CAXAEBV_Locinfo@3@HPEAV123@PEBV23@@Z",
       "LPVOID locinfo, int cat, LPVOID imp, LPVOID loc", widths=WIDTH64)
@cdecl("?_Makeushloc@_Locimp@locale@std@@CAXABV_Locinfo@3@HPAV123@PBV23@@Z",
       "LPVOID locinfo, int cat, LPVOID imp, LPVOID loc", widths=X86ONLY)
def _Makeushloc(c, locinfo, cat, imp, loc):
    """The unsigned short facets of ``cat`` (ctype<unsigned short>) into ``imp``."""
    yield from make_facets(c, "ushort", cat & 0x3F, imp, loc)


@cdecl("?_New_Locimp@_Locimp@locale@std@@CAPEAV123@AEBV123@@Z", "LPVOID right",
       widths=WIDTH64)
@cdecl("?_New_Locimp@_Locimp@locale@std@@CAPAV123@ABV123@@Z", "LPVOID right",
       widths=X86ONLY)
def _New_Locimp_copy(c, right):
    """new _Locimp(right): its facets (one reference more each), category mask,
    transparency and name."""
    vm, mem = c.vm, c.vm.mem
    lay, p = loc_layout(vm), vm.ptr_size
    imp = new_locimp(c, mem.u8(right + lay.xparent))
    yield from lockit_enter(vm, _LOCK_LOCALE)
    count = min(mem.uptr(right + lay.count), 1 << 16)
    vec = mem.uptr(right + lay.vec)
    if count and vec:
        copy = vm.heap.alloc(p * count, zero=True)
        for i in range(count):
            facet = mem.uptr(vec + p * i)
            if facet:
                incref(vm, facet)
                mem.wptr(copy + p * i, facet)
        mem.wptr(imp + lay.vec, copy)
        mem.wptr(imp + lay.count, count)
    mem.w32(imp + lay.catmask, mem.u32(right + lay.catmask))
    lockit_leave(vm, _LOCK_LOCALE)
    yarn_set(vm, imp + lay.name, yarn_text(vm, right + lay.name))
    return imp
