"""COMCTL32's dynamic pointer and structure arrays (DPA_*, DSA_*), exported by ordinal as
on Windows, over ``controls/dynarrays.py``."""

from ....abi.api import BOTH, GuestCall, api
from ...controls.dynarrays import DA_ERR, DSA, DpaArrays
from ...core.dllnames import COMCTL32
from ...kernel.heaps import PROCESS_HEAP


def _arrays(c):
    vm = c.vm
    return DpaArrays(vm, lambda h: vm.heaps.get(h or PROCESS_HEAP))


def _u(v):
    return v & 0xFFFFFFFF


@api(COMCTL32, "DPA_Create", "INT grow", widths=BOTH)
def DPA_Create(c, grow):
    return _arrays(c).create(grow, 0)


@api(COMCTL32, "DPA_CreateEx", "INT grow, HANDLE heap", widths=BOTH)
def DPA_CreateEx(c, grow, heap):
    return _arrays(c).create(grow, heap)


@api(COMCTL32, "DPA_Destroy", "LPVOID hdpa", widths=BOTH)
def DPA_Destroy(c, hdpa):
    return int(bool(hdpa) and _arrays(c).destroy(hdpa))


@api(COMCTL32, "DPA_Grow", "LPVOID hdpa, INT count", widths=BOTH)
def DPA_Grow(c, hdpa, count):
    return int(bool(hdpa) and _arrays(c).grow(hdpa, count))


@api(COMCTL32, "DPA_Clone", "LPVOID hdpa, LPVOID into", widths=BOTH)
def DPA_Clone(c, hdpa, into):
    return _arrays(c).clone(hdpa, into) if hdpa else 0


@api(COMCTL32, "DPA_GetPtr", "LPVOID hdpa, INT_PTR index", widths=BOTH)
def DPA_GetPtr(c, hdpa, index):
    items = _arrays(c).items(hdpa) if hdpa else []
    return items[index] if 0 <= index < len(items) else 0


@api(COMCTL32, "DPA_GetPtrIndex", "LPVOID hdpa, LPVOID p", widths=BOTH)
def DPA_GetPtrIndex(c, hdpa, p):
    items = _arrays(c).items(hdpa) if hdpa else []
    return items.index(p) if p in items else _u(DA_ERR)


@api(COMCTL32, "DPA_InsertPtr", "LPVOID hdpa, INT index, LPVOID p", widths=BOTH)
def DPA_InsertPtr(c, hdpa, index, p):
    return _u(_arrays(c).insert(hdpa, index, p) if hdpa else DA_ERR)


@api(COMCTL32, "DPA_SetPtr", "LPVOID hdpa, INT index, LPVOID p", widths=BOTH)
def DPA_SetPtr(c, hdpa, index, p):
    return int(bool(hdpa) and _arrays(c).set(hdpa, index, p))


@api(COMCTL32, "DPA_DeletePtr", "LPVOID hdpa, INT index", widths=BOTH)
def DPA_DeletePtr(c, hdpa, index):
    return _arrays(c).delete(hdpa, index) if hdpa else 0


@api(COMCTL32, "DPA_DeleteAllPtrs", "LPVOID hdpa", widths=BOTH)
def DPA_DeleteAllPtrs(c, hdpa):
    return int(bool(hdpa) and _arrays(c).delete_all(hdpa))


@api(COMCTL32, "DPA_Sort", "LPVOID hdpa, LPVOID cmp, LPARAM lparam", widths=BOTH)
def DPA_Sort(c, hdpa, cmp, lparam):
    if not hdpa or not cmp:
        return 0
    arrays = _arrays(c)
    items = yield from arrays.sort(arrays.items(hdpa), cmp, lparam)
    return int(arrays.store(hdpa, items))


@api(COMCTL32, "DPA_Search", "LPVOID hdpa, LPVOID find, INT start, LPVOID cmp, LPARAM lparam, "
     "UINT options", widths=BOTH)
def DPA_Search(c, hdpa, find, start, cmp, lparam, options):
    if not hdpa or not cmp:
        return _u(DA_ERR)
    return _u((yield from _arrays(c).search(hdpa, find, start, cmp, lparam, options)))


@api(COMCTL32, "DPA_Merge", "LPVOID dest, LPVOID src, DWORD flags, LPVOID cmp, LPVOID merge, "
     "LPARAM lparam", widths=BOTH)
def DPA_Merge(c, dest, src, flags, cmp, merge, lparam):
    if not dest or not src or not cmp or not merge:
        return 0
    return int((yield from _arrays(c).merge(dest, src, flags, cmp, merge, lparam)))


@api(COMCTL32, "DPA_EnumCallback", "LPVOID hdpa, LPVOID cb, LPVOID data", widths=BOTH)
def DPA_EnumCallback(c, hdpa, cb, data):
    if hdpa and cb:
        yield from _arrays(c).enum(hdpa, cb, data)
    return 0


