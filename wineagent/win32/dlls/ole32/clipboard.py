"""OLE32's clipboard: OleSetClipboard, OleGetClipboard, OleFlushClipboard,
OleIsCurrentClipboard, over USER32's clipboard (``kernel/clipboard.py``).

OleSetClipboard empties the clipboard and puts the data object's formats on it. Windows
offers them for delayed rendering and asks the data object when someone pastes; the
clipboard here holds bytes, so each format is rendered at once — IDataObject::GetData
for every FORMATETC its EnumFormatEtc lists with TYMED_HGLOBAL — which is what a paste,
or OleFlushClipboard, would have asked for. The data object stays AddRef'd until
OleFlushClipboard or the next OleSetClipboard, as documented. A format offered only in
another medium (a stream, a storage, a metafile, a GDI object) stops the guest naming it.
Windows' private "DataObject" and "Ole Private Data" formats are not added.

OleGetClipboard gives an IDataObject over whatever the clipboard holds: GetData and
GetDataHere in an HGLOBAL, QueryGetData, EnumFormatEtc (an IEnumFORMATETC: Next, Skip,
Reset, Clone); SetData is E_NOTIMPL and advise sinks OLE_E_ADVISENOTSUPPORTED, as for
Windows' clipboard object. All of them need OleInitialize (CO_E_NOTINITIALIZED).
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (CLIPBRD_E_CANT_OPEN, CO_E_NOTINITIALIZED, E_INVALIDARG,
                             E_NOINTERFACE, E_NOTIMPL, E_POINTER, S_FALSE, S_OK)
from ...kernel.comobj import (IID_IUNKNOWN, com_addref, com_impl, com_new, com_release,
                               method_call)
from ...kernel.globalmem import GMEM_MOVEABLE, global_alloc
from ...core.dllnames import OLE32

TYMED_HGLOBAL = 1
DATADIR_GET = 1
DVASPECT_CONTENT = 1
DV_E_CLIPFORMAT, DV_E_TYMED = 0x8004006A, 0x80040069
OLE_E_ADVISENOTSUPPORTED = 0x80040003
STG_E_MEDIUMFULL = 0x80030070
IID_IDATAOBJECT = bytes.fromhex("0e01000000000000c000000000000046")
IID_IENUMFORMATETC = bytes.fromhex("0301000000000000c000000000000046")
DATA_METHODS = ("QueryInterface", "AddRef", "Release", "GetData", "GetDataHere",
                "QueryGetData", "GetCanonicalFormatEtc", "SetData", "EnumFormatEtc",
                "DAdvise", "DUnadvise", "EnumDAdvise")
ENUM_METHODS = ("QueryInterface", "AddRef", "Release", "Next", "Skip", "Reset", "Clone")
# FORMATETC: cfFormat (a WORD), ptd (a pointer), dwAspect, lindex, tymed: 20 bytes, 32 in
# a 64-bit program (ptd at 8); STGMEDIUM: tymed, the handle union, pUnkForRelease: 12
# bytes, 24 in a 64-bit program.
_FORMATETC = {4: struct.Struct("<H2xIIiI"), 8: struct.Struct("<H6xQIiI4x")}
_STGMEDIUM = {4: struct.Struct("<III"), 8: struct.Struct("<I4xQQ")}


def _fe_read(vm, fe):
    """(cfFormat, ptd, dwAspect, lindex, tymed) of the FORMATETC at ``fe``."""
    f = _FORMATETC[vm.ptr_size]
    return f.unpack(bytes(vm.mem.read(fe, f.size)))


def _fe_bytes(vm, *fields):
    return _FORMATETC[vm.ptr_size].pack(*fields)


def _medium_read(vm, medium):
    """(tymed, handle, pUnkForRelease) of the STGMEDIUM at ``medium``."""
    f = _STGMEDIUM[vm.ptr_size]
    return f.unpack(bytes(vm.mem.read(medium, f.size)))


def _ole_ready(vm):
    return vm.com.ole_initialized(vm.threads.current.tid)


# -- OleSetClipboard and friends ----------------------------------------------------------------
def _render(vm, obj):
    """Generator: put every HGLOBAL format of data object ``obj`` on the clipboard."""
    clip = vm.clipboard
    # enum*, FORMATETC (up to 32), STGMEDIUM (up to 24), the count fetched
    cell = vm.heap.alloc(72, zero=True)
    fe, medium, fetched = cell + 8, cell + 40, cell + 64
    hr = yield method_call(vm, obj, 8, DATADIR_GET, cell)           # EnumFormatEtc
    enum = vm.mem.uptr(cell)
    if hr & 0x80000000 or not enum:
        vm.heap.free(cell)
        return
    while True:
        hr = yield method_call(vm, enum, 3, 1, fe, fetched)           # Next
        if hr or not vm.mem.u32(fetched):
            break
        fmt, ptd, aspect, lindex, tymed = _fe_read(vm, fe)
        if ptd:
            vm.heap.free(ptd)          # a DVTARGETDEVICE the enumerator allocated for us
        if not tymed & TYMED_HGLOBAL:
            raise Unimplemented("%s!OleSetClipboard (format %d offered in TYMED %d: only "
                                "HGLOBAL data is rendered)" % (OLE32, fmt, tymed))
        vm.mem.write(fe, _fe_bytes(vm, fmt, 0, aspect, lindex, TYMED_HGLOBAL))
        vm.mem.write(medium, bytes(_STGMEDIUM[vm.ptr_size].size))
        hr = yield method_call(vm, obj, 3, fe, medium)                 # GetData
        if hr:
            continue                   # the object could not render it: not offered
        kind, h, owner = _medium_read(vm, medium)
        if kind == TYMED_HGLOBAL and h:
            size = vm.heap.size(h) or 0
            clip.data[fmt] = bytes(vm.mem.read(h, size)) if size else b""
            clip.sequence += 1
            if owner:
                yield method_call(vm, owner, 2)                        # Release
            else:
                vm.heap.free(h)
    yield method_call(vm, enum, 2)
    vm.heap.free(cell)
    clip.closed_after_change()         # as its CloseClipboard: the conversions are offered


@api(OLE32, "OleSetClipboard", "LPVOID obj", widths=BOTH)
def OleSetClipboard(c, obj):
    """Put a data object's formats on the clipboard (NULL: empty it of ours)."""
    vm = c.vm
    if not _ole_ready(vm):
        return CO_E_NOTINITIALIZED
    clip = vm.clipboard
    if clip.open_window is not None:
        return CLIPBRD_E_CANT_OPEN
    old, vm.com.clip_object = vm.com.clip_object, 0
    if old:
        yield method_call(vm, old, 2)
    if not obj and not old:
        return S_OK
    clip.empty(owner=0)
    if obj:
        yield method_call(vm, obj, 1)                                  # AddRef: kept until flushed
        vm.com.clip_object = obj
        yield from _render(vm, obj)
    return S_OK


