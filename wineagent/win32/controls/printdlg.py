"""The Print and Page Setup dialogs (what COMDLG32's PrintDlg and PageSetupDlg show).

Like the file dialog (``filedlg.py``) each is a ``DialogTemplate`` assembled in Python and
run by ``dialogs.dialog_box``: an ordinary ``#32770`` window with DefDlgProc, the
keyboard interface (Enter = OK, Esc = Cancel, Tab) and the owner disabled while it runs.
Their DLGPROCs are ``COMDLG32.dll!wineagent.PrintDlgProc`` and
``wineagent.PageSetupDlgProc`` (``dlls/comdlg32/print.py``); the structures they fill
(PRINTDLG, PAGESETUPDLG, DEVMODE, DEVNAMES) are written there too.

**Print** (the Windows 3.1 layout, dlgs.h ids): the printer's name (stc1), the print
range — All (rad1), Selection (rad2, disabled with PD_NOSELECTION), Pages (rad3, disabled
with PD_NOPAGENUMS) with From (edt1) and To (edt2) — the number of copies (edt3) and
Collate (chk2). OK checks the page numbers against nMinPage..nMaxPage and the copies
against 1..999, with Windows' message boxes, and keeps the dialog open until they are
right. There is no "Print to file" box and no "Setup..." button: the one printer's
set-up is the Page Setup dialog's.

**Page Setup**: the paper (lst1: Letter, Legal, A4; disabled with PSD_DISABLEPAPER),
the orientation — Portrait (rad1), Landscape (rad2), disabled with
PSD_DISABLEORIENTATION — and the margins (edt4 left, edt5 top, edt6 right, edt7 bottom;
disabled with PSD_DISABLEMARGINS) in the dialog's unit: thousandths of an inch or
hundredths of a millimetre (PSD_INHUNDREDTHSOFMILLIMETERS), shown as inches or
millimetres. OK refuses margins below the minimum (the printer's quarter inch, or
rtMinMargin with PSD_MINMARGINS) or that leave no room on the paper.
"""

from ..core.messages import WM_SETTEXT
from ..core.styles import (BM_GETCHECK, BM_SETCHECK, BS_AUTOCHECKBOX, BS_AUTORADIOBUTTON,
                           BS_DEFPUSHBUTTON, BS_GROUPBOX)
from ..gdi.printer import DMORIENT_LANDSCAPE, DMORIENT_PORTRAIT, DPI, MARGIN, MAX_COPIES, \
    PAPERS, PRINTER_NAME
from ..user.dialogs import (DS_CENTER, DS_MODALFRAME, DS_SETFONT, SHELL_DLG_FONT,
                            DialogTemplate, end_dialog)
from ..user.wm import (WS_BORDER, WS_CAPTION, WS_DISABLED, WS_GROUP, WS_POPUP, WS_SYSMENU,
                       WS_TABSTOP, WS_VSCROLL)
from .filedlg import FileDialog   # the file dialog's control helpers
from ..user.dialogs import template_item as _item
from .msgbox import message_box
from ..user.sysparams import register_message
from ..user.window import show_window

__all__ = ["PrintDialog", "PageSetupDialog", "print_template", "page_setup_template", "IDS"]

#: dlgs.h control ids
IDS = {"stc1": 0x440, "grp1": 0x430, "grp2": 0x431, "grp4": 0x433, "rad1": 0x420,
       "rad2": 0x421, "rad3": 0x422, "edt1": 0x480, "edt2": 0x481, "edt3": 0x482,
       "edt4": 0x483, "edt5": 0x484, "edt6": 0x485, "edt7": 0x486, "chk2": 0x411,
       "lst1": 0x460, "stc2": 0x441, "stc3": 0x442, "stc4": 0x443, "stc5": 0x444,
       "stc6": 0x445, "stc7": 0x446, "stc8": 0x447, "stc9": 0x448}
