"""WINSPOOL.DRV: the printers that exist (one, the virtual printer of gdi/printer.py),
the default printer, printer handles, PRINTER_INFO_1/2/4/5/8/9, DocumentProperties and
DeviceCapabilities. docs/printing.md says what each answers."""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_LEVEL, ERROR_INVALID_PARAMETER,
                             ERROR_INVALID_PRINTER_NAME)
from ...gdi import printer
from ...gdi.printer import (DM_FIELDS, DM_SPECVERSION, DPI, DRIVER_NAME, DRIVER_VERSION,
                           MAX_COPIES, PAPERS, PORT_NAME, PRINTER_NAME, devmode_size,
                           pack_devmode, read_devmode)
from ...core.dllnames import WINSPOOL
from ...core.structures import (POINT, PRINTER_INFO_1, PRINTER_INFO_2, PRINTER_INFO_4,
                               PRINTER_INFO_5, PRINTER_INFO_8, PRINTER_INFO_9)
from ...kernel.handletable import handle_kind


PRINTER_ENUM_DEFAULT, PRINTER_ENUM_LOCAL, PRINTER_ENUM_CONNECTIONS = 0x1, 0x2, 0x4
PRINTER_ENUM_NAME = 0x8
PRINTER_ENUM_ICON8 = 0x00800000
PRINTER_ATTRIBUTE_LOCAL = 0x40
DM_OUT_BUFFER, DM_IN_PROMPT, DM_IN_BUFFER = 2, 4, 8
IDOK = 1


@handle_kind("printer")
class PrinterHandle:
    """An open printer (OpenPrinter): the handle GetPrinter and DocumentProperties take."""

    def __init__(self, name):
        self.name = name


# -- packing the PRINTER_INFO structures -------------------------------------------------------
_INFO = {1: PRINTER_INFO_1, 2: PRINTER_INFO_2, 4: PRINTER_INFO_4, 5: PRINTER_INFO_5,
         8: PRINTER_INFO_8, 9: PRINTER_INFO_9}


def _fields(c, level):
    """The fields of the printer's PRINTER_INFO_<level>, in its declaration's order: ints,
    strings ("s", text or None) and blobs ("b", bytes)."""
    s = lambda v: ("s", v)   # noqa: E731
    devmode = ("b", pack_devmode(printer.spooler(c.vm).setup, c.wide))
    if level == 1:
        return [PRINTER_ENUM_ICON8, s("%s,%s," % (PRINTER_NAME, DRIVER_NAME)),
                s(PRINTER_NAME), s("")]
    if level == 2:
        return [s(None), s(PRINTER_NAME), s(""), s(PORT_NAME), s(DRIVER_NAME), s(""), s(""),
                devmode, s(""), s("WinPrint"), s("RAW"), s(""), 0,
                PRINTER_ATTRIBUTE_LOCAL, 1, 0, 0, 0, 0, 0, 0]
    if level == 4:
        return [s(PRINTER_NAME), s(None), PRINTER_ATTRIBUTE_LOCAL]
    if level == 5:
        return [s(PRINTER_NAME), s(PORT_NAME), PRINTER_ATTRIBUTE_LOCAL, 15000, 45000]
    if level in (8, 9):      # the global and the per-user DEVMODE
        return [devmode]
    return None


def _pack(c, stype, records):
    """The bytes of ``records`` (lists of the fields of structure ``stype``, in order): the
    structures first, then the strings and DEVMODEs they point to. Returns a function of
    the real base address giving the bytes, and their size."""
    ptr = c.vm.ptr_size
    names = [f.name for f in stype.layout(ptr).fields]
    head_size = stype.sizeof(ptr) * len(records)
    size = head_size
    tails = []
    for r in records:
        for f in r:
            if isinstance(f, tuple) and f[1] is not None:
                if f[0] == "s":
                    data = f[1].encode("utf-16-le" if c.wide else "cp1252") + \
                        (b"\0\0" if c.wide else b"\0")
                else:
                    data = f[1]
                data += bytes(-len(data) % 4)
                tails.append(data)
                size += len(data)

    def build(base):
        head, tail = b"", b""
        k = 0
        for r in records:
            values = {}
            for name, f in zip(names, r):
                if isinstance(f, tuple):
                    if f[1] is None:
                        values[name] = 0
                        continue
                    values[name] = base + head_size + len(tail)
                    tail += tails[k]
                    k += 1
                else:
                    values[name] = f
            head += stype.pack(ptr, **values)
        return head + tail
    return build, size


