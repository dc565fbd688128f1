"""MSVCP140's locale machinery, as the Visual C++ 2022 headers expect to find it: the
global locale (``locale::_Init``, ``_Getgloballocale``), locale implementations
(``_Locimp``), facet ids, ``_Locinfo``, ``_Yarn<char>``, and the codecvt<char, char,
_Mbstatet> facet the headers' basic_filebuf asks for.

Layouts (x86): ``locale {4 bytes of its two empty bases; _Locimp *ptr}`` (8 bytes:
Visual C++ gives the second empty base, _Crt_new_delete, a byte of its own); a facet ``{vtable; long refs}`` whose vtable
is the deleting destructor, ``_Incref``, ``_Decref`` (then the facet's own virtuals);
``_Locimp : facet {facet **vec; size_t count; int catmask; bool transparent; _Yarn<char>
name}``; ``_Yarn<char> {char *ptr; char nul}``; ``_Locinfo {_Lockit; six _Yarn}``.

The library of 2022 makes the classic "C" locale an empty _Locimp (every category, no
facet): the headers' use_facet asks the facet's ``_Getcat`` for a lazy one and keeps it.
The C runtime here has the "C" locale only (msvcrt/main.py setlocale), so a name other
than "C" (or "", the user's, which is "C") makes no locale: ``_Locinfo`` names it "*".
``_Locimp::_Makeloc`` (the named locales' facets: ctype, num_get/num_put, numpunct and
the rest) is not implemented.
"""

from ....abi.api import WIDTH64, GuestCall, X86ONLY
from ...core import data_imports
from ...core.dllnames import MSVCP140
from .exceptions import literal, throw
from . import cdecl, internal, internal64, member64, thiscall
from .threads import lockit_enter, lockit_leave

_LOCK_LOCALE = 0
_M_ALL = 0x3F                           # locale::all (_M_COLLATE | ... | _M_MESSAGES)
_X_CTYPE = 2                            # codecvt's category (LC_CTYPE)
NOCONV = 3                              # codecvt_base::noconv
#: a locale object at x86: its implementation pointer's offset, and its size
#: (:class:`LocLayout` for both widths)
LOC_PTR, LOCALE_SIZE = 4, 8
_MINCAT = 40                            # the smallest facet vector the library makes
# facet vtable slots
_DTOR, _INCREF, _DECREF = 0, 1, 2


class LocLayout:
    """The locale classes' fields at one pointer size ``p``: a facet ``{vtable; long
    refs}`` (x64: refs at 8, 16 bytes); _Locimp's vector, count, category mask,
    transparency and name after it; ``_Yarn<char> {char *ptr; char nul}``; a locale
    ``{two empty bases; _Locimp *ptr}`` (x64: ptr at 8, 16 bytes); _Locinfo's old and
    new names."""

    def __init__(self, p):
        self.p = p
        self.refs = p
        self.facet = 2 * p                        # the size of facet: the first field after it
        self.vec, self.count = 2 * p, 3 * p
        self.catmask, self.xparent = 4 * p, 4 * p + 4
        self.name = 4 * p + 8 if p == 4 else 5 * p
        self.yarn = 2 * p                         # _Yarn<char>'s size; its nul at +p
        self.locimp_size = self.name + self.yarn
        self.loc_ptr, self.locale_size = p, 2 * p
        # _Locinfo {_Lockit (an int, padded); six _Yarn}
        lockit = p
        self.oldname, self.newname = lockit + 4 * self.yarn, lockit + 5 * self.yarn
        self.locinfo_size = lockit + 6 * self.yarn


LOC = {4: LocLayout(4), 8: LocLayout(8)}


def loc_layout(vm):
    """The locale classes' layout for the running program's width."""
    return LOC[vm.ptr_size]


def own(vm, name):
    """The address of one of the DLL's own (unexported) functions at the program's width."""
    return vm.proc_address(MSVCP140, ("wineagent.x64." if vm.ptr_size == 8 else "wineagent.")
                           + name)


