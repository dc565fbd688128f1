"""Declared Windows structures: layouts computed from C-like declarations, for both widths.

A structure is declared once, in Windows' own spelling, with Windows' own field types::

    RECT = struct("RECT", "LONG left; LONG top; LONG right; LONG bottom")
    MSG = struct("MSG", "HWND hwnd; UINT message; WPARAM wParam; LPARAM lParam;"
                        " DWORD time; POINT pt")
    LOGFONT = struct("LOGFONT{AW}", "LONG lfHeight; ...; TCHAR lfFaceName[32]")

and the layout (offsets, size, alignment) follows from the declaration as the compiler lays
it out for the calling program: a pointer-sized field (handles, pointers, WPARAM, LPARAM,
SIZE_T, ``*_PTR``) is 4 bytes in a 32-bit program and 8 in a 64-bit one, every field is
aligned to its own size (a double and a LONGLONG to 8 on x86 too: Windows' structure
packing, not the System V i386 one) and the structure to its largest member. ``{AW}`` in
the name declares the ANSI and the wide variant at once: ``TCHAR`` fields are CHAR in the
first and WCHAR in the second (``LOGFONT.A``, ``LOGFONT.W``, ``LOGFONT.variant(wide)``).
test/win32/test_structs.py checks every declaration against mingw's headers in both widths.

Handlers reach guest structures through views::

    r = RECT.at(mem, p)          # or c.struct(RECT, p): the caller's width and A/W
    r.right - r.left             # a field read is one small guest read
    r.left = 0                   # a field write is one small guest write
    RECT.write(mem, p, left=0, top=0, right=w, bottom=h)
    RECT.read(mem, p)            # every field, as a dict

Packing. By default every field is aligned to its own size, as the compiler does without a
``#pragma pack``. A structure the SDK declares inside ``pshpackN.h`` / ``#pragma pack(N)``
says so with ``pack``; natural alignment stays the default and nothing else changes::

    WAVEFORMATEX = struct("WAVEFORMATEX", "...", pack=1)          # mmsystem.h: both widths
    PRINTDLG = struct("PRINTDLG{AW}", "...", pack={4: 1, 8: None})  # commdlg.h: 32-bit only
    EDITSTREAM = struct("EDITSTREAM", "...", pack=4)              # richedit.h: pshpack4.h

``pack=N`` caps each field's alignment (and so the structure's) at N bytes, as
``#pragma pack(N)`` does in MSVC and mingw's gcc; a nested structure keeps the layout of its
own declaration and is placed at ``min(its alignment, N)``. ``pack={4: N, 8: M}`` packs per
width, for headers that wrap the packing in ``#ifndef _WIN64`` (None there: natural).

A structure whose fields come in another order in 64-bit programs (WSADATA, whose
``iMaxSockets``, ``iMaxUdpDg`` and ``lpVendorInfo`` precede the strings under ``_WIN64``)
takes its fields per width, which must name the same fields::

    WSADATA = struct("WSADATA", {4: "WORD wVersion; ...; LPSTR lpVendorInfo",
                                 8: "WORD wVersion; ...; LPSTR lpVendorInfo; CHAR ..."})

A C array that is not a field (ExtTextOut's lpDx, a WORD colour table, a wide-character
buffer) is read and written by its Windows type, and an array of a flat structure in one
guest access::

    read_array(mem, dx, "INT", n)            # a tuple; pointer-sized types take ``ptr``
    array_bytes("WORD", indexes)             # the bytes to write
    POINT.values_array(mem, pts, n)          # [(x, y), ...]; POINT.pack_array(rows)

A structure whose leaves are all plain scalars, nested structures included, packs from its
leaves in declaration order in one step (the message loops' MSG, for every message)::

    MSG.pack_leaves(hwnd, msg, wparam, lparam, time, x, y, ptr=ptr)

Character arrays (``CHAR x[N]``, ``WCHAR x[N]``, ``TCHAR x[N]``) read as ``str`` up to the
first NUL and write as a NUL-terminated, truncated string. Other arrays read as tuples.
Nested structures read as views (``m.pt.x``). Pointer fields are plain integers (NULL, an
atom or a resource id are all legal values): decode strings with the caller's encoding.
"""

import re
import struct as _struct
from operator import and_ as _and

__all__ = ["struct", "StructType", "View", "Layout", "scalar_size", "read_array",
           "array_bytes"]

