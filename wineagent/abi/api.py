"""Declared Win32 API handlers.

Each API is declared once, with its DLL, name, calling convention and typed parameters::

    @api("USER32.dll", "MessageBox{AW}", "HWND hwnd, LPCTSTR text, LPCTSTR caption, UINT type")
    def MessageBox(c, hwnd, text, caption, type): ...

The declaration generates the argument reader (stack layout, signedness, string decoding)
and the trace name. A handle parameter may say the kind of object it must name,
``"HANDLE:event hEvent"`` (kernel kinds: win32/kernel/handletable.py) or ``"HWND:window
hwnd"`` (a kind with a table of its own: :func:`handle_lookup`): a call whose handle is not
open, or names an object of another kind, fails before the handler runs, as ``bad_handle``
says (FALSE with the kind's error unless told). ``{AW}`` registers both the ANSI and the
wide variant over one implementation; ``c.wide`` tells the handler which one was called,
and ``c.read_str`` / ``c.write_str`` use the right encoding. A handler returns:

- an int (or bool / None) for EAX,
- ``Ret64(value)`` for EDX:EAX,
- a Python ``float``, pushed on the x87 stack (ST0) as cdecl functions return doubles,
- ``PARK`` to block: the CPU stops *at* the thunk and the call is retried on wake,
- a generator, to call back into the guest (``yield GuestCall(addr, args)`` returns EAX)
  or to block mid-way (``yield PARK``); its ``return`` value becomes EAX.
"""

import copy
import functools
import struct
import sys

from .apisets import ORDINALS, host_chain
from .lazy import LazyTable

__all__ = ["api", "REGISTRY", "PARK", "Blocked", "Ret64", "GuestCall", "Call", "ApiSpec",
           "Unimplemented", "lookup", "ABSENT", "absent", "absent_reason", "BOTH", "WIDTH32",
           "WIDTH64", "X86ONLY", "Jump",
           "is_pointer_sized", "point_arg", "handle_lookup", "HANDLE_LOOKUPS"]

#: (DLL upper-case, name) -> ApiSpec. Filled on demand (abi/lazy.py): reading a name
#: imports the module that declares it; iterating imports every declaring module first.
REGISTRY = LazyTable(__name__ + ".REGISTRY")
#: (DLL upper-case, name) -> why: the DLL's functions that are absent by design
#: (docs/dlls.md): GetProcAddress answers NULL, as a Windows without them would.
ABSENT = LazyTable(__name__ + ".ABSENT")
# The declarations' own checks read the tables as they are: a declaration never makes
# another module load while its own module is being imported.
_held = dict.__contains__


class _Park:
    """Sentinel: the guest blocks here; retry this call when something may have changed."""

    def __repr__(self):
        return "PARK"


PARK = _Park()


