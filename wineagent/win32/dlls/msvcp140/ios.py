"""MSVCP140's char streams: ios_base, basic_ios<char>, and what the headers leave to the
DLL of basic_istream<char>, basic_ostream<char> and basic_iostream<char> (their
constructors and destructors, the input prefix ``_Ipfx``, the output suffix ``_Osfx``
and ``flush``). A program's stream classes (basic_ifstream, basic_stringstream...)
derive from these in its own code and call them.

Layouts (x86). ``ios_base {vtable; size_t stdstr (at 8: Visual C++ pads the vtable
pointer to the class's 8-byte alignment); iostate state; iostate except; fmtflags
flags; streamsize prec, wide; _Iosarray *arr; _Fnarray *calls; locale *ploc}`` (56
bytes); ``basic_ios : ios_base {streambuf *strbuf; ostream *tie; char fill}`` (72).
basic_ios is the *virtual* base of the streams: ``basic_istream {vbptr; streamsize
count}`` with basic_ios at 24, ``basic_ostream {vbptr}`` with it at 8,
``basic_iostream {istream; ostream at 16}`` with it at 32 (Visual C++ puts a vtordisp
word before a virtual base whose virtual destructor the class overrides, and aligns the
base to 8: the offsets Wine's msvcp140 gives too); a stream finds its basic_ios through
its vbptr (vbtable[1] is the offset). A constructor of a class with a virtual base
takes a hidden last argument: nonzero when it is the most derived and must build the
virtual base. The destructors of these classes take ``this`` pointing at the basic_ios
part (the destructor is first declared in ios_base), as Visual C++ passes it.

Streams need the ctype<char> facet for two things here: widen(c), which for
ctype<char> is c itself, and the white space _Ipfx skips, the "C" locale's (space,
\\t \\n \\v \\f \\r): ctype<char> itself is not implemented.

At x64 (:data:`IOS_LAYOUT`): ios_base 72 bytes, basic_ios 96, basic_ios at 16 in an
ostream and 24 in an istream (Wine's x64 DLL agrees); what the standard streams need
works at both widths (setstate, clear, widen, _Ipfx, _Osfx, flush, put, write), the
constructors, destructors, imbue and exceptions at x86 only. The wchar_t classes share
the layouts: their setstate, clear, _Osfx, flush, widen, put and write are here too.
"""

from ....abi.api import WIDTH64, GuestCall, Ret64, Unimplemented, X86ONLY
from ...core import data_imports
from ...core.dllnames import MSVCP140
from ...kernel.cxxeh import CXX_EXCEPTION, MAGIC_VC6
from ..kernel32.seh import raise_from_api
from .exceptions import IO_ERRC_STREAM, category, throw
from .locale import (copy_locale, delete_locale, incref, internal2, loc_layout, new_locale,
                     own, release, vcall)
from . import cdecl, member64, thiscall
from .streams import LAYOUT as SB_LAYOUT
from .streams import Areas, snextc, sgetc, vcall32, vcall64, _XSPUTN, _OVERFLOW
from .threads import lockit_enter, lockit_leave


class IosLayout:
    """basic_ios<char>'s fields at one width (x86's listed above; x64's with the
    pointers and size_t at 8 bytes: 96 bytes in all)."""

    def __init__(self, **fields):
        self.__dict__.update(fields)


IOS_LAYOUT = {
    4: IosLayout(stdstr=8, state=12, except_=16, flags=20, prec=24, wide=32, arr=40,
                 calls=44, ploc=48, strbuf=56, tie=60, fill=64, size=72),
    8: IosLayout(stdstr=8, state=16, except_=20, flags=24, prec=32, wide=40, arr=48,
                 calls=56, ploc=64, strbuf=72, tie=80, fill=88, size=96),
}
GOOD, EOF_BIT, FAIL, BAD, _STATMASK = 0, 1, 2, 4, 0x17
SKIPWS, UNITBUF, DEC = 0x1, 0x2, 0x200
EOF = 0xFFFFFFFF
_ERASE_EVENT, _IMBUE_EVENT = 0, 1
# streambuf virtual slots
_SB_LOCK, _SB_UNLOCK, _SB_SYNC, _SB_IMBUE = 1, 2, 13, 14
#: where basic_ios lies in each stream class (what its vbtable says)
ISTREAM_IOS, OSTREAM_IOS, IOSTREAM_IOS = 24, 8, 32
#: at x64 (the vbptr 8 bytes, then the vtordisp word before basic_ios, aligned to 8)
ISTREAM_IOS64, OSTREAM_IOS64, IOSTREAM_IOS64 = 24, 16, 32
#: where basic_ios lies in each class, by pointer size
IOS_AT = {4: {"istream": ISTREAM_IOS, "ostream": OSTREAM_IOS, "iostream": IOSTREAM_IOS},
          8: {"istream": ISTREAM_IOS64, "ostream": OSTREAM_IOS64,
              "iostream": IOSTREAM_IOS64}}
_IOSTREAM_OSTREAM = 16                  # the ostream part of a basic_iostream
_NSTDSTR = 8                           # the standard streams' slots (_Addstd)

