"""printf-family formatting shared by msvcrt (sprintf, fprintf...) and user32 (wsprintf).

The format string and arguments live in guest memory; ``ArgReader`` walks a va_list.
Follows the MSVCRT rules: ``%I64d``/``%lld`` read 8 bytes, ``%f``/``%e``/``%g`` read a
double, ``%s`` in a narrow function is narrow (``%S`` the other width), NULL strings print
as ``(null)``.
"""

import re
import struct

from .crtfloat import crt_float, half_up, special_text
from .printf_msvcrt import format_msvcrt

__all__ = ["ArgReader", "format_guest", "crt_float", "half_up", "special_text"]

_SPEC = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+))?(hh|h|ll|l|L|I64|I32|I|w|z|j|t|F|N)?([diouxXcCsSpfFeEgGaAn%])")


class ArgReader:
    """Reads successive variadic arguments from guest memory starting at ``addr``.

    Each argument takes the slots the caller's ABI gives it: 4 bytes (8 for a 64-bit
    integer or a double) in a 32-bit program; one 8-byte slot each in a 64-bit one, where
    an int is the low half of its slot (``slot``: the program's pointer size)."""

    def __init__(self, mem, addr):
        self.mem, self.addr = mem, addr
        self.slot = mem.ptr_size

    def u32(self):
        """Next 32-bit argument."""
        v = self.mem.u32(self.addr)
        self.addr += self.slot
        return v

    def ptr(self):
        """Next pointer-sized argument (a pointer, a SIZE_T)."""
        if self.slot == 4:
            return self.u32()
        return self.u64()

    def u64(self):
        """Next 64-bit argument."""
        lo, hi = struct.unpack("<II", self.mem.read(self.addr, 8))
        self.addr += 8
        return lo | (hi << 32)

    def double(self):
        """Next double argument."""
        v = struct.unpack("<d", self.mem.read(self.addr, 8))[0]
        self.addr += 8
        return v


def _signed(v, bits):
    return v - (1 << bits) if v & (1 << (bits - 1)) else v