class Ret64:
    """A 64-bit return value, delivered in EDX:EAX."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value


class F32(float):
    """A ``float`` (single-precision) result: on the x87 stack for a 32-bit caller, as any
    floating-point result; the low 32 bits of XMM0, as a single, for an x64 caller (x64
    returns a float in XMM0 and a double in all 64 bits of it)."""

    __slots__ = ()


class GuestCall:
    """A request, yielded by a generator handler, to call a guest function.

    ``conv`` is "stdcall" (the callee pops its args) or "cdecl"; we restore ESP either way.
    ``regs`` (e.g. ``{"ebp": frame}``) are loaded before the jump: Visual C++'s filter and
    __finally funclets run on their function's EBP, not on arguments.
    """

    __slots__ = ("addr", "args", "conv", "regs")

    def __init__(self, addr, args=(), conv="stdcall", regs=None):
        self.addr, self.args, self.conv, self.regs = addr, tuple(args), conv, regs


class Jump:
    """What a handler returns (or a generator handler returns) to resume the guest with a
    whole register set instead of returning to its caller: RtlRestoreContext,
    RtlUnwindEx reaching its target frame, and (both widths) an exception an API raised
    that a handler continued at a changed CONTEXT. ``regs`` are named as
    ``Machine.context_regs`` gives them (``xmmN`` too at 64 bits). A 32-bit machine
    takes it from generator handlers only."""

    __slots__ = ("regs",)

    def __init__(self, regs):
        self.regs = regs


class Unimplemented(Exception):
    """An imported API that has no handler was called."""


class Blocked(Unimplemented):
    """Raised by a handler that has to wait and has changed nothing yet: the call parks
    and is retried on the thread's next turn, as if it had returned PARK. Where it cannot
    be retried (inside a generator) it stops the guest with its message."""


# Parameter types. Anything not listed reads as an unsigned 32-bit value.
_SIGNED = {"INT", "LONG", "int", "LPARAM", "LRESULT", "INT_PTR", "LONG_PTR", "short"}
# Pointer-sized integer types (besides pointers, LP*/P*, and handles, H*): 8 bytes wide in
# a 64-bit program. Every other integer type is 32 bits at both widths (HRESULT too).
# msvcrt.dll's plain ``time_t`` is one of them: 32 bits in the x86 DLL, 64 in the x64 one
# (x64 msvcrt has no 32-bit time_t; the explicitly sized forms are __time32_t/__time64_t).
_PTR_INTS = {"WPARAM", "LPARAM", "LRESULT", "SIZE_T", "SSIZE_T", "INT_PTR", "UINT_PTR",
             "LONG_PTR", "ULONG_PTR", "DWORD_PTR", "time_t"}
_PTR_SIGNED = {"LPARAM", "LRESULT", "INT_PTR", "LONG_PTR", "SSIZE_T", "time_t"}
# Handle types whose values are addresses (a module's base, a fixed memory block): read
# whole on x64. Every other handle (H*) is 32-bit significant on 64-bit Windows ("only the
# lower 32 bits are significant": Interprocess Communication Between 32-bit and 64-bit
# Applications), passed sign-extended: its low 32 bits are what a 32-bit program would
# pass, so a predefined constant (HKEY_CURRENT_USER, INVALID_HANDLE_VALUE, HWND_TOPMOST)
# reaches the handler as the same value at both widths.
_ADDRESS_HANDLES = {"HINSTANCE", "HMODULE", "HLOCAL", "HGLOBAL", "HRSRC"}
# 64-bit integers passed by value (SetFilePointerEx's LARGE_INTEGER): two 4-byte stack
# slots, low half first, in a 32-bit program; one 8-byte slot (a register or the stack)
# in a 64-bit one. The handler gets one Python int either way.
_INT64 = {"LONGLONG", "ULONGLONG", "LARGE_INTEGER", "ULARGE_INTEGER", "INT64", "UINT64",
          "DWORD64", "__int64", "__time64_t"}
# A POINT passed by value (PtInRect, WindowFromPoint) travels the same way: its 8 bytes,
# x then y, are two stack slots in a 32-bit program and one register (or stack slot) in a
# 64-bit one, so the handler gets one int whose low half is x (``point_arg`` splits it).
_INT64 = _INT64 | {"POINT"}
_INT64_SIGNED = {"LONGLONG", "LARGE_INTEGER", "INT64", "__int64", "__time64_t"}
#: The widths an API serves unless its declaration says more: 32-bit programs only.
#: ``widths=BOTH`` marks one whose handler was checked for 64-bit callers too (its
#: structures read through width-aware views, its pointer-sized results whole): the
#: width gate (machine/cpu64.py) stops a 64-bit program calling any other.
WIDTH32 = (4,)
BOTH = (4, 8)
#: ``widths=WIDTH64``: an export that exists only in 64-bit Windows (x64 ntdll's and
#: kernel32's table-based unwinding: RtlLookupFunctionEntry, RtlVirtualUnwind,
#: RtlUnwindEx, __C_specific_handler). A 32-bit program's import of one binds as a
#: missing export would (its call stops the guest naming it) and GetProcAddress answers
#: NULL for it, as the x86 DLLs export no such name.
WIDTH64 = (8,)
#: ``widths=X86ONLY``: an export that exists only in 32-bit Windows (x86 msvcrt.dll's
#: __p___argc and its x87 helpers _CI*, x86 SEH's _except_handler3...). A 64-bit
#: program's import of one binds as a missing export would and GetProcAddress answers
#: NULL for it, as WIDTH64's do for 32-bit programs. Unlike the default WIDTH32 ("not
#: checked for 64-bit callers yet"), it is a fact about Windows, not work left.
X86ONLY = (4, "x86 only")


def point_arg(value):
    """The (x, y) of a POINT argument passed by value (declared ``POINT``): the low and
    high signed 32-bit halves of the one int the reader made of its 8 bytes."""
    x, y = value & 0xFFFFFFFF, (value >> 32) & 0xFFFFFFFF
    return (x - (1 << 32) if x & 0x80000000 else x,
            y - (1 << 32) if y & 0x80000000 else y)


def is_pointer_sized(ctype):
    """True when a declared parameter type is as wide as a pointer (8 bytes on x64)."""
    return ctype in _PTR_INTS or ctype.startswith(("LP", "P")) or _is_handle(ctype)


def _is_handle(ctype):
    return ctype.startswith("H") and ctype != "HRESULT"
_DOUBLE = {"double"}  # 8 bytes on the stack; a handler returning a float returns in ST(0)
# A float argument (OLEAUT32's VarXxxFromR4): one 4-byte stack slot at 32 bits; at 64 bits,
# among the first four, the low half of the XMM register of its position (as a double is).
# The handler gets a Python float either way.
_FLOAT = {"float", "FLOAT", "REAL"}   # REAL: GDI+'s float
_ANSI = {"LPCSTR", "LPSTR_IN"}
_WIDE = {"LPCWSTR"}
_TSTR = {"LPCTSTR"}
# Strings that may instead be an integer atom / resource id (MAKEINTRESOURCE < 0x10000).
_ANSI_ID = {"LPCSTR_ID"}
_WIDE_ID = {"LPCWSTR_ID"}
_TSTR_ID = {"LPCTSTR_ID"}


class Call:
    """What a handler receives first: the VM and which variant (A/W) was called."""

    __slots__ = ("vm", "wide", "spec")

    def __init__(self, vm, wide, spec):
        self.vm, self.wide, self.spec = vm, wide, spec

    def read_str(self, ptr):
        """Read a string argument in this variant's encoding (None for NULL)."""
        mem = self.vm.mem
        return mem.wstr(ptr) if self.wide else mem.cstr(ptr)

    def write_str(self, ptr, text, size=None):
        """Write ``text`` + NUL in this variant's encoding; ``size`` in chars incl. NUL."""
        mem = self.vm.mem
        return mem.write_wstr(ptr, text, size) if self.wide else mem.write_cstr(ptr, text, size)

    @property
    def char_size(self):
        """Bytes per character of this variant."""
        return 2 if self.wide else 1

    @property
    def ptr_size(self):
        """The calling program's pointer size in bytes (4 for PE32, 8 for PE32+)."""
        return self.vm.ptr_size

    def struct(self, stype, addr):
        """A View of the structure ``stype`` (``abi/structs.py``) at ``addr`` as this caller
        lays it out: its A or W variant, at the program's width."""
        return stype.variant(self.wide).at(self.vm.mem, addr, self.vm.ptr_size)


