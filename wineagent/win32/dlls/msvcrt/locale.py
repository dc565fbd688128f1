"""The C runtime's locale queries and objects (setlocale's named locales: crtlocale.py).

- ``___lc_handle_func`` (the six categories' LCIDs: 0 for "C"), ``___lc_collate_cp_func``
  and ``___lc_codepage_func`` (code page 0: "C" has none), ``___lc_locale_name_func``
  (the six categories' names: NULL for "C"), ``__pctype_func`` (the ctype table's
  ``_pctype``), ``__pwctype_func``;
- ``_create_locale`` / ``_wcreate_locale`` / ``_free_locale`` / ``_get_current_locale``:
  a ``_locale_t`` is two pointers (locinfo, mbcinfo) to the runtime's blocks; only the
  "C" locale's can be made (another name stops the guest, naming it, and so does
  _get_current_locale or an ``_l`` function given one while setlocale chose a named
  locale: crtlocale.py holds setlocale's named locales);
- the names the C++ library's time facets read: ``_Getdays``, ``_Getmonths``
  (``":Sun:Sunday:..."`` in a malloc'ed string), ``_W_Getdays``, ``_W_Getmonths``;
  ``_Gettnames`` / ``_W_Gettnames`` (a malloc'ed ``__lc_time_data``) and ``_Strftime``,
  which formats with it as strftime does;
- the C runtime's heap extras: ``_aligned_malloc`` and its family, ``_set_new_handler``,
  ``_query_new_handler``, ``_callnewh``; ``qsort_s`` / ``bsearch_s``, whose comparison
  gets the caller's context first; ``_invalid_parameter`` / ``_invalid_parameter_noinfo``.
"""

from ....abi.api import BOTH, WIDTH32, X86ONLY, GuestCall, Unimplemented, api, lookup
from ....abi.structs import struct as cstruct
from ...core.crt import EINVAL, ENOMEM, cdecl, invalid_parameter, set_errno
from .time import C_NAMES, _MON, _WDAY, _strftime_factory
from .crtlocale import LC_TIME, all_c, current, time_names
from .crtlocale import localeconv
from ...core.dllnames import MSVCRT, UCRTBASE
from ...core.crtsort import crt_bsearch, crt_qsort
from ..kernel32.strings import GetStringTypeW

LC_ALL, LC_MAX = 0, 5


def ucrt(name, params="", widths=WIDTH32):
    """Declare a function of the UCRT's own table."""
    return api(UCRTBASE, name, params, conv="cdecl", widths=widths)


def _zeros(vm, key, size):
    """A zero-filled block of the runtime's own data, made once per VM."""
    cells = vm.crt.time_cells
    if key not in cells:
        cells[key] = vm.alloc_data(size)
    return cells[key]


# -- the current locale's facts -------------------------------------------------------------
@cdecl("___lc_locale_name_func", widths=BOTH)
def ___lc_locale_name_func(c):
    """The wide names of LC_ALL..LC_TIME's locales: all NULL in the "C" locale (an array
    of pointers, the program's width); a named locale's are not kept here (it stops)."""
    if not all_c(c.vm):
        raise Unimplemented("___lc_locale_name_func in a named locale")
    return _zeros(c.vm, "lc_names", c.ptr_size * (LC_MAX + 1))


@cdecl("__pctype_func", widths=BOTH)
def __pctype_func(c):
    """The ctype table ``_pctype`` points to (one entry past EOF's)."""
    return c.vm.mem.uptr(c.vm.data_var(MSVCRT, "_pctype"))


@cdecl("__p__pctype", widths=BOTH)
def __p__pctype(c):
    """&_pctype."""
    return c.vm.data_var(MSVCRT, "_pctype")


@cdecl("__pwctype_func", widths=BOTH)
def __pwctype_func(c):
    """The wide ctype table (256 entries, the "C" locale's classes of 0-255)."""
    vm = c.vm
    cells = vm.crt.time_cells
    if "pwctype" not in cells:
        table = vm.alloc_data(2 * 256)
        vm.mem.write(table, vm.mem.read(vm.mem.uptr(vm.data_var(MSVCRT, "_pctype")), 2 * 256))
        cells["pwctype"] = table
    return cells["pwctype"]


