"""MSVCP140's basic_streambuf<char>: the base class of the headers' basic_filebuf and
basic_stringbuf, which a program derives in its own code (its vtable copies ours and
overrides some slots), so everything here reads the object's own vtable for the
virtual functions, as the library's members do.

Layout (x86, 56 bytes): ``{vtable; char *gfirst, *pfirst; char **igfirst, **ipfirst;
char *gnext, *pnext; char **ignext, **ipnext; int gcount, pcount; int *igcount,
*ipcount; locale *plocale}``: the get and put areas are reached through the six
pointers, which ``_Init()`` points at the object's own fields. The vtable: the deleting
destructor, _Lock, _Unlock, overflow, pbackfail, showmanyc, underflow, uflow, xsgetn,
xsputn, seekoff, seekpos, setbuf, sync, imbue. ``ios_base::getloc`` is here too.

At x64 the same fields with 8-byte pointers (104 bytes, :class:`Layout`) and vtables of
8-byte entries; the members that work there (the character access, sputn/sgetn, the
default virtual functions) are declared under both names, the constructor and the
locale members at x86 only. basic_streambuf<wchar_t> has the same layout, its areas
counted in wchar_t: its sputc, sputn and default virtual functions are here too, and for
both the protected members the headers' inline code calls (eback, gptr, egptr, pbase,
pptr, epptr, setg, setp, gbump, pbump, both _Init) at both widths.
"""

from ....abi.api import GuestCall, Ret64
from ...core import data_imports
from ...core.dllnames import MSVCP140
from .locale import copy_locale, delete_locale, new_locale, vcall
from . import internal, internal64, member64, thiscall

EOF = 0xFFFFFFFF                        # char_traits<char>::eof(), -1


class Layout:
    """basic_streambuf's fields at one pointer size ``p`` (4: x86's 56 bytes; 8: x64's
    104): the vtable, eight pointers, the two counts (ints), the two pointers to them,
    the locale pointer."""

    def __init__(self, p):
        self.p = p
        (self.gfirst, self.pfirst, self.igfirst, self.ipfirst,
         self.gnext, self.pnext, self.ignext, self.ipnext) = (p * i for i in range(1, 9))
        self.gcount, self.pcount = 9 * p, 9 * p + 4
        self.igcount, self.ipcount = 9 * p + 8, 10 * p + 8
        self.plocale = 11 * p + 8
        self.size = 12 * p + 8


LAYOUT = {4: Layout(4), 8: Layout(8)}
_X86 = LAYOUT[4]
_GFIRST, _PFIRST, _IGFIRST, _IPFIRST = _X86.gfirst, _X86.pfirst, _X86.igfirst, _X86.ipfirst
_GNEXT, _PNEXT, _IGNEXT, _IPNEXT = _X86.gnext, _X86.pnext, _X86.ignext, _X86.ipnext
_GCOUNT, _PCOUNT, _IGCOUNT, _IPCOUNT = _X86.gcount, _X86.pcount, _X86.igcount, _X86.ipcount
SIZE = _X86.size
# vtable slots
_OVERFLOW, _UNDERFLOW, _UFLOW, _XSGETN, _XSPUTN, _SYNC, _IMBUE = 3, 6, 7, 8, 9, 13, 14
_PBACKFAIL = 4
_SLOTS = ("streambuf_dtor", "streambuf_lock", "streambuf_unlock", "streambuf_overflow",
          "streambuf_pbackfail", "streambuf_showmanyc", "streambuf_underflow",
          "streambuf_uflow", "streambuf_xsgetn", "streambuf_xsputn", "streambuf_seekoff",
          "streambuf_seekpos", "streambuf_setbuf", "streambuf_sync", "streambuf_imbue")
_SBD = "@?$basic_streambuf@DU?$char_traits@D@std@@@std@@"
_EXPORTED = {"streambuf_lock": "?_Lock" + _SBD + "UAEXXZ",
             "streambuf_unlock": "?_Unlock" + _SBD + "UAEXXZ",
             "streambuf_showmanyc": "?showmanyc" + _SBD + "MAE_JXZ",
             "streambuf_uflow": "?uflow" + _SBD + "MAEHXZ",
             "streambuf_xsgetn": "?xsgetn" + _SBD + "MAE_JPAD_J@Z",
             "streambuf_xsputn": "?xsputn" + _SBD + "MAE_JPBD_J@Z",
             "streambuf_setbuf": "?setbuf" + _SBD + "MAEPAV12@PAD_J@Z",
             "streambuf_sync": "?sync" + _SBD + "MAEHXZ",
             "streambuf_imbue": "?imbue" + _SBD + "MAEXABVlocale@2@@Z",
             "streambuf_overflow": "?overflow" + _SBD + "MAEHH@Z",
             "streambuf_pbackfail": "?pbackfail" + _SBD + "MAEHH@Z",
             "streambuf_underflow": "?underflow" + _SBD + "MAEHXZ"}