# Scalars of a fixed size: name -> struct format character.
_FIXED = {
    "BYTE": "B", "UCHAR": "B", "BOOLEAN": "B", "CHAR": "b", "INT8": "b", "UINT8": "B",
    "WORD": "H", "USHORT": "H", "WCHAR": "H", "ATOM": "H", "LANGID": "H", "SHORT": "h",
    "INT16": "h", "UINT16": "H",
    "DWORD": "I", "UINT": "I", "ULONG": "I", "COLORREF": "I", "LCID": "I", "UINT32": "I",
    "DWORD32": "I", "ULONG32": "I",
    "LONG": "i", "INT": "i", "BOOL": "i", "HRESULT": "i", "INT32": "i", "LONG32": "i",
    "FLOAT": "f",
    "DOUBLE": "d",
    "LONGLONG": "q", "INT64": "q", "LONG64": "q",
    "ULONGLONG": "Q", "DWORD64": "Q", "UINT64": "Q", "ULONG64": "Q", "DWORDLONG": "Q",
    "FILEOP_FLAGS": "H", "MMVERSION": "I", "MCIDEVICEID": "I",
    # C's own spellings, as the SDK headers use them in some structures.
    "int": "i", "short": "h", "char": "b", "float": "f", "double": "d", "long": "i",
}
# Pointer-sized and signed (the rest of the pointer-sized types are unsigned).
_PTR_SIGNED = {"LPARAM", "LRESULT", "LONG_PTR", "INT_PTR", "SSIZE_T"}
# Pointer-sized types whose names do not say so (pointers are LP*/P*, handles H*).
_PTR_NAMED = {"WPARAM", "SIZE_T", "ULONG_PTR", "UINT_PTR", "DWORD_PTR", "WNDPROC",
              "DLGPROC", "FARPROC", "TIMERPROC", "HOOKPROC", "LPVOID", "PVOID",
              "GRAYSTRINGPROC", "LPOFNHOOKPROC", "LPCCHOOKPROC", "LPFRHOOKPROC",
              "LPPRINTHOOKPROC", "LPSETUPHOOKPROC", "LPCFHOOKPROC", "BFFCALLBACK",
              "PFNPROPSHEETCALLBACK", "MSGBOXCALLBACK", "LPTHREAD_START_ROUTINE",
              "EDITSTREAMCALLBACK", "SOCKET"}
_PTR_NAMED |= _PTR_SIGNED
# Handle-like names that are not pointer-sized.
_NOT_HANDLES = {"HRESULT", "HALF_PTR"}


def scalar_size(type_name, ptr):
    """The size in bytes of a scalar Windows type in a program of pointer size ``ptr``, or
    None when ``type_name`` is not a scalar we know."""
    fmt = _scalar_format(type_name, ptr)
    return None if fmt is None else _struct.calcsize("<" + fmt)


def _array_struct(type_name, count, ptr):
    fmt = _scalar_format(type_name, ptr)
    if fmt is None:
        raise ValueError("unknown scalar type %r" % (type_name,))
    return _struct.Struct("<%d%s" % (count, fmt))


def read_array(mem, addr, type_name, count, ptr=4):
    """``count`` scalars of Windows type ``type_name`` (``INT``, ``WORD``, ``HICON``,
    ``FLOAT``...) at guest address ``addr``, as a tuple: a C array such as ExtTextOut's
    ``lpDx`` or a palette's WORD indexes, laid out for a ``ptr``-byte program."""
    if count <= 0:
        return ()
    st = _array_struct(type_name, count, ptr)
    return st.unpack(bytes(mem.read(addr, st.size)))


def array_bytes(type_name, values, ptr=4):
    """The bytes of a C array of Windows type ``type_name`` holding ``values``; integers
    are wrapped to the type's width, as C's conversions do."""
    values = list(values)
    st = _array_struct(type_name, len(values), ptr)
    code = st.format[-1]
    if code not in "fd":
        bits = 8 * st.size // max(len(values), 1)
        mask = (1 << bits) - 1
        values = [(v & mask) - (1 << bits) if code.islower() and (v & mask) >> (bits - 1)
                  else v & mask for v in values]
    return st.pack(*values)


