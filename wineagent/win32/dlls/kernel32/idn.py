"""KERNEL32's internationalised domain names: IdnToNameprepUnicode, IdnToAscii and
IdnToUnicode, as Windows 10 does them (UTS #46's mapping, transitional).

- IdnToNameprepUnicode maps a name as UTS #46 does: each character kept, mapped (case,
  compatibility forms: "ﬁ" -> "fi", "．" -> "."), dropped (soft hyphen, joiners) or
  refused (private use, most symbols), then the whole composed (NFC). The deviations
  take their transitional mapping, as Windows: "ß" -> "ss", "ς" -> "σ", the zero-width
  joiners dropped. A name all ASCII is returned as it is (no lower-casing), only
  checked. A character Unicode has not assigned is refused unless IDN_ALLOW_UNASSIGNED.
- The labels (between dots) must not be empty (a dot may end the name) and must hold at
  most 63 characters; with IDN_USE_STD3_ASCII_RULES they are letters, digits and
  hyphens, a hyphen neither first nor last.
- IdnToAscii writes each label that is not ASCII after that as "xn--" and its Punycode;
  IdnToUnicode decodes such labels of an ASCII name (a name that is not ASCII is
  refused), each label decoded having to be one IdnToNameprepUnicode leaves as it is.
- A NUL may only end the string (a count that takes in the terminator answers it too).
  Refusals are 0 with ERROR_INVALID_NAME; no string, a count below -1 or an unknown
  flag ERROR_INVALID_PARAMETER (Windows 8's answer; before, ERROR_INVALID_FLAGS);
  IDN_EMAIL_ADDRESS and IDN_RAW_PUNYCODE stop the guest naming them; a buffer too
  small ERROR_INSUFFICIENT_BUFFER; a size of 0 asks for the length.

The mapping is UTS #46's table as the ``idna`` package has it (its uts46_remap, one
character at a time); Punycode is Python's codec (RFC 3492).
"""

import unicodedata

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_NAME,
                             ERROR_INVALID_PARAMETER)

IDN_ALLOW_UNASSIGNED, IDN_USE_STD3_ASCII_RULES = 0x1, 0x2
IDN_EMAIL_ADDRESS, IDN_RAW_PUNYCODE = 0x4, 0x8

#: UTS #46's deviations under transitional processing (what Windows writes for them).
_DEVIATIONS = {"\u00df": "ss", "\u03c2": "\u03c3", "\u200c": "", "\u200d": ""}
_LDH = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
_MAX_LABEL = 63


class IdnError(Exception):
    """A name IDN refuses (ERROR_INVALID_NAME)."""


def _map_char(ch, flags):
    """UTS #46's mapping of one character (transitional), "" for one dropped; IdnError
    for one refused."""
    if ch in _DEVIATIONS:
        return _DEVIATIONS[ch]
    import idna                       # UTS #46's table (a dependency of Twisted's)
    try:
        return idna.uts46_remap(ch, std3_rules=False)
    except idna.IDNAError:
        if flags & IDN_ALLOW_UNASSIGNED and unicodedata.category(ch) == "Cn" \
                and not 0xD800 <= ord(ch) <= 0xDFFF:
            return ch
        raise IdnError(ch)


def _check_labels(name, flags):
    """The label rules: none empty (but after a final dot), none longer than 63, and
    with IDN_USE_STD3_ASCII_RULES letters, digits and inner hyphens only."""
    labels = name.split(".")
    if labels[-1] == "" and len(labels) > 1:
        labels = labels[:-1]
    for label in labels:
        if not label or len(label) > _MAX_LABEL:
            raise IdnError(label)
        if flags & IDN_USE_STD3_ASCII_RULES and (
                any(ch.isascii() and ch not in _LDH for ch in label)
                or label[0] == "-" or label[-1] == "-"):
            raise IdnError(label)