def own_vtable(vm, slots):
    """A vtable of the DLL's own functions ``slots`` (names), at the program's width."""
    p = vm.ptr_size
    table = vm.alloc_data(p * len(slots))
    for i, slot in enumerate(slots):
        vm.mem.wptr(table + p * i, own(vm, slot))
    return table


def internal2(name, params=""):
    """Declare one of the DLL's own functions at both widths (``internal`` and
    ``internal64``)."""
    def register(func):
        internal(name, params)(func)
        return internal64(name, params)(func)
    return register


def _cell(pointers=1):
    return lambda vm: vm.alloc_data(vm.ptr_size * pointers)


# Data exports: the facet id counter and the ids of the facets this DLL makes (0 until
# their first use_facet stamps them).
for _name in ("?_Id_cnt@id@locale@std@@0HA",
              "?id@?$codecvt@DDU_Mbstatet@@@std@@2V0locale@2@A",
              "?id@?$time_put@DV?$ostreambuf_iterator@DU?$char_traits@D@std@@@std@@@std@@"
              "2V0locale@2@A"):
    data_imports.DATA[(MSVCP140.lower(), _name)] = _cell()
# the global locale's _Locimp, and the classic locale object (a locale: {_Locimp *})
data_imports.DATA[(MSVCP140.lower(), "global_locale")] = _cell()
data_imports.DATA[(MSVCP140.lower(), "classic_locale")] = _cell(2)


@member64("??Bid@locale@std@@QEAA_KXZ")
@thiscall("??Bid@locale@std@@QAEIXZ")
def locale_id_value(c, this):
    """locale::id's size_t: its number, given on first use (under the locale lock) as
    the next of the id counter ``_Id_cnt``."""
    vm, mem = c.vm, c.vm.mem
    if not mem.uptr(this):
        yield from lockit_enter(vm, _LOCK_LOCALE)
        if not mem.uptr(this):
            cnt = vm.data_var(MSVCP140, "?_Id_cnt@id@locale@std@@0HA")
            n = (mem.u32(cnt) + 1) & 0xFFFFFFFF
            mem.w32(cnt, n)
            mem.wptr(this, n)
        lockit_leave(vm, _LOCK_LOCALE)
    return mem.uptr(this)


# -- facets: reference counts and the virtual calls the DLL makes ---------------------------------
def vcall(c, obj, slot, args=()):
    """Generator: call virtual function ``slot`` of the object at ``obj`` (thiscall; at
    x64 ``obj`` the first argument), as the library's non-virtual members call the
    virtual ones a program may override."""
    mem = c.vm.mem
    if mem.ptr_size == 8:
        fn = mem.u64(mem.u64(obj) + 8 * slot)
        return (yield GuestCall(fn, (obj,) + tuple(args), "cdecl"))
    fn = mem.u32(mem.u32(obj) + 4 * slot)
    return (yield GuestCall(fn, args, "stdcall", regs={"ecx": obj}))


def incref(vm, facet):
    """facet::_Incref, as the headers inline it."""
    refs = facet + vm.ptr_size
    vm.mem.w32(refs, (vm.mem.u32(refs) + 1) & 0xFFFFFFFF)


def release(c, facet):
    """Generator: ``delete facet->_Decref()``: drop a reference through the facet's own
    _Decref and delete it (its virtual destructor) when that was the last."""
    dead = yield from vcall(c, facet, _DECREF)
    if dead:
        yield from vcall(c, dead, _DTOR, (1,))


@internal2("facet_incref")
def facet_incref(c, this):
    """facet::_Incref: one reference more."""
    incref(c.vm, this)


@internal2("facet_decref")
def facet_decref(c, this):
    """facet::_Decref: one reference less; the facet when none is left (to delete)."""
    mem = c.vm.mem
    at = this + mem.ptr_size
    refs = (mem.u32(at) - 1) & 0xFFFFFFFF
    mem.w32(at, refs)
    return this if refs == 0 else 0


