"""COMDLG32: PrintDlg and PageSetupDlg (A and W, one implementation each) over the
virtual printer.

These handlers read and write the guest's PRINTDLG / PAGESETUPDLG and the movable global
memory blocks hDevMode (a DEVMODE) and hDevNames (a DEVNAMES) they return; the dialogs
themselves are ``controls/printdlg.py``. docs/printing.md lists what each flag does.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...controls.printdlg import (MIN_MARGIN, PSD_INHUNDREDTHSOFMILLIMETERS,
                                 PSD_INTHOUSANDTHSOFINCHES, PSD_MARGINS, PSD_MINMARGINS,
                                 PageSetupDialog, PrintDialog, page_setup_template,
                                 paper_size, print_template)
from ....abi.structs import struct
from ...core.winerror import E_FAIL, E_HANDLE, E_INVALIDARG, S_OK
from ...gdi import printer
from ...gdi.printer import PORT_NAME, PRINTER_NAME, PrinterDC, pack_devmode, read_devmode
from ...kernel.globalmem import GMEM_MOVEABLE, global_alloc, global_locks
from .main import (CDERR_INITIALIZATION, CDERR_NOHOOK, CDERR_STRUCTSIZE, comdlg_error, dialog_proc,
                   program_template, run_dialog)
from ...core.dllnames import COMDLG32
from ...core.structures import DEVNAMES, PAGESETUPDLG, PRINTDLG, RECT

__all__ = ["devmode_setup", "write_dev_handles"]

PDERR_RETDEFFAILURE = 0x1003

PD_RETURNDC, PD_RETURNIC, PD_RETURNDEFAULT = 0x100, 0x200, 0x400
PD_COLLATE, PD_PRINTSETUP, PD_USEDEVMODECOPIESANDCOLLATE = 0x10, 0x40, 0x40000
PD_ENABLEPRINTHOOK, PD_ENABLEPRINTTEMPLATE, PD_ENABLEPRINTTEMPLATEHANDLE = \
    0x1000, 0x4000, 0x10000
# The Print Setup dialog is not implemented (nor a Setup button leading to it): its hook
# and templates stop the guest.
_PD_UNSUPPORTED = ((0x2000, "PD_ENABLESETUPHOOK"), (0x8000, "PD_ENABLESETUPTEMPLATE"),
                   (0x20000, "PD_ENABLESETUPTEMPLATEHANDLE"),
                   (PD_PRINTSETUP, "PD_PRINTSETUP (the Print Setup dialog)"))
PSD_RETURNDEFAULT = 0x400
PSD_ENABLEPAGESETUPHOOK, PSD_ENABLEPAGESETUPTEMPLATE = 0x2000, 0x8000
PSD_ENABLEPAGESETUPTEMPLATEHANDLE = 0x20000
# The sample page is not drawn: its paint hook stops the guest.
_PSD_UNSUPPORTED = ((0x40000, "PSD_ENABLEPAGEPAINTHOOK"),)

# PRINTDLG (core/structures.py) is packed to 1 byte in 32-bit programs: 66 bytes, its WORD
# fields from nFromPage on right after the DWORD Flags.
DN_DEFAULTPRN = 1


def _unsupported(c, flags, table):
    for bit, name in table:
        if flags & bit:
            raise Unimplemented("%s!%s: %s" % (COMDLG32, c.spec.name, name))


def _custom(c, flags, hook_flag, hook, template_flag, handle_flag, inst, name):
    """(hook, template or None) the program asks for; None after setting
    CommDlgExtendedError (CDERR_NOHOOK, CDERR_NOHINSTANCE, CDERR_FINDRESFAILURE)."""
    if flags & hook_flag and not hook:
        comdlg_error(c.vm, CDERR_NOHOOK)
        return None
    tpl = program_template(c, flags, template_flag, handle_flag, inst, name)
    if isinstance(tpl, int):
        comdlg_error(c.vm, tpl)
        return None
    return (hook if flags & hook_flag else 0), tpl


def devmode_setup(c, h_devmode):
    """The Setup in the program's hDevMode (the printer's default set-up without one)."""
    return read_devmode(c.vm.mem, h_devmode, c.wide, printer.spooler(c.vm).setup)


def _block(vm, handle, data):
    """``data`` in movable global memory: the program's block when it is big enough
    (as Windows reuses it), else a new one."""
    if handle and (vm.heap.size(handle) or 0) >= len(data):
        vm.mem.write(handle, data)
        return handle
    if handle:
        vm.heap.free(handle)
        global_locks(vm).pop(handle, None)
    h = global_alloc(vm, GMEM_MOVEABLE, len(data))
    vm.mem.write(h, data)
    return h


def _devnames(c):
    """DEVNAMES: offsets (in characters) of the driver, device and port names, the
    default-printer flag, then the names."""
    names = ["winspool", PRINTER_NAME, PORT_NAME]
    off, offsets, text = DEVNAMES.sizeof() // c.char_size, [], b""
    for n in names:
        offsets.append(off)
        enc = (n + "\0").encode("utf-16-le" if c.wide else "cp1252")
        text += enc
        off += len(n) + 1
    return DEVNAMES.pack_values(offsets[0], offsets[1], offsets[2], DN_DEFAULTPRN) + text


def write_dev_handles(c, view, setup):
    """Write hDevMode and hDevNames of a PRINTDLG or PAGESETUPDLG (a declared view)."""
    view.hDevMode = _block(c.vm, view.hDevMode, pack_devmode(setup, c.wide))
    view.hDevNames = _block(c.vm, view.hDevNames, _devnames(c))


def _dc(c, setup, flags):
    """PD_RETURNDC / PD_RETURNIC: a printer DC or IC for ``setup``; 0 when neither."""
    if not flags & (PD_RETURNDC | PD_RETURNIC):
        return 0
    return c.vm.gdi.add(PrinterDC(c.vm.gdi, setup, ic=not flags & PD_RETURNDC))


def _checked_struct(c, addr, size):
    """True when the structure at ``addr`` has the ``lStructSize`` it must; else
    CDERR_INITIALIZATION for none (Wine's printdlg and filedlg tests, as Windows answers),
    CDERR_STRUCTSIZE for a wrong size. Clears CommDlgExtendedError first, as every
    comdlg32 call does."""
    comdlg_error(c.vm, 0)
    if not addr:
        comdlg_error(c.vm, CDERR_INITIALIZATION)
        return False
    if c.vm.mem.u32(addr) != size:
        comdlg_error(c.vm, CDERR_STRUCTSIZE)
        return False
    return True


def _return_default(c, view):
    """PD_RETURNDEFAULT / PSD_RETURNDEFAULT: the default printer's hDevMode and hDevNames
    (both must be NULL: PDERR_RETDEFFAILURE) in the PRINTDLG or PAGESETUPDLG ``view``. Its
    Setup, or None on failure."""
    if view.hDevMode or view.hDevNames:
        comdlg_error(c.vm, PDERR_RETDEFFAILURE)
        return None
    setup = printer.spooler(c.vm).setup.copy()
    write_dev_handles(c, view, setup)
    return setup


# -- PrintDlg ---------------------------------------------------------------------------------
def print_dialog(c, pd):
    """Generator: PrintDlg on the PRINTDLG at ``pd``."""
    vm = c.vm
    stype = PRINTDLG.variant(c.wide)
    if not _checked_struct(c, pd, stype.sizeof(vm.ptr_size)):
        return 0
    view = stype.at(vm.mem, pd, vm.ptr_size)
    fields = view.as_dict()
    flags = fields["Flags"]
    if flags & PD_RETURNDEFAULT:
        setup = _return_default(c, view)
        if setup is None:
            return 0
        view.hDC = _dc(c, setup, flags)
        return 1
    _unsupported(c, flags, _PD_UNSUPPORTED)
    custom = _custom(c, flags, PD_ENABLEPRINTHOOK, view.lpfnPrintHook, PD_ENABLEPRINTTEMPLATE,
                     PD_ENABLEPRINTTEMPLATEHANDLE, view.hInstance, view.lpPrintTemplateName)
    if custom is None:
        return 0
    setup = devmode_setup(c, fields["hDevMode"])
    page_from, page_to, page_min, page_max, copies = (
        fields[f] for f in ("nFromPage", "nToPage", "nMinPage", "nMaxPage", "nCopies"))
    use_devmode = bool(flags & PD_USEDEVMODECOPIESANDCOLLATE)
    if use_devmode:
        copies, collate = setup.copies, setup.collate
    else:
        collate = int(bool(flags & PD_COLLATE))
    dlg = PrintDialog(vm, flags, page_from, page_to, page_min, page_max, max(1, copies),
                      collate)
    dlg.hook, tpl = custom
    dlg.owner, dlg.addr = view.hwndOwner, pd
    r = yield from run_dialog(vm, "print_dialogs", pd, dlg, tpl or print_template(dlg),
                              view.hwndOwner, "wineagent.PrintDlgProc")
    if r != 1 or dlg.result is None:
        return 0        # Cancel: FALSE, and CommDlgExtendedError stays 0
    res = dlg.result
    out_flags = res["flags"]
    if use_devmode:
        # The driver makes the copies: nCopies is 1 and DEVMODE holds copies and collate.
        setup.copies, setup.collate, n_copies = res["copies"], res["collate"], 1
        out_flags &= ~PD_COLLATE
    else:
        setup.copies, setup.collate, n_copies = 1, 0, res["copies"]
    view.Flags = out_flags
    view.nFromPage, view.nToPage, view.nCopies = res["from"], res["to"], n_copies
    write_dev_handles(c, view, setup)
    view.hDC = _dc(c, setup, flags)
    return 1


@api(COMDLG32, "PrintDlg{AW}", "LPVOID pd", widths=BOTH)
def PrintDlg(c, pd):
    return print_dialog(c, pd)


# -- PrintDlgEx -------------------------------------------------------------------------------
PRINTDLGEX = struct("PRINTDLGEX{AW}",
                    "DWORD lStructSize; HWND hwndOwner; HGLOBAL hDevMode; HGLOBAL hDevNames;"
                    " HDC hDC; DWORD Flags; DWORD Flags2; DWORD ExclusionFlags;"
                    " DWORD nPageRanges; DWORD nMaxPageRanges; LPVOID lpPageRanges;"
                    " DWORD nMinPage; DWORD nMaxPage; DWORD nCopies; HINSTANCE hInstance;"
                    " LPCTSTR lpPrintTemplateName; LPVOID lpCallback; DWORD nPropertyPages;"
                    " LPVOID lphPropertyPages; DWORD nStartPage; DWORD dwResultAction")
PD_NOPAGENUMS = 0x8
START_PAGE_GENERAL = 0xFFFFFFFF


@api(COMDLG32, "PrintDlgEx{AW}", "LPVOID pd", widths=BOTH)
def PrintDlgEx(c, pd):
    """PrintDlgEx's checks and PD_RETURNDEFAULT, as Windows answers them (Wine's printdlg
    test): E_INVALIDARG for no PRINTDLGEX, an lStructSize not exactly its size, an
    nStartPage that is neither START_PAGE_GENERAL nor one of the program's pages, or
    (without PD_NOPAGENUMS) no page-range array or no room in it; E_HANDLE for an owner
    that is not a window. PD_RETURNDEFAULT then answers the default printer's hDevMode
    and hDevNames (and hDC with PD_RETURNDC / PD_RETURNIC) without a dialog: S_OK, or
    E_FAIL with PDERR_RETDEFFAILURE when the program passed handles. The Print property
    sheet itself (every other call) is not implemented and stops the guest."""
    vm = c.vm
    comdlg_error(vm, 0)
    stype = PRINTDLGEX.variant(c.wide)
    if not pd or vm.mem.u32(pd) != stype.sizeof(vm.ptr_size):
        return E_INVALIDARG
    view = stype.at(vm.mem, pd, vm.ptr_size)
    if vm.wm.get(view.hwndOwner) is None:
        return E_HANDLE
    flags = view.Flags
    start = view.nStartPage
    if start != START_PAGE_GENERAL and start >= view.nPropertyPages:
        return E_INVALIDARG
    if not flags & PD_NOPAGENUMS and (not view.nMaxPageRanges or not view.lpPageRanges):
        return E_INVALIDARG
    if not flags & PD_RETURNDEFAULT:
        raise Unimplemented("%s!%s: the Print property sheet (without PD_RETURNDEFAULT)"
                            % (COMDLG32, c.spec.name))
    setup = _return_default(c, view)
    if setup is None:
        return E_FAIL
    view.hDC = _dc(c, setup, flags)
    return S_OK


# -- PageSetupDlg ------------------------------------------------------------------------------
def page_setup_dialog(c, ps):
    """Generator: PageSetupDlg on the PAGESETUPDLG at ``ps``."""
    vm = c.vm
    mem = vm.mem
    stype = PAGESETUPDLG.variant(c.wide)
    if not _checked_struct(c, ps, stype.sizeof(vm.ptr_size)):
        return 0
    psd = stype.at(mem, ps, vm.ptr_size)
    flags = psd.Flags
    # Without a unit flag the locale's: thousandths of an inch (US English).
    unit = PSD_INHUNDREDTHSOFMILLIMETERS if flags & PSD_INHUNDREDTHSOFMILLIMETERS \
        else PSD_INTHOUSANDTHSOFINCHES
    flags = (flags & ~(PSD_INTHOUSANDTHSOFINCHES | PSD_INHUNDREDTHSOFMILLIMETERS)) | unit
    if flags & PSD_RETURNDEFAULT:
        setup = _return_default(c, psd)
        if setup is None:
            return 0
        _write_page(psd, flags, setup, unit, None)
        return 1
    _unsupported(c, flags, _PSD_UNSUPPORTED)
    custom = _custom(c, flags, PSD_ENABLEPAGESETUPHOOK, psd.lpfnPageSetupHook,
                     PSD_ENABLEPAGESETUPTEMPLATE, PSD_ENABLEPAGESETUPTEMPLATEHANDLE,
                     psd.hInstance, psd.lpPageSetupTemplateName)
    if custom is None:
        return 0
    setup = devmode_setup(c, psd.hDevMode)
    printer_min = (MIN_MARGIN[unit],) * 4
    min_margins = RECT.values(mem, psd.ptr("rtMinMargin")) \
        if flags & PSD_MINMARGINS else printer_min
    min_margins = tuple(max(a, b) for a, b in zip(min_margins, printer_min))
    # Without PSD_MARGINS the dialog starts at one inch (25.4 mm) on every side.
    margins = RECT.values(mem, psd.ptr("rtMargin")) if flags & PSD_MARGINS \
        else ((1000 if unit == PSD_INTHOUSANDTHSOFINCHES else 2540),) * 4
    dlg = PageSetupDialog(vm, flags, unit, setup, margins, min_margins)
    dlg.hook, tpl = custom
    dlg.owner, dlg.addr = psd.hwndOwner, ps
    r = yield from run_dialog(vm, "print_dialogs", ps, dlg, tpl or page_setup_template(dlg),
                              psd.hwndOwner, "wineagent.PageSetupDlgProc")
    if r != 1 or dlg.result is None:
        return 0
    write_dev_handles(c, psd, setup)
    _write_page(psd, flags, setup, unit, dlg.result["margins"])
    return 1


def _write_page(psd, flags, setup, unit, margins):
    """The paper size (and the chosen margins) in the dialog's unit, and the unit flag,
    into the PAGESETUPDLG view ``psd``."""
    psd.Flags = flags
    x, y = paper_size(setup.paper, setup.orientation, unit)
    psd.ptPaperSize = {"x": x, "y": y}
    if margins is not None:
        psd.rtMargin = dict(zip(("left", "top", "right", "bottom"), margins))


@api(COMDLG32, "PageSetupDlg{AW}", "LPVOID ps", widths=BOTH)
def PageSetupDlg(c, ps):
    return page_setup_dialog(c, ps)


# -- the dialog procedures ------------------------------------------------------------------
@api(COMDLG32, "wineagent.PrintDlgProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def _print_dlg_proc(c, hwnd, msg, wparam, lparam):
    """The Print dialog's DLGPROC."""
    return dialog_proc(c, hwnd, msg, wparam, lparam, "print_dialogs")


@api(COMDLG32, "wineagent.PageSetupDlgProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def _page_setup_dlg_proc(c, hwnd, msg, wparam, lparam):
    """The Page Setup dialog's DLGPROC."""
    return dialog_proc(c, hwnd, msg, wparam, lparam, "print_dialogs")
