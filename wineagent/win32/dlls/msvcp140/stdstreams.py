"""MSVCP140's standard streams: ``std::cin``, ``std::cout``, ``std::cerr`` and
``std::clog`` (and ``_Ptr_cin``... pointing at them), objects in the DLL's data that a
program imports as variables and writes to with the headers' inline operator<<.

The library builds each over a basic_filebuf<char> on the C runtime's stdin, stdout or
stderr FILE; here the buffer is a basic_streambuf<char> of our own (its vtable the
default one with the stdio slots overridden) that keeps no get or put area, so the
headers' inline sputc/sputn reach ``overflow``/``xsputn`` for every character and the
text goes through the C runtime's stream at once, in order with printf's. ``sync`` is
fflush's (nothing is held back here). Reading takes one character at a time from the
FILE (``underflow`` puts it back with ungetc; console input is at its end here).

Set up as the library's start-up leaves them: cout, and cerr with unitbuf set, and clog
on stderr; cin, cerr and clog tied to cout; every one counted as a standard stream
(``_Addstd``), skipws | dec, precision 6, the global locale. They are made when their
import is bound, at either width (x64: pointers and size_t of 8 bytes, basic_ios at +16
in an ostream, +24 in an istream, as Wine's x64 DLL lays them out too; they hold no
locale there, NULL, as the x64 DLL's locale classes are not implemented). The wide
streams (wcout...) are not: an import of one stops the program as it touches it.
"""

from ....abi.api import Ret64
from ...core import data_imports
from ...core.dllnames import MSVCP140
from ...core.structures import FILE
from ..msvcrt.files import fgetc, ungetc
from ...kernel.console import emit
from .ios import (IOS_LAYOUT, ISTREAM_IOS, ISTREAM_IOS64, OSTREAM_IOS, OSTREAM_IOS64,
                  SKIPWS, UNITBUF, DEC, _NSTDSTR, _IS, _OS)
from .locale import LOC_PTR, LOCALE_SIZE, global_locimp
from .streams import LAYOUT as SB_LAYOUT, _SLOTS, EOF, init_areas, own_name, slot_name
from . import internal, internal64

_STDIN, _STDOUT, _STDERR = 0, 1, 2
#: the slots the stdio buffer overrides
_OWN = {"streambuf_dtor": "stdiobuf_dtor", "streambuf_overflow": "stdiobuf_overflow",
        "streambuf_pbackfail": "stdiobuf_pbackfail",
        "streambuf_underflow": "stdiobuf_underflow", "streambuf_uflow": "stdiobuf_uflow",
        "streambuf_xsputn": "stdiobuf_xsputn", "streambuf_sync": "stdiobuf_sync"}


def _file(vm, index):
    """The C runtime's stdin, stdout or stderr FILE."""
    return vm.data_var("msvcrt.dll", "_iob") + FILE.sizeof(vm.ptr_size) * index


def _stdiobuf_vtable(vm):
    p = vm.ptr_size
    table = vm.alloc_data(p * len(_SLOTS))
    for i, slot in enumerate(_SLOTS):
        name = own_name(vm, _OWN[slot]) if slot in _OWN else slot_name(vm, slot)
        vm.mem.wptr(table + p * i, vm.proc_address(MSVCP140, name))
    return table


def _locale(vm):
    """A ``new locale`` on the global implementation (x86: the x64 DLL's locale classes
    are not implemented, and its streams hold no locale: NULL)."""
    if vm.ptr_size == 8:
        return 0
    loc = vm.heap.alloc(LOCALE_SIZE, zero=True)
    vm.mem.w32(loc + LOC_PTR, global_locimp(vm, True))
    return loc


def _file_ptr(vm):
    """Where the stdio buffer keeps its FILE *: after the streambuf."""
    return SB_LAYOUT[vm.ptr_size].size


