"""msvcrt.dll's exported C++ classes and run-time type information (32-bit x86):
``exception`` and its derived ``bad_typeid``, ``bad_cast`` and ``__non_rtti_object``,
``type_info``, their virtual-function tables as data exports (``??_7exception@@6B@``), the
RTTI helpers the compiler calls for ``typeid`` and ``dynamic_cast`` (``__RTtypeid``,
``__RTCastToVoid``, ``__RTDynamicCast``) and ``operator new``/``delete`` (``[]`` too).

Member functions are ``__thiscall``: the object in ECX, the arguments on the stack, popped
by the callee (declared stdcall; :func:`thiscall` passes ECX as ``this``).

Layouts, as Visual C++ lays the classes out: ``exception {vtable, const char *name, int
do_free}`` (12 bytes; ``do_free`` says the name is the object's own malloc'ed copy) and
``type_info {vtable, char *undecorated name (lazily made), char decorated name[]}``. A
vtable holds the vector deleting destructor then ``what``, with the class's
CompleteObjectLocator one slot before it; RTTI data (x86, absolute pointers) is::

    CompleteObjectLocator {signature, offset, cdOffset, TypeDescriptor*, ClassHierarchy*}
    ClassHierarchyDescriptor {signature, attributes, numBaseClasses, BaseClassArray*}
    BaseClassDescriptor {TypeDescriptor*, numContainedBases, PMD where, attributes}

the base-class array listing the class itself first. The descriptor of a type is a
``type_info`` (its TypeDescriptor), decorated name ``.?AVname@@``.
"""

from ....abi.api import BOTH, X86ONLY, Unimplemented, api
from ....abi.structs import struct as cstruct
from ...core import data_imports
from ...core.crt import cdecl
from ...core.dllnames import MSVCRT
from ..kernel32.seh import raise_from_api
from ...kernel.cxxeh import (CATCHABLE_TYPE, CXX_EXCEPTION, MAGIC_VC6, PMD, THROW_INFO,
                             TYPE_DESCRIPTOR, this_pointer)
from .locale import _callnewh
from .undname import undecorate

EXCEPTION = cstruct("exception", "DWORD vtable; DWORD name; int do_free")
TYPE_INFO = TYPE_DESCRIPTOR            # {vtable, name, mangled[]}: one layout, two names
OBJECT_LOCATOR = cstruct("RTTICompleteObjectLocator",
                         "DWORD signature; int offset; int cdOffset; DWORD pTypeDescriptor;"
                         " DWORD pClassDescriptor")
CLASS_HIERARCHY = cstruct("RTTIClassHierarchyDescriptor",
                          "DWORD signature; DWORD attributes; int numBaseClasses;"
                          " DWORD pBaseClassArray")
BASE_CLASS = cstruct("RTTIBaseClassDescriptor",
                     "DWORD pTypeDescriptor; int numContainedBases; PMD where;"
                     " DWORD attributes")
_MANGLED = TYPE_DESCRIPTOR.offsetof("name")
_ESIZE = EXCEPTION.sizeof()
_MAX_BASES = 1024                      # bounds a corrupt hierarchy

# UNDNAME_NO_ARGUMENTS | UNDNAME_32_BIT_DECODE: how type_info::name undecorates its type
_TYPE_NAME_FLAGS = 0x2000 | 0x0800

#: class -> (its bases, most derived first, itself included; the name a default
#: constructor gives it). The classes' vtables share the destructor and ``what``.
#: The runtime throws the three derived classes: their ThrowInfo is in the same block.
CLASSES = {
    "exception": (("exception",), None),
    "bad_typeid": (("bad_typeid", "exception"), "bad typeid"),
    "bad_cast": (("bad_cast", "exception"), "bad cast"),
    "__non_rtti_object": (("__non_rtti_object", "bad_typeid", "exception"), None),
    "type_info": (("type_info",), None),
}