class ApiSpec:
    """One declared API variant: how to read its arguments and how to return."""

    __slots__ = ("dll", "name", "conv", "params", "func", "wide", "nargs", "varargs",
                 "argbytes", "stackbytes", "_kinds", "_unpack", "module", "widths",
                 "nslots", "double_slots", "_kinds64", "handle_kinds", "file_names",
                 "plain_unpack", "plain_unpack64", "bare", "wrapped")

    def __init__(self, dll, name, conv, params, func, wide, widths=WIDTH32, handle_kinds=()):
        self.dll, self.name, self.conv, self.params = dll, name, conv, params
        self.func, self.wide = func, wide
        #: (parameter index, kind name) of the handle parameters declared with a kind.
        self.handle_kinds = handle_kinds
        #: Its ANSI strings are file names: SetFileApisToOEM makes them OEM (see
        #: :meth:`ansi_decoder`).
        self.file_names = False
        #: The pointer sizes of the programs that may call it (the width gate).
        self.widths = widths
        #: The module that declared it (set by api(): where the declaration is written,
        #: which for a forward is not where ``func`` is defined).
        self.module = None
        self.varargs = bool(params) and params[-1][0] == "..."
        fixed = params[:-1] if self.varargs else params
        self.nargs = len(fixed)
        fmt = "<" + "".join("d" if t in _DOUBLE else "f" if t in _FLOAT else
                            ("q" if t in _INT64_SIGNED else "Q") if t in _INT64 else
                            "i" if t in _SIGNED else "I" for t, _ in fixed)
        # a double or a 64-bit integer takes two stack slots
        self.stackbytes = struct.calcsize(fmt)
        self.argbytes = self.stackbytes if conv == "stdcall" else 0
        self._unpack = struct.Struct(fmt).unpack
        kinds = []
        for t, _ in fixed:
            if t in _ANSI or (t in _TSTR and not wide):
                kinds.append("a")
            elif t in _WIDE or (t in _TSTR and wide):
                kinds.append("w")
            elif t in _ANSI_ID or (t in _TSTR_ID and not wide):
                kinds.append("A")
            elif t in _WIDE_ID or (t in _TSTR_ID and wide):
                kinds.append("W")
            else:
                kinds.append(None)
        self._kinds = tuple(kinds) if any(kinds) else None
        #: The arguments' decoder from a buffer (``Struct.unpack_from``) when they are
        #: all numbers read as they lie (no strings, no varargs): the dispatcher's fast
        #: path (Machine._on_thunk); None otherwise.
        self.plain_unpack = (struct.Struct(fmt).unpack_from
                             if self.nargs and not self.varargs and self._kinds is None
                             else None)
        # x64: one 8-byte slot per argument; d double, p/P pointer-sized (unsigned /
        # signed), I/i a 32-bit value in the slot's low half (unsigned / signed), and a
        # 32-bit significant handle (see _ADDRESS_HANDLES) its low half as well.
        self.nslots = self.nargs
        self._kinds64 = tuple(
            "d" if t in _DOUBLE else "f" if t in _FLOAT else
            ("P" if t in _INT64_SIGNED else "p") if t in _INT64 else
            "I" if _is_handle(t) and t not in _ADDRESS_HANDLES else
            ("P" if t in _PTR_SIGNED else "p") if is_pointer_sized(t) else
            "i" if t in _SIGNED else "I" for t, _ in fixed)
        #: An x64 caller's arguments decoded from their 8-byte slots in order (the four
        #: registers', then the stack's) as read_args64 decodes them, when they are all
        #: integers and pointers (no strings, doubles or varargs): the x64 dispatcher's
        #: fast path over the slots the thunk hook copied (Machine64._dispatcher); None
        #: otherwise.
        self.plain_unpack64 = (
            struct.Struct("<" + "".join({"p": "Q", "P": "q", "I": "I4x", "i": "i4x"}[k]
                                        for k in self._kinds64)).unpack_from
            if self.nargs and not self.varargs and self._kinds is None
            and not any(k in "df" for k in self._kinds64) else None)
        #: Which of the first four arguments travel in XMM registers (doubles and floats).
        self.double_slots = frozenset(i for i, k in enumerate(self._kinds64[:4])
                                      if k in "df")
        #: The same API without its handler's wrapper (:meth:`with_bare`), which a VM's
        #: thunk table holds while nothing the wrapper serves is open (a metafile DC:
        #: gdi/recording.py), or None; on that twin, ``wrapped`` is this spec.
        self.bare = None
        self.wrapped = None

    def with_bare(self, func):
        """Give this spec a bare twin calling ``func`` (its handler unwrapped, with the
        handle checks the declaration asks for); returns self."""
        twin = copy.copy(self)
        twin.func, twin.bare, twin.wrapped = func, None, self
        self.bare = twin
        return self

    @property
    def full_name(self):
        """``DLL!Name`` as used in traces and errors."""
        return "%s!%s" % (self.dll, self.name)

    def ansi_decoder(self, mem, oem_files=False):
        """How this call's ANSI string arguments are read: in the ANSI code page, or in
        the OEM one (437) when they are file names and the process called
        SetFileApisToOEM (``oem_files``: KernelState.file_apis_oem)."""
        if oem_files and self.file_names:
            return lambda addr: mem.cbytes(addr).decode("cp437")
        return mem.cstr

    def read_args(self, mem, esp, oem_files=False):
        """Decode this API's arguments from the guest stack (return address at ``esp``);
        ``oem_files`` as for :meth:`ansi_decoder`."""
        n = self.nargs
        cstr = self.ansi_decoder(mem, oem_files)
        vals = self._unpack(mem.read(esp + 4, self.stackbytes)) if n else ()
        kinds = self._kinds
        if kinds is not None:
            vals = list(vals)
            for i, k in enumerate(kinds):
                if k is None:
                    continue
                v = vals[i]
                if k in "AW" and v < 0x10000:
                    continue  # an atom or MAKEINTRESOURCE id stays an int
                vals[i] = (cstr(v) if k in "aA" else mem.wstr(v)) if v else None
        if self.varargs:
            vals = tuple(vals) + (esp + 4 + self.stackbytes,)
        return vals

    def read_args64(self, mem, rsp, ints, xmm, oem_files=False):
        """Decode this API's arguments as an x64 caller passed them: ``ints`` are RCX,
        RDX, R8, R9 (as many as it has), ``xmm`` the low 64 bits of XMM0-3 as integers
        (None without double or float arguments), the rest in 8-byte slots from
        ``rsp + 0x28``. Each is read at its
        declared type's width; a varargs function also gets the address of its first
        variable argument's slot (its home area holds the register ones: cpu64)."""
        n = self.nargs
        kinds = self._kinds64
        if n > 4:
            stack = struct.unpack("<%dQ" % (n - 4), mem.read(rsp + 0x28, 8 * (n - 4)))
        vals = []
        for i in range(n):
            k = kinds[i]
            raw = ints[i] if i < 4 else stack[i - 4]
            if k == "p":
                vals.append(raw)
            elif k == "I":
                vals.append(raw & 0xFFFFFFFF)
            elif k == "i":
                v = raw & 0xFFFFFFFF
                vals.append(v - (1 << 32) if v & 0x80000000 else v)
            elif k == "P":
                vals.append(raw - (1 << 64) if raw >> 63 else raw)
            else:
                bits = xmm[i] if i < 4 else raw
                vals.append(struct.unpack("<d", struct.pack("<Q", bits))[0] if k == "d" else
                            struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0])
        skinds = self._kinds
        if skinds is not None:
            cstr = self.ansi_decoder(mem, oem_files)
            for i, k in enumerate(skinds):
                if k is None:
                    continue
                v = vals[i]
                if k in "AW" and v < 0x10000:
                    continue
                vals[i] = (cstr(v) if k in "aA" else mem.wstr(v)) if v else None
        if self.varargs:
            vals.append(rsp + 8 + 8 * n)
        return vals