# -- _Yarn<char> ---------------------------------------------------------------------------------
def yarn_set(vm, yarn, text):
    """_Yarn<char>::operator=: free the old string, keep a malloc'ed copy of ``text``
    (bytes; None: empty)."""
    old = vm.mem.uptr(yarn)
    if old:
        vm.heap.free(old)
    vm.mem.wptr(yarn, 0)
    vm.mem.write(yarn + vm.ptr_size, b"\0")
    if text is not None:
        p = vm.heap.alloc(len(text) + 1)
        if p:
            vm.mem.write(p, text + b"\0")
            vm.mem.wptr(yarn, p)


def yarn_text(vm, yarn):
    """_Yarn<char>::_C_str: the string, "" when none."""
    p = vm.mem.uptr(yarn)
    return vm.mem.cbytes(p) if p else b""


def yarn_free(vm, yarn):
    yarn_set(vm, yarn, None)


@member64("??4?$_Yarn@D@std@@QEAAAEAV01@PEBD@Z", "LPVOID text")
@thiscall("??4?$_Yarn@D@std@@QAEAAV01@PBD@Z", "LPVOID text")
def yarn_assign(c, this, text):
    """operator=(const char *): a copy of ``text`` (NULL: empty)."""
    if text != c.vm.mem.uptr(this):
        yarn_set(c.vm, this, c.vm.mem.cbytes(text) if text else None)
    return this


# -- _Locimp ---------------------------------------------------------------------------------------
def _locimp_vtable(vm):
    return own_vtable(vm, ("locimp_dtor", "facet_incref", "facet_decref"))


data_imports.DATA[(MSVCP140.lower(), "locimp_vtable")] = _locimp_vtable


def new_locimp(c, transparent):
    """A new _Locimp: one reference, no facet, no category, named "*"."""
    return make_locimp(c.vm, transparent)


def make_locimp(vm, transparent):
    """:func:`new_locimp`'s work."""
    lay = loc_layout(vm)
    p = vm.heap.alloc(lay.locimp_size, zero=True)
    mem = vm.mem
    mem.wptr(p, vm.data_var(MSVCP140, "locimp_vtable"))
    mem.w32(p + lay.refs, 1)
    mem.write(p + lay.xparent, bytes([1 if transparent else 0]))
    yarn_set(vm, p + lay.name, b"*")
    return p


@cdecl("?_New_Locimp@_Locimp@locale@std@@CAPEAV123@_N@Z", "BYTE transparent",
       widths=WIDTH64)
@cdecl("?_New_Locimp@_Locimp@locale@std@@CAPAV123@_N@Z", "BYTE transparent",
       widths=X86ONLY)
def _New_Locimp(c, transparent):
    """new _Locimp(transparent)."""
    return new_locimp(c, transparent & 0xFF)


def locimp_destroy(c, this):
    """Generator: _Locimp_dtor's work, under the locale lock: release every facet, free
    the vector; then the name."""
    vm, mem = c.vm, c.vm.mem
    lay, p = loc_layout(vm), vm.ptr_size
    yield from lockit_enter(vm, _LOCK_LOCALE)
    vec, count = mem.uptr(this + lay.vec), mem.uptr(this + lay.count)
    for i in reversed(range(min(count, 1 << 16))):
        facet = mem.uptr(vec + p * i)
        if facet:
            yield from release(c, facet)
    if vec:
        vm.heap.free(vec)
    lockit_leave(vm, _LOCK_LOCALE)
    yarn_free(vm, this + lay.name)


@cdecl("?_Locimp_dtor@_Locimp@locale@std@@CAXPEAV123@@Z", "LPVOID imp", widths=WIDTH64)
@cdecl("?_Locimp_dtor@_Locimp@locale@std@@CAXPAV123@@Z", "LPVOID imp", widths=X86ONLY)
def _Locimp_dtor(c, imp):
    """Release an implementation's facets (its destructor's work)."""
    yield from locimp_destroy(c, imp)


