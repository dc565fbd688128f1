"""COMBASE: read-only vectors of strings a runtime class hands out
(IVectorView<String>, e.g. GlobalizationPreferences.Languages), with their iteration
(IIterable<String>.First, IIterator<String>), as Windows.Foundation.Collections defines
them: GetAt past the end is E_BOUNDS, IndexOf says whether and where a string is,
GetMany copies up to ``capacity`` new HSTRINGs from ``start``; an iterator moved past
the last item has no current one (get_Current: E_BOUNDS)."""

from ....abi.api import BOTH, api
from ...core.dllnames import COMBASE
from ...core.winerror import E_INVALIDARG, E_POINTER
from .inspectable import RuntimeObject, declare_interface, hstring_text, iid, new_hstring

__all__ = ["string_vector"]

S_OK = 0
E_BOUNDS = 0x8000000B
IID_IVECTORVIEW_STRING = iid("2f13c006-a03a-5f69-b090-75a43e33423e")
IID_IITERABLE_STRING = iid("e2fcc7c1-3bfc-5a0b-b2b0-72e769d1cb7e")
IID_IITERATOR_STRING = iid("8c304ebb-6615-50a4-8829-879ecd443236")
_VIEW_CLASS = "Windows.Foundation.Collections.IVectorView`1<String>"
_ITERATOR_CLASS = "Windows.Foundation.Collections.IIterator`1<String>"


def string_vector(vm, items):
    """A new IVectorView<String> (one reference) over the Python strings ``items``."""
    return RuntimeObject(vm, _VIEW_CLASS, [
        ("IVectorView_String", IID_IVECTORVIEW_STRING, ("GetAt", "get_Size", "IndexOf",
                                                        "GetMany")),
        ("IIterable_String", IID_IITERABLE_STRING, ("First",))], state=list(items))


def _iterator(vm, items):
    return RuntimeObject(vm, _ITERATOR_CLASS, [
        ("IIterator_String", IID_IITERATOR_STRING, ("get_Current", "get_HasCurrent",
                                                    "MoveNext", "GetMany"))],
        state=[list(items), 0])


_view = declare_interface("IVectorView_String")
_iterable = declare_interface("IIterable_String")
_iter = declare_interface("IIterator_String")


def _get_many(vm, items, start, capacity, out, actual):
    if not actual or (capacity and not out):
        return E_POINTER
    got = items[start:start + capacity] if start <= len(items) else []
    for i, text in enumerate(got):
        vm.mem.wptr(out + vm.ptr_size * i, new_hstring(vm, text))
    vm.mem.w32(actual, len(got))
    return S_OK


@api(COMBASE, "wineagent.IVectorView_String_GetAt", "LPVOID this, UINT index, LPVOID out",
     widths=BOTH)
def _get_at(c, this, index, out):
    """IVectorView<String>::GetAt: a new HSTRING of item ``index``; E_BOUNDS past the end."""
    items = _view(c, this).state
    if not out:
        return E_POINTER
    if index >= len(items):
        return E_BOUNDS
    c.vm.mem.wptr(out, new_hstring(c.vm, items[index]))
    return S_OK


@api(COMBASE, "wineagent.IVectorView_String_get_Size", "LPVOID this, LPVOID out", widths=BOTH)
def _get_size(c, this, out):
    """IVectorView<String>::get_Size: the number of items."""
    items = _view(c, this).state
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, len(items))
    return S_OK


@api(COMBASE, "wineagent.IVectorView_String_IndexOf", "LPVOID this, LPVOID value, "
     "LPVOID index, LPVOID found", widths=BOTH)
def _index_of(c, this, value, index, found):
    """IVectorView<String>::IndexOf: whether ``value`` is an item (ordinal) and where."""
    items = _view(c, this).state
    if not index or not found:
        return E_POINTER
    text = hstring_text(c.vm, value)
    where = items.index(text) if text in items else None
    c.vm.mem.w32(index, where or 0)
    c.vm.mem.write(found, bytes([where is not None]))
    return S_OK


@api(COMBASE, "wineagent.IVectorView_String_GetMany", "LPVOID this, UINT start, "
     "UINT capacity, LPVOID out, LPVOID actual", widths=BOTH)
def _view_get_many(c, this, start, capacity, out, actual):
    """IVectorView<String>::GetMany: new HSTRINGs of up to ``capacity`` items from
    ``start``, their count in ``actual``."""
    return _get_many(c.vm, _view(c, this).state, start, capacity, out, actual)


@api(COMBASE, "wineagent.IIterable_String_First", "LPVOID this, LPVOID out", widths=BOTH)
def _first(c, this, out):
    """IIterable<String>::First: a new iterator at the first item."""
    items = _iterable(c, this).state
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, _iterator(c.vm, items).default)
    return S_OK


@api(COMBASE, "wineagent.IIterator_String_get_Current", "LPVOID this, LPVOID out",
     widths=BOTH)
def _current(c, this, out):
    """IIterator<String>::get_Current: a new HSTRING of the current item; E_BOUNDS past
    the last."""
    items, pos = _iter(c, this).state
    if not out:
        return E_POINTER
    if pos >= len(items):
        return E_BOUNDS
    c.vm.mem.wptr(out, new_hstring(c.vm, items[pos]))
    return S_OK


@api(COMBASE, "wineagent.IIterator_String_get_HasCurrent", "LPVOID this, LPVOID out",
     widths=BOTH)
def _has_current(c, this, out):
    """IIterator<String>::get_HasCurrent: whether it is on an item."""
    items, pos = _iter(c, this).state
    if not out:
        return E_POINTER
    c.vm.mem.write(out, bytes([pos < len(items)]))
    return S_OK


@api(COMBASE, "wineagent.IIterator_String_MoveNext", "LPVOID this, LPVOID out", widths=BOTH)
def _move_next(c, this, out):
    """IIterator<String>::MoveNext: to the next item; whether there is one."""
    state = _iter(c, this).state
    if not out:
        return E_POINTER
    if state[1] < len(state[0]):
        state[1] += 1
    c.vm.mem.write(out, bytes([state[1] < len(state[0])]))
    return S_OK


@api(COMBASE, "wineagent.IIterator_String_GetMany", "LPVOID this, UINT capacity, "
     "LPVOID out, LPVOID actual", widths=BOTH)
def _iter_get_many(c, this, capacity, out, actual):
    """IIterator<String>::GetMany: new HSTRINGs of up to ``capacity`` items from the
    current one, which it moves past."""
    state = _iter(c, this).state
    hr = _get_many(c.vm, state[0], state[1], capacity, out, actual)
    if hr == S_OK:
        state[1] += c.vm.mem.u32(actual)
    return hr
