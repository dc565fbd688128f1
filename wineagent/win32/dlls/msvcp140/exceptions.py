"""MSVCP140's exceptions: the functions the headers call to throw (``_Xlength_error``,
``_Xout_of_range``, ``_Xbad_alloc``, ``_Throw_Cpp_error``...), the classes they throw
with their vtables and run-time type information, the error-number maps of
<system_error> (``_Winerror_map``, ``_Syserror_map``), std::set_new_handler and
``_Raise_handler``.

Since Visual C++ 2015 std::exception and its derived classes live in the headers: a
program has its own copies, and catches one of ours by its type descriptor's name
(``.?AVlength_error@std@@``), which the C++ exception machinery compares
(kernel/cxxeh.py). Ours are laid out as the headers lay theirs: ``{vtable;
__std_exception_data}`` (12 bytes; dlls/vcruntime140/exceptions.py), system_error
``+ error_code {int value; const error_category *category}``; the vtable is the deleting
destructor then ``what``. The functions the vtables, the throw information and the
error category point at are the DLL's own (``wineagent.`` names, not exports).

At x64 the objects are ``{vtable; {what; bool}}`` of 8-byte pointers (24 bytes) and the
tables x64 ones (RVAs, :func:`_rtti_block64`): the throwers of a message
(``_Xlength_error``...), ``_Xbad_alloc`` and ``_Xbad_function_call`` work at both
widths; system_error's (``_Throw_Cpp_error``...) at x86 only, its error categories
being x86 objects.
"""

import struct

from ....abi.api import GuestCall, Unimplemented, WIDTH64, X86ONLY
from ...core import data_imports
from ...core.dllnames import MSVCP140
from ...kernel import cxxeh64
from ...kernel.cxxeh import CATCHABLE_TYPE, CXX_EXCEPTION, MAGIC_VC6, PMD, THROW_INFO, \
    TYPE_DESCRIPTOR
from ..kernel32.seh import raise_from_api
from ..msvcrt.cxx import __uncaught_exception
from ..msvcrt.cxxclasses import BASE_CLASS, CLASS_HIERARCHY, OBJECT_LOCATOR, write_class_rtti
from ..vcruntime140.exceptions import exception_copy, exception_destroy, set_message
from . import cdecl, internal, internal64

_MANGLED = TYPE_DESCRIPTOR.offsetof("name")
_DATA = 4                               # __std_exception_data after the vtable
_SIZE = 12
_CODE = 12                              # system_error's error_code after it
_SYSERR_SIZE = 20

#: class -> its bases, most derived first (itself included), all at offset 0.
CLASSES = {
    "exception": ("exception",),
    "bad_alloc": ("bad_alloc", "exception"),
    "bad_function_call": ("bad_function_call", "exception"),
    "bad_cast": ("bad_cast", "exception"),
    "logic_error": ("logic_error", "exception"),
    "length_error": ("length_error", "logic_error", "exception"),
    "out_of_range": ("out_of_range", "logic_error", "exception"),
    "invalid_argument": ("invalid_argument", "logic_error", "exception"),
    "runtime_error": ("runtime_error", "exception"),
    "overflow_error": ("overflow_error", "runtime_error", "exception"),
    "_System_error": ("_System_error", "runtime_error", "exception"),
    "system_error": ("system_error", "_System_error", "runtime_error", "exception"),
    "failure": ("failure", "system_error", "_System_error", "runtime_error", "exception"),
}
#: the decorated names of classes nested elsewhere than in std
_NESTED = {"failure": "failure@ios_base"}


def _decorated(cls):
    return ".?AV%s@std@@" % _NESTED.get(cls, cls)
_VTABLE = ("scalar_dtor", "what")


def _size(cls, ptr=4):
    """An object's size: {vtable; __std_exception_data {what; bool}} (12 bytes at x86,
    24 at x64), a system_error's error_code {int; category *} after it (20, 40)."""
    syserr = cls in ("system_error", "_System_error", "failure")
    if ptr == 8:
        return 40 if syserr else 24
    return _SYSERR_SIZE if syserr else _SIZE