#: the x64 DLL's names of the same virtual functions (``this`` the first argument)
_EXPORTED64 = {"streambuf_lock": "?_Lock" + _SBD + "UEAAXXZ",
               "streambuf_unlock": "?_Unlock" + _SBD + "UEAAXXZ",
               "streambuf_showmanyc": "?showmanyc" + _SBD + "MEAA_JXZ",
               "streambuf_uflow": "?uflow" + _SBD + "MEAAHXZ",
               "streambuf_xsgetn": "?xsgetn" + _SBD + "MEAA_JPEAD_J@Z",
               "streambuf_xsputn": "?xsputn" + _SBD + "MEAA_JPEBD_J@Z",
               "streambuf_setbuf": "?setbuf" + _SBD + "MEAAPEAV12@PEAD_J@Z",
               "streambuf_sync": "?sync" + _SBD + "MEAAHXZ",
               "streambuf_imbue": "?imbue" + _SBD + "MEAAXAEBVlocale@2@@Z",
               "streambuf_overflow": "?overflow" + _SBD + "MEAAHH@Z",
               "streambuf_pbackfail": "?pbackfail" + _SBD + "MEAAHH@Z",
               "streambuf_underflow": "?underflow" + _SBD + "MEAAHXZ"}
_SB = "?$basic_streambuf@DU?$char_traits@D@std@@@std@@"
_WSB = "?$basic_streambuf@_WU?$char_traits@_W@std@@@std@@"
WEOF = 0xFFFF                           # char_traits<wchar_t>::eof()


def virtual(slot, params=""):
    """Declare a default virtual function of the class at both widths: under its exported
    name where the DLL exports it (a derived class's vtable in a program names it), else
    as the DLL's own."""
    def register(func):
        if slot in _EXPORTED:
            thiscall(_EXPORTED[slot], params)(func)
            return member64(_EXPORTED64[slot], params)(func)
        internal(slot, params)(func)
        return internal64(slot, params)(func)
    return register


def slot_name(vm, slot):
    """The DLL's name of a default virtual function at the program's width."""
    if vm.ptr_size == 8:
        return _EXPORTED64.get(slot, "wineagent.x64." + slot)
    return _EXPORTED.get(slot, "wineagent." + slot)


def own_name(vm, name):
    """The name of one of the DLL's own (unexported) functions at the program's width."""
    return ("wineagent.x64." if vm.ptr_size == 8 else "wineagent.") + name


def _vtable(vm):
    """basic_streambuf<char>'s vtable: the exported members where the DLL exports one."""
    p = vm.ptr_size
    table = vm.alloc_data(p * len(_SLOTS))
    for i, slot in enumerate(_SLOTS):
        vm.mem.wptr(table + p * i, vm.proc_address(MSVCP140, slot_name(vm, slot)))
    return table


data_imports.DATA[(MSVCP140.lower(), "??_7" + _SB + "6B@")] = _vtable


class Areas:
    """The get and put areas of a streambuf, reached through its six pointers (``width``:
    the character's size, 1 or 2)."""

    def __init__(self, mem, this, width=1):
        lay = LAYOUT[mem.ptr_size]
        self.mem, self.width = mem, width
        self.ignext, self.igcount = mem.uptr(this + lay.ignext), mem.uptr(this + lay.igcount)
        self.ipnext, self.ipcount = mem.uptr(this + lay.ipnext), mem.uptr(this + lay.ipcount)

    def gnext(self):
        return self.mem.uptr(self.ignext)

    def gavail(self):
        """_Gnavail: what is left to read (0 when there is no get area)."""
        return self.mem.i32(self.igcount) if self.gnext() else 0

    def gbump(self, n):
        self.mem.w32(self.igcount, (self.mem.i32(self.igcount) - n) & 0xFFFFFFFF)
        self.mem.wptr(self.ignext, self.gnext() + n * self.width)

    def pnext(self):
        return self.mem.uptr(self.ipnext)

    def pavail(self):
        return self.mem.i32(self.ipcount) if self.pnext() else 0

    def pbump(self, n):
        self.mem.w32(self.ipcount, (self.mem.i32(self.ipcount) - n) & 0xFFFFFFFF)
        self.mem.wptr(self.ipnext, self.pnext() + n * self.width)


