"""OLE32's bind contexts (CreateBindCtx), advise holders (CreateOleAdviseHolder) and drop
targets (RegisterDragDrop, RevokeDragDrop, DoDragDrop).

A bind context holds what a moniker binding needs: its BIND_OPTS (BIND_OPTS3 at most),
the objects bound during the operation (AddRef'd until ReleaseBoundObjects or the
context's end) and named object parameters (RegisterObjectParam & co., keys compared
case-sensitively as Windows does). GetRunningObjectTable gives the process's running
object table (``rot.py``); EnumObjectParam stops the guest naming it.

Drop targets: RegisterDragDrop keeps the window's IDropTarget (AddRef'd) after
OleInitialize, RevokeDragDrop gives it back. Nothing on this desktop drags data between
windows yet, so no target is ever called; a program that starts a drag itself
(DoDragDrop) stops the guest naming it.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (DRAGDROP_E_ALREADYREGISTERED, DRAGDROP_E_INVALIDHWND,
                             DRAGDROP_E_NOTREGISTERED, E_FAIL, E_INVALIDARG, E_NOINTERFACE,
                             E_OUTOFMEMORY, E_POINTER, S_OK)
from ...kernel.comobj import (IID_IUNKNOWN, com_addref, com_impl, com_new, com_release,
                               method_call)
from ...core.dllnames import OLE32
from . import rot

IFACE = "BindCtx"
METHODS = ("QueryInterface", "AddRef", "Release", "RegisterObjectBound", "RevokeObjectBound",
           "ReleaseBoundObjects", "SetBindOptions", "GetBindOptions", "GetRunningObjectTable",
           "RegisterObjectParam", "GetObjectParam", "EnumObjectParam", "RevokeObjectParam")
IID_IBINDCTX = bytes.fromhex("0e00000000000000c000000000000046")
MK_E_NOTBOUND = 0x800401E9
STGM_READWRITE, CLSCTX_SERVER = 0x2, 0x15
def _opts_layout(ptr):
    """(offset, size) of BIND_OPTS3's fields after cbStruct in a ``ptr``-byte program: six
    DWORDs (grfFlags .. locale), then pServerInfo and hwnd, pointer-sized (BIND_OPTS2 is
    32 bytes, 40 in a 64-bit program; BIND_OPTS3 36, 48)."""
    server = 28 if ptr == 4 else 32
    return [(4 + 4 * i, 4) for i in range(6)] + [(server, ptr), (server + ptr, ptr)]


class BindCtx:
    """A bind context's state: its options (the bytes after cbStruct), bound objects and
    parameters (key -> interface)."""

    def __init__(self):
        # BIND_OPTS3 after cbStruct: grfFlags, grfMode, dwTickCountDeadline, dwTrackFlags,
        # dwClassContext, locale, pServerInfo, hwnd
        self.opts = [0, STGM_READWRITE, 0, 0, CLSCTX_SERVER, 0, 0, 0]
        self.bound = []
        self.params = {}



def _release(vm, obj):
    return method_call(vm, obj, 2)


def _addref(vm, obj):
    return method_call(vm, obj, 1)


@api(OLE32, "CreateBindCtx", "DWORD reserved, LPVOID out", widths=BOTH)
def CreateBindCtx(c, reserved, out):
    """A new bind context with default options (STGM_READWRITE, CLSCTX_SERVER)."""
    if not out:
        return E_INVALIDARG
    if reserved:
        c.vm.mem.wptr(out, 0)
        return E_INVALIDARG
    c.vm.mem.wptr(out, com_new(c.vm, OLE32, IFACE, METHODS, BindCtx()))
    return S_OK


def _self(c, this):
    impl = com_impl(c.vm, this, IFACE)
    if impl is None:
        raise Unimplemented("%s IBindCtx method on an object that is not one (0x%08X)"
                            % (OLE32, this))
    return impl


@api(OLE32, "wineagent.BindCtx_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _qi(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_IBINDCTX):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.BindCtx_AddRef", "LPVOID this", widths=BOTH)
def _ctx_addref(c, this):
    return com_addref(c.vm, this)


@api(OLE32, "wineagent.BindCtx_Release", "LPVOID this", widths=BOTH)
def _ctx_release(c, this):
    vm = c.vm
    impl = com_impl(vm, this, IFACE)
    left = com_release(vm, this)
    if impl is not None and left == 0:
        # the context's end releases what it still holds
        for obj in impl.bound + list(impl.params.values()):
            yield _release(vm, obj)
    return left


@api(OLE32, "wineagent.BindCtx_RegisterObjectBound", "LPVOID this, LPVOID obj", widths=BOTH)
def _register_bound(c, this, obj):
    ctx = _self(c, this)
    if not obj:
        return E_INVALIDARG
    yield _addref(c.vm, obj)
    ctx.bound.append(obj)
    return S_OK


@api(OLE32, "wineagent.BindCtx_RevokeObjectBound", "LPVOID this, LPVOID obj", widths=BOTH)
def _revoke_bound(c, this, obj):
    ctx = _self(c, this)
    if not obj:
        return E_INVALIDARG
    if obj not in ctx.bound:
        return MK_E_NOTBOUND
    ctx.bound.remove(obj)
    yield _release(c.vm, obj)
    return S_OK


@api(OLE32, "wineagent.BindCtx_ReleaseBoundObjects", "LPVOID this", widths=BOTH)
def _release_bound(c, this):
    ctx = _self(c, this)
    bound, ctx.bound = ctx.bound, []
    for obj in bound:
        yield _release(c.vm, obj)
    return S_OK


@api(OLE32, "wineagent.BindCtx_SetBindOptions", "LPVOID this, LPVOID opts", widths=BOTH)
def _set_options(c, this, opts):
    ctx = _self(c, this)
    if not opts:
        return E_INVALIDARG
    size = c.vm.mem.u32(opts)
    for i, (at, n) in enumerate(_opts_layout(c.ptr_size)):
        if at + n <= size:
            ctx.opts[i] = c.vm.mem.uptr(opts + at) if n == 8 else c.vm.mem.u32(opts + at)
    return S_OK


@api(OLE32, "wineagent.BindCtx_GetBindOptions", "LPVOID this, LPVOID opts", widths=BOTH)
def _get_options(c, this, opts):
    ctx = _self(c, this)
    if not opts:
        return E_INVALIDARG
    size = c.vm.mem.u32(opts)
    for i, (at, n) in enumerate(_opts_layout(c.ptr_size)):
        if at + n <= size:
            (c.vm.mem.w64 if n == 8 else c.vm.mem.w32)(opts + at, ctx.opts[i])
    return S_OK


@api(OLE32, "wineagent.BindCtx_GetRunningObjectTable", "LPVOID this, LPVOID out", widths=BOTH)
def _get_rot(c, this, out):
    """The running object table (the process's, as GetRunningObjectTable gives)."""
    _self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, rot.the_table(c.vm))
    return S_OK