_IOS = "?$basic_ios@DU?$char_traits@D@std@@@std@@"
_IS = "?$basic_istream@DU?$char_traits@D@std@@@std@@"
_OS = "?$basic_ostream@DU?$char_traits@D@std@@@std@@"
_IOST = "?$basic_iostream@DU?$char_traits@D@std@@@std@@"
# basic_ios<wchar_t>, basic_istream<wchar_t>, basic_ostream<wchar_t>: the same layouts
# (the fill character a wchar_t at the same place)
_WIOS = "?$basic_ios@_WU?$char_traits@_W@std@@@std@@"
_WIS = "?$basic_istream@_WU?$char_traits@_W@std@@@std@@"
_WOS = "?$basic_ostream@_WU?$char_traits@_W@std@@@std@@"
WEOF = 0xFFFF                          # char_traits<wchar_t>::eof()
_SBUF = "PAV?$basic_streambuf@DU?$char_traits@D@std@@@"
_SBUF64 = "PEAV?$basic_streambuf@DU?$char_traits@D@std@@@"


def _one_slot_vtable(slot):
    def make(vm):
        table = vm.alloc_data(vm.ptr_size)
        vm.mem.wptr(table, own(vm, slot))
        return table
    return make


def _vbtable(offset, offset64=None):
    def make(vm):
        table = vm.alloc_data(8)
        vm.mem.w32(table, 0)
        vm.mem.w32(table + 4, offset64 if vm.ptr_size == 8 else offset)
        return table
    return make


_DATA = {
    "??_7ios_base@std@@6B@": _one_slot_vtable("ios_base_vdtor"),
    "??_7" + _IOS + "6B@": _one_slot_vtable("basic_ios_vdtor"),
    "??_7" + _IS + "6B@": _one_slot_vtable("istream_vdtor"),
    "??_7" + _OS + "6B@": _one_slot_vtable("ostream_vdtor"),
    "??_7" + _IOST + "6B@": _one_slot_vtable("iostream_vdtor"),
    "??_7" + _WIS + "6B@": _one_slot_vtable("istream_vdtor"),
    "??_7" + _WOS + "6B@": _one_slot_vtable("ostream_vdtor"),
    "??_8" + _WIS + "7B@": _vbtable(ISTREAM_IOS, ISTREAM_IOS64),
    "??_8" + _WOS + "7B@": _vbtable(OSTREAM_IOS, OSTREAM_IOS64),
    "??_8" + _IS + "7B@": _vbtable(ISTREAM_IOS, ISTREAM_IOS64),
    "??_8" + _OS + "7B@": _vbtable(OSTREAM_IOS, OSTREAM_IOS64),
    "??_8" + _IOST + "7B?$basic_istream@DU?$char_traits@D@std@@@1@@":
        _vbtable(IOSTREAM_IOS, IOSTREAM_IOS64),
    "??_8" + _IOST + "7B?$basic_ostream@DU?$char_traits@D@std@@@1@@":
        _vbtable(IOSTREAM_IOS - _IOSTREAM_OSTREAM, IOSTREAM_IOS64 - _IOSTREAM_OSTREAM),
    "stdstr": lambda vm: vm.alloc_data((vm.ptr_size + 1) * (_NSTDSTR + 2)),
}
for _name, _make in _DATA.items():
    data_imports.DATA[(MSVCP140.lower(), _name)] = _make


def _data(vm, name):
    return vm.data_var(MSVCP140, name)


def _lay(c):
    return IOS_LAYOUT[c.vm.ptr_size]


def ios_of(mem, stream):
    """The basic_ios part of the stream object at ``stream`` (through its vbptr)."""
    return stream + mem.i32(mem.uptr(stream) + 4)


# -- ios_base ------------------------------------------------------------------------------------
def clear(c, ios, state, reraise=False):
    """Generator: ios_base::clear(state, reraise): the new state; when it has a bit the
    exception mask names, throw ios_base::failure ("ios_base::badbit set": what the
    library says, with io_errc::stream's message)."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    state &= _STATMASK
    mem.w32(ios + lay.state, state)
    hit = state & mem.u32(ios + lay.except_)
    if not hit:
        return
    if mem.ptr_size == 8:
        # the exception objects and their tables are x86 ones (exceptions.py)
        raise Unimplemented("MSVCP140.dll: ios_base::failure thrown at 64 bits (a stream's"
                            " exception mask)")
    if reraise:
        # _RERAISE, from the headers' catch blocks: ``throw;`` — the exception being
        # handled goes on (with none, the C++ runtime calls terminate())
        return (yield from raise_from_api(c.vm, CXX_EXCEPTION, 1, (MAGIC_VC6, 0, 0), 0))
    which = "badbit" if hit & BAD else "failbit" if hit & FAIL else "eofbit"
    text = "ios_base::%s set: iostream stream error" % which
    return (yield from throw(c, "failure", text.encode(),
                             code=(IO_ERRC_STREAM, category(c.vm, "iostream"))))


@member64("?clear@ios_base@std@@QEAAXH_N@Z", "int state, BYTE reraise")
@thiscall("?clear@ios_base@std@@QAEXH_N@Z", "int state, BYTE reraise")
def ios_base_clear(c, this, state, reraise):
    """Set the state (throwing as the exception mask asks)."""
    yield from clear(c, this, state, reraise & 0xFF)


def init_ios_base(c, ios):
    """Generator: ios_base::_Init: goodbit, no exceptions, skipws | dec, precision 6,
    width 0, no arrays or callbacks, the global locale."""
    mem, lay = c.vm.mem, _lay(c)
    mem.wptr(ios + lay.ploc, 0)
    mem.wptr(ios + lay.stdstr, 0)
    mem.w32(ios + lay.except_, 0)
    mem.w32(ios + lay.flags, SKIPWS | DEC)
    mem.write(ios + lay.prec, (6).to_bytes(8, "little") + bytes(8))
    mem.wptr(ios + lay.arr, 0)
    mem.wptr(ios + lay.calls, 0)
    yield from clear(c, ios, GOOD)
    mem.wptr(ios + lay.ploc, (yield from new_locale(c)))


@member64("?_Init@ios_base@std@@IEAAXXZ")
@thiscall("?_Init@ios_base@std@@IAEXXZ")
def ios_base_init(c, this):
    """_Init(): a new stream's defaults."""
    yield from init_ios_base(c, this)