def init_areas(mem, this):
    """_Init(): the six pointers at the object's own fields, no get or put area."""
    lay = LAYOUT[mem.ptr_size]
    for ptr, field in ((lay.igfirst, lay.gfirst), (lay.ipfirst, lay.pfirst),
                       (lay.ignext, lay.gnext), (lay.ipnext, lay.pnext),
                       (lay.igcount, lay.gcount), (lay.ipcount, lay.pcount)):
        mem.wptr(this + ptr, this + field)
    for field in (lay.gfirst, lay.pfirst, lay.gnext, lay.pnext):
        mem.wptr(this + field, 0)
    mem.w32(this + lay.gcount, 0)
    mem.w32(this + lay.pcount, 0)


def vcall32(c, obj, slot, args=()):
    """Generator: a virtual function answering an int (EOF compares as 0xFFFFFFFF)."""
    return (yield from vcall(c, obj, slot, args)) & 0xFFFFFFFF


@member64("??0" + _SB + "IEAA@XZ")
@thiscall("??0" + _SB + "IAE@XZ")
def streambuf_ctor(c, this):
    """basic_streambuf(): the global locale, no areas."""
    vm = c.vm
    vm.mem.wptr(this, vm.data_var(MSVCP140, "??_7" + _SB + "6B@"))
    vm.mem.wptr(this + LAYOUT[vm.ptr_size].plocale, (yield from new_locale(c)))
    init_areas(vm.mem, this)
    return this


def streambuf_destroy(c, this):
    """Generator: the destructor's work: delete the locale."""
    vm = c.vm
    vm.mem.wptr(this, vm.data_var(MSVCP140, "??_7" + _SB + "6B@"))
    loc = vm.mem.uptr(this + LAYOUT[vm.ptr_size].plocale)
    if loc:
        yield from delete_locale(c, loc)


@member64("??1" + _SB + "UEAA@XZ")
@thiscall("??1" + _SB + "UAE@XZ")
def streambuf_dtor(c, this):
    """~basic_streambuf: deletes its locale."""
    yield from streambuf_destroy(c, this)


@internal64("streambuf_dtor", "UINT flags")
@internal("streambuf_dtor", "UINT flags")
def streambuf_deleting_dtor(c, this, flags):
    """The vtable's deleting destructor."""
    yield from streambuf_destroy(c, this)
    if flags & 1:
        c.vm.heap.free(this)
    return this


@member64("?_Init@" + _WSB + "IEAAXXZ")
@thiscall("?_Init@" + _WSB + "IAEXXZ")
@member64("?_Init@" + _SB + "IEAAXXZ")
@thiscall("?_Init@" + _SB + "IAEXXZ")
def streambuf_init(c, this):
    """_Init(): no get or put area."""
    init_areas(c.vm.mem, this)


@member64("?getloc@" + _SB + "QEBA?AVlocale@2@XZ", "LPVOID ret")
@thiscall("?getloc@" + _SB + "QBE?AVlocale@2@XZ", "LPVOID ret")
def streambuf_getloc(c, this, ret):
    """A copy of the buffer's locale, into ``ret``."""
    vm = c.vm
    return copy_locale(vm, ret, vm.mem.uptr(this + LAYOUT[vm.ptr_size].plocale))


#: where ios_base keeps its locale pointer (_Ploc), by pointer size
IOS_PLOC = {4: 48, 8: 64}


@member64("?getloc@ios_base@std@@QEBA?AVlocale@2@XZ", "LPVOID ret")
@thiscall("?getloc@ios_base@std@@QBE?AVlocale@2@XZ", "LPVOID ret")
def ios_base_getloc(c, this, ret):
    """A copy of the stream's locale (ios_base's _Ploc), into ``ret``."""
    vm = c.vm
    return copy_locale(vm, ret, vm.mem.uptr(this + IOS_PLOC[vm.ptr_size]))


def _char(mem, p):
    return mem.read(p, 1)[0]


@member64("?sgetc@" + _SB + "QEAAHXZ")
@thiscall("?sgetc@" + _SB + "QAEHXZ")
def sgetc(c, this):
    """The next character, not taken (underflow() when the get area is empty)."""
    a = Areas(c.vm.mem, this)
    if a.gavail() > 0:
        return _char(c.vm.mem, a.gnext())
    return (yield from vcall32(c, this, _UNDERFLOW))


