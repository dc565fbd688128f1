"""MSVCP140's ``std::exception_ptr`` functions (``__ExceptionPtr*``), which the headers'
exception_ptr, current_exception, rethrow_exception and make_exception_ptr call for
everything: the program never looks inside the object.

An exception_ptr is two pointers, ``{EXCEPTION_RECORD *rec; int *ref}`` (as Wine's
and, in size, Visual C++'s shared_ptr), both NULL for an empty one. A non-empty one owns
a C++ exception record (code 0xE06D7363, non-continuable, the magic number, the object,
its ThrowInfo; at x64 the ThrowInfo's image base too) whose object is a copy of the one
given (``__ExceptionPtrCopyException``, make_exception_ptr's) or of the exception whose
catch block runs (``__ExceptionPtrCurrentException``), made as a catch by value makes it:
the most derived type's copy constructor (the first CatchableType of the ThrowInfo's
array), or its bytes for a simple type or a class without one. Copies share the record
and count references; the last one destroys the object (the ThrowInfo's destructor) and
frees it. ``__ExceptionPtrRethrow`` throws a new copy of the object with the same
ThrowInfo, as ``throw`` would (the catch that takes it destroys that copy).

Not here: an exception that is not a C++ one (a structured exception caught with /EHa)
held by current_exception, and rethrowing an empty exception_ptr (undefined behaviour):
both stop the program naming them.
"""

from ....abi.api import GuestCall, Unimplemented, WIDTH64, X86ONLY
from ...kernel import cxxeh64
from ...kernel.cxxeh import (CATCHABLE_TYPE, CATCHABLE_TYPE_ARRAY, CLASS_HAS_VIRTUAL_BASE,
                             CLASS_IS_SIMPLE_TYPE, CXX_EXCEPTION, MAGIC_VC6, THROW_INFO, Image,
                             current_cells, this_pointer)
from ...kernel.dllload import module_at
from ..kernel32.seh import raise_from_api
from . import cdecl

_NONCONTINUABLE = 1


def _both(x86, x64, params=""):
    """Declare one function under its x86 and x64 names (cdecl at both)."""
    def register(func):
        cdecl(x86, params, widths=X86ONLY)(func)
        return cdecl(x64, params, widths=WIDTH64)(func)
    return register


def _record_size(p):
    """sizeof(EXCEPTION_RECORD): code, flags, record, address, count, 15 parameters."""
    return 80 if p == 4 else 152


def _params_at(p):
    """Where ExceptionInformation starts, and the count's offset."""
    return (20, 16) if p == 4 else (32, 24)


def _read(vm, ep):
    p = vm.ptr_size
    return vm.mem.uptr(ep), vm.mem.uptr(ep + p)


def _write(vm, ep, rec, ref):
    p = vm.ptr_size
    vm.mem.wptr(ep, rec)
    vm.mem.wptr(ep + p, ref)


def _params(vm, rec):
    """The record's code and parameters."""
    mem, p = vm.mem, vm.ptr_size
    info, count = _params_at(p)
    n = min(mem.u32(rec + count), 15)
    return mem.u32(rec), [mem.uptr(rec + info + p * i) for i in range(n)]


def _image(vm, info, base=None):
    """The Image a ThrowInfo's references are read in (x64: its module's base)."""
    p = vm.ptr_size
    if p == 8 and base is None:
        base = module_at(vm, info)
    return Image(vm.mem, base or 0, p)


def _most_derived(vm, image, info):
    """The first CatchableType of the ThrowInfo's array: the thrown type itself."""
    mem = vm.mem
    ti = THROW_INFO.at(mem, info)
    cta = image.at(ti.pCatchableTypeArray)
    first = CATCHABLE_TYPE_ARRAY.offsetof("arrayOfCatchableTypes")
    return image.at(mem.u32(cta + first))


