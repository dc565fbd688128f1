"""MSVCP140's num_put<char> and num_put<wchar_t> facets over ostreambuf_iterator (both
widths), as a program's ``use_facet<num_put<E>>(loc).put(...)`` makes and calls them:
the facet's ``id`` (data), ``_Getcat`` making the "C" locale's facet, its constructors,
``_Init`` and destructor, the public ``put`` members, which call the facet's own
``do_put`` through its vtable.

The facet is ``{vtable; refs}`` (the "C" locale needs nothing more). The vtable in
Visual C++'s order (the overloads of do_put, the last declared first): the deleting
destructor, _Incref, _Decref, do_put of const void *, long double, double, unsigned
long long, long long, unsigned long, long, bool. do_put formats as the inserters do
(``inserters.py``: ``_Ifmt``'s printf conversion from the flags, ``_Iput``'s padding
with the fill to the width, the width reset to 0; floating point with the stream's
precision; bool as numpunct's "true"/"false" with boolalpha, else as a long) and
writes each character through the iterator ``{bool failed; basic_streambuf *sb}``:
the buffer's sputc, ``failed`` set when it answers EOF (or there is no buffer). The
iterator is returned through the hidden return pointer. At x86 it is passed by value
(two stack words); at x64 by reference to the caller's copy (16 bytes).
"""

from .inserters import BOOLALPHA, format_float, format_integer, pad
from .ios import IOS_LAYOUT, put_char
from .locale import vcall
from .numfacet import declare_numeric_facet
from . import internal, internal64, member64, thiscall

#: (class name, character code, character size, own-function tag)
_CLASSES = (("?$num_put@DV?$ostreambuf_iterator@DU?$char_traits@D@std@@@std@@@std@@", "D",
             1, ""),
            ("?$num_put@_WV?$ostreambuf_iterator@_WU?$char_traits@_W@std@@@std@@@std@@",
             "_W", 2, "_w"))
#: the do_put overloads in vtable order: (type code at x86, at x64, parameter, kind)
_OVERLOADS = (("PBX", "PEBX", "LPVOID value", "ptr"), ("O", "O", "double value", "ldouble"),
              ("N", "N", "double value", "double"), ("_K", "_K", "__int64 value", "u64"),
              ("_J", "_J", "__int64 value", "i64"), ("K", "K", "UINT value", "u32"),
              ("J", "J", "int value", "i32"), ("_N", "_N", "BYTE value", "bool"))
_FIRST_PUT = 3
#: each class's _Getcat and name by tag ("" char, "_w" wchar_t), for _Makeloc
GETCAT, CLASS_NAMES = {}, {}


def _text(vm, kind, value, flags, precision):
    """What do_put writes for ``value`` of ``kind`` before padding."""
    if kind == "ptr":
        return "%0*X" % (2 * vm.ptr_size, value)
    if kind in ("double", "ldouble"):               # long double is a double in Visual C++
        return format_float(None, value, flags, precision)
    if kind == "bool":
        if flags & BOOLALPHA:
            return "true" if value & 0xFF else "false"
        return format_integer(value & 0xFF, 32, True, flags)
    bits = 64 if kind in ("u64", "i64") else 32
    return format_integer(value, bits, kind.startswith("i"), flags)


def do_put(c, ret, failed, sb, base, fill, value, kind, width):
    """Generator: do_put's work: the text padded, one sputc a character into ``sb``; the
    iterator ``{failed; sb}`` written at ``ret``."""
    vm, mem = c.vm, c.vm.mem
    lay = IOS_LAYOUT[vm.ptr_size]
    flags = mem.u32(base + lay.flags)
    precision = int.from_bytes(mem.read(base + lay.prec, 8), "little", signed=True)
    field = int.from_bytes(mem.read(base + lay.wide, 8), "little", signed=True)
    chars = pad(_text(vm, kind, value, flags, precision), flags, field,
                fill & (0xFFFF if width == 2 else 0xFF))
    mem.write(base + lay.wide, bytes(8))                   # width(0)
    for ch in chars:
        if not sb or not (yield from put_char(c, sb, ch, width)):
            failed = True
    mem.write(ret, bytes(2 * vm.ptr_size))
    mem.write(ret, bytes([1 if failed else 0]))
    mem.wptr(ret + vm.ptr_size, sb)
    return ret


def _declare_do_put(tag, width, kind, param):
    name = "numput%s_do_put_%s" % (tag, kind)

    def put86(c, this, ret, failed, sb, base, fill, value):
        return (yield from do_put(c, ret, failed & 0xFF, sb, base, fill, value, kind, width))

    def put64(c, this, ret, dest, base, fill, value):
        mem = c.vm.mem
        return (yield from do_put(c, ret, mem.u8(dest), mem.uptr(dest + 8), base, fill, value,
                                  kind, width))
    for func, doc in ((put86, "the iterator by value"), (put64, "the iterator by reference")):
        func.__name__ = name
        func.__doc__ = "do_put(%s) (%s)." % (kind, doc)
    internal(name, "LPVOID ret, UINT failed, LPVOID sb, LPVOID base, UINT fill, " + param)(put86)
    internal64(name, "LPVOID ret, LPVOID dest, LPVOID base, UINT fill, " + param)(put64)
    return name


def _declare_put(cls, ch, slot, x86, x64, param):
    head = "?put@" + cls
    it = "?AV?$ostreambuf_iterator@%sU?$char_traits@%s@std@@@2@V32@" % (ch, ch)

    def put86(c, this, ret, failed, sb, base, fill, value):
        return (yield from vcall(c, this, slot, (ret, failed, sb, base, fill, value)))

    def put64(c, this, ret, dest, base, fill, value):
        return (yield from vcall(c, this, slot, (ret, dest, base, fill, value)))
    for func in (put86, put64):
        func.__name__ = "numput_put"
        func.__doc__ = "put: the facet's own do_put."
    thiscall(head + "QBE" + it + "AAVios_base@2@" + ch + x86 + "@Z",
             "LPVOID ret, UINT failed, LPVOID sb, LPVOID base, UINT fill, " + param)(put86)
    member64(head + "QEBA" + it + "AEAVios_base@2@" + ch + x64 + "@Z",
             "LPVOID ret, LPVOID dest, LPVOID base, UINT fill, " + param)(put64)


def _numput_dtor(c, this, flags):
    """The deleting destructor."""
    if flags & 1:
        c.vm.heap.free(this)
    return this


internal("numput_dtor", "UINT flags")(_numput_dtor)
internal64("numput_dtor", "UINT flags")(_numput_dtor)



def _declare_class(cls, ch, width, tag):
    slots = ["numput_dtor", "facet_incref", "facet_decref"]
    for i, (x86, x64, param, kind) in enumerate(_OVERLOADS):
        slots.append(_declare_do_put(tag, width, kind, param))
        _declare_put(cls, ch, _FIRST_PUT + i, x86, x64, param)
    declare_numeric_facet("numput", cls, tag, slots, GETCAT, CLASS_NAMES)


for _cls, _ch, _width, _tag in _CLASSES:
    _declare_class(_cls, _ch, _width, _tag)
