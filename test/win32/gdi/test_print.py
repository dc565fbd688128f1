"""The virtual printer through a real guest (test/exe/prn_print.exe, source
guests/tests/prn_print.c): the printers that exist, printer handles and DEVMODEs, a
printer DC's capabilities, and a two-page document rendered to PNG pages and a PDF.

Wine 8 under xvfb-run has no printer here (no CUPS: GetDefaultPrinter fails with
ERROR_FILE_NOT_FOUND and EnumPrinters lists nothing), so the expected values are
Windows' documented ones (docs/printing.md gives the printer's geometry). The guest runs
at both widths (the `width` fixture): its x86-64 build prints the same lines but for
sizeof(PRINTDLG), and its pages are the same PNGs."""

import os
import re

import pytest
from PIL import Image, ImageDraw

from wineagent.vm import VM
from wineagent.win32.gdi.objects import Font
from wineagent.win32.gdi.subsystem import Gdi
from wineagent.win32.gdi.printer import printer_mapping

from gdiguest import values
from paths import guest_exe

NAME = "wineagent Virtual Printer"
MARGIN = 75     # the unprintable quarter inch, in 300-dpi pixels


class _Tap:
    """Records what is emitted on ``vm.events`` and passes it on to the VM's own event bus
    (docs/events.md) when it has one."""

    def __init__(self, inner):
        self.inner, self.seen = inner, []

    def emit(self, cls, **fields):
        self.seen.append(dict(fields, **{"class": cls}))
        return self.inner.emit(cls, **fields) if self.inner is not None else None

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.fixture(scope="module")
def run(tmp_path_factory, width):
    """(stdout lines, printed reports, print dir, events emitted) of prn_print.exe run to
    its end."""
    out = tmp_path_factory.mktemp("printed")
    vm = VM(guest_exe("prn_print", width))
    vm.print_dir = str(out)
    tap = vm.events = _Tap(getattr(vm, "events", None))
    try:
        for _ in range(400):
            vm.run_batch()
            if vm.ended:
                break
        assert vm.machine.fault is None, vm.machine.fault.report()
        assert vm.machine.exit_code == 0
        return list(vm.stdout_log), vm.printed(), out, [e for e in tap.seen
                                                        if e["class"] == "print"]
    finally:
        vm.close()


@pytest.fixture(scope="module")
def v(run):
    lines = run[0]
    out = values(lines)
    # Names with spaces: take the whole rest of the line.
    for line in lines:
        if "=" in line and line.split("=", 1)[0] in ("default", "i1_name", "i1_desc",
                                                    "i2_name", "i2_driver", "i4_name",
                                                    "i5_name", "devmode_name", "devnames"):
            k, val = line.split("=", 1)
            out[k] = val
    return out


def test_one_printer_exists_and_is_the_default(v):
    assert v["default_ok"] == "1" and v["default"] == NAME
    assert v["default_len"] == str(len(NAME) + 1)
    # Too small a buffer: FALSE, ERROR_INSUFFICIENT_BUFFER and the size needed.
    assert v["default_small"] == "0,122,%d" % (len(NAME) + 1)


def test_enum_printers_levels_1_2_4_5_as_documented(v):
    for level in (1, 2, 4, 5):
        # Asking with no buffer: FALSE, ERROR_INSUFFICIENT_BUFFER, the size needed.
        assert v["enum%d_probe" % level] == "0,122" and v["needed_ok"] == "1"
        assert v["enum%d" % level] == "1,1"
    assert v["i1_flags"] == "00800000"                 # PRINTER_ENUM_ICON8
    assert v["i1_name"] == NAME and v["i1_desc"] == "%s,%s," % (NAME, NAME)
    assert v["i2_name"] == NAME and v["i2_port"] == "WINEAGENT:" and v["i2_driver"] == NAME
    assert v["i2_attr"] == "00000040" and v["i2_server_null"] == "1"   # PRINTER_ATTRIBUTE_LOCAL
    assert v["i2_dm"] == "156,1,1,300"     # DEVMODEA, DMPAPER_LETTER, portrait, 300 dpi
    assert v["i4_name"] == NAME and v["i4_attr"] == "00000040"
    assert v["i5_name"] == NAME and v["i5_port"] == "WINEAGENT:"
    assert v["i5_timeouts"] == "15000,45000"
    assert v["enum4w"] == "1,1,%d" % len(NAME)          # the W variant, same printer
    assert v["enum_connections"] == "1,0"               # no network connections