def _copy_object(vm, image, info, obj):
    """Generator: a heap copy of the thrown object ``obj``, as a catch by value of its
    own type makes it."""
    mem, p = vm.mem, vm.ptr_size
    ctype = _most_derived(vm, image, info)
    ct = CATCHABLE_TYPE.at(mem, ctype)
    props, size = ct.properties, ct.sizeOrOffset & 0xFFFFFFFF
    pmd = ctype + CATCHABLE_TYPE.offsetof("thisDisplacement")
    source = this_pointer(mem, p, pmd, obj)
    data = vm.heap.alloc(max(size, 1), zero=True)
    copy = image.at(ct.copyFunction)
    if props & CLASS_IS_SIMPLE_TYPE or not copy:
        mem.write(data, mem.read(source, size))
    else:
        vbase = (1,) if props & CLASS_HAS_VIRTUAL_BASE else ()
        if p == 8:
            yield GuestCall(copy, (data, source) + vbase, "cdecl")
        else:
            yield GuestCall(copy, (source,) + vbase, "stdcall", regs={"ecx": data})
    return data


def _hold(vm, ep, obj, info, base):
    """Make ``ep`` hold a new record of the C++ exception ``obj`` (already a copy it
    owns) of ThrowInfo ``info``, one reference."""
    mem, p = vm.mem, vm.ptr_size
    rec = vm.heap.alloc(_record_size(p), zero=True)
    params_at, count_at = _params_at(p)
    mem.w32(rec, CXX_EXCEPTION)
    mem.w32(rec + 4, _NONCONTINUABLE)
    values = [MAGIC_VC6, obj, info] + ([base] if p == 8 else [])
    mem.w32(rec + count_at, len(values))
    for i, v in enumerate(values):
        mem.wptr(rec + params_at + p * i, v)
    ref = vm.heap.alloc(4)
    mem.w32(ref, 1)
    _write(vm, ep, rec, ref)


def _release(c, ep):
    """Generator: drop ``ep``'s reference; the last one destroys the object (its
    ThrowInfo's destructor) and frees it all. ``ep`` keeps its pointers, as a
    destroyed shared_ptr does (the callers that go on using it write it)."""
    vm, mem = c.vm, c.vm.mem
    rec, ref = _read(vm, ep)
    if not ref:
        return
    left = (mem.u32(ref) - 1) & 0xFFFFFFFF
    mem.w32(ref, left)
    if left:
        return
    code, params = _params(vm, rec)
    if code == CXX_EXCEPTION and len(params) >= 3 and params[1]:
        obj, info = params[1], params[2]
        image = _image(vm, info, params[3] if vm.ptr_size == 8 and len(params) > 3 else None)
        dtor = image.at(THROW_INFO.at(mem, info).pmfnUnwind) if info else 0
        if dtor:
            if vm.ptr_size == 8:
                yield GuestCall(dtor, (obj,), "cdecl")
            else:
                yield GuestCall(dtor, (), "stdcall", regs={"ecx": obj})
        vm.heap.free(obj)
    vm.heap.free(rec)
    vm.heap.free(ref)


@_both("?__ExceptionPtrCreate@@YAXPAX@Z", "?__ExceptionPtrCreate@@YAXPEAX@Z", "LPVOID ep")
def ExceptionPtrCreate(c, ep):
    """exception_ptr(): empty."""
    _write(c.vm, ep, 0, 0)


@_both("?__ExceptionPtrDestroy@@YAXPAX@Z", "?__ExceptionPtrDestroy@@YAXPEAX@Z", "LPVOID ep")
def ExceptionPtrDestroy(c, ep):
    """~exception_ptr: one reference less (the last destroys the exception)."""
    yield from _release(c, ep)


@_both("?__ExceptionPtrCopy@@YAXPAXPBX@Z", "?__ExceptionPtrCopy@@YAXPEAXPEBX@Z",
       "LPVOID ep, LPVOID other")
def ExceptionPtrCopy(c, ep, other):
    """exception_ptr(const exception_ptr&): the same exception, one reference more."""
    vm = c.vm
    rec, ref = _read(vm, other)
    if ref:
        vm.mem.w32(ref, (vm.mem.u32(ref) + 1) & 0xFFFFFFFF)
    _write(vm, ep, rec, ref)


@_both("?__ExceptionPtrAssign@@YAXPAXPBX@Z", "?__ExceptionPtrAssign@@YAXPEAXPEBX@Z",
       "LPVOID ep, LPVOID other")