def _layout():
    """Offsets, in one block, of each class's vtable (from its locator slot), type
    descriptor, base-class descriptors and array, hierarchy, locator and throw
    information."""
    layout, at = {}, 0
    for cls, bases in CLASSES.items():
        e = layout[cls] = {"vtable": at}
        at += 4 * (len(_VTABLE) + 1)
        e["type"] = at
        at += (_MANGLED + len(_decorated(cls)) + 1 + 3) & ~3
        e["bases"] = at
        at += BASE_CLASS.sizeof() * len(bases)
        e["array"] = at
        at += 4 * len(bases)
        e["hierarchy"] = at
        at += CLASS_HIERARCHY.sizeof()
        e["locator"] = at
        at += OBJECT_LOCATOR.sizeof()
        e["catchable"] = at
        at += CATCHABLE_TYPE.sizeof() * len(bases)
        e["catchable_array"] = at
        at += 4 + 4 * len(bases)
        e["throw_info"] = at
        at += THROW_INFO.sizeof()
    return layout, at


_LAYOUT, _BLOCK = _layout()


def _rtti_block(vm):
    """Every class's vtable, RTTI and ThrowInfo, in one block (data_imports' factory)."""
    mem = vm.mem
    base = vm.alloc_data(_BLOCK)
    type_info_vtable = vm.proc_address("msvcrt.dll", "??_7type_info@@6B@")
    for cls, bases in CLASSES.items():
        at = {k: base + v for k, v in _LAYOUT[cls].items()}
        write_class_rtti(mem, at, _decorated(cls), bases,
                         lambda name: base + _LAYOUT[name]["type"], type_info_vtable)
        for i, slot in enumerate(_VTABLE):
            mem.w32(at["vtable"] + 4 * (i + 1),
                    vm.proc_address(MSVCP140, "wineagent.exception_" + slot))
        array = at["catchable_array"]
        mem.w32(array, len(bases))
        for i, name in enumerate(bases):
            ct = at["catchable"] + i * CATCHABLE_TYPE.sizeof()
            CATCHABLE_TYPE.write(mem, ct, properties=0, pType=base + _LAYOUT[name]["type"],
                                 sizeOrOffset=_size(name),
                                 copyFunction=vm.proc_address(MSVCP140,
                                                              "wineagent.copy_" + name))
            PMD.write(mem, ct + CATCHABLE_TYPE.offsetof("thisDisplacement"), mdisp=0,
                      pdisp=-1, vdisp=0)
            mem.w32(array + 4 + 4 * i, ct)
        THROW_INFO.write(mem, at["throw_info"], attributes=0,
                         pmfnUnwind=vm.proc_address(MSVCP140, "wineagent.exception_dtor"),
                         pForwardCompat=0, pCatchableTypeArray=array)
    return base


data_imports.DATA[(MSVCP140.lower(), "rtti_block")] = _rtti_block


def vtable(vm, cls):
    """The address of ``cls``'s vtable."""
    if vm.ptr_size == 8:
        return vm.data_var(MSVCP140, "rtti_block64") + _LAYOUT64[cls]["vtable"] + 8
    return vm.data_var(MSVCP140, "rtti_block") + _LAYOUT[cls]["vtable"] + 4


# -- the same at x64 -------------------------------------------------------------------------------
# x64 RTTI and throw information hold 32-bit offsets from the throwing image's base
# (ThrowInfo's, CatchableType's, the locator's pSelf); the DLL here has no image, and
# everything it points at (this block, its functions' thunks) lies below 4 GB, so the
# offsets are the addresses themselves: an image base of 0, which _CxxThrowException at
# x64 passes for an address in no module (kernel/cxxeh64.py), and the locator's pSelf
# (its own address) gives back.
def _layout64():
    """Offsets, in one block, of each class's x64 vtable (8-byte slots after the
    locator's), type descriptor, base class descriptors (7 DWORDs with the hierarchy's
    offset) and array, hierarchy, locator (6 DWORDs), catchable types and array, and
    throw information."""
    layout, at = {}, 0
    for cls, bases in CLASSES.items():
        e = layout[cls] = {"vtable": at}
        at += 8 * (len(_VTABLE) + 1)
        e["type"] = at
        at += (16 + len(_decorated(cls)) + 1 + 7) & ~7
        e["bases"] = at
        at += 28 * len(bases)
        e["array"] = at
        at += 4 * len(bases)
        e["hierarchy"] = at
        at += CLASS_HIERARCHY.sizeof()
        e["locator"] = at
        at += 24
        e["catchable"] = at
        at += CATCHABLE_TYPE.sizeof() * len(bases)
        e["catchable_array"] = at
        at += 4 + 4 * len(bases)
        e["throw_info"] = at
        at += THROW_INFO.sizeof()
        at = (at + 7) & ~7
    return layout, at


