"""OLE32's wire marshalling of handles for MIDL-generated proxies and stubs:
HWND/HMENU/HACCEL/HICON/HDC/HBRUSH/HBITMAP/HPALETTE/HGLOBAL and CLIPFORMAT _UserSize,
_UserMarshal, _UserUnmarshal and _UserFree.

A handle travels as a ``RemotableHandle``: a DWORD context tag and the handle as a LONG
(an HGLOBAL: the handle whole, pointer-sized), at a 4-byte aligned address of the buffer (the size function aligns the running size
the same way). In-process (``LOWORD(*pFlags)`` = MSHCTX_INPROC, the only context that
arises with one process and no RPC) the tag is WDT_INPROC_CALL and the handle itself is
sent; _UserFree has nothing to free. Unmarshalling anything but an in-process handle
raises RPC_X_BAD_STUB_DATA in the guest, as Windows' stubs do for data they cannot read.
Marshalling for another process or machine (a bitmap's or global block's contents, a
window handle's remote form) stops the guest naming the call.

Also CoCreateFreeThreadedMarshaler (below).
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, E_POINTER, S_OK
from ...kernel.comobj import com_impl, com_new, com_release, method_call
from ..kernel32.seh import RaiseException, raise_from_api
from ...core.dllnames import OLE32

MSHCTX_INPROC = 3
WDT_INPROC_CALL = 0x48746457
RPC_X_BAD_STUB_DATA = 1783
HANDLES = ("HWND", "HMENU", "HACCEL", "HICON", "HDC", "HBRUSH", "HBITMAP", "HPALETTE",
           "HGLOBAL")


def _align(p):
    return (p + 3) & ~3


def _context(c, flags, name, fn):
    ctx = c.vm.mem.u32(flags) & 0xFFFF if flags else None
    if ctx != MSHCTX_INPROC:
        raise Unimplemented("%s!%s_%s (marshalling context %s: only in-process handles are "
                            "done)" % (OLE32, name, fn, ctx))


def _bad_stub_data(c):
    """Generator: raise RPC_X_BAD_STUB_DATA in the guest from an _UserUnmarshal (its
    caller pops 12 bytes in a 32-bit program; x64 unwinds through .pdata)."""
    if c.vm.ptr_size == 8:
        return (yield from RaiseException(c, RPC_X_BAD_STUB_DATA, 0, 0, 0))
    return (yield from raise_from_api(c.vm, RPC_X_BAD_STUB_DATA, 0, [], 12)) or 0


def _declare(name, widths=BOTH):
    def size(c, flags, start, ph):
        _context(c, flags, name, "UserSize")
        return _align(start) + 8

    def marshal(c, flags, buf, ph):
        _context(c, flags, name, "UserMarshal")
        p = _align(buf)
        c.vm.mem.w32(p, WDT_INPROC_CALL)
        # a RemotableHandle's LONG: the handle's significant low 32 bits at both widths
        c.vm.mem.w32(p + 4, c.vm.mem.uptr(ph) & 0xFFFFFFFF)
        return p + 8

    def unmarshal(c, flags, buf, ph):
        p = _align(buf)
        if c.vm.mem.u32(p) != WDT_INPROC_CALL:
            return (yield from _bad_stub_data(c))
        # back into a pointer-sized handle cell, sign-extended as 64-bit Windows passes
        # a 32-bit significant handle
        c.vm.mem.wptr(ph, c.vm.mem.i32(p + 4) & ((1 << 8 * c.ptr_size) - 1))
        return p + 8

    def free(c, flags, ph):
        pass                       # an in-process handle was not duplicated: nothing to free

    size.__doc__ = "%s_UserSize: the wire size after ``start`` (aligned, 8 bytes)." % name
    marshal.__doc__ = "%s_UserMarshal: write the handle; the next free byte." % name
    unmarshal.__doc__ = "%s_UserUnmarshal: read the handle back; the next byte." % name
    free.__doc__ = "%s_UserFree: nothing (the handle was not duplicated)." % name
    api(OLE32, name + "_UserSize", "LPVOID flags, ULONG start, LPVOID ph", widths=widths)(size)
    api(OLE32, name + "_UserMarshal", "LPVOID flags, LPVOID buf, LPVOID ph",
        widths=widths)(marshal)
    api(OLE32, name + "_UserUnmarshal", "LPVOID flags, LPVOID buf, LPVOID ph",
        widths=widths)(unmarshal)
    api(OLE32, name + "_UserFree", "LPVOID flags, LPVOID ph", widths=widths)(free)


for _name in HANDLES[:-1]:
    _declare(_name)


# An in-process HGLOBAL travels whole, not as a RemotableHandle's LONG: the tag, then the
# pointer-sized handle (8 bytes in all, 12 in a 64-bit program, whose tag is
# WDT_INPROC64_CALL). An HGLOBAL here is its block's address, which a 64-bit program's
# heap may place above 4 GB.
WDT_INPROC64_CALL = 0x50746457


def _hglobal_tag(c):
    return WDT_INPROC64_CALL if c.ptr_size == 8 else WDT_INPROC_CALL


def _hglobal_size(c, flags, start, ph):
    _context(c, flags, "HGLOBAL", "UserSize")
    return _align(start) + 4 + c.ptr_size


def _hglobal_marshal(c, flags, buf, ph):
    _context(c, flags, "HGLOBAL", "UserMarshal")
    p = _align(buf)
    c.vm.mem.w32(p, _hglobal_tag(c))
    c.vm.mem.wptr(p + 4, c.vm.mem.uptr(ph))
    return p + 4 + c.ptr_size


def _hglobal_unmarshal(c, flags, buf, ph):
    p = _align(buf)
    if c.vm.mem.u32(p) != _hglobal_tag(c):
        return (yield from _bad_stub_data(c))
    c.vm.mem.wptr(ph, c.vm.mem.uptr(p + 4))
    return p + 4 + c.ptr_size


def _hglobal_free(c, flags, ph):
    pass                           # an in-process block was not copied: nothing to free


_hglobal_size.__doc__ = "HGLOBAL_UserSize: the wire size after ``start`` (the tag and the handle)."
_hglobal_marshal.__doc__ = "HGLOBAL_UserMarshal: write the tag and the handle; the next free byte."
_hglobal_unmarshal.__doc__ = "HGLOBAL_UserUnmarshal: read the handle back; the next byte."
_hglobal_free.__doc__ = "HGLOBAL_UserFree: nothing (the block was not copied)."
api(OLE32, "HGLOBAL_UserSize", "LPVOID flags, ULONG start, LPVOID ph", widths=BOTH)(_hglobal_size)
api(OLE32, "HGLOBAL_UserMarshal", "LPVOID flags, LPVOID buf, LPVOID ph",
    widths=BOTH)(_hglobal_marshal)
api(OLE32, "HGLOBAL_UserUnmarshal", "LPVOID flags, LPVOID buf, LPVOID ph",
    widths=BOTH)(_hglobal_unmarshal)
api(OLE32, "HGLOBAL_UserFree", "LPVOID flags, LPVOID ph", widths=BOTH)(_hglobal_free)


# CLIPFORMAT (a WORD) travels the same way, as a DWORD after the tag.
def _cf_size(c, flags, start, pcf):
    _context(c, flags, "CLIPFORMAT", "UserSize")
    return _align(start) + 8


def _cf_marshal(c, flags, buf, pcf):
    _context(c, flags, "CLIPFORMAT", "UserMarshal")
    p = _align(buf)
    c.vm.mem.w32(p, WDT_INPROC_CALL)
    c.vm.mem.w32(p + 4, c.vm.mem.u16(pcf))
    return p + 8


def _cf_unmarshal(c, flags, buf, pcf):
    p = _align(buf)
    if c.vm.mem.u32(p) != WDT_INPROC_CALL:
        return (yield from _bad_stub_data(c))
    c.vm.mem.w16(pcf, c.vm.mem.u32(p + 4) & 0xFFFF)
    return p + 8


def _cf_free(c, flags, pcf):
    pass


_cf_size.__doc__ = "CLIPFORMAT_UserSize: the wire size after ``start`` (aligned, 8 bytes)."
_cf_marshal.__doc__ = "CLIPFORMAT_UserMarshal: write the format; the next free byte."
_cf_unmarshal.__doc__ = "CLIPFORMAT_UserUnmarshal: read the format back; the next byte."
_cf_free.__doc__ = "CLIPFORMAT_UserFree: nothing to free."
api(OLE32, "CLIPFORMAT_UserSize", "LPVOID flags, ULONG start, LPVOID pcf",
    widths=BOTH)(_cf_size)
api(OLE32, "CLIPFORMAT_UserMarshal", "LPVOID flags, LPVOID buf, LPVOID pcf",
    widths=BOTH)(_cf_marshal)
api(OLE32, "CLIPFORMAT_UserUnmarshal", "LPVOID flags, LPVOID buf, LPVOID pcf",
    widths=BOTH)(_cf_unmarshal)
api(OLE32, "CLIPFORMAT_UserFree", "LPVOID flags, LPVOID pcf", widths=BOTH)(_cf_free)


# -- the free-threaded marshaler -----------------------------------------------------------------
# CoCreateFreeThreadedMarshaler makes the inner object an object aggregates to say that it
# may be used from any apartment: a non-delegating IUnknown and an IMarshal whose IUnknown
# methods go to the outer object. CoMarshalInterface does only standard marshalling
# (ole32/objref.py) and stops at an object with an IMarshal, so IMarshal's own methods
# stop the guest.
IID_IUNKNOWN = bytes.fromhex("0000000000000000c000000000000046")
IID_IMARSHAL = bytes.fromhex("0300000000000000c000000000000046")
INNER_METHODS = ("QueryInterface", "AddRef", "Release")
MARSHAL_METHODS = ("QueryInterface", "AddRef", "Release", "GetUnmarshalClass",
                   "GetMarshalSizeMax", "MarshalInterface", "UnmarshalInterface",
                   "ReleaseMarshalData", "DisconnectObject")


class FreeThreadedMarshaler:
    """The two interface pointers, the controlling unknown and the inner count."""

    def __init__(self):
        self.inner = self.marshal = self.outer = 0
        self.refs = 1


def _ftm(vm, this):
    return com_impl(vm, this, "FtmInner") or com_impl(vm, this, "FtmMarshal")


@api(OLE32, "CoCreateFreeThreadedMarshaler", "LPVOID outer, LPVOID out", widths=BOTH)
def CoCreateFreeThreadedMarshaler(c, outer, out):
    """The free-threaded marshaler, aggregated by ``outer`` (itself when NULL): its
    non-delegating IUnknown."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    f = FreeThreadedMarshaler()
    f.inner = com_new(vm, OLE32, "FtmInner", INNER_METHODS, f)
    f.marshal = com_new(vm, OLE32, "FtmMarshal", MARSHAL_METHODS, f)
    f.outer = outer or f.inner
    vm.mem.wptr(out, f.inner)                 # an interface pointer cell
    return S_OK


