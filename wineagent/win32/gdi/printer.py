"""The virtual printer: its page set-up (DEVMODE), its device context and its spooler.

One printer exists, ``wineagent Virtual Printer``: a 300-dpi colour page printer whose
default paper is US Letter, portrait, with a quarter-inch unprintable margin on every
side (docs/printing.md). A printer DC is an ordinary :class:`~.dc.DC` over a white
page image the size of the printable area at 300 dpi, so every GDI drawing call works on
it through the same code as on the screen; only its device capabilities, its coordinate
spaces (millimetres of the paper) and its fonts (the bitmap fonts magnified to the
printer's resolution) differ.

Documents (StartDoc ... EndDoc) are kept page by page as PNG images of the whole sheet;
when the document ends the spooler writes them, and a PDF of all its pages, to the host
folder given by ``--print-dir`` (none: the pages stay in memory only) and reports the
document in the snapshot (``printed``) and as a ``print`` event.
"""

import collections
import io
import os
import re

from PIL import Image

from ..core.structures import DEVMODE
from ..kernel.epoch import EPOCH
from ..kernel.hostout import WriteFailed, remove_quietly, write_file
from .devcaps import display_caps
from .mapping import Coords
from .fontmap import Mapped, map_font
from .objects import device_height
from .dc import DC

__all__ = ["PRINTER_NAME", "DRIVER_NAME", "PORT_NAME", "DPI", "PAPERS", "Setup", "PrinterDC",
           "Spooler", "spooler", "printed", "printer_mapping", "is_printer_name",
           "devmode_size", "pack_devmode", "read_devmode"]

PRINTER_NAME = "wineagent Virtual Printer"
DRIVER_NAME = "wineagent Virtual Printer"
PORT_NAME = "WINEAGENT:"
DPI = 300
MARGIN = 75               # unprintable margin on each side, in printer pixels (1/4 inch)

#: DMPAPER_* -> (form name, width, length in tenths of a millimetre)
PAPERS = {1: ("Letter", 2159, 2794), 5: ("Legal", 2159, 3556), 9: ("A4", 2100, 2970)}
DMPAPER_LETTER = 1
DMORIENT_PORTRAIT, DMORIENT_LANDSCAPE = 1, 2
MAX_COPIES = 999

# DEVMODE dmFields bits this printer fills in
DM_ORIENTATION, DM_PAPERSIZE, DM_PAPERLENGTH, DM_PAPERWIDTH = 0x1, 0x2, 0x4, 0x8
DM_SCALE, DM_COPIES, DM_PRINTQUALITY, DM_COLOR = 0x10, 0x100, 0x400, 0x800
DM_YRESOLUTION, DM_COLLATE, DM_FORMNAME = 0x2000, 0x8000, 0x10000
DM_FIELDS = (DM_ORIENTATION | DM_PAPERSIZE | DM_PAPERLENGTH | DM_PAPERWIDTH | DM_SCALE |
             DM_COPIES | DM_PRINTQUALITY | DM_COLOR | DM_YRESOLUTION | DM_COLLATE |
             DM_FORMNAME)
DM_SPECVERSION = 0x0401
DRIVER_VERSION = 0x0001
DMCOLOR_COLOR = 2


def is_printer_name(name):
    """True when ``name`` names the virtual printer (case-insensitive, as Windows)."""
    return bool(name) and name.lower() == PRINTER_NAME.lower()


class Setup:
    """A page set-up: the DEVMODE fields the printer honours."""

    def __init__(self, paper=DMPAPER_LETTER, orientation=DMORIENT_PORTRAIT, copies=1,
                 collate=0):
        self.paper, self.orientation = paper, orientation
        self.copies, self.collate = copies, collate

    def copy(self):
        """An independent copy."""
        return Setup(self.paper, self.orientation, self.copies, self.collate)

    @property
    def form(self):
        """The paper's form name ("Letter", "A4", "Legal")."""
        return PAPERS[self.paper][0]

    @property
    def paper_tenths_mm(self):
        """(width, length) of the sheet in tenths of a millimetre, portrait."""
        return PAPERS[self.paper][1:]

    @property
    def physical(self):
        """(width, height) of the sheet in printer pixels, as oriented."""
        w, h = (int(v * DPI / 254 + 0.5) for v in self.paper_tenths_mm)
        return (h, w) if self.orientation == DMORIENT_LANDSCAPE else (w, h)

    @property
    def printable(self):
        """(width, height) of the printable area in printer pixels (HORZRES, VERTRES)."""
        w, h = self.physical
        return w - 2 * MARGIN, h - 2 * MARGIN

    @property
    def printable_mm(self):
        """HORZSIZE, VERTSIZE: the printable area in millimetres."""
        return tuple(int(v * 25.4 / DPI + 0.5) for v in self.printable)