_LAYOUT64, _BLOCK64 = _layout64()


def _rtti_block64(vm):
    """Every class's x64 vtable, RTTI and ThrowInfo, in one block. The type descriptors'
    vtable is the C runtime's type_info's (what typeid's objects would use)."""
    mem = vm.mem
    base = vm.alloc_data(_BLOCK64)
    if base + _BLOCK64 > 0xFFFFFFFF:
        raise Unimplemented("MSVCP140.dll: x64 exception tables above 4 GB")
    type_info_vtable = vm.proc_address("msvcrt.dll", "??_7type_info@@6B@")
    for cls, bases in CLASSES.items():
        at = {k: base + v for k, v in _LAYOUT64[cls].items()}
        mem.wptr(at["type"], type_info_vtable)
        mem.wptr(at["type"] + 8, 0)
        mem.write(at["type"] + 16, _decorated(cls).encode() + b"\0")
        for i, name in enumerate(bases):
            d = at["bases"] + 28 * i
            # pTypeDescriptor, numContainedBases, PMD {0, -1, 0}, attributes
            # (BCD_HASPCHD: the hierarchy's offset follows), pClassDescriptor
            mem.write(d, struct.pack("<IiiiiII", base + _LAYOUT64[name]["type"],
                                     len(bases) - i - 1, 0, -1, 0, 0x40,
                                     base + _LAYOUT64[name]["hierarchy"]))
            mem.w32(at["array"] + 4 * i, d)
        CLASS_HIERARCHY.write(mem, at["hierarchy"], signature=0, attributes=0,
                              numBaseClasses=len(bases), pBaseClassArray=at["array"])
        # signature 1 (offsets from an image base), offset, cdOffset, type, hierarchy, self
        mem.write(at["locator"], struct.pack("<IiiIII", 1, 0, 0, at["type"],
                                             at["hierarchy"], at["locator"]))
        mem.wptr(at["vtable"], at["locator"])
        for i, slot in enumerate(_VTABLE):
            mem.wptr(at["vtable"] + 8 * (i + 1),
                     vm.proc_address(MSVCP140, "wineagent.x64.exception_" + slot))
        array = at["catchable_array"]
        mem.w32(array, len(bases))
        for i, name in enumerate(bases):
            ct = at["catchable"] + i * CATCHABLE_TYPE.sizeof()
            CATCHABLE_TYPE.write(mem, ct, properties=0,
                                 pType=base + _LAYOUT64[name]["type"],
                                 sizeOrOffset=_size(name, 8),
                                 copyFunction=vm.proc_address(MSVCP140,
                                                              "wineagent.x64.copy_" + name))
            PMD.write(mem, ct + CATCHABLE_TYPE.offsetof("thisDisplacement"), mdisp=0,
                      pdisp=-1, vdisp=0)
            mem.w32(array + 4 + 4 * i, ct)
        THROW_INFO.write(mem, at["throw_info"], attributes=0,
                         pmfnUnwind=vm.proc_address(MSVCP140, "wineagent.x64.exception_dtor"),
                         pForwardCompat=0, pCatchableTypeArray=array)
    return base


data_imports.DATA[(MSVCP140.lower(), "rtti_block64")] = _rtti_block64


def _static(text):
    def make(vm):
        p = vm.alloc_data(len(text) + 1)
        vm.mem.write_cstr(p, text)
        return p
    return make


def literal(vm, text):
    """A string of the DLL's own, made once (what a message literal is)."""
    key = (MSVCP140.lower(), "literal:" + text)
    if key not in data_imports.DATA:
        data_imports.DATA[key] = _static(text)
    return vm.data_var(MSVCP140, "literal:" + text)