def thiscall(name, params=""):
    """Declare a msvcrt member function: ``func(c, this, *params)`` with ``this`` from ECX.
    The names are x86 Visual C++ decorations (``QAE``: __thiscall, 32-bit pointers), which
    x64 msvcrt.dll does not export (its members are ``QEAA``...): X86ONLY."""
    def register(func):
        def member(c, *args):
            return func(c, c.vm.machine.regs()["ecx"], *args)
        member.__name__ = member.__qualname__ = func.__name__
        member.__doc__ = func.__doc__
        api(MSVCRT, name, params, conv="stdcall", widths=X86ONLY)(member)
        return func
    return register


# -- RTTI data and vtables: data exports, made once per VM ------------------------------------
def _vtable_slots(cls):
    slots = ["??_E%s@@UAEPAXI@Z" % cls]
    if cls != "type_info":
        slots.append("?what@exception@@UBEPBDXZ")
    return slots


def _rtti_layout():
    """Offsets, within one block, of each class's vtable (its locator slot), type
    descriptor, base-class descriptors, base-class array, hierarchy and locator: the
    type descriptors point at type_info's vtable and the vtables at the locators, so all
    of it is laid out at once."""
    layout, at = {}, 0
    for cls, (bases, _default) in CLASSES.items():
        entry = {"vtable": at}
        at += 4 * (len(_vtable_slots(cls)) + 1)
        entry["type"] = at
        at += (_MANGLED + len(".?AV%s@@" % cls) + 1 + 3) & ~3
        entry["bases"] = at
        at += BASE_CLASS.sizeof() * len(bases)
        entry["array"] = at
        at += 4 * len(bases)
        entry["hierarchy"] = at
        at += CLASS_HIERARCHY.sizeof()
        entry["locator"] = at
        at += OBJECT_LOCATOR.sizeof()
        if cls in _THROWN:
            entry["catchable"] = at
            at += CATCHABLE_TYPE.sizeof() * len(bases)
            entry["catchable_array"] = at
            at += 4 + 4 * len(bases)
            entry["throw_info"] = at
            at += THROW_INFO.sizeof()
        layout[cls] = entry
    return layout, at


_THROWN = ("bad_typeid", "bad_cast", "__non_rtti_object")
_LAYOUT, _BLOCK_SIZE = _rtti_layout()


def write_class_rtti(mem, at, decorated, bases, type_of, type_info_vtable):
    """One class's x86 RTTI, at the addresses ``at`` names (type, bases, array,
    hierarchy, locator, vtable): its TypeDescriptor named ``decorated`` (".?AV...@@"),
    a base class descriptor per entry of ``bases`` (the class then its ancestors: single
    inheritance, every base at offset 0 containing the bases after it; ``type_of(name)``
    is each one's TypeDescriptor), their array, the class hierarchy, the complete object
    locator, and the vtable's slot -1 pointing at it. msvcrt's classes and msvcp140's
    exceptions are both laid out so."""
    TYPE_DESCRIPTOR.write(mem, at["type"], pVFTable=type_info_vtable, spare=0)
    mem.write(at["type"] + _MANGLED, decorated.encode() + b"\0")
    for i, name in enumerate(bases):
        d = at["bases"] + i * BASE_CLASS.sizeof()
        BASE_CLASS.write(mem, d, pTypeDescriptor=type_of(name),
                         numContainedBases=len(bases) - i - 1, attributes=0)
        PMD.write(mem, d + BASE_CLASS.offsetof("where"), mdisp=0, pdisp=-1, vdisp=0)
        mem.w32(at["array"] + 4 * i, d)
    CLASS_HIERARCHY.write(mem, at["hierarchy"], signature=0, attributes=0,
                          numBaseClasses=len(bases), pBaseClassArray=at["array"])
    OBJECT_LOCATOR.write(mem, at["locator"], signature=0, offset=0, cdOffset=0,
                         pTypeDescriptor=at["type"], pClassDescriptor=at["hierarchy"])
    mem.w32(at["vtable"], at["locator"])


def _rtti_block(vm):
    """Every class's vtable and RTTI data, in one block (data_imports' factory)."""
    mem = vm.mem
    base = vm.alloc_data(_BLOCK_SIZE)
    for cls, (bases, _default) in CLASSES.items():
        at = {k: base + v for k, v in _LAYOUT[cls].items()}
        write_class_rtti(mem, at, ".?AV%s@@" % cls, bases,
                         lambda name: base + _LAYOUT[name]["type"],
                         base + _LAYOUT["type_info"]["vtable"] + 4)
        for i, name in enumerate(_vtable_slots(cls)):
            mem.w32(at["vtable"] + 4 * (i + 1), vm.proc_address(MSVCRT, name))
        if cls in _THROWN:
            _write_throw_info(vm, base, cls, at)
    return base


