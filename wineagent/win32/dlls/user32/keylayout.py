"""USER32: characters of the US keyboard layout — VkKeyScan(Ex), ToAscii(Ex),
ToUnicode(Ex).

The layout (KBDUS, ``user/keymap.py``) types, for a virtual key and the state of Shift,
Ctrl and Caps Lock: letters (lower case unless Shift or Caps Lock, not both), digits and
punctuation with their shifted forms, the keypad's digits and operators, Backspace / Tab
/ Enter / Esc / Space, and with Ctrl the control characters (Ctrl+A = 0x01 ... Ctrl+[ =
Esc, Ctrl+Enter = LF, Ctrl+Backspace = DEL, Ctrl+Shift+2 = NUL, Ctrl+Shift+6 = 0x1E,
Ctrl+Shift+- = 0x1F); the keypad digits need Num Lock on. Alt does not change the character (Alt+Ctrl types nothing: the US
layout has no AltGr). There are no dead keys. VkKeyScan answers the key and shift state
(1 Shift, 2 Ctrl) that types a character, -1 when none does.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...user.keymap import VK_TO_SCAN, key_char
from ...kernel.nls import oem_glyphs
from ...core.dllnames import USER32
from ...core.winerror import ERROR_INVALID_PARAMETER, ERROR_NOACCESS

VK_SHIFT, VK_CONTROL, VK_MENU, VK_CAPITAL, VK_NUMLOCK = 0x10, 0x11, 0x12, 0x14, 0x90


def _scan(ch):
    for shift in (False, True):
        for vk in range(1, 0xFF):
            if key_char(vk, shift, False, False) == ch and not 0x60 <= vk <= 0x6F:
                return vk | (0x100 if shift else 0)
    for shift in (False, True):
        for vk in range(1, 0xFF):
            if key_char(vk, shift, True, False) == ch:
                return vk | 0x200 | (0x100 if shift else 0)
    return 0xFFFFFFFF


@api(USER32, "VkKeyScan{AW}", "UINT ch", widths=BOTH)
def VkKeyScan(c, ch):
    return _scan(_char(c, ch))


@api(USER32, "VkKeyScanEx{AW}", "UINT ch, HANDLE layout", widths=BOTH)
def VkKeyScanEx(c, ch, layout):
    return _scan(_char(c, ch))


@api(USER32, "OemKeyScan", "WORD oem", widths=BOTH)
def OemKeyScan(c, oem):
    """The scan code (low word) and shift state (high word: 1 Shift, 2 Ctrl) that type
    the OEM character in ``oem``'s low byte, read as OemToCharBuffW reads it (code page
    437 with the DOS screen's glyphs for the control bytes 0x01-0x1F and 0x7F, which no
    key types); 0xFFFFFFFF when no key types it (also the accented and box-drawing
    characters above 0x7F on the US layout)."""
    vk = _scan(oem_glyphs(bytes([oem & 0xFF]).decode("cp437")))
    scan = VK_TO_SCAN.get(vk & 0xFF, 0) if vk != 0xFFFFFFFF else 0
    if not scan:
        return 0xFFFFFFFF
    return (vk & 0xFF00) << 8 | scan


def _char(c, ch):
    if c.wide:
        return chr(ch & 0xFFFF)
    return bytes([ch & 0xFF]).decode("cp1252", "replace")


def _translate(c, vk, scan, state, flags):
    if not state:
        return None
    ks = bytes(c.vm.mem.read(state, 256))
    if scan & 0x8000:
        return None                      # a key release types nothing
    down = lambda v: bool(ks[v] & 0x80)  # noqa: E731
    return key_char(vk & 0xFF, down(VK_SHIFT), down(VK_CONTROL), bool(ks[VK_CAPITAL] & 1),
                    down(VK_MENU), bool(ks[VK_NUMLOCK] & 1))


@api(USER32, "ToAscii", "UINT vk, UINT scan, LPVOID state, LPVOID out, UINT flags", widths=BOTH)
def ToAscii(c, vk, scan, state, out, flags):
    return _to_ascii(c, vk, scan, state, out, flags)


@api(USER32, "ToAsciiEx", "UINT vk, UINT scan, LPVOID state, LPVOID out, UINT flags,"
                     " HANDLE layout", widths=BOTH)
def ToAsciiEx(c, vk, scan, state, out, flags, layout):
    return _to_ascii(c, vk, scan, state, out, flags)


def _to_ascii(c, vk, scan, state, out, flags):
    if flags & 1:
        raise Unimplemented("USER32.dll!%s: a menu is active (flags 1)" % c.spec.name)
    ch = _translate(c, vk, scan, state, flags)
    if ch is None:
        return 0
    data = ch.encode("cp1252", "replace")
    if out:
        c.vm.mem.w16(out, data[0])   # the character in a WORD
    return 1


@api(USER32, "ToUnicode", "UINT vk, UINT scan, LPVOID state, LPVOID buf, INT size, UINT flags", widths=BOTH)
def ToUnicode(c, vk, scan, state, buf, size, flags):
    return _to_unicode(c, vk, scan, state, buf, size, flags)


@api(USER32, "ToUnicodeEx", "UINT vk, UINT scan, LPVOID state, LPVOID buf, INT size, UINT flags,"
                       " HANDLE layout", widths=BOTH)
def ToUnicodeEx(c, vk, scan, state, buf, size, flags, layout):
    return _to_unicode(c, vk, scan, state, buf, size, flags)


def _to_unicode(c, vk, scan, state, buf, size, flags):
    if flags & 1:
        raise Unimplemented("USER32.dll!%s: a menu is active (flags 1)" % c.spec.name)
    ch = _translate(c, vk, scan, state, flags)
    if ch is None or not buf or size <= 0:
        return 0
    data = ch.encode("utf-16-le")
    if size > 1:
        data += b"\0\0"                  # NUL-terminated when there is room
    c.vm.mem.write(buf, data)
    return 1


# -- which layout: one, US English ---------------------------------------------------------
#: The one installed layout's handle: language 0x0409 (en-US) in the low word, the
#: device (the KBDUS layout, also 0x0409) in the high word.
HKL_US = 0x04090409
HKL_PREV, HKL_NEXT = 0, 1
KL_NAMELENGTH = 9


@api(USER32, "GetKeyboardLayout", "DWORD thread", widths=BOTH)
def GetKeyboardLayout(c, thread):
    """The active layout of a thread: the US one, the only layout installed."""
    return HKL_US


@api(USER32, "GetKeyboardLayoutList", "INT n, LPVOID out", widths=BOTH)
def GetKeyboardLayoutList(c, n, out):
    """The installed layouts (the US one): with ``n`` 0 how many there are, else as many
    as fit are stored and counted."""
    if n <= 0 or not out:
        return 1
    c.vm.mem.wptr(out, HKL_US)
    return 1


@api(USER32, "GetKeyboardLayoutName{AW}", "LPVOID buf", widths=BOTH)
def GetKeyboardLayoutName(c, buf):
    """The active layout's identifier, "00000409" (KL_NAMELENGTH characters with the
    NUL). The W variant given no buffer (NULL) answers FALSE with ERROR_NOACCESS, as
    Windows does; Windows' A variant writes to it and faults, and so does this one."""
    if not buf and c.wide:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    c.write_str(buf, "00000409", KL_NAMELENGTH)
    return 1