def _write_info(c, level, count, buf, cb, p_needed):
    """Write ``count`` PRINTER_INFO_<level> records to ``buf``; False (last error set)
    when the buffer is too small. ``*p_needed`` gets the size either way."""
    fields = _fields(c, level)
    build, size = _pack(c, _INFO[level].variant(c.wide), [fields] * count)
    if p_needed:
        c.vm.mem.w32(p_needed, size)
    if size > cb or (size and not buf):
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return False
    if size:
        c.vm.mem.write(buf, build(buf))
    return True


@api(WINSPOOL, "EnumPrinters{AW}", "DWORD flags, LPCTSTR name, DWORD level, LPVOID buf, DWORD cb, "
     "LPVOID needed, LPVOID returned", widths=BOTH)
def EnumPrinters(c, flags, name, level, buf, cb, needed, returned):
    if level not in (1, 2, 4, 5):      # the levels EnumPrinters has
        c.vm.last_error = ERROR_INVALID_LEVEL
        return 0
    if flags & PRINTER_ENUM_NAME and name:
        raise Unimplemented("%s!%s (PRINTER_ENUM_NAME %r: another print server)"
                            % (WINSPOOL, c.spec.name, name))
    if flags & PRINTER_ENUM_NAME and level == 1:
        raise Unimplemented("%s!%s (PRINTER_ENUM_NAME at level 1: the print providers)"
                            % (WINSPOOL, c.spec.name))
    # The printer is local (and the default); there are no connections or network printers.
    mine = PRINTER_ENUM_DEFAULT | PRINTER_ENUM_LOCAL | PRINTER_ENUM_NAME
    count = 1 if flags & mine else 0
    if returned:
        c.vm.mem.w32(returned, 0)
    if not _write_info(c, level, count, buf, cb, needed):
        return 0
    if returned:
        c.vm.mem.w32(returned, count)
    return 1


@api(WINSPOOL, "GetDefaultPrinter{AW}", "LPVOID buf, LPVOID size", widths=BOTH)
def GetDefaultPrinter(c, buf, size):
    if not size:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    need = len(PRINTER_NAME) + 1
    have = c.vm.mem.u32(size)
    c.vm.mem.w32(size, need)
    if not buf or have < need:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(buf, PRINTER_NAME, need)
    return 1


@api(WINSPOOL, "OpenPrinter{AW}", "LPCTSTR name, LPVOID handle, LPVOID defaults", widths=BOTH)
def OpenPrinter(c, name, handle, defaults):
    if not handle:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not name:
        raise Unimplemented("%s!%s (NULL: the local print server)" % (WINSPOOL, c.spec.name))
    if not printer.is_printer_name(name):
        c.vm.mem.wptr(handle, 0)         # a HANDLE cell: 8 bytes for a 64-bit program
        c.vm.last_error = ERROR_INVALID_PRINTER_NAME
        return 0
    c.vm.mem.wptr(handle, c.vm.new_handle(PrinterHandle(PRINTER_NAME)))
    return 1


def _handle(c, h):
    obj = c.vm.handles.get(h, PrinterHandle)
    if obj is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return obj


@api(WINSPOOL, "ClosePrinter", "HANDLE:printer h", widths=BOTH)
def ClosePrinter(c, h):
    c.vm.handles.pop(h)
    return 1


@api(WINSPOOL, "GetPrinter{AW}", "HANDLE h, DWORD level, LPVOID buf, DWORD cb, LPVOID needed", widths=BOTH)
def GetPrinter(c, h, level, buf, cb, needed):
    if _handle(c, h) is None:
        return 0
    if level not in (1, 2, 4, 5, 8, 9):
        if level > 9:
            c.vm.last_error = ERROR_INVALID_LEVEL
            return 0
        raise Unimplemented("%s!%s (level %d)" % (WINSPOOL, c.spec.name, level))
    return 1 if _write_info(c, level, 1, buf, cb, needed) else 0


@api(WINSPOOL, "DocumentProperties{AW}", "HWND hwnd, HANDLE h, LPCTSTR device, LPVOID out, "
     "LPVOID devmode_in, DWORD mode", widths=BOTH)