def call_callbacks(c, ios, event):
    """Generator: call every registered callback (event, ios_base&, index), newest first."""
    mem = c.vm.mem
    p = mem.ptr_size
    # _Fnarray {_Fnarray *next; int index; event_callback pfn}
    node = mem.uptr(ios + _lay(c).calls)
    while node:
        fn, index = mem.uptr(node + 2 * p), mem.i32(node + p)
        yield GuestCall(fn, (event, ios, index & 0xFFFFFFFF), "cdecl")
        node = mem.uptr(node)


def destroy_ios_base(c, ios):
    """Generator: _Ios_base_dtor: a standard stream's last reference, or any other
    stream: the erase_event callbacks, the arrays freed, the locale deleted."""
    vm, mem = c.vm, c.vm.mem
    lay = _lay(c)
    slot = mem.uptr(ios + lay.stdstr)
    if 0 < slot <= _NSTDSTR:
        opens = _data(vm, "stdstr") + vm.ptr_size * (_NSTDSTR + 2) + slot
        left = (mem.read(opens, 1)[0] - 1) & 0xFF
        mem.write(opens, bytes([left]))
        if left:
            return
    yield from call_callbacks(c, ios, _ERASE_EVENT)
    for field in (lay.arr, lay.calls):
        node = mem.uptr(ios + field)
        while node:
            nxt = mem.uptr(node)
            vm.heap.free(node)
            node = nxt
        mem.wptr(ios + field, 0)
    loc = mem.uptr(ios + lay.ploc)
    if loc:
        yield from delete_locale(c, loc)


@cdecl("?_Ios_base_dtor@ios_base@std@@CAXPEAV12@@Z", "LPVOID ios", widths=WIDTH64)
@cdecl("?_Ios_base_dtor@ios_base@std@@CAXPAV12@@Z", "LPVOID ios", widths=X86ONLY)
def _Ios_base_dtor(c, ios):
    """ios_base's destructor's work."""
    yield from destroy_ios_base(c, ios)


@cdecl("?_Addstd@ios_base@std@@SAXPEAV12@@Z", "LPVOID ios", widths=WIDTH64)
@cdecl("?_Addstd@ios_base@std@@SAXPAV12@@Z", "LPVOID ios", widths=X86ONLY)
def _Addstd(c, ios):
    """Count ``ios`` as a standard stream (one of eight slots; a stream already there
    gets one reference more), so its destruction waits for the last reference."""
    vm, mem = c.vm, c.vm.mem
    p = vm.ptr_size
    table = _data(vm, "stdstr")
    yield from lockit_enter(vm, 2)
    slot = 1
    while slot < _NSTDSTR and mem.uptr(table + p * slot) not in (0, ios):
        slot += 1
    mem.wptr(ios + _lay(c).stdstr, slot)
    mem.wptr(table + p * slot, ios)
    opens = table + vm.ptr_size * (_NSTDSTR + 2) + slot
    mem.write(opens, bytes([(mem.read(opens, 1)[0] + 1) & 0xFF]))
    lockit_leave(vm, 2)


def imbue_base(c, ios, ret, loc):
    """Generator: ios_base::imbue: the old locale into ``ret``, the new one kept, the
    imbue_event callbacks called."""
    vm, mem = c.vm, c.vm.mem
    ploc = mem.uptr(ios + _lay(c).ploc)
    copy_locale(vm, ret, ploc)
    yield from _retarget(c, ploc, loc)
    yield from call_callbacks(c, ios, _IMBUE_EVENT)
    return ret


def _retarget(c, ploc, loc):
    """``*ploc = *loc``: the implementation of ``loc`` (one reference more), the old one
    released. A generator only when a release runs guest code; called as one."""
    vm, mem = c.vm, c.vm.mem
    at = loc_layout(vm).loc_ptr
    new, old = mem.uptr(loc + at), mem.uptr(ploc + at)
    if new != old:
        if new:
            incref(vm, new)
        mem.wptr(ploc + at, new)
        if old:
            return release(c, old)
    return iter(())


@member64("?imbue@ios_base@std@@QEAA?AVlocale@2@AEBV32@@Z", "LPVOID ret, LPVOID loc")
@thiscall("?imbue@ios_base@std@@QAE?AVlocale@2@ABV32@@Z", "LPVOID ret, LPVOID loc")
def ios_base_imbue(c, this, ret, loc):
    """Take locale ``loc``; the one before into ``ret``."""
    return (yield from imbue_base(c, this, ret, loc))