def _write_throw_info(vm, base, cls, at):
    """What a ``throw cls(...)`` of the compiler hands _CxxThrowException: the object's
    destructor and its catchable types (the class and each base, copied by the class's
    copy constructor, 12 bytes, at offset 0)."""
    mem, bases = vm.mem, CLASSES[cls][0]
    array = at["catchable_array"]
    mem.w32(array, len(bases))
    for i, name in enumerate(bases):
        ct = at["catchable"] + i * CATCHABLE_TYPE.sizeof()
        CATCHABLE_TYPE.write(mem, ct, properties=0, pType=base + _LAYOUT[name]["type"],
                             sizeOrOffset=_ESIZE,
                             copyFunction=vm.proc_address(MSVCRT, "??0%s@@QAE@ABV0@@Z" % name))
        PMD.write(mem, ct + CATCHABLE_TYPE.offsetof("thisDisplacement"), mdisp=0, pdisp=-1,
                  vdisp=0)
        mem.w32(array + 4 + 4 * i, ct)
    THROW_INFO.write(mem, at["throw_info"], attributes=0,
                     pmfnUnwind=vm.proc_address(MSVCRT, "??1%s@@UAE@XZ" % cls),
                     pForwardCompat=0, pCatchableTypeArray=array)


def throw(c, cls, message):
    """Generator: throw a new ``cls`` named ``message`` from the cdecl function running,
    as the compiler's ``throw`` does (the object lives on the heap, not on the thrower's
    stack: there is no thrower's frame here)."""
    vm = c.vm
    obj = vm.heap.alloc(_ESIZE)
    construct(vm, obj, cls, vm.data_var(MSVCRT, "message:" + message))
    info = vm.data_var(MSVCRT, "rtti_block") + _LAYOUT[cls]["throw_info"]
    return (yield from raise_from_api(vm, CXX_EXCEPTION, 1, (MAGIC_VC6, obj, info), 0))


def _vtable_export(cls):
    def make(vm):
        return vm.data_var(MSVCRT, "rtti_block") + _LAYOUT[cls]["vtable"] + 4
    return make


def _static_string(text):
    def make(vm):
        addr = vm.alloc_data(len(text) + 1)
        vm.mem.write_cstr(addr, text)
        return addr
    return make


data_imports.DATA[(MSVCRT.lower(), "rtti_block")] = _rtti_block
for _cls in CLASSES:
    data_imports.DATA[(MSVCRT.lower(), "??_7%s@@6B@" % _cls)] = _vtable_export(_cls)
data_imports.DATA[(MSVCRT.lower(), "unknown_exception")] = _static_string("Unknown exception")
# The messages of the exceptions the RTTI helpers throw (msvcrt.dll's wording)
_NULL_TYPEID = "Attempted a typeid of NULL pointer!"
_NO_RTTI = "Bad read pointer - no RTTI data!"
_BAD_CAST = "Bad dynamic_cast!"
for _message in (_NULL_TYPEID, _NO_RTTI, _BAD_CAST):
    data_imports.DATA[(MSVCRT.lower(), "message:" + _message)] = _static_string(_message)


def vtable(vm, cls):
    """The address of ``cls``'s vtable (what its objects point to)."""
    return vm.data_var(MSVCRT, "??_7%s@@6B@" % cls)


# -- exception and its derived classes ----------------------------------------------------------
def _set_name(vm, this, name, copy):
    """Give ``this`` the name ``name``: a malloc'ed copy when ``copy`` (freed by the
    destructor), else the caller's pointer."""
    if name and copy:
        text = vm.mem.cbytes(name)
        p = vm.heap.alloc(len(text) + 1)
        vm.mem.write(p, text + b"\0")
        EXCEPTION.write(vm.mem, this, name=p, do_free=1)
    else:
        EXCEPTION.write(vm.mem, this, name=name, do_free=0)


