"""COMCTL32's dynamic arrays: DPA (of pointers) and DSA (of fixed-size items), in guest
memory where programs read them.

commctrl.h's macros read the arrays directly: DPA_GetPtrCount is ``*(int *)hdpa``,
DPA_GetPtrPtr the pointer after it, DSA_GetItemCount ``*(int *)hdsa``. So a DPA or DSA
is a header in guest memory, allocated from the heap it was created on (DPA_CreateEx's, or
the process heap), with its items in a block of the same heap, grown by the array's
growth step. What the documentation (DPA_* and DSA_* pages) and Wine's tests (dpa.c,
misc.c, written against Windows) fix:

- DPA_InsertPtr past the end appends; DPA_SetPtr past the end grows the array with NULLs;
  DPA_GetPtr and DPA_DeletePtr out of range answer NULL.
- DPA_Search: linear from iStart with a compare function; DPAS_SORTED makes it a binary
  search of the whole array (iStart ignored), and DPAS_INSERTBEFORE/AFTER make a miss
  answer where the item would go instead of -1.
- DPA_Sort is stable (a merge sort); DPA_Merge sorts both arrays first unless DPAM_SORTED,
  then walks them from the end: DPAMM_MERGE for an item in both (its answer replaces the
  destination's), DPAMM_DELETE for one only in the destination (removed with
  DPAM_INTERSECT), DPAMM_INSERT for one only in the source (its answer inserted with
  DPAM_UNION).
- DPA_SaveStream writes a 12-byte header {dwSize, 1, dwItems} and then lets the callback
  write each item; DPA_LoadStream reads it back, answering E_FAIL (with the stream put
  back where it was) for a short header or a second field other than 1.
"""

from ...abi.api import GuestCall
from ...abi.structs import struct
from ..core.winerror import E_FAIL, E_INVALIDARG, E_OUTOFMEMORY, ERROR_NOT_ENOUGH_MEMORY, S_OK

__all__ = ["DPA", "DSA", "DpaArrays", "DPASTREAMINFO", "DPA_APPEND", "DA_ERR"]

#: The headers, as comctl32 lays them out (commctrl.h's macros read the first two fields).
DPA = struct("DPA", "int cpItems; LPVOID pp; HANDLE hheap; int cpAlloc; int cpGrow")
DSA = struct("DSA", "int cItem; LPVOID pData; int cItemAlloc; int cbItem; int cItemGrow")
DPASTREAMINFO = struct("DPASTREAMINFO", "int iPos; LPVOID pvItem")
STREAMHEADER = struct("STREAMHEADER", "DWORD dwSize; DWORD dwData2; DWORD dwItems")

DPA_APPEND, DA_ERR = 0x7FFFFFFF, -1
DPAS_SORTED, DPAS_INSERTBEFORE, DPAS_INSERTAFTER = 0x1, 0x2, 0x4
DPAM_SORTED, DPAM_UNION, DPAM_INTERSECT = 0x1, 0x4, 0x8
DPAMM_MERGE, DPAMM_DELETE, DPAMM_INSERT = 1, 2, 3
# IStream's methods, by vtable slot
IS_READ, IS_WRITE, IS_SEEK = 3, 4, 5
STREAM_SEEK_SET, STREAM_SEEK_CUR = 0, 1