def test_printer_handles_document_properties_and_device_capabilities(v):
    assert v["open_bad"] == "0,1801"                    # ERROR_INVALID_PRINTER_NAME
    assert v["open"] == "1" and v["getprinter2"] == "1" and v["name_ok"] == "1"
    assert v["dp_size"] == "156" and v["dp_out"] == "1"     # IDOK
    assert v["dm"] == "156,1,1,300,300,1" and v["dm_form"] == "Letter"
    assert v["dm_fields"] == "0001ad1f"
    # DM_IN_BUFFER merges the fields the program set: A4 landscape.
    assert v["dp_merge"] == "1,9,2" and v["dp_merge_form"] == "A4"
    assert v["close"] == "1"
    assert v["papers"] == "3,1,5,9"                     # Letter, Legal, A4
    assert v["resolutions"] == "1,300,300"


def test_get_device_caps_on_the_printer_dc(v):
    # DT_RASPRINTER; Letter at 300 dpi is 2550 x 3300, less a quarter inch on each side.
    assert v["dc"] == "1"
    assert v["caps"] == "2,2400,3150,300,300"
    assert v["physical"] == "2550,3300,75,75"
    assert v["size_mm"] == "203,267" and v["bits"] == "24"
    # A4 landscape through CreateDC's DEVMODE: 3508 x 2480.
    assert v["a4_landscape"] == "3358,2330,3508,2480"
    assert v["ic"] == "1,300"
    assert v["compat"] == "300,2400"      # a memory DC compatible with the printer


def _printer_strike():
    """The strike the printer draws a 12-point MS Sans Serif with, as a screen font, and
    its magnification: 12 points at 300 dpi ask for a character height of 50
    (-MulDiv(12, 300, 72)); the printer maps the font again at its resolution, and the
    largest character height not above 50 that a strike and a whole factor give is the
    25-pixel strike twice (exactly 50)."""
    strike = Font(-25, 400, "MS Sans Serif")
    assert strike.mapped.em == 25 and strike.mapped.ky == 1
    return strike, 2


def test_fonts_are_scaled_to_the_printer_resolution(v):
    # tmHeight is the magnified strike's cell; the extent its advance, magnified.
    strike, k = _printer_strike()
    assert v["tm_height"] == str(k * strike.line_height)
    assert v["extent"] == "%d,%d" % (k * strike.extent("Hello printer")[0],
                                     k * strike.line_height)


def test_stock_fonts_keep_their_physical_size_on_the_printer():
    # A stock font is made for the 96-dpi screen: on the 300-dpi page it is its screen
    # strike magnified 300/96, rounded (3), so it prints as large as it looks; a font of
    # height 0 (the default size) likewise. A font with a height is mapped afresh.
    gdi = Gdi(None, (640, 480))
    for index in (10, 11, 12, 13, 16, 17):
        font = gdi.stock[index]
        m = printer_mapping(gdi, font)
        assert (m.strike, m.kx, m.ky) == (font.mapped.strike, 3, 3)
        assert m.height == 3 * font.line_height
    default = Font(0, 400, "MS Sans Serif")
    m = printer_mapping(gdi, default)
    assert (m.strike, m.ky) == (default.mapped.strike, 3)
    m = printer_mapping(gdi, Font(-50, 400, "MS Sans Serif"))
    strike, k = _printer_strike()
    assert (m.strike, m.kx, m.ky, m.em) == (strike.mapped.strike, k, k, 50)


def test_abort_proc_and_escapes(v):
    assert v["setabortproc"] == "1"
    # The abort procedure is asked at each EndPage; its FALSE cancels the job
    # (SP_APPABORT) and EndDoc then fails.
    assert v["abort"] == "1,-2,2" and v["enddoc_after"] == "-1"
    assert v["queryesc"] == "1,0"         # NEWFRAME yes, PASSTHROUGH no


def test_print_dlg_return_default_gives_the_printer_without_a_dialog(v, width):
    # commdlg.h packs PRINTDLG to 1 byte in 32-bit programs only: 66 bytes there, 120 at
    # 64 bits (its handles and pointers 8-byte aligned), as mingw's and Windows' headers say
    assert v["pd_size"] == ("66" if width == 4 else "120") and v["pd_default"] == "1,0"
    assert v["devnames"] == "winspool|%s|WINEAGENT:|1" % NAME
    assert v["devmode_name"] == NAME and v["pd_default_dc"] == "1,300"
    assert v["pd_default_again"] == "0,1003"   # PDERR_RETDEFFAILURE: handles not NULL
    assert v["pd_bad_size"] == "0,1"           # CDERR_STRUCTSIZE


def test_a_two_page_document_becomes_two_pngs_and_a_pdf(run, v):
    _, printed, out, _ = run
    assert v["job"] == "1" and v["pages_ok"] == "1"
    # Only the finished documents are reported: the cancelled one is not.
    assert [p["doc"] for p in printed] == ["prn test", "escapes"]
    rep = printed[0]
    assert rep["pages"] == 2 and rep["paper"] == "Letter" and rep["dpi"] == 300
    assert [os.path.basename(f) for f in rep["files"]] == [
        "001-prn_test-p1.png", "001-prn_test-p2.png", "001-prn_test.pdf"]
    assert sorted(os.listdir(out)) == sorted(os.path.basename(f) for p in printed
                                             for f in p["files"])
    # ... and as a "print" event with the same fields.
    assert run[3] == [dict(p, **{"class": "print"}) for p in printed]
    pdf = open(rep["files"][2], "rb").read()
    assert pdf.startswith(b"%PDF-") and b"/Count 2" in pdf
    assert len(re.findall(rb"/Type /Page\b(?!s)", pdf)) == 2