# -- _locale_t ------------------------------------------------------------------------------
#: msvcrt's threadlocinfo (what _locale_t.locinfo points to; programs built with msvcrt's
#: headers read its pctype and mb_cur_max through the _isxxx_l macros).
THREADLOCINFO = cstruct(
    "CRT_THREADLOCINFO", "LONG refcount; UINT lc_codepage; UINT lc_collate_cp; "
    "DWORD lc_handle[6]; WORD lc_id[18]; LPVOID lc_category[24]; LONG lc_clike; "
    "LONG mb_cur_max; LPVOID lconv_intl_refcount; LPVOID lconv_num_refcount; "
    "LPVOID lconv_mon_refcount; LPVOID lconv; LPVOID ctype1_refcount; LPVOID ctype1; "
    "LPVOID pctype; LPVOID pclmap; LPVOID pcumap; LPVOID lc_time_curr")
#: The UCRT's public head of its locale data (the rest is private to the UCRT).
UCRT_LOCINFO = cstruct("CRT_UCRT_LOCINFO", "LPVOID pctype; LONG mb_cur_max; UINT lc_codepage")
# The _locale_t a program holds (crtdefs.h's localeinfo_struct); it and the locinfo above
# are laid out at the program's width (their pointers are 8 bytes in a 64-bit program).
LOCALE_T = cstruct("_locale_tstruct", "LPVOID locinfo; LPVOID mbcinfo")


def _case_maps(vm):
    """The "C" locale's 256-byte tolower and toupper maps (made once)."""
    cells = vm.crt.time_cells
    if "pclmap" not in cells:
        low = vm.alloc_data(256)
        up = vm.alloc_data(256)
        vm.mem.write(low, bytes(b + 32 if 65 <= b <= 90 else b for b in range(256)))
        vm.mem.write(up, bytes(b - 32 if 97 <= b <= 122 else b for b in range(256)))
        cells["pclmap"], cells["pcumap"] = low, up
    return cells["pclmap"], cells["pcumap"]


def _c_name(vm):
    cells = vm.crt.time_cells
    if "c_names" not in cells:
        narrow = vm.alloc_data(2)
        wide = vm.alloc_data(4)
        vm.mem.write_cstr(narrow, "C")
        vm.mem.write_wstr(wide, "C")
        cells["c_names"] = (narrow, wide)
    return cells["c_names"]


def _locale_body(c, category, name, ucrt):
    vm = c.vm
    if not 0 <= category <= LC_MAX or name is None:
        return 0
    if name != "C":
        raise Unimplemented("msvcrt.dll!_create_locale: locale %r (only \"C\"'s objects are made)"
                            % name)
    mem = vm.mem
    ps = vm.ptr_size
    pctype = mem.uptr(vm.data_var(MSVCRT, "_pctype"))
    loc = vm.heap.alloc(LOCALE_T.sizeof(ps), zero=True)
    # the UCRT's locinfo is larger than its public head: room as msvcrt's at 32 bits
    info = vm.heap.alloc(max(0x160, THREADLOCINFO.sizeof(ps)), zero=True)
    mbc = vm.heap.alloc(0x120, zero=True)        # threadmbcinfo: code page 0, single-byte
    if ucrt:
        UCRT_LOCINFO.write(mem, info, ps, pctype=pctype, mb_cur_max=1, lc_codepage=0)
    else:
        low, up = _case_maps(vm)
        narrow, wide = _c_name(vm)
        THREADLOCINFO.write(
            mem, info, ps, refcount=1, lc_codepage=0, lc_collate_cp=0, lc_handle=(0,) * 6,
            lc_id=(0,) * 18, lc_category=(narrow, wide, 0, 0) * 6, lc_clike=1, mb_cur_max=1,
            lconv_intl_refcount=0, lconv_num_refcount=0, lconv_mon_refcount=0,
            lconv=localeconv(c), ctype1_refcount=0, ctype1=pctype - 2, pctype=pctype,
            pclmap=low, pcumap=up, lc_time_curr=_time_data(vm, False))
    LOCALE_T.write(mem, loc, ps, locinfo=info, mbcinfo=mbc)
    vm.crt.locales[loc] = "C"
    return loc


def _creator(ucrt, wide):
    def handler(c, category, name):
        return _locale_body(c, category, name, ucrt)
    handler.__doc__ = ("A %slocale object for ``name`` (\"C\"), its locinfo laid out as %s's "
                       "headers read it; NULL for a bad category or NULL name." % (
                           "(wide name) " if wide else "", "the UCRT" if ucrt else "msvcrt"))
    return handler