# -- the classes' members ------------------------------------------------------------------------
@internal64("exception_dtor")
@internal("exception_dtor")
def exception_dtor(c, this):
    """The destructor every class here shares: frees an owned message."""
    exception_destroy(c.vm, this + c.vm.ptr_size)


@internal64("exception_scalar_dtor", "UINT flags")
@internal("exception_scalar_dtor", "UINT flags")
def exception_scalar_dtor(c, this, flags):
    """The vtable's deleting destructor: destroy, and free the object when ``flags & 1``."""
    exception_destroy(c.vm, this + c.vm.ptr_size)
    if flags & 1:
        c.vm.heap.free(this)
    return this


@internal64("exception_what")
@internal("exception_what")
def exception_what(c, this):
    """The message, or "Unknown exception" for none (std::exception::what)."""
    return c.vm.mem.uptr(this + c.vm.ptr_size) or literal(c.vm, "Unknown exception")


def _declare_copy(cls):
    @internal64("copy_" + cls, "LPVOID other")
    @internal("copy_" + cls, "LPVOID other")
    def copy(c, this, other):
        """The copy constructor the catch of a ``cls`` by value calls."""
        vm, mem = c.vm, c.vm.mem
        p = vm.ptr_size
        mem.wptr(this, vtable(vm, cls))
        exception_copy(vm, other + p, this + p)
        if _size(cls) > _SIZE:
            code = 3 * p
            mem.write(this + code, mem.read(other + code, _size(cls, p) - code))
        return this


for _cls in CLASSES:
    _declare_copy(_cls)


def throw(c, cls, message, owned=True, code=None):
    """Generator: throw a new ``cls`` whose message is ``message`` (bytes; a copy the
    object owns) or, with ``owned=False``, the address of a literal it shares; a
    system_error carries ``code`` (value, category address). The object lives on the
    heap: there is no frame of the thrower's to hold it."""
    vm = c.vm
    p = vm.ptr_size
    obj = vm.heap.alloc(_size(cls, p))
    vm.mem.wptr(obj, vtable(vm, cls))
    if owned:
        set_message(vm, obj + p, message)
    else:
        vm.mem.wptr(obj + p, message)
        vm.mem.wptr(obj + 2 * p, 0)
    if code is not None:
        if p == 8:
            raise Unimplemented("MSVCP140.dll: std::system_error thrown at 64 bits (the"
                                " error categories are x86 objects)")
        vm.mem.w32(obj + _CODE, code[0] & 0xFFFFFFFF)
        vm.mem.w32(obj + _CODE + 4, code[1])
    if p == 8:
        info = vm.data_var(MSVCP140, "rtti_block64") + _LAYOUT64[cls]["throw_info"]
        return (yield from cxxeh64.throw(vm, obj, info))
    info = vm.data_var(MSVCP140, "rtti_block") + _LAYOUT[cls]["throw_info"]
    return (yield from raise_from_api(vm, CXX_EXCEPTION, 1, (MAGIC_VC6, obj, info), 0))


def _thrower(cls):
    def handler(c, message):
        return (yield from throw(c, cls, c.vm.mem.cbytes(message) if message else b""))
    handler.__name__ = "_X" + cls
    handler.__doc__ = "Throw std::%s(message)." % cls
    return handler


for _cls in ("length_error", "out_of_range", "invalid_argument", "runtime_error",
             "overflow_error"):
    _handler = _thrower(_cls)
    cdecl("?_X%s@std@@YAXPBD@Z" % _cls, "LPVOID message", widths=X86ONLY)(_handler)
    cdecl("?_X%s@std@@YAXPEBD@Z" % _cls, "LPVOID message", widths=WIDTH64)(_handler)


@cdecl("?_Xbad_alloc@std@@YAXXZ")
def _Xbad_alloc(c):
    """Throw std::bad_alloc ("bad allocation")."""
    return (yield from throw(c, "bad_alloc", literal(c.vm, "bad allocation"), owned=False))