# -- basic_ios<char> ----------------------------------------------------------------------------
def construct_ios(c, ios):
    """basic_ios(): every field zero (the headers' member initialisers), the vtable."""
    mem = c.vm.mem
    mem.write(ios, bytes(_lay(c).size))
    mem.wptr(ios, _data(c.vm, "??_7" + _IOS + "6B@"))


@member64("??0" + _IOS + "IEAA@XZ")
@thiscall("??0" + _IOS + "IAE@XZ")
def basic_ios_ctor(c, this):
    """The protected default constructor: nothing set up (init() does that)."""
    construct_ios(c, this)
    return this


def destroy_ios(c, ios):
    """Generator: ~basic_ios, then ~ios_base."""
    mem = c.vm.mem
    mem.wptr(ios, _data(c.vm, "??_7ios_base@std@@6B@"))
    yield from destroy_ios_base(c, ios)


@member64("??1" + _IOS + "UEAA@XZ")
@thiscall("??1" + _IOS + "UAE@XZ")
def basic_ios_dtor(c, this):
    """~basic_ios."""
    yield from destroy_ios(c, this)


def init_ios(c, ios, strbuf, isstd):
    """Generator: basic_ios::init(strbuf, isstd): ios_base's defaults, the buffer, no
    tie, a space to fill with; badbit without a buffer; a standard stream counted."""
    mem, lay = c.vm.mem, _lay(c)
    yield from init_ios_base(c, ios)
    mem.wptr(ios + lay.strbuf, strbuf)
    mem.wptr(ios + lay.tie, 0)
    mem.write(ios + lay.fill, b" ")
    if not strbuf:
        yield from setstate(c, ios, BAD)
    if isstd:
        yield from _Addstd(c, ios)


@member64("?init@" + _IOS + "IEAAX" + _SBUF64 + "2@_N@Z", "LPVOID strbuf, BYTE isstd")
@thiscall("?init@" + _IOS + "IAEX" + _SBUF + "2@_N@Z", "LPVOID strbuf, BYTE isstd")
def basic_ios_init(c, this, strbuf, isstd):
    """init(strbuf, isstd)."""
    yield from init_ios(c, this, strbuf, isstd & 0xFF)


def setstate(c, ios, state, reraise=False):
    """Generator: basic_ios::setstate: the state bits added (badbit too without a
    buffer)."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    state |= mem.u32(ios + lay.state)
    if not mem.uptr(ios + lay.strbuf):
        state |= BAD
    yield from clear(c, ios, state, reraise)


@member64("?setstate@" + _WIOS + "QEAAXH_N@Z", "int state, BYTE reraise")
@thiscall("?setstate@" + _WIOS + "QAEXH_N@Z", "int state, BYTE reraise")
@member64("?setstate@" + _IOS + "QEAAXH_N@Z", "int state, BYTE reraise")
@thiscall("?setstate@" + _IOS + "QAEXH_N@Z", "int state, BYTE reraise")
def basic_ios_setstate(c, this, state, reraise):
    """Add ``state`` to the stream's state."""
    yield from setstate(c, this, state, reraise & 0xFF)


@member64("?clear@" + _WIOS + "QEAAXH_N@Z", "int state, BYTE reraise")
@thiscall("?clear@" + _WIOS + "QAEXH_N@Z", "int state, BYTE reraise")
@member64("?clear@" + _IOS + "QEAAXH_N@Z", "int state, BYTE reraise")
@thiscall("?clear@" + _IOS + "QAEXH_N@Z", "int state, BYTE reraise")
def basic_ios_clear(c, this, state, reraise):
    """Set the state (badbit too without a buffer)."""
    if not c.vm.mem.uptr(this + IOS_LAYOUT[c.vm.ptr_size].strbuf):
        state |= BAD
    yield from clear(c, this, state, reraise & 0xFF)


@member64("?widen@" + _IOS + "QEBADD@Z", "BYTE ch")
@thiscall("?widen@" + _IOS + "QBEDD@Z", "BYTE ch")
def basic_ios_widen(c, this, ch):
    """ctype<char>::widen: the character itself."""
    return ch & 0xFF


@member64("?widen@" + _WIOS + "QEBA_WD@Z", "BYTE ch")
@thiscall("?widen@" + _WIOS + "QBE_WD@Z", "BYTE ch")
def wbasic_ios_widen(c, this, ch):
    """ctype<wchar_t>::widen in the "C" locale: the byte as a wchar_t (mbrtowc there
    maps 0x00-0xFF to U+0000-U+00FF)."""
    return ch & 0xFF


@member64("?imbue@" + _IOS + "QEAA?AVlocale@2@AEBV32@@Z", "LPVOID ret, LPVOID loc")
@thiscall("?imbue@" + _IOS + "QAE?AVlocale@2@ABV32@@Z", "LPVOID ret, LPVOID loc")
def basic_ios_imbue(c, this, ret, loc):
    """Take locale ``loc``, and give it to the buffer (pubimbue: its imbue, then its
    locale set); the stream's locale before into ``ret``."""
    vm, mem = c.vm, c.vm.mem
    yield from imbue_base(c, this, ret, loc)
    sb = mem.uptr(this + _lay(c).strbuf)
    if sb:
        yield from vcall(c, sb, _SB_IMBUE, (loc,))
        yield from _retarget(c, mem.uptr(sb + SB_LAYOUT[vm.ptr_size].plocale), loc)
    return ret


