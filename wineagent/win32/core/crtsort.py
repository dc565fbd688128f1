"""The C runtime's qsort algorithm (``qsort``, ``qsort_s``) and binary search (``bsearch``,
``bsearch_s``). qsort compares and swaps in the order Microsoft's runtime does, since programs can observe it (which elements reach the
comparison, and the order of equal elements: qsort is not stable).

A range of at most 8 elements is sorted by selection, the largest moved to the end each
pass (found by comparing each element with the largest so far: ``cmp(p, max)``). A
longer one is partitioned around its middle element after ordering the first, middle
and last (``cmp(lo, mid)``, ``cmp(lo, hi)``, ``cmp(mid, hi)``); elements equal to the
partition element are then skipped at the partition's inner end, the smaller side is
kept for later and the larger sorted first (an explicit stack, no recursion). Elements
are compared and swapped where they lie in the array.
"""

from ...abi.api import GuestCall

__all__ = ["crt_qsort", "crt_bsearch"]

_CUTOFF = 8


def _signed(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


def crt_qsort(mem, base, num, width, cmp, ctx=None):
    """Generator: sort ``num`` elements of ``width`` bytes at ``base`` with the guest's
    comparison ``cmp`` (called cmp(a, b), or cmp(ctx, a, b) when ``ctx`` is not None)."""

    def compare(a, b):
        args = (a, b) if ctx is None else (ctx, a, b)
        return _signed((yield GuestCall(cmp, args, "cdecl")))

    def swap(a, b):
        if a != b:
            x, y = mem.read(a, width), mem.read(b, width)
            mem.write(a, y)
            mem.write(b, x)

    def shortsort(lo, hi):
        while hi > lo:
            big = lo
            p = lo + width
            while p <= hi:
                if (yield from compare(p, big)) > 0:
                    big = p
                p += width
            swap(big, hi)
            hi -= width

    if num < 2 or not width:
        return
    stack = []
    lo, hi = base, base + (num - 1) * width
    while True:
        size = (hi - lo) // width + 1
        if size <= _CUTOFF:
            yield from shortsort(lo, hi)
        else:
            mid = lo + (size // 2) * width
            if (yield from compare(lo, mid)) > 0:
                swap(lo, mid)
            if (yield from compare(lo, hi)) > 0:
                swap(lo, hi)
            if (yield from compare(mid, hi)) > 0:
                swap(mid, hi)
            loguy, higuy = lo, hi
            while True:
                if mid > loguy:
                    while True:
                        loguy += width
                        if not (loguy < mid and (yield from compare(loguy, mid)) <= 0):
                            break
                if mid <= loguy:
                    while True:
                        loguy += width
                        if not (loguy <= hi and (yield from compare(loguy, mid)) <= 0):
                            break
                while True:
                    higuy -= width
                    if not (higuy > mid and (yield from compare(higuy, mid)) > 0):
                        break
                if higuy < loguy:
                    break
                swap(loguy, higuy)
                if mid == higuy:
                    mid = loguy
            higuy += width
            if mid < higuy:
                while True:
                    higuy -= width
                    if not (higuy > mid and (yield from compare(higuy, mid)) == 0):
                        break
            if mid >= higuy:
                while True:
                    higuy -= width
                    if not (higuy > lo and (yield from compare(higuy, mid)) == 0):
                        break
            if higuy - lo >= hi - loguy:
                if lo < higuy:
                    stack.append((lo, higuy))
                if loguy < hi:
                    lo = loguy
                    continue
            else:
                if loguy < hi:
                    stack.append((loguy, hi))
                if lo < higuy:
                    hi = higuy
                    continue
        if not stack:
            return
        lo, hi = stack.pop()


def crt_bsearch(key, base, num, width, cmp, ctx=None):
    """Generator: the element of the sorted array equal to ``key`` (the middle one of the
    range still searched is compared each time: ``cmp(key, elem)``, or ``cmp(ctx, key,
    elem)`` when ``ctx`` is not None), or 0. The comparison's int result is its low 32
    bits (a 64-bit program's RAX above them is not part of it)."""
    lo, hi = 0, num
    while lo < hi:
        mid = (lo + hi) // 2
        elem = base + mid * width
        args = (key, elem) if ctx is None else (ctx, key, elem)
        r = _signed((yield GuestCall(cmp, args, "cdecl")))
        if r == 0:
            return elem
        if r < 0:
            hi = mid
        else:
            lo = mid + 1
    return 0