# -- DEVMODE ---------------------------------------------------------------------------------
def devmode_size(wide):
    """dmSize of the printer's DEVMODEA (156) or DEVMODEW (220); no driver extra."""
    return 220 if wide else 156


def pack_devmode(setup, wide):
    """The DEVMODE bytes describing ``setup``."""
    width, length = setup.paper_tenths_mm
    return DEVMODE.variant(wide).pack(
        dmDeviceName=PRINTER_NAME, dmSpecVersion=DM_SPECVERSION,
        dmDriverVersion=DRIVER_VERSION, dmSize=devmode_size(wide), dmDriverExtra=0,
        dmFields=DM_FIELDS, dmOrientation=setup.orientation, dmPaperSize=setup.paper,
        dmPaperLength=length, dmPaperWidth=width, dmScale=100, dmCopies=setup.copies,
        dmDefaultSource=7, dmPrintQuality=DPI,          # dmDefaultSource DMBIN_AUTO
        dmColor=DMCOLOR_COLOR, dmDuplex=1, dmYResolution=DPI, dmTTOption=0,  # simplex
        dmCollate=setup.collate, dmFormName=setup.form,
        dmLogPixels=0)                                   # dmLogPixels: displays only


def read_devmode(mem, addr, wide, base):
    """``base`` (a Setup) changed by the fields a guest DEVMODE at ``addr`` sets; a paper
    size we do not have keeps the base's (as a driver ignores what it cannot do)."""
    setup = base.copy()
    if not addr:
        return setup
    dm = DEVMODE.variant(wide).at(mem, addr)
    fields, orient, paper = dm.dmFields, dm.dmOrientation, dm.dmPaperSize
    copies, collate = dm.dmCopies, dm.dmCollate
    if fields & DM_ORIENTATION and orient in (DMORIENT_PORTRAIT, DMORIENT_LANDSCAPE):
        setup.orientation = orient
    if fields & DM_PAPERSIZE and paper in PAPERS:
        setup.paper = paper
    if fields & DM_COPIES and copies >= 1:
        setup.copies = min(copies, MAX_COPIES)
    if fields & DM_COLLATE and collate in (0, 1):
        setup.collate = collate
    return setup


# -- fonts at the printer's resolution -------------------------------------------------------
def printer_mapping(gdi, font, scale=(1.0, 1.0)):
    """How the printer maps ``font``: a stock font (made for the 96-dpi screen) and a font
    of height 0 keep their physical size (the screen strike magnified 300/96, rounded: 3);
    any other font gets the height it asked for in printer pixels (its logical height at
    ``scale`` printer pixels per logical unit, (x, y)), as near as the strikes and whole
    magnifications allow (a character height of -50, 12 points at 300 dpi, is the
    25-pixel strike twice)."""
    if gdi.stock_index(font) is not None or not font.height:
        k = max(1, round(DPI / 96))
        m = font.mapped
        return Mapped(m.strike, m.kx * k, m.ky * k)
    sx, sy = scale
    return map_font(font.family, font.map_weight, font.italic, device_height(font.height, sy),
                    device_height(font.width, sx), max_k=MAX_PRINTER_MAGNIFY)


#: a printer font may be magnified further than a screen font (300-dpi pages)
MAX_PRINTER_MAGNIFY = 32


# -- the device context ----------------------------------------------------------------------
class Page:
    """The drawing target of a printer DC: the printable area, white."""

    def __init__(self, size):
        self.image = Image.new("RGB", size, (255, 255, 255))

    def clear(self):
        """A fresh white page."""
        self.image = Image.new("RGB", self.image.size, (255, 255, 255))


SP_ERROR, SP_APPABORT = -1, -2
#: EndDoc's answer when the spooler could not store the job: the disk is full (wingdi.h).
SP_OUTOFDISK = -4


def printer_coords(setup):
    """Fresh coordinate spaces on the paper of ``setup``: the fixed mapping modes measure
    the printable area in millimetres at 300 dpi."""
    coords = Coords(*setup.printable)
    coords.mm = setup.printable_mm
    coords.set_mode(coords.mode)
    return coords