def bump(c, this):
    """Generator: sbumpc's work."""
    a = Areas(c.vm.mem, this)
    if a.gavail() > 0:
        ch = _char(c.vm.mem, a.gnext())
        a.gbump(1)
        return ch
    return (yield from vcall32(c, this, _UFLOW))


@member64("?sbumpc@" + _SB + "QEAAHXZ")
@thiscall("?sbumpc@" + _SB + "QAEHXZ")
def sbumpc(c, this):
    """The next character, taken (uflow() when the get area is empty)."""
    return (yield from bump(c, this))


@member64("?snextc@" + _SB + "QEAAHXZ")
@thiscall("?snextc@" + _SB + "QAEHXZ")
def snextc(c, this):
    """Step past the next character and return the one after it (EOF at the end)."""
    a = Areas(c.vm.mem, this)
    if a.gavail() > 1:
        a.gbump(1)
        return _char(c.vm.mem, a.gnext())
    if (yield from bump(c, this)) == EOF:
        return EOF
    return (yield from sgetc(c, this))


@member64("?sputc@" + _SB + "QEAAHD@Z", "BYTE ch")
@thiscall("?sputc@" + _SB + "QAEHD@Z", "BYTE ch")
def sputc(c, this, ch):
    """Put ``ch`` (overflow(ch) when the put area is full)."""
    a = Areas(c.vm.mem, this)
    ch &= 0xFF
    if a.pavail() > 0:
        c.vm.mem.write(a.pnext(), bytes([ch]))
        a.pbump(1)
        return ch
    return (yield from vcall32(c, this, _OVERFLOW, (ch,)))


@member64("?sputn@" + _WSB + "QEAA_JPEB_W_J@Z", "LPVOID buf, __int64 count")
@thiscall("?sputn@" + _WSB + "QAE_JPB_W_J@Z", "LPVOID buf, __int64 count")
@member64("?sputn@" + _SB + "QEAA_JPEBD_J@Z", "LPVOID buf, __int64 count")
@thiscall("?sputn@" + _SB + "QAE_JPBD_J@Z", "LPVOID buf, __int64 count")
def sputn(c, this, buf, count):
    """Write ``count`` characters (of either kind) from ``buf``: xsputn() through the
    object's vtable; how many were written (64-bit)."""
    return Ret64((yield from vcall64(c, this, _XSPUTN, buf, count)))


@member64("?sgetn@" + _SB + "QEAA_JPEAD_J@Z", "LPVOID buf, __int64 count")
@thiscall("?sgetn@" + _SB + "QAE_JPAD_J@Z", "LPVOID buf, __int64 count")
def sgetn(c, this, buf, count):
    """Read up to ``count`` characters into ``buf``: xsgetn() through the object's
    vtable; how many were read (64-bit)."""
    return Ret64((yield from vcall64(c, this, _XSGETN, buf, count)))


def vcall64(c, this, slot, buf, count):
    """Generator: call xsputn/xsgetn (a pointer and a 64-bit count on the stack, a 64-bit
    answer in EDX:EAX; at x64 in registers and RAX) through the object's vtable."""
    vm = c.vm
    if vm.ptr_size == 8:
        value = (yield from vcall(c, this, slot, (buf, count))) & 0xFFFFFFFFFFFFFFFF
        return value - (1 << 64) if value >> 63 else value
    fn = vm.mem.u32(vm.mem.u32(this) + 4 * slot)
    count &= 0xFFFFFFFFFFFFFFFF
    low = yield GuestCall(fn, (buf, count & 0xFFFFFFFF, count >> 32), "stdcall",
                          regs={"ecx": this})
    high = vm.machine.regs()["edx"]
    value = ((high & 0xFFFFFFFF) << 32) | (low & 0xFFFFFFFF)
    return value - (1 << 64) if value >> 63 else value


# -- the default virtual functions --------------------------------------------------------------
@virtual("streambuf_lock")
def streambuf_lock(c, this):
    """_Lock: nothing (basic_filebuf overrides it)."""


@virtual("streambuf_unlock")
def streambuf_unlock(c, this):
    """_Unlock: nothing."""


@virtual("streambuf_overflow", "int ch")
def streambuf_overflow(c, this, ch):
    """overflow: always fails (EOF)."""
    return EOF


@virtual("streambuf_pbackfail", "int ch")
def streambuf_pbackfail(c, this, ch):
    """pbackfail: always fails (EOF)."""
    return EOF


@virtual("streambuf_underflow")
def streambuf_underflow(c, this):
    """underflow: nothing more to read (EOF)."""
    return EOF