def ExceptionPtrAssign(c, ep, other):
    """operator=: take ``other``'s exception (one reference more), let the old go."""
    vm = c.vm
    rec, ref = _read(vm, other)
    if ref:
        vm.mem.w32(ref, (vm.mem.u32(ref) + 1) & 0xFFFFFFFF)
    yield from _release(c, ep)
    _write(vm, ep, rec, ref)


@_both("?__ExceptionPtrSwap@@YAXPAX0@Z", "?__ExceptionPtrSwap@@YAXPEAX0@Z",
       "LPVOID ep, LPVOID other")
def ExceptionPtrSwap(c, ep, other):
    """swap: the two exchange their exceptions."""
    vm = c.vm
    a, b = _read(vm, ep), _read(vm, other)
    _write(vm, ep, *b)
    _write(vm, other, *a)


@_both("?__ExceptionPtrToBool@@YA_NPBX@Z", "?__ExceptionPtrToBool@@YA_NPEBX@Z", "LPVOID ep")
def ExceptionPtrToBool(c, ep):
    """operator bool: whether it holds an exception."""
    return int(bool(_read(c.vm, ep)[0]))


@_both("?__ExceptionPtrCompare@@YA_NPBX0@Z", "?__ExceptionPtrCompare@@YA_NPEBX0@Z",
       "LPVOID ep, LPVOID other")
def ExceptionPtrCompare(c, ep, other):
    """operator==: whether both hold the same exception (or both none)."""
    return int(_read(c.vm, ep)[0] == _read(c.vm, other)[0])


@_both("?__ExceptionPtrCopyException@@YAXPAXPBX1@Z",
       "?__ExceptionPtrCopyException@@YAXPEAXPEBX1@Z", "LPVOID ep, LPVOID obj, LPVOID info")
def ExceptionPtrCopyException(c, ep, obj, info):
    """make_exception_ptr(obj): hold a copy of ``obj``, thrown as ThrowInfo ``info``
    says."""
    vm = c.vm
    yield from _release(c, ep)
    image = _image(vm, info)
    data = yield from _copy_object(vm, image, info, obj)
    _hold(vm, ep, data, info, image.base)


@_both("?__ExceptionPtrCurrentException@@YAXPAX@Z",
       "?__ExceptionPtrCurrentException@@YAXPEAX@Z", "LPVOID ep")
def ExceptionPtrCurrentException(c, ep):
    """current_exception(): a copy of the exception whose catch block runs; empty
    outside one."""
    vm = c.vm
    yield from _release(c, ep)
    _write(vm, ep, 0, 0)
    rec = vm.mem.uptr(current_cells(vm)[0])
    if not rec:
        return
    code, params = _params(vm, rec)
    if code != CXX_EXCEPTION or len(params) < 3:
        raise Unimplemented("MSVCP140.dll: std::current_exception of a structured"
                            " exception (code 0x%08X)" % code)
    obj, info = params[1], params[2]
    base = params[3] if vm.ptr_size == 8 and len(params) > 3 else None
    image = _image(vm, info, base)
    data = yield from _copy_object(vm, image, info, obj)
    _hold(vm, ep, data, info, image.base)


@_both("?__ExceptionPtrRethrow@@YAXPBX@Z", "?__ExceptionPtrRethrow@@YAXPEBX@Z", "LPVOID ep")
def ExceptionPtrRethrow(c, ep):
    """rethrow_exception(ep): throw a new copy of the held exception."""
    vm = c.vm
    rec, _ref = _read(vm, ep)
    if not rec:
        raise Unimplemented("MSVCP140.dll: std::rethrow_exception of an empty"
                            " exception_ptr")
    code, params = _params(vm, rec)
    obj, info = params[1], params[2]
    base = params[3] if vm.ptr_size == 8 and len(params) > 3 else None
    data = yield from _copy_object(vm, _image(vm, info, base), info, obj)
    if vm.ptr_size == 8:
        return (yield from cxxeh64.throw(vm, data, info))
    return (yield from raise_from_api(vm, CXX_EXCEPTION, _NONCONTINUABLE,
                                      (MAGIC_VC6, data, info), 0))