def _outer_call(vm, f, slot, *args):
    return method_call(vm, f.outer, slot, *args)


@api(OLE32, "wineagent.FtmInner_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _ftm_qi(c, this, riid, out):
    vm = c.vm
    f = _ftm(vm, this)
    if not out:
        return E_POINTER
    iid = bytes(vm.mem.read(riid, 16))
    if iid == IID_IUNKNOWN:
        f.refs += 1
        vm.mem.wptr(out, f.inner)
        return S_OK
    if iid == IID_IMARSHAL:
        # an interface of the aggregate: its reference counts on the outer object
        if f.outer == f.inner:
            f.refs += 1
        else:
            yield _outer_call(vm, f, 1)
        vm.mem.wptr(out, f.marshal)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.FtmInner_AddRef", "LPVOID this", widths=BOTH)
def _ftm_addref(c, this):
    f = _ftm(c.vm, this)
    f.refs += 1
    return f.refs


@api(OLE32, "wineagent.FtmInner_Release", "LPVOID this", widths=BOTH)
def _ftm_release(c, this):
    vm = c.vm
    f = _ftm(vm, this)
    f.refs -= 1
    if f.refs == 0:
        com_release(vm, f.inner)
        com_release(vm, f.marshal)
    return f.refs


@api(OLE32, "wineagent.FtmMarshal_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _ftm_marshal_qi(c, this, riid, out):
    f = _ftm(c.vm, this)
    if f.outer == f.inner:
        result = yield from _ftm_qi(c, f.inner, riid, out)
        return result
    hr = yield _outer_call(c.vm, f, 0, riid, out)
    return hr & 0xFFFFFFFF


@api(OLE32, "wineagent.FtmMarshal_AddRef", "LPVOID this", widths=BOTH)
def _ftm_marshal_addref(c, this):
    f = _ftm(c.vm, this)
    if f.outer == f.inner:
        return _ftm_addref(c, f.inner)
    n = yield _outer_call(c.vm, f, 1)
    return n & 0xFFFFFFFF


@api(OLE32, "wineagent.FtmMarshal_Release", "LPVOID this", widths=BOTH)
def _ftm_marshal_release(c, this):
    f = _ftm(c.vm, this)
    if f.outer == f.inner:
        return _ftm_release(c, f.inner)
    n = yield _outer_call(c.vm, f, 2)
    return n & 0xFFFFFFFF


def _ftm_unmarshalled(name, nargs):
    def method(c, this, *args):
        raise Unimplemented("%s free-threaded marshaler IMarshal::%s (nothing is marshalled "
                            "here)" % (OLE32, name))
    params = ", ".join(["LPVOID this"] + ["DWORD_PTR a%d" % i for i in range(nargs)])
    api(OLE32, "wineagent.FtmMarshal_" + name, params, widths=BOTH)(method)


for _m, _n in (("GetUnmarshalClass", 6), ("GetMarshalSizeMax", 6), ("MarshalInterface", 6),
               ("UnmarshalInterface", 3), ("ReleaseMarshalData", 1), ("DisconnectObject", 1)):
    _ftm_unmarshalled(_m, _n)