@virtual("streambuf_showmanyc")
def streambuf_showmanyc(c, this):
    """showmanyc: no characters known to be available (a 64-bit 0)."""
    return Ret64(0)


@virtual("streambuf_uflow")
def streambuf_uflow(c, this):
    """uflow: underflow(), then take the character it made available."""
    if (yield from vcall32(c, this, _UNDERFLOW)) == EOF:
        return EOF
    a = Areas(c.vm.mem, this)
    ch = _char(c.vm.mem, a.gnext())
    a.gbump(1)
    return ch


@virtual("streambuf_xsgetn", "LPVOID buf, __int64 count")
def streambuf_xsgetn(c, this, buf, count):
    """Read up to ``count`` characters into ``buf``: from the get area, then uflow() one
    at a time; how many were read (64-bit)."""
    mem, start = c.vm.mem, count
    while count > 0:
        a = Areas(mem, this)
        size = a.gavail()
        if size > 0:
            size = min(size, count)
            mem.write(buf, mem.read(a.gnext(), size))
            buf += size
            count -= size
            a.gbump(size)
        else:
            ch = yield from vcall32(c, this, _UFLOW)
            if ch == EOF:
                break
            mem.write(buf, bytes([ch & 0xFF]))
            buf += 1
            count -= 1
    return Ret64(start - count)


@virtual("streambuf_xsputn", "LPVOID buf, __int64 count")
def streambuf_xsputn(c, this, buf, count):
    """Write ``count`` characters from ``buf``: into the put area, then overflow() one at
    a time; how many were written (64-bit)."""
    mem, start = c.vm.mem, count
    while count > 0:
        a = Areas(mem, this)
        size = a.pavail()
        if size > 0:
            size = min(size, count)
            mem.write(a.pnext(), mem.read(buf, size))
            buf += size
            count -= size
            a.pbump(size)
        else:
            if (yield from vcall32(c, this, _OVERFLOW, (_char(mem, buf),))) == EOF:
                break
            buf += 1
            count -= 1
    return Ret64(start - count)


def _bad_position(c, ret):
    # fpos<_Mbstatet> {streamoff _Myoff (64-bit); fpos_t _Fpos (64-bit); _Mbstatet (8)}
    c.vm.mem.write(ret, (-1).to_bytes(8, "little", signed=True) + bytes(16))
    return ret


@virtual("streambuf_seekoff", "LPVOID ret, __int64 off, int way, int mode")
def streambuf_seekoff(c, this, ret, off, way, mode):
    """seekoff: no positioning (an fpos of -1, into ``ret``)."""
    return _bad_position(c, ret)


@virtual("streambuf_seekpos", "LPVOID ret, LPVOID pos0, LPVOID pos1, LPVOID pos2,"
          " LPVOID pos3, LPVOID pos4, LPVOID pos5, int mode")
def streambuf_seekpos(c, this, ret, *rest):
    """seekpos (the fpos passed by value, 24 bytes): no positioning (-1)."""
    return _bad_position(c, ret)


@virtual("streambuf_setbuf", "LPVOID buf, __int64 count")
def streambuf_setbuf(c, this, buf, count):
    """setbuf: nothing changes; the buffer itself."""
    return this


@virtual("streambuf_sync")
def streambuf_sync(c, this):
    """sync: nothing to synchronise (0)."""
    return 0


@virtual("streambuf_imbue", "LPVOID loc")
def streambuf_imbue(c, this, loc):
    """imbue: nothing to do (pubimbue stores the locale)."""


# -- basic_streambuf<wchar_t>: the same layout, counts in wchar_t ------------------------------
@member64("?sputc@" + _WSB + "QEAAG_W@Z", "int ch")
@thiscall("?sputc@" + _WSB + "QAEG_W@Z", "int ch")
def wsputc(c, this, ch):
    """Put ``ch`` (overflow(ch) when the put area is full)."""
    a = Areas(c.vm.mem, this, 2)
    ch &= 0xFFFF
    if a.pavail() > 0:
        c.vm.mem.write(a.pnext(), ch.to_bytes(2, "little"))
        a.pbump(1)
        return ch
    return (yield from vcall32(c, this, _OVERFLOW, (ch,))) & 0xFFFF