IDOK, IDCANCEL, PSH_HELP = 1, 2, 0x40E
#: PD_SHOWHELP and PSD_SHOWHELP: the Help button, which sends HELPMSGSTRING to the owner
SHOWHELP = 0x800
HELPMSGSTRING = "commdlg_help"
MB_OK, MB_ICONEXCLAMATION = 0x0, 0x30
LB_ADDSTRING, LB_SETCURSEL, LB_GETCURSEL = 0x180, 0x186, 0x188
LBS_NOTIFY = 0x1
ES_AUTOHSCROLL = 0x80

PD_SELECTION, PD_PAGENUMS, PD_NOSELECTION, PD_NOPAGENUMS, PD_COLLATE = 0x1, 0x2, 0x4, 0x8, 0x10
PSD_MINMARGINS, PSD_MARGINS, PSD_INTHOUSANDTHSOFINCHES = 0x1, 0x2, 0x4
PSD_INHUNDREDTHSOFMILLIMETERS, PSD_DISABLEMARGINS = 0x8, 0x10
PSD_DISABLEORIENTATION, PSD_DISABLEPAPER = 0x100, 0x200


class _Driver:
    """Talking to the dialog's own controls (the file dialog's helpers: send a message,
    set or read a control's text); the Help button. ``owner`` and ``addr`` (the program's
    window and structure, for HELPMSGSTRING) and ``hook`` (its hook, heard first by the
    DLGPROC) are set by the API that runs the dialog."""

    owner = addr = hook = 0

    _ctl = FileDialog._ctl
    _send = FileDialog._send
    _send_text = FileDialog._send_text
    _get_text = FileDialog._get_text

    def _checked(self, cid):
        return (yield from self._send(cid, BM_GETCHECK)) == 1

    def _box(self, text):
        return (yield from message_box(self.vm, self.hwnd, text, self.title,
                                       MB_OK | MB_ICONEXCLAMATION))

    def _show_help(self, show):
        """Generator: the Help button shown (its SHOWHELP flag) or hidden."""
        ctl = self._ctl(PSH_HELP)
        if ctl is not None:
            yield from show_window(self.vm, ctl, 5 if show else 0)

    def help(self):
        """Generator: Help — HELPMSGSTRING to the owner, wParam the dialog, lParam the
        program's structure."""
        if self.owner and self.vm.wm.get(self.owner) is not None:
            yield from self.vm.wm.send(self.owner, register_message(self.vm.wm, HELPMSGSTRING),
                                       self.hwnd, self.addr)

    def command(self, cid, code):
        """Generator: WM_COMMAND; True when handled (OK, Cancel and Help here)."""
        if cid == PSH_HELP:
            yield from self.help()
            return True
        if cid == IDOK:
            yield from self.ok()
            return True
        if cid == IDCANCEL:
            yield from end_dialog(self.vm, self.hwnd, 0)
            return True
        return False

    def _number(self, cid):
        text = (yield from self._get_text(cid)).strip()
        return int(text) if text.isdigit() else None