@api(COMCTL32, "DPA_DestroyCallback", "LPVOID hdpa, LPVOID cb, LPVOID data", widths=BOTH)
def DPA_DestroyCallback(c, hdpa, cb, data):
    if not hdpa:
        return 0
    arrays = _arrays(c)
    if cb:
        yield from arrays.enum(hdpa, cb, data)
    arrays.destroy(hdpa)
    return 0


@api(COMCTL32, "DPA_SaveStream", "LPVOID hdpa, LPVOID cb, LPVOID stream, LPVOID data", widths=BOTH)
def DPA_SaveStream(c, hdpa, cb, stream, data):
    return (yield from _arrays(c).save_stream(hdpa, cb, stream, data))


@api(COMCTL32, "DPA_LoadStream", "LPVOID phdpa, LPVOID cb, LPVOID stream, LPVOID data", widths=BOTH)
def DPA_LoadStream(c, phdpa, cb, stream, data):
    return (yield from _arrays(c).load_stream(phdpa, cb, stream, data))


@api(COMCTL32, "DSA_Create", "INT size, INT grow", widths=BOTH)
def DSA_Create(c, size, grow):
    return _arrays(c).dsa_create(size, grow) if size > 0 else 0


@api(COMCTL32, "DSA_Destroy", "LPVOID hdsa", widths=BOTH)
def DSA_Destroy(c, hdsa):
    return int(bool(hdsa) and _arrays(c).dsa_destroy(hdsa))


@api(COMCTL32, "DSA_GetItemPtr", "LPVOID hdsa, INT index", widths=BOTH)
def DSA_GetItemPtr(c, hdsa, index):
    return _arrays(c).dsa_item_ptr(hdsa, index) if hdsa else 0


@api(COMCTL32, "DSA_GetItem", "LPVOID hdsa, INT index, LPVOID dest", widths=BOTH)
def DSA_GetItem(c, hdsa, index, dest):
    arrays = _arrays(c)
    p = arrays.dsa_item_ptr(hdsa, index) if hdsa else 0
    if not p or not dest:
        return 0
    items = arrays.dsa_items(hdsa)
    c.vm.mem.write(dest, items[index])
    return 1


@api(COMCTL32, "DSA_InsertItem", "LPVOID hdsa, INT index, LPVOID item", widths=BOTH)
def DSA_InsertItem(c, hdsa, index, item):
    if not hdsa or not item or index < 0:
        return _u(DA_ERR)
    arrays = _arrays(c)
    items = arrays.dsa_items(hdsa)
    size = len(items[0]) if items else _size(c, hdsa)
    index = min(index, len(items))              # past the end (DA_LAST): appended
    items.insert(index, bytes(c.vm.mem.read(item, size)))
    return index if arrays.dsa_store(hdsa, items) else _u(DA_ERR)


@api(COMCTL32, "DSA_SetItem", "LPVOID hdsa, INT index, LPVOID item", widths=BOTH)
def DSA_SetItem(c, hdsa, index, item):
    if not hdsa or not item or index < 0:
        return 0
    arrays = _arrays(c)
    items = arrays.dsa_items(hdsa)
    size = _size(c, hdsa)
    if index >= len(items):                     # past the end: grown with zeroed items
        items += [bytes(size)] * (index + 1 - len(items))
    items[index] = bytes(c.vm.mem.read(item, size))
    return int(arrays.dsa_store(hdsa, items))


@api(COMCTL32, "DSA_DeleteItem", "LPVOID hdsa, INT index", widths=BOTH)
def DSA_DeleteItem(c, hdsa, index):
    arrays = _arrays(c)
    items = arrays.dsa_items(hdsa) if hdsa else []
    if not 0 <= index < len(items):
        return _u(DA_ERR)
    del items[index]
    arrays.dsa_store(hdsa, items)
    return index


@api(COMCTL32, "DSA_DeleteAllItems", "LPVOID hdsa", widths=BOTH)
def DSA_DeleteAllItems(c, hdsa):
    if not hdsa:
        return 0
    return int(_arrays(c).dsa_store(hdsa, []))


@api(COMCTL32, "DSA_EnumCallback", "LPVOID hdsa, LPVOID cb, LPVOID data", widths=BOTH)
def DSA_EnumCallback(c, hdsa, cb, data):
    yield from _dsa_enum(c, hdsa, cb, data)
    return 0


@api(COMCTL32, "DSA_DestroyCallback", "LPVOID hdsa, LPVOID cb, LPVOID data", widths=BOTH)
def DSA_DestroyCallback(c, hdsa, cb, data):
    yield from _dsa_enum(c, hdsa, cb, data)
    if hdsa:
        _arrays(c).dsa_destroy(hdsa)
    return 0


def _dsa_enum(c, hdsa, cb, data):
    """Generator: the callback with each item's address until it answers 0."""
    arrays = _arrays(c)
    i = 0
    while hdsa and cb:
        p = arrays.dsa_item_ptr(hdsa, i)
        if not p or not (yield GuestCall(cb, (p, data))) & 0xFFFFFFFF:    # an int
            return
        i += 1


def _size(c, hdsa):
    return DSA.at(c.vm.mem, hdsa, c.vm.ptr_size).cbItem