@cdecl("?_Xbad_function_call@std@@YAXXZ")
def _Xbad_function_call(c):
    """Throw std::bad_function_call ("bad function call")."""
    return (yield from throw(c, "bad_function_call", literal(c.vm, "bad function call"),
                             owned=False))


# -- <system_error> -------------------------------------------------------------------------------
#: _Winerror_map's table: Windows error -> errc (the library's pairs, in its order).
_WIN_ERRC = {1: 40, 2: 2, 3: 2, 4: 24, 5: 13, 6: 22, 8: 12, 12: 13, 14: 12, 15: 19, 16: 13,
    17: 18, 19: 13, 20: 19, 21: 11, 25: 5, 29: 5, 30: 5, 32: 13, 33: 39, 39: 28, 50: 129,
    53: 2, 55: 19, 67: 2, 80: 17, 82: 13, 87: 22, 109: 32, 110: 5, 111: 38, 112: 28,
    121: 138, 123: 2, 131: 22, 142: 16, 145: 41, 170: 16, 183: 17, 206: 38, 212: 39,
    258: 138, 267: 22, 995: 105, 998: 13, 1011: 5, 1012: 5, 1013: 5, 1237: 11, 1460: 138,
    2401: 16, 2404: 16, 4393: 22, 10004: 4, 10009: 9, 10013: 13, 10014: 14, 10022: 22,
    10024: 24, 10035: 140, 10036: 112, 10037: 103, 10038: 128, 10039: 109, 10040: 115,
    10041: 136, 10042: 123, 10043: 135, 10045: 130, 10047: 102, 10048: 100, 10049: 101,
    10050: 116, 10051: 118, 10052: 117, 10053: 106, 10054: 108, 10055: 119, 10056: 113,
    10057: 126, 10060: 138, 10061: 107, 10063: 38, 10065: 110}
#: _Syserror_map's table: errc -> its name.
_ERRC_NAMES = {0: "success", 102: "address family not supported", 100: "address in use",
    101: "address not available", 113: "already connected", 7: "argument list too long",
    33: "argument out of domain", 14: "bad address", 9: "bad file descriptor",
    104: "bad message", 32: "broken pipe", 106: "connection aborted",
    103: "connection already in progress", 107: "connection refused",
    108: "connection reset", 18: "cross device link", 109: "destination address required",
    16: "device or resource busy", 41: "directory not empty", 8: "executable format error",
    17: "file exists", 27: "file too large", 38: "filename too long",
    40: "function not supported", 110: "host unreachable", 111: "identifier removed",
    42: "illegal byte sequence", 25: "inappropriate io control operation", 4: "interrupted",
    22: "invalid argument", 29: "invalid seek", 5: "io error", 21: "is a directory",
    115: "message size", 116: "network down", 117: "network reset",
    118: "network unreachable", 119: "no buffer space", 10: "no child process",
    121: "no link", 39: "no lock available", 120: "no message available", 122: "no message",
    123: "no protocol option", 28: "no space on device", 124: "no stream resources",
    6: "no such device or address", 19: "no such device", 2: "no such file or directory",
    3: "no such process", 20: "not a directory", 128: "not a socket", 125: "not a stream",
    126: "not connected", 12: "not enough memory", 129: "not supported",
    105: "operation canceled", 112: "operation in progress", 1: "operation not permitted",
    130: "operation not supported", 140: "operation would block", 133: "owner dead",
    13: "permission denied", 134: "protocol error", 135: "protocol not supported",
    30: "read only file system", 36: "resource deadlock would occur",
    11: "resource unavailable try again", 34: "result out of range",
    127: "state not recoverable", 137: "stream timeout", 139: "text file busy",
    138: "timed out", 23: "too many files open in system", 24: "too many files open",
    31: "too many links", 114: "too many symbolic link levels", 132: "value too large",
    136: "wrong protocol type"}


@cdecl("?_Winerror_map@std@@YAHH@Z", "int code")
def _Winerror_map(c, code):
    """The errc for Windows error ``code`` (system_category's default condition), or 0."""
    return _WIN_ERRC.get(code, 0)