class PrintDialog(_Driver):
    """One running Print dialog: the PRINTDLG fields it shows and what OK chose."""

    title = "Print"

    def __init__(self, vm, flags, page_from, page_to, page_min, page_max, copies, collate):
        self.vm, self.flags, self.hwnd = vm, flags, 0
        self.page_from, self.page_to = page_from, page_to
        self.page_min, self.page_max = page_min, page_max
        self.copies, self.collate = copies, collate
        self.result = None     # {flags, from, to, copies, collate} once OK succeeded

    def init(self, hwnd):
        """Generator: WM_INITDIALOG — the range, the page numbers, copies, collate."""
        self.hwnd = hwnd
        yield from self._show_help(self.flags & SHOWHELP)
        rng = IDS["rad3"] if self.flags & PD_PAGENUMS else \
            IDS["rad2"] if self.flags & PD_SELECTION else IDS["rad1"]
        yield from self._send(rng, BM_SETCHECK, 1)
        if not self.flags & PD_NOPAGENUMS:
            yield from self._send_text(IDS["edt1"], WM_SETTEXT, 0, str(self.page_from))
            yield from self._send_text(IDS["edt2"], WM_SETTEXT, 0, str(self.page_to))
        yield from self._send_text(IDS["edt3"], WM_SETTEXT, 0, str(self.copies))
        if self.collate:
            yield from self._send(IDS["chk2"], BM_SETCHECK, 1)

    def command(self, cid, code):
        """Generator: WM_COMMAND; True when handled."""
        if cid in (IDS["edt1"], IDS["edt2"]) and code == 0x300:    # EN_CHANGE
            # Typing a page number chooses "Pages", as in Windows.
            if self._focused(cid):
                yield from self._send(IDS["rad1"], BM_SETCHECK, 0)
                yield from self._send(IDS["rad2"], BM_SETCHECK, 0)
                yield from self._send(IDS["rad3"], BM_SETCHECK, 1)
            return True
        return (yield from _Driver.command(self, cid, code))

    def _focused(self, cid):
        ctl = self._ctl(cid)
        return ctl is not None and self.vm.wm.focus == ctl.hwnd

    def ok(self):
        """Generator: OK — check the page range and the copies, then end the dialog."""
        flags = self.flags & ~(PD_SELECTION | PD_PAGENUMS | PD_COLLATE)
        page_from, page_to = self.page_from, self.page_to
        if (yield from self._checked(IDS["rad3"])):
            flags |= PD_PAGENUMS
            page_from = yield from self._number(IDS["edt1"])
            page_to = yield from self._number(IDS["edt2"])
            lo, hi = self.page_min, self.page_max
            for value in (page_from, page_to):
                if value is None or not lo <= value <= hi:
                    yield from self._box("This value does not lie within the page range.\n"
                                         "Enter a number between %d and %d." % (lo, hi))
                    return
            if page_from > page_to:
                page_from, page_to = page_to, page_from
        elif (yield from self._checked(IDS["rad2"])):
            flags |= PD_SELECTION
        copies = yield from self._number(IDS["edt3"])
        if copies is None or not 1 <= copies <= MAX_COPIES:
            yield from self._box("The 'Number of copies' field must be between 1 and %d."
                                 % MAX_COPIES)
            return
        collate = (yield from self._checked(IDS["chk2"]))
        if collate:
            flags |= PD_COLLATE
        self.result = {"flags": flags, "from": page_from, "to": page_to, "copies": copies,
                       "collate": int(collate)}
        yield from end_dialog(self.vm, self.hwnd, 1)


def print_template(pd):
    """The DialogTemplate of Print dialog ``pd``."""
    t = _dialog("Print", 220, 132)
    no_sel = WS_DISABLED if pd.flags & PD_NOSELECTION else 0
    no_pages = WS_DISABLED if pd.flags & PD_NOPAGENUMS else 0
    edit = WS_BORDER | WS_TABSTOP | ES_AUTOHSCROLL
    t.items = [
        _item("STATIC", IDS["stc1"], 0, 7, 7, 150, 9, "Printer: " + PRINTER_NAME),
        _item("BUTTON", IDS["grp1"], BS_GROUPBOX, 7, 22, 150, 64, "Print range"),
        _item("BUTTON", IDS["rad1"], BS_AUTORADIOBUTTON | WS_GROUP | WS_TABSTOP,
              14, 34, 60, 10, "&All"),
        _item("BUTTON", IDS["rad2"], BS_AUTORADIOBUTTON | no_sel, 14, 47, 60, 10,
              "S&election"),
        _item("BUTTON", IDS["rad3"], BS_AUTORADIOBUTTON | no_pages, 14, 60, 40, 10,
              "&Pages"),
        _item("STATIC", IDS["stc2"], no_pages, 24, 72, 20, 9, "&From:"),
        _item("EDIT", IDS["edt1"], edit | WS_GROUP | no_pages, 46, 70, 26, 12),
        _item("STATIC", IDS["stc3"], no_pages, 80, 72, 14, 9, "&To:"),
        _item("EDIT", IDS["edt2"], edit | no_pages, 96, 70, 26, 12),
        _item("STATIC", IDS["stc5"], 0, 7, 95, 50, 9, "&Copies:"),
        _item("EDIT", IDS["edt3"], edit | WS_GROUP, 60, 93, 30, 12),
        _item("BUTTON", IDS["chk2"], BS_AUTOCHECKBOX | WS_TABSTOP, 100, 94, 57, 10,
              "C&ollate"),
        _item("BUTTON", IDOK, WS_TABSTOP | WS_GROUP | BS_DEFPUSHBUTTON, 164, 7, 50, 14, "OK"),
        _item("BUTTON", IDCANCEL, WS_TABSTOP, 164, 25, 50, 14, "Cancel"),
        _item("BUTTON", PSH_HELP, WS_TABSTOP, 164, 43, 50, 14, "&Help"),
    ]
    return t