def _scalar_format(t, ptr):
    if t in _FIXED:
        return _FIXED[t]
    pfmt = "Q" if ptr == 8 else "I"
    if t in _PTR_NAMED:
        return pfmt.lower() if t in _PTR_SIGNED else pfmt
    if t.startswith(("LP", "P")) or (t.startswith("H") and t not in _NOT_HANDLES):
        return pfmt                           # LPRECT, PVOID, LPCWSTR, HWND, HBRUSH, ...
    return None


_FIELD = re.compile(r"^(?P<type>[A-Za-z_][A-Za-z0-9_]*)\s+(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
                    r"\s*(?:\[\s*(?P<count>\d+)\s*\])?$")

#: name -> StructType, so declarations can nest (``POINT pt``).
TYPES = {}


class Field:
    """One laid-out field: its name, offset, size, and how to read and write it."""

    __slots__ = ("name", "type", "offset", "size", "align", "count", "fmt", "kind", "sub",
                 "wrap")

    def __repr__(self):
        return "<%s %s @%d size %d>" % (self.type, self.name, self.offset, self.size)


class Layout:
    """A structure's layout for one pointer size and character set."""

    __slots__ = ("stype", "ptr", "wide", "pack", "fields", "by_name", "size", "align", "flat",
                 "leaves", "leaf_wraps", "shape")

    def __init__(self, stype, ptr, wide):
        self.stype, self.ptr, self.wide = stype, ptr, wide
        self.fields, self.by_name = [], {}
        # #pragma pack(N): no field (nor the whole) is aligned to more than N bytes.
        self.pack = limit = stype.pack_for(ptr)
        offset, align_max = 0, 1
        for tname, name, count in stype.decl_for(ptr):
            f = Field()
            f.name, f.type, f.count, f.sub = name, tname, count, None
            t = tname
            if t == "TCHAR":
                if stype.wide is None:
                    raise ValueError("%s.%s: TCHAR in a structure not declared {AW}"
                                     % (stype.name, name))
                # A TCHAR array is a string; a lone TCHAR is a character code (unsigned).
                t = ("WCHAR" if wide else "CHAR") if count else ("WCHAR" if wide else "BYTE")
            sub = TYPES.get(t)
            if sub is not None:
                if sub.generic and stype.wide is None:
                    raise ValueError("%s.%s: name the variant of %s (A or W)"
                                     % (stype.name, name, t))
                f.sub = sub.variant(wide).layout(ptr) if sub.generic else sub.layout(ptr)
                f.kind, elem, f.align = "struct", f.sub.size, f.sub.align
                f.fmt = None
            else:
                fmt = _scalar_format(t, ptr)
                if fmt is None:
                    raise ValueError("%s.%s: unknown type %r" % (stype.name, name, tname))
                elem = _struct.calcsize("<" + fmt)
                f.align = elem
                if count is not None and t in ("CHAR", "WCHAR"):
                    f.kind, f.fmt = ("wstr" if t == "WCHAR" else "cstr"), None
                else:
                    f.kind, f.fmt = "scalar", _struct.Struct("<%d%s" % (count or 1, fmt))
                    f.wrap = _wrapping(f.fmt.format[-1], 8 * elem)
            f.size = elem * (count or 1)
            if limit is not None:
                f.align = min(f.align, limit)
            offset = (offset + f.align - 1) // f.align * f.align
            f.offset = offset
            offset += f.size
            align_max = max(align_max, f.align)
            self.fields.append(f)
            self.by_name[name] = f
        self.align = align_max
        self.size = (offset + align_max - 1) // align_max * align_max
        # A structure of plain scalars (RECT, POINT, SYSTEMTIME) also gets one compiled
        # struct.Struct over its whole size, for the hot paths that want a tuple.
        self.flat = None
        if all(f.kind == "scalar" and f.count is None for f in self.fields):
            fmt, at = "<", 0
            for f in self.fields:
                fmt += "%dx" % (f.offset - at) if f.offset > at else ""
                fmt += f.fmt.format[-1]
                at = f.offset + f.size
            fmt += "%dx" % (self.size - at) if self.size > at else ""
            self.flat = _struct.Struct(fmt)
        # A structure whose leaves are plain scalars, nested structures included (MSG and
        # its POINT), gets one struct.Struct over its leaves in declaration order, and the
        # shape that puts them back into read()'s dicts: one unpack per read, one pack per
        # message written (MSG is read and written for every message a loop takes).
        self.leaves = self.leaf_wraps = self.shape = None
        plan = _leaf_plan(self)
        if plan is not None:
            fmt, self.leaf_wraps, self.shape = plan
            self.leaves = _struct.Struct(fmt)

    def offsetof(self, name):
        """The byte offset of field ``name``."""
        return self.by_name[name].offset


