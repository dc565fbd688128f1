"""The C runtime's linear searches: ``_lfind``, ``_lsearch`` and their ``_s`` forms.

``_lfind(key, base, &num, width, compare)`` walks ``num`` elements of ``width`` bytes
and answers the first one ``compare(key, element)`` calls equal (0), or NULL;
``_lsearch`` appends the key (``width`` bytes) at the end and counts it in ``*num``
when none matches (the array must have room: documented). The ``_s`` forms pass their
``context`` to the comparison first: ``compare(context, key, element)``. A NULL key,
number, comparison or (with elements) array, or a width of 0, is an invalid parameter
(EINVAL, NULL).
"""

from ....abi.api import BOTH, GuestCall
from ...core.crt import EINVAL, cdecl, invalid_parameter

__all__ = []


def _search(c, key, base, pnum, width, cmp, ctx, secure, add):
    vm = c.vm
    mem = vm.mem
    num = mem.u32(pnum) if pnum else 0
    if not key or not pnum or not cmp or not width or (num and not base):
        yield from invalid_parameter(c, EINVAL)
        return 0
    for i in range(num):
        elem = base + i * width
        args = (ctx, key, elem) if secure else (key, elem)
        if not (yield GuestCall(cmp, args, "cdecl")) & 0xFFFFFFFF:
            return elem
    if not add:
        return 0
    end = base + num * width
    mem.write(end, mem.read(key, width))
    mem.w32(pnum, num + 1)
    return end


def _factory(secure, add):
    if secure:
        def handler(c, key, base, pnum, width, cmp, ctx):
            return (yield from _search(c, key, base, pnum, width, cmp, ctx, True, add))
    else:
        def handler(c, key, base, pnum, width, cmp):
            return (yield from _search(c, key, base, pnum, width, cmp, 0, False, add))
    handler.__doc__ = ("The first of ``*num`` elements the comparison%s calls equal to the "
                       "key%s; NULL otherwise, or with EINVAL for a bad argument."
                       % (" (given ``context`` first)" if secure else "",
                          ", else the key appended (``*num`` counts it)" if add else ""))
    return handler


_PARAMS = "LPVOID key, LPVOID base, LPVOID num, UINT width, LPVOID compare"
cdecl("_lfind", _PARAMS, widths=BOTH)(_factory(False, False))
cdecl("_lsearch", _PARAMS, widths=BOTH)(_factory(False, True))
cdecl("_lfind_s", _PARAMS + ", LPVOID context", widths=BOTH)(_factory(True, False))
cdecl("_lsearch_s", _PARAMS + ", LPVOID context", widths=BOTH)(_factory(True, True))