def _parse_params(text):
    """The parameters ``[(ctype, name)]`` of a declaration (see :func:`_parse_declaration`)."""
    return _parse_declaration(text)[0]


def _parse_declaration(text):
    """(params, handle kinds): ``[(ctype, name)]`` and ``((index, kind), ...)`` for the
    parameters typed ``HANDLE:kind name`` (a kind name may hold spaces: "registry key")."""
    params, kinds = [], []
    for part in filter(None, (p.strip() for p in text.split(","))):
        if part == "...":
            params.append(("...", "va"))
            continue
        kind = None
        if ":" in part:
            ctype, rest = part.split(":", 1)
            kind, _, name = rest.rpartition(" ")
            bits = [ctype.strip(), name]
            kind = kind.strip()
            if not _is_handle(bits[0]) or not kind or " " in bits[0]:
                raise ValueError("bad parameter declaration %r" % part)
        else:
            bits = part.split()
        if len(bits) != 2:
            raise ValueError("bad parameter declaration %r" % part)
        if kind is not None:
            kinds.append((len(params), kind))
        params.append((bits[0], bits[1]))
    return params, tuple(kinds)


#: ERROR_INVALID_HANDLE (winerror.h; every code is in win32/core/winerror.py, which this
#: layer may not import): what a handle of the wrong kind fails with unless declared.
_ERROR_INVALID_HANDLE = 6
#: Handle kinds kept outside the kernel's table: kind -> (lookup(vm, h) -> object or None,
#: the last error a bad one gets unless declared). USER registers "window" (user/wm.py):
#: an HWND is its window manager's, and a bad one is ERROR_INVALID_WINDOW_HANDLE.
HANDLE_LOOKUPS = LazyTable(__name__ + ".HANDLE_LOOKUPS")