def _stdiobuf(vm, index):
    """A stdio buffer on the C runtime's stream ``index``."""
    mem, lay = vm.mem, SB_LAYOUT[vm.ptr_size]
    sb = vm.alloc_data(lay.size + vm.ptr_size)
    mem.wptr(sb, vm.data_var(MSVCP140, "stdiobuf_vtable"))
    init_areas(mem, sb)
    mem.wptr(sb + lay.plocale, _locale(vm))
    mem.wptr(sb + lay.size, _file(vm, index))
    return sb


def _add_std(vm, ios):
    """_Addstd's work (a new stream: the next free slot, one reference)."""
    mem, p = vm.mem, vm.ptr_size
    table = vm.data_var(MSVCP140, "stdstr")
    slot = 1
    while slot < _NSTDSTR and mem.uptr(table + p * slot) not in (0, ios):
        slot += 1
    mem.wptr(ios + IOS_LAYOUT[p].stdstr, slot)
    mem.wptr(table + p * slot, ios)
    opens = table + p * (_NSTDSTR + 2) + slot
    mem.write(opens, bytes([(mem.read(opens, 1)[0] + 1) & 0xFF]))


def _stream(vm, index, vbtable, at, ios_vtable, flags=0, tie=None):
    """A standard stream object: its vbptr, its basic_ios ``at`` bytes in, set up as
    basic_ios::init(buffer, true) leaves it, then ``flags`` added and ``tie`` tied."""
    mem, lay = vm.mem, IOS_LAYOUT[vm.ptr_size]
    obj = vm.alloc_data(at + lay.size, align=8)
    mem.write(obj, bytes(at))
    mem.wptr(obj, vm.data_var(MSVCP140, vbtable))
    ios = obj + at
    mem.write(ios, bytes(lay.size))
    mem.wptr(ios, vm.data_var(MSVCP140, ios_vtable))
    mem.w32(ios + lay.flags, SKIPWS | DEC | flags)
    mem.write(ios + lay.prec, (6).to_bytes(8, "little") + bytes(8))
    mem.wptr(ios + lay.ploc, _locale(vm))
    mem.wptr(ios + lay.strbuf, _stdiobuf(vm, index))
    mem.wptr(ios + lay.tie, tie(vm) if tie else 0)
    mem.write(ios + lay.fill, b" ")
    _add_std(vm, ios)
    return obj


_COUT = "?cout@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"
_CIN = "?cin@std@@3V?$basic_istream@DU?$char_traits@D@std@@@1@A"
_CERR = "?cerr@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"
_CLOG = "?clog@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"


def _cout(vm):
    return vm.data_var(MSVCP140, _COUT)


def _out(index, flags=0, tied=True):
    def make(vm):
        at = OSTREAM_IOS64 if vm.ptr_size == 8 else OSTREAM_IOS
        return _stream(vm, index, "??_8" + _OS + "7B@", at, "??_7" + _OS + "6B@",
                       flags, _cout if tied else None)
    return make


def _cin(vm):
    at = ISTREAM_IOS64 if vm.ptr_size == 8 else ISTREAM_IOS
    return _stream(vm, _STDIN, "??_8" + _IS + "7B@", at, "??_7" + _IS + "6B@", 0, _cout)


def _pointer_to(name):
    def make(vm):
        cell = vm.alloc_data(vm.ptr_size)
        vm.mem.wptr(cell, vm.data_var(MSVCP140, name))
        return cell
    return make


