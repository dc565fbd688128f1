"""What MSVCP140's num_put and num_get facets share (``numput.py``, ``numget.py``): the
"C" locale's facet object ``{vtable; refs}`` of a class, with its ``id`` (data), its
``_Getcat`` (category LC_NUMERIC; with a pointer to NULL, a new facet into it), its
constructors (refs; _Locinfo and refs: only "C" exists here, so both make the same
facet), ``_Init`` and destructor (the "C" facet keeps nothing), at both widths.
"""

from ...core import data_imports
from ...core.dllnames import MSVCP140
from .locale import own_vtable
from . import cdecl, member64, thiscall
from ....abi.api import WIDTH64, X86ONLY

__all__ = ["declare_numeric_facet"]

#: the category both facets belong to (_Getcat's answer)
_LC_NUMERIC = 4


def declare_numeric_facet(kind, cls, tag, slots, getcats, class_names):
    """Declare facet class ``cls`` ("numput" or "numget" ``kind``, own-function ``tag``:
    "" char, "_w" wchar_t): its vtable data ``<kind><tag>_vtable`` over the function
    names ``slots``, its ``id``, ``_Getcat``, constructors, ``_Init`` and destructor.
    ``getcats`` and ``class_names`` get its _Getcat and class name by tag (_Makeloc's
    tables, makeloc.py)."""
    vtable = "%s%s_vtable" % (kind, tag)
    data_imports.DATA[(MSVCP140.lower(), vtable)] = lambda vm: own_vtable(vm, slots)
    data_imports.DATA[(MSVCP140.lower(), "?id@" + cls + "2V0locale@2@A")] = \
        lambda vm: vm.alloc_data(vm.ptr_size)

    def construct(vm, this, refs):
        vm.mem.wptr(this, vm.data_var(MSVCP140, vtable))
        vm.mem.w32(this + vm.ptr_size, refs & 0xFFFFFFFF)
        return this

    def getcat(c, ppf, loc):
        """The facet's category (LC_NUMERIC); with ``ppf`` pointing at NULL, a new "C"
        locale facet (no reference yet) into it."""
        vm = c.vm
        if ppf and not vm.mem.uptr(ppf):
            vm.mem.wptr(ppf, construct(vm, vm.heap.alloc(2 * vm.ptr_size, zero=True), 0))
        return _LC_NUMERIC
    getcat.__name__ = "%s%s_getcat" % (kind, tag)
    getcats[tag], class_names[tag] = getcat, cls
    cdecl("?_Getcat@" + cls + "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z", "LPVOID ppf, LPVOID loc",
          widths=WIDTH64)(getcat)
    cdecl("?_Getcat@" + cls + "SAIPAPBVfacet@locale@2@PBV42@@Z", "LPVOID ppf, LPVOID loc",
          widths=X86ONLY)(getcat)

    def ctor(c, this, refs):
        """The constructor (refs): the "C" locale's facet with ``refs`` references."""
        return construct(c.vm, this, refs)

    def ctor_locinfo(c, this, locinfo, refs):
        """The constructor (locinfo, refs): as (refs) (only "C" exists here)."""
        return construct(c.vm, this, refs)

    def init(c, this, locinfo):
        """_Init(locinfo): nothing to keep for the "C" locale."""

    def dtor(c, this):
        """The destructor: nothing to free."""
    for func, x86, x64, params in (
            (ctor, "??0%sQAE@I@Z", "??0%sQEAA@_K@Z", "SIZE_T refs"),
            (ctor_locinfo, "??0%sQAE@ABV_Locinfo@1@I@Z", "??0%sQEAA@AEBV_Locinfo@1@_K@Z",
             "LPVOID locinfo, SIZE_T refs"),
            (init, "?_Init@%sIAEXABV_Locinfo@2@@Z", "?_Init@%sIEAAXAEBV_Locinfo@2@@Z",
             "LPVOID locinfo"),
            (dtor, "??1%sMAE@XZ", "??1%sMEAA@XZ", "")):
        func.__name__ = "%s%s_%s" % (kind, tag, func.__name__)
        thiscall(x86 % cls, params)(func)
        member64(x64 % cls, params)(func)
