"""USER32: CharToOem / OemToChar and their Buff forms (A and W).

The ANSI code page is 1252 and the OEM one 437 (``kernel/nls.py``). ANSI -> OEM goes
through Unicode as WideCharToMultiByte(CP_OEMCP) does by default, with best fit: a
character page 437 lacks becomes its base letter when it has one (À -> A), else "?".
The A forms may convert in place (source and destination the same buffer).
"""

import unicodedata

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...kernel.nls import oem_glyphs



def _to_oem(text):
    out = bytearray()
    for ch in text:
        try:
            out += ch.encode("cp437")
            continue
        except UnicodeEncodeError:
            pass
        base = unicodedata.normalize("NFKD", ch)[:1]
        try:
            out += base.encode("cp437") if base and base != ch else b"?"
        except UnicodeEncodeError:
            out += b"?"
    return bytes(out)


def _from_oem(data):
    return data.decode("cp437")


def _ansi_in(mem, ptr, n=None):
    raw = bytes(mem.read(ptr, n)) if n is not None else mem.cbytes(ptr)
    return raw.decode("cp1252", "replace")


def _char_to_oem(c, src, dst, n):
    mem = c.vm.mem
    if not src or not dst:
        return 0
    if c.wide:
        text = mem.wstr(src) if n is None else bytes(mem.read(src, 2 * n)).decode(
            "utf-16-le", "replace")
    else:
        text = _ansi_in(mem, src, n)
    data = _to_oem(text)
    mem.write(dst, data + (b"\0" if n is None else b""))
    return 1


def _oem_to_char(c, src, dst, n):
    mem = c.vm.mem
    if not src or not dst:
        return 0
    raw = mem.cbytes(src) if n is None else bytes(mem.read(src, n))
    text = _from_oem(raw)
    if c.wide:
        # The wide forms convert as MultiByteToWideChar(CP_OEMCP, MB_USEGLYPHCHARS) does:
        # control bytes become the glyphs a DOS screen shows for them.
        text = oem_glyphs(text)
        mem.write(dst, text.encode("utf-16-le") + (b"\0\0" if n is None else b""))
    else:
        mem.write(dst, text.encode("cp1252", "replace") + (b"\0" if n is None else b""))
    return 1


@api(USER32, "CharToOem{AW}", "LPVOID src, LPVOID dst", widths=BOTH)
def CharToOem(c, src, dst):
    return _char_to_oem(c, src, dst, None)


@api(USER32, "CharToOemBuff{AW}", "LPVOID src, LPVOID dst, DWORD n", widths=BOTH)
def CharToOemBuff(c, src, dst, n):
    return _char_to_oem(c, src, dst, n)


@api(USER32, "OemToChar{AW}", "LPVOID src, LPVOID dst", widths=BOTH)
def OemToChar(c, src, dst):
    return _oem_to_char(c, src, dst, None)


@api(USER32, "OemToCharBuff{AW}", "LPVOID src, LPVOID dst, DWORD n", widths=BOTH)
def OemToCharBuff(c, src, dst, n):
    return _oem_to_char(c, src, dst, n)