def _dialog(title, cx, cy):
    t = DialogTemplate()
    t.style = WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_MODALFRAME | DS_CENTER | DS_SETFONT
    t.font = SHELL_DLG_FONT        # as comdlg32's templates: not the System font
    t.cx, t.cy, t.title = cx, cy, title
    return t


# -- Page Setup ---------------------------------------------------------------------------
#: The printer's unprintable margin in each unit: thousandths of an inch, 1/100 mm.
MIN_MARGIN = {PSD_INTHOUSANDTHSOFINCHES: MARGIN * 1000 // DPI,
              PSD_INHUNDREDTHSOFMILLIMETERS: MARGIN * 2540 // DPI}


def paper_size(paper, orientation, unit):
    """(width, height) of a paper in the dialog's ``unit``, as oriented."""
    w, h = PAPERS[paper][1:]      # tenths of a millimetre
    if unit == PSD_INTHOUSANDTHSOFINCHES:
        w, h = int(w * 1000 / 254 + 0.5), int(h * 1000 / 254 + 0.5)
    else:
        w, h = w * 10, h * 10
    return (h, w) if orientation == DMORIENT_LANDSCAPE else (w, h)


class PageSetupDialog(_Driver):
    """One running Page Setup dialog: the set-up, the margins and what OK chose."""

    title = "Page Setup"

    def __init__(self, vm, flags, unit, setup, margins, min_margins):
        self.vm, self.flags, self.unit, self.hwnd = vm, flags, unit, 0
        self.setup = setup                # gdi.printer.Setup (changed by OK)
        self.margins = margins            # (left, top, right, bottom) in unit
        self.min_margins = min_margins
        self.papers = sorted(PAPERS)
        self.result = None

    def _show(self, value):
        if self.unit == PSD_INTHOUSANDTHSOFINCHES:
            return "%g" % (value / 1000)
        return "%g" % (value / 100)

    def _parse(self, text):
        try:
            v = float(text.strip().rstrip('"').replace("mm", "").strip())
        except ValueError:
            return None
        return int(round(v * (1000 if self.unit == PSD_INTHOUSANDTHSOFINCHES else 100)))

    def init(self, hwnd):
        """Generator: WM_INITDIALOG — papers, orientation, margins."""
        self.hwnd = hwnd
        yield from self._show_help(self.flags & SHOWHELP)
        for p in self.papers:
            yield from self._send_text(IDS["lst1"], LB_ADDSTRING, 0, PAPERS[p][0])
        yield from self._send(IDS["lst1"], LB_SETCURSEL, self.papers.index(self.setup.paper))
        portrait = self.setup.orientation != DMORIENT_LANDSCAPE
        yield from self._send(IDS["rad1"] if portrait else IDS["rad2"], BM_SETCHECK, 1)
        for cid, value in zip(("edt4", "edt5", "edt6", "edt7"), self.margins):
            yield from self._send_text(IDS[cid], WM_SETTEXT, 0, self._show(value))

    def ok(self):
        """Generator: OK — check the margins against the paper, then end the dialog."""
        i = yield from self._send(IDS["lst1"], LB_GETCURSEL)
        paper = self.papers[i] if 0 <= i < len(self.papers) else self.setup.paper
        orientation = DMORIENT_LANDSCAPE if (yield from self._checked(IDS["rad2"])) \
            else DMORIENT_PORTRAIT
        margins = []
        for cid in ("edt4", "edt5", "edt6", "edt7"):
            margins.append(self._parse((yield from self._get_text(IDS[cid]))))
        w, h = paper_size(paper, orientation, self.unit)
        if None in margins or any(m < lo for m, lo in zip(margins, self.min_margins)) or \
                margins[0] + margins[2] >= w or margins[1] + margins[3] >= h:
            yield from self._box("The margins overlap or are off the paper.\n"
                                 "Please enter a correct margin measurement.")
            return
        self.setup.paper, self.setup.orientation = paper, orientation
        self.result = {"margins": tuple(margins), "paper": (w, h)}
        yield from end_dialog(self.vm, self.hwnd, 1)


def page_setup_template(ps):
    """The DialogTemplate of Page Setup dialog ``ps``."""
    t = _dialog("Page Setup", 220, 150)
    no_paper = WS_DISABLED if ps.flags & PSD_DISABLEPAPER else 0
    no_orient = WS_DISABLED if ps.flags & PSD_DISABLEORIENTATION else 0
    no_margins = WS_DISABLED if ps.flags & PSD_DISABLEMARGINS else 0
    unit = "inches" if ps.unit == PSD_INTHOUSANDTHSOFINCHES else "millimeters"
    edit = WS_BORDER | WS_TABSTOP | ES_AUTOHSCROLL | no_margins
    t.items = [
        _item("BUTTON", IDS["grp2"], BS_GROUPBOX, 7, 4, 150, 44, "Paper"),
        _item("STATIC", IDS["stc2"], no_paper, 14, 16, 30, 9, "Si&ze:"),
        _item("LISTBOX", IDS["lst1"], WS_BORDER | WS_VSCROLL | WS_TABSTOP | WS_GROUP |
              LBS_NOTIFY | no_paper, 46, 14, 104, 30),
        _item("BUTTON", IDS["grp1"], BS_GROUPBOX, 7, 52, 150, 38, "Orientation"),
        _item("BUTTON", IDS["rad1"], BS_AUTORADIOBUTTON | WS_GROUP | WS_TABSTOP | no_orient,
              14, 63, 60, 10, "P&ortrait"),
        _item("BUTTON", IDS["rad2"], BS_AUTORADIOBUTTON | no_orient, 14, 76, 60, 10,
              "L&andscape"),
        _item("BUTTON", IDS["grp4"], BS_GROUPBOX, 7, 94, 150, 50, "Margins (%s)" % unit),
        _item("STATIC", IDS["stc5"], no_margins, 14, 107, 24, 9, "&Left:"),
        _item("EDIT", IDS["edt4"], edit | WS_GROUP, 40, 105, 34, 12),
        _item("STATIC", IDS["stc6"], no_margins, 84, 107, 24, 9, "&Right:"),
        _item("EDIT", IDS["edt6"], edit, 110, 105, 34, 12),
        _item("STATIC", IDS["stc7"], no_margins, 14, 125, 24, 9, "&Top:"),
        _item("EDIT", IDS["edt5"], edit, 40, 123, 34, 12),
        _item("STATIC", IDS["stc8"], no_margins, 84, 125, 24, 9, "&Bottom:"),
        _item("EDIT", IDS["edt7"], edit, 110, 123, 34, 12),
        _item("BUTTON", IDOK, WS_TABSTOP | WS_GROUP | BS_DEFPUSHBUTTON, 164, 7, 50, 14, "OK"),
        _item("BUTTON", IDCANCEL, WS_TABSTOP, 164, 25, 50, 14, "Cancel"),
        _item("BUTTON", PSH_HELP, WS_TABSTOP, 164, 43, 50, 14, "&Help"),
    ]
    return t