@cdecl("?_Syserror_map@std@@YAPEBDH@Z", "int code", widths=WIDTH64)
@cdecl("?_Syserror_map@std@@YAPBDH@Z", "int code", widths=X86ONLY)
def _Syserror_map(c, code):
    """The name of errc ``code`` ("unknown error" for another number)."""
    return literal(c.vm, _ERRC_NAMES.get(code, "unknown error"))


# The error categories of the system_error objects thrown here. Since Visual C++ 2019 an
# error_category is {vtable, uintptr_t _Addr}, and categories compare by _Addr: the
# generic category's is 3, iostream's 5, so ours equal the program's own
# generic_category() and iostream_category().
CATEGORIES = {"generic": 3, "iostream": 5}
_NAMES_BY_ADDR = {v: k for k, v in CATEGORIES.items()}
IO_ERRC_STREAM = 1                     # io_errc::stream
_CATEGORY_SLOTS = ("category_dtor", "category_name", "category_message",
                   "category_default_condition", "category_equivalent_condition",
                   "category_equivalent_code")


def _category_table(vm):
    table = vm.alloc_data(4 * len(_CATEGORY_SLOTS))
    for i, slot in enumerate(_CATEGORY_SLOTS):
        vm.mem.w32(table + 4 * i, vm.proc_address(MSVCP140, "wineagent." + slot))
    return table


def _category(name):
    def make(vm):
        obj = vm.alloc_data(8)
        vm.mem.w32(obj, vm.data_var(MSVCP140, "category_vtable"))
        vm.mem.w32(obj + 4, CATEGORIES[name])
        return obj
    return make


data_imports.DATA[(MSVCP140.lower(), "category_vtable")] = _category_table
for _name in CATEGORIES:
    data_imports.DATA[(MSVCP140.lower(), _name + "_category")] = _category(_name)


def category(vm, name):
    """The address of error category ``name`` ("generic", "iostream")."""
    return vm.data_var(MSVCP140, name + "_category")


def error_message(vm, cat, code):
    """What category ``cat``'s message(code) says."""
    if _NAMES_BY_ADDR.get(vm.mem.u32(cat + 4)) == "iostream" and code == IO_ERRC_STREAM:
        return "iostream stream error"
    return _ERRC_NAMES.get(code, "unknown error")


def write_string(vm, at, data):
    """Construct a std::string (x86 layout: {union {char buf[16]; char *ptr}; size_t size;
    size_t capacity}) holding ``data`` at ``at``: in the object when it fits in 15 bytes,
    else on the heap (operator new's heap), as the headers' basic_string does."""
    mem = vm.mem
    if len(data) < 16:
        mem.write(at, data + b"\0" * (16 - len(data)))
        cap = 15
    else:
        cap = len(data) | 15
        p = vm.heap.alloc(cap + 1)
        mem.write(p, data + b"\0")
        mem.w32(at, p)
    mem.w32(at + 16, len(data))
    mem.w32(at + 20, cap)
    return at


@internal("category_dtor", "UINT flags")
def category_dtor(c, this, flags):
    """The category is never freed (it lives as long as the program)."""
    return this


@internal("category_name")
def category_name(c, this):
    """The category's name: "generic" or "iostream"."""
    return literal(c.vm, _NAMES_BY_ADDR.get(c.vm.mem.u32(this + 4), "generic"))


@internal("category_message", "LPVOID ret, int code")
def category_message(c, this, ret, code):
    """The std::string naming ``code`` in this category (into the caller's ``ret``)."""
    return write_string(c.vm, ret, error_message(c.vm, this, code).encode())


@internal("category_default_condition", "LPVOID ret, int code")
def category_default_condition(c, this, ret, code):
    """error_condition(code, this category), into ``ret``."""
    c.vm.mem.w32(ret, code & 0xFFFFFFFF)
    c.vm.mem.w32(ret + 4, this)
    return ret


def _same_category(mem, a, b):
    return mem.u32(a + 4) == mem.u32(b + 4)


@internal("category_equivalent_condition", "int code, LPVOID cond")
def category_equivalent_condition(c, this, code, cond):
    """Whether ``cond`` is this category's condition ``code``."""
    mem = c.vm.mem
    return int(_same_category(mem, this, mem.u32(cond + 4)) and mem.i32(cond) == code)