def _leaf_plan(lay, base=0):
    """(struct format over the leaves from offset ``base``, their fields, the shape) of a
    layout whose every leaf is a scalar that is not an array, else None. The shape is a
    tuple of (name, None) for a scalar or (name, nested shape) for a structure."""
    fmt, leaves, shape, at = "<", [], [], 0
    for f in lay.fields:
        if f.count is not None or f.kind not in ("scalar", "struct"):
            return None
        if f.offset > at:
            fmt += "%dx" % (f.offset - at)
        if f.kind == "scalar":
            fmt += f.fmt.format[-1]
            leaves.append(f)
            shape.append((f.name, None))
        else:
            sub = _leaf_plan(f.sub)
            if sub is None:
                return None
            fmt += sub[0][1:]
            leaves.extend(sub[1])
            shape.append((f.name, sub[2]))
        at = f.offset + f.size
    if lay.size > at:
        fmt += "%dx" % (lay.size - at)
    return fmt, tuple(leaves), tuple(shape)


def _reshape(shape, vals, i=0):
    """read()'s dict of a leaves tuple ``vals`` from index ``i``; returns (dict, next i)."""
    out = {}
    for name, sub in shape:
        if sub is None:
            out[name] = vals[i]
            i += 1
        else:
            out[name], i = _reshape(sub, vals, i)
    return out, i


