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
in an ostream, +24 in an istream, as Wine's x64 DLL lays them out too; the global
locale at both widths, a 16-byte locale object at x64). The wide
streams (wcout...) are not: an import of one stops the program as it touches it.
"""

from ....abi.api import Ret64
from ...core import data_imports
from ...core.dllnames import MSVCP140
from ...core.structures import FILE
from ..msvcrt.files import fgetc, ungetc
from ...kernel.console import emit
from .ios import (IOS_LAYOUT, ISTREAM_IOS, ISTREAM_IOS64, OSTREAM_IOS, OSTREAM_IOS64,
                  SKIPWS, UNITBUF, DEC, _NSTDSTR, _IS, _OS, _WIS, _WOS)
from .locale import global_locimp, loc_layout
from .streams import (LAYOUT as SB_LAYOUT, _SLOTS, EOF, WEOF, init_areas, own_name,
                      slot_name, wslot_name)
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


#: the wide stdio buffer's: its own character functions, the narrow one's sync and
#: destructor (the same work)
_WOWN = dict(_OWN, streambuf_overflow="wstdiobuf_overflow",
             streambuf_pbackfail="wstdiobuf_pbackfail",
             streambuf_underflow="wstdiobuf_underflow", streambuf_uflow="wstdiobuf_uflow",
             streambuf_xsputn="wstdiobuf_xsputn")


def _stdiobuf_vtable(vm, wide=False):
    p = vm.ptr_size
    own = _WOWN if wide else _OWN
    table = vm.alloc_data(p * len(_SLOTS))
    for i, slot in enumerate(_SLOTS):
        if slot in own:
            name = own_name(vm, own[slot])
        else:
            name = wslot_name(vm, "w" + slot) if wide else slot_name(vm, slot)
        vm.mem.wptr(table + p * i, vm.proc_address(MSVCP140, name))
    return table


def _locale(vm):
    """A ``new locale`` on the global implementation."""
    lay = loc_layout(vm)
    loc = vm.heap.alloc(lay.locale_size, zero=True)
    vm.mem.wptr(loc + lay.loc_ptr, global_locimp(vm, True))
    return loc


def _file_ptr(vm):
    """Where the stdio buffer keeps its FILE *: after the streambuf."""
    return SB_LAYOUT[vm.ptr_size].size


def _stdiobuf(vm, index, wide=False):
    """A stdio buffer (of wchar_t: ``wide``) on the C runtime's stream ``index``."""
    mem, lay = vm.mem, SB_LAYOUT[vm.ptr_size]
    sb = vm.alloc_data(lay.size + vm.ptr_size)
    mem.wptr(sb, vm.data_var(MSVCP140, "wstdiobuf_vtable" if wide else "stdiobuf_vtable"))
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


def _stream(vm, index, vbtable, at, ios_vtable, flags=0, tie=None, wide=False):
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
    mem.wptr(ios + lay.strbuf, _stdiobuf(vm, index, wide))
    mem.wptr(ios + lay.tie, tie(vm) if tie else 0)
    mem.write(ios + lay.fill, b" \0" if wide else b" ")
    _add_std(vm, ios)
    return obj


_COUT = "?cout@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"
_CIN = "?cin@std@@3V?$basic_istream@DU?$char_traits@D@std@@@1@A"
_CERR = "?cerr@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"
_CLOG = "?clog@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"


_WOSTREAM = "@std@@3V?$basic_ostream@_WU?$char_traits@_W@std@@@1@A"
_WCOUT, _WCERR, _WCLOG = "?wcout" + _WOSTREAM, "?wcerr" + _WOSTREAM, "?wclog" + _WOSTREAM
_WCIN = "?wcin@std@@3V?$basic_istream@_WU?$char_traits@_W@std@@@1@A"


def _cout(vm):
    return vm.data_var(MSVCP140, _COUT)


def _wcout(vm):
    return vm.data_var(MSVCP140, _WCOUT)


def _out(index, flags=0, tied=True, wide=False):
    cls, tie = (_WOS, _wcout) if wide else (_OS, _cout)

    def make(vm):
        at = OSTREAM_IOS64 if vm.ptr_size == 8 else OSTREAM_IOS
        return _stream(vm, index, "??_8" + cls + "7B@", at, "??_7" + cls + "6B@",
                       flags, tie if tied else None, wide)
    return make


def _in(wide=False):
    cls, tie = (_WIS, _wcout) if wide else (_IS, _cout)

    def make(vm):
        at = ISTREAM_IOS64 if vm.ptr_size == 8 else ISTREAM_IOS
        return _stream(vm, _STDIN, "??_8" + cls + "7B@", at, "??_7" + cls + "6B@", 0, tie,
                       wide)
    return make


