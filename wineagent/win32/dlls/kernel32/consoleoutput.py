"""KERNEL32: a screen buffer's cells — WriteConsoleOutput, ReadConsoleOutput,
WriteConsoleOutputCharacter, WriteConsoleOutputAttribute, ReadConsoleOutputCharacter,
ReadConsoleOutputAttribute, FillConsoleOutputCharacter, FillConsoleOutputAttribute,
ScrollConsoleScreenBuffer.

A cell is a character and an attribute (``kernel/consolebuf.ScreenBuffer``). The
rectangle functions copy between the buffer and a program's CHAR_INFO array: the
rectangle (SMALL_RECT, corners inclusive) is cut to the buffer and to what the array
holds from its origin on, and the rectangle written back is the part done. The run
functions go over ``n`` cells from a COORD on, row after row, stopping at the buffer's
end; they report how many cells they did (none from a start outside the buffer: TRUE,
as Wine answers). The A functions' characters are bytes of the console's output
code page (437 until SetConsoleOutputCP), as Windows converts them. None of them moves
the cursor; the console window shows what changed in the active buffer.
"""

from ....abi.api import BOTH, api
from ....abi.structs import array_bytes, read_array
from ...controls import console as console_window
from ...core.dllnames import KERNEL32
from ...core.structures import CHAR_INFO, SMALL_RECT
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.consolecp import CONSOLE_CODECS, OEM_CP
from ...kernel.files import _fail
from .consolescreen import coord, screen_buffer


def _codec(vm):
    cp = vm.kernel.console_output_cp
    return CONSOLE_CODECS[OEM_CP if cp is None or cp == 65001 else cp]


def _to_text(c, code):
    """A cell's character from the code unit a program gave (a byte for the A forms)."""
    if c.wide:
        return chr(code & 0xFFFF)
    return bytes([code & 0xFF]).decode(_codec(c.vm), "replace")


def _from_text(c, ch):
    """The code unit a program reads for a cell's character."""
    if c.wide:
        return ord(ch) & 0xFFFF
    data = ch.encode(_codec(c.vm), "replace")
    return data[0] if len(data) == 1 else ord("?")


def _clip(screen, size, origin, region):
    """The part of SMALL_RECT ``region`` inside the buffer and inside the program's array
    of COORD ``size`` from COORD ``origin`` on: (left, top, right, bottom), maybe empty."""
    l, t, r, b = region
    sx, sy = size
    bx, by = origin
    r = min(r, screen.width - 1, l + sx - bx - 1)
    b = min(b, screen.height - 1, t + sy - by - 1)
    nl, nt = max(l, 0), max(t, 0)
    return nl, nt, r, b, bx + nl - l, by + nt - t


def _start(c, h, pos, n):
    """(buffer, the cells a run function goes over) or None after setting the error."""
    screen = screen_buffer(c.vm, h)
    if screen is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    x, y = coord(pos)
    if not (0 <= x < screen.width and 0 <= y < screen.height):
        return screen, []            # nothing there: TRUE, no cell done (as Wine)
    return screen, screen.run(x, y, n)


def _done(c, out, count):
    if out:
        c.vm.mem.w32(out, count)
    console_window.refresh(c.vm)
    return 1


@api(KERNEL32, "WriteConsoleOutput{AW}", "HANDLE h, LPVOID cells, DWORD size, DWORD origin, LPVOID region", widths=BOTH)
def WriteConsoleOutput(c, h, cells, size, origin, region):
    """Copy the CHAR_INFO array ``cells`` (COORD ``size``), from cell COORD ``origin``
    of it on, into the buffer's rectangle ``region``; ``region`` becomes the rectangle
    written."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    sx, sy = coord(size)
    l, t, r, b, ox, oy = _clip(screen, (sx, sy), coord(origin),
                               SMALL_RECT.values(vm.mem, region, c.ptr_size))
    for y in range(t, b + 1):
        row = CHAR_INFO.values_array(vm.mem, cells + ((oy + y - t) * sx + ox) * 4,
                                     r - l + 1, c.ptr_size)
        for i, (ch, attr) in enumerate(row):
            screen.chars[y][l + i] = _to_text(c, ch)
            screen.attrs[y][l + i] = attr
    screen.changed = True
    vm.mem.write(region, SMALL_RECT.pack_values(l, t, r, b, ptr=c.ptr_size))
    console_window.refresh(vm)
    return 1


@api(KERNEL32, "ReadConsoleOutput{AW}", "HANDLE h, LPVOID cells, DWORD size, DWORD origin, LPVOID region", widths=BOTH)
def ReadConsoleOutput(c, h, cells, size, origin, region):
    """Copy the buffer's rectangle ``region`` into the CHAR_INFO array ``cells`` (COORD
    ``size``) from its cell COORD ``origin`` on; ``region`` becomes the rectangle read."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    sx, sy = coord(size)
    l, t, r, b, ox, oy = _clip(screen, (sx, sy), coord(origin),
                               SMALL_RECT.values(vm.mem, region, c.ptr_size))
    for y in range(t, b + 1):
        row = [(_from_text(c, screen.chars[y][x]), screen.attrs[y][x])
               for x in range(l, r + 1)]
        vm.mem.write(cells + ((oy + y - t) * sx + ox) * 4,
                     CHAR_INFO.pack_array(row, ptr=c.ptr_size))
    vm.mem.write(region, SMALL_RECT.pack_values(l, t, r, b, ptr=c.ptr_size))
    return 1