class StructType:
    """A declared structure (or, for a ``{AW}`` declaration, the pair of its variants)."""

    def __init__(self, name, decl, generic=False, wide=None, pack=None):
        # decl: the parsed fields, or {4: fields, 8: fields} when they differ by width;
        # pack: None (natural alignment), N, or {4: N or None, 8: N or None}.
        self.name, self.generic, self.wide = name, generic, wide
        self.decl = decl
        self.packing = pack
        self._layouts = {}
        self.A = self.W = None

    def decl_for(self, ptr):
        """The fields, as (type, name, count), of this structure in a ``ptr``-byte program."""
        return self.decl[ptr] if isinstance(self.decl, dict) else self.decl

    def pack_for(self, ptr):
        """The ``#pragma pack`` in force for this structure in a ``ptr``-byte program
        (None: natural alignment)."""
        return self.packing.get(ptr) if isinstance(self.packing, dict) else self.packing

    def __repr__(self):
        return "<struct %s>" % self.name

    def variant(self, wide):
        """The ANSI (False) or wide (True) variant of a ``{AW}`` declaration; a plain
        declaration is its own variant."""
        if not self.generic:
            return self
        return self.W if wide else self.A

    def layout(self, ptr=4):
        """This structure's Layout in a program whose pointers are ``ptr`` bytes."""
        if self.generic:
            raise TypeError("%s is declared {AW}: use .A, .W or .variant(wide)" % self.name)
        lay = self._layouts.get(ptr)
        if lay is None:
            if ptr not in (4, 8):
                raise ValueError("pointer size %r: 4 or 8" % (ptr,))
            lay = self._layouts[ptr] = Layout(self, ptr, bool(self.wide))
        return lay

    def sizeof(self, ptr=4):
        """The structure's size in bytes (its ``cbSize`` where it has one)."""
        return self.layout(ptr).size

    def offsetof(self, field, ptr=4):
        """The byte offset of ``field``."""
        return self.layout(ptr).offsetof(field)

    def at(self, mem, addr, ptr=4):
        """A View of the structure at guest address ``addr``."""
        return View(mem, addr, self.layout(ptr))

    def read(self, mem, addr, ptr=4):
        """Every field of the structure at ``addr`` as a dict (nested ones as dicts)."""
        lay = self.layout(ptr)
        return _unpack(lay, bytes(mem.read(addr, lay.size)))

    def values(self, mem, addr, ptr=4):
        """The fields of a structure of plain scalars at ``addr``, as a tuple in declaration
        order (one guest read, one unpack: for hot paths)."""
        flat = self._layouts.get(ptr)
        flat = flat.flat if flat is not None else self.layout(ptr).flat
        if flat is None:
            raise TypeError("%s is not a structure of plain scalars" % self.name)
        return mem.unpack(flat, addr)

    def pack_values(self, *values, ptr=4):
        """The bytes of a structure of plain scalars from its fields in declaration order;
        integers are wrapped to each field's width, as C's conversions do."""
        lay = self.layout(ptr)
        if lay.flat is None:
            raise TypeError("%s is not a structure of plain scalars" % self.name)
        if len(values) != len(lay.fields):
            raise ValueError("%s has %d fields" % (self.name, len(lay.fields)))
        return lay.flat.pack(*(_wrap(f, v) for f, v in zip(lay.fields, values)))

    def pack_leaves(self, *values, ptr=4):
        """The bytes of a structure whose leaves are plain scalars (nested structures
        flattened: MSG's hwnd, message, wParam, lParam, time, pt.x, pt.y) from its leaves
        in declaration order; integers are wrapped to each field's width, as C's
        conversions do."""
        lay = self.layout(ptr)
        st = getattr(lay, "leaves", None)
        if st is None:
            raise TypeError("%s has a leaf that is not a plain scalar" % self.name)
        try:
            # values in range pack as they are (wrapping one changes nothing)
            return st.pack(*values)
        except _struct.error:
            if len(values) != len(lay.leaf_wraps):
                raise ValueError("%s has %d leaves" % (self.name, len(lay.leaf_wraps))) \
                    from None
            masked = _masked_leaves(lay)
            if masked is not None:
                # (a key-up's lParam, bit 31 set, in MSG's signed LPARAM: every one)
                return masked[0].pack(*map(_and, values, masked[1]))
            return st.pack(*(_wrap(f, v) for f, v in zip(lay.leaf_wraps, values)))

    def leaf_values(self, mem, addr, ptr=4):
        """The leaves of the structure at ``addr`` as a tuple in declaration order, nested
        structures flattened (MSG's hwnd, message, wParam, lParam, time, pt.x, pt.y): one
        guest read, one unpack (what ``pack_leaves`` writes; for the message loop's
        calls, which read a MSG for every message)."""
        lay = self._layouts.get(ptr) or self.layout(ptr)
        if lay.leaves is None:
            raise TypeError("%s has a leaf that is not a plain scalar" % self.name)
        return mem.unpack(lay.leaves, addr)

    def values_array(self, mem, addr, count, ptr=4):
        """A C array of ``count`` structures of plain scalars at ``addr`` (POINT[], RECT[]),
        as a list of tuples in declaration order (one guest read)."""
        flat = self.layout(ptr).flat
        if flat is None:
            raise TypeError("%s is not a structure of plain scalars" % self.name)
        if count <= 0:
            return []
        data = bytes(mem.read(addr, flat.size * count))
        return [flat.unpack_from(data, i * flat.size) for i in range(count)]

    def pack_array(self, rows, ptr=4):
        """The bytes of a C array of structures of plain scalars, each row its fields in
        declaration order (the inverse of ``values_array``)."""
        return b"".join(self.pack_values(*row, ptr=ptr) for row in rows)

    def unpack(self, data, ptr=4):
        """Every field of a structure held in ``data`` (bytes), as a dict."""
        return _unpack(self.layout(ptr), data)

    def pack(self, ptr=4, **values):
        """The structure's bytes with ``values`` set and every other field zero."""
        lay = self.layout(ptr)
        buf = bytearray(lay.size)
        _pack_into(lay, buf, 0, values)
        return bytes(buf)

    def write(self, mem, addr, ptr=4, **values):
        """Store the fields ``values`` at ``addr``; the other fields are left as they are."""
        lay = self.layout(ptr)
        for name, value in values.items():
            _write_field(mem, addr, lay.by_name[name], value)


def _wrapping(code, bits):
    """(mask, sign bit or 0) wrapping a scalar of struct code ``code`` and ``bits`` bits
    (:func:`_wrap`), or None for a float, which is stored as it is."""
    if code in "fd":
        return None
    return (1 << bits) - 1, (1 << (bits - 1)) if code.islower() else 0


_NO_WRAP = object()