def format_guest(mem, fmt, args, wide=False, allow_float=True, legacy=False, ucrt=False,
                 three_digit=False, ansi_chars=None, strict=False, point="."):
    """Format ``fmt`` (a Python str read from the guest) with arguments from ``args``.

    ``ansi_chars``: the code page (a Python codec) a narrow %c / %C argument is a byte
    of — USER's wsprintf converts it through the ANSI code page (0x99 is U+2122 in
    cp1252); the C runtimes' "C" locale takes the byte as its own value.

    Floating point as the C runtimes print it (``crt_float``): ``legacy`` as msvcrt.dll
    (and msvcr*.dll before the UCRT), ``ucrt`` as the UCRT; with neither, C's own rules
    (Python's formatting: ties to even). ``three_digit``: the UCRT's option for msvcrt's
    three-digit exponents. ``legacy`` alone is msvcrt.dll's own parser (printf_msvcrt;
    ``strict``: NarrowingError for a wide string a narrow output cannot hold). ``point``:
    the C runtime's decimal point (LC_NUMERIC's), for the C runtimes' floats."""
    if legacy and not ucrt:
        return format_msvcrt(mem, fmt, args, wide=wide, strict=strict, point=point)
    out = []
    pos = 0
    for m in _SPEC.finditer(fmt):
        out.append(fmt[pos:m.start()])
        pos = m.end()
        flags, width, prec, length, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        if width == "*":
            width = _signed(args.u32(), 32)
            if width < 0:
                flags += "-"
                width = -width
        elif width:
            width = int(width)
        if prec == "*":
            prec = _signed(args.u32(), 32)
            prec = None if prec < 0 else prec
        elif prec is not None:
            prec = int(prec)
        # "I" is a size_t / ptrdiff_t: 64-bit in a 64-bit program.
        big = (length in ("ll", "I64", "L") or (length == "I" and args.slot == 8)) and \
            conv in "diouxX"
        if conv in "di":
            v = _signed(args.u64(), 64) if big else _signed(args.u32(), 32)
            if length == "h":
                v = _signed(v & 0xFFFF, 16)
            s = _int_text(abs(v), 10, prec)
            sign = "-" if v < 0 else ("+" if "+" in flags else (" " if " " in flags else ""))
            s = _pad(sign, s, width, flags, prec)
        elif conv in "ouxX":
            v = args.u64() if big else args.u32()
            if length == "h":
                v &= 0xFFFF
            base = {"o": 8, "u": 10, "x": 16, "X": 16}[conv]
            s = _int_text(v, base, prec)
            if conv == "X":
                s = s.upper()
            prefix = ""
            if "#" in flags and v:
                prefix = {"o": "0", "x": "0x", "X": "0X"}.get(conv, "")
            s = _pad(prefix, s, width, flags, prec)
        elif conv == "p":
            # %p is %X with a precision of a pointer's hex digits (8, or 16 in a 64-bit
            # program: the 0 flag pads with blanks); "#" adds "0X". F and N (far, near) are
            # 16-bit size prefixes, ignored.
            digits = 2 * args.slot
            s = _pad("0X" if "#" in flags else "", "%0*X" % (digits, args.ptr()), width, flags,
                     digits)
        elif conv in "cC":
            v = args.u32()
            wide_char = (wide ^ (conv == "C")) or length in ("l", "w")
            if wide_char:
                ch = chr(v & 0xFFFF)
            elif ansi_chars:
                ch = bytes([v & 0xFF]).decode(ansi_chars, "replace")
            else:
                ch = chr(v & 0xFF)
            s = _pad("", ch, width, flags, None)
        elif conv in "sS":
            ptr = args.ptr()
            wide_arg = (wide ^ (conv == "S")) if length not in ("h", "l", "w") else length in ("l", "w")
            if not ptr:
                text = "(null)"
            else:
                text = mem.wstr(ptr) if wide_arg else mem.cstr(ptr)
            if prec is not None:
                text = text[:prec]
            s = _pad("", text, width, flags, None)
        elif conv in "fFeEgGaA":
            if not allow_float:
                s = m.group(0)
            else:
                v = args.double()
                if (legacy or ucrt) and conv in "fFeEgG":
                    s = crt_float(v, flags, width, prec, conv, ucrt, three_digit)
                    if point != ".":
                        s = s.replace(".", point, 1)
                else:
                    pyfmt = "%" + flags + (str(width) if width else "") + \
                        ("." + str(prec) if prec is not None else "") + \
                        conv.replace("a", "e").replace("A", "E")
                    s = pyfmt % v
        elif conv == "n":
            ptr = args.ptr()
            if legacy and ptr:
                # msvcrt.dll stores the characters written so far (the UCRT refuses %n
                # unless _set_printf_count_output allows it: nothing written there).
                count = len("".join(out))
                if length == "h":
                    mem.w16(ptr, count & 0xFFFF)
                else:
                    mem.w32(ptr, count)
            s = ""
        else:  # pragma: no cover
            s = m.group(0)
        out.append(s)
    out.append(fmt[pos:])
    return "".join(out)


def _int_text(v, base, prec):
    if base == 10:
        s = str(v)
    elif base == 16:
        s = "%x" % v
    else:
        s = "%o" % v
    if prec is not None:
        if prec == 0 and v == 0:
            s = ""
        s = s.rjust(prec, "0")
    return s


def _pad(prefix, body, width, flags, prec):
    if not width or len(prefix) + len(body) >= width:
        return prefix + body
    fill = width - len(prefix) - len(body)
    if "-" in flags:
        return prefix + body + " " * fill
    if "0" in flags and prec is None:
        return prefix + "0" * fill + body
    return " " * fill + prefix + body
