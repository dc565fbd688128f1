"""MSVCP140's num_get<char> and num_get<wchar_t> facets over istreambuf_iterator (both
widths), as a program's ``use_facet<num_get<E>>(loc).get(...)`` makes and calls them:
``id`` (data), ``_Getcat`` (LC_NUMERIC) making the "C" locale's facet ``{vtable;
refs}``, its constructors, ``_Init``, destructor, the public ``get`` members, which call
the facet's own ``do_get`` through its vtable.

The vtable in Visual C++'s order (the overloads of do_get, the last declared first): the
deleting destructor, _Incref, _Decref, do_get of void *, long double, double, float,
unsigned long long, long long, unsigned long, long, unsigned int, unsigned short, bool.
do_get reads the field as the extractors do (``extractors.py``: ``_Getifld``'s sign,
base-field digits and prefixes; floating point as strtod rounds a decimal field; bool
by name with boolalpha), from ``first``'s buffer (sgetc/sbumpc), stores the value (0 or
the type's limit with failbit when there is no number or it is out of range), adds
eofbit to ``state`` when the input ended, and returns through the hidden pointer the
iterator ``{basic_streambuf *sb; bool got; E val}`` where reading stopped (``sb`` NULL
at the end, as the iterator's _Peek leaves it). ``last`` is taken as the end of the
stream (the istreambuf_iterator a program passes). The iterators are passed by value
at x86 (two stack words each), by reference at x64.
"""

from .extractors import (Reader, _bool_get, _float_get, _int_get, _pointer_get,
                         _ushort_get)
from .ios import EOF_BIT, IOS_LAYOUT
from .locale import vcall
from .numfacet import declare_numeric_facet
from . import internal, internal64, member64, thiscall

_CLASSES = (("?$num_get@DV?$istreambuf_iterator@DU?$char_traits@D@std@@@std@@@std@@", "D",
             1, ""),
            ("?$num_get@_WV?$istreambuf_iterator@_WU?$char_traits@_W@std@@@std@@@std@@",
             "_W", 2, "_w"))


def _overloads(p):
    """The do_get overloads in vtable order: (type code at x86, at x64, kind, getter)."""
    return (("PAX", "PEAX", "ptr", _pointer_get(p)),
            ("O", "O", "ldouble", _float_get(False, 8)),
            ("N", "N", "double", _float_get(False, 8)),
            ("M", "M", "float", _float_get(True, 4)),
            ("_K", "_K", "u64", _int_get(64, False, 8)),
            ("_J", "_J", "i64", _int_get(64, True, 8)),
            ("K", "K", "ulong", _int_get(32, False, 4)),
            ("J", "J", "long", _int_get(32, True, 4)),
            ("I", "I", "uint", _int_get(32, False, 4)),
            ("G", "G", "ushort", _ushort_get),
            ("_N", "_N", "bool", _bool_get))


_FIRST_GET = 3
#: each class's _Getcat and name by tag, for _Makeloc
GETCAT, CLASS_NAMES = {}, {}


def do_get(c, ret, sb, base, state, value, index, width):
    """Generator: do_get's work for overload ``index``; the iterator where it stopped
    written at ``ret``."""
    vm, mem = c.vm, c.vm.mem
    p = vm.ptr_size
    get = _overloads(p)[index][3]
    flags = mem.u32(base + IOS_LAYOUT[p].flags)
    r = Reader(c, sb, width)
    if sb:
        data, bits = yield from get(r, flags)
        ch = yield from r.peek()
    else:
        data, bits = yield from get(_Ended(), flags)
        ch = None
    if data is not None:
        mem.write(value, data)
    if ch is None:
        bits |= EOF_BIT
    mem.w32(state, mem.u32(state) | bits)
    mem.write(ret, bytes(2 * p))
    mem.wptr(ret, sb if ch is not None else 0)
    mem.write(ret + p, b"\1")
    if ch is not None:
        mem.write(ret + p + width, ch.to_bytes(width, "little"))
    return ret


class _Ended:
    """A Reader at the end of the stream (an iterator with no buffer)."""

    def peek(self):
        return None
        yield

    def take(self):
        return None
        yield

    def accept(self, chars):
        return None
        yield


def _declare_do_get(tag, width, index, kind):
    name = "numget%s_do_get_%s" % (tag, kind)

    def get86(c, this, ret, sb, gotval, lsb, lgotval, base, state, value):
        return (yield from do_get(c, ret, sb, base, state, value, index, width))

    def get64(c, this, ret, first, last, base, state, value):
        return (yield from do_get(c, ret, c.vm.mem.uptr(first), base, state, value, index,
                                  width))
    for func, doc in ((get86, "the iterators by value"), (get64, "by reference")):
        func.__name__ = name
        func.__doc__ = "do_get(%s&) (%s)." % (kind, doc)
    internal(name, "LPVOID ret, LPVOID sb, UINT gotval, LPVOID lsb, UINT lgotval, LPVOID base,"
             " LPVOID state, LPVOID value")(get86)
    internal64(name, "LPVOID ret, LPVOID first, LPVOID last, LPVOID base, LPVOID state,"
               " LPVOID value")(get64)
    return name


def _declare_get(cls, ch, slot, x86, x64):
    it = "?AV?$istreambuf_iterator@%sU?$char_traits@%s@std@@@2@V32@0" % (ch, ch)

    def get86(c, this, ret, sb, gotval, lsb, lgotval, base, state, value):
        return (yield from vcall(c, this, slot, (ret, sb, gotval, lsb, lgotval, base, state,
                                                 value)))

    def get64(c, this, ret, first, last, base, state, value):
        return (yield from vcall(c, this, slot, (ret, first, last, base, state, value)))
    for func in (get86, get64):
        func.__name__ = "numget_get"
        func.__doc__ = "get: the facet's own do_get."
    thiscall("?get@" + cls + "QBE" + it + "AAVios_base@2@AAHAA" + x86 + "@Z",
             "LPVOID ret, LPVOID sb, UINT gotval, LPVOID lsb, UINT lgotval, LPVOID base,"
             " LPVOID state, LPVOID value")(get86)
    member64("?get@" + cls + "QEBA" + it + "AEAVios_base@2@AEAHAEA" + x64 + "@Z",
             "LPVOID ret, LPVOID first, LPVOID last, LPVOID base, LPVOID state,"
             " LPVOID value")(get64)


def _numget_dtor(c, this, flags):
    """The deleting destructor."""
    if flags & 1:
        c.vm.heap.free(this)
    return this


internal("numget_dtor", "UINT flags")(_numget_dtor)
internal64("numget_dtor", "UINT flags")(_numget_dtor)



def _declare_class(cls, ch, width, tag):
    slots = ["numget_dtor", "facet_incref", "facet_decref"]
    for i, (x86, x64, kind, _get) in enumerate(_overloads(4)):
        slots.append(_declare_do_get(tag, width, i, kind))
        _declare_get(cls, ch, _FIRST_GET + i, x86, x64)
    declare_numeric_facet("numget", cls, tag, slots, GETCAT, CLASS_NAMES)


for _cls, _ch, _width, _tag in _CLASSES:
    _declare_class(_cls, _ch, _width, _tag)