def DocumentProperties(c, hwnd, h, device, out, devmode_in, mode):
    if _handle(c, h) is None:
        return -1
    if device and not printer.is_printer_name(device):
        c.vm.last_error = ERROR_INVALID_PRINTER_NAME
        return -1
    if mode == 0:
        return devmode_size(c.wide)       # no driver-private bytes
    if mode & DM_IN_PROMPT:
        raise Unimplemented("%s!%s (DM_IN_PROMPT: the printer's properties sheet)"
                            % (WINSPOOL, c.spec.name))
    setup = printer.spooler(c.vm).setup
    if mode & DM_IN_BUFFER:
        setup = read_devmode(c.vm.mem, devmode_in, c.wide, setup)
    if mode & DM_OUT_BUFFER:
        if not out:
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return -1
        c.vm.mem.write(out, pack_devmode(setup, c.wide))
    return IDOK


# -- DeviceCapabilities ------------------------------------------------------------------
DC_FIELDS, DC_PAPERS, DC_PAPERSIZE, DC_MINEXTENT, DC_MAXEXTENT = 1, 2, 3, 4, 5
DC_BINS, DC_DUPLEX, DC_SIZE, DC_EXTRA, DC_VERSION, DC_DRIVER = 6, 7, 8, 9, 10, 11
DC_BINNAMES, DC_ENUMRESOLUTIONS, DC_COPIES, DC_ORIENTATION, DC_PAPERNAMES = 12, 13, 18, 17, 16
DC_COLLATE, DC_COLORDEVICE = 22, 32
DMBIN_AUTO = 7


def _strings(c, texts, chars):
    """Fixed-width name cells (``chars`` characters each) as DeviceCapabilities writes."""
    return b"".join(t.encode("utf-16-le" if c.wide else "cp1252")[:(chars - 1) * c.char_size]
                    .ljust(chars * c.char_size, b"\0") for t in texts)


@api(WINSPOOL, "DeviceCapabilities{AW}", "LPCTSTR device, LPCTSTR port, WORD cap, LPVOID out, "
     "LPVOID devmode", widths=BOTH)
def DeviceCapabilities(c, device, port, cap, out, devmode):
    if not printer.is_printer_name(device):
        c.vm.last_error = ERROR_INVALID_PRINTER_NAME
        return -1
    papers = sorted(PAPERS)
    w_max = max(v[1] for v in PAPERS.values())
    l_max = max(v[2] for v in PAPERS.values())
    w_min = min(v[1] for v in PAPERS.values())
    l_min = min(v[2] for v in PAPERS.values())
    # cap -> (count, bytes written to out): arrays of WORDs (paper and bin numbers), POINTs
    # (sizes, extents) and LONG pairs (resolutions)
    lists = {
        DC_PAPERS: (len(papers), struct.pack("<%dH" % len(papers), *papers)),
        DC_PAPERSIZE: (len(papers), b"".join(POINT.pack_values(*PAPERS[p][1:])
                                             for p in papers)),
        DC_PAPERNAMES: (len(papers), _strings(c, [PAPERS[p][0] for p in papers], 64)),
        DC_BINS: (1, struct.pack("<H", DMBIN_AUTO)),
        DC_BINNAMES: (1, _strings(c, ["Automatically Select"], 24)),
        DC_ENUMRESOLUTIONS: (1, struct.pack("<2i", DPI, DPI)),
        DC_MINEXTENT: (None, POINT.pack_values(w_min, l_min)),
        DC_MAXEXTENT: (None, POINT.pack_values(w_max, l_max)),
    }
    if cap in lists:
        count, data = lists[cap]
        if out:
            c.vm.mem.write(out, data)
        if count is None:   # the POINT is also the return value, packed as x | y << 16
            pt = POINT.unpack(data)
            x, y = pt["x"], pt["y"]
            return (x & 0xFFFF) | (y << 16)
        return count
    values = {DC_FIELDS: DM_FIELDS, DC_DUPLEX: 0, DC_SIZE: devmode_size(c.wide), DC_EXTRA: 0,
              DC_VERSION: DM_SPECVERSION, DC_DRIVER: DRIVER_VERSION, DC_COPIES: MAX_COPIES,
              DC_ORIENTATION: 90, DC_COLLATE: 1, DC_COLORDEVICE: 1}
    if cap in values:
        return values[cap]
    raise Unimplemented("%s!%s (capability %d)" % (WINSPOOL, c.spec.name, cap))