@api(OLE32, "OleFlushClipboard", widths=BOTH)
def OleFlushClipboard(c):
    """Let go of the data object (its data stays on the clipboard)."""
    vm = c.vm
    if not _ole_ready(vm):
        return CO_E_NOTINITIALIZED
    obj, vm.com.clip_object = vm.com.clip_object, 0
    if obj:
        yield method_call(vm, obj, 2)
    return S_OK


@api(OLE32, "OleIsCurrentClipboard", "LPVOID obj", widths=BOTH)
def OleIsCurrentClipboard(c, obj):
    """S_OK when ``obj`` is the data object OleSetClipboard holds."""
    if not obj:
        return S_FALSE
    return S_OK if obj == c.vm.com.clip_object else S_FALSE


@api(OLE32, "OleGetClipboard", "LPVOID out", widths=BOTH)
def OleGetClipboard(c, out):
    """An IDataObject over the clipboard's contents."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)                   # an IDataObject* cell
    if not _ole_ready(vm):
        return CO_E_NOTINITIALIZED
    vm.mem.wptr(out, com_new(vm, OLE32, "ClipDataObject", DATA_METHODS, None))
    return S_OK


# -- the clipboard's IDataObject -------------------------------------------------------------------
def _unknown(iface, iids):
    def query(c, this, riid, out):
        vm = c.vm
        if not out:
            return E_POINTER
        if bytes(vm.mem.read(riid, 16)) in iids:
            com_addref(vm, this)
            vm.mem.wptr(out, this)
            return S_OK
        vm.mem.wptr(out, 0)
        return E_NOINTERFACE
    api(OLE32, "wineagent.%s_QueryInterface" % iface, "LPVOID this, LPVOID riid, LPVOID out",
        widths=BOTH)(query)
    api(OLE32, "wineagent.%s_AddRef" % iface, "LPVOID this",
        widths=BOTH)(lambda c, this: com_addref(c.vm, this))
    api(OLE32, "wineagent.%s_Release" % iface, "LPVOID this",
        widths=BOTH)(lambda c, this: com_release(c.vm, this))


_unknown("ClipDataObject", (IID_IUNKNOWN, IID_IDATAOBJECT))
_unknown("ClipFormats", (IID_IUNKNOWN, IID_IENUMFORMATETC))


def _wanted(vm, fe, missing=0x80040064, need_data=True):
    """(HRESULT, format, bytes) for a FORMATETC asked of the clipboard; a format it does
    not hold is ``missing`` (GetData's DV_E_FORMATETC, QueryGetData's DV_E_CLIPFORMAT,
    Wine 8's answers)."""
    fmt, _ptd, _aspect, _lindex, tymed = _fe_read(vm, fe)
    clip = vm.clipboard
    if fmt not in clip.formats():
        return missing, fmt, None
    if not tymed & TYMED_HGLOBAL:
        return DV_E_TYMED, fmt, None
    if not need_data:
        return S_OK, fmt, None
    h = clip.handle_for(fmt)
    if not h:
        # offered for delayed rendering and not rendered yet: the data object would ask
        # the owner (WM_RENDERFORMAT), which this read does not do
        raise Unimplemented("%s clipboard IDataObject::GetData of a format offered for "
                            "delayed rendering" % OLE32)
    return S_OK, fmt, bytes(vm.mem.read(h, vm.heap.size(h) or 0))


@api(OLE32, "wineagent.ClipDataObject_GetData", "LPVOID this, LPVOID fe, LPVOID medium", widths=BOTH)
def _get_data(c, this, fe, medium):
    vm = c.vm
    if not fe or not medium:
        return E_INVALIDARG
    hr, _fmt, data = _wanted(vm, fe)
    if hr:
        return hr
    h = global_alloc(vm, GMEM_MOVEABLE, len(data))
    if data:
        vm.mem.write(h, data)
    vm.mem.write(medium, _STGMEDIUM[vm.ptr_size].pack(TYMED_HGLOBAL, h, 0))
    return S_OK


@api(OLE32, "wineagent.ClipDataObject_GetDataHere", "LPVOID this, LPVOID fe, LPVOID medium", widths=BOTH)
def _get_data_here(c, this, fe, medium):
    vm = c.vm
    if not fe or not medium:
        return E_INVALIDARG
    hr, _fmt, data = _wanted(vm, fe)
    if hr:
        return hr
    kind, h, _owner = _medium_read(vm, medium)
    if kind != TYMED_HGLOBAL:
        return DV_E_TYMED
    if (vm.heap.size(h) or 0) < len(data):
        return STG_E_MEDIUMFULL
    vm.mem.write(h, data)
    return S_OK


@api(OLE32, "wineagent.ClipDataObject_QueryGetData", "LPVOID this, LPVOID fe", widths=BOTH)
def _query_get_data(c, this, fe):
    if not fe:
        return E_INVALIDARG
    return _wanted(c.vm, fe, DV_E_CLIPFORMAT, need_data=False)[0]


@api(OLE32, "wineagent.ClipDataObject_GetCanonicalFormatEtc", "LPVOID this, LPVOID fe, LPVOID out", widths=BOTH)
def _canonical(c, this, fe, out):
    raise Unimplemented("%s clipboard IDataObject::GetCanonicalFormatEtc" % OLE32)


@api(OLE32, "wineagent.ClipDataObject_SetData", "LPVOID this, LPVOID fe, LPVOID medium, BOOL release", widths=BOTH)
def _set_data(c, this, fe, medium, release):
    return E_NOTIMPL                   # the clipboard's data object is read-only


@api(OLE32, "wineagent.ClipDataObject_EnumFormatEtc", "LPVOID this, DWORD direction, LPVOID out", widths=BOTH)
def _enum_formats(c, this, direction, out):
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    if direction != DATADIR_GET:
        return E_NOTIMPL
    formats = list(vm.clipboard.formats())
    vm.mem.wptr(out, com_new(vm, OLE32, "ClipFormats", ENUM_METHODS, [formats, 0]))
    return S_OK


@api(OLE32, "wineagent.ClipDataObject_DAdvise", "LPVOID this, LPVOID fe, DWORD flags, LPVOID sink, LPVOID out", widths=BOTH)
def _dadvise(c, this, fe, flags, sink, out):
    return OLE_E_ADVISENOTSUPPORTED


@api(OLE32, "wineagent.ClipDataObject_DUnadvise", "LPVOID this, DWORD cookie", widths=BOTH)
def _dunadvise(c, this, cookie):
    return OLE_E_ADVISENOTSUPPORTED


@api(OLE32, "wineagent.ClipDataObject_EnumDAdvise", "LPVOID this, LPVOID out", widths=BOTH)
def _enum_dadvise(c, this, out):
    return OLE_E_ADVISENOTSUPPORTED


# -- IEnumFORMATETC ----------------------------------------------------------------------------------
def _state(c, this):
    st = com_impl(c.vm, this, "ClipFormats")
    if st is None:
        raise Unimplemented("%s IEnumFORMATETC method on an object that is not one" % OLE32)
    return st


@api(OLE32, "wineagent.ClipFormats_Next", "LPVOID this, ULONG count, LPVOID out, LPVOID fetched", widths=BOTH)
def _enum_next(c, this, count, out, fetched):
    st = _state(c, this)
    formats, pos = st
    n = max(0, min(count, len(formats) - pos))
    step = _FORMATETC[c.ptr_size].size
    for i in range(n):
        c.vm.mem.write(out + step * i, _fe_bytes(c.vm, formats[pos + i], 0, DVASPECT_CONTENT,
                                                 -1, TYMED_HGLOBAL))
    st[1] = pos + n
    if fetched:
        c.vm.mem.w32(fetched, n)
    return S_OK if n == count else S_FALSE


@api(OLE32, "wineagent.ClipFormats_Skip", "LPVOID this, ULONG count", widths=BOTH)
def _enum_skip(c, this, count):
    st = _state(c, this)
    formats, pos = st
    st[1] = min(len(formats), pos + count)
    return S_OK if pos + count <= len(formats) else S_FALSE


@api(OLE32, "wineagent.ClipFormats_Reset", "LPVOID this", widths=BOTH)
def _enum_reset(c, this):
    _state(c, this)[1] = 0
    return S_OK


@api(OLE32, "wineagent.ClipFormats_Clone", "LPVOID this, LPVOID out", widths=BOTH)
def _enum_clone(c, this, out):
    formats, pos = _state(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, com_new(c.vm, OLE32, "ClipFormats", ENUM_METHODS, [list(formats), pos]))
    return S_OK