def construct(vm, this, cls, name, copy=True):
    """Construct an object of exception class ``cls`` at ``this`` named ``name``."""
    EXCEPTION.write(vm.mem, this, vtable=vtable(vm, cls))
    _set_name(vm, this, name, copy)
    return this


def _copy(vm, this, other, cls=None):
    """Copy ``other``'s name into ``this`` (the vtable set to ``cls``'s, unless None)."""
    e = EXCEPTION.at(vm.mem, other)
    if cls:
        EXCEPTION.write(vm.mem, this, vtable=vtable(vm, cls))
    _set_name(vm, this, e.name, bool(e.do_free))
    return this


def _destroy(vm, this):
    """The destructor's work: free a name the object owns (the fields stay as they are,
    as msvcrt.dll leaves them)."""
    e = EXCEPTION.at(vm.mem, this)
    if e.do_free and e.name:
        vm.heap.free(e.name)


def _declare_class(cls):
    """Declare the constructors, destructor and operators of exception class ``cls``."""
    default = CLASSES[cls][1]

    if cls in ("exception", "bad_cast"):
        # (const char * const &): copies the string the reference names
        @thiscall("??0%s@@QAE@ABQBD@Z" % cls, "LPVOID name_ref")
        def ctor_ref(c, this, name_ref):
            return construct(c.vm, this, cls, c.vm.mem.u32(name_ref))

    if cls != "exception":
        # (const char *): copies the string (the derived classes' constructor)
        @thiscall("??0%s@@QAE@PBD@Z" % cls, "LPVOID name")
        def ctor(c, this, name):
            return construct(c.vm, this, cls, name)

    if default:
        # the default constructor's closure: the class's built-in message
        @thiscall("??_F%s@@QAEXXZ" % cls)
        def ctor_closure(c, this):
            construct(c.vm, this, cls, c.vm.data_var(MSVCRT, "default_name:" + cls))
        data_imports.DATA[(MSVCRT.lower(), "default_name:" + cls)] = _static_string(default)

    @thiscall("??0%s@@QAE@ABV0@@Z" % cls, "LPVOID other")
    def copy_ctor(c, this, other):
        """Copy constructor: a name the source owns is copied again."""
        return _copy(c.vm, this, other, cls)

    @thiscall("??1%s@@UAE@XZ" % cls)
    def dtor(c, this):
        """Destructor: frees the name when the object owns it."""
        _destroy(c.vm, this)

    @thiscall("??4%s@@QAEAAV0@ABV0@@Z" % cls, "LPVOID other")
    def assign(c, this, other):
        """operator=: destroy, then copy the name; the object keeps its own vtable (an
        exception assigned through bad_typeid::operator= stays an exception)."""
        if this != other:
            _destroy(c.vm, this)
            _copy(c.vm, this, other)
        return this

    _declare_deleting_dtors(cls, _ESIZE, _destroy)


def _declare_deleting_dtors(cls, size, destroy):
    """The scalar (``??_G``) and vector (``??_E``) deleting destructors of ``cls``: flag 1
    frees the memory, flag 2 destroys an array whose count precedes it (new[]'s layout)."""

    @thiscall("??_G%s@@UAEPAXI@Z" % cls, "UINT flags")
    def scalar_dtor(c, this, flags):
        destroy(c.vm, this)
        if flags & 1:
            c.vm.heap.free(this)
        return this

    @thiscall("??_E%s@@UAEPAXI@Z" % cls, "UINT flags")
    def vector_dtor(c, this, flags):
        vm = c.vm
        if not flags & 2:
            return scalar_dtor(c, this, flags)
        block = this - 4
        count = vm.mem.u32(block)
        for i in reversed(range(min(count, 1 << 20))):
            destroy(vm, this + i * size)
        if flags & 1:
            vm.heap.free(block)
        return this                       # `this`, as Wine 8 answers (the oracle here)


for _cls in ("exception", "bad_typeid", "bad_cast", "__non_rtti_object"):
    _declare_class(_cls)


@thiscall("??0exception@@QAE@ABQBDH@Z", "LPVOID name_ref, int no_copy")
def exception_ctor_nocopy(c, this, name_ref, no_copy):
    """exception(const char * const &, int): keeps the caller's string, uncopied."""
    return construct(c.vm, this, "exception", c.vm.mem.u32(name_ref), copy=False)