_WDEFAULTS = {
    "wstreambuf_lock": ("?_Lock@" + _WSB + "UAEXXZ", "?_Lock@" + _WSB + "UEAAXXZ"),
    "wstreambuf_unlock": ("?_Unlock@" + _WSB + "UAEXXZ", "?_Unlock@" + _WSB + "UEAAXXZ"),
    "wstreambuf_showmanyc": ("?showmanyc@" + _WSB + "MAE_JXZ",
                             "?showmanyc@" + _WSB + "MEAA_JXZ"),
    "wstreambuf_xsgetn": ("?xsgetn@" + _WSB + "MAE_JPA_W_J@Z",
                          "?xsgetn@" + _WSB + "MEAA_JPEA_W_J@Z"),
    "wstreambuf_seekoff": ("?seekoff@" + _WSB + "MAE?AV?$fpos@U_Mbstatet@@@2@_JHH@Z",
                           "?seekoff@" + _WSB + "MEAA?AV?$fpos@U_Mbstatet@@@2@_JHH@Z"),
    "wstreambuf_seekpos": ("?seekpos@" + _WSB + "MAE?AV?$fpos@U_Mbstatet@@@2@V32@H@Z",
                           "?seekpos@" + _WSB + "MEAA?AV?$fpos@U_Mbstatet@@@2@V32@H@Z"),
    "wstreambuf_setbuf": ("?setbuf@" + _WSB + "MAEPAV12@PA_W_J@Z",
                          "?setbuf@" + _WSB + "MEAAPEAV12@PEA_W_J@Z"),
    "wstreambuf_imbue": ("?imbue@" + _WSB + "MAEXABVlocale@2@@Z",
                         "?imbue@" + _WSB + "MEAAXAEBVlocale@2@@Z"),
}


def wslot_name(vm, slot):
    """The DLL's name of a default virtual function of basic_streambuf<wchar_t>."""
    return _WDEFAULTS[slot][vm.ptr_size == 8]


def _wvirtual(slot, params=""):
    def register(func):
        x86, x64 = _WDEFAULTS[slot]
        thiscall(x86, params)(func)
        return member64(x64, params)(func)
    return register


_wvirtual("wstreambuf_lock")(streambuf_lock)
_wvirtual("wstreambuf_unlock")(streambuf_unlock)
_wvirtual("wstreambuf_showmanyc")(streambuf_showmanyc)
_wvirtual("wstreambuf_seekoff", "LPVOID ret, __int64 off, int way, int mode")(
    streambuf_seekoff)
_wvirtual("wstreambuf_setbuf", "LPVOID buf, __int64 count")(streambuf_setbuf)
_wvirtual("wstreambuf_imbue", "LPVOID loc")(streambuf_imbue)


_wvirtual("wstreambuf_seekpos", "LPVOID ret, LPVOID pos0, LPVOID pos1, LPVOID pos2,"
          " LPVOID pos3, LPVOID pos4, LPVOID pos5, int mode")(streambuf_seekpos)


@_wvirtual("wstreambuf_xsgetn", "LPVOID buf, __int64 count")
def wstreambuf_xsgetn(c, this, buf, count):
    """Read up to ``count`` wchar_t into ``buf``: from the get area, then uflow() one at
    a time; how many were read (64-bit)."""
    mem, start = c.vm.mem, count
    while count > 0:
        a = Areas(mem, this, 2)
        size = a.gavail()
        if size > 0:
            size = min(size, count)
            mem.write(buf, mem.read(a.gnext(), 2 * size))
            buf += 2 * size
            count -= size
            a.gbump(size)
        else:
            ch = (yield from vcall32(c, this, _UFLOW)) & 0xFFFF
            if ch == WEOF:
                break
            mem.write(buf, ch.to_bytes(2, "little"))
            buf += 2
            count -= 1
    return Ret64(start - count)


# -- character access at either width (the istream members') ----------------------------------
def _meta(value, width):
    """An int_type answer as a character, or None for eof()."""
    if width == 1:
        return None if value & 0xFFFFFFFF == EOF else value & 0xFF
    return None if value & 0xFFFF == WEOF else value & 0xFFFF


def getc(c, this, width):
    """Generator: sgetc of a buffer of ``width``-byte characters: the next character, not
    taken (underflow() when the get area is empty); None at the end."""
    mem = c.vm.mem
    a = Areas(mem, this, width)
    if a.gavail() > 0:
        return int.from_bytes(mem.read(a.gnext(), width), "little")
    return _meta((yield from vcall32(c, this, _UNDERFLOW)), width)


def bumpc(c, this, width):
    """Generator: sbumpc: the next character, taken (uflow() when the get area is
    empty); None at the end."""
    mem = c.vm.mem
    a = Areas(mem, this, width)
    if a.gavail() > 0:
        ch = int.from_bytes(mem.read(a.gnext(), width), "little")
        a.gbump(1)
        return ch
    return _meta((yield from vcall32(c, this, _UFLOW)), width)