def handle_lookup(kind, lookup, error):
    """Declare the handles of ``kind`` as those ``lookup(vm, h)`` finds (None: not one),
    failing with ``error`` by default (for the layers above: abi/ imports none of them)."""
    HANDLE_LOOKUPS[kind] = (lookup, error)


def _checking_handles(func, kinds, bad_handle):
    """``func`` behind a check of its declared handle kinds: a handle that the process's
    table (``vm.handles``, or the kind's own lookup: HANDLE_LOOKUPS) does not hold as an
    object of the declared kind makes the call return ``bad_handle[0]``, with
    ``bad_handle[1]`` as the last error (None: unchanged); ``bad_handle`` None: FALSE with
    the kind's error (ERROR_INVALID_HANDLE for the kernel's kinds)."""

    @functools.wraps(func)
    def checked(c, *args):
        vm = c.vm
        for i, kind in kinds:
            own = HANDLE_LOOKUPS.get(kind)
            if (own[0](vm, args[i]) if own else vm.handles.get(args[i], kind)) is None:
                result, error = bad_handle or (0, own[1] if own else _ERROR_INVALID_HANDLE)
                if error is not None:
                    vm.last_error = error
                return result
        return func(c, *args)
    return checked


#: Modules that call api() on behalf of the module declaring (core/crt.py's cdecl,
#: user/pyproc.py's window_proc, core/comdecl.py's COM declarations): a declaration belongs to the first module outside them.
DECLARING_HELPERS = frozenset(["wineagent.abi.api", "wineagent.win32.core.crt",
                               "wineagent.win32.user.pyproc",
                               "wineagent.win32.core.comdecl"])