@internal2("locimp_dtor", "UINT flags")
def locimp_deleting_dtor(c, this, flags):
    """_Locimp's deleting destructor."""
    yield from locimp_destroy(c, this)
    if flags & 1:
        c.vm.heap.free(this)
    return this


def add_facet(c, imp, facet, index):
    """Generator: _Locimp_Addfac's work: put ``facet`` (one reference more) at ``index``,
    growing the vector (to 40 at least), releasing the facet it replaces."""
    vm, mem = c.vm, c.vm.mem
    lay, p = loc_layout(vm), vm.ptr_size
    yield from lockit_enter(vm, _LOCK_LOCALE)
    count = mem.uptr(imp + lay.count)
    if count <= index:
        new = max(index + 1, _MINCAT)
        old = mem.uptr(imp + lay.vec)
        vec = vm.heap.realloc(old, p * new) if old else vm.heap.alloc(p * new)
        if not vec:
            lockit_leave(vm, _LOCK_LOCALE)
            yield from throw(c, "bad_alloc", literal(vm, "bad allocation"), owned=False)
            return
        mem.write(vec + p * count, bytes(p * (new - count)))
        mem.wptr(imp + lay.vec, vec)
        mem.wptr(imp + lay.count, new)
    vec = mem.uptr(imp + lay.vec)
    incref(vm, facet)
    old = mem.uptr(vec + p * index)
    if old:
        yield from release(c, old)
    mem.wptr(vec + p * index, facet)
    lockit_leave(vm, _LOCK_LOCALE)


@cdecl("?_Locimp_Addfac@_Locimp@locale@std@@CAXPEAV123@PEAVfacet@23@_K@Z",
       "LPVOID imp, LPVOID facet, SIZE_T index", widths=WIDTH64)
@cdecl("?_Locimp_Addfac@_Locimp@locale@std@@CAXPAV123@PAVfacet@23@I@Z",
       "LPVOID imp, LPVOID facet, UINT index", widths=X86ONLY)
def _Locimp_Addfac(c, imp, facet, index):
    """Add ``facet`` to the implementation at ``index`` (a facet id)."""
    yield from add_facet(c, imp, facet, index)


# -- the global and classic locales -----------------------------------------------------------------
def global_cell(vm):
    return vm.data_var(MSVCP140, "global_locale")


def init_locale(c, do_incref):
    """Generator: locale::_Init: the global _Locimp, made on first use as the "C" locale
    (every category, no facet) that the classic locale shares; one reference more for
    the caller when ``do_incref``."""
    vm = c.vm
    yield from lockit_enter(vm, _LOCK_LOCALE)
    ptr = global_locimp(vm, do_incref)
    lockit_leave(vm, _LOCK_LOCALE)
    return ptr


def global_locimp(vm, do_incref):
    """:func:`init_locale`'s work, under the caller's lock (or none: the standard streams
    are made as their imports are bound, running no guest code)."""
    mem, lay = vm.mem, loc_layout(vm)
    ptr = mem.uptr(global_cell(vm))
    if not ptr:
        ptr = make_locimp(vm, False)
        mem.wptr(global_cell(vm), ptr)
        mem.w32(ptr + lay.catmask, _M_ALL)
        yarn_set(vm, ptr + lay.name, b"C")
        incref(vm, ptr)                    # the classic locale's reference
        mem.wptr(vm.data_var(MSVCP140, "classic_locale") + lay.loc_ptr, ptr)
    if do_incref:
        incref(vm, ptr)
    return ptr


@cdecl("?_Init@locale@std@@CAPEAV_Locimp@12@_N@Z", "BYTE do_incref", widths=WIDTH64)
@cdecl("?_Init@locale@std@@CAPAV_Locimp@12@_N@Z", "BYTE do_incref", widths=X86ONLY)
def locale_Init(c, do_incref):
    """The global locale's implementation, set up as "C" on first use."""
    return (yield from init_locale(c, do_incref & 0xFF))