@api(OLE32, "wineagent.BindCtx_EnumObjectParam", "LPVOID this, LPVOID out", widths=BOTH)
def _enum_params(c, this, out):
    _self(c, this)
    raise Unimplemented("%s IBindCtx::EnumObjectParam" % OLE32)


@api(OLE32, "wineagent.BindCtx_RegisterObjectParam", "LPVOID this, LPCWSTR key, LPVOID obj", widths=BOTH)
def _register_param(c, this, key, obj):
    ctx = _self(c, this)
    if key is None or not obj:
        return E_INVALIDARG
    yield _addref(c.vm, obj)
    old = ctx.params.get(key)
    ctx.params[key] = obj
    if old:
        yield _release(c.vm, old)
    return S_OK


@api(OLE32, "wineagent.BindCtx_GetObjectParam", "LPVOID this, LPCWSTR key, LPVOID out", widths=BOTH)
def _get_param(c, this, key, out):
    ctx = _self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, 0)                 # an interface pointer cell
    obj = ctx.params.get(key) if key is not None else None
    if not obj:
        return E_FAIL
    yield _addref(c.vm, obj)
    c.vm.mem.wptr(out, obj)
    return S_OK


@api(OLE32, "wineagent.BindCtx_RevokeObjectParam", "LPVOID this, LPCWSTR key", widths=BOTH)
def _revoke_param(c, this, key):
    ctx = _self(c, this)
    obj = ctx.params.pop(key, None) if key is not None else None
    if not obj:
        return E_FAIL
    yield _release(c.vm, obj)
    return S_OK


# -- drag and drop ------------------------------------------------------------------------------
@api(OLE32, "RegisterDragDrop", "HWND hwnd, LPVOID target", widths=BOTH)
def RegisterDragDrop(c, hwnd, target):
    """Make ``target`` (an IDropTarget, AddRef'd) the window's drop target."""
    vm = c.vm
    if not target:
        return E_INVALIDARG
    if not vm.com.ole_initialized(vm.threads.current.tid):
        # documented: without OleInitialize (CoInitialize is not enough) it always fails
        # so (Wine 8 accepts any apartment)
        return E_OUTOFMEMORY
    if vm.wm.get(hwnd) is None:
        return DRAGDROP_E_INVALIDHWND
    if hwnd in vm.com.drop_targets:
        return DRAGDROP_E_ALREADYREGISTERED
    yield _addref(vm, target)
    vm.com.drop_targets[hwnd] = target
    return S_OK