def _vdtor(name, cls):
    @internal2(name, "UINT flags")
    def vdtor(c, this, flags):
        """The vtable's deleting destructor: ``this`` is the basic_ios part; the object
        starts where the class puts basic_ios before it."""
        offset = IOS_AT[c.vm.ptr_size].get(cls, 0)
        yield from destroy_ios(c, this)
        if flags & 1:
            c.vm.heap.free(this - offset)
        return this - offset
    return vdtor


_vdtor("ios_base_vdtor", None)
_vdtor("basic_ios_vdtor", None)
_vdtor("istream_vdtor", "istream")
_vdtor("ostream_vdtor", "ostream")
_vdtor("iostream_vdtor", "iostream")


# -- basic_istream<char> ------------------------------------------------------------------------
@member64("??0" + _IS + "QEAA@" + _SBUF64 + "1@_N@Z", "LPVOID strbuf, BYTE isstd, int most")
@thiscall("??0" + _IS + "QAE@" + _SBUF + "1@_N@Z", "LPVOID strbuf, BYTE isstd, int most")
def istream_ctor(c, this, strbuf, isstd, most):
    """basic_istream(strbuf, isstd): as the most derived class (``most``) the vbptr set
    and basic_ios built; then no characters counted and init(strbuf, isstd)."""
    vm, mem = c.vm, c.vm.mem
    if most:
        mem.wptr(this, _data(vm, "??_8" + _IS + "7B@"))
        construct_ios(c, this + IOS_AT[vm.ptr_size]["istream"])
    ios = ios_of(mem, this)
    mem.wptr(ios, _data(vm, "??_7" + _IS + "6B@"))
    mem.write(this + 8, bytes(8))
    yield from init_ios(c, ios, strbuf, isstd & 0xFF)
    return this


@member64("??1" + _IS + "UEAA@XZ")
@thiscall("??1" + _IS + "UAE@XZ")
def istream_dtor(c, this):
    """~basic_istream (``this`` is the basic_ios part): nothing of its own to release."""
    c.vm.mem.wptr(this, _data(c.vm, "??_7" + _IS + "6B@"))


def _white(ch):
    return ch in (0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D)


@member64("?_Ipfx@" + _IS + "QEAA_N_N@Z", "BYTE noskip")
@thiscall("?_Ipfx@" + _IS + "QAE_N_N@Z", "BYTE noskip")
def istream_ipfx(c, this, noskip):
    """The input prefix: failbit when the stream is not good; else the tied stream
    flushed and, with skipws and not ``noskip``, white space skipped (eofbit | failbit
    at the end of the input). Whether the stream is good."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, this)
    if mem.u32(ios + lay.state) != GOOD:
        yield from setstate(c, ios, FAIL)
        return 0
    tie = mem.uptr(ios + lay.tie)
    if tie:
        yield from flush(c, tie)
    at_end = False
    if not noskip & 0xFF and mem.u32(ios + lay.flags) & SKIPWS:
        sb = mem.uptr(ios + lay.strbuf)
        ch = yield from sgetc(c, sb)
        while True:
            if ch == EOF:
                at_end = True
                break
            if not _white(ch & 0xFF):
                break
            ch = yield from snextc(c, sb)
    if at_end:
        yield from setstate(c, ios, EOF_BIT | FAIL)
    return int(mem.u32(ios + lay.state) == GOOD)


# -- basic_ostream<char> ------------------------------------------------------------------------
def osfx(c, stream):
    """Generator: _Osfx: a good unitbuf stream syncs its buffer (badbit when that fails);
    an exception this raises is swallowed, as the library catches everything here."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, stream)
    if mem.u32(ios + lay.state) == GOOD and mem.u32(ios + lay.flags) & UNITBUF:
        if (yield from vcall32(c, mem.uptr(ios + lay.strbuf), _SB_SYNC)) == EOF:
            state = mem.u32(ios + lay.state) | BAD
            mem.w32(ios + lay.state, state & _STATMASK)     # setstate, any throw swallowed


@member64("??0" + _OS + "QEAA@" + _SBUF64 + "1@_N@Z", "LPVOID strbuf, BYTE isstd, int most")
@thiscall("??0" + _OS + "QAE@" + _SBUF + "1@_N@Z", "LPVOID strbuf, BYTE isstd, int most")
def ostream_ctor(c, this, strbuf, isstd, most):
    """basic_ostream(strbuf, isstd): as the most derived class (``most``) the vbptr set
    and basic_ios built; then init(strbuf, isstd)."""
    vm, mem = c.vm, c.vm.mem
    if most:
        mem.wptr(this, _data(vm, "??_8" + _OS + "7B@"))
        construct_ios(c, this + IOS_AT[vm.ptr_size]["ostream"])
    ios = ios_of(mem, this)
    mem.wptr(ios, _data(vm, "??_7" + _OS + "6B@"))
    yield from init_ios(c, ios, strbuf, isstd & 0xFF)
    return this


@member64("??1" + _OS + "UEAA@XZ")
@thiscall("??1" + _OS + "UAE@XZ")
def ostream_dtor(c, this):
    """~basic_ostream (``this`` is the basic_ios part): nothing of its own to release."""
    c.vm.mem.wptr(this, _data(c.vm, "??_7" + _OS + "6B@"))