#: LoadKeyboardLayout's flags that change nothing when the layout asked for is the one
#: installed, already active and first in the list: KLF_ACTIVATE, KLF_SUBSTITUTE_OK (no
#: substitutes are set), KLF_REORDER, KLF_REPLACELANG, KLF_NOTELLSHELL, KLF_SETFORPROCESS.
_KLF_NOOPS = 0x1 | 0x2 | 0x8 | 0x10 | 0x80 | 0x100


@api(USER32, "LoadKeyboardLayout{AW}", "LPVOID klid, UINT flags", widths=BOTH)
def LoadKeyboardLayout(c, klid, flags):
    """Load the layout named by ``klid`` (its KLID, "00000409" for US English): its
    HKL. The US layout is the one installed and already active, so loading it (with or
    without KLF_ACTIVATE, KLF_REORDER, ...) answers its HKL and changes nothing. Another
    layout, or KLF_SHIFTLOCK / KLF_RESET (which change how Caps Lock is released), is
    not implemented and stops the guest naming it."""
    name = c.read_str(klid) if klid else ""
    if name.upper() != "00000409":
        raise Unimplemented("USER32.dll!%s: the layout %r (only the US layout, 00000409, "
                            "is installed)" % (c.spec.name, name))
    if flags & ~_KLF_NOOPS:
        raise Unimplemented("USER32.dll!%s: flags %#x" % (c.spec.name, flags & ~_KLF_NOOPS))
    return HKL_US


@api(USER32, "ActivateKeyboardLayout", "HANDLE hkl, UINT flags", widths=BOTH)
def ActivateKeyboardLayout(c, hkl, flags):
    """Make a layout active: the previous one (the US layout, which stays active, being
    the only one; HKL_NEXT and HKL_PREV cycle to it). A layout that is not installed
    cannot be activated: 0 with ERROR_INVALID_PARAMETER."""
    if hkl in (HKL_PREV, HKL_NEXT, HKL_US) or hkl & 0xFFFF == HKL_US & 0xFFFF:
        return HKL_US
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return 0