def _field_wrapping(f):
    """:func:`_wrapping` of one element of scalar field ``f``."""
    w = getattr(f, "wrap", _NO_WRAP)
    if w is _NO_WRAP:    # a field laid out before fields kept their wrapping
        w = _wrapping(f.fmt.format[-1], 8 * f.size // (f.count or 1))
    return w


#: leaves' struct format -> (the same with every integer code unsigned, each leaf's
#: mask), or None for leaves with a float among them (:func:`_masked_leaves`)
_MASKED = {}


def _masked_leaves(lay):
    """A struct over ``lay``'s leaves that packs each integer as its unsigned wrap, and
    the masks that wrap them: the same bytes as :func:`_wrap` then the signed code (two's
    complement), in one pack without a Python step a leaf; None when a leaf is a
    float. Kept per format (not on the layout, which savestates hold)."""
    fmt = lay.leaves.format
    got = _MASKED.get(fmt, _NO_WRAP)
    if got is _NO_WRAP:
        wraps = [_field_wrapping(f) for f in lay.leaf_wraps]
        got = None
        if None not in wraps:
            got = (_struct.Struct("".join(c.upper() if c in "bhilq" else c for c in fmt)),
                   tuple(mask for mask, _sign in wraps))
        _MASKED[fmt] = got
    return got


def _wrap(f, v):
    """``v`` wrapped to the width and signedness of one element of scalar field ``f``: a
    negative LONG or a handle from Python's unbounded ints, as C's conversions do."""
    w = _field_wrapping(f)
    if w is None:
        return v
    mask, sign = w
    v &= mask
    return v - mask - 1 if v & sign else v


def _unpack(lay, data, base=0):
    # (getattr: a layout a savestate kept from before layouts had leaves)
    shape = getattr(lay, "shape", None)
    if shape is not None:
        return _reshape(shape, lay.leaves.unpack_from(data, base))[0]
    out = {}
    for f in lay.fields:
        out[f.name] = _decode(f, data, base + f.offset)
    return out


def _decode(f, data, off):
    if f.kind == "scalar":
        vals = f.fmt.unpack_from(data, off)
        return vals[0] if f.count is None else vals
    if f.kind == "struct":
        if f.count is None:
            return _unpack(f.sub, data, off)
        return tuple(_unpack(f.sub, data, off + i * f.sub.size) for i in range(f.count))
    raw = bytes(data[off:off + f.size])
    if f.kind == "cstr":
        return raw.split(b"\0", 1)[0].decode("cp1252", "replace")
    text = raw.decode("utf-16-le", "replace")
    return text.split("\0", 1)[0]


def _encode(f, value):
    if f.kind == "scalar":
        if f.count is None:      # (MSG, PAINTSTRUCT... written per message: the hot case)
            return f.fmt.pack(_wrap(f, value))
        vals = tuple(value)
        if len(vals) != (f.count or 1):
            raise ValueError("%s takes %d values" % (f.name, f.count or 1))
        return f.fmt.pack(*(_wrap(f, v) for v in vals))
    if f.kind == "struct":
        buf = bytearray(f.size)
        items = [value] if f.count is None else list(value)
        for i, item in enumerate(items):
            _pack_into(f.sub, buf, i * f.sub.size, item)
        return bytes(buf)
    # A character array: truncated to leave room for the NUL, then zero-padded.
    if f.kind == "cstr":
        raw = value.encode("cp1252", "replace") if isinstance(value, str) else bytes(value)
        raw = raw[:f.count - 1]
    else:
        raw = value[:f.count - 1].encode("utf-16-le")
    return raw + b"\0" * (f.size - len(raw))


def _pack_into(lay, buf, base, values):
    if isinstance(values, View):
        values = values.as_dict()
    elif isinstance(values, (tuple, list)):
        values = dict(zip((f.name for f in lay.fields), values))
    for name, value in values.items():
        f = lay.by_name.get(name)
        if f is None:
            raise KeyError("%s has no field %r" % (lay.stype.name, name))
        buf[base + f.offset:base + f.offset + f.size] = _encode(f, value)


def _write_field(mem, addr, f, value):
    if f.kind == "struct" and f.count is None and isinstance(value, dict):
        for name, v in value.items():        # a partial nested write leaves the rest
            _write_field(mem, addr + f.offset, f.sub.by_name[name], v)
        return
    mem.write(addr + f.offset, _encode(f, value))


class View:
    """A structure in guest memory, read and written field by field."""

    __slots__ = ("_mem", "_addr", "_layout")

    def __init__(self, mem, addr, layout):
        object.__setattr__(self, "_mem", mem)
        object.__setattr__(self, "_addr", addr)
        object.__setattr__(self, "_layout", layout)

    @property
    def address(self):
        """The structure's guest address."""
        return self._addr

    @property
    def size(self):
        """The structure's size in bytes."""
        return self._layout.size

    def __getattr__(self, name):
        f = self._layout.by_name.get(name)
        if f is None:
            raise AttributeError("%s has no field %r" % (self._layout.stype.name, name))
        if f.kind == "scalar" and f.count is None:
            # one number (MSG's message, a RECT's side): _decode's answer, one step
            return f.fmt.unpack_from(self._mem.read(self._addr + f.offset, f.size))[0]
        if f.kind == "struct" and f.count is None:
            return View(self._mem, self._addr + f.offset, f.sub)
        return _decode(f, bytes(self._mem.read(self._addr + f.offset, f.size)), 0)

    def __setattr__(self, name, value):
        f = self._layout.by_name.get(name)
        if f is None:
            raise AttributeError("%s has no field %r" % (self._layout.stype.name, name))
        _write_field(self._mem, self._addr, f, value)

    def as_dict(self):
        """Every field, read in one guest read."""
        return _unpack(self._layout, bytes(self._mem.read(self._addr, self._layout.size)))

    def ptr(self, name):
        """The guest address of field ``name`` (for a callee that fills it in place)."""
        return self._addr + self._layout.by_name[name].offset

    def __repr__(self):
        return "<%s @%#x %r>" % (self._layout.stype.name, self._addr, self.as_dict())


def _parse(name, text):
    decl = []
    for part in filter(None, (p.strip() for p in text.split(";"))):
        m = _FIELD.match(part)
        if m is None:
            raise ValueError("%s: bad field declaration %r" % (name, part))
        count = m.group("count")
        decl.append((m.group("type"), m.group("name"), int(count) if count else None))
    names = [n for _, n, _ in decl]
    if len(set(names)) != len(names):
        raise ValueError("%s: a field is declared twice" % name)
    return tuple(decl)


_PACKS = (None, 1, 2, 4, 8, 16)


def _check_pack(name, pack):
    values = pack.values() if isinstance(pack, dict) else (pack,)
    if isinstance(pack, dict) and set(pack) != {4, 8}:
        raise ValueError("%s: pack per width is {4: N, 8: N} (N or None)" % name)
    if any(v not in _PACKS for v in values):
        raise ValueError("%s: pack %r: one of 1, 2, 4, 8, 16 (or None)" % (name, pack))


def _parse_fields(name, fields):
    if not isinstance(fields, dict):
        return _parse(name, fields)
    if set(fields) != {4, 8}:
        raise ValueError("%s: fields per width are {4: ..., 8: ...}" % name)
    decl = {ptr: _parse(name, text) for ptr, text in fields.items()}
    if set(decl[4]) != set(decl[8]):
        # Same fields (name, type, count), another order: a view reads them by name.
        raise ValueError("%s: the 32- and 64-bit declarations name different fields" % name)
    return decl


def struct(name, fields, pack=None):
    """Declare a structure; ``name`` with ``{AW}`` declares both character-set variants.

    ``fields``: ``TYPE name`` or ``TYPE name[N]``, separated by semicolons; or a dict
    ``{4: fields, 8: fields}`` for a structure whose field order depends on the width.
    ``pack``: None (natural alignment, the default), ``N`` for a structure the SDK declares
    under ``#pragma pack(N)``, or ``{4: N, 8: N}`` (N or None) when the header packs in one
    width only. Returns the StructType, also registered by name so later declarations can
    nest it.
    """
    decl = _parse_fields(name, fields)
    _check_pack(name, pack)
    if "{AW}" in name:
        base = name.replace("{AW}", "")
        pair = StructType(base, decl, generic=True, pack=pack)
        pair.A = StructType(name.replace("{AW}", "A"), decl, wide=False, pack=pack)
        pair.W = StructType(name.replace("{AW}", "W"), decl, wide=True, pack=pack)
        for t in (pair, pair.A, pair.W):
            _register(t)
        for t in (pair.A, pair.W):            # check the declaration now, not at first use
            t.layout(4)
            t.layout(8)
        return pair
    t = StructType(name, decl, pack=pack)
    _register(t)
    t.layout(4)
    t.layout(8)
    return t


def _register(t):
    if t.name in TYPES:
        raise ValueError("structure declared twice: %s" % t.name)
    TYPES[t.name] = t