cdecl("_create_locale", "int category, LPCSTR name", widths=BOTH)(_creator(False, False))
cdecl("_wcreate_locale", "int category, LPCWSTR name", widths=BOTH)(_creator(False, True))
ucrt("_create_locale", "int category, LPCSTR name", widths=BOTH)(_creator(True, False))
ucrt("_wcreate_locale", "int category, LPCWSTR name", widths=BOTH)(_creator(True, True))


def _current_c(c):
    if not all_c(c.vm):
        raise Unimplemented("_get_current_locale: a locale object of a named locale "
                            "(only \"C\"'s are made here)")


@cdecl("_get_current_locale", widths=BOTH)
def _get_current_locale(c):
    """A locale object for the current locale (which must be "C": see _locale_body)."""
    _current_c(c)
    return _locale_body(c, LC_ALL, "C", False)


@ucrt("_get_current_locale", widths=BOTH)
def _get_current_locale_ucrt(c):
    """The UCRT's _get_current_locale."""
    _current_c(c)
    return _locale_body(c, LC_ALL, "C", True)


@cdecl("_free_locale", "LPVOID loc", widths=BOTH)
def _free_locale(c, loc):
    """Free a locale object (NULL is allowed)."""
    vm = c.vm
    if loc and vm.crt.locales.pop(loc, None) is not None:
        info, mbc = LOCALE_T.values(vm.mem, loc, vm.ptr_size)
        time_data = vm.mem.uptr(info + THREADLOCINFO.offsetof("lc_time_curr", vm.ptr_size))
        if vm.crt.locales.get(time_data) == "time":
            vm.crt.locales.pop(time_data)
            vm.heap.free(time_data)
        vm.heap.free(info)
        vm.heap.free(mbc)
        vm.heap.free(loc)


# -- the time names the C++ library reads ---------------------------------------------------
def _days():
    return "".join(":%s:%s" % (d[:3], d) for d in _WDAY)


def _months():
    return "".join(":%s:%s" % (m[:3], m) for m in _MON)


def _malloc_text(vm, text, wide):
    data = text.encode("utf-16-le") + b"\0\0" if wide else text.encode("ascii") + b"\0"
    p = vm.heap.alloc(len(data))
    vm.mem.write(p, data)
    return p


@cdecl("_Getdays", widths=BOTH)
def _Getdays(c):
    """":Sun:Sunday:Mon:Monday:..." in a malloc'ed string."""
    return _malloc_text(c.vm, _days(), False)


@cdecl("_Getmonths", widths=BOTH)
def _Getmonths(c):
    """":Jan:January:Feb:February:..." in a malloc'ed string."""
    return _malloc_text(c.vm, _months(), False)


@cdecl("_W_Getdays", widths=BOTH)
def _W_Getdays(c):
    """The wide _Getdays."""
    return _malloc_text(c.vm, _days(), True)


@cdecl("_W_Getmonths", widths=BOTH)
def _W_Getmonths(c):
    """The wide _Getmonths."""
    return _malloc_text(c.vm, _months(), True)


# __lc_time_data: 43 narrow names (short days, days, short months, months, AM, PM, the
# short date, long date and time pictures), then msvcrt's LCID (before msvcr110), two
# ints, the 43 wide names, the UCRT's locale name; the strings follow in the same block.
def _names(vm):
    """LC_TIME's 43 names in __lc_time_data's order, and the locale (None: "C")."""
    named = time_names(vm)
    t = named or C_NAMES
    names = (t.abbrev_days + t.days + t.abbrev_months + t.months
             + [t.am, t.pm, t.short_date, t.long_date, t.time])
    return names, (current(vm, LC_TIME) if named else None)