@member64("?_Osfx@" + _WOS + "QEAAXXZ")
@thiscall("?_Osfx@" + _WOS + "QAEXXZ")
@member64("?_Osfx@" + _OS + "QEAAXXZ")
@thiscall("?_Osfx@" + _OS + "QAEXXZ")
def ostream_osfx(c, this):
    """The output suffix."""
    yield from osfx(c, this)


def flush(c, stream):
    """Generator: flush(): under a sentry (the buffer's _Lock, the tie flushed first),
    the buffer synced; badbit when that fails."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, stream)
    sb = mem.uptr(ios + lay.strbuf)
    if not sb:
        return stream
    yield from vcall(c, sb, _SB_LOCK)
    ok = mem.u32(ios + lay.state) == GOOD
    tie = mem.uptr(ios + lay.tie)
    if ok and tie and tie != stream:
        yield from flush(c, tie)
        ok = mem.u32(ios + lay.state) == GOOD
    state = GOOD
    if ok and (yield from vcall32(c, sb, _SB_SYNC)) == EOF:
        state = BAD
    if (state | mem.u32(ios + lay.state)) & mem.u32(ios + lay.except_):
        yield from vcall(c, sb, _SB_UNLOCK)        # the sentry ends as the throw unwinds
        yield from setstate(c, ios, state)
        return stream
    yield from setstate(c, ios, state)
    yield from osfx(c, stream)
    yield from vcall(c, sb, _SB_UNLOCK)
    return stream


@member64("?flush@" + _WOS + "QEAAAEAV12@XZ")
@thiscall("?flush@" + _WOS + "QAEAAV12@XZ")
@member64("?flush@" + _OS + "QEAAAEAV12@XZ")
@thiscall("?flush@" + _OS + "QAEAAV12@XZ")
def ostream_flush(c, this):
    """Flush the stream's buffer; the stream."""
    return (yield from flush(c, this))


def output(c, stream, body, formatted=False):
    """Generator: an output member under its sentry: the buffer's _Lock, the tie flushed
    when the stream is good, then (still good) ``body(sb)``, a generator answering
    whether the buffer took everything (badbit when not; when the stream was not good,
    badbit too for the unformatted members, nothing for the ``formatted`` inserters);
    setstate, _Osfx, _Unlock. The stream."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, stream)
    sb = mem.uptr(ios + lay.strbuf)
    if sb:
        yield from vcall(c, sb, _SB_LOCK)
    tie = mem.uptr(ios + lay.tie)
    if mem.u32(ios + lay.state) == GOOD and tie and tie != stream:
        yield from flush(c, tie)
    state = GOOD
    if mem.u32(ios + lay.state) != GOOD:
        state = GOOD if formatted else BAD
    elif not (yield from body(sb)):
        state = BAD
    if (state | mem.u32(ios + lay.state)) & mem.u32(ios + lay.except_):
        if sb:
            yield from vcall(c, sb, _SB_UNLOCK)      # the sentry ends as the throw unwinds
        yield from setstate(c, ios, state)
        return stream
    yield from setstate(c, ios, state)
    yield from osfx(c, stream)
    if sb:
        yield from vcall(c, sb, _SB_UNLOCK)
    return stream


def put_char(c, sb, ch, width=1):
    """Generator: the headers' sputc: into the put area, else overflow(ch); whether it
    was taken."""
    mem = c.vm.mem
    a = Areas(mem, sb, width)
    if a.pavail() > 0:
        mem.write(a.pnext(), ch.to_bytes(width, "little"))
        a.pbump(1)
        return True
    if width == 1:
        return (yield from vcall32(c, sb, _OVERFLOW, (ch,))) != EOF
    # a wint_t answer: in AX, the rest of EAX whatever the callee left there
    return (yield from vcall32(c, sb, _OVERFLOW, (ch,))) & 0xFFFF != WEOF


@member64("?put@" + _OS + "QEAAAEAV12@D@Z", "BYTE ch")
@thiscall("?put@" + _OS + "QAEAAV12@D@Z", "BYTE ch")
def ostream_put(c, this, ch):
    """put(ch): one character through the buffer (sputc), under a sentry; badbit when
    the buffer refuses it. The stream."""
    def body(sb):
        return (yield from put_char(c, sb, ch & 0xFF))
    return (yield from output(c, this, body))


@member64("?put@" + _WOS + "QEAAAEAV12@_W@Z", "int ch")
@thiscall("?put@" + _WOS + "QAEAAV12@_W@Z", "int ch")
def wostream_put(c, this, ch):
    """basic_ostream<wchar_t>::put(ch), as put's."""
    def body(sb):
        return (yield from put_char(c, sb, ch & 0xFFFF, 2))
    return (yield from output(c, this, body))


@member64("?write@" + _WOS + "QEAAAEAV12@PEB_W_J@Z", "LPVOID buf, __int64 count")
@thiscall("?write@" + _WOS + "QAEAAV12@PB_W_J@Z", "LPVOID buf, __int64 count")
@member64("?write@" + _OS + "QEAAAEAV12@PEBD_J@Z", "LPVOID buf, __int64 count")
@thiscall("?write@" + _OS + "QAEAAV12@PBD_J@Z", "LPVOID buf, __int64 count")
def ostream_write(c, this, buf, count):
    """write(buf, count): ``count`` characters (of either kind) through the buffer
    (sputn), under a sentry; badbit when it takes fewer. The stream."""
    def body(sb):
        return (yield from vcall64(c, sb, _XSPUTN, buf, count)) == count
    return (yield from output(c, this, body))