@api(KERNEL32, "WriteConsoleOutputCharacter{AW}", "HANDLE h, LPVOID text, DWORD n, DWORD pos, LPVOID written", widths=BOTH)
def WriteConsoleOutputCharacter(c, h, text, n, pos, written):
    """Write ``n`` characters from COORD ``pos`` on, keeping the cells' attributes."""
    got = _start(c, h, pos, n)
    if got is None:
        return 0
    screen, cells = got
    codes = read_array(c.vm.mem, text, "WCHAR" if c.wide else "BYTE", n, c.ptr_size)
    for (cx, cy), code in zip(cells, codes):
        screen.put(cx, cy, ch=_to_text(c, code))
    return _done(c, written, len(cells))


@api(KERNEL32, "WriteConsoleOutputAttribute", "HANDLE h, LPVOID attrs, DWORD n, DWORD pos, LPVOID written", widths=BOTH)
def WriteConsoleOutputAttribute(c, h, attrs, n, pos, written):
    """Set ``n`` cells' attributes (a WORD array) from COORD ``pos`` on."""
    got = _start(c, h, pos, n)
    if got is None:
        return 0
    screen, cells = got
    values = read_array(c.vm.mem, attrs, "WORD", n, c.ptr_size)
    for (cx, cy), attr in zip(cells, values):
        screen.put(cx, cy, attr=attr)
    return _done(c, written, len(cells))


@api(KERNEL32, "FillConsoleOutputCharacter{AW}", "HANDLE h, WORD ch, DWORD n, DWORD pos, LPVOID written", widths=BOTH)
def FillConsoleOutputCharacter(c, h, ch, n, pos, written):
    """Write character ``ch`` into ``n`` cells from COORD ``pos`` on."""
    got = _start(c, h, pos, n)
    if got is None:
        return 0
    screen, cells = got
    text = _to_text(c, ch)
    for cx, cy in cells:
        screen.put(cx, cy, ch=text)
    return _done(c, written, len(cells))


@api(KERNEL32, "FillConsoleOutputAttribute", "HANDLE h, WORD attr, DWORD n, DWORD pos, LPVOID written", widths=BOTH)
def FillConsoleOutputAttribute(c, h, attr, n, pos, written):
    """Give ``n`` cells from COORD ``pos`` on attribute ``attr``."""
    got = _start(c, h, pos, n)
    if got is None:
        return 0
    screen, cells = got
    for cx, cy in cells:
        screen.put(cx, cy, attr=attr)
    return _done(c, written, len(cells))


@api(KERNEL32, "ReadConsoleOutputCharacter{AW}", "HANDLE h, LPVOID buf, DWORD n, DWORD pos, LPVOID read", widths=BOTH)
def ReadConsoleOutputCharacter(c, h, buf, n, pos, read):
    """Copy the characters of ``n`` cells from COORD ``pos`` on."""
    got = _start(c, h, pos, n)
    if got is None:
        return 0
    screen, cells = got
    codes = [_from_text(c, screen.chars[cy][cx]) for cx, cy in cells]
    if codes:
        c.vm.mem.write(buf, array_bytes("WCHAR" if c.wide else "BYTE", codes, c.ptr_size))
    if read:
        c.vm.mem.w32(read, len(codes))
    return 1


@api(KERNEL32, "ReadConsoleOutputAttribute", "HANDLE h, LPVOID buf, DWORD n, DWORD pos, LPVOID read", widths=BOTH)
def ReadConsoleOutputAttribute(c, h, buf, n, pos, read):
    """Copy the attributes of ``n`` cells from COORD ``pos`` on (a WORD array)."""
    got = _start(c, h, pos, n)
    if got is None:
        return 0
    screen, cells = got
    values = [screen.attrs[cy][cx] for cx, cy in cells]
    if values:
        c.vm.mem.write(buf, array_bytes("WORD", values, c.ptr_size))
    if read:
        c.vm.mem.w32(read, len(values))
    return 1


@api(KERNEL32, "ScrollConsoleScreenBuffer{AW}", "HANDLE h, LPVOID rect, LPVOID clip, DWORD dest, LPVOID fill", widths=BOTH)
def ScrollConsoleScreenBuffer(c, h, rect, clip, dest, fill):
    """Move the buffer's rectangle ``rect`` (cut to the buffer) so its top-left lands at
    COORD ``dest``; only cells inside ``clip`` (NULL: the whole buffer) change, and the
    cells of ``rect`` nothing moved onto take the CHAR_INFO ``fill``. A rectangle
    wholly outside the buffer is ERROR_INVALID_PARAMETER."""
    vm = c.vm
    screen = screen_buffer(vm, h)
    if screen is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    l, t, r, b = SMALL_RECT.values(vm.mem, rect, c.ptr_size)
    dx, dy = coord(dest)
    # a source rectangle sticking out of the buffer is cut, its destination with it
    nl, nt = max(l, 0), max(t, 0)
    dx, dy = dx + nl - l, dy + nt - t
    l, t, r, b = nl, nt, min(r, screen.width - 1), min(b, screen.height - 1)
    if l > r or t > b:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if clip:
        cl, ct, cr, cb = SMALL_RECT.values(vm.mem, clip, c.ptr_size)
    else:
        cl, ct, cr, cb = 0, 0, screen.width - 1, screen.height - 1
    ch, attr = CHAR_INFO.values(vm.mem, fill, c.ptr_size)
    screen.scroll((l, t, r, b), (cl, ct, cr, cb), (dx, dy), _to_text(c, ch), attr)
    console_window.refresh(vm)
    return 1