class DpaArrays:
    """DPA and DSA operations over guest memory for one VM. ``heap_of(handle)`` gives the
    heap object for a heap handle (0: the process heap)."""

    def __init__(self, vm, heap_of):
        self.vm, self.mem, self.heap_of = vm, vm.mem, heap_of

    @property
    def ptr(self):
        """The program's pointer size."""
        return self.vm.ptr_size

    # -- DPA ------------------------------------------------------------------------------
    def create(self, grow, hheap):
        """DPA_CreateEx: a new empty array on heap ``hheap``; 0 when it cannot be made."""
        heap = self.heap_of(hheap)
        if heap is None:
            return 0
        p = heap.alloc(DPA.sizeof(self.ptr), zero=True)
        if not p:
            return 0
        DPA.write(self.mem, p, self.ptr, cpItems=0, pp=0, hheap=hheap, cpAlloc=0,
                  cpGrow=grow if grow > 0 else 8)
        return p

    def items(self, hdpa):
        """The array's pointers, as a list."""
        d = DPA.at(self.mem, hdpa, self.ptr)
        n, pp = d.cpItems, d.pp
        if n <= 0 or not pp:
            return []
        size = self.ptr
        raw = bytes(self.mem.read(pp, n * size))
        return [int.from_bytes(raw[i * size:(i + 1) * size], "little") for i in range(n)]

    def store(self, hdpa, items):
        """Make the array hold ``items`` (grown as needed); False when memory runs out."""
        if not self.grow(hdpa, len(items)):
            return False
        d = DPA.at(self.mem, hdpa, self.ptr)
        if items:
            self.mem.write(d.pp, b"".join(v.to_bytes(self.ptr, "little") for v in items))
        d.cpItems = len(items)
        return True

    def grow(self, hdpa, need):
        """DPA_Grow: room for ``need`` pointers (rounded up to the growth step)."""
        d = DPA.at(self.mem, hdpa, self.ptr)
        if need <= d.cpAlloc and d.pp:
            return True
        heap = self.heap_of(d.hheap)
        step = max(1, d.cpGrow)
        count = max(need, 1)
        count = (count + step - 1) // step * step
        size = count * self.ptr
        new = heap.realloc(d.pp, size, zero=True) if (heap and d.pp) else \
            (heap.alloc(size, zero=True) if heap else 0)
        if not new:
            self.vm.last_error = ERROR_NOT_ENOUGH_MEMORY
            return False
        d.pp, d.cpAlloc = new, count
        return True

    def destroy(self, hdpa):
        """DPA_Destroy: free the items' block and the header."""
        d = DPA.at(self.mem, hdpa, self.ptr)
        heap = self.heap_of(d.hheap)
        if heap is None:
            return False
        if d.pp:
            heap.free(d.pp)
        heap.free(hdpa)
        return True

    def delete_all(self, hdpa):
        """DPA_DeleteAllPtrs: no items, and their block given back."""
        d = DPA.at(self.mem, hdpa, self.ptr)
        heap = self.heap_of(d.hheap)
        if d.pp and heap is not None:
            heap.free(d.pp)
        d.pp, d.cpItems, d.cpAlloc = 0, 0, 0
        return True

    def insert(self, hdpa, index, p):
        """DPA_InsertPtr: the index the pointer went to (past the end: appended), or -1."""
        items = self.items(hdpa)
        if index < 0:
            return DA_ERR
        index = min(index, len(items))
        items.insert(index, p)
        return index if self.store(hdpa, items) else DA_ERR

    def set(self, hdpa, index, p):
        """DPA_SetPtr: past the end the array grows, the gap holding NULLs."""
        if index < 0:
            return False
        items = self.items(hdpa)
        if index >= len(items):
            items += [0] * (index + 1 - len(items))
        items[index] = p
        return self.store(hdpa, items)

    def delete(self, hdpa, index):
        """DPA_DeletePtr: the pointer removed, or NULL for an index out of range."""
        items = self.items(hdpa)
        if not 0 <= index < len(items):
            return 0
        p = items.pop(index)
        self.store(hdpa, items)
        return p

    def clone(self, hdpa, into):
        """DPA_Clone: a copy of the items in ``into`` (or a new array on the same heap)."""
        items = self.items(hdpa)
        if not into:
            d = DPA.at(self.mem, hdpa, self.ptr)
            into = self.create(d.cpGrow, d.hheap)
            if not into:
                return 0
        self.delete_all(into)
        return into if self.store(into, items) else 0

    def sort(self, items, cmp, lparam):
        """Generator: ``items`` merge-sorted (stable) with the guest compare function."""
        if len(items) <= 1:
            return list(items)
        mid = len(items) // 2
        left = yield from self.sort(items[:mid], cmp, lparam)
        right = yield from self.sort(items[mid:], cmp, lparam)
        out, i, j = [], 0, 0
        while i < len(left) and j < len(right):
            r = yield GuestCall(cmp, (left[i], right[j], lparam))
            if _s32(r) <= 0:
                out.append(left[i])
                i += 1
            else:
                out.append(right[j])
                j += 1
        return out + left[i:] + right[j:]

    def search(self, hdpa, find, start, cmp, lparam, options):
        """Generator: DPA_Search's answer (see the module's description)."""
        items = self.items(hdpa)
        if options & DPAS_SORTED:
            lo, hi = 0, len(items) - 1
            while lo <= hi:
                mid = (lo + hi) // 2
                r = _s32((yield GuestCall(cmp, (find, items[mid], lparam))))
                if r == 0:
                    return mid
                if r < 0:
                    hi = mid - 1
                else:
                    lo = mid + 1
            return lo if options & (DPAS_INSERTBEFORE | DPAS_INSERTAFTER) else DA_ERR
        for i in range(max(0, start), len(items)):
            if _s32((yield GuestCall(cmp, (find, items[i], lparam)))) == 0:
                return i
        return DA_ERR

    def merge(self, dest, src, flags, cmp, merge, lparam):
        """Generator: DPA_Merge of ``src`` into ``dest``; True on success."""
        a, b = self.items(dest), self.items(src)
        if not flags & DPAM_SORTED:
            a = yield from self.sort(a, cmp, lparam)
            b = yield from self.sort(b, cmp, lparam)
            self.store(src, b)
        i, j = len(a) - 1, len(b) - 1
        while i >= 0 or j >= 0:
            if j < 0:
                r = 1                       # only the destination's items are left
            elif i < 0:
                r = -1                      # only the source's
            else:
                r = _s32((yield GuestCall(cmp, (a[i], b[j], lparam))))
            if r == 0:
                a[i] = (yield GuestCall(merge, (DPAMM_MERGE, a[i], b[j], lparam))) & \
                    _mask(self.ptr)
                i, j = i - 1, j - 1
            elif r > 0:
                if flags & DPAM_INTERSECT:
                    yield GuestCall(merge, (DPAMM_DELETE, a[i], 0, lparam))
                    del a[i]
                i -= 1
            else:
                if flags & DPAM_UNION:
                    new = (yield GuestCall(merge, (DPAMM_INSERT, b[j], 0, lparam)))
                    if not new:
                        return False
                    a.insert(i + 1, new & _mask(self.ptr))
                j -= 1
        return self.store(dest, a)

    def enum(self, hdpa, cb, data):
        """Generator: DPA_EnumCallback: each item in turn until the callback answers 0
        (each item is read afresh: the callback may change the array)."""
        i = 0
        while True:
            items = self.items(hdpa)
            if i >= len(items):
                return
            if not (yield GuestCall(cb, (items[i], data))) & 0xFFFFFFFF:    # an int
                return
            i += 1

    # -- streams ---------------------------------------------------------------------------
    def _stream_call(self, stm, slot, *args):
        """Generator: an IStream method's HRESULT (RAX's low half from a 64-bit callee)."""
        vtbl = self.mem.uptr(stm)
        method = self.mem.uptr(vtbl + slot * self.ptr)
        return (yield GuestCall(method, (stm,) + args)) & 0xFFFFFFFF

    def _seek(self, stm, offset, origin, newpos=0):
        # the LARGE_INTEGER by value: two stack slots at 32 bits, one register at 64
        moved = (offset,) if self.ptr == 8 else (offset & 0xFFFFFFFF,
                                                 (offset >> 32) & 0xFFFFFFFF)
        return (yield from self._stream_call(stm, IS_SEEK, *moved, origin, newpos))

    def _tell(self, stm):
        vm = self.vm
        p = vm.heap.alloc(8, zero=True)
        try:
            yield from self._seek(stm, 0, STREAM_SEEK_CUR, p)
            return self.mem.u32(p) | (self.mem.u32(p + 4) << 32)
        finally:
            vm.heap.free(p)

    def save_stream(self, hdpa, cb, stm, data):
        """Generator: DPA_SaveStream: the header, then each item by the callback, then the
        header again with the size written."""
        if not cb or not hdpa or not stm:
            return E_INVALIDARG
        vm = self.vm
        start = yield from self._tell(stm)
        hsize = STREAMHEADER.sizeof(self.ptr)
        items = self.items(hdpa)
        hdr = vm.heap.alloc(hsize, zero=True)
        info = vm.heap.alloc(DPASTREAMINFO.sizeof(self.ptr), zero=True)
        try:
            self.mem.write(hdr, STREAMHEADER.pack_values(hsize, 1, 0))
            hr = yield from self._stream_call(stm, IS_WRITE, hdr, hsize, 0)
            if _s32(hr) < 0:
                return hr
            saved = 0
            for i, item in enumerate(items):
                DPASTREAMINFO.write(self.mem, info, self.ptr, iPos=i, pvItem=item)
                hr = _s32((yield GuestCall(cb, (info, stm, data))))
                if hr < 0:
                    break
                saved += 1
            end = yield from self._tell(stm)
            self.mem.write(hdr, STREAMHEADER.pack_values(end - start, 1, saved))
            yield from self._seek(stm, start, STREAM_SEEK_SET)
            yield from self._stream_call(stm, IS_WRITE, hdr, hsize, 0)
            yield from self._seek(stm, end, STREAM_SEEK_SET)
            return S_OK
        finally:
            vm.heap.free(hdr)
            vm.heap.free(info)

    def load_stream(self, phdpa, cb, stm, data):
        """Generator: DPA_LoadStream: a new array of the items the callback reads."""
        if not phdpa or not cb or not stm:
            return E_INVALIDARG
        vm = self.vm
        self.mem.wptr(phdpa, 0)
        start = yield from self._tell(stm)
        hsize = STREAMHEADER.sizeof(self.ptr)
        hdr = vm.heap.alloc(hsize + 4, zero=True)
        info = vm.heap.alloc(DPASTREAMINFO.sizeof(self.ptr), zero=True)
        try:
            got = hdr + hsize
            hr = _s32((yield from self._stream_call(stm, IS_READ, hdr, hsize, got)))
            size, second, count = STREAMHEADER.values(self.mem, hdr, self.ptr)
            if hr < 0 or self.mem.u32(got) != hsize or second != 1 or size < hsize:
                yield from self._seek(stm, start, STREAM_SEEK_SET)
                return E_FAIL
            dpa = self.create(count, 0)
            if not dpa:
                return E_OUTOFMEMORY
            items = []
            for i in range(count):
                DPASTREAMINFO.write(self.mem, info, self.ptr, iPos=i, pvItem=0)
                hr = _s32((yield GuestCall(cb, (info, stm, data))))
                if hr < 0:
                    break
                items.append(DPASTREAMINFO.at(self.mem, info, self.ptr).pvItem)
            self.store(dpa, items)
            self.mem.wptr(phdpa, dpa)
            return S_OK if hr >= 0 or not count else hr
        finally:
            vm.heap.free(hdr)
            vm.heap.free(info)

    # -- DSA -------------------------------------------------------------------------------
    def dsa_create(self, size, grow):
        """DSA_Create: an empty array of ``size``-byte items (process heap)."""
        heap = self.heap_of(0)
        p = heap.alloc(DSA.sizeof(self.ptr), zero=True)
        if p:
            DSA.write(self.mem, p, self.ptr, cItem=0, pData=0, cItemAlloc=0, cbItem=size,
                      cItemGrow=grow if grow > 0 else 1)
        return p

    def dsa_items(self, hdsa):
        """The items' bytes, one bytes object each."""
        d = DSA.at(self.mem, hdsa, self.ptr)
        n, size = d.cItem, d.cbItem
        if n <= 0 or not d.pData:
            return []
        raw = bytes(self.mem.read(d.pData, n * size))
        return [raw[i * size:(i + 1) * size] for i in range(n)]

    def dsa_store(self, hdsa, items):
        """Make the DSA hold ``items`` (bytes each), its block grown by the growth step."""
        d = DSA.at(self.mem, hdsa, self.ptr)
        heap = self.heap_of(0)
        need = len(items)
        if need > d.cItemAlloc or not d.pData:
            step = max(1, d.cItemGrow)
            count = max(step, (need + step - 1) // step * step)
            new = heap.realloc(d.pData, count * d.cbItem, zero=True) if d.pData else \
                heap.alloc(count * d.cbItem, zero=True)
            if not new:
                return False
            d.pData, d.cItemAlloc = new, count
        if items:
            self.mem.write(d.pData, b"".join(items))
        d.cItem = need
        return True

    def dsa_item_ptr(self, hdsa, index):
        """DSA_GetItemPtr: the item's address, or NULL out of range."""
        d = DSA.at(self.mem, hdsa, self.ptr)
        if not 0 <= index < d.cItem:
            return 0
        return d.pData + index * d.cbItem

    def dsa_destroy(self, hdsa):
        """DSA_Destroy: free the items' block and the header."""
        d = DSA.at(self.mem, hdsa, self.ptr)
        heap = self.heap_of(0)
        if d.pData:
            heap.free(d.pData)
        heap.free(hdsa)
        return True


def _s32(v):
    v &= 0xFFFFFFFF
    return v - 0x100000000 if v & 0x80000000 else v


def _mask(ptr):
    return (1 << (8 * ptr)) - 1