def _declaring_module():
    frame = sys._getframe(2)
    while frame is not None and frame.f_globals.get("__name__") in DECLARING_HELPERS:
        frame = frame.f_back
    return frame.f_globals.get("__name__") if frame is not None else None


def api(dll, name, params="", conv="stdcall", widths=WIDTH32, bad_handle=None,
        file_names=False):
    """Declare ``func`` as the handler of ``dll!name`` (``{AW}`` in name: both variants).
    ``widths=BOTH``: checked for 64-bit programs as well (see ``BOTH``). ``bad_handle``:
    (return value, last error or None) of a call whose ``HANDLE:kind`` parameter names
    no open object of that kind; by default FALSE with ERROR_INVALID_HANDLE (a window's:
    ERROR_INVALID_WINDOW_HANDLE). LSA's functions return the status instead:
    ``(STATUS_INVALID_HANDLE, None)``. ``file_names``: the A variant's string arguments
    are file names, read in the OEM code page after SetFileApisToOEM."""
    dll = dll.upper()
    parsed, kinds = _parse_declaration(params)

    def register(func):
        module = _declaring_module()
        handler = _checking_handles(func, kinds, bad_handle) if kinds else func
        if "{AW}" in name:
            variants = [(name.replace("{AW}", "A"), False), (name.replace("{AW}", "W"), True)]
        else:
            variants = [(name, name.endswith("W") and any(t in _TSTR | _TSTR_ID for t, _ in parsed))]
        for vname, wide in variants:
            key = (dll, vname)
            if _held(REGISTRY, key):
                raise ValueError("API declared twice: %s!%s" % key)
            if _held(ABSENT, key):
                raise ValueError("%s!%s is declared absent by design" % key)
            spec = REGISTRY[key] = ApiSpec(dll, vname, conv, parsed, handler, wide, widths,
                                           kinds)
            spec.module = module
            spec.file_names = file_names
            # a wrapper that declares its handler equivalent while the VM needs none of
            # it (gdi/recording.py): the check of __wrapped__ keeps a further wrapper,
            # which functools.wraps would give the same attribute, from being skipped
            unwrapped = getattr(func, "__bare__", None)
            if unwrapped is not None and getattr(func, "__wrapped__", None) is unwrapped:
                spec.with_bare(_checking_handles(unwrapped, kinds, bad_handle) if kinds
                               else unwrapped)
        return func

    return register


