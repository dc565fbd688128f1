"""MSVCP140's time_put<char, ostreambuf_iterator<char>>: the facet std::put_time and a
program's own time formatting write through. ``put`` walks a strftime pattern: literal
characters are copied to the iterator, each ``%[EO#]x`` conversion goes to the facet's
``do_put`` (the object's own, through its vtable), which formats that one field as the C
runtime's strftime does ("C" locale); a conversion strftime does not know is copied as
written, one whose struct tm fields are out of range becomes "?".

The facet is ``{vtable; refs; _Timevec}`` (its vtable: the deleting destructor,
_Incref, _Decref, do_put); an ostreambuf_iterator<char> is ``{bool failed; streambuf
*buf}``, passed by value in two stack slots: writing a character is ``buf->sputc(ch)``,
and the iterator fails for good at the first EOF.
"""

from ....abi.api import GuestCall, X86ONLY
from ...core import data_imports
from ...core.dllnames import MSVCP140
from ..msvcrt.time import _Invalid, _read_tm, _tznames, strftime_text
from .ios import BAD, setstate
from . import cdecl, internal, thiscall
from .streams import EOF, sputc

_X_TIME = 5                             # the facet's category (LC_TIME)
_FACET_SIZE = 12
_DO_PUT = 3
_TP = "?$time_put@DV?$ostreambuf_iterator@DU?$char_traits@D@std@@@std@@@std@@"
_ITER = "?AV?$ostreambuf_iterator@DU?$char_traits@D@std@@@2@"
_VALID = set("aAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYzZ")


def _vtable(vm):
    table = vm.alloc_data(16)
    for i, slot in enumerate(("timeput_dtor", "facet_incref", "facet_decref",
                              "timeput_do_put")):
        vm.mem.w32(table + 4 * i, vm.proc_address(MSVCP140, "wineagent." + slot))
    return table


data_imports.DATA[(MSVCP140.lower(), "timeput_vtable")] = _vtable


@cdecl("?_Getcat@" + _TP + "SAIPAPBVfacet@locale@2@PBV42@@Z", "LPVOID ppf, LPVOID loc",
       widths=X86ONLY)
def timeput_getcat(c, ppf, loc):
    """The facet's category (LC_TIME); with ``ppf`` pointing at NULL, a new facet (no
    reference yet) into it."""
    vm = c.vm
    if ppf and not vm.mem.u32(ppf):
        facet = vm.heap.alloc(_FACET_SIZE, zero=True)
        vm.mem.w32(facet, vm.data_var(MSVCP140, "timeput_vtable"))
        vm.mem.w32(ppf, facet)
    return _X_TIME


@internal("timeput_dtor", "UINT flags")
def timeput_dtor(c, this, flags):
    """The facet's deleting destructor."""
    if flags & 1:
        c.vm.heap.free(this)
    return this


class Iterator:
    """An ostreambuf_iterator<char> being written through."""

    def __init__(self, failed, buf):
        self.failed, self.buf = bool(failed & 0xFF), buf

    def put(self, c, data):
        """Generator: write ``data`` (bytes) one sputc at a time."""
        for ch in data:
            if self.failed:
                return
            if (yield from sputc(c, self.buf, ch)) == EOF:
                self.failed = True

    def store(self, mem, ret):
        mem.write(ret, bytes([int(self.failed), 0, 0, 0]))
        mem.w32(ret + 4, self.buf)
        return ret


def _fields_valid(spec, tm):
    sec, minute, hour, mday, mon, year, wday, yday, _ = tm
    ok = {"S": 0 <= sec <= 60, "M": 0 <= minute <= 59, "H": 0 <= hour <= 23,
          "d": 1 <= mday <= 31, "m": 0 <= mon <= 11, "y": -1900 <= year <= 8099,
          "w": 0 <= wday <= 6, "j": 0 <= yday <= 365}
    needs = {"S": "S", "M": "M", "H": "H", "I": "H", "p": "H", "d": "d", "e": "d",
             "b": "m", "B": "m", "m": "m", "h": "m", "C": "y", "y": "y", "Y": "y", "j": "j",
             "a": "w", "A": "w", "u": "w", "w": "w", "U": "wj", "W": "wj", "R": "HM",
             "D": "ymd", "x": "ymd", "F": "ymd", "g": "ywj", "G": "ywj", "r": "HMS",
             "X": "HMS", "T": "HMS", "c": "wmdHMSy"}.get(spec, "")
    return all(ok[f] for f in needs)


@internal("timeput_do_put", "LPVOID ret, BYTE failed, LPVOID buf, LPVOID ios, BYTE fill,"
          " LPVOID tm, BYTE spec, BYTE mod")
def timeput_do_put(c, this, ret, failed, buf, ios, fill, tm, spec, mod):
    """Format one field (``%`` modifier specifier) as strftime does; an invalid one
    sets badbit and writes nothing."""
    vm = c.vm
    it = Iterator(failed, buf)
    spec, mod = chr(spec & 0xFF), chr(mod & 0xFF)
    fmt = "%" + ("#" if mod == "#" else "") + spec
    try:
        if mod not in ("\0", "E", "O", "#"):
            raise _Invalid()
        text = strftime_text(fmt, _read_tm(vm.mem, tm), True, _tznames(vm))
    except _Invalid:
        yield from setstate(c, ios, BAD)
        return it.store(vm.mem, ret)
    yield from it.put(c, text.encode("cp1252", "replace"))
    return it.store(vm.mem, ret)


@thiscall("?put@" + _TP + "QBE" + _ITER + "V32@AAVios_base@2@DPBUtm@@PBD3@Z",
          "LPVOID ret, BYTE failed, LPVOID buf, LPVOID ios, BYTE fill, LPVOID tm,"
          " LPVOID first, LPVOID last")
def timeput_put(c, this, ret, failed, buf, ios, fill, tm, first, last):
    """Write the pattern [first, last) for the time at ``tm`` through the iterator; the
    iterator after it (into ``ret``)."""
    vm, mem = c.vm, c.vm.mem
    it = Iterator(failed, buf)
    pattern = mem.read(first, max(0, last - first))
    fields = _read_tm(mem, tm) if tm else None
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch != ord("%"):
            yield from it.put(c, bytes([ch]))
            i += 1
            continue
        i += 1
        if i == len(pattern):                 # a trailing % is written as %%
            yield from it.put(c, b"%")
            break
        spec, mod = chr(pattern[i]), "\0"
        if spec in "EOQ#":
            i += 1
            if i == len(pattern):
                yield from it.put(c, b"%" + spec.encode("latin-1"))
                break
            mod, spec = spec, chr(pattern[i])
        i += 1
        if spec == "%" and mod == "\0":
            yield from it.put(c, b"%")
        elif spec not in _VALID:
            yield from it.put(c, ("%" + (mod if mod != "\0" else "") + spec).encode("latin-1"))
        elif fields is None or not _fields_valid(spec, fields):
            yield from it.put(c, b"?")
        else:
            tmp = vm.heap.alloc(8)
            yield GuestCall(mem.u32(mem.u32(this) + 4 * _DO_PUT),
                            (tmp, int(it.failed), it.buf, ios, fill & 0xFF, tm, ord(spec),
                             ord(mod)), "stdcall", regs={"ecx": this})
            it = Iterator(mem.read(tmp, 1)[0], mem.u32(tmp + 4))
            vm.heap.free(tmp)
    return it.store(mem, ret)