def put_char_back(c, this, width, ch=None):
    """Generator: sputbackc(ch), or sungetc() when ``ch`` is None: the get area's
    previous character when there is one (and it is ``ch``), else pbackfail; the
    character, or None when that fails."""
    mem = c.vm.mem
    lay = LAYOUT[mem.ptr_size]
    a = Areas(mem, this, width)
    first = mem.uptr(mem.uptr(this + lay.igfirst))
    nxt = a.gnext()
    if nxt and first < nxt:
        prev = int.from_bytes(mem.read(nxt - width, width), "little")
        if ch is None or prev == ch:
            a.gbump(-1)
            return prev
    arg = ch if ch is not None else (EOF if width == 1 else WEOF)
    return _meta((yield from vcall32(c, this, _PBACKFAIL, (arg,))), width)


# -- the area pointers' protected members (the headers' inline code calls them) ----------------
def _area_member(name, x86, x64, width):
    def register(func):
        def member(c, this):
            return func(Areas(c.vm.mem, this, width))
        member.__name__ = member.__qualname__ = name + ("_w" if width == 2 else "")
        member.__doc__ = func.__doc__
        member.__module__ = func.__module__
        thiscall(x86, "")(member)
        member64(x64, "")(member)
        return func
    return register


def _area_members(width):
    sb, ch = (_SB, "D") if width == 1 else (_WSB, "_W")

    @_area_member("_Gninc", "?_Gninc@%sIAEPA%sXZ" % (sb, ch), "?_Gninc@%sIEAAPEA%sXZ" % (sb, ch),
                  width)
    def gninc(a):
        """_Gninc(): the get pointer, then one further (the count one less)."""
        p = a.gnext()
        a.gbump(1)
        return p

    @_area_member("_Gnpreinc", "?_Gnpreinc@%sIAEPA%sXZ" % (sb, ch),
                  "?_Gnpreinc@%sIEAAPEA%sXZ" % (sb, ch), width)
    def gnpreinc(a):
        """_Gnpreinc(): the get pointer one further (the count one less); it."""
        a.gbump(1)
        return a.gnext()

    @_area_member("_Gndec", "?_Gndec@%sIAEPA%sXZ" % (sb, ch), "?_Gndec@%sIEAAPEA%sXZ" % (sb, ch),
                  width)
    def gndec(a):
        """_Gndec(): the get pointer one back (the count one more); it."""
        a.gbump(-1)
        return a.gnext()

    @_area_member("_Pninc", "?_Pninc@%sIAEPA%sXZ" % (sb, ch), "?_Pninc@%sIEAAPEA%sXZ" % (sb, ch),
                  width)
    def pninc(a):
        """_Pninc(): the put pointer, then one further (the count one less)."""
        p = a.pnext()
        a.pbump(1)
        return p

    @_area_member("_Gnavail", "?_Gnavail@%sIBE_JXZ" % sb, "?_Gnavail@%sIEBA_JXZ" % sb, width)
    def gnavail(a):
        """_Gnavail(): what the get area has left (0 without one)."""
        return Ret64(a.gavail())

    @_area_member("_Pnavail", "?_Pnavail@%sIBE_JXZ" % sb, "?_Pnavail@%sIEBA_JXZ" % sb, width)
    def pnavail(a):
        """_Pnavail(): the room left in the put area (0 without one)."""
        return Ret64(a.pavail())


_area_members(1)
_area_members(2)


# -- the protected accessors and mutators (eback ... epptr, setg, setp, gbump, pbump) ----------
def _register(name, width, x86, x64, params=""):
    """Declare ``name``'s member (of basic_streambuf<char> or <wchar_t>, ``width``) at
    both widths: ``func(c, this, width, *params)``."""
    def register(func):
        def member(c, this, *args):
            return func(c, this, width, *args)
        member.__name__ = member.__qualname__ = func.__name__ + ("_w" if width == 2 else "")
        member.__doc__ = func.__doc__
        member.__module__ = func.__module__
        thiscall(x86, params)(member)
        member64(x64, params)(member)
        return func
    return register


def _ptr_field(c, this, field):
    """What the buffer's pointer ``field`` (igfirst, ignext, ...) points at."""
    mem = c.vm.mem
    return mem.uptr(mem.uptr(this + getattr(LAYOUT[mem.ptr_size], field)))


def _count(c, this, field):
    mem = c.vm.mem
    return mem.i32(mem.uptr(this + getattr(LAYOUT[mem.ptr_size], field)))


