"""GDI32 printing: StartDoc/StartPage/EndPage/EndDoc/AbortDoc, SetAbortProc and the
printing escapes, on a DC of the virtual printer (gdi/printer.py, docs/printing.md)."""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...gdi.printer import SP_APPABORT, SP_ERROR, PrinterDC
from ...core.dllnames import GDI32
from ...core.structures import DOCINFO, POINT


# Escape codes
NEWFRAME, ABORTDOC, QUERYESCSUPPORT, SETABORTPROC, STARTDOC, ENDDOC = 1, 2, 8, 9, 10, 11
GETPHYSPAGESIZE, GETPRINTINGOFFSET, GETSCALINGFACTOR = 12, 13, 14
_ESCAPES = (NEWFRAME, ABORTDOC, QUERYESCSUPPORT, SETABORTPROC, STARTDOC, ENDDOC,
            GETPHYSPAGESIZE, GETPRINTINGOFFSET, GETSCALINGFACTOR)


def _printer(c, hdc):
    """The PrinterDC of ``hdc``, or None (last error set)."""
    dc = c.vm.gdi.dc(hdc)
    if not isinstance(dc, PrinterDC):
        c.vm.last_error = ERROR_INVALID_HANDLE if dc is None else ERROR_INVALID_PARAMETER
        return None
    return dc


def start_doc(c, dc, name):
    """StartDoc on ``dc``: the job id, or SP_ERROR."""
    job = dc.start_doc(name)
    if job == SP_ERROR:
        c.vm.last_error = ERROR_INVALID_PARAMETER
    return job


@api(GDI32, "StartDoc{AW}", "HDC hdc, LPVOID info", widths=BOTH)
def StartDoc(c, hdc, info):
    dc = _printer(c, hdc)
    if dc is None:
        return SP_ERROR
    if not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return SP_ERROR
    doc = c.struct(DOCINFO, info)           # its strings are pointer-sized
    p_name, p_output = doc.lpszDocName, doc.lpszOutput
    if p_output:
        # Printing to a file writes the printer's own data stream there; this printer has
        # none but its PNG pages and PDF in --print-dir.
        raise Unimplemented("%s!%s (DOCINFO.lpszOutput %r: printing to a file)"
                            % (GDI32, c.spec.name, c.read_str(p_output)))
    return start_doc(c, dc, (c.read_str(p_name) if p_name else None) or "")


@api(GDI32, "StartPage", "HDC hdc", widths=BOTH)
def StartPage(c, hdc):
    dc = _printer(c, hdc)
    return SP_ERROR if dc is None else dc.start_page()


def end_page(c, dc, hdc):
    """Generator: EndPage, asking the abort procedure (as the spooler does while it
    takes the page) whether to go on; SP_APPABORT when it says no."""
    r = dc.end_page()
    if r > 0 and dc.abort_proc:
        go_on = yield GuestCall(dc.abort_proc, (hdc, 0))
        if not go_on:
            dc.abort_doc()
            return SP_APPABORT
    return r


@api(GDI32, "EndPage", "HDC hdc", widths=BOTH)
def EndPage(c, hdc):
    dc = _printer(c, hdc)
    if dc is None:
        return SP_ERROR
    return (yield from end_page(c, dc, hdc))


@api(GDI32, "EndDoc", "HDC hdc", widths=BOTH)
def EndDoc(c, hdc):
    dc = _printer(c, hdc)
    return SP_ERROR if dc is None else dc.end_doc()


@api(GDI32, "AbortDoc", "HDC hdc", widths=BOTH)
def AbortDoc(c, hdc):
    dc = _printer(c, hdc)
    return SP_ERROR if dc is None else dc.abort_doc()


@api(GDI32, "SetAbortProc", "HDC hdc, LPVOID proc", widths=BOTH)
def SetAbortProc(c, hdc, proc):
    dc = _printer(c, hdc)
    if dc is None:
        return SP_ERROR
    dc.abort_proc = proc
    return 1


@api(GDI32, "Escape", "HDC hdc, INT escape, INT cb_in, LPVOID data_in, LPVOID data_out", widths=BOTH)
def Escape(c, hdc, escape, cb_in, data_in, data_out):
    """The classic printing escapes (the forms before StartDoc and friends existed). An
    escape the device does not implement answers 0, as documented; on the display every
    escape is unimplemented."""
    mem = c.vm.mem
    dc = c.vm.gdi.dc(hdc)
    if dc is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if not isinstance(dc, PrinterDC):
        return 0
    if escape == QUERYESCSUPPORT:
        if cb_in < 2 or not data_in:
            return 0
        return 1 if mem.u16(data_in) in _ESCAPES else 0
    if escape == STARTDOC:
        name = mem.read(data_in, cb_in).split(b"\0")[0].decode("cp1252") if data_in else ""
        job = start_doc(c, dc, name)
        if job > 0:      # the escape form has no StartPage: the first page is open
            dc.doc.escapes = True
            dc.start_page()
        return job
    if escape == ENDDOC:
        return dc.end_doc()
    if escape == ABORTDOC:
        return dc.abort_doc()
    if escape == SETABORTPROC:
        dc.abort_proc = data_in
        return 1
    if escape == NEWFRAME:
        r = yield from end_page(c, dc, hdc)
        return dc.start_page() if r > 0 else r
    if escape in (GETPHYSPAGESIZE, GETPRINTINGOFFSET, GETSCALINGFACTOR):
        if not data_out:
            return 0
        value = {GETPHYSPAGESIZE: (dc.caps(110), dc.caps(111)),
                 GETPRINTINGOFFSET: (dc.caps(112), dc.caps(113)),
                 GETSCALINGFACTOR: (dc.caps(114), dc.caps(115))}[escape]
        mem.write(data_out, POINT.pack_values(*value))
        return 1
    return 0
