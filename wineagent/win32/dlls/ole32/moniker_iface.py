"""OLE32's moniker API: the Create*Moniker functions, CreateGenericComposite, and the
IMoniker and IEnumMoniker methods of the system monikers (``monikers.py`` holds the kinds
and their rules).

Binding goes as far as this desktop can take it without loading servers: a pointer
moniker binds to its object (QueryInterface), a class moniker to its class object from
the class table (CoRegisterClassObject), a file moniker to the object registered for it
in the running object table; binding a file that is not running (its class from
GetClassFile, then IPersistFile::Load), an item inside a container (IOleItemContainer)
or a composite stops the guest naming it, as do CommonPrefixWith, RelativePathTo,
IMoniker::ParseDisplayName and saving or loading a moniker through a stream.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, E_NOTIMPL, E_POINTER, S_FALSE, S_OK
from ...kernel.comobj import IID_IUNKNOWN, com_addref, method_call
from ...core.dllnames import OLE32
from . import classes, rot
from ...kernel.monikers import (MK_E_NEEDGENERIC, MK_E_NOINVERSE, MK_E_SYNTAX, MK_E_UNAVAILABLE,
                       MK_S_REDUCED_TO_SELF, ANNIHILATED, GENERIC, AntiMoniker, ClassMoniker,
                       CompositeMoniker, FileMoniker, ItemMoniker, PointerMoniker, Syntax,
                       compose_pair, display_name, equal, foreign, generic_composite,
                       inverse, moniker_hash, new_moniker, ours, parts_of, release,
                       system_clsid)
from .enummoniker import new_enum

IID_IPERSIST = bytes.fromhex("0c01000000000000c000000000000046")
IID_IPERSISTSTREAM = bytes.fromhex("0901000000000000c000000000000046")
IID_IMONIKER = bytes.fromhex("0f00000000000000c000000000000046")
_IIDS = (IID_IUNKNOWN, IID_IPERSIST, IID_IPERSISTSTREAM, IID_IMONIKER)
CLSCTX_ALL = 0x17


def _out(c, cell, value):
    c.vm.mem.wptr(cell, value)


# -- creating monikers --------------------------------------------------------------------------
@api(OLE32, "CreateFileMoniker", "LPCWSTR path, LPVOID out", widths=BOTH)
def CreateFileMoniker(c, path, out):
    """A file moniker of ``path`` (absolute or relative, kept as given)."""
    if not out:
        return E_POINTER
    _out(c, out, 0)
    if path is None:
        return E_INVALIDARG
    _out(c, out, new_moniker(c.vm, FileMoniker(path)))
    return S_OK


@api(OLE32, "CreateItemMoniker", "LPCWSTR delimiter, LPCWSTR item, LPVOID out", widths=BOTH)
def CreateItemMoniker(c, delimiter, item, out):
    """An item moniker: ``item`` inside its container, displayed after ``delimiter``."""
    if not out:
        return E_INVALIDARG
    _out(c, out, new_moniker(c.vm, ItemMoniker(delimiter or "", item or "")))
    return S_OK


@api(OLE32, "CreateAntiMoniker", "LPVOID out", widths=BOTH)
def CreateAntiMoniker(c, out):
    """An anti moniker (removes the moniker to its left when composed)."""
    if not out:
        return E_INVALIDARG
    _out(c, out, new_moniker(c.vm, AntiMoniker()))
    return S_OK


@api(OLE32, "CreatePointerMoniker", "LPVOID obj, LPVOID out", widths=BOTH)
def CreatePointerMoniker(c, obj, out):
    """A pointer moniker of ``obj`` (AddRef'd while the moniker lives)."""
    if not out:
        return E_INVALIDARG
    _out(c, out, 0)
    if obj:
        yield method_call(c.vm, obj, 1)
    _out(c, out, new_moniker(c.vm, PointerMoniker(obj)))
    return S_OK


@api(OLE32, "CreateClassMoniker", "LPVOID clsid, LPVOID out", widths=BOTH)
def CreateClassMoniker(c, clsid, out):
    """A class moniker of the CLSID at ``clsid``."""
    if not out or not clsid:
        return E_INVALIDARG
    _out(c, out, new_moniker(c.vm, ClassMoniker(bytes(c.vm.mem.read(clsid, 16)))))
    return S_OK


@api(OLE32, "CreateGenericComposite", "LPVOID first, LPVOID rest, LPVOID out", widths=BOTH)
def CreateGenericComposite(c, first, rest, out):
    """``first`` then ``rest`` as one moniker: either alone when the other is NULL, the
    two composed where they meet (an anti moniker removes what precedes it, file paths
    collapse), else a generic composite of their parts."""
    if not out:
        return E_POINTER
    if not first and not rest:
        return S_OK
    try:
        result = yield from generic_composite(c.vm, first, rest)
    except Syntax:
        _out(c, out, 0)
        return MK_E_SYNTAX
    _out(c, out, result)
    return S_OK


# -- IUnknown, IPersist, IPersistStream ---------------------------------------------------------
def _self(c, this):
    impl = ours(c.vm, this)
    if impl is None:
        raise Unimplemented("%s IMoniker method on an object that is not one of ours (0x%08X)"
                            % (OLE32, this))
    return impl


@api(OLE32, "wineagent.Moniker_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _qi(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in _IIDS:
        com_addref(vm, this)
        _out(c, out, this)
        return S_OK
    _out(c, out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.Moniker_AddRef", "LPVOID this", widths=BOTH)
def _addref(c, this):
    return com_addref(c.vm, this)


@api(OLE32, "wineagent.Moniker_Release", "LPVOID this", widths=BOTH)
def _release(c, this):
    entry = c.vm.com.objects.get(this)
    left = entry.refs - 1 if entry is not None else 0
    yield from release(c.vm, this)
    return max(left, 0)


@api(OLE32, "wineagent.Moniker_GetClassID", "LPVOID this, LPVOID out", widths=BOTH)
def _class_id(c, this, out):
    impl = _self(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.write(out, system_clsid(impl.class_d1))
    return S_OK


@api(OLE32, "wineagent.Moniker_IsDirty", "LPVOID this", widths=BOTH)
def _is_dirty(c, this):
    """Monikers never change after they are made: never dirty."""
    _self(c, this)
    return S_FALSE


@api(OLE32, "wineagent.Moniker_Load", "LPVOID this, LPVOID stream", widths=BOTH)
def _load(c, this, stream):
    _self(c, this)
    raise Unimplemented("%s IMoniker::Load (a moniker's stream form)" % OLE32)


@api(OLE32, "wineagent.Moniker_Save", "LPVOID this, LPVOID stream, BOOL clear", widths=BOTH)
def _save(c, this, stream, clear):
    _self(c, this)
    raise Unimplemented("%s IMoniker::Save (a moniker's stream form)" % OLE32)


@api(OLE32, "wineagent.Moniker_GetSizeMax", "LPVOID this, LPVOID out", widths=BOTH)
def _size_max(c, this, out):
    _self(c, this)
    raise Unimplemented("%s IMoniker::GetSizeMax (a moniker's stream form)" % OLE32)


# -- binding -----------------------------------------------------------------------------------
def _bind_running(c, this, riid, out):
    """Generator: the object the running object table holds for ``this``, as ``riid``;
    MK_E_UNAVAILABLE when it is not running."""
    entry = rot.find(c.vm, this)
    if entry is None:
        return None
    hr = yield method_call(c.vm, entry.obj, 0, riid, out)
    return hr & 0xFFFFFFFF


@api(OLE32, "wineagent.Moniker_BindToObject",
     "LPVOID this, LPVOID bc, LPVOID left, LPVOID riid, LPVOID out", widths=BOTH)
def _bind_object(c, this, bc, left, riid, out):
    impl = _self(c, this)
    vm = c.vm
    if not out:
        return E_POINTER
    _out(c, out, 0)
    if isinstance(impl, AntiMoniker):
        return E_NOTIMPL                   # documented: an anti moniker binds to nothing
    if isinstance(impl, PointerMoniker):
        hr = yield method_call(vm, impl.obj, 0, riid, out)
        return hr & 0xFFFFFFFF
    if isinstance(impl, ClassMoniker):
        if left:
            raise Unimplemented("%s IMoniker::BindToObject of a class moniker with a moniker "
                                "to its left (IClassActivator)" % OLE32)
        cell = vm.heap.alloc(16)
        try:
            vm.mem.write(cell, impl.clsid)
            hr = yield from classes.class_object(c, cell, CLSCTX_ALL, riid, out)
        finally:
            vm.heap.free(cell)
        return hr
    if left:
        raise Unimplemented("%s IMoniker::BindToObject with a moniker to the left" % OLE32)
    hr = yield from _bind_running(c, this, riid, out)
    if hr is not None:
        return hr
    if isinstance(impl, ItemMoniker):
        return E_INVALIDARG                # an item is found only through its container
    raise Unimplemented("%s IMoniker::BindToObject of '%s', which is not running "
                        "(activating a file's class and IPersistFile::Load, or a "
                        "composite's parts)" % (OLE32, display_name(vm, this)))


@api(OLE32, "wineagent.Moniker_BindToStorage",
     "LPVOID this, LPVOID bc, LPVOID left, LPVOID riid, LPVOID out", widths=BOTH)
def _bind_storage(c, this, bc, left, riid, out):
    impl = _self(c, this)
    if not out:
        return E_POINTER
    _out(c, out, 0)
    if isinstance(impl, AntiMoniker):
        return E_NOTIMPL
    if isinstance(impl, PointerMoniker):
        # documented: the same as BindToObject for a pointer moniker
        hr = yield method_call(c.vm, impl.obj, 0, riid, out)
        return hr & 0xFFFFFFFF
    raise Unimplemented("%s IMoniker::BindToStorage (a file's or an item's storage)" % OLE32)


@api(OLE32, "wineagent.Moniker_Reduce",
     "LPVOID this, LPVOID bc, DWORD how_far, LPVOID left, LPVOID out", widths=BOTH)
def _reduce(c, this, bc, how_far, left, out):
    """The system monikers are already as reduced as they can be (a composite of them
    too): the moniker itself and MK_S_REDUCED_TO_SELF."""
    impl = _self(c, this)
    if not out:
        return E_POINTER
    if isinstance(impl, CompositeMoniker):
        for part in impl.parts:
            if ours(c.vm, part) is None:
                raise foreign("IMoniker::Reduce of a composite", part)
    com_addref(c.vm, this)
    _out(c, out, this)
    return MK_S_REDUCED_TO_SELF


@api(OLE32, "wineagent.Moniker_ComposeWith", "LPVOID this, LPVOID right, BOOL only, LPVOID out", widths=BOTH)
def _compose_with(c, this, right, only, out):
    """``this`` followed by ``right``; with ``only`` set, MK_E_NEEDGENERIC instead of a
    generic composite."""
    impl = _self(c, this)
    vm = c.vm
    if not out:
        return E_POINTER
    _out(c, out, 0)
    if not right:
        return E_INVALIDARG
    try:
        if isinstance(impl, CompositeMoniker) or isinstance(ours(vm, right), CompositeMoniker):
            if only:
                return MK_E_NEEDGENERIC
        else:
            result = compose_pair(vm, this, right)
            if result == ANNIHILATED:
                return S_OK
            if result != GENERIC:
                _out(c, out, result)
                return S_OK
            if only:
                return MK_E_NEEDGENERIC
        result = yield from generic_composite(vm, this, right)
    except Syntax:
        return MK_E_SYNTAX
    _out(c, out, result)
    return S_OK


@api(OLE32, "wineagent.Moniker_Enum", "LPVOID this, BOOL forward, LPVOID out", widths=BOTH)
def _enum(c, this, forward, out):
    """A composite's parts (first to last, or last to first); none for a simple moniker."""
    impl = _self(c, this)
    if not out:
        return E_POINTER
    _out(c, out, 0)
    if isinstance(impl, CompositeMoniker):
        parts = parts_of(c.vm, this)
        enum = yield from new_enum(c.vm, parts if forward else parts[::-1])
        _out(c, out, enum)
    return S_OK


@api(OLE32, "wineagent.Moniker_IsEqual", "LPVOID this, LPVOID other", widths=BOTH)
def _is_equal(c, this, other):
    _self(c, this)
    if not other:
        return E_INVALIDARG
    return S_OK if equal(c.vm, this, other) else S_FALSE


@api(OLE32, "wineagent.Moniker_Hash", "LPVOID this, LPVOID out", widths=BOTH)
def _hash(c, this, out):
    _self(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, moniker_hash(c.vm, this))
    return S_OK


@api(OLE32, "wineagent.Moniker_IsRunning",
     "LPVOID this, LPVOID bc, LPVOID left, LPVOID newly", widths=BOTH)
def _is_running(c, this, bc, left, newly):
    """S_OK when the named object runs: a pointer moniker's always does; otherwise the
    moniker equals ``newly`` or is registered in the running object table."""
    impl = _self(c, this)
    if isinstance(impl, PointerMoniker):
        return S_OK
    if left:
        raise Unimplemented("%s IMoniker::IsRunning with a moniker to the left (asking the "
                            "container)" % OLE32)
    if newly and equal(c.vm, this, newly):
        return S_OK
    return S_OK if rot.find(c.vm, this) is not None else S_FALSE


@api(OLE32, "wineagent.Moniker_GetTimeOfLastChange",
     "LPVOID this, LPVOID bc, LPVOID left, LPVOID out", widths=BOTH)
def _time_of_change(c, this, bc, left, out):
    impl = _self(c, this)
    if not out:
        return E_POINTER
    if isinstance(impl, (AntiMoniker, PointerMoniker)):
        return E_NOTIMPL if isinstance(impl, AntiMoniker) else MK_E_UNAVAILABLE
    if left:
        raise Unimplemented("%s IMoniker::GetTimeOfLastChange with a moniker to the left"
                            % OLE32)
    entry = rot.find(c.vm, this)
    if entry is not None:
        c.vm.mem.write(out, entry.changed.to_bytes(8, "little"))
        return S_OK
    raise Unimplemented("%s IMoniker::GetTimeOfLastChange of '%s', which is not running "
                        "(a file's own time)" % (OLE32, display_name(c.vm, this)))


@api(OLE32, "wineagent.Moniker_Inverse", "LPVOID this, LPVOID out", widths=BOTH)
def _inverse(c, this, out):
    """An anti moniker for a simple moniker, a composite's parts' inverses in reverse
    order; an anti moniker has none (MK_E_NOINVERSE)."""
    _self(c, this)
    if not out:
        return E_POINTER
    result = yield from inverse(c.vm, this)
    _out(c, out, result or 0)
    return S_OK if result is not None else MK_E_NOINVERSE


@api(OLE32, "wineagent.Moniker_CommonPrefixWith", "LPVOID this, LPVOID other, LPVOID out", widths=BOTH)
def _common_prefix(c, this, other, out):
    _self(c, this)
    raise Unimplemented("%s IMoniker::CommonPrefixWith" % OLE32)


@api(OLE32, "wineagent.Moniker_RelativePathTo", "LPVOID this, LPVOID other, LPVOID out", widths=BOTH)
def _relative_path(c, this, other, out):
    _self(c, this)
    raise Unimplemented("%s IMoniker::RelativePathTo" % OLE32)


@api(OLE32, "wineagent.Moniker_GetDisplayName",
     "LPVOID this, LPVOID bc, LPVOID left, LPVOID out", widths=BOTH)
def _display_name(c, this, bc, left, out):
    """The display name in memory from CoTaskMemAlloc; a pointer moniker has none."""
    _self(c, this)
    vm = c.vm
    if not out:
        return E_POINTER
    _out(c, out, 0)
    name = display_name(vm, this)
    if name is None:
        return E_NOTIMPL
    data = name.encode("utf-16-le") + b"\0\0"
    block = vm.heap.alloc(len(data))
    vm.mem.write(block, data)
    _out(c, out, block)
    return S_OK


@api(OLE32, "wineagent.Moniker_ParseDisplayName",
     "LPVOID this, LPVOID bc, LPVOID left, LPCWSTR name, LPVOID eaten, LPVOID out", widths=BOTH)
def _parse_display_name(c, this, bc, left, name, eaten, out):
    _self(c, this)
    raise Unimplemented("%s IMoniker::ParseDisplayName (parsing through the named object)"
                        % OLE32)


@api(OLE32, "wineagent.Moniker_IsSystemMoniker", "LPVOID this, LPVOID out", widths=BOTH)
def _is_system(c, this, out):
    impl = _self(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, impl.kind)
    return S_OK