def also(dll, source, *names, widths=None, source_prefix=""):
    """Declare ``names``, already declared for ``source``, as exports of ``dll`` too: one
    implementation behind both (Windows moved them; kernelbase.dll exports shlwapi's path
    and string functions, advapi32's registry and security ones). The same handler,
    parameters and variant; the declaring module is the caller's; ``widths`` as for
    :func:`api`, the source's by default (the same handler serves the same widths).
    ``source_prefix``: ``source`` declares each name with this prefix (psapi.dll's
    EnumProcesses is kernel32's K32EnumProcesses)."""
    dll, source = dll.upper(), source.upper()
    module = _declaring_module()
    for name in names:
        spec = REGISTRY.get((source, source_prefix + name))
        if spec is None:
            raise ValueError("%s!%s is not declared" % (source, source_prefix + name))
        key = (dll, name)
        if _held(REGISTRY, key):
            raise ValueError("API declared twice: %s!%s" % key)
        if _held(ABSENT, key):
            raise ValueError("%s!%s is declared absent by design" % key)
        REGISTRY[key] = ApiSpec(dll, name, spec.conv, spec.params, spec.func, spec.wide,
                                spec.widths if widths is None else widths,
                                spec.handle_kinds)
        REGISTRY[key].module = module
        if spec.bare is not None:
            REGISTRY[key].with_bare(spec.bare.func)


def lookup(dll, name):
    """The ApiSpec for ``dll!name`` (DLL name case-insensitive), or None.

    ``dll`` may be an API set or a runtime alias (``api-ms-win-crt-*``, ``msvcr100``...):
    its tables are searched in the order ``apisets.host_chain`` gives.
    """
    if isinstance(name, str) and name[:1] == "#" and name[1:].isdigit():
        name = int(name[1:])                      # the loader names ordinals "#N"
    chain = host_chain(dll)
    if isinstance(name, int):                     # an import by ordinal: the first table
        name = next((ORDINALS[(t, name)] for t in chain if (t, name) in ORDINALS), None)
        if name is None:                          # numbering it names the function
            return None
    for table in chain:
        spec = REGISTRY.get((table, name))
        if spec is not None:
            return spec
    if isinstance(name, str) and name.startswith("_o_") and "UCRTBASE.DLL" in host_chain(dll):
        # The UCRT's "_o_" exports (api-ms-win-crt-private) are its functions under a
        # second name: _o_malloc is malloc, _o__errno is _errno.
        return lookup(dll, name[3:])
    return None


def absent(dll, why, *names):
    """Declare ``names`` of ``dll`` absent by design: we neither implement them nor will,
    and a program must take the fallback it has for a Windows without them. GetProcAddress
    returns NULL with ERROR_PROC_NOT_FOUND; a direct import still stops the guest naming
    the function when called. ``why`` is the one-line reason compat shows."""
    dll = dll.upper()
    for name in names:
        if _held(REGISTRY, (dll, name)):
            raise ValueError("%s!%s is implemented, not absent" % (dll, name))
        ABSENT[(dll, name)] = why


def absent_reason(dll, name):
    """Why ``dll!name`` is absent by design (searched through ``dll``'s chain of tables, as
    ``lookup``), or None when it is not."""
    if not isinstance(name, str):
        return None
    for table in host_chain(dll):
        why = ABSENT.get((table, name))
        if why is not None:
            return why
    return None