def _time_data(vm, ucrt):
    # the name pointers are the program's width; the wide names' array starts aligned to
    # a pointer after the LCID and the two ints (12 bytes, 8 in the UCRT's)
    ps = vm.ptr_size
    wide_off = ps * 43 + (8 if ucrt else 12)
    wide_off += -wide_off % ps
    head = wide_off + ps * 43 + (ps if ucrt else 0)
    names, loc = _names(vm)
    cp = loc.codepage if loc else 1252
    narrow = [n.encode("cp%d" % cp, "replace") + b"\0" for n in names]
    wide = [n.encode("utf-16-le") + b"\0\0" for n in names]
    # the wide strings start 4-aligned after a gap (the narrow ones do not run into them,
    # as in msvcrt's block: Wine's locale.c checks it)
    gap = 4 + (-(head + sum(map(len, narrow))) % 4)
    size = head + sum(map(len, narrow)) + gap + sum(map(len, wide)) + 4
    p = vm.heap.alloc(size, zero=True)
    mem = vm.mem
    if not ucrt:
        mem.w32(p + ps * 43, loc.lcid if loc else 0)
    at = p + head
    for i, data in enumerate(narrow):
        mem.wptr(p + ps * i, at)
        mem.write(at, data)
        at += len(data)
    at += gap
    for i, data in enumerate(wide):
        mem.wptr(p + wide_off + ps * i, at)
        mem.write(at, data)
        at += len(data)
    vm.crt.locales[p] = "time"
    vm.crt.time_cells.setdefault("time_data_locale", {})[p] = loc
    return p


@cdecl("_Gettnames", widths=BOTH)
def _Gettnames(c):
    """The "C" locale's time names (a malloc'ed __lc_time_data, msvcrt's layout)."""
    return _time_data(c.vm, False)


@ucrt("_Gettnames", widths=BOTH)
def _Gettnames_ucrt(c):
    """The UCRT's _Gettnames (its __lc_time_data has no LCID and ends with a name)."""
    return _time_data(c.vm, True)


cdecl("_W_Gettnames", widths=BOTH)(_Gettnames)
ucrt("_W_Gettnames", widths=BOTH)(_Gettnames_ucrt)


def _strftime_via(ucrt_table):
    def handler(c, buf, size, fmt, tm, data):
        if data and c.vm.crt.locales.get(data) != "time":
            raise Unimplemented("_Strftime: time names not made by _Gettnames")
        made_in = c.vm.crt.time_cells.get("time_data_locale", {}).get(data)
        if data and made_in != _names(c.vm)[1]:
            raise Unimplemented("_Strftime: time names of another LC_TIME locale than the "
                                "current one")
        return (yield from _strftime_factory(False)(ucrt_table)(c, buf, size, fmt, tm))
    handler.__doc__ = ("strftime with the time names of ``data`` (NULL: the current "
                       "locale's): those of _Gettnames in the current LC_TIME.")
    return handler


cdecl("_Strftime", "LPVOID buf, SIZE_T size, LPVOID fmt, LPVOID tm, LPVOID data", widths=BOTH)(
    _strftime_via(False))
ucrt("_Strftime", "LPVOID buf, SIZE_T size, LPVOID fmt, LPVOID tm, LPVOID data", widths=BOTH)(
    _strftime_via(True))


# -- heap extras -----------------------------------------------------------------------------
def _aligned_alloc(c, size, align, offset):
    """Generator: the block's address (``offset`` bytes into it aligned), or 0."""
    vm = c.vm
    # Alignment 0 passes the power-of-two test the runtimes make ((a & (a - 1)) == 0) and
    # means the heap's own alignment, as msvcrt.dll and the UCRT take it.
    if align & (align - 1) or (size and offset >= size):
        yield from invalid_parameter(c, EINVAL)
        return 0
    ps = c.ptr_size
    align = max(align, ps)
    raw = vm.heap.alloc(size + align + ps + (-offset % align))
    if not raw:
        set_errno(vm, ENOMEM)
        return 0
    p = raw + ps
    p += (-(p + offset)) % align
    # as msvcrt: the original block's address in the pointer cell just before the aligned
    # one (4 or 8 bytes: the program's width)
    vm.mem.wptr(p - ps, raw)
    return p


@cdecl("_aligned_malloc", "SIZE_T size, SIZE_T align", widths=BOTH)
def _aligned_malloc(c, size, align):
    """A block aligned to ``align`` (a power of two), freed with _aligned_free."""
    return (yield from _aligned_alloc(c, size, align, 0))


@cdecl("_aligned_offset_malloc", "SIZE_T size, SIZE_T align, SIZE_T offset", widths=BOTH)
def _aligned_offset_malloc(c, size, align, offset):
    """A block whose byte ``offset`` is aligned to ``align``."""
    return (yield from _aligned_alloc(c, size, align, offset))