@cdecl("?_Getgloballocale@locale@std@@CAPEAV_Locimp@12@XZ", widths=WIDTH64)
@cdecl("?_Getgloballocale@locale@std@@CAPAV_Locimp@12@XZ", widths=X86ONLY)
def _Getgloballocale(c):
    """The global locale's implementation. The DLL's start-up makes it on Windows (its
    standard streams' construction calls _Init before the program runs), so a program
    never sees NULL here: made now if nothing has asked for it yet (no guest code runs
    to make it, so this is the same as having made it at load)."""
    return global_locimp(c.vm, False)


@cdecl("?_Setgloballocale@locale@std@@CAXPEAX@Z", "LPVOID imp", widths=WIDTH64)
@cdecl("?_Setgloballocale@locale@std@@CAXPAX@Z", "LPVOID imp", widths=X86ONLY)
def _Setgloballocale(c, imp):
    """Make ``imp`` the global locale's implementation (the caller holds its reference)."""
    c.vm.mem.wptr(global_cell(c.vm), imp)


@cdecl("?classic@locale@std@@SAAEBV12@XZ", widths=WIDTH64)
@cdecl("?classic@locale@std@@SAABV12@XZ", widths=X86ONLY)
def locale_classic(c):
    """The classic "C" locale object."""
    yield from init_locale(c, False)
    return c.vm.data_var(MSVCP140, "classic_locale")


def copy_locale(vm, dst, src):
    """``*dst = locale(*src)``: the same implementation, one reference more."""
    lay = loc_layout(vm)
    imp = vm.mem.uptr(src + lay.loc_ptr)
    vm.mem.write(dst, bytes(lay.locale_size))
    vm.mem.wptr(dst + lay.loc_ptr, imp)
    if imp:
        incref(vm, imp)
    return dst


def new_locale(c):
    """Generator: ``new locale``: a locale object on the heap sharing the global
    implementation (locale's default constructor)."""
    lay = loc_layout(c.vm)
    p = c.vm.heap.alloc(lay.locale_size, zero=True)
    c.vm.mem.wptr(p + lay.loc_ptr, (yield from init_locale(c, True)))
    return p


def delete_locale(c, loc):
    """Generator: ``delete loc``: release its implementation, free the object."""
    imp = c.vm.mem.uptr(loc + loc_layout(c.vm).loc_ptr)
    if imp:
        yield from release(c, imp)
    c.vm.heap.free(loc)


# -- _Locinfo ----------------------------------------------------------------------------------------
# {_Lockit; _Yarn<char> days, months; _Yarn<wchar_t> wdays, wmonths; _Yarn<char> old, new}:
# LocLayout's oldname, newname, locinfo_size


def _known(name):
    """What setlocale answers for ``name`` here: "C" for "C" and "" (the user's locale,
    which is "C"), None for any other (no such locale)."""
    return b"C" if name in (b"", b"C") else None


def locinfo_construct(c, this, cat, name):
    """Generator: _Locinfo(cat, name): the locale lock taken for the object's life; the
    current locale's name kept to restore; the new name "C", or "*" for a name that
    makes no locale. A NULL name throws runtime_error("bad locale name")."""
    vm, mem = c.vm, c.vm.mem
    lay = loc_layout(vm)
    mem.write(this, bytes(lay.locinfo_size))
    mem.w32(this, _LOCK_LOCALE)
    yield from lockit_enter(vm, _LOCK_LOCALE)
    if not name:
        lockit_leave(vm, _LOCK_LOCALE)
        yield from throw(c, "runtime_error", b"bad locale name")
        return this
    # _Oldlocname holds _wsetlocale(LC_ALL, NULL)'s wide name, as the library keeps it
    wide = "C".encode("utf-16-le") + b"\0\0"
    p = vm.heap.alloc(len(wide))
    mem.write(p, wide)
    mem.wptr(this + lay.oldname, p)
    text = mem.cbytes(name)
    if text == b"*":
        result = None
    else:
        result = b"C" if cat == 0 else _known(text)
    if result is None:
        yarn_set(vm, this + lay.newname, b"*")
    elif yarn_text(vm, this + lay.newname) != b"*":
        yarn_set(vm, this + lay.newname, result)
    return this