class PrinterDC(DC):
    """A DC on the virtual printer (CreateDC), or an information context (CreateIC: it
    answers questions and draws nothing)."""

    def __init__(self, gdi, setup, ic=False):
        self.setup = setup
        self.page = Page(setup.printable)
        super().__init__(gdi, self.page, (0, 0), (0, 0, 0, 0) if ic else None, 0)
        self.ic = ic
        self.coords = printer_coords(setup)
        self.doc = None                   # the Document being printed
        self.abort_proc = 0               # SetAbortProc's guest function
        self.page_drawn = False

    def device_mapping(self, font):
        """The selected font mapped at 300 dpi (see :func:`printer_mapping`)."""
        return printer_mapping(self.gdi, font, self.coords.unit_scale())

    def make_compatible(self, dc):
        """CreateCompatibleDC on the printer: the memory DC ``dc`` answers GetDeviceCaps
        for the printer and maps the fixed modes on its resolution, as on Windows."""
        dc.caps = self.caps
        dc.coords = printer_coords(self.setup)

    def caps(self, index):
        """GetDeviceCaps on the printer: a 300-dpi raster printer (DT_RASPRINTER)."""
        s = self.setup
        (hr, vr), (pw, ph), (hs, vs) = s.printable, s.physical, s.printable_mm
        caps = display_caps(hr, vr)
        caps.update({
            2: 2,                       # TECHNOLOGY: DT_RASPRINTER
            12: 24,                     # BITSPIXEL: a 24-bit colour printer
            4: hs, 6: vs,               # HORZSIZE, VERTSIZE: the printable area in mm
            40: DPI, 42: DPI, 44: 424,  # ASPECTX, ASPECTY, ASPECTXY (sqrt(2) * 300)
            88: DPI, 90: DPI,           # LOGPIXELSX, LOGPIXELSY
            110: pw, 111: ph,           # PHYSICALWIDTH, PHYSICALHEIGHT
            112: MARGIN, 113: MARGIN,   # PHYSICALOFFSETX, PHYSICALOFFSETY
            114: 0, 115: 0,             # SCALINGFACTORX, SCALINGFACTORY: no scaling
            116: 0,                     # VREFRESH: not a display
            117: vr, 118: hr,           # DESKTOPVERTRES, DESKTOPHORZRES
        })
        return caps.get(index, 0)

    # -- documents -----------------------------------------------------------------------
    def start_doc(self, name):
        """StartDoc: the job id, or SP_ERROR when a document is already open or this is an
        information context."""
        if self.ic or self.doc is not None:
            return SP_ERROR
        self.doc = spooler(self.gdi.vm).open(name, self.setup)
        return self.doc.job

    def start_page(self):
        """StartPage: a fresh white page; SP_ERROR outside a document."""
        if self.doc is None or self.doc.in_page:
            return SP_ERROR
        self.page.clear()
        self.page_drawn = False
        self.doc.in_page = True
        return 1

    def end_page(self):
        """EndPage: the page joins the document; SP_ERROR outside a page."""
        if self.doc is None or not self.doc.in_page:
            return SP_ERROR
        self.doc.add_page(self.page.image)
        self.doc.in_page = False
        return 1

    def _drew(self, box=None):
        super()._drew(box)
        self.page_drawn = True

    def end_doc(self):
        """EndDoc: the document is printed (a page still open is printed first, unless
        it is the blank page the NEWFRAME escape opened after the last one)."""
        if self.doc is None:
            return SP_ERROR
        if self.doc.in_page:
            if self.page_drawn or not self.doc.escapes:
                self.end_page()
        doc, self.doc = self.doc, None
        report = spooler(self.gdi.vm).finish(doc)
        # Windows' spooler answers SP_OUTOFDISK when it cannot store the job; the guest
        # goes on (as a program does after a failed print).
        return SP_OUTOFDISK if report.get("error") else 1

    def abort_doc(self):
        """AbortDoc (and DeleteDC mid-document): the document is dropped unprinted."""
        if self.doc is None:
            return SP_ERROR
        self.doc = None
        return 1


