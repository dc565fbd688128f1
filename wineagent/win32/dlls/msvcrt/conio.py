"""MSVCRT: console input (conio.h) — _kbhit, _getch, _getche, _ungetch and the wide
_getwch, _getwche, _ungetwch. (Console output, _cputs/_putch, is in basics.py.)

They read the process's console input buffer directly, as msvcrt reads CONIN$, whatever
the standard input is. The start-up console has nobody to type into it: _kbhit answers 0
(ffmpeg asks it between frames, "Press [q] to stop") and _getch would wait for ever,
which stops the guest saying so. A console AllocConsole made takes its window's
keystrokes and WriteConsoleInput's records (``kernel/consolebuf.py``).

_getch returns a key-down's character (in the console's input code page; the wide
functions its UTF-16 unit) and skips key-ups and keys without one (Shift...). A function
or cursor key is two calls, as documented: 0 (or 0xE0 for the enhanced cursor keys) and
then its code (F1-F10 their scan codes, F11 0x85, F12 0x86, the cursor keys their scan
codes). The codes of those keys with Shift, Ctrl or Alt held come from another table and
stop the guest naming the key. One character can be pushed back (_ungetch); the second
half of a function key waits in the same place, as in the UCRT.
"""

from ....abi.faults import GuestFault
from ....abi.api import BOTH, Unimplemented
from ...controls.console import console_wait
from ...core.crt import cdecl
from ...kernel.console import emit
from ...kernel.consolecp import input_codec

EOF, WEOF = 0xFFFFFFFF, 0xFFFF
SHIFT_PRESSED, ENHANCED_KEY = 0x10, 0x100
_MODIFIERS = 0x1 | 0x2 | 0x4 | 0x8 | SHIFT_PRESSED      # Alt, Ctrl, Shift
#: Keys with no character that _getch answers in two calls: scan code -> second code.
_EXTENDED = {**{s: s for s in range(0x3B, 0x45)},          # F1-F10
             0x57: 0x85, 0x58: 0x86,                        # F11, F12
             0x47: 0x47, 0x48: 0x48, 0x49: 0x49, 0x4B: 0x4B, 0x4D: 0x4D,
             0x4F: 0x4F, 0x50: 0x50, 0x51: 0x51, 0x52: 0x52, 0x53: 0x53}
_CURSOR_KEYS = {0x47, 0x48, 0x49, 0x4B, 0x4D, 0x4F, 0x50, 0x51, 0x52, 0x53}


def _console(vm):
    """The console the process is attached to, or None (the start-up console)."""
    k = vm.kernel
    return None if k.console_detached else k.console


def _char_of(vm, record, wide):
    """The character code a key-down record gives _getch, or None for none."""
    if not record.char:
        return None
    if wide:
        return ord(record.char) & 0xFFFF
    data = record.char.encode(input_codec(vm), "replace")
    return data[0]


def _is_key(record):
    """A record _getch takes: a key-down with a character or of a function key."""
    return record.down and (record.char or record.scan in _EXTENDED)


def _kbhit_now(vm):
    if vm.crt.conio_pending is not None:
        return 1
    con = _console(vm)
    if con is None:
        return 0
    return int(any(_is_key(r) for r in con.input))


@cdecl("_kbhit", "", widths=BOTH)
def _kbhit(c):
    """Nonzero when a key is waiting: a character pushed back, or a key-down with a
    character or of a function or cursor key in the console's input buffer."""
    return _kbhit_now(c.vm)


def _getch_code(c, wide):
    """Generator: the next character code, waiting for one."""
    vm = c.vm
    crt = vm.crt
    if crt.conio_pending is not None:
        ch, crt.conio_pending = crt.conio_pending, None
        return ch
    con = _console(vm)
    if con is None:
        raise GuestFault("deadlock", "deadlock: _getch waits for a key, and the program has "
                         "no console anyone can type into")
    while True:
        if not (yield from console_wait(vm, con, lambda: bool(con.input))):
            raise GuestFault("deadlock", "deadlock: _getch waits for a key from a console "
                             "whose window is gone")
        record = con.take_input(1)[0]
        if not _is_key(record):
            continue
        ch = _char_of(vm, record, wide)
        if ch is not None:
            return ch
        if record.state & _MODIFIERS:
            raise Unimplemented("_getch: the code of a function or cursor key (scan code "
                                "%#x) with Shift, Ctrl or Alt held" % record.scan)
        enhanced = record.scan in _CURSOR_KEYS and record.state & ENHANCED_KEY
        crt.conio_pending = _EXTENDED[record.scan]
        return 0xE0 if enhanced else 0


@cdecl("_getch", "", widths=BOTH)
def _getch(c):
    """Read a key without echo (module docstring)."""
    return (yield from _getch_code(c, False))


@cdecl("_getwch", "", widths=BOTH)
def _getwch(c):
    """The wide _getch."""
    return (yield from _getch_code(c, True))


@cdecl("_getche", "", widths=BOTH)
def _getche(c):
    """_getch, echoing a character to the console."""
    ch = yield from _getch_code(c, False)
    if ch not in (0, 0xE0) or c.vm.crt.conio_pending is None:
        emit(c.vm, 1, bytes([ch]).decode(input_codec(c.vm), "replace"))
    return ch


@cdecl("_getwche", "", widths=BOTH)
def _getwche(c):
    """The wide _getche."""
    ch = yield from _getch_code(c, True)
    if ch not in (0, 0xE0) or c.vm.crt.conio_pending is None:
        emit(c.vm, 1, chr(ch))
    return ch


@cdecl("_ungetch", "int ch", widths=BOTH)
def _ungetch(c, ch):
    """Push ``ch`` back for the next _getch: it, or EOF when one is already waiting (or
    ``ch`` is EOF)."""
    crt = c.vm.crt
    if ch == -1 or crt.conio_pending is not None:
        return EOF
    crt.conio_pending = ch & 0xFF
    return ch & 0xFF


@cdecl("_ungetwch", "UINT ch", widths=BOTH)
def _ungetwch(c, ch):
    """The wide _ungetch: WEOF when one is already waiting (or ``ch`` is WEOF)."""
    crt = c.vm.crt
    ch &= 0xFFFF
    if ch == WEOF or crt.conio_pending is not None:
        return WEOF
    crt.conio_pending = ch
    return ch