def _pointer_to(name):
    def make(vm):
        cell = vm.alloc_data(vm.ptr_size)
        vm.mem.wptr(cell, vm.data_var(MSVCP140, name))
        return cell
    return make


_DATA = {
    "stdiobuf_vtable": _stdiobuf_vtable,
    "wstdiobuf_vtable": lambda vm: _stdiobuf_vtable(vm, wide=True),
    _WCOUT: _out(_STDOUT, tied=False, wide=True),
    _WCERR: _out(_STDERR, UNITBUF, wide=True),
    _WCLOG: _out(_STDERR, wide=True),
    _WCIN: _in(wide=True),
    _COUT: _out(_STDOUT, tied=False),
    _CERR: _out(_STDERR, UNITBUF),
    _CLOG: _out(_STDERR),
    _CIN: _in(),
}
_OBJECTS = {"cout": _COUT, "cerr": _CERR, "clog": _CLOG, "cin": _CIN,
            "wcout": _WCOUT, "wcerr": _WCERR, "wclog": _WCLOG, "wcin": _WCIN}
for _stream_name, _object in _OBJECTS.items():         # _Ptr_*: x86's and x64's names
    _cls = "basic_%s@%s" % ("istream" if _stream_name.endswith("cin") else "ostream",
                            "_WU?$char_traits@_W" if _stream_name[0] == "w" else
                            "DU?$char_traits@D")
    _DATA["?_Ptr_%s@std@@3PEAV?$%s@std@@@1@EA" % (_stream_name, _cls)] = _pointer_to(_object)
    _DATA["?_Ptr_%s@std@@3PAV?$%s@std@@@1@A" % (_stream_name, _cls)] = _pointer_to(_object)
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



# -- the wide stdio buffer's: wchar_t through the "C" locale's conversion ---------------------
def _narrow(chars):
    """The bytes of wchar_t ``chars`` as the "C" locale's wcrtomb makes them, up to the
    first it cannot (above U+00FF)."""
    out = bytearray()
    for ch in chars:
        if ch > 0xFF:
            break
        out.append(ch)
    return bytes(out)


@internal64("wstdiobuf_overflow", "int ch")
@internal("wstdiobuf_overflow", "int ch")
def wstdiobuf_overflow(c, this, ch):
    """overflow(ch): ``ch`` converted and written (WEOF when it cannot be, or the stream
    refuses it); WEOF itself: nothing to write, not WEOF (0)."""
    ch &= 0xFFFF
    if ch == WEOF:
        return 0
    return ch if ch <= 0xFF and _put(c, this, bytes([ch])) else WEOF


@internal64("wstdiobuf_xsputn", "LPVOID buf, __int64 count")
@internal("wstdiobuf_xsputn", "LPVOID buf, __int64 count")
def wstdiobuf_xsputn(c, this, buf, count):
    """Write ``count`` wchar_t from ``buf``, converted, up to the first that cannot be;
    how many were written (64-bit)."""
    if count <= 0:
        return Ret64(0)
    raw = bytes(c.vm.mem.read(buf, 2 * count))
    data = _narrow(int.from_bytes(raw[i:i + 2], "little") for i in range(0, len(raw), 2))
    if data and not _put(c, this, data):
        return Ret64(0)
    return Ret64(len(data))


def _wide(ch):
    return WEOF if ch == EOF else ch & 0xFF


@internal64("wstdiobuf_uflow")
@internal("wstdiobuf_uflow")
def wstdiobuf_uflow(c, this):
    """uflow: the stream's next byte as a wchar_t, taken, or WEOF."""
    return _wide(fgetc(c, _fp(c, this)) & 0xFFFFFFFF)


@internal64("wstdiobuf_underflow")
@internal("wstdiobuf_underflow")
def wstdiobuf_underflow(c, this):
    """underflow: the stream's next byte as a wchar_t, put back, or WEOF."""
    fp = _fp(c, this)
    ch = fgetc(c, fp) & 0xFFFFFFFF
    if ch != EOF:
        ungetc(c, ch, fp)
    return _wide(ch)


@internal64("wstdiobuf_pbackfail", "int ch")
@internal("wstdiobuf_pbackfail", "int ch")
def wstdiobuf_pbackfail(c, this, ch):
    """pbackfail(ch): ``ch`` pushed back into the stream (ungetc), or WEOF."""
    ch &= 0xFFFF
    if ch == WEOF or ch > 0xFF:
        return WEOF
    return _wide(ungetc(c, ch, _fp(c, this)) & 0xFFFFFFFF)