# -- the spooler -----------------------------------------------------------------------------
class Document:
    """One print job: its name, set-up and pages (PNG bytes of whole sheets)."""

    def __init__(self, job, name, setup):
        self.job, self.name, self.setup = job, name, setup.copy()
        self.pages = []
        self.in_page = False
        self.escapes = False     # started by Escape(STARTDOC): pages run by NEWFRAME

    def add_page(self, printable):
        """Keep ``printable`` (the printable area) as a PNG of the whole sheet."""
        sheet = Image.new("RGB", self.setup.physical, (255, 255, 255))
        sheet.paste(printable, (MARGIN, MARGIN))
        buf = io.BytesIO()
        sheet.save(buf, "PNG", dpi=(DPI, DPI))
        self.pages.append(buf.getvalue())


def _safe(name):
    """A document name as part of a host file name."""
    s = re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("._")[:40]
    return s or "document"


#: Reports and documents (with their pages) a spooler keeps.
KEEP_REPORTS, KEEP_DOCUMENTS = 100, 16

# A fixed date in the PDF, the guest epoch: a frozen run writes the same bytes in every process.
_PDF_DATE = EPOCH.timetuple()


class Spooler:
    """The print queue of one VM: numbers jobs, writes finished documents to
    ``vm.print_dir`` and reports them (``printed``, the ``print`` event)."""

    def __init__(self, vm):
        self.vm = vm
        self.setup = Setup()            # the printer's default set-up
        self.next_job = 1
        # Bounded, as a long session may print without end: the last reports (the
        # snapshot's "printed", oldest first; job ids keep counting) and the pages of the
        # last documents (PNG bytes, a few tens of kB a page).
        self.printed = collections.deque(maxlen=KEEP_REPORTS)
        self.documents = collections.deque(maxlen=KEEP_DOCUMENTS)

    def open(self, name, setup):
        """A new Document (StartDoc)."""
        doc = Document(self.next_job, name, setup)
        self.next_job += 1
        return doc

    def finish(self, doc):
        """The document is complete: write it out and report it. A file that cannot be
        written (a full disk) leaves none of the document's files behind: the report has
        ``files: []`` and ``error``, the one line saying what failed."""
        files, error = [], None
        folder = self.vm.print_dir
        if folder and doc.pages:
            try:
                files = self._write(folder, doc)
            except (WriteFailed, OSError) as e:
                error = str(e) if isinstance(e, WriteFailed) else "cannot write %s: %s" % (
                    folder, e.strerror or e)
                self.vm.outputs.failed(error)
        report = {"doc": doc.name, "job": doc.job, "pages": len(doc.pages), "files": files,
                  "paper": doc.setup.form, "orientation": "landscape"
                  if doc.setup.orientation == DMORIENT_LANDSCAPE else "portrait",
                  "copies": doc.setup.copies, "dpi": DPI}
        if error:
            report["error"] = error
        self.printed.append(report)
        self.documents.append(doc)
        self.vm.events.emit("print", **report)
        return report

    def _write(self, folder, doc):
        """Write ``doc``'s pages (PNG) and PDF into ``folder``; their paths. All or none:
        on a failure the files already written are removed and WriteFailed raised."""
        # A page VM's folder (a subfolder of the hub's --print-dir) is made on first use.
        os.makedirs(folder, exist_ok=True)
        stem = os.path.join(folder, "%03d-%s" % (doc.job, _safe(doc.name)))
        images = [Image.open(io.BytesIO(p)) for p in doc.pages]
        pdf = io.BytesIO()
        images[0].save(pdf, "PDF", save_all=True, append_images=images[1:],
                       resolution=float(DPI), creationDate=_PDF_DATE,
                       modDate=_PDF_DATE, producer="wineagent", title=doc.name)
        outputs = [("%s-p%d.png" % (stem, i), data) for i, data in enumerate(doc.pages, 1)]
        outputs.append((stem + ".pdf", pdf.getvalue()))
        done = []
        try:
            for path, data in outputs:
                self.vm.outputs.wrote(path, write_file(path, data))
                done.append(path)
        except WriteFailed:
            for path in done:
                remove_quietly(path)
                self.vm.outputs.forget(path)
            raise
        return done


def spooler(vm):
    """The VM's Spooler (made on first use)."""
    sp = vm.gdi.spooler
    if sp is None:
        sp = vm.gdi.spooler = Spooler(vm)
    return sp


def printed(vm):
    """The snapshot's ``printed`` list: a report per finished document."""
    sp = vm.gdi.spooler
    return list(sp.printed) if sp is not None else []