@member64("??0_Locinfo@std@@QEAA@HPEBD@Z", "int cat, LPVOID name")
@thiscall("??0_Locinfo@std@@QAE@HPBD@Z", "int cat, LPVOID name")
def locinfo_ctor(c, this, cat, name):
    """_Locinfo(category, name)."""
    return (yield from locinfo_construct(c, this, cat, name))


@member64("??0_Locinfo@std@@QEAA@PEBD@Z", "LPVOID name")
@thiscall("??0_Locinfo@std@@QAE@PBD@Z", "LPVOID name")
def locinfo_ctor_all(c, this, name):
    """_Locinfo(name): every category."""
    return (yield from locinfo_construct(c, this, _M_ALL, name))


@member64("??1_Locinfo@std@@QEAA@XZ")
@thiscall("??1_Locinfo@std@@QAE@XZ")
def locinfo_dtor(c, this):
    """~_Locinfo: restore the locale it replaced (always "C" here), free its strings,
    let the locale lock go."""
    vm = c.vm
    lay = loc_layout(vm)
    for yarn in range(lay.p, lay.locinfo_size, lay.yarn):
        yarn_free(vm, this + yarn)
    lockit_leave(vm, vm.mem.i32(this))


@member64("?_Getname@_Locinfo@std@@QEBAPEBDXZ")
@thiscall("?_Getname@_Locinfo@std@@QBEPBDXZ")
def locinfo_getname(c, this):
    """The locale's name ("C", or "*" when none)."""
    lay = loc_layout(c.vm)
    p = c.vm.mem.uptr(this + lay.newname)
    return p or this + lay.newname + lay.p


# -- codecvt<char, char, _Mbstatet> -------------------------------------------------------------------
_CODECVT_SLOTS = ("codecvt_dtor", "facet_incref", "facet_decref", "codecvt_always_noconv",
                  "codecvt_max_length", "codecvt_encoding", "codecvt_do_in", "codecvt_do_out",
                  "codecvt_do_unshift", "codecvt_do_length")
_ALWAYS_NOCONV, _DO_IN, _DO_OUT, _DO_UNSHIFT, _DO_LENGTH = 3, 6, 7, 8, 9


def _codecvt_vtable(vm):
    return own_vtable(vm, _CODECVT_SLOTS)


data_imports.DATA[(MSVCP140.lower(), "codecvt_vtable")] = _codecvt_vtable


@cdecl("?_Getcat@?$codecvt@DDU_Mbstatet@@@std@@SA_KPEAPEBVfacet@locale@2@PEBV42@@Z",
       "LPVOID ppf, LPVOID loc", widths=WIDTH64)
@cdecl("?_Getcat@?$codecvt@DDU_Mbstatet@@@std@@SAIPAPBVfacet@locale@2@PBV42@@Z",
       "LPVOID ppf, LPVOID loc", widths=X86ONLY)
def codecvt_getcat(c, ppf, loc):
    """The facet's category (LC_CTYPE); with ``ppf`` pointing at NULL, a new facet
    (no reference yet) into it, as use_facet asks for a lazy one."""
    vm = c.vm
    if ppf and not vm.mem.uptr(ppf):
        facet = vm.heap.alloc(loc_layout(vm).facet, zero=True)
        vm.mem.wptr(facet, vm.data_var(MSVCP140, "codecvt_vtable"))
        vm.mem.wptr(ppf, facet)
    return _X_CTYPE


@internal2("codecvt_dtor", "UINT flags")
def codecvt_dtor(c, this, flags):
    """The facet's deleting destructor."""
    if flags & 1:
        c.vm.heap.free(this)
    return this


@internal2("codecvt_always_noconv")
def codecvt_do_always_noconv(c, this):
    """do_always_noconv: char to char needs no conversion."""
    return 1


@internal2("codecvt_max_length")
def codecvt_do_max_length(c, this):
    """do_max_length: one byte a character."""
    return 1