@cdecl("_aligned_free", "LPVOID p", widths=BOTH)
def _aligned_free(c, p):
    """Free a block of _aligned_malloc (NULL is allowed)."""
    if p:
        c.vm.heap.free(c.vm.mem.uptr(p - c.ptr_size))


def _aligned_re(c, p, size, align, offset):
    vm = c.vm
    if not p:
        return (yield from _aligned_alloc(c, size, align, offset))
    if not size:
        _aligned_free(c, p)
        return 0
    new = yield from _aligned_alloc(c, size, align, offset)
    if new:
        raw = vm.mem.uptr(p - c.ptr_size)
        old_size = vm.heap.size(raw) - (p - raw)
        vm.mem.write(new, vm.mem.read(p, min(size, old_size)))
        vm.heap.free(raw)
    return new


@cdecl("_aligned_realloc", "LPVOID p, SIZE_T size, SIZE_T align", widths=BOTH)
def _aligned_realloc(c, p, size, align):
    """Resize an aligned block (contents kept up to the smaller size)."""
    return (yield from _aligned_re(c, p, size, align, 0))


@cdecl("_aligned_offset_realloc", "LPVOID p, SIZE_T size, SIZE_T align, SIZE_T offset", widths=BOTH)
def _aligned_offset_realloc(c, p, size, align, offset):
    """Resize a block of _aligned_offset_malloc."""
    return (yield from _aligned_re(c, p, size, align, offset))


@cdecl("?_set_new_handler@@YAP6AHI@ZP6AHI@Z@Z", "LPVOID fn", widths=X86ONLY)
def _set_new_handler(c, fn):
    """Install the handler operator new and _callnewh call when memory runs out; the
    previous one."""
    old = c.vm.crt.new_handler
    c.vm.crt.new_handler = fn
    return old


cdecl("_set_new_handler", "LPVOID fn", widths=BOTH)(_set_new_handler)


@cdecl("?_query_new_handler@@YAP6AHI@ZXZ", widths=X86ONLY)
def _query_new_handler(c):
    """The installed new handler (NULL: none)."""
    return c.vm.crt.new_handler


cdecl("_query_new_handler", widths=BOTH)(_query_new_handler)


@cdecl("_callnewh", "SIZE_T size", widths=BOTH)
def _callnewh(c, size):
    """Call the new handler with ``size``: 1 when it asks to retry, 0 without a handler
    or when it gives up."""
    fn = c.vm.crt.new_handler
    if not fn:
        return 0
    r = yield GuestCall(fn, (size,), "cdecl")
    return 1 if r & 0xFFFFFFFF else 0          # the handler's int: EAX, not RAX


# -- sorting and searching with a context -----------------------------------------------------
@cdecl("__crtGetStringTypeW", "DWORD unknown, DWORD kind, LPVOID src, int n, LPVOID out", widths=BOTH)
def __crtGetStringTypeW(c, unknown, kind, src, n, out):
    """The runtime's GetStringTypeW (its first argument unused): the character types of
    ``n`` wide characters, as kernel32 gives them."""
    return GetStringTypeW(c, kind, src, n, out)


@cdecl("qsort_s", "LPVOID base, SIZE_T n, SIZE_T size, LPVOID cmp, LPVOID ctx", widths=BOTH)
def qsort_s(c, base, n, size, cmp, ctx):
    """qsort whose comparison is called as cmp(ctx, a, b) (core/crtsort.py)."""
    if (n and not base) or not cmp or (n and not size):
        yield from invalid_parameter(c, EINVAL)
        return
    yield from crt_qsort(c.vm.mem, base, n, size, cmp, ctx)


@cdecl("bsearch_s", "LPVOID key, LPVOID base, SIZE_T n, SIZE_T size, LPVOID cmp, LPVOID ctx", widths=BOTH)
def bsearch_s(c, key, base, n, size, cmp, ctx):
    """bsearch whose comparison is called as cmp(ctx, key, element): the match or NULL."""
    if not cmp or (n and (not base or not size)) or not key:
        yield from invalid_parameter(c, EINVAL)
        return 0
    return (yield from crt_bsearch(key, base, n, size, cmp, ctx))