@api(OLE32, "RevokeDragDrop", "HWND hwnd", widths=BOTH)
def RevokeDragDrop(c, hwnd):
    """Take the window's drop target away (and release it)."""
    vm = c.vm
    if vm.wm.get(hwnd) is None:
        return DRAGDROP_E_INVALIDHWND
    target = vm.com.drop_targets.pop(hwnd, None)
    if target is None:
        return DRAGDROP_E_NOTREGISTERED
    yield _release(vm, target)
    return S_OK


@api(OLE32, "DoDragDrop", "LPVOID data, LPVOID source, DWORD effects, LPVOID out", widths=BOTH)
def DoDragDrop(c, data, source, effects, out):
    """A drag started by the program: its modal mouse loop is not implemented."""
    raise Unimplemented("%s!DoDragDrop (a drag and drop operation's modal loop)" % OLE32)


# -- advise holders -----------------------------------------------------------------------------
OLE_E_NOCONNECTION = 0x80040004
HOLDER = "OleAdviseHolder"
HOLDER_METHODS = ("QueryInterface", "AddRef", "Release", "Advise", "Unadvise", "EnumAdvise",
                  "SendOnRename", "SendOnSave", "SendOnClose")
IID_IOLEADVISEHOLDER = bytes.fromhex("1101000000000000c000000000000046")
SINK_ON_RENAME, SINK_ON_SAVE, SINK_ON_CLOSE = 5, 6, 7     # IAdviseSink's vtable slots


@api(OLE32, "CreateOleAdviseHolder", "LPVOID out", widths=BOTH)
def CreateOleAdviseHolder(c, out):
    """A new IOleAdviseHolder: the advise sinks of an OLE object, told of renames, saves
    and closes (connections count from 1; a freed one is reused). Its state: the sink of
    each connection, None for a free one."""
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, com_new(c.vm, OLE32, HOLDER, HOLDER_METHODS, []))
    return S_OK


def _sinks(c, this):
    sinks = com_impl(c.vm, this, HOLDER)
    if sinks is None:
        raise Unimplemented("%s IOleAdviseHolder method on an object that is not one" % OLE32)
    return sinks


@api(OLE32, "wineagent.OleAdviseHolder_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _holder_qi(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_IOLEADVISEHOLDER):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.OleAdviseHolder_AddRef", "LPVOID this", widths=BOTH)
def _holder_addref(c, this):
    return com_addref(c.vm, this)


@api(OLE32, "wineagent.OleAdviseHolder_Release", "LPVOID this", widths=BOTH)
def _holder_release(c, this):
    vm = c.vm
    sinks = com_impl(vm, this, HOLDER)
    left = com_release(vm, this)
    if sinks is not None and left == 0:
        for sink in sinks:
            if sink:
                yield _release(vm, sink)
    return left


@api(OLE32, "wineagent.OleAdviseHolder_Advise", "LPVOID this, LPVOID sink, LPVOID out", widths=BOTH)
def _holder_advise(c, this, sink, out):
    sinks = _sinks(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, 0)
    # a NULL sink takes a connection too, and hears nothing (Wine 8 accepts it)
    if sink:
        yield _addref(c.vm, sink)
    if None in sinks:
        index = sinks.index(None)
        sinks[index] = sink
    else:
        sinks.append(sink)
        index = len(sinks) - 1
    c.vm.mem.w32(out, index + 1)
    return S_OK


@api(OLE32, "wineagent.OleAdviseHolder_Unadvise", "LPVOID this, DWORD connection", widths=BOTH)
def _holder_unadvise(c, this, connection):
    sinks = _sinks(c, this)
    if not 1 <= connection <= len(sinks) or sinks[connection - 1] is None:
        return OLE_E_NOCONNECTION
    sink, sinks[connection - 1] = sinks[connection - 1], None
    if sink:
        yield _release(c.vm, sink)
    return S_OK


@api(OLE32, "wineagent.OleAdviseHolder_EnumAdvise", "LPVOID this, LPVOID out", widths=BOTH)
def _holder_enum(c, this, out):
    _sinks(c, this)
    raise Unimplemented("%s IOleAdviseHolder::EnumAdvise" % OLE32)


def _tell(c, this, slot, *args):
    vm = c.vm
    for sink in list(_sinks(c, this)):
        if sink:
            yield method_call(vm, sink, slot, *args)
    return S_OK


@api(OLE32, "wineagent.OleAdviseHolder_SendOnRename", "LPVOID this, LPVOID moniker", widths=BOTH)
def _holder_rename(c, this, moniker):
    result = yield from _tell(c, this, SINK_ON_RENAME, moniker)
    return result


@api(OLE32, "wineagent.OleAdviseHolder_SendOnSave", "LPVOID this", widths=BOTH)
def _holder_save(c, this):
    result = yield from _tell(c, this, SINK_ON_SAVE)
    return result


@api(OLE32, "wineagent.OleAdviseHolder_SendOnClose", "LPVOID this", widths=BOTH)
def _holder_close(c, this):
    result = yield from _tell(c, this, SINK_ON_CLOSE)
    return result