def _dark_box(img, box):
    """Bounding box (sheet pixels) of the non-white pixels of ``img`` inside ``box``."""
    part = img.crop(box).convert("L").point(lambda p: 255 if p < 128 else 0)
    bb = part.getbbox()
    return None if bb is None else (bb[0] + box[0], bb[1] + box[1], bb[2] + box[0],
                                    bb[3] + box[1])


def _ink(font, text):
    """Bounding box of the ink of ``text`` drawn with the screen font at (0, 0)."""
    img = Image.new("RGB", (400, 40), (255, 255, 255))
    ImageDraw.Draw(img).text((0, 0), text, font=font.pil, fill=(0, 0, 0))
    return _dark_box(img, (0, 0, 400, 40))


def test_page_one_pixels_rectangle_and_text_at_printer_resolution(run):
    page = Image.open(run[1][0]["files"][0]).convert("RGB")
    assert page.size == (2550, 3300)
    # Rectangle(300, 300, 900, 600) in device units, moved by the unprintable margin.
    assert _dark_box(page, (0, 0, 2550, 690)) == (MARGIN + 300, MARGIN + 300,
                                                   MARGIN + 900, MARGIN + 600)
    assert page.getpixel((MARGIN + 600, MARGIN + 450)) == (0, 0, 0)
    # "Hello printer" at (300, 700): the glyphs of the printer's strike, magnified.
    strike, k = _printer_strike()
    screen = _ink(strike, "Hello printer")
    text = _dark_box(page, (0, MARGIN + 690, 2550, MARGIN + 800))
    assert text == (MARGIN + 300 + k * screen[0], MARGIN + 700 + k * screen[1],
                    MARGIN + 300 + k * screen[2], MARGIN + 700 + k * screen[3])
    assert page.getpixel((10, 10)) == (255, 255, 255)


def test_page_two_pixels_mapping_modes_measure_the_paper(run):
    page = Image.open(run[1][0]["files"][1]).convert("RGB")
    # Rectangle(100, -100, 200, -200) in MM_LOENGLISH: one inch from the printable area's
    # corner, one inch square (HORZSIZE 203 mm over 2400 pixels: 1/100 inch = 3.003 px).
    bb = _dark_box(page, (0, 0, 1000, 1000))
    assert bb is not None
    assert abs(bb[0] - (MARGIN + 300)) <= 1 and abs(bb[1] - (MARGIN + 300)) <= 1
    assert abs((bb[2] - bb[0]) - 300) <= 2 and abs((bb[3] - bb[1]) - 300) <= 2
    assert page.getpixel((MARGIN + 450, MARGIN + 450)) == (128, 128, 128)
    # The ellipse's outline (1200, 300)-(1800, 900): its top at x = 1500, inside white.
    assert page.getpixel((MARGIN + 1500, MARGIN + 300)) == (0, 0, 0)
    assert page.getpixel((MARGIN + 1500, MARGIN + 600)) == (255, 255, 255)


def test_the_escape_forms_print_a_document_page_by_page(run, v):
    # STARTDOC opened job 3 (job 2 was cancelled) and its first page; two NEWFRAMEs and
    # ENDDOC: two pages, the blank page the last NEWFRAME opened is not printed.
    assert v["escapes"] == "6" and v["physpage"] == "2550,3300"
    rep = run[1][1]
    assert (rep["doc"], rep["job"], rep["pages"]) == ("escapes", 3, 2)
    second = Image.open(rep["files"][1]).convert("RGB")
    assert _dark_box(second, (0, 0, 1000, 1000)) == (MARGIN + 300, MARGIN + 300,
                                                      MARGIN + 400, MARGIN + 400)


def test_a_long_session_keeps_the_last_reports_and_pages():
    from wineagent.win32.gdi.printer import KEEP_DOCUMENTS, KEEP_REPORTS, Setup, Spooler

    from wineagent.events.bus import EventBus

    class _VM:       # no print dir; an event bus nobody reads
        print_dir = None
        events = EventBus(None)
    sp = Spooler(_VM())
    for i in range(KEEP_REPORTS + 20):
        sp.finish(sp.open("doc %d" % i, Setup()))
    assert len(sp.printed) == KEEP_REPORTS and len(sp.documents) == KEEP_DOCUMENTS
    assert sp.printed[-1]["job"] == KEEP_REPORTS + 20 and sp.printed[0]["job"] == 21