_DATA = {
    "stdiobuf_vtable": _stdiobuf_vtable,
    _COUT: _out(_STDOUT, tied=False),
    _CERR: _out(_STDERR, UNITBUF),
    _CLOG: _out(_STDERR),
    _CIN: _cin,
    "?_Ptr_cout@std@@3PAV?$basic_ostream@DU?$char_traits@D@std@@@1@A": _pointer_to(_COUT),
    "?_Ptr_cerr@std@@3PAV?$basic_ostream@DU?$char_traits@D@std@@@1@A": _pointer_to(_CERR),
    "?_Ptr_clog@std@@3PAV?$basic_ostream@DU?$char_traits@D@std@@@1@A": _pointer_to(_CLOG),
    "?_Ptr_cin@std@@3PAV?$basic_istream@DU?$char_traits@D@std@@@1@A": _pointer_to(_CIN),
}
for _stream_name in ("cout", "cerr", "clog", "cin"):           # the x64 DLL's names
    _DATA["?_Ptr_%s@std@@3PEAV?$basic_%s@DU?$char_traits@D@std@@@1@EA" % (
        _stream_name, "istream" if _stream_name == "cin" else "ostream")] = \
        _pointer_to({"cout": _COUT, "cerr": _CERR, "clog": _CLOG, "cin": _CIN}[_stream_name])
for _name, _make in _DATA.items():
    data_imports.DATA[(MSVCP140.lower(), _name)] = _make


# -- the stdio buffer's virtual functions --------------------------------------------------
def _fp(c, this):
    return c.vm.mem.uptr(this + _file_ptr(c.vm))


def _put(c, this, data):
    """Write ``data`` (bytes) to the buffer's stream; False when the stream refuses."""
    vm, fp = c.vm, _fp(c, this)
    file = vm.crt.streams.get(fp)
    if file is not None:
        return bool(file.write_bytes(data))
    return emit(vm, fp, data.decode("cp1252", "replace")) is not False


@internal64("stdiobuf_dtor", "UINT flags")
@internal("stdiobuf_dtor", "UINT flags")
def stdiobuf_dtor(c, this, flags):
    """The deleting destructor: a standard stream's buffer lives as long as the
    process (in the DLL's data): nothing to free."""
    return this


@internal64("stdiobuf_overflow", "int ch")
@internal("stdiobuf_overflow", "int ch")
def stdiobuf_overflow(c, this, ch):
    """overflow(ch): ``ch`` written to the stream (EOF on failure); EOF itself: nothing
    to write, not EOF (0)."""
    if ch & 0xFFFFFFFF == EOF:
        return 0
    return ch & 0xFF if _put(c, this, bytes([ch & 0xFF])) else EOF


@internal64("stdiobuf_xsputn", "LPVOID buf, __int64 count")
@internal("stdiobuf_xsputn", "LPVOID buf, __int64 count")
def stdiobuf_xsputn(c, this, buf, count):
    """Write ``count`` characters from ``buf`` to the stream at once; how many
    (64-bit)."""
    if count <= 0:
        return Ret64(0)
    return Ret64(count if _put(c, this, bytes(c.vm.mem.read(buf, count))) else 0)


@internal64("stdiobuf_sync")
@internal("stdiobuf_sync")
def stdiobuf_sync(c, this):
    """sync: the stream keeps nothing back here (fflush's 0)."""
    return 0


@internal64("stdiobuf_uflow")
@internal("stdiobuf_uflow")
def stdiobuf_uflow(c, this):
    """uflow: the stream's next character, taken (fgetc), or EOF."""
    return fgetc(c, _fp(c, this)) & 0xFFFFFFFF


@internal64("stdiobuf_underflow")
@internal("stdiobuf_underflow")
def stdiobuf_underflow(c, this):
    """underflow: the stream's next character, put back (fgetc, ungetc), or EOF."""
    fp = _fp(c, this)
    ch = fgetc(c, fp) & 0xFFFFFFFF
    if ch != EOF:
        ungetc(c, ch, fp)
    return ch


@internal64("stdiobuf_pbackfail", "int ch")
@internal("stdiobuf_pbackfail", "int ch")
def stdiobuf_pbackfail(c, this, ch):
    """pbackfail(ch): ``ch`` pushed back into the stream (ungetc), or EOF."""
    if ch & 0xFFFFFFFF == EOF:
        return EOF
    return ungetc(c, ch & 0xFF, _fp(c, this)) & 0xFFFFFFFF