# -- basic_iostream<char> -----------------------------------------------------------------------
@member64("??0" + _IOST + "QEAA@" + _SBUF64 + "1@@Z", "LPVOID strbuf, int most")
@thiscall("??0" + _IOST + "QAE@" + _SBUF + "1@@Z", "LPVOID strbuf, int most")
def iostream_ctor(c, this, strbuf, most):
    """basic_iostream(strbuf): as the most derived class both vbptrs set and basic_ios
    built; the istream part constructed on ``strbuf`` (init), the ostream part with
    nothing to do."""
    vm, mem = c.vm, c.vm.mem
    if most:
        mem.wptr(this, _data(vm, "??_8" + _IOST + "7B?$basic_istream@DU?$char_traits@D@std@@@1@@"))
        mem.wptr(this + _IOSTREAM_OSTREAM,
                 _data(vm, "??_8" + _IOST + "7B?$basic_ostream@DU?$char_traits@D@std@@@1@@"))
        construct_ios(c, this + IOS_AT[vm.ptr_size]["iostream"])
    yield from istream_ctor(c, this, strbuf, 0, 0)
    mem.wptr(ios_of(mem, this), _data(vm, "??_7" + _IOST + "6B@"))
    return this


@member64("??1" + _IOST + "UEAA@XZ")
@thiscall("??1" + _IOST + "UAE@XZ")
def iostream_dtor(c, this):
    """~basic_iostream (``this`` is the basic_ios part): nothing of its own."""
    c.vm.mem.wptr(this, _data(c.vm, "??_7" + _IOST + "6B@"))


# -- ios_base's format and state accessors (both widths) -------------------------------------
_FMTMASK = 0xFFFF                       # ios_base::_Fmtmask: the flags a stream keeps
_IB = "ios_base@std@@"


def _field(c, this, name):
    return this + getattr(IOS_LAYOUT[c.ptr_size], name)


def _both(x86, x64, params=""):
    """Declare a member under its x86 and x64 names."""
    def register(func):
        thiscall(x86, params)(func)
        return member64(x64, params)(func)
    return register


@_both("?flags@" + _IB + "QBEHXZ", "?flags@" + _IB + "QEBAHXZ")
def ios_base_flags(c, this):
    """flags(): the format flags."""
    return c.vm.mem.u32(_field(c, this, "flags"))


@_both("?flags@" + _IB + "QAEHH@Z", "?flags@" + _IB + "QEAAHH@Z", "int flags")
def ios_base_set_flags(c, this, flags):
    """flags(f): the format flags become ``f`` (the ones a stream keeps); the old ones."""
    where = _field(c, this, "flags")
    old = c.vm.mem.u32(where)
    c.vm.mem.w32(where, flags & _FMTMASK)
    return old


@_both("?setf@" + _IB + "QAEHH@Z", "?setf@" + _IB + "QEAAHH@Z", "int flags")
def ios_base_setf(c, this, flags):
    """setf(f): ``f``'s flags set too; the old flags."""
    where = _field(c, this, "flags")
    old = c.vm.mem.u32(where)
    c.vm.mem.w32(where, old | (flags & _FMTMASK))
    return old


@_both("?setf@" + _IB + "QAEHHH@Z", "?setf@" + _IB + "QEAAHHH@Z", "int flags, int mask")
def ios_base_setf_mask(c, this, flags, mask):
    """setf(f, mask): the flags under ``mask`` become ``f``'s; the old flags."""
    where = _field(c, this, "flags")
    old = c.vm.mem.u32(where)
    c.vm.mem.w32(where, (old & ~mask | flags & mask & _FMTMASK) & 0xFFFFFFFF)
    return old


@_both("?unsetf@" + _IB + "QAEXH@Z", "?unsetf@" + _IB + "QEAAXH@Z", "int mask")
def ios_base_unsetf(c, this, mask):
    """unsetf(mask): the flags under ``mask`` cleared."""
    where = _field(c, this, "flags")
    c.vm.mem.w32(where, c.vm.mem.u32(where) & ~mask & 0xFFFFFFFF)


def _get64(c, where):
    return Ret64(int.from_bytes(c.vm.mem.read(where, 8), "little", signed=True))


def _set64(c, where, value):
    old = _get64(c, where)
    c.vm.mem.write(where, (value & 0xFFFFFFFFFFFFFFFF).to_bytes(8, "little"))
    return old


@_both("?precision@" + _IB + "QBE_JXZ", "?precision@" + _IB + "QEBA_JXZ")
def ios_base_precision(c, this):
    """precision(): the precision (64-bit)."""
    return _get64(c, _field(c, this, "prec"))


@_both("?precision@" + _IB + "QAE_J_J@Z", "?precision@" + _IB + "QEAA_J_J@Z", "__int64 prec")
def ios_base_set_precision(c, this, prec):
    """precision(n): the precision becomes ``n``; the old one."""
    return _set64(c, _field(c, this, "prec"), prec)