# -- the invalid-parameter path, called directly --------------------------------------------------
def _invalid_parameter_factory(ucrt):
    def handler(c, expr, func, file, line, r):
        fn = c.vm.crt.invalid_parameter_handler
        if fn:
            yield GuestCall(fn, (expr, func, file, line, r), "cdecl")
            return
        # Without a handler the UCRT ends the process (STATUS_INVALID_CRUNTIME_PARAMETER,
        # documented); msvcrt.dll, the system's, just returns (Wine's misc.c test calls
        # it with no handler, on Windows too).
        if ucrt:
            c.vm.machine.exit(0xC0000417)
    handler.__doc__ = ("Report an invalid parameter: the handler of "
                       "_set_invalid_parameter_handler gets the arguments; without one %s."
                       % ("the process ends" if ucrt else "nothing happens"))
    return handler


_invalid_parameter = _invalid_parameter_factory(False)
_PARAMS_IP = "LPVOID expr, LPVOID func, LPVOID file, UINT line, LPVOID r"
cdecl("_invalid_parameter", _PARAMS_IP, widths=BOTH)(_invalid_parameter)
api(UCRTBASE, "_invalid_parameter", _PARAMS_IP, conv="cdecl", widths=BOTH)(_invalid_parameter_factory(True))


@cdecl("_invalid_parameter_noinfo", widths=BOTH)
def _invalid_parameter_noinfo(c):
    """_invalid_parameter with no details (what release builds call)."""
    yield from _invalid_parameter(c, 0, 0, 0, 0, 0)


@api(UCRTBASE, "_invalid_parameter_noinfo", conv="cdecl", widths=BOTH)
def _invalid_parameter_noinfo_ucrt(c):
    """The UCRT's _invalid_parameter_noinfo: the handler, or the end of the process."""
    yield from _invalid_parameter_factory(True)(c, 0, 0, 0, 0, 0)


@cdecl("_invalid_parameter_noinfo_noreturn", widths=BOTH)
def _invalid_parameter_noinfo_noreturn(c):
    """_invalid_parameter_noinfo, then the process ends (the function never returns)."""
    yield from _invalid_parameter(c, 0, 0, 0, 0, 0)
    c.vm.machine.exit(0xC0000417)


__all__ = ["ucrt", "qsort_s", "bsearch_s"]


# -- the _l forms: the same functions with an explicit locale ------------------------------------
# Every _locale_t this runtime makes is the "C" locale's (and NULL means the current one,
# also "C"), so each _l function is its base function with the locale argument dropped.
def l_name(base):
    """The _l form's name: strtod -> _strtod_l, _stricmp -> _stricmp_l."""
    return (base if base.startswith("_") else "_" + base) + "_l"


def l_variant(table, base, name=None, locale_at=None):
    """``(dll, name, parameters, handler)`` of ``name`` (default base + "_l"): ``base``
    taking a locale argument, last or at index ``locale_at`` (before the variadic
    arguments); the caller declares it (``api(dll, name, parameters, conv="cdecl")``)."""
    spec = lookup(table, base)
    name = name or l_name(base)
    params = list(spec.params)
    if locale_at is None and params and params[-1][1] == "va":
        locale_at = len(params) - 1          # a va_list comes after the locale
    if locale_at is None:
        params.append(("LPVOID", "locale"))
        drop = len(params) - 1
    else:
        params.insert(locale_at, ("LPVOID", "locale"))
        drop = locale_at

    def handler(c, *args):
        # the locale objects here are all "C"'s; the base function works in the current
        # locale, which is "C" too unless setlocale chose a named one
        if args[drop] and not all_c(c.vm):
            raise Unimplemented("%s with a _locale_t while setlocale chose a named locale"
                                % name)
        return spec.func(c, *(args[:drop] + args[drop + 1:]))
    handler.__name__ = name
    handler.__doc__ = "%s with a locale (always the \"C\" locale's here)." % base
    return (MSVCRT if table == MSVCRT else UCRTBASE, name,
            ", ".join("%s %s" % p if p[0] != "..." else "..." for p in params), handler)


def declare_l(table, base, name=None, locale_at=None):
    """Declare ``base``'s ``_l`` form here (see l_variant)."""
    dll, name, params, handler = l_variant(table, base, name, locale_at)
    # the _l form only drops its locale and calls ``base``: it serves the widths ``base``
    # was checked for
    api(dll, name, params, conv="cdecl", widths=lookup(table, base).widths)(handler)