def nameprep(name, flags):
    """IdnToNameprepUnicode's answer for ``name`` (without a terminator); IdnError."""
    if "\0" in name:
        raise IdnError("NUL")
    if not name.isascii():
        name = unicodedata.normalize("NFC", "".join(_map_char(ch, flags) for ch in name))
    _check_labels(name, flags)
    return name


def to_ascii(name, flags):
    """IdnToAscii's answer for ``name``; IdnError."""
    labels = nameprep(name, flags).split(".")
    out = []
    for label in labels:
        if not label.isascii():
            label = "xn--" + label.encode("punycode").decode("ascii")
            if len(label) > _MAX_LABEL:
                raise IdnError(label)
        out.append(label)
    return ".".join(out)


def to_unicode(name, flags):
    """IdnToUnicode's answer for ``name`` (ASCII); IdnError."""
    if "\0" in name or not name.isascii():
        raise IdnError(name)
    _check_labels(name, flags)
    out = []
    for label in name.split("."):
        if label[:4].lower() == "xn--":
            try:
                decoded = label[4:].encode("ascii").decode("punycode")
            except UnicodeError:
                raise IdnError(label)
            if not decoded or nameprep(decoded, flags) != decoded:
                raise IdnError(label)
            label = decoded
        out.append(label)
    return ".".join(out)


def _idn(c, convert, flags, src, srclen, dst, dstlen):
    """Read the source, convert it, write the answer (see the module's docstring)."""
    vm = c.vm
    if not src or srclen < -1 or dstlen < 0 or (dstlen and not dst):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if flags & ~(IDN_ALLOW_UNASSIGNED | IDN_USE_STD3_ASCII_RULES | IDN_EMAIL_ADDRESS
                 | IDN_RAW_PUNYCODE):
        vm.last_error = ERROR_INVALID_PARAMETER   # Windows 8 and later (Wine 8 too)
        return 0
    if flags & (IDN_EMAIL_ADDRESS | IDN_RAW_PUNYCODE):
        raise Unimplemented("KERNEL32.dll!%s (IDN_EMAIL_ADDRESS / IDN_RAW_PUNYCODE, flags "
                            "0x%x)" % (c.spec.name, flags))
    mem = vm.mem
    if srclen == -1:
        n = 0
        while mem.u16(src + 2 * n):
            n += 1
        srclen = n + 1
    text = bytes(mem.read(src, 2 * srclen)).decode("utf-16-le", "surrogatepass")
    ended = text.endswith("\0")
    try:
        if not srclen:
            raise IdnError("")
        answer = convert(text[:-1] if ended else text, flags)
    except IdnError:
        vm.last_error = ERROR_INVALID_NAME
        return 0
    data = (answer + ("\0" if ended else "")).encode("utf-16-le", "surrogatepass")
    count = len(data) // 2
    if not dstlen:
        return count
    if count > dstlen:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    mem.write(dst, data)
    return count


@api(KERNEL32, "IdnToNameprepUnicode", "DWORD flags, LPVOID src, INT srclen, LPVOID dst, INT dstlen", widths=BOTH)
def IdnToNameprepUnicode(c, flags, src, srclen, dst, dstlen):
    """A domain name mapped as UTS #46 does (lower case, compatibility forms, ...)."""
    return _idn(c, nameprep, flags, src, srclen, dst, dstlen)


@api(KERNEL32, "IdnToAscii", "DWORD flags, LPVOID src, INT srclen, LPVOID dst, INT dstlen", widths=BOTH)
def IdnToAscii(c, flags, src, srclen, dst, dstlen):
    """A domain name in ASCII: its labels that are not ASCII as "xn--" and Punycode."""
    return _idn(c, to_ascii, flags, src, srclen, dst, dstlen)


@api(KERNEL32, "IdnToUnicode", "DWORD flags, LPVOID src, INT srclen, LPVOID dst, INT dstlen", widths=BOTH)
def IdnToUnicode(c, flags, src, srclen, dst, dstlen):
    """An ASCII domain name with its "xn--" labels decoded."""
    return _idn(c, to_unicode, flags, src, srclen, dst, dstlen)