@internal2("codecvt_encoding")
def codecvt_do_encoding(c, this):
    """do_encoding: a fixed width of one."""
    return 1


@internal2("codecvt_do_in", "LPVOID state, LPVOID first1, LPVOID last1, LPVOID mid1,"
          " LPVOID first2, LPVOID last2, LPVOID mid2")
def codecvt_do_in(c, this, state, first1, last1, mid1, first2, last2, mid2):
    """do_in: nothing converted (mid1 = first1, mid2 = first2), noconv."""
    c.vm.mem.wptr(mid1, first1)
    c.vm.mem.wptr(mid2, first2)
    return NOCONV


@internal2("codecvt_do_out", "LPVOID state, LPVOID first1, LPVOID last1, LPVOID mid1,"
          " LPVOID first2, LPVOID last2, LPVOID mid2")
def codecvt_do_out(c, this, state, first1, last1, mid1, first2, last2, mid2):
    """do_out: nothing converted, noconv."""
    c.vm.mem.wptr(mid1, first1)
    c.vm.mem.wptr(mid2, first2)
    return NOCONV


@internal2("codecvt_do_unshift", "LPVOID state, LPVOID first2, LPVOID last2, LPVOID mid2")
def codecvt_do_unshift(c, this, state, first2, last2, mid2):
    """do_unshift: no shift state to end, noconv."""
    c.vm.mem.wptr(mid2, first2)
    return NOCONV


@internal2("codecvt_do_length", "LPVOID state, LPVOID first1, LPVOID last1, UINT count")
def codecvt_do_length(c, this, state, first1, last1, count):
    """do_length: as many bytes as are there, up to ``count``."""
    return min(count, max(0, last1 - first1), 0x7FFFFFFF)


@member64("?always_noconv@codecvt_base@std@@QEBA_NXZ")
@thiscall("?always_noconv@codecvt_base@std@@QBE_NXZ")
def codecvt_always_noconv(c, this):
    """do_always_noconv() of the facet (its own override, if any)."""
    return (yield from vcall(c, this, _ALWAYS_NOCONV)) & 0xFF


def _conversion(name, slot, params):
    def member(c, this, *args):
        return (yield from vcall(c, this, slot, args))
    member.__name__ = name
    member.__doc__ = "Call the facet's do_%s (its own override, if any)." % name
    return member


_IN_OUT = ("LPVOID state, LPVOID first1, LPVOID last1, LPVOID mid1, LPVOID first2,"
           " LPVOID last2, LPVOID mid2")
_CVT = "?$codecvt@DDU_Mbstatet@@@std@@"
for _x86, _x64, _params, _name, _slot in (
        ("QBEHAAU_Mbstatet@@PBD1AAPBDPAD3AAPAD@Z",
         "QEBAHAEAU_Mbstatet@@PEBD1AEAPEBDPEAD3AEAPEAD@Z", _IN_OUT, "in", _DO_IN),
        ("QBEHAAU_Mbstatet@@PBD1AAPBDPAD3AAPAD@Z",
         "QEBAHAEAU_Mbstatet@@PEBD1AEAPEBDPEAD3AEAPEAD@Z", _IN_OUT, "out", _DO_OUT),
        ("QBEHAAU_Mbstatet@@PAD1AAPAD@Z", "QEBAHAEAU_Mbstatet@@PEAD1AEAPEAD@Z",
         "LPVOID state, LPVOID first2, LPVOID last2, LPVOID mid2", "unshift", _DO_UNSHIFT),
        ("QBEHAAU_Mbstatet@@PBD1I@Z", "QEBAHAEAU_Mbstatet@@PEBD1_K@Z",
         "LPVOID state, LPVOID first1, LPVOID last1, SIZE_T count", "length", _DO_LENGTH)):
    _func = _conversion(_name, _slot, _params)
    thiscall("?%s@%s%s" % (_name, _CVT, _x86), _params)(_func)
    member64("?%s@%s%s" % (_name, _CVT, _x64), _params)(_func)