@thiscall("??0exception@@QAE@XZ")
def exception_default_ctor(c, this):
    """exception(): no name."""
    return construct(c.vm, this, "exception", 0)


@thiscall("?what@exception@@UBEPBDXZ")
def exception_what(c, this):
    """The message, or "Unknown exception" for an exception without one."""
    return EXCEPTION.at(c.vm.mem, this).name or c.vm.data_var(MSVCRT, "unknown_exception")


# -- type_info -----------------------------------------------------------------------------------
def _type_info_destroy(vm, this):
    name = TYPE_INFO.at(vm.mem, this).spare
    if name:
        vm.heap.free(name)


@thiscall("??1type_info@@UAE@XZ")
def type_info_dtor(c, this):
    """Frees the undecorated name ``name()`` made (with free)."""
    _type_info_destroy(c.vm, this)


_declare_deleting_dtors("type_info", 0, _type_info_destroy)


def _mangled(vm, ti):
    # TypeDescriptor {pVFTable, spare, name}: the name after two pointers of the width
    return vm.mem.cbytes(ti + TYPE_DESCRIPTOR.offsetof("name", vm.ptr_size))


@thiscall("?raw_name@type_info@@QBEPBDXZ")
def type_info_raw_name(c, this):
    """The decorated name, as stored in the object."""
    return this + _MANGLED


@thiscall("?name@type_info@@QBEPBDXZ")
def type_info_name(c, this):
    """The undecorated name ("class test1"), made on first use and kept in the object
    (the decorated name less its leading "." undecorated as a data type, blanks at its end
    removed)."""
    vm = c.vm
    ti = TYPE_INFO.at(vm.mem, this)
    if not ti.spare:
        text = undecorate(_mangled(vm, this)[1:].decode("latin-1"), _TYPE_NAME_FLAGS)
        if text is None:
            return 0
        data = text.rstrip(" ").encode("latin-1") + b"\0"
        p = vm.heap.alloc(len(data))
        vm.mem.write(p, data)
        ti.spare = p
    return ti.spare


def _compare(vm, a, b):
    # the first character ("." in a compiler's descriptor) is not compared
    x, y = _mangled(vm, a)[1:], _mangled(vm, b)[1:]
    return (x > y) - (x < y)


@thiscall("?before@type_info@@QBEHABV1@@Z", "LPVOID other")
def type_info_before(c, this, other):
    """1 when this type's decorated name sorts before ``other``'s."""
    return 1 if _compare(c.vm, this, other) < 0 else 0


@thiscall("??8type_info@@QBEHABV0@@Z", "LPVOID other")
def type_info_equals(c, this, other):
    """operator==: the same decorated name."""
    return 1 if _compare(c.vm, this, other) == 0 else 0


@thiscall("??9type_info@@QBEHABV0@@Z", "LPVOID other")
def type_info_not_equals(c, this, other):
    """operator!=."""
    return 0 if _compare(c.vm, this, other) == 0 else 1


# -- RTTI ------------------------------------------------------------------------------------------
# The CompleteObjectLocator sits in the vtable's slot -1. In a 32-bit program its references
# (TypeDescriptor, ClassHierarchyDescriptor, the base-class array and its descriptors) are
# addresses; in a 64-bit one (signature 1) they are image-relative, and the locator's own
# RVA follows them (pSelf), so the image base is the locator's address less that.
_SELF = OBJECT_LOCATOR.sizeof()              # pSelf's offset in an x64 locator


def _rtti(mem, obj):
    """(locator, base) of the object at ``obj``: its CompleteObjectLocator and what the
    locator's references are relative to (0 in a 32-bit program, the image base in a
    64-bit one)."""
    ptr = mem.ptr_size
    at = mem.uptr(mem.uptr(obj) - ptr)
    loc = OBJECT_LOCATOR.at(mem, at)
    return loc, (at - mem.u32(at + _SELF) if ptr == 8 else 0)