@_both("?width@" + _IB + "QBE_JXZ", "?width@" + _IB + "QEBA_JXZ")
def ios_base_width(c, this):
    """width(): the field width (64-bit)."""
    return _get64(c, _field(c, this, "wide"))


@_both("?width@" + _IB + "QAE_J_J@Z", "?width@" + _IB + "QEAA_J_J@Z", "__int64 width")
def ios_base_set_width(c, this, width):
    """width(n): the field width becomes ``n``; the old one."""
    return _set64(c, _field(c, this, "wide"), width)


def _state(c, this):
    return c.vm.mem.u32(_field(c, this, "state"))


@_both("?rdstate@" + _IB + "QBEHXZ", "?rdstate@" + _IB + "QEBAHXZ")
def ios_base_rdstate(c, this):
    """rdstate(): the stream state."""
    return _state(c, this)


@_both("?exceptions@" + _IB + "QBEHXZ", "?exceptions@" + _IB + "QEBAHXZ")
def ios_base_exceptions_mask(c, this):
    """exceptions(): the states that throw."""
    return c.vm.mem.u32(_field(c, this, "except_"))


@_both("?good@" + _IB + "QBE_NXZ", "?good@" + _IB + "QEBA_NXZ")
def ios_base_good(c, this):
    """good(): no state bit set."""
    return int(_state(c, this) == GOOD)


@_both("?eof@" + _IB + "QBE_NXZ", "?eof@" + _IB + "QEBA_NXZ")
def ios_base_eof(c, this):
    """eof(): eofbit set."""
    return int(bool(_state(c, this) & EOF_BIT))


@_both("?fail@" + _IB + "QBE_NXZ", "?fail@" + _IB + "QEBA_NXZ")
def ios_base_fail(c, this):
    """fail(): failbit or badbit set."""
    return int(bool(_state(c, this) & (FAIL | BAD)))


@_both("?bad@" + _IB + "QBE_NXZ", "?bad@" + _IB + "QEBA_NXZ")
def ios_base_bad(c, this):
    """bad(): badbit set."""
    return int(bool(_state(c, this) & BAD))


@_both("??7" + _IB + "QBE_NXZ", "??7" + _IB + "QEBA_NXZ")
def ios_base_not(c, this):
    """operator!: fail()."""
    return ios_base_fail(c, this)


@_both("??B" + _IB + "QBE_NXZ", "??B" + _IB + "QEBA_NXZ")
def ios_base_bool(c, this):
    """operator bool: !fail()."""
    return 1 - ios_base_fail(c, this)


# -- basic_ios<char>'s fill, tie and rdbuf --------------------------------------------------
_BI = "?$basic_ios@DU?$char_traits@D@std@@@std@@"
_TIE_OS = "?$basic_ostream@DU?$char_traits@D@std@@@2@"
_RDBUF_SB = "?$basic_streambuf@DU?$char_traits@D@std@@@2@"


@_both("?fill@" + _BI + "QBEDXZ", "?fill@" + _BI + "QEBADXZ")
def basic_ios_fill(c, this):
    """fill(): the fill character."""
    return c.vm.mem.read(_field(c, this, "fill"), 1)[0]


@_both("?fill@" + _BI + "QAEDD@Z", "?fill@" + _BI + "QEAADD@Z", "BYTE ch")
def basic_ios_set_fill(c, this, ch):
    """fill(ch): the fill character becomes ``ch``; the old one."""
    where = _field(c, this, "fill")
    old = c.vm.mem.read(where, 1)[0]
    c.vm.mem.write(where, bytes([ch & 0xFF]))
    return old


@_both("?tie@" + _BI + "QBEPAV" + _TIE_OS + "XZ", "?tie@" + _BI + "QEBAPEAV" + _TIE_OS + "XZ")
def basic_ios_tie(c, this):
    """tie(): the stream flushed before this one is used (NULL: none)."""
    return c.vm.mem.uptr(_field(c, this, "tie"))


@_both("?tie@" + _BI + "QAEPAV" + _TIE_OS + "PAV32@@Z", "?tie@" + _BI + "QEAAPEAV" + _TIE_OS + "PEAV32@@Z",
       "LPVOID os")
def basic_ios_set_tie(c, this, os):
    """tie(os): tie to ``os``; the old tie."""
    where = _field(c, this, "tie")
    old = c.vm.mem.uptr(where)
    c.vm.mem.wptr(where, os)
    return old


@_both("?rdbuf@" + _BI + "QBEPAV" + _RDBUF_SB + "XZ", "?rdbuf@" + _BI + "QEBAPEAV" + _RDBUF_SB + "XZ")
def basic_ios_rdbuf(c, this):
    """rdbuf(): the stream's buffer."""
    return c.vm.mem.uptr(_field(c, this, "strbuf"))


@_both("?rdbuf@" + _BI + "QAEPAV" + _RDBUF_SB + "PAV32@@Z",
       "?rdbuf@" + _BI + "QEAAPEAV" + _RDBUF_SB + "PEAV32@@Z", "LPVOID sb")
def basic_ios_set_rdbuf(c, this, sb):
    """rdbuf(sb): the buffer becomes ``sb`` and the state clear() (badbit without a
    buffer, which may throw); the old buffer."""
    where = _field(c, this, "strbuf")
    old = c.vm.mem.uptr(where)
    c.vm.mem.wptr(where, sb)
    yield from clear(c, this, GOOD if sb else BAD)
    return old