@internal("category_equivalent_code", "LPVOID error, int code")
def category_equivalent_code(c, this, error, code):
    """Whether error code ``error`` is this category's ``code``."""
    mem = c.vm.mem
    return int(_same_category(mem, this, mem.u32(error + 4)) and mem.i32(error) == code)


#: _Throw_Cpp_error's codes: (errc, message)
_CPP_ERRORS = ((16, "device or resource busy"), (22, "invalid argument"),
               (3, "no such process"), (12, "not enough memory"),
               (1, "operation not permitted"), (36, "resource deadlock would occur"),
               (11, "resource unavailable try again"))


@cdecl("?_Throw_Cpp_error@std@@YAXH@Z", "int code", widths=X86ONLY)
def _Throw_Cpp_error(c, code):
    """Throw std::system_error for thread error ``code`` (0-6): errc and message from the
    library's table; what() is "message: " + the errc's name, as system_error makes it."""
    if not 0 <= code < len(_CPP_ERRORS):
        code = 1                      # the library indexes its table unchecked
    errc, message = _CPP_ERRORS[code]
    text = ("%s: %s" % (message, _ERRC_NAMES[errc])).encode()
    return (yield from throw(c, "system_error", text, code=(errc, category(c.vm, "generic"))))


@cdecl("?_Throw_C_error@std@@YAXH@Z", "int code", widths=X86ONLY)
def _Throw_C_error(c, code):
    """Throw the system_error for a _Thrd_result: no memory and timed out are
    "resource unavailable try again", busy "device or resource busy", error "invalid
    argument"."""
    which = {1: 6, 2: 6, 3: 0, 4: 1}.get(code)
    if which is None:
        raise_abort(c)
        return
    yield from _Throw_Cpp_error(c, which)


def raise_abort(c):
    """What abort() does (the library calls it for a code it does not know, and
    terminate() for a rethrow with no exception): its line, exit code 3."""
    c.vm.stdout_log.append("abnormal program termination")
    c.vm.machine.exit(3)


# -- the new handler -------------------------------------------------------------------------------
@cdecl("?set_new_handler@std@@YAP6AXXZP6AXXZ@Z", "LPVOID handler")
def set_new_handler(c, handler):
    """Install ``handler`` (NULL: none) as the function operator new calls when memory is
    short; the previous one. The C runtime's _callnewh calls it through the DLL's own
    adapter, which reports "try again" after it returns (a new_handler either frees
    memory or throws)."""
    crt = c.vm.crt
    old = crt.std_new_handler
    crt.std_new_handler = handler
    crt.new_handler = c.vm.proc_address(MSVCP140, "wineagent.new_handler") if handler else 0
    return old


@cdecl("?get_new_handler@std@@YAP6AXXZXZ")
def get_new_handler(c):
    """The handler set_new_handler installed (NULL: none)."""
    return c.vm.crt.std_new_handler


@cdecl("wineagent.new_handler", "SIZE_T size")
def new_handler_adapter(c, size):
    """_set_new_handler's side of std::set_new_handler: call the program's handler, then
    ask operator new to try again."""
    handler = c.vm.crt.std_new_handler
    if handler:
        yield GuestCall(handler, (), "cdecl")
    return 1


# ``_Raise_handler``: a pointer the library's _Raise checks before throwing (stdext's
# exception raising, unused since Visual C++ 2015's headers): NULL, no handler.
data_imports.DATA[(MSVCP140.lower(), "?_Raise_handler@std@@3P6AXABVexception@stdext@@@ZA")] = \
    lambda vm: vm.alloc_data(4)


@cdecl("?uncaught_exceptions@std@@YAHXZ")
def uncaught_exceptions(c):
    """std::uncaught_exceptions(): how many thrown C++ exceptions have not reached their
    catch yet (the C runtime keeps one flag: 0 or 1)."""
    return __uncaught_exception(c)


@cdecl("?uncaught_exception@std@@YA_NXZ")
def uncaught_exception(c):
    """std::uncaught_exception(): whether a thrown C++ exception has not reached its
    catch yet (the C runtime's __uncaught_exception); an ostream's sentry asks it before
    its _Osfx."""
    return __uncaught_exception(c)