def _throw(c, cls, message):
    """Generator: throw ``cls`` as ``throw`` does; the objects this module makes are x86
    ones (their vtables, ThrowInfo with addresses), so a 64-bit program stops naming it."""
    if c.vm.ptr_size == 8:
        raise Unimplemented("%s: throwing %s in a 64-bit program" % (c.spec.full_name, cls))
    return (yield from throw(c, cls, message))


@cdecl("__RTtypeid", "LPVOID obj", widths=BOTH)
def __RTtypeid(c, obj):
    """typeid(*obj): the TypeDescriptor of the object's most derived class, found through
    the CompleteObjectLocator before its vtable."""
    if not obj:
        yield from _throw(c, "bad_typeid", _NULL_TYPEID)
        return 0
    try:
        loc, base = _rtti(c.vm.mem, obj)
        return base + loc.pTypeDescriptor
    except Exception:           # an unmapped page: the object has no RTTI to read
        yield from _throw(c, "__non_rtti_object", _NO_RTTI)
        return 0


@cdecl("__RTCastToVoid", "LPVOID obj", widths=BOTH)
def __RTCastToVoid(c, obj):
    """dynamic_cast<void *>(obj): the start of the complete object (the locator's offset
    of this vtable within it subtracted)."""
    if not obj:
        return 0
    mem = c.vm.mem
    try:
        loc, _base = _rtti(mem, obj)
        return (obj - loc.offset) & ((1 << (8 * mem.ptr_size)) - 1)
    except Exception:           # an unmapped page: the object has no RTTI to read
        yield from _throw(c, "__non_rtti_object", _NO_RTTI)
        return 0


@cdecl("__RTDynamicCast", "LPVOID obj, int vfdelta, LPVOID src, LPVOID dst, int is_reference",
       widths=BOTH)
def __RTDynamicCast(c, obj, vfdelta, src, dst, is_reference):
    """dynamic_cast<dst>(obj): the subobject of the complete object whose class is
    ``dst`` (the first in its base-class array with that decorated name, its PMD applied),
    or NULL; a failed cast to a reference throws bad_cast. ``vfdelta`` (where the source
    subobject's vtable pointer lies) matters only to tell apart several bases of one
    class under multiple inheritance; here the first base with the name is taken."""
    if not obj:
        return 0
    mem = c.vm.mem
    try:
        loc, base = _rtti(mem, obj)
        hierarchy = CLASS_HIERARCHY.at(mem, base + loc.pClassDescriptor)
        count = hierarchy.numBaseClasses
    except Exception:           # an unmapped page: the object has no RTTI to read
        yield from _throw(c, "__non_rtti_object", _NO_RTTI)
        return 0
    complete = (obj - loc.offset) & ((1 << (8 * mem.ptr_size)) - 1)
    want = _mangled(c.vm, dst)
    for i in range(min(count, _MAX_BASES)):
        desc = base + mem.u32(base + hierarchy.pBaseClassArray + 4 * i)
        if _mangled(c.vm, base + BASE_CLASS.at(mem, desc).pTypeDescriptor) == want:
            return this_pointer(mem, mem.ptr_size, desc + BASE_CLASS.offsetof("where"), complete)
    if is_reference:            # a failed cast to a reference throws
        yield from _throw(c, "bad_cast", _BAD_CAST)
    return 0


# -- operator new / delete -------------------------------------------------------------------------
def _operator_new(c, size):
    """malloc, calling the new handler (_set_new_handler) while it asks to retry; msvcrt.dll
    answers NULL when memory stays short (it throws no bad_alloc)."""
    while True:
        p = c.vm.heap.alloc(size)
        if p:
            return p
        if not (yield from _callnewh(c, size)):
            return 0


def _operator_delete(c, p):
    """free."""
    if p:
        c.vm.heap.free(p)


# x86 decorations (x64's operator new is ??2@YAPEAX_K@Z): X86ONLY
cdecl("??2@YAPAXI@Z", "SIZE_T size", widths=X86ONLY)(_operator_new)
cdecl("??_U@YAPAXI@Z", "SIZE_T size", widths=X86ONLY)(_operator_new)
cdecl("??3@YAXPAX@Z", "LPVOID p", widths=X86ONLY)(_operator_delete)
cdecl("??_V@YAXPAX@Z", "LPVOID p", widths=X86ONLY)(_operator_delete)