def _set(c, this, field, value, count=False):
    mem = c.vm.mem
    where = mem.uptr(this + getattr(LAYOUT[mem.ptr_size], field))
    if count:
        mem.w32(where, value & 0xFFFFFFFF)
    else:
        mem.wptr(where, value)


def eback(c, this, width):
    """eback(): the get area's beginning."""
    return _ptr_field(c, this, "igfirst")


def gptr(c, this, width):
    """gptr(): the get area's next character."""
    return _ptr_field(c, this, "ignext")


def egptr(c, this, width):
    """egptr(): the get area's end (the next character plus the count left)."""
    return _ptr_field(c, this, "ignext") + _count(c, this, "igcount") * width


def pbase(c, this, width):
    """pbase(): the put area's beginning."""
    return _ptr_field(c, this, "ipfirst")


def pptr(c, this, width):
    """pptr(): the put area's next position."""
    return _ptr_field(c, this, "ipnext")


def epptr(c, this, width):
    """epptr(): the put area's end (the next position plus the room left)."""
    return _ptr_field(c, this, "ipnext") + _count(c, this, "ipcount") * width


def gbump(c, this, width, off):
    """gbump(off): the get pointer ``off`` characters on (the count ``off`` less)."""
    Areas(c.vm.mem, this, width).gbump(off)


def pbump(c, this, width, off):
    """pbump(off): the put pointer ``off`` characters on (the room ``off`` less)."""
    Areas(c.vm.mem, this, width).pbump(off)


def setg(c, this, width, first, nxt, last):
    """setg(first, next, last): the get area; the count is last - next, in characters."""
    _set(c, this, "igfirst", first)
    _set(c, this, "ignext", nxt)
    _set(c, this, "igcount", (last - nxt) // width, count=True)


def setp2(c, this, width, first, last):
    """setp(first, last): the put area, its next position its beginning."""
    setp3(c, this, width, first, first, last)


def setp3(c, this, width, first, nxt, last):
    """setp(first, next, last): the put area; the room is last - next, in characters."""
    _set(c, this, "ipfirst", first)
    _set(c, this, "ipnext", nxt)
    _set(c, this, "ipcount", (last - nxt) // width, count=True)


def init_pointers(c, this, width, gfirst, gnext, gcount, pfirst, pnext, pcount):
    """_Init(gfirst, gnext, gcount, pfirst, pnext, pcount): the six pointers at the
    given places (a derived buffer's own fields), their contents untouched."""
    mem = c.vm.mem
    lay = LAYOUT[mem.ptr_size]
    for field, value in (("igfirst", gfirst), ("ignext", gnext), ("igcount", gcount),
                         ("ipfirst", pfirst), ("ipnext", pnext), ("ipcount", pcount)):
        mem.wptr(this + getattr(lay, field), value)


def _accessors(width):
    sb, ch = (_SB, "D") if width == 1 else (_WSB, "_W")
    for func in (eback, gptr, egptr, pbase, pptr, epptr):
        name = func.__name__
        _register(name, width, "?%s@%sIBEPA%sXZ" % (name, sb, ch),
                  "?%s@%sIEBAPEA%sXZ" % (name, sb, ch))(func)
    for func in (gbump, pbump):
        name = func.__name__
        _register(name, width, "?%s@%sIAEXH@Z" % (name, sb),
                  "?%s@%sIEAAXH@Z" % (name, sb), "int off")(func)
    _register("setg", width, "?setg@%sIAEXPA%s00@Z" % (sb, ch),
              "?setg@%sIEAAXPEA%s00@Z" % (sb, ch), "LPVOID first, LPVOID next, LPVOID last")(setg)
    _register("setp", width, "?setp@%sIAEXPA%s0@Z" % (sb, ch),
              "?setp@%sIEAAXPEA%s0@Z" % (sb, ch), "LPVOID first, LPVOID last")(setp2)
    _register("setp", width, "?setp@%sIAEXPA%s00@Z" % (sb, ch),
              "?setp@%sIEAAXPEA%s00@Z" % (sb, ch),
              "LPVOID first, LPVOID next, LPVOID last")(setp3)
    _register("_Init", width, "?_Init@%sIAEXPAPA%s0PAH001@Z" % (sb, ch),
              "?_Init@%sIEAAXPEAPEA%s0PEAH001@Z" % (sb, ch),
              "LPVOID gfirst, LPVOID gnext, LPVOID gcount, LPVOID pfirst, LPVOID pnext,"
              " LPVOID pcount")(init_pointers)


_accessors(1)
_accessors(2)
